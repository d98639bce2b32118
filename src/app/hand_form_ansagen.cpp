// Shared pieces of the forms that take announced tarocks (see hand_form_ansagen.hpp).
#include "app/hand_form_ansagen.hpp"
#include "app/lang.hpp"

#include <algorithm>
#include <exception>
#include <optional>
#include <sstream>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/form_widgets.hpp"
#include "app/ui.hpp"

namespace tarock::app::ansage {

using grosstarok::AnsageKind;
using grosstarok::Figure;

std::vector<Json> tarock_tokens(const std::string& text) {
    std::string t = text;
    std::replace(t.begin(), t.end(), ',', ' ');
    std::istringstream in(t);
    std::vector<Json> out;
    for (std::string tok; in >> tok;) {
        try {
            std::size_t used = 0;
            const int n = std::stoi(tok, &used);
            if (used == tok.size()) {
                out.emplace_back(n);
                continue;
            }
        } catch (const std::exception&) {
        }
        out.emplace_back(tok);
    }
    return out;
}

std::string tarocks_to_text(const std::vector<int>& t) {
    std::string s;
    for (int n : t) s += (s.empty() ? "" : " ") + std::to_string(n);
    return s;
}

void apply_tarocks(grosstarok::Ansagen& ansagen, const std::vector<std::string>& tarocks_text) {
    for (std::size_t i = 0; i < ansagen.size(); ++i) {
        auto& a = ansagen[i].second;
        if (a.kind != AnsageKind::Matadore) continue;
        a.tarocks.clear();
        if (i < tarocks_text.size())
            for (const Json& tok : tarock_tokens(tarocks_text[i]))
                if (tok.is_number_integer()) a.tarocks.push_back(tok.get<int>());
    }
}

std::vector<std::string> tarocks_texts(const grosstarok::Ansagen& ansagen) {
    std::vector<std::string> out;
    for (const auto& [seat, a] : ansagen) out.push_back(a.kind == AnsageKind::Matadore ? tarocks_to_text(a.tarocks) : "");
    return out;
}

std::vector<std::size_t> keep_chosen(grosstarok::Ansagen& ansagen, int n) {
    std::vector<std::size_t> kept;
    grosstarok::Ansagen chosen;
    for (std::size_t i = 0; i < ansagen.size(); ++i)
        if (ansagen[i].first >= 0 && ansagen[i].first < n) {
            chosen.push_back(ansagen[i]);
            kept.push_back(i);
        }
    ansagen = chosen;
    return kept;
}

void write_tarocks(Json& j, const grosstarok::Ansagen& ansagen, const std::vector<std::size_t>& kept, const std::vector<std::string>& tarocks_text,
                   const std::vector<std::string>& players) {
    std::vector<int> per_player(players.size(), 0);
    for (std::size_t k = 0; k < kept.size(); ++k) {
        const auto& [seat, a] = ansagen[k];
        const int at = per_player[static_cast<std::size_t>(seat)]++;
        const std::size_t i = kept[k];
        if (a.kind != AnsageKind::Matadore || i >= tarocks_text.size()) continue;
        j["ansagen"][players[static_cast<std::size_t>(seat)]][static_cast<std::size_t>(at)]["tarocks"] = tarock_tokens(tarocks_text[i]);
    }
}

namespace {

using form::player_combo;
using form::radio;
using form::row;

const char* kSuitNames[] = {"Coeur", "Carreau", "Pique", "Treff"};

void suit_radios(Suit& s) {
    int v = static_cast<int>(s);
    for (int i = 0; i < 4; ++i) radio((std::string(kSuitNames[i]) + "##suit").c_str(), v, i, false);
    s = static_cast<Suit>(v);
}

void figure_radios(Figure& f, bool kings) {
    if (kings) radio(tr("König##fig"), f, Figure::Koenig);
    radio(tr("Dame##fig"), f, Figure::Dame);
    radio(tr("Cavall##fig"), f, Figure::Cavall);
    radio(tr("Bube##fig"), f, Figure::Bube);
}

/// One announcement's inputs on its line(s), Groß-Tarok's catalogue.
void ansage_inputs(grosstarok::Ansage& a, std::string& tarocks, const char* tarocks_hint) {
    const char* kinds[] = {tr("Matadore"), tr("Taroks"), tr("Cavallerie"), tr("Königreich"), tr("Vier gleiche"), tr("Drei + Sküs"), tr("Latons")};
    int k = static_cast<int>(a.kind);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    if (ImGui::Combo("##kind", &k, kinds, 7)) {
        a = grosstarok::Ansage{};
        a.kind = static_cast<AnsageKind>(k);
        if (a.kind == AnsageKind::Taroks) a.count = 10;
        if (a.kind == AnsageKind::Latons) a.count = 16;
        if (a.kind == AnsageKind::Drei) a.skues = true;
    }
    switch (a.kind) {
        case AnsageKind::Matadore:
            ImGui::SameLine();
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
            ImGui::InputTextWithHint("##tarocks", tarocks_hint, &tarocks);
            ui::tooltip(tr("Die Taroks: 1 = Pagat .. 21 = Mond; der Sküs als Häkchen."));
            ImGui::SameLine();
            ImGui::Checkbox(tr("Sküs"), &a.skues);
            break;
        case AnsageKind::Taroks:
            ImGui::SameLine();
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
            ImGui::InputInt("##count", &a.count);
            radio(tr("avec##pg"), a.pagat, true);
            radio(tr("sans##pg"), a.pagat, false);
            ImGui::SameLine();
            ImGui::Checkbox(tr("Sküs"), &a.skues);
            break;
        case AnsageKind::Latons:
            ImGui::SameLine();
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
            ImGui::InputInt("##count", &a.count);
            ImGui::SameLine();
            ImGui::Checkbox(tr("Sküs"), &a.skues);
            break;
        case AnsageKind::Cavallerie:
            suit_radios(a.suit);
            ImGui::SameLine();
            if (ImGui::Checkbox(tr("Sküs"), &a.skues)) a.missing = a.skues ? std::optional<Figure>(Figure::Dame) : std::nullopt;
            if (a.skues && a.missing) {
                form::continue_row();
                ImGui::TextUnformatted(tr("der Sküs für:"));
                figure_radios(*a.missing, true);
            }
            break;
        case AnsageKind::Koenigreich:
            ImGui::SameLine();
            ImGui::Checkbox(tr("Sküs (drei Könige)"), &a.skues);
            break;
        case AnsageKind::Vier:
            figure_radios(a.rank, false);
            ImGui::SameLine();
            ImGui::Checkbox(tr("Sküs"), &a.skues);
            break;
        case AnsageKind::Drei:
            figure_radios(a.rank, false);
            ImGui::SameLine();
            ImGui::Checkbox(tr("drei Könige"), &a.drei_koenige);
            break;
    }
    ImGui::SameLine();
    ImGui::Checkbox(tr("zu früh"), &a.out_of_turn);
    ui::tooltip(tr("Vor \"er liegt\" oder vor einer früheren Hand angesagt: wird nicht bezahlt (000:2093)."));
}

}  // namespace

void ansagen_rows(grosstarok::Ansagen& ansagen, std::vector<std::string>& tarocks_text, const Deal& deal, const std::vector<std::string>& players,
                  const char* help, const char* tarocks_hint) {
    if (tarocks_text.size() < ansagen.size()) tarocks_text.resize(ansagen.size());
    row(tr("Ansagen"), help);
    int remove = -1;
    for (std::size_t i = 0; i < ansagen.size(); ++i) {
        ImGui::PushID(static_cast<int>(500 + i));
        if (i > 0) form::continue_row();
        player_combo("##who", ansagen[i].first, deal, players, tr("wer?"));
        ansage_inputs(ansagen[i].second, tarocks_text[i], tarocks_hint);
        ImGui::SameLine();
        if (ImGui::SmallButton(tr("entfernen"))) remove = static_cast<int>(i);
        ImGui::PopID();
    }
    if (remove >= 0) {
        ansagen.erase(ansagen.begin() + remove);
        tarocks_text.erase(tarocks_text.begin() + remove);
    }
    if (!ansagen.empty()) form::continue_row();
    if (ImGui::SmallButton(tr("+ Ansage"))) {
        ansagen.emplace_back(deal.active.empty() ? -1 : deal.active.front(), grosstarok::Ansage{});
        tarocks_text.emplace_back();
    }
}

}  // namespace tarock::app::ansage
