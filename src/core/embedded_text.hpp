#pragma once
// A text file of the source tree built into the program (cmake/embed_texts.cmake), so the program
// needs no source tree at run time: the rules reference (docs/rules) and the example evenings
// (data/evenings).

namespace tarock {

/// One embedded file: `name` is its file name without the extension ("tapp-abend"), `text` its
/// whole content (UTF-8). Arrays of them end with {nullptr, nullptr}.
struct EmbeddedText {
    const char* name;
    const char* text;
};

}  // namespace tarock
