#pragma once
// A QR code of a text (the live page's address), made by libqrencode (Debian's libqrencode):
// the matrix of modules the window draws (tournament_view.cpp), dark or light.

#include <cstdint>
#include <string>
#include <vector>

namespace tarock::live {

/// A QR code: `size` × `size` modules, row by row; true = dark. The quiet zone (4 modules of
/// light around it) is not included: the one drawing it leaves that space.
struct QrCode {
    int size = 0;
    std::vector<bool> dark;
    bool operator==(const QrCode&) const = default;
    bool at(int x, int y) const { return dark[static_cast<std::size_t>(y) * static_cast<std::size_t>(size) + static_cast<std::size_t>(x)]; }
};

/// The QR code of `text` (8-bit mode, error correction level M, the smallest version that holds
/// it). Throws std::runtime_error when libqrencode refuses (a text too long for any version).
QrCode qr_code(const std::string& text);

}  // namespace tarock::live
