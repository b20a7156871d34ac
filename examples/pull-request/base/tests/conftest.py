"""Shared test fixtures: sample arguments kept as JSON under tests/fixtures."""

import json
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def sample_cases(request):
    """The sample cases of one function, from tests/fixtures/<module>/<function>.json."""
    module, function = request.param
    document = json.loads((FIXTURES / module / f"{function}.json").read_text())
    return document["cases"]


def pytest_generate_tests(metafunc):
    """Every sample file under tests/fixtures is a case of a test that asks for `sample_file`."""
    if "sample_file" in metafunc.fixturenames:
        metafunc.parametrize("sample_file", sorted(FIXTURES.rglob("*.json")), ids=str)
