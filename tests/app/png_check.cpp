// Test helper: checks that a screenshot of the window is not blank.
// Usage: app_png_check FILE.png [MIN_WIDTH MIN_HEIGHT [RRGGBB MIN_PERCENT]]
// Passes when the image has at least 40 distinct colours and between 0.3 % and 40 % of its pixels
// are "ink" (clearly darker than the light background: text, borders, coloured amounts); with
// RRGGBB, when at least MIN_PERCENT % of the pixels have that colour (each channel within 3), so
// a test can check that a view it asked for is on screen (e.g. the dark slate of the Tafel).
// The ink limit is then 75 %, as such a view may be dark itself.
#include <cstdio>
#include <cstdlib>
#include <set>

#include <stb/stb_image.h>

int main(int argc, char** argv) {
    if (argc != 2 && argc != 4 && argc != 6) {
        std::fprintf(stderr, "usage: app_png_check FILE.png [MIN_WIDTH MIN_HEIGHT [RRGGBB MIN_PERCENT]]\n");
        return 2;
    }
    const bool want_colour = argc == 6;
    const unsigned long want = want_colour ? std::strtoul(argv[4], nullptr, 16) : 0;
    const double want_percent = want_colour ? std::atof(argv[5]) : 0.0;
    auto near = [](int a, unsigned long b) { return a - static_cast<int>(b & 0xFF) <= 3 && static_cast<int>(b & 0xFF) - a <= 3; };
    long long matching = 0;
    int w = 0, h = 0, channels = 0;
    unsigned char* px = stbi_load(argv[1], &w, &h, &channels, 3);
    if (!px) {
        std::fprintf(stderr, "app_png_check: cannot read %s\n", argv[1]);
        return 1;
    }
    const int min_w = argc >= 4 ? std::atoi(argv[2]) : 1;
    const int min_h = argc >= 4 ? std::atoi(argv[3]) : 1;
    std::set<unsigned> colours;
    long long ink = 0;
    const long long total = static_cast<long long>(w) * h;
    for (long long i = 0; i < total; ++i) {
        const unsigned char* p = px + i * 3;
        colours.insert(static_cast<unsigned>(p[0]) << 16 | static_cast<unsigned>(p[1]) << 8 | p[2]);
        if (p[0] + p[1] + p[2] < 3 * 150) ++ink;
        if (want_colour && near(p[0], want >> 16) && near(p[1], want >> 8) && near(p[2], want)) ++matching;
    }
    stbi_image_free(px);
    const double ink_fraction = total ? static_cast<double>(ink) / static_cast<double>(total) : 0.0;
    std::printf("%s: %dx%d, %zu colours, ink %.2f %%\n", argv[1], w, h, colours.size(), ink_fraction * 100.0);
    bool ok = true;
    if (w < min_w || h < min_h) {
        std::fprintf(stderr, "app_png_check: image smaller than %dx%d\n", min_w, min_h);
        ok = false;
    }
    if (colours.size() < 40) {
        std::fprintf(stderr, "app_png_check: only %zu colours: blank window?\n", colours.size());
        ok = false;
    }
    const double max_ink = want_colour ? 0.75 : 0.40;
    if (ink_fraction < 0.003 || ink_fraction > max_ink) {
        std::fprintf(stderr, "app_png_check: ink fraction %.4f outside 0.003..%.2f\n", ink_fraction, max_ink);
        ok = false;
    }
    if (want_colour) {
        const double percent = total ? 100.0 * static_cast<double>(matching) / static_cast<double>(total) : 0.0;
        std::printf("colour %06lx: %.2f %% of the pixels\n", want, percent);
        if (percent < want_percent) {
            std::fprintf(stderr, "app_png_check: colour %06lx covers %.2f %%, expected at least %.2f %%\n", want, percent, want_percent);
            ok = false;
        }
    }
    return ok ? 0 : 1;
}
