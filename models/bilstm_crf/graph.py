"""The tagger's ONNX graph, written directly with ``onnx.helper`` from the trained weights.

Interface 2 (``models.runtime.INPUTS`` / ``OUTPUTS``: what the runtime feeds and reads, checked by name at load):

- inputs ``word_ids [B,T]``, ``case_ids [B,T]`` (int64), ``char_index [B,T]`` (int64, a row of
  ``concat(char_vectors, new_char_vectors)`` per token), ``char_vectors [M,2c]`` (float32: char-BiLSTM
  outputs the runtime has cached) and ``new_chars [U,C]`` (int64 character ids of the token keys not yet
  cached, 0-padded; at least one row);
- interface 3 (a model trained with lexical features, ``models/lexicon.py``) adds the input
  ``lex_feats [B,T,F]`` (float32 0/1 flags), concatenated after the token's word, character and casing vectors;
- outputs ``emissions [B,T,K]``, ``new_char_vectors [U,2c]`` (the runtime caches them) and the constant CRF
  parameters ``transitions [K,K]``, ``start_transitions [K]``, ``end_transitions [K]`` (masked).

Why not ``torch.onnx.export``: torch exports a padded bidirectional LSTM as two unidirectional ``LSTM`` nodes
and length-aware reversals (Transpose/GatherElements/Expand/Concat, 21 % of the network time in an
onnxruntime profile), and a character BiLSTM over every distinct token of every batch (26 %, 62 % of its
cells padding). Here each BiLSTM is one ``LSTM`` node with ``direction="bidirectional"`` and
``sequence_lens``, which never reads padding, and a token's character vector, which depends on its characters
alone, is computed once per process. The maths is the torch model's (``models/bilstm_crf/model.py``);
``deidq export`` checks tag parity with torch, ``deidq export --upgrade`` with the graph it replaces.

Needs the ``onnx`` package (train extra); the runtime needs only onnxruntime.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

import numpy as np
from deidq.models.runtime import CRF_OUTPUTS

OPSET = 17
# torch's LSTM gate blocks are (input, forget, cell, output); ONNX's are (input, output, forget, cell)
_TORCH_TO_ONNX_GATES = (0, 3, 1, 2)


@dataclass
class TaggerWeights:
    """Every parameter of a trained tagger, in ONNX layout: LSTM ``W [2,4H,I]``, ``R [2,4H,H]``,
    ``B [2,8H]`` (forward direction first), dense layers as ``[in, out]`` matrices, masked CRF scores."""

    char_emb: np.ndarray
    char_w: np.ndarray
    char_r: np.ndarray
    char_b: np.ndarray
    word_emb: np.ndarray
    case_emb: np.ndarray
    word_w: np.ndarray
    word_r: np.ndarray
    word_b: np.ndarray
    hidden_w: np.ndarray
    hidden_b: np.ndarray
    out_w: np.ndarray
    out_b: np.ndarray
    transitions: np.ndarray
    start_transitions: np.ndarray
    end_transitions: np.ndarray

    def __post_init__(self) -> None:
        for f in fields(self):
            setattr(self, f.name, np.ascontiguousarray(getattr(self, f.name), dtype=np.float32))

    @property
    def char_dim(self) -> int:
        return int(self.char_r.shape[2])

    @property
    def word_dim(self) -> int:
        return int(self.word_r.shape[2])

    @property
    def n_lex(self) -> int:
        """Lexical features in the token BiLSTM's input (what its width has beyond word, chars and casing)."""
        return int(self.word_w.shape[2] - self.word_emb.shape[1] - 2 * self.char_dim - self.case_emb.shape[1])


# and back (models/bilstm_crf/recover.py)
ONNX_TO_TORCH_GATES = tuple(int(i) for i in np.argsort(_TORCH_TO_ONNX_GATES))


def reorder_gates(m: np.ndarray, hidden: int, order: tuple[int, ...] = _TORCH_TO_ONNX_GATES) -> np.ndarray:
    """Reorder the 4 gate blocks of an LSTM matrix or bias (first axis): by default from torch's order into
    ONNX's; ``order=ONNX_TO_TORCH_GATES`` undoes it."""
    return np.concatenate([m[g * hidden : (g + 1) * hidden] for g in order], axis=0)


