/**
 * Named layouts: the classic Klotski openings (Chinese name, pinyin alias),
 * and a walled board (Rush Hour has a backend of its own: rush-hour).
 *
 * Puzzle data: the openings' Chinese names and the aliases here are names a
 * person types (--preset, a puzzle's other names), so they stay as written;
 * the descriptions are sentences, in the catalog (messages.ts).
 */
import { inBoth, type Message } from '../../i18n/index.js';
import type { CodePreset } from '../puzzle.js';
import { BLOCKS } from './messages.js';
import { described } from '../catalog-words.js';

/** The backend's other names: the community's names for Klotski. */
export const ALIASES = ['klotski', 'huarongdao', 'hua-rong-dao', '华容道', 'blocks'];

/** A note on an opening: its fewest moves, or another word. */
type Note = number | Message;

/** A classic 4x5 opening: the 2x2 block (Cao Cao) must reach the bottom middle. */
const classic = (name: string, pinyin: string, rows: string, note?: Note): CodePreset => {
  const noted = typeof note === 'number' ? BLOCKS.noteMoves({ moves: note }) : note;
  const { en, zh } = inBoth(noted ?? BLOCKS.classicPreset());
  return { name, aliases: [pinyin], description: en, zh, code: rows };
};

export const PRESETS: readonly CodePreset[] = [
  classic('横刀立马', 'hengdaolima', 'ABBC/ABBC/DEEF/DGHF/I..J', BLOCKS.noteBestKnown()),
  classic('指挥若定', 'zhihuiruoding', 'ABBC/ABBC/DEEF/GHIJ/G..J', 70),
  classic('将拥曹营', 'jiangyongcaoying', '.BB./ABBC/ADEC/FDEG/HHIJ'),
  classic('齐头并进', 'qitoubingjin', 'ABBC/ABBC/DEFG/HIIJ/H..J', 60),
  classic('兵分三路', 'bingfensanlu', 'ABBC/DBBE/DFFE/GHIJ/G..J', 72),
  classic('雨声淅沥', 'yushengxili', 'ABBC/ABBD/EFFG/EH.G/IH.J'),
  classic('左右布兵', 'zuoyoububing', 'ABBC/DBBE/FGHI/FGHI/.JJ.'),
  classic('桃花园中', 'taohuayuanzhong', 'ABBC/DBBE/DFGE/HFGI/.JJ.'),
  classic('一路进军', 'yilujinjun', 'ABBC/ABBD/EFGH/EFGI/.JJ.'),
  classic('一路顺风', 'yilushunfeng', 'ABBC/ABBD/EFFG/EHIG/.JI.', 39),
  classic('围而不歼', 'weierbujian', 'ABBC/ABBD/EFFG/EHIJ/.HI.'),
  classic('捷足先登', 'jiezuxiandeng', 'ABBC/DBBE/.FF./GHIJ/GHIJ', 32),
  classic('插翅难飞', 'chachinanfei', 'ABBC/ABBD/EEFG/HIIJ/H..J'),
  classic('守口如瓶', 'shoukouruping', 'ABBC/ABBC/DE.F/GE.H/IIJJ', 81),
  classic('层层设防', 'cengcengshefang', 'ABBC/ABBC/DEEF/GHHI/.JJ.', 102),
  classic('水泄不通', 'shuixiebutong', 'ABBC/ABBD/EEFF/GGHH/I..J', 79),
  classic('四路进兵', 'silujinbing', 'ABBC/DBBE/F.GG/F.HH/IIJJ'),
  classic('入地无门', 'rudiwumen', 'ABBC/ABBD/EFFG/HHII/.JJ.'),
  classic('勇闯五关', 'yongchuangwuguan', 'ABBC/DBBE/FFGG/HHII/.JJ.', 34),
  classic('四面楚歌', 'simianchuge', 'ACDE/ABBE/FBBG/HIIG/H..J', 56),
  classic('前呼后拥', 'qianhuhouyong', 'ACBB/DDBB/EEFF/GGHH/..IJ'),
  classic('五将逼宫', 'wujiangbigong', 'AACC/DBBE/DBBE/FGGH/I..J'),
  classic('近在咫尺', 'jinzaizhichi', 'ACDE/FCDE/GGHI/JJBB/..BB', 98),
  classic('走投无路', 'zoutouwulu', 'ABBC/ABBC/DEFG/DEHG/I..J', BLOCKS.noteNoSolution()),
  classic('峰回路转', 'fenghuiluzhuan', 'ACDE/BBFE/BBFG/.HHG/.IJJ', BLOCKS.noteHardest()),
  {
    name: 'walled-5x5',
    aliases: ['5x5'],
    ...described(BLOCKS.presetWalled()),
    code: 'ABBC#/ABBCD/EFGHD/E.IJK/#.LLK:target=B,4,4',
  },
];

export const DEFAULT_PRESET = '横刀立马';
