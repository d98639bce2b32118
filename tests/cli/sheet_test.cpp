// The dispute tools of the command line: the rules and books behind every posting, "what if",
// the spreadsheet table, the printable settlement sheet and the statistics per player.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "report/sheet.hpp"
#include "cli_test_helpers.hpp"
#include "session/session_file.hpp"

using namespace tarock::clitest;
using tarock::report::Lang;

namespace {

const char* kHand = R"({"variant":"tapp","players":["Anna","Bernd","Christl"],"dealer":"Anna",
  "hand":{"declarer":"Bernd","game":"dreier","multiple":2,"contra":"contra","points":41,
          "ultimo":{"player":"Bernd","announced":true,"result":"won"}}})";

}  // namespace

TEST_CASE("explanation: tarock score lists every rule with its book, chapter, heading, page and lines (vector T-P1 style hand)") {
    TempDir tmp;
    write_file(tmp / "hand.json", kHand);
    const RunResult de = run_tarock({"score", (tmp / "hand.json").string()});
    CHECK(de.code == 0);
    CHECK(has_line(de.out, "Regeln und Quellen"));
    CHECK(has_line(de.out, "  tapp §2.2, §2.9  Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, „a) Der Dreier“, S. 20–22, Z. 326-336; „Die Contra-Ansagen“, S. 22–23, Z. 358"));
    CHECK(has_line(de.out, "  tapp §2.7, §2.9  Ulmann, Illustriertes Wiener Tarokbuch, I. Teil, B. Allgemeine Grundzüge, „7. Das Ultimiren des Pagat“, S. 18, Z. 304; Cap. I Tapp-Tarok, „Das Steigern“, S. 20–22, Z. 342; „b) Der Solo“, S. 22–23, Z. 354; „Die Contra-Ansagen“, S. 23, Z. 360"));
    const RunResult en = run_tarock({"score", "--lang", "en", (tmp / "hand.json").string()});
    CHECK(has_line(en.out, "Rules and sources"));
    CHECK(has_line(en.out, "  tapp §2.2, §2.9  Ulmann, Illustriertes Wiener Tarokbuch, ch. I Tapp-Tarok, \"a) Der Dreier\", pp. 20–22, lines 326-336; \"Die Contra-Ansagen\", pp. 22–23, line 358"));
    const RunResult js = run_tarock({"score", "--json", (tmp / "hand.json").string()});
    const auto j = nlohmann::json::parse(js.out);
    REQUIRE(j.at("sources").size() == 2);
    CHECK(j.at("sources").at(0).at("rule") == "tapp §2.2, §2.9");
    CHECK(j.at("sources").at(0).at("source") == "000:L326-336, L358");
    CHECK(j.at("sources").at(0).at("book") == "Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, „a) Der Dreier“, S. 20–22, Z. 326-336; „Die Contra-Ansagen“, S. 22–23, Z. 358");
}

TEST_CASE("explanation: the first hand of the Block evening names the pot, the win and the bête credit with their chapter") {
    const auto e = tarock::read_session_file((kSourceDir / "data" / "evenings" / "block-hut-abend.json").string()).at(0);
    const auto r = tarock::recompute(e);
    const auto& first = r.rows.at(0).outcome->result;
    CHECK(tarock::report::sources_text(first, Lang::De) ==
          "  block §2.3  Ulmann, Illustriertes Wiener Tarokbuch, Cap. II Tarok mit Blocks, S. 38–46, Z. 536, 542, 546, 559\n"
          "  block §2.5  Ulmann, Illustriertes Wiener Tarokbuch, Cap. II Tarok mit Blocks, S. 38–46, Z. 540, 544\n"
          "  block §2.6  Ulmann, Illustriertes Wiener Tarokbuch, Cap. II Tarok mit Blocks, S. 38–46, Z. 567-569\n");
}

