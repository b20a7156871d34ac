// How bench/recall matches a review's outputs to its cases: pure functions,
// so they can be tested without a review.

/** Whether a reviewed node is the case's definition (a class's case may land on its __init__). */
export function isCaseNode(node, c) {
  return (
    node.file_path === c.file &&
    (node.full_name === c.definition || node.full_name === `${c.definition}.__init__`)
  );
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a finding names the case's entry (a parameter, an exception, the return, the example). */
export function namesEntry(finding, c) {
  const text = `${finding.rule} ${finding.message}`;
  if (c.class === 'return') return /\breturns?\b|\brtype\b|\byields?\b/i.test(text);
  if (c.class === 'doctest') return /\bdoctest\b|\bexample\b|>>>/i.test(text);
  return new RegExp(`(^|[^\\w])${escape(c.entry)}([^\\w]|$)`).test(finding.message);
}

const hasOutput = (op) => op.status === 'succeeded' && (op.diff !== '' || op.findings.length > 0);

/**
 * The outcome of each case of one reviewed commit, and the outputs no case accounts for.
 * `verdicts[i]` is judge.py's verdict on `group[i]` in the checkout the review applied to.
 */
export function caseOutputs(group, result, verdicts) {
  const accounted = new Set();
  const perCase = group.map((c, index) => {
    const nodes = result.nodes.filter((n) => isCaseNode(n.node, c));
    const ops = nodes.flatMap((n) => n.ops);
    const byChange = verdicts[index]?.fixed === true;
    if (byChange) for (const op of ops.filter((o) => o.diff !== '')) accounted.add(op);
    const naming = ops.flatMap((op) =>
      op.status === 'succeeded' ? op.findings.filter((f) => namesEntry(f, c)) : [],
    );
    for (const finding of naming) accounted.add(finding);
    const byFinding = naming.length > 0;
    let why = '';
    if (!byChange && !byFinding) {
      if (nodes.length === 0) why = 'the definition is not among the reviewed nodes';
      else if (!ops.some(hasOutput))
        why = `no output: ${ops.map((o) => `${o.op} ${o.status}: ${o.summary}`).join('; ')}`;
      else
        why = `an output that does not fix the entry: ${ops
          .filter(hasOutput)
          .map((o) => (o.diff !== '' ? 'a change' : o.findings.map((f) => f.message).join('; ')))
          .join('; ')}`;
    }
    return { case: c, caught: byChange || byFinding, byChange, byFinding, why: why.slice(0, 300) };
  });
  const { project, introduced } = group[0];
  const unmatched = [];
  for (const n of result.nodes)
    for (const op of n.ops.filter(hasOutput)) {
      const where = `${project}@${introduced.slice(0, 8)} ${n.node.file_path}:${n.node.start_line} ${n.node.full_name}`;
      if (op.diff !== '' && !accounted.has(op))
        unmatched.push(`${where} · ${op.op}: change · ${op.summary.slice(0, 160)}`);
      for (const f of op.findings.filter((f) => !accounted.has(f)))
        unmatched.push(`${where} · ${op.op}: ${f.rule} · ${f.message.slice(0, 160)}`);
    }
  return {
    perCase,
    unmatched,
    nodes: result.nodes.length,
    withOutput: result.nodes.filter((n) => n.ops.some(hasOutput)).length,
  };
}

/** Case outcomes counted per class, per style, per project and overall. */
export function tallyRecall(outcomes) {
  const empty = () => ({ cases: 0, caught: 0, change: 0, finding: 0 });
  const byClass = new Map();
  const byStyle = new Map();
  const byProject = new Map();
  const overall = empty();
  for (const o of outcomes)
    for (const [map, key] of [
      [byClass, o.case.class],
      [byStyle, o.case.style],
      [byProject, o.case.project],
      [undefined, undefined],
    ]) {
      let row = overall;
      if (map) {
        row = map.get(key) ?? empty();
        map.set(key, row);
      }
      row.cases++;
      if (o.caught) row.caught++;
      if (o.byChange) row.change++;
      else if (o.byFinding) row.finding++;
    }
  const sorted = (map) => [...map].sort((a, b) => a[0].localeCompare(b[0]));
  return {
    byClass: sorted(byClass),
    byStyle: sorted(byStyle),
    byProject: sorted(byProject),
    overall,
  };
}
