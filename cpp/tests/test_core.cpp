#include <algorithm>
#include <random>
#include <set>

#include "check.hpp"
#include "hands.hpp"
#include "mjcore/decompose.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/notation.hpp"
#include "mjcore/set_facts.hpp"
#include "mjcore/suit_table.hpp"
#include "mjcore/waits.hpp"

using namespace mjcore;
using mjtest::hand;

namespace {

std::size_t count_forms(const Hand& h, Form f) {
  std::vector<Decomposition> out;
  decompose(h, out);
  return static_cast<std::size_t>(std::count_if(out.begin(), out.end(), [&](const auto& d) { return d.form == f; }));
}

}  // namespace

TEST_CASE("notations round-trip every tile") {
  for (int t = 0; t < kTileKinds; ++t) {
    for (Notation n : {Notation::Canonical, Notation::GB, Notation::Unicode}) {
      CHECK(parse_tile(render_tile(static_cast<Tile>(t), n)) == t);
    }
  }
  CHECK(render_tiles(parse_tiles("123m456p789s1234567z").tiles, Notation::Canonical) == "123m456p789s1234567z");
  CHECK(parse_tiles("J1").tiles[0] == kRed);
  CHECK(parse_tiles("7z").tiles[0] == kRed);
}

TEST_CASE("bad notation is an InputError") {
  CHECK_THROWS(parse_tiles("123"));
  CHECK_THROWS(parse_tiles("0m"));
  CHECK_THROWS(parse_tiles("8z"));
  CHECK_THROWS(parse_tiles("12x"));
  CHECK_THROWS(parse_tiles("W0"));
  CHECK_THROWS(parse_tiles("\xF0\x9F"));  // truncated UTF-8
  CHECK_THROWS(parse_meld("chow 899m"));
  CHECK_THROWS(parse_meld("chow 123z"));
  CHECK_THROWS(parse_meld("pung 12f"));
}

TEST_CASE("flower tiles and a count past eight are refused, however large the count") {
  const std::vector<Tile> tiles = parse_tiles("1112345678999m").tiles;
  CHECK_THROWS(make_hand(tiles, {}, kNoTile, {0}, 8));
  CHECK_THROWS(make_hand(tiles, {}, kNoTile, {0}, 0x7FFFFFFF));  // once wrapped negative
  CHECK(make_hand(tiles, {}, kNoTile, {0}, 7).flowers == 8);
}

// Calls fn(counts, total) for every suit vector the table ranks: counts 0..4
// per rank, at most 14 tiles.
template <typename Fn>
void for_each_suit_vector(Fn&& fn) {
  std::uint8_t c[9];
  for (std::uint32_t code = 0; code < 1953125; ++code) {  // 5^9
    std::uint32_t x = code;
    int total = 0;
    for (auto& ci : c) {
      ci = static_cast<std::uint8_t>(x % 5);
      x /= 5;
      total += ci;
    }
    if (total <= kMaxSuitTiles) fn(c, total);
  }
}

TEST_CASE("suit table ranks every vector densely") {
  const SuitTable& t = SuitTable::instance();
  std::set<std::uint32_t> seen;
  std::uint32_t vectors = 0;
  for_each_suit_vector([&](const std::uint8_t* c, int) {
    ++vectors;
    const std::uint32_t r = t.rank(c);
    CHECK(r < kSuitVectors);
    seen.insert(r);
  });
  CHECK(vectors == kSuitVectors);
  CHECK(seen.size() == kSuitVectors);
}

TEST_CASE("suit table's sparse entries: splits, decomposable and completing agree for every vector") {
  // decomposable() reads the rank bitmap alone, splits() also the split
  // ranges; completing() is what one more tile of each rank would split.
  const SuitTable& t = SuitTable::instance();
  int splitting = 0, mismatches = 0;
  for_each_suit_vector([&](const std::uint8_t* counts, int total) {
    const std::uint32_t r = t.rank(counts);
    splitting += t.decomposable(r);
    mismatches += t.decomposable(r) == t.splits(r).empty();
    std::uint8_t c[9];
    std::copy(counts, counts + 9, c);
    std::uint16_t completing = 0;
    for (int k = 0; k < 9; ++k) {
      if (c[k] == 4 || total == kMaxSuitTiles) continue;
      ++c[k];
      completing |= static_cast<std::uint16_t>(t.decomposable(t.rank(c)) << k);
      --c[k];
    }
    mismatches += t.completing(r) != completing;
  });
  CHECK(mismatches == 0);
  CHECK(splitting == 21743);  // vectors of at most four melds and one pair (counted independently in Python)
}

