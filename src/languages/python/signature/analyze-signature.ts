import type { Node } from 'web-tree-sitter';
import { expectedException } from '../testgen/doctest.js';
import { identifiersIn } from '../testgen/generated-test.js';
import { importRoots, modulePathOf } from '../testgen/module-path.js';
import type { DoctestExample, Parameter, SignatureAnalysis } from '../testgen/signature.js';
import { fitResult, RESULT_BUDGET, type Reduction } from '../../../ops/shared/result-budget.js';
import type { ToolContext, ToolHandler } from '../../../ops/shared/tool-context.js';
import { analyzeTree, importedNames, type ModuleInfo } from './analyze-tree.js';
import { readPytestConfig } from './project-files.js';
import { mapPythonSnippets, withPythonTree } from './python-tree.js';

/**
 * `analyze_signature()`: the node's signature as the test and sample-data
 * agents need it (see SignatureAnalysis), read from the workspace's current
 * text. Keys with nothing to say are left out, to keep the result short.
 */
export const analyzeSignature: ToolHandler = async (_args, context) =>
  compact(fitBudget(await analyzeNode(context), context.resultBudget ?? RESULT_BUDGET));

/**
 * The whole analysis of the node, before it is fitted to a tool result: what
 * a tool checks its arguments against (a fitted result may leave out the
 * parameters that have a default).
 */
export async function analyzeNode(context: ToolContext): Promise<SignatureAnalysis> {
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
  // Each example parsed once: what it is, and the names its own imports bind.
  const read = await mapPythonSnippets(
    analysis.doctests.map((d) => d.source),
    (root) => ({
      expression: isSingleExpression(root),
      syntaxError: isNotPython3(root),
      imports: importsOf(root),
    }),
  );
  analysis.doctests = analysis.doctests.map((d, i) => ({
    ...d,
    expression: read[i]?.expression === true,
    ...(read[i]?.syntaxError ? { syntax_error: true as const } : {}),
  }));
  analysis.module_names = namesFromModule(
    analysis.doctests,
    read.map((example) => example.imports),
    topLevelNames,
  );
  return analysis;
}

/**
 * Fits the result to the tool-output budget (`budget`: what the tool's
 * context providers leave of it), each reduction noted in `left_out`: the
 * header text goes first, then the class tables of other types, the owner's
 * (it builds an instance for a smoke test), the annotations of parameters
 * that have a default, those parameters, and last the doctest examples from
 * the end, one by one. So a long signature fits (jinja's
 * `Environment.__init__` and `overlay`: 22 parameters each, and the owner's
 * table repeats the constructor's), and what a test is built from stays
 * longest: the examples, and the parameters a call must pass.
 */
function fitBudget(
  analysis: SignatureAnalysis,
  budget: number,
): SignatureAnalysis & { left_out?: string[] } {
  const own = analysis.owner;
  const dropExample: Reduction<SignatureAnalysis> = {
    leaves_out: 'a docstring example from the end',
    apply: (a) => ({ ...a, doctests: (a.doctests ?? []).slice(0, -1) }),
  };
  // Measured as sent: compact, so absent keys are simply absent.
  return fitResult(
    compact(analysis) as SignatureAnalysis,
    [
      { leaves_out: 'the header text', apply: (a) => ({ ...a, signature: '' }) },
      {
        leaves_out: 'the tables of classes other than the owner',
        apply: (a) => ({
          ...a,
          types: Object.fromEntries(Object.entries(a.types ?? {}).filter(([name]) => name === own)),
        }),
      },
      { leaves_out: "the owner's class table", apply: (a) => ({ ...a, types: {} }) },
      {
        leaves_out: 'the annotations of parameters that have a default',
        apply: (a) => ({ ...a, parameters: withoutOptionalAnnotations(a.parameters ?? []) }),
      },
      {
        leaves_out: 'the parameters that have a default',
        apply: (a) => ({
          ...a,
          parameters: (a.parameters ?? []).filter((p) => p.default === undefined),
        }),
      },
      ...analysis.doctests.map(() => dropExample),
    ],
    budget,
  );
}

/** Parameters with the annotations of those that have a default left out: a call may omit them. */
function withoutOptionalAnnotations(parameters: readonly Parameter[]): Parameter[] {
  return parameters.map(({ annotation, ...rest }) =>
    rest.default === undefined && annotation !== undefined ? { ...rest, annotation } : rest,
  );
}

/**
 * The names the examples take from the module's globals, as doctest runs
 * them: each name they use that the module binds when it runs, unless an
 * example imported it first (`>>> from jinja2 import Environment` in
 * jinja2.meta's examples: the test imports it as the example does, not from
 * the module, which has it only for the type checker).
 */
function namesFromModule(
  doctests: readonly DoctestExample[],
  imports: readonly string[][],
  moduleNames: readonly string[],
): string[] {
  const imported = new Set<string>();
  const used = new Set<string>();
  doctests.forEach((example, index) => {
    (imports[index] ?? []).forEach((name) => imported.add(name));
    const names = [...identifiersIn(example.source)];
    const exception = expectedException(example.want);
    if (exception) names.push(exception.type.split('.')[0] as string);
    for (const name of names) if (!imported.has(name)) used.add(name);
  });
  return moduleNames.filter((name) => used.has(name)).sort();
}

/** The names an example's own import statements bind. */
function importsOf(root: Node): string[] {
  return root
    .descendantsOfType(['import_statement', 'import_from_statement'])
    .flatMap(importedNames);
}

/** Source Python 3 cannot compile: an error, or a statement tree-sitter's grammar keeps for Python 2. */
function isNotPython3(root: Node): boolean {
  return root.hasError || root.descendantsOfType(['print_statement', 'exec_statement']).length > 0;
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
