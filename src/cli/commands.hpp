#pragma once
// The subcommands of `tarock` (see docs/cli.md). Each reads its input, calls the one scoring path
// (recompute / preview) or the database, writes its report to `out` and returns the exit code:
// 0 ok, 1 refused input. Refused input is thrown (InputError, DatabaseError, CommandError) and
// turned into a one-line message by failure_message(); main() catches everything.

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "report/report.hpp"
#include "core/json.hpp"
#include "session/evening.hpp"

namespace tarock::cli {

/// A refused command (a file that cannot be read, an evening number out of range), with its
/// message in German and English (what() is English).
class CommandError : public std::runtime_error {
public:
    CommandError(const std::string& de, const std::string& en) : std::runtime_error(en), de_(de) {}
    const std::string& german() const { return de_; }

private:
    std::string de_;
};

/// The one-line message for a failure, in `lang`: InputError (field and rule), DatabaseError,
/// CommandError, or any other exception's what(). No trailing newline.
std::string failure_message(const std::exception& e, report::Lang lang);

/// The evenings of a session file for a replay. Like read_session_file, but a file whose only
/// fault is hands that do not validate is still returned (those hands are shown with their
/// error). Throws InputError for everything read_session_file refuses otherwise.
std::vector<Evening> load_for_replay(const std::string& path);

/// A hand with its context for `tarock score`: the evening (no hands, first dealer = the
/// document's "dealer") and the hand's inputs.
struct ScoreRequest {
    Evening evening;
    Json hand;
};

/// Reads a score document {"variant", "players", "house_rules"?, "dealer"?, "stake"?, "hand"}.
/// "variant" defaults to "tapp", "dealer" to the first player. Throws InputError naming the
/// field for a missing, mistyped or unknown field.
ScoreRequest parse_score_request(const Json& doc);


/// `tarock replay`: every evening of `file` (or only number `evening`, 1-based) to `out`. Returns
/// 1 when a hand does not validate (the rows show the error; `err` gets a one-line summary),
/// else 0.
int run_replay(const std::string& file, std::optional<int> evening, report::Lang lang, bool json, std::ostream& out,
               std::ostream& err);

/// `tarock score`: one hand from `file` ("-" or empty: `in`). Returns 0; an invalid hand is thrown
/// (InputError). With `json`, an invalid hand is also reported on `out` as {"error": ...}.
/// With `what_if` (a JSON object as text, e.g. {"multiple":3}), the hand is scored a second time
/// with those fields replaced (JSON merge patch, RFC 7386: null removes a field) and both are
/// shown side by side with the difference (report::what_if_text / what_if_json); a patch that
/// is not a JSON object is refused (InputError, field "--what-if"), a changed hand the rules
/// refuse names its field.
int run_score(const std::string& file, report::Lang lang, bool json, std::istream& in, std::ostream& out,
              const std::optional<std::string>& what_if = std::nullopt);

/// What `tarock replay --csv|--html` and `tarock export --format csv|html` write.
enum class SheetKind { Csv, Html };

/// `tarock replay FILE --csv|--html`: evening `evening` (1-based; may be left out when the file
/// holds one evening) as CSV table or HTML settlement sheet (report::table_csv, settlement_html)
/// to `out`. CommandError when the file holds several evenings and none is chosen. Returns 0.
int run_sheet(const std::string& file, std::optional<int> evening, SheetKind kind, report::Lang lang, std::ostream& out);

/// `tarock export --format csv|html`: the one evening `id` of the database at `db` as CSV table
/// or HTML settlement sheet into `file`. CommandError unless exactly one id is given. Returns 0.
int run_export_sheet(const std::string& db, const std::vector<std::int64_t>& ids, SheetKind kind, const std::string& file,
                     report::Lang lang, std::ostream& out);

/// `tarock stats`: statistics per player (player_statistics) over the session files `files`, or
/// over every evening of the database at `db` when no file is given. The money is shown in the
/// currency of the first evening. Returns 0.
int run_stats(const std::string& db, const std::vector<std::string>& files, report::Lang lang, bool json, std::ostream& out);

/// `tarock export`: the evenings `ids` (or all, oldest first) from the database at `db` into the
/// session file `file`. Returns 0.
int run_export(const std::string& db, const std::vector<std::int64_t>& ids, bool all, const std::string& file,
               report::Lang lang, std::ostream& out);

/// `tarock import`: every evening of the session file `file` into the database at `db`, all in one
/// transaction (Database::import_evenings: all or nothing). Prints one line per evening: its new
/// id, or, for an evening already stored, a note naming it and the stored id ("übersprungen");
/// "Nichts Neues gespeichert." when nothing was new. With `json`: {"ids": [new ids], "skipped":
/// [{"evening", "id", "title", "date"}]}, and on a failure {"error": {...}, "ids": [], "skipped":
/// []} before the failure is thrown. Returns 0.
int run_import(const std::string& file, const std::string& db, report::Lang lang, bool json, std::ostream& out);

/// `tarock list`: the evenings of the database at `db`, newest first. Returns 0.
int run_list(const std::string& db, report::Lang lang, bool json, std::ostream& out);

/// Refuses a database file that does not exist (CommandError naming the path) instead of letting
/// Database create an empty one.
void require_database(const std::string& path);

/// `tarock serve`: serves the live standings page of the database at `db` (docs/tournament.md
/// "The live page") on `bind`:`port` (0: a free port) until SIGINT or SIGTERM, after writing the
/// page's addresses to `out` ("Live-Seite: http://…/", one line each). Returns 0. A missing
/// database file (CommandError), an unknown tournament (DatabaseError) or a port that cannot be
/// bound (std::runtime_error naming it) is refused before anything is served.
int run_serve(const std::string& db, std::optional<std::int64_t> tournament, const std::string& bind, int port, report::Lang lang,
              std::ostream& out);

/// Which rights `tarock access` grants: a table's (grant_table_access) or the standings page's
/// (grant_read_access).
enum class AccessKind { table, reader };

/// `tarock access table|reader ROLE`: grants database role `role` a table's rights (read
/// everything, write only the evenings it creates) or a reader's (read only) on the PostgreSQL
/// database `db` (docs/reliability.md "Access"). With `password_file`, first makes `role` a login
/// role with the password on that file's first line (Database::set_login_role). Writes one line
/// naming the role and its rights to `out`, never the password. Returns 0. CommandError for an
/// SQLite location (before anything is opened or created) and for an empty password; InputError
/// for an unreadable password file; DatabaseError for a role that does not exist or rights the
/// organiser's role lacks.
int run_access(AccessKind kind, const std::string& role, const std::optional<std::string>& password_file, const std::string& db,
               report::Lang lang, std::ostream& out);

/// `tarock rules [ID...]`: the rules reference (docs/rules, built into the program). The words
/// are joined with spaces. Nothing: every page; a page or game ("tapp", "codex", "zwoelfer"):
/// its sections; a rule text as the program cites it ("tapp §2.9", "tapp §2.2, §2.9"): the text
/// of each section with its source book. Returns 0; throws CommandError for a text that names no
/// page and no section, or cites a section there is none of.
int run_rules(const std::vector<std::string>& words, report::Lang lang, bool json, std::ostream& out);

}  // namespace tarock::cli
