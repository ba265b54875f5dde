"""Validate bench/dev136_en/notes.jsonl and print counts.  Exit 1 on any failure."""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> coarse label, as in docs/annotation_guideline.md
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SHORT_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_GENRE_NOTES = 330, 600, 8000, 15, 10, 30
EDGE_PUNCT = set(",;:()[]{}\"'!?")


def main():
    errors = []
    raw = open(PATH, "rb").read()
    notes = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    type_c, label_c, genre_c, country_c = (collections.Counter() for _ in range(4))
    n_spans, n_lower, total_chars, glued = 0, 0, 0, 0
    for k, nt in enumerate(notes, 1):
        nid = nt.get("id")
        if nid != f"dev136-{k:04d}":
            errors.append(f"{nid}: id out of order (expected dev136-{k:04d})")
        if set(nt) != {"id", "text", "spans", "meta"}:
            errors.append(f"{nid}: bad keys {sorted(nt)}")
        text, meta = nt["text"], nt["meta"]
        total_chars += len(text)
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev136-en":
            errors.append(f"{nid}: bad meta {meta}")
        genre_c[meta["genre"]] += 1
        country_c[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errors.append(f"{nid}: marked lowercase but has upper case")
        elif text == text.lower():
            errors.append(f"{nid}: not marked lowercase but all lower case")
        prev_end = -1
        for sp in sorted(nt["spans"], key=lambda s: (s["start"], s["end"])):
            s, e, t = sp["start"], sp["end"], sp["type"]
            val = text[s:e]
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errors.append(f"{nid}: bad span keys {sorted(sp)}")
            if t not in TYPES or sp["label"] != TYPES[t]:
                errors.append(f"{nid}: bad type/label {sp['label']}/{t}")
            if not (0 <= s < e <= len(text)) or val != sp["text"]:
                errors.append(f"{nid}: span text mismatch {sp}")
            if s < prev_end:
                errors.append(f"{nid}: overlapping span at {s}")
            prev_end = max(prev_end, e)
            if val != val.strip():
                errors.append(f"{nid}: whitespace at span edge {val!r}")
            lead_ok = t in ("PHONE", "FAX") and val.startswith("(") and ")" in val
            if val and ((val[0] in EDGE_PUNCT and not lead_ok) or val[-1] in EDGE_PUNCT):
                errors.append(f"{nid}: punctuation at span edge {val!r}")
            if t != "AGE" and ((s > 0 and text[s - 1].isalnum()) or (e < len(text) and text[e].isalnum())):
                glued += 1
            # fictional-contact rules
            if t in ("PHONE", "FAX") and "555" not in val:
                errors.append(f"{nid}: phone/fax without 555: {val}")
            if t == "EMAIL" and not re.search(r"@([a-z0-9.-]+\.)?example\.(com|org|net)$", val, re.I):
                errors.append(f"{nid}: email not at example domain: {val}")
            if t == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|\?|$)", val, re.I):
                errors.append(f"{nid}: url not at example domain: {val}")
            if t == "IPADDR" and not ipaddress.ip_address(val).is_private:
                errors.append(f"{nid}: non-private IP {val}")
            if t == "SSN" and not re.match(r"^(9|000|qq)", val, re.I):
                errors.append(f"{nid}: SSN-shaped value not starting with 9/000/QQ: {val}")
            type_c[t] += 1
            label_c[sp["label"]] += 1
            n_spans += 1

    n = len(notes)
    avg = total_chars / max(n, 1)
    short = avg < 600
    need_notes = MIN_SHORT_NOTES if short else MIN_NOTES
    if n < need_notes:
        errors.append(f"only {n} notes (need {need_notes})")
    if n_spans < MIN_SPANS:
        errors.append(f"only {n_spans} spans (need {MIN_SPANS})")
    for t in TYPES:
        if type_c[t] < MIN_TYPE:
            errors.append(f"type {t} has {type_c[t]} spans (need {MIN_TYPE})")
    big = [g for g, c in genre_c.items() if c >= MIN_GENRE_NOTES]
    if len(big) < MIN_GENRES:
        errors.append(f"only {len(big)} genres with >= {MIN_GENRE_NOTES} notes")
    share = n_lower / max(n, 1)
    if not 0.14 <= share <= 0.19:
        errors.append(f"lowercase share {share:.3f} not about 1/6")

    print(f"notes: {n}   spans: {n_spans}   mean chars/note: {avg:.0f}   spans/note: {n_spans / max(n, 1):.1f}")
    print(f"lowercase: {n_lower} ({share:.1%})")
    print("countries: " + ", ".join(f"{c} {v}" for c, v in sorted(country_c.items())))
    print("genres:")
    for g, c in sorted(genre_c.items()):
        print(f"  {g:32s} {c}")
    print("labels: " + ", ".join(f"{l} {c}" for l, c in sorted(label_c.items())))
    print("types:")
    for t in TYPES:
        print(f"  {t:16s} {type_c[t]}")
    print(f"smallest type: {min(type_c[t] for t in TYPES)}")
    print(f"spans glued to a letter/digit (non-AGE, informational): {glued}")
    print(f"md5: {hashlib.md5(raw).hexdigest()}")
    if errors:
        print(f"FAILED: {len(errors)} problems")
        for e in errors[:40]:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
