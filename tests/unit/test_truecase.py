"""A note typed all in lower case reaches the English network truecased (models/truecase.py): names and places its
lexicons know, words no word list knows, and sentence and line starts get a capital; offsets hold; notes with
capitals are left alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from deidq.models.truecase import Truecaser
from deidq.workers.core.note import Note
from deidq.workers.languages import get_language

ARTIFACT = Path(__file__).resolve().parents[2] / "models" / "artifacts" / "en"
LOWER = ("pt seen today w/ dtr genevieve. lives in boston w/ her.\nplan: f/u 2 wk. the pain is better and she "
         "walks daily with a cane; no falls.")  # fmt: skip


def test_lower_case_note_gets_capitals_where_english_has_them() -> None:
    tc = Truecaser(frozenset({"genevieve", "boston"}))
    out = tc(LOWER)
    assert len(out) == len(LOWER) and out.lower() == LOWER
    assert "dtr Genevieve." in out and "in Boston w/" in out
    assert out.startswith("Pt seen") and "\nPlan: f/u" in out and ". Lives in" in out
    assert "is better and she walks daily with a cane" in out  # mid-sentence ordinary words stay


def test_words_no_list_knows_get_a_capital() -> None:
    known = frozenset({"pt", "seen", "today", "w", "dtr", "and", "her", "son", "metoprolol", "daily", "on"})
    tc = Truecaser(frozenset(), known)
    out = tc("pt seen today w/ dtr oyelaran and her son on metoprolol daily, fine.")
    assert "dtr Oyelaran and her son on metoprolol daily" in out and out.startswith("Pt seen")
    assert not tc.capitalises("ab") and not tc.capitalises("o'neill")  # short, or not letters only


def test_notes_with_capitals_are_left_alone() -> None:
    tc = Truecaser(frozenset({"genevieve"}))
    mixed = "Pt seen today w/ dtr genevieve at bedside; BP 120/80 and she is well otherwise."
    assert tc(mixed) is mixed
    assert tc("short one") == "short one"  # too few letters to call it a lower-case note


@pytest.mark.skipif(not (ARTIFACT / "lex_given_names.txt").is_file(), reason="no English model artifact")
def test_artifact_truecaser_knows_names_not_common_words() -> None:
    import json

    from deidq.models.lexicon import Lexicon

    features = json.loads((ARTIFACT / "manifest.json").read_text(encoding="utf-8"))["features"]
    tc = Truecaser.from_lexicon(Lexicon(ARTIFACT, features))
    assert tc is not None
    assert "genevieve" in tc.names and "worcester" in tc.names and "tremblay" in tc.names
    # everyday words stay lower case, and so do names among the 10,000 commonest words ("boston")
    assert not {"will", "white", "rose", "boston"} & tc.names
    assert tc.capitalises("oyelaran") and tc.capitalises("genevieve")  # unknown to every list; a listed name
    assert not any(map(tc.capitalises, ("metoprolol", "pcp", "and", "boston", "tuesday")))  # drug, abbreviation, words
    assert Truecaser.from_lexicon(None) is None  # a model without word lists (the Spanish one) gets none


@pytest.mark.skipif(not (ARTIFACT / "model.onnx").is_file(), reason="no English model artifact")
def test_model_role_tags_the_truecased_text_at_the_note_offsets() -> None:
    from deidq.workers.taggers.onnx_tagger import build_detector

    assert get_language("en").model_truecase_lower and not get_language("es").model_truecase_lower
    on = build_detector("en")
    off = build_detector("en", truecase=False)
    assert on.settings["truecase_lower"] and not off.settings["truecase_lower"]
    note = Note(note_id="n", text=LOWER)
    truecased = Note(note_id="n", text=on.truecaser(LOWER))
    assert on.detect(note) == off.detect(truecased)  # the same spans, offsets valid in the note as written
    mixed = Note(note_id="m", text="Seen with daughter Genevieve Tremblay in Boston on 3/4.")
    assert on.detect(mixed) == off.detect(mixed)
