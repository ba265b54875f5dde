"""Build ../notes.jsonl for dev228_en (author 228). Standard library only; all randomness from Random(228)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True

import case as CS  # noqa: E402
import clin  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as G  # noqa: E402
import phi as H  # noqa: E402
from doc import Doc  # noqa: E402

GENRES = [
    ("hospice_admission_assessment", A.hospice_admission),
    ("spc_consult_acute_hospital", A.spc_consult),
    ("symptom_progress_syringe_driver", A.symptom_progress),
    ("family_meeting_record", A.family_meeting),
    ("advance_care_plan", B.acp),
    ("community_palliative_home_visit", B.community_visit),
    ("verification_of_death_after_death_care", B.verification_death),
    ("bereavement_follow_up_letter", B.bereavement_letter),
    ("chaplaincy_spiritual_care_note", B.chaplaincy),
    ("hospice_discharge_transfer_summary", G.discharge_summary),
    ("gp_referral_letter", G.referral),
    ("anticipatory_prescribing_cd_record", G.anticipatory),
    ("advice_line_call_log", G.telephone_log),
    ("mdt_review_list", G.mdt_review),
]


def build():
    rng = random.Random(228)
    world = CS.make_world(rng)
    plan = []
    for gi in range(len(GENRES)):
        plan += [gi] * rng.randrange(30, 36)
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_set = dict((i, True) for i in lower_idx)
    out = []
    for i, gi in enumerate(plan):
        name, fn = GENRES[gi]
        country = "IE" if rng.random() < 0.5 else "NZ"
        lower = lower_set.get(i, False)
        doc = Doc(rng, lower=lower, typo_rate=rng.choice([0.0, 0.0, 0.01, 0.02, 0.04]))
        c = CS.make_case(rng, world, country, clin)
        if name == "mdt_review_list":
            extra = []
            for _ in range(rng.randrange(2, 6)):
                k = CS.make_case(rng, world, country, clin)
                k["hosp"] = c["hosp"]
                k["mrn"] = H.mrn(rng, c["hosp"])
                k["nd"] = c["nd"]
                k["adm"] = H.add_days(c["nd"], -rng.randrange(1, 30))
                extra.append(k)
            fn(doc, rng, c, extra)
        else:
            fn(doc, rng, c)
        text = doc.text()
        rec = {"id": "dev228-%04d" % (i + 1), "text": text, "spans": doc.spans,
               "meta": {"source": "dev228-en", "genre": name, "lowercase": lower, "country": country}}
        out.append(rec)
    return out


def main():
    recs = build()
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), os.path.normpath(path)))


if __name__ == "__main__":
    main()
