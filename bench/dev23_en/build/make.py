"""Build dev23_en/notes.jsonl deterministically (seed 23). Python 3.11 standard library only."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from core import render  # noqa: E402
from ctx import Ctx  # noqa: E402
from consistency import unannotated_repeats, edge_problems  # noqa: E402
import g_letters as L  # noqa: E402
import g_meetings as M  # noqa: E402
import g_reports as R  # noqa: E402
import g_misc as X  # noqa: E402

SEED = 23
N_NOTES = 480
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

GENRES = [
    ("clinic_letter_consultant_to_gp", L.clinic_letter),
    ("clinic_letter_gp_to_consultant", L.gp_referral),
    ("mdt_minutes", M.mdt_minutes),
    ("child_protection_case_conference", M.case_conference),
    ("adult_safeguarding_meeting", M.safeguarding_adult),
    ("genetics_clinic_letter", R.genetics_letter),
    ("occupational_health_report", R.occ_health),
    ("medicolegal_report", R.medicolegal),
    ("insurance_medical_report", R.insurance_report),
    ("mortality_morbidity_review", M.mm_review),
    ("psychiatric_admission", R.psych_admission),
    ("tribunal_report", R.tribunal_report),
    ("transfer_of_care_letter", L.transfer_letter),
    ("complaint_response_letter", L.complaint_response),
    ("research_screening_log", X.screening_log),
    ("vaccination_travel_record", X.travel_record),
]
OTHER_LOCALES = ["US", "IE", "AU", "NZ", "CA", "ZA", "HK"]


def plan(r):
    """Stratified: every genre gets 10 UK notes and 20 spread over the other seven locales."""
    per_genre = N_NOTES // len(GENRES)
    n_uk = per_genre // 3
    pairs, k = [], 0
    for g in GENRES:
        pairs += [("UK", g)] * n_uk
        for _ in range(per_genre - n_uk):
            pairs.append((OTHER_LOCALES[k % len(OTHER_LOCALES)], g))
            k += 1
    r.shuffle(pairs)
    return pairs


def build_one(r, code, fn):
    for attempt in range(40):
        c = Ctx(r, code)
        text, spans = render(fn(c))
        probs = unannotated_repeats(text, spans)
        for s in spans:
            probs += edge_problems(s)
        for a, b in zip(spans, spans[1:]):
            if b["start"] < a["end"]:
                probs.append("overlap")
        if not probs:
            return text, spans, attempt
    raise RuntimeError(f"could not build a clean {fn.__name__} for {code}: {probs[:3]}")


def main():
    r = random.Random(SEED)
    recs, retries = [], 0
    for i, (code, (genre, fn)) in enumerate(plan(r)):
        text, spans, att = build_one(r, code, fn)
        retries += att
        recs.append({"id": f"dev23-en-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev23-en", "genre": genre, "locale": code}})
    with open(OUT, "w", encoding="utf-8") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(x['spans']) for x in recs)} spans to {OUT} (redrafts: {retries})")


if __name__ == "__main__":
    main()
