// A minimal test harness so the core tests need nothing but a compiler.
#pragma once
#include <functional>
#include <iostream>
#include <string>
#include <vector>

namespace mjtest {

struct Case {
  const char* name;
  std::function<void()> body;
};
std::vector<Case>& registry();
extern int failures;

struct Register {
  Register(const char* name, std::function<void()> body) { registry().push_back({name, std::move(body)}); }
};

}  // namespace mjtest

#define MJ_CONCAT2(a, b) a##b
#define MJ_CONCAT(a, b) MJ_CONCAT2(a, b)
#define TEST_CASE(name)                                                                        \
  static void MJ_CONCAT(test_fn_, __LINE__)();                                                 \
  static mjtest::Register MJ_CONCAT(test_reg_, __LINE__)(name, MJ_CONCAT(test_fn_, __LINE__)); \
  static void MJ_CONCAT(test_fn_, __LINE__)()
#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      ++mjtest::failures;                                                        \
      std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK failed: " #cond "\n"; \
    }                                                                            \
  } while (0)
#define CHECK_THROWS(expr)                                                              \
  do {                                                                                  \
    bool threw_ = false;                                                                \
    try {                                                                               \
      (void)(expr);                                                                     \
    } catch (const std::invalid_argument&) { threw_ = true; }                           \
    if (!threw_) {                                                                      \
      ++mjtest::failures;                                                               \
      std::cerr << __FILE__ << ":" << __LINE__ << ": expected InputError: " #expr "\n"; \
    }                                                                                   \
  } while (0)
