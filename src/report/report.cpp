#include "report/report.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/sources.hpp"
#include "games/variant.hpp"

namespace tarock::report {

namespace {

const std::string& player_name(const std::vector<std::string>& players, int seat) {
    return players.at(static_cast<std::size_t>(seat));
}

std::string join(const std::vector<std::string>& parts, std::string_view sep) {
    std::string s;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) s += sep;
        s += parts[i];
    }
    return s;
}

/// "label" padded to the label column of the setup block.
std::string field_line(std::string_view label, std::string_view value) {
    return pad_right(label, 14) + std::string(value) + "\n";
}

/// {"rule": ..., "source": ..., "text": "tapp §2.2 (000:L326-336)"}.
Json rule_json(const RuleRef& rule) {
    return Json{{"rule", rule.rule}, {"source", rule.source}, {"text", rule.to_string()}};
}

/// Amounts per player as an object keyed by name, in seat order.
Json per_player(const std::vector<std::string>& players, const std::vector<Thirds>& amounts) {
    Json j = Json::object();
    for (std::size_t s = 0; s < players.size() && s < amounts.size(); ++s) j[players[s]] = amount_json(amounts[s]);
    return j;
}

/// "Anna -2 | Bernd +4 | Christl -2" (and "| Stamm 1" when `pot` is given).
std::string standing_line(const Accounts& acc, const std::vector<Thirds>& amounts, const Thirds* pot) {
    std::vector<std::string> parts;
    for (std::size_t s = 0; s < acc.players.size() && s < amounts.size(); ++s)
        parts.push_back(acc.players[s] + " " + amounts[s].to_signed_string());
    if (pot) parts.push_back(acc.pot + " " + pot->to_string());
    return join(parts, " | ");
}

/// The house rules that differ from the defaults, as "Title (rule id): value; ...".
std::string house_rules_text(const Evening& e, Lang lang) {
    if (!e.house_rules.is_object() || e.house_rules.empty()) return in_language(lang, "Standard", "defaults", "privzeto", "alapértelmezés");
    const Variant& v = find_variant(e.variant);
    std::vector<std::string> parts;
    for (const auto& [key, value] : e.house_rules.items()) {
        const std::string raw = value.is_string() ? value.get<std::string>() : value.dump();
        std::string text = key + ": " + raw;
        for (const SettingSpec& spec : v.settings()) {
            if (spec.key != key) continue;
            std::string shown = raw;
            for (const SettingOption& o : spec.options)
                if (o.value == raw) shown = pick(o.label, lang);
            text = pick(spec.title, lang) + " (" + spec.rule_id + "): " + shown;
        }
        parts.push_back(text);
    }
    return join(parts, "; ");
}

/// The name and amount column widths for all postings of an evening (or a hand).
struct Widths {
    std::size_t name = 0;
    std::size_t amount = 0;
};

void widen(Widths& w, const std::vector<Posting>& postings, const Accounts& acc) {
    for (const Posting& p : postings) {
        w.name = std::max({w.name, display_width(acc.name(p.payer)), display_width(acc.name(p.payee))});
        w.amount = std::max(w.amount, display_width(p.amount.to_string()));
    }
}

void append_postings(std::string& out, const std::vector<Posting>& postings, const Accounts& acc, Lang lang,
                     const Widths& w, std::string_view indent) {
    for (const Posting& p : postings) out += std::string(indent) + posting_line(p, acc, lang, w.name, w.amount) + "\n";
}

std::string unit_text(const Evening& e, Lang lang) { return pick(find_variant(e.variant).unit(), lang); }

std::string stake_text(const Evening& e, Lang lang) {
    return money_text(e.stake.cents_per_unit, e.stake.currency, lang) + in_language(lang, " je Einheit (", " per unit (", " na enoto (", " egységenként (") +
           unit_text(e, lang) + ")";
}

/// The setup block shared by the replay and the score report. With the evening's result `r`, the
/// hand the Touren were announced before is named by the players' count (played_number()).
std::string setup_block(const Evening& e, const EveningResult* r, Lang lang, bool with_dealer_and_stake) {
    const Variant& v = find_variant(e.variant);
    std::string out;
    if (!e.title.empty()) out += field_line(in_language(lang, "Abend:", "Evening:", "Večer:", "Este:"), e.title);
    if (!e.date.empty()) out += field_line(in_language(lang, "Datum:", "Date:", "Datum:", "Dátum:"), e.date);
    out += field_line(in_language(lang, "Spiel:", "Game:", "Igra:", "Játék:"), pick(v.name(), lang) + " (" + v.id() + ")");
    out += field_line(in_language(lang, "Spieler:", "Players:", "Igralci:", "Játékosok:"), join(e.players, ", "));
    if (with_dealer_and_stake) {
        out += field_line(in_language(lang, "Erster Geber:", "First dealer:", "Prvi delivec:", "Első osztó:"), player_name(e.players, e.first_dealer));
        out += field_line(in_language(lang, "Einsatz:", "Stake:", "Vložek:", "Tét:"), stake_text(e, lang));
    }
    out += field_line(in_language(lang, "Hausregeln:", "House rules:", "Pravila:", "Házirend:"), house_rules_text(e, lang));
    if (e.touren)
        out += field_line("Touren:", std::to_string(e.touren->rounds) + in_language(lang, " Runden, angesagt vor Hand ", " rounds, announced before hand ", " krogov, napovedano pred partijo ", " kör, bejelentve a leosztás előtt: ") +
                                         std::to_string(r ? played_number_of_position(*r, e.touren->from_hand) : e.touren->from_hand));
    if (e.closed) out += field_line(in_language(lang, "Status:", "State:", "Stanje:", "Állapot:"), in_language(lang, "abgeschlossen", "closed", "zaključen", "lezárva"));
    return out;
}

