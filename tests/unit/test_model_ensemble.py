"""Seed ensembles: assembling member artifacts and averaging their scores in the ONNX runtime."""

from __future__ import annotations

import json
import shutil
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from deidq.models.ensemble import EnsembleError, assemble

pytest.importorskip("onnxruntime")


LISTS = Path(__file__).resolve().parents[2] / "models" / "lexicons" / "en"


def _untrained_members(tmp_path, n: int = 2, lexical: Sequence[bool] = ()):
    """``n`` exported artifacts of random BiLSTM-CRFs over one vocabulary (what seeds give, untrained);
    ``lexical[i]``: member ``i`` takes the English lexical features."""
    torch = pytest.importorskip("torch")
    pytest.importorskip("onnx")
    from deidq.models.bilstm_crf.export import export
    from deidq.models.lexicon import Lexicon

    from tests.conftest import toy_tagger

    dirs, models = [], []
    for seed in range(n):
        lex = seed < len(lexical) and lexical[seed]
        spec = Lexicon.default_spec(LISTS) if lex else None
        model, vocab, _corpus, cfg = toy_tagger(seed, n_lex=len(spec["names"]) if spec else 0)  # one vocabulary
        ck = tmp_path / f"seed{seed}.pt"
        fields = ("words", "chars", "tags", "max_chars", "max_len", "scheme")
        torch.save({"state_dict": model.state_dict(),
                    "config": {**cfg.to_dict(), "seed": seed, **({"lexicons": str(LISTS)} if lex else {})},
                    "vocab": {k: getattr(vocab, k) for k in fields}, "lexicon": spec,
                    "metrics": {"micro": {"f1": 0.5 + seed / 10}}, "epoch": 1}, ck)  # fmt: skip
        out = tmp_path / f"member{seed}"
        export(ck, out, version=f"0.{seed}", language="es", training={"seed": seed}, echo=lambda _m: None)
        dirs.append(out)
        models.append(model)
    return dirs, models, vocab


SEGMENTS = [["Paciente", "Juan", "Pérez", "de", "70", "años", "."], ["Vive", "en", "Madrid", "desde", "03", "/",
            "03", "/", "1946", "."], ["NHC", ":", "123456"]]  # fmt: skip


