"""auditor views, access log and the deidq_auditor role

Read-only views over runs, notes, results and spans that carry ids, offsets, labels, provenance, scores,
decisions and surrogates, never note text or original PHI values; an append-only access log for audit
exports; on PostgreSQL a NOLOGIN role ``deidq_auditor`` that may SELECT the views (and INSERT into the
access log) but nothing else. See docs/auditing.md.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23 12:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

AUDITOR_ROLE = "deidq_auditor"

# "tag" mode renders the ORIGINAL values inline (<PHI ...>value</PHI>), so audit_results exposes the rendered
# text of redact/surrogate results only; tag-mode text is NULL there.
# Read-only views granted to the auditor role (order = creation order; dropped in reverse).
AUDIT_VIEWS = ("audit_runs", "audit_notes", "audit_results", "audit_spans", "audit_label_daily", "audit_reject_reasons")

KEPT = "('agreed', 'kept', 'won_conflict', 'trimmed')"
LABELS = ("NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION", "OTHER")


# ------------------------------------------------------------------ dialect fragments


class _Pg:
    @staticmethod
    def json_text(doc: str, key_expr: str) -> str:
        """Text of a top-level key; key_expr is an SQL expression (a quoted literal or a concatenation)."""
        return f"({doc} ->> ({key_expr}))"

    @staticmethod
    def json_sub(doc: str, key: str) -> str:
        return f"({doc} -> '{key}')"

    @staticmethod
    def elements(arr: str, alias: str) -> tuple[str, str]:
        """(FROM-item over the string elements of a JSON array, the element column)."""
        checked = f"(CASE WHEN json_typeof({arr}) = 'array' THEN {arr} END)"
        return f"json_array_elements_text({checked}) AS {alias}(v)", f"{alias}.v"

    @staticmethod
    def json_as_text(doc: str) -> str:
        return f"CAST({doc} AS TEXT)"

    @staticmethod
    def day(ts: str) -> str:
        return f"to_char({ts} AT TIME ZONE 'UTC', 'YYYY-MM-DD')"

    @staticmethod
    def seconds(a: str, b: str) -> str:
        return f"CAST(EXTRACT(EPOCH FROM ({b} - {a})) AS DOUBLE PRECISION)"

    @staticmethod
    def agg(expr: str) -> str:
        return f"string_agg({expr}, ',' ORDER BY {expr})"

    @staticmethod
    def byte_len(expr: str) -> str:
        return f"octet_length({expr})"  # from the TOAST header: does not read the text

    lateral = "CROSS JOIN LATERAL"


class _Sqlite:
    @staticmethod
    def _valid(doc: str, inner: str) -> str:
        return f"(CASE WHEN json_valid({doc}) THEN {inner} END)"

    @classmethod
    def json_text(cls, doc: str, key_expr: str) -> str:
        return cls._valid(doc, f"json_extract({doc}, '$.\"' || {key_expr} || '\"')")

    @classmethod
    def json_sub(cls, doc: str, key: str) -> str:
        inner = f"(CASE WHEN json_type({doc}, '$.{key}') = 'array' THEN json_extract({doc}, '$.{key}') END)"
        return cls._valid(doc, inner)

    @staticmethod
    def elements(arr: str, alias: str) -> tuple[str, str]:
        # json_each over NULL yields no rows
        checked = f"(CASE WHEN json_valid({arr}) THEN (CASE WHEN json_type({arr}) = 'array' THEN {arr} END) END)"
        return f"json_each({checked}) AS {alias}", f"{alias}.value"

    @staticmethod
    def json_as_text(doc: str) -> str:
        return doc

    @staticmethod
    def day(ts: str) -> str:
        return f"substr({ts}, 1, 10)"

    @staticmethod
    def seconds(a: str, b: str) -> str:
        return f"((julianday({b}) - julianday({a})) * 86400.0)"

    @staticmethod
    def agg(expr: str) -> str:
        return f"group_concat({expr}, ',')"

    @staticmethod
    def byte_len(expr: str) -> str:
        return f"length(CAST({expr} AS BLOB))"

    lateral = "CROSS JOIN"


def _is_rules(expr: str) -> str:
    return f"({expr} LIKE 'rules.%' OR {expr} LIKE 'rules@%' OR {expr} = 'rules')"


def _view_sql(d) -> dict[str, str]:
    keys = ("notes", "done", "failed", "retried", "spans")
    counts = {k: f"CAST({d.json_text('r.counts', repr(k))} AS INTEGER)" for k in keys}
    detectors = d.json_sub("r.config", "detectors")

    def uses(role: str) -> str:
        src, col = d.elements(detectors, "cd")
        return f"(CASE WHEN EXISTS (SELECT 1 FROM {src} WHERE {col} = '{role}') THEN 1 ELSE 0 END)"

    audit_runs = f"""
