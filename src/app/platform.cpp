#include "app/platform.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <vector>

#include <fmt/format.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <GL/gl.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <stb/stb_image_write.h>

namespace tarock::app {

namespace {

void glfw_error(int code, const char* text) { std::fprintf(stderr, "tarock-buchhalter: GLFW-Fehler %d: %s\n", code, text); }

void content_scale_changed(GLFWwindow* w, float x, float y) {
    if (auto* p = static_cast<Platform*>(glfwGetWindowUserPointer(w))) p->on_content_scale(std::max(x, y));
}

void key_event(GLFWwindow* w, int key, int scancode, int action, int mods) {
    if (auto* p = static_cast<Platform*>(glfwGetWindowUserPointer(w))) p->on_input({false, key, scancode, action, mods, 0});
}

void char_event(GLFWwindow* w, unsigned int codepoint) {
    if (auto* p = static_cast<Platform*>(glfwGetWindowUserPointer(w))) p->on_input({true, 0, 0, 0, 0, codepoint});
}

}  // namespace

std::string imgui_ini_path() {
    namespace fs = std::filesystem;
    fs::path dir;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) dir = fs::path(xdg);
    else if (const char* home = std::getenv("HOME"); home && *home) dir = fs::path(home) / ".config";
    else return "";
    dir /= "tarock-buchhalter";
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return "";
    return (dir / "imgui.ini").string();
}

const unsigned short* glyph_ranges() {
    static const ImWchar ranges[] = {
        0x0020, 0x017F,  // Basic Latin, Latin-1 (ä ö ü ß ×), Latin Extended-A (č š ž ő ű)
        0x2010, 0x2027,  // dashes, quotes „“, bullet, ellipsis
        0x20AC, 0x20AC,  // €
        0x2150, 0x215F,  // vulgar fractions ⅓ ⅔
        0x2190, 0x2193,  // arrows ← ↑ → ↓
        0x2212, 0x2212,  // minus sign −
        0x25CB, 0x25CB,  // white circle ○: the radelci of Slovenian Tarok
        0x270E, 0x270E,  // pencil ✎: a corrected hand on the scoresheet
        0x2713, 0x2713,  // check mark ✓: a premium made (the scoresheet's marks)
        0x2717, 0x2717,  // ballot x ✗: a premium failed
        0,
    };
    return ranges;
}

bool build_font_atlas(float pixels) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    bool dejavu = false;
    if (std::filesystem::exists(kFontPath)) {
        ImFontConfig cfg;
        cfg.OversampleH = 2;
        cfg.OversampleV = 1;
        dejavu = io.Fonts->AddFontFromFileTTF(kFontPath, pixels, &cfg, glyph_ranges()) != nullptr;
    }
    if (!dejavu) {
        std::fprintf(stderr,
                     "tarock-buchhalter: Warnung: Schrift %s nicht gefunden (Paket fonts-dejavu-core); "
                     "Umlaute und Drittel werden mit der Ersatzschrift nicht richtig angezeigt.\n",
                     kFontPath);
        ImFontConfig cfg;
        cfg.SizePixels = std::round(pixels);
        io.Fonts->AddFontDefault(&cfg);
    }
    io.Fonts->Build();
    return dejavu;
}

float font_pixels(float content_scale, float font_scale) {
    const float monitor = content_scale > 0.0f ? content_scale : 1.0f;
    return std::round(kBaseFontPixels * monitor * font_scale);
}

