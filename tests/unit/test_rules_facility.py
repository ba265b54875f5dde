"""Lower-case care sites and suppliers (en.org.facility_lower): the kinds of place are written once, as the pack's
``facility_kind`` def, and the en_facility_name validator reads that def rather than a copy."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.rules import build_detector
from deidq.workers.rules.packs import PackError, pack_def
from deidq.workers.rules.validators import _facility_head, en_facility_name


def test_validator_reads_the_packs_def():
    kinds = pack_def("en", "locations", "facility_kind")
    assert "home[ ]care" in kinds and "{{" not in kinds
    assert _facility_head().pattern == f"{kinds}$"


def test_unknown_def_is_refused():
    with pytest.raises(PackError, match="no def 'nope'"):
        pack_def("en", "locations", "nope")


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("hearthstone home care", True),
        ("keystone dme", True),
        ("needs home care", False),  # a common word, not a name
        ("renal dialysis center", False),  # a clinical word
        ("home care", False),  # no name before the kind of place
    ],
)
def test_facility_name_validator(text, named):
    assert en_facility_name(text) is named


def test_lower_case_sites_are_found_and_plain_phrases_are_not():
    text = "Discharged home with hearthstone home care to follow. Oxygen from keystone dme.\nNeeds home care weekly."
    found = {text[s.start : s.end] for s in build_detector("en").detect(Note("n", text, "en")) if s.type == "HOSPITAL"}
    assert found == {"hearthstone home care", "keystone dme"}
