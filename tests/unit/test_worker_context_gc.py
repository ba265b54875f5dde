"""A process that exists to run detectors (a ``deidq tag`` pool worker, a Celery worker) freezes what its pipeline
loaded out of the garbage collector's sight; any other process (tests, an embedding application) does not, since
frozen objects are never collected. Each case runs in its own interpreter: a freeze would outlive the test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

PRELUDE = """
import gc, logging
from deidq.config import load_settings
settings = load_settings(detectors=["rules"], mode="tag")
"""

CASES = {
    "plain context": "from deidq.workers.context import WorkerContext\n"
    "ctx = WorkerContext(settings)\nctx.pipeline('en')\nprint(ctx.long_lived, gc.get_freeze_count())",
    "long-lived context": "from deidq.workers.context import WorkerContext\n"
    "ctx = WorkerContext(settings, long_lived=True)\nctx.pipeline('en')\nprint(ctx.long_lived, gc.get_freeze_count())",
    "deidq tag pool worker": "from deidq import tagging\ntagging._init_worker(settings, logging.WARNING)\n"
    "ctx = tagging._WORKER['ctx']\nctx.pipeline('en')\nprint(ctx.long_lived, gc.get_freeze_count())",
    "celery task outside a worker": "from deidq.workers import tasks\nctx = tasks.get_context()\n"
    "print(ctx.long_lived, gc.get_freeze_count())",
    "celery worker process": "from celery import signals\nfrom deidq.workers import tasks\n"
    "signals.worker_process_init.send(sender=None)\nctx = tasks.get_context()\nctx.pipeline('en')\n"
    "print(ctx.long_lived, gc.get_freeze_count())",
}
FROZEN = {"plain context": False, "long-lived context": True, "deidq tag pool worker": True,
          "celery task outside a worker": False, "celery worker process": True}  # fmt: skip


@pytest.mark.parametrize("case", list(CASES))
def test_only_long_lived_processes_freeze_the_loaded_pipeline(case):
    env_code = PRELUDE + CASES[case]
    env = {**os.environ, "DEIDQ_DETECTORS": "rules", "DEIDQ_SECRET_KEY": "test-key-" + "0" * 32}  # Celery's settings
    r = subprocess.run([sys.executable, "-c", env_code], cwd=REPO, capture_output=True, text=True, timeout=120,
                       env=env)  # fmt: skip
    assert r.returncode == 0, r.stderr[-2000:]
    long_lived, frozen = r.stdout.split()[-2:]
    assert long_lived == str(FROZEN[case])
    if FROZEN[case]:
        assert int(frozen) > 10_000  # the rules' patterns, word lists and automata
    else:
        assert int(frozen) == 0
