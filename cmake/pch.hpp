// The precompiled header (CMakeLists.txt, tarock_pch): third-party and standard headers only,
// never a header of ours, so that editing our code never rebuilds it. Marked as a system header
// so that GCC keeps treating what it holds as one (no warnings from inside the library code).
#pragma GCC system_header

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
