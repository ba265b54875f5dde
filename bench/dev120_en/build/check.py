#!/usr/bin/env python3
"""Validate dev120_en/notes.jsonl. Exits non-zero on any problem. Standard library only.
Does not score anything and does not use the project's software."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> category, as in docs/annotation_guideline.md
CATEGORY = {
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
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 600, 8000, 15, 10, 30
LOWER_SHARE = (0.13, 0.21)
EXAMPLE_DOM = re.compile(r"(^|\.)example\.(com|org|net)$")

# hard negatives, counted only OUTSIDE gold spans (case-insensitive)
NEG = {
    "lab_value": (r"\b(?:hb|hgb|k|na|creatinine|hba1c|inr|wbc|crp|egfr|tsh|glucose|sugar|platelets|"
                  r"troponin|ferritin|lactate) \d+(?:\.\d+)?", 300),
    "vital": (r"\b(?:bp \d{2,3}/\d{2,3}|hr \d{2,3}|pulse \d{2,3}|temp \d{2}\.\d|t \d{2}\.\dc|spo2 \d{2,3}%|"
              r"sats \d{2,3}%|rr \d{1,2}|weight \d{1,3} kg)", 400),
    "drug_dose": (r"\b[a-z][a-z-]+(?: sulfate| glargine)? \d+(?:\.\d+)? ?(?:mg|mcg|g|units)\b", 350),
    "score": (r"\b(?:gcs|phq-9 of|pain|news2|curb-65|wells score|mmse|gad-7|braden|audit-c|apgar) \d+", 220),
    "eponym": (r"\b(?:parkinson's|crohn's|bell's|baker's|hashimoto's|addison's|foley|down syndrome|"
               r"alzheimer's|graves'|guillain-barr|hodgkin|raynaud's|meniere's|cushing's|wilms|barrett's|"
               r"osgood-schlatter|kawasaki|asperger's|tourette's|sj\w+gren's)", 150),
    "credential": (r"(?:,| ) ?\b(?:md|rn|mbbs|rph|np|pa-c|frcp|mrcgp|bsn|do|pharmd|lpn|rm|mbchb|fpcp|dnb)\b"
                   r"(?=[ ,.)\n|]|$)", 150),
    "icd10": (r"\b[a-tv-z]\d{2}(?:\.\d{1,3}[a-z]?)?\b", 100),
    "clock_time": (r"\b(?:\d{1,2}:\d{2}(?: ?[ap]m)?|\d{1,2}[ap]m|\d{4} hrs)\b", 400),
    "number": (r"\b\d+(?:\.\d+)?\b", 2500),
    "name_word_unannotated": (r"\b(?:will|hope|grace|faith|rose|joy|ivy|frank|mark|bill|amber|sunny|"
                              r"baker's|king|bell's|hill|wood|young|brown|hunter)", 100),
}
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
URL_RE = re.compile(r"(?:https?://\S+|www\.\S+|\b[\w.-]+\.(?:com|org|net)\b\S*)", re.I)
IP_RE = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
PHONEISH_RE = re.compile(r"\b555[-. ]?\d{3,4}\b")
MONTH_WD_RE = re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|"
                         r"february|april|june|july|august|september|october|november|december)\b", re.I)
SPAN_KEYS = {"start", "end", "label", "type", "text"}
OPEN_P = set("\"'([{,;:.!?-/")
CLOSE_P = set("\"',;:)]}!?-/")


def main():
    errs = []

    def err(msg):
        errs.append(msg)

    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err(f"line {ln}: bad JSON {e}")
    per_type = collections.Counter()
    per_genre = collections.Counter()
    lower_n = 0
    n_spans = 0
    negs = collections.Counter()
    for i, r in enumerate(rows, 1):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev120-en-{i:04d}":
            err(f"line {i}: id {rid} not sequential")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase"}:
            err(f"{rid}: meta keys")
            continue
        if meta["source"] != "dev120-en":
            err(f"{rid}: meta.source")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err(f"{rid}: meta.genre")
        if not isinstance(meta["lowercase"], bool):
            err(f"{rid}: meta.lowercase not bool")
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper case")
        per_genre[meta["genre"]] += 1
        covered = [None] * len(text)
        prev_end = -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                err(f"{rid}: span keys {s}")
                continue
            st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(f"{rid}: bad offsets {s}")
                continue
            if typ not in CATEGORY:
                err(f"{rid}: unknown type {typ}")
                continue
            if CATEGORY[typ] != lab:
                err(f"{rid}: label {lab} != category of {typ}")
            if text[st:en] != val:
                err(f"{rid}: text mismatch {s}")
            if st < prev_end:
                err(f"{rid}: spans unsorted/overlap at {st}")
            prev_end = en
            if val != val.strip():
                err(f"{rid}: whitespace edge {val!r}")
            if val[0] in OPEN_P and not (typ in ("PHONE", "FAX") and re.match(r"\(\d+\) ", val)):
                err(f"{rid}: span starts with punctuation {val!r}")
            if val[-1] in CLOSE_P:
                err(f"{rid}: span ends with punctuation {val!r}")
            if val.endswith(".") and not re.search(r"\b[A-Za-z]{1,4}\.$", val):
                err(f"{rid}: trailing full stop {val!r}")
            a, b = text[st - 1] if st else "", val[0]
            if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
                err(f"{rid}: start inside word/number {val!r}")
            a, b = val[-1], text[en] if en < len(text) else ""
            if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
                err(f"{rid}: end inside word/number {val!r}")
            for k in range(st, en):
                covered[k] = typ
            per_type[typ] += 1
            n_spans += 1
            # fictional contact ranges
            if typ in ("PHONE", "FAX"):
                digits = re.sub(r"\D", "", val)
                main_part = re.split(r"\s*(?:ext\.?|x\.?)\s*\d+$", val)[0]
                if len(re.sub(r"\D", "", main_part)) >= 7 and not any(g.startswith("555") for g in re.split(r"\D+", main_part)):
                    err(f"{rid}: phone/fax not in 555 range {val!r}")
                if len(digits) < 3:
                    err(f"{rid}: phone too short {val!r}")
            if typ == "EMAIL":
                m = re.fullmatch(r"[^@\s]+@([^@\s]+)", val)
                if not m or not EXAMPLE_DOM.search(m.group(1).lower()):
                    err(f"{rid}: e-mail not on example domains {val!r}")
            if typ == "URL":
                host = re.sub(r"^https?://", "", val.lower()).split("/")[0]
                if not EXAMPLE_DOM.search(host):
                    err(f"{rid}: URL not on example domains {val!r}")
            if typ == "IPADDR":
                try:
                    if not ipaddress.ip_address(val).is_private or not any(
                            ipaddress.ip_address(val) in ipaddress.ip_network(n)
                            for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
                        err(f"{rid}: IP not private {val!r}")
                except ValueError:
                    err(f"{rid}: bad IP {val!r}")
            if typ == "SSN":
                d = re.sub(r"\D", "", val)
                if not (d.startswith("9") or d.startswith("000")):
                    err(f"{rid}: SSN-like number must start with 9 or 000 {val!r}")
        # unannotated contact-like strings
        for rx, want in ((EMAIL_RE, {"EMAIL"}), (URL_RE, {"URL", "EMAIL"}), (IP_RE, {"IPADDR"}),
                         (PHONEISH_RE, {"PHONE", "FAX"})):
            for m in rx.finditer(text):
                e = m.end()
                while e > m.start() and text[e - 1] in ".,;:)!?>'\"":
                    e -= 1
                seg = covered[m.start():e]
                if any(t not in want for t in seg):
                    err(f"{rid}: unannotated contact-like string {m.group(0)!r}")
        for m in MONTH_WD_RE.finditer(text):
            if any(t != "DATE" for t in covered[m.start():m.end()]):
                err(f"{rid}: unannotated month/weekday {m.group(0)!r}")
        # hard negatives outside spans
        outside = "".join(c if covered[k] is None else "\x00" for k, c in enumerate(text))
        for cat, (rx, _) in NEG.items():
            negs[cat] += len(re.findall(rx, outside, re.I))

    n = len(rows)
    if n < MIN_NOTES:
        err(f"only {n} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if per_type[t] < MIN_PER_TYPE:
            err(f"type {t}: {per_type[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, c in per_genre.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for g, c in per_genre.items():
        if c < MIN_PER_GENRE:
            err(f"genre {g}: {c} notes (< {MIN_PER_GENRE})")
    share = lower_n / max(n, 1)
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in NEG.items():
        if negs[cat] < mn:
            err(f"hard negatives {cat}: {negs[cat]} (< {mn})")

    print(f"notes {n}, spans {n_spans}, genres {len(per_genre)}, lower-case {lower_n} ({share:.1%})")
    print("per type: " + ", ".join(f"{t} {per_type[t]}" for t in CATEGORY))
    print("per genre: " + ", ".join(f"{g} {c}" for g, c in sorted(per_genre.items())))
    print("hard negatives outside spans: " + ", ".join(f"{k} {v}" for k, v in negs.items()))
    if errs:
        for e in errs[:60]:
            print("ERROR", e)
        print(f"FAIL: {len(errs)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