TEST_CASE("what if: another talon half and no contra, side by side with the difference") {
    TempDir tmp;
    write_file(tmp / "hand.json", kHand);
    const RunResult r = run_tarock({"score", (tmp / "hand.json").string(), "--what-if", R"({"multiple":3,"contra":null})"});
    CHECK(r.code == 0);
    CHECK(has_line(r.out, R"(Was wäre, wenn: {"multiple":3,"contra":null})"));
    CHECK(has_line(r.out, "Wie eingetragen: K Ult✓ Bernd: Dreier 2× gewonnen (41 Punkte)"));
    CHECK(has_line(r.out, "Geändert: Ult✓ Bernd: Dreier 3× gewonnen (41 Punkte)"));
    CHECK(has_line(r.out, "  Anna    -> Bernd    3  Dreier 3× gewonnen (41 Punkte): 3  [tapp §2.2, §2.9 (000:L326-336, L358)]"));
    CHECK(has_line(r.out, "  Spieler  eingetragen  geändert  Differenz"));
    CHECK(has_line(r.out, "  Anna              -8        -7         +1"));
    CHECK(has_line(r.out, "  Bernd            +16       +14         -2"));
    CHECK(has_line(r.out, "  Christl           -8        -7         +1"));

    // 35 instead of 41 points: the Dreier is lost, the Ultimo still won.
    const RunResult js = run_tarock({"score", (tmp / "hand.json").string(), "--json", "--what-if", R"({"points":35})"});
    CHECK(js.code == 0);
    const auto j = nlohmann::json::parse(js.out);
    CHECK(j.at("original").at("net").at("Bernd").at("thirds") == 48);
    CHECK(j.at("changed").at("net").at("Bernd").at("thirds") == 0);
    CHECK(j.at("difference").at("Bernd").at("text") == "-16");
    CHECK(j.at("difference").at("Anna").at("text") == "8");
}

TEST_CASE("what if: a change that is no object, or that the rules refuse, names the field") {
    TempDir tmp;
    write_file(tmp / "hand.json", kHand);
    const RunResult arr = run_tarock({"score", (tmp / "hand.json").string(), "--what-if", "[1]"});
    CHECK(arr.code == 1);
    CHECK(arr.err.find("Feld '--what-if'") != std::string::npos);
    const RunResult bad = run_tarock({"score", (tmp / "hand.json").string(), "--what-if", R"({"multiple":7})"});
    CHECK(bad.code == 1);
    CHECK(bad.err.find("Feld 'multiple'") != std::string::npos);
}

TEST_CASE("csv: the mini evening's table holds the hand-worked figures") {
    const std::string de = read_file(kSourceDir / "tests" / "cli" / "golden" / "mini-evening.csv");
    CHECK(de ==
          "Hand;Geber;Spiel;Anna;Bernd;Christl;Anna Stand;Bernd Stand;Christl Stand\r\n"
          "1;Anna;Bernd: Dreier 2× gewonnen (41 Punkte);-2;4;-2;-2;4;-2\r\n"
          "2;Bernd;Christl: Solo verloren (30 Punkte);8;8;-16;6;12;-18\r\n"
          ";;Saldo;6;12;-18\r\n"
          ";;Geld (EUR);0,60;1,20;-1,80\r\n");
    const std::string en = read_file(kSourceDir / "tests" / "cli" / "golden" / "mini-evening.en.csv");
    CHECK(has_line(en, ",,Money (EUR),0.60,1.20,-1.80\r"));
}

TEST_CASE("csv: fields with the separator or quotes are quoted, thirds stay exact") {
    tarock::Evening e = mini_evening();
    e.players = {"Anna; die Ältere", "Bernd \"B\"", "Christl"};
    const auto r = tarock::recompute(e);
    const std::string csv = tarock::report::table_csv(e, r, Lang::De);
    CHECK(csv.rfind("Hand;Geber;Spiel;\"Anna; die Ältere\";\"Bernd \"\"B\"\"\";Christl;", 0) == 0);
}

