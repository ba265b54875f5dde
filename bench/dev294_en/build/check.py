"""Validate bench/dev294_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR] [--quiet]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
requires both rebuilds to be byte-identical to notes.jsonl."""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
    "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
    "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "US", "AU", "CA", "IE"}
EXAMPLE = ("example.com", "example.org", "example.net")
INITIAL_END = re.compile(r"(^|[^A-Za-z])[A-Za-z]\.$")


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        if len(self.errors) < 200:
            self.errors.append("%s: %s" % (where, msg))
        else:
            self.errors.append(".")


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE)


def private_ip(s):
    try:
        parts = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(parts) != 4 or any(x < 0 or x > 255 for x in parts):
        return False
    a, b = parts[0], parts[1]
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def check_contact(ck, where, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            ck.err(where, "%s without 555: %r" % (t, v))
    elif t == "EMAIL":
        if "@" not in v or not host_ok(v.rsplit("@", 1)[1]):
            ck.err(where, "e-mail not on example domains: %r" % v)
    elif t == "URL":
        h = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0].split(":")[0]
        if not host_ok(h):
            ck.err(where, "URL not on example domains: %r" % v)
    elif t == "IPADDR":
        if not private_ip(v):
            ck.err(where, "IP not private: %r" % v)
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            ck.err(where, "SSN-like number must start with 9 or 000: %r" % v)


def check_file(path, ck):
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        ck.err(path, "not UTF-8")
        return notes
    if lines and lines[-1] == "":
        lines.pop()
    for i, line in enumerate(lines):
        where = "line %d" % (i + 1)
        try:
            rec = json.loads(line)
        except ValueError as e:
            ck.err(where, "invalid JSON (%s)" % e)
            continue
        if not isinstance(rec, dict) or sorted(rec) != ["id", "meta", "spans", "text"]:
            ck.err(where, "fields must be id, text, spans, meta")
            continue
        want = "dev294-%04d" % (i + 1)
        if rec["id"] != want:
            ck.err(where, "id %r, expected %r" % (rec["id"], want))
        where = rec["id"]
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            ck.err(where, "empty text")
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            ck.err(where, "meta must have source, genre, lowercase, country")
            continue
        if meta["source"] != "dev294-en":
            ck.err(where, "bad source")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            ck.err(where, "bad genre")
        if meta["country"] not in COUNTRIES:
            ck.err(where, "bad country %r" % meta["country"])
        if not isinstance(meta["lowercase"], bool):
            ck.err(where, "lowercase must be a bool")
        elif meta["lowercase"] and text != text.lower():
            ck.err(where, "lowercase note has upper-case characters")
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        for j, sp in enumerate(rec["spans"]):
            w = "%s span %d" % (where, j)
            if not isinstance(sp, dict) or sorted(sp) != ["end", "label", "start", "text", "type"]:
                ck.err(w, "span fields must be start, end, label, type, text")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                ck.err(w, "bad offsets %r-%r" % (s, e))
                continue
            if text[s:e] != sp["text"]:
                ck.err(w, "span text %r != text[%d:%d] %r" % (sp["text"], s, e, text[s:e]))
            if sp["type"] not in TYPES:
                ck.err(w, "unknown type %r" % sp["type"])
            elif TYPES[sp["type"]] != sp["label"]:
                ck.err(w, "label %r does not match type %r" % (sp["label"], sp["type"]))
            if s < prev_start:
                ck.err(w, "spans not sorted by start")
            if s < prev_end:
                ck.err(w, "overlapping spans")
            prev_start, prev_end = s, max(prev_end, e)
            v = text[s:e]
            if "\n" in v:
                ck.err(w, "line break inside span %r" % v)
            if v != v.strip():
                ck.err(w, "whitespace at span edge %r" % v)
            if not (v[0].isalnum() or v[0] in "(+"):
                ck.err(w, "span starts with punctuation %r" % v)
            if not (v[-1].isalnum() or (v[-1] == "." and INITIAL_END.search(v))):
                ck.err(w, "span ends with punctuation %r" % v)
            if v.count("(") != v.count(")"):
                ck.err(w, "unbalanced bracket in span %r" % v)
            check_contact(ck, w, sp)
            for x in range(s, e):
                covered[x] = True
        # every e-mail-like token and example-domain address must be inside a span
        for m in re.finditer(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bexample\.(?:com|org|net)\b", text):
            if not all(covered[m.start():m.end()]):
                ck.err(where, "unlabelled contact %r" % m.group())
        notes.append(rec)
    return notes


def rebuild(outdir, path, ck):
    os.makedirs(outdir, exist_ok=True)
    with open(path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            ck.err("rebuild", "PYTHONHASHSEED=%s output differs from %s" % (seed, path))
        else:
            print("rebuild with PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        path = argv[argv.index("--notes") + 1]
    quiet = "--quiet" in argv
    ck = Checker()
    notes = check_file(path, ck)
    n = len(notes)
    chars = sum(len(x["text"]) for x in notes)
    mean = chars / n if n else 0
    spans = [sp for x in notes for sp in x["spans"]]
    by_type = collections.Counter(sp["type"] for sp in spans)
    by_label = collections.Counter(sp["label"] for sp in spans)
    genres = collections.Counter(x["meta"]["genre"] for x in notes)
    countries = collections.Counter(x["meta"]["country"] for x in notes)
    low = sum(1 for x in notes if x["meta"]["lowercase"])
    # size rules
    if n < 330:
        ck.err("size", "only %d notes (need 330)" % n)
    if mean < 1200 and n < 600:
        ck.err("size", "mean note %.0f chars < 1200 needs 600 notes, have %d" % (mean, n))
    if len(spans) < 8000:
        ck.err("size", "only %d spans (need 8000)" % len(spans))
    for t in sorted(TYPES):
        if by_type[t] < 15:
            ck.err("size", "type %s has %d spans (need 15)" % (t, by_type[t]))
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        ck.err("size", "only %d genres with >= 30 notes" % len(big))
    if n and not (0.12 <= low / n <= 0.22):
        ck.err("size", "lower-case share %.3f not about one in six" % (low / n))
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], path, ck)
    if not quiet:
        print("notes %d, mean chars %.0f, spans %d, lower-case %d" % (n, mean, len(spans), low))
        print("labels:", ", ".join("%s %d" % (k, by_label[k]) for k in sorted(by_label)))
        print("types:", ", ".join("%s %d" % (k, by_type[k]) for k in sorted(by_type)))
        print("genres:", ", ".join("%s %d" % (k, genres[k]) for k in sorted(genres)))
        print("countries:", ", ".join("%s %d" % (k, countries[k]) for k in sorted(countries)))
    if ck.errors:
        print("FAILED with %d error(s):" % len(ck.errors))
        for e in ck.errors[:60]:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
