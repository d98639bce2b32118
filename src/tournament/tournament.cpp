#include "tournament/tournament.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <sstream>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "games/common/json_input.hpp"
#include "session/presets.hpp"

namespace tarock::tournament {

namespace {

const RuleRef kCupRule{"koenigrufen_modern §7.3", "TIR §8, TIR-19 §7"};
const RuleRef kSheetRule{"koenigrufen_modern §7.2", "RUE \"Die Summe der 4 Spielstände muß stets Null ergeben\"; ABK \"Quersumme ist ungleich 0\""};
const std::vector<std::string> kNoPlayers;

const Preset* cup_preset(const std::string& name) {
    for (const Preset& p : builtin_presets())
        if (p.variant == "koenigrufen_modern" && p.name == name) return &p;
    return nullptr;
}

/// The table `table` of round `round`, or InputError "round" / "table".
const std::vector<PlayerId>& table_of(const Tournament& t, int round, int table) {
    if (round < 1 || round > static_cast<int>(t.rounds.size()))
        refuse("round", kCupRule, "Runde " + std::to_string(round) + " ist nicht ausgelost (" + std::to_string(t.rounds.size()) + " Runden).",
               "round " + std::to_string(round) + " has not been drawn (" + std::to_string(t.rounds.size()) + " rounds)");
    const Seating& tables = t.rounds[static_cast<std::size_t>(round - 1)].tables;
    if (table < 1 || table > static_cast<int>(tables.size()))
        refuse("table", kCupRule, "Runde " + std::to_string(round) + " hat keinen Tisch " + std::to_string(table) + ".",
               "round " + std::to_string(round) + " has no table " + std::to_string(table));
    return tables[static_cast<std::size_t>(table - 1)];
}

/// The same house rules, whatever the order of their keys.
bool same_rules(const Json& a, const Json& b) {
    if (!a.is_object() || !b.is_object() || a.size() != b.size()) return false;
    for (const auto& [key, value] : a.items())
        if (!b.contains(key) || b.at(key) != value) return false;
    return true;
}

/// "25, 20,16" → {25, 20, 16}; InputError naming `field` for a cell that is no whole number.
std::vector<int> int_list(const std::string& text, const std::string& field) {
    std::vector<int> out;
    std::stringstream ss(text);
    std::string part;
    while (std::getline(ss, part, ',')) {
        const std::string cell = trimmed(part);
        try {
            std::size_t used = 0;
            const int v = std::stoi(cell, &used);
            if (used != cell.size()) throw std::invalid_argument(cell);
            out.push_back(v);
        } catch (const std::exception&) {
            refuse(field, kCupRule, "'" + cell + "' ist keine ganze Zahl.", "'" + cell + "' is not a whole number");
        }
    }
    return out;
}

int next_revision(const Tournament& t, int round, int table) {
    const Sheet* s = current_sheet(t, round, table);
    return s ? s->revision + 1 : 1;
}

}  // namespace

int CupPoints::for_place(int place) const {
    if (place >= 1 && place <= static_cast<int>(table.size())) return table[static_cast<std::size_t>(place - 1)];
    if (first == 0 && step == 0) return 0;
    return std::max(minimum, first - step * (place - 1));
}

void validate_cup(const Cup& cup) {
    if (cup.name.empty()) refuse("name", kCupRule, "Der Cup braucht einen Namen.", "the cup needs a name");
    if (!cup_preset(cup.preset))
        refuse("preset", kCupRule, "'" + cup.preset + "' ist keine Vorlage des Königrufens von heute.",
               "'" + cup.preset + "' is not a preset of modern Königrufen");
    if (cup.rounds < 1 || cup.rounds > 10) refuse("rounds", kCupRule, "1 bis 10 Runden.", "1 to 10 rounds");
    if (cup.hands_4 < 1 || cup.hands_4 > 100) refuse("hands_4", kCupRule, "1 bis 100 Spiele je Runde.", "1 to 100 hands per round");
    if (cup.hands_5 < 1 || cup.hands_5 > 100) refuse("hands_5", kCupRule, "1 bis 100 Spiele je Runde.", "1 to 100 hands per round");
    for (std::size_t i = 0; i < cup.points.table.size(); ++i)
        if (cup.points.table[i] < 0)
            refuse("points.table[" + std::to_string(i) + "]", kCupRule, "Cuppunkte sind nicht negativ.", "cup points are not negative");
    if (cup.points.first < 0 || cup.points.step < 0 || cup.points.minimum < 0)
        refuse("points", kCupRule, "Die Formel der Cuppunkte hat keine negativen Werte.", "the cup points formula has no negative values");
}

std::vector<std::string> cup_preset_names() {
    std::vector<std::string> out;
    for (const Preset& p : builtin_presets())
        if (p.variant == "koenigrufen_modern") out.push_back(p.name);
    return out;
}

CupPoints cup_points_from_text(const std::string& table, const std::string& formula, const std::string& table_field,
                               const std::string& formula_field) {
    CupPoints points;
    if (!trimmed(table).empty()) points.table = int_list(table, table_field);
    if (!trimmed(formula).empty()) {
        const std::vector<int> f = int_list(formula, formula_field);
        if (f.size() != 3) refuse(formula_field, kCupRule, "Drei Zahlen: ERSTER,SCHRITT,MINDESTENS.", "three numbers: FIRST,STEP,MINIMUM");
        points.first = f[0];
        points.step = f[1];
        points.minimum = f[2];
    }
    return points;
}

std::vector<Player> roster_from_text(const std::string& text) {
    std::vector<Player> out;
    std::stringstream in(text);
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
        ++n;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (trimmed(line).empty()) continue;
        const char sep = line.find(';') != std::string::npos ? ';' : ',';
        std::vector<std::string> cells;
        std::stringstream ls(line);
        std::string cell;
        while (std::getline(ls, cell, sep)) cells.push_back(trimmed(cell));
        if (n == 1 && !cells.empty() && (cells[0] == "name" || cells[0] == "Name")) continue;
        Player p;
        p.name = cells.empty() ? "" : cells[0];
        p.club = cells.size() > 1 ? cells[1] : "";
        p.member_id = cells.size() > 2 ? cells[2] : "";
        if (p.name.empty())
            refuse("name", kCupRule, "Zeile " + std::to_string(n) + " hat keinen Namen.", "line " + std::to_string(n) + " has no name");
        out.push_back(p);
    }
    return out;
}

