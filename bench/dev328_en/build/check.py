"""Validate bench/dev328_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [NOTES_PATH]
  --rebuild DIR   rebuild the set twice (PYTHONHASHSEED=1 and =2) into DIR and
                  compare both byte-for-byte with notes.jsonl.
Exit status 0 when every check passes.
"""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev328-\d{4}$")
FICT_DOMAINS = ("example.com", "example.org", "example.net")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def fictional_domain(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def contact_ok(t, s):
    if t in ("PHONE", "FAX"):
        return "555" in re.sub(r"\D", "", s)
    if t == "EMAIL":
        return s.count("@") == 1 and fictional_domain(s.split("@")[1])
    if t == "URL":
        u = re.sub(r"^[a-z]+://", "", s.lower())
        host = re.split(r"[/?#:]", u, 1)[0]
        return fictional_domain(host)
    if t == "IPADDR":
        return private_ip(s)
    if t == "SSN":
        dg = re.sub(r"\D", "", s)
        return dg.startswith("9") or dg.startswith("000")
    return True


def check(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: invalid JSON (%s)" % (ln, e))
    ids = set()
    per_type = collections.Counter()
    per_label = collections.Counter()
    per_genre = collections.Counter()
    n_low = 0
    total_chars = 0
    for i, n in enumerate(notes, 1):
        where = "note %d" % i
        if not isinstance(n, dict) or set(n) != NOTE_KEYS:
            errs.append("%s: field set %r" % (where, sorted(n) if isinstance(n, dict) else n))
            continue
        nid, text, spans, meta = n["id"], n["text"], n["spans"], n["meta"]
        where = nid if isinstance(nid, str) else where
        if not isinstance(nid, str) or not ID_RE.match(nid):
            errs.append("%s: bad id" % where)
        elif nid in ids:
            errs.append("%s: duplicate id" % where)
        ids.add(nid)
        if nid != "dev328-%04d" % i:
            errs.append("%s: ids not sequential" % where)
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        total_chars += len(text)
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append("%s: meta field set" % where)
            continue
        if meta["source"] != "dev328-en":
            errs.append("%s: meta.source" % where)
        if not isinstance(meta["lowercase"], bool) or not isinstance(meta["genre"], str) or not isinstance(meta["country"], str):
            errs.append("%s: meta types" % where)
        per_genre[meta["genre"]] += 1
        if meta["lowercase"]:
            n_low += 1
            if text != text.lower():
                errs.append("%s: lowercase note has upper-case characters" % where)
        if not isinstance(spans, list):
            errs.append("%s: spans not a list" % where)
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                errs.append("%s: span field set %r" % (where, sp))
                continue
            s, e, lab, t, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append("%s: bad offsets %r" % (where, sp))
                continue
            if text[s:e] != st:
                errs.append("%s: span text mismatch at %d" % (where, s))
            if st != st.strip():
                errs.append("%s: span with outer whitespace %r" % (where, st))
            if (st[-1] in ",;:\"'" or st[0] in "\"'" or (st[-1] == ")" and "(" not in st)
                    or (st[0] == "(" and ")" not in st) or (st[-1] == "." and not re.search(r"(^|[ .])[A-Za-z]\.$", st))):
                errs.append("%s: span takes in surrounding punctuation %r" % (where, st))
            if s < prev_start:
                errs.append("%s: spans not sorted" % where)
            if s < prev_end:
                errs.append("%s: overlapping spans at %d" % (where, s))
            prev_start, prev_end = s, e
            if t not in TYPE2LABEL:
                errs.append("%s: unknown type %r" % (where, t))
            elif TYPE2LABEL[t] != lab:
                errs.append("%s: label %r does not match type %r" % (where, lab, t))
            if not contact_ok(t, st):
                errs.append("%s: non-fictional %s %r" % (where, t, st))
            if meta["lowercase"] and st != st.lower():
                errs.append("%s: lowercase note with upper-case span" % where)
            per_type[t] += 1
            per_label[lab] += 1
    nn = len(notes)
    mean = total_chars / nn if nn else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if nn < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (nn, need, mean))
    nspans = sum(per_type.values())
    if nspans < MIN_SPANS:
        errs.append("only %d spans" % nspans)
    for t in sorted(TYPE2LABEL):
        if per_type[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (< %d)" % (t, per_type[t], MIN_PER_TYPE))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if nn and not (0.14 <= n_low / nn <= 0.20):
        errs.append("lower-case share %.3f not about 1/6" % (n_low / nn))
    stats = dict(notes=nn, mean_chars=round(mean, 1), spans=nspans, lowercase=n_low,
                 per_label=dict(sorted(per_label.items())), per_type=dict(sorted(per_type.items())),
                 per_genre=dict(sorted(per_genre.items())))
    return errs, stats


def rebuild(outdir, ref):
    os.makedirs(outdir, exist_ok=True)
    errs = []
    with open(ref, "rb") as f:
        want = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != want:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, ref))
    return errs


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    rb = None
    args = list(argv)
    if "--rebuild" in args:
        k = args.index("--rebuild")
        rb = args[k + 1]
        del args[k:k + 2]
    if args:
        path = args[0]
    errs, stats = check(path)
    if rb:
        errs += rebuild(rb, path)
    print(json.dumps(stats, indent=1))
    if errs:
        for e in errs[:50]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        return 1
    print("OK" + (" (rebuild identical under PYTHONHASHSEED=1 and 2)" if rb else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
