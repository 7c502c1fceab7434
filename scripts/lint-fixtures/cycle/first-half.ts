// a lint fixture (scripts/eslint-boundaries.test.ts): half of a two-file import cycle
import { secondHalf } from './second-half';

export const firstHalf = () => secondHalf() + 1;
