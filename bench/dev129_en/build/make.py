"""Build notes.jsonl for dev129_en. Run from bench/dev129_en: python3 build/make.py"""
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from ctx import Ctx  # noqa: E402
from phi import OPEN, MID, CLOSE  # noqa: E402
from genres_a import GENRES_A  # noqa: E402
from genres_b import GENRES_B  # noqa: E402

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
PER_GENRE = 52
COUNTRY_W = [("US", 30), ("UK", 25), ("IN", 25), ("PH", 20)]
MARK = re.compile(f"({OPEN}[^{MID}]*{MID}[^{CLOSE}]*{CLOSE})")

SUBS = [(r"\bplease\b", "pls"), (r"\bPlease\b", "pls"), (r"\bappointment\b", "appt"), (r"\btomorrow\b", "tmrw"),
        (r"\bbecause\b", "coz"), (r"\bthanks\b", "thx"), (r"\bThanks\b", "thx"), (r"\byou\b", "u"),
        (r"\byour\b", "ur"), (r"\bI'm\b", "im"), (r"\bdon't\b", "dont"), (r"\bcan't\b", "cant"),
        (r"\bisn't\b", "isnt"), (r"\breceive\b", "recieve"), (r"\bmedicine\b", "medcine"), (r"\bwith\b", "w/"),
        (r"\babout\b", "abt"), (r"\bbefore\b", "b4"), (r"\bschedule\b", "sched"), (r"\bseparate\b", "seperate"),
        (r"\bresults\b", "resutls"), (r"\bpharmacy\b", "pharmcy"), (r"\bI\b", "i"), (r"\bthe\b", "teh"),
        (r"\bnumber\b", "no."), (r"\bbecause\b", "bcoz"), (r"\bokay\b", "ok"), (r"\bThank you\b", "ty")]


def wchoice(r, pairs):
    x = r.random() * sum(w for _, w in pairs)
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


def informalize(r, s):
    """Typos and dropped capitals, only outside markers; sometimes lower-cases a name value."""
    subs = [p for p in SUBS if r.random() < 0.45]
    out = []
    for part in MARK.split(s):
        if part.startswith(OPEN):
            t, v = part[1:-1].split(MID)
            if t in ("PATIENT", "FAMILY", "DOCTOR") and r.random() < 0.25:
                v = v.lower()
            out.append(f"{OPEN}{t}{MID}{v}{CLOSE}")
            continue
        for pat, rep in subs:
            part = re.sub(pat, lambda m, rep=rep: rep if r.random() < 0.7 else m.group(0), part)
        if r.random() < 0.6:
            part = re.sub(r"(^|[.!?]\s+)([A-Z])(?=[a-z])", lambda m: m.group(1) + m.group(2).lower(), part)
        out.append(part)
    return "".join(out)


def strip_markers(s):
    """One left-to-right pass: drop markers, record spans."""
    out, spans, pos, i, n = [], [], 0, 0, len(s)
    while i < n:
        ch = s[i]
        if ch == OPEN:
            j = s.index(MID, i)
            k = s.index(CLOSE, j)
            t = s[i + 1:j].upper()
            v = s[j + 1:k]
            assert OPEN not in v and MID not in v and v, repr(s[i:k + 1])
            spans.append({"start": pos, "end": pos + len(v), "label": LABEL[t], "type": t})
            out.append(v)
            pos += len(v)
            i = k + 1
            if v.endswith(".") and i < n and s[i] == ".":  # value already ends the sentence
                i += 1
        else:
            assert ch not in (MID, CLOSE), repr(s)
            out.append(ch)
            pos += 1
            i += 1
    text = "".join(out)
    for sp in spans:
        sp["text"] = text[sp["start"]:sp["end"]]
    return text, spans


def main():
    r = random.Random(129)
    genres = dict(GENRES_A)
    genres.update(GENRES_B)
    plan = [g for g in genres for _ in range(PER_GENRE)]
    r.shuffle(plan)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    rows = []
    for n, g in enumerate(plan, 1):
        fn, p_inf = genres[g]
        country = wchoice(r, COUNTRY_W)
        c = Ctx(r, country)
        raw = fn(c).strip()
        informal = r.random() < p_inf
        if informal:
            raw = informalize(r, raw)
        lower = r.random() < 1 / 6
        if lower:
            raw = raw.lower()
        text, spans = strip_markers(raw)
        rows.append({"id": f"dev129-{n:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev129-en", "genre": g, "lowercase": lower, "country": country,
                              "informal": informal}})
    with open(os.path.join(here, "notes.jsonl"), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    ns = sum(len(x["spans"]) for x in rows)
    print(f"wrote {len(rows)} notes, {ns} spans")


if __name__ == "__main__":
    main()
