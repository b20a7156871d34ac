/**
 * A `tests/conftest.py` that reads the sample cases kept under
 * tests/fixtures: with it in a repository, the sample_data op has a reader
 * for the fixtures it writes (without one it writes nothing).
 */
export const FIXTURE_READER = `"""Sample arguments kept as JSON under tests/fixtures."""

import json
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def sample_cases(module, function):
    return json.loads((FIXTURES / module / f"{function}.json").read_text())["cases"]
`;
