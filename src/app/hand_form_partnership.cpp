// Shared drawing and conversion helpers of the partnership games' hand forms.
#include "app/hand_form_partnership.hpp"
#include "app/lang.hpp"

#include <stdexcept>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/ui.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app::pform {

using form::radio;
using form::row;

std::optional<Thirds> parse_points(const std::string& text) {
    if (text.empty()) return std::nullopt;
    try {
        return Thirds::parse(text);
    } catch (const std::invalid_argument&) {
        return std::nullopt;
    }
}

std::string points_text(const std::optional<Thirds>& t) { return t ? t->to_string() : std::string(); }

std::string seat_name(const std::vector<std::string>& players, int seat) {
    if (seat < 0 || seat >= static_cast<int>(players.size())) return "?";
    return players[static_cast<std::size_t>(seat)];
}

void contra_radios(const char* id, int& level) {
    ImGui::PushID(id);
    radio(tr("\xE2\x80\x94"), level, 0, true);
    for (int c = 1; c <= kMaxContra; ++c) radio(contra_name(c), level, c);
    ImGui::PopID();
}

void result_rows(AppState& s, ResultText& r, bool allow_result, const char* help) {
    if (allow_result) {
        row(tr("Ergebnis"), tr("Kartenpunkte eintragen, oder nur gewonnen/verloren."));
        radio(tr("Kartenpunkte##res"), r.mode, ResultInput::Points, true);
        radio(tr("gewonnen/verloren##res"), r.mode, ResultInput::WonLost);
    }
    if (r.mode == ResultInput::Points) {
        row(tr("Kartenpunkte"), help);
        if (s.focus_form) {
            ImGui::SetKeyboardFocusHere();
            s.focus_form = false;
        }
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
        ImGui::InputTextWithHint("##points", tr("z. B. 35 2/3"), &r.points);
    } else if (r.mode == ResultInput::WonLost) {
        row("  ");
        radio(tr("gewonnen##won"), r.won, true, true);
        radio(tr("verloren##won"), r.won, false);
    }
}

void ultimo_rows(std::optional<partnership::Ultimo>& u, const Deal& deal, const std::vector<std::string>& players, int declarer, const char* help) {
    row("Pagat Ultimo", help);  // a game term
    PremiumMode mode = !u ? PremiumMode::None : u->announced ? PremiumMode::Announced : PremiumMode::Silent;
    const PremiumMode before = mode;
    radio(tr("keiner##ult"), mode, PremiumMode::None, true);
    radio(tr("still##ult"), mode, PremiumMode::Silent);
    radio(tr("angesagt##ult"), mode, PremiumMode::Announced);
    if (mode != before) {
        if (mode == PremiumMode::None) u.reset();
        else {
            if (!u) u = partnership::Ultimo{-1, false, 0, true};
            u->announced = mode == PremiumMode::Announced;
            if (!u->announced) u->contra = 0;
            if (u->announced && u->player < 0) u->player = declarer;
        }
    }
    if (!u) return;
    row(tr("  Pagat bei"), tr("Wer den Pagat im letzten Stich gespielt (oder den Ultimo angesagt) hat; seine Partei bekommt ihn."));
    form::player_combo("##ultplayer", u->player, deal, players, tr("\xE2\x80\x94 bitte wählen"));
    row(tr("  Ultimo"));
    radio(tr("gewonnen##ultres"), u->won, true, true);
    radio(tr("verloren##ultres"), u->won, false);
    if (u->announced) {
        row(tr("  Contra"));
        contra_radios("ultcontra", u->contra);
    }
}