def test_ensemble_averages_member_scores_and_matches_torch(tmp_path):
    import torch
    from deidq.models.bilstm_crf.train import to_tensors
    from deidq.models.crf import viterbi
    from deidq.models.runtime import TaggerRuntime

    dirs, models, vocab = _untrained_members(tmp_path, 3)
    manifest = assemble(dirs, tmp_path / "ens", version="9.9")
    assert [m["file"] for m in manifest["members"]] == ["model.onnx", "model.1.onnx", "model.2.onnx"]
    assert [m["seed"] for m in manifest["members"]] == [0, 1, 2]
    ens = TaggerRuntime(tmp_path / "ens", threads=1)
    assert len(ens.sessions) == 3

    singles = [TaggerRuntime(d, threads=1) for d in dirs]
    em = [s.emissions(SEGMENTS) for s in singles]
    np.testing.assert_allclose(ens.emissions(SEGMENTS), np.mean(em, axis=0), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(ens.trans, np.mean([s.trans for s in singles], axis=0), rtol=1e-6)
    assert not np.allclose(em[0], em[1])  # the members do differ

    # parity: the runtime's decoded tags equal Viterbi over the torch members' averaged scores
    with torch.no_grad():
        outs = [m(**to_tensors(vocab.encode(SEGMENTS))) for m in models]
    avg = [torch.stack([o[i] for o in outs]).mean(0).numpy() for i in range(4)]
    lengths = np.array([len(s) for s in SEGMENTS])
    want = viterbi(avg[0], lengths, avg[1], avg[2], avg[3])
    got = ens.decode_segments(SEGMENTS, confidence="none")
    for r, (tags, _scores) in enumerate(got):
        assert tags == [vocab.tags[k] for k in want[r, : lengths[r]]]


def test_members_with_and_without_lexical_features(tmp_path):
    """A member trained with lexical features and one without: the ensemble ships the lists once, feeds them
    to the member whose graph takes them, and averages the two members' scores."""
    from deidq.models.runtime import LEX_INPUT, TaggerRuntime

    dirs, _models, _vocab = _untrained_members(tmp_path, 3, lexical=(True, False, True))
    manifest = assemble(dirs[:2], tmp_path / "ens", version="9.9")
    assert [m["lexical"] for m in manifest["members"]] == [True, False]
    assert manifest["features"] == json.loads((dirs[0] / "manifest.json").read_text())["features"]
    assert all((tmp_path / "ens" / f"lex_{f}").is_file() for f in manifest["features"]["files"])
    ens = TaggerRuntime(tmp_path / "ens", threads=1)
    assert [LEX_INPUT in [i.name for i in s.get_inputs()] for s in ens.sessions] == [True, False]
    singles = [TaggerRuntime(d, threads=1) for d in dirs[:2]]
    np.testing.assert_allclose(ens.emissions(SEGMENTS), np.mean([s.emissions(SEGMENTS) for s in singles], axis=0),
                               rtol=1e-5, atol=1e-5)  # fmt: skip

    # the non-lexical member first: the lists still come from the lexical one
    assert assemble([dirs[1], dirs[0]], tmp_path / "ens2", version="1")["features"] == manifest["features"]
    # two lexical members must read the same lists
    m = json.loads((dirs[2] / "manifest.json").read_text())
    m["features"]["files"]["drugs.txt"]["sha256"] = "0" * 64
    (dirs[2] / "manifest.json").write_text(json.dumps(m))
    with pytest.raises(EnsembleError, match="different lexical feature lists"):
        assemble([dirs[0], dirs[2]], tmp_path / "ens3", version="1")
    # a manifest with features but no graph that takes them is refused at load
    single = tmp_path / "nolex"
    shutil.copytree(dirs[1], single)
    m = json.loads((single / "manifest.json").read_text())
    (single / "manifest.json").write_text(json.dumps({**m, "features": manifest["features"]}))
    for f in manifest["features"]["files"]:
        shutil.copyfile(tmp_path / "ens" / f"lex_{f}", single / f"lex_{f}")
    with pytest.raises(ValueError, match="no graph takes"):
        TaggerRuntime(single, threads=1)


def test_identical_members_give_the_single_model(tmp_path):
    from deidq.models.runtime import TaggerRuntime

    dirs, _models, _vocab = _untrained_members(tmp_path, 1)
    twin = tmp_path / "twin"
    shutil.copytree(dirs[0], twin)
    assemble([dirs[0], twin], tmp_path / "ens", version="1")
    texts = ["Paciente Juan Pérez de 70 años. NHC: 123456. Vive en Madrid desde 03/03/1946."]
    one = TaggerRuntime(dirs[0], threads=1).tag_texts(texts, recall_threshold=0.5)
    two = TaggerRuntime(tmp_path / "ens", threads=1).tag_texts(texts, recall_threshold=0.5)
    assert [(s.start, s.end, s.type) for s in one[0]] == [(s.start, s.end, s.type) for s in two[0]]
    for a, b in zip(one[0], two[0], strict=True):
        assert a.score == pytest.approx(b.score, abs=1e-5)


def test_assemble_refuses_members_that_do_not_fit(tmp_path):
    dirs, _models, _vocab = _untrained_members(tmp_path, 2)
    with pytest.raises(EnsembleError, match="at least two"):
        assemble(dirs[:1], tmp_path / "e1", version="1")
    with pytest.raises(EnsembleError, match="must differ"):
        assemble(dirs, dirs[0], version="1")

    other = tmp_path / "other_vocab"
    shutil.copytree(dirs[1], other)
    v = json.loads((other / "vocab.json").read_text(encoding="utf-8"))
    v["words"].append("nueva")
    (other / "vocab.json").write_text(json.dumps(v), encoding="utf-8")
    with pytest.raises(EnsembleError, match="different vocabularies"):
        assemble([dirs[0], other], tmp_path / "e2", version="1")

    tampered = tmp_path / "tampered"
    shutil.copytree(dirs[1], tampered)
    with open(tampered / "model.onnx", "ab") as fh:
        fh.write(b"\0")
    with pytest.raises(EnsembleError, match="sha256"):
        assemble([dirs[0], tampered], tmp_path / "e3", version="1")

    older = tmp_path / "older"
    shutil.copytree(dirs[1], older)
    m = json.loads((older / "manifest.json").read_text(encoding="utf-8"))
    del m["interface"]  # as written before interface 2
    (older / "manifest.json").write_text(json.dumps(m), encoding="utf-8")
    with pytest.raises(EnsembleError, match="deidq export --upgrade"):
        assemble([dirs[0], older], tmp_path / "e5", version="1")

    assemble(dirs, tmp_path / "ens", version="1")
    with pytest.raises(EnsembleError, match="already an ensemble"):
        assemble([tmp_path / "ens", dirs[0]], tmp_path / "e4", version="1")


def test_detector_reports_a_missing_member_file(tmp_path):
    from deidq.workers.registry import DetectorUnavailable
    from deidq.workers.taggers.onnx_tagger import build_detector

    dirs, _models, _vocab = _untrained_members(tmp_path, 2)
    assemble(dirs, tmp_path / "ens", version="1")
    (tmp_path / "ens" / "model.1.onnx").unlink()
    with pytest.raises(DetectorUnavailable, match=r"model\.1\.onnx"):
        build_detector("es", model_dir=str(tmp_path / "ens"))
    manifest = json.loads((tmp_path / "ens" / "manifest.json").read_text(encoding="utf-8"))
    manifest["members"] = [{"file": "../evil.onnx"}]
    (tmp_path / "ens" / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(DetectorUnavailable, match="members"):
        build_detector("es", model_dir=str(tmp_path / "ens"))


def test_members_option_and_artifact_threshold(tmp_path, monkeypatch):
    from deidq.workers.registry import DetectorUnavailable
    from deidq.workers.taggers.onnx_tagger import build_detector

    from deidq.config import Settings, SettingsError

    monkeypatch.delenv("DEIDQ_MODEL_RECALL_THRESHOLD", raising=False)
    monkeypatch.delenv("DEIDQ_MODEL_MEMBERS", raising=False)
    dirs, _models, _vocab = _untrained_members(tmp_path, 2)
    with pytest.raises(EnsembleError, match="recall_threshold"):
        assemble(dirs, tmp_path / "bad", version="3", recall_threshold=1.5)
    assemble(dirs, tmp_path / "ens", version="3", recall_threshold=0.9)

    full = build_detector("es", model_dir=str(tmp_path / "ens"))
    assert len(full.runtime.sessions) == 2 and full.version == "3"
    assert full.recall_threshold == 0.9  # the artifact's own default
    assert full.settings["members"] == 2

    one = build_detector("es", model_dir=str(tmp_path / "ens"), members=1)
    assert len(one.runtime.sessions) == 1
    assert one.version == "3+1of2" and one.source == "bilstm_crf.es@3+1of2"  # another model, another version

    # DEIDQ_MODEL_* reach the factory as options, through Settings (as WorkerContext passes them)
    monkeypatch.setenv("DEIDQ_MODEL_MEMBERS", "1")
    monkeypatch.setenv("DEIDQ_MODEL_RECALL_THRESHOLD", "0.5")
    opts = Settings.from_env().detector_options("model", "es")
    env = build_detector("es", model_dir=str(tmp_path / "ens"), **opts)
    assert len(env.runtime.sessions) == 1 and env.recall_threshold == 0.5
    single = build_detector("es", model_dir=str(dirs[0]), **opts)
    assert single.version == "0.0" and single.recall_threshold == 0.5
    assert build_detector("es", model_dir=str(tmp_path / "ens")).recall_threshold == 0.9  # the factory reads no env
    monkeypatch.setenv("DEIDQ_MODEL_RECALL_THRESHOLD", "0")  # 0 = off, not "unset"
    assert build_detector("es", model_dir=str(tmp_path / "ens"),
                          **Settings.from_env().detector_options("model", "es")).recall_threshold == 0.0  # fmt: skip

    with pytest.raises(DetectorUnavailable, match="members"):
        build_detector("es", model_dir=str(tmp_path / "ens"), members=0)
    for bad in ("3", "0"):
        monkeypatch.setenv("DEIDQ_MODEL_MEMBERS", bad)
        with pytest.raises(DetectorUnavailable, match="members"):
            build_detector("es", model_dir=str(tmp_path / "ens"), **Settings.from_env().detector_options("model", "es"))
    monkeypatch.setenv("DEIDQ_MODEL_MEMBERS", "two")
    with pytest.raises(SettingsError, match="DEIDQ_MODEL_MEMBERS must be a whole number"):
        Settings.from_env()


def test_cli_assembles_and_records_the_ensembles_dev_score(tmp_path):
    from deidq.models.ensemble import score_artifact
    from typer.testing import CliRunner

    from deidq.cli import app

    dirs, _models, _vocab = _untrained_members(tmp_path, 2)
    gold = tmp_path / "gold.jsonl"
    gold.write_text(
        json.dumps(
            {
                "id": "g1",
                "text": "Paciente Juan Pérez de 70 años.",
                "spans": [{"start": 9, "end": 19, "label": "NAME", "orig_label": "NOMBRE"}],
            }
        )
        + "\n",
        encoding="utf-8",
    )
    args = ["ensemble", "--member", str(dirs[0]), "--member", str(dirs[1]), "--out", str(tmp_path / "ens"),
            "--version", "5", "--recall-threshold", "0.9", "--dev", str(gold)]  # fmt: skip
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 0, res.output
    assert "2 members" in res.output and "dev strict" in res.output
    manifest = json.loads((tmp_path / "ens" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["dev_metrics"] == score_artifact(tmp_path / "ens", gold)
    assert manifest["dev_metrics"]["micro"]["support"] == 1
    assert "gold.jsonl" in manifest["dev_metrics_note"] and manifest["recall_threshold"] == 0.9

    bad = CliRunner().invoke(app, ["ensemble", "--member", str(dirs[0]), "--out", str(tmp_path / "e1"),
                                   "--version", "5"])  # fmt: skip
    assert bad.exit_code == 2 and "at least two" in bad.output
