import { encodingOfText } from '../../../src/languages/file-text.js';
import { describe, expect, it } from 'vitest';
import {
  acceptCommitMessage,
  quoteReason,
  renderCommitted,
  renderRefusal,
  renderRejected,
} from '../../../src/core/commands/command-replies.js';
import type { ChangedNode } from '../../../src/core/diff/index.js';
import type { CSTNode } from '../../../src/core/nodes.js';
import { questionList, toAnnotation } from '../../../src/core/publish/check-run.js';
import { planReview } from '../../../src/core/publish/plan-review.js';
import { renderEntry, renderReviewBody } from '../../../src/core/publish/review-body.js';
import {
  annotationMessage,
  annotationTitle,
  markdownCode,
  markdownCodeCell,
  markdownMessage,
  markdownText,
  sarifText,
  withCommandsStopped,
  withCommandsStoppedInStream,
} from '../../../src/core/report/inert-text.js';
import { formatSarif } from '../../../src/core/report/sarif.js';
import { renderReviewSummary } from '../../../src/core/summary/index.js';
import { renderSweepPullBody } from '../../../src/core/sweep/sweep-pull.js';
import {
  HOSTILE_NAMES,
  hasCodeSpan,
  hasHtmlCode,
  liveMarkup,
  shownAsOneLine,
} from '../../support/inert-markdown.js';
import { commandsIn } from '../../support/workflow-commands.js';
import { createMemorySource } from '../workspace/memory-source.js';
import { buildWorkspaces } from '../publish/review-fixture.js';

// Every sink Remora writes a pull request's names and messages to, over a corpus of hostile
// names: nothing in them may become a mention, a link, bold text, HTML, an HTML comment before
// Remora's trailer, a new line of Markdown, or a workflow command.

const SHA = 'c0ffee'.padEnd(40, '0');

function node(name: string): CSTNode {
  return {
    node_id: '00000000000000aa',
    node_type: 'function',
    name,
    full_name: name,
    file_path: name,
    start_line: 1,
    end_line: 2,
    start_byte: 0,
    end_byte: 10,
    text: 'def f():\n    pass\n',
  };
}

const finding = (name: string) => ({
  rule: 'F541',
  message: `f-string without placeholders in ${name}`,
  path: name,
  start_line: 1,
  end_line: 2,
  severity: 'warning' as const,
});

