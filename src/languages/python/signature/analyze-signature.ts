import type { Node } from 'web-tree-sitter';
import { expectedException } from '../../../core/testgen/doctest.js';
import { identifiersIn } from '../../../core/testgen/generated-test.js';
import { importRoots, modulePathOf } from '../../../core/testgen/module-path.js';
import type { SignatureAnalysis } from '../../../core/testgen/signature.js';
import { fitResult, type Reduction } from '../../../ops/shared/result-budget.js';
import type { ToolHandler } from '../../../ops/shared/tool-context.js';
import { analyzeTree, type ModuleInfo } from './analyze-tree.js';
import { readPytestConfig } from './project-files.js';
import { mapPythonSnippets, withPythonTree } from './python-tree.js';

/**
 * `analyze_signature()`: the node's signature as the test and sample-data
 * agents need it (see SignatureAnalysis), read from the workspace's current
 * text. Keys with nothing to say are left out, to keep the result short.
 */
export const analyzeSignature: ToolHandler = async (_args, context) => {
  const here = await context.locate();
  const config = await readPytestConfig(context.workspace);
  const found = modulePathOf(
    here.node.file_path,
    importRoots([here.node.file_path], config?.pythonpath),
  );
  const module: ModuleInfo = found.ok
    ? { module: found.module }
    : { module: null, issue: found.reason };
  const { analysis, topLevelNames } = await withPythonTree(here.text, (root) =>
    analyzeTree(root, here.node, module),
  );
  const kinds = await mapPythonSnippets(
    analysis.doctests.map((d) => d.source),
    isSingleExpression,
  );
  analysis.doctests = analysis.doctests.map((d, i) => ({ ...d, expression: kinds[i] === true }));
  const used = new Set<string>();
  for (const example of analysis.doctests) {
    identifiersIn(example.source).forEach((name) => used.add(name));
    const exception = expectedException(example.want);
    if (exception) used.add(exception.type.split('.')[0] as string);
  }
  analysis.module_names = topLevelNames.filter((name) => used.has(name)).sort();
  return compact(fitBudget(analysis));
};

/**
 * Fits the result to the tool-output budget: the header text goes first,
 * then the class tables of other types, then the last doctest examples one
 * by one, each noted in `left_out`.
 */
function fitBudget(analysis: SignatureAnalysis): SignatureAnalysis & { left_out?: string[] } {
  const own = analysis.owner;
  const dropExample: Reduction<SignatureAnalysis> = {
    leaves_out: 'a docstring example from the end',
    apply: (a) => ({ ...a, doctests: (a.doctests ?? []).slice(0, -1) }),
  };
  // Measured as sent: compact, so absent keys are simply absent.
  return fitResult(compact(analysis) as SignatureAnalysis, [
    { leaves_out: 'the header text', apply: (a) => ({ ...a, signature: '' }) },
    {
      leaves_out: 'the tables of classes other than the owner',
      apply: (a) => ({
        ...a,
        types: Object.fromEntries(Object.entries(a.types ?? {}).filter(([name]) => name === own)),
      }),
    },
    ...analysis.doctests.map(() => dropExample),
  ]);
}

/** True for source that is one expression statement (doctest shows its value). */
function isSingleExpression(root: Node): boolean {
  const statements = root.namedChildren.filter((c) => c.type !== 'comment');
  if (root.hasError || statements.length !== 1 || statements[0]?.type !== 'expression_statement')
    return false;
  const inner = statements[0].namedChildren;
  return (
    inner.length === 1 &&
    !['assignment', 'augmented_assignment', 'yield'].includes(inner[0]?.type ?? '')
  );
}

/** Leaves out empty lists, empty objects and false flags; the schema's defaults restore them. */
function compact(analysis: SignatureAnalysis & { left_out?: string[] }): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(analysis).filter(([, value]) => {
      if (value === false || value === undefined || value === '') return false;
      if (Array.isArray(value)) return value.length > 0;
      if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
      return true;
    }),
  );
}
