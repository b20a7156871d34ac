/**
 * GitHub Actions expressions (`${{ ... }}` and `if:`), evaluated as the
 * runner does, for tests that walk an example workflow under a given event:
 * literals, context access (`a.b`, `a['b']`), `!`, `==`, `!=`, `<`, `<=`,
 * `>`, `>=`, `&&` and `||` (which yield an operand, as in JavaScript), and
 * the functions the examples use. Missing properties are null; `==`
 * compares strings case-insensitively, as GitHub does.
 */

export type Context = Record<string, unknown>;

/** The job's state the status functions read. */
export interface JobStatus {
  failed: boolean;
}

type Token = { kind: 'string' | 'number' | 'name'; text: string } | { kind: 'op'; text: string };

const OPERATORS = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '(', ')', '[', ']', '.', ','];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    if (rest.startsWith("'")) {
      let end = 1;
      let text = '';
      for (;;) {
        const quote = rest.indexOf("'", end);
        if (quote === -1) throw new Error(`unterminated string in ${source}`);
        text += rest.slice(end, quote);
        if (rest[quote + 1] === "'") {
          text += "'";
          end = quote + 2;
        } else {
          end = quote + 1;
          break;
        }
      }
      tokens.push({ kind: 'string', text });
      at += end;
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', text: number[0] });
      at += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][\w-]*/.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', text: name[0] });
      at += name[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => rest.startsWith(o));
    if (!op) throw new Error(`unexpected ${JSON.stringify(rest[0])} in ${source}`);
    tokens.push({ kind: 'op', text: op });
    at += op.length;
  }
  return tokens;
}

const truthy = (value: unknown): boolean =>
  !(value === false || value === null || value === undefined || value === 0 || value === '');

function loosely(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : (value ?? null);
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined || value === false || value === '') return 0;
  if (value === true) return 1;
  return Number(value);
}

/** `==` as GitHub has it: same types compare (strings ignoring case), others as numbers. */
function equal(a: unknown, b: unknown): boolean {
  const [x, y] = [a ?? null, b ?? null];
  if (x === null && y === null) return true;
  if (x !== null && y !== null && typeof x === typeof y) return loosely(x) === loosely(y);
  return toNumber(x) === toNumber(y);
}

/** Evaluates one expression (the text of an `if:` or inside `${{ }}`). */
export function evaluate(
  source: string,
  context: Context,
  status: JobStatus = { failed: false },
): unknown {
  const tokens = tokenize(source);
  let at = 0;
  const peek = (): Token | undefined => tokens[at];
  const take = (text?: string): Token => {
    const token = tokens[at++];
    if (!token || (text !== undefined && token.text !== text))
      throw new Error(`expected ${text ?? 'more'} in ${source}`);
    return token;
  };
  const isOp = (text: string): boolean => peek()?.kind === 'op' && peek()?.text === text;

  const call = (name: string, args: unknown[]): unknown => {
    const text = (value: unknown) => String(value ?? '').toLowerCase();
    switch (name.toLowerCase()) {
      case 'always':
        return true;
      case 'success':
        return !status.failed;
      case 'failure':
        return status.failed;
      case 'cancelled':
        return false;
      case 'contains':
        return Array.isArray(args[0])
          ? args[0].some((item) => equal(item, args[1]))
          : text(args[0]).includes(text(args[1]));
      case 'startswith':
        return text(args[0]).startsWith(text(args[1]));
      case 'endswith':
        return text(args[0]).endsWith(text(args[1]));
      default:
        throw new Error(`the function ${name} is not known here`);
    }
  };

  const primary = (): unknown => {
    const token = take();
    if (token.kind === 'string') return token.text;
    if (token.kind === 'number') return Number(token.text);
    if (token.kind === 'op' && token.text === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.kind !== 'name') throw new Error(`unexpected ${token.text} in ${source}`);
    if (token.text === 'true') return true;
    if (token.text === 'false') return false;
    if (token.text === 'null') return null;
    if (isOp('(')) {
      take('(');
      const args: unknown[] = [];
      while (!isOp(')')) {
        args.push(or());
        if (isOp(',')) take(',');
      }
      take(')');
      return call(token.text, args);
    }
    let value: unknown = context[token.text] ?? null;
    for (;;) {
      let key: unknown;
      if (isOp('.')) {
        take('.');
        key = take().text;
      } else if (isOp('[')) {
        take('[');
        key = or();
        take(']');
      } else break;
      value =
        value !== null && typeof value === 'object'
          ? ((value as Record<string, unknown>)[String(key)] ?? null)
          : null;
    }
    return value;
  };
  const not = (): unknown => {
    if (isOp('!')) {
      take('!');
      return !truthy(not());
    }
    return primary();
  };
  const compare = (): unknown => {
    let left = not();
    for (;;) {
      const op = peek()?.text;
      if (peek()?.kind !== 'op' || !['==', '!=', '<', '<=', '>', '>='].includes(op ?? '')) break;
      take();
      const right = not();
      if (op === '==') left = equal(left, right);
      else if (op === '!=') left = !equal(left, right);
      else {
        const [a, b] = [toNumber(left), toNumber(right)];
        left = op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
      }
    }
    return left;
  };
  const and = (): unknown => {
    let left = compare();
    while (isOp('&&')) {
      take('&&');
      const right = compare();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  const or = (): unknown => {
    let left = and();
    while (isOp('||')) {
      take('||');
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  };
  const value = or();
  if (at !== tokens.length) throw new Error(`unexpected ${tokens[at]?.text} in ${source}`);
  return value;
}

/** A value of the workflow with every `${{ }}` in it replaced by its value, as text. */
export function interpolate(value: unknown, context: Context): string {
  return String(value ?? '').replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => {
    const result = evaluate(expression, context);
    return result === null || result === undefined ? '' : String(result);
  });
}

/** Whether an `if:` holds: a bare expression or one in `${{ }}`; none means `success()`. */
export function holds(condition: unknown, context: Context, status: JobStatus): boolean {
  if (condition === undefined || condition === null) return !status.failed;
  if (typeof condition === 'boolean') return condition;
  const text = String(condition).trim();
  const inner = /^\$\{\{([\s\S]*)\}\}$/.exec(text)?.[1] ?? text;
  // GitHub adds success() to a condition that calls no status function.
  const statusCalled = /\b(always|success|failure|cancelled)\s*\(/.test(inner);
  return truthy(evaluate(inner, context, status)) && (statusCalled || !status.failed);
}
