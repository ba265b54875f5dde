"""Assemble a seed ensemble artifact from exported member artifacts (torch-free).

Members are BiLSTM-CRF artifacts trained on the same training file with the same data settings (seeds,
dropout or lexical features may differ), so they share ``vocab.json`` and the tag set. Members with lexical
features must read the same lists, which the ensemble ships once; the others run without them. The runtime
averages the members' emission and transition scores before decoding (``TaggerRuntime.emissions``); this
module only checks that the members fit together and writes the directory: ``model.onnx``,
``model.1.onnx``, …, one ``vocab.json``, a manifest whose ``members`` list names each file with its own
training record and dev metrics, and the first member's ``NOTICE``.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any


class EnsembleError(ValueError):
    """The members cannot form one ensemble (message says which and what to do)."""


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def file_record(path: Path) -> dict[str, Any]:
    """A manifest's ``files`` entry: checksum and size."""
    return {"sha256": sha256(path), "bytes": path.stat().st_size}


def write_manifest(out: Path, manifest: dict[str, Any]) -> None:
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _member(path: Path) -> dict[str, Any]:
    for f in ("model.onnx", "vocab.json", "manifest.json"):
        if not (path / f).is_file():
            raise EnsembleError(f"{path} lacks {f}: pass directories written by `deidq train` or `deidq export`")
    manifest = json.loads((path / "manifest.json").read_text(encoding="utf-8"))
    if manifest.get("members"):
        raise EnsembleError(f"{path} is already an ensemble; pass its single-model members instead")
    want = manifest.get("files", {}).get("model.onnx", {}).get("sha256")
    if want and want != sha256(path / "model.onnx"):
        raise EnsembleError(f"{path}/model.onnx does not match the sha256 in its manifest; re-export it")
    from deidq.models.runtime import INTERFACE, LEX_INTERFACE

    if manifest.get("interface") != (LEX_INTERFACE if manifest.get("features") else INTERFACE):
        raise EnsembleError(f"{path} has an older ONNX interface; run `deidq export --upgrade --out {path}` first")
    return manifest


def assemble(
    members: Sequence[str | Path],
    out_dir: str | Path,
    version: str,
    *,
    dev: str | Path | None = None,
    recall_threshold: float | None = None,
) -> dict[str, Any]:
    """Write the ensemble directory and return its manifest. ``dev``: a gold set to score the assembled
    ensemble on (its best path; each member keeps its own scores under ``members``). ``recall_threshold``:
    the detector's default for this artifact (an ensemble's posteriors differ from one member's: choose it
    on dev)."""
    if recall_threshold is not None and not 0.0 <= recall_threshold < 1.0:
        raise EnsembleError(f"recall_threshold must be in [0, 1), not {recall_threshold}")
    paths = [Path(m) for m in members]
    if len(paths) < 2:
        raise EnsembleError("an ensemble needs at least two members")
    out = Path(out_dir)
    if any(p.resolve() == out.resolve() for p in paths):
        raise EnsembleError("the output directory must differ from every member directory")
    manifests = [_member(p) for p in paths]
    vocab_sha = {sha256(p / "vocab.json") for p in paths}
    if len(vocab_sha) != 1:
        raise EnsembleError("members have different vocabularies: train every member on the same training "
                            "file with the same [data] settings (only the seed may differ)")  # fmt: skip
    if len({json.dumps(m.get("tags")) for m in manifests}) != 1:
        raise EnsembleError("members have different tag sets")
    langs = {m.get("language") for m in manifests}
    if len(langs) != 1:
        raise EnsembleError(f"members are for different languages: {sorted(map(str, langs))}")

    # members with lexical features must read the same lists; members without them ignore the lists
    lexical = [(p, m) for p, m in zip(paths, manifests, strict=True) if m.get("features")]
    if len({json.dumps(m["features"], sort_keys=True) for _, m in lexical}) > 1:
        raise EnsembleError("members use different lexical feature lists: train them with the same --lexicons")

    out.mkdir(parents=True, exist_ok=True)
    for stale in [*out.glob("model*.onnx"), *out.glob("lex_*.txt")]:
        stale.unlink()
    shutil.copyfile(paths[0] / "vocab.json", out / "vocab.json")
    if (paths[0] / "NOTICE").is_file():
        shutil.copyfile(paths[0] / "NOTICE", out / "NOTICE")
    files: dict[str, Any] = {}
    listed: list[dict[str, Any]] = []
    for i, (p, m) in enumerate(zip(paths, manifests, strict=True)):
        name = "model.onnx" if i == 0 else f"model.{i}.onnx"
        shutil.copyfile(p / "model.onnx", out / name)
        files[name] = file_record(out / name)
        listed.append({"file": name, "sha256": files[name]["sha256"], "version": m.get("version"),
                       "seed": (m.get("training") or {}).get("seed", (m.get("hyperparameters") or {}).get("seed")),
                       "training": m.get("training", {}), "hyperparameters": m.get("hyperparameters", {}),
                       "lexical": bool(m.get("features")),
                       "dev_metrics": {"micro": (m.get("dev_metrics") or {}).get("micro")}})  # fmt: skip
    files["vocab.json"] = file_record(out / "vocab.json")
    features = lexical[0][1]["features"] if lexical else None
    if features is not None:
        prefix = str(features.get("prefix", ""))
        for name in features["files"]:
            shutil.copyfile(lexical[0][0] / f"{prefix}{name}", out / f"{prefix}{name}")
            files[f"{prefix}{name}"] = file_record(out / f"{prefix}{name}")
    base = lexical[0][1] if lexical else manifests[0]
    inherited = ("language", "architecture", "scheme", "tags", "types", "vocab_size", "interface", "inputs",
                 "outputs", "hyperparameters", "training_data")  # fmt: skip
    manifest: dict[str, Any] = {"name": base.get("name", f"bilstm_crf.{base.get('language')}"), "version": version}
    manifest.update({k: base[k] for k in inherited if k in base})
    manifest.update({
        "files": files,
        **({"features": features} if features is not None else {}),
        "members": listed,
        **({"recall_threshold": recall_threshold} if recall_threshold is not None else {}),
        "combination": "mean of the members' emission and transition scores, then one Viterbi/forward-backward",
        "dev_metrics": {},
        "dev_metrics_note": "not measured at assembly; see members[*].dev_metrics",
        "created": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    })  # fmt: skip
    write_manifest(out, manifest)
    if dev is not None:  # the runtime reads the members from the manifest just written
        manifest["dev_metrics"] = score_artifact(out, dev)
        manifest["dev_metrics_note"] = ("strict entity match (start, end, fine type) over character offsets, "
                                        f"ensemble alone, best path, on {Path(dev).name}")  # fmt: skip
        write_manifest(out, manifest)
    return manifest


def score_artifact(artifact_dir: str | Path, gold_path: str | Path, threads: int | None = None) -> dict[str, Any]:
    """Strict entity P/R/F1 (fine types, character offsets) of an artifact's best path on a gold set:
    the scorer ``deidq train`` selects on, here through the ONNX runtime (so it covers ensembles)."""
    from deidq.models.bilstm_crf.data import read_docs, strict_prf  # torch-free helpers
    from deidq.models.runtime import TaggerRuntime

    docs = read_docs(gold_path)
    rt = TaggerRuntime(artifact_dir, threads=threads)
    found = rt.tag_texts([d.text for d in docs], confidence="none")
    gold = [(d.id, s.start, s.end, s.type) for d in docs for s in d.spans]
    pred = [(d.id, s.start, s.end, s.type) for d, spans in zip(docs, found, strict=True) for s in spans]
    return strict_prf(gold, pred)
