#pragma once
// Modern Königrufen (koenigrufen_modern): the game played at Austrian card tables today, with the
// tariffs of the cups (Raiffeisen / OÖ, Tirol, Sauwald, Wiener Tarockcup, Wiener Zeitung, Tulln)
// and documented house rounds (tarockapp, Rüdiger). Four players, or five with the dealer
// resting (M-34). Rules: docs/rules/koenigrufen-modern.md (§1-§7), open choices M-01 … M-45, test
// vectors MK-01 … MK-101. The sources are modern rule texts and app data, cited by short names
// (RTC, TIR, SAU, WTC, RUE, …) as the rules page lists them.
//
// Units: every amount is points of the tariff as Thirds (whole points, or cents in the
// Wiener-Zeitung tariffs); card points are Thirds of a card point (107 thirds = "35 2/3" =
// 35 Punkte 2 Blatt). Every tariff value is a house-rule Amount setting and every rule
// difference a Choice setting (koenigrufen_modern_settings.cpp); the tariff sets are presets.
//
// The result of a hand: the postings are the money ("Geld", with Kontra and Radl). Under the
// house rule "schrift" = "split" (M-11, the tournament presets) the written tournament points
// ("Schrift", without Kontra) are kept beside it in HandResult::written.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/posting.hpp"
#include "core/table.hpp"
#include "core/thirds.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/json_input.hpp"
#include "games/common/kontra_chain.hpp"
#include "games/common/partnership.hpp"
#include "games/variant.hpp"

