#pragma once
// Tapp-Tarok (Ulmann Cap. I, 000:L318-528) and its 42-card twin Zwölfer-Tarok (Cap. VII,
// 000:L998-1004): the hand as entered at the table, its validation and its scoring.
// Rules: docs/rules/tapp.md (tapp §1.1-§2.10, §3, §6) and docs/rules/codex.md, open choices
// tapp A2 .. A26.
//
// Units: all amounts are points (whole, as Thirds) paid per opponent unless stated otherwise.

#include "core/json.hpp"
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/cards.hpp"
#include "core/house_rules.hpp"
#include "core/table.hpp"
#include "core/thirds.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/json_input.hpp"
#include "games/common/premiums.hpp"
#include "games/common/stamm.hpp"
#include "games/variant.hpp"

namespace tarock::tapp {

/// What kind of deal a hand record is (tapp §2.1, Codex §3, §4). Tapp, Zwölfer, Steyerisch and
/// Ungarisch allow: Game; AllPass (all three passed: no score, the Vorhand deals next, 000:L328);
/// Misdeal (§4: the dealer pays the Pönale to every other participant and deals again); ThrownIn
/// (§3: a card was exposed; thrown in without penalty, the same dealer deals again).
using DealKind = tarock::DealKind;

enum class Game { Dreier, Solo };
/// How the talon half was taken at the recorded raise level (tapp §2.2, 000:L326-336).
enum class Talon { Unrecorded, FirstSeen, Other, Back };
enum class Honour { Koepfe, Trull, Quatre };
enum class Party { None, Declarer, Opponents };

/// The Pagat in the last trick (tapp §2.7): the premium all games with a Pagat Ultimo share.
/// `player` is whoever played the Pagat to the last trick (or, for an announced Ultimo, the
/// declarer who announced it).
using Ultimo = tarock::Ultimo;

/// All tricks to one party (tapp §2.8).
struct Volat {
    Party announced_by = Party::None;  ///< who announced it (default rule: the declarer only, A8)
    int contra = 0;                    ///< contra level on the announced Volat
    Party made_by = Party::None;       ///< which party took every trick
};

/// The Dreier multiple from what was entered: `multiple` if given, else the raise `level`
/// (default 1) plus the talon choice: first seen +0, the other +1, back to the first +2
/// (tapp §2.2, 000:L326-336).
int talon_multiple(std::optional<int> multiple, std::optional<int> level, Talon talon);

/// One Tapp/Zwölfer hand exactly as entered at the table.
struct Hand : HandEnvelope {
    int declarer = -1;             ///< seat
    std::optional<int> opened_by;  ///< the first to declare (for Trull/Quatre forfeits, §2.6); default declarer
    Game game = Game::Dreier;
    std::optional<int> multiple;   ///< Dreier multiple 1..6 (tapp §2.2)
    std::optional<int> level;      ///< Dreier raise level 1..4, if recorded (A24)
    Talon talon = Talon::Unrecorded;
    int contra = 0;                ///< contra level on the game, 0..3
    std::optional<Thirds> points;  ///< the declarer's card points as entered (thirds allowed, A23)
    std::optional<bool> won;       ///< the result, when points were not counted
    std::vector<std::pair<int, Honour>> honours;  ///< honours held (Köpfe, Trull, Quatre)
    std::optional<Ultimo> ultimo;
    std::optional<Volat> volat;
    std::optional<int> renonce;    ///< seat of the player who renounced (Codex §7-§11)

    /// The Dreier multiple in force: `multiple`, or derived from `level` and `talon`.
    int dreier_multiple() const;
};

/// Pack facts of the family member: kPack54 (54 cards, 70 points, 36 to win) for Tapp, kPack42
/// (42, 66, 34) for Zwölfer (000:L284, L996).
using Pack = tarock::Pack;

/// Reads a hand from its JSON record (format: docs/session-format.md). Throws InputError naming
/// the field for wrong types, unknown players, unknown fields and out-of-range values.
Hand parse_hand(const Json& j, const std::vector<std::string>& players, const Pack& pack);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);

// The pieces of the hand record that the Tapp family (Steyerisch, Ungarisch) writes and reads
// alike (docs/session-format.md).

/// "koepfe", "trull" or "quatre".
const char* honour_id(Honour h);
/// Reads the "honours" object of a hand record, {"Christl": ["trull"], "Dieter": ["koepfe"]}, into
/// (seat, honour) pairs in the record's order. InputError naming the field ("honours.Dieter") and
/// `rule`; an unknown honour is refused listing `listed` ("koepfe, trull, quatre").
std::vector<std::pair<int, Honour>> parse_honours(JsonReader& r, const RuleRef& rule, const char* listed);
/// The "honours" object of a hand record (inverse of parse_honours).
Json honours_to_json(const std::vector<std::pair<int, Honour>>& honours, const std::vector<std::string>& players);
/// The marks a hand of the Tapp family (Tapp, Zwölfer, Steyerisch, Ungarisch) carries on the
/// paper sheet (HandOutcome::marks, games/common/marks.hpp), in this order: the contra level on
/// the game ("K", "Re", "Sub"), the Pagat Ultimo ("Ult✓", "(Ult✗)" when silent), the Volat
/// announced ("Volat✓", "Volat✗") or made silently ("(Volat✓)"), the Trull and Quatre held, a
/// renonce ("Ren"). `declarer` names the declarer's party.
std::vector<HandMark> family_marks(int declarer, int contra, const std::optional<Ultimo>& ultimo, const std::optional<Volat>& volat,
                                   const std::vector<std::pair<int, Honour>>& honours, std::optional<int> renonce,
                                   const std::vector<std::string>& players);