void volat_rows(std::optional<partnership::Volat>& v, const char* help) {
    row("Volat", help);  // a game term
    PremiumMode mode = !v ? PremiumMode::None : v->announced_by ? PremiumMode::Announced : PremiumMode::Silent;
    const PremiumMode before = mode;
    radio(tr("keiner##vol"), mode, PremiumMode::None, true);
    radio(tr("still##vol"), mode, PremiumMode::Silent);
    radio(tr("angesagt##vol"), mode, PremiumMode::Announced);
    if (mode != before) {
        if (mode == PremiumMode::None) v.reset();
        else {
            if (!v) v = partnership::Volat{};
            if (mode == PremiumMode::Announced && !v->announced_by) v->announced_by = partnership::Side::Declarer;
            if (mode == PremiumMode::Silent) {
                v->announced_by.reset();
                v->contra = 0;
                if (!v->made_by) v->made_by = partnership::Side::Declarer;
            }
        }
    }
    if (!v) return;
    using partnership::Side;
    if (v->announced_by) {
        row(tr("  angesagt von"));
        radio(tr("Spielerpartei##volann"), *v->announced_by, Side::Declarer, true);
        radio(tr("Gegenpartei##volann"), *v->announced_by, Side::Opponents);
    }
    row(tr("  gemacht von"));
    int made = !v->made_by ? 0 : *v->made_by == Side::Declarer ? 1 : 2;
    radio(tr("Spielerpartei##volby"), made, 1, true);
    radio(tr("Gegenpartei##volby"), made, 2);
    if (v->announced_by) radio(tr("niemand##volby"), made, 0);
    v->made_by = made == 1 ? std::optional<Side>(Side::Declarer) : made == 2 ? std::optional<Side>(Side::Opponents) : std::nullopt;
    if (v->announced_by) {
        row(tr("  Contra"));
        contra_radios("volcontra", v->contra);
    }
}

void parties_line(const Text& text) {
    if (text.de.empty()) return;
    row(tr("Parteien"), tr("Wer mit wem spielt, sobald der Partner bekannt ist."));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ui::kBlue, "%s", tr(text).c_str());
    ImGui::PopTextWrapPos();
}

void called_tarock_combo(std::optional<int>& called, int highest) {
    int c = called.value_or(highest);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
    if (ImGui::BeginCombo("##called", partnership::roman(c).c_str())) {
        for (int t = highest; t >= 2; --t)
            if (ImGui::Selectable(partnership::roman(t).c_str(), t == c)) c = t;
        ImGui::EndCombo();
    }
    called = c;
}

void partner_radios(int& partner, const Deal& deal, const std::vector<std::string>& players, int declarer, bool declarer_too,
                    const char* away_label, int away_value) {
    ImGui::PushID("partner");
    bool first = true;
    for (int p : deal.active) {
        if (p == declarer && !declarer_too) continue;
        radio((players[static_cast<std::size_t>(p)] + (p == declarer ? tr(" (selbst)") : "") + "##" + std::to_string(p)).c_str(), partner, p, first);
        first = false;
    }
    radio(away_label, partner, away_value);
    ImGui::PopID();
}

void renonce_row(std::optional<int>& renonce, const Deal& deal, const std::vector<std::string>& players, const char* help) {
    row(tr("Renonce"), help);
    int seat = renonce.value_or(-1);
    form::player_combo("##renonce", seat, deal, players, tr("niemand"));
    if (seat >= 0) renonce = seat;
    else renonce.reset();
}

std::string result_summary(int contra, const std::optional<Thirds>& points, const std::optional<bool>& won,
                           const std::optional<int>& renonce, const std::vector<std::string>& players) {
    std::string s;
    if (contra) s += std::string(", ") + contra_name(contra);
    if (points) s += trf(", {} Punkte", points->to_string());
    else if (won) s += *won ? tr(", gewonnen") : tr(", verloren");
    if (renonce) s += trf(", Renonce {}", seat_name(players, *renonce));
    return s;
}

bool common_shortcuts(AppState& s, bool game, int& declarer) {
    if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
    if (!ui::no_modifier() || !game) return false;
    form::declarer_keys(s, declarer);
    return true;
}

void finish_json(Json& j, int dealer, bool dealer_explicit, int rotation_dealer, const ResultText& r, bool game) {
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
    if (!game) return;
    if (r.mode == ResultInput::Points && !r.points.empty() && !parse_points(r.points)) j["points"] = r.points;
}

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

}  // namespace tarock::app::pform
