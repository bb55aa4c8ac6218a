// Pung, kong and honour patterns of one decomposition, and the patterns that
// look at every set (全带幺, 全带五, 平和, the terminal-chow hands).
#include <algorithm>

#include "mjcore/bits.hpp"
#include "mjcore/mcr/combination_table.hpp"
#include "mjcore/mcr/detect.hpp"
#include "mjcore/set_facts.hpp"
#include "mjcore/hot.hpp"

namespace mjcore::mcr {
namespace {

std::uint8_t set_bit(int i) { return static_cast<std::uint8_t>(1u << i); }
int count_sets(std::uint8_t bits) { return popcount64(bits); }

void detect_honor_pungs(const Decomposition& d, const WinContext& ctx, const MeldMasks& mm, Detected& out) {
  for (unsigned rest = mm.winds | mm.dragons | mm.terminals; rest != 0; rest &= rest - 1) {
    const int i = lowest_bit(rest);
    const Tile t = d.melds[i].first;
    if (mm.dragons & set_bit(i)) {
      out.add(Pattern::DragonPung, set_bit(i));
      continue;
    }
    if (t == kEast + ctx.prevalent_wind) out.add(Pattern::PrevalentWind, set_bit(i));
    if (t == kEast + ctx.seat_wind) out.add(Pattern::SeatWind, set_bit(i));
    out.add(Pattern::PungOfTerminalsOrHonors, set_bit(i));
  }
  const int n_winds = count_sets(mm.winds), n_dragons = count_sets(mm.dragons);
  const bool wind_pair = d.pair != kNoTile && d.pair >= kEast && d.pair < kWhite;
  const bool dragon_pair = d.pair != kNoTile && d.pair >= kWhite;
  if (n_winds == 4) out.add(Pattern::BigFourWinds, mm.winds);
  if (n_winds == 3) {
    out.add(Pattern::BigThreeWinds, mm.winds);
    if (wind_pair) out.add(Pattern::LittleFourWinds, mm.winds | kPairBit);
  }
  if (n_dragons == 3) out.add(Pattern::BigThreeDragons, mm.dragons);
  if (n_dragons == 2) {
    out.add(Pattern::TwoDragonsPungs, mm.dragons);
    if (dragon_pair) out.add(Pattern::LittleThreeDragons, mm.dragons | kPairBit);
  }
}

// Suited pungs: shifted (节高) and same-rank (同刻) patterns, looked up by
// their tiles (31,465 multisets of the 27 suited tiles; what they count:
// pung_combinations.cpp).
void detect_suited_pungs(const Decomposition& d, const MeldMasks& mm, Detected& out) {
  static const CombinationTable<kSuitedPungSlots> table(baked_suited_pung_combinations());
  SlotList pungs;
  for (unsigned rest = mm.pungs & ~(mm.winds | mm.dragons); rest != 0; rest &= rest - 1) {
    const int i = lowest_bit(rest);
    pungs.add(d.melds[i].first, i);
  }
  table.add(pungs, out);
}

void detect_kongs(const MeldMasks& mm, Detected& out) {
  const std::uint8_t concealed = mm.concealed_kongs, exposed = mm.kongs & ~concealed, all = mm.kongs;
  const int n_concealed = count_sets(concealed), n_exposed = count_sets(exposed);
  switch (n_exposed + n_concealed) {
    case 4: out.add(Pattern::FourKongs, all); break;
    case 3: out.add(Pattern::ThreeKongs, all); break;
    case 2:
      if (n_concealed == 2) out.add(Pattern::TwoConcealedKongs, all);
      else if (n_exposed == 2) out.add(Pattern::TwoMeldedKongs, all);
      else {
        // Scores only where the ruleset gives it points; otherwise the two
        // kongs count one by one.
        out.add(Pattern::ConcealedKongAndMeldedKong, all);
        out.add(Pattern::MeldedKong, exposed);
        out.add(Pattern::ConcealedKong, concealed);
      }
      break;
    case 1: out.add(n_exposed ? Pattern::MeldedKong : Pattern::ConcealedKong, all); break;
    default: break;
  }
}

void detect_concealed_pungs(const MeldMasks& mm, Detected& out) {
  const std::uint8_t bits = mm.concealed_pungs;
  const int n = count_sets(bits);
  if (n == 4) out.add(Pattern::FourConcealedPungs, bits);
  if (n == 3) out.add(Pattern::ThreeConcealedPungs, bits);
  if (n == 2) out.add(Pattern::TwoConcealedPungs, bits);
}

bool is_five(Tile t) { return is_suited(t) && rank_of(t) == 4; }

// Patterns over every set: each set holds a 5 / an orphan; all chows. A
// knitted straight counts as three chows for 平和 (its nine tiles are
// three chow-like runs), as the rulebook's 组合龙 examples score it.
void detect_every_set(const Decomposition& d, const MeldMasks& mm, Detected& out) {
  if (d.form == Form::KnittedStraight) {
    if (is_suited(d.pair) && d.n_melds == 1 && d.melds[0].kind == MeldKind::Chow) out.add(Pattern::AllChows);
    return;
  }
  if (d.form != Form::Regular) return;
  const bool fives = is_five(d.pair) && mm.fives == mm.all;
  const bool orphans = is_orphan(d.pair) && mm.orphans == mm.all;
  const bool chows = is_suited(d.pair) && mm.chows == mm.all;
  if (fives) out.add(Pattern::AllFive);
  if (orphans) out.add(Pattern::OutsideHand);
  if (chows) out.add(Pattern::AllChows);
}

// 一色双龙会 (123 123 789 789 + 55 of one suit) and 三色双龙会 (123 + 789 in
// two suits, 55 in the third).
void detect_terminal_chows(const Decomposition& d, Detected& out) {
  if (d.form != Form::Regular || !is_five(d.pair)) return;
  int lows[3] = {}, highs[3] = {};
  for (int i = 0; i < d.n_melds; ++i) {
    const Meld& m = d.melds[i];
    if (m.kind != MeldKind::Chow) return;
    if (rank_of(m.first) == 0) ++lows[suit_of(m.first)];
    else if (rank_of(m.first) == 6) ++highs[suit_of(m.first)];
    else return;
  }
  const int ps = suit_of(d.pair);
  if (lows[ps] == 2 && highs[ps] == 2) out.add(Pattern::PureTerminalChows);
  int suits_with_both = 0;
  for (int s = 0; s < 3; ++s) suits_with_both += s != ps && lows[s] == 1 && highs[s] == 1;
  if (suits_with_both == 2) out.add(Pattern::ThreeSuitedTerminalChows);
}

}  // namespace

MJCORE_HOT void detect_sets(const Decomposition& d, const WinContext& ctx, Detected& out) {
  const MeldMasks mm = meld_masks(d, ctx);
  detect_honor_pungs(d, ctx, mm, out);
  detect_suited_pungs(d, mm, out);
  detect_kongs(mm, out);
  detect_concealed_pungs(mm, out);
  if (d.form == Form::Regular && count_sets(mm.pungs) == 4) out.add(Pattern::AllPungs, 0x0F);
  detect_every_set(d, mm, out);
  detect_terminal_chows(d, out);
}

}  // namespace mjcore::mcr
