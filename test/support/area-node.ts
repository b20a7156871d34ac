import type { CSTNode } from '../../src/core/nodes.js';

/** A one-line function node, `area` in geo.py: for tests that run an op on some node. */
export const AREA_NODE: CSTNode = {
  node_id: '0123456789abcdef',
  node_type: 'function',
  name: 'area',
  full_name: 'area',
  file_path: 'geo.py',
  start_line: 1,
  end_line: 2,
  start_byte: 0,
  end_byte: 30,
  text: 'def area(w):\n    return w * w\n',
};
