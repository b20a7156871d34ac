import { describe, expect, it } from 'vitest';
import { createRunEvents, type LogLevel } from '../../src/pipeline/run-events.js';

/** What the terminal shows of one small run at `level`. */
function shown(level: LogLevel): string[] {
  const lines: string[] = [];
  const events = createRunEvents(
    (text) => lines.push(text),
    (text) => lines.push(`warning: ${text}`),
    undefined,
    undefined,
    level,
  );
  const ids = { op: 'lint', node_id: 'n1' };
  events.emit('node:started', { node_id: 'n1', full_name: 'total', file_path: 'a.py' });
  events.emit('model:request', { ...ids, request_id: 'lint-n1:1.1', turn: 1, attempt: 1 });
  events.emit('model:retry', { ...ids, attempt: 1, delay_ms: 5, reason: 'HTTP 503' });
  events.emit('tool:called', {
    ...ids,
    call_id: 'c1',
    tool: 'apply_fix',
    arguments: { issue_code: 'F401', note: 'x'.repeat(300) },
  });
  events.emit('agent:completed', {
    ...ids,
    workspace_id: 'lint-n1',
    summary: 'Fixed.',
    turns: 2,
    ms: 1,
    changed: true,
    findings: 0,
  });
  events.emit('agent:failed', {
    op: 'test',
    node_id: 'n1',
    workspace_id: 'test-n1',
    code: 'TOOL_001',
    message: 'pytest broke',
    turns: 1,
    findings: 0,
  });
  return lines;
}

describe('the terminal lines of a run, by --log-level', () => {
  it('shows failures at error, retries from warning, finished ops from info, every call at debug', () => {
    expect(shown('error')).toEqual(['✗ test total: TOOL_001 pytest broke']);
    expect(shown('warning')).toEqual([
      '↻ lint total: model request retried (HTTP 503)',
      '✗ test total: TOOL_001 pytest broke',
    ]);
    expect(shown('info')).toEqual([
      '↻ lint total: model request retried (HTTP 503)',
      '✓ lint total (2 turns)',
      '✗ test total: TOOL_001 pytest broke',
    ]);
    const debug = shown('debug');
    expect(debug[0]).toBe('· lint total: model request lint-n1:1.1');
    // Arguments are cut short on the terminal; the log file keeps them whole.
    expect(debug[2]).toMatch(/^· lint total: apply_fix \{"issue_code":"F401","note":"x+…$/);
    expect(debug[2]?.length).toBeLessThan(260);
    expect(debug).toHaveLength(5);
  });
});
