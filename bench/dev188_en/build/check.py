"""Validate /work/main/bench/dev188_en/notes.jsonl (author 188). Exit 1 on any problem.

Usage: python3 build/check.py [path]
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
T2L = {t: lab for lab, ts in TYPES.items() for t in ts}
FICT_DOMAIN = re.compile(r"(?:^|\.)example\.(?:com|org|net)$")
PHONE_OK = re.compile(r"555[-. ]?01\d\d")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s,;)]+|\b[a-z0-9.-]+\.(?:com|org|net|gov|ca)/[^\s,;)]*", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
PHONE_RE = re.compile(r"(?:\(\d{3}\) ?|\b\d{3}[-. ])\d{3}[-. ]\d{4}\b")
BAD_EDGE_START = set("([{\"'<,.;:")
BAD_EDGE_END = set(")]}\"'>,;:")
INITIAL_DOT = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")

errors = []


def err(msg):
    errors.append(msg)


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def host_of(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return u.split("/")[0].lower()


def main():
    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, nt in enumerate(notes):
        nid = nt.get("id")
        if nid != f"dev188-{i + 1:04d}":
            err(f"note {i}: id {nid!r} out of sequence")
        if sorted(nt) != ["id", "meta", "spans", "text"]:
            err(f"{nid}: fields {sorted(nt)}")
        text = nt.get("text", "")
        total_len += len(text)
        meta = nt.get("meta", {})
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err(f"{nid}: meta fields {sorted(meta)}")
        if meta.get("source") != "dev188-en":
            err(f"{nid}: meta.source")
        if meta.get("country") not in ("US", "CA"):
            err(f"{nid}: meta.country {meta.get('country')!r}")
        if not isinstance(meta.get("lowercase"), bool):
            err(f"{nid}: meta.lowercase not bool")
        genre_counts[meta.get("genre")] += 1
        low = meta.get("lowercase") is True
        if low:
            n_lower += 1
            if text != text.lower():
                err(f"{nid}: lowercase note has upper-case characters")
        prev_end = -1
        prev_start = -1
        spans = nt.get("spans", [])
        for s in spans:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err(f"{nid}: span fields {sorted(s)}")
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {a},{b}")
                continue
            st = s["text"]
            if text[a:b] != st:
                err(f"{nid}: offset mismatch {a}:{b} {text[a:b]!r} != {st!r}")
            if a < prev_start:
                err(f"{nid}: spans not sorted at {a}")
            if a < prev_end:
                err(f"{nid}: overlapping span at {a}")
            prev_start, prev_end = a, b
            typ, lab = s["type"], s["label"]
            if typ not in T2L:
                err(f"{nid}: unknown type {typ}")
            elif T2L[typ] != lab:
                err(f"{nid}: label {lab} wrong for {typ}")
            type_counts[typ] += 1
            if st != st.strip():
                err(f"{nid}: whitespace at span edge {st!r}")
            paren_phone = typ in ("PHONE", "FAX") and re.match(r"\(\d{3}\)", st)
            if st and ((st[0] in BAD_EDGE_START and not paren_phone) or st[-1] in BAD_EDGE_END):
                err(f"{nid}: punctuation at span edge {st!r}")
            if st.endswith(".") and not INITIAL_DOT.search(st):
                err(f"{nid}: trailing full stop in span {st!r}")
            if low and st != st.lower():
                err(f"{nid}: upper-case span text in lowercase note {st!r}")
            if typ in ("PHONE", "FAX") and not PHONE_OK.search(st):
                err(f"{nid}: non-fictional {typ} {st!r}")
            if typ == "EMAIL":
                dom = st.rsplit("@", 1)[-1].lower()
                if "@" not in st or not FICT_DOMAIN.search(dom):
                    err(f"{nid}: non-fictional email {st!r}")
            if typ == "URL" and not FICT_DOMAIN.search(host_of(st)):
                err(f"{nid}: non-fictional URL {st!r}")
            if typ == "IPADDR":
                try:
                    ip = ipaddress.ip_address(st)
                    if not ip.is_private or ip.is_loopback:
                        err(f"{nid}: non-private IP {st!r}")
                    first = int(st.split(".")[0])
                    second = int(st.split(".")[1])
                    if not (first == 10 or (first == 192 and second == 168) or (first == 172 and 16 <= second <= 31)):
                        err(f"{nid}: IP outside 10/8, 172.16/12, 192.168/16 {st!r}")
                except ValueError:
                    err(f"{nid}: bad IP {st!r}")
            if typ == "SSN":
                dg = re.sub(r"\D", "", st)
                if len(dg) != 9 or not (dg.startswith("9") or dg.startswith("000")):
                    err(f"{nid}: non-fictional SSN {st!r}")
            if typ == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(?:-[a-z]+)?(?: hundred(?: [a-z-]+)?)?", st.lower()):
                err(f"{nid}: odd AGE {st!r}")
        # contact-like strings anywhere in the text must be annotated and fictional
        for rx, what in ((EMAIL_RE, "email"), (URL_RE, "url"), (IP_RE, "ip"), (PHONE_RE, "phone")):
            for m in rx.finditer(text):
                end = m.end()
                while what == "url" and text[end - 1] in ".,;:)":
                    end -= 1
                if not covered(spans, m.start(), end):
                    err(f"{nid}: unannotated {what} {m.group()!r}")
    # size requirements
    n = len(notes)
    mean = total_len / n if n else 0
    nsp = sum(type_counts.values())
    if n < 330 or (mean < 1200 and n < 600):
        err(f"size: {n} notes, mean {mean:.0f} chars")
    if nsp < 8000:
        err(f"size: only {nsp} spans")
    rich = [t for t, k in type_counts.items() if k >= 15]
    if len(rich) < 29:
        err(f"only {len(rich)} types with >=15 spans: {sorted(type_counts.items())}")
    big = [g for g, k in genre_counts.items() if k >= 30]
    if len(big) < 12:
        err(f"only {len(big)} genres with >=30 notes")
    share = n_lower / n if n else 0
    if not 0.12 <= share <= 0.22:
        err(f"lowercase share {share:.3f} not about one in six")
    print(f"notes {n}  spans {nsp}  mean chars {mean:.1f}  lowercase {n_lower}")
    print("genres: " + ", ".join(f"{g}={k}" for g, k in sorted(genre_counts.items())))
    print("types:  " + ", ".join(f"{t}={k}" for t, k in sorted(type_counts.items(), key=lambda x: (-x[1], x[0]))))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"{len(errors)} error(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