describe.each(HOSTILE_NAMES.map((name) => [JSON.stringify(name).slice(0, 60), name]))(
  'the name %s',
  (_, name) => {
    it('is an intact code span in the review body’s findings, and its trailer stays last', () => {
      const { body } = renderReviewBody({
        headline: '**Remora** reviewed 1 node.',
        commit_id: SHA,
        entries: [],
        findings: [{ op: 'lint', node_id: 'aa', full_name: name, finding: finding(name) }],
        fingerprints: [],
      });
      expect(liveMarkup(body, { trailer: true })).toEqual([]);
      expect(hasCodeSpan(body, name)).toBe(true);
      expect(hasCodeSpan(body, `${name}:1-2`)).toBe(true);
    });

    it('is whole <code> in a review body entry, and the block stays closed', () => {
      const entry = renderEntry({
        kind: 'unanchored',
        op: 'lint',
        node_id: 'aa',
        workspace_id: 'lint-00000000000000aa',
        full_name: name,
        paths: [name],
        reasons: ['new file'],
        diff: '--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n',
        workspace_patch: '',
        fingerprint: 'ff',
      });
      expect(liveMarkup(entry)).toEqual([]);
      expect(hasHtmlCode(entry, name)).toBe(true);
      expect(entry.split('\n')[1]).toMatch(/^<summary>.*<\/summary>$/);
    });

    it('is an intact code span in an inline comment’s title, with the op’s summary inert', async () => {
      // A path has no empty folder: `//` in a name is one `/` on disk.
      const path = name.replace(/\/{2,}/g, '/');
      const files = { [path]: 'def f():\n    return f"x"\n' };
      const { workspaces } = await buildWorkspaces(createMemorySource(files), [
        {
          node_id: 'aa',
          full_name: name,
          chains: [
            [
              {
                op: 'lint',
                summary: `Fixed ${name}`,
                write: { [path]: (text) => (text ?? '').replace('f"x"', '"x"') },
              },
            ],
          ],
        },
      ]);
      const { review } = planReview({
        commit_id: SHA,
        workspaces,
        findings: [],
        commentable: new Map([[path, [{ start: 1, end: 2 }]]]),
        maxComments: 30,
        parses: () => true,
        encodingOf: encodingOfText,
      });
      const [comment] = review.comments;
      expect(comment?.path).toBe(path);
      expect(liveMarkup(comment?.body ?? '', { trailer: true })).toEqual([]);
      expect(hasCodeSpan(comment?.body ?? '', name)).toBe(true);
      expect(liveMarkup(review.body, { trailer: true })).toEqual([]);
    });

    it('is inert in the check run’s summary and plain one-line text in its annotations', () => {
      const list = questionList([
        { op: 'docstring', name, path: name, question: `What does ${name} return?` },
      ]).join('\n\n');
      expect(liveMarkup(list)).toEqual([]);
      const annotation = toAnnotation({ ...finding(name), rule: name });
      expect(annotation.path).toBe(name);
      expect(annotation.title).not.toMatch(/[\r\n]/);
      expect(annotation.title.length).toBeLessThanOrEqual(255);
      expect(annotation.message).not.toContain('\r');
    });

    it('is an intact code span in the job summary: table, notes and the unposted review', () => {
      const changed: ChangedNode[] = [
        { node: node(name), changed_lines: [{ start: 1, end: 2 }], base_text: null },
      ] as unknown as ChangedNode[];
      const summary = renderReviewSummary({
        pullNumber: 2,
        headSha: SHA,
        figures: [['Nodes', '1']],
        notes: [`a note on ${name}`],
        changed,
        diagnostics: [
          { code: 'DIFF_001', severity: 'notice', file: name, message: `${name}: too large` },
        ],
        unposted: {
          commit_id: SHA,
          event: 'COMMENT',
          body: '**Remora** reviewed 1 node.',
          comments: [{ path: name, line: 1, side: 'RIGHT', body: 'a comment' }],
        },
      });
      expect(liveMarkup(summary)).toEqual([]);
      expect(hasCodeSpan(summary, name, { cell: true })).toBe(true);
      expect(hasCodeSpan(summary, name)).toBe(true);
    });

    it('is escaped text in SARIF messages', () => {
      const log = formatSarif({
        version: '0.1.0',
        nodes: [
          {
            node: node(name),
            ops: [
              { op: 'lint', findings: [finding(name)] },
              {
                op: 'test',
                findings: [],
                status: 'failed',
                error: { code: 'TOOL_001', message: name },
              },
            ],
          },
        ],
        suggestions: [],
      });
      const texts = JSON.stringify(log).match(/"text":"(?:[^"\\]|\\.)*"/g) ?? [];
      for (const text of texts) {
        const value = JSON.parse(text.slice(7)) as string;
        // No embedded link: every bracket is escaped.
        expect(value.replace(/\\[\\[\]]/g, '')).not.toMatch(/[[\]]/);
      }
    });

    it('is an intact code span in replies to commands, and one line in a commit message', () => {
      const change = {
        op: 'lint',
        workspaceId: 'lint-00000000000000aa',
        node: name,
        paths: [name],
      };
      const replies = [
        renderCommitted([change], SHA, 'feature'),
        renderRefusal({ kind: 'stale', id: 'lint-aa', path: name, posted: SHA, head: SHA }),
        renderRefusal({ kind: 'unwritable', path: name, reason: 'refused' }),
        renderRefusal({ kind: 'conflict', conflicts: [{ path: name, workspaces: ['a', 'b'] }] }),
        renderRejected([change], 'octocat', `because ${name}`),
      ];
      for (const reply of replies) expect(liveMarkup(reply)).toEqual([]);
      expect(hasCodeSpan(replies[0] as string, name)).toBe(true);
      const message = acceptCommitMessage(
        [change],
        { login: 'octocat', id: 1 },
        '/remora accept',
        2,
      );
      expect(message.split('\n')).toHaveLength(6);
      expect(message).toContain(shownAsOneLine(name));
    });

    it('is whole <code> in a sweep pull request’s body', () => {
      const body = renderSweepPullBody({
        patterns: ['pkg'],
        ops: ['lint'],
        totals: [],
        changes: [{ path: name, full_name: name, op: 'lint', diff: '--- a/x\n+++ b/x\n' }],
        notCommitted: [],
      });
      expect(liveMarkup(body.replace(/<!-- remora:sweep-commit [0-9a-f]+ -->/, ''))).toEqual([]);
      expect(hasHtmlCode(body, name)).toBe(true);
    });

    it('never becomes a workflow command in the log, written whole or after a partial line', () => {
      const token = 'f'.repeat(32);
      const line = `✓ lint ${name} (2 turns)`;
      expect(commandsIn(`${withCommandsStopped(line, token)}\n`)).toEqual([]);
      // The CLI writes in pieces: a prompt with no newline may come just before.
      const stream = `answer> ${withCommandsStoppedInStream(line, token)}next\n`;
      expect(commandsIn(stream)).toEqual([]);
      expect(stream).toContain(line);
    });
  },
);

