"""Fill .gpu/ for ``scripts/gpu_retrain_en.sh``: the training text, the display dev set, one config per learning rate
and the shipped English network's checkpoint to start from.

    .venv/bin/python scripts/gpu_prepare_en.py --new dev202_en ... dev225_en --lr 0.001 0.0005 [--per-old 30]

The training text is every note of the ``--new`` sets plus a seeded draw of each set the shipped network was trained
on (``bench/sets.toml``: status ``trained``), as ``scripts/make_replay_mix.py`` draws it; report and unscored sets are
refused. The checkpoint is recovered from ``models/artifacts/en`` (needs torch, the train extra). Prints counts, the
``RUNS`` value and the call to make, never note text. How the call travels: docs/model.md, "Commands"."""

from __future__ import annotations

import argparse
import gzip
import json
import re
from pathlib import Path

from bench_sets import BENCH, english_sets, load  # scripts/ is on the path when run as a script
from make_replay_mix import mix

REPO = BENCH.parent
DEFAULT_TOML = REPO / "models" / "bilstm_crf" / "default.toml"
DISPLAY_NOTES = 50  # the first notes of bench/dev_en: printed each epoch, they choose nothing (--keep last)
FILES_BACK = 6  # a call returns at most 8 files and 64 MiB: six 9.5 MB checkpoints and logs.txt fit


def write_gz(path: Path, lines: list[str]) -> None:
    """Gzip with no name or time in the header, so the same text gives the same bytes."""
    path.write_bytes(gzip.compress(("\n".join(lines) + "\n").encode("utf-8"), mtime=0))


def config(batch: int, lr: float) -> str:
    """default.toml with the batch size and learning rate set."""
    text = DEFAULT_TOML.read_text(encoding="utf-8")
    text, n_batch = re.subn(r"(?m)^batch_size = \d+", f"batch_size = {batch}", text)
    text, n_lr = re.subn(r"(?m)^lr = [0-9.e-]+", f"lr = {lr}", text)
    if (n_batch, n_lr) != (1, 1):
        raise SystemExit(f"{DEFAULT_TOML} no longer has one 'batch_size =' and one 'lr =' line: update this script")
    return text


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--new", nargs="+", required=True, help="sets taken whole (spent, never trained on)")
    ap.add_argument("--lr", nargs="+", type=float, default=[0.001], help="one run per learning rate")
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--per-old", type=int, default=30)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", type=Path, default=REPO / ".gpu")
    ap.add_argument("--no-init", action="store_true", help="skip the checkpoint (runs then start from scratch)")
    args = ap.parse_args(argv)
    if len(args.lr) > FILES_BACK:
        raise SystemExit(f"at most {FILES_BACK} runs: a call returns at most {FILES_BACK} checkpoints")
    sets = load()
    old = [name for name in english_sets() if sets.status(name) == "trained" and name not in args.new]
    lines, counts = mix(args.new, old, args.per_old, args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    write_gz(args.out / "trainmix.jsonl.gz", lines)
    display = (BENCH / "dev_en" / "notes.jsonl").read_text(encoding="utf-8").splitlines()[:DISPLAY_NOTES]
    write_gz(args.out / "dev.jsonl.gz", display)
    keep = max(1, FILES_BACK // len(args.lr))
    runs = []
    for k, lr in enumerate(args.lr):
        name = f"b{args.batch_size}{'abcdefg'[k]}"
        (args.out / f"{name}.toml").write_text(config(args.batch_size, lr), encoding="utf-8")
        runs.append(f"{name}:{keep}")
    if not args.no_init:
        from deidq.models.bilstm_crf.recover import checkpoint_from_artifact

        checkpoint_from_artifact(REPO / "models" / "artifacts" / "en", args.out / "init.pt")
    print(json.dumps({**counts, "runs": " ".join(runs), "init": not args.no_init}))
    init = "" if args.no_init else " INIT=1"
    call = f"BUDGET=540{init} RUNS='{' '.join(runs)}' bash scripts/gpu_retrain_en.sh"
    print(f"device call (carry {args.out.name}): {call}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
