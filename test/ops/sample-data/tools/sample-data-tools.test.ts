import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { RemoraError } from '../../../../src/core/errors.js';
import { analyzeSignature } from '../../../../src/languages/python/signature/analyze-signature.js';
import { FIXTURE_READER } from '../../../support/fixture-reader.js';
import { fixturesContext } from '../../../../src/languages/python/sample-data/fixtures-context.js';
import { writeFixtureFile } from '../../../../src/languages/python/sample-data/write-fixture-file.js';
import { contextFor, Project } from '../../test/tools/tool-harness.js';

const MODELS = `from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple, TypedDict


class Size(Enum):
    SMALL = 1
    LARGE = 2


class Box(NamedTuple):
    width: float
    height: float


class Label(TypedDict, total=False):
    text: str


@dataclass
class Parcel:
    box: Box
    size: Size = Size.SMALL


@dataclass
class Express(Parcel):
    label: Label | None = None


def price(parcel: Parcel, weight: float, *, code: bytes = b"") -> float:
    return weight
`;

/** A conftest.py that reads known files under tests/fixtures by name, and lists none. */
const BY_NAME = `import json
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def sample_cases(module, function):
    return json.loads((FIXTURES / module / f"{function}.json").read_text())["cases"]
`;

let project: Project | undefined;
afterEach(() => project?.dispose());

async function toolError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RemoraError) return error.message;
    throw error;
  }
  throw new Error('expected a tool error');
}

