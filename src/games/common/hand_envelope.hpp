#pragma once
// The envelope of every hand record, whatever the game: who dealt, what kind of deal the record
// is, and a free note (docs/session-format.md, "Common fields"). Each game lists the kinds of
// deal it allows and the rules its refusals cite; the fields of the game itself follow the
// envelope in the record.
//
// A record's JSON starts with "dealer" and "deal" and ends with "note":
//   {"dealer": "Anna", "deal": "misdeal", ..., "note": "Karte aufgedeckt"}
// "deal" is left out for a game, "dealer" when the rotation gives it, "note" when empty.

#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"
#include "core/text.hpp"
#include "games/common/json_input.hpp"

namespace tarock {

/// What kind of deal a hand record is. Every game allows Game and some of the others (each
/// game's hand reader lists them); deal_kind_id() gives the file spelling.
enum class DealKind {
    Game,          ///< "game": a game was played (the default; not written)
    AllPass,       ///< "allpass": everybody passed, no game
    Misdeal,       ///< "misdeal": the dealer misdealt (Codex §4: a Pönale in most games) and deals again
    ThrownIn,      ///< "thrown_in": thrown in (Codex §3: an exposed card), redealt by the same dealer
    Void,          ///< "void": Paszkiewitsch, only the §33 penalty is booked (A-P4)
    Partie,        ///< "partie": Vierer, the result of a Partie entered by hand (A-Q1)
    Abbruch,       ///< "abbruch": Tarolaßch, the robber broken off, amounts by hand
    FalscherScar,  ///< "falscher_scar": Taroc 1756, a wrong Scar found at the end (004:124)
    Redeal,        ///< "redeal": Block, no tarock and no king (§21, A-20)
    Hut,           ///< "hut": Block, the Hut line is drawn (block §2.10 step 1)
    ChipCount,     ///< "chip_count": Block, the physical count of chips (block §2.10 step 6, A-24)
};

/// The file spelling of a kind: "game", "allpass", "misdeal", "thrown_in", "void", "partie",
/// "abbruch", "falscher_scar", "redeal", "hut", "chip_count".
const char* deal_kind_id(DealKind k);

/// The fields every hand record shares. Each game's Hand derives from it, so `h.dealer`,
/// `h.kind` and `h.note` read the same in every game.
struct HandEnvelope {
    std::optional<int> dealer;       ///< seat; derived from the rotation when absent
    DealKind kind = DealKind::Game;
    std::string note;                ///< free text, kept as entered
    bool operator==(const HandEnvelope&) const = default;
};

/// How one game reads the envelope: the kinds it allows, in the order its refusal lists them
/// (Game first), the rule cited for a bad "deal" and the rule cited for a bad "dealer".
struct EnvelopeRules {
    std::vector<DealKind> kinds;
    RuleRef deal;
    RuleRef dealer;
    /// The same rule for "deal" and "dealer" (most games).
    EnvelopeRules(std::initializer_list<DealKind> k, RuleRef rule) : kinds(k), deal(rule), dealer(std::move(rule)) {}
    EnvelopeRules(std::initializer_list<DealKind> k, RuleRef deal_rule, RuleRef dealer_rule)
        : kinds(k), deal(std::move(deal_rule)), dealer(std::move(dealer_rule)) {}
};

/// Reads "dealer" (a player, cited with `rules.dealer`), "note" (a text) and "deal" (one of
/// `rules.kinds`, cited with `rules.deal`) into `e`, in that order. Throws InputError naming the
/// field: "'x' ist nicht erlaubt (möglich: game, allpass, ...)" for a kind the game does not know.
void read_envelope(JsonReader& r, HandEnvelope& e, const EnvelopeRules& rules);
/// Reads the envelope (read_envelope) and tells whether the hand is a game whose fields follow. A
/// deal that is no game carries no game fields: its record is finished here (an unknown or game
/// field refused) and false returned.
bool read_game_envelope(JsonReader& r, HandEnvelope& e, const EnvelopeRules& rules);
/// The declarer of a game, field "declarer" (a player's name or seat); missing, refused with
/// "who played? The declarer is missing" and `rule`.
int read_declarer(JsonReader& r, const RuleRef& rule);
/// The head of a declared game's record: the envelope (read_game_envelope()) and, when the deal is
/// a game, its declarer into `h.declarer` (read_declarer(), citing `declarer_rule`). Returns
/// false for a deal that is no game (its record is finished).
template <class GameHand>
bool read_declared_game(JsonReader& r, GameHand& h, const EnvelopeRules& envelope, const RuleRef& declarer_rule) {
    if (!read_game_envelope(r, h, envelope)) return false;
    h.declarer = read_declarer(r, declarer_rule);
    return true;
}
/// The game of a declared hand, field "game": the id of one of `games` (each id with its value, in
/// the order a refusal lists them); returns its value. Refuses, citing `rule`, a missing field
/// ("Das Spiel fehlt (rufer, solo).") and any other text (JsonReader::choice).
template <class Game>
Game read_game(JsonReader& r, const RuleRef& rule, std::initializer_list<std::pair<const char*, Game>> games) {
    std::vector<std::string> ids;
    std::string list;
    for (const auto& [id, game] : games) {
        ids.emplace_back(id);
        list += (list.empty() ? "" : ", ") + ids.back();
    }
    if (!r.has("game")) refuse("game", rule, "Das Spiel fehlt (" + list + ").", "the game is missing (" + list + ")");
    const std::string chosen = r.choice("game", ids, rule);
    for (const auto& [id, game] : games)
        if (chosen == id) return game;
    return games.begin()->second;  // not reached: choice() refuses every other text
}
/// The first two steps of read_envelope() alone ("dealer", "note"), for a game that checks
/// something between them and the kind.
void read_dealer_and_note(JsonReader& r, HandEnvelope& e, const EnvelopeRules& rules);
/// The last step of read_envelope() alone ("deal").
void read_deal_kind(JsonReader& r, HandEnvelope& e, const EnvelopeRules& rules);

/// Writes the head of a record: "dealer" (when set), then "deal" (unless a game).
void write_envelope(Json& j, const HandEnvelope& e, const std::vector<std::string>& players);
/// A new record that starts with the head write_envelope() writes.
Json record_head(const HandEnvelope& e, const std::vector<std::string>& players);
/// The first step of write_envelope() alone, for a game that writes a field between the two.
void write_dealer(Json& j, const HandEnvelope& e, const std::vector<std::string>& players);
/// The second step of write_envelope() alone: "deal" unless a game.
void write_deal_kind(Json& j, const HandEnvelope& e);
/// Writes the end of a record: "note" when not empty.
void write_note(Json& j, const HandEnvelope& e);

/// The whole record of a hand whose own fields exist only when a game was played: the head
/// (record_head()), then, for a deal of kind Game, the game's fields written by
/// `game_fields(Json& record, const PlayerNames& name)`, then the note (write_note()). For every
/// other kind of deal the record is the envelope alone.
template <class GameFields>
Json game_record(const HandEnvelope& e, const std::vector<std::string>& players, GameFields&& game_fields) {
    Json j = record_head(e, players);
    if (e.kind == DealKind::Game) game_fields(j, PlayerNames{players});
    write_note(j, e);
    return j;
}

/// game_record() of a game with a declarer (read_declarer()): his name, "declarer", comes first
/// among the game's fields once he is chosen (`declarer` >= 0).
template <class GameFields>
Json declared_game_record(const HandEnvelope& e, int declarer, const std::vector<std::string>& players, GameFields&& game_fields) {
    return game_record(e, players, [&](Json& j, const PlayerNames& name) {
        if (declarer >= 0) j["declarer"] = name(declarer);
        game_fields(j, name);
    });
}

}  // namespace tarock
