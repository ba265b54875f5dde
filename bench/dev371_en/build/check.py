#!/usr/bin/env python3
"""Validate dev371_en/notes.jsonl and (with --rebuild DIR) its reproducibility.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
Prints counts and a final line starting with OK or FAIL."""
import argparse
import hashlib
import ipaddress
import json
import os
import re
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

# labels and fine types exactly as docs/annotation_guideline.md defines them
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
LOWER_LO, LOWER_HI = 0.12, 0.22
EX_DOMAIN = re.compile(r'(^|\.)example\.(com|org|net)$')
INITIALS = re.compile(r'^([A-Za-z]\.\s?)+$')


def host_of(url):
    u = re.sub(r'^[a-z]+://', '', url)
    return u.split('/')[0].split(':')[0].lower()


def span_errors(sp, text, nid):
    errs = []
    for k in ('start', 'end', 'label', 'type', 'text'):
        if k not in sp:
            errs.append('%s: span missing %s' % (nid, k))
            return errs
    s, e, lab, typ, st = sp['start'], sp['end'], sp['label'], sp['type'], sp['text']
    if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
        return ['%s: bad offsets %r' % (nid, sp)]
    if text[s:e] != st:
        errs.append('%s: span text mismatch %r vs %r' % (nid, text[s:e], st))
    if typ not in LABEL_OF:
        errs.append('%s: unknown type %s' % (nid, typ))
    elif LABEL_OF[typ] != lab:
        errs.append('%s: type %s paired with label %s' % (nid, typ, lab))
    if st != st.strip():
        errs.append('%s: whitespace at span edge %r' % (nid, st))
    first, last = st[0], st[-1]
    if not first.isalnum() and not (typ in ('PHONE', 'FAX') and first in '(+'):
        errs.append('%s: span starts with punctuation %r' % (nid, st))
    if not last.isalnum() and not (last == '.' and typ in ('PATIENT', 'DOCTOR', 'FAMILY') and INITIALS.match(st)):
        errs.append('%s: span ends with punctuation %r' % (nid, st))
    # contact fictionality
    if typ in ('PHONE', 'FAX'):
        if '555' not in re.sub(r'\D', '', st):
            errs.append('%s: phone/fax without 555 %r' % (nid, st))
    elif typ == 'EMAIL':
        if '@' not in st or not EX_DOMAIN.search(st.split('@')[-1].lower()):
            errs.append('%s: e-mail not at example domain %r' % (nid, st))
    elif typ == 'URL':
        if not EX_DOMAIN.search(host_of(st)):
            errs.append('%s: URL not at example domain %r' % (nid, st))
    elif typ == 'IPADDR':
        try:
            ip = ipaddress.ip_address(st)
            ok = ip.version == 4 and (ip in ipaddress.ip_network('10.0.0.0/8') or ip in ipaddress.ip_network('172.16.0.0/12')
                                      or ip in ipaddress.ip_network('192.168.0.0/16'))
        except ValueError:
            ok = False
        if not ok:
            errs.append('%s: IP not private %r' % (nid, st))
    elif typ == 'SSN':
        if not (st.startswith('9') or st.startswith('000')):
            errs.append('%s: SSN-like number not starting with 9 or 000 %r' % (nid, st))
    return errs


