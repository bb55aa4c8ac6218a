// The win context, under its MCR-era names (see mjcore/context.hpp).
#pragma once
#include "mjcore/context.hpp"

namespace mjcore::mcr {

using mjcore::WinContext;
using mjcore::validate_context;

}  // namespace mjcore::mcr
