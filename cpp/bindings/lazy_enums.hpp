// mjcore's enum types (Form, MeldKind, ...) are enum.Enum classes, made on
// first use rather than at import: Python's enum module is half of what
// importing mjcore would otherwise cost a fresh process (a Botzone bot starts
// one per turn), and scoring or shanten never meets an enum. The casters
// below take the place of pybind11's native_enum: a member converts to its
// C++ value and back, and nothing else converts. Every binding file sees them
// through register.hpp or arguments.hpp, so no file can convert these types
// another way.
#pragma once
#include <pybind11/pybind11.h>

#include <initializer_list>
#include <utility>
#include <vector>

#include "mjcore/decomposition.hpp"
#include "mjcore/hand.hpp"

namespace mjcore::bindings {

// The enum types, in the order their classes are kept.
enum class LazyEnum : int { Form, WaitType, WinSlot, MeldKind, MeldSource, Seat, Count };

// Which of them E is.
template <class E>
struct LazyEnumOf;
#define MJCORE_LAZY_ENUM_OF(E) \
  template <>                  \
  struct LazyEnumOf<E> : std::integral_constant<LazyEnum, LazyEnum::E> {};
MJCORE_LAZY_ENUM_OF(Form)
MJCORE_LAZY_ENUM_OF(WaitType)
MJCORE_LAZY_ENUM_OF(WinSlot)
MJCORE_LAZY_ENUM_OF(MeldKind)
MJCORE_LAZY_ENUM_OF(MeldSource)
MJCORE_LAZY_ENUM_OF(Seat)
#undef MJCORE_LAZY_ENUM_OF

// Names the class `name` of module `m` with its doc and members (name,
// value); the class itself is made when it is first asked for.
void declare_enum(pybind11::module_& m, LazyEnum which, const char* name, const char* doc,
                  std::vector<std::pair<const char*, int>> members);

template <class E>
void declare_enum(pybind11::module_& m, const char* name, const char* doc,
                  std::initializer_list<std::pair<const char*, E>> members) {
  std::vector<std::pair<const char*, int>> values;
  for (const auto& [member, value] : members) values.emplace_back(member, static_cast<int>(value));
  declare_enum(m, LazyEnumOf<E>::value, name, doc, std::move(values));
}

// The member for `value` (a borrowed reference; the class keeps it), making
// the class if it is not made yet.
PyObject* enum_member(LazyEnum which, int value);

// The value of `obj` if it is a member of the class, else -1 (before the
// class is made nothing is a member of it).
int enum_value(LazyEnum which, PyObject* obj);

}  // namespace mjcore::bindings

namespace pybind11::detail {

template <class E>
struct lazy_enum_caster {
  bool load(handle src, bool) {
    const int v = mjcore::bindings::enum_value(mjcore::bindings::LazyEnumOf<E>::value, src.ptr());
    if (v < 0) return false;
    value = static_cast<E>(v);
    return true;
  }
  static handle cast(E e, return_value_policy, handle) {
    return handle(mjcore::bindings::enum_member(mjcore::bindings::LazyEnumOf<E>::value, static_cast<int>(e))).inc_ref();
  }
  static handle cast(const E* e, return_value_policy policy, handle parent) {
    if (!e) return none().release();
    return cast(*e, policy, parent);
  }
  template <typename T>
  using cast_op_type = movable_cast_op_type<T>;
  operator E*() { return &value; }
  operator E&() { return value; }
  operator E&&() && { return std::move(value); }

 protected:
  E value{};
};

#define MJCORE_LAZY_ENUM_CASTER(E)                               \
  template <>                                                    \
  struct type_caster<mjcore::E> : lazy_enum_caster<mjcore::E> {  \
    static constexpr auto name = const_name("mjcore._core." #E); \
  };
MJCORE_LAZY_ENUM_CASTER(Form)
MJCORE_LAZY_ENUM_CASTER(WaitType)
MJCORE_LAZY_ENUM_CASTER(WinSlot)
MJCORE_LAZY_ENUM_CASTER(MeldKind)
MJCORE_LAZY_ENUM_CASTER(MeldSource)
MJCORE_LAZY_ENUM_CASTER(Seat)
#undef MJCORE_LAZY_ENUM_CASTER

}  // namespace pybind11::detail
