"""Validate dev31_en/notes.jsonl. Exit non-zero on any problem. --markdown prints count tables."""
import collections
import json
import os
import sys

TABLE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"], "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in TABLE.items() for t in ts}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 300, 8000, 3
PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    md = "--markdown" in sys.argv
    errs = []
    recs = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                errs.append(f"line {ln}: bad json {e}")
    ids = set()
    by_type, by_label = collections.Counter(), collections.Counter()
    by_loc, by_genre, by_lg = collections.Counter(), collections.Counter(), collections.Counter()
    nspans = 0
    for r in recs:
        rid = r.get("id")
        if rid in ids:
            errs.append(f"{rid}: duplicate id")
        ids.add(rid)
        text, meta = r.get("text"), r.get("meta", {})
        if not isinstance(text, str) or not text:
            errs.append(f"{rid}: empty text")
            continue
        if meta.get("source") != "dev31-en":
            errs.append(f"{rid}: meta.source {meta.get('source')!r}")
        if meta.get("language") != "en":
            errs.append(f"{rid}: meta.language")
        for k in ("genre", "locale"):
            if not meta.get(k):
                errs.append(f"{rid}: meta.{k} missing")
        by_loc[meta.get("locale")] += 1
        by_genre[meta.get("genre")] += 1
        by_lg[(meta.get("locale"), meta.get("genre"))] += 1
        prev_end = -1
        prev_start = -1
        for s in r.get("spans", []):
            nspans += 1
            st, en, lab, ty = s.get("start"), s.get("end"), s.get("label"), s.get("type")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append(f"{rid}: bad offsets {s}")
                continue
            seg = text[st:en]
            if seg != s.get("text"):
                errs.append(f"{rid}: text mismatch {seg!r} != {s.get('text')!r}")
            if seg != seg.strip():
                errs.append(f"{rid}: whitespace at edge {seg!r}")
            if (seg[0] in "\"<,;:" or seg[-1] in "\",;:>" or (seg[0] == "(" and ")" not in seg)
                    or (seg[-1] == ")" and "(" not in seg) or seg[0] == "'" or (seg[-1] == "'" and not seg.endswith("s'"))):
                errs.append(f"{rid}: punctuation at edge {seg!r}")
            if seg[-1] == "." and not any(ch.isalpha() and ch.isupper() for ch in seg[-3:-1]):
                errs.append(f"{rid}: sentence full stop inside span {seg!r}")
            if ty not in TYPE2LABEL:
                errs.append(f"{rid}: unknown type {ty}")
            elif TYPE2LABEL[ty] != lab:
                errs.append(f"{rid}: label {lab} inconsistent with type {ty}")
            if st < prev_start:
                errs.append(f"{rid}: spans not sorted at {st}")
            if st < prev_end:
                errs.append(f"{rid}: overlap at {st}")
            prev_start, prev_end = st, max(prev_end, en)
            by_type[ty] += 1
            by_label[lab] += 1
    if len(recs) < MIN_NOTES:
        errs.append(f"only {len(recs)} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        errs.append(f"only {nspans} spans (< {MIN_SPANS})")
    for t in TYPE2LABEL:
        if by_type[t] < MIN_PER_TYPE:
            errs.append(f"type {t} appears {by_type[t]} times (< {MIN_PER_TYPE})")
    if md:
        print(f"Notes: **{len(recs)}**, spans: **{nspans}**\n")
        print("| locale | notes |\n|---|---:|")
        for k, v in sorted(by_loc.items()):
            print(f"| {k} | {v} |")
        print("\n| genre | notes |\n|---|---:|")
        for k, v in sorted(by_genre.items()):
            print(f"| {k} | {v} |")
        locs = sorted(by_loc)
        print("\n| genre | " + " | ".join(locs) + " |\n|---|" + "---:|" * len(locs))
        for g in sorted(by_genre):
            print(f"| {g} | " + " | ".join(str(by_lg[(l, g)]) for l in locs) + " |")
        print("\n| label | spans |\n|---|---:|")
        for lab in TABLE:
            print(f"| {lab} | {by_label[lab]} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for lab, ts in TABLE.items():
            for t in ts:
                print(f"| {lab} | {t} | {by_type[t]} |")
    if errs:
        for e in errs[:200]:
            print("ERROR:", e, file=sys.stderr)
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print(f"OK: {len(recs)} notes, {nspans} spans, {len(by_type)} types", file=sys.stderr)


if __name__ == "__main__":
    main()
