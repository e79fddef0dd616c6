/**
 * A function's own copy, compiled afresh from its source text: for a hot
 * loop that serves many classes, so that each class gets a loop of its own.
 *
 * V8 keeps what it learns about a function (the classes each of its calls
 * has met, and the machine code it built from that) per function literal
 * in the source, shared by every closure made from it. A factory called
 * once per class therefore hands every class the same knowledge: a loop
 * that has met five classes checks which of the five it has at each call,
 * and inlines none. A copy compiled from the text is a literal of its own.
 *
 * The factory must read nothing from outside itself but what it is passed
 * (`needs`) and the language's globals: its copy is compiled in the global
 * scope. Where compiling code is forbidden (a page whose Content Security
 * Policy leaves out 'unsafe-eval'), the factory itself is called instead.
 * A tool that rewrites functions' text (a coverage tool's counters) would
 * break the copy; V8's own coverage, vitest's default, leaves it alone.
 */
export function freshCopy<N, R>(factory: (needs: N) => R, needs: N): R {
  let copy: (needs: N) => R;
  try {
    copy = new Function(`return (${factory.toString()});`)() as (needs: N) => R;
  } catch {
    return factory(needs);
  }
  return copy(needs);
}
