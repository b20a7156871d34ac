import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { markersOf } from '../support/markers.js';

// A Python file in latin-1 (PEP 263): GitHub's page commits a suggestion's
// lines as UTF-8, so a change holding a character beyond ASCII goes to the
// review body, and /remora accept writes it in latin-1.

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const COOKIE = '# -*- coding: latin-1 -*-\n';
const BASE = { 'pkg/menu.py': latin1(`${COOKIE}def dish():\n    return "soup"\n`) };
// An f-string without a placeholder: lint suggests the plain string, "é" and all.
const HEAD = { 'pkg/menu.py': latin1(`${COOKIE}def dish():\n    return f"café"\n`) };

describe('a latin-1 file with a suggestion beyond ASCII', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
    pr.github.commands.permissions = { Codertocat: 'write' };
  });
  afterAll(() => pr.dispose());

  it.sequential('is in the review body, not inline', async () => {
    const result = await pr.run({ inputs: { operations: 'lint' } });
    expect(result.code).toBe(0);
    const { state } = pr.github;
    expect(state.comments).toEqual([]);
    expect(state.reviews[0]?.body).toContain(
      "the file is in iso-8859-1, and GitHub would commit the suggestion's lines as UTF-8",
    );
    expect(state.reviews[0]?.body).toContain('+    return "café"');
  });

  it.sequential('is committed in latin-1 by accept', async () => {
    const [marker] = markersOf(pr.github.state.reviews[0]?.body ?? '').filter(
      (m) => m.kind === 'change',
    );
    const id = marker?.kind === 'change' ? marker.workspace_id : '';
    expect(id).toMatch(/^lint-/);
    const result = await pr.comment(`/remora accept ${id}`);
    expect(result.code).toBe(0);
    const bytes = execFileSync('git', ['show', 'feature:pkg/menu.py'], { cwd: pr.origin });
    expect(bytes).toEqual(latin1(`${COOKIE}def dish():\n    return "café"\n`));
  });
});
