#!/usr/bin/env python3
"""Validator for dev46_en/notes.jsonl.  Exits non-zero on any problem.

    python3 build/check.py [path/to/notes.jsonl]

Structural checks: valid JSON, unique ids, record/meta fields, text[start:end] == span text, spans sorted and
non-overlapping, no leading/trailing whitespace, no surrounding punctuation taken in, spans do not cut words,
type in the guideline's table with the matching label.
Consistency checks (catch unannotated PHI left by the generator): every value of a NAME/LOCATION/ID/CONTACT
span that occurs again in the same note must be annotated there too; no pool name, month, weekday, year,
date-like, phone-like, e-mail or web address may stand outside a span.
Count checks: 320 notes, >= 8,000 spans, every fine type >= 3 times.
"""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pools as P  # noqa: E402

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"gp_consultation", "specialist_letter", "emergency_note", "telehealth_review", "aged_care_assessment",
          "maternity_note", "pathology_report", "allied_health_note"}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3
MAX_ERR_SHOW = 60
# clinical abbreviations that also spell a place (guideline: not PHI); skipped by the repeat/pool checks
CLINICAL_LOOKALIKES = {"ACT"}
# eponymous technique / sign names that contain a pool surname (guideline: eponyms are not PHI)
EPONYM_PHRASES = ["McKenzie extension"]

LEAD_BAD = set(".,;:!?\"'`)]}>-/#")
TRAIL_BAD = set(",;:!?\"'`([{<-/")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")
MONTHS = "January February March April June July August September October November December".split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
RE_MONTH = re.compile(r"\b(?:%s)\b" % "|".join(MONTHS + [w + "s?" for w in WEEKDAYS] + ["Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug",
                                                                      "Sep", "Sept", "Oct", "Nov", "Dec"]))
RE_YEAR = re.compile(r"(?<![\d.,/])(?:19[3-9]\d|20[0-3]\d)(?![\d.,/%])")
RE_DATEPAT = re.compile(r"\b(?:\d{1,2}([/.-])\d{1,2}\1\d{2,4}|\d{4}([/.-])\d{1,2}\2\d{1,2})\b")
RE_LONGNUM = re.compile(r"(?<![\w.])\+?\(?\d{1,4}\)?(?:[ \-.]?\d{2,5}){1,4}(?![\w])")
RE_MAIL = re.compile(r"\S+@\S+")
RE_WEB = re.compile(r"(?:https?://|www\.)\S+")
RE_IP = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")


def pool_words():
    words = set()
    for d in (P.GIVEN_M, P.GIVEN_F, P.SURN):
        for lst in d.values():
            for w in lst:
                words.add(w)
    for lst in P.AU_PLACES.values():
        words.update(lst)
    for reg, (_, _, places) in P.NZ_REGIONS.items():
        words.add(reg)
        for sub, city in places:
            words.add(sub)
            if city:
                words.add(city)
    for ab, (name, _, _, _) in P.CA_PROV.items():
        words.add(name)
    for lst in P.CA_CITIES.values():
        words.update(lst)
    for ab, (name, _, _) in P.AU_STATES.items():
        words.add(name)
        if len(ab) >= 3 and ab not in CLINICAL_LOOKALIKES:
            words.add(ab)
    words.update(P.COUNTRIES)
    words.update(w.replace("_", " ") for w in sum(P.STREET_NAMES.values(), []))
    return sorted(w for w in words if len(w) >= 3)


def masked(text, spans):
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            chars[i] = "\u2588"
    return "".join(chars)


def word_re(value):
    return re.compile(r"(?<![\w])%s(?![\w])" % re.escape(value))


