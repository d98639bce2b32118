#include "app/input_queue.hpp"

#include <algorithm>
#include <vector>

namespace tarock::app {

void InputQueue::take_frame(const std::function<void(const InputEvent&)>& apply) {
    std::vector<int> changed;
    bool pressed = false;
    while (!events_.empty()) {
        const InputEvent event = events_.front();
        if (!event.is_char && event.action != kRepeat) {
            if (std::find(changed.begin(), changed.end(), event.key) != changed.end()) break;
            if (event.action == kRelease && pressed) break;
            changed.push_back(event.key);
            pressed = pressed || event.action == kPress;
        }
        events_.pop_front();
        apply(event);
    }
}

}  // namespace tarock::app
