// Checks of the text and structure of every input: player names (control characters, length in
// characters, trimming and Unicode normalisation), notes, dates, unknown fields with a null value,
// duplicate keys and the size of a file. Each refusal names the field (or the line and column)
// in German and English.
#include "tapp_helpers.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "session/session_file.hpp"

using namespace test;

namespace {

/// A session text with `players` (Anna deals first) and `hands` (a JSON array text).
std::string session(const std::string& players, const std::string& first_dealer, const std::string& hands = "[]",
                    const std::string& extra = "") {
    return R"({"format": "tarock-buchhalter-session", "version": 1, "evening": {"title": "t", "variant": "tapp", "players": )" + players +
           R"(, "first_dealer": )" + first_dealer + extra + R"(, "hands": )" + hands + "}}";
}

/// The refusal of `text` by load_session_text; fails the test when it is read.
tarock::InputError refused_text(const std::string& text) {
    try {
        (void)tarock::load_session_text(text);
    } catch (const tarock::InputError& e) {
        return e;
    }
    FAIL("accepted: " << text);
    return tarock::InputError("", {}, {});
}

const std::string kPlayers = R"(["Anna", "Bernd", "Christl"])";

}  // namespace

TEST_CASE("names: control characters in a player name are refused (name-control-chars, name-ansi-escape)") {
    // The two files of the independent check: an ANSI escape that clears the terminal, a line
    // break, a tab.
    const std::string ansi = R"(["\u001b[2J\u001b[31mEvil\u001b[0m", "Bernd", "Christl"])";
    const tarock::InputError e = refused_text(session(ansi, R"("\u001b[2J\u001b[31mEvil\u001b[0m")",
                                                 R"([{"declarer": "\u001b[2J\u001b[31mEvil\u001b[0m", "game": "dreier", "multiple": 1, "points": 26}])"));
    CHECK(e.field() == "evening.players[0]");
    CHECK(e.message().en == "the player name contains a control character (U+001B); names are plain text on one line");
    CHECK(e.message().de == "Der Spielername enthält ein Steuerzeichen (U+001B); Namen sind einfacher Text in einer Zeile.");
    CHECK(refused_text(session(R"(["Anna", "Bern\nd", "\t"])", R"("Anna")")).field() == "evening.players[1]");
    CHECK(refused_text(session(R"(["Anna", "Bernd", "\t"])", R"("Anna")")).field() == "evening.players[2]");
    CHECK(refused_text(session(R"(["Anna", "Bernd", "Chr\u0085istl"])", R"("Anna")")).field() == "evening.players[2]");  // C1 NEL
    CHECK(refused_text(session(R"(["Anna", "Bernd", "Chr\u007fistl"])", R"("Anna")")).field() == "evening.players[2]");  // DEL
    // The library refuses them too, whatever the caller.
    auto ev = evening();
    ev.players[1] = "B\x1b[2J";
    CHECK_THROWS_WITH_AS(tarock::validate_setup(ev), doctest::Contains("control character"), tarock::InputError);
}

TEST_CASE("names: the 40-character limit counts characters, not bytes") {
    std::string forty, forty_one;
    for (int i = 0; i < 40; ++i) forty += "ö";  // 80 bytes
    forty_one = forty + "ö";
    const auto read = tarock::load_session_text(session(R"([")" + forty + R"(", "Bernd", "Christl"])", R"("Bernd")"));
    CHECK(read.at(0).players.at(0) == forty);
    const tarock::InputError e = refused_text(session(R"([")" + forty_one + R"(", "Bernd", "Christl"])", R"("Bernd")"));
    CHECK(e.field() == "evening.players[0]");
    CHECK(e.message().en == "the player name is too long (at most 40 characters)");
}

TEST_CASE("names: trimmed and Unicode-normalised (NFC), so the two spellings of Jörg are one player and a duplicate is refused") {
    const std::string nfc = "J\xC3\xB6rg";          // ö as one character, U+00F6
    const std::string nfd = "Jo\xCC\x88rg";         // o and the combining diaeresis U+0308
    const tarock::InputError dup = refused_text(session(R"([")" + nfc + R"(", "Bernd", ")" + nfd + R"("])", R"("Bernd")"));
    CHECK(dup.field() == "evening.players[2]");
    CHECK(dup.message().en == "the name '" + nfc + "' occurs twice");
    CHECK(refused_text(session(R"(["Anna ", "Bernd", " Anna"])", R"("Bernd")")).field() == "evening.players[2]");
    // A name is stored trimmed and in NFC; a hand may name the player in either spelling.
    const auto read = tarock::load_session_text(session(R"(["  )" + nfd + R"(  ", "Bernd", "Christl"])", R"(")" + nfd + R"(")",
                                                        R"([{"declarer": ")" + nfd + R"(", "game": "dreier", "multiple": 1, "points": 41},
                                                            {"declarer": ")" + nfc + R"(", "game": "dreier", "multiple": 1, "points": 41}])"));
    REQUIRE(read.size() == 1);
    CHECK(read[0].players.at(0) == nfc);
    CHECK(read[0].first_dealer == 0);
    const auto r = tarock::recompute(read[0]);
    CHECK(r.errors == 0);
    CHECK(r.totals.at(0) == Thirds::whole(4));  // two Dreier won by Jörg, 1 from each of the two others
    // An empty name after trimming is empty.
    CHECK(refused_text(session(R"(["Anna", "   ", "Christl"])", R"("Anna")")).message().en == "the player name is empty");
}

TEST_CASE("notes: control characters other than line break and tab are refused in texts, with the field") {
    const std::string hand = R"({"declarer": "Anna", "game": "dreier", "multiple": 1, "points": 41, "note": NOTE})";
    auto with_note = [&](const std::string& note) {
        std::string h = hand;
        h.replace(h.find("NOTE"), 4, note);
        return session(kPlayers, R"("Anna")", "[" + h + "]");
    };
    const tarock::InputError e = refused_text(with_note(R"("Christl \u001b[2Jpassed")"));
    CHECK(e.field() == "evening.hands[0].note");
    CHECK(e.message().en == "the text contains a control character (U+001B); only line breaks and tabs are allowed");
    CHECK(refused_text(with_note(R"("a\u0000b")")).field() == "evening.hands[0].note");
    CHECK(refused_text(with_note(R"("a\rb")")).field() == "evening.hands[0].note");
    // Line breaks and tabs are kept as they are.
    const auto read = tarock::load_session_text(with_note(R"("first line\n\tsecond line")"));
    CHECK(read.at(0).hands.at(0).inputs.at("note") == "first line\n\tsecond line");
    // The title of an evening is a text too.
    std::string title = session(kPlayers, R"("Anna")");
    title.replace(title.find(R"("title": "t")"), 12, R"("title": "\u001b]0;pwned\u0007")");
    CHECK(refused_text(title).field() == "evening.title");
}

TEST_CASE("dates: a date must be a real ISO date (2026-02-30 is refused)") {
    auto with_date = [&](const std::string& date) { return session(kPlayers, R"("Anna")", "[]", R"(, "date": ")" + date + R"(")"); };
    for (const char* bad : {"2026-02-30", "2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "26-11-19", "2026-1-19",
                            "2026-11-19T20:00", "19.11.2026", "<script>alert('date')</script>"}) {
        CAPTURE(bad);
        const tarock::InputError e = refused_text(with_date(bad));
        CHECK(e.field() == "evening.date");
        CHECK(e.message().en == std::string("'") + bad + "' is not a date of the calendar in the form YYYY-MM-DD (e.g. 2026-11-19)");
    }
    for (const char* good : {"2024-02-29", "2026-11-19", "2000-02-29", "1999-12-31"}) {
        CAPTURE(good);
        CHECK(tarock::load_session_text(with_date(good)).at(0).date == good);
    }
    CHECK(refused_text(with_date("1900-02-29")).field() == "evening.date");  // not a leap year
}

TEST_CASE("unknown fields: refused even when their value is null") {
    const tarock::InputError hand = refused_text(session(kPlayers, R"("Anna")", R"([{"declarer": "Anna", "game": "dreier", "multiple": 1, "points": 41, "multipel": null}])"));
    CHECK(hand.field() == "evening.hands[0].multipel");
    CHECK(hand.message().en == "unknown field 'multipel'");
    CHECK(refused_text(session(kPlayers, R"("Anna")", "[]", R"(, "spieler": null)")).field() == "evening.spieler");
    std::string doc = session(kPlayers, R"("Anna")");
    doc.insert(1, R"("kommentar": null, )");
    CHECK(refused_text(doc).field() == "kommentar");
    // A known field given as null counts as left out, as before.
    CHECK(tarock::load_session_text(session(kPlayers, R"("Anna")", R"([{"declarer": "Anna", "game": "dreier", "multiple": 1, "points": 41, "contra": null}])"))
              .size() == 1);
}

TEST_CASE("duplicate keys: two equal keys in one object are refused with the position of the second") {
    const std::string text = "{\"format\": \"tarock-buchhalter-session\", \"version\": 1, \"evening\": {\"title\": \"t\", \"variant\": \"tapp\",\n"
                             " \"players\": [\"Anna\", \"Bernd\", \"Christl\"], \"first_dealer\": \"Anna\",\n"
                             " \"hands\": [{\"declarer\": \"Anna\", \"game\": \"dreier\", \"multiple\": 1, \"points\": 41, \"points\": 20}]}}";
    const tarock::InputError e = refused_text(text);
    CHECK(e.field().empty());
    CHECK(e.message().en == "the key 'points' occurs twice in one object, at line 3, column 80");
    CHECK(e.message().de == "Der Schlüssel 'points' kommt in einem Objekt zweimal vor, in Zeile 3, Spalte 80.");
    // The same key in different objects is fine; a key spelt with an escape is the same key.
    CHECK(refused_text(R"({"format": "tarock-buchhalter-session", "version": 1, "vers\u0069on": 1})").message().en ==
          "the key 'version' occurs twice in one object, at line 1, column 55");
    CHECK_THROWS_AS(tarock::parse_json_text(R"({"a": {"b": 1, "b": 2}})"), tarock::InputError);
    CHECK(tarock::parse_json_text(R"({"a": {"b": 1}, "c": {"b": 2}, "d": [{"b": 1}, {"b": 2}]})").size() == 3);
    // Keys inside strings are only text.
    CHECK(tarock::parse_json_text(R"({"a": "\"b\": 1, \"b\": 2"})").size() == 1);
}

TEST_CASE("file size: a file larger than 64 MiB is refused with a message before it is read, a folder is named as one") {
    const auto dir = std::filesystem::temp_directory_path() / ("tarock-size-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto big = dir / "big.json";
    {
        std::ofstream out(big, std::ios::binary);
    }
    std::filesystem::resize_file(big, tarock::kMaxInputFileBytes + 1);  // sparse: no disk used
    try {
        (void)tarock::read_session_file(big.string());
        FAIL("accepted");
    } catch (const tarock::InputError& e) {
        CHECK(e.message().en == "the file '" + big.string() + "' is larger than 64 MiB (67108865 bytes); session files are far smaller");
        CHECK(e.message().de == "Die Datei '" + big.string() + "' ist größer als 64 MiB (67108865 Bytes); Sitzungsdateien sind viel kleiner.");
    }
    try {
        (void)tarock::read_session_file(dir.string());
        FAIL("accepted");
    } catch (const tarock::InputError& e) {
        CHECK(e.message().en == "'" + dir.string() + "' is a folder, not a file");
    }
    std::filesystem::remove_all(dir);
}
