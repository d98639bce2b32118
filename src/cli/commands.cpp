#include "cli/commands.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "report/rules_book.hpp"
#include "report/sheet.hpp"
#include "session/analysis.hpp"
#include "session/session_file.hpp"
#include "storage/database.hpp"
#include "core/table.hpp"
#include "games/common/json_input.hpp"

namespace tarock::cli {

/// Whether there is a database at `location`: a file that exists, or any PostgreSQL location
/// (whose server says so when it is opened).
bool database_exists(const std::string& location) { return Database::is_server(location) || std::filesystem::exists(location); }

void require_database(const std::string& path) {
    if (!database_exists(path))
        throw CommandError("Keine Datenbank unter '" + path + "'.", "no database at '" + path + "'");
}

namespace {

using report::Lang;

const RuleRef kScoreFormat{"docs/cli.md", ""};

std::string read_file(const std::string& path) { return read_input_file(path); }

/// Opens an existing database; a missing file is refused instead of created.
Database open_existing(const std::string& path, Lang lang) {
    (void)lang;
    require_database(path);
    return Database(path);
}

void print_json(std::ostream& out, const Json& j) { out << j.dump(2) << "\n"; }

}  // namespace

namespace {

/// The message of a failure without the "tarock: error: " in front (see failure_message).
std::string failure_text(const std::exception& e, Lang lang) {
    std::string msg;
    if (const auto* ie = dynamic_cast<const InputError*>(&e)) msg = report::error_message(*ie, lang);
    else if (const auto* de = dynamic_cast<const DatabaseError*>(&e)) msg = lang == Lang::De ? de->german() : de->what();  // English in sl and hu
    else if (const auto* ce = dynamic_cast<const CommandError*>(&e)) msg = lang == Lang::De ? ce->german() : ce->what();
    else msg = e.what();
    std::replace(msg.begin(), msg.end(), '\n', ' ');
    return terminal_safe(msg);
}

}  // namespace

std::string failure_message(const std::exception& e, Lang lang) {
    return std::string(in_language(lang, "tarock: Fehler: ", "tarock: error: ", "tarock: napaka: ", "tarock: hiba: ")) + failure_text(e, lang);
}

std::vector<Evening> load_for_replay(const std::string& path) {
    // Read without scoring: replay shows every hand, the refused ones with their error.
    return parse_session_text(read_file(path));
}

ScoreRequest parse_score_request(const Json& doc) {
    static const std::vector<std::string> no_players;
    ScoreRequest req;
    Evening& e = req.evening;
    {
        JsonReader pre(doc, "", no_players);  // refuses anything but an object
    }
    if (!doc.contains("players") || !doc.at("players").is_array())
        refuse("players", kScoreFormat, "Die Spielerliste fehlt.", "the player list is missing");
    for (std::size_t i = 0; i < doc.at("players").size(); ++i) {
        const Json& p = doc.at("players").at(i);
        if (!p.is_string())
            refuse("players[" + std::to_string(i) + "]", kScoreFormat, "Ein Spielername muss ein Text sein.", "a player name must be a text");
        e.players.push_back(normalize_name(p.get<std::string>()));
    }
    JsonReader r(doc, "", e.players);
    r.raw("players");
    if (r.has("variant")) e.variant = r.string("variant", kScoreFormat);
    if (r.has("house_rules")) {
        const Json& hr = r.raw("house_rules");
        if (!hr.is_object()) refuse("house_rules", kScoreFormat, "Die Hausregeln müssen ein Objekt sein.", "house rules must be an object");
        e.house_rules = hr;
    }
    if (r.has("dealer")) e.first_dealer = r.player("dealer", {"tapp §1.5", "000:L328"});
    if (r.has("stake")) {
        JsonReader s = r.object("stake", kScoreFormat);
        if (s.has("cents_per_unit")) e.stake.cents_per_unit = s.integer("cents_per_unit", 0, 100000000, kScoreFormat);
        if (s.has("currency")) e.stake.currency = s.string("currency", kScoreFormat);
        s.finish();
    }
    if (!r.has("hand")) refuse("hand", kScoreFormat, "Die Hand fehlt.", "the hand is missing");
    req.hand = r.raw("hand");
    if (!req.hand.is_object()) refuse("hand", kScoreFormat, "Die Hand muss ein JSON-Objekt sein.", "the hand must be a JSON object");
    r.finish();
    return req;
}

int run_replay(const std::string& file, std::optional<int> evening, Lang lang, bool json, std::ostream& out,
               std::ostream& err) {
    const std::vector<Evening> evenings = load_for_replay(file);
    const int count = static_cast<int>(evenings.size());
    if (evening && (*evening < 1 || *evening > count))
        throw CommandError("Abend " + std::to_string(*evening) + " gibt es nicht; die Datei enthält " + std::to_string(count) +
                               (count == 1 ? " Abend." : " Abende."),
                           "there is no evening " + std::to_string(*evening) + "; the file holds " + std::to_string(count) +
                               (count == 1 ? " evening" : " evenings"));
    int errors = 0;
    if (json) {
        // Every evening is scored first ("errors" stands before them), then written hand by hand:
        // the report as a whole is never held in memory.
        std::vector<std::pair<const Evening*, EveningResult>> results;
        for (int i = 0; i < count; ++i) {
            if (evening && *evening != i + 1) continue;
            const Evening& e = evenings[static_cast<std::size_t>(i)];
            results.emplace_back(&e, recompute(e));
            errors += results.back().second.errors;
        }
        {
            report::JsonObjectWriter doc(out, 0);
            doc.member("format", "tarock-buchhalter-replay");
            doc.member("version", 1);
            doc.member("errors", errors);
            doc.array("evenings", results.size(), [&](std::size_t k, int depth) {
                report::write_replay_json(out, *results[k].first, results[k].second, lang, depth);
            });
        }
        out << "\n";
    }
    bool first = true;
    for (int i = 0; i < count && !json; ++i) {
        if (evening && *evening != i + 1) continue;
        const Evening& e = evenings[static_cast<std::size_t>(i)];
        const EveningResult r = recompute(e);
        errors += r.errors;
        if (!first) out << "\n";
        first = false;
        if (count > 1 && !evening)
            out << "=== " << in_language(lang, "Abend ", "Evening ", "Večer ", "Este ") << (i + 1) << in_language(lang, " von ", " of ", " od ", " / ") << count << " ===\n";
        out << terminal_safe(report::replay_text(e, r, lang));
    }
    if (errors > 0) {
        err << in_language(lang, "tarock: Fehler: ", "tarock: error: ", "tarock: napaka: ", "tarock: hiba: ") << errors
            << (errors == 1 ? in_language(lang, " Hand ist ungültig und zählt nicht.", " hand does not validate and scores nothing.", " partija ni veljavna in ne šteje.",
                                 " leosztás érvénytelen és nem számít.")
                            : in_language(lang, " Hände sind ungültig und zählen nicht.", " hands do not validate and score nothing.",
                                 " partije niso veljavne in ne štejejo.", " leosztás érvénytelen és nem számít."))
            << "\n";
        return 1;
    }
    return 0;
}

int run_score(const std::string& file, Lang lang, bool json, std::istream& in, std::ostream& out,
              const std::optional<std::string>& what_if_patch) {
    std::string text;
    if (file.empty() || file == "-") {
        text = read_input(in, "'-'");
    } else {
        text = read_file(file);
    }
    try {
        ScoreRequest req = parse_score_request(parse_json_text(text));
        if (what_if_patch) {
            Json patch;
            try {
                patch = parse_json_text(*what_if_patch);
            } catch (const InputError& e) {
                refuse("--what-if", kScoreFormat, "Die Änderung ist kein gültiges JSON: " + e.german(),
                       std::string("the change is not valid JSON: ") + e.what());
            }
            if (!patch.is_object())
                refuse("--what-if", kScoreFormat, "Die Änderung muss ein JSON-Objekt sein, z. B. {\"multiple\":3}.",
                       "the change must be a JSON object, e.g. {\"multiple\":3}");
            Json changed = req.hand;
            changed.merge_patch(patch);
            req.evening.hands.push_back(HandRecord{});
            req.evening.hands.back().inputs = req.hand;
            const WhatIf w = what_if(req.evening, 0, changed);
            req.evening.hands.clear();
            if (json) print_json(out, report::what_if_json(req.evening, w, patch, lang));
            else out << terminal_safe(report::what_if_text(req.evening, w, patch, lang));
            return 0;
        }
        const Preview p = preview(req.evening, 0, req.hand);
        if (json) print_json(out, report::score_json(req.evening, p, lang));
        else out << terminal_safe(report::score_text(req.evening, p, lang));
        return 0;
    } catch (const InputError& e) {
        if (json) print_json(out, Json{{"error", report::error_json(e, lang)}});
        throw;
    }
}

int run_export(const std::string& db_path, const std::vector<std::int64_t>& ids, bool all, const std::string& file, Lang lang,
               std::ostream& out) {
    Database db = open_existing(db_path, lang);
    std::vector<std::int64_t> wanted = ids;
    if (all) {
        wanted.clear();
        for (const EveningSummary& s : db.list_evenings()) wanted.push_back(s.id);
        std::sort(wanted.begin(), wanted.end());  // oldest first, as they were created
    }
    if (wanted.empty()) throw CommandError("Die Datenbank enthält keinen Abend.", "the database holds no evening");
    std::vector<Evening> evenings;
    for (std::int64_t id : wanted) evenings.push_back(db.load_evening(id));
    try {
        write_session_file(file, evenings);
    } catch (const std::runtime_error& e) {
        throw CommandError("Die Datei '" + file + "' kann nicht geschrieben werden.", e.what());
    }
    const auto n = evenings.size();
    switch (lang) {
        case Lang::De: out << n << (n == 1 ? " Abend" : " Abende") << " nach '" << file << "' geschrieben.\n"; break;
        case Lang::En: out << "Wrote " << n << (n == 1 ? " evening" : " evenings") << " to '" << file << "'.\n"; break;
        case Lang::Sl: out << "Zapisanih večerov: " << n << " v '" << file << "'.\n"; break;
        case Lang::Hu: out << n << " este kiírva ide: '" << file << "'.\n"; break;
    }
    return 0;
}

namespace {

std::string sheet_of(const Evening& e, SheetKind kind, Lang lang) {
    const EveningResult r = recompute(e);
    return kind == SheetKind::Csv ? report::table_csv(e, r, lang) : report::settlement_html(e, r, lang);
}

}  // namespace

int run_sheet(const std::string& file, std::optional<int> evening, SheetKind kind, Lang lang, std::ostream& out) {
    const std::vector<Evening> evenings = load_for_replay(file);
    const int count = static_cast<int>(evenings.size());
    if (!evening && count != 1)
        throw CommandError("Die Datei enthält " + std::to_string(count) + " Abende: mit --evening N einen wählen.",
                           "the file holds " + std::to_string(count) + " evenings: choose one with --evening N");
    const int n = evening.value_or(1);
    if (n < 1 || n > count)
        throw CommandError("Abend " + std::to_string(n) + " gibt es nicht; die Datei enthält " + std::to_string(count) + " Abende.",
                           "there is no evening " + std::to_string(n) + "; the file holds " + std::to_string(count) + " evenings");
    out << sheet_of(evenings[static_cast<std::size_t>(n - 1)], kind, lang);
    return 0;
}

int run_export_sheet(const std::string& db_path, const std::vector<std::int64_t>& ids, SheetKind kind, const std::string& file,
                     Lang lang, std::ostream& out) {
    if (ids.size() != 1)
        throw CommandError("CSV und HTML gibt es je Abend: genau einen mit --evening ID wählen.",
                           "CSV and HTML are written per evening: choose exactly one with --evening ID");
    Database db = open_existing(db_path, lang);
    const std::string text = sheet_of(db.load_evening(ids.front()), kind, lang);
    std::ofstream f(file, std::ios::binary);
    if (!f || !(f << text) || !f.flush())
        throw CommandError("Die Datei '" + file + "' kann nicht geschrieben werden.", "cannot write the file '" + file + "'");
    out << in_language(lang, "Abend ", "Evening ", "Večer ", "Este ") << ids.front() << in_language(lang, " nach '", " written to '", " zapisan v '", " kiírva ide: '") << file
        << in_language(lang, "' geschrieben.\n", "'.\n", "'.\n", "'.\n");
    return 0;
}

int run_stats(const std::string& db_path, const std::vector<std::string>& files, Lang lang, bool json, std::ostream& out) {
    // Oldest first, for the result over time; from a database its kept figures (evening_statistics).
    std::vector<EveningFigures> figures;
    std::vector<std::string> currencies;
    if (files.empty()) {
        if (database_exists(db_path)) {
            Database db(db_path);
            for (EveningStatistics& e : db.evening_statistics()) {
                currencies.push_back(e.currency);
                figures.push_back(std::move(e.figures));
            }
        }
    } else {
        for (const std::string& f : files)
            for (const Evening& e : load_for_replay(f)) {
                currencies.push_back(e.stake.currency);
                figures.push_back(evening_figures(e));
            }
    }
    // Money of different currencies is never added: the evenings of each currency apart.
    const std::vector<CurrencyStatistics> by_currency = statistics_by_currency(figures, currencies);
    if (json) {
        Json players = Json::array();
        Json currency_evenings = Json::array();
        for (const CurrencyStatistics& c : by_currency) {
            for (Json& p : report::statistics_json(c.players, c.currency)) players.push_back(std::move(p));
            currency_evenings.push_back({{"currency", c.currency}, {"evenings", c.evenings}});
        }
        print_json(out, Json{{"evenings", figures.size()}, {"currencies", currency_evenings}, {"players", players}});
        return 0;
    }
    if (figures.empty()) {
        out << in_language(lang, "Keine Abende.\n", "No evenings.\n", "Ni večerov.\n", "Nincs este.\n");
        return 0;
    }
    for (const CurrencyStatistics& c : by_currency) {
        if (by_currency.size() > 1) {
            const std::size_t k = c.evenings.size();
            out << (&c == &by_currency.front() ? "" : "\n")
                << fmt::format(fmt::runtime(k == 1 ? in_language(lang, "{} Abend in {}:\n", "{} evening in {}:\n", "{} večer v {}:\n", "{} este {}-ban:\n")
                                                   : in_language(lang, "{} Abende in {}:\n", "{} evenings in {}:\n", "{} večerov v {}:\n", "{} este {}-ban:\n")),
                               k, c.currency);
        }
        out << terminal_safe(report::statistics_text(c.players, c.currency, lang));
    }
    return 0;
}

int run_import(const std::string& file, const std::string& db_path, Lang lang, bool json, std::ostream& out) {
    std::vector<ImportedEvening> done;
    std::vector<Evening> evenings;
    try {
        evenings = read_session_file(file);  // refuses any invalid hand
        Database db(db_path);
        done = db.import_evenings(evenings);  // all or nothing
    } catch (const std::exception& e) {
        if (json) {
            const auto* ie = dynamic_cast<const InputError*>(&e);
            const Json error = ie ? report::error_json(*ie, lang) : Json{{"message", failure_text(e, lang)}};
            print_json(out, Json{{"error", error}, {"ids", Json::array()}, {"skipped", Json::array()}});
        }
        throw;
    }
    Json ids = Json::array(), skipped = Json::array();
    bool stored_any = false;
    for (std::size_t k = 0; k < done.size(); ++k) {
        const Evening& e = evenings[k];
        const std::int64_t id = done[k].id;
        const std::string title = e.title.empty() ? in_language(lang, "(ohne Titel)", "(untitled)", "(brez naslova)", "(cím nélkül)") : e.title;
        if (done[k].already_stored) {
            skipped.push_back({{"evening", evenings.size() == 1 ? std::string("evening") : "evenings[" + std::to_string(k) + "]"},
                               {"id", id},
                               {"title", e.title},
                               {"date", e.date}});
            if (!json) {
                switch (lang) {
                    case Lang::De: out << "Abend '" << title << "' (" << e.date << ") ist schon gespeichert (Nr. " << id << "): übersprungen.\n"; break;
                    case Lang::En: out << "Evening '" << title << "' (" << e.date << ") is already stored (id " << id << "): skipped.\n"; break;
                    case Lang::Sl: out << "Večer '" << title << "' (" << e.date << ") je že shranjen (št. " << id << "): preskočen.\n"; break;
                    case Lang::Hu: out << "A(z) '" << title << "' este (" << e.date << ") már mentve van (" << id << ". sz.): kihagyva.\n"; break;
                }
            }
            continue;
        }
        stored_any = true;
        ids.push_back(id);
        if (!json) {
            const int hands = done[k].hands;  // as the players count them: the Hut line is no hand
            switch (lang) {
                case Lang::De: out << "Abend " << id << " gespeichert: " << title << ", " << e.date << ", " << hands << (hands == 1 ? " Hand" : " Hände") << "\n"; break;
                case Lang::En: out << "Stored evening " << id << ": " << title << ", " << e.date << ", " << hands << (hands == 1 ? " hand" : " hands") << "\n"; break;
                case Lang::Sl: out << "Shranjen večer " << id << ": " << title << ", " << e.date << ", partij: " << hands << "\n"; break;
                case Lang::Hu: out << "Mentett este " << id << ": " << title << ", " << e.date << ", " << hands << " leosztás\n"; break;
            }
            out.flush();
        }
    }
    if (json) print_json(out, Json{{"ids", ids}, {"skipped", skipped}});
    else if (!stored_any) out << in_language(lang, "Nichts Neues gespeichert.\n", "Nothing new stored.\n", "Nič novega shranjeno.\n", "Nincs új mentés.\n");
    return 0;
}

int run_list(const std::string& db_path, Lang lang, bool json, std::ostream& out) {
    std::vector<EveningSummary> list;
    if (database_exists(db_path)) list = Database(db_path).list_evenings();
    if (json) {
        Json a = Json::array();
        for (const EveningSummary& s : list)
            a.push_back({{"id", s.id},
                         {"title", s.title},
                         {"date", s.date},
                         {"variant", s.variant},
                         {"players", s.players},
                         {"hands", s.hands},
                         {"closed", s.closed},
                         {"updated_at", s.updated_at}});
        print_json(out, Json{{"evenings", a}});
        return 0;
    }
    if (list.empty()) {
        out << in_language(lang, "Keine Abende gespeichert.\n", "No evenings stored.\n", "Ni shranjenih večerov.\n", "Nincs mentett este.\n");
        return 0;
    }
    using report::pad_left;
    using report::pad_right;
    using report::display_width;
    const std::vector<std::string> head = {in_language(lang, "Nr.", "Id", "Št.", "Sz."),      in_language(lang, "Datum", "Date", "Datum", "Dátum"),   in_language(lang, "Spiel", "Game", "Igra", "Játék"),
                                           in_language(lang, "Hände", "Hands", "Partije", "Leosztások"), in_language(lang, "Status", "State", "Stanje", "Állapot"), in_language(lang, "Spieler", "Players", "Igralci", "Játékosok"),
                                           in_language(lang, "Titel", "Title", "Naslov", "Cím")};
    std::vector<std::vector<std::string>> rows;
    for (const EveningSummary& s : list) {
        std::string players;
        for (const std::string& p : s.players) players += (players.empty() ? "" : ", ") + p;
        rows.push_back({std::to_string(s.id), s.date, s.variant, std::to_string(s.hands),
                        s.closed ? in_language(lang, "abgeschlossen", "closed", "zaključen", "lezárva") : in_language(lang, "offen", "open", "odprt", "nyitott"), players, s.title});
    }
    std::vector<std::size_t> w(head.size());
    for (std::size_t c = 0; c < head.size(); ++c) {
        w[c] = display_width(head[c]);
        for (const auto& row : rows) w[c] = std::max(w[c], display_width(row[c]));
    }
    auto line = [&](const std::vector<std::string>& cells) {
        std::string s;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const bool numeric = c == 0 || c == 3;
            const bool last = c + 1 == cells.size();
            s += numeric ? pad_left(cells[c], w[c]) : last ? cells[c] : pad_right(cells[c], w[c]);
            if (!last) s += "  ";
        }
        while (!s.empty() && s.back() == ' ') s.pop_back();
        out << terminal_safe(s) << "\n";
    };
    line(head);
    for (const auto& row : rows) line(row);
    return 0;
}

