#include <algorithm>
#include <set>

#include "check.hpp"
#include "mjcore/decompose.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/notation.hpp"
#include "mjcore/suit_table.hpp"
#include "mjcore/waits.hpp"

using namespace mjcore;

namespace {

Hand hand(const char* tiles, const char* win, std::vector<const char*> melds = {}) {
  std::vector<Meld> ms;
  for (auto m : melds) ms.push_back(parse_meld(m));
  return make_hand(parse_tiles(tiles).tiles, ms, win ? parse_tile(win) : kNoTile, {}, 0);
}

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

TEST_CASE("suit table ranks every vector densely") {
  const SuitTable& t = SuitTable::instance();
  std::set<std::uint32_t> seen;
  std::uint8_t c[9];
  std::uint32_t vectors = 0;
  for (std::uint32_t code = 0; code < 1953125; ++code) {  // 5^9
    std::uint32_t x = code;
    int total = 0;
    for (auto& ci : c) { ci = static_cast<std::uint8_t>(x % 5); x /= 5; total += ci; }
    if (total > kMaxSuitTiles) continue;
    ++vectors;
    const std::uint32_t r = t.rank(c);
    CHECK(r < kSuitVectors);
    seen.insert(r);
  }
  CHECK(vectors == kSuitVectors);
  CHECK(seen.size() == kSuitVectors);
}

TEST_CASE("suit table ranks a vector plus one tile as it ranks that vector") {
  const SuitTable& t = SuitTable::instance();
  std::uint8_t c[9];
  std::uint32_t plus[9];
  for (std::uint32_t code = 0; code < 1953125; ++code) {  // 5^9
    std::uint32_t x = code;
    int total = 0;
    for (auto& ci : c) { ci = static_cast<std::uint8_t>(x % 5); x /= 5; total += ci; }
    if (total > kMaxSuitTiles) continue;
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
  CHECK_THROWS(hand("11111m", nullptr));                            // five copies
  CHECK_THROWS(hand("1112345678999m", "1m", {"pung 111m"}));        // fifth copy via a meld
  CHECK_THROWS(hand("12345678999m", "5m"));                         // 12 tiles: wrong total
  CHECK_THROWS(parse_meld("ankan 1111m@left"));                     // concealed yet claimed
}
