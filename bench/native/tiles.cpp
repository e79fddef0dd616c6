// Breadth-first exploration of sliding-tiles spaces, the same work as
// puzzlekit's `explore` (src/engine/explore.ts with the packed boards of
// src/puzzles/sliding-tiles/packed.ts): the same key (a nibble per cell, the
// last cell left out), the same successor order, the insertion order as the
// queue, and the same stop after an expansion once `maxStates` are stored.
#include "common.hpp"

template <typename K>
size_t exploreTiles(int width, int height, size_t maxStates) {
  const int cells = width * height;
  std::vector<std::vector<int>> from(cells);
  for (int b = 0; b < cells; b++) {
    int r = b / width, c = b % width;
    if (r > 0) from[b].push_back(b - width);
    if (r < height - 1) from[b].push_back(b + width);
    if (c > 0) from[b].push_back(b - 1);
    if (c < width - 1) from[b].push_back(b + 1);
  }
  K weight[16] = {};
  for (int i = 0; i < cells - 1; i++) weight[i] = K(1) << (4 * i);
  const int total = cells * (cells - 1) / 2;
  // Start: the solved board 1, 2, ..., n-1 with the blank in the last cell.
  K start = 0;
  for (int i = 0; i < cells - 1; i++) start += K(i + 1) * weight[i];
  HashSet<K> seen;
  std::vector<K> queue;
  queue.reserve(1 << 14);
  seen.insert(start);
  queue.push_back(start);
  for (size_t e = 0; e < queue.size(); e++) {
    K s = queue[e];
    int blank = cells - 1, sum = 0;
    for (int i = 0; i < cells - 1; i++) {
      int t = int((s >> (4 * i)) & 15);
      sum += t;
      if (t == 0) blank = i;
    }
    for (int f : from[blank]) {
      K tile = f == cells - 1 ? K(total - sum) : (s >> (4 * f)) & 15;
      K next = s + tile * weight[blank] - tile * weight[f];
      if (seen.insert(next)) queue.push_back(next);
    }
    if (queue.size() >= maxStates) break;
  }
  return queue.size();
}

// With an argument, runs only that case (0 or 1), so the bench can put each
// case right beside puzzlekit's run of it.
int main(int argc, char** argv) {
  int only = argc > 1 ? std::atoi(argv[1]) : -1;
  if (only < 0 || only == 0) timeCase("explore: whole 8-puzzle space", [] { return exploreTiles<uint32_t>(3, 3, SIZE_MAX); });
  if (only < 0 || only == 1) timeCase("explore: first 10,000,000 states of the 4x3 puzzle", [] { return exploreTiles<uint64_t>(4, 3, 10000000); }, 3);
}
