"""How much PHI survives surrogate mode: the share of gold NAME, ID and CONTACT strings (issue 19's measure) that
still occur verbatim in ``deidentified_text`` after ``deidq tag --mode surrogate``. Prints counts only.

Beside it, ``whole_word``: survivors that also occur as a whole word (no letter or digit on either side). Issue 19's
measure counts a string found anywhere, so two-letter initials (``am``, ``ng``) survive inside ordinary words and
surrogates; the whole-word count is the nearer to what a reader could find. ``in_plain_text``: survivors that also
occur in the note's own text outside every gold span (``ho`` in "cholecystitis"): no surrogate can remove them, so
they are the floor of the issue's measure.

    .venv/bin/python bench/surrogate_leaks.py --gold bench/cleanroom_en/notes.jsonl --lang en
"""

from __future__ import annotations

import argparse
import json
import os
import re
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
    whole: Counter[str] = Counter()
    plain: Counter[str] = Counter()
    for line in args.gold.read_text(encoding="utf-8").splitlines():
        doc = json.loads(line)
        deid = tagged.get(doc["id"], {}).get("deidentified_text")
        if deid is None:
            continue
        outside = list(doc["text"])
        for s in doc["spans"]:
            outside[s["start"] : s["end"]] = ["\0"] * (s["end"] - s["start"])
        outside_text = "".join(outside)
        for s in doc["spans"]:
            value = s.get("text") or doc["text"][s["start"] : s["end"]]  # gold files may give offsets only
            if s["label"] in LABELS and len(value) >= 2:
                total[s["label"]] += 1
                if value in deid:
                    kept[s["label"]] += 1
                    whole[s["label"]] += re.search(rf"(?<![^\W_]){re.escape(value)}(?![^\W_])", deid) is not None
                    plain[s["label"]] += value in outside_text
    n, k, w, f = sum(total.values()), sum(kept.values()), sum(whole.values()), sum(plain.values())
    by_label = {lab: {"strings": total[lab], "surviving": kept[lab], "whole_word": whole[lab],
                      "in_plain_text": plain[lab]} for lab in LABELS}  # fmt: skip
    rate = round(k / n, 4) if n else None
    whole_rate = round(w / n, 4) if n else None
    print(json.dumps({"gold": str(args.gold), "strings": n, "surviving": k, "rate": rate, "whole_word": w,
                      "whole_word_rate": whole_rate, "in_plain_text": f,
                      "floor_rate": round(f / n, 4) if n else None, "by_label": by_label}))  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
