"""Validate bench/dev331_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [NOTES]

Checks JSON validity and field sets, ids, span slices, order and overlap,
labels and fine types (docs/annotation_guideline.md), whitespace at span
edges, minimum counts, contact fictionality, lower-case notes, and with
--rebuild DIR a byte-for-byte rebuild under PYTHONHASHSEED=1 and 2.
"""
import sys

sys.dont_write_bytecode = True

import collections  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def example_host(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def check_contact(typ, val):
    """Return an error string or None."""
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", val):
            return "%s without 555: %r" % (typ, val)
    elif typ == "EMAIL":
        if val.count("@") != 1 or not example_host(val.split("@")[1]):
            return "email not on example domain: %r" % val
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", val.lower()).split("/")[0].split(":")[0]
        if not example_host(host):
            return "url not on example domain: %r" % val
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
        except ValueError:
            return "bad ip: %r" % val
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return "ip not private: %r" % val
    elif typ == "SSN":
        digits = re.sub(r"[^0-9A-Za-z]", "", val)
        if not (digits.startswith("9") or digits.startswith("000")):
            return "SSN-like value not starting with 9 or 000: %r" % val
    return None


def validate(path):
    errors = []
    ids = set()
    n_notes = n_chars = n_spans = n_lower = 0
    per_type = collections.Counter()
    per_label = collections.Counter()
    per_genre = collections.Counter()
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for ln, line in enumerate(lines, 1):
        where = "line %d" % ln
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append("%s: invalid JSON (%s)" % (where, exc))
            continue
        if not isinstance(rec, dict) or set(rec) != NOTE_KEYS:
            errors.append("%s: note fields %r" % (where, sorted(rec) if isinstance(rec, dict) else rec))
            continue
        nid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
        where = "%s (%s)" % (where, nid)
        if not isinstance(nid, str) or not re.fullmatch(r"dev331-\d{4}", nid):
            errors.append("%s: bad id" % where)
        if nid in ids:
            errors.append("%s: duplicate id" % where)
        ids.add(nid)
        if not isinstance(text, str) or not text:
            errors.append("%s: empty or non-string text" % where)
            continue
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errors.append("%s: meta fields %r" % (where, meta))
            continue
        if meta["source"] != "dev331-en":
            errors.append("%s: meta.source %r" % (where, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            errors.append("%s: meta.lowercase not bool" % where)
        if not isinstance(meta["genre"], str) or not isinstance(meta["country"], str):
            errors.append("%s: meta.genre/country not strings" % where)
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errors.append("%s: lowercase note contains upper case" % where)
        n_notes += 1
        n_chars += len(text)
        per_genre[meta["genre"]] += 1
        if not isinstance(spans, list):
            errors.append("%s: spans not a list" % where)
            continue
        prev_start, prev_end = -1, 0
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                errors.append("%s: span fields %r" % (where, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or not 0 <= s < e <= len(text):
                errors.append("%s: bad offsets %r" % (where, sp))
                continue
            if text[s:e] != st:
                errors.append("%s: span text %r != slice %r" % (where, st, text[s:e]))
            if st != st.strip():
                errors.append("%s: span with edge whitespace %r" % (where, st))
            if typ not in TYPES:
                errors.append("%s: unknown type %r" % (where, typ))
            elif TYPES[typ] != lab:
                errors.append("%s: type %s has label %s" % (where, typ, lab))
            if s < prev_start:
                errors.append("%s: spans not sorted at %d" % (where, s))
            if s < prev_end:
                errors.append("%s: overlapping span at %d" % (where, s))
            prev_start, prev_end = s, max(prev_end, e)
            if meta["lowercase"] and st != st.lower():
                errors.append("%s: lowercase note span not lower-case %r" % (where, st))
            err = check_contact(typ, st)
            if err:
                errors.append("%s: %s" % (where, err))
            per_type[typ] += 1
            per_label[lab] += 1
            n_spans += 1
    # minimum counts
    mean = n_chars / n_notes if n_notes else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n_notes < need:
        errors.append("only %d notes (need %d at mean %.0f chars)" % (n_notes, need, mean))
    if n_spans < MIN_SPANS:
        errors.append("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for typ in sorted(TYPES):
        if per_type[typ] < MIN_PER_TYPE:
            errors.append("type %s has %d spans (need %d)" % (typ, per_type[typ], MIN_PER_TYPE))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n_notes if n_notes else 0
    if not 0.13 <= frac <= 0.21:
        errors.append("lower-case share %.3f is not about 1/6" % frac)
    stats = dict(notes=n_notes, mean_chars=round(mean, 1), spans=n_spans, lowercase=n_lower,
                 per_label=dict(sorted(per_label.items())), per_type=dict(sorted(per_type.items())),
                 per_genre=dict(sorted(per_genre.items())))
    return errors, stats


def rebuild(outdir, notes_path):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as fh:
        want = fh.read()
    errors = []
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        proc = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                              env=env, capture_output=True, text=True)
        if proc.returncode != 0:
            errors.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, proc.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != want:
            errors.append("rebuild PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errors


def main(argv):
    args = list(argv)
    outdir = None
    if "--rebuild" in args:
        i = args.index("--rebuild")
        outdir = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    errors, stats = validate(path)
    if outdir:
        errors += rebuild(outdir, path)
    print(json.dumps(stats, indent=1))
    if errors:
        for e in errors[:50]:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
