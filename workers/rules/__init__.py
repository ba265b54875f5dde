"""Rule workers: pattern packs (TOML data) + gazetteers + per-patient known PHI, en and es.

Public API: :func:`build_detector` (the registry's ``rules`` role factory), :class:`RulesDetector`.
"""

from __future__ import annotations

from typing import Any

from deidq.workers.core.detector import DetectorUnavailable
from deidq.workers.languages import get_language
from deidq.workers.rules.detector import VERSION, RulesDetector, build_rules_detector, dedupe
from deidq.workers.rules.packs import PackError, supported_languages

__all__ = ["VERSION", "PackError", "RulesDetector", "build_detector", "dedupe", "supported_languages"]


def build_detector(language: str, **options: Any) -> RulesDetector:
    """Build the rules detector for ``language`` (``en`` or ``es``).

    Options: ``enabled`` / ``disabled`` (detector names: pack names, ``gazetteer``, ``known_phi``,
    ``deny``), ``allow_list`` / ``deny_list`` (paths), ``pack_dirs`` (extra pack folders),
    ``min_score``. Unknown options are ignored so a shared options dict can be passed to all roles.
    """
    lang = get_language(language).code  # UnknownLanguage for a language without a record
    langs = supported_languages()
    if lang not in langs:
        raise DetectorUnavailable(
            f"rules detector has no pattern packs for language {language!r}; supported: {', '.join(langs)}. "
            "Add workers/rules/packs/<lang>/*.toml or pass pack_dirs=[...]."
        )
    return build_rules_detector(lang, **options)
