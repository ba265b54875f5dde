"""Validate dev377_en/notes.jsonl and check that the build is reproducible.

Usage: python3 build/check.py [--rebuild DIR] [--file PATH]
Without --rebuild the rebuilds go to /tmp/dev377_tmp (removed afterwards if created here)."""
import argparse
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
ALLOWED_DOMAINS = ("example.com", "example.org", "example.net")
LEAD_BAD = set(".,;:!?'\")]}>-/")
TRAIL_BAD = set(",;:!?'\"([{<-/")


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == dm or host.endswith("." + dm) for dm in ALLOWED_DOMAINS)


def ip_ok(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def span_edge_errors(t):
    errs = []
    if t != t.strip() or "\n" in t:
        errs.append("whitespace")
    if not t:
        return ["empty"]
    a, z = t[0], t[-1]
    if a in LEAD_BAD or (a == "(" and ")" not in t):
        errs.append("leading punctuation")
    if z in TRAIL_BAD or (z == ")" and "(" not in t):
        errs.append("trailing punctuation")
    if z == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$", t):
        errs.append("trailing full stop")
    return errs


def contact_errors(typ, t):
    if typ in ("PHONE", "FAX"):
        return [] if "555" in re.sub(r"\D", "", t) else ["phone without 555"]
    if typ == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([A-Za-z0-9.-]+)", t)
        return [] if m and domain_ok(m.group(1)) else ["email domain"]
    if typ == "URL":
        host = re.sub(r"^[a-z]+://", "", t.lower()).split("/")[0].split(":")[0].split("?")[0]
        return [] if domain_ok(host) else ["url domain"]
    if typ == "IPADDR":
        return [] if ip_ok(t) else ["public ip"]
    if typ == "SSN":
        dg = re.sub(r"\D", "", t)
        return [] if dg.startswith("9") or dg.startswith("000") else ["ssn not 9/000"]
    return []


def validate(path):
    errors = []
    recs = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad json %s" % (ln, e))
    per_label, per_type, per_genre, per_country = (collections.Counter() for _ in range(4))
    nlow = 0
    total_len = 0
    nspans = 0
    for i, r in enumerate(recs):
        rid = r.get("id")
        where = rid or ("#%d" % i)
        if set(r) != {"id", "text", "spans", "meta"}:
            errors.append("%s: fields %s" % (where, sorted(r)))
            continue
        if rid != "dev377-%04d" % (i + 1):
            errors.append("%s: id out of sequence" % where)
        m = r["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"} or m.get("source") != "dev377-en" \
                or not isinstance(m.get("lowercase"), bool) or not m.get("genre") or not m.get("country"):
            errors.append("%s: bad meta %r" % (where, m))
            continue
        text = r["text"]
        total_len += len(text)
        per_genre[m["genre"]] += 1
        per_country[m["country"]] += 1
        if m["lowercase"]:
            nlow += 1
            if text != text.lower():
                errors.append("%s: lowercase note has upper case" % where)
        elif text == text.lower():
            errors.append("%s: note marked mixed case is all lower case" % where)
        prev_end = -1
        prev_start = -1
        for s in r["spans"]:
            nspans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                errors.append("%s: span fields %s" % (where, sorted(s)))
                continue
            st, en, lab, typ, t = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errors.append("%s: bad offsets %r" % (where, s))
                continue
            if text[st:en] != t:
                errors.append("%s: span text mismatch %r vs %r" % (where, t, text[st:en]))
            if st < prev_start:
                errors.append("%s: spans not sorted at %d" % (where, st))
            if st < prev_end:
                errors.append("%s: overlap at %d" % (where, st))
            prev_start, prev_end = st, en
            if typ not in LABEL:
                errors.append("%s: unknown type %s" % (where, typ))
            elif LABEL[typ] != lab:
                errors.append("%s: %s paired with %s" % (where, typ, lab))
            for e in span_edge_errors(t) + contact_errors(typ, t):
                errors.append("%s: %s %s %r" % (where, typ, e, t))
            per_label[lab] += 1
            per_type[typ] += 1
    n = len(recs)
    mean = total_len / n if n else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        errors.append("only %d notes (need %d)" % (n, need))
    if nspans < 8000:
        errors.append("only %d spans" % nspans)
    for typ in sorted(LABEL):
        if per_type[typ] < 15:
            errors.append("type %s only %d times" % (typ, per_type[typ]))
    big = [g for g in sorted(per_genre) if per_genre[g] >= 30]
    if len(big) < 10:
        errors.append("only %d genres with >=30 notes" % len(big))
    frac = nlow / n if n else 0
    if not 0.13 <= frac <= 0.20:
        errors.append("lowercase fraction %.3f not about 1/6" % frac)
    print("notes: %d" % n)
    print("mean length: %.1f chars" % mean)
    print("spans: %d" % nspans)
    print("lowercase notes: %d (%.1f%%)" % (nlow, 100 * frac))
    print("per label:")
    for k in sorted(per_label):
        print("  %-14s %6d" % (k, per_label[k]))
    print("per type:")
    for k in sorted(LABEL):
        print("  %-14s %6d" % (k, per_type[k]))
    print("per genre:")
    for k in sorted(per_genre):
        print("  %-30s %4d" % (k, per_genre[k]))
    print("countries:")
    for k in sorted(per_country):
        print("  %-14s %4d" % (k, per_country[k]))
    return errors


def module_errors():
    errs = []
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            errs.append("module %s is 30 KB or more" % fn)
    return errs


def rebuild(path, outdir):
    errs = []
    created = not os.path.isdir(outdir)
    os.makedirs(outdir, exist_ok=True)
    with open(path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.rebuild_seed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            same = f.read() == ref
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild with PYTHONHASHSEED=%s differs" % seed)
        os.remove(out)
    if created:
        shutil.rmtree(outdir)
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", metavar="DIR", default="/tmp/dev377_tmp")
    ap.add_argument("--file", default=os.path.join(SETDIR, "notes.jsonl"))
    a = ap.parse_args()
    errors = validate(a.file) + module_errors() + rebuild(a.file, a.rebuild)
    for e in errors[:60]:
        print("ERROR", e)
    if len(errors) > 60:
        print("... %d more errors" % (len(errors) - 60))
    print("FAIL (%d errors)" % len(errors) if errors else "OK: all checks passed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
