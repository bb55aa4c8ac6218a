// What MCR counts for a group of melds of one kind, given their slots (see
// combination_table.hpp): the functions the combination tables are built
// from, when the library is built.
#pragma once
#include "mjcore/detected.hpp"

namespace mjcore::mcr {

// Chows starting at slots[0..n) (non-decreasing), sets as bit k for the k-th.
void combine_chow_slots(const int* slots, int n, Detected& out);
// Suited pungs (kongs alike) of tiles t[0..n), in tile order; sets as bit k for t[k].
void combine_suited_pungs(const int* t, int n, Detected& out);

}  // namespace mjcore::mcr
