// Shared by the C++ baselines: an open-addressing hash set whose slots hold
// the keys themselves (one memory touch a probe), growing by doubling at
// 3/4 load, and a timer that reports the median of several runs, so that
// the bench compares like with like (see bench/native.ts).
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

static inline uint32_t mix32(uint32_t h) {
  h ^= h >> 16; h *= 0x85ebca6bu; h ^= h >> 13; h *= 0xc2b2ae35u; h ^= h >> 16;
  return h;
}
static inline uint64_t mix64(uint64_t k) {
  k ^= k >> 33; k *= 0xff51afd7ed558ccdull; k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ull; k ^= k >> 33;
  return k;
}
static inline uint64_t hashKey(uint32_t k) { return mix32(k); }
static inline uint64_t hashKey(uint64_t k) { return mix64(k); }

// Keys equal to EMPTY (all ones) never occur in these puzzles' encodings.
template <typename K>
struct HashSet {
  static constexpr K EMPTY = ~K(0);
  std::vector<K> slots;
  size_t mask = 0, size = 0, growAt = 0;
  HashSet() { resize(1 << 14); }
  void resize(size_t capacity) {
    std::vector<K> old;
    old.swap(slots);
    slots.assign(capacity, EMPTY);
    mask = capacity - 1;
    growAt = capacity / 4 * 3;
    for (K k : old)
      if (k != EMPTY) {
        size_t i = hashKey(k) & mask;
        while (slots[i] != EMPTY) i = (i + 1) & mask;
        slots[i] = k;
      }
  }
  // True when the key was new.
  bool insert(K key) {
    size_t i = hashKey(key) & mask;
    for (;;) {
      K found = slots[i];
      if (found == key) return false;
      if (found == EMPTY) break;
      i = (i + 1) & mask;
    }
    slots[i] = key;
    if (++size > growAt) resize(slots.size() * 2);
    return true;
  }
};

// Runs `work` (which returns its state count) a few times after one warm-up
// and prints one JSON line: name, states, median milliseconds.
template <typename F>
void timeCase(const char* name, F work, int runs = 5) {
  size_t states = work();
  std::vector<double> ms;
  double total = 0;
  while ((int)ms.size() < runs || (total < 2000 && ms.size() < 30)) {
    auto t0 = std::chrono::steady_clock::now();
    size_t s = work();
    auto t1 = std::chrono::steady_clock::now();
    if (s != states) { std::fprintf(stderr, "%s: state count changed\n", name); std::exit(1); }
    double d = std::chrono::duration<double, std::milli>(t1 - t0).count();
    ms.push_back(d);
    total += d;
  }
  std::sort(ms.begin(), ms.end());
  double median = ms.size() % 2 ? ms[ms.size() / 2] : (ms[ms.size() / 2 - 1] + ms[ms.size() / 2]) / 2;
  std::printf("{\"case\":\"%s\",\"states\":%zu,\"ms\":%.3f}\n", name, states, median);
  std::fflush(stdout);
}
