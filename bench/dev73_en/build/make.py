"""Generator for the dev73_en evaluation set (care transitions, patient-facing text).

Deterministic: random.Random(73), standard library only. Writes ../notes.jsonl only.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Ctx, finalize  # noqa: E402
from genres import GENRES  # noqa: E402

N_NOTES = 360
LOCALES = [("US", "en-US", 4), ("UK", "en-GB", 3), ("CA", "en-CA", 2), ("NZ", "en-NZ", 2)]
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(73)
    bag = []
    for name, fn, w in GENRES:
        bag += [(name, fn)] * w
    locs = []
    for code, tag, w in LOCALES:
        locs += [(code, tag)] * w
    order = []
    while len(order) < N_NOTES:
        chunk = list(bag)
        rng.shuffle(chunk)
        order += chunk
    order = order[:N_NOTES]
    lines = []
    for i, (gname, fn) in enumerate(order, 1):
        code, tag = rng.choice(locs)
        c = Ctx(rng, code)
        res = fn(c)
        raw, layout = res[0], res[1]
        lower = res[2] if len(res) > 2 else False
        text, spans = finalize(raw.strip("\n"), lower=lower)
        rec = {"id": f"dev73-en-{i:04d}", "text": text, "spans": spans,
               "meta": {"language": "en", "source": "dev73-en", "genre": gname, "locale": tag,
                        "layout": layout + ("_lowercase" if lower else "")}}
        lines.append(json.dumps(rec, ensure_ascii=True, sort_keys=False))
    with open(OUT, "w", encoding="ascii", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} notes, {sum(len(json.loads(x)['spans']) for x in lines)} spans -> {OUT}")


if __name__ == "__main__":
    main()