Json setup_json(const Evening& e, Lang lang) {
    const Variant& v = find_variant(e.variant);
    Json j = Json::object();
    j["title"] = e.title;
    j["date"] = e.date;
    j["variant"] = e.variant;
    j["variant_name"] = pick(v.name(), lang);
    j["unit"] = pick(v.unit(), lang);
    j["players"] = e.players;
    j["first_dealer"] = player_name(e.players, e.first_dealer);
    j["stake"] = {{"cents_per_unit", e.stake.cents_per_unit},
                  {"currency", e.stake.currency},
                  {"text", format_money(e.stake.cents_per_unit, e.stake.currency)}};
    j["house_rules"] = e.house_rules.is_object() ? e.house_rules : Json::object();
    j["closed"] = e.closed;
    j["touren"] = e.touren ? Json{{"from_hand", e.touren->from_hand}, {"rounds", e.touren->rounds}} : Json(nullptr);
    return j;
}

Json notes_json(const std::vector<Text>& notes, Lang lang) {
    Json j = Json::array();
    for (const Text& n : notes) j.push_back(pick(n, lang));
    return j;
}

Json postings_json(const std::vector<Posting>& postings, const Accounts& acc, Lang lang) {
    Json j = Json::array();
    for (const Posting& p : postings) j.push_back(posting_json(p, acc, lang));
    return j;
}

Json optional_name(const std::vector<std::string>& players, const std::optional<int>& seat) {
    return seat ? Json(player_name(players, *seat)) : Json(nullptr);
}

/// The fields of an outcome shared by replay rows and the score report.
void outcome_json(Json& j, const Accounts& acc, const HandOutcome& o, Lang lang) {
    const std::vector<std::string>& players = acc.players;
    j["summary"] = pick(o.summary, lang);
    // The mark written beside the game and a struck row (koenigrufen_modern §6, §7.2): only
    // where a hand has them, so the reports of the other games stay as they were.
    if (o.mark != Text{}) {
        j["mark"] = pick(o.mark, lang);
        j["mark_help"] = pick(o.mark_help, lang);
    }
    if (o.struck) j["struck"] = true;
    j["game"] = o.game;
    j["declarer"] = optional_name(players, o.declarer);
    j["declarer_won"] = o.declarer_won ? Json(*o.declarer_won) : Json(nullptr);
    j["same_dealer"] = o.same_dealer;
    j["postings"] = postings_json(o.result.postings, acc, lang);
    j["notes"] = notes_json(o.result.notes, lang);
}

/// "Touren: 5 von 12 Spielen gegeben, begonnen mit Hand 15" and the like.
std::string touren_text(const TourenState& t, const EveningResult& r, const std::vector<std::string>& players, Lang lang) {
    std::string s = "Touren: " + std::to_string(t.deals_played) + in_language(lang, " von ", " of ", " od ", " / ") + std::to_string(t.deals_total) +
                    in_language(lang, " Spielen gegeben", " deals played", " deljenj odigranih", " osztás lejátszva");
    if (t.finished())
        s += in_language(lang, ", beendet mit Hand ", ", ended with hand ", ", končano s partijo ", ", vége, utolsó leosztás: ") + std::to_string(played_number_of_position(r, *t.last_hand));
    else if (t.start_hand)
        s += in_language(lang, ", begonnen mit Hand ", ", begun with hand ", ", začeto s partijo ", ", kezdete, leosztás: ") + std::to_string(played_number_of_position(r, *t.start_hand));
    else
        s += in_language(lang, ", beginnen, wenn ", ", they begin when ", ", začnejo se, ko ", ", akkor kezdődik, amikor ") + player_name(players, t.starter) +
             in_language(lang, " gibt", " deals", " deli", " oszt");
    if (t.ehrentour) s += in_language(lang, ", mit Ehrentour", ", with an Ehrentour", ", s častnim krogom", ", díszkörrel");
    return s;
}

