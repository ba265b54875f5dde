"""How many pool processes `deidq worker` starts, and how a CPU model worker shares the cores between them."""

from __future__ import annotations

import pytest

from deidq.commands.worker import pool_plan
from deidq.config import Settings
from deidq.tagging import usable_cores


@pytest.fixture
def settings(monkeypatch):
    monkeypatch.delenv("DEIDQ_ORT_THREADS", raising=False)
    monkeypatch.delenv("DEIDQ_ORT_DEVICE", raising=False)
    return Settings.from_env()


def test_a_gpu_model_worker_runs_one_process(settings):
    n, s = pool_plan(["model"], settings.with_overrides(ort_device="cuda"), None)
    assert n == 1 and s.ort_threads is None  # onnxruntime's default threads; the GPU does the work
    n, s = pool_plan(["model"], settings.with_overrides(ort_device="auto"), None, cuda=True)
    assert n == 1 and s.ort_threads is None


def test_device_auto_without_cuda_is_a_cpu_worker(settings):
    n, s = pool_plan(["model"], settings.with_overrides(ort_device="auto"), None, cuda=False)
    assert n == usable_cores() and s.ort_threads == 1
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        distribution("onnxruntime-gpu")
        gpu_build = True
    except PackageNotFoundError:
        gpu_build = False
    probed = pool_plan(["model"], settings.with_overrides(ort_device="auto"), None)  # this machine's onnxruntime
    assert probed[0] == (1 if gpu_build else usable_cores())


def test_a_cpu_model_worker_fills_the_cores_with_processes(settings):
    n, s = pool_plan(["model"], settings.with_overrides(ort_device="cpu"), None)
    assert n == usable_cores() and s.ort_threads == 1
    n, s = pool_plan(["model"], settings.with_overrides(ort_device="cpu"), 1)
    assert n == 1 and s.ort_threads == usable_cores()  # one process may still use every core's thread


def test_the_operator_keeps_the_last_word(settings, monkeypatch):
    monkeypatch.setenv("DEIDQ_ORT_THREADS", "3")
    n, s = pool_plan(["model"], Settings.from_env().with_overrides(ort_device="cpu"), 2)
    assert (n, s.ort_threads) == (2, 3)
    n, s = pool_plan(["rules", "merge"], settings, None)
    assert n == usable_cores() and s.ort_threads is None  # no model here: nothing to share
