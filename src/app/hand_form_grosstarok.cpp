// The Groß-Tarok hand form: view-model conversion and the view (see hand_form_grosstarok.hpp).
#include "app/hand_form_grosstarok.hpp"
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

namespace tarock::app {

using grosstarok::DealKind;
using grosstarok::KingResult;
using grosstarok::MisereResult;
using grosstarok::MisereTiming;
using grosstarok::PagatResult;
using grosstarok::VoleTiming;

grosstarok::Hand GrossTarokForm::to_hand() const {
    grosstarok::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) {
        grosstarok::Hand g;
        g.kind = h.kind;
        g.dealer = h.dealer;
        g.note = h.note;
        return g;
    }
    h.points.clear();
    for (std::size_t seat = 0; seat < points.size(); ++seat)
        if (const auto t = pform::parse_points(points[seat])) h.points.emplace_back(static_cast<int>(seat), *t);
    h.scat.reset();
    if (const auto t = pform::parse_points(scat)) h.scat = *t;
    ansage::apply_tarocks(h.ansagen, tarocks_text);
    if (game != GrossTarokGame::Misere) h.misere.reset();
    else if (!h.misere) h.misere = grosstarok::Misere{};
    if (game != GrossTarokGame::DoppelMisere) h.doppel_misere.clear();
    else h.doppel_misere.resize(2, -1);
    if (game != GrossTarokGame::Vole) h.vole.reset();
    else if (!h.vole) h.vole = grosstarok::Vole{};
    h.agreed.reset();
    return h;
}

Json GrossTarokForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    grosstarok::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    // Open choices are left out of the record, so the core names the missing field.
    const std::vector<std::size_t> kept = ansage::keep_chosen(h.ansagen, n);  // index in hand.ansagen of every announcement written
    if (h.premien.pagat && !valid(h.premien.pagat->player)) h.premien.pagat.reset();
    std::erase_if(h.premien.kings, [&](const grosstarok::KingEvent& k) { return !valid(k.player); });
    if (h.premien.mond_ultimo && !valid(*h.premien.mond_ultimo)) h.premien.mond_ultimo.reset();
    const bool no_misere_player = h.misere && !valid(h.misere->player);
    if (no_misere_player) h.misere->player = 0;
    const bool no_vole_player = h.vole && !valid(h.vole->player);
    if (no_vole_player) h.vole->player = 0;
    const bool open_doppel = !h.doppel_misere.empty() && !(valid(h.doppel_misere[0]) && valid(h.doppel_misere[1]));
    if (open_doppel) h.doppel_misere.clear();
    Json j = grosstarok::to_json(h, players);
    if (no_misere_player) j["misere"].erase("player");
    if (no_vole_player) j["vole"].erase("player");
    if (open_doppel) j["doppel_misere"] = Json::array();
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
    if (h.kind != DealKind::Game) return j;
    // Texts that do not parse are passed on as typed: the core refuses them naming the field.
    for (std::size_t seat = 0; seat < points.size() && seat < players.size(); ++seat)
        if (!points[seat].empty() && !pform::parse_points(points[seat])) j["points"][players[seat]] = points[seat];
    if (!scat.empty() && !pform::parse_points(scat)) j["scat"] = scat;
    ansage::write_tarocks(j, h.ansagen, kept, tarocks_text, players);
    if (!agreed.empty()) agreed.write(j, players);
    return j;
}

GrossTarokForm GrossTarokForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    GrossTarokForm f;
    f.hand = grosstarok::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    f.points.assign(players.size(), "");
    for (const auto& [seat, t] : f.hand.points)
        if (seat >= 0 && static_cast<std::size_t>(seat) < players.size()) f.points[static_cast<std::size_t>(seat)] = pform::points_text(t);
    f.scat = pform::points_text(f.hand.scat);
    f.game = f.hand.misere ? GrossTarokGame::Misere
             : !f.hand.doppel_misere.empty() ? GrossTarokGame::DoppelMisere
             : f.hand.vole ? GrossTarokGame::Vole
                           : GrossTarokGame::Cards;
    f.tarocks_text = ansage::tarocks_texts(f.hand.ansagen);
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string GrossTarokForm::summary(const std::vector<std::string>& players) const {
    const grosstarok::Hand h = to_hand();
    if (h.kind == DealKind::ThrownIn) return tr("Eingeworfen");
    std::string s;
    switch (game) {
        case GrossTarokGame::Cards: s = tr("Kartenpunkte"); break;
        case GrossTarokGame::Misere:
            s = h.misere->result == MisereResult::Made     ? trf("Misère {} gemacht", pform::seat_name(players, h.misere->player))
                : h.misere->result == MisereResult::Failed ? trf("Misère {} verloren", pform::seat_name(players, h.misere->player))
                                                           : trf("Misère {} aufgegeben", pform::seat_name(players, h.misere->player));
            break;
        case GrossTarokGame::DoppelMisere:
            s = trf("Doppelte Misère {} und {}", pform::seat_name(players, h.doppel_misere[0]), pform::seat_name(players, h.doppel_misere[1]));
            break;
        case GrossTarokGame::Vole: s = h.vole->made ? trf("Vole {}", pform::seat_name(players, h.vole->player)) : trf("Vole {} verloren", pform::seat_name(players, h.vole->player)); break;
    }
    for (const auto& [seat, t] : h.points) s += ", " + pform::seat_name(players, seat) + " " + t.to_string();
    if (!h.ansagen.empty()) s += h.ansagen.size() == 1 ? std::string(tr(", 1 Ansage")) : trf(", {} Ansagen", h.ansagen.size());
    if (h.premien.pagat) s += trf(", Pagat {}", pform::seat_name(players, h.premien.pagat->player));
    if (!h.premien.kings.empty()) s += h.premien.kings.size() == 1 ? std::string(tr(", 1 König")) : trf(", {} Könige", h.premien.kings.size());
    if (h.premien.mond_ultimo) s += trf(", Mond ultimo {}", pform::seat_name(players, *h.premien.mond_ultimo));
    return s;
}

