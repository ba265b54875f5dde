"""Validate /work/main/bench/dev197_en/notes.jsonl against the project label guideline.

Usage (from bench/dev197_en):  python3 build/check.py [path]
Exit status 0 when every check passes; problems are printed one per line.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label / type table from docs/annotation_guideline.md
TYPES = {
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
# place names that are legitimately non-PHI inside eponymous clinical terms
EPONYM_OK = ("montreal a", "montreal e", "montreal classification", "ottawa bowel", "sydney protocol",
             "sydney system", "toronto/paris", "boston bowel")
FICT_DOMAINS = ("example.com", "example.org", "example.net")
ABBR_END = {"ltd.", "co.", "corp.", "inc.", "st.", "jr.", "sr.", "ave.", "rd."}
MONTHS = ("January|February|March|April|May|June|July|August|September|October|November|December|"
          "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec")
DATE_RES = [
    re.compile(r"\b\d{4}-\d{2}-\d{2}\b"),
    re.compile(r"\b\d{4}/\d{2}/\d{2}\b"),
    re.compile(r"\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b"),
    re.compile(r"\b\d{1,2}[- ](?:%s)[- ]\d{2,4}\b" % MONTHS, re.I),
    re.compile(r"\b(?:%s) \d{1,2}, \d{4}\b" % MONTHS, re.I),
    re.compile(r"\b(?:%s) (?:19|20)\d{2}\b" % MONTHS, re.I),
]
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)\S+|\b[a-z0-9.-]*example\.(?:com|org|net)/\S*", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
PHONE_RE = re.compile(r"\b555[ .-]?\d{3,4}\b")
YEAR_RE = re.compile(r"\b(?:19[3-9]\d|20[0-3]\d)\b")


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(ip):
    try:
        o = [int(x) for x in ip.split(".")]
    except ValueError:
        return False
    if len(o) != 4 or any(x < 0 or x > 255 for x in o):
        return False
    return o[0] == 10 or (o[0] == 192 and o[1] == 168) or (o[0] == 172 and 16 <= o[1] <= 31)


def covered(spans, a, b):
    for s in spans:
        if s["start"] <= a and b <= s["end"]:
            return True
    return False


def alnum_covered(spans, text, a, b):
    """True when every letter/digit of text[a:b] lies inside some span (ranges like 3/4-3/8)."""
    for i in range(a, b):
        if text[i].isalnum() and not covered(spans, i, i + 1):
            return False
    return True


def check(path):
    errs = []
    warns = []
    rows = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    type_ct = collections.Counter()
    genre_ct = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, r in enumerate(rows):
        rid = r.get("id")
        want = "dev197-%04d" % (i + 1)
        if rid != want:
            errs.append("%s: id should be %s" % (rid, want))
        if set(r) != {"id", "text", "spans", "meta"}:
            errs.append("%s: fields %s" % (rid, sorted(r)))
        text = r.get("text", "")
        total_len += len(text)
        meta = r.get("meta", {})
        if meta.get("source") != "dev197-en":
            errs.append("%s: meta.source" % rid)
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            errs.append("%s: meta.genre" % rid)
        if not isinstance(meta.get("lowercase"), bool):
            errs.append("%s: meta.lowercase not bool" % rid)
        if meta.get("country") not in ("Canada", "New Zealand"):
            errs.append("%s: meta.country" % rid)
        genre_ct[meta.get("genre")] += 1
        low = meta.get("lowercase") is True
        if low:
            n_lower += 1
            if text != text.lower():
                errs.append("%s: lowercase note has upper-case text" % rid)
        spans = r.get("spans", [])
        prev_end = -1
        prev_start = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span fields %s" % (rid, sorted(s)))
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append("%s: bad offsets %r" % (rid, s))
                continue
            if text[a:b] != s["text"]:
                errs.append("%s: offset text mismatch %r vs %r" % (rid, text[a:b], s["text"]))
            if a < prev_start:
                errs.append("%s: spans not sorted at %d" % (rid, a))
            if a < prev_end:
                errs.append("%s: overlapping spans at %d" % (rid, a))
            prev_start, prev_end = a, b
            if t not in TYPES:
                errs.append("%s: unknown type %s" % (rid, t))
            elif s["label"] != TYPES[t]:
                errs.append("%s: label %s wrong for %s" % (rid, s["label"], t))
            type_ct[t] += 1
            st = s["text"]
            if st != st.strip():
                errs.append("%s: whitespace at span edge %r" % (rid, st))
            if st[-1] in ",;:!?\"'" or st[0] in ",;:!?\"'":
                errs.append("%s: punctuation at span edge %r" % (rid, st))
            if st[-1] == "." and t not in ("STREET",):
                last = st.split()[-1].lower()
                if last not in ABBR_END and not re.fullmatch(r"(?:[a-z]\.)+", last):
                    errs.append("%s: trailing full stop in span %r" % (rid, st))
            if st.count("(") != st.count(")") or st[0] in "[{" or st[-1] in "]}":
                errs.append("%s: unbalanced bracket in span %r" % (rid, st))
            if low and st != st.lower():
                errs.append("%s: lowercase note has upper-case span %r" % (rid, st))
            # fictional contacts
            if t in ("PHONE", "FAX"):
                if "555" not in re.sub(r"\D", "", st):
                    errs.append("%s: phone/fax outside 555 range %r" % (rid, st))
            elif t == "EMAIL":
                if "@" not in st or not domain_ok(st.split("@", 1)[1]):
                    errs.append("%s: non-fictional e-mail %r" % (rid, st))
            elif t == "URL":
                host = re.sub(r"^https?://", "", st, flags=re.I).split("/")[0]
                if not domain_ok(host):
                    errs.append("%s: non-fictional URL %r" % (rid, st))
            elif t == "IPADDR":
                if not private_ip(st):
                    errs.append("%s: non-private IP %r" % (rid, st))
            elif t == "SSN":
                dg = re.sub(r"\D", "", st)
                if not (dg.startswith("9") or dg.startswith("000")):
                    errs.append("%s: SSN-like number not 9xx/000 %r" % (rid, st))
        # contact-like strings anywhere in the text must be spans and fictional
        for m in EMAIL_RE.finditer(text):
            if not covered(spans, m.start(), m.end()):
                errs.append("%s: e-mail not annotated %r" % (rid, m.group()))
            if not domain_ok(m.group().split("@", 1)[1]):
                errs.append("%s: non-fictional e-mail in text %r" % (rid, m.group()))
        for m in URL_RE.finditer(text):
            g = m.group().rstrip(".,;)")
            if not covered(spans, m.start(), m.start() + len(g)):
                errs.append("%s: URL not annotated %r" % (rid, g))
        for m in IP_RE.finditer(text):
            if not covered(spans, m.start(), m.end()):
                errs.append("%s: IP-like string not annotated %r" % (rid, m.group()))
        for m in PHONE_RE.finditer(text):
            if not covered(spans, m.start(), m.end()):
                errs.append("%s: 555 number not annotated %r" % (rid, m.group()))
        for rx in DATE_RES:
            for m in rx.finditer(text):
                if not alnum_covered(spans, text, m.start(), m.end()):
                    errs.append("%s: date-like string not annotated %r" % (rid, m.group()))
        for m in YEAR_RE.finditer(text):
            if not covered(spans, m.start(), m.end()):
                warns.append("%s: bare year-like number %r: ...%s..." % (
                    rid, m.group(), text[max(0, m.start() - 25):m.end() + 15].replace("\n", " ")))
        # every whole-word repeat of an annotated name/place must itself be annotated
        seen = []
        for s in spans:
            if s["type"] in ("PATIENT", "DOCTOR", "FAMILY", "CITY", "HOSPITAL", "ORGANIZATION",
                             "STREET", "COUNTRY", "PROFESSION", "STATE") and len(s["text"]) >= 3:
                if s["text"] not in seen:
                    seen.append(s["text"])
        for st in seen:
            flags = re.I if low else 0
            for m in re.finditer(r"(?<![\w'])" + re.escape(st) + r"(?![\w])", text, flags):
                tail = text[m.start():m.start() + 40].lower()
                if any(tail.startswith(x) for x in EPONYM_OK):
                    continue
                if not covered(spans, m.start(), m.end()):
                    errs.append("%s: unannotated repeat of %r at %d" % (rid, st, m.start()))
    # size requirements
    n = len(rows)
    mean_len = total_len / n if n else 0
    need = 600 if mean_len < 1200 else 330
    if n < need:
        errs.append("only %d notes (need %d; mean length %.0f)" % (n, need, mean_len))
    nsp = sum(type_ct.values())
    if nsp < 8000:
        errs.append("only %d spans (need 8000)" % nsp)
    big_types = [t for t in TYPES if type_ct[t] >= 15]
    if len(big_types) < 29:
        errs.append("only %d types with >=15 spans: missing %s" % (
            len(big_types), [t for t in TYPES if type_ct[t] < 15]))
    big_genres = [g for g, v in genre_ct.items() if v >= 30]
    if len(big_genres) < 10:
        errs.append("only %d genres with >=30 notes" % len(big_genres))
    frac = n_lower / n if n else 0
    if not (0.12 <= frac <= 0.22):
        errs.append("lower-case share %.3f is not about one in six" % frac)
    return rows, errs, warns, type_ct, genre_ct, mean_len, n_lower


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    rows, errs, warns, type_ct, genre_ct, mean_len, n_lower = check(path)
    print("notes: %d  spans: %d  mean length: %.1f  lower-case notes: %d" % (
        len(rows), sum(type_ct.values()), mean_len, n_lower))
    print("genres: " + ", ".join("%s=%d" % (g, genre_ct[g]) for g in sorted(genre_ct)))
    print("types: " + ", ".join("%s=%d" % (t, type_ct[t]) for t in sorted(type_ct)))
    for w in warns[:40]:
        print("WARN " + w)
    if len(warns) > 40:
        print("WARN ... %d more" % (len(warns) - 40))
    for e in errs[:200]:
        print("ERROR " + e)
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
