import { createHash } from 'node:crypto';
import type { Finding, FindingSeverity } from '../findings.js';
import type { CSTNode } from '../nodes.js';
import { splitLines, type ChangeHunk } from '../publish/change-hunks.js';
import { oneLine, sarifText } from './inert-text.js';
import {
  findingRuleText,
  type LinterRules,
  suggestionRuleId,
  suggestionRuleText,
  type RuleText,
} from './sarif-rules.js';
import type { OpSuggestion, SuggestedFile } from './sarif-suggestions.js';
import { largest, smallest } from '../arrays.js';

/** The schema a log names: the OASIS standard's, errata 01. */
export const SARIF_SCHEMA =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
export const REMORA_INFORMATION_URI = 'https://github.com/remora-dev/remora';
/** The key of Remora's own partial fingerprint; its version changes if what it hashes does. */
export const NODE_FINGERPRINT = 'remoraNode/v1';
/** Where result paths are relative to: the repository root. */
export const SRCROOT = 'SRCROOT';

type Level = 'error' | 'warning' | 'note';

export interface SarifRegion {
  startLine: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
}

export interface SarifArtifactLocation {
  uri: string;
  uriBaseId: string;
}

export interface SarifReplacement {
  deletedRegion: SarifRegion;
  insertedContent?: { text: string };
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: Level;
  message: { text: string };
  locations: {
    physicalLocation: { artifactLocation: SarifArtifactLocation; region: SarifRegion };
  }[];
  partialFingerprints: Record<string, string>;
  fixes?: {
    description: { text: string };
    artifactChanges: {
      artifactLocation: SarifArtifactLocation;
      replacements: SarifReplacement[];
    }[];
  }[];
  properties: Record<string, string>;
}

export interface SarifRule {
  id: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  helpUri?: string;
  defaultConfiguration: { level: Level };
  properties: { tags: string[] };
}

/** A SARIF 2.1.0 log of one run of Remora. */
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: {
    tool: {
      driver: {
        name: 'Remora';
        version: string;
        semanticVersion: string;
        informationUri: string;
        rules: SarifRule[];
      };
    };
    originalUriBaseIds: Record<string, { description: { text: string } }>;
    columnKind: 'utf16CodeUnits';
    invocations: {
      executionSuccessful: boolean;
      toolExecutionNotifications: SarifNotification[];
    }[];
    results: SarifResult[];
  }[];
}

/** An op that failed on a node: the tool's trouble, not a result about the code. */
export interface SarifNotification {
  level: 'error' | 'note';
  message: { text: string };
  descriptor: { id: string };
  locations: SarifResult['locations'];
}

/** What the log is made of: the reviewed nodes with their ops' findings, and the ops' suggestions. */
export interface SarifInput {
  version: string;
  nodes: readonly {
    node: Pick<
      CSTNode,
      'node_id' | 'node_type' | 'full_name' | 'file_path' | 'start_line' | 'end_line'
    >;
    ops: readonly {
      op: string;
      findings: readonly Finding[];
      status?: string;
      error?: { code: string; message: string };
    }[];
  }[];
  /** Each op's change against the head ({@link opSuggestions}). */
  suggestions: readonly OpSuggestion[];
  /**
   * The rules of the linters of a file's language: a lint finding in the file
   * is named and linked as its linter's (a Ruff code in a Python file, an
   * ESLint rule in a script); any other finding is its op's.
   */
  linterRulesFor?: (path: string) => readonly LinterRules[];
}

const LEVEL: Record<FindingSeverity, Level> = {
  error: 'error',
  warning: 'warning',
  notice: 'note',
};

/**
 * The review as a SARIF 2.1.0 log, for code scanning and SARIF viewers: a
 * result per finding and per op's suggestion (with the change as its fix),
 * each under a rule with its help, at a path relative to the repository root
 * (`SRCROOT`). Each result's `remoraNode/v1` fingerprint hashes its node's id
 * (file, kind and dotted name: never a line number), its rule and, for a
 * finding, its message: a result keeps it while code above the node moves.
 * An op that failed on a node, or that a cancelled run cut short, is a tool
 * execution notification with its error code, and makes the invocation unsuccessful: never lost, never a
 * result about the code.
 */
