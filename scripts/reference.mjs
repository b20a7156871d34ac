// The generated reference: every setting of remora.yaml (from the config
// schema), every command and option of the CLI (from the commands table the
// CLI parses with), every error code with its remedy (from src/core/errors.ts),
// and the action's inputs and outputs (from action.yml, action-tables.mjs).
// Each part stands between `<!-- name -->` and `<!-- /name -->` on its page,
// with hand-written prose around it. `npm run docs` rewrites them all; a test
// (test/scripts/reference.test.ts) fails when one is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { useTypeScriptSources } from '../test/support/typescript-hooks.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { actionPageTables } from './action-tables.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each generated part: the page it stands on and its marker's name. */
export const GENERATED_PARTS = [
  { page: 'docs/configuration.md', name: 'config-settings' },
  { page: 'docs/cli.md', name: 'cli-commands' },
  { page: 'docs/errors.md', name: 'error-codes' },
];

/**
 * What the parts are generated from, read from the sources (TypeScript: under
 * plain Node the caller registers the loader first, as the main block does).
 */
export async function loadReferenceSources() {
  const { configSchema } = await import('../src/config/config.ts');
  const { ERROR_MEANINGS, ERROR_REMEDIES } = await import('../src/core/errors.ts');
  const { CLI_COMMANDS } = await import('../src/cli/commands.ts');
  const { optionLabel, optionText } = await import('../src/cli/help.ts');
  const { z } = await import('zod');
  return {
    // What a person writes in remora.yaml: the input side of the schema's transforms.
    configSchema: z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }),
    meanings: ERROR_MEANINGS,
    remedies: ERROR_REMEDIES,
    commands: Object.values(CLI_COMMANDS),
    optionLabel,
    optionText,
  };
}

// One line, with the pipes that would end a cell escaped.
function cell(text) {
  return prose(String(text).trim().replace(/\s+/g, ' ')).replaceAll('|', '\\|');
}

// Text with a `<placeholder>` outside code shown as written, not taken for an HTML tag.
function prose(text) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 0 ? part.replaceAll('<', '\\<') : part))
    .join('`');
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}

/**
 * The settings of remora.yaml, one table per section, from the JSON Schema of
 * the config schema: every leaf with its type, default and description. A
 * mapping whose keys are names (`operations`) is shown as `<op>`.
 *
 * @param {Record<string, any>} schema the JSON Schema (zod's `toJSONSchema`, input side)
 * @returns {string}
 * @throws Error naming a setting without a description
 */
export function renderConfigReference(schema) {
  return Object.entries(schema.properties ?? {})
    .map(([section, sectionSchema]) => {
      const resolved = resolve(sectionSchema, schema);
      const rows = settingRows(section, resolved, schema);
      const about = resolved.description ? `${prose(sentence(resolved.description))}\n\n` : '';
      return `### \`${section}\`\n\n${about}${table(['setting', 'type', 'default', 'description'], rows)}`;
    })
    .join('\n');
}

function settingRows(path, schema, root) {
  const properties = Object.entries(schema.properties ?? {});
  const entry = schema.additionalProperties && resolve(schema.additionalProperties, root);
  const named = entry?.properties
    ? settingRows(`${path}.<${keyPlaceholder(path)}>`, entry, root)
    : [];
  if (properties.length > 0 || named.length > 0)
    return [
      ...properties.flatMap(([key, child]) =>
        settingRows(`${path}.${key}`, resolve(child, root), root),
      ),
      ...named,
    ];
  if (typeof schema.description !== 'string' || schema.description.trim() === '')
    throw new Error(
      `remora.yaml: ${path} has no description (.describe() in src/config/config.ts)`,
    );
  return [
    [
      `\`${path}\``,
      cell(typeName(schema)),
      cell(defaultOf(schema)),
      cell(sentence(schema.description)),
    ],
  ];
}

/**
 * A schema with its `$ref` followed (to `$defs` in the root) and a choice of
 * objects (`anyOf`/`oneOf`/`allOf`, as a union of per-op settings gives)
 * merged into one object of all their properties; its own keys win.
 */
function resolve(schema, root) {
  if (typeof schema !== 'object' || schema === null) return {};
  const { $ref, ...own } = schema;
  if (typeof $ref === 'string' && $ref.startsWith('#/')) {
    const target = $ref
      .slice(2)
      .split('/')
      .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], root);
    return resolve({ ...target, ...own }, root);
  }
  const choices = own.anyOf ?? own.oneOf ?? own.allOf;
  if (Array.isArray(choices)) {
    const options = choices.map((choice) => resolve(choice, root));
    if (options.length > 0 && options.every((option) => option.properties)) {
      const { anyOf: _a, oneOf: _o, allOf: _l, ...rest } = own;
      return {
        type: 'object',
        ...rest,
        properties: Object.assign(
          {},
          ...options.map((option) => option.properties),
          rest.properties,
        ),
      };
    }
  }
  return own;
}

// `operations.<op>`: what the keys of a mapping of names are.
function keyPlaceholder(path) {
  return path.endsWith('operations') ? 'op' : 'name';
}

function sentence(text) {
  const trimmed = text.trim();
  return trimmed.endsWith('.') ? trimmed : `${trimmed}.`;
}

