"""Vetoes: text a detector knows is never (part of) a span of some fine types, for every detector.

A rules pack's ``[[negative]]`` with ``veto_types`` says so for its matches: the "familia" of "médico de
familia" is no relative, the "Doctor" before a name and the "NºCol" field label after it are never part of
the name. The rules detector drops and cuts its own candidates by such a match and also returns it as a
*veto marker* (a span whose ``decision`` is :data:`VETO`, one per vetoed type), so the veto travels with the
role's detections like any span; the merger takes the markers out and applies them to every role's spans.

A span of a vetoed type that lies inside a marker is dropped; one that crosses a marker is cut back to the
characters outside it. Nothing outside a marker is ever removed, and other types are untouched.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence

from deidq.workers.core.labels import label_of
from deidq.workers.core.spans import Span
from deidq.workers.core.vocab import Decision

VETO = Decision.VETO  # Span.decision of a veto marker: not PHI, never kept
VETOED = Decision.VETOED  # merger decision of a candidate a veto removed (its parts outside the veto go on)


# A marker whose type starts with this prefix vetoes every fine type of the labels after it ("labels:ID,NAME"):
# one marker per match instead of one per fine type (a lab value vetoes some twenty types).
LABELS_PREFIX = "labels:"
# A marker whose type starts with this prefix (before any "labels:") only vetoes spans that lie wholly inside it;
# a span crossing it is left alone: "inside:labels:NAME" over "Placenta delivered" drops a name span "Placenta"
# but leaves "Rooms" in "Harley Consulting Rooms".
INSIDE_PREFIX = "inside:"


def veto_marker(start: int, end: int, fine_type: str, source: str) -> Span:
    return Span(start, end, label_of(fine_type), fine_type, source, 1.0, VETO)


def label_veto_marker(start: int, end: int, labels: Iterable[str], source: str, *, inside_only: bool = False) -> Span:
    names = sorted(labels)
    prefix = (INSIDE_PREFIX if inside_only else "") + LABELS_PREFIX
    return Span(start, end, names[0], prefix + ",".join(names), source, 1.0, VETO)


def split_vetoes(spans: Iterable[Span]) -> tuple[list[Span], list[Span]]:
    """(candidates, veto markers)."""
    cands: list[Span] = []
    vetoes: list[Span] = []
    for s in spans:
        (vetoes if s.decision == VETO else cands).append(s)
    return cands, vetoes


class Zones:
    """One kind of marker's ranges, sorted by start with the longest length known, so the ranges near a span are
    found by bisection rather than by a scan of them all (a note has a few hundred common-word markers)."""

    __slots__ = ("ends", "longest", "starts")

    def __init__(self, ranges: Iterable[tuple[int, int]]) -> None:
        ordered = sorted(ranges)
        self.starts = [a for a, _ in ordered]
        self.ends = [b for _, b in ordered]
        self.longest = max((b - a for a, b in ordered), default=0)

    def overlapping(self, start: int, end: int) -> list[tuple[int, int]]:
        """The ranges that share a character with ``[start, end)``: only those starting after
        ``start - longest`` can reach past ``start``."""
        starts, ends = self.starts, self.ends
        lo, hi = bisect_left(starts, start - self.longest + 1), bisect_left(starts, end)
        return [(starts[i], ends[i]) for i in range(lo, hi) if ends[i] > start]

    def covers(self, start: int, end: int) -> bool:
        """Whether one range holds all of ``[start, end)``."""
        ends = self.ends
        lo, hi = bisect_left(self.starts, end - self.longest), bisect_right(self.starts, start)
        return any(ends[i] >= end for i in range(lo, hi))


class VetoIndex:
    """A note's veto markers by the fine type or label they veto, built once and applied to each role's spans."""

    __slots__ = ("empty", "inside", "labelled", "typed")

    def __init__(self, vetoes: Sequence[Span]) -> None:
        self.empty = not vetoes
        by_type: dict[str, list[tuple[int, int]]] = {}
        by_label: dict[str, list[tuple[int, int]]] = {}
        inside_label: dict[str, list[tuple[int, int]]] = {}
        for v in vetoes:
            if v.type.startswith(INSIDE_PREFIX + LABELS_PREFIX):
                for label in v.type[len(INSIDE_PREFIX + LABELS_PREFIX) :].split(","):
                    inside_label.setdefault(label, []).append((v.start, v.end))
            elif v.type.startswith(LABELS_PREFIX):
                for label in v.type[len(LABELS_PREFIX) :].split(","):
                    by_label.setdefault(label, []).append((v.start, v.end))
            else:
                by_type.setdefault(v.type, []).append((v.start, v.end))
        self.inside = {k: Zones(v) for k, v in inside_label.items()}
        self.typed = {k: Zones(v) for k, v in by_type.items()}
        self.labelled = {k: Zones(v) for k, v in by_label.items()}


def apply_vetoes(text: str, spans: Sequence[Span], vetoes: Sequence[Span] | VetoIndex) -> tuple[list[Span], list[Span]]:
    """(spans left, spans vetoed). A vetoed span's parts outside every marker of its type are in the first
    list, cut at the marker edges (blanks and punctuation at a cut are dropped; a part without a letter or
    digit is dropped), so a cut never unmasks more than the vetoed characters. ``vetoes``: the markers, or their
    :class:`VetoIndex` where several lists of spans meet the same markers."""
    index = vetoes if isinstance(vetoes, VetoIndex) else VetoIndex(vetoes)
    if index.empty:
        return list(spans), []
    inside, typed, labelled = index.inside, index.typed, index.labelled
    left: list[Span] = []
    vetoed: list[Span] = []
    for s in spans:
        zs = inside.get(s.label)
        if zs is not None and zs.covers(s.start, s.end):
            vetoed.append(s)
            continue
        # the pieces left outside the zones do not depend on the zones' order
        zones = []
        for zs in (typed.get(s.type), labelled.get(s.label)):
            if zs is not None:
                zones += zs.overlapping(s.start, s.end)
        if not zones:
            left.append(s)
            continue
        vetoed.append(s)
        pieces = [(s.start, s.end)]
        for a, b in zones:
            nxt = []
            for lo, hi in pieces:
                if hi <= a or b <= lo:
                    nxt.append((lo, hi))
                    continue
                nxt.extend(p for p in ((lo, a), (b, hi)) if p[0] < p[1])
            pieces = nxt
        for lo, hi in pieces:
            if lo != s.start:  # cut edge
                while lo < hi and not text[lo].isalnum():
                    lo += 1
            if hi != s.end:
                while hi > lo and not text[hi - 1].isalnum():
                    hi -= 1
            if hi > lo and any(ch.isalnum() for ch in text[lo:hi]):
                left.append(s.with_(start=lo, end=hi))
    return left, vetoed
