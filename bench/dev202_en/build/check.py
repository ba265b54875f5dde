"""Validate bench/dev202_en/notes.jsonl (author 202). Exit status 1 on any error."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from core import LABEL_OF  # noqa: E402

PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
errors = []


def err(msg):
    errors.append(msg)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def check_contact(nid, s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", t)
        if len(digits) >= 7 and "555" not in digits:
            err("%s: %s not in the 555 range: %r" % (nid, typ, t))
    elif typ == "EMAIL":
        if t.count("@") != 1 or not host_ok(t.split("@")[1]):
            err("%s: e-mail not on example domains: %r" % (nid, t))
    elif typ == "URL":
        u = re.sub(r"^[a-z]+://", "", t.lower())
        if not host_ok(re.split(r"[/?#]", u)[0]):
            err("%s: URL not on example domains: %r" % (nid, t))
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
        except ValueError:
            err("%s: bad IP %r" % (nid, t))
            return
        if not (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("192.168.0.0/16")
                or ip in ipaddress.ip_network("172.16.0.0/12")):
            err("%s: IP not private: %r" % (nid, t))
    elif typ == "SSN":
        d = re.sub(r"\D", "", t)
        if t.upper().startswith("QQ"):
            pass  # UK National Insurance number on the reserved QQ prefix
        elif not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN not fictional (9xx/000): %r" % (nid, t))


def check_boundary(nid, s):
    t = s["text"]
    if t != t.strip():
        err("%s: span with outer whitespace %r" % (nid, t))
    if not t:
        err("%s: empty span" % nid)
        return
    if t[-1] in ",;:!?\"'" or t[0] in ",;:!?\"'.":
        err("%s: span takes in outer punctuation %r" % (nid, t))
    if t.endswith(".") and s["type"] not in ("DOCTOR", "PATIENT", "FAMILY", "ORGANIZATION", "HOSPITAL"):
        err("%s: span ends with a full stop %r" % (nid, t))
    if t.endswith("."):
        last = re.split(r"[ .]", t[:-1])[-1]
        if len(last) > 3:
            err("%s: trailing full stop is not an abbreviation %r" % (nid, t))
    for a, b in ("()", "[]", "{}"):
        if t.count(a) != t.count(b):
            err("%s: unbalanced brackets in %r" % (nid, t))
    if t[0] == "(" and s["type"] not in ("PHONE", "FAX"):
        err("%s: span starts with a bracket %r" % (nid, t))
    if s["type"] == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z-]+", t.lower()):
        err("%s: AGE span is not a bare number/word %r" % (nid, t))
    if s["type"] in ("DOCTOR", "PATIENT", "FAMILY") and re.match(r"(?i)(dr|mr|mrs|ms|miss|prof)\.? ", t):
        err("%s: title inside name span %r" % (nid, t))
    if s["type"] in ("DOCTOR", "PATIENT", "FAMILY") and re.search(r",? (MD|DO|RN|FRCR|MBBS|PhD)$", t):
        err("%s: credential inside name span %r" % (nid, t))


UNANNOTATED = [
    ("EMAIL", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")),
    ("IP", re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")),
    ("PHONE", re.compile(r"555[ .-]?\d{3,4}")),
    ("URL", re.compile(r"(?i)\b(?:https?://|www\.)\S+|\b\S+\.example\.(?:com|org|net)\S*")),
]


def main():
    rows = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    types = collections.Counter()
    genres = collections.Counter()
    n_lower = 0
    total_len = 0
    total_spans = 0
    for i, row in enumerate(rows, 1):
        nid = row.get("id")
        if nid != "dev202-%04d" % i:
            err("row %d: id %r out of sequence" % (i, nid))
        if sorted(row) != ["id", "meta", "spans", "text"]:
            err("%s: unexpected fields %r" % (nid, sorted(row)))
        text = row["text"]
        meta = row["meta"]
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: unexpected meta fields %r" % (nid, sorted(meta)))
        if meta.get("source") != "dev202-en":
            err("%s: bad source" % nid)
        if meta.get("country") not in ("US", "UK"):
            err("%s: bad country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase not boolean" % nid)
        genres[meta.get("genre")] += 1
        total_len += len(text)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        covered = []
        for s in row["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, sorted(s)))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: offset mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            if s["type"] not in LABEL_OF:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif LABEL_OF[s["type"]] != s["label"]:
                err("%s: label %r does not fit type %r" % (nid, s["label"], s["type"]))
            if meta.get("lowercase") and s["text"] != s["text"].lower():
                err("%s: upper case in lower-case span %r" % (nid, s["text"]))
            check_boundary(nid, s)
            check_contact(nid, s)
            types[s["type"]] += 1
            total_spans += 1
            covered.append((st, en))
        for kind, rx in UNANNOTATED:
            for m in rx.finditer(text):
                val = m.group(0).rstrip(".,;:)]'\"")
                end = m.start() + len(val)
                if not any(a <= m.start() and end <= b for a, b in covered):
                    err("%s: unannotated %s-like text %r" % (nid, kind, val))
    n = len(rows)
    mean = total_len / n if n else 0
    if n < 330 or (mean < 1200 and n < 600):
        err("size: %d notes with mean length %.0f" % (n, mean))
    if total_spans < 8000:
        err("size: only %d spans" % total_spans)
    rich = [t for t in types if types[t] >= 15]
    if len(rich) < 29:
        err("size: only %d types with >=15 spans (%s)" % (len(rich), sorted(set(LABEL_OF) - set(rich))))
    big = [g for g in genres if genres[g] >= 30]
    if len(big) < 10:
        err("size: only %d genres with >=30 notes" % len(big))
    frac = n_lower / n if n else 0
    if not 0.13 <= frac <= 0.21:
        err("lower-case share %.3f is not about one in six" % frac)
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            err("module %s is 30 KB or more" % fn)
    print("notes %d | spans %d | mean length %.1f | lower-case %d | types %d | genres %d"
          % (n, total_spans, mean, n_lower, len(types), len(genres)))
    for t in sorted(types, key=lambda k: (-types[k], k)):
        print("  %-15s %5d" % (t, types[t]))
    for g in sorted(genres):
        print("  %-32s %4d" % (g, genres[g]))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