Json touren_json(const TourenState& t, const std::vector<std::string>& players) {
    return Json{{"from_hand", t.announced.from_hand},
                {"rounds", t.announced.rounds},
                {"starter", player_name(players, t.starter)},
                {"start_hand", t.start_hand ? Json(*t.start_hand) : Json(nullptr)},
                {"deals_played", t.deals_played},
                {"deals_total", t.deals_total},
                {"ehrentour", t.ehrentour},
                {"last_hand", t.last_hand ? Json(*t.last_hand) : Json(nullptr)},
                {"finished", t.finished()}};
}

/// The table of running totals after every hand.
std::string running_table(const Evening& e, const EveningResult& r, Lang lang, bool with_pot) {
    const std::string hand_label = in_language(lang, "Hand", "Hand", "Partija", "Leosztás");
    const std::string dealer_label = in_language(lang, "Geber", "Dealer", "Delivec", "Osztó");
    const std::string pot_label = accounts_of(e, lang).pot;
    std::size_t hand_w = hand_label.size();
    std::size_t dealer_w = display_width(dealer_label);
    std::vector<std::size_t> col(e.players.size());
    std::size_t pot_w = display_width(pot_label);
    for (std::size_t s = 0; s < e.players.size(); ++s) col[s] = display_width(e.players[s]);
    for (const HandRow& row : r.rows) {
        hand_w = std::max(hand_w, display_width(hand_number_text(row)));
        dealer_w = std::max(dealer_w, display_width(player_name(e.players, row.dealer)));
        for (std::size_t s = 0; s < e.players.size(); ++s)
            col[s] = std::max(col[s], display_width(row.running.at(s).to_signed_string()));
        pot_w = std::max(pot_w, display_width(row.pot.to_string()));
    }
    std::string out = "  " + pad_left(hand_label, hand_w) + "  " + pad_right(dealer_label, dealer_w);
    for (std::size_t s = 0; s < e.players.size(); ++s) out += "  " + pad_left(e.players[s], col[s]);
    if (with_pot) out += "  " + pad_left(pot_label, pot_w);
    out += "\n";
    for (const HandRow& row : r.rows) {
        const bool bookkeeping = row.outcome && row.outcome->bookkeeping;
        out += "  " + pad_left(hand_number_text(row), hand_w) + "  " +
               pad_right(bookkeeping ? std::string("-") : player_name(e.players, row.dealer), dealer_w);
        for (std::size_t s = 0; s < e.players.size(); ++s)
            out += "  " + pad_left(row.running.at(s).to_signed_string(), col[s]);
        if (with_pot) out += "  " + pad_left(row.pot.to_string(), pot_w);
        if (row.error) out += in_language(lang, "  (Fehler)", "  (error)", "  (napaka)", "  (hiba)");
        out += "\n";
    }
    return out;
}

}  // namespace

Lang parse_lang(std::string_view code) {
    if (const auto l = language_of_code(code)) return *l;
    throw std::invalid_argument("unknown language '" + std::string(code) + "' (de, en, sl or hu)");
}

std::string money_text(std::int64_t cents, std::string_view currency, Lang lang) {
    return format_money(cents, currency, money_style(lang));
}

std::size_t display_width(std::string_view s) {
    std::size_t n = 0;
    for (char c : s)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;  // count lead bytes only
    return n;
}

std::string hand_number_text(const HandRow& row) { return row.played > 0 ? std::to_string(row.played) : std::string("—"); }

std::string pad_right(std::string_view s, std::size_t width) {
    const std::size_t w = display_width(s);
    return std::string(s) + std::string(w < width ? width - w : 0, ' ');
}

std::string pad_left(std::string_view s, std::size_t width) {
    const std::size_t w = display_width(s);
    return std::string(w < width ? width - w : 0, ' ') + std::string(s);
}

std::string Accounts::name(int account) const {
    if (account == kPot) return pot;
    if (account == kHut) return hut;
    if (account < 0 || static_cast<std::size_t>(account) >= players.size())
        throw std::out_of_range("no account " + std::to_string(account));
    return players[static_cast<std::size_t>(account)];
}

Accounts accounts_of(const Evening& e, Lang lang) {
    Accounts a;
    a.players = e.players;
    const Text pot = find_variant(e.variant).pot_name();
    a.pot = pick(pot, lang);
    a.hut = "Hut";
    return a;
}

Json amount_json(Thirds amount) { return Json{{"thirds", amount.count()}, {"text", amount.to_string()}}; }

Json money_json(std::int64_t cents, std::string_view currency) {
    return Json{{"cents", cents}, {"text", format_money(cents, currency)}};
}

std::string posting_line(const Posting& p, const Accounts& accounts, Lang lang, std::size_t name_width,
                         std::size_t amount_width) {
    std::string s = pad_right(accounts.name(p.payer), name_width) + " -> " + pad_right(accounts.name(p.payee), name_width) + "  " +
                    pad_left(p.amount.to_string(), amount_width) + "  " + pick(p.reason, lang);
    const std::string rule = p.rule.to_string();
    if (!rule.empty()) s += "  [" + rule + "]";
    return s;
}