def _bilstm_from_torch(state: dict[str, np.ndarray], prefix: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    ws, rs, bs = [], [], []
    for d in ("fw", "bw"):
        w_ih, w_hh = state[f"{prefix}.{d}.weight_ih_l0"], state[f"{prefix}.{d}.weight_hh_l0"]
        h = w_hh.shape[1]
        ws.append(reorder_gates(w_ih, h))
        rs.append(reorder_gates(w_hh, h))
        bs.append(np.concatenate([reorder_gates(state[f"{prefix}.{d}.bias_ih_l0"], h),
                                  reorder_gates(state[f"{prefix}.{d}.bias_hh_l0"], h)]))  # fmt: skip
    return np.stack(ws), np.stack(rs), np.stack(bs)


def weights_from_torch(model: Any) -> TaggerWeights:
    """Weights of a ``models.bilstm_crf.model.BiLSTMCRF`` (torch) in ONNX layout."""
    state = {k: v.detach().cpu().numpy() for k, v in model.state_dict().items()}
    trans, start, end = (t.detach().cpu().numpy() for t in model.crf_params())
    cw, cr, cb = _bilstm_from_torch(state, "char_lstm")
    ww, wr, wb = _bilstm_from_torch(state, "word_lstm")
    return TaggerWeights(
        char_emb=state["char_emb.weight"], char_w=cw, char_r=cr, char_b=cb,
        word_emb=state["word_emb.weight"], case_emb=state["case_emb.weight"], word_w=ww, word_r=wr, word_b=wb,
        hidden_w=state["hidden.weight"].T, hidden_b=state["hidden.bias"],
        out_w=state["out.weight"].T, out_b=state["out.bias"],
        transitions=trans, start_transitions=start, end_transitions=end,
    )  # fmt: skip


# torch.onnx's node names for the four unidirectional LSTMs of a legacy (interface 1) export
_LEGACY_LSTMS = {"char": ("/fw/LSTM", "/bw/LSTM"), "word": ("/word_lstm/fw/LSTM", "/word_lstm/bw/LSTM")}


def weights_from_legacy_onnx(path: str | Path) -> TaggerWeights:
    """Recover the weights of a graph exported by torch.onnx (interface 1: inputs ``uniq_chars`` and
    ``char_index``, two unidirectional LSTM nodes per BiLSTM, CRF outputs named or numbered)."""
    import onnx
    from onnx import numpy_helper

    m = onnx.load(str(path))
    init = {i.name: numpy_helper.to_array(i) for i in m.graph.initializer}
    nodes = {n.name: n for n in m.graph.node}
    producers = {o: n for n in m.graph.node for o in n.output}

    def value(name: str) -> np.ndarray:
        """An initializer, or a constant reached through Identity nodes (the named CRF outputs)."""
        while name not in init:
            node = producers.get(name)
            if node is None or node.op_type != "Identity":
                raise ValueError(f"{path}: {name!r} is not a constant of the graph")
            name = node.input[0]
        return init[name]

    def lstm(kind: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        try:
            pair = [nodes[n] for n in _LEGACY_LSTMS[kind]]
        except KeyError as e:
            raise ValueError(f"{path} is not a deidq tagger export: no LSTM node {e}; re-export its checkpoint") from e
        return tuple(np.concatenate([value(n.input[i]) for n in pair], axis=0) for i in (1, 2, 3))  # type: ignore[return-value]

    outputs = [o.name for o in m.graph.output]
    if len(outputs) != 4 or outputs[0] != "emissions":
        raise ValueError(f"{path} has outputs {outputs}; expected emissions and the three CRF parameters")
    matmuls = {n.name: n for n in m.graph.node if n.op_type == "MatMul"}
    cw, cr, cb = lstm("char")
    ww, wr, wb = lstm("word")
    return TaggerWeights(
        char_emb=init["char_emb.weight"], char_w=cw, char_r=cr, char_b=cb,
        word_emb=init["word_emb.weight"], case_emb=init["case_emb.weight"], word_w=ww, word_r=wr, word_b=wb,
        hidden_w=value(matmuls["/hidden/MatMul"].input[1]), hidden_b=init["hidden.bias"],
        out_w=value(matmuls["/out/MatMul"].input[1]), out_b=init["out.bias"],
        transitions=value(outputs[1]), start_transitions=value(outputs[2]), end_transitions=value(outputs[3]),
    )  # fmt: skip


def build_graph(w: TaggerWeights) -> Any:
    """The ``onnx.ModelProto`` for these weights: interface 2, or 3 (input ``lex_feats``) when the token
    BiLSTM reads lexical features."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    c, h = w.char_dim, w.word_dim
    k = w.out_b.shape[0]
    n_lex = w.n_lex
    # graph outputs cannot be initializers: the CRF constants are stored as crf_* and named by Identity nodes
    crf = CRF_OUTPUTS  # the TaggerWeights fields of the same names
    inits = [numpy_helper.from_array(getattr(w, f.name), f"crf_{f.name}" if f.name in crf else f.name)
             for f in fields(w)]  # fmt: skip
    inits += [numpy_helper.from_array(np.array(0, dtype=np.int64), "zero_i64"),
              numpy_helper.from_array(np.array([1], dtype=np.int64), "axis1"),
              numpy_helper.from_array(np.array(1, dtype=np.int64), "one"),
              numpy_helper.from_array(np.array([0, 0, 2 * h], dtype=np.int64), "shape_bt2h")]  # fmt: skip
    n = helper.make_node
    nodes = [
        # --- character encoder over the new token keys: [U,C] -> [U,2c]
        n("Greater", ["new_chars", "zero_i64"], ["char_on"]),
        n("Cast", ["char_on"], ["char_on_i"], to=TensorProto.INT64),
        n("ReduceSum", ["char_on_i", "axis1"], ["char_len0"], keepdims=0),
        n("Max", ["char_len0", "one"], ["char_len64"]),  # an empty key still reads one (padding) step
        n("Cast", ["char_len64"], ["char_len"], to=TensorProto.INT32),
        n("Gather", ["char_emb", "new_chars"], ["char_x"]),  # [U,C,e]
        n("Transpose", ["char_x"], ["char_x_t"], perm=[1, 0, 2]),  # [C,U,e]
        # char_h [2,U,c]: the last state of each direction
        n(
            "LSTM",
            ["char_x_t", "char_w", "char_r", "char_b", "char_len"],
            ["", "char_h"],
            hidden_size=c,
            direction="bidirectional",
        ),
        n("Transpose", ["char_h"], ["char_h_t"], perm=[1, 0, 2]),  # [U,2,c]
        n("Flatten", ["char_h_t"], ["new_char_vectors"], axis=1),  # [U,2c] = [forward, backward]
        # --- token BiLSTM: [B,T] -> [B,T,K]
        n("Concat", ["char_vectors", "new_char_vectors"], ["all_char_vectors"], axis=0),
        n("Gather", ["all_char_vectors", "char_index"], ["tok_chars"]),  # [B,T,2c]
        n("Gather", ["word_emb", "word_ids"], ["tok_words"]),
        n("Gather", ["case_emb", "case_ids"], ["tok_cases"]),
        n("Concat", ["tok_words", "tok_chars", "tok_cases", *(["lex_feats"] if n_lex else [])], ["x"], axis=2),
        n("Greater", ["word_ids", "zero_i64"], ["word_on"]),
        n("Cast", ["word_on"], ["word_on_i"], to=TensorProto.INT64),
        n("ReduceSum", ["word_on_i", "axis1"], ["word_len0"], keepdims=0),
        n("Max", ["word_len0", "one"], ["word_len64"]),
        n("Cast", ["word_len64"], ["word_len"], to=TensorProto.INT32),
        n("Transpose", ["x"], ["x_t"], perm=[1, 0, 2]),  # [T,B,I]
        # word_y [T,2,B,h], zero past each row's length
        n(
            "LSTM",
            ["x_t", "word_w", "word_r", "word_b", "word_len"],
            ["word_y"],
            hidden_size=h,
            direction="bidirectional",
        ),
        n("Transpose", ["word_y"], ["word_y_t"], perm=[2, 0, 1, 3]),  # [B,T,2,h]
        n("Reshape", ["word_y_t", "shape_bt2h"], ["hid_in"]),  # [B,T,2h] = [forward, backward]
        n("MatMul", ["hid_in", "hidden_w"], ["hid_mm"]),
        n("Add", ["hid_mm", "hidden_b"], ["hid_pre"]),
        n("Tanh", ["hid_pre"], ["hid"]),
        n("MatMul", ["hid", "out_w"], ["out_mm"]),
        n("Add", ["out_mm", "out_b"], ["emissions"]),
        *(n("Identity", [f"crf_{name}"], [name]) for name in crf),
    ]
    f32, i64 = TensorProto.FLOAT, TensorProto.INT64
    vi = helper.make_tensor_value_info
    graph = helper.make_graph(
        nodes, "deidq_bilstm_crf",
        [vi("word_ids", i64, ["batch", "length"]), vi("case_ids", i64, ["batch", "length"]),
         vi("char_index", i64, ["batch", "length"]), vi("char_vectors", f32, ["cached", 2 * c]),
         vi("new_chars", i64, ["new", "chars"]),
         *([vi("lex_feats", f32, ["batch", "length", n_lex])] if n_lex else [])],
        [vi("emissions", f32, ["batch", "length", k]), vi("new_char_vectors", f32, ["new", 2 * c]),
         vi("transitions", f32, [k, k]), vi("start_transitions", f32, [k]), vi("end_transitions", f32, [k])],
        inits,
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="deidq")
    model.ir_version = 8  # readable by onnxruntime >= 1.14
    onnx.checker.check_model(model)
    return model


def save_graph(w: TaggerWeights, path: str | Path) -> None:
    import onnx

    onnx.save(build_graph(w), str(path))
