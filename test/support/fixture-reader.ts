/**
 * A `tests/conftest.py` that loads the sample cases kept under
 * tests/fixtures: every file there is a case of a test that asks for
 * `sample_file` (the glob on line 15), so the sample_data op has a loader
 * for the fixtures it writes (without one it writes nothing).
 */
export const FIXTURE_READER = `"""Sample arguments kept as JSON under tests/fixtures."""

import json
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def sample_cases(module, function):
    return json.loads((FIXTURES / module / f"{function}.json").read_text())["cases"]


def pytest_generate_tests(metafunc):
    if "sample_file" in metafunc.fixturenames:
        files = sorted(FIXTURES.rglob("*.*"))
        metafunc.parametrize("sample_file", files, ids=str)
`;
