import { describe, expect, it } from 'vitest';
import { whenIdle } from '../../../src/adapters/process/idle.js';

/** Keeps this thread busy in turns of the event loop until `until()` says stop. */
function spin(until: () => boolean): Promise<void> {
  return new Promise((done) => {
    const turn = (): void => {
      const end = performance.now() + 4;
      while (performance.now() < end);
      if (until()) done();
      else setImmediate(turn);
    };
    setImmediate(turn);
  });
}

describe('whenIdle', () => {
  it('waits for what it is told to wait for first', async () => {
    let open!: () => void;
    const after = new Promise<void>((resolve) => (open = resolve));
    let idle = false;
    const ready = whenIdle(after).then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(idle).toBe(false);
    open();
    await ready;
    expect(idle).toBe(true);
  });

  it('resolves only once the thread stops being busy', async () => {
    let turns = 0;
    let busy = true;
    const ready = whenIdle(Promise.resolve()).then(() => ({ busy, turns }));
    await spin(() => ++turns >= 25);
    busy = false;
    expect(await ready).toEqual({ busy: false, turns: 25 });
  });
});
