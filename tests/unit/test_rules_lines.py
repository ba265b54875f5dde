"""Rules 0.5: location spans stay on their line and stop before the next letterhead field (Tel, E-mail,
NºCol, Correo electrónico); new Spanish date forms. Table-driven.

Snippets are adapted from MEDDOCAN train (CC BY 4.0, Plan TL / Barcelona Supercomputing Center,
PlanTL-GOB-ES/SPACCC_MEDDOCAN); names, numbers and addresses are altered."""

from __future__ import annotations

import time

import pytest
from deidq.workers.core.note import Note
from deidq.workers.rules import build_detector
from deidq.workers.rules.detector import PatternDetector
from deidq.workers.rules.lists import load_lists
from deidq.workers.rules.packs import PackError, load_pack

from tests.conftest import rule_spans

FIELDS = ["Tel.: 963 862 500", "E-mail: ana@correo.es", "NºCol: 28 28 12345", "Correo electrónico: ana@correo.es",
          "Teléfono: 915 86 80 00", "Fax: 91 123 45 67"]  # fmt: skip


@pytest.fixture(scope="module")
def es():
    return build_detector("es")


def spans(det, text: str, lang: str = "es"):
    return rule_spans(det, text, lang)


# (text, a LOCATION fragment that must be found exactly)
LOCATION_CASES = [
    ("Hospital Clínico Universitario. Avda. Blasco Ibáñez, 17. 46010 Valencia {field}", "Valencia"),
    ("Servicio de Urología. C/ Doctor Esquerdo, 46. 28007 Madrid España {field}", "Madrid España"),
    ("Centro de Salud Las Calesas {field}", "Centro de Salud Las Calesas"),
    ("Domicilio: Calle Mayor 5, 2º Izq.\n{field}", "Calle Mayor 5, 2º Izq"),
    ("Unidad de Nutrición. Hospital Universitario La Paz Madrid {field}", "Hospital Universitario La Paz Madrid"),
    ("Fundación Jiménez Díaz. Av. Reyes Católicos 2. 28040 Madrid\n{field}", "Madrid"),
]


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize(("template", "frag"), LOCATION_CASES)
def test_location_stops_before_next_field(es, template, frag, field):
    text = template.format(field=field)
    got = spans(es, text)
    locs = [f for f, lab, _ in got if lab == "LOCATION"]
    assert frag in locs, got
    label_word = field.split(":")[0].split()[0].rstrip(".")
    for f in locs:
        assert label_word not in f, (f, got)
        assert "\n" not in f, (f, got)


# a street type followed by a field label (a surname such as "Paseo" or "Avda" at the end of a line)
@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("stype", ["Paseo", "Avda", "Barrio", "C."])
def test_street_type_alone_is_not_an_address(es, stype, field):
    text = f"Médico: Josep Rubio Palau {stype}        {field}.\nMotivo de consulta: dolor."
    got = spans(es, text)
    assert not any(lab == "LOCATION" and stype in f for f, lab, _ in got), got


@pytest.mark.parametrize(
    "text",
    [
        "Sexo: Varón. Domicilio: C.\nEn la exploración se aprecia",
        "Resultados: positivo para C.\nSe decide ingreso",
        "Remitido desde Paseo\nde la Castellana sin datos",
        "Hospital\nUniversitario de cabecera",
        "Centro de\nSalud de referencia",
    ],
)
def test_no_location_span_crosses_a_line_break(es, text):
    got = es.detect(Note("t", text, "es"))
    for s in got:
        if s.label == "LOCATION":
            assert "\n" not in text[s.start : s.end], [(text[x.start : x.end], x.label) for x in got]


def test_street_named_correo_is_kept(es):
    # "Correo" alone is a street name, not the "Correo electrónico" field
    got = spans(es, "Domicilio: Calle Correo 29, 5,1.\nLocalidad/ Provincia: Madrid.")
    assert ("Calle Correo 29, 5,1", "LOCATION", "CALLE") in got, got


def _pack(tmp_path, body: str):
    f = tmp_path / "loc.toml"
    f.write_text('[pack]\nname = "loc"\nversion = "1.0.0"\nlanguage = "es"\n\n' + body, encoding="utf-8")
    return load_pack(f)


BARRIO = "[[pattern]]\nid = 't.barrio'\ntype = 'CALLE'\nregex = 'Barrio\\s+\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+)?'\n"


@pytest.mark.parametrize(
    ("extra", "text", "want"),
    [
        # LOCATION patterns are single-line by default: cut at the break, keep what is before it
        ("", "Barrio Alto\nTel 9", ["Barrio Alto"]),
        ("", "Barrio\nAlto", ["Barrio"]),
        ("", "Barrio Alto Bajo", ["Barrio Alto Bajo"]),
        ("single_line = false\n", "Barrio Alto\nTel 9", ["Barrio Alto\nTel"]),
    ],
)
def test_single_line_option(tmp_path, extra, text, want):
    det = PatternDetector(_pack(tmp_path, BARRIO + extra), load_lists("es"))
    assert [text[s.start : s.end] for s in det.detect_text(text)] == want


