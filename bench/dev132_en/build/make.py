"""Build bench/dev132_en/notes.jsonl deterministically (random.Random(132))."""
import json
import sys as _s
_s.dont_write_bytecode = True
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Ctx, finalize  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402

GENRES = {
    "nursing_admission_assessment": A.nursing_admission,
    "shift_handover": A.shift_handover,
    "physiotherapy_note": A.physiotherapy,
    "occupational_therapy_note": A.occupational_therapy,
    "speech_language_therapy_note": A.slt,
    "dietetic_note": A.dietetics,
    "discharge_planning_note": B.discharge_planning,
    "social_work_note": B.social_work,
    "family_communication_log": B.family_comm_log,
    "incident_report": B.incident_report,
    "tissue_viability_review": B.tissue_viability,
    "community_nursing_referral": B.community_referral,
    "medicines_reconciliation": B.medicines_reconciliation,
}
PER_GENRE = 30


def main():
    rng = random.Random(132)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    n = len(order)
    lower = [True] * round(n / 6) + [False] * (n - round(n / 6))
    rng.shuffle(lower)
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for i, (g, lc) in enumerate(zip(order, lower), 1):
            country = rng.choice(["UK", "IE"])
            c = Ctx(rng, country)
            raw = GENRES[g](c)
            text, spans = finalize(raw, lc)
            rec = {"id": f"dev132-{i:04d}", "text": text, "spans": spans,
                   "meta": {"source": "dev132-en", "genre": g, "lowercase": lc,
                            "country": "United Kingdom" if country == "UK" else "Ireland"}}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {n} notes to {out}")


if __name__ == "__main__":
    main()
