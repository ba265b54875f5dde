"""Bad input at the parser: every record becomes a note or a reject with a reason code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deidq.ingest import IncomingNote, InputFormatError, Reject, read_csv, read_jsonl, read_notes

MAX = 2_000_000


def _write(path: Path, lines: list[bytes]) -> Path:
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def test_jsonl_mixed_good_and_bad_lines(tmp_path: Path) -> None:
    good = json.dumps({"id": "n1", "text": "Seen on 03/04/2021.", "meta": {"patient_id": "P1"}}).encode()
    items = list(
        read_jsonl(
            _write(
                tmp_path / "in.jsonl",
                [
                    good,
                    b'{"id": "n2", "text": "caf\xe9 au lait"}',  # latin-1 byte: invalid UTF-8
                    b'{"id": "n3", "text": "unterminated',  # malformed JSON
                    b"[1, 2, 3]",  # not an object
                    json.dumps({"text": "no id"}).encode(),
                    json.dumps({"id": "n6"}).encode(),  # no text
                    json.dumps({"id": "n7", "text": "   \n "}).encode(),  # empty
                    json.dumps({"id": "n8", "text": "abc\x00def"}).encode(),  # NUL byte
                    json.dumps({"id": "n9", "text": "x" * (MAX + 1)}).encode(),  # too large
                    json.dumps({"id": "n10", "text": "fine", "meta": "not-an-object"}).encode(),
                ],
            ),
            MAX,
        )
    )
    assert len(items) == 10
    assert isinstance(items[0], IncomingNote) and items[0].error_code is None and items[0].patient_id == "P1"
    kinds = [(i.line_no, i.reason) if isinstance(i, Reject) else (i.line_no, i.error_code) for i in items[1:]]
    assert kinds == [
        (2, "invalid_utf8"),
        (3, "malformed_json"),
        (4, "not_an_object"),
        (5, "missing_id"),
        (6, "missing_text"),
        (7, "empty_text"),
        (8, "binary_content"),
        (9, "too_large"),
        (10, "bad_field"),
    ]


def test_reject_message_names_line_and_note_but_not_text(tmp_path: Path) -> None:
    secret = "John Q Public lives at 12 Elm St"
    items = list(read_jsonl(_write(tmp_path / "a.jsonl", [json.dumps({"id": "k1", "meta": secret}).encode()]), MAX))
    (r,) = items
    assert isinstance(r, Reject)
    assert "line 1" in r.message and "k1" in r.message and secret not in r.message


def test_five_megabyte_note_is_read_and_flagged(tmp_path: Path) -> None:
    big = "Patient seen. " * (5 * 1024 * 1024 // 14)
    p = _write(tmp_path / "big.jsonl", [json.dumps({"id": "big", "text": big}).encode()])
    (item,) = list(read_jsonl(p, MAX))
    assert isinstance(item, IncomingNote) and item.error_code == "too_large"
    # with a higher limit the same note is accepted
    (item2,) = list(read_jsonl(p, 10_000_000))
    assert item2.error_code is None and len(item2.text) == len(big)


def test_csv_rows(tmp_path: Path) -> None:
    p = tmp_path / "in.csv"
    p.write_bytes(
        b"note_id,patient_id,text\n"
        b'a1,P1,"Seen by Dr. Ames on 1/2/2020, follow up."\n'
        b"a2,P2\n"  # missing column
        b'a3,P3,"multi\nline note"\n'
        b"a4,P4,caf\xe9\n"  # invalid UTF-8 in this row only
        b'a5,,"   "\n'
    )
    items = list(read_csv(p, MAX))
    assert [type(i).__name__ for i in items] == ["IncomingNote", "Reject", "IncomingNote", "Reject", "IncomingNote"]
    assert items[0].text.startswith("Seen by") and items[0].patient_id == "P1"
    assert items[1].reason == "missing_columns" and items[1].note_id == "a2"
    assert items[2].text == "multi\nline note"
    assert items[3].reason == "invalid_utf8"
    assert items[4].error_code == "empty_text" and items[4].patient_id is None


def test_csv_without_required_header_is_a_clear_file_error(tmp_path: Path) -> None:
    p = tmp_path / "in.csv"
    p.write_text("id,body\n1,hello\n")
    with pytest.raises(InputFormatError, match="note_id, text"):
        list(read_csv(p, MAX))


def test_unknown_extension(tmp_path: Path) -> None:
    p = tmp_path / "notes.xml"
    p.write_text("<x/>")
    with pytest.raises(InputFormatError, match="unknown input format"):
        read_notes(p, MAX)


# ---------------------------------------------------------------- issue 20: record isolation, ids, no echo

PHI_ID = {"mrn": "MRN-44170923", "name": "Jane Q Roe"}  # an id given as an object: must never be repeated


def _reasons(items: list) -> list[tuple[int, str | None, str | None]]:
    """(line, reason or error code, note id) per item."""
    return [
        (i.line_no, i.reason, i.note_id) if isinstance(i, Reject) else (i.line_no, i.error_code, i.note_id)
        for i in items
    ]


def test_lone_surrogates_and_nul_anywhere_in_a_record_are_rejected_by_line(tmp_path: Path) -> None:
    lines = [
        b'{"id": "s1", "text": "caf\\ud800 au lait"}',  # JSON escape of a lone surrogate, in the text
        b'{"id": "s2", "text": "fine", "meta": {"a": {"b": ["ok", "x\\udfff"]}}}',  # nested meta value
        b'{"id": "s3", "text": "fine", "meta": {"k\\ud83d": 1}}',  # meta key
        b'{"id": "s4", "text": "fine", "patient_id": "P\\ud800"}',
        b'{"id": "s5", "text": "fine", "language": "e\\udc00"}',
        b'{"id": "s6", "text": "fine", "note_date": "2020\\ud800"}',
        b'{"id": "s7", "text": "fine", "extra\\ud800": true}',  # any top-level field: tag copies them all
        b'{"id": "n1", "text": "fine", "meta": {"who": "a\\u0000b"}}',
        b'{"id": "n2", "text": "fine", "meta": {"a\\u0000": 1}}',
        b'{"id": "n3", "text": "fine", "patient_id": "P\\u00001"}',
        b'{"id": "n4", "text": "fine", "note_date": "\\u0000"}',
        b'{"id": "n5", "text": "fine", "meta": {"language": "en\\u0000"}}',
        b'{"id": "n6", "text": "a\\u0000b"}',  # NUL in the text: binary content, a note stored rejected
        b'{"id": "x\\ud800", "text": "fine"}',  # in the id: bad_id, the id is not repeated
        b'{"id": "x\\u0000", "text": "fine"}',
        b'{"id": "ok", "text": "\\ud83d\\ude00 a proper pair"}',  # a surrogate *pair* is one valid character
    ]
    items = list(read_jsonl(_write(tmp_path / "u.jsonl", lines), MAX))
    assert _reasons(items) == [
        (1, "invalid_unicode", "s1"), (2, "invalid_unicode", "s2"), (3, "invalid_unicode", "s3"),
        (4, "invalid_unicode", "s4"), (5, "invalid_unicode", "s5"), (6, "invalid_unicode", "s6"),
        (7, "invalid_unicode", "s7"), (8, "nul_character", "n1"), (9, "nul_character", "n2"),
        (10, "nul_character", "n3"), (11, "nul_character", "n4"), (12, "nul_character", "n5"),
        (13, "binary_content", "n6"), (14, "bad_id", None), (15, "bad_id", None), (16, None, "ok"),
    ]  # fmt: skip
    assert items[-1].text == "\U0001f600 a proper pair"
    for r in items[:-1]:
        if isinstance(r, Reject):
            r.message.encode("utf-8")  # printable: no surrogate in a message
            assert "\x00" not in r.message and "fine" not in r.message


def test_ids_are_non_empty_strings_within_the_limit_and_never_echoed(tmp_path: Path) -> None:
    bad_ids = [PHI_ID, ["MRN-44170923"], 44170923, 4.5, True, None, "", "   ", "x" * 201, "a\tb", "a\nb", "a\x85b"]
    lines = [json.dumps({"id": v, "text": "Seen today."}).encode() for v in bad_ids]
    lines.append(json.dumps({"note_id": "y" * 200, "text": "Seen today."}).encode())  # exactly the limit
    lines.append(json.dumps({"text": "no id at all"}).encode())
    items = list(read_jsonl(_write(tmp_path / "ids.jsonl", lines), MAX))
    assert [(i.line_no, getattr(i, "reason", None)) for i in items] == [
        *((n, "bad_id") for n in range(1, len(bad_ids) + 1)),
        (len(bad_ids) + 1, None),
        (len(bad_ids) + 2, "missing_id"),
    ]
    assert items[-2].note_id == "y" * 200  # stored whole, not cut
    for r in items[: len(bad_ids)]:
        assert r.note_id is None
        assert "MRN" not in r.message and "Roe" not in r.message and "44170923" not in r.message
        assert "True" not in r.message and "xxxxxxxx" not in r.message


def test_patient_id_dates_language_and_numbers(tmp_path: Path) -> None:
    rows = [
        {"id": "p1", "text": "t", "patient_id": 12345},  # numbers and booleans are not coerced
        {"id": "p2", "text": "t", "meta": {"patient_id": True}},
        {"id": "p3", "text": "t", "patient_id": PHI_ID},
        {"id": "p4", "text": "t", "patient_id": "P" * 201},
        {"id": "p5", "text": "t", "patient_id": ""},  # empty: no patient id
        {"id": "p6", "text": "t", "note_date": "2020-01-01" * 5},  # longer than notes.note_date (40)
        {"id": "p7", "text": "t", "language": "english-us"},  # longer than notes.language (8): not cut
        {"id": "p8", "text": "t", "note_date": 20200101},
        {"id": "p9", "text": "t", "meta": {"weight": float("nan")}},  # json.dumps writes NaN
        {"id": "p10", "text": "t", "meta": {"n": [1, 2, {"x": float("inf")}]}},
        {"id": "p11", "text": "t", "patient_id": "P-77", "note_date": "2020-01-02", "language": "es"},
    ]
    lines = [json.dumps(r).encode() for r in rows] + [b'{"id": "p12", "text": "t", "meta": {"v": 1e400}}']
    items = list(read_jsonl(_write(tmp_path / "f.jsonl", lines), MAX))
    assert _reasons(items) == [
        (1, "bad_patient_id", "p1"), (2, "bad_patient_id", "p2"), (3, "bad_patient_id", "p3"),
        (4, "bad_patient_id", "p4"), (5, None, "p5"), (6, "bad_field", "p6"), (7, "bad_field", "p7"),
        (8, "bad_field", "p8"), (9, "bad_field", "p9"), (10, "bad_field", "p10"), (11, None, "p11"),
        (12, "bad_field", "p12"),
    ]  # fmt: skip
    assert items[4].patient_id is None
    assert (items[10].patient_id, items[10].note_date, items[10].language) == ("P-77", "2020-01-02", "es")
    assert all("MRN" not in i.message and "12345" not in i.message for i in items if isinstance(i, Reject))


def test_lines_the_parser_cannot_take_are_rejects_not_crashes(tmp_path: Path) -> None:
    deep = b'{"id": "d", "text": "t", "meta": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    huge_int = b'{"id": "h", "text": "t", "meta": {"n": ' + b"9" * 5000 + b"}}"
    good = json.dumps({"id": "g", "text": "Seen."}).encode()
    items = list(read_jsonl(_write(tmp_path / "p.jsonl", [deep, huge_int, good]), MAX))
    assert _reasons(items) == [(1, "malformed_json", None), (2, "malformed_json", None), (3, None, "g")]


def test_csv_ids_and_cells_are_validated_the_same_way(tmp_path: Path) -> None:
    p = tmp_path / "in.csv"
    long_id = "z" * 201
    p.write_text(
        "note_id,patient_id,text,meta\n"
        ',P1,"Seen today.",\n'  # empty id cell
        f'{long_id},P1,"Seen today.",\n'
        f"{long_id}\n"  # too short a row: its (invalid) id is not named either
        'c4,P1,"Seen today.","{""who"": ""a\\u0000b""}"\n'  # NUL inside the meta JSON
        'c5,P1,"Seen today.","{""who"": ""\\ud800""}"\n'
        'c6,P1,"Seen today.","{""n"": NaN}"\n'
        'c7,P1,"Seen today.",\n',
        encoding="utf-8",
    )
    items = list(read_notes(p, MAX))
    assert _reasons(items) == [
        (2, "bad_id", None), (3, "bad_id", None), (4, "missing_columns", None), (5, "nul_character", "c4"),
        (6, "invalid_unicode", "c5"), (7, "bad_field", "c6"), (8, None, "c7"),
    ]  # fmt: skip


def test_format_is_chosen_not_guessed(tmp_path: Path) -> None:
    p = tmp_path / "notes.txt"
    p.write_text("note_id,text\na,Seen today.\n")
    with pytest.raises(InputFormatError, match=r"unknown input format 'txt'.*--format"):
        read_notes(p, MAX)
    (item,) = list(read_notes(p, MAX, "csv"))
    assert isinstance(item, IncomingNote) and item.note_id == "a"
    bad_header = tmp_path / "h.csv"
    bad_header.write_text("id,body\n1,x\n")
    with pytest.raises(InputFormatError):  # on the call, before any record (nothing written yet)
        read_notes(bad_header, MAX)
