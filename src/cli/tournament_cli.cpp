#include "cli/tournament_cli.hpp"

#include <algorithm>
#include <ostream>
#include <sstream>

#include "cli/commands.hpp"
#include "core/errors.hpp"
#include "report/tournament_report.hpp"
#include "session/session_file.hpp"
#include "storage/database.hpp"

namespace tarock::cli {

namespace {

using report::Lang;

Database open_db(const std::string& path) {
    require_database(path);
    return Database(path);
}

}  // namespace

TournamentCommand::TournamentCommand(CLI::App& app, std::string& db_path, std::string& lang_code) : db_path_(&db_path) {
    cmd_ = app.add_subcommand("tournament", "Turnier: Cup, Spieler, Auslosung, Blätter, Rangliste / tournament night and cup season");
    cmd_->require_subcommand(1);
    cmd_->add_option("--lang", lang_code, "Sprache der Ausgabe / output language: de (default), en, sl or hu")
        ->check(CLI::IsMember({"de", "en", "sl", "hu"}));
    auto db = [&](CLI::App* sub) { sub->add_option("--db", db_path, "Datenbankdatei oder postgresql://… / database file or postgresql://… (default: the app's database)"); };
    auto pages = [&](CLI::App* sub) {
        CLI::Option* c = sub->add_flag("--csv", csv_, "CSV für die Seite des Cups / CSV for the cup's site");
        sub->add_flag("--html", html_, "druckbare Seite / printable page (HTML)")->excludes(c);
    };

    CLI::App* cup = cmd_->add_subcommand("cup", "Cups (Saisonen) / cups (seasons)");
    cup->require_subcommand(1);
    cup_new_ = cup->add_subcommand("new", "Einen Cup anlegen / create a cup");
    cup_new_->add_option("--name", name_, "Name des Cups / the cup's name")->required();
    cup_new_->add_option("--preset", preset_, "Tarifvorlage / tariff preset, e.g. \"Tiroler Tarockcup 2020\"")->required();
    cup_new_->add_option("--rounds", rounds_, "Runden je Turnier / rounds per tournament (3)");
    cup_new_->add_option("--hands4", hands_4_, "Spiele je Runde am Vierertisch / hands per round at a table of four (16)");
    cup_new_->add_option("--hands5", hands_5_, "am Fünfertisch / at a table of five (16)");
    cup_new_->add_option("--tie-break", tie_break_, "sum, best_round oder tirol")->check(CLI::IsMember({"sum", "best_round", "tirol"}));
    cup_new_->add_option("--points", points_, "Cuppunkte je Platz / cup points per place, e.g. 25,20,16");
    cup_new_->add_option("--points-formula", formula_, "danach / beyond the table: FIRST,STEP,MINIMUM = max(MIN, FIRST - STEP*(place-1))");
    db(cup_new_);
    cup_list_ = cup->add_subcommand("list", "Die Cups / the cups");
    db(cup_list_);
    cup_standing_ = cup->add_subcommand("standing", "Cupwertung / the cup standing");
    cup_standing_->add_option("--cup", cup_, "Cup")->required();
    pages(cup_standing_);
    db(cup_standing_);

    new_ = cmd_->add_subcommand("new", "Ein Turnier anlegen / create a tournament");
    new_->add_option("--cup", cup_, "Cup")->required();
    new_->add_option("--date", date_, "Datum / date YYYY-MM-DD")->required();
    new_->add_option("--title", title_, "Titel / title");
    new_->add_option("--seed", seed_, "Startwert der Auslosung / the draw's seed (default: random, stored)");
    db(new_);

    CLI::App* players = cmd_->add_subcommand("players", "Die Spielerliste / the roster");
    players->require_subcommand(1);
    players_add_ = players->add_subcommand("add", "Einen Spieler eintragen / add a player");
    players_add_->add_option("NAME", name_, "Name")->required();
    players_add_->add_option("--club", club_, "Verein / club");
    players_add_->add_option("--member-id", member_id_, "Spielernummer des Cups / the cup's player number");
    db(players_add_);
    players_import_ = players->add_subcommand("import", "Spieler aus einer Datei: Name;Verein;Nummer je Zeile / players from a file");
    players_import_->add_option("FILE", file_, "Datei / file")->required();
    db(players_import_);
    players_list_ = players->add_subcommand("list", "Die Spielerliste / the roster");
    db(players_list_);

    draw_ = cmd_->add_subcommand("draw", "Die nächste Runde auslosen / draw the next round");
    draw_->add_option("--tournament", tournament_, "Turnier / tournament")->required();
    draw_->add_option("--players", present_, "Runde 1: diese Spieler statt aller / round 1: these players instead of the whole roster")->delimiter(',');
    draw_->add_option("--join", join_, "dazugekommen / arrived late")->delimiter(',');
    draw_->add_option("--leave", leave_, "gegangen / left")->delimiter(',');
    draw_->add_flag("--html", html_, "Tischkarten druckbar / printable table cards (HTML)");
    db(draw_);
    cards_ = cmd_->add_subcommand("cards", "Tischkarten einer Runde wieder ausgeben / print a round's table cards again");
    cards_->add_option("--tournament", tournament_, "Turnier / tournament")->required();
    cards_->add_option("--round", round_, "Runde / round")->required();
    cards_->add_flag("--html", html_, "druckbar / printable (HTML)");
    db(cards_);

    sheet_ = cmd_->add_subcommand("sheet", "Das Blatt eines Tisches / a table's sheet");
    sheet_->add_option("--tournament", tournament_, "Turnier / tournament")->required();
    sheet_->add_option("--round", round_, "Runde / round")->required();
    sheet_->add_option("--table", table_, "Tisch / table")->required();
    CLI::Option* typed = sheet_->add_option("--schrift", schrift_, "Schrift je Sitz, z. B. 12,-4,-8,0 / final Schrift per seat");
    sheet_->add_option("--evening", evening_, "Abend des Tisches als Sitzungsdatei / the table's evening as a session file")->excludes(typed);
    sheet_->add_flag("--stopped-early", stopped_early_, "vorzeitig beendet / stopped early by the time limit");
    sheet_->add_option("--note", note_, "Grund einer Berichtigung / reason of a correction");
    db(sheet_);

    ranking_ = cmd_->add_subcommand("ranking", "Die Rangliste / the ranking");
    ranking_->add_option("--tournament", tournament_, "Turnier / tournament")->required();
    pages(ranking_);
    db(ranking_);
}

int TournamentCommand::run(Lang lang, std::ostream& out) {
    if (db_path_->empty()) *db_path_ = Database::default_path();
    const std::string& path = *db_path_;

    if (cup_new_->parsed()) {
        tournament::Cup c;
        c.name = name_;
        c.preset = preset_;
        c.rounds = rounds_;
        c.hands_4 = hands_4_;
        c.hands_5 = hands_5_;
        c.tie_break = parse_tie_break(tie_break_, "--tie-break");
        c.points = tournament::cup_points_from_text(points_, formula_, "--points", "--points-formula");
        Database db(path);
        const std::int64_t id = db.save_cup(c);
        out << in_language(lang, "Cup ", "Cup ", "Pokal ", "Kupa ") << id << ": " << c.name << "\n";
        return 0;
    }
    if (cup_list_->parsed()) {
        for (const tournament::Cup& c : open_db(path).list_cups())
            out << c.id << "  " << c.name << "  (" << c.preset << ", " << c.rounds << " × " << c.hands_4 << ", " << tie_break_id(c.tie_break) << ")\n";
        return 0;
    }
    if (cup_standing_->parsed()) {
        Database db = open_db(path);
        const tournament::Cup cup = db.load_cup(cup_);
        std::vector<tournament::Tournament> ts;
        for (std::int64_t id : db.list_tournaments(cup.id)) ts.push_back(db.load_tournament(id));
        const auto lines = season_standing(cup, ts, db.list_roster());
        out << (csv_ ? report::season_csv(lines, lang) : html_ ? report::season_html(cup, lines, lang) : report::season_text(cup, lines, lang));
        return 0;
    }
    if (new_->parsed()) {
        Database db = open_db(path);
        const tournament::Tournament t =
            tournament::new_tournament(cup_, title_, date_, new_->get_option("--seed")->count() > 0 ? seed_ : tournament::fresh_seed());
        const std::int64_t id = db.create_tournament(t);
        out << in_language(lang, "Turnier ", "Tournament ", "Turnir ", "Verseny ") << id << in_language(lang, ", Startwert ", ", seed ", ", seme ", ", kezdőérték ")
            << t.seed << "\n";
        return 0;
    }
    if (players_add_->parsed()) {
        Database db(path);
        out << db.add_player({0, name_, club_, member_id_}) << "  " << name_ << "\n";
        return 0;
    }
    if (players_import_->parsed()) {
        Database db(path);
        const RosterImport done = db.import_roster(tournament::roster_from_text(read_input_file(file_)));
        out << done.added << in_language(lang, " Spieler eingetragen", " players added", " igralcev dodanih", " játékos felvéve");
        if (done.known > 0)
            out << ", " << done.known
                << in_language(lang, " schon in der Liste", " already on the roster", " že na seznamu", " már a listán");
        out << "\n";
        return 0;
    }
    if (players_list_->parsed()) {
        for (const tournament::Player& p : open_db(path).list_roster())
            out << p.id << "  " << p.name << (p.club.empty() ? "" : "  (" + p.club + ")") << (p.member_id.empty() ? "" : "  " + p.member_id) << "\n";
        return 0;
    }
    if (draw_->parsed() || cards_->parsed()) {
        Database db = open_db(path);
        tournament::Tournament t = db.load_tournament(tournament_);
        const tournament::Cup cup = db.load_cup(t.cup_id);
        const auto roster = db.list_roster();
        int round = round_;
        if (draw_->parsed()) {
            std::vector<tournament::PlayerId> present;
            if (t.rounds.empty()) {
                if (!present_.empty()) present = present_;
                else
                    for (const auto& p : roster) present.push_back(p.id);
            } else {
                present = t.rounds.back().present;
            }
            for (auto id : leave_) present.erase(std::remove(present.begin(), present.end(), id), present.end());
            present.insert(present.end(), join_.begin(), join_.end());
            for (auto id : present)
                if (player_name(roster, id).front() == '#')
                    throw InputError("--join", {}, Text{"Spieler " + std::to_string(id) + " steht nicht in der Spielerliste.", "player " + std::to_string(id) + " is not on the roster"});
            const tournament::Round& r = draw_next(t, cup, present);
            round = static_cast<int>(t.rounds.size());
            db.add_round(t.id, round, r);
        }
        out << (html_ ? report::draw_html(t, cup, round, roster, lang) : report::draw_text(t, cup, round, roster, lang));
        return 0;
    }
    if (sheet_->parsed()) {
        Database db = open_db(path);
        const tournament::Tournament t = db.load_tournament(tournament_);
        const tournament::Cup cup = db.load_cup(t.cup_id);
        tournament::Sheet s;
        if (!evening_.empty()) {
            const std::vector<Evening> file = read_session_file(evening_);
            if (file.size() != 1)
                throw CommandError("Die Datei muss genau einen Abend enthalten.", "the file must hold exactly one evening");
            const auto roster = db.list_roster();
            std::vector<std::string> names;
            if (round_ >= 1 && round_ <= static_cast<int>(t.rounds.size()) && table_ >= 1 &&
                table_ <= static_cast<int>(t.rounds[static_cast<std::size_t>(round_ - 1)].tables.size()))
                for (auto id : t.rounds[static_cast<std::size_t>(round_ - 1)].tables[static_cast<std::size_t>(table_ - 1)]) names.push_back(player_name(roster, id));
            Evening e = file.front();
            const EveningResult r = recompute(e);
            // Checked before the evening is stored: a refused sheet leaves the database as it was.
            (void)evening_sheet(t, cup, round_, table_, names, e, r, stopped_early_, note_);
            e = db.load_evening(db.import_evenings({e}).front().id);
            s = evening_sheet(t, cup, round_, table_, names, e, recompute(e), stopped_early_, note_);
        } else {
            s = typed_sheet(t, round_, table_, tournament::schrift_from_text(schrift_, "--schrift"), stopped_early_, note_);
        }
        db.add_tournament_sheet(t.id, s);
        const tournament::Tournament after = db.load_tournament(t.id);
        out << in_language(lang, "Runde ", "Round ", "Krog ", "Forduló ") << round_ << in_language(lang, ", Tisch ", ", table ", ", miza ", ", asztal ") << table_
            << in_language(lang, ": Fassung ", ": revision ", ": različica ", ": változat ") << current_sheet(after, round_, table_)->revision << "\n";
        return 0;
    }
    if (ranking_->parsed()) {
        Database db = open_db(path);
        const tournament::Tournament t = db.load_tournament(tournament_);
        const tournament::Cup cup = db.load_cup(t.cup_id);
        const auto roster = db.list_roster();
        const tournament::Standing st = standing(t, cup, roster);
        out << (csv_ ? report::standing_csv(t, st, roster, lang) : html_ ? report::standing_html(t, cup, st, roster, lang) : report::standing_text(t, cup, st, lang));
        return 0;
    }
    return 2;
}

}  // namespace tarock::cli
