"""Validate bench/dev337_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [NOTES_JSONL]
With --rebuild DIR the set is rebuilt twice (PYTHONHASHSEED=1 and =2) into DIR/seed1 and DIR/seed2 and
each rebuild is compared byte-for-byte with notes.jsonl.
"""
import collections
import json
import os
import re
import subprocess
import sys

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
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
PUNCT_EDGE = set(" \t\n\r.,;:!?\"'()[]{}")
EXAMPLE_DOM = re.compile(r"(^|[@./])example\.(com|org|net)(?![A-Za-z0-9-])", re.I)
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def check_file(path):
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: invalid JSON (%s)" % (ln, e))
    ids = set()
    type_ct, label_ct, genre_ct = collections.Counter(), collections.Counter(), collections.Counter()
    n_spans = n_lower = total_chars = 0
    for i, r in enumerate(notes, 1):
        if not isinstance(r, dict) or set(r) != NOTE_KEYS:
            err("note %d: fields %s" % (i, sorted(r) if isinstance(r, dict) else type(r)))
            continue
        nid, text, spans, meta = r["id"], r["text"], r["spans"], r["meta"]
        if not isinstance(nid, str) or not re.fullmatch(r"dev337-\d{4}", nid):
            err("note %d: bad id %r" % (i, nid))
        if nid in ids:
            err("duplicate id %s" % nid)
        ids.add(nid)
        if not isinstance(text, str) or not text:
            err("%s: empty or non-string text" % nid)
            continue
        total_chars += len(text)
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            err("%s: meta fields %s" % (nid, sorted(meta) if isinstance(meta, dict) else meta))
            continue
        if meta["source"] != "dev337-en":
            err("%s: meta.source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not isinstance(meta["country"], str) or not meta["country"]:
            err("%s: genre/country not strings" % nid)
        genre_ct[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note contains upper-case characters" % nid)
        if not isinstance(spans, list):
            err("%s: spans not a list" % nid)
            continue
        prev_end = -1
        prev_start = -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                err("%s: span fields %s" % (nid, sorted(s) if isinstance(s, dict) else s))
                continue
            st, en, lab, ty, st_text = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r-%r" % (nid, st, en))
                continue
            if text[st:en] != st_text:
                err("%s: span text %r != slice %r" % (nid, st_text, text[st:en]))
            if ty not in TYPES:
                err("%s: unknown type %r" % (nid, ty))
            elif TYPES[ty] != lab:
                err("%s: type %s has label %s (want %s)" % (nid, ty, lab, TYPES[ty]))
            if st_text != st_text.strip():
                err("%s: span %r has leading/trailing whitespace" % (nid, st_text))
            if st_text[:1] in PUNCT_EDGE - {"("} or st_text[-1:] in PUNCT_EDGE - {")", "."}:
                err("%s: span %r starts/ends with punctuation" % (nid, st_text))
            if st_text.endswith(".") and ty not in ("DOCTOR", "PATIENT", "FAMILY", "STREET", "HOSPITAL", "ORGANIZATION"):
                err("%s: span %r ends with a full stop" % (nid, st_text))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            n_spans += 1
            type_ct[ty] += 1
            label_ct[lab] += 1
            # contact fictionality (rule 11)
            digits = re.sub(r"\D", "", st_text)
            if ty in ("PHONE", "FAX") and "555" not in digits:
                err("%s: %s %r lacks 555" % (nid, ty, st_text))
            if ty == "EMAIL" and not re.search(r"@example\.(com|org|net)$", st_text, re.I):
                err("%s: email %r not on example domains" % (nid, st_text))
            if ty == "URL" and not EXAMPLE_DOM.search(st_text):
                err("%s: URL %r not on example domains" % (nid, st_text))
            if ty == "IPADDR" and not private_ip(st_text):
                err("%s: IP %r not private" % (nid, st_text))
            if ty == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                err("%s: SSN-like %r does not start with 9 or 000" % (nid, st_text))
        # stray contacts outside spans must also be fictional
        for m in re.finditer(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", text):
            if not re.search(r"@example\.(com|org|net)$", m.group(0), re.I):
                err("%s: unannotated email %r off example domains" % (nid, m.group(0)))
    # minimum counts (rule 9)
    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for ty in sorted(TYPES):
        if type_ct[ty] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (ty, type_ct[ty], MIN_PER_TYPE))
    big = [g for g in sorted(genre_ct) if genre_ct[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if n and not (n / 6 * 0.7 <= n_lower <= n / 6 * 1.3):
        err("%d lower-case notes is not about 1/6 of %d" % (n_lower, n))
    stats = {"notes": n, "mean_chars": round(mean, 1), "spans": n_spans, "lowercase": n_lower,
             "labels": dict(sorted(label_ct.items())), "types": dict(sorted(type_ct.items())),
             "genres": dict(sorted(genre_ct.items()))}
    return errs, stats


def rebuild(outdir, ref_path):
    errs = []
    with open(ref_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        d = os.path.join(outdir, "seed" + seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), d], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(os.path.join(d, "notes.jsonl"), "rb") as f:
            got = f.read()
        if got != ref:
            errs.append("rebuild under PYTHONHASHSEED=%s differs from %s" % (seed, ref_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    args = list(argv)
    outdir = None
    if "--rebuild" in args:
        k = args.index("--rebuild")
        outdir = args[k + 1]
        del args[k:k + 2]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    errs, stats = check_file(path)
    if outdir:
        errs += rebuild(outdir, path)
    print(json.dumps(stats, indent=1, ensure_ascii=False))
    for e in errs:
        print("ERROR:", e)
    print("FAILED (%d errors)" % len(errs) if errs else "OK")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
