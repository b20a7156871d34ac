const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\n': '',
};

/**
 * The value of a non-raw Python string literal's body: simple, octal, `\x`,
 * `\u` and `\U` escapes resolved as Python does; unknown escapes kept as
 * written, as Python keeps them. Named characters (`\N{...}`) are not
 * resolved: they stay as written and `unresolved` says so. In a bytes
 * literal `\u`, `\U` and `\N` are no escapes at all and stay as written.
 */
export function decodePythonEscapes(
  body: string,
  options: { bytes?: boolean } = {},
): { text: string; unresolved: boolean } {
  let unresolved = false;
  const text = body.replace(
    /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|N\{[^}]*\}|[\s\S])/g,
    (whole, escape: string) => {
      const simple = SIMPLE_ESCAPES[escape];
      if (simple !== undefined) return simple;
      if (/^[0-7]+$/.test(escape)) return String.fromCodePoint(parseInt(escape, 8));
      if (/^x./.test(escape)) return String.fromCodePoint(parseInt(escape.slice(1), 16));
      if (options.bytes) return whole;
      if (/^[uU]./.test(escape)) return String.fromCodePoint(parseInt(escape.slice(1), 16));
      if (escape.startsWith('N{')) unresolved = true;
      return whole;
    },
  );
  return { text, unresolved };
}
