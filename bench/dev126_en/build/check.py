"""Validate bench/dev126_en/notes.jsonl. Exits non-zero on any problem.
Usage: cd bench/dev126_en && python3 build/check.py"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type table of docs/annotation_guideline.md
GUIDE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"], "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in GUIDE.items() for t in ts}
assert len(TYPE2LABEL) == 29

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 330, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LC_LO, LC_HI = 0.12, 0.22
COUNTRIES = {"US", "UK", "AU"}

LEAD_BAD = set("\"'([{<,.;:!?-/\\*")
TRAIL_BAD = set("\"'([{<,;:!?-/\\*)]}")
ABBR = {"st.", "rd.", "dr.", "ave.", "jr.", "sr.", "ln.", "ct.", "blvd.", "co.", "ltd.", "inc.", "mt.",
        "pde.", "cres.", "tce.", "pl.", "apt."}
FICT_DOMAINS = ("example.com", "example.org", "example.net")

# strings that must never be left unannotated
UNANNOTATED = {
    "email": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "url": re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|gov|edu|io)\b", re.I),
    "ip": re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b"),
    "numeric_date": re.compile(r"\b\d{1,2}([/.-])\d{1,2}\1(?:\d{4}|\d{2})\b|\b\d{4}-\d{2}-\d{2}\b"),
    "phone555": re.compile(r"(?<!\d)555\d?[\s.-]?\d{3,4}\b|\(\d{3}\)\s?\d{3}-\d{4}"),
    "weekday": re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"
                          r"|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b", re.I),
}

DRUGS = ["donepezil", "memantine", "rivastigmine", "galantamine", "paracetamol", "acetaminophen", "morphine",
         "oxycodone", "midazolam", "haloperidol", "glycopyrronium", "levomepromazine", "hyoscine", "furosemide",
         "apixaban", "rivaroxaban", "warfarin", "metformin", "gliclazide", "insulin", "levothyroxine", "amlodipine",
         "ramipril", "bisoprolol", "atorvastatin", "sertraline", "mirtazapine", "quetiapine", "risperidone",
         "lorazepam", "senna", "laxido", "movicol", "lactulose", "docusate", "adcal-d3", "alendronic", "omeprazole",
         "pantoprazole", "prednisolone", "tamsulosin", "co-careldopa", "sinemet", "levodopa", "fentanyl",
         "buprenorphine", "nitrofurantoin", "trimethoprim", "cefalexin", "salbutamol", "tiotropium", "oxygen",
         "ensure plus", "fortisip", "thickener", "cavilon", "sudocrem", "gtn"]
EPONYMS = ["alzheimer", "parkinson", "lewy", "foley", "zimmer", "hoyer", "sara stedy", "cheyne-stokes", "kennedy",
           "colles'", "paget's", "raynaud", "dupuytren", "heberden", "romberg", "babinski", "glasgow coma",
           "korsakoff", "huntington", "pick's", "addison's", "crohn", "barrett's", "meniere", "bell's palsy",
           "guillain-barre", "charcot", "baker's cyst", "hartmann", "trendelenburg", "sjogren", "bristol stool",
           "waterlow", "norton", "graves'", "hashimoto", "marjolin", "stokes-adams", "wernicke", "cushing",
           "down syndrome", "tourette", "buerger", "hodgkin", "broca", "wilson's", "kernig", "heimlich",
           "ramsay hunt", "mckinley", "tunstall", "invacare", "hill-rom", "inogen", "arjo", "molift"]
NAMEWORDS = ["hope", "grace", "joy", "rose", "will", "mark", "marked", "frank", "young", "younger", "little",
             "long", "hill", "bell", "hall", "ward", "cook", "page", "best", "good", "love", "snow", "bird", "lamb",
             "bone", "head", "foot", "pain", "rich", "sage", "waters", "turner", "walker", "fuller", "porter",
             "faith", "holly", "olive", "iris", "hazel", "ruby", "pearl", "dawn", "violet", "banks", "stone",
             "bishop", "baker", "king", "ivy", "may", "field", "wood", "mason", "hunter", "friend", "cross",
             "day", "black", "white", "green", "brown", "price", "lane", "street", "church", "chapel", "major"]
PUBLIC = ["medicare", "medicaid", "cms", "social security", "the va", "fda", "cdc", "oasis-e",
          "adult protective services", "pace", "nhs", "cqc", "nice", "court of protection", "public guardian",
          "dvla", "dmv", "local authority", "continuing healthcare", "my aged care", "centrelink", "dva", "tga",
          "acat", "aged care quality and safety commission", "ndis", "services australia", "an-acc"]
SCORES = ["mmse", "moca", "ace-iii", "barthel", "waterlow", "braden", "morse fall scale", "must", "cfs", "pps",
          "akps", "abbey pain scale", "painad", "4at", "gds-15", "tinetti", "tug", "katz adl", "cornell scale",
          "rudas", "karnofsky", "norton", "npi-nh", "lawton iadl", "gcs", "news2", "iddsi"]


def words_re(ws):
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(w) for w in sorted(ws, key=len, reverse=True)) + r")(?![\w-])", re.I)


HARD_NEG = {
    "vitals_labs": re.compile(r"\b(?:bp|hr|rr|spo2|t|bgl|glucose|na|k|cr|egfr|hb|crp|albumin|inr|tsh|b12|hba1c|wcc|urea|weight)\s\d", re.I),
    "doses_units": re.compile(r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|micrograms|g|ml|units|l/min|mcg/h|mg/24h|kg|lb|mmol/l|mg/dl|g/l|g/dl|umol/l|mmol/mol|%)(?![\w])", re.I),
    "scores": re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(s) for s in SCORES) + r")\s(?:\d|class|level|scale)", re.I),
    "drugs": words_re(DRUGS),
    "eponyms": re.compile("|".join(re.escape(e) for e in EPONYMS), re.I),
    "clock_times": re.compile(r"\b(?:[01]\d|2[0-3]):[0-5]\d\b|\b(?:[01]\d|2[0-3])[0-5]\d\s?(?:hrs|h)\b|\b(?:1[0-2]|[1-9]):[0-5]\d\s?(?:am|pm)\b", re.I),
    "codes": re.compile(r"\b[a-z]\d{2}(?:\.[0-9a-z]{1,4})?(?=[\s).,;]|$)", re.I),
    "name_like_words": words_re(NAMEWORDS),
    "durations_relative": re.compile(r"\b\d{1,2}/(?:7|52|12)\b|\byesterday\b|\blast week\b|\bovernight\b|\bthis morning\b"
                                     r"|\bdays? ago\b|\bhours ago\b|\bweekly\b|\bfortnightly\b|\b\d+\s(?:weeks|months|years|days)\b", re.I),
    "public_bodies": words_re(PUBLIC),
}
HARD_MIN = {"vitals_labs": 1200, "doses_units": 1200, "scores": 500, "drugs": 800, "eponyms": 250,
            "clock_times": 900, "codes": 150, "name_like_words": 600, "durations_relative": 150,
            "public_bodies": 250}
HARD_TOTAL_MIN = 7000


def validate(rows, report=print):
    """Return the list of problems found in rows (parsed notes.jsonl lines)."""
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)
        else:
            errs.append("...")

    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    hard = collections.Counter()
    n_spans = n_lower = 0
    for k, row in enumerate(rows, 1):
        rid = row.get("id") if isinstance(row, dict) else None
        if not isinstance(row, dict) or set(row) != {"id", "text", "spans", "meta"}:
            err(f"row {k}: keys must be id,text,spans,meta")
            continue
        if rid != f"dev126-{k:04d}":
            err(f"row {k}: id {rid!r} not sequential")
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if any(ch in text for ch in "\ue000\ue001\ue002"):
            err(f"{rid}: marker character left in text")
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err(f"{rid}: meta keys")
            continue
        if meta["source"] != "dev126-en" or not isinstance(meta["genre"], str) or not meta["genre"] \
                or not isinstance(meta["lowercase"], bool) or meta["country"] not in COUNTRIES:
            err(f"{rid}: meta values {meta}")
        genre_counts[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{rid}: flagged lower-case but has upper case")
        elif text == text.lower():
            err(f"{rid}: not flagged lower-case but is all lower case")
        if not isinstance(spans, list):
            err(f"{rid}: spans not a list")
            continue
        prev_end = -1
        covered = []
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {s}")
                continue
            a, b, lab, typ, st = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{rid}: bad offsets {s}")
                continue
            if TYPE2LABEL.get(typ) != lab:
                err(f"{rid}: label/type mismatch {lab}/{typ}")
            if text[a:b] != st:
                err(f"{rid}: text mismatch {s}")
            if a < prev_end:
                err(f"{rid}: overlapping or unsorted span at {a}")
            prev_end = b
            covered.append((a, b))
            type_counts[typ] += 1
            n_spans += 1
            # edges
            if st != st.strip():
                err(f"{rid}: whitespace at span edge {st!r}")
            if st[0] in LEAD_BAD and not (st[0] == "(" and typ in ("PHONE", "FAX") and ")" in st):
                err(f"{rid}: leading punctuation {st!r}")
            if st[-1] in TRAIL_BAD and not (st[-1] == ")" and "(" in st):
                err(f"{rid}: trailing punctuation {st!r}")
            if st.endswith("."):
                last = st.split()[-1].lower()
                if not (re.fullmatch(r"(?:[a-z]\.)+", last) or last in ABBR):
                    err(f"{rid}: trailing full stop {st!r}")
            if a > 0 and st[0].isalnum() and text[a - 1].isalnum():
                err(f"{rid}: span starts inside a word {text[max(0, a - 5):b]!r}")
            if b < len(text) and st[-1].isalnum() and text[b].isalnum():
                if not (typ == "AGE" and st[-1].isdigit() and text[b].isalpha()):
                    err(f"{rid}: span ends inside a word {text[a:b + 5]!r}")
            # fictional contact ranges
            low = st.lower()
            if typ in ("PHONE", "FAX"):
                core = re.split(r"\s*(?:ext\.?|extn|x)\s*\d+$", low)[0]
                if sum(ch.isdigit() for ch in core) >= 7 and not re.search(r"(?<!\d)555", core):
                    err(f"{rid}: phone without 555 block {st!r}")
            elif typ == "EMAIL":
                dom = low.rsplit("@", 1)[-1]
                if "@" not in low or not any(dom == d or dom.endswith("." + d) for d in FICT_DOMAINS):
                    err(f"{rid}: e-mail outside example domains {st!r}")
            elif typ == "URL":
                host = re.sub(r"^https?://", "", low).split("/")[0]
                if not any(host == d or host.endswith("." + d) for d in FICT_DOMAINS):
                    err(f"{rid}: URL outside example domains {st!r}")
            elif typ == "IPADDR":
                try:
                    ipa = ipaddress.ip_address(st)
                    ok = any(ipa in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
                except ValueError:
                    ok = False
                if not ok:
                    err(f"{rid}: IP outside private ranges {st!r}")
            elif typ == "SSN":
                if st[0].isdigit():
                    if not (st.startswith("9") or st.startswith("000")):
                        err(f"{rid}: SSN-like number not starting 9/000 {st!r}")
                elif st[0].upper() not in "DFIQUV":
                    err(f"{rid}: NI-like number with a possibly valid prefix {st!r}")
            elif typ == "AGE":
                if not re.fullmatch(r"\d{1,3}|[a-z -]+", low):
                    err(f"{rid}: odd AGE value {st!r}")

        def is_covered(m0, m1):
            return any(x <= m0 and m1 <= y for x, y in covered)

        def overlaps(m0, m1):
            return any(x < m1 and m0 < y for x, y in covered)

        for name, rx in UNANNOTATED.items():
            for m in rx.finditer(text):
                m0, m1 = m.start(), m.end()
                while m1 > m0 + 1 and text[m1 - 1] in ".,;:)!?'\"":
                    m1 -= 1
                if not is_covered(m0, m1):
                    err(f"{rid}: unannotated {name}-like string {text[m0:m1]!r}")
        for name, rx in HARD_NEG.items():
            for m in rx.finditer(text):
                if not overlaps(m.start(), m.end()):
                    hard[name] += 1

    n = len(rows)
    if n < MIN_NOTES:
        err(f"only {n} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPE2LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_counts[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, c in genre_counts.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / n if n else 0
    if not LC_LO <= share <= LC_HI:
        err(f"lower-case share {share:.3f} outside [{LC_LO}, {LC_HI}]")
    for k_, mn in HARD_MIN.items():
        if hard[k_] < mn:
            err(f"hard negatives {k_}: {hard[k_]} (< {mn})")
    if sum(hard.values()) < HARD_TOTAL_MIN:
        err(f"hard negatives total {sum(hard.values())} (< {HARD_TOTAL_MIN})")

    report(f"notes {n}; spans {n_spans}; genres {len(genre_counts)} ({len(big)} with >= {MIN_PER_GENRE}); "
          f"lower-case {n_lower} ({share:.3f})")
    report("per type: " + ", ".join(f"{t} {type_counts[t]}" for t in sorted(TYPE2LABEL, key=lambda x: type_counts[x])))
    report("hard negatives: " + ", ".join(f"{k_} {hard[k_]}" for k_ in HARD_NEG) + f"; total {sum(hard.values())}")
    return errs


def main():
    rows, errs = [], []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                errs.append(f"line {ln}: bad JSON {e}")
    errs += validate(rows)
    if errs:
        print(f"FAIL: {len(errs)} problem(s)")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
