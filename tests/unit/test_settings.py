"""Settings: one parser for every DEIDQ_* variable, passed down instead of re-read (issue 18)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deidq.cli import app as cli
from deidq.config import Settings, SettingsError, load_settings, mask_url, setting_variables

REPO = Path(__file__).resolve().parents[2]
PRODUCT_DIRS = ("deidq", "workers", "models", "db", "scheduler")
# environment reads that stay: prometheus_client's own variable, the OS login name for the audit log
ALLOWED_ENV = {
    "workers/metrics.py": ("PROMETHEUS_MULTIPROC_DIR",),
    "deidq/commands/worker.py": ("PROMETHEUS_MULTIPROC_DIR",),
    "deidq/audit/reports.py": ('"USER"',),
}
ENV_READ = re.compile(r"os\.environ|\bgetenv\b|\benviron\b|envvar\s*=")


def _product_files() -> list[Path]:
    return [p for d in PRODUCT_DIRS for p in sorted((REPO / d).rglob("*.py")) if "migrations/versions" not in str(p)]


def test_no_environment_reads_outside_the_settings_module() -> None:
    offenders = []
    for path in _product_files():
        rel = path.relative_to(REPO).as_posix()
        if rel == "deidq/config.py":
            continue
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if ENV_READ.search(code) and not any(ok in code for ok in ALLOWED_ENV.get(rel, ())):
                offenders.append(f"{rel}:{no}: {line.strip()}")
    assert not offenders, "read DEIDQ_* through deidq.config.Settings:\n" + "\n".join(offenders)


def test_every_deidq_variable_in_the_code_is_a_setting() -> None:
    known = set(setting_variables())  # families (DEIDQ_MERGE_*, DEIDQ_MODEL_DIR_<LANG>) are not matched
    found = set()
    for path in _product_files():
        found |= set(re.findall(r"DEIDQ_[A-Z0-9_]*[A-Z0-9](?![A-Z0-9_*<])", path.read_text(encoding="utf-8")))
    unknown = {v for v in found if v not in known and not v.startswith("DEIDQ_MODEL_DIR_")}  # _ES, _EN
    assert not unknown, f"variables named in the code but not in Settings: {sorted(unknown)}"


def test_importing_reads_no_environment() -> None:
    poisoned = {**os.environ, "DEIDQ_MAX_ATTEMPTS": "bogus", "DEIDQ_TASK_MAX_RETRIES": "x",
                "DEIDQ_TASK_TIME_LIMIT": "x", "DEIDQ_ORT_THREADS": "x", "DEIDQ_MERGE_MODE": "most",
                "DEIDQ_PLUGINS": "no_such_module_anywhere", "DEIDQ_SHARED_DATA": "/nonexistent"}  # fmt: skip
    code = (
        "import deidq.workers.celery_app as c, deidq.workers.tasks, deidq.models.runtime, "
        "deidq.workers.taggers.onnx_tagger, deidq.workers.context, deidq.evaluation.bench, deidq.synth.corpus, "
        "deidq.cli\n"
        "assert not c.app.configured and c._settings is None, 'configured at import'\n"
        "print('ok')"
    )
    res = subprocess.run([sys.executable, "-c", code], env=poisoned, cwd=REPO, capture_output=True, text=True,
                         timeout=120)  # fmt: skip
    assert res.returncode == 0 and res.stdout.strip() == "ok", res.stderr[-2000:]


def test_defaults_and_parsing() -> None:
    assert Settings.from_env({}) == Settings()
    d = Settings()
    assert (d.max_attempts, d.lease_seconds, d.task_max_retries, d.task_retry_backoff_max) == (3, 60, 8, 60.0)
    # liveness defaults: the fault suite (tests/faults) measures recovery with exactly these
    assert (d.heartbeat_interval, d.heartbeat_timeout, d.max_lost) == (2.0, 10.0, 10)
    assert d.database_url == "sqlite:///deidq-data/deidq.sqlite" and d.detectors == ["rules", "model"]
    assert d.ort_threads is None and d.model_recall_threshold is None and d.plugins == []
    s = Settings.from_env({
        "DEIDQ_MAX_ATTEMPTS": " 5 ", "DEIDQ_DETECTORS": "rules, boom", "DEIDQ_MERGE_MODE": "VOTE",
        "DEIDQ_MERGE_WEIGHTS": "rules=1,model=0.8", "DEIDQ_MODEL_DIR_ES": "/m/es", "DEIDQ_PLUGINS": "a.b,c",
        "DEIDQ_MODEL_RECALL_THRESHOLD": "0", "DEIDQ_DATA_DIR": "/d", "DEIDQ_SECRET_KEY": "", "OTHER": "x",
    })  # fmt: skip
    assert s.max_attempts == 5 and s.detectors == ["rules", "boom"] and s.merge_mode == "vote"
    assert s.merge_weights == {"rules": 1.0, "model": 0.8} and s.model_dirs == {"es": Path("/m/es")}
    assert s.plugins == ["a.b", "c"] and s.model_recall_threshold == 0.0
    assert s.database_url == "sqlite:////d/deidq.sqlite"  # follows the data folder
    assert s.secret_key is None  # empty counts as unset
    assert s.sources["max_attempts"] == "env" and "lease_seconds" not in s.sources


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"DEIDQ_MAX_ATTEMPTS": "x"}, "DEIDQ_MAX_ATTEMPTS must be a whole number, got 'x'"),
        ({"DEIDQ_TASK_RETRY_BACKOFF_MAX": "soon"}, "DEIDQ_TASK_RETRY_BACKOFF_MAX must be a number, got 'soon'"),
        ({"DEIDQ_MERGE_MODE": "most"}, "DEIDQ_MERGE_MODE must be 'any' or 'vote'"),
        ({"DEIDQ_MERGE_MIN_VOTES": "0"}, "DEIDQ_MERGE_MIN_VOTES must be at least 1"),
        ({"DEIDQ_MERGE_WEIGHTS": "rules:1"}, "DEIDQ_MERGE_WEIGHTS: expected role=number pairs"),
        ({"DEIDQ_ORT_THREADS": "many"}, "DEIDQ_ORT_THREADS must be a whole number"),
    ],
)
def test_invalid_values_name_the_variable(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=re.escape(message)):
        Settings.from_env(env)


def test_overrides_move_the_default_database_with_the_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DEIDQ_DATABASE_URL", raising=False)
    s = load_settings(data_dir="/x", mode=None)
    assert s.database_url == "sqlite:////x/deidq.sqlite" and s.sources["data_dir"] == "option"
    monkeypatch.setenv("DEIDQ_DATABASE_URL", "postgresql://db/x")
    assert load_settings(data_dir="/x").database_url == "postgresql://db/x"  # an explicit URL stays
    assert load_settings(database_url="sqlite:///y").database_url == "sqlite:///y"


def test_detector_options_carry_the_model_settings(monkeypatch) -> None:
    assert Settings().detector_options("model", "es") == {"device": "auto"}  # the factory's defaults apply
    off = {"DEIDQ_CACHE_DIR": "off"}
    # common words: a no-op where no list exists
    assert Settings.from_env(off).detector_options("rules", "es") == {"common_words": True}
    assert Settings.from_env({**off, "DEIDQ_RULES_COMMON_WORDS": "false"}).detector_options("rules", "en") == {}
    assert Settings.from_env({"DEIDQ_CACHE_DIR": "/c"}).detector_options("rules", "en")["regex_cache"] == "/c"
    monkeypatch.setenv("XDG_CACHE_HOME", "/xdg")
    assert Settings().detector_options("rules", "en")["regex_cache"] == str(Path("/xdg/deidq"))
    s = Settings.from_env({"DEIDQ_ORT_THREADS": "2", "DEIDQ_ORT_DEVICE": "cpu", "DEIDQ_MODEL_MEMBERS": "1",
                           "DEIDQ_MODEL_RECALL_THRESHOLD": "0.5", "DEIDQ_MODEL_DIR_ES": "/m/es"})  # fmt: skip
    assert s.detector_options("model", "es-ES") == {"device": "cpu", "threads": 2, "members": 1,
                                                    "default_recall_threshold": 0.5, "model_dir": "/m/es"}  # fmt: skip
    assert "model_dir" not in s.detector_options("model", "en")


def test_worker_context_passes_settings_down(monkeypatch: pytest.MonkeyPatch) -> None:
    from deidq.workers import context

    seen = {}

    def fake_build(role, language, **options):
        seen[(role, language)] = options
        return object()

    monkeypatch.setattr(context, "build_detector", fake_build)
    s = Settings.from_env({"DEIDQ_MODEL_MEMBERS": "2", "DEIDQ_MERGE_MODE": "vote", "DEIDQ_MERGE_MIN_VOTES": "3"})
    ctx = context.WorkerContext(s)
    ctx.detector("model", "en")
    ctx.detector("rules", "en")
    assert seen[("model", "en")]["members"] == 2 and seen[("rules", "en")]["common_words"] is True
    assert (ctx.policy.mode, ctx.policy.min_votes) == ("vote", 3)


def test_mask_url() -> None:
    assert mask_url("redis://:pw@h:6379/0") == "redis://:********@h:6379/0"
    assert mask_url("postgresql+psycopg2://u:p@ss@db/x") == "postgresql+psycopg2://u:********@db/x"
    assert mask_url("postgresql://u@db/x") == "postgresql://u@db/x"
    assert mask_url("sqlite:///deidq-data/deidq.sqlite") == "sqlite:///deidq-data/deidq.sqlite"


def test_config_command_masks_secrets_and_reports_sources(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in [v for v in os.environ if v.startswith("DEIDQ_")]:
        monkeypatch.delenv(var)
    monkeypatch.setenv("DEIDQ_SECRET_KEY", "topsecret-value-0123456789")
    monkeypatch.setenv("DEIDQ_DATABASE_URL", "postgresql+psycopg2://deidq:dbpass@db/deidq")
    monkeypatch.setenv("DEIDQ_BROKER_URL", "redis://:redispass@redis:6379/0")
    monkeypatch.setenv("DEIDQ_MODEL_DIR_ES", "/models/es")
    res = CliRunner().invoke(cli, ["config"])
    assert res.exit_code == 0, res.output
    for secret in ("topsecret", "dbpass", "redispass"):
        assert secret not in res.output
    lines = {ln.split()[0]: ln for ln in res.output.splitlines()}
    assert lines["DEIDQ_SECRET_KEY"].endswith("(env)") and "********" in lines["DEIDQ_SECRET_KEY"]
    assert "postgresql+psycopg2://deidq:********@db/deidq" in lines["DEIDQ_DATABASE_URL"]
    assert lines["DEIDQ_MAX_ATTEMPTS"].split()[1:] == ["3", "(default)"]
    assert "/models/es" in lines["DEIDQ_MODEL_DIR_ES"]
    assert set(setting_variables()) - {"DEIDQ_MODEL_DIR_<LANG>"} <= set(lines)

    res = CliRunner().invoke(cli, ["config", "--json"])
    data = json.loads(res.output)
    assert data["DEIDQ_BROKER_URL"] == {"value": "redis://:********@redis:6379/0", "source": "env"}
    assert data["DEIDQ_LEASE_SECONDS"] == {"value": "60", "source": "default"}
    assert "topsecret" not in res.output

    monkeypatch.setenv("DEIDQ_MAX_ATTEMPTS", "x")
    res = CliRunner().invoke(cli, ["config"])
    assert res.exit_code == 2 and "DEIDQ_MAX_ATTEMPTS must be a whole number, got 'x'" in res.output


def test_every_setting_is_documented() -> None:
    doc = (REPO / "docs" / "configuration.md").read_text(encoding="utf-8")
    missing = [v for v in setting_variables() if f"`{v}`" not in doc]
    assert not missing, f"add to docs/configuration.md: {missing}"
    assert "docs/configuration.md" in (REPO / "README.md").read_text(encoding="utf-8")


@pytest.fixture
def restore_celery_settings():
    from deidq.workers import celery_app

    before = celery_app._settings
    yield celery_app
    celery_app.reset_settings()
    if before is not None or celery_app.app.configured:
        celery_app.configure(before or Settings.from_env())


def test_celery_app_is_configured_lazily_from_settings(restore_celery_settings, monkeypatch) -> None:
    celery_app = restore_celery_settings
    monkeypatch.setenv("DEIDQ_VISIBILITY_TIMEOUT", "42")
    monkeypatch.setenv("DEIDQ_TASK_TIME_LIMIT", "100")
    celery_app.reset_settings()
    fresh = celery_app.make_app()
    assert not fresh.configured
    conf = fresh.conf  # first use: settings from the environment
    assert conf.broker_transport_options["visibility_timeout"] == 42
    assert (conf.task_time_limit, conf.task_soft_time_limit) == (100, 90)
    explicit = celery_app.make_app(Settings(broker_url="redis://elsewhere:6379/3", result_expires=5))
    assert explicit.conf.broker_url == "redis://elsewhere:6379/3" and explicit.conf.result_expires == 5


def test_worker_command_hands_settings_to_the_app(restore_celery_settings, monkeypatch) -> None:
    celery_app = restore_celery_settings
    monkeypatch.setenv("DEIDQ_DATABASE_URL", "postgresql+psycopg2://u@127.0.0.1:1/none")
    monkeypatch.setenv("DEIDQ_MODE", "redact")
    monkeypatch.setenv("DEIDQ_TASK_MAX_RETRIES", "4")
    monkeypatch.delenv("DEIDQ_ORT_DEVICE", raising=False)
    argv: list[list[str]] = []
    monkeypatch.setattr(celery_app.app, "worker_main", lambda a: argv.append(a))
    env_before = dict(os.environ)
    res = CliRunner().invoke(cli, ["worker", "--role", "model", "--device", "cpu", "--loglevel", "info"])
    assert res.exit_code == 0, res.output
    assert dict(os.environ) == env_before  # no side channel through the environment
    s = celery_app.current_settings()
    assert (s.ort_device, s.log_level, s.task_max_retries) == ("cpu", "info", 4)
    assert s.detector_options("model", "en")["device"] == "cpu"
    assert argv and argv[0][argv[0].index("--loglevel") + 1] == "INFO"

    monkeypatch.setenv("DEIDQ_MERGE_WEIGHTS", "rules:1")
    res = CliRunner().invoke(cli, ["worker", "--role", "merge"])
    assert res.exit_code == 2 and "DEIDQ_MERGE_WEIGHTS" in res.output


def test_parallel_tagging_passes_threads_in_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    from deidq import tagging

    seen = {}

    class FakePool:
        def __init__(self, jobs, mp_context=None, initializer=None, initargs=()):
            seen["initargs"] = initargs

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def submit(self, fn, *args):
            return None

    monkeypatch.setattr(tagging, "ProcessPoolExecutor", FakePool)
    monkeypatch.setattr(tagging, "usable_cores", lambda: 8)
    list(tagging.tag_stream_parallel([], Settings(), None, jobs=4))
    assert seen["initargs"][0].ort_threads == 2  # cores / jobs, in the settings, not the environment
    list(tagging.tag_stream_parallel([], Settings(ort_threads=3), None, jobs=4))
    assert seen["initargs"][0].ort_threads == 3  # DEIDQ_ORT_THREADS wins
    assert "DEIDQ_ORT_THREADS" not in os.environ or os.environ["DEIDQ_ORT_THREADS"] != "2"
