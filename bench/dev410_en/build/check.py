"""Validate bench/dev410_en (author 410).

python3 build/check.py [--rebuild [DIR]]

Checks notes.jsonl against the guideline's span rules and the set's own rules,
optionally rebuilds twice (PYTHONHASHSEED=1 and 2) into DIR and compares bytes.
Prints counts and ends with a line OK or FAIL.
"""
import sys

sys.dont_write_bytecode = True

import collections
import json
import os
import re
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
DOMAINS = ("example.com", "example.org", "example.net")
COUNTRIES = {"GB", "US", "AU", "CA", "IE", "NZ"}
EDGE_PUNCT = set(".,;:!?\"'()[]{}")
LEAK_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "STREET", "CITY", "HOSPITAL", "ORGANIZATION", "COUNTRY",
              "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM",
              "PHONE", "FAX", "EMAIL", "URL", "IPADDR"}

RE_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
RE_URL = re.compile(r"(?:https?://|www\.)\S+|\bexample\.(?:com|org|net)/\S*")
RE_IP = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
RE_PHONE = re.compile(r"(?:\+\d{1,3} ?)?\(?\d{2,5}\)?[ .-]?555[ .-]?\d{3,4}\b|\b\d?555\d{1,2}\b")


class Report:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 60:
            print("ERROR:", msg)
        self.errors.append(msg)


def private_ip(ip):
    p = [int(x) for x in ip.split(".")]
    if any(x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def url_ok(u):
    m = re.match(r"^(?:https?://)?([^/\s]+)(/\S*)?$", u)
    return bool(m) and m.group(1) in {p + d for d in DOMAINS for p in ("", "www.")}


def covered(spans, a, b):
    return any(s["start"] < b and a < s["end"] for s in spans)


def check_note(R, n, i):
    nid = n.get("id")
    if set(n) != {"id", "text", "spans", "meta"}:
        R.err("%s: keys %s" % (nid, sorted(n)))
        return
    if nid != "dev410-%04d" % (i + 1):
        R.err("%s: id out of sequence at line %d" % (nid, i + 1))
    t, spans, meta = n["text"], n["spans"], n["meta"]
    if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev410-en":
        R.err("%s: bad meta %r" % (nid, meta))
    if meta.get("country") not in COUNTRIES or not isinstance(meta.get("lowercase"), bool):
        R.err("%s: bad meta values" % nid)
    if meta.get("lowercase") and t != t.lower():
        R.err("%s: lowercase note has capitals" % nid)
    prev_end = 0
    prev_start = -1
    for s in spans:
        if set(s) != {"start", "end", "label", "type", "text"}:
            R.err("%s: span keys %s" % (nid, sorted(s)))
            continue
        a, b, typ = s["start"], s["end"], s["type"]
        if typ not in LABEL or LABEL[typ] != s["label"]:
            R.err("%s: bad label/type %s/%s" % (nid, s["label"], typ))
        if not (0 <= a < b <= len(t)) or t[a:b] != s["text"]:
            R.err("%s: offsets %d-%d do not match %r" % (nid, a, b, s["text"]))
            continue
        if a < prev_start or a < prev_end:
            R.err("%s: spans unsorted or overlapping at %d" % (nid, a))
        prev_start, prev_end = a, b
        v = s["text"]
        if v != v.strip():
            R.err("%s: whitespace at span edge %r" % (nid, v))
        initials = re.fullmatch(r"(?:\w\.)+", v) is not None  # guideline: Pt [J.S.]
        if (v[-1] in EDGE_PUNCT and not initials) or (v[0] in EDGE_PUNCT and not (typ in ("PHONE", "FAX") and v[0] == "(")):
            R.err("%s: punctuation at span edge %r (%s)" % (nid, v, typ))
        if a > 0 and (t[a - 1].isalnum()):
            R.err("%s: span starts inside a word %r" % (nid, t[max(0, a - 5):b]))
        if b < len(t) and t[b].isalnum() and typ != "AGE":
            R.err("%s: span ends inside a word %r" % (nid, t[a:b + 5]))
        if typ in ("PHONE", "FAX") and "555" not in v:
            R.err("%s: contact number without 555 %r" % (nid, v))
        if typ == "EMAIL" and not re.match(r"^[\w.+-]+@(example\.(com|org|net))$", v):
            R.err("%s: e-mail outside example domains %r" % (nid, v))
        if typ == "URL" and not url_ok(v):
            R.err("%s: URL outside example domains %r" % (nid, v))
        if typ == "IPADDR" and not (RE_IP.fullmatch(v) and private_ip(v)):
            R.err("%s: IP not private %r" % (nid, v))
        if typ == "SSN" and not (v.startswith("9") or v.startswith("000")):
            R.err("%s: SSN-like number must start with 9 or 000 %r" % (nid, v))
    # contacts written in the text must all be annotated
    for rx, kinds in ((RE_EMAIL, ("EMAIL",)), (RE_URL, ("URL", "EMAIL")), (RE_IP, ("IPADDR",)), (RE_PHONE, ("PHONE", "FAX"))):
        for m in rx.finditer(t):
            if not any(s["start"] <= m.start() < s["end"] and s["type"] in kinds for s in spans):
                if rx is RE_PHONE and covered(spans, m.start(), m.end()):
                    continue
                R.err("%s: unannotated contact-like text %r" % (nid, m.group(0)))
    # every occurrence of an annotated value must be annotated too
    seen = set()
    for s in spans:
        v = s["text"]
        if s["type"] not in LEAK_TYPES or len(v) < 4 or v in seen:
            continue
        seen.add(v)
        for m in re.finditer(r"(?<!\w)" + re.escape(v) + r"(?!\w)", t):
            if not covered(spans, m.start(), m.end()):
                R.err("%s: unannotated repeat of %s %r at %d" % (nid, s["type"], v, m.start()))


def hard_negative_count(notes):
    sys.path.insert(0, HERE)
    import pools as P
    terms = sorted(set(P.DRUGS + P.DEVICES + P.SCORES + P.EPONYMS + P.GUIDELINES + P.DEPTS + P.LANGUAGES +
                       ("Tuohy", "Whitacre", "Sprotte", "Bromage", "Mallampati", "Apgar", "Kiwi", "Oxford HELP",
                        "OAA", "NICE", "ASRA", "MBRRACE", "Robson", "Entonox", "Syntocinon", "CADD-Solis")))
    c = 0
    for n in notes:
        low = n["text"].lower()
        for term in terms:
            c += low.count(term.lower())
    return c


def rebuild(R, d):
    created = not os.path.exists(d)
    try:
        for seed in ("1", "2"):
            out = os.path.join(d, "hash" + seed)
            env = dict(os.environ, PYTHONHASHSEED=seed)
            subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                           stdout=subprocess.DEVNULL)
            with open(os.path.join(out, "notes.jsonl"), "rb") as f, open(NOTES, "rb") as g:
                same = f.read() == g.read()
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                R.err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            shutil.rmtree(out)
    finally:
        if created and os.path.exists(d):
            shutil.rmtree(d)


