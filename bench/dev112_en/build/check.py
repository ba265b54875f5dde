"""Validate dev112_en/notes.jsonl. Exits non-zero on any problem. Standard library only."""
import ipaddress
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from pools import COUNTRIES, ORIGIN_COUNTRIES, DRUGS  # noqa: E402

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.30, 0.37)
EXAMPLE_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$", re.I)

I = re.I
HARD_NEG = {
    "lab": (re.compile(r"\b(Na|K|Cl|Ur|Cr|eGFR|Hb|WCC|Plt|Neut|CRP|INR|Bili|ALT|ALP|Alb|Mg|PO4|Ca|Lactate|Glucose|"
                       r"HbA1c|Trop|TSH|pH|pCO2|pO2|HCO3|Ferritin|D-dimer|APTT)\b[ \t:=,|]*[<>]?\d+(\.\d+)?", I), 1800),
    "vital": (re.compile(r"\b(HR|BP|RR|SpO2|T|CBG)\s\d+(/\d+|\.\d+)?%?", I), 2000),
    "drug": (re.compile(r"\b(" + "|".join(re.escape(d[0]) for d in DRUGS) + r")[\s,|]+\d+(\.\d+)?(/\d+)?\s?(mg|g|mcg|units|ml|L|mg/kg)\b", I), 1100),
    "score": (re.compile(r"\b(GCS|NEWS2|CURB-65|Wells|qSOFA|CFS|Waterlow|Braden|MUST|AMTS|4AT|Morse|Berg|TUG|MRC power|OPEL)\s\d+(\.\d+)?(/\d+)?", I), 650),
    "eponym": (re.compile(r"\b(Parkinson's|Babinski|Foley|Murphy's|Trendelenburg|Rovsing's|Kernig's|Homan's|Romberg's|"
                          r"Cheyne-Stokes|Kussmaul|Virchow's|Troisier's|Hickman|Ryle's|Guedel|Allen's|Kocher|Pfannenstiel|"
                          r"Whipple's|Seldinger|Valsalva|Glasgow-Blatchford|Bristol stool|Hartmann's|Lachman|Crohn's|"
                          r"Graves'|Bell's palsy|Paget's|Hodgkin|Addison's|Raynaud's|Sjogren's|Dupuytren's|Barrett's|"
                          r"Colles|Zimmer|Alzheimer's)", I), 550),
    "icd10": (re.compile(r"(?<=[(\[])[A-Z]\d\d(\.\d)?(?=[)\]])", I), 350),
    "clock_time": (re.compile(r"\b([01]\d|2[0-3]):[0-5]\d(h\b)?|\b([01]\d|2[0-3])[0-5]\dh\b", I), 1200),
    "duration_or_day": (re.compile(r"\b(\d/7|\d/52|\d/12|POD \d|day \d|\d+ days|\d+ h)\b"), 150),
}
CRED = re.compile(r"(,\s*|\s*\(\s*|\s+|\s*/\s*)(FCP\(SA\)|MRCPI|MRCP|FRCP|FRACP|FRCS|FRACS|SpR|ST[45]|StR|Reg|MRCS|FY[12]|CT1|"
                  r"SHO|Intern|RMO|JHO|RN|RGN|SN|CN|EN|RMN|MPharm|BPharm|MPSI|MCSP|APAM|MISCP|MRCGP|MICGP|FRACGP|"
                  r"MBChB|Consultant|Clinical Pharmacist|BSc Physio)\b", I)
MIN_CRED = 550

EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
URL_RE = re.compile(r"(https?://\S+|www\.\S+|\b[\w-]+(\.[\w-]+)*\.(com|org|net)\b\S*)", I)
IP_RE = re.compile(r"\b\d{1,3}(\.\d{1,3}){3}\b")
FULLDATE_RE = re.compile(r"(?<![\d.])\d{1,2}([/.-])\d{1,2}\1\d{2,4}(?![.\d])|\b\d{4}([/-])\d{2}\2\d{2}\b")
LONGNUM_RE = re.compile(r"\d{7,}")
MONTH_RE = re.compile(r"\b(January|February|March|April|June|July|August|September|October|November|December|"
                      r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter)\b|\bMay \d", I)
