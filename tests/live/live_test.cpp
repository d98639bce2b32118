// The live standings page (docs/tournament.md "The live page"): the data it shows for a stored
// tournament (ranking, typed sheets, a table's evening hand by hand, the draw), the server's
// answers (GET only, the page, the script, 304 for unchanged data, nothing of the database's
// location) and the QR code of its address.
#include <doctest/doctest.h>

#include <httplib.h>

#include <thread>

#include "live/live_server.hpp"
#include "live/qr_code.hpp"
#include "report/live_page.hpp"
#include "session/session_file.hpp"
#include "storage_helpers.hpp"

using namespace tarock;
using namespace tarock::test;

namespace {

/// A database with a cup, six players ("<b>Anna</b>" among them) and a tournament of two rounds:
/// round 1 drawn for five of them, table 1 linked to the Tirol example evening (five players).
struct Fixture {
    TempDir tmp;
    std::string path = tmp.file("live.sqlite");
    std::int64_t tid = 0;
    tournament::Cup cup;

    Fixture() {
        Database db(path);
        std::vector<tournament::PlayerId> ids;
        for (const char* name : {"Anna", "Bernd", "Christl", "Dieter", "Eva"}) ids.push_back(db.add_player({0, name, "Hall", ""}));
        cup.name = "Tirol";
        cup.preset = "Tiroler Tarockcup 2020";
        cup.rounds = 2;
        cup.tie_break = TieBreak::Tirol;
        cup.points.table = {25, 20, 16};
        cup.id = db.save_cup(cup);
        tournament::Tournament t;
        t.cup_id = cup.id;
        t.title = "1. Turnier";
        t.date = "2026-11-28";
        t.seed = 7;
        tid = db.create_tournament(t);
        t = db.load_tournament(tid);
        db.add_round(tid, 1, tournament::draw_next(t, cup, ids));
    }

    std::vector<std::string> seat_names(const Database& db) const {
        const auto t = db.load_tournament(tid);
        std::vector<std::string> names;
        for (const auto id : t.rounds[0].tables[0]) names.push_back(tournament::player_name(db.list_roster(), id));
        return names;
    }

    /// Links the example evening to table 1 of round 1; returns the evening's id.
    std::int64_t link_evening(Database& db) const {
        const Evening file = read_session_file(std::string(TAROCK_EVENINGS_DIR) + "/koenigrufen-modern-tirol-abend.json").front();
        const Evening e = db.load_evening(db.import_evenings({file}).front().id);
        const auto t = db.load_tournament(tid);
        db.add_tournament_sheet(tid, tournament::evening_sheet(t, cup, 1, 1, seat_names(db), e, recompute(e), false));
        return e.id;
    }
};

std::vector<std::string> column(const Json& grid, std::size_t c) {
    std::vector<std::string> out;
    for (const Json& row : grid["rows"]) out.push_back(row[c].get<std::string>());
    return out;
}

}  // namespace

