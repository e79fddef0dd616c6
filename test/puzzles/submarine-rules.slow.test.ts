/**
 * Submarine's successor generator against its cell-by-cell rules on 3,000
 * positions (1,500 of each of the presets hard and deep): some seconds of
 * worded refusals, so in `npm run test:slow`; the suite checks 600
 * (submarine.test.ts).
 */
import { describe, it } from 'vitest';
import { expectGeneratorAgreesWithRules } from '../support/submarine-rules.js';

describe('submarine: the rules of a slide and of the exit', () => {
  it('the bitset successor generator and the cell-by-cell rules agree on every move of 3,000 positions', () => {
    expectGeneratorAgreesWithRules(1500);
  });
});
