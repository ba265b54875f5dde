"""Validate bench/dev321_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [--stats]

Checks JSON and fields, ids, spans (slice, order, overlap, whitespace,
labels/types per the guideline), minimum counts, fictional contacts,
lower-case notes and, with --rebuild DIR, that make.py rebuilds the file
byte for byte under PYTHONHASHSEED=1 and PYTHONHASHSEED=2.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, 'notes.jsonl')

TYPE_LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
NOTE_KEYS = {'id', 'text', 'spans', 'meta'}
SPAN_KEYS = {'start', 'end', 'label', 'type', 'text'}
META_KEYS = {'source', 'genre', 'lowercase', 'country'}
EX_DOMAINS = ('example.com', 'example.org', 'example.net')

ABBREV_END = ('Inc.', 'Ltd.', 'Co.', 'Jr.', 'Sr.', 'inc.', 'ltd.', 'co.', 'jr.', 'sr.')
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.13, 0.20)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith('.' + d) for d in EX_DOMAINS)


def contact_problem(typ, val):
    v = val.strip()
    if typ in ('PHONE', 'FAX'):
        if '555' not in re.sub(r'\D', '', v) and '555' not in v:
            return 'number without 555'
    elif typ == 'EMAIL':
        if v.count('@') != 1 or not host_ok(v.split('@')[1]):
            return 'email outside example domains'
    elif typ == 'URL':
        u = re.sub(r'^[a-z]+://', '', v.lower())
        if not host_ok(u.split('/')[0].split(':')[0]):
            return 'url outside example domains'
    elif typ == 'IPADDR':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return 'not an IP address'
        nets = [ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12',
                                                  '192.168.0.0/16')]
        if not any(ip in n for n in nets):
            return 'IP not private'
    elif typ == 'SSN':
        digs = re.findall(r'\d+', v)
        first = ''.join(digs)
        if not (first.startswith('9') or first.startswith('000')):
            return 'SSN-like number not starting with 9 or 000'
    return None


def validate(path):
    errors = []
    notes = []
    with open(path, encoding='utf-8') as fh:
        raw = fh.read()
    if not raw.endswith('\n'):
        errors.append('file does not end with a newline')
    for ln, line in enumerate(raw.split('\n')[:-1], 1):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            errors.append('line %d: bad JSON (%s)' % (ln, e))
    ids = set()
    for k, n in enumerate(notes, 1):
        where = 'note %d' % k
        if not isinstance(n, dict) or set(n) != NOTE_KEYS:
            errors.append('%s: fields %r' % (where, sorted(n) if isinstance(n, dict) else n))
            continue
        nid = n['id']
        where = nid if isinstance(nid, str) else where
        if not isinstance(nid, str) or not re.fullmatch(r'dev321-\d{4}', nid):
            errors.append('%s: bad id' % where)
        if nid in ids:
            errors.append('%s: duplicate id' % where)
        ids.add(nid)
        text = n['text']
        if not isinstance(text, str) or not text:
            errors.append('%s: empty text' % where)
            continue
        meta = n['meta']
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errors.append('%s: meta fields' % where)
            continue
        if meta['source'] != 'dev321-en':
            errors.append('%s: meta.source' % where)
        if not isinstance(meta['lowercase'], bool):
            errors.append('%s: meta.lowercase not bool' % where)
        if not isinstance(meta['genre'], str) or not isinstance(meta['country'], str):
            errors.append('%s: meta genre/country' % where)
        if meta['lowercase'] and text != text.lower():
            errors.append('%s: lowercase note has upper-case text' % where)
        prev_end = -1
        prev_start = -1
        if not isinstance(n['spans'], list):
            errors.append('%s: spans not a list' % where)
            continue
        for s in n['spans']:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                errors.append('%s: span fields %r' % (where, s))
                continue
            a, b = s['start'], s['end']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errors.append('%s: bad offsets %r' % (where, s))
                continue
            if text[a:b] != s['text']:
                errors.append('%s: span text mismatch %r' % (where, s))
            if s['type'] not in TYPE_LABEL or TYPE_LABEL[s['type']] != s['label']:
                errors.append('%s: bad label/type %s/%s' % (where, s['label'], s['type']))
            if s['text'] != s['text'].strip():
                errors.append('%s: span with outer whitespace %r' % (where, s['text']))
            if s['text'][-1] in ',;:' or s['text'][0] in ',;:.':
                errors.append('%s: span takes in punctuation %r' % (where, s['text']))
            if s['text'].endswith('.') and s['text'].count('.') < 2 and \
                    s['text'].split()[-1] not in ABBREV_END:
                errors.append('%s: span ends with a full stop %r' % (where, s['text']))
            if a < prev_start:
                errors.append('%s: spans not sorted' % where)
            if a < prev_end:
                errors.append('%s: overlapping spans at %d' % (where, a))
            prev_start, prev_end = a, b
            prob = contact_problem(s['type'], s['text'])
            if prob:
                errors.append('%s: %s: %r' % (where, prob, s['text']))
            if meta['lowercase'] and s['text'] != s['text'].lower():
                errors.append('%s: lowercase note has upper-case span' % where)
    if notes:
        expect = ['dev321-%04d' % i for i in range(1, len(notes) + 1)]
        if [n.get('id') for n in notes] != expect:
            errors.append('ids are not dev321-0001.. in order')
    return notes, errors


def stats(notes):
    st = {}
    st['notes'] = len(notes)
    st['chars'] = sum(len(n['text']) for n in notes)
    st['mean'] = st['chars'] / max(1, len(notes))
    st['spans'] = sum(len(n['spans']) for n in notes)
    st['lower'] = sum(1 for n in notes if n['meta']['lowercase'])
    st['label'] = collections.Counter(s['label'] for n in notes for s in n['spans'])
    st['type'] = collections.Counter(s['type'] for n in notes for s in n['spans'])
    st['genre'] = collections.Counter(n['meta']['genre'] for n in notes)
    st['country'] = collections.Counter(n['meta']['country'] for n in notes)
    return st


def count_errors(st):
    errors = []
    need = MIN_NOTES_SHORT if st['mean'] < SHORT_MEAN else MIN_NOTES
    if st['notes'] < need:
        errors.append('only %d notes (need %d)' % (st['notes'], need))
    if st['spans'] < MIN_SPANS:
        errors.append('only %d spans' % st['spans'])
    for t in sorted(TYPE_LABEL):
        if st['type'].get(t, 0) < MIN_PER_TYPE:
            errors.append('type %s has %d spans' % (t, st['type'].get(t, 0)))
    big = [g for g in sorted(st['genre']) if st['genre'][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = st['lower'] / max(1, st['notes'])
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        errors.append('lower-case share %.3f outside %r' % (frac, LOWER_RANGE))
    return errors


def rebuild(out_dir):
    errors = []
    with open(NOTES, 'rb') as fh:
        want = fh.read()
    for seed in ('1', '2'):
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        sub = os.path.join(out_dir, 'seed' + seed)
        subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), sub], check=True,
                       env=env, stdout=subprocess.DEVNULL)
        with open(os.path.join(sub, 'notes.jsonl'), 'rb') as fh:
            got = fh.read()
        if got != want:
            errors.append('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
        else:
            print('rebuild with PYTHONHASHSEED=%s: identical (%d bytes)' % (seed, len(got)))
    return errors


def main(argv):
    out_dir = None
    show = '--stats' in argv
    if '--rebuild' in argv:
        i = argv.index('--rebuild')
        if i + 1 >= len(argv):
            print('--rebuild needs a directory')
            return 2
        out_dir = argv[i + 1]
    notes, errors = validate(NOTES)
    st = stats(notes)
    errors += count_errors(st)
    if out_dir:
        errors += rebuild(out_dir)
    print('notes %d  spans %d  mean chars %.0f  lower-case %d' % (
        st['notes'], st['spans'], st['mean'], st['lower']))
    if show:
        for key in ('label', 'type', 'genre', 'country'):
            print(key + ':')
            for k in sorted(st[key]):
                print('  %-45s %d' % (k, st[key][k]))
    for e in errors[:60]:
        print('ERROR', e)
    if errors:
        print('%d error(s)' % len(errors))
        return 1
    print('OK')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
