// The hand form of the 1756 Taroc for three: view-model conversion and the view (see
// hand_form_taroc1756.hpp).
#include "app/hand_form_taroc1756.hpp"
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

using taroc1756::DealKind;
using taroc1756::Fehler;
using taroc1756::HonneurKind;
using taroc1756::PagatResult;

namespace {

using ansage::tarock_tokens;
using ansage::tarocks_to_text;

const char* fehler_id(Fehler f) {
    switch (f) {
        case Fehler::Renonce: return "renonce";
        case Fehler::PagatRenonce: return "pagat_renonce";
        case Fehler::ZuVieleHonneurs: return "zu_viele_honneurs";
    }
    return "";
}

}  // namespace

taroc1756::Hand Taroc1756Form::to_hand() const {
    taroc1756::Hand h = hand;
    h.dealer = dealer;
    if (h.kind == DealKind::Misdeal) {
        taroc1756::Hand g;
        g.kind = h.kind;
        g.dealer = h.dealer;
        g.note = h.note;
        return g;
    }
    h.points.clear();
    for (std::size_t seat = 0; seat < points.size(); ++seat)
        if (const auto t = pform::parse_points(points[seat])) h.points.emplace_back(static_cast<int>(seat), *t);
    h.scar.reset();
    if (const auto t = pform::parse_points(scar)) h.scar = *t;
    for (std::size_t i = 0; i < h.honneurs.size(); ++i) {
        auto& x = h.honneurs[i].second;
        if (x.kind == HonneurKind::Matadors) {
            x.skues = true;
            x.tarocks.clear();
            if (i < tarocks_text.size())
                for (const Json& tok : tarock_tokens(tarocks_text[i]))
                    if (tok.is_number_integer()) x.tarocks.push_back(tok.get<int>());
        } else {
            x.tarocks.clear();
        }
        if (x.kind == HonneurKind::Skues) x.skues = true;
        if (x.kind != HonneurKind::Cavalerie && x.kind != HonneurKind::VierKoenige && x.kind != HonneurKind::Matadors && x.kind != HonneurKind::Skues)
            x.skues = false;
        if (x.kind != HonneurKind::Cavalerie) x.scar = false;
    }
    h.pagat.reset();
    if (pagat >= 0) h.pagat = std::make_pair(pagat, pagat_result);
    h.skues_only.reset();
    if (skues_only >= 0) h.skues_only = skues_only;
    if (h.kind == DealKind::FalscherScar) {
        // The game is void: only the honours announced count (004:124).
        h.points.clear();
        h.scar.reset();
        h.pagat.reset();
        h.fehler.clear();
        h.skues_only.reset();
    }
    return h;
}

Json Taroc1756Form::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    taroc1756::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    std::erase_if(h.points, [&](const auto& p) { return !valid(p.first); });
    if (h.pagat && !valid(h.pagat->first)) h.pagat.reset();
    if (h.skues_only && !valid(*h.skues_only)) h.skues_only.reset();
    // Open choices are left out of the record, so the core names the missing field.
    std::vector<std::size_t> kept;  // index in hand.honneurs of every honour written
    std::vector<std::pair<int, taroc1756::Honneur>> honneurs;
    for (std::size_t i = 0; i < h.honneurs.size(); ++i)
        if (valid(h.honneurs[i].first)) {
            honneurs.push_back(h.honneurs[i]);
            kept.push_back(i);
        }
    h.honneurs = honneurs;
    std::vector<std::size_t> open_fehler;  // faults whose player is not chosen yet
    std::vector<std::pair<int, Fehler>> fehler;
    for (std::size_t i = 0; i < h.fehler.size(); ++i) {
        if (valid(h.fehler[i].first)) fehler.push_back(h.fehler[i]);
        else open_fehler.push_back(i);
    }
    h.fehler = fehler;
    Json j = taroc1756::to_json(h, players);
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
    if (h.kind == DealKind::Misdeal) return j;
    std::vector<int> per_player(players.size(), 0);
    for (std::size_t k = 0; k < kept.size(); ++k) {
        const auto& [seat, x] = h.honneurs[k];
        const int at = per_player[static_cast<std::size_t>(seat)]++;
        const std::size_t i = kept[k];
        if (x.kind != HonneurKind::Matadors || i >= tarocks_text.size()) continue;
        j["honneurs"][players[static_cast<std::size_t>(seat)]][static_cast<std::size_t>(at)]["tarocks"] = tarock_tokens(tarocks_text[i]);
    }
    if (h.kind != DealKind::Game) return j;
    // Texts that do not parse are passed on as typed: the core refuses them naming the field.
    for (std::size_t seat = 0; seat < points.size() && seat < players.size(); ++seat)
        if (!points[seat].empty() && !pform::parse_points(points[seat])) j["points"][players[seat]] = points[seat];
    if (!scar.empty() && !pform::parse_points(scar)) j["scar"] = scar;
    // A fault without its player: the core asks "fehler[i].player".
    for (std::size_t i : open_fehler) j["fehler"].push_back(Json{{"fehler", fehler_id(hand.fehler[i].second)}});
    return j;
}

