"""Validate bench/dev367_en/notes.jsonl and optionally rebuild it twice.

usage: python3 build/check.py [--rebuild DIR]
"""
import collections
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)
NOTES = os.path.join(SETDIR, "notes.jsonl")

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"], "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab in sorted(TYPES) for t in TYPES[lab]}
COUNTRIES = {"GB", "IE", "US", "CA", "AU", "NZ"}
DOMAINS = ("example.com", "example.org", "example.net")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")


def fictional_host(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def private_ip(v):
    parts = v.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def edge_ok(v):
    if not v or v != v.strip():
        return False
    first, last = v[0], v[-1]
    if not (first.isalnum() or first == "+" or (first == "(" and ")" in v)):
        return False
    if last.isalnum() or (last == ")" and "(" in v):
        return True
    return last == "." and bool(INITIAL_END.search(v))


def contact_ok(typ, v):
    if typ in ("PHONE", "FAX"):
        return "555" in v
    if typ == "EMAIL":
        return "@" in v and fictional_host(v.rsplit("@", 1)[1])
    if typ == "URL":
        host = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0].split("?")[0].split(":")[0]
        return fictional_host(host)
    if typ == "IPADDR":
        return private_ip(v)
    if typ == "SSN":
        return v.startswith("9") or v.startswith("000")
    return True


def validate(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            errs.append("line %d: bad JSON (%s)" % (ln, e))
    if not raw.endswith("\n"):
        errs.append("file does not end with newline")
    per_label, per_type = collections.Counter(), collections.Counter()
    per_genre, per_country = collections.Counter(), collections.Counter()
    nspans, total_len, nlower = 0, 0, 0
    for i, nt in enumerate(notes, 1):
        nid = nt.get("id")
        if sorted(nt) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %s" % (nid, sorted(nt)))
            continue
        if nid != "dev367-%04d" % i:
            errs.append("note %d: id %r" % (i, nid))
        text, meta = nt["text"], nt["meta"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % nid)
            continue
        total_len += len(text)
        if sorted(meta) != ["country", "genre", "lowercase", "source"] or meta.get("source") != "dev367-en" \
                or not isinstance(meta.get("lowercase"), bool) or meta.get("country") not in COUNTRIES \
                or not isinstance(meta.get("genre"), str) or not meta["genre"]:
            errs.append("%s: bad meta %r" % (nid, meta))
            continue
        per_genre[meta["genre"]] += 1
        per_country[meta["country"]] += 1
        if meta["lowercase"]:
            nlower += 1
            if text != text.lower():
                errs.append("%s: lowercase note has capitals" % nid)
        prev_end, prev_start = -1, -1
        for sp in nt["spans"]:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e, lab, typ, v = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != v:
                errs.append("%s: span text mismatch %r vs %r" % (nid, v, text[s:e]))
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                errs.append("%s: overlap at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if TYPE2LABEL.get(typ) != lab:
                errs.append("%s: label/type %s/%s" % (nid, lab, typ))
            if not edge_ok(v):
                errs.append("%s: span edge %r (%s)" % (nid, v, typ))
            if not contact_ok(typ, v):
                errs.append("%s: not fictional %s %r" % (nid, typ, v))
            per_label[lab] += 1
            per_type[typ] += 1
            nspans += 1
    n = len(notes)
    mean = total_len / n if n else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if nspans < 8000:
        errs.append("only %d spans" % nspans)
    for typ in sorted(TYPE2LABEL):
        if per_type[typ] < 15:
            errs.append("type %s only %d" % (typ, per_type[typ]))
    big = [g for g in sorted(per_genre) if per_genre[g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >=30 notes" % len(big))
    frac = nlower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        errs.append("lowercase fraction %.3f not about 1/6" % frac)
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30000:
            errs.append("module %s is 30 KB or more" % fn)
    print("notes: %d   mean length: %.0f   spans: %d   lowercase notes: %d (%.1f%%)" % (
        n, mean, nspans, nlower, 100 * frac))
    print("per label: " + ", ".join("%s %d" % (k, per_label[k]) for k in sorted(per_label)))
    print("per type: " + ", ".join("%s %d" % (k, per_type[k]) for k in sorted(TYPE2LABEL)))
    print("per genre: " + ", ".join("%s %d" % (k, per_genre[k]) for k in sorted(per_genre)))
    print("countries: " + ", ".join("%s %d" % (k, per_country[k]) for k in sorted(per_country)))
    return errs


def rebuild(outdir):
    errs = []
    created = not os.path.exists(outdir)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        sub = os.path.join(outdir, "hashseed" + seed)
        os.makedirs(sub, exist_ok=True)
        out = os.path.join(sub, "notes.jsonl")
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        res = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
        if res.returncode != 0:
            errs.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as fh:
            same = fh.read() == ref
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        shutil.rmtree(sub)
    if created:
        shutil.rmtree(outdir, ignore_errors=True)
    return errs


def main():
    errs = validate(NOTES)
    if "--rebuild" in sys.argv:
        errs += rebuild(sys.argv[sys.argv.index("--rebuild") + 1])
    for e in errs[:60]:
        print("  - " + e)
    if len(errs) > 60:
        print("  ... %d more" % (len(errs) - 60))
    print("FAIL (%d problems)" % len(errs) if errs else "OK: dev367_en passes all checks")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
