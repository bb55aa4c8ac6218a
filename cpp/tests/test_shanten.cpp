#include <random>

#include "check.hpp"
#include "mjcore/decompose.hpp"
#include "mjcore/notation.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/shanten_forms.hpp"
#include "mjcore/shanten_groups.hpp"
#include "mjcore/suit_table.hpp"

using namespace mjcore;

namespace {

ShantenHand from_text(const char* tiles, std::vector<const char*> melds = {}) {
  std::vector<Meld> ms;
  for (auto m : melds) ms.push_back(parse_meld(m));
  return shanten_hand(make_hand(parse_tiles(tiles).tiles, ms, kNoTile, {}, 0));
}

int sh(const char* tiles, unsigned forms = kAllForms) { return shanten(from_text(tiles), forms); }

// A random hand of `n` concealed tiles drawn from a full set.
Counts random_counts(std::mt19937& rng, int n) {
  std::vector<Tile> wall;
  for (int t = 0; t < kTileKinds; ++t) wall.insert(wall.end(), 4, static_cast<Tile>(t));
  std::shuffle(wall.begin(), wall.end(), rng);
  Counts c{};
  for (int i = 0; i < n; ++i) ++c[wall[i]];
  return c;
}

}  // namespace

TEST_CASE("shanten of known hands") {
  CHECK(sh("11122345678999m") == -1);
  CHECK(sh("1112345678999m") == 0);
  CHECK(sh("19m19p19s1234567z") == 0);
  CHECK(sh("19m19p19s12345677z") == -1);
  CHECK(sh("1122m3344p5566s7z") == 0);
  CHECK(sh("147m258p369s1234z") == 0);   // knitted and honours
  CHECK(sh("147m258p369s11123z") == 0);  // knitted straight + pung + pair, waiting on the pair
  CHECK(sh("1357m2468p1357s1z") == 4);
  CHECK(sh("1357m2468p1357s1z", form_bit(Form::Regular)) == 4);
  CHECK(sh("1122m3344p5566s7z", form_bit(Form::Regular)) == 3);
  CHECK(shanten(from_text("1122m", {"pung 777z", "chow 123s", "kong 9999p"})) == 0);
  CHECK(shanten(from_text("1122m", {"pung 777z", "chow 123s", "kong 9999p"}), form_bit(Form::SevenPairs)) ==
        kNoShanten);
}

TEST_CASE("a tile held four times is no wait, and declared copies count") {
  // 1111m + 3 melds: pung + single 1m, but no fifth 1m exists.
  CHECK(shanten(shanten_hand(Counts{4})) == 1);
  // 46m waits on 5m, which a declared kong has used up.
  CHECK(shanten(from_text("4699m", {"kong 5555m", "pung 777z", "pung 111p"})) == 1);
  CHECK(shanten(from_text("4699m", {"pung 555m", "pung 777z", "pung 111p"})) == 0);
}

TEST_CASE("capped programme equals the table when nothing is capped") {
  const SuitTable& suits = SuitTable::instance();
  const std::uint8_t cap[9] = {4, 4, 4, 4, 4, 4, 4, 4, 4};
  int mismatches = 0;
  std::mt19937 rng(7);
  for (int i = 0; i < 20000; ++i) {
    SuitCounts c{};
    int total = 0;
    const int n = static_cast<int>(rng() % 15);
    while (total < n) {
      const int r = static_cast<int>(rng() % 9);
      if (c[r] < 4) {
        ++c[r];
        ++total;
      }
    }
    const ShantenTable& t = ShantenTable::instance();
    const Distances table = t.row(t.suit_class(suits.rank(c.data())));
    const Distances dp = capped_suit_distances(c.data(), cap, kMaxMelds);
    for (int t = 0; t < kTargets; ++t) mismatches += table.to[t] != dp.to[t];
  }
  CHECK(mismatches == 0);
}

