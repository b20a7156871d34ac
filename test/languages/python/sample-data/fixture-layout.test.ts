import { describe, expect, it } from 'vitest';
import {
  readsFixtureFolder,
  detectFixtureLayout,
  fixturePathFor,
} from '../../../../src/languages/python/sample-data/fixture-layout.js';

describe('detectFixtureLayout and fixturePathFor', () => {
  it('defaults to <tests>/fixtures/<module>/<target>.json', () => {
    const layout = detectFixtureLayout(['shop/orders.py'], undefined);
    expect(layout).toEqual({
      folder: 'tests/fixtures',
      folders: [],
      format: 'json',
      formatSource: 'the default',
      yamlExtension: '.yaml',
    });
    expect(fixturePathFor(layout, 'orders', 'Order.total', [], undefined)).toEqual({
      path: 'tests/fixtures/orders/Order.total.json',
      format: 'json',
    });
    expect(detectFixtureLayout([], undefined, 'test').folder).toBe('test/fixtures');
  });

  it('uses the folder and the format the project already has, with its YAML extension', () => {
    const files = ['tests/data/a.yml', 'tests/data/b.yml', 'tests/data/c.json', 'fixtures/x.json'];
    const layout = detectFixtureLayout(files, undefined);
    expect(layout).toEqual({
      folder: 'tests/data',
      folders: [
        { folder: 'tests/data', json: 1, yaml: 2, other: 0 },
        { folder: 'fixtures', json: 1, yaml: 0, other: 0 },
      ],
      format: 'yaml',
      formatSource: 'the YAML files in tests/data',
      yamlExtension: '.yml',
    });
    expect(fixturePathFor(layout, 'orders', 'total', files, undefined)).toEqual({
      path: 'tests/data/orders/total.yml',
      format: 'yaml',
    });
  });

  it('lets the configured format win, and keeps the format of an existing file for the target otherwise', () => {
    const files = [
      'tests/fixtures/orders/total.yaml',
      'tests/fixtures/a.json',
      'tests/fixtures/b.json',
    ];
    const layout = detectFixtureLayout(files, undefined);
    expect(layout.format).toBe('json');
    expect(fixturePathFor(layout, 'orders', 'total', files, undefined)).toEqual({
      path: 'tests/fixtures/orders/total.yaml',
      format: 'yaml',
    });
    expect(fixturePathFor(layout, 'orders', 'total', files, 'json')).toEqual({
      path: 'tests/fixtures/orders/total.json',
      format: 'json',
    });
    expect(detectFixtureLayout(files, 'yaml')).toMatchObject({
      format: 'yaml',
      formatSource: 'operations.sample_data.format',
    });
  });
});

describe('readsFixtureFolder', () => {
  it('sees a string naming the folder, or its last part as a path step', () => {
    expect(
      readsFixtureFolder('HERE = Path(__file__).parent / "fixtures"\n', 'tests/fixtures'),
    ).toBe(true);
    expect(readsFixtureFolder("open('tests/fixtures/cart/total.json')\n", 'tests/fixtures')).toBe(
      true,
    );
    expect(readsFixtureFolder('os.path.join(HERE, "data", name)\n', 'tests/data')).toBe(true);
  });

  it('does not take a word in prose, or another folder, for a reader', () => {
    expect(
      readsFixtureFolder('# pytest fixtures are below\ndef cart(): ...\n', 'tests/fixtures'),
    ).toBe(false);
    expect(readsFixtureFolder('x = "fixtures_old"\n', 'tests/fixtures')).toBe(false);
    expect(readsFixtureFolder('open("tests/data/a.json")\n', 'tests/fixtures')).toBe(false);
  });
});
