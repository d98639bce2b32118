#pragma once
// Texts of Hungarian Tarokk in German, English and Hungarian (Slovenian falls back to English),
// and the rules the hand reader, the validation and the scoring cite. Internal to the game.

#include <string>
#include <utility>

#include "core/errors.hpp"
#include "core/text.hpp"

namespace tarock::tarokk_hu {

/// A text in German, English and Hungarian.
inline Text T(std::string de, std::string en, std::string hu) { return Text{std::move(de), std::move(en), "", std::move(hu)}; }
/// The same text in every language (names, figures).
inline Text same(const std::string& s) { return Text{s, s, "", s}; }
/// Concatenation in every language (a Hungarian half falls back to the English one).
inline Text cat(const Text& a, const Text& b) { return Text{a.de + b.de, a.en + b.en, "", pick(a, Language::Hu) + pick(b, Language::Hu)}; }

/// Refuses input: InputError(field, rule, {de, en, hu}).
[[noreturn]] inline void refuse3(const std::string& field, const RuleRef& rule, std::string de, std::string en, std::string hu) {
    throw InputError(field, rule, T(std::move(de), std::move(en), std::move(hu)));
}

inline const RuleRef kRuleBid{"tarokk_hu §H2", "PWH Bidding; TS Game.ts PARTY_SCORE L59-65; TT kGameBaseScore"};
inline const RuleRef kRuleCall{"tarokk_hu §H2", "PWH Calling a Partner; MAU; TS GameSession.ts L22-27"};
inline const RuleRef kRulePoints{"tarokk_hu §H1", "DATE; PWH; TT GameWinnerSide"};
inline const RuleRef kRuleKontra{"tarokk_hu §H5", "TS Contract.ts L7, L29-35; TT AnnouncementMultiplier"};
inline const RuleRef kRuleItems{"tarokk_hu §H3.1, §H4", "TS Bid.ts L85-134; TT ApplyAnnouncementScore; PWH Announcements"};
inline const RuleRef kRuleLadder{"tarokk_hu §H6", "PWH Scoring; TT CanScoreAnnouncement, ApplyGameScore"};
inline const RuleRef kRuleCount{"tarokk_hu §H3.1, §H7, HU-05", "PWH; PGH-scrape; TS isWinByDefault"};
inline const RuleRef kRuleFigures{"tarokk_hu §H3.2, HU-06, HU-07", "TS Bid.ts L100-158; MD declaredFigureValue"};
inline const RuleRef kRuleManual{"tarokk_hu §H2, HU-10, HU-11", "PWH Bidding; TS Bid.ts L154-158"};

}  // namespace tarock::tarokk_hu
