"""Export a trained checkpoint to ONNX (dynamic batch, length, unique-token and char axes), check
torch/ONNX tag parity, and write ``vocab.json``, ``manifest.json`` and ``NOTICE``."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import torch

from models.ensemble import file_record, write_manifest
from models.runtime import INPUTS, OUTPUTS, Vocab, viterbi

DYNAMIC = {"word_ids": {0: "batch", 1: "length"}, "case_ids": {0: "batch", 1: "length"},
           "uniq_chars": {0: "uniq", 1: "chars"}, "char_index": {0: "batch", 1: "length"},
           "emissions": {0: "batch", 1: "length"}}  # fmt: skip

MEDDOCAN_NOTICE = """\
This model was trained on the MEDDOCAN corpus (training split; model selected on the development
split): Spanish synthetic clinical case reports annotated with protected health information.

MEDDOCAN: Medical Document Anonymization corpus, Plan de Impulso de las Tecnologías del Lenguaje
(Plan TL) / Barcelona Supercomputing Center (BSC). Repository: PlanTL-GOB-ES/SPACCC_MEDDOCAN.
Licensed under the Creative Commons Attribution 4.0 International licence (CC BY 4.0),
https://creativecommons.org/licenses/by/4.0/ . Changes: the annotations were converted to token
BIOES tags and used to train model weights; the corpus text itself is not redistributed here.
Marimon M. et al. (2019), Automatic De-identification of Medical Texts in Spanish: the MEDDOCAN
Track, Corpus, Guidelines, Methods and Evaluation of Results. IberLEF 2019.
"""

SYNTH_NOTICE = """\
This model was trained on deidq's synthetic English clinical notes (deidq-data/synth_en): fictitious
identifiers inserted into carrier documents derived from
  - ACI-Bench (Yim et al. 2023, repository wyim/aci-bench), CC BY 4.0, and
  - MTS-Dialog (Ben Abacha et al. 2023, repository abachaa/MTS-Dialog), CC BY 4.0,
  https://creativecommons.org/licenses/by/4.0/ . No real patient data was used. Changes: text
