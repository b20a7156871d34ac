import { describe, expect, it } from 'vitest';
import { ownLineRanges } from '../../src/core/node-lines.js';
import { computeNodeId, type CSTNode, type NodeType } from '../../src/core/nodes.js';

const node = (
  node_type: NodeType,
  full_name: string,
  start_line: number,
  end_line: number,
): CSTNode => ({
  node_id: computeNodeId('m.py', node_type, full_name),
  node_type,
  name: full_name,
  full_name,
  file_path: 'm.py',
  start_line,
  end_line,
  start_byte: 0,
  end_byte: 0,
  text: '',
});

const file = node('file', 'm.py', 1, 30);
const cls = node('class', 'C', 3, 20);
const nodes = [
  file,
  cls,
  node('method', 'C.a', 5, 8),
  node('class', 'C.Inner', 10, 14),
  node('method', 'C.Inner.m', 11, 14),
  node('method', 'C.b', 16, 20),
  node('function', 'f', 23, 25),
];

describe('ownLineRanges', () => {
  it('gives a class its lines outside methods and nested classes', () => {
    expect(ownLineRanges(cls, nodes)).toEqual([
      { start: 3, end: 4 },
      { start: 9, end: 9 },
      { start: 15, end: 15 },
    ]);
  });

  it('gives the file node the module-level lines outside every class and function', () => {
    expect(ownLineRanges(file, nodes)).toEqual([
      { start: 1, end: 2 },
      { start: 21, end: 22 },
      { start: 26, end: 30 },
    ]);
  });

  it('gives a method or function all its lines', () => {
    expect(ownLineRanges(nodes[2] as CSTNode, nodes)).toEqual([{ start: 5, end: 8 }]);
  });
});
