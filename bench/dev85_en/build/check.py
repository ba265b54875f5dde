"""Validate dev85_en/notes.jsonl. Exits non-zero on any problem; prints counts."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# coarse label of every fine type, as in docs/annotation_guideline.md
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
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 15
BAD_START = set(" \t\n\"'[{,.;:!?-)")
BAD_END = set(" \t\n\"',;:!?-([{")
NAMEWORDS = ["hope", "blessing", "precious", "will", "rose", "best", "grace", "faith", "patience", "mercy",
             "comfort", "gift", "favour", "memory", "goodluck", "innocent", "sunday", "lucky", "given", "joy",
             "wisdom", "justice", "charity", "prosper"]

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 60:
        print("ERROR:", msg)


def cut(a, b):
    """True if characters a|b are the same kind of alphanumeric (a span edge inside a word/number)."""
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def main():
    if not os.path.exists(NOTES):
        print("missing", NOTES)
        return 2
    rows = []
    with open(NOTES, "rb") as f:
        raw = f.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError as e:
        err(f"notes.jsonl is not ASCII: {e}")
    for ln, line in enumerate(raw.decode("ascii", "replace").splitlines(), 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"line {ln}: bad JSON {e}")

    type_n = collections.Counter()
    genre_n, loc_n, lay_n = collections.Counter(), collections.Counter(), collections.Counter()
    neg = collections.Counter()
    lower_notes = 0
    over89 = 0
    date_shapes = collections.Counter()
    nameword_names = 0
    seen_ids = set()
    for i, d in enumerate(rows, 1):
        nid = d.get("id")
        if nid != f"dev85-en-{i:04d}":
            err(f"row {i}: id {nid!r} out of sequence")
        if nid in seen_ids:
            err(f"duplicate id {nid}")
        seen_ids.add(nid)
        if set(d) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(d)}")
        t = d.get("text", "")
        m = d.get("meta", {})
        if m.get("source") != "dev85-en" or m.get("language") != "en":
            err(f"{nid}: meta source/language {m}")
        for k in ("genre", "locale", "layout"):
            if not m.get(k):
                err(f"{nid}: meta.{k} missing")
        genre_n[m.get("genre")] += 1
        loc_n[m.get("locale")] += 1
        lay_n[m.get("layout")] += 1
        if not t.isascii():
            err(f"{nid}: text not ASCII")
        if any((ord(ch) < 32 and ch != "\n") or ord(ch) == 127 for ch in t):
            err(f"{nid}: control characters in text")
        if t == t.lower():
            lower_notes += 1
        if m.get("layout") == "terse" and t != t.lower():
            err(f"{nid}: terse note not lower case")
        prev_end = -1
        mask = [False] * len(t)
        for s in d.get("spans", []):
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sorted(s)}")
                continue
            a, b, ty = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err(f"{nid}: bad offsets {a},{b}")
                continue
            v = t[a:b]
            if v != s["text"]:
                err(f"{nid}: span text {s['text']!r} != text[{a}:{b}] {v!r}")
            if ty not in LABEL:
                err(f"{nid}: unknown type {ty}")
                continue
            if s["label"] != LABEL[ty]:
                err(f"{nid}: label {s['label']} for {ty}")
            if a < prev_end:
                err(f"{nid}: spans unsorted/overlapping at {a}")
            prev_end = b
            type_n[ty] += 1
            for k in range(a, b):
                mask[k] = True
            # boundaries
            if "\n" in v:
                err(f"{nid}: newline inside span {v!r}")
            if v[0] in BAD_START or (v[0] == "(" and ")" not in v):
                err(f"{nid}: span starts badly {v!r}")
            if v[-1] in BAD_END or (v[-1] == ")" and "(" not in v):
                err(f"{nid}: span ends badly {v!r}")
            if v[-1] == "." and not re.search(r"(^|[^A-Za-z])[A-Za-z]\.$", v):
                err(f"{nid}: span ends with a full stop {v!r}")
            if a > 0 and cut(t[a - 1], t[a]):
                err(f"{nid}: span cuts a word/number at start {t[max(0, a - 5):b]!r}")
            if b < len(t) and cut(t[b - 1], t[b]):
                err(f"{nid}: span cuts a word/number at end {t[a:b + 5]!r}")
            # fictional contact data
            lv = v.lower()
            if ty in ("PHONE", "FAX") and "555" not in v:
                err(f"{nid}: {ty} outside the 555 block {v!r}")
            if ty == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+-]+@example\.(com|org|net)", lv):
                err(f"{nid}: e-mail not on example domains {v!r}")
            if ty == "URL":
                host = re.sub(r"^https?://", "", lv).split("/")[0].split("?")[0]
                if not re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|org|net)", host):
                    err(f"{nid}: URL not on example domains {v!r}")
            if ty == "IPADDR":
                try:
                    ip = ipaddress.ip_address(v)
                    if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
                        err(f"{nid}: IP not private {v!r}")
                except ValueError:
                    err(f"{nid}: bad IP {v!r}")
            if ty == "AGE":
                if v.isdigit():
                    over89 += int(v) > 89
                elif not re.fullmatch(r"[a-z]+(-[a-z]+)?( and [a-z]+(-[a-z]+)?)?|one hundred( and [a-z-]+)?", lv):
                    err(f"{nid}: odd AGE {v!r}")
            if ty == "DATE":
                shape = re.sub(r"[a-z]+", "a", re.sub(r"\d", "9", lv))
                date_shapes[shape] += 1
            if ty in ("PATIENT", "FAMILY", "DOCTOR") and any(w in NAMEWORDS for w in re.findall(r"[a-z]+", lv)):
                nameword_names += 1
        # hard negatives: text outside every span
        outside = "".join(ch if not mask[k] else "\x00" for k, ch in enumerate(t))
        lo = outside.lower()
        neg["lab/units"] += len(re.findall(r"\b\d+(\.\d+)? ?(g/dl|mg/dl|mmol/l|cells/mm3|copies/ml|/cumm|ng/ml|mm/hr|x10\^9/l|%)", lo))
        neg["vitals"] += len(re.findall(r"\bbp \d+/\d+|\bpr \d+/min|\bspo2 \d+%", lo))
        neg["drug+dose"] += len(re.findall(r"\b(tab\.?|t\.|cap\.|inj\.?|syp\.|mdi) [a-z][a-z/ -]+", lo))
        neg["icd10"] += len(re.findall(r"\b[a-z]\d\d(\.\d)?\b", lo)) if False else len(re.findall(r"\b[A-Za-z]\d\d\.\d\b|\(\s?[A-Za-z]\d\d(\.\d)?\)|icd-10 [a-z]\d\d", outside, flags=re.I))
        neg["scores"] += len(re.findall(r"\b(gcs|apgar|bishop|wells|mallampati|muac|bmi|nyha|ecog|braden|mews|qsofa|pain score)\b", lo))
        neg["eponyms"] += len(re.findall(r"\b(murphy|kernig|babinski|pfannenstiel|foley|ryle|homan|mcburney|trendelenburg|kussmaul|koplik|cushingoid|parkinson|bell)", lo))
        neg["roles"] += len(re.findall(r"\b(the duty mo|registrar|staff nurse on duty|the consultant|house officer|ward sister|clinical officer|anaesthetist|pharmacist|technologist|counsellor|midwife on duty|intern|social worker)\b", lo))
        neg["times"] += len(re.findall(r"\b\d{1,2}:\d{2}\b", lo))
        neg["durations"] += len(re.findall(r"\b\d+ (days|weeks|wks|yrs|hours|hrs|minutes|min)\b|\bx \d+/(52|12)\b", lo))
        neg["programmes"] += len(re.findall(r"\b(dots|art|pmtct|ntep|rnteps?|epi|imci|anc|hbc)\b", lo))
        neg["name-words"] += len(re.findall(r"\b(" + "|".join(NAMEWORDS) + r")\b", lo))

    n_notes, n_spans = len(rows), sum(type_n.values())
    if n_notes < MIN_NOTES:
        err(f"only {n_notes} notes")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans")
    for ty in LABEL:
        if type_n[ty] < MIN_PER_TYPE:
            err(f"type {ty}: only {type_n[ty]} spans")
    if len(genre_n) < 10:
        err(f"only {len(genre_n)} genres")
    for g, n in genre_n.items():
        if not 30 <= n <= 40:
            err(f"genre {g}: {n} notes (want about 32-40)")
    if len(loc_n) < 10:
        err(f"only {len(loc_n)} locales")
    frac = lower_notes / max(1, n_notes)
    if not 0.12 <= frac <= 0.22:
        err(f"lower-case share {frac:.2f} not about one in six")
    if over89 < 100:
        err(f"only {over89} ages over 89")
    if len(date_shapes) < 10:
        err(f"only {len(date_shapes)} date shapes")
    if nameword_names < 30:
        err(f"only {nameword_names} names that are ordinary English words")
    for k, n in neg.items():
        if n < 100:
            err(f"hard negatives '{k}': only {n}")
    src = open(os.path.join(HERE, "make.py")).read()
    if "README" in src:
        err("make.py mentions the README")

    print(f"notes: {n_notes}  spans: {n_spans}  lower-case notes: {lower_notes} ({frac:.1%})")
    print("per type:")
    for ty in LABEL:
        print(f"  {LABEL[ty]:<11}{ty:<15}{type_n[ty]:>6}")
    print("genres:", dict(sorted(genre_n.items())))
    print("locales:", dict(sorted(loc_n.items())))
    print("layouts:", dict(sorted(lay_n.items())))
    print(f"ages over 89: {over89}; distinct date shapes: {len(date_shapes)}; name-word names: {nameword_names}")
    print("hard negatives (occurrences outside spans):", dict(neg), "total", sum(neg.values()))
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
