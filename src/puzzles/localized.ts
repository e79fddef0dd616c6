/**
 * A backend's catalog words (title, description, presets, metrics,
 * parameters) in a language: the Chinese a backend keeps in its `zh` names,
 * else its English. Front ends read these (through the midend) instead of
 * the fields, so that no front end shows a Chinese page with English names.
 */
import type { Lang } from './lang.js';
import type { AnyPuzzle, MetricInfo, ParamInfo, PresetInfo } from './puzzle.js';

export function puzzleTitle(puzzle: AnyPuzzle, lang: Lang = 'en'): string {
  return (lang === 'zh' ? puzzle.zh?.title : undefined) ?? puzzle.title;
}

export function puzzleDescription(puzzle: AnyPuzzle, lang: Lang = 'en'): string {
  return (lang === 'zh' ? puzzle.zh?.description : undefined) ?? puzzle.description;
}

export function presetDescription(preset: PresetInfo, lang: Lang = 'en'): string {
  return (lang === 'zh' ? preset.zh : undefined) ?? preset.description;
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