/// "declarer", "opponents" or "none".
const char* party_id(Party p);
/// Reads "declarer", "opponents" or "none" from field `key`; InputError naming the field and `rule`.
Party parse_party(JsonReader& r, const std::string& key, const RuleRef& rule);
/// Reads the "announced" field of a party premium: true (the declarer), false (none) or the
/// announcing party by name. InputError with field `path` + ".announced" and `rule` otherwise.
Party parse_announced(JsonReader& r, const std::string& path, const RuleRef& rule);
/// Reads the "ultimo" object of a hand record (see ultimo_to_json); the contra level cites
/// `contra_rule`, "without_pagat" Codex §20, everything else `rule`. InputError naming the field.
Ultimo parse_ultimo(JsonReader& r, const RuleRef& rule, const RuleRef& contra_rule);
/// The "ultimo" object of a hand record: {"player", "result", "announced"?, "contra"?, "without_pagat"?}.
Json ultimo_to_json(const Ultimo& u, const std::vector<std::string>& players);
/// Reads the "volat" object of a hand record (see volat_to_json); the contra level cites
/// `contra_rule`, everything else `rule`. InputError naming the field.
Volat parse_volat(JsonReader& r, const RuleRef& rule, const RuleRef& contra_rule);
/// The "volat" object of a hand record: {"announced"? (true or "opponents"), "contra"?, "by"?}.
Json volat_to_json(const Volat& v);

/// Checks who declared at a table where the dealer may rest as König (tapp §1.5, §2.1; 000:L320,
/// L326-338): the declarer plays, and so does the player who opened the bidding (`opened_by`),
/// who sits before the declarer or is he. Throws InputError (field "declarer" or "opened_by"),
/// citing `koenig_rule` for a resting König.
void check_declarer(int declarer, std::optional<int> opened_by, const Deal& deal, const RuleRef& koenig_rule);

/// Checks honours held for impossible combinations: only active players hold cards, Trull and
/// Quatre have one holder each, Köpfe (exactly two of the three tarock honours) at most one and
/// never beside a Trull (tapp §2.4, A3; 000:L342, L2489). Throws InputError (field "honours").
void check_honours(const std::vector<std::pair<int, Honour>>& honours, const Deal& deal);

/// The rules a game of the Tapp family cites when its Ultimo, Volat and renonce are checked: each
/// game its own rule texts (tapp, tapp-codex, block-steyerisch).
struct PremiumCheckRules {
    RuleRef koenig;            ///< the resting König does not play (tapp §1.5)
    RuleRef ultimo_announced;  ///< only the declarer announces the Ultimo (tapp §2.7)
    RuleRef contra;            ///< a silent Ultimo or Volat cannot be contra'd (tapp §2.9)
    RuleRef volat;             ///< a Volat neither announced nor made, or made by the losing party (tapp §2.8)
    /// Set while a house rule forbids every contra (Steyerisch A-C10): a contra on a premium is refused citing it.
    std::optional<RuleRef> no_contra;
};

/// Checks the Ultimo of a hand whose declarer is `decl` (tapp §2.7, Codex §20): its player takes
/// part in the deal, only the declarer announces it, a silent one carries no contra, without the
/// Pagat there is only an announced one and it cannot be won. InputError naming the field
/// ("ultimo.contra") and the rule.
void check_ultimo(const Ultimo& u, int decl, const Deal& deal, const PremiumCheckRules& r);
/// Checks a Volat (tapp §2.8, A8): the opponents announce one only under house rule
/// `volat_announcer` "either", a silent one carries no contra, one neither announced nor made is
/// left out, and unless there was a renonce the party that took every trick won the game (`won`,
/// when known). InputError naming the field ("volat.by") and the rule.
void check_volat(const Volat& v, bool renonce, std::optional<bool> won, const HouseRules& rules, const PremiumCheckRules& r);
/// Checks a renonce by `offender` (Codex §8-§10): the resting König cannot renounce (`koenig`), and
/// only the innocent party earns a silent Ultimo or makes a Volat by playing on (000:L2263-2265).
void check_renonce(int offender, int decl, const std::optional<Ultimo>& ultimo, const std::optional<Volat>& volat, const Deal& deal,
                   const RuleRef& koenig);

/// Checks a parsed hand against the rules of the game in the given deal and house rules.
/// Throws InputError naming the field and the rule (e.g. an opponent announcing Ultimo,
/// tapp §2.7, 000:L456).
void validate(const Hand& h, const Deal& deal, const HouseRules& rules, const Pack& pack);

/// The optional Stamm pot for an announced Ultimo (A20, tapp §2.10), as its relatives keep it too.
using StammPot = tarock::StammPot;

/// Scores a validated hand: postings between the declarer, the opponents and (A20) the pot.
/// `pot` is read and updated when the Stamm is on. Every posting names its rule and source line.
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, const Pack& pack, StammPot& pot);

/// The house-rule settings of Tapp- and Zwölfer-Tarok (open choices tapp A2 .. A26, docs/rules/tapp.md).
const std::vector<SettingSpec>& settings();

/// The Tapp-Tarok variant (54 cards).
const Variant& tapp_variant();

/// The Zwölfer-Tarok variant: Tapp-Tarok with the 42-card pack, 66 points, 34 to win, Köpfe, Trull
/// and Quatre held in the hand as in Tapp (tapp-zwoelfer-ungarisch-codex §3, 000:L996-1004).
const Variant& zwoelfer_variant();

}  // namespace tarock::tapp
