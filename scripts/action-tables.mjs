// The inputs and outputs tables of docs/action.md, generated from action.yml
// so the two never disagree. `npm run docs` rewrites them; a test fails when they are
// stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The page that holds the tables, relative to the repository root. */
export const TABLES_PAGE = 'docs/action.md';

/** The tables, each between `<!-- action-<name> -->` and `<!-- /action-<name> -->` on the page. */
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
 * {@link actionTables}, formatted as Prettier formats the page.
 *
 * @param {string} actionYaml the text of action.yml
 * @param {string} pagePath where Prettier looks for its configuration
 * @returns {Promise<{ inputs: string, outputs: string }>}
 */
export async function formattedActionTables(actionYaml, pagePath) {
  const options = { ...(await resolveConfig(pagePath)), parser: 'markdown' };
  const tables = actionTables(actionYaml);
  return {
    inputs: await format(tables.inputs, options),
    outputs: await format(tables.outputs, options),
  };
}

/**
 * The page with each table put between its markers, replacing what was
 * there.
 *
 * @param {string} page the page's text
 * @param {{ inputs: string, outputs: string }} tables
 * @returns {string}
 * @throws Error naming a marker the page lacks
 */
export function withActionTables(page, tables) {
  let text = page;
  for (const name of TABLE_NAMES) {
    const open = `<!-- action-${name} -->`;
    const close = `<!-- /action-${name} -->`;
    const start = text.indexOf(open);
    const end = text.indexOf(close, start);
    if (start < 0 || end < 0)
      throw new Error(
        `${TABLES_PAGE}: expected the markers ${open} and ${close} around the ${name}`,
      );
    text = `${text.slice(0, start)}${open}\n\n${tables[name]}\n${text.slice(end)}`;
  }
  return text;
}

/**
 * The page as it is and as action.yml says it should be.
 *
 * @param {string} root the repository
 * @returns {Promise<{ current: string, expected: string }>}
 */
export async function actionPageTables(root = ROOT) {
  const pagePath = join(root, TABLES_PAGE);
  const current = readFileSync(pagePath, 'utf8');
  const tables = await formattedActionTables(
    readFileSync(join(root, 'action.yml'), 'utf8'),
    pagePath,
  );
  return { current, expected: withActionTables(current, tables) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { current, expected } = await actionPageTables();
  if (current === expected) {
    console.log(`${TABLES_PAGE}: the inputs and outputs tables match action.yml`);
  } else {
    writeFileSync(join(ROOT, TABLES_PAGE), expected);
    console.log(`${TABLES_PAGE}: the inputs and outputs tables rewritten from action.yml`);
  }
}
