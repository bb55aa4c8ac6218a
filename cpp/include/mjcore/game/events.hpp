// The record of a hand (docs/game.md "The record"): what happened, in order.
#pragma once
#include <cstdint>

namespace mjcore::game {

enum class EventKind : std::uint8_t {
  Flower,         // seat set a flower aside; tile = the flower (34..41)
  Draw,           // seat drew tile
  Discard,        // seat discarded tile
  Chow,           // seat chowed tile; other = the run's lowest tile
  Pung,           // seat punged tile; other = the discarder
  Kong,           // seat konged the discard tile; other = the discarder
  ConcealedKong,  // seat declared a concealed kong of tile
  AddedKong,      // seat added tile to its pung
  Win,            // seat won on tile; other = who gave it (seat itself if self-drawn)
  Exhausted,      // the wall ran out
  Offence,        // seat's false win (tile 0) or invalid answer (tile 1) ended the hand
};
constexpr int kEventKinds = 11;

struct Event {
  EventKind kind;
  std::int8_t seat;
  std::int8_t tile;
  std::int8_t other;
};

}  // namespace mjcore::game
