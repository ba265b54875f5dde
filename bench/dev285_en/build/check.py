"""Validate bench/dev285_en/notes.jsonl.

Usage (from bench/dev285_en):
    python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR, under PYTHONHASHSEED=1 and
PYTHONHASHSEED=2, and requires both outputs to be byte-identical to
notes.jsonl.
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

# labels and fine types exactly as docs/annotation_guideline.md defines them
GUIDELINE_TYPES = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
TYPE_LABEL = {t: l for l, ts in GUIDELINE_TYPES.items() for t in ts}
COUNTRIES = {"US", "UK", "AU", "CA", "IE"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_TYPES = 29
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)\]]+", re.I)


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    s = re.sub(r"^[a-z]+://", "", u, flags=re.I)
    return s.split("/")[0].split(":")[0]


def ip_private(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    nets = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("172.16.0.0/12"),
            ipaddress.ip_network("192.168.0.0/16")]
    return any(ip in n for n in nets)


def covered(spans, s, e):
    for sp in spans:
        if sp["start"] <= s and e <= sp["end"]:
            return True
    return False


def check_file(path):
    errs = []
    recs = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        errs.append("file does not end with newline")
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for ln, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as ex:
            errs.append("line %d: invalid JSON (%s)" % (ln, ex))
            continue
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            errs.append("line %d: wrong top-level fields" % ln)
            continue
        recs.append(r)
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, r in enumerate(recs, 1):
        nid = r["id"]
        if not isinstance(nid, str) or not re.fullmatch(r"dev285-\d{4}", nid):
            errs.append("%r: bad id format" % (nid,))
        elif nid != "dev285-%04d" % i:
            errs.append("%s: ids not sequential (expected dev285-%04d)" % (nid, i))
        text = r["text"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty or non-string text" % nid)
            continue
        total_len += len(text)
        meta = r["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            errs.append("%s: bad meta fields" % nid)
            continue
        if meta["source"] != "dev285-en":
            errs.append("%s: bad meta.source" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errs.append("%s: bad genre" % nid)
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: meta.lowercase not bool" % nid)
        if meta["country"] not in COUNTRIES:
            errs.append("%s: bad country %r" % (nid, meta["country"]))
        genre_counts[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errs.append("%s: lowercase note contains upper-case characters" % nid)
        spans = r["spans"]
        if not isinstance(spans, list):
            errs.append("%s: spans not a list" % nid)
            continue
        last_end = -1
        last_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: bad span fields %r" % (nid, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or isinstance(e, bool):
                errs.append("%s: non-int offsets" % nid)
                continue
            if not (0 <= s < e <= len(text)):
                errs.append("%s: offsets out of range %d-%d" % (nid, s, e))
                continue
            if text[s:e] != st:
                errs.append("%s: span text mismatch at %d: %r vs %r" % (nid, s, text[s:e], st))
            if s < last_start:
                errs.append("%s: spans not sorted at %d" % (nid, s))
            if s < last_end:
                errs.append("%s: overlapping spans at %d" % (nid, s))
            last_start, last_end = s, max(last_end, e)
            if typ not in TYPE_LABEL:
                errs.append("%s: unknown type %r" % (nid, typ))
            elif TYPE_LABEL[typ] != lab:
                errs.append("%s: label %r does not match type %r" % (nid, lab, typ))
            if st != st.strip():
                errs.append("%s: span %r starts/ends with whitespace" % (nid, st))
            if st and (st[-1] in ",;:" or st[0] in "[{\"'" or (st[0] == "(" and ")" not in st)):
                errs.append("%s: span %r takes in surrounding punctuation" % (nid, st))
            if st.endswith(")") and "(" not in st:
                errs.append("%s: span %r ends with unmatched bracket" % (nid, st))
            type_counts[typ] += 1
            # rule 10: fictional contacts
            if typ in ("PHONE", "FAX") and "555" not in st:
                errs.append("%s: %s %r lacks 555" % (nid, typ, st))
            if typ == "EMAIL":
                if "@" not in st or not domain_ok(st.rsplit("@", 1)[1]):
                    errs.append("%s: email %r not on example domains" % (nid, st))
            if typ == "URL" and not domain_ok(url_host(st)):
                errs.append("%s: url %r not on example domains" % (nid, st))
            if typ == "IPADDR" and not ip_private(st):
                errs.append("%s: ip %r not private" % (nid, st))
            if typ == "SSN" and not (st.startswith("9") or st.startswith("000")):
                errs.append("%s: SSN %r must start with 9 or 000" % (nid, st))
        # contacts that escaped annotation
        for m in EMAIL_RE.finditer(text):
            if not covered(spans, m.start(), m.end()):
                errs.append("%s: unannotated e-mail %r" % (nid, m.group()))
            if not domain_ok(m.group().rsplit("@", 1)[1]):
                errs.append("%s: non-example e-mail %r" % (nid, m.group()))
        for m in IP_RE.finditer(text):
            if not covered(spans, m.start(), m.end()):
                errs.append("%s: unannotated IP-like string %r" % (nid, m.group()))
        for m in URL_RE.finditer(text):
            if not covered(spans, m.start(), m.end() - (1 if m.group()[-1] in ".," else 0)):
                errs.append("%s: unannotated URL %r" % (nid, m.group()))
    # size rules (rule 8)
    n = len(recs)
    mean_len = (total_len / n) if n else 0
    need = MIN_NOTES_SHORT if mean_len < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d; mean length %.0f)" % (n, need, mean_len))
    n_spans = sum(type_counts.values())
    if n_spans < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    rich_types = [t for t, c in type_counts.items() if c >= MIN_PER_TYPE]
    if len(rich_types) < MIN_TYPES:
        errs.append("only %d fine types with >=%d spans (need %d): %s" % (
            len(rich_types), MIN_PER_TYPE, MIN_TYPES, sorted(type_counts.items())))
    rich_genres = [g for g, c in genre_counts.items() if c >= MIN_PER_GENRE]
    if len(rich_genres) < MIN_GENRES:
        errs.append("only %d genres with >=%d notes (need %d)" % (len(rich_genres), MIN_PER_GENRE, MIN_GENRES))
    share = (n_lower / n) if n else 0
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        errs.append("lowercase share %.3f outside %s" % (share, LOWER_RANGE))
    stats = {"notes": n, "spans": n_spans, "mean_len": round(mean_len, 1), "lowercase": n_lower,
             "types": dict(sorted(type_counts.items())), "genres": dict(sorted(genre_counts.items())),
             "labels": dict(sorted(collections.Counter(TYPE_LABEL.get(t, "?") for t in type_counts.elements()).items()))}
    return errs, stats


def rebuild(outdir, notes_path):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                             cwd=ROOT, env=env, capture_output=True, text=True)
        if res.returncode != 0:
            errs.append("rebuild under PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr[-2000:]))
            continue
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            errs.append("rebuild under PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    notes = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        notes = argv[argv.index("--notes") + 1]
    errs, stats = check_file(notes)
    if "--rebuild" in argv:
        errs += rebuild(argv[argv.index("--rebuild") + 1], notes)
    print(json.dumps(stats, indent=1))
    if errs:
        for e in errs[:200]:
            print("ERROR:", e)
        print("FAILED with %d error(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