TEST_CASE("suit table ranks a vector plus one tile as it ranks that vector") {
  const SuitTable& t = SuitTable::instance();
  std::uint32_t plus[9];
  for_each_suit_vector([&](const std::uint8_t* counts, int total) {
    std::uint8_t c[9];
    std::copy(counts, counts + 9, c);
    t.ranks_plus_one(c, plus);
    for (int r = 0; r < 9; ++r) {
      if (c[r] == 4 || total == kMaxSuitTiles) {
        CHECK(plus[r] == SuitTable::kNoRank);
        continue;
      }
      ++c[r];
      CHECK(plus[r] == t.rank(c));
      --c[r];
    }
  });
}

TEST_CASE("a reading's melds are ordered by kind, tile and source, declared claims kept") {
  // Declared out of order; the hand forms another 123m chow (from the hand, so before the exposed one).
  const Hand h = hand("123m5p", "5p", {"pung 777z@across", "chow 456s@5s", "chow 123m"});
  std::vector<Decomposition> out;
  decompose(h, out);
  CHECK(out.size() == 1);
  const Decomposition& d = out[0];
  CHECK(d.n_melds == 4);
  const auto is = [](const Meld& m, MeldKind kind, const char* first, MeldSource source) {
    return m.kind == kind && m.first == parse_tile(first) && m.source == source;
  };
  CHECK(is(d.melds[0], MeldKind::Chow, "1m", MeldSource::Hand));
  CHECK(is(d.melds[1], MeldKind::Chow, "1m", MeldSource::Exposed));
  CHECK(is(d.melds[2], MeldKind::Chow, "4s", MeldSource::Exposed));
  CHECK(is(d.melds[3], MeldKind::Pung, "7z", MeldSource::Exposed));
  CHECK(d.melds[2].claimed_index == 2);  // the 5s of 456s
  CHECK(d.melds[3].claimed_from == Seat::Across);
  CHECK(d.pair == parse_tile("5p"));
}

TEST_CASE("every reading's melds are in order, equal melds in the order they were declared") {
  // Two declared 345p chows told apart by their claimed tile, and a hand full of equal chows.
  const Hand h = hand("23344m11z", "2m", {"chow 345p@5p", "chow 345p@3p"});
  std::vector<Decomposition> out;
  decompose(h, out);
  CHECK(!out.empty());
  for (const Decomposition& d : out) {
    for (int i = 1; i < d.n_melds; ++i) {
      const Meld &a = d.melds[i - 1], &b = d.melds[i];
      const bool ordered = a.kind != b.kind     ? a.kind < b.kind
                           : a.first != b.first ? a.first < b.first
                                                : a.source <= b.source;
      CHECK(ordered);
    }
    int exposed = 0;
    for (int i = 0; i < d.n_melds; ++i) {
      if (d.melds[i].source != MeldSource::Exposed) continue;
      CHECK(d.melds[i].claimed_index == (exposed == 0 ? 3 : 1));  // 5p first, as declared
      ++exposed;
    }
    CHECK(exposed == 2);
  }
}

