// What one seat holds at the table.
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/hand.hpp"
#include "mjcore/tile.hpp"

namespace mjcore::game {

enum class TableMeldKind : std::uint8_t { Chow, Pung, Kong, ConcealedKong };  // Kong: exposed or added

struct TableMeld {
  TableMeldKind kind;
  Tile tile;          // the lowest tile
  std::int8_t giver;  // the seat it was claimed from, -1 if none
};

constexpr int kMaxRiver = 112;

struct SeatState {
  Counts concealed{};
  std::array<TableMeld, kMaxMelds> melds{};
  std::uint8_t n_melds = 0;
  std::array<std::uint8_t, kFlowerKinds> flowers{};  // in the order set aside
  std::uint8_t n_flowers = 0;
  // Its discards nobody claimed, in order (at most one per draw or claim).
  std::array<std::uint8_t, kMaxRiver> river{};
  std::uint8_t n_river = 0;
  bool kong_flag = false;  // konged, and the draw after it is not decided yet

  int concealed_count() const {
    int n = 0;
    for (auto c : concealed) n += c;
    return n;
  }
};

// The meld as the scorer takes it.
Meld scoring_meld(const TableMeld& m);

// Copies of each tile in the seat's declared melds (concealed kongs too).
Counts declared_tiles(const SeatState& s);

// The seat's meld of `tile` that is of kind `from` becomes `to` (a pung
// added to, a robbed kong).
void turn_meld(SeatState& s, Tile tile, TableMeldKind from, TableMeldKind to);

}  // namespace mjcore::game
