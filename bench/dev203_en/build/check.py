"""Validate bench/dev203_en/notes.jsonl (author 203). Exit status 1 on any error.

Usage: python3 build/check.py [path/to/notes.jsonl]
"""
import sys

sys.dont_write_bytecode = True

import collections  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label per fine type, as in docs/annotation_guideline.md
TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
SPAN_KEYS = ["start", "end", "label", "type", "text"]
NOTE_KEYS = ["id", "text", "spans", "meta"]
META_KEYS = ["source", "genre", "lowercase", "country"]
EX_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$")
BAD_END = set(",;:!?\"'()[]{}")
BAD_START = set(",.;:!?\"')]}")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_TYPES, MIN_PER_TYPE = 8000, 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30


def initial_dot(s):
    """A trailing full stop is allowed only when it closes a one-letter initial (J. / Maria K. / J.S.)."""
    return len(s) >= 2 and s[-2].isalpha() and (len(s) == 2 or not s[-3].isalpha())


def host_of(url):
    u = url
    for p in ("https://", "http://"):
        if u.startswith(p):
            u = u[len(p):]
    return u.split("/")[0].split(":")[0]


def main(path):
    errs = []
    warns = []

    def err(nid, msg):
        errs.append("%s: %s" % (nid, msg))

    notes = []
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        errs.append("file does not end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            errs.append("line %d: bad JSON (%s)" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_lower = 0
    total_len = 0
    total_spans = 0
    for i, n in enumerate(notes):
        want = "dev203-%04d" % (i + 1)
        nid = n.get("id", "?")
        if list(n.keys()) != NOTE_KEYS:
            err(nid, "note keys %r" % list(n.keys()))
        if nid != want:
            err(nid, "expected id %s" % want)
        text = n.get("text", "")
        if not isinstance(text, str) or not text:
            err(nid, "empty text")
            continue
        total_len += len(text)
        meta = n.get("meta", {})
        if list(meta.keys()) != META_KEYS:
            err(nid, "meta keys %r" % list(meta.keys()))
        if meta.get("source") != "dev203-en":
            err(nid, "meta.source")
        if not isinstance(meta.get("lowercase"), bool):
            err(nid, "meta.lowercase not bool")
        if meta.get("country") not in ("AU", "CA"):
            err(nid, "meta.country %r" % meta.get("country"))
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err(nid, "meta.genre")
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err(nid, "lowercase note has upper-case characters")
        prev_end = -1
        prev_start = -1
        spans = n.get("spans", [])
        covered = [False] * len(text)
        for s in spans:
            if list(s.keys()) != SPAN_KEYS:
                err(nid, "span keys %r" % list(s.keys()))
                continue
            st, en, lab, typ, stx = s["start"], s["end"], s["label"], s["type"], s["text"]
            total_spans += 1
            type_count[typ] += 1
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(nid, "bad offsets %r" % s)
                continue
            if text[st:en] != stx:
                err(nid, "offset text mismatch %r vs %r" % (text[st:en], stx))
            if st < prev_start:
                err(nid, "spans not sorted at %d" % st)
            if st < prev_end:
                err(nid, "overlap at %d" % st)
            prev_start, prev_end = st, en
            if TYPE_LABEL.get(typ) != lab:
                err(nid, "type/label %s/%s" % (typ, lab))
            if stx != stx.strip() or "\n" in stx:
                err(nid, "whitespace at span edge or newline inside %r" % stx)
            if stx[0] in BAD_START:
                err(nid, "span starts with punctuation %r" % stx)
            if stx[-1] in BAD_END:
                err(nid, "span ends with punctuation %r" % stx)
            if stx[-1] == "." and not initial_dot(stx):
                err(nid, "span ends with a full stop %r" % stx)
            if stx[0] == "(" and typ not in ("PHONE", "FAX"):
                err(nid, "span starts with bracket %r" % stx)
            if meta.get("lowercase") and stx != stx.lower():
                err(nid, "upper case in lowercase span %r" % stx)
            for k in range(st, en):
                covered[k] = True
            # fictional contacts
            if typ in ("PHONE", "FAX"):
                digits = re.sub(r"\D", "", stx)
                if "555" not in digits:
                    err(nid, "%s not in 555 range: %r" % (typ, stx))
            elif typ == "EMAIL":
                if stx.count("@") != 1 or not EX_DOMAIN.search(stx.split("@")[1].lower()):
                    err(nid, "email not on example domain %r" % stx)
            elif typ == "URL":
                if not EX_DOMAIN.search(host_of(stx.lower())):
                    err(nid, "url not on example domain %r" % stx)
            elif typ == "IPADDR":
                try:
                    ipa = ipaddress.ip_address(stx)
                    ok = any(ipa in ipaddress.ip_network(net) for net in ("10.0.0.0/8", "192.168.0.0/16", "172.16.0.0/12"))
                except ValueError:
                    ok = False
                if not ok:
                    err(nid, "IP not in private range %r" % stx)
            elif typ == "SSN":
                digits = re.sub(r"\D", "", stx)
                if not (digits.startswith("9") or digits.startswith("000")):
                    err(nid, "SSN-like number not 9xx/000: %r" % stx)
        # every occurrence of an annotated string (4+ chars) must be inside some span
        seen = []
        for s in spans:
            stx = s.get("text", "")
            if len(stx) >= 4 and stx not in seen:
                seen.append(stx)
        for stx in seen:
            pat = r"(?<![A-Za-z0-9])" + re.escape(stx) + r"(?![A-Za-z0-9])"
            for m in re.finditer(pat, text):
                if not all(covered[m.start():m.end()]):
                    err(nid, "unannotated occurrence of %r at %d" % (stx, m.start()))
        # unannotated 4-digit years (times like 2000 h are legitimate; reported as warnings only)
        for m in re.finditer(r"(?<![\w/.:-])(19[3-9]\d|20[0-2]\d)(?![\w/.:-])", text):
            if not covered[m.start()]:
                warns.append("%s: unannotated year-like %r: ...%s..." % (nid, m.group(0), text[max(0, m.start() - 30):m.end() + 10].replace("\n", " ")))

    n = len(notes)
    mean_len = total_len / n if n else 0
    if n < MIN_NOTES:
        errs.append("only %d notes (< %d)" % (n, MIN_NOTES))
    if mean_len < SHORT_MEAN and n < MIN_NOTES_SHORT:
        errs.append("mean length %.0f < %d and only %d notes (< %d)" % (mean_len, SHORT_MEAN, n, MIN_NOTES_SHORT))
    if total_spans < MIN_SPANS:
        errs.append("only %d spans (< %d)" % (total_spans, MIN_SPANS))
    big_types = [t for t in TYPE_LABEL if type_count[t] >= MIN_PER_TYPE]
    if len(big_types) < MIN_TYPES:
        errs.append("only %d types with >= %d spans: missing %r" % (
            len(big_types), MIN_PER_TYPE, [t for t in TYPE_LABEL if type_count[t] < MIN_PER_TYPE]))
    big_genres = [g for g in genre_count if genre_count[g] >= MIN_PER_GENRE]
    if len(big_genres) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big_genres), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not 0.10 <= frac <= 0.25:
        errs.append("lower-case fraction %.3f outside [0.10, 0.25] (about one in six wanted)" % frac)

    print("notes: %d   spans: %d   mean length: %.1f   lower-case: %d (%.1f%%)" % (n, total_spans, mean_len, n_lower, 100 * frac))
    print("genres:")
    for g in sorted(genre_count):
        print("  %-40s %d" % (g, genre_count[g]))
    print("spans per type:")
    for t in sorted(type_count, key=lambda k: (-type_count[k], k)):
        print("  %-16s %-12s %d" % (t, TYPE_LABEL.get(t, "?"), type_count[t]))
    if warns:
        print("warnings (%d, review by hand):" % len(warns))
        for w in warns[:40]:
            print("  " + w)
    if errs:
        print("ERRORS (%d):" % len(errs))
        for e in errs[:200]:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
