// Linear-time benchmark. Each parser of pull-request text (docstrings, diffs, Markdown, comments,
// annotations) on each worst shape of test/support/untrusted-text.ts, measured in this one run:
//
// - growth: its time on 1 MB of the shape over its time on 64 KB (16x the text). Linear work
//   grows 16x in principle, and up to about 80x here, since 64 KB stays in the caches and the
//   young generation while 1 MB does not; quadratic work grows at least 256x (before the parsers
//   were made linear, the worst shapes took minutes to hours at 1 MB). Goal: under 128x.
// - vs scan: its time on 1 MB over that of a plain loop over the same characters, to show what a
//   parser costs per character. No goal: parsers do more than look at each character.
//
// It runs the TypeScript sources (the parsers are not exports of the bundle).
//
//   node bench/linear/run.mjs [--rounds 3]
import { register } from 'node:module';

register('../../test/support/typescript-hooks.mjs', import.meta.url);
const { PARSERS, SHAPES, growth } = await import('../../test/support/untrusted-text.ts');

const at = process.argv.indexOf('--rounds');
const rounds = at === -1 ? 3 : Number(process.argv[at + 1]);
const SMALL = 64 * 1024;
const BIG = 1024 * 1024;
const GOAL = 128;

function scan(text) {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  return sum;
}

function fastest(work, text) {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    work(text);
    best = Math.min(best, Number(process.hrtime.bigint() - started));
  }
  return Math.max(best, 1);
}

let over = 0;
console.log(`growth = t(1 MB) / t(64 KB), best of ${rounds}; goal under ${GOAL}x\n`);
for (const [parser, parse] of Object.entries(PARSERS)) {
  let worst = { shape: '', ratio: 0 };
  let slowest = { shape: '', ratio: 0 };
  for (const [shape, make] of Object.entries(SHAPES)) {
    const ratio = growth(parse, make, SMALL, BIG, rounds);
    if (ratio > worst.ratio) worst = { shape, ratio };
    const text = make(BIG);
    const perChar = fastest(parse, text) / fastest(scan, text);
    if (perChar > slowest.ratio) slowest = { shape, ratio: perChar };
  }
  if (worst.ratio >= GOAL) over++;
  console.log(
    `${parser.padEnd(40)} growth ${worst.ratio.toFixed(1).padStart(6)}x (${worst.shape})` +
      `   vs scan ${slowest.ratio.toFixed(0).padStart(6)}x (${slowest.shape})`,
  );
}
console.log(`\n${over === 0 ? 'every parser' : `${over} parser(s) not`} within the goal`);