namespace tarock::koenigrufen_modern {

using partnership::Side;

/// The contracts of §2.1, in the order of the tariff tables.
enum class Contract {
    Rufer, Trischaken, Piccolo, Zwiccolo, Bettel, Solorufer, Besserrufer, Farbendreier, Sechserdreier, Dreier,
    Farbensolo, PiccoloOuvert, ZwiccoloOuvert, BettelOuvert, Solodreier,
};

/// What shape a contract has (§2.2).
enum class Shape {
    Partner,     ///< a king is called: Rufer, Solorufer, Besserrufer (2 v 2)
    Alone,       ///< a positive game alone against three
    Negative,    ///< Piccolo, Zwiccolo, Bettel and the ouvert forms: 1 v 3, Kontra per opponent
    Trischaken,  ///< each for himself (§5)
};

/// The facts of one contract.
struct ContractInfo {
    Contract contract;
    const char* id;            ///< file spelling: "rufer", "piccolo_ouvert", …
    const char* name;          ///< the name at the table: "Rufer", "Piccolo ouvert"
    const char* setting;       ///< the Amount setting of its value: "wert_rufer"
    Shape shape;
    bool solo;                 ///< premiums count double (§3.3): Solorufer, Farbensolo, Solodreier
    bool farbenspiel;          ///< tarocks do not trump; premiums restricted (§3.2)
};

/// The facts of every contract, in enum order.
const std::vector<ContractInfo>& contracts();
const ContractInfo& info(Contract c);

/// The premiums of §3.1.
enum class PremiumKind { KoenigUltimo, Trull, Koenige, Pagat, Uhu, Kakadu, Quapil, Mondfang, Sack1, Sack2, Absolut };

/// The facts of one premium: its file spelling, name, and whether it is a "Verlaufsprämie" (a
/// card in a trick: the birds, König Ultimo, Mondfang) or a "Bestandsprämie" (what a party holds
/// in its tricks at the end: Trull, Könige, Säcke, Absolut) (TIR §6, §3.5).
struct PremiumInfo {
    PremiumKind kind;
    const char* id;        ///< "koenig_ultimo", "trull", "koenige", "pagat", …
    const char* name;      ///< "König Ultimo", "Trull", …
    const char* setting;   ///< the stem of its two Amount settings: "pagat" → "pagat_still", "pagat_angesagt"
    bool verlauf;          ///< a Verlaufsprämie (can fail silently, M-05)
    bool bird;             ///< Pagat, Uhu, Kakadu, Quapil (the Besserrufer's bird)
};
const std::vector<PremiumInfo>& premium_kinds();
const PremiumInfo& info(PremiumKind k);

/// One premium of a positive game (§3): which party it is for, announced or silent, made or
/// failed, and the Kontra on it (M-13), said by `kontra_by` (a Kontra said by the premium's own
/// party, a hidden partner, is void: M-14).
struct Premium {
    PremiumKind kind = PremiumKind::Pagat;
    Side side = Side::Declarer;      ///< the party that announced it or plays for it
    bool announced = false;
    bool made = true;
    int kontra = 0;
    std::optional<int> kontra_by;    ///< the seat that said the Kontra, if entered
    bool operator==(const Premium&) const = default;
};

/// The Valat (§3.5): announced by a party, made by a party (all tricks), with its own Kontra.
struct Valat {
    std::optional<Side> announced;
    std::optional<Side> made_by;
    int kontra = 0;
    bool operator==(const Valat&) const = default;
};

/// Reads "valat": {"announced": party, "by": party, "kontra": level} (§3.5); `why` is cited.
Valat read_valat(JsonReader& r, const std::string& key, const RuleRef& why);
/// Writes a Valat as read_valat() reads it.
Json valat_json(const Valat& v);

/// A renonce (§7.1): the player who committed it; `second`: a second player who renounced in the
/// same hand (the two share what the regular players receive, house rules "renonce_zwei" and
/// "renonce_trischaken_zwei"); `no_bird`: a Besserrufer bid without a bird in hand (a fixed amount
/// to each, M-26 / §1.4).
struct Renonce {
    int player = -1;
    std::optional<int> second;
    bool no_bird = false;
    bool operator==(const Renonce&) const = default;
};

/// The individual Mondfang of the Rüdiger rules (M-31 "individual"): the holder of the Mond pays
/// the catcher, who may be his partner.
struct Mondfang {
    int mond = -1;  ///< whose Mond was caught
    int by = -1;    ///< who caught it
    bool operator==(const Mondfang&) const = default;
};

/// A Bei-Spiel (M-35): another player who plays the same negative game beside the declarer,
/// settled on its own against the three others, each of them with his own Kontra (§5.8).
struct Bei {
    int player = -1;
    std::optional<bool> won;
    std::map<int, int> kontras;  ///< seat -> his Kontra level against this player
    bool operator==(const Bei&) const = default;
};

/// What happened when the called king lay in the talon (§2.2, M-15, M-16).
enum class TalonKing { None, Schleifen, Played };

/// One modern Königrufen hand exactly as entered (format: docs/formats/koenigrufen_modern.md).
struct Hand : HandEnvelope {
    bool struck = false;                     ///< the row is struck (§7.2): all four score 0
    Contract contract = Contract::Rufer;
    int declarer = -1;
    std::optional<int> partner;              ///< holder of the called king; empty when alone or in the talon
    TalonKing talon_king = TalonKing::None;  ///< the called king lay in the talon
    std::optional<PremiumKind> bird;         ///< Besserrufer given up (schleifen): the bird he planned (M-16)
    std::optional<Thirds> points;            ///< card points of the declarer's party (positive games)
    std::optional<bool> won;                 ///< negative games: the declarer made his contract
    int kontra = 0;                          ///< positive games: Kontra on the game, the whole party (§4)
    std::map<int, int> kontras;              ///< negative games: opponent seat -> his own Kontra level (§5.8)
    std::vector<Premium> premiums;
    std::optional<Valat> valat;
    std::map<int, Thirds> trischaken;        ///< Trischaken: card points of each player (sum 70)
    std::optional<Renonce> renonce;
    std::optional<Mondfang> mondfang;
    std::vector<Bei> bei;                    ///< negative games: players who play the same game beside the declarer (M-35)
    bool vier_koenige = false;               ///< the Vorhand held all four kings (M-36)
    bool radl = false;                       ///< a Radl is marked after this hand (TUL Halbzeit, RUE Gstieß-a-Radel, M-23)
    bool operator==(const Hand&) const = default;
};

/// The Kontra words: Kontra ×2, Re ×4, Sub ×8, Mort ×16 (§4; higher levels by number, M-12).
const KontraChain& kontra_chain();
/// The highest Kontra level the house rule "kontra_max" allows (M-12).
int max_kontra(const HouseRules& rules);

/// Whether `side` made the Sack `kind` (Sack1 or Sack2) when the declarer's party took `points`
/// card points (M-45, §3.2): its party's points reach the house rule "sack1_schwelle" /
/// "sack2_schwelle" (INFERRED from TB: 45 2/3 and 55 2/3; a party with the 2. Sack has the 1. as
/// well, for whichever party reaches it). Nothing when the threshold is 0: the table enters the
/// Säcke unchecked.
std::optional<bool> sack_made(PremiumKind kind, Side side, Thirds points, const HouseRules& rules);

/// The seat that has the Vorhand in `deal` for the hand `h` (§1.4): the first to speak, or, when
/// she held all four kings and the house rule "vier_koenige" = "pass" (SAU), the next one (M-36).
int vorhand_of(const Hand& h, const Deal& deal, const HouseRules& rules);

/// Reads a hand from its JSON record. Throws InputError naming the field.
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);
/// Checks a parsed hand against the deal and the house rules (a struck row is not checked
/// beyond its fields, §7.2). Throws InputError naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);

/// The outcome of a deal that is no game (a redeal): nothing is paid, the same dealer deals
/// again, summary "Neu gegeben". Shared by the family's games (Königrufen, Dreiertarock,
/// Zwanzigerrufen).
HandOutcome dealt_again();

/// The end of a game's summary on the sheet, as players write it: " gewonnen (41 Punkte)",
/// " verloren (35 2/3 Punkte)"; without the card points where none were entered (a Valat, a game
/// only won or lost). Shared by the family's games.
Text result_words(bool won, const std::optional<Thirds>& points);

