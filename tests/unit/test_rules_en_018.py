"""English rules 0.18.0: who gave or held a dose in an administration event, initials signing a timed entry after a
dash or slash, dotted initials opening a charted entry, and the owner of an action in minutes. Cases are written
here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("    3/2: 0800 given QW; 1400 given LT\n", ("QW", "DOCTOR")),
        ("    3/2: 0800 given QW; 1400 given LT\n", ("LT", "DOCTOR")),
        ("  4/2: 06:00 held - nil by mouth for theatre ZR; 12:00 given ZR\n", ("ZR", "DOCTOR")),
        ("  Fri 5/2: 22:00 refused (uv); 23:30 given uv\n", ("uv", "DOCTOR")),
        ("  ** 0400 K.W. repositioned, skin intact\n", ("K.W.", "DOCTOR")),
        ("  ** 16:00 Drain output 40 mL serous. - QX\n", ("QX", "DOCTOR")),
        ("11/03 14:00 family updated by phone. / wz\n", ("wz", "DOCTOR")),
        ("   Action: VK to book repeat CT by 12/04\n", ("VK", "DOCTOR")),
    ],
)
def test_form_is_found(en_rules, text: str, expected: tuple[str, str]) -> None:
    assert expected in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("08:00 given with breakfast; 12:00 held - BP low\n", "low"),
        ("Ondansetron 4 mg at 14:00 given IV\n", "IV"),
        ("  5/2: 0800 given PO; 1200 held NBM\n", "NBM"),
        ("   Action: GP to review bloods in 2 weeks\n", "GP"),
        ("  ** 09:00 Obs stable. - see chart\n", "see"),
        ("Clinic at 10:30 A.M. tomorrow\n", "A.M."),
    ],
)
def test_not_found(en_rules, text: str, absent: str) -> None:
    assert absent not in [t for t, _ in found(en_rules, text)]
