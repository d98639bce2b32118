#include "tournament/example_season.hpp"

#include <cstddef>
#include <sstream>

#include "core/embedded_text.hpp"
#include "core/json.hpp"

namespace tarock::tournament {

// The files' text, generated into example_season_files.cpp from data/tournaments by src/CMakeLists.txt.
extern const EmbeddedText kExampleSeasonFiles[];
extern const std::size_t kExampleSeasonFilesCount;

namespace {

const char* file_text(const std::string& name) {
    for (std::size_t i = 0; i < kExampleSeasonFilesCount; ++i)
        if (name == kExampleSeasonFiles[i].name) return kExampleSeasonFiles[i].text;
    throw InputError(name, {}, Text{"Die Datei fehlt im Programm.", "the file is missing from the program"});
}

/// sheets-<n>.csv: "round;table;4;a,b,c,d;5;a,b,c,d,e" per line after the header.
std::map<std::tuple<int, int, int>, std::vector<Thirds>> sheets_of(const std::string& text) {
    std::map<std::tuple<int, int, int>, std::vector<Thirds>> out;
    std::stringstream in(text);
    std::string line;
    std::getline(in, line);  // the header
    while (std::getline(in, line)) {
        std::vector<std::string> c;
        std::stringstream ls(line);
        std::string cell;
        while (std::getline(ls, cell, ';')) c.push_back(cell);
        if (c.size() != 6) continue;
        const int round = std::stoi(c[0]), table = std::stoi(c[1]);
        out[{round, table, std::stoi(c[2])}] = schrift_from_text(c[3], "sheets");
        out[{round, table, std::stoi(c[4])}] = schrift_from_text(c[5], "sheets");
    }
    return out;
}

std::vector<int> ints(const Json& j, const char* key) { return j.contains(key) ? j.at(key).get<std::vector<int>>() : std::vector<int>{}; }

}  // namespace

const ExampleSeason& example_season() {
    static const ExampleSeason season = [] {
        ExampleSeason s;
        const Json j = Json::parse(file_text("season"));
        s.cup = cup_from_json(j.at("cup"));
        s.roster = roster_from_text(file_text("players"));
        int n = 0;
        for (const Json& t : j.at("tournaments")) {
            ++n;
            ExampleNight night;
            night.date = t.at("date").get<std::string>();
            night.title = t.at("title").get<std::string>();
            night.seed = t.at("seed").get<std::uint64_t>();
            const std::vector<int> range = t.at("players").get<std::vector<int>>();
            for (int p = range.at(0); p <= range.at(1); ++p) night.players.push_back(p);
            for (const Json& change : t.at("before_round")) {
                night.join.push_back(ints(change, "join"));
                night.leave.push_back(ints(change, "leave"));
            }
            if (t.contains("stopped_early"))
                for (const Json& rt : t.at("stopped_early")) night.stopped_early.emplace_back(rt.at(0).get<int>(), rt.at(1).get<int>());
            if (t.contains("corrections"))
                for (const Json& c : t.at("corrections")) {
                    ExampleCorrection corr{c.at("round").get<int>(), c.at("table").get<int>(), {}, c.at("note").get<std::string>()};
                    for (const int x : c.at("schrift").get<std::vector<int>>()) corr.schrift.push_back(Thirds::whole(x));
                    night.corrections.push_back(std::move(corr));
                }
            night.sheets = sheets_of(file_text("sheets-" + std::to_string(n)));
            s.nights.push_back(std::move(night));
        }
        return s;
    }();
    return season;
}

}  // namespace tarock::tournament
