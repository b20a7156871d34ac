// The README's inputs and outputs tables, generated from action.yml so the
// two never disagree. `npm run docs` rewrites them; a test fails when they are
// stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The tables, each between `<!-- action-<name> -->` and `<!-- /action-<name> -->` in the README. */
export const TABLE_NAMES = ['inputs', 'outputs'];

/**
 * The inputs and outputs tables of an action.yml, as Markdown (not yet
 * aligned): one row per entry, in the file's order.
 *
 * @param {string} actionYaml the text of action.yml
 * @returns {{ inputs: string, outputs: string }}
 */
export function actionTables(actionYaml) {
  const action = parse(actionYaml);
  const inputs = entries(action, 'inputs').map(([name, input]) => [
    `\`${name}\``,
    input.default === undefined || input.default === '' ? '(empty)' : `\`${input.default}\``,
    cell(input.description),
  ]);
  const outputs = entries(action, 'outputs').map(([name, output]) => [
    `\`${name}\``,
    cell(output.description),
  ]);
  return {
    inputs: table(['input', 'default', 'description'], inputs),
    outputs: table(['output', 'description'], outputs),
  };
}

function entries(action, kind) {
  const found = Object.entries(action?.[kind] ?? {});
  for (const [name, entry] of found) {
    if (typeof entry?.description !== 'string' || entry.description.trim() === '')
      throw new Error(`action.yml: ${kind}.${name} has no description`);
  }
  return found;
}

// One line, with the pipes that would end a cell escaped.
function cell(text) {
  return text.trim().replace(/\s+/g, ' ').replaceAll('|', '\\|');
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}

/**
 * {@link actionTables}, formatted as Prettier formats the README.
 *
 * @param {string} actionYaml the text of action.yml
 * @param {string} readmePath where Prettier looks for its configuration
 * @returns {Promise<{ inputs: string, outputs: string }>}
 */
export async function formattedActionTables(actionYaml, readmePath) {
  const options = { ...(await resolveConfig(readmePath)), parser: 'markdown' };
  const tables = actionTables(actionYaml);
  return {
    inputs: await format(tables.inputs, options),
    outputs: await format(tables.outputs, options),
  };
}

/**
 * The README with each table put between its markers, replacing what was
 * there.
 *
 * @param {string} readme the README's text
 * @param {{ inputs: string, outputs: string }} tables
 * @returns {string}
 * @throws Error naming a marker the README lacks
 */
export function withActionTables(readme, tables) {
  let text = readme;
  for (const name of TABLE_NAMES) {
    const open = `<!-- action-${name} -->`;
    const close = `<!-- /action-${name} -->`;
    const start = text.indexOf(open);
    const end = text.indexOf(close, start);
    if (start < 0 || end < 0)
      throw new Error(`README.md: expected the markers ${open} and ${close} around the ${name}`);
    text = `${text.slice(0, start)}${open}\n\n${tables[name]}\n${text.slice(end)}`;
  }
  return text;
}

/**
 * The README as it is and as action.yml says it should be.
 *
 * @param {string} root the repository
 * @returns {Promise<{ current: string, expected: string }>}
 */
export async function readmeTables(root = ROOT) {
  const readmePath = join(root, 'README.md');
  const current = readFileSync(readmePath, 'utf8');
  const tables = await formattedActionTables(
    readFileSync(join(root, 'action.yml'), 'utf8'),
    readmePath,
  );
  return { current, expected: withActionTables(current, tables) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { current, expected } = await readmeTables();
  if (current === expected) {
    console.log('README.md: the inputs and outputs tables match action.yml');
  } else {
    writeFileSync(join(ROOT, 'README.md'), expected);
    console.log('README.md: the inputs and outputs tables rewritten from action.yml');
  }
}
