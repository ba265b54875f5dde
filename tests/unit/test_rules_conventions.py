"""Rules 0.6: span extents follow the MEDDOCAN guideline (checked against MEDDOCAN train, not dev):
no trailing full stop on streets, "de edad" outside ages, "E-" kept on Spanish postal codes, hospital and
person names stop before the next address or organisation word, "antecedentes familiares" is a section
name, short all-caps gazetteer alternates (airport codes) and common nouns are not places, health-centre
names end at a full stop unless it closes a known abbreviation.

Snippets are adapted from MEDDOCAN train (CC BY 4.0, Plan TL / Barcelona Supercomputing Center,
PlanTL-GOB-ES/SPACCC_MEDDOCAN); names, numbers and addresses are altered."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.rules import build_detector
from deidq.workers.rules.packs import PackError, load_pack

from tests.conftest import rule_spans


@pytest.fixture(scope="module")
def es():
    return build_detector("es")


def spans(det, text: str, lang: str = "es") -> list[tuple[str, str]]:
    return [(frag, typ) for frag, _, typ in rule_spans(det, text, lang)]


# (text, exact fragment, fine type): the span must be found with exactly these offsets
FOUND = [
    ("Domicilio: C/ Vitruvio, 2.\nLocalidad/ Provincia: Madrid.", "C/ Vitruvio, 2", "CALLE"),
    ("Domicilio: Calle Rivadavia 12, 4 izq.\nLocalidad/ Provincia: Lugo.", "Calle Rivadavia 12, 4 izq", "CALLE"),
    ("Avda. Manuel Siurot S/N. E-41013. Sevilla. (España)", "E-41013", "TERRITORIO"),
    ("Avda. Doctor Olóriz, 16 E-18012 Granada", "E-18012", "TERRITORIO"),
    ("En el último control el niño con 15 meses de edad presenta", "15 meses", "EDAD_SUJETO_ASISTENCIA"),
    ("Paciente de 5 años y 7 meses de edad que acude", "5 años y 7 meses", "EDAD_SUJETO_ASISTENCIA"),
    ("Álvaro Bernal Martínez Hospital Miguel Servet Pso. Isabel La Católica, s/n. 50009 Zaragoza",
     "Hospital Miguel Servet", "HOSPITAL"),
    ("Anatomía Patológica Hospital San Juan de la Cruz E-23400 Ubeda (Jaén)", "Hospital San Juan de la Cruz",
     "HOSPITAL"),
    ("Remitido por: Dra. Maria Luz Sánchez Tocino Supervisora Centros FRIAT. Salamanca",
     "Maria Luz Sánchez Tocino", "NOMBRE_PERSONAL_SANITARIO"),
    ("Se informó a los familiares del mal pronóstico", "familiares", "FAMILIARES_SUJETO_ASISTENCIA"),
    ("Enfermedad de Crohn en un hermano gemelo; sin otros antecedentes", "hermano gemelo",
     "FAMILIARES_SUJETO_ASISTENCIA"),
    ("Remitido desde el Centro de Salud Las Águilas. Madrid.", "Centro de Salud Las Águilas", "CENTRO_SALUD"),
    ("Medicina Familiar y Comunitaria Centro de Salud José Ramón Muñoz Paseo Sagasta, 52 50006 Zaragoza",
     "Centro de Salud José Ramón Muñoz", "CENTRO_SALUD"),
    ("Acude al C.S. Sta. Rosa de Lima, Madrid", "C.S. Sta. Rosa de Lima", "CENTRO_SALUD"),
    ("Se completaron 6 ciclos hasta finales de septiembre de 2006.", "septiembre de 2006", "FECHAS"),
    ("Álava. España Tfno.+34 945007000 Fax: +34 945007359", "34 945007000", "NUMERO_TELEFONO"),
    ("Tel.: + 34 93 693 29 05. Fax: + 34 93 567 22 28. Email:", "34 93 567 22 28", "NUMERO_FAX"),
    ("Instituto Oncológico de Guipúzcoa Aldaconea, 44 E-20012 San Sebastián", "Aldaconea, 44", "CALLE"),
    ("Landa Contreras Avda. Purísima Concepción 6, 1o A C.P. 45006. Toledo", "Avda. Purísima Concepción 6, 1o A",
     "CALLE"),
    ("Acude desde C/ Goya 5 B, Madrid", "C/ Goya 5 B", "CALLE"),
]  # fmt: skip

# (text, fragment that must not be a span of any type)
NOT_FOUND = [
    ("Antecedentes familiares: sin interés.", "familiares"),
    ("No refería antecedentes personales ni familiares de enfermedad mental.", "familiares"),
    ("Resto de antecedentes médicos y familiares sin relevancia.", "familiares"),
    ("Paciente de 5 años y 7 meses de edad que acude", "5 años y 7 meses de edad"),
    ("Domicilio: C/ Vitruvio, 2.\nLocalidad/ Provincia: Madrid.", "C/ Vitruvio, 2."),
    ("El estudio anatomopatológico correspondió a una LCG. Se realizó", "LCG"),
    ("Facultad de Medicina. Universidad de Málaga", "Universidad"),
    ("en correlación con la Guía de la Asociación Europea", "Guía"),
    ("Hospital Miguel Servet Pso. Isabel La Católica, s/n. 50009 Zaragoza", "Hospital Miguel Servet Pso"),
    ("Hospital San Juan de la Cruz E-23400 Ubeda (Jaén)", "Hospital San Juan de la Cruz E-"),
    ("Remitido desde el Centro de Salud Las Águilas. Madrid.", "Centro de Salud Las Águilas. Madrid."),
]


@pytest.mark.parametrize(("text", "frag", "typ"), FOUND)
def test_span_extent_follows_guideline(es, text, frag, typ):
    assert (frag, typ) in spans(es, text), spans(es, text)


@pytest.mark.parametrize(("text", "frag"), NOT_FOUND)
def test_not_a_span(es, text, frag):
    assert frag not in [f for f, _ in spans(es, text)], spans(es, text)


def test_spans_carry_the_bumped_pattern_versions(es):
    got = es.detect(Note("t", "Domicilio: C/ Vitruvio, 2.\nLocalidad/ Provincia: Madrid.", "es"))
    street = [s for s in got if s.type == "CALLE"]
    assert street and all(s.source.startswith("rules.es.locations@1.3") for s in street), [s.source for s in got]


def test_unknown_post_hook_is_rejected(tmp_path):
    pack = tmp_path / "p.toml"
    body = ['[pack]', 'name = "p"', 'version = "1.0.0"', 'language = "es"', '', '[[pattern]]', 'id = "x"',
            'type = "CALLE"', "regex = 'Calle'", 'post = "strip_everything"']  # fmt: skip
    pack.write_text("\n".join(body) + "\n", encoding="utf-8")
    with pytest.raises(PackError, match="post hook"):
        load_pack(pack)


@pytest.fixture(scope="module")
def en():
    return build_detector("en")


@pytest.mark.parametrize(
    ("text", "frag"),
    [
        ("Attending physician: P. Gallagher, MD\nDate: 3 Jun 2020", "MD"),  # a degree, not Maryland
        ("Signed by: Bethany L. Cooper, MD", "MD"),
        ("Date: 04/25/2016\nAttending Physician: Dr. Kyle Lee", "Physician"),
        ("Sex: F\nAge: 54", "F"),  # not a HIPAA identifier, not annotated in English
    ],
)
def test_english_not_a_span(en, text, frag):
    got = spans(en, text, "en")
    assert frag not in [f for f, _ in got], got


def test_english_state_after_a_city_is_still_found(en):
    text = "Lives at 12 Oak St, Baltimore, MD 21201."
    got = spans(en, text, "en")
    assert ("MD", "STATE") in got and ("21201", "ZIP") in got, got
