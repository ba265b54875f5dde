"""Tokenizer: exact offsets, digit/letter/punctuation splitting, bounded segments."""

from __future__ import annotations

import pytest
from deidq.models.tokenizer import (
    TOKEN_RE,
    Token,
    _sentence_break_after,
    case_id,
    segment,
    segment_bounds,
    token_columns,
    tokenize,
)
from hypothesis import given, settings
from hypothesis import strategies as st


def texts(tokens):
    return [t.text for t in tokens]


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_tokens_map_back_exactly(text):
    toks = tokenize(text)
    prev_end = 0
    for t in toks:
        assert text[t.start : t.end] == t.text
        assert t.start >= prev_end and t.end > t.start
        assert text[prev_end : t.start].strip() == ""  # only whitespace is dropped
        prev_end = t.end
    assert text[prev_end:].strip() == ""


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300) | st.text(alphabet=st.sampled_from("a1 é\u0301\n.-\u2028\u00a0٣"), max_size=200))
def test_tokens_are_the_token_pattern_matches(text):
    """tokenize() computes offsets from split() lengths: the same tokens as TOKEN_RE's matches, always."""
    want = [(m.group(), *m.span()) for m in TOKEN_RE.finditer(text)]
    assert [(t.text, t.start, t.end) for t in tokenize(text)] == want


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab1 .\nÁ9-/xZ"), max_size=400), st.integers(1, 40))
def test_segments_cover_tokens_in_order_and_are_bounded(text, max_len):
    segs = segment(text, max_len=max_len)
    flat = [t for s in segs for t in s]
    assert flat == tokenize(text)
    assert all(1 <= len(s) <= max_len for s in segs)


def _segment_token_by_token(text: str, toks: list[Token], max_len: int) -> list[list[Token]]:
    """The definition segment() implements faster: ask _sentence_break_after at every token."""
    runs: list[list[Token]] = [[]]
    words, starts, ends = [t.text for t in toks], [t.start for t in toks], [t.end for t in toks]
    for i, tok in enumerate(toks):
        runs[-1].append(tok)
        if i + 1 < len(toks) and _sentence_break_after(text, words, starts, ends, i):
            runs.append([])
    return [r[j : j + max_len] for r in runs if r for j in range(0, len(r), max_len)]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(["a", "B", "1", " ", ".", "!", "?", "\n", "\r", "Dr", "c", "/", "J", "Mr"]),
                max_size=150).map("".join), st.integers(1, 40))  # fmt: skip
def test_segment_breaks_where_asking_every_token_would(text, max_len):
    toks = tokenize(text)
    assert segment(text, toks, max_len) == _segment_token_by_token(text, toks, max_len)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["a", "B", "1", " ", ".", "?", "\n", "Dr", "c", "/", "J"]), max_size=150).map("".join),
       st.integers(1, 40))  # fmt: skip
def test_token_columns_and_bounds_are_tokenize_and_segment(text, max_len):
    """The runtime's column form: the same tokens and segments as tokenize() and segment()."""
    words, starts, ends = token_columns(text)
    assert list(zip(words, starts, ends, strict=True)) == [tuple(t) for t in tokenize(text)]
    segs = [list(zip(words[a:b], starts[a:b], ends[a:b], strict=True))
            for a, b in segment_bounds(text, words, starts, ends, max_len)]  # fmt: skip
    assert segs == [[tuple(t) for t in s] for s in segment(text, max_len=max_len)]


def test_digits_split_from_letters_and_punctuation():
    assert texts(tokenize("NºCol28 28 70973.")) == ["NºCol", "28", "28", "70973", "."]
    assert texts(tokenize("03/03/1946")) == ["03", "/", "03", "/", "1946"]
    assert texts(tokenize("28016Madrid")) == ["28016", "Madrid"]
    assert texts(tokenize("hb12.5g/dl")) == ["hb", "12", ".", "5", "g", "/", "dl"]
    assert texts(tokenize("juan.perez@correo.es")) == ["juan", ".", "perez", "@", "correo", ".", "es"]


def test_accents_and_unicode_offsets():
    text = "Área  Pérez-Núñez 😀 x"
    toks = tokenize(text)
    assert texts(toks) == ["Área", "Pérez", "-", "Núñez", "😀", "x"]
    assert all(text[t.start : t.end] == t.text for t in toks)


def test_sentence_and_line_segmentation():
    text = "Paciente estable. Alta el 3 de mayo.\nDr. García López lo valoró. J. Pérez firmó."
    segs = [" ".join(texts(s)) for s in segment(text)]
    assert segs == ["Paciente estable .", "Alta el 3 de mayo .", "Dr . García López lo valoró .", "J . Pérez firmó ."]


def test_empty_and_whitespace():
    assert tokenize("") == []
    assert segment("  \n\t ") == []


def test_case_ids():
    assert [case_id(t) for t in ["abc", "ABC", "Abc", "aBc", "123", ".", "A"]] == [1, 2, 3, 4, 5, 6, 3]


@pytest.mark.parametrize(
    "text",
    ["Hospital de la Arrixaca Ctra. Madrid - Cartagena s/n", "Dra. Ruiz C/. La Dreda 167 Villapresente",
     "Localidad/ Provincia: Cdad. Real", "Domicilio: Calle Gral. Rey, 2", "Urb. El Arco, 16. La Atalaya",
     "Hospital Miguel Servet Pso. Isabel La Católica, s/n"],
)  # fmt: skip
def test_no_segment_break_after_spanish_address_abbreviations(text):
    # A break there used to cut MEDDOCAN street/place spans in two; the address must stay in one segment
    # (or in two only where a real sentence ends, as after "16." above).
    segs = segment(text)
    addr = {"Ctra": "Cartagena", "C/.": "Dreda", "Cdad": "Real", "Gral": "Rey", "Urb": "Arco", "Pso": "Isabel"}
    for abbr, after in addr.items():
        for seg in segs:
            words = texts(seg)
            if abbr.split("/")[0].rstrip(".") in words:
                assert after in words, (abbr, [texts(s) for s in segs])


def test_sentence_break_still_after_ordinary_words():
    segs = [texts(s) for s in segment("Vive en Madrid. Refiere dolor. Col. San Lucas 5")]
    assert segs[0][-1] == "." and segs[1][0] == "Refiere"
    assert segs[-1] == ["Col", ".", "San", "Lucas", "5"]
