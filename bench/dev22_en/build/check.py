"""Validate /work/main/bench/dev22_en/notes.jsonl.  Exits non-zero on any problem.

    python3 build/check.py              # validate
    python3 build/check.py --markdown   # validate and print count tables
    python3 build/check.py OTHER.jsonl  # validate another file
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type table of docs/annotation_guideline.md
TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in TYPES.items() for t in ts}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 440, 12000, 5
BAD_EDGE = set(",;:!?\"'`([{")
BAD_END = set(",;:!?\"'`([{")
# types whose every other whole-word occurrence in the same note must also be covered by a span
# (occupations are common nouns that may also name a clinician's or third party's role, so PROFESSION is exempt)
COVER_TYPES = set(TYPE2LABEL) - {"AGE", "LOCATION_OTHER", "STATE", "PROFESSION"}


def pool_names():
    sys.path.insert(0, HERE)
    import pools
    out = set()
    for g in pools.GIVEN.values():
        for lst in g.values():
            out.update(x for x in lst if " " not in x)
    for lst in pools.SURNAMES.values():
        out.update(x for x in lst if " " not in x)
    return out


POOL_NAMES = pool_names()


def main(argv):
    problems = []
    recs = []
    paths = [a for a in argv if not a.startswith("--")]
    with open(paths[0] if paths else NOTES, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                problems.append(f"line {ln}: bad JSON ({e})")
    ids = set()
    for r in recs:
        rid = r.get("id")
        if not re.fullmatch(r"dev22-en-\d{4}", str(rid)):
            problems.append(f"{rid}: bad id")
        if rid in ids:
            problems.append(f"{rid}: duplicate id")
        ids.add(rid)
        if set(r) != {"id", "text", "spans", "meta"}:
            problems.append(f"{rid}: unexpected keys {sorted(r)}")
        m = r.get("meta", {})
        if m.get("source") != "dev22-en" or m.get("language") != "en" or not m.get("genre") or not m.get("locale"):
            problems.append(f"{rid}: bad meta {m}")
        text = r["text"]
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        for s in r["spans"]:
            st, en = s["start"], s["end"]
            if set(s) != {"start", "end", "label", "type", "text"}:
                problems.append(f"{rid}: span keys {sorted(s)}")
            if not (0 <= st < en <= len(text)):
                problems.append(f"{rid}: bad offsets {st}-{en}")
                continue
            if text[st:en] != s["text"]:
                problems.append(f"{rid}: text mismatch at {st}: {text[st:en]!r} != {s['text']!r}")
            if st < prev_start:
                problems.append(f"{rid}: spans not sorted at {st}")
            if st < prev_end:
                problems.append(f"{rid}: overlap at {st}")
            prev_start, prev_end = st, max(prev_end, en)
            v = s["text"]
            if v != v.strip():
                problems.append(f"{rid}: whitespace at span edge {v!r}")
            if (v[0] in BAD_EDGE and not (v[0] == "(" and ")" in v)) or v[-1] in BAD_END:
                problems.append(f"{rid}: punctuation at span edge {v!r}")
            if v.endswith(".") and s["type"] not in ("PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION"):
                problems.append(f"{rid}: trailing full stop {v!r}")
            if v.count("(") != v.count(")"):
                problems.append(f"{rid}: unbalanced brackets {v!r}")
            if v.endswith("'s") and s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                problems.append(f"{rid}: possessive inside name {v!r}")
            if s["type"] not in TYPE2LABEL:
                problems.append(f"{rid}: unknown type {s['type']}")
            elif TYPE2LABEL[s["type"]] != s["label"]:
                problems.append(f"{rid}: label {s['label']} does not match type {s['type']}")
            # span must not cut a word in half
            if st > 0 and text[st - 1].isalnum() and text[st].isalnum() and s["type"] not in ("AGE",):
                problems.append(f"{rid}: span starts inside a word {text[max(0, st - 5):en]!r}")
            if en < len(text) and text[en].isalnum() and text[en - 1].isalnum() and s["type"] not in ("AGE",):
                problems.append(f"{rid}: span ends inside a word {text[st:en + 5]!r}")
            for i in range(st, en):
                covered[i] = True
        # every occurrence: other whole-word occurrences of a span's text must be covered too
        seen = set()
        for s in r["spans"]:
            v = s["text"]
            if s["type"] not in COVER_TYPES or len(v) < 3 or v in seen:
                continue
            seen.add(v)
            for mm in re.finditer(r"(?<![\w])" + re.escape(v) + r"(?![\w])", text):
                if not all(covered[mm.start():mm.end()]):
                    problems.append(f"{rid}: unannotated occurrence of {v!r} ({s['type']}) at {mm.start()}")
                    break
        # names from the build's own pools must never appear outside a span
        for mm in re.finditer(r"[A-Z][A-Za-z'\-]{2,}", text):
            if mm.group() in POOL_NAMES and not covered[mm.start()]:
                problems.append(f"{rid}: pool name {mm.group()!r} outside any span at {mm.start()}")
    n_notes = len(recs)
    n_spans = sum(len(r["spans"]) for r in recs)
    by_type = collections.Counter(s["type"] for r in recs for s in r["spans"])
    by_label = collections.Counter(s["label"] for r in recs for s in r["spans"])
    if n_notes < MIN_NOTES:
        problems.append(f"only {n_notes} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        problems.append(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPE2LABEL:
        if by_type[t] < MIN_PER_TYPE:
            problems.append(f"type {t} appears {by_type[t]} times (< {MIN_PER_TYPE})")

    if "--markdown" in argv:
        loc = collections.Counter(r["meta"]["locale"] for r in recs)
        gen = collections.Counter(r["meta"]["genre"] for r in recs)
        print(f"Notes: {n_notes}  Spans: {n_spans}\n")
        print("| locale | notes |\n|---|---:|")
        for k, v in sorted(loc.items(), key=lambda x: -x[1]):
            print(f"| {k} | {v} |")
        print("\n| genre | notes |\n|---|---:|")
        for k, v in sorted(gen.items()):
            print(f"| {k} | {v} |")
        print("\n| label | spans |\n|---|---:|")
        for lab in TYPES:
            print(f"| {lab} | {by_label[lab]} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for lab, ts in TYPES.items():
            for t in ts:
                print(f"| {lab} | {t} | {by_type[t]} |")
        print()
    if problems:
        for p in problems[:200]:
            print("PROBLEM:", p, file=sys.stderr)
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"OK: {n_notes} notes, {n_spans} spans, all {len(TYPE2LABEL)} types present", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
