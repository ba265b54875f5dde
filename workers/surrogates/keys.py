"""Secret-key handling for surrogate mode.

The key seeds every keyed hash (HMAC-SHA256) the :class:`~workers.surrogates.surrogator.Surrogator`
uses, so the same key gives the same surrogates in every run. Production must configure one;
only the embedded demo may generate one (into a 0600 file the caller names).
"""

from __future__ import annotations

import binascii
import logging
import os
import secrets
import stat
from pathlib import Path

log = logging.getLogger("deidq.keys")

ENV_KEY = "DEIDQ_SECRET_KEY"
ENV_KEY_FILE = "DEIDQ_SECRET_KEY_FILE"
MIN_KEY_BYTES = 16
GENERATE_HINT = "python -c 'import secrets; print(secrets.token_hex(32))'"


class MissingKeyError(RuntimeError):
    """No usable secret key was configured (the message never contains key material)."""


def generate_key() -> bytes:
    """A fresh random 32-byte key."""
    return secrets.token_bytes(32)


def _decode(text: str) -> bytes:
    """Hex (64 chars for 32 bytes) is decoded; any other text is used as UTF-8 bytes."""
    text = text.strip()
    if len(text) >= 2 * MIN_KEY_BYTES and len(text) % 2 == 0:
        try:
            return binascii.unhexlify(text)
        except (binascii.Error, ValueError):
            pass
    return text.encode("utf-8")


def _check(key: bytes, where: str) -> bytes:
    if len(key) < MIN_KEY_BYTES:
        raise MissingKeyError(
            f"the secret key from {where} is too short (need at least {MIN_KEY_BYTES} bytes); "
            f"generate one with: {GENERATE_HINT}"
        )
    return key


def write_key_file(path: Path, key: bytes) -> None:
    """Write ``key`` as hex to ``path`` with mode 0600 (created exclusively; never overwritten)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(binascii.hexlify(key).decode("ascii") + "\n")
    os.chmod(path, 0o600)


def warn_if_readable_by_others(path: Path) -> bool:
    """Log a warning (path and mode, never the key) when group or others may read the key file; True then."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    if mode & 0o077:
        log.warning("secret_key_file_readable_by_others",
                    extra={"path": str(path), "code": f"mode {stat.S_IMODE(mode):o}; run chmod 600"})  # fmt: skip
        return True
    return False


def load_key(
    secret: str | bytes | None = None,
    key_file: str | os.PathLike[str] | None = None,
    *,
    allow_generate_at: Path | None = None,
) -> bytes:
    """Return the surrogate key.

    Order: ``secret`` (``Settings.secret_key``, ``$DEIDQ_SECRET_KEY``; hex or any text of ≥ 16 bytes), then
    ``key_file`` (``Settings.secret_key_file``, ``$DEIDQ_SECRET_KEY_FILE``); the caller passes them from its
    settings, this function reads no environment. If neither is set: with
    ``allow_generate_at`` (embedded demo only) read that file, or create it (0600) with a fresh
    key; without it raise :class:`MissingKeyError`.
    """
    if secret:
        return _check(secret if isinstance(secret, bytes) else _decode(secret), ENV_KEY)
    if key_file:
        path = Path(key_file)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as e:
            raise MissingKeyError(
                f"cannot read the secret key file named by {ENV_KEY_FILE} ({e.strerror}); "
                f"generate one with: {GENERATE_HINT} > FILE && chmod 600 FILE"
            ) from None
        warn_if_readable_by_others(path)
        return _check(_decode(text), ENV_KEY_FILE)
    if allow_generate_at is not None:
        path = Path(allow_generate_at)
        if path.exists():
            return _check(_decode(path.read_text(encoding="utf-8")), str(path))
        key = generate_key()
        try:
            write_key_file(path, key)
        except FileExistsError:  # another process won the race: use its key
            return _check(_decode(path.read_text(encoding="utf-8")), str(path))
        return key
    raise MissingKeyError(
        f"surrogate mode needs {ENV_KEY} or {ENV_KEY_FILE}; generate one with: {GENERATE_HINT} "
        "(keep it secret and stable: changing it changes every surrogate and date shift)"
    )
