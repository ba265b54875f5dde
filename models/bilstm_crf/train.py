"""Train the BiLSTM-CRF: seeded, length-bucketed batches, Adam/SGD, early stopping on dev strict
entity F1 (fine types), per-epoch logging. Writes a checkpoint (``out/checkpoints/<name>/model.pt``)
and then exports the artifact directory (ONNX + vocab + manifest + NOTICE).

Logs carry counts and metrics only, never note text."""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import torch
from deidq.models.bilstm_crf.config import Config, load_config
from deidq.models.bilstm_crf.data import Corpus, augment_docs, build_corpus, build_vocab, read_docs, strict_prf
from deidq.models.bilstm_crf.model import BiLSTMCRF
from deidq.models.crf import viterbi
from deidq.models.lexicon import FEATURES, GAZETTEER_FEATURES, Lexicon
from deidq.models.runtime import UNK, Vocab, tags_to_spans

log = logging.getLogger("deidq.train")
REPO = Path(__file__).resolve().parents[2]


def seed_all(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def to_tensors(inputs: dict[str, np.ndarray]) -> dict[str, torch.Tensor]:
    return {k: torch.from_numpy(v) for k, v in inputs.items()}


def resolve_device(device: str) -> torch.device:
    """``auto`` = CUDA when torch sees a GPU, else CPU; ``cuda`` without a GPU is an error, not a silent CPU run."""
    if device == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if device.startswith("cuda") and not torch.cuda.is_available():
        raise RuntimeError(f"--device {device}: torch sees no CUDA GPU (a CPU build, or no driver); use --device cpu")
    return torch.device(device)


def batches_to(batches: list[dict[str, Any]], device: torch.device) -> None:
    """Move the encoded batches to ``device`` once (in place), so no epoch copies them again."""
    for b in batches:
        b["inputs"] = {k: v.to(device) for k, v in b["inputs"].items()}
        if "tags" in b:
            b["tags"] = b["tags"].to(device)


def make_batches(corpus: Corpus, vocab: Vocab, batch_size: int, with_tags: bool = True,
                 lexicon: Lexicon | None = None) -> list[dict[str, Any]]:  # fmt: skip
    """Length-sorted batches, encoded once (with the lexical features when a lexicon is given)."""
    order = sorted(range(len(corpus.examples)), key=lambda i: len(corpus.examples[i].tokens))
    batches = []
    for j in range(0, len(order), batch_size):
        idx = order[j : j + batch_size]
        exs = [corpus.examples[i] for i in idx]
        segs = [[t.text for t in ex.tokens] for ex in exs]
        inputs = to_tensors(vocab.encode(segs))
        if lexicon is not None:
            inputs["lex_feats"] = torch.from_numpy(lexicon.encode(segs))
        b = {"idx": idx, "inputs": inputs, "lengths": np.array([len(ex.tokens) for ex in exs])}
        if with_tags:
            tags = torch.zeros_like(inputs["word_ids"])
            for r, ex in enumerate(exs):
                tags[r, : len(ex.tags)] = torch.tensor([vocab.tag_index.get(t, 0) for t in ex.tags])
            b["tags"] = tags
        batches.append(b)
    return batches


@torch.no_grad()
def predict_spans(model: BiLSTMCRF, corpus: Corpus, batches: Sequence[dict[str, Any]]
                  ) -> list[tuple[str, int, int, str]]:  # fmt: skip
    """Character-level predicted spans ``(doc_id, start, end, type)`` for every example."""
    model.eval()
    trans, start, end = (p.detach().cpu().numpy() for p in model.crf_params())
    out = []
    for b in batches:
        em = model.emissions(**b["inputs"]).cpu().numpy()
        path = viterbi(em, b["lengths"], trans, start, end)
        for r, i in enumerate(b["idx"]):
            ex = corpus.examples[i]
            tags = [model.tags[k] for k in path[r, : len(ex.tokens)]]
            doc_id = corpus.docs[ex.doc].id
            for a, z, typ in tags_to_spans(tags):
                out.append((doc_id, ex.tokens[a].start, ex.tokens[z].end, typ))
    return out


def evaluate(model: BiLSTMCRF, corpus: Corpus, batches: Sequence[dict[str, Any]]) -> dict[str, dict[str, float]]:
    gold = [(d.id, s.start, s.end, s.type) for d in corpus.docs for s in d.spans]
    return strict_prf(gold, predict_spans(model, corpus, batches))


def train(train_path: str | Path, dev_path: str | Path, out_dir: str | Path, config: str | Path | None = None,
          epochs: int | None = None, max_minutes: float | None = None, seed: int | None = None,
          checkpoint: str | Path | None = None, name: str | None = None, version: str = "2026.11.1",
          language: str | None = None, init: str | Path | None = None, lr: float | None = None,
          threads: int | None = None, augment: int | None = None, ema_decay: float | None = None,
          dropout: float | None = None, lexicons: str | Path | None = None, device: str = "cpu",
          keep: str | None = None, save_epochs: bool = False,
          echo: Callable[[str], None] = print) -> dict[str, Any]:  # fmt: skip
    """Train and export. ``init``: start from an earlier checkpoint (its vocabulary and weights),
    e.g. to continue a run that hit its time budget with a lower ``lr``, or from a shipped artifact folder (its
    checkpoint recovered from the graph, ``recover.py``). ``device``: ``cpu``, ``cuda`` or
    ``auto``; the checkpoint and the export are on the CPU either way. ``keep="last"``: no early stopping, the
    last epoch is exported (for a fixed epoch count when the dev text is also training text). ``save_epochs``:
    also write every epoch's weights beside the checkpoint (``model.epoch3.pt``), so that an epoch can be chosen
    afterwards on a set outside training (the run's own dev score is no guide when dev is synthetic)."""
    cfg: Config = load_config(config, epochs=epochs, max_minutes=max_minutes, seed=seed, lr=lr, threads=threads,
                              augment_copies=augment, ema_decay=ema_decay, dropout=dropout,
                              lexicons=str(Path(lexicons).resolve()) if lexicons else None,
                              keep=keep)  # fmt: skip
    if cfg.keep not in ("best", "last"):
        raise ValueError(f"keep must be 'best' or 'last', not {cfg.keep!r}")
    last = cfg.keep == "last"
    lexicon = Lexicon(cfg.lexicons) if cfg.lexicons else None
    on = resolve_device(device)  # where the network trains (``dv`` is the dev corpus)
    torch.set_num_threads(cfg.threads)
    seed_all(cfg.seed)
    out_dir = Path(out_dir)
    name = name or out_dir.name
    ckpt = Path(checkpoint) if checkpoint else REPO / "out" / "checkpoints" / name / "model.pt"
    ckpt.parent.mkdir(parents=True, exist_ok=True)

    t0 = time.time()
    train_docs = read_docs(train_path)
    if cfg.augment_copies:
        train_docs += augment_docs(train_docs, cfg.augment_copies, cfg.seed, cfg.augment_p)
    tr = build_corpus(train_docs, cfg.max_len, cfg.scheme)
    dv = build_corpus(read_docs(dev_path), cfg.max_len, cfg.scheme)
    vocab, counts = build_vocab(tr, cfg.max_vocab, cfg.min_count, cfg.max_chars, cfg.max_len, cfg.scheme)
    init_state = None
    if init and Path(init).is_dir():  # a shipped artifact: its checkpoint is recovered from the ONNX graph
        from deidq.models.bilstm_crf.recover import checkpoint_from_artifact

        init = checkpoint_from_artifact(init, ckpt.with_name("recovered.pt"))
        echo(f"recovered a checkpoint from the artifact's graph: {init}")
    if init:
        _, vocab, _, ck0 = load_checkpoint(init)
        init_state = ck0["state_dict"]
        echo(f"initialised from {init} (epoch {ck0.get('epoch')}, dev F1 {ck0['metrics']['micro']['f1']:.4f})")
    echo(f"train: {len(tr.docs)} docs, {len(tr.examples)} segments, {tr.n_spans} spans "
         f"({tr.misaligned} not on token edges); dev: {len(dv.docs)} docs, {len(dv.examples)} segments, "
         f"{dv.n_spans} spans ({dv.misaligned} not on token edges)")  # fmt: skip
    echo(f"vocab: {len(vocab.words)} words, {len(vocab.chars)} chars, {len(vocab.tags)} tags; device {on}")

    model = BiLSTMCRF(cfg, len(vocab.words), len(vocab.chars), vocab.tags, n_lex=lexicon.dim if lexicon else 0)
    if init_state is not None:
        model.load_state_dict(init_state)
    model.to(on)
    tr_batches = make_batches(tr, vocab, cfg.batch_size, lexicon=lexicon)
    dv_batches = make_batches(dv, vocab, 64, with_tags=False, lexicon=lexicon)
    batches_to(tr_batches, on)
    batches_to(dv_batches, on)
    # gazetteer dropout: the synthetic names and places come from the lists the flags are read from, so each
    # token's given-name/surname/place flags are zeroed with p = lex_dropout (docs/model.md)
    gaz = torch.tensor([f in GAZETTEER_FEATURES for f in FEATURES], device=on)
    singleton = torch.zeros(len(vocab.words), dtype=torch.bool)
    for w, c in counts.items():
        i = vocab.word_index.get(w)
        if i is not None and c == 1:
            singleton[i] = True
    singleton = singleton.to(on)
    if cfg.optimizer == "sgd":
        opt: torch.optim.Optimizer = torch.optim.SGD(model.parameters(), lr=cfg.lr, momentum=0.9)
    else:
        opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda ep: 1.0 / (1.0 + cfg.lr_decay * ep))
    # Polyak averaging: the moving average of the weights is what is scored on dev, kept and exported; it is
    # smoother than the last step's weights (the network that trains is unchanged)
    ema = None
    if cfg.ema_decay > 0:
        from torch.optim.swa_utils import AveragedModel, get_ema_multi_avg_fn

        ema = AveragedModel(model, multi_avg_fn=get_ema_multi_avg_fn(cfg.ema_decay), use_buffers=True, device=on)
    scored = ema.module if ema is not None else model

    best_f1, best_epoch, history = -1.0, 0, []
    if init_state is not None:  # the starting point is the one to beat (and is exported if never beaten)
        best_f1 = float(ck0["metrics"]["micro"]["f1"])
        if Path(init).resolve() != ckpt.resolve():
            import shutil

            shutil.copyfile(init, ckpt)
    rng = random.Random(cfg.seed)
    for epoch in range(1, cfg.epochs + 1):
        model.train()
        te = time.time()
        order = list(range(len(tr_batches)))
        rng.shuffle(order)
        total = 0.0
        for bi in order:
            b = tr_batches[bi]
            inputs = dict(b["inputs"])
            wid = inputs["word_ids"]
            if cfg.word_unk_dropout > 0:
                drop = singleton[wid] & (torch.rand(wid.shape, device=on) < cfg.word_unk_dropout)
                inputs["word_ids"] = torch.where(drop, torch.full_like(wid, UNK), wid)
            if lexicon is not None and cfg.lex_dropout > 0:
                lex = inputs["lex_feats"]
                keep = ~(gaz & (torch.rand(lex.shape[:2], device=on) < cfg.lex_dropout).unsqueeze(2))
                inputs["lex_feats"] = lex * keep
            em = model.emissions(**inputs)
            loss = model.nll(em, b["tags"], wid > 0)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.clip)
            opt.step()
            if ema is not None:
                ema.update_parameters(model)
            total += float(loss.detach())
        sched.step()
        metrics = evaluate(scored, dv, dv_batches)
        m = metrics["micro"]
        history.append({"epoch": epoch, "loss": round(total / len(tr_batches), 4), **m,
                        "seconds": round(time.time() - te, 1)})  # fmt: skip
        improved = m["f1"] > best_f1 or last
        if improved or save_epochs:
            snapshot = checkpoint_snapshot(scored, cfg, vocab, lexicon.spec if lexicon else None, metrics, epoch)
            if improved:
                best_f1, best_epoch = m["f1"], epoch
                save_checkpoint(snapshot, ckpt)
            if save_epochs:
                save_checkpoint(snapshot, ckpt.with_name(f"{ckpt.stem}.epoch{epoch}{ckpt.suffix}"))
        echo(f"epoch {epoch:2d} loss {total / len(tr_batches):8.4f} dev P {m['precision']:.4f} R {m['recall']:.4f} "
             f"F1 {m['f1']:.4f}{' *' if improved else ''} ({time.time() - te:.0f}s)")  # fmt: skip
        if not last and epoch - best_epoch >= cfg.patience:
            echo(f"early stop: no dev improvement for {cfg.patience} epochs")
            break
        if (time.time() - t0) / 60 > cfg.max_minutes:
            echo(f"time budget of {cfg.max_minutes} min reached")
            break
    duration = time.time() - t0
    kept = "last" if last else "best"
    echo(f"{kept} dev F1 {best_f1:.4f} at epoch {best_epoch}; training took {duration / 60:.1f} min")
    (ckpt.parent / "history.json").write_text(json.dumps(history, indent=1))

    from deidq.models.bilstm_crf.export import export

    info = export(ckpt, out_dir, version=version, language=language or name,
                  training={"train": str(train_path), "dev": str(dev_path), "epochs_run": len(history),
                            "best_epoch": best_epoch, "kept": kept, "seconds": round(duration), "seed": cfg.seed,
                            "device": on.type},
                  echo=echo)  # fmt: skip
    return {"best_f1": best_f1, "best_epoch": best_epoch, "kept": kept, "history": history, **info}


