"""English rules 0.17.0: people in charted tables (workers/rules/table_staff.py): the person column of a table under
its header, initials closing timed rows and dated entries, witness initials and initials legends. Cases are written
here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.rules import build_detector
from deidq.workers.rules.table_staff import VERSION, TableStaffDetector

from tests.rules_helpers import found, texts

FLOWSHEET = (
    "Time            T °C   HR   RR   SpO2  O2        NEWS2 Init\n"
    "Mon 3/2 02:10   37.1   88   18   96    RA        1     do\n"
    "        06:00   37.9   97   20   94    2 L NC    3     kw\n"
    "        10:15   38.2   104  22   93    2 L NC    4     on\n"
    "\n"
    "Plan: repeat obs in 4 h, do not give paracetamol before 14:00\n"
)

MAR = (
    "Medication                 Dose      Route Freq    Due    Given   By    Notes\n"
    "ondansetron                4 mg      IV    q8h     08:00  08:05   tb    barcode scanned\n"
    "metformin                  500 mg    PO    BID     09:00  HELD    --    NBM\n"
    "enoxaparin                 40 mg     SC    daily   18:00  REFUSED kl    pt declined\n"
    "paracetamol                1 g       PO    QDS     12:00  12:10   RN\n"
)

VACCINES = (
    "Vaccine | Dose | Date | Batch | Given by\n"
    "---|---|---|---|---\n"
    "MMR | 1 | 02/05/2021 | QX1183 | Tanvi Sen, RN\n"
    "DTaP | 2 | 03/07/2021 | LM2290 | Dr A. Moss\n"
    "Hep B | 1 | 04/08/2021 | KP7741 | self\n"
)


def test_person_column_of_a_space_aligned_chart(en_table_staff: TableStaffDetector) -> None:
    # "NEWS2 Init": the header word stands one space from its neighbour; initials that are words are still initials
    assert texts(en_table_staff, FLOWSHEET) == ["do", "kw", "on"]


def test_person_column_in_the_middle_skips_placeholders_and_credentials(en_table_staff: TableStaffDetector) -> None:
    # "REFUSED kl": one space after a long value; "--" and a bare credential are no one
    assert texts(en_table_staff, MAR) == ["tb", "kl"]


def test_person_column_of_a_pipe_table_drops_titles_and_credentials(en_table_staff: TableStaffDetector) -> None:
    spans = en_table_staff.detect_text(VACCINES)
    assert [(VACCINES[s.start : s.end], s.type, s.label) for s in spans] == [
        ("Tanvi Sen", "DOCTOR", "NAME"),
        ("A. Moss", "DOCTOR", "NAME"),
    ]
    assert all(s.source == f"rules.en.table_staff@{VERSION}" for s in spans)


@pytest.mark.parametrize(
    "text",
    [
        # a place in a provider column is left to the place rules
        "Date        Vaccine      Dose  Provider\n01/02/2020  Shingrix     1     Hillcrest Pharmacy\n",
        # "Sig" is the directions of a prescription, not a signature
        "| Medication | Dose | Sig | Action |\n| sertraline | 50 mg | PO daily | continue |\n",
        # a row of values with a credential is not a header
        "2020-01-02 10:35      jmorr3        RN              10.1.2.3     viewed\n"
        "2020-01-02 10:40      akhan         Clerk           10.1.2.4     printed\n",
        # one timed row is no chart; units, abbreviations and a clock's "pm" are not initials
        "08:00  BP 120/80  HR 70  UF 0.5 L  tw\n",
        "08:00  HR 70  SpO2 95  RA\n09:00  HR 72  SpO2 96  RA\n",
        "Given 2 g at 14:00  pm\n15:00  repeated  pm\n",
        # an abbreviation in brackets closing a dated entry
        "12 Mar: started co-amoxiclav (PO)\n13 Mar: switched (IV)\n",
    ],
)
def test_not_people(en_table_staff: TableStaffDetector, text: str) -> None:
    assert texts(en_table_staff, text) == []


def test_initials_closing_timed_rows_and_dated_entries(en_table_staff: TableStaffDetector) -> None:
    chart = "Run sheet\n07:30  BP 131/70  HR 80  QB 300  UF 0.5 L  vk\n08:30  BP 128/66  HR 77  QB 300  UF 1.0 L  zb\n"
    assert texts(en_table_staff, chart) == ["vk", "zb"]
    course = "Course:\n  Tue 4/6: transfused 1 unit (zm)\n  5 Jun: INR 2.9, warfarin held (JM)\n"
    assert texts(en_table_staff, course) == ["zm", "JM"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("dose wasted 2 mg, witness jb\nnext", ("jb", "DOCTOR")),
        ("Controlled drug witnessed by: TK.\n", ("TK", "DOCTOR")),
        ("Key to initials: mo = Maeve Ortiz; lp = Luca Price\n", ("lp", "DOCTOR")),
        ("Signatures: hb Harriet Boyle, ns Nadia Sokol\n", ("ns", "DOCTOR")),
        (
            "Time   Mode   FiO2  PEEP  RT\n05:10  PSV    0.40  8     dq\n06:20  SIMV   0.35  5     ew\n",
            ("ew", "DOCTOR"),
        ),
    ],
)
def test_form_is_found(en_rules, text: str, expected: tuple[str, str]) -> None:
    assert expected in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Witness: no\n", "no"),
        ("Key: HR = Heart Rate, BP = Blood Pressure\n", "HR"),
    ],
)
def test_not_found(en_rules, text: str, absent: str) -> None:
    assert absent not in [t for t, _ in found(en_rules, text)]


def test_the_detector_is_recorded_and_can_be_turned_off() -> None:
    rules = build_detector("en")
    assert f"table_staff@{VERSION}" in rules.version
    assert "table_staff" in rules.detectors
    off = build_detector("en", disabled=["table_staff"])
    assert "table_staff" not in off.version
    assert ("tb", "DOCTOR") in found(rules, MAR)
    assert ("tb", "DOCTOR") not in found(off, MAR)


def test_a_language_without_person_columns_gets_none() -> None:
    assert TableStaffDetector("es").detect_text(VACCINES) == []
