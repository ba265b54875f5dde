"""Build dev377_en/notes.jsonl. Usage: python3 build/make.py [--out PATH]

One random.Random(377) drives everything; sets and dicts are walked in sorted order."""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pools  # noqa: E402
from core import Doc, wpick  # noqa: E402
from ctx import Ctx  # noqa: E402
import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402
import genres4  # noqa: E402

GENRES = {
    "renal_clinic_letter": genres1.clinic_letter,
    "egfr_acr_trend_report": genres1.trend_report,
    "anaemia_clinic_record": genres1.anaemia_record,
    "renal_dietitian_review": genres1.dietitian_review,
    "modality_education_record": genres2.modality_education,
    "transplant_workup_referral": genres2.transplant_referral,
    "conservative_care_plan": genres2.conservative_plan,
    "home_visit_note": genres2.home_visit,
    "mdt_outcome": genres3.mdt_outcome,
    "gp_shared_care_letter": genres3.shared_care,
    "vascular_access_referral": genres3.vascular_access,
    "renal_pharmacist_review": genres4.pharmacist_review,
    "akc_telephone_log": genres4.phone_log,
    "remote_monitoring_enrolment": genres4.remote_enrolment,
}
OWN = ["vascular_access_referral", "renal_pharmacist_review", "akc_telephone_log", "remote_monitoring_enrolment"]


def build():
    rng = random.Random(377)
    order = []
    for g in sorted(GENRES):
        order += [g] * (31 + rng.randrange(0, 4))
    rng.shuffle(order)
    n = len(order)
    nlow = round(n / 6)
    lower = [True] * nlow + [False] * (n - nlow)
    rng.shuffle(lower)
    out = []
    for i, g in enumerate(order):
        country = wpick(rng, pools.COUNTRY_WEIGHTS)
        x = Ctx(rng, country)
        d = Doc(lower=lower[i])
        GENRES[g](d, x)
        text = d.text()
        while text.endswith("\n\n"):
            text = text[:-1]
        spans = [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                 for s in d.spans]
        out.append({"id": "dev377-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev377-en", "genre": g, "lowercase": lower[i], "country": country}})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    recs = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), a.out))


if __name__ == "__main__":
    main()
