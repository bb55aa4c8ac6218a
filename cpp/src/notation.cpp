#include "mjcore/notation.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "mjcore/errors.hpp"

namespace mjcore {
namespace {

constexpr char32_t kUnicodeFirst = 0x1F000;
constexpr char32_t kUnicodeLast = 0x1F029;  // last flower/season tile

// Unicode block order: winds E S W N, red, green, white, 1-9 characters,
// 1-9 bamboo, 1-9 circles, plum orchid bamboo chrysanthemum, spring..winter.
// Flower numbers follow the H1..H8 order: spring summer autumn winter, plum
// orchid chrysanthemum bamboo.
constexpr int kUnicodeFlowerOf[8] = {4, 5, 7, 6, 0, 1, 2, 3};      // U+1F022+i -> flower
constexpr int kFlowerUnicodeOffset[8] = {4, 5, 6, 7, 0, 1, 3, 2};  // flower -> U+1F022+i

int tile_from_unicode_offset(int off) {
  if (off <= 3) return 27 + off;  // winds
  if (off == 4) return kRed;
  if (off == 5) return kGreen;
  if (off == 6) return kWhite;
  if (off <= 15) return off - 7;          // characters
  if (off <= 24) return 18 + (off - 16);  // bamboo
  return 9 + (off - 25);                  // circles (off <= 33)
}

int unicode_offset_of_tile(Tile t) {
  if (t < 9) return 7 + t;
  if (t < 18) return 25 + (t - 9);
  if (t < 27) return 16 + (t - 18);
  if (t <= 30) return t - 27;
  return t == kRed ? 4 : t == kGreen ? 5 : 6;
}

// Decodes one UTF-8 code point; returns false on malformed input.
bool next_code_point(std::string_view s, std::size_t& i, char32_t& cp) {
  const auto b = static_cast<unsigned char>(s[i]);
  int len = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
  if (len == 0 || i + len > s.size()) return false;
  cp = len == 1 ? b : len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
  for (int k = 1; k < len; ++k) {
    const auto cb = static_cast<unsigned char>(s[i + k]);
    if ((cb >> 6) != 0x2) return false;
    cp = (cp << 6) | (cb & 0x3F);
  }
  i += len;
  return true;
}

void append_utf8(std::string& out, char32_t cp) {
  out += static_cast<char>(0xF0 | (cp >> 18));
  out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
  out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
  out += static_cast<char>(0x80 | (cp & 0x3F));
}

// `pos` is a byte offset; the message counts characters, as the user sees them.
[[noreturn]] void fail(std::string_view text, std::size_t pos, const std::string& why) {
  const auto chars = std::count_if(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(pos),
                                   [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
  throw InputError("bad tile notation '" + excerpt(text) + "' at position " + std::to_string(chars) + ": " + why);
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == ',' || c == '\n'; }

void parse_unicode(std::string_view text, ParsedTiles& out) {
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_space(text[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    char32_t cp = 0;
    if (!next_code_point(text, i, cp)) fail(text, start, "malformed UTF-8");
    if (cp == 0xFE0E || cp == 0xFE0F) continue;  // emoji/text presentation selectors
    if (cp < kUnicodeFirst || cp > kUnicodeLast) {
      char hex[16];
      std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned>(cp));
      fail(text, start, std::string("not a mahjong tile character (") + hex + ")");
    }
    const int off = static_cast<int>(cp - kUnicodeFirst);
    if (off >= 34) out.flowers.push_back(static_cast<std::uint8_t>(kUnicodeFlowerOf[off - 34]));
    else out.tiles.push_back(static_cast<Tile>(tile_from_unicode_offset(off)));
  }
}

// PyMahjongGB codes: W1-9 characters, B1-9 dots, T1-9 bamboo, F1-4 winds,
// J1-3 red/green/white, H1-8 flowers.
void parse_gb(std::string_view text, ParsedTiles& out) {
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_space(text[i])) {
      ++i;
      continue;
    }
    const char letter = text[i];
    if (i + 1 >= text.size() || text[i + 1] < '0' || text[i + 1] > '9') {
      fail(text, i, "tile code '" + excerpt(std::string_view(&letter, 1)) + "' needs a digit after it");
    }
    const int n = text[i + 1] - '0';
    const auto bad_rank = [&](int hi) {
      fail(text, i,
           std::string("'") + letter + static_cast<char>('0' + n) + "' is not a tile (" + letter + " takes 1.." +
               std::to_string(hi) + ")");
    };
    switch (letter) {
      case 'W':
        if (n < 1 || n > 9) bad_rank(9);
        out.tiles.push_back(static_cast<Tile>(n - 1));
        break;
      case 'B':
        if (n < 1 || n > 9) bad_rank(9);
        out.tiles.push_back(static_cast<Tile>(9 + n - 1));
        break;
      case 'T':
        if (n < 1 || n > 9) bad_rank(9);
        out.tiles.push_back(static_cast<Tile>(18 + n - 1));
        break;
      case 'F':
        if (n < 1 || n > 4) bad_rank(4);
        out.tiles.push_back(static_cast<Tile>(27 + n - 1));
        break;
      case 'J':
        if (n < 1 || n > 3) bad_rank(3);
        out.tiles.push_back(static_cast<Tile>(kRed - (n - 1)));
        break;
      case 'H':
        if (n < 1 || n > 8) bad_rank(8);
        out.flowers.push_back(static_cast<std::uint8_t>(n - 1));
        break;
      default: fail(text, i, "unknown tile code '" + excerpt(std::string_view(&letter, 1)) + "'");
    }
    i += 2;
  }
}

// Canonical: digits then a suit letter m/p/s/z (f for flowers 1..8).
void parse_canonical(std::string_view text, ParsedTiles& out) {
  std::size_t i = 0;
  std::string pending;  // digits waiting for their suit letter
  std::size_t pending_pos = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c >= '0' && c <= '9') {
      if (pending.empty()) pending_pos = i;
      pending += c;
    } else if (c == 'm' || c == 'p' || c == 's' || c == 'z' || c == 'f') {
      if (pending.empty()) fail(text, i, std::string("suit letter '") + c + "' has no digits before it");
      for (std::size_t k = 0; k < pending.size(); ++k) {
        const int r = pending[k] - '0';
        const std::size_t at = pending_pos + k;
        if (c == 'z') {
          if (r < 1 || r > 7) fail(text, at, std::string("honour rank ") + pending[k] + "z does not exist (1z..7z)");
          out.tiles.push_back(static_cast<Tile>(27 + r - 1));
        } else if (c == 'f') {
          if (r < 1 || r > 8) fail(text, at, std::string("flower ") + pending[k] + "f does not exist (1f..8f)");
          out.flowers.push_back(static_cast<std::uint8_t>(r - 1));
        } else {
          if (r < 1) fail(text, at, std::string("rank 0") + c + " does not exist (ranks are 1..9)");
          const int base = c == 'm' ? 0 : c == 'p' ? 9 : 18;
          out.tiles.push_back(static_cast<Tile>(base + r - 1));
        }
      }
      pending.clear();
    } else if (is_space(c)) {
      if (!pending.empty()) fail(text, pending_pos, "digits '" + excerpt(pending) + "' have no suit letter");
    } else {
      fail(text, i, "unexpected character '" + excerpt(std::string_view(&c, 1)) + "'");
    }
    ++i;
  }
  if (!pending.empty()) fail(text, pending_pos, "digits '" + excerpt(pending) + "' have no suit letter");
}

}  // namespace

