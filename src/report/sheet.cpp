#include "report/sheet.hpp"

#include <algorithm>
#include <string_view>

#include "core/translations.hpp"
#include "games/variant.hpp"

namespace tarock::report {

namespace {

// ---- CSV ---------------------------------------------------------------------------------

/// One CSV field, quoted when it holds the separator, a quote or a line break (RFC 4180).
std::string csv_field(const std::string& s, char sep) {
    if (s.find_first_of(std::string(1, sep) + "\"\r\n") == std::string::npos) return s;
    std::string q = "\"";
    for (char c : s) {
        if (c == '"') q += '"';
        q += c;
    }
    return q + "\"";
}

std::string csv_line(const std::vector<std::string>& fields, char sep) {
    std::string s;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0) s += sep;
        s += csv_field(fields[i], sep);
    }
    return s + "\r\n";
}

/// Money for a spreadsheet cell: no thousands separator, "-1,20" (German) or "-1.20".
std::string csv_money(std::int64_t cents, Lang lang) {
    const bool negative = cents < 0;
    const std::uint64_t a = negative ? static_cast<std::uint64_t>(-(cents + 1)) + 1 : static_cast<std::uint64_t>(cents);
    const auto c = a % 100;
    return (negative ? "-" : "") + std::to_string(a / 100) + (lang == Lang::En ? "." : ",") + (c < 10 ? "0" : "") +
           std::to_string(c);
}

std::string row_summary(const HandRow& row, Lang lang) {
    if (row.error) return in_language(lang, "Fehler: ", "Error: ", "Napaka: ", "Hiba: ") + error_message(*row.error, lang);
    if (row.outcome) return pick(shown_summary(*row.outcome), lang);
    return {};
}

bool settled(const Evening& e, const EveningResult& r) { return !r.pending && r.cents.size() == e.players.size(); }

// ---- HTML --------------------------------------------------------------------------------

std::string esc(const std::string& s) {
    std::string o;
    for (char c : s) {
        switch (c) {
            case '&': o += "&amp;"; break;
            case '<': o += "&lt;"; break;
            case '>': o += "&gt;"; break;
            case '"': o += "&quot;"; break;
            default: o += c;
        }
    }
    return o;
}

std::string td(const std::string& s, const char* cls = nullptr) {
    return cls ? "<td class=\"" + std::string(cls) + "\">" + esc(s) + "</td>" : "<td>" + esc(s) + "</td>";
}
std::string th(const std::string& s) { return "<th>" + esc(s) + "</th>"; }

/// Every house rule of the variant with its value in force; "*" marks a value that differs from
/// the book's default.
std::string rules_table(const Evening& e, Lang lang) {
    const Variant& v = find_variant(e.variant);
    std::string out = "<table class=\"rules\"><tr>" + th(in_language(lang, "Hausregel", "House rule", "Hišno pravilo", "Házirend")) + th(in_language(lang, "Regel", "Rule", "Pravilo", "Szabály")) +
                      th(in_language(lang, "Gilt", "In force", "Velja", "Érvényes")) + "</tr>\n";
    for (const SettingSpec& spec : v.settings()) {
        std::string value = spec.default_value;
        const bool changed = e.house_rules.is_object() && e.house_rules.contains(spec.key);
        if (changed) {
            const Json& j = e.house_rules.at(spec.key);
            value = j.is_string() ? j.get<std::string>() : j.dump();
        }
        std::string shown = value;
        for (const SettingOption& o : spec.options)
            if (o.value == value) shown = pick(o.label, lang);
        if (changed) shown += in_language(lang, " (abweichend vom Buch)", " (differs from the book)", " (drugače kot privzeto)", " (eltér az alapszabálytól)");
        out += "<tr>" + td(pick(spec.title, lang)) + td(spec.rule_id) + td(shown, changed ? "changed" : nullptr) + "</tr>\n";
    }
    return out + "</table>\n";
}

const char* kCss =
    "body{font-family:sans-serif;margin:1.5em;color:#111}"
    "h1{font-size:1.4em}h2{font-size:1.1em;margin-top:1.4em}"
    "table{border-collapse:collapse;margin:.4em 0}"
    "td,th{border:1px solid #999;padding:.15em .5em;vertical-align:top}"
    "th{background:#eee;text-align:left}"
    "td.num{text-align:right;white-space:nowrap}"
    "td.changed{font-weight:bold}"
    ".neg{color:#a00}"
    "@media print{body{margin:0}h2{break-after:avoid}tr{break-inside:avoid}}";

