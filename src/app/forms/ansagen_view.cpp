// The announcement rows of Groß-Tarok and Tarok for four (see rows.hpp), and the list rows the
// forms with announced honours share.
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/forms/ansagen_model.hpp"
#include "app/forms/rows.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app::form {

namespace {

using grosstarok::AnsageKind;
using grosstarok::Figure;

const char* const kSuits[] = {"Coeur", "Carreau", "Pique", "Treff"};

void figure_radios(Figure& f, bool kings) {
    if (kings) radios(f, {{tr("König##fig"), Figure::Koenig}, {tr("Dame##fig"), Figure::Dame}, {tr("Cavall##fig"), Figure::Cavall}, {tr("Bube##fig"), Figure::Bube}}, {.after_last = true});
    else radios(f, {{tr("Dame##fig"), Figure::Dame}, {tr("Cavall##fig"), Figure::Cavall}, {tr("Bube##fig"), Figure::Bube}}, {.after_last = true});
}

/// The count of an announcement on the current line.
void count_field(grosstarok::Ansage& a) {
    field_on_line(5.0f);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
    ImGui::InputInt("##count", &a.count);
}

/// One announcement's inputs on its line(s), Groß-Tarok's catalogue.
void ansage_inputs(grosstarok::Ansage& a, std::string& tarocks, const char* tarocks_hint) {
    const std::vector<std::string> kinds = {tr("Matadore"), tr("Taroks"), tr("Cavallerie"), tr("Königreich"), tr("Vier gleiche"), tr("Drei + Sküs"), tr("Latons")};
    if (const int k = choice(kinds, static_cast<int>(a.kind), {}, {.after_last = true, .max_width_em = 8.0f}); k >= 0) {
        a = grosstarok::Ansage{};
        a.kind = static_cast<AnsageKind>(k);
        if (a.kind == AnsageKind::Taroks) a.count = 10;
        if (a.kind == AnsageKind::Latons) a.count = 16;
        if (a.kind == AnsageKind::Drei) a.skues = true;
    }
    switch (a.kind) {
        case AnsageKind::Matadore:
            field_on_line(9.0f);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
            ImGui::InputTextWithHint("##tarocks", tarocks_hint, &tarocks);
            ui::tooltip(tr("Die Taroks: 1 = Pagat .. 21 = Mond; der Sküs als Häkchen."));
            checkbox_on_line(tr("Sküs"), &a.skues);
            break;
        case AnsageKind::Taroks:
            count_field(a);
            radios(a.pagat, {{tr("avec##pg"), true}, {tr("sans##pg"), false}}, {.after_last = true});
            checkbox_on_line(tr("Sküs"), &a.skues);
            break;
        case AnsageKind::Latons:
            count_field(a);
            checkbox_on_line(tr("Sküs"), &a.skues);
            break;
        case AnsageKind::Cavallerie: {
            int suit = static_cast<int>(a.suit);
            suit_radios(suit, kSuits, false, {.after_last = true});
            a.suit = static_cast<Suit>(suit);
            if (checkbox_on_line(tr("Sküs"), &a.skues)) a.missing = a.skues ? std::optional<Figure>(Figure::Dame) : std::nullopt;
            if (a.skues && a.missing) {
                continue_row();
                ImGui::TextUnformatted(tr("der Sküs für:"));
                figure_radios(*a.missing, true);
            }
            break;
        }
        case AnsageKind::Koenigreich:
            checkbox_on_line(tr("Sküs (drei Könige)"), &a.skues);
            break;
        case AnsageKind::Vier:
            figure_radios(a.rank, false);
            checkbox_on_line(tr("Sküs"), &a.skues);
            break;
        case AnsageKind::Drei:
            figure_radios(a.rank, false);
            checkbox_on_line(tr("drei Könige"), &a.drei_koenige);
            break;
    }
    checkbox_on_line(tr("zu früh"), &a.out_of_turn);
    ui::tooltip(tr("Vor \"er liegt\" oder vor einer früheren Hand angesagt: wird nicht bezahlt (000:2093)."));
}

}  // namespace

bool list_rows(const char* id, std::size_t count, const std::function<void(std::size_t)>& line, int& removed, const char* add_label) {
    ImGui::PushID(id);
    removed = -1;
    for (std::size_t i = 0; i < count; ++i) {
        ImGui::PushID(static_cast<int>(i));
        if (i > 0) continue_row();
        line(i);
        if (small_button_on_line(tr("entfernen"))) removed = static_cast<int>(i);
        ImGui::PopID();
    }
    if (count > 0) continue_row();
    const bool add = ImGui::SmallButton(add_label);
    ImGui::PopID();
    return add;
}

void ansagen_rows(grosstarok::Ansagen& ansagen, std::vector<std::string>& tarocks_text, const FormContext& c, const char* help, const char* tarocks_hint) {
    if (tarocks_text.size() < ansagen.size()) tarocks_text.resize(ansagen.size());
    row(tr("Ansagen"), help);
    int removed = -1;
    const bool add = list_rows(
        "ansagen", ansagen.size(),
        [&](std::size_t i) {
            player_combo("##who", ansagen[i].first, c, tr("wer?"));
            ansage_inputs(ansagen[i].second, tarocks_text[i], tarocks_hint);
        },
        removed, tr("+ Ansage"));
    if (removed >= 0) {
        ansagen.erase(ansagen.begin() + removed);
        tarocks_text.erase(tarocks_text.begin() + removed);
    }
    if (add) {
        ansagen.emplace_back(c.deal.active.empty() ? -1 : c.deal.active.front(), grosstarok::Ansage{});
        tarocks_text.emplace_back();
    }
}

}  // namespace tarock::app::form
