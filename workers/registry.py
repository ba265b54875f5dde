"""Registry of detector roles, spaCy-style: a role name maps to a factory path, imported lazily so
a rules-only worker never loads onnxruntime and nothing at runtime loads torch.

A factory is ``build_detector(language: str, **options) -> Detector`` and raises
:class:`DetectorUnavailable` with an actionable message when it cannot serve the language."""

from __future__ import annotations

import importlib
from typing import Any

from deidq.workers.core.detector import Detector

ROLE_FACTORIES: dict[str, str] = {
    "rules": "deidq.workers.rules:build_detector",
    "model": "deidq.workers.taggers.onnx_tagger:build_detector",
}


class DetectorUnavailable(RuntimeError):
    pass


def register_role(role: str, factory_path: str) -> None:
    ROLE_FACTORIES[role] = factory_path


def build_detector(role: str, language: str, **options: Any) -> Detector:
    try:
        path = ROLE_FACTORIES[role]
    except KeyError:
        raise DetectorUnavailable(
            f"unknown detector role {role!r}; known roles: {', '.join(sorted(ROLE_FACTORIES))}"
        ) from None
    module_name, _, attr = path.partition(":")
    factory = getattr(importlib.import_module(module_name), attr)
    return factory(language, **options)


def build_detectors(roles: list[str], language: str, **options: Any) -> dict[str, Detector]:
    return {role: build_detector(role, language, **options) for role in roles}