def main(path):
    errs = []

    def err(rid, msg):
        errs.append("%s: %s" % (rid, msg))

    type_count = collections.Counter()
    genre_count = collections.Counter()
    loc_count = collections.Counter()
    n_spans = 0
    ids = set()
    lengths = []
    pool_res = [(w, word_re(w)) for w in pool_words()]
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("-", "file does not end with newline")
    recs = []
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            rec = json.loads(line)
        except Exception as e:  # noqa: BLE001
            err("line %d" % ln, "invalid JSON: %s" % e)
            continue
        recs.append(rec)
    if len(recs) != N_NOTES:
        err("-", "expected %d notes, found %d" % (N_NOTES, len(recs)))
    for rec in recs:
        rid = rec.get("id", "?")
        if set(rec.keys()) != {"id", "text", "spans", "meta"}:
            err(rid, "record keys %s" % sorted(rec.keys()))
            continue
        if not re.fullmatch(r"dev46-en-\d{4}", rid):
            err(rid, "bad id format")
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        meta = rec["meta"]
        for k in ("language", "source", "genre", "locale"):
            if k not in meta:
                err(rid, "meta missing %s" % k)
        if meta.get("language") != "en":
            err(rid, "meta.language")
        if meta.get("source") != "dev46-en":
            err(rid, "meta.source")
        if meta.get("genre") not in GENRES:
            err(rid, "meta.genre %r" % meta.get("genre"))
        if meta.get("locale") not in ("AU", "NZ", "CA"):
            err(rid, "meta.locale %r" % meta.get("locale"))
        genre_count[meta.get("genre")] += 1
        loc_count[meta.get("locale")] += 1
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            err(rid, "empty text")
            continue
        lengths.append(len(text.encode("utf-8")))
        spans = rec["spans"]
        prev_end = -1
        prev_start = -1
        ok_spans = []
        for s in spans:
            if set(s.keys()) != {"start", "end", "label", "type", "text"}:
                err(rid, "span keys %s" % sorted(s.keys()))
                continue
            st, en, ty, lab, tx = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool) or isinstance(en, bool):
                err(rid, "non-int offsets %r" % s)
                continue
            if not (0 <= st < en <= len(text)):
                err(rid, "offsets out of range %r" % s)
                continue
            if text[st:en] != tx:
                err(rid, "text mismatch at %d: %r vs %r" % (st, text[st:en], tx))
            if ty not in TYPES:
                err(rid, "unknown type %r" % ty)
            elif TYPES[ty] != lab:
                err(rid, "label %r inconsistent with type %r" % (lab, ty))
            if st < prev_start or (st == prev_start and en <= prev_end):
                err(rid, "spans not sorted at %d" % st)
            if st < prev_end:
                err(rid, "overlapping spans at %d" % st)
            prev_start, prev_end = st, en
            if tx != tx.strip():
                err(rid, "whitespace at span edge %r" % tx)
            if tx[0] in LEAD_BAD or (tx[0] in "([" and not any(c in tx for c in ")]")):
                err(rid, "leading punctuation in span %r" % tx)
            if tx[-1] in TRAIL_BAD or (tx[-1] in ")]" and not any(c in tx for c in "([")):
                err(rid, "trailing punctuation in span %r" % tx)
            if tx[-1] == "." and not INITIAL_END.search(tx):
                err(rid, "trailing full stop in span %r" % tx)
            if st > 0 and text[st - 1].isalnum():
                err(rid, "span starts inside a word %r" % text[max(0, st - 10):en])
            if en < len(text) and text[en].isalnum() and ty != "AGE":
                err(rid, "span ends inside a word %r" % text[st:en + 10])
            type_count[ty] += 1
            n_spans += 1
            ok_spans.append(s)
        # ---------------- consistency: unannotated repeats and PHI-looking text outside spans
        mt = masked(text, ok_spans)
        for ph in EPONYM_PHRASES:
            mt = mt.replace(ph, "\u2588" * len(ph))
        values = set()
        for s in ok_spans:
            if s["type"] in ("AGE", "PROFESSION", "LOCATION_OTHER", "DATE"):
                continue
            v = s["text"]
            if len(v) >= 3 and not (v.isdigit() and len(v) < 5):
                values.add(v)
            if TYPES[s["type"]] == "NAME":
                for tok in re.split(r"[\s,]+", v):
                    tok = tok.strip(".")
                    if len(tok) >= 3 and tok[0].isupper():
                        values.add(tok)
        for v in sorted(values - CLINICAL_LOOKALIKES):
            if re.fullmatch(r"[A-Z]{2,4}", v):
                continue  # bare initials (e.g. a typist's 'MDM') can spell clinical abbreviations
            m = word_re(v).search(mt)
            if m:
                err(rid, "unannotated repeat of %r at %d: %r" % (v, m.start(), text[max(0, m.start() - 30):m.end() + 30]))
        for rx, what in ((RE_MONTH, "month/weekday"), (RE_YEAR, "year"), (RE_DATEPAT, "date-like"),
                         (RE_LONGNUM, "phone/number-like"), (RE_MAIL, "e-mail"), (RE_WEB, "web address"),
                         (RE_IP, "IP address")):
            for m in rx.finditer(mt):
                frag = m.group(0)
                if what == "phone/number-like" and sum(ch.isdigit() for ch in frag) < 7:
                    continue
                err(rid, "%s outside spans: %r in %r" % (what, frag, text[max(0, m.start() - 30):m.end() + 30]))
        mt2 = mt
        for w, rx in pool_res:
            if w in mt2:
                m = rx.search(mt2)
                if m:
                    err(rid, "pool word %r outside spans: %r" % (w, text[max(0, m.start() - 30):m.end() + 30]))
    # ---------------- counts
    if n_spans < MIN_SPANS:
        err("-", "only %d spans (< %d)" % (n_spans, MIN_SPANS))
    for t in TYPES:
        if type_count[t] < MIN_PER_TYPE:
            err("-", "type %s has %d spans (< %d)" % (t, type_count[t], MIN_PER_TYPE))
    for L in lengths:
        if L < 700 or L > 6000:
            errs.append("-: note length %d bytes outside 700-6000" % L)
            break
    print("notes: %d   spans: %d" % (len(recs), n_spans))
    print("genres: %s" % dict(sorted(genre_count.items())))
    print("locales: %s" % dict(sorted(loc_count.items())))
    if lengths:
        ls = sorted(lengths)
        print("note bytes: min %d  median %d  max %d" % (ls[0], ls[len(ls) // 2], ls[-1]))
    print("per type:")
    for t in TYPES:
        print("  %-15s %5d" % (t, type_count[t]))
    if errs:
        print("\n%d problem(s):" % len(errs))
        for e in errs[:MAX_ERR_SHOW]:
            print("  " + e)
        if len(errs) > MAX_ERR_SHOW:
            print("  ... %d more" % (len(errs) - MAX_ERR_SHOW))
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    sys.exit(main(p))
