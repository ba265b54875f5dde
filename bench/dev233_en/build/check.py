"""Validate ../notes.jsonl for dev233_en. Exit status 1 on any error; prints summary statistics."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION',
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
BAD_EDGE_END = ',;:)"\''
BAD_EDGE_START = '.,;:("\''


def main(path=None):
    path = path or os.path.join(HERE, '..', 'notes.jsonl')
    errors = []

    def err(msg):
        errors.append(msg)

    notes = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err('line %d: JSON parse error %s' % (ln, e))
    seen = set()
    types = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    lengths = []
    nspans = 0
    nlower = 0
    for i, o in enumerate(notes):
        want = 'dev233-%04d' % (i + 1)
        nid = o.get('id')
        if nid != want:
            err('note %d: id %r, expected %r' % (i + 1, nid, want))
        if nid in seen:
            err('duplicate id %r' % nid)
        seen.add(nid)
        if set(o) != {'id', 'text', 'spans', 'meta'}:
            err('%s: unexpected fields %r' % (nid, sorted(o)))
        text = o.get('text')
        if not isinstance(text, str) or not text:
            err('%s: empty or missing text' % nid)
            continue
        meta = o.get('meta', {})
        if set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            err('%s: meta fields %r' % (nid, sorted(meta)))
        if meta.get('source') != 'dev233-en':
            err('%s: bad source' % nid)
        if meta.get('country') not in ('US', 'CA'):
            err('%s: bad country %r' % (nid, meta.get('country')))
        if not isinstance(meta.get('lowercase'), bool):
            err('%s: lowercase must be bool' % nid)
        genres[meta.get('genre')] += 1
        countries[meta.get('country')] += 1
        lengths.append(len(text))
        low = meta.get('lowercase') is True
        if low:
            nlower += 1
            if any(ch.isupper() for ch in text):
                err('%s: lowercase note contains upper-case letters' % nid)
        elif not any(ch.isupper() for ch in text):
            err('%s: note not marked lowercase but has no upper-case letters' % nid)
        prev_end = -1
        prev_start = -1
        for s in o.get('spans', []):
            nspans += 1
            if set(s) != {'start', 'end', 'label', 'type', 'text'}:
                err('%s: span fields %r' % (nid, sorted(s)))
                continue
            a, b = s['start'], s['end']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err('%s: span out of range %r' % (nid, s))
                continue
            if a < prev_start:
                err('%s: spans not sorted at %d' % (nid, a))
            if a < prev_end:
                err('%s: overlapping span at %d' % (nid, a))
            prev_start, prev_end = a, b
            if text[a:b] != s['text']:
                err('%s: span text mismatch %r vs %r' % (nid, text[a:b], s['text']))
            if s['text'] != s['text'].strip():
                err('%s: span with leading/trailing whitespace %r' % (nid, s['text']))
            st = s['text']
            if st.count('(') != st.count(')') or st.count('"') % 2:
                err('%s: span with unbalanced bracket/quote %r' % (nid, st))
            elif (st[-1] in BAD_EDGE_END and st[-1] != ')') or (st[0] in BAD_EDGE_START and st[0] != '('):
                err('%s: span takes in surrounding punctuation %r' % (nid, st))
            if s['type'] not in LABEL:
                err('%s: unknown type %r' % (nid, s['type']))
            elif LABEL[s['type']] != s['label']:
                err('%s: label %r does not match type %r' % (nid, s['label'], s['type']))
            if low and any(ch.isupper() for ch in s['text']):
                err('%s: upper-case span in lowercase note' % nid)
            types[s['type']] += 1
    n = len(notes)
    mean = sum(lengths) / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err('only %d notes (need %d at mean length %.0f)' % (n, need, mean))
    if nspans < MIN_SPANS:
        err('only %d spans (need %d)' % (nspans, MIN_SPANS))
    for t in LABEL:
        if types[t] < MIN_PER_TYPE:
            err('type %s has %d spans (need %d)' % (t, types[t], MIN_PER_TYPE))
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = nlower / n if n else 0
    if not (0.12 <= frac <= 0.22):
        err('lower-cased share %.3f is not about one in six' % frac)

    print('notes %d | spans %d | mean length %.0f (min %d, max %d) | lowercase %d | countries %s' % (
        n, nspans, mean, min(lengths), max(lengths), nlower, dict(sorted(countries.items()))))
    print('genres:')
    for g, k in sorted(genres.items()):
        print('  %-34s %d' % (g, k))
    print('spans per type:')
    for t in LABEL:
        print('  %-15s %-11s %d' % (t, LABEL[t], types[t]))
    if errors:
        print('%d ERRORS' % len(errors))
        for e in errors[:50]:
            print('  ' + e)
        return 1
    print('OK')
    return 0


if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:]))
