"""The ETL contract on both backends: enqueue files and raw SQL inserts; bad input is kept, never lost."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from deidq.db import repository as repo
from deidq.db.session import transaction
from deidq.db.tables import IngestRejectRow, NoteRow, ResultRow, SpanRow, SurrogateRow
from sqlalchemy import func, select, text

from deidq.config import load_settings
from deidq.enqueue import enqueue_file


def _jsonl(path: Path, rows: list) -> Path:
    with open(path, "wb") as fh:
        for r in rows:
            fh.write((r if isinstance(r, bytes) else json.dumps(r).encode()) + b"\n")
    return path


def test_enqueue_bad_input_is_kept_with_reasons(db_url: str, tmp_path: Path) -> None:
    settings = load_settings(database_url=db_url)
    big = "word " * (5 * 1024 * 1024 // 5)
    p = _jsonl(
        tmp_path / "in.jsonl",
        [
            {"id": "ok1", "text": "Seen 1/2/2020.", "meta": {"patient_id": "P1", "language": "en"}},
            {"id": "empty", "text": ""},
            {"id": "huge", "text": big},
            {"id": "nul", "text": "a\x00b"},
            b'{"id": "bad-utf8", "text": "\xff\xfe"}',
            b"{not json",
            {"id": "ok1", "text": "Seen 1/2/2020."},  # same id, same text: unchanged
            {"id": "ok1", "text": "Different text"},  # same id, different text: duplicate
            {"id": "ok2", "text": "Fine."},
        ],
    )
    messages: list[str] = []
    counts = enqueue_file(settings, p, on_reject=messages.append, batch_size=3)
    c = counts.as_dict()
    assert (c["queued"], c["rejected"], c["unparseable"], c["duplicates"], c["unchanged"]) == (2, 3, 2, 1, 1)
    assert c["reasons"] == {"empty_text": 1, "too_large": 1, "binary_content": 1, "invalid_utf8": 1,
                            "malformed_json": 1, "duplicate_note_id": 1}  # fmt: skip
    assert any("line 6" in m for m in messages) and any("huge" in m for m in messages)
    with transaction(db_url) as s:
        rows = {r.note_id: r for r in s.scalars(select(NoteRow))}
        rejects = list(s.scalars(select(IngestRejectRow).order_by(IngestRejectRow.id)))
    assert rows["ok1"].status == "pending" and rows["ok1"].patient_id == "P1" and rows["ok1"].text == "Seen 1/2/2020."
    assert {k: (v.status, v.error_code) for k, v in rows.items() if v.status == "rejected"} == {
        "empty": ("rejected", "empty_text"),
        "huge": ("rejected", "too_large"),
        "nul": ("rejected", "binary_content"),
    }
    # a too-large note keeps its id, status, size and digest, not its text (it is in the source file)
    assert rows["huge"].text is None
    withheld = rows["huge"].meta[repo.TEXT_WITHHELD_KEY]
    assert withheld == {"bytes": len(big.encode()), "sha256": hashlib.sha256(big.encode()).hexdigest()}
    assert not [r for r in rejects if r.raw and len(r.raw) > 1000]  # nor is it anywhere else
    # unparseable lines and binary content are stored whole in ingest_rejects
    by_reason = {r.reason_code: r for r in rejects}
    assert by_reason["invalid_utf8"].raw.strip() == b'{"id": "bad-utf8", "text": "\xff\xfe"}'
    assert by_reason["malformed_json"].line_no == 6
    assert by_reason["binary_content"].raw == b"a\x00b"
    assert by_reason["duplicate_note_id"].note_id == "ok1" and by_reason["duplicate_note_id"].raw == b"Different text"
    # re-running the same file adds no note (its rejects are recorded again, as a log of each load)
    again = enqueue_file(settings, p).as_dict()
    assert (again["queued"], again["unchanged"], again["duplicates"], again["unparseable"]) == (0, 6, 1, 2)
    # the same id with a different too-large text is a duplicate, and its text is not stored either
    _jsonl(p, [{"id": "huge", "text": big + "x"}])
    third = enqueue_file(settings, p).as_dict()
    assert (third["duplicates"], third["queued"]) == (1, 0)
    with transaction(db_url) as s:
        dup = s.scalars(select(IngestRejectRow).where(IngestRejectRow.note_id == "huge")).one()
    assert (dup.reason_code, dup.raw) == ("duplicate_note_id", None)


def test_enqueue_csv(db_url: str, tmp_path: Path) -> None:
    p = tmp_path / "in.csv"
    p.write_text('note_id,patient_id,note_date,text\nc1,P9,2021-01-02,"Note one"\nc2,P9\nc3,,,"Note three"\n')
    c = enqueue_file(load_settings(database_url=db_url), p).as_dict()
    assert (c["queued"], c["unparseable"], c["reasons"]) == (2, 1, {"missing_columns": 1})
    with transaction(db_url) as s:
        assert s.scalar(select(func.count()).select_from(NoteRow).where(NoteRow.status == "pending")) == 2
        assert s.scalar(select(NoteRow.note_date).where(NoteRow.note_id == "c1")) == "2021-01-02"


def test_raw_sql_insert_path_uses_server_defaults(db_url: str) -> None:
    """What a hospital ETL does without our CLI (documented in docs/etl.md)."""
    with transaction(db_url) as s:
        s.execute(text("INSERT INTO notes (note_id, patient_id, text) VALUES ('sql-1', 'P5', 'Seen today.')"))
    with transaction(db_url) as s:
        row = s.scalar(select(NoteRow).where(NoteRow.note_id == "sql-1"))
        assert (row.status, row.language, row.attempts) == ("pending", "en", 0)
        run_id = repo.create_run(s, kind="test", mode="redact", config={}, versions={})
        assert repo.claim_batch(s, owner="t", limit=10, lease_seconds=60, run_id=run_id) == [row.id]


def test_claim_save_result_is_idempotent(db_url: str) -> None:
    with transaction(db_url) as s:
        s.execute(text("INSERT INTO notes (note_id, text) VALUES ('i1', 'Seen by Dr. Ames.')"))
        run_id = repo.create_run(s, kind="test", mode="redact", config={}, versions={})
        (pk,) = repo.claim_batch(s, owner="t", limit=5, lease_seconds=60, run_id=run_id)
        assert repo.claim_batch(s, owner="t2", limit=5, lease_seconds=60, run_id=run_id) == []  # nothing left to claim
    spans = [
        {"start": 12, "end": 16, "label": "NAME", "type": "DOCTOR", "source": "rules.en.name@1", "sources": ["r"],
         "score": 1.0, "decision": "kept", "surrogate": None},
        {"start": 8, "end": 16, "label": "NAME", "type": "DOCTOR", "source": "m@1", "score": 0.4,
         "decision": "subsumed", "kept": False},
    ]  # fmt: skip
    records = [("scopehash", "NAME", "valuehash", "Baker")]
    for _ in range(2):  # a retried task writes the same rows again
        with transaction(db_url) as s:
            repo.save_result(s, note_pk=pk, run_id=run_id, mode="redact", deidentified_text="Seen by Dr. [NAME].",
                             spans=spans, surrogate_records=records)  # fmt: skip
    with transaction(db_url) as s:
        assert s.scalar(select(func.count()).select_from(SpanRow)) == 2
        assert s.scalar(select(func.count()).select_from(ResultRow)) == 1
        assert s.scalar(select(func.count()).select_from(SurrogateRow)) == 1
        assert s.scalar(select(ResultRow.span_count)) == 1
        note = s.get(NoteRow, pk)
        assert (note.status, note.lease_owner, note.last_run_id) == ("done", None, run_id)


def test_errors_retry_then_fail(db_url: str) -> None:
    with transaction(db_url) as s:
        s.execute(text("INSERT INTO notes (note_id, text) VALUES ('e1', 'x')"))
        run_id = repo.create_run(s, kind="test", mode="redact", config={}, versions={})
    statuses = []
    for _ in range(3):
        with transaction(db_url) as s:
            (pk,) = repo.claim_batch(s, owner="t", limit=1, lease_seconds=60, run_id=run_id)
            statuses.append(repo.mark_note_error(s, pk, "detector_error:ValueError", max_attempts=3))
    assert statuses == ["pending", "pending", "failed"]
    with transaction(db_url) as s:
        assert repo.claim_batch(s, owner="t", limit=1, lease_seconds=60, run_id=run_id) == []
        assert repo.error_counts(s) == {"detector_error:ValueError": 1}
        ((nid, code, attempts, _changed, _last_run),) = repo.failed_notes(s, 10)
        assert (nid, code, attempts) == ("e1", "detector_error:ValueError", 3)
    if db_url.startswith("sqlite"):  # the operator's view of the same: deidq status --failed
        from typer.testing import CliRunner

        from deidq.cli import app

        res = CliRunner().invoke(app, ["status", "--database-url", db_url, "--failed", "5"])
        assert res.exit_code == 0 and "failed notes" in res.output and "detector_error:ValueError" in res.output
        assert "e1" in res.output
    with transaction(db_url) as s:
        assert repo.requeue(s, statuses=["failed"]) == 1
        assert repo.status_counts(s) == {"pending": 1}


def test_stale_claim_cannot_write(db_url: str) -> None:
    """A merge from a run whose lease expired must not write once another run has claimed the note."""
    with transaction(db_url) as s:
        s.execute(text("INSERT INTO notes (note_id, text) VALUES ('s1', 'x')"))
        run1 = repo.create_run(s, kind="test", mode="redact", config={}, versions={})
        run2 = repo.create_run(s, kind="test", mode="redact", config={}, versions={})
        (pk,) = repo.claim_batch(s, owner="a", limit=1, lease_seconds=-1, run_id=run1)  # already expired
    with transaction(db_url) as s:
        assert repo.holds_claim(s, pk, run1)
        assert repo.reap_expired_leases(s, max_attempts=3) == (1, 0)
        assert not repo.holds_claim(s, pk, run1)  # back to pending: nobody holds it
        assert repo.claim_batch(s, owner="b", limit=1, lease_seconds=60, run_id=run2) == [pk]
    with transaction(db_url) as s:
        assert not repo.holds_claim(s, pk, run1)
        assert repo.holds_claim(s, pk, run2)


def test_reaper_counts_given_up_notes_in_the_reaping_run(db_url: str) -> None:
    with transaction(db_url) as s:
        s.execute(text("INSERT INTO notes (note_id, text) VALUES ('r1', 'x'), ('r2', 'y')"))
        dead = repo.create_run(s, kind="test", mode="redact", config={}, versions={})
        live = repo.create_run(s, kind="test", mode="redact", config={}, versions={})
        pks = repo.claim_batch(s, owner="dead", limit=2, lease_seconds=-1, run_id=dead)  # already expired
        assert len(pks) == 2
    with transaction(db_url) as s:
        assert repo.reap_expired_leases(s, max_attempts=1, run_id=live) == (0, 2)
        rows = s.execute(select(NoteRow.status, NoteRow.error_code, NoteRow.last_run_id)).all()
    assert sorted(rows) == [("failed", "lease_expired_max_attempts", live)] * 2


def test_enqueue_exit_code_says_whether_anything_was_loaded(tmp_path: Path) -> None:
    """`deidq enqueue`: 0 every record loaded, 1 some rejected (with counts), 2 nothing loaded."""
    import json

    from typer.testing import CliRunner

    from deidq.cli import app

    url = f"sqlite:///{tmp_path / 'db.sqlite'}"
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    good.write_text(json.dumps({"id": "a", "text": "Seen on 03/14/2019."}) + "\n")
    bad.write_bytes(b"{oops\n" + json.dumps({"id": "e", "text": ""}).encode() + b"\n")
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_bytes(json.dumps({"id": "b", "text": "Seen today."}).encode() + b"\n{oops\n")
    runner = CliRunner()
    assert runner.invoke(app, ["enqueue", str(good), "--database-url", url]).exit_code == 0
    res = runner.invoke(app, ["enqueue", str(mixed), "--database-url", url])
    assert res.exit_code == 1 and "enqueued 1 notes" in res.output and "unparseable 1" in res.output
    res = runner.invoke(app, ["enqueue", str(bad), "--database-url", url])
    assert res.exit_code == 2 and "no note loaded" in res.output


# ---------------------------------------------------------------- issue 20: one bad record rejects only itself

PHI_ID = {"mrn": "MRN-44170923", "name": "Jane Q Roe"}


@pytest.fixture
def refusing_db(pg_clean: str):
    """PostgreSQL with a CHECK constraint of the kind a site adds to its own schema: a record that passes our
    validation but that the database refuses (a real error, not a mock). Removed afterwards."""
    with transaction(pg_clean) as s:
        s.execute(text("ALTER TABLE notes ADD CONSTRAINT test_refuse CHECK (patient_id IS DISTINCT FROM 'P-REFUSED')"))
    try:
        yield pg_clean
    finally:
        with transaction(pg_clean) as s:
            s.execute(text("ALTER TABLE notes DROP CONSTRAINT IF EXISTS test_refuse"))


def test_a_refused_insert_falls_back_to_row_by_row(refusing_db: str, tmp_path: Path) -> None:
    rows = [{"id": f"r{i}", "text": f"Note {i}.", "patient_id": "P-1"} for i in range(1, 11)]
    rows[3]["patient_id"] = "P-REFUSED"  # line 4: the database refuses it
    rows.insert(6, b"{oops")  # line 7: an unparseable line in the same batch, stored once
    rows.append({"id": "r2", "text": "Note 2."})  # line 12: unchanged (same id and text, same batch)
    p = _jsonl(tmp_path / "in.jsonl", rows)
    messages: list[str] = []
    c = enqueue_file(load_settings(database_url=refusing_db), p, on_reject=messages.append).as_dict()
    assert (c["queued"], c["refused"], c["unparseable"], c["unchanged"]) == (9, 1, 1, 1)
    assert c["reasons"] == {"db_rejected": 1, "malformed_json": 1}
    assert any(m.startswith("line 4 (note r4): db_rejected") for m in messages)
    with transaction(refusing_db) as s:
        assert sorted(s.scalars(select(NoteRow.note_id))) == sorted(f"r{i}" for i in range(1, 11) if i != 4)
        rejects = s.execute(select(IngestRejectRow.line_no, IngestRejectRow.reason_code, IngestRejectRow.note_id,
                                   IngestRejectRow.raw).order_by(IngestRejectRow.line_no)).all()  # fmt: skip
    assert rejects == [(4, "db_rejected", "r4", b"Note 4."), (7, "malformed_json", None, b"{oops\n")]


def _bad_lines() -> list[tuple[bytes, str]]:
    """Bad records of every kind the reviewer found, each with the reason it must get."""
    return [
        (b'{"id": "x-%d", "text": "Jane Roe \\ud800 seen"}', "invalid_unicode"),
        (b'{"id": "x-%d", "text": "t", "meta": {"who": "Jane\\u0000Roe"}}', "nul_character"),
        (b'{"id": "x-%d", "text": "t", "patient_id": "MRN\\udc00"}', "invalid_unicode"),
        (b'{"id": "x-%d", "text": "t", "meta": {"k\\ud800": "v"}}', "invalid_unicode"),
        (json.dumps({"id": PHI_ID, "text": "Jane Roe seen"}).encode(), "bad_id"),
        (b'{"id": true, "text": "t %d"}', "bad_id"),
        (json.dumps({"id": "L" * 201, "text": "t"}).encode(), "bad_id"),
        (b'{"id": "x-%d", "text": "unterminated', "malformed_json"),
        (b'{"id": "x-%d", "text": "t", "patient_id": {"mrn": "MRN-44170923"}}', "bad_patient_id"),
    ]


def test_twelve_hundred_lines_with_bad_records_spread_through_load_every_good_one(db_url: str,
                                                                                   tmp_path: Path) -> None:  # fmt: skip
    """The reviewer's file: bad records spread through 1,200 lines must not cost a single good note."""
    from typer.testing import CliRunner

    from deidq.cli import app

    kinds = _bad_lines()
    lines: list[bytes] = []
    expected_rejects: dict[int, str] = {}
    for n in range(1, 1201):
        if n % 13 == 5:  # 92 bad lines, in every batch of 500
            line, reason = kinds[(n // 13) % len(kinds)]
            lines.append(line.replace(b"%d", str(n).encode()))
            expected_rejects[n] = reason
        else:
            lines.append(json.dumps({"id": f"note-{n}", "text": f"Seen on 03/14/2019, note {n}."}).encode())
    p = tmp_path / "big.jsonl"
    p.write_bytes(b"\n".join(lines) + b"\n")
    res = CliRunner().invoke(app, ["enqueue", str(p), "--database-url", db_url])
    assert res.exit_code == 1, res.output
    good = 1200 - len(expected_rejects)
    assert f"enqueued {good} notes" in res.output and f"unparseable {len(expected_rejects)}" in res.output
    for secret in ("MRN-44170923", "Jane Q Roe", "LLLLLLLLLL", "True"):
        assert secret not in res.output
    with transaction(db_url) as s:
        assert s.scalar(select(func.count()).select_from(NoteRow).where(NoteRow.status == "pending")) == good
        cols = (IngestRejectRow.line_no, IngestRejectRow.reason_code, IngestRejectRow.note_id)
        got = {line: (reason, nid) for line, reason, nid in s.execute(select(*cols))}
    assert {line: reason for line, (reason, _) in got.items()} == expected_rejects
    for line, (reason, nid) in got.items():  # a reject names its note only when the id itself is valid
        assert nid == (f"x-{line}" if reason in ("invalid_unicode", "nul_character", "bad_patient_id") else None)