Taroc1756Form Taroc1756Form::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    Taroc1756Form f;
    f.hand = taroc1756::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    f.points.assign(players.size(), "");
    for (const auto& [seat, t] : f.hand.points)
        if (seat >= 0 && static_cast<std::size_t>(seat) < players.size()) f.points[static_cast<std::size_t>(seat)] = pform::points_text(t);
    f.scar = pform::points_text(f.hand.scar);
    for (const auto& [seat, x] : f.hand.honneurs) f.tarocks_text.push_back(x.kind == HonneurKind::Matadors ? tarocks_to_text(x.tarocks) : "");
    if (f.hand.pagat) {
        f.pagat = f.hand.pagat->first;
        f.pagat_result = f.hand.pagat->second;
    }
    f.skues_only = f.hand.skues_only.value_or(-1);
    return f;
}

std::string Taroc1756Form::summary(const std::vector<std::string>& players) const {
    const taroc1756::Hand h = to_hand();
    auto name = [&](int seat) { return pform::seat_name(players, seat); };
    if (h.kind == DealKind::Misdeal) return trf("Vergeben: {} zahlt jedem 5", name(dealer));
    std::string s = h.kind == DealKind::FalscherScar ? tr("Falscher Scar") : tr("Points");
    for (const auto& [seat, t] : h.points) s += ", " + name(seat) + " " + t.to_string();
    if (!h.honneurs.empty()) s += h.honneurs.size() == 1 ? std::string(tr(", 1 Honneur")) : trf(", {} Honneurs", h.honneurs.size());
    if (h.pagat)
        s += h.pagat->second == PagatResult::Lost       ? trf(", Pagat {} überstochen", name(h.pagat->first))
             : h.pagat->second == PagatResult::LostLast ? trf(", Pagat {} im letzten verloren", name(h.pagat->first))
                                                        : trf(", Pagat {} macht den letzten Stich", name(h.pagat->first));
    for (const auto& [seat, f] : h.fehler)
        s += f == Fehler::Renonce        ? trf(", {} Renonce", name(seat))
             : f == Fehler::PagatRenonce ? trf(", {} Pagat-Renonce", name(seat))
                                         : trf(", {} zu viele Honneurs", name(seat));
    if (h.skues_only) s += trf(", {} nur der Scüs", name(*h.skues_only));
    return s;
}

Taroc1756Form new_taroc1756_form(int dealer) {
    Taroc1756Form f;
    f.dealer = dealer;
    return f;
}

