"""Validate bench/dev268_en/notes.jsonl (author 268).

Usage (from bench/dev268_en):
    python3 build/check.py [--notes notes.jsonl] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and requires both outputs to be
byte-identical to notes.jsonl.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# label/type table from docs/annotation_guideline.md
GUIDE = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
TYPE2LABEL = {t: l for l, ts in GUIDE.items() for t in ts}
COUNTRIES = {"US", "UK", "AU", "CA", "NZ", "IE"}
OK_DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in OK_DOMAINS)


def ip_private(s):
    try:
        ip = ipaddress.IPv4Address(s)
    except ValueError:
        return False
    return (ip in ipaddress.IPv4Network("10.0.0.0/8") or ip in ipaddress.IPv4Network("192.168.0.0/16")
            or ip in ipaddress.IPv4Network("172.16.0.0/12"))


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        if len(self.errors) < 200:
            self.errors.append("%s: %s" % (where, msg))
        else:
            self.errors.append("...")


def check_notes(path):
    ck = Checker()
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as e:
        ck.err(path, "not UTF-8: %s" % e)
        return ck, notes
    if lines and lines[-1] == "":
        lines.pop()
    else:
        ck.err(path, "file must end with a newline")
    for ln, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            ck.err("line %d" % ln, "invalid JSON: %s" % e)
            continue
        notes.append(obj)
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_lower = 0
    for i, obj in enumerate(notes, 1):
        w = obj.get("id", "line %d" % i) if isinstance(obj, dict) else "line %d" % i
        if not isinstance(obj, dict) or set(obj) != {"id", "text", "spans", "meta"}:
            ck.err(w, "fields must be exactly id/text/spans/meta")
            continue
        if obj["id"] != "dev268-%04d" % i or not re.fullmatch(r"dev268-\d{4}", obj["id"]):
            ck.err(w, "bad or out-of-sequence id (expected dev268-%04d)" % i)
        text = obj["text"]
        if not isinstance(text, str) or not text:
            ck.err(w, "empty text")
            continue
        meta = obj["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            ck.err(w, "meta must have source/genre/lowercase/country")
            continue
        if meta["source"] != "dev268-en":
            ck.err(w, "meta.source")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            ck.err(w, "meta.genre")
        if meta["country"] not in COUNTRIES:
            ck.err(w, "meta.country %r" % meta["country"])
        if not isinstance(meta["lowercase"], bool):
            ck.err(w, "meta.lowercase must be bool")
        genre_count[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                ck.err(w, "lowercase note contains upper-case characters")
        elif text == text.lower():
            ck.err(w, "note flagged not-lowercase but has no upper case")
        spans = obj["spans"]
        if not isinstance(spans, list):
            ck.err(w, "spans not a list")
            continue
        prev_end = -1
        prev_start = -1
        covered = []
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                ck.err(w, "span fields must be start/end/label/type/text: %r" % (sp,))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                ck.err(w, "bad offsets %r" % (sp,))
                continue
            if text[s:e] != st:
                ck.err(w, "offset/text mismatch at %d: %r vs %r" % (s, text[s:e], st))
            if s < prev_start:
                ck.err(w, "spans not sorted by start at %d" % s)
            if s < prev_end:
                ck.err(w, "overlapping spans at %d" % s)
            prev_start, prev_end = s, max(prev_end, e)
            if typ not in TYPE2LABEL:
                ck.err(w, "unknown type %r" % typ)
            elif TYPE2LABEL[typ] != lab:
                ck.err(w, "label %r does not match type %r" % (lab, typ))
            if st != st.strip():
                ck.err(w, "span text starts/ends with whitespace: %r" % st)
            if "\n" in st:
                ck.err(w, "span text crosses a line break: %r" % st)
            if st[-1] in ",;:" or st[0] in "\"'[{" or (st.count("(") != st.count(")")):
                ck.err(w, "span takes in surrounding punctuation: %r" % st)
            type_count[typ] += 1
            covered.append((s, e))
            # contacts
            if typ in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", st):
                ck.err(w, "%s without 555: %r" % (typ, st))
            if typ == "EMAIL":
                m = EMAIL_RE.fullmatch(st)
                if not m or not domain_ok(m.group(1)):
                    ck.err(w, "email not on example domain: %r" % st)
            if typ == "URL":
                host = re.sub(r"^(?:https?://)?", "", st, flags=re.I).split("/")[0]
                if not domain_ok(host):
                    ck.err(w, "url not on example domain: %r" % st)
            if typ == "IPADDR" and not ip_private(st):
                ck.err(w, "IP not private: %r" % st)
            if typ == "SSN":
                dg = re.sub(r"\D", "", st)
                if not (dg.startswith("9") or dg.startswith("000")):
                    ck.err(w, "SSN-like number must start with 9 or 000: %r" % st)
        # whole-text contact scan (also catches contacts outside spans)
        for m in EMAIL_RE.finditer(text):
            if not domain_ok(m.group(1)):
                ck.err(w, "e-mail on non-example domain in text: %r" % m.group(0))
        for m in URL_RE.finditer(text):
            if not domain_ok(m.group(1)):
                ck.err(w, "URL on non-example domain in text: %r" % m.group(0))
        for m in IP_RE.finditer(text):
            if all(0 <= int(x) <= 255 for x in m.group(1).split(".")) and not ip_private(m.group(1)):
                ck.err(w, "public-looking IP in text: %r" % m.group(1))
        for m in re.finditer(r"(?<=\S)@(?=\S)", text):
            if not any(a <= m.start() < b for a, b in covered):
                ck.err(w, "'@' outside any span (unannotated e-mail?) at %d" % m.start())
    return ck, notes, type_count, genre_count, n_lower


def size_rules(ck, notes, type_count, genre_count, n_lower):
    n = len(notes)
    mean_len = sum(len(o["text"]) for o in notes) / max(1, n)
    need = 600 if mean_len < 1200 else 330
    if n < need:
        ck.err("size", "%d notes < %d (mean length %.0f)" % (n, need, mean_len))
    total = sum(type_count.values())
    if total < 8000:
        ck.err("size", "%d spans < 8000" % total)
    rich = [t for t, k in type_count.items() if k >= 15]
    if len(rich) < 29:
        ck.err("size", "only %d fine types with >=15 spans: %s" % (len(rich), dict(type_count)))
    big = [g for g, k in genre_count.items() if k >= 30]
    if len(big) < 10:
        ck.err("size", "only %d genres with >=30 notes" % len(big))
    share = n_lower / max(1, n)
    if not (0.13 <= share <= 0.21):
        ck.err("size", "lowercase share %.3f not about one in six" % share)
    return mean_len


def rebuild(ck, outdir, notes_path):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           cwd=ROOT, capture_output=True, text=True)
        if r.returncode != 0:
            ck.err("rebuild", "make.py failed under PYTHONHASHSEED=%s: %s" % (seed, r.stderr[-2000:]))
            continue
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            ck.err("rebuild", "PYTHONHASHSEED=%s output differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    res = check_notes(a.notes)
    if len(res) == 2:
        ck = res[0]
        print("\n".join(ck.errors))
        sys.exit(1)
    ck, notes, type_count, genre_count, n_lower = res
    mean_len = size_rules(ck, notes, type_count, genre_count, n_lower)
    if a.rebuild:
        rebuild(ck, a.rebuild, a.notes)
    label_count = collections.Counter()
    for t, k in type_count.items():
        label_count[TYPE2LABEL.get(t, "?")] += k
    print("notes: %d  spans: %d  mean length: %.0f chars  lowercase: %d (%.1f%%)" % (
        len(notes), sum(type_count.values()), mean_len, n_lower, 100.0 * n_lower / max(1, len(notes))))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(label_count.items())))
    print("types:  " + ", ".join("%s %d" % kv for kv in sorted(type_count.items())))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genre_count.items())))
    if ck.errors:
        print("FAILED with %d problem(s):" % len(ck.errors))
        print("\n".join(ck.errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
