// A hand as the core sees it: concealed tile counts, declared melds, the
// winning tile and flowers. Built only through make_hand(), which validates,
// so every Hand that exists is physically possible.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mjcore/notation.hpp"
#include "mjcore/tile.hpp"

namespace mjcore {

enum class MeldKind : std::uint8_t { Chow, Pung, Kong };
// Where a meld's tiles came from. Hand = formed from concealed tiles during
// decomposition; Exposed = declared after claiming a discard; Concealed =
// a declared concealed kong (暗杠).
enum class MeldSource : std::uint8_t { Hand, Exposed, Concealed };
// Which player a claimed tile came from, relative to the owner.
enum class Seat : std::uint8_t { None, Left, Across, Right };

struct Meld {
  MeldKind kind = MeldKind::Chow;
  Tile first = 0;  // lowest tile
  MeldSource source = MeldSource::Hand;
  Seat claimed_from = Seat::None;  // exposed melds only; None = not recorded
  std::uint8_t claimed_index = 0;  // chows: 1..3 = which tile was claimed, 0 = not recorded

  int size() const { return kind == MeldKind::Kong ? 4 : 3; }
  // One unsigned comparison (a tile below the meld wraps around), with no
  // branch on the kind: decomposition asks it of every meld of a reading.
  bool contains(Tile t) const { return static_cast<unsigned>(t - first) <= (kind == MeldKind::Chow ? 2u : 0u); }
  bool declared() const { return source != MeldSource::Hand; }
  // Identity for decomposition purposes (claim details do not matter).
  bool same_shape(const Meld& o) const { return kind == o.kind && first == o.first && source == o.source; }
};

constexpr int kMaxMelds = 4;
constexpr std::uint8_t kNoTile = 0xFF;

struct Hand {
  Counts concealed{};  // excludes the winning tile
  std::array<Meld, kMaxMelds> melds{};
  std::uint8_t n_melds = 0;
  std::uint8_t win = kNoTile;    // kNoTile: no designated winning tile
  std::uint8_t flowers = 0;      // number of flower tiles
  std::uint8_t flower_mask = 0;  // which flowers (bit i = flower i), when known

  bool has_win() const { return win != kNoTile; }
  int concealed_count() const;
  // Concealed tiles plus the winning tile.
  Counts full_concealed() const;
  // The tiles inside the declared melds by kind.
  Counts meld_tiles() const;
  // Every tile in the hand (concealed, win and melds) by kind.
  Counts all_tiles() const;
};

// Validates and builds a hand from counts without allocating (the batch
// path). `win` may be kNoTile; `flowers` is a count.
Hand make_hand(const Counts& concealed, const Meld* melds, int n_melds, std::uint8_t win, int flowers);

// Validates and builds a hand. `win` may be kNoTile. The concealed part
// must hold 13 - 3k tiles with a winning tile, or 13 - 3k or 14 - 3k without.
Hand make_hand(const std::vector<Tile>& concealed, const std::vector<Meld>& melds, std::uint8_t win,
               const std::vector<std::uint8_t>& flowers, int extra_flowers);

// Checks one declared meld in isolation (kind/tile/claim consistency).
void validate_meld(const Meld& m);

// Meld notation: "KIND TILES[@FROM]" with KIND chow|pung|kong|ankan,
// e.g. "chow 456s", "pung 777z@across", "kong 1111p@right", "ankan 9999s",
// "chow 456s@5s" names the claimed tile of a chow. FROM: left|across|right.
Meld parse_meld(std::string_view text);
std::string render_meld(const Meld& m, Notation n);

}  // namespace mjcore
