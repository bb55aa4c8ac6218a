#include "mjcore/catalogue.hpp"

#include "mjcore/decompose.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/detectors.hpp"

namespace mjcore {

PatternSet catalogue_patterns(const Hand& hand, const WinContext& ctx, std::vector<Decomposition>& decomps) {
  // A 14-tile hand without a winning tile has no context to check (nor wait patterns), but its void suit.
  if (hand.has_win()) validate_context(hand, ctx);
  else validate_void_suit(hand, ctx);
  decomps.clear();
  decompose(hand, decomps);
  if (decomps.empty()) throw InputError("not a winning hand: the tiles form no complete hand");
  const HandFacts facts = hand_facts(hand, true, false);
  PatternSet found;
  Detected detected;
  for (const Decomposition& d : decomps) {
    detected.n = 0;
    detect_patterns(all_families(), hand, facts, d, ctx, detected);
    for (int i = 0; i < detected.n; ++i) found.set(index_of(detected.items[i].pattern));
  }
  return found;
}

}  // namespace mjcore
