"""Validate bench/dev345_en/notes.jsonl.

usage: python3 check.py [--rebuild DIR] [NOTES_PATH]

--rebuild DIR  rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR and
               compares both byte-for-byte with NOTES_PATH.
Exit status 0 when every check passes, 1 otherwise."""
import sys

sys.dont_write_bytecode = True

import collections  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> label, exactly as in docs/annotation_guideline.md
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev345-\d{4}$")
SAFE_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def safe_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in SAFE_DOMAINS)


def contact_problem(typ, val):
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", val)
        if "555" not in digits:
            return "number without 555"
    elif typ == "EMAIL":
        if val.count("@") != 1 or not safe_host(val.split("@")[1]):
            return "e-mail outside example domains"
    elif typ == "URL":
        u = re.sub(r"^[a-z]+://", "", val.lower())
        host = re.split(r"[/:?#]", u, 1)[0]
        if not safe_host(host):
            return "URL outside example domains"
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
        except ValueError:
            return "not an IP address"
        nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return "public IP address"
    elif typ == "SSN":
        if not (val.startswith("9") or val.startswith("000")):
            return "SSN-like number not starting with 9 or 000"
    return None


def check_file(path):
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    notes = []
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("file does not end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(obj, dict) or set(obj) != NOTE_KEYS:
            err("line %d: fields %s" % (ln, sorted(obj) if isinstance(obj, dict) else type(obj)))
            continue
        notes.append(obj)
    ids = collections.Counter()
    type_n = collections.Counter()
    label_n = collections.Counter()
    genre_n = collections.Counter()
    total_chars = 0
    n_lower = 0
    for k, nt in enumerate(notes, 1):
        nid = nt["id"]
        ids[nid] += 1
        if not isinstance(nid, str) or not ID_RE.match(nid):
            err("%s: bad id format" % nid)
        elif nid != "dev345-%04d" % k:
            err("%s: ids not consecutive (expected dev345-%04d)" % (nid, k))
        text, spans, meta = nt["text"], nt["spans"], nt["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty or non-string text" % nid)
            continue
        total_chars += len(text)
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            err("%s: meta fields %s" % (nid, sorted(meta) if isinstance(meta, dict) else meta))
            continue
        if meta["source"] != "dev345-en":
            err("%s: meta.source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: meta.genre missing" % nid)
        if not isinstance(meta["country"], str) or not meta["country"]:
            err("%s: meta.country missing" % nid)
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: marked lowercase but text has upper-case characters" % nid)
        if not isinstance(spans, list):
            err("%s: spans not a list" % nid)
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                err("%s: span fields %s" % (nid, sorted(sp) if isinstance(sp, dict) else sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r-%r" % (nid, s, e))
                continue
            if text[s:e] != st:
                err("%s: span text %r != slice %r" % (nid, st, text[s:e]))
            if st != st.strip():
                err("%s: span with leading/trailing whitespace %r" % (nid, st))
            if st[-1] in ",;:" or st[0] in ",;:.)]":
                err("%s: span takes in surrounding punctuation %r" % (nid, st))
            if typ != "URL" and st.count("(") != st.count(")"):
                err("%s: unbalanced brackets in span %r" % (nid, st))
            if typ not in TYPES:
                err("%s: unknown type %r" % (nid, typ))
            elif TYPES[typ] != lab:
                err("%s: type %s has label %s, expected %s" % (nid, typ, lab, TYPES[typ]))
            if s < prev_start:
                err("%s: spans not sorted by start" % nid)
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            prob = contact_problem(typ, st)
            if prob:
                err("%s: %s: %r" % (nid, prob, st))
            type_n[typ] += 1
            label_n[lab] += 1
    for nid, c in sorted(ids.items()):
        if c > 1:
            err("%s: duplicate id (%d times)" % (nid, c))
    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    tot = sum(type_n.values())
    if tot < MIN_SPANS:
        err("only %d spans (need %d)" % (tot, MIN_SPANS))
    for t in sorted(TYPES):
        if type_n[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, type_n[t], MIN_PER_TYPE))
    big = [g for g in sorted(genre_n) if genre_n[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if n and not (0.12 <= n_lower / n <= 0.22):
        err("lower-case share %.3f is not about 1/6" % (n_lower / n))
    stats = {"notes": n, "mean_chars": round(mean, 1), "spans": tot, "lowercase": n_lower,
             "labels": dict(sorted(label_n.items())), "types": dict(sorted(type_n.items())),
             "genres": dict(sorted(genre_n.items()))}
    return errs, stats


def rebuild(dir_, path):
    errs = []
    with open(path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dir_, "hashseed%s" % seed, "notes.jsonl")
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            errs.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-2000:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    path = DEFAULT
    dir_ = None
    args = list(argv)
    if "--rebuild" in args:
        i = args.index("--rebuild")
        dir_ = args[i + 1]
        del args[i:i + 2]
    if args:
        path = args[0]
    errs, stats = check_file(path)
    if dir_:
        errs += rebuild(dir_, path)
    print(json.dumps(stats, indent=1))
    for e in errs:
        print("ERROR:", e)
    print("FAIL" if errs else "OK: all checks passed")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
