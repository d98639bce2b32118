// The program's build for the statistics kept in a database (Database::evening_statistics). The
// build system passes TAROCK_BUILD_ID (src/storage/CMakeLists.txt) to this file alone, so a new
// commit recompiles only it.

#include "storage/database.hpp"

namespace tarock {

std::string scoring_fingerprint() { return TAROCK_BUILD_ID; }

}  // namespace tarock