def checkpoint_snapshot(model: BiLSTMCRF, cfg: Config, vocab: Vocab, lexicon_spec: dict[str, Any] | None,
                        metrics: dict[str, Any], epoch: int, **extra: Any) -> dict[str, Any]:  # fmt: skip
    """What a checkpoint holds (``load_checkpoint`` reads it back): weights on the CPU, config, vocabulary,
    lexical-feature record, dev metrics and epoch, plus ``extra`` keys."""
    vocab_fields = ("words", "chars", "tags", "max_chars", "max_len", "scheme")
    return {"state_dict": {k: v.detach().cpu() for k, v in model.state_dict().items()},
            "config": cfg.to_dict(), "vocab": {k: getattr(vocab, k) for k in vocab_fields},
            "lexicon": lexicon_spec, "metrics": metrics, "epoch": epoch, **extra}  # fmt: skip


def save_checkpoint(snapshot: dict[str, Any], path: Path) -> None:
    """Write then rename, so a run stopped mid-write (a time limit) never leaves a torn checkpoint behind."""
    tmp = path.with_name(path.name + ".tmp")
    torch.save(snapshot, tmp)
    tmp.replace(path)


def load_checkpoint(path: str | Path) -> tuple[BiLSTMCRF, Vocab, Config, dict[str, Any]]:
    """Model, vocabulary, config and the raw checkpoint; ``checkpoint_lexicon`` gives its lexicon."""
    ck = torch.load(path, map_location="cpu", weights_only=False)
    cfg = Config(**{k: v for k, v in ck["config"].items() if k in Config.__dataclass_fields__})
    v = ck["vocab"]
    vocab = Vocab(v["words"], v["chars"], v["tags"], v["max_chars"], v["max_len"], v["scheme"])
    n_lex = len(ck["lexicon"]["names"]) if ck.get("lexicon") else 0
    model = BiLSTMCRF(cfg, len(vocab.words), len(vocab.chars), vocab.tags, n_lex=n_lex)
    model.load_state_dict(ck["state_dict"])
    model.eval()
    return model, vocab, cfg, ck


def checkpoint_lexicon(cfg: Config, ck: dict[str, Any]) -> Lexicon | None:
    """The lexicon a checkpoint was trained with (its folder, checked against the recorded checksums)."""
    return Lexicon(cfg.lexicons, ck["lexicon"]) if ck.get("lexicon") else None
