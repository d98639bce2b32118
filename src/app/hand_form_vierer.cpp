// The hand form of Tarok for four active players: view-model conversion and the view (see
// hand_form_vierer.hpp).
#include "app/hand_form_vierer.hpp"
#include "app/lang.hpp"

#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_form_ansagen.hpp"
#include "app/hand_form_partnership.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"
#include "session/evening.hpp"

namespace tarock::app {

using vierer::Alone;
using vierer::DealKind;
using vierer::DemandedCard;

namespace {

/// "Anna + Christl": the side (seats 1 + 3 or 2 + 4) of `seat`.
std::string side_text(const std::vector<std::string>& players, int seat) {
    if (seat < 0 || static_cast<std::size_t>(seat) >= players.size() || players.size() < 4) return "?";
    const int a = seat % 2;
    return players[static_cast<std::size_t>(a)] + " + " + players[static_cast<std::size_t>(a + 2)];
}

}  // namespace

vierer::Hand ViererForm::to_hand() const {
    vierer::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) {
        vierer::Hand g;
        g.kind = h.kind;
        g.dealer = h.dealer;
        g.note = h.note;
        return g;
    }
    h.points.reset();
    if (side >= 0)
        if (const auto t = pform::parse_points(points)) h.points = std::make_pair(side, *t);
    h.partner.reset();
    if (h.alone == Alone::Called && partner >= 0) h.partner = partner;
    h.demanded_from.reset();
    if (h.alone == Alone::Demand && demanded_from >= 0) h.demanded_from = demanded_from;
    if (h.alone != Alone::Demand) h.demanded = DemandedCard::Andere;
    if (h.alone != Alone::Called) h.fortsetzung = 0;
    ansage::apply_tarocks(h.ansagen, tarocks_text);
    h.agreed.reset();
    return h;
}

Json ViererForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    vierer::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.declarer)) h.declarer = -1;
    if (h.points && !valid(h.points->first)) h.points.reset();
    if (h.partner && !valid(*h.partner)) h.partner.reset();
    if (h.demanded_from && !valid(*h.demanded_from)) h.demanded_from.reset();
    // Open choices are left out of the record, so the core names the missing field.
    const std::vector<std::size_t> kept = ansage::keep_chosen(h.ansagen, n);  // index in hand.ansagen of every announcement written
    Json j = vierer::to_json(h, players);
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
    switch (h.kind) {
        case DealKind::ThrownIn: return j;
        case DealKind::Partie: agreed.write(j, players); return j;
        case DealKind::AllPass:
            if (!agreed.empty()) agreed.write(j, players);
            return j;
        case DealKind::Game: break;
    }
    // Texts that do not parse are passed on as typed: the core refuses them naming the field.
    if (valid(side) && !points.empty() && !pform::parse_points(points)) j["points"] = Json{{players[static_cast<std::size_t>(side)], points}};
    // Alone and demanding, the opponent not chosen yet: the core asks for "demanded.from".
    if (h.alone == Alone::Demand && !h.demanded_from) j["demanded"] = Json::object();
    ansage::write_tarocks(j, h.ansagen, kept, tarocks_text, players);
    // (b) the game's result is agreed by hand; (a) a game has none (the core refuses it if typed).
    if (h.declarer >= 0 || !agreed.empty()) agreed.write(j, players);
    return j;
}

ViererForm ViererForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    ViererForm f;
    f.hand = vierer::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    if (f.hand.points) {
        f.side = f.hand.points->first;
        f.points = pform::points_text(f.hand.points->second);
    }
    f.partner = f.hand.partner.value_or(-1);
    f.demanded_from = f.hand.demanded_from.value_or(-1);
    f.tarocks_text = ansage::tarocks_texts(f.hand.ansagen);
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string ViererForm::summary(const std::vector<std::string>& players) const {
    const vierer::Hand h = to_hand();
    auto name = [&](int seat) { return pform::seat_name(players, seat); };
    switch (h.kind) {
        case DealKind::ThrownIn: return tr("Eingeworfen");
        case DealKind::Partie: return tr("Partie abgerechnet (von Hand)");
        case DealKind::AllPass: return agreed.empty() ? tr("Die Vorhand passt") : tr("Die Vorhand passt (von Hand)");
        case DealKind::Game: break;
    }
    std::string s;
    if (h.declarer < 0) {
        s = trf("Partei {} {} Punkte", side_text(players, side), points.empty() ? std::string("?") : points);
    } else {
        s = name(h.declarer);
        switch (h.alone) {
            case Alone::Called: s += trf(" ruft {}", h.partner ? name(*h.partner) : std::string("?")); break;
            case Alone::Demand:
                s += h.demanded == DemandedCard::Mond     ? trf(" allein, fordert den Mond von {}", h.demanded_from ? name(*h.demanded_from) : std::string("?"))
                     : h.demanded == DemandedCard::Koenig ? trf(" allein, fordert einen König von {}", h.demanded_from ? name(*h.demanded_from) : std::string("?"))
                                                          : trf(" allein, fordert eine Karte von {}", h.demanded_from ? name(*h.demanded_from) : std::string("?"));
                break;
            case Alone::Solo: s += tr(" Solo"); break;
        }
    }
    if (!h.ansagen.empty()) s += h.ansagen.size() == 1 ? std::string(tr(", 1 Ansage")) : trf(", {} Ansagen", h.ansagen.size());
    if (h.fortsetzung) s += trf(", {} anschließende Matadore", h.fortsetzung);
    if (h.declarer >= 0) s += tr(", Ergebnis von Hand");
    return s;
}

