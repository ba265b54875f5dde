"""Broker queue depths (Redis ``LLEN``), for backpressure and ``deidq status``."""

from __future__ import annotations

from functools import lru_cache

QUEUES = ("rules", "model", "merge")
# kombu's Redis transport keeps one list per priority step: "<queue>", "<queue>\x06\x163", ...
_PRIORITY_SUFFIXES = ("", "\x06\x163", "\x06\x166", "\x06\x169")


@lru_cache(maxsize=4)
def _client(broker_url: str):
    import redis

    return redis.Redis.from_url(broker_url, socket_timeout=3, socket_connect_timeout=3)


def queue_depths(broker_url: str, queues: tuple[str, ...] = QUEUES) -> dict[str, int]:
    """Messages waiting (not yet reserved by a worker) per queue. Raises redis errors when unreachable."""
    client = _client(broker_url)
    pipe = client.pipeline(transaction=False)
    for q in queues:
        for suffix in _PRIORITY_SUFFIXES:
            pipe.llen(q + suffix)
    values = pipe.execute()
    n = len(_PRIORITY_SUFFIXES)
    return {q: int(sum(values[i * n : (i + 1) * n])) for i, q in enumerate(queues)}


def unacked_count(broker_url: str) -> int:
    """Messages delivered to workers and not yet acknowledged (kombu's ``unacked`` hash)."""
    return int(_client(broker_url).hlen("unacked"))


def _task_id(payload: bytes | str) -> str | None:
    import json

    try:
        msg = json.loads(payload)
        if isinstance(msg, list):  # unacked entries are [message, exchange, routing_key]
            msg = msg[0]
        return str(msg["headers"]["id"])
    except (ValueError, KeyError, TypeError, IndexError):
        return None


def broker_task_ids(broker_url: str, queues: tuple[str, ...] = QUEUES) -> tuple[set[str], dict[str, float]]:
    """(ids of tasks waiting in ``queues``, {id: delivery time} of tasks delivered and not acknowledged).

    The liveness check of the scheduler uses it to tell a queued batch from one whose messages are gone
    (a Redis restart). Messages carry task ids and note primary keys only; bounded by the backpressure."""
    client = _client(broker_url)
    pipe = client.pipeline(transaction=False)
    for q in queues:
        for suffix in _PRIORITY_SUFFIXES:
            pipe.lrange(q + suffix, 0, -1)
    pipe.hgetall("unacked")
    pipe.zrange("unacked_index", 0, -1, withscores=True)
    *lists, unacked, index = pipe.execute()
    queued = {tid for items in lists for raw in items if (tid := _task_id(raw))}
    delivered_at = {(k.decode() if isinstance(k, bytes) else str(k)): float(v) for k, v in index}
    tags = {(k.decode() if isinstance(k, bytes) else str(k)): raw for k, raw in unacked.items()}
    delivered: dict[str, float] = {}
    for tag, raw in tags.items():
        if tid := _task_id(raw):
            delivered[tid] = delivered_at.get(tag, 0.0)
    return queued, delivered
