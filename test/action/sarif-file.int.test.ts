import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeInsideWorkspace } from '../../src/action/sarif-file.js';
import { RemoraError } from '../../src/core/errors.js';

/** The RemoraError a write is refused with, as the log shows it. */
async function refusal(write: Promise<void>): Promise<string> {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof RemoraError))
    throw new Error(`expected a RemoraError, got ${String(error)}`);
  return `${error.code}: ${error.message}`;
}

describe('writeInsideWorkspace', () => {
  let temp: string;
  let workspace: string;
  let outside: string;
  beforeEach(() => {
    temp = mkdtempSync(join(tmpdir(), 'remora-sarif-file-'));
    workspace = join(temp, 'workspace');
    outside = join(temp, 'outside');
    mkdirSync(workspace);
    mkdirSync(outside);
  });
  afterEach(() => rmSync(temp, { recursive: true, force: true }));

  it('writes the file, making the folders on the way, and replaces an earlier one', async () => {
    await writeInsideWorkspace(workspace, 'reports/sarif/remora.sarif', 'one');
    await writeInsideWorkspace(workspace, 'reports/sarif/remora.sarif', 'two');
    expect(readFileSync(join(workspace, 'reports/sarif/remora.sarif'), 'utf8')).toBe('two');
  });

  it('follows a link to a folder that stays inside the workspace', async () => {
    mkdirSync(join(workspace, 'real'));
    symlinkSync(join(workspace, 'real'), join(workspace, 'linked'));
    await writeInsideWorkspace(workspace, 'linked/new/remora.sarif', 'x');
    expect(readFileSync(join(workspace, 'real/new/remora.sarif'), 'utf8')).toBe('x');
  });

  it.each([
    ['a folder link out, the file below it', 'out/remora.sarif'],
    ['a folder link out, folders to make below it', 'out/a/b/remora.sarif'],
  ])('refuses %s with CONFIG_001, making nothing outside', async (_, path) => {
    symlinkSync(outside, join(workspace, 'out'));
    expect(await refusal(writeInsideWorkspace(workspace, path, 'x'))).toContain(
      `CONFIG_001: sarif-path: ${JSON.stringify(path)} leads out of the workspace through the symbolic link out`,
    );
    expect(existsSync(join(outside, 'remora.sarif'))).toBe(false);
    expect(existsSync(join(outside, 'a'))).toBe(false);
  });

  it('refuses a file that is a link, and leaves its target alone', async () => {
    writeFileSync(join(outside, 'target'), 'keep');
    symlinkSync(join(outside, 'target'), join(workspace, 'remora.sarif'));
    expect(await refusal(writeInsideWorkspace(workspace, 'remora.sarif', 'x'))).toContain(
      'CONFIG_001: sarif-path: "remora.sarif" is a symbolic link',
    );
    expect(readFileSync(join(outside, 'target'), 'utf8')).toBe('keep');
  });

  it('refuses a folder, and the workspace itself', async () => {
    mkdirSync(join(workspace, 'reports'));
    expect(await refusal(writeInsideWorkspace(workspace, 'reports', 'x'))).toContain(
      'is a folder; expected a file name such as remora.sarif',
    );
    expect(await refusal(writeInsideWorkspace(workspace, '.', 'x'))).toContain(
      'is not a file inside the workspace',
    );
  });
});
