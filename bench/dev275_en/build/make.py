"""Build bench/dev275_en/notes.jsonl (lactation & infant-feeding PHI evaluation set).

usage: python3 build/make.py [--out PATH]        (run from bench/dev275_en)
All randomness comes from one random.Random(275) instance.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import blocks  # noqa: E402
import case as casemod  # noqa: E402
import phi  # noqa: E402
from doc import Doc, P  # noqa: E402
from genres_community import gen_peer_log, gen_pump_loan  # noqa: E402
from genres_consult import gen_consult, gen_frenotomy  # noqa: E402
from genres_hospital import gen_discharge, gen_incident  # noqa: E402
from genres_letters import gen_referral, gen_workplace  # noqa: E402
from genres_messages import gen_phone, gen_portal  # noqa: E402
from genres_milkbank import gen_milk_dispensing, gen_milk_screening  # noqa: E402
from genres_weight import gen_home_visit, gen_weight_check  # noqa: E402

GENRES = [
    ("lactation_consult", gen_consult),
    ("frenotomy_clinic", gen_frenotomy),
    ("weight_check", gen_weight_check),
    ("milk_bank_screening", gen_milk_screening),
    ("milk_bank_dispensing", gen_milk_dispensing),
    ("peer_support_log", gen_peer_log),
    ("pump_loan_agreement", gen_pump_loan),
    ("referral_letter", gen_referral),
    ("discharge_feeding_summary", gen_discharge),
    ("portal_message", gen_portal),
    ("telephone_encounter", gen_phone),
    ("home_visit", gen_home_visit),
    ("milk_incident_report", gen_incident),
    ("workplace_lactation_letter", gen_workplace),
]
PER_GENRE = 50
COUNTRY_W = {"UK": 30, "US": 25, "AU": 17, "NZ": 14, "CA": 14}


def header_prefix(rng, c):
    """Optional system banner / copy-paste header placed before the note body."""
    d = Doc()
    r = rng.random()
    if r < 0.06:
        d.line("*** Copied from previous entry - please verify ***")
    elif r < 0.11:
        d.f("{} | {} | ", P(c.mum.form(rng, "LF"), "PATIENT"), P(c.mum_mrn, "MRN"))
        d.line("{}", blocks.dt(rng, c, c.days_after(rng, 1, 60), "num"))
    elif r < 0.14:
        d.line("CONFIDENTIAL - contains personal health information")
    return d


def footer(rng, c):
    d = Doc()
    r = rng.random()
    if r < 0.10:
        s = rng.choice([c.clerk, c.lc, c.mw])
        d.nl()
        d.line("Printed {} {} by {}    Page 1 of {}", blocks.dt(rng, c, c.days_after(rng, 1, 120), "num"), blocks.tm(rng, c),
               P(phi.username(rng, s.first, s.last, staff=True), "USERNAME"), rng.randint(1, 3))
    elif r < 0.16:
        d.nl()
        d.line("Workstation {} / terminal {}", P(phi.ip(rng), "IPADDR"), rng.choice(["MAT-PC-14", "NNU-WS02", "LC-LAPTOP-3", "CLIN-07"]))
    elif r < 0.20:
        d.nl()
        d.line("This document may contain confidential information. If received in error please notify {} and destroy.",
               P(phi.email_service(rng, c.hosp), "EMAIL"))
    return d


def build(out_path):
    rng = random.Random(275)
    order = []
    for gid, _ in GENRES:
        order.extend([gid] * PER_GENRE)
    rng.shuffle(order)
    fns = dict(GENRES)
    n = len(order)
    low = set(rng.sample(range(n), round(n / 6)))
    countries = sorted(COUNTRY_W)
    weights = [COUNTRY_W[k] for k in countries]
    lines = []
    for i, gid in enumerate(order):
        country = rng.choices(countries, weights)[0]
        c = casemod.Case(rng, country)
        body = fns[gid](rng, c)
        d = Doc()
        d.extend(header_prefix(rng, c))
        d.extend(body)
        d.extend(footer(rng, c))
        d = d.with_noise(rng)
        lower = i in low
        text, spans = d.finish(lowercase=lower)
        rec = {"id": "dev275-%04d" % (i + 1), "text": text, "spans": spans,
               "meta": {"source": "dev275-en", "genre": gid, "lowercase": lower, "country": country}}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    return n


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    n = build(out)
    print("wrote %d notes to %s" % (n, out))


if __name__ == "__main__":
    main(sys.argv[1:])
