"""Write bench/dev147_en/notes.jsonl (deterministic; random.Random(147))."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi  # noqa: E402

SEED = 147
PER_GENRE = 34
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def genres():
    import genres_a as A
    import genres_b as GB
    import genres_c as C
    return [
        ("post_take_ward_round", A.ptwr),
        ("board_round", A.board_round),
        ("handover_list", A.handover),
        ("ward_round_jobs", A.jobs_list),
        ("medical_registrar_referral", A.medreg_referral),
        ("discharge_summary_tto", GB.discharge),
        ("outpatient_clinic_list", GB.clinic_list),
        ("clinic_letter", GB.clinic_letter),
        ("theatre_list", GB.theatre_list),
        ("mdt_list", GB.mdt_list),
        ("site_report", C.site_report),
        ("outreach_escalation", C.outreach),
        ("ambulance_handover", C.ambulance),
        ("medicines_reconciliation", C.meds_rec),
    ]


def main():
    rng = random.Random(SEED)
    phi.init(rng)
    import blocks as B
    table = genres()
    order = [g for g in table for _ in range(PER_GENRE)]
    rng.shuffle(order)
    n = len(order)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    rows = []
    for i, (gname, fn) in enumerate(order):
        c = B.Ctx()
        d = fn(c)
        text = d.text().rstrip("\n") + "\n"
        low = i in lower_idx
        if low:
            lt = text.lower()
            assert len(lt) == len(text)
            text = lt
        spans = []
        for s, e, typ in sorted(d.spans):
            assert e <= len(text)
            spans.append({"start": s, "end": e, "label": phi.LABEL[typ], "type": typ, "text": text[s:e]})
        rows.append({
            "id": f"dev147-{i + 1:04d}",
            "text": text,
            "spans": spans,
            "meta": {"source": "dev147-en", "genre": gname, "lowercase": low,
                     "country": "UK" if c.country == "UK" else "Ireland"},
        })
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
