"""Validate dev23_en/notes.jsonl. Exits non-zero on any problem. `--markdown` prints count tables."""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from consistency import unannotated_repeats, edge_problems  # noqa: E402

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTES = os.path.join(HERE, "notes.jsonl")
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 440, 12000, 5

# The guideline's table (docs/annotation_guideline.md): fine type -> label.
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
LABEL_ORDER = ["NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION"]
LOCALES = {"UK", "US", "IE", "AU", "NZ", "CA", "ZA", "HK"}
GUIDELINE = "/work/main/docs/annotation_guideline.md"


def guideline_table():
    """Cross-check the hard-coded table against the guideline file when it is present."""
    if not os.path.exists(GUIDELINE):
        return None
    pairs = {}
    for line in open(GUIDELINE, encoding="utf-8"):
        m = re.match(r"\|\s*([A-Z]+)\s*\|\s*`([A-Z_]+)`\s*\|", line)
        if m:
            pairs[m.group(2)] = m.group(1)
    return pairs


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    g = guideline_table()
    if g is not None and g != TYPE2LABEL:
        err(f"label table differs from the guideline: {sorted(set(g.items()) ^ set(TYPE2LABEL.items()))}")

    recs = []
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else NOTES
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON ({e})")
    ids = set()
    by_type, by_label = collections.Counter(), collections.Counter()
    by_loc, by_genre = collections.Counter(), collections.Counter()
    spans_by_loc = collections.Counter()
    genre_loc = collections.Counter()
    for rec in recs:
        rid = rec.get("id", "?")
        if set(rec) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(rec)}")
        if not re.fullmatch(r"dev23-en-\d{4}", rid):
            err(f"{rid}: bad id")
        if rid in ids:
            err(f"{rid}: duplicate id")
        ids.add(rid)
        text, spans, meta = rec.get("text", ""), rec.get("spans", []), rec.get("meta", {})
        if meta.get("source") != "dev23-en":
            err(f"{rid}: meta.source {meta.get('source')!r}")
        if meta.get("language") != "en":
            err(f"{rid}: meta.language")
        if meta.get("locale") not in LOCALES:
            err(f"{rid}: meta.locale {meta.get('locale')!r}")
        if not meta.get("genre"):
            err(f"{rid}: meta.genre missing")
        prev_end, prev_start = -1, -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{rid}: bad offsets {a}-{b}")
                continue
            if text[a:b] != s["text"]:
                err(f"{rid}: text mismatch at {a}: {text[a:b]!r} != {s['text']!r}")
            if s["type"] not in TYPE2LABEL:
                err(f"{rid}: unknown type {s['type']}")
            elif TYPE2LABEL[s["type"]] != s["label"]:
                err(f"{rid}: label {s['label']} inconsistent with type {s['type']}")
            if a < prev_start:
                err(f"{rid}: spans not sorted at {a}")
            if a < prev_end:
                err(f"{rid}: overlap at {a}")
            prev_start, prev_end = a, max(prev_end, b)
            for p in edge_problems(s):
                err(f"{rid}: span {s['text']!r} at {a}: {p}")
            by_type[s["type"]] += 1
            by_label[s["label"]] += 1
        for p in unannotated_repeats(text, spans):
            err(f"{rid}: {p}")
        by_loc[meta.get("locale")] += 1
        by_genre[meta.get("genre")] += 1
        genre_loc[(meta.get("genre"), meta.get("locale"))] += 1
        spans_by_loc[meta.get("locale")] += len(spans)
    n_spans = sum(by_type.values())
    if len(recs) < MIN_NOTES:
        err(f"only {len(recs)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPE2LABEL:
        if by_type[t] < MIN_PER_TYPE:
            err(f"type {t} appears {by_type[t]} times (< {MIN_PER_TYPE})")

    if "--markdown" in sys.argv:
        print(f"Notes: {len(recs)}  Spans: {n_spans}\n")
        print("| label | spans |\n|---|---:|")
        for lab in LABEL_ORDER:
            print(f"| {lab} | {by_label[lab]} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for t, lab in TYPE2LABEL.items():
            print(f"| {lab} | `{t}` | {by_type[t]} |")
        locs = ["UK", "US", "IE", "AU", "NZ", "CA", "ZA", "HK"]
        print("\n| locale | notes | spans |\n|---|---:|---:|")
        for l in locs:
            print(f"| {l} | {by_loc[l]} | {spans_by_loc[l]} |")
        print("\n| genre | " + " | ".join(locs) + " | total |\n|---|" + "---:|" * (len(locs) + 1))
        for gname in sorted(by_genre):
            print(f"| {gname} | " + " | ".join(str(genre_loc[(gname, l)]) for l in locs) + f" | {by_genre[gname]} |")
        print()

    if errors:
        for e in errors[:200]:
            print("ERROR:", e, file=sys.stderr)
        print(f"{len(errors)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print(f"OK: {len(recs)} notes, {n_spans} spans, {len(by_type)} fine types", file=sys.stderr)


if __name__ == "__main__":
    main()
