"""Validate bench/dev400_en (notes.jsonl, README.md, build/) and optionally rebuild twice.

usage: python3 build/check.py [--rebuild [DIR]]      (DIR defaults to /tmp/dev400_tmp)
Prints counts and ends with a line OK or FAIL.
"""
import argparse
import collections
import filecmp
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
COUNTRIES = ["AU", "CA", "GB", "IE", "NZ", "US"]
DOMAINS = ["example.com", "example.net", "example.org"]
PRIVATE = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
LINE1 = "# dev400_en: independent English clinical PHI evaluation set"
LINE2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV = "Conventions chosen where the guideline leaves room:"

RE_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
RE_IP = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
RE_URL = re.compile(r"(?:https?://|www\.)\S+|\bexample\.(?:org|com|net)/\S*")

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def host_ok(url):
    u = re.sub(r"^https?://", "", url)
    host = u.split("/")[0].lower()
    if host.startswith("www."):
        host = host[4:]
    return host in DOMAINS


def ip_ok(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in net for net in PRIVATE)


def covered(spans, a, b, types=None):
    for s in spans:
        if s["start"] <= a and b <= s["end"] and (types is None or s["type"] in types):
            return True
    return False


def check_span_edges(nid, s):
    t = s["text"]
    if t != t.strip():
        err("%s: span with outer whitespace %r" % (nid, t))
    if t[0] in ",.;:!?\"')]}" or t[-1] in ",;:!?\"'([{":
        err("%s: span with outer punctuation %r" % (nid, t))
    if t.endswith(".") and not re.search(r"(?:^|[\s.])[A-Za-z]\.$", t):
        err("%s: span ends with a full stop %r" % (nid, t))
    if t.startswith("(") and ")" not in t or t.endswith(")") and "(" not in t:
        err("%s: unbalanced bracket in span %r" % (nid, t))


def check_note(rec, i, seen):
    nid = "dev400-%04d" % (i + 1)
    if list(rec) != ["id", "text", "spans", "meta"]:
        err("%s: fields %s" % (nid, list(rec)))
        return
    if rec["id"] != nid:
        err("id %s, expected %s" % (rec["id"], nid))
    text, spans, meta = rec["text"], rec["spans"], rec["meta"]
    if text in seen:
        err("%s: duplicate text" % nid)
    seen.add(text)
    if sorted(meta) != ["country", "genre", "lowercase", "source"] or meta["source"] != "dev400-en":
        err("%s: bad meta %r" % (nid, meta))
    if meta.get("country") not in COUNTRIES or not isinstance(meta.get("lowercase"), bool):
        err("%s: bad meta values %r" % (nid, meta))
    if meta.get("lowercase") and text != text.lower():
        err("%s: lowercase note contains capitals" % nid)
    if not meta.get("lowercase") and text == text.lower():
        err("%s: note flagged mixed-case but has no capitals" % nid)
    prev_end = -1
    for s in spans:
        if list(s) != ["start", "end", "label", "type", "text"]:
            err("%s: span keys %s" % (nid, list(s)))
            continue
        a, b = s["start"], s["end"]
        if not (0 <= a < b <= len(text)) or text[a:b] != s["text"]:
            err("%s: offsets do not match %r" % (nid, s))
            continue
        if a < prev_end:
            err("%s: spans overlap or unsorted at %d" % (nid, a))
        prev_end = b
        if LABEL.get(s["type"]) != s["label"]:
            err("%s: label/type %s/%s" % (nid, s["label"], s["type"]))
        check_span_edges(nid, s)
        t, ty = s["text"], s["type"]
        if ty in ("PHONE", "FAX") and "555" not in t:
            err("%s: %s without 555: %r" % (nid, ty, t))
        if ty == "EMAIL" and (not RE_EMAIL.fullmatch(t) or t.split("@")[1].lower() not in DOMAINS):
            err("%s: e-mail domain %r" % (nid, t))
        if ty == "URL" and not host_ok(t):
            err("%s: URL host %r" % (nid, t))
        if ty == "IPADDR" and not ip_ok(t):
            err("%s: IP not private %r" % (nid, t))
        if ty == "SSN" and not (t.startswith("9") or t.startswith("000")):
            err("%s: SSN-like number must start with 9 or 000: %r" % (nid, t))
    # contacts anywhere in the text must be annotated
    for rx, types in ((RE_EMAIL, ("EMAIL",)), (RE_IP, ("IPADDR",)), (RE_URL, ("URL",))):
        for m in rx.finditer(text):
            a, b = m.start(), m.end()
            while b > a and text[b - 1] in ".,;:)]'\"":
                b -= 1
            if rx is RE_URL and covered(spans, a, b, ("EMAIL",)):
                continue
            if not covered(spans, a, b, types):
                err("%s: unannotated %s %r" % (nid, types[0], text[a:b]))
    for m in re.finditer("555", text):
        if not covered(spans, m.start(), m.end()):
            err("%s: '555' outside any span near %r" % (nid, text[max(0, m.start() - 15):m.end() + 15]))
    # every repeat of a multi-part PHI string must be annotated, and with one type
    types_of = collections.defaultdict(list)
    for s in spans:
        types_of[s["text"]].append(s["type"])
    for t in sorted(types_of):
        tys = sorted(set(types_of[t]))
        if len(tys) > 1 and not set(tys) <= {"CITY", "STATE"}:
            err("%s: %r annotated with several types %s" % (nid, t, tys))
        if len(t) >= 6 and (" " in t or any(ch.isdigit() for ch in t)) and types_of[t][0] not in ("DATE", "AGE"):
            for m in re.finditer(re.escape(t), text):
                if not covered(spans, m.start(), m.end()):
                    err("%s: unannotated repeat of %r" % (nid, t))


