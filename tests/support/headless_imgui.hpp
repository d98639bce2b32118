#pragma once
// The one headless Dear ImGui harness of the window's tests and benchmarks: an ImGui context with
// the app's font and style, sized like the window, without a window or GL (as Dear ImGui's
// examples/example_null). It draws whole frames of the window (draw_app) or any piece of UI
// inside a plain window, records the text drawn, and measures the ID stack around a piece of UI.
// Header-only: used by tests/app (app_tests, form_tests) and bench/bench_window.cpp.

#include <functional>
#include <string>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>

#include "app/platform.hpp"
#include "app/views.hpp"

namespace tarock::headless {

/// An ImGui context with the app's font and style, 1280 × 800 like the window, keyboard
/// navigation on and the pre-1.87 key map the GLFW backend sets (keys are pressed through
/// press()). One at a time; the context is destroyed with the harness.
class Ui {
public:
    Ui() {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.DisplaySize = ImVec2(1280.0f, 800.0f);
        io.DeltaTime = 1.0f / 60.0f;
        io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
        for (int k = 0; k < ImGuiKey_COUNT; ++k) io.KeyMap[k] = 400 + k;
        app::build_font_atlas(app::kBaseFontPixels);
        unsigned char* px = nullptr;
        int w = 0, h = 0;
        io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
        app::apply_style(1.0f);
    }
    ~Ui() { ImGui::DestroyContext(); }
    Ui(const Ui&) = delete;
    Ui& operator=(const Ui&) = delete;

    /// Draws one frame of the window; returns the number of vertices drawn.
    int frame(app::AppState& s) {
        ImGui::NewFrame();
        app::draw_app(s);
        ImGui::Render();
        return ImGui::GetDrawData()->TotalVtxCount;
    }

    /// Draws one frame of the window; returns every text it drew. ImGui logs the rendered text
    /// and hands it to the clipboard when the window ends (End() finishes the log of a top-level
    /// window).
    std::string frame_text(app::AppState& s) {
        return logged_text([&] {
            ImGui::NewFrame();
            ImGui::LogToClipboard();
            app::draw_app(s);
            ImGui::LogFinish();
            ImGui::Render();
        });
    }

    /// Draws `piece` inside a plain window in one frame (frame_of); returns every text it drew.
    std::string piece_text(const std::function<void()>& piece) {
        return logged_text([&] {
            frame_of([&] {
                ImGui::LogToClipboard();
                piece();
                ImGui::LogFinish();
            });
        });
    }

    /// Draws `piece` inside a plain window in one frame. Returns the change of that window's ID
    /// stack across `piece` (0 when every PushID has its PopID); `vertices` gets the number of
    /// vertices drawn when given.
    int frame_of(const std::function<void()>& piece, int* vertices = nullptr) {
        ImGui::NewFrame();
        ImGui::SetNextWindowPos(ImVec2(0.0f, 0.0f));
        ImGui::SetNextWindowSize(ImVec2(700.0f, 800.0f));
        ImGui::Begin("piece");
        const int before = ImGui::GetCurrentWindow()->IDStack.Size;
        piece();
        const int after = ImGui::GetCurrentWindow()->IDStack.Size;
        ImGui::End();
        ImGui::Render();
        if (vertices) *vertices = ImGui::GetDrawData()->TotalVtxCount;
        return after - before;
    }

    /// Ends the editing of the active text field, as a click elsewhere does (an active field keeps
    /// its own copy of the text until it is left).
    static void release_keyboard() { ImGui::ClearActiveID(); }

    /// Presses `key` (a character or a key of ui::keys) for one frame of the window and lets it
    /// go in the next; returns the fewer vertices the two frames drew.
    int press(app::AppState& s, int key) {
        ImGuiIO& io = ImGui::GetIO();
        io.KeysDown[key] = true;
        const int down = frame(s);
        io.KeysDown[key] = false;
        const int up = frame(s);
        return down < up ? down : up;
    }

    /// Runs `draw` with ImGui's clipboard going into a string (where LogToClipboard's text lands
    /// at LogFinish) and returns that string.
    static std::string logged_text(const std::function<void()>& draw) {
        std::string text;
        ImGuiIO& io = ImGui::GetIO();
        io.ClipboardUserData = &text;
        io.SetClipboardTextFn = [](void* user, const char* t) { *static_cast<std::string*>(user) += t; };
        draw();
        io.ClipboardUserData = nullptr;
        return text;
    }

    /// The labels of every tab of every tab bar drawn.
    static std::vector<std::string> tab_labels() {
        std::vector<std::string> out;
        ImGuiContext& g = *GImGui;
        for (int i = 0; i < g.TabBars.GetMapSize(); ++i)
            if (const ImGuiTabBar* bar = g.TabBars.TryGetMapData(i))
                for (const ImGuiTabItem& tab : bar->Tabs) out.push_back(bar->GetTabName(&tab));
        return out;
    }
};

}  // namespace tarock::headless
