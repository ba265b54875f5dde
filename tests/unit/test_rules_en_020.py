"""English rules 0.20.0: initials alone in a person column (roles and credentials too, not "n/a"), dotted initials
there, initials in brackets after the name they abbreviate, a second checker after "and", lower-case grossing
initials, pathology blocks named by their accession, bare references and number plates after "reg" or "car".
A staff legend's credential column ("AD | Amir Demir | RN") stays no one's.
Cases are written here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.rules.table_staff import TableStaffDetector

from tests.rules_helpers import found, texts

SIGNED = (
    "| Date | Shift | Entry | Sign |\n"
    "|---|---|---|---|\n"
    "| 03/02 | Early | Washed and dressed, ate well. | BP |\n"
    "| 03/02 | Early | Assisted to shower. | RN |\n"
    "| 03/02 | Late | Visitors; settled. | k.l. |\n"
    "| 04/02 | Night | Slept. | O.T. |\n"
    "| 04/02 | Night | No concerns. | n/a |\n"
    "| 05/02 | Early | Declined lunch. | nil |\n"
    "| 05/02 | Early | Walked to lounge. | wq |\n"
)


def test_initials_alone_in_a_person_column(en_table_staff: TableStaffDetector) -> None:
    # "RN" is a bare credential, "k.l." no one's dotted capitals
    assert texts(en_table_staff, SIGNED) == ["BP", "O.T.", "wq"]


def test_a_staff_legend_keeps_its_credentials(en_table_staff: TableStaffDetector) -> None:
    text = "Staff on this record:\nQD    | Quinn Dorsey | RN\nLV    | Lior Vance | HCA\nTB    | Tova Brandt | RPN\n"
    assert not {"RN", "HCA", "RPN"} & set(texts(en_table_staff, text))


def test_new_person_headers(en_table_staff: TableStaffDetector) -> None:
    text = "Date | Intervention | Therapist\n12/03 | gait re-education | BP\n14/03 | stairs | Hollis Varga\n"
    assert texts(en_table_staff, text) == ["BP", "Hollis Varga"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Checked by QV and TW.", [("QV", "DOCTOR"), ("TW", "DOCTOR")]),
        ("Blocks: A1-A3. Grossed by kp.", [("kp", "DOCTOR")]),
        ("Signatures: Orla Brennick (OB); Teodor van Rijn (TR)", [("OB", "DOCTOR"), ("TR", "DOCTOR")]),
        ("Blocks: H19-44120-A1, H19-44120-B2.", [("H19-44120-A1", "IDNUM"), ("H19-44120-B2", "IDNUM")]),
        ("Referral sent (ref QK40917).", [("QK40917", "IDNUM")]),
        ("Drives a blue hatchback, reg LK7 2PW; car GZR481 on the drive.",
         [("LK7 2PW", "VEHICLE"), ("GZR481", "VEHICLE")]),
    ],
)  # fmt: skip
def test_found(en_rules, text: str, want: list[tuple[str, str]]) -> None:
    got = found(en_rules, text)
    assert all(w in got for w in want), got


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Mark Hale (PT) reviewed gait.", "PT"),  # not the initials of the name before it
        ("Potassium ref range 3.5-5.0; ref 135-145.", "135-145"),
        ("CA19-9 was 40. COVID-19 negative.", "CA19-9"),
        ("The car park was full; car 2 broke down.", "2"),
        ("Acetabular shell 52 mm  REF QB40187  LOT 7731-20", "QB40187"),  # an implant's catalogue number
    ],
)
def test_not_found(en_rules, text: str, absent: str) -> None:
    assert absent not in [t for t, _ in found(en_rules, text)]
