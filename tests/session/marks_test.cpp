// The marks players write beside a game on the paper sheet (HandOutcome::marks,
// games/common/marks.hpp), one game of each family: read from the example evenings of
// data/evenings, scored as the window and the command line score them.
#include <doctest/doctest.h>

#include <string>

#include "games/common/marks.hpp"
#include "session/evening.hpp"
#include "session/session_file.hpp"

namespace {

/// The example evening `file` of data/evenings, recomputed.
tarock::EveningResult replayed_example(const std::string& file) {
    const auto evenings = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/" + file);
    REQUIRE(!evenings.empty());
    return tarock::recompute(evenings.front());
}

/// The marks of hand `number` (1-based) of `r` as written, joined by blanks; "|" between a
/// mark and its words when `words`.
std::string marks(const tarock::EveningResult& r, int number, bool words = false) {
    const auto& row = r.rows.at(static_cast<std::size_t>(number - 1));
    REQUIRE(row.outcome);
    std::string out;
    for (const tarock::HandMark& m : row.outcome->marks) out += (out.empty() ? "" : " ") + m.text.de + (words ? "|" + m.help.de : "");
    return out;
}

}  // namespace

TEST_CASE("marks: a Tapp Dreier with Kontra and an announced Pagat Ultimo, made and failed, the words in the help") {
    tarock::Evening e;
    e.variant = "tapp";
    e.players = {"Anna", "Bernd", "Christl"};
    const auto made = tarock::preview(e, 0, tarock::Json::parse(R"({"declarer":"Anna","game":"dreier","multiple":1,"contra":"contra","points":38,
        "ultimo":{"player":"Anna","announced":true,"result":"won"}})"));
    REQUIRE(made.outcome.marks.size() == 2);
    CHECK(made.outcome.marks[0].text.de == "K");
    CHECK(made.outcome.marks[0].help.de == "Kontra auf das Spiel");
    CHECK(made.outcome.marks[0].help.en == "contra on the game");
    CHECK(made.outcome.marks[1].text.de == "Ult\u2713");
    CHECK(made.outcome.marks[1].help.de == "Pagat Ultimo angesagt (Anna), gemacht");
    CHECK(made.outcome.marks[1].help.en == "Pagat Ultimo announced (Anna), made");
    const auto failed = tarock::preview(e, 0, tarock::Json::parse(R"({"declarer":"Anna","game":"dreier","multiple":1,"contra":"recontra","points":38,
        "ultimo":{"player":"Anna","announced":true,"contra":"contra","result":"lost"}})"));
    REQUIRE(failed.outcome.marks.size() == 2);
    CHECK(failed.outcome.marks[0].text.de == "Re");
    CHECK(failed.outcome.marks[1].text.de == "Ult\u2717K");
    CHECK(failed.outcome.marks[1].help.de == "Pagat Ultimo angesagt (Anna), verloren, mit Kontra");
    // The marks move no money: the same hand without its Kontra pays half as much.
    const auto plain = tarock::preview(e, 0, tarock::Json::parse(R"({"declarer":"Anna","game":"dreier","multiple":1,"points":38})"));
    CHECK(plain.outcome.marks.empty());
}

TEST_CASE("marks: the Tapp family (Tapp, Zwölfer, Steyerisch, Ungarisch) from its example evenings") {
    const auto tapp = replayed_example("tapp-abend.json");
    CHECK(marks(tapp, 2) == "K Quatre");
    CHECK(marks(tapp, 5) == "Ult\u2713K");
    CHECK(marks(tapp, 6, true) == "(Ult\u2717)|Pagat Ultimo still (Christl), verloren");
    CHECK(marks(tapp, 8) == "Re");
    CHECK(marks(tapp, 10, true) == "(Volat\u2713)|Volat still (Christl), gemacht");
    CHECK(marks(tapp, 11, true) == "Volat\u2717|Volat angesagt (Dieter), verloren");
    CHECK(marks(tapp, 12, true) == "Ren|Renonce (Bernd)");
    CHECK(marks(tapp, 13, true) == "Trull|Trull gehalten (Christl) Quatre|Quatre gehalten (Bernd)");
    CHECK(marks(tapp, 1).empty());
    CHECK(marks(replayed_example("zwoelfer-abend.json"), 11) == "Re");
    CHECK(marks(replayed_example("steyerisch-abend.json"), 6) == "Ult\u2713");
    const auto ungarisch = replayed_example("ungarisch-abend.json");
    CHECK(marks(ungarisch, 6, true) == "Trull\u2713K|Trull angesagt (Janos), gemacht, mit Kontra");
    CHECK(marks(ungarisch, 10) == "Quatre\u2717 Ren");
}