TEST_CASE("csv: text cells a spreadsheet would run as a formula are neutralised, negative amounts stay numbers (csv-formula-names)") {
    // The file of the independent check (with a real date): names that are formulas.
    TempDir tmp;
    write_file(tmp / "formula.json", R"json({"format": "tarock-buchhalter-session", "version": 1, "evening": {"title": "</title><script>alert('title')</script>",
      "date": "2026-11-19", "variant": "tapp",
      "players": ["<img src=x onerror=alert(1)>", "=HYPERLINK(\"http://evil\",\"x\")", "+1+cmd|'/c calc'!A0"],
      "first_dealer": "<img src=x onerror=alert(1)>", "stake": {"cents_per_unit": 10, "currency": "<script>"}, "house_rules": {},
      "hands": [{"declarer": "=HYPERLINK(\"http://evil\",\"x\")", "game": "dreier", "multiple": 1, "points": 41, "note": "<script>alert('note')</script>"},
                {"declarer": "+1+cmd|'/c calc'!A0", "game": "solo", "points": 30, "note": "=1+1"},
                {"declarer": "<img src=x onerror=alert(1)>", "game": "dreier", "multiple": 2, "points": 50}]}})json");
    const RunResult csv = run_tarock({"replay", (tmp / "formula.json").string(), "--csv"});
    REQUIRE(csv.code == 0);
    CHECK(csv.out.rfind("Hand;Geber;Spiel;<img src=x onerror=alert(1)>;\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\";'+1+cmd|'/c calc'!A0;"
                        "<img src=x onerror=alert(1)> Stand;\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\") Stand\";'+1+cmd|'/c calc'!A0 Stand\r\n",
                        0) == 0);
    // The dealer and the summary begin with a name; the amounts (-1, -8, +16) stay plain numbers.
    CHECK(csv.out.find("\r\n1;<img src=x onerror=alert(1)>;\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\"): Dreier 1× gewonnen (41 Punkte)\";-1;2;-1;-1;2;-1\r\n") !=
          std::string::npos);
    CHECK(csv.out.find("\r\n2;\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\";'+1+cmd|'/c calc'!A0: Solo verloren (30 Punkte);8;8;-16;7;10;-17\r\n") !=
          std::string::npos);
    // No cell of the output starts with a formula character unless it is a number.
    std::size_t cells = 0;
    for (std::size_t at = 0; at < csv.out.size();) {
        const std::size_t end = csv.out.find("\r\n", at);
        const std::string line = csv.out.substr(at, end - at);
        at = end + 2;
        std::size_t from = 0;
        bool quoted = false;
        for (std::size_t i = 0; i <= line.size(); ++i) {
            if (i < line.size() && line[i] == '"') quoted = !quoted;
            if (i < line.size() && (quoted || line[i] != ';')) continue;
            std::string cell = line.substr(from, i - from);
            from = i + 1;
            if (!cell.empty() && cell.front() == '"') cell = cell.substr(1);
            ++cells;
            if (cell.empty() || std::string("=+-@\t\r").find(cell.front()) == std::string::npos) continue;
            CHECK_MESSAGE(cell.find_first_not_of("-+0123456789 /,") == std::string::npos, "a formula cell: " << cell);
        }
    }
    CHECK(cells > 30);
    // The HTML sheet escapes every name, the title and the currency.
    const RunResult html = run_tarock({"replay", (tmp / "formula.json").string(), "--html"});
    REQUIRE(html.code == 0);
    CHECK(html.out.find("<script") == std::string::npos);
    CHECK(html.out.find("<img") == std::string::npos);
    CHECK(html.out.find("<title>&lt;/title&gt;&lt;script&gt;alert('title')&lt;/script&gt;</title>") != std::string::npos);
}

