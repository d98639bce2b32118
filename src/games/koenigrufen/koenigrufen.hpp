#pragma once
// Königrufen (Ulmann Cap. IV, 000:L674-815; Codex §26, 000:L2343-2349): four active players, the
// declarer calls a king whose holder is his secret partner (Rufer, Solo) or plays alone (Dreier,
// Solo-Dreier, calling himself, the called king in the talon).
// Rules: docs/rules/koenigrufen.md (koenigrufen §1.1-§2.6); open choices koenigrufen A-G2 .. A-G5,
// A-K1 .. A-K13;
// vectors TV-K1 .. TV-K30.
//
// Units: points of account as Thirds (whole points in this game). "Per member": each member of
// the winning party receives the amount from one member of the losing party (§1.3).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/cards.hpp"
#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/partnership.hpp"
#include "games/variant.hpp"

namespace tarock::koenigrufen {

using partnership::Side;

/// What kind of deal a hand record is. Kinds: Game, a game was played; AllPass, all four passed
/// (A-K13): redealt, by default without score; Misdeal, Codex §4: the dealer pays the Pönale to
/// every other player and deals again; ThrownIn, Codex §3: a card was exposed; redealt without
/// penalty by the same dealer.
using DealKind = tarock::DealKind;

/// The four games, lowest first (000:L678-680).
enum class Game { Rufer, Solo, Dreier, SoloDreier };

/// Honours held in one hand after the talon exchange (000:L700-702, L708; A-G6).
enum class Honour {
    Koepfe,       ///< Sküs + Mond, "die hohen Köpfe" (000:L762)
    KoepfePagat,  ///< the Pagat with the Sküs or the Mond (Köpfe under the A-K1 default)
    Trull,        ///< tous les trois: Sküs + Mond + Pagat
    Quatre,       ///< tous les quatre: all four kings
};

/// What became of the called king in play (000:L690-698).
enum class CalledKing {
    Home,      ///< brought home by the declarer's party before the last trick (no premium)
    Captured,  ///< fell to a member of the opponents (penalty 2, 000:L694)
    Ultimo,    ///< fell in the twelfth trick, which the declarer's party won ("König Ultimo", 000:L696)
};

/// Codex §26 (000:L2345-2349): the holder of the called king said contra by mistake.
enum class PartnerContra { None, Ultimo, Game };

/// One Königrufen hand exactly as entered at the table (format: docs/formats/koenigrufen.md).
struct Hand : HandEnvelope {
    int declarer = -1;                     ///< seat
    Game game = Game::Rufer;
    std::optional<Suit> king;              ///< the called suit (Rufer, Solo); for the record
    std::optional<int> partner;            ///< the holder of the called king; the declarer himself: calling oneself
    bool king_in_talon = false;            ///< the called king lay in the talon ("partner": "talon")
    bool schleifen = false;                ///< Rufer with the king in the talon, thrown in (000:L720)
    int contra = 0;                        ///< contra level on the game, 0..3
    std::optional<Thirds> points;          ///< the declarer's party's card points (thirds allowed, A-G1)
    std::optional<bool> won;               ///< the result, when points were not counted
    std::vector<std::pair<int, Honour>> honours;  ///< honours held in hand
    std::optional<Side> collected_trull;   ///< Bohemian rule (A-K4): the party with all three tarok honours in its tricks
    std::optional<Side> collected_quatre;  ///< Bohemian rule (A-K4): the party with all four kings in its tricks
    std::optional<CalledKing> called_king; ///< what became of the called king (default: brought home)
    bool koenig_ultimo = false;            ///< "König Ultimo!" announced by the partner (000:L698)
    int koenig_ultimo_contra = 0;          ///< contra level on the announced König Ultimo
    std::optional<partnership::Ultimo> ultimo;  ///< the Pagat Ultimo (either party, 000:L704)
    std::optional<partnership::Volat> volat;    ///< all tricks to one party
    std::optional<int> renonce;            ///< seat of the player who renounced (Codex §8-§12)
    PartnerContra partner_contra = PartnerContra::None;  ///< Codex §26

    /// Rufer and Solo call a king (000:L686, L734).
    bool calls_king() const { return game == Game::Rufer || game == Game::Solo; }
    /// The declarer called a king he holds himself (000:L722, L748).
    bool self_call() const { return partner && *partner == declarer; }
    /// The declarer plays alone against three (Dreier, Solo-Dreier, calling oneself, king in the talon).
    bool alone() const { return !calls_king() || king_in_talon || self_call(); }
};

/// Reads a hand from its JSON record. Throws InputError naming the field for wrong types,
/// unknown players, unknown fields and out-of-range values.
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);

/// The two parties of a game hand in `deal` (the partner as far as it is known).
/// Throws InputError when the declarer or partner does not play.
partnership::Parties parties(const Hand& h, const Deal& deal, const HouseRules& rules);
/// German and English one-line description of the parties, e.g. "Anna + Dora (Pique-König)
/// gegen Bernd, Christl", "Anna allein gegen drei (König im Talon)"; empty before a declarer is
/// chosen. For the hand form, which shows the parties as soon as the partner is known.
Text parties_text(const Hand& h, const Deal& deal, const std::vector<std::string>& players);

/// Checks a parsed hand against the rules (koenigrufen §2.1-§2.6) in the given deal and house rules.
/// Throws InputError naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);

/// Scores a validated hand (koenigrufen §2.3-§2.6): postings between the party members, every
/// one naming its rule and source line.
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

/// Game value ("die Partie") of each game: Rufer 6, Solo 8, Dreier 10, Solo-Dreier 20 (000:L800-810).
int base_value(Game g);
/// Premium multiplier relative to the Rufer column: 1, 2, 2, 4 (000:L754, L764, L776).
int premium_factor(Game g);
/// "Rufer", "Solo", "Dreier", "Solodreier".
const char* game_name(Game g);
/// The called king's suit: "coeur", "carreau", "pique", "treff" / "Coeur", ... (000:L686), as
/// core/cards.hpp spells them.
using tarock::suit_id;
using tarock::suit_name;

/// The house-rule settings of Königrufen (A-G2..A-G4, A-K1..A-K13, Codex §4, the Ehrentour).
const std::vector<SettingSpec>& settings();

/// The Königrufen variant (four active players, 54 cards).
const Variant& koenigrufen_variant();

}  // namespace tarock::koenigrufen
