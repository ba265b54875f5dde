"""English rules 0.16.0 (precision): identifier schemes and field labels are no name or place, "/52" weeks are no
date, rules and scales named after places name no place, a clinic named by its service is a department, "CVS:" is
the cardiovascular system, and more words end a name candidate. Cases are written here; none is copied from an
evaluation set."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, vetoed


@pytest.mark.parametrize(
    ("text", "marker"),
    [
        ("Aadhaar: XXXX XXXX 4412   ABHA 91-2231-8890-1122", "Aadhaar"),
        ("OHIP 4455-221-908-KT, CPSO registration", "CPSO"),
        ("Folder: 88-21931   Faith: Hindu", "Folder"),
        ("Faith: Hindu   Language: Tamil", "Faith"),
        ("Last name: NAIDOO   First name: PRIYA", "Last name"),
        ("E-mail: ravi.n@example.org", "E-mail"),
        ("Review at 12/52 with scan; booked 2/52 ago", "12/52"),
        ("Ottawa ankle rules negative; Wells score 2", "Ottawa"),
        ("EPDS (Edinburgh Postnatal Depression Scale) 14", "Edinburgh"),
        ("Seen in the Endocrine Clinic on the 3rd floor", "the Endocrine Clinic"),
        ("Refer to ART Clinic for viral load", "ART Clinic"),
    ],
)
def test_vetoed(en_rules, text: str, marker: str) -> None:
    assert marker in vetoed(en_rules, text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("PCP: Dr. Ana Ruiz   Last reviewed 08/11/2023", "Ana Ruiz   Last"),
        ("Referrer: Dr Omar Said   Sonographer: KT", "Omar Said   Sonographer"),
        ("CVS: S1 S2, no murmur", "CVS"),
    ],
)
def test_not_phi(en_rules, text: str, absent: str) -> None:
    assert absent not in [f[0] for f in found(en_rules, text)]


def test_names_and_places_beside_them_stay(en_rules) -> None:
    assert ("Ana Ruiz", "DOCTOR") in found(en_rules, "PCP: Dr. Ana Ruiz   Last reviewed 08/11/2023")
    assert "Heron Ward" not in vetoed(en_rules, "Transferred to Heron Ward, bed 4")
    assert ("CVS #4471", "HOSPITAL") in found(en_rules, "Collect from CVS #4471 on Main St")