TEST_CASE("declared copies: the tables' bounds hold the capped programme's distance, also pruned at the upper one") {
  // Declared melds crowded into one suit so that fifth copies often matter.
  std::mt19937 rng(13);
  int bounded = 0;
  for (int i = 0; i < 20000; ++i) {
    const int k = 1 + static_cast<int>(rng() % 4), suit = static_cast<int>(rng() % 3);
    const auto tile = [&] { return static_cast<int>(rng() % 3 ? 9 * suit + rng() % 9 : rng() % kTileKinds); };
    Counts concealed{}, declared{};
    for (int placed = 0; placed < k;) {
      const int t = tile(), kind = static_cast<int>(rng() % 3);  // chow, pung, kong
      if (kind == 0 && can_start_chow(static_cast<Tile>(t)) && declared[t] < 4 && declared[t + 1] < 4 &&
          declared[t + 2] < 4) {
        for (int r = 0; r < 3; ++r) ++declared[t + r];
        ++placed;
      } else if (kind != 0 && declared[t] + 2 + kind <= 4) {
        declared[t] = static_cast<std::uint8_t>(declared[t] + 2 + kind);
        ++placed;
      }
    }
    for (int n = 13 - 3 * k + static_cast<int>(rng() % 2); n > 0;) {
      const int t = tile();
      if (concealed[t] + declared[t] < 4) {
        ++concealed[t];
        --n;
      }
    }
    const int melds = kMaxMelds - k;
    RegularGroups g;
    regular_groups_capped(concealed, declared, melds, g);
    const int exact = regular_distance(g, melds);
    const RegularBounds b = regular_bounds_declared(concealed, declared, melds);
    CHECK(b.lower <= exact);
    CHECK(exact <= b.upper);
    if (b.lower == b.upper) ++bounded;
    RegularGroups pruned;
    regular_groups_capped(concealed, declared, melds, pruned, b.upper);
    CHECK(regular_distance(pruned, melds) == exact);
    CHECK(regular_distance_declared(concealed, declared, melds, b) == exact);
    // Pruned at 0 or 1, capped suits are read from the tables: the programme's entries up to the bound.
    for (int bound = 0; bound <= 1; ++bound) {
      RegularGroups near;
      regular_groups_capped(concealed, declared, melds, near, bound);
      for (int s = 0; s < 3; ++s) {
        if (!near.capped[s]) continue;
        for (int t = 0; t < kTargets; ++t) {
          const int want = t < 2 * melds + 2 && g.group[s].to[t] <= bound ? g.group[s].to[t] : kUnreachable;
          CHECK(near.group[s].to[t] == want);
        }
      }
      if (exact <= bound) CHECK(regular_distance(near, melds) == exact);
    }
  }
  CHECK(bounded > 5000);  // the bounds often settle it; the rest went to the programme
}

TEST_CASE("useful tiles are exactly the draws that lower shanten") {
  std::mt19937 rng(11);
  int checked = 0;
  for (int i = 0; i < 3000; ++i) {
    const int k = static_cast<int>(rng() % 5);
    const ShantenHand h = shanten_hand(random_counts(rng, 13 - 3 * k));
    for (unsigned forms : {kAllForms, form_bit(Form::Regular), form_bit(Form::KnittedStraight)}) {
      const Useful u = useful_tiles(h, forms);
      CHECK(u.shanten == shanten(h, forms));
      if (u.shanten == kNoShanten) continue;
      for (int t = 0; t < kTileKinds; ++t) {
        if (h.concealed[t] >= 4) continue;
        ShantenHand drawn = h;
        ++drawn.concealed[t];
        ++drawn.tiles;
        const bool lowers = shanten(drawn, forms) < u.shanten;
        CHECK(lowers == ((u.tiles >> t & 1) != 0));
        ++checked;
      }
    }
  }
  CHECK(checked > 100000);
}

TEST_CASE("shanten -1 is exactly a complete hand") {
  std::mt19937 rng(5);
  for (int i = 0; i < 20000; ++i) {
    const Counts c = random_counts(rng, 14);
    CHECK((shanten(shanten_hand(c)) == -1) == is_complete(c, 0));
  }
}

TEST_CASE("bad counts are refused") {
  Counts c{};
  c[0] = 3;
  CHECK_THROWS(shanten_hand(c));
  c[0] = 5;
  CHECK_THROWS(shanten_hand(c));
  CHECK_THROWS(useful_tiles(from_text("11122345678999m")));
}

