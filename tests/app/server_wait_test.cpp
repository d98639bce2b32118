// The window while its server does not answer (packets taken and never answered, not refused):
// the try of the server runs beside the window (retry_waiting), which keeps drawing frames and
// taking hands into the queue meanwhile. No PostgreSQL is needed: a local TCP port that listens
// and never answers stands for the server.
#include <doctest/doctest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>

#include "app/actions.hpp"
#include "app_test_helpers.hpp"
#include "headless_imgui.hpp"
#include "storage/hand_queue.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

namespace {

/// A TCP port on 127.0.0.1 that listens and never accepts: the system completes the first
/// connection's handshake and drops the later ones' (its queue of one is full), and nothing is
/// ever answered, so a client waits until its own timeout.
class SilentPort {
public:
    SilentPort() {
        fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
        REQUIRE(fd_ >= 0);
        sockaddr_in at{};
        at.sin_family = AF_INET;
        at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        REQUIRE(::bind(fd_, reinterpret_cast<const sockaddr*>(&at), sizeof at) == 0);
        REQUIRE(::listen(fd_, 0) == 0);
        socklen_t size = sizeof at;
        REQUIRE(::getsockname(fd_, reinterpret_cast<sockaddr*>(&at), &size) == 0);
        port_ = ntohs(at.sin_port);
    }
    ~SilentPort() { ::close(fd_); }
    SilentPort(const SilentPort&) = delete;
    SilentPort& operator=(const SilentPort&) = delete;
    int port() const { return port_; }

private:
    int fd_ = -1;
    int port_ = 0;
};

const Json kBernd = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}};
const Json kAnna = {{"declarer", "Anna"}, {"game", "dreier"}, {"multiple", 1}, {"points", 50}};

/// Keeps the first sample evening (as evening 7) in the queue file as the copy of the evening last
/// opened from the server at `location`, as a window kept it while the server answered. Returns
/// its number of hands.
std::size_t keep_copy_for(const std::string& location) {
    Evening copy = sample_evenings().front().evening;
    copy.id = 7;
    for (std::size_t i = 0; i < copy.hands.size(); ++i) copy.hands[i].id = static_cast<std::int64_t>(i) + 1;
    HandQueue(HandQueue::default_file(), location).keep_copy(copy);
    return copy.hands.size();
}

}  // namespace

TEST_CASE("a server that does not answer is tried beside the window: frames keep coming and hands saved meanwhile wait in the queue") {
    TempDir dir;
    ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);  // the queue file beside the user's data
    const SilentPort silent;
    const std::string location = "postgresql://tarock@127.0.0.1:" + std::to_string(silent.port()) + "/tarock?connect_timeout=2";
    const std::size_t stored = keep_copy_for(location);

    AppState s;
    REQUIRE(open_database(s, location));  // the server did not answer: offline, on the copy
    REQUIRE(s.offline);
    REQUIRE(s.evening);
    REQUIRE(s.evening->hands.size() == stored);

    headless::Ui ui;
    s.waiting_retry = {};  // "Jetzt versuchen"
    ui.frame(s);
    REQUIRE(trying_server(s));
    int frames = 0;
    std::string error;
    while (trying_server(s)) {
        // The table goes on while the server is tried: two hands, the second deleted again.
        if (frames == 3) REQUIRE(save_record(s, kBernd, error));
        if (frames == 4) REQUIRE(save_record(s, kAnna, error));
        if (frames == 5) REQUIRE(delete_hand(s, static_cast<int>(stored) + 1, ""));
        CHECK(ui.frame(s) > 0);
        ++frames;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    // A try waits up to connect_timeout (2 s): many frames were drawn meanwhile.
    CHECK(frames > 20);
    CHECK(s.offline);
    CHECK(s.waiting_hands == 1);
    CHECK(s.waiting->size() == 1);
    REQUIRE(s.evening->hands.size() == stored + 1);
    CHECK(waiting_seq(s.evening->hands.back().id) != 0);
    CHECK(s.evening->hands.back().inputs.at("declarer") == "Bernd");
    // The status line says so and counts down to the next try, 5 s after this one ended.
    CHECK(seconds_to_retry(s) == 5);
    CHECK(ui.frame_text(s).find("Server nicht erreichbar – 1 Hand wartet, nächster Versuch in 5 s") != std::string::npos);
    // While a try sends the waiting hands, a waiting hand is neither corrected nor deleted (it
    // may be on its way); once it is done, it is.
    s.sending->sending = true;
    CHECK_FALSE(delete_hand(s, static_cast<int>(stored), ""));
    CHECK(s.status.text.find("gerade an den Server gesendet") != std::string::npos);
    CHECK(s.waiting_hands == 1);
    s.sending->sending = false;
    CHECK(delete_hand(s, static_cast<int>(stored), ""));
    CHECK(s.waiting_hands == 0);
    CHECK(s.evening->hands.size() == stored);
    ::unsetenv("XDG_DATA_HOME");
}

