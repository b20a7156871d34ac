import { Environment, Interpreter, Template } from '@huggingface/jinja';

/** A template an agent definition holds, parsed once. */
export type AgentTemplate = Template;

/**
 * Parses a Jinja template (blocks trimmed as Jinja's `trim_blocks` and
 * `lstrip_blocks` do); a syntax error throws. The implementation is an
 * interpreter over its own values: a template reaches no JavaScript object,
 * constructor or global of the host, so an agent's templates are data, never code.
 */
export function parseTemplate(source: string): AgentTemplate {
  return new Template(source);
}

/**
 * The root scope of a render: records every name looked up that neither the
 * template nor the caller defines. Scopes of loops and macros sit above it,
 * so a name reaches it only when nothing nearer has it.
 */
class RecordingScope extends Map<string, ReturnType<Environment['lookupVariable']>> {
  readonly missing = new Set<string>();

  override has(name: string): boolean {
    const found = super.has(name);
    if (!found) this.missing.add(name);
    return found;
  }
}

function range(start: number, stop?: number, step = 1): number[] {
  const [from, to] = stop === undefined ? [0, start] : [start, stop];
  const out: number[] = [];
  if (step === 0) throw new Error('range() step must not be zero');
  for (let i = from; step > 0 ? i < to : i > to; i += step) out.push(i);
  return out;
}

const GLOBALS: Record<string, unknown> = {
  true: true,
  false: false,
  none: null,
  True: true,
  False: false,
  None: null,
  range,
};

/**
 * Renders a template with `variables`. A variable the template reads that is
 * not given (and that it does not test with `is defined`) is an error naming
 * it, so a typo in an agent's template fails loudly instead of rendering empty.
 */
export function renderAgentTemplate(
  template: AgentTemplate,
  variables: Record<string, unknown>,
): string {
  const environment = new Environment();
  for (const [name, value] of Object.entries({ ...GLOBALS, ...variables }))
    environment.set(name, value);
  const scope = new RecordingScope(environment.variables);
  environment.variables = scope;
  let rendered: unknown;
  let failure: unknown;
  try {
    rendered = new Interpreter(environment).run(template.parsed).value;
  } catch (error) {
    failure = error;
  }
  // An unknown name is the cause to report, also when a filter then choked on it.
  const tested = definedTests(template);
  const unknown = [...scope.missing].filter((name) => !tested.has(name)).sort();
  if (unknown.length > 0)
    throw new Error(
      `undefined variable${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known: ${Object.keys(variables).sort().join(', ')}`,
    );
  if (failure !== undefined) throw failure;
  return String(rendered);
}

/** Names the template tests with `is defined` / `is undefined`: reading those is not an error. */
function definedTests(template: AgentTemplate): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const test = record.test as { value?: unknown } | undefined;
    const operand = record.operand as { type?: unknown; value?: unknown } | undefined;
    if (
      record.type === 'TestExpression' &&
      (test?.value === 'defined' || test?.value === 'undefined') &&
      operand?.type === 'Identifier'
    )
      names.add(String(operand.value));
    for (const value of Object.values(record)) walk(value);
  };
  walk(template.parsed);
  return names;
}
