/**
 * A backend's catalog words (title, description, presets, metrics,
 * parameters) in a language: the Chinese a backend keeps in its `zh` names,
 * else its English. Front ends read these (through the midend) instead of
 * the fields, so that no front end shows a Chinese page with English names.
 */
import { render } from '../i18n/index.js';
import type { Lang } from './lang.js';
import { PUZZLE_MESSAGES } from './messages.js';
import type { AnyPuzzle, MetricInfo, ParamInfo, PresetInfo } from './puzzle.js';

/** Han characters: a preset named with them has a Chinese name. */
const HAN = /\p{Script=Han}/u;

export function puzzleTitle(puzzle: AnyPuzzle, lang: Lang = 'en'): string {
  return (lang === 'zh' ? puzzle.zh?.title : undefined) ?? puzzle.title;
}

export function puzzleDescription(puzzle: AnyPuzzle, lang: Lang = 'en'): string {
  return (lang === 'zh' ? puzzle.zh?.description : undefined) ?? puzzle.description;
}

export function presetDescription(preset: PresetInfo, lang: Lang = 'en'): string {
  return (lang === 'zh' ? preset.zh : undefined) ?? preset.description;
}

/**
 * A preset as a list of presets shows it (the app's menu): its name, then its
 * description, which names neither the preset nor the puzzle again. A
 * Chinese name comes with its pinyin in English; a Chinese page shows an
 * English-named preset by its description alone, the name being an id to type.
 */
export function presetLabel(preset: PresetInfo, lang: Lang = 'en'): string {
  const description = presetDescription(preset, lang);
  const chineseName = HAN.test(preset.name);
  if (lang === 'zh' && !chineseName) return description;
  const romanized = chineseName ? preset.aliases?.find((alias) => !HAN.test(alias)) : undefined;
  const label = romanized === undefined ? PUZZLE_MESSAGES.presetLabel({ name: preset.name, description }) : PUZZLE_MESSAGES.presetLabelRomanized({ name: preset.name, romanized, description });
  return render(label, lang);
}

/** What to call a metric: its id in English ("crossings"), the backend's word for it in Chinese. */
export function metricName(puzzle: AnyPuzzle, metric: MetricInfo, lang: Lang = 'en'): string {
  return (lang === 'zh' ? puzzle.zh?.metrics?.[metric.id]?.name : undefined) ?? metric.id;
}

export function metricDescription(puzzle: AnyPuzzle, metric: MetricInfo, lang: Lang = 'en'): string {
  return (lang === 'zh' ? puzzle.zh?.metrics?.[metric.id]?.description : undefined) ?? metric.description;
}

export function paramDescription(puzzle: AnyPuzzle, param: ParamInfo, lang: Lang = 'en'): string {
  return (lang === 'zh' ? puzzle.zh?.params?.[param.key] : undefined) ?? param.description;
}

/** A parameter's default as a person reads it: its Chinese words where the default is words, else the value itself. */
export function paramDefault(param: ParamInfo, lang: Lang = 'en'): string | undefined {
  return (lang === 'zh' ? param.defaultZh : undefined) ?? param.default;
}