describe('each sink’s function', () => {
  it('ends a code span only with its own fence, whatever runs of backticks the text holds', () => {
    expect(markdownCode('a`b``c')).toBe('```a`b``c```');
    expect(markdownCode('`x`')).toBe('`` `x` ``');
    expect(markdownCode('a\nb\r\nc\rd')).toBe('`a b c d`');
    expect(markdownCode('')).toBe('`  `');
    expect(markdownCodeCell('a|b')).toBe('`a\\|b`');
  });

  it('writes plain text with mentions, autolinks and issue links broken by a zero-width space', () => {
    expect(markdownText('@acme/owners see https://evil.example or www.evil.example #1')).toBe(
      '@\u200bacme/owners see https:\u200b//evil.example or www\u200b.evil.example \\#\u200b1',
    );
    expect(markdownText('**b** [l](u) <img> a|b ~~s~~ $x$ &amp;')).toBe(
      '\\*\\*b\\*\\* \\[l\\](u) \\<img\\> a\\|b \\~\\~s\\~\\~ \\$x\\$ \\&amp;',
    );
    expect(quoteReason('@team')).toBe('@\u200bteam');
  });

  it('keeps a message’s quoted code as code spans, and the rest as text', () => {
    expect(markdownMessage('`remove` has no docstring')).toBe('`remove` has no docstring');
    expect(markdownMessage('`a` @acme **b** `c` and `d')).toBe(
      '`a` @\u200bacme \\*\\*b\\*\\* `c` and \\`d',
    );
    for (const name of HOSTILE_NAMES) {
      const message = markdownMessage(`Local variable \`${name}\` is never used`);
      expect(liveMarkup(message)).toEqual([]);
    }
  });

  it('keeps annotations plain and within the API’s limits', () => {
    expect(annotationTitle(`a\nb${'x'.repeat(300)}`)).toHaveLength(255);
    expect(annotationMessage('a\r\nb\u0000c')).toBe('a\nb c');
  });

  it('escapes SARIF’s embedded-link brackets', () => {
    expect(sarifText('see [x](1) \\ ok')).toBe('see \\[x\\](1) \\\\ ok');
  });

  it('is what the checker catches without it', () => {
    // A name in single backticks, as the review body wrote it: the name ends the span.
    const name = 'pkg/` @acme/owners **APPROVED** [link](https://evil.example) `.py';
    const raw = `- \`${name}\` **F541** (lint)`;
    expect(liveMarkup(raw)).toEqual([
      expect.stringMatching(/^a mention/),
      expect.stringMatching(/^bold/),
      expect.stringMatching(/^a link/),
      expect.stringMatching(/^an autolink/),
    ]);
    expect(hasCodeSpan(raw, name)).toBe(false);
    expect(commandsIn('answer> ::stop-commands::t\n::warning::x\n::t::\n')).toEqual([
      'warning: x',
      't: ',
    ]);
  });
});