def test_single_line_cut_drops_a_bare_abbreviation(tmp_path):
    pack = _pack(tmp_path, "[[pattern]]\nid = \"t.c\"\ntype = \"CALLE\"\nregex = '''C\\.\\s+\\p{Lu}\\p{L}+'''\n")
    det = PatternDetector(pack, load_lists("es"))
    assert det.detect_text("Sexo: C.\nEn la") == []
    assert [(s.start, s.end) for s in det.detect_text("en C. Mayor")] == [(3, 11)]


def test_single_line_must_be_boolean(tmp_path):
    with pytest.raises(PackError):
        _pack(tmp_path, '[[pattern]]\nid = "t.x"\ntype = "CALLE"\nregex = \'x\'\nsingle_line = "yes"\n')


def test_other_labels_are_not_single_line_by_default(tmp_path):
    pack = _pack(tmp_path, '[[pattern]]\nid = "t.d"\ntype = "FECHAS"\nregex = \'a\\nb\'\n')
    assert not pack.patterns[0].single_line


# (text, expected DATE fragment): forms seen on MEDDOCAN train
DATE_CASES = [
    ("En el año 2009 es derivado a consulta", "año 2009"),
    ("a principios del año 2004 un carcinoma", "año 2004"),
    ("En enero del año 2001 se practicó", "enero del año 2001"),
    ("Fecha de Ingreso: 26708/2017.\nMédico: X", "26708/2017"),
    ("Fecha de nacimiento: 16/018/1961.\nPaís", "16/018/1961"),
    ("Fecha de Ingreso: 0/10/2017 .\nEspecialidad", "0/10/2017"),
    ("Consulta en junio por tumoración", "junio"),
    ("Se utilizó desde septiembre hasta el alta", "septiembre"),
    ("en el mes de octubre. Pautamos curas", "octubre"),
    ("RT adyuvante de Marzo a Mayo del 2000", "Marzo"),
    ("En diciembre-08 nuevo episodio", "diciembre-08"),
    ("se retiró en sep-04, al disponer", "sep-04"),
    ("la normalización en Agosto 06.\nDesgraciadamente", "Agosto 06"),
    ("en el plazo de 4 meses (Junio 04).", "Junio 04"),
    ("Entre 2001 y 2005, el niño fue intervenido", "2001"),
    ("Entre 2001 y 2005, el niño fue intervenido", "2005"),
    ("por neoplasia renal (1999 y 2002), inhabilitado", "1999"),
    ("hemodiálisis desde 1980 a 1983, y diálisis", "1983"),
    ("ponderadas T2 (Yamanouchi et al. 1995). En", "1995"),
    ("En febrero y abril de 2002 acude a urgencias", "febrero y abril de 2002"),
]

DATE_NEGATIVES = [
    "Dr. Julio Villanueva Maffei",
    "remitido de Julio Pérez",
    "Domicilio: Calle Pintor Salvador Abril 18-2-1 .",
    "En agosto de ese mismo año se trasplantó",
    "entre 1500 y 2500 ml",
    "Nombre: Julio.",
]


@pytest.mark.parametrize(("text", "frag"), DATE_CASES)
def test_es_date_forms(es, text, frag):
    got = spans(es, text)
    assert (frag, "DATE") in [(f, lab) for f, lab, _ in got], got


@pytest.mark.parametrize("text", DATE_NEGATIVES)
def test_es_date_negatives(es, text):
    got = spans(es, text)
    assert not [f for f, lab, _ in got if lab == "DATE"], got


@pytest.mark.parametrize(
    "chunk",
    ["año ", "Fecha de ingreso: " + "1/" * 50 + " ", "en junio y ", "2001 y ", "et al. ", "diciembre-0",
     "Madrid Tel E-mail NºCol ", "Calle Mayor Tel ", "Madrid 28001 ", "C.\n"],
)  # fmt: skip
def test_new_patterns_stay_linear_on_adversarial_input(es, chunk):
    text = (chunk * (300_000 // len(chunk) + 1))[:300_000]
    t0 = time.perf_counter()
    es.detect(Note("adv", text, "es"))
    assert time.perf_counter() - t0 < 30


@pytest.fixture(scope="module")
def en():
    return build_detector("en")


@pytest.mark.parametrize(
    ("text", "frag", "label"),
    [
        ("Date of visit: 2022-07-13\nBayview Medical Center", "2022-07-13", "DATE"),
        ("Date of visit: 2022-07-13\nBayview Medical Center", "Bayview Medical Center", "LOCATION"),
        ("Follow-up in 2024\nStewartburgh Regional Medical Center", "Stewartburgh Regional Medical Center", "LOCATION"),
    ],
)
def test_en_street_stays_on_its_line(en, text, frag, label):
    got = spans(en, text, "en")
    assert (frag, label) in [(f, lab) for f, lab, _ in got], got
    assert not any(lab == "LOCATION" and "\n" in f for f, lab, _ in got), got


def test_english_numeric_date_does_not_cross_a_line_break():
    en = build_detector("en")
    text = "Seen 23.\n03/2020 labs were normal. Next visit 12 / 03 / 2020."
    got = spans(en, text, "en")
    assert ("03/2020", "DATE", "DATE") in got and not any("\n" in frag for frag, _, _ in got), got
    assert ("12 / 03 / 2020", "DATE", "DATE") in got, got
