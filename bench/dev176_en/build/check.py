"""Validate bench/dev176_en/notes.jsonl.

Usage: python3 build/check.py [--determinism]
--determinism rebuilds twice under different PYTHONHASHSEED values (into /tmp/dev176_tmp) and
compares md5 digests with the committed notes.jsonl.
"""
import hashlib
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab in sorted(TYPES) for t in TYPES[lab]}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
CLOSERS = ",;:!?\"')]}"
OPENERS = "\"'[{"
EXAMPLE_DOM = re.compile(r"(^|[./@])example\.(com|org|net)(/|$)")


def fail(errors, msg):
    errors.append(msg)


def check_span_value(errors, nid, sp, text):
    v = sp["text"]
    t = sp["type"]
    if v != v.strip():
        fail(errors, "%s: span has outer whitespace %r" % (nid, v))
    if v and v[-1] in CLOSERS and not (v[-1] == ")" and "(" in v) and not (v[-1] == "'" and t in TYPE2LABEL):
        fail(errors, "%s: span ends with punctuation %r" % (nid, v))
    if v and v[-1] == "'":
        fail(errors, "%s: span ends with quote %r" % (nid, v))
    if v and v[0] in OPENERS:
        fail(errors, "%s: span starts with punctuation %r" % (nid, v))
    if v and v[0] == "(" and t not in ("PHONE", "FAX"):
        fail(errors, "%s: span starts with bracket %r" % (nid, v))
    if v.endswith(".") and TYPE2LABEL[t] != "NAME":
        fail(errors, "%s: non-name span ends with full stop %r" % (nid, v))
    if v.endswith("'s") and TYPE2LABEL[t] == "NAME":
        fail(errors, "%s: possessive inside name span %r" % (nid, v))
    lv = v.lower()
    if t in ("PHONE", "FAX") and "555" not in v:
        fail(errors, "%s: phone/fax outside 555 range %r" % (nid, v))
    if t == "EMAIL" and not re.search(r"@([a-z0-9-]+\.)*example\.(com|org|net)$", lv):
        fail(errors, "%s: email not on example domains %r" % (nid, v))
    if t == "URL" and not EXAMPLE_DOM.search(lv.split("://")[-1]):
        fail(errors, "%s: url not on example domains %r" % (nid, v))
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                fail(errors, "%s: public IP %r" % (nid, v))
        except ValueError:
            fail(errors, "%s: bad IP %r" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        fail(errors, "%s: SSN/SIN not in 9xx/000 range %r" % (nid, v))
    if t == "AGE" and not (v.isdigit() or v.replace("-", "").isalpha()):
        fail(errors, "%s: age span is not a bare number %r" % (nid, v))


def validate(path=NOTES):
    errors = []
    raw = open(path, "rb").read()
    if b"\r" in raw:
        fail(errors, "file contains CR characters")
    if not raw.endswith(b"\n"):
        fail(errors, "file does not end with newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    notes = []
    for ln, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            fail(errors, "line %d: invalid JSON (%s)" % (ln, e))
            continue
        if json.dumps(obj, ensure_ascii=False) != line:
            fail(errors, "line %d: not in canonical serialisation" % ln)
        notes.append(obj)
    type_counts = {t: 0 for t in TYPE2LABEL}
    genre_counts = {}
    lower_n = 0
    total_chars = 0
    n_spans = 0
    for i, obj in enumerate(notes, 1):
        nid = obj.get("id")
        if list(obj.keys()) != ["id", "text", "spans", "meta"]:
            fail(errors, "%s: fields are %r" % (nid, list(obj.keys())))
            continue
        if nid != "dev176-%04d" % i:
            fail(errors, "note %d: id %r not sequential" % (i, nid))
        text = obj["text"]
        if not isinstance(text, str) or not text:
            fail(errors, "%s: empty text" % nid)
            continue
        total_chars += len(text)
        meta = obj["meta"]
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            fail(errors, "%s: meta keys %r" % (nid, sorted(meta.keys())))
            continue
        if meta["source"] != "dev176-en":
            fail(errors, "%s: bad source" % nid)
        if meta["country"] not in ("CA", "US"):
            fail(errors, "%s: bad country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            fail(errors, "%s: lowercase not bool" % nid)
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                fail(errors, "%s: marked lowercase but has capitals" % nid)
        genre_counts[meta["genre"]] = genre_counts.get(meta["genre"], 0) + 1
        prev_end = -1
        prev_start = -1
        for sp in obj["spans"]:
            if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
                fail(errors, "%s: span fields %r" % (nid, list(sp.keys())))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                fail(errors, "%s: bad offsets %r" % (nid, (s, e)))
                continue
            if text[s:e] != sp["text"]:
                fail(errors, "%s: span text mismatch at %d" % (nid, s))
            if sp["type"] not in TYPE2LABEL:
                fail(errors, "%s: unknown type %r" % (nid, sp["type"]))
                continue
            if TYPE2LABEL[sp["type"]] != sp["label"]:
                fail(errors, "%s: label %r wrong for type %r" % (nid, sp["label"], sp["type"]))
            if s < prev_start:
                fail(errors, "%s: spans not sorted" % nid)
            if s < prev_end:
                fail(errors, "%s: overlapping spans at %d" % (nid, s))
            if meta["lowercase"] and sp["text"] != sp["text"].lower():
                fail(errors, "%s: capitals in lower-case note span" % nid)
            prev_start, prev_end = s, e
            check_span_value(errors, nid, sp, text)
            type_counts[sp["type"]] += 1
            n_spans += 1
    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        fail(errors, "only %d notes (need %d, mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        fail(errors, "only %d spans" % n_spans)
    for t in sorted(type_counts):
        if type_counts[t] < MIN_PER_TYPE:
            fail(errors, "type %s has only %d spans" % (t, type_counts[t]))
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        fail(errors, "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = lower_n / n if n else 0
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        fail(errors, "lower-case share %.3f outside %r" % (share, LOWER_RANGE))
    stats = dict(notes=n, spans=n_spans, mean_chars=round(mean), lower=lower_n, lower_share=round(share, 3),
                 types=type_counts, genres=genre_counts, md5=hashlib.md5(raw).hexdigest())
    return errors, stats


def determinism():
    tmp = "/tmp/dev176_tmp/determinism"
    os.makedirs(tmp, exist_ok=True)
    digests = []
    for seed in ("0", "12345"):
        out = os.path.join(tmp, "notes_%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env, stdout=subprocess.DEVNULL)
        digests.append(hashlib.md5(open(out, "rb").read()).hexdigest())
    shutil.rmtree(tmp)
    return digests


def main():
    errors, stats = validate()
    print("notes %(notes)d  spans %(spans)d  mean chars %(mean_chars)d  lower-case %(lower)d (%(lower_share).3f)" % stats)
    print("types:")
    for t in sorted(stats["types"], key=lambda k: (-stats["types"][k], k)):
        print("  %-15s %6d" % (t, stats["types"][t]))
    print("genres:")
    for g in sorted(stats["genres"]):
        print("  %-36s %4d" % (g, stats["genres"][g]))
    print("md5 %s" % stats["md5"])
    if "--determinism" in sys.argv:
        d = determinism()
        print("rebuild md5 (PYTHONHASHSEED=0, 12345): %s %s" % tuple(d))
        if d[0] != d[1] or d[0] != stats["md5"]:
            errors.append("build is not deterministic / notes.jsonl is stale")
    if errors:
        print("%d ERRORS" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
