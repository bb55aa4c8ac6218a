// The circumstances of a win that the tiles alone do not show.
#pragma once
#include <cstdint>

#include "mjcore/hand.hpp"

namespace mjcore::mcr {

struct WinContext {
  bool self_drawn = false;
  std::uint8_t seat_wind = 0;       // 0..3 = E S W N
  std::uint8_t prevalent_wind = 0;  // 0..3
  bool last_tile = false;    // 妙手回春 (self-drawn) / 海底捞月 (discard)
  bool kong = false;         // 杠上开花 (self-drawn) / 抢杠和 (discard)
  bool fourth_tile = false;  // 和绝张
};

// Throws InputError when the context contradicts itself or the hand.
void validate_context(const Hand& hand, const WinContext& ctx);

}  // namespace mjcore::mcr
