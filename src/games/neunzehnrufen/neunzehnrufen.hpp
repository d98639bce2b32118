#pragma once
// Neunzehnrufen (Ulmann Cap. V, 000:L816-909; Codex §25-§27): the Vorhand calls the holder of
// tarock XIX (or the next one she lacks) in the Rufer; Dreier, Zweier, Einer and Solo are played
// alone. Prices are "Gewinn-Points" (points over 35 plus a consolation of 10) times the game
// factor, the talon multiple and the contras, plus fixed premiums. Played by four, with a flying
// dummy ("fliegender Strohmann"), by three with a dummy, or by two with two dummies.
// Rules: docs/rules/koenigrufen.md (koenigrufen §1.1-§1.7), docs/rules/neunzehnrufen.md; open
// choices koenigrufen A-G2, A-G4, neunzehnrufen A-N1 .. A-N11;
// vectors TV-N1 .. TV-N23.
//
// Units: points of account as Thirds (whole points in this game), "per member" as in §1.3.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/partnership.hpp"
#include "games/variant.hpp"

namespace tarock::neunzehnrufen {

using partnership::Side;

/// How the table is made up (§3.1, 000:L818, L850, L866-872, L904). Always four hands of cards.
enum class TableMode {
    Vier,      ///< en quatre: four active players
    Fliegend,  ///< four persons; the dealer rests and his open cards are the flying dummy
    Drei,      ///< en trois: three persons and one dummy seat
    Zwei,      ///< en deux: two persons and two dummy seats
};

/// The table of an evening: its mode and the dummy seats of the player list (Drei, Zwei).
struct Table {
    TableMode mode = TableMode::Vier;
    std::vector<int> dummy_seats;  ///< seats of the "Strohmann" entries (en trois 1, en deux 2)
    bool is_dummy_seat(int seat) const;
};

/// The table configuration from the house rules "table" and "dummy_seats" and the players.
/// Throws InputError (field "house_rules.table", "house_rules.dummy_seats" or "players") when
/// they do not fit together: en trois needs exactly one dummy seat, en deux two, the other modes
/// none.
Table table_of(const TableSetup& setup);

/// What kind of deal a hand record is. Kinds: Game, a game was played (the Vorhand must call, so a
/// deal is never passed out, 000:L848); Misdeal, Codex §4: the dealer pays the Pönale to every
/// other hand and deals again; ThrownIn, Codex §3: a card was exposed; redealt without penalty.
using DealKind = tarock::DealKind;

/// The five games, lowest first, with their factors 1, 3, 4, 5, 6 (000:L822, L826).
enum class Game { Rufer, Dreier, Zweier, Einer, Solo };

/// Honours held in one hand (after discarding, A-G6).
enum class Honour {
    Trull,   ///< tous les trois: always 8 (000:L830)
    Quatre,  ///< tous les quatre: 8, only with "Honneurs!" announced (000:L834-836)
};

/// Announcements of held cards (000:L828-838); not contra-able (A-N7).
enum class Ansage {
    AchtTarok,       ///< 8 or 9 taroks: 4
    ZehnTarok,       ///< 10 or 11 taroks: 8
    ZwoelfTarok,     ///< no colour card: 12
    Honneurs,        ///< 2 tarock honours + 2 kings, 1 + 3 kings (4); with all four kings 8
    DoppelHonneurs,  ///< 4 kings + a tarock honour, or the Trull + a king: 12 in all (A-N6)
};

/// One Neunzehnrufen hand exactly as entered (format: docs/formats/neunzehnrufen.md).
struct Hand : HandEnvelope {
    int declarer = -1;
    Game game = Game::Rufer;
    std::optional<int> called;        ///< the called tarock, 2..19 (Rufer)
    std::optional<int> partner;       ///< the seat holding the called tarock (Rufer)
    bool bought = false;              ///< the caller found the called tarock in her talon cards ("partner": "talon")
    bool schleifen = false;           ///< ... and threw in (000:L854)
    std::optional<int> multiple;      ///< talon multiple m (Dreier 1-3, Zweier 1-5, Einer 1-11)
    std::optional<int> part;          ///< or: the talon part taken (1..n) ...
    bool back = false;                ///< ... going back to it after seeing all parts (m = n + part)
    int contra = 0;                   ///< contra level on the game
    std::optional<Thirds> points;     ///< the declarer's party's card points
    std::optional<bool> won;
    std::optional<int> strohmann;     ///< the person who plays the dummy when the rules do not say (en trois alone)
    std::vector<std::pair<int, Honour>> honours;
    std::vector<std::pair<int, Ansage>> ansagen;
    std::optional<partnership::Ultimo> ultimo;
    std::optional<partnership::Volat> volat;
    std::optional<int> renonce;
    enum class PartnerContra { None, Ultimo, Game } partner_contra = PartnerContra::None;  ///< Codex §26 via §27

