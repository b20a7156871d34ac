/** One `@example` of a JSDoc comment: its code, and where it came from. */
export interface JsDocExample {
  /** The example's code, with the comment's ` * ` margins removed. */
  code: string;
  /** 1-based, among the comment's examples. */
  index: number;
}

// Matched on the trimmed line: no two quantifiers can take the same spaces.
const FENCE = /^(```+|~~~+) *([\w-]*)$/;
const SCRIPT_FENCES = new Set(['', 'ts', 'typescript', 'js', 'javascript', 'mjs', 'cjs', 'mts']);

/**
 * The `@example` blocks of a JSDoc comment (`/** ... *\/`): each runs from
 * its tag to the next tag at the start of a line. A block that holds fenced
 * code keeps only its fences of TypeScript or JavaScript (```ts, ```js or
 * bare); a JSDoc `<caption>` is dropped. Read line by line, in one pass.
 */
export function jsDocExamples(comment: string): JsDocExample[] {
  const lines = comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*(?: |$)/, ''));
  const blocks: string[][] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    const tag = /^\s*@(\w+)/.exec(line);
    if (tag) {
      current = tag[1] === 'example' ? [line.slice(line.indexOf('@example') + 8)] : undefined;
      if (current) blocks.push(current);
    } else current?.push(line);
  }
  const examples: JsDocExample[] = [];
  for (const block of blocks)
    for (const code of codeOf(block)) examples.push({ code, index: examples.length + 1 });
  return examples;
}

/** A block's code: its script fences when it has fences, else the whole block. */
function codeOf(block: readonly string[]): string[] {
  const withoutCaption = block.map(withoutCaptions);
  if (!withoutCaption.some((line) => FENCE.test(line.trim())))
    return nonEmpty([withoutCaption.join('\n')]);
  const fenced: string[] = [];
  let open: { marker: string; script: boolean; lines: string[] } | undefined;
  for (const line of withoutCaption) {
    const fence = FENCE.exec(line.trim());
    if (!open && fence) {
      open = { marker: fence[1] ?? '```', script: SCRIPT_FENCES.has(fence[2] ?? ''), lines: [] };
      continue;
    }
    if (open && fence && (fence[1] ?? '').startsWith(open.marker) && (fence[2] ?? '') === '') {
      if (open.script) fenced.push(open.lines.join('\n'));
      open = undefined;
      continue;
    }
    open?.lines.push(line);
  }
  return nonEmpty(fenced);
}

function nonEmpty(codes: string[]): string[] {
  return codes.map((code) => code.replace(/^\s*\n/, '').trimEnd()).filter((code) => code !== '');
}

/** The line without its `<caption>…</caption>` spans, found by position, in one pass. */
function withoutCaptions(line: string): string {
  let kept = '';
  let at = 0;
  for (;;) {
    const open = line.indexOf('<caption>', at);
    const close = open === -1 ? -1 : line.indexOf('</caption>', open);
    if (close === -1) return kept + line.slice(at);
    kept += line.slice(at, open);
    at = close + '</caption>'.length;
  }
}
