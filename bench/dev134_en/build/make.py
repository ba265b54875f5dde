"""Build bench/dev134_en/notes.jsonl. Deterministic: every random draw comes from random.Random(134) in phi.R."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

from phi import R, Note  # noqa: E402
from blocks import Case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    ("antenatal_booking", genres_a.booking),
    ("antenatal_followup", genres_a.followup),
    ("labour_delivery", genres_a.labour),
    ("caesarean_operative", genres_a.caesarean),
    ("postnatal_ward", genres_b.postnatal),
    ("newborn_check", genres_b.newborn),
    ("midwife_home_visit", genres_b.home_visit),
    ("lactation_consult", genres_b.lactation),
    ("gynaecology_letter", genres_c.gyn_letter),
    ("fertility_clinic", genres_c.fertility),
    ("ultrasound_report", genres_c.ultrasound),
    ("safeguarding_referral", genres_c.safeguarding),
    ("discharge_summary", genres_d.discharge),
    ("maternity_triage_call", genres_d.triage_call),
    ("perinatal_mental_health", genres_d.pnmh),
    ("placental_pathology", genres_d.placenta),
]
PER_GENRE = 33


def main():
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    R.shuffle(plan)
    total = len(plan)
    lower_idx = set(R.sample(range(total), round(total / 6)))
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for i, (gname, fn) in enumerate(plan):
            country = "US" if R.random() < 0.5 else "UK"
            low = i in lower_idx
            c = Case(country)
            n = Note(lower=low)
            fn(c, n)
            text = n.text().rstrip()
            spans = [s for s in n.spans]
            assert all(s["end"] <= len(text) for s in spans)
            rec = {"id": f"dev134-{i + 1:04d}", "text": text,
                   "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                             for s in spans],
                   "meta": {"source": "dev134-en", "genre": gname, "lowercase": low, "country": country}}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {total} notes to {out_path}")


if __name__ == "__main__":
    main()
