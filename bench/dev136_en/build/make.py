"""Build bench/dev136_en/notes.jsonl.  Deterministic: all randomness from random.Random(136)."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as C  # noqa: E402
from phi import Ctx, LABEL  # noqa: E402

GENRES = [
    ("mdt_outcome", A.g_mdt),
    ("chemo_day_unit", A.g_chemo),
    ("radiotherapy", A.g_rt),
    ("haematology_clinic_letter", A.g_haem_letter),
    ("pathology_bone_marrow_report", A.g_path),
    ("stem_cell_transplant", B.g_sct),
    ("palliative_care", B.g_pall),
    ("trial_screening", B.g_trial),
    ("nurse_telephone_triage", B.g_triage),
    ("infusion_transfusion_record", B.g_infusion),
    ("oncology_discharge_summary", C.g_discharge),
    ("urgent_gp_referral", C.g_referral),
    ("record_access_audit", C.g_audit),
    ("psychosocial_assessment", C.g_psych),
]
PER_GENRE = 31
COUNTRY_W = (("UK", 0.45), ("IE", 0.25), ("AU", 0.30))
COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia"}


def build():
    rng = random.Random(136)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, (gname, fn) in enumerate(plan):
        country = rng.choices([c for c, _ in COUNTRY_W], [w for _, w in COUNTRY_W])[0]
        ctx = Ctx(rng, country)
        doc = fn(ctx)
        text = doc.text()
        is_lower = i in lower
        if is_lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        text = text.rstrip()
        spans = []
        for s, e, t in doc.spans:
            spans.append({"start": s, "end": e, "label": LABEL[t], "type": t, "text": text[s:e]})
        out.append({"id": f"dev136-{i + 1:04d}", "text": text, "spans": spans,
                    "meta": {"source": "dev136-en", "genre": gname, "lowercase": is_lower,
                             "country": COUNTRY_NAME[country]}})
    return out


def main():
    notes = build()
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(n['spans']) for n in notes)} spans to {path}")


if __name__ == "__main__":
    main()
