// Wait classification and the set of tiles a ready hand waits on.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "mjcore/decomposition.hpp"
#include "mjcore/hand.hpp"

namespace mjcore {

constexpr int kFormCount = 5;  // in Form order

// Wait type of a hand-formed meld or pair holding the winning tile.
WaitType wait_in_meld(const Meld& m, Tile win);

// Tiles that complete hand's concealed part (winning tile removed) with its
// declared melds; a tile already held four times is not a wait.
std::vector<Tile> waiting_tiles(const Hand& hand);
// The same as a mask (bit t = tile t), without allocating.
std::uint64_t waiting_mask(const Hand& hand);
std::vector<Tile> waiting_tiles(const Counts& concealed, int n_declared, const Counts& held);
// The tiles (bit t = tile t) that complete the hand through each form, in
// Form order.
std::array<std::uint64_t, kFormCount> completing_by_form(const Counts& concealed, int n_declared, const Counts& held);
// True when no tile but `win` completes the hand (a "unique wait"); stops at
// the first other tile that does. `exhausted`: tiles that cannot arrive, all
// four copies held (those four in the concealed part count by themselves).
bool waits_only_on(const Counts& concealed, int n_declared, std::uint64_t exhausted, Tile win);
// True when a fifth copy of a tile the concealed part (winning tile removed)
// holds four of, other than `win`, would complete it: PyMahjongGB's reading
// of waits, which looks at the shapes alone, counts such a tile as a wait.
bool completes_with_a_fifth_copy(const Counts& concealed, Tile win);

}  // namespace mjcore
