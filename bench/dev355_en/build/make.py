"""Build dev355_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(355); no set or dict is iterated unordered.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case  # noqa: E402
import g_forms  # noqa: E402
import g_letters  # noqa: E402
import g_product  # noqa: E402
import g_records  # noqa: E402
import phi  # noqa: E402

GENRES = [
    ("apheresis_referral_form", g_forms.referral, 34),
    ("procedure_record", g_records.procedure_record, 34),
    ("vascular_access_assessment", g_forms.vascular_access, 30),
    ("machine_run_log", g_records.machine_log, 32),
    ("adverse_reaction_report", g_records.adverse_reaction, 32),
    ("consent_record", g_forms.consent, 32),
    ("product_labelling_release_record", g_product.product_label, 32, ("PBSC", "MNC")),
    ("nurse_handover", g_letters.handover, 32),
    ("consultant_review_letter", g_letters.consultant_letter, 34),
    ("scheduling_list", g_product.scheduling_list, 30),
    ("cd34_mobilisation_sheet", g_product.cd34_sheet, 30, ("PBSC",)),
    ("telephone_encounter", g_letters.telephone, 32),
    ("email_correspondence", g_letters.email_thread, 30),
]
COUNTRIES = [("US", 0.25), ("GB", 0.25), ("CA", 0.12), ("AU", 0.15), ("IE", 0.11), ("NZ", 0.12)]
LOWER_SHARE = 1.0 / 6.0


def pick_country(r):
    x = r.random()
    acc = 0.0
    for cc, w in COUNTRIES:
        acc += w
        if x < acc:
            return cc
    return COUNTRIES[-1][0]


def build():
    r = random.Random(355)
    sites = {}
    for cc, _ in COUNTRIES:
        sites[cc] = phi.hospital_pool(r, cc)
    order = []
    for g in GENRES:
        order += [(g[0], g[1], g[3] if len(g) > 3 else None)] * g[2]
    r.shuffle(order)
    lower_idx = set(r.sample(range(len(order)), int(round(len(order) * LOWER_SHARE))))
    out = []
    for i, (name, fn, procs) in enumerate(order):
        cc = pick_country(r)
        lower = i in lower_idx
        c = case.Case(r, cc, lower, sites, procs)
        d = phi.Doc(lower=lower, spell=phi.SPELL.get(cc))
        fn(c, d)
        text = d.text()
        out.append({"id": "dev355-%04d" % (i + 1), "text": text, "spans": d.spans,
                    "meta": {"source": "dev355-en", "genre": name, "lowercase": lower, "country": cc}})
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
