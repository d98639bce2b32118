#pragma once
// Groß-Tarok (Ulmann, Dritter Teil, 000:2051-2151): 78 cards, three players each for himself, the
// card points settled over or under 26, the announcements ("Ansagen") paid before play, the
// Pagat and the kings brought home or caught, the ultimos, the Misère and the Vole.
// Rules: docs/rules/grosstarok.md (grosstarok §3.1-§3.7); open choices grosstarok A-G1 .. A-G16;
// vectors H-B12 ..
// H-B16, H-D9 .. H-D22. Tarok-l'Hombre and Tarok for four (games/hombre, games/vierer)
// use the pack, the announcements and the premiums declared here.
//
// Units: points (Thirds; whole in this game, the 78 card points are whole per pile). "Each other
// player pays X" means every other active player pays X (A-G4, 000:2095, 000:2113).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/cards.hpp"
#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "core/thirds.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/manual.hpp"
#include "games/variant.hpp"

namespace tarock::grosstarok {

// ---- The 78-card pack (§1.1, 000:2061) -------------------------------------------------------

/// The 78 cards: tarocks I-XXI, the Sküs, and in each of the four suits King, Queen, Cavall, Jack
/// and the ten pip cards 1-10 (the 40 "Latons", 000:2151). Values as in the 54-card pack (the
/// Latons 1/3 each), so the pack holds 234 thirds = 78 points (000:2061).
std::vector<Card> pack78();
/// Card points of the pack (000:2061) and the share each of three players needs (000:2149).
inline constexpr std::int64_t kPackPoints = kPack78Points;
inline constexpr std::int64_t kShare = 26;

// ---- Announcements (§3.3, 000:2067-2095) -----------------------------------------------------

enum class AnsageKind {
    Matadore,     ///< the tarock honours and the runs from the Mond down / the Pagat up: 5 each
    Taroks,       ///< ten tarocks (nine and the Sküs): 10, each one over ten 5; "avec"/"sans" the Pagat
    Cavallerie,   ///< K, Q, Cavall, Jack of one suit: 10; three of them + Sküs ("sküsirt"): 5
    Koenigreich,  ///< four kings: 10; three kings + Sküs: 5
    Vier,         ///< four Queens, Cavalls or Jacks: 5; with the Sküs 10
    Drei,         ///< three Queens, Cavalls or Jacks + Sküs, the announcer holding three kings: 5
    Latons,       ///< sixteen Latons (fifteen and the Sküs): 16, each one over sixteen 5
};

enum class Figure { Koenig, Dame, Cavall, Bube };

/// One announcement as made at the table.
struct Ansage {
    AnsageKind kind = AnsageKind::Matadore;
    std::vector<int> tarocks;        ///< Matadore: the tarocks announced, 1 (Pagat) .. 21 (Mond)
    bool skues = false;              ///< the Sküs is part of it (stands in, or is counted)
    int count = 0;                   ///< Taroks: 10..22 with the Sküs; Latons: 16..41 with the Sküs
    bool pagat = false;              ///< Taroks: "avec" (with the Pagat) or "sans" (000:2075)
    Suit suit = Suit::Coeur;         ///< Cavallerie
    std::optional<Figure> missing;   ///< Cavallerie with the Sküs: the figure the Sküs stands for
    Figure rank = Figure::Dame;      ///< Vier, Drei
    bool drei_koenige = false;       ///< Drei: the announcer also holds three kings (000:2089)
    bool out_of_turn = false;        ///< made before "er liegt" or before an earlier hand spoke: not paid (000:2093)
    bool operator==(const Ansage&) const = default;
};

/// Which announcements a game knows.
enum class Catalogue {
    Full,    ///< Groß-Tarok (and Tarok-l'Hombre with A-L4, Tarok for four (a))
    Rufer,   ///< Tarok for four (b): only ten tarocks, three or more matadors from the Mond down,
             ///< a natural or sküsed Cavallerie, a natural Königreich (000:2195-2197)
};

/// Announcements of one hand: (seat, announcement), in the order entered.
using Ansagen = std::vector<std::pair<int, Ansage>>;

/// Reads the hand field "ansagen" ({"Anna": [{"ansage": "matadore", "tarocks": [21, 19], "skues": true}]})
/// from `r`. Throws InputError naming the field ("ansagen.Anna[0].count").
Ansagen parse_ansagen(JsonReader& r, const std::vector<std::string>& players);
/// Writes "ansagen" into `j` (inverse of parse_ansagen; nothing when empty).
void write_ansagen(Json& j, const Ansagen& a, const std::vector<std::string>& players);

/// The matadors a tarock holding makes (§3.3, 000:2069-2071): the Mond with the tarocks running
/// down from it unbroken, the Pagat with those running up from it, and the Sküs, which either
/// counts on its own (A-G1 R1: each tarock honour is a matador) or stands in for one missing
/// tarock (A-G2 `fill_any`: any tarock, even the Mond or the Pagat that starts a run; otherwise
/// only a tarock inside a run). `tarocks`: numbers 1..21. Example: Mond, XIX, XVIII, XVII + Sküs
/// = 5 (000:2071).
int matador_count(const std::vector<int>& tarocks, bool skues, bool fill_any);
/// The run from the Mond down (Tarok for four (b), 000:2197), the Sküs standing in for one missing
/// tarock as A-G2 allows; 0 without the Mond (unless the Sküs stands for it).
int mond_run(const std::vector<int>& tarocks, bool skues, bool fill_any);

/// The value of one announcement per other player, and why.
struct Valued {
    std::int64_t value = 0;
    Text reason;
    RuleRef rule;
};

/// The value of announcement `a` of `seat` in the hand's announcements `all` (for A-G14: a
/// sküsed Cavallerie after the Vorhand's whole one), under `rules` (A-G1, A-G2, A-G14, A-G15).
/// `speaking`: the active seats in speaking order. 0 when made out of turn.
Valued value_of(const Ansage& a, int seat, const Ansagen& all, const std::vector<int>& speaking, const HouseRules& rules,
                Catalogue catalogue, const std::vector<std::string>& players);

/// Checks the announcements against the deal (only active players announce), the catalogue, the
/// cards they claim (one holder per card: disjoint tarocks, one Sküs, at most four of each
/// figure), A-G3 (the Sküs once per hand) and the counts' ranges. Throws InputError (field
/// "ansagen...").
void validate_ansagen(const Ansagen& all, const Deal& deal, const HouseRules& rules, Catalogue catalogue);

/// Books every announcement: each other player in `payers` pays its value to the announcer
/// (A-G4, 000:2095; equal announcements cancel by netting). `payers`: the seats that pay.
void book_ansagen(HandResult& out, const Ansagen& all, const std::vector<int>& payers, const std::vector<int>& speaking,
                  const HouseRules& rules, Catalogue catalogue, const std::vector<std::string>& players);

/// Adds the marks of the paid announcements (games/common/marks.hpp): each one's name held by
/// its announcer ("Matadore", "Königreich"); one valued 0 (out of turn, A-G14) is not marked.
/// Arguments as book_ansagen().
void mark_ansagen(std::vector<HandMark>& marks, const Ansagen& all, const std::vector<int>& speaking, const HouseRules& rules, Catalogue catalogue,
                  const std::vector<std::string>& players);

// ---- Premiums earned in play (§3.4, 000:2105-2117) -----------------------------------------

enum class PagatResult {
    Home,        ///< brought home during play: 5 from each other player (000:2113)
    Caught,      ///< caught during play: 5 to each other player (000:2113)
    Ultimo,      ///< wins the last trick: 15 from each (A-G5: 20 with the 5 for bringing it home)
    CaughtLast,  ///< caught in the last trick: 15 to each (000:2111)
};
enum class KingResult {
    Home,       ///< brought home: 5 from each (000:2117)
    Caught,     ///< caught: 5 to each (000:2117)
    Ultimo,     ///< wins the last trick: 10 from each (000:2115; A-G6: no 5 on top)
    Discarded,  ///< thrown away by the Misère player: nothing (000:2117)
};
struct PagatEvent {
    int player = -1;
    PagatResult result = PagatResult::Home;
    bool operator==(const PagatEvent&) const = default;
};
struct KingEvent {
    int player = -1;
    Suit suit = Suit::Coeur;
    KingResult result = KingResult::Home;
    bool operator==(const KingEvent&) const = default;
};
/// The premium events of a hand as entered (only what happened and is paid).
struct Premien {
    std::optional<PagatEvent> pagat;
    std::vector<KingEvent> kings;
    std::optional<int> mond_ultimo;  ///< the Mond won the last trick: 10 from each (000:2115)
    bool empty() const { return !pagat && kings.empty() && !mond_ultimo; }
    bool operator==(const Premien&) const = default;
};

/// Reads "pagat", "koenige" and "mond_ultimo" from `r`. Throws InputError naming the field.
Premien parse_premien(JsonReader& r, const std::vector<std::string>& players);
/// Writes them (inverse of parse_premien).
void write_premien(Json& j, const Premien& p, const std::vector<std::string>& players);
/// Checks the events: active players, one event per king, at most one card winning the last
/// trick, a Pagat caught in the last trick only by a tarock (no king ultimo with it), a
/// discarded king only for `misere_player`. Throws InputError naming the field.
void validate_premien(const Premien& p, const Deal& deal, std::optional<int> misere_player);
/// Books the premiums between each event's player and each seat of `payers` (A-G4). The Misère
/// player's caught Pagat is exempt under A-G12 "pagat_too". Pagat ultimo 15 or 20 (A-G5).
void book_premien(HandResult& out, const Premien& p, const std::vector<int>& payers, const HouseRules& rules,
                  std::optional<int> misere_player, const std::vector<std::string>& players);
/// Adds the marks of the ultimos (games/common/marks.hpp), all silent: the Pagat's "(Ult✓)" or
/// caught in the last trick "(Ult✗)", a king's "(König-Ult✓)", the Mond's "(Mond-Ult✓)". The
/// Pagat and kings brought home or caught earlier are not marked.
void mark_premien(std::vector<HandMark>& marks, const Premien& p, const std::vector<std::string>& players);

// ---- Card points over or under the share (§3.2, 000:2149) ----------------------------------

/// Books the card settlement of three players: each is paid what he has over `share` and pays
/// what he lacks (Δ = p - share). When the points do not add up to 3 × share (the Scat not counted,
/// A-G8), the average of the three stands in for the share (INFERRED: identical when they do),
/// which can make thirds. `label` names the game ("Groß-Tarok"), `rule` the rule.
void book_over_under(HandResult& out, const std::vector<std::pair<int, Thirds>>& points, Thirds share,
                     const RuleRef& rule, const std::vector<std::string>& players);

// ---- The Groß-Tarok hand ---------------------------------------------------------------------

/// What kind of deal a hand record is. Kinds: Game, a game was played; ThrownIn, a card exposed or
/// a misdeal: redealt by the same dealer, nothing paid (no fine is named).
using DealKind = tarock::DealKind;
enum class MisereTiming { Silent, Start, Before13 };
enum class MisereResult { Made, Failed, GivenUp };
/// Misère ("Stichfreispiel", 000:2119-2133): no trick at all.
struct Misere {
    int player = -1;
    MisereTiming timing = MisereTiming::Silent;  ///< silent 26, at the start 36, before the 13th trick 31
    MisereResult result = MisereResult::Made;    ///< GivenUp: the cards thrown in, amounts by hand (A-G13)
    bool operator==(const Misere&) const = default;
};
enum class VoleTiming { Silent, First, After12, After19 };
/// Vole (all tricks, 000:2135-2147).
struct Vole {
    int player = -1;
    VoleTiming timing = VoleTiming::Silent;  ///< silent 26, at the first lead 52, after trick 12 38, after 19 31
    bool made = true;
    bool ultimo = false;                     ///< the Vole player's Pagat also won the last trick: + 15
    bool operator==(const Vole&) const = default;
};

/// One Groß-Tarok hand as entered (format: docs/formats/grosstarok.md).
struct Hand : HandEnvelope {
    std::vector<std::pair<int, Thirds>> points;  ///< card points of two or three players (the Scat counted for the dealer)
    std::optional<Thirds> scat;                  ///< the Scat's points, when it is not counted (A-G8 "not_counted")
    Ansagen ansagen;
    Premien premien;
    std::optional<Misere> misere;
    std::vector<int> doppel_misere;              ///< two players took no trick: the third has the Vole (000:2123)
    std::optional<Vole> vole;
    std::optional<historic::Agreed> agreed;      ///< a Misère given up (A-G13), by hand
};

/// Reads a hand from its JSON record. Throws InputError naming the field.
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);
/// The card points of all three active players, completing a missing one from the pack's 78
/// (less the Scat under A-G8 "not_counted"). Throws InputError (field "points") when they do
/// not fit.
std::vector<std::pair<int, Thirds>> all_points(const Hand& h, const Deal& deal, const HouseRules& rules);
/// The card points of the player of a lost announced Vole (000:2145, A-G10): as entered, or when
/// only the two others' are given, the rest of the pack (all_points). Throws InputError (field
/// "points") when neither is there.
Thirds vole_player_points(const Hand& h, const Deal& deal, const HouseRules& rules);
/// Checks a parsed hand. Throws InputError naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);
/// Scores a validated hand.
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

/// The deal of a 78-card game for three active players: the dealer plays (he keeps 28 cards and
/// lays the Scat); with four at the table the player on his right, the seat before him in the
/// order of play, rests as "König" (000:2065). Active seats in speaking order: Vorhand, second
/// hand, dealer.
Deal deal_three(int table_size, int dealer);

/// The settings of the announcements (A-G1, A-G2, A-G3, A-G14, A-G15), shared with Tarok-l'Hombre
/// and Tarok for four.
std::vector<SettingSpec> ansage_settings();
/// The premium settings (A-G5, A-G12).
std::vector<SettingSpec> premium_settings();
/// Every Groß-Tarok setting (A-G1 .. A-G15).
const std::vector<SettingSpec>& settings();

/// The Groß-Tarok variant.
const Variant& grosstarok_variant();

}  // namespace tarock::grosstarok
