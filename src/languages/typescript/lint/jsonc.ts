import { RemoraError } from '../../../core/errors.js';

/**
 * Parses a Biome configuration as Biome reads one: JSON with `//` and `/* *\/`
 * comments and trailing commas, in `biome.json` and `biome.jsonc` alike. The
 * text comes from the pull request: anything else is LINT_001 naming the file
 * and the place.
 */
export function parseJsonc(file: string, text: string): unknown {
  const plain = withoutCommentsAndTrailingCommas(file, text.replace(/^\uFEFF/, ''));
  try {
    return JSON.parse(plain) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new RemoraError('LINT_001', `${file} is not valid JSON: ${detail}`);
  }
}

/**
 * The text with comments blanked and trailing commas dropped, strings kept
 * as written. Blanking (not removing) keeps JSON.parse's positions true to
 * the file. One linear pass.
 */
function withoutCommentsAndTrailingCommas(file: string, text: string): string {
  let out = '';
  let i = 0;
  // The index in `out` of a comma that may turn out to be trailing.
  let pendingComma = -1;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
      pendingComma = -1;
    } else if (char === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) throw new RemoraError('LINT_001', `${file} has a comment that never ends`);
      out += text.slice(i, end + 2).replace(/[^\n]/g, ' ');
      i = end + 2;
    } else {
      if ((char === '}' || char === ']') && pendingComma !== -1)
        out = `${out.slice(0, pendingComma)} ${out.slice(pendingComma + 1)}`;
      if (char === ',') pendingComma = out.length;
      else if (!/\s/.test(char)) pendingComma = -1;
      out += char;
      i += 1;
    }
  }
  return out;
}

/** The index just past the string that opens at `start`; an unclosed string runs to the end (JSON.parse reports it). */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\') i += 2;
    else if (char === '"') return i + 1;
    else i += 1;
  }
  return text.length;
}