std::vector<std::string> layout_overflows() {
    std::vector<std::string> out;
    ImGuiContext& g = *GImGui;  // ImPool offers no const lookup
    constexpr float kSlack = 1.0f;  // rounding of positions
    for (const ImGuiWindow* w : g.Windows) {
        if (!w->Active || w->Hidden || (w->Flags & ImGuiWindowFlags_Tooltip) != 0) continue;
        const float over = w->DC.CursorMaxPos.x - w->ContentRegionRect.Max.x;
        if (w->ScrollbarX) out.push_back(fmt::format("window {}: scrolls sideways ({:.0f} px more than its width)", w->Name, w->ContentSize.x - w->ContentRegionRect.GetWidth()));
        else if (over > kSlack) out.push_back(fmt::format("window {}: content cut at the right edge by {:.0f} px", w->Name, over));
    }
    for (int i = 0; i < g.Tables.GetMapSize(); ++i) {
        const ImGuiTable* t = g.Tables.TryGetMapData(i);
        if (!t || t->LastFrameActive != g.FrameCount) continue;
        for (int c = 0; c < t->ColumnsCount; ++c) {
            const ImGuiTableColumn& col = t->Columns[c];
            if (!col.IsEnabled) continue;
            const float content = std::max({col.ContentMaxXFrozen, col.ContentMaxXUnfrozen, col.ContentMaxXHeadersIdeal});
            if (content - col.WorkMaxX > kSlack)
                out.push_back(fmt::format("table {} in {}, column {} \"{}\": content cut by {:.0f} px", t->ID, t->OuterWindow->Name, c,
                                          ImGui::TableGetColumnName(t, c), content - col.WorkMaxX));
        }
    }
    for (int i = 0; i < g.TabBars.GetMapSize(); ++i) {
        const ImGuiTabBar* bar = g.TabBars.TryGetMapData(i);
        if (!bar || bar->CurrFrameVisible != g.FrameCount) continue;
        for (const ImGuiTabItem& tab : bar->Tabs)
            if (tab.Width + kSlack < tab.ContentWidth)  // ContentWidth: the tab's full width with its label
                out.push_back(fmt::format("tab \"{}\": label shortened", bar->GetTabName(&tab)));
    }
    return out;
}

void apply_style(float scale) {
    ImGuiStyle style;
    ImGui::StyleColorsLight(&style);
    style.WindowRounding = 0.0f;
    style.FrameRounding = 3.0f;
    style.GrabRounding = 3.0f;
    style.TabRounding = 3.0f;
    style.FramePadding = ImVec2(6.0f, 3.0f);
    style.ItemSpacing = ImVec2(8.0f, 5.0f);
    style.CellPadding = ImVec2(5.0f, 3.0f);
    style.Colors[ImGuiCol_WindowBg] = ImVec4(0.97f, 0.97f, 0.95f, 1.0f);
    style.Colors[ImGuiCol_ChildBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.0f);
    // Popups and dialogs on the window's own background: the light style draws them white, as
    // white as the input fields and unticked checkboxes inside them, which then cannot be seen.
    style.Colors[ImGuiCol_PopupBg] = style.Colors[ImGuiCol_WindowBg];
    style.Colors[ImGuiCol_TableRowBgAlt] = ImVec4(0.0f, 0.0f, 0.0f, 0.035f);
    style.ScaleAllSizes(scale);
    ImGui::GetStyle() = style;
}

namespace {

using UiSettingsRef = Platform::UiSettingsRef;

void* settings_open(ImGuiContext*, ImGuiSettingsHandler* h, const char* name) {
    return std::string(name) == "Anzeige" ? h->UserData : nullptr;
}

void settings_line(ImGuiContext*, ImGuiSettingsHandler*, void* entry, const char* line) {
    auto* ref = static_cast<UiSettingsRef*>(entry);
    float v = 0.0f;
    if (ref && !ref->keep_current && std::sscanf(line, "FontScale=%f", &v) == 1) *ref->font_scale = std::clamp(v, 1.0f, 2.0f);
}

void settings_write(ImGuiContext*, ImGuiSettingsHandler* h, ImGuiTextBuffer* out) {
    const auto* ref = static_cast<UiSettingsRef*>(h->UserData);
    out->appendf("[%s][Anzeige]\nFontScale=%.2f\n\n", h->TypeName, static_cast<double>(*ref->font_scale));
}

}  // namespace

void Platform::keep_ui_settings(float* font_scale, bool keep_current) {
    settings_ = UiSettingsRef{font_scale, keep_current};
    ImGuiSettingsHandler h;
    h.TypeName = "TarockBuchhalter";
    h.TypeHash = ImHashStr("TarockBuchhalter");
    h.ReadOpenFn = settings_open;
    h.ReadLineFn = settings_line;
    h.WriteAllFn = settings_write;
    h.UserData = &settings_;
    ImGui::GetCurrentContext()->SettingsHandlers.push_back(h);
}

void mark_settings_changed() { ImGui::MarkIniSettingsDirty(); }

