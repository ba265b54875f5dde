#!/usr/bin/env python3
"""Validate dev349_en/notes.jsonl.

Usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
With --rebuild DIR the set is rebuilt twice (PYTHONHASHSEED=1 and 2) into DIR
and both copies must be byte-identical to notes.jsonl.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import string
import subprocess
import sys

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
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION',
}
LABELS = ['NAME', 'AGE', 'DATE', 'LOCATION', 'ID', 'CONTACT', 'PROFESSION']
COUNTRIES = {'GB', 'IE', 'US', 'CA', 'AU', 'NZ'}
MIN_TYPE = 15
MIN_SPANS = 8000
MIN_GENRES = 10
MIN_PER_GENRE = 30
PUNCT = set(string.punctuation) | {'\u2018', '\u2019', '\u201c', '\u201d', '\u2013', '\u2014'}
INITIAL_END = re.compile(r'(^|[\s.])[^\W\d_]\.$')
LEAK = re.compile(r'\{[A-Za-z_0-9]+\}|\[[A-Z_]+:[A-Za-z0-9_]+\]')
EX_DOMAIN = re.compile(r'(^|\.)example\.(com|org|net)$')


def edge_ok(s):
    """False if the span starts or ends with whitespace or punctuation that is
    not part of the value."""
    if not s or s[0].isspace() or s[-1].isspace():
        return False
    a, z = s[0], s[-1]
    if a in PUNCT and not ((a == '(' and ')' in s) or a == '+'):
        return False
    if z in PUNCT:
        if z == ')' and '(' in s:
            return True
        if z == '.' and INITIAL_END.search(s):
            return True
        return False
    return True


def url_host(u):
    h = re.sub(r'^[a-z]+://', '', u.lower())
    return re.split(r'[/:?#]', h, 1)[0]


def contact_ok(typ, s):
    low = s.lower()
    if typ in ('PHONE', 'FAX'):
        return '555' in re.sub(r'\D', '', s)
    if typ == 'EMAIL':
        return '@' in low and bool(EX_DOMAIN.search(low.rsplit('@', 1)[1]))
    if typ == 'URL':
        return bool(EX_DOMAIN.search(url_host(low)))
    if typ == 'IPADDR':
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return False
        return any(ip in ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))
    if typ == 'SSN':
        return s.startswith('9') or s.startswith('000')
    return True


def check(path):
    errs = []
    notes = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append('line %d: bad JSON (%s)' % (ln, e))
    per_label = collections.Counter()
    per_type = collections.Counter()
    per_genre = collections.Counter()
    per_country = collections.Counter()
    nspans = 0
    total_len = 0
    nlower = 0
    for i, nt in enumerate(notes):
        nid = nt.get('id')
        if set(nt) != {'id', 'text', 'spans', 'meta'}:
            errs.append('%s: fields %s' % (nid, sorted(nt)))
            continue
        if nid != 'dev349-%04d' % (i + 1):
            errs.append('note %d: id %r out of sequence' % (i + 1, nid))
        text = nt['text']
        meta = nt['meta']
        if not isinstance(text, str) or not text:
            errs.append('%s: empty text' % nid)
            continue
        if set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            errs.append('%s: meta fields %s' % (nid, sorted(meta)))
            continue
        if meta['source'] != 'dev349-en':
            errs.append('%s: source %r' % (nid, meta['source']))
        if meta['country'] not in COUNTRIES:
            errs.append('%s: country %r' % (nid, meta['country']))
        if not isinstance(meta['lowercase'], bool):
            errs.append('%s: lowercase not bool' % nid)
        if meta['lowercase']:
            nlower += 1
            if text != text.lower():
                errs.append('%s: lowercase note has upper-case characters' % nid)
        if LEAK.search(text):
            errs.append('%s: unrendered template marker %r' % (nid, LEAK.search(text).group(0)))
        total_len += len(text)
        per_genre[meta['genre']] += 1
        per_country[meta['country']] += 1
        last_end = -1
        last_start = -1
        for sp in nt['spans']:
            if set(sp) != {'start', 'end', 'label', 'type', 'text'}:
                errs.append('%s: span fields %s' % (nid, sorted(sp)))
                continue
            s, e, lab, typ = sp['start'], sp['end'], sp['label'], sp['type']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append('%s: bad offsets %r' % (nid, sp))
                continue
            if text[s:e] != sp['text']:
                errs.append('%s: span text mismatch at %d: %r vs %r' % (nid, s, text[s:e], sp['text']))
            if s < last_start:
                errs.append('%s: spans not sorted at %d' % (nid, s))
            if s < last_end:
                errs.append('%s: overlapping spans at %d' % (nid, s))
            last_start, last_end = s, e
            if typ not in TYPES:
                errs.append('%s: unknown type %r' % (nid, typ))
            elif TYPES[typ] != lab:
                errs.append('%s: type %s paired with label %s' % (nid, typ, lab))
            if not edge_ok(sp['text']):
                errs.append('%s: span edge whitespace/punctuation %r (%s)' % (nid, sp['text'], typ))
            if not contact_ok(typ, sp['text']):
                errs.append('%s: non-fictional %s %r' % (nid, typ, sp['text']))
            per_label[lab] += 1
            per_type[typ] += 1
            nspans += 1
    n = len(notes)
    mean = total_len / n if n else 0
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        errs.append('only %d notes (need %d at mean length %.0f)' % (n, need_notes, mean))
    if nspans < MIN_SPANS:
        errs.append('only %d spans (need %d)' % (nspans, MIN_SPANS))
    for t in sorted(TYPES):
        if per_type[t] < MIN_TYPE:
            errs.append('type %s only %d times (need %d)' % (t, per_type[t], MIN_TYPE))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = nlower / n if n else 0
    if not 0.13 <= frac <= 0.21:
        errs.append('lower-case share %.3f is not about one in six' % frac)
    print('notes: %d   mean length: %.0f chars   spans: %d   lower-case notes: %d (%.1f%%)'
          % (n, mean, nspans, nlower, 100 * frac))
    print('per label: ' + ', '.join('%s %d' % (l, per_label[l]) for l in LABELS))
    print('per type:')
    for t in sorted(TYPES, key=lambda x: (LABELS.index(TYPES[x]), x)):
        print('  %-15s %-10s %5d' % (t, TYPES[t], per_type[t]))
    print('per genre:')
    for g in sorted(per_genre):
        print('  %-32s %4d' % (g, per_genre[g]))
    print('countries: ' + ', '.join('%s %d' % (c, per_country[c]) for c in sorted(per_country)))
    return errs


def rebuild(outdir, ref):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(ref, 'rb') as f:
        want = f.read()
    for seed in ('1', '2'):
        out = os.path.join(outdir, 'notes.hashseed%s.jsonl' % seed)
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        r = subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), '--out', out],
                           env=env, capture_output=True, text=True)
        if r.returncode != 0:
            errs.append('rebuild with PYTHONHASHSEED=%s failed: %s' % (seed, r.stderr.strip()[-500:]))
            continue
        with open(out, 'rb') as f:
            got = f.read()
        same = got == want
        print('rebuild PYTHONHASHSEED=%s -> %s: %s' % (seed, out, 'identical' if same else 'DIFFERENT'))
        if not same:
            errs.append('rebuild with PYTHONHASHSEED=%s differs from %s' % (seed, ref))
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--notes', default=os.path.join(ROOT, 'notes.jsonl'))
    ap.add_argument('--rebuild', metavar='DIR')
    a = ap.parse_args()
    errs = check(a.notes)
    if a.rebuild:
        errs += rebuild(a.rebuild, a.notes)
    for e in errs[:60]:
        print('ERROR: ' + e)
    if len(errs) > 60:
        print('... %d more errors' % (len(errs) - 60))
    print('FAIL (%d errors)' % len(errs) if errs else 'OK')
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main())
