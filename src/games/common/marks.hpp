#pragma once
// The short marks players write beside a game on the paper sheet (HandOutcome::marks): the
// contra level, announced premiums with their outcome, honours held, a renonce. Each game's
// scorer adds the marks its record holds with these pieces, so every game writes them alike;
// they move no money and the scoresheet only draws them.

#include <string>
#include <vector>

#include "core/text.hpp"
#include "games/common/premiums.hpp"
#include "games/variant.hpp"

namespace tarock {

/// The words of contra level `level` on the game or a premium: 1 "Kontra", 2 "Rekontra",
/// 3 "Subkontra", 4 "Mortkontra", then the factor ("Kontra ×32" for 5, where Kontra and Retour
/// go on without limit, koenigrufen_modern M-12 RUE); "" for 0.
Text contra_words(int level);
/// The short mark of contra level `level`: 1 "K", 2 "Re", 3 "Sub", 4 "Mort", then "K×32" for 5,
/// "K×64" for 6 …; "" for 0.
std::string contra_abbreviation(int level);

/// Adds the mark of the contra level `level` (0: none) on the game: "K", "Re", "Sub"; the help
/// says "Kontra auf das Spiel".
void mark_contra(std::vector<HandMark>& marks, int level);

/// Adds the mark of a premium (`abbreviation` "Ult", "Volat"; `name` its full name "Pagat
/// Ultimo"): the abbreviation with ✓ (made) or ✗ (failed), announced with the contra level on it
/// ("Ult✗K"), silent in parentheses ("(Volat✓)"). `by` names who announced or made it (a player,
/// "Spielerpartei"; empty when the record names no one). The help says it in words.
void mark_premium(std::vector<HandMark>& marks, const Text& abbreviation, const Text& name, bool announced, bool made, int contra,
                  const Text& by);

/// Adds the mark of the Pagat Ultimo `u` played by `player`: "Ult✓", "Ult✗K", "(Ult✗)".
void mark_ultimo(std::vector<HandMark>& marks, const Ultimo& u, const std::string& player);

/// Adds the mark of an honour held and counted (`name` "Trull", "Quatre") by `holder`.
void mark_held(std::vector<HandMark>& marks, const Text& name, const std::string& holder);
/// The same for an honour held by a party together (`holder` "Spielerpartei").
void mark_held(std::vector<HandMark>& marks, const Text& name, const Text& holder);

/// Adds the mark of a renonce by `offender`: "Ren".
void mark_renonce(std::vector<HandMark>& marks, const std::string& offender);

}  // namespace tarock
