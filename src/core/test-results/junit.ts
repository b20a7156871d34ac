/** How one test case ended. `xfailed` is an expected failure (a runner may report it as skipped). */
export type TestOutcome = 'passed' | 'failed' | 'error' | 'skipped' | 'xfailed';

export interface TestCaseResult {
  /** `<classname>::<name>`, e.g. `tests.test_orders::test_total_doctest`. */
  test: string;
  /** The test function's name (a collection error has the module's name here). */
  name: string;
  outcome: TestOutcome;
  /** The first line of the failure, error or skip message. */
  message?: string;
}

export interface JUnitSummary {
  passed: number;
  failed: number;
  errors: number;
  skipped: number;
  xfailed: number;
  cases: TestCaseResult[];
}

const MESSAGE_LIMIT = 300;

/** What a test runner writes into its JUnit report beyond the common shape. */
export interface JUnitDialect {
  /** The `type` of a `<skipped>` that is an expected failure. */
  expectedFailureType?: string;
  /** The prefix of the lines of a failure's text that hold its exception. */
  exceptionLinePrefix?: string;
}

/**
 * Reads a JUnit XML report (xunit1 or xunit2): `<testcase>` elements with an
 * optional `<failure>`, `<error>` or `<skipped>` child, as the runner's
 * dialect writes them.
 */
export function parseJUnitXml(xml: string, dialect: JUnitDialect = {}): JUnitSummary {
  const summary: JUnitSummary = {
    passed: 0,
    failed: 0,
    errors: 0,
    skipped: 0,
    xfailed: 0,
    cases: [],
  };
  const testcase = /<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g;
  for (const match of xml.matchAll(testcase)) {
    const attributes = readAttributes(match[1] ?? '');
    const body = match[2] ?? '';
    const result = caseResult(attributes, body, dialect);
    summary.cases.push(result);
    if (result.outcome === 'passed') summary.passed++;
    else if (result.outcome === 'failed') summary.failed++;
    else if (result.outcome === 'error') summary.errors++;
    else if (result.outcome === 'xfailed') summary.xfailed++;
    else summary.skipped++;
  }
  return summary;
}

function caseResult(
  attributes: Map<string, string>,
  body: string,
  dialect: JUnitDialect,
): TestCaseResult {
  const classname = attributes.get('classname') ?? '';
  const name = attributes.get('name') ?? '';
  const base = { test: classname ? `${classname}::${name}` : name, name };
  const failure = childElement(body, 'failure');
  const error = childElement(body, 'error');
  const skipped = childElement(body, 'skipped');
  if (failure) return { ...base, outcome: 'failed', message: failureMessage(failure, dialect) };
  if (error) return { ...base, outcome: 'error', message: failureMessage(error, dialect) };
  if (skipped) {
    const xfail =
      dialect.expectedFailureType !== undefined &&
      skipped.attributes.get('type') === dialect.expectedFailureType;
    return {
      ...base,
      outcome: xfail ? 'xfailed' : 'skipped',
      message: shorten(skipped.attributes.get('message') ?? ''),
    };
  }
  return { ...base, outcome: 'passed' };
}

interface Element {
  attributes: Map<string, string>;
  text: string;
}

function childElement(body: string, tag: string): Element | undefined {
  const match = new RegExp(`<${tag}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${tag}>)`).exec(body);
  if (!match) return undefined;
  return { attributes: readAttributes(match[1] ?? ''), text: decodeEntities(match[2] ?? '') };
}

/**
 * The line a reader needs: the message attribute's first line, unless it is
 * a generic one ("collection failure", "failed on setup with ...") and the
 * report's text has the dialect's exception line, which says what happened.
 */
function failureMessage(element: Element, dialect: JUnitDialect): string {
  const attribute = element.attributes.get('message') ?? '';
  const prefix = dialect.exceptionLinePrefix;
  const exception = element.text
    .split('\n')
    .filter((line) => prefix !== undefined && line.startsWith(prefix))
    .map((line) => line.slice(prefix?.length ?? 0).trim())
    .filter(Boolean)
    .at(-1);
  const first = attribute.split('\n')[0]?.trim() ?? '';
  const generic =
    first === '' || /^(collection failure|failed on (setup|teardown) with)/.test(first);
  return shorten(
    generic && exception
      ? exception
      : first || exception || element.text.trim().split('\n').at(-1) || '',
  );
}

function shorten(text: string): string {
  return text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT - 1)}…` : text;
}

function readAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    attributes.set(match[1] as string, decodeEntities(match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });
}

/** The test function a case ran: `test_total[native]` (a parametrized run) is `test_total`. */
export function testFunctionName(caseName: string): string {
  return caseName.replace(/\[.*\]$/, '');
}

/**
 * How a test function ended over all its runs (a project's fixtures may
 * parametrize every test): failed or error when any run did, else passed when
 * any did, else its one outcome; undefined when it never ran.
 */
export function testFunctionOutcome(
  outcomes: Readonly<Record<string, string>>,
  name: string,
): string | undefined {
  const runs = Object.entries(outcomes)
    .filter(([test]) => testFunctionName(test) === name)
    .map(([, outcome]) => outcome);
  for (const worst of ['error', 'failed', 'passed']) if (runs.includes(worst)) return worst;
  return runs[0];
}
