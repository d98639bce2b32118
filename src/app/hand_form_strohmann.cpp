// The Strohmann-Tarok hand form: view-model conversion and the view (see hand_form_strohmann.hpp).
#include "app/hand_form_strohmann.hpp"
#include "app/lang.hpp"

#include <algorithm>
#include <stdexcept>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_form_partnership.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"

namespace tarock::app {

using strohmann::DealKind;
using strohmann::Honour;

namespace manual {

bool AgreedInput::empty() const {
    for (const auto& a : amounts)
        if (!a.empty()) return false;
    return reason.empty();
}

void AgreedInput::load(const std::optional<historic::Agreed>& a, std::size_t players) {
    amounts.assign(players, "");
    reason.clear();
    if (!a) return;
    for (const auto& [seat, t] : a->amounts)
        if (seat >= 0 && static_cast<std::size_t>(seat) < players) amounts[static_cast<std::size_t>(seat)] = t.to_string();
    reason = a->reason;
}

void AgreedInput::write(Json& j, const std::vector<std::string>& players) const {
    Json o = Json::object();
    for (std::size_t i = 0; i < amounts.size() && i < players.size(); ++i) {
        if (amounts[i].empty()) continue;
        try {
            const Thirds t = Thirds::parse(amounts[i]);
            o[players[i]] = t.is_whole() ? Json(t.whole_part()) : Json(t.to_string());
        } catch (const std::invalid_argument&) {
            o[players[i]] = amounts[i];
        }
    }
    j["agreed"] = o;
    if (!reason.empty()) j["reason"] = reason;
}

void agreed_rows(AgreedInput& a, const Deal& deal, const std::vector<std::string>& players, const char* help) {
    if (a.amounts.size() < players.size()) a.amounts.resize(players.size());
    form::row(tr("Vereinbart"), help);
    bool first = true;
    for (int p : deal.active) {
        ImGui::PushID(300 + p);
        if (!first) form::continue_row();
        first = false;
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
        ImGui::SameLine(ImGui::GetFontSize() * 7.0f);
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
        ImGui::InputTextWithHint("##amount", tr("z. B. -2"), &a.amounts[static_cast<std::size_t>(p)]);
        ImGui::PopID();
    }
    form::row(tr("Grund"), tr("Was vereinbart wurde und warum: es wird als von Hand eingetragen gebucht."));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18.0f);
    ImGui::InputTextWithHint("##agreedreason", tr("z. B. Pagat Ultimo im Weiterspiel"), &a.reason);
}

}  // namespace manual

strohmann::Hand StrohmannForm::to_hand() const {
    strohmann::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) {
        strohmann::Hand g;
        g.kind = h.kind;
        g.dealer = h.dealer;
        g.note = h.note;
        return g;
    }
    h.aufnehmer.reset();
    if (aufnehmer >= 0) h.aufnehmer = aufnehmer;
    h.points.clear();
    h.won.reset();
    h.winner.reset();
    h.draw = false;
    switch (result) {
        case StrohmannResult::Points:
            for (int seat = 0; seat < 2; ++seat)
                if (const auto t = pform::parse_points(points[static_cast<std::size_t>(seat)])) h.points.emplace_back(seat, *t);
            break;
        case StrohmannResult::Outcome:
            if (aufnehmer >= 0) h.won = won;
            else if (aufnehmer == kAufnehmerNone) {
                if (winner >= 0) h.winner = winner;
                else h.draw = true;
            }
            break;
        case StrohmannResult::None: break;
    }
    h.agreed.reset();
    return h;
}

Json StrohmannForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    strohmann::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.aufnehmer && !valid(*h.aufnehmer)) h.aufnehmer.reset();
    if (h.winner && !valid(*h.winner)) h.winner.reset();
    for (auto* o : {&h.volat, &h.renonce, &h.peek})
        if (*o && !valid(**o)) o->reset();
    std::erase_if(h.honours, [&](const auto& x) { return !valid(x.first); });
    const bool no_pagat = h.ultimo && !valid(h.ultimo->player);
    if (no_pagat) h.ultimo->player = 0;
    const bool no_false = h.false_honour && !valid(h.false_honour->player);
    if (no_false) h.false_honour->player = 0;
    Json j = strohmann::to_json(h, players);
    if (no_pagat) j["ultimo"].erase("player");
    if (no_false) j["false_honour"].erase("player");
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
    if (h.kind != DealKind::Game) return j;
    if (aufnehmer == -1) j.erase("aufnehmer");
    if (result == StrohmannResult::Points)
        for (int seat = 0; seat < 2 && seat < n; ++seat) {
            const std::string& text = points[static_cast<std::size_t>(seat)];
            if (!text.empty() && !pform::parse_points(text)) j["points"][players[static_cast<std::size_t>(seat)]] = text;
        }
    if (!agreed.empty()) agreed.write(j, players);
    return j;
}

