"""Name propagation (workers/merge/propagate.py): a found name masks its other occurrences in the note."""

from __future__ import annotations

from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import MergePolicy, merge
from deidq.workers.merge.policy_env import merge_policy_for
from deidq.workers.merge.propagate import SOURCE, Propagation, propagate

EN = merge_policy_for("en", MergePolicy())
ES = merge_policy_for("es", MergePolicy())
TEXT = (
    "Patient: Rosa Lindqvist. LINDQVIST, ROSA seen today. Lindqvist reports pain. Will follow up. "
    "Rosa's son Will Baker visited. Lindqvistson is unrelated."
)


def name(value: str, text: str = TEXT, score: float = 0.99, type_: str = "PATIENT", nth: int = 0) -> Span:
    i = -1
    for _ in range(nth + 1):
        i = text.index(value, i + 1)
    return Span(i, i + len(value), "NAME", type_, "bilstm_crf.en@1", score, roles=("model",))


def kept_texts(spans: list[Span], text: str = TEXT) -> list[str]:
    return [text[s.start : s.end] for s in spans]


def test_found_name_lends_itself_and_its_words_to_other_mentions() -> None:
    res = merge({"model": [name("Rosa Lindqvist")], "rules": []}, TEXT, EN)
    assert kept_texts(res.kept) == ["Rosa Lindqvist", "LINDQVIST", "ROSA", "Lindqvist", "Rosa"]
    lent = [s for s in res.kept if SOURCE in s.sources]
    assert len(lent) == 4 and all(s.type == "PATIENT" and s.decision == "kept" for s in lent)
    assert all(s.sources[0] == "bilstm_crf.en@1" and s.roles == ("model",) for s in lent)  # the lender's provenance


def test_parts_of_longer_words_and_frequent_words_are_not_lent() -> None:
    res = merge({"model": [name("Rosa Lindqvist"), name("Will Baker", type_="FAMILY")], "rules": []}, TEXT, EN)
    got = kept_texts(res.kept)
    assert "Lindqvistson" not in got
    # "will" is among the most frequent English words: lent as part of "Will Baker" only, never alone
    assert "Will Baker" in got and got.count("Will") == 0


def test_a_word_the_note_also_writes_in_lower_case_is_lent_only_mid_sentence_as_written() -> None:
    text = "Seen with Mr Tom Baker. Baker lives alone; he was a baker. His son saw Baker today. BAKER, TOM."
    res = merge({"model": [name("Tom Baker", text)], "rules": []}, text, EN)
    got = [(text[s.start : s.end], s.start) for s in res.kept]
    assert ("Baker", text.index("Baker today")) in got  # mid-sentence
    assert ("Baker", text.index("Baker lives")) not in got  # a sentence start explains the capital
    assert "baker" not in [g for g, _ in got] and "BAKER" not in [g for g, _ in got]
    assert ("TOM", text.index("TOM")) in got  # "tom" is not written in lower case here


def test_low_scored_names_lend_nothing() -> None:
    res = merge({"model": [name("Rosa Lindqvist", score=0.5)], "rules": []}, TEXT, EN)
    assert kept_texts(res.kept) == ["Rosa Lindqvist"]


def test_spans_already_kept_are_not_duplicated_or_overlapped() -> None:
    spans = [name("Rosa Lindqvist"), name("Lindqvist", nth=1, type_="DOCTOR")]
    res = merge({"model": spans, "rules": []}, TEXT, EN)
    assert all(a.end <= b.start for a, b in zip(res.kept, res.kept[1:], strict=False))
    # the mention a detector typed keeps its own type
    assert [s.type for s in res.kept if TEXT[s.start : s.end] == "Lindqvist"] == ["DOCTOR"]


def test_spanish_record_does_not_propagate() -> None:
    assert not ES.propagation.labels
    assert kept_texts(merge({"model": [name("Rosa Lindqvist")], "rules": []}, TEXT, ES).kept) == ["Rosa Lindqvist"]


def test_propagate_off_without_labels() -> None:
    assert propagate([name("Rosa Lindqvist")], TEXT, Propagation()) == []


def test_setting_turns_propagation_off() -> None:
    from deidq.workers.merge.policy_env import merge_policy

    from deidq.config import Settings

    off = merge_policy_for("en", merge_policy(Settings.from_env({"DEIDQ_MERGE_PROPAGATE": "false"})))
    on = merge_policy_for("en", merge_policy(Settings.from_env({})))
    assert not off.propagation.labels and on.propagation.labels == {"NAME"}
    assert kept_texts(merge({"model": [name("Rosa Lindqvist")], "rules": []}, TEXT, off).kept) == ["Rosa Lindqvist"]


def test_initials_from_a_staff_column_are_lent_exactly_where_they_stand_elsewhere() -> None:
    """Initials (shorter than lent names) are lent only by the detectors that read them from where they stand,
    exactly as written, and never when they are a route, unit or common word (short_stop)."""
    text = "Time | Init\n0800 | NK\n0900 | PO\n1600 Wound dry. -- NK\nNK cells normal. nk. Nk. PO intake."

    def staff(value: str, source: str) -> Span:
        i = text.index(value)
        return Span(i, i + len(value), "NAME", "DOCTOR", source, 0.9, roles=("rules",))

    res = merge({"model": [], "rules": [staff("NK", "rules.en.table_staff@1.2.0"),
                                       staff("PO", "rules.en.table_staff@1.2.0")]}, text, EN)  # fmt: skip
    got = [(text[s.start : s.end], s.start) for s in res.kept]
    assert ("NK", text.index("NK\nNK")) in got and ("NK", text.index("NK cells")) in got
    assert ("nk", text.index("nk.")) not in got and ("Nk", text.index("Nk.")) not in got  # exact case only
    assert [g for g, _ in got].count("PO") == 1  # a route: never lent
    lent = [s for s in res.kept if SOURCE in s.sources]
    assert all(s.type == "DOCTOR" for s in lent) and len(lent) == 2
    # the same initials found by a detector that does not read staff places (here the model) lend nothing
    model_only = merge({"model": [name("NK", text)], "rules": []}, text, EN)
    assert kept_texts(model_only.kept, text) == ["NK"]
    assert Propagation().short_sources == frozenset() and "po" in EN.propagation.short_stop


def test_a_lower_case_name_that_is_no_english_word_is_lent_after_a_line_start_too() -> None:
    text = (
        "Msg routed by tjolvern at 09:12.\nRouting: tjolvern -> RN pool\ncaregiver: taught grace to inject.\ngrace: ok"
    )
    user = Span(14, 22, "NAME", "USERNAME", "bilstm_crf.en@1", 0.99, roles=("model",))
    assert text[user.start : user.end] == "tjolvern"
    carer = name("grace", text, type_="FAMILY")
    got = kept_texts(merge({"model": [user, carer], "rules": []}, text, EN).kept, text)
    assert got.count("tjolvern") == 2  # a user name is no word a note uses otherwise
    assert got.count("grace") == 1  # an English word, lower case, stays lent only mid-sentence (none here)
    # with no list of ordinary words, the user name is read as an ordinary lower-case word, as before 1.2.0
    prop = Propagation(labels=EN.propagation.labels, stop=EN.propagation.stop)
    assert [text[s.start : s.end] for s in propagate([user], text, prop)] == []
