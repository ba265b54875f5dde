"""Build dev360_en/notes.jsonl.

Usage: python3 build/make.py [OUT_DIR]   (default: the dev360_en folder)
One random.Random(360) drives every choice; no set or dict is iterated unsorted.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    ("ild_mdt_outcome", genres_a.mdt_outcome),
    ("hrct_report", genres_a.hrct_report),
    ("lung_function_summary", genres_a.lung_function),
    ("antifibrotic_monitoring", genres_a.antifibrotic_monitoring),
    ("ambulatory_oxygen_assessment", genres_a.ambulatory_oxygen),
    ("nurse_telephone_log", genres_b.nurse_phone_log),
    ("funding_prior_auth_request", genres_b.funding_request),
    ("transplant_referral_letter", genres_b.transplant_referral),
    ("clinic_letter", genres_b.clinic_letter),
    ("palliative_acp_note", genres_c.palliative_acp),
    ("homecare_dispensing_log", genres_c.homecare_log),
    ("cryobiopsy_pathology_report", genres_c.cryobiopsy_report),
    ("pulmonary_rehab_referral", genres_c.pr_referral),
]
PER_GENRE = 31
AGES = {"transplant_referral_letter": (41, 67), "palliative_acp_note": (56, 92)}
# country mix: weighted list, drawn with rng.choice
COUNTRY_MIX = ["GB"] * 6 + ["US"] * 5 + ["AU"] * 3 + ["CA"] * 3 + ["NZ"] * 2 + ["IE"] * 3
COUNTRY_META = {"GB": "United Kingdom", "US": "United States", "CA": "Canada", "AU": "Australia",
                "NZ": "New Zealand", "IE": "Ireland"}


def pick_fn(gname, fn, c, rng):
    """Some genres have a second layout; the draw comes from the one shared rng."""
    if gname == "clinic_letter" and c in ("US", "CA") and rng.random() < 0.6:
        return genres_d.clinic_note_na
    if gname == "nurse_telephone_log" and rng.random() < 0.35:
        return genres_d.phone_encounter
    if gname == "ild_mdt_outcome" and rng.random() < 0.3:
        return genres_d.mdt_email
    return fn


def build():
    rng = random.Random(360)
    specs = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(specs)
    total = len(specs)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = frozenset(lower_idx)
    out = []
    for i, (gname, fn) in enumerate(specs):
        c = rng.choice(COUNTRY_MIX)
        case = core.make_case(rng, c, AGES.get(gname))
        note = core.Note(rng, case, i in lower_set)
        pick_fn(gname, fn, c, rng)(note)
        text = note.text()
        out.append({
            "id": "dev360-%04d" % (i + 1),
            "text": text,
            "spans": note.spans,
            "meta": {"source": "dev360-en", "genre": gname, "lowercase": i in lower_set,
                     "country": COUNTRY_META[c]},
        })
    return out


def write(records, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    return path


def main(argv):
    out_dir = argv[1] if len(argv) > 1 else os.path.dirname(HERE)
    path = write(build(), out_dir)
    print("wrote", path)


if __name__ == "__main__":
    main(sys.argv)