CREATE VIEW audit_runs AS
SELECT r.id AS run_id, r.kind, r.mode, r.status,
       {d.json_as_text(detectors)} AS detectors,
       {uses('rules')} AS uses_rules,
       {uses('model')} AS uses_model,
       r.versions, r.counts,
       r.started_at, r.finished_at,
       {d.seconds('r.started_at', 'r.finished_at')} AS duration_s,
       {counts['notes']} AS notes, {counts['done']} AS done, {counts['failed']} AS failed,
       {counts['retried']} AS retried, {counts['spans']} AS spans,
       (SELECT COUNT(*) FROM results x WHERE x.run_id = r.id) AS results,
       (SELECT COUNT(*) FROM notes n WHERE n.last_run_id = r.id AND n.status = 'failed') AS failed_notes,
       (SELECT COUNT(*) FROM spans s WHERE s.run_id = r.id AND s.decision IN {KEPT}) AS kept_spans,
       (SELECT COUNT(*) FROM spans s WHERE s.run_id = r.id AND s.decision NOT IN {KEPT}) AS dropped_spans
FROM runs r"""

    per_label = ",\n       ".join(
        f"SUM(CASE WHEN decision IN {KEPT} AND label = '{lab}' THEN 1 ELSE 0 END) AS n_{lab.lower()}" for lab in LABELS
    )
    label_cols = ",\n       ".join(f"COALESCE(k.n_{lab.lower()}, 0) AS n_{lab.lower()}" for lab in LABELS)
    j_src, j_col = d.elements("s2.sources", "j")
    fired = (
        f"(SELECT {d.agg('f.v')} FROM ("
        f"SELECT s2.source AS v FROM spans s2 WHERE s2.note_pk = n.id AND s2.run_id = n.last_run_id "
        f"UNION SELECT {j_col} FROM spans s2 {d.lateral} {j_src} "
        f"WHERE s2.note_pk = n.id AND s2.run_id = n.last_run_id ORDER BY 1) AS f)"
    )
    audit_notes = f"""
CREATE VIEW audit_notes AS
SELECT n.id AS note_pk, n.note_id, n.status, n.error_code, n.language, n.attempts,
       CASE WHEN n.patient_id IS NULL OR n.patient_id = '' THEN 0 ELSE 1 END AS has_patient_id,
       {d.byte_len('n.text')} AS text_bytes,
       n.created_at, n.updated_at,
       n.last_run_id AS run_id,
       res.mode AS result_mode, res.status AS result_status, res.created_at AS processed_at,
       COALESCE(k.kept_spans, 0) AS kept_spans,
       COALESCE(k.dropped_spans, 0) AS dropped_spans,
       {label_cols},
       {fired} AS detectors_fired,
       {d.json_text('r.versions', "'rules.' || n.language")} AS rules_version,
       {d.json_text('r.versions', "'model.' || n.language")} AS model_version
FROM notes n
LEFT JOIN runs r ON r.id = n.last_run_id
LEFT JOIN results res ON res.note_pk = n.id AND res.run_id = n.last_run_id
LEFT JOIN (
    SELECT note_pk, run_id,
       SUM(CASE WHEN decision IN {KEPT} THEN 1 ELSE 0 END) AS kept_spans,
       SUM(CASE WHEN decision IN {KEPT} THEN 0 ELSE 1 END) AS dropped_spans,
       {per_label}
    FROM spans GROUP BY note_pk, run_id
) k ON k.note_pk = n.id AND k.run_id = n.last_run_id"""

    audit_results = f"""
CREATE VIEW audit_results AS
SELECT res.id AS result_id, res.run_id, res.note_pk, n.note_id, n.language, res.mode, res.status,
       res.span_count, res.created_at AS processed_at, {d.day('res.created_at')} AS day,
       CASE WHEN res.mode IN ('redact', 'surrogate') THEN res.deidentified_text END AS deidentified_text