ParsedTiles parse_tiles(std::string_view text) {
  ParsedTiles out;
  bool non_ascii = false, upper = false;
  for (char c : text) {
    if (static_cast<unsigned char>(c) >= 0x80) non_ascii = true;
    else if (c >= 'A' && c <= 'Z') upper = true;
  }
  if (non_ascii) parse_unicode(text, out);
  else if (upper) parse_gb(text, out);
  else parse_canonical(text, out);
  return out;
}

Tile parse_tile(std::string_view text) {
  const ParsedTiles p = parse_tiles(text);
  if (p.tiles.size() != 1 || !p.flowers.empty()) {
    throw InputError("expected exactly one tile, got '" + excerpt(text) + "'");
  }
  return p.tiles[0];
}

std::string render_tile(Tile t, Notation n) { return render_tiles(std::vector<Tile>{t}, n); }

std::string render_tiles(const std::vector<Tile>& tiles, Notation n) {
  static const char kSuitLetter[4] = {'m', 'p', 's', 'z'};
  static const char kGbLetter[3] = {'W', 'B', 'T'};
  std::string out;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    const Tile t = tiles[i];
    switch (n) {
      case Notation::Canonical:
        out += static_cast<char>('1' + rank_of(t));
        // The suit letter closes each run of same-suit tiles.
        if (i + 1 == tiles.size() || suit_of(tiles[i + 1]) != suit_of(t)) out += kSuitLetter[suit_of(t)];
        break;
      case Notation::GB:
        if (is_suited(t)) {
          out += kGbLetter[suit_of(t)];
          out += static_cast<char>('1' + rank_of(t));
        } else if (t < kWhite) {
          out += 'F';
          out += static_cast<char>('1' + t - 27);
        } else {
          out += 'J';
          out += static_cast<char>('1' + (kRed - t));
        }
        break;
      case Notation::Unicode: append_utf8(out, kUnicodeFirst + static_cast<char32_t>(unicode_offset_of_tile(t))); break;
    }
  }
  return out;
}

std::string render_flowers(const std::vector<std::uint8_t>& flowers, Notation n) {
  std::string out;
  for (auto f : flowers) {
    switch (n) {
      case Notation::Canonical: out += static_cast<char>('1' + f); break;
      case Notation::GB:
        out += 'H';
        out += static_cast<char>('1' + f);
        break;
      case Notation::Unicode:
        append_utf8(out, kUnicodeFirst + 34 + static_cast<char32_t>(kFlowerUnicodeOffset[f]));
        break;
    }
  }
  if (n == Notation::Canonical && !flowers.empty()) out += 'f';
  return out;
}

}  // namespace mjcore
