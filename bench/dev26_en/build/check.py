"""Validate bench/dev26_en/notes.jsonl. Exit non-zero on any problem. --markdown prints count tables."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type table of docs/annotation_guideline.md
TABLE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: l for l, ts in TABLE.items() for t in ts}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 440, 12000, 5
GENRES = {"rheumatology_clinic", "gi_endoscopy", "hepatology_clinic", "cardiology_device", "hf_nurse",
          "neurology_eeg", "epilepsy_nurse", "ms_infusion", "spinal_clinic", "pain_clinic", "bariatric_followup",
          "breast_clinic", "plastics_hand_therapy", "travel_occ_vaccination", "student_health"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ", "SG"}
BAD_START = set(" \t\n\r,;:.!?\"'[{)")
BAD_END = set(" \t\n\r,;:!?\"'[{(")


def main():
    errors = []
    err = lambda m: errors.append(m)
    notes, ids = [], set()
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err(f"line {ln}: bad JSON {e}")
    by_type, by_label = collections.Counter(), collections.Counter()
    by_loc, by_genre = collections.Counter(), collections.Counter()
    by_lg = collections.Counter()
    nspans = 0
    for n in notes:
        nid = n.get("id")
        if not isinstance(nid, str) or not re.fullmatch(r"dev26-en-\d{4}", nid):
            err(f"bad id {nid!r}")
        if nid in ids:
            err(f"duplicate id {nid}")
        ids.add(nid)
        if set(n) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(n)}")
        text, meta = n.get("text", ""), n.get("meta", {})
        if meta.get("source") != "dev26-en":
            err(f"{nid}: meta.source {meta.get('source')!r}")
        if meta.get("language") != "en":
            err(f"{nid}: meta.language")
        if meta.get("genre") not in GENRES:
            err(f"{nid}: genre {meta.get('genre')!r}")
        if meta.get("locale") not in LOCALES:
            err(f"{nid}: locale {meta.get('locale')!r}")
        by_loc[meta.get("locale")] += 1
        by_genre[meta.get("genre")] += 1
        by_lg[(meta.get("genre"), meta.get("locale"))] += 1
        prev_end, prev_start = -1, -1
        for s in n.get("spans", []):
            nspans += 1
            st, en, lab, typ = s.get("start"), s.get("end"), s.get("label"), s.get("type")
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sorted(s)}")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(f"{nid}: bad offsets {st}-{en}")
                continue
            v = text[st:en]
            if v != s.get("text"):
                err(f"{nid}: text mismatch {v!r} != {s.get('text')!r}")
            if typ not in TYPE2LABEL:
                err(f"{nid}: unknown type {typ!r}")
            elif TYPE2LABEL[typ] != lab:
                err(f"{nid}: label {lab!r} inconsistent with type {typ!r}")
            if st < prev_start:
                err(f"{nid}: spans not sorted at {st}")
            if st < prev_end:
                err(f"{nid}: overlap at {st}")
            prev_start, prev_end = st, en
            if v != v.strip():
                err(f"{nid}: whitespace at span edge {v!r}")
            if "\n" in v:
                err(f"{nid}: newline inside span {v!r}")
            if v[0] in BAD_START or v[-1] in BAD_END:
                err(f"{nid}: punctuation at span edge {v!r}")
            if v.endswith(".") and not re.search(r"(^|[\s.])[A-Za-z]\.$|\b(St|Co|Dr|Jr)\.$", v):
                err(f"{nid}: trailing full stop {v!r}")
            if v.startswith("(") != (")" in v) and typ in ("PHONE", "FAX"):
                err(f"{nid}: unbalanced bracket {v!r}")
            if v.endswith(")") and "(" not in v:
                err(f"{nid}: trailing bracket {v!r}")
            if lab == "NAME" and v.endswith("'s"):
                err(f"{nid}: possessive inside name {v!r}")
            if en < len(text) and st > 0 and text[st - 1].isalnum() and v[0].isalnum() and typ not in ("AGE",):
                err(f"{nid}: span starts mid-token {v!r}")
            by_type[typ] += 1
            by_label[lab] += 1
    if len(notes) < MIN_NOTES:
        err(f"only {len(notes)} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        err(f"only {nspans} spans (< {MIN_SPANS})")
    for t in TYPE2LABEL:
        if by_type[t] < MIN_PER_TYPE:
            err(f"type {t} appears {by_type[t]} times (< {MIN_PER_TYPE})")
    for e in errors[:50]:
        print("ERROR:", e, file=sys.stderr)
    if "--markdown" in sys.argv:
        print(f"Notes: {len(notes)}  Spans: {nspans}\n")
        print("| locale | notes |\n|---|---|")
        for k in sorted(LOCALES, key=lambda x: -by_loc[x]):
            print(f"| {k} | {by_loc[k]} |")
        print("\n| genre | notes |\n|---|---|")
        for k in sorted(GENRES):
            print(f"| {k} | {by_genre[k]} |")
        print("\n| genre | " + " | ".join(sorted(LOCALES)) + " |\n|---|" + "---|" * len(LOCALES))
        for g in sorted(GENRES):
            print(f"| {g} | " + " | ".join(str(by_lg[(g, l)]) for l in sorted(LOCALES)) + " |")
        print("\n| label | spans |\n|---|---|")
        for l in TABLE:
            print(f"| {l} | {by_label[l]} |")
        print("\n| label | type | spans |\n|---|---|---|")
        for l, ts in TABLE.items():
            for t in ts:
                print(f"| {l} | {t} | {by_type[t]} |")
    if errors:
        print(f"FAILED: {len(errors)} problem(s)", file=sys.stderr)
        return 1
    if "--markdown" not in sys.argv:
        print(f"OK: {len(notes)} notes, {nspans} spans, {len(by_type)} fine types")
    return 0


if __name__ == "__main__":
    sys.exit(main())
