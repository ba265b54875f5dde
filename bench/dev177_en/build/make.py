#!/usr/bin/env python3
"""Build dev177_en: an independent English clinical PHI evaluation set (ambulance, patient transport and
hospital transfer centres in Australia, New Zealand and the United States).

Usage: python3 build/make.py      (writes notes.jsonl and README.md next to build/)
Standard library only; all randomness comes from random.Random(177); output is independent of PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import gen_a  # noqa: E402
import gen_b  # noqa: E402
import gen_c  # noqa: E402
import gen_d  # noqa: E402
from core import TYPES, Note, make_case  # noqa: E402

SEED = 177
PER_GENRE = 44
GENRES = [
    ("ambulance_patient_care_record", gen_a.pcr),
    ("transfer_centre_call_log", gen_a.tclog),
    ("interfacility_transfer_request", gen_a.iftreq),
    ("dispatch_job_sheet", gen_a.dispatch),
    ("ed_handover_imist_ambo", gen_b.imist),
    ("patient_transport_booking_list", gen_b.booking),
    ("crew_shift_report", gen_b.shift),
    ("clinical_audit", gen_b.audit),
    ("retrieval_flight_note", gen_c.retrieval),
    ("vehicle_equipment_check_log", gen_c.vcheck),
    ("incident_safety_report", gen_c.incident),
    ("controlled_drug_register", gen_d.drugreg),
    ("ambulance_billing_claim", gen_d.billing),
    ("non_conveyance_refusal", gen_d.refusal),
]
COUNTRIES = ["AU"] * 38 + ["NZ"] * 27 + ["US"] * 35
COUNTRY_NAMES = {"AU": "Australia", "NZ": "New Zealand", "US": "United States"}


def build():
    rng = random.Random(SEED)
    plan = []
    for gi in range(len(GENRES)):
        plan += [gi] * PER_GENRE
    rng.shuffle(plan)
    total = len(plan)
    n_lower = round(total / 6.0)
    lower = [True] * n_lower + [False] * (total - n_lower)
    rng.shuffle(lower)
    notes = []
    for i, gi in enumerate(plan):
        name, fn = GENRES[gi]
        country = rng.choice(COUNTRIES)
        n = Note(rng, country, lower[i])
        make_case(n)
        fn(n)
        text = n.text()
        spans = []
        for s in n.spans:
            spans.append({"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                          "text": text[s["start"]:s["end"]]})
        notes.append({"id": "dev177-%04d" % (i + 1), "text": text, "spans": spans,
                      "meta": {"source": "dev177-en", "genre": name, "lowercase": lower[i], "country": country}})
    return notes


def write_readme(path, notes):
    per_type = {t: 0 for t in sorted(TYPES)}
    per_genre = {}
    per_country = {}
    nspans = 0
    for nt in notes:
        g = nt["meta"]["genre"]
        per_genre[g] = per_genre.get(g, 0) + 1
        c = nt["meta"]["country"]
        per_country[c] = per_country.get(c, 0) + 1
        for s in nt["spans"]:
            per_type[s["type"]] += 1
            nspans += 1
    nlow = sum(1 for nt in notes if nt["meta"]["lowercase"])
    mean = sum(len(nt["text"]) for nt in notes) / float(len(notes))
    L = []
    L.append("# dev177_en: independent English clinical PHI evaluation set")
    L.append("> **Status:** written for a decision; not yet scored. Never trained on.")
    L.append("")
    L.append("Author 177 wrote this set alone, from `docs/annotation_guideline.md` only (no other bench set, code, "
             "template or data file of the repository was read). Domain: ambulance services, patient transport and "
             "hospital transfer centres in Australia, New Zealand and the United States. Templates, name, place and "
             "identifier pools are the author's own; every name, number and address is invented (phones in 555 ranges, "
             "e-mail and web addresses on example.com/.org/.net, private IP ranges, SSNs starting 9xx or 000).")
    L.append("")
    L.append("Rebuild with `python3 build/make.py` (standard library only, `random.Random(177)`, byte-identical output "
             "whatever `PYTHONHASHSEED`), then validate with `python3 build/check.py`.")
    L.append("")
    L.append("Conventions where the guideline leaves room: ambulance call signs and station numbers (`MICA 12`, `Medic 7`) "
             "are not PHI; number plates, VINs, fleet numbers and aircraft registrations are `VEHICLE`; Medicare, DVA, "
             "ambulance-membership and insurer numbers are `HEALTHPLAN`; NZ NHI and AU URN are `MRN`; incident, ePCR, "
             "booking, mission, audit and report numbers are `IDNUM`; invoice and billing account numbers are `ACCOUNT`; "
             "paramedic/nurse/doctor registrations, NPI and DEA numbers are `LICENSE`; dispatchers, pilots and other "
             "staff are `DOCTOR`; police officers and bystanders named as persons are `FAMILY`.")
    L.append("")
    L.append("Notes: %d (mean %d characters); spans: %d; lower-cased notes: %d (%.1f%%)." % (
        len(notes), round(mean), nspans, nlow, 100.0 * nlow / len(notes)))
    L.append("")
    L.append("Countries: " + ", ".join("%s %d" % (COUNTRY_NAMES[c], per_country[c]) for c in sorted(per_country)) + ".")
    L.append("")
    L.append("| genre | notes |")
    L.append("|---|---|")
    for g in sorted(per_genre):
        L.append("| %s | %d |" % (g, per_genre[g]))
    L.append("")
    L.append("| label | type | spans |")
    L.append("|---|---|---|")
    for t in sorted(per_type, key=lambda k: (TYPES[k], k)):
        L.append("| %s | %s | %d |" % (TYPES[t], t, per_type[t]))
    L.append("")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(L))


def main():
    root = os.path.dirname(HERE)
    notes = build()
    with open(os.path.join(root, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    write_readme(os.path.join(root, "README.md"), notes)
    print("wrote %d notes, %d spans" % (len(notes), sum(len(nt["spans"]) for nt in notes)))


if __name__ == "__main__":
    main()
