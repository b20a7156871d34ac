// How bench/recall matches a review's outputs to its cases: pure functions,
// so they can be tested without a review.

/**
 * The script that judges a case in the checkout a review applied to:
 * judge.py reads a Python file's docstrings, judge-ts.mjs the JSDoc of a
 * TypeScript or JavaScript file.
 */
export const judgeFor = (c) => (c.file.endsWith('.py') ? 'judge.py' : 'judge-ts.mjs');

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
    // The judge's own reading of the applied file, where it says more than "not fixed".
    const judged = verdicts[index]?.why;
    if (why !== '' && judged && judged !== 'the entry still reads as before the fix')
      why += ` (judge: ${judged})`;
    return { case: c, caught: byChange || byFinding, byChange, byFinding, why: why.slice(0, 300) };
  });
  const { project, introduced } = group[0];
  const unmatched = [];
  for (const n of result.nodes)
    for (const op of n.ops.filter(hasOutput)) {
      const at = { project, commit: introduced, file: n.node.file_path, node: n.node.full_name };
      const line = `${project}@${introduced.slice(0, 8)} ${n.node.file_path}:${n.node.start_line} ${n.node.full_name}`;
      if (op.diff !== '' && !accounted.has(op))
        unmatched.push(otherOutput(at, line, op.op, 'change', op.summary));
      for (const f of op.findings.filter((f) => !accounted.has(f)))
        unmatched.push(otherOutput(at, line, op.op, f.rule, f.message));
    }
  return {
    perCase,
    unmatched,
    nodes: result.nodes.length,
    withOutput: result.nodes.filter((n) => n.ops.some(hasOutput)).length,
  };
}

/**
 * An output no case accounts for, with the key its judgement is kept under in
 * judgements.json: the project, the introducing commit, the file, the node, the
 * op and the rule (`change` for an applied change). Line numbers and wording
 * are left out of the key, so a judgement outlives a reworded message.
 */
function otherOutput(at, where, op, rule, message) {
  const key = `${at.project}@${at.commit.slice(0, 12)} ${at.file} ${at.node} ${op}:${rule}`;
  return { key, op, rule, message, line: `${where} · ${op}: ${rule} · ${message.slice(0, 160)}` };
}

/** The verdicts a maintainer's reading can give an output. */
export const VERDICTS = ['acted', 'worth', 'noise'];

/**
 * The precision side judged: the outputs no case accounts for counted per
 * verdict and per op and rule, those with no judgement yet (`unjudged`), and
 * the judgements whose output is gone (`gone`: noise silenced, or a catch lost).
 * `judgements` maps an output's key to `{ verdict, why }`; `reviewed` holds the
 * commits reviewed (`<owner>/<name>@<sha>`), so a skipped project's are not gone.
 */
export function tallyPrecision(others, judgements, reviewed) {
  const byVerdict = new Map([...VERDICTS, 'unjudged'].map((v) => [v, 0]));
  const byRule = new Map();
  const unjudged = [];
  const seen = new Set();
  for (const output of others) {
    const judged = judgements[output.key];
    const verdict = judged && VERDICTS.includes(judged.verdict) ? judged.verdict : 'unjudged';
    if (verdict === 'unjudged') unjudged.push(output);
    seen.add(output.key);
    byVerdict.set(verdict, (byVerdict.get(verdict) ?? 0) + 1);
    const rule = `${output.op}: ${output.rule}`;
    const row = byRule.get(rule) ?? Object.fromEntries([...byVerdict.keys()].map((v) => [v, 0]));
    row[verdict]++;
    byRule.set(rule, row);
  }
  const commits = new Set(reviewed.map((at) => at.replace(/@(\w{12})\w*$/, '@$1')));
  const gone = Object.entries(judgements)
    .filter(([key]) => !seen.has(key) && commits.has(key.split(' ')[0]))
    .map(([key, judged]) => ({ key, ...judged }));
  return {
    byVerdict: [...byVerdict],
    byRule: [...byRule].sort((a, b) => a[0].localeCompare(b[0])),
    unjudged,
    gone,
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
