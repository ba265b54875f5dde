"""Validate bench/dev352_en/notes.jsonl and (with --rebuild DIR) its reproducibility.

usage: python3 build/check.py [--rebuild DIR] [NOTES_JSONL]
Prints counts and a final OK or FAIL line.
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
EXAMPLE_DOM = re.compile(r"(^|\.)example\.(com|org|net)$")
TRAIL_ABBR = re.compile(r"(^|[\s.])[A-Za-z]{1,3}\.$")


def host_of(url):
    u = re.sub(r"^[a-z]+://", "", url.lower())
    return re.split(r"[/?#:]", u, 1)[0]


def private_ip(s):
    try:
        a = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(x < 0 or x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 172 and 16 <= a[1] <= 31) or (a[0] == 192 and a[1] == 168)


def boundary_ok(t, typ):
    if not t or t != t.strip() or "\n" in t:
        return False
    first, last = t[0], t[-1]
    if not first.isalnum():
        if first == "(" and typ in ("PHONE", "FAX") and ")" in t:
            pass
        elif first == "+" and typ in ("PHONE", "FAX"):
            pass
        else:
            return False
    if not last.isalnum():
        if last == ")" and "(" in t:
            pass
        elif last == "." and TRAIL_ABBR.search(t):
            pass
        else:
            return False
    return True


def contact_ok(t, typ):
    if typ in ("PHONE", "FAX"):
        return "555" in re.sub(r"\D", "", t)
    if typ == "EMAIL":
        return t.count("@") == 1 and bool(EXAMPLE_DOM.search(t.split("@")[1].lower()))
    if typ == "URL":
        return bool(EXAMPLE_DOM.search(host_of(t)))
    if typ == "IPADDR":
        return private_ip(t)
    if typ == "SSN":
        d = re.sub(r"\D", "", t)
        return d.startswith("9") or d.startswith("000")
    return True


def check_records(recs, errs):
    ids = set()
    for k, r in enumerate(recs):
        where = r.get("id", f"line {k + 1}")
        if set(r) != {"id", "text", "spans", "meta"}:
            errs.append(f"{where}: fields {sorted(r)}")
            continue
        if r["id"] != f"dev352-{k + 1:04d}" or r["id"] in ids:
            errs.append(f"{where}: bad or duplicate id")
        ids.add(r["id"])
        text, m = r["text"], r["meta"]
        if not isinstance(text, str) or not text:
            errs.append(f"{where}: empty text")
            continue
        if not isinstance(m, dict) or set(m) != {"source", "genre", "lowercase", "country"} or m.get("source") != "dev352-en" \
                or not isinstance(m.get("lowercase"), bool) or not m.get("genre") or not m.get("country"):
            errs.append(f"{where}: bad meta {m}")
        if m.get("lowercase") and text != text.lower():
            errs.append(f"{where}: lowercase note has upper case")
        prev_end, prev_start = 0, -1
        for s in r["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                errs.append(f"{where}: span fields {sorted(s)}")
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append(f"{where}: bad offsets {a}-{b}")
                continue
            if text[a:b] != s["text"]:
                errs.append(f"{where}: span text mismatch at {a}")
            if a < prev_start:
                errs.append(f"{where}: spans not sorted at {a}")
            if a < prev_end:
                errs.append(f"{where}: overlap at {a}")
            prev_end, prev_start = max(prev_end, b), a
            if TYPES.get(s["type"]) != s["label"]:
                errs.append(f"{where}: bad label/type {s['label']}/{s['type']}")
            if not boundary_ok(s["text"], s["type"]):
                errs.append(f"{where}: boundary {s['type']} {s['text']!r}")
            if not contact_ok(s["text"], s["type"]):
                errs.append(f"{where}: not fictional {s['type']} {s['text']!r}")


def counts(recs, errs):
    n = len(recs)
    mean = sum(len(r["text"]) for r in recs) / max(1, n)
    per_label, per_type, per_genre, per_country = {}, {}, {}, {}
    nspans = low = 0
    for r in recs:
        g, cc = r["meta"]["genre"], r["meta"]["country"]
        per_genre[g] = per_genre.get(g, 0) + 1
        per_country[cc] = per_country.get(cc, 0) + 1
        low += bool(r["meta"]["lowercase"])
        for s in r["spans"]:
            nspans += 1
            per_label[s["label"]] = per_label.get(s["label"], 0) + 1
            per_type[s["type"]] = per_type.get(s["type"], 0) + 1
    print(f"notes: {n}")
    print(f"mean length: {mean:.0f} chars")
    print(f"spans: {nspans}")
    print(f"lowercase notes: {low} ({low / max(1, n):.1%})")
    print("per label: " + ", ".join(f"{k} {per_label[k]}" for k in sorted(per_label)))
    print("per type:  " + ", ".join(f"{k} {per_type.get(k, 0)}" for k in sorted(TYPES)))
    print("per genre: " + ", ".join(f"{k} {per_genre[k]}" for k in sorted(per_genre)))
    print("countries: " + ", ".join(f"{k} {per_country[k]}" for k in sorted(per_country)))
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        errs.append(f"only {n} notes (need {need})")
    if nspans < MIN_SPANS:
        errs.append(f"only {nspans} spans")
    for t in sorted(TYPES):
        if per_type.get(t, 0) < MIN_PER_TYPE:
            errs.append(f"type {t}: {per_type.get(t, 0)} < {MIN_PER_TYPE}")
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    if not (0.12 <= low / max(1, n) <= 0.22):
        errs.append(f"lowercase share {low / max(1, n):.2f} not about 1/6")


def rebuild(out_dir, ref_path, errs):
    created = not os.path.exists(out_dir)
    os.makedirs(out_dir, exist_ok=True)
    ref = open(ref_path, "rb").read()
    for seed in ("1", "2"):
        sub = os.path.join(out_dir, f"hashseed{seed}")
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        res = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), sub], env=env,
                             capture_output=True, text=True)
        out = os.path.join(sub, "notes.jsonl")
        if res.returncode != 0 or not os.path.exists(out):
            errs.append(f"rebuild PYTHONHASHSEED={seed} failed: {res.stderr.strip()[-300:]}")
            continue
        same = open(out, "rb").read() == ref
        print(f"rebuild PYTHONHASHSEED={seed}: {'byte-identical' if same else 'DIFFERENT'}")
        if not same:
            errs.append(f"rebuild PYTHONHASHSEED={seed} differs from {ref_path}")
        os.remove(out)
        os.rmdir(sub)
    if created:
        os.rmdir(out_dir)


def main():
    args = sys.argv[1:]
    out_dir = None
    if "--rebuild" in args:
        i = args.index("--rebuild")
        out_dir = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    errs = []
    recs = []
    with open(path, encoding="utf-8") as fh:
        for k, line in enumerate(fh):
            try:
                recs.append(json.loads(line))
            except ValueError:
                errs.append(f"line {k + 1}: not JSON")
    check_records(recs, errs)
    counts(recs, errs)
    if out_dir:
        rebuild(out_dir, path, errs)
    if errs:
        for e in errs[:40]:
            print("  -", e)
        print(f"FAIL ({len(errs)} problems)")
        sys.exit(1)
    print("OK: all checks passed" + (" (rebuilds byte-identical)" if out_dir else ""))


if __name__ == "__main__":
    main()