def main(argv):
    R = Report()
    with open(NOTES, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines[-1] != "":
        R.err("notes.jsonl must end with a newline")
    notes = [json.loads(x) for x in lines if x]
    for i, n in enumerate(notes):
        check_note(R, n, i)
    nsp = sum(len(n["spans"]) for n in notes)
    mean = sum(len(n["text"]) for n in notes) / max(1, len(notes))
    low = sum(1 for n in notes if n["meta"]["lowercase"])
    by_type = collections.Counter(s["type"] for n in notes for s in n["spans"])
    by_label = collections.Counter(s["label"] for n in notes for s in n["spans"])
    by_genre = collections.Counter(n["meta"]["genre"] for n in notes)
    by_country = collections.Counter(n["meta"]["country"] for n in notes)
    print("notes %d, spans %d, mean length %.0f chars, lower-case %d (%.1f%%)" % (len(notes), nsp, mean, low, 100.0 * low / len(notes)))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(by_label.items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(by_type.items())))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(by_genre.items())))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(by_country.items())))
    print("hard-negative term occurrences: %d" % hard_negative_count(notes))
    if len(notes) < (600 if mean < 1200 else 330):
        R.err("too few notes")
    if nsp < 8000:
        R.err("too few spans")
    for typ in sorted(LABEL):
        if by_type[typ] < 15:
            R.err("type %s has only %d spans" % (typ, by_type[typ]))
    if len(by_genre) < 12 or min(by_genre.values()) < 30:
        R.err("genres: need 12 (10 given + 2 own) with at least 30 notes each")
    if not 0.12 <= low / len(notes) <= 0.22:
        R.err("lower-case share off one in six")
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            R.err("module %s is 30 KB or larger" % fn)
    try:
        with open(README, encoding="utf-8") as f:
            rd = f.read().split("\n")
        if rd[0] != "# dev410_en: independent English clinical PHI evaluation set":
            R.err("README line 1")
        if rd[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
            R.err("README line 2")
        k = rd.index("Conventions chosen where the guideline leaves room:")
        if not any(x.startswith("- ") for x in rd[k + 1:]):
            R.err("README: no convention bullets")
        body = "\n".join(rd)
        for num in (len(notes), nsp):
            if ("{:,}".format(num) not in body) and (str(num) not in body):
                R.err("README does not state %d" % num)
    except (OSError, ValueError, IndexError) as e:
        R.err("README: %s" % e)
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        d = argv[k + 1] if k + 1 < len(argv) and not argv[k + 1].startswith("--") else "/tmp/dev410_tmp"
        rebuild(R, d)
    print("errors: %d" % len(R.errors))
    print("OK" if not R.errors else "FAIL")
    return 0 if not R.errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