StrohmannForm StrohmannForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    StrohmannForm f;
    f.hand = strohmann::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    f.aufnehmer = f.hand.aufnehmer ? *f.hand.aufnehmer : f.hand.kind == DealKind::Game ? kAufnehmerNone : -1;
    for (const auto& [seat, t] : f.hand.points)
        if (seat >= 0 && seat < 2) f.points[static_cast<std::size_t>(seat)] = pform::points_text(t);
    if (!f.hand.points.empty()) {
        f.result = StrohmannResult::Points;
    } else if (f.hand.won || f.hand.winner || f.hand.draw) {
        f.result = StrohmannResult::Outcome;
        f.won = f.hand.won.value_or(true);
        f.winner = f.hand.winner.value_or(-1);
    } else if (f.hand.kind == DealKind::Game) {
        f.result = StrohmannResult::None;
    }
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string StrohmannForm::summary(const std::vector<std::string>& players) const {
    const strohmann::Hand h = to_hand();
    switch (h.kind) {
        case DealKind::AllPass: return tr("Beide gepasst, zusammengeworfen");
        case DealKind::Misdeal: return tr("Vergeben");
        case DealKind::Game: break;
    }
    std::string s = aufnehmer >= 0 ? trf("{} nimmt auf", pform::seat_name(players, aufnehmer))
                    : aufnehmer == kAufnehmerNone ? std::string(tr("Still gespielt"))
                                                  : std::string("?");
    for (const auto& [seat, t] : h.points) s += ", " + pform::seat_name(players, seat) + " " + t.to_string();
    if (h.won) s += *h.won ? tr(", gewonnen") : tr(", verloren");
    if (h.winner) s += trf(", {} gewinnt", pform::seat_name(players, *h.winner));
    if (h.draw) s += tr(", remis");
    for (const auto& [seat, hon] : h.honours)
        s += hon == Honour::Trull ? trf(", Trull {}", pform::seat_name(players, seat)) : trf(", 4 Könige {}", pform::seat_name(players, seat));
    if (h.ultimo) s += h.ultimo->won ? trf(", Pagat {} ultimo", pform::seat_name(players, h.ultimo->player)) : trf(", Pagat {} gefangen", pform::seat_name(players, h.ultimo->player));
    if (h.volat) s += trf(", Volat {}", pform::seat_name(players, *h.volat));
    if (h.renonce) s += trf(", Renonce {}", pform::seat_name(players, *h.renonce));
    if (h.peek) s += trf(", Talon angesehen {}", pform::seat_name(players, *h.peek));
    if (h.false_honour) s += trf(", falsche Ansage {}", pform::seat_name(players, h.false_honour->player));
    return s;
}

bool StrohmannForm::has_honour(int seat, Honour h) const {
    return std::find(hand.honours.begin(), hand.honours.end(), std::pair<int, Honour>(seat, h)) != hand.honours.end();
}

void StrohmannForm::set_honour(int seat, Honour h, bool announced) {
    const std::pair<int, Honour> item(seat, h);
    const auto it = std::find(hand.honours.begin(), hand.honours.end(), item);
    if (announced && it == hand.honours.end()) hand.honours.push_back(item);
    if (!announced && it != hand.honours.end()) hand.honours.erase(it);
}

StrohmannForm new_strohmann_form(int dealer) {
    StrohmannForm f;
    f.dealer = dealer;
    return f;
}

