from __future__ import annotations

import itertools

import pytest
from deidq.workers.core.spans import Span
from deidq.workers.core.vetoes import VETO, apply_vetoes, veto_marker
from deidq.workers.merge.ensemble import KEPT_DECISIONS, MergePolicy, merge
from deidq.workers.merge.policy_env import merge_policy_for
from hypothesis import given
from hypothesis import strategies as st

ES = merge_policy_for("es", MergePolicy())  # the Spanish record's merge defaults on the default policy
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
    # recall: inside any proposed span, every uncovered run of characters is a leftover too short to keep
    # (one alphanumeric, or a short lowercase word); nothing longer is ever un-masked
    covered = set()
    for s in kept:
        covered.update(range(s.start, s.end))
    for spans in by_role.values():
        for s in spans:
            run: list[int] = []
            for i in [*range(s.start, s.end), None]:
                if i is not None and i not in covered:
                    run.append(i)
                    continue
                alnum = [j for j in run if TEXT[j].isalnum()]
                if len(alnum) >= 2:
                    word = TEXT[alnum[0] : alnum[-1] + 1]
                    assert len(word) <= 3 and word.isalpha() and word.islower(), (s, run)  # e.g. "on", "at"
                run = []


AGE_TEXT = "A 53 year old man and his 95 year old father, a welder."


def _at(s: str, text: str = AGE_TEXT) -> tuple[int, int]:
    i = text.index(s)
    return i, i + len(s)


def test_lone_low_score_non_hipaa_spans_need_a_second_role() -> None:
    a53 = _at("53 year old")
    a95 = _at("95")
    job = _at("welder")
    spans = {
        "rules": [sp(*a53, "AGE", "rules.en.ages@1", 0.9), sp(*a95, "AGE", "rules.en.ages@1", 1.0),
                  sp(*job, "PROFESSION", "rules.en.gazetteer@1", 0.55)],
        "model": [],
    }  # fmt: skip
    res = merge(spans, AGE_TEXT)
    # the over-89 age (score 1.0) stays; the others are dropped with a reason, not silently
    assert [AGE_TEXT[s.start : s.end] for s in res.kept] == ["95"]
    assert sorted(s.decision for s in res.dropped) == ["below_score", "below_score"]
    # confirmed by the model (overlapping), the age is kept
    spans["model"] = [sp(a53[0], a53[0] + 2, "AGE", "bilstm_crf.en@1", 0.99)]
    assert "53" in [AGE_TEXT[s.start : s.end] for s in merge(spans, AGE_TEXT).kept]
    # a rules-only deployment keeps everything
    assert len(merge({"rules": spans["rules"]}, AGE_TEXT).kept) == 3


def test_leftovers_of_age_phrases_are_not_kept_but_names_are() -> None:
    a = _at("53 year old")
    res = merge({"rules": [sp(*a, "AGE", "r@1", 0.5)], "model": [sp(a[0], a[0] + 2, "AGE", "m@1", 0.99)]}, AGE_TEXT)
    assert [AGE_TEXT[s.start : s.end] for s in res.kept] == ["53"]
    name_text = "Seen by John Smith today."
    n = _at("John Smith", name_text)
    res = merge({"rules": [sp(*n, "NAME", "r@1", 0.5)], "model": [sp(n[0], n[0] + 4, "NAME", "m@1", 0.99)]},
                name_text)  # fmt: skip
    assert [name_text[s.start : s.end] for s in res.kept] == ["John", "Smith"]


def test_short_lowercase_leftovers_are_not_kept() -> None:
    text = "Tiene un hermano mayor."
    a = _at("un hermano", text)
    res = merge({"rules": [sp(*a, "NAME", "r@1", 0.5)], "model": [sp(a[0] + 3, a[1], "NAME", "m@1", 0.99)]}, text)
    assert [text[s.start : s.end] for s in res.kept] == ["hermano"]


def test_the_floor_applies_to_the_rules_role_only() -> None:
    a53 = _at("53 year old")
    res = merge({"rules": [], "model": [sp(a53[0], a53[0] + 2, "AGE", "bilstm_crf.en@1", 0.5)]}, AGE_TEXT)
    assert [AGE_TEXT[s.start : s.end] for s in res.kept] == ["53"]