std::uint64_t fresh_seed() {
    std::random_device rd;
    return (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
}

Tournament new_tournament(std::int64_t cup_id, const std::string& title, const std::string& date, std::uint64_t seed) {
    if (trimmed(date).empty()) refuse("date", kCupRule, "Das Turnier braucht ein Datum (JJJJ-MM-TT).", "the tournament needs a date (YYYY-MM-DD)");
    validate_date(date);
    Tournament t;
    t.cup_id = cup_id;
    t.title = trimmed(title);
    t.date = date;
    t.seed = seed;
    return t;
}

const Round& draw_next(Tournament& t, const Cup& cup, const std::vector<PlayerId>& present) {
    const int number = static_cast<int>(t.rounds.size()) + 1;
    if (number > cup.rounds)
        refuse("round", kCupRule, "Der Cup spielt " + std::to_string(cup.rounds) + " Runden.", "the cup plays " + std::to_string(cup.rounds) + " rounds");
    if (!t.rounds.empty())
        for (std::size_t k = 0; k < t.rounds.back().tables.size(); ++k)
            if (!current_sheet(t, number - 1, static_cast<int>(k) + 1))
                refuse("round", kCupRule, "Tisch " + std::to_string(k + 1) + " der Runde " + std::to_string(number - 1) + " hat noch kein Blatt.",
                       "table " + std::to_string(k + 1) + " of round " + std::to_string(number - 1) + " has no sheet yet");
    std::vector<Seating> earlier;
    for (const Round& r : t.rounds) earlier.push_back(r.tables);
    Round r;
    r.present = present;
    std::sort(r.present.begin(), r.present.end());
    r.tables = draw_round(present, earlier, t.seed, number);
    t.rounds.push_back(std::move(r));
    return t.rounds.back();
}

const Sheet* current_sheet(const Tournament& t, int round, int table) {
    const Sheet* found = nullptr;
    for (const Sheet& s : t.sheets)
        if (s.round == round && s.table == table) found = &s;
    return found;
}

Sheet typed_sheet(const Tournament& t, int round, int table, const std::vector<Thirds>& schrift, bool stopped_early, const std::string& note) {
    const auto& seats = table_of(t, round, table);
    if (schrift.size() != seats.size())
        refuse("schrift", kSheetRule, "Tisch " + std::to_string(table) + " hat " + std::to_string(seats.size()) + " Spieler, eingetragen sind " + std::to_string(schrift.size()) + ".",
               "table " + std::to_string(table) + " has " + std::to_string(seats.size()) + " players, " + std::to_string(schrift.size()) + " are entered");
    const Thirds sum = std::accumulate(schrift.begin(), schrift.end(), Thirds{});
    if (!sum.is_zero())
        refuse("schrift", kSheetRule, "Die Schrift eines Tisches ergibt zusammen null, hier " + sum.to_signed_string() + ".",
               "the Schrift of a table sums to zero, here " + sum.to_signed_string());
    Sheet s;
    s.round = round;
    s.table = table;
    s.revision = next_revision(t, round, table);
    s.schrift = schrift;
    s.geld = schrift;
    s.stopped_early = stopped_early;
    s.note = note;
    return s;
}

Sheet evening_sheet(const Tournament& t, const Cup& cup, int round, int table, const std::vector<std::string>& names, const Evening& e,
                    const EveningResult& r, bool stopped_early, const std::string& note) {
    const auto& seats = table_of(t, round, table);
    const Preset* preset = cup_preset(cup.preset);
    if (e.variant != "koenigrufen_modern" || !preset || !same_rules(e.house_rules, preset->house_rules))
        refuse("evening.house_rules", kCupRule, "Der Abend des Tisches ist nicht mit der Vorlage des Cups gespielt („" + cup.preset + "“).",
               "the table's evening is not played with the cup's preset (\"" + cup.preset + "\")");
    std::vector<std::string> want = names, have = e.players;
    std::sort(want.begin(), want.end());
    std::sort(have.begin(), have.end());
    if (names.size() != seats.size() || want != have)
        refuse("evening.players", kCupRule, "Am Abend sitzen nicht die Spieler des Tisches " + std::to_string(table) + ".",
               "the evening's players are not those of table " + std::to_string(table));
    Sheet s;
    s.round = round;
    s.table = table;
    s.revision = next_revision(t, round, table);
    s.evening_id = e.id;
    for (const std::size_t seat : evening_seats(names, e)) {
        s.schrift.push_back(seat < r.written_totals.size() ? r.written_totals[seat] : Thirds{});
        s.geld.push_back(seat < r.balance.size() ? r.balance[seat] : Thirds{});
    }
    s.stopped_early = stopped_early;
    s.note = note;
    return s;
}

std::vector<std::size_t> evening_seats(const std::vector<std::string>& names, const Evening& e) {
    std::vector<std::size_t> out;
    for (const std::string& name : names)
        out.push_back(static_cast<std::size_t>(std::find(e.players.begin(), e.players.end(), name) - e.players.begin()));
    return out;
}

int add_sheet(Tournament& t, Sheet sheet) {
    (void)table_of(t, sheet.round, sheet.table);
    sheet.revision = next_revision(t, sheet.round, sheet.table);
    t.sheets.push_back(std::move(sheet));
    return t.sheets.back().revision;
}

std::string player_name(const std::vector<Player>& roster, PlayerId id) {
    for (const Player& p : roster)
        if (p.id == id) return p.name;
    return "#" + std::to_string(id);
}

Standing standing(const Tournament& t, const Cup& cup, const std::vector<Player>& roster) {
    Standing st;
    std::map<PlayerId, std::size_t> index;
    const std::size_t rounds = t.rounds.size();
    for (std::size_t ri = 0; ri < rounds; ++ri) {
        const Seating& tables = t.rounds[ri].tables;
        for (std::size_t k = 0; k < tables.size(); ++k) {
            ++st.tables;
            const Sheet* s = current_sheet(t, static_cast<int>(ri) + 1, static_cast<int>(k) + 1);
            if (!s) continue;
            ++st.sheets;
            if (s->stopped_early) ++st.stopped_early;
            const std::vector<int> places = table_places(s->schrift);
            for (std::size_t seat = 0; seat < tables[k].size(); ++seat) {
                const PlayerId id = tables[k][seat];
                auto [it, fresh] = index.try_emplace(id, 0);
                if (fresh) {
                    it->second = st.entrants.size();
                    st.entrants.push_back({player_name(roster, id), std::vector<std::optional<RoundResult>>(rounds)});
                    st.ids.push_back(id);
                }
                st.entrants[it->second].rounds[ri] = RoundResult{s->schrift.at(seat), s->geld.at(seat), places.at(seat)};
            }
        }
    }
    // Entrants in roster-id order, so the lot does not depend on the order tables were entered.
    std::vector<std::size_t> order(st.ids.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return st.ids[a] < st.ids[b]; });
    Standing sorted = st;
    for (std::size_t i = 0; i < order.size(); ++i) {
        sorted.entrants[i] = st.entrants[order[i]];
        sorted.ids[i] = st.ids[order[i]];
    }
    sorted.ranking = rank(sorted.entrants, cup.tie_break, t.seed);
    for (const Placing& p : sorted.ranking) sorted.cup_points.push_back(cup.points.for_place(p.place));
    return sorted;
}

