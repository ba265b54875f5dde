#!/usr/bin/env python3
"""Validate bench/dev247_en/notes.jsonl against the label guideline and the set's own requirements.

Usage: python3 check.py [notes.jsonl] [--rebuild]
  --rebuild  also rebuild twice (PYTHONHASHSEED=1 and =2) into a scratch folder and require byte-identical output.
Exit status 0 when every check passes.
"""
import glob
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCRATCH = "/tmp/dev247_tmp"
LABEL_OF = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
            "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
            "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
            "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
            "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
            "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
GENRES = ["hn_mdt_outcome", "maxfax_operative_note", "free_flap_monitoring_chart", "slt_swallow_voice_assessment",
          "dental_prosthodontic_assessment", "radiotherapy_planning_note", "tracheostomy_care_record",
          "outpatient_followup_letter", "nutrition_peg_note", "telephone_encounter", "discharge_summary",
          "histopathology_report", "urgent_suspected_cancer_referral"]
REQUIRED_GENRES = GENRES[:10]
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
BAD_START = tuple(",;:!?)]}\"'")
BAD_END = tuple(",;:!?([{\"'")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 60:
        print("ERROR:", msg)


def private_ip(s):
    m = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", s)
    if not m:
        return False
    a, b, c, d = (int(x) for x in m.groups())
    if max(a, b, c, d) > 255:
        return False
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def fictional(t, s):
    low = s.lower()
    if t in ("PHONE", "FAX"):
        return "555" in s
    if t == "EMAIL":
        return re.fullmatch(r"[a-z0-9._-]+@example\.(com|org|net)", low) is not None
    if t == "URL":
        return re.match(r"(https?://)?([a-z0-9-]+\.)?example\.(com|org|net)(/|$)", low) is not None
    if t == "IPADDR":
        return private_ip(s)
    if t == "SSN":
        digits = re.sub(r"\D", "", s)
        us = len(digits) == 9 and (digits.startswith("9") or digits.startswith("000"))
        ni = re.fullmatch(r"qq ?\d\d ?\d\d ?\d\d ?[a-d]", low) is not None
        return us or ni
    return True


def check_span(i, text, sp, prev_end, lower):
    keys = {"start", "end", "label", "type", "text"}
    if set(sp) != keys:
        err(f"note {i}: span keys {sorted(sp)}")
        return prev_end
    st, en, t = sp["start"], sp["end"], sp["type"]
    if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
        err(f"note {i}: bad offsets {st}-{en}")
        return prev_end
    s = text[st:en]
    if s != sp["text"]:
        err(f"note {i}: span text mismatch {sp['text']!r} vs {s!r}")
    if t not in LABEL_OF:
        err(f"note {i}: unknown type {t}")
    elif sp["label"] != LABEL_OF[t]:
        err(f"note {i}: label {sp['label']} does not match type {t}")
    if s != s.strip() or "\n" in s:
        err(f"note {i}: whitespace at edge or newline in span {s!r}")
    if s.startswith(BAD_START) or s.endswith(BAD_END):
        err(f"note {i}: punctuation at span edge {s!r}")
    if s.endswith(".") and not re.search(r"(^|[\s.])\w\.$", s):
        err(f"note {i}: trailing full stop in span {s!r}")
    if s.count("(") != s.count(")"):
        err(f"note {i}: unbalanced brackets {s!r}")
    if st < prev_end:
        err(f"note {i}: overlapping or unsorted span at {st}")
    if lower and s != s.lower():
        err(f"note {i}: upper case in lower-cased span {s!r}")
    if not fictional(t, s):
        err(f"note {i}: contact/identifier not in the fictional ranges: {t} {s!r}")
    return en


def static_hints():
    """Determinism hints in the build modules."""
    bad = [(r"\bimport time\b|\bfrom time\b", "time module"), (r"datetime\.now|date\.today\(|\.utcnow", "wall clock"),
           (r"\buuid\b", "uuid"), (r"os\.urandom|\bsecrets\b", "os entropy"), (r"\bhash\(", "hash()"),
           (r"\bset\(|\bfrozenset\(", "set (iteration order)"), (r"random\.(random|choice|randint|shuffle|sample)\(", "module-level random"),
           (r"os\.listdir|glob\.glob", "directory order")]
    files = sorted(glob.glob(os.path.join(HERE, "*.py")))
    for f in files:
        name = os.path.basename(f)
        if name == "check.py":
            continue
        src = open(f, encoding="utf-8").read()
        if len(src.encode("utf-8")) >= 30 * 1024:
            err(f"{name}: module is 30 KB or larger")
        for pat, what in bad:
            if re.search(pat, src):
                err(f"{name}: determinism hint failed ({what})")
    mk = open(os.path.join(HERE, "make.py"), encoding="utf-8").read()
    if "random.Random(SEED)" not in mk or "SEED = 247" not in mk:
        err("make.py: randomness must come from random.Random(247)")


