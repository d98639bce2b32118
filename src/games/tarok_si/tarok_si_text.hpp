#pragma once
// Texts of Slovenian Tarok in German, English and Slovenian (Hungarian falls back to English),
// and the rules the hand reader, the validation and the scoring cite. Internal to the game.

#include <string>
#include <utility>

#include "core/errors.hpp"
#include "core/text.hpp"

namespace tarock::tarok_si {

/// A text in German, English and Slovenian.
inline Text T(std::string de, std::string en, std::string sl) { return Text{std::move(de), std::move(en), std::move(sl)}; }
/// The same text in every language (names, figures).
inline Text same(const std::string& s) { return Text{s, s, s}; }
/// Concatenation in every language (a Slovenian half falls back to the English one).
inline Text cat(const Text& a, const Text& b) {
    return Text{a.de + b.de, a.en + b.en, pick(a, Language::Sl) + pick(b, Language::Sl)};
}

/// Refuses input: InputError(field, rule, {de, en, sl}).
[[noreturn]] inline void refuse3(const std::string& field, const RuleRef& rule, std::string de, std::string en, std::string sl) {
    throw InputError(field, rule, T(std::move(de), std::move(en), std::move(sl)));
}

// The rules cited (docs/rules/tarok-si.md; the sources are those its sections name).
inline const RuleRef kRuleContracts{"tarok_si §S2", "XA; TSB GameType.cs; PAL gamemodes.dart; BGA bid_data; OS InitializeContracts"};
inline const RuleRef kRuleCall{"tarok_si §S2", "PWS Calling a Partner; TSB Test2"};
inline const RuleRef kRulePoints{"tarok_si §S1.3, §S3", "XA Štetje; PWS Scoring"};
inline const RuleRef kRuleKontra{"tarok_si §S5", "TZS-P B 1.17, B 1.19; TSB Contra.cs"};
inline const RuleRef kRuleBonus{"tarok_si §S4.1, §S4.2", "TZS-P B 1.17, B 1.18; PWS Bonuses"};
inline const RuleRef kRuleKingUltimo{"tarok_si §S4.1", "XA; TSB ModifierType.cs L7; PWS"};
inline const RuleRef kRuleValat{"tarok_si §S6", "TZS-P B 1.14, B 1.17; XA Valat; PWS"};
inline const RuleRef kRuleBeggar{"tarok_si §S7", "XA; PWS Beggar; TSB Test7, Test9, Test10"};
inline const RuleRef kRuleKlop{"tarok_si §S8", "PWS Klop; XA Klop; OS ScoresInKlop"};
inline const RuleRef kRuleMond{"tarok_si §S9", "XA Mond fang; TSB ScoreBoard.cs L101-102; OS CapturedMondPenalties"};
inline const RuleRef kRuleRadelci{"tarok_si §S10.2", "XA Radlc; TSB ScoreBoard.cs L86-94; PAL results.go L42-51"};
inline const RuleRef kRuleRadelciGiven{"tarok_si §S10.1", "PWS Radli; XA Radlc; PAL stockskis L3105-3144"};
inline const RuleRef kRuleRadelciEnd{"tarok_si §S10.3", "TSB EndGame L110-119; PAL gameend.go L28"};
inline const RuleRef kRuleRenons{"tarok_si SL-28", "XA Renons"};
inline const RuleRef kRuleThree{"tarok_si §S12.1", "PWS 3 Players; OS; ZEI TAROK ZA TRI"};
inline const RuleRef kRuleRound{"tarok_si §S12.2, SL-29, SL-30", "TZS-GG"};
inline const RuleRef kRuleMoney{"tarok_si §S11.2, SL-22", "inferred"};

}  // namespace tarock::tarok_si
