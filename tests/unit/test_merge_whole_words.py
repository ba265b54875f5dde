"""Identifier spans grow to whole words in the merger (workers/merge/whole_words.py)."""

from __future__ import annotations

from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import MergePolicy, merge
from deidq.workers.merge.policy_env import merge_policy_for
from deidq.workers.merge.whole_words import SOURCE, widen_to_words

IDS = frozenset({"ID", "CONTACT"})


def sp(text: str, part: str, typ: str, label: str = "ID", src: str = "m@1", nth: int = 0) -> Span:
    i = -1
    for _ in range(nth + 1):
        i = text.index(part, i + 1)
    return Span(i, i + len(part), label, typ, src, 0.9, sources=(src,), roles=("model",))


def show(text: str, spans: list[Span]) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in spans]


def test_a_cut_identifier_grows_to_its_word() -> None:
    text = "MedCo ref: 256926.9\nSN ED892W5386H at 2 L; Member ID: W8150 88444."
    spans = [sp(text, "256926", "IDNUM"), sp(text, "ED892W5386", "DEVICE"), sp(text, "W8150 8844", "HEALTHPLAN")]
    out = widen_to_words(spans, text, IDS)
    assert show(text, out) == [("256926.9", "IDNUM"), ("ED892W5386H", "DEVICE"), ("W8150 88444", "HEALTHPLAN")]
    assert all(SOURCE in s.sources and "m@1" in s.sources for s in out)


def test_pieces_of_one_word_become_one_span_and_nothing_else_moves() -> None:
    text = "MRN MR-1564738, seen 3/4. Dr Lee."
    pieces = [sp(text, "MR", "IDNUM", nth=1), sp(text, "-1564738", "MRN", src="r@2")]
    name = Span(text.index("Lee"), text.index("Lee") + 3, "NAME", "DOCTOR", "m@1", 0.9, sources=("m@1",))
    out = widen_to_words([*pieces, name], text, IDS)
    assert show(text, out) == [("MR-1564738", "MRN"), ("Lee", "DOCTOR")]  # the longer piece's type
    assert set(out[0].sources) == {"m@1", "r@2", SOURCE} and out[1] is name
    # the sentence's full stop, a comma and a blank end a word; a neighbour span is never crossed
    text2 = "Acct 7781-2210. Phone 555-0182, ext"
    out2 = widen_to_words([sp(text2, "7781", "ACCOUNT"), sp(text2, "555", "PHONE", "CONTACT")], text2, IDS)
    assert show(text2, out2) == [("7781-2210", "ACCOUNT"), ("555-0182", "PHONE")]
    date = Span(0, 4, "DATE", "DATE", "m@1")
    assert widen_to_words([date], "2019x", IDS) == [date]  # other labels stay as found


def test_english_merges_widen_spanish_ones_do_not() -> None:
    text = "Ref 256926.9 today"
    spans = {"model": [sp(text, "256926", "IDNUM")]}
    en = merge(spans, text, merge_policy_for("en", MergePolicy())).kept
    es = merge(spans, text, merge_policy_for("es", MergePolicy())).kept
    assert show(text, en) == [("256926.9", "IDNUM")] and show(text, es) == [("256926", "IDNUM")]


def test_a_plain_label_grows_over_letters_and_digits_and_never_joins() -> None:
    text = "Previous GA 2007 - PONV; phototherapy 3/4-3/8."
    cut = Span(text.index("07"), text.index("07") + 2, "DATE", "DATE", "m@1", 0.9, sources=("m@1",))
    first = Span(text.index("3/4"), text.index("3/4") + 3, "DATE", "DATE", "r@1", 0.9, sources=("r@1",))
    second = Span(text.index("3/8"), text.index("3/8") + 3, "DATE", "DATE", "r@1", 0.9, sources=("r@1",))
    out = widen_to_words([cut, first, second], text, IDS, frozenset({"DATE"}))
    assert show(text, out) == [("2007", "DATE"), ("3/4", "DATE"), ("3/8", "DATE")]
    assert SOURCE in out[0].sources and out[1] is first and out[2] is second
    assert merge_policy_for("en", MergePolicy()).whole_word_plain_labels == frozenset({"DATE"})
    assert merge_policy_for("es", MergePolicy()).whole_word_plain_labels == frozenset()
