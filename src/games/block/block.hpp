#pragma once
// Block-Tarok ("Tarok mit Blocks", Ulmann Cap. II, 000:L530-646; Codex §21-§24): the pot and the
// dealer's Kartenstamm, Spesen, the bête board played off in order, the end-of-evening Hut.
// Rules: docs/rules/block.md (block §2.1-§2.10), open choices block A-01 .. A-26, vectors
// B-01 .. B-39.
//
// Units: big blocks (B). A small block is 1/3 B, so every amount is a Thirds count of small
// blocks. Chips move as postings (players and the pot); bêtes are written on the board and
// settled only at the end of the evening.

#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "core/thirds.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/tapp/tapp.hpp"
#include "games/variant.hpp"

namespace tarock::block {

/// One post on the board: "X 8" while open, "X 8 Y" once Y has played it off (2.2, 000:L540-544).
struct Bete {
    int debtor = 0;
    Thirds amount;
    std::optional<int> creditor;
    bool stamm = false;        ///< a Stammbête (A-10), not a Spielbête
    bool below_hut = false;    ///< written under the Hut line: never played off (000:L593)
    bool settled = false;      ///< booked already settled (§23 renonce, A-18): not in the queue
    int hand = 0;              ///< the hand that wrote it (0: the Stammbêtes of the start)
};

/// The Block ledger's state (block §2.1, §2.4).
struct Board {
    Thirds pot;                    ///< the physical pot, in thirds of a big block
    std::vector<Bete> betes;       ///< every post in the order written
    bool hut_drawn = false;
    bool stake_paid = false;       ///< the current dealer's Kartenstamm is paid (a redeal pays none)
    bool kartenstamm_over = false; ///< no more Kartenstamm (Touren over or Hut drawn)
    bool finished = false;         ///< settled: after the Hut every bête above the line played off and the pot empty, or
                                   ///< the Touren over with nothing left to play off (clear(), 000:L591)
    std::optional<std::vector<Thirds>> chip_count;  ///< a physical count entered at the end (A-24)
    /// No open bête lies before this index in `betes` (they are played off, settled or under the
    /// Hut, and stay so): where first_open() starts looking, so that the bêtes of a long evening
    /// are not walked again for every hand. The ledger moves it on after each hand.
    std::size_t open_from = 0;

    /// Index of the oldest open bête above the line, if any.
    std::optional<std::size_t> first_open() const;
    /// Nothing is left to play off: no open bête above the line and an empty pot. At the end of
    /// the Touren this settles the evening without a Hut (000:L591).
    bool clear() const { return !first_open() && pot.is_zero(); }
    /// The game value V = pot + the oldest open bête (000:L542, L550), as the board stands.
    Thirds value() const;
    /// The value the next game is played for: value() after the next deal's start has paid the
    /// dealer's Kartenstamm, formed a new pot or written new Stammbêtes (§2.3), for a table of
    /// `table_size` under `rules`.
    Thirds next_value(const HouseRules& rules, int table_size) const;
    /// "X 8", "X 8 Y" with player names.
    std::string text(const Bete& b, const std::vector<std::string>& players) const;
};

/// The end-of-evening settlement under the Hut (block-steyerisch §2.10): all per seat, in thirds
/// of a big block.
struct HutSettlement {
    std::vector<Thirds> second_board;  ///< credits + / debits - of the bêtes played off above the line
    std::vector<Thirds> under_hut;     ///< each player's bêtes under the line
    std::vector<Thirds> chip_delta;    ///< chips held minus chips given at the start (counted or computed)
    bool chips_counted = false;        ///< chip_delta is the physical count (A-24), not the computed one
    Thirds hut_sum;                    ///< S: every bête under the line
    std::vector<Thirds> share;         ///< S / n each (remainder thirds to the earlier seats)
    std::vector<Thirds> adjustment;    ///< share - own bêtes under the line
    std::vector<Thirds> combined;      ///< second board + adjustment
    std::vector<Thirds> final_result;  ///< combined + chip delta
};

/// The Hut arithmetic of 000:L611-646: `second_board` (credits + / debits - of the bêtes played
/// off above the line), `under_hut` (each player's bêtes under the line), `chip_delta` (chips
/// held minus chips given at the start). Shapes: one entry per seat. The share S / n is exact
/// when it divides into thirds; otherwise the remainder thirds go to the earlier seats (INFERRED).
HutSettlement settle_hut(const std::vector<Thirds>& second_board, const std::vector<Thirds>& under_hut,
                         const std::vector<Thirds>& chip_delta);

/// The board a ledger holds, or nullptr if `ledger` is not a Block-Tarok ledger.
const Board* board_of(const Ledger& ledger);

/// The end-of-evening settlement of a Block ledger once every bête above the Hut is played off
/// (Board::finished), step by step as the book does it (§2.10); nothing before that or for
/// another variant.
std::optional<HutSettlement> final_settlement(const Ledger& ledger, const TableSetup& setup);

/// The house-rule settings of Block-Tarok (A-01 .. A-24, with the Ehrentour of tapp A22).
const std::vector<SettingSpec>& settings();

/// The Block-Tarok variant.
const Variant& block_variant();

}  // namespace tarock::block

namespace tarock::block {

/// What kind of record a Block hand is: Game; AllPass (all passed: nothing is booked, A-12);
/// Misdeal (§22: the dealer pays 1 B into the pot and deals again); ThrownIn (Codex §3: exposed
/// card, redealt without penalty); Redeal (no tarock and no king, §21, A-20); Hut (the Buchhalter
/// draws the Hut line, 2.10 step 1); ChipCount (the physical count of chips at the end, 2.10
/// step 6, A-24).
using DealKind = tarock::DealKind;

/// How the game ended.
enum class Finish {
    Played,     ///< played out
    Schleifen,  ///< the declarer threw in after seeing both talon halves (000:L573-575)
    Conceded,   ///< the opponents conceded after three tricks (000:L583)
};

/// One Block-Tarok hand as entered at the table.
struct Hand : HandEnvelope {
    int declarer = -1;
    std::optional<int> opened_by;
    tapp::Game game = tapp::Game::Dreier;
    std::optional<int> multiple;
    std::optional<int> level;
    tapp::Talon talon = tapp::Talon::Unrecorded;
    std::optional<Thirds> points;   ///< the declarer's card points
    std::optional<bool> won;
    Finish finish = Finish::Played;
    std::vector<std::pair<int, tapp::Honour>> honours;  ///< Köpfe (worth 0), Trull, Quatre held
    bool ultimo = false;            ///< the declarer played his Pagat to the last trick or announced it
    bool ultimo_announced = false;
    std::optional<bool> ultimo_won; ///< absent only when the opponents conceded and A-17 "made"
    bool volat_announced = false;
    tapp::Party volat_by = tapp::Party::None;
    std::optional<int> renonce;
    bool halve = false;             ///< the loser asks for his bête in two halves (A-08)
    std::vector<std::pair<int, Thirds>> chips;  ///< ChipCount: each player's chips minus his start

    int dreier_multiple() const { return tapp::talon_multiple(multiple, level, talon); }
};

/// Reads a Block hand (docs/session-format.md). Throws InputError naming the field; a contra or
/// an opponent's Ultimo is refused with the rule (A-26, B-26; 000:L569).
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);

}  // namespace tarock::block
