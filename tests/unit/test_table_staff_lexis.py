"""The charted-tables detector reads its language's words from data (``table_staff.toml``), not from code."""

from __future__ import annotations

from deidq.workers.rules.table_staff import Lexis, TableStaffDetector, lexis


def test_english_words_come_from_the_data_file() -> None:
    lex = lexis("en")
    assert lex is not None
    assert lex.event.search("0900 given HM;") and not lex.event.search("0900 taken HM;")
    assert lex.title.match("Sister Amy Roe") and lex.credentials.search("Amy Roe, RGN")
    assert lex.timed_row.match("Tue 14/03 0800 hrs  obs stable  KD")
    assert "a.m." in lex.meridiem


def test_a_space_in_an_entry_stands_for_blanks() -> None:
    lex = Lexis.from_words({"titles": ["dr"], "credentials": ["RN"], "clock_suffixes": ["h"], "weekdays": ["mon"],
                            "events": ["not given"], "meridiem": []})  # fmt: skip
    assert lex.event.search("0900 not \t given   (KS)")


def test_a_language_without_the_data_file_gets_no_spans() -> None:
    assert lexis("es") is None
    assert TableStaffDetector("es").detect_text("| Hora | Dado por |\n| 08:00 | KD |") == []
