#pragma once
// The window's key and character events, handed to ImGui frame by frame so that none is lost.
//
// Dear ImGui 1.86 (Debian's libimgui) reads the keys as a state once per frame: its GLFW backend
// sets io.KeysDown[key] on a press and clears it on the release. When a press and its release
// reach the window between two frames (a quick tap on a busy laptop, or while the window sleeps
// in glfwWaitEvents), the frame never sees the key down and the press is lost — a Ctrl+Enter that
// does not save. The queue keeps the events in their order and lets a frame take at most one
// change of a key that is not a modifier; the rest waits for the next frame (what later ImGui
// versions call trickling the input queue). So the app sees every key's effect before the next
// key: a key that moves the keyboard to a text field (F2, the Enter of a refused save let go)
// does so before the digits typed after it arrive.

#include <deque>
#include <functional>

namespace tarock::app {

/// One event as GLFW reports it: a key (GLFW key code, scancode, GLFW_PRESS/RELEASE/REPEAT
/// action, modifier bits) or a typed character (a Unicode code point).
struct InputEvent {
    bool is_char = false;
    int key = 0;
    int scancode = 0;
    int action = 0;
    int mods = 0;
    unsigned int codepoint = 0;
};

/// The events that arrived since the last frame, in order.
class InputQueue {
public:
    /// The GLFW action codes (glfw3.h), so this header needs no GLFW.
    static constexpr int kRelease = 0;
    static constexpr int kPress = 1;
    static constexpr int kRepeat = 2;

    void push(const InputEvent& event) { events_.push_back(event); }

    /// The GLFW key codes of the modifiers (Shift, Ctrl, Alt, Super, left and right: 340–347).
    static constexpr int kFirstModifier = 340;
    static constexpr int kLastModifier = 347;

    /// Hands `apply` the events one frame may take, in order. It stops (that event and everything
    /// after it wait for the next frame) before
    /// - a press or release of a key whose state this frame already changed,
    /// - a press or release of a key that is not a modifier, when this frame already changed one,
    /// - a modifier's press or release after a press of another key in this frame.
    /// So a frame sees every key pressed, one key at a time, and a shortcut's modifier let go
    /// together with its key (Ctrl↓ Enter↓ Ctrl↑ Enter↑, as xdotool and fast fingers send it) is
    /// still down in the frame that sees the key. Characters and repeats change no key's state and
    /// never stop it.
    void take_frame(const std::function<void(const InputEvent&)>& apply);

    /// True while events wait for a frame (the loop must draw another one before it sleeps).
    bool pending() const { return !events_.empty(); }

private:
    std::deque<InputEvent> events_;
};

}  // namespace tarock::app
