from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def en_rules():
    """The English rules detector with default options, built once per module."""
    from deidq.workers.rules import build_detector

    return build_detector("en")
