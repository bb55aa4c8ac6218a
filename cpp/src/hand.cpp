#include "mjcore/hand.hpp"

#include "mjcore/errors.hpp"

namespace mjcore {
namespace {

const char* kind_name(MeldKind k, MeldSource s) {
  if (k == MeldKind::Kong) return s == MeldSource::Concealed ? "ankan" : "kong";
  return k == MeldKind::Chow ? "chow" : "pung";
}

const char* seat_name(Seat s) {
  switch (s) {
    case Seat::Left: return "left";
    case Seat::Across: return "across";
    case Seat::Right: return "right";
    case Seat::None: break;
  }
  return "";
}

std::string tile_list(const std::vector<Tile>& tiles) { return render_tiles(tiles, Notation::Canonical); }

}  // namespace

int Hand::concealed_count() const {
  int n = 0;
  for (auto c : concealed) n += c;
  return n;
}

Counts Hand::full_concealed() const {
  Counts c = concealed;
  if (has_win()) ++c[win];
  return c;
}

Counts Hand::meld_tiles() const {
  Counts c{};
  for (int i = 0; i < n_melds; ++i) {
    const Meld& m = melds[i];
    if (m.kind == MeldKind::Chow) {
      for (int k = 0; k < 3; ++k) ++c[m.first + k];
    } else {
      c[m.first] = static_cast<std::uint8_t>(c[m.first] + m.size());
    }
  }
  return c;
}

Counts Hand::all_tiles() const {
  Counts c = meld_tiles();
  const Counts held = full_concealed();
  for (int t = 0; t < kTileKinds; ++t) c[t] = static_cast<std::uint8_t>(c[t] + held[t]);
  return c;
}

void validate_meld(const Meld& m) {
  if (!is_valid_tile(m.first))
    throw InputError("meld tile index " + std::to_string(m.first) + " is not a tile (0..33)");
  const auto name = [&] { return render_meld(m, Notation::Canonical); };  // for messages only
  if (m.kind == MeldKind::Chow && !can_start_chow(m.first)) {
    throw InputError("impossible chow starting at " + render_tile(m.first, Notation::Canonical) +
                     ": a chow is three consecutive tiles of one suit (1-7 start), never honours");
  }
  if (m.source == MeldSource::Hand)
    throw InputError("declared meld '" + name() + "' must be exposed or a concealed kong");
  if (m.source == MeldSource::Concealed && m.kind != MeldKind::Kong) {
    throw InputError("only a kong can be declared concealed, not '" + name() + "'");
  }
  if (m.source == MeldSource::Concealed && m.claimed_from != Seat::None) {
    throw InputError("concealed kong '" + name() + "' cannot have been claimed from another player");
  }
  if (m.kind == MeldKind::Chow && m.claimed_from != Seat::None && m.claimed_from != Seat::Left) {
    throw InputError("chow '" + name() + "' can only be claimed from the left (the previous player)");
  }
  if (m.kind != MeldKind::Chow && m.claimed_index != 0) {
    throw InputError("only a chow records which of its tiles was claimed ('" + name() + "')");
  }
  if (m.claimed_index > 3) throw InputError("claimed tile position must be 1..3 in '" + name() + "'");
}

Hand make_hand(const Counts& concealed, const Meld* melds, int n_melds, std::uint8_t win, int flowers) {
  if (n_melds < 0 || n_melds > kMaxMelds) {
    throw InputError("a hand has at most 4 declared melds, got " + std::to_string(n_melds));
  }
  Hand h;
  h.concealed = concealed;
  for (int i = 0; i < n_melds; ++i) {
    validate_meld(melds[i]);
    h.melds[h.n_melds++] = melds[i];
  }
  if (win != kNoTile && !is_valid_tile(win)) {
    throw InputError("winning tile index " + std::to_string(win) + " is not a tile (0..33)");
  }
  h.win = win;
  if (flowers < 0) throw InputError("flower count cannot be negative, got " + std::to_string(flowers));
  if (flowers > kFlowerKinds) throw InputError("at most 8 flowers, got " + std::to_string(flowers));
  h.flowers = static_cast<std::uint8_t>(flowers);

  const Counts all = h.all_tiles();
  for (int t = 0; t < kTileKinds; ++t) {
    // Concealed counts above 4 are caught here too, before any could wrap.
    if (concealed[t] > kMaxCopies || all[t] > kMaxCopies) {
      const int copies = concealed[t] > kMaxCopies ? concealed[t] : all[t];
      throw InputError("tile " + tile_list({static_cast<Tile>(t)}) + " appears " + std::to_string(copies) +
                       " times across hand, melds and winning tile (at most 4)");
    }
  }
  const int n = h.concealed_count();
  const int expected = 13 - 3 * h.n_melds;
  if (h.has_win()) {
    if (n != expected) {
      throw InputError("with " + std::to_string(h.n_melds) + " declared meld(s) the concealed part must hold " +
                       std::to_string(expected) + " tiles plus the winning tile, got " + std::to_string(n) +
                       (n == expected + 1 ? " (is the winning tile also listed in the hand?)" : ""));
    }
  } else if (n != expected && n != expected + 1) {
    throw InputError("with " + std::to_string(h.n_melds) + " declared meld(s) the concealed part must hold " +
                     std::to_string(expected) + " or " + std::to_string(expected + 1) + " tiles, got " +
                     std::to_string(n));
  }
  return h;
}

Hand make_hand(const std::vector<Tile>& concealed, const std::vector<Meld>& melds, std::uint8_t win,
               const std::vector<std::uint8_t>& flowers, int extra_flowers) {
  Counts counts{};
  for (Tile t : concealed) {
    if (!is_valid_tile(t)) throw InputError("tile index " + std::to_string(t) + " is not a tile (0..33)");
    if (counts[t] == kMaxCopies) {
      throw InputError("tile " + tile_list({t}) + " appears " + std::to_string(kMaxCopies + 1) +
                       " times across hand, melds and winning tile (at most 4)");
    }
    ++counts[t];
  }
  std::uint8_t mask = 0;
  for (auto f : flowers) {
    if (f >= kFlowerKinds) throw InputError("flower " + std::to_string(f) + " does not exist (8 flowers)");
    if (mask & (1u << f)) {
      throw InputError("flower " + render_flowers({f}, Notation::Canonical) + " appears twice (each flower is unique)");
    }
    mask = static_cast<std::uint8_t>(mask | (1u << f));
  }
  if (extra_flowers < 0) throw InputError("flower count cannot be negative, got " + std::to_string(extra_flowers));
  // Checked before adding: a count near INT_MAX would wrap the sum negative.
  if (extra_flowers > kFlowerKinds - static_cast<int>(flowers.size())) {
    throw InputError(
        "at most 8 flowers, got " + std::to_string(static_cast<long long>(flowers.size()) + extra_flowers) +
        (flowers.empty()
             ? ""
             : " (" + std::to_string(flowers.size()) + " as tiles, " + std::to_string(extra_flowers) + " as a count)"));
  }
  if (melds.size() > kMaxMelds) {
    throw InputError("a hand has at most 4 declared melds, got " + std::to_string(melds.size()));
  }
  Hand h = make_hand(counts, melds.data(), static_cast<int>(melds.size()), win,
                     static_cast<int>(flowers.size()) + extra_flowers);
  h.flower_mask = mask;
  return h;
}

Meld parse_meld(std::string_view text) {
  const std::string whole = excerpt(text);  // as messages quote it
  std::size_t sp = text.find(' ');
  if (sp == std::string_view::npos) {
    throw InputError("meld '" + whole + "' must read KIND TILES, e.g. 'chow 456s', 'pung 777z@across', 'ankan 9999s'");
  }
  const std::string_view kind = text.substr(0, sp);
  std::string_view rest = text.substr(sp + 1);
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  std::string_view claim;
  if (const std::size_t at = rest.find('@'); at != std::string_view::npos) {
    claim = rest.substr(at + 1);
    rest = rest.substr(0, at);
    if (claim.empty())
      throw InputError("meld '" + whole + "': '@' names no one (@left, @across, @right, or a chow's tile)");
  }
  struct KindName {
    const char* name;
    MeldKind kind;
    MeldSource source;
    std::size_t tiles;
  };
  static constexpr KindName kKinds[] = {{"chow", MeldKind::Chow, MeldSource::Exposed, 3},
                                        {"pung", MeldKind::Pung, MeldSource::Exposed, 3},
                                        {"kong", MeldKind::Kong, MeldSource::Exposed, 4},
                                        {"ankan", MeldKind::Kong, MeldSource::Concealed, 4}};
  const KindName* named = nullptr;
  for (const KindName& k : kKinds) named = kind == k.name ? &k : named;
  if (!named)
    throw InputError("unknown meld kind '" + excerpt(kind) + "' in '" + whole + "' (chow, pung, kong, ankan)");
  Meld m;
  m.kind = named->kind;
  m.source = named->source;
  const std::size_t want = named->tiles;
  const ParsedTiles p = parse_tiles(rest);
  if (!p.flowers.empty()) throw InputError("flower tiles cannot form a meld ('" + whole + "')");
  if (p.tiles.size() != want) {
    throw InputError("meld '" + whole + "': a " + std::string(kind) + " has " + std::to_string(want) + " tiles, got " +
                     std::to_string(p.tiles.size()));
  }
  std::vector<Tile> tiles = p.tiles;
  for (std::size_t i = 1; i < tiles.size(); ++i) {  // insertion sort, 3-4 items
    for (std::size_t j = i; j > 0 && tiles[j] < tiles[j - 1]; --j) std::swap(tiles[j], tiles[j - 1]);
  }
  m.first = tiles[0];
  if (m.kind == MeldKind::Chow) {
    if (!can_start_chow(tiles[0]) || tiles[1] != tiles[0] + 1 || tiles[2] != tiles[0] + 2) {
      throw InputError("impossible chow '" + whole + "': a chow is three consecutive tiles of one suit, never honours");
    }
  } else {
    for (Tile t : tiles) {
      if (t != tiles[0]) throw InputError("meld '" + whole + "': a " + std::string(kind) + " is identical tiles");
    }
  }
  if (!claim.empty()) {
    if (m.source == MeldSource::Concealed) {
      throw InputError("concealed kong '" + whole + "' cannot have been claimed from another player");
    }
    if (m.kind == MeldKind::Chow && claim == "left") {
      m.claimed_from = Seat::Left;
    } else if (m.kind == MeldKind::Chow && (claim == "across" || claim == "right")) {
      throw InputError("chow '" + whole + "' can only be claimed from the left (or name the claimed tile, e.g. @5s)");
    } else if (m.kind == MeldKind::Chow) {
      const Tile ct = parse_tile(claim);
      if (!m.contains(ct)) throw InputError("claimed tile in '" + whole + "' is not part of the chow");
      m.claimed_from = Seat::Left;
      m.claimed_index = static_cast<std::uint8_t>(ct - m.first + 1);
    } else if (claim == "left") m.claimed_from = Seat::Left;
    else if (claim == "across") m.claimed_from = Seat::Across;
    else if (claim == "right") m.claimed_from = Seat::Right;
    else throw InputError("unknown seat '" + std::string(claim) + "' in '" + whole + "' (left, across, right)");
  }
  validate_meld(m);
  return m;
}

std::string render_meld(const Meld& m, Notation n) {
  std::vector<Tile> tiles;
  for (int k = 0; k < m.size(); ++k)
    tiles.push_back(static_cast<Tile>(m.kind == MeldKind::Chow ? m.first + k : m.first));
  std::string out = std::string(kind_name(m.kind, m.source)) + " " + render_tiles(tiles, n);
  if (m.kind == MeldKind::Chow && m.claimed_index != 0) {
    out += "@" + render_tile(static_cast<Tile>(m.first + m.claimed_index - 1), n);
  } else if (m.kind != MeldKind::Chow && m.claimed_from != Seat::None) {
    out += std::string("@") + seat_name(m.claimed_from);
  }
  return out;
}

}  // namespace mjcore
