#include "useful_object.hpp"

#include "mjcore/bits.hpp"
#include "mjcore/errors.hpp"
#include "arguments.hpp"
#include "fastcall.hpp"
#include "lazy_attributes.hpp"
#include "pickling.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

struct UsefulObject {
  PyObject_HEAD TileMask tiles;
  Counts unseen;
};

PyTypeObject* useful_type = nullptr;

UsefulObject* as_useful(PyObject* self) { return reinterpret_cast<UsefulObject*>(self); }

// The tile a key names, or -1 (not a useful tile, or not a tile at all).
int useful_key(PyObject* self, PyObject* key) {
  if (!PyLong_Check(key)) return -1;
  const long t = PyLong_AsLong(key);
  if (t < 0 || t >= kTileKinds) {
    PyErr_Clear();
    return -1;
  }
  return as_useful(self)->tiles >> t & 1 ? static_cast<int>(t) : -1;
}

Py_ssize_t useful_length(PyObject* self) { return popcount64(as_useful(self)->tiles); }

PyObject* useful_getitem(PyObject* self, PyObject* key) {
  const int t = useful_key(self, key);
  if (t < 0) {
    PyErr_SetObject(PyExc_KeyError, key);
    return nullptr;
  }
  return PyLong_FromLong(as_useful(self)->unseen[t]);
}

int useful_contains(PyObject* self, PyObject* key) { return useful_key(self, key) >= 0; }

// keys, values or items as a tuple, in tile order.
PyObject* useful_tuple(PyObject* self, int what) {
  const UsefulObject* u = as_useful(self);
  PyObject* out = PyTuple_New(popcount64(u->tiles));
  if (!out) return nullptr;
  Py_ssize_t i = 0;
  for (TileMask rest = u->tiles; rest; rest &= rest - 1) {
    const int t = lowest_bit(rest);
    PyObject* item = what == 0   ? PyLong_FromLong(t)
                     : what == 1 ? PyLong_FromLong(u->unseen[t])
                                 : Py_BuildValue("(ii)", t, u->unseen[t]);
    if (!item) {
      Py_DECREF(out);
      return nullptr;
    }
    PyTuple_SET_ITEM(out, i++, item);
  }
  return out;
}

PyObject* useful_keys(PyObject* self, PyObject*) { return useful_tuple(self, 0); }
PyObject* useful_values(PyObject* self, PyObject*) { return useful_tuple(self, 1); }
PyObject* useful_items(PyObject* self, PyObject*) { return useful_tuple(self, 2); }

PyObject* useful_dict(PyObject* self) {
  PyObject* items = useful_tuple(self, 2);
  if (!items) return nullptr;
  PyObject* out = PyDict_New();
  if (out && PyDict_MergeFromSeq2(out, items, 1) != 0) Py_CLEAR(out);
  Py_DECREF(items);
  return out;
}

PyObject* useful_get(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  if (nargs < 1 || nargs > 2) {
    PyErr_SetString(PyExc_TypeError, "get() takes a tile and an optional default");
    return nullptr;
  }
  const int t = useful_key(self, args[0]);
  if (t >= 0) return PyLong_FromLong(as_useful(self)->unseen[t]);
  PyObject* fallback = nargs == 2 ? args[1] : Py_None;
  Py_INCREF(fallback);
  return fallback;
}

PyObject* useful_iter(PyObject* self) {
  PyObject* keys = useful_tuple(self, 0);
  if (!keys) return nullptr;
  PyObject* it = PyObject_GetIter(keys);
  Py_DECREF(keys);
  return it;
}

// Equal to any mapping with the same items (a dict, another UsefulTiles).
PyObject* useful_richcompare(PyObject* self, PyObject* other, int op) {
  if ((op != Py_EQ && op != Py_NE) || !(PyDict_Check(other) || Py_TYPE(other) == useful_type)) {
    Py_RETURN_NOTIMPLEMENTED;
  }
  PyObject* mine = useful_dict(self);
  PyObject* theirs = Py_TYPE(other) == useful_type ? useful_dict(other) : (Py_INCREF(other), other);
  PyObject* out = mine && theirs ? PyObject_RichCompare(mine, theirs, op) : nullptr;
  Py_XDECREF(mine);
  Py_XDECREF(theirs);
  return out;
}

