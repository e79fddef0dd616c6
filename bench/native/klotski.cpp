// Breadth-first search for the fewest moves (any distance along any path
// counts 1) on classic 4x5 华容道 boards: the same work as puzzlekit's
// `breadthFirst` on the fast path (src/puzzles/sliding-blocks/standard-path.ts):
// the same key, the same order of successors, each state's parent kept, and
// the same stop at the first goal stored, so both store the same states.
#include <cstring>
#include <string>
#include "common.hpp"

enum { EMPTY_ITEM = 0, WIDE = 1, TALL = 2, SINGLE = 3, BLOCK = 4, W = 4, H = 5, CELLS = 20 };
static const int ROWS[5] = {1, 1, 2, 1, 2}, COLS[5] = {1, 2, 1, 1, 2};
static const uint32_t ALL = (1u << CELLS) - 1, NOT_COL0 = 0xeeeee, NOT_COL3 = 0x77777, NOT_ROW4 = 0x0ffff;
static const uint64_t BLOCK_UNIT = 1ull << 40;
static uint32_t MASK[5 * CELLS], AROUND[5 * CELLS];
static uint64_t CONTRIB[5 * CELLS];

static void tables() {
  for (int item = 0; item < 5; item++)
    for (int cell = 0; cell < CELLS; cell++) {
      int r = cell / W, c = cell % W, at = item * CELLS + cell;
      uint32_t m = 0;
      if (r + ROWS[item] <= H && c + COLS[item] <= W)
        for (int dr = 0; dr < ROWS[item]; dr++)
          for (int dc = 0; dc < COLS[item]; dc++) m |= 1u << (cell + dr * W + dc);
      uint32_t around = 0;
      for (int b = 0; b < CELLS; b++)
        if (m & (1u << b)) {
          int br = b / W, bc = b % W;
          if (br > 0) around |= 1u << (b - W);
          if (br < H - 1) around |= 1u << (b + W);
          if (bc > 0) around |= 1u << (b - 1);
          if (bc < W - 1) around |= 1u << (b + 1);
        }
      MASK[at] = m;
      AROUND[at] = around & ~m;
      uint64_t p4 = 1ull << (2 * cell);
      CONTRIB[at] = item == BLOCK ? cell * BLOCK_UNIT : item * p4;
    }
}

static inline uint32_t spread(uint32_t m) { return (m << W) | (m >> W) | ((m & NOT_COL3) << 1) | ((m & NOT_COL0) >> 1); }

// The key of a layout written as 5 rows of 4 letters ('.' empty, 'B' the 2x2 block).
static uint64_t keyOf(const char* rows) {
  uint64_t key = 0;
  bool seen[256] = {};
  for (int cell = 0; cell < CELLS; cell++) {
    unsigned char ch = rows[cell];
    if (ch == '.' || seen[ch]) continue;
    seen[ch] = true;
    int r = cell / W, c = cell % W, h = 1, w = 1;
    while (c + w < W && rows[cell + w] == ch) w++;
    while (r + h < H && rows[cell + h * W] == ch) h++;
    int item = h == 2 && w == 2 ? BLOCK : h == 1 && w == 2 ? WIDE : h == 2 ? TALL : SINGLE;
    key += CONTRIB[item * CELLS + cell];
  }
  return key;
}

static size_t solve(uint64_t start, int goalCell) {
  const uint64_t goalLo = goalCell * BLOCK_UNIT, goalHi = goalLo + BLOCK_UNIT;
  HashSet<uint64_t> seen;
  std::vector<uint64_t> keys;
  std::vector<int32_t> parents;
  seen.insert(start);
  keys.push_back(start);
  parents.push_back(-1);
  long found = -1;
  int pieceAt[CELLS];
  for (size_t e = 0; e < keys.size() && found < 0; e++) {
    uint64_t s = keys[e];
    uint32_t lo = uint32_t(s), hi = uint32_t(s >> 32), block = hi >> 8;
    uint32_t occupied = MASK[BLOCK * CELLS + block];
    pieceAt[0] = BLOCK * CELLS + block;
    int pieces = 1;
    for (uint32_t word = lo, offset = 0;; word = hi & 0xff, offset = 16) {
      while (word) {
        int cell = __builtin_ctz(word) >> 1;
        int mark = (word >> (2 * cell)) & 3;
        word &= ~(3u << (2 * cell));
        int at = mark * CELLS + offset + cell;
        occupied |= MASK[at];
        pieceAt[pieces++] = at;
      }
      if (offset == 16) break;
    }
    uint32_t empties = ~occupied & ALL;
    for (int k = 0; k < pieces && found < 0; k++) {
      int at = pieceAt[k];
      if ((AROUND[at] & empties) == 0) continue;
      int item = at / CELLS, row = item * CELLS, from = at - row;
      uint32_t startBit = 1u << from, free1 = ALL & ~(occupied & ~MASK[at]), free;
      if (item == SINGLE) free = free1;
      else if (item == WIDE) free = free1 & (free1 >> 1) & NOT_COL3;
      else if (item == TALL) free = free1 & (free1 >> W) & NOT_ROW4;
      else {
        uint32_t pair = free1 & (free1 >> 1) & NOT_COL3;
        free = pair & (pair >> W) & NOT_ROW4;
      }
      uint64_t base = s - CONTRIB[at];
      uint32_t reach = startBit;
      for (uint32_t last = 0; reach != last;) {
        last = reach;
        reach |= spread(reach) & free;
      }
      reach &= ~startBit;
      while (reach) {
        int to = __builtin_ctz(reach);
        reach &= reach - 1;
        uint64_t next = base + CONTRIB[row + to];
        if (seen.insert(next)) {
          keys.push_back(next);
          parents.push_back(int32_t(e));
          if (next >= goalLo && next < goalHi) { found = long(keys.size()) - 1; break; }
        }
      }
    }
  }
  if (found < 0) return keys.size();
  size_t length = 0;
  for (long i = found; parents[i] >= 0; i = parents[i]) length++;
  return keys.size() * 1000 + length;  // states and moves, checked by the caller
}

// With an argument, runs only that layout (0 or 1).
int main(int argc, char** argv) {
  int only = argc > 1 ? std::atoi(argv[1]) : -1;
  tables();
  struct { const char* name; const char* rows; size_t moves; } layouts[] = {
      {"横刀立马", "ABBCABBCDEEFDGHFI..J", 81},
      {"峰回路转", "ACDEBBFEBBFG.HHG.IJJ", 138},
  };
  for (int i = 0; i < 2; i++) {
    if (only >= 0 && only != i) continue;
    auto& l = layouts[i];
    uint64_t start = keyOf(l.rows);
    size_t r = solve(start, 13);
    if (r % 1000 != l.moves) { std::fprintf(stderr, "%s: %zu moves, expected %zu\n", l.name, r % 1000, l.moves); return 1; }
    std::string name = std::string("bfs: ") + l.name + " (metric move)";
    timeCase(name.c_str(), [&] { return solve(start, 13) / 1000; });
  }
}
