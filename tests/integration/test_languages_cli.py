"""An unknown language is a clear error, never a fallback: the CLI exits 2, a worker fails the stored note closed,
an embedded run refuses to start (as before the language records)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from deidq.db import repository as repo
from deidq.db.session import transaction
from deidq.db.tables import NoteRow, ResultRow
from deidq.scheduler.embedded import run_embedded
from deidq.workers.context import WorkerContext
from deidq.workers.languages import UnknownLanguage
from deidq.workers.task_functions import detect_stage, merge_stage
from sqlalchemy import func, select
from typer.testing import CliRunner

from deidq.cli import app
from deidq.config import load_settings
from deidq.enqueue import enqueue_file


def test_tag_with_an_unknown_language_exits_2_and_says_how_to_add_one(tmp_path: Path) -> None:
    inp = tmp_path / "in.jsonl"
    inp.write_text(json.dumps({"id": "a", "text": "Vu le 03/04/2020 par le Dr Martin."}) + "\n")
    res = CliRunner().invoke(app, ["tag", "-i", str(inp), "-o", str(tmp_path / "o.jsonl"), "--lang", "fr"])
    assert res.exit_code == 2, res.output
    out = " ".join(res.output.split())  # rich wraps long lines
    assert "unknown language 'fr'; supported languages: en, es" in out
    assert "add workers/languages/<code>/, rules packs in workers/rules/packs/<code>/" in out
    assert "Martin" not in res.output and not (tmp_path / "o.jsonl").exists()


def test_tag_normalises_a_regional_code(tmp_path: Path) -> None:
    inp = tmp_path / "in.jsonl"
    inp.write_text(json.dumps({"id": "a", "text": "Seen on 03/04/2020."}) + "\n")
    res = CliRunner().invoke(
        app, ["tag", "-i", str(inp), "-o", str(tmp_path / "o.jsonl"), "--lang", "EN-us", "--detectors", "rules"]
    )
    assert res.exit_code == 0, res.output
    (row,) = [json.loads(line) for line in (tmp_path / "o.jsonl").read_text().splitlines()]
    assert [(s["text"], s["source"].split(".")[1]) for s in row["spans"]] == [("03/04/2020", "en")]


def _enqueue_en_and_fr(db_url: str, tmp_path: Path):
    settings = load_settings(database_url=db_url, mode="redact", detectors=["rules"], data_dir=tmp_path)
    settings.database_url = db_url
    settings.max_attempts = 1
    rows = [{"id": "en1", "text": "Seen on 03/04/2020.", "meta": {"language": "en-US"}},
            {"id": "fr1", "text": "Vu le 03/04/2020.", "meta": {"language": "fr"}}]  # fmt: skip
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    enqueue_file(settings, path)
    return settings


def test_a_stored_note_in_an_unknown_language_fails_closed_in_the_workers(db_url: str, tmp_path: Path) -> None:
    settings = _enqueue_en_and_fr(db_url, tmp_path)
    ctx = WorkerContext(settings)
    with transaction(db_url) as s:
        run_id = repo.create_run(s, kind="test", mode="redact", config={}, versions={})
        pks = repo.claim_batch(s, owner="t", limit=10, lease_seconds=60, run_id=run_id)
        by_id = {s.get(NoteRow, pk).note_id: pk for pk in pks}
    detections = {"rules": detect_stage(ctx, "rules", pks)}
    assert detections["rules"][str(by_id["fr1"])] == {"error": "detector_unavailable:rules"}
    assert isinstance(detections["rules"][str(by_id["en1"])], list)
    merge_stage(ctx, run_id, pks, detections)
    with transaction(db_url) as s:
        fr, en = s.get(NoteRow, by_id["fr1"]), s.get(NoteRow, by_id["en1"])
        assert (fr.status, fr.error_code, en.status) == ("failed", "detector_unavailable:rules", "done")
        assert s.scalar(select(func.count()).select_from(ResultRow).where(ResultRow.note_pk == fr.id)) == 0


def test_an_embedded_run_with_an_unknown_language_refuses_to_start(db_url: str, tmp_path: Path) -> None:
    settings = _enqueue_en_and_fr(db_url, tmp_path)
    with pytest.raises(UnknownLanguage, match="'fr'"):
        run_embedded(settings, batch_size=5)
    with transaction(db_url) as s:  # nothing claimed, nothing released
        assert set(s.scalars(select(NoteRow.status))) == {"pending"}
        assert s.scalar(select(func.count()).select_from(ResultRow)) == 0
