"""Validate dev353_en/notes.jsonl and (with --rebuild DIR) its byte-identical rebuilds.

Usage: python3 build/check.py [--rebuild DIR]
Prints counts and a final line starting with OK or FAIL.
"""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
NOTES = os.path.join(SET, 'notes.jsonl')

LABEL_OF = {'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
            'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
            'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION', 'MRN': 'ID', 'SSN': 'ID',
            'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID',
            'IDNUM': 'ID', 'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
            'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION'}
COUNTRIES = ['AU', 'CA', 'GB', 'IE', 'NZ', 'US']
MIN_TYPE, MIN_SPANS, MIN_GENRES, MIN_PER_GENRE = 15, 8000, 10, 30
SAFE_DOMAINS = ('example.com', 'example.org', 'example.net')
ABBREV_END = re.compile(r'(?:\b(?:Co|Inc|Ltd|St|Jr|Sr|Bros|Corp)\.|(?:\b[A-Za-z]\.)+)$', re.I)


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith('.' + d) for d in SAFE_DOMAINS)


def private_ip(s):
    try:
        o = [int(x) for x in s.split('.')]
    except ValueError:
        return False
    if len(o) != 4 or any(x < 0 or x > 255 for x in o):
        return False
    return o[0] == 10 or (o[0] == 172 and 16 <= o[1] <= 31) or (o[0] == 192 and o[1] == 168)


def span_edges_ok(sp):
    t, typ = sp['text'], sp['type']
    if not t or t != t.strip():
        return False
    first, last = t[0], t[-1]
    if not first.isalnum() and not (typ in ('PHONE', 'FAX') and first in '(+'):
        return False
    if last.isalnum():
        return True
    if last == '.' and ABBREV_END.search(t):
        return True
    if last == ')' and '(' in t:
        return True
    return False


def contact_errors(sp):
    t, typ = sp['text'], sp['type']
    if typ in ('PHONE', 'FAX') and '555' not in t:
        return 'phone/fax without 555: %r' % t
    if typ == 'EMAIL':
        if t.count('@') != 1 or not domain_ok(t.split('@')[1]):
            return 'email not on example domains: %r' % t
    if typ == 'URL':
        host = re.sub(r'^[a-z]+://', '', t.lower()).split('/')[0].split(':')[0]
        if not domain_ok(host):
            return 'url not on example domains: %r' % t
    if typ == 'IPADDR' and not private_ip(t):
        return 'ip not private: %r' % t
    if typ == 'SSN' and not (t.startswith('9') or t.startswith('000')):
        return 'ssn not starting 9/000: %r' % t
    return None


