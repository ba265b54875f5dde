"""A bounded memo table read through ``map(memo.__getitem__, keys)``: a hit costs no Python frame (the tagger looks up
every token of every note, and notes repeat most tokens); a miss calls the function, emptying the table first when
it is full so memory stays bounded."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Memo(dict[K, V], Generic[K, V]):
    def __init__(self, fn: Callable[[K], V], max_size: int) -> None:
        super().__init__()
        self.fn = fn
        self.max_size = max_size

    def __missing__(self, key: K) -> V:
        if len(self) >= self.max_size:
            self.clear()
        value = self[key] = self.fn(key)
        return value


class Index(dict[K, int]):
    """Dense ids in order of first lookup: ``list(index)`` lists the keys by id."""

    def __missing__(self, key: K) -> int:
        value = self[key] = len(self)
        return value
