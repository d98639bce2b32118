#include "live/qr_code.hpp"

#include <qrencode.h>

#include <memory>
#include <stdexcept>

namespace tarock::live {

QrCode qr_code(const std::string& text) {
    const std::unique_ptr<QRcode, void (*)(QRcode*)> code(QRcode_encodeString8bit(text.c_str(), 0, QR_ECLEVEL_M), QRcode_free);
    if (!code) throw std::runtime_error("no QR code for a text of " + std::to_string(text.size()) + " bytes");
    QrCode out;
    out.size = code->width;
    out.dark.resize(static_cast<std::size_t>(code->width) * static_cast<std::size_t>(code->width));
    // libqrencode: one byte per module, bit 0 set for a dark one.
    for (std::size_t i = 0; i < out.dark.size(); ++i) out.dark[i] = (code->data[i] & 1) != 0;
    return out;
}

}  // namespace tarock::live
