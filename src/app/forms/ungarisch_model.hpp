#pragma once
// The Ungarisch-Tarok hand form's model: the inputs as typed, converted to and from the hand's
// JSON record through ungarisch::to_json / ungarisch::parse_hand. Inputs only; every amount comes
// from preview(). Its view: ungarisch_view.cpp.

#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "app/forms/ladder_model.hpp"
#include "core/json.hpp"
#include "games/ungarisch/ungarisch.hpp"

namespace tarock::app {

/// Tous les trois or tous les quatre as typed: not played for, collected silently, or announced.
struct PartyPremiumInput {
    PremiumMode mode = PremiumMode::None;
    tapp::Party announced_by = tapp::Party::Declarer;  ///< with PremiumMode::Announced
    int contra = 0;                                    ///< with PremiumMode::Announced
    tapp::Party collected_by = tapp::Party::None;      ///< which party had it in its tricks
};

/// The state of the Ungarisch hand form. Seats are 0-based; -1 means "nobody chosen".
struct UngarischForm : form::EnvelopeInput<tapp::DealKind> {
    int declarer = -1;
    LadderInput contract;
    int contra = 0;
    bool courage = false;
    ResultInput result_input = ResultInput::Points;
    std::string points;            ///< the declarer's card points as typed ("33 2/3")
    bool won = true;
    PartyPremiumInput trull;
    PartyPremiumInput quatre;
    std::vector<std::pair<int, int>> tarocks;  ///< seat -> 10, 11, 12, in the order entered
    UltimoInput ultimo;
    VolatInput volat;
    int renonce = -1;
    ungarisch::RenonceCause renonce_cause = ungarisch::RenonceCause::Play;

    /// Loads a stored record. Throws InputError when it does not parse.
    static UngarischForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for (points that do not parse are left out).
    ungarisch::Hand to_hand() const;
    /// The hand's JSON record (see SteyerischForm::to_json for the rules).
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-3 the declarer; D, Z, E, S the game; C Courage on or off.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// "No declarer chosen yet" while that is what the core refuses.
    std::string hint(const InputError& refusal) const;

    /// The announced tarock count of `seat` (10-12), or 0.
    int tarock_count(int seat) const;
    /// Sets (10-12) or removes (0) the tarock count of `seat`.
    void set_tarock_count(int seat, int count);
};

}  // namespace tarock::app
