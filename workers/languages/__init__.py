"""One place per language: ``workers/languages/<code>/`` defines that language's :class:`Language` record.

``get_language("es-ES")`` returns the Spanish record; a code without a folder raises :class:`UnknownLanguage`
(a :class:`~deidq.workers.core.detector.DetectorUnavailable`, so the CLI exits 2 and a stored note fails closed)
instead of falling back to another language (its merge defaults are applied by
``deidq.workers.merge.policy_env.merge_policy_for``). See docs/rules.md "Languages" for how to add one."""

from __future__ import annotations

import functools
import importlib
import pkgutil

from deidq.workers.core.detector import DetectorUnavailable
from deidq.workers.languages.record import (
    Calendar,
    Language,
    MergeDefaults,
    Places,
    RuleData,
    SurrogateData,
)

__all__ = [
    "HOW_TO_ADD",
    "Calendar",
    "Language",
    "MergeDefaults",
    "Places",
    "RuleData",
    "SurrogateData",
    "UnknownLanguage",
    "all_languages",
    "get_language",
    "language_codes",
    "normalise_code",
]

HOW_TO_ADD = (
    "add workers/languages/<code>/, rules packs in workers/rules/packs/<code>/, and a model in models/artifacts/<code>/"
)


class UnknownLanguage(DetectorUnavailable):
    """A language code deidq has no record for. The message names the known codes and how to add one."""


def normalise_code(language: str | None) -> str:
    """``en-US``, ``es_ES``, ``EN`` -> ``en`` / ``es``: the primary subtag, lower case."""
    return (language or "").lower().split("-")[0].split("_")[0]


@functools.cache
def all_languages() -> dict[str, Language]:
    """code -> record, for every language folder, in code order (pools built over all languages rely on it)."""
    found: dict[str, Language] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        record = importlib.import_module(f"{__name__}.{info.name}").LANGUAGE
        if not isinstance(record, Language) or record.code != info.name:
            raise TypeError(f"{__name__}.{info.name}.LANGUAGE must be a Language with code {info.name!r}")
        found[info.name] = record
    return found


def language_codes() -> tuple[str, ...]:
    return tuple(all_languages())


def get_language(language: str | None) -> Language:
    """The record for ``language`` (normalised); :class:`UnknownLanguage` if there is none."""
    code = normalise_code(language)
    known = all_languages()
    try:
        return known[code]
    except KeyError:
        raise UnknownLanguage(
            f"unknown language {language!r}; supported languages: {', '.join(known)}. To add one, {HOW_TO_ADD}."
        ) from None
