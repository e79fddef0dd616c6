/**
 * A Chinese page's first drawing waits for the app's Chinese font (the
 * subset, fonts/noto-sans-sc-subset.css), for a moment at most: drawn before
 * it arrives, the text is set in whatever the system falls back to (boxes,
 * where no CJK font is installed), and its arrival then moves the page (the
 * Chinese home page's cards moved by 0.045 of the screen). Asking for it here
 * also starts its download as the main script runs, not at the first layout.
 */
import type { Lang } from '../../../src/puzzles/lang.js';

/** The face's family, as fonts/noto-sans-sc-subset.css names it. */
const CJK_FAMILY = "'puzzlekit Noto Sans SC'";
/** A character in the subset's unicode-range (U+8C1C, the first of the Chinese word for "puzzle"), so that the face is the one fetched. */
const SAMPLE = '\u8c1c';
/** How long a first drawing waits for the font on a slow link before it goes on without it. */
const MAX_WAIT_MS = 1500;

/** Resolves once the page's font is ready: at once for English; for Chinese when the subset is loaded, failed, or waited for too long. */
export function cjkFontReady(lang: Lang): Promise<void> {
  if (lang !== 'zh' || !('fonts' in document)) return Promise.resolve();
  const loaded = document.fonts.load(`1em ${CJK_FAMILY}`, SAMPLE).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}