TEST_CASE("the live data: the draw while no sheet is in, then the ranking and the evening's Schrift hand by hand") {
    Fixture f;
    Database db(f.path);
    Json j = live::live_data(db, std::nullopt, report::Lang::De);  // the newest tournament
    CHECK(j["title"] == "1. Turnier · 2026-11-28");
    CHECK(j["empty"] == "Noch kein Blatt eingetragen.");
    REQUIRE(j["rounds"].size() == 1);
    const Json& table = j["rounds"][0]["tables"][0];
    CHECK(table["heading"] == "Tisch 1 (5 Spieler, 16 Spiele)");
    CHECK(table["state"] == "offen");
    CHECK(column(table["sheet"], 1) == f.seat_names(db));  // the draw, in seat order

    const std::int64_t evening = f.link_evening(db);
    j = live::live_data(db, f.tid, report::Lang::En);
    CHECK(j["empty"] == "");
    // The ranking is standing_csv()'s: Dieter first with +24 (as `tarock tournament ranking`).
    const Json& ranking = j["ranking"];
    CHECK(ranking["head"] == Json{"Place", "Player", "Club", "R1", "Schrift", "Kontra", "Money", "Cup points"});
    CHECK(ranking["rows"][0] == Json{"1", "Dieter", "Hall", "+24", "+24", "0", "+24", "25"});
    CHECK(ranking["detail"] == Json{2, 3, 6});
    // The table's sheet is the evening hand by hand, its columns in the draw's seat order.
    const Evening e = db.load_evening(evening);
    const EveningResult r = recompute(e);
    const Json& sheet = j["rounds"][0]["tables"][0]["sheet"];
    CHECK(sheet["head"][0] == "Hand");
    REQUIRE(sheet["rows"].size() == r.rows.size());
    const auto names = f.seat_names(db);
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
        CAPTURE(names[seat]);
        const auto in_evening = static_cast<std::size_t>(std::find(e.players.begin(), e.players.end(), names[seat]) - e.players.begin());
        CHECK(sheet["head"][seat + 1] == names[seat]);
        CHECK(sheet["rows"].back()[seat + 1] == r.rows.back().written_running.at(in_evening).to_signed_string());
        CHECK(sheet["rows"].back()[seat + 1] == r.written_totals.at(in_evening).to_signed_string());
    }
    CHECK(j["rounds"][0]["tables"][0]["state"].get<std::string>().rfind("evening in the app, ", 0) == 0);
    // A change to the evening shows at once: its last hand deleted, and brought back.
    const auto rows = [&] { return live::live_data(db, f.tid, report::Lang::En)["rounds"][0]["tables"][0]["sheet"]["rows"].size(); };
    db.delete_hand(e.hands.back().id);
    CHECK(rows() == r.rows.size() - 1);
    db.restore_hand(e.hands.back().id);
    CHECK(rows() == r.rows.size());
    CHECK_THROWS_AS(live::live_data(db, f.tid + 1, report::Lang::De), DatabaseError);
}

TEST_CASE("the live page's words in four languages, from data/lang: the page's texts, a table's state, a round's heading") {
    Fixture f;
    Database db(f.path);
    struct Words {
        report::Lang lang;
        const char* title;
        const char* offline;
        const char* open;
        const char* round;
    };
    for (const Words& w : {Words{report::Lang::De, "Rangliste", "Keine Verbindung zum Server, neuer Versuch …", "offen", "Runde 1"},
                           Words{report::Lang::En, "Ranking", "No connection to the server, trying again …", "open", "Round 1"},
                           Words{report::Lang::Sl, "Razvrstitev", "Ni povezave s strežnikom, nov poskus …", "odprto", "Krog 1"},
                           Words{report::Lang::Hu, "Rangsor", "Nincs kapcsolat a szerverrel, újrapróbálkozás …", "nyitott", "Forduló 1"}}) {
        CAPTURE(language_code(w.lang));
        const std::string page = report::live_page_html(w.lang);
        CHECK(page.find(std::string("<title>") + w.title + "</title>") != std::string::npos);
        CHECK(page.find(std::string("data-offline=\"") + w.offline + "\"") != std::string::npos);
        const Json j = live::live_data(db, f.tid, w.lang);
        CHECK(j["ranking_heading"] == w.title);
        CHECK(j["rounds"][0]["heading"] == w.round);
        CHECK(j["rounds"][0]["tables"][0]["state"] == w.open);
    }
}

