"""Validate bench/dev312_en/notes.jsonl (author 312). Standard library only.

Usage:
  python3 build/check.py                  validate notes.jsonl
  python3 build/check.py --rebuild DIR    also rebuild twice into DIR (PYTHONHASHSEED=1 and 2)
                                          and compare both byte-for-byte with notes.jsonl
Exit status 0 when every check passes, 1 otherwise."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

LABEL_OF = {
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
COUNTRIES = {"UK", "US", "CA", "AU", "IE"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)\]>,;]+", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return u.split("/")[0].split(":")[0]


def edge_ok(s):
    """No whitespace or stray punctuation at a span edge."""
    if not s or s != s.strip():
        return False
    if "\n" in s:
        return False
    first, last = s[0], s[-1]
    if not first.isalnum():
        if first == "(" and ")" in s:
            pass
        elif first == "+" and len(s) > 1 and s[1].isdigit():
            pass
        else:
            return False
    if not last.isalnum():
        if last == ")" and "(" in s:
            pass
        elif last == "." and len(s) >= 2 and s[-2].isalpha() and (len(s) == 2 or not s[-3].isalpha()):
            pass  # trailing initial, e.g. "Maria K." or "J.S."
        else:
            return False
    return True


def check_notes(path):
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: invalid JSON (%s)" % (ln, e))
    by_type = collections.Counter()
    by_label = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_lower = 0
    total_chars = 0
    total_spans = 0
    for i, note in enumerate(notes):
        nid = note.get("id")
        want = "dev312-%04d" % (i + 1)
        if nid != want:
            err("note %d: id %r, expected %r" % (i + 1, nid, want))
        if set(note) != {"id", "text", "spans", "meta"}:
            err("%s: fields %r" % (nid, sorted(note)))
            continue
        text = note["text"]
        meta = note["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev312-en":
            err("%s: source %r" % (nid, meta["source"]))
        if meta["country"] not in COUNTRIES:
            err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        genres[meta["genre"]] += 1
        countries[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for sp in note["spans"]:
            total_spans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %r" % (nid, sorted(sp)))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != st:
                err("%s: span text mismatch at %d: %r vs %r" % (nid, s, text[s:e], st))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, e
            if typ not in LABEL_OF or LABEL_OF[typ] != lab:
                err("%s: bad label/type %s/%s" % (nid, lab, typ))
                continue
            if not edge_ok(st):
                err("%s: bad span edge %r (%s)" % (nid, st, typ))
            by_type[typ] += 1
            by_label[lab] += 1
            # fictional-contact rules
            if typ in ("PHONE", "FAX"):
                if "555" not in re.sub(r"\D", "", st):
                    err("%s: %s without 555: %r" % (nid, typ, st))
            elif typ == "EMAIL":
                m = EMAIL_RE.fullmatch(st)
                if not m or not domain_ok(m.group(1)):
                    err("%s: non-fictional e-mail %r" % (nid, st))
            elif typ == "URL":
                if not domain_ok(url_host(st)):
                    err("%s: non-fictional URL %r" % (nid, st))
            elif typ == "IPADDR":
                try:
                    ok = ipaddress.ip_address(st).is_private and (st.startswith("10.") or st.startswith("192.168.")
                                                                    or (st.startswith("172.") and 16 <= int(st.split(".")[1]) <= 31))
                except ValueError:
                    ok = False
                if not ok:
                    err("%s: non-private IP %r" % (nid, st))
            elif typ == "SSN":
                if not (st.startswith("9") or st.startswith("000")):
                    err("%s: SSN-like number not starting 9/000: %r" % (nid, st))
        # contact-looking strings anywhere in the text, labelled or not
        for m in EMAIL_RE.finditer(text):
            if not domain_ok(m.group(1)):
                err("%s: e-mail with real-looking domain %r" % (nid, m.group(0)))
        for m in URL_RE.finditer(text):
            if not domain_ok(url_host(m.group(0))):
                err("%s: URL with real-looking host %r" % (nid, m.group(0)))
        for m in IP_RE.finditer(text):
            parts = [int(x) for x in m.group(1).split(".")]
            if max(parts) <= 255:
                ip = m.group(1)
                if not (parts[0] == 10 or (parts[0] == 172 and 16 <= parts[1] <= 31) or (parts[0] == 192 and parts[1] == 168)):
                    err("%s: public-looking IP %r" % (nid, ip))
    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d at mean %.0f chars)" % (n, need, mean))
    if total_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (total_spans, MIN_SPANS))
    for typ in sorted(LABEL_OF):
        if by_type[typ] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (typ, by_type[typ], MIN_PER_TYPE))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if n and not (0.12 <= n_lower / n <= 0.22):
        err("lower-case share %.3f is not about one in six" % (n_lower / n))
    stats = {"notes": n, "mean_chars": round(mean, 1), "spans": total_spans, "lowercase": n_lower,
             "by_label": dict(sorted(by_label.items())), "by_type": dict(sorted(by_type.items())),
             "genres": dict(sorted(genres.items())), "countries": dict(sorted(countries.items()))}
    return errs, stats


def rebuild(outdir):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if r.returncode != 0:
            errs.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    errs, stats = check_notes(NOTES)
    if argv[:1] == ["--rebuild"]:
        if len(argv) < 2:
            print("usage: check.py --rebuild DIR")
            return 2
        errs += rebuild(argv[1])
    print(json.dumps(stats, indent=1, ensure_ascii=False))
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        for e in errs:
            print("  - " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
