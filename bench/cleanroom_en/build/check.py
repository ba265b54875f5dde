#!/usr/bin/env python3
"""Validate bench/cleanroom_en/notes.jsonl and print counts.

Checks: JSON shape, unique ids, text[start:end] == span text, spans sorted and
non-overlapping, no leading/trailing whitespace or outer punctuation, label is
the category of type, orig_label == type, meta fields, coverage targets.
Exit status 1 on any failure.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
RARE = ["SSN", "DEVICE", "VEHICLE", "BIOID", "USERNAME", "IPADDR", "URL", "LICENSE",
        "HEALTHPLAN", "LOCATION_OTHER", "COUNTRY"]
GENRES = ["discharge_summary", "progress_note", "ed_note", "radiology_report", "pathology_report",
          "operative_note", "nursing_note", "referral_letter", "telephone_encounter",
          "medication_reconciliation", "problem_list", "portal_message", "discharge_instructions",
          "consult_note"]
OUTER_PUNCT = set(".,;:!?\"'()[]{}<>")
INITIAL_END = re.compile(r"(^|[\s.])[A-Z]\.$")  # "Maria K.", "J.S." keep their final dot


def main(path=PATH):
    errors = []
    n_notes = 0
    ids = set()
    by_genre = collections.Counter()
    spans_by_genre = collections.Counter()
    by_label = collections.Counter()
    by_type = collections.Counter()
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"line {ln}: bad JSON {e}")
                continue
            n_notes += 1
            rid = rec.get("id")
            if not isinstance(rid, str) or not re.fullmatch(r"cr-\d{4}", rid):
                errors.append(f"line {ln}: bad id {rid!r}")
            if rid in ids:
                errors.append(f"{rid}: duplicate id")
            ids.add(rid)
            text = rec.get("text")
            if not isinstance(text, str) or not text:
                errors.append(f"{rid}: empty text")
                continue
            if any(ch in text for ch in "\x01\x02\x03"):
                errors.append(f"{rid}: marker characters left in text")
            meta = rec.get("meta", {})
            for k, want in (("source", "cleanroom-en"), ("language", "en"), ("license", "CC0-1.0")):
                if meta.get(k) != want:
                    errors.append(f"{rid}: meta.{k}={meta.get(k)!r}")
            if meta.get("genre") not in GENRES:
                errors.append(f"{rid}: unknown genre {meta.get('genre')!r}")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(meta.get("note_date", ""))):
                errors.append(f"{rid}: bad note_date")
            by_genre[meta.get("genre")] += 1
            prev_end = -1
            prev_start = -1
            for sp in rec.get("spans", []):
                s, e, lab, typ = sp.get("start"), sp.get("end"), sp.get("label"), sp.get("type")
                where = f"{rid} [{s}:{e}]"
                if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                    errors.append(f"{where}: bad offsets")
                    continue
                seg = text[s:e]
                if sp.get("text") != seg:
                    errors.append(f"{where}: text mismatch {sp.get('text')!r} vs {seg!r}")
                if typ not in LABEL_OF:
                    errors.append(f"{where}: unknown type {typ!r}")
                elif LABEL_OF[typ] != lab:
                    errors.append(f"{where}: label {lab} != category of {typ}")
                if sp.get("orig_label") != typ:
                    errors.append(f"{where}: orig_label != type")
                if seg != seg.strip():
                    errors.append(f"{where}: whitespace at edge {seg!r}")
                if seg[0] in OUTER_PUNCT and not (seg[0] == "(" and re.match(r"\(\d{3}\)", seg)):
                    errors.append(f"{where}: leading punctuation {seg!r}")
                if seg[-1] in OUTER_PUNCT:
                    ok = seg[-1] == "." and INITIAL_END.search(seg) and typ in ("PATIENT", "DOCTOR", "FAMILY")
                    if not ok:
                        errors.append(f"{where}: trailing punctuation {seg!r}")
                if "\n" in seg:
                    errors.append(f"{where}: newline inside span {seg!r}")
                if s < prev_end:
                    errors.append(f"{where}: overlaps previous span")
                if s < prev_start:
                    errors.append(f"{where}: spans not sorted")
                # a span must not cut a word in half
                if s > 0 and text[s - 1].isalnum() and seg[0].isalnum():
                    errors.append(f"{where}: starts inside a word {text[max(0, s - 5):e]!r}")
                if e < len(text) and text[e].isalnum() and seg[-1].isalnum() and typ != "AGE":
                    errors.append(f"{where}: ends inside a word {text[s:e + 5]!r}")
                prev_end, prev_start = e, s
                by_label[lab] += 1
                by_type[typ] += 1
                spans_by_genre[meta.get("genre")] += 1
    total = sum(by_type.values())
    print(f"notes: {n_notes}   spans: {total}")
    print("\nper genre (notes / spans):")
    for g in GENRES:
        print(f"  {g:<28}{by_genre[g]:>5}{spans_by_genre[g]:>8}")
    print("\nper label:")
    for k, v in by_label.most_common():
        print(f"  {k:<14}{v:>7}")
    print("\nper fine type:")
    for k, v in by_type.most_common():
        print(f"  {k:<16}{v:>7}")
    # coverage targets
    if n_notes < 400:
        errors.append(f"only {n_notes} notes (< 400)")
    if total < 8000:
        errors.append(f"only {total} spans (< 8000)")
    for t in LABEL_OF:
        if by_type[t] == 0:
            errors.append(f"type {t} missing")
    for t in RARE:
        if by_type[t] < 30:
            errors.append(f"rare type {t} only {by_type[t]} (< 30)")
    for g in GENRES:
        if by_genre[g] < 20:
            errors.append(f"genre {g} only {by_genre[g]} notes")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors[:60]:
            print("  " + e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
