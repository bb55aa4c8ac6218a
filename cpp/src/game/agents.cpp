#include "mjcore/game/agents.hpp"

#include "mjcore/bits.hpp"
#include "mjcore/shanten.hpp"

namespace mjcore::game {

namespace {

// seat's tiles as shanten reads them.
ShantenHand shanten_of(const SeatState& s) {
  ShantenHand h;
  h.concealed = s.concealed;
  h.declared = declared_tiles(s);
  h.n_declared = s.n_melds;
  h.tiles = s.concealed_count();
  return h;
}

void declare(ShantenHand& h, Tile low, int size, bool run) {
  for (int i = 0; i < size; ++i) {
    const Tile t = static_cast<Tile>(run ? low + i : low);
    ++h.declared[t];
  }
  ++h.n_declared;
}

// The best discard of a 14 - 3k tile hand and the shanten after it.
struct Discard {
  int tile = -1;
  int shanten = kNoShanten;
};

// The shanten after each discard of a 14 - 3k tile hand (entries of tiles
// it does not hold untouched); returns the least.
int shanten_after_discards(const ShantenHand& h, std::array<int, kTileKinds>& after) {
  int best = kNoShanten + 1;
  for (int t = 0; t < kTileKinds; ++t) {
    if (!h.concealed[t]) continue;
    ShantenHand rest = h;
    --rest.concealed[t];
    --rest.tiles;
    after[t] = shanten(rest);
    if (after[t] < best) best = after[t];
  }
  return best;
}

Discard best_discard(const Game& g, const ShantenHand& h, int seat) {
  std::array<int, kTileKinds> after{};
  const int best = shanten_after_discards(h, after);
  // Ties: the most unseen copies of the tiles that would then help.
  Counts seen = g.shown();
  const SeatState& own = g.seat(seat);
  // Its own shown melds are in h.declared already (its concealed kongs were never shown).
  const Counts mine = declared_tiles(own);
  for (int t = 0; t < kTileKinds; ++t) seen[t] = static_cast<std::uint8_t>(seen[t] - mine[t]);
  for (int i = 0; i < own.n_melds; ++i) {
    if (own.melds[i].kind == TableMeldKind::ConcealedKong) seen[own.melds[i].tile] += 4;
  }
  Discard out;
  int most = -1;
  for (int t = 0; t < kTileKinds; ++t) {
    if (!h.concealed[t] || after[t] != best) continue;
    ShantenHand rest = h;
    --rest.concealed[t];
    --rest.tiles;
    int unseen = 0;
    for (TileMask m = useful_tiles(rest).tiles; m; m &= m - 1) {
      const int tile = lowest_bit(m);
      unseen += kMaxCopies - h.concealed[tile] - h.declared[tile] - seen[tile];
    }
    if (unseen > most) {
      most = unseen;
      out = {t, best};
    }
  }
  return out;
}

int greedy(const Game& g, int seat, const ActionSet& legal) {
  if (legal.has(kWin)) return kWin;
  const SeatState& s = g.seat(seat);
  ShantenHand h = shanten_of(s);
  const Tile tile = g.tile();
  if (g.phase() == Phase::AfterDraw || g.phase() == Phase::AfterClaim) {
    const Discard d = best_discard(g, h, seat);
    for (int t = 0; t < kTileKinds; ++t) {
      const bool concealed = legal.has(kConcealedKong + t), added = legal.has(kAddedKong + t);
      if (!concealed && !added) continue;
      ShantenHand k = h;
      k.concealed[t] = static_cast<std::uint8_t>(k.concealed[t] - (concealed ? 4 : 1));
      k.tiles -= concealed ? 4 : 1;
      if (concealed) {
        declare(k, static_cast<Tile>(t), 4, false);
      } else {
        ++k.declared[t];  // the pung becomes a kong: no new meld
      }
      if (shanten(k) <= d.shanten) return (concealed ? kConcealedKong : kAddedKong) + t;
    }
    return kDiscard + d.tile;
  }
  if (g.phase() != Phase::OnDiscard) return kPass;
  // A claim that lowers the shanten (with the discard that follows it).
  const int now = shanten(h);
  int best_action = kPass, best = now;
  for (int a : {kKong, kPung, kChowLowest, kChowMiddle, kChowHighest}) {
    if (!legal.has(a)) continue;
    ShantenHand c = h;
    if (a == kKong || a == kPung) {
      const int taken = a == kKong ? 3 : 2;
      c.concealed[tile] = static_cast<std::uint8_t>(c.concealed[tile] - taken);
      c.tiles -= taken;
      declare(c, tile, taken + 1, false);
    } else {
      const Tile low = static_cast<Tile>(tile - (a - kChowLowest));
      for (int t = low; t < low + 3; ++t) {
        if (t != tile) --c.concealed[t], --c.tiles;
      }
      declare(c, low, 3, true);
    }
    // A kong draws a replacement (13 - 3k now); a pung or chow discards.
    std::array<int, kTileKinds> discards{};
    const int after = a == kKong ? shanten(c) : shanten_after_discards(c, discards);
    if (after < best || (a == kKong && after <= best && best_action == kPass)) {
      best = after;
      best_action = a;
    }
  }
  return best_action;
}

}  // namespace

int choose(Agent agent, const Game& g, int seat, SplitMix64& rng) {
  const ActionSet legal = g.legal(seat);
  if (agent == Agent::Greedy) return greedy(g, seat, legal);
  return legal.nth(static_cast<int>(rng.below(static_cast<std::uint64_t>(legal.size()))));
}

}  // namespace mjcore::game
