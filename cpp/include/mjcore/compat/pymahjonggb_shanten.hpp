// PyMahjongGB 1.4.0's shanten, for its drop-in: read from the standing tiles'
// shapes alone. Its search never counts copies, so a tile held four times
// may still be drawn (a fifth copy) in a regular or knitted-straight shape,
// and the copies inside packs are not looked at; on every hand without a
// tile held four times its answers are the core's exact ones on the
// standing tiles (tests/test_shanten_mahjonggb.py holds both to that).
#pragma once
#include "mjcore/shanten.hpp"

namespace mjcore::compat {

// `standing`: 1, 4, 7, 10 or 13 tiles, at most four of a kind (InputError
// otherwise). The least over the five forms (MahjongShanten).
int pymahjonggb_shanten(const Counts& standing);
// One form's shanten and the tiles PyMahjongGB calls useful (<Form>Shanten);
// kNoShanten when the form takes no hand of this size.
Useful pymahjonggb_useful(const Counts& standing, Form form);

}  // namespace mjcore::compat
