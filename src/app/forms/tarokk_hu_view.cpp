// The Hungarian Tarokk hand form: draws TarokkHuForm for the active players of the deal (four;
// with five the dealer sits out). The bids and the bemondások keep the players' own words
// (három, kettő, egy, szóló; tuletroá, négy király, XXI-fogás, pagát ulti, dupla, volát; the
// Illustrated figures); kontra, rekontra, szubkontra and mordkontra are said on the game and on
// each announcement on its own (§H5).
#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/tarokk_hu_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

using partnership::Side;
using tarokk_hu::RecordKind;
using namespace form;

/// The highest kontra level the evening allows (HU-08: mordkontra, or higher by agreement).
int top_kontra(const FormContext& c) { return tarokk_hu::kontra_chain(c.setup.rules).max_level; }


/// The pair that announced an item (nobody: silent) and the kontra chain on an announced one.
void announced_rows(std::optional<Side>& announced, int& kontra, const FormContext& c) {
    row(tr("  angesagt von"), tr("Die Partei, die es angesagt hat; still: nicht angesagt (§H3.1)."));
    side_radios("announced", announced, tr("still"));
    if (announced) {
        row(tr("  Kontra"), tr("Kontra (×2), rekontra (×4), szubkontra (×8), mordkontra (×16) auf diese Ansage allein (§H5)."));
        kontra_chain_radios("kontra", kontra, tarokk_hu::kontra_chain(c.setup.rules), top_kontra(c));
    } else {
        kontra = 0;
    }
}

/// Tuletroá, négy király, XXI-fogás: announced or silent, and the pair that achieved it.
void collected_rows(const char* id, const char* label, const char* help, std::optional<tarokk_hu::Collected>& item, const FormContext& c) {
    if (!item_row(id, label, help, item, tarokk_hu::Collected{})) return;
    ImGui::PushID(id);
    announced_rows(item->announced, item->kontra, c);
    row(tr("  gemacht von"), tr("Die Partei, die es erreicht hat; niemand: keine."));
    side_radios("by", item->by, tr("niemand"));
    ImGui::PopID();
}

/// Pagát ulti or sas ulti: the holder, announced or silent, and where the card ended.
void ulti_rows(const char* id, const char* label, const char* help, std::optional<tarokk_hu::Ulti>& item, const FormContext& c) {
    using tarokk_hu::UltiResult;
    if (!item_row(id, label, help, item, tarokk_hu::Ulti{})) return;
    ImGui::PushID(id);
    row(tr("  Karte bei"), tr("Wer die Karte hält."));
    player_combo("##holder", item->player, c, tr("niemand"));
    announced_rows(item->announced, item->kontra, c);
    row(tr("  im letzten Stich"), tr("Gewonnen: er macht den letzten Stich; verloren: im letzten Stich gestochen; früher: nicht im letzten Stich."));
    radios(item->result, {{tr("gewonnen"), UltiResult::Won}, {tr("verloren"), UltiResult::Lost}, {tr("früher"), UltiResult::Earlier}});
    ImGui::PopID();
}

/// Dupla or volát: announced or silent, and (volát) the pair that took all nine tricks.
void ladder_rows_hu(const char* id, const char* label, const char* help, std::optional<tarokk_hu::Ladder>& item, bool by, const FormContext& c) {
    if (!item_row(id, label, help, item, tarokk_hu::Ladder{})) return;
    ImGui::PushID(id);
    announced_rows(item->announced, item->kontra, c);
    if (by) {
        row(tr("  gemacht von"), tr("Die Partei, die alle neun Stiche machte; niemand: keine."));
        side_radios("by", item->by, tr("niemand"));
    }
    ImGui::PopID();
}

