#pragma once
#include <pybind11/pybind11.h>

#include <memory>

#include "mjcore/hand.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/notation.hpp"
#include "lazy_enums.hpp"

namespace mjcore::bindings {

// Registers the core API (module.cpp) if it is not yet: it is registered on first read, and
// code outside it that returns its types (a Meld, a Score) calls this first.
void register_core_api();

void register_tiles(pybind11::module_& m);
void register_hand(pybind11::module_& m);
void register_decompose(pybind11::module_& m, pybind11::module_& diagnostics);
void register_rule_table(pybind11::module_& m, pybind11::module_& rules);
void register_score(pybind11::module_& m);
void register_batch_context(pybind11::module_& batch);
void register_compat(pybind11::module_& m);
void register_shanten(pybind11::module_& m);
void register_compat_shanten(pybind11::module_& m);
void register_batch(pybind11::module_& m);
void register_game(pybind11::module_& m);
void register_vector_env(pybind11::module_& m);

// Shared conversions between Python values and core values.
// "canonical", "gb" or "unicode" (a str argument named notation).
Notation notation_argument(const pybind11::handle& name);
pybind11::object tile_or_none(std::uint8_t t);
// A Hand object as is, or a notation string parsed as concealed tiles;
// anything else is a TypeError naming what was passed.
Hand hand_argument(const pybind11::handle& obj);
// The Hand inside an object of exactly type Hand, else null (no registry look-up).
const Hand* exact_hand(const pybind11::handle& obj);
// A compiled rule table from a ruleset name ('mcr'), a Ruleset, a RuleTable or None (mcr).
std::shared_ptr<const RuleTable> table_of_ruleset(const pybind11::handle& ruleset);
// The same, and whether the argument is a Ruleset, which a result keeps for what
// only Python holds (its payments); a name or a table is the table's own name.
struct RulesetArgument {
  std::shared_ptr<const RuleTable> table;
  bool keep = false;
};
RulesetArgument ruleset_argument(const pybind11::handle& ruleset);
// A RuleTable object's own shared pointer, else null (no registry look-up).
const std::shared_ptr<RuleTable>* exact_table(const pybind11::handle& obj);

}  // namespace mjcore::bindings
