#pragma once
// Ungarisch-Tarok (Ulmann Cap. VIII, 000:L1006-1028; Codex §32, 000:L2379-2381): Zwölfer-Tarok
// (42 cards, 66 points, 34 to win) with the Zweier (2 per multiple) and the Einer (3 per multiple,
// up to elevenfold), tous les trois / tous les quatre counted only when collected in a party's
// tricks (announceable, contra-able), the compulsory "zehn/elf/zwölf Tarok" announcements and
// Courage; no Köpfe.
// Rules: docs/rules/tapp.md: tapp §1.1-§2.10 (what it takes over from Tapp), tapp §4.1-§4.5, §6;
// open choices A11-A17 and the Tapp choices that apply; vectors T-U1..T-U6, T-D20..T-D25,
// T-P29..T-P31.
//
// Units: points (whole, as Thirds), paid per opponent unless stated otherwise.

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
#include "games/tapp/ladder.hpp"
#include "games/tapp/tapp.hpp"
#include "games/variant.hpp"

namespace tarock::ungarisch {

/// The kinds of deal: as in Tapp-Tarok (tapp::DealKind).
using DealKind = tarock::DealKind;

/// Tous les trois (Trull) or tous les quatre (Quatre) as a party premium (§4.2, 000:L1014-1020):
/// announced by a party (or silent), its contra level, and which party had the set in its tricks
/// at the end.
struct PartyPremium {
    tapp::Party announced_by = tapp::Party::None;
    int contra = 0;                               ///< on an announced one, 0..3
    tapp::Party collected_by = tapp::Party::None; ///< which party had all of it in its tricks
};

/// Why a renonce was declared (the rule the offender broke).
enum class RenonceCause {
    Play,          ///< Codex §8-§11: revoke, lead out of turn, faulty discard ...
    TarockCount,   ///< Codex §32: ten, eleven or twelve tarocks not or wrongly announced
    FalseCourage,  ///< A11: Courage announced while holding a tarock honour
};

/// One Ungarisch hand exactly as entered at the table (docs/formats/ungarisch.md).
struct Hand : HandEnvelope {
    int declarer = -1;
    tapp::LadderContract contract;  ///< Dreier / Zweier / Einer / Solo and the multiple (§4.1)
    int contra = 0;                 ///< contra level on the game
    bool courage = false;           ///< the declarer, holding no tarock honour, doubled the game (§4.4)
    std::optional<Thirds> points;   ///< the declarer's card points (0-66, thirds allowed)
    std::optional<bool> won;        ///< the result, when points were not counted
    std::optional<PartyPremium> trull;
    std::optional<PartyPremium> quatre;
    std::vector<std::pair<int, int>> tarocks;  ///< compulsory announcements: seat -> 10, 11 or 12 (§4.3)
    std::optional<tapp::Ultimo> ultimo;
    std::optional<tapp::Volat> volat;
    std::optional<int> renonce;     ///< seat of the offender
    RenonceCause renonce_cause = RenonceCause::Play;
};

/// The pack: 42 cards, 66 points, 34 to win (000:L996).
inline constexpr int kPackPoints = kPack42.points;
inline constexpr int kToWin = kPack42.to_win;

/// Reads a hand from its JSON record. Throws InputError naming the field for wrong types, unknown
/// players and unknown fields, and for "honours" (no Köpfe, and Trull/Quatre count only in the
/// tricks: 000:L1014, L1028).
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);

/// Checks a parsed hand against the rules and the house rules: the ladder (A12, A13), who may
/// announce what (A15, A8, 000:L456), tarock counts (10-12, at most 22 in all), Courage only for
/// the declarer, a false Courage only under A11 "renonce", §10 after a renonce. Throws InputError
/// naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);

/// The game value per opponent before contra and Courage: Dreier m, Zweier 2m, Einer 3m, Solo 8
/// (000:L1008-1012).
std::int64_t game_base(const tapp::LadderContract& c);

/// Scores a validated hand. Every posting names its rule and source line.
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, tapp::StammPot& pot);

/// The house-rule settings of Ungarisch-Tarok (A11-A17 and the Tapp choices that apply).
const std::vector<SettingSpec>& settings();

/// The Ungarisch-Tarok variant.
const Variant& ungarisch_variant();

}  // namespace tarock::ungarisch
