"""The English common-word veto (rules 0.10.0; inside-only since 0.11.0): a name span made only of dictionary
words no name list knows is dropped; a span that also holds other words is kept whole."""

from __future__ import annotations

from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import merge
from deidq.workers.rules import build_detector
from deidq.workers.rules.common_words import CommonWordVeto


def runs(text: str) -> list[str]:
    return [text[s.start : s.end] for s in CommonWordVeto("en").markers(text)]


def test_runs_of_listed_words_become_one_marker_each() -> None:
    # punctuation may sit inside a run, a name ("Hope", "John"), a title or a line break ends one
    text = "Medicine: Headache. Lives with Mum. Dr Hope Smith saw the patient of John.\nsputum"
    assert runs(text) == ["Medicine: Headache. Lives with Mum", "saw the patient", "sputum"]


def test_names_places_numbers_and_months_are_not_listed() -> None:
    words = CommonWordVeto("en").words
    for name in ("hope", "hill", "baker", "will", "john", "reading", "mobile", "ninety", "june", "monday", "honor",
                 "verity", "temperance"):  # fmt: skip
        assert name not in words, name
    for word in ("medicine", "headache", "sputum", "patient", "lives", "unity"):
        assert word in words, word


def test_spanish_has_no_list() -> None:
    assert CommonWordVeto("es").markers("la paciente refiere cefalea") == []


def test_name_spans_of_common_words_only_are_dropped_others_kept_whole(en_rules_cw) -> None:
    # "Mum" lies inside a run of listed words: dropped. "Medicine Smith" crosses one: kept as it is (cutting it
    # lost organisation and profession words the model had typed as names, bench/dev_en, docs/rules.md)
    text = "FMH: Mum had breast cancer. Seen by Medicine Smith."
    rules = en_rules_cw.detect(Note(note_id="n", text=text))
    model = [Span(5, 8, "NAME", "FAMILY", "model", 0.9), Span(36, 50, "NAME", "DOCTOR", "model", 0.9)]
    kept = merge({"rules": rules, "model": model}, text).kept
    assert [text[s.start : s.end] for s in kept if s.label == "NAME"] == ["Medicine Smith"]


def test_known_phi_is_never_vetoed_by_the_word_list(en_rules_cw) -> None:
    text = "Patient Sunshine Melody was seen."
    note = Note(note_id="n", text=text, meta={"known_phi": {"name": ["Sunshine"]}})
    spans = en_rules_cw.detect(note)
    assert ("Sunshine", "") in [(text[s.start : s.end], s.decision) for s in spans]
    assert not any(s.decision == "veto" and s.start <= 8 < s.end for s in spans)


def test_on_by_default_in_settings_and_switched_off_by_the_setting() -> None:
    """The detector factory's own default is off (a library caller opts in); the settings every command and worker
    reads turn it on unless DEIDQ_RULES_COMMON_WORDS=false (chosen on bench/dev3_en, bench/decisions.md)."""
    from deidq.workers.registry import build_detector as build_role

    from deidq.config import Settings

    text = "Medicine reviewed."
    bare = build_detector("en").detect(Note(note_id="n", text=text))
    assert not any(s.source.startswith("rules.en.common_words") for s in bare)
    for env, want in (({}, True), ({"DEIDQ_RULES_COMMON_WORDS": "false"}, False)):
        settings = Settings.from_env(env)
        rules = build_role("rules", "en", **settings.detector_options("rules", "en"))
        spans = rules.detect(Note(note_id="n", text=text))
        assert any(s.source.startswith("rules.en.common_words") for s in spans) is want
