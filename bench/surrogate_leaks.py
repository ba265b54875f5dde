"""How much PHI survives surrogate mode: the share of gold NAME, ID and CONTACT strings (issue 19's measure) that
still occur verbatim in ``deidentified_text`` after ``deidq tag --mode surrogate``. Prints counts only.

    .venv/bin/python bench/surrogate_leaks.py --gold bench/cleanroom_en/notes.jsonl --lang en
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LABELS = ("NAME", "ID", "CONTACT")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gold", type=Path, required=True)
    ap.add_argument("--lang", default="en")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.jsonl"
        env = {**os.environ, "DEIDQ_SECRET_KEY": os.environ.get("DEIDQ_SECRET_KEY", "bench-key-" + "0" * 32)}
        subprocess.run([str(REPO / ".venv" / "bin" / "deidq"), "tag", "-i", str(args.gold), "-o", str(out), "--lang",
                        args.lang, "--mode", "surrogate", "-q"], check=True, env=env)  # fmt: skip
        tagged = {o["id"]: o for o in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    total: Counter[str] = Counter()
    kept: Counter[str] = Counter()
    for line in args.gold.read_text(encoding="utf-8").splitlines():
        doc = json.loads(line)
        deid = tagged.get(doc["id"], {}).get("deidentified_text")
        if deid is None:
            continue
        for s in doc["spans"]:
            value = s.get("text") or doc["text"][s["start"] : s["end"]]  # gold files may give offsets only
            if s["label"] in LABELS and len(value) >= 2:
                total[s["label"]] += 1
                kept[s["label"]] += value in deid
    n, k = sum(total.values()), sum(kept.values())
    by_label = {lab: {"strings": total[lab], "surviving": kept[lab]} for lab in LABELS}
    rate = round(k / n, 4) if n else None
    print(json.dumps({"gold": str(args.gold), "strings": n, "surviving": k, "rate": rate, "by_label": by_label}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
