"""Check dev351_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [--notes PATH]

Checks fields and ids, offsets and span text, order and overlaps, labels and
types, span edges, minimum counts, contact fictionality and lower-case notes;
with --rebuild DIR it also rebuilds the set under PYTHONHASHSEED=1 and =2 into
DIR and compares both byte for byte with notes.jsonl (DIR is removed again
afterwards if this run created it)."""
import collections
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
EXAMPLE = ('example.com', 'example.org', 'example.net')
LEAD_BAD = set('.,;:!?)]}"\'')
TRAIL_BAD = set(',;:!?([{"\'')
ABBR_END = ('Inc.', 'Ltd.', 'Co.', 'Jr.', 'Sr.', 'St.')
INITIAL_END = re.compile(r'(^|[\s.\-])[A-Za-z]\.$')


def example_host(h):
    h = h.lower()
    return any(h == e or h.endswith('.' + e) for e in EXAMPLE)


def private_ip(s):
    m = re.fullmatch(r'(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})', s)
    if not m:
        return False
    a = [int(x) for x in m.groups()]
    if max(a) > 255:
        return False
    return a[0] == 10 or (a[0] == 172 and 16 <= a[1] <= 31) or (a[0] == 192 and a[1] == 168)


def edge_problem(t):
    if t != t.strip():
        return 'outer whitespace'
    first, last = t[0], t[-1]
    if first in LEAD_BAD or (first == '(' and ')' not in t) or first in '[{':
        return 'leading punctuation'
    if last in TRAIL_BAD:
        return 'trailing punctuation'
    if last == ')' and '(' not in t:
        return 'trailing bracket'
    if last == '.' and not (t.lower().endswith(tuple(a.lower() for a in ABBR_END)) or INITIAL_END.search(t)):
        return 'trailing full stop'
    return None


def contact_problem(typ, t):
    if typ in ('PHONE', 'FAX'):
        if '555' not in re.sub(r'\D', '', t):
            return 'number without 555'
    elif typ == 'EMAIL':
        if t.count('@') != 1 or not example_host(t.split('@')[1]):
            return 'e-mail outside example domains'
    elif typ == 'URL':
        h = re.sub(r'^[a-z]+://', '', t.lower()).split('/')[0].split('?')[0].split(':')[0]
        if not example_host(h):
            return 'URL outside example domains'
    elif typ == 'IPADDR':
        if not private_ip(t):
            return 'IP not private'
    elif typ == 'SSN':
        if not (t.startswith('9') or t.startswith('000')):
            return 'SSN-like number not starting 9 or 000'
    return None


