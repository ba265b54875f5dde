"""English rules 0.38.0: the forms of terse lower-case notes: lab-trend dates, lower-case towns and counties before a
state, lower-case care sites and suppliers named before their kind, the state before a driving licence, and
relatives whose given names are everyday words, before their phone number. Cases are written here with other names
and places; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.conftest import rule_spans


def found(rules, text: str) -> set[tuple[str, str]]:
    return {(value, type_) for value, _, type_ in rule_spans(rules, text, "en")}


@pytest.mark.parametrize(
    ("text", "value", "type_"),
    [
        ("bun 71 (4/12) -> 30 (4/14)", "4/12", "DATE"),
        ("bun 71 (4/12) -> 30 (4/14)", "4/14", "DATE"),
        ("cr 3.1 (9/2/2025) -> 1.4 (9/5/2025)", "9/2/2025", "DATE"),
        ("xfer from tamsin regional in corvell falls, mn, seen there", "corvell falls", "CITY"),
        ("xfer from tamsin regional in corvell falls, mn, seen there", "mn", "STATE"),
        ("lives w/ dtr anneliese in bexley hollow, or.", "or", "STATE"),
        ("lives alone on a farm in quorndale county w/ dog", "quorndale county", "CITY"),
        ("d/c home w/ thistlemoor home care + dme (brackwater dme)", "thistlemoor home care", "HOSPITAL"),
        ("d/c home w/ thistlemoor home care + dme (brackwater dme)", "brackwater dme", "HOSPITAL"),
        ("call ravensholt wound care clinic 608.555.0172", "ravensholt wound care clinic", "HOSPITAL"),
        ("pt's sd dl c10463390 scanned", "sd", "STATE"),
        ("Does not drive; NE driver's license 0199617", "NE", "STATE"),
        ("spoke w/ son will 612-555-0122 re plan", "will", "FAMILY"),
        ("gdtr hope (414) 555-0198; nbr rose", "hope", "FAMILY"),
    ],
)
def test_lower_case_forms_are_found(en_rules, text: str, value: str, type_: str) -> None:
    assert (value, type_) in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("strength 4 (4/5) bilat", "4/5"),  # no trend arrow: a power grade
        ("discussed home care services with family", "discussed home care"),
        ("discharged to skilled nursing for rehab", "discharged to skilled nursing"),
        ("given information about peritoneal dialysis", "peritoneal dialysis"),
        ("acute hypercapnic respiratory failure", "hypercapnic respiratory"),
        ("she has dialysis transport some days", "dialysis transport"),
        ("seen in clinic, md to call", "clinic"),
        ("1/16 15:22 SB: spoke w/ pt at 989-555-0104", "pt"),
        ("her son will drive her home", "will"),
        ("Certifier: Ana Pemberton, MD   License # 98266", "MD"),
    ],
)
def test_look_alikes_are_not_taken(en_rules, text: str, value: str) -> None:
    assert value not in {v for v, _ in found(en_rules, text)}
