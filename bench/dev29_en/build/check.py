#!/usr/bin/env python3
"""Validate dev29_en/notes.jsonl. Exit non-zero on any problem. `--markdown` prints count tables."""
import collections
import json
import os
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 300, 8000, 3

# The guideline's table (docs/annotation_guideline.md), copied by hand.
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
LABEL_ORDER = ["NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION"]
LOCALES = {"US", "UK", "CA", "AU", "IN", "IE", "NZ"}
OPEN_BAD = "\"'([{,;:"
CLOSE_BAD = "\"',;:"


def main():
    md = "--markdown" in sys.argv[1:]
    errors = []
    notes = []
    ids = set()
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"line {ln}: bad JSON ({e})")
                continue
            notes.append(r)
            rid = r.get("id")
            if not isinstance(rid, str) or not rid.startswith("dev29-en-") or rid in ids:
                errors.append(f"line {ln}: bad or duplicate id {rid!r}")
            ids.add(rid)
            if set(r) != {"id", "text", "spans", "meta"}:
                errors.append(f"{rid}: unexpected keys {sorted(r)}")
            meta = r.get("meta", {})
            if meta.get("source") != "dev29-en":
                errors.append(f"{rid}: meta.source {meta.get('source')!r}")
            if meta.get("language") != "en":
                errors.append(f"{rid}: meta.language {meta.get('language')!r}")
            if meta.get("locale") not in LOCALES:
                errors.append(f"{rid}: meta.locale {meta.get('locale')!r}")
            if not meta.get("genre"):
                errors.append(f"{rid}: meta.genre missing")
            text = r.get("text", "")
            prev_end = -1
            prev_start = -1
            for s in r.get("spans", []):
                st, en, lab, typ = s.get("start"), s.get("end"), s.get("label"), s.get("type")
                where = f"{rid} [{st}:{en}]"
                if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                    errors.append(f"{where}: bad offsets")
                    continue
                frag = text[st:en]
                if s.get("text") != frag:
                    errors.append(f"{where}: span text {s.get('text')!r} != {frag!r}")
                if frag != frag.strip():
                    errors.append(f"{where}: whitespace at edge {frag!r}")
                if frag[0] in OPEN_BAD and not (frag[0] == "(" and ")" in frag):
                    errors.append(f"{where}: starts with punctuation {frag!r}")
                if frag[-1] in CLOSE_BAD or (frag[-1] == ")" and "(" not in frag):
                    errors.append(f"{where}: ends with punctuation {frag!r}")
                if typ not in TYPES:
                    errors.append(f"{where}: unknown type {typ!r}")
                elif TYPES[typ] != lab:
                    errors.append(f"{where}: label {lab!r} does not match type {typ!r}")
                if st < prev_start:
                    errors.append(f"{where}: spans not sorted")
                if st < prev_end:
                    errors.append(f"{where}: overlaps previous span")
                prev_start, prev_end = st, max(prev_end, en)
                if set(s) != {"start", "end", "label", "type", "text"}:
                    errors.append(f"{where}: unexpected span keys {sorted(s)}")
    by_type = collections.Counter(s["type"] for r in notes for s in r["spans"])
    by_label = collections.Counter(s["label"] for r in notes for s in r["spans"])
    n_spans = sum(by_type.values())
    if len(notes) < MIN_NOTES:
        errors.append(f"only {len(notes)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        errors.append(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPES:
        if by_type[t] < MIN_PER_TYPE:
            errors.append(f"type {t} appears {by_type[t]} times (< {MIN_PER_TYPE})")

    if md:
        loc_c = collections.Counter(r["meta"]["locale"] for r in notes)
        gen_c = collections.Counter(r["meta"]["genre"] for r in notes)
        locs = sorted(loc_c, key=lambda x: -loc_c[x])
        gens = sorted(gen_c)
        cross = collections.Counter((r["meta"]["genre"], r["meta"]["locale"]) for r in notes)
        print(f"Notes: {len(notes)}; spans: {n_spans}\n")
        print("| genre | " + " | ".join(locs) + " | total |")
        print("|---|" + "---:|" * (len(locs) + 1))
        for gname in gens:
            print(f"| {gname} | " + " | ".join(str(cross[(gname, l)]) for l in locs) + f" | {gen_c[gname]} |")
        print("| **total** | " + " | ".join(str(loc_c[l]) for l in locs) + f" | {len(notes)} |\n")
        print("| label | spans |\n|---|---:|")
        for lab in LABEL_ORDER:
            print(f"| {lab} | {by_label[lab]} |")
        print(f"| **total** | {n_spans} |\n")
        print("| label | type | spans |\n|---|---|---:|")
        for t, lab in TYPES.items():
            print(f"| {lab} | {t} | {by_type[t]} |")
    if errors:
        for e in errors[:200]:
            print("ERROR:", e, file=sys.stderr)
        print(f"{len(errors)} problem(s)", file=sys.stderr)
        return 1
    if not md:
        print(f"OK: {len(notes)} notes, {n_spans} spans, all {len(TYPES)} types present")
    return 0


if __name__ == "__main__":
    sys.exit(main())