std::string amount_td(Thirds t) { return t < Thirds{} ? "<td class=\"num neg\">" + esc(t.to_signed_string()) + "</td>" : td(t.to_signed_string(), "num"); }

}  // namespace

std::string csv_text_cell(const std::string& s) {
    if (!s.empty() && std::string_view("=+-@\t\r").find(s.front()) != std::string_view::npos) return "'" + s;
    return s;
}

std::string table_csv(const Evening& e, const EveningResult& r, Lang lang) {
    const char sep = lang == Lang::En ? ',' : ';';
    std::vector<std::string> head{in_language(lang, "Hand", "Hand", "Partija", "Leosztás"), in_language(lang, "Geber", "Dealer", "Delivec", "Osztó"), in_language(lang, "Spiel", "Game", "Igra", "Játék")};
    for (const std::string& p : e.players) head.push_back(csv_text_cell(p));
    for (const std::string& p : e.players) head.push_back(csv_text_cell(p + in_language(lang, " Stand", " total", " stanje", " állás")));
    std::string out = csv_line(head, sep);
    for (const HandRow& row : r.rows) {
        const bool bookkeeping = row.outcome && row.outcome->bookkeeping;
        // Names and summaries are text: neutralised. The amounts stay numbers ("-15").
        std::vector<std::string> f{bookkeeping ? std::string() : std::to_string(row.played),
                                   bookkeeping ? std::string() : csv_text_cell(e.players.at(static_cast<std::size_t>(row.dealer))),
                                   csv_text_cell(row_summary(row, lang))};
        for (std::size_t s = 0; s < e.players.size(); ++s) f.push_back(row.net.at(s).to_string());
        for (std::size_t s = 0; s < e.players.size(); ++s) f.push_back(row.running.at(s).to_string());
        out += csv_line(f, sep);
    }
    std::vector<std::string> balance{"", "", in_language(lang, "Saldo", "Balance", "Saldo", "Egyenleg")};
    for (std::size_t s = 0; s < e.players.size(); ++s) balance.push_back(r.balance.at(s).to_string());
    out += csv_line(balance, sep);
    if (settled(e, r)) {
        std::vector<std::string> money{"", "", csv_text_cell(std::string(in_language(lang, "Geld", "Money", "Denar", "Pénz")) + " (" + e.stake.currency + ")")};
        for (std::int64_t c : r.cents) money.push_back(csv_money(c, lang));
        out += csv_line(money, sep);
    }
    return out;
}

