// The pieces the partnership games' form models share (see partnership_model.hpp).
#include "app/forms/partnership_model.hpp"

#include "app/lang.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app::form {

void load_result(ResultText& r, const std::optional<Thirds>& points, const std::optional<bool>& won) {
    r.points = points_text(points);
    r.won = won.value_or(true);
    r.mode = points ? ResultInput::Points : won ? ResultInput::WonLost : ResultInput::Points;
}

void store_result(const ResultText& r, std::optional<Thirds>& points, std::optional<bool>& won) {
    points.reset();
    won.reset();
    if (r.mode == ResultInput::Points) points = parse_points(r.points);
    else if (r.mode == ResultInput::WonLost) won = r.won;
}

std::string result_summary(int contra, const std::optional<Thirds>& points, const std::optional<bool>& won, const std::optional<int>& renonce,
                           const std::vector<std::string>& players) {
    std::string s;
    if (contra) s += std::string(", ") + contra_name(contra);
    if (points) s += trf(", {} Punkte", points->to_string());
    else if (won) s += *won ? tr(", gewonnen") : tr(", verloren");
    if (renonce) s += trf(", Renonce {}", seat_name(players, *renonce));
    return s;
}

void finish_json(Json& j, const DealerInput& d, int rotation_dealer, const ResultText& r, bool game) {
    d.drop_rotation_dealer(j, rotation_dealer);
    if (!game) return;
    if (r.mode == ResultInput::Points && !r.points.empty() && !parse_points(r.points)) j["points"] = r.points;
}

}  // namespace tarock::app::form