def check(path):
    errs = []
    notes = []
    with open(path, encoding='utf-8') as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError:
                errs.append('line %d: not JSON' % ln)
    types, labels, genres, countries = Counter(), Counter(), Counter(), Counter()
    nspans, total_len, nlower = 0, 0, 0
    for i, rec in enumerate(notes, 1):
        want = 'dev371-%04d' % i
        if sorted(rec) != ['id', 'meta', 'spans', 'text']:
            errs.append('%s: fields %s' % (rec.get('id'), sorted(rec)))
            continue
        nid, text, spans, meta = rec['id'], rec['text'], rec['spans'], rec['meta']
        if nid != want:
            errs.append('id %s, expected %s' % (nid, want))
        if not isinstance(text, str) or not text.strip():
            errs.append('%s: empty text' % nid)
            continue
        if sorted(meta) != ['country', 'genre', 'lowercase', 'source']:
            errs.append('%s: meta fields %s' % (nid, sorted(meta)))
        if meta.get('source') != 'dev371-en':
            errs.append('%s: source %r' % (nid, meta.get('source')))
        if not isinstance(meta.get('lowercase'), bool):
            errs.append('%s: lowercase flag not boolean' % nid)
        if meta.get('lowercase'):
            nlower += 1
            if text != text.lower():
                errs.append('%s: lowercase note has upper case' % nid)
        elif text == text.lower():
            errs.append('%s: note is all lower case but flagged false' % nid)
        total_len += len(text)
        genres[meta.get('genre')] += 1
        countries[meta.get('country')] += 1
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if sorted(sp) != ['end', 'label', 'start', 'text', 'type']:
                errs.append('%s: span fields %s' % (nid, sorted(sp)))
            e = span_errors(sp, text, nid)
            errs += e
            if e and 'start' not in sp:
                continue
            if sp['start'] < prev_start:
                errs.append('%s: spans not sorted at %d' % (nid, sp['start']))
            if sp['start'] < prev_end:
                errs.append('%s: overlapping spans at %d' % (nid, sp['start']))
            prev_start, prev_end = sp['start'], max(prev_end, sp['end'])
            types[sp.get('type')] += 1
            labels[sp.get('label')] += 1
            nspans += 1
    n = len(notes)
    mean = total_len / n if n else 0
    print('notes: %d' % n)
    print('mean length: %.1f chars' % mean)
    print('spans: %d' % nspans)
    print('lowercase notes: %d (%.1f%%)' % (nlower, 100.0 * nlower / max(n, 1)))
    print('per label:')
    for k in sorted(labels):
        print('  %-12s %6d' % (k, labels[k]))
    print('per type:')
    for k in sorted(LABEL_OF):
        print('  %-15s %6d' % (k, types[k]))
    print('per genre:')
    for k in sorted(genres):
        print('  %-32s %4d' % (k, genres[k]))
    print('countries:')
    for k in sorted(countries):
        print('  %-4s %4d' % (k, countries[k]))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append('only %d notes (need %d)' % (n, need))
    if nspans < MIN_SPANS:
        errs.append('only %d spans (need %d)' % (nspans, MIN_SPANS))
    for k in sorted(LABEL_OF):
        if types[k] < MIN_PER_TYPE:
            errs.append('type %s only %d times' % (k, types[k]))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = nlower / max(n, 1)
    if not (LOWER_LO <= frac <= LOWER_HI):
        errs.append('lowercase fraction %.3f outside [%.2f, %.2f]' % (frac, LOWER_LO, LOWER_HI))
    return errs


def rebuild(outdir, ref):
    errs = []
    want = open(ref, 'rb').read()
    for seed in ('1', '2'):
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        r = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', outdir], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
        if r.returncode != 0:
            errs.append('rebuild with PYTHONHASHSEED=%s failed: %s' % (seed, r.stderr.strip()[-500:]))
            continue
        got = open(os.path.join(outdir, 'notes.jsonl'), 'rb').read()
        same = got == want
        print('rebuild PYTHONHASHSEED=%s: md5 %s %s' % (seed, hashlib.md5(got).hexdigest(),
                                                       'identical' if same else 'DIFFERENT'))
        if not same:
            errs.append('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--notes', default=os.path.join(SETDIR, 'notes.jsonl'))
    ap.add_argument('--rebuild', metavar='DIR')
    args = ap.parse_args()
    errs = check(args.notes)
    if args.rebuild:
        if os.path.abspath(args.rebuild) == os.path.abspath(os.path.dirname(args.notes)):
            errs.append('--rebuild DIR must differ from the folder holding notes.jsonl')
        else:
            errs += rebuild(args.rebuild, args.notes)
    for e in errs[:60]:
        print('ERROR ' + e)
    if len(errs) > 60:
        print('... %d more errors' % (len(errs) - 60))
    if errs:
        print('FAIL: %d problem(s)' % len(errs))
        sys.exit(1)
    print('OK: all checks passed%s' % (' (rebuilds byte-identical)' if args.rebuild else ''))


if __name__ == '__main__':
    main()