std::string settlement_html(const Evening& e, const EveningResult& r, Lang lang) {
    const Variant& v = find_variant(e.variant);
    const Accounts acc = accounts_of(e, lang);
    const std::string title = e.title.empty() ? pick(v.name(), lang) : e.title;
    std::string out = html_begin(title, lang);
    out += "<table class=\"setup\">\n";
    auto setup_row = [&](const char* label, const std::string& value) { out += "<tr>" + th(label) + td(value) + "</tr>\n"; };
    if (!e.date.empty()) setup_row(in_language(lang, "Datum", "Date", "Datum", "Dátum"), e.date);
    setup_row(in_language(lang, "Spiel", "Game", "Igra", "Játék"), pick(v.name(), lang));
    std::string players;
    for (std::size_t s = 0; s < e.players.size(); ++s) players += (s ? ", " : "") + e.players[s];
    setup_row(in_language(lang, "Spieler", "Players", "Igralci", "Játékosok"), players);
    setup_row(in_language(lang, "Erster Geber", "First dealer", "Prvi delivec", "Első osztó"), e.players.at(static_cast<std::size_t>(e.first_dealer)));
    setup_row(in_language(lang, "Einsatz", "Stake", "Vložek", "Tét"),
              money_text(e.stake.cents_per_unit, e.stake.currency, lang) + in_language(lang, " je Einheit (", " per unit (", " na enoto (", " egységenként (") + pick(v.unit(), lang) + ")");
    out += "</table>\n";

    out += std::string("<h2>") + in_language(lang, "Hausregeln", "House rules", "Hišna pravila", "Házirend") + "</h2>\n" + rules_table(e, lang);

    out += std::string("<h2>") + in_language(lang, "Tabelle", "Table", "Tabela", "Táblázat") + "</h2>\n<table class=\"hands\"><tr>" + th(in_language(lang, "Hand", "Hand", "Partija", "Leosztás")) +
           th(in_language(lang, "Geber", "Dealer", "Delivec", "Osztó")) + th(in_language(lang, "Spiel", "Game", "Igra", "Játék"));
    for (const std::string& p : e.players) out += th(p);
    out += "</tr>\n";
    for (const HandRow& row : r.rows) {
        const bool bookkeeping = row.outcome && row.outcome->bookkeeping;
        out += "<tr>" + td(hand_number_text(row), "num") +
               td(bookkeeping ? std::string() : e.players.at(static_cast<std::size_t>(row.dealer))) + td(row_summary(row, lang));
        for (std::size_t s = 0; s < e.players.size(); ++s) out += amount_td(row.running.at(s));
        out += "</tr>\n";
    }
    out += "</table>\n<p>" + esc(in_language(lang, "Je Spieler der Stand nach der Hand.", "Each player's total after the hand.", "Za vsakega igralca stanje po partiji.", "Játékosonként az állás a leosztás után.")) + "</p>\n";

    if (!r.closing.postings.empty() || !r.ledger_lines.empty()) {
        out += std::string("<h2>") + in_language(lang, "Schluss", "Closing", "Zaključek", "Zárás") + "</h2>\n<table>\n";
        for (const LedgerLine& l : r.ledger_lines) out += "<tr>" + th(pick(l.label, lang)) + td(pick(l.value, lang)) + "</tr>\n";
        for (const Posting& p : r.closing.postings)
            out += "<tr>" + th(acc.name(p.payer) + " \xE2\x86\x92 " + acc.name(p.payee)) +
                   td(p.amount.to_string() + "  " + pick(p.reason, lang)) + "</tr>\n";
        out += "</table>\n";
    }

    const bool money = settled(e, r);
    out += std::string("<h2>") + in_language(lang, "Abrechnung", "Settlement", "Obračun", "Elszámolás") + "</h2>\n<table class=\"balance\"><tr>" +
           th(in_language(lang, "Spieler", "Player", "Igralec", "Játékos")) + th(pick(v.unit(), lang)) + (money ? th(in_language(lang, "Geld", "Money", "Denar", "Pénz")) : "") + "</tr>\n";
    for (std::size_t s = 0; s < e.players.size(); ++s) {
        out += "<tr>" + td(e.players[s]) + amount_td(r.balance.at(s));
        if (money) out += td(money_text(r.cents[s], e.stake.currency, lang), "num");
        out += "</tr>\n";
    }
    out += "</table>\n";
    if (!money) {
        out += "<p>" + esc(std::string(in_language(lang, "Noch nicht abzurechnen: ", "Not to be settled yet: ", "Še ni za obračun: ", "Még nem számolható el: ")) +
                           (r.pending ? pick(*r.pending, lang) : std::string())) +
               "</p>\n";
    } else if (r.transfers.empty()) {
        out += "<p>" + esc(in_language(lang, "Niemand zahlt.", "Nobody pays.", "Nihče ne plača.", "Senki sem fizet.")) + "</p>\n";
    } else {
        out += "<ul class=\"transfers\">\n";
        for (const Transfer& t : r.transfers) out += "<li>" + esc(transfer_line(t, e.players, e.stake.currency, lang)) + "</li>\n";
        out += "</ul>\n";
    }
    out += html_end();
    return out;
}

