"""Validate bench/dev_en/notes.jsonl and print counts."""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import TYPE2LABEL  # noqa: E402

GENRES = {"discharge_summary", "history_and_physical", "progress_note", "ed_note", "icu_flowsheet_note", "radiology_report",
          "pathology_report", "operative_note", "nursing_note", "referral_letter", "clinic_letter_uk", "telephone_encounter",
          "medication_reconciliation", "problem_list", "patient_portal_message", "short_clinical_question", "social_work_note",
          "physical_therapy_note", "psychiatry_note", "obstetric_note", "pediatric_well_visit", "home_health_visit",
          "death_summary", "medicolegal_report_uk"}
LEAD_BAD = set("\"'([{,;:.!?-/")
TRAIL_BAD = set("\"')]},;:!?-/")
ABBR_OK = re.compile(r"(\b[A-Za-z]\.|\b(St|Jr|Sr|Inc|Co|Ave|Rd|Dr|Blvd|Ln|Ct|Pl|Ltd|Mt)\.)$")
TITLES = re.compile(r"^(Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s")
CREDS = re.compile(r",?\s(MD|RN|DO|NP|PA-C|MBBS|FRCP|PharmD)$")


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "notes.jsonl")
    errors = []
    by_label, by_type, by_genre, spans_genre, locs = (collections.Counter() for _ in range(5))
    ids = set()
    n = 0
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            n += 1
            nid, text, meta = rec["id"], rec["text"], rec["meta"]
            if nid in ids:
                errors.append(f"{nid}: duplicate id")
            ids.add(nid)
            for k, v in {"source": "dev-en", "language": "en", "license": "CC0-1.0"}.items():
                if meta.get(k) != v:
                    errors.append(f"{nid}: meta {k}")
            if meta.get("genre") not in GENRES:
                errors.append(f"{nid}: bad genre {meta.get('genre')}")
            if meta.get("locale") not in ("US", "UK") or not re.fullmatch(r"\d{4}-\d\d-\d\d", meta.get("note_date", "")):
                errors.append(f"{nid}: bad meta locale/date")
            if any(c in text for c in "\x01\x02\x03"):
                errors.append(f"{nid}: marker residue")
            by_genre[meta["genre"]] += 1
            locs[meta["locale"]] += 1
            prev_end = -1
            for s in rec["spans"]:
                st, en, t, lab = s["start"], s["end"], s["type"], s["label"]
                frag = text[st:en]
                where = f"{nid} [{st}:{en}] {t} {frag!r}"
                if frag != s["text"]:
                    errors.append(f"{where}: text mismatch")
                if t not in TYPE2LABEL or TYPE2LABEL[t] != lab or s.get("orig_label") != t:
                    errors.append(f"{where}: label/type")
                if st < prev_end:
                    errors.append(f"{where}: overlap/unsorted")
                prev_end = en
                if not frag or frag != frag.strip():
                    errors.append(f"{where}: whitespace edge")
                    continue
                if frag[0] in LEAD_BAD and not (t in ("PHONE", "FAX") and re.match(r"\(\d{3}\)", frag)):
                    errors.append(f"{where}: leading punctuation")
                if frag[-1] in TRAIL_BAD:
                    errors.append(f"{where}: trailing punctuation")
                if frag[-1] == "." and not ABBR_OK.search(frag):
                    errors.append(f"{where}: trailing full stop")
                if t in ("PATIENT", "DOCTOR", "FAMILY") and (TITLES.search(frag) or CREDS.search(frag)):
                    errors.append(f"{where}: title/credential inside name")
                if st > 0 and text[st - 1].isalnum() and t not in ("PHONE",):
                    errors.append(f"{where}: starts inside a word")
                if en < len(text) and text[en].isalnum() and t != "AGE":
                    errors.append(f"{where}: ends inside a word")
                by_label[lab] += 1
                by_type[t] += 1
                spans_genre[meta["genre"]] += 1
    total = sum(by_type.values())
    print(f"notes: {n}   spans: {total}   locales: {dict(locs)}")
    print("\nper genre (notes / spans):")
    for g in sorted(by_genre):
        print(f"  {g:<28}{by_genre[g]:>4}{spans_genre[g]:>7}")
    print("\nper label:")
    for k, v in by_label.most_common():
        print(f"  {k:<14}{v:>6}")
    print("\nper type:")
    for k, v in sorted(by_type.items(), key=lambda kv: (TYPE2LABEL[kv[0]], -kv[1])):
        print(f"  {TYPE2LABEL[k]:<12}{k:<16}{v:>6}")
    missing = [t for t in TYPE2LABEL if by_type[t] == 0]
    if missing:
        errors.append(f"types without examples: {missing}")
    if missing_g := GENRES - set(by_genre):
        errors.append(f"genres without notes: {sorted(missing_g)}")
    if n < 320:
        errors.append(f"only {n} notes (< 320)")
    if total < 5500:
        errors.append(f"only {total} spans (< 5500)")
    if errors:
        print(f"\n{len(errors)} ERRORS")
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
