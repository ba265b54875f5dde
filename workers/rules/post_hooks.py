"""Span post hooks a pattern can name (``post = "..."`` in a pack): each takes the note text and a
candidate's ``(start, end)`` and returns the adjusted offsets. They follow the annotation guideline
where a regex alone would be slower or clumsier. (``post = "name"`` needs the word lists and lives in
:class:`workers.rules.detector.PatternDetector`.)"""

from __future__ import annotations

from collections.abc import Callable


def trim_period(text: str, s: int, e: int) -> tuple[int, int]:
    """Drop one trailing full stop: in "C/ Vitruvio, 2." or "4 izq." it ends the sentence or field."""
    if text[e - 1] == "." and e - s > 2:
        e -= 1
    return s, e


def postal_prefix(text: str, s: int, e: int) -> tuple[int, int]:
    """Take a country prefix "E-" before a postal code ("E-41013") into the span. A hook, not an optional
    regex prefix, so the pattern keeps its digit-led scan."""
    if text[s - 2 : s] == "E-" and (s < 3 or not text[s - 3].isalnum()):
        s -= 2
    return s, e


def trim_plus(text: str, s: int, e: int) -> tuple[int, int]:
    """Drop the leading "+" (and blanks after it) of an international phone number."""
    if text[s] == "+":
        s += 1
        while s < e and text[s] in " \t":
            s += 1
    return s, e


def trim_common_lead(text: str, s: int, e: int) -> tuple[int, int]:
    """Drop leading words that are among the 10,000 commonest English words ("call oxbury wound care clinic" →
    "oxbury wound care clinic"), keeping at least two words; the pattern's validator then decides on what is left."""
    from deidq.workers.rules.validators import en_uncommon_first_word

    while True:
        words = text[s:e].split(" ")
        if len(words) <= 2 or en_uncommon_first_word(words[0]):
            return s, e
        s += len(words[0]) + 1


SPAN_HOOKS: dict[str, Callable[[str, int, int], tuple[int, int]]] = {
    "trim_period": trim_period,
    "postal_prefix": postal_prefix,
    "trim_plus": trim_plus,
    "trim_common_lead": trim_common_lead,
}
