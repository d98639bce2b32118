// The Tarolaßch hand form: view-model conversion and the view (see hand_form_tarolassch.hpp).
#include "app/hand_form_tarolassch.hpp"
#include "app/lang.hpp"

#include <optional>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_form_partnership.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"
#include "session/evening.hpp"

namespace tarock::app {

using tarolassch::Contract;
using tarolassch::DealKind;

namespace {

/// A whole number typed ("9"), or nothing for an empty or bad text.
std::optional<int> parse_count(const std::string& text) {
    try {
        std::size_t used = 0;
        const int n = std::stoi(text, &used);
        if (used == text.size()) return n;
    } catch (const std::exception&) {
    }
    return std::nullopt;
}

/// (seat, count) when both are given; `side` -1 falls back to `fallback`.
std::optional<std::pair<int, int>> side_count(int side, int fallback, const std::string& text) {
    const int seat = side >= 0 ? side : fallback;
    const auto n = parse_count(text);
    if (seat < 0 || !n) return std::nullopt;
    return std::make_pair(seat, *n);
}

}  // namespace

tarolassch::Hand TarolasschForm::to_hand() const {
    tarolassch::Hand h = hand;
    h.dealer = dealer;
    h.dummy_partner.reset();
    if (dummy_partner >= 0 && h.kind != DealKind::Abbruch) h.dummy_partner = dummy_partner;
    if (h.kind != DealKind::Game) {
        tarolassch::Hand g;
        g.kind = h.kind;
        g.dealer = h.dealer;
        g.dummy_partner = h.dummy_partner;
        g.note = h.note;
        return g;
    }
    h.contract = contract >= 0 ? static_cast<Contract>(contract) : Contract::Coeur;
    h.first_colour.reset();
    h.no_colour_first = false;
    if (first_colour >= 0 && h.contra > 0 && !tarolassch::is_colour(h.contract)) h.first_colour = static_cast<Contract>(first_colour);
    if (first_colour == kNoColourFirst && h.contra > 0 && !tarolassch::is_colour(h.contract)) h.no_colour_first = true;
    h.tricks = side_count(tricks_side, h.bidder, tricks);
    h.honours = side_count(honours_side, h.bidder, honours);
    h.aces = side_count(aces_side, h.bidder, aces);
    h.revoke.reset();
    if (revoke >= 0) h.revoke = revoke;
    h.agreed.reset();
    return h;
}

Json TarolasschForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    tarolassch::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.bidder)) h.bidder = -1;
    auto check = [&](std::optional<std::pair<int, int>>& c) {
        if (c && !valid(c->first)) c.reset();
    };
    check(h.tricks);
    check(h.honours);
    check(h.aces);
    if (h.revoke && !valid(*h.revoke)) h.revoke.reset();
    if (h.dummy_partner && !valid(*h.dummy_partner)) h.dummy_partner.reset();
    Json j = tarolassch::to_json(h, players);
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
    if (h.kind == DealKind::Abbruch) agreed.write(j, players);
    if (h.kind != DealKind::Game) return j;
    if (contract < 0) j.erase("contract");
    // Counts that do not parse are passed on as typed: the core refuses them naming the field.
    auto pass_on = [&](const char* field, int side, const std::string& text) {
        const int seat = side >= 0 ? side : h.bidder;
        if (valid(seat) && !text.empty() && !parse_count(text)) j[field] = Json{{players[static_cast<std::size_t>(seat)], text}};
    };
    pass_on("tricks", tricks_side, tricks);
    pass_on("honours", honours_side, honours);
    pass_on("aces", aces_side, aces);
    return j;
}

