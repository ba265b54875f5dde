"""Validate ../notes.jsonl for dev222_en and print summary statistics.

Usage: python3 check.py [path/to/notes.jsonl]
Exit status 0 when every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

# label -> fine types, as named in docs/annotation_guideline.md
SCHEMA = {
    'NAME': ['PATIENT', 'DOCTOR', 'FAMILY', 'USERNAME'],
    'AGE': ['AGE'],
    'DATE': ['DATE'],
    'LOCATION': ['STREET', 'CITY', 'STATE', 'ZIP', 'COUNTRY', 'HOSPITAL', 'ORGANIZATION', 'LOCATION_OTHER'],
    'ID': ['MRN', 'SSN', 'HEALTHPLAN', 'ACCOUNT', 'LICENSE', 'DEVICE', 'VEHICLE', 'BIOID', 'IDNUM'],
    'CONTACT': ['PHONE', 'FAX', 'EMAIL', 'URL', 'IPADDR'],
    'PROFESSION': ['PROFESSION'],
}
TYPE2LABEL = {t: l for l, ts in SCHEMA.items() for t in ts}

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)

UK_FICTION = ('01134960', '01144960', '01154960', '01164960', '01174960', '01184960', '01214960', '01314960',
              '01414960', '01514960', '01614960', '01914980', '02079460', '02920180', '02896496', '07700900', '01632960')


def fictional_uk(s):
    d = re.sub(r'\D', '', s.replace('(0)', ''))
    if d.startswith('44'):
        d = '0' + d[2:]
    return d.startswith(UK_FICTION)


EMAIL_OK = re.compile(r'@(?:[a-z0-9-]+\.)*(example\.(com|org|net)|[a-z0-9.-]+\.test)$', re.I)
URL_OK = re.compile(r'^(https?://)?([a-z0-9-]+\.)*(example\.(com|org|net)|[a-z0-9.-]*\.test)(/.*)?$', re.I)


def private_ip(s):
    parts = [int(x) for x in s.split('.')]
    return (parts[0] == 10 or (parts[0] == 192 and parts[1] == 168) or (parts[0] == 172 and 16 <= parts[1] <= 31))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', 'notes.jsonl')
    errors = []

    def err(msg):
        if len(errors) < 50:
            print('ERROR', msg)
        errors.append(msg)

    rows = []
    with open(path, encoding='utf-8') as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err('line %d does not parse: %s' % (ln, e))
    type_counts, genre_counts, country_counts = Counter(), Counter(), Counter()
    n_lower, n_spans, lengths = 0, 0, []
    for i, row in enumerate(rows):
        rid = row.get('id')
        want = 'dev222-%04d' % (i + 1)
        if rid != want:
            err('id %r at position %d, expected %s' % (rid, i + 1, want))
        if set(row) != {'id', 'text', 'spans', 'meta'}:
            err('%s: unexpected fields %s' % (rid, sorted(row)))
        text, spans, meta = row.get('text', ''), row.get('spans', []), row.get('meta', {})
        lengths.append(len(text))
        if set(meta) != {'source', 'genre', 'lowercase', 'country'} or meta.get('source') != 'dev222-en':
            err('%s: bad meta %r' % (rid, meta))
        if not isinstance(meta.get('lowercase'), bool):
            err('%s: lowercase flag not bool' % rid)
        genre_counts[meta.get('genre')] += 1
        country_counts[meta.get('country')] += 1
        if meta.get('lowercase'):
            n_lower += 1
            if any(c.isupper() for c in text):
                err('%s: lowercase note has upper-case letters' % rid)
        prev_end, prev_start = -1, -1
        for sp in spans:
            n_spans += 1
            if set(sp) != {'start', 'end', 'label', 'type', 'text'}:
                err('%s: span fields %s' % (rid, sorted(sp)))
                continue
            s, e, lab, typ, st = sp['start'], sp['end'], sp['label'], sp['type'], sp['text']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err('%s: span out of range %r' % (rid, sp))
                continue
            if s < prev_start:
                err('%s: spans not sorted at %d' % (rid, s))
            if s < prev_end:
                err('%s: overlapping span at %d' % (rid, s))
            prev_start, prev_end = s, e
            if text[s:e] != st:
                err('%s: span text mismatch %r vs %r' % (rid, text[s:e], st))
            if st != st.strip():
                err('%s: span with surrounding whitespace %r' % (rid, st))
            last = st.split()[-1] if st.split() else ''
            if st and (st[-1] in ',;:' or (st[-1] == '.' and len(last) > 4 and '.' not in last[:-1])):
                err('%s: span ends with punctuation %r' % (rid, st))
            if TYPE2LABEL.get(typ) != lab:
                err('%s: invalid label/type %s/%s' % (rid, lab, typ))
            if meta.get('lowercase') and any(c.isupper() for c in st):
                err('%s: upper case in lower-cased span %r' % (rid, st))
            type_counts[typ] += 1
            # fiction checks on contact details and SSNs
            if typ in ('PHONE', 'FAX') and len(re.sub(r'\D', '', st)) >= 7:
                if '555' not in st and not fictional_uk(st):
                    err('%s: non-fictional-looking phone %r' % (rid, st))
            if typ == 'EMAIL' and not EMAIL_OK.search(st):
                err('%s: email domain not reserved %r' % (rid, st))
            if typ == 'URL' and not URL_OK.match(st):
                err('%s: url domain not reserved %r' % (rid, st))
            if typ == 'IPADDR' and not private_ip(st):
                err('%s: IP not private %r' % (rid, st))
            if typ == 'SSN' and re.match(r'^\d{3}-?\d{2}-?\d{4}$', st) and not (st.startswith('9') or st.startswith('000')):
                err('%s: SSN not in fictional range %r' % (rid, st))
    n = len(rows)
    mean = sum(lengths) / n if n else 0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err('only %d notes (need %d)' % (n, need))
    if n_spans < MIN_SPANS:
        err('only %d spans (need %d)' % (n_spans, MIN_SPANS))
    for t in TYPE2LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            err('type %s only %d times' % (t, type_counts[t]))
    big = [g for g, c in genre_counts.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        err('lower-cased fraction %.3f outside %s' % (frac, LOWER_RANGE))

    print('notes: %d   spans: %d   mean length: %.0f (min %d, max %d)   lower-cased: %d (%.1f%%)' % (
        n, n_spans, mean, min(lengths), max(lengths), n_lower, 100.0 * frac))
    print('countries: ' + ', '.join('%s %d' % kv for kv in sorted(country_counts.items())))
    print('genres:')
    for g, c in sorted(genre_counts.items()):
        print('  %-42s %d' % (g, c))
    print('spans per type:')
    for lab, ts in SCHEMA.items():
        for t in ts:
            print('  %-10s %-15s %d' % (lab, t, type_counts[t]))
    if errors:
        print('FAILED: %d error(s)' % len(errors))
        return 1
    print('OK: all checks passed')
    return 0


if __name__ == '__main__':
    sys.exit(main())
