"""Rules 0.5 prefilter devices must never change results: the hashed-trigram skip in ``Scan.positions``
never hides a literal that occurs in the note, and the lower-cased index agrees with ``(?i)`` matching
(the long s ``ſ``)."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.rules import build_detector
from deidq.workers.rules.detector import Scan, _trigram_bitmap, _trigram_codes
from hypothesis import given, settings
from hypothesis import strategies as st

ALPHABET = "abcdeñáéíóúü ſ/.-:0123456789\n\t€😀\u0301"


def _positions(low: str, lit: str) -> list[int]:
    out, i = [], low.find(lit)
    while i >= 0:
        out.append(i)
        i = low.find(lit, i + 1)
    return out


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=ALPHABET, max_size=200), data=st.data())
def test_trigram_skip_never_hides_a_present_literal(text, data):
    low = text.lower()
    if low:
        a = data.draw(st.integers(0, len(low) - 1))
        b = data.draw(st.integers(a + 1, min(len(low), a + 12)))
        lit = low[a:b]  # a literal that does occur
        grams = _trigram_bitmap(low)
        assert all(grams[c] for c in _trigram_codes(lit))
        assert Scan(text).positions(lit) == _positions(Scan(text).low, lit)


@pytest.mark.parametrize("lit", ["paciente", "hospital", "c/", "año", "zzzq", "xyzzy", "€uro"])
def test_positions_equal_plain_find(lit):
    text = "El paciente ingresó en el Hospital el año 2001; C/ Mayor. Paciente estable. " * 3
    scan = Scan(text)
    assert scan.positions(lit) == _positions(text.lower(), lit)


def test_absent_literal_is_skipped_by_trigrams():
    # the bitmap must actually exclude something, or the skip is dead code
    low = "el paciente ingresó en el hospital"
    grams = _trigram_bitmap(low)
    assert not all(grams[c] for c in _trigram_codes("glorieta"))
    assert all(grams[c] for c in _trigram_codes("hospital"))


def test_surrogates_do_not_break_the_scan():
    text = "Paciente \ud800 de 45 años"
    scan = Scan(text)
    assert scan.positions("años") == [text.lower().index("años")]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "Paciente varón de 3 ſemanas de vida."),
        ("es", "Mujer de 45 añoſ. Fecha de ingreſo: 12/03/2015."),
        ("en", "Social ſecurity number: 123456789. Specimen ID: A123456."),
    ],
)
def test_long_s_prefiltered_equals_reference(lang, text):
    fast, ref = build_detector(lang), build_detector(lang, prefilter=False)
    note = Note("n", text, lang)
    assert fast.detect(note) == ref.detect(note)
    assert fast.detect(note), "expected at least one span"