TarolasschForm TarolasschForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    TarolasschForm f;
    f.hand = tarolassch::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    if (f.hand.kind == DealKind::Game) f.contract = static_cast<int>(f.hand.contract);
    if (f.hand.first_colour) f.first_colour = static_cast<int>(*f.hand.first_colour);
    if (f.hand.no_colour_first) f.first_colour = kNoColourFirst;
    auto load = [](const std::optional<std::pair<int, int>>& c, int& side, std::string& text) {
        if (!c) return;
        side = c->first;
        text = std::to_string(c->second);
    };
    load(f.hand.tricks, f.tricks_side, f.tricks);
    load(f.hand.honours, f.honours_side, f.honours);
    load(f.hand.aces, f.aces_side, f.aces);
    f.revoke = f.hand.revoke.value_or(-1);
    f.dummy_partner = f.hand.dummy_partner.value_or(-1);
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string TarolasschForm::summary(const std::vector<std::string>& players) const {
    const tarolassch::Hand h = to_hand();
    auto name = [&](int seat) { return pform::seat_name(players, seat); };
    const std::string with_dummy = h.dummy_partner ? trf(" ({} mit dem Strohmann)", name(*h.dummy_partner)) : std::string();
    switch (h.kind) {
        case DealKind::AllPass: return tr("Alle passen") + with_dummy;
        case DealKind::ThrownIn: return tr("Vergeben") + with_dummy;
        case DealKind::Abbruch: return tr("Robber abgebrochen (von Hand)");
        case DealKind::Game: break;
    }
    std::string s = name(h.bidder) + ": " + (contract >= 0 ? tarolassch::contract_name(h.contract) : "?");
    if (h.contra == 1) s += " Contra";
    if (h.contra == 2) s += " Récontra";
    if (h.first_colour) s += trf(" (Atout {})", tarolassch::contract_name(*h.first_colour));
    if (h.no_colour_first) s += tr(" (keine Farbe zuvor)");
    if (h.tricks) s += trf(", {} Stiche {}", h.tricks->second, name(h.tricks->first));
    if (h.honours) s += trf(", {} Figuren {}", h.honours->second, name(h.honours->first));
    if (h.aces) s += trf(", {} Asse {}", h.aces->second, name(h.aces->first));
    if (h.revoke) s += trf(", Renonce {}", name(*h.revoke));
    return s + with_dummy;
}

TarolasschForm new_tarolassch_form(int dealer) {
    TarolasschForm f;
    f.dealer = dealer;
    f.hand.bidder = -1;
    return f;
}

namespace {

using form::player_combo;
using form::radio;
using form::row;

/// A count row: the side (named after one of its players, "des Spielers" = the bidder's side) and
/// the number as typed.
void count_row(const char* label, const char* help, const char* id, int& side, std::string& text, const Deal& deal,
               const std::vector<std::string>& players, AppState* focus) {
    row(label, help);
    ImGui::PushID(id);
    player_combo("##side", side, deal, players, tr("Partei des Spielers"));
    ImGui::SameLine();
    if (focus && focus->focus_form) {
        ImGui::SetKeyboardFocusHere();
        focus->focus_form = false;
    }
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.0f);
    ImGui::InputText("##count", &text);
    ImGui::PopID();
}