TITLE_RE = re.compile(r"\b(Dr|Mr|Mrs|Ms|Miss|Prof)\.?[ ]+(?=\S)", I)

PLACE_WORDS = set(ORIGIN_COUNTRIES)
for c in COUNTRIES.values():
    PLACE_WORDS.update(c["cname"])
    PLACE_WORDS.update(s for s in c["states"] if len(s) > 3)
PLACE_RE = re.compile(r"\b(" + "|".join(re.escape(p) for p in sorted(PLACE_WORDS, key=len, reverse=True)) + r")\b", I)


def main():
    errors = []
    path = os.path.join(ROOT, "notes.jsonl")

    def err(msg):
        if len(errors) < 200:
            errors.append(msg)
        else:
            errors.append("...")

    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_count = Counter()
    genre_count = Counter()
    neg_count = Counter()
    cred_count = 0
    lower_n = 0
    total_spans = 0
    for k, n in enumerate(notes, 1):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(n)}")
            continue
        if nid != f"dev112-en-{k:04d}":
            err(f"{nid}: expected id dev112-en-{k:04d}")
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{nid}: empty text")
            continue
        if not isinstance(meta, dict) or meta.get("source") != "dev112-en" or not meta.get("genre") \
                or not isinstance(meta.get("lowercase"), bool):
            err(f"{nid}: bad meta {meta}")
            continue
        genre_count[meta["genre"]] += 1
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                err(f"{nid}: marked lowercase but has upper case")
        if any(ch in text for ch in "\ue000\ue001\ue002"):
            err(f"{nid}: marker character left in text")
        prev_end = -1
        covered = [None] * len(text)
        for s in spans:
            total_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sorted(s)}")
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if t not in LABEL_OF:
                err(f"{nid}: unknown type {t}")
                continue
            if s["label"] != LABEL_OF[t]:
                err(f"{nid}: label {s['label']} != {LABEL_OF[t]} for {t}")
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {a},{b}")
                continue
            v = text[a:b]
            if v != s["text"]:
                err(f"{nid}: text mismatch {v!r} != {s['text']!r}")
            if a < prev_end:
                err(f"{nid}: overlap/unsorted at {a}")
            prev_end = b
            type_count[t] += 1
            for i in range(a, b):
                covered[i] = t
            # edges
            if v != v.strip():
                err(f"{nid}: whitespace at edge {v!r}")
            if not (v[0].isalnum() or (t in ("PHONE", "FAX") and v[0] in "(+")):
                err(f"{nid}: bad start char {v!r} ({t})")
            if not v[-1].isalnum():
                ok = v[-1] == "." and re.search(r"(^|[^A-Za-z])([A-Za-z]|Co|Ltd|Inc)\.$", v, I)
                if not ok:
                    err(f"{nid}: bad end char {v!r} ({t})")
            for x, y in ((a - 1, a), (b - 1, b)):
                if 0 <= x and y < len(text):
                    cx, cy = text[x], text[y]
                    if (cx.isalpha() and cy.isalpha()) or (cx.isdigit() and cy.isdigit()):
                        err(f"{nid}: edge inside a word/number at {y}: {text[max(0, x - 8):y + 8]!r}")
            # fictional contact ranges
            digits = re.sub(r"\D", "", v)
            if t in ("PHONE", "FAX"):
                if len(digits) >= 7 and "555" not in digits:
                    err(f"{nid}: phone/fax without 555 block {v!r}")
                if len(digits) < 3:
                    err(f"{nid}: phone too short {v!r}")
            if t == "EMAIL":
                m = re.fullmatch(r"[\w.+-]+@([\w.-]+)", v)
                if not m or not EXAMPLE_DOMAIN.search(m.group(1)):
                    err(f"{nid}: e-mail outside example domains {v!r}")
            if t == "URL":
                host = re.sub(r"^https?://", "", v, flags=I).split("/")[0].split("?")[0]
                if not EXAMPLE_DOMAIN.search(host):
                    err(f"{nid}: URL outside example domains {v!r}")
            if t == "IPADDR":
                try:
                    ip = ipaddress.ip_address(v)
                    if not any(ip in ipaddress.ip_network(nw) for nw in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
                        err(f"{nid}: public IP {v!r}")
                except ValueError:
                    err(f"{nid}: bad IP {v!r}")
            if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
                err(f"{nid}: SSN not starting with 9 or 000 {v!r}")
            if t == "AGE" and not (v.isdigit() or re.fullmatch(r"[a-z -]+", v.lower())):
                err(f"{nid}: odd age {v!r}")
        starts = {s["start"] for s in spans}

        def outside(m):
            return all(covered[i] is None for i in range(m.start(), m.end()))

        def inside_type(m, types):
            return all(covered[i] in types for i in range(m.start(), m.end()))

        # contact-like strings must be annotated
        masked = EMAIL_RE.sub(lambda m: " " * len(m.group(0)), text)
        for rx, types, what, src in ((EMAIL_RE, {"EMAIL"}, "e-mail", text), (URL_RE, {"URL"}, "URL", masked),
                                     (IP_RE, {"IPADDR"}, "IP", text)):
            for m in rx.finditer(src):
                g = m.group(0).rstrip(".,;:)]'\"")
                if not all(covered[i] in types for i in range(m.start(), m.start() + len(g))):
                    err(f"{nid}: unannotated {what}-like string {g!r}")
        for m in FULLDATE_RE.finditer(text):
            if outside(m):
                err(f"{nid}: unannotated date-like {m.group(0)!r}")
        for m in LONGNUM_RE.finditer(text):
            if outside(m):
                err(f"{nid}: unannotated long number {m.group(0)!r}")
        for m in MONTH_RE.finditer(text):
            if outside(m):
                err(f"{nid}: unannotated month/weekday/holiday {m.group(0)!r}")
        for m in PLACE_RE.finditer(text):
            if outside(m):
                err(f"{nid}: unannotated country/state {m.group(0)!r}")
        for m in TITLE_RE.finditer(text):
            if covered[m.start()] is None and m.end() not in starts:
                err(f"{nid}: title not followed by a name span {text[m.start():m.end() + 12]!r}")
        # hard negatives: counted only when unannotated; annotated ones are errors
        for cat, (rx, _) in HARD_NEG.items():
            for m in rx.finditer(text):
                if outside(m):
                    neg_count[cat] += 1
                elif cat != "duration_or_day" and all(covered[i] is not None for i in range(m.start(), m.end())):
                    err(f"{nid}: hard negative {cat} inside a span {m.group(0)!r}")
        for s in spans:
            if s["type"] == "DOCTOR":
                m = CRED.match(text, s["end"])
                if m and outside(m):
                    cred_count += 1
    n_notes = len(notes)
    if n_notes < MIN_NOTES:
        err(f"only {n_notes} notes (< {MIN_NOTES})")
    if total_spans < MIN_SPANS:
        err(f"only {total_spans} spans (< {MIN_SPANS})")
    for t in LABEL_OF:
        if type_count[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_count[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, c in genre_count.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for cat, (_, lo) in HARD_NEG.items():
        if neg_count[cat] < lo:
            err(f"hard negatives {cat}: {neg_count[cat]} (< {lo})")
    if cred_count < MIN_CRED:
        err(f"hard negatives credential: {cred_count} (< {MIN_CRED})")
    share = lower_n / max(1, n_notes)
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")

    print(f"notes={n_notes} spans={total_spans} genres={len(genre_count)} (>= {MIN_PER_GENRE} notes: {len(big)}) "
          f"lower-case={lower_n} ({share:.1%})")
    print("per type: " + ", ".join(f"{t}={type_count[t]}" for t in LABEL_OF))
    print("unannotated hard negatives: " + ", ".join(f"{c}={neg_count[c]}" for c in HARD_NEG) + f", credential={cred_count}")
    if errors:
        print(f"FAIL: {len(errors)} problem(s)")
        for e in errors[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
