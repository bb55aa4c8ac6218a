// libFuzzer harness: tile and meld notation. Any bytes either parse or raise
// InputError; what parses renders and parses back to the same tiles.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "mjcore/errors.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/notation.hpp"

using namespace mjcore;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const ParsedTiles p = parse_tiles(text);
    for (Notation n : {Notation::Canonical, Notation::GB, Notation::Unicode}) {
      if (!p.tiles.empty() && parse_tiles(render_tiles(p.tiles, n)).tiles != p.tiles) std::abort();
      if (!p.flowers.empty() && parse_tiles(render_flowers(p.flowers, n)).flowers != p.flowers) std::abort();
    }
  } catch (const InputError&) {}
  try {
    const Meld m = parse_meld(text);
    if (parse_meld(render_meld(m, Notation::Canonical)).first != m.first) std::abort();
  } catch (const InputError&) {}
  return 0;
}
