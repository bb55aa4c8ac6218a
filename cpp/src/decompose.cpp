// Regular decompositions combine one table entry per suit (every split of
// that suit's counts) with the honours, which only form pungs or a pair,
// and the declared melds. Exactly one suit (or the honours) holds the pair:
// the one whose tile count is 2 mod 3.
#include "mjcore/decompose.hpp"

#include <algorithm>
#include <cstring>

#include "mjcore/bits.hpp"
#include "mjcore/count_masks.hpp"
#include "mjcore/special_forms.hpp"
#include "mjcore/suit_table.hpp"
#include "mjcore/waits.hpp"
#include "mjcore/hot.hpp"

namespace mjcore {
namespace {

Meld hand_meld(MeldKind kind, Tile first) {
  Meld m;
  m.kind = kind;
  m.first = first;
  m.source = MeldSource::Hand;
  return m;
}

// A meld as a sort key: (kind, first, source), then its place in the draft,
// so equal melds keep their order.
constexpr std::uint32_t meld_key(MeldKind kind, Tile first, MeldSource source, int at) {
  return static_cast<std::uint32_t>(kind) << 24 | static_cast<std::uint32_t>(first) << 16 |
         static_cast<std::uint32_t>(source) << 8 | static_cast<std::uint32_t>(at);
}

// The keys (at place 0) of two consecutive melds of a suit split as one
// word, looked up by suit and the two meld codes: every reading drafts
// twelve keys, and a pair at a time halves the work. Buys, with the sorting
// network below and apply_rules' zeroing: batch.score ~11 % (paired A/B).
struct SplitMeldKeys {
  static constexpr int kCodes = 16;  // meld codes are 0..15 (SuitSplit)
  static_assert(SuitSplit::code_rank(kCodes - 1) == kSuitRanks - 1, "the last code is the pung of nines");
  std::uint64_t pair[3][kCodes * kCodes] = {};
  constexpr SplitMeldKeys() {
    for (int s = 0; s < 3; ++s) {
      for (int first = 0; first < kCodes; ++first) {
        for (int second = 0; second < kCodes; ++second) {
          pair[s][first | second << 4] = key(s, first) | std::uint64_t{key(s, second)} << 32;
        }
      }
    }
  }
  static constexpr std::uint32_t key(int suit, int code) {
    return meld_key(SuitSplit::code_is_chow(code) ? MeldKind::Chow : MeldKind::Pung,
                    static_cast<Tile>(suit * 9 + SuitSplit::code_rank(code)), MeldSource::Hand, 0);
  }
  // Codes i and i + 1 of `codes` (a split's code bits from the first on).
  static constexpr unsigned index(std::uint32_t codes, int i) {
    const std::uint32_t x = codes >> (SuitSplit::kCodeBits * i);
    return (x & 0xF) | (x >> (SuitSplit::kCodeBits - 4) & 0xF0);
  }
};
inline constexpr SplitMeldKeys kSplitMeldKeys;

// A reading's melds as keys, in (kind, first, source) order, and its pair.
// Melds are built from the keys where they are stored: copying melds just
// written a byte at a time would load them whole before those bytes are
// stored, and wait. Declared melds (draft places below n_declared) are
// copied from the hand, for their claim details.
struct Structure {
  std::uint8_t n_melds = 0;
  std::uint32_t keys[kMaxMelds] = {};
  std::uint8_t pair = kNoTile;
  const Meld* declared = nullptr;
  int n_declared = 0;

  Meld meld(int i) const {
    const int at = static_cast<int>(keys[i] & 0xFF);
    if (at < n_declared) return declared[at];
    return hand_meld(static_cast<MeldKind>(keys[i] >> 24), static_cast<Tile>(keys[i] >> 16 & 0xFF));
  }
};

// A reading's melds before sorting, as keys: room for every suit to write
// four (branch-free, whatever its split holds), the count says how many are
// real.
struct MeldDraft {
  static constexpr int kRoom = 2 * kMaxMelds + 4;
  std::uint32_t keys[kRoom];
  int n = 0;

