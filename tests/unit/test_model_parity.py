"""Torch vs ONNX: identical tags on a fixture set, cold and with the runtime's character-vector cache warm
(skipped where torch/onnx are not installed)."""

from __future__ import annotations

import json

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")


def test_torch_and_onnx_give_identical_tags(tmp_path):
    from deidq.models.bilstm_crf.export import SAMPLE, _session, export_onnx, onnx_emissions, onnx_tags, torch_tags
    from deidq.models.bilstm_crf.train import to_tensors
    from deidq.models.crf import viterbi
    from deidq.models.runtime import INPUTS, OUTPUTS, TaggerRuntime

    from tests.conftest import toy_tagger

    model, vocab, corpus, _cfg = toy_tagger()
    path = tmp_path / "model.onnx"
    export_onnx(model, vocab, path)
    fixtures = [*SAMPLE, ["Juan"] * 40, [ex.tokens[0].text for ex in corpus.examples]]
    a, b = torch_tags(model, vocab, fixtures), onnx_tags(path, vocab, fixtures)
    assert np.array_equal(a, b)
    assert len(set(a[a > 0].tolist())) > 1  # non-trivial paths

    sess = _session(path)
    # the interface by name: the CRF parameters too
    assert [o.name for o in sess.get_outputs()] == list(OUTPUTS)
    assert [i.name for i in sess.get_inputs()] == list(INPUTS)
    em_onnx, *crf_onnx = onnx_emissions(sess, vocab, fixtures)
    with torch.no_grad():
        em_torch, *crf_torch = (t.numpy() for t in model(**to_tensors(vocab.encode(fixtures))))
    for got, want in zip(crf_onnx, crf_torch, strict=True):  # transitions, start, end
        np.testing.assert_allclose(got, want, rtol=1e-6)
    lengths = np.array([len(s) for s in fixtures])
    live = np.arange(em_torch.shape[1])[None, :] < lengths[:, None]
    np.testing.assert_allclose(em_onnx[live], em_torch[live], rtol=1e-4, atol=1e-4)

    # the runtime: the first call fills the character-vector cache, the second reads every token from it;
    # both give torch's emissions on real positions and its tags
    vocab.save(tmp_path / "vocab.json")
    (tmp_path / "manifest.json").write_text(json.dumps({"name": "toy", "version": "0", "language": "es"}))
    rt = TaggerRuntime(tmp_path, threads=1, device="cpu")
    cold = rt.emissions(fixtures)
    assert len(rt.chars) == len(vocab.encode_tokens(fixtures)[3])
    warm = rt.emissions(fixtures)
    np.testing.assert_allclose(cold[live], em_torch[live], rtol=1e-4, atol=1e-4)
    np.testing.assert_array_equal(warm[live], cold[live])
    assert np.array_equal(viterbi(warm, lengths, rt.trans, rt.start, rt.end), a)


def test_lexical_features_torch_onnx_and_runtime_agree(tmp_path):
    """Interface 3: the graph takes ``lex_feats``; torch, the bare ONNX graph and the runtime (which computes the
    features from the lists the artifact ships) give the same emissions and tags; without the manifest's
    ``features`` record the graph is refused."""
    import shutil
    from pathlib import Path

    from deidq.models.bilstm_crf.export import SAMPLE, _session, export_onnx, onnx_emissions, torch_inputs
    from deidq.models.crf import viterbi
    from deidq.models.lexicon import Lexicon
    from deidq.models.runtime import INPUTS, LEX_INPUT, TaggerRuntime

    from tests.conftest import toy_tagger

    lists = Path(__file__).resolve().parents[2] / "models" / "lexicons" / "en"
    for f in Lexicon.files():
        shutil.copyfile(lists / f, tmp_path / f"lex_{f}")
    spec = {**Lexicon.default_spec(lists), "prefix": "lex_"}
    lexicon = Lexicon(tmp_path, spec)
    model, vocab, _corpus, _cfg = toy_tagger(n_lex=lexicon.dim)
    path = tmp_path / "model.onnx"
    export_onnx(model, vocab, path)
    sess = _session(path)
    assert [i.name for i in sess.get_inputs()] == [*INPUTS, LEX_INPUT]

    fixtures = [*SAMPLE, ["Dr", "John", "Smith", ",", "MD", "Hgb", "13", "lisinopril", "Boston", "March"]]
    lengths = np.array([len(s) for s in fixtures])
    live = np.arange(max(lengths))[None, :] < lengths[:, None]
    with torch.no_grad():
        em_torch, tr, st, en = (t.numpy() for t in model(**torch_inputs(vocab, fixtures, lexicon)))
        # the features matter: zeroing them changes the emissions
        em_blank = model(**{**torch_inputs(vocab, fixtures, lexicon),
                            LEX_INPUT: torch.zeros(len(fixtures), max(lengths), lexicon.dim)})[0].numpy()  # fmt: skip
    assert np.abs(em_blank[live] - em_torch[live]).max() > 1e-2
    em_onnx, *_ = onnx_emissions(sess, vocab, fixtures, lexicon)
    np.testing.assert_allclose(em_onnx[live], em_torch[live], rtol=1e-4, atol=1e-4)

    vocab.save(tmp_path / "vocab.json")
    manifest = {"name": "toy", "version": "0", "language": "en", "interface": 3}
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(ValueError, match="lexical features"):
        TaggerRuntime(tmp_path, threads=1, device="cpu")
    (tmp_path / "manifest.json").write_text(json.dumps({**manifest, "features": spec}))
    rt = TaggerRuntime(tmp_path, threads=1, device="cpu")
    em_rt = rt.emissions(fixtures)
    np.testing.assert_allclose(em_rt[live], em_torch[live], rtol=1e-4, atol=1e-4)
    assert np.array_equal(viterbi(em_rt, lengths, rt.trans, rt.start, rt.end), viterbi(em_torch, lengths, tr, st, en))
