// The `tarock` binary end to end: score (valid and invalid hand), replay of a file with an
// invalid hand, import/export round trip through a temporary database, refused imports, usage
// errors.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "cli_test_helpers.hpp"

using namespace tarock::clitest;

namespace {
const fs::path kFixtures = kSourceDir / "tests" / "cli" / "fixtures";
}

TEST_CASE("score: a valid hand prints the deal, the postings and the net per player") {
    TempDir tmp;
    write_file(tmp / "hand.json",
               R"({"variant":"tapp","players":["Anna","Bernd","Christl"],"house_rules":{},"dealer":"Anna",
                   "hand":{"declarer":"Bernd","game":"dreier","multiple":2,"points":41}})");
    const RunResult r = run_tarock({"score", (tmp / "hand.json").string()});
    CHECK(r.code == 0);
    CHECK(r.err == "");
    CHECK(has_line(r.out, "Geber:        Anna"));
    CHECK(has_line(r.out, "Reihenfolge:  Bernd (Vorhand), Christl, Anna"));
    CHECK(has_line(r.out, "Ergebnis:     Bernd: Dreier 2× gewonnen (41 Punkte)"));
    CHECK(has_line(r.out, "  Anna    -> Bernd    2  Dreier 2× gewonnen (41 Punkte): 2  [tapp §2.2, §2.9 (000:L326-336, L358)]"));
    CHECK(has_line(r.out, "  Anna     -2"));
    CHECK(has_line(r.out, "  Bernd    +4"));
    CHECK(has_line(r.out, "  Christl  -2"));
}

TEST_CASE("score: reads stdin and gives JSON with exact amounts") {
    TempDir tmp;
    write_file(tmp / "hand.json",
               R"({"players":["Anna","Bernd","Christl"],"dealer":"Bernd",
                   "hand":{"declarer":"Christl","game":"solo","points":30}})");
    const RunResult r = run_tarock({"score", "-", "--json", "--lang", "en"}, (tmp / "hand.json").string());
    CHECK(r.code == 0);
    const nlohmann::json j = nlohmann::json::parse(r.out);
    CHECK(j.at("deal").at("dealer") == "Bernd");
    CHECK(j.at("deal").at("vorhand") == "Christl");
    CHECK(j.at("summary") == "Christl: Solo lost (30 points)");
    CHECK(j.at("net").at("Christl").at("thirds") == -48);
    CHECK(j.at("net").at("Anna").at("text") == "8");
}

TEST_CASE("score: an invalid hand names the field and the rule, exit code 1") {
    TempDir tmp;
    write_file(tmp / "hand.json",
               R"({"variant":"tapp","players":["Anna","Bernd","Christl"],
                   "hand":{"declarer":"Bernd","game":"dreier","multiple":7,"points":41}})");
    const RunResult de = run_tarock({"score", (tmp / "hand.json").string()});
    CHECK(de.code == 1);
    CHECK(de.out == "");
    CHECK(de.err == "tarock: Fehler: Feld 'multiple': Ein Dreier ist ein- bis sechsmalig. (Regel: tapp §2.2 (000:L326-336))\n");
    const RunResult en = run_tarock({"score", "--lang", "en", (tmp / "hand.json").string()});
    CHECK(en.code == 1);
    CHECK(en.err == "tarock: error: field 'multiple': a Dreier is onefold to sixfold (rule: tapp §2.2 (000:L326-336))\n");
    const RunResult js = run_tarock({"score", "--json", (tmp / "hand.json").string()});
    CHECK(js.code == 1);
    const nlohmann::json j = nlohmann::json::parse(js.out);
    CHECK(j.at("error").at("field") == "multiple");
    CHECK(j.at("error").at("rule").at("rule") == "tapp §2.2");
}

TEST_CASE("score: broken documents are refused with a clear message") {
    TempDir tmp;
    write_file(tmp / "syntax.json", "{\"players\": [\"Anna\",\n  \"Bernd\" \"Christl\"]}");
    const RunResult syntax = run_tarock({"score", (tmp / "syntax.json").string()});
    CHECK(syntax.code == 1);
    // The position is where the parser noticed: the end of the unexpected token "Christl".
    CHECK(syntax.err == "tarock: Fehler: Kein gültiges JSON in Zeile 2, Spalte 19.\n");
    write_file(tmp / "unknown.json", R"({"players":["Anna","Bernd","Christl"],"hand":{"declarer":"Bernd","game":"solo","points":40},"extra":1})");
    const RunResult unknown = run_tarock({"score", (tmp / "unknown.json").string()});
    CHECK(unknown.code == 1);
    CHECK(unknown.err == "tarock: Fehler: Feld 'extra': Unbekanntes Feld 'extra'.\n");
    const RunResult missing = run_tarock({"score", (tmp / "nothing-here.json").string()});
    CHECK(missing.code == 1);
    CHECK(missing.err.find("kann nicht gelesen werden") != std::string::npos);
}

