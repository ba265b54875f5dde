"""``deidq audit`` end to end on SQLite and PostgreSQL: every export is logged, the HTML report is
self-contained, and no original PHI reaches any output except the pipeline's de-identified text."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest
from deidq.db import audit_queries as q
from deidq.db.session import get_engine, transaction
from sqlalchemy import text
from typer.testing import CliRunner

from deidq.cli import app
from tests.integration.test_audit_views import NAME, PHI_STRINGS, assert_no_phi, rows, seed

runner = CliRunner()


def audit(*args: str) -> str:
    res = runner.invoke(app, ["audit", *args], catch_exceptions=False)
    assert res.exit_code == 0, res.output
    return res.output


def _clear_log(url: str) -> None:
    with get_engine(url).begin() as c:
        c.execute(text("DELETE FROM audit_access_log"))


def _csv(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def assert_self_contained(html: str) -> None:
    low = html.lower()
    assert low.startswith("<!doctype html>") and "</html>" in low
    for needle in ("<script", "<link", "<iframe", "<img", "<object", "<embed", "@import", "url(", "src=", "href=",
                   "http:", "https:", "//cdn", "javascript:"):  # fmt: skip
        assert needle not in low, needle
    assert "<svg" in low and "<style>" in low


def test_cli_exports_are_logged_and_contain_no_phi(db_url: str, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("USER", "env-auditor")
    _clear_log(db_url)
    ids = seed(db_url)
    run1 = str(ids["run1"])
    out = tmp_path / "out"
    outputs = [
        audit("summary", "--database-url", db_url, "--who", "alice", "--csv", str(out / "summary.csv")),
        audit("trends", "--database-url", db_url, "--who", "alice", "--csv", str(out / "trends.csv")),
        audit("trends", "--database-url", db_url, "--fine", "--since", "2029-12-31"),
        audit("agreement", "--database-url", db_url, "--run-id", run1, "--csv", str(out / "agreement.csv")),
        audit("review", "--database-url", db_url, "--run-id", run1, "--limit", "5", "--csv", str(out / "review.csv")),
        audit(
            "sample",
            "--database-url",
            db_url,
            "--run-id",
            run1,
            "--n",
            "4",
            "--seed",
            "7",
            "--csv",
            str(out / "sample.csv"),
        ),
        audit("sample", "--database-url", db_url, "--run-id", run1, "--n", "3", "--seed", "7"),
        audit("report", "--database-url", db_url, "--run-id", run1, "--html", str(out / "report.html")),
    ]

    summary = {r["run_id"]: r for r in _csv(out / "summary.csv")}
    assert summary[run1]["mode"] == "surrogate" and summary[run1]["detectors"] == "rules,model"
    assert summary[run1]["failed_notes"] == "1" and summary[run1]["kept_spans"] == "48"
    trends = _csv(out / "trends.csv")
    assert {"NAME", "LOCATION"} <= {r["key"] for r in trends} and "2030-01-01" in {r["day"] for r in trends}
    agreement = {r["label"]: r for r in _csv(out / "agreement.csv")}
    assert (agreement["NAME"]["both_roles"], agreement["NAME"]["rules_only"]) == ("8", "12")
    review = _csv(out / "review.csv")
    assert any("low_confidence" in r["reasons"] for r in review)
    assert any(r["item"] == "note" and r["reasons"] == "phi_high" and r["note_id"] == "note-many" for r in review)
    sample = _csv(out / "sample.csv")
    assert len(sample) == 4 and all(r["deidentified_text"] for r in sample)
    assert "Alan Poe" in "".join(r["deidentified_text"] for r in sample)  # surrogates, i.e. pipeline output

    html = (out / "report.html").read_text(encoding="utf-8")
    assert_self_contained(html)
    assert "Agreement between rules and model" in html and "note-many" in html
    assert "Alan Poe" not in html  # neither de-identified text nor surrogates in the report
    # no original PHI in any export or console output (the fixture's de-identified texts are clean)
    for f in out.iterdir():
        assert_no_phi(f.read_text(encoding="utf-8"))
    for o in outputs:
        assert_no_phi(o)

    log = rows(db_url, "SELECT * FROM audit_access_log ORDER BY id")
    assert [r["command"] for r in log] == ["audit summary", "audit trends", "audit trends", "audit agreement",
                                           "audit review", "audit sample", "audit sample", "audit report"]  # fmt: skip
    assert [r["who"] for r in log[:2]] == ["alice", "alice"] and log[2]["who"] == "env-auditor"
    assert log[0]["output"].endswith("summary.csv") and log[2]["output"] == "console"
    assert log[5]["row_count"] == 4 and log[6]["row_count"] == 3 and log[7]["row_count"] > 0
    params = [r["parameters"] if isinstance(r["parameters"], dict) else json.loads(r["parameters"]) for r in log]
    assert params[5] == {"n": 4, "run_id": ids["run1"], "seed": 7}
    assert params[2] == {"fine": True, "since": "2029-12-31"}
    assert log[4]["row_count"] == len(review)
    assert_no_phi(repr(log))
    if db_url.startswith("postgresql"):
        assert {r["db_user"] for r in log} == {"postgres"}


def test_sample_is_reproducible_and_logs_its_seed(db_url: str, tmp_path: Path) -> None:
    _clear_log(db_url)
    ids = seed(db_url)
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    audit("sample", "--database-url", db_url, "--run-id", str(ids["run1"]), "--n", "3", "--seed", "11", "--csv", str(a))
    audit("sample", "--database-url", db_url, "--run-id", str(ids["run1"]), "--n", "3", "--seed", "11", "--csv", str(b))
    assert a.read_text() == b.read_text()
    o = audit("sample", "--database-url", db_url, "--n", "2")  # no seed: a fresh one, printed and logged
    seed_used = int(re.search(r"seed (\d+)", o).group(1))
    last = rows(db_url, "SELECT parameters FROM audit_access_log ORDER BY id DESC")[0]["parameters"]
    last = last if isinstance(last, dict) else json.loads(last)
    assert last["seed"] == seed_used and last["run_id"] is None


def test_no_access_log_no_output(sqlite_url: str, tmp_path: Path) -> None:
    """Fail closed: when the access log cannot be written, nothing is exported."""
    seed(sqlite_url)
    with transaction(sqlite_url) as s:
        s.execute(text("DROP TABLE audit_access_log"))
    target = tmp_path / "s.csv"
    res = runner.invoke(app, ["audit", "sample", "--database-url", sqlite_url, "--n", "2", "--csv", str(target)])
    assert res.exit_code != 0 and not target.exists()
    assert NAME not in res.output and "Alan Poe" not in res.output


def test_missing_views_message(tmp_path: Path) -> None:
    res = runner.invoke(app, ["audit", "summary", "--database-url", f"sqlite:///{tmp_path / 'empty.sqlite'}"])
    assert res.exit_code == 2 and "deidq migrate" in res.output


def test_cli_runs_as_the_auditor_role(pg_clean: str, tmp_path: Path) -> None:
    """A DBA account drops to deidq_auditor for the whole command: every report works on the views alone and
    the access log is still written; reading the log back is refused to the role."""
    _clear_log(pg_clean)
    ids = seed(pg_clean)
    role = ("--database-url", pg_clean, "--role", q.AUDITOR_ROLE, "--who", "bob")
    audit("summary", *role)
    audit("trends", *role)
    audit("agreement", *role)
    audit("review", *role, "--run-id", str(ids["run1"]), "--csv", str(tmp_path / "r.csv"))
    audit("sample", *role, "--run-id", str(ids["run1"]), "--n", "2", "--seed", "1")
    audit("report", *role, "--html", str(tmp_path / "r.html"))
    assert_self_contained((tmp_path / "r.html").read_text())
    log = rows(pg_clean, "SELECT who, command, parameters FROM audit_access_log ORDER BY id")
    assert len(log) == 6 and all(r["who"] == "bob" and r["parameters"]["role"] == q.AUDITOR_ROLE for r in log)
    res = runner.invoke(app, ["audit", "log", "--database-url", pg_clean, "--role", q.AUDITOR_ROLE])
    assert res.exit_code == 1 and "InsufficientPrivilege" in res.output
    assert "bob" in audit("log", "--database-url", pg_clean)  # the owner can read it


def test_role_option_needs_postgresql(sqlite_url: str) -> None:
    res = runner.invoke(app, ["audit", "summary", "--database-url", sqlite_url, "--role", "deidq_auditor"])
    assert res.exit_code == 2 and "PostgreSQL" in res.output


def test_real_pipeline_run_then_audit(tmp_path: Path, secret_key_env: str) -> None:
    """The embedded pipeline (real rule detectors) on SQLite, then every audit export: the only place note
    content may appear is the sample, which is the pipeline's own de-identified text."""
    pytest.importorskip("deidq.workers.rules.detector")
    from deidq.db.migrate import upgrade
    from deidq.scheduler.embedded import run_embedded

    from deidq.config import load_settings
    from deidq.enqueue import enqueue_file

    phi = ["Zebediah Quarrington", "48213977", "(617) 555-0142", "zq@example.org", "03/14/2021"]
    notes = tmp_path / "in.jsonl"
    notes.write_text("\n".join(json.dumps({
        "id": f"n{i}", "meta": {"patient_id": f"P{i % 3}"},
        "text": f"Patient {phi[0]} (MRN {phi[1]}) was seen on {phi[4]}. Call {phi[2]} or write to {phi[3]}.",
    }) for i in range(6)) + "\n")  # fmt: skip
    url = f"sqlite:///{tmp_path / 'deidq.sqlite'}"
    upgrade(url)
    settings = load_settings(database_url=url, mode="redact", detectors=["rules"], data_dir=tmp_path)
    enqueue_file(settings, notes)
    summary = run_embedded(settings, batch_size=4)
    assert summary.done == 6
    out = tmp_path / "out"
    audit("summary", "--database-url", url, "--csv", str(out / "summary.csv"))
    audit("agreement", "--database-url", url, "--csv", str(out / "agreement.csv"))
    audit("review", "--database-url", url, "--csv", str(out / "review.csv"))
    audit("trends", "--database-url", url, "--csv", str(out / "trends.csv"))
    audit("report", "--database-url", url, "--html", str(out / "report.html"))
    audit("sample", "--database-url", url, "--n", "6", "--seed", "3", "--csv", str(out / "sample.csv"))
    assert_self_contained((out / "report.html").read_text())
    assert {r["label"] for r in _csv(out / "agreement.csv")} >= {"CONTACT", "ALL"}
    pipeline_text = {r["deidentified_text"] for r in _csv(out / "sample.csv")}
    assert len(pipeline_text) >= 1
    for f in out.iterdir():
        blob = f.read_text(encoding="utf-8")
        if f.name == "sample.csv":
            for t in pipeline_text:  # whatever the pipeline rendered may appear, nothing else
                blob = blob.replace(t, "")
        for value in phi + PHI_STRINGS:
            assert value not in blob, (f.name, value)
    assert len(rows(url, "SELECT id FROM audit_access_log")) == 6
