"""An int8 variant of a tagger artifact for the CPU (``deidq export --quantize``; needs the ``train`` extra's
``onnx``, never torch).

``onnxruntime.quantization.quantize_dynamic`` stores the weights of the word LSTM and the two matrix products
after it as int8, per output channel with 7-bit range (``reduce_range``): a u8 x s7 product pair cannot saturate
the int16 sums of AVX2's ``vpmaddubsw``, so the same file gives the same output on CPUs with and without AVX-512
VNNI. Their activations get fixed ranges (``models/fixed_range.py``), so a segment's result does not depend on
its batch-mates. The character LSTM stays float32 (the runtime caches its vectors across notes), as do the
embeddings, the CRF and the runtime's decoding.

The artifact keeps its float32 files. The manifest's ``int8`` record maps each member to its int8 file
(``files``; checksums under the manifest's ``files`` as for every file) and says whether a CPU runs it by
default (``cpu_default``); ``DEIDQ_MODEL_PRECISION`` overrides (``models/runtime.py``).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from deidq.models.crf import live_positions
from deidq.models.ensemble import file_record, write_manifest
from deidq.models.runtime import member_files

OP_TYPES = ("LSTM", "MatMul")  # of these, only the nodes fixed_range.add_range_row names
# tokens whose best tag (argmax of the emissions) must agree between the float32 and int8 graphs on the
# built-in sample; a broken quantization (wrong scales, a graph the quantizer misreads) falls far below it
MIN_AGREEMENT = 0.95
SAMPLE = [
    "Patient John Smith (MRN 4417203) seen on 03/04/2021 at Mercy General Hospital by Dr. Ana Ruiz, MD.",
    "Na 138, K 4.1, Cl 101, HCO3 24, BUN 18, Cr 0.9, glucose 112. HR 88, RR 16, SpO2 97% on RA.",
    "Paciente de 70 años, atendido por el Dr. Ignacio Navarro en el Hospital Clínico de Madrid el 12/12/2016.",
    "Call her daughter Mary at (617) 555-0182 or mary.s@example.com; lives at 12 Oak Street, Springfield, IL.",
]


def int8_name(member: str) -> str:
    """``model.onnx`` -> ``model.int8.onnx``, ``model.1.onnx`` -> ``model.1.int8.onnx``."""
    return member[: -len(".onnx")] + ".int8.onnx"


def _agreement(dir_: Path, manifest: dict[str, Any], fp32: str, int8: str) -> float:
    """Share of sample tokens whose emission argmax agrees between the two graphs (runtime featurization)."""
    import onnxruntime as ort
    from deidq.models.lexicon import Lexicon
    from deidq.models.runtime import LEX_INPUT, Vocab, char_vector_dim, member_feeds
    from deidq.models.tokenizer import tokenize

    vocab = Vocab.load(dir_ / "vocab.json")
    lexicon = Lexicon(dir_, manifest["features"]) if manifest.get("features") else None
    segments = [[t.text for t in tokenize(s)] for s in SAMPLE]
    out = []
    for f in (fp32, int8):
        sess = ort.InferenceSession(str(dir_ / f), providers=["CPUExecutionProvider"])
        lexical = any(i.name == LEX_INPUT for i in sess.get_inputs())
        feeds = member_feeds(vocab.graph_inputs(segments, char_vector_dim(sess), lexicon), lexical)
        out.append(sess.run(["emissions"], feeds)[0].argmax(axis=2))
    live = live_positions([len(s) for s in segments], out[0].shape[1])
    return float((out[0] == out[1])[live].mean())


def _quantize_member(src: Path, dst: Path, quantize_dynamic: Any, qint8: Any) -> None:
    """``dst``: ``src`` with the range row, its word LSTM and matrix products quantized, their ranges fixed."""
    import tempfile

    import onnx
    from deidq.models.fixed_range import add_range_row, fix_matmul_ranges

    ranged, nodes = add_range_row(onnx.load(str(src)))
    with tempfile.TemporaryDirectory(prefix="deidq-int8-") as tmp:
        f32, q = Path(tmp) / "ranged.onnx", Path(tmp) / "quantized.onnx"
        onnx.save(ranged, str(f32))
        quantize_dynamic(f32, q, weight_type=qint8, per_channel=True, reduce_range=True,
                         op_types_to_quantize=list(OP_TYPES), nodes_to_quantize=nodes)  # fmt: skip
        onnx.save(fix_matmul_ranges(onnx.load(str(q))), str(dst))


def quantize_artifact(artifact_dir: str | Path, cpu_default: bool = False) -> dict[str, Any]:
    """Write the int8 file of every member beside it and record them in the manifest; returns the ``int8``
    record. Raises ValueError when a member's int8 graph disagrees with its float32 graph on the sample."""
    import onnxruntime
    from onnxruntime.quantization import QuantType, quantize_dynamic

    dir_ = Path(artifact_dir)
    manifest = json.loads((dir_ / "manifest.json").read_text(encoding="utf-8"))
    files: dict[str, str] = {}
    agreement: dict[str, float] = {}
    quiet = logging.getLogger().level
    logging.getLogger().setLevel(logging.ERROR)  # the quantizer advises pre-processing on every call
    try:
        for member in member_files(manifest):
            target = int8_name(member)
            _quantize_member(dir_ / member, dir_ / target, quantize_dynamic, QuantType.QInt8)
            agreement[member] = round(_agreement(dir_, manifest, member, target), 4)
            if agreement[member] < MIN_AGREEMENT:
                (dir_ / target).unlink()
                raise ValueError(f"{dir_ / target}: its tags agree with {member}'s on only {agreement[member]:.1%} "
                                 f"of the sample tokens (want >= {MIN_AGREEMENT:.0%}); not written")  # fmt: skip
            files[member] = target
            manifest.setdefault("files", {})[target] = file_record(dir_ / target)
    finally:
        logging.getLogger().setLevel(quiet)
    record = {"files": files, "cpu_default": bool(cpu_default),
              "tool": f"onnxruntime.quantization.quantize_dynamic (onnxruntime {onnxruntime.__version__})",
              "weights": "QInt8, per output channel, 7-bit range", "op_types": list(OP_TYPES),
              "nodes": "word LSTM and the two matrix products after it; the character LSTM stays float32",
              "activations": "fixed ranges (models/fixed_range.py): a segment's result does not depend on its batch; "
                             "one onnxruntime thread per process",
              "sample_tag_agreement": agreement}  # fmt: skip
    manifest["int8"] = record
    write_manifest(dir_, manifest)
    return record
