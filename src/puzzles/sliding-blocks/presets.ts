/**
 * Named layouts: the classic 华容道 openings (Chinese name, pinyin alias),
 * and Rush Hour style boards where every car moves only along its length.
 */
import type { CodePreset } from '../puzzle.js';

/** The notes below in Chinese: "81 moves" is "81 步". */
const NOTES_ZH: Readonly<Record<string, string>> = {
  'the best-known opening, 81 moves': '最有名的开局，81 步',
  'no solution': '无解',
  'the hardest standard layout, 138 moves': '最难的标准布局，138 步',
};
const noteZh = (note: string): string => NOTES_ZH[note] ?? note.replace(/^(\d+) moves$/, '$1 步');

/** A classic 4x5 opening: the 2x2 block (曹操) must reach the bottom middle. */
const classic = (name: string, pinyin: string, rows: string, note = ''): CodePreset => ({
  name,
  aliases: [pinyin],
  description: `华容道 ${name} (${pinyin})${note ? `: ${note}` : ''}`,
  zh: `华容道「${name}」${note ? `：${noteZh(note)}` : ''}`,
  code: rows,
});

export const PRESETS: readonly CodePreset[] = [
  classic('横刀立马', 'hengdaolima', 'ABBC/ABBC/DEEF/DGHF/I..J', 'the best-known opening, 81 moves'),
  classic('指挥若定', 'zhihuiruoding', 'ABBC/ABBC/DEEF/GHIJ/G..J', '70 moves'),
  classic('将拥曹营', 'jiangyongcaoying', '.BB./ABBC/ADEC/FDEG/HHIJ'),
  classic('齐头并进', 'qitoubingjin', 'ABBC/ABBC/DEFG/HIIJ/H..J', '60 moves'),
  classic('兵分三路', 'bingfensanlu', 'ABBC/DBBE/DFFE/GHIJ/G..J', '72 moves'),
  classic('雨声淅沥', 'yushengxili', 'ABBC/ABBD/EFFG/EH.G/IH.J'),
  classic('左右布兵', 'zuoyoububing', 'ABBC/DBBE/FGHI/FGHI/.JJ.'),
  classic('桃花园中', 'taohuayuanzhong', 'ABBC/DBBE/DFGE/HFGI/.JJ.'),
  classic('一路进军', 'yilujinjun', 'ABBC/ABBD/EFGH/EFGI/.JJ.'),
  classic('一路顺风', 'yilushunfeng', 'ABBC/ABBD/EFFG/EHIG/.JI.', '39 moves'),
  classic('围而不歼', 'weierbujian', 'ABBC/ABBD/EFFG/EHIJ/.HI.'),
  classic('捷足先登', 'jiezuxiandeng', 'ABBC/DBBE/.FF./GHIJ/GHIJ', '32 moves'),
  classic('插翅难飞', 'chachinanfei', 'ABBC/ABBD/EEFG/HIIJ/H..J'),
  classic('守口如瓶', 'shoukouruping', 'ABBC/ABBC/DE.F/GE.H/IIJJ', '81 moves'),
  classic('层层设防', 'cengcengshefang', 'ABBC/ABBC/DEEF/GHHI/.JJ.', '102 moves'),
  classic('水泄不通', 'shuixiebutong', 'ABBC/ABBD/EEFF/GGHH/I..J', '79 moves'),
  classic('四路进兵', 'silujinbing', 'ABBC/DBBE/F.GG/F.HH/IIJJ'),
  classic('入地无门', 'rudiwumen', 'ABBC/ABBD/EFFG/HHII/.JJ.'),
  classic('勇闯五关', 'yongchuangwuguan', 'ABBC/DBBE/FFGG/HHII/.JJ.', '34 moves'),
  classic('四面楚歌', 'simianchuge', 'ACDE/ABBE/FBBG/HIIG/H..J', '56 moves'),
  classic('前呼后拥', 'qianhuhouyong', 'ACBB/DDBB/EEFF/GGHH/..IJ'),
  classic('五将逼宫', 'wujiangbigong', 'AACC/DBBE/DBBE/FGGH/I..J'),
  classic('近在咫尺', 'jinzaizhichi', 'ACDE/FCDE/GGHI/JJBB/..BB', '98 moves'),
  classic('走投无路', 'zoutouwulu', 'ABBC/ABBC/DEFG/DEHG/I..J', 'no solution'),
  classic('峰回路转', 'fenghuiluzhuan', 'ACDE/BBFE/BBFG/.HHG/.IJJ', 'the hardest standard layout, 138 moves'),
  {
    name: 'rush-hour-1',
    aliases: ['塞车', 'saiche'],
    description: 'Rush Hour style, 6x6: drive car X out of the right edge (to row 2, column 4); every car moves only along its length',
    zh: '塞车（Rush Hour）式，6x6：把车 X 开到右边出口（第 2 行第 4 列）；每辆车只能顺着车身方向移动',
    code: 'AA...O/P..Q.O/PXXQ.O/P..Q../B...CC/B.RRR.:goal=X,2,4:horizontal=AXCR:vertical=OPQB',
  },
  {
    name: 'walled-5x5',
    aliases: ['5x5'],
    description: 'a 5x5 board with two walls: bring the 2x2 block B to the bottom right corner',
    zh: '有两堵墙的 5x5 棋盘：把 2x2 的方块 B 移到右下角',
    code: 'ABBC#/ABBCD/EFGHD/E.IJK/#.LLK:goal=B,3,3',
  },
];

export const DEFAULT_PRESET = '横刀立马';