FROM results res JOIN notes n ON n.id = res.note_pk"""

    e_src, e_col = d.elements("s.sources", "e")
    by_rules = (
        f"(CASE WHEN {_is_rules('s.source')} OR EXISTS (SELECT 1 FROM {e_src} WHERE {_is_rules(e_col)}) "
        "THEN 1 ELSE 0 END)"
    )
    by_model = (
        f"(CASE WHEN NOT {_is_rules('s.source')} OR EXISTS (SELECT 1 FROM {e_src} WHERE NOT {_is_rules(e_col)}) "
        "THEN 1 ELSE 0 END)"
    )
    audit_spans = f"""
CREATE VIEW audit_spans AS
SELECT x.*,
       CASE WHEN x.by_rules = 1 AND x.by_model = 1 THEN 'rules+model' WHEN x.by_rules = 1 THEN 'rules'
            ELSE 'model' END AS roles
FROM (
    SELECT s.id AS span_id, s.run_id, s.note_pk, n.note_id, n.language,
           s.start AS start_offset, s."end" AS end_offset, s."end" - s.start AS length,
           s.label, s.type, s.source, s.sources, s.score, s.decision,
           CASE WHEN s.decision IN {KEPT} THEN 1 ELSE 0 END AS kept,
           {by_rules} AS by_rules,
           {by_model} AS by_model,
           s.surrogate
    FROM spans s JOIN notes n ON n.id = s.note_pk
) x"""

    day = d.day("res.created_at")
    audit_label_daily = f"""
CREATE VIEW audit_label_daily AS
SELECT {day} AS day, s.label, s.type,
       COUNT(*) AS spans, COUNT(DISTINCT s.note_pk) AS notes, COUNT(DISTINCT s.run_id) AS runs
FROM spans s JOIN results res ON res.note_pk = s.note_pk AND res.run_id = s.run_id
WHERE s.decision IN {KEPT}
GROUP BY {day}, s.label, s.type"""

    audit_reject_reasons = """
CREATE VIEW audit_reject_reasons AS
SELECT 'ingest_rejects' AS origin, reason_code, COUNT(*) AS records, MIN(created_at) AS first_at,
       MAX(created_at) AS last_at
FROM ingest_rejects GROUP BY reason_code
UNION ALL
SELECT 'notes' AS origin, error_code AS reason_code, COUNT(*) AS records, MIN(created_at) AS first_at,
       MAX(created_at) AS last_at
FROM notes WHERE status = 'rejected' GROUP BY error_code"""

    return {
        "audit_runs": audit_runs,
        "audit_notes": audit_notes,
        "audit_results": audit_results,
        "audit_spans": audit_spans,
        "audit_label_daily": audit_label_daily,
        "audit_reject_reasons": audit_reject_reasons,
    }


# ------------------------------------------------------------------ PostgreSQL role

_PG_CREATE_ROLE = f"""
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{AUDITOR_ROLE}') THEN
        BEGIN
            CREATE ROLE {AUDITOR_ROLE} NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
        EXCEPTION
            WHEN duplicate_object OR unique_violation THEN NULL;  -- created concurrently by another database
            WHEN insufficient_privilege THEN
                RAISE WARNING 'deidq: cannot create role {AUDITOR_ROLE} (no CREATEROLE); ask a DBA';
        END;
    END IF;
END $$"""

# deidq's own tables (and their id sequences): nothing for PUBLIC.
_TABLES = ("notes", "ingest_rejects", "runs", "results", "spans", "surrogates", "alembic_version", "audit_access_log")
_PHI_RELATIONS = ", ".join(f"'{t}'" for t in _TABLES) + ", " + ", ".join(f"'{t}_id_seq'" for t in _TABLES)

# Revoke deidq's tables from PUBLIC and everything this migration's user owns in the schema from the auditor,
# then grant exactly the audit views, and INSERT-only on the access log.
_PG_GRANTS = f"""
DO $$
DECLARE
    obj record;
