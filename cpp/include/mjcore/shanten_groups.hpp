// The groups of a regular hand (three suits and the honours), each read as
// its distances to every target of m melds + p pairs (see shanten_table.hpp),
// and their min-plus combination into the distance of a whole hand.
#pragma once
#include <cstdint>

#include "mjcore/shanten_table.hpp"
#include "mjcore/tile.hpp"

namespace mjcore {

// Fewest tiles to add to one suit (each rank at most cap[rank] copies) for
// every target of at most `max_melds` melds (the others are left
// unreachable), for suits holding declared tiles only: within one tile from
// the tables, beyond by a rank-by-rank dynamic programme. Distances above
// `bound` come out unreachable: a caller that knows the whole hand needs at
// most `bound` tiles prunes the rest.
Distances capped_suit_distances(const std::uint8_t* counts, const std::uint8_t* cap, int max_melds,
                                int bound = kUnreachable);

// Honours (7 kinds). A kind with declared copies can no longer make a pung
// or a pair, so it takes no part. Inline: every shanten asks for it.
inline std::uint32_t honor_key(const std::uint8_t* counts, const std::uint8_t* declared) {
  std::uint32_t key = 0;
  for (int k = 0; k < 7; ++k) {
    if (!declared || declared[k] == 0) key += ShantenTable::honor_key_step(counts[k]);
  }
  return key;
}
inline const Distances& honor_distances(std::uint32_t key) {
  const ShantenTable& table = ShantenTable::instance();
  return table.row(table.honor_class(key));
}

// Min-plus product: the best split of every target between two groups.
Distances combine(const Distances& a, const Distances& b);
// The best split of `melds` melds and exactly one pair between two groups.
int combine_complete(const Distances& a, const Distances& b, int melds);

}  // namespace mjcore
