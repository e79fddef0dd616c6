/** The engine pieces the threaded driver reuses (re-exported from one place so the imports stay short). */
export { Budget, type LimitReason } from '../engine/budget.js';
export { CompactTotals, marksFit, rankedFor, seedsOf, type CompactOptions, type CompactResult } from '../engine/compact-search.js';
export { SEGMENT, type SegmentTally } from '../engine/compact-layer.js';
export { createMarks, MAX_BYTE_DEPTH } from '../engine/layer-marks.js';
export { checkProblem, SearchSetupError } from '../engine/errors.js';
