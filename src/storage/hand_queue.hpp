#pragma once
// Hands entered at a table while its PostgreSQL server cannot be reached. They are kept in a
// small SQLite file beside the user's data (a table keeps working through a lost connection, a
// closed laptop, a crashed window) and written when the server is back, exactly once: every hand
// carries an id of its own (new_hand_uid()) that the database keeps UNIQUE (schema 6), and
// Database::add_hand with that id writes nothing when the hand is there already. So a hand whose
// write reached the server just before the connection broke, or a process killed between writing
// a kept hand and forgetting it, never gives a second hand. Beside the hands the file keeps a
// copy of the evening last opened from each server, so that a window started while its server is
// away opens that evening and takes new hands. docs/reliability.md.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "storage/database.hpp"

namespace tarock {

namespace sql {
class Engine;
}

/// 128 random bits as 32 lowercase hexadecimal digits.
std::string new_hand_uid();

/// A hand waiting for the server.
struct QueuedHand {
    std::string uid;
    std::int64_t evening_id = 0;
    Json inputs;
    std::int64_t seq = 0;  ///< its place in the queue file (set by hands(); keep() ignores it)
    bool operator==(const QueuedHand&) const = default;
};

class HandQueue {
public:
    /// Opens (creating) the queue file `file`; the hands it keeps there for the server at
    /// `location` (the file may hold those of several servers, each under its location without
    /// password, Database::shown_location). DatabaseError when the file cannot be used.
    HandQueue(const std::string& file, const std::string& location);
    ~HandQueue();
    HandQueue(const HandQueue&) = delete;
    HandQueue& operator=(const HandQueue&) = delete;

    /// "warteschlange.sqlite" in the folder of Database::default_path().
    static std::string default_file();
    /// The queue file, as given to the constructor.
    const std::string& file() const { return path_; }

    /// Keeps a hand (one transaction) after those kept before.
    void keep(const QueuedHand& hand);
    /// The hands kept for this server, in the order kept.
    std::vector<QueuedHand> hands() const;
    /// How many hands are kept for this server.
    std::size_t size() const;
    /// A hand still waiting corrected: its inputs replaced, its uid and place kept. False when
    /// hand `seq` waits no more (written meanwhile, or forgotten).
    bool replace(std::int64_t seq, const Json& inputs);
    /// A hand still waiting deleted: forgotten, never sent. False when it waits no more.
    bool forget(std::int64_t seq);
    /// A hand forgotten (forget()) kept again, with its uid: at its place `hand.seq` when that is
    /// free, else after the hands kept now. Returns its seq. Throws like keep(), also when a hand
    /// with its uid is kept already (the uid is UNIQUE).
    std::int64_t restore(const QueuedHand& hand);

    /// Keeps `evening` as the server last gave it (its setup, its stored hands with their ids),
    /// so that a window started while the server cannot be reached still opens it: one copy per
    /// server, the last one kept replacing the one before.
    void keep_copy(const Evening& evening);
    /// The copy keep_copy() kept for this server, std::nullopt when none. DatabaseError when it
    /// cannot be read back.
    std::optional<Evening> copy() const;
    /// Hand `hand_id` (`inputs`, revision 1) just written to evening `evening_id` on the server,
    /// put after the copy's hands when the copy is of that evening (flush() and save_or_keep() do
    /// it, so that the copy with the hands waiting is all the server has of the evening, also when
    /// the server goes away before the evening is loaded again). A hand the copy has already is
    /// not added again. Never throws: the hand is on the server already, so when the queue file
    /// cannot take it the copy is dropped (the next load from the server makes a new one) rather
    /// than kept a hand short or the save reported as failed.
    void add_to_copy(std::int64_t evening_id, std::int64_t hand_id, const Json& inputs) noexcept;

    /// Writes the kept hands to `db`, in order, each with Database::add_hand and its uid, and
    /// forgets each once written. Stops when the server cannot be reached (the rest stay kept);
    /// any other failure (DatabaseError, InputError: the hand is refused where it now stands) is
    /// thrown and the hand stays kept. Returns how many were written; `written`, when given,
    /// receives each written hand's seq with its id in the database.
    std::size_t flush(Database& db, std::map<std::int64_t, std::int64_t>* written = nullptr);

private:
    std::string path_;
    std::string location_;
    std::unique_ptr<sql::Engine> file_;
};

/// Saves a hand at a table: written to `db` at once (with a new uid) when nothing is waiting
/// and the server answers; otherwise kept in `queue` after the hands waiting before it. Returns
/// the hand's id when written, std::nullopt when kept. A refused hand (InputError) or another
/// DatabaseError is thrown as by Database::add_hand; when a hand waiting before it is refused,
/// this one is kept behind it (nothing is lost) and std::nullopt returned.
std::optional<std::int64_t> save_or_keep(Database& db, HandQueue& queue, std::int64_t evening_id, const Json& inputs);

}  // namespace tarock
