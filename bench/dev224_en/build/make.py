"""Build bench/dev224_en/notes.jsonl (author 224). Python 3 stdlib only; all randomness from Random(224)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import pools as P  # noqa: E402
import fake as F  # noqa: E402
import case as K  # noqa: E402
import common as CM  # noqa: E402
from doc import Doc  # noqa: E402
import g_acute  # noqa: E402
import g_therapy  # noqa: E402
import g_rehab  # noqa: E402
import g_comm  # noqa: E402
import g_letters  # noqa: E402

# genre: (builder, count, case kinds, author roles, site the author belongs to)
GENRES = [
    ("hyperacute_thrombolysis_proforma", g_acute.hyperacute, 30, ["stroke"], ["registrar", "registrar", "cns", "consultant"], "hosp"),
    ("stroke_unit_progress_note", g_acute.progress, 36, ["stroke"], ["registrar", "sho", "consultant"], "hosp"),
    ("slt_assessment", g_therapy.slt, 30, ["stroke", "stroke", "tbi"], ["slt"], "hosp"),
    ("physio_ot_note", g_therapy.pt_ot, 30, ["stroke", "stroke", "stroke", "tbi"], ["pt", "ot"], "hosp"),
    ("goal_setting_minutes", g_rehab.goals, 30, ["stroke", "stroke", "tbi"], ["rehab_cons", "ot", "pt"], "rehab"),
    ("neuropsychology_report", g_rehab.neuropsych, 30, ["stroke", "tbi", "sah", "stroke"], ["psy"], "rehab"),
    ("esd_referral", g_comm.esd, 30, ["stroke"], ["pt", "ot", "cns"], "hosp"),
    ("home_visit_assessment", g_comm.homevisit, 30, ["stroke", "stroke", "tbi"], ["ot"], "rehab"),
    ("driving_return_to_work_letter", g_comm.driving, 30, ["stroke", "tia", "tbi", "sah"], ["consultant", "rehab_cons"], "rehab"),
    ("discharge_summary_gp", g_letters.discharge, 34, ["stroke"], ["registrar", "sho"], "hosp"),
    ("tia_clinic_letter", g_letters.tia, 30, ["tia"], ["consultant", "registrar"], "hosp"),
    ("neuroradiology_report", g_acute.neurorad, 30, ["stroke", "stroke", "tia", "tbi"], ["radiologist"], "hosp"),
    ("abi_rehab_referral", g_letters.tbi, 30, ["tbi"], ["neurosurg", "registrar", "rehab_cons"], "neuro"),
]
COUNTRIES = [("IE", 42), ("ENG", 26), ("SCO", 12), ("WAL", 10), ("NI", 10)]
ROLE_ATTR = {"registrar": "reg", "sho": "sho", "consultant": "cons", "cns": "cns", "slt": "slt", "pt": "pt_", "ot": "ot",
             "rehab_cons": "rehab_cons", "psy": "psy", "radiologist": "radiol_author", "neurosurg": "nsurg"}


def pick_country(rng):
    x = rng.randrange(100)
    for (k, w) in COUNTRIES:
        if x < w:
            return k
        x -= w
    return "IE"


def build():
    rng = random.Random(224)
    authors = {}
    plan = []
    for g in GENRES:
        plan += [g] * g[2]
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, (gname, fn, cnt, kinds, roles, sitekind) in enumerate(plan):
        country = pick_country(rng)
        key = (gname, country)
        if key not in authors:
            pool = []
            for j in range(rng.randrange(3, 6)):
                role = rng.choice(roles)
                site = rng.choice({"hosp": P.HOSP, "rehab": P.REHAB, "neuro": P.NEURO_CENTRE}[sitekind][country])
                dom = F.site_domain(rng, site)
                a = F.clinician(rng, country, role, dom)
                pool.append((a, CM.Style(rng), site, dom))
            authors[key] = pool
        a, st, site, dom = rng.choice(authors[key])
        c = K.make_case(rng, country, rng.choice(kinds))
        if sitekind == "hosp":
            c.hosp, c.dom = site, dom
        elif sitekind == "rehab":
            c.rehab, c.rehab_dom = site, dom
        else:
            c.neuro = site
        setattr(c, ROLE_ATTR[a.role], a)
        d = Doc(rng, st.typo)
        fn(d, rng, c, st, a)
        rec = d.record("dev224-%04d" % (i + 1), gname, K.COUNTRY_NAME[country], i in lower)
        out.append(rec)
    return out


def main():
    recs = build()
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes, %d spans" % (len(recs), sum(len(r["spans"]) for r in recs)))


if __name__ == "__main__":
    main()