Json posting_json(const Posting& p, const Accounts& accounts, Lang lang) {
    return Json{{"payer", accounts.name(p.payer)},
                {"payer_seat", p.payer},
                {"payee", accounts.name(p.payee)},
                {"payee_seat", p.payee},
                {"amount", amount_json(p.amount)},
                {"reason", pick(p.reason, lang)},
                {"rule", rule_json(p.rule)}};
}

std::string transfer_line(const Transfer& t, const std::vector<std::string>& players, std::string_view currency,
                          Lang lang) {
    const std::string money = money_text(t.cents, currency, lang);
    // Slovenian and Hungarian would decline the payee's name; the arrow keeps it as written.
    if (lang == Lang::Sl || lang == Lang::Hu)
        return player_name(players, t.from) + in_language(lang, "", "", " plača ", " fizet ") + money + " → " + player_name(players, t.to);
    return player_name(players, t.from) + in_language(lang, " zahlt ", " pays ", "", "") + player_name(players, t.to) + " " + money;
}

std::string error_message(const InputError& error, Lang lang) {
    return error.in(lang);
}

Json error_json(const InputError& error, Lang lang) {
    return Json{{"field", error.field()}, {"rule", rule_json(error.rule())}, {"message", error_message(error, lang)}};
}

std::string replay_text(const Evening& e, const EveningResult& r, Lang lang) {
    const std::vector<std::string>& players = e.players;
    const Accounts acc = accounts_of(e, lang);
    std::string out = setup_block(e, &r, lang, true);

    Widths w;
    // The pot is shown once it holds something or the closing postings move it (a Stamm returned);
    // closing postings between players only (the radelci of Slovenian Tarok) need no pot column.
    bool any_pot = false;
    for (const Posting& p : r.closing.postings)
        if (p.payer < 0 || p.payee < 0) any_pot = true;
    for (const HandRow& row : r.rows) {
        if (row.outcome) widen(w, row.outcome->result.postings, acc);
        if (!row.pot.is_zero()) any_pot = true;
    }
    widen(w, r.closing.postings, acc);

    for (const HandRow& row : r.rows) {
        const bool bookkeeping = row.outcome && row.outcome->bookkeeping;
        if (bookkeeping) {
            out += "\n" + std::string(in_language(lang, "Buchung ohne Geben", "Bookkeeping, no deal", "Knjiženje brez deljenja", "Könyvelés osztás nélkül"));
        } else {
            out += "\n" + std::string(in_language(lang, "Hand ", "Hand ", "Partija ", "Leosztás ")) + std::to_string(row.played);
            out += in_language(lang, "  Geber: ", "  dealer: ", "  delivec: ", "  osztó: ") + player_name(players, row.dealer);
        }
        if (row.resting && !bookkeeping)
            out += "  König: " + player_name(players, *row.resting) + in_language(lang, " (ruht)", " (resting)", " (počiva)", " (pihen)");
        if (row.tour_deal > 0 && r.touren)
            out += in_language(lang, "  Tour ", "  Touren deal ", "  Tour ", "  Tour ") + std::to_string(row.tour_deal) + in_language(lang, " von ", " of ", " od ", " / ") +
                   std::to_string(r.touren->deals_total);
        if (row.after_touren) out += in_language(lang, "  nach den Touren", "  after the Touren", "  po Tourah", "  a Touren után");
        out += "\n";
        if (row.error) {
            out += in_language(lang, "  Fehler, die Hand zählt nicht: ", "  Error, the hand scores nothing: ", "  Napaka, partija ne šteje: ", "  Hiba, a leosztás nem számít: ") +
                   error_message(*row.error, lang) + "\n";
        } else if (row.outcome) {
            out += "  " + pick(shown_summary(*row.outcome), lang) + "\n";
            append_postings(out, row.outcome->result.postings, acc, lang, w, "    ");
            for (const Text& note : row.outcome->result.notes) out += in_language(lang, "  Hinweis: ", "  Note: ", "  Opomba: ", "  Megjegyzés: ") + pick(note, lang) + "\n";
            // A sheet kept in points (Slovenian Tarok): what the hand wrote, and the sheet now.
            if (!row.outcome->result.written.empty()) {
                out += in_language(lang, "  Geschrieben: ", "  Written: ", "  Zapisano: ", "  Írva: ") + standing_line(acc, row.outcome->result.written, nullptr) + "\n";
                out += in_language(lang, "  Blatt: ", "  Sheet: ", "  List: ", "  Lap: ") + standing_line(acc, row.written_running, nullptr) + "\n";
            }
        }
        out += in_language(lang, "  Stand: ", "  Running: ", "  Stanje: ", "  Állás: ") + standing_line(acc, row.running, any_pot ? &row.pot : nullptr) + "\n";
    }

    const std::size_t hands = r.rows.size();
    out += "\n";
    const std::string count = std::to_string(hands);
    switch (lang) {
        case Lang::De: out += "Endstand nach " + count + (hands == 1 ? " Hand" : " Händen") + "\n"; break;
        case Lang::En: out += "Final standing after " + count + (hands == 1 ? " hand" : " hands") + "\n"; break;
        case Lang::Sl: out += "Končno stanje po " + count + (hands % 100 == 1 ? " partiji" : " partijah") + "\n"; break;
        case Lang::Hu: out += "Végeredmény " + count + " leosztás után\n"; break;
    }
    if (r.touren) out += "  " + touren_text(*r.touren, r, players, lang) + "\n";
    if (!r.written_totals.empty())
        out += in_language(lang, "  Blatt am Ende (mit den Schlussbuchungen): ", "  Sheet at the end (closing entries included): ", "  List na koncu (z zaključnimi vpisi): ",
                  "  Lap a végén (a záró tételekkel): ") +
               standing_line(acc, r.written_totals, nullptr) + "\n";
    if (r.errors > 0)
        out += "  " + std::to_string(r.errors) +
               (r.errors == 1 ? in_language(lang, " Hand mit Fehler zählt nicht.\n", " hand with an error scores nothing.\n", " partija z napako ne šteje.\n",
                                   " hibás leosztás nem számít.\n")
                              : in_language(lang, " Hände mit Fehlern zählen nicht.\n", " hands with errors score nothing.\n", " partije z napakami ne štejejo.\n",
                                   " hibás leosztás nem számít.\n"));
    if (!r.closing.postings.empty() || !r.closing.notes.empty()) {
        out += in_language(lang, "  Stand nach der letzten Hand: ", "  Standing after the last hand: ", "  Stanje po zadnji partiji: ", "  Állás az utolsó leosztás után: ") +
               standing_line(acc, r.totals, nullptr) + "\n";
        for (const LedgerLine& l : r.ledger_lines) out += "  " + pick(l.label, lang) + ": " + pick(l.value, lang) + "\n";
        out += in_language(lang, "  Schlussbuchungen:\n", "  Closing postings:\n", "  Zaključna knjiženja:\n", "  Záró könyvelés:\n");
        append_postings(out, r.closing.postings, acc, lang, w, "    ");
        for (const Text& note : r.closing.notes) out += in_language(lang, "  Hinweis: ", "  Note: ", "  Opomba: ", "  Megjegyzés: ") + pick(note, lang) + "\n";
    } else {
        for (const LedgerLine& l : r.ledger_lines) out += "  " + pick(l.label, lang) + ": " + pick(l.value, lang) + "\n";
    }

    // Balance per player in points and money (money only once the evening can be settled).
    const bool settled = !r.pending && r.cents.size() == players.size();
    const std::string who = in_language(lang, "Spieler", "Player", "Igralec", "Játékos");
    std::string unit = unit_text(e, lang);
    if (!unit.empty() && unit[0] >= 'a' && unit[0] <= 'z') unit[0] = static_cast<char>(unit[0] - 'a' + 'A');  // column head
    const std::string money = in_language(lang, "Geld", "Money", "Denar", "Pénz");
    std::size_t name_w = display_width(who), pts_w = display_width(unit), money_w = display_width(money);
    for (std::size_t s = 0; s < players.size(); ++s) {
        name_w = std::max(name_w, display_width(players[s]));
        pts_w = std::max(pts_w, display_width(r.balance.at(s).to_signed_string()));
        if (settled) money_w = std::max(money_w, display_width(money_text(r.cents[s], e.stake.currency, lang)));
    }
    out += "  " + pad_right(who, name_w) + "  " + pad_left(unit, pts_w) + (settled ? "  " + pad_left(money, money_w) : "") + "\n";
    for (std::size_t s = 0; s < players.size(); ++s)
        out += "  " + pad_right(players[s], name_w) + "  " + pad_left(r.balance.at(s).to_signed_string(), pts_w) +
               (settled ? "  " + pad_left(money_text(r.cents[s], e.stake.currency, lang), money_w) : "") + "\n";

    if (const auto ranking = evening_ranking(e, r)) {
        out += in_language(lang, "\nRangliste (Schrift; Kontra zählt nur im Geld, §7.3)\n", "\nRanking (Schrift; Kontra counts in the money only, §7.3)\n",
                           "\nVrstni red (Schrift; kontra šteje le v denarju, §7.3)\n", "\nRangsor (Schrift; a kontra csak a pénzben számít, §7.3)\n");
        out += ranking_text(*ranking, players, lang, "  ");
    }

    out += in_language(lang, "\nZahlungen\n", "\nPayments\n", "\nPlačila\n", "\nKifizetések\n");
    if (!settled)
        out += in_language(lang, "  noch nicht abzurechnen: ", "  not to be settled yet: ", "  še ni za obračun: ", "  még nem számolható el: ") +
               (r.pending ? pick(*r.pending, lang) : std::string()) + "\n";
    else if (r.transfers.empty())
        out += in_language(lang, "  keine\n", "  none\n", "  ni\n", "  nincs\n");
    for (const Transfer& t : r.transfers) out += "  " + transfer_line(t, players, e.stake.currency, lang) + "\n";

    if (!r.rows.empty()) {
        out += in_language(lang, "\nVerlauf (Stand nach jeder Hand)\n", "\nRunning totals (after every hand)\n", "\nPotek (stanje po vsaki partiji)\n", "\nMenet (állás minden leosztás után)\n");
        out += running_table(e, r, lang, any_pot);
    }
    return out;
}

