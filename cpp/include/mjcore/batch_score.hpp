// Scoring and win checks over the rows of a batch (mjcore.batch), on worker
// threads: the loops the bindings call with the GIL released.
#pragma once
#include <cstdint>
#include <vector>

#include "mjcore/batch_rows.hpp"
#include "mjcore/parallel.hpp"
#include "mjcore/rule_table.hpp"

namespace mjcore {

// The fan columns of a ruleset: its scoring patterns in catalogue order, and
// the same as runs of consecutive patterns (a row's fans are a few block copies).
struct ScoreColumns {
  struct Run {
    int pattern, column, length;
  };
  std::vector<int> patterns;
  std::vector<Run> runs;
};
ScoreColumns score_columns(const RuleTable& table);

// Where the rows' results go, n rows each (fans: n x columns.patterns.size()).
// A bad row's results are 0 and its `valid` false.
struct ScoreOutputs {
  std::int32_t* total;
  std::int32_t* base;
  std::uint8_t* fans;
  bool* valid;
};

RowError score_rows(const HandRows& rows, const ContextRows& context, const RuleTable& table,
                    const ScoreColumns& columns, const ScoreOutputs& out, int threads, bool stop_at_error);

// result[i]: whether row i is a complete hand (false for a bad row).
RowError is_winning_rows(const HandRows& rows, bool* result, bool* valid, int threads, bool stop_at_error);

}  // namespace mjcore
