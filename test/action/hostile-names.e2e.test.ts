import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActionHarness,
  type ActionHarness,
  type ActionRun,
} from '../support/action-harness.js';
import { hasCodeSpan, liveMarkup } from '../support/inert-markdown.js';
import { commandsIn } from '../support/workflow-commands.js';

// A file whose name holds backticks, a team mention, bold text, a link, HTML and, after a
// newline, a workflow command; and with more than 3,000 changed lines, so GitHub sends no patch
// and Remora reads its diff from git and logs the name. Run through the built action.

const NAME = 'pkg/`x` @acme/owners **APPROVED** [link](#evil) <img src=x>\n::warning::pwned.py';
const FILLER = Array.from({ length: 3_100 }, (_, i) => `VALUE_${i} = ${i}`).join('\n');
// Lint fixes the f-strings (a suggestion on the module and on `f`) and only finds the unused name.
const HEAD = `LABEL = f"x"\n\n\ndef f(x):\n    return f"x"\n\n\ndef g():\n    unused = 1\n    return 2\n\n\n${FILLER}\n`;

/** A command the name started, rather than one Remora wrote (whose data may quote the name). */
const fromTheName = (commands: string[]) => commands.filter((c) => /^[\w-]+: pwned/.test(c));

describe('a large file named with markup, a mention and a workflow command', () => {
  let pr: ActionHarness;
  let run: ActionRun;
  beforeAll(async () => {
    pr = await createActionHarness({ 'README.md': 'A project.\n' }, { [NAME]: HEAD });
    run = await pr.run({ inputs: { operations: 'lint' } });
  });
  afterAll(() => pr.dispose());

  it('gets no patch from GitHub: Remora reads its diff itself, and says so', () => {
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('GitHub did not include its patch (too large)');
  });

  it('is shown in the log, and the runner obeys nothing in it, on stdout or stderr', () => {
    expect(run.stdout).toContain('\n::warning::pwned.py');
    expect(fromTheName(commandsIn(run.stdout))).toEqual([]);
    expect(fromTheName(commandsIn(run.stderr))).toEqual([]);
  });

  it('is an intact code span in the inline comments, which render nothing it holds', () => {
    const comments = pr.github.state.comments;
    expect(comments.map((c) => c.path).sort()).toEqual([NAME, NAME]);
    for (const comment of comments) expect(liveMarkup(comment.body, { trailer: true })).toEqual([]);
    // The module node's name is its path: the comment's title shows it whole.
    expect(comments.some((c) => hasCodeSpan(c.body, NAME))).toBe(true);
  });

  it('renders nothing in the review body, the check run or the job summary', () => {
    const [review] = pr.github.state.reviews;
    expect(liveMarkup(review?.body ?? '', { trailer: true })).toEqual([]);
    // The finding on `g` is listed in the body, at its path and line.
    expect(hasCodeSpan(review?.body ?? '', `${NAME}:9`)).toBe(true);
    const [check] = pr.github.state.checkRuns;
    expect(liveMarkup(check?.output.summary ?? '')).toEqual([]);
    for (const annotation of (check?.output.annotations ?? []) as { title: string }[])
      expect(annotation.title).not.toMatch(/[\r\n]/);
    expect(liveMarkup(run.summary)).toEqual([]);
    expect(hasCodeSpan(run.summary, NAME, { cell: true })).toBe(true);
  });
});
