/**
 * A library folder that cannot be used: its index missing, of another
 * schema or puzzle, damaged, or its distance files not the ones it was
 * built with. `words` is the catalog message `message` is the English of.
 */
import { render, type Message } from '../../i18n/index.js';

export class LibraryFileError extends Error {
  override readonly name = 'LibraryFileError';
  // Not enumerable: an error compares equal to one made from its English alone.
  declare readonly words: Message;

  constructor(message: Message) {
    super(render(message, 'en'));
    Object.defineProperty(this, 'words', { value: message, enumerable: false });
  }
}
