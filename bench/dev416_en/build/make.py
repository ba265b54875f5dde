"""Entry point: builds bench/dev416_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]
One random.Random(416) is created here and passed to every generator."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common as cm  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
from doc import Doc  # noqa: E402

PER_GENRE = 32
# genre name -> (function, min age, max age, share of male patients, allowed countries)
ALL = ("UK", "IE", "AU", "NZ", "CA", "US")
GENRES = [
    ("contraception_consultation", genres_a.consult, 16, 48, 0.0, ALL),
    ("implant_insertion_note", genres_a.implant, 15, 42, 0.0, ALL),
    ("iud_fitting_record", genres_a.iud, 18, 52, 0.0, ALL),
    ("emergency_contraception_record", genres_b.ec, 14, 44, 0.0, ALL),
    ("young_person_safeguarding_assessment", genres_b.safeguarding, 13, 17, 0.0, ALL),
    ("clinic_letter_to_gp", genres_b.letter, 18, 50, 0.0, ALL),
    ("text_reminder_log", genres_c.smslog, 16, 45, 0.0, ALL),
    ("complicated_removal_referral", genres_c.removal, 19, 44, 0.0, ALL),
    ("pharmacist_pgd_record", genres_c.pgd, 14, 45, 0.0, ("UK",)),
    ("telephone_consultation", genres_d.telephone, 15, 48, 0.0, ALL),
    ("sti_partner_notification_record", genres_d.partner_notif, 16, 45, 0.35, ALL),
    ("injectable_administration_record", genres_d.dmpa, 15, 45, 0.0, ALL),
    ("online_econsultation_form", genres_d.econsult, 18, 45, 0.0, ALL),
]
COUNTRY_W = {"UK": 36, "IE": 10, "AU": 15, "NZ": 10, "CA": 13, "US": 16}


def pick_country(rng, allowed):
    tot = sum(COUNTRY_W[c] for c in allowed)
    r = rng.random() * tot
    for c in allowed:
        r -= COUNTRY_W[c]
        if r < 0:
            return c
    return allowed[-1]


def build(rng):
    slots = []
    for gi in range(len(GENRES)):
        slots.extend([gi] * PER_GENRE)
    rng.shuffle(slots)
    n = len(slots)
    lower = [True] * round(n / 6) + [False] * (n - round(n / 6))
    rng.shuffle(lower)
    notes = []
    for i, gi in enumerate(slots):
        name, fn, lo, hi, male, allowed = GENRES[gi]
        c = pick_country(rng, allowed)
        sex = "M" if rng.random() < male else "F"
        ctx = cm.make_ctx(rng, c, lo, hi, sex, lower[i])
        d = Doc(rng, lower=lower[i], typo_rate=0.04)
        fn(rng, ctx, d)
        text = d.text()
        notes.append({
            "id": "dev416-%04d" % (i + 1),
            "text": text,
            "spans": d.spans,
            "meta": {"source": "dev416-en", "genre": name, "lowercase": lower[i],
                     "country": ctx["country"]},
        })
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(416)
    notes = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
