"""Build bench/dev130_en/notes.jsonl. Deterministic: all randomness from random.Random(130).

Run from bench/dev130_en:  python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi  # noqa: E402
from genres_a import GENRES_A  # noqa: E402
from genres_b import GENRES_B  # noqa: E402
from genres_c import GENRES_C  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
COUNTRY_META = {"UK": "United Kingdom", "IE": "Ireland", "CA": "Canada", "KE": "Kenya", "GH": "Ghana"}
GENRES = dict(GENRES_A)
GENRES.update(GENRES_B)
GENRES.update(GENRES_C)
# probability that a note of the genre is written as terse ward shorthand
TERSE_P = {"clerking": 0.4, "ward_round": 0.85, "discharge_letter": 0.15, "clinic_letter": 0.1, "mdt_record": 0.35,
           "theatre_note": 0.3, "radiology_report": 0.25, "histology_report": 0.2, "nursing_handover": 0.9,
           "pharmacy_note": 0.5, "transfer_letter": 0.2, "ed_trauma_note": 0.4, "device_clinic": 0.25, "referral_email": 0.1}
PER_GENRE = 34


def strip_markers(marked):
    """One left-to-right pass: drop the markers, record each value's offsets."""
    out, spans = [], []
    pos, i, n = 0, 0, len(marked)
    while i < n:
        ch = marked[i]
        if ch == phi.S:
            j = marked.index(phi.MID, i + 1)
            k = marked.index(phi.E, j + 1)
            typ = marked[i + 1:j].upper()
            val = marked[j + 1:k]
            if phi.S in val or phi.MID in val:
                raise ValueError("nested marker")
            spans.append({"start": pos, "end": pos + len(val), "label": phi.TYPE_LABEL[typ], "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        elif ch in (phi.MID, phi.E):
            raise ValueError("stray marker")
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


def tidy(line):
    while "  \n" in line:
        line = line.replace("  \n", "\n")
    return line.rstrip()


def main():
    r = random.Random(130)
    plan = []
    countries = list(COUNTRY_META)
    for gi, g in enumerate(GENRES):
        cs = [countries[(i + gi) % 5] for i in range(PER_GENRE)]
        r.shuffle(cs)
        plan.extend((g, c) for c in cs)
    r.shuffle(plan)
    lower_ids = set(r.sample(range(1, len(plan) + 1), round(len(plan) / 6)))
    notes = []
    for idx, (g, c) in enumerate(plan, 1):
        x = phi.Ctx(r, c)
        terse = r.random() < TERSE_P[g]
        lines = GENRES[g](x, terse)
        marked = "\n".join(tidy(l) for l in lines).strip("\n")
        while "\n\n\n" in marked:
            marked = marked.replace("\n\n\n", "\n\n")
        lower = idx in lower_ids
        if lower:
            marked = marked.lower()
        text, spans = strip_markers(marked)
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        notes.append({"id": "dev130-%04d" % idx, "text": text, "spans": spans,
                      "meta": {"source": "dev130-en", "genre": g, "lowercase": lower, "country": COUNTRY_META[c],
                               "style": "terse" if terse else "prose"}})
    with open(OUT, "w", encoding="utf-8") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    nsp = sum(len(n["spans"]) for n in notes)
    print("wrote %d notes, %d spans -> %s" % (len(notes), nsp, OUT))


if __name__ == "__main__":
    main()
