"""A process's heartbeat in PostgreSQL (``heartbeats`` table), written from a daemon thread.

Workers (the Celery main process and every pool child) beat every ``DEIDQ_HEARTBEAT_INTERVAL`` seconds; the
scheduler beats from its own loop (it also renews its leases then). The thread uses its own connection
without a pool (``NullPool``), so a fork while it runs shares nothing with the child. A failed beat (database
away) is only logged: a process is declared dead by the *readers*, after ``DEIDQ_HEARTBEAT_TIMEOUT``."""

from __future__ import annotations

import logging
import os
import socket
import threading
from functools import lru_cache

from deidq.db import repository as repo
from sqlalchemy import Engine, create_engine
from sqlalchemy.orm import Session

log = logging.getLogger("deidq.heartbeat")


@lru_cache(maxsize=4)
def _engine(url: str) -> Engine:
    from sqlalchemy.pool import NullPool

    return create_engine(url, poolclass=NullPool, hide_parameters=True, connect_args=_connect_args(url))


def _connect_args(url: str) -> dict:
    return {"connect_timeout": 5} if url.startswith("postgresql") else {}


def worker_owner(nodename: str, pid: int | None = None) -> str:
    """The heartbeat owner of a worker process: the Celery node name and the pid (as in a task's STARTED
    state, which records ``hostname`` = node name and the pool child's ``pid``)."""
    return f"worker:{nodename}:{pid if pid is not None else os.getpid()}"


class Heartbeat:
    def __init__(self, database_url: str, *, owner: str, role: str, interval: float, run_id: int | None = None):
        self.url = database_url
        self.owner = owner
        self.role = role
        self.interval = interval
        self.run_id = run_id
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._failing = False

    def beat(self) -> bool:
        try:
            with Session(_engine(self.url)) as s, s.begin():
                repo.beat(s, owner=self.owner, role=self.role, host=socket.gethostname(), pid=os.getpid(),
                          run_id=self.run_id)  # fmt: skip
        except Exception as exc:  # the database may be away; the readers decide when we count as dead
            if not self._failing:
                log.warning("heartbeat_failed", extra={"worker": self.owner, "error_type": type(exc).__name__})
            self._failing = True
            return False
        if self._failing:
            log.info("heartbeat_resumed", extra={"worker": self.owner})
        self._failing = False
        return True

    def start(self) -> Heartbeat:
        self.beat()
        self._thread = threading.Thread(target=self._loop, name="deidq-heartbeat", daemon=True)
        self._thread.start()
        return self

    def _loop(self) -> None:
        while not self._stop.wait(self.interval):
            self.beat()

    def stop(self, forget: bool = True) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(self.interval + 6)
        if forget:
            try:
                with Session(_engine(self.url)) as s, s.begin():
                    repo.forget_heartbeat(s, self.owner)
            except Exception:  # pragma: no cover - best effort: a stale row is harmless
                pass
