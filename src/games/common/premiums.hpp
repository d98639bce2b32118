#pragma once
// Premiums that mean the same in several games, modelled once.
//
// The Pagat Ultimo (the Pagat in the last trick, silent or announced, contra-able) is the same
// premium in the Tapp family (tapp §2.7, 000:L304-306, L450-456) and in the partnership games
// (000:L704, L840, L1058): one struct, read and written in each family's record format
// (tapp::ultimo_to_json, partnership::ultimo_json).
//
// Kept apart on purpose:
//  - strohmann::Ultimo: in the game for two the Pagat in the last trick is never announced and
//    never contra'd (000:930; 002:43); its record holds only the player and the result.
//  - The Volat: the Tapp family names the party with tapp::Party (None, Declarer, Opponents),
//    shared with Ungarisch's party premiums and Block's Volat; the partnership games name it with
//    an optional partnership::Side, shared with their other party items. Same meaning, two
//    representations, each bound to its family's other premiums; Strohmann's Volat is a seat.

namespace tarock {

/// The Pagat in the last trick ("Pagat Ultimo"). `player` played the Pagat to the last trick, or
/// announced the Ultimo.
struct Ultimo {
    int player = -1;
    bool announced = false;
    int contra = 0;              ///< contra level on an announced Ultimo, 0..3
    bool won = false;            ///< the Pagat won the last trick
    bool without_pagat = false;  ///< announced without holding the Pagat (tapp Codex §20); the Tapp family only
    bool operator==(const Ultimo&) const = default;
};

}  // namespace tarock
