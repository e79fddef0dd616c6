/**
 * An option that takes a value refuses another option's name as that value.
 * Commander hands an option the next word whatever it is, so
 * `--max-seconds --json 8-puzzle` would quietly make "--json" the seconds
 * (an error about the number at best, and no JSON) and a later
 * `--max-seconds 1` would then hide the mistake altogether. A missing value
 * is what the user made; this says so.
 */
import type { Command, Option } from 'commander';
import { UsageError } from './errors.js';
import { USAGE } from './messages/usage.js';
import type { CliWords } from './cli-words.js';

function namesOf(options: readonly Option[]): string[] {
  return options.flatMap((option) => [option.long, option.short].filter((name): name is string => name !== undefined));
}

/** Wraps the value parser of every option of `command` and its subcommands that needs a value. */
export function refuseOptionNamesAsValues(cli: CliWords, command: Command, inherited: readonly string[] = []): void {
  const names = new Set([...inherited, ...namesOf(command.options), '--help', '-h']);
  for (const option of command.options) {
    if (!option.required) continue;
    const parse = option.parseArg;
    option.argParser((value: string, previous: unknown) => {
      const name = value.split('=', 1)[0]!;
      if (names.has(name)) {
        const flag = option.long ?? option.short ?? option.flags;
        throw new UsageError(cli.words(USAGE.optionAsValue({ flag, name })));
      }
      return parse ? parse(value, previous) : value;
    });
  }
  // Options of the program (--lang, --puzzle-module) may come after a subcommand's name too.
  for (const sub of command.commands) refuseOptionNamesAsValues(cli, sub, [...inherited, ...namesOf(command.options)]);
}
