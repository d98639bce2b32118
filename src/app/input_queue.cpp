#include "app/input_queue.hpp"

#include <algorithm>
#include <vector>

namespace tarock::app {

void InputQueue::take_frame(const std::function<void(const InputEvent&)>& apply) {
    std::vector<int> changed;
    bool key_changed = false;  // a key that is not a modifier
    bool key_pressed = false;
    while (!events_.empty()) {
        const InputEvent event = events_.front();
        if (!event.is_char && event.action != kRepeat) {
            const bool modifier = event.key >= kFirstModifier && event.key <= kLastModifier;
            if (std::find(changed.begin(), changed.end(), event.key) != changed.end()) break;
            if (modifier ? key_pressed : key_changed) break;
            changed.push_back(event.key);
            key_changed = key_changed || !modifier;
            key_pressed = key_pressed || (!modifier && event.action == kPress);
        }
        events_.pop_front();
        apply(event);
    }
}

}  // namespace tarock::app
