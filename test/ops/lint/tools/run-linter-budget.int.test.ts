import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuffLinter } from '../../../../src/languages/python/lint/ruff.js';
import { REMORA_DEFAULT_SETTINGS } from '../../../../src/languages/python/lint/ruff-config.js';
import { runLinter } from '../../../../src/ops/lint/tools/run-linter.js';
import { contextFor, Project } from '../../test/tools/tool-harness.js';

// Sixty undefined names: Ruff's F821 on each line, none of them fixable.
const SOURCE = `def total():\n    return (\n${Array.from({ length: 60 }, (_, i) => `        + value_${i}\n`).join('')}    )\n`;

describe('run_linter on a node with many findings', () => {
  let project: Project;
  const linter = createRuffLinter(REMORA_DEFAULT_SETTINGS);
  beforeAll(() => {
    project = new Project({ 'calc/total.py': SOURCE });
  });
  afterAll(() => {
    project.dispose();
    linter.dispose();
  });

  it('fits its result to what the Ruff context leaves of the budget', async () => {
    const context = await contextFor(project, 'calc/total.py', 'total');
    const services = { ...context.services, linter: async () => linter };
    const resultBudget = 2000;
    const result = (await runLinter(
      { check_only: true },
      { ...context, services, resultBudget },
    )) as { total: number; issues: unknown[]; left_out?: string[] };
    expect(JSON.stringify(result).length).toBeLessThanOrEqual(resultBudget);
    expect(result.total).toBe(60);
    expect(result.left_out?.[0]).toBe("the findings' messages");
    expect(result.issues.length).toBeGreaterThan(10);
  });
});
