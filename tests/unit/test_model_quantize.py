"""int8 variants of a tagger artifact (``deidq export --quantize``, ``models/quantize.py``) and how the runtime, the
detector and the settings choose between them and the float32 files."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pytest
from deidq.models.runtime import ARTIFACTS, TaggerRuntime
from deidq.models.tokenizer import tokenize

from deidq.config import Settings, SettingsError

pytest.importorskip("onnx")  # the quantizer needs the train extra's onnx; the runtime does not

TEXTS = ["Seen by Dr. Maria Keller on 03/04/2021 at Lakeside Clinic; MRN 5523019.",
         "Na 138, K 4.1, BUN 18, Cr 0.9. HR 72, RR 14. Daughter Anna called from Boston."]  # fmt: skip


@pytest.fixture(scope="module")
def quantized(tmp_path_factory):
    from typer.testing import CliRunner

    from deidq.cli import app

    d = tmp_path_factory.mktemp("q") / "en"
    shutil.copytree(ARTIFACTS / "en", d)
    res = CliRunner().invoke(app, ["export", "--quantize", "--out", str(d)])
    assert res.exit_code == 0, res.output
    return d


def _manifest(d):
    return json.loads((d / "manifest.json").read_text())


def test_quantize_writes_int8_files_and_records_them(quantized):
    m = _manifest(quantized)
    rec = m["int8"]
    assert rec["files"] == {"model.onnx": "model.int8.onnx"} and rec["cpu_default"] is False
    assert rec["sample_tag_agreement"]["model.onnx"] >= 0.95
    from deidq.models.ensemble import sha256

    assert m["files"]["model.int8.onnx"]["sha256"] == sha256(quantized / "model.int8.onnx")
    assert (quantized / "model.int8.onnx").stat().st_size < (quantized / "model.onnx").stat().st_size


def test_int8_runtime_tags_like_float32_with_other_weights(quantized):
    fp = TaggerRuntime(quantized, threads=1, device="cpu", precision="float32")
    q = TaggerRuntime(quantized, threads=1, device="cpu", precision="int8")
    assert (fp.precision, q.precision) == ("float32", "int8")
    segments = [[t.text for t in tokenize(s)] for s in TEXTS]
    em_fp, em_q = fp.emissions(segments), q.emissions(segments)
    assert em_fp.shape == em_q.shape and not np.array_equal(em_fp, em_q)  # the int8 file is what ran
    assert np.abs(em_fp - em_q).max() < 2.0
    tags_fp = [t for t, _ in fp.decode_segments(segments)]
    tags_q = [t for t, _ in q.decode_segments(segments)]
    agree = sum(a == b for x, y in zip(tags_fp, tags_q, strict=True) for a, b in zip(x, y, strict=True))
    assert agree / sum(map(len, tags_fp)) >= 0.95


def test_auto_follows_the_manifest_on_a_cpu_only(quantized, tmp_path):
    assert TaggerRuntime(quantized, threads=1, device="cpu").precision == "float32"  # cpu_default false
    d = tmp_path / "en"
    shutil.copytree(quantized, d)
    m = _manifest(d)
    m["int8"]["cpu_default"] = True
    (d / "manifest.json").write_text(json.dumps(m))
    rt = TaggerRuntime(d, threads=1, device="cpu")
    assert rt.precision == "int8"
    assert rt._precision("auto", gpu=True) == "float32"  # a GPU keeps the float32 graph
    assert TaggerRuntime(d, threads=1, device="cpu", precision="float32").precision == "float32"
    (d / "model.int8.onnx").unlink()  # the manifest promises a file that is gone: say so, do not guess
    with pytest.raises(ValueError, match="deidq export --quantize"):
        TaggerRuntime(d, threads=1, device="cpu")


def test_int8_without_int8_files_is_actionable():
    with pytest.raises(ValueError, match=r"no int8 file.*deidq export --quantize.*DEIDQ_MODEL_PRECISION=float32"):
        TaggerRuntime(ARTIFACTS / "es", threads=1, device="cpu", precision="int8")
    with pytest.raises(ValueError, match="precision must be one of"):
        TaggerRuntime(ARTIFACTS / "es", threads=1, device="cpu", precision="fp16")
    from deidq.workers.core.detector import DetectorUnavailable
    from deidq.workers.registry import build_detector

    with pytest.raises(DetectorUnavailable, match="no int8 file"):
        build_detector("model", "es", device="cpu", precision="int8")


def test_detector_version_and_settings_name_the_precision(quantized):
    from deidq.workers.registry import build_detector

    det = build_detector("model", "en", model_dir=str(quantized), device="cpu", precision="int8")
    assert det.version.endswith("+int8") and det.settings["precision"] == "int8"
    plain = build_detector("model", "en", model_dir=str(quantized), device="cpu")
    assert "+int8" not in plain.version and plain.settings["precision"] == "float32"


def test_precision_setting_is_checked_and_passed(monkeypatch):
    from deidq.models.runtime import PRECISIONS

    for p in PRECISIONS:  # config keeps its own copy (it imports no model code): the two must agree
        monkeypatch.setenv("DEIDQ_MODEL_PRECISION", p)
        assert Settings.from_env().model_precision == p
    monkeypatch.setenv("DEIDQ_MODEL_PRECISION", "INT8")
    s = Settings.from_env()
    assert s.detector_options("model", "en")["precision"] == "int8"
    monkeypatch.setenv("DEIDQ_MODEL_PRECISION", "auto")
    assert "precision" not in Settings.from_env().detector_options("model", "en")
    monkeypatch.setenv("DEIDQ_MODEL_PRECISION", "fp16")
    with pytest.raises(SettingsError, match="DEIDQ_MODEL_PRECISION"):
        Settings.from_env()


def test_a_quantization_that_disagrees_is_not_written(tmp_path, monkeypatch):
    import deidq.models.quantize as qz

    d = tmp_path / "en"
    shutil.copytree(ARTIFACTS / "en", d)
    before = (d / "manifest.json").read_text()
    monkeypatch.setattr(qz, "MIN_AGREEMENT", 1.01)  # no graph can agree more than fully
    with pytest.raises(ValueError, match="agree"):
        qz.quantize_artifact(d)
    assert not (d / "model.int8.onnx").exists() and (d / "manifest.json").read_text() == before


OTHERS = [
    "Zzyzx QUARTERMAINE-VOLKOVA 99999999999 @@@ ###",
    "Discharged 12/12/2012 to St. Elsewhere Rehabilitation Hospital, 4400 Wexford Boulevard, Apt 12B, Tulsa.",
]


@pytest.mark.parametrize("precision", ["float32", "int8"])
def test_a_segment_is_tagged_the_same_whatever_it_is_batched_with(quantized, precision):
    """A note's result must not depend on its batch-mates or on what the character cache already holds (an
    auditor's re-run, a Celery micro-batch and a `deidq tag` chunk must agree). int8 keeps this through fixed
    activation ranges (models/fixed_range.py); per-batch scales broke it."""
    segs = [[t.text for t in tokenize(s)] for s in TEXTS]
    others = [[t.text for t in tokenize(s)] for s in OTHERS]
    alone = TaggerRuntime(quantized, threads=1, device="cpu", precision=precision).decode_segments(segs)
    seen = TaggerRuntime(quantized, threads=2, device="cpu", precision=precision, max_batch=64)
    seen.decode_segments(others)  # its character cache now holds other tokens
    mixed = seen.decode_segments(others + segs + others)[len(others) : len(others) + len(segs)]
    assert [t for t, _ in mixed] == [t for t, _ in alone]
    for (_, a), (_, b) in zip(mixed, alone, strict=True):
        assert np.allclose(a, b, atol=1e-4)


def test_int8_emissions_do_not_move_with_batch_mates(quantized):
    """The int8 graph's emissions for a segment are the same numbers alone and beside segments whose activations
    span other ranges (the per-batch quantizer moved them by up to ~0.1)."""
    rt = TaggerRuntime(quantized, threads=4, device="cpu", precision="int8")
    assert rt.threads == 1  # onnxruntime would quantize each thread's share of the batch on its own scale
    segs = [[t.text for t in tokenize(s)] for s in TEXTS]
    others = [[t.text for t in tokenize(s)] for s in OTHERS] + [["ZZZZZZZZ"] * 40]
    rt.emissions(segs + others)  # every token's character vector is cached before either run
    alone = rt.emissions(segs)
    mixed = rt.emissions(others + segs)[len(others) :]
    for k, s in enumerate(segs):
        assert np.array_equal(alone[k, : len(s)], mixed[k, : len(s)])


def test_the_range_row_leaves_the_float32_graph_exact(tmp_path):
    """add_range_row only widens the graph: run in float32 it gives the original's emissions bit for bit, and the
    quantized graph it leads to has no per-batch quantization of the matrix products left."""
    import onnx
    import onnxruntime as ort
    from deidq.models.fixed_range import GraphLayoutError, add_range_row
    from deidq.models.runtime import Vocab, char_vector_dim, member_feeds

    src = ARTIFACTS / "en" / "model.onnx"
    ranged, nodes = add_range_row(onnx.load(str(src)))
    assert nodes[0] == "word_lstm" and len(nodes) == 3
    onnx.save(ranged, str(tmp_path / "ranged.onnx"))
    manifest = json.loads((ARTIFACTS / "en" / "manifest.json").read_text())
    from deidq.models.lexicon import Lexicon

    segments = [[t.text for t in tokenize(s)] for s in TEXTS + OTHERS]
    out = []
    for f in (src, tmp_path / "ranged.onnx"):
        sess = ort.InferenceSession(str(f), providers=["CPUExecutionProvider"])
        vocab = Vocab.load(ARTIFACTS / "en" / "vocab.json")
        feeds = vocab.graph_inputs(segments, char_vector_dim(sess), Lexicon(ARTIFACTS / "en", manifest["features"]))
        out.append(sess.run(["emissions"], member_feeds(feeds, True))[0])
    assert out[0].shape == out[1].shape and np.array_equal(out[0], out[1])
    q = onnx.load(str(ARTIFACTS / "en" / "model.int8.onnx"))
    ops = [n.op_type for n in q.graph.node]
    assert "DynamicQuantizeLinear" not in ops and ops.count("MatMulIntegerToFloat") == 2
    assert ops.count("DynamicQuantizeLSTM") == 1 and ops.count("LSTM") == 1  # the character LSTM stays float32
    bare = onnx.load(str(src))
    bare.graph.node.remove(next(n for n in bare.graph.node if n.op_type == "Concat" and list(n.output) == ["x"]))
    with pytest.raises(GraphLayoutError, match="layout not recognised"):
        add_range_row(bare)
