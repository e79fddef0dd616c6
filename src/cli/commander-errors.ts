/**
 * Commander's complaints about the arguments, in our words. Commander says
 * what it found only in an English sentence under an error code; here, by
 * that code, the things it names (the option, the command, its guesses, the
 * counts) are taken out of its sentence and put in a message of the
 * command line's catalog. A sentence of a shape not known here keeps
 * commander's words, inside a message of ours.
 */
import type { CommanderError } from 'commander';
import type { Message } from '../i18n/index.js';
import { RUN } from './messages/run.js';

/** Commander's guesses after a name: "\n(Did you mean --json?)" or "\n(Did you mean one of a, b?)". */
const GUESSES = /^\s*\(Did you mean (one of )?(.+)\?\)$/;

function withGuesses(rest: string, alone: () => Message, one: (guess: string) => Message, several: (guesses: string) => Message): Message | undefined {
  if (rest === '') return alone();
  const m = GUESSES.exec(rest);
  if (!m) return undefined;
  return m[1] ? several(m[2]) : one(m[2]);
}

function read(code: string, text: string): Message | undefined {
  let m: RegExpExecArray | null;
  switch (code) {
    case 'commander.unknownOption':
      m = /^unknown option '(.*?)'(.*)$/s.exec(text);
      return m ? withGuesses(m[2], () => RUN.unknownOption({ option: m![1] }), (guess) => RUN.unknownOptionGuess({ option: m![1], guess }), (guesses) => RUN.unknownOptionGuesses({ option: m![1], guesses })) : undefined;
    case 'commander.unknownCommand':
      m = /^unknown command '(.*?)'(.*)$/s.exec(text);
      return m ? withGuesses(m[2], () => RUN.unknownCommand({ command: m![1] }), (guess) => RUN.unknownCommandGuess({ command: m![1], guess }), (guesses) => RUN.unknownCommandGuesses({ command: m![1], guesses })) : undefined;
    case 'commander.missingArgument':
      m = /^missing required argument '(.*)'$/s.exec(text);
      return m ? RUN.missingArgument({ name: m[1] }) : undefined;
    case 'commander.invalidArgument':
      m = /^option '(.*?)' argument '(.*)' is invalid\. Allowed choices are (.*)\.$/s.exec(text);
      return m ? RUN.invalidChoice({ option: m[1], value: m[2], allowed: m[3] }) : undefined;
    case 'commander.optionMissingArgument':
      m = /^option '(.*)' argument missing$/s.exec(text);
      return m ? RUN.optionMissingValue({ option: m[1] }) : undefined;
    case 'commander.excessArguments':
      m = /^too many arguments for '(.*)'\. Expected (\d+) arguments? but got (\d+)\.$/s.exec(text);
      return m ? RUN.tooManyArguments({ command: m[1], expected: Number(m[2]), got: Number(m[3]) }) : undefined;
    default:
      return undefined;
  }
}

/** Commander's error as a message of ours (`text`: commander's sentence, without its "error: "). */
export function commanderMessage(error: CommanderError, text: string): Message {
  return read(error.code, text) ?? RUN.commanderError({ text });
}
