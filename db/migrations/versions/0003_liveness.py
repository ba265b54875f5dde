"""liveness: heartbeats table and notes.lost

``heartbeats``: one row per scheduler / worker process (owner, role, host, pid, run, last beat); the
reaper releases claims of owners that stopped beating and closes runs whose scheduler went silent.
``notes.lost``: how often a worker died while holding the note (counted apart from ``attempts``, see
docs/operations.md). Neither holds note content.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30 12:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "heartbeats",
        sa.Column("owner", sa.String(length=200), nullable=False),
        sa.Column("role", sa.String(length=64), nullable=False),
        sa.Column("host", sa.String(length=200), nullable=True),
        sa.Column("pid", sa.Integer(), nullable=True),
        sa.Column("run_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("owner"),
    )
    with op.batch_alter_table("heartbeats", schema=None) as batch_op:
        batch_op.create_index("ix_heartbeats_run", ["run_id"], unique=False)
    with op.batch_alter_table("notes", schema=None) as batch_op:
        batch_op.add_column(sa.Column("lost", sa.Integer(), server_default="0", nullable=False))


def downgrade() -> None:
    # not batch mode: on SQLite that rebuilds ``notes``, which the auditor views (0002) refer to
    op.execute("ALTER TABLE notes DROP COLUMN lost")
    with op.batch_alter_table("heartbeats", schema=None) as batch_op:
        batch_op.drop_index("ix_heartbeats_run")
    op.drop_table("heartbeats")
