"""Validate bench/dev30_en/notes.jsonl. Exit non-zero on any problem. --markdown prints count tables."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 300, 8000, 5
# label table of docs/annotation_guideline.md
TABLE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"], "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: l for l, ts in TABLE.items() for t in ts}
BAD_EDGE = set(",;:!?\"'()[]{}<>")
OK_END_DOT = re.compile(r"(\b[A-Z]\.|Inc\.|Co\.|Corp\.|Ltd\.|St\.|Ave\.|Jr\.)$")
# span texts that must be annotated wherever they recur (consistency check)
RECHECK_SKIP = {"PROFESSION", "AGE"}


def main():
    md = "--markdown" in sys.argv
    errs = []
    notes = 0
    by_type, by_label = collections.Counter(), collections.Counter()
    by_loc, by_genre, by_lg = collections.Counter(), collections.Counter(), collections.Counter()
    ids = set()
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                errs.append(f"line {ln}: bad json {e}")
                continue
            notes += 1
            rid = rec.get("id")
            if rid in ids:
                errs.append(f"{rid}: duplicate id")
            ids.add(rid)
            text = rec["text"]
            meta = rec.get("meta", {})
            if meta.get("source") != "dev30-en":
                errs.append(f"{rid}: meta.source {meta.get('source')!r}")
            if meta.get("language") != "en":
                errs.append(f"{rid}: meta.language")
            by_loc[meta.get("locale")] += 1
            by_genre[meta.get("genre")] += 1
            by_lg[(meta.get("genre"), meta.get("locale"))] += 1
            prev_end = -1
            prev_start = -1
            covered = [False] * len(text)
            for s in rec["spans"]:
                st, en, lab, typ = s["start"], s["end"], s["label"], s["type"]
                where = f"{rid} [{st}:{en}] {typ} {text[st:en]!r}"
                if not (0 <= st < en <= len(text)):
                    errs.append(f"{where}: bad offsets")
                    continue
                if text[st:en] != s.get("text"):
                    errs.append(f"{where}: text mismatch {s.get('text')!r}")
                if st < prev_start:
                    errs.append(f"{where}: not sorted")
                if st < prev_end:
                    errs.append(f"{where}: overlaps previous span")
                prev_start, prev_end = st, max(prev_end, en)
                v = text[st:en]
                if v != v.strip():
                    errs.append(f"{where}: leading/trailing whitespace")
                if TYPE2LABEL.get(typ) != lab:
                    errs.append(f"{where}: label {lab} inconsistent with type")
                if v[0] in BAD_EDGE and not (v[0] == "(" and ")" in v):
                    errs.append(f"{where}: starts with punctuation")
                if v[-1] in BAD_EDGE and not (v[-1] == ")" and "(" in v):
                    errs.append(f"{where}: ends with punctuation")
                if v.endswith(".") and not OK_END_DOT.search(v):
                    errs.append(f"{where}: ends with a full stop")
                if st > 0 and text[st - 1].isalnum():
                    errs.append(f"{where}: starts inside a word")
                if en < len(text) and text[en].isalnum() and typ != "AGE":
                    errs.append(f"{where}: ends inside a word")
                for k in range(st, en):
                    covered[k] = True
                by_type[typ] += 1
                by_label[lab] += 1
            # every occurrence: a value annotated once must be annotated wherever it recurs
            seen = {s["text"] for s in rec["spans"] if s["type"] not in RECHECK_SKIP and len(s["text"]) >= 4
                    and not (s["type"] == "DATE" and len(s["text"]) < 6)}
            for v in seen:
                for m in re.finditer(r"(?<![\w@./-])" + re.escape(v) + r"(?![\w@-]|\.\w)", text):
                    if not all(covered[m.start():m.end()]):
                        errs.append(f"{rid}: unannotated recurrence of {v!r} at {m.start()}")
    total = sum(by_type.values())
    if notes < MIN_NOTES:
        errs.append(f"only {notes} notes (< {MIN_NOTES})")
    if total < MIN_SPANS:
        errs.append(f"only {total} spans (< {MIN_SPANS})")
    for t in TYPE2LABEL:
        if by_type[t] < MIN_PER_TYPE:
            errs.append(f"type {t} occurs {by_type[t]} times (< {MIN_PER_TYPE})")
    if md:
        print(f"**Notes:** {notes}  **Spans:** {total}\n")
        print("| locale | notes |\n|---|---:|")
        for k, n in sorted(by_loc.items()):
            print(f"| {k} | {n} |")
        locs = sorted(by_loc)
        print("\n| genre | " + " | ".join(locs) + " | total |\n|---|" + "---:|" * (len(locs) + 1))
        for g in sorted(by_genre):
            print(f"| {g} | " + " | ".join(str(by_lg[(g, l)]) for l in locs) + f" | {by_genre[g]} |")
        print("\n| label | spans |\n|---|---:|")
        for l in TABLE:
            print(f"| {l} | {by_label[l]} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for l, ts in TABLE.items():
            for t in ts:
                print(f"| {l} | {t} | {by_type[t]} |")
    for e in errs[:200]:
        print("ERROR:", e, file=sys.stderr)
    if errs:
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print(f"OK: {notes} notes, {total} spans, {len(by_type)} types", file=sys.stderr)


if __name__ == "__main__":
    main()