/// A window offline from a server that is not there at all (nothing listens on the socket), its
/// evening from the queue file's copy (`stored` hands), Bernd's and Anna's hands waiting.
struct OfflineWithTwoWaiting {
    TempDir dir;
    AppState s;
    std::size_t stored = 0;
    OfflineWithTwoWaiting() {
        ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);
        const std::string location = "postgresql://tarock@/tarock?host=" + dir.path();
        stored = keep_copy_for(location);
        REQUIRE(open_database(s, location));
        REQUIRE(s.offline);
        std::string error;
        REQUIRE(save_record(s, kBernd, error));
        REQUIRE(save_record(s, kAnna, error));
    }
    ~OfflineWithTwoWaiting() { ::unsetenv("XDG_DATA_HOME"); }
    OfflineWithTwoWaiting(const OfflineWithTwoWaiting&) = delete;
    OfflineWithTwoWaiting& operator=(const OfflineWithTwoWaiting&) = delete;
};

TEST_CASE("a waiting hand deleted comes back with Strg+Z, in its place and with its id, also while the server is away") {
    OfflineWithTwoWaiting table;
    AppState& s = table.s;
    const std::size_t stored = table.stored;
    const std::vector<QueuedHand> before = s.waiting->hands();
    REQUIRE(before.size() == 2);
    const std::vector<Thirds> totals = s.result->rows.back().running;
    // Bernd's hand, the first waiting, deleted: forgotten, Anna's moves up.
    REQUIRE(delete_hand(s, static_cast<int>(stored), ""));
    CHECK(s.waiting_hands == 1);
    // Strg+Z: kept again with its uid, at its place, its row id as before; the totals as before.
    REQUIRE(undo(s));
    CHECK(s.waiting->hands() == before);
    REQUIRE(s.evening->hands.size() == stored + 2);
    CHECK(s.evening->hands[stored].id == -before[0].seq);
    CHECK(s.evening->hands[stored].inputs == before[0].inputs);
    CHECK(s.result->rows.back().running == totals);
    // Strg+Y: forgotten again; Strg+Z once more brings it back.
    REQUIRE(redo(s));
    CHECK(s.waiting_hands == 1);
    REQUIRE(undo(s));
    CHECK(s.waiting->hands() == before);
}

TEST_CASE("the Verlauf of a hand still waiting for the server says that it has no versions yet") {
    OfflineWithTwoWaiting table;
    AppState& s = table.s;
    headless::Ui ui;
    // Bernd's hand, waiting: no versions yet, and none of another hand.
    s.selected_row = static_cast<int>(table.stored);
    const std::string waiting = ui.piece_text([&] { draw_history(s); });
    CHECK(waiting.find("Diese Hand wartet noch auf den Server und hat noch keinen Verlauf.") != std::string::npos);
    CHECK(waiting.find("Verlauf: ") == std::string::npos);
}

TEST_CASE("Strg+Y of a deleted waiting hand that was sent meanwhile refuses, and never forgets the new hand kept at its place") {
    OfflineWithTwoWaiting table;
    AppState& s = table.s;
    REQUIRE(delete_hand(s, static_cast<int>(table.stored), ""));
    REQUIRE(undo(s));
    // Both sent meanwhile (a try forgets each hand it wrote), then a new hand kept: the queue file
    // gives it the first place again, the place of the deleted and restored hand.
    for (const QueuedHand& h : s.waiting->hands()) REQUIRE(s.waiting->forget(h.seq));
    reload_evening(s);
    const Json fresh = {{"declarer", "Christl"}, {"game", "dreier"}, {"multiple", 1}, {"points", 45}};
    std::string error;
    REQUIRE(save_record(s, fresh, error));
    const std::vector<QueuedHand> kept = s.waiting->hands();
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].inputs.at("declarer") == "Christl");
    // Strg+Y would delete the hand that was sent: refused, the new hand stays.
    CHECK_FALSE(redo(s));
    CHECK(s.waiting->hands() == kept);
}

TEST_CASE("switching the database while a try of the server is under way does not wait for the try") {
    TempDir dir;
    ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);
    const SilentPort silent;
    const std::string location = "postgresql://tarock@127.0.0.1:" + std::to_string(silent.port()) + "/tarock?connect_timeout=2";
    keep_copy_for(location);
    AppState s;
    REQUIRE(open_database(s, location));
    REQUIRE(s.offline);
    headless::Ui ui;
    s.waiting_retry = {};  // "Jetzt versuchen"
    ui.frame(s);
    REQUIRE(trying_server(s));
    const std::weak_ptr<SendingGate> tried = s.sending;
    // Another database: opened at once while the try (up to connect_timeout, 2 s) goes on beside
    // the window with its own gate; the window's next tries have a gate of their own.
    REQUIRE(open_database(s, dir.file("zuhause.sqlite")));
    CHECK_FALSE(trying_server(s));
    CHECK_FALSE(tried.expired());
    CHECK(tried.lock() != s.sending);
    // The try ends on its own (before the folder it uses goes).
    for (int i = 0; i < 1000 && !tried.expired(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    CHECK(tried.expired());
    ::unsetenv("XDG_DATA_HOME");
}
