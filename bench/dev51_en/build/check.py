"""Validate ../notes.jsonl and print counts by label, type and genre.  python3 build/check.py"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PAIRS = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION', 'MRN': 'ID', 'SSN': 'ID',
    'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID',
    'IDNUM': 'ID', 'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
BAD_EDGE = set('.,;:!?"\'()[]{}<>')
INITIAL_END = re.compile(r'(^|[\s.])[^\W\d_]\.$')


def edge_ok(sp):
    t = sp['text']
    if t != t.strip():
        return False
    if t[0] in BAD_EDGE:
        if not (t[0] == '(' and sp['type'] in ('PHONE', 'FAX') and ')' in t):
            return False
    if t[-1] in BAD_EDGE:
        if not (t[-1] == '.' and INITIAL_END.search(t)):
            return False
    return True


def main():
    path = os.path.join(HERE, '..', 'notes.jsonl')
    errors = []
    ids = set()
    n = 0
    by_label, by_type, by_genre, by_loc = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    sizes = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            o = json.loads(line)
            n += 1
            if o['id'] in ids:
                errors.append('dup id %s' % o['id'])
            ids.add(o['id'])
            if not re.fullmatch(r'dev51-en-\d{4}', o['id']):
                errors.append('bad id %s' % o['id'])
            m = o['meta']
            if m.get('language') != 'en' or m.get('source') != 'dev51-en' or not m.get('genre') or not m.get('locale'):
                errors.append('%s: bad meta' % o['id'])
            text = o['text']
            sizes.append(len(text.encode('utf-8')))
            by_genre[m['genre']] += 1
            by_loc[m['locale']] += 1
            prev_end = -1
            for sp in sorted(o['spans'], key=lambda s: (s['start'], s['end'])):
                s, e = sp['start'], sp['end']
                if not (0 <= s < e <= len(text)):
                    errors.append('%s: bad offsets %r' % (o['id'], sp))
                    continue
                if text[s:e] != sp['text']:
                    errors.append('%s: text mismatch %r vs %r' % (o['id'], text[s:e], sp['text']))
                if s < prev_end:
                    errors.append('%s: overlap at %d' % (o['id'], s))
                prev_end = max(prev_end, e)
                if PAIRS.get(sp['type']) != sp['label']:
                    errors.append('%s: bad label/type %s/%s' % (o['id'], sp['label'], sp['type']))
                if not edge_ok(sp):
                    errors.append('%s: bad edge %r' % (o['id'], sp['text']))
                by_label[sp['label']] += 1
                by_type[sp['type']] += 1
    if n != 320:
        errors.append('expected 320 notes, found %d' % n)
    missing = [t for t in PAIRS if by_type[t] < 3]
    if missing:
        errors.append('fine types with fewer than 3 spans: %s' % missing)
    total = sum(by_type.values())
    print('notes: %d   spans: %d   bytes/note: min %d  median %d  max %d' % (
        n, total, min(sizes), sorted(sizes)[len(sizes) // 2], max(sizes)))
    print('\nby label:')
    for k, v in by_label.most_common():
        print('  %-12s %6d' % (k, v))
    print('\nby type:')
    for k in PAIRS:
        print('  %-10s %-15s %6d' % (PAIRS[k], k, by_type[k]))
    print('\nby genre:')
    for k, v in sorted(by_genre.items()):
        print('  %-40s %4d' % (k, v))
    print('\nby locale:', dict(sorted(by_loc.items())))
    if errors:
        print('\nFAILED: %d problems' % len(errors))
        for e in errors[:40]:
            print('  ' + e)
        sys.exit(1)
    print('\nOK: all checks passed')


if __name__ == '__main__':
    main()