TEST_CASE("marks: the partnership games (Königrufen, Neunzehnrufen, Paszkiewitsch) from their example evenings") {
    const auto k = replayed_example("koenigrufen-abend.json");
    CHECK(marks(k, 3) == "K");
    CHECK(marks(k, 11, true) == "(Volat\u2713)|Volat still (Spielerpartei), gemacht");
    CHECK(marks(k, 12, true) == "Ult\u2717K|Pagat Ultimo angesagt (Bernd), verloren, mit Kontra");
    CHECK(marks(k, 14) == "Ren");
    CHECK(marks(replayed_example("neunzehnrufen-fliegend-abend.json"), 9, true) == "Quatre|Quatre gehalten (Christl)");
    const auto p = replayed_example("paszkiewitsch-abend.json");
    CHECK(marks(p, 5) == "K Mondfang\u2713");
    CHECK(marks(p, 7, true) == "(Ult\u2713)|Pagat Ultimo still (Christl), gemacht Trull\u2713|Tous les trois (Trull in den Stichen) angesagt (Anna), gemacht");
}

TEST_CASE("marks: Block-Tarok from its example evening (no contra in Block)") {
    const auto b = replayed_example("block-hut-abend.json");
    CHECK(marks(b, 1) == "Ult\u2713 Quatre");
    CHECK(marks(b, 7, true) == "Volat\u2717|Volat angesagt (W), verloren Trull|Trull gehalten (W)");
    CHECK(marks(b, 11) == "(Ult\u2717)");
}

TEST_CASE("marks: modern Königrufen and its family (Dreiertarock) from their example evenings, after the Radl's") {
    const auto r = replayed_example("koenigrufen-modern-ruediger-abend.json");
    CHECK(marks(r, 4) == "(R\u00d72) K");
    CHECK(marks(r, 6, true) == "(R\u00d72)|Doppelspiel im Radl: alle Werte \u00d7 2 (\u00a76). Uhu\u2717|Uhu angesagt (Spielerpartei), verloren");
    CHECK(marks(replayed_example("koenigrufen-modern-wtc2020-abend.json"), 4, true) == "Ult\u2713K|Pagat angesagt (Spielerpartei), gemacht, mit Kontra");
    CHECK(marks(replayed_example("koenigrufen-modern-wtc2020-abend.json"), 2) == "Ren");
    CHECK(marks(replayed_example("koenigrufen-modern-oef-abend.json"), 1) == "Valat\u2717");
    CHECK(marks(replayed_example("koenigrufen-modern-tarockblock-steiermark-abend.json"), 1) == "Re");
    const auto d = replayed_example("dreiertarock-abend.json");
    CHECK(marks(d, 1, true) == "(K\u00f6pfe\u2713)|K\u00f6pfe still (Anna), gemacht (Ult\u2713)|Pagat ultimo still (Spielerpartei), gemacht");
    CHECK(marks(d, 2) == "Ult\u2717");
    CHECK(marks(d, 3) == "K");
}

TEST_CASE("marks: Slovenian Tarok from its example evenings, the words in Slovenian too") {
    const auto v = replayed_example("tarok-si-vecer.json");
    CHECK(marks(v, 2, true) == "Trula\u2713|Trula angesagt (Matja\u017e), gemacht");
    CHECK(marks(v, 5) == "(Pagat\u2713)");
    CHECK(marks(v, 6, true) == "K|Kontra auf das Spiel Kralji\u2713|Kralji (vier K\u00f6nige) angesagt (Nejc), gemacht");
    CHECK(marks(v, 8, true) == "(Valat\u2713)|Valat still (Spielerpartei), gemacht");
    CHECK(marks(v, 10) == "Kralj\u2713");
    const auto& kralji = v.rows.at(5).outcome->marks;
    CHECK(tarock::pick(kralji.at(0).help, tarock::Language::Sl) == "kontra na igro");
    CHECK(tarock::pick(kralji.at(1).help, tarock::Language::Sl) == "kralji napovedano (Nejc), uspelo");
    CHECK(tarock::pick(v.rows.at(7).outcome->marks.at(0).help, tarock::Language::Sl) == "Valat tiho (igral\u010deva stran), uspelo");
    const auto t = replayed_example("tarok-si3-turnir.json");
    CHECK(marks(t, 2, true) == "Pagat\u2717|Pagat ultimo angesagt (\u017diga), verloren");
    CHECK(marks(t, 4) == "K");
    CHECK(marks(t, 6) == "(Trula\u2713)");
    CHECK(marks(t, 1).empty());
}

