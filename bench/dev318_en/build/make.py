"""Build bench/dev318_en/notes.jsonl (deterministic; one random.Random(318)).

usage: python3 build/make.py [--out PATH]
"""

import sys

sys.dont_write_bytecode = True

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import NB, R, TYPOS  # noqa: E402
from ctx import Ctx  # noqa: E402
from g_letters import lipid_clinic_letter, gp_shared_care_letter, genetic_result_letter  # noqa: E402
from g_family import cascade_invitation, pedigree_note, paediatric_fh_review  # noqa: E402
from g_treat import apheresis_record, homecare_registration, prior_auth  # noqa: E402
from g_misc import dietitian_review, lab_report, registry_entry  # noqa: E402
from g_comm import nurse_phone_note, portal_message  # noqa: E402
from locale_fmt import COUNTRY_NAME  # noqa: E402

BROAD = [("GB", 3), ("IE", 2), ("AU", 2), ("NZ", 2), ("CA", 2), ("US", 2), ("ZA", 1), ("SG", 1)]

# genre name -> (function, number of notes, country weights, age range)
GENRES = {
    "lipid_clinic_letter": (lipid_clinic_letter, 36, BROAD, (19, 76)),
    "cascade_testing_invitation": (cascade_invitation, 32, BROAD, (16, 70)),
    "genetic_result_letter": (genetic_result_letter, 32, BROAD, (18, 74)),
    "family_pedigree_note": (pedigree_note, 32, BROAD, (22, 60)),
    "apheresis_session_record": (apheresis_record, 32,
                                 [("GB", 3), ("US", 2), ("AU", 2), ("CA", 1), ("IE", 1), ("NZ", 1), ("ZA", 1), ("SG", 1)],
                                 (25, 72)),
    "pcsk9_homecare_registration": (homecare_registration, 32,
                                    [("GB", 5), ("IE", 2), ("AU", 1), ("NZ", 1), ("ZA", 1), ("SG", 1), ("US", 1)],
                                    (24, 80)),
    "gp_shared_care_letter": (gp_shared_care_letter, 32,
                              [("GB", 4), ("IE", 2), ("AU", 2), ("NZ", 2), ("ZA", 1), ("SG", 1), ("CA", 1)],
                              (25, 80)),
    "dietitian_review": (dietitian_review, 32, BROAD, (18, 75)),
    "lab_result_report": (lab_report, 34, BROAD, (17, 88)),
    "research_registry_entry": (registry_entry, 32, BROAD, (12, 79)),
    "paediatric_fh_review": (paediatric_fh_review, 32, BROAD, (4, 16)),
    "prior_authorisation_request": (prior_auth, 32, [("US", 5), ("CA", 2), ("AU", 1)], (25, 79)),
    "lipid_nurse_telephone_note": (nurse_phone_note, 34, BROAD, (18, 82)),
    "patient_portal_message": (portal_message, 32,
                               [("US", 2), ("GB", 2), ("AU", 1), ("NZ", 1), ("CA", 1), ("IE", 1), ("SG", 1), ("ZA", 1)],
                               (20, 70)),
}


def build():
    rr = R(random.Random(318))
    order = []
    for g in sorted(GENRES):
        order += [g] * GENRES[g][1]
    rr.shuffle(order)
    n = len(order)
    lower_idx = set(rr.sample(range(n), round(n / 6)))
    out = []
    for i, g in enumerate(order):
        fn, _, weights, ages = GENRES[g]
        code = rr.weighted(weights)
        lower = i in lower_idx
        typo = rr.pick(TYPOS) if rr.chance(0.12) else None
        c = Ctx(rr, code, g, lower, ages)
        nb = NB(lower=lower, typo=typo)
        fn(c, nb)
        text = nb.text()
        if not text.endswith("\n"):
            text += "\n"
        out.append({"id": "dev318-%04d" % (i + 1), "text": text, "spans": nb.spans,
                    "meta": {"source": "dev318-en", "genre": g, "lowercase": lower,
                             "country": COUNTRY_NAME[code]}})
    return out


def main():
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    args = sys.argv[1:]
    if "--out" in args:
        out_path = args[args.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main()
