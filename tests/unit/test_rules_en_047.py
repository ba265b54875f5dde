"""English rules 0.47.0 (table_staff 1.3.0): a bed board's staff columns ("RN", "Dr", "MD", "Resident") name people,
and a space-separated row with as many cells as its header is read cell by cell even where its columns do not line up
under the header. Cases are written here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

from deidq.workers.rules.table_staff import TableStaffDetector


def staff(detector: TableStaffDetector, text: str) -> list[str]:
    return [text[s.start : s.end] for s in detector.detect_text(text) if s.type == "DOCTOR"]


BOARD = (
    "Bed  Patient  Age/Sex  Complaint  RN  Dr  Status\n"
    "Acute 4  K. Obi  67M  chest pain  TW  Marsh  for CT\n"
    "Acute 12B  Lind, Pia  9F  asthma  Oskar  AP  admitted\n"
    "Corridor 3  R.S.  44 F  fall  --  Marsh  d/c\n"
)


def test_an_unaligned_bed_board_by_cell_index(en_table_staff: TableStaffDetector) -> None:
    assert staff(en_table_staff, BOARD) == ["TW", "Marsh", "Oskar", "AP", "Marsh"]
    assert ("K. Obi", "PATIENT") in {(BOARD[s.start : s.end], s.type) for s in en_table_staff.detect_text(BOARD)}


def test_a_row_with_a_missing_cell_falls_back_to_alignment(en_table_staff: TableStaffDetector) -> None:
    board = (
        "Room    Patient     MD        Plan\n"
        "101     Lee, Ana    Pryce     CT head\n"
        "102     Ng, Bo                home\n"
    )
    assert staff(en_table_staff, board) == ["Pryce"]


def test_the_doctor_headers_are_person_columns(en_table_staff: TableStaffDetector) -> None:
    table = "Pt | Bed | Resident | Registrar | Plan\nA.B. | 4 | Cole | Diaz | obs\n"
    assert staff(en_table_staff, table) == ["Cole", "Diaz"]
