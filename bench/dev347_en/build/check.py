"""Check dev347_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [NOTES]

Checks fields and ids, offsets and span text, sorting and overlaps, labels/types, span
edges, minimum counts, contact fictionality, lower-case notes; with --rebuild DIR it
rebuilds the set into DIR under PYTHONHASHSEED=1 and =2 and compares bytes.
Prints counts and a final OK or FAIL line.
"""
import collections
import ipaddress
import json
import os
import re
import string
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"], "PROFESSION": ["PROFESSION"],
}
LABEL_OF = {t: lab for lab in sorted(TYPES) for t in TYPES[lab]}
META_KEYS = ["country", "genre", "lowercase", "source"]
FICT_DOMAINS = ("example.com", "example.org", "example.net")
PUNCT = set(string.punctuation)
INITIAL_END = re.compile(r"(?:^|[\s.])[^\W\d_]\.$")


def fict_domain(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def edge_problem(s):
    t = s["text"]
    if t != t.strip():
        return "whitespace at edge"
    if t[0] in PUNCT and not ((t[0] == "(" and ")" in t) or (t[0] == "+" and s["type"] in ("PHONE", "FAX"))):
        return "leading punctuation"
    if t[-1] in PUNCT and not ((t[-1] == ")" and "(" in t) or (t[-1] == "." and INITIAL_END.search(t))):
        return "trailing punctuation"
    return None


def contact_problem(s):
    t, ty = s["text"], s["type"]
    if ty in ("PHONE", "FAX") and "555" not in t:
        return "phone/fax without 555"
    if ty == "EMAIL":
        if t.count("@") != 1 or not fict_domain(t.split("@")[1]):
            return "e-mail not on example domain"
    if ty == "URL":
        host = re.sub(r"^[a-z]+://", "", t.lower()).split("/")[0].split("?")[0].split(":")[0]
        if not fict_domain(host):
            return "URL not on example domain"
    if ty == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
        except ValueError:
            return "bad IP"
        if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
            return "IP not private"
    if ty == "SSN" and not (t.startswith("9") or t.startswith("000")):
        return "SSN-like number not starting with 9 or 000"
    return None


def check(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append(f"line {ln}: bad JSON ({e})")
    per_type, per_label, per_genre, per_country = (collections.Counter() for _ in range(4))
    n_spans, total_len, n_lower = 0, 0, 0
    for i, nt in enumerate(notes, 1):
        nid = nt.get("id")
        if sorted(nt) != ["id", "meta", "spans", "text"]:
            errs.append(f"{nid}: fields {sorted(nt)}")
            continue
        if nid != f"dev347-{i:04d}":
            errs.append(f"{nid}: id out of sequence (expected dev347-{i:04d})")
        text, meta = nt["text"], nt["meta"]
        if not isinstance(text, str) or not text:
            errs.append(f"{nid}: empty text")
            continue
        if sorted(meta) != META_KEYS or meta["source"] != "dev347-en" or not isinstance(meta["lowercase"], bool):
            errs.append(f"{nid}: bad meta {meta}")
            continue
        total_len += len(text)
        per_genre[meta["genre"]] += 1
        per_country[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errs.append(f"{nid}: lowercase note has upper-case characters")
        prev_end, prev_start = -1, -1
        for s in nt["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                errs.append(f"{nid}: span fields {sorted(s)}")
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append(f"{nid}: bad offsets {st}-{en}")
                continue
            if text[st:en] != s["text"]:
                errs.append(f"{nid}: span text mismatch at {st}: {s['text']!r} vs {text[st:en]!r}")
            if st < prev_start:
                errs.append(f"{nid}: spans not sorted at {st}")
            if st < prev_end:
                errs.append(f"{nid}: overlapping spans at {st}")
            prev_start, prev_end = st, en
            if LABEL_OF.get(s["type"]) != s["label"]:
                errs.append(f"{nid}: bad label/type {s['label']}/{s['type']}")
            p = edge_problem(s) or contact_problem(s)
            if p:
                errs.append(f"{nid}: {p}: {s['type']} {s['text']!r}")
            per_type[s["type"]] += 1
            per_label[s["label"]] += 1
            n_spans += 1
    n = len(notes)
    mean = total_len / n if n else 0
    # minimum counts
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        errs.append(f"only {n} notes (need {need_notes} at mean length {mean:.0f})")
    if n_spans < 8000:
        errs.append(f"only {n_spans} spans (need 8000)")
    for lab in sorted(TYPES):
        for t in TYPES[lab]:
            if per_type[t] < 15:
                errs.append(f"type {t} only {per_type[t]} times (need 15)")
    big = [g for g in sorted(per_genre) if per_genre[g] >= 30]
    if len(big) < 10:
        errs.append(f"only {len(big)} genres with >= 30 notes (need 10)")
    frac = n_lower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        errs.append(f"lower-case share {frac:.3f} is not about one in six")
    print(f"notes: {n}")
    print(f"mean length: {mean:.0f} chars")
    print(f"spans: {n_spans}")
    print(f"lowercase notes: {n_lower} ({frac:.1%})")
    print("per label: " + ", ".join(f"{k} {per_label[k]}" for k in sorted(per_label)))
    print("per type:")
    for lab in sorted(TYPES):
        print("  " + ", ".join(f"{t} {per_type[t]}" for t in TYPES[lab]))
    print("per genre: " + ", ".join(f"{k} {per_genre[k]}" for k in sorted(per_genre)))
    print("countries: " + ", ".join(f"{k} {per_country[k]}" for k in sorted(per_country)))
    return errs


def rebuild(out_dir, ref):
    errs = []
    with open(ref, "rb") as fh:
        want = fh.read()
    for seed in ("1", "2"):
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), out_dir], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        with open(os.path.join(out_dir, "notes.jsonl"), "rb") as fh:
            got = fh.read()
        same = got == want
        print(f"rebuild PYTHONHASHSEED={seed} into {out_dir}: {'identical' if same else 'DIFFERENT'}")
        if not same:
            errs.append(f"rebuild under PYTHONHASHSEED={seed} differs from {ref}")
    return errs


def main(argv):
    out_dir, path = None, os.path.join(ROOT, "notes.jsonl")
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--rebuild":
            out_dir = args.pop(0)
        else:
            path = a
    errs = check(path)
    if out_dir:
        errs += rebuild(out_dir, path)
    for e in errs[:60]:
        print("ERROR", e)
    if len(errs) > 60:
        print(f"... {len(errs) - 60} more errors")
    print("FAIL" if errs else "OK: all checks passed", f"({len(errs)} problems)" if errs else "")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
