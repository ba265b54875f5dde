"""Merge policy from the environment, and a WorkerContext that applies it.

``DEIDQ_MERGE_MODE``     ``any`` (default: union of all roles) or ``vote``
``DEIDQ_MERGE_MIN_VOTES`` roles that must overlap a span in ``vote`` mode (default 2)
``DEIDQ_MERGE_WEIGHTS``  per-role weights used to rank overlapping proposals, e.g. ``rules=1.0,model=0.8``

Read by every WorkerContext (Celery workers, the embedded executor, ``deidq tag`` and ``deidq eval``) so
all paths de-identify the same way."""

from __future__ import annotations

import os
from collections.abc import Mapping

from deidq.workers.merge.ensemble import MergePolicy


class PolicyError(ValueError):
    pass


def parse_weights(raw: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for part in (p.strip() for p in raw.split(",")):
        if not part:
            continue
        role, sep, value = part.partition("=")
        try:
            if not sep or not role.strip():
                raise ValueError
            out[role.strip()] = float(value)
        except ValueError:
            raise PolicyError(f"DEIDQ_MERGE_WEIGHTS: expected role=number pairs, got {part!r}") from None
    return out


def merge_policy_from_env(env: Mapping[str, str] | None = None) -> MergePolicy:
    env = os.environ if env is None else env
    mode = (env.get("DEIDQ_MERGE_MODE") or "any").strip().lower()
    if mode not in ("any", "vote"):
        raise PolicyError(f"DEIDQ_MERGE_MODE must be 'any' or 'vote', got {mode!r}")
    try:
        min_votes = int(env.get("DEIDQ_MERGE_MIN_VOTES") or 2)
    except ValueError:
        raise PolicyError("DEIDQ_MERGE_MIN_VOTES must be an integer") from None
    if min_votes < 1:
        raise PolicyError("DEIDQ_MERGE_MIN_VOTES must be at least 1")
    return MergePolicy(mode=mode, min_votes=min_votes, weights=parse_weights(env.get("DEIDQ_MERGE_WEIGHTS") or ""))


def policy_summary(policy: MergePolicy) -> dict:
    return {"mode": policy.mode, "min_votes": policy.min_votes, "weights": dict(policy.weights)}
