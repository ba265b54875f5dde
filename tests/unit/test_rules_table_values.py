"""Values under a table header that names them (rules 0.43.0, workers/rules/table_values.py): ages under ``Age``,
user names under ``User`` / ``Login``; other cells, other columns and text outside tables are left alone."""

from __future__ import annotations

from deidq.workers.core.note import Note
from deidq.workers.rules import build_detector
from deidq.workers.rules.table_values import TableValueDetector


def found(text: str, language: str = "en") -> list[tuple[str, str]]:
    return [(s.type, text[s.start : s.end]) for s in TableValueDetector(language).detect_text(text)]


def test_ages_in_a_growth_chart_keep_only_the_number() -> None:
    chart = "Date\tAge\tWeight (kg)\tLength (cm)\n30/12/2015\t9 months\t9.71\t70.2\n05/11/2016\t19m\t11.04\t82.2\n"
    assert found(chart) == [("AGE", "9"), ("AGE", "19")]


def test_pipe_comma_and_space_aligned_tables() -> None:
    pipes = "| Relation | Age | Condition |\n|---|---|---|\n| Mother | 72 | HTN |\n| Father | deceased | MI |\n"
    assert found(pipes) == [("AGE", "72")]  # "deceased" is no age
    log = "user,date,time,ip,action\nebaptiste,2022-04-17,18:40,10.1.2.3,view\nsystem,2022-04-17,18:41,10.1.2.4,edit\n"
    assert found(log) == [("USERNAME", "ebaptiste")]  # a service account is no one's name
    board = (
        "Bed  Patient                Age   Issues\n"
        "12   Jones, Mary            84    UTI\n"
        "14   Smith, Bob             7 mo  ?\n"
    )
    assert found(board) == [("AGE", "84"), ("AGE", "7")]


def test_a_table_ends_at_a_blank_line_or_a_line_of_another_shape() -> None:
    text = "user,date,time,ip,action\namorales62,2021-02-22,02:40,10.0.0.9,edit\n\nafox2 then called, about 3 pm\n"
    assert found(text) == [("USERNAME", "amorales62")]
    prose = "Age 54, lives alone. Login details were given to the daughter on Tuesday.\n"
    assert found(prose) == []  # a header needs three cells


def test_cells_of_the_wrong_shape_are_left_alone() -> None:
    text = "| Name | Age | Login |\n| Ana Lee | 3 weeks ago | ana lee |\n| Bo Yu | 45 | 9bo |\n"
    assert found(text) == [("AGE", "45")]  # "3 weeks ago" is no age cell; "ana lee" and "9bo" are no user names


def test_the_rules_detector_reports_the_spans_and_its_version() -> None:
    det = build_detector("en")
    assert "table_values@1.0.0" in det.version and "table_values" in det.detectors
    text = "Date | Age | Weight\n2019-02-04 | 4y | 18.55\n"
    spans = [s for s in det.detect(Note(note_id="n1", text=text)) if s.source.startswith("rules.en.table_values")]
    assert [(s.type, text[s.start : s.end]) for s in spans] == [("AGE", "4")]
    off = build_detector("en", disabled=["table_values"])
    assert "table_values" not in off.detectors
    assert not any(s.source.startswith("rules.en.table_values") for s in off.detect(Note(note_id="n1", text=text)))


def test_a_language_without_the_lists_finds_nothing() -> None:
    assert found("Fecha | Edad | Peso\n2019-02-04 | 4 | 18\n", "es") == []
