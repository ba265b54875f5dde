"""Settings: every ``DEIDQ_*`` variable the product reads, parsed in one place.

:meth:`Settings.from_env` reads the environment once, at the point of use (a CLI command's start, a worker's
start, ``deidq tag``'s parent process), and the resulting object is passed down: detectors get their options
from :meth:`Settings.detector_options`, the merge policy and the surrogate key loader from the fields. No other
module reads ``DEIDQ_*`` variables (``tests/unit/test_settings.py`` enforces it), so a value is parsed and
checked once and an invalid one fails with a clear message instead of deep inside a worker.

Defaults make the embedded mode work on a bare laptop: a SQLite file under ``./deidq-data`` and an in-process
executor. The full table is in ``docs/configuration.md``; ``deidq config`` prints the effective values."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DEFAULT_DATA_DIR = Path("deidq-data")
MODEL_DIR_PREFIX = "DEIDQ_MODEL_DIR_"  # + language code, upper case: DEIDQ_MODEL_DIR_ES
SECRET_FIELDS = ("secret_key",)
URL_FIELDS = ("database_url", "broker_url", "result_backend")


class SettingsError(ValueError):
    """An invalid ``DEIDQ_*`` value. The message names the variable and the value (never note text)."""


# -------------------------------------------------------------------------------------------------- parsers
# Each takes the variable name (for the message) and the raw, stripped, non-empty value.


def _str(_name: str, raw: str) -> str:
    return raw


def _path(_name: str, raw: str) -> Path:
    return Path(raw)


def _int(name: str, raw: str) -> int:
    try:
        return int(raw)
    except ValueError:
        raise SettingsError(f"{name} must be a whole number, got {raw!r}") from None


def _positive_int(name: str, raw: str) -> int:
    value = _int(name, raw)
    if value < 1:
        raise SettingsError(f"{name} must be at least 1, got {raw!r}")
    return value


def _positive_float(name: str, raw: str) -> float:
    value = _float(name, raw)
    if value <= 0:
        raise SettingsError(f"{name} must be greater than 0, got {raw!r}")
    return value


def _float(name: str, raw: str) -> float:
    try:
        return float(raw)
    except ValueError:
        raise SettingsError(f"{name} must be a number, got {raw!r}") from None


def _bool(name: str, raw: str) -> bool:
    value = raw.strip().lower()
    if value in ("1", "true", "yes", "on"):
        return True
    if value in ("0", "false", "no", "off", ""):
        return False
    raise SettingsError(f"{name}={raw!r}: expected true or false")


def _precision(name: str, raw: str) -> str:
    value = raw.lower()
    if value not in ("auto", "float32", "int8"):  # models.runtime.PRECISIONS (config imports no model code)
        raise SettingsError(f"{name} must be auto, float32 or int8, got {raw!r}")
    return value


def _list(_name: str, raw: str) -> list[str]:
    return [x.strip() for x in raw.split(",") if x.strip()]


def _merge_mode(name: str, raw: str) -> str:
    mode = raw.lower()
    if mode not in ("any", "vote"):
        raise SettingsError(f"{name} must be 'any' or 'vote', got {mode!r}")
    return mode


def parse_weights(name: str, raw: str) -> dict[str, float]:
    """``rules=1.0,model=0.8`` -> ``{"rules": 1.0, "model": 0.8}``."""
    out: dict[str, float] = {}
    for part in (p.strip() for p in raw.split(",")):
        if not part:
            continue
        role, sep, value = part.partition("=")
        try:
            if not sep or not role.strip():
                raise ValueError
            out[role.strip()] = float(value)
        except ValueError:
            raise SettingsError(f"{name}: expected role=number pairs, got {part!r}") from None
    return out


def _var(env: str, parse: Callable[[str, str], Any], help: str) -> dict[str, Any]:
    """Field metadata: the variable, its parser and a one-line description (``deidq config``, docs test)."""
    return {"env": env, "parse": parse, "help": help}


@dataclass(slots=True)
class Settings:
    """Effective settings. ``Settings()`` is the defaults only; :meth:`from_env` reads the environment."""

    # storage and queues
    data_dir: Path = field(
        default=DEFAULT_DATA_DIR, metadata=_var("DEIDQ_DATA_DIR", _path, "embedded database, demo key and outputs")
    )
    database_url: str = field(
        default="", metadata=_var("DEIDQ_DATABASE_URL", _str, "SQLAlchemy URL (default: SQLite in the data folder)")
    )
    broker_url: str = field(
        default="redis://127.0.0.1:6379/0", metadata=_var("DEIDQ_BROKER_URL", _str, "Celery broker (Redis)")
    )
    result_backend: str = field(
        default="redis://127.0.0.1:6379/1", metadata=_var("DEIDQ_RESULT_BACKEND", _str, "Celery result backend (Redis)")
    )
    # what a run does
    detectors: list[str] = field(
        default_factory=lambda: ["rules", "model"],
        metadata=_var("DEIDQ_DETECTORS", _list, "detector roles in the ensemble"),
    )
    mode: str = field(default="surrogate", metadata=_var("DEIDQ_MODE", _str, "surrogate, redact or tag"))
    language: str = field(default="en", metadata=_var("DEIDQ_LANGUAGE", _str, "language of notes that do not say"))
    max_note_bytes: int = field(
        default=2_000_000, metadata=_var("DEIDQ_MAX_NOTE_BYTES", _int, "larger notes are rejected (too_large)")
    )
    max_attempts: int = field(default=3, metadata=_var("DEIDQ_MAX_ATTEMPTS", _int, "attempts before a note is failed"))
    lease_seconds: int = field(
        default=60,
        metadata=_var(
            "DEIDQ_LEASE_SECONDS", _int, "claim lease, renewed on every scheduler heartbeat; the reaper's backstop"
        ),
    )
    heartbeat_interval: float = field(
        default=2.0,
        metadata=_var("DEIDQ_HEARTBEAT_INTERVAL", _positive_float, "seconds between heartbeats (schedulers, workers)"),
    )
    heartbeat_timeout: float = field(
        default=10.0,
        metadata=_var("DEIDQ_HEARTBEAT_TIMEOUT", _positive_float, "a scheduler or worker silent this long is dead"),
    )
    max_lost: int = field(
        default=10,
        metadata=_var("DEIDQ_MAX_LOST", _positive_int, "worker deaths a note may cause before it fails"),
    )
    # surrogate key
    secret_key: str | None = field(
        default=None,
        metadata=_var(
            "DEIDQ_SECRET_KEY", _str, "HMAC key for consistent surrogates (hex or text of at least 16 bytes)"
        ),
    )
    secret_key_file: str | None = field(
        default=None, metadata=_var("DEIDQ_SECRET_KEY_FILE", _str, "file holding the surrogate key")
    )
    # merge policy
    merge_mode: str = field(
        default="any", metadata=_var("DEIDQ_MERGE_MODE", _merge_mode, "any (union of all roles) or vote")
    )
    merge_min_votes: int = field(
        default=2, metadata=_var("DEIDQ_MERGE_MIN_VOTES", _positive_int, "roles that must overlap a span in vote mode")
    )
    merge_weights: dict[str, float] = field(
        default_factory=dict,
        metadata=_var("DEIDQ_MERGE_WEIGHTS", parse_weights, "per-role weights for conflicts, e.g. rules=1.0,model=0.8"),
    )
    merge_propagate: bool = field(
        default=True,
        metadata=_var(
            "DEIDQ_MERGE_PROPAGATE",
            _bool,
            "mask the other occurrences of a found name in the note (languages that turn it on: en)",
        ),
    )
    # model detector
    ort_threads: int | None = field(
        default=None,
        metadata=_var(
            "DEIDQ_ORT_THREADS",
            _int,
            "onnxruntime intra-op threads (unset or 0: onnxruntime's default; deidq tag -j uses cores/jobs)",
        ),
    )
    ort_device: str = field(default="auto", metadata=_var("DEIDQ_ORT_DEVICE", _str, "model device: cpu, cuda or auto"))
    model_members: int | None = field(
        default=None,
        metadata=_var("DEIDQ_MODEL_MEMBERS", _int, "use only the first N members of an ensemble model (default: all)"),
    )
    model_precision: str = field(
        default="auto",
        metadata=_var(
            "DEIDQ_MODEL_PRECISION",
            _precision,
            "model weights: auto (int8 on a CPU where the artifact says so), float32 or int8",
        ),
    )
    model_recall_threshold: float | None = field(
        default=None,
        metadata=_var(
            "DEIDQ_MODEL_RECALL_THRESHOLD",
            _float,
            "tag tokens whose posterior P(O) is below it (default: the artifact's); 0 = off",
        ),
    )
    rules_common_words: bool = field(
        default=True,
        metadata=_var(
            "DEIDQ_RULES_COMMON_WORDS",
            _bool,
            "English: veto names made of dictionary words no name list knows (more precision, a little recall "
            "lost); false turns it off",
        ),
    )
    cache_dir: str = field(
        default="",
        metadata=_var(
            "DEIDQ_CACHE_DIR",
            _str,
            "compiled rule patterns, for faster start (default $XDG_CACHE_HOME/deidq or ~/.cache/deidq); off: none",
        ),
    )
    model_dirs: dict[str, Path] = field(
        default_factory=dict,
        metadata=_var(
            f"{MODEL_DIR_PREFIX}<LANG>",
            _path,
            "model artifact directory per language (default models/artifacts/<lang>)",
        ),
    )
    # Celery
    task_time_limit: int = field(
        default=900,
        metadata=_var("DEIDQ_TASK_TIME_LIMIT", _int, "hard task time limit in seconds (soft limit: 90 %)"),
    )
    task_max_retries: int = field(
        default=8, metadata=_var("DEIDQ_TASK_MAX_RETRIES", _int, "retries of a transient task error")
    )
    task_retry_backoff_max: float = field(
        default=60.0, metadata=_var("DEIDQ_TASK_RETRY_BACKOFF_MAX", _float, "longest backoff between retries, seconds")
    )
    visibility_timeout: int = field(
        default=3600,
        metadata=_var(
            "DEIDQ_VISIBILITY_TIMEOUT", _int, "seconds before Redis re-delivers a message whose worker vanished"
        ),
    )
    result_expires: int = field(
        default=86400, metadata=_var("DEIDQ_RESULT_EXPIRES", _int, "seconds task results stay in the result backend")
    )
    plugins: list[str] = field(
        default_factory=list,
        metadata=_var("DEIDQ_PLUGINS", _list, "modules imported at start (e.g. to register extra detector roles)"),
    )
    # operations
    log_level: str = field(default="WARNING", metadata=_var("DEIDQ_LOG_LEVEL", _str, "DEBUG, INFO, WARNING or ERROR"))
    metrics_port: int | None = field(
        default=None,
        metadata=_var("DEIDQ_METRICS_PORT", _int, "serve Prometheus /metrics on this port (worker, scheduler)"),
    )
    audit_role: str | None = field(
        default=None,
        metadata=_var("DEIDQ_AUDIT_ROLE", _str, "deidq audit: PostgreSQL role to read as (SET LOCAL ROLE)"),
    )
    shared_data: Path | None = field(
        default=None,
        metadata=_var("DEIDQ_SHARED_DATA", _path, "shared corpora folder for synth and bench (default ../shared/data)"),
    )
    # where each field's value came from: "env", "option" (a CLI override) or absent (default)
    sources: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.database_url:
            self.database_url = f"sqlite:///{self.data_dir / 'deidq.sqlite'}"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """Parse the ``DEIDQ_*`` variables of ``env`` (default ``os.environ``); empty values count as unset.
        Raises :class:`SettingsError` naming the first invalid variable."""
        if env is None:
            import os

            env = os.environ
        values: dict[str, Any] = {}
        sources: dict[str, str] = {}
        for f in dataclasses.fields(cls):
            name = f.metadata.get("env")
            if name is None:
                continue
            if f.name == "model_dirs":
                dirs = {
                    key[len(MODEL_DIR_PREFIX) :].lower(): Path(raw.strip())
                    for key, raw in env.items()
                    if key.startswith(MODEL_DIR_PREFIX) and key[len(MODEL_DIR_PREFIX) :] and raw.strip()
                }
                if dirs:
                    values[f.name], sources[f.name] = dirs, "env"
                continue
            raw = (env.get(name) or "").strip()
            if raw:
                values[f.name] = f.metadata["parse"](name, raw)
                sources[f.name] = "env"
        return cls(**values, sources=sources)

    def with_overrides(self, **overrides: Any) -> Settings:
        """A copy with the non-None ``overrides`` (CLI options) applied; a new ``data_dir`` moves the default
        SQLite database with it unless a database URL was given."""
        given = {k: v for k, v in overrides.items() if v is not None}
        if "data_dir" in given:
            given["data_dir"] = Path(str(given["data_dir"]))
            if "database_url" not in given and self.sources.get("database_url") != "env":
                given["database_url"] = ""  # recomputed from the new data folder
        sources = {**self.sources, **dict.fromkeys(given, "option")}
        if given.get("database_url") == "":
            sources.pop("database_url", None)
        return dataclasses.replace(self, **given, sources=sources)

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    def detector_options(self, role: str, language: str) -> dict[str, Any]:
        """Options for ``registry.build_detector(role, language, **options)`` that come from settings.
        Only what is set is passed, so a factory's own defaults (the artifact's threshold…) still apply."""
        if role == "rules":
            rules: dict[str, Any] = {"common_words": True} if self.rules_common_words else {}
            cache = self.cache_path()
            if cache is not None:
                rules["regex_cache"] = str(cache)
            return rules
        if role != "model":
            return {}
        lang = (language or "").lower().split("-")[0].split("_")[0]
        opts: dict[str, Any] = {"device": self.ort_device}
        if self.ort_threads is not None:
            opts["threads"] = self.ort_threads
        if self.model_members is not None:
            opts["members"] = self.model_members
        if self.model_precision != "auto":
            opts["precision"] = self.model_precision
        if self.model_recall_threshold is not None:
            # the deployment's default; the tagger ignores it unless confidence=marginal
            opts["default_recall_threshold"] = self.model_recall_threshold
        if lang in self.model_dirs:
            opts["model_dir"] = str(self.model_dirs[lang])
        return opts

    def cache_path(self) -> Path | None:
        """The cache folder ``DEIDQ_CACHE_DIR`` names, the user's cache folder when unset, None when ``off``."""
        if self.cache_dir.lower() == "off":
            return None
        if self.cache_dir:
            return Path(self.cache_dir)
        import os

        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        return Path(base) / "deidq"

    def describe(self) -> Iterator[tuple[str, str, str, str]]:
        """``(variable, value, source, description)`` per setting, secrets masked (``deidq config``)."""
        for f in dataclasses.fields(self):
            name = f.metadata.get("env")
            if name is None:
                continue
            value = getattr(self, f.name)
            source = self.sources.get(f.name, "default")
            if f.name == "model_dirs":
                for lang, path in sorted(value.items()):
                    yield f"{MODEL_DIR_PREFIX}{lang.upper()}", str(path), source, f.metadata["help"]
                if not value:
                    yield name, "", "default", f.metadata["help"]
                continue
            yield name, _show(f.name, value), source, f.metadata["help"]