GrossTarokForm new_grosstarok_form(int dealer) {
    GrossTarokForm f;
    f.dealer = dealer;
    return f;
}

namespace {

using form::player_combo;
using form::radio;
using form::row;

const char* kSuitNames[] = {"Coeur", "Carreau", "Pique", "Treff"};

void draw_grosstarok_form(AppState& s, GrossTarokForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    const TableSetup setup = make_setup(*s.evening);
    grosstarok::Hand& h = f.hand;
    if (f.points.size() < players.size()) f.points.resize(players.size());
    if (f.tarocks_text.size() < h.ansagen.size()) f.tarocks_text.resize(h.ansagen.size());
    if (!form::begin_table("##grosstarokform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);

    row(tr("Art"));
    radio(tr("Spiel"), h.kind, DealKind::Game, true);
    radio(tr("Eingeworfen"), h.kind, DealKind::ThrownIn);
    ui::tooltip(tr("Derselbe Geber gibt neu, ohne Zahlung."));

    if (h.kind == DealKind::Game) {
        row(tr("Spiel"), tr("Gewöhnlich (Kartenpunkte über und unter 26), Misère, zwei ohne Stich, Vole."));
        radio(tr("Kartenpunkte"), f.game, GrossTarokGame::Cards, true);
        radio(tr("Misère"), f.game, GrossTarokGame::Misere);
        radio(tr("Doppelte Misère"), f.game, GrossTarokGame::DoppelMisere);
        radio(tr("Vole"), f.game, GrossTarokGame::Vole);
        if (f.game == GrossTarokGame::Misere) {
            if (!h.misere) h.misere = grosstarok::Misere{};
            row(tr("  Misère"), tr("Wer keinen Stich macht: still 26, zu Beginn angesagt 36, vor dem 13. Stich 31 (000:2127-2133)."));
            player_combo("##misere", h.misere->player, deal, players, tr("wer?"));
            radio(tr("still##mt"), h.misere->timing, MisereTiming::Silent);
            radio(tr("zu Beginn##mt"), h.misere->timing, MisereTiming::Start);
            radio(tr("vor dem 13.##mt"), h.misere->timing, MisereTiming::Before13);
            form::continue_row();
            radio(tr("gemacht##mr"), h.misere->result, MisereResult::Made, true);
            radio(tr("verloren##mr"), h.misere->result, MisereResult::Failed);
            radio(tr("aufgegeben##mr"), h.misere->result, MisereResult::GivenUp);
            if (h.misere->result == MisereResult::GivenUp)
                manual::agreed_rows(f.agreed, deal, players, tr("Die aufgegebene Misère rechnet das Buch nicht aus (000:2131, A-G13): was jeder bekommt (+) oder zahlt (-), zusammen 0."));
        } else if (f.game == GrossTarokGame::DoppelMisere) {
            h.doppel_misere.resize(2, -1);
            row(tr("  ohne Stich"), tr("Die zwei, die keinen Stich gemacht haben: sie zahlen dem dritten je 26 (000:2123)."));
            player_combo("##dm0", h.doppel_misere[0], deal, players, tr("wer?"));
            ImGui::SameLine();
            player_combo("##dm1", h.doppel_misere[1], deal, players, tr("wer?"));
        } else if (f.game == GrossTarokGame::Vole) {
            if (!h.vole) h.vole = grosstarok::Vole{};
            row(tr("  Vole"), tr("Alle Stiche: still 26, beim ersten Ausspielen angesagt 52, nach dem 12. Stich 38, nach dem 19. 31 (000:2141-2145)."));
            player_combo("##vole", h.vole->player, deal, players, tr("wer?"));
            radio(tr("still##vt"), h.vole->timing, VoleTiming::Silent);
            radio(tr("zu Beginn##vt"), h.vole->timing, VoleTiming::First);
            radio(tr("nach dem 12.##vt"), h.vole->timing, VoleTiming::After12);
            radio(tr("nach dem 19.##vt"), h.vole->timing, VoleTiming::After19);
            form::continue_row();
            radio(tr("gemacht##vr"), h.vole->made, true, true);
            radio(tr("verloren##vr"), h.vole->made, false);
            ImGui::SameLine();
            ImGui::Checkbox(tr("mit Pagat Ultimo (+15)"), &h.vole->ultimo);
        }

        row(tr("Kartenpunkte"), tr("Ganze Punkte je Spieler (zwei genügen: der dritte hat den Rest von 78); der Scat zählt für den Geber. Bei Misère und Vole nur, wo abgerechnet wird. Taste F2."));
        form::per_player_inputs(s, f.points, deal, players);
        if (setup.rules.is("scat", "not_counted") || !f.scat.empty()) {
            row(tr("Scat"), tr("Die Punkte im Scat, wenn er nicht zählt (Hausregel A-G8)."));
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.0f);
            ImGui::InputText("##scat", &f.scat);
        }

        ansage::ansagen_rows(h.ansagen, f.tarocks_text, deal, players,
                             tr("Vor dem ersten Ausspielen, in der Reihenfolge Vorhand, Mittelhand, Geber; jede zahlt jeder andere (000:2095)."), "21 19 18 17");

        if (f.game != GrossTarokGame::DoppelMisere && !(f.game == GrossTarokGame::Vole && h.vole && h.vole->made)) {
            row(tr("Pagat"), tr("Eingebracht oder abgefangen 5, Ultimo oder im letzten Stich abgefangen 15, von / an jeden (000:2111-2113)."));
            int who = h.premien.pagat ? h.premien.pagat->player : -1;
            player_combo("##pagat", who, deal, players, tr("nichts"));
            if (who >= 0) {
                if (!h.premien.pagat) h.premien.pagat = grosstarok::PagatEvent{who, PagatResult::Home};
                h.premien.pagat->player = who;
                radio(tr("eingebracht##pr"), h.premien.pagat->result, PagatResult::Home);
                radio(tr("abgefangen##pr"), h.premien.pagat->result, PagatResult::Caught);
                radio(tr("Ultimo##pr"), h.premien.pagat->result, PagatResult::Ultimo);
                radio(tr("im letzten gefangen##pr"), h.premien.pagat->result, PagatResult::CaughtLast);
            } else {
                h.premien.pagat.reset();
            }
            row(tr("Könige"), tr("Eingebracht 5, abgefangen 5, Ultimo 10, von / an jeden; vom Misère-Spieler abgeworfen: frei (000:2115-2117)."));
            for (int i = 0; i < 4; ++i) {
                ImGui::PushID(600 + i);
                if (i > 0) form::continue_row();
                const Suit suit = static_cast<Suit>(i);
                auto it = std::find_if(h.premien.kings.begin(), h.premien.kings.end(), [&](const grosstarok::KingEvent& k) { return k.suit == suit; });
                int kw = it == h.premien.kings.end() ? -1 : it->player;
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(kSuitNames[i]);
                ImGui::SameLine(ImGui::GetFontSize() * 5.0f);
                player_combo("##king", kw, deal, players, tr("nichts"));
                if (kw < 0) {
                    if (it != h.premien.kings.end()) h.premien.kings.erase(it);
                } else {
                    if (it == h.premien.kings.end()) {
                        h.premien.kings.push_back(grosstarok::KingEvent{kw, suit, KingResult::Home});
                        it = h.premien.kings.end() - 1;
                    }
                    it->player = kw;
                    radio(tr("eingebracht##kr"), it->result, KingResult::Home);
                    radio(tr("abgefangen##kr"), it->result, KingResult::Caught);
                    radio(tr("Ultimo##kr"), it->result, KingResult::Ultimo);
                    if (f.game == GrossTarokGame::Misere) radio(tr("abgeworfen##kr"), it->result, KingResult::Discarded);
                }
                ImGui::PopID();
            }
            row(tr("Mond ultimo"), tr("Der Mond gewinnt den letzten Stich: 10 von jedem (000:2115)."));
            int mond = h.premien.mond_ultimo.value_or(-1);
            player_combo("##mond", mond, deal, players, tr("niemand"));
            if (mond >= 0) h.premien.mond_ultimo = mond;
            else h.premien.mond_ultimo.reset();
        }
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

/// The Groß-Tarok form in the registry (hand_forms.def).
class GrossTarokFormUi final : public HandFormOf<GrossTarokForm> {
public:
    void clear(int dealer) override { model = new_grosstarok_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = GrossTarokForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override { return model.to_json(players, rotation_dealer); }
    void draw(AppState& s, const Deal& deal) override { draw_grosstarok_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return GrossTarokForm::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
    }
    std::string hint(const InputError& refusal) const override {
        if (model.hand.kind != DealKind::Game) return {};
        if (refusal.field() == "points" && std::all_of(model.points.begin(), model.points.end(), [](const std::string& p) { return p.empty(); }))
            return tr("Noch keine Kartenpunkte eingetragen (Taste F2): über 26 gewinnt.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_grosstarok() { return std::make_unique<GrossTarokFormUi>(); }

}  // namespace tarock::app
