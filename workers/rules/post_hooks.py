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


def facility_name_run(text: str, s: int, e: int) -> tuple[int, int]:
    """Keep the kind of place and the run of name words right before it that are neither common English words nor
    clinical terms ("fax to ravenwood orthopaedics" → "ravenwood orthopaedics"); the pattern's validator then
    drops what has no such word left ("went to urgent care")."""
    from deidq.workers.rules.validators import facility_head, is_common_or_clinical

    found = facility_head(text[s:e])
    if found is None:
        return s, e
    head, strict = found
    start = s + head
    for word in reversed(text[s : s + head].split(" ")[:-1]):  # the words before the head, nearest first
        if not word or is_common_or_clinical(word, strict):
            break
        start -= len(word) + 1
    return start, e


SPAN_HOOKS: dict[str, Callable[[str, int, int], tuple[int, int]]] = {
    "trim_period": trim_period,
    "postal_prefix": postal_prefix,
    "trim_plus": trim_plus,
    "facility_name_run": facility_name_run,
}
