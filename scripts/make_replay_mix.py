"""Training text for one more epoch of the English network: every note of the newly spent decision sets plus a
fixed-size draw from each set the network was already trained on (replay, so the epoch does not forget them).

    .venv/bin/python scripts/make_replay_mix.py --new dev92_en dev93_en --old dev_en dev2_en ... --per-old 50 \
        --seed 13 --out /tmp/mix.jsonl

Sets are folders under bench/ holding notes.jsonl; the draw is ``random.Random(seed).sample`` per old set, in the
order given. Prints counts only, never note text."""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from bench_sets import BENCH, load  # scripts/ is on the path when run as a script

SETS = load()  # bench/sets.toml


def read_set(name: str) -> list[str]:
    if name in SETS.report:
        raise SystemExit(f"{name} is a report set: it is never training text")
    if name in SETS.unscored:
        raise SystemExit(f"{name} is not scored yet (bench/sets.toml): its decision comes first")
    path = BENCH / name / "notes.jsonl"
    if not path.is_file():
        raise SystemExit(f"no {path}: name a folder under bench/ that holds notes.jsonl")
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def mix(new: list[str], old: list[str], per_old: int, seed: int) -> tuple[list[str], dict[str, int]]:
    """The mix's JSONL lines (new sets whole, then each old set's draw, in the order given) and its counts."""
    rng = random.Random(seed)
    lines = [line for name in new for line in read_set(name)]
    n_new = len(lines)
    for name in old:
        got = read_set(name)
        lines += rng.sample(got, min(per_old, len(got)))
    for line in lines:
        json.loads(line)  # fail here, not in training
    counts = {"new_sets": len(new), "new_notes": n_new, "old_sets": len(old), "old_notes": len(lines) - n_new,
              "notes": len(lines)}  # fmt: skip
    return lines, counts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--new", nargs="+", required=True, help="sets taken whole")
    ap.add_argument("--old", nargs="*", default=[], help="sets drawn from")
    ap.add_argument("--per-old", type=int, default=50)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    lines, counts = mix(args.new, args.old, args.per_old, args.seed)
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
