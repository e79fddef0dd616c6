/**
 * The answers a library gave, kept for the positions asked most: a library's
 * answer for a code never changes while the server runs, so a repeated
 * question (the app asking again after each move, players on the same
 * famous layouts) is answered without opening the position again. Bounded
 * by entries; the least recently used goes first.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly most: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: taking it out and back marks it as the most recent.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (this.most <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.most) this.entries.delete(this.entries.keys().next().value as string);
  }
}