/// The Illustrated figures, and the cards each names.
struct FigureKind {
    const char* item;
    const char* name;
    const char* cards[4];  ///< the cards it may name, nullptr after the last
};
const FigureKind kFigureKinds[] = {
    {"uhu", "Uhu", {"pagat", "sas", nullptr}},
    {"facan", "Fácán", {"pagat", "sas", nullptr}},
    {"facan2", "Fácán (2)", {"pagat", "sas", nullptr}},
    {"kiraly_ulti", "Király ulti", {"kor", "karo", "treff", "pikk"}},
    {"kiraly_uhu", "Király uhu", {"kor", "karo", "treff", "pikk"}},
    {"furry", "Furry", {"kor", "karo", "treff", "pikk"}},
    {"centrum", "Centrum", {nullptr}},
    {"kismadar", "Kismadár", {nullptr}},
    {"nagymadar", "Nagymadár", {nullptr}},
    {"pagatfogas", "Pagátfogás", {nullptr}},
    {"csuzima", "Csuzima", {nullptr}},
};

const FigureKind& figure_kind(const std::string& item) {
    for (const FigureKind& k : kFigureKinds)
        if (item == k.item) return k;
    return kFigureKinds[0];
}

/// One figure's line: which, its card, announced by which pair with its kontra and made or
/// failed, or silent and achieved by which pair (HU-06, HU-07).
void figure_line(tarokk_hu::Figure& f, const FormContext& c) {
    std::vector<std::string> names;
    for (const FigureKind& k : kFigureKinds) names.emplace_back(k.name);
    const auto at = std::ranges::find(kFigureKinds, f.item, &FigureKind::item);
    const int chosen = at == std::ranges::end(kFigureKinds) ? -1 : static_cast<int>(at - std::ranges::begin(kFigureKinds));
    if (const int picked = choice(names, chosen, {}, {.max_width_em = 9.0f}); picked >= 0) {
        const FigureKind& k = kFigureKinds[static_cast<std::size_t>(picked)];
        f.item = k.item;
        f.card = k.cards[0] ? k.cards[0] : "";
    }
    std::vector<std::string> cards;
    for (const char* card : figure_kind(f.item).cards)
        if (card) cards.emplace_back(card);
    choose(f.card, cards, cards, {}, {.after_last = true});
    continue_row();
    side_radios("announced", f.announced, tr("still"), {.name = tr("angesagt von")});
    if (f.announced) {
        checkbox_on_line(tr("gemacht##fig"), &f.made);
        continue_row();
        kontra_chain_radios("kontra", f.kontra, tarokk_hu::kontra_chain(c.setup.rules), top_kontra(c));
        f.by.reset();
    } else {
        f.kontra = 0;
        f.made = true;
        if (rule_is(c, "illustrated_silent", "half") || f.by) {
            continue_row();
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(tr("gemacht von"));
            side_radios("by", f.by, tr("niemand"), {.after_last = true});
        }
    }
}

void figure_rows(tarokk_hu::Hand& h, const FormContext& c) {
    row(tr("Figuren"), tr("Die Figuren des Illusztrált (§H3.2): uhu, fácán, király ulti, centrum, madár …; angesagt gemacht oder nicht, still nach HU-07."));
    int removed = -1;
    const bool add = list_rows("figures", h.figures.size(), [&](std::size_t i) { figure_line(h.figures[i], c); }, removed, tr("+ Figur"));
    if (removed >= 0) h.figures.erase(h.figures.begin() + removed);
    if (add) h.figures.push_back(tarokk_hu::Figure{"uhu", "pagat", Side::Declarer, 0, true, std::nullopt});
}

}  // namespace

