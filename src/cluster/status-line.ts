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

/** Where the line goes: standard error, or the stream a command line running in another program writes to. */
export interface StatusOutput {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export function statusLine(out: StatusOutput = process.stderr): StatusLine {
  if (out.isTTY !== true) return { show: () => {}, stop: () => {} };
  let last = 0;
  let shown = false;
  return {
    show(text) {
      const now = performance.now();
      if (now - last < REDRAW_MS) return;
      last = now;
      const width = Math.max(20, (out.columns ?? 100) - 1);
      out.write(`\r\x1b[K${text.length > width ? text.slice(0, width) : text}`);
      shown = true;
    },
    stop() {
      if (shown) out.write('\r\x1b[K');
      shown = false;
    },
  };
}

/** "1,234,567" */
export function grouped(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
