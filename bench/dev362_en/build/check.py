#!/usr/bin/env python3
"""Validate dev362_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [--notes PATH]
Checks fields and ids, offsets and span text, ordering and overlaps, label/type pairing, span edges,
minimum counts, contact fictionality, lower-case notes, and (with --rebuild) that make.py rebuilds
byte-identical output under PYTHONHASHSEED=1 and PYTHONHASHSEED=2. Prints counts and OK or FAIL.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
LABELS = ['NAME', 'AGE', 'DATE', 'LOCATION', 'ID', 'CONTACT', 'PROFESSION']
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_FRAC = (1 / 6 - 0.04, 1 / 6 + 0.04)
EXAMPLE_DOMAINS = ('example.com', 'example.org', 'example.net')
BAD_LEAD = set(' \t\r\n.,;:!?"\'()[]{}<>-/\\')
BAD_TRAIL = set(' \t\r\n.,;:!?"\'()[]{}<>-/\\')


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith('.' + d) for d in EXAMPLE_DOMAINS)


def ip_private(v):
    m = re.fullmatch(r'(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})', v)
    if not m:
        return False
    a, b = int(m.group(1)), int(m.group(2))
    if any(int(x) > 255 for x in m.groups()):
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def edge_ok(t):
    if not t:
        return False
    if t[0] in BAD_LEAD and not (t[0] == '(' and ')' in t):
        return False
    if t[-1] in BAD_TRAIL and not (t[-1] == ')' and '(' in t):
        return False
    return True


def contact_ok(typ, t):
    if typ in ('PHONE', 'FAX'):
        return '555' in re.sub(r'\D', '', t)
    if typ == 'EMAIL':
        return t.count('@') == 1 and domain_ok(t.split('@')[1])
    if typ == 'URL':
        host = re.sub(r'^[a-z]+://', '', t.lower()).split('/')[0].split(':')[0]
        return domain_ok(host)
    if typ == 'IPADDR':
        return ip_private(t)
    if typ == 'SSN':
        if t[0].isdigit():
            d = re.sub(r'\D', '', t)
            return d.startswith('9') or d.startswith('000')
        return t[0].upper() in 'DFIQUV'
    return True


def check(path):
    errs = []
    notes = []
    with open(path, encoding='utf-8') as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append('line %d: bad JSON (%s)' % (ln, e))
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_country = collections.Counter()
    n_lower = 0
    total_len = 0
    n_spans = 0
    for i, rec in enumerate(notes):
        want = 'dev362-%04d' % (i + 1)
        if set(rec) != {'id', 'text', 'spans', 'meta'}:
            errs.append('%s: fields %s' % (rec.get('id'), sorted(rec)))
            continue
        nid = rec['id']
        if nid != want:
            errs.append('%s: expected id %s' % (nid, want))
        text, spans, meta = rec['text'], rec['spans'], rec['meta']
        if not isinstance(text, str) or not text:
            errs.append('%s: empty text' % nid)
            continue
        if not isinstance(meta, dict) or set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            errs.append('%s: meta fields %s' % (nid, sorted(meta) if isinstance(meta, dict) else meta))
            continue
        if meta['source'] != 'dev362-en':
            errs.append('%s: source %r' % (nid, meta['source']))
        if not isinstance(meta['lowercase'], bool):
            errs.append('%s: lowercase not bool' % nid)
        if meta['lowercase']:
            n_lower += 1
            if text != text.lower():
                errs.append('%s: lowercase note has upper-case characters' % nid)
        by_genre[meta['genre']] += 1
        by_country[meta['country']] += 1
        total_len += len(text)
        prev_end = -1
        prev_start = -1
        for s in spans:
            n_spans += 1
            if set(s) != {'start', 'end', 'label', 'type', 'text'}:
                errs.append('%s: span fields %s' % (nid, sorted(s)))
                continue
            a, b, lab, typ, st = s['start'], s['end'], s['label'], s['type'], s['text']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append('%s: bad offsets %r' % (nid, s))
                continue
            if text[a:b] != st:
                errs.append('%s: span text mismatch at %d: %r vs %r' % (nid, a, text[a:b], st))
            if a < prev_start:
                errs.append('%s: spans not sorted at %d' % (nid, a))
            if a < prev_end:
                errs.append('%s: overlap at %d' % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            if typ not in TYPES:
                errs.append('%s: unknown type %r' % (nid, typ))
            elif TYPES[typ] != lab:
                errs.append('%s: type %s paired with label %s' % (nid, typ, lab))
            if not edge_ok(st):
                errs.append('%s: span edge whitespace/punctuation %r (%s)' % (nid, st, typ))
            if not contact_ok(typ, st):
                errs.append('%s: non-fictional %s %r' % (nid, typ, st))
            by_type[typ] += 1
            by_label[lab] += 1
    n = len(notes)
    mean = total_len / n if n else 0.0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        errs.append('only %d notes (need %d at mean length %.0f)' % (n, need, mean))
    if n_spans < MIN_SPANS:
        errs.append('only %d spans (need %d)' % (n_spans, MIN_SPANS))
    for t in sorted(TYPES):
        if by_type[t] < MIN_PER_TYPE:
            errs.append('type %s only %d times (need %d)' % (t, by_type[t], MIN_PER_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not LOWER_FRAC[0] <= frac <= LOWER_FRAC[1]:
        errs.append('lower-case fraction %.3f outside %.3f-%.3f' % (frac, LOWER_FRAC[0], LOWER_FRAC[1]))

    print('notes: %d' % n)
    print('mean length: %.1f chars' % mean)
    print('spans: %d' % n_spans)
    print('lower-case notes: %d (%.1f%%)' % (n_lower, 100.0 * frac))
    print('per label:')
    for lab in LABELS:
        print('  %-12s %6d' % (lab, by_label[lab]))
    print('per type:')
    for t in sorted(TYPES):
        print('  %-15s %6d' % (t, by_type[t]))
    print('per genre:')
    for g in sorted(by_genre):
        print('  %-30s %4d' % (g, by_genre[g]))
    print('countries:')
    for cn in sorted(by_country):
        print('  %-16s %4d' % (cn, by_country[cn]))
    return errs


def rebuild(outdir, ref):
    errs = []
    with open(ref, 'rb') as fh:
        want = fh.read()
    for seed in ('1', '2'):
        d = os.path.join(outdir, 'hashseed%s' % seed)
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        res = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', d], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if res.returncode != 0:
            errs.append('rebuild PYTHONHASHSEED=%s failed: %s' % (seed, res.stderr.decode('utf-8', 'replace')[-500:]))
            continue
        with open(os.path.join(d, 'notes.jsonl'), 'rb') as fh:
            got = fh.read()
        same = got == want
        print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
        if not same:
            errs.append('rebuild PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--notes', default=os.path.join(ROOT, 'notes.jsonl'))
    ap.add_argument('--rebuild', metavar='DIR')
    args = ap.parse_args()
    errs = check(args.notes)
    if args.rebuild:
        errs += rebuild(args.rebuild, args.notes)
    for e in errs[:60]:
        print('ERROR: ' + e)
    if len(errs) > 60:
        print('... %d more errors' % (len(errs) - 60))
    print('FAIL (%d problems)' % len(errs) if errs else 'OK: all checks passed')
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main())