void draw(TarokkHuForm& f, FormContext& c) {
    tarokk_hu::Hand& h = f.hand;
    dealer_row(f, c);
    kind_row(h.kind, {{tr("Spiel"), RecordKind::Game},
                      {tr("Alle gepasst"), RecordKind::AllPass, tr("Alle passen: neu geben (§H2).")},
                      {tr("Von Hand"), RecordKind::Manual, tr("Beträge, die die Spieler vereinbaren, wo die Regeln keine geben (HU-10, HU-11).")}});
    if (h.kind == RecordKind::Manual) {
        f.agreed.amounts.resize(c.players.size());
        agreed_rows(f.agreed, c, {tr("Die vereinbarten Beträge je Spieler (HU-10, HU-11)."), tr("z. B. -20"), tr("Grund")}, true);
    }
    if (h.kind != RecordKind::Game) {
        note_rows(h.note, c);
        return;
    }
    row(tr("Spieler"), tr("Der Felvevő, wer das Spiel nahm (Tasten 1-4)."));
    player_radios("declarer", h.declarer, c, true);
    row(tr("Lizit"), tr("Három 1, kettő 2, egy 3, szóló 4 (Tasten H, K, E, S), §H2."));
    radios(h.bid, {{"három", tarokk_hu::Bid::Harom}, {"kettő", tarokk_hu::Bid::Ketto}, {"egy", tarokk_hu::Bid::Egy}, {"szóló", tarokk_hu::Bid::Szolo}});
    row(tr("Gerufen"), tr("Der gerufene Tarock, meist der XX (§H2)."));
    std::optional<int> called = h.called;
    called_tarock_combo(called, 20);
    h.called = called.value_or(20);
    row(tr("Tarock bei"), tr("Wer den gerufenen Tarock hält: der Partner; der Spieler selbst oder der Talon: allein gegen drei (§H2)."));
    seat_radios("partner", f.partner, c, h.declarer, true, tr("Talon"), kHuCardInTalon);

    row(tr("Kartenpunkte"), tr("Die Kartenpunkte des Spielerpaars (0 bis 94, mit dem Verlegten): 48 gewinnt. Taste F2."));
    points_field(f.points, c, "0-94");
    row(tr("Kontra"), tr("Kontra (×2), rekontra (×4), szubkontra (×8), mordkontra (×16) auf die Parti (§H5)."));
    kontra_chain_radios("kontra", h.kontra, tarokk_hu::kontra_chain(c.setup.rules), top_kontra(c));

    // The bemondások fold away while none is entered (a plain parti fits without scrolling).
    const bool bemondasok = h.tuletroa || h.negy_kiraly || h.xxi_fogas || h.pagat_ulti || h.sas_ulti || h.dupla || h.volat;
    if (fold_row("Bemondások", tr("Tuletroá, négy király, XXI-fogás, pagát ulti, sas ulti, dupla, volát: wer angesagt hat, mit Kontra, wer es gemacht hat (§H3.1)."),
                 bemondasok)) {
        collected_rows("tuletroa", "Tuletroá", tr("Skíz, XXI und pagát in den Stichen eines Paars (§H3.1)."), h.tuletroa, c);
        collected_rows("negykiraly", "Négy király", tr("Alle vier Könige in den Stichen eines Paars (§H3.1)."), h.negy_kiraly, c);
        collected_rows("xxi", "XXI-fogás", tr("Der XXI vom Skíz des anderen Paars gefangen (§H3.1)."), h.xxi_fogas, c);
        ulti_rows("pagat", "Pagát ulti", tr("Der Pagát macht den letzten Stich (§H3.1)."), h.pagat_ulti, c);
        if (rule_is(c, "form", "illusztralt") || h.sas_ulti)
            ulti_rows("sas", "Sas ulti", tr("Der Sas (II) macht den letzten Stich; nur im Illusztrált (HU-07)."), h.sas_ulti, c);
        ladder_rows_hu("dupla", "Dupla", tr("Ein angesagtes doppeltes Spiel: gemacht mit 71 und mehr; ein stilles folgt aus den Kartenpunkten."), h.dupla, false, c);
        ladder_rows_hu("volat", "Volát", tr("Alle neun Stiche an ein Paar (HU-15)."), h.volat, true, c);
    }

    if (fold_row(tr("8 oder 9 Tarock"), tr("Acht oder neun Tarock angesagt: von allen bezahlt (§H3.1, §H7)."), !h.tarokk_count.empty()))
        per_player_lines("tarokk", c, kNameColumnEm, [&](int seat) {
            int count = 0;
            if (const auto it = h.tarokk_count.find(seat); it != h.tarokk_count.end()) count = it->second;
            radios(count, {{tr("\xE2\x80\x94"), 0}, {"8", 8}, {"9", 9}});
            if (count) h.tarokk_count[seat] = count;
            else h.tarokk_count.erase(seat);
        });
    if (rule_is(c, "form", "illusztralt") || !h.figures.empty()) figure_rows(h, c);
    note_rows(h.note, c);
}

TAROCK_FORM(tarokk_hu, TarokkHuForm)

}  // namespace tarock::app
