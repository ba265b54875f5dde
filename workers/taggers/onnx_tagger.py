"""The registry's ``model`` role: the BiLSTM-CRF tagger exported to ONNX, served with onnxruntime
(CUDAExecutionProvider when available, CPU otherwise). Never imports torch.

Options (all optional; unknown options are ignored so one options dict can go to every role):
``model_dir`` (default ``models/artifacts/<language>/``), ``threads`` (onnxruntime intra-op threads; 0 =
onnxruntime default), ``device`` (``auto``/``cpu``/``cuda``), ``members`` (only the first N members of an
ensemble artifact; faster, and the version gets a ``+NofM`` suffix), ``precision`` (``auto``/``float32``/``int8``:
the artifact's int8 files, ``models/quantize.py``; ``auto`` follows the manifest on a CPU; int8 adds ``+int8`` to the
version),
``batch_tokens`` (padded tokens per ONNX call, default 6000 on the CPU, 16000 on a GPU), ``max_batch`` (segments per
call, default 128 on the CPU, 512 on a GPU), ``confidence`` (span score = minimum over its tokens of: ``marginal``
(default) the CRF posterior marginal of the chosen tag, by forward-backward over segments that contain an entity;
``emission`` the softmax of the emission scores (cheaper, under-confident inside multi-token spans); ``none`` 1.0),
``min_score`` (drop spans below it), ``recall_threshold`` (default ``default_recall_threshold`` if given,
else the manifest's ``recall_threshold``, else 0.8; 0 = off: also tag tokens outside the best path whose
posterior P(O) is below it, see ``TaggerRuntime.decode_segments``), ``default_recall_threshold`` (the
deployment's default, used only with ``confidence=marginal``), ``truecase`` (default: the language record's
``model_truecase_lower``: a note typed all in lower case reaches the network truecased, see
``models/truecase.py``).
The factory reads no environment: ``Settings.detector_options("model", language)`` maps the ``DEIDQ_ORT_*``
and ``DEIDQ_MODEL_*`` settings onto these options.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from deidq.models.runtime import CONFIDENCE_MODES, TaggerRuntime, load_runtime, member_files
from deidq.models.truecase import Truecaser
from deidq.workers.core.detector import DetectorError, DetectorUnavailable
from deidq.workers.core.labels import label_of
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span, sort_spans
from deidq.workers.languages import get_language

NAME = "bilstm_crf"
# Recall first: a token the best path leaves O is still tagged when P(O) < 0.8, i.e. P(PHI) > 0.2 — a leak is
# taken to cost about four false alarms. Measured in docs/benchmarks.md (MEDDOCAN dev: missed PHI tokens
# 150 -> 121; English synthetic test: 20 -> 12; token precision -0.4 / -0.7 points).
DEFAULT_RECALL_THRESHOLD = 0.8


def _lang(language: str) -> str:
    return get_language(language).code  # UnknownLanguage (a DetectorUnavailable) for a code without a record


class OnnxTaggerDetector:
    """Detector over one loaded model; the runtime (ONNX session) is shared process-wide."""

    def __init__(
        self,
        runtime: TaggerRuntime,
        language: str,
        confidence: str = "marginal",
        min_score: float = 0.0,
        recall_threshold: float = 0.0,
        truecaser: Truecaser | None = None,
    ) -> None:
        self.runtime = runtime
        self.truecaser = truecaser
        self.language = language
        self.name = f"{NAME}.{language}"
        self.version = str(runtime.manifest.get("version", "0"))
        if len(runtime.members) < runtime.total_members:  # a subset of an ensemble is another model
            self.version += f"+{len(runtime.members)}of{runtime.total_members}"
        if runtime.precision == "int8":  # other weights, other output: another model version
            self.version += "+int8"
        self.source = f"{self.name}@{self.version}"
        self.providers = runtime.providers
        self.confidence = confidence
        self.min_score = min_score
        self.recall_threshold = recall_threshold

    @property
    def settings(self) -> dict[str, Any]:
        """What changes this detector's output besides its version (recorded with each run)."""
        return {"confidence": self.confidence, "recall_threshold": self.recall_threshold,
                "min_score": self.min_score, "members": len(self.runtime.members), "precision": self.runtime.precision,
                "providers": list(self.providers), "truecase_lower": self.truecaser is not None}  # fmt: skip

    def detect(self, note: Note) -> list[Span]:
        return self.detect_batch([note])[0]

    def detect_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        try:
            texts = [n.text or "" for n in notes]
            if self.truecaser is not None:  # same length: the spans' offsets hold for the note as written
                texts = [self.truecaser(t) for t in texts]
            found = self.runtime.tag_texts(texts, confidence=self.confidence,
                                           recall_threshold=self.recall_threshold)  # fmt: skip
        except Exception as exc:  # message without note text
            ids = ",".join(str(n.note_id) for n in notes[:5])
            raise DetectorError(f"{self.source} failed on notes [{ids}{'…' if len(notes) > 5 else ''}]: "
                                f"{type(exc).__name__}") from None  # fmt: skip
        out = []
        for spans in found:
            out.append(sort_spans([
                Span(s.start, s.end, label_of(s.type), s.type, self.source, round(s.score, 4))
                for s in spans if s.score >= self.min_score
            ]))  # fmt: skip
        return out