ViererForm new_vierer_form(int dealer) {
    ViererForm f;
    f.dealer = dealer;
    return f;
}

namespace {

using form::player_combo;
using form::radio;
using form::row;

/// The announcements (Groß-Tarok's catalogue; the core refuses what mode (b) does not know,
/// 000:2195-2197).
void ansagen_rows(ViererForm& f, const Deal& deal, const std::vector<std::string>& players, const char* help) {
    ansage::ansagen_rows(f.hand.ansagen, f.tarocks_text, deal, players, help, "21 20 19");
}

/// The first text field of the next row takes the keyboard when F2 was pressed.
void focus_here(AppState& s) {
    if (!s.focus_form) return;
    ImGui::SetKeyboardFocusHere();
    s.focus_form = false;
}

bool rufer_mode(const AppState& s) {
    return s.evening && vierer::mode_of(make_setup(*s.evening).rules) == vierer::Mode::Rufer;
}

void draw_partner_game(AppState& s, ViererForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    row(tr("Kartenpunkte"), tr("Die Kartenpunkte einer Partei (von 78; die andere hat den Rest), benannt nach einem ihrer Spieler: Tasten 1-4 wählen ihn, F2 springt ins Feld."));
    form::player_radios("side", f.side, deal, players, true);
    form::continue_row();
    focus_here(s);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
    ImGui::InputTextWithHint("##points", tr("z. B. 44"), &f.points);
    if (f.side >= 0) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", trf("Punkte von {}", side_text(players, f.side)).c_str());
    }
    ansagen_rows(f, deal, players, tr("Groß-Taroks Ansagen; jede zahlen alle drei anderen, auch der Partner (000:2185)."));
}

void draw_rufer_game(AppState& s, ViererForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    vierer::Hand& h = f.hand;
    row(tr("Spieler"), tr("Die Vorhand spielt: sie ruft einen König oder spielt allein (Tasten 1-4)."));
    form::player_radios("declarer", h.declarer, deal, players, true);
    row(tr("Spielart"), tr("Einen König rufen (Taste R), allein mit einer abgeforderten Karte (Taste A) oder Solo (Taste S), 000:2189-2191."));
    radio(tr("König rufen"), h.alone, Alone::Called, true);
    radio(tr("allein, Karte fordern"), h.alone, Alone::Demand);
    radio(tr("Solo"), h.alone, Alone::Solo);
    if (h.alone == Alone::Called) {
        row(tr("Gerufen"), tr("Wer den gerufenen König hält: der Partner."));
        player_combo("##partner", f.partner, deal, players, tr("\xE2\x80\x94 wer?"));
        row(tr("Anschließend"), tr("Matadore des Partners, die die Folge des Spielers fortsetzen (oder umgekehrt): je 5, von jedem Gegner an beide (000:2201)."));
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
        ImGui::InputInt("##fortsetzung", &h.fortsetzung);
        h.fortsetzung = std::clamp(h.fortsetzung, 0, 18);
        if (h.declarer >= 0 && f.partner >= 0) {
            std::string others;
            for (int p : deal.active)
                if (p != h.declarer && p != f.partner) others += (others.empty() ? "" : ", ") + players[static_cast<std::size_t>(p)];
            pform::parties_line({trf("{} + {} gegen {}", players[static_cast<std::size_t>(h.declarer)], players[static_cast<std::size_t>(f.partner)], others), ""});
        }
    } else if (h.alone == Alone::Demand) {
        row(tr("Abgefordert"), tr("Die Karte, die der Spieler einem Gegner abfordert (nie den Sküs): 5 an ihn, der Mond 10 (000:2191)."));
        player_combo("##from", f.demanded_from, deal, players, tr("\xE2\x80\x94 von wem"));
        radio(tr("Mond (10)##dc"), h.demanded, DemandedCard::Mond);
        radio(tr("König##dc"), h.demanded, DemandedCard::Koenig);
        radio(tr("andere##dc"), h.demanded, DemandedCard::Andere);
    }
    ansagen_rows(f, deal, players, tr("Nur zehn Taroks, drei und mehr Matadore vom Mond abwärts, Cavallerie und Königreich zählen; vom Spieler zahlen beide Gegner und der Partner (000:2195-2197)."));
    focus_here(s);
    agreed_rows(f.agreed, deal, players, tr("Gewinn, Verlust und Einsatz nennt das Buch nicht (A-Q2): was jeder bekommt (+) oder zahlt (-), zusammen 0. Taste F2."));
}