def test_a_model_name_or_place_wins_over_a_rules_part_inside_it() -> None:
    text = "Facultad de Medicina. Universidad de Málaga. Boulevard Louis Pasteur, 32."
    a, b = text.index("Universidad de Málaga"), text.index("Universidad de Málaga") + len("Universidad de Málaga")
    c = text.index("Málaga")
    res = merge(
        {
            "rules": [sp(c, c + 6, "LOCATION", "rules.es.gazetteer@1", 0.99, "TERRITORIO")],
            "model": [sp(a, b, "LOCATION", "bilstm_crf.es@1", 0.7, "INSTITUCION")],
        },
        text,
    )
    assert [(k.start, k.end, k.type, k.decision) for k in res.kept] == [(a, b, "INSTITUCION", "kept")]
    assert [(d.start, d.decision) for d in res.dropped] == [(c, "subsumed")]
    # without a container role the higher-scored part wins and the model span is cut around it
    res = merge(
        {
            "rules": [sp(c, c + 6, "LOCATION", "rules.es.gazetteer@1", 0.99, "TERRITORIO")],
            "model": [sp(a, b, "LOCATION", "bilstm_crf.es@1", 0.7, "INSTITUCION")],
        },
        text,
        MergePolicy(container_roles=frozenset()),
    )
    assert (c, c + 6, "TERRITORIO") in [(k.start, k.end, k.type) for k in res.kept]


def test_a_rules_place_crossing_model_places_loses_to_their_extents() -> None:
    # the rules' hospital pattern runs on into the street; the model splits the address as the guideline does
    text = "Servicio de Neumología Hospital de Pontevedra Loureiro Crespo, 2 36002 Pontevedra"
    h, st = text.index("Hospital de Pontevedra"), text.index("Loureiro Crespo, 2")
    rules_end = st + len("Loureiro")
    spans = {
        "rules": [sp(h, rules_end, "LOCATION", "rules.es.locations@1", 0.94, "HOSPITAL")],
        "model": [
            sp(h, st - 1, "LOCATION", "bilstm_crf.es@1", 0.9, "HOSPITAL"),
            sp(st, st + len("Loureiro Crespo, 2"), "LOCATION", "bilstm_crf.es@1", 0.6, "CALLE"),
        ],
    }
    res = merge(spans, text)
    assert [(text[k.start : k.end], k.type) for k in res.kept] == [
        ("Hospital de Pontevedra", "HOSPITAL"),
        ("Loureiro Crespo, 2", "CALLE"),
    ]
    assert [(d.source, d.decision) for d in res.dropped] == [("rules.es.locations@1", "lost_conflict")]
    # without the rule the higher-scored rules span wins, and the street is cut around it
    res = merge(spans, text, MergePolicy(crossing_labels=frozenset()))
    assert ("Hospital de Pontevedra Loureiro", "HOSPITAL") in [(text[k.start : k.end], k.type) for k in res.kept]
    assert ("Crespo, 2", "trimmed") in [(text[k.start : k.end], k.decision) for k in res.kept]


def test_a_crossing_rules_place_keeps_what_the_model_leaves_uncovered() -> None:
    # containment is not crossing: a model span inside the rules span is left to the scores
    text = "Calle Mayor 5, Villanueva del Campo"
    rules = sp(0, len(text), "LOCATION", "rules.es.locations@1", 0.95, "CALLE")
    model = sp(text.index("5"), text.index("Campo"), "LOCATION", "bilstm_crf.es@1", 0.5, "CALLE")
    res = merge({"rules": [rules], "model": [model]}, text)
    assert [(k.start, k.end) for k in res.kept] == [(0, len(text))]
    # crossing: the model span starts inside the rules span and ends after it
    text2 = "Avda. del Puerto 12 Bajo Izquierda, 46011 Valencia"
    r2 = sp(0, text2.index(" Bajo"), "LOCATION", "rules.es.locations@1", 0.95, "CALLE")
    m2 = sp(text2.index("Puerto"), text2.index(","), "LOCATION", "bilstm_crf.es@1", 0.5, "CALLE")
    res = merge({"rules": [r2], "model": [m2]}, text2)
    kept = [(text2[k.start : k.end], k.decision) for k in res.kept]
    assert ("Puerto 12 Bajo Izquierda", "won_conflict") in kept
    assert ("Avda. del", "trimmed") in kept  # recall: the crossing span's uncovered part stays masked


