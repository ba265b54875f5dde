"""Validate dev106_en/notes.jsonl. Exits non-zero on any problem.

Usage (from bench/dev106_en):  python3 build/check.py
Self-contained: the type table below is copied from docs/annotation_guideline.md.
"""
import collections
import ipaddress
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "notes.jsonl")

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
assert len(CATEGORY) == 29

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 500, 8000, 15, 10, 30
LOWER_RANGE = (0.28, 0.39)

# minimum counts of UNANNOTATED hard negatives, per category (case-insensitive, outside spans)
NEG = {
    "lab_value": (r"\b(?:na|k|cl|bun|cr|hgb|plt|inr|wbc|lactate|trop|glucose|mg|hco3|ph|ca|alt|crp|aptt|hct|tsh|phos)"
                  r"\s+[<>]?\d", 550),
    "lab_range": (r"\(\s*<?\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?\s*\)", 160),
    "vital": (r"\b(?:hr|bp|rr|spo2|t)\s+\d", 1300),
    "drug_dose": (r"\b\d+(?:\.\d+)?(?:/\d+)?\s?(?:mg|mcg|g|units|mmol|mg/kg|mcg/kg/min)\b", 380),
    "sig": (r"\b(?:bid|tid|qhs|q\d+h|prn|daily|stat|once)\b", 230),
    "score": (r"\b(?:gcs|news2|mews|wells|apgar|curb-65|qsofa|cha2ds2-vasc|braden|morse|ciwa|rass|nihss|pews)\s+-?\d", 350),
    "eponym": (r"\b(?:parkinson's|babinski|foley|crohn's|hodgkin|bell's|guillain-barre|kussmaul|cheyne-stokes|murphy's|"
               r"hickman|swan-ganz|addison's|cushing's|graves|trendelenburg|down syndrome|baker's cyst|alzheimer's|"
               r"wernicke|stevens-johnson|kawasaki|ludwig's)", 120),
    "icd10": (r"\b[a-tv-z]\d{2}\.[0-9a-z]{1,4}\b", 75),
    "clock_time": (r"\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:[01]\d|2[0-3])[0-5]\dh?\b", 1400),
    "device_model": (r"\b(?:alaris|medtronic|intellivue|bipap|dexcom|lvad|lifevest|pca pump|telemetry pack|insulin pump)\b", 90),
    "generic_unit": (r"\b(?:icu|ccu|step-down|hdu|l&d|med-surg|ed)\b", 110),
    "word_name_as_word": (r"\b(?:will|hope|hopes|grace|baker's|king-size|faith|mark|marked|rose|patience|gift|young|stone|"
                          r"page|paged|blessing)\b", 135),
}
MIN_CREDENTIAL_AFTER_NAME = 180
MIN_TABLE_NUMBER = 440
MIN_WORDNAME_ANNOTATED = 260
WORD_NAMES = {"will", "hope", "grace", "faith", "joy", "mark", "rose", "baker", "king", "young", "stone", "bishop",
              "blessing", "patience", "gift", "mercy", "precious", "sunday", "friday", "goodluck", "comfort"}

CRED_RE = re.compile(r"^(?:,\s*(?:bsn,\s*)?|\s+\(?)(?:md|rn|rpn|lpn|np|pa-c|do|pharmd|rph|rt|mbbs|fwacs|frcpc|bsn|cna|rrt)\b", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"\b(?:https?://|www\.)\S+|\b[a-z0-9-]+\.(?:com|org|net|ca|in|ng|io)\b(?:/\S*)?", re.I)
IP_RE = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
PHONE_RE = re.compile(r"(?<!\d)(?:\+?\d{1,3}[\s.-])?\(?\d{3}\)?[\s.-]\d{3,4}[\s.-]\d{4}(?!\d)")
SLASHDATE_RE = re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}-(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)-\d{2,4}\b", re.I)
WEEKDAY_RE = re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tue|wed|thu|fri)\b", re.I)
MONTHDAY_RE = re.compile(r"\b(?:january|february|march|april|june|july|august|september|october|november|december|"
                         r"jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\s+\d{1,2}\b", re.I)