function typeName(schema) {
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map(typeName).join(' or ');
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => `\`${v}\``).join(', ')}`;
  if (schema.type === 'integer' || schema.type === 'number')
    return `${schema.type === 'integer' ? 'integer' : 'number'}${range(schema)}`;
  if (schema.type === 'string') return schema.format === 'uri' ? 'URL' : 'string';
  if (schema.type === 'array') return `list of ${typeName(schema.items ?? {})}s`;
  if (schema.type === 'object') return 'mapping';
  return schema.type ?? 'any';
}

function range(schema) {
  const low =
    schema.exclusiveMinimum !== undefined
      ? `> ${schema.exclusiveMinimum}`
      : schema.minimum !== undefined
        ? `≥ ${schema.minimum}`
        : undefined;
  const high =
    schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
      ? `≤ ${schema.maximum}`
      : undefined;
  const bounds = [low, high].filter(Boolean);
  return bounds.length > 0 ? `, ${bounds.join(', ')}` : '';
}

function defaultOf(schema) {
  if (schema.default === undefined) return '(unset)';
  return `\`${JSON.stringify(schema.default)}\``;
}

/**
 * Every command of the CLI: its usage, what it does, and its options.
 *
 * @param {readonly any[]} commands the commands table (src/cli/commands.ts)
 * @param {(name: string, option: any) => string} optionLabel the help's label of an option
 * @param {(option: any) => string} optionText the help's text of an option
 * @returns {string}
 */
export function renderCliReference(commands, optionLabel, optionText) {
  return commands
    .map((command) => {
      const usage = command.usage.map((line) => `remora ${line}`).join('\n');
      const rows = Object.entries(command.options)
        .filter(([, option]) => option.hidden !== true)
        .map(([name, option]) => [
          `\`${optionLabel(name, option).replaceAll('|', '\\|')}\``,
          cell(optionText(option)),
        ]);
      const positionals = command.positionals
        ? `\`${command.positionals.name}\`: ${prose(command.positionals.description)}.\n\n`
        : '';
      const exit = command.exitStatus ? `Exit status: ${prose(command.exitStatus)}\n\n` : '';
      return [
        `### \`remora ${command.name}\`\n\n`,
        `\`\`\`text\n${usage}\n\`\`\`\n\n`,
        `${prose(command.description)}\n\n`,
        positionals,
        exit,
        rows.length > 0 ? table(['option', 'description'], rows) : '',
      ].join('');
    })
    .join('\n');
}

/**
 * Every error code with what happened and what to do, in the order of
 * `ERROR_MEANINGS`.
 *
 * @param {Readonly<Record<string, string>>} meanings
 * @param {Readonly<Record<string, string>>} remedies
 * @returns {string}
 * @throws Error naming a code without a remedy
 */
export function renderErrorReference(meanings, remedies) {
  const rows = Object.entries(meanings).map(([code, meaning]) => {
    const remedy = remedies[code];
    if (typeof remedy !== 'string') throw new Error(`src/core/errors.ts: ${code} has no remedy`);
    return [`\`${code}\``, cell(meaning), cell(remedy)];
  });
  return table(['code', 'what happened', 'what to do'], rows);
}

/**
 * The page with `text` between the markers `<!-- name -->` and `<!-- /name -->`.
 *
 * @param {string} page the page's text
 * @param {string} pagePath the page, for the error
 * @param {string} name the marker's name
 * @param {string} text what goes between the markers
 * @returns {string}
 * @throws Error naming a marker the page lacks
 */
export function withGenerated(page, pagePath, name, text) {
  const open = `<!-- ${name} -->`;
  const close = `<!-- /${name} -->`;
  const start = page.indexOf(open);
  const end = page.indexOf(close, start);
  if (start < 0 || end < 0)
    throw new Error(`${pagePath}: expected the markers ${open} and ${close}`);
  return `${page.slice(0, start)}${open}\n\n${text}\n${page.slice(end)}`;
}

/**
 * Every page with a generated part, as it is and as the sources say it should be.
 *
 * @param {string} root the repository
 * @param {Awaited<ReturnType<typeof loadReferenceSources>>} sources
 * @returns {Promise<{ page: string, current: string, expected: string }[]>}
 */
export async function referencePages(root = ROOT, sources) {
  const parts = {
    'config-settings': renderConfigReference(sources.configSchema),
    'cli-commands': renderCliReference(sources.commands, sources.optionLabel, sources.optionText),
    'error-codes': renderErrorReference(sources.meanings, sources.remedies),
  };
  const pages = [];
  for (const page of new Set(GENERATED_PARTS.map((part) => part.page))) {
    const pagePath = join(root, page);
    const options = { ...(await resolveConfig(pagePath)), parser: 'markdown' };
    const current = readFileSync(pagePath, 'utf8');
    let expected = current;
    for (const { name } of GENERATED_PARTS.filter((part) => part.page === page))
      expected = withGenerated(expected, page, name, await format(parts[name], options));
    pages.push({ page, current, expected });
  }
  const action = await actionPageTables(root);
  pages.push({ page: 'docs/action.md', ...action });
  return pages;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The sources are TypeScript: the loader the from-source tests use runs them as they are.
  useTypeScriptSources();
  const pages = await referencePages(ROOT, await loadReferenceSources());
  for (const { page, current, expected } of pages) {
    if (current === expected) console.log(`${page}: up to date`);
    else {
      writeFileSync(join(ROOT, page), expected);
      console.log(`${page}: rewritten from its sources`);
    }
  }
}
