"""Validate ../notes.jsonl against the annotation guideline and the set's size targets."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
VALID = {(lab, t) for lab, ts in TYPES.items() for t in ts}
ALL_TYPES = [t for ts in TYPES.values() for t in ts]
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30


def edge_ok(sp, val):
    a, z = val[0], val[-1]
    if not a.isalnum():
        if not (a in "(+#" and sp["type"] in ("PHONE", "FAX")):
            return False
    if not z.isalnum():
        # an initial's own full stop ("Maria K.", "J.S.") is part of the name
        if not (z == "." and sp["label"] == "NAME" and len(val) >= 2 and val[-2].isalpha()
                and (len(val) == 2 or not val[-3].isalpha())):
            return False
    return True


def main():
    errors = []
    notes = [json.loads(line) for line in open(PATH, encoding="utf-8")]
    by_type = collections.Counter()
    by_genre = collections.Counter()
    ids = set()
    lower = 0
    nspans = 0
    chars = 0
    for o in notes:
        nid, text = o["id"], o["text"]
        if nid in ids:
            errors.append(f"{nid}: duplicate id")
        ids.add(nid)
        m = o["meta"]
        if m.get("source") != "dev154-en":
            errors.append(f"{nid}: bad source")
        by_genre[m["genre"]] += 1
        lower += bool(m["lowercase"])
        if m["lowercase"] and text != text.lower():
            errors.append(f"{nid}: lowercase flag but text has capitals")
        chars += len(text)
        prev_end = -1
        for sp in sorted(o["spans"], key=lambda s: (s["start"], s["end"])):
            nspans += 1
            s, e = sp["start"], sp["end"]
            if not (0 <= s < e <= len(text)):
                errors.append(f"{nid}: bad offsets {s}-{e}")
                continue
            val = text[s:e]
            if sp.get("text") != val:
                errors.append(f"{nid}: text mismatch {sp.get('text')!r} != {val!r}")
            if (sp["label"], sp["type"]) not in VALID:
                errors.append(f"{nid}: invalid label/type {sp['label']}/{sp['type']}")
            if s < prev_end:
                errors.append(f"{nid}: overlap at {s}")
            prev_end = max(prev_end, e)
            if val != val.strip():
                errors.append(f"{nid}: whitespace at edge {val!r}")
            elif not edge_ok(sp, val):
                errors.append(f"{nid}: punctuation at edge {sp['type']} {val!r}")
            if "\n" in val:
                errors.append(f"{nid}: newline inside span {val!r}")
            by_type[sp["type"]] += 1
    avg = chars / max(1, len(notes))
    need_notes = MIN_NOTES if avg >= 1200 else 600
    if len(notes) < need_notes:
        errors.append(f"only {len(notes)} notes (need {need_notes}, avg {avg:.0f} chars)")
    if nspans < MIN_SPANS:
        errors.append(f"only {nspans} spans")
    for t in ALL_TYPES:
        if by_type[t] < MIN_PER_TYPE:
            errors.append(f"type {t} only {by_type[t]}")
    big = [g for g, c in by_genre.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    frac = lower / max(1, len(notes))
    if not (0.10 <= frac <= 0.25):
        errors.append(f"lower-case share {frac:.2f} outside 0.10-0.25")

    print(f"notes {len(notes)}  spans {nspans}  avg chars {avg:.0f}  lowercase {lower} ({frac:.1%})")
    print("per type:")
    for t in ALL_TYPES:
        print(f"  {t:15s} {by_type[t]}")
    print(f"min over types: {min(by_type[t] for t in ALL_TYPES)}")
    print("per genre:")
    for g, c in sorted(by_genre.items()):
        print(f"  {g:25s} {c}")
    print(f"genres {len(by_genre)}")
    if errors:
        print(f"FAILED: {len(errors)} problems")
        for e in errors[:50]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
