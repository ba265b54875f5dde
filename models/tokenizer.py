"""Tokenizer and segmenter for the BiLSTM-CRF tagger. Pure Python + ``regex``; no torch.

Tokens are maximal runs of letters (with combining marks), maximal runs of digits, or single other
non-space characters, so digits are split from letters and punctuation (Liu et al. 2017: "NºCol28"
-> "NºCol", "28"; "03/03/1946" -> "03", "/", "03", "/", "1946"). Every token carries its exact
``[start, end)`` offsets into the original ``str``: ``text[start:end] == token.text`` always.

Segments are the units the model sees: a note is split at line breaks and at sentence ends
(``.``, ``!``, ``?`` followed by whitespace and an upper-case letter, unless the token before the
full stop is a single letter or a known abbreviation), and any segment longer than ``max_len``
tokens is cut into windows of at most ``max_len`` tokens.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate
from typing import NamedTuple

import regex

TOKEN_RE = regex.compile(r"[\p{L}\p{M}]+|\p{Nd}+|[^\s\p{L}\p{M}\p{Nd}]", regex.V1)
_TOKEN_SPLIT = regex.compile(f"({TOKEN_RE.pattern})", regex.V1)  # split() keeps the tokens, gaps between
DEFAULT_MAX_LEN = 150
_SENT_END = frozenset(".!?")
_ABBREV = frozenset(
    [
        "dr",
        "dra",
        "drs",
        "sr",
        "sra",
        "srs",
        "srta",
        "mr",
        "mrs",
        "ms",
        "st",
        "av",
        "avda",
        "c",
        "pl",
        "dña",
        "dn",
        "d",
        "nº",
        "no",
        "núm",
        "num",
        "pág",
        "p",
        "ej",
        "etc",
        "vs",
        "prof",
        "lic",
        "ing",
        "fig",
        "aprox",
        "hosp",
        "dpto",
        # Spanish address abbreviations: a street or place name follows ("Ctra. Colmenar Viejo Km 9",
        # "Cdad. Real"); breaking after them cut MEDDOCAN CALLE/TERRITORIO spans in two
        "ctra",
        "crta",
        "carr",
        "crt",
        "cdad",
        "gral",
        "urb",
        "pso",
        "pza",
        "pz",
        "pa",
        "avd",
        "ada",
        "col",
        "edf",
        "edif",
        "hnos",
        "sta",
        "sto",
        "esc",
    ]
)


class Token(NamedTuple):  # a NamedTuple: built ~3x faster than a frozen dataclass, hot in tokenize()
    text: str
    start: int
    end: int


def token_columns(text: str) -> tuple[list[str], list[int], list[int]]:
    """The tokens of ``text`` as columns ``(texts, starts, ends)``: :func:`tokenize` without an object per token
    (the runtime tags every token of every note and needs only these three lists)."""
    # [gap, token, gap, token, ..., gap]: the running lengths give every offset without a match object per token
    parts = _TOKEN_SPLIT.split(text)
    ends = list(accumulate(map(len, parts)))
    return parts[1::2], ends[0:-1:2], ends[1::2]


def tokenize(text: str) -> list[Token]:
    """All tokens of ``text`` with exact character offsets (``TOKEN_RE``'s matches)."""
    return list(map(Token, *token_columns(text)))


def _sentence_break_after(text: str, words: Sequence[str], starts: Sequence[int], ends: Sequence[int], i: int) -> bool:
    """Whether a segment ends after token ``i`` (which is followed by token ``i + 1``); tokens as columns."""
    gap = text[ends[i] : starts[i + 1]]
    if "\n" in gap:
        return True
    if words[i] not in _SENT_END or not gap or not words[i + 1][:1].isupper():
        return False
    if i == 0:
        return True
    prev = words[i - 1]
    if ends[i - 1] != starts[i]:  # " . " stand-alone stop
        return True
    if len(prev) == 1 and prev.isalpha():  # initials: "J. García"
        return False
    if prev == "/" and i >= 2 and words[i - 2] in ("C", "c") and ends[i - 2] == starts[i - 1]:
        return False  # "C/. La Dreda 167": Spanish street abbreviation
    return prev.lower() not in _ABBREV


def _breaks_after(text: str, words: Sequence[str], starts: Sequence[int], ends: Sequence[int]) -> list[int]:
    """Ascending indices ``i < len(words) - 1`` after which a segment ends (:func:`_sentence_break_after`), found from
    the note's line breaks and its sentence-final tokens rather than by asking at every token."""
    last = len(words) - 1
    found = set()
    nl = text.find("\n")
    if nl >= 0 and last > 0:
        while nl >= 0:
            i = bisect_right(starts, nl) - 1  # the token before the line break, unless the break is inside it
            if 0 <= i < last and ends[i] <= nl:
                found.add(i)
            nl = text.find("\n", nl + 1)
    for i in [i for i, w in enumerate(words) if w in _SENT_END]:
        if i < last and i not in found and _sentence_break_after(text, words, starts, ends, i):
            found.add(i)
    return sorted(found)


def segment_bounds(text: str, words: Sequence[str], starts: Sequence[int], ends: Sequence[int],
                   max_len: int = DEFAULT_MAX_LEN) -> list[tuple[int, int]]:  # fmt: skip
    """The segments of a note's tokens (columns of :func:`token_columns`) as ``[first, stop)`` token indices."""
    if max_len < 1:
        raise ValueError("max_len must be >= 1")
    out: list[tuple[int, int]] = []
    first = 0
    for stop in [i + 1 for i in _breaks_after(text, words, starts, ends)] + [len(words)]:
        out.extend((j, min(j + max_len, stop)) for j in range(first, stop, max_len))
        first = stop
    return out


def segment(text: str, tokens: list[Token] | None = None, max_len: int = DEFAULT_MAX_LEN) -> list[list[Token]]:
    """Split a note into segments (lists of tokens), each of at most ``max_len`` tokens."""
    toks = tokenize(text) if tokens is None else tokens
    words, starts, ends = [t.text for t in toks], [t.start for t in toks], [t.end for t in toks]
    return [toks[a:b] for a, b in segment_bounds(text, words, starts, ends, max_len)]


# Casing/shape feature, one id per token (0 is padding).
CASE_NAMES = ("<pad>", "lower", "upper", "title", "mixed", "digits", "punct", "other")


def case_id(tok: str) -> int:
    if tok.isdigit():
        return 5
    if tok.isalpha():
        if tok.islower():
            return 1
        if tok.isupper():
            return 2 if len(tok) > 1 else 3
        if tok[0].isupper() and tok[1:].islower():
            return 3
        return 4
    if len(tok) == 1:
        return 6
    return 7


def normalize_word(tok: str) -> str:
    """Vocabulary key for a token: lower-cased (case lives in the casing feature and the chars)."""
    return tok.lower()
