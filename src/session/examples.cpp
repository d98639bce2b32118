#include "session/examples.hpp"

#include <cstddef>

#include "core/embedded_text.hpp"
#include "session/session_file.hpp"

namespace tarock {

// The files' text, generated into example_evenings.cpp from data/evenings/*.json by src/CMakeLists.txt.
extern const EmbeddedText kExampleEvenings[];
extern const std::size_t kExampleEveningsCount;

const std::vector<ExampleEvening>& example_evenings() {
    static const std::vector<ExampleEvening> all = [] {
        std::vector<ExampleEvening> out;
        for (std::size_t i = 0; i < kExampleEveningsCount; ++i)
            for (Evening& e : load_session_text(kExampleEvenings[i].text)) out.push_back({kExampleEvenings[i].name, std::move(e)});
        return out;
    }();
    return all;
}

}  // namespace tarock
