/** The library's tables and the puzzle's rules disagree about a position: the library is damaged, and gives no answer. */
import { render, type Message } from '../../i18n/index.js';
import { LIBRARY_MESSAGES } from './messages.js';

export class LibraryDisagrees extends Error {
  override readonly name = 'LibraryDisagrees';
  declare readonly words: Message;

  constructor(code: string) {
    const words = LIBRARY_MESSAGES.disagrees({ code });
    super(render(words, 'en'));
    Object.defineProperty(this, 'words', { value: words, enumerable: false });
  }
}