Platform::~Platform() {
    if (imgui_ready_) {
        ImGui_ImplOpenGL3_Shutdown();
        ImGui_ImplGlfw_Shutdown();
        ImGui::DestroyContext();
    }
    if (window_) glfwDestroyWindow(window_);
    glfwTerminate();
}

bool Platform::init(int width, int height, bool use_ini, std::string& error) {
    glfwSetErrorCallback(glfw_error);
    if (!glfwInit()) {
        error = "GLFW konnte nicht gestartet werden (kein Bildschirm?).";
        return false;
    }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
    window_ = glfwCreateWindow(width, height, "Tarock Buchhalter", nullptr, nullptr);
    if (!window_) {
        error = "Das Fenster konnte nicht geöffnet werden (OpenGL 3.0 nötig).";
        return false;
    }
    glfwMakeContextCurrent(window_);
    glfwSwapInterval(1);
    glfwSetWindowUserPointer(window_, this);
    float sx = 1.0f, sy = 1.0f;
    glfwGetWindowContentScale(window_, &sx, &sy);
    content_scale_ = pending_scale_ = std::max(sx, sy) > 0.0f ? std::max(sx, sy) : 1.0f;
    glfwSetWindowContentScaleCallback(window_, content_scale_changed);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    ini_path_ = use_ini ? imgui_ini_path() : std::string();
    io.IniFilename = ini_path_.empty() ? nullptr : ini_path_.c_str();

    ImGui_ImplGlfw_InitForOpenGL(window_, true);
    // Keys and characters go through the InputQueue instead of straight to the backend.
    glfwSetKeyCallback(window_, key_event);
    glfwSetCharCallback(window_, char_event);
    ImGui_ImplOpenGL3_Init("#version 130");
    imgui_ready_ = true;
    rebuild_fonts();
    return true;
}

void Platform::rebuild_fonts() {
    const float scale = content_scale_ * font_scale_;
    const float pixels = font_pixels(content_scale_, font_scale_);
    build_font_atlas(pixels);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    apply_style(scale);
    built_pixels_ = pixels;
}

bool Platform::should_close() const { return glfwWindowShouldClose(window_) != 0; }

void Platform::poll() { glfwPollEvents(); }

void Platform::wait(double timeout_seconds) {
    if (timeout_seconds > 0.0) glfwWaitEventsTimeout(timeout_seconds);
    else glfwWaitEvents();
}

void Platform::begin_frame(float font_scale, bool take_input) {
    if (pending_scale_ != content_scale_ || font_scale != font_scale_) {
        content_scale_ = pending_scale_;
        font_scale_ = font_scale;
        rebuild_fonts();
    }
    if (take_input) {
        input_.take_frame([this](const InputEvent& e) {
            if (e.is_char) ImGui_ImplGlfw_CharCallback(window_, e.codepoint);
            else ImGui_ImplGlfw_KeyCallback(window_, e.key, e.scancode, e.action, e.mods);
        });
    }
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
}

void Platform::render() {
    ImGui::Render();
    int w = 0, h = 0;
    glfwGetFramebufferSize(window_, &w, &h);
    glViewport(0, 0, w, h);
    glClearColor(0.97f, 0.97f, 0.95f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void Platform::swap() { glfwSwapBuffers(window_); }

bool Platform::screenshot(const std::string& path, std::string& error) const {
    int w = 0, h = 0;
    glfwGetFramebufferSize(window_, &w, &h);
    if (w <= 0 || h <= 0) {
        error = "Das Fenster hat keine Fläche.";
        return false;
    }
    const auto stride = static_cast<std::size_t>(w) * 3;
    std::vector<unsigned char> pixels(stride * static_cast<std::size_t>(h));
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadBuffer(GL_BACK);
    glReadPixels(0, 0, w, h, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
    std::vector<unsigned char> flipped(pixels.size());
    for (int y = 0; y < h; ++y) {
        const auto src = static_cast<std::size_t>(h - 1 - y) * stride;
        std::copy_n(pixels.begin() + static_cast<std::ptrdiff_t>(src), stride, flipped.begin() + static_cast<std::ptrdiff_t>(static_cast<std::size_t>(y) * stride));
    }
    if (!stbi_write_png(path.c_str(), w, h, 3, flipped.data(), w * 3)) {
        error = "Das Bild '" + path + "' konnte nicht geschrieben werden.";
        return false;
    }
    return true;
}

}  // namespace tarock::app
