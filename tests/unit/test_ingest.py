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