// Equal to a dict with the same items, which has no hash; as frozenset beside
// set, UsefulTiles is hashed by its items (what equal UsefulTiles share).
Py_hash_t useful_hash(PyObject* self) {
  PyObject* items = useful_tuple(self, 2);
  if (!items) return -1;
  const Py_hash_t out = PyObject_Hash(items);
  Py_DECREF(items);
  return out;
}

// How UsefulTiles pickle: their (tile, copies) items, in tile order.
PyObject* useful_reduce(PyObject* self, PyObject*) {
  PyObject* items = useful_tuple(self, 2);
  if (!items) return nullptr;
  try {
    return reduce_to("_restore_useful_tiles", py::make_tuple(py::reinterpret_steal<py::object>(items))).release().ptr();
  } catch (...) {
    set_python_error_from_current_exception();
    return nullptr;
  }
}

// _restore_useful_tiles(items): (tile, unseen copies) pairs in tile order, each
// tile once, 0..4 copies.
PyObject* restore_useful_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("_restore_useful_tiles", {"items"}, 1);
  const py::handle items = parser.parse_required(args, nargs, kwnames, 1)[0];
  if (!PyTuple_Check(items.ptr()))
    throw py::type_error("items must be a tuple of (tile, copies), got " + type_name(items));
  TileMask tiles = 0;
  Counts unseen{};
  int last = -1;
  for (const py::handle item : py::reinterpret_borrow<py::tuple>(items)) {
    if (!PyTuple_Check(item.ptr()) || PyTuple_GET_SIZE(item.ptr()) != 2) {
      throw py::type_error("items must be (tile, copies) pairs, got " + type_name(item));
    }
    const auto t = static_cast<int>(int_argument(PyTuple_GET_ITEM(item.ptr(), 0), "a tile", 0, kTileKinds - 1));
    if (t <= last) throw InputError("items must name each tile once, in tile order");
    last = t;
    tiles |= TileMask{1} << t;
    unseen[t] = static_cast<std::uint8_t>(int_argument(PyTuple_GET_ITEM(item.ptr(), 1), "copies", 0, kMaxCopies));
  }
  return wrap_useful(tiles, unseen);
}

PyObject* useful_repr(PyObject* self) {
  PyObject* d = useful_dict(self);
  if (!d) return nullptr;
  PyObject* out = PyUnicode_FromFormat("UsefulTiles(%R)", d);
  Py_DECREF(d);
  return out;
}

PyObject* useful_get_total(PyObject* self, void*) {
  return PyLong_FromLong(useful_total(as_useful(self)->tiles, as_useful(self)->unseen));
}

PyObject* useful_new(PyTypeObject*, PyObject*, PyObject*) {
  PyErr_SetString(PyExc_TypeError, "UsefulTiles results come from mjcore.useful_tiles()");
  return nullptr;
}

void useful_dealloc(PyObject* self) {
  PyTypeObject* type = Py_TYPE(self);
  type->tp_free(self);
  Py_DECREF(type);  // heap types own a reference from each instance
}

// UsefulTiles is a collections.abc.Mapping for isinstance() and the typing
// stubs. Registering imports collections.abc, about a third of the import of
// mjcore in a fresh process, so it waits for the first UsefulTiles object or
// the first read of the type by name: isinstance() has neither before.
void register_as_mapping() {
  static const bool registered = [] {
    py::module_::import("collections.abc")
        .attr("Mapping")
        .attr("register")(py::handle(reinterpret_cast<PyObject*>(useful_type)));
    return true;
  }();
  (void)registered;
}

// The type as mjcore._core.UsefulTiles serves it on first read.
py::object registered_type() {
  register_as_mapping();
  return py::reinterpret_borrow<py::object>(reinterpret_cast<PyObject*>(useful_type));
}

}  // namespace

int useful_total(TileMask tiles, const Counts& unseen) {
  int total = 0;
  for (TileMask rest = tiles; rest; rest &= rest - 1) total += unseen[lowest_bit(rest)];
  return total;
}

