import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanupOnSignal,
  HARD_STOP_MS,
  stopGracefullyOn,
} from '../../../src/adapters/process/exit-cleanup.js';
import { createDirectorySource } from '../../../src/adapters/files/workspace-files.js';
import { materialiseWorkspace } from '../../../src/adapters/files/workspace-materialise.js';
import { WorkspaceOverlay } from '../../../src/core/workspace/overlay.js';

/** The listeners cleanupOnSignal added for `signal` since `before` was taken. */
const added = (signal: NodeJS.Signals, before: readonly unknown[]) =>
  process.listeners(signal).filter((listener) => !before.includes(listener));

afterEach(() => {
  // A graceful stop arms a timer that would end this very process: never let it fire.
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cleanupOnSignal', () => {
  it('runs the cleanups on SIGINT, then dies of the same signal', () => {
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);
    const before = process.listeners('SIGINT');
    const ran: string[] = [];
    cleanupOnSignal(() => ran.push('a'));
    cleanupOnSignal(() => {
      throw new Error('one failed cleanup stops no other');
    });
    cleanupOnSignal(() => ran.push('c'));
    const [listener] = added('SIGINT', before);
    (listener as (signal: NodeJS.Signals) => void)('SIGINT');
    expect(ran).toEqual(['a', 'c']);
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGINT');
    expect(added('SIGINT', before)).toEqual([]);
  });

  it('installs nothing once every cleanup is done', () => {
    const before = process.listeners('SIGTERM');
    const forget = cleanupOnSignal(() => {});
    expect(added('SIGTERM', before)).toHaveLength(1);
    forget();
    expect(added('SIGTERM', before)).toEqual([]);
  });

  it('removes a materialised workspace when the run is interrupted', async () => {
    vi.spyOn(process, 'kill').mockImplementation(() => true);
    const root = mkdtempSync(join(tmpdir(), 'remora-signal-'));
    try {
      mkdirSync(join(root, 'src'));
      const before = process.listeners('SIGTERM');
      const ws = WorkspaceOverlay.create('t-1', createDirectorySource(root));
      const view = await materialiseWorkspace(ws, root);
      expect(existsSync(view.dir)).toBe(true);
      const [listener] = added('SIGTERM', before);
      (listener as (signal: NodeJS.Signals) => void)('SIGTERM');
      expect(existsSync(view.dir)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('lets a graceful stop take the first SIGTERM; a second one runs the cleanups and ends the process', () => {
    vi.useFakeTimers();
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);
    const before = process.listeners('SIGTERM');
    const ran: string[] = [];
    const stops: string[] = [];
    const forget = cleanupOnSignal(() => ran.push('cleanup'));
    const release = stopGracefullyOn((signal) => stops.push(signal));
    const [listener] = added('SIGTERM', before);
    expect(added('SIGTERM', before)).toHaveLength(1);
    (listener as (signal: NodeJS.Signals) => void)('SIGTERM');
    expect(stops).toEqual(['SIGTERM']);
    expect(ran).toEqual([]);
    expect(kill).not.toHaveBeenCalled();
    (listener as (signal: NodeJS.Signals) => void)('SIGTERM');
    expect(stops).toEqual(['SIGTERM']);
    expect(ran).toEqual(['cleanup']);
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGTERM');
    release();
    forget();
    expect(added('SIGTERM', before)).toEqual([]);
  });

  it('ends the process of the signal when a graceful stop never finishes', () => {
    vi.useFakeTimers();
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);
    const before = process.listeners('SIGTERM');
    const ran: string[] = [];
    const forget = cleanupOnSignal(() => ran.push('cleanup'));
    // The run's stop waits on something that never returns: it never calls release().
    const release = stopGracefullyOn(() => {});
    const [listener] = added('SIGTERM', before);
    (listener as (signal: NodeJS.Signals) => void)('SIGTERM');
    expect(kill).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HARD_STOP_MS);
    expect(ran).toEqual(['cleanup']);
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGTERM');
    // The signal is left to its default action: nothing of Remora's listens any more.
    expect(added('SIGTERM', before)).toEqual([]);
    release();
    forget();
  });
});
