"""Validate bench/dev266_en/notes.jsonl (author 266).

Usage (from bench/dev266_en):
    python3 build/check.py [--file notes.jsonl] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and checks that both
builds are byte-identical to notes.jsonl.
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
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA"}
EX_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev266-\d{4}$")
WORD = re.compile(r"[^\W\d_]+(?:['\-][^\W\d_]+)*")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 60:
        print("ERROR:", msg)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not host_ok(v.split("@")[1]):
            err("%s: e-mail outside example domains: %r" % (nid, v))
    elif t == "URL":
        u = re.sub(r"^[a-z]+://", "", v.lower())
        host = re.split(r"[/?#:]", u, 1)[0]
        if not host_ok(host):
            err("%s: URL outside example domains: %r" % (nid, v))
    elif t == "IPADDR":
        try:
            a = ipaddress.ip_address(v)
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
            return
        nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "192.168.0.0/16", "172.16.0.0/12")]
        if not any(a in nw for nw in nets):
            err("%s: public IP %r" % (nid, v))
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            err("%s: SSN not starting with 9/000: %r" % (nid, v))


def check_file(path):
    notes = []
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("file does not end with newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
    type_counts = collections.Counter()
    label_counts = collections.Counter()
    genre_counts = collections.Counter()
    country_counts = collections.Counter()
    lower_n = 0
    total_len = 0
    nspans = 0
    for i, nt in enumerate(notes, 1):
        nid = nt.get("id")
        if set(nt) != {"id", "text", "spans", "meta"}:
            err("%s: fields %s" % (nid, sorted(nt)))
            continue
        if not isinstance(nid, str) or not ID_RE.match(nid) or nid != "dev266-%04d" % i:
            err("line %d: bad/non-sequential id %r" % (i, nid))
        text = nt["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        total_len += len(text)
        meta = nt["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (nid, sorted(meta)))
        if meta.get("source") != "dev266-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err("%s: meta.genre" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta.get("country") not in COUNTRIES:
            err("%s: meta.country %r" % (nid, meta.get("country")))
        genre_counts[meta.get("genre")] += 1
        country_counts[meta.get("country")] += 1
        if meta.get("lowercase"):
            lower_n += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        covered = []
        for sp in nt["spans"]:
            nspans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset/text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            t = sp["type"]
            if t not in TYPES:
                err("%s: unknown type %r" % (nid, t))
            elif TYPES[t] != sp["label"]:
                err("%s: label %r does not match type %r" % (nid, sp["label"], t))
            v = sp["text"]
            if v != v.strip():
                err("%s: span with outer whitespace %r" % (nid, v))
            if v[-1] in ",;:" or v[0] in ",;:.\"'" or (v[-1] in "\"'" and v.count(v[-1]) % 2):
                err("%s: span with outer punctuation %r" % (nid, v))
            if v[-1] == ")" and v.count("(") < v.count(")"):
                err("%s: unbalanced bracket %r" % (nid, v))
            if v[0] == "(" and v.count("(") > v.count(")"):
                err("%s: unbalanced bracket %r" % (nid, v))
            type_counts[t] += 1
            label_counts[sp["label"]] += 1
            check_contact(nid, sp)
            covered.append((s, e))
        # leak check: a name token that was annotated somewhere in the note must not
        # appear un-annotated elsewhere in the same note.
        toks = set()
        for sp in nt["spans"]:
            if sp["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                for w in WORD.findall(sp["text"]):
                    if len(w) >= 3:
                        toks.add(w.lower())
        if toks:
            inside = [False] * len(text)
            for s, e in covered:
                for k in range(s, e):
                    inside[k] = True
            for m in WORD.finditer(text):
                if m.group(0).lower() in toks and not inside[m.start()]:
                    err("%s: unannotated name token %r at %d" % (nid, m.group(0), m.start()))
    n = len(notes)
    mean = total_len / n if n else 0
    print("notes: %d  spans: %d  mean length: %.0f chars  lowercase: %d (%.1f%%)" %
          (n, nspans, mean, lower_n, 100.0 * lower_n / max(1, n)))
    print("labels:", dict(sorted(label_counts.items())))
    print("types:", dict(sorted(type_counts.items())))
    print("genres:", dict(sorted(genre_counts.items())))
    print("countries:", dict(sorted(country_counts.items())))
    # size rules (rule 8)
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if nspans < 8000:
        err("only %d spans (need 8000)" % nspans)
    rich = [t for t, k in type_counts.items() if k >= 15]
    if len(rich) < 29:
        err("only %d fine types with >=15 spans: missing %s" % (len(rich), sorted(set(TYPES) - set(rich))))
    big = [g for g, k in genre_counts.items() if k >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    share = lower_n / max(1, n)
    if not (0.13 <= share <= 0.20):
        err("lowercase share %.3f not about one in six" % share)
    return raw


def rebuild(outdir, raw):
    os.makedirs(outdir, exist_ok=True)
    ref = raw.encode("utf-8")
    for seed in ("1", "2"):
        dest = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", dest], check=True, env=env, cwd=ROOT)
        with open(dest, "rb") as fh:
            got = fh.read()
        if got != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--file" in argv:
        path = argv[argv.index("--file") + 1]
    raw = check_file(path)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], raw)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
