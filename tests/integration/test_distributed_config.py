"""Celery wiring, retry classification, merge-policy settings and the requeue/status commands (no worker
processes here; the end-to-end behaviour is in test_distributed.py)."""

from __future__ import annotations

import pytest
import sqlalchemy.exc
from celery.exceptions import Retry
from deidq.db.session import get_engine
from deidq.workers.celery_app import app, queue_for_role, route_task
from deidq.workers.merge.policy_env import merge_policy
from deidq.workers.tasks import StageError, TransientStageError, _fail, batch_canvas
from sqlalchemy import text
from typer.testing import CliRunner

from deidq.cli import app as cli
from deidq.config import Settings, SettingsError


def test_celery_reliability_settings() -> None:
    c = app.conf
    assert c.task_acks_late and c.worker_prefetch_multiplier == 1
    # a dead pool process fails its task (WorkerLostError); the scheduler re-dispatches it, counting the loss
    assert not c.task_reject_on_worker_lost
    assert c.task_serializer == "json" and c.accept_content == ["json"] and c.result_serializer == "json"
    assert c.task_time_limit and c.task_soft_time_limit < c.task_time_limit
    assert {q.name for q in c.task_queues} == {"rules", "model", "merge"}
    assert not c.result_extended  # task arguments are not copied into the result backend


def test_routes_by_task_name_and_role() -> None:
    assert route_task("deidq.detect", ["model", [1]], {}, {}) == {"queue": "model"}
    assert route_task("deidq.detect", ["rules", [1]], {}, {}) == {"queue": "rules"}
    assert route_task("deidq.merge", [[], 1, [1]], {}, {}) == {"queue": "merge"}
    assert queue_for_role("boom") == "rules"


def test_canvas_carries_ids_only() -> None:
    sig = batch_canvas(["rules", "model"], 7, [3, 4, 5])
    header = list(sig.tasks)
    assert [(t.task, t.args, t.options["queue"]) for t in header] == [
        ("deidq.detect", ("rules", [3, 4, 5]), "rules"),
        ("deidq.detect", ("model", [3, 4, 5]), "model"),
    ]
    assert (sig.body.task, sig.body.args, sig.body.options["queue"]) == ("deidq.merge", (7, [3, 4, 5]), "merge")


class _FakeTask:
    class request:  # mimics celery task.request
        retries = 0

    def retry(self, exc=None, countdown=None, max_retries=None):
        return Retry(exc=exc, when=countdown)


def test_transient_errors_retry_deterministic_do_not_and_messages_are_sanitised() -> None:
    lost = sqlalchemy.exc.OperationalError("INSERT ...", {"deidentified_text": "SECRET"}, Exception("conn lost"))
    with pytest.raises(Retry) as r:
        _fail(_FakeTask(), lost, stage="merge", role="merge", transient=(sqlalchemy.exc.OperationalError,))
    assert isinstance(r.value.exc, TransientStageError) and str(r.value.exc) == "OperationalError"
    with pytest.raises(StageError) as e:
        _fail(_FakeTask(), ValueError("note text SECRET"), stage="detect", role="rules", transient=())
    assert str(e.value) == "ValueError" and "SECRET" not in repr(e.value)
    assert e.value.__cause__ is None and e.value.__suppress_context__
    exhausted = _FakeTask()
    exhausted.request = type("R", (), {"retries": 99})
    with pytest.raises(TransientStageError):
        _fail(exhausted, lost, stage="merge", role="merge", transient=(sqlalchemy.exc.OperationalError,))


def test_merge_policy_from_settings() -> None:
    p = merge_policy(Settings.from_env({"DEIDQ_MERGE_MODE": "vote", "DEIDQ_MERGE_MIN_VOTES": "2",
                                        "DEIDQ_MERGE_WEIGHTS": "rules=1.0, model=0.8"}))  # fmt: skip
    assert (p.mode, p.min_votes, dict(p.weights)) == ("vote", 2, {"rules": 1.0, "model": 0.8})
    assert merge_policy(Settings.from_env({})).mode == "any"
    for bad in ({"DEIDQ_MERGE_MODE": "most"}, {"DEIDQ_MERGE_WEIGHTS": "rules:1"}, {"DEIDQ_MERGE_MIN_VOTES": "x"},
                {"DEIDQ_MERGE_MIN_VOTES": "0"}):  # fmt: skip
        with pytest.raises(SettingsError, match=next(iter(bad))):
            Settings.from_env(bad)


def test_requeue_and_status_commands(pg_clean: str, redis_url: str) -> None:
    with get_engine(pg_clean).begin() as c:
        c.execute(text("INSERT INTO runs (kind, mode, status) VALUES ('distributed', 'redact', 'running')"))
        for i, st in enumerate(["failed", "failed", "rejected", "done", "claimed"]):
            c.execute(
                text("INSERT INTO notes (note_id, text, status, attempts, error_code, last_run_id, lease_owner) "
                     "VALUES (:i, 'x', :s, 3, :e, 1, :o)"),
                {"i": f"n{i}", "s": st, "e": "detector_error:X" if st == "failed" else None,
                 "o": "scheduler:h:1" if st == "claimed" else None},
            )  # fmt: skip
    runner = CliRunner()
    res = runner.invoke(cli, ["status", "--database-url", pg_clean, "--broker-url", redis_url])
    assert res.exit_code == 0, res.output
    assert "queues (waiting messages): rules=0, model=0, merge=0" in res.output
    assert "scheduler:h:1" in res.output and "run 1 failures: detector_error:X=2" in res.output
    res = runner.invoke(cli, ["requeue", "--rejected", "--database-url", pg_clean])
    assert res.exit_code == 2 and "rejected input stays rejected" in res.output
    res = runner.invoke(cli, ["requeue", "--failed", "--database-url", pg_clean])
    assert res.exit_code == 0 and "requeued 2 failed notes" in res.output
    with get_engine(pg_clean).connect() as c:
        rows = dict(c.execute(text("SELECT status, count(*) FROM notes GROUP BY status")).all())
        attempts = c.execute(text("SELECT max(attempts) FROM notes WHERE status = 'pending'")).scalar_one()
    assert rows == {"pending": 2, "rejected": 1, "done": 1, "claimed": 1} and attempts == 0


def test_scheduler_refuses_sqlite(tmp_path) -> None:
    res = CliRunner().invoke(cli, ["scheduler", "--database-url", f"sqlite:///{tmp_path / 'x.sqlite'}", "--drain"])
    assert res.exit_code == 2 and "PostgreSQL" in res.output
