"""Build bench/dev405_en/notes.jsonl.

Usage: python3 build/make.py [OUTPUT_PATH]

One random.Random(405) is created here and passed to every writer."""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import case as C  # noqa: E402
import g_consent  # noqa: E402
import g_handover  # noqa: E402
import g_letters  # noqa: E402
import g_other  # noqa: E402
import g_referral  # noqa: E402
import g_retrieval  # noqa: E402
from doc import Doc  # noqa: E402

GENRES = [
    ("donor_referral", g_referral.donor_referral),
    ("family_approach", g_referral.family_approach),
    ("consent_authorisation", g_consent.consent_form),
    ("donor_characterisation", g_consent.characterisation),
    ("retrieval_logistics", g_retrieval.retrieval_log),
    ("recipient_callin", g_retrieval.recipient_callin),
    ("coordinator_handover", g_handover.handover),
    ("tissue_typing", g_handover.tissue_typing),
    ("family_letter", g_letters.family_letter),
    ("incident_review", g_letters.incident_review),
    ("coroner_liaison", g_other.coroner),
    ("correspondence_screening", g_other.screening),
]

PER_GENRE = 40
COUNTRIES = [("UK", 3), ("US", 3), ("CA", 2), ("AU", 2), ("IE", 1.5), ("NZ", 1.5)]
TYPO_RATE = 0.03


def build(rng):
    plan = [name for name, _ in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    n = len(plan)
    lows = [True] * (n // 6) + [False] * (n - n // 6)
    rng.shuffle(lows)
    fns = dict(GENRES)
    codes = [c for c, _ in COUNTRIES]
    weights = [w for _, w in COUNTRIES]
    notes = []
    for i, genre in enumerate(plan):
        country = rng.choices(codes, weights)[0]
        k = C.Case(rng, country)
        d = Doc(rng, lower=lows[i], typo_rate=TYPO_RATE * (2 if lows[i] else 1))
        fns[genre](rng, k, d)
        text = d.text()
        while text.endswith("\n"):
            text = text[:-1]
        for s in d.spans:
            assert s["end"] <= len(text)
        notes.append({
            "id": "dev405-%04d" % (i + 1),
            "text": text,
            "spans": d.spans,
            "meta": {"source": "dev405-en", "genre": genre, "lowercase": lows[i], "country": country},
        })
    return notes


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rng = random.Random(405)
    notes = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main(sys.argv)
