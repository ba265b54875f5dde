"""Validate dev375_en/notes.jsonl and (with --rebuild DIR) its reproducibility.

Usage: python3 build/check.py [--rebuild DIR]
Prints counts and a final line starting with OK or FAIL.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)
NOTES = os.path.join(SETDIR, "notes.jsonl")

TYPES = {
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
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
LEAD_BAD = set(".,;:!?\"')]}>/-")
TRAIL_BAD = set(",;:!?\"'([{</-")
EX_DOMAIN = re.compile(r"^([a-z0-9-]+\.)*example\.(com|org|net)$")


def span_edge_problem(v):
    if v != v.strip():
        return "whitespace at edge"
    if "\n" in v:
        return "newline inside"
    a, z = v[0], v[-1]
    if a in LEAD_BAD:
        return f"leading {a!r}"
    if a in "([" and (")" if a == "(" else "]") not in v:
        return f"leading {a!r} without its pair"
    if z in TRAIL_BAD:
        return f"trailing {z!r}"
    if z in ")]" and ("(" if z == ")" else "[") not in v:
        return f"trailing {z!r} without its pair"
    if z == ".":
        last = v.split()[-1]
        if not (last.count(".") >= 2 or (len(last) <= 6 and last[:-1].isalpha())):
            return "trailing full stop"
    return None


def contact_problem(typ, v):
    lv = v.lower()
    if typ in ("PHONE", "FAX") and "555" not in v:
        return "phone/fax without 555"
    if typ == "EMAIL":
        if lv.count("@") != 1 or not EX_DOMAIN.match(lv.split("@")[1]):
            return "e-mail not on example.com/.org/.net"
    if typ == "URL":
        host = re.sub(r"^[a-z]+://", "", lv).split("/")[0].split(":")[0]
        if not EX_DOMAIN.match(host):
            return "URL not on example.com/.org/.net"
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return "not an IP address"
        nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return "IP not private"
    if typ == "SSN" and not (v.startswith("9") or v.startswith("000")):
        return "SSN-like number not starting with 9 or 000"
    return None


def check(path):
    errs = []
    rows = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                errs.append(f"line {ln}: bad JSON ({e})")
    per_type = collections.Counter()
    per_label = collections.Counter()
    per_genre = collections.Counter()
    countries = collections.Counter()
    lower_n = 0
    total_len = 0
    nspans = 0
    for i, row in enumerate(rows, 1):
        rid = row.get("id")
        if set(row) != {"id", "text", "spans", "meta"}:
            errs.append(f"{rid}: fields {sorted(row)}")
            continue
        if rid != f"dev375-{i:04d}":
            errs.append(f"line {i}: id {rid!r} (expected dev375-{i:04d})")
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not text:
            errs.append(f"{rid}: empty text")
            continue
        total_len += len(text)
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            errs.append(f"{rid}: meta fields {sorted(meta) if isinstance(meta, dict) else meta}")
            continue
        if meta["source"] != "dev375-en":
            errs.append(f"{rid}: meta.source {meta['source']!r}")
        if not isinstance(meta["lowercase"], bool):
            errs.append(f"{rid}: meta.lowercase not boolean")
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                errs.append(f"{rid}: lowercase note has upper-case characters")
        per_genre[meta["genre"]] += 1
        countries[meta["country"]] += 1
        prev_end, prev_start = -1, -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                errs.append(f"{rid}: span fields {sorted(s)}")
                continue
            st, en, lab, typ, v = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append(f"{rid}: bad offsets {st}-{en}")
                continue
            if text[st:en] != v:
                errs.append(f"{rid}: span text {v!r} != text[{st}:{en}] {text[st:en]!r}")
            if st < prev_start:
                errs.append(f"{rid}: spans not sorted at {st}")
            if st < prev_end:
                errs.append(f"{rid}: overlap at {st}")
            prev_start, prev_end = st, max(prev_end, en)
            if typ not in TYPES:
                errs.append(f"{rid}: unknown type {typ!r}")
            elif TYPES[typ] != lab:
                errs.append(f"{rid}: type {typ} paired with label {lab}")
            p = span_edge_problem(v)
            if p:
                errs.append(f"{rid}: span {v!r} ({typ}): {p}")
            if TYPES.get(typ) == "NAME" and v.lower().endswith("'s"):
                errs.append(f"{rid}: possessive inside name span {v!r}")
            p = contact_problem(typ, v)
            if p:
                errs.append(f"{rid}: {typ} {v!r}: {p}")
            per_type[typ] += 1
            per_label[lab] += 1
            nspans += 1
    n = len(rows)
    mean = total_len / n if n else 0.0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append(f"only {n} notes (need {need} at mean length {mean:.0f})")
    if nspans < MIN_SPANS:
        errs.append(f"only {nspans} spans (need {MIN_SPANS})")
    for t in sorted(TYPES):
        if per_type[t] < MIN_PER_TYPE:
            errs.append(f"type {t}: {per_type[t]} spans (need {MIN_PER_TYPE})")
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    frac = lower_n / n if n else 0.0
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        errs.append(f"lower-case share {frac:.3f} outside {LOWER_RANGE}")
    print(f"notes: {n}")
    print(f"mean length: {mean:.1f} characters")
    print(f"spans: {nspans}")
    print(f"lower-case notes: {lower_n} ({frac:.1%})")
    print("per label:")
    for k in sorted(per_label):
        print(f"  {k:<12} {per_label[k]}")
    print("per type:")
    for k in sorted(per_type):
        print(f"  {k:<15} {per_type[k]}")
    print("per genre:")
    for k in sorted(per_genre):
        print(f"  {k:<42} {per_genre[k]}")
    print("countries: " + ", ".join(f"{k} {countries[k]}" for k in sorted(countries)))
    return errs


def rebuild(outdir):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, f"notes_hashseed{seed}.jsonl")
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), out], env=env,
                             capture_output=True, text=True)
        if res.returncode != 0:
            errs.append(f"rebuild PYTHONHASHSEED={seed} failed: {res.stderr.strip()[-400:]}")
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        same = got == ref
        print(f"rebuild PYTHONHASHSEED={seed}: md5 {hashlib.md5(got).hexdigest()} "
              f"{'identical' if same else 'DIFFERENT'} to notes.jsonl")
        if not same:
            errs.append(f"rebuild PYTHONHASHSEED={seed} differs from notes.jsonl")
    return errs


def main():
    args = sys.argv[1:]
    outdir = None
    if args[:1] == ["--rebuild"]:
        if len(args) < 2:
            print("usage: check.py [--rebuild DIR]")
            sys.exit(2)
        outdir = args[1]
    errs = check(NOTES)
    if outdir:
        errs += rebuild(outdir)
    for e in errs[:60]:
        print("ERROR", e)
    if len(errs) > 60:
        print(f"... and {len(errs) - 60} more errors")
    if errs:
        print(f"FAIL ({len(errs)} problems)")
        sys.exit(1)
    print("OK: all checks passed" + (" (including two byte-identical rebuilds)" if outdir else ""))


if __name__ == "__main__":
    main()
