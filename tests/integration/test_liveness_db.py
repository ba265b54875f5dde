"""Liveness in the database (issue 20): heartbeats, releasing a silent owner's claims with the attempt
refunded, `deidq requeue --owner/--stale`, lost batches (`notes.lost`, DEIDQ_MAX_LOST), runs whose scheduler
went silent closed as `abandoned`. Both backends; the end-to-end faults are in tests/faults/."""

from __future__ import annotations

from datetime import timedelta

from deidq.db import repository as repo
from deidq.db.session import transaction
from deidq.db.tables import HeartbeatRow, NoteRow, RunRow
from sqlalchemy import select, text, update
from typer.testing import CliRunner

from deidq.cli import app


def _notes(db_url: str, n: int) -> int:
    with transaction(db_url) as s:
        for i in range(n):
            s.execute(text("INSERT INTO notes (note_id, text) VALUES (:i, 'x')"), {"i": f"l{i}"})
        return repo.create_run(s, kind="distributed", mode="redact", config={}, versions={})


def _age(db_url: str, *, owner: str | None = None, seconds: float = 60) -> None:
    """Make ``owner``'s heartbeat and claims (or every run's start) look ``seconds`` old."""
    past = repo.utcnow() - timedelta(seconds=seconds)
    with transaction(db_url) as s:
        if owner is None:
            s.execute(update(RunRow).values(started_at=past))
            return
        s.execute(update(HeartbeatRow).where(HeartbeatRow.owner == owner).values(last_seen=past))
        s.execute(update(NoteRow).where(NoteRow.lease_owner == owner).values(updated_at=past))


def _claim(db_url: str, owner: str, run_id: int, n: int) -> list[int]:
    with transaction(db_url) as s:
        repo.beat(s, owner=owner, role="scheduler", host="h", pid=1, run_id=run_id)
        return repo.claim_batch(s, owner=owner, limit=n, lease_seconds=60, run_id=run_id)


def _notes_by_owner(db_url: str) -> dict:
    with transaction(db_url) as s:
        rows = s.execute(select(NoteRow.status, NoteRow.lease_owner, NoteRow.attempts)).all()
    return sorted((tuple(r) for r in rows), key=str)


def test_silent_owner_claims_are_released_with_the_attempt_refunded(db_url: str) -> None:
    run_id = _notes(db_url, 4)
    _claim(db_url, "dead", run_id, 2)
    _claim(db_url, "alive", run_id, 2)
    _age(db_url, owner="dead")
    with transaction(db_url) as s:
        assert repo.live_owners(s, 10) == {"alive": True, "dead": False}
        assert repo.release_silent_claims(s, timeout_s=10) == 2
    assert _notes_by_owner(db_url) == sorted(
        [("claimed", "alive", 1), ("claimed", "alive", 1), ("pending", None, 0), ("pending", None, 0)], key=str
    )
    with transaction(db_url) as s:  # the live owner keeps its claims; renewing touches only its own
        assert repo.release_silent_claims(s, timeout_s=10) == 0
        assert repo.renew_leases(s, "alive", 60) == 2


def test_owner_that_never_beat_is_released_once_its_claims_are_old(db_url: str) -> None:
    run_id = _notes(db_url, 1)
    with transaction(db_url) as s:
        repo.claim_batch(s, owner="old-version", limit=1, lease_seconds=600, run_id=run_id)
        assert repo.release_silent_claims(s, timeout_s=10) == 0  # a fresh claim: its owner may beat soon
    _age(db_url, owner="old-version")
    with transaction(db_url) as s:
        assert repo.release_silent_claims(s, timeout_s=10) == 1


