import { describe, expect, it } from 'vitest';
import { EventBus } from '../../../src/core/events/event-bus.js';

describe('EventBus', () => {
  it('delivers by exact type, prefix wildcard and *, with a timestamp; unsubscribes', () => {
    const bus = new EventBus(() => new Date('2026-01-02T03:04:05Z'));
    const seen: string[] = [];
    bus.on('agent:started', (e) => seen.push(`exact ${e.type}`));
    const off = bus.on('agent:*', (e) => seen.push(`prefix ${e.type} ${e.time}`));
    bus.on('*', (e) => seen.push(`all ${e.type}`));
    bus.emit('agent:started', { op: 'lint', node_id: 'n', workspace_id: 'lint-n' });
    off();
    bus.emit('node:completed', { node_id: 'n', ms: 1 });
    bus.emit('agent:started', { op: 'lint', node_id: 'n', workspace_id: 'lint-n' });
    expect(seen).toEqual([
      'exact agent:started',
      'prefix agent:started 2026-01-02T03:04:05.000Z',
      'all agent:started',
      'all node:completed',
      'exact agent:started',
      'all agent:started',
    ]);
  });

  it('keeps delivering when a listener throws, and reports the error', () => {
    const errors: unknown[] = [];
    const bus = new EventBus(undefined, (error) => errors.push(error));
    let delivered = 0;
    bus.on('*', () => {
      throw new Error('listener bug');
    });
    bus.on('*', () => delivered++);
    bus.emit('node:completed', { node_id: 'n', ms: 1 });
    expect(delivered).toBe(1);
    expect(String(errors[0])).toContain('listener bug');
  });
});
