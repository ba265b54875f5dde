"""`deidq eval` and `deidq bench` end to end through the CLI, with a tiny gold/pred pair and a fake
detector role registered for the test (fast, and independent of the real detectors)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from deidq.workers import registry
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from typer.testing import CliRunner

from deidq.cli import app

GOLD = [
    {"id": "a", "text": "Seen by Dr. Ana Ruiz on 03/04/2021, phone 555-123-4567.",
     "spans": [{"start": 12, "end": 20, "label": "NAME", "orig_label": "DOCTOR", "text": "Ana Ruiz"},
               {"start": 24, "end": 34, "label": "DATE", "orig_label": "DATE", "text": "03/04/2021"},
               {"start": 42, "end": 54, "label": "CONTACT", "orig_label": "PHONE", "text": "555-123-4567"}]},
    {"id": "b", "text": "Patient Tom Lee, 91 years old.",
     "spans": [{"start": 8, "end": 15, "label": "NAME", "orig_label": "PATIENT", "text": "Tom Lee"},
               {"start": 17, "end": 19, "label": "AGE", "orig_label": "AGE", "text": "91"}]},
]  # fmt: skip
PRED = [
    {"id": "a", "text": GOLD[0]["text"],
     "spans": [{"start": 24, "end": 34, "label": "DATE", "type": "DATE", "source": "rules.en.dates@1",
                "sources": ["rules.en.dates@1"], "decision": "kept"},
               {"start": 8, "end": 10, "label": "NAME", "type": "DOCTOR", "source": "model.en@1",
                "sources": ["model.en@1"], "decision": "kept"}]},
    {"id": "b", "text": GOLD[1]["text"],
     "spans": [{"start": 8, "end": 15, "label": "NAME", "type": "PATIENT", "source": "model.en@1",
                "sources": ["model.en@1", "rules.en.names@1"], "decision": "agreed"}]},
]  # fmt: skip


def _write(path: Path, objs: list[dict]) -> Path:
    path.write_text("".join(json.dumps(o) + "\n" for o in objs), encoding="utf-8")
    return path


class DigitsDetector:
    """Fake role: every run of 2+ digits is a DATE."""

    name, version = "fake.en", "0"

    def detect(self, note: Note) -> list[Span]:
        return [Span(m.start(), m.end(), "DATE", "DATE", "fake.en@0") for m in re.finditer(r"\d{2,}", note.text)]

    def detect_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        return [self.detect(n) for n in notes]


def build_fake(language: str, **_: object) -> DigitsDetector:
    return DigitsDetector()


@pytest.fixture
def fake_role(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(registry.ROLE_FACTORIES, "fake", f"{__name__}:build_fake")
    return "fake"


def test_eval_gold_vs_pred(tmp_path: Path) -> None:
    g, p = _write(tmp_path / "gold.jsonl", GOLD), _write(tmp_path / "pred.jsonl", PRED)
    out = tmp_path / "out"
    r = CliRunner().invoke(app, ["eval", "--gold", str(g), "--pred", str(p), "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert "token binary" in r.stdout and "Ana" not in r.stdout  # summary: scores only, no note text
    m = json.loads((out / "metrics.json").read_text())
    assert m["n_gold"] == 5 and m["n_pred"] == 3
    assert m["entity"]["strict"]["label"]["micro"]["tp_gold"] == 2
    assert m["entity"]["relaxed"]["label"]["micro"]["tp_gold"] == 2  # "Dr" does not overlap "Ana Ruiz"
    assert m["hipaa"]["n_gold"] == 5  # AGE 91 counts
    assert set(m["detectors"]) == {"model", "rules"}
    assert "errors" not in m
    errs = [json.loads(x) for x in (out / "errors.jsonl").read_text().splitlines()]
    assert {e["kind"] for e in errs} == {"miss", "false_alarm"}
    html = (out / "report.html").read_text()
    assert "<svg" in html and "Label confusion" in html
    # self-contained: nothing loaded from elsewhere, no note text
    assert not re.search(r"<(script|link|img)\b", html) and "src=" not in html
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", html)
    assert "Ruiz" not in html and "Ruiz" not in (out / "report.md").read_text()
    assert "Ruiz" in (out / "errors.md").read_text()


def test_eval_json_stdout_and_other_formats(tmp_path: Path) -> None:
    from deidq.io import load_documents, write_documents

    g = _write(tmp_path / "gold.jsonl", GOLD)
    write_documents(load_documents(g), tmp_path / "brat", "brat")
    write_documents(load_documents(g), tmp_path / "xml", "i2b2")
    r = CliRunner().invoke(app, ["eval", "--gold", str(tmp_path / "brat"), "--pred", str(tmp_path / "xml"), "--json"])
    assert r.exit_code == 0, r.output
    m = json.loads(r.stdout)
    assert m["entity"]["strict"]["fine"]["micro"]["f1"] == 1.0 and m["token"]["recall"] == 1.0


def test_eval_in_process(tmp_path: Path, fake_role: str) -> None:
    g = _write(tmp_path / "gold.jsonl", GOLD)
    out = tmp_path / "o"
    r = CliRunner().invoke(app, ["eval", "--gold", str(g), "--lang", "en", "--detectors", fake_role, "--out", str(out)])
    assert r.exit_code == 0, r.output
    m = json.loads((out / "metrics.json").read_text())
    assert m["entity"]["strict"]["label"]["per_type"]["DATE"]["tp_gold"] == 0  # 03/04/2021 split in three
    assert m["entity"]["relaxed"]["label"]["per_type"]["DATE"]["recall"] == 1.0
    assert m["detectors_source"] == "merge candidates" and "fake" in m["detectors"]
    assert (out / "predictions.jsonl").exists()


def test_eval_unknown_role_fails_cleanly(tmp_path: Path) -> None:
    g = _write(tmp_path / "gold.jsonl", GOLD)
    r = CliRunner().invoke(app, ["eval", "--gold", str(g), "--lang", "en", "--detectors", "nosuchrole"])
    assert r.exit_code == 2


def test_eval_fails_when_a_configured_role_cannot_load(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a model folder that holds no model: the score would be the rules' alone, read as the system's
    g = _write(tmp_path / "gold.jsonl", GOLD)
    monkeypatch.setenv("DEIDQ_DETECTORS", "rules,model")
    monkeypatch.setenv("DEIDQ_MODEL_DIR_EN", str(tmp_path / "empty"))
    r = CliRunner().invoke(app, ["eval", "--gold", str(g), "--lang", "en", "--out", str(tmp_path / "o")])
    assert r.exit_code == 2 and not (tmp_path / "o" / "metrics.json").exists()
    assert "detector 'model' unavailable" in r.output and "--detectors rules" in r.output


def test_bench_smoke(tmp_path: Path, fake_role: str) -> None:
    g = _write(tmp_path / "corpus.jsonl", GOLD)
    js = tmp_path / "bench.json"
    r = CliRunner().invoke(
        app,
        [
            "bench",
            "--input",
            str(g),
            "--lang",
            "en",
            "--detectors",
            fake_role,
            "--notes",
            "5",
            "--repeats",
            "1",
            "--warmup",
            "1",
            "--note-bytes",
            "300",
            "--json",
            str(js),
        ],
    )
    assert r.exit_code == 0, r.output
    res = json.loads(js.read_text())
    assert res["notes"] == 5 and set(res["stages"]) == {"detector:fake", "merge", "render", "end_to_end"}
    assert res["stages"]["end_to_end"]["notes_per_s"] > 0 and res["peak_rss_mb"] > 0
    assert 300 <= res["mean_note_bytes"] < 330
    assert "p95 ms" in r.stdout


def test_make_notes_sizes() -> None:
    from deidq.evaluation.bench import make_notes

    notes = make_notes(["word " * 100, "más palabras " * 50], 6, target_bytes=1000)
    assert len(notes) == 6 and all(1000 <= len(n.encode()) <= 1010 for n in notes)