def test_requeue_owner_and_stale(db_url: str) -> None:
    run_id = _notes(db_url, 6)
    _claim(db_url, "scheduler:a", run_id, 2)
    _claim(db_url, "scheduler:b", run_id, 2)
    _claim(db_url, "scheduler:c", run_id, 2)
    _age(db_url, owner="scheduler:b")
    runner = CliRunner()
    res = runner.invoke(app, ["requeue", "--owner", "scheduler:a", "--database-url", db_url])
    assert res.exit_code == 0 and "released 2 notes claimed by scheduler:a" in res.output, res.output
    res = runner.invoke(app, ["requeue", "--stale", "--database-url", db_url])
    assert res.exit_code == 0 and "released 2 notes" in res.output, res.output
    assert [r for r in _notes_by_owner(db_url) if r[0] == "claimed"] == [("claimed", "scheduler:c", 1)] * 2
    with transaction(db_url) as s:
        assert repo.status_counts(s) == {"pending": 4, "claimed": 2}
        assert s.scalar(select(NoteRow.attempts).where(NoteRow.status == "pending").limit(1)) == 0
    res = runner.invoke(app, ["status", "--database-url", db_url, "--no-queues"])
    assert res.exit_code == 0 and "heartbeats" in res.output and "scheduler:c" in res.output, res.output
    assert "silent" in res.output and "live" in res.output


def test_lost_batches_count_only_worker_deaths_and_fail_at_max_lost(db_url: str) -> None:
    run_id = _notes(db_url, 3)
    pks = _claim(db_url, "s", run_id, 3)
    with transaction(db_url) as s:  # the broker lost the messages: not the notes' doing
        kept, failed = repo.mark_lost(s, pks, owner="s", count=False, max_lost=2, lease_seconds=60, run_id=run_id)
        assert (kept, failed) == (pks, 0)
        kept, failed = repo.mark_lost(s, pks[:1], owner="s", count=True, max_lost=2, lease_seconds=60, run_id=run_id)
        assert (kept, failed) == (pks[:1], 0)
        kept, failed = repo.mark_lost(s, pks[:1], owner="s", count=True, max_lost=2, lease_seconds=60, run_id=run_id)
        assert (kept, failed) == ([], 1)
        assert repo.mark_lost(s, pks, owner="other", count=True, max_lost=2, lease_seconds=60, run_id=run_id) == (
            [], 0)  # fmt: skip
        rows = s.execute(select(NoteRow.id, NoteRow.status, NoteRow.lost, NoteRow.attempts, NoteRow.error_code)).all()
    assert sorted(rows) == [(pks[0], "failed", 2, 1, "worker_lost"), (pks[1], "claimed", 0, 1, None),
                            (pks[2], "claimed", 0, 1, None)]  # fmt: skip


def test_runs_of_silent_schedulers_are_abandoned(db_url: str) -> None:
    dead_run = _notes(db_url, 2)
    with transaction(db_url) as s:
        live_run = repo.create_run(s, kind="distributed", mode="redact", config={}, versions={})
        embedded = repo.create_run(s, kind="embedded", mode="redact", config={}, versions={})
    _claim(db_url, "scheduler:dead", dead_run, 1)
    _claim(db_url, "scheduler:live", live_run, 1)
    _age(db_url, owner="scheduler:dead")
    with transaction(db_url) as s:
        assert repo.abandon_silent_runs(s, 10) == []  # all three just started
    _age(db_url)
    with transaction(db_url) as s:
        assert repo.abandon_silent_runs(s, 10) == [dead_run]
        runs = {r.id: (r.status, r.finished_at is not None) for r in s.scalars(select(RunRow))}
    assert runs == {dead_run: ("abandoned", True), live_run: ("running", False), embedded: ("running", False)}


def test_scheduler_retries_closing_its_run_after_a_dropped_connection(db_url: str, monkeypatch) -> None:
    """The fault suite once caught a connection terminated while the scheduler wrote its final counts: the
    scheduler died without closing its run. That write is now retried like the loop's."""
    import sqlalchemy.exc
    from deidq.scheduler.distributed import Scheduler, SchedulerSummary

    from deidq.config import load_settings

    run_id = _notes(db_url, 1)
    settings = load_settings(database_url=db_url)
    settings.database_url = db_url
    sched = Scheduler(settings)  # the default Celery app: nothing is sent
    real, calls = repo.run_sources, []

    def dropped_once(session, rid):
        calls.append(rid)
        if len(calls) == 1:
            raise sqlalchemy.exc.OperationalError("SELECT spans.source", {}, Exception("server closed the connection"))
        return real(session, rid)

    monkeypatch.setattr(repo, "run_sources", dropped_once)
    sched._retrying(lambda: sched._finish_run(SchedulerSummary(run_id=run_id), "finished"))
    assert len(calls) == 2
    with transaction(db_url) as s:
        assert s.scalar(select(RunRow.status).where(RunRow.id == run_id)) == "finished"
