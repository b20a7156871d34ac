import { YAMLError } from 'yaml';

/** " at line 3, column 2 (bad indent)": a YAML error's place and kind, none of the text. */
export function yamlErrorPlace(error: unknown): string {
  if (!(error instanceof YAMLError)) return '';
  const start = error.linePos?.[0];
  const place = start ? ` at line ${start.line}, column ${start.col}` : '';
  return `${place} (${error.code.toLowerCase().replace(/_/g, ' ')})`;
}