TEST_CASE("replay: a stored hand that does not validate is shown with its error, exit code 1") {
    const RunResult r = run_tarock({"replay", (kFixtures / "invalid-hand.json").string()});
    CHECK(r.code == 1);
    CHECK(has_line(r.out, "Hand 2  Geber: Bernd"));
    CHECK(has_line(r.out, "  Fehler, die Hand zählt nicht: Feld 'multiple': Ein Dreier ist ein- bis sechsmalig. (Regel: tapp §2.2 (000:L326-336))"));
    CHECK(has_line(r.out, "  Christl zahlt Bernd 1,20 EUR"));
    CHECK(r.err == "tarock: Fehler: 1 Hand ist ungültig und zählt nicht.\n");
}

TEST_CASE("replay: --evening picks one evening, out of range is refused") {
    const std::string mini = (kFixtures / "mini-evening.json").string();
    const RunResult one = run_tarock({"replay", mini, "--evening", "1"});
    CHECK(one.code == 0);
    CHECK(one.out == read_file(kSourceDir / "tests" / "cli" / "golden" / "mini-evening.txt"));
    const RunResult none = run_tarock({"replay", mini, "--evening", "2"});
    CHECK(none.code == 1);
    CHECK(none.err == "tarock: Fehler: Abend 2 gibt es nicht; die Datei enthält 1 Abend.\n");
}

TEST_CASE("import then export gives the same evening") {
    TempDir tmp;
    const std::string db = (tmp / "tarock.sqlite").string();
    const fs::path mini = kFixtures / "mini-evening.json";
    const RunResult imp = run_tarock({"import", mini.string(), "--db", db});
    REQUIRE(imp.code == 0);
    CHECK(imp.out == "Abend 1 gespeichert: Mini-Abend, 2026-11-19, 2 Hände\n");

    const RunResult list = run_tarock({"list", "--db", db, "--json"});
    CHECK(list.code == 0);
    const nlohmann::json l = nlohmann::json::parse(list.out);
    REQUIRE(l.at("evenings").size() == 1);
    CHECK(l.at("evenings").at(0).at("hands") == 2);
    CHECK(l.at("evenings").at(0).at("players") == nlohmann::json::array({"Anna", "Bernd", "Christl"}));

    const std::string out = (tmp / "export.json").string();
    const RunResult exp = run_tarock({"export", "--db", db, "--evening", "1", "-o", out});
    CHECK(exp.code == 0);
    CHECK(exp.out == "1 Abend nach '" + out + "' geschrieben.\n");
    // Same document, field for field (order-insensitive comparison).
    CHECK(nlohmann::json::parse(read_file(out)) == nlohmann::json::parse(read_file(mini)));

    const std::string all = (tmp / "all.json").string();
    CHECK(run_tarock({"export", "--db", db, "--all", "-o", all}).code == 0);
    CHECK(nlohmann::json::parse(read_file(all)) == nlohmann::json::parse(read_file(mini)));
    // The exported file replays to the same report.
    CHECK(run_tarock({"replay", out}).out == run_tarock({"replay", mini.string()}).out);
}

TEST_CASE("import of a file with one invalid hand stores nothing") {
    TempDir tmp;
    const std::string db = (tmp / "tarock.sqlite").string();
    const RunResult imp = run_tarock({"import", (kFixtures / "invalid-hand.json").string(), "--db", db});
    CHECK(imp.code == 1);
    CHECK(imp.out == "");
    CHECK(imp.err ==
          "tarock: Fehler: Feld 'evening.hands[1].multiple': Ein Dreier ist ein- bis sechsmalig. (Regel: tapp §2.2 (000:L326-336))\n");
    const RunResult list = run_tarock({"list", "--db", db});
    CHECK(list.code == 0);
    CHECK(list.out == "Keine Abende gespeichert.\n");
}