TEST_CASE("the live data keeps each table's evening by its version: only a changed evening is recomputed, a saved correction shows") {
    Fixture f;
    Database db(f.path);
    const std::int64_t evening = f.link_evening(db);
    live::LiveData data;
    const Json first = data.read(db, f.tid, report::Lang::De);
    CHECK(data.recomputed() == 1);
    CHECK(data.read(db, f.tid, report::Lang::De) == first);
    CHECK(data.read(db, f.tid, report::Lang::En) == live::live_data(db, f.tid, report::Lang::En));
    CHECK(data.recomputed() == 1);  // unchanged: kept
    // A correction through another connection (a table's window): recomputed, as read anew.
    const Evening e = db.load_evening(evening);
    Json corrected = e.hands.back().inputs;
    corrected["points"] = corrected["points"].get<int>() + 20;
    Database(f.path).correct_hand(e.hands.back().id, corrected, "Punkte verzählt");
    const Json after = data.read(db, f.tid, report::Lang::De);
    CHECK(data.recomputed() == 2);
    CHECK(after == live::live_data(db, f.tid, report::Lang::De));
    CHECK(after["rounds"][0]["tables"][0]["sheet"]["rows"].back() != first["rounds"][0]["tables"][0]["sheet"]["rows"].back());
    CHECK(after["ranking"] == first["ranking"]);  // the ranking is the stored sheet's until the table saves it again
    // A change of the setup alone (no hand) counts too.
    Evening renamed = db.load_evening(evening);
    renamed.title = "Tisch 1, umbenannt";
    db.update_evening(renamed);
    (void)data.read(db, f.tid, report::Lang::De);
    CHECK(data.recomputed() == 3);
    // The versions: one per evening that exists, changed by a save, unchanged by a read.
    const auto v1 = db.evening_versions({evening, evening + 100});
    REQUIRE(v1.size() == 1);
    CHECK(db.evening_versions({evening}) == v1);
    db.delete_hand(e.hands.front().id);
    CHECK(db.evening_versions({evening}).at(evening) != v1.at(evening));
}

TEST_CASE("the live data without a tournament says so") {
    TempDir tmp;
    Database db(tmp.file("empty.sqlite"));
    CHECK(live::live_data(db, std::nullopt, report::Lang::Hu)["title"] == "Még nincs verseny");
}

TEST_CASE("the live server answers GET only: the page, its script and the data, 304 when unchanged, nothing of the database") {
    Fixture f;
    live::LiveServer server({f.path, std::nullopt, "127.0.0.1", 0, report::Lang::De});
    REQUIRE(server.port() > 0);
    CHECK(server.urls() == std::vector<std::string>{"http://127.0.0.1:" + std::to_string(server.port()) + "/"});
    httplib::Client client("127.0.0.1", server.port());
    auto page = client.Get("/?lang=sl");
    REQUIRE(page);
    CHECK(page->status == 200);
    CHECK(page->body == report::live_page_html(report::Lang::Sl));
    CHECK(page->body.find("<meta name=\"viewport\"") != std::string::npos);
    CHECK(page->get_header_value("Content-Security-Policy") == "default-src 'self'; style-src 'unsafe-inline'");
    auto js = client.Get("/live.js");
    REQUIRE(js);
    CHECK(js->body == report::live_page_script());
    CHECK(js->body.find("innerHTML") == std::string::npos);  // names are set as text only
    auto data = client.Get("/api/live?lang=en");
    REQUIRE(data);
    CHECK(data->status == 200);
    CHECK(Json::parse(data->body) == live::live_data(Database(f.path), std::nullopt, report::Lang::En));
    CHECK(data->body.find(f.path) == std::string::npos);
    CHECK(data->body.find("live.sqlite") == std::string::npos);
    const std::string etag = data->get_header_value("ETag");
    REQUIRE_FALSE(etag.empty());
    auto same = client.Get("/api/live?lang=en", {{"If-None-Match", etag}});
    REQUIRE(same);
    CHECK(same->status == 304);
    // Nothing is written through the page.
    for (const char* path : {"/", "/api/live"}) {
        auto post = client.Post(path, "{}", "application/json");
        REQUIRE(post);
        CHECK(post->status >= 400);
        auto del = client.Delete(path);
        REQUIRE(del);
        CHECK(del->status >= 400);
    }
    auto missing = client.Get("/api/live?tournament=99");
    REQUIRE(missing);
    CHECK(missing->status == 404);
    CHECK(client.Get("/database")->status == 404);
}