BEGIN
    FOR obj IN
        SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
        WHERE ns.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
          AND c.relowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
    LOOP
        IF obj.relname IN ({_PHI_RELATIONS}) THEN
            IF obj.relkind = 'S' THEN
                EXECUTE format('REVOKE ALL ON SEQUENCE %I FROM PUBLIC', obj.relname);
            ELSE
                EXECUTE format('REVOKE ALL ON TABLE %I FROM PUBLIC', obj.relname);
            END IF;
        END IF;
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{AUDITOR_ROLE}') THEN
            IF obj.relkind = 'S' THEN
                EXECUTE format('REVOKE ALL ON SEQUENCE %I FROM {AUDITOR_ROLE}', obj.relname);
            ELSE
                EXECUTE format('REVOKE ALL ON TABLE %I FROM {AUDITOR_ROLE}', obj.relname);
            END IF;
        END IF;
    END LOOP;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{AUDITOR_ROLE}') THEN
        RETURN;
    END IF;
    GRANT SELECT ON {", ".join(AUDIT_VIEWS)} TO {AUDITOR_ROLE};
    GRANT INSERT ON audit_access_log TO {AUDITOR_ROLE};
    GRANT USAGE ON SEQUENCE audit_access_log_id_seq TO {AUDITOR_ROLE};
    BEGIN
        EXECUTE format('REVOKE CREATE ON SCHEMA %I FROM {AUDITOR_ROLE}', current_schema());
        EXECUTE format('GRANT USAGE ON SCHEMA %I TO {AUDITOR_ROLE}', current_schema());
    EXCEPTION WHEN insufficient_privilege THEN
        RAISE WARNING 'deidq: cannot grant USAGE on the schema to {AUDITOR_ROLE}; ask the schema owner';
    END;
    BEGIN
        EXECUTE format('GRANT CONNECT ON DATABASE %I TO {AUDITOR_ROLE}', current_database());
    EXCEPTION WHEN insufficient_privilege THEN
        RAISE WARNING 'deidq: cannot grant CONNECT to {AUDITOR_ROLE}; ask the database owner';
    END;
END $$"""

# Downgrade: privileges in THIS database only. The role is cluster-wide and may serve other databases, so it
# is never dropped here (DROP ROLE refuses while any database still grants it something).
_PG_REVOKE = f"""
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{AUDITOR_ROLE}') THEN
        RETURN;
    END IF;
    REVOKE ALL ON {", ".join(AUDIT_VIEWS)} FROM {AUDITOR_ROLE};
    REVOKE ALL ON audit_access_log FROM {AUDITOR_ROLE};
    REVOKE ALL ON SEQUENCE audit_access_log_id_seq FROM {AUDITOR_ROLE};
    BEGIN
        EXECUTE format('REVOKE ALL ON SCHEMA %I FROM {AUDITOR_ROLE}', current_schema());
        EXECUTE format('REVOKE ALL ON DATABASE %I FROM {AUDITOR_ROLE}', current_database());
    EXCEPTION WHEN insufficient_privilege THEN
        RAISE WARNING 'deidq: could not revoke schema/database privileges from {AUDITOR_ROLE}';
    END;
END $$"""


def upgrade() -> None:
    op.create_table(
        "audit_access_log",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), autoincrement=True, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), server_default=sa.text("(CURRENT_TIMESTAMP)"), nullable=False),
        sa.Column("who", sa.String(length=200), nullable=False),
        sa.Column("db_user", sa.String(length=200), nullable=True),
        sa.Column("command", sa.String(length=64), nullable=False),
        sa.Column("parameters", sa.JSON(), nullable=True),
        sa.Column("output", sa.String(length=500), nullable=True),
        sa.Column("row_count", sa.Integer(), nullable=False, server_default="0"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_audit_access_log_at", "audit_access_log", ["at"])
    bind = op.get_bind()
    dialect = _Pg if bind.dialect.name == "postgresql" else _Sqlite
    for name, sql in _view_sql(dialect).items():
        op.execute(f"DROP VIEW IF EXISTS {name}")
        op.execute(sql)
    if bind.dialect.name == "postgresql":
        op.execute(_PG_CREATE_ROLE)
        op.execute(_PG_GRANTS)


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        op.execute(_PG_REVOKE)
    for name in reversed(AUDIT_VIEWS):
        op.execute(f"DROP VIEW IF EXISTS {name}")
    op.drop_index("ix_audit_access_log_at", table_name="audit_access_log")
    op.drop_table("audit_access_log")
