"""Validate bench/dev132_en/notes.jsonl. Exits non-zero on any problem."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LEAD_BAD = set("\"'([{,.;:!?-") 
TRAIL_BAD = set("\"',.;:!?)]}-")
AGE_SUFFIX = {"yo", "y", "yrs", "yr", "f", "m", "yof", "yom"}
EXAMPLE_HOST = re.compile(r"^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
SSN_OK = re.compile(r"^(?:9|000|QQ ?9|ZZ ?9)", re.I)

UNANNOTATED = {
    "email": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "url": re.compile(r"(?:https?://|www\.)\S+?(?=[.,;:)\]]*(?:\s|$))|\b(?:[\w-]+\.)*example\.(?:com|org|net)\b", re.I),
    "ip": re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])"),
    "numeric_date": re.compile(r"(?<![\d./-])\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?![\d/])|\b\d{4}-\d{2}-\d{2}\b"),
    "phone_555": re.compile(r"(?<!\d)555(?!\d)"),
    "weekday": re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|"
                          r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.? \d", re.I),
    "month_name": re.compile(r"\b(?:january|february|march|april|june|july|august|september|october|november|december)\b", re.I),
}

NEGATIVES = {
    "clock_time": (re.compile(r"\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:0[5-9]|1\d|2[0-3])[0-5]0\b(?=\.|,|$| )"), 400),
    "dose_unit": (re.compile(r"\b\d+(?:\.\d+)?\s?(?:mg|g|ml|kg|mmol/l|micrograms|units|mmhg|bpm|l|cm|mm|kcal|fr)\b", re.I), 1200),
    "score": (re.compile(r"\b(?:news2|waterlow|must|braden|barthel|rockwood|4at|amts|gcs|iddsi|morse|abbey|frat|tug|bmi|abpi)\b", re.I), 1000),
    "eponym": (re.compile(r"\b(?:parkinson|alzheimer|crohn|bell|baker|raynaud|addison|cushing|trendelenburg|romberg|"
                          r"glasgow|bristol|hodgkin|guillain|huntington|korsakoff|colles|dupuytren|paget|wernicke|foley|zimmer)\b", re.I), 300),
    "equipment": (re.compile(r"\b(?:frame|rollator|stedy|rotunda|hoist|commode|mattress|catheter|cushion|tube|venflon|"
                             r"syringe driver|nebuliser|sensor mat|bed rails|slide sheet|wheelchair|crutches|stick)\b", re.I), 300),
    "drug": (re.compile(r"\b(?:paracetamol|lansoprazole|bisoprolol|apixaban|ramipril|furosemide|metformin|atorvastatin|"
                        r"co-codamol|enoxaparin|amoxicillin|laxido|senna|levothyroxine|sertraline|sinemet|amlodipine|"
                        r"gliclazide|adcal-d3|morphine|oramorph|mirtazapine|doxycycline|prednisolone|insulin|fortisip|"
                        r"thiamine|movicol|clopidogrel|donepezil|haloperidol)\b", re.I), 500),
    "name_like_word": (re.compile(r"\b(?:will|hope|rose|grace|mark|wood|bell|field|frank|joy|brown|white|green|may|bay)\b", re.I), 250),
    "clinical_abbrev": (re.compile(r"\b(?:MDT|OT|SLT|NKDA|PRN|QDS|BD|TDS|OD|ON|ACBT|POC|CHC|MCA|DoLS|LPA|PLOF|SBA|NBM|TTOs|EDD|AAC|DN|MRSA|TKR|THR|NOF|COPD|AKI|UTI)\b"), 800),
}


def fail(errs, msg):
    errs.append(msg)


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def main():
    errs = []
    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                fail(errs, f"line {ln}: bad JSON {e}")
    types = collections.Counter()
    genres = collections.Counter()
    negs = collections.Counter()
    n_lower = 0
    for i, n in enumerate(notes, 1):
        nid = n.get("id") if isinstance(n, dict) else None
        if not isinstance(n, dict) or set(n) != {"id", "text", "spans", "meta"}:
            fail(errs, f"note {i}: bad keys")
            continue
        if nid != f"dev132-{i:04d}":
            fail(errs, f"note {i}: id {nid!r} not sequential")
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip() or any(ch in text for ch in "\ue000\ue001\ue002"):
            fail(errs, f"{nid}: bad text")
            continue
        if not isinstance(meta, dict) or meta.get("source") != "dev132-en" or not isinstance(meta.get("genre"), str) \
                or not isinstance(meta.get("lowercase"), bool) or meta.get("country") not in ("United Kingdom", "Ireland"):
            fail(errs, f"{nid}: bad meta {meta}")
            continue
        genres[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                fail(errs, f"{nid}: lowercase note has upper case")
        elif text == text.lower():
            fail(errs, f"{nid}: not flagged lowercase but is all lower")
        prev = 0
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                fail(errs, f"{nid}: bad span keys {s}")
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if t not in LABEL or LABEL[t] != s["label"]:
                fail(errs, f"{nid}: bad label/type {s['label']}/{t}")
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                fail(errs, f"{nid}: bad offsets {a},{b}")
                continue
            v = text[a:b]
            if v != s["text"]:
                fail(errs, f"{nid}: span text mismatch {v!r} != {s['text']!r}")
            if a < prev:
                fail(errs, f"{nid}: unsorted/overlapping span at {a}")
            prev = b
            types[t] += 1
            # edges
            if v[0].isspace() or v[-1].isspace():
                fail(errs, f"{nid}: whitespace edge {v!r}")
            if v[0] in LEAD_BAD and not (v[0] == "(" and ")" in v):
                fail(errs, f"{nid}: leading punctuation {v!r}")
            if v[-1] in TRAIL_BAD and not (v[-1] == ")" and "(" in v) and not (v[-1] == "." and re.search(r"(?:^|[\s.])[^\W\d_]\.$", v)):
                fail(errs, f"{nid}: trailing punctuation {v!r}")
            if a > 0 and text[a - 1].isalnum() and v[0].isalnum():
                fail(errs, f"{nid}: span starts inside word {text[max(0, a - 5):b]!r}")
            if b < len(text) and text[b].isalnum() and v[-1].isalnum():
                suf = re.match(r"[A-Za-z]+", text[b:])
                if not (t == "AGE" and suf and suf.group(0).lower() in AGE_SUFFIX):
                    fail(errs, f"{nid}: span ends inside word {text[a:b + 5]!r}")
            # fictional contact data
            if t in ("PHONE", "FAX") and sum(ch.isdigit() for ch in v) >= 7 and not re.search(r"(?<!\d)555(?!\d)", v):
                fail(errs, f"{nid}: phone without 555 block {v!r}")
            if t == "EMAIL":
                if v.count("@") != 1 or not EXAMPLE_HOST.match(v.split("@")[1]):
                    fail(errs, f"{nid}: e-mail outside example domains {v!r}")
            if t == "URL":
                host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0].split("?")[0]
                if not EXAMPLE_HOST.match(host):
                    fail(errs, f"{nid}: URL outside example domains {v!r}")
            if t == "IPADDR":
                try:
                    if not ipaddress.ip_address(v).is_private or not any(
                            ipaddress.ip_address(v) in ipaddress.ip_network(net)
                            for net in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
                        fail(errs, f"{nid}: IP outside private ranges {v!r}")
                except ValueError:
                    fail(errs, f"{nid}: bad IP {v!r}")
            if t == "SSN" and not SSN_OK.match(v):
                fail(errs, f"{nid}: SSN-like value not fictional {v!r}")
        # unannotated look-alikes
        for name, rx in UNANNOTATED.items():
            for mt in rx.finditer(text):
                if not covered(spans, mt.start(), mt.end()) and not (
                        name == "phone_555" and False):
                    fail(errs, f"{nid}: unannotated {name} {mt.group(0)!r}")
        # hard negatives outside spans
        for name, (rx, _) in NEGATIVES.items():
            for mt in rx.finditer(text):
                if not any(s["start"] < mt.end() and mt.start() < s["end"] for s in spans):
                    negs[name] += 1
    # totals
    n_spans = sum(types.values())
    if len(notes) < MIN_NOTES:
        fail(errs, f"only {len(notes)} notes")
    if n_spans < MIN_SPANS:
        fail(errs, f"only {n_spans} spans")
    for t in LABEL:
        if types[t] < MIN_PER_TYPE:
            fail(errs, f"type {t}: only {types[t]} spans")
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        fail(errs, f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / max(1, len(notes))
    if not 0.12 <= share <= 0.22:
        fail(errs, f"lower-case share {share:.3f} outside 0.12-0.22")
    for name, (_, need) in NEGATIVES.items():
        if negs[name] < need:
            fail(errs, f"hard negatives {name}: {negs[name]} < {need}")
    if sum(negs.values()) < 5000:
        fail(errs, f"hard negatives total {sum(negs.values())} < 5000")
    print(f"notes={len(notes)} spans={n_spans} genres={len(genres)} (>= {MIN_PER_GENRE}: {len(big)}) "
          f"lower={n_lower} ({share:.3f})")
    print("min type:", min(types.items(), key=lambda x: x[1]))
    print("per type:", dict(sorted(types.items())))
    print("hard negatives:", dict(negs), "total", sum(negs.values()))
    if errs:
        for e in errs[:60]:
            print("ERROR", e)
        print(f"{len(errs)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
