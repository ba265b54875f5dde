"""A training checkpoint recovered from a shipped artifact, so a model can be fine-tuned where its original torch
checkpoint is gone (it lives only on the machine that trained it; the repository ships the ONNX graph).

The graph (``graph.build_graph``) stores every weight as an initializer named after its ``TaggerWeights`` field;
this reads them back, undoes the ONNX layout (gate order, stacked directions, transposed dense layers, masked CRF
scores) and writes the checkpoint ``train.train(init=...)`` and ``load_checkpoint`` read: weights, the manifest's
hyperparameters, the artifact's vocabulary and lexical-feature record. ``export`` of the recovered checkpoint
gives the artifact's emissions back (``tests/unit/test_model_recover.py``).
"""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path
from typing import Any

import numpy as np
import torch
from deidq.models.bilstm_crf.config import Config
from deidq.models.bilstm_crf.graph import ONNX_TO_TORCH_GATES, TaggerWeights, reorder_gates
from deidq.models.bilstm_crf.model import BiLSTMCRF
from deidq.models.bilstm_crf.train import checkpoint_snapshot, save_checkpoint
from deidq.models.runtime import CRF_OUTPUTS, Vocab, member_files

REPO = Path(__file__).resolve().parents[2]


def weights_from_graph(path: str | Path) -> TaggerWeights:
    """The weights of a graph written by ``graph.build_graph`` (interface 2 or 3)."""
    import onnx
    from onnx import numpy_helper

    init = {i.name: numpy_helper.to_array(i) for i in onnx.load(str(path)).graph.initializer}
    try:
        return TaggerWeights(**{f.name: init[f"crf_{f.name}" if f.name in CRF_OUTPUTS else f.name]
                                for f in fields(TaggerWeights)})  # fmt: skip
    except KeyError as e:
        raise ValueError(f"{path} is not a graph deidq wrote (no initializer {e}); see graph.build_graph") from None


def _bilstm_to_torch(w: np.ndarray, r: np.ndarray, b: np.ndarray, prefix: str) -> dict[str, torch.Tensor]:
    out = {}
    h = r.shape[2]
    for k, d in enumerate(("fw", "bw")):
        out[f"{prefix}.{d}.weight_ih_l0"] = reorder_gates(w[k], h, ONNX_TO_TORCH_GATES)
        out[f"{prefix}.{d}.weight_hh_l0"] = reorder_gates(r[k], h, ONNX_TO_TORCH_GATES)
        out[f"{prefix}.{d}.bias_ih_l0"] = reorder_gates(b[k][: 4 * h], h, ONNX_TO_TORCH_GATES)
        out[f"{prefix}.{d}.bias_hh_l0"] = reorder_gates(b[k][4 * h :], h, ONNX_TO_TORCH_GATES)
    return {k: torch.from_numpy(np.array(v, dtype=np.float32)) for k, v in out.items()}


def checkpoint_from_artifact(artifact_dir: str | Path, out: str | Path, member: int = 0) -> Path:
    """Write ``out`` (a ``model.pt`` checkpoint) from member ``member`` of the artifact in ``artifact_dir``."""
    d = Path(artifact_dir)
    manifest: dict[str, Any] = json.loads((d / "manifest.json").read_text(encoding="utf-8"))
    w = weights_from_graph(d / member_files(manifest)[member])
    vocab = Vocab.load(d / "vocab.json")
    hp = dict(manifest.get("hyperparameters") or {})
    if hp.get("lexicons") and not Path(hp["lexicons"]).is_absolute():  # recorded relative to the repository
        hp["lexicons"] = str(REPO / hp["lexicons"])
    cfg = Config(**{k: v for k, v in hp.items() if k in Config.__dataclass_fields__})
    features = manifest.get("features")
    if features:  # the checkpoint reads the lists from their folder (cfg.lexicons), not as lex_* files
        features = {k: v for k, v in features.items() if k != "prefix"}
    model = BiLSTMCRF(cfg, len(vocab.words), len(vocab.chars), vocab.tags, n_cases=w.case_emb.shape[0],
                      n_lex=len(features["names"]) if features else 0)  # fmt: skip
    state = model.state_dict()  # the masks (buffers) come from the tag set

    def t(a: np.ndarray) -> torch.Tensor:
        return torch.from_numpy(np.array(a, dtype=np.float32))  # a writable copy

    state.update(_bilstm_to_torch(w.char_w, w.char_r, w.char_b, "char_lstm"))
    state.update(_bilstm_to_torch(w.word_w, w.word_r, w.word_b, "word_lstm"))
    state.update({
        "char_emb.weight": t(w.char_emb), "word_emb.weight": t(w.word_emb), "case_emb.weight": t(w.case_emb),
        "hidden.weight": t(np.ascontiguousarray(w.hidden_w.T)), "hidden.bias": t(w.hidden_b),
        "out.weight": t(np.ascontiguousarray(w.out_w.T)), "out.bias": t(w.out_b),
        # the graph holds masked scores (mask + parameter); where the mask forbids, the parameter never counts
        "transitions": t(np.where(state["trans_mask"].numpy() < 0, 0.0, w.transitions)),
        "start_transitions": t(np.where(state["start_mask"].numpy() < 0, 0.0, w.start_transitions)),
        "end_transitions": t(np.where(state["end_mask"].numpy() < 0, 0.0, w.end_transitions)),
    })  # fmt: skip
    model.load_state_dict(state)  # checks every name and shape
    f1 = float(((manifest.get("dev_metrics") or {}).get("micro") or {}).get("f1", 0.0))
    snapshot = checkpoint_snapshot(model, cfg, vocab, features, {"micro": {"f1": f1}}, 0,
                                   recovered_from=f"{manifest.get('name')}@{manifest.get('version')}")  # fmt: skip
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    save_checkpoint(snapshot, out)
    return out
