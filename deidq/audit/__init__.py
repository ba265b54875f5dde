"""Auditor interface: reports built from the read-only ``audit_*`` views (``db/audit_queries.py``).

Nothing here reads note text or original PHI values; the sample command reads de-identified text only.
Every report run through the CLI is recorded in ``audit_access_log``. See docs/auditing.md."""
