#pragma once
// The platform layer: the GLFW window and OpenGL 3 context, the ImGui backends (from Debian's
// libimgui.a), fonts and DPI scaling, the imgui.ini location, the idle-friendly event loop and
// the screenshot of the back buffer.

#include <string>
#include <vector>

#include "app/input_queue.hpp"

struct GLFWwindow;

namespace tarock::app {

/// The font file the window uses (DejaVu Sans, Debian package fonts-dejavu-core).
inline constexpr const char* kFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
/// The base font size in pixels at a content scale of 1.
inline constexpr float kBaseFontPixels = 16.0f;

/// The path of imgui.ini: $XDG_CONFIG_HOME/tarock-buchhalter/imgui.ini, else
/// ~/.config/tarock-buchhalter/imgui.ini. Creates the folder; returns "" (no ini file) when
/// neither variable is set or the folder cannot be created.
std::string imgui_ini_path();

/// The glyph ranges the font is built with: Latin-1 and Latin Extended-A, dashes and quotes,
/// €, the vulgar fractions ⅓ ⅔, arrows, the minus sign.
const unsigned short* glyph_ranges();

/// Builds ImGui's font atlas: DejaVu Sans at `pixels` (falling back to ImGui's default font
/// with a warning on stderr when the file is missing). Returns true when DejaVu was used.
/// Does not touch the GL texture.
bool build_font_atlas(float pixels);

/// The font size in pixels: kBaseFontPixels times the monitor's content scale (1 on an ordinary
/// screen, 2 on a high-DPI one; a scale that is not positive counts as 1) times the user's
/// large-font setting (`font_scale`, 1 to 2, as kept in imgui.ini), rounded to whole pixels. So on
/// the first start (no setting kept, font_scale 1) the font follows the monitor alone.
float font_pixels(float content_scale, float font_scale);

/// What the current frame drew outside its room, one line each, for the layout check of the
/// screenshot mode (`--check-layout`): a window whose content reaches past its right edge (cut,
/// or scrolled sideways), a table cell whose content reaches past its column, a tab whose label
/// is shortened with "…". Call after ImGui::Render(); empty when everything fits.
std::vector<std::string> layout_overflows();

/// Resets ImGui's style to the app's light look, scaled by `scale`.
void apply_style(float scale);

/// Asks ImGui to write imgui.ini soon (after a setting changed).
void mark_settings_changed();

/// The window and its render loop.
class Platform {
public:
    Platform() = default;
    ~Platform();
    Platform(const Platform&) = delete;
    Platform& operator=(const Platform&) = delete;

    /// Creates the window (width x height in screen coordinates, scaled to the monitor), the GL
    /// context and the ImGui context with its backends; `use_ini` keeps the window layout in
    /// imgui_ini_path(). On failure returns false with `error`.
    bool init(int width, int height, bool use_ini, std::string& error);

    /// True when the user closed the window.
    bool should_close() const;
    /// Processes pending events without waiting.
    void poll();
    /// Blocks until an event arrives, or `timeout_seconds` pass when > 0.
    void wait(double timeout_seconds);
    /// Starts a frame: first rebuilds the fonts when the content scale or `font_scale` changed,
    /// then, when `take_input` (next_frame_takes_input), hands ImGui the key and character events
    /// this frame may take (InputQueue); otherwise they wait for a later frame.
    void begin_frame(float font_scale, bool take_input);
    /// True while key or character events wait for a later frame: draw one before sleeping.
    bool input_pending() const { return input_.pending(); }
    /// Renders the frame into the back buffer (no swap).
    void render();
    /// Shows the back buffer.
    void swap();
    /// Reads the back buffer (call between render() and swap()), flips it and writes a PNG.
    /// Returns false with `error` when it cannot be written.
    bool screenshot(const std::string& path, std::string& error) const;

    /// Keeps `*font_scale` (the large-font setting) in imgui.ini under
    /// [TarockBuchhalter][Anzeige]. Call once after init(); the stored value is read at the first
    /// frame unless `keep_current` is set (a value given on the command line wins). The pointer
    /// must outlive the Platform. Call mark_settings_changed() when the value changes.
    void keep_ui_settings(float* font_scale, bool keep_current);

    /// What imgui.ini keeps of the app's own settings.
    struct UiSettingsRef {
        float* font_scale = nullptr;
        bool keep_current = false;
    };

    /// Called by GLFW when the monitor's content scale changes.
    void on_content_scale(float scale) { pending_scale_ = scale; }
    /// Called by GLFW for every key and character event; ImGui gets it in begin_frame().
    void on_input(const InputEvent& event) { input_.push(event); }

private:
    void rebuild_fonts();

    GLFWwindow* window_ = nullptr;
    bool imgui_ready_ = false;
    float content_scale_ = 1.0f;
    float pending_scale_ = 1.0f;
    float font_scale_ = 1.0f;
    float built_pixels_ = 0.0f;
    std::string ini_path_;
    UiSettingsRef settings_;
    InputQueue input_;
};

}  // namespace tarock::app
