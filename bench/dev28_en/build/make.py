#!/usr/bin/env python3
"""Build /work/main/bench/dev28_en/notes.jsonl deterministically (seed 28)."""
import json
import os
import random
import re
import sys
from datetime import timedelta

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

SEED = 28
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
         "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")
N_NOTES = 320
LOCALES = ["UK"] * 128 + ["US"] * 40 + ["CA"] * 32 + ["AU"] * 32 + ["IE"] * 32 + ["NZ"] * 28 + ["ZA"] * 28


def parse(marked):
    text, spans, pos = [], [], 0
    out_len = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        text.append(chunk)
        out_len += len(chunk)
        typ, val = m.group(1), m.group(2)
        spans.append({"start": out_len, "end": out_len + len(val), "label": LABEL[typ], "type": typ, "text": val})
        text.append(val)
        out_len += len(val)
        pos = m.end()
    text.append(marked[pos:])
    t = "".join(text)
    assert not any(ch in t for ch in "\x01\x02\x03")
    return t, spans


def build_note(R, loc, genre):
    sex = "F" if genre in ("antenatal_booking", "contraception_menopause") else None
    if genre == "child_health_immunisation":
        months = R.choice([2, 3, 4, 5, 12, 13, 18, 40, 41, 48, 60, 72, 84, 96])
        c = Ctx(R, loc, genre, age=months // 12, sex=sex)
        c.months = months
        c.dob = c.visit - timedelta(days=int(months * 30.44) + R.randint(0, 10))
    elif genre == "antenatal_booking":
        c = Ctx(R, loc, genre, age=R.randint(19, 42), sex=sex)
    elif genre == "contraception_menopause":
        c = Ctx(R, loc, genre, age=R.choice([R.randint(17, 40), R.randint(46, 58)]), sex=sex)
    elif genre in ("mental_health_review", "gp_consultation", "minor_surgery"):
        c = Ctx(R, loc, genre, age=R.randint(18, 74))
    elif genre == "home_visit":
        c = Ctx(R, loc, genre, age=R.randint(74, 99))
    else:
        c = Ctx(R, loc, genre)
    body = GENRES[genre](c)
    marked = c.header() + body + c.footer()
    return parse(marked)


def main():
    R = random.Random(SEED)
    genres = list(GENRES)
    # every locale cycles through all genres; then the note order is shuffled
    plan, seen = [], {}
    for k, loc in enumerate(LOCALES):
        j = seen.get(loc, 0)
        seen[loc] = j + 1
        plan.append((loc, genres[(j + k // 97) % len(genres)]))
    R.shuffle(plan)
    recs = []
    for i, (loc, genre) in enumerate(plan, 1):
        text, spans = build_note(R, loc, genre)
        recs.append({"id": f"dev28-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev28-en", "genre": genre, "locale": loc}})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(r['spans']) for r in recs)} spans -> {OUT}")


if __name__ == "__main__":
    main()
