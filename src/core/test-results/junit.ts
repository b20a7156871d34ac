/** How one test case ended. `xfailed` is an expected failure (pytest reports it as skipped). */
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

/**
 * Reads pytest's `--junitxml` report (xunit1 or xunit2). Only the shape
 * pytest writes is handled: `<testcase>` elements with an optional
 * `<failure>`, `<error>` or `<skipped>` child.
 */
export function parseJUnitXml(xml: string): JUnitSummary {
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
    const result = caseResult(attributes, body);
    summary.cases.push(result);
    if (result.outcome === 'passed') summary.passed++;
    else if (result.outcome === 'failed') summary.failed++;
    else if (result.outcome === 'error') summary.errors++;
    else if (result.outcome === 'xfailed') summary.xfailed++;
    else summary.skipped++;
  }
  return summary;
}

function caseResult(attributes: Map<string, string>, body: string): TestCaseResult {
  const classname = attributes.get('classname') ?? '';
  const name = attributes.get('name') ?? '';
  const base = { test: classname ? `${classname}::${name}` : name, name };
  const failure = childElement(body, 'failure');
  const error = childElement(body, 'error');
  const skipped = childElement(body, 'skipped');
  if (failure) return { ...base, outcome: 'failed', message: failureMessage(failure) };
  if (error) return { ...base, outcome: 'error', message: failureMessage(error) };
  if (skipped) {
    const xfail = skipped.attributes.get('type') === 'pytest.xfail';
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
 * report's text has pytest's `E   ` exception line, which says what happened.
 */
function failureMessage(element: Element): string {
  const attribute = element.attributes.get('message') ?? '';
  const exception = element.text
    .split('\n')
    .filter((line) => line.startsWith('E   '))
    .map((line) => line.slice(4).trim())
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