std::vector<SeasonLine> season_standing(const Cup& cup, const std::vector<Tournament>& tournaments, const std::vector<Player>& roster) {
    std::map<PlayerId, SeasonLine> lines;
    for (const Tournament& t : tournaments) {
        if (t.cup_id != cup.id) continue;
        const Standing st = standing(t, cup, roster);
        if (st.tables == 0 || st.sheets != st.tables) continue;
        for (std::size_t i = 0; i < st.ranking.size(); ++i) {
            const Placing& p = st.ranking[i];
            SeasonLine& l = lines[st.ids[p.entrant]];
            l.id = st.ids[p.entrant];
            l.name = st.entrants[p.entrant].name;
            l.points += st.cup_points[i];
            ++l.tournaments;
            l.schrift += p.schrift;
        }
    }
    std::vector<SeasonLine> out;
    for (auto& [id, l] : lines) out.push_back(l);
    std::stable_sort(out.begin(), out.end(), [](const SeasonLine& a, const SeasonLine& b) { return a.points > b.points; });
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i].place = i > 0 && out[i].points == out[i - 1].points ? out[i - 1].place : static_cast<int>(i) + 1;
        out[i].shared = (i > 0 && out[i].points == out[i - 1].points) || (i + 1 < out.size() && out[i].points == out[i + 1].points);
    }
    return out;
}

