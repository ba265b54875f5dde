"""Veto negatives (`veto_types`): text that is never (part of) a span of some fine types, for every detector.
The rules detector applies them to its own candidates and returns them as veto markers; the merger applies them
to every role (tests/unit/test_merge.py). Counts in the packs' comments are MEDDOCAN train.

Snippets are adapted from MEDDOCAN (CC BY 4.0, Plan TL / Barcelona Supercomputing Center); names and numbers
are altered."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.core.vetoes import (
    VETO,
    VetoIndex,
    Zones,
    apply_vetoes,
    label_veto_marker,
    split_vetoes,
    veto_marker,
)
from deidq.workers.merge.ensemble import merge
from deidq.workers.rules import build_detector
from deidq.workers.rules.packs import PackError, load_pack

PERSON_TYPES = {"NOMBRE_PERSONAL_SANITARIO", "NOMBRE_SUJETO_ASISTENCIA", "FAMILIARES_SUJETO_ASISTENCIA"}
DURATION_TYPES = {"EDAD_SUJETO_ASISTENCIA", "FECHAS"}
CONTACT_TYPES = {"NUMERO_TELEFONO", "NUMERO_FAX", "CORREO_ELECTRONICO"}


@pytest.fixture(scope="module")
def es():
    return build_detector("es")


def detect(det, text: str, meta: dict | None = None) -> tuple[list[Span], list[Span]]:
    return split_vetoes(det.detect(Note("t", text, "es", meta=meta or {})))


def markers(det, text: str) -> set[tuple[str, str]]:
    return {(text[m.start : m.end], m.type) for m in detect(det, text)[1]}


@pytest.mark.parametrize(
    ("text", "frag", "types"),
    [
        ("Diagnosticada por su médico de familia. Afebril.", "médico de familia", {"FAMILIARES_SUJETO_ASISTENCIA"}),
        ("acudieron a la médica de familia", "médica de familia", {"FAMILIARES_SUJETO_ASISTENCIA"}),
        ("Especialista en Medicina de Familia.", "Medicina de Familia", {"FAMILIARES_SUJETO_ASISTENCIA"}),
        ("Remitido por: Doctor Pablo Garrido Abad. Avda", "Doctor", PERSON_TYPES),
        ("Remitido por: Doctora Marta García Torrelles.", "Doctora", PERSON_TYPES),
        ("Remitido por: Dra. Marta García Torrelles.", "Dra.", PERSON_TYPES),
        ("Médico: Marta Ortega MartínezNºCol: 06 06 85940.", "NºCol", PERSON_TYPES),
        ("Médico: Luis Pérez Gil  Nº de colegiado: 28 28 156.", "Nº de colegiado", PERSON_TYPES),
        ("Ocho años atrás tuvo su primera hija.", "Ocho años atrás", DURATION_TYPES),
        ("síndrome febril en los últimos dos años", "en los últimos dos años", DURATION_TYPES),
        ("Refiere dolor desde hace 3 meses.", "desde hace 3 meses", DURATION_TYPES),
        ("A los 5 años de la intervención no hay recidiva.", "A los 5 años de la", DURATION_TYPES),
        ("Hospital Central. Tfno. 985 10 80 00", "Tfno.", CONTACT_TYPES),
        ("Correo electrónico: ana.ruiz@example.es", "Correo electrónico", CONTACT_TYPES),
    ],
)
def test_veto_markers(es, text, frag, types):
    assert {(frag, t) for t in types} <= markers(es, text)
    cands, vetoes = detect(es, text)
    assert all(v.decision == VETO and v.source.startswith("rules.es.") and "@" in v.source for v in vetoes)
    assert all(c.decision != VETO for c in cands)


@pytest.mark.parametrize(
    "text",
    [
        "Se trata de una familia de nueve miembros.",  # a relative: no veto
        "antecedentes familiares de cáncer de colon",
        "el médico de la familia",  # not the compound
        "No colabora en la exploración.",  # "No col..." is not the field label
        "cuadro de hidrocefalia con drenaje",  # "dr" inside words is no title
        "Juan D. Pérez",  # "D." may be an initial: not a title here
        "Niño de 5 años de edad.",  # an age, not a duration
        "a los 2 meses de vida",  # an age
        "ana.tel@example.es",  # "tel" inside an address is no field label
    ],
)
def test_no_veto_marker(es, text):
    assert markers(es, text) == set()


def test_the_relatives_pattern_is_untouched(es):
    cands, _ = detect(es, "Su madre y su médico de familia le acompañan.")
    assert [(c.type, c.end - c.start) for c in cands if c.type == "FAMILIARES_SUJETO_ASISTENCIA"] == [
        ("FAMILIARES_SUJETO_ASISTENCIA", len("madre"))
    ]


def test_vetoes_leave_other_types_alone(es):
    text = "Servicio de Urología. Hospital Universitario Doctor Peset. Valencia."
    cands, vetoes = detect(es, text)
    assert ("Doctor", "NOMBRE_PERSONAL_SANITARIO") in {(text[v.start : v.end], v.type) for v in vetoes}
    assert ("Hospital Universitario Doctor Peset", "HOSPITAL") in {(text[c.start : c.end], c.type) for c in cands}


def test_a_rules_candidate_crossing_a_veto_is_cut(es):
    # known PHI is trusted past the negatives, but a veto only takes out the title
    text = "Remitido por: Doctor Pablo Garrido. Control en un mes."
    cands, _ = detect(es, text, {"known_phi": {"doctor": "Doctor Pablo Garrido"}})
    got = {(text[c.start : c.end], c.type) for c in cands}
    assert ("Pablo Garrido", "NOMBRE_PERSONAL_SANITARIO") in got
    assert not any("Doctor" in frag for frag, _ in got)


def test_markers_travel_as_span_dicts_and_the_merger_honours_them(es):
    # the Celery path: detections go over the wire as dicts (workers/task_functions.py)
    text = "Médico: Marta Ortega MartínezNºCol: 06 06 85940.\nLo diagnosticó su médico de familia."
    rules = [Span.from_dict(s.to_dict()) for s in es.detect(Note("t", text, "es"))]
    name = text.index("Marta")
    fam = text.index("familia")
    model = [
        Span(name, text.index(":", name), "NAME", "NOMBRE_PERSONAL_SANITARIO", "bilstm_crf.es@1", 0.99),
        Span(fam, fam + 7, "NAME", "FAMILIARES_SUJETO_ASISTENCIA", "bilstm_crf.es@1", 0.99),
    ]
    res = merge({"rules": rules, "model": model}, text)
    kept = {(text[k.start : k.end], k.type, k.decision) for k in res.kept}
    assert ("Marta Ortega Martínez", "NOMBRE_PERSONAL_SANITARIO", "agreed") in kept
    assert not any(t == "FAMILIARES_SUJETO_ASISTENCIA" for _, t, _ in kept)
    assert {(text[d.start : d.end], d.decision) for d in res.dropped} == {
        ("Marta Ortega MartínezNºCol", "vetoed"),
        ("familia", "vetoed"),
    }
    assert not any(s.decision == VETO for s in res.all)


def _pack(tmp_path: Path, body: str) -> Path:
    p = tmp_path / "x.toml"
    p.write_text('[pack]\nname = "x"\nversion = "1.0.0"\nlanguage = "es"\n\n' + body, encoding="utf-8")
    return p


def test_pack_veto_types(tmp_path):
    pack = load_pack(_pack(tmp_path, '[[negative]]\nid = "v"\nregex = "foo"\nveto_types = ["HOSPITAL"]\n'))
    assert pack.negatives[0].veto_types == frozenset({"HOSPITAL"}) and not pack.negatives[0].labels
    for bad in (
        'veto_types = ["HOSPITALES"]',
        'veto_types = "HOSPITAL"',
        'veto_types = ["HOSPITAL"]\nlabels = ["NAME"]',
    ):
        with pytest.raises(PackError):
            load_pack(_pack(tmp_path, f'[[negative]]\nid = "v"\nregex = "foo"\n{bad}\n'))


def test_a_veto_negative_does_not_act_as_a_plain_negative(es):
    # plain negatives drop every candidate inside them; a veto only the listed types
    assert all(n.veto_types == frozenset() for n in es.negatives)
    assert {n.id for n, _ in es.vetoes} >= {"es.neg.family_physician", "es.neg.name_title", "es.neg.colegiado_label"}


def test_english_lab_values_and_credentials_veto_every_detector() -> None:
    """clinical_values 1.0.0: a lab or vital value is no name, place, contact or ID, whoever proposed it (one
    label-wide marker per match); a credential after a person's name is no place; IDs and states stay."""
    det = build_detector("en")
    text = "Labs: Na 138, K 4.1 (L), Hgb 13.5 g/dL. HR 88 bpm. Dr. Jane Roe, MD. MRN T873312. Baltimore, MD 21201."
    found = det.detect(Note("n", text, "en"))
    spans, markers = split_vetoes(found)
    marked = {text[m.start : m.end] for m in markers}
    assert {"Na 138", "K 4.1 (L)", "Hgb 13.5 g/dL", "HR 88 bpm", "MD"} <= marked
    assert len([m for m in markers if text[m.start : m.end] == "Na 138"]) == 1  # one marker for all types
    model = [Span(text.index("K 4"), text.index("K 4") + 1, "NAME", "PATIENT", "m@1"),
             Span(text.index("MD."), text.index("MD.") + 2, "LOCATION", "STATE", "m@1")]  # fmt: skip
    kept = merge({"rules": found, "model": model}, text).kept
    assert ("K", "PATIENT") not in {(text[s.start : s.end], s.type) for s in kept}
    assert ("MD", "STATE") in {(text[s.start : s.end], s.type) for s in kept if s.start > text.index("Baltimore")}
    assert not [s for s in kept if s.start == text.index("MD.")]
    assert ("T873312", "MRN") in {(text[s.start : s.end], s.type) for s in spans}


