"""Validate ../notes.jsonl of dev219_en. Exit status 1 on any failure.
Determinism (byte-identical rebuilds under different PYTHONHASHSEED) is checked by the
author when building: build twice and compare md5 sums."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, '..', 'notes.jsonl')

# label of each fine type, as named in docs/annotation_guideline.md
LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def main():
    errors = []

    def err(msg):
        if len(errors) < 50:
            errors.append(msg)
        else:
            errors.append(None)

    notes = []
    with open(PATH, encoding='utf-8') as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err('line %d does not parse: %s' % (ln, e))
    seen = set()
    per_type = collections.Counter()
    per_genre = collections.Counter()
    lengths = []
    n_lower = 0
    n_spans = 0
    for i, n in enumerate(notes):
        nid = n.get('id')
        want = 'dev219-%04d' % (i + 1)
        if nid != want:
            err('note %d: id %r, expected %r' % (i + 1, nid, want))
        if nid in seen:
            err('duplicate id %r' % nid)
        seen.add(nid)
        if set(n) != {'id', 'text', 'spans', 'meta'}:
            err('%s: fields %r' % (nid, sorted(n)))
            continue
        text, spans, meta = n['text'], n['spans'], n['meta']
        if not isinstance(text, str) or not text:
            err('%s: empty text' % nid)
            continue
        lengths.append(len(text))
        if set(meta) != {'source', 'genre', 'lowercase', 'country'} or meta.get('source') != 'dev219-en':
            err('%s: bad meta %r' % (nid, meta))
        if meta.get('country') not in ('US', 'CA'):
            err('%s: country %r' % (nid, meta.get('country')))
        per_genre[meta.get('genre')] += 1
        if meta.get('lowercase') is True:
            n_lower += 1
            if any(ch.isupper() for ch in text):
                err('%s: lowercase note has upper-case letters' % nid)
        elif meta.get('lowercase') is not False:
            err('%s: lowercase flag %r' % (nid, meta.get('lowercase')))
        prev_end = -1
        prev_start = -1
        for s in spans:
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
                err('%s: span text mismatch %r != %r' % (nid, text[a:b], s['text']))
            if s['text'] != s['text'].strip():
                err('%s: span with outer whitespace %r' % (nid, s['text']))
            if s['type'] not in LABEL:
                err('%s: unknown type %r' % (nid, s['type']))
            elif LABEL[s['type']] != s['label']:
                err('%s: label %r for type %r' % (nid, s['label'], s['type']))
            if meta.get('lowercase') is True and any(ch.isupper() for ch in s['text']):
                err('%s: upper case in lower-cased span' % nid)
            per_type[s['type']] += 1
            n_spans += 1
    # size rules
    mean = sum(lengths) / float(len(lengths)) if lengths else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if len(notes) < need:
        err('only %d notes (need %d at mean length %.0f)' % (len(notes), need, mean))
    if n_spans < MIN_SPANS:
        err('only %d spans' % n_spans)
    for t in LABEL:
        if per_type[t] < MIN_PER_TYPE:
            err('type %s has %d spans' % (t, per_type[t]))
    big = [g for g, k in per_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = n_lower / float(len(notes)) if notes else 0
    if not 0.10 <= frac <= 0.25:
        err('lower-cased fraction %.3f is not about one in six' % frac)

    print('notes %d  spans %d  mean length %.0f  range %d-%d  lower-cased %d' % (
        len(notes), n_spans, mean, min(lengths or [0]), max(lengths or [0]), n_lower))
    print('genres: ' + ', '.join('%s %d' % kv for kv in sorted(per_genre.items())))
    print('types: ' + ', '.join('%s %d' % (t, per_type[t]) for t in LABEL))
    if errors:
        for e in errors:
            if e is None:
                print('... more errors')
                break
            print('ERROR ' + e)
        sys.exit(1)
    print('OK')


if __name__ == '__main__':
    main()
