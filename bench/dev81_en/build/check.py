#!/usr/bin/env python3.11
"""Validate bench/dev81_en/notes.jsonl. Exits non-zero on any problem; prints counts."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pools                      # noqa: E402
from phi import TYPE_LABEL        # noqa: E402

PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 15
GENRE_MIN, GENRE_MAX, MIN_GENRES = 32, 40, 10
LOCALES = {"US", "UK", "AU", "NZ", "CA", "IN", "NG", "PH"}

errors = []


def err(nid, msg):
    errors.append("%s: %s" % (nid, msg))


# ------------------------------------------------------------------ contact / id validators
def phone_ok(v):
    v = re.split(r"\s*(?:ext\.?|extn|x)\s*\d+$", v)[0]
    d = re.sub(r"\D", "", v)
    if len(d) <= 5:                       # internal extension / pager / bleep
        return True
    if re.search(r"55501\d\d$", d):       # US/CA 555-01xx, NZ 555 01xx
        return True
    if re.search(r"55501\d{5}$", d):      # IN/NG/PH invented 555 01x xxxx block
        return True
    for pre in ("2079460", "1614960", "7700900"):   # Ofcom drama ranges
        if re.search(pre + r"\d{3}$", d):
            return True
    if re.search(r"491570\d{3}$", d):     # ACMA fictional mobile range
        return True
    return False


def email_ok(v):
    return re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9-]+\.)*example\.(com|org|net)", v, re.I) is not None


def url_ok(v):
    m = re.match(r"(?:https?://)?([a-z0-9.-]+)(/.*)?$", v, re.I)
    return bool(m) and re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|org|net)", m.group(1), re.I) is not None


def ip_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def ssn_ok(v):
    return re.fullmatch(r"9\d\d-\d\d-\d{4}", v) is not None or \
        re.fullmatch(r"QQ ?\d\d ?\d\d ?\d\d ?[A-D]", v, re.I) is not None


# ------------------------------------------------------------------ lint vocabulary (outside spans)
MONTHS = ["january", "february", "march", "april", "june", "july", "august", "september", "october",
          "november", "december"]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tues", "thurs", "weds"]
DATE_RE = re.compile(r"(?<![\d/])\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}(?![\d/])")
WORDLIKE = {n.lower() for grp in pools.ORIGINS["word"] for n in grp}
SKIP_NAME_TOKENS = {"de", "del", "la", "dela", "te", "an", "al", "el", "mae", "ann", "ni", "mark", "abu",
                    "joe", "ana", "rey", "tin", "cha", "mo", "sid", "des", "del", "cat", "art", "echo", "ike",
                    "mide", "gus", "gill", "lim", "ong", "xu", "tan", "kim", "park", "li", "wei", "jun", "mei",
                    "hana", "kiri", "tama", "pita", "mele", "ofa", "tane", "mahe", "latu", "gray", "dot",
                    "stu", "den", "bev", "mal", "baz", "rob", "jim", "kev", "gaz", "trev", "nige", "dima",
                    "shay", "shiv", "ally", "lola", "chelo", "charo", "lupe", "alex", "tope", "seun", "funmi",
                    "venky", "meenu", "preeti", "raju", "lakshu", "ling", "wilson", "bong", "onad", "macmac",
                    "kasia", "aga", "sveta", "kolya", "fati", "wi", "vili", "rawi", "billy", "frankie",
                    "cherry", "kes", "quill", "hame", "paudie", "donie", "jilly", "maggie", "mags", "peggy",
                    "dottie", "bob", "bobby", "jimmy", "jamie", "suzie", "kimmy", "wazza", "pepe", "chepe",
                    "paco", "pancho", "jandro", "tunde", "emeka", "ikechukwu", "mj", "tintin", "joy-joy",
                    "zbyszek", "del", "lyle", "mann", "long", "rangi", "sione", "moana", "hemi", "lovely", "precious"}
NAME_TOKENS = set()
for o, (fs, ms, ss) in pools.ORIGINS.items():
    if o == "word":
        continue
    for n in fs + ms + ss:
        for tok in re.split(r"[\s-]+", n):
            t = tok.lower().strip("'")
            if len(t) >= 3 and t not in WORDLIKE and t not in SKIP_NAME_TOKENS:
                NAME_TOKENS.add(t)
PLACE_STRINGS = set()
for seq in (list(pools.WARDS) + pools.CARE_HOMES + pools.EMPLOYERS + pools.CHURCHES + pools.GYMS + pools.CLUBS +
            pools.AGENCIES + pools.BUILDINGS):
    PLACE_STRINGS.add(seq.lower().replace("the ", "", 1))
for d in (pools.HOSPITALS, pools.CLINICS, pools.PHARMACIES, pools.SCHOOLS, pools.INSURERS):
    for v in d.values():
        PLACE_STRINGS.update(x.lower() for x in v)
for loc in pools.LOCALES.values():
    PLACE_STRINGS.update(t.lower() for t in loc["towns"])
PLACE_RE = re.compile(r"(?<![a-z0-9])(" + "|".join(re.escape(p) for p in sorted(PLACE_STRINGS, key=len, reverse=True)) + r")(?![a-z0-9])")
NAME_RE = re.compile(r"(?<![a-z0-9'])(" + "|".join(re.escape(n) for n in sorted(NAME_TOKENS, key=len, reverse=True)) + r")(?![a-z0-9])")

# hard negatives
NEG_PATTERNS = {
    "dose_unit": re.compile(r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|g|ml|units|IU|kg|L)\b", re.I),
    "lab_unit": re.compile(r"\b(?:mmol/L|umol/L|nmol/L|mIU/L|g/L|mmol/mol)", re.I),
    "percent": re.compile(r"\b\d+(?:\.\d+)?%"),
    "bp": re.compile(r"\b(?:bp|BP)\s\d{2,3}/\d{2,3}"),
    "score": re.compile(r"\b(?:PHQ-9|GAD-7|GCS|MMSE|Apgar|CURB-65|Wells|NEWS2|Braden|ECOG|CHA2DS2-VASc|Centor|"
                        r"Edinburgh|AUDIT-C|Rockwood|FeverPAIN|Epworth|MoCA|pain \d+/10)", re.I),
    "icd10": re.compile(r"\b[A-TV-Z]\d\d(?:\.\d{1,3})?\b"),
    "eponym": re.compile(r"(" + "|".join(re.escape(e.split()[0]) for e in pools.EPONYMS) + r")", re.I),
    "drug": re.compile(r"\b(" + "|".join(re.escape(d) for d in pools.DRUG_NAMES + ["paracetamol", "ibuprofen", "Calpol",
                                                                                    "salbutamol", "amoxicillin"]) + r")\b", re.I),
    "time": re.compile(r"\b\d{1,2}[:.]\d\d\s?(?:am|pm|AM|PM)?\b|\b\d{1,2}\s?(?:am|pm)\b|\b[0-2]\d[0-5]\d\b"),
    "duration": re.compile(r"\b(?:for|x|over)\s\d+(?:-\d+)?\s?(?:days?|wks?|weeks?|hrs?|hours?|months?|yrs?|mins?)\b", re.I),
    "role": re.compile(r"\bthe (?:on-call GP|pharmacist|night nurse|receptionist|consultant|registrar|triage nurse|"
                       r"school nurse|district nurse|locum|attending|physio|surgeon|paramedics|charge nurse|dietitian|"
                       r"specialist|front desk|doctor on call|NP|PA)\b|\bmy GP\b", re.I),
    "name_word": re.compile(r"\b(?:hope|will|rose|best|page|wise|small|church|grace|faith|mark|bill|dawn|"
                            r"black|white|green|brown|stone|long|short|sharp|swift|young|king|bell|joy|ivy)\b", re.I),
}


def outside_text(text, spans):
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            chars[i] = "\x00"
    return "".join(chars)


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("line %d" % ln, "bad JSON: %s" % e)
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    locale_counts = collections.Counter()
    layout_counts = collections.Counter()
    neg_counts = collections.Counter()
    lower_notes = 0
    old_ages = 0
    n_spans = 0
    for k, n in enumerate(notes, 1):
        nid = n.get("id", "?")
        if nid != "dev81-en-%04d" % k:
            err(nid, "id out of sequence (want dev81-en-%04d)" % k)
        if set(n) != {"id", "text", "spans", "meta"}:
            err(nid, "unexpected keys %s" % sorted(n))
        meta = n.get("meta", {})
        if meta.get("language") != "en" or meta.get("source") != "dev81-en":
            err(nid, "bad meta language/source %r" % meta)
        for key in ("genre", "locale", "layout"):
            if not meta.get(key):
                err(nid, "meta.%s missing" % key)
        if meta.get("locale") not in LOCALES:
            err(nid, "unknown locale %r" % meta.get("locale"))
        genre_counts[meta.get("genre")] += 1
        locale_counts[meta.get("locale")] += 1
        layout_counts[meta.get("layout")] += 1
        text = n.get("text", "")
        if not isinstance(text, str) or not text.strip():
            err(nid, "empty text")
            continue
        if not text.isascii():
            err(nid, "non-ASCII text")
        if text == text.lower():
            lower_notes += 1
        prev_end = -1
        for s in n.get("spans", []):
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(nid, "span keys %s" % sorted(s))
                continue
            st, en, typ = s["start"], s["end"], s["type"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(nid, "bad offsets %r" % s)
                continue
            if st < prev_end:
                err(nid, "overlap or unsorted at %d" % st)
            prev_end = en
            if typ not in TYPE_LABEL:
                err(nid, "unknown type %s" % typ)
                continue
            type_counts[typ] += 1
            if s["label"] != TYPE_LABEL[typ]:
                err(nid, "label %s != %s for %s" % (s["label"], TYPE_LABEL[typ], typ))
            v = text[st:en]
            if v != s["text"]:
                err(nid, "span text mismatch %r vs %r" % (v, s["text"]))
            if v != v.strip() or "\n" in v:
                err(nid, "whitespace/newline in span %r" % v)
            if v[0] in ".,;:!?\"')]}" or (v[0] == "(" and not (typ in ("PHONE", "FAX") and ")" in v)):
                err(nid, "leading punctuation %r" % v)
            if v[-1] in ",;:!?\"'([{)" or (v[-1] == "." and not (TYPE_LABEL[typ] == "NAME" and re.search(r"(^|[\s.])[A-Za-z]\.$", v))):
                err(nid, "trailing punctuation %r" % v)
            for a, b in ((text[st - 1] if st else "", v[0]), (v[-1], text[en] if en < len(text) else "")):
                if a and b and a.isalnum() and b.isalnum():
                    mixed = a.isdigit() != b.isdigit()
                    if not (mixed and typ == "AGE"):
                        err(nid, "span cuts a word/number: %r in %r" % (v, text[max(0, st - 10):en + 10]))
            # fictional-range checks
            if typ in ("PHONE", "FAX") and not phone_ok(v):
                err(nid, "non-fictional phone %r" % v)
            if typ == "EMAIL" and not email_ok(v):
                err(nid, "e-mail outside example domains %r" % v)
            if typ == "URL" and not url_ok(v):
                err(nid, "URL outside example domains %r" % v)
            if typ == "IPADDR" and not ip_ok(v):
                err(nid, "non-private IP %r" % v)
            if typ == "SSN" and not ssn_ok(v):
                err(nid, "SSN/NI outside 9xx / QQ %r" % v)
            if typ == "MRN" and re.fullmatch(r"\d{3} ?\d{3} ?\d{4}", v) and not v.startswith("999"):
                err(nid, "NHS-style number not starting 999 %r" % v)
            if typ == "AGE" and v.isdigit() and int(v) >= 90:
                old_ages += 1
        # ---- lint the text outside spans
        out = outside_text(text, n["spans"])
        low = out.lower()
        for pat, what in ((r"[a-z0-9._-]+@[a-z0-9-]+\.[a-z]", "e-mail"), (r"example\.(com|org|net)", "example URL"),
                          (r"555[- .]?01\d", "555 phone"), (r"7946 ?0\d|496 ?0\d\d\d|7700 ?900|491 ?570", "drama phone"),
                          (r"\b(?:10|172|192)\.\d+\.\d+\.\d+\b", "IP"), (r"\bqq ?\d\d", "NI"), (r"\b9\d\d-\d\d-\d{4}\b", "SSN")):
            m = re.search(pat, low)
            if m:
                err(nid, "unannotated %s outside spans: %r" % (what, out[max(0, m.start() - 20):m.end() + 20]))
        m = DATE_RE.search(out)
        if m:
            err(nid, "unannotated numeric date %r" % m.group(0))
        for w in MONTHS + WEEKDAYS:
            m = re.search(r"(?<![a-z])" + w + r"(?![a-z])", low)
            if m:
                err(nid, "unannotated month/weekday %r in %r" % (w, out[max(0, m.start() - 25):m.end() + 25]))
        m = PLACE_RE.search(low)
        if m:
            err(nid, "unannotated place/organisation %r" % m.group(0))
        m = NAME_RE.search(low)
        if m:
            err(nid, "unannotated name token %r in %r" % (m.group(0), out[max(0, m.start() - 25):m.end() + 25]))
        for k2, rx in NEG_PATTERNS.items():
            neg_counts[k2] += len(rx.findall(out))
    # ------------------------------------------------------------------ corpus-level requirements
    if len(notes) < MIN_NOTES:
        err("corpus", "only %d notes (< %d)" % (len(notes), MIN_NOTES))
    if n_spans < MIN_SPANS:
        err("corpus", "only %d spans (< %d)" % (n_spans, MIN_SPANS))
    for t in TYPE_LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            err("corpus", "type %s has %d spans (< %d)" % (t, type_counts[t], MIN_PER_TYPE))
    if len(genre_counts) < MIN_GENRES:
        err("corpus", "only %d genres" % len(genre_counts))
    for g, c in genre_counts.items():
        if not GENRE_MIN <= c <= GENRE_MAX:
            err("corpus", "genre %s has %d notes (want %d-%d)" % (g, c, GENRE_MIN, GENRE_MAX))
    if set(locale_counts) != LOCALES:
        err("corpus", "locales %s" % sorted(locale_counts))
    share = lower_notes / max(1, len(notes))
    if not 0.25 <= share <= 0.42:
        err("corpus", "lower-case share %.2f outside 0.25-0.42" % share)
    if sum(neg_counts.values()) < 500:
        err("corpus", "too few hard negatives (%d)" % sum(neg_counts.values()))
    if old_ages < 100:
        err("corpus", "too few ages over 89 (%d)" % old_ages)

    print("notes: %d   spans: %d   lower-case notes: %d (%.0f%%)   ages >= 90: %d" % (
        len(notes), n_spans, lower_notes, 100 * share, old_ages))
    print("per type:")
    for t in TYPE_LABEL:
        print("  %-15s %-11s %5d" % (t, TYPE_LABEL[t], type_counts[t]))
    print("per genre:")
    for g in sorted(genre_counts):
        print("  %-30s %3d" % (g, genre_counts[g]))
    print("per locale:", dict(sorted(locale_counts.items())))
    print("layouts:", dict(sorted(layout_counts.items())))
    print("hard negatives outside spans (pattern hits):", dict(neg_counts), "total", sum(neg_counts.values()))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors[:80]:
            print("  " + e)
        if len(errors) > 80:
            print("  ... %d more" % (len(errors) - 80))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