def _show(field_name: str, value: Any) -> str:
    if value is None:
        return ""
    if field_name in SECRET_FIELDS:
        return "********"
    if field_name in URL_FIELDS:
        return mask_url(str(value))
    if isinstance(value, list):
        return ",".join(value)
    if isinstance(value, dict):
        return ",".join(f"{k}={v}" for k, v in value.items())
    return str(value)


def mask_url(url: str) -> str:
    """``redis://:pw@host/0`` -> ``redis://:********@host/0``; URLs without a password are unchanged. The host
    part ends at the last ``@`` (as in ``urllib.parse``), so a password holding ``@`` is masked whole."""
    scheme, sep, rest = url.partition("://")
    netloc, slash, path = rest.partition("/")
    userinfo, at, host = netloc.rpartition("@")
    user, colon, password = userinfo.partition(":")
    if not (sep and at and colon and password):
        return url
    return f"{scheme}://{user}:********@{host}{slash}{path}"


def setting_variables() -> list[str]:
    """Every variable name Settings reads (``DEIDQ_MODEL_DIR_<LANG>`` stands for its family)."""
    return [f.metadata["env"] for f in dataclasses.fields(Settings) if "env" in f.metadata]


def load_settings(**overrides: object) -> Settings:
    """:meth:`Settings.from_env` with CLI overrides (``None`` means not given)."""
    return Settings.from_env().with_overrides(**overrides)
