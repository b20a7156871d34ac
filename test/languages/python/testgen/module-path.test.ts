import { describe, expect, it } from 'vitest';
import { importRoots, modulePathOf } from '../../../../src/languages/python/testgen/module-path.js';

describe('modulePathOf', () => {
  it('names modules and packages from the deepest import root', () => {
    expect(modulePathOf('shop/orders.py', [''])).toEqual({
      ok: true,
      module: 'shop.orders',
      root: '',
    });
    expect(modulePathOf('src/shop/orders.py', ['', 'src'])).toEqual({
      ok: true,
      module: 'shop.orders',
      root: 'src',
    });
    expect(modulePathOf('shop/__init__.py', [''])).toEqual({ ok: true, module: 'shop', root: '' });
    expect(modulePathOf('calc.py', [''])).toEqual({ ok: true, module: 'calc', root: '' });
  });

  it('says why a file cannot be imported', () => {
    expect(modulePathOf('my-tools/run.py', [''])).toEqual({
      ok: false,
      reason: "my-tools/run.py cannot be imported: 'my-tools' is not a Python identifier",
    });
    expect(modulePathOf('pkg/class/x.py', [''])).toEqual({
      ok: false,
      reason: "pkg/class/x.py cannot be imported: 'class' is not a Python identifier",
    });
    expect(modulePathOf('app/__main__.py', [''])).toMatchObject({ ok: false });
  });
});

describe('importRoots', () => {
  it('adds src for a src layout and pytest pythonpath entries, cleaned', () => {
    expect(importRoots(['src/pkg/a.py', 'tests/test_a.py'])).toEqual(['', 'src']);
    expect(importRoots(['lib/pkg/a.py'], ['./lib/', '..', '/abs'])).toEqual(['', 'lib']);
  });
});
