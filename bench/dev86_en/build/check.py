"""Validate bench/dev86_en/notes.jsonl; exit 1 on any problem. Standard library only."""
import collections
import ipaddress
import json
import os
import re
import sys
from urllib.parse import urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# the guideline's categories and fine types (written out independently of the generator)
CATEGORY = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
LABEL_OF = {t: lab for lab, ts in CATEGORY.items() for t in ts}

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 330, 8000, 15, 10
MIN_NEG_TOTAL, MIN_NEG_KINDS = 3000, 10
EX_DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]

BAD_START = set(".,;:!?\"')]}>-/")
BAD_END = set(",;:!?\"'([{<-/")
LEAKS = [
    ("phone", re.compile(r"555[-. ]?01\d\d")),
    ("email", re.compile(r"\S+@\S+")),
    ("date", re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b")),
    ("date", re.compile(r"\b(?:January|February|March|April|June|July|August|September|October|November|December) \d{1,2}\b", re.I)),
    ("date", re.compile(r"\b(?:19|20)\d\d-\d\d-\d\d\b")),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("ssn", re.compile(r"\b(?:9\d\d|000)-\d\d-\d{4}\b")),
    ("url", re.compile(r"(?:https?://|www\.)\S+", re.I)),
]


def cls(ch):
    return "a" if ch.isalpha() else "d" if ch.isdigit() else None


def main():
    errs = []
    warns = []

    def err(i, msg):
        errs.append(f"line {i}: {msg}")

    rows = []
    with open(PATH, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(i, f"bad JSON: {e}")
    types = collections.Counter()
    genres = collections.Counter()
    negkinds = collections.Counter()
    nspans = 0
    lower_notes = long_notes = 0
    for i, row in enumerate(rows, 1):
        if not isinstance(row, dict) or set(row) != {"id", "text", "spans", "meta"}:
            err(i, "keys must be id, text, spans, meta")
            continue
        if row["id"] != f"dev86-en-{i:04d}":
            err(i, f"id {row['id']!r} not sequential")
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not text.strip():
            err(i, "empty text")
            continue
        if any(not (32 <= ord(ch) < 127 or ch == "\n") for ch in text):
            err(i, "non-ASCII or control character in text")
        if not isinstance(meta, dict) or meta.get("source") != "dev86-en" or not meta.get("genre"):
            err(i, "meta.source / meta.genre")
        else:
            genres[meta["genre"]] += 1
        if text == text.lower():
            lower_notes += 1
        if len(text) >= 1500:
            long_notes += 1
        covered = [False] * len(text)
        prev_end = -1
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(i, f"span keys {sorted(sp)}")
                continue
            s, e, t = sp["start"], sp["end"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(i, f"bad offsets {s},{e}")
                continue
            v = text[s:e]
            if v != sp["text"]:
                err(i, f"span text mismatch {v!r} vs {sp['text']!r}")
            if t not in LABEL_OF or sp["label"] != LABEL_OF[t]:
                err(i, f"type/label {t}/{sp['label']}")
            if s < prev_end:
                err(i, f"spans unsorted or overlapping at {s}")
            prev_end = e
            if v != v.strip():
                err(i, f"whitespace at edge {v!r}")
            if v[0] in BAD_START and not (v[0] in "(+" and t in ("PHONE", "FAX")):
                err(i, f"punctuation at start {v!r}")
            if v[-1] in BAD_END or v[-1] == ")":
                err(i, f"punctuation at end {v!r}")
            if v[-1] == "." and not re.search(r"(?:^|[\s.])[A-Za-z]\.$", v):
                err(i, f"trailing full stop {v!r}")
            if s > 0 and cls(text[s - 1]) and cls(text[s - 1]) == cls(text[s]):
                err(i, f"span starts inside a word/number {text[max(0, s - 5):e]!r}")
            if e < len(text) and cls(text[e]) and cls(text[e]) == cls(text[e - 1]):
                err(i, f"span ends inside a word/number {text[s:e + 5]!r}")
            # fictional contact data by construction
            if t in ("PHONE", "FAX"):
                digits = re.sub(r"\D", "", v)
                if not re.search(r"555[-. ]?01\d\d", v) and not (t == "PHONE" and len(digits) <= 5):
                    err(i, f"phone outside 555-01xx: {v!r}")
            if t == "EMAIL":
                dom = v.rsplit("@", 1)[-1].lower()
                if "@" not in v or not any(dom == d or dom.endswith("." + d) for d in EX_DOMAINS):
                    err(i, f"email not on example domains: {v!r}")
            if t == "URL":
                host = urlsplit(v if "://" in v else "http://" + v).hostname or ""
                if not any(host == d or host.endswith("." + d) for d in EX_DOMAINS):
                    err(i, f"url not on example domains: {v!r}")
            if t == "IPADDR":
                try:
                    ok = any(ipaddress.ip_address(v) in n for n in PRIVATE)
                except ValueError:
                    ok = False
                if not ok:
                    err(i, f"IP not private: {v!r}")
            if t == "SSN":
                d = re.sub(r"\D", "", v)
                if len(d) != 9 or not (d[0] == "9" or d[:3] == "000"):
                    err(i, f"SSN not in invalid range: {v!r}")
            for k in range(s, e):
                covered[k] = True
            types[t] += 1
            nspans += 1
        # hard negatives: recorded in meta, inside the text, never inside a span
        negs = meta.get("hard_negatives", []) if isinstance(meta, dict) else []
        for ng in negs:
            s, e, k = ng
            if not (0 <= s < e <= len(text)) or any(covered[s:e]):
                err(i, f"hard negative overlaps a span or is out of range: {text[s:e]!r}")
            negkinds[k] += 1
        negcov = [False] * len(text)
        for s, e, _ in negs:
            for k in range(s, e):
                negcov[k] = True
        # structured PHI left uncovered
        for kind, rx in LEAKS:
            for m in rx.finditer(text):
                if not any(covered[m.start():m.end()]):
                    err(i, f"uncovered {kind}-like text {m.group()!r}")
        # names left uncovered elsewhere in the note (warning; collisions with hard negatives are intended)
        seen = set()
        for sp in spans:
            if sp["label"] == "NAME" and sp["type"] != "USERNAME":
                for tok in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", sp["text"]):
                    if tok in seen:
                        continue
                    seen.add(tok)
                    for m in re.finditer(r"\b" + re.escape(tok) + r"\b", text):
                        if not any(covered[m.start():m.end()]) and not any(negcov[m.start():m.end()]):
                            warns.append(f"line {i}: name token {tok!r} also unannotated: "
                                         f"{text[max(0, m.start() - 30):m.end() + 30]!r}")
    if len(rows) < MIN_NOTES:
        errs.append(f"only {len(rows)} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        errs.append(f"only {nspans} spans (< {MIN_SPANS})")
    for t in LABEL_OF:
        if types[t] < MIN_PER_TYPE:
            errs.append(f"type {t}: {types[t]} spans (< {MIN_PER_TYPE})")
    if len(genres) < MIN_GENRES:
        errs.append(f"only {len(genres)} genres")
    if sum(negkinds.values()) < MIN_NEG_TOTAL or len(negkinds) < MIN_NEG_KINDS:
        errs.append(f"hard negatives: {sum(negkinds.values())} in {len(negkinds)} kinds")
    if not (len(rows) / 8 <= lower_notes <= len(rows) / 4):
        errs.append(f"{lower_notes} lower-case notes: not about one in six")

    print(f"notes {len(rows)}  spans {nspans}  genres {len(genres)}  lower-case notes {lower_notes}  "
          f"notes >= 1500 chars {long_notes}")
    print("genres: " + ", ".join(f"{g} {n}" for g, n in sorted(genres.items())))
    print("types:  " + ", ".join(f"{t} {types[t]}" for t in LABEL_OF))
    print(f"hard negatives {sum(negkinds.values())}: " + ", ".join(f"{k} {n}" for k, n in sorted(negkinds.items())))
    if warns:
        print(f"{len(warns)} warnings (first 40):")
        for w in warns[:40]:
            print("  " + w)
    if errs:
        print(f"{len(errs)} ERRORS (first 60):")
        for e in errs[:60]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
