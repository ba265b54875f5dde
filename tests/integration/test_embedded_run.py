"""End to end in embedded mode: enqueue → run → results, with the real rule detectors."""

from __future__ import annotations

import io
import json
import logging
from pathlib import Path

import pytest
from deidq.db.session import transaction
from deidq.db.tables import NoteRow, ResultRow, RunRow, SpanRow
from deidq.scheduler.embedded import run_embedded
from sqlalchemy import func, select
from typer.testing import CliRunner

from deidq.cli import app
from deidq.config import load_settings
from deidq.enqueue import enqueue_file
from deidq.logging_setup import setup_logging

PHI = ["Zebediah Quarrington", "Dr. Philippa Oyelaran", "MRN 48213977", "(617) 555-0142", "zq@example.org"]


def _notes(path: Path, n: int = 12) -> Path:
    rows = []
    for i in range(n):
        text = (
            f"Patient {PHI[0]} ({PHI[2]}) was seen on 03/{i + 1:02d}/2021 by {PHI[1]}.\n"
            f"Call {PHI[3]} or write to {PHI[4]}. Follow up in 2 weeks."
        )
        rows.append({"id": f"n{i}", "text": text, "meta": {"patient_id": f"P{i % 3}", "language": "en"}})
    rows.append({"id": "empty", "text": ""})
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n{broken json " + PHI[0] + "\n")
    return path


@pytest.mark.parametrize("mode", ["redact", "surrogate"])
def test_run_embedded_end_to_end_no_phi_in_logs(db_url: str, tmp_path: Path, mode: str, secret_key_env: str) -> None:
    buf = io.StringIO()
    setup_logging("DEBUG", stream=buf)
    try:
        settings = load_settings(database_url=db_url, mode=mode, detectors=["rules"], data_dir=tmp_path)
        settings.database_url = db_url
        enqueue_file(settings, _notes(tmp_path / "in.jsonl"))
        summary = run_embedded(settings, batch_size=5)
    finally:
        logging.getLogger().handlers = [h for h in logging.getLogger().handlers if not getattr(h, "_deidq", False)]
    assert (summary.notes, summary.done, summary.failed) == (12, 12, 0)
    assert summary.per_label.get("DATE", 0) >= 12 and summary.per_label.get("CONTACT", 0) >= 12
    with transaction(db_url) as s:
        assert s.scalar(select(func.count()).select_from(ResultRow)) == 12
        statuses = dict(s.execute(select(NoteRow.status, func.count()).group_by(NoteRow.status)).all())
        assert statuses == {"done": 12, "rejected": 1}
        texts = list(s.scalars(select(ResultRow.deidentified_text)))
        sources = set(s.scalars(select(SpanRow.source)))
    assert all(src.startswith("rules.en.") and "@" in src for src in sources)
    for t in texts:
        for phi in ("48213977", "(617) 555-0142", "zq@example.org", "03/0"):
            assert phi not in t
    logs = buf.getvalue()
    assert logs.strip(), "expected structured log lines"
    for line in logs.splitlines():
        json.loads(line)  # every line is JSON
    for phi in [*PHI, "Follow up in 2 weeks", "broken json"]:
        assert phi not in logs


def test_deidq_run_cli_on_bundled_samples(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(Path(__file__).resolve().parents[2])
    monkeypatch.delenv("DEIDQ_DATABASE_URL", raising=False)
    monkeypatch.delenv("DEIDQ_SECRET_KEY", raising=False)
    monkeypatch.setenv("DEIDQ_MODEL_RECALL_THRESHOLD", "0.7")
    data = tmp_path / "data"
    res = CliRunner().invoke(app, ["run", "--data-dir", str(data), "--quiet"])
    assert res.exit_code == 0, res.output
    with transaction(f"sqlite:///{data / 'deidq.sqlite'}") as s:
        config = s.scalars(select(RunRow.config)).one()
    # what changes the model's output besides its version is recorded with the run
    assert config["detector_settings"]["model.en"]["recall_threshold"] == 0.7
    assert config["detector_settings"]["model.en"]["members"] >= 1
    assert "PHI found per type" in res.output and "notes:" in res.output
    assert (data / "secret.key").is_file()  # demo generated a key and says where
    assert "secret.key" in res.output
    out = sorted((data / "output").glob("run-*.jsonl"))
    assert out, res.output
    lines = [json.loads(x) for x in out[-1].read_text().splitlines()]
    assert len(lines) >= 50 and all(x["deidentified_text"] for x in lines)
    # a second run finds nothing pending and says so
    res2 = CliRunner().invoke(app, ["run", "--data-dir", str(data), "--quiet"])
    assert res2.exit_code == 0 and "nothing pending" in res2.output
    res3 = CliRunner().invoke(app, ["status", "--database-url", f"sqlite:///{data / 'deidq.sqlite'}"])
    assert res3.exit_code == 0 and "done" in res3.output


def test_unwritable_note_falls_back_to_per_note_writes(db_url: str, tmp_path: Path, monkeypatch) -> None:
    """The merge stage writes a micro-batch in one transaction; if that write fails for a non-transient
    reason, every note is written on its own: the others are done, the bad one is failed closed with
    a reason code, nothing is half-written."""
    from deidq.db import repository

    settings = load_settings(database_url=db_url, mode="redact", detectors=["rules"], data_dir=tmp_path)
    settings.database_url = db_url
    enqueue_file(settings, _notes(tmp_path / "in.jsonl"))
    with transaction(db_url) as s:
        bad_pk = s.scalar(select(NoteRow.id).where(NoteRow.note_id == "n3"))
    real = repository.save_results
    calls: list[int] = []

    def picky(session, *, run_id, mode, outcomes):
        calls.append(len(outcomes))
        if any(o.note_pk == bad_pk for o in outcomes):
            raise ValueError("cannot store this note")
        return real(session, run_id=run_id, mode=mode, outcomes=outcomes)

    monkeypatch.setattr(repository, "save_results", picky)
    settings.max_attempts = 1
    summary = run_embedded(settings, batch_size=6)
    assert (summary.notes, summary.done, summary.failed) == (12, 11, 1)
    assert max(calls) == 6  # whole batches were tried first
    with transaction(db_url) as s:
        bad = s.get(NoteRow, bad_pk)
        assert bad.status == "failed" and bad.error_code == "write_error:ValueError"
        assert s.scalar(select(func.count()).select_from(ResultRow).where(ResultRow.note_pk == bad_pk)) == 0
        assert s.scalar(select(func.count()).select_from(SpanRow).where(SpanRow.note_pk == bad_pk)) == 0
        assert s.scalar(select(func.count()).select_from(ResultRow)) == 11
        assert s.scalar(select(func.count(func.distinct(ResultRow.note_pk)))) == 11
