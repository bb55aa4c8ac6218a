// Errors the core reports. Bad user input is an InputError (a ValueError in
// Python); the message names the offending token and the rule it breaks.
#pragma once
#include <stdexcept>
#include <string>
#include <string_view>

namespace mjcore {

class InputError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// User text as a message quotes it: control characters escaped (a NUL would
// end the message), and past 80 bytes only the first 60 (cut before a
// continuation byte) and "…": the input may be megabytes.
std::string excerpt(std::string_view text);

}  // namespace mjcore
