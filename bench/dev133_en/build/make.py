"""Build bench/dev133_en/notes.jsonl. Run from bench/dev133_en: python3 build/make.py"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from genres_a import GENRES_A  # noqa: E402
from genres_b import GENRES_B  # noqa: E402
from phi import M0, M1, M2  # noqa: E402

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
PER_GENRE = 31


def strip_markers(marked):
    """One left-to-right pass: drop markers, record spans at output offsets."""
    out, spans = [], []
    pos, i, n = 0, 0, len(marked)
    while i < n:
        ch = marked[i]
        if ch == M0:
            j = marked.index(M1, i)
            typ = marked[i + 1:j].upper()
            k = marked.index(M2, j)
            val = marked[j + 1:k]
            assert M0 not in val and M1 not in val, "nested marker"
            out.append(val)
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
            pos += len(val)
            i = k + 1
        elif ch in (M1, M2):
            raise ValueError("stray marker")
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


def main():
    rng = random.Random(133)
    genres = {**GENRES_A, **GENRES_B}
    order = [g for g in genres for _ in range(PER_GENRE)]
    rng.shuffle(order)
    n = len(order)
    lower = set(rng.sample(range(n), round(n / 6)))
    dest = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(dest, "w", encoding="utf-8") as fh:
        for idx, g in enumerate(order):
            marked = genres[g](rng)
            while "\n\n\n" in marked:
                marked = marked.replace("\n\n\n", "\n\n")
            marked = marked.replace("  \n", "\n").replace(" \n", "\n")
            lc = idx in lower
            if lc:
                marked = marked.lower()
            text, spans = strip_markers(marked)
            rec = {"id": f"dev133-{idx + 1:04d}", "text": text, "spans": spans,
                   "meta": {"source": "dev133-en", "genre": g, "lowercase": lc, "country": "US"}}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {n} notes to {dest}")


if __name__ == "__main__":
    main()