std::string ranking_text(const std::vector<Placing>& ranking, const std::vector<std::string>& names, Lang lang,
                         std::string_view indent, bool rounds, const std::vector<int>* cup_points) {
    const std::string lot = in_language(lang, " (Los)", " (lot)", " (žreb)", " (sorsolás)");
    std::vector<std::vector<std::string>> rows = {{in_language(lang, "Platz", "Place", "Mesto", "Hely"), in_language(lang, "Spieler", "Player", "Igralec", "Játékos"),
                                                   "Schrift", "Kontra", in_language(lang, "Geld", "Money", "Denar", "Pénz")}};
    if (rounds) rows[0].push_back(in_language(lang, "Runden", "Rounds", "Krogi", "Fordulók"));
    if (cup_points) rows[0].push_back(in_language(lang, "Cuppunkte", "Cup points", "Točke pokala", "Kupapont"));
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        const Placing& p = ranking[i];
        rows.push_back({std::to_string(p.place) + (p.shared ? "=" : "") + (p.by_lot ? lot : ""), names.at(p.entrant), p.schrift.to_signed_string(),
                        p.kontra().to_signed_string(), p.geld.to_signed_string()});
        if (rounds) rows.back().push_back(std::to_string(p.rounds_played));
        if (cup_points) rows.back().push_back(std::to_string(cup_points->at(i)));
    }
    std::vector<std::size_t> width(rows[0].size(), 0);
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], display_width(row[c]));
    std::string out;
    for (const auto& row : rows) {
        std::string line(indent);
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c > 0) line += "  ";
            line += c < 2 ? pad_right(row[c], width[c]) : pad_left(row[c], width[c]);
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + "\n";
    }
    return out;
}

