"""Validate /work/main/bench/dev70_en/notes.jsonl; exit 1 on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS = 320, 8000
ABBR_END = re.compile(r"(?:^|[\s,])(?:(?:[A-Za-z]\.)+|[A-Za-z]{1,4}\.)$")
PHONE_OK = [
    re.compile(r"555[-. ]?01\d\d\b"),                          # US / Canada fictional 555-01xx
    re.compile(r"^(?:\+44 |0)(?:20 7946 0|113 496 0|161 496 0|117 496 0|131 496 0|7700 900 ?)\d{3}\b"),  # Ofcom drama
    re.compile(r"^(?:\+61 |0)491 ?570 ?\d{3}\b"),               # AU mobile drama range
    re.compile(r"^\(0[2378]\) 5550 \d{4}"),                    # AU landline drama range
]
PAGER = re.compile(r"^\d(?:-\d{4})?$|^\d{4}$")


def cls(ch):
    return "a" if ch.isalpha() else ("d" if ch.isdigit() else None)


def main():
    errs = []
    by_label, by_type = collections.Counter(), collections.Counter()
    ids = set()
    n_notes = 0

    def err(msg):
        errs.append(msg)

    with open(PATH, "rb") as fh:
        raw = fh.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError as e:
        err(f"non-ASCII byte in file: {e}")
    for ln, line in enumerate(raw.decode("ascii", "replace").splitlines(), 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {ln}: bad JSON {e}")
            continue
        n_notes += 1
        rid = rec.get("id")
        if not isinstance(rid, str) or not re.fullmatch(r"dev70-en-\d{4}", rid):
            err(f"line {ln}: bad id {rid!r}")
        if rid in ids:
            err(f"line {ln}: duplicate id {rid}")
        ids.add(rid)
        text = rec.get("text")
        if not isinstance(text, str) or not text:
            err(f"{rid}: missing text")
            continue
        if any(ord(ch) < 32 and ch not in "\n\t" for ch in text) or any(ord(ch) > 126 for ch in text):
            err(f"{rid}: control or non-ASCII character in text")
        meta = rec.get("meta", {})
        for k, v in (("language", "en"), ("source", "dev70-en")):
            if meta.get(k) != v:
                err(f"{rid}: meta.{k} != {v}")
        for k in ("genre", "locale", "layout"):
            if not meta.get(k):
                err(f"{rid}: meta.{k} missing")
        prev_end = -1
        prev_start = -1
        for sp in rec.get("spans", []):
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(sp)}")
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            tag = f"{rid} [{s}:{e}] {typ} {st!r}"
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{tag}: bad offsets")
                continue
            if text[s:e] != st:
                err(f"{tag}: text mismatch {text[s:e]!r}")
            if typ not in CATEGORY:
                err(f"{tag}: unknown type")
            elif CATEGORY[typ] != lab:
                err(f"{tag}: label {lab} != {CATEGORY[typ]}")
            if s < prev_start:
                err(f"{tag}: spans not sorted")
            if s < prev_end:
                err(f"{tag}: overlaps previous span")
            prev_start, prev_end = s, max(prev_end, e)
            if st != st.strip():
                err(f"{tag}: whitespace at edge")
            if "\n" in st or "\r" in st:
                err(f"{tag}: newline inside span")
            first, last = st[0], st[-1]
            if not first.isalnum() and not (first in "(+" and typ in ("PHONE", "FAX")):
                err(f"{tag}: span starts with punctuation")
            if not last.isalnum():
                if not (last == "." and ABBR_END.search(st)):
                    err(f"{tag}: span ends with punctuation")
            if s > 0 and cls(text[s - 1]) and cls(text[s - 1]) == cls(text[s]):
                err(f"{tag}: cuts a word/number at start ({text[s - 1:s + 1]!r})")
            if e < len(text) and cls(text[e]) and cls(text[e]) == cls(text[e - 1]):
                err(f"{tag}: cuts a word/number at end ({text[e - 1:e + 1]!r})")
            # fictional-range checks
            low = st.lower()
            if typ in ("PHONE", "FAX") and not (any(p.search(st) for p in PHONE_OK) or PAGER.match(st)):
                err(f"{tag}: phone/fax not in a fictional range")
            if typ == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", low):
                err(f"{tag}: email not on an example domain")
            if typ == "URL" and not re.search(r"(?:^|[/.])example\.(?:com|org|net)(?:/|$)", low):
                err(f"{tag}: url not on an example domain")
            if typ == "IPADDR":
                m = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", st)
                ok = bool(m) and all(int(x) < 256 for x in m.groups())
                if ok:
                    a, b = int(m.group(1)), int(m.group(2))
                    ok = a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)
                if not ok:
                    err(f"{tag}: IP not in a private range")
            if typ == "SSN" and not (re.fullmatch(r"9\d{2}-?\d{2}-?\d{4}", st) or re.fullmatch(r"qq \d\d \d\d \d\d [a-d]", low)):
                err(f"{tag}: SSN/NI not in a never-issued range")
            by_label[lab] += 1
            by_type[typ] += 1
    missing = sorted(set(CATEGORY) - set(by_type))
    if missing:
        err(f"types never used: {missing}")
    total = sum(by_type.values())
    if n_notes < MIN_NOTES:
        err(f"only {n_notes} notes (< {MIN_NOTES})")
    if total < MIN_SPANS:
        err(f"only {total} spans (< {MIN_SPANS})")

    print(f"notes: {n_notes}   spans: {total}")
    print("by label:")
    for k, v in sorted(by_label.items(), key=lambda kv: -kv[1]):
        print(f"  {k:<12} {v}")
    print("by type:")
    for k, v in sorted(by_type.items(), key=lambda kv: -kv[1]):
        print(f"  {k:<15} {v}")
    if errs:
        print(f"\n{len(errs)} problem(s):")
        for m in errs[:200]:
            print("  " + m)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