def test_crossing_names_are_left_to_the_scores() -> None:
    text = "Remitido por Dr. Juan Pérez Gil, Servicio de Urología"
    a = text.index("Juan")
    rules = sp(a, text.index(","), "NAME", "rules.es.names@1", 0.95, "NOMBRE_PERSONAL_SANITARIO")
    model = sp(a - 4, a + 4, "NAME", "bilstm_crf.es@1", 0.6, "NOMBRE_PERSONAL_SANITARIO")  # "Dr. Juan"
    res = merge({"rules": [rules], "model": [model]}, text)
    assert ("Juan Pérez Gil", "won_conflict") in [(text[k.start : k.end], k.decision) for k in res.kept]


def test_containment_rule_leaves_dates_and_other_labels_to_the_scores() -> None:
    # two dates inside one model span: MEDDOCAN annotates each date, the rules' finer spans win as before
    text = "del 3 de mayo al 9 de junio de 2014"
    s1, s2 = text.index("3 de mayo"), text.index("9 de junio de 2014")
    res = merge(
        {
            "rules": [
                sp(s1, s1 + 9, "DATE", "rules.es.dates@1", 0.95),
                sp(s2, len(text), "DATE", "rules.es.dates@1", 0.95),
            ],
            "model": [sp(s1, len(text), "DATE", "bilstm_crf.es@1", 0.6)],
        },
        text,
    )
    kept = {(k.start, k.end) for k in res.kept}
    assert (s1, s1 + 9) in kept and (s2, len(text)) in kept


# ------------------------------------------------------------------ vetoes (workers/core/vetoes.py)

FAM = "FAMILIARES_SUJETO_ASISTENCIA"
DOC = "NOMBRE_PERSONAL_SANITARIO"


def test_a_veto_drops_spans_of_its_types_inside_it_and_nothing_else() -> None:
    text = "Lo vio su médico de familia; su madre no."
    v = _at("médico de familia", text)
    fam, madre, medico = _at("familia", text), _at("madre", text), _at("médico", text)
    res = merge(
        {
            "rules": [veto_marker(*v, FAM, "rules.es.misc@1.2.0"), sp(*madre, "NAME", "rules.es.misc@1", 0.55, FAM)],
            "model": [sp(*fam, "NAME", "bilstm_crf.es@1", 0.99, FAM), sp(*madre, "NAME", "bilstm_crf.es@1", 0.99, FAM),
                      sp(*medico, "PROFESSION", "bilstm_crf.es@1", 0.99, "PROFESION")],
        },
        text,
    )  # fmt: skip
    assert [(text[k.start : k.end], k.decision) for k in res.kept] == [("médico", "kept"), ("madre", "agreed")]
    assert [(text[d.start : d.end], d.decision, d.sources) for d in res.dropped] == [
        ("familia", "vetoed", ("bilstm_crf.es@1",))
    ]
    # the marker is no candidate: it never comes out, kept or dropped
    assert all(s.decision != VETO for s in res.all)
    # without the marker the model's "familia" is kept
    res = merge({"rules": [], "model": [sp(*fam, "NAME", "bilstm_crf.es@1", 0.99, FAM)]}, text)
    assert [text[k.start : k.end] for k in res.kept] == ["familia"]


def test_a_veto_cuts_a_crossing_span_and_its_rest_goes_on() -> None:
    text = "Remitido por: Doctor Pablo Garrido Abad. Avda del Puerto, 4."
    title, name = _at("Doctor", text), _at("Pablo Garrido Abad", text)
    rules = [sp(*name, "NAME", "rules.es.names@1", 0.9, DOC)]
    model = [sp(title[0], name[1], "NAME", "bilstm_crf.es@1", 0.99, DOC)]
    # the model's span contains the rules' one and wins as the container role (a title is no name, though)
    assert [text[k.start : k.end] for k in merge({"rules": rules, "model": model}, text).kept] == [
        "Doctor Pablo Garrido Abad"
    ]
    marker = veto_marker(*title, DOC, "rules.es.names@1.3.0")
    res = merge({"rules": [*rules, marker], "model": model}, text)
    (k,) = res.kept
    assert (text[k.start : k.end], k.decision, set(k.sources)) == (
        "Pablo Garrido Abad", "agreed", {"rules.es.names@1", "bilstm_crf.es@1"}
    )  # fmt: skip
    assert [(text[d.start : d.end], d.decision) for d in res.dropped] == [("Doctor Pablo Garrido Abad", "vetoed")]
    # a marker of another type changes nothing
    other = veto_marker(*title, FAM, "rules.es.names@1.3.0")
    assert [text[k.start : k.end] for k in merge({"rules": [*rules, other], "model": model}, text).kept] == [
        "Doctor Pablo Garrido Abad"
    ]


