"""Validate bench/dev148_en/notes.jsonl and print counts. Exit status 1 on any failure."""
import collections
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), 'notes.jsonl')

TYPES = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
PUNCT_EDGE = set('.,;:!?"\'()[]{}')


def main():
    errs = []
    raw = open(PATH, 'rb').read()
    notes = [json.loads(line) for line in raw.decode('utf-8').splitlines() if line.strip()]
    types = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_lower = 0
    n_spans = 0
    for k, nt in enumerate(notes):
        nid = nt.get('id')
        if nid != 'dev148-%04d' % (k + 1):
            errs.append('%s: id out of order' % nid)
        if set(nt) != {'id', 'text', 'spans', 'meta'}:
            errs.append('%s: bad keys %s' % (nid, sorted(nt)))
        text, meta = nt['text'], nt['meta']
        if meta.get('source') != 'dev148-en' or set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            errs.append('%s: bad meta' % nid)
        genres[meta['genre']] += 1
        countries[meta['country']] += 1
        if meta['lowercase']:
            n_lower += 1
            if text != text.lower():
                errs.append('%s: lowercase note has upper case' % nid)
        last_end = -1
        for s in sorted(nt['spans'], key=lambda s: (s['start'], s['end'])):
            n_spans += 1
            if set(s) != {'start', 'end', 'label', 'type', 'text'}:
                errs.append('%s: span keys %s' % (nid, sorted(s)))
            a, b = s['start'], s['end']
            if not (0 <= a < b <= len(text)):
                errs.append('%s: bad offsets %s' % (nid, s))
                continue
            if text[a:b] != s['text']:
                errs.append('%s: text mismatch %r vs %r' % (nid, text[a:b], s['text']))
            if s['text'] != s['text'].strip():
                errs.append('%s: whitespace edge %r' % (nid, s['text']))
            tail = s['text'][-1]
            if tail in PUNCT_EDGE and not (tail == ')' and '(' in s['text']) \
                    and not (tail == '.' and re.search(r'(^|[^A-Za-z])[A-Za-z]\.$', s['text'])):
                errs.append('%s: punctuation edge %r' % (nid, s['text']))
            if s['text'][0] in PUNCT_EDGE and s['text'][0] != '(':
                errs.append('%s: punctuation edge %r' % (nid, s['text']))
            if a < last_end:
                errs.append('%s: overlap at %d' % (nid, a))
            last_end = max(last_end, b)
            if TYPES.get(s['type']) != s['label']:
                errs.append('%s: bad label/type %s/%s' % (nid, s['label'], s['type']))
            types[s['type']] += 1
            # fictional-contact checks
            v = s['text'].lower()
            if s['type'] in ('PHONE', 'FAX') and '555' not in re.sub(r'\D', '', v):
                errs.append('%s: phone without 555 %r' % (nid, v))
            if s['type'] == 'EMAIL' and not re.search(r'@example\.(com|org|net)$', v):
                errs.append('%s: email domain %r' % (nid, v))
            if s['type'] == 'URL' and not re.match(r'^(https?://)?(www\.)?example\.(com|org|net)(/|$)', v):
                errs.append('%s: url domain %r' % (nid, v))
            if s['type'] == 'IPADDR':
                o = [int(x) for x in v.split('.')]
                if not (o[0] == 10 or (o[0] == 192 and o[1] == 168) or (o[0] == 172 and 16 <= o[1] <= 31)):
                    errs.append('%s: public ip %r' % (nid, v))
            if s['type'] == 'SSN' and not re.sub(r'\D', '', v).startswith('9'):
                errs.append('%s: ssn not 9xx %r' % (nid, v))
    # size requirements
    if len(notes) < MIN_NOTES:
        errs.append('only %d notes' % len(notes))
    if n_spans < MIN_SPANS:
        errs.append('only %d spans' % n_spans)
    for t in TYPES:
        if types[t] < MIN_TYPE:
            errs.append('type %s has only %d spans' % (t, types[t]))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    share = n_lower / max(1, len(notes))
    if not (0.12 <= share <= 0.22):
        errs.append('lowercase share %.3f' % share)

    print('notes      %d' % len(notes))
    print('spans      %d' % n_spans)
    print('lowercase  %d (%.1f%%)' % (n_lower, 100.0 * share))
    print('countries  %s' % dict(sorted(countries.items())))
    print('genres:')
    for g, c in sorted(genres.items()):
        print('  %-30s %d' % (g, c))
    print('types:')
    for t in TYPES:
        print('  %-8s %-15s %d' % (TYPES[t], t, types[t]))
    print('min type count %d (%s)' % min((types[t], t) for t in TYPES))
    print('md5 %s' % hashlib.md5(raw).hexdigest())
    if errs:
        print('FAIL: %d problems' % len(errs))
        for e in errs[:50]:
            print('  ' + e)
        sys.exit(1)
    print('OK: all checks passed')


if __name__ == '__main__':
    main()
