// mjcore._core.game.Tables and play_hands: many tables stepped, and whole
// hands played by the built-in agents, over NumPy arrays with the GIL
// released (mjcore.game.VectorEnv allocates the arrays and wraps them).
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "mjcore/builtin_rulesets.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/game/vector_env.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

using game::VectorEnv;

template <typename T>
using Array = py::array_t<T, py::array::c_style>;

// The array the Python layer made for `name`: exactly this dtype and shape,
// C-contiguous and writable (a converted copy would lose what is written).
template <typename T>
T* checked(const py::handle& given, const char* name, std::vector<py::ssize_t> shape) {
  if (!py::isinstance<Array<T>>(given)) {
    throw py::value_error(std::string(name) + " must be a C-contiguous array of dtype " +
                          py::str(py::dtype::of<T>()).cast<std::string>());
  }
  auto a = py::reinterpret_borrow<Array<T>>(given);
  if (a.ndim() != static_cast<py::ssize_t>(shape.size()))
    throw py::value_error(std::string(name) + " has the wrong shape");
  for (std::size_t d = 0; d < shape.size(); ++d) {
    if (a.shape(d) != shape[d]) throw py::value_error(std::string(name) + " has the wrong shape");
  }
  return a.mutable_data();
}

game::Agent agent_named(const std::string& name) {
  if (name == "random") return game::Agent::Random;
  if (name == "greedy") return game::Agent::Greedy;
  throw InputError("agent must be 'random' or 'greedy', got " + excerpt(name));
}

class Tables {
 public:
  Tables(const std::string& rules, int n, std::uint64_t seed)
      : env_(game::play_rules_named(rules), builtin_rule_table(game::play_rules_named(rules).scoring), n, seed) {}

  void reset(int threads, py::handle obs, py::handle mask, py::handle seat) {
    const game::EnvOutputs out = outputs(obs, mask, seat, py::none(), py::none(), false);
    py::gil_scoped_release release;
    env_.reset(threads, out);
  }

  void step(py::handle actions, int threads, py::handle obs, py::handle mask, py::handle seat, py::handle reward,
            py::handle done) {
    const std::int32_t* acts = checked<std::int32_t>(actions, "actions", {n()});
    const game::EnvOutputs out = outputs(obs, mask, seat, reward, done, true);
    py::gil_scoped_release release;
    env_.step(acts, threads, out);
  }

 private:
  py::ssize_t n() const { return env_.size(); }
  game::EnvOutputs outputs(py::handle obs, py::handle mask, py::handle seat, py::handle reward, py::handle done,
                           bool stepping) {
    game::EnvOutputs out;
    out.obs = checked<std::uint8_t>(obs, "obs", {n(), game::kObservationSize});
    out.mask = reinterpret_cast<std::uint8_t*>(checked<bool>(mask, "mask", {n(), game::kActionCount}));
    out.seat = checked<std::int32_t>(seat, "seat", {n()});
    if (stepping) {
      out.reward = checked<std::int32_t>(reward, "reward", {n(), game::kSeats});
      out.done = reinterpret_cast<std::uint8_t*>(checked<bool>(done, "done", {n()}));
    }
    return out;
  }

  VectorEnv env_;
};

py::dict play_hands(const std::string& rules, const std::vector<std::string>& agents, std::uint64_t seed,
                    std::int64_t hands, int threads) {
  if (agents.size() != game::kSeats) throw InputError("agents must name one agent per seat (4)");
  if (hands < 0) throw InputError("hands must be >= 0, got " + std::to_string(hands));
  std::array<game::Agent, game::kSeats> players{};
  for (int s = 0; s < game::kSeats; ++s) players[s] = agent_named(agents[s]);
  const game::PlayRules& play = game::play_rules_named(rules);
  const auto table = builtin_rule_table(play.scoring);
  std::vector<game::HandOutcome> outcomes(static_cast<std::size_t>(hands));
  {
    py::gil_scoped_release release;
    game::play_hands(play, table, players, seed, hands, threads, outcomes.data());
  }
  Array<std::uint8_t> reason(hands);
  Array<std::int8_t> winner(hands), from_seat(hands);
  Array<std::int32_t> total(hands), steps(hands);
  Array<std::int32_t> payments({static_cast<py::ssize_t>(hands), static_cast<py::ssize_t>(game::kSeats)});
  for (std::int64_t k = 0; k < hands; ++k) {
    const game::HandOutcome& o = outcomes[static_cast<std::size_t>(k)];
    reason.mutable_at(k) = static_cast<std::uint8_t>(o.reason);
    winner.mutable_at(k) = o.winner;
    from_seat.mutable_at(k) = o.from_seat;
    total.mutable_at(k) = o.total;
    steps.mutable_at(k) = o.steps;
    for (int s = 0; s < game::kSeats; ++s) payments.mutable_at(k, s) = o.payments[s];
  }
  py::dict out;
  out["reason"] = reason;
  out["winner"] = winner;
  out["from_seat"] = from_seat;
  out["total"] = total;
  out["steps"] = steps;
  out["payments"] = payments;
  return out;
}

}  // namespace

void register_vector_env(py::module_& m) {
  m.attr("OBSERVATION_SIZE") = game::kObservationSize;
  py::class_<Tables>(m, "Tables", "Many tables stepped together (mjcore.game.VectorEnv wraps it)")
      .def(py::init<const std::string&, int, std::uint64_t>(), py::arg("rules"), py::arg("n"), py::arg("seed"))
      .def("reset", &Tables::reset, py::arg("threads"), py::arg("obs"), py::arg("mask"), py::arg("seat"))
      .def("step", &Tables::step, py::arg("actions"), py::arg("threads"), py::arg("obs"), py::arg("mask"),
           py::arg("seat"), py::arg("reward"), py::arg("done"));
  m.def("play_hands", &play_hands, py::arg("rules"), py::arg("agents"), py::arg("seed"), py::arg("hands"),
        py::arg("threads"), "Whole hands played by built-in agents: per-hand arrays");
}

}  // namespace mjcore::bindings
