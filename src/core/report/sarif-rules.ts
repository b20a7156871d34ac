/** What a SARIF rule says of itself: a one-line description and its help, as text and Markdown. */
export interface RuleText {
  short: string;
  help: string;
  helpUri?: string;
}

/**
 * A linter's rules as a language declares them (its manifest's `lintRules`):
 * the linter's name, the shape of its rule codes, and where its reference
 * explains a rule (undefined: no page to link).
 */
export interface LinterRules {
  linter: string;
  codes: RegExp;
  reference(rule: string): string | undefined;
}
const ACCEPT =
  'On a pull request it is posted as a suggestion to commit, or to accept with `/remora accept <id>`; locally `remora review --apply` writes it.';

/** The change each bundled op suggests, by op. */
const SUGGESTIONS: Readonly<Record<string, RuleText>> = {
  lint: {
    short: 'Lint fixes for a changed node',
    help: `The lint op runs the project's own linter on the node and makes the fixes that are safe, on the node's own lines only. The result's fix holds the change. ${ACCEPT}`,
  },
  docstring: {
    short: 'A docstring written or repaired',
    help: `The docstring op writes a missing docstring, or brings an existing one in line with the code (parameters, returns, raised exceptions) in the project's docstring style. The result's fix holds the change. ${ACCEPT}`,
  },
  test: {
    short: 'Tests generated for a node',
    help: `The test op writes tests for the node, runs them, and keeps those that pass. The result's fix adds them to the test file. ${ACCEPT}`,
  },
  sample_data: {
    short: 'Sample arguments for a node',
    help: `The sample_data op writes fixture files of sample arguments (normal, edge and extreme cases) for a function, method or class, from its annotations. The result's fix holds the files. ${ACCEPT}`,
  },
};

/** Remora's own finding rules. */
const FINDINGS: Readonly<Record<string, RuleText>> = {
  'docstring.missing': {
    short: 'No docstring',
    help: 'The function, method or class has no docstring, and the docstring op could not state what it does as a fact. Write one.',
  },
  'docstring.undocumented-parameter': {
    short: 'A parameter the docstring does not document',
    help: 'The signature has a parameter the docstring does not describe. Describe it: what the caller passes and what it means.',
  },
  'docstring.undocumented-return': {
    short: 'A return value the docstring does not document',
    help: 'The code returns a value the docstring does not describe. Describe what the caller gets back.',
  },
  'docstring.style': {
    short: 'A docstring in another style than the project',
    help: "The docstring is written in another style (Google, NumPy, reStructuredText) than the project's. Rewrite it in the project's style, or set `operations.docstring.style` in remora.yaml.",
  },
  'docstring.escaped-line-break': {
    short: 'A `\\n` in a docstring that Python reads as a line break',
    help: 'The docstring is not raw and writes `\\n` (as in `Defaults to "\\n".`): Python reads a line break there, so help() and Sphinx show the rest of the line at the left margin and the entries after it out of their section. Write `\\\\n`, or make the docstring raw.',
  },
  'docstring.unrepaired': {
    short: 'A docstring repair Remora could not make in place',
    help: 'The docstring disagrees with the code, but the repair could not be made in its own lines (an escape on the line, a layout Remora does not edit). Make the repair the message names.',
  },
  'docstring.stale-entry': {
    short: 'A docstring entry that names nothing the code has',
    help: 'The docstring documents a parameter or attribute the code does not have: one the change removed or renamed where Remora could not make the one right repair, or entries copied from another definition. Remove the entry, or rename it to what it describes.',
  },
  'docstring.contradicted': {
    short: 'A docstring that says what the code contradicts',
    help: 'The docstring states a fact the code says otherwise: a Returns section on a function that returns nothing or yields, a documented type that contradicts the annotation, or an exception the body no longer raises. Correct the docstring.',
  },
  'test.failing': {
    short: 'A generated test that fails',
    help: "A test generated from the node's docstring or signature fails against the code: the code or its documentation is wrong. Read the failure in the message and fix whichever is.",
  },
  'remora-check': {
    short: 'A check that could not run',
    help: "One of the agent's checks could not run on the op's result; its findings are missing. The message names the check and why.",
  },
  'invalid-syntax': {
    short: 'A syntax error',
    help: "The linter cannot parse the file. Fix the syntax error; no op edits a file its language's parser refuses.",
  },
};

/** The rule id of the changes an op suggests. */
export function suggestionRuleId(op: string): string {
  return `${op}.suggestion`;
}

/** The text of a suggestion rule, for a bundled op or any other. */
export function suggestionRuleText(op: string): RuleText {
  return (
    SUGGESTIONS[op] ?? {
      short: `Changes the ${op} op suggests`,
      help: `A change the ${op} op of a repository agent made to the node. The result's fix holds it. ${ACCEPT}`,
    }
  );
}

/** The text of a finding rule: Remora's own, a linter's (as the languages declare them), or another check's. */
export function findingRuleText(rule: string, linters: readonly LinterRules[] = []): RuleText {
  const own = FINDINGS[rule];
  if (own) return own;
  const linter = linters.find((candidate) => candidate.codes.test(rule));
  if (linter) {
    const helpUri = linter.reference(rule);
    return {
      short: `${linter.linter} ${rule}`,
      help: `${linter.linter}'s rule ${rule} reports this on lines the change touched, and no fix of it is safe to make unseen. ${linter.linter}'s rule reference explains ${rule} and how to fix it.`,
      ...(helpUri ? { helpUri } : {}),
    };
  }
  return {
    short: `Finding ${rule}`,
    help: `A finding of the check ${rule}, reported by an op and not fixed by it. The message says what to do.`,
  };
}