TEST_CASE("marks: Hungarian Tarokk from its example evening, the words in Hungarian too") {
    const auto e = replayed_example("tarokk-hu-este.json");
    CHECK(marks(e, 1, true) == "Tuletro\u00e1\u2713|Tuletro\u00e1 (Trull) angesagt (Spielerpaar), gemacht (4 kir\u00e1ly\u2713)|N\u00e9gy kir\u00e1ly (vier K\u00f6nige) still (Gegenpaar), gemacht");
    CHECK(marks(e, 2, true) == "Pag\u00e1t\u2713K|Pag\u00e1t ulti angesagt (Spielerpaar), gemacht, mit Kontra");
    CHECK(marks(e, 5) == "K Centrum\u2717 Kir\u00e1ly ulti\u2713");
    CHECK(marks(e, 6) == "Vol\u00e1t\u2713");
    CHECK(marks(e, 7, true) == "(XXI-fog\u00e1s\u2713)|XXI-fog\u00e1s still (Gegenpaar), gemacht (Pag\u00e1t\u2713)|Pag\u00e1t ulti still (Zsuzsa), gemacht");
    const auto& ulti = e.rows.at(1).outcome->marks.at(0);
    CHECK(tarock::pick(ulti.help, tarock::Language::Hu) == "Pag\u00e1t ulti bemondva (felvev\u0151 p\u00e1r), teljes\u00edtve, kontra");
    CHECK(tarock::pick(e.rows.at(4).outcome->marks.at(0).help, tarock::Language::Hu) == "kontra a j\u00e1t\u00e9kra");
    CHECK(tarock::pick(e.rows.at(0).outcome->marks.at(1).help, tarock::Language::Hu) == "N\u00e9gy kir\u00e1ly csendben (ellenp\u00e1r), teljes\u00edtve");
    CHECK(marks(e, 3).empty());
}

TEST_CASE("marks: Groß-Tarok and Tarok for four: the announcements held, the Vole, the ultimos") {
    const auto g = replayed_example("grosstarok-abend.json");
    CHECK(marks(g, 1, true) == "Matadore|Matadore gehalten (Anna)");
    CHECK(marks(g, 2) == "Cavallerie K\u00f6nigreich");
    CHECK(marks(g, 4, true) == "Taroks|Taroks gehalten (Anna) Vole\u2717|Vole angesagt (Anna), verloren");
    CHECK(marks(g, 5, true) == "Vier Damen|Vier Damen gehalten (Anna) (Vole\u2713)|Vole still (Bernd), gemacht (Ult\u2713)|Pagat Ultimo still (Bernd), gemacht");
    CHECK(marks(g, 7, true) == "(K\u00f6nig-Ult\u2713)|K\u00f6nig Ultimo (Pique) still (Bernd), gemacht");
    CHECK(marks(g, 8) == "Latons");
    CHECK(marks(g, 11, true) == "(Mond-Ult\u2713)|Mond Ultimo still (Bernd), gemacht");
    CHECK(marks(g, 3).empty());
    const auto v = replayed_example("vierer-abend.json");
    CHECK(marks(v, 1, true) == "K\u00f6nigreich|K\u00f6nigreich gehalten (Anna)");
    CHECK(marks(v, 6) == "Vier Damen");
}

TEST_CASE("marks: Strohmann: the honours that count, the Pagat in the last trick, the Volat, a revoke") {
    const auto s = replayed_example("strohmann-abend.json");
    CHECK(marks(s, 1, true) == "Trull|Trull gehalten (Karl)");
    CHECK(marks(s, 5, true) == "Trull|Trull gehalten (Mizzi) (Ult\u2713)|Pagat Ultimo still (Mizzi), gemacht");
    CHECK(marks(s, 7, true) == "(Ult\u2717)|Pagat Ultimo still (Karl), verloren");
    CHECK(marks(s, 10) == "(Volat\u2713)");
    CHECK(marks(s, 11, true) == "Trull|Trull gehalten (Karl) Ren|Renonce (Karl)");
    CHECK(marks(s, 3).empty());
}

