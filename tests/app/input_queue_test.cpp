// The window's key events reach ImGui frame by frame (app/input_queue.hpp): a press and its
// release that arrive between two frames are split over two frames, so the frame in between sees
// the key down (ImGui 1.86 reads keys as a state once per frame, and lost such presses: a
// Ctrl+Enter that did not save).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/input_queue.hpp"

using tarock::app::InputEvent;
using tarock::app::InputQueue;

namespace {

constexpr int kCtrl = 341;   // GLFW_KEY_LEFT_CONTROL
constexpr int kEnter = 257;  // GLFW_KEY_ENTER
constexpr int kThree = 51;   // GLFW_KEY_3
constexpr int kSix = 54;     // GLFW_KEY_6

InputEvent key(int k, int action) { return {false, k, 0, action, 0, 0}; }
InputEvent typed(char c) { return {true, 0, 0, 0, 0, static_cast<unsigned int>(c)}; }

// One frame's events as text: "+341" a press, "-341" a release, "~341" a repeat, "'3" a character.
std::string frame(InputQueue& q) {
    std::string out;
    q.take_frame([&](const InputEvent& e) {
        if (!out.empty()) out += ' ';
        if (e.is_char) out += "'" + std::string(1, static_cast<char>(e.codepoint));
        else out += (e.action == InputQueue::kPress ? "+" : e.action == InputQueue::kRelease ? "-" : "~") + std::to_string(e.key);
    });
    return out;
}

}  // namespace

TEST_CASE("input queue: a Ctrl+Enter pressed and let go between two frames is down for one whole frame") {
    InputQueue q;
    for (const InputEvent& e : {key(kCtrl, InputQueue::kPress), key(kEnter, InputQueue::kPress), key(kEnter, InputQueue::kRelease),
                                key(kCtrl, InputQueue::kRelease)})
        q.push(e);
    CHECK(q.pending());
    CHECK(frame(q) == "+341 +257");
    CHECK(q.pending());
    CHECK(frame(q) == "-257 -341");
    CHECK_FALSE(q.pending());
    CHECK(frame(q).empty());
}

TEST_CASE("input queue: Ctrl let go before Enter (as xdotool and fast fingers send it) is still down in Enter's frame") {
    InputQueue q;
    q.push(key(kCtrl, InputQueue::kPress));
    CHECK(frame(q) == "+341");
    for (const InputEvent& e : {key(kEnter, InputQueue::kPress), key(kCtrl, InputQueue::kRelease), key(kEnter, InputQueue::kRelease)}) q.push(e);
    CHECK(frame(q) == "+257");
    CHECK(frame(q) == "-341 -257");
    CHECK_FALSE(q.pending());
}

TEST_CASE("input queue: typed digits keep their order with their keys, one key changed a frame") {
    InputQueue q;
    for (const InputEvent& e : {key(kThree, InputQueue::kPress), typed('3'), key(kThree, InputQueue::kRelease), key(kSix, InputQueue::kPress),
                                typed('6'), key(kSix, InputQueue::kRelease), key(kCtrl, InputQueue::kPress), key(kEnter, InputQueue::kPress)})
        q.push(e);
    CHECK(frame(q) == "+51 '3");
    CHECK(frame(q) == "-51");
    CHECK(frame(q) == "+54 '6");
    CHECK(frame(q) == "-54 +341");
    CHECK(frame(q) == "+257");
    CHECK_FALSE(q.pending());
}

TEST_CASE("input queue: digits typed together with the release of Ctrl+Enter come after it, a frame each") {
    // The Enter let go after a refused save moves the keyboard to the points field; the digits
    // sent with it must reach the window only after the frame that sees Enter up.
    InputQueue q;
    for (const InputEvent& e : {key(kCtrl, InputQueue::kRelease), key(kEnter, InputQueue::kRelease), key(kThree, InputQueue::kPress), typed('3'),
                                key(kThree, InputQueue::kRelease), key(kSix, InputQueue::kPress), typed('6'), key(kSix, InputQueue::kRelease)})
        q.push(e);
    CHECK(frame(q) == "-341 -257");
    CHECK(frame(q) == "+51 '3");
    CHECK(frame(q) == "-51");
    CHECK(frame(q) == "+54 '6");
    CHECK(frame(q) == "-54");
    CHECK_FALSE(q.pending());
}

TEST_CASE("input queue: repeats of a held key change no state and never hold the queue back") {
    InputQueue q;
    for (const InputEvent& e : {key(kEnter, InputQueue::kPress), key(kEnter, InputQueue::kRepeat), key(kEnter, InputQueue::kRepeat), typed('x'),
                                key(kEnter, InputQueue::kRelease), key(kEnter, InputQueue::kPress)})
        q.push(e);
    CHECK(frame(q) == "+257 ~257 ~257 'x");
    CHECK(frame(q) == "-257");
    CHECK(frame(q) == "+257");
    CHECK_FALSE(q.pending());
}
