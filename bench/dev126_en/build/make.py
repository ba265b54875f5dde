"""Build bench/dev126_en/notes.jsonl.  Usage: cd bench/dev126_en && python3 build/make.py"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

from phi import M0, M1, M2  # noqa: E402
from case import Case  # noqa: E402
from genres_a import GENRES_A  # noqa: E402
from genres_b import GENRES_B  # noqa: E402
from genres_c import GENRES_C  # noqa: E402

COARSE = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

PER_GENRE = 30
COUNTRY_NAME = {"US": "US", "UK": "UK", "AU": "AU"}


def strip_markers(s):
    """One left-to-right pass: drop markers, emit text and spans with offsets."""
    out, spans = [], []
    pos = i = 0
    n = len(s)
    while i < n:
        ch = s[i]
        if ch == M0:
            j = s.index(M1, i)
            k = s.index(M2, j)
            typ = s[i + 1:j].upper()
            val = s[j + 1:k]
            if M0 in val or M1 in val or typ not in COARSE:
                raise ValueError(f"bad marker near {s[i:k + 1]!r}")
            spans.append({"start": pos, "end": pos + len(val), "label": COARSE[typ], "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        elif ch in (M1, M2):
            raise ValueError("stray marker")
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


def tidy(s):
    lines = [ln.rstrip() for ln in s.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def main():
    r = random.Random(126)
    genres = {}
    genres.update(GENRES_A)
    genres.update(GENRES_B)
    genres.update(GENRES_C)
    plan = [g for g in genres for _ in range(PER_GENRE)]
    r.shuffle(plan)
    n = len(plan)
    countries = (["US", "UK", "AU"] * (n // 3 + 1))[:n]
    r.shuffle(countries)
    lower = set(r.sample(range(n), round(n / 6)))
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rows = []
    for idx, (g, cc) in enumerate(zip(plan, countries)):
        case = Case(r, cc)
        marked = tidy(genres[g](r, case))
        lc = idx in lower
        if lc:
            marked = marked.lower()
        text, spans = strip_markers(marked)
        rows.append({"id": f"dev126-{idx + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev126-en", "genre": g, "lowercase": lc, "country": COUNTRY_NAME[cc]}})
    with open(out_path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    ns = sum(len(x["spans"]) for x in rows)
    print(f"wrote {len(rows)} notes, {ns} spans, {len(genres)} genres, {len(lower)} lower-case -> {out_path}")


if __name__ == "__main__":
    main()
