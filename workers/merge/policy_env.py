"""Merge policy from :class:`deidq.config.Settings`, so every path de-identifies the same way.

``DEIDQ_MERGE_MODE``      ``any`` (default: union of all roles) or ``vote``
``DEIDQ_MERGE_MIN_VOTES`` roles that must overlap a span in ``vote`` mode (default 2)
``DEIDQ_MERGE_WEIGHTS``   per-role weights used to rank overlapping proposals, e.g. ``rules=1.0,model=0.8``

Settings parse and check the variables (an invalid value raises ``SettingsError`` when they are read);
this module only turns them into a :class:`MergePolicy`, for every WorkerContext (Celery workers, the embedded
executor, ``deidq tag``), ``deidq eval`` and the scheduler's run record."""

from __future__ import annotations

import dataclasses
import functools

from deidq.workers.core.terms import read_word_set
from deidq.workers.languages import get_language
from deidq.workers.merge.ensemble import MergePolicy
from deidq.workers.merge.propagate import Propagation

from deidq.config import Settings, SettingsError

# kept for callers that caught the old name; invalid merge settings now fail when settings are read
PolicyError = SettingsError


def merge_policy(settings: Settings) -> MergePolicy:
    return MergePolicy(mode=settings.merge_mode, min_votes=settings.merge_min_votes,
                       weights=dict(settings.merge_weights), propagate=settings.merge_propagate)  # fmt: skip


def policy_summary(policy: MergePolicy) -> dict:
    return {"mode": policy.mode, "min_votes": policy.min_votes, "weights": dict(policy.weights),
            "propagate": policy.propagate}  # fmt: skip


def merge_policy_for(language: str | None, policy: MergePolicy) -> MergePolicy:
    """``policy`` plus the language's merge defaults (its ``final_stop_types``, ``trusted_types`` and
    ``whole_word_labels`` / ``whole_word_plain_labels`` are added
    to the policy's own, which are empty unless a caller set them; its ``solo_min_score`` entries replace the
    policy's; its propagation labels turn name propagation on, unless the policy has its own or ``propagate`` is
    off)."""
    m = get_language(language).merge
    return dataclasses.replace(
        policy,
        final_stop_types=policy.final_stop_types | m.final_stop_types,
        trusted_types=policy.trusted_types | m.trusted_types,
        solo_min_score={**policy.solo_min_score, **m.solo_min_score},
        whole_word_labels=policy.whole_word_labels | m.whole_word_labels,
        whole_word_plain_labels=policy.whole_word_plain_labels | m.whole_word_plain_labels,
        propagation=policy.propagation
        if policy.propagation.labels or not policy.propagate
        else _propagation(get_language(language).code),
    )


@functools.cache
def _propagation(code: str) -> Propagation:
    m = get_language(code).merge
    frequent = read_word_set((), m.propagate_frequent)  # never lent, as a word or as initials: read once for both
    return Propagation(labels=m.propagate_labels, stop=read_word_set(m.propagate_stop_files) | frequent,
                       short_sources=m.propagate_short_sources,
                       ordinary=read_word_set((), m.propagate_ordinary) if m.propagate_ordinary else None,
                       short_stop=read_word_set(m.propagate_short_stop_files) | frequent)  # fmt: skip