def check(path):
    errs = []
    raw = open(path, 'rb').read()
    notes = []
    for i, line in enumerate(raw.decode('utf-8').split('\n')):
        if line.strip():
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append('line %d: bad json %s' % (i + 1, e))
    types, labels, genres, countries = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    nspans, total_len, n_lower = 0, 0, 0
    for k, n in enumerate(notes):
        nid = 'dev353-%04d' % (k + 1)
        if sorted(n) != ['id', 'meta', 'spans', 'text']:
            errs.append('%s: fields %s' % (nid, sorted(n)))
            continue
        if n['id'] != nid:
            errs.append('id %r expected %s' % (n['id'], nid))
        text, meta = n['text'], n['meta']
        if not isinstance(text, str) or not text:
            errs.append('%s: empty text' % nid)
            continue
        total_len += len(text)
        if not isinstance(meta, dict) or sorted(meta) != ['country', 'genre', 'lowercase', 'source']:
            errs.append('%s: meta fields %r' % (nid, meta))
            continue
        if meta['source'] != 'dev353-en':
            errs.append('%s: source %r' % (nid, meta['source']))
        if not isinstance(meta['lowercase'], bool):
            errs.append('%s: lowercase not bool' % nid)
        if meta['country'] not in COUNTRIES:
            errs.append('%s: country %r' % (nid, meta['country']))
        if not isinstance(meta['genre'], str) or not meta['genre']:
            errs.append('%s: genre %r' % (nid, meta['genre']))
        genres[meta['genre']] += 1
        countries[meta['country']] += 1
        if meta['lowercase']:
            n_lower += 1
            if text != text.lower():
                errs.append('%s: lowercase note has upper case' % nid)
        prev_end, prev_start = 0, -1
        for sp in n['spans']:
            if sorted(sp) != ['end', 'label', 'start', 'text', 'type']:
                errs.append('%s: span fields %r' % (nid, sorted(sp)))
                continue
            s, e = sp['start'], sp['end']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append('%s: bad offsets %r' % (nid, sp))
                continue
            if text[s:e] != sp['text']:
                errs.append('%s: span text mismatch %r vs %r' % (nid, sp['text'], text[s:e]))
            if s < prev_start:
                errs.append('%s: spans not sorted at %d' % (nid, s))
            if s < prev_end:
                errs.append('%s: overlap at %d' % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if sp['type'] not in LABEL_OF:
                errs.append('%s: unknown type %r' % (nid, sp['type']))
            elif LABEL_OF[sp['type']] != sp['label']:
                errs.append('%s: label %r does not fit type %r' % (nid, sp['label'], sp['type']))
            if not span_edges_ok(sp):
                errs.append('%s: span edge whitespace/punctuation %r (%s)' % (nid, sp['text'], sp['type']))
            ce = contact_errors(sp)
            if ce:
                errs.append('%s: %s' % (nid, ce))
            types[sp['type']] += 1
            labels[sp['label']] += 1
            nspans += 1
    nn = len(notes)
    mean = total_len / nn if nn else 0
    need = 330 if mean >= 1200 else 600
    if nn < need:
        errs.append('only %d notes (need %d at mean length %.0f)' % (nn, need, mean))
    if nspans < MIN_SPANS:
        errs.append('only %d spans' % nspans)
    for t in sorted(LABEL_OF):
        if types[t] < MIN_TYPE:
            errs.append('type %s only %d times' % (t, types[t]))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = n_lower / nn if nn else 0
    if not 0.12 <= frac <= 0.22:
        errs.append('lowercase fraction %.3f not about one in six' % frac)
    print('notes: %d' % nn)
    print('mean length: %.1f chars' % mean)
    print('spans: %d' % nspans)
    print('lowercase notes: %d (%.1f%%)' % (n_lower, 100 * frac))
    print('per label: ' + ', '.join('%s=%d' % (k, labels[k]) for k in sorted(labels)))
    print('per type: ' + ', '.join('%s=%d' % (k, types[k]) for k in sorted(LABEL_OF)))
    print('per genre: ' + ', '.join('%s=%d' % (k, genres[k]) for k in sorted(genres)))
    print('countries: ' + ', '.join('%s=%d' % (k, countries[k]) for k in sorted(countries)))
    return errs, raw


def rebuild(outdir, ref):
    errs = []
    for seed in ('1', '2'):
        dest = os.path.join(outdir, 'hashseed' + seed)
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        res = subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), '--out', dest], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if res.returncode != 0:
            errs.append('rebuild PYTHONHASHSEED=%s failed: %s' % (seed, res.stderr.decode()[-500:]))
            continue
        got = open(os.path.join(dest, 'notes.jsonl'), 'rb').read()
        same = got == ref
        print('rebuild PYTHONHASHSEED=%s -> %s: %s' % (seed, dest, 'identical' if same else 'DIFFERENT'))
        if not same:
            errs.append('rebuild PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    return errs


def main():
    errs, raw = check(NOTES)
    if '--rebuild' in sys.argv:
        errs += rebuild(sys.argv[sys.argv.index('--rebuild') + 1], raw)
    for e in errs[:40]:
        print('ERROR: ' + e)
    if errs:
        print('FAIL (%d problems)' % len(errs))
        sys.exit(1)
    print('OK - all checks passed%s' % (' (incl. 2 byte-identical rebuilds)' if '--rebuild' in sys.argv else ''))


if __name__ == '__main__':
    main()
