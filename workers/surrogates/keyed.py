"""Keyed hashing: HMAC-SHA256 over ``scope|kind|normalised value`` seeds every choice."""

from __future__ import annotations

import hashlib
import hmac
import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from typing import TypeVar

T = TypeVar("T")


def strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


@lru_cache(maxsize=65536)
def normalise(text: str) -> str:
    """Casefolded, accent-free, whitespace-collapsed text (the value a keyed hash sees)."""
    if text.isascii():  # fast path: nothing to strip, and casefold() == lower() on ASCII
        return " ".join(text.lower().split())
    return " ".join(strip_accents(text).casefold().split())


def alnum(text: str) -> str:
    """Normalised letters and digits only: ``967 597-100`` and ``967597100`` hash the same."""
    return "".join(c for c in normalise(text) if c.isalnum())


def keyed_hex(key: bytes, *parts: str) -> str:
    msg = "\x1f".join(parts).encode("utf-8")
    return hmac.new(key, msg, hashlib.sha256).hexdigest()


class Draw:
    """A deterministic stream of integers from one HMAC seed (stable across Python versions)."""

    __slots__ = ("_buf", "_counter", "_seed")

    def __init__(self, key: bytes, *parts: str) -> None:
        self._seed = hmac.new(key, "\x1f".join(parts).encode("utf-8"), hashlib.sha256).digest()
        self._counter = 0
        self._buf = b""

    @property
    def seed(self) -> bytes:
        return self._seed

    def _bytes(self, n: int) -> bytes:
        while len(self._buf) < n:
            block = hmac.new(self._seed, self._counter.to_bytes(8, "big"), hashlib.sha256).digest()
            self._counter += 1
            self._buf += block
        out, self._buf = self._buf[:n], self._buf[n:]
        return out

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("empty range")
        if n == 1:
            return 0
        nbytes = (n.bit_length() + 7) // 8 + 1
        limit = (256**nbytes // n) * n
        while True:
            v = int.from_bytes(self._bytes(nbytes), "big")
            if v < limit:
                return v % n

    def between(self, lo: int, hi: int) -> int:
        """Uniform integer in ``[lo, hi]``."""
        return lo + self.below(hi - lo + 1)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]
