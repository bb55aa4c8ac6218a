// mjcore._core.game: the table's state machine (cpp/src/game) for
// mjcore.game.Game, which checks the arguments' types and builds the Python
// objects of a result. This file translates values and nothing else.
#include <pybind11/stl.h>

#include <array>
#include <string>
#include <vector>

#include "mjcore/builtin_rulesets.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/game/agents.hpp"
#include "mjcore/game/deck.hpp"
#include "mjcore/game/game.hpp"
#include "mjcore/game/observation.hpp"
#include "mjcore/game/vector_env.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

using game::EndReason;
using game::EventKind;
using game::Game;
using game::PlayRules;

constexpr std::array<const char*, game::kEventKinds> kEventNames = {
    "flower", "draw", "discard", "chow", "pung", "kong", "concealed_kong", "added_kong", "win", "exhausted", "offence"};
constexpr std::array<const char*, 5> kReasonNames = {"", "win", "exhausted", "false_win", "invalid"};
constexpr std::array<const char*, 4> kMeldNames = {"chow", "pung", "kong", "concealed_kong"};

int seat_argument(int seat) {
  if (seat < 0 || seat >= game::kSeats) throw InputError("seat must be 0..3, got " + std::to_string(seat));
  return seat;
}

// One table: the engine and the wall it was dealt from.
class Table {
 public:
  Table(const std::string& rules, std::vector<Tile> wall, int prevalent_wind, int dealer)
      : game_(game::play_rules_named(rules), builtin_rule_table(game::play_rules_named(rules).scoring)),
        wall_(std::move(wall)) {
    if (prevalent_wind < 0 || prevalent_wind > 3)
      throw InputError("prevalent_wind must be 0..3 (E S W N), got " + std::to_string(prevalent_wind));
    if (dealer < 0 || dealer > 3) throw InputError("dealer must be 0..3 (a seat), got " + std::to_string(dealer));
    game::check_wall(game_.rules(), wall_);
    game_.reset(wall_, prevalent_wind, dealer);
  }

  bool done() const { return game_.done(); }

  py::list to_act() const {
    std::array<std::int8_t, game::kSeats> seats{};
    const int n = game_.to_act(seats);
    py::list out(n);
    for (int i = 0; i < n; ++i) out[i] = py::int_(seats[i]);
    return out;
  }

  py::list legal_actions(int seat) const {
    const game::ActionSet legal = game_.legal(seat_argument(seat));
    py::list out(legal.size());
    int i = 0;
    for (int w = 0; w < 2; ++w) {
      for (std::uint64_t bits = legal.words[w]; bits; bits &= bits - 1)
        out[i++] = py::int_(w * 64 + __builtin_ctzll(bits));
    }
    return out;
  }

  py::bytes legal_mask(int seat) const {
    const game::ActionSet legal = game_.legal(seat_argument(seat));
    std::string mask(game::kActionCount, '\0');
    for (int a = 0; a < game::kActionCount; ++a) mask[a] = legal.has(a) ? 1 : 0;
    return py::bytes(mask);
  }

  void act(int seat, int action) { game_.act(seat_argument(seat), action); }

  // The built-in greedy player's choice for seat now (-1 unless it must act).
  int greedy_action(int seat) const {
    if (!game_.must_act(seat_argument(seat))) return -1;
    game::SplitMix64 unused(0);  // the greedy player draws nothing at random
    return game::choose(game::Agent::Greedy, game_, seat, unused);
  }

  void penalize(int seat, const std::string& reason) {
    if (reason != "false_win" && reason != "invalid")
      throw InputError("reason must be 'false_win' or 'invalid', got " + excerpt(reason));
    game_.penalize(seat_argument(seat), reason == "false_win" ? EndReason::FalseWin : EndReason::Invalid);
  }

  py::list events() const {
    const auto& events = game_.events();
    py::list out(events.size());
    for (std::size_t i = 0; i < events.size(); ++i) {
      const game::Event& e = events[i];
      out[i] = py::make_tuple(kEventNames[static_cast<int>(e.kind)], e.seat, e.tile, e.other);
    }
    return out;
  }

  py::tuple hand(int seat) const {
    const game::SeatState& s = game_.seat(seat_argument(seat));
    py::list melds;
    for (int i = 0; i < s.n_melds; ++i) {
      const game::TableMeld& m = s.melds[i];
      melds.append(py::make_tuple(kMeldNames[static_cast<int>(m.kind)], m.tile, m.giver));
    }
    std::vector<int> concealed(s.concealed.begin(), s.concealed.end());
    std::vector<int> flowers(s.flowers.begin(), s.flowers.begin() + s.n_flowers);
    return py::make_tuple(concealed, melds, flowers);
  }

  std::vector<int> river(int seat) const {
    const game::SeatState& s = game_.seat(seat_argument(seat));
    return std::vector<int>(s.river.begin(), s.river.begin() + s.n_river);
  }

  std::vector<std::vector<int>> walls() const {
    std::vector<std::vector<int>> out;
    for (int w = 0; w < (game_.walls().shared() ? 1 : game::kSeats); ++w) {
      const std::vector<Tile> left = game_.walls().remaining(w);
      out.emplace_back(left.begin(), left.end());
    }
    return out;
  }

  py::bytes observation(int seat) const {
    std::string out(game::kObservationSize, '\0');
    game::observe(game_, seat_argument(seat), reinterpret_cast<std::uint8_t*>(out.data()));
    return py::bytes(out);
  }

