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
