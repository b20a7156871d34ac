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
