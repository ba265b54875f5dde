"""Issue 19's speed target: ``deidq tag --lang en`` (rules + model, default ``--jobs``) on the 207 ACI-Bench
notes of ``english_unlabelled/aci_bench.jsonl`` (``meta.kind == "note"``), start-up included, and on those notes
repeated five times (1,035 notes). Target on 2 cores: >= 100 notes/s and >= 200 notes/s. Prints one JSON line per
run and configuration; nothing from the notes.

    .venv/bin/python bench/bench_aci.py [--repeats 3] [--source ../shared/data/english_unlabelled/aci_bench.jsonl]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from bench_tag import REPO, run_tag  # run as a script: bench/ is on the path

SOURCE = REPO.parent / "shared" / "data" / "english_unlabelled" / "aci_bench.jsonl"


def aci_notes(source: Path) -> list[dict]:
    notes = []
    for line in source.read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        if (d.get("meta") or {}).get("kind") == "note":
            notes.append({"id": d["id"], "text": d["text"], "meta": {"language": "en"}})
    return notes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, default=SOURCE)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    notes = aci_notes(args.source)
    with tempfile.TemporaryDirectory() as tmp:
        once, five = Path(tmp) / "aci.jsonl", Path(tmp) / "aci_x5.jsonl"
        once.write_text("".join(json.dumps(n) + "\n" for n in notes), encoding="utf-8")
        five.write_text(
            "".join(json.dumps({**n, "id": f"{n['id']}#{k}"}) + "\n" for k in range(5) for n in notes), encoding="utf-8"
        )
        for name, path, count in (("aci", once, len(notes)), ("aci_x5", five, 5 * len(notes))):
            for r in range(args.repeats):
                secs = run_tag(path, Path(tmp) / "out.jsonl", "en", jobs=0, detectors=None)  # the defaults
                print(json.dumps({"set": name, "notes": count, "run": r + 1, "wall_s": round(secs, 2),
                                  "notes_per_s": round(count / secs, 1)}))  # fmt: skip


if __name__ == "__main__":
    main()
