import { describe, expect, it } from 'vitest';
import { PARSERS, SHAPES } from '../support/untrusted-text.js';

// A megabyte of each worst shape, once: linear work reads it in milliseconds, while a pattern that
// backtracks or a loop that scans the text again per line or per bracket takes minutes to hours
// (a regular expression cannot be interrupted, so such a run never reaches its assertion). How
// the time grows with the size is measured by `npm run bench:linear`, not asserted here.
const SIZE = 1024 * 1024;

describe('every parser of pull-request text reads a megabyte of its worst shape', () => {
  for (const [parser, parse] of Object.entries(PARSERS))
    it(parser, () => {
      const read = Object.entries(SHAPES).map(([shape, make]) => {
        parse(make(SIZE));
        return shape;
      });
      expect(read).toEqual(Object.keys(SHAPES));
    });
});