TEST_CASE("meld masks say what each meld of a reading is") {
  // Against the definitions, meld by meld, on random readings of every meld kind, source and tile.
  std::mt19937 rng(11);
  for (int round = 0; round < 200000; ++round) {
    Decomposition d;
    d.n_melds = static_cast<std::uint8_t>(rng() % (kMaxMelds + 1));
    for (int i = 0; i < d.n_melds; ++i) {
      Meld& m = d.melds[i];
      // As readings hold them: chows and pungs formed in hand or claimed, kongs claimed or concealed.
      m.kind = static_cast<MeldKind>(rng() % 3);
      m.source = m.kind == MeldKind::Kong ? (rng() % 2 ? MeldSource::Exposed : MeldSource::Concealed)
                                          : (rng() % 2 ? MeldSource::Exposed : MeldSource::Hand);
      m.first = static_cast<Tile>(m.kind == MeldKind::Chow ? 9 * (rng() % 3) + rng() % 7 : rng() % kTileKinds);
    }
    d.win_slot = d.n_melds > 0 && rng() % 2 ? WinSlot::Meld : WinSlot::Pair;
    d.win_meld = static_cast<std::uint8_t>(d.n_melds > 0 ? rng() % d.n_melds : 0);
    WinContext ctx;
    ctx.self_drawn = rng() % 2;
    const MeldMasks mm = meld_masks(d, ctx);
    MeldMasks want;
    for (int i = 0; i < d.n_melds; ++i) {
      const Meld& m = d.melds[i];
      const auto bit = static_cast<std::uint8_t>(1u << i);
      const bool chow = m.kind == MeldKind::Chow;
      const auto holds = [&](bool (*pred)(Tile)) {
        bool any = false;
        for (int k = 0; k < (chow ? 3 : 1); ++k) any = any || pred(static_cast<Tile>(m.first + k));
        return any;
      };
      const auto set_if = [&](std::uint8_t& mask, bool yes) {
        mask = static_cast<std::uint8_t>(mask | (yes ? bit : 0));
      };
      set_if(want.all, true);
      set_if(want.chows, chow);
      set_if(want.pungs, !chow);
      set_if(want.kongs, m.kind == MeldKind::Kong);
      set_if(want.concealed_kongs, m.source == MeldSource::Concealed);
      const bool claimed_win = !ctx.self_drawn && d.win_slot == WinSlot::Meld && d.win_meld == i;
      set_if(want.concealed_pungs,
             !chow && ((m.source == MeldSource::Hand && !claimed_win) || m.source == MeldSource::Concealed));
      set_if(want.winds, !chow && m.first >= kEast && m.first < kWhite);
      set_if(want.dragons, !chow && m.first >= kWhite);
      set_if(want.terminals, !chow && is_terminal(m.first));
      set_if(want.fives, holds([](Tile t) { return is_suited(t) && rank_of(t) == 4; }));
      set_if(want.orphans, holds(is_orphan));
    }
    const bool same = mm.all == want.all && mm.chows == want.chows && mm.pungs == want.pungs &&
                      mm.kongs == want.kongs && mm.concealed_kongs == want.concealed_kongs &&
                      mm.concealed_pungs == want.concealed_pungs && mm.winds == want.winds &&
                      mm.dragons == want.dragons && mm.terminals == want.terminals && mm.fives == want.fives &&
                      mm.orphans == want.orphans;
    CHECK(same);
    if (!same) return;
  }
}

TEST_CASE("nine gates waits on all nine characters") {
  const Hand h = hand("1112345678999m", nullptr);
  CHECK(waiting_tiles(h).size() == 9);
  CHECK(is_winning(hand("1112345678999m", "5m")));
  CHECK(!is_winning(hand("1112345678999m", "5p")));
}

TEST_CASE("seven pairs and regular forms coexist") {
  const Hand h = hand("112233m445566p7s", "7s");
  CHECK(count_forms(h, Form::Regular) == 1);
  CHECK(count_forms(h, Form::SevenPairs) == 1);
}

TEST_CASE("special forms are found") {
  CHECK(count_forms(hand("19m19p19s1234567z", "1m"), Form::ThirteenOrphans) == 1);
  CHECK(count_forms(hand("147m258p369s1234z", "5z"), Form::KnittedAndHonors) == 1);
  CHECK(count_forms(hand("147m258p369s12m55z", "3m"), Form::KnittedStraight) == 1);
  CHECK(count_forms(hand("147m258p369s5z", "5z", {"chow 123m"}), Form::KnittedStraight) == 1);
}

TEST_CASE("wait types of a chow") {
  Meld m = parse_meld("chow 123m");
  CHECK(wait_in_meld(m, 2) == WaitType::Edge);
  CHECK(wait_in_meld(m, 0) == WaitType::TwoSided);
  CHECK(wait_in_meld(m, 1) == WaitType::Closed);
  m = parse_meld("chow 789m");
  CHECK(wait_in_meld(m, 6) == WaitType::Edge);
  CHECK(wait_in_meld(m, 8) == WaitType::TwoSided);
}

TEST_CASE("impossible hands are rejected") {
  CHECK_THROWS(hand("11111m", nullptr));                      // five copies
  CHECK_THROWS(hand("1112345678999m", "1m", {"pung 111m"}));  // fifth copy via a meld
  CHECK_THROWS(hand("12345678999m", "5m"));                   // 12 tiles: wrong total
  CHECK_THROWS(parse_meld("ankan 1111m@left"));               // concealed yet claimed
}
