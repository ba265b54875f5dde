"""Validator for dev72_en/notes.jsonl. Exits non-zero on any problem; prints counts per label and type."""
import collections
import ipaddress
import json
import os
import re
import sys

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
MIN_NOTES, MIN_SPANS = 320, 8000
INITIALS_END = re.compile(r"(?:^|[^A-Za-z])[A-Za-z]\.$")
FICTIONAL_PHONE = [
    re.compile(r"^(1)?\d{3}55501\d\d$"),                        # US 555-0100..0199
    re.compile(r"^(44|0)(207946|113496|161496|117496|121496|131496)0\d{3}$"),  # UK drama ranges
    re.compile(r"^(44|0)7700900\d{3}$"),
    re.compile(r"^(61|0)491570\d{3}$"),                         # AU mobile
    re.compile(r"^0[2378]5550\d{4}$"),                          # AU landline drama range
    re.compile(r"^\d{4,5}$"),                                   # internal pager / bleep
]


def main():
    errs = []
    by_label, by_type = collections.Counter(), collections.Counter()
    ids = set()
    n_notes = n_spans = 0

    def err(nid, msg):
        errs.append(f"{nid}: {msg}")

    with open(PATH, "rb") as f:
        raw = f.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError as e:
        errs.append(f"file is not ASCII: {e}")
    for ln, line in enumerate(raw.decode("ascii", "replace").split("\n"), 1):
        if not line.strip():
            continue
        try:
            o = json.loads(line)
        except json.JSONDecodeError as e:
            errs.append(f"line {ln}: invalid JSON {e}")
            continue
        n_notes += 1
        nid = o.get("id")
        if set(o) != {"id", "text", "spans", "meta"}:
            err(nid, f"keys {sorted(o)}")
        if not isinstance(nid, str) or not re.fullmatch(r"dev72-en-\d{4}", nid):
            err(nid, "bad id")
        if nid in ids:
            err(nid, "duplicate id")
        ids.add(nid)
        text = o.get("text", "")
        if not isinstance(text, str) or not text:
            err(nid, "empty text")
            continue
        if any(ord(ch) > 126 or (ord(ch) < 32 and ch != "\n") for ch in text):
            err(nid, "non-ASCII or control character in text")
        m = o.get("meta", {})
        if m.get("language") != "en" or m.get("source") != "dev72-en" or not all(m.get(k) for k in ("genre", "locale", "layout")):
            err(nid, f"bad meta {m}")
        prev_end = -1
        for s in o.get("spans", []):
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(nid, f"span keys {sorted(s)}")
                continue
            a, b, t, lab = s["start"], s["end"], s["type"], s["label"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(nid, f"bad offsets {s}")
                continue
            v = text[a:b]
            if v != s["text"]:
                err(nid, f"offset text mismatch {v!r} != {s['text']!r}")
            if t not in LABEL:
                err(nid, f"unknown type {t}")
            elif LABEL[t] != lab:
                err(nid, f"label {lab} does not match type {t}")
            by_label[lab] += 1
            by_type[t] += 1
            if a < prev_end:
                err(nid, f"overlapping or unsorted span at {a}")
            prev_end = b
            if v != v.strip() or "\n" in v or "\t" in v:
                err(nid, f"whitespace at edge or newline inside {v!r}")
            first, last = v[0], v[-1]
            if not first.isalnum() and not (first in "(+" and t in ("PHONE", "FAX")):
                err(nid, f"span starts with punctuation {v!r}")
            if not last.isalnum() and not (last == "." and INITIALS_END.search(v)):
                err(nid, f"span ends with punctuation {v!r}")
            before = text[a - 1] if a > 0 else " "
            after = text[b] if b < len(text) else " "
            # word / number cut
            age_ok_b = t == "AGE" and first.isdigit() and before.isalpha()
            age_ok_a = t == "AGE" and last.isdigit() and after.isalpha()
            if before.isalnum() and first.isalnum() and not age_ok_b:
                err(nid, f"span cuts a word at start {text[max(0, a - 5):b]!r}")
            if after.isalnum() and last.isalnum() and not age_ok_a:
                err(nid, f"span cuts a word at end {text[a:b + 5]!r}")
            if last == "." and after.isalnum():
                err(nid, f"abbreviation dot glued to text {v!r}")
            # fictional-range checks
            if t in ("PHONE", "FAX"):
                digits = re.sub(r"\D", "", re.split(r"\s*(?:ext\.?|x)\s*\d+$", v)[0])
                if not any(p.match(digits) for p in FICTIONAL_PHONE):
                    err(nid, f"phone not in a fictional range {v!r}")
            if t == "EMAIL" and not re.search(r"@([a-z0-9-]+\.)*example\.(com|org|net)$", v.lower()):
                err(nid, f"email not on example domain {v!r}")
            if t == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", v.lower()):
                err(nid, f"url not on example domain {v!r}")
            if t == "IPADDR":
                try:
                    if not ipaddress.ip_address(v).is_private:
                        err(nid, f"IP not private {v!r}")
                except ValueError:
                    err(nid, f"bad IP {v!r}")
            if t == "SSN" and re.fullmatch(r"\d{3}-\d{2}-\d{4}", v) and not v.startswith("9"):
                err(nid, f"SSN outside 9xx area {v!r}")
    missing = sorted(set(LABEL) - set(by_type))
    if missing:
        errs.append(f"types never used: {missing}")
    if n_notes < MIN_NOTES:
        errs.append(f"only {n_notes} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        errs.append(f"only {n_spans} spans (< {MIN_SPANS})")

    print(f"notes: {n_notes}   spans: {n_spans}   types used: {len(by_type)}/29")
    print("by label:")
    for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
        print(f"  {k:<12}{v:>6}")
    print("by type:")
    for k in LABEL:
        print(f"  {k:<16}{LABEL[k]:<12}{by_type.get(k, 0):>6}")
    if errs:
        print(f"\n{len(errs)} PROBLEM(S):")
        for e in errs[:60]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
