// Set patterns of the general catalogue: kongs and concealed pungs (as a
// count and one by one), wind pungs (one by one), the all-chow and outside
// hands, and the honour and same-rank patterns Zung Jung adds to MCR's.
#include "mjcore/general/detect.hpp"
#include "mjcore/set_facts.hpp"
#include "mjcore/hot.hpp"

namespace mjcore::general {
namespace {

std::uint8_t set_bit(int i) { return static_cast<std::uint8_t>(1u << i); }
bool is_wind(Tile t) { return t >= kEast && t < kWhite; }
bool is_terminal_tile(Tile t) { return is_terminal(t); }

void detect_each_set(const Decomposition& d, const WinContext& ctx, Detected& out) {
  const std::uint8_t concealed = meld_masks(d, ctx).concealed_pungs;
  std::uint8_t kongs = 0;
  int n_kongs = 0;
  for (int i = 0; i < d.n_melds; ++i) {
    if (concealed & set_bit(i)) out.add(Pattern::ConcealedPung, set_bit(i));
    if (is_pung(d.melds[i]) && is_wind(d.melds[i].first)) out.add(Pattern::WindPung, set_bit(i));
    if (d.melds[i].kind != MeldKind::Kong) continue;
    out.add(Pattern::Kong, set_bit(i));
    kongs |= set_bit(i);
    ++n_kongs;
  }
  if (n_kongs == 1) out.add(Pattern::OneKong, kongs);
  if (n_kongs == 2) out.add(Pattern::TwoKongs, kongs);
}

// 平和 in Zung Jung's sense (four chows, any pair), 清全带幺九 (every set
// and the pair hold a 1 or 9, no honours), 小三风 (two wind pungs and a wind
// pair), 三色小同刻 (same-rank pungs in two suits, the pair in the third).
void detect_regular(const HandFacts& facts, const Decomposition& d, Detected& out) {
  bool chows = true, terminals = is_terminal(d.pair);
  std::uint8_t winds = 0;
  int n_winds = 0;
  for (int i = 0; i < d.n_melds; ++i) {
    const Meld& m = d.melds[i];
    chows = chows && m.kind == MeldKind::Chow;
    terminals = terminals && meld_has(m, is_terminal_tile);
    if (is_pung(m) && is_wind(m.first)) {
      winds |= set_bit(i);
      ++n_winds;
    }
  }
  if (chows) out.add(Pattern::AllSequences, 0x0F);
  if (terminals) {
    bool honors = false;
    for (int t = kEast; t < kTileKinds; ++t) honors = honors || facts.all[t];
    if (!honors) out.add(Pattern::PureOutsideHand);
  }
  if (n_winds == 2 && is_wind(d.pair)) out.add(Pattern::SmallThreeWinds, winds | kPairBit);
  if (!is_suited(d.pair)) return;
  std::uint8_t same_rank = 0;
  int suits = 0;
  for (int i = 0; i < d.n_melds; ++i) {
    const Meld& m = d.melds[i];
    if (!is_pung(m) || !is_suited(m.first) || rank_of(m.first) != rank_of(d.pair) ||
        suit_of(m.first) == suit_of(d.pair)) {
      continue;
    }
    same_rank |= set_bit(i);
    suits |= 1 << suit_of(m.first);
  }
  if (suits == (7 & ~(1 << suit_of(d.pair)))) out.add(Pattern::SmallTriplePung, same_rank | kPairBit);
}

}  // namespace

MJCORE_HOT void detect_sets(const HandFacts& facts, const Decomposition& d, const WinContext& ctx, Detected& out) {
  detect_each_set(d, ctx, out);
  if (d.form == Form::Regular) detect_regular(facts, d, out);
}

}  // namespace mjcore::general
