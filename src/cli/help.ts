/**
 * The help's words beyond the commands' own descriptions: what `puzzlekit
 * --help` prints after the commands, and, in Chinese, commander's fixed
 * words (its headings, the "(choices: ..., default: ...)" it adds to an
 * option, the value names in option terms) and a line wrapping that can
 * break Chinese text, which has no spaces, and counts a Chinese character
 * as the two columns it takes. English help is commander's own, unchanged.
 */
import { Help, type HelpConfiguration, type Option } from 'commander';
import { shortList } from './commands/list.js';
import type { Message } from '../i18n/index.js';
import { HELP } from './messages/help.js';
import { displayWidth } from './words.js';
import type { CliWords } from './cli-words.js';

/** Commander's headings, each with its sentence. */
const TITLES: Readonly<Record<string, () => Message>> = {
  'Usage:': HELP.titleUsage,
  'Arguments:': HELP.titleArguments,
  'Options:': HELP.titleOptions,
  'Global Options:': HELP.titleGlobalOptions,
  'Commands:': HELP.titleCommands,
};

/** The names of option values, arguments and the usage's placeholders, each with its sentence (the terms and the usage line show them). */
const VALUE_NAMES: Readonly<Record<string, () => Message>> = {
  '<puzzle>': HELP.valuePuzzle,
  '<name>': HELP.valueName,
  '<path>': HELP.valuePath,
  '<code>': HELP.valueCode,
  '<key=value>': HELP.valueKeyValue,
  '<key=values>': HELP.valueKeyValues,
  '<what>': HELP.valueWhat,
  '<file>': HELP.valueFile,
  '<dir>': HELP.valueDir,
  '<lang>': HELP.valueLang,
  '<metric>': HELP.valueMetric,
  '<url>': HELP.valueUrl,
  '<level>': HELP.valueLevel,
  '<list>': HELP.valueList,
  '<range>': HELP.valueRange,
  '<types>': HELP.valueTypes,
  '<address>': HELP.valueAddress,
  '<origins>': HELP.valueOrigins,
  '<verbosity>': HELP.valueVerbosity,
  '[options]': HELP.valueOptions,
  '[command]': HELP.valueCommand,
};

function valueNamesIn(cli: CliWords, text: string): string {
  return text.replace(/<[^>]+>|\[[^\]]+\]/g, (name) => {
    const sentence = VALUE_NAMES[name];
    return sentence ? cli.words(sentence()) : name;
  });
}

/** What commander adds after an option's description (its choices and default, as JSON), in the command line's language. */
function optionExtras(option: Option): Message | undefined {
  const choices = option.argChoices?.map((choice) => JSON.stringify(choice)).join(', ');
  // As commander decides: a default is shown for an option that takes a value, or a boolean one with a boolean default.
  const shown = option.defaultValue !== undefined && (option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean'));
  const value = shown ? option.defaultValueDescription || JSON.stringify(option.defaultValue) : undefined;
  if (choices !== undefined && value !== undefined) return HELP.optionChoicesAndDefault({ choices, value });
  if (choices !== undefined) return HELP.optionChoices({ choices });
  if (value !== undefined) return HELP.optionDefault({ value });
  return undefined;
}

// An ideograph may end a line; closing punctuation stays with the text before it, opening punctuation with the text after.
const IDEOGRAPH = '\\u2e80-\\u2fff\\u3040-\\u9fff\\uf900-\\ufaff';
// Written as escapes: the full-width brackets, quotes and stops of Chinese text.
const OPENING = '\\uff08\\u300a\\u201c';
const CLOSING = '\\uff0c\\u3002\\uff1b\\uff1a\\uff09\\u300b\\u201d\\u3001\\uff01\\uff1f';
const CHUNK = new RegExp(`\\s*[${OPENING}]*(?:[${IDEOGRAPH}]|[^\\s${IDEOGRAPH}${OPENING}${CLOSING}]+)?[${CLOSING}]*`, 'gu');

/** `text` wrapped to `width` columns, breaking at spaces and between Chinese characters (commander breaks only at spaces). */
function wrapZh(text: string, width: number, minWidthToWrap: number): string {
  if (width < minWidthToWrap) return text;
  return text
    .split(/\r?\n/)
    .map((line) => {
      const lines: string[] = [];
      let current = '';
      for (const chunk of line.match(CHUNK)?.filter((c) => c !== '') ?? []) {
        if (current !== '' && displayWidth(current + chunk) > width) {
          lines.push(current);
          current = chunk.trimStart();
        } else current += chunk;
      }
      lines.push(current);
      return lines.join('\n');
    })
    .join('\n');
}

/** Commander's help settings for the command line's language: none for English. */
export function helpConfiguration(cli: CliWords): HelpConfiguration {
  if (cli.lang !== 'zh') return {};
  return {
    styleTitle: (title) => {
      const sentence = TITLES[title];
      return sentence ? cli.words(sentence()) : title;
    },
    displayWidth,
    boxWrap(this: Help, text: string, width: number) {
      return wrapZh(text, width, this.minWidthToWrap);
    },
    optionTerm: (option: Option) => valueNamesIn(cli, option.flags),
    subcommandTerm(this: Help, command) {
      return valueNamesIn(cli, Help.prototype.subcommandTerm.call(this, command));
    },
    commandUsage(this: Help, command) {
      return valueNamesIn(cli, Help.prototype.commandUsage.call(this, command));
    },
    optionDescription(this: Help, option: Option) {
      const extras = optionExtras(option);
      if (extras === undefined) return Help.prototype.optionDescription.call(this, option);
      return option.description === '' ? cli.words(extras) : cli.words(HELP.optionWithExtras({ description: option.description, extras }));
    },
  };
}

export function helpAfter(cli: CliWords): string {
  const puzzles = shortList(cli)
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('`'))
    .map((line) => `  ${line}`)
    .join('\n');
  return cli.words(HELP.afterCommands({ puzzles }));
}
