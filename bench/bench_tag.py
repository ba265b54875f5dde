"""Throughput of `deidq tag` (rules + model by default) as a user runs it: a subprocess over a JSONL
file of ~3 KB notes, for several ``--jobs`` values.

    .venv/bin/python bench/bench_tag.py --lang en --notes 1000 --jobs 1 2 [--detectors rules,model]
    .venv/bin/python bench/bench_tag.py --lang es --notes 1000

Notes are built by ``deidq.evaluation.bench.make_notes`` from the default corpus of ``deidq bench``
(MEDDOCAN dev for es; the synthetic English test split, else ACI-Bench, for en). Each configuration runs
``--repeats`` times; reported per run: wall seconds, notes/s over the whole command (start-up, model
load and file I/O included), and the same with the start-up of a 1-note run subtracted. Prints one JSON
line per configuration; nothing from the notes is printed."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from deidq.config import Settings  # noqa: E402
from deidq.evaluation.bench import default_input, load_texts, make_notes  # noqa: E402


def run_tag(inp: Path, out: Path, lang: str, jobs: int, detectors: str | None, batch_size: int | None = None) -> float:
    cmd = [str(REPO / ".venv" / "bin" / "deidq"), "tag", "-i", str(inp), "-o", str(out), "--lang", lang,
           "--jobs", str(jobs), "--quiet"]  # fmt: skip
    if detectors:
        cmd += ["--detectors", detectors]
    if batch_size:
        cmd += ["--batch-size", str(batch_size)]
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, cwd=REPO)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", default="en")
    ap.add_argument("--notes", type=int, default=1000)
    ap.add_argument("--note-bytes", type=int, default=3000)
    ap.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--detectors", default=None, help="roles (default: the configured set, rules,model)")
    ap.add_argument("--batch-size", type=int, default=None, help="deidq tag --batch-size (default: its own)")
    args = ap.parse_args()
    texts = load_texts(default_input(args.lang, Settings.from_env().shared_data))
    notes = make_notes(texts, args.notes, args.note_bytes)
    with tempfile.TemporaryDirectory(prefix="deidq-bench-tag-") as tmp:
        inp, one, out = Path(tmp) / "in.jsonl", Path(tmp) / "one.jsonl", Path(tmp) / "out.jsonl"
        inp.write_text("".join(json.dumps({"id": str(i), "text": t}) + "\n" for i, t in enumerate(notes)))
        one.write_text(json.dumps({"id": "0", "text": notes[0]}) + "\n")
        for jobs in args.jobs:
            startup = min(run_tag(one, out, args.lang, jobs, args.detectors) for _ in range(2))
            walls = [run_tag(inp, out, args.lang, jobs, args.detectors, args.batch_size) for _ in range(args.repeats)]
            best = min(walls)
            print(json.dumps({
                "lang": args.lang, "notes": len(notes), "mean_note_bytes": round(sum(len(t.encode()) for t in notes)
                                                                                 / len(notes)),
                "jobs": jobs, "detectors": args.detectors or "default", "batch_size": args.batch_size or "default",
                "wall_s": [round(w, 2) for w in walls],
                "notes_per_s": round(len(notes) / best, 1), "startup_s": round(startup, 2),
                "notes_per_s_excl_startup": round(len(notes) / max(1e-9, best - startup), 1),
                "cpus": len(os.sched_getaffinity(0)), "load_avg_1m": round(os.getloadavg()[0], 2),
            }), flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
