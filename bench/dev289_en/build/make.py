"""Build bench/dev289_en/notes.jsonl.  Run from bench/dev289_en:  python3 build/make.py [OUT]"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx  # noqa: E402
import phi  # noqa: E402
from doc import Doc  # noqa: E402
import g_sperm  # noqa: E402
import g_oocyte  # noqa: E402
import g_consent  # noqa: E402
import g_store  # noqa: E402
import g_donor  # noqa: E402
import g_comm  # noqa: E402

SEED = 289
PER_GENRE = 50

# genre id, generator, patient sex (None = either), age range
GENRES = [
    ("sperm_banking_consult", g_sperm.sperm_consult, "M", 15, 46),
    ("oocyte_cryo_cycle", g_oocyte.oocyte_cycle, "F", 19, 42),
    ("storage_consent_renewal", g_consent.storage_consent, None, 18, 46),
    ("cryostore_audit_log", g_store.cryostore_audit, None, 18, 46),
    ("donor_screening", g_donor.donor_screening, None, 18, 37),
    ("donor_register_correspondence", g_donor.donor_register, None, 18, 34),
    ("storage_invoice", g_consent.storage_invoice, None, 20, 50),
    ("lab_witnessing", g_oocyte.lab_witnessing, None, 20, 43),
    ("portal_message", g_comm.portal_message, None, 18, 48),
    ("telephone_encounter", g_comm.telephone_encounter, None, 16, 46),
    ("gamete_transport_record", g_store.gamete_transport, None, 22, 46),
    ("oncofertility_referral", g_sperm.onco_referral, None, 14, 42),
]
COUNTRIES = ["UK", "US", "AU", "CA", "IE"]
WEIGHTS = [30, 24, 17, 15, 14]


def ehr_header(d, rng, c):
    k = rng.random()
    if k < 0.5:
        a = c.st["admin"]
        d.w("Printed by ", (phi.username(rng, a.first, a.last), "USERNAME"), " on ", (phi.fmt_date(rng, phi.shift(c.ref, rng.randint(0, 30)), c.country, "num"), "DATE"),
            " ", phi.tod(rng, "24"), "   Page 1 of ", str(rng.randint(1, 3)), "\n\n")
    else:
        d.t(rng.choice(["*** CONFIDENTIAL - contains patient identifiable data ***\n\n", "[copied from previous note]\n",
                        "-- scanned document, OCR text --\n\n", "DRAFT - not yet verified\n\n"]))


def ehr_footer(d, rng, c):
    d.t(rng.choice(["\nPage 1 of 1\n", "\n-- end of document --\n", "\nThis message is confidential and intended only for the addressee.\n",
                    "\n[Electronically signed]\n", "\n\n", "\nForm version 4.2 (reviewed annually)\n"]))


def build(out_path):
    rng = random.Random(SEED)
    records = []
    total = PER_GENRE * len(GENRES)
    lower = set(rng.sample(range(total), total // 6))
    k = 0
    for gid, fn, sex, amin, amax in GENRES:
        for i in range(PER_GENRE):
            country = rng.choices(COUNTRIES, WEIGHTS)[0]
            c = ctx.make_case(rng, country, sex=sex, amin=amin, amax=amax)
            d = Doc()
            if rng.random() < 0.12:
                ehr_header(d, rng, c)
            fn(rng, d, c)
            if rng.random() < 0.2:
                ehr_footer(d, rng, c)
            lo = k in lower
            k += 1
            text, spans = d.finish(lower=lo)
            records.append((gid, country, lo, text, spans))
    # interleave genres deterministically
    order = list(range(len(records)))
    rng.shuffle(order)
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for n, k in enumerate(order, 1):
            gid, country, lo, text, spans = records[k]
            obj = {"id": "dev289-%04d" % n, "text": text, "spans": spans,
                   "meta": {"source": "dev289-en", "genre": gid, "lowercase": lo, "country": country}}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    return len(records)


if __name__ == "__main__":
    root = os.path.dirname(HERE)
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "notes.jsonl")
    n = build(out)
    print("wrote %d notes to %s" % (n, out))
