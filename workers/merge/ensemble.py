"""Ensemble of detector outputs: union for recall, conflicts resolved by weighted score and type priority.

Every candidate span comes out again with a ``decision`` so the database keeps full provenance:

- ``agreed``        kept; several roles proposed these exact offsets (all listed in ``sources``)
- ``kept``          kept; one role proposed it and nothing conflicted
- ``won_conflict``  kept; it overlapped others and ranked first
- ``trimmed``       kept; the part of a losing span that no winner covered (recall is not given up)
- ``subsumed``      dropped; entirely inside a kept span, or a name/place inside a container role's span
- ``lost_conflict`` dropped; overlapped a winner, leftover parts kept as ``trimmed`` spans
- ``below_vote``    dropped; in ``vote`` mode too few roles agreed
- ``below_score``   dropped; only one role found it, its label is not a HIPAA identifier (age ≤ 89,
                    profession, sex) and its score is under ``solo_min_score`` for that role and label
- ``vetoed``        dropped; a veto marker (workers/core/vetoes.py) of its fine type covers part or all of it;
                    the part outside the marker went on as a candidate of its own

Kept identifier spans then grow to whole words (``MergePolicy.whole_word_labels``; a changed span lists
``merge.whole_word@VERSION`` among its sources), and a name kept above lends itself to its other occurrences in
the note (``MergePolicy.propagation``): those spans are ``kept`` with the lending span's type, score and sources
plus ``merge.propagate@VERSION``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import regex
from deidq.workers.core.spans import Span, sort_spans
from deidq.workers.core.vetoes import VETOED, VetoIndex, apply_vetoes, split_vetoes
from deidq.workers.core.vocab import Decision
from deidq.workers.merge.propagate import Propagation, propagate
from deidq.workers.merge.whole_words import widen_to_words

KEPT_DECISIONS = frozenset({Decision.AGREED, Decision.KEPT, Decision.WON_CONFLICT, Decision.TRIMMED})

# On a tie, the more specific and more harmful-to-leak type wins.
DEFAULT_TYPE_PRIORITY: tuple[str, ...] = ("ID", "CONTACT", "NAME", "DATE", "AGE", "LOCATION", "PROFESSION", "OTHER")


@dataclass(frozen=True, slots=True)
class MergePolicy:
    mode: str = "any"  # "any": union of all roles; "vote": keep spans at least min_votes roles overlap
    min_votes: int = 2
    weights: Mapping[str, float] = field(default_factory=dict)  # role -> weight (default 1.0)
    type_priority: tuple[str, ...] = DEFAULT_TYPE_PRIORITY
    min_trim_chars: int = 2  # leftover fragments shorter than this, or without alphanumerics, are dropped
    # Leftovers of a losing span are kept (recall) only for identifier labels; a fragment of an age or
    # profession phrase ("de edad", "años") identifies nobody.
    trim_labels: frozenset[str] = frozenset({"NAME", "ID", "CONTACT", "DATE", "LOCATION"})
    # ...and not when the leftover is a short all-lowercase word ("un", "de", "the"): no identifier.
    max_lowercase_trim: int = 3
    # With two or more roles configured, a span only one role found is dropped when its score is below
    # this minimum, keyed "role:LABEL". Only the rules' non-HIPAA labels have one by default (their age and
    # profession patterns over-match where the model, trained on the annotation guideline, stays silent);
    # rules score ages over 89 at 1.0, so those always stay.
    solo_min_score: Mapping[str, float] = field(
        default_factory=lambda: {"rules:AGE": 0.95, "rules:PROFESSION": 0.8, "rules:OTHER": 0.9}
    )
    # Name and place extents: a span of a container role that strictly contains a same-label span found
    # only by other roles wins over it, whatever the scores ("Universidad de Málaga" from the model over the
    # gazetteer's "Málaga"). The model learned multiword names from the annotation guideline; rules find
    # parts. Recall cannot drop: the container covers every character of the dropped span.
    container_roles: frozenset[str] = frozenset({"model"})
    container_labels: frozenset[str] = frozenset({"NAME", "LOCATION"})
    # Place extents where spans cross: the rules' place patterns run on over the next part of an address
    # ("Hospital de Pontevedra Loureiro" + the model's "Loureiro Crespo, 2"); the model splits address blocks as
    # the guideline does. A non-container span of these labels crossing a container-role span loses to it
    # whatever the scores (its uncovered part is kept as ``trimmed``). MEDDOCAN dev: strict F1 +0.19 point,
    # token recall unchanged; names are left to the scores (no gain there).
    crossing_labels: frozenset[str] = frozenset({"LOCATION"})
    # Fine types by role ("role:TYPE") that win when roles propose the same offsets and label with different
    # types. The rules' country names (gazetteer list, "País:" fields) are PAIS where the model says TERRITORIO
    # now and then: MEDDOCAN train, rules alone, 665 of the 668 rules PAIS spans that match gold offsets are
    # PAIS; gold spans that are exactly a country name: 692 of 697 PAIS. Dev: +3 strict TP, token recall unchanged.
    # Empty here: each language's record brings its own (es: rules:PAIS), added by
    # deidq.workers.merge.policy_env.merge_policy_for(language, policy).
    trusted_types: frozenset[str] = frozenset()
    # Fine types whose spans never end in a full stop after a word of two or more letters or digits (the
    # stop belongs to the sentence): such a final stop is cut from every role's span of these types before
    # anything else; an abbreviation with inner stops ("D.F.", "EE.UU.") keeps its last one, and a stop
    # inside a span stays. MEDDOCAN train: thousands of gold spans end before such a stop, 8 take it in
    # (6 of 18 streets ending in "Der."/"Izq.", "Alta.", "Medina."); the model now and then takes it in
    # ("Las palmas."). Dev: strict F1 +0.035 point; rules alone on train: 3 spans right, none lost.
    # Empty here: each language's record brings its own (es: the place types), via merge_policy_for.
    final_stop_types: frozenset[str] = frozenset()
    # Other occurrences of a found name (workers/merge/propagate.py). Off here: each language's record turns it
    # on for its labels (en: NAME), with its stop words, via merge_policy_for.
    propagation: Propagation = field(default_factory=Propagation)
    propagate: bool = True  # False: merge_policy_for adds no language's propagation (DEIDQ_MERGE_PROPAGATE)
    # Identifier extents (workers/merge/whole_words.py): kept spans of these labels grow to whole words, so no
    # part of an ID cut at its inner punctuation survives. Empty here: each language's record brings its own
    # (en: ID, CONTACT), via merge_policy_for.
    whole_word_labels: frozenset[str] = frozenset()
    # ... and these grow over letters and digits only, never joining two spans (en: DATE)
    whole_word_plain_labels: frozenset[str] = frozenset()

    def weight(self, role: str) -> float:
        return float(self.weights.get(role, 1.0))


@dataclass(slots=True)
class MergeResult:
    kept: list[Span]
    dropped: list[Span]

    @property
    def all(self) -> list[Span]:
        return sort_spans(self.kept + self.dropped)


def merge(spans_by_role: Mapping[str, Sequence[Span]], text: str, policy: MergePolicy | None = None) -> MergeResult:
    policy = policy or MergePolicy()
    prio = {t: i for i, t in enumerate(policy.type_priority)}

    # 0. Vetoes: markers (a rules pack's word that some fine types never cover, workers/core/vetoes.py) leave
    # every role's spans; a candidate of a vetoed type inside one is dropped as ``vetoed``, one crossing it is
    # too, and its characters outside the marker go on as a candidate of the same role.
    by_role: dict[str, list[Span]] = {}
    markers: list[Span] = []
    for role, spans in spans_by_role.items():
        cands, marks = split_vetoes(spans or ())
        by_role[role] = [_without_final_stop(c, text, policy.final_stop_types) for c in cands]
        markers.extend(marks)
    gone: dict[tuple[int, int, str], list[tuple[str, Span]]] = {}
    if markers:
        index = VetoIndex(markers)  # the same markers for every role: sorted once
        for role, cands in by_role.items():
            by_role[role], vetoed = apply_vetoes(text, cands, index)
            for s in vetoed:
                gone.setdefault((s.start, s.end, s.label), []).append((role, s))
    dropped: list[Span] = [_collapse(items, policy, VETOED)[1] for items in gone.values()]

    # 1. Collapse identical (start, end, label) proposals into one candidate with all sources.
    grouped: dict[tuple[int, int, str], list[tuple[str, Span]]] = {}
    for role, spans in by_role.items():
        for s in spans:
            grouped.setdefault((s.start, s.end, s.label), []).append((role, s))
    candidates: list[tuple[float, Span]] = []
    from_container: set[tuple[int, int, str]] = set()
    for key, items in grouped.items():
        if {r for r, _ in items} & policy.container_roles:
            from_container.add(key)
        candidates.append(_collapse(items, policy))

    # 2. Vote mode: a candidate needs min_votes distinct roles overlapping it.
    if policy.mode == "vote":
        survivors = []
        for w, c in candidates:
            roles = set(c.roles)
            for _w2, o in candidates:
                if o is not c and o.overlaps(c):
                    roles.update(o.roles)
            if len(roles) >= policy.min_votes:
                survivors.append((w, c))
            else:
                dropped.append(c.with_(decision=Decision.BELOW_VOTE))
        candidates = survivors
    elif policy.mode != "any":
        raise ValueError(f"unknown merge mode {policy.mode!r}; use 'any' or 'vote'")
    if policy.solo_min_score and sum(1 for spans in spans_by_role.values() if spans is not None) >= 2:
        survivors = []
        for w, c in candidates:
            floor = policy.solo_min_score.get(f"{c.roles[0]}:{c.label}") if len(c.roles) == 1 else None
            if floor is not None and c.score < floor and not _confirmed(c, candidates):
                dropped.append(c.with_(decision=Decision.BELOW_SCORE))
            else:
                survivors.append((w, c))
        candidates = survivors

    if from_container and policy.container_labels:
        survivors = []
        for w, c in candidates:
            if _beside_container(c, from_container, policy.container_labels, _strictly_inside):
                dropped.append(c.with_(decision=Decision.SUBSUMED))
            else:
                survivors.append((w, c))
        candidates = survivors

    if from_container and policy.crossing_labels:
        # A span of another role that crosses a container-role span of its label ranks last: the container
        # role's extents win, and the crossing span keeps only what they leave uncovered (step 4).
        candidates = [(0.0 if _beside_container(c, from_container, policy.crossing_labels, _crosses) else w, c)
                      for w, c in candidates]  # fmt: skip

    # 3. Greedy by weight, type priority, length: accept non-overlapping winners.
    candidates.sort(key=lambda wc: (-wc[0], prio.get(wc[1].label, len(prio)), -wc[1].length, wc[1].start))
    kept: list[Span] = []
    losers: list[Span] = []
    for _w, c in candidates:
        clashes = [k for k in kept if k.overlaps(c)]
        if not clashes:
            kept.append(c)
            continue
        for i, k in enumerate(kept):
            if k in clashes and k.decision == Decision.KEPT:
                kept[i] = k.with_(decision=Decision.WON_CONFLICT)
        losers.append(c)

    # 4. Losers: subsumed, or trimmed to the characters no winner covers (union for recall).
    for c in losers:
        pieces = _uncovered(c, kept)
        useful = [(a, b) for a, b in pieces if b - a >= policy.min_trim_chars and _has_alnum(text, a, b)]
        if c.label not in policy.trim_labels:
            useful = []
        useful = [(a, b) for a, b in useful if not _short_lowercase(text[a:b], policy.max_lowercase_trim)]
        if not pieces:
            dropped.append(c.with_(decision=Decision.SUBSUMED))
            continue
        dropped.append(c.with_(decision=Decision.LOST_CONFLICT))
        for a, b in useful:
            a, b = _strip(text, a, b)
            if b > a:
                kept.append(c.with_(start=a, end=b, decision=Decision.TRIMMED))
    # 5. Identifiers cover whole words; 6. other occurrences of the names kept.
    kept = widen_to_words(kept, text, policy.whole_word_labels, policy.whole_word_plain_labels)
    kept.extend(propagate(kept, text, policy.propagation))
    return MergeResult(kept=sort_spans(kept), dropped=sort_spans(dropped))


def _collapse(items: Sequence[tuple[str, Span]], policy: MergePolicy, decision: str = "") -> tuple[float, Span]:
    """One candidate for identical proposals: the best-weighted span (or, where types differ, the one with a
    ``trusted_types`` type, at the best score) with every source, and its weight (the roles' best scores times
    their weights). Decision ``agreed`` or ``kept`` unless one is given."""
    roles = {r for r, _ in items}
    best = max(items, key=lambda rs: rs[1].score * policy.weight(rs[0]))[1]
    trusted = [s for r, s in items if s.type != best.type and f"{r}:{s.type}" in policy.trusted_types]
    if trusted:
        best = trusted[0].with_(score=best.score)
    srcs = tuple(sorted({s.source for _, s in items}))
    weight = sum(max(s.score for r2, s in items if r2 == r) * policy.weight(r) for r in roles)
    decision = decision or (Decision.AGREED if len(roles) > 1 else Decision.KEPT)
    return weight, best.with_(sources=srcs, roles=tuple(sorted(roles)), decision=decision, score=min(1.0, best.score))


_FINAL_STOP = regex.compile(r"(?<![\p{L}\p{N}.])[\p{L}\p{N}]{2,}\.$")


def _without_final_stop(s: Span, text: str, types: frozenset[str]) -> Span:
    """``s`` without a sentence full stop at its end, for the ``final_stop_types``."""
    if s.type in types and s.end - s.start > 1 and text[s.end - 1] == "." and _FINAL_STOP.search(text, s.start, s.end):
        return s.with_(end=s.end - 1)
    return s


def _strictly_inside(a: int, b: int, c: Span) -> bool:
    """``c`` lies inside ``[a, b)`` and is shorter."""
    return a <= c.start and c.end <= b and b - a > c.length


def _crosses(a: int, b: int, c: Span) -> bool:
    """``c`` overlaps ``[a, b)`` and neither contains the other."""
    return a < c.start < b < c.end or c.start < a < c.end < b


def _beside_container(c: Span, from_container: set[tuple[int, int, str]], labels: frozenset[str],
                      related: Callable[[int, int, Span], bool]) -> bool:  # fmt: skip
    """``c`` has one of ``labels``, no container role proposed it, and it stands in ``related`` to a span a
    container role proposed with its label."""
    return (
        c.label in labels
        and (c.start, c.end, c.label) not in from_container
        and any(lab == c.label and related(a, b, c) for a, b, lab in from_container)
    )


def _confirmed(c: Span, candidates: Sequence[tuple[float, Span]]) -> bool:
    """Another role proposed this span or one overlapping it."""
    if len(c.roles) > 1:
        return True
    return any(o is not c and o.overlaps(c) and set(o.roles) - set(c.roles) for _w, o in candidates)


def _uncovered(span: Span, kept: Sequence[Span]) -> list[tuple[int, int]]:
    pieces = [(span.start, span.end)]
    for k in kept:
        nxt = []
        for a, b in pieces:
            if k.end <= a or k.start >= b:
                nxt.append((a, b))
                continue
            if a < k.start:
                nxt.append((a, k.start))
            if k.end < b:
                nxt.append((k.end, b))
        pieces = nxt
    return pieces


def _short_lowercase(fragment: str, max_len: int) -> bool:
    word = fragment.strip(" \t\n\r.,;:()-")
    return len(word) <= max_len and word.isalpha() and word.islower()


def _has_alnum(text: str, a: int, b: int) -> bool:
    return any(ch.isalnum() for ch in text[a:b])


def _strip(text: str, a: int, b: int) -> tuple[int, int]:
    while a < b and not text[a].isalnum():
        a += 1
    while b > a and not text[b - 1].isalnum():
        b -= 1
    return a, b
