#pragma once
// Tarok-l'Hombre (Ulmann, Dritter Teil 2, 000:2153-2171): Groß-Tarok's basics, but one player,
// the "l'Hombre", plays against the other two: a duo (he exchanges two cards with the
// opponents), ad uno (one card) or Solo; 40 of 78 points win; gain points over 39.
// Rules: docs/rules/grosstarok.md (hombre §4); open choices hombre A-L1 .. A-L5 (and, with A-L4, the
// Groß-Tarok announcements A-G1 .. A-G15); vectors H-D24 .. H-D27.
//
// Units: Marken ("marks", 000:2169), as Thirds.

#include <optional>
#include <string>
#include <vector>

#include "games/common/hand_envelope.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::hombre {

/// What kind of deal a hand record is. Kinds: Game, a game was played; AllPass, nobody played (not
/// stated in the source: nothing is paid, INFERRED); ThrownIn, a misdeal or an exposed card:
/// redealt by the same dealer, nothing paid.
using DealKind = tarock::DealKind;

/// The three games, lowest first (000:2157): base 20 / 30 / 60 marks, each point over 39 × 2 / 3 / 6,
/// Vole 200 / 300 / 600 (000:2169); cards taken from the opponents 2 / 1 / 0 (000:2159-2163).
enum class Game { ADuo, AdUno, Solo };

/// A card the l'Hombre took from an opponent, paid to its former owner: 5 marks, the Mond 10
/// (000:2161). The Sküs may be demanded (000:2181).
struct Exchange {
    int from = -1;
    enum class Card { Mond, Skues, Pagat, Koenig, Andere } card = Card::Andere;
    bool operator==(const Exchange&) const = default;
};

/// Who took every trick.
enum class Vole { None, Declarer, Opponents };

/// One Tarok-l'Hombre hand as entered (format: docs/formats/hombre.md).
struct Hand : HandEnvelope {
    int declarer = -1;
    Game game = Game::ADuo;
    std::vector<Exchange> exchanged;
    std::optional<Thirds> points;          ///< the l'Hombre's card points (whole, 0..78)
    Vole vole = Vole::None;
    grosstarok::Ansagen ansagen;           ///< only with A-L4 "on"
    grosstarok::Premien premien;           ///< only with A-L4 "on"
    std::optional<historic::Agreed> agreed;  ///< the opponents' Vole (A-L5), by hand
};

int base(Game g);        ///< 20, 30, 60 (000:2169)
int multiplier(Game g);  ///< 2, 3, 6 (000:2169)
int vole_value(Game g);  ///< 200, 300, 600 (000:2169)
int cards_taken(Game g); ///< 2, 1, 0 (000:2159, 000:2163)
const char* game_id(Game g);
const char* game_name(Game g);

/// What the l'Hombre's game is worth per opponent for `points` card points (won when >= 40):
/// won base + mult × (p − 39); lost by A-L2 base + mult × (39 − p) ("symmetric") or the base
/// ("base_only"). Positive: the opponent pays; negative: the l'Hombre pays.
std::int64_t game_amount(Game g, std::int64_t points, bool loss_base_only);

Hand parse_hand(const Json& j, const std::vector<std::string>& players);
Json to_json(const Hand& h, const std::vector<std::string>& players);
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

/// A-L1 .. A-L4 and, for A-L4, the Groß-Tarok announcement and premium settings.
const std::vector<SettingSpec>& settings();
const Variant& hombre_variant();

}  // namespace tarock::hombre
