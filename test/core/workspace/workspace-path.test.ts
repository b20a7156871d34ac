import { describe, expect, it } from 'vitest';
import { confineWorkspacePath } from '../../../src/core/workspace/workspace-path.js';
import { caught } from '../../support/caught.js';

describe('confineWorkspacePath', () => {
  it.each([
    ['src/app.py', 'src/app.py'],
    ['a/./b', 'a/b'],
    ['./a//b/', 'a/b'],
    ['a/../b', 'b'],
    ['.github/workflows/ci.yml', '.github/workflows/ci.yml'],
    ['.gitignore', '.gitignore'],
    ['docs/my file.md', 'docs/my file.md'],
  ])('normalises %j to %j', (input, expected) => {
    expect(confineWorkspacePath(input)).toBe(expected);
  });

  it.each([
    ['../x', "'..' leaves the repository"],
    ['a/../../x', "'..' leaves the repository"],
    ['/etc/passwd', 'absolute path'],
    ['//server/share', 'absolute path'],
    ['.git/config', 'paths into .git are not allowed'],
    ['sub/.git/hooks/pre-commit', 'paths into .git are not allowed'],
    ['.GIT/config', 'paths into .git are not allowed'],
    ['.git./config', 'paths into .git are not allowed'],
    ['C:\\x', 'contains a backslash'],
    ['C:/x', 'drive-letter path'],
    ['a\\..\\..\\x', 'contains a backslash'],
    ['a\0b', 'contains a NUL byte'],
    ['', 'empty path'],
    ['.', 'names the repository root, not a file'],
    ['a/..', 'names the repository root, not a file'],
  ])('refuses %j (%s) with TOOL_001', (input, why) => {
    const error = caught(() => confineWorkspacePath(input));
    expect(error.code).toBe('TOOL_001');
    expect(error.message).toBe(
      `path ${JSON.stringify(input)} refused: ${why}; expected a repository-relative path such as src/app/main`,
    );
  });
});