HOSTS = {"example.com", "example.org", "example.net", "www.example.com", "www.example.org", "www.example.net"}
PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
MASK = "\u2588"


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_count = collections.Counter()
    genre_count = collections.Counter()
    neg = collections.Counter()
    n_spans = n_lower = wordname_annot = 0

    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(n)}")
            continue
        if nid != "dev106-en-%04d" % i:
            err(f"note {i}: id {nid!r} not sequential")
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip() or not isinstance(spans, list) or not isinstance(meta, dict):
            err(f"{nid}: bad field types")
            continue
        if meta.get("source") != "dev106-en":
            err(f"{nid}: meta.source")
        if not isinstance(meta.get("genre"), str) or not meta["genre"]:
            err(f"{nid}: meta.genre")
        if not isinstance(meta.get("lowercase"), bool):
            err(f"{nid}: meta.lowercase")
        elif meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{nid}: marked lowercase but has upper case")
        genre_count[meta.get("genre")] += 1
        if any(c in text for c in "\ue000\ue001") or any("\ue000" <= c <= "\ue1ff" for c in text):
            err(f"{nid}: marker character left in text")
        prev_end = -1
        mask = list(text)
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sorted(s)}")
                continue
            a, b, t, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {a},{b}")
                continue
            if t not in CATEGORY:
                err(f"{nid}: unknown type {t}")
            elif CATEGORY[t] != lab:
                err(f"{nid}: label {lab} for type {t}")
            if text[a:b] != st:
                err(f"{nid}: text mismatch {text[a:b]!r} != {st!r}")
            if a < prev_end:
                err(f"{nid}: spans unsorted/overlapping at {a}")
            prev_end = b
            # edges
            if st != st.strip() or "\n" in st or "\t" in st:
                err(f"{nid}: whitespace at edge/inside {st!r}")
            first, last = st[0], st[-1]
            if not (first.isalnum() or first == "+" or (first == "(" and ")" in st)):
                err(f"{nid}: bad start char {st!r}")
            if not (last.isalnum() or (last == ")" and "(" in st) or
                    (last == "." and re.search(r"(?:^|[\s.])[A-Za-z]\.$", st))):
                err(f"{nid}: bad end char {st!r}")
            if a > 0:
                p = text[a - 1]
                if (p.isalpha() and first.isalpha()) or (p.isdigit() and first.isdigit()):
                    err(f"{nid}: start inside a word/number {text[max(0, a - 5):b]!r}")
            if b < len(text):
                q = text[b]
                if (q.isalpha() and last.isalpha()) or (q.isdigit() and last.isdigit()):
                    err(f"{nid}: end inside a word/number {text[a:b + 5]!r}")
            # fictional contact ranges
            digits = re.sub(r"\D", "", st)
            if t in ("PHONE", "FAX") and len(digits) >= 7 and not any("555" in grp for grp in re.findall(r"\d+", st)):
                err(f"{nid}: non-fictional phone {st!r}")
            if t == "EMAIL":
                if not re.fullmatch(r"[a-z0-9._%+-]+@example\.(?:com|org|net)", st, re.I):
                    err(f"{nid}: email outside example domains {st!r}")
            if t == "URL":
                host = re.sub(r"^https?://", "", st, flags=re.I).split("/")[0].lower()
                if host not in HOSTS:
                    err(f"{nid}: URL host {host!r}")
            if t == "IPADDR":
                try:
                    ip = ipaddress.ip_address(st)
                    if not any(ip in net for net in PRIVATE):
                        err(f"{nid}: public IP {st}")
                except ValueError:
                    err(f"{nid}: bad IP {st}")
            if t == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                err(f"{nid}: SSN-like number not 9/000 {st!r}")
            if t in ("PATIENT", "DOCTOR", "FAMILY") and any(w in WORD_NAMES for w in re.findall(r"[a-z]+", st.lower())):
                wordname_annot += 1
            if t == "DOCTOR" and CRED_RE.match(text[b:b + 14]):
                neg["credential_after_name"] += 1
            type_count[t] += 1
            n_spans += 1
            for k in range(a, b):
                mask[k] = MASK
        masked = "".join(mask)
        # nothing contact- or date-like left unannotated
        for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP"), (PHONE_RE, "phone"),
                         (SLASHDATE_RE, "date"), (WEEKDAY_RE, "weekday"), (MONTHDAY_RE, "month-day")):
            for m in rx.finditer(masked):
                err(f"{nid}: unannotated {what}-like string {m.group(0)!r}")
        for name, (rx, _) in NEG.items():
            neg[name] += len(re.findall(rx, masked, re.I))
        for line in masked.split("\n"):
            if line.count("|") >= 3 or line.count("\t") >= 3 or line.count(",") >= 5:
                cells = re.split(r"[|\t,]", line)
                neg["table_number"] += sum(1 for c in cells if re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*", c))

    # global minimums
    if len(notes) < MIN_NOTES:
        err(f"only {len(notes)} notes")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans")
    for t in CATEGORY:
        if type_count[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_count[t]} spans < {MIN_PER_TYPE}")
    big = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / max(1, len(notes))
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        err(f"lower-case share {share:.3f} outside {LOWER_RANGE}")
    for name, (_, lo) in NEG.items():
        if neg[name] < lo:
            err(f"hard negatives {name}: {neg[name]} < {lo}")
    if neg["credential_after_name"] < MIN_CREDENTIAL_AFTER_NAME:
        err(f"credentials after names: {neg['credential_after_name']} < {MIN_CREDENTIAL_AFTER_NAME}")
    if neg["table_number"] < MIN_TABLE_NUMBER:
        err(f"table numbers: {neg['table_number']} < {MIN_TABLE_NUMBER}")
    if wordname_annot < MIN_WORDNAME_ANNOTATED:
        err(f"word-like names annotated: {wordname_annot} < {MIN_WORDNAME_ANNOTATED}")

    print(f"notes {len(notes)}  spans {n_spans}  genres {len(genre_count)}  lower-case {n_lower} ({share:.1%})")
    print("genres:", dict(sorted(genre_count.items())))
    print("types:", dict(sorted(type_count.items(), key=lambda x: x[1])))
    print("unannotated hard negatives:", dict(sorted(neg.items())), f"word-like names annotated {wordname_annot}")
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"FAIL: {len(errors)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
