"""The scheduler's reading of a task it saw STARTED (scheduler/distributed.py): a result whose state changes
between two reads of ``AsyncResult.info`` (the worker died: a dict, then the WorkerLostError) must not crash it."""

from __future__ import annotations

from types import SimpleNamespace

from deidq.scheduler.distributed import Scheduler, _Batch


class _EndsBetweenReads:
    """An AsyncResult whose task ends while it is being read: its first ``info`` is the STARTED metadata."""

    def __init__(self) -> None:
        self.reads = 0

    @property
    def info(self) -> object:  # as celery's AsyncResult.info
        self.reads += 1
        return {"hostname": "model@host", "pid": 4242} if self.reads == 1 else RuntimeError("Worker exited")


def test_a_task_that_ends_between_reads_is_judged_not_crashed() -> None:
    fake_self = SimpleNamespace(settings=SimpleNamespace(heartbeat_timeout=30.0, task_retry_backoff_max=60.0),
                                _may_judge=lambda: True)  # fmt: skip
    batch = _Batch.__new__(_Batch)
    batch.started_seen = {}
    res = _EndsBetweenReads()
    cause = Scheduler._task_lost(fake_self, batch, "t1", res, "STARTED", now=100.0, delivered={}, live={})
    assert cause is None and res.reads == 1  # read once; a process never seen beating gets its timeout
    assert Scheduler._task_lost(fake_self, batch, "t1", _EndsBetweenReads(), "STARTED", now=131.0, delivered={},
                                live={}) == "worker"  # fmt: skip