  void add(MeldKind kind, Tile first, MeldSource source) {
    keys[n] = meld_key(kind, first, source, n);
    ++n;
  }
  // A suit's split: its melds in code order (chows, then pungs, each by rank).
  void add_split(int suit, SuitSplit sp) {
    const std::uint64_t places = static_cast<std::uint64_t>(n) | static_cast<std::uint64_t>(n + 1) << 32;
    const std::uint64_t two = std::uint64_t{2} | std::uint64_t{2} << 32;
    const std::uint32_t codes = sp.codes();
    for (int i = 0; i < kMaxMelds; i += 2) {
      const std::uint64_t pair = kSplitMeldKeys.pair[suit][SplitMeldKeys::index(codes, i)] | (places + (i / 2) * two);
      std::memcpy(&keys[n + i], &pair, sizeof pair);
    }
    n += sp.meld_count();
  }
};

// The draft's (at most four) melds in order, by a sorting network of
// minimum/maximum pairs: no branch for the hand's varied meld orders to
// mispredict.
[[gnu::always_inline]] inline void sort_melds(const MeldDraft& draft, Structure& st) {
  std::uint32_t* k = st.keys;
  for (int i = 0; i < kMaxMelds; ++i) k[i] = i < draft.n ? draft.keys[i] : 0xFFFFFFFFu;
  const auto order = [&](int a, int b) {
    const std::uint32_t lo = std::min(k[a], k[b]), hi = std::max(k[a], k[b]);
    k[a] = lo;
    k[b] = hi;
  };
  order(0, 1);
  order(2, 3);
  order(0, 2);
  order(1, 3);
  order(1, 2);
  st.n_melds = static_cast<std::uint8_t>(draft.n);
}

// Calls emit(structure) for every split of `c` (`tiles` tiles, `m` its
// count masks) into melds + one pair, with the `declared` melds.
template <typename Emit>
void for_each_regular(const Counts& c, const CountMasks& m, int tiles, const Meld* declared, int n_declared,
                      Emit&& emit) {
  const SuitTable& table = SuitTable::instance();
  // 4 melds at most: the structure has room for no more.
  if (tiles < 2 || (tiles - 2) / 3 + n_declared > kMaxMelds) return;
  // Honours form only pungs (3 copies) and the pair (2): none held once or four times.
  const HonorCopies honors = honor_copies(m);
  if ((honors.one | honors.four) != 0) return;
  int pairs = popcount64(honors.two);
  SuitSplitSpan spans[3];
  for (int s = 0; s < 3; ++s) {
    int total;
    const std::uint32_t rank = table.rank(&c[s * 9], total);
    if (total % 3 == 1) return;
    if (total % 3 == 2) ++pairs;
    spans[s] = table.splits(rank);
    if (spans[s].empty()) return;
  }
  if (pairs != 1) return;

  MeldDraft draft;  // the declared melds and honour pungs, then each combination's suits after them
  for (int i = 0; i < n_declared; ++i) draft.add(declared[i].kind, declared[i].first, declared[i].source);
  for (TileMask rest = honors.three; rest != 0; rest &= rest - 1) {
    draft.add(MeldKind::Pung, static_cast<Tile>(lowest_bit(rest)), MeldSource::Hand);
  }
  const int shared = draft.n;
  const std::uint8_t honor_pair = honors.two ? static_cast<std::uint8_t>(lowest_bit(honors.two)) : kNoTile;
  Structure st;
  st.declared = declared;
  st.n_declared = n_declared;
  for (SuitSplit a : spans[0]) {
    for (SuitSplit b : spans[1]) {
      for (SuitSplit d : spans[2]) {
        draft.n = shared;
        draft.add_split(0, a);
        draft.add_split(1, b);
        draft.add_split(2, d);
        sort_melds(draft, st);
        // The one pair: honours' or the suit's whose split has it.
        st.pair = honor_pair;
        const SuitSplit parts[3] = {a, b, d};
        for (int s = 0; s < 3; ++s) {
          const int r = parts[s].pair_rank();
          st.pair = r >= 0 ? static_cast<std::uint8_t>(9 * s + r) : st.pair;
        }
        emit(st);
      }
    }
  }
}

// honor_copies() from the counts alone: the winning test has no count masks,
// and a pass to build them costs more than reading these seven tiles.
bool honors_fit(const Counts& c, int& pairs) {
  for (int t = 27; t < kTileKinds; ++t) {
    if (c[t] == 1 || c[t] == 4) return false;
    if (c[t] == 2) ++pairs;
  }
  return true;
}

bool regular_complete(const Counts& c) {
  const SuitTable& table = SuitTable::instance();
  int pairs = 0;
  if (!honors_fit(c, pairs)) return false;
  for (int s = 0; s < 3; ++s) {
    int total;
    const std::uint32_t rank = table.rank(&c[s * 9], total);
    if (total % 3 == 1) return false;
    if (total % 3 == 2) ++pairs;
    if (!table.decomposable(rank)) return false;
  }
  return pairs == 1;
}

// A new decomposition at the end of `out`, built in place (a finished one
// copied in would be loaded whole while its bytes are still being stored).
Decomposition& add_decomposition(std::vector<Decomposition>& out, Form form, const Tile* tiles, int n_tiles) {
  Decomposition& d = out.emplace_back();
  d.form = form;
  d.n_tiles = static_cast<std::uint8_t>(n_tiles);
  std::copy(tiles, tiles + n_tiles, d.tiles.begin());
  return d;
}

// One decomposition per distinct place the winning tile can sit.
void place_win(const Hand& hand, Form form, const Structure& st, const Tile* special, int n_special,
               bool win_in_special, std::vector<Decomposition>& out) {
  const std::size_t at = out.size();
  Decomposition& d = add_decomposition(out, form, special, n_special);
  d.n_melds = st.n_melds;
  for (int i = 0; i < st.n_melds; ++i) d.melds[i] = st.meld(i);
  d.pair = st.pair;
  if (!hand.has_win()) return;
  const Tile w = hand.win;
  // The melds the winning tile can sit in, as bits, gathered without a
  // branch on the hand: concealed, holding it, and not the same as the meld
  // before (identical melds give one placement).
  unsigned in_melds = 0;
  for (int i = 0; i < st.n_melds; ++i) {
    const Meld& m = d.melds[i];
    const bool repeats = i > 0 && d.melds[i - 1].same_shape(m);
    in_melds |= static_cast<unsigned>(!m.declared() & m.contains(w) & !repeats) << i;
  }
  const bool in_pair = st.pair == w;
  const int places = win_in_special + in_pair + popcount64(in_melds);
  if (places == 0) {  // the winning tile is nowhere in this reading
    out.pop_back();
    return;
  }
  // The first place (most readings have one) without a branch on which it is.
  static_assert((kMaxMelds & (kMaxMelds - 1)) == 0, "a bit past the melds masks to meld 0");
  const int first_meld = lowest_bit(in_melds | 1u << kMaxMelds) & (kMaxMelds - 1);
  const WaitType meld_wait = wait_in_meld(d.melds[first_meld], w);
  d.win_slot = win_in_special ? WinSlot::Special : in_pair ? WinSlot::Pair : WinSlot::Meld;
  d.win_meld = static_cast<std::uint8_t>(win_in_special || in_pair ? 0 : first_meld);
  d.wait = win_in_special ? WaitType::Special : in_pair ? WaitType::Single : meld_wait;
  if (places == 1) return;
  // Each other place, a copy.
  const auto place = [&](WinSlot slot, int meld, WaitType wait) {
    out.push_back(out[at]);
    Decomposition& p = out.back();
    p.win_slot = slot;
    p.win_meld = static_cast<std::uint8_t>(meld);
    p.wait = wait;
  };
  if (win_in_special && in_pair) place(WinSlot::Pair, 0, WaitType::Single);
  if ((win_in_special || in_pair) && in_melds != 0) place(WinSlot::Meld, first_meld, meld_wait);
  for (in_melds &= in_melds - 1; in_melds != 0; in_melds &= in_melds - 1) {
    const int i = lowest_bit(in_melds);
    place(WinSlot::Meld, i, wait_in_meld(out[at].melds[i], w));
  }
}

// A form with no melds: the winning tile sits in its special part.
Decomposition& add_special(const Hand& hand, Form form, const Tile* tiles, int n, std::vector<Decomposition>& out) {
  Decomposition& d = add_decomposition(out, form, tiles, n);
  if (hand.has_win()) {
    d.win_slot = WinSlot::Special;
    d.wait = WaitType::Special;
  }
  return d;
}

// Whether `held` has every tile of knitted pattern p: the cheap test first.
bool holds_pattern(TileMask held, int p) { return (held & knitted_pattern_mask(p)) == knitted_pattern_mask(p); }

// `c` without one of each tile of pattern p (which it holds).
Counts without_pattern(const Counts& c, int p) {
  Counts rest = c;
  for (Tile t : kKnittedStraights[p]) --rest[t];
  return rest;
}

void decompose_knitted_straights(const Hand& hand, const Counts& full, const CountMasks& m,
                                 std::vector<Decomposition>& out) {
  if (hand.n_melds > 1 || !may_hold_knitted_straight(m.held)) return;
  for (int p = 0; p < 6; ++p) {
    if (!holds_pattern(m.held, p)) continue;  // the usual case
    const auto& pattern = kKnittedStraights[p];
    const Counts rest = without_pattern(full, p);
    const bool win_in_knit = hand.has_win() && std::find(pattern.begin(), pattern.end(), hand.win) != pattern.end();
    for_each_regular(rest, count_masks(rest), m.tiles() - 9, hand.melds.data(), hand.n_melds, [&](const Structure& st) {
      place_win(hand, Form::KnittedStraight, st, pattern.data(), 9, win_in_knit, out);
    });
  }
}

}  // namespace

MJCORE_HOT void decompose(const Hand& hand, std::vector<Decomposition>& out) {
  Counts full;  // hand.full_concealed()
  const CountMasks m = count_masks_plus(hand.concealed, hand.win, full);
  for_each_regular(full, m, m.tiles(), hand.melds.data(), hand.n_melds,
                   [&](const Structure& st) { place_win(hand, Form::Regular, st, nullptr, 0, false, out); });
  decompose_knitted_straights(hand, full, m, out);
  if (hand.n_melds != 0) return;

  if (m.odd == 0) {  // 14 concealed tiles, all in pairs (a quad is two)
    Tile pairs[7];
    int n = 0;
    for (TileMask rest = m.pairs; rest; rest &= rest - 1) {
      const auto t = static_cast<Tile>(lowest_bit(rest));
      pairs[n++] = t;
      if (m.quads >> t & 1) pairs[n++] = t;
    }
    // The winning tile always completes one of the seven pairs.
    Decomposition& d = add_special(hand, Form::SevenPairs, pairs, 7, out);
    if (hand.has_win()) {
      d.win_slot = WinSlot::Pair;
      d.wait = WaitType::Single;
    }
  }
  if (popcount64(m.held) < 13) return;  // thirteen orphans and knitted-and-honours need 13+ kinds
  if (is_thirteen_orphans(full)) {
    Decomposition& d = add_special(hand, Form::ThirteenOrphans, kOrphans.data(), 13, out);
    for (Tile t : kOrphans) {
      if (full[t] == 2) d.pair = t;
    }
  }
  if (knitted_and_honors_pattern(full) >= 0) {
    Tile tiles[14];
    int n = 0;
    for (TileMask rest = m.held; rest; rest &= rest - 1) tiles[n++] = static_cast<Tile>(lowest_bit(rest));
    add_special(hand, Form::KnittedAndHonors, tiles, 14, out);
  }
}

bool is_complete_knitted_straight(const Counts& c) {
  const TileMask held = count_masks(c).held;
  if (!may_hold_knitted_straight(held)) return false;
  for (int p = 0; p < 6; ++p) {
    if (holds_pattern(held, p) && regular_complete(without_pattern(c, p))) return true;
  }
  return false;
}

bool is_complete(const Counts& c, int n_declared) {
  if (regular_complete(c)) return true;
  if (n_declared <= 1 && is_complete_knitted_straight(c)) return true;
  if (n_declared != 0) return false;
  return is_seven_pairs(c) || is_thirteen_orphans(c) || knitted_and_honors_pattern(c) >= 0;
}

bool is_winning(const Hand& hand) {
  const int n = hand.concealed_count() + (hand.has_win() ? 1 : 0);
  if (n != 14 - 3 * hand.n_melds) return false;
  return is_complete(hand.full_concealed(), hand.n_melds);
}

}  // namespace mjcore
