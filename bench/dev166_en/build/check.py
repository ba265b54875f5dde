"""Validate bench/dev166_en/notes.jsonl against the guideline's span rules and the set's size/mix targets."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

VALID = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
PAIR = {}
for lab in sorted(VALID):
    for typ in VALID[lab]:
        PAIR[typ] = lab
ALL_TYPES = [t for lab in ["NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION"] for t in VALID[lab]]

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
PUNCT_EDGE = "\"'()[]{},;:"
EX_DOM = re.compile(r"example\.(com|org|net)")


def fictional_problem(typ, s):
    t = s.lower()
    if typ in ("EMAIL", "URL") and not EX_DOM.search(t):
        return "not on example domain"
    if typ == "IPADDR":
        p = [int(x) for x in t.split(".")]
        ok = p[0] == 10 or (p[0] == 192 and p[1] == 168) or (p[0] == 172 and 16 <= p[1] <= 31)
        if not ok:
            return "public IP"
    if typ in ("PHONE", "FAX"):
        dig = re.sub(r"\D", "", t.split("x")[0].split("ext")[0])
        if len(dig) > 6 and "555" not in dig:
            return "phone not on 555 exchange"
    if typ == "SSN":
        if not (t.startswith("9") or t.startswith("000") or t.startswith("qq")):
            return "SSN/NI not in fictional range"
    return None


def main():
    errors = []
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                errors.append("line %d: blank line" % ln)
                continue
            notes.append(json.loads(line))
    ids = set()
    type_n = {t: 0 for t in ALL_TYPES}
    genre_n = {}
    country_n = {}
    lower_n = 0
    nspans = 0
    total_chars = 0
    for o in notes:
        nid = o.get("id")
        if not isinstance(nid, str) or not re.fullmatch(r"dev166-\d{4}", nid):
            errors.append("bad id %r" % (nid,))
        if nid in ids:
            errors.append("duplicate id " + str(nid))
        ids.add(nid)
        text = o["text"]
        meta = o["meta"]
        total_chars += len(text)
        if meta.get("source") != "dev166-en":
            errors.append(nid + ": bad meta.source")
        if meta.get("country") not in ("US", "UK"):
            errors.append(nid + ": bad meta.country")
        if not isinstance(meta.get("lowercase"), bool):
            errors.append(nid + ": meta.lowercase not bool")
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                errors.append(nid + ": lowercase note has upper-case text")
        genre_n[meta["genre"]] = genre_n.get(meta["genre"], 0) + 1
        country_n[meta["country"]] = country_n.get(meta["country"], 0) + 1
        prev_end = -1
        prev_start = -1
        for sp in o["spans"]:
            nspans += 1
            st, en, lab, typ, stx = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            where = "%s [%d:%d] %s" % (nid, st, en, typ)
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errors.append(where + ": wrong span keys")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errors.append(where + ": bad offsets")
                continue
            if text[st:en] != stx:
                errors.append(where + ": text mismatch %r vs %r" % (text[st:en], stx))
            if stx != stx.strip() or not stx.strip():
                errors.append(where + ": whitespace at edge or empty")
            bad_edge = False
            if stx[0] in PUNCT_EDGE and not (stx[0] == "(" and ")" in stx):
                bad_edge = True
            if stx[-1] in PUNCT_EDGE and not (stx[-1] == ")" and "(" in stx):
                bad_edge = True
            if stx[-1] == "." and not re.search(r"(\b[A-Za-z]\.|\b(st|co|jr|inc)\.)$", stx, re.I):
                bad_edge = True
            if bad_edge:
                errors.append(where + ": punctuation at span edge %r" % stx)
            if PAIR.get(typ) != lab:
                errors.append(where + ": invalid label/type %s/%s" % (lab, typ))
            if st < prev_start:
                errors.append(where + ": spans not sorted")
            if st < prev_end:
                errors.append(where + ": overlaps previous span")
            prev_start, prev_end = st, en
            if typ in type_n:
                type_n[typ] += 1
            p = fictional_problem(typ, stx)
            if p:
                errors.append(where + ": " + p + " %r" % stx)
    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        errors.append("only %d notes (need %d at mean %.0f chars)" % (n, need, mean))
    if nspans < MIN_SPANS:
        errors.append("only %d spans (need %d)" % (nspans, MIN_SPANS))
    for t in ALL_TYPES:
        if type_n[t] < MIN_PER_TYPE:
            errors.append("type %s has only %d spans" % (t, type_n[t]))
    big = [g for g in sorted(genre_n) if genre_n[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = lower_n / n if n else 0
    if not 0.10 <= frac <= 0.24:
        errors.append("lower-cased share %.3f is not about one in six" % frac)

    print("notes: %d   spans: %d   mean chars/note: %.0f   lower-cased: %d (%.1f%%)" % (n, nspans, mean, lower_n, 100 * frac))
    print("countries: " + ", ".join("%s=%d" % (k, country_n[k]) for k in sorted(country_n)))
    print("\nper type:")
    for t in ALL_TYPES:
        print("  %-10s %-15s %6d" % (PAIR[t], t, type_n[t]))
    print("  smallest: %s = %d" % min(((t, type_n[t]) for t in ALL_TYPES), key=lambda x: (x[1], x[0])))
    print("\nper genre:")
    for g in sorted(genre_n):
        print("  %-36s %4d" % (g, genre_n[g]))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
