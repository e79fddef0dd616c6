/** The river-crossing form's words (catalog "web.river"): travellers, the boat, and the rules. */
import { defineCatalog, text } from '../../../src/i18n/index.js';

export const RIVER_WORDS = defineCatalog('web.river', {
  travellers: text({ en: 'Travellers', zh: '过河的人和物' }),
  travellerName: text({ en: 'name', zh: '名字' }),
  newTraveller: text({ en: 'traveller', zh: '人物' }),
  howMany: text({ en: 'how many', zh: '数量' }),
  rows: text({ en: 'rows', zh: '会划船' }),
  rowsBySchedule: text({ en: 'rows by a schedule (in the JSON)', zh: '按时间表划船（在 JSON 中）' }),
  startsFar: text({ en: 'starts on the far bank', zh: '起点在对岸' }),
  weight: text({ en: 'weight', zh: '体重' }),
  crossingTime: text({ en: 'crossing time', zh: '过河时间' }),
  nameZh: text({ en: 'Chinese name', zh: '中文名' }),
  addTraveller: text({ en: '+ traveller', zh: '+ 人物' }),
  specTitle: text({ en: 'Title', zh: '标题' }),
  boatHolds: text({ en: 'boat holds', zh: '船载人数' }),
  maxLoad: text({ en: 'max load', zh: '最大载重' }),
  rulesHeading: text({ en: 'Rules', zh: '规则' }),
  /** `names`: the names and kinds the rules may use, joined by nameSeparator. */
  namesHint: text<{ names: string }>({ en: 'Rules name travellers by name or kind ({names}); separate several with commas.', zh: '规则用名字或类别指人（{names}）；多个名字之间用“，”分开。' }),
  nameSeparator: text({ en: ', ', zh: '，' }),
  // The fields' labels (read out by screen readers).
  ruleWho: text({ en: 'who', zh: '谁' }),
  ruleFrom: text({ en: 'must not be with whom', zh: '不能和谁在一起' }),
  ruleUnless: text({ en: 'unless who is there', zh: '除非谁在场' }),
  ruleBy: text({ en: 'who must not outnumber', zh: '谁的人数不能多' }),
  ruleProtect: text({ en: 'whom they must not outnumber', zh: '不能比谁多' }),
  // A rule as a sentence with its fields in it (web/src/dom.ts: slot, inSentence): the names typed, and where the rule holds.
  ruleApart: text<{ who: string; from: string; unless: string; where: string }>({
    en: '{who} must not be with {from} unless {unless} is there · {where}',
    zh: '{who} 不能和 {from} 在一起，除非 {unless} 在场 · {where}',
  }),
  ruleOutnumber: text<{ by: string; protect: string; where: string }>({ en: '{by} must not outnumber {protect} · {where}', zh: '{by} 不能比 {protect} 多 · {where}' }),
  where: text({ en: 'where', zh: '范围' }),
  whereBanks: text({ en: 'on the banks', zh: '岸上' }),
  whereBoat: text({ en: 'in the boat', zh: '船上' }),
  whereEverywhere: text({ en: 'on the banks and in the boat', zh: '岸上和船上' }),
  ruleInJson: text({ en: 'A rule the form does not show (edit it in the JSON):', zh: '表单不显示的规则（请在 JSON 中编辑）：' }),
  addApart: text({ en: '+ “must not be with” rule', zh: '+“不能在一起”规则' }),
  addOutnumber: text({ en: '+ “must not outnumber” rule', zh: '+“不能比…多”规则' }),
  formCannotShow: text({ en: 'The form shows the spec once its JSON reads: fix the JSON below.', zh: '表单只显示有效的 JSON：请先消除下面 JSON 中的错误。' }),
  riverJson: text({ en: 'The spec in JSON (puzzlekit’s river-crossing format)', zh: 'JSON 描述（puzzlekit 的渡河格式）' }),
  remove: text({ en: 'remove', zh: '删除' }),
  removeNamed: text<{ name: string }>({ en: 'remove {name}', zh: '删除 {name}' }),
});