export function formatSarif(input: SarifInput): SarifLog {
  const rules = new Map<string, { text: RuleText; level: Level; op: string }>();
  const draft: Omit<SarifResult, 'ruleIndex'>[] = [];
  const nodes = new Map(input.nodes.map(({ node }) => [node.node_id, node]));
  for (const { node, ops } of input.nodes) {
    const seen = new Map<string, number>();
    for (const { op, findings } of ops)
      for (const finding of findings) {
        if (!rules.has(finding.rule))
          rules.set(finding.rule, {
            text: findingRuleText(
              finding.rule,
              op === 'lint' ? (input.linterRulesFor?.(finding.path) ?? []) : [],
            ),
            level: LEVEL[finding.severity],
            op,
          });
        const key = `${finding.rule}\0${finding.message}`;
        const occurrence = (seen.get(key) ?? 0) + 1;
        seen.set(key, occurrence);
        draft.push(findingResult(node, op, finding, occurrence));
      }
  }
  for (const suggestion of input.suggestions) {
    const node = nodes.get(suggestion.node_id);
    if (!node) continue;
    const id = suggestionRuleId(suggestion.op);
    const level = suggestion.op === 'lint' ? 'warning' : 'note';
    if (!rules.has(id))
      rules.set(id, { text: suggestionRuleText(suggestion.op), level, op: suggestion.op });
    draft.push(suggestionResult(node, suggestion, id, level));
  }
  const failures = input.nodes.flatMap(({ node, ops }) =>
    ops
      .filter((op) => ['failed', 'cancelled', 'waiting'].includes(op.status ?? ''))
      .map((op) => failure(node, op)),
  );
  const ids = [...rules.keys()].sort();
  const results = draft
    .map((result) => ({ ...result, ruleIndex: ids.indexOf(result.ruleId) }))
    .sort(compareResults);
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'Remora',
            version: input.version,
            semanticVersion: input.version,
            informationUri: REMORA_INFORMATION_URI,
            rules: ids.map((id) =>
              toRule(id, rules.get(id) as { text: RuleText; level: Level; op: string }),
            ),
          },
        },
        originalUriBaseIds: { [SRCROOT]: { description: { text: 'The repository root' } } },
        columnKind: 'utf16CodeUnits',
        invocations: [
          { executionSuccessful: failures.length === 0, toolExecutionNotifications: failures },
        ],
        results,
      },
    ],
  };
}

type ReviewedNode = SarifInput['nodes'][number]['node'];

function findingResult(
  node: ReviewedNode,
  op: string,
  finding: Finding,
  occurrence: number,
): Omit<SarifResult, 'ruleIndex'> {
  const discriminator = `${finding.message}${occurrence > 1 ? `#${occurrence}` : ''}`;
  return {
    ruleId: finding.rule,
    level: LEVEL[finding.severity],
    message: { text: sarifText(finding.message) },
    locations: [location(finding.path, finding.start_line, finding.end_line)],
    partialFingerprints: {
      [NODE_FINGERPRINT]: nodeFingerprint(node.node_id, finding.rule, discriminator),
    },
    properties: { op, node_id: node.node_id, full_name: node.full_name },
  };
}

function suggestionResult(
  node: ReviewedNode,
  suggestion: OpSuggestion,
  ruleId: string,
  level: Level,
): Omit<SarifResult, 'ruleIndex'> {
  const own = suggestion.files.find((file) => file.path === node.file_path);
  const span = own ? changedSpan(own) : { start: node.start_line, end: node.end_line };
  const where = suggestion.files.map((file) => file.path).join(', ');
  return {
    ruleId,
    level,
    message: {
      text: sarifText(
        `${suggestion.op} suggests a change to ${node.node_type} ${oneLine(node.full_name)}${own ? '' : ` in ${oneLine(where)}`}: ${suggestion.summary || 'see the fix'}`,
      ),
    },
    locations: [location(node.file_path, span.start, span.end)],
    partialFingerprints: { [NODE_FINGERPRINT]: nodeFingerprint(node.node_id, ruleId, '') },
    fixes: [
      {
        description: {
          text: `The ${suggestion.op} op's change (workspace ${suggestion.workspace_id})`,
        },
        artifactChanges: suggestion.files.map((file) => ({
          artifactLocation: artifactLocation(file.path),
          replacements: replacements(file),
        })),
      },
    ],
    properties: {
      op: suggestion.op,
      node_id: node.node_id,
      full_name: node.full_name,
      workspace_id: suggestion.workspace_id,
    },
  };
}

