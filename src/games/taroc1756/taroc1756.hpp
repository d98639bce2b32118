#pragma once
// The Taroc of the 1756 booklet (seed 004, Vienna and Nuremberg): 78 cards.
//  - Three players, a fourth resting in turn "zum König" (004:86-141): card points over or under
//    26 counted in threes, honours announced right after the Scar, the Pagat premiums, fines.
//  - Four persons in pairs after the Vienna rules (004:152-168): counted in fours, half = 36, a
//    "Partie" of four games, 1, 2 or 3 stakes (Reale, Doppio).
// Rules: docs/rules/taroc1756.md (taroc1756 §1.3, §6.1, §6.2); open choices taroc1756 A-O1 .. A-O13
// (A-F1 of the rules: the seed-001
// fragment is not a game that can be scored); vectors H-B17, H-B18, H-D29 .. H-D35.
//
// Units: Points / Marquen ("the source uses Points and Marquen for the same unit"), stakes in
// the Vienna game. Thirds throughout.

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/cards.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::taroc1756 {

// ---- The 1756 counting (§1.3, 004:135, 004:141, 004:166) -----------------------------------

/// Face values: Mongue (XXI) 5 (6 in the Vienna count, 004:166), Pagat 5, Scüs 5, King 5, Queen 4,
/// Cavall 3, Valet 2, every other card 1.
int face_1756(const Card& c, bool vienna);
/// Counts a pile the 1756 way: groups of three (three players, 004:141) or four (Vienna, 004:166),
/// each group Σ face − (size − 1): "two Kings and a blank 9, three Kings 13". The pile must be whole
/// groups; throws std::invalid_argument otherwise (the source defines no leftover).
std::int64_t count_1756(std::span<const Card> cards, int group_size);

// ---- Three players "zum König" -------------------------------------------------------------

/// What kind of deal a hand record is. Kinds: Game, a game was played; Misdeal, the dealer pays 5
/// to each and deals again (004:123); FalscherScar, a wrong Scar found at the end: void game, the
/// dealer pays each 5 and his honours again (004:124).
using DealKind = tarock::DealKind;

enum class HonneurKind {
    Matadors,     ///< Mongue, Pagat and Scüs (10 from each) and each further one in order (5) (004:130)
    ZehnTarocs,   ///< ten tarocks: 10 (004:104; A-O2)
    Cavalerie,    ///< K, Q, Cavall, Valet of a suit: 10 (A-O1: 4); half with the Scüs: 5 (004:131)
    VierKoenige,  ///< four kings, the Scüs may be the fourth (004:128): value by A-O4
    VierDamen,    ///< four queens: value by A-O4
    Skues,        ///< "the Scüs always has an honour of 5" as a premium (A-O3 "premium" only)
};

struct Honneur {
    HonneurKind kind = HonneurKind::Matadors;
    std::vector<int> tarocks;  ///< Matadors: the tarocks held of the runs (1, 21 and those following)
    bool skues = false;        ///< the Scüs is part of it (always for Matadors)
    Suit suit = Suit::Coeur;   ///< Cavalerie
    bool late = false;         ///< announced after the first card: void (004:122)
    bool scar = false;         ///< Cavalerie partly laid into the Scar by the dealer: its payment returned (004:132)
    bool operator==(const Honneur&) const = default;
};

/// The Pagat's fate (004:133-134).
enum class PagatResult {
    Lost,      ///< trumped over during play: 5 to each
    LostLast,  ///< lost in the very last trick: 10 to each
    WonLast,   ///< wins the very last trick, "Maitre vom Spiel": 10 from each
};

/// Faults with a fine (004:125-126), paid to each other player (A-O6).
enum class Fehler {
    Renonce,          ///< revoke or wrong trumping: 5
    PagatRenonce,     ///< the Pagat wrongly trumped over: returned and 10
    ZuVieleHonneurs,  ///< more honours announced than held: 5
};

struct Hand : HandEnvelope {
    std::vector<std::pair<int, Thirds>> points;  ///< card points (1756 counting) of two or three players
    std::optional<Thirds> scar;                  ///< the Scar's points when it does not count (A-O7)
    std::vector<std::pair<int, Honneur>> honneurs;
    std::optional<std::pair<int, PagatResult>> pagat;
    std::vector<std::pair<int, Fehler>> fehler;
    std::optional<int> skues_only;               ///< made no trick but with the Scüs (004:129, A-O9)
};

Hand parse_hand(const Json& j, const std::vector<std::string>& players);
Json to_json(const Hand& h, const std::vector<std::string>& players);
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

/// The value of an honour per other player (0 when not paid) and why.
grosstarok::Valued honneur_value(const Honneur& x, int seat, const Hand& h, const Deal& deal, const HouseRules& rules);

const std::vector<SettingSpec>& settings();
const Variant& taroc1756_variant();

// ---- Four persons in pairs, Vienna (§6.2, 004:152-168) --------------------------------------

namespace wien {

/// What kind of deal a Vienna record is: Game or ThrownIn (§6.2).
using DealKind = tarock::DealKind;

/// The points of both pairs together, and the half a pair needs (004:167).
inline constexpr std::int64_t kPairsPoints = 72;
inline constexpr std::int64_t kHalf = 36;

/// One game: the card points of one pair (the other pair 72 − x, the half being 36, 004:167).
struct Hand : HandEnvelope {
    using Kind = DealKind;
    std::optional<std::pair<int, Thirds>> points;
    std::optional<std::array<std::array<int, 2>, 2>> paare;  ///< the pairs, at the start of a Partie
    std::optional<historic::Agreed> agreed;                  ///< the Volata's price (A-O12), by hand
};

Hand parse_hand(const Json& j, const std::vector<std::string>& players);
Json to_json(const Hand& h, const std::vector<std::string>& players);

/// The state: the running Partie (four games), its pairs and surpluses.
struct State {
    int partie = 1;
    int games = 0;
    std::array<std::array<int, 2>, 2> paare{{{0, 2}, {1, 3}}};
    std::vector<std::array<Thirds, 2>> points;  ///< each game's points per pair
};
const State* state_of(const Ledger& ledger);

/// The result of a Partie (004:168): the winning pair (-1 none), the stakes (1; Reale 2; Doppio
/// 2; both 3) and the surplus. Under A-O10 "net" the surpluses over 36 are netted; under
/// "separate" each pair's own surpluses are summed. A-O11 and A-O13 as documented.
struct PartieResult {
    int winner = -1;
    int stakes = 0;
    Thirds surplus;
    bool reale = false;
    bool doppio = false;
};
PartieResult partie_result(const std::vector<std::array<Thirds, 2>>& points, const HouseRules& rules);

const std::vector<SettingSpec>& settings();
const Variant& wien_variant();

}  // namespace wien

}  // namespace tarock::taroc1756
