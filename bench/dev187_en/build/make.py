"""Build /work/main/bench/dev187_en/notes.jsonl (author 187). Python 3.11 stdlib only; all randomness from Random(187)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import core  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402
import g6  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("clinic_letter", g1.clinic_letter),
    ("transfer_letter", g1.transfer_letter),
    ("discharge_summary", g2.discharge_summary),
    ("heart_team_mdt", g2.mdt_outcome),
    ("cath_lab_report", g3.cath_report),
    ("operative_note", g3.op_note),
    ("echo_report", g4.echo_report),
    ("holter_report", g4.holter_report),
    ("device_check", g5.device_check),
    ("ccu_progress", g5.ccu_progress),
    ("hf_nurse_phone", g6.hf_phone),
    ("cardiac_rehab", g6.rehab),
]
PER_GENRE = 34
NATIONS = [("England", 34), ("Ireland", 30), ("Scotland", 12), ("Wales", 10), ("Northern Ireland", 14)]


def main():
    rng = random.Random(187)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    n = len(plan)
    low = set(rng.sample(range(n), round(n / 6)))
    nations = [x for x, w in NATIONS for _ in range(w)]
    lines = []
    for i, (gname, fn) in enumerate(plan):
        nation = rng.choice(nations)
        c = core.Ctx(rng, nation)
        N = fn(c)
        text = N.text()
        spans = sorted(N.spans, key=lambda s: (s["start"], s["end"]))
        lc = i in low
        if lc:
            t2 = text.lower()
            if len(t2) != len(text):
                raise SystemExit("lower() changed length in note %d" % i)
            text = t2
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise SystemExit("offset mismatch in note %d: %r" % (i, s))
        rec = {"id": "dev187-%04d" % (i + 1), "text": text,
               "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                         for s in spans],
               "meta": {"source": "dev187-en", "genre": gname, "lowercase": lc, "country": c.country}}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (len(lines), OUT))


if __name__ == "__main__":
    main()
