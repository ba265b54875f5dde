"""Validate bench/dev83_en/notes.jsonl; exit non-zero on any problem and print counts.

    cd bench/dev83_en && python3.11 build/check.py
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 15
EX_DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]

# Unannotated clinical material that must be present in quantity (hard negatives).
NEG_PATTERNS = {
    "lab/vital with unit": r"\b\d+(?:\.\d+)? ?(?:mg/dL|mmol/L|K/uL|g/dL|ng/mL|U/L|mL/min|mm/hr|mmHg|bpm|kg/m2|pg/mL|ms|lb|cm H2O)\b",
    "blood pressure": r"\b(?:BP|bp) ?:? \d{2,3}/\d{2,3}\b",
    "drug dose": r"\b[a-z][a-z-]+ \d+(?:\.\d+)? ?(?:mg|units|mcg|g)\b",
    "sig": r"\b(?:BID|TID|qHS|qhs|bid|daily|weekly|q2 weeks)\b",
    "score/scale": r"\b(?:PHQ-9|PHQ-2|GAD-7|AUDIT-C|Epworth|CHA2DS2-VASc|HAS-BLED|DAS28|CDAI|IPSS|MoCA|Mallampati|STOP-BANG|Boston Bowel|Gleason|Kellgren|NYHA|MIDAS|phq9|gad7|das28|ipss|ess|bbps)\b",
    "ICD-10": r"\b[A-Z]\d\d\.\d{1,4}[A-Z]?\b|\b[a-z]\d\d\.\d{1,4}\b",
    "CPT/CDT": r"\b(?:CPT|CDT|cpt) [A-Z]?\d{4,5}\b",
    "eponym": r"\b(?:Parkinson|Foley|Babinski|Homans|Tinel|Phalen|Baker|Bell|Raynaud|Alzheimer|Hashimoto|Murphy|Romberg|Cushing|Hodgkin|Kernig|Trendelenburg|Graves|Lachman|McMurray|Charcot|Kussmaul|Barrett|Peyronie|Sjogren|Schober|Heberden|Weber|Rinne|Cheyne-Stokes|Guillain-Barre|lachman|mcmurray|raynaud|weber|foley)\b",
    "time of day": r"\b\d{1,2}:\d{2}\b",
    "duration": r"\b\d+ (?:days|weeks|months|years|minutes|min|hours|h|mo|years)\b",
    "role without name": r"\b(?:the nurse|charge nurse|attending|PCP|on-call|resident|fellow|pharmacist|the scribe|dietitian|technologist|hygienist|interpreter|case manager|front desk|anesthesia team|social worker)\b",
    "name-word as word": r"\b(?:will|rose|best|page|wise|small|church|hope|long|short|strong|young|green|cook|joy|faith|grace|frost)\b",
}


def fail(errs, msg):
    errs.append(msg)


def main():
    errs = []
    notes = [json.loads(line) for line in open(PATH, encoding="ascii")]
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    layouts = collections.Counter()
    negs = collections.Counter()
    lower_notes = 0
    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        if nid != f"dev83-en-{i:04d}":
            fail(errs, f"bad id {nid} at line {i}")
        if set(n) != {"id", "text", "spans", "meta"}:
            fail(errs, f"{nid}: keys {sorted(n)}")
        m = n["meta"]
        if m.get("language") != "en" or m.get("source") != "dev83-en" or not m.get("genre") or not m.get("locale") or not m.get("layout"):
            fail(errs, f"{nid}: bad meta {m}")
        genres[m.get("genre")] += 1
        layouts[m.get("layout")] += 1
        t = n["text"]
        if not t.isascii():
            fail(errs, f"{nid}: non-ASCII text")
        if any(ord(c) < 32 and c not in "\n" for c in t):
            fail(errs, f"{nid}: control character in text")
        if t == t.lower():
            lower_notes += 1
        prev_end = -1
        covered = []
        for s in n["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                fail(errs, f"{nid}: span keys {sorted(s)}")
                continue
            a, b, ty, v = s["start"], s["end"], s["type"], s["text"]
            types[ty] += 1
            labels[s["label"]] += 1
            where = f"{nid} [{a}:{b}] {ty} {v!r}"
            if ty not in LABELS:
                fail(errs, f"{where}: unknown type")
            elif s["label"] != LABELS[ty]:
                fail(errs, f"{where}: label {s['label']} != {LABELS[ty]}")
            if not (0 <= a < b <= len(t)) or t[a:b] != v:
                fail(errs, f"{where}: offsets do not match text")
                continue
            if a < prev_end:
                fail(errs, f"{where}: overlaps or out of order")
            prev_end = b
            covered.append((a, b))
            if v != v.strip() or "\n" in v:
                fail(errs, f"{where}: whitespace at edge or newline")
            if not (v[0].isalnum() or (v[0] in "(+" and v[0] != "(" or ")" in v)):
                fail(errs, f"{where}: starts with punctuation")
            last = v[-1]
            if not last.isalnum():
                ok = (last == ")" and "(" in v) or (last == "." and re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", v))
                if not ok:
                    fail(errs, f"{where}: ends with punctuation")
            before = t[a - 1] if a > 0 else " "
            after = t[b] if b < len(t) else " "
            if (before.isdigit() and v[0].isdigit()) or (before.isalpha() and v[0].isalpha()) or \
               (after.isdigit() and last.isdigit()) or (after.isalpha() and last.isalpha()):
                fail(errs, f"{where}: cuts a word or number ({before!r}..{after!r})")
            if ty == "AGE" and after.isalpha() and not re.match(r"(?i)(yo|f|m)\b", t[b:b + 3]):
                fail(errs, f"{where}: age glued to {t[b:b + 3]!r}")
            # fictional contact data only
            digits = re.sub(r"\D", "", v)
            if ty in ("PHONE", "FAX") and len(digits) >= 7 and not re.search(r"55501\d\d", digits):
                fail(errs, f"{where}: phone outside 555-01xx")
            if ty in ("PHONE", "FAX") and len(digits) < 4:
                fail(errs, f"{where}: too few digits for a phone")
            if ty == "EMAIL":
                dom = v.rsplit("@", 1)[-1].lower()
                if "@" not in v or not (dom in EX_DOMAINS or dom.endswith(tuple("." + d for d in EX_DOMAINS))):
                    fail(errs, f"{where}: e-mail not on example domains")
            if ty == "URL":
                host = re.sub(r"^https?://", "", v.lower()).split("/")[0]
                if not (host in EX_DOMAINS or host.endswith(tuple("." + d for d in EX_DOMAINS))):
                    fail(errs, f"{where}: URL not on example domains")
            if ty == "IPADDR":
                try:
                    addr = ipaddress.ip_address(v)
                    if not any(addr in net for net in PRIVATE):
                        fail(errs, f"{where}: IP not private")
                except ValueError:
                    fail(errs, f"{where}: not an IP")
            if ty == "SSN" and not re.fullmatch(r"9\d\d-\d\d-\d{4}", v):
                fail(errs, f"{where}: SSN not in 9xx area")
        # contact-like strings outside spans
        def inside(x, y):
            return any(p <= x and y <= q for p, q in covered)
        for rx, what in ((r"\b\d{3}-\d{2}-\d{4}\b", "SSN-like"), (r"[\w.+-]+@[\w.-]+\w", "e-mail"),
                         (r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", "IP"), (r"555[-. ]01\d\d", "phone"),
                         (r"(?:https?://|www\.)\S*[A-Za-z0-9]|\bexample\.(?:com|org|net)(?:/\S*[A-Za-z0-9])?", "URL")):
            for mm in re.finditer(rx, t):
                if not inside(mm.start(), mm.end()):
                    fail(errs, f"{nid}: unannotated {what} {mm.group()!r}")
        # hard negatives outside spans
        for name, rx in NEG_PATTERNS.items():
            for mm in re.finditer(rx, t):
                if not any(p < mm.end() and mm.start() < q for p, q in covered):
                    negs[name] += 1

    total = sum(types.values())
    if len(notes) < MIN_NOTES:
        fail(errs, f"only {len(notes)} notes")
    if total < MIN_SPANS:
        fail(errs, f"only {total} spans")
    for ty in LABELS:
        if types[ty] < MIN_PER_TYPE:
            fail(errs, f"type {ty}: {types[ty]} spans (< {MIN_PER_TYPE})")
    if len(genres) < 10:
        fail(errs, f"only {len(genres)} genres")
    for g, c in genres.items():
        if not 25 <= c <= 45:
            fail(errs, f"genre {g} has {c} notes")
    frac = lower_notes / max(1, len(notes))
    if not 0.12 <= frac <= 0.28:
        fail(errs, f"lower-case notes {frac:.2f} outside 0.12-0.28")
    for name, c in negs.items():
        if c < 100:
            fail(errs, f"hard negative '{name}': only {c}")
    for name in NEG_PATTERNS:
        if name not in negs:
            fail(errs, f"hard negative '{name}': none")

    print(f"notes: {len(notes)}   spans: {total}   lower-case notes: {lower_notes} ({frac:.0%})")
    print("per label:", dict(sorted(labels.items())))
    print("per type:")
    for ty in LABELS:
        print(f"  {ty:<15}{types[ty]:>6}")
    print("genres:", dict(sorted(genres.items())))
    print("layouts:", dict(sorted(layouts.items())))
    print("hard negatives (unannotated matches):", dict(negs))
    if errs:
        print(f"\n{len(errs)} problem(s):")
        for e in errs[:60]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