namespace {

using form::player_combo;
using form::radio;
using form::row;

/// A combo over the active players bound to an optional seat.
void optional_player(const char* id, std::optional<int>& seat, const Deal& deal, const std::vector<std::string>& players) {
    int v = seat.value_or(-1);
    player_combo(id, v, deal, players, tr("niemand"));
    if (v >= 0) seat = v;
    else seat.reset();
}

void draw_strohmann_form(AppState& s, StrohmannForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    const TableSetup setup = make_setup(*s.evening);
    strohmann::Hand& h = f.hand;
    if (!form::begin_table("##strohmannform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);

    const bool throw_in = setup.rules.is("double_pass", "throw_in");
    row(tr("Art"));
    radio(tr("Spiel"), h.kind, DealKind::Game, true);
    if (throw_in) {
        radio(tr("Beide gepasst##allpass"), h.kind, DealKind::AllPass);
        ui::tooltip(tr("Beide passen: zusammengeworfen, die Vorhand gibt (000:920, Hausregel A-S2)."));
    } else if (h.kind == DealKind::AllPass) {
        h.kind = DealKind::Game;
    }
    radio(tr("Vergeben (§28)"), h.kind, DealKind::Misdeal);

    if (h.kind == DealKind::Game) {
        row(tr("Aufgenommen"), tr("Wer das Spiel aufgenommen hat (Tasten 1-2); passen beide, wird je nach Hausregel A-S2 still gespielt."));
        ImGui::PushID("aufnehmer");
        bool first = true;
        for (int p : deal.active) {
            radio((players[static_cast<std::size_t>(p)] + "##" + std::to_string(p)).c_str(), f.aufnehmer, p, first);
            first = false;
        }
        if (!throw_in || f.aufnehmer == kAufnehmerNone) radio(tr("beide gepasst, still gespielt"), f.aufnehmer, kAufnehmerNone);
        ImGui::PopID();

        row(tr("Ergebnis"), tr("Kartenpunkte (35 2/3 gewinnt), oder nur das Ergebnis, oder keins (Renonce, Volat)."));
        radio(tr("Kartenpunkte##res"), f.result, StrohmannResult::Points, true);
        radio(f.aufnehmer == kAufnehmerNone ? tr("Gewinner##res") : tr("gewonnen/verloren##res"), f.result, StrohmannResult::Outcome);
        radio(tr("keins##res"), f.result, StrohmannResult::None);
        if (f.result == StrohmannResult::Points) {
            row(tr("Kartenpunkte"), tr("Eines Spielers genügt (der andere hat den Rest von 70); Drittel erlaubt, z. B. 35 2/3. Taste F2."));
            bool firstp = true;
            for (int p : deal.active) {
                if (p < 0 || p > 1) continue;
                ImGui::PushID(100 + p);
                if (!firstp) ImGui::SameLine();
                if (firstp && s.focus_form) {
                    ImGui::SetKeyboardFocusHere();
                    s.focus_form = false;
                }
                firstp = false;
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
                ImGui::SameLine();
                ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
                ImGui::InputTextWithHint("##pts", "35 2/3", &f.points[static_cast<std::size_t>(p)]);
                ImGui::PopID();
            }
        } else if (f.result == StrohmannResult::Outcome) {
            row("  ");
            if (f.aufnehmer == kAufnehmerNone) {
                ImGui::PushID("winner");
                bool firstw = true;
                for (int p : deal.active) {
                    radio((players[static_cast<std::size_t>(p)] + "##" + std::to_string(p)).c_str(), f.winner, p, firstw);
                    firstw = false;
                }
                radio(tr("remis (35 : 35)"), f.winner, -1);
                ImGui::PopID();
            } else {
                radio(tr("gewonnen##won"), f.won, true, true);
                radio(tr("verloren##won"), f.won, false);
            }
        }

        row(tr("Honneurs angesagt"), tr("Rechtzeitig angesagt (000:928), je 1: Tous les trois (Sküs, Mond, Pagat), Tous les quatre (vier Könige)."));
        {
            bool first_p = true;
            for (int p : deal.active) {
                ImGui::PushID(p);
                if (!first_p) form::continue_row();
                first_p = false;
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
                ImGui::SameLine(ImGui::GetFontSize() * 6.0f);
                bool trull = f.has_honour(p, Honour::Trull);
                if (ImGui::Checkbox(tr("Tous les trois"), &trull)) f.set_honour(p, Honour::Trull, trull);
                ImGui::SameLine();
                bool quatre = f.has_honour(p, Honour::Quatre);
                if (ImGui::Checkbox(tr("Tous les quatre"), &quatre)) f.set_honour(p, Honour::Quatre, quatre);
                ImGui::PopID();
            }
            row(tr("  aus dem Talon"), tr("Das fehlende Honneur wurde aus dem Talon ergänzt (Hausregel A-S8)."));
            for (Honour hon : {Honour::Trull, Honour::Quatre}) {
                bool from = std::find(h.from_talon.begin(), h.from_talon.end(), hon) != h.from_talon.end();
                if (hon == Honour::Quatre) ImGui::SameLine();
                if (ImGui::Checkbox(hon == Honour::Trull ? tr("Trull##talon") : tr("4 Könige##talon"), &from)) {
                    std::erase(h.from_talon, hon);
                    if (from) h.from_talon.push_back(hon);
                }
            }
        }

        row(tr("Pagat im letzten Stich"), tr("Gewonnen (Ultimo) oder gefangen: 1 Point (Hausregel A-S5); angesagt werden kann er nicht (000:966)."));
        {
            int who = h.ultimo ? h.ultimo->player : -1;
            player_combo("##ultimo", who, deal, players, tr("keiner"));
            if (who >= 0) {
                if (!h.ultimo) h.ultimo = strohmann::Ultimo{who, true};
                h.ultimo->player = who;
                ImGui::SameLine();
                radio(tr("gewonnen##ult"), h.ultimo->won, true);
                radio(tr("gefangen##ult"), h.ultimo->won, false);
            } else {
                h.ultimo.reset();
            }
        }
        row(tr("Volat"), tr("Wer alle 27 Stiche gemacht hat (Hausregel A-S7)."));
        optional_player("##volat", h.volat, deal, players);
        row(tr("Renonce"), tr("Wer renonciert hat (Codex §30, §8): der andere gewinnt das Spiel."));
        optional_player("##renonce", h.renonce, deal, players);
        row(tr("Talon angesehen"), tr("Wer eine verdeckte Talonkarte angesehen hat (Codex §29, Hausregel A-S11)."));
        optional_player("##peek", h.peek, deal, players);
        row(tr("Falsche Ansage"), tr("Ein Honneur angesagt, ohne es zu haben (Codex §31): fehlt die Karte im Talon, gilt es als Renonce; hält sie der Gegner, gilt die Ansage als nicht erfolgt."));
        {
            int who = h.false_honour ? h.false_honour->player : -1;
            player_combo("##false", who, deal, players, tr("keine"));
            if (who >= 0) {
                if (!h.false_honour) h.false_honour = strohmann::FalseHonour{who, Honour::Trull, true};
                h.false_honour->player = who;
                ImGui::SameLine();
                radio(tr("Trull##fh"), h.false_honour->honour, Honour::Trull);
                radio(tr("4 Könige##fh"), h.false_honour->honour, Honour::Quatre);
                form::continue_row();
                radio(tr("fehlende Karte im Talon##fh"), h.false_honour->in_talon, true, true);
                radio(tr("beim Gegner##fh"), h.false_honour->in_talon, false);
            } else {
                h.false_honour.reset();
            }
        }
        const bool offence = h.renonce || (h.peek && setup.rules.is("peek", "revoke")) || (h.false_honour && h.false_honour->in_talon);
        if (offence || !f.agreed.empty())
            manual::agreed_rows(f.agreed, deal, players, tr("Nach einer Renonce weitergespielt (§10): die Prämien, die die Spieler dafür vereinbaren, je Spieler (+/-), zusammen 0."));
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

/// The Strohmann form in the registry (hand_forms.def).
class StrohmannFormUi final : public HandFormOf<StrohmannForm> {
public:
    void clear(int dealer) override { model = new_strohmann_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = StrohmannForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override { return model.to_json(players, rotation_dealer); }
    void draw(AppState& s, const Deal& deal) override { draw_strohmann_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return StrohmannForm::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
        if (!ui::no_modifier() || model.hand.kind != DealKind::Game) return;
        form::declarer_keys(s, model.aufnehmer);
    }
    std::string hint(const InputError& refusal) const override {
        if (model.hand.kind != DealKind::Game) return {};
        if (model.aufnehmer == -1 && refusal.field() == "aufnehmer") return tr("Wer hat aufgenommen? (Tasten 1-2)");
        if (refusal.field() == "points" && model.result == StrohmannResult::Points && model.points[0].empty() && model.points[1].empty())
            return tr("Noch keine Kartenpunkte eingetragen (Taste F2): 35 2/3 gewinnt.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_strohmann() { return std::make_unique<StrohmannFormUi>(); }

}  // namespace tarock::app