describe('the sample-data agent tools', () => {
  it('analyze_signature resolves the classes of the file the annotations use, inherited fields included', async () => {
    project = new Project({ 'ship/models.py': MODELS });
    const express = await analyzeSignature(
      {},
      await contextFor(project, 'ship/models.py', 'Express'),
    );
    expect(express).toMatchObject({
      target: { kind: 'class', full_name: 'Express' },
      types: {
        Express: {
          kind: 'dataclass',
          bases: [],
          fields: [
            { name: 'box', annotation: 'Box' },
            { name: 'size', annotation: 'Size', default: 'Size.SMALL' },
            { name: 'label', annotation: 'Label | None', default: 'None' },
          ],
        },
        Box: {
          kind: 'namedtuple',
          fields: [
            { name: 'width', annotation: 'float' },
            { name: 'height', annotation: 'float' },
          ],
        },
        Size: {
          kind: 'enum',
          flavor: 'Enum',
          members: [
            { name: 'SMALL', value: '1' },
            { name: 'LARGE', value: '2' },
          ],
        },
        Label: { kind: 'typeddict', total: false, fields: [{ name: 'text', annotation: 'str' }] },
      },
    });
  });

  it('write_fixture_file writes nothing where no test of the project reads the fixture folder', async () => {
    project = new Project({
      'ship/models.py': MODELS,
      'tests/test_models.py': 'def test_x():\n    pass\n',
    });
    const context = await contextFor(project, 'ship/models.py', 'price');
    const fixtures = { normal: { parcel: { box: { width: 2, height: 1.5 } }, weight: 3 } };
    expect(await writeFixtureFile({ fixtures }, context)).toEqual({
      written: false,
      reason:
        'no test or conftest.py of the project reads tests/fixtures: a fixture there would be read by nothing',
    });
    expect(await context.workspace.changes()).toEqual([]);
  });

  it('write_fixture_file writes nothing where the tests read known files of the folder by name only', async () => {
    project = new Project({ 'ship/models.py': MODELS, 'tests/conftest.py': BY_NAME });
    const context = await contextFor(project, 'ship/models.py', 'price');
    const fixtures = { normal: { parcel: { box: { width: 2, height: 1.5 } }, weight: 3 } };
    const reason =
      'tests/conftest.py reads known files of tests/fixtures by name, and no test or conftest.py loads its files by a pattern (a glob or listing of the folder) that tests/fixtures/models/price.json matches: a fixture there would be read by nothing';
    expect(await writeFixtureFile({ fixtures }, context)).toEqual({ written: false, reason });
    expect(await context.workspace.changes()).toEqual([]);
    expect(await fixturesContext(context)).toContain(
      `write_fixture_file will write nothing: ${reason}.`,
    );
  });

  it("write_fixture_file follows a loader of the folder's own files into that folder, and names it", async () => {
    const loaders = {
      glob: 'from pathlib import Path\n\nHERE = Path(__file__).parent\nFIXTURES = HERE / "fixtures"\nCASES = sorted(FIXTURES.glob("*.json"))\n',
      listdir:
        'import os\nimport pytest\n\n\n@pytest.mark.parametrize("name", os.listdir(os.path.join(os.path.dirname(__file__), "fixtures")))\ndef test_case(name):\n    pass\n',
    };
    for (const [kind, text] of Object.entries(loaders)) {
      project?.dispose();
      project = new Project({
        'ship/models.py': MODELS,
        'tests/fixtures/known.json': '{}',
        'tests/test_cases.py': text,
      });
      const context = await contextFor(project, 'ship/models.py', 'price');
      const fixtures = { normal: { parcel: { box: { width: 2, height: 1.5 } }, weight: 3 } };
      expect(await writeFixtureFile({ fixtures }, context), kind).toMatchObject({
        written: true,
        path: 'tests/fixtures/models.price.json',
        read_by: `tests/test_cases.py:5`,
      });
    }
  });

  it('write_fixture_file checks each value against its annotation and writes it the way Python reads it back', async () => {
    project = new Project({ 'ship/models.py': MODELS, 'tests/conftest.py': FIXTURE_READER });
    const context = await contextFor(project, 'ship/models.py', 'price');
    const fixtures = {
      normal: {
        parcel: { box: { width: 2, height: 1.5 }, size: 2 },
        weight: 3,
        code: 'base64:AAE=',
      },
      edge: { parcel: { box: { width: 0, height: 0 } }, weight: 0 },
    };
    expect(await writeFixtureFile({ fixtures }, context)).toEqual({
      written: true,
      path: 'tests/fixtures/models/price.json',
      format: 'json',
      read_by: 'tests/conftest.py:15',
      loader: 'files = sorted(FIXTURES.rglob("*.*"))',
      cases: ['normal', 'edge'],
      parameters: ['parcel', 'weight', 'code'],
    });
    expect(await context.workspace.readFile('tests/fixtures/models/price.json')).toBe(`{
  "format": "remora.sample_data/v1",
  "target": "ship.models.price",
  "parameters": {
    "parcel": "Parcel",
    "weight": "float",
    "code": "bytes"
  },
  "cases": {
    "normal": {
      "parcel": {
        "box": {
          "width": 2.0,
          "height": 1.5
        },
        "size": 2
      },
      "weight": 3.0,
      "code": "base64:AAE="
    },
    "edge": {
      "parcel": {
        "box": {
          "width": 0.0,
          "height": 0.0
        }
      },
      "weight": 0.0
    }
  }
}
`);
    expect(
      await toolError(
        writeFixtureFile(
          {
            fixtures: { normal: { parcel: { box: { width: 1, height: 1 }, size: 3 }, weight: 1 } },
          },
          context,
        ),
      ),
    ).toBe('fixtures.normal.parcel.size: expected a value of Size (1, 2), got 3');
    expect(
      await toolError(writeFixtureFile({ fixtures: { normal: { weight: 1 } } }, context)),
    ).toBe("fixtures.normal: missing required parameter 'parcel'");
    expect(await toolError(writeFixtureFile({ fixtures: {} }, context))).toBe(
      'fixtures is empty: give at least one case, e.g. {"normal": {...}}',
    );
  });

  it('follows the project: its YAML fixtures folder, or the configured format', async () => {
    project = new Project({
      'ship/models.py': MODELS,
      'tests/data/old.yml': 'a: 1\n',
      'tests/test_models.py':
        'import glob\n\nCASES = glob.glob("tests/data/**/*", recursive=True)\n',
    });
    const context = await contextFor(project, 'ship/models.py', 'price');
    expect(await fixturesContext(context)).toBe(
      'Fixture folders: tests/data (0 JSON, 1 YAML, 0 other).\nThis node\'s sample data goes to tests/data/models/price.yml as YAML (the YAML files in tests/data).\ntests/test_models.py:3 loads it (CASES = glob.glob("tests/data/**/*", recursive=True)).',
    );
    const written = await writeFixtureFile(
      { fixtures: { edge: { parcel: { box: { width: 0, height: 0 } }, weight: 0 } } },
      context,
    );
    expect(written).toMatchObject({ path: 'tests/data/models/price.yml', format: 'yaml' });
    const yaml = (await context.workspace.readFile('tests/data/models/price.yml')) ?? '';
    expect(parseYaml(yaml)).toEqual({
      format: 'remora.sample_data/v1',
      target: 'ship.models.price',
      parameters: { parcel: 'Parcel', weight: 'float' },
      cases: { edge: { parcel: { box: { width: 0, height: 0 } }, weight: 0 } },
    });
    const configured = await contextFor(project, 'ship/models.py', 'price', {
      opConfig: { enabled: true, format: 'json' },
    });
    expect(
      await writeFixtureFile(
        { fixtures: { edge: { parcel: { box: { width: 0, height: 0 } }, weight: 0 } } },
        configured,
      ),
    ).toMatchObject({ path: 'tests/data/models/price.json', format: 'json' });
  });
});
