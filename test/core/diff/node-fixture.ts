import { computeNodeId, type CSTNode, type NodeType } from '../../../src/core/nodes.js';
import { parseGitDiff, type FileDiff } from '../../../src/core/diff/index.js';

/** `[node_type, full_name, start_line, end_line]` of one non-file node. */
export type NodeSpec = [NodeType, string, number, number];

/**
 * CSTNodes shaped like discovery's: the file node spans and carries the
 * whole source; other nodes' text starts at their first character, so the
 * first line's indentation is not part of it, as with tree-sitter.
 */
export function buildNodes(path: string, source: string, specs: NodeSpec[]): CSTNode[] {
  const lines = source.endsWith('\n') ? source.slice(0, -1).split('\n') : source.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += Buffer.byteLength(line) + 1;
  }
  const bytes = Buffer.from(source);
  const make = (type: NodeType, fullName: string, start: number, end: number): CSTNode => {
    const first = lines[start - 1] ?? '';
    const startByte =
      type === 'file' ? 0 : (starts[start - 1] ?? 0) + (/^\s*/.exec(first)?.[0].length ?? 0);
    const endByte =
      type === 'file'
        ? bytes.length
        : (starts[end - 1] ?? 0) + Buffer.byteLength(lines[end - 1] ?? '');
    return {
      node_id: computeNodeId(path, type, fullName),
      node_type: type,
      name: fullName.split('.').pop() ?? fullName,
      full_name: fullName,
      file_path: path,
      start_line: start,
      end_line: end,
      start_byte: startByte,
      end_byte: endByte,
      text: bytes.subarray(startByte, endByte).toString('utf8'),
    };
  };
  return [
    make('file', path, 1, lines.length),
    ...specs.map(([type, name, start, end]) => make(type, name, start, end)),
  ];
}

export const PATH = 'greet.py';

/** The head version of the file most tests change. */
export const HEAD_LINES = [
  'import os', // 1
  'import sys', // 2
  '', // 3
  '', // 4
  'class Greeter:', // 5
  '    greeting = "hi"', // 6
  '', // 7
  '    def __init__(self, name):', // 8
  '        self.name = name', // 9
  '', // 10
  '    @staticmethod', // 11
  '    def shout(text):', // 12
  '        return text.upper()', // 13
  '', // 14
  '', // 15
  '@cache', // 16
  'def helper(x):', // 17
  '    y = x + 1', // 18
  '    return y', // 19
  '', // 20
  '', // 21
  'def tail(x):', // 22
  '    a = 1', // 23
  '    return a', // 24
];

export const HEAD_SPECS: NodeSpec[] = [
  ['class', 'Greeter', 5, 13],
  ['method', 'Greeter.__init__', 8, 9],
  ['method', 'Greeter.shout', 11, 13],
  ['function', 'helper', 16, 19],
  ['function', 'tail', 22, 24],
];

export const HEAD_NODES = buildNodes(PATH, `${HEAD_LINES.join('\n')}\n`, HEAD_SPECS);

/** The head node with this full name (the file node under the path). */
export function node(fullName: string): CSTNode {
  const found = HEAD_NODES.find((n) => n.full_name === fullName);
  if (!found) throw new Error(`no node ${fullName}`);
  return found;
}

/** A context row showing head line `n`. */
export const c = (n: number): string => ` ${HEAD_LINES[n - 1] ?? ''}`;
/** An added row: head line `n`. */
export const a = (n: number): string => `+${HEAD_LINES[n - 1] ?? ''}`;
/** A deleted row with the base text given. */
export const d = (text: string): string => `-${text}`;

/** A hunk whose header counts are derived from its rows. */
export function hunk(oldStart: number, newStart: number, ...rows: string[]): string {
  const oldCount = rows.filter((r) => !r.startsWith('+')).length;
  const newCount = rows.filter((r) => !r.startsWith('-')).length;
  return [`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`, ...rows].join('\n');
}

/** Parses a git diff of `PATH` made of the given hunks. */
export function diffOf(...hunks: string[]): FileDiff {
  const text = `diff --git a/${PATH} b/${PATH}\n--- a/${PATH}\n+++ b/${PATH}\n${hunks.join('\n')}\n`;
  const [file] = parseGitDiff(text);
  if (!file) throw new Error('no file parsed');
  return file;
}
