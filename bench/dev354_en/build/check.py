"""Validate dev354_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [--file PATH]
With --rebuild DIR, make.py is run twice (PYTHONHASHSEED=1 and 2) into DIR and both
outputs must be byte-identical to notes.jsonl.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABEL_OF = {
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
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
BAD_EDGE = set(" \t\n\r,;:!?\"'`[]{}<>")


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def edge_problem(t):
    if not t or t != t.strip():
        return "whitespace"
    if t[0] in BAD_EDGE or t[-1] in BAD_EDGE:
        return "punctuation edge"
    if t[0] == "(" and ")" not in t:
        return "unbalanced ("
    if t[-1] == ")" and "(" not in t:
        return "unbalanced )"
    if t[0] in ".-/|":
        return "leading punctuation"
    if t[-1] in "-/|":
        return "trailing punctuation"
    if t[-1] == ".":
        last = re.split(r"[\s.]", t[:-1])[-1]
        if not (last.isalpha() and len(last) <= 3):
            return "trailing full stop"
    return None


def contact_problem(ty, t):
    if ty in ("PHONE", "FAX") and "555" not in t:
        return "phone/fax without 555"
    if ty == "EMAIL":
        if "@" not in t or not host_ok(t.rsplit("@", 1)[1]):
            return "email domain not example.*"
    if ty == "URL":
        h = re.sub(r"^[a-z]+://", "", t.lower()).split("/")[0]
        if not host_ok(h):
            return "url host not example.*"
    if ty == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
        except ValueError:
            return "bad ip"
        if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
            return "public ip"
    if ty == "SSN":
        if not (t.startswith("9") or t.startswith("000")):
            return "ssn not starting 9/000"
    return None


def check_file(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad json %s" % (ln, e))
    per_label = collections.Counter()
    per_type = collections.Counter()
    per_genre = collections.Counter()
    per_country = collections.Counter()
    nspans = 0
    total_len = 0
    nlower = 0
    for i, o in enumerate(notes):
        nid = o.get("id")
        if sorted(o.keys()) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %s" % (nid, sorted(o.keys())))
            continue
        if nid != "dev354-%04d" % (i + 1):
            errs.append("%s: id out of sequence (expected dev354-%04d)" % (nid, i + 1))
        m = o["meta"]
        if sorted(m.keys()) != ["country", "genre", "lowercase", "source"] or m.get("source") != "dev354-en" \
                or not isinstance(m.get("lowercase"), bool) or not m.get("genre") or not m.get("country"):
            errs.append("%s: bad meta %r" % (nid, m))
            continue
        text = o["text"]
        total_len += len(text)
        per_genre[m["genre"]] += 1
        per_country[m["country"]] += 1
        if m["lowercase"]:
            nlower += 1
            if text != text.lower():
                errs.append("%s: lowercase note has upper case" % nid)
        prev_end = -1
        prev_start = -1
        for s in o["spans"]:
            nspans += 1
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields %s" % (nid, sorted(s.keys())))
                continue
            st, en, lab, ty, t = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != t:
                errs.append("%s: span text mismatch %r vs %r" % (nid, t, text[st:en]))
            if st < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                errs.append("%s: overlap at %d" % (nid, st))
            prev_start, prev_end = st, max(prev_end, en)
            if ty not in LABEL_OF:
                errs.append("%s: unknown type %s" % (nid, ty))
            elif LABEL_OF[ty] != lab:
                errs.append("%s: label %s does not pair with type %s" % (nid, lab, ty))
            p = edge_problem(t)
            if p:
                errs.append("%s: %s in span %r (%s)" % (nid, p, t, ty))
            p = contact_problem(ty, t)
            if p:
                errs.append("%s: %s: %r" % (nid, p, t))
            per_label[lab] += 1
            per_type[ty] += 1
    n = len(notes)
    mean = total_len / float(n) if n else 0.0
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        errs.append("only %d notes (need %d at mean length %.0f)" % (n, need_notes, mean))
    if nspans < 8000:
        errs.append("only %d spans (need 8000)" % nspans)
    for ty in sorted(LABEL_OF):
        if per_type[ty] < 15:
            errs.append("type %s has %d spans (need 15)" % (ty, per_type[ty]))
    big = [g for g in sorted(per_genre) if per_genre[g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >= 30 notes" % len(big))
    frac = nlower / float(n) if n else 0
    if not 0.12 <= frac <= 0.22:
        errs.append("lowercase fraction %.3f not about 1/6" % frac)
    print("notes: %d   mean length: %.0f chars   spans: %d   lowercase notes: %d (%.1f%%)" % (
        n, mean, nspans, nlower, 100 * frac))
    print("per label: " + ", ".join("%s=%d" % (k, per_label[k]) for k in sorted(per_label)))
    print("per type:  " + ", ".join("%s=%d" % (k, per_type[k]) for k in sorted(LABEL_OF)))
    print("per genre: " + ", ".join("%s=%d" % (k, per_genre[k]) for k in sorted(per_genre)))
    print("countries: " + ", ".join("%s=%d" % (k, per_country[k]) for k in sorted(per_country)))
    return errs


def rebuild(outdir, target):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(target, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True,
                       env=env, stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            same = f.read() == ref
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    return errs


def main():
    args = sys.argv[1:]
    target = os.path.join(ROOT, "notes.jsonl")
    if "--file" in args:
        target = args[args.index("--file") + 1]
    errs = check_file(target)
    if "--rebuild" in args:
        errs += rebuild(args[args.index("--rebuild") + 1], target)
    for e in errs[:60]:
        print("ERROR: " + e)
    if len(errs) > 60:
        print("... %d more errors" % (len(errs) - 60))
    print("FAIL (%d problems)" % len(errs) if errs else "OK: all checks passed")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
