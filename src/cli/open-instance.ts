/** The command line's INSTANCE options (--preset, --file, --code, --param) and --metric, opened by the midend. */
import { openInstance as openChosen, type OpenedInstance } from '../midend/index.js';
import { instanceRequest, type InstanceOptions } from './instance-options.js';
import type { CliWords } from './cli-words.js';

export type OpenInstance = OpenedInstance;

export function openInstance(cli: CliWords, puzzleId: string, options: InstanceOptions & { metric?: string }): OpenedInstance {
  const { source, params } = instanceRequest(cli, options);
  return openChosen(puzzleId, { source, params, metric: options.metric, lang: cli.lang });
}
