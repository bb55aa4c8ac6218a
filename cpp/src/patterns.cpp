#include "mjcore/patterns.hpp"

namespace mjcore {
namespace {

// Same order as the Pattern enum.
constexpr const char* kIds[] = {
    "big_four_winds", "big_three_dragons", "all_green", "nine_gates", "four_kongs", "seven_shifted_pairs",
    "thirteen_orphans", "all_terminals", "little_four_winds", "little_three_dragons", "all_honors",
    "four_concealed_pungs", "pure_terminal_chows", "quadruple_chow", "four_pure_shifted_pungs",
    "four_pure_shifted_chows", "three_kongs", "all_terminals_and_honors", "seven_pairs",
    "greater_honors_and_knitted_tiles", "all_even_pungs", "full_flush", "pure_triple_chow",
    "pure_shifted_pungs", "upper_tiles", "middle_tiles", "lower_tiles", "pure_straight",
    "three_suited_terminal_chows", "pure_shifted_chows", "all_five", "triple_pung", "three_concealed_pungs",
    "lesser_honors_and_knitted_tiles", "knitted_straight", "upper_four", "lower_four", "big_three_winds",
    "mixed_straight", "reversible_tiles", "mixed_triple_chow", "mixed_shifted_pungs", "chicken_hand",
    "last_tile_draw", "last_tile_claim", "out_with_replacement_tile", "robbing_the_kong", "all_pungs",
    "half_flush", "mixed_shifted_chows", "all_types", "melded_hand", "two_concealed_kongs",
    "two_dragons_pungs", "outside_hand", "fully_concealed_hand", "two_melded_kongs", "last_tile",
    "dragon_pung", "prevalent_wind", "seat_wind", "concealed_hand", "all_chows", "tile_hog", "double_pung",
    "two_concealed_pungs", "concealed_kong", "all_simples", "pure_double_chow", "mixed_double_chow",
    "short_straight", "two_terminal_chows", "pung_of_terminals_or_honors", "melded_kong",
    "one_voided_suit", "no_honors", "edge_wait", "closed_wait", "single_wait", "self_drawn",
    "flower_tiles", "concealed_kong_and_melded_kong",
    // General catalogue
    "dragon_seven_pairs", "double_dragon_seven_pairs", "triple_dragon_seven_pairs", "pure_outside_hand",
    "single_color", "nine_gates_shape", "identical_chow_pair", "two_identical_chow_pairs", "heavenly_hand",
    "earthly_hand", "earthly_self_drawn", "heavenly_ready", "discard_after_kong", "closed_hand", "wait_two_sided",
    "wait_edge", "wait_closed", "wait_single", "wait_dual_pung", "mixed_four_shifted_pungs",
    "mixed_four_shifted_chows", "two_suit_shifted_pungs", "two_suit_shifted_chows", "pair_258", "terminal_pair",
    "all_sequences", "small_three_winds", "one_kong", "two_kongs", "small_triple_pung", "concealed_pung", "kong",
    "root", "golden_single_wait", "all_258", "all_258_pungs", "mixed_pungs", "pure_pungs",
    "all_concealed_pungs", "nothing_declared", "nothing_declared_no_flowers", "kong_on_kong", "human_hand", "seat_flower", "flower_set", "no_flowers",
};
static_assert(sizeof(kIds) / sizeof(kIds[0]) == kPatternCount, "one id per Pattern");

}  // namespace

const char* pattern_id(Pattern p) { return kIds[index_of(p)]; }

}  // namespace mjcore
