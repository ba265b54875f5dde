"""Validate dev373_en/notes.jsonl.  Usage: python3 build/check.py [--rebuild DIR] [--notes PATH]
Checks fields, ids, offsets, ordering, labels/types, span boundaries, minimum counts,
contact fictionality, lower-case notes, and (with --rebuild) two byte-identical rebuilds
under PYTHONHASHSEED=1 and 2. Prints counts and OK or FAIL."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
LABEL_OF = {t: lab for lab in sorted(TYPES) for t in TYPES[lab]}
EXAMPLE = ("example.com", "example.org", "example.net")
LEAD_BAD = set(",.;:!?)]}\"'#*/-")
TRAIL_BAD = set(",;:!?([{\"'#*/-")


def boundary_problem(s):
    if not s:
        return "empty"
    if s[0].isspace() or s[-1].isspace():
        return "whitespace at edge"
    if s[0] in LEAD_BAD:
        return "leading punctuation"
    if s[0] == "(" and ")" not in s:
        return "unbalanced leading bracket"
    if s[0] in "[{":
        return "leading bracket"
    if s[-1] in TRAIL_BAD:
        return "trailing punctuation"
    if s[-1] in ")]}" and "(" not in s:
        return "unbalanced trailing bracket"
    if s[-1] == "." and not re.search(r"(?:^|[\s.])[A-Za-z]{1,3}\.$", s):
        return "trailing full stop"
    return None


def contact_problem(typ, s):
    if typ in ("PHONE", "FAX") and "555" not in s:
        return "phone/fax without 555"
    if typ == "EMAIL":
        m = re.fullmatch(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)", s)
        if not m or not any(m.group(1).lower() == d or m.group(1).lower().endswith("." + d) for d in EXAMPLE):
            return "e-mail not on example domain"
    if typ == "URL":
        host = re.sub(r"^[a-z]+://", "", s.lower()).split("/")[0].split("?")[0].split(":")[0]
        if not any(host == d or host.endswith("." + d) for d in EXAMPLE):
            return "url not on example domain"
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return "bad ip"
        nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return "ip not private"
    if typ == "SSN" and not (s.startswith("9") or s.startswith("000")):
        return "ssn not starting 9 or 000"
    return None


def check(path, errors):
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError:
                errors.append("line %d: not JSON" % ln)
    per_type = collections.Counter()
    per_label = collections.Counter()
    per_genre = collections.Counter()
    countries = collections.Counter()
    lower = 0
    nspans = 0
    total_len = 0
    for i, note in enumerate(notes):
        nid = note.get("id")
        if sorted(note) != ["id", "meta", "spans", "text"]:
            errors.append("%s: fields %s" % (nid, sorted(note)))
            continue
        if nid != "dev373-%04d" % (i + 1):
            errors.append("note %d: id %s" % (i + 1, nid))
        text, meta = note["text"], note["meta"]
        if not isinstance(text, str) or not text:
            errors.append("%s: empty text" % nid)
            continue
        total_len += len(text)
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            errors.append("%s: meta fields" % nid)
            continue
        if meta["source"] != "dev373-en" or not isinstance(meta["lowercase"], bool) or not meta["genre"] or not meta["country"]:
            errors.append("%s: meta values" % nid)
        per_genre[meta["genre"]] += 1
        countries[meta["country"]] += 1
        if meta["lowercase"]:
            lower += 1
            if text != text.lower():
                errors.append("%s: lowercase note has upper case" % nid)
        prev_end = -1
        prev_start = -1
        for s in note["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                errors.append("%s: span fields %s" % (nid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errors.append("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                errors.append("%s: span text mismatch at %d" % (nid, a))
            if a < prev_start:
                errors.append("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                errors.append("%s: overlap at %d" % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            if s["type"] not in LABEL_OF:
                errors.append("%s: unknown type %s" % (nid, s["type"]))
            elif LABEL_OF[s["type"]] != s["label"]:
                errors.append("%s: type %s paired with label %s" % (nid, s["type"], s["label"]))
            prob = boundary_problem(s["text"])
            if prob:
                errors.append("%s: %s in %r" % (nid, prob, s["text"]))
            prob = contact_problem(s["type"], s["text"])
            if prob:
                errors.append("%s: %s: %r" % (nid, prob, s["text"]))
            per_type[s["type"]] += 1
            per_label[s["label"]] += 1
            nspans += 1
    n = len(notes)
    mean = total_len / n if n else 0
    print("notes: %d" % n)
    print("mean length: %.0f characters" % mean)
    print("spans: %d" % nspans)
    print("lowercase notes: %d (%.1f%%)" % (lower, 100.0 * lower / max(n, 1)))
    print("per label:")
    for k in sorted(per_label):
        print("  %-12s %6d" % (k, per_label[k]))
    print("per type:")
    for lab in sorted(TYPES):
        for t in TYPES[lab]:
            print("  %-16s %6d" % (t, per_type[t]))
    print("per genre:")
    for k in sorted(per_genre):
        print("  %-38s %4d" % (k, per_genre[k]))
    print("countries: " + ", ".join("%s %d" % (k, countries[k]) for k in sorted(countries)))
    need = 600 if mean < 1200 else 330
    if n < need:
        errors.append("only %d notes (need %d)" % (n, need))
    if nspans < 8000:
        errors.append("only %d spans" % nspans)
    for lab in sorted(TYPES):
        for t in TYPES[lab]:
            if per_type[t] < 15:
                errors.append("type %s only %d times" % (t, per_type[t]))
    big = [g for g in sorted(per_genre) if per_genre[g] >= 30]
    if len(big) < 10:
        errors.append("only %d genres with 30+ notes" % len(big))
    frac = lower / max(n, 1)
    if not 0.12 <= frac <= 0.22:
        errors.append("lowercase fraction %.3f not about 1/6" % frac)


def rebuild(dest, path, errors):
    ref = open(path, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dest, "hashseed" + seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        got = open(os.path.join(out, "notes.jsonl"), "rb").read()
        same = got == ref
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        if not same:
            errors.append("rebuild with PYTHONHASHSEED=%s differs" % seed)


def main():
    args = sys.argv[1:]
    path = os.path.join(ROOT, "notes.jsonl")
    dest = None
    if "--notes" in args:
        path = args[args.index("--notes") + 1]
    if "--rebuild" in args:
        dest = args[args.index("--rebuild") + 1]
    errors = []
    check(path, errors)
    if dest:
        rebuild(dest, path, errors)
    else:
        print("rebuild: not requested (use --rebuild DIR)")
    for e in errors[:60]:
        print("  problem: " + e)
    if len(errors) > 60:
        print("  ... %d more problems" % (len(errors) - 60))
    if errors:
        print("FAIL: %d problems" % len(errors))
        sys.exit(1)
    print("OK: %s passes all checks%s" % (os.path.relpath(path, ROOT), " and both rebuilds are byte-identical" if dest else ""))


if __name__ == "__main__":
    main()
