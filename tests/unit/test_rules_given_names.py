"""The given-name gazetteer of the rules detector (workers/rules/given_names.py)."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.rules import build_detector
from deidq.workers.rules.given_names import GivenNameDetector, given_names
from deidq.workers.rules.lists import DATA_DIR, load_lists, read_terms


@pytest.fixture(scope="module")
def gn() -> GivenNameDetector:
    return GivenNameDetector("es", load_lists("es"))


def frags(det: GivenNameDetector, text: str) -> list[str]:
    return [text[s.start : s.end] for s in det.detect_text(text)]


def test_a_first_name_in_prose_is_found(gn) -> None:
    text = "En la exploración física Guillermo estaba consciente y orientado."
    assert frags(gn, text) == ["Guillermo"]
    (s,) = gn.detect_text(text)
    assert (s.label, s.type, s.source) == ("NAME", "NOMBRE_SUJETO_ASISTENCIA", "rules.es.given_names@1.2.0")


def test_the_name_runs_over_following_surnames_and_particles(gn) -> None:
    text = "está al cuidado de su hija de nombre Natalia Ontiveros de la Fuente, que vive cerca."
    assert frags(gn, text) == ["Natalia Ontiveros de la Fuente"]


def test_the_name_stops_at_a_name_stop_word(gn) -> None:
    # "Servicio" is in name_stop.txt: the department is not part of the name
    assert frags(gn, "Remitido por: Marta Ruiz Servicio de Urología.") == ["Marta Ruiz"]


def test_at_most_three_following_words(gn) -> None:
    assert frags(gn, "vista por Marta Ruiz Gil Pons Vela hoy") == ["Marta Ruiz Gil Pons"]


@pytest.mark.parametrize(
    "text",
    [
        "Vive en San Pedro desde hace años.",  # later word of a place name
        "Natural de Talavera de la Reina.",  # ... after particles
        "Trabaja en la calle de Alfonso XII.",  # after "de": an eponym or a street, not a person
        "Presenta el signo de Federico en la exploración.",
        "Segundo día de ingreso, sin fiebre.",  # stop list: common words
        "Rosa mosqueta aplicada en la cicatriz.",
        "El guillermo no es un nombre en minúscula.",  # lowercase is not a name
        "GuillermoX y Guillermo2 no son palabras sueltas.",  # a name must stand as a whole word
    ],
)
def test_no_span(gn, text: str) -> None:
    assert frags(gn, text) == []


def test_a_title_before_the_name_does_not_hide_it(gn) -> None:
    assert frags(gn, "La atiende la Doctora Marta Ruiz.") == ["Marta Ruiz"]
    assert frags(gn, "Dra. Marta Ruiz.") == ["Marta Ruiz"]


def test_stop_list_removes_names_from_the_list() -> None:
    stop = {t.casefold() for t in read_terms(DATA_DIR / "es" / "given_names_stop.txt")}
    names = given_names("es")
    assert "Rosa" in read_terms(DATA_DIR / "es" / "given_names.txt")
    assert "rosa" in stop and "Rosa" not in names
    assert "Guillermo" in names and len(names) > 1000


def test_shipped_list_holds_single_capitalised_words() -> None:
    for name in read_terms(DATA_DIR / "es" / "given_names.txt"):
        assert " " not in name and name[:1].isupper() and len(name) >= 3, name


def test_english_list_finds_a_given_name_with_its_initial() -> None:
    det = GivenNameDetector("en", load_lists("en"))
    text = "Seen today, William was alert. Maria K. reports a cough."
    assert [text[s.start : s.end] for s in det.detect_text(text)] == ["William", "Maria K."]
    assert {s.type for s in det.detect_text(text)} == {"PATIENT"}


@pytest.mark.parametrize(
    "text",
    [
        "Will discuss at the meeting. Hope to discharge tomorrow.",  # everyday words (generated stop list)
        "Mark the site. Grant funding pending.",
        "Started Allegra in June.",  # drug and month (curated stop list)
        "Works at Wal-Mart on weekends.",  # a later part of a compound
    ],
)
def test_english_given_names_that_are_words_are_not_names(text: str) -> None:
    det = GivenNameDetector("en", load_lists("en"))
    assert det.detect_text(text) == []


def test_rules_detector_runs_it_records_its_version_and_can_disable_it() -> None:
    text = "En la exploración física Guillermo estaba consciente."
    note = Note(note_id="n1", text=text, language="es")
    on = build_detector("es")
    assert "given_names" in on.detectors and "given_names@1.2.0" in on.version
    assert [(text[s.start : s.end], s.source) for s in on.detect(note)] == [("Guillermo", "rules.es.given_names@1.2.0")]
    off = build_detector("es", disabled=["given_names"])
    assert "given_names" not in off.detectors and off.detect(note) == []
