// A plain C++ IDA* for the 15-puzzle with the Manhattan distance: the baseline
// that puzzlekit's IDA* is measured against (npm run bench:korf). Not shipped.
// Same move order and node count as puzzlekit's tight cursor: the tile cells
// above, below, left and right of the blank, the one that undoes the last
// move left out; a node is counted each time a move is applied.
// Usage: ida15 FILE ID...   (FILE: lines "id t0 .. t15", goal blank first)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

static int board[16];
static int dist[16][16];
static int nb[16][4], nbCount[16];
static long long nodes;
static int pathLen;

static bool search(int blank, int prev, int g, int h, int bound, int &next) {
  for (int i = 0; i < nbCount[blank]; i++) {
    int from = nb[blank][i];
    if (from == prev) continue;
    int tile = board[from];
    int h2 = h + dist[tile][blank] - dist[tile][from];
    board[blank] = tile;
    board[from] = 0;
    nodes++;
    int f = g + 1 + h2;
    if (f > bound) {
      if (f < next) next = f;
    } else if (h2 == 0) {
      pathLen = g + 1;
      return true;
    } else if (search(from, blank, g + 1, h2, bound, next)) {
      return true;
    }
    board[from] = tile;
    board[blank] = 0;
  }
  return false;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: ida15 FILE ID...\n");
    return 2;
  }
  for (int t = 1; t < 16; t++)
    for (int c = 0; c < 16; c++) dist[t][c] = std::abs(c / 4 - t / 4) + std::abs(c % 4 - t % 4);
  for (int b = 0; b < 16; b++) {
    int r = b / 4, c = b % 4, n = 0;
    if (r > 0) nb[b][n++] = b - 4;
    if (r < 3) nb[b][n++] = b + 4;
    if (c > 0) nb[b][n++] = b - 1;
    if (c < 3) nb[b][n++] = b + 1;
    nbCount[b] = n;
  }
  std::ifstream in(argv[1]);
  std::vector<std::vector<int>> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream s(line);
    std::vector<int> row(17);
    for (int &x : row) s >> x;
    rows.push_back(row);
  }
  for (int a = 2; a < argc; a++) {
    int id = std::atoi(argv[a]);
    const std::vector<int> *row = nullptr;
    for (auto &r : rows)
      if (r[0] == id) row = &r;
    if (!row) return 2;
    int blank = 0, h = 0;
    for (int i = 0; i < 16; i++) {
      board[i] = (*row)[i + 1];
      if (board[i] == 0) blank = i;
      else h += dist[board[i]][i];
    }
    nodes = 0;
    auto t0 = std::chrono::steady_clock::now();
    int bound = h;
    for (;;) {
      int next = 1 << 30;
      if (search(blank, -1, 0, h, bound, next)) break;
      bound = next;
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%d %d %lld %.3f\n", id, pathLen, nodes, s);
  }
  return 0;
}
