// The organiser's actions on the tournament screen (issue 18, docs/tournament.md): make a cup,
// put players on the roster (typed or from the roster file), make a tournament, draw the next
// round for the players present, type a table's sheet from paper or link an evening kept in the
// app. The rules are the tournament domain's (validate_cup, roster_from_text, new_tournament,
// draw_next, typed_sheet, evening_sheet); these only read the dialogs, call them, store what they
// return and reload the screen.
#include <algorithm>

#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/actions_internal.hpp"
#include "app/lang.hpp"
#include "live/live_server.hpp"
#include "core/table.hpp"
#include "session/session_file.hpp"
#include "tournament/example_season.hpp"

namespace tarock::app {

using detail::set_status;

namespace {

/// The label of a refused field of the tournament's dialogs, in the window's language ("" for a
/// field the dialogs do not show).
std::string tournament_field_label(const std::string& field) {
    if (field == "round") return tr("Runde");
    if (field == "table") return tr("Tisch");
    if (field == "players" || field == "present") return tr("Anwesend");
    if (field.rfind("schrift", 0) == 0) return tr("Schrift");
    if (field.rfind("evening", 0) == 0) return tr("Abend des Tisches");
    if (field == "name") return tr("Name");
    if (field == "preset") return tr("Vorlage");
    if (field == "rounds") return tr("Runden");
    if (field == "hands_4") return tr("Spiele am Vierertisch");
    if (field == "hands_5") return tr("Spiele am Fünfertisch");
    if (field.rfind("points.table", 0) == 0) return tr("Cuppunkte je Platz");
    if (field.rfind("points", 0) == 0) return tr("danach (Formel)");
    if (field == "date") return tr("Datum");
    if (field == "cup") return tr("Cup");
    if (field == "file") return tr("Datei");
    return "";
}

/// Runs `f` for a dialog: a refusal goes to `error` naming its field (and `field` keeps its id),
/// a storage error to `error`. Returns whether `f` succeeded.
template <typename F>
bool refused_in(std::string& error, std::string& field, F&& f) {
    field.clear();
    try {
        f();
        error.clear();
        return true;
    } catch (const InputError& e) {
        field = e.field();
        error = detail::refusal_naming(e, tournament_field_label(e.field()));
    } catch (const DatabaseError& e) {
        error = error_text(e);
    } catch (const std::exception& e) {
        error = trf("Fehler: {}", e.what());
    }
    return false;
}

/// The roster names of the seats of table `table` in round `round` (both 1-based, drawn).
std::vector<std::string> seat_names(const TournamentData& d, int round, int table) {
    std::vector<std::string> names;
    for (const tournament::PlayerId id : d.shown->rounds[static_cast<std::size_t>(round - 1)].tables[static_cast<std::size_t>(table - 1)])
        names.push_back(tournament::player_name(d.roster, id));
    return names;
}

/// Stores `sheet` and reloads the screen with the status line naming the revision written.
void store_sheet(AppState& s, const tournament::Sheet& sheet) {
    const std::int64_t id = s.tournament.shown->id;
    s.db->add_tournament_sheet(id, sheet);
    show_tournament(s, id);
    set_status(s, trf("Runde {}, Tisch {}: Fassung {} gespeichert", sheet.round, sheet.table, sheet.revision), false);
}

}  // namespace

void begin_new_cup(AppState& s) {
    CupForm& f = s.tournament.new_cup;
    f = CupForm{};
    f.open = true;
    f.presets = tournament::cup_preset_names();
}

bool save_new_cup(AppState& s) {
    if (!s.db || !s.tournament.new_cup.open) return false;
    CupForm& f = s.tournament.new_cup;
    tournament::Cup cup;
    const bool ok = refused_in(f.error, f.field, [&] {
        cup.name = f.name;
        cup.preset = f.preset >= 0 && f.preset < static_cast<int>(f.presets.size()) ? f.presets[static_cast<std::size_t>(f.preset)] : "";
        cup.rounds = f.rounds;
        cup.hands_4 = f.hands_4;
        cup.hands_5 = f.hands_5;
        cup.tie_break = f.tie_break;
        cup.points = tournament::cup_points_from_text(f.points, f.formula, "points.table", "points.formula");
        cup.id = s.db->save_cup(cup);
    });
    if (!ok) return false;
    show_tournament(s);
    set_status(s, trf("Cup „{}“ angelegt.", cup.name), false);
    return true;
}

void begin_add_player(AppState& s) {
    s.tournament.player = PlayerForm{};
    s.tournament.player.open = true;
    s.tournament.select_tab = TournamentTab::Players;  // the roster beside the dialog
}

bool add_roster_player(AppState& s) {
    if (!s.db || !s.tournament.player.open) return false;
    TournamentData& d = s.tournament;
    PlayerForm& f = d.player;
    std::string name;
    const bool ok = refused_in(f.error, f.field, [&] {
        name = normalize_name(f.name);
        s.db->add_player({0, f.name, f.club, f.member_id});
        d.roster = s.db->list_roster();
    });
    if (!ok) return false;
    f.name.clear();
    f.member_id.clear();  // the next player is often of the same club
    f.message = trf("{} eingetragen ({} Spieler in der Liste).", name, d.roster.size());
    set_status(s, f.message, false);
    return true;
}

bool import_roster(AppState& s) {
    if (!s.db || !s.tournament.player.open) return false;
    TournamentData& d = s.tournament;
    PlayerForm& f = d.player;
    RosterImport done;
    const bool ok = refused_in(f.error, f.field, [&] {
        if (f.file.empty()) throw InputError("file", {}, Text{"Bitte den Pfad der Datei angeben.", "please give the file's path"});
        std::string text;
        try {
            text = read_input_file(f.file);
        } catch (const InputError& e) {
            throw e.with_field_prefix("file");
        }
        done = s.db->import_roster(tournament::roster_from_text(text));
        d.roster = s.db->list_roster();
    });
    if (!ok) return false;
    f.message = trf("{} Spieler eingetragen, {} schon in der Liste.", done.added, done.known);
    set_status(s, f.message, false);
    return true;
}

bool open_example_season(AppState& s) {
    if (!s.db) return false;
    const tournament::ExampleSeason& x = tournament::example_season();
    std::string err;
    int nights = 0;
    bool there = false;
    const bool ok = detail::guarded(err, [&] {
        for (const tournament::Cup& c : s.db->list_cups()) there = there || c.name == x.cup.name;
        if (there) return;
        const std::int64_t cup_id = s.db->save_cup(x.cup);
        tournament::Cup cup = x.cup;
        cup.id = cup_id;
        // The roster's lines as ids of the database: players already on it keep theirs.
        std::vector<tournament::PlayerId> ids;
        std::vector<tournament::Player> roster = s.db->list_roster();
        for (const tournament::Player& p : x.roster) {
            const auto known = std::find_if(roster.begin(), roster.end(), [&](const tournament::Player& r) { return r.name == normalize_name(p.name) && r.club == p.club; });
            ids.push_back(known != roster.end() ? known->id : s.db->add_player(p));
        }
        auto id_of = [&](int line) { return ids.at(static_cast<std::size_t>(line - 1)); };
        for (const tournament::ExampleNight& night : x.nights) {
            tournament::Tournament t = tournament::new_tournament(cup_id, night.title, night.date, night.seed);
            t.id = s.db->create_tournament(t);
            std::vector<tournament::PlayerId> present;
            for (const int line : night.players) present.push_back(id_of(line));
            for (int round = 1; round <= cup.rounds; ++round) {
                if (round > 1) {
                    const auto k = static_cast<std::size_t>(round - 2);
                    present = t.rounds.back().present;
                    for (const int line : night.leave.at(k)) present.erase(std::remove(present.begin(), present.end(), id_of(line)), present.end());
                    for (const int line : night.join.at(k)) present.push_back(id_of(line));
                }
                const tournament::Round& r = tournament::draw_next(t, cup, present);
                s.db->add_round(t.id, round, r);
                for (std::size_t k = 0; k < r.tables.size(); ++k) {
                    const int table = static_cast<int>(k) + 1;
                    const bool stopped = std::find(night.stopped_early.begin(), night.stopped_early.end(), std::make_pair(round, table)) != night.stopped_early.end();
                    const tournament::Sheet sheet =
                        tournament::typed_sheet(t, round, table, night.sheets.at({round, table, static_cast<int>(r.tables[k].size())}), stopped);
                    tournament::add_sheet(t, sheet);
                    s.db->add_tournament_sheet(t.id, sheet);
                }
            }
            for (const tournament::ExampleCorrection& c : night.corrections) {
                const tournament::Sheet sheet = tournament::typed_sheet(t, c.round, c.table, c.schrift, tournament::current_sheet(t, c.round, c.table)->stopped_early, c.note);
                tournament::add_sheet(t, sheet);
                s.db->add_tournament_sheet(t.id, sheet);
            }
            ++nights;
        }
    });
    show_tournament(s);
    if (!ok) set_status(s, err, true);
    else if (there) set_status(s, trf("Die Beispielsaison „{}“ ist schon angelegt.", x.cup.name), false);
    else {
        s.tournament.select_tab = TournamentTab::Season;
        set_status(s, trf("Beispielsaison „{}“ angelegt: {} Turniere.", x.cup.name, nights), false);
    }
    return ok && !there;
}

void begin_new_tournament(AppState& s) {
    if (!s.db) return;
    TournamentData& d = s.tournament;
    NewTournamentForm& f = d.create;
    f = NewTournamentForm{};
    f.open = true;
    f.date = today_iso();
    detail::guarded(f.error, [&] {
        int fresh = -1;  // the newest cup without a tournament: most likely the one to begin
        for (const tournament::Cup& c : s.db->list_cups()) {
            if (c.id == d.cup.id) f.cup = static_cast<int>(f.cups.size());
            if (s.db->list_tournaments(c.id).empty()) fresh = static_cast<int>(f.cups.size());
            f.cups.emplace_back(c.id, c.name);
        }
        if (fresh >= 0) f.cup = fresh;
    });
}

bool create_tournament(AppState& s) {
    if (!s.db || !s.tournament.create.open) return false;
    NewTournamentForm& f = s.tournament.create;
    std::int64_t id = 0;
    tournament::Tournament t;
    const bool ok = refused_in(f.error, f.field, [&] {
        if (f.cup < 0 || f.cup >= static_cast<int>(f.cups.size()))
            throw InputError("cup", {}, Text{"Zuerst einen Cup anlegen.", "make a cup first"});
        t = tournament::new_tournament(f.cups[static_cast<std::size_t>(f.cup)].first, f.title, f.date, tournament::fresh_seed());
        id = s.db->create_tournament(t);
    });
    if (!ok) return false;
    show_tournament(s, id);
    s.tournament.select_tab = TournamentTab::Tables;
    set_status(s, trf("Turnier {} {} angelegt (Startwert der Auslosung {}).", t.date, t.title, t.seed), false);
    return true;
}

void begin_draw(AppState& s) {
    TournamentData& d = s.tournament;
    if (!d.shown) return;
    d.draw = DrawForm{};
    d.draw.open = true;
    // Round 1: the whole roster; later: who played the round before (leavers are unticked).
    const std::vector<tournament::PlayerId>* before = d.shown->rounds.empty() ? nullptr : &d.shown->rounds.back().present;
    for (const tournament::Player& p : d.roster)
        d.draw.present.push_back(!before || std::find(before->begin(), before->end(), p.id) != before->end());
}

bool draw_next_round(AppState& s) {
    TournamentData& d = s.tournament;
    if (!d.shown || !s.db) return false;
    DrawForm& f = d.draw;
    std::vector<tournament::PlayerId> present;
    for (std::size_t i = 0; i < d.roster.size() && i < f.present.size(); ++i)
        if (f.present[i]) present.push_back(d.roster[i].id);
    int round = 0;
    const bool ok = refused_in(f.error, f.field, [&] {
        tournament::Tournament t = s.db->load_tournament(d.shown->id);  // as stored, not as last shown
        const tournament::Round& r = tournament::draw_next(t, d.cup, present);
        round = static_cast<int>(t.rounds.size());
        s.db->add_round(t.id, round, r);
    });
    if (!ok) return false;
    show_tournament(s, d.shown->id);
    set_status(s, trf("Runde {} ausgelost: {} Spieler", round, present.size()), false);
    return true;
}

void begin_sheet(AppState& s, int round, int table) {
    TournamentData& d = s.tournament;
    if (!d.shown || round < 1 || round > static_cast<int>(d.shown->rounds.size()) || table < 1 ||
        table > static_cast<int>(d.shown->rounds[static_cast<std::size_t>(round - 1)].tables.size()))
        return;
    d.sheet = SheetForm{};
    SheetForm& f = d.sheet;
    f.open = true;
    f.round = round;
    f.table = table;
    f.names = seat_names(d, round, table);
    f.schrift.assign(f.names.size(), "");
    // A correction starts from the sheet that counts now.
    if (const tournament::Sheet* now = tournament::current_sheet(*d.shown, round, table)) {
        for (std::size_t i = 0; i < f.schrift.size() && i < now->schrift.size(); ++i) f.schrift[i] = now->schrift[i].to_string();
        f.stopped_early = now->stopped_early;
        if (now->evening_id) f.evening_id = *now->evening_id;
    }
    std::string ignored;  // without the list only the linking is missing; the error shows on linking
    detail::guarded(ignored, [&] {
        for (const EveningSummary& e : s.db->list_evenings())
            if (e.variant == "koenigrufen_modern") f.evenings.push_back(e);
    });
}

bool save_typed_sheet(AppState& s) {
    TournamentData& d = s.tournament;
    if (!d.shown || !s.db || !d.sheet.open) return false;
    SheetForm& f = d.sheet;
    return refused_in(f.error, f.field, [&] {
        std::vector<Thirds> schrift;
        for (std::size_t i = 0; i < f.schrift.size(); ++i) {
            try {
                schrift.push_back(Thirds::parse(f.schrift[i]));
            } catch (const std::invalid_argument&) {
                throw InputError("schrift[" + std::to_string(i) + "]", {},
                                 Text{f.names[i] + ": '" + f.schrift[i] + "' ist keine Schrift (ganze Punkte, z. B. -12).",
                                      f.names[i] + ": '" + f.schrift[i] + "' is no Schrift (whole points, e.g. -12)"});
            }
        }
        const tournament::Tournament t = s.db->load_tournament(d.shown->id);
        store_sheet(s, tournament::typed_sheet(t, f.round, f.table, schrift, f.stopped_early, f.note));
    });
}

bool link_evening(AppState& s) {
    TournamentData& d = s.tournament;
    if (!d.shown || !s.db || !d.sheet.open) return false;
    SheetForm& f = d.sheet;
    return refused_in(f.error, f.field, [&] {
        if (f.evening_id == 0)
            throw InputError("evening", {}, Text{"Bitte einen Abend aus der Liste wählen.", "please choose an evening from the list"});
        const tournament::Tournament t = s.db->load_tournament(d.shown->id);
        const Evening e = s.db->load_evening(f.evening_id);
        store_sheet(s, tournament::evening_sheet(t, d.cup, f.round, f.table, f.names, e, recompute(e), f.stopped_early, f.note));
    });
}

bool start_live_page(AppState& s) {
    LivePanel& l = s.live;
    l.error.clear();
    if (!s.tournament.shown) {
        l.error = tr("Kein Turnier gezeigt.");
        return false;
    }
    live::ServeOptions options{s.db_location, s.tournament.shown->id, "0.0.0.0", 8019, s.ui.language};
    try {
        try {
            l.server = std::make_shared<live::LiveServer>(options);
        } catch (const DatabaseError&) {
            throw;  // the database, not the port: no second try
        } catch (const std::runtime_error&) {
            options.port = 0;  // 8019 is taken (another server): any free port
            l.server = std::make_shared<live::LiveServer>(options);
        }
    } catch (const DatabaseError& e) {
        l.error = error_text(e);
    } catch (const std::exception& e) {
        l.error = trf("Fehler: {}", e.what());
    }
    if (!l.server) return false;
    l.tournament = s.tournament.shown->id;
    l.urls = l.server->urls();
    choose_live_address(s, 0);
    set_status(s, trf("Live-Seite unter {}", l.urls.front()), false);
    return true;
}

void stop_live_page(AppState& s) {
    s.live.server.reset();
    s.live.urls.clear();
    s.live.qr = {};
    set_status(s, tr("Live-Seite beendet."), false);
}

void choose_live_address(AppState& s, int index) {
    LivePanel& l = s.live;
    if (index < 0 || index >= static_cast<int>(l.urls.size())) return;
    l.chosen = index;
    l.qr = live::qr_code(l.urls[static_cast<std::size_t>(index)]);
}

}  // namespace tarock::app