converted to token BIOES tags and used to train model weights; the corpus is not redistributed here.
"""

SAMPLE = [["Paciente", "de", "70", "años", ",", "atendido", "por", "el", "Dr", ".", "Ignacio", "Navarro"],
          ["NHC", ":", "368503", "."], ["Calle", "Miguel", "Benitez", "90", ",", "Madrid"],
          ["Fecha", "de", "ingreso", ":", "12", "/", "12", "/", "2016", "."], ["Hola"],
          ["Patient", "John", "Smith", "seen", "on", "03", "/", "04", "/", "2021", "at", "Mercy",
           "Hospital"]]  # fmt: skip


def torch_tags(model: Any, vocab: Vocab, segments: list[list[str]]) -> np.ndarray:
    from models.bilstm_crf.train import to_tensors

    with torch.no_grad():
        em, tr, st, en = model(**to_tensors(vocab.encode(segments)))
    lengths = np.array([len(s) for s in segments])
    return viterbi(em.numpy(), lengths, tr.numpy(), st.numpy(), en.numpy())


def onnx_tags(path: Path, vocab: Vocab, segments: list[list[str]]) -> np.ndarray:
    import onnxruntime as ort

    sess = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    em, tr, st, en = sess.run(list(OUTPUTS), vocab.encode(segments))
    return viterbi(em, np.array([len(s) for s in segments]), tr, st, en)


def export_onnx(model: Any, vocab: Vocab, path: Path) -> None:
    model.eval()
    example = tuple(torch.from_numpy(v) for v in vocab.encode(SAMPLE[:3]).values())
    torch.onnx.export(model, example, str(path), input_names=list(INPUTS), output_names=list(OUTPUTS),
                      dynamic_axes=DYNAMIC, opset_version=17, dynamo=False)  # fmt: skip
    name_outputs(path)


def name_outputs(path: Path) -> bool:
    """Give every graph output its interface name (``OUTPUTS``, in order); True if the file changed.

    torch.onnx cannot rename an output that is a parameter (the CRF transitions): it keeps a number such as
    ``536``. An Identity node per such output carries the name, so the runtime fetches outputs by name.
    The values are unchanged."""
    import onnx

    m = onnx.load(str(path))
    names = [o.name for o in m.graph.output]
    if names == list(OUTPUTS):
        return False
    if len(names) != len(OUTPUTS) or names[0] != OUTPUTS[0]:
        raise ValueError(f"{path} has outputs {names}; expected {len(OUTPUTS)} starting with {OUTPUTS[0]!r}")
    for out, name in zip(m.graph.output, OUTPUTS, strict=True):
        if out.name != name:
            m.graph.node.append(onnx.helper.make_node("Identity", [out.name], [name], name=f"name_{name}"))
            out.name = name
    onnx.checker.check_model(m)
    onnx.save(m, str(path))
    return True


def rename_artifact_outputs(artifact_dir: str | Path) -> list[str]:
    """Upgrade an artifact exported with numbered outputs in place: :func:`name_outputs` on every member,
    then the sha256 and sizes in its manifest. Returns the files changed."""
    from models.runtime import member_files

    out = Path(artifact_dir)
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    changed = [f for f in member_files(manifest) if name_outputs(out / f)]
    for f in changed:
        record = manifest.setdefault("files", {})[f] = file_record(out / f)
        for member in manifest.get("members") or []:
            if member.get("file") == f:
                member["sha256"] = record["sha256"]
    if changed:
        manifest["outputs"] = list(OUTPUTS)
        write_manifest(out, manifest)
    return changed


def export(checkpoint: str | Path, out_dir: str | Path, version: str = "2026.11.1", language: str | None = None,
           training: dict[str, Any] | None = None, echo: Callable[[str], None] = print) -> dict[str, Any]:  # fmt: skip
    from models.bilstm_crf.train import load_checkpoint

    model, vocab, cfg, ck = load_checkpoint(checkpoint)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    onnx_path = out / "model.onnx"
    export_onnx(model, vocab, onnx_path)
    vocab.save(out / "vocab.json")
    a, b = torch_tags(model, vocab, SAMPLE), onnx_tags(onnx_path, vocab, SAMPLE)
    if not np.array_equal(a, b):
        raise RuntimeError("torch and ONNX tags differ on the parity fixture")
    old = out / "manifest.json"
    if training is None and old.is_file():  # re-export: keep the training record
        training = json.loads(old.read_text(encoding="utf-8")).get("training")
    lang = language or out.name
    es = lang.startswith("es")
    manifest = {
        "name": f"bilstm_crf.{lang}",
        "version": version,
        "language": lang,
        "architecture": "BiLSTM-CRF (NeuroNER): char BiLSTM + token embedding + casing -> token BiLSTM -> CRF",
        "files": {
            "model.onnx": file_record(onnx_path),
            "vocab.json": file_record(out / "vocab.json"),
        },
        "scheme": vocab.scheme,
        "tags": vocab.tags,
        "types": vocab.types,
        "vocab_size": len(vocab.words),
        "inputs": INPUTS,
        "outputs": OUTPUTS,
        "hyperparameters": cfg.to_dict(),
        "training_data": (
            {
                "corpus": "MEDDOCAN (PlanTL-GOB-ES/SPACCC_MEDDOCAN)",
                "split": "train; selected on dev",
                "licence": "CC BY 4.0",
                "attribution": "Plan TL / Barcelona Supercomputing Center",
            }
            if es
            else {
                "corpus": "deidq synthetic English notes (deidq-data/synth_en)",
                "split": "train; selected on dev",
                "licence": "carriers from ACI-Bench and MTS-Dialog, CC BY 4.0; identifiers synthetic",
                "attribution": "Yim et al. 2023 (wyim/aci-bench); Ben Abacha et al. 2023 (abachaa/MTS-Dialog)",
            }
        ),
        "training": training or {},
        "dev_metrics": ck.get("metrics", {}),
        "dev_metrics_note": "strict entity match (start, end, fine type) over character offsets, model alone",
        "created": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    write_manifest(out, manifest)
    (out / "NOTICE").write_text(MEDDOCAN_NOTICE if es else SYNTH_NOTICE, encoding="utf-8")
    size = onnx_path.stat().st_size
    echo(f"exported {onnx_path} ({size / 1e6:.1f} MB), parity ok on {len(SAMPLE)} segments")
    return {"onnx": str(onnx_path), "bytes": size, "sha256": manifest["files"]["model.onnx"]["sha256"]}