def rebuild(dirpath):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    ok = True
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           check=True, stdout=subprocess.DEVNULL)
            same = filecmp.cmp(out, NOTES, shallow=False)
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
                ok = False
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev400_tmp", default=None, metavar="DIR")
    args = ap.parse_args()

    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30000:
            err("module %s is 30 KB (30,000 bytes) or more" % fn)
    if not os.path.exists(os.path.join(HERE, "make.py")):
        err("build/make.py missing")

    recs = []
    with open(NOTES, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError:
                err("line %d is not JSON" % ln)
    seen = set()
    for i, rec in enumerate(recs):
        check_note(rec, i, seen)

    n = len(recs)
    nspans = sum(len(r["spans"]) for r in recs)
    mean = sum(len(r["text"]) for r in recs) / max(1, n)
    low = sum(1 for r in recs if r["meta"]["lowercase"])
    by_type = collections.Counter(s["type"] for r in recs for s in r["spans"])
    by_label = collections.Counter(s["label"] for r in recs for s in r["spans"])
    by_genre = collections.Counter(r["meta"]["genre"] for r in recs)
    by_country = collections.Counter(r["meta"]["country"] for r in recs)

    print("notes %d  spans %d  mean length %.0f chars  lower-case %d (%.1f%%)" % (n, nspans, mean, low,
                                                                                   100.0 * low / max(1, n)))
    print("genres:")
    for g in sorted(by_genre):
        print("  %-46s %d" % (g, by_genre[g]))
    print("countries: " + ", ".join("%s %d" % (c, by_country[c]) for c in sorted(by_country)))
    print("labels: " + ", ".join("%s %d" % (k, by_label[k]) for k in sorted(by_label)))
    print("types:")
    for t in sorted(LABEL):
        print("  %-15s %d" % (t, by_type[t]))

    if n < 330 or (mean < 1200 and n < 600):
        err("size: %d notes with mean %.0f chars" % (n, mean))
    if nspans < 8000:
        err("only %d spans" % nspans)
    for t in sorted(LABEL):
        if by_type[t] < 15:
            err("type %s has only %d spans" % (t, by_type[t]))
    if sum(1 for g in by_genre if by_genre[g] >= 30) < 10:
        err("fewer than 10 genres with 30 notes")
    if not 0.12 <= low / max(1, n) <= 0.22:
        err("lower-case share %.3f not about one in six" % (low / max(1, n)))

    if not os.path.exists(README):
        err("README.md missing")
    else:
        lines = open(README, encoding="utf-8").read().split("\n")
        if lines[0] != LINE1 or len(lines) < 2 or lines[1] != LINE2:
            err("README first two lines")
        if CONV not in lines:
            err("README lacks the conventions line")
        else:
            k = lines.index(CONV)
            if not any(ln.startswith("- ") for ln in lines[k + 1:]):
                err("README conventions have no bullets")
        body = "\n".join(lines)
        for num in (n, nspans):
            if str(num) not in body and "{:,}".format(num) not in body:
                err("README does not state %d" % num)

    if args.rebuild:
        rebuild(args.rebuild)

    print("errors: %d" % len(errors))
    print("OK" if not errors else "FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
