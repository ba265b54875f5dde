from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def en_rules():
    """The English rules detector with default options, built once per module."""
    from deidq.workers.rules import build_detector

    return build_detector("en")


@pytest.fixture(scope="module")
def en_rules_cw():
    """The English rules detector with the common-word veto, as the pipeline runs it, built once per module."""
    from deidq.workers.rules import build_detector

    return build_detector("en", common_words=True)


@pytest.fixture(scope="module")
def en_table_staff():
    """The English people-in-charts component of the rules detector (workers/rules/table_staff.py) alone."""
    from deidq.workers.rules.table_staff import TableStaffDetector

    return TableStaffDetector("en")
