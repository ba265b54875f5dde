"""Model-only throughput of the ONNX tagger for batch sizes and confidence modes.

    python bench/bench_tagger_batching.py [--input deidq-data/synth_en/dev.jsonl] [--lang en] [--notes 80]

Best of 3 repeats after a warm-up; prints notes/s per configuration."""

from __future__ import annotations

import argparse
import json
import time

from deidq.workers.core.note import Note
from deidq.workers.taggers.onnx_tagger import build_detector

from deidq.config import Settings

CONFIGS = [(6000, 128, "marginal"), (16000, 512, "marginal"), (16000, 512, "emission"), (16000, 512, "none")]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", default="deidq-data/synth_en/dev.jsonl")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--notes", type=int, default=80)
    args = ap.parse_args()
    with open(args.input, encoding="utf-8") as fh:
        docs = [json.loads(line) for line in fh][: args.notes]
    notes = [Note(str(i), d["text"], args.lang) for i, d in enumerate(docs)]
    for batch_tokens, max_batch, confidence in CONFIGS:
        det = build_detector(
            args.lang,
            **Settings.from_env().detector_options("model", args.lang),
            batch_tokens=batch_tokens,
            max_batch=max_batch,
            confidence=confidence,
        )
        det.detect_batch(notes[:8])
        best = 0.0
        for _ in range(3):
            t0 = time.perf_counter()
            det.detect_batch(notes)
            best = max(best, len(notes) / (time.perf_counter() - t0))
        print(f"batch_tokens={batch_tokens} max_batch={max_batch} confidence={confidence}: {best:.1f} notes/s")


if __name__ == "__main__":
    main()
