// Types for free-port.mjs, which the tests and benchmarks (TypeScript) import.

/** A port on 127.0.0.1 that nothing listened on a moment ago: the system's pick, let go at once. */
export function freePort(): Promise<number>;
