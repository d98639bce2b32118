#pragma once
// Session files: evenings as readable, hand-editable JSON (docs/session-format.md).
//
// {
//   "format": "tarock-buchhalter-session", "version": 1,
//   "evening": { ... }            one evening, or
//   "evenings": [ { ... }, ... ]  several
// }

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "session/evening.hpp"

namespace tarock {

/// The format version this build writes and the newest it reads.
inline constexpr int kSessionFormatVersion = 1;

/// The largest file read as a session file, a hand document or a preset file: 64 MiB. A club's
/// whole history is a few MiB; a larger file is refused before it is read into memory.
inline constexpr std::uintmax_t kMaxInputFileBytes = 64ull * 1024 * 1024;

/// One evening as its JSON object (inputs only; derived figures are never written).
Json evening_to_json(const Evening& e);

/// Reads an evening object. `path` prefixes field names in errors ("evenings[0]").
/// Throws InputError for a missing or mistyped field, an unknown field or a broken setup. Hands
/// are not scored here (see load_session_text).
Evening evening_from_json(const Json& j, const std::string& path);

/// A whole session document for `evenings` (one evening is written under "evening").
Json session_to_json(const std::vector<Evening>& evenings);

/// Parses JSON text; a syntax error becomes an InputError naming the line and column.
Json parse_json_text(const std::string& text);

/// Reads a session document from text without scoring its hands: JSON syntax errors are
/// reported with line and column, a newer format version is refused, every evening's own
/// fields are checked. Throws InputError. (For showing an evening with refused hands.)
std::vector<Evening> parse_session_text(const std::string& text);

/// parse_session_text, and every hand of every evening must score (no partial import); the
/// first refused hand is reported as "evening.hands[3].field". Throws InputError.
std::vector<Evening> load_session_text(const std::string& text);

/// The bytes of the file at `path`, read for one of the readers above. Refused with an InputError
/// naming the path: a folder ("is a folder, not a file"), a file larger than kMaxInputFileBytes
/// (before anything is read, so a huge file cannot exhaust the memory), a file that cannot be read.
std::string read_input_file(const std::string& path);
/// The bytes of `in` (e.g. standard input) up to kMaxInputFileBytes; more is refused with an
/// InputError naming the input as `name`.
std::string read_input(std::istream& in, const std::string& name);

/// Reads and parses a session file (read_input_file, load_session_text). Throws InputError (also
/// when the file cannot be read or is too large).
std::vector<Evening> read_session_file(const std::string& path);

/// Writes a session file (pretty-printed, UTF-8, trailing newline). Throws std::runtime_error
/// when the file cannot be written.
void write_session_file(const std::string& path, const std::vector<Evening>& evenings);

}  // namespace tarock
