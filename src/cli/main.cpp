// `tarock`: the command line of Tarock Buchhalter (docs/cli.md). Parses the arguments with CLI11
// and hands over to the subcommands in commands.cpp.
//
// Exit codes: 0 ok; 1 refused input (invalid hand, database error, unreadable file) with a
// one-line message on stderr; 2 usage error.

#include <CLI/CLI.hpp>

#include <iostream>
#include <optional>

#include "cli/commands.hpp"
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
        sub->add_option("--lang", lang_code, "Sprache der Ausgabe / output language: de (default) or en")
            ->check(CLI::IsMember({"de", "en"}));
    };
    auto add_json = [&](CLI::App* sub) { sub->add_flag("--json", json, "JSON statt Text / machine-readable JSON"); };
    auto add_db = [&](CLI::App* sub) {
        sub->add_option("--db", db_path, "Datenbankdatei / database file (default: the app's database)");
    };

    CLI::App* replay = app.add_subcommand("replay", "Einen Abend aus einer Sitzungsdatei Hand für Hand nachrechnen");
    replay->add_option("FILE", file, "Sitzungsdatei / session file")->required();
    CLI::Option* evening_opt =
        replay->add_option("--evening", evening_number, "nur Abend N der Datei (ab 1) / only evening N (1-based)")
            ->check(CLI::Range(1, 1000000));
    add_json(replay);
    add_lang(replay);

    CLI::App* score = app.add_subcommand("score", "Eine Hand mit ihrem Zusammenhang werten (Streitfall)");
    score->add_option("FILE", file, "JSON-Dokument mit der Hand; '-' oder leer: Standardeingabe");
    add_json(score);
    add_lang(score);

    CLI::App* exp = app.add_subcommand("export", "Abende aus der Datenbank in eine Sitzungsdatei schreiben");
    add_db(exp);
    CLI::Option_group* which = exp->add_option_group("Auswahl", "--evening ID... oder --all");
    which->add_option("--evening", ids, "Nummer(n) der Abende / evening id(s)");
    which->add_flag("--all", all, "alle Abende / all evenings");
    which->require_option(1);
    exp->add_option("-o,--output", out_file, "Sitzungsdatei / session file to write")->required();
    add_lang(exp);

    CLI::App* imp = app.add_subcommand("import", "Eine Sitzungsdatei in die Datenbank übernehmen");
    imp->add_option("FILE", file, "Sitzungsdatei / session file")->required();
    add_db(imp);
    add_json(imp);
    add_lang(imp);

    CLI::App* list = app.add_subcommand("list", "Die Abende der Datenbank auflisten");
    add_db(list);
    add_json(list);
    add_lang(list);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? 0 : 2;
    }

    const Lang lang = report::parse_lang(lang_code);
    try {
        if (db_path.empty() && (exp->parsed() || imp->parsed() || list->parsed())) db_path = Database::default_path();
        if (replay->parsed())
            return cli::run_replay(file, evening_opt->count() ? std::optional<int>(evening_number) : std::nullopt, lang, json,
                                   std::cout, std::cerr);
        if (score->parsed()) return cli::run_score(file, lang, json, std::cin, std::cout);
        if (exp->parsed()) return cli::run_export(db_path, ids, all, out_file, lang, std::cout);
        if (imp->parsed()) return cli::run_import(file, db_path, lang, json, std::cout);
        if (list->parsed()) return cli::run_list(db_path, lang, json, std::cout);
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