TEST_CASE("csv: a text cell is neutralised by a leading apostrophe for every formula character, numbers are left alone") {
    using tarock::report::csv_text_cell;
    CHECK(csv_text_cell("=1+1") == "'=1+1");
    CHECK(csv_text_cell("+1") == "'+1");
    CHECK(csv_text_cell("-15") == "'-15");  // as a name it is text: a number cell never passes here
    CHECK(csv_text_cell("@SUM(A1)") == "'@SUM(A1)");
    CHECK(csv_text_cell("\tx") == "'\tx");
    CHECK(csv_text_cell("\rx") == "'\rx");
    CHECK(csv_text_cell("Anna") == "Anna");
    CHECK(csv_text_cell("") == "");
    CHECK(csv_text_cell("Anna = Bernd") == "Anna = Bernd");
}

TEST_CASE("html: the settlement sheet lists the rules in force, the balance and who pays whom") {
    const std::string html = read_file(kSourceDir / "tests" / "cli" / "golden" / "block-hut-abend.html");
    CHECK(html.find("<h2>Hausregeln</h2>") != std::string::npos);
    CHECK(html.find("<h2>Abrechnung</h2>") != std::string::npos);
    const std::string mini = read_file(kSourceDir / "tests" / "cli" / "golden" / "mini-evening.html");
    CHECK(mini.find("<tr><td>Christl</td><td class=\"num neg\">-18</td><td class=\"num\">-1,80 EUR</td></tr>") != std::string::npos);
    CHECK(mini.find("<li>Christl zahlt Bernd 1,20 EUR</li>") != std::string::npos);
    CHECK(mini.find("<tr><td>Trull und Köpfe</td><td>tapp A3</td><td>nur Trull</td></tr>") != std::string::npos);
}

TEST_CASE("html: names are escaped and a changed house rule is marked") {
    tarock::Evening e = mini_evening();
    e.title = "<Abend & Co>";
    e.house_rules = nlohmann::ordered_json{{"stamm", "on"}};
    const std::string html = tarock::report::settlement_html(e, tarock::recompute(e), Lang::De);
    CHECK(html.find("<h1>&lt;Abend &amp; Co&gt;</h1>") != std::string::npos);
    CHECK(html.find("(abweichend vom Buch)</td>") != std::string::npos);
}

TEST_CASE("sheets: a file with several evenings needs --evening, the database export writes one evening") {
    TempDir tmp;
    const RunResult two = run_tarock({"replay", (kSourceDir / "tests" / "cli" / "fixtures" / "mini-evening.json").string(), "--csv"});
    CHECK(two.code == 0);
    const std::string db = (tmp / "t.sqlite").string();
    REQUIRE(run_tarock({"import", (kSourceDir / "tests" / "cli" / "fixtures" / "mini-evening.json").string(), "--db", db}).code == 0);
    const RunResult exp = run_tarock({"export", "--db", db, "--evening", "1", "--format", "csv", "-o", (tmp / "a.csv").string()});
    CHECK(exp.code == 0);
    CHECK(read_file(tmp / "a.csv") == read_file(kSourceDir / "tests" / "cli" / "golden" / "mini-evening.csv"));
    const RunResult all = run_tarock({"export", "--db", db, "--all", "--format", "html", "-o", (tmp / "a.html").string()});
    CHECK(all.code == 1);
    CHECK(all.err.find("genau einen") != std::string::npos);
}

TEST_CASE("stats: evenings, hands, games declared and won, the net in money per player") {
    const RunResult r = run_tarock({"stats", (kSourceDir / "tests" / "cli" / "fixtures" / "mini-evening.json").string(), "--json"});
    CHECK(r.code == 0);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j.at("evenings") == 1);
    const auto& christl = j.at("players").at(2);
    CHECK(christl.at("name") == "Christl");
    CHECK(christl.at("hands") == 2);
    CHECK(christl.at("declared") == 1);
    CHECK(christl.at("won") == 0);
    CHECK(christl.at("by_game").at("solo").at("declared") == 1);
    CHECK(christl.at("cents_total") == -180);
    const RunResult text = run_tarock({"stats", (kSourceDir / "tests" / "cli" / "fixtures" / "mini-evening.json").string()});
    CHECK(has_line(text.out, "  Spieler Abende Hände gespielt angesagt gewonnen  Ergebnis"));
    CHECK(has_line(text.out, "  Christl      1     2        2        1        0 -1,80 EUR"));
    // The games by the names the window's statistics give them (game_type_name), not by their ids.
    CHECK(has_line(text.out, "  Christl: Solo 1/0"));
}

