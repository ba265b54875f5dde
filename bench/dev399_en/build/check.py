"""Validate bench/dev399_en/notes.jsonl; optionally rebuild twice and compare bytes.

    python3 build/check.py [--rebuild [DIR]]     (DIR defaults to /tmp/dev399_tmp)

Prints counts and ends with a line OK or FAIL.
"""
import collections
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import doc  # noqa: E402
import pools_names  # noqa: E402

NOTES = os.path.join(ROOT, "notes.jsonl")
README_L1 = "# dev399_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
COUNTRIES = {"UK", "US", "AU", "IE", "CA", "NZ"}
LEAK_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE",
              "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "HOSPITAL",
              "ORGANIZATION", "STREET"}
NAME_TYPES = {"PATIENT", "DOCTOR", "FAMILY"}
# name tokens that are also ordinary words or hard negatives (e.g. "Milan criteria")
ALLOW = set(pools_names.WORDLIKE) | {"milan", "wood", "lance", "reed", "cliff", "star", "iris", "ray", "page"}
LEAD_BAD = set("\"'([{<,;:.!?-/")
TRAIL_BAD = set("\"',;:!?)]}>-/")

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def private_ip(ip):
    parts = ip.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def check_span_edges(nid, sp):
    t = sp["text"]
    if t != t.strip() or "\n" in t:
        err("%s: whitespace in span %r" % (nid, t))
    if t[0] in LEAD_BAD and not (t[0] == "(" and ")" in t and sp["type"] in ("PHONE", "FAX")):
        err("%s: leading punctuation %r" % (nid, t))
    if t[-1] in TRAIL_BAD and not (t[-1] == ")" and "(" in t):
        err("%s: trailing punctuation %r" % (nid, t))
    if t[-1] == "." and not re.search(r"(^|[.\s])[A-Za-z]\.$", t):
        err("%s: trailing full stop %r" % (nid, t))


def check_contact(nid, sp):
    typ, t = sp["type"], sp["text"]
    if typ in ("PHONE", "FAX") and "555" not in t:
        err("%s: %s without 555: %r" % (nid, typ, t))
    if typ == "EMAIL" and not re.fullmatch(r"[a-z0-9._\-]+@example\.(com|org|net)", t.lower()):
        err("%s: bad email %r" % (nid, t))
    if typ == "URL":
        host = re.sub(r"^https?://", "", t.lower()).split("/")[0]
        if host not in ("example.com", "example.org", "example.net") and not re.fullmatch(
                r"[a-z0-9\-]+\.example\.(com|org|net)", host):
            err("%s: bad url %r" % (nid, t))
    if typ == "IPADDR" and not private_ip(t):
        err("%s: non-private ip %r" % (nid, t))
    if typ == "SSN" and not (t.startswith("9") or t.startswith("000")):
        err("%s: ssn must start with 9 or 000: %r" % (nid, t))


def covered(spans, a, b):
    for sp in spans:
        if sp["start"] <= a and b <= sp["end"]:
            return True
    return False


def check_leaks(nid, text, spans):
    needles = set()
    for sp in spans:
        if sp["type"] not in LEAK_TYPES:
            continue
        t = sp["text"]
        if len(t) >= 4 and t.lower() not in ALLOW:
            needles.add(t)
        if sp["type"] in NAME_TYPES:
            for tok in re.split(r"[\s,]+", t):
                tok = tok.strip(".")
                if len(tok) >= 3 and tok.lower() not in ALLOW:
                    needles.add(tok)
    for n in sorted(needles):
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(n) + r"(?![A-Za-z0-9])", text):
            if not covered(spans, m.start(), m.end()):
                ctx = text[max(0, m.start() - 30):m.end() + 30].replace("\n", " | ")
                err("%s: unannotated repeat of %r: ...%s..." % (nid, n, ctx))
                break


def validate(path):
    recs = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad json %s" % (ln, e))
    type_c, label_c, genre_c, country_c = (collections.Counter() for _ in range(4))
    lower_n = 0
    total_chars = 0
    n_spans = 0
    for i, r in enumerate(recs, 1):
        nid = "dev399-%04d" % i
        if sorted(r) != ["id", "meta", "spans", "text"]:
            err("%s: fields %s" % (nid, sorted(r)))
            continue
        if r["id"] != nid:
            err("%s: id %s" % (nid, r["id"]))
        m = r["meta"]
        if sorted(m) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev399-en" \
                or not isinstance(m["lowercase"], bool) or m["country"] not in COUNTRIES or not m["genre"]:
            err("%s: bad meta %r" % (nid, m))
        text = r["text"]
        total_chars += len(text)
        genre_c[m["genre"]] += 1
        country_c[m["country"]] += 1
        if m["lowercase"]:
            lower_n += 1
            if text != text.lower():
                err("%s: lowercase note has upper case" % nid)
        prev_end = -1
        prev_start = -1
        for sp in r["spans"]:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: span keys %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if sp["type"] not in doc.LABEL or doc.LABEL[sp["type"]] != sp["label"]:
                err("%s: bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
            if s < prev_start:
                err("%s: spans not sorted" % nid)
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            check_span_edges(nid, sp)
            check_contact(nid, sp)
            type_c[sp["type"]] += 1
            label_c[sp["label"]] += 1
            n_spans += 1
        check_leaks(nid, text, r["spans"])
    n = len(recs)
    mean = total_chars / n if n else 0
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case: %d (%.1f%%)" % (
        n, n_spans, mean, lower_n, 100.0 * lower_n / max(n, 1)))
    print("genres:", ", ".join("%s %d" % (g, genre_c[g]) for g in sorted(genre_c)))
    print("countries:", ", ".join("%s %d" % (c, country_c[c]) for c in sorted(country_c)))
    print("labels:", ", ".join("%s %d" % (k, label_c[k]) for k in sorted(label_c)))
    print("types:", ", ".join("%s %d" % (k, type_c[k]) for k in doc.TYPES))
    if n < 330 or (mean < 1200 and n < 600):
        err("too few notes (%d, mean %.0f)" % (n, mean))
    if n_spans < 8000:
        err("too few spans: %d" % n_spans)
    for t in doc.TYPES:
        if type_c[t] < 15:
            err("type %s only %d times" % (t, type_c[t]))
    big = [g for g in sorted(genre_c) if genre_c[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    share = lower_n / max(n, 1)
    if not 0.12 <= share <= 0.22:
        err("lower-case share %.3f not about one in six" % share)


def check_files():
    path = os.path.join(ROOT, "README.md")
    lines = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().split("\n")
    if len(lines) < 3 or lines[0] != README_L1 or lines[1] != README_L2:
        err("README.md first two lines wrong")
    if "Conventions chosen where the guideline leaves room:" not in lines:
        err("README.md lacks the conventions line")
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".py") and os.path.getsize(os.path.join(HERE, name)) >= 30 * 1024:
            err("module %s is not under 30 KB" % name)


def rebuild(dirpath):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    outs = []
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "rebuild_hashseed%s.jsonl" % seed)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out],
                           check=True, env=env, stdout=subprocess.DEVNULL)
            outs.append(out)
            with open(out, "rb") as fh:
                same = fh.read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                err("rebuild with PYTHONHASHSEED=%s differs" % seed)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)
        else:
            for out in outs:
                if os.path.exists(out):
                    os.remove(out)


def main(argv):
    validate(NOTES)
    check_files()
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        d = argv[i + 1] if i + 1 < len(argv) and not argv[i + 1].startswith("-") else "/tmp/dev399_tmp"
        rebuild(d)
    print("errors: %d" % len(errors))
    print("OK" if not errors else "FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