TEST_CASE("export: a missing evening or database is refused with exit code 1") {
    TempDir tmp;
    const std::string db = (tmp / "tarock.sqlite").string();
    const RunResult no_db = run_tarock({"export", "--db", db, "--all", "-o", (tmp / "x.json").string()});
    CHECK(no_db.code == 1);
    CHECK(no_db.err == "tarock: Fehler: Keine Datenbank unter '" + db + "'.\n");
    REQUIRE(run_tarock({"import", (kFixtures / "mini-evening.json").string(), "--db", db}).code == 0);
    const RunResult no_evening = run_tarock({"export", "--db", db, "--evening", "42", "-o", (tmp / "x.json").string()});
    CHECK(no_evening.code == 1);
    CHECK(no_evening.err.rfind("tarock: Fehler: ", 0) == 0);
    CHECK_FALSE(fs::exists(tmp / "x.json"));
    const std::string nowhere = (tmp / "no-such-folder" / "x.json").string();
    const RunResult unwritable = run_tarock({"export", "--db", db, "--all", "-o", nowhere});
    CHECK(unwritable.code == 1);
    CHECK(unwritable.err == "tarock: Fehler: Die Datei '" + nowhere + "' kann nicht geschrieben werden.\n");
}

TEST_CASE("replay: a folder or a file that is not a session file is refused, exit code 1") {
    TempDir tmp;
    const RunResult folder = run_tarock({"replay", tmp.path().string()});
    CHECK(folder.code == 1);
    CHECK(folder.err == "tarock: Fehler: '" + tmp.path().string() + "' ist ein Ordner, keine Datei.\n");
    write_file(tmp / "list.json", "[1, 2]");
    const RunResult list = run_tarock({"replay", (tmp / "list.json").string(), "--lang", "en"});
    CHECK(list.code == 1);
    CHECK(list.out == "");
    CHECK(list.err == "tarock: error: a session file is a JSON object (rule: docs/session-format.md)\n");
}

TEST_CASE("usage errors give exit code 2") {
    CHECK(run_tarock({}).code == 2);
    CHECK(run_tarock({"replay"}).code == 2);
    CHECK(run_tarock({"replay", "x.json", "--lang", "fr"}).code == 2);
    CHECK(run_tarock({"export", "-o", "x.json"}).code == 2);                       // neither --evening nor --all
    CHECK(run_tarock({"export", "--all", "--evening", "1", "-o", "x.json"}).code == 2);  // both
    CHECK(run_tarock({"frobnicate"}).code == 2);
    const RunResult help = run_tarock({"--help"});
    CHECK(help.code == 0);
    CHECK(help.out.find("replay") != std::string::npos);
}

TEST_CASE("tarock serve refuses a missing database and an unknown tournament before serving") {
    TempDir tmp;
    const std::string db = (tmp / "t.sqlite").string();
    RunResult r = run_tarock({"serve", "--db", db, "--port", "0"});
    CHECK(r.code == 1);
    CHECK(r.err == "tarock: Fehler: Keine Datenbank unter '" + db + "'.\n");
    CHECK_FALSE(fs::exists(db));  // not created
    REQUIRE(run_tarock({"tournament", "players", "add", "Anna", "--db", db}).code == 0);
    r = run_tarock({"serve", "--db", db, "--tournament", "3", "--port", "0"});
    CHECK(r.code == 1);
    CHECK(r.err == "tarock: Fehler: Es gibt kein Turnier 3.\n");
    CHECK(run_tarock({"serve", "--db", db, "--port", "70000"}).code == 2);
}

TEST_CASE("import and list count the hands as the players count them: the Block evening's Hut line and chip count are no hands (issue 14, item 8)") {
    TempDir tmp;
    const std::string db = (tmp / "tarock.sqlite").string();
    const std::string block = (kSourceDir / "data" / "evenings" / "block-hut-abend.json").string();
    const RunResult imp = run_tarock({"import", block, "--db", db});
    REQUIRE(imp.code == 0);
    // 39 records: 37 hands, the chip count and the Hut line; the window's header says 37 Hände.
    CHECK(imp.out == "Abend 1 gespeichert: Block-Abend mit Hut (Ulmanns Beispiel), 2026-11-20, 37 Hände\n");
    const RunResult text = run_tarock({"list", "--db", db});
    CHECK(text.code == 0);
    CHECK(has_line(text.out, "  1  2026-11-20  block     37  offen   W, X, Y, Z  Block-Abend mit Hut (Ulmanns Beispiel)"));
    const RunResult json = run_tarock({"list", "--db", db, "--json"});
    REQUIRE(json.code == 0);
    CHECK(nlohmann::json::parse(json.out).at("evenings").at(0).at("hands") == 37);
}