TEST_CASE("stats: the text names the games as the window does, --json keeps their ids") {
    const std::string si = (kSourceDir / "data" / "evenings" / "tarok-si-vecer.json").string();
    const RunResult text = run_tarock({"stats", si, "--lang", "sl"});
    REQUIRE(text.code == 0);
    CHECK(text.out.find(" Berač ") != std::string::npos);
    CHECK(text.out.find(" berac ") == std::string::npos);
    CHECK(text.out.find(" solo_dva ") == std::string::npos);
    const RunResult json = run_tarock({"stats", si, "--json"});
    REQUIRE(json.code == 0);
    const auto j = nlohmann::json::parse(json.out);
    bool berac = false;
    for (const auto& p : j.at("players")) berac = berac || p.at("by_game").contains("berac");
    CHECK(berac);
}

TEST_CASE("stats: money of different currencies is never added, the evenings of each currency apart (issue 14, item 9)") {
    const std::string tapp = (kSourceDir / "data" / "evenings" / "tapp-abend.json").string();
    const std::string hu = (kSourceDir / "data" / "evenings" / "tarokk-hu-este.json").string();
    const RunResult text = run_tarock({"stats", tapp, hu});
    CHECK(text.code == 0);
    CHECK(has_line(text.out, "1 Abend in EUR:"));
    CHECK(has_line(text.out, "1 Abend in HUF:"));
    CHECK(text.out.find("800,00 HUF") != std::string::npos);  // Ödön's forints
    CHECK(text.out.find("800,00 EUR") == std::string::npos);
    const RunResult json = run_tarock({"stats", tapp, hu, "--json"});
    REQUIRE(json.code == 0);
    const auto j = nlohmann::json::parse(json.out);
    CHECK(j.at("evenings") == 2);
    // Which evenings each currency's cents_by_evening follows: the Tapp evening (the first file)
    // in EUR, the Hungarian one in HUF.
    CHECK(j.at("currencies") == nlohmann::json::parse(R"([{"currency":"EUR","evenings":[0]},{"currency":"HUF","evenings":[1]}])"));
    for (const auto& p : j.at("players")) CHECK(p.at("currency") == (p.at("name") == "Ödön" || p.at("name") == "Győző" || p.at("name") == "Tünde" || p.at("name") == "Zsuzsa" ? "HUF" : "EUR"));
}

TEST_CASE("stats: from a database, the first call and the next (which reads the figures kept) print the same as from the files") {
    TempDir tmp;
    const std::string db = (tmp / "club.sqlite").string();
    // Oldest first, as the database lists them.
    std::vector<std::string> files;
    for (const char* name : {"tapp-abend.json", "block-hut-abend.json", "steyerisch-abend.json", "koenigrufen-modern-tirol-abend.json"})
        files.push_back((kSourceDir / "data" / "evenings" / name).string());
    for (const std::string& f : files) REQUIRE(run_tarock({"import", f, "--db", db}).code == 0);
    std::vector<std::string> from_files = {"stats"};
    from_files.insert(from_files.end(), files.begin(), files.end());
    for (const char* format : {"--json", "--lang=de"}) {
        CAPTURE(format);
        std::vector<std::string> args = from_files;
        args.push_back(format);
        const RunResult expected = run_tarock(args);
        REQUIRE(expected.code == 0);
        const RunResult first = run_tarock({"stats", "--db", db, format});
        const RunResult second = run_tarock({"stats", "--db", db, format});
        CHECK(first.code == 0);
        CHECK(first.out == expected.out);
        CHECK(second.out == expected.out);
    }
}
