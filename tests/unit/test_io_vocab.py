"""Issue 18 vocabulary: one seam for files (deidq.io), one span/document type, one tokenisation, enums."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from deidq.models.bilstm_crf import data as train_data
from deidq.workers.core import scoring
from deidq.workers.core.document import Document
from deidq.workers.core.labels import LABELS, Label
from deidq.workers.core.spans import Span
from deidq.workers.core.vocab import Decision, NoteStatus, RenderMode, RunStatus, TagOutput

from deidq import io as dio
from deidq.evaluation import metrics
from deidq.ingest import IncomingNote, Reject
from deidq.io.jsonl import doc_to_obj, span_from_dict
from deidq.io.records import iter_csv_records, iter_jsonl_records

TEXT = "Seen by Dr. Ana Ruiz on 03/04/2021, AB12."


def test_read_notes_seam_keeps_ingest_reason_codes(tmp_path: Path) -> None:
    p = tmp_path / "in.jsonl"
    p.write_bytes(
        b"\n".join([json.dumps({"id": "a", "text": TEXT}).encode(), b'{"id": "b", "text": "caf\xe9"}', b"{bad"]) + b"\n"
    )
    items = list(dio.read_notes(p, 1000))
    assert isinstance(items[0], IncomingNote) and items[0].record == {"id": "a", "text": TEXT}
    assert [(i.line_no, i.reason) for i in items[1:] if isinstance(i, Reject)] == [
        (2, "invalid_utf8"),
        (3, "malformed_json"),
    ]


def test_jsonl_documents_reject_bad_lines_with_line_number(tmp_path: Path) -> None:
    p = tmp_path / "g.jsonl"
    p.write_text(json.dumps({"id": "a", "text": TEXT, "spans": []}) + "\n{oops\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"g.jsonl:2: malformed_json"):
        list(dio.read_documents(p))


def test_csv_notes_and_documents_share_one_row_reader(tmp_path: Path) -> None:
    p = tmp_path / "n.csv"
    spans = json.dumps([{"start": 12, "end": 20, "label": "NAME", "type": "DOCTOR"}])
    p.write_text(
        "note_id,text,meta,spans\n"
        f'n1,"{TEXT}","{{""language"": ""en""}}","{spans.replace(chr(34), chr(34) * 2)}"\n'
        "n2\n",
        encoding="utf-8",
    )
    recs = list(iter_csv_records(p))
    assert [r.reason for r in recs] == [None, "missing_columns"] and recs[1].note_id == "n2"
    notes = list(dio.read_notes(p, 1000))
    assert isinstance(notes[0], IncomingNote) and notes[0].language == "en"
    assert isinstance(notes[1], Reject) and notes[1].reason == "missing_columns"
    with pytest.raises(ValueError, match="missing_columns"):
        list(dio.read_documents(p))
    p.write_text(p.read_text(encoding="utf-8").replace("n2\n", ""), encoding="utf-8")
    (doc,) = dio.load_documents(p)
    assert doc.id == "n1" and doc.meta == {"language": "en"}
    assert [(s.start, s.end, s.label, s.type, s.text) for s in doc.spans] == [(12, 20, "NAME", "DOCTOR", "Ana Ruiz")]
    dio.write_documents([doc], tmp_path / "out.csv", "csv")
    (back,) = dio.load_documents(tmp_path / "out.csv")
    assert (back.id, back.text, back.spans) == (doc.id, doc.text, doc.spans)


def test_jsonl_records_are_bytes_exact_per_line(tmp_path: Path) -> None:
    p = tmp_path / "r.jsonl"
    p.write_bytes(b'{"id": 1}\n\n  \n"x"\n')
    recs = list(iter_jsonl_records(p))
    assert [(r.line_no, r.obj, r.reason) for r in recs] == [(1, {"id": 1}, None), (4, "x", None)]


def test_span_json_round_trip_leaves_out_empty_provenance() -> None:
    gold = span_from_dict({"start": 0, "end": 4, "label": "NAME", "orig_label": "PATIENT"}, "Juan")
    assert gold == Span(0, 4, "NAME", "PATIENT", text="Juan")
    obj = doc_to_obj(Document("d", "Juan", [gold]), gold=True)
    assert obj["spans"] == [{"start": 0, "end": 4, "label": "NAME", "type": "PATIENT", "text": "Juan",
                             "orig_label": "PATIENT"}]  # fmt: skip
    pred = span_from_dict({"start": 0, "end": 4, "label": "NAME", "type": "PATIENT", "source": "m@1", "score": 0.5},
                          gold=False)  # fmt: skip
    assert doc_to_obj(Document("d", "Juan", [pred]), gold=False)["spans"][0]["score"] == 0.5


def test_span_pieces_and_detector_dict_unchanged() -> None:
    s = Span(0, 9, "NAME", "DOCTOR", fragments=((0, 3), (6, 9)))
    assert s.pieces == ((0, 3), (6, 9)) and Span(1, 2, "AGE", "AGE").pieces == ((1, 2),)
    # the pipeline's JSON and database rows carry no annotation extras
    assert set(Span(0, 1, "AGE", "AGE", "rules@1", text="x").to_dict()) == {
        "start", "end", "label", "type", "source", "score", "decision", "sources"
    }  # fmt: skip


def test_one_tokenisation_for_every_scorer() -> None:
    assert metrics.tokens is scoring.tokens
    assert [TEXT[a:b] for a, b in scoring.tokens(TEXT)][-2:] == ["AB", "12"]
    assert train_data.strict_prf is scoring.strict_prf
    res = scoring.strict_prf([("d", 0, 4, "X"), ("d", 5, 6, "Y")], [("d", 0, 4, "X"), ("d", 7, 8, "Y")])
    assert res["micro"]["f1"] == 0.5 and res["X"]["f1"] == 1.0 and res["Y"]["recall"] == 0.0


def test_training_reads_core_documents_and_drops_discontinuous(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("Dr. Ana López y Dr. Ruiz", encoding="utf-8")
    (tmp_path / "a.ann").write_text("T1\tDOCTOR 4 7;8 13\tAna López\nT2\tDOCTOR 20 24\tRuiz\n", encoding="utf-8")
    (doc,) = train_data.read_docs(tmp_path)
    assert isinstance(doc, Document) and [(s.start, s.end, s.type) for s in doc.spans] == [(20, 24, "DOCTOR")]


def test_enums_are_the_stored_strings() -> None:
    assert [str(x) for x in NoteStatus] == ["pending", "claimed", "done", "failed", "rejected"]
    assert RunStatus.FINISHED == "finished" and json.dumps({"s": NoteStatus.DONE}) == '{"s": "done"}'
    assert tuple(Label) == LABELS
    assert Decision.TRIMMED == "trimmed" and Decision("vetoed") is Decision.VETOED
    # "tag" is two things: the CLI's spans-only output and the pipeline's inline-tags rendering
    assert TagOutput("tag").render_mode is None
    assert TagOutput("surrogate").render_mode is RenderMode.SURROGATE
    assert RenderMode.INLINE_TAGS == "tag"


def test_a_utf8_byte_order_mark_is_not_part_of_the_first_record(tmp_path) -> None:
    """Issue 20: a BOM lost the first JSONL note and made a CSV lack its note_id column."""
    import json as _json

    from deidq.io.records import iter_csv_records, iter_jsonl_records

    jl = tmp_path / "notes.jsonl"
    jl.write_bytes(b"\xef\xbb\xbf" + _json.dumps({"id": "a", "text": "x"}).encode() + b"\n")
    (rec,) = list(iter_jsonl_records(jl))
    assert rec.reason is None and rec.obj["id"] == "a"
    cs = tmp_path / "notes.csv"
    cs.write_bytes(b"\xef\xbb\xbfnote_id,text\nb,hello\n")
    (row,) = list(iter_csv_records(cs))
    assert row.reason is None and row.obj["note_id"] == "b"
