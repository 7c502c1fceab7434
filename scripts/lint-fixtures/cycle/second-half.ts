// a lint fixture (scripts/eslint-boundaries.test.ts): the other half of a two-file import cycle
import { firstHalf } from './first-half';

export const secondHalf = () => (Math.random() > 2 ? firstHalf() : 0);