TEST_CASE("a suit whose only declared copies are quiet kongs has the tables' distances (every such suit)") {
  // Every suit with one or two kongs (their ranks dead) and at most 3 m + 2 tiles held, m the
  // melds the kongs leave: the capped programme against the tables, by the most tiles held
  // within two ranks of a kong.
  const SuitTable& suits = SuitTable::instance();
  const ShantenTable& table = ShantenTable::instance();
  int checked[4] = {}, differ[4] = {};
  for (unsigned dead = 1; dead < 1u << kSuitRanks; ++dead) {
    const int kongs = popcount64(dead);
    if (kongs > 2) continue;
    const int melds = kMaxMelds - kongs;
    std::uint8_t cap[kSuitRanks], c[kSuitRanks] = {};
    for (int r = 0; r < kSuitRanks; ++r) cap[r] = dead >> r & 1 ? 0 : kMaxCopies;
    // Odometer over the live ranks, 0..4 each.
    for (bool more = true; more;) {
      int held = 0, near = 0;
      for (int r = 0; r < kSuitRanks; ++r) held += c[r];
      for (int r = 0; r < kSuitRanks; ++r) {
        if (!(dead >> r & 1)) continue;
        int n = 0;
        for (int q = std::max(0, r - 2); q <= std::min(kSuitRanks - 1, r + 2); ++q) n += c[q];
        near = std::max(near, n);
      }
      if (held <= 3 * melds + 2 && near <= 2) {
        const Distances& tables = table.row(table.suit_class(suits.rank(c)));
        const Distances exact = capped_suit_distances(c, cap, melds);
        bool same = true;
        for (int t = 0; t < 2 * melds + 2; ++t) same = same && tables.to[t] == exact.to[t];
        ++checked[near];
        differ[near] += !same;
      }
      more = false;
      for (int r = 0; r < kSuitRanks && !more; ++r) {
        if (cap[r] == 0) continue;
        if (c[r] < cap[r]) {
          ++c[r];
          more = true;
        } else {
          c[r] = 0;
        }
      }
    }
  }
  CHECK(checked[0] > 20000 && checked[1] > 50000);
  CHECK(differ[0] == 0 && differ[1] == 0);
  CHECK(differ[2] > 0);  // two tiles beside a kong can need its rank: the rule stops at one
}

TEST_CASE("quiet kong suits: kongs only, at most two, each with at most `near` tiles within two ranks") {
  const auto quiet = [](const char* tiles, std::vector<const char*> melds, int near) {
    const ShantenHand h = from_text(tiles, melds);
    return quiet_kong_suits(h.concealed, h.declared, near);
  };
  CHECK(quiet("19m19p", {"kong 5555m", "pung 777z", "chow 123s"}, 0) == 1u);
  CHECK(quiet("17m19p", {"kong 5555m", "pung 777z", "chow 123s"}, 0) == 0u);  // 7m is two ranks from 5m
  CHECK(quiet("17m19p", {"kong 5555m", "pung 777z", "chow 123s"}, 1) == 1u);
  CHECK(quiet("1m19p1s", {"kong 5555m", "pung 999m", "pung 777z"}, 1) == 0u);              // a pung beside the kong
  CHECK(quiet("9s", {"kong 1111m", "kong 9999m", "ankan 5555m", "kong 2222p"}, 0) == 2u);  // three in m
  CHECK(quiet("1223p", {"kong 8888m", "ankan 4444s", "pung 777z"}, 1) == (1u | 4u));
}

TEST_CASE("hands with kongs: shanten and useful tiles against the capped programme") {
  std::mt19937 rng(17);
  int quiet_hands[2] = {};
  for (int i = 0; i < 4000; ++i) {
    // One to four declared melds, kongs mostly, crowded into one suit.
    const int k = 1 + static_cast<int>(rng() % 4), suit = static_cast<int>(rng() % 3);
    const auto tile = [&] { return static_cast<int>(rng() % 4 ? 9 * suit + rng() % 9 : rng() % kTileKinds); };
    Counts concealed{}, declared{};
    for (int placed = 0; placed < k;) {
      const int t = tile(), size = rng() % 4 ? 4 : 3;
      if (declared[t] + size <= kMaxCopies) {
        declared[t] = static_cast<std::uint8_t>(declared[t] + size);
        ++placed;
      }
    }
    for (int n = 13 - 3 * k; n > 0;) {
      const int t = tile();
      if (concealed[t] + declared[t] < kMaxCopies) {
        ++concealed[t];
        --n;
      }
    }
    ShantenHand h;
    h.concealed = concealed;
    h.declared = declared;
    h.n_declared = k;
    h.tiles = 13 - 3 * k;
    const int melds = kMaxMelds - k;
    const auto exact = [&](const Counts& c) {
      RegularGroups g;
      regular_groups_capped(c, declared, melds, g);  // unbounded: every suit with declared copies solved
      return regular_distance(g, melds);
    };
    const unsigned regular = form_bit(Form::Regular);
    const int distance = exact(concealed);
    CHECK(shanten(h, regular) == distance - 1);
    const Useful u = useful_tiles(h, regular);
    CHECK(u.shanten == distance - 1);
    for (int t = 0; t < kTileKinds; ++t) {
      if (concealed[t] + declared[t] >= kMaxCopies) continue;
      Counts drawn = concealed;
      ++drawn[t];
      CHECK((exact(drawn) < distance) == ((u.tiles >> t & 1) != 0));
    }
    for (int near = 0; near <= 1; ++near) quiet_hands[near] += quiet_kong_suits(concealed, declared, near) != 0;
  }
  CHECK(quiet_hands[0] > 600 && quiet_hands[1] > 1000);  // quiet for useful tiles, and for shanten
}
