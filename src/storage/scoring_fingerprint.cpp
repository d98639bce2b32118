// The key of the scoring for the statistics kept in a database (Database::evening_statistics):
// the program's version, which the build system passes as TAROCK_PROGRAM_VERSION
// (src/storage/CMakeLists.txt) to this file alone, and kScoringVersion.

#include "core/scoring_version.hpp"
#include "storage/database.hpp"

namespace tarock {

std::string scoring_fingerprint() { return std::string(TAROCK_PROGRAM_VERSION) + " scoring " + std::to_string(kScoringVersion); }

}  // namespace tarock
