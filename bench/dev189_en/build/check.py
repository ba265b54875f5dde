"""Validate /work/main/bench/dev189_en/notes.jsonl (author 189; stdlib only).

Usage: python3 build/check.py  -> prints a summary; exit status 1 on any error.
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label -> fine types, as in docs/annotation_guideline.md
GUIDE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE_LABEL = {t: lab for lab, ts in GUIDE.items() for t in ts}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
TITLES = ("Dr", "Dr.", "Mr", "Mrs", "Ms", "Miss", "Prof", "Mr.", "Mrs.", "Ms.", "Prof.")
CREDS = ("MD", "RN", "DO", "MBBS", "FRANZCOG", "IBCLC", "RM", "CNM", "PhD", "FACOG")
ASCII_PUNCT_END = set(",;:!?\"')]}")
BAD_START = set("\"'[{<,;:")
NAMEISH = ("PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "CITY", "STREET", "PROFESSION", "COUNTRY")

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS = 330, 600, 8000
MIN_TYPES, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 29, 15, 10, 30


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def main():
    errors = []
    warn = []

    def err(rid, msg):
        errors.append("%s: %s" % (rid, msg))

    recs = []
    with open(NOTES, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad JSON (%s)" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, r in enumerate(recs, 1):
        rid = r.get("id")
        if rid != "dev189-%04d" % i:
            err(rid, "id out of sequence (expected dev189-%04d)" % i)
        if sorted(r) != ["id", "meta", "spans", "text"]:
            err(rid, "unexpected fields %s" % sorted(r))
            continue
        text = r["text"]
        total_len += len(text)
        meta = r["meta"]
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err(rid, "meta fields %s" % sorted(meta))
        if meta.get("source") != "dev189-en":
            err(rid, "meta.source")
        if meta.get("country") not in ("US", "AU"):
            err(rid, "meta.country %r" % meta.get("country"))
        if not isinstance(meta.get("lowercase"), bool):
            err(rid, "meta.lowercase not bool")
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err(rid, "lowercase note has upper-case characters")
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        for s in r["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err(rid, "span fields %s" % sorted(s))
                continue
            a, b, t, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(rid, "bad offsets %r" % s)
                continue
            if text[a:b] != st:
                err(rid, "offset mismatch %r vs %r" % (text[a:b], st))
            if a < prev_start or (a == prev_start and b < prev_end):
                err(rid, "spans not sorted at %d" % a)
            if a < prev_end:
                err(rid, "overlap at %d" % a)
            prev_start, prev_end = a, b
            for k in range(a, b):
                covered[k] = True
            if TYPE_LABEL.get(t) != lab:
                err(rid, "type/label %s/%s not in guideline" % (t, lab))
            type_count[t] += 1
            if st != st.strip() or "\n" in st:
                err(rid, "span has outer whitespace/newline %r" % st)
            if st and st[-1] in ASCII_PUNCT_END:
                err(rid, "span ends with punctuation %r" % st)
            if st and st[0] in BAD_START:
                err(rid, "span starts with punctuation %r" % st)
            if st.startswith("(") and t not in ("PHONE", "FAX"):
                err(rid, "span starts with bracket %r" % st)
            if st.endswith(".") and not re.search(r"(^|[ .])[A-Za-z]\.$", st):
                err(rid, "span ends with full stop %r" % st)
            if t in ("PATIENT", "DOCTOR", "FAMILY"):
                parts = st.split()
                first = parts[0] if len(parts) > 1 else ""
                if first in TITLES or first.lower() in [x.lower() for x in TITLES]:
                    err(rid, "title inside name %r" % st)
                if st.endswith("'s") or re.search(r",? (%s)$" % "|".join(CREDS), st, re.I):
                    err(rid, "possessive/credential inside name %r" % st)
            # fictional contacts
            if t in ("PHONE", "FAX"):
                if "555" not in re.sub(r"\D", "", st):
                    err(rid, "phone/fax not in 555 range %r" % st)
            elif t == "EMAIL":
                if not re.fullmatch(r"[\w.+-]+@(%s)" % "|".join(re.escape(x) for x in FICT_DOMAINS), st, re.I):
                    err(rid, "email not on example domains %r" % st)
            elif t == "URL":
                host = re.sub(r"^https?://", "", st.lower()).split("/")[0]
                if not any(host == d or host.endswith("." + d) for d in FICT_DOMAINS):
                    err(rid, "url not on example domains %r" % st)
            elif t == "IPADDR":
                if not private_ip(st):
                    err(rid, "ip not private %r" % st)
            elif t == "SSN":
                if not (re.fullmatch(r"9\d\d-\d\d-\d{4}", st) or re.fullmatch(r"000-\d\d-\d{4}", st)):
                    err(rid, "ssn not 9xx/000 %r" % st)
            elif t == "AGE":
                if not re.fullmatch(r"\d{1,3}|[a-z]+(-[a-z]+)?", st, re.I):
                    err(rid, "age span not a number/number word %r" % st)
        # contacts anywhere in the text must be annotated and fictional
        for m in re.finditer(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", text):
            if not all(covered[m.start():m.end()]):
                err(rid, "unannotated e-mail %r" % m.group())
        for m in re.finditer(r"(https?://|www\.)\S+", text):
            if not covered[m.start()]:
                err(rid, "unannotated URL %r" % m.group())
        for m in re.finditer(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", text):
            if not all(covered[m.start():m.end()]):
                err(rid, "unannotated IP %r" % m.group())
        for m in re.finditer(r"\b\d{3}-\d{2}-\d{4}\b", text):
            if not all(covered[m.start():m.end()]):
                err(rid, "unannotated SSN-like %r" % m.group())
        for m in re.finditer(r"\d{2,4}\)?[ .-]555[ .-]?\d{3,4}|\b\d{3}-555-\d{4}\b", text):
            if not all(covered[m.start():m.end()]):
                err(rid, "unannotated phone-like %r" % m.group())
        # every annotated name/place string must be annotated wherever else it occurs in the same note
        seen = sorted({s["text"] for s in r["spans"] if s["type"] in NAMEISH and len(s["text"]) >= 4})
        for v in seen:
            for m in re.finditer(r"(?<![\w'])%s(?![\w'])" % re.escape(v), text):
                if not any(covered[m.start():m.end()]):
                    err(rid, "unannotated repeat of %r at %d" % (v, m.start()))
    n = len(recs)
    n_spans = sum(type_count.values())
    mean_len = total_len / n if n else 0
    need = MIN_NOTES if mean_len >= 1200 else MIN_NOTES_SHORT
    if n < need:
        errors.append("only %d notes (need %d at mean length %.0f)" % (n, need, mean_len))
    if n_spans < MIN_SPANS:
        errors.append("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    rich = [t for t, c in type_count.items() if c >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        errors.append("only %d types with >= %d spans" % (len(rich), MIN_PER_TYPE))
    big = [g for g, c in genre_count.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        errors.append("lower-case share %.3f not about one in six" % frac)
    print("notes %d  spans %d  mean length %.1f  lower-case %d (%.1f%%)" % (n, n_spans, mean_len, n_lower,
                                                                          100 * frac))
    print("genres: " + ", ".join("%s %d" % (g, c) for g, c in sorted(genre_count.items())))
    print("types:  " + ", ".join("%s %d" % (t, c) for t, c in sorted(type_count.items(), key=lambda x: (-x[1], x[0]))))
    for w in warn:
        print("warning:", w)
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
