import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  loadReferenceSources,
  referencePages,
  renderConfigReference,
  renderErrorReference,
  withGenerated,
} from '../../scripts/reference.mjs';
import { configSchema } from '../../src/config/config.js';
import { ERROR_MEANINGS, ERROR_REMEDIES } from '../../src/core/errors.js';

const root = join(import.meta.dirname, '..', '..');

describe('the generated reference', () => {
  it('is what its sources say: run `npm run docs` when this fails', async () => {
    const pages = await referencePages(root, await loadReferenceSources());
    expect(pages.map((page) => page.page).sort()).toEqual([
      'docs/action.md',
      'docs/cli.md',
      'docs/configuration.md',
      'docs/errors.md',
    ]);
    const stale = pages.filter((page) => page.current !== page.expected).map((page) => page.page);
    expect(stale, 'these pages are stale: run `npm run docs`').toEqual([]);
  });

  it('lists every setting of the config schema, with its default', () => {
    const text = renderConfigReference(
      z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }),
    );
    for (const path of [
      'discovery.max_file_bytes',
      'operations.<op>.enabled',
      'operations.docstring.style',
      'graph.edges',
      'server.base_url',
      'runner.retry.attempts',
      'runner.fail_fast',
    ])
      expect(text).toContain(`| \`${path}\` |`);
    expect(text).toMatch(/\| `runner\.retry\.attempts` \| integer, ≥ 1, ≤ 10 \| `3` \|/);
  });

  it('lists per-op settings however the schema holds them: named ops, any op, a shared schema, a union', () => {
    const enabled = z.boolean().optional().describe('Whether the op runs');
    const lint = z.object({ enabled }).meta({ id: 'lint_settings' });
    const operations = z
      .object({
        lint,
        docstring: z.union([
          z.object({ style: z.enum(['google', 'numpy']).optional().describe('The style') }),
          z.object({ private: z.boolean().optional().describe('Private names too') }),
        ]),
      })
      .catchall(z.object({ enabled }))
      .describe('The ops');
    const text = renderConfigReference(
      z.toJSONSchema(z.object({ operations, other: z.object({ lint }) }), { io: 'input' }),
    );
    for (const row of [
      '| `operations.lint.enabled` | boolean | (unset) | Whether the op runs. |',
      '| `operations.docstring.style` | one of `google`, `numpy` | (unset) | The style. |',
      '| `operations.docstring.private` | boolean | (unset) | Private names too. |',
      '| `operations.<op>.enabled` | boolean | (unset) | Whether the op runs. |',
      '| `other.lint.enabled` | boolean | (unset) | Whether the op runs. |',
    ])
      expect(text).toContain(row);
  });

  it('refuses a setting without a description', () => {
    const schema = z.toJSONSchema(
      z.object({ runner: z.object({ limit: z.number().default(1) }).describe('Runner') }),
    );
    expect(() => renderConfigReference(schema)).toThrowError(
      'remora.yaml: runner.limit has no description',
    );
  });

  it('gives every error code its meaning and the remedy the CLI prints', () => {
    const text = renderErrorReference(ERROR_MEANINGS, ERROR_REMEDIES);
    for (const [code, remedy] of Object.entries(ERROR_REMEDIES))
      expect(text).toContain(
        `| \`${code}\` | ${ERROR_MEANINGS[code as keyof typeof ERROR_MEANINGS].replaceAll('|', '\\|')} | ${remedy.replaceAll('|', '\\|')} |`,
      );
    expect(() => renderErrorReference({ X_001: 'x' }, {})).toThrowError(
      'src/core/errors.ts: X_001 has no remedy',
    );
  });

  it('replaces only what stands between the markers, and names a missing one', () => {
    expect(withGenerated('a\n<!-- p -->\nold\n<!-- /p -->\nb\n', 'page.md', 'p', 'NEW\n')).toBe(
      'a\n<!-- p -->\n\nNEW\n\n<!-- /p -->\nb\n',
    );
    expect(() => withGenerated('text', 'page.md', 'p', '')).toThrowError(
      'page.md: expected the markers <!-- p --> and <!-- /p -->',
    );
  });

  it('keeps the hand-written examples of docs/configuration.md valid settings', () => {
    const page = readFileSync(join(root, 'docs/configuration.md'), 'utf8');
    const examples = [...page.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples)
      expect(configSchema.safeParse(parse(example)).error).toBeUndefined();
  });
});
