#include "mjcore/game/play_rules.hpp"

#include <array>
#include <string>

#include "mjcore/errors.hpp"

namespace mjcore::game {

namespace {

PlayRules mcr() {
  PlayRules r;
  r.name = "mcr";
  return r;
}

// Botzone's Chinese-Standard-Mahjong as its judge plays today: 136 tiles,
// one wall per seat, and a flower (none in this deck) would use the kong
// flag up, as the judge does (spec U-5).
PlayRules botzone() {
  PlayRules r;
  r.name = "botzone";
  r.flowers = false;
  r.shared_wall = false;
  r.flower_ends_kong_flag = true;
  return r;
}

const std::array<PlayRules, 2>& all() {
  static const std::array<PlayRules, 2> rules{botzone(), mcr()};
  return rules;
}

}  // namespace

const PlayRules* builtin_play_rules(std::string_view name) {
  for (const PlayRules& r : all()) {
    if (r.name == name) return &r;
  }
  return nullptr;
}

const std::vector<std::string>& builtin_play_rules_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const PlayRules& r : all()) out.push_back(r.name);
    return out;
  }();
  return names;
}

const PlayRules& play_rules_named(std::string_view name) {
  const PlayRules* rules = builtin_play_rules(name);
  if (!rules) {
    std::string known;
    for (const std::string& n : builtin_play_rules_names()) known += (known.empty() ? "" : ", ") + n;
    throw InputError("unknown play rules " + excerpt(name) + " (" + known + ")");
  }
  return *rules;
}

}  // namespace mjcore::game
