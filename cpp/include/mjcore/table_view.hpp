// A read-only array of a lookup table: baked into the library at build time
// (cpp/tools/bake_tables.cpp writes them), or held by a table builder.
#pragma once
#include <cstddef>
#include <vector>

namespace mjcore {

template <class T>
struct TableView {
  const T* data = nullptr;
  std::size_t size = 0;

  const T& operator[](std::size_t i) const { return data[i]; }
  std::size_t bytes() const { return size * sizeof(T); }
};

template <class T>
TableView<T> view_of(const std::vector<T>& v) {
  return {v.data(), v.size()};
}

}  // namespace mjcore
