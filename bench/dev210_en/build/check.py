"""Validate /work/main/bench/dev210_en/notes.jsonl.  Exit status 1 on any error."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION",
                 "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in TYPES.items() for t in ts}
FICT_DOMAIN = re.compile(r"(^|[.@/])example\.(com|org|net)(/|$)")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
URL_RE = re.compile(r"(https?://|www\.)[^\s)]+")
BAD_START = tuple("([{\"',.;: ")
BAD_END = tuple(")]}\"',;: ")
ABBR_END = re.compile(r"(\b[A-Za-z]{1,3}\.|\b[A-Za-z]\.[A-Za-z]\.)$")
CONSIST_TYPES = ("PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "CITY", "STREET")

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err(f"{nid}: non-555 {t} {v!r}")
    elif t == "EMAIL":
        dom = v.rsplit("@", 1)[-1].lower()
        if not re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|org|net)", dom):
            err(f"{nid}: non-fictional email {v!r}")
    elif t == "URL":
        host = re.sub(r"^https?://", "", v.lower()).split("/")[0]
        if not re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|org|net)", host):
            err(f"{nid}: non-fictional url {v!r}")
    elif t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err(f"{nid}: public ip {v!r}")
        except ValueError:
            err(f"{nid}: bad ip {v!r}")
    elif t == "SSN":
        if not re.fullmatch(r"(9\d\d|000)-\d\d-\d{4}", v):
            err(f"{nid}: SSN not 9xx/000 {v!r}")


def main():
    global PATH
    if len(sys.argv) > 1:
        PATH = sys.argv[1]
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    with open(PATH, encoding="utf-8") as fh:
        raw = fh.read()
    lines = raw.split("\n")
    if lines[-1] == "":
        lines = lines[:-1]
    notes = []
    for i, ln in enumerate(lines):
        try:
            notes.append(json.loads(ln))
        except json.JSONDecodeError as e:
            err(f"line {i + 1}: bad json {e}")
    type_count = collections.Counter()
    genre_count = collections.Counter()
    country_count = collections.Counter()
    n_lower = 0
    total_len = 0
    n_spans = 0
    for i, nt in enumerate(notes):
        nid = nt.get("id")
        if nid != f"dev210-{i + 1:04d}":
            err(f"line {i + 1}: id {nid!r} out of sequence")
        if sorted(nt.keys()) != ["id", "meta", "spans", "text"]:
            err(f"{nid}: fields {sorted(nt.keys())}")
        text = nt["text"]
        meta = nt["meta"]
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err(f"{nid}: meta fields {sorted(meta.keys())}")
        if meta.get("source") != "dev210-en":
            err(f"{nid}: source {meta.get('source')!r}")
        if meta.get("country") not in ("UK", "US"):
            err(f"{nid}: country {meta.get('country')!r}")
        if not isinstance(meta.get("lowercase"), bool):
            err(f"{nid}: lowercase not bool")
        genre_count[meta.get("genre")] += 1
        country_count[meta.get("country")] += 1
        total_len += len(text)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err(f"{nid}: lowercase note has upper-case text")
        prev_end = -1
        prev_start = -1
        covered = []
        for s in nt["spans"]:
            n_spans += 1
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err(f"{nid}: span fields {sorted(s.keys())}")
                continue
            a, b, t, lab, v = s["start"], s["end"], s["type"], s["label"], s["text"]
            type_count[t] += 1
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {a}-{b}")
                continue
            if text[a:b] != v:
                err(f"{nid}: offset text mismatch {text[a:b]!r} != {v!r}")
            if t not in TYPE2LABEL:
                err(f"{nid}: unknown type {t!r}")
            elif TYPE2LABEL[t] != lab:
                err(f"{nid}: label {lab!r} wrong for type {t!r}")
            if a < prev_start:
                err(f"{nid}: spans not sorted at {a}")
            if a < prev_end:
                err(f"{nid}: overlapping spans at {a}")
            prev_start, prev_end = a, b
            if v != v.strip():
                err(f"{nid}: whitespace at span edge {v!r}")
            bad_s = v.startswith(BAD_START) and not (v[0] == "(" and ")" in v)
            bad_e = v.endswith(BAD_END) and not (v[-1] == ")" and "(" in v)
            if bad_s or bad_e:
                err(f"{nid}: punctuation at span edge {v!r}")
            if v.endswith(".") and not ABBR_END.search(v):
                err(f"{nid}: trailing full stop {v!r}")
            if meta.get("lowercase") and v != v.lower():
                err(f"{nid}: lowercase note has upper-case span {v!r}")
            if t in ("PHONE", "FAX", "EMAIL", "URL", "IPADDR", "SSN"):
                check_contact(nid, s)
            covered.append((a, b))
        # every e-mail, URL and IP-looking string in the text must be an annotated span
        for rx, kind in ((EMAIL_RE, "email"), (URL_RE, "url"), (IP_RE, "ip")):
            for m in rx.finditer(text):
                if not any(a <= m.start() and m.end() <= b for a, b in covered):
                    err(f"{nid}: unannotated {kind} {m.group(0)!r}")
        # consistency: a name/place string annotated once is annotated everywhere (cased notes)
        if not meta.get("lowercase"):
            seen = sorted({s["text"] for s in nt["spans"] if s["type"] in CONSIST_TYPES and len(s["text"]) >= 4})
            for v in seen:
                for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
                    if not any(a <= m.start() and m.end() <= b for a, b in covered):
                        err(f"{nid}: unannotated repeat of {v!r} at {m.start()}")
            # single name tokens (e.g. a first name used as a dialogue speaker label)
            toks = sorted({w for s in nt["spans"] if s["type"] in ("PATIENT", "DOCTOR", "FAMILY")
                           for w in re.findall(r"[A-Z][a-z'-]{3,}", s["text"])})
            for w in toks:
                for m in re.finditer(r"(?<![A-Za-z])" + re.escape(w) + r"(?![A-Za-z])", text):
                    if not any(a <= m.start() and m.end() <= b for a, b in covered):
                        warnings.append(f"{nid}: name token {w!r} outside spans at {m.start()}: "
                                        f"{text[max(0, m.start() - 25):m.end() + 25]!r}")
    # size requirements
    n = len(notes)
    mean = total_len / n if n else 0
    if n < 330:
        err(f"only {n} notes (< 330)")
    if mean < 1200 and n < 600:
        err(f"mean note length {mean:.0f} < 1200 needs >= 600 notes")
    if n_spans < 8000:
        err(f"only {n_spans} spans (< 8000)")
    big_types = [t for t, k in type_count.items() if k >= 15]
    if len(big_types) < 29:
        err(f"only {len(big_types)} types with >= 15 spans: {sorted(type_count.items())}")
    big_genres = [g for g, k in genre_count.items() if k >= 30]
    if len(big_genres) < 10:
        err(f"only {len(big_genres)} genres with >= 30 notes")
    frac = n_lower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        err(f"lower-case fraction {frac:.3f} not about one in six")
    print(f"notes {n}  spans {n_spans}  mean length {mean:.1f}  lowercase {n_lower}")
    print("countries", dict(sorted(country_count.items())))
    print("genres", dict(sorted(genre_count.items())))
    print("types", dict(sorted(type_count.items())))
    for w in warnings[:40]:
        print("WARN", w)
    print(f"{len(warnings)} warnings")
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"{len(errors)} errors")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
