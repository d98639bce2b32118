// The example cup season of data/tournaments (docs/tournament.md; tournament::example_season reads
// its files) run through the real `tarock tournament` commands: a cup, the roster, five
// tournaments of three rounds with late arrivals and leavers, every table's sheet typed, a
// correction and a table stopped early; the draws, the rankings and the cup standing compared
// with tests/cli/golden/tournament-*. Regenerate with UPDATE_GOLDEN=1 like the other goldens,
// and read the diff.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cli_test_helpers.hpp"
#include "tournament/example_season.hpp"

using namespace tarock::clitest;

namespace {

const fs::path kData = kSourceDir / "data" / "tournaments";
const fs::path kGolden = kSourceDir / "tests" / "cli" / "golden";

/// Runs `tarock tournament <args> --db <db>` and requires success.
std::string run(const fs::path& db, std::vector<std::string> args) {
    args.insert(args.begin(), "tournament");
    args.push_back("--db");
    args.push_back(db.string());
    const RunResult r = run_tarock(args);
    INFO("tarock " << [&] {
        std::string s;
        for (const auto& a : args) s += a + " ";
        return s;
    }());
    INFO("stderr: " << r.err);
    REQUIRE(r.code == 0);
    return r.out;
}

void golden(const std::string& name, const std::string& text) {
    const fs::path file = kGolden / name;
    if (updating()) {
        write_file(file, text);
        MESSAGE("golden written, review it before committing: " << name);
        return;
    }
    INFO("golden " << name);
    CHECK(text == read_file(file));
}

/// "10,-3,-15,8": amounts as `--schrift` takes them.
std::string schrift_arg(const std::vector<tarock::Thirds>& amounts) {
    std::string out;
    for (const tarock::Thirds& a : amounts) out += (out.empty() ? "" : ",") + a.to_signed_string();
    return out;
}

/// "1,2,3": numbers joined as the commands take a list.
std::string joined(const std::vector<int>& numbers) {
    std::string out;
    for (const int n : numbers) out += (out.empty() ? "" : ",") + std::to_string(n);
    return out;
}

/// The table sizes of a draw as the cards print them: "Tisch 3 (5 Spieler, …".
std::vector<int> sizes_of_cards(const std::string& cards) {
    std::vector<int> out;
    for (const std::string& l : lines_of(cards))
        if (l.rfind("Tisch ", 0) == 0) out.push_back(l.find("(5 Spieler") != std::string::npos ? 5 : 4);
    return out;
}

}  // namespace