  // (phase, actor, tile): who decides now and about what; ("done", -1, -1) at the end.
  py::tuple decision() const {
    static constexpr std::array<const char*, 5> kPhases = {"after_draw", "after_claim", "on_discard", "on_added_kong",
                                                           "done"};
    const game::Phase p = game_.phase();
    if (p == game::Phase::Done) return py::make_tuple("done", -1, -1);
    return py::make_tuple(kPhases[static_cast<int>(p)], game_.actor(), game_.tile());
  }

  std::vector<int> wall() const { return std::vector<int>(wall_.begin(), wall_.end()); }

  // None while the hand goes on; else (reason, winner or offender, winning
  // tile, from seat, total, context keywords, payments).
  py::object result() const {
    if (!game_.done()) return py::none();
    const game::GameResult& r = game_.result();
    py::dict context;
    if (r.reason == EndReason::Win) {
      context["self_drawn"] = r.context.self_drawn;
      context["last_tile"] = r.context.last_tile;
      context["kong"] = r.context.kong;
      context["fourth_tile"] = r.context.fourth_tile;
      context["seat_wind"] = r.context.seat_wind;
      context["prevalent_wind"] = r.context.prevalent_wind;
      context["flowers"] = r.flowers;
      context["first_turn"] = r.context.first_turn;
      context["first_round_discard"] = r.context.first_round_discard;
      context["ready_at_deal"] = r.context.ready_at_deal;
      context["discard_after_kong"] = r.context.discard_after_kong;
    }
    return py::make_tuple(kReasonNames[static_cast<int>(r.reason)], r.winner, r.win_tile, r.from_seat, r.total, context,
                          py::make_tuple(r.payments[0], r.payments[1], r.payments[2], r.payments[3]));
  }

 private:
  Game game_;
  std::vector<Tile> wall_;
};

std::vector<Tile> wall_from_bytes(const py::bytes& wall) {
  const std::string tiles = wall;
  return std::vector<Tile>(tiles.begin(), tiles.end());
}

}  // namespace

void register_game(py::module_& m) {
  m.attr("ACTION_COUNT") = game::kActionCount;
  // The action space's landmarks (docs/game.md "The action space"), from the engine's one list.
  py::dict actions;
  actions["DISCARD"] = game::kDiscard;
  actions["CONCEALED_KONG"] = game::kConcealedKong;
  actions["ADDED_KONG"] = game::kAddedKong;
  actions["WIN"] = game::kWin;
  actions["PASS"] = game::kPass;
  actions["CHOW_LOWEST"] = game::kChowLowest;
  actions["CHOW_MIDDLE"] = game::kChowMiddle;
  actions["CHOW_HIGHEST"] = game::kChowHighest;
  actions["PUNG"] = game::kPung;
  actions["KONG"] = game::kKong;
  m.attr("ACTIONS") = actions;
  m.def(
      "derive_seed", [](std::uint64_t seed, std::uint64_t k) { return game::derive_seed(seed, k); }, py::arg("seed"),
      py::arg("k"), "The seed of hand k of a stream (docs/game.md)");
  m.def("play_rules_names", [] { return game::builtin_play_rules_names(); }, "The built-in play rules' names");
  m.def(
      "play_rules_scoring", [](const std::string& rules) { return game::play_rules_named(rules).scoring; },
      py::arg("rules"), "The scoring ruleset a win under these play rules is scored with");
  m.def(
      "play_rules_facts",
      [](const std::string& name) {
        const PlayRules& r = game::play_rules_named(name);
        py::dict out;
        out["scoring"] = r.scoring;
        out["honors"] = r.honors;
        out["flowers"] = r.flowers;
        out["shared_wall"] = r.shared_wall;
        out["flower_ends_kong_flag"] = r.flower_ends_kong_flag;
        out["chow_claims"] = r.chow_claims;
        out["base_payment"] = r.base_payment;
        out["offence_penalty"] = r.offence_penalty;
        return out;
      },
      py::arg("rules"), "What the play rules are, for the layers that speak about them (mjcore.botzone)");
  m.def(
      "shuffled_wall",
      [](const std::string& rules, std::uint64_t seed) {
        const std::vector<Tile> tiles = game::shuffled_deck(game::play_rules_named(rules), seed);
        return std::vector<int>(tiles.begin(), tiles.end());
      },
      py::arg("rules"), py::arg("seed"), "The rules' deck shuffled with the documented generator");
  py::class_<Table>(m, "Table", "One hand at the table (mjcore.game.Game wraps it)")
      .def(py::init([](const std::string& rules, const py::bytes& wall, int prevalent_wind, int dealer) {
             return Table(rules, wall_from_bytes(wall), prevalent_wind, dealer);
           }),
           py::arg("rules"), py::arg("wall"), py::arg("prevalent_wind"), py::arg("dealer"))
      .def_property_readonly("done", &Table::done)
      .def("to_act", &Table::to_act)
      .def("legal_actions", &Table::legal_actions, py::arg("seat"))
      .def("legal_mask", &Table::legal_mask, py::arg("seat"))
      .def("act", &Table::act, py::arg("seat"), py::arg("action"))
      .def("greedy_action", &Table::greedy_action, py::arg("seat"))
      .def("penalize", &Table::penalize, py::arg("seat"), py::arg("reason"))
      .def("events", &Table::events)
      .def("hand", &Table::hand, py::arg("seat"))
      .def("river", &Table::river, py::arg("seat"))
      .def("walls", &Table::walls)
      .def("wall", &Table::wall)
      .def("observation", &Table::observation, py::arg("seat"))
      .def("decision", &Table::decision)
      .def("result", &Table::result)
      .def("clone", [](const Table& t) { return Table(t); });
}

}  // namespace mjcore::bindings