function failure(
  node: ReviewedNode,
  op: {
    op: string;
    status?: string;
    summary?: string;
    error?: { code: string; message: string };
  },
): SarifNotification {
  if (op.status === 'waiting')
    // An op that asked its author a question: a note, never an error of the run.
    return {
      level: 'note',
      message: {
        text: sarifText(
          `${op.op} on ${node.node_type} ${oneLine(node.full_name)} is waiting for an answer: ${op.summary ?? ''}`.trim(),
        ),
      },
      descriptor: { id: 'ask_user' },
      locations: [location(node.file_path, node.start_line, node.end_line)],
    };
  const code = op.error?.code ?? 'TOOL_001';
  const what = op.status === 'cancelled' ? 'was cancelled' : 'failed';
  return {
    level: 'error',
    message: {
      text: sarifText(
        `${op.op} ${what} on ${node.node_type} ${oneLine(node.full_name)}: ${code} ${op.error?.message ?? ''}`.trim(),
      ),
    },
    descriptor: { id: code },
    locations: [location(node.file_path, node.start_line, node.end_line)],
  };
}

/** `sha256(node id, rule, discriminator)`, 32 hex digits: no line number goes in. */
export function nodeFingerprint(nodeId: string, ruleId: string, discriminator: string): string {
  return createHash('sha256')
    .update([nodeId, ruleId, discriminator].join('\0'))
    .digest('hex')
    .slice(0, 32);
}

/** The head lines a suggestion's hunks cover, an insertion counting the line it goes before. */
function changedSpan(file: SuggestedFile): { start: number; end: number } {
  const last = Math.max(1, splitLines(file.head ?? '').length);
  const starts = file.hunks.map((hunk) => hunk.start);
  const ends = file.hunks.map((hunk) => hunk.start + Math.max(hunk.count, 1) - 1);
  return {
    start: Math.min(last, Math.max(1, smallest(starts))),
    end: Math.min(last, Math.max(1, largest(ends))),
  };
}

/**
 * Each hunk as a replacement in the head file: whole lines with their line
 * ends, from column 1 of the first to column 1 of the line after the last (or
 * the end of a last line without one); an insertion is the empty region
 * before the line it goes before.
 */
function replacements(file: SuggestedFile): SarifReplacement[] {
  const lines = splitLines(file.head ?? '');
  return file.hunks.map((hunk: ChangeHunk) => {
    const from = lineStart(lines, hunk.start);
    const to = lineStart(lines, hunk.start + hunk.count);
    const text = hunk.lines.join('');
    return {
      deletedRegion: {
        startLine: from.line,
        startColumn: from.column,
        endLine: to.line,
        endColumn: to.column,
      },
      ...(text === '' ? {} : { insertedContent: { text } }),
    };
  });
}

/** Where line `line` starts; past the last line, where the text ends. */
function lineStart(lines: readonly string[], line: number): { line: number; column: number } {
  if (line <= lines.length) return { line, column: 1 };
  const last = lines[lines.length - 1];
  if (last === undefined) return { line: 1, column: 1 };
  if (last.endsWith('\n')) return { line: lines.length + 1, column: 1 };
  return { line: lines.length, column: last.length + 1 };
}

function location(path: string, start: number, end: number): SarifResult['locations'][number] {
  return {
    physicalLocation: {
      artifactLocation: artifactLocation(path),
      region: { startLine: start, endLine: Math.max(start, end) },
    },
  };
}

/** A repository path as a relative URI reference: each segment percent-encoded. */
function artifactLocation(path: string): SarifArtifactLocation {
  return { uri: path.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

function toRule(id: string, rule: { text: RuleText; level: Level; op: string }): SarifRule {
  const { text } = rule;
  const link = text.helpUri ? `\n\n[Reference](${text.helpUri})` : '';
  return {
    id,
    shortDescription: { text: text.short },
    fullDescription: { text: plain(text.help) },
    help: { text: plain(text.help), markdown: `${text.help}${link}` },
    ...(text.helpUri ? { helpUri: text.helpUri } : {}),
    defaultConfiguration: { level: rule.level },
    properties: { tags: ['remora', rule.op] },
  };
}

/** Markdown's code spans as plain text. */
function plain(markdown: string): string {
  return markdown.replace(/`([^`]*)`/g, '$1');
}

function compareResults(a: SarifResult, b: SarifResult): number {
  const pa = a.locations[0]?.physicalLocation;
  const pb = b.locations[0]?.physicalLocation;
  const ua = pa?.artifactLocation.uri ?? '';
  const ub = pb?.artifactLocation.uri ?? '';
  if (ua !== ub) return ua < ub ? -1 : 1;
  return (
    (pa?.region.startLine ?? 0) - (pb?.region.startLine ?? 0) ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}