void draw_tarolassch_form(AppState& s, TarolasschForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    const TableSetup setup = make_setup(*s.evening);
    tarolassch::Hand& h = f.hand;
    if (!form::begin_table("##tarolasschform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);
    row(tr("Art"), tr("Ein Spiel; alle passen (nichts gezählt); vergeben (derselbe Geber gibt neu); der Robber abgebrochen (von Hand abgerechnet)."));
    radio(tr("Spiel"), h.kind, DealKind::Game, true);
    radio(tr("Alle passen"), h.kind, DealKind::AllPass);
    radio(tr("Vergeben"), h.kind, DealKind::ThrownIn);
    radio(tr("Robber abgebrochen"), h.kind, DealKind::Abbruch);
    const std::optional<int> dummy = tarolassch::dummy_seat(setup);
    if (dummy && h.kind != DealKind::Abbruch) {
        row(tr("Mit dem Strohmann"), tr("Zu dritt: wer in diesem Robber mit dem Strohmann spielt. Das erste Spiel eines Robbers nennt ihn, danach bleibt er bis zum Ende des Robbers (A-T12)."));
        player_combo("##dummy_partner", f.dummy_partner, deal, players, tr("wie bisher"));
    }
    if (h.kind == DealKind::Abbruch) {
        agreed_rows(f.agreed, deal, players, tr("Einen abgebrochenen Robber rechnet das Buch nicht ab: die vereinbarten Einheiten je Spieler (+ bekommt, - zahlt), zusammen 0."));
    } else if (h.kind == DealKind::Game) {
        row(tr("Spiel"), tr("Das Spiel, das stehen blieb; eine Trique: Trefle 2 (T), Pique 3 (P), Carreau 4 (K), Coeur 5 (C), Misère 6 (M), sans atout 6 (S) (001:221-231)."));
        for (int c = 0; c <= static_cast<int>(Contract::SansAtout); ++c) radio(tarolassch::contract_name(static_cast<Contract>(c)), f.contract, c, c == 0);
        row(tr("Angesagt von"), dummy ? tr("Wer das Spiel gemacht hat, auch der Strohmann (sein Partner sagt für ihn an): seine Partei spielt es (Tasten 1-4).")
                                      : tr("Wer das Spiel gemacht hat: seine Partei spielt es (Tasten 1-4). Partner sitzen gegenüber: 1 + 3 gegen 2 + 4."));
        form::player_radios("bidder", h.bidder, deal, players, true);
        row(tr("Contra"), tr("Contra verdoppelt die Trique, Récontra noch einmal; die Honneurs bleiben einfach (001:235-241)."));
        radio("\xE2\x80\x94##contra", h.contra, 0, true);
        radio(tr("Contra##contra"), h.contra, 1);
        radio(tr("Récontra##contra"), h.contra, 2);
        const bool colour = f.contract >= 0 && tarolassch::is_colour(static_cast<Contract>(f.contract));
        if ((h.contra > 0 && f.contract >= 0 && !colour && setup.rules.is("contra_basis", "first_colour")) || f.first_colour != -1) {
            row(tr("Zuerst angesagt"), tr("Hausregel A-T2: bei Contra gegen sans atout oder Misère ist die zuerst angesagte Farbe Atout (001:303-317)."));
            radio(tr("keine##fc"), f.first_colour, -1, true);
            for (int c = 0; c <= static_cast<int>(Contract::Coeur); ++c)
                radio((std::string(tarolassch::contract_name(static_cast<Contract>(c))) + "##fc").c_str(), f.first_colour, c);
            radio(tr("keine Farbe zuvor##fc"), f.first_colour, TarolasschForm::kNoColourFirst);
        }
        count_row(tr("Stiche"), tr("Die Stiche einer Partei (0-13; die andere hat den Rest); ohne Wahl die Partei des Spielers. Taste F2."), "tricks", f.tricks_side, f.tricks,
                  deal, players, &s);
        if (f.contract < 0 || colour || f.first_colour >= 0 || !f.honours.empty())
            count_row(tr("Figuren"), tr("Mit Atout: wie viele der Atout-Figuren A K D B 10 eine Partei im Blatt hatte; ab drei zählen sie (001:217)."), "honours",
                      f.honours_side, f.honours, deal, players, nullptr);
        if (f.contract < 0 || !colour || !f.aces.empty())
            count_row(tr("Asse"), tr("Sans atout: die Asse einer Partei im Blatt; Misère: die Asse in den Stichen einer Partei am Ende (001:245-247)."), "aces", f.aces_side,
                      f.aces, deal, players, nullptr);
        row(tr("Renonce"), tr("Wer die Farbe nicht bekannt hat: Strafe in die Honneurs, seine Partei gewinnt mit diesem Spiel keine Partie (001:400-406, A-T7)."));
        player_combo("##revoke", f.revoke, deal, players, tr("niemand"));
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

/// The Tarolaßch form in the registry (hand_forms.def).
class TarolasschFormUi final : public HandFormOf<TarolasschForm> {
public:
    void clear(int dealer) override { model = new_tarolassch_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = TarolasschForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override { return model.to_json(players, rotation_dealer); }
    void draw(AppState& s, const Deal& deal) override { draw_tarolassch_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return TarolasschForm::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
        if (!ui::no_modifier() || model.hand.kind != DealKind::Game) return;
        form::declarer_keys(s, model.hand.bidder);
        const std::pair<int, Contract> keys[] = {{'T', Contract::Trefle}, {'P', Contract::Pique}, {'K', Contract::Carreau},
                                                 {'C', Contract::Coeur},  {'M', Contract::Misere}, {'S', Contract::SansAtout}};
        for (const auto& [key, c] : keys)
            if (ui::pressed(key)) model.contract = static_cast<int>(c);
    }
    std::string hint(const InputError& refusal) const override {
        if (model.hand.kind == DealKind::Abbruch && refusal.field() == "agreed" && model.agreed.empty())
            return tr("Den abgebrochenen Robber abrechnen: die vereinbarten Einheiten eintragen.");
        if (refusal.field() == "dummy_partner" && model.dummy_partner < 0) return tr("Ein neuer Robber: wählen, wer mit dem Strohmann spielt.");
        if (model.hand.kind != DealKind::Game) return {};
        if (refusal.field() == "contract" && model.contract < 0) return tr("Noch kein Spiel gewählt (Tasten T, P, K, C, M, S).");
        if (refusal.field() == "bidder" && model.hand.bidder < 0) return tr("Noch nicht gewählt, wer das Spiel angesagt hat (Tasten 1-4).");
        if (refusal.field() == "tricks" && model.tricks.empty()) return tr("Noch keine Stiche eingetragen (Taste F2): sieben und mehr zählen.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_tarolassch() { return std::make_unique<TarolasschFormUi>(); }

}  // namespace tarock::app
