// Module attributes and submodules made when first read (PEP 562's module
// __getattr__): what a fresh process never reads, it never pays for. A
// Botzone bot starts a process for every turn, and one using the PyMahjongGB
// drop-in reads only mjcore._core.compat.
#pragma once
#include <pybind11/pybind11.h>

#include <functional>
#include <memory>
#include <utility>

namespace mjcore::bindings {

// `name` of module `m` is `make()`, made on its first read and then kept in
// the module like any attribute.
void serve_lazily(pybind11::module_& m, const char* name, std::function<pybind11::object()> make);

// Work done once, when first needed, by whichever thread needs it first. A thread that needs it
// while another does it waits for it (the other lets go of the GIL midway only when Python code
// runs: a finaliser during a collection, say); the working thread reading back what it has
// registered so far does not wait.
class FillOnce {
 public:
  explicit FillOnce(std::function<void()> work) : work_(std::move(work)) {}
  // Does the work unless it is done or being done; false with the Python error set if it
  // failed here (later calls find it done, as far as it went).
  bool run();

 private:
  std::function<void()> work_;
  enum class State { kPending, kRunning, kDone } state_ = State::kPending;
  unsigned long worker_ = 0;  // the thread doing it, while kRunning
};

// Module `m` is filled by `fill` when first read: on the first read of a name it lacks, or of
// dir(m); a dunder name it lacks fills nothing (the import system asks for __path__ on every
// `from m import name`). Its lazy attributes are served too. Importing it by name still works
// (it is in sys.modules from the start). Modules filled by one registration share its FillOnce.
void fill_on_first_read(pybind11::module_& m, std::shared_ptr<FillOnce> fill);

}  // namespace mjcore::bindings
