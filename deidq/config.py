"""Settings from the environment (``DEIDQ_*``), with defaults that make the embedded mode work on a
bare laptop: a SQLite file under ``./deidq-data`` and an in-process executor."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_DATA_DIR = Path("deidq-data")


def _env_list(name: str, default: str) -> list[str]:
    return [x.strip() for x in os.environ.get(name, default).split(",") if x.strip()]


@dataclass(slots=True)
class Settings:
    data_dir: Path = field(default_factory=lambda: Path(os.environ.get("DEIDQ_DATA_DIR", str(DEFAULT_DATA_DIR))))
    database_url: str = ""
    broker_url: str = field(default_factory=lambda: os.environ.get("DEIDQ_BROKER_URL", "redis://127.0.0.1:6379/0"))
    result_backend: str = field(
        default_factory=lambda: os.environ.get("DEIDQ_RESULT_BACKEND", "redis://127.0.0.1:6379/1")
    )
    detectors: list[str] = field(default_factory=lambda: _env_list("DEIDQ_DETECTORS", "rules,model"))
    mode: str = field(default_factory=lambda: os.environ.get("DEIDQ_MODE", "surrogate"))
    language: str = field(default_factory=lambda: os.environ.get("DEIDQ_LANGUAGE", "en"))
    max_note_bytes: int = field(default_factory=lambda: int(os.environ.get("DEIDQ_MAX_NOTE_BYTES", str(2_000_000))))
    max_attempts: int = field(default_factory=lambda: int(os.environ.get("DEIDQ_MAX_ATTEMPTS", "3")))
    lease_seconds: int = field(default_factory=lambda: int(os.environ.get("DEIDQ_LEASE_SECONDS", "600")))
    secret_key: str | None = field(default_factory=lambda: os.environ.get("DEIDQ_SECRET_KEY"))
    secret_key_file: str | None = field(default_factory=lambda: os.environ.get("DEIDQ_SECRET_KEY_FILE"))

    def __post_init__(self) -> None:
        if not self.database_url:
            self.database_url = os.environ.get("DEIDQ_DATABASE_URL") or f"sqlite:///{self.data_dir / 'deidq.sqlite'}"

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")


def load_settings(**overrides: object) -> Settings:
    s = Settings()
    for k, v in overrides.items():
        if v is not None:
            setattr(s, k, v)
    data_dir = overrides.get("data_dir")
    if data_dir is not None:
        s.data_dir = Path(str(data_dir))
    if data_dir is not None and overrides.get("database_url") is None and not os.environ.get("DEIDQ_DATABASE_URL"):
        s.database_url = f"sqlite:///{Path(str(data_dir)) / 'deidq.sqlite'}"
    return s
