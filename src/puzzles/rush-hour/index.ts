// TEMP wiring (dropped at merge: the rush-hour backend is another part's): the water-jugs backend
// under the id rush-hour, carrying the family, so `classify rush-hour` runs end to end in this branch.
import { waterJugs } from '../water-jugs/index.js';
import { RUSH_HOUR_FAMILY } from './family/index.js';

export const rushHour = { ...waterJugs, id: 'rush-hour', aliases: [], family: RUSH_HOUR_FAMILY } as typeof waterJugs;
