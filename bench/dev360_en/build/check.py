"""Validate dev360_en/notes.jsonl and, with --rebuild DIR, rebuild it twice and compare bytes.

Usage: python3 build/check.py [--rebuild DIR] [NOTES_JSONL]
"""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)

TYPE_LABEL = {
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
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
EX_DOMAIN = re.compile(r"^([a-z0-9-]+\.)*example\.(com|org|net)$")
ID_RE = re.compile(r"^dev360-\d{4}$")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def edge_ok(span_text, typ):
    if not span_text or span_text != span_text.strip():
        return False
    first, last = span_text[0], span_text[-1]
    if not first.isalnum():
        if not (first in "(+" and typ in ("PHONE", "FAX")):
            return False
    if not last.isalnum():
        if last == "." and INITIAL_END.search(span_text):
            return True
        if last == ")" and "(" in span_text:
            return True
        return False
    return True


def contact_ok(typ, s):
    if typ in ("PHONE", "FAX"):
        return "555" in s
    if typ == "EMAIL":
        if s.count("@") != 1:
            return False
        return bool(EX_DOMAIN.match(s.split("@")[1].lower()))
    if typ == "URL":
        host = re.sub(r"^https?://", "", s.lower()).split("/")[0]
        return bool(EX_DOMAIN.match(host))
    if typ == "IPADDR":
        return private_ip(s)
    if typ == "SSN":
        return s.startswith("9") or s.startswith("000")
    return True


def check(path):
    errors = []

    def err(msg):
        if len(errors) < 60:
            errors.append(msg)
        else:
            errors.append(None)

    recs = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    by_label, by_type, by_genre, by_country = (collections.Counter() for _ in range(4))
    n_lower = 0
    total_len = 0
    n_spans = 0
    for i, r in enumerate(recs):
        rid = r.get("id")
        if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: fields %s" % (rid, sorted(r.keys())))
            continue
        if not isinstance(rid, str) or not ID_RE.match(rid) or rid != "dev360-%04d" % (i + 1):
            err("record %d: bad id %r" % (i + 1, rid))
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % rid)
            continue
        total_len += len(text)
        if not isinstance(meta, dict) or sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields" % rid)
            continue
        if meta["source"] != "dev360-en":
            err("%s: source %r" % (rid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % rid)
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper case" % rid)
        by_genre[meta["genre"]] += 1
        by_country[meta["country"]] += 1
        prev_end = -1
        prev_start = -1
        for s in spans:
            n_spans += 1
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %s" % (rid, sorted(s.keys())))
                continue
            st, en, lab, typ = s["start"], s["end"], s["label"], s["type"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (rid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: span text mismatch at %d" % (rid, st))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (rid, st))
            if st < prev_end:
                err("%s: overlap at %d" % (rid, st))
            prev_start, prev_end = st, max(prev_end, en)
            if typ not in TYPE_LABEL:
                err("%s: unknown type %r" % (rid, typ))
            elif TYPE_LABEL[typ] != lab:
                err("%s: label %r does not pair with type %r" % (rid, lab, typ))
            if not edge_ok(s["text"], typ):
                err("%s: span edge whitespace/punctuation %r (%s)" % (rid, s["text"], typ))
            if not contact_ok(typ, s["text"]):
                err("%s: non-fictional %s %r" % (rid, typ, s["text"]))
            by_label[lab] += 1
            by_type[typ] += 1
    n = len(recs)
    mean = total_len / n if n else 0.0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if by_type[t] < MIN_TYPE:
            err("type %s only %d times (need %d)" % (t, by_type[t], MIN_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-case share %.3f is not about one in six" % frac)
    print("notes: %d   mean length: %.1f   spans: %d   lower-case notes: %d (%.1f%%)" % (
        n, mean, n_spans, n_lower, 100 * frac))
    print("per label: " + ", ".join("%s %d" % (k, by_label[k]) for k in sorted(by_label)))
    print("per type:")
    for t in sorted(TYPE_LABEL):
        print("  %-15s %5d" % (t, by_type[t]))
    print("per genre:")
    for g in sorted(by_genre):
        print("  %-30s %4d" % (g, by_genre[g]))
    print("countries: " + ", ".join("%s %d" % (k, by_country[k]) for k in sorted(by_country)))
    return errors


def rebuild(out_dir, ref):
    problems = []
    with open(ref, "rb") as fh:
        want = fh.read()
    for seed in ("1", "2"):
        d = os.path.join(out_dir, "hashseed%s" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), d], env=env,
                             capture_output=True, text=True)
        if res.returncode != 0:
            problems.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr.strip()[-300:]))
            continue
        with open(os.path.join(d, "notes.jsonl"), "rb") as fh:
            got = fh.read()
        same = got == want
        print("rebuild PYTHONHASHSEED=%s -> %s: %s" % (seed, d, "byte-identical" if same else "DIFFERENT"))
        if not same:
            problems.append("rebuild PYTHONHASHSEED=%s differs from %s" % (seed, ref))
    return problems


def main(argv):
    args = argv[1:]
    out_dir = None
    if "--rebuild" in args:
        k = args.index("--rebuild")
        if k + 1 >= len(args):
            print("usage: check.py [--rebuild DIR] [NOTES_JSONL]")
            return 2
        out_dir = args[k + 1]
        del args[k:k + 2]
    path = args[0] if args else os.path.join(SET_DIR, "notes.jsonl")
    errors = check(path)
    if out_dir:
        errors += rebuild(out_dir, path)
    shown = [e for e in errors if e]
    for e in shown:
        print("ERROR:", e)
    if None in errors:
        print("ERROR: (further errors not shown)")
    if errors:
        print("FAIL: %d problem(s) in %s" % (len([e for e in errors]), path))
        return 1
    print("OK: %s passes all checks%s" % (path, " and rebuilds byte-identically" if out_dir else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
