// `tarock serve`: the live standings page of a tournament on the local network (docs/tournament.md
// "The live page"), served until the organiser stops it (Ctrl+C, SIGTERM).
#include <csignal>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "cli/commands.hpp"
#include "live/live_server.hpp"
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

}  // namespace tarock::cli