std::string what_if_text(const Evening& e, const WhatIf& w, const Json& change, Lang lang) {
    const Accounts acc = accounts_of(e, lang);
    std::size_t name_w = 0, amount_w = 0;
    for (const Preview* p : {&w.original, &w.changed})
        for (const Posting& q : p->outcome.result.postings) {
            name_w = std::max({name_w, display_width(acc.name(q.payer)), display_width(acc.name(q.payee))});
            amount_w = std::max(amount_w, display_width(q.amount.to_string()));
        }
    std::string out = in_language(lang, "Was wäre, wenn: ", "What if: ", "Kaj, če: ", "Mi lenne, ha: ") + change.dump() + "\n";
    auto side = [&](const char* label, const Preview& p) {
        out += std::string("\n") + label + ": " + pick(shown_summary(p.outcome), lang) + "\n";
        if (p.outcome.result.postings.empty()) out += in_language(lang, "  keine Buchungen\n", "  no postings\n", "  ni knjiženj\n", "  nincs könyvelés\n");
        for (const Posting& q : p.outcome.result.postings) out += "  " + posting_line(q, acc, lang, name_w, amount_w) + "\n";
    };
    side(in_language(lang, "Wie eingetragen", "As entered", "Kot vpisano", "Ahogy beírták"), w.original);
    side(in_language(lang, "Geändert", "Changed", "Spremenjeno", "Módosítva"), w.changed);

    const std::string h_player = in_language(lang, "Spieler", "Player", "Igralec", "Játékos"), h_orig = in_language(lang, "eingetragen", "entered", "vpisano", "beírva"),
                      h_changed = in_language(lang, "geändert", "changed", "spremenjeno", "módosítva"), h_diff = in_language(lang, "Differenz", "difference", "razlika", "különbség");
    std::size_t pw = display_width(h_player), ow = display_width(h_orig), cw = display_width(h_changed), dw = display_width(h_diff);
    for (std::size_t s = 0; s < e.players.size(); ++s) {
        pw = std::max(pw, display_width(e.players[s]));
        ow = std::max(ow, display_width(w.original_net[s].to_signed_string()));
        cw = std::max(cw, display_width(w.changed_net[s].to_signed_string()));
        dw = std::max(dw, display_width(w.difference[s].to_signed_string()));
    }
    out += std::string("\n") + in_language(lang, "Saldo der Hand\n", "Net of the hand\n", "Saldo partije\n", "A leosztás egyenlege\n");
    out += "  " + pad_right(h_player, pw) + "  " + pad_left(h_orig, ow) + "  " + pad_left(h_changed, cw) + "  " + pad_left(h_diff, dw) + "\n";
    for (std::size_t s = 0; s < e.players.size(); ++s)
        out += "  " + pad_right(e.players[s], pw) + "  " + pad_left(w.original_net[s].to_signed_string(), ow) + "  " +
               pad_left(w.changed_net[s].to_signed_string(), cw) + "  " + pad_left(w.difference[s].to_signed_string(), dw) + "\n";
    return out;
}

Json what_if_json(const Evening& e, const WhatIf& w, const Json& change, Lang lang) {
    const Accounts acc = accounts_of(e, lang);
    auto side = [&](const Preview& p, const std::vector<Thirds>& net) {
        Json postings = Json::array();
        for (const Posting& q : p.outcome.result.postings) postings.push_back(posting_json(q, acc, lang));
        Json n = Json::object();
        for (std::size_t s = 0; s < e.players.size(); ++s) n[e.players[s]] = amount_json(net[s]);
        return Json{{"summary", pick(p.outcome.summary, lang)}, {"postings", postings}, {"net", n}};
    };
    Json diff = Json::object();
    for (std::size_t s = 0; s < e.players.size(); ++s) diff[e.players[s]] = amount_json(w.difference[s]);
    return Json{{"change", change},
                {"original", side(w.original, w.original_net)},
                {"changed", side(w.changed, w.changed_net)},
                {"difference", diff}};
}

std::string game_type_name(const std::string& id, Lang lang) {
    static const std::pair<const char*, const char*> names[] = {
        {"dreier", "Dreier"}, {"zweier", "Zweier"}, {"einer", "Einer"},   {"solo", "Solo"},       {"solodreier", "Solodreier"},
        {"rufer", "Rufer"},   {"allein", "Allein"}, {"misere", "Misère"}, {"vole", "Vole"},       {"sans_atout", "sans atout"},
        {"trefle", "Trefle"}, {"pique", "Pique"},   {"carreau", "Carreau"}, {"coeur", "Coeur"},
        // Ids written without their letters: the Slovenian beggar, the Hungarian bids, l'Hombre's games.
        {"berac", "Berač"},   {"harom", "három"},   {"ketto", "kettő"},   {"egy", "egy"},         {"szolo", "szóló"},
        {"a_duo", "a duo"},   {"ad_uno", "ad uno"},
    };
    for (const auto& [key, name] : names)
        if (id == key) return name;
    if (id == "still") return translated(lang, "still gespielt");
    if (id == "aufgenommen") return translated(lang, "Aufgenommen");
    std::string name = id;
    for (char& c : name)
        if (c == '_') c = ' ';
    if (!name.empty() && name[0] >= 'a' && name[0] <= 'z') name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return name;
}

