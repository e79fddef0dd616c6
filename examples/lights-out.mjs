// Lights Out on a 3x3 board, as a puzzle of your own for puzzlekit:
//   npx puzzlekit --puzzle-module examples/lights-out.mjs solve lights-out --preset all-on
// Pressing a light toggles it and its neighbours above, below, left and right;
// the goal is every light off. A state is 9 bits, bit 3*row+col for each light.
import { definePuzzle, PuzzleInputError } from 'puzzlekit';

const SIZE = 3;
const CELLS = SIZE * SIZE;
const at = (row, col) => row * SIZE + col;
/** The lights each press toggles, as a bit mask. */
const PRESS = Array.from({ length: CELLS }, (_, i) => {
  const [row, col] = [Math.floor(i / SIZE), i % SIZE];
  const around = [[row, col], [row - 1, col], [row + 1, col], [row, col - 1], [row, col + 1]];
  return around.filter(([r, c]) => r >= 0 && r < SIZE && c >= 0 && c < SIZE).reduce((mask, [r, c]) => mask | (1 << at(r, c)), 0);
});

/** "101/010/101" (rows top to bottom, 1 = lit) to a 9-bit mask. */
function readLights(code, where) {
  const rows = code.trim().split('/');
  if (rows.length !== SIZE || rows.some((r) => !/^[01]{3}$/.test(r))) {
    throw new PuzzleInputError(`${where}: expected three rows of three 0s and 1s, like 101/010/101`);
  }
  return rows.join('').split('').reduce((mask, bit, i) => (bit === '1' ? mask | (1 << i) : mask), 0);
}
const writeLights = (mask) =>
  Array.from({ length: SIZE }, (_, r) => Array.from({ length: SIZE }, (_, c) => ((mask >> at(r, c)) & 1 ? '1' : '0')).join('')).join('/');

const PRESETS = [
  { name: 'all-on', description: 'every light lit (5 presses)', code: '111/111/111' },
  { name: 'corners', description: 'the four corners lit', code: '101/000/101' },
];

export default definePuzzle({
  id: 'lights-out',
  title: 'Lights Out (3x3)',
  description: 'Press lights to switch them all off; each press toggles a light and its neighbours.',
  presets: PRESETS.map(({ name, description }) => ({ name, description })),
  params: [],
  metrics: [{ id: 'presses', description: 'each press counts 1' }],
  defaultPreset: 'all-on',
  parse({ source }) {
    if (source.kind === 'preset') {
      const preset = PRESETS.find((p) => p.name === source.name);
      if (!preset) throw new PuzzleInputError(`lights-out has no preset "${source.name}" (presets: ${PRESETS.map((p) => p.name).join(', ')})`);
      return { lights: readLights(preset.code, 'preset') };
    }
    if (source.kind === 'params') return { lights: readLights(PRESETS[0].code, 'preset') };
    return { lights: readLights(source.kind === 'code' ? source.code : source.text, source.kind === 'code' ? 'instance code' : source.origin) };
  },
  problem: (instance) => ({
    start: instance.lights,
    isGoal: (lights) => lights === 0,
    successors: (lights, emit) => PRESS.forEach((mask, cell) => emit(lights ^ mask, cell)),
    codec: { kind: 'uint32', encode: (lights) => lights, decode: (key) => key },
    unitCosts: true,
  }),
  instanceCode: (instance) => writeLights(instance.lights),
  stateCode: (_instance, lights) => writeLights(lights),
  parseState: (_instance, code) => readLights(code, 'state code'),
  describeMove: (_instance, cell) => `press row ${Math.floor(cell / SIZE) + 1}, column ${(cell % SIZE) + 1}`,
  moveCode: (_instance, cell) => `r${Math.floor(cell / SIZE) + 1}c${(cell % SIZE) + 1}`,
  applyMove: (_instance, lights, cell) => (Number.isInteger(cell) && cell >= 0 && cell < CELLS ? lights ^ PRESS[cell] : { illegal: `no light ${cell}` }),
  renderText: (_instance, lights) => writeLights(lights).replaceAll('/', '\n').replaceAll('1', '#').replaceAll('0', '.'),
  draw: (_instance, lights) => ({
    width: SIZE,
    height: SIZE,
    shapes: PRESS.map((_, i) => ({ kind: 'rect', x: i % SIZE, y: Math.floor(i / SIZE), w: 1, h: 1, fill: (lights >> i) & 1 ? '#ffd54a' : '#333', stroke: '#000' })),
  }),
});
