#include "check.hpp"

namespace mjtest {
std::vector<Case>& registry() {
  static std::vector<Case> cases;
  return cases;
}
int failures = 0;
}  // namespace mjtest

int main() {
  int passed = 0, failed = 0;
  for (const auto& c : mjtest::registry()) {
    const int before = mjtest::failures;
    c.body();
    const bool ok = mjtest::failures == before;
    std::cout << (ok ? "ok   " : "FAIL ") << c.name << "\n";
    (ok ? passed : failed) += 1;
  }
  // The plain closing line CI reads: "N passed, N failed".
  std::cout << passed << " passed, " << failed << " failed\n";
  return mjtest::failures == 0 ? 0 : 1;
}
