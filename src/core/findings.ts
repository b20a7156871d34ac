/** How much a finding matters; maps onto check-run annotation levels. */
export type FindingSeverity = 'error' | 'warning' | 'notice';

/**
 * Something an op detected but did not fix: an unfixable Ruff diagnostic on
 * the node's changed lines, an undocumented parameter, a generated test that
 * fails. Findings are reported (text, JSON, check-run annotations), never
 * turned into suggestions.
 */
export interface Finding {
  /** A stable rule id: a Ruff code (`F841`) or Remora's own (`docstring.undocumented-parameter`). */
  rule: string;
  message: string;
  /** Repository-relative path, `/`-separated. */
  path: string;
  /** 1-indexed, inclusive. */
  start_line: number;
  end_line: number;
  severity: FindingSeverity;
}
