// The batch row loops (batch_score.hpp, batch_tiles.hpp) on worker threads
// give, row by row, what the one-hand functions give; a bad row is marked
// and, in stop mode, no row after the first bad one's chunk is needed. Run
// plain, under ASan/UBSan and under TSan by CI.
#include <algorithm>
#include <vector>

#include "check.hpp"
#include "mjcore/batch_score.hpp"
#include "mjcore/batch_tiles.hpp"
#include "mjcore/builtin_rulesets.hpp"
#include "mjcore/decompose.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/notation.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/waits.hpp"

using namespace mjcore;

namespace {

// Rows of the same few hands over and over (over 512 rows: two threads), one row in `bad_every` broken
// (five copies of a tile).
struct Batch {
  std::vector<std::uint8_t> counts, flowers;
  std::vector<std::int8_t> melds, win;
  std::vector<Hand> hands;
  HandRows rows;

  Batch(std::size_t n, bool with_win, std::size_t bad_every)
      : counts(n * kTileKinds), flowers(n), melds(n * kMaxMelds * 2), win(n) {
    const char* kTiles[] = {"1112345678999m5m", "123m456p789s234p5z5z", "1122m3344p5566s7z7z", "19m19p19s1234567z1m"};
    for (std::size_t i = 0; i < n; ++i) {
      std::vector<Tile> tiles = parse_tiles(kTiles[i % 4]).tiles;
      const Tile w = tiles.back();  // the winning tile, or (with_win false) left out: 13 tiles
      tiles.pop_back();
      Hand h = make_hand(tiles, {}, with_win ? w : kNoTile, {}, 0);
      encode_hand(h, &counts[i * kTileKinds], &melds[i * kMaxMelds * 2], &win[i], &flowers[i]);
      if (bad_every && i % bad_every == bad_every - 1) counts[i * kTileKinds] = 5;
      hands.push_back(h);
    }
    rows.n = n;
    rows.counts = counts.data();
    rows.melds = melds.data();
    rows.win = with_win ? win.data() : nullptr;
    rows.flowers = with_win ? flowers.data() : nullptr;
  }
};

}  // namespace

TEST_CASE("score_rows on two threads scores each row as evaluate() does, bad rows marked and zeroed") {
  const Batch b(1200, true, 97);
  const auto table = builtin_rule_table("mcr");
  const ScoreColumns columns = score_columns(*table);
  std::vector<std::int32_t> total(b.rows.n, -1), base(b.rows.n, -1);
  std::vector<std::uint8_t> fans(b.rows.n * columns.patterns.size(), 0xFF);
  std::vector<std::uint8_t> valid(b.rows.n, 2);
  const ScoreOutputs out{total.data(), base.data(), fans.data(), reinterpret_cast<bool*>(valid.data())};
  const RowError err = score_rows(b.rows, ContextRows{}, *table, columns, out, 2, false);
  CHECK(err.row == 96);
  EvaluationBuffers buffers;
  for (std::size_t i = 0; i < b.rows.n; ++i) {
    if (i % 97 == 96) {
      CHECK(valid[i] == 0 && total[i] == 0 && base[i] == 0);
      continue;
    }
    Evaluation e;
    evaluate(b.hands[i], WinContext{}, *table, buffers, e);
    CHECK(valid[i] == 1 && base[i] == e.base && total[i] == e.base + e.flowers);
    for (std::size_t k = 0; k < columns.patterns.size(); ++k) {
      CHECK(fans[i * columns.patterns.size() + k] == e.counts[columns.patterns[k]]);
    }
  }
}

TEST_CASE("is_winning_rows and shanten_rows agree with the one-hand functions; stop mode stops") {
  const Batch complete(1100, true, 0), waiting(1100, false, 101);
  std::vector<std::uint8_t> wins(complete.rows.n), valid(complete.rows.n);
  CHECK(is_winning_rows(complete.rows, reinterpret_cast<bool*>(wins.data()), reinterpret_cast<bool*>(valid.data()), 2,
                        false)
            .row < 0);
  for (std::size_t i = 0; i < complete.rows.n; ++i) CHECK(wins[i] == 1 && valid[i] == 1);
  std::vector<std::int8_t> sh(waiting.rows.n);
  std::vector<std::uint8_t> ok(waiting.rows.n, 2);
  const unsigned all = form_bit(Form::Regular) | form_bit(Form::SevenPairs) | form_bit(Form::ThirteenOrphans) |
                       form_bit(Form::KnittedStraight) | form_bit(Form::KnittedAndHonors);
  CHECK(shanten_rows(waiting.rows, all, sh.data(), reinterpret_cast<bool*>(ok.data()), 2, false).row == 100);
  for (std::size_t i = 0; i < waiting.rows.n; ++i) {
    if (i % 101 == 100) CHECK(ok[i] == 0);
    else CHECK(ok[i] == 1 && sh[i] == shanten(shanten_hand(waiting.hands[i]), all));
  }
  std::vector<std::uint8_t> stopped(waiting.rows.n, 2);
  CHECK(shanten_rows(waiting.rows, all, sh.data(), reinterpret_cast<bool*>(stopped.data()), 2, true).row == 100);
  for (std::size_t i = 0; i < 100; ++i) CHECK(stopped[i] == 1);  // every row before the first bad one is done
}

TEST_CASE("waits, useful tiles and discard rows on two threads match the one-hand results") {
  const Batch waiting(1100, false, 0);
  std::vector<std::uint8_t> waits(waiting.rows.n * kTileKinds), ok(waiting.rows.n);
  CHECK(waits_rows(waiting.rows, reinterpret_cast<bool*>(waits.data()), reinterpret_cast<bool*>(ok.data()), 2, false)
            .row < 0);
  std::vector<std::uint8_t> useful(waiting.rows.n * kTileKinds);
  CHECK(useful_tiles_rows(waiting.rows, nullptr, form_bit(Form::Regular), useful.data(),
                          reinterpret_cast<bool*>(ok.data()), 2, false)
            .row < 0);
  for (std::size_t i = 0; i < waiting.rows.n; ++i) {
    const std::uint64_t mask = waiting_mask(waiting.hands[i]);
    for (int t = 0; t < kTileKinds; ++t) CHECK(waits[i * kTileKinds + t] == ((mask >> t) & 1));
  }
  CHECK(std::any_of(useful.begin(), useful.end(), [](std::uint8_t u) { return u != 0; }));  // some tile helps
  const Batch drawn(1100, true, 0);
  HandRows concealed14 = drawn.rows;  // the winning tile as a drawn tile in hand
  std::vector<std::uint8_t> counts14 = drawn.counts;
  for (std::size_t i = 0; i < drawn.rows.n; ++i) ++counts14[i * kTileKinds + static_cast<std::size_t>(drawn.win[i])];
  concealed14.counts = counts14.data();
  concealed14.win = nullptr;
  concealed14.flowers = nullptr;
  std::vector<std::int8_t> after(drawn.rows.n * kTileKinds);
  std::vector<std::uint16_t> unseen(drawn.rows.n * kTileKinds);
  CHECK(discard_rows(concealed14, nullptr, form_bit(Form::Regular), after.data(), unseen.data(),
                     reinterpret_cast<bool*>(ok.data()), 2, false)
            .row < 0);
  for (std::size_t i = 0; i < drawn.rows.n; ++i) {
    for (int t = 0; t < kTileKinds; ++t) {
      CHECK((after[i * kTileKinds + t] == kNotHeld) == (counts14[i * kTileKinds + t] == 0));
    }
  }
}
