#pragma once
#include <pybind11/pybind11.h>

#include "mjcore/hand.hpp"
#include "mjcore/notation.hpp"

namespace mjcore::bindings {

void register_tiles(pybind11::module_& m);
void register_hand(pybind11::module_& m);
void register_decompose(pybind11::module_& m);
void register_score(pybind11::module_& m);

// Shared conversions between Python values and core values.
Notation notation_from(const std::string& name);
pybind11::object tile_or_none(std::uint8_t t);
// A Hand object as is, or a notation string parsed as concealed tiles;
// anything else is a TypeError naming what was passed.
Hand hand_argument(const pybind11::handle& obj);

}  // namespace mjcore::bindings
