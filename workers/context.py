"""Per-process worker state: settings, detectors (loaded once, reused across notes) and the surrogator."""

from __future__ import annotations

import gc
import threading
from functools import cached_property

from deidq.workers.core.detector import Detector
from deidq.workers.core.vocab import RenderMode
from deidq.workers.merge.ensemble import MergePolicy
from deidq.workers.merge.policy_env import merge_policy, merge_policy_for
from deidq.workers.pipeline import Pipeline
from deidq.workers.registry import build_detector, load_plugin_modules

from deidq.config import Settings


class WorkerContext:
    def __init__(self, settings: Settings, *, embedded: bool = False, policy: MergePolicy | None = None,
                 long_lived: bool = False) -> None:  # fmt: skip
        """``long_lived``: the process exists to run this context (a ``deidq tag`` or Celery worker), so what a
        pipeline loads is frozen out of the garbage collector's sight once loaded (:meth:`pipeline`)."""
        self.settings = settings
        self.embedded = embedded
        self.long_lived = long_lived
        self.policy = policy or merge_policy(settings)  # DEIDQ_MERGE_*: the same policy on every path
        self._detectors: dict[tuple[str, str], Detector] = {}
        self._pipelines: dict[str, Pipeline] = {}
        self._lock = threading.Lock()
        load_plugin_modules(settings.plugins)  # DEIDQ_PLUGINS, on every path

    def detector(self, role: str, language: str) -> Detector:
        key = (role, language)
        with self._lock:
            if key not in self._detectors:
                self._detectors[key] = build_detector(role, language, **self.settings.detector_options(role, language))
            return self._detectors[key]

    def pipeline(self, language: str) -> Pipeline:
        if language not in self._pipelines:
            policy = merge_policy_for(language, self.policy)  # the language's merge defaults; UnknownLanguage
            dets = {role: self.detector(role, language) for role in self.settings.detectors}
            surrogator = self.surrogator if self.settings.mode == RenderMode.SURROGATE else None
            self._pipelines[language] = Pipeline(dets, policy=policy, surrogator=surrogator, language=language)
            if self.long_lived:
                # The loaded rules, word lists and vocabularies are objects that live as long as the process: frozen,
                # the collector's full collections stop re-walking them (ACI notes: 0.69 -> 0.25 s of collection per
                # 1,035 notes). Not in a short-lived or shared process: what is frozen is never collected.
                gc.freeze()
        return self._pipelines[language]

    @cached_property
    def key_path(self) -> str | None:
        return str(self.settings.data_dir / "secret.key") if self.embedded else None

    @cached_property
    def surrogator(self):
        from pathlib import Path

        from deidq.workers.surrogates.keys import load_key
        from deidq.workers.surrogates.surrogator import Surrogator

        key = load_key(
            secret=self.settings.secret_key,
            key_file=self.settings.secret_key_file,
            allow_generate_at=Path(self.key_path) if self.key_path else None,
        )
        return Surrogator(key)

    def versions(self, languages: list[str]) -> dict[str, str]:
        out: dict[str, str] = {}
        for lang in languages:
            for role in self.settings.detectors:
                d = self.detector(role, lang)
                out[f"{role}.{lang}"] = f"{d.name}@{d.version}"
        return out

    def detector_settings(self, languages: list[str]) -> dict[str, dict]:
        """Options that change a detector's output besides its version (the model's recall threshold…)."""
        return {f"{role}.{lang}": dict(getattr(self.detector(role, lang), "settings", {}))
                for lang in languages for role in self.settings.detectors}  # fmt: skip
