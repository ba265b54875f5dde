"""Torch vs ONNX: identical tags on a fixture set (skipped where torch/onnx are not installed)."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")


def test_torch_and_onnx_give_identical_tags(tmp_path):
    from models.bilstm_crf.export import SAMPLE, export_onnx, onnx_tags, torch_tags
    from tests.conftest import toy_tagger

    model, vocab, corpus, _cfg = toy_tagger()
    path = tmp_path / "m.onnx"
    export_onnx(model, vocab, path)
    fixtures = [*SAMPLE, ["Juan"] * 40, [ex.tokens[0].text for ex in corpus.examples]]
    a, b = torch_tags(model, vocab, fixtures), onnx_tags(path, vocab, fixtures)
    assert np.array_equal(a, b)
    assert len(set(a[a > 0].tolist())) > 1  # non-trivial paths

    import onnxruntime as ort

    from models.bilstm_crf.train import to_tensors
    from models.runtime import INPUTS, OUTPUTS

    inputs = vocab.encode(fixtures)
    sess = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    # every output carries its interface name, the CRF parameters too (torch.onnx alone numbers them)
    assert [o.name for o in sess.get_outputs()] == list(OUTPUTS)
    assert [i.name for i in sess.get_inputs()] == list(INPUTS)
    em_onnx, *crf_onnx = sess.run(list(OUTPUTS), inputs)
    with torch.no_grad():
        em_torch, *crf_torch = (t.numpy() for t in model(**to_tensors(inputs)))
    for got, want in zip(crf_onnx, crf_torch, strict=True):  # transitions, start, end: by name, not position
        np.testing.assert_allclose(got, want, rtol=1e-6)
    lengths = np.array([len(s) for s in fixtures])
    live = np.arange(em_torch.shape[1])[None, :] < lengths[:, None]
    np.testing.assert_allclose(em_onnx[live], em_torch[live], rtol=1e-4, atol=1e-4)
