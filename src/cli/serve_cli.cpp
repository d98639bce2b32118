// `tarock serve`: the live standings page of a tournament on the local network (docs/tournament.md
// "The live page"), served until the organiser stops it (Ctrl+C, SIGTERM); `tarock access`: the
// database roles of the tables and of the page on a PostgreSQL server.
#include <csignal>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "cli/commands.hpp"
#include "live/live_server.hpp"
#include "session/session_file.hpp"
#include "storage/database.hpp"

namespace tarock::cli {

int run_serve(const std::string& db, std::optional<std::int64_t> tournament, const std::string& bind, int port, report::Lang lang, std::ostream& out) {
    require_database(db);
    if (tournament) (void)Database(db).load_tournament(*tournament);  // an unknown id is refused here, not on every phone
    // SIGINT and SIGTERM are taken by sigwait() below: blocked before the server's threads start,
    // so that none of them is interrupted and the server stops cleanly.
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
    std::optional<live::LiveServer> server;
    try {
        server.emplace(live::ServeOptions{db, tournament, bind, port, lang});
    } catch (const DatabaseError&) {
        throw;
    } catch (const std::runtime_error& e) {
        throw CommandError("Die Seite lässt sich nicht unter " + bind + ":" + std::to_string(port) + " anbieten (Port belegt?).", e.what());
    }
    for (const std::string& url : server->urls()) out << in_language(lang, "Live-Seite: ", "Live page: ", "Stran v živo: ", "Élő oldal: ") << url << "\n";
    out << in_language(lang, "Strg+C beendet.", "Ctrl+C stops.", "Ctrl+C ustavi.", "Ctrl+C leállítja.") << std::endl;
    int signal = 0;
    sigwait(&stop_signals, &signal);
    server->stop();
    return 0;
}

int run_access(AccessKind kind, const std::string& role, const std::optional<std::string>& password_file, const std::string& db,
               report::Lang lang, std::ostream& out) {
    if (!Database::is_server(db))
        throw CommandError("Zugriffsrechte gibt es nur auf einem PostgreSQL-Server (--db postgresql://…); eine SQLite-Datei hat keine Rollen.",
                           "access rights exist only on a PostgreSQL server (--db postgresql://…); an SQLite file has no roles");
    std::optional<std::string> password;
    if (password_file) {
        const std::string text = read_input_file(*password_file);
        password = text.substr(0, text.find_first_of("\r\n"));
        if (password->empty())
            throw CommandError("Die erste Zeile von '" + *password_file + "' ist leer: kein Kennwort.",
                               "the first line of '" + *password_file + "' is empty: no password");
    }
    Database database(db);
    if (password) database.set_login_role(role, *password);
    if (kind == AccessKind::table) {
        database.grant_table_access(role);
        out << in_language(lang, "Rolle ", "Role ", "Vloga ", "Szerep: ") << role
            << in_language(lang, ": liest alles, schreibt nur die Abende, die sie anlegt.", ": reads everything, writes only the evenings it creates.",
                           ": bere vse, piše le večere, ki jih ustvari.", ": mindent olvas, csak az általa létrehozott estéket írja.")
            << "\n";
    } else {
        database.grant_read_access(role);
        out << in_language(lang, "Rolle ", "Role ", "Vloga ", "Szerep: ") << role
            << in_language(lang, ": liest alles, schreibt nichts.", ": reads everything, writes nothing.", ": bere vse, ne piše ničesar.",
                           ": mindent olvas, semmit sem ír.")
            << "\n";
    }
    return 0;
}

}  // namespace tarock::cli
