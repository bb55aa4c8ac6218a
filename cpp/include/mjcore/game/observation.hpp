// What one seat may know of the table, as a fixed vector of small counts
// (docs/game.md "Observations"): its own tiles, everything shown, nothing
// hidden from it.
#pragma once
#include <cstdint>

#include "mjcore/game/game.hpp"

namespace mjcore::game {

// Offsets of the encoding's parts, in order. Seats are relative to the
// observer: 0 itself, 1 the next to play (right), 2 across, 3 left.
namespace obs {
constexpr int kHand = 0;                    // 34: own concealed tile counts
constexpr int kMelds = kHand + 34;          // 4 x 34: each seat's declared meld tiles (others' concealed kongs hidden)
constexpr int kRivers = kMelds + 4 * 34;    // 4 x 34: each seat's unclaimed discards
constexpr int kFlowers = kRivers + 4 * 34;  // 4: each seat's flower count
constexpr int kHiddenKongs = kFlowers + 4;  // 4: each seat's concealed kongs
constexpr int kTile = kHiddenKongs + 4;     // 34: one-hot, the tile the decision is about (if the seat may see it)
constexpr int kPhase = kTile + 34;          // 4: one-hot, after draw / after claim / on discard / on added kong
constexpr int kActor = kPhase + 4;          // 4: one-hot, whose move it answers (relative)
constexpr int kSeatWind = kActor + 4;       // 4: one-hot
constexpr int kPrevalentWind = kSeatWind + 4;  // 4: one-hot
constexpr int kWall = kPrevalentWind + 4;      // 2: tiles left to draw for this seat, and for the next seat
constexpr int kSize = kWall + 2;
}  // namespace obs

constexpr int kObservationSize = obs::kSize;

// Writes seat's view into out[0, kObservationSize).
void observe(const Game& g, int seat, std::uint8_t* out);

}  // namespace mjcore::game
