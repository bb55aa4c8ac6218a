#include "mjcore/shanten_forms.hpp"

#include <algorithm>

#include "mjcore/special_forms.hpp"

namespace mjcore {
namespace {

// Which ranks (residue 0: 147, 1: 258, 2: 369) each suit gives the pattern.
std::array<int, 3> make_residues(int pattern) {
  std::array<int, 3> out{};
  for (Tile t : kKnittedStraights[pattern]) out[t / 9] = rank_of(t) % 3;
  return out;
}

}  // namespace

// kKnittedStraights is constant-initialised, so reading it here is safe.
const std::array<int, 3> kPatternResidues[6] = {make_residues(0), make_residues(1), make_residues(2),
                                                make_residues(3), make_residues(4), make_residues(5)};

unsigned quiet_kong_suits(const Counts& counts, const Counts& declared, int near) {
  const CountMasks d = count_masks(declared);  // quads: kongs (declared copies are at most four)
  unsigned out = 0;
  for (int s = 0; s < 3; ++s) {
    const TileMask kongs = d.quads >> (9 * s) & 0x1FF;
    if (!kongs || (d.held >> (9 * s) & 0x1FF) != kongs || popcount64(kongs) > 2) continue;
    bool quiet = true;
    for (TileMask k = kongs; k && quiet; k &= k - 1) {
      const int r = lowest_bit(k);
      int held = 0;
      for (int q = std::max(0, r - 2); q <= std::min(kSuitRanks - 1, r + 2); ++q) held += counts[9 * s + q];
      quiet = held <= near;
    }
    if (quiet) out |= 1u << s;
  }
  return out;
}

bool tables_exact_beside(int lower, const Counts& counts, const Counts& declared, unsigned table_suits) {
  for (int s = 0; s < 3; ++s) {
    if (table_suits >> s & 1) continue;
    const int most = fullest_declared(counts, declared, 9 * s, 9 * s + kSuitRanks);
    if (most > 0 && lower + most > kMaxCopies) return false;
  }
  return true;
}

void regular_groups_capped(const Counts& counts, const Counts& declared, int melds, RegularGroups& g, int bound,
                           unsigned table_suits) {
  const SuitTable& suits = SuitTable::instance();
  const ShantenTable& table = ShantenTable::instance();
  g.any_capped = false;
  for (int s = 0; s < 3; ++s) {
    const std::uint8_t* c = &counts[9 * s];
    // The table's distances up to `bound` are exact where even `bound` more
    // copies keep every rank holding declared copies within four.
    const int most = fullest_declared(counts, declared, 9 * s, 9 * s + kSuitRanks);
    g.capped[s] = most > 0 && !(table_suits >> s & 1) && (bound >= kUnreachable || most + bound > kMaxCopies);
    if (g.capped[s]) {
      std::uint8_t cap[kSuitRanks];
      for (int r = 0; r < kSuitRanks; ++r) cap[r] = static_cast<std::uint8_t>(kMaxCopies - declared[9 * s + r]);
      g.group[s] = capped_suit_distances(c, cap, melds, bound);
      g.any_capped = true;
      g.row_class[s] = 0;  // off the table
    } else {
      g.rank[s] = suits.rank(c);
      g.row_class[s] = table.suit_class(g.rank[s]);
      g.group[s] = table.row(g.row_class[s]);
    }
  }
  g.row_class[3] = table.honor_class(honor_key(&counts[27], &declared[27]));
  g.group[3] = table.row(g.row_class[3]);
}

RegularBounds regular_bounds_declared(const Counts& counts, const Counts& declared, int melds) {
  const SuitTable& suits = SuitTable::instance();
  const ShantenTable& table = ShantenTable::instance();
  RowClass c[4];
  for (int s = 0; s < 3; ++s) c[s] = table.suit_class(suits.rank(&counts[9 * s]));
  c[3] = table.honor_class(honor_key(&counts[27], &declared[27]));
  const int lower = table.row(table.product(table.product(c[0], c[1]), table.product(c[2], c[3]))).to[2 * melds + 1];
  if (tables_exact_declared(lower, counts, declared)) return {lower, lower, 0};  // decided without combining rows
  const unsigned quiet = quiet_kong_suits(counts, declared, 1);
  if (quiet && tables_exact_beside(lower, counts, declared, quiet)) return {lower, lower, quiet};
  Distances exact[4];  // entries no cap can change; the others unreachable
  for (int s = 0; s < 3; ++s) {
    const int most = quiet >> s & 1 ? 0 : fullest_declared(counts, declared, 9 * s, 9 * s + kSuitRanks);
    const Distances& row = table.row(c[s]);
    for (int t = 0; t < kTargets; ++t) exact[s].to[t] = most + row.to[t] <= kMaxCopies ? row.to[t] : kUnreachable;
  }
  exact[3] = table.row(c[3]);
  return {lower, combine_complete(combine(combine(exact[0], exact[1]), exact[2]), exact[3], melds), quiet};
}

int regular_distance_declared(const Counts& counts, const Counts& declared, int melds, const RegularBounds& b) {
  // Pruned at a bound, the programme finds every split costing at most that
  // bound, and a pruned run is cheap: try the lower bound and one more tile
  // (nearly always enough) before a run pruned at the upper bound. Unpruned,
  // a run costs ~12,000 instructions.
  int bound = b.lower;
  for (; bound < b.upper && bound <= b.lower + 1; ++bound) {
    RegularGroups g;
    regular_groups_capped(counts, declared, melds, g, bound, b.table_suits);
    const int d = regular_distance(g, melds);
    if (d <= bound) return d;
  }
  if (bound == b.upper) return b.upper;  // every smaller distance ruled out
  RegularGroups g;
  regular_groups_capped(counts, declared, melds, g, b.upper, b.table_suits);
  return regular_distance(g, melds);
}

bool knitted_rest(const ShantenHand& h, int pattern_held, int pattern, KnittedRest& out) {
  out.missing = 9 - pattern_held;
  out.rest = h.concealed;
  for (Tile t : kKnittedStraights[pattern]) {
    if (out.rest[t]) --out.rest[t];
  }
  if (h.n_declared == 0) return true;  // caps matter only beside a declared meld
  for (int t = 0; t < kTileKinds; ++t) out.cap[t] = static_cast<std::uint8_t>(kMaxCopies - h.declared[t]);
  for (Tile t : kKnittedStraights[pattern]) {
    if (out.cap[t] == 0) return false;
    --out.cap[t];
  }
  return true;
}

int knitted_rest_distance(const ShantenHand& h, const KnittedRest& k) {
  if (h.n_declared == 0) {
    // One meld and a pair use at most three copies of a tile, never more than
    // the pattern leaves, so the uncapped tables are exact here.
    RegularGroups g;
    regular_groups_from_tables(k.rest, nullptr, g);
    return regular_distance(g, 1);
  }
  // The declared meld is the meld: only the pair is left to make.
  int best = kUnreachable;
  for (int t = 0; t < kTileKinds; ++t) {
    if (k.cap[t] >= 2) best = std::min(best, std::max(0, 2 - k.rest[t]));
  }
  return best;
}

}  // namespace mjcore
