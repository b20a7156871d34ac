import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCopiedLicenses } from '../../scripts/copied-licenses.mjs';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(join(root, 'package.json'));
const NCC_STYLE = 'zod\nMIT\nMIT License\n\nCopyright (c) 2025 Colin McDonnell\n';

describe('the licence notices of files the build copies by hand', () => {
  it('adds the MIT notices of web-tree-sitter and every grammar package to ncc’s list', () => {
    const text = withCopiedLicenses(NCC_STYLE, require);
    expect(text.startsWith(NCC_STYLE.trimEnd())).toBe(true);
    // scripts/package.mjs copies the .wasm files of every tree-sitter-* dependency.
    const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const grammars = Object.keys(dependencies).filter((name) => name.startsWith('tree-sitter-'));
    expect(grammars.length).toBeGreaterThan(1);
    for (const name of [...grammars, 'web-tree-sitter']) {
      const notice = readFileSync(join(root, 'node_modules', name, 'LICENSE'), 'utf8').trim();
      expect(notice).toMatch(/MIT License|Permission is hereby granted/);
      expect(text).toContain(`\n\n${name}\nMIT\n${notice}\n`);
    }
  });

  it('adds each once, however often it runs', () => {
    const once = withCopiedLicenses(NCC_STYLE, require);
    expect(withCopiedLicenses(once, require)).toBe(once);
  });
});
