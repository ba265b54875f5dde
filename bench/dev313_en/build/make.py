"""Build bench/dev313_en/notes.jsonl.

usage: python3 build/make.py [OUTPUT_DIR]   (default: the folder above build/)

All randomness comes from one random.Random(313); no dict or set is
iterated in an order that depends on the hash seed.
"""

import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from ctx import Ctx  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as Cc  # noqa: E402
import genres_d as D  # noqa: E402

GENRES = [
    ("bereavement_midwife_visit", A.bereavement_visit),
    ("post_mortem_consent", A.pm_consent),
    ("memory_box_photography", A.memory_making),
    ("registration_funeral_log", B.registration_funeral),
    ("follow_up_clinic_letter", B.followup_letter),
    ("perinatal_mortality_review", B.mortality_review),
    ("gp_notification_letter", Cc.gp_notification),
    ("subsequent_pregnancy_care_plan", Cc.subsequent_pregnancy),
    ("telephone_support_log", Cc.telephone_log),
    ("chaplaincy_support_referral", D.chaplaincy_referral),
    ("early_pregnancy_loss_discharge", D.epu_discharge),
    ("neonatal_comfort_care_plan", D.neonatal_palliative),
]
PER_GENRE = 50
COUNTRIES = [("UK", 28), ("IE", 18), ("AU", 20), ("NZ", 15), ("CA", 19)]
LOWER_SHARE = 6  # one note in six is fully lower-cased


def build():
    r = random.Random(313)
    plan = []
    for name, fn in GENRES:
        plan += [(name, fn)] * PER_GENRE
    r.shuffle(plan)
    total = len(plan)
    lower = set(r.sample(range(total), total // LOWER_SHARE))
    bag = []
    for code, w in COUNTRIES:
        bag += [code] * w
    out = []
    for i, (name, fn) in enumerate(plan):
        country = bag[r.randrange(len(bag))]
        cx = Ctx(r, country)
        note = fn(cx)
        low = i in lower
        text, spans = note.finish(lowercase=low)
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        out.append({
            "id": "dev313-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev313-en", "genre": name, "lowercase": low,
                     "country": cx.cname},
        })
    return out


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(outdir, exist_ok=True)
    notes = build()
    path = os.path.join(outdir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main()