def test_apply_vetoes_cuts_at_the_marker_edges_only() -> None:
    text = "(Dr.: Juan Pérez, NºCol. 12) y Ana."
    s = sp(1, text.index(")"), "NAME", "m@1", 0.9, DOC)  # "Dr.: Juan Pérez, NºCol. 12"
    marks = [veto_marker(*_at("Dr.", text), DOC, "r@1"), veto_marker(*_at("NºCol", text), DOC, "r@1")]
    left, gone = apply_vetoes(text, [s], marks)
    assert gone == [s]
    assert [text[p.start : p.end] for p in left] == ["Juan Pérez", "12"]  # blanks and punctuation at a cut go
    assert all((p.type, p.source, p.score) == (DOC, "m@1", 0.9) for p in left)
    # nothing but punctuation left: dropped whole; a span of another type is untouched
    only = sp(*_at("NºCol.", text), "NAME", "m@1", 0.9, DOC)
    other = sp(1, text.index(")"), "ID", "m@1", 0.9, "ID_TITULACION_PERSONAL_SANITARIO")
    assert apply_vetoes(text, [only, other], marks) == ([other], [only])
    # only cut edges are trimmed: the span's own end keeps its comma
    own = sp(1, text.index(",") + 1, "NAME", "m@1", 0.9, DOC)  # "Dr.: Juan Pérez,"
    assert [text[p.start : p.end] for p in apply_vetoes(text, [own], marks)[0]] == ["Juan Pérez,"]


veto_st = st.tuples(st.integers(0, 70), st.integers(1, 8), st.sampled_from(["NAME", "DATE"]))


@given(st.lists(span_st, max_size=10), st.lists(veto_st, max_size=3))
def test_merge_invariants_with_vetoes(raw: list, raw_vetoes: list) -> None:
    by_role: dict[str, list[Span]] = {}
    for start, length, label, role, score in raw:
        end = min(len(TEXT), start + length)
        if end > start:
            by_role.setdefault(role, []).append(sp(start, end, label, f"{role}.x@1", score))
    marks = [veto_marker(s, min(len(TEXT), s + n), t, "rules.x@1") for s, n, t in raw_vetoes if s < len(TEXT)]
    by_role.setdefault("rules", []).extend(marks)
    res = merge(by_role, TEXT)
    vetoed = {(t, i) for m in marks for t in [m.type] for i in range(m.start, m.end)}
    # no kept span covers a character vetoed for its type; markers never come out
    assert not any((k.type, i) in vetoed for k in res.kept for i in range(k.start, k.end))
    assert all(s.decision != VETO for s in res.all)
    for x, y in itertools.pairwise(res.kept):
        assert x.end <= y.start
    # recall: outside the vetoed characters, as without vetoes, only short leftovers are ever un-masked
    covered = {i for s in res.kept for i in range(s.start, s.end)}
    for spans in by_role.values():
        for s in spans:
            if s.decision == VETO:
                continue
            run: list[int] = []
            for i in [*range(s.start, s.end), None]:
                if i is not None and i not in covered and (s.type, i) not in vetoed:
                    run.append(i)
                    continue
                alnum = [j for j in run if TEXT[j].isalnum()]
                if len(alnum) >= 2:
                    word = TEXT[alnum[0] : alnum[-1] + 1]
                    assert len(word) <= 3 and word.isalpha() and word.islower(), (s, run)
                run = []


