"""A detector plug-in declared in the ``deidq.detectors`` entry-point group works on every path: ``deidq tag``,
``deidq run``, ``deidq eval`` and the stage function the Celery workers run. The plug-in is a real installed
distribution (a ``.dist-info`` folder with ``entry_points.txt`` on the path), found through importlib.metadata."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

TOY_MODULE = """
import re

from deidq.workers.core.spans import Span

PATTERN = re.compile(r"ZZ\\d{4}")


class ToyDetector:
    name = "toy"
    version = "1"

    def __init__(self, language):
        self.language = language

    def detect(self, note):
        return [Span(m.start(), m.end(), "ID", "IDNUM", "toy@1", 1.0) for m in PATTERN.finditer(note.text)]

    def detect_batch(self, notes):
        return [self.detect(n) for n in notes]


def build_detector(language, **options):
    return ToyDetector(language)
"""

TEXT = "Seen today. Badge ZZ1234 was found in the ward."


@pytest.fixture
def plugin_path(tmp_path: Path) -> Path:
    root = tmp_path / "site"
    root.mkdir()
    (root / "toy_deidq_plugin.py").write_text(TOY_MODULE, encoding="utf-8")
    dist = root / "toy_deidq_plugin-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-deidq-plugin\nVersion: 0.1\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text(
        "[deidq.detectors]\ntoy = toy_deidq_plugin:build_detector\n", encoding="utf-8"
    )
    return root


def _env(plugin_path: Path, tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DEIDQ_")}
    env["PYTHONPATH"] = os.pathsep.join([str(plugin_path), env.get("PYTHONPATH", "")])
    env["DEIDQ_DATA_DIR"] = str(tmp_path / "data")
    return env


def _deidq(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    proc = subprocess.run([sys.executable, "-m", "deidq", *args], env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc


def _notes(tmp_path: Path) -> Path:
    path = tmp_path / "notes.jsonl"
    gold = [{"start": TEXT.index("ZZ1234"), "end": TEXT.index("ZZ1234") + 6, "label": "ID", "type": "IDNUM"}]
    path.write_text(json.dumps({"id": "n1", "text": TEXT, "spans": gold, "meta": {"language": "en"}}) + "\n")
    return path


def test_plugin_role_in_deidq_tag(plugin_path: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    _deidq(["tag", "-i", str(_notes(tmp_path)), "-o", str(out), "--detectors", "rules,toy", "--mode", "redact",
            "--lang", "en", "--jobs", "1", "-q"], _env(plugin_path, tmp_path))  # fmt: skip
    obj = json.loads(out.read_text())
    toy = [s for s in obj["spans"] if s["source"] == "toy@1"]
    assert [(s["text"], s["type"]) for s in toy] == [("ZZ1234", "IDNUM")]
    assert toy[0]["detector"] == {"name": "toy", "version": "1", "role": "toy", "language": "en"}
    assert "ZZ1234" not in obj["deidentified_text"]


def test_plugin_role_in_deidq_run(plugin_path: Path, tmp_path: Path) -> None:
    export = tmp_path / "run.jsonl"
    _deidq(["run", "-i", str(_notes(tmp_path)), "--detectors", "toy", "--mode", "redact", "--export", str(export),
            "-q"], _env(plugin_path, tmp_path))  # fmt: skip
    rows = [json.loads(line) for line in export.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["n1"]
    assert rows[0]["phi_spans"] == 1
    assert "ZZ1234" not in rows[0]["deidentified_text"]


def test_plugin_role_in_deidq_eval(plugin_path: Path, tmp_path: Path) -> None:
    proc = _deidq(["eval", "--gold", str(_notes(tmp_path)), "--detectors", "toy", "--lang", "en", "--json"],
                  _env(plugin_path, tmp_path))  # fmt: skip
    metrics = json.loads(proc.stdout)
    assert metrics["token"]["recall"] == 1.0
    assert "toy" in json.dumps(metrics.get("per_detector") or metrics)


def test_plugin_role_in_the_worker_stage(
    plugin_path: Path, tmp_path: Path, sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Celery ``deidq.detect`` task is a thin shell over ``detect_stage``: the plug-in role is routed to the
    rules queue and its spans come back with their detector record."""
    monkeypatch.syspath_prepend(str(plugin_path))
    from deidq.db import repository as repo
    from deidq.db.session import transaction
    from deidq.workers.celery_app import queue_for_role
    from deidq.workers.context import WorkerContext
    from deidq.workers.task_functions import DETECTORS, detect_stage, merge_stage

    from deidq.config import load_settings
    from deidq.enqueue import enqueue_file

    assert queue_for_role("toy") == "rules"
    settings = load_settings(database_url=sqlite_url, detectors=["toy"], mode="redact")
    enqueue_file(settings, _notes(tmp_path))
    with transaction(sqlite_url) as s:
        run_id = repo.create_run(s, kind="embedded", mode="redact", config={}, versions={})
        pks = repo.claim_batch(s, owner="test", limit=10, lease_seconds=60, run_id=run_id)
    ctx = WorkerContext(settings)
    out = detect_stage(ctx, "toy", pks)
    # the detector record travels once per role and language beside the spans, not once per span
    assert out.pop(DETECTORS) == {"en": {"name": "toy", "version": "1", "role": "toy", "language": "en"}}
    (spans,) = out.values()
    assert [(TEXT[d["start"] : d["end"]], d["type"]) for d in spans] == [("ZZ1234", "IDNUM")]
    assert "detector" not in spans[0]
    counts = merge_stage(
        ctx, run_id, pks, {"toy": {**out, DETECTORS: {"en": ctx.pipeline("en").refs["toy"].to_dict()}}}
    )
    assert counts["done"] == 1 and counts["spans"] == 1