int run_rules(const std::vector<std::string>& words, Lang lang, bool json, std::ostream& out) {
    std::string query;
    for (const std::string& w : words) query += (query.empty() ? "" : " ") + w;
    if (query.empty()) {
        if (json) {
            Json pages = Json::array();
            for (const report::RulePage& p : report::rule_pages())
                pages.push_back({{"page", p.name},
                                 {"title", pick(p.title, lang)},
                                 {"games", p.games},
                                 {"sections", p.sections.size()}});
            print_json(out, Json{{"pages", pages}});
        } else {
            out << report::rule_pages_text(lang);
        }
        return 0;
    }
    if (const report::RulePage* page = report::find_rule_page(query)) {
        if (json) {
            Json sections = Json::array();
            for (const report::RuleSection& s : page->sections) sections.push_back({{"id", s.id}, {"title", pick(s.title, lang)}});
            print_json(out, Json{{"page", page->name}, {"title", pick(page->title, lang)}, {"games", page->games}, {"sections", sections}});
        } else {
            out << report::rule_page_text(*page, lang);
        }
        return 0;
    }
    const std::vector<std::string> ids = report::cited_rule_ids(query);
    if (ids.empty())
        throw CommandError("Keine Regel und keine Seite \"" + query + "\" (tarock rules zeigt die Seiten, z. B. tarock rules \"tapp §2.9\").",
                           "no rule and no page \"" + query + "\" (tarock rules lists the pages, e.g. tarock rules \"tapp §2.9\")");
    for (const std::string& id : ids)
        if (!report::find_rule_section(id))
            throw CommandError("Keine Regel \"" + id + "\" in docs/rules.", "no rule \"" + id + "\" in docs/rules");
    const auto sections = report::sections_of(query);
    if (json) {
        Json a = Json::array();
        for (const report::RuleSection* s : sections) a.push_back(report::rule_section_json(*s, lang));
        print_json(out, Json{{"sections", a}});
        return 0;
    }
    for (std::size_t i = 0; i < sections.size(); ++i) out << (i ? "\n" : "") << report::rule_section_text(*sections[i], lang);
    return 0;
}

}  // namespace tarock::cli