def check(path):
    errors = []

    def err(msg):
        if len(errors) < 60:
            errors.append(msg)
        else:
            errors.append(None)

    recs = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except ValueError:
                err('line %d: not JSON' % ln)
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_country = collections.Counter()
    nspans = 0
    total_len = 0
    nlower = 0
    for i, r in enumerate(recs, 1):
        rid = r.get('id')
        if sorted(r.keys()) != ['id', 'meta', 'spans', 'text']:
            err('%s: fields %s' % (rid, sorted(r.keys())))
            continue
        if rid != 'dev351-%04d' % i:
            err('line %d: id %r' % (i, rid))
        text, meta = r['text'], r['meta']
        if not isinstance(text, str) or not text:
            err('%s: empty text' % rid)
            continue
        if not isinstance(meta, dict) or sorted(meta.keys()) != ['country', 'genre', 'lowercase', 'source']:
            err('%s: meta fields' % rid)
            continue
        if meta['source'] != 'dev351-en' or not isinstance(meta['lowercase'], bool) or not meta['genre'] or not meta['country']:
            err('%s: meta values' % rid)
        total_len += len(text)
        by_genre[meta['genre']] += 1
        by_country[meta['country']] += 1
        if meta['lowercase']:
            nlower += 1
            if text != text.lower():
                err('%s: lowercase note has upper case' % rid)
        prev_end = -1
        prev_start = -1
        for s in r['spans']:
            nspans += 1
            if sorted(s.keys()) != ['end', 'label', 'start', 'text', 'type']:
                err('%s: span fields %s' % (rid, sorted(s.keys())))
                continue
            a, b, typ, lab, st = s['start'], s['end'], s['type'], s['label'], s['text']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err('%s: bad offsets %r' % (rid, (a, b)))
                continue
            if text[a:b] != st:
                err('%s: span text mismatch %r vs %r' % (rid, text[a:b], st))
            if a < prev_start:
                err('%s: spans not sorted at %d' % (rid, a))
            if a < prev_end:
                err('%s: overlapping spans at %d' % (rid, a))
            prev_start, prev_end = a, max(prev_end, b)
            if typ not in TYPES:
                err('%s: unknown type %r' % (rid, typ))
                continue
            if TYPES[typ] != lab:
                err('%s: label %r does not pair with type %r' % (rid, lab, typ))
            by_type[typ] += 1
            by_label[lab] += 1
            p = edge_problem(st)
            if p:
                err('%s: %s in %s span %r' % (rid, p, typ, st))
            p = contact_problem(typ, st)
            if p:
                err('%s: %s: %r' % (rid, p, st))
    n = len(recs)
    mean = total_len / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err('only %d notes (need %d at mean length %.0f)' % (n, need, mean))
    if nspans < MIN_SPANS:
        err('only %d spans (need %d)' % (nspans, MIN_SPANS))
    for t in sorted(TYPES):
        if by_type[t] < MIN_PER_TYPE:
            err('type %s only %d times (need %d)' % (t, by_type[t], MIN_PER_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = nlower / n if n else 0
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err('lower-case share %.3f outside %s' % (frac, LOWER_RANGE))
    print('notes: %d' % n)
    print('mean length: %.0f characters' % mean)
    print('spans: %d' % nspans)
    print('lower-case notes: %d (%.1f%%)' % (nlower, 100 * frac))
    print('per label:')
    for k in sorted(by_label):
        print('  %-14s %6d' % (k, by_label[k]))
    print('per type:')
    for k in sorted(TYPES):
        print('  %-14s %6d' % (k, by_type[k]))
    print('per genre:')
    for k in sorted(by_genre):
        print('  %-46s %4d' % (k, by_genre[k]))
    print('countries:')
    for k in sorted(by_country):
        print('  %-16s %4d' % (k, by_country[k]))
    return errors


def rebuild(path, out_dir):
    errors = []
    created = not os.path.exists(out_dir)
    want = open(path, 'rb').read()
    try:
        for seed in ('1', '2'):
            sub = os.path.join(out_dir, 'hashseed' + seed)
            env = dict(os.environ)
            env['PYTHONHASHSEED'] = seed
            env['PYTHONDONTWRITEBYTECODE'] = '1'
            res = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', sub], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if res.returncode != 0:
                errors.append('rebuild under PYTHONHASHSEED=%s failed: %s' % (seed, res.stdout.decode()[-500:]))
                continue
            got = open(os.path.join(sub, 'notes.jsonl'), 'rb').read()
            same = got == want
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'byte-identical' if same else 'DIFFERENT'))
            if not same:
                errors.append('rebuild under PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    finally:
        if created:
            shutil.rmtree(out_dir, ignore_errors=True)
    return errors


def main(argv):
    path = os.path.join(ROOT, 'notes.jsonl')
    if '--notes' in argv:
        path = argv[argv.index('--notes') + 1]
    errors = check(path)
    if '--rebuild' in argv:
        errors += rebuild(path, argv[argv.index('--rebuild') + 1])
    else:
        print('rebuild: skipped (no --rebuild DIR given)')
    shown = [e for e in errors if e]
    for e in shown:
        print('ERROR: ' + e)
    if len(errors) > len(shown):
        print('... more errors not shown')
    print('FAIL' if errors else 'OK')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
