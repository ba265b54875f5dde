"""Graph rewrites that give the int8 tagger fixed activation ranges, so a segment's emissions do not depend on the
segments batched with it (``models/quantize.py``; needs the ``train`` extra's ``onnx``).

onnxruntime's ``DynamicQuantizeLSTM`` quantizes each matrix product's left operand with one scale taken from the
min and max of the whole tensor: the input projection over all rows and steps, the recurrent product over all
rows at each step. Batch-mates would move those scales. :func:`add_range_row` appends one constant row to every
batch inside the graph whose values bound every other row's, so the min and max are the range row's:

- two extra input columns, 0 for every real token and ``(+L, -L)`` for the range row, where ``L`` bounds every
  input value (the largest word or case embedding entry; character vectors and lexical flags lie in [-1, 1]);
- two extra hidden units per direction, driven only by those columns (weight ``RANGE_GAIN``) with every gate
  saturated: their cells grow by the largest step any cell can take, so at each step their outputs are the
  largest and smallest any unit can reach (``h = o * tanh(c)``, with ``|c_t| <= t + 1``). They feed no real unit
  and the hidden layer gives them zero weights;
- the range row's emissions are sliced off before the output.

The two matrix products after the LSTM take inputs in [-1, 1] (LSTM outputs, tanh), so
:func:`fix_matmul_ranges` replaces their per-batch quantization by the fixed scale 2/255 (zero point 128) and fuses
each into one ``MatMulIntegerToFloat``. int8 products are exact integer sums, so with fixed scales a row's result
is bit-for-bit the same in any batch. onnxruntime splits an LSTM's batch across intra-op threads and quantizes each
part on its own, so the runtime runs these graphs on one thread (``models/runtime.py``).

The float32 graph with the range row computes exactly what the original does (the extra units touch nothing).
"""

from __future__ import annotations

from typing import Any

import numpy as np

RANGE_GAIN = 100.0  # times L: saturates every gate of the two range units
WORD_LSTM = "word_lstm"
TOKEN_INPUTS = {"word_ids": 1, "case_ids": 0, "char_index": 0}  # input -> the range row's value (ids > 0 count)
BOUNDED_MATMUL_INPUTS = ("hid_in", "hid")  # LSTM outputs and tanh outputs: in [-1, 1]
MATMUL_SCALE = 2.0 / 255.0
MATMUL_ZERO_POINT = 128


class GraphLayoutError(ValueError):
    """The graph is not the tagger layout these rewrites know (``models/export.py``)."""


def _need(cond: bool, what: str) -> None:
    if not cond:
        raise GraphLayoutError(f"tagger graph layout not recognised: {what}")


