"""Validate bench/dev130_en/notes.jsonl. Exits non-zero on any problem.

Run from bench/dev130_en:  python3 build/check.py
Independent of the generator: it re-derives everything from the JSON file.
"""
import collections
import ipaddress
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

# fine type -> coarse label, as in docs/annotation_guideline.md
TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"United Kingdom", "Ireland", "Canada", "Kenya", "Ghana"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 330, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)
TERSE_RANGE = (0.25, 0.42)

BAD_START = set(",.;:!?\"')]}>-/\\|")
BAD_END = set(",;:!?\"'([{<-/\\|")

RE_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
RE_URL = re.compile(r"(?:https?://|www\.)[^\s<>\"]*[^\s<>\".,;:!?)\]]|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|ie|ca|uk|ke|gh)\b(?:/[^\s<>\"]*[^\s<>\".,;:!?)\]])?", re.I)
RE_IP = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?!\d|\.\d)")
RE_NUMDATE = re.compile(r"(?<![\d/.\-])(?:\d{1,2}[/.\-]\d{1,2}[/.\-](?:\d{4}|\d{2})|\d{4}[/\-]\d{1,2}[/\-]\d{1,2})(?![\d/\-]|\.\d)")
_MON = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
RE_MONDATE = re.compile(r"\b(?:\d{1,2}(?:st|nd|rd|th)?[ \-]%s\b(?:[ \-](?:(?:19|20)\d{2}|\d{2})\b(?!:))?|%s[ \-]\d{1,2}(?:st|nd|rd|th)?\b(?:, \d{4})?|%s[ \-](?:19|20)\d{2}\b)" % (_MON, _MON, _MON), re.I)
RE_555 = re.compile(r"(?<!\d)555(?!\d)")
RE_WEEKDAY = re.compile(r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)

# hard negatives, counted only outside spans
NEG = {
    "clock_time": (re.compile(r"(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])|\b(?:[01]\d|2[0-3])[0-5]\dh\b"), 800),
    "measurement": (re.compile(r"\b\d+(?:\.\d+)?\s?(?:mg|g|mcg|mL|ml|L|kg|mmol/L|mmol/mol|g/L|mg/L|U/L|ng/L|micromol/L|mmHg|bpm|kPa|fL|mV|V|ms|ohm|mm|cm|units|%)(?![\w/])"), 2000),
    "vital_lab_abbrev": (re.compile(r"\b(?:BP|HR|RR|SpO2|NEWS2?|GCS|CBG|Hb|WCC|Plt|CRP|Na|K|Cr|eGFR|ALT|ALP|INR|HbA1c|pH|MCV|TSH|BNP|Alb|Ur|Lactate)\b"), 1500),
    "drug": (re.compile(r"\b(?:paracetamol|amoxicillin|co-amoxiclav|ceftriaxone|gentamicin|metronidazole|doxycycline|flucloxacillin|enoxaparin|tinzaparin|apixaban|rivaroxaban|warfarin|ramipril|bisoprolol|amlodipine|atorvastatin|furosemide|spironolactone|metformin|gliclazide|insulin|omeprazole|lansoprazole|prednisolone|hydrocortisone|salbutamol|ipratropium|morphine|oxycodone|codeine|ondansetron|cyclizine|levetiracetam|valproate|levothyroxine|sertraline|mirtazapine|haloperidol|lorazepam|thiamine|senna|lactulose|folic acid|artemether-lumefantrine|artesunate|quinine|cotrimoxazole|dolutegravir|isoniazid|hydroxyurea|oxytocin|nifedipine|labetalol|methyldopa|tranexamic acid|alteplase|aspirin|clopidogrel|ticagrelor|digoxin|amiodarone|allopurinol|colchicine|tamsulosin|vancomycin|meropenem|Tazocin|Augmentin|Oramorph|TXA|DOAC|Pabrinex)\b", re.I), 1000),
    "score_eponym": (re.compile(r"\b(?:CURB-65|Wells|Waterlow|MUST|Rockall|Glasgow|CHA2DS2-VASc|HAS-BLED|ECOG|Braden|Child-Pugh|MELD|GRACE|TIMI|NIHSS|Gleason|Breslow|Clark|Dukes|Nottingham|Bishop|Fisher|Hunt and Hess|Mallampati|Karnofsky|Barthel|Bristol|Murphy's|Rovsing's|Kernig's|Brudzinski|Babinski|Romberg|Trendelenburg|Homans'|Trousseau's|Chvostek's|Virchow's|Parkinson's|Crohn's|Addison's|Cushing's|Graves'|Hashimoto's|Hodgkin|Barrett's|Meniere's|Bell's|Raynaud's|Baker's|Hartmann's|Whipple's|Foley|Guedel|Hickman|Calot's|Simpson's|Fleischner|Lichtenstein|Garden|Pfannenstiel|Hasson|Alvarado|Centor|Ranson|Kleiner|Helicobacter)\b", re.I), 600),
    "duration_shorthand": (re.compile(r"(?<![\d/])\d{1,2}/(?:7|52|12)(?![\d/])"), 200),
    "name_like_word": (re.compile(r"\b(?:short|strong|white|green|brown|black|frank|stone|rice|gold|glass|ward|nurse|doctor|will|day|chase|dawn|comfort|baker|bishop|fisher|turner|grace|bell|young|field|swift|hardy|may|hope|faith|patience|love|rose|olive|amber|bright|wood|hill|marsh|moss|frost|blessing|gift|summer|stroke|cook|king|best|good|small|salt|snow|moon|read|lane|winter|mason|hunter)\b", re.I), 800),
}
MIN_NEG_TOTAL = 7000