TEST_CASE("the live server answers many questions at once with one reading each time, every answer read after its question came") {
    Fixture f;
    Database db(f.path);
    const std::int64_t evening = f.link_evening(db);
    live::LiveServer server({f.path, std::nullopt, "127.0.0.1", 0, report::Lang::De});
    const auto ask_all = [&](int count) {
        std::vector<std::string> bodies(static_cast<std::size_t>(count));
        std::vector<std::thread> phones;
        for (int p = 0; p < count; ++p)
            phones.emplace_back([&, p] {
                httplib::Client client("127.0.0.1", server.port());
                const auto res = client.Get("/api/live");
                if (res && res->status == 200) bodies[static_cast<std::size_t>(p)] = res->body;
            });
        for (std::thread& t : phones) t.join();
        return bodies;
    };
    for (const std::string& body : ask_all(24)) CHECK(Json::parse(body) == live::live_data(db, std::nullopt, report::Lang::De));
    // A hand deleted now is in every answer to a question asked after it.
    db.delete_hand(db.load_evening(evening).hands.back().id);
    const Json now = live::live_data(db, std::nullopt, report::Lang::De);
    for (const std::string& body : ask_all(24)) CHECK(Json::parse(body) == now);
}

TEST_CASE("the live server refuses a port in use, naming it") {
    Fixture f;
    live::LiveServer first({f.path, std::nullopt, "127.0.0.1", 0, report::Lang::De});
    CHECK_THROWS_WITH_AS(live::LiveServer({f.path, std::nullopt, "127.0.0.1", first.port(), report::Lang::De}),
                         ("cannot listen on 127.0.0.1:" + std::to_string(first.port()) + " (in use?)").c_str(), std::runtime_error);
}

TEST_CASE("the live server's start waits until it serves: a stop right after the start is never lost") {
    Fixture f;
    for (int i = 0; i < 20; ++i) {
        live::LiveServer server({f.path, std::nullopt, "127.0.0.1", 0, report::Lang::De});
        server.stop();
        server.wait();  // returns: the stop reached a server that was running
    }
}

TEST_CASE("the live server's start wait is bounded (10 s): a thread that never serves is given up, one that ended at once at once") {
    CHECK(live::kStartWait == std::chrono::seconds(10));
    int looks = 0;
    const auto not_serving = [&] {
        ++looks;
        return false;
    };
    // Never serving: given up once the limit has passed.
    const auto start = std::chrono::steady_clock::now();
    CHECK_FALSE(live::wait_until_serving(not_serving, [] { return false; }, std::chrono::milliseconds(50)));
    CHECK(std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(50));
    CHECK(looks > 1);
    // Its thread ended at once: given up at the first look, not after kStartWait.
    looks = 0;
    CHECK_FALSE(live::wait_until_serving(not_serving, [] { return true; }, live::kStartWait));
    CHECK(looks == 2);  // the look of the loop and the answer
    // Serving at the third look: taken.
    looks = 0;
    CHECK(live::wait_until_serving([&] { return ++looks >= 3; }, [] { return false; }, live::kStartWait));
    CHECK(looks == 4);
}

TEST_CASE("the QR code of the page's address: libqrencode's matrix, the finder patterns in three corners") {
    const live::QrCode code = live::qr_code("http://192.168.1.20:8019/");
    // 25 bytes in 8-bit mode at level M: version 2, 25 × 25 modules (ISO/IEC 18004 table 7).
    REQUIRE(code.size == 25);
    REQUIRE(code.dark.size() == 625u);
    // A finder pattern: a dark 7 × 7 ring, a light ring inside it, a dark 3 × 3 centre.
    auto finder = [&](int x0, int y0) {
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 7; ++x) {
                const bool ring = x == 0 || y == 0 || x == 6 || y == 6;
                const bool centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
                CHECK(code.at(x0 + x, y0 + y) == (ring || centre));
            }
    };
    finder(0, 0);
    finder(18, 0);
    finder(0, 18);
    CHECK_FALSE(code.at(7, 7));  // the separator
}
