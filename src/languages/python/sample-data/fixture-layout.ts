import type { FixtureFormat } from './fixture-document.js';

/** Folders projects keep fixtures in, most conventional first. */
export const FIXTURE_FOLDERS = [
  'tests/fixtures',
  'test/fixtures',
  'tests/data',
  'test/data',
  'fixtures',
  'testdata',
  'tests/testdata',
] as const;

/** An existing fixture folder and how many files of each format it holds. */
export interface FixtureFolder {
  folder: string;
  json: number;
  yaml: number;
  other: number;
}

export interface FixtureLayout {
  /** Where new fixtures go. */
  folder: string;
  /** Every conventional fixture folder the project has, with its formats. */
  folders: FixtureFolder[];
  format: FixtureFormat;
  /** Why that format: the config key, the project's existing files, or the default. */
  formatSource: string;
  /** `.yaml` or `.yml`, as the project spells it. */
  yamlExtension: string;
}

const extensionOf = (path: string): string => /\.[^./]+$/.exec(path)?.[0].toLowerCase() ?? '';

/**
 * Finds the project's fixture folder (the first conventional one that has
 * files; else `<tests root>/fixtures`) and its format: `configured` wins, then
 * the majority of the folder's files (YAML only when it outnumbers JSON), then JSON.
 */
export function detectFixtureLayout(
  files: readonly string[],
  configured: FixtureFormat | undefined,
  testsRoot = 'tests',
): FixtureLayout {
  const folders: FixtureFolder[] = [];
  for (const folder of FIXTURE_FOLDERS) {
    const inside = files.filter((f) => f.startsWith(`${folder}/`));
    if (inside.length === 0) continue;
    const count = (exts: string[]): number =>
      inside.filter((f) => exts.includes(extensionOf(f))).length;
    const json = count(['.json']);
    const yaml = count(['.yaml', '.yml']);
    folders.push({ folder, json, yaml, other: inside.length - json - yaml });
  }
  const chosen = folders[0];
  const folder = chosen?.folder ?? (testsRoot === '' ? 'fixtures' : `${testsRoot}/fixtures`);
  const yml = files.filter((f) => extensionOf(f) === '.yml').length;
  const yamlExtension =
    yml > files.filter((f) => extensionOf(f) === '.yaml').length ? '.yml' : '.yaml';
  if (configured)
    return {
      folder,
      folders,
      format: configured,
      formatSource: 'operations.sample_data.format',
      yamlExtension,
    };
  if (chosen && chosen.yaml > chosen.json)
    return {
      folder,
      folders,
      format: 'yaml',
      formatSource: `the YAML files in ${chosen.folder}`,
      yamlExtension,
    };
  if (chosen && chosen.json > 0)
    return {
      folder,
      folders,
      format: 'json',
      formatSource: `the JSON files in ${chosen.folder}`,
      yamlExtension,
    };
  return { folder, folders, format: 'json', formatSource: 'the default', yamlExtension };
}

/**
 * The fixture file for a target: `<folder>/<module>/<target>.<ext>`. An
 * existing file for the target in either format is reused (with its format)
 * unless a format was asked for.
 */
export function fixturePathFor(
  layout: FixtureLayout,
  moduleName: string,
  target: string,
  files: readonly string[],
  asked: FixtureFormat | undefined,
): { path: string; format: FixtureFormat } {
  const stem = `${layout.folder}/${moduleName}/${target}`;
  const existing = ['.json', '.yaml', '.yml']
    .map((ext) => `${stem}${ext}`)
    .find((path) => files.includes(path));
  if (existing && !asked)
    return { path: existing, format: extensionOf(existing) === '.json' ? 'json' : 'yaml' };
  const format = asked ?? layout.format;
  return { path: `${stem}${format === 'json' ? '.json' : layout.yamlExtension}`, format };
}

const MAX_LINE = 1000;

/**
 * Whether a Python file's text reads files from `folder`: a string literal
 * naming the folder (`"tests/fixtures/a.json"`) or its last part as a path
 * step (`Path(__file__).parent / "fixtures"`, `os.path.join(HERE, "data")`).
 */
export function readsFixtureFolder(text: string, folder: string): boolean {
  const last = folder.split('/').pop() ?? folder;
  const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const step = `(?:${escape(folder)}|${escape(last)})`;
  const reads = new RegExp(`["'](?:[^"'\\n]*/)?${step}(?:/[^"'\\n]*)?["']`);
  // Line by line, and not lines longer than code has: a crafted file cannot make it slow.
  return text.split('\n').some((line) => line.length <= MAX_LINE && reads.test(line));
}