namespace {

using form::player_combo;
using form::radio;
using form::row;

const char* kSuitNames[] = {"Coeur", "Carreau", "Pique", "Treffle"};

/// One honour's inputs on its line(s).
void honneur_inputs(taroc1756::Honneur& x, std::string& tarocks) {
    const char* kinds[] = {tr("Matadors"), tr("Zehn Tarocs"), tr("Cavalerie"), tr("Vier Könige"), tr("Vier Damen"), tr("Scüs")};
    int k = static_cast<int>(x.kind);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    if (ImGui::Combo("##kind", &k, kinds, 6)) {
        x = taroc1756::Honneur{};
        x.kind = static_cast<HonneurKind>(k);
        x.skues = x.kind == HonneurKind::Matadors || x.kind == HonneurKind::Skues;
    }
    switch (x.kind) {
        case HonneurKind::Matadors:
            ImGui::SameLine();
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
            ImGui::InputTextWithHint("##tarocks", "21 1 20 19", &tarocks);
            ui::tooltip(tr("Die Tarocs: 21 = Mongue, 1 = Pagat und die folgenden (XX, XIX .. / II, III ..); der Scüs gehört immer dazu."));
            break;
        case HonneurKind::Cavalerie: {
            int v = static_cast<int>(x.suit);
            for (int i = 0; i < 4; ++i) radio((std::string(kSuitNames[i]) + "##suit").c_str(), v, i);
            x.suit = static_cast<Suit>(v);
            ImGui::SameLine();
            ImGui::Checkbox(tr("mit Scüs"), &x.skues);
            ui::tooltip(tr("Drei Figuren und der Scüs: die halbe Cavalerie, 5 (004:131)."));
            ImGui::SameLine();
            ImGui::Checkbox(tr("in den Scar"), &x.scar);
            ui::tooltip(tr("Der Geber hat einen Teil davon in den Scar gelegt: die Zahlung geht zurück (004:132)."));
            break;
        }
        case HonneurKind::VierKoenige:
            ImGui::SameLine();
            ImGui::Checkbox(tr("Scüs als vierter"), &x.skues);
            break;
        case HonneurKind::ZehnTarocs:
        case HonneurKind::VierDamen:
        case HonneurKind::Skues: break;
    }
    ImGui::SameLine();
    ImGui::Checkbox(tr("zu spät"), &x.late);
    ui::tooltip(tr("Nach der ersten Karte angesagt: gilt nicht (004:122)."));
}

void draw_taroc1756_form(AppState& s, Taroc1756Form& f, const Deal& deal) {
    const auto& players = s.evening->players;
    const TableSetup setup = make_setup(*s.evening);
    taroc1756::Hand& h = f.hand;
    if (f.points.size() < players.size()) f.points.resize(players.size());
    if (f.tarocks_text.size() < h.honneurs.size()) f.tarocks_text.resize(h.honneurs.size());
    if (!form::begin_table("##taroc1756form")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);

    row(tr("Art"), tr("Ein Spiel; vergeben (der Geber zahlt jedem 5 und gibt neu, 004:123); ein falscher Scar am Ende entdeckt (das Spiel gilt nicht, 004:124)."));
    radio(tr("Spiel"), h.kind, DealKind::Game, true);
    radio(tr("Vergeben"), h.kind, DealKind::Misdeal);
    radio(tr("Falscher Scar"), h.kind, DealKind::FalscherScar);

    if (h.kind == DealKind::Game) {
        row(tr("Points"), tr("Die Points je Spieler, in Dreien gezählt (zwei genügen: der dritte hat den Rest von 78); der Scar zählt für den Geber. 26 ist die Hälfte. Taste F2."));
        form::per_player_inputs(s, f.points, deal, players);
        if (setup.rules.is("scar", "not_counted") || !f.scar.empty()) {
            row(tr("Scar"), tr("Die Points im Scar, wenn er nicht zählt (Hausregel A-O7)."));
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.0f);
            ImGui::InputText("##scar", &f.scar);
        }
    }
    if (h.kind != DealKind::Misdeal) {
        row(tr("Honneurs"), tr("Gleich nach dem Scar angesagt, der Geber zuerst; jede zahlt jeder andere (004:122, A-O6)."));
        int remove = -1;
        for (std::size_t i = 0; i < h.honneurs.size(); ++i) {
            ImGui::PushID(static_cast<int>(500 + i));
            if (i > 0) form::continue_row();
            player_combo("##who", h.honneurs[i].first, deal, players, tr("wer?"));
            honneur_inputs(h.honneurs[i].second, f.tarocks_text[i]);
            ImGui::SameLine();
            if (ImGui::SmallButton(tr("entfernen"))) remove = static_cast<int>(i);
            ImGui::PopID();
        }
        if (remove >= 0) {
            h.honneurs.erase(h.honneurs.begin() + remove);
            f.tarocks_text.erase(f.tarocks_text.begin() + remove);
        }
        if (!h.honneurs.empty()) form::continue_row();
        if (ImGui::SmallButton(tr("+ Honneur"))) {
            taroc1756::Honneur x;
            x.skues = true;
            h.honneurs.emplace_back(f.dealer, x);
            f.tarocks_text.emplace_back();
        }

        if (h.kind == DealKind::Game) {
            row(tr("Pagat"), tr("Überstochen 5 an jeden, im letzten Stich verloren 10 an jeden, macht den letzten Stich (\"Maitre vom Spiel\") 10 von jedem (004:133-134)."));
            player_combo("##pagat", f.pagat, deal, players, tr("nichts"));
            if (f.pagat >= 0) {
                radio(tr("überstochen##pr"), f.pagat_result, PagatResult::Lost);
                radio(tr("im letzten verloren##pr"), f.pagat_result, PagatResult::LostLast);
                radio(tr("macht den letzten##pr"), f.pagat_result, PagatResult::WonLast);
            }

            row(tr("Fehler"), tr("Renonce 5, der Pagat falsch überstochen 10, mehr Honneurs angesagt als gehalten 5, an jeden anderen (004:125-126, A-O6)."));
            int drop = -1;
            for (std::size_t i = 0; i < h.fehler.size(); ++i) {
                ImGui::PushID(static_cast<int>(700 + i));
                if (i > 0) form::continue_row();
                player_combo("##who", h.fehler[i].first, deal, players, tr("wer?"));
                radio(tr("Renonce##fk"), h.fehler[i].second, Fehler::Renonce);
                radio(tr("Pagat überstochen##fk"), h.fehler[i].second, Fehler::PagatRenonce);
                radio(tr("zu viele Honneurs##fk"), h.fehler[i].second, Fehler::ZuVieleHonneurs);
                ImGui::SameLine();
                if (ImGui::SmallButton(tr("entfernen"))) drop = static_cast<int>(i);
                ImGui::PopID();
            }
            if (drop >= 0) h.fehler.erase(h.fehler.begin() + drop);
            if (!h.fehler.empty()) form::continue_row();
            if (ImGui::SmallButton(tr("+ Fehler"))) h.fehler.emplace_back(-1, Fehler::Renonce);

            row(tr("Nur der Scüs"), tr("Wer keinen Stich gemacht hat als mit dem Scüs: \"für 4 Points bezahlt\" (004:129, A-O9); dann die Points aller drei eintragen."));
            player_combo("##skuesonly", f.skues_only, deal, players, tr("niemand"));
        }
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

/// The 1756 Taroc form in the registry (hand_forms.def).
class Taroc1756FormUi final : public HandFormOf<Taroc1756Form> {
public:
    void clear(int dealer) override { model = new_taroc1756_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = Taroc1756Form::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override { return model.to_json(players, rotation_dealer); }
    void draw(AppState& s, const Deal& deal) override { draw_taroc1756_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return Taroc1756Form::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
        if (!ui::no_modifier()) return;
        if (ui::pressed('G')) model.hand.kind = DealKind::Game;
        if (ui::pressed('V')) model.hand.kind = DealKind::Misdeal;
    }
    std::string hint(const InputError& refusal) const override {
        if (model.hand.kind == DealKind::Misdeal) return {};
        if (refusal.field() == "points" && std::all_of(model.points.begin(), model.points.end(), [](const std::string& p) { return p.empty(); }))
            return tr("Noch keine Points eingetragen (Taste F2): über 26 gewinnt.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_taroc1756() { return std::make_unique<Taroc1756FormUi>(); }

}  // namespace tarock::app
