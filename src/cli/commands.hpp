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

#include "cli/report.hpp"
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
int run_score(const std::string& file, report::Lang lang, bool json, std::istream& in, std::ostream& out);

/// `tarock export`: the evenings `ids` (or all, oldest first) from the database at `db` into the
/// session file `file`. Returns 0.
int run_export(const std::string& db, const std::vector<std::int64_t>& ids, bool all, const std::string& file,
               report::Lang lang, std::ostream& out);

/// `tarock import`: every evening of the session file `file` into the database at `db`, each in
/// its own transaction; prints the new ids. Returns 0.
int run_import(const std::string& file, const std::string& db, report::Lang lang, bool json, std::ostream& out);

/// `tarock list`: the evenings of the database at `db`, newest first. Returns 0.
int run_list(const std::string& db, report::Lang lang, bool json, std::ostream& out);

}  // namespace tarock::cli
