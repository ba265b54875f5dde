from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from workers.core.spans import Span
from workers.merge.ensemble import KEPT_DECISIONS, MergePolicy, merge

TEXT = "Seen by Dr. John Smith on 03/04/2021 at Mercy Hospital, call 555-123-4567."


def sp(start: int, end: int, label: str, source: str, score: float = 1.0, type_: str | None = None) -> Span:
    return Span(start, end, label, type_ or label, source, score)


def find(s: str) -> tuple[int, int]:
    i = TEXT.index(s)
    return i, i + len(s)


def test_identical_spans_from_two_roles_agree() -> None:
    a, b = find("03/04/2021")
    res = merge(
        {"rules": [sp(a, b, "DATE", "rules.en.date@1")], "model": [sp(a, b, "DATE", "bilstm_crf.en@1", 0.9)]}, TEXT
    )
    (k,) = res.kept
    assert k.decision == "agreed" and set(k.sources) == {"rules.en.date@1", "bilstm_crf.en@1"}
    assert res.dropped == []


def test_overlap_keeps_winner_and_trims_loser_for_recall() -> None:
    a, b = find("John Smith")
    # model finds "Dr. John" (wrong boundary), rules find "John Smith"
    res = merge(
        {
            "rules": [sp(a, b, "NAME", "rules.en.name@1", 0.95)],
            "model": [sp(a - 4, a + 4, "NAME", "bilstm_crf.en@1", 0.6)],
        },
        TEXT,
    )
    kept = {(TEXT[s.start : s.end], s.decision) for s in res.kept}
    assert ("John Smith", "won_conflict") in kept
    assert ("Dr", "trimmed") in kept  # the uncovered part of the loser stays masked
    assert [s.decision for s in res.dropped] == ["lost_conflict"]


def test_subsumed_span_is_dropped_not_lost() -> None:
    a, b = find("Mercy Hospital")
    res = merge(
        {"rules": [sp(a, b, "LOCATION", "rules.en.hospital@1")], "model": [sp(a, a + 5, "NAME", "m@1", 0.5)]}, TEXT
    )
    assert [(s.start, s.end, s.decision) for s in res.kept] == [(a, b, "won_conflict")]
    assert [s.decision for s in res.dropped] == ["subsumed"]


def test_type_priority_breaks_ties() -> None:
    a, b = find("555-123-4567")
    res = merge({"rules": [sp(a, b, "CONTACT", "r@1")], "model": [sp(a, b, "ID", "m@1")]}, TEXT)
    assert res.kept[0].label == "ID"  # ID before CONTACT in the default priority
    assert res.dropped[0].label == "CONTACT" and res.dropped[0].decision == "subsumed"


def test_vote_mode_needs_agreement() -> None:
    a, b = find("03/04/2021")
    c, d = find("Mercy Hospital")
    res = merge(
        {"rules": [sp(a, b, "DATE", "rules.en.date@1"), sp(c, d, "LOCATION", "rules.en.hospital@1")],
         "model": [sp(a, b, "DATE", "bilstm_crf.en@1")]},
        TEXT, MergePolicy(mode="vote", min_votes=2),
    )  # fmt: skip
    assert [(s.start, s.end) for s in res.kept] == [(a, b)]
    assert [s.decision for s in res.dropped] == ["below_vote"]


def test_weights_change_the_winner() -> None:
    a, b = find("John Smith")
    spans = {"rules": [sp(a, b, "NAME", "rules.en.name@1", 0.9)], "model": [sp(a, b - 6, "NAME", "m@1", 0.8)]}
    assert merge(spans, TEXT).kept[0].source == "rules.en.name@1"
    w = merge(spans, TEXT, MergePolicy(weights={"model": 2.0}))
    assert w.kept[0].source == "m@1"
    assert any(s.decision == "trimmed" and TEXT[s.start : s.end] == "Smith" for s in w.kept)


def test_unknown_mode() -> None:
    with pytest.raises(ValueError, match="unknown merge mode"):
        merge({}, TEXT, MergePolicy(mode="majority"))


span_st = st.tuples(st.integers(0, 70), st.integers(1, 12), st.sampled_from(["NAME", "DATE", "ID"]),
                    st.sampled_from(["rules", "model"]), st.floats(0.1, 1.0))  # fmt: skip


@given(st.lists(span_st, max_size=12))
def test_merge_invariants(raw: list) -> None:
    by_role: dict[str, list[Span]] = {}
    for start, length, label, role, score in raw:
        end = min(len(TEXT), start + length)
        if end > start:
            by_role.setdefault(role, []).append(sp(start, end, label, f"{role}.x@1", score))
    res = merge(by_role, TEXT)
    kept = res.kept
    # kept spans never overlap (renderable) and all carry a kept decision
    for x, y in itertools.pairwise(kept):
        assert x.end <= y.start
    assert all(s.decision in KEPT_DECISIONS for s in kept)
    assert all(s.decision not in KEPT_DECISIONS for s in res.dropped)
    # recall: every alphanumeric character inside any proposed span is still covered, unless it sits in a
    # leftover fragment shorter than min_trim_chars
    covered = set()
    for s in kept:
        covered.update(range(s.start, s.end))
    for spans in by_role.values():
        for s in spans:
            missed = [i for i in range(s.start, s.end) if i not in covered and TEXT[i].isalnum()]
            assert len(missed) <= 1 or all(not TEXT[i].isalnum() for i in missed)
