"""`deidq train` end to end on a toy corpus (seconds): training, early-stopping bookkeeping, export with the
torch/ONNX parity check, and what ``ema_decay`` keeps (skipped where torch/onnx are not installed)."""

from __future__ import annotations

import json

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("onnx")

DOCS = [
    {"id": "1", "text": "Paciente Juan Pérez de 70 años. NHC: 123456.",
     "spans": [{"start": 9, "end": 19, "label": "NAME", "orig_label": "NOMBRE_SUJETO_ASISTENCIA"},
               {"start": 23, "end": 30, "label": "AGE", "orig_label": "EDAD_SUJETO_ASISTENCIA"}]},
    {"id": "2", "text": "Vive en Madrid desde 03/03/1946.",
     "spans": [{"start": 8, "end": 14, "label": "LOCATION", "orig_label": "TERRITORIO"},
               {"start": 21, "end": 31, "label": "DATE", "orig_label": "FECHAS"}]},
]  # fmt: skip


def _run(tmp_path, name: str, ema_decay: float) -> dict:
    from deidq.models.bilstm_crf.train import train

    data = tmp_path / "toy.jsonl"
    data.write_text("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in DOCS), encoding="utf-8")
    ck = tmp_path / name / "model.pt"
    res = train(data, data, tmp_path / name / "artifact", epochs=8, seed=5, threads=1, checkpoint=ck,
                language="es", ema_decay=ema_decay, echo=lambda _m: None)  # fmt: skip
    return {
        "res": res,
        "state": torch.load(ck, weights_only=False)["state_dict"],
        "manifest": json.loads((tmp_path / name / "artifact" / "manifest.json").read_text()),
    }


def test_train_exports_and_ema_keeps_the_moving_average(tmp_path):
    from deidq.models.bilstm_crf.config import load_config
    from deidq.models.bilstm_crf.model import BiLSTMCRF
    from deidq.models.runtime import INTERFACE

    plain = _run(tmp_path, "plain", 0.0)
    assert len(plain["res"]["history"]) >= 1 and plain["res"]["best_epoch"] >= 1
    assert plain["manifest"]["interface"] == INTERFACE and plain["manifest"]["hyperparameters"]["ema_decay"] == 0.0

    # a decay this close to 1 barely moves the average (eight epochs of one step each): what is kept stays
    # where the average started, one Adam step (lr 0.003) from the seeded initial network
    still = _run(tmp_path, "ema", 0.999999)
    assert still["manifest"]["hyperparameters"]["ema_decay"] == 0.999999
    seeded = load_config(seed=5)
    torch.manual_seed(seeded.seed)
    from deidq.models.bilstm_crf.train import seed_all

    seed_all(seeded.seed)
    vocab_size = still["state"]["word_emb.weight"].shape[0]
    n_chars = still["state"]["char_emb.weight"].shape[0]
    tags = still["manifest"]["tags"]
    init = BiLSTMCRF(seeded, vocab_size, n_chars, tags).state_dict()
    moved_plain = max(float((plain["state"][k] - init[k]).abs().max()) for k in init)
    moved_ema = max(float((still["state"][k] - init[k]).abs().max()) for k in init)
    assert plain["res"]["best_epoch"] > 1  # the plain run kept a later epoch...
    assert moved_plain > 1.5 * moved_ema  # ...further from the start than the average ever got
    assert moved_ema < 0.0035


def test_train_with_lexicons_ships_the_lists_and_the_runtime_reads_them(tmp_path):
    """``lexicons``: the artifact has interface 3, a ``features`` record and the lists (lex_*.txt) with their
    checksums; the runtime loads it and tags with them, and refuses a list that was changed."""
    from pathlib import Path

    from deidq.models.bilstm_crf.train import train
    from deidq.models.lexicon import FEATURES, Lexicon
    from deidq.models.runtime import LEX_INPUT, LEX_INTERFACE, TaggerRuntime

    lists = Path(__file__).resolve().parents[2] / "models" / "lexicons" / "en"
    data = tmp_path / "toy.jsonl"
    data.write_text("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in DOCS), encoding="utf-8")
    art = tmp_path / "artifact"
    train(data, data, art, epochs=2, seed=5, threads=1, checkpoint=tmp_path / "model.pt", language="en",
          lexicons=lists, echo=lambda _m: None)  # fmt: skip
    m = json.loads((art / "manifest.json").read_text())
    assert m["interface"] == LEX_INTERFACE and m["inputs"][-1] == LEX_INPUT
    assert m["features"]["names"] == list(FEATURES) and m["features"]["prefix"] == "lex_"
    assert {f"lex_{f}" for f in Lexicon.files()} <= set(m["files"])
    assert "wordfreq" in (art / "NOTICE").read_text()
    rt = TaggerRuntime(art, threads=1, device="cpu")
    assert rt.lexicon is not None and rt.lexicon.features_of("Hgb") == Lexicon(lists).features_of("Hgb")
    assert len(rt.tag_texts(["Juan Pérez vive en Madrid."])) == 1
    with (art / "lex_surnames.txt").open("a", encoding="utf-8") as fh:
        fh.write("madrid\n")
    with pytest.raises(ValueError, match="sha256"):
        TaggerRuntime(art, threads=1, device="cpu")


def test_device_auto_falls_back_to_cpu_and_cuda_without_a_gpu_fails_clearly(tmp_path):
    from deidq.models.bilstm_crf.train import resolve_device

    assert resolve_device("cpu").type == "cpu"
    if torch.cuda.is_available():
        assert resolve_device("auto").type == "cuda"
    else:
        assert resolve_device("auto").type == "cpu"
        with pytest.raises(RuntimeError, match="no CUDA GPU"):
            resolve_device("cuda")


def test_device_is_recorded_and_the_checkpoint_holds_cpu_tensors(tmp_path):
    out = _run(tmp_path, "dev", 0.0)
    assert out["manifest"]["training"]["device"] in ("cpu", "cuda")
    assert all(v.device.type == "cpu" for v in out["state"].values())


def test_keep_last_runs_every_epoch_and_exports_the_last(tmp_path):
    """``keep="last"`` (dev text inside the training text): no early stopping, the last epoch is the one kept,
    and the manifest says so; anything but best/last is refused before training."""
    from deidq.models.bilstm_crf.train import train

    data = tmp_path / "toy.jsonl"
    data.write_text("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in DOCS), encoding="utf-8")
    ck = tmp_path / "model.pt"
    res = train(data, data, tmp_path / "artifact", epochs=9, seed=5, threads=1, checkpoint=ck, language="es",
                keep="last", echo=lambda _m: None)  # fmt: skip
    manifest = json.loads((tmp_path / "artifact" / "manifest.json").read_text())
    assert len(res["history"]) == 9 and res["best_epoch"] == 9 and res["kept"] == "last"
    assert torch.load(ck, weights_only=False)["epoch"] == 9
    assert not list(tmp_path.glob("model.epoch*.pt"))  # only when asked for
    assert manifest["training"]["kept"] == "last" and manifest["hyperparameters"]["keep"] == "last"
    with pytest.raises(ValueError, match="keep must be"):
        train(data, data, tmp_path / "x", epochs=1, keep="first", echo=lambda _m: None)


def test_save_epochs_keeps_each_epochs_weights_beside_the_checkpoint(tmp_path):
    """``save_epochs``: every epoch's weights are written (``model.epoch<N>.pt``), whether or not dev improved,
    and each can be exported on its own; the checkpoint itself still holds the best epoch."""
    from deidq.models.bilstm_crf.export import export
    from deidq.models.bilstm_crf.train import train

    data = tmp_path / "toy.jsonl"
    data.write_text("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in DOCS), encoding="utf-8")
    ck = tmp_path / "model.pt"
    res = train(data, data, tmp_path / "artifact", epochs=4, seed=5, threads=1, checkpoint=ck, language="es",
                save_epochs=True, echo=lambda _m: None)  # fmt: skip
    saved = sorted(p.name for p in tmp_path.glob("model.epoch*.pt"))
    assert saved == [f"model.epoch{e}.pt" for e in range(1, len(res["history"]) + 1)]
    states = [torch.load(tmp_path / n, weights_only=False) for n in saved]
    assert [s["epoch"] for s in states] == list(range(1, len(saved) + 1))
    first, last = states[0]["state_dict"], states[-1]["state_dict"]
    assert any(not torch.equal(first[k], last[k]) for k in first)  # the weights moved between epochs
    assert torch.load(ck, weights_only=False)["epoch"] == res["best_epoch"]
    info = export(tmp_path / saved[0], tmp_path / "epoch1", version="t", language="es")
    assert (tmp_path / "epoch1" / "model.onnx").exists() and info["onnx"]
