#!/usr/bin/env python3
"""Validate dev38-en notes.jsonl.  Exits non-zero on any problem.

Checks: valid JSON per line; unique, well-formed ids; text[start:end] == span text;
spans sorted and non-overlapping; no leading/trailing whitespace; no surrounding
punctuation taken in; type in the guideline table and label consistent with it;
meta fields present and valid; size and coverage targets; and a leak scan for
PHI-looking strings left outside spans (dates, phones, e-mails, URLs, IPs,
pool names).

usage: python3 build/check.py [path/to/notes.jsonl] [--stats]
"""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))

LABEL_OF = {
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
GENRES = {"family_medicine_gp", "well_child_paediatric", "school_nursing", "immunisation_clinic",
          "antenatal_clinic", "midwife_health_visitor_home_visit", "mens_health_check", "smoking_cessation"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 3

BAD_EDGE_START = set(" \t\n\r,;:!?\"'([{<")
BAD_EDGE_END = set(" \t\n\r,;:!?\"')]}>")
# a trailing full stop is only allowed for an initial / abbreviation ("J.S.", "Maria K.", "Co.")
TRAILING_DOT_OK = re.compile(r"(?:\b[A-Z]\.|\b(?:Co|St|Jr|Sr|Dr)\.)$")

LEAK_PATTERNS = [
    ("date", re.compile(r"\b\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d{2}\b")),
    ("date", re.compile(r"\b(?:19|20)\d{2}-\d{2}-\d{2}\b")),
    ("date", re.compile(r"\b\d{1,2}-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4}\b", re.I)),
    ("date", re.compile(r"\b(?:January|February|March|April|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b")),
    ("date", re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\b")),
    ("phone", re.compile(r"\b555[- .]01\d\d\b")),
    ("phone", re.compile(r"\b07700\s?900\s?\d{3}\b")),
    ("phone", re.compile(r"\b0491\s?570\s?\d{3}\b")),
    ("phone", re.compile(r"\b5550\s\d{4}\b")),
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("url", re.compile(r"\b(?:https?://|www\.)\S+")),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("age", re.compile(r"\b(?:[Aa]ged?|Age:?|age at vaccination:?|at age) \d{1,3}\b")),
    ("age", re.compile(r"\b\d{1,3}(?:[- ]?(?:yo|y\.o\.)|-year-old|-month-old|-week-old|-day-old| (?:years?|months?|weeks?|days?) old)\b")),
    ("year", re.compile(r"\b(?:19[4-9]\d|20[0-2]\d)\b(?!\s?(?:g|mg|ml|mL|kg|ppm|%))")),
]


def pool_words():
    sys.path.insert(0, HERE)
    import pools  # noqa
    names = set()
    for fem, mal, sur in pools.ORIGINS.values():
        names.update(fem)
        names.update(mal)
        names.update(sur)
    for lst in pools.CITIES.values():
        for c, _ in lst:
            names.add(c)
    names.update(pools.EMPLOYERS)
    # single tokens that are also ordinary clinical/English words are not scanned
    skip = {"Lee", "Ana", "Ama", "Bo", "Kai", "Wen", "Han", "Kim", "Park", "Ng", "Ito", "Mahe", "Noa", "Mo", "Lui",
            "Fetu", "Sina", "Kiri", "Rangi", "Eli", "Ari", "Tao", "Yong", "Mei", "Lin", "Gill", "Shah", "Rao", "Nair",
            "Do", "Shu", "Jun", "Hao", "Ming", "Jian", "Yan", "Jing", "Bao", "Anan", "Wei", "Rees", "Kurt", "Dawes",
            "Latu", "Tupou", "Hassan", "Ahmed", "Patel", "Lynch", "Egan", "Hogan", "Reyes", "Santos", "Bruno", "Greco",
            "Gallo", "Conti", "Marino", "Romano", "Haile", "Osman", "Farah", "Jama", "Ransom", "Battle", "Hayes",
            "Vance", "Stroud", "Garner", "Jordan", "Logan", "Hugo", "Felix", "Kerry", "Shane", "Wayne", "Ebony",
            "Destiny", "Imani", "Taylor", "Harper", "Madison", "Georgia", "Poppy", "Ruby", "Zara", "Seren", "Moana",
            "Ashby", "Westvale", "Ashgrove", "Marsden", "Langley", "Oakley", "Fletcher", "Kershaw", "Sanderson",
            "Pritchard", "Meredith", "Powell", "Parry", "Bowen", "Vaughan", "Cameron", "Munro", "Sinclair",
            "Buchanan", "Mercy", "Rowan", "Kowhai", "Totara", "Rimu", "Huia", "Tui", "Nat", "Jess", "Kate", "Ben",
            "Sam", "Matt", "Dan", "Chris", "Alex", "Liz", "Tom", "Rob", "Jen", "Nate", "Dima", "Sasha", "Wiri",
            "Rainbow", "Victoria", "Mykola", "Jackson", "Washington", "Jefferson", "Freeman", "Robinson",
            "Coleman", "Simmons", "Bryant", "Gaines", "Whitaker", "Lincoln", "Monroe", "Franklin", "Union",
            "Liberty", "Prospect", "Fairview", "Harbourside", "Riverside", "Bayview", "Lakeview", "Seacliff",
            "Elm", "Mitchell", "Ma", "He", "Hu", "Sun", "Xu", "Wu", "Zhu", "Guo", "Vu", "Bui", "Dang", "Kaya",
            "Demir", "Kang", "Jang", "Choi", "Yoon", "Sato", "Malia", "Mele", "Losa", "Salote", "Ama",
            "Ribbon", "Grace", "Noor", "Hana", "Joy", "Fraser"}
    return sorted(n for n in names if n not in skip and len(n) > 2)


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    stats = "--stats" in argv
    args = [a for a in argv if not a.startswith("--")]
    if args:
        path = args[0]
    errors = []
    ids = set()
    type_counts = collections.Counter()
    n_notes = n_spans = 0
    genre_counts = collections.Counter()
    locale_counts = collections.Counter()
    names = pool_words()
    name_re = re.compile(r"(?<![\w'-])(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?![\w'-])")
    leaks = []
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        errors.append("file does not end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        where = f"line {ln}"
        try:
            rec = json.loads(line)
        except Exception as e:  # noqa
            errors.append(f"{where}: invalid JSON ({e})")
            continue
        n_notes += 1
        if set(rec) != {"id", "text", "spans", "meta"}:
            errors.append(f"{where}: keys {sorted(rec)}")
            continue
        rid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
        where = rid
        if not re.fullmatch(r"dev38-en-\d{4}", str(rid)):
            errors.append(f"{where}: bad id")
        if rid in ids:
            errors.append(f"{where}: duplicate id")
        ids.add(rid)
        if not isinstance(text, str) or not text.strip():
            errors.append(f"{where}: empty text")
            continue
        if not isinstance(meta, dict):
            errors.append(f"{where}: meta not an object")
            meta = {}
        for k in ("language", "source", "genre", "locale"):
            if k not in meta or not meta[k]:
                errors.append(f"{where}: meta.{k} missing")
        if meta.get("language") != "en":
            errors.append(f"{where}: meta.language != en")
        if meta.get("source") != "dev38-en":
            errors.append(f"{where}: meta.source != dev38-en")
        if meta.get("genre") not in GENRES:
            errors.append(f"{where}: unknown genre {meta.get('genre')}")
        if meta.get("locale") not in LOCALES:
            errors.append(f"{where}: unknown locale {meta.get('locale')}")
        genre_counts[meta.get("genre")] += 1
        locale_counts[meta.get("locale")] += 1
        prev_end = -1
        mask = [False] * len(text)
        for i, sp in enumerate(spans):
            sw = f"{where} span {i}"
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errors.append(f"{sw}: keys {sorted(sp)}")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errors.append(f"{sw}: bad offsets {s},{e}")
                continue
            if text[s:e] != sp["text"]:
                errors.append(f"{sw}: text mismatch {text[s:e]!r} != {sp['text']!r}")
            if s < prev_end:
                errors.append(f"{sw}: overlaps or unsorted")
            prev_end = e
            val = text[s:e]
            if val != val.strip():
                errors.append(f"{sw}: whitespace at edge {val!r}")
            balanced = val.count("(") == val.count(")")
            if (val[0] in BAD_EDGE_START and not (val[0] == "(" and balanced)) or \
                    (val[-1] in BAD_EDGE_END and not (val[-1] == ")" and balanced)):
                errors.append(f"{sw}: punctuation at edge {val!r}")
            if not balanced:
                errors.append(f"{sw}: unbalanced brackets {val!r}")
            if val.endswith(".") and not TRAILING_DOT_OK.search(val):
                errors.append(f"{sw}: trailing full stop {val!r}")
            # surrounding context must not split a token (span boundary inside a word)
            if s > 0 and text[s - 1].isalnum() and val[0].isalnum() and sp["type"] not in ("AGE",):
                errors.append(f"{sw}: starts inside a word {text[max(0, s - 5):e]!r}")
            if e < len(text) and text[e].isalnum() and val[-1].isalnum() and sp["type"] not in ("AGE",):
                errors.append(f"{sw}: ends inside a word {text[s:e + 5]!r}")
            if sp["type"] not in LABEL_OF:
                errors.append(f"{sw}: unknown type {sp['type']}")
            elif LABEL_OF[sp["type"]] != sp["label"]:
                errors.append(f"{sw}: label {sp['label']} inconsistent with type {sp['type']}")
            type_counts[sp["type"]] += 1
            n_spans += 1
            for k in range(s, e):
                mask[k] = True
        # leak scan: PHI-looking strings outside all spans
        def outside(m):
            return not any(mask[m.start():m.end()])
        for kind, rx in LEAK_PATTERNS:
            for m in rx.finditer(text):
                if outside(m):
                    leaks.append(f"{where}: unannotated {kind} {m.group(0)!r}")
        # every occurrence: a string annotated once in a note must be annotated wherever it recurs
        seen_vals = sorted({sp["text"] for sp in spans if sp["type"] not in ("AGE", "PROFESSION") and len(sp["text"]) >= 3
                            and not sp["text"].isdigit()}, key=len, reverse=True)
        for v in seen_vals:
            for m in re.finditer(r"(?<![\w@./-])" + re.escape(v) + r"(?![\w@/-])", text):
                if outside(m):
                    leaks.append(f"{where}: {v!r} annotated elsewhere but not at {m.start()} ...{text[max(0, m.start() - 30):m.end() + 30]!r}")
        for m in name_re.finditer(text):
            if outside(m):
                leaks.append(f"{where}: unannotated pool name {m.group(0)!r} ...{text[max(0, m.start() - 30):m.end() + 30]!r}")
    if n_notes != MIN_NOTES:
        errors.append(f"{n_notes} notes, expected {MIN_NOTES}")
    if n_spans < MIN_SPANS:
        errors.append(f"{n_spans} spans, expected at least {MIN_SPANS}")
    for t in LABEL_OF:
        if type_counts[t] < MIN_PER_TYPE:
            errors.append(f"type {t}: {type_counts[t]} spans, expected at least {MIN_PER_TYPE}")
    errors += leaks
    if stats or errors:
        print(f"notes {n_notes}, spans {n_spans}")
        for t in LABEL_OF:
            print(f"  {t:<15} {type_counts[t]}")
        print("genres:", dict(sorted(genre_counts.items())))
        print("locales:", dict(sorted(locale_counts.items())))
    if errors:
        for e in errors[:200]:
            print("ERROR", e)
        print(f"{len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