def add_range_row(model: Any) -> tuple[Any, list[str]]:
    """The float32 tagger graph with the range row (module docstring); returns it and the names of the nodes to
    quantize (the word LSTM and the two matrix products). ``model`` is not modified."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    m = onnx.ModelProto()
    m.CopyFrom(model)
    g = m.graph
    init = {i.name: i for i in g.initializer}
    inputs = {i.name for i in g.input}

    def arr(name: str) -> np.ndarray:
        _need(name in init, f"no initializer {name!r}")
        return numpy_helper.to_array(init[name])

    def const(name: str, value: Any, dtype: Any) -> str:
        g.initializer.append(numpy_helper.from_array(np.asarray(value, dtype=dtype), name))
        return name

    lstms = [n for n in g.node if n.op_type == "LSTM" and n.input[0] == "x_t"]
    _need(len(lstms) == 1 and len(lstms[0].input) >= 5, "one word LSTM reading x_t with sequence lengths")
    lstm = lstms[0]
    _need(set(TOKEN_INPUTS) <= inputs, f"inputs {sorted(TOKEN_INPUTS)}")
    w, r, b = arr(lstm.input[1]), arr(lstm.input[2]), arr(lstm.input[3])
    dirs, h4, n_in = w.shape
    h = h4 // 4
    _need(dirs == 2 and r.shape == (2, 4 * h, h) and b.shape == (2, 8 * h), "a bidirectional LSTM with bias")
    bound = float(max(1.0, np.abs(arr("word_emb")).max(), np.abs(arr("case_emb")).max()))
    gain = np.float32(RANGE_GAIN)

    # widened weights: real units keep theirs (zero weight on the new columns and from the new units)
    h2, i2 = h + 2, n_in + 2
    w2 = np.zeros((2, 4 * h2, i2), np.float32)
    r2 = np.zeros((2, 4 * h2, h2), np.float32)
    b2 = np.zeros((2, 8 * h2), np.float32)
    for gate in range(4):  # ONNX gate order i, o, f, c
        rows = slice(gate * h2, gate * h2 + h)
        w2[:, rows, :n_in] = w[:, gate * h : (gate + 1) * h]
        r2[:, rows, :h] = r[:, gate * h : (gate + 1) * h]
        b2[:, rows] = b[:, gate * h : (gate + 1) * h]
        b2[:, 4 * h2 + gate * h2 : 4 * h2 + gate * h2 + h] = b[:, 4 * h + gate * h : 4 * h + (gate + 1) * h]
        w2[:, gate * h2 + h, n_in] = gain  # unit +: every gate open, cell input +1
        w2[:, gate * h2 + h + 1, n_in] = -gain if gate == 3 else gain  # unit -: cell input -1
    for name, a in ((lstm.input[1], w2), (lstm.input[2], r2), (lstm.input[3], b2)):
        init[name].CopyFrom(numpy_helper.from_array(a, name))
    for a in list(lstm.attribute):
        if a.name == "hidden_size":
            lstm.attribute.remove(a)
    lstm.attribute.append(helper.make_attribute("hidden_size", h2))
    lstm.name = WORD_LSTM

    hidden_w = arr("hidden_w")
    _need(hidden_w.shape[0] == 2 * h, "a hidden layer over both directions")
    pad = np.zeros((2, hidden_w.shape[1]), np.float32)
    const("rr_hidden_w", np.concatenate([hidden_w[:h], pad, hidden_w[h:], pad]), np.float32)
    const("rr_shape_bt2h", [0, 0, 2 * h2], np.int64)

    # the range row: one more row on every per-token input, and the two new columns of x
    const("rr_1", [1], np.int64)
    const("rr_2", [2], np.int64)
    const("rr_3", [3], np.int64)
    const("rr_flags", [[[bound, -bound]]], np.float32)
    head = [helper.make_node("Shape", ["word_ids"], ["rr_bt"]),
            helper.make_node("Slice", ["rr_bt", "rr_1", "rr_2"], ["rr_t"]),
            helper.make_node("Concat", ["rr_1", "rr_t"], ["rr_1t"], axis=0)]  # fmt: skip
    renamed = {}
    for name, fill in TOKEN_INPUTS.items():
        row = helper.make_tensor("value", TensorProto.INT64, [1], [fill])
        head += [helper.make_node("ConstantOfShape", ["rr_1t"], [f"rr_{name}_row"], value=row),
                 helper.make_node("Concat", [name, f"rr_{name}_row"], [f"rr_{name}"], axis=0)]  # fmt: skip
        renamed[name] = f"rr_{name}"
    zero = helper.make_tensor("value", TensorProto.FLOAT, [1], [0.0])
    if "lex_feats" in inputs:
        head += [helper.make_node("Shape", ["lex_feats"], ["rr_lex_shape"]),
                 helper.make_node("Slice", ["rr_lex_shape", "rr_2", "rr_3"], ["rr_f"]),
                 helper.make_node("Concat", ["rr_1t", "rr_f"], ["rr_1tf"], axis=0),
                 helper.make_node("ConstantOfShape", ["rr_1tf"], ["rr_lex_row"], value=zero),
                 helper.make_node("Concat", ["lex_feats", "rr_lex_row"], ["rr_lex_feats"], axis=0)]  # fmt: skip
        renamed["lex_feats"] = "rr_lex_feats"
    head += [helper.make_node("Concat", ["rr_bt", "rr_2"], ["rr_bt2"], axis=0),
             helper.make_node("ConstantOfShape", ["rr_bt2"], ["rr_zero_flags"], value=zero),
             helper.make_node("Concat", ["rr_1t", "rr_2"], ["rr_1t2"], axis=0),
             helper.make_node("Expand", ["rr_flags", "rr_1t2"], ["rr_row_flags"]),
             helper.make_node("Concat", ["rr_zero_flags", "rr_row_flags"], ["rr_x_flags"], axis=0)]  # fmt: skip

    seen = {"x": 0, "reshape": 0, "hidden": 0, "emissions": 0}
    for n in g.node:
        for k, v in enumerate(n.input):
            if v in renamed:
                n.input[k] = renamed[v]
        if n.op_type == "Concat" and list(n.output) == ["x"]:
            n.input.append("rr_x_flags")
            seen["x"] += 1
        if n.op_type == "Reshape" and n.input[1] == "shape_bt2h":
            n.input[1] = "rr_shape_bt2h"
            seen["reshape"] += 1
        if n.op_type == "MatMul" and n.input[1] == "hidden_w":
            n.input[1] = "rr_hidden_w"
            seen["hidden"] += 1
        if "emissions" in n.output:
            n.output[list(n.output).index("emissions")] = "rr_emissions"
            seen["emissions"] += 1
    _need(all(v == 1 for v in seen.values()), f"one each of x, its reshape, the hidden layer, emissions: {seen}")
    const("rr_0", [0], np.int64)
    const("rr_m1", [-1], np.int64)
    tail = [helper.make_node("Slice", ["rr_emissions", "rr_0", "rr_m1", "rr_0"], ["emissions"])]
    nodes = head + list(g.node) + tail
    del g.node[:]
    g.node.extend(nodes)
    for i, n in enumerate(g.node):
        if n.op_type == "MatMul" and not n.name:
            n.name = f"matmul_{i}"
    _need(sum(n.op_type == "MatMul" for n in g.node) == 2, "two matrix products after the LSTM")
    _drop_unused_initializers(g)
    onnx.checker.check_model(m)
    return m, [WORD_LSTM] + [n.name for n in g.node if n.op_type == "MatMul"]


def fix_matmul_ranges(model: Any) -> Any:
    """The quantized graph with each ``DynamicQuantizeLinear -> MatMulInteger -> Cast -> Mul -> Add(bias)`` chain
    of ``quantize_dynamic`` replaced by a fixed-scale ``QuantizeLinear`` and one ``MatMulIntegerToFloat``."""
    import onnx
    from onnx import helper, numpy_helper

    m = onnx.ModelProto()
    m.CopyFrom(model)
    g = m.graph
    consumers: dict[str, list[Any]] = {}
    for n in g.node:
        for i in n.input:
            consumers.setdefault(i, []).append(n)
    producer = {o: n for n in g.node for o in n.output}

    def only_consumer(name: str, op: str) -> Any:
        c = consumers.get(name, [])
        _need(len(c) == 1 and c[0].op_type == op, f"{name!r} feeds one {op}")
        return c[0]

    replace: dict[int, list[Any]] = {}
    drop: set[int] = set()
    for n in g.node:
        if n.op_type != "DynamicQuantizeLinear":
            continue
        _need(n.input[0] in BOUNDED_MATMUL_INPUTS, f"a dynamically quantized input {n.input[0]!r} with no known bound")
        q, scale, zp = n.output
        g.initializer.extend([numpy_helper.from_array(np.array(MATMUL_SCALE, np.float32), scale),
                              numpy_helper.from_array(np.array(MATMUL_ZERO_POINT, np.uint8), zp)])  # fmt: skip
        mm = only_consumer(q, "MatMulInteger")
        cast = only_consumer(mm.output[0], "Cast")
        mul = only_consumer(cast.output[0], "Mul")
        add = only_consumer(mul.output[0], "Add")
        scales = producer[next(i for i in mul.input if i != cast.output[0])]
        _need(scales.op_type == "Mul" and scale in scales.input, "a scale product of the input and weight scales")
        w_scale = next(i for i in scales.input if i != scale)
        bias = next(i for i in add.input if i != mul.output[0])
        replace[id(n)] = [helper.make_node("QuantizeLinear", [n.input[0], scale, zp], [q], name=f"{n.name}_fixed")]
        fused_inputs = [q, mm.input[1], scale, w_scale, zp, mm.input[3], bias]
        fused = helper.make_node("MatMulIntegerToFloat", fused_inputs, [add.output[0]], domain="com.microsoft",
                                 name=f"{mm.name}_fused")  # fmt: skip
        replace[id(mm)] = [fused]
        drop |= {id(cast), id(mul), id(add), id(scales)}
    _need(len(replace) == 4, "two dynamically quantized matrix products")
    nodes = [x for n in g.node if id(n) not in drop for x in replace.get(id(n), [n])]
    del g.node[:]
    g.node.extend(nodes)
    _drop_unused_initializers(g)
    onnx.checker.check_model(m)
    return m


def _drop_unused_initializers(graph: Any) -> None:
    used = {i for n in graph.node for i in n.input} | {o.name for o in graph.output}
    keep = [i for i in graph.initializer if i.name in used]
    del graph.initializer[:]
    graph.initializer.extend(keep)
