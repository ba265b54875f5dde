#!/usr/bin/env python3
"""Regenerate ../notes.jsonl deterministically from random.Random(52)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import *  # noqa
from world import *  # noqa
import g_tele, g_lab, g_rad, g_pharm, g_home, g_school, g_research, g_audit  # noqa

GENRES = [
    ("telehealth_portal", g_tele),
    ("lab_micro_pathology", g_lab),
    ("radiology_pacs", g_rad),
    ("pharmacy_mtm", g_pharm),
    ("home_health_hospice", g_home),
    ("school_occupational_health", g_school),
    ("research_visit_ae", g_research),
    ("audit_hl7", g_audit),
]
PER_GENRE = 40


def banner(rng, c):
    """EHR print banner / footer, added to some notes."""
    k = rng.random()
    u = Person(rng)
    if k < 0.33:
        top = "%s | %s | %s | %s: %s | DOB %s" % (hosp(c.hosp), "CONFIDENTIAL", pt(c.pt.last_first(upper=True)),
                                                 c.nhs_or_mrn_header()[0][0], c.nhs_or_mrn_header()[0][1], c.dobs())
        bot = "Printed by %s (%s) on %s %s from %s - Page 1 of %d" % (usr(u.username()), dr(u.full()), c.d(rng.randint(0, 30)),
                                                                      ftime(rng), ip(private_ip(rng)), rng.randint(1, 4))
    elif k < 0.66:
        top = "*** %s ***  %s  Pt: %s  Acct: %s" % (rng.choice(["FINAL", "COPY - NOT FOR RELEASE", "PROTECTED HEALTH INFORMATION"]),
                                                   hosp(c.hosp), pt(c.pt.full()), acct(c.acct))
        bot = "Document generated %s by user %s. Contains PHI - handle per policy. Enquiries %s" % (
            c.d(rng.randint(0, 10), "iso"), usr(u.username()), tel(fphone(rng, c.loc, mobile=False)))
    else:
        top = ""
        bot = "-- \nThis record was released to %s on %s under request %s. %s" % (
            rng.choice([org(c.insurer), "the patient", hosp(hospital_name(rng, c.loc)), fam(c.fam.full()) + " (authorised " + c.rel + ")"]),
            c.d(rng.randint(20, 90)), idn(fmt_id(rng, "ROI-######")), url("https://records.%s.example.org" % ascii_slug(c.hosp.split()[0])))
    return top, bot


def main():
    rng = random.Random(52)
    items = []
    for gname, mod in GENRES:
        for i in range(PER_GENRE):
            loc = rng.choices(["US", "GB", "CA", "AU"], weights=[40, 20, 20, 20])[0]
            c = Case(rng, loc)
            res = mod.gen(rng, c)
            lower = False
            if isinstance(res, tuple):
                res, lower = res
            src = res
            if rng.random() < 0.3:
                top, bot = banner(rng, c)
                src = (top + "\n\n" if top else "") + src + "\n\n" + bot
            if not lower and gname in ("telehealth_portal", "school_occupational_health") and rng.random() < 0.12:
                lower = True
            typo_rate = rng.choice([0, 0, 0, 0.004, 0.008, 0.015])
            text, spans = render(src, rng=rng, lower=lower, typo_rate=typo_rate)
            items.append({"genre": gname, "locale": loc, "text": text.rstrip() + "\n", "spans": spans})
    rng.shuffle(items)
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for n, it in enumerate(items, 1):
            rec = {"id": "dev52-en-%04d" % n, "text": it["text"], "spans": it["spans"],
                   "meta": {"language": "en", "source": "dev52-en", "genre": it["genre"], "locale": it["locale"]}}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(items), sum(len(i["spans"]) for i in items), out))


if __name__ == "__main__":
    main()