def test_a_pack_refuses_an_id_used_twice(tmp_path) -> None:
    pack = tmp_path / "twice.toml"
    pack.write_text(
        '[pack]\nname = "twice"\nlanguage = "en"\n\n'
        "[[pattern]]\nid = \"x.one\"\ntype = \"DATE\"\nregex = '''\\d{4}'''\n\n"
        "[[negative]]\nid = \"x.one\"\nregex = '''1999'''\nveto_labels = [\"DATE\"]\n",
        encoding="utf-8",
    )
    with pytest.raises(PackError, match="duplicate id"):
        load_pack(pack)


def test_zones_find_what_a_scan_finds() -> None:
    """Zones (the bisection index apply_vetoes uses) returns the ranges a scan of every range returns."""
    rng = random.Random(7)
    for _ in range(300):
        ranges = [(a, a + rng.randint(1, 12)) for a in (rng.randint(0, 60) for _ in range(rng.randint(1, 15)))]
        zones = Zones(ranges)
        for start in range(0, 70, 3):
            for end in range(start + 1, start + 20, 4):
                want = sorted((a, b) for a, b in ranges if a < end and start < b)
                assert sorted(zones.overlapping(start, end)) == want
                assert zones.covers(start, end) == any(a <= start and end <= b for a, b in ranges)


def test_veto_index_applies_as_its_markers_do() -> None:
    """apply_vetoes with a VetoIndex built once (the merger's, shared by the roles) equals it with the markers."""
    text = "Seen by Dr Placenta Rooms at Elmwood Home Care, Acme Clinic today."
    markers = [
        label_veto_marker(8, 10, ("NAME",), "t"),
        label_veto_marker(11, 25, ("NAME",), "t", inside_only=True),
        veto_marker(29, 36, "HOSPITAL", "t"),
    ]
    spans = [Span(8, 19, "NAME", "DOCTOR", "m"), Span(11, 19, "NAME", "DOCTOR", "m"),
             Span(29, 46, "LOCATION", "HOSPITAL", "m"), Span(48, 59, "LOCATION", "HOSPITAL", "m")]  # fmt: skip
    assert apply_vetoes(text, spans, VetoIndex(markers)) == apply_vetoes(text, spans, markers)
    left, vetoed = apply_vetoes(text, spans, VetoIndex(markers))
    assert [(s.start, s.end) for s in vetoed] == [(8, 19), (11, 19), (29, 46)]
    assert [(s.start, s.end) for s in left] == [(11, 19), (37, 46), (48, 59)]