Json cup_to_json(const Cup& cup) {
    return Json{{"name", cup.name},
                {"preset", cup.preset},
                {"rounds", cup.rounds},
                {"hands_4", cup.hands_4},
                {"hands_5", cup.hands_5},
                {"tie_break", std::string(tie_break_id(cup.tie_break))},
                {"points", {{"table", cup.points.table}, {"first", cup.points.first}, {"step", cup.points.step}, {"minimum", cup.points.minimum}}}};
}

Cup cup_from_json(const Json& j) {
    if (!j.is_object()) refuse("cup", kCupRule, "Ein Cup ist ein JSON-Objekt.", "a cup is a JSON object");
    JsonReader r(j, "", kNoPlayers);
    Cup cup;
    cup.name = r.string("name", kCupRule);
    cup.preset = r.string("preset", kCupRule);
    cup.rounds = r.integer("rounds", 1, 10, kCupRule);
    cup.hands_4 = r.integer("hands_4", 1, 100, kCupRule);
    cup.hands_5 = r.integer("hands_5", 1, 100, kCupRule);
    cup.tie_break = parse_tie_break(r.string("tie_break", kCupRule), "tie_break");
    if (r.has("points")) {
        JsonReader p = r.object("points", kCupRule);
        if (p.has("table")) {
            const Json& list = p.raw("table");
            if (!list.is_array()) refuse("points.table", kCupRule, "Eine Liste von Cuppunkten erwartet.", "a list of cup points is expected");
            for (std::size_t i = 0; i < list.size(); ++i) {
                const auto v = JsonReader::int_value(list[i], 0, 100000);
                if (!v) refuse("points.table[" + std::to_string(i) + "]", kCupRule, "Cuppunkte: 0 bis 100000.", "cup points: 0 to 100000");
                cup.points.table.push_back(*v);
            }
        }
        if (p.has("first")) cup.points.first = p.integer("first", 0, 100000, kCupRule);
        if (p.has("step")) cup.points.step = p.integer("step", 0, 100000, kCupRule);
        if (p.has("minimum")) cup.points.minimum = p.integer("minimum", 0, 100000, kCupRule);
        p.finish();
    }
    r.finish();
    validate_cup(cup);
    return cup;
}

