// Errors the core reports. Bad user input is an InputError (a ValueError in
// Python); the message names the offending token and the rule it breaks.
#pragma once
#include <stdexcept>
#include <string>

namespace mjcore {

class InputError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

}  // namespace mjcore
