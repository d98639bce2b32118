// `tarock`: the command line of Tarock Buchhalter (docs/cli.md). Parses the arguments with CLI11
// and hands over to the subcommands in commands.cpp.
//
// Exit codes: 0 ok; 1 refused input (invalid hand, database error, unreadable file) with a
// one-line message on stderr; 2 usage error.

#include <CLI/CLI.hpp>

#include <iostream>
#include <optional>

#include "cli/commands.hpp"
#include "cli/tournament_cli.hpp"
#include "storage/database.hpp"

int main(int argc, char** argv) {
    using namespace tarock;
    using report::Lang;

    CLI::App app{"Tarock Buchhalter: Abende nachrechnen, Hände prüfen, Datenbank ex- und importieren", "tarock"};
    app.require_subcommand(1);

    std::string lang_code = "de";
    bool json = false;
    std::string file, db_path, out_file;
    int evening_number = 0;
    std::vector<std::int64_t> ids;
    bool all = false;

    auto add_lang = [&](CLI::App* sub) {
        sub->add_option("--lang", lang_code, "Sprache der Ausgabe / output language: de (default), en, sl or hu")
            ->check(CLI::IsMember({"de", "en", "sl", "hu"}));
    };
    auto add_json = [&](CLI::App* sub) { sub->add_flag("--json", json, "JSON statt Text / machine-readable JSON"); };
    auto add_db = [&](CLI::App* sub) {
        sub->add_option("--db", db_path, "Datenbankdatei oder postgresql://… / database file or postgresql://… (default: the app's database)");
    };
    // A command over the database with text or JSON output.
    auto add_db_json_lang = [&](CLI::App* sub) {
        add_db(sub);
        add_json(sub);
        add_lang(sub);
    };

    CLI::App* replay = app.add_subcommand("replay", "Einen Abend aus einer Sitzungsdatei Hand für Hand nachrechnen");
    replay->add_option("FILE", file, "Sitzungsdatei / session file")->required();
    CLI::Option* evening_opt =
        replay->add_option("--evening", evening_number, "nur Abend N der Datei (ab 1) / only evening N (1-based)")
            ->check(CLI::Range(1, 1000000));
    bool csv = false, html = false;
    CLI::Option* json_opt = replay->add_flag("--json", json, "JSON statt Text / machine-readable JSON");
    CLI::Option* csv_opt = replay->add_flag("--csv", csv, "die Tabelle als CSV / the table as CSV")->excludes(json_opt);
    replay->add_flag("--html", html, "druckbares Abrechnungsblatt / printable settlement sheet (HTML)")->excludes(json_opt)->excludes(csv_opt);
    add_lang(replay);

    CLI::App* score = app.add_subcommand("score", "Eine Hand mit ihrem Zusammenhang werten (Streitfall)");
    score->add_option("FILE", file, "JSON-Dokument mit der Hand; '-' oder leer: Standardeingabe");
    std::string what_if;
    CLI::Option* what_if_opt =
        score->add_option("--what-if", what_if, "JSON-Objekt mit geänderten Feldern der Hand / changed hand fields, e.g. {\"multiple\":3}");
    add_json(score);
    add_lang(score);

    CLI::App* exp = app.add_subcommand("export", "Abende aus der Datenbank in eine Sitzungsdatei schreiben");
    add_db(exp);
    CLI::Option_group* which = exp->add_option_group("Auswahl", "--evening ID... oder --all");
    which->add_option("--evening", ids, "Nummer(n) der Abende / evening id(s)");
    which->add_flag("--all", all, "alle Abende / all evenings");
    which->require_option(1);
    exp->add_option("-o,--output", out_file, "Zieldatei / file to write")->required();
    std::string format = "json";
    exp->add_option("--format", format, "json (Sitzungsdatei, Standard), csv (Tabelle) oder html (Abrechnungsblatt)")
        ->check(CLI::IsMember({"json", "csv", "html"}));
    add_lang(exp);

    CLI::App* imp = app.add_subcommand("import", "Eine Sitzungsdatei in die Datenbank übernehmen");
    imp->add_option("FILE", file, "Sitzungsdatei / session file")->required();
    add_db_json_lang(imp);

    CLI::App* list = app.add_subcommand("list", "Die Abende der Datenbank auflisten");
    add_db_json_lang(list);

    std::vector<std::string> stat_files;
    CLI::App* stats = app.add_subcommand("stats", "Statistik je Spieler über alle Abende / statistics per player");
    stats->add_option("FILE", stat_files, "Sitzungsdateien statt der Datenbank / session files instead of the database");
    add_db_json_lang(stats);

    std::vector<std::string> rule_words;
    CLI::App* rules = app.add_subcommand("rules", "Die Regeln nachlesen: tarock rules \"tapp §2.9\" / look up a rule");
    rules->add_option("ID", rule_words, "Regel wie zitiert (\"tapp §2.9\"), Spiel oder Seite (\"tapp\"); leer: alle Seiten");
    add_json(rules);
    add_lang(rules);

    cli::TournamentCommand tournament(app, db_path, lang_code);

    CLI::App* serve = app.add_subcommand("serve", "Die Live-Rangliste im lokalen Netz zeigen / serve the live standings page on the local network");
    std::int64_t serve_tournament = 0;
    CLI::Option* serve_tournament_opt = serve->add_option("--tournament", serve_tournament, "Turnier / tournament (default: the newest)");
    int port = 8019;
    serve->add_option("--port", port, "Port (8019; 0: a free one)")->check(CLI::Range(0, 65535));
    std::string bind = "0.0.0.0";
    serve->add_option("--bind", bind, "Adresse / address to listen on (0.0.0.0: every interface; 127.0.0.1: this computer only)");
    add_db(serve);
    serve->add_option("--lang", lang_code, "Sprache der Seite ohne ?lang= / the page's language without ?lang=: de (default), en, sl or hu")
        ->check(CLI::IsMember({"de", "en", "sl", "hu"}));

    CLI::App* access = app.add_subcommand("access", "Rechte einer Datenbankrolle auf dem Server / a database role's rights on the server");
    access->require_subcommand(1);
    std::string role;
    std::string password_file;
    auto add_access = [&](const char* name, const char* about) {
        CLI::App* sub = access->add_subcommand(name, about);
        sub->add_option("ROLE", role, "Datenbankrolle / database role (e.g. tisch7)")->required();
        sub->add_option("--password-file", password_file,
                        "legt die Rolle mit dem Kennwort der ersten Zeile an (oder setzt es) / makes the role a login with the password on the "
                        "file's first line");
        sub->add_option("--db", db_path, "postgresql://… (Pflicht / required)")->required();
        add_lang(sub);
        return sub;
    };
    CLI::App* access_table = add_access("table", "Ein Tisch: liest alles, schreibt seine eigenen Abende / a table: reads all, writes its own evenings");
    add_access("reader", "Die Rangliste: liest nur / the standings page: reads only");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? 0 : 2;
    }

    const Lang lang = report::parse_lang(lang_code);
    try {
        if (db_path.empty() && (exp->parsed() || imp->parsed() || list->parsed() || stats->parsed() || serve->parsed())) db_path = Database::default_path();
        const std::optional<int> which_evening = evening_opt->count() ? std::optional<int>(evening_number) : std::nullopt;
        if (replay->parsed() && (csv || html))
            return cli::run_sheet(file, which_evening, csv ? cli::SheetKind::Csv : cli::SheetKind::Html, lang, std::cout);
        if (exp->parsed() && format != "json")
            return cli::run_export_sheet(db_path, ids, format == "csv" ? cli::SheetKind::Csv : cli::SheetKind::Html, out_file, lang, std::cout);
        if (stats->parsed()) return cli::run_stats(db_path, stat_files, lang, json, std::cout);
        if (replay->parsed())
            return cli::run_replay(file, which_evening, lang, json, std::cout, std::cerr);
        if (score->parsed())
            return cli::run_score(file, lang, json, std::cin, std::cout,
                                  what_if_opt->count() ? std::optional<std::string>(what_if) : std::nullopt);
        if (exp->parsed()) return cli::run_export(db_path, ids, all, out_file, lang, std::cout);
        if (imp->parsed()) return cli::run_import(file, db_path, lang, json, std::cout);
        if (list->parsed()) return cli::run_list(db_path, lang, json, std::cout);
        if (rules->parsed()) return cli::run_rules(rule_words, lang, json, std::cout);
        if (tournament.parsed()) return tournament.run(lang, std::cout);
        if (access->parsed())
            return cli::run_access(access_table->parsed() ? cli::AccessKind::table : cli::AccessKind::reader, role,
                                   password_file.empty() ? std::nullopt : std::optional<std::string>(password_file), db_path, lang, std::cout);
        if (serve->parsed())
            return cli::run_serve(db_path, serve_tournament_opt->count() ? std::optional<std::int64_t>(serve_tournament) : std::nullopt, bind, port, lang,
                                  std::cout);
    } catch (const std::exception& e) {
        std::cout.flush();
        std::cerr << cli::failure_message(e, lang) << "\n";
        return 1;
    } catch (...) {
        std::cerr << "tarock: unknown error\n";
        return 1;
    }
    return 2;
}
