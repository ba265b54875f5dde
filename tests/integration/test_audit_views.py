"""Auditor views (migration 0002), the deidq_auditor role and the review-queue logic, against real
PostgreSQL (and SQLite where the behaviour is shared).

Fixture notes carry distinctive fake PHI; no view, report or export may contain any of it."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from deidq.db import audit_queries as q
from deidq.db import repository as repo
from deidq.db.session import get_engine, transaction
from deidq.db.tables import NoteRow
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

from deidq.audit import reports

# Distinctive fake PHI: none of these strings may appear in any audit view or export.
NAME = "Zebulon Fairweather-Quist"
MRN = "MRN 77120934"
PHONE = "(555) 013-2468"
PLACE = "Thornbury Clinic"
DATE = "2021-03-04"
PATIENT_ID = "PAT-9913372"
EXTRA_NAMES = [f"Ottoline{c}x Brackenridge" for c in "ABCDEFGHIJKL"]
PHI_STRINGS = [NAME, MRN, "77120934", PHONE, "013-2468", PLACE, DATE, PATIENT_ID, *EXTRA_NAMES, "Brackenridge",
               "Fairweather"]  # fmt: skip

SURROGATES = {"NAME": "Alan Poe", "ID": "MRN 10000001", "CONTACT": "(555) 000-0000", "LOCATION": "Elm Hospital",
              "DATE": "2021-04-01"}  # fmt: skip
R = "rules.en.{}@1.0"
M = "bilstm_crf.en@0.3"
VERSIONS = {"rules.en": "rules.en@1.0+pack", "model.en": M}


def _span(text_: str, value: str, label: str, type_: str, source: str, sources: list[str], score: float,
          decision: str, *, cut: tuple[int, int] | None = None) -> dict[str, Any]:  # fmt: skip
    a = text_.index(value)
    b = a + len(value)
    if cut:
        a, b = a + cut[0], a + cut[1]
    kept = decision in ("agreed", "kept", "won_conflict", "trimmed")
    return {"start": a, "end": b, "label": label, "type": type_, "source": source, "sources": sources,
            "score": score, "decision": decision, "surrogate": SURROGATES.get(label) if kept else None,
            "kept": kept}  # fmt: skip


def _render(text_: str, spans: list[dict[str, Any]]) -> str:
    out, pos = [], 0
    for s in sorted((s for s in spans if s["kept"]), key=lambda s: s["start"]):
        out += [text_[pos : s["start"]], s["surrogate"] or f"[{s['label']}]"]
        pos = s["end"]
    return "".join([*out, text_[pos:]])


def seed(url: str) -> dict[str, Any]:
    """Run 1 (rules+model, surrogate): 7 regular notes, 1 with many names (outlier), 1 without PHI, one failed;
    plus a rejected and a pending note. Run 2 (rules only, redact) reprocesses note 0."""
    ids: dict[str, Any] = {"notes": {}}
    with transaction(url) as s:
        run1 = repo.create_run(s, kind="embedded", mode="surrogate", config={"detectors": ["rules", "model"]},
                               versions=VERSIONS)  # fmt: skip
        ids["run1"] = run1
        texts = {}
        for i in range(7):
            texts[f"n{i}"] = (f"Patient {NAME} ({MRN}) seen at {PLACE} on {DATE}. Call {PHONE} about results. "
                              f"Visit {i}.")  # fmt: skip
        texts["many"] = "Family meeting: " + ", ".join(EXTRA_NAMES) + f" and {NAME}."
        texts["none"] = "Stable overnight. Continue current medications and reassess tomorrow morning."
        texts["failed"] = f"Patient {NAME} could not be processed."
        texts["rejected"] = f"{NAME} binary junk"
        texts["pending"] = f"Pending note about {NAME}."
        for key, t in texts.items():
            row = NoteRow(note_id=f"note-{key}", patient_id=PATIENT_ID, note_date=DATE, language="en", text=t,
                          status="claimed", source="fixture.jsonl")  # fmt: skip
            if key == "rejected":
                row.status, row.error_code = "rejected", "binary_content"
            if key == "pending":
                row.status = "pending"
            s.add(row)
            s.flush()
            ids["notes"][key] = row.id
        for i in range(7):
            t = texts[f"n{i}"]
            spans = [
                _span(t, NAME, "NAME", "PATIENT", R.format("name"), sorted([R.format("name"), M]), 0.95, "agreed"),
                _span(t, MRN, "ID", "MRN", R.format("mrn"), [R.format("mrn")], 1.0, "kept"),
                _span(t, PLACE, "LOCATION", "HOSPITAL", M, [M], 0.42, "kept"),
                _span(t, DATE, "DATE", "DATE", M, sorted([R.format("date"), M]), 0.99, "agreed"),
                _span(t, PHONE, "CONTACT", "PHONE", R.format("phone"), [R.format("phone")], 1.0, "won_conflict"),
                _span(t, PHONE, "ID", "IDNUM", M, [M], 0.61, "lost_conflict", cut=(6, 14)),
            ]
            repo.save_result(s, note_pk=ids["notes"][f"n{i}"], run_id=run1, mode="surrogate",
                             deidentified_text=_render(t, spans), spans=spans)  # fmt: skip
        t = texts["many"]
        spans = [_span(t, n, "NAME", "FAMILY", R.format("name"), [R.format("name")], 0.9, "kept") for n in EXTRA_NAMES]
        spans.append(_span(t, NAME, "NAME", "PATIENT", R.format("name"), sorted([R.format("name"), M]), 0.95, "agreed"))
        repo.save_result(s, note_pk=ids["notes"]["many"], run_id=run1, mode="surrogate",
                         deidentified_text=_render(t, spans), spans=spans)  # fmt: skip
        repo.save_result(s, note_pk=ids["notes"]["none"], run_id=run1, mode="surrogate",
                         deidentified_text=texts["none"], spans=[])  # fmt: skip
        repo.fail_note(s, ids["notes"]["failed"], "detector_error:ValueError", run_id=run1)
        repo.finish_run(s, run1, {"notes": 10, "done": 9, "failed": 1, "retried": 0, "spans": 48,
                                  "per_label": {"NAME": 21}})  # fmt: skip
        # a surrogate-map row whose hashes must stay invisible to auditors
        s.execute(
            text("INSERT INTO surrogates (scope_hash, kind, value_hash, surrogate) VALUES ('s', 'NAME', 'h', 'x')")
        )
        s.execute(text("INSERT INTO ingest_rejects (source, line_no, reason_code, raw) "
                       "VALUES ('f', 3, 'bad_json', :r)"), {"r": NAME.encode()})  # fmt: skip
    with transaction(url) as s:  # run 1 happened "yesterday": two days in the trends
        s.execute(text("UPDATE results SET created_at = :t WHERE run_id = :r"),
                  {"t": "2030-01-01 10:00:00", "r": run1})  # fmt: skip
    with transaction(url) as s:
        run2 = repo.create_run(s, kind="embedded", mode="redact", config={"detectors": ["rules"]}, versions=VERSIONS)
        ids["run2"] = run2
        t = texts["n0"]
        spans = [_span(t, v, lab, typ, R.format(typ.lower()), [R.format(typ.lower())], 0.9, "kept")
                 for v, lab, typ in ((NAME, "NAME", "PATIENT"), (MRN, "ID", "MRN"), (PLACE, "LOCATION", "HOSPITAL"),
                                     (DATE, "DATE", "DATE"), (PHONE, "CONTACT", "PHONE"))]  # fmt: skip
        for sp in spans:
            sp["surrogate"] = None
        repo.save_result(s, note_pk=ids["notes"]["n0"], run_id=run2, mode="redact",
                         deidentified_text=_render(t, spans), spans=spans)  # fmt: skip
        repo.finish_run(s, run2, {"notes": 1, "done": 1, "failed": 0, "retried": 0, "spans": 5})
    ids["texts"] = texts
    return ids


def rows(url: str, sql: str, **params: Any) -> list[dict[str, Any]]:
    with transaction(url) as s:
        return [dict(r._mapping) for r in s.execute(text(sql), params)]


def assert_no_phi(blob: str) -> None:
    for phi in PHI_STRINGS:
        assert phi not in blob, f"original PHI {phi!r} leaked"


@pytest.fixture
def seeded(db_url: str) -> tuple[str, dict[str, Any]]:
    with get_engine(db_url).begin() as c:
        c.execute(text("DELETE FROM audit_access_log"))
    return db_url, seed(db_url)


# ---------------------------------------------------------------- views


def test_views_return_the_right_rows(seeded) -> None:
    url, ids = seeded
    run1 = rows(url, "SELECT * FROM audit_runs WHERE run_id = :r", r=ids["run1"])[0]
    assert (run1["mode"], run1["uses_rules"], run1["uses_model"]) == ("surrogate", 1, 1)
    assert (run1["notes"], run1["done"], run1["failed"], run1["failed_notes"], run1["results"]) == (10, 9, 1, 1, 9)
    assert run1["kept_spans"] == 7 * 5 + 13 and run1["dropped_spans"] == 7
    assert run1["duration_s"] is not None and run1["duration_s"] >= 0
    run2 = rows(url, "SELECT * FROM audit_runs WHERE run_id = :r", r=ids["run2"])[0]
    assert (run2["uses_rules"], run2["uses_model"], run2["kept_spans"]) == (1, 0, 5)

    notes = {r["note_id"]: r for r in rows(url, "SELECT * FROM audit_notes")}
    assert len(notes) == 12
    n1 = notes["note-n1"]
    assert (n1["status"], n1["run_id"], n1["kept_spans"], n1["dropped_spans"]) == ("done", ids["run1"], 5, 1)
    per_label = tuple(n1[f"n_{lab}"] for lab in ("name", "id", "location", "date", "contact", "age"))
    assert per_label == (1, 1, 1, 1, 1, 0)
    assert set(n1["detectors_fired"].split(",")) == {R.format(x) for x in ("name", "mrn", "date", "phone")} | {M}
    assert (n1["rules_version"], n1["model_version"], n1["has_patient_id"]) == (VERSIONS["rules.en"], M, 1)
    assert n1["text_bytes"] == len(ids["texts"]["n1"].encode())
    n0 = notes["note-n0"]  # last run is run 2: counts are run 2's
    assert (n0["run_id"], n0["result_mode"], n0["kept_spans"], n0["dropped_spans"]) == (ids["run2"], "redact", 5, 0)
    fired = ",".join(sorted(R.format(x) for x in ("date", "hospital", "mrn", "patient", "phone")))
    assert n0["detectors_fired"] == fired
    assert notes["note-many"]["n_name"] == 13
    assert (notes["note-none"]["kept_spans"], notes["note-none"]["detectors_fired"]) == (0, None)
    failed = notes["note-failed"]
    assert (failed["status"], failed["error_code"]) == ("failed", "detector_error:ValueError")
    assert (notes["note-rejected"]["run_id"], notes["note-pending"]["kept_spans"]) == (None, 0)
    assert "patient_id" not in n1 and "text" not in n1 and "note_date" not in n1

    spans = rows(url, "SELECT * FROM audit_spans WHERE note_pk = :n AND run_id = :r ORDER BY start_offset, span_id",
                 n=ids["notes"]["n1"], r=ids["run1"])  # fmt: skip
    by = {(s["label"], s["decision"]): s for s in spans}
    assert by[("NAME", "agreed")]["roles"] == "rules+model"
    assert by[("ID", "kept")]["roles"] == "rules" and by[("LOCATION", "kept")]["roles"] == "model"
    assert by[("ID", "lost_conflict")]["kept"] == 0 and by[("CONTACT", "won_conflict")]["kept"] == 1
    t = ids["texts"]["n1"]
    loc = by[("LOCATION", "kept")]
    assert (loc["start_offset"], loc["end_offset"], loc["length"]) == (t.index(PLACE), t.index(PLACE) + len(PLACE),
                                                                        len(PLACE))  # fmt: skip
    assert loc["surrogate"] == SURROGATES["LOCATION"] and loc["note_id"] == "note-n1"

    daily = rows(url, "SELECT * FROM audit_label_daily ORDER BY day, label, type")
    days = sorted({d["day"] for d in daily})
    assert len(days) == 2 and "2030-01-01" in days
    old = {(d["label"], d["type"]): d["spans"] for d in daily if d["day"] == "2030-01-01"}
    assert old[("NAME", "PATIENT")] == 8 and old[("NAME", "FAMILY")] == 12 and old[("CONTACT", "PHONE")] == 7
    assert ("ID", "IDNUM") not in old  # dropped spans are not PHI counts

    results = rows(url, "SELECT * FROM audit_results WHERE run_id = :r", r=ids["run1"])
    assert len(results) == 9 and all(r["deidentified_text"] is not None for r in results)
    reasons = {(r["origin"], r["reason_code"]): r["records"] for r in rows(url, "SELECT * FROM audit_reject_reasons")}
    assert reasons == {("ingest_rejects", "bad_json"): 1, ("notes", "binary_content"): 1}


def test_views_contain_no_original_phi(seeded) -> None:
    url, _ = seeded
    for view in q.AUDIT_VIEWS:
        got = rows(url, f"SELECT * FROM {view}")
        assert got, view
        assert_no_phi(repr(got))


def test_tag_mode_text_is_not_exposed(db_url: str) -> None:
    """Tag mode wraps the original values: audit_results must not expose that rendering."""
    with transaction(db_url) as s:
        run = repo.create_run(s, kind="embedded", mode="tag", config={"detectors": ["rules"]}, versions={})
        s.add(NoteRow(note_id="tagged", text=f"Seen by {NAME}.", status="claimed"))
        s.flush()
        pk = s.execute(text("SELECT id FROM notes WHERE note_id = 'tagged'")).scalar()
        tagged = f'Seen by <PHI label="NAME" type="DOCTOR">{NAME}</PHI>.'
        repo.save_result(s, note_pk=pk, run_id=run, mode="tag", deidentified_text=tagged, spans=[])
    got = rows(db_url, "SELECT * FROM audit_results WHERE note_pk = :p", p=pk)
    assert got[0]["deidentified_text"] is None and got[0]["mode"] == "tag"
    with q.audit_session(db_url) as s:
        assert reports.sample(s, run, n=5, seed=1) == []


# ---------------------------------------------------------------- review queue and agreement


def test_review_queue_and_agreement(seeded) -> None:
    url, ids = seeded
    with q.audit_session(url) as s:
        items = reports.review_queue(s, ids["run1"], reports.ReviewSettings(min_score=0.5, z=2.5, min_notes=5))
        agree, facts = reports.agreement(s, ids["run1"])
        items2 = reports.review_queue(s, ids["run2"])
    spans = [i for i in items if i["item"] == "span"]
    notes = [i for i in items if i["item"] == "note"]
    by_reason: dict[str, list] = {}
    for i in items:
        for r in i["reasons"].split(";"):
            by_reason.setdefault(r, []).append(i)
    # low confidence: the model-only LOCATION (0.42) in each of 7 notes; the lost_conflict (0.61) is not below 0.5
    assert {(i["label"], i["score"]) for i in by_reason["low_confidence"]} == {("LOCATION", 0.42)}
    assert len(by_reason["low_confidence"]) == 7
    assert all("model_only" in i["reasons"] for i in by_reason["low_confidence"])
    # conflicts: won + lost in each of the 7 notes
    assert len(by_reason["conflict"]) == 14
    assert {i["decision"] for i in by_reason["conflict"]} == {"won_conflict", "lost_conflict"}
    # single-source kept spans in a run that configured both roles: MRN and PHONE (rules), 12 family names
    assert len(by_reason["rules_only"]) == 7 * 2 + 12
    assert len(by_reason["model_only"]) == 7
    assert all(i["roles"] != "rules+model" for i in spans)
    # notes: the family-meeting note has many NAMEs, the empty one none
    flagged = {(i["note_id"], i["label"], i["reasons"]) for i in notes}
    assert ("note-many", "NAME", "phi_high") in flagged
    assert ("note-none", "ALL", "no_phi") in flagged
    assert not any(i["note_id"].startswith("note-n") and i["reasons"] == "phi_high" for i in notes)
    # agreement per label
    a = {r["label"]: r for r in agree}
    assert facts == {"run_id": ids["run1"], "uses_rules": True, "uses_model": True}
    name = a["NAME"]
    assert (name["kept"], name["both_roles"], name["rules_only"], name["model_only"]) == (20, 8, 12, 0)
    assert (a["LOCATION"]["model_only"], a["DATE"]["both_roles"], a["ID"]["rules_only"]) == (7, 7, 7)
    assert a["ALL"]["kept"] == 48 and a["ALL"]["exact_agreed"] == 15 and a["NAME"]["both_pct"] == 40.0
    # run 2 used only rules: single-source is not a disagreement there
    assert not any("rules_only" in i["reasons"] for i in items2)


def test_note_outliers_pure() -> None:
    counts = [{"note_pk": i, "note_id": f"x{i}", "label": "NAME", "n": 2} for i in range(9)]
    counts.append({"note_pk": 9, "note_id": "x9", "label": "NAME", "n": 30})
    counts.append({"note_pk": 10, "note_id": "x10", "label": None, "n": 0})
    out = reports.note_outliers(counts, reports.ReviewSettings(z=2.5, min_notes=5))
    got = {(o["note_pk"], o["label"], o["reasons"][0]) for o in out}
    assert (9, "NAME", "phi_high") in got and (9, None, "phi_high") in got and (10, None, "no_phi") in got
    assert all(pk in (9, 10) for pk, _, _ in got)
    # too few notes: no statistics, but an empty note in a PHI-rich run is still flagged
    few = reports.note_outliers(counts[:3] + counts[-1:], reports.ReviewSettings(min_notes=5))
    assert [(o["note_pk"], o["reasons"]) for o in few] == [(10, ["no_phi"])]


# ---------------------------------------------------------------- PostgreSQL role


BASE_TABLES = ("notes", "ingest_rejects", "runs", "results", "spans", "surrogates", "alembic_version",
               "audit_access_log")  # fmt: skip


def _as_auditor(url: str, sql: str, params: dict | None = None):
    """Run one statement as deidq_auditor in its own transaction (rolled back)."""
    with get_engine(url).connect() as c, c.begin() as tx:
        c.execute(text("SET LOCAL ROLE deidq_auditor"))
        try:
            return c.execute(text(sql), params or {}).all() if sql.lstrip().upper().startswith("SELECT") else \
                c.execute(text(sql), params or {}).rowcount  # fmt: skip
        finally:
            tx.rollback()


def _denied(url: str, sql: str) -> bool:
    try:
        _as_auditor(url, sql)
    except DBAPIError as exc:
        return type(exc.orig).__name__ == "InsufficientPrivilege"
    return False


def test_auditor_role_reads_views_only(pg_clean: str) -> None:
    url = pg_clean
    seed(url)
    role = rows(url, "SELECT rolcanlogin, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls FROM pg_roles "
                     "WHERE rolname = 'deidq_auditor'")  # fmt: skip
    assert role == [{"rolcanlogin": False, "rolsuper": False, "rolcreaterole": False, "rolcreatedb": False,
                     "rolbypassrls": False}]  # fmt: skip
    assert rows(url, "SELECT pg_has_role('deidq_auditor', 'pg_read_all_data', 'USAGE') AS m")[0]["m"] is False
    # reads every view
    for view in q.AUDIT_VIEWS:
        assert _as_auditor(url, f"SELECT * FROM {view}"), view
    # cannot read note text, the surrogate map, or any base table (not even one column)
    assert _denied(url, "SELECT text FROM notes")
    assert _denied(url, "SELECT id FROM notes")
    assert _denied(url, "SELECT * FROM surrogates")
    for table in BASE_TABLES:
        assert _denied(url, f"SELECT * FROM {table}"), table
    for table in BASE_TABLES:
        for priv in ("SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER"):
            allowed = rows(url, "SELECT has_table_privilege('deidq_auditor', :t, :p) AS ok", t=table, p=priv)[0]["ok"]
            assert allowed == (table == "audit_access_log" and priv == "INSERT"), (table, priv)
    column_grants = rows(url, "SELECT has_any_column_privilege('deidq_auditor', c.oid, 'SELECT') AS ok "
                              "FROM pg_class c WHERE c.relname = ANY(:t)", t=list(BASE_TABLES))  # fmt: skip
    assert len(column_grants) == len(BASE_TABLES) and not any(r["ok"] for r in column_grants)
    # statistics do not leak column values either
    with get_engine(url).begin() as c:
        c.execute(text("ANALYZE notes"))
    assert _as_auditor(url, "SELECT most_common_vals FROM pg_stats WHERE tablename = 'notes'") == []
    # the access log is append-only for the auditor
    assert _as_auditor(url, "INSERT INTO audit_access_log (who, command, row_count) VALUES ('t', 'test', 0)") == 1
    assert _denied(url, "SELECT * FROM audit_access_log")
    assert _denied(url, "UPDATE audit_access_log SET who = 'x'")
    assert _denied(url, "DELETE FROM audit_access_log")
    # no writes to pipeline tables, no DDL
    assert _denied(url, "UPDATE notes SET status = 'done'")
    assert _denied(url, "CREATE TABLE public.sneaky (x int)")
    assert _denied(url, "CREATE VIEW public.peek AS SELECT 1 AS x")


def test_role_migration_is_idempotent_and_downgrade_keeps_the_role(pg_url: str) -> None:
    """Roles are cluster-wide: a second database's migration reuses the existing role, and its downgrade revokes
    only in that database without dropping the role the first database still uses."""
    from deidq.db.migrate import downgrade, upgrade

    name = f"deidq_test_audit_{uuid.uuid4().hex[:8]}"
    admin = create_engine(make_url(pg_url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as c:
        c.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(pg_url).set(database=name).render_as_string(hide_password=False)
    try:
        upgrade(url)  # the role exists already (pg_url's migration created it)
        assert rows(url, "SELECT has_table_privilege('deidq_auditor', 'audit_spans', 'SELECT') AS ok")[0]["ok"]
        downgrade(url, "0001")
        assert rows(url, "SELECT COUNT(*) AS n FROM pg_roles WHERE rolname = 'deidq_auditor'")[0]["n"] == 1
        assert rows(url, "SELECT to_regclass('audit_spans') AS v, to_regclass('audit_access_log') AS t")[0] == {
            "v": None, "t": None}  # fmt: skip
        assert rows(url, "SELECT has_schema_privilege('deidq_auditor', 'public', 'CREATE') AS c")[0]["c"] is False
        # the other database still grants the role its views
        assert rows(pg_url, "SELECT has_table_privilege('deidq_auditor', 'audit_spans', 'SELECT') AS ok")[0]["ok"]
        with get_engine(url).begin() as c:  # a careless grant to everyone is undone by the migration
            c.execute(text("GRANT SELECT ON notes, surrogates TO PUBLIC"))
        upgrade(url)  # and back up again
        assert rows(url, "SELECT has_table_privilege('deidq_auditor', 'audit_notes', 'SELECT') AS ok")[0]["ok"]
        assert not rows(
            url,
            "SELECT has_table_privilege('deidq_auditor', 'notes', 'SELECT') OR "
            "has_table_privilege('deidq_auditor', 'surrogates', 'SELECT') AS ok",
        )[0]["ok"]
    finally:
        get_engine(url).dispose()
        with admin.connect() as c:
            c.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def test_sqlite_downgrade_and_upgrade(sqlite_url: str) -> None:
    from deidq.db.migrate import downgrade, upgrade

    downgrade(sqlite_url, "0001")
    assert rows(sqlite_url, "SELECT name FROM sqlite_master WHERE name LIKE 'audit_%'") == []
    upgrade(sqlite_url)
    names = {r["name"] for r in rows(sqlite_url, "SELECT name FROM sqlite_master WHERE name LIKE 'audit_%'")}
    assert set(q.AUDIT_VIEWS) | {"audit_access_log"} <= names
