#pragma once
// House-rule settings the partnership games share (docs/rules/koenigrufen.md, the open choices
// koenigrufen A-G1 .. A-G5).

#include <vector>

#include "core/house_rules.hpp"

namespace tarock::partnership {

/// A-G2: how the members of two parties are paired in the payments ("pairing": "next" the
/// declarer with the first opponent after him, default; "previous" with the one before him).
SettingSpec pairing_setting();
/// A-G3: a made Volat against a contra'd game ("volat_compare": "max" the larger of both for a
/// silent and an announced Volat, default; "silent_only" Codex §19 literally, only the silent one).
SettingSpec volat_compare_setting();
/// A-G4: a failed announced Volat ("volat_failed": "paid_game_stands" default; "replaces_game").
SettingSpec volat_failed_setting();
/// Codex §4 (000:L2231-2239): a misdeal ("poenale": the amount the dealer pays every other player
/// before he deals again; default 1, at least 0).
SettingSpec poenale_setting();
/// The settings of a game scored like Königrufen (Königrufen, Paszkiewitsch), in the order the
/// evening dialog shows them: A-G2, A-G3 and A-G4 first, then the game's `own`, then the Pönale
/// (Codex §4) and the Ehrentour (tapp A22).
std::vector<SettingSpec> with_partnership_settings(std::vector<SettingSpec> own);

}  // namespace tarock::partnership
