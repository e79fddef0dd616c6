/**
 * The run's progress across the cluster on one line of stderr, rewritten in
 * place when stderr is a terminal (nothing otherwise, so pipes and JSON stay
 * clean): jobs done, what is done in states or layouts, the rate, and how
 * many workers are alive.
 */
const REDRAW_MS = 200;

export interface StatusLine {
  show(text: string): void;
  stop(): void;
}

export function statusLine(enabled = process.stderr.isTTY === true): StatusLine {
  if (!enabled) return { show: () => {}, stop: () => {} };
  let last = 0;
  let shown = false;
  return {
    show(text) {
      const now = performance.now();
      if (now - last < REDRAW_MS) return;
      last = now;
      const width = Math.max(20, (process.stderr.columns ?? 100) - 1);
      process.stderr.write(`\r\x1b[K${text.length > width ? text.slice(0, width) : text}`);
      shown = true;
    },
    stop() {
      if (shown) process.stderr.write('\r\x1b[K');
      shown = false;
    },
  };
}

/** "1,234,567" */
export function grouped(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
