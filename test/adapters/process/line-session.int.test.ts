import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openProgram, stopAllPrograms } from '../../../src/adapters/process/subprocess.js';

// A program kept running to answer line by line: each request gets the next
// line; a program that speaks out of turn, goes quiet or ends is ended and
// every later request refused, so a caller never reads one text's reply as another's.

const options = { cwd: tmpdir(), env: { PATH: process.env.PATH ?? '' } };
const echo = (script: string) => openProgram(process.execPath, ['-e', script], options);
const ECHO = `require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => process.stdout.write(l.toUpperCase() + '\\n'));`;

describe('openProgram', () => {
  it('answers each request with the next line, in order', async () => {
    const session = echo(ECHO);
    expect(await session.request('one', 10_000)).toBe('ONE');
    expect(await session.request('two', 10_000)).toBe('TWO');
    session.close();
    expect((await session.ended).exitCode).not.toBe(0);
  });

  it('joins a reply that arrives in pieces', async () => {
    const session = echo(
      `require('node:readline').createInterface({ input: process.stdin }).on('line', () => { process.stdout.write('a'.repeat(70000)); setTimeout(() => process.stdout.write('b\\n'), 50); });`,
    );
    expect(await session.request('go', 10_000)).toBe(`${'a'.repeat(70000)}b`);
    session.close();
  });

  it('ends a program that prints a line nobody asked for, and refuses what follows', async () => {
    const session = echo(`process.stdout.write('unasked\\n'); ${ECHO}`);
    const { exitCode } = await session.ended;
    expect(exitCode).not.toBe(0);
    await expect(session.request('one', 10_000)).rejects.toThrow('no request asked for');
  });

  it('ends a program that does not answer in time', async () => {
    const session = echo(`setInterval(() => {}, 1000);`);
    await expect(session.request('one', 200)).rejects.toThrow('no reply: timed out after 0.2 s');
    await session.ended;
    await expect(session.request('two', 10_000)).rejects.toThrow('timed out');
  });

  it('refuses a reply longer than its limit, and is ended by stopAllPrograms', async () => {
    const big = openProgram(
      process.execPath,
      ['-e', `process.stdin.once('data', () => process.stdout.write('x'.repeat(200000)));`],
      { ...options, maxBytes: 100_000 },
    );
    await expect(big.request('go', 10_000)).rejects.toThrow('exceeded 100000 bytes');
    const idle = echo(`${ECHO} setInterval(() => {}, 1000);`);
    expect(await idle.request('still', 10_000)).toBe('STILL');
    stopAllPrograms();
    expect((await idle.ended).exitCode).not.toBe(0);
  });
});