TEST_CASE("marks: Taroc 1756: the honours paid, the Pagat in the last trick, a revoke") {
    const auto t = replayed_example("taroc1756-abend.json");
    CHECK(marks(t, 1, true) == "Matadors|Matadors gehalten (Anna)");
    CHECK(marks(t, 2, true) == "(Ult\u2713)|Pagat im letzten Stich still (Christl), gemacht");
    CHECK(marks(t, 4, true) == "Cavalerie|Cavalerie gehalten (Dieter) Ren|Renonce (Christl)");
    CHECK(marks(t, 5) == "Zehn Tarocs");
    CHECK(marks(t, 3).empty());
}

TEST_CASE("marks: Tarolaßch: the honours and aces counted by a side, a revoke (the contra stays in the summary)") {
    const auto t = replayed_example("tarolassch-abend.json");
    CHECK(marks(t, 1, true) == "3 Honneurs|3 Honneurs gehalten (Anna + Christl)");
    CHECK(marks(t, 9, true) == "4 Asse|4 Asse gehalten (Anna + Christl)");
    CHECK(marks(t, 10) == "5 Honneurs");
    CHECK(marks(t, 11, true) == "3 Honneurs|3 Honneurs gehalten (Anna + Christl) Ren|Renonce (Anna)");
}

TEST_CASE("marks: Tappen mit König: the honours held alone or by a party together, the Pagat in the last trick") {
    const auto t = replayed_example("tappen-mit-koenig-abend.json");
    CHECK(marks(t, 5, true) == "Trull|Trull gehalten (Bernd)");
    CHECK(marks(t, 6, true) == "Quatre|Quatre gehalten (Spielerpartei)");
    CHECK(t.rows.at(5).outcome->marks.at(0).help.en == "Quatre held (declarer's party)");
    CHECK(marks(t, 8, true) == "(Ult\u2713)|Pagat Ultimo still (Ernst), gemacht");
    CHECK(marks(t, 1).empty());
}

TEST_CASE("marks: Tarok-l'Hombre marks Groß-Tarok's announcements and ultimos only with its extras (A-L4)") {
    tarock::Evening e;
    e.variant = "hombre";
    e.players = {"Anna", "Bernd", "Christl"};
    e.house_rules = tarock::Json::parse(R"({"extras":"on"})");
    const auto p = tarock::preview(e, 0, tarock::Json::parse(R"({"declarer":"Anna","game":"solo","points":40,
        "ansagen":{"Bernd":[{"ansage":"koenigreich"}]},"pagat":{"player":"Christl","result":"ultimo"}})"));
    REQUIRE(p.outcome.marks.size() == 2);
    CHECK(p.outcome.marks[0].text.de == "K\u00f6nigreich");
    CHECK(p.outcome.marks[0].help.de == "K\u00f6nigreich gehalten (Bernd)");
    CHECK(p.outcome.marks[1].text.de == "(Ult\u2713)");
    e.house_rules = tarock::Json::object();
    CHECK(tarock::preview(e, 0, tarock::Json::parse(R"({"declarer":"Anna","game":"solo","points":40})")).outcome.marks.empty());
}

TEST_CASE("marks: contra levels beyond Mort (open Kontra, koenigrufen_modern M-12 RUE) are written with their factor") {
    CHECK(tarock::contra_abbreviation(0).empty());
    CHECK(tarock::contra_abbreviation(3) == "Sub");
    CHECK(tarock::contra_abbreviation(4) == "Mort");
    CHECK(tarock::contra_abbreviation(5) == "K\u00d732");
    CHECK(tarock::contra_abbreviation(6) == "K\u00d764");
    CHECK(tarock::contra_words(5).de == "Kontra \u00d732");
    CHECK(tarock::contra_words(6).en == "contra \u00d764");
    std::vector<tarock::HandMark> marks;
    tarock::mark_contra(marks, 5);
    REQUIRE(marks.size() == 1);
    CHECK(marks[0].text.de == "K\u00d732");
    CHECK(marks[0].help.de == "Kontra \u00d732 auf das Spiel");
}
