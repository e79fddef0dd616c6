/**
 * Plays a solution in place in a terminal: each board is drawn over the last
 * one after a short pause, so a long solution does not scroll by. Any key
 * skips to the end; q stops there too; Ctrl-C (a key in raw mode, not a
 * signal) stops and exits 130. The terminal is restored (cursor shown, raw
 * mode off) however it ends, also on exit.
 */

export interface PlaybackTerminal {
  out: NodeJS.WriteStream;
  /** Keys come from here when it is a terminal. */
  input: NodeJS.ReadStream;
}

export type PlaybackEnd = 'played' | 'skipped' | 'interrupted';

const HIDE_CURSOR = '\x1b[?25l';
const SHOW_CURSOR = '\x1b[?25h';
const CLEAR_BELOW = '\x1b[J';
const up = (rows: number) => (rows > 0 ? `\x1b[${rows}A\r` : '\r');

/** Columns a character takes in a terminal: 2 for CJK and other wide characters, else 1. */
function columnsOf(char: string): number {
  const c = char.codePointAt(0)!;
  const wide =
    (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) || (c >= 0xffe0 && c <= 0xffe6) || (c >= 0x1f300 && c <= 0x1faff) || (c >= 0x20000 && c <= 0x3fffd);
  return wide ? 2 : 1;
}

/** Screen rows a text takes at this width (long lines wrap), colour codes not counted. */
export function screenRows(text: string, width: number): number {
  return text.split('\n').reduce((rows, line) => {
    const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
    let columns = 0;
    for (const ch of plain) columns += columnsOf(ch);
    return rows + Math.max(1, Math.ceil(columns / Math.max(1, width)));
  }, 0);
}

/** Whether frames this tall fit on the screen (else the caller prints the plain listing). */
export function framesFit(frames: readonly string[], out: NodeJS.WriteStream): boolean {
  const rows = out.rows ?? 24;
  const width = out.columns ?? 80;
  return frames.every((f) => screenRows(f, width) < rows);
}

/** Milliseconds between boards: about 12 seconds for the whole solution, 60 to 400 ms a board. */
export function pauseFor(moves: number): number {
  return Math.round(Math.min(400, Math.max(60, 12_000 / Math.max(1, moves))));
}

export async function playInPlace(frames: readonly string[], terminal: PlaybackTerminal, pauseMs: number): Promise<PlaybackEnd> {
  const { out, input } = terminal;
  const keys = input.isTTY === true;
  let end: PlaybackEnd | undefined;
  let wake: (() => void) | undefined;
  const onKey = (data: Buffer) => {
    end = data.includes(0x03) ? 'interrupted' : 'skipped';
    wake?.();
  };
  const restore = () => {
    if (keys) {
      input.off('data', onKey);
      input.setRawMode(false);
      input.pause();
    }
    out.write(SHOW_CURSOR);
  };
  process.once('exit', restore);
  try {
    out.write(HIDE_CURSOR);
    if (keys) {
      input.setRawMode(true);
      input.resume();
      input.on('data', onKey);
    }
    let drawn = 0;
    // Rows the last frame took: the cursor goes back up that many to draw over it.
    const draw = (frame: string) => {
      out.write(up(drawn) + CLEAR_BELOW + frame + '\n');
      drawn = screenRows(frame, out.columns ?? 80);
    };
    for (let i = 0; i < frames.length && end === undefined; i++) {
      draw(frames[i]);
      if (i < frames.length - 1) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pauseMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
    // Skipped: the last board is drawn at once; interrupted: it stays where it was.
    if (end === 'skipped') draw(frames[frames.length - 1]);
    return end ?? 'played';
  } finally {
    process.off('exit', restore);
    restore();
  }
}
