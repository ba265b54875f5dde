"""Build bench/dev127_en/notes.jsonl.  Run from bench/dev127_en:  python3 build/make.py

Each note is assembled from pieces in which every PHI value is wrapped in
private-use markers (U+E000 type U+E001 value U+E002). Offsets are computed in
one left-to-right pass that strips the markers; the finished text is never
searched for values."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Ctx, S, T, E  # noqa: E402
from neg import Neg  # noqa: E402
from genres_a import GENRES_A  # noqa: E402
from genres_b import GENRES_B  # noqa: E402
from genres_c import GENRES_C  # noqa: E402

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}

N_NOTES = 416
COUNTRY_W = [("US", 30), ("UK", 27), ("NZ", 21), ("ZA", 22)]


def parse(marked):
    """One left-to-right pass: strip markers, record spans with offsets."""
    out, spans, pos, i = [], [], 0, 0
    n = len(marked)
    while i < n:
        ch = marked[i]
        if ch == S:
            j = marked.index(T, i)
            k = marked.index(E, j)
            typ = marked[i + 1:j].upper()
            val = marked[j + 1:k]
            if typ not in LABEL or not val or S in val or T in val or val != val.strip():
                raise ValueError(f"bad marked value {typ!r} {val!r}")
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        elif ch in (T, E):
            raise ValueError("stray marker")
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


def tidy(s):
    # a value ending in a full stop ("Inc.", "J.") followed by a sentence stop: keep one
    s = s.replace("." + E + ".", "." + E)
    s = s.replace(" \n", "\n")
    return s.strip() + "\n"


def main():
    rng = random.Random(127)
    genres = {}
    genres.update(GENRES_A)
    genres.update(GENRES_B)
    genres.update(GENRES_C)
    names = sorted(genres)
    plan = [names[i % len(names)] for i in range(N_NOTES)]
    rng.shuffle(plan)
    tot = sum(w for _, w in COUNTRY_W)
    countries = []
    for _ in plan:
        x = rng.uniform(0, tot)
        for cc, w in COUNTRY_W:
            x -= w
            if x <= 0:
                break
        countries.append(cc)
    lower = set(rng.sample(range(N_NOTES), round(N_NOTES / 6)))
    rows = []
    for i, (g, cc) in enumerate(zip(plan, countries)):
        c = Ctx(rng, cc)
        n = Neg(rng, cc)
        marked = tidy(genres[g](c, n))
        if i in lower:
            marked = marked.lower()
        text, spans = parse(marked)
        rows.append({"id": f"dev127-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev127-en", "genre": g, "lowercase": i in lower, "country": cc}})
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in rows)
    print(f"wrote {len(rows)} notes, {ns} spans -> {path}")


if __name__ == "__main__":
    main()
