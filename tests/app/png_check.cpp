// Test helper: checks that a screenshot of the window is not blank.
// Usage: app_png_check FILE.png [MIN_WIDTH MIN_HEIGHT]
// Passes when the image has at least 40 distinct colours and between 0.3 % and 40 % of its pixels
// are "ink" (clearly darker than the light background: text, borders, coloured amounts).
#include <cstdio>
#include <cstdlib>
#include <set>

#include <stb/stb_image.h>

int main(int argc, char** argv) {
    if (argc != 2 && argc != 4) {
        std::fprintf(stderr, "usage: app_png_check FILE.png [MIN_WIDTH MIN_HEIGHT]\n");
        return 2;
    }
    int w = 0, h = 0, channels = 0;
    unsigned char* px = stbi_load(argv[1], &w, &h, &channels, 3);
    if (!px) {
        std::fprintf(stderr, "app_png_check: cannot read %s\n", argv[1]);
        return 1;
    }
    const int min_w = argc == 4 ? std::atoi(argv[2]) : 1;
    const int min_h = argc == 4 ? std::atoi(argv[3]) : 1;
    std::set<unsigned> colours;
    long long ink = 0;
    const long long total = static_cast<long long>(w) * h;
    for (long long i = 0; i < total; ++i) {
        const unsigned char* p = px + i * 3;
        colours.insert(static_cast<unsigned>(p[0]) << 16 | static_cast<unsigned>(p[1]) << 8 | p[2]);
        if (p[0] + p[1] + p[2] < 3 * 150) ++ink;
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
    if (ink_fraction < 0.003 || ink_fraction > 0.40) {
        std::fprintf(stderr, "app_png_check: ink fraction %.4f outside 0.003..0.40\n", ink_fraction);
        ok = false;
    }
    return ok ? 0 : 1;
}
