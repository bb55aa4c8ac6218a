#include "mjcore/errors.hpp"

namespace mjcore {

std::string excerpt(std::string_view text) {
  std::size_t end = text.size();
  if (end > 80) {
    end = 60;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  }
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < end; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7F) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return end < text.size() ? out + "\u2026" : out;
}

}  // namespace mjcore
