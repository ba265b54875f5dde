"""Build bench/dev125_en/notes.jsonl. Run from bench/dev125_en: python3 build/make.py"""
import json
import os
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import R, S, MID, E  # noqa: E402
from blocks import Ctx  # noqa: E402
from genres_a import GENRES_A  # noqa: E402
from genres_b import GENRES_B  # noqa: E402

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}

PER_GENRE = 34


def strip_markers(marked):
    """One left-to-right pass: remove markers, record spans."""
    out, spans = [], []
    pos = 0
    i, n = 0, len(marked)
    while i < n:
        ch_ = marked[i]
        if ch_ == S:
            j = marked.index(MID, i + 1)
            k = marked.index(E, j + 1)
            typ = marked[i + 1:j].upper()
            val = marked[j + 1:k]
            assert S not in val and MID not in val, "nested marker"
            if typ not in LABEL:
                raise ValueError("unknown type " + typ)
            out.append(val)
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
            pos += len(val)
            i = k + 1
        else:
            if ch_ in (MID, E):
                raise ValueError("stray marker")
            out.append(ch_)
            pos += 1
            i += 1
    return "".join(out), spans


def main():
    genres = dict(GENRES_A)
    genres.update(GENRES_B)
    plan = []
    for g in genres:
        for _ in range(PER_GENRE):
            plan.append(g)
    R.shuffle(plan)
    n = len(plan)
    lower_idx = set(R.sample(range(n), round(n / 6)))
    notes = []
    for i, g in enumerate(plan):
        country = "CA" if R.random() < 0.42 else "US"
        c = Ctx(g, country)
        marked = genres[g](c).strip() + "\n"
        # a name ending in an initial's full stop at sentence end: keep one full stop, inside the span
        marked = marked.replace("." + E + ".", "." + E)
        lower = i in lower_idx
        if lower:
            marked = marked.lower()
        text, spans = strip_markers(marked)
        for s_ in spans:
            assert text[s_["start"]:s_["end"]] == s_["text"]
        notes.append({"id": f"dev125-{i + 1:04d}", "text": text, "spans": spans,
                      "meta": {"source": "dev125-en", "genre": g, "lowercase": lower, "country": country}})
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(x['spans']) for x in notes)} spans -> {out}")


if __name__ == "__main__":
    main()
