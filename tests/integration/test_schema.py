"""The ORM models and the Alembic migrations describe the same schema, on both backends."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from deidq.db.migrate import downgrade, upgrade
from deidq.db.session import get_engine
from deidq.db.tables import Base


def _diff(url: str) -> list:
    with get_engine(url).connect() as c:
        return compare_metadata(MigrationContext.configure(c), Base.metadata)


def test_models_match_migrations(db_url: str) -> None:
    assert _diff(db_url) == []


def test_downgrade_and_upgrade_again(sqlite_url: str) -> None:
    downgrade(sqlite_url, "base")
    with get_engine(sqlite_url).connect() as c:
        assert c.exec_driver_sql("SELECT count(*) FROM sqlite_master WHERE type='table' AND name='notes'").scalar() == 0
    upgrade(sqlite_url)
    assert _diff(sqlite_url) == []