PyObject* wrap_useful(TileMask tiles, const Counts& unseen) {
  register_as_mapping();
  PyObject* self = useful_type->tp_alloc(useful_type, 0);
  if (!self) throw py::error_already_set();
  as_useful(self)->tiles = tiles;
  as_useful(self)->unseen = unseen;
  return self;
}

void register_useful_type(py::module_& m) {
  static PyMethodDef methods[] = {
      {"keys", reinterpret_cast<PyCFunction>(&useful_keys), METH_NOARGS, R"doc(The useful tiles, in tile order.

>>> import mjcore
>>> list(mjcore.useful_tiles("123m456p789s1122z").keys())
[27, 28]
)doc"},
      {"values", reinterpret_cast<PyCFunction>(&useful_values), METH_NOARGS, R"doc(Their unseen copies.

>>> import mjcore
>>> list(mjcore.useful_tiles("123m456p789s1122z").values())
[2, 2]
)doc"},
      {"items", reinterpret_cast<PyCFunction>(&useful_items), METH_NOARGS, R"doc((tile, unseen copies) pairs.

>>> import mjcore
>>> list(mjcore.useful_tiles("123m456p789s1122z").items())
[(27, 2), (28, 2)]
)doc"},
      {"get", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&useful_get)), METH_FASTCALL,
       R"doc(The unseen copies of a useful tile, else the default.

>>> import mjcore
>>> useful = mjcore.useful_tiles("123m456p789s1122z")
>>> useful.get(27), useful.get(0), useful.get(0, 0)
(2, None, 0)
)doc"},
      {"__reduce__", reinterpret_cast<PyCFunction>(&useful_reduce), METH_NOARGS,
       "How UsefulTiles pickle: by their items."},
      {nullptr, nullptr, 0, nullptr}};
  static PyGetSetDef getters[] = {
      {"total", &useful_get_total, nullptr, "Unseen copies of all useful tiles together.", nullptr},
      {nullptr, nullptr, nullptr, nullptr, nullptr}};
  static PyType_Slot slots[] = {
      {Py_mp_length, reinterpret_cast<void*>(&useful_length)},
      {Py_mp_subscript, reinterpret_cast<void*>(&useful_getitem)},
      {Py_sq_contains, reinterpret_cast<void*>(&useful_contains)},
      {Py_tp_iter, reinterpret_cast<void*>(&useful_iter)},
      {Py_tp_richcompare, reinterpret_cast<void*>(&useful_richcompare)},
      {Py_tp_hash, reinterpret_cast<void*>(&useful_hash)},
      {Py_tp_repr, reinterpret_cast<void*>(&useful_repr)},
      {Py_tp_methods, methods},
      {Py_tp_getset, getters},
      {Py_tp_new, reinterpret_cast<void*>(&useful_new)},
      {Py_tp_dealloc, reinterpret_cast<void*>(&useful_dealloc)},
      {Py_tp_doc, const_cast<char*>(R"doc(Useful tiles {tile: copies not yet seen} (from mjcore.useful_tiles);
a read-only mapping in tile order (dict(useful) copies it; it equals a dict with the same items).

>>> import mjcore
>>> useful = mjcore.useful_tiles("123m456p789s1122z")
>>> useful[27], 28 in useful, len(useful), useful.total, useful == {27: 2, 28: 2}
(2, True, 2, 4, True)
)doc")},
      {0, nullptr}};
  static PyType_Spec spec = {"mjcore._core.UsefulTiles", sizeof(UsefulObject), 0, Py_TPFLAGS_DEFAULT, slots};
  PyObject* type = PyType_FromSpec(&spec);
  if (!type) throw py::error_already_set();
  useful_type = reinterpret_cast<PyTypeObject*>(type);
  serve_lazily(m, "UsefulTiles", registered_type);
  add_fast_entry<restore_useful_entry>(m, "_restore_useful_tiles",
                                       "Rebuilds pickled UsefulTiles (UsefulTiles.__reduce__).");
}

}  // namespace mjcore::bindings
