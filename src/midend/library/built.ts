/** What building a library gives (a family's or a census's), a contract of its own. */
export interface LibraryBuilt {
  dir: string;
  types: number;
  layouts: number;
  groups: number;
  /** Groups with a solved layout (a census: the puzzles it kept): the puzzles a listing can give. */
  puzzles: number;
}
