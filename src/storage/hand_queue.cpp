// Hands kept while the server cannot be reached (storage/hand_queue.hpp).

#include "storage/hand_queue.hpp"

#include "session/session_file.hpp"
#include "storage/sql_engine.hpp"

#include <filesystem>
#include <random>

namespace tarock {

namespace fs = std::filesystem;

std::string new_hand_uid() {
    static thread_local std::mt19937_64 rng{std::random_device{}() ^ (static_cast<std::uint64_t>(std::random_device{}()) << 32)};
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (int half = 0; half < 2; ++half) {
        std::uint64_t v = rng();
        for (int i = 0; i < 16; ++i, v >>= 4) out += digits[v & 0xf];
    }
    return out;
}

namespace {

DatabaseError unusable(const std::string& file, const std::string& detail) {
    return DatabaseError("Die Warteschlange '" + file + "' kann nicht benutzt werden (" + detail + ").",
                         "the queue file '" + file + "' cannot be used (" + detail + ")");
}

}  // namespace

HandQueue::HandQueue(const std::string& file, const std::string& location) : path_(file), location_(Database::shown_location(location)) {
    try {
        const fs::path parent = fs::path(file).parent_path();
        std::error_code ec;
        if (!parent.empty()) fs::create_directories(parent, ec);
        file_ = sql::open_sqlite(file, 5000);
        file_->script("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;"
                      "CREATE TABLE IF NOT EXISTS queued_hand(seq INTEGER PRIMARY KEY, location TEXT NOT NULL, uid TEXT NOT NULL UNIQUE, "
                      "evening_id INTEGER NOT NULL, inputs TEXT NOT NULL);"
                      "CREATE TABLE IF NOT EXISTS evening_copy(location TEXT PRIMARY KEY, evening TEXT NOT NULL)");
    } catch (const sql::Error& e) {
        throw unusable(file, e.what());
    }
}

HandQueue::~HandQueue() = default;

std::string HandQueue::default_file() { return (fs::path(Database::default_path()).parent_path() / "warteschlange.sqlite").string(); }

void HandQueue::keep(const QueuedHand& hand) {
    file_->execute("INSERT INTO queued_hand(location, uid, evening_id, inputs) VALUES(?, ?, ?, ?)",
                   {location_, hand.uid, hand.evening_id, hand.inputs.dump()});
}

std::vector<QueuedHand> HandQueue::hands() const {
    std::vector<QueuedHand> out;
    for (const sql::Row& r : file_->query("SELECT uid, evening_id, inputs, seq FROM queued_hand WHERE location = ? ORDER BY seq", {location_}))
        out.push_back(QueuedHand{r.text(0), r.integer(1), Json::parse(r.text(2)), r.integer(3)});
    return out;
}

bool HandQueue::replace(std::int64_t seq, const Json& inputs) {
    return file_->execute("UPDATE queued_hand SET inputs = ? WHERE seq = ? AND location = ?", {inputs.dump(), seq, location_}) > 0;
}

bool HandQueue::forget(std::int64_t seq) {
    return file_->execute("DELETE FROM queued_hand WHERE seq = ? AND location = ?", {seq, location_}) > 0;
}

std::int64_t HandQueue::restore(const QueuedHand& hand) {
    sql::Transaction t(*file_, sql::Access::write);
    const bool free = file_->number("SELECT COUNT(*) FROM queued_hand WHERE seq = ?", {hand.seq}) == 0;
    file_->execute("INSERT INTO queued_hand(seq, location, uid, evening_id, inputs) VALUES(?, ?, ?, ?, ?)",
                   {free ? sql::Value(hand.seq) : sql::Value(), location_, hand.uid, hand.evening_id, hand.inputs.dump()});
    const std::int64_t seq = file_->number("SELECT seq FROM queued_hand WHERE uid = ?", {hand.uid});
    t.commit();
    return seq;
}

void HandQueue::keep_copy(const Evening& evening) {
    // The session file's evening (inputs only) with what it leaves out: the ids of the evening
    // and of its hands, and the hands' revisions.
    Json ids = Json::array();
    for (const HandRecord& h : evening.hands) ids.push_back({h.id, h.revision});
    const Json copy = {{"id", evening.id}, {"evening", evening_to_json(evening)}, {"hands", ids}};
    file_->execute("INSERT OR REPLACE INTO evening_copy(location, evening) VALUES(?, ?)", {location_, copy.dump()});
}

void HandQueue::add_to_copy(std::int64_t evening_id, std::int64_t hand_id, const Json& inputs) noexcept {
    try {
        const std::vector<sql::Row> rows = file_->query("SELECT evening FROM evening_copy WHERE location = ?", {location_});
        if (rows.empty()) return;
        Json copy = Json::parse(rows.front().text(0));
        if (copy.value("id", std::int64_t{0}) != evening_id) return;
        for (const Json& known : copy.at("hands"))
            if (known.at(0).get<std::int64_t>() == hand_id) return;  // a hand the server had already (sent twice, stored once)
        copy.at("evening").at("hands").push_back(inputs);
        copy.at("hands").push_back({hand_id, 1});
        file_->execute("UPDATE evening_copy SET evening = ? WHERE location = ?", {copy.dump(), location_});
    } catch (const std::exception&) {
        // The hand is on the server; the copy is derived data: rather none than one a hand short.
        try {
            file_->execute("DELETE FROM evening_copy WHERE location = ?", {location_});
        } catch (const std::exception&) {
        }
    }
}

std::optional<Evening> HandQueue::copy() const {
    const std::vector<sql::Row> rows = file_->query("SELECT evening FROM evening_copy WHERE location = ?", {location_});
    if (rows.empty()) return std::nullopt;
    try {
        const Json copy = Json::parse(rows.front().text(0));
        Evening e = evening_from_json(copy.at("evening"), "evening");
        e.id = copy.at("id").get<std::int64_t>();
        const Json& ids = copy.at("hands");
        if (ids.size() != e.hands.size()) throw std::runtime_error("hands and ids differ");
        for (std::size_t i = 0; i < ids.size(); ++i) {
            e.hands[i].id = ids[i].at(0).get<std::int64_t>();
            e.hands[i].revision = ids[i].at(1).get<int>();
        }
        return e;
    } catch (const std::exception& e) {
        throw DatabaseError("Die Kopie des Abends in der Warteschlange ist beschädigt (" + std::string(e.what()) + ").",
                            "the evening's copy in the queue file is damaged (" + std::string(e.what()) + ")");
    }
}

std::size_t HandQueue::size() const {
    return static_cast<std::size_t>(file_->number("SELECT COUNT(*) FROM queued_hand WHERE location = ?", {location_}));
}

std::size_t HandQueue::flush(Database& db, std::map<std::int64_t, std::int64_t>* ids) {
    std::size_t written = 0;
    for (const QueuedHand& h : hands()) {
        std::int64_t id = 0;
        try {
            id = db.add_hand(h.evening_id, h.inputs, h.uid);
            if (ids) (*ids)[h.seq] = id;
        } catch (const DatabaseError& e) {
            if (e.cause() == DatabaseError::Cause::unreachable) break;
            throw;
        }
        // Forgotten only once written: a kill between the two leaves it kept, and sending it
        // again writes nothing (its uid is stored). In the same transaction it joins the copy of
        // its evening, so that the file keeps all the server has of it even when the server goes
        // away again before the evening is reloaded.
        {
            sql::Transaction t(*file_, sql::Access::write);
            file_->execute("DELETE FROM queued_hand WHERE uid = ?", {h.uid});
            add_to_copy(h.evening_id, id, h.inputs);
            t.commit();
        }
        ++written;
    }
    return written;
}

std::optional<std::int64_t> save_or_keep(Database& db, HandQueue& queue, std::int64_t evening_id, const Json& inputs) {
    const QueuedHand hand{new_hand_uid(), evening_id, inputs};
    if (queue.size() > 0) {
        try {
            (void)queue.flush(db);
        } catch (const std::exception&) {
            // A waiting hand the server refuses stays first in the queue (the window's retry
            // names the refusal); this hand waits behind it instead of being lost.
            queue.keep(hand);
            return std::nullopt;
        }
    }
    if (queue.size() == 0) {
        try {
            const std::int64_t id = db.add_hand(evening_id, inputs, hand.uid);
            queue.add_to_copy(evening_id, id, inputs);
            return id;
        } catch (const DatabaseError& e) {
            // The write may even have reached the server: kept with its uid, it is stored once.
            if (e.cause() != DatabaseError::Cause::unreachable) throw;
        }
    }
    queue.keep(hand);
    return std::nullopt;
}

}  // namespace tarock
