"""Throughput of the BiLSTM-CRF tagger: ONNX runtime vs torch eager, and rules + model.

    .venv/bin/python bench/bench_model.py --lang es --notes /work/shared/data/meddocan/dev.jsonl \
        --checkpoint out/checkpoints/es/model.pt --threads 2

Reports notes/s and tokens/s (tokens as produced by models.tokenizer). ``--torch-device cuda`` runs the eager
network on a GPU (the decode stays on the CPU). Torch eager uses the same
tokenization, length-bucketed batching and numpy Viterbi, only the emissions network differs. The ONNX
figures are the best of ``--reps`` passes, so the runtime's character-vector cache is warm after the first
(as in a long-running worker); ``onnx_default_cold_char_cache`` empties it before every pass.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def load_notes(path: str, limit: int) -> list[str]:
    texts = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                texts.append(json.loads(line)["text"])
    return texts[:limit] if limit else texts


def timed(fn, reps: int) -> float:
    best = float("inf")
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", default="es")
    ap.add_argument(
        "--notes",
        default=str(
            Path(os.environ.get("DEIDQ_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared" / "data"))
            / "meddocan"
            / "dev.jsonl"
        ),
    )
    ap.add_argument("--limit", type=int, default=250)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--checkpoint", default=None, help="torch checkpoint for the eager comparison")
    ap.add_argument("--torch-same-shape", action="store_true",
                    help="eager comparison without a checkpoint: the same architecture and sizes as the shipped "
                         "model (from its manifest) with random weights; speed only")  # fmt: skip
    ap.add_argument("--torch-device", default="cpu", help="device of the eager comparison: cpu or cuda")
    ap.add_argument("--no-rules", action="store_true")
    args = ap.parse_args()
    os.environ["DEIDQ_ORT_THREADS"] = str(args.threads)

    from deidq.models.tokenizer import tokenize
    from deidq.workers.core.note import Note
    from deidq.workers.registry import build_detector

    texts = load_notes(args.notes, args.limit)
    notes = [Note(str(i), t, args.lang) for i, t in enumerate(texts)]
    n_tok = sum(len(tokenize(t)) for t in texts)
    n_chars = sum(len(t) for t in texts)
    res: dict = {"notes": len(notes), "mean_chars": round(n_chars / len(notes)), "tokens": n_tok,
                 "threads": args.threads}  # fmt: skip

    from deidq.config import Settings

    options = Settings.from_env().detector_options("model", args.lang)  # DEIDQ_MODEL_*, as the workers
    det = build_detector("model", args.lang, **{**options, "threads": args.threads})
    res["providers"] = det.providers
    res["model"] = det.source
    res["members"] = len(det.runtime.members)
    det.detect_batch(notes[:8])  # warm-up
    default_threshold = det.recall_threshold
    for conf, threshold in (("marginal", default_threshold), ("marginal", 0.0), ("emission", 0.0), ("none", 0.0)):
        det.confidence, det.recall_threshold = conf, threshold
        s = timed(lambda: det.detect_batch(notes), args.reps)
        key = f"onnx_{conf}" + (f"_recall_threshold_{threshold}" if threshold else "")
        res[key] = {"notes_per_s": round(len(notes) / s, 1), "tokens_per_s": round(n_tok / s)}
    det.confidence, det.recall_threshold = "marginal", default_threshold
    from deidq.models.runtime import CharVectorCache

    def cold() -> None:  # every token's characters through the char encoder again, as in a fresh process
        rt = det.runtime
        rt.chars = CharVectorCache(len(rt.sessions), rt.chars.dim)
        det.detect_batch(notes)

    s = timed(cold, args.reps)
    res["onnx_default_cold_char_cache"] = {"notes_per_s": round(len(notes) / s, 1), "tokens_per_s": round(n_tok / s)}
    if not args.no_rules:
        try:
            rules = build_detector("rules", args.lang)
            s_r = timed(lambda: rules.detect_batch(notes), args.reps)
            res["rules"] = {"notes_per_s": round(len(notes) / s_r, 1)}
            s_b = timed(lambda: (rules.detect_batch(notes), det.detect_batch(notes)), args.reps)
            res["rules+onnx"] = {"notes_per_s": round(len(notes) / s_b, 1)}
        except Exception as exc:  # the rules role is someone else's; report and go on
            res["rules"] = {"error": type(exc).__name__}
    if args.checkpoint or args.torch_same_shape:
        import torch

        torch.set_num_threads(args.threads)
        rt = det.runtime
        if args.checkpoint:
            from deidq.models.bilstm_crf.train import load_checkpoint

            model, vocab, _, _ = load_checkpoint(args.checkpoint)
        else:
            from dataclasses import fields

            from deidq.models.bilstm_crf.config import Config
            from deidq.models.bilstm_crf.model import BiLSTMCRF

            hp = rt.manifest.get("hyperparameters", {})
            cfg = Config(**{f.name: hp[f.name] for f in fields(Config) if f.name in hp})
            vocab = rt.vocab
            model = BiLSTMCRF(cfg, len(vocab.words), len(vocab.chars), vocab.tags).eval()
        device = torch.device(args.torch_device)
        model.to(device)
        res["torch_device"] = torch.cuda.get_device_name(device) if device.type == "cuda" else "cpu"
        lexicon = rt.lexicon if getattr(model, "n_lex", 0) else None

        def torch_emissions(segs):
            feeds = {k: torch.from_numpy(v) for k, v in vocab.encode(segs).items()}
            if lexicon is not None:
                feeds["lex_feats"] = torch.from_numpy(lexicon.encode(segs))
            with torch.no_grad():
                em = model.emissions(**{k: v.to(device) for k, v in feeds.items()})
            return em.cpu().numpy()  # the CRF decode stays on the CPU, as in the ONNX path

        orig = rt.emissions
        rt.emissions = torch_emissions  # same pipeline, torch emissions
        try:
            s = timed(lambda: rt.tag_texts(texts), args.reps)
        finally:
            rt.emissions = orig
        res[f"torch_eager_{device.type}" + ("" if args.checkpoint else "_same_shape_random_weights")] = {
            "notes_per_s": round(len(notes) / s, 1), "tokens_per_s": round(n_tok / s)}  # fmt: skip
    print(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