def rebuild(path):
    tmp = os.path.join(SCRATCH, "rebuild")
    os.makedirs(tmp, exist_ok=True)
    outs = []
    for seed in ("1", "2"):
        out = os.path.join(tmp, f"notes_{seed}.jsonl")
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        outs.append(open(out, "rb").read())
        os.remove(out)
    os.rmdir(tmp)
    try:
        os.rmdir(SCRATCH)
    except OSError:
        pass
    if outs[0] != outs[1]:
        err("rebuild: PYTHONHASHSEED=1 and =2 give different bytes")
    if outs[0] != open(path, "rb").read():
        err("rebuild: notes.jsonl differs from a fresh build")
    print("rebuild: PYTHONHASHSEED=1 and =2 byte-identical, equal to notes.jsonl" if not errors else "rebuild: see errors")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    raw = open(path, "rb").read()
    if b"\r" in raw:
        err("carriage return in file")
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file does not end with a newline")
    lines = lines[:-1]
    notes = []
    for ln, line in enumerate(lines, 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"line {ln}: invalid JSON ({e})")
    type_counts = {t: 0 for t in LABEL_OF}
    genre_counts = {}
    lengths, nspans, nlower, texts = [], 0, 0, {}
    for i, o in enumerate(notes, 1):
        if not isinstance(o, dict) or list(o) != ["id", "text", "spans", "meta"]:
            err(f"note {i}: fields must be id, text, spans, meta")
            continue
        if o["id"] != f"dev247-{i:04d}":
            err(f"note {i}: id {o['id']!r} out of sequence")
        text, meta = o["text"], o["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"note {i}: empty text")
            continue
        if text in texts:
            err(f"note {i}: duplicate of note {texts[text]}")
        texts[text] = i
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err(f"note {i}: meta fields")
            continue
        if meta["source"] != "dev247-en":
            err(f"note {i}: meta.source")
        if meta["genre"] not in GENRES:
            err(f"note {i}: unknown genre {meta['genre']}")
        if meta["country"] not in ("UK", "US", "NZ"):
            err(f"note {i}: meta.country")
        if not isinstance(meta["lowercase"], bool):
            err(f"note {i}: meta.lowercase must be boolean")
        lower = meta["lowercase"] is True
        if lower:
            nlower += 1
            if text != text.lower():
                err(f"note {i}: lowercase note has upper case text")
        genre_counts[meta["genre"]] = genre_counts.get(meta["genre"], 0) + 1
        lengths.append(len(text))
        if not isinstance(o["spans"], list):
            err(f"note {i}: spans must be a list")
            continue
        prev = 0
        for sp in o["spans"]:
            prev = check_span(i, text, sp, prev, lower)
            if sp.get("type") in type_counts:
                type_counts[sp["type"]] += 1
        nspans += len(o["spans"])
    n = len(notes)
    mean = statistics.mean(lengths) if lengths else 0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err(f"size: {n} notes < {need}")
    if nspans < MIN_SPANS:
        err(f"size: {nspans} spans < {MIN_SPANS}")
    for t, k in type_counts.items():
        if k < MIN_PER_TYPE:
            err(f"size: type {t} has {k} spans < {MIN_PER_TYPE}")
    big = [g for g, k in genre_counts.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"size: only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for g in REQUIRED_GENRES:
        if genre_counts.get(g, 0) < MIN_PER_GENRE:
            err(f"size: required genre {g} has {genre_counts.get(g, 0)} notes")
    frac = nlower / n if n else 0
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        err(f"lowercase share {frac:.3f} outside {LOWER_RANGE}")
    static_hints()
    if "--rebuild" in sys.argv:
        rebuild(path)
    print(f"notes {n}; spans {nspans}; length mean {mean:.0f} median {statistics.median(lengths):.0f} "
          f"min {min(lengths)} max {max(lengths)}; lower-cased {nlower} ({frac:.1%})")
    print("genres: " + ", ".join(f"{g} {genre_counts.get(g, 0)}" for g in GENRES))
    print("types: " + ", ".join(f"{t} {type_counts[t]}" for t in LABEL_OF))
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