Json rounds_to_json(const std::vector<Round>& rounds) {
    Json list = Json::array();
    for (const Round& r : rounds) list.push_back({{"present", r.present}, {"tables", r.tables}});
    return list;
}

std::vector<Round> rounds_from_json(const Json& j) {
    std::vector<Round> out;
    for (const Json& r : j) {
        Round round;
        round.present = r.at("present").get<std::vector<PlayerId>>();
        round.tables = r.at("tables").get<Seating>();
        out.push_back(std::move(round));
    }
    return out;
}

Json sheet_to_json(const Sheet& s) {
    Json schrift = Json::array(), geld = Json::array();
    for (const Thirds& x : s.schrift) schrift.push_back(x.count());
    for (const Thirds& x : s.geld) geld.push_back(x.count());
    return Json{{"round", s.round}, {"table", s.table}, {"revision", s.revision},
                {"evening_id", s.evening_id ? Json(*s.evening_id) : Json(nullptr)},
                {"schrift_thirds", schrift}, {"geld_thirds", geld}, {"stopped_early", s.stopped_early}, {"note", s.note}};
}

Sheet sheet_from_json(const Json& j) {
    Sheet s;
    s.round = j.at("round").get<int>();
    s.table = j.at("table").get<int>();
    s.revision = j.at("revision").get<int>();
    if (!j.at("evening_id").is_null()) s.evening_id = j.at("evening_id").get<std::int64_t>();
    for (const Json& x : j.at("schrift_thirds")) s.schrift.push_back(Thirds::from_thirds(x.get<std::int64_t>()));
    for (const Json& x : j.at("geld_thirds")) s.geld.push_back(Thirds::from_thirds(x.get<std::int64_t>()));
    s.stopped_early = j.at("stopped_early").get<bool>();
    s.note = j.at("note").get<std::string>();
    return s;
}

std::vector<Thirds> schrift_from_text(const std::string& text, const std::string& field) {
    std::vector<Thirds> out;
    std::stringstream ss(text);
    std::string part;
    while (std::getline(ss, part, ',')) {
        try {
            out.push_back(Thirds::parse(part));
        } catch (const std::invalid_argument&) {
            throw InputError(field, {}, Text{"'" + part + "' ist keine Schrift (ganze Punkte, z. B. -12).", "'" + part + "' is no Schrift (whole points, e.g. -12)"});
        }
    }
    return out;
}

}  // namespace tarock::tournament
