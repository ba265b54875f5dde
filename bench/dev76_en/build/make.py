"""Generate /work/main/bench/dev76_en/notes.jsonl (deterministic, seed 76)."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine import Ctx, finalize  # noqa: E402
from genres import GENRES  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
PER_GENRE = 34
LOCS = ["US", "UK", "IE", "NZ"]
DEFAULT_LAYOUT = {
    "psychiatric_assessment": "headed_sections", "crisis_team": "timeline+risk_checklist",
    "substance_use": "headed_sections+key_value", "social_work": "key_value+narrative",
    "safeguarding": "risk_checklist+key_value", "physiotherapy": "headed_sections(SOAP)",
    "occupational_therapy": "headed_sections", "rehab_ward": "key_value+timeline",
    "ed_triage": "key_value+narrative", "ambulance": "timeline",
}
LC_LAYOUT = {"crisis_team": "lowercase_timeline", "ambulance": "lowercase_timeline",
             "rehab_ward": "lowercase_terse_lines", "ed_triage": "lowercase_terse_lines"}


def main():
    rng = random.Random(76)
    rows = []
    for genre, (fn, fn_lc, ages) in GENRES.items():
        for k in range(PER_GENRE):
            lc = k % 2 == 1
            loc = LOCS[(k // 2 + len(rows)) % 4]
            c = Ctx(rng, loc, lc, ages)
            c.layout = None
            raw = (fn_lc if lc else fn)(c)
            if lc:
                raw = raw.lower()
            text, spans = finalize(raw)
            layout = (LC_LAYOUT.get(genre, "lowercase_terse_lines") if lc
                      else (c.layout or DEFAULT_LAYOUT[genre]))
            rows.append((text, spans, {"language": "en", "source": "dev76-en", "genre": genre,
                                        "locale": loc, "layout": layout}))
    order = list(range(len(rows)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        for n, i in enumerate(order, 1):
            text, spans, meta = rows[i]
            rec = {"id": f"dev76-en-{n:04d}", "text": text, "spans": spans, "meta": meta}
            f.write(json.dumps(rec, ensure_ascii=True, sort_keys=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r[1]) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