/// The marks of a game of the family on the paper sheet (HandOutcome::marks,
/// games/common/marks.hpp): the Kontra on the game ("K", "Re", "Sub", "Mort"), each premium
/// announced ("Ult✓", "Trull✗Re") or silent ("(KUlt✗)"; the Pagat is "Ult", the König Ultimo
/// "KUlt"), the Valat announced or made silently (mark_valat).
std::vector<HandMark> premium_marks(int kontra, const std::vector<Premium>& premiums, const std::optional<Valat>& valat);
/// Adds the mark of the Valat `valat` (none: nothing): announced "Valat✓", "Valat✗K", made
/// silently "(Valat✓)". Shared with Dreiertarock.
void mark_valat(std::vector<HandMark>& marks, const std::optional<Valat>& valat);

/// Scores a validated hand with the Radl factor `radl` (1, 2, 4, …; §6) already in force.
/// Postings: the money (Geld); HandResult::written: the Schrift when "schrift" = "split".
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, int radl = 1);

/// The Trischaken settlement (§5): the net of each active seat in sixths of the Trischaken
/// unit, by the family the house rule "trischaken" names (M-17). `thirds` per active seat in
/// speaking order (Vorhand first). Throws InputError for a case the family leaves to the table
/// (M-20, M-21). `why` receives the reasoning in both languages.
std::vector<std::int64_t> trischaken_sixths(const std::vector<Thirds>& thirds, const HouseRules& rules, Text& why);

/// How many Radl doublings a hand starts (§6): by the house rules "radl_trischaken",
/// "radl_mondfang", "radl_null" (a played hand whose result is 0 for everyone, ABK, when
/// `zero_result`) and the hand's own "radl" mark; each entry is a length in hands. A struck row
/// or a redeal starts none.
std::vector<int> radl_triggers(const Hand& h, const HouseRules& rules, int table_size, bool zero_result = false);

const std::vector<SettingSpec>& settings();
const Variant& koenigrufen_modern_variant();

/// The rules the code cites (sections of docs/rules/koenigrufen-modern.md).
namespace rule {
inline const RuleRef kDeal{"koenigrufen_modern §1.3", "RTC \"Jedes Blatt muss gespielt werden\"; TIR §1"};
inline const RuleRef kBidding{"koenigrufen_modern §1.4", "TIR/SAU tables \"Vorhandspiele\"; WTC"};
inline const RuleRef kThreshold{"koenigrufen_modern §1.2", "RTC \"Allgemeines\"; TIR §1; TUL; RUE"};
inline const RuleRef kContracts{"koenigrufen_modern §2.1", "RTC; TIR; SAU; WTC; RUE tariff tables"};
inline const RuleRef kMechanics{"koenigrufen_modern §2.2", "RTC; TIR §3; WTC-20; RUE; ABK XSBuchen"};
inline const RuleRef kTalonKing{"koenigrufen_modern §2.2, M-15, M-16", "SAU \"Allgemeines\"; WTC-20 \"§ Ruferspiele\"; HT §4.5"};
inline const RuleRef kPremiums{"koenigrufen_modern §3.1", "RTC; TIR; SAU; WTC tables"};
inline const RuleRef kConditions{"koenigrufen_modern §3.2", "TIR §6; RUE; SAU; WTC-20"};
inline const RuleRef kMadeFailed{"koenigrufen_modern §3.4, M-05", "TIR §6; RUE; HT §7.3"};
inline const RuleRef kValat{"koenigrufen_modern §3.5", "RTC; SAU; TIR §6; WTC-19, WTC-20; RUE \"Valat\"; HT §7.4"};
inline const RuleRef kMondfang{"koenigrufen_modern §3.6", "RUE \"Mondfang\""};
inline const RuleRef kKontra{"koenigrufen_modern §4", "RTC; TIR §2; WTC-20; RUE"};
inline const RuleRef kNegative{"koenigrufen_modern §5.8", "RTC; TIR §2; ABK NSBuchen; HT §7.5"};
inline const RuleRef kTrischaken{"koenigrufen_modern §5.1", "TIR §5; WTC-20; SAU; HT §7.6"};
inline const RuleRef kRadl{"koenigrufen_modern §6", "RUE \"Trischaken\", \"Mondfang\"; TUL; ABK XSBuchen"};
inline const RuleRef kRenonce{"koenigrufen_modern §7.1", "OEF; TIR §7; SAU; WTC-20 \"§ Renonce\"; RUE"};
inline const RuleRef kBei{"koenigrufen_modern M-35", "TIR; WTC; TB Bei options; RUE"};
inline const RuleRef kSchnitt{"koenigrufen_modern M-33", "TUL \"Allgemeines\""};
inline const RuleRef kVierKoenige{"koenigrufen_modern M-36", "SAU \"Vorhand\"; HT §3.3 quoting [OÖ23 Vorhand 3]; WTC-19, WTC-20 \"§ Ruferspiele\""};
inline const RuleRef kValatTalon{"koenigrufen_modern M-37", "HT §9.4 V-3"};
inline const RuleRef kFarbenKontraValat{"koenigrufen_modern M-38", "HT quoting [OÖ23], [ÖF21]"};
inline const RuleRef kSaecke{"koenigrufen_modern M-45", "TIR §6; TB premium 8, 9"};
inline const RuleRef kStruck{"koenigrufen_modern §7.2", "OEF \"1) Allgemein\""};
}  // namespace rule

}  // namespace tarock::koenigrufen_modern
