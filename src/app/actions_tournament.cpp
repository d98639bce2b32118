// The organiser's actions on the tournament screen (issue 18, docs/tournament.md): draw the next
// round for the players present, type a table's sheet from paper or link an evening kept in the
// app. The rules are the tournament domain's (draw_next, typed_sheet, evening_sheet); these only
// read the dialogs, call them, store what they return and reload the screen.
#include <algorithm>

#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/actions_internal.hpp"
#include "app/lang.hpp"
#include "live/live_server.hpp"

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
    live::ServeOptions options{s.db_path, s.tournament.shown->id, "0.0.0.0", 8019, s.ui.language};
    try {
        try {
            l.server = std::make_shared<live::LiveServer>(options);
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
