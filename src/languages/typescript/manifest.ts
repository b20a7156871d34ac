import type { LanguageManifest } from '../language.js';
import { JAVASCRIPT, TSX, TYPESCRIPT } from './discovery/packs.js';

/**
 * TypeScript (`.ts`, `.mts`, `.cts`, `.tsx`) and JavaScript (`.js`, `.jsx`,
 * `.mjs`, `.cjs`): two languages of one folder, sharing its tools.
 */
/**
 * Biome's rules (`lint/style/useConst`), explained at a page named after the
 * rule in kebab case; ESLint's own rules (`no-debugger`) at theirs; a
 * plugin's rule (`@typescript-eslint/no-unused-vars`) has no page known here.
 */
const lintRules: LanguageManifest['lintRules'] = [
  {
    linter: 'Biome',
    codes: /^lint\/[a-zA-Z]+\/[a-zA-Z]+$/,
    reference: (rule) =>
      `https://biomejs.dev/linter/rules/${(rule.split('/').at(-1) ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}/`,
  },
  {
    linter: 'ESLint',
    codes: /^[a-z]+(-[a-z]+)*$|^[@a-z][\w-]*\/[\w/-]+$/,
    reference: (rule) =>
      rule.includes('/') ? undefined : `https://eslint.org/docs/latest/rules/${rule}`,
  },
];

export const manifests: readonly LanguageManifest[] = [
  {
    id: 'typescript',
    label: 'TypeScript',
    packs: [TYPESCRIPT, TSX],
    toolFolders: ['node_modules'],
    lintRules,
  },
  {
    id: 'javascript',
    label: 'JavaScript',
    packs: [JAVASCRIPT],
    toolFolders: ['node_modules'],
    lintRules,
  },
];