TEST_CASE("the example cup season: draws, sheets, rankings and the cup standing match their goldens") {
    // The season of data/tournaments as the program has it built in (the window opens the same).
    const tarock::tournament::ExampleSeason& x = tarock::tournament::example_season();
    TempDir tmp;
    const fs::path db = tmp / "cup.sqlite";
    const tarock::tournament::Cup& cup = x.cup;
    run(db, {"cup", "new", "--name", cup.name, "--preset", cup.preset, "--rounds", std::to_string(cup.rounds), "--hands4", std::to_string(cup.hands_4),
             "--hands5", std::to_string(cup.hands_5), "--tie-break", std::string(tarock::tie_break_id(cup.tie_break)), "--points",
             joined(cup.points.table), "--points-formula", joined({cup.points.first, cup.points.step, cup.points.minimum})});
    CHECK(run(db, {"players", "import", (kData / "players.csv").string()}) == "44 Spieler eingetragen\n");
    // The same file again adds nobody; a second cup of the same name is refused and names the field.
    CHECK(run(db, {"players", "import", (kData / "players.csv").string()}) == "0 Spieler eingetragen, 44 schon in der Liste\n");
    const RunResult twin = run_tarock({"tournament", "cup", "new", "--name", cup.name, "--preset", cup.preset, "--db", db.string()});
    CHECK(twin.code == 1);
    CHECK(twin.out.empty());
    CHECK(twin.err == "tarock: Fehler: Feld 'name': Es gibt schon einen Cup „" + cup.name + "“.\n");

    // Roster lines are the players' ids: the roster was imported into an empty database.
    for (int n = 1; n <= static_cast<int>(x.nights.size()); ++n) {
        CAPTURE(n);
        const tarock::tournament::ExampleNight& night = x.nights[static_cast<std::size_t>(n - 1)];
        const std::string tid = std::to_string(n);
        CHECK(run(db, {"new", "--cup", "1", "--date", night.date, "--title", night.title, "--seed", std::to_string(night.seed)}) ==
              "Turnier " + tid + ", Startwert " + std::to_string(night.seed) + "\n");
        for (int round = 1; round <= cup.rounds; ++round) {
            std::vector<std::string> args{"draw", "--tournament", tid};
            if (round == 1) args.insert(args.end(), {"--players", joined(night.players)});
            if (round > 1 && !night.join[static_cast<std::size_t>(round - 2)].empty())
                args.insert(args.end(), {"--join", joined(night.join[static_cast<std::size_t>(round - 2)])});
            if (round > 1 && !night.leave[static_cast<std::size_t>(round - 2)].empty())
                args.insert(args.end(), {"--leave", joined(night.leave[static_cast<std::size_t>(round - 2)])});
            const std::string cards = run(db, args);
            if (n == 1 && round <= 2) golden("tournament-1-draw-" + std::to_string(round) + ".txt", cards);
            if (n == 2 && round == 2) golden("tournament-2-draw-2.txt", cards);
            const std::vector<int> sizes = sizes_of_cards(cards);
            REQUIRE_FALSE(sizes.empty());
            for (std::size_t t = 0; t < sizes.size(); ++t) {
                const int table = static_cast<int>(t) + 1;
                std::vector<std::string> sheet{"sheet", "--tournament", tid, "--round", std::to_string(round), "--table", std::to_string(table), "--schrift",
                                               schrift_arg(night.sheets.at({round, table, sizes[t]}))};
                for (const auto& [r, k] : night.stopped_early)
                    if (r == round && k == table) sheet.push_back("--stopped-early");
                run(db, sheet);
            }
        }
        for (const tarock::tournament::ExampleCorrection& c : night.corrections)
            // A correction: a new revision, the first stays.
            CHECK(run(db, {"sheet", "--tournament", tid, "--round", std::to_string(c.round), "--table", std::to_string(c.table), "--schrift", schrift_arg(c.schrift),
                           "--note", c.note}) == "Runde " + std::to_string(c.round) + ", Tisch " + std::to_string(c.table) + ": Fassung 2\n");
        if (n == 1) {
            golden("tournament-1-cards.html", run(db, {"cards", "--tournament", "1", "--round", "1", "--html"}));
            golden("tournament-1-ranking.txt", run(db, {"ranking", "--tournament", "1"}));
            golden("tournament-1-ranking.en.txt", run(db, {"--lang", "en", "ranking", "--tournament", "1"}));
            golden("tournament-1-ranking.csv", run(db, {"ranking", "--tournament", "1", "--csv"}));
            golden("tournament-1-ranking.html", run(db, {"ranking", "--tournament", "1", "--html"}));
        }
        if (n == 2) golden("tournament-2-ranking.txt", run(db, {"ranking", "--tournament", "2"}));
    }
    golden("tournament-cup-standing.txt", run(db, {"cup", "standing", "--cup", "1"}));
    golden("tournament-cup-standing.csv", run(db, {"cup", "standing", "--cup", "1", "--csv"}));
    golden("tournament-cup-standing.html", run(db, {"cup", "standing", "--cup", "1", "--html"}));
}

TEST_CASE("tournament commands refuse what the rules refuse, naming the field") {
    TempDir tmp;
    const fs::path db = tmp / "t.sqlite";
    run(db, {"cup", "new", "--name", "Tirol", "--preset", "Tiroler Tarockcup 2020", "--rounds", "1", "--tie-break", "tirol"});
    for (const char* name : {"Anna", "Bernd", "Christl", "Dieter", "Eva", "Franz"}) run(db, {"players", "add", name});
    run(db, {"new", "--cup", "1", "--date", "2026-11-28", "--seed", "7"});
    // Six players cannot be seated at tables of four and five.
    RunResult r = run_tarock({"tournament", "draw", "--tournament", "1", "--db", db.string()});
    CHECK(r.code == 1);
    CHECK(r.err == "tarock: Fehler: Feld 'players': 6 Spieler lassen sich nicht an Tische zu vier oder fünf setzen (nie zu dritt); es gehen 5 oder 8. "
                   "(Regel: koenigrufen_modern §7.3 (TIR-19 §1, WTC-20: tables of four, of five where needed, never of three))\n");
    // Five of them: one table of five; its evening is the Tirol example evening.
    const std::string cards = run(db, {"draw", "--tournament", "1", "--leave", "6"});
    CHECK(cards.find("Tisch 1 (5 Spieler, 16 Spiele)") != std::string::npos);
    r = run_tarock({"tournament", "sheet", "--tournament", "1", "--round", "1", "--table", "1", "--schrift", "5,-5,1,0,0", "--db", db.string()});
    CHECK(r.code == 1);
    CHECK(r.err.find("Feld 'schrift': Die Schrift eines Tisches ergibt zusammen null, hier +1.") != std::string::npos);
    CHECK(run(db, {"sheet", "--tournament", "1", "--round", "1", "--table", "1", "--evening",
                   (kSourceDir / "data" / "evenings" / "koenigrufen-modern-tirol-abend.json").string()}) == "Runde 1, Tisch 1: Fassung 1\n");
    const std::string ranking = run(db, {"ranking", "--tournament", "1"});
    CHECK(ranking.find("1        Dieter       +24       0   +24       1") != std::string::npos);
    CHECK(ranking.find("4 (Los)  Christl      -16      -4   -20") != std::string::npos);  // Tirol: level with Eva in everything
    golden("tournament-evening-ranking.txt", ranking);
}
