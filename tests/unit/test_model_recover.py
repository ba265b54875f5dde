"""A training checkpoint recovered from a shipped artifact (models/bilstm_crf/recover.py) holds exactly the
artifact's weights: exported again, every tensor of the graph comes back equal, and training can start from it."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("onnx")


def test_recovered_checkpoint_exports_the_same_weights(tmp_path) -> None:
    from deidq.models.bilstm_crf.graph import weights_from_torch
    from deidq.models.bilstm_crf.recover import checkpoint_from_artifact, weights_from_graph
    from deidq.models.bilstm_crf.train import checkpoint_lexicon, load_checkpoint
    from deidq.models.runtime import ARTIFACTS

    ck_path = checkpoint_from_artifact(ARTIFACTS / "en", tmp_path / "model.pt")
    model, vocab, cfg, ck = load_checkpoint(ck_path)
    again, shipped = weights_from_torch(model), weights_from_graph(ARTIFACTS / "en" / "model.onnx")
    for f in dataclasses.fields(shipped):
        assert np.array_equal(getattr(again, f.name), getattr(shipped, f.name)), f.name
    assert vocab.tags[0] == "O" and len(vocab.words) == shipped.word_emb.shape[0]
    lexicon = checkpoint_lexicon(cfg, ck)  # the lists the model was trained with, checked by their checksums
    assert lexicon is not None and lexicon.dim == shipped.n_lex
    assert ck["recovered_from"].startswith("bilstm_crf.en@")


def test_a_graph_deidq_did_not_write_is_refused(tmp_path) -> None:
    import onnx
    from deidq.models.bilstm_crf.recover import weights_from_graph
    from onnx import TensorProto, helper

    graph = helper.make_graph([helper.make_node("Identity", ["x"], ["y"])], "g",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])])  # fmt: skip
    path = tmp_path / "other.onnx"
    onnx.save(helper.make_model(graph), str(path))
    with pytest.raises(ValueError, match="not a graph deidq wrote"):
        weights_from_graph(path)


def test_training_can_start_from_an_artifact_folder(tmp_path) -> None:
    """`deidq train --init models/artifacts/en`: the artifact's checkpoint is recovered and training continues
    from it (a few notes, one epoch: the start is the shipped model, so its display-set score is kept as the one
    to beat)."""
    import json

    from deidq.models.bilstm_crf.train import train
    from deidq.models.runtime import ARTIFACTS

    from tests.conftest import REPO

    notes = (REPO / "bench" / "dev50_en" / "notes.jsonl").read_text(encoding="utf-8").splitlines()
    (tmp_path / "train.jsonl").write_text("\n".join(notes[:4]) + "\n", encoding="utf-8")
    (tmp_path / "dev.jsonl").write_text("\n".join(notes[4:6]) + "\n", encoding="utf-8")
    lines = []
    res = train(tmp_path / "train.jsonl", tmp_path / "dev.jsonl", tmp_path / "art", epochs=1, seed=13,
                checkpoint=tmp_path / "ck" / "model.pt", language="en", version="test",
                lexicons=REPO / "models" / "lexicons" / "en", init=ARTIFACTS / "en", lr=1e-4, keep="last",
                threads=1, echo=lines.append)  # fmt: skip
    assert any("recovered a checkpoint" in line for line in lines)
    assert (tmp_path / "ck" / "recovered.pt").is_file() and (tmp_path / "art" / "model.onnx").is_file()
    manifest = json.loads((tmp_path / "art" / "manifest.json").read_text())
    assert manifest["vocab_size"] == 20000 and res["best_epoch"] == 1
