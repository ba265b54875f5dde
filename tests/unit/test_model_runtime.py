"""ONNX runtime for the BiLSTM-CRF: torch-free import, CRF decoding, and the shipped Spanish model."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from deidq.models.crf import log_marginals, marginals, surely_outside, viterbi
from deidq.models.runtime import tags_to_spans
from deidq.models.tokenizer import segment, tokenize

REPO = Path(__file__).resolve().parents[2]
ES = REPO / "models" / "artifacts" / "es"


def test_runtime_and_tagger_do_not_import_torch():
    code = (
        "import sys; import deidq.models.runtime, deidq.workers.taggers.onnx_tagger, deidq.models.tokenizer;"
        "from deidq.workers.registry import build_detector;"
        "import os;"
        "d = build_detector('model', 'es') if os.path.isfile('models/artifacts/es/model.onnx') else None;"
        "d and d.detect_batch([]);"
        "assert 'torch' not in sys.modules, 'torch imported';"
        "print('ok')"
    )
    r = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "ok" in r.stdout


def _brute(em, trans, start, end):
    t, k = em.shape
    best, arg = -np.inf, None
    for seq in itertools.product(range(k), repeat=t):
        s = start[seq[0]] + end[seq[-1]] + sum(em[i, seq[i]] for i in range(t))
        s += sum(trans[seq[i], seq[i + 1]] for i in range(t - 1))
        if s > best:
            best, arg = s, seq
    return list(arg), best


def _brute_marginals(em, trans, start, end):
    t, k = em.shape
    probs = np.zeros((t, k))
    for seq in itertools.product(range(k), repeat=t):
        s = start[seq[0]] + end[seq[-1]] + sum(em[i, seq[i]] for i in range(t))
        s += sum(trans[seq[i], seq[i + 1]] for i in range(t - 1))
        for i, tag in enumerate(seq):
            probs[i, tag] += np.exp(s)
    return probs / probs.sum(axis=1, keepdims=True)


def test_viterbi_matches_brute_force_with_padding_and_marginals_normalise():
    rng = np.random.default_rng(0)
    k, t = 3, 5
    em = rng.normal(size=(4, t, k)).astype(np.float32)
    trans, start, end = (rng.normal(size=s).astype(np.float32) for s in ((k, k), (k,), (k,)))
    lengths = np.array([5, 3, 1, 4])
    path = viterbi(em, lengths, trans, start, end)
    marg = marginals(em, lengths, trans, start, end)
    for b, n in enumerate(lengths):
        want, _ = _brute(em[b, :n], trans, start, end)
        assert path[b, :n].tolist() == want
        assert (path[b, n:] == 0).all()
        np.testing.assert_allclose(marg[b, :n].sum(-1), 1.0, rtol=1e-4)
        np.testing.assert_allclose(marg[b, :n], _brute_marginals(em[b, :n], trans, start, end), atol=1e-5)
        assert (marg[b, n:] == 0).all()
    np.testing.assert_allclose(log_marginals(em, lengths, trans, start, end), marg, atol=1e-5)


def test_tags_to_spans_repairs_broken_sequences():
    tags = ["O", "I-A", "E-A", "O", "B-A", "I-B", "E-B", "S-C", "B-A", "I-A"]
    assert tags_to_spans(tags) == [(1, 2, "A"), (4, 4, "A"), (5, 6, "B"), (7, 7, "C"), (8, 9, "A")]
    assert tags_to_spans(["B-X", "I-X", "O", "I-X"]) == [(0, 1, "X"), (3, 3, "X")]  # BIO too
    assert tags_to_spans([]) == []


@pytest.fixture(scope="module")
def es_detector():
    if not (ES / "model.onnx").is_file():
        pytest.skip("shipped es model not present")
    from deidq.workers.registry import build_detector

    return build_detector("model", "es", threads=2)


def test_shipped_model_tags_known_spanish_sentence(es_detector):
    from deidq.workers.core.note import Note

    text = ("Nombre: Ernesto Rivera Bueno.\nNHC: 368503.\nFecha de ingreso: 12/12/2016.\n"
            "Paciente de 70 años remitido al Hospital Universitario La Paz de Madrid.")  # fmt: skip
    spans = es_detector.detect(Note("n1", text, "es"))
    got = {(text[s.start : s.end], s.type) for s in spans}
    assert ("Ernesto Rivera Bueno", "NOMBRE_SUJETO_ASISTENCIA") in got
    assert ("368503", "ID_SUJETO_ASISTENCIA") in got
    assert ("12/12/2016", "FECHAS") in got
    assert ("70 años", "EDAD_SUJETO_ASISTENCIA") in got
    # MEDDOCAN annotates "Hospital … de Madrid" as one HOSPITAL span; either reading is a LOCATION
    assert any("Madrid" in t and ty in {"TERRITORIO", "HOSPITAL"} for t, ty in got)
    for s in spans:
        assert s.source == f"bilstm_crf.es@{es_detector.version}"
        assert 0.0 < s.score <= 1.0
        assert s.label in {"NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION", "OTHER"}
    assert es_detector.providers and "CPUExecutionProvider" in es_detector.providers


def test_detect_batch_shapes_and_empty_text(es_detector):
    from deidq.workers.core.note import Note

    notes = [Note("a", "", "es"), Note("b", "Paciente de 45 años.", "es"), Note("c", "   \n ", "es"),
             Note("d", "Dra. Ana López. " * 200, "es")]  # fmt: skip
    out = es_detector.detect_batch(notes)
    assert len(out) == len(notes)
    assert out[0] == [] and out[2] == []
    assert es_detector.detect_batch([]) == []
    for note, spans in zip(notes, out, strict=True):
        for s in spans:
            assert 0 <= s.start < s.end <= len(note.text)
    # batching across notes gives the same spans as one note at a time
    assert [es_detector.detect(n) for n in notes] == out


def test_missing_model_is_actionable(tmp_path):
    from deidq.workers.registry import DetectorUnavailable, build_detector

    with pytest.raises(DetectorUnavailable, match="deidq train"):
        build_detector("model", "es", model_dir=tmp_path)


def _dense_viterbi(em, lengths, trans, start, end):
    out = []
    for b, n in enumerate(lengths):
        score = start + em[b, 0]
        bps = []
        for i in range(1, n):
            cand = score[:, None] + trans
            bps.append(cand.argmax(0))
            score = cand.max(0) + em[b, i]
        cur = int((score + end).argmax())
        path = [cur]
        for bp in reversed(bps):
            cur = int(bp[cur])
            path.append(cur)
        out.append(path[::-1])
    return out


@pytest.mark.parametrize("scale", [0.05, 1.0, 3.0, 30.0])
def test_grouped_viterbi_equals_dense_under_bioes_mask(scale):
    """Small scales make the top-k bound fail (full recomputation), large ones make it hold."""
    pytest.importorskip("torch")
    from deidq.models.bilstm_crf.model import allowed_transitions

    tags = ["O"] + [f"{p}-{t}" for t in ("A", "B", "C", "D", "E", "F") for p in "BIES"]
    tm, sm, emask = (x.numpy() for x in allowed_transitions(tags))
    rng = np.random.default_rng(1)
    k = len(tags)
    em = rng.normal(size=(6, 12, k)).astype(np.float32) * scale
    trans = rng.normal(size=(k, k)).astype(np.float32) + tm
    start, end = rng.normal(size=k).astype(np.float32) + sm, rng.normal(size=k).astype(np.float32) + emask
    lengths = np.array([12, 1, 5, 7, 12, 2])
    for top_k in (1, 3, 12):
        got = viterbi(em, lengths, trans, start, end, top_k=top_k)
        for b, want in enumerate(_dense_viterbi(em, lengths, trans, start, end)):
            assert got[b, : lengths[b]].tolist() == want
            spans = tags_to_spans([tags[i] for i in want])
            assert all(a <= z for a, z, _ in spans)
    # the scaled (float64) forward-backward agrees with the log-space (float32) one, within float32 error
    np.testing.assert_allclose(marginals(em, lengths, trans, start, end),
                               log_marginals(em, lengths, trans, start, end), atol=1e-3)  # fmt: skip


def test_marginals_fall_back_to_log_space_on_underflow():
    pytest.importorskip("torch")
    from deidq.models.bilstm_crf.model import allowed_transitions

    tags = ["O", "B-A", "I-A", "E-A", "S-A"]
    tm, sm, emask = (x.numpy() for x in allowed_transitions(tags))
    k = len(tags)
    # token 0 strongly wants B-A (nothing else), token 1 strongly wants O, which cannot follow B-A:
    # the only legal paths have probability ~exp(-2000), which underflows in the scaled recursion
    em = np.zeros((1, 3, k), dtype=np.float32)
    em[0, 0, 1], em[0, 1, 0] = 2000.0, 2000.0
    got = marginals(em, np.array([3]), tm.astype(np.float32), sm.astype(np.float32), emask.astype(np.float32))
    want = log_marginals(em, np.array([3]), tm.astype(np.float32), sm.astype(np.float32), emask.astype(np.float32))
    assert np.isfinite(got).all()
    np.testing.assert_allclose(got, want, atol=1e-5)
    np.testing.assert_allclose(got[0].sum(-1), 1.0, rtol=1e-4)


def test_surely_outside_only_claims_rows_whose_best_path_is_all_o():
    """The bound (crf.surely_outside) against brute force on small BIOES CRFs: every row it claims has the
    all-O path as its exact best path, and it claims the rows where the network is confident nothing is PHI."""
    pytest.importorskip("torch")
    from deidq.models.bilstm_crf.model import allowed_transitions

    tags = ["O", "B-A", "I-A", "E-A", "S-A"]
    mask_t, mask_s, mask_e = (x.numpy().astype(np.float32) for x in allowed_transitions(tags))
    rng = np.random.default_rng(7)
    claimed = 0
    for trial in range(60):
        t = int(rng.integers(1, 6))
        em = rng.normal(size=(8, t, len(tags))).astype(np.float32)
        em[:, :, 0] += np.float32(trial % 6)  # from unsure to clearly O
        trans = (rng.normal(size=(5, 5)) + mask_t).astype(np.float32)
        start, end = (rng.normal(size=5) + mask_s).astype(np.float32), (rng.normal(size=5) + mask_e).astype(np.float32)
        lengths = rng.integers(1, t + 1, size=8)
        probs = marginals(em, lengths, trans, start, end)
        sure = surely_outside(probs, lengths, 0)
        for b in np.flatnonzero(sure):
            want, _ = _brute(em[b, : lengths[b]], trans, start, end)
            assert want == [0] * int(lengths[b])
        claimed += int(sure.sum())
    assert 0 < claimed < 60 * 8  # it fires, and not on everything


def test_decoding_with_the_bound_equals_viterbi_on_every_segment():
    """decode_segments with a recall threshold runs Viterbi only where the bound fails; the shipped English
    model's tags must equal full Viterbi's on real text (best path, before the probable-token step)."""
    from deidq.models.runtime import ARTIFACTS, load_runtime

    rt = load_runtime(ARTIFACTS / "en", threads=1)
    text = (
        "Seen by Dr Alvarez on 3/4 with her daughter Maria. Na 138 K 4.1 Cl 101. Follow up with PCP in 2 weeks.\n"
        "Plan: metoprolol 25 mg PO BID. Call 617-555-0199 or email a.b@example.org. Room 4B, bed 2."
    )
    segs = [[t.text for t in s] for s in segment(text, tokenize(text), rt.vocab.max_len)]
    full = [[rt.tags[k] for k in row[:n]] for row, n in zip(
        viterbi(rt.emissions(segs), np.array([len(s) for s in segs]), rt.trans, rt.start, rt.end),
        [len(s) for s in segs], strict=True)]  # fmt: skip
    fast = [tags for tags, _ in rt.decode_segments(segs, recall_threshold=1e-9)]  # boosts nothing
    assert fast == full and any(t != "O" for row in full for t in row)


def _toy_runtime():
    from deidq.models.runtime import TaggerRuntime

    rt = TaggerRuntime.__new__(TaggerRuntime)  # no ONNX session needed to test the tagging step
    tags_all = ["O"] + [f"{p}-{t}" for t in ("A", "B") for p in "BIES"]
    rt.tags, rt._o_index, rt._types = tags_all, 0, ["A", "B"]
    rt._type_onehot = np.zeros((len(tags_all), 2), dtype=np.float32)
    for k, tag in enumerate(tags_all[1:], start=1):
        rt._type_onehot[k, rt._types.index(tag[2:])] = 1.0
    return rt


def test_probable_tokens_become_bioes_runs_per_type():
    """Tokens the best path left O but that are probably PHI are tagged, one run per type; punctuation
    is not, and the confidence becomes P(PHI) = 1 - P(O)."""
    rt = _toy_runtime()
    tags_all = rt.tags
    seg = ["Ana", "Ruiz", ",", "Madrid", "x"]
    probs = np.zeros((5, len(tags_all)), dtype=np.float32)
    probs[:, 0] = [0.3, 0.4, 0.1, 0.6, 0.95]
    probs[0, 1], probs[1, 3] = 0.7, 0.6  # A
    probs[2, 4] = 0.9  # punctuation: stays O
    probs[3, 8] = 0.4  # B
    probs[4, 4] = 0.05
    tags, scores = ["O"] * 5, [0.5] * 5
    rt._add_probable_tokens(seg, tags, scores, probs, probs[:, 0] < 0.8)
    assert tags == ["B-A", "E-A", "O", "S-B", "O"]
    assert tags_to_spans(tags) == [(0, 1, "A"), (3, 3, "B")]
    np.testing.assert_allclose(scores, [0.7, 0.6, 0.5, 0.4, 0.5], atol=1e-6)


@pytest.mark.parametrize(
    ("path", "boosted", "want"),
    [
        (["S-A", "O", "O"], [1], ["B-A", "E-A", "O"]),  # joins the entity on its left
        (["O", "O", "S-A"], [1], ["O", "B-A", "E-A"]),  # ... on its right
        (["B-A", "E-A", "O", "S-A"], [2], ["B-A", "I-A", "I-A", "E-A"]),  # bridges two entities
        (["S-B", "O", "O"], [1], ["S-B", "S-A", "O"]),  # another type: its own span
    ],
)
def test_probable_run_joins_a_touching_entity_of_its_type(path, boosted, want):
    """ "Nvo" (probable, O on the best path) + "León" (S-TERRITORIO) is one place, not two fragments."""
    rt = _toy_runtime()
    n = len(path)
    probs = np.zeros((n, len(rt.tags)), dtype=np.float32)
    probs[:, 0] = 0.99
    for j in boosted:
        probs[j, 0], probs[j, 1] = 0.3, 0.7  # P(B-A) = 0.7
    tags, scores = list(path), [0.9] * n
    rt._add_probable_tokens(["w"] * n, tags, scores, probs, probs[:, 0] < 0.8)
    assert tags == want
    assert len(tags_to_spans(tags)) == len(tags_to_spans(want))


def test_recall_threshold_only_adds_or_extends_spans(es_detector):
    from deidq.workers.core.note import Note
    from deidq.workers.taggers.onnx_tagger import OnnxTaggerDetector

    from tests.conftest import shared_file

    docs = [json.loads(x) for x in shared_file("meddocan", "dev.jsonl").read_text(encoding="utf-8").splitlines()[:20]]
    notes = [Note(d["id"], d["text"], "es") for d in docs]
    off = OnnxTaggerDetector(es_detector.runtime, "es", recall_threshold=0.0).detect_batch(notes)
    on = OnnxTaggerDetector(es_detector.runtime, "es", recall_threshold=0.999).detect_batch(notes)
    added = 0
    for a, b in zip(off, on, strict=True):
        # every best-path span is still there, or extended by probable tokens of its own type
        for s in a:
            assert any(t.type == s.type and t.start <= s.start and s.end <= t.end for t in b), s
        extra = set(b) - set(a)
        added += len(extra)
        assert all(0.0 < s.score < 1.0 for s in extra)
    assert added > 0


def test_outputs_are_read_by_name_and_a_foreign_graph_fails_at_load(tmp_path):
    """The runtime asks onnxruntime for its outputs by name: a graph whose outputs come in another order
    still decodes the same, and one lacking an output is refused at load with what to do."""
    onnx = pytest.importorskip("onnx")
    import shutil

    from deidq.models.runtime import ARTIFACTS, OUTPUTS, TaggerRuntime

    src = ARTIFACTS / "es"
    sentence = ["Paciente", "de", "85", "años", "atendido", "por", "el", "Dr.", "Juan", "Pérez", "."]

    def artifact(name: str, edit) -> Path:
        d = tmp_path / name
        d.mkdir()
        shutil.copy(src / "vocab.json", d / "vocab.json")
        (d / "manifest.json").write_text(json.dumps({"name": "t", "version": "0", "language": "es"}))
        m = onnx.load(str(src / "model.onnx"))
        edit(m.graph)
        onnx.save(m, str(d / "model.onnx"))
        return d

    def reverse_outputs(g):
        outs = list(g.output)
        del g.output[:]
        g.output.extend(reversed(outs))

    def rename_emissions(g):
        g.output[0].name = "scores"
        g.node.add(op_type="Identity", input=["emissions"], output=["scores"])

    reordered = TaggerRuntime(artifact("reordered", reverse_outputs), threads=1, device="cpu")
    assert [o.name for o in reordered.sessions[0].get_outputs()] == list(reversed(OUTPUTS))
    plain = TaggerRuntime(src, threads=1, device="cpu", members=1)
    assert reordered.decode_segments([sentence]) == plain.decode_segments([sentence])
    assert np.array_equal(reordered.trans, plain.trans)
    with pytest.raises(ValueError, match=r"missing outputs \['emissions'\].*deidq export"):
        TaggerRuntime(artifact("renamed", rename_emissions), threads=1, device="cpu")


def _legacy_export(model, vocab, path: Path) -> None:
    """The graph as torch.onnx wrote it before interface 2 (CRF outputs numbered)."""
    import torch
    from deidq.models.bilstm_crf.export import SAMPLE

    example = tuple(torch.from_numpy(v) for v in vocab.encode(SAMPLE[:3]).values())
    names = ["word_ids", "case_ids", "uniq_chars", "char_index"]
    axes = {"word_ids": {0: "b", 1: "t"}, "case_ids": {0: "b", 1: "t"}, "uniq_chars": {0: "u", 1: "c"},
            "char_index": {0: "b", 1: "t"}, "emissions": {0: "b", 1: "t"}}  # fmt: skip
    torch.onnx.export(model, example, str(path), input_names=names, output_names=["emissions"],
                      dynamic_axes=axes, opset_version=17, dynamo=False)  # fmt: skip


def test_upgrade_rewrites_a_torch_onnx_export_with_the_same_weights(tmp_path):
    """An artifact exported by torch.onnx (interface 1) is refused at load with the fix; `deidq export
    --upgrade` rewrites it as interface 2 (checked against the old graph), updates the manifest, and the
    runtime then gives torch's tags; a second upgrade changes nothing."""
    pytest.importorskip("torch")
    pytest.importorskip("onnx")
    from deidq.models.bilstm_crf.export import SAMPLE, torch_tags, upgrade_artifact
    from deidq.models.ensemble import sha256
    from deidq.models.runtime import INPUTS, INTERFACE, OUTPUTS, TaggerRuntime

    from tests.conftest import toy_tagger

    model, vocab, _corpus, _cfg = toy_tagger(seed=3)
    d = tmp_path / "legacy"
    d.mkdir()
    _legacy_export(model, vocab, d / "model.onnx")
    vocab.save(d / "vocab.json")
    manifest = {"name": "t", "version": "0", "language": "es",
                "files": {"model.onnx": {"sha256": sha256(d / "model.onnx")}}}  # fmt: skip
    (d / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(ValueError, match=r"older torch\.onnx export.*deidq export --upgrade"):
        TaggerRuntime(d, threads=1, device="cpu")

    assert upgrade_artifact(d) == ["model.onnx"]
    assert upgrade_artifact(d) == []  # idempotent
    written = json.loads((d / "manifest.json").read_text())
    assert written["files"]["model.onnx"]["sha256"] == sha256(d / "model.onnx")
    assert (written["interface"], written["inputs"], written["outputs"]) == (INTERFACE, list(INPUTS), list(OUTPUTS))
    rt = TaggerRuntime(d, threads=1, device="cpu")
    segments = [list(s) for s in SAMPLE]
    want = torch_tags(model, vocab, segments)
    got = rt.decode_segments(segments, confidence="none")
    expected = [[vocab.tags[k] for k in row[: len(s)]] for row, s in zip(want, segments, strict=True)]
    assert [tags for tags, _ in got] == expected


def test_char_vector_cache_reuses_and_clears_without_changing_emissions():
    """Char vectors come from the cache once a token has been seen; a full cache is cleared and refilled;
    emissions are the same cold, warm and after a clear."""
    from deidq.models.runtime import CharVectorCache, TaggerRuntime

    cache = CharVectorCache(members=2, dim=3, max_keys=4)
    slots, order, new = cache.split(["", "a", "b"])
    assert (slots.tolist(), order.tolist(), new) == ([], [0, 1, 2], ["", "a", "b"])
    cache.add(new, [np.full((3, 3), 1.0), np.full((3, 3), 2.0)])
    slots, order, new = cache.split(["c", "a", "", "d"])  # cached first in concat(cached, new), then new
    assert (slots.tolist(), order.tolist(), new) == ([1, 0], [2, 0, 1, 3], ["c", "d"])
    assert cache.tables[1][slots].tolist() == [[2.0] * 3] * 2
    cache.add(new, [np.zeros((2, 3)), np.zeros((2, 3))])  # 3 + 2 > 4 keys: cleared, then the new ones
    assert len(cache) == 2 and cache.split(["a"])[2] == ["a"]

    if not (ES / "model.onnx").is_file():
        pytest.skip("shipped es model not present")
    rt = TaggerRuntime(ES, threads=1, device="cpu")
    segs = [["Paciente", "de", "85", "años", ",", "Dr.", "Juan", "Pérez", "."], ["NHC", ":", "368503"]]
    cold = rt.emissions(segs)
    assert len(rt.chars) == 13  # 12 distinct char keys and the padding key
    warm = rt.emissions(segs)
    rt.chars.max_keys = 3
    rt.emissions([["otra", "frase", "distinta"]])  # clears the cache
    assert len(rt.chars) < 13
    refilled = rt.emissions(segs)
    np.testing.assert_array_equal(warm, cold)
    np.testing.assert_array_equal(refilled, cold)


def test_export_cli_upgrade_and_missing_checkpoint(tmp_path):
    """`deidq export --upgrade` on a current artifact changes nothing; without a checkpoint and without the
    flag the command says what to pass."""
    pytest.importorskip("onnx")
    import shutil

    from deidq.models.runtime import ARTIFACTS
    from typer.testing import CliRunner

    from deidq.cli import app

    d = tmp_path / "en"
    shutil.copytree(ARTIFACTS / "en", d)
    before = (d / "model.onnx").read_bytes()
    res = CliRunner().invoke(app, ["export", "--upgrade", "--out", str(d)])
    assert res.exit_code == 0 and "already current" in res.output
    assert (d / "model.onnx").read_bytes() == before
    res = CliRunner().invoke(app, ["export", "--out", str(d)])
    assert res.exit_code == 2 and "--checkpoint" in res.output
    res = CliRunner().invoke(app, ["export", "--upgrade", "--out", str(tmp_path / "nothing")])
    assert res.exit_code == 2 and "no model artifact" in res.output and "manifest.json" in res.output


def test_tag_order_does_not_matter(tmp_path):
    """Nothing assumes ``O`` is tag 0: the same network with its tags permuted (``O`` last, an entity tag first)
    decodes to the same tags and confidences, one-token segments included."""
    onnx = pytest.importorskip("onnx")
    import shutil

    from deidq.models.runtime import ARTIFACTS, TaggerRuntime, Vocab
    from onnx import helper, numpy_helper

    src = ARTIFACTS / "es"
    plain = TaggerRuntime(src, threads=1, device="cpu", members=1)
    segments = [["Madrid"], ["Toledo"], ["Vive", "en", "Madrid", "con", "su", "madre", "."], ["Paciente", "de", "85"]]
    want = plain.decode_segments(segments)
    assert want[0][0] == ["S-TERRITORIO"] and 0.0 < want[0][1][0] < 1.0  # a marginal, not the 1.0 of "no entity"
    tags = plain.tags
    first = tags.index("S-TERRITORIO")
    perm = [first] + [k for k in range(len(tags)) if k not in (0, first)] + [0]  # new tag j is old tag perm[j]

    d = tmp_path / "permuted"
    d.mkdir()
    shutil.copy(src / "vocab.json", d / "vocab.json")
    vocab = Vocab.load(d / "vocab.json")
    vocab.tags = [tags[k] for k in perm]
    vocab.save(d / "vocab.json")
    (d / "manifest.json").write_text(json.dumps({"name": "t", "version": "0", "language": "es"}))
    m = onnx.load(str(src / "model.onnx"))
    g = m.graph
    for name, axes in (("emissions", (2,)), ("transitions", (0, 1)), ("start_transitions", (0,)),
                       ("end_transitions", (0,))):  # fmt: skip
        raw = f"{name}_raw"
        for node in g.node:
            node.input[:] = [raw if x == name else x for x in node.input]
            node.output[:] = [raw if x == name else x for x in node.output]
        for init in g.initializer:
            if init.name == name:
                init.name = raw
        cur = raw
        for k, axis in enumerate(axes):
            out = name if k == len(axes) - 1 else f"{name}_p{k}"
            g.node.append(helper.make_node("Gather", [cur, "tag_perm"], [out], axis=axis))
            cur = out
    g.initializer.append(numpy_helper.from_array(np.array(perm, dtype=np.int64), "tag_perm"))
    onnx.save(m, str(d / "model.onnx"))

    permuted = TaggerRuntime(d, threads=1, device="cpu")
    assert permuted.tags[0] == "S-TERRITORIO" and permuted.tags[-1] == "O"
    for threshold in (0.0, 0.8):
        got = permuted.decode_segments(segments, recall_threshold=threshold)
        ref = plain.decode_segments(segments, recall_threshold=threshold)
        assert [t for t, _ in got] == [t for t, _ in ref]
        for (_, a), (_, b) in zip(got, ref, strict=True):
            assert np.allclose(a, b, atol=1e-4)
