#!/usr/bin/env python3
"""Check dev372_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR]

Checks fields and ids, offsets and span text, sorting and overlaps, labels and
types, span edges, the minimum counts, fictional contacts, lower-case notes,
and (with --rebuild) that make.py rebuilds the file byte-identically under
PYTHONHASHSEED=1 and PYTHONHASHSEED=2.  Prints counts, then OK or FAIL.
"""
import collections
import json
import os
import re
import string
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, 'notes.jsonl')

LABEL_OF = {
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
PUNCT = set(string.punctuation)
INITIALS_END = re.compile(r'(?:(?:^|[\s.])[A-Za-z]|\b(?:Inc|Ltd|Co|Corp|St|Ste|Jr|Sr))\.$', re.I)
EXAMPLE_DOMAIN = re.compile(r'^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$')


def private_ip(s):
    parts = s.split('.')
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_host(u):
    u = u.lower()
    u = re.sub(r'^[a-z]+://', '', u)
    return re.split(r'[/:?#]', u, maxsplit=1)[0]


def edge_ok(sp):
    t, typ = sp['text'], sp['type']
    if t != t.strip():
        return False
    if t[0] in PUNCT:
        if not (typ in ('PHONE', 'FAX') and (t[0] == '+' or (t[0] == '(' and ')' in t))):
            return False
    if t[-1] in PUNCT:
        if not (t[-1] == '.' and INITIALS_END.search(t)):
            return False
    return True


def check(path, problems):
    notes = []
    with open(path, encoding='utf-8') as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError:
                problems.append('line %d: not JSON' % ln)
    for i, n in enumerate(notes):
        nid = n.get('id')
        if set(n) != {'id', 'text', 'spans', 'meta'}:
            problems.append('%s: fields %s' % (nid, sorted(n)))
            continue
        if nid != 'dev372-%04d' % (i + 1):
            problems.append('%s: id out of sequence (expected dev372-%04d)' % (nid, i + 1))
        m, text = n['meta'], n['text']
        if not isinstance(text, str) or not text:
            problems.append('%s: empty text' % nid)
            continue
        if set(m) != {'source', 'genre', 'lowercase', 'country'} or m.get('source') != 'dev372-en' \
                or not isinstance(m.get('lowercase'), bool) or not m.get('genre') or not m.get('country'):
            problems.append('%s: bad meta %r' % (nid, m))
        if m.get('lowercase') and text != text.lower():
            problems.append('%s: lowercase note has upper case' % nid)
        prev_end, prev_start = 0, -1
        for sp in n['spans']:
            if set(sp) != {'start', 'end', 'label', 'type', 'text'}:
                problems.append('%s: span fields %s' % (nid, sorted(sp)))
                continue
            s, e = sp['start'], sp['end']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                problems.append('%s: bad offsets %r' % (nid, sp))
                continue
            if text[s:e] != sp['text']:
                problems.append('%s: span text mismatch at %d: %r vs %r' % (nid, s, text[s:e], sp['text']))
            if s < prev_start:
                problems.append('%s: spans not sorted at %d' % (nid, s))
            if s < prev_end:
                problems.append('%s: overlapping spans at %d' % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            typ = sp['type']
            if typ not in LABEL_OF:
                problems.append('%s: unknown type %r' % (nid, typ))
            elif LABEL_OF[typ] != sp['label']:
                problems.append('%s: label %r does not pair with type %r' % (nid, sp['label'], typ))
            if not edge_ok(sp):
                problems.append('%s: span edge whitespace/punctuation %r' % (nid, sp['text']))
            t = sp['text'].lower()
            if typ in ('PHONE', 'FAX') and '555' not in t:
                problems.append('%s: %s without 555: %r' % (nid, typ, sp['text']))
            if typ == 'EMAIL' and ('@' not in t or not EXAMPLE_DOMAIN.match(t.rsplit('@', 1)[1])):
                problems.append('%s: e-mail not on example domain: %r' % (nid, sp['text']))
            if typ == 'URL' and not EXAMPLE_DOMAIN.match(url_host(t)):
                problems.append('%s: URL not on example domain: %r' % (nid, sp['text']))
            if typ == 'IPADDR' and not private_ip(t):
                problems.append('%s: IP not private: %r' % (nid, sp['text']))
            if typ == 'SSN' and not (t.startswith('9') or t.startswith('000')):
                problems.append('%s: SSN-like number not starting 9/000: %r' % (nid, sp['text']))
    return notes


def counts(notes, problems):
    nn = len(notes)
    mean = sum(len(n['text']) for n in notes) / float(nn or 1)
    spans = [sp for n in notes for sp in n['spans']]
    by_label = collections.Counter(sp['label'] for sp in spans)
    by_type = collections.Counter(sp['type'] for sp in spans)
    by_genre = collections.Counter(n['meta']['genre'] for n in notes)
    by_country = collections.Counter(n['meta']['country'] for n in notes)
    low = sum(1 for n in notes if n['meta']['lowercase'])
    print('notes: %d' % nn)
    print('mean length: %.1f characters' % mean)
    print('spans: %d' % len(spans))
    print('lowercase notes: %d (%.1f%%)' % (low, 100.0 * low / (nn or 1)))
    print('per label:')
    for k in sorted(by_label):
        print('  %-14s %6d' % (k, by_label[k]))
    print('per type:')
    for k in sorted(LABEL_OF):
        print('  %-14s %6d' % (k, by_type.get(k, 0)))
    print('per genre:')
    for k in sorted(by_genre):
        print('  %-30s %4d' % (k, by_genre[k]))
    print('countries:')
    for k in sorted(by_country):
        print('  %-14s %4d' % (k, by_country[k]))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if nn < need:
        problems.append('only %d notes (need %d)' % (nn, need))
    if len(spans) < MIN_SPANS:
        problems.append('only %d spans (need %d)' % (len(spans), MIN_SPANS))
    for k in sorted(LABEL_OF):
        if by_type.get(k, 0) < MIN_PER_TYPE:
            problems.append('type %s only %d times (need %d)' % (k, by_type.get(k, 0), MIN_PER_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        problems.append('only %d genres with >=%d notes' % (len(big), MIN_PER_GENRE))
    frac = low / float(nn or 1)
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        problems.append('lowercase share %.3f outside %s' % (frac, LOWER_RANGE))


def rebuild(out_dir, problems):
    with open(NOTES, 'rb') as fh:
        ref = fh.read()
    for seed in ('1', '2'):
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        r = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', out_dir], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if r.returncode != 0:
            problems.append('rebuild (PYTHONHASHSEED=%s) failed: %s' % (seed, r.stdout.decode('utf-8', 'replace')[-500:]))
            continue
        with open(os.path.join(out_dir, 'notes.jsonl'), 'rb') as fh:
            got = fh.read()
        same = got == ref
        print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'byte-identical' if same else 'DIFFERENT'))
        if not same:
            problems.append('rebuild under PYTHONHASHSEED=%s differs from notes.jsonl' % seed)


def main(argv):
    problems = []
    notes = check(NOTES, problems)
    counts(notes, problems)
    if '--rebuild' in argv:
        i = argv.index('--rebuild')
        if i + 1 >= len(argv):
            problems.append('--rebuild needs a directory')
        else:
            rebuild(argv[i + 1], problems)
    for p in problems[:50]:
        print('PROBLEM: ' + p)
    if len(problems) > 50:
        print('... %d more problems' % (len(problems) - 50))
    if problems:
        print('FAIL (%d problems)' % len(problems))
        return 1
    print('OK: %d notes, %d spans, all checks passed' % (len(notes), sum(len(n['spans']) for n in notes)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