def _members_option(options: dict[str, Any]) -> int | None:
    raw = options.get("members")
    if raw is None:
        return None
    try:
        return int(raw)
    except ValueError:
        raise DetectorUnavailable(f"members (DEIDQ_MODEL_MEMBERS) must be a whole number, not {raw!r}") from None


def _load(model_dir: Path, options: dict[str, Any]) -> TaggerRuntime:
    return load_runtime(
        model_dir,
        threads=options.get("threads"),
        device=str(options.get("device") or "auto"),
        batch_tokens=int(options["batch_tokens"]) if options.get("batch_tokens") else None,
        max_batch=int(options["max_batch"]) if options.get("max_batch") else None,
        members=_members_option(options),
        precision=str(options.get("precision") or "auto"),
    )


def build_detector(language: str, **options: Any) -> OnnxTaggerDetector:
    lang = _lang(language)
    model_dir = Path(options.get("model_dir") or get_language(lang).model_dir)  # the language names its artifact folder
    try:
        manifest = json.loads((model_dir / "manifest.json").read_text(encoding="utf-8"))
    except FileNotFoundError:
        manifest = {}
    except (OSError, ValueError) as exc:
        raise DetectorUnavailable(f"{model_dir}/manifest.json is unreadable ({type(exc).__name__}); "
                                  "re-export the model with `deidq export`") from None  # fmt: skip
    try:
        files = member_files(manifest)
    except (KeyError, TypeError, ValueError) as exc:
        raise DetectorUnavailable(f"{model_dir}/manifest.json: bad 'members' list ({exc})") from None
    missing = [f for f in ("vocab.json", *files) if not (model_dir / f).is_file()]
    if missing:
        raise DetectorUnavailable(
            f"no BiLSTM-CRF model for language {language!r}: {model_dir} lacks {', '.join(missing)}. "
            f"Train and export one with `deidq train --train TRAIN.jsonl --dev DEV.jsonl --out {model_dir}`, "
            "pass model_dir=..., or run with the rules role only."
        )
    try:
        import onnxruntime  # noqa: F401
    except ImportError:
        raise DetectorUnavailable("onnxruntime is not installed: pip install onnxruntime "
                                  "(or the 'gpu' extra for onnxruntime-gpu)") from None  # fmt: skip
    try:
        rt = _load(model_dir, options)
    except ValueError as exc:  # members out of range
        raise DetectorUnavailable(str(exc)) from None
    conf = str(options.get("confidence", "marginal"))
    if conf not in CONFIDENCE_MODES:
        raise DetectorUnavailable(f"confidence must be one of {', '.join(CONFIDENCE_MODES)}, not {conf!r}")
    # the deployment's default (DEIDQ_MODEL_RECALL_THRESHOLD via settings) over the artifact's, which may name
    # the threshold chosen for its own posteriors (an ensemble's differ from a member's)
    deployment_default = options.get("default_recall_threshold")
    artifact_default = manifest.get("recall_threshold", DEFAULT_RECALL_THRESHOLD)
    chosen = artifact_default if deployment_default is None else deployment_default
    default = chosen if conf == "marginal" else 0.0  # posteriors needed
    threshold = float(options.get("recall_threshold", default))
    if not 0.0 <= threshold < 1.0 or (threshold and conf != "marginal"):
        raise DetectorUnavailable(f"recall_threshold must be in [0, 1) and needs confidence=marginal, not {threshold}")
    truecase = options.get("truecase", get_language(lang).model_truecase_lower)
    truecaser = Truecaser.from_lexicon(rt.lexicon) if truecase else None  # the word lists the runtime has loaded
    return OnnxTaggerDetector(rt, lang, confidence=conf, min_score=float(options.get("min_score", 0.0)),
                              recall_threshold=threshold, truecaser=truecaser)  # fmt: skip