def test_a_trusted_rules_type_wins_on_identical_offsets() -> None:
    text = "Apto. 116 Montevideo 11600, Uruguay. E-mail: x@y.uy"
    c = _at("Uruguay", text)
    spans = {
        "rules": [sp(*c, "LOCATION", "rules.es.gazetteer@1.1.0", 0.7, "PAIS")],
        "model": [sp(*c, "LOCATION", "bilstm_crf.es@1", 0.96, "TERRITORIO")],
    }
    (k,) = merge(spans, text, ES).kept  # the Spanish record trusts the rules' PAIS
    assert (k.type, k.decision, k.score, k.source) == ("PAIS", "agreed", 0.96, "rules.es.gazetteer@1.1.0")
    (k,) = merge(spans, text, MergePolicy()).kept  # no language defaults: the best score picks the type
    assert k.type == "TERRITORIO"


def test_a_final_sentence_stop_leaves_place_spans_but_abbreviations_and_inner_stops_stay() -> None:
    text = "Provincia: Las palmas.\nHospital Dr. Negrín. Vive en México, D.F."
    model = [
        sp(*_at("Las palmas.", text), "LOCATION", "bilstm_crf.es@1", 0.9, "TERRITORIO"),
        sp(*_at("Hospital Dr. Negrín.", text), "LOCATION", "bilstm_crf.es@1", 0.9, "HOSPITAL"),
        sp(*_at("D.F.", text), "LOCATION", "bilstm_crf.es@1", 0.9, "TERRITORIO"),
    ]
    kept = {text[k.start : k.end] for k in merge({"model": model}, text, ES).kept}
    assert kept == {"Las palmas", "Hospital Dr. Negrín", "D.F."}  # the inner "Dr." stays
    # other types keep what they were given, and without the Spanish defaults the rule is off
    name = [sp(*_at("Las palmas.", text), "NAME", "bilstm_crf.es@1", 0.9, "NOMBRE_SUJETO_ASISTENCIA")]
    assert [text[k.start : k.end] for k in merge({"model": name}, text, ES).kept] == ["Las palmas."]
    off = MergePolicy()
    assert "Las palmas." in {text[k.start : k.end] for k in merge({"model": model}, text, off).kept}


def test_policy_keys_on_the_role_not_on_the_source_name() -> None:
    """A role is a value: a plug-in whose source names no role (``acme-ner@2``) still gets its policy entries,
    and every kept span lists the roles that proposed it."""
    text = "Patient aged 45 seen."
    age = Span(13, 15, "AGE", "AGE", "acme-ner@2", 0.5)
    other = Span(0, 7, "NAME", "PATIENT", "rules.en.names@1", 0.9)
    policy = MergePolicy(solo_min_score={"toy:AGE": 0.8})
    res = merge({"toy": [age], "rules": [other]}, text, policy)
    assert [(s.start, s.decision) for s in res.dropped] == [(13, "below_score")]
    assert [(s.start, s.roles) for s in res.kept] == [(0, ("rules",))]
    both = merge({"toy": [other], "rules": [other]}, text, policy)
    assert [(s.decision, s.roles) for s in both.kept] == [("agreed", ("rules", "toy"))]


def test_language_merge_defaults_set_the_rules_age_minimum() -> None:
    from deidq.workers.merge.ensemble import MergePolicy
    from deidq.workers.merge.policy_env import merge_policy_for

    # English annotates every age of a person, relatives' too; MEDDOCAN only the patient's
    assert merge_policy_for("en", MergePolicy()).solo_min_score["rules:AGE"] == 0.7
    assert merge_policy_for("es", MergePolicy()).solo_min_score["rules:AGE"] == 0.95
    assert merge_policy_for("en", MergePolicy()).solo_min_score["rules:PROFESSION"] == 0.8


def test_with_detector_equals_replace_for_every_field() -> None:
    """The pipeline's positional fast path must carry every field of Span (a field added later would be lost)."""
    import dataclasses

    from deidq.workers.core.spans import DetectorRef

    values = {"start": 3, "end": 9, "label": "NAME", "type": "DOCTOR", "source": "x@1", "score": 0.7,
              "decision": "kept", "sources": ("a", "b"), "detector": DetectorRef("old", "0", "rules", "en"),
              "roles": ("rules",), "text": "Smith", "fragments": ((3, 5), (6, 9))}  # fmt: skip
    assert set(values) == {f.name for f in dataclasses.fields(Span)}, "give the new field a value here"
    span = Span(**values)
    ref = DetectorRef("bilstm_crf.en", "2026.11.14", "model", "en")
    assert span.with_detector(ref) == dataclasses.replace(span, detector=ref)
