// Types for engine.mjs, which the benchmark (TypeScript) imports.

/** An input as PuzzleScript's test data writes it: 0 up, 1 left, 2 down, 3 right, 4 action, or a word. */
export type PuzzleScriptInput = number | 'undo' | 'restart' | 'tick';

/** PuzzleScript's engine, loaded fresh from a checkout, playing one game. */
export interface PuzzleScriptEngine {
  /** The checkout's src folder it was loaded from. */
  readonly src: string;
  /** Compiles `source` and opens level (or message) `startIndex`; the compiler's errors, none when it compiled. */
  load(source: string, startIndex: number, seed?: string | null): string[];
  step(input: PuzzleScriptInput): void;
  /** The level in convertLevelToString's form. */
  levelString(): string;
  /** The engine's compiled game (its `state` global). */
  state(): { levels: { message?: string }[]; metadata: Record<string, unknown> };
  curlevel(): number;
  textMode(): boolean;
}

export function openEngine(checkout: string): PuzzleScriptEngine;

export function readTestData(checkout: string): [string, [string, PuzzleScriptInput[], string, number?, string?, unknown?]][];
