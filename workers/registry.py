"""Registry of detector roles, spaCy-style: a role name maps to a factory, imported lazily so a rules-only
worker never loads onnxruntime and nothing at runtime loads torch.

Built-in roles are ``rules`` and ``model``. Other packages add roles through the ``deidq.detectors`` entry-point
group (``toy = "my_pkg.detector:build_detector"`` in their ``pyproject.toml``); modules named in
``DEIDQ_PLUGINS`` may also call :func:`register_role` when imported. Every path (``deidq tag``, ``run``,
``eval`` and the Celery workers) builds its detectors here, so a plug-in works everywhere.

A factory is ``build_detector(language: str, **options) -> Detector`` and raises
:class:`DetectorUnavailable` with an actionable message when it cannot serve the language."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from importlib.metadata import entry_points
from typing import Any

from deidq.workers.core.detector import Detector, DetectorUnavailable
from deidq.workers.core.spans import DetectorRef

__all__ = ["DetectorUnavailable", "build_detector", "detector_ref", "register_role"]

ENTRY_POINT_GROUP = "deidq.detectors"

BUILTIN_ROLES: dict[str, str] = {
    "rules": "deidq.workers.rules:build_detector",
    "model": "deidq.workers.taggers.onnx_tagger:build_detector",
}
ROLE_FACTORIES: dict[str, str] = dict(BUILTIN_ROLES)


def register_role(role: str, factory_path: str) -> None:
    ROLE_FACTORIES[role] = factory_path


def plugin_roles() -> dict[str, str]:
    """Roles declared by installed packages in the ``deidq.detectors`` entry-point group."""
    return {ep.name: ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}


def load_plugin_modules(modules: Iterable[str]) -> None:
    """Import the modules named in ``DEIDQ_PLUGINS`` (they may call :func:`register_role`)."""
    for name in modules:
        try:
            importlib.import_module(name)
        except ImportError as exc:
            raise DetectorUnavailable(
                f"plug-in module {name!r} (DEIDQ_PLUGINS) cannot be imported ({type(exc).__name__}); "
                "install it in this environment or remove it from DEIDQ_PLUGINS"
            ) from None


def known_roles() -> list[str]:
    return sorted({**plugin_roles(), **ROLE_FACTORIES})


def _factory_path(role: str) -> str:
    if role in ROLE_FACTORIES:
        return ROLE_FACTORIES[role]
    found = plugin_roles()
    if role in found:
        return found[role]
    raise DetectorUnavailable(
        f"unknown detector role {role!r}; known roles: {', '.join(known_roles())}. A plug-in declares its role in "
        f"the {ENTRY_POINT_GROUP!r} entry-point group."
    )


def build_detector(role: str, language: str, **options: Any) -> Detector:
    module_name, _, attr = _factory_path(role).partition(":")
    factory = getattr(importlib.import_module(module_name), attr)
    return factory(language, **options)


def build_detectors(roles: list[str], language: str, **options: Any) -> dict[str, Detector]:
    return {role: build_detector(role, language, **options) for role in roles}


def detector_ref(detector: Detector, role: str, language: str) -> DetectorRef:
    """The record every span of ``detector`` carries when it plays ``role`` for ``language``."""
    return DetectorRef(str(detector.name), str(detector.version), role, language)
