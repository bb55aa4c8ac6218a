#include "mjcore/game/observation.hpp"

#include <algorithm>
#include <cstring>

namespace mjcore::game {

void observe(const Game& g, int seat, std::uint8_t* out) {
  std::memset(out, 0, kObservationSize);
  const SeatState& own = g.seat(seat);
  for (int t = 0; t < kTileKinds; ++t) out[obs::kHand + t] = own.concealed[t];
  for (int rel = 0; rel < kSeats; ++rel) {
    const SeatState& s = g.seat(seat + rel);
    std::uint8_t* melds = out + obs::kMelds + rel * kTileKinds;
    for (int i = 0; i < s.n_melds; ++i) {
      const TableMeld& m = s.melds[i];
      if (m.kind == TableMeldKind::ConcealedKong) {
        ++out[obs::kHiddenKongs + rel];
        if (rel == 0) melds[m.tile] += 4;  // only its owner knows the tile
      } else if (m.kind == TableMeldKind::Chow) {
        for (int t = m.tile; t < m.tile + 3; ++t) ++melds[t];
      } else {
        melds[m.tile] += m.kind == TableMeldKind::Pung ? 3 : 4;
      }
    }
    std::uint8_t* river = out + obs::kRivers + rel * kTileKinds;
    for (int i = 0; i < s.n_river; ++i) ++river[s.river[i]];
    out[obs::kFlowers + rel] = s.n_flowers;
  }
  const Phase phase = g.phase();
  if (phase != Phase::Done) {
    // A drawn tile is the drawer's secret; every other tile here is shown.
    if (phase != Phase::AfterDraw || g.actor() == seat) out[obs::kTile + g.tile()] = 1;
    out[obs::kPhase + static_cast<int>(phase)] = 1;
    out[obs::kActor + ((g.actor() - seat) & 3)] = 1;
  }
  out[obs::kSeatWind + g.seat_wind(seat)] = 1;
  out[obs::kPrevalentWind + g.prevalent_wind()] = 1;
  out[obs::kWall] = static_cast<std::uint8_t>(std::min(255, g.walls().left(seat)));
  out[obs::kWall + 1] = static_cast<std::uint8_t>(std::min(255, g.walls().left(seat + 1)));
}

}  // namespace mjcore::game
