"""Build bench/dev181_en/notes.jsonl (deterministic; Python 3.11 standard library only).

Usage: python3 build/make.py [output_path | -]   ("-" writes to stdout)
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from world import LABELS, World  # noqa: E402
import g_assess  # noqa: E402
import g_ost  # noqa: E402
import g_sh  # noqa: E402
import g_pn  # noqa: E402
import g_outreach  # noqa: E402
import g_admin  # noqa: E402

SEED = 181
NOTES_PER_GENRE = 47
COUNTRY_WEIGHTS = (("UK", 45), ("IE", 28), ("NZ", 27))
COUNTRY_META = {"UK": "United Kingdom", "IE": "Ireland", "NZ": "New Zealand"}

GENRES = (
    ("drug_alcohol_assessment", g_assess.gen_assessment),
    ("ost_dispensing_log", g_ost.gen_dispensing),
    ("sexual_health_consultation", g_sh.gen_consult),
    ("partner_notification_record", g_pn.gen_pn),
    ("needle_exchange_outreach_log", g_outreach.gen_nsp),
    ("safeguarding_referral", g_outreach.gen_safeguarding),
    ("keyworker_review", g_assess.gen_keyworker),
    ("clinic_appointment_dna_list", g_admin.gen_dna_list),
    ("results_callback_log", g_pn.gen_callback),
    ("discharge_transfer_letter", g_admin.gen_discharge),
    ("naloxone_supply_record", g_ost.gen_naloxone),
    ("prep_review", g_sh.gen_prep),
    ("multiagency_meeting_minutes", g_admin.gen_mdt),
)


def build(rng):
    plan = []
    for name, fn in GENRES:
        plan.extend([(name, fn)] * NOTES_PER_GENRE)
    rng.shuffle(plan)
    n = len(plan)
    lower = sorted(rng.sample(range(n), round(n / 6)))
    lower_flags = [False] * n
    for i in lower:
        lower_flags[i] = True
    codes = [c for c, _ in COUNTRY_WEIGHTS]
    weights = [wt for _, wt in COUNTRY_WEIGHTS]
    notes = []
    for i, (genre, fn) in enumerate(plan):
        c = rng.choices(codes, weights=weights)[0]
        w = World(rng, c)
        nb = fn(w)
        text = nb.text().rstrip()
        if lower_flags[i]:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length in note %d" % i)
            text = low
        spans = []
        for s, e, typ in nb.spans:
            if e > len(text):
                raise ValueError("span past end")
            spans.append({"start": s, "end": e, "label": LABELS[typ], "type": typ, "text": text[s:e]})
        notes.append({
            "id": "dev181-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev181-en", "genre": genre, "lowercase": lower_flags[i], "country": COUNTRY_META[c]},
        })
    return notes


def serialise(notes):
    return "".join(json.dumps(obj, ensure_ascii=False) + "\n" for obj in notes)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build(random.Random(SEED))
    data = serialise(notes).encode("utf-8")
    if out == "-":
        sys.stdout.buffer.write(data)
        return
    with open(out, "wb") as fh:
        fh.write(data)
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes), out))


if __name__ == "__main__":
    main()
