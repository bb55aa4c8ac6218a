// libFuzzer harness: hands from raw bytes through the batch row decoder, then
// every core entry point. Invalid rows raise InputError; valid ones must
// agree with each other (a hand that decomposes is winning, and only then
// scores).
#include <cstdint>
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "mjcore/batch_rows.hpp"
#include "mjcore/decompose.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/discards.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/waits.hpp"

using namespace mjcore;

namespace {

// 34 counts, 4 x 2 meld bytes, win, flowers, flags, seat, prevalent.
constexpr std::size_t kRowBytes = 34 + 8 + 5;

const RuleTable& table() {
  static const RuleTable t = [] {
    RuleTable r;
    for (int p = 0; p < kPatternCount; ++p) r.points[p] = 1 + p % 7;
    r.excludes[index_of(Pattern::NineGates)].set(index_of(Pattern::FullFlush));
    r.excludes_inner[index_of(Pattern::PrevalentWind)].set(index_of(Pattern::PungOfTerminalsOrHonors));
    r.finalize();
    return r;
  }();
  return t;
}

// Mode 1 ("shaped"): the bytes pick melds and tiles so that most inputs are
// hands of the right size, reaching the deep paths; mode 0 feeds them raw.
void shape(const std::uint8_t* in, std::uint8_t* row) {
  std::uint8_t counts[34] = {};
  const int n_melds = in[0] % 5;
  int tiles = 14 - 3 * n_melds;
  for (int k = 0; k < 4; ++k) {
    row[34 + 2 * k] = static_cast<std::uint8_t>(k < n_melds ? 1 + in[1 + k] % 4 : 0);
    row[35 + 2 * k] = static_cast<std::uint8_t>(in[5 + k] % 34);
  }
  for (int i = 9; i < 9 + 38 && tiles > 0; ++i) {
    const int t = in[i] % 34;
    if (counts[t] < 4) {
      ++counts[t];
      --tiles;
    }
  }
  const int win = in[9] % 34;
  if (counts[win]) --counts[win];
  std::copy(counts, counts + 34, row);
  row[42] = static_cast<std::uint8_t>(win);
  row[43] = in[47] % 9;
  row[44] = in[48] % 16;
  row[45] = in[49] % 4;
  row[46] = in[50] % 4;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 52) return 0;
  std::uint8_t row[kRowBytes];
  if (data[0] & 1) shape(data + 1, row);
  else std::copy(data + 1, data + 1 + kRowBytes, row);
  const auto* s = reinterpret_cast<const std::int8_t*>(row);
  HandRows rows;
  rows.n = 1;
  rows.counts = row;
  rows.melds = s + 34;
  rows.win = s + 42;
  rows.flowers = row + 43;
  ContextRows ctx{row + 44, row + 45, row + 46};
  Hand hand;
  try {
    hand = hand_row_fully(rows, 0);
  } catch (const InputError&) { return 0; }
  // Shanten of the hand (with its winning tile) is -1 exactly when it wins;
  // its discards and useful tiles never throw.
  const ShantenHand sh = shanten_hand(hand);
  const int sh_shanten = shanten(sh);
  if (hand.has_win() && (sh_shanten == -1) != is_winning(hand)) std::abort();
  if (sh.tiles % 3 == 2) {
    std::array<DiscardOutcome, kTileKinds> outcomes;
    discard_outcomes(sh, unseen_copies(sh, Counts{}), kAllForms, outcomes);
  } else {
    (void)useful_tiles(sh);
  }
  std::vector<Decomposition> decomps;
  decompose(hand, decomps);
  if (hand.has_win() && decomps.empty() == is_winning(hand)) std::abort();
  if (hand.has_win() || hand.concealed_count() == 13 - 3 * hand.n_melds) (void)waiting_tiles(hand);
  try {
    EvaluationBuffers buffers;
    Evaluation eval;
    evaluate(hand, context_at(ctx, 0), table(), buffers, eval);
    if (!is_winning(hand) || eval.base <= 0) std::abort();
  } catch (const InputError&) {}
  return 0;
}