Json ranking_json(const std::vector<Placing>& ranking, const std::vector<std::string>& names) {
    Json list = Json::array();
    for (const Placing& p : ranking)
        list.push_back({{"place", p.place}, {"shared", p.shared}, {"by_lot", p.by_lot}, {"player", names.at(p.entrant)},
                        {"schrift", amount_json(p.schrift)}, {"kontra", amount_json(p.kontra())}, {"geld", amount_json(p.geld)},
                        {"rounds_played", p.rounds_played}});
    return list;
}

namespace {

/// One row of the replay as JSON (an element of "hands").
Json hand_json(const Evening& e, const Accounts& acc, const HandRow& row, Lang lang) {
    const std::vector<std::string>& players = e.players;
    Json h = Json::object();
    h["number"] = row.number;
    const bool bookkeeping = row.outcome && row.outcome->bookkeeping;
    h["dealer"] = bookkeeping ? Json(nullptr) : Json(player_name(players, row.dealer));
    h["resting"] = bookkeeping ? Json(nullptr) : optional_name(players, row.resting);
    const std::size_t index = static_cast<std::size_t>(row.number - 1);
    h["inputs"] = index < e.hands.size() ? e.hands[index].inputs : Json(nullptr);
    if (row.outcome) {
        outcome_json(h, acc, *row.outcome, lang);
    } else {
        h["summary"] = nullptr;
        h["postings"] = Json::array();
        h["notes"] = Json::array();
    }
    h["net"] = per_player(players, row.net);
    h["running"] = per_player(players, row.running);
    if (row.outcome && !row.outcome->result.written.empty()) {
        h["written"] = per_player(players, row.outcome->result.written);
        h["written_running"] = per_player(players, row.written_running);
    }
    h["pot"] = amount_json(row.pot);
    h["tour_deal"] = row.tour_deal;
    h["after_touren"] = row.after_touren;
    h["error"] = row.error ? error_json(*row.error, lang) : Json(nullptr);
    return h;
}

/// The members of the replay after "hands": totals, closing, balance, ... errors.
Json replay_end_json(const Evening& e, const EveningResult& r, const Accounts& acc, Lang lang) {
    const std::vector<std::string>& players = e.players;
    Json j = Json::object();
    j["totals"] = per_player(players, r.totals);
    j["closing"] = {{"postings", postings_json(r.closing.postings, acc, lang)}, {"notes", notes_json(r.closing.notes, lang)}};
    if (!r.written_totals.empty()) {
        j["closing"]["written"] = per_player(players, r.closing.written);
        j["written_totals"] = per_player(players, r.written_totals);
    }
    const bool settled = !r.pending && r.cents.size() == players.size();
    Json balance = Json::object();
    for (std::size_t s = 0; s < players.size(); ++s)
        balance[players[s]] = {{"points", amount_json(r.balance.at(s))},
                               {"money", settled ? money_json(r.cents[s], e.stake.currency) : Json(nullptr)}};
    j["balance"] = std::move(balance);
    j["pending"] = r.pending ? Json(pick(*r.pending, lang)) : Json(nullptr);
    if (const auto ranking = evening_ranking(e, r)) j["ranking"] = ranking_json(*ranking, players);
    Json transfers = Json::array();
    for (const Transfer& t : r.transfers)
        transfers.push_back({{"from", player_name(players, t.from)},
                             {"to", player_name(players, t.to)},
                             {"money", money_json(t.cents, e.stake.currency)},
                             {"text", transfer_line(t, players, e.stake.currency, lang)}});
    j["transfers"] = std::move(transfers);
    j["next_dealer"] = player_name(players, r.next_dealer);
    Json lines = Json::array();
    for (const LedgerLine& l : r.ledger_lines) lines.push_back({{"label", pick(l.label, lang)}, {"value", pick(l.value, lang)}});
    j["ledger_lines"] = std::move(lines);
    j["touren"] = r.touren ? touren_json(*r.touren, players) : Json(nullptr);
    j["errors"] = r.errors;
    return j;
}

/// The members of the replay before "hands" (the setup) and after it. A member of the end that
/// the setup has too ("touren": the announcement, then the state reached) takes the setup's
/// place.
std::pair<Json, Json> replay_parts(const Evening& e, const EveningResult& r, const Accounts& acc, Lang lang) {
    std::pair<Json, Json> parts{setup_json(e, lang), replay_end_json(e, r, acc, lang)};
    auto& [head, end] = parts;
    std::vector<std::string> moved;
    for (auto& [key, value] : end.items())
        if (head.contains(key)) {
            head[key] = std::move(value);
            moved.push_back(key);
        }
    for (const std::string& key : moved) end.erase(key);
    return parts;
}

}  // namespace

