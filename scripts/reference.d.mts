import type { CliCommand, CliOption } from '../src/cli/commands.js';

/** Each generated part: the page it stands on and its marker's name. */
export declare const GENERATED_PARTS: readonly { page: string; name: string }[];

/** What the parts are generated from. */
export interface ReferenceSources {
  /** The JSON Schema of remora.yaml (the input side of the config schema). */
  configSchema: Record<string, unknown>;
  meanings: Readonly<Record<string, string>>;
  remedies: Readonly<Record<string, string>>;
  commands: readonly CliCommand[];
  optionLabel: (name: string, option: CliOption) => string;
  optionText: (option: CliOption) => string;
}

/** The sources, read from src/ (TypeScript). */
export declare function loadReferenceSources(): Promise<ReferenceSources>;

/** The settings of remora.yaml as Markdown tables; throws naming a setting without a description. */
export declare function renderConfigReference(schema: Record<string, unknown>): string;

/** Every command with its usage, description and options, as Markdown. */
export declare function renderCliReference(
  commands: readonly CliCommand[],
  optionLabel: ReferenceSources['optionLabel'],
  optionText: ReferenceSources['optionText'],
): string;

/** The error codes table; throws naming a code without a remedy. */
export declare function renderErrorReference(
  meanings: Readonly<Record<string, string>>,
  remedies: Readonly<Record<string, string>>,
): string;

/** The page with `text` between `<!-- name -->` and `<!-- /name -->`; throws naming a missing marker. */
export declare function withGenerated(
  page: string,
  pagePath: string,
  name: string,
  text: string,
): string;

/** Every page with a generated part, as it is and as the sources say it should be. */
export declare function referencePages(
  root: string,
  sources: ReferenceSources,
): Promise<{ page: string; current: string; expected: string }[]>;
