"""English rules 0.21.0: an eponymous sign, test, scale, score, criterion, disease or device vetoes the names and
places the model or the name rules read in it, and leaves people alone (after a title, inside a full name, "to sign").
Cases are written here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.core.vocab import Decision


def vetoed_names(rules, text: str) -> list[str]:
    return [text[s.start : s.end] for s in rules.detect(Note(note_id="t", text=text))
            if s.decision == Decision.VETO and "NAME" in s.type and "LOCATION" in s.type]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "eponym"),
    [
        ("Exam: Lasegue sign positive on the left.", "Lasegue"),
        ("Hoffmann's sign absent bilaterally.", "Hoffmann"),
        ("Finkelstein test positive.", "Finkelstein"),
        ("Ishihara plates 17/17.", "Ishihara"),
        ("Epworth Sleepiness Scale 16 of 24.", "Epworth"),
        ("Hamilton Depression Rating Scale 21.", "Hamilton"),
        ("Started on the Otago exercise programme.", "Otago"),
        ("History of Kawasaki disease and Bell's palsy.", "Kawasaki"),
        ("Foley catheter removed day 2.", "Foley"),
        ("Duke criteria met.", "Duke"),
    ],
)
def test_eponym_is_vetoed(en_rules, text: str, eponym: str) -> None:
    assert eponym in vetoed_names(en_rules, text)


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Seen by Dr Lasegue; test results pending.", "Lasegue"),  # not the keyword right after the name
        ("Reviewed by Dr Finkelstein test results to follow.", "Finkelstein"),  # after a title: a person
        ("Please ask Dr Hoffmann to sign the consent.", "Hoffmann"),  # "to sign": no finding
        ("Patient Mara Hamilton test positive for influenza.", "Hamilton"),  # the second word of a full name
        ("Maple Grove Home Care Program called.", "Maple"),  # an organisation named a program
    ],
)
def test_person_or_place_is_not_vetoed(en_rules, text: str, person: str) -> None:
    assert person not in vetoed_names(en_rules, text)