Json replay_json(const Evening& e, const EveningResult& r, Lang lang) {
    const Accounts acc = accounts_of(e, lang);
    auto [j, end] = replay_parts(e, r, acc, lang);
    Json hands = Json::array();
    for (const HandRow& row : r.rows) hands.push_back(hand_json(e, acc, row, lang));
    j["hands"] = std::move(hands);
    for (auto& [key, value] : end.items()) j[key] = std::move(value);
    return j;
}

void write_nested_json(std::ostream& out, const Json& j, int depth) {
    // What Json::dump(2) does, with the indent of the place the value stands at (nlohmann's own
    // serializer, so the bytes are the same), into one piece of text written at once. The text's
    // memory is kept for the next value (a report writes one hand after another).
    thread_local std::string text;
    text.clear();
    nlohmann::detail::serializer<Json> serializer(nlohmann::detail::output_adapter<char, std::string>(text), ' ');
    serializer.dump(j, true, false, 2, 2 * static_cast<unsigned>(depth));
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

JsonObjectWriter::JsonObjectWriter(std::ostream& out, int depth) : out_(out), depth_(depth) { out_ << "{"; }

JsonObjectWriter::~JsonObjectWriter() {
    if (empty_) out_ << "}";
    else out_ << "\n" << std::string(2 * static_cast<std::size_t>(depth_), ' ') << "}";
}

void JsonObjectWriter::key(const std::string& name) {
    out_ << (empty_ ? "\n" : ",\n") << std::string(2 * static_cast<std::size_t>(depth_ + 1), ' ') << Json(name).dump() << ": ";
    empty_ = false;
}

void JsonObjectWriter::member(const std::string& name, const Json& value) {
    key(name);
    write_nested_json(out_, value, depth_ + 1);
}

void JsonObjectWriter::members(const Json& object) {
    for (const auto& [name, value] : object.items()) member(name, value);
}

void JsonObjectWriter::array(const std::string& name, std::size_t count, const std::function<void(std::size_t, int)>& element) {
    key(name);
    if (count == 0) {
        out_ << "[]";
        return;
    }
    out_ << "[";
    const std::string pad(2 * static_cast<std::size_t>(depth_ + 2), ' ');
    for (std::size_t i = 0; i < count; ++i) {
        out_ << (i == 0 ? "\n" : ",\n") << pad;
        element(i, depth_ + 2);
    }
    out_ << "\n" << std::string(2 * static_cast<std::size_t>(depth_ + 1), ' ') << "]";
}

void write_replay_json(std::ostream& out, const Evening& e, const EveningResult& r, Lang lang, int depth) {
    const Accounts acc = accounts_of(e, lang);
    const auto [head, end] = replay_parts(e, r, acc, lang);
    JsonObjectWriter w(out, depth);
    w.members(head);
    w.array("hands", r.rows.size(), [&](std::size_t i, int d) { write_nested_json(out, hand_json(e, acc, r.rows[i], lang), d); });
    w.members(end);
}

std::vector<RuleRef> rules_of(const HandResult& r) {
    std::vector<RuleRef> out;
    for (const Posting& p : r.postings)
        if (!p.rule.to_string().empty() && std::find(out.begin(), out.end(), p.rule) == out.end()) out.push_back(p.rule);
    return out;
}

std::string sources_text(const HandResult& r, Lang lang, std::string_view indent) {
    const std::vector<RuleRef> rules = rules_of(r);
    std::size_t w = 0;
    for (const RuleRef& rule : rules) w = std::max(w, display_width(rule.rule));
    std::string out;
    for (const RuleRef& rule : rules) {
        const std::string book = pick(book_reference(rule.source), lang);
        out += std::string(indent) + (rule.rule.empty() ? book : pad_right(rule.rule, w) + (book.empty() ? "" : "  " + book)) + "\n";
    }
    return out;
}

Json sources_json(const HandResult& r, Lang lang) {
    Json j = Json::array();
    for (const RuleRef& rule : rules_of(r))
        j.push_back(Json{{"rule", rule.rule}, {"source", rule.source}, {"book", pick(book_reference(rule.source), lang)}});
    return j;
}

std::string score_text(const Evening& e, const Preview& p, Lang lang) {
    const std::vector<std::string>& players = e.players;
    const Accounts acc = accounts_of(e, lang);
    std::string out = setup_block(e, nullptr, lang, false);
    out += field_line(in_language(lang, "Geber:", "Dealer:", "Delivec:", "Osztó:"), player_name(players, p.deal.dealer));
    std::vector<std::string> order;
    for (std::size_t i = 0; i < p.deal.active.size(); ++i) {
        std::string n = player_name(players, p.deal.active[i]);
        if (i == 0) n += " (Vorhand)";
        order.push_back(n);
    }
    out += field_line(in_language(lang, "Reihenfolge:", "Order:", "Vrstni red:", "Sorrend:"), join(order, ", "));
    if (p.deal.resting)
        out += field_line("König:", player_name(players, *p.deal.resting) + in_language(lang, " (ruht)", " (resting)", " (počiva)", " (pihen)"));
    out += field_line(in_language(lang, "Ergebnis:", "Result:", "Izid:", "Eredmény:"), pick(shown_summary(p.outcome), lang));

    const HandResult& res = p.outcome.result;
    Widths w;
    widen(w, res.postings, acc);
    out += in_language(lang, "\nBuchungen\n", "\nPostings\n", "\nKnjiženja\n", "\nKönyvelések\n");
    if (res.postings.empty()) out += in_language(lang, "  keine\n", "  none\n", "  ni\n", "  nincs\n");
    append_postings(out, res.postings, acc, lang, w, "  ");
    if (!res.notes.empty()) {
        out += in_language(lang, "\nHinweise\n", "\nNotes\n", "\nOpombe\n", "\nMegjegyzések\n");
        for (const Text& n : res.notes) out += "  " + pick(n, lang) + "\n";
    }

    const auto net = res.net(static_cast<int>(players.size()));
    const Thirds pot = res.pot_change();
    std::size_t name_w = 0, amount_w = 0;
    for (std::size_t s = 0; s < players.size(); ++s) {
        name_w = std::max(name_w, display_width(players[s]));
        amount_w = std::max(amount_w, display_width(net[s].to_signed_string()));
    }
    if (!pot.is_zero()) {
        name_w = std::max(name_w, display_width(acc.pot));
        amount_w = std::max(amount_w, display_width(pot.to_signed_string()));
    }
    out += in_language(lang, "\nSaldo der Hand\n", "\nNet of the hand\n", "\nSaldo partije\n", "\nA leosztás egyenlege\n");
    for (std::size_t s = 0; s < players.size(); ++s)
        out += "  " + pad_right(players[s], name_w) + "  " + pad_left(net[s].to_signed_string(), amount_w) + "\n";
    if (!pot.is_zero())
        out += "  " + pad_right(acc.pot, name_w) + "  " + pad_left(pot.to_signed_string(), amount_w) + "\n";
    const std::string sources = sources_text(res, lang);
    if (!sources.empty()) out += in_language(lang, "\nRegeln und Quellen\n", "\nRules and sources\n", "\nPravila in viri\n", "\nSzabályok és források\n") + sources;
    return out;
}

Json score_json(const Evening& e, const Preview& p, Lang lang) {
    const std::vector<std::string>& players = e.players;
    Json j = Json::object();
    j["variant"] = e.variant;
    j["players"] = players;
    j["house_rules"] = e.house_rules.is_object() ? e.house_rules : Json::object();
    Json order = Json::array();
    for (int s : p.deal.active) order.push_back(player_name(players, s));
    j["deal"] = {{"dealer", player_name(players, p.deal.dealer)},
                 {"order", order},
                 {"vorhand", p.deal.active.empty() ? Json(nullptr) : Json(player_name(players, p.deal.active.front()))},
                 {"resting", optional_name(players, p.deal.resting)}};
    outcome_json(j, accounts_of(e, lang), p.outcome, lang);
    j["net"] = per_player(players, p.outcome.result.net(static_cast<int>(players.size())));
    j["pot_change"] = amount_json(p.outcome.result.pot_change());
    j["sources"] = sources_json(p.outcome.result, lang);
    return j;
}

}  // namespace tarock::report
