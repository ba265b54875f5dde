"""Validate bench/dev408_en/notes.jsonl (and README.md); optionally rebuild twice and compare bytes.

usage: python3 build/check.py [--rebuild [DIR]]
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import collections  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402

from doc import LABELS, TYPES  # noqa: E402
from pools import WORDNAMES  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
README_L1 = "# dev408_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV = "Conventions chosen where the guideline leaves room:"
COUNTRIES = {"UK", "US", "AU", "CA", "IE", "NZ"}
HOSTS = {"example.com", "example.org", "example.net", "www.example.com", "www.example.org", "www.example.net"}
NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
MONTHS = ["January", "February", "April", "June", "July", "August", "September", "October", "November",
          "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec", "March"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
            "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays",
            "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
HOLIDAYS = ["Christmas", "Easter", "Ramadan", "Eid", "Diwali", "Thanksgiving", "Halloween", "Hanukkah", "Matariki",
            "Chinese New Year"]
YEAR_OK = ("ISPAD", "NICE", "BSPED", "ADA", "TA943", "Diabetes Canada", "Guideline", "guideline", "updated", "Standards")
AGE_RE = re.compile(r"\b(\d{1,2})(-year-old|-yr-old| yo\b|yo\b| y/o| y\.o\.| year old| years old| years of age)", re.I)
AGED_RE = re.compile(r"\baged (\d{1,2})\b", re.I)
NUMDATE_RE = re.compile(r"(?<![\d.])(\d{1,2}([/.-])\d{1,2}\2\d{2,4}|\d{4}-\d{2}-\d{2})(?![\d])")
YEAR_RE = re.compile(r"(?<![\w.-])(19[5-9]\d|20[0-3]\d)(?![\w-])")
PHONEISH = re.compile(r"\d[\d ().-]{6,}\d")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
EDGE_START = set("\"'([{,.;:!?-")
EDGE_END = set("\"',;:!?)]}-")
TITLES = {"dr", "mr", "mrs", "ms", "miss", "master", "prof", "van", "der", "de", "la", "le", "ni", "dela", "cruz"}


def covered(pos_end, spans_iv):
    s, e = pos_end
    for a, b, _ in spans_iv:
        if a <= s and e <= b:
            return True
    return False


def check_note(n, idx, errs):
    def err(msg):
        errs.append("%s: %s" % (n.get("id", idx), msg))
    if list(n.keys()) != ["id", "text", "spans", "meta"]:
        err("keys %s" % list(n.keys()))
        return
    if n["id"] != "dev408-%04d" % (idx + 1):
        err("id out of sequence")
    t = n["text"]
    m = n["meta"]
    if list(m.keys()) != ["source", "genre", "lowercase", "country"] or m["source"] != "dev408-en":
        err("meta %s" % m)
    if m["country"] not in COUNTRIES:
        err("country %s" % m["country"])
    if m["lowercase"] is True and t != t.lower():
        err("lowercase note has upper case")
    if m["lowercase"] is False and t == t.lower():
        err("mixed-case note has no upper case")
    if t != t.strip():
        err("text has outer whitespace")
    iv = []
    last_end = -1
    last_start = -1
    for s in n["spans"]:
        if list(s.keys()) != ["start", "end", "label", "type", "text"]:
            err("span keys %s" % list(s.keys()))
            continue
        a, b, ty, tx = s["start"], s["end"], s["type"], s["text"]
        if ty not in LABELS or s["label"] != LABELS[ty]:
            err("bad label/type %s/%s" % (s["label"], ty))
        if not (0 <= a < b <= len(t)) or t[a:b] != tx:
            err("offset mismatch %r" % tx)
            continue
        if a < last_start:
            err("spans not sorted")
        if a < last_end:
            err("overlap at %d" % a)
        last_start, last_end = a, b
        if tx != tx.strip():
            err("span whitespace %r" % tx)
        if tx[0] in EDGE_START and not (tx[0] == "(" and ")" in tx):
            err("span starts with punctuation %r" % tx)
        if tx[-1] in EDGE_END and not (tx[-1] == ")" and "(" in tx):
            err("span ends with punctuation %r" % tx)
        if tx[-1] == "." and not re.search(r"(^|[.\s])\w\.$", tx):
            err("span ends with full stop %r" % tx)
        if a > 0 and (t[a - 1].isalnum()):
            err("span glued to preceding text %r" % tx)
        if b < len(t) and t[b].isalnum() and ty != "AGE":
            err("span glued to following text %r" % tx)
        if ty in ("PHONE", "FAX") and "555" not in tx:
            err("contact without 555 %r" % tx)
        if ty == "EMAIL" and not re.fullmatch(r"[^@\s]+@example\.(com|org|net)", tx):
            err("email domain %r" % tx)
        if ty == "URL":
            host = re.sub(r"^https?://", "", tx).split("/")[0]
            if host not in HOSTS:
                err("url host %r" % tx)
        if ty == "IPADDR":
            try:
                ip = ipaddress.ip_address(tx)
                if not any(ip in net for net in NETS):
                    err("public ip %r" % tx)
            except ValueError:
                err("bad ip %r" % tx)
        if ty == "SSN" and not (tx.startswith("9") or tx.startswith("000")):
            err("ssn prefix %r" % tx)
        iv.append((a, b, ty))
    lower = m["lowercase"]
    flags = re.I if lower else 0

    def need(pattern, what, types=None):
        for mm in re.finditer(pattern, t, flags):
            if not covered((mm.start(), mm.end()), [x for x in iv if types is None or x[2] in types]):
                err("unannotated %s %r at %d" % (what, mm.group(0), mm.start()))
    # every occurrence of every PHI string
    seen = set()
    for a, b, ty in iv:
        tx = t[a:b]
        if LABELS[ty] == "NAME" and ty != "USERNAME":
            for tok in re.findall(r"[A-Za-z][A-Za-z'-]*", tx):
                k = tok.lower()
                if len(tok) <= 2 or k in TITLES or k in WORDNAMES or (k, "n") in seen:
                    continue
                seen.add((k, "n"))
                need(r"(?<![\w'-])" + re.escape(tok) + r"(?![\w-])", "name token")
        elif LABELS[ty] in ("ID", "CONTACT") and tx not in seen:
            seen.add(tx)
            need(r"(?<![\w.])" + re.escape(tx) + r"(?![\w])", "identifier")
    for mm in re.finditer(r"@", t):
        if not covered((mm.start(), mm.end()), [x for x in iv if x[2] == "EMAIL"]):
            err("@ outside EMAIL")
    need(r"example\.(com|org|net)", "web/email", ("URL", "EMAIL"))
    need(IP_RE.pattern, "ip")
    for mm in PHONEISH.finditer(t):
        if "555" in mm.group(0) and sum(ch.isdigit() for ch in mm.group(0)) >= 8 and not covered((mm.start(), mm.end()), iv):
            inner = [x for x in iv if x[0] < mm.end() and x[1] > mm.start()]
            if not inner:
                err("phone-like text outside spans %r" % mm.group(0))
    need(NUMDATE_RE.pattern, "numeric date")
    for mm in AGE_RE.finditer(t):
        if not covered((mm.start(1), mm.end(1)), [x for x in iv if x[2] == "AGE"]):
            err("unannotated age %r" % mm.group(0))
    for mm in AGED_RE.finditer(t):
        if not covered((mm.start(1), mm.end(1)), [x for x in iv if x[2] == "AGE"]):
            err("unannotated age %r" % mm.group(0))
    months = [x for x in MONTHS if not (lower and x.lower() in ("march", "mar", "jan", "dec", "sept"))]
    need(r"\b(" + "|".join(months) + r")\b", "month")
    if not lower:
        need(r"\b(" + "|".join(WEEKDAYS) + r")\b", "weekday")
    else:
        need(r"\b(" + "|".join(WEEKDAYS[:14]) + r")\b", "weekday")
    need(r"\b(" + "|".join(HOLIDAYS) + r")\b", "holiday")
    for mm in YEAR_RE.finditer(t):
        if covered((mm.start(), mm.end()), iv):
            continue
        ctx = t[max(0, mm.start() - 45):mm.start()]
        if not any(k.lower() in ctx.lower() for k in YEAR_OK):
            err("unannotated year %r" % mm.group(0))


def rebuild(dirpath):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    ok = True
    ref = open(NOTES, "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "notes.hash%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                           stdout=subprocess.DEVNULL)
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            ok = ok and same
            os.remove(out)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev408_tmp", default=None, metavar="DIR")
    a = ap.parse_args()
    errs = []
    notes = []
    with open(NOTES, encoding="utf-8") as f:
        for i, line in enumerate(f):
            try:
                notes.append(json.loads(line))
            except ValueError:
                errs.append("line %d: not JSON" % (i + 1))
    for i, n in enumerate(notes):
        check_note(n, i, errs)
    nspans = sum(len(n["spans"]) for n in notes)
    mean = sum(len(n["text"]) for n in notes) / max(1, len(notes))
    types = collections.Counter(s["type"] for n in notes for s in n["spans"])
    labels = collections.Counter(s["label"] for n in notes for s in n["spans"])
    genres = collections.Counter(n["meta"]["genre"] for n in notes)
    countries = collections.Counter(n["meta"]["country"] for n in notes)
    low = sum(1 for n in notes if n["meta"]["lowercase"])
    print("notes: %d  spans: %d  mean length: %.0f chars  lower-case: %d (%.1f%%)" % (
        len(notes), nspans, mean, low, 100.0 * low / max(1, len(notes))))
    print("genres:", ", ".join("%s %d" % kv for kv in sorted(genres.items())))
    print("countries:", ", ".join("%s %d" % kv for kv in sorted(countries.items())))
    print("labels:", ", ".join("%s %d" % kv for kv in sorted(labels.items())))
    print("types:", ", ".join("%s %d" % (t, types[t]) for t in TYPES))
    if len(notes) < 330 or (mean < 1200 and len(notes) < 600):
        errs.append("too few notes")
    if nspans < 8000:
        errs.append("too few spans")
    for t in TYPES:
        if types[t] < 15:
            errs.append("type %s only %d" % (t, types[t]))
    if sum(1 for g in genres.values() if g >= 30) < 10:
        errs.append("fewer than 10 genres with 30 notes")
    if not 0.13 <= low / max(1, len(notes)) <= 0.20:
        errs.append("lower-case share off")
    if len(countries) < 4:
        errs.append("too few countries")
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            errs.append("module %s over 30 KB" % fn)
    if not os.path.exists(README):
        errs.append("README.md missing")
    else:
        lines = open(README, encoding="utf-8").read().split("\n")
        if lines[0] != README_L1 or lines[1] != README_L2:
            errs.append("README header lines wrong")
        if CONV not in lines or not any(l.startswith("- ") for l in lines[lines.index(CONV) + 1:] if CONV in lines):
            errs.append("README conventions section missing")
    if a.rebuild:
        if not rebuild(a.rebuild):
            errs.append("rebuild not byte-identical")
    for e in errs[:60]:
        print("ERROR", e)
    if len(errs) > 60:
        print("... %d more errors" % (len(errs) - 60))
    print("OK" if not errs else "FAIL")
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main())
