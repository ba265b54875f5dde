"""Validate /work/main/bench/dev19_en/notes.jsonl. Exit 1 on any problem. --markdown prints count tables."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

# label/type table of docs/annotation_guideline.md
TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 440, 12000, 3
EDGE_PUNCT = set(".,;:!?\"'()[]{}")


def main():
    md = "--markdown" in sys.argv
    errors = []
    notes, ids = [], set()
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"line {ln}: bad JSON ({e})")
    by_label, by_type = collections.Counter(), collections.Counter()
    by_loc, by_genre = collections.Counter(), collections.Counter()
    by_loc_genre = collections.Counter()
    nspans = 0
    for n in notes:
        nid = n.get("id")
        if nid in ids:
            errors.append(f"{nid}: duplicate id")
        ids.add(nid)
        text = n.get("text")
        meta = n.get("meta", {})
        if not isinstance(text, str) or not text:
            errors.append(f"{nid}: empty text")
            continue
        if meta.get("source") != "dev19-en":
            errors.append(f"{nid}: meta.source {meta.get('source')!r}")
        if meta.get("language") != "en":
            errors.append(f"{nid}: meta.language {meta.get('language')!r}")
        if not meta.get("genre") or not meta.get("locale"):
            errors.append(f"{nid}: meta.genre/locale missing")
        by_loc[meta.get("locale")] += 1
        by_genre[meta.get("genre")] += 1
        by_loc_genre[(meta.get("genre"), meta.get("locale"))] += 1
        prev_end = -1
        prev_start = -1
        for s in n.get("spans", []):
            nspans += 1
            st, en, lab, typ = s.get("start"), s.get("end"), s.get("label"), s.get("type")
            tag = f"{nid} [{st}:{en}]"
            if set(s) - {"start", "end", "label", "type", "text"}:
                errors.append(f"{tag}: unexpected keys {sorted(s)}")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errors.append(f"{tag}: bad offsets")
                continue
            seg = text[st:en]
            if seg != s.get("text"):
                errors.append(f"{tag}: text mismatch {seg!r} != {s.get('text')!r}")
            if seg != seg.strip():
                errors.append(f"{tag}: leading/trailing whitespace {seg!r}")
            if seg[0] in EDGE_PUNCT and not (seg[0] == "(" and ")" in seg) or (seg[-1] in EDGE_PUNCT and seg[-1] != "." and not (seg[-1] == ")" and "(" in seg)):
                errors.append(f"{tag}: edge punctuation {seg!r}")
            if typ not in TYPE2LABEL:
                errors.append(f"{tag}: unknown type {typ!r}")
            elif TYPE2LABEL[typ] != lab:
                errors.append(f"{tag}: label {lab!r} does not match type {typ!r}")
            if st < prev_start:
                errors.append(f"{tag}: spans not sorted")
            if st < prev_end:
                errors.append(f"{tag}: overlaps previous span")
            prev_start, prev_end = st, max(prev_end, en)
            by_label[lab] += 1
            by_type[typ] += 1
    if len(notes) < MIN_NOTES:
        errors.append(f"only {len(notes)} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        errors.append(f"only {nspans} spans (< {MIN_SPANS})")
    for t in TYPE2LABEL:
        if by_type[t] < MIN_PER_TYPE:
            errors.append(f"type {t} appears {by_type[t]} times (< {MIN_PER_TYPE})")

    if md:
        print(f"Notes: {len(notes)}  \nSpans: {nspans}\n")
        print("| locale | notes |\n|---|---:|")
        for k, v in sorted(by_loc.items(), key=lambda x: -x[1]):
            print(f"| {k} | {v} |")
        locs = [k for k, _ in sorted(by_loc.items(), key=lambda x: -x[1])]
        print("\n| genre | " + " | ".join(locs) + " | total |\n|---|" + "---:|" * (len(locs) + 1))
        for g in sorted(by_genre):
            print(f"| {g} | " + " | ".join(str(by_loc_genre[(g, l)]) for l in locs) + f" | {by_genre[g]} |")
        print("\n| label | spans |\n|---|---:|")
        for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
            print(f"| {k} | {v} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for t in sorted(TYPE2LABEL, key=lambda t: (TYPE2LABEL[t], -by_type[t])):
            print(f"| {TYPE2LABEL[t]} | {t} | {by_type[t]} |")
    else:
        print(f"{len(notes)} notes, {nspans} spans, {len(by_type)} types")
    if errors:
        for e in errors[:50]:
            print("ERROR:", e, file=sys.stderr)
        print(f"{len(errors)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
