import { describe, expect, it } from 'vitest';
import { parseCommands } from '../../../src/core/commands/parse-command.js';

const OPS = ['docstring', 'lint', 'sample_data', 'test'];

describe('parseCommands', () => {
  it('reads ops, paths, all, accept and help, each on its own line anywhere in the comment', () => {
    const body = [
      'Thanks! Could you look again?',
      '/remora lint,docstring src/app.py ./src/util/',
      'and also',
      '  /remora all',
      '/remora accept lint-0123456789abcdef',
      '/remora accept all',
      '/remora help',
      '/remora',
    ].join('\r\n');
    expect(parseCommands(body, OPS)).toEqual([
      { kind: 'review', ops: ['lint', 'docstring'], paths: ['src/app.py', 'src/util'] },
      { kind: 'review', ops: OPS, paths: [] },
      { kind: 'accept', target: 'lint-0123456789abcdef' },
      { kind: 'accept', target: 'all' },
      { kind: 'help' },
      { kind: 'help' },
    ]);
  });

  it('ignores commands inside fenced and indented code blocks and quotes', () => {
    const body = [
      '```',
      '/remora lint',
      '```',
      '~~~~',
      '/remora test',
      '```',
      '/remora docstring',
      '~~~~',
      '    /remora all',
      '> /remora accept all',
      'Use `/remora lint` to lint.',
      '/remoralint',
      '/remora test',
    ].join('\n');
    expect(parseCommands(body, OPS)).toEqual([{ kind: 'review', ops: ['test'], paths: [] }]);
  });

  it('answers unknown ops, bad ids and escaping paths with help naming the problem', () => {
    const body = [
      '/remora format',
      '/remora lint,nope',
      '/remora accept ../../etc',
      '/remora accept lint-01 extra',
      '/remora lint ../outside.py',
      '/remora lint /etc/passwd',
      '/remora lint --server=http://evil',
      '/remora lint .git/config',
    ].join('\n');
    const problems = parseCommands(body, OPS).map((c) => (c.kind === 'help' ? c.problem : c.kind));
    expect(problems).toEqual([
      "unknown command or op 'format'",
      "unknown command or op 'nope'",
      "'../../etc' is not a workspace id such as lint-0123456789abcdef",
      "accept takes one workspace id or all, not 'lint-01 extra'",
      "path '../outside.py' is not inside the repository",
      "path '/etc/passwd' is not inside the repository",
      "'--server=http://evil' is not a path",
      "path '.git/config' is not inside the repository",
    ]);
  });

  it('reads reject with its id and the rest of the line as the reason, as written', () => {
    expect(
      parseCommands(
        [
          '/remora reject lint-0123456789abcdef  the *old* name is public API',
          '/remora reject docstring-0123456789abcdef',
          '/remora reject this wording is wrong',
          '> /remora reject lint-0123456789abcdef quoted',
        ].join('\n'),
        OPS,
      ),
    ).toEqual([
      {
        kind: 'reject',
        target: 'lint-0123456789abcdef',
        reason: 'the *old* name is public API',
      },
      { kind: 'reject', target: 'docstring-0123456789abcdef', reason: '' },
      // No id first: the whole is the reason, for the thread's own workspace.
      { kind: 'reject', reason: 'this wording is wrong' },
    ]);
  });

  it('reads retry with its id and the rest of the line as the note; in a thread the id may be left out', () => {
    expect(
      parseCommands(
        [
          '/remora retry lint-0123456789abcdef keep the `f` prefix, fix only   the spacing',
          '/remora retry docstring-0123456789abcdef',
          '/remora retry use Google style',
          '/remora retry',
          '    /remora retry lint-0123456789abcdef indented',
        ].join('\n'),
        OPS,
      ),
    ).toEqual([
      {
        kind: 'retry',
        target: 'lint-0123456789abcdef',
        note: 'keep the `f` prefix, fix only   the spacing',
      },
      { kind: 'retry', target: 'docstring-0123456789abcdef', note: '' },
      { kind: 'retry', note: 'use Google style' },
      { kind: 'retry', note: '' },
    ]);
  });

  it('finds nothing in a comment without commands', () => {
    expect(parseCommands('LGTM, merging /remora later', OPS)).toEqual([]);
    expect(parseCommands('', OPS)).toEqual([]);
  });
});
