// Shanten (向听数): how many tiles a hand is from ready, per form and overall,
// and which drawn tiles lower it. Exact: the distance to the nearest complete
// hand that can physically exist (at most four copies of a tile, counting
// those in declared melds), minus one; -1 means complete.
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/decomposition.hpp"
#include "mjcore/hand.hpp"

namespace mjcore {

using TileMask = std::uint64_t;  // bit t = tile t

constexpr int kForms = 5;  // in Form order
constexpr unsigned kAllForms = (1u << kForms) - 1;
constexpr unsigned form_bit(Form f) { return 1u << static_cast<int>(f); }
constexpr int kNoShanten = 99;  // the form cannot be reached by this hand

// What shanten needs to know about a hand.
struct ShantenHand {
  Counts concealed{};  // concealed tiles, a drawn or winning tile included
  Counts declared{};   // copies of each tile inside declared melds
  int n_declared = 0;  // declared melds
  int tiles = 0;       // concealed tiles in all: 13 - 3k or 14 - 3k
  bool has_declared_tiles() const { return n_declared > 0 && !(declared == Counts{}); }
};

ShantenHand shanten_hand(const Hand& hand);
// Bare concealed counts: 13 - 3k or 14 - 3k tiles stand for a hand with k
// declared melds whose tiles are not known. Throws InputError otherwise.
ShantenHand shanten_hand(const Counts& concealed);

// The least shanten over the selected forms (bits form_bit), or kNoShanten
// when none of them can be reached (e.g. seven pairs after a declared meld).
int shanten(const ShantenHand& h, unsigned forms = kAllForms);
std::array<int, kForms> shanten_by_form(const ShantenHand& h);

// Tiles whose draw lowers the shanten of a 13 - 3k tile hand over the
// selected forms; tiles the player already holds four of never count.
struct Useful {
  int shanten = kNoShanten;
  TileMask tiles = 0;
};
Useful useful_tiles(const ShantenHand& h, unsigned forms = kAllForms);

}  // namespace mjcore
