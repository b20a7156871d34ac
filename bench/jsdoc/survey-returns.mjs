// How real projects write `@returns` on functions: for each documented function with a
// `@returns` tag, what its code does (returns a value, has no body, is async or a generator,
// only throws, or returns nothing) and, for those that return nothing, whether the tag says so
// (`{void}`, `{undefined}`, `{never}`, `{asserts ...}`). It is what the JSDoc engine's choice
// rests on: a `@returns` on a function that returns nothing is reported when a change left it
// behind, never removed. Lists the functions that return nothing under a tag that does not say so.
//
//   node bench/jsdoc/survey-returns.mjs <git directory> [<git directory>...]
import { execFileSync } from 'node:child_process';
import { loadEngine } from './engine.mjs';

const { docs, parserFor } = await loadEngine();

for (const repo of process.argv.slice(2)) {
  const names = execFileSync('git', ['--git-dir', repo, 'ls-tree', '-r', '--name-only', 'HEAD'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  })
    .split('\n')
    .filter(
      (n) =>
        /\.(ts|tsx|js|mjs|cjs)$/.test(n) &&
        !/\.d\.ts$/.test(n) &&
        !/(node_modules|dist|fixtures)\//.test(n),
    );
  const counts = {};
  const examples = {};
  for (const name of names) {
    let source;
    try {
      source = execFileSync('git', ['--git-dir', repo, 'show', `HEAD:${name}`], {
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      });
    } catch {
      continue;
    }
    if (source.length > 300000) continue;
    const tree = parserFor(name).parse(source);
    for (const d of docs.definitionsOf(tree.rootNode)) {
      const c = docs.docCommentOf(d);
      const s = docs.readSignature(d);
      if (!c || !s || d.kind === 'class') continue;
      const doc = docs.parseJsDoc(c.text, 0, 0);
      if (!doc.returns) continue;
      const kind =
        s.returns === 'value'
          ? 'returns a value'
          : s.returns === 'unknown'
            ? 'no body'
            : s.async
              ? 'async'
              : s.generator
                ? 'generator'
                : s.throws
                  ? 'throws only'
                  : /^(void|undefined|never)$/.test(doc.returns.type ?? '')
                    ? '@returns {void}'
                    : s.returnType && !/^(void|undefined|never)$/.test(s.returnType)
                      ? 'annotated non-void'
                      : 'returns nothing';
      counts[kind] = (counts[kind] ?? 0) + 1;
      if (kind === 'returns nothing')
        (examples[kind] ??= []).push(
          `${name}:${c.startPosition.row + 1} ${d.name} @${doc.returns.tag} ${doc.returns.text.split('\n')[0].slice(0, 60)}`,
        );
    }
    tree.delete();
  }
  console.log(repo, JSON.stringify(counts));
  for (const e of (examples['returns nothing'] ?? []).slice(0, 25)) console.log('   ', e);
}
