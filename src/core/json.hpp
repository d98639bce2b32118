#pragma once
// The JSON type of the project: nlohmann's ordered_json, so files keep the order of their fields
// as written (session files are meant to be read and edited by hand).

#include <nlohmann/json.hpp>

namespace tarock {
using Json = nlohmann::ordered_json;
}
