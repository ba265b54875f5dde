"""Validate bench/dev199_en/notes.jsonl: ids, offsets, span order and
overlap, labels/types per the guideline, boundary hygiene, size
requirements, lower-case notes, fictional contact details."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), 'notes.jsonl')

LABELS = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION',
    'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION',
    'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID',
    'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID',
    'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
FICT_DOMAINS = ('example.com', 'example.org', 'example.net')
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_TYPES, MIN_PER_TYPE = 8000, 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30

errors = []


def err(msg):
    errors.append(msg)


def fict_domain(host):
    host = host.lower()
    return any(host == d or host.endswith('.' + d) for d in FICT_DOMAINS)


def phone_ok(s):
    s = re.split(r'\s*(?:ext\.?|x\.?)\s*\d+$', s)[0]
    d = re.sub(r'\D', '', s)
    if len(d) == 11 and d[0] == '1':
        d = d[1:]
    if len(d) == 10:
        return d[3:6] == '555'
    if len(d) == 7:
        return d[:3] == '555'
    return False


def url_host(s):
    s = re.sub(r'^[a-z]+://', '', s.lower())
    return re.split(r'[/:?#]', s)[0]


def ip_private(s):
    try:
        a = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(a in ipaddress.ip_network(n) for n in
               ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))


def check_span_shape(nid, text, s):
    v = s['text']
    if v != v.strip():
        err('%s: span with outer whitespace %r' % (nid, v))
    if v[-1] in ',;:!?"\'' or v[0] in ',;:!?."\'[{':
        err('%s: span with outer punctuation %r' % (nid, v))
    if v.endswith(')') and '(' not in v:
        err('%s: unbalanced ) %r' % (nid, v))
    if v.startswith('(') and ')' not in v:
        err('%s: unbalanced ( %r' % (nid, v))
    if v.endswith('.') and not re.search(r'(^|[\s.])[A-Za-z]{1,3}\.$', v):
        err('%s: span ends with sentence stop %r' % (nid, v))
    if (v.endswith("'s") or v.endswith("'S")) and s['type'] not in (
            'DATE', 'HOSPITAL', 'ORGANIZATION'):  # New Year's, St. Jude's
        err('%s: possessive inside span %r' % (nid, v))
    a, b = s['start'], s['end']
    if s['type'] == 'AGE':  # the guideline allows [64]yo, [58]F
        return
    if a > 0 and text[a - 1].isalnum() and v[0].isalnum():
        err('%s: span starts inside a word %r' % (nid, v))
    if b < len(text) and text[b].isalnum() and v[-1].isalnum():
        err('%s: span ends inside a word %r' % (nid, v))


def check_contact(nid, s):
    t, v = s['type'], s['text']
    if t in ('PHONE', 'FAX') and not phone_ok(v):
        err('%s: non-fictional %s %r' % (nid, t, v))
    if t == 'EMAIL':
        if v.count('@') != 1 or not fict_domain(v.split('@')[1]):
            err('%s: non-fictional e-mail %r' % (nid, v))
    if t == 'URL' and not fict_domain(url_host(v)):
        err('%s: non-fictional URL %r' % (nid, v))
    if t == 'IPADDR' and not ip_private(v):
        err('%s: non-private IP %r' % (nid, v))
    if t == 'SSN' and not (v.startswith('9') or v.startswith('000')):
        err('%s: SSN outside 9xx/000 %r' % (nid, v))


PAT_UNMARKED = [
    ('email', re.compile(r'[\w.+-]+@[\w-]+(?:\.[\w-]+)+')),
    ('url', re.compile(r'(?:https?://|www\.)\S+|\b[\w-]+\.example\.(?:com|org|net)\S*')),
    ('phone', re.compile(r'\(?\b\d{3}\)?[-. /]?\d{3}[-. ]\d{4}\b')),
    ('ssn', re.compile(r'\b\d{3}-\d{2}-\d{4}\b')),
    ('ip', re.compile(r'\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b')),
]


def covered(spans, a, b):
    return any(s['start'] <= a and b <= s['end'] for s in spans)


def check_unmarked(nid, text, spans):
    for name, pat in PAT_UNMARKED:
        for m in pat.finditer(text):
            if not covered(spans, m.start(), m.end()):
                if not any(s['start'] < m.end() and m.start() < s['end'] for s in spans):
                    err('%s: unannotated %s-like string %r' % (nid, name, m.group(0)))
    # every occurrence of an annotated multi-letter value must be annotated
    vals = []
    for s in spans:
        v = s['text']
        if s['type'] in ('AGE', 'DATE', 'LOCATION_OTHER') or len(v) < 4:
            continue
        if not re.search(r'[A-Za-z]', v) or v.lower() in ('self',):
            continue
        if v not in vals:
            vals.append(v)
    for v in vals:
        for m in re.finditer(r'(?<![\w-])' + re.escape(v) + r'(?![\w-])', text):
            if not covered(spans, m.start(), m.end()):
                err('%s: occurrence of %r at %d not annotated' % (nid, v, m.start()))


def main():
    rows = []
    with open(PATH, encoding='utf-8') as fh:
        for i, line in enumerate(fh):
            try:
                rows.append(json.loads(line))
            except ValueError:
                err('line %d: bad JSON' % (i + 1))
    types = collections.Counter()
    genres = collections.Counter()
    nspans = 0
    nlow = 0
    total_len = 0
    for i, r in enumerate(rows):
        nid = r.get('id')
        if list(r.keys()) != ['id', 'text', 'spans', 'meta']:
            err('%s: fields %r' % (nid, list(r.keys())))
        if nid != 'dev199-%04d' % (i + 1):
            err('row %d: id %r' % (i + 1, nid))
        text = r['text']
        total_len += len(text)
        if not text.isascii():
            err('%s: non-ASCII text' % nid)
        m = r['meta']
        if sorted(m.keys()) != ['country', 'genre', 'lowercase', 'source']:
            err('%s: meta keys %r' % (nid, sorted(m.keys())))
        if m.get('source') != 'dev199-en':
            err('%s: source %r' % (nid, m.get('source')))
        if not isinstance(m.get('lowercase'), bool):
            err('%s: lowercase not bool' % nid)
        genres[m.get('genre')] += 1
        if m.get('lowercase'):
            nlow += 1
            if text != text.lower():
                err('%s: lowercase note has upper case' % nid)
        elif text == text.lower():
            err('%s: note marked mixed case is all lower' % nid)
        prev_end = -1
        prev_start = -1
        for s in r['spans']:
            if list(s.keys()) != ['start', 'end', 'label', 'type', 'text']:
                err('%s: span fields %r' % (nid, list(s.keys())))
                continue
            a, b = s['start'], s['end']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err('%s: bad offsets %r' % (nid, s))
                continue
            if text[a:b] != s['text']:
                err('%s: offset mismatch %r vs %r' % (nid, text[a:b], s['text']))
            if s['type'] not in LABELS:
                err('%s: unknown type %r' % (nid, s['type']))
            elif LABELS[s['type']] != s['label']:
                err('%s: label %r for type %r' % (nid, s['label'], s['type']))
            if a < prev_start:
                err('%s: spans not sorted at %d' % (nid, a))
            if a < prev_end:
                err('%s: overlapping spans at %d' % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            if m.get('lowercase') and s['text'] != s['text'].lower():
                err('%s: upper case span in lowercase note' % nid)
            check_span_shape(nid, text, s)
            check_contact(nid, s)
            types[s['type']] += 1
            nspans += 1
        check_unmarked(nid, text, r['spans'])
    n = len(rows)
    mean = total_len / float(n) if n else 0.0
    if n < MIN_NOTES or (mean < SHORT_MEAN and n < MIN_NOTES_SHORT):
        err('size: %d notes, mean length %.0f' % (n, mean))
    if nspans < MIN_SPANS:
        err('size: only %d spans' % nspans)
    big_types = [t for t in LABELS if types[t] >= MIN_PER_TYPE]
    if len(big_types) < MIN_TYPES:
        err('size: only %d types with >=%d spans' % (len(big_types), MIN_PER_TYPE))
    big_genres = [g for g in genres if genres[g] >= MIN_PER_GENRE]
    if len(big_genres) < MIN_GENRES:
        err('size: only %d genres with >=%d notes' % (len(big_genres), MIN_PER_GENRE))
    frac = nlow / float(n) if n else 0.0
    if not 0.13 <= frac <= 0.21:
        err('lowercase share %.3f is not about one in six' % frac)
    print('notes %d  spans %d  mean length %.0f  lowercase %d' % (n, nspans, mean, nlow))
    print('types: ' + ', '.join('%s %d' % (t, types[t]) for t in sorted(types, key=lambda k: (-types[k], k))))
    print('genres: ' + ', '.join('%s %d' % (g, genres[g]) for g in sorted(genres)))
    if errors:
        for e in errors[:60]:
            print('ERROR', e)
        print('%d error(s)' % len(errors))
        sys.exit(1)
    print('OK')


if __name__ == '__main__':
    main()
