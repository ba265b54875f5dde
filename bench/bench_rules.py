"""Throughput of the rules detector, single process: notes/s on ~3 KB notes.

    .venv/bin/python bench/bench_rules.py --lang es --n 300 --repeats 5
    .venv/bin/python bench/bench_rules.py --lang en --n 300 --adversarial
    .venv/bin/python bench/bench_rules.py --lang es --no-prefilter   # the unfiltered reference

After a warm-up pass, the batch is timed ``--repeats`` times. Reported: best and median wall-clock notes/s
and best CPU-time notes/s (``time.process_time``: less sensitive to other jobs on a shared machine), plus the
1-minute load average, so figures from a busy machine can be told apart.

Spanish notes come from MEDDOCAN dev (text only); English notes from english_unlabelled, cut or
joined to ~3 KB. Prints one JSON line per measurement; nothing from the notes is printed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from deidq.workers.core.note import Note
from deidq.workers.rules import build_detector

# the shared data folder beside the checkout (override with DEIDQ_SHARED_DATA)
DATA = Path(os.environ.get("DEIDQ_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared" / "data"))


def load_notes(lang: str, n: int, size: int) -> list[str]:
    files = [DATA / "meddocan" / "dev.jsonl"] if lang == "es" else sorted((DATA / "english_unlabelled").glob("*.jsonl"))
    texts: list[str] = []
    buf = ""
    for f in files:
        for line in f.read_text(encoding="utf-8").splitlines():
            buf += json.loads(line)["text"] + "\n"
            while len(buf) >= size:
                texts.append(buf[:size])
                buf = buf[size:]
                if len(texts) >= n:
                    return texts
    return texts or [buf]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", default="es")
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--size", type=int, default=3000)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--no-prefilter", action="store_true", help="disable trigger prefilters (reference speed)")
    ap.add_argument("--adversarial", action="store_true", help="also time 1 MB pathological inputs")
    args = ap.parse_args()
    t0 = time.perf_counter()
    det = build_detector(args.lang, prefilter=not args.no_prefilter)
    build_s = time.perf_counter() - t0
    texts = load_notes(args.lang, args.n, args.size)
    notes = [Note(f"b{i}", t, args.lang) for i, t in enumerate(texts)]
    n_spans = sum(len(s) for s in det.detect_batch(notes))  # warm-up pass (caches, lazy compiles)
    walls, cpus = [], []
    for _ in range(max(1, args.repeats)):
        w0, c0 = time.perf_counter(), time.process_time()
        det.detect_batch(notes)
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    n = len(notes)
    print(json.dumps({"lang": args.lang, "prefilter": not args.no_prefilter, "notes": n,
                      "avg_chars": sum(map(len, texts)) // n, "repeats": len(walls),
                      "notes_per_s_best": round(n / min(walls), 1),
                      "notes_per_s_median": round(n / statistics.median(walls), 1),
                      "cpu_notes_per_s_best": round(n / min(cpus), 1), "spans": n_spans,
                      "build_s": round(build_s, 2), "loadavg_1m": round(os.getloadavg()[0], 2),
                      "cpus": os.cpu_count()}))  # fmt: skip
    if args.adversarial:
        for name, chunk in {"digits": "1" * 1000 + " ", "at": "a" * 1000 + "@", "titles": "Dr. " + "Aaaa " * 200,
                            "slashes": "1/" * 500, "hospital": "Hospital " + "San " * 200}.items():  # fmt: skip
            text = (chunk * (1_000_000 // len(chunk) + 1))[:1_000_000]
            t0 = time.perf_counter()
            det.detect(Note("adv", text, args.lang))
            print(json.dumps({"adversarial": name, "bytes": len(text), "seconds": round(time.perf_counter() - t0, 2)}))


if __name__ == "__main__":
    main()
