"""Round trips for the JSONL, BRAT, i2b2 and CSV readers and writers (deidq.io)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from deidq.workers.core.document import Doc
from deidq.workers.core.labels import FINE_TYPES
from deidq.workers.core.spans import Span
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deidq.io import detect_format, load_documents, write_documents
from deidq.io.brat import format_ann, parse_ann
from deidq.io.i2b2 import format_i2b2, parse_i2b2

FINE = sorted(FINE_TYPES)
# XML 1.0-safe text, including \r, \n, tabs, "]]>", quotes, accents and astral characters
TEXT_CHARS = st.sampled_from([*"abcXYZ 019-/.,:;\t\n\r\"'<>&]]>éñÜ€", "😀", "ß"])


@st.composite
def docs(draw) -> Doc:
    text = draw(st.text(TEXT_CHARS, min_size=1, max_size=80))
    n = len(text)
    spans = []
    for _ in range(draw(st.integers(0, 5))):
        a = draw(st.integers(0, n - 1))
        b = draw(st.integers(a + 1, n))
        fine = draw(st.sampled_from(FINE))
        spans.append(Span(a, b, FINE_TYPES[fine], fine))
    doc_id = draw(st.from_regex(r"[A-Za-z0-9_-]{1,12}", fullmatch=True))
    return Doc(doc_id, text, sorted(spans, key=lambda s: (s.start, s.end)))


def key(d: Doc) -> tuple:
    return d.text, sorted((s.start, s.end, s.label, s.type, s.pieces) for s in d.spans)


@pytest.mark.parametrize("fmt", ["jsonl", "brat", "i2b2", "csv"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=docs())
def test_round_trip(fmt: str, doc: Doc) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        _round_trip(Path(tmp), fmt, doc)


def _round_trip(tmp_path: Path, fmt: str, doc: Doc) -> None:
    target = tmp_path / f"rt_{fmt}" / {"jsonl": "x.jsonl", "csv": "x.csv"}.get(fmt, "")
    write_documents([doc], target, fmt)
    back = load_documents(target, fmt, gold=True)
    assert len(back) == 1
    assert key(back[0]) == key(doc)
    assert detect_format(target) == fmt


def test_brat_discontinuous_and_coarse_types():
    text = "Dr. Ana López y Dr. Ruiz, Madrid"
    ann = (
        "T1\tDOCTOR 4 7;20 24\tAna Ruiz\nT2\tTERRITORIO 26 32\tMadrid\nT3\tNAME 8 13\tLópez\n#1\tNote\tx\nA1\tNeg T1\n"
    )
    spans = parse_ann(ann, text)
    assert spans[0].fragments == ((4, 7), (20, 24)) and (spans[0].start, spans[0].end) == (4, 24)
    assert spans[0].label == "NAME" and spans[1].label == "LOCATION" and spans[2].label == "NAME"
    out = format_ann(Doc("d", text, spans))
    assert "T1\tDOCTOR 4 7;20 24\tAna Ruiz" in out
    assert parse_ann(out, text)[0].pieces == ((4, 7), (20, 24))


def test_brat_rejects_out_of_range():
    with pytest.raises(ValueError, match="outside"):
        parse_ann("T1\tNAME 0 99\tx\n", "short")


def test_i2b2_reads_official_shape():
    xml = """<?xml version="1.0" encoding="UTF-8" ?>
<deIdi2b2>
<TEXT><![CDATA[Record date: 2067-05-03
Patient John Doe MRN 1234567 in Boston]]></TEXT>
<TAGS>
<DATE id="P0" start="13" end="23" text="2067-05-03" TYPE="DATE" comment="" />
<NAME id="P1" start="32" end="40" text="John Doe" TYPE="PATIENT" comment="" />
<ID id="P2" start="45" end="52" text="1234567" TYPE="MEDICALRECORD" comment="" />
<LOCATION id="P3" start="56" end="62" text="Boston" TYPE="CITY" comment="" />
</TAGS>
</deIdi2b2>
"""
    d = parse_i2b2(xml, "rec1")
    assert [(s.label, s.type, d.text[s.start : s.end]) for s in d.spans] == [
        ("DATE", "DATE", "2067-05-03"), ("NAME", "PATIENT", "John Doe"), ("ID", "MRN", "1234567"),
        ("LOCATION", "CITY", "Boston"),
    ]  # fmt: skip
    again = parse_i2b2(format_i2b2(d), "rec1")
    assert key(again) == key(d)
    assert 'TYPE="MEDICALRECORD"' in format_i2b2(d)


def test_jsonl_gold_prefers_orig_label_pred_prefers_type(tmp_path: Path):
    p = tmp_path / "g.jsonl"
    p.write_text('{"id": "1", "text": "Ana", "spans": [{"start": 0, "end": 3, "label": "NAME", '
                 '"orig_label": "NOMBRE_SUJETO_ASISTENCIA", "type": "PATIENT"}]}\n'
                 '{"id": null, "line": 2, "error": {"code": "empty_text"}}\n', encoding="utf-8")  # fmt: skip
    assert load_documents(p, gold=True)[0].spans[0].type == "NOMBRE_SUJETO_ASISTENCIA"
    assert load_documents(p, gold=False)[0].spans[0].type == "PATIENT"
    assert len(load_documents(p)) == 1  # error records are skipped


def test_detect_format_errors(tmp_path: Path):
    with pytest.raises(ValueError, match="--format"):
        detect_format(tmp_path / "x.docx")
    assert detect_format(tmp_path / "x.csv") == "csv"  # CSV is one of the formats since issue 18
    with pytest.raises(ValueError, match="--format"):
        detect_format(tmp_path)