void draw_vierer_form(AppState& s, ViererForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    const bool rufer = rufer_mode(s);
    vierer::Hand& h = f.hand;
    if (!form::begin_table("##viererform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);
    row(tr("Art"), rufer ? tr("Ein Spiel, die Vorhand passt, oder eingeworfen.") : tr("Ein Spiel, das Ergebnis der Partie (nach vier Spielen, von Hand), oder eingeworfen."));
    radio(tr("Spiel"), h.kind, DealKind::Game, true);
    if (rufer) radio(tr("Vorhand passt"), h.kind, DealKind::AllPass);
    else radio(tr("Partie abrechnen"), h.kind, DealKind::Partie);
    radio(tr("Eingeworfen"), h.kind, DealKind::ThrownIn);
    switch (h.kind) {
        case DealKind::Game:
            if (rufer) draw_rufer_game(s, f, deal);
            else draw_partner_game(s, f, deal);
            break;
        case DealKind::Partie:
            focus_here(s);
            agreed_rows(f.agreed, deal, players, tr("Was eine Partie wert ist, sagt das Buch nicht (000:2187, A-Q1): das vereinbarte Ergebnis, zusammen 0. Der Vorschlag des Hilfsmodells steht in der Vorschau. Taste F2."));
            break;
        case DealKind::AllPass:
            focus_here(s);
            agreed_rows(f.agreed, deal, players, tr("Eine Zahlung für das Passen nennt das Buch nicht (A-Q2): nur eintragen, wenn eine vereinbart ist."));
            break;
        case DealKind::ThrownIn: break;
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

/// The Tarok-for-four form in the registry (hand_forms.def).
class ViererFormUi final : public HandFormOf<ViererForm> {
public:
    void clear(int dealer) override { model = new_vierer_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = ViererForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override { return model.to_json(players, rotation_dealer); }
    void draw(AppState& s, const Deal& deal) override { draw_vierer_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return ViererForm::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
        if (!ui::no_modifier() || model.hand.kind != DealKind::Game) return;
        if (!rufer_mode(s)) {
            form::declarer_keys(s, model.side);
            return;
        }
        form::declarer_keys(s, model.hand.declarer);
        if (ui::pressed('R')) model.hand.alone = Alone::Called;
        if (ui::pressed('A')) model.hand.alone = Alone::Demand;
        if (ui::pressed('S')) model.hand.alone = Alone::Solo;
    }
    std::string hint(const InputError& refusal) const override {
        const vierer::Hand& h = model.hand;
        if (h.kind == DealKind::Partie && refusal.field() == "agreed" && model.agreed.empty())
            return tr("Noch kein Ergebnis der Partie eingetragen (Taste F2): was vereinbart ist, zusammen 0.");
        if (h.kind != DealKind::Game) return {};
        if (refusal.field() == "points" && (model.side < 0 || model.points.empty()))
            return tr("Noch keine Kartenpunkte: Partei mit den Tasten 1-4 wählen, Punkte mit F2 eintragen.");
        if (refusal.field() == "declarer" && h.declarer < 0) return tr("Noch kein Spieler gewählt (Tasten 1-4, die Vorhand).");
        if (refusal.field() == "called" && model.partner < 0) return tr("Wer hält den gerufenen König?");
        if (refusal.field() == "agreed" && model.agreed.empty())
            return tr("Das Ergebnis des Spiels wird von Hand eingetragen (Taste F2): was jeder bekommt oder zahlt.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_vierer() { return std::make_unique<ViererFormUi>(); }

}  // namespace tarock::app
