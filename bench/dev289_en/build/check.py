"""Validate bench/dev289_en/notes.jsonl.

Usage (from bench/dev289_en):
    python3 build/check.py [notes.jsonl] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
requires both outputs to be byte-identical to notes.jsonl."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
ID_RE = re.compile(r"^dev289-\d{4}$")
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
COUNTRIES = {"US", "UK", "AU", "CA", "IE"}
PAIRS = {"(": ")", "[": "]", "{": "}", "<": ">"}


def edge_punct(st):
    """True if the span takes in surrounding punctuation: quotes, separators, or an unmatched bracket."""
    if st[0] in "\"',;:" or st[-1] in "\"',;:":
        return True
    if st[0] in PAIRS and PAIRS[st[0]] not in st[1:]:
        return True
    for o, cl in PAIRS.items():
        if st[-1] == cl and o not in st[:-1]:
            return True
    return False


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        if len(self.errors) < 200:
            self.errors.append("%s: %s" % (where, msg))
        else:
            self.errors.append("...")


def host_of(url):
    u = re.sub(r"^[a-z]+://", "", url, flags=re.I)
    return u.split("/")[0].split(":")[0].lower()


def check_contact(ck, where, typ, val):
    digits = re.sub(r"\D", "", val)
    if typ in ("PHONE", "FAX"):
        if "555" not in digits:
            ck.err(where, "%s without 555: %r" % (typ, val))
    elif typ == "EMAIL":
        if "@" not in val or val.rsplit("@", 1)[1].lower() not in EXAMPLE_DOMAINS:
            ck.err(where, "email not on example domain: %r" % val)
    elif typ == "URL":
        h = host_of(val)
        if not any(h == d or h.endswith("." + d) for d in EXAMPLE_DOMAINS):
            ck.err(where, "url not on example domain: %r" % val)
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
        except ValueError:
            ck.err(where, "bad ip %r" % val)
            return
        ok = (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("192.168.0.0/16")
              or ip in ipaddress.ip_network("172.16.0.0/12"))
        if not ok:
            ck.err(where, "public ip %r" % val)
    elif typ == "SSN":
        if not (digits.startswith("9") or digits.startswith("000")):
            ck.err(where, "SSN-like value not starting with 9/000: %r" % val)


def check_file(path):
    ck = Checker()
    recs = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                ck.err("line %d" % ln, "invalid JSON: %s" % e)
    type_count = collections.Counter()
    label_count = collections.Counter()
    genre_count = collections.Counter()
    n_spans = 0
    n_lower = 0
    total_len = 0
    for i, r in enumerate(recs, 1):
        where = r.get("id", "line %d" % i)
        if set(r) != {"id", "text", "spans", "meta"}:
            ck.err(where, "bad fields %s" % sorted(r))
            continue
        if not ID_RE.match(r["id"]) or r["id"] != "dev289-%04d" % i:
            ck.err(where, "bad/non-sequential id")
        text = r["text"]
        if not isinstance(text, str) or not text:
            ck.err(where, "empty text")
            continue
        total_len += len(text)
        m = r["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            ck.err(where, "bad meta fields %s" % sorted(m))
        if m.get("source") != "dev289-en":
            ck.err(where, "bad source")
        if m.get("country") not in COUNTRIES:
            ck.err(where, "bad country")
        if not isinstance(m.get("lowercase"), bool):
            ck.err(where, "lowercase not bool")
        if m.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                ck.err(where, "lowercase note has upper-case characters")
        genre_count[m.get("genre")] += 1
        prev_end = -1
        prev_start = -1
        for s in r["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                ck.err(where, "bad span fields %s" % sorted(s))
                continue
            a, b, lab, typ, st = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                ck.err(where, "bad offsets %r" % s)
                continue
            if text[a:b] != st:
                ck.err(where, "offset/text mismatch %r vs %r" % (text[a:b], st))
            if a < prev_start:
                ck.err(where, "spans not sorted at %d" % a)
            if a < prev_end:
                ck.err(where, "overlap at %d" % a)
            prev_start, prev_end = a, b
            if typ not in TYPE_LABEL:
                ck.err(where, "unknown type %r" % typ)
            elif TYPE_LABEL[typ] != lab:
                ck.err(where, "label %r does not match type %r" % (lab, typ))
            if st != st.strip():
                ck.err(where, "span with edge whitespace %r" % st)
            if st and edge_punct(st):
                ck.err(where, "span with surrounding punctuation %r" % st)
            check_contact(ck, where, typ, st)
            type_count[typ] += 1
            label_count[lab] += 1
            n_spans += 1
    n = len(recs)
    mean = total_len / n if n else 0
    # size rules
    need = 600 if mean < 1200 else 330
    if n < need:
        ck.err("size", "%d notes < %d (mean length %.0f)" % (n, need, mean))
    if n_spans < 8000:
        ck.err("size", "%d spans < 8000" % n_spans)
    rich = [t for t, v in type_count.items() if v >= 15]
    if len(rich) < 29:
        ck.err("size", "only %d fine types with >=15 spans: %s" % (len(rich), sorted(type_count.items())))
    big_genres = [g for g, v in genre_count.items() if v >= 30]
    if len(big_genres) < 10:
        ck.err("size", "only %d genres with >=30 notes" % len(big_genres))
    share = n_lower / n if n else 0
    if not 0.12 <= share <= 0.22:
        ck.err("size", "lowercase share %.3f not about 1/6" % share)
    stats = {"notes": n, "spans": n_spans, "mean_len": round(mean, 1), "lowercase": n_lower,
             "labels": dict(sorted(label_count.items())), "types": dict(sorted(type_count.items())),
             "genres": dict(sorted(genre_count.items()))}
    return ck, stats


def rebuild(outdir, ref_path):
    os.makedirs(outdir, exist_ok=True)
    with open(ref_path, "rb") as f:
        ref = f.read()
    problems = []
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed)
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            data = f.read()
        if data != ref:
            problems.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, ref_path))
    return problems


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    outdir = None
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--rebuild":
            outdir = args.pop(0)
        else:
            path = a
    ck, stats = check_file(path)
    if outdir:
        for p in rebuild(outdir, path):
            ck.err("rebuild", p)
    print(json.dumps(stats, indent=1))
    if ck.errors:
        print("FAILED: %d problem(s)" % len(ck.errors))
        for e in ck.errors[:60]:
            print("  " + e)
        return 1
    print("OK" + (" (rebuild byte-identical under PYTHONHASHSEED=1 and 2)" if outdir else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
