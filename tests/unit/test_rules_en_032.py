"""English rules 0.32.0 (precision): post-operative days, AM/PM after a clock time, lower-case modals before a verb,
"sun" before what it does to skin, rates per unit, symptoms rated out of ten or twenty, the Epworth score with its
value. Cases are written here with other values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note


def spans(rules, text: str, veto: bool) -> list[str]:
    return [text[s.start : s.end] for s in rules.detect(Note(note_id="t", text=text)) if (s.decision == "veto") == veto]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Ward round: POD 3, tolerating fluids.", "3"),
        ("Seen day post-op 2 by the team", "2"),
        ("Clinic at 4:45 PM on the ward", "PM"),
        ("Results will be sent to the GP.", "will be"),
        ("The rash may improve with emollients.", "may improve"),
        ("Advised sun protection and shade.", "sun"),
        ("Alcohol: 3 units/day, cigarettes 10/day", "day"),
        ("Breathlessness 7/10 on exertion", "7/10"),
        ("Peak RPE 13/20 on the bike", "13/20"),
        ("Sleep study: Epworth 15/24, STOP-Bang 5", "Epworth"),
    ],
)
def test_lookalikes_are_vetoed(en_rules, text: str, word: str) -> None:
    assert word in spans(en_rules, text, veto=True)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Moved from Epworth, North Lincolnshire, in 2019.", "Epworth"),  # the town
        ("Review on Sun 14/9 at clinic", "Sun 14/9"),  # a weekday and date
        ("Born in may 1950 per her daughter", "may 1950"),  # a month, no verb after it
        ("Follow-up 8/10/2024 in clinic", "8/10/2024"),  # a date, not a score
    ],
)
def test_phi_lookalikes_stay(en_rules, text: str, value: str) -> None:
    assert value in spans(en_rules, text, veto=False)