    /// The talon multiple in force: `multiple`, or from `part` and `back`; 1 for Rufer and Solo.
    int talon_multiple() const;
};

/// Game factor F: Rufer 1, Dreier 3, Zweier 4, Einer 5, Solo 6 (000:L826).
int game_factor(Game g);
/// Highest talon multiple: Rufer 1, Dreier 3, Zweier 5, Einer 11 (A-N3), Solo 1 (000:L826, L878, L888, L896).
int max_multiple(Game g);
/// Number of talon parts n: Dreier 2, Zweier 3, Einer 6 (000:L876, L888, L896).
int talon_parts(Game g);
const char* game_name(Game g);
/// Roman numeral of a tarock number ("XIX").
std::string roman(int n);

/// Gewinn-Points (§3.4, 000:L826): the winning party's points over 35 plus the consolation.
/// `winner_points` are book-rounded card points (>= 35). Returns (winner_points - 35) + consolation.
std::int64_t gewinn_points(std::int64_t winner_points, std::int64_t consolation = 10);
/// The price per member (§3.4): W x factor x (declarer lost ? m : 1) x 2^contra. A win is
/// always paid single (000:L826, L844); a loss multiplies with m and the contras (000:L896).
std::int64_t game_price(std::int64_t w, int factor, int multiple, bool declarer_lost, int contra);

/// Reads a hand from its JSON record. Throws InputError naming the field.
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);

/// The seats who play for each party and who books for each dummy in one hand.
struct Roles {
    partnership::Parties parties;
    std::vector<partnership::DummyShare> dummies;  ///< dummy seat -> the person credited with its share
    /// A thrown-in Rufer is not played, so nobody reaches in for a dummy whose owner only play
    /// decides (en trois; the flying dummy under A-N1 "player"): its share is split equally
    /// between these opposing persons (INFERRED, A-N11).
    std::optional<int> open_dummy;
    std::vector<int> open_candidates;
};

/// The parties and the dummies' owners of a game hand (§3.1, §3.8, A-N1), as far as the entries
/// say them. Throws InputError when an entry contradicts the table (e.g. a dummy declaring).
Roles roles(const Hand& h, const Deal& deal, const TableSetup& setup);
/// German and English one-line description of the parties and dummies for the hand form, e.g.
/// "Anna + Bernd (XIX) gegen Christl, Strohmann (Christl)"; empty before a declarer is chosen.
Text parties_text(const Hand& h, const Deal& deal, const TableSetup& setup);

/// Checks a parsed hand (neunzehnrufen §3.1-§3.9). Throws InputError naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const TableSetup& setup);
/// Scores a validated hand: postings between persons only (dummy shares credited to owners).
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

/// The house-rule settings of Neunzehnrufen (table configuration, A-G2, A-G4, A-N1..A-N11).
const std::vector<SettingSpec>& settings();
const Variant& neunzehnrufen_variant();

}  // namespace tarock::neunzehnrufen