std::string statistics_text(const std::vector<PlayerStats>& stats, const std::string& currency, Lang lang) {
    const std::vector<std::string> head{in_language(lang, "Spieler", "Player", "Igralec", "Játékos"), in_language(lang, "Abende", "Evenings", "Večeri", "Esték"), in_language(lang, "Hände", "Hands", "Partije", "Leosztások"),
                                        in_language(lang, "gespielt", "played", "igral", "játszott"), in_language(lang, "angesagt", "declared", "napovedal", "bemondott"),
                                        in_language(lang, "gewonnen", "won", "dobil", "nyert"), in_language(lang, "Ergebnis", "Net", "Izid", "Eredmény")};
    std::vector<std::vector<std::string>> rows;
    for (const PlayerStats& p : stats)
        rows.push_back({p.name, std::to_string(p.evenings), std::to_string(p.hands), std::to_string(p.hands_active),
                        std::to_string(p.declared), std::to_string(p.won), money_text(p.cents_total, currency, lang)});
    std::vector<std::size_t> w(head.size());
    for (std::size_t c = 0; c < head.size(); ++c) {
        w[c] = display_width(head[c]);
        for (const auto& r : rows) w[c] = std::max(w[c], display_width(r[c]));
    }
    auto line = [&](const std::vector<std::string>& f) {
        std::string s = " ";
        for (std::size_t c = 0; c < f.size(); ++c) s += " " + (c == 0 ? pad_right(f[c], w[c]) : pad_left(f[c], w[c]));
        return s + "\n";
    };
    std::string out = line(head);
    for (const auto& r : rows) out += line(r);
    bool head_done = false;
    for (const PlayerStats& p : stats) {
        if (p.by_game.empty()) continue;
        if (!head_done) out += in_language(lang, "\nNach Spiel (angesagt/gewonnen)\n", "\nBy game (declared/won)\n", "\nPo igrah (napovedano/dobljeno)\n", "\nJátékonként (bemondva/megnyerve)\n");
        head_done = true;
        out += "  " + p.name + ":";
        for (const auto& [game, dw] : p.by_game) out += " " + game_type_name(game, lang) + " " + std::to_string(dw.first) + "/" + std::to_string(dw.second);
        out += "\n";
    }
    return out;
}

Json statistics_json(const std::vector<PlayerStats>& stats, const std::string& currency) {
    Json out = Json::array();
    for (const PlayerStats& p : stats) {
        Json by_game = Json::object();
        for (const auto& [game, dw] : p.by_game) by_game[game] = Json{{"declared", dw.first}, {"won", dw.second}};
        out.push_back(Json{{"name", p.name},
                           {"evenings", p.evenings},
                           {"hands", p.hands},
                           {"hands_active", p.hands_active},
                           {"declared", p.declared},
                           {"won", p.won},
                           {"by_game", by_game},
                           {"cents_by_evening", p.cents_by_evening},
                           {"cents_total", p.cents_total},
                           {"currency", currency}});
    }
    return out;
}

std::string csv_row(const std::vector<std::string>& fields, Lang lang) { return csv_line(fields, lang == Lang::En ? ',' : ';'); }

std::string html_escape(const std::string& s) { return esc(s); }

std::string html_begin(const std::string& title, Lang lang) {
    return std::string("<!DOCTYPE html>\n<html lang=\"") + language_code(lang) + "\">\n<head><meta charset=\"utf-8\"><title>" + esc(title) +
           "</title><style>" + kCss + "</style></head>\n<body>\n<h1>" + esc(title) + "</h1>\n";
}

std::string html_end() { return "</body>\n</html>\n"; }

}  // namespace tarock::report