def fail(errs, msg):
    if len(errs) < 200:
        errs.append(msg)
    else:
        errs.append(None)


def outside_ranges(spans, types=None):
    return [(s["start"], s["end"]) for s in spans if types is None or s["type"] in types]


def covered(a, b, ranges):
    return any(s <= a and b <= e for s, e in ranges)


def overlaps(a, b, ranges):
    return any(a < e and s < b for s, e in ranges)


def allowed_host(h):
    h = h.lower().rstrip(".")
    return any(h == d or h.endswith("." + d) for d in ("example.com", "example.org", "example.net"))


def private_ip(v):
    try:
        ip = ipaddress.IPv4Address(v)
    except ValueError:
        return False
    return any(ip in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_edges(errs, nid, text, s):
    v = s["text"]
    a, b = s["start"], s["end"]
    if v[0].isspace() or v[-1].isspace():
        fail(errs, "%s: span edge on whitespace %r" % (nid, v))
    if v[0] in BAD_START or (v[0] == "(" and ")" not in v):
        fail(errs, "%s: span starts with punctuation %r" % (nid, v))
    if v[-1] in BAD_END or (v[-1] == ")" and "(" not in v):
        fail(errs, "%s: span ends with punctuation %r" % (nid, v))
    if v[-1] == "." and not re.search(r"(?:^|[\s.])[^\W\d_]\.$", v):
        fail(errs, "%s: span ends with a full stop that is not an initial %r" % (nid, v))
    if a > 0:
        p, q = text[a - 1], v[0]
        if (p.isalpha() and q.isalpha()) or (p.isdigit() and q.isdigit()):
            fail(errs, "%s: span starts inside a word/number %r (prev %r)" % (nid, v, p))
    if b < len(text):
        p, q = v[-1], text[b]
        if (p.isalpha() and q.isalpha()) or (p.isdigit() and q.isdigit()):
            fail(errs, "%s: span ends inside a word/number %r (next %r)" % (nid, v, q))


def check_value(errs, nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        nd = sum(ch.isdigit() for ch in v)
        if nd >= 7 and not RE_555.search(v):
            fail(errs, "%s: %s with %d digits lacks a 555 block: %r" % (nid, t, nd, v))
    elif RE_555.search(v):
        fail(errs, "%s: 555 block inside non-phone span %s %r" % (nid, t, v))
    if t == "EMAIL":
        m = re.fullmatch(r"[\w.+-]+@([\w.-]+)", v)
        if not m or not allowed_host(m.group(1)):
            fail(errs, "%s: e-mail outside example domains: %r" % (nid, v))
    if t == "URL":
        h = re.sub(r"^(?:https?://)", "", v, flags=re.I).split("/")[0]
        if not allowed_host(h):
            fail(errs, "%s: URL outside example domains: %r" % (nid, v))
    if t == "IPADDR" and not private_ip(v):
        fail(errs, "%s: IP not in private ranges: %r" % (nid, v))
    if t == "SSN":
        if not (v.startswith("9") or v.startswith("000") or v.upper().startswith("QQ")):
            fail(errs, "%s: SSN-like number not fictional (must start 9, 000 or QQ): %r" % (nid, v))


def main():
    errs = []
    notes = []
    path = sys.argv[1] if len(sys.argv) > 1 else PATH
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                fail(errs, "line %d: bad JSON %s" % (ln, e))
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    neg_counts = collections.Counter()
    n_lower = n_terse = 0
    countries = collections.Counter()
    for i, n in enumerate(notes, 1):
        if not isinstance(n, dict) or set(n) != {"id", "text", "spans", "meta"}:
            fail(errs, "note %d: keys must be id,text,spans,meta" % i)
            continue
        nid, text, spans, meta = n["id"], n["text"], n["spans"], n["meta"]
        if nid != "dev130-%04d" % i:
            fail(errs, "note %d: id %r not sequential" % (i, nid))
        if not isinstance(text, str) or not text.strip():
            fail(errs, "%s: empty text" % nid)
            continue
        if any(c in text for c in "\ue000\ue001\ue002"):
            fail(errs, "%s: marker left in text" % nid)
        if not isinstance(meta, dict) or meta.get("source") != "dev130-en" or not isinstance(meta.get("genre"), str) \
                or not isinstance(meta.get("lowercase"), bool) or meta.get("country") not in COUNTRIES:
            fail(errs, "%s: bad meta %r" % (nid, meta))
            continue
        genre_counts[meta["genre"]] += 1
        countries[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                fail(errs, "%s: marked lowercase but has capitals" % nid)
        if meta.get("style") == "terse":
            n_terse += 1
        if not isinstance(spans, list):
            fail(errs, "%s: spans not a list" % nid)
            continue
        prev_end = -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                fail(errs, "%s: span keys %r" % (nid, s))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                fail(errs, "%s: bad offsets %r" % (nid, s))
                continue
            if s["type"] not in TYPE_LABEL or TYPE_LABEL[s["type"]] != s["label"]:
                fail(errs, "%s: label/type mismatch %r" % (nid, s))
            if text[a:b] != s["text"]:
                fail(errs, "%s: span text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
                continue
            if a < prev_end:
                fail(errs, "%s: spans unsorted or overlapping at %d" % (nid, a))
            prev_end = b
            type_counts[s["type"]] += 1
            check_edges(errs, nid, text, s)
            check_value(errs, nid, s)
        allr = outside_ranges(spans)
        # PHI-like strings that must be annotated
        for rx, types, what in ((RE_EMAIL, {"EMAIL"}, "e-mail"), (RE_URL, {"URL", "EMAIL"}, "URL"), (RE_IP, {"IPADDR"}, "IP"),
                                (RE_NUMDATE, {"DATE"}, "numeric date"), (RE_MONDATE, {"DATE"}, "month-name date"), (RE_555, {"PHONE", "FAX"}, "555 phone"),
                                (RE_WEEKDAY, {"DATE"}, "weekday")):
            rs = outside_ranges(spans, types)
            for m in rx.finditer(text):
                if not covered(m.start(), m.end(), rs):
                    fail(errs, "%s: unannotated %s %r" % (nid, what, m.group(0)))
        # hard negatives, outside every span
        for k, (rx, _) in NEG.items():
            for m in rx.finditer(text):
                if not overlaps(m.start(), m.end(), allr):
                    neg_counts[k] += 1
    if None in errs:
        errs = [e for e in errs if e] + ["... more errors suppressed"]
    N = len(notes)
    nsp = sum(type_counts.values())
    if N < MIN_NOTES:
        errs.append("only %d notes (< %d)" % (N, MIN_NOTES))
    if nsp < MIN_SPANS:
        errs.append("only %d spans (< %d)" % (nsp, MIN_SPANS))
    for t in TYPE_LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (< %d)" % (t, type_counts[t], MIN_PER_TYPE))
    big = [g for g, c in genre_counts.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if set(countries) != COUNTRIES:
        errs.append("countries missing: %s" % (COUNTRIES - set(countries)))
    share = n_lower / N if N else 0
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        errs.append("lower-case share %.3f outside %s" % (share, LOWER_RANGE))
    tshare = n_terse / N if N else 0
    if not TERSE_RANGE[0] <= tshare <= TERSE_RANGE[1]:
        errs.append("terse share %.3f outside %s" % (tshare, TERSE_RANGE))
    for k, (_, mn) in NEG.items():
        if neg_counts[k] < mn:
            errs.append("hard negatives %s: %d (< %d)" % (k, neg_counts[k], mn))
    if sum(neg_counts.values()) < MIN_NEG_TOTAL:
        errs.append("hard negatives total %d (< %d)" % (sum(neg_counts.values()), MIN_NEG_TOTAL))

    print("notes %d, spans %d, genres %d, countries %s" % (N, nsp, len(genre_counts), dict(countries)))
    print("lower-case share %.3f (%d), terse share %.3f" % (share, n_lower, tshare))
    print("per type: " + ", ".join("%s %d" % (t, type_counts[t]) for t in sorted(TYPE_LABEL, key=lambda t: type_counts[t])))
    print("per genre: " + ", ".join("%s %d" % kv for kv in sorted(genre_counts.items())))
    print("hard negatives: " + ", ".join("%s %d" % kv for kv in neg_counts.items()) + " (total %d)" % sum(neg_counts.values()))
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
