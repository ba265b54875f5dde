"""Validate bench/dev2_en/notes.jsonl against the guideline's span rules; print counts."""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
GENRES = {"admission_note", "progress_note_soap", "icu_daily_note", "ed_triage_and_note", "discharge_summary",
          "discharge_letter_uk", "gp_referral_uk", "outpatient_clinic_letter_uk", "cardiology_consult",
          "oncology_note", "labour_and_delivery_note", "operative_report", "anaesthesia_record", "radiology_report",
          "pathology_report", "endoscopy_report", "nursing_shift_handover", "physiotherapy_note", "dietitian_note",
          "mental_health_assessment", "safeguarding_or_social_care_note", "pharmacy_medication_review",
          "patient_email_or_portal_message", "clinical_question_forum", "insurance_or_legal_correspondence",
          "death_certificate_and_bereavement_note", "vaccination_record", "dental_note"}
OPEN_PUNCT = "\"'([{<,;:.!?"
CLOSE_PUNCT = "\"')]}>,;:!?"


def edge_ok(s):
    """No whitespace at the edges; no surrounding punctuation (inside punctuation is fine)."""
    if s != s.strip():
        return "whitespace edge"
    if s[0] in OPEN_PUNCT and not (s[0] == "(" and ")" in s) and not (s[0] == "#" ):
        return "leading punctuation"
    if s[-1] in CLOSE_PUNCT and not (s[-1] == ")" and "(" in s):
        return "trailing punctuation"
    if s[-1] == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$|\b(St|Jr|Sr|Co|Inc|Ltd)\.$", s):
        return "trailing full stop"
    return None


def main():
    errs = []
    ids = set()
    by_label, by_type, by_genre_notes, by_genre_spans, by_locale = (collections.Counter() for _ in range(5))
    n_notes = n_spans = 0
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            o = json.loads(line)
            n_notes += 1
            nid = o["id"]
            if nid in ids:
                errs.append(f"{nid}: duplicate id")
            ids.add(nid)
            meta = o["meta"]
            for k, v in (("source", "dev2-en"), ("language", "en"), ("license", "CC0-1.0")):
                if meta.get(k) != v:
                    errs.append(f"{nid}: meta {k}={meta.get(k)!r}")
            if meta.get("genre") not in GENRES:
                errs.append(f"{nid}: bad genre {meta.get('genre')}")
            if meta.get("locale") not in ("US", "UK"):
                errs.append(f"{nid}: bad locale")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", meta.get("note_date", "")):
                errs.append(f"{nid}: bad note_date")
            text = o["text"]
            prev_end = -1
            prev_start = -1
            for sp in o["spans"]:
                n_spans += 1
                s, e, t = sp["start"], sp["end"], sp["type"]
                if t not in TYPE_LABEL:
                    errs.append(f"{nid}: unknown type {t}")
                    continue
                if sp["label"] != TYPE_LABEL[t]:
                    errs.append(f"{nid}: label {sp['label']} != {TYPE_LABEL[t]} for {t}")
                if sp.get("orig_label") != t:
                    errs.append(f"{nid}: orig_label != type")
                if not (0 <= s < e <= len(text)):
                    errs.append(f"{nid}: bad offsets {s}-{e}")
                    continue
                if text[s:e] != sp["text"]:
                    errs.append(f"{nid}: text mismatch {text[s:e]!r} vs {sp['text']!r}")
                if s < prev_start:
                    errs.append(f"{nid}: spans not sorted at {s}")
                if s < prev_end:
                    errs.append(f"{nid}: overlap at {s}")
                prev_end, prev_start = e, s
                why = edge_ok(sp["text"])
                if why:
                    errs.append(f"{nid}: {why}: {sp['text']!r} ({t})")
                # a span must not cut a word in half
                if s > 0 and text[s - 1].isalnum() and text[s].isalnum() and t != "AGE":
                    errs.append(f"{nid}: span starts mid-word: {text[max(0, s-8):e]!r} ({t})")
                if e < len(text) and text[e - 1].isalnum() and text[e].isalnum() and t not in ("AGE",):
                    errs.append(f"{nid}: span ends mid-word: {text[s:e+8]!r} ({t})")
                by_label[sp["label"]] += 1
                by_type[t] += 1
                by_genre_spans[meta["genre"]] += 1
            by_genre_notes[meta["genre"]] += 1
            by_locale[meta["locale"]] += 1
    print(f"notes: {n_notes}   spans: {n_spans}   locales: {dict(by_locale)}")
    print("\nper label:")
    for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
        print(f"  {k:<12}{v:>6}")
    print("\nper type:")
    for k in TYPE_LABEL:
        print(f"  {k:<16}{by_type.get(k, 0):>6}")
    print("\nper genre (notes / spans):")
    for g in sorted(by_genre_notes):
        print(f"  {g:<42}{by_genre_notes[g]:>4}{by_genre_spans[g]:>7}")
    missing = [t for t in TYPE_LABEL if by_type.get(t, 0) == 0]
    if missing:
        errs.append(f"types never used: {missing}")
    if n_notes < 260 or n_spans < 5000:
        errs.append("size below target (260 notes / 5000 spans)")
    if errs:
        print(f"\n{len(errs)} ERRORS")
        for x in errs[:80]:
            print("  " + x)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
