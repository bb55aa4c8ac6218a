// Scoring and win checks over batch rows (mjcore/batch_score.hpp).
#include "mjcore/batch_score.hpp"

#include <algorithm>
#include <cstring>

#include "mjcore/decompose.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/row_runner.hpp"
#include "mjcore/hot.hpp"

namespace mjcore {

ScoreColumns score_columns(const RuleTable& table) {
  ScoreColumns c;
  for (int p = 0; p < kPatternCount; ++p) {
    if (table.points[p] == 0) continue;
    if (c.runs.empty() || c.runs.back().pattern + c.runs.back().length != p) {
      c.runs.push_back({p, static_cast<int>(c.patterns.size()), 0});
    }
    ++c.runs.back().length;
    c.patterns.push_back(p);
  }
  return c;
}

MJCORE_HOT RowError score_rows(const HandRows& rows, const ContextRows& context, const RuleTable& table,
                               const ScoreColumns& columns, const ScoreOutputs& out, int threads, bool stop_at_error) {
  const std::size_t width = columns.patterns.size();
  // Each thread's own buffers and result (each thread runs a copy of the
  // row function): nothing allocated or cleared per row (evaluate fills `eval`).
  const auto score_row = [&, buffers = EvaluationBuffers(), eval = Evaluation()](std::size_t i) mutable {
    std::uint8_t* row_fans = out.fans + i * width;
    try {
      evaluate(hand_row(rows, i), context_at(context, i), table, buffers, eval, Detail::Counts);
    } catch (const InputError&) {
      out.total[i] = out.base[i] = 0;  // a bad row's results are 0
      std::fill(row_fans, row_fans + width, std::uint8_t{0});
      throw;
    }
    out.base[i] = eval.base;
    out.total[i] = eval.base + eval.flowers;
    for (const ScoreColumns::Run& run : columns.runs) {
      std::memcpy(row_fans + run.column, &eval.counts[run.pattern], run.length);
    }
  };
  RowLines lines = hand_lines(rows);
  lines.reads(context.flags, 1);
  lines.reads(context.seat_wind, 1);
  lines.reads(context.prevalent_wind, 1);
  lines.writes(out.fans, width);
  lines.writes(out.total, sizeof(std::int32_t));
  lines.writes(out.base, sizeof(std::int32_t));
  return run_grouped_rows(rows, threads, stop_at_error, out.valid, score_row, lines);
}

RowError is_winning_rows(const HandRows& rows, bool* result, bool* valid, int threads, bool stop_at_error) {
  return run_rows(rows.n, threads, stop_at_error, valid, [&](std::size_t i) {
    result[i] = false;  // stays false for an invalid row
    result[i] = is_winning(hand_row(rows, i));
  });
}

}  // namespace mjcore
