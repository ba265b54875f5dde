#!/usr/bin/env python3
"""Validate dev387_en/notes.jsonl and check that it rebuilds byte-identically.

Usage: python3 build/check.py [--rebuild [DIR]]
The rebuild always runs (twice, PYTHONHASHSEED=1 and 2) into DIR (default /tmp/dev387_tmp);
DIR is removed afterwards if this script created it.  Ends with a line OK or FAIL.
"""
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)
NOTES = os.path.join(SETDIR, 'notes.jsonl')
README = os.path.join(SETDIR, 'README.md')
PREFIX = 'dev387'

LABEL_OF = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
COUNTRIES = {'UK', 'IE', 'AU', 'NZ', 'CA', 'US'}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
MAX_MODULE = 30 * 1024

EMAIL_OK = re.compile(r'^[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)*example\.(com|org|net)$', re.I)
HOST_OK = re.compile(r'^([A-Za-z0-9-]+\.)*example\.(com|org|net)$', re.I)
EMAIL_ANY = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+')
URL_ANY = re.compile(r'(?:https?://|www\.)[^\s,;)]+', re.I)
IP_ANY = re.compile(r'(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])')
PRIVATE = [ipaddress.ip_network('10.0.0.0/8'), ipaddress.ip_network('172.16.0.0/12'),
           ipaddress.ip_network('192.168.0.0/16')]
INITIAL_END = re.compile(r'(?:^|[\s.])[^\W\d_]\.$')

errors = []


def err(msg):
    if len(errors) < 200:
        errors.append(msg)
    else:
        errors.append('...')


def covered(spans, s, e, typ):
    for sp in spans:
        if sp['type'] == typ and sp['start'] <= s and e <= sp['end']:
            return True
    return False


def check_contact(nid, sp):
    typ, t = sp['type'], sp['text']
    if typ in ('PHONE', 'FAX') and '555' not in t:
        err('%s: %s without 555: %r' % (nid, typ, t))
    if typ == 'EMAIL' and not EMAIL_OK.match(t):
        err('%s: non-fictional e-mail %r' % (nid, t))
    if typ == 'URL':
        host = re.sub(r'^https?://', '', t, flags=re.I).split('/')[0].split('?')[0].split(':')[0]
        if not HOST_OK.match(host):
            err('%s: non-fictional URL %r' % (nid, t))
    if typ == 'IPADDR':
        try:
            ip = ipaddress.ip_address(t)
            if not any(ip in net for net in PRIVATE):
                err('%s: public IP %r' % (nid, t))
        except ValueError:
            err('%s: bad IP %r' % (nid, t))
    if typ == 'SSN' and not (t.startswith('9') or t.startswith('000')):
        err('%s: SSN-like number not starting with 9/000: %r' % (nid, t))


def check_edges(nid, text, sp):
    t, typ, s, e = sp['text'], sp['type'], sp['start'], sp['end']
    if t != t.strip() or '\n' in t:
        err('%s: whitespace at span edge/inside %r' % (nid, t))
        return
    first, last = t[0], t[-1]
    if not (first.isalnum() or (first in '(+' and typ in ('PHONE', 'FAX'))):
        err('%s: bad first char %r (%s)' % (nid, t, typ))
    ok_last = last.isalnum() or (last == ')' and '(' in t) or (last == '.' and INITIAL_END.search(t))
    if not ok_last:
        err('%s: bad last char %r (%s)' % (nid, t, typ))
    if s > 0 and text[s - 1].isalnum():
        err('%s: span starts inside a word %r' % (nid, text[max(0, s - 5):e]))
    if e < len(text) and text[e].isalnum() and typ != 'AGE':
        err('%s: span ends inside a word %r' % (nid, text[s:e + 5]))


def validate(path):
    notes = []
    with open(path, encoding='utf-8') as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as ex:
                err('line %d: bad JSON (%s)' % (ln, ex))
    for i, n in enumerate(notes, 1):
        nid = '%s-%04d' % (PREFIX, i)
        if set(n) != {'id', 'text', 'spans', 'meta'}:
            err('%s: fields %s' % (nid, sorted(n)))
            continue
        if n['id'] != nid:
            err('%s: id %r' % (nid, n['id']))
        text = n['text']
        if not isinstance(text, str) or not text:
            err('%s: empty text' % nid)
            continue
        meta = n['meta']
        if set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            err('%s: meta fields %s' % (nid, sorted(meta)))
        else:
            if meta['source'] != 'dev387-en':
                err('%s: source %r' % (nid, meta['source']))
            if meta['lowercase'] is not (text == text.lower()):
                err('%s: lowercase flag wrong' % nid)
            if meta['country'] not in COUNTRIES:
                err('%s: country %r' % (nid, meta['country']))
            if not isinstance(meta['genre'], str) or not meta['genre']:
                err('%s: genre' % nid)
        prev_end, prev_start = 0, -1
        for sp in n['spans']:
            if set(sp) != {'start', 'end', 'label', 'type', 'text'}:
                err('%s: span fields %s' % (nid, sorted(sp)))
                continue
            s, e = sp['start'], sp['end']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err('%s: bad offsets %r' % (nid, sp))
                continue
            if text[s:e] != sp['text']:
                err('%s: span text mismatch %r vs %r' % (nid, text[s:e], sp['text']))
            if sp['type'] not in LABEL_OF or LABEL_OF[sp['type']] != sp['label']:
                err('%s: label/type %s/%s' % (nid, sp['label'], sp['type']))
            if s < prev_start:
                err('%s: spans not sorted at %d' % (nid, s))
            if s < prev_end:
                err('%s: overlapping span at %d' % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            check_edges(nid, text, sp)
            check_contact(nid, sp)
        for rx, typ in ((EMAIL_ANY, 'EMAIL'), (URL_ANY, 'URL'), (IP_ANY, 'IPADDR')):
            for m in rx.finditer(text):
                mt = m.group(0).rstrip('.')
                if not covered(n['spans'], m.start(), m.start() + len(mt), typ):
                    err('%s: unannotated %s-like text %r' % (nid, typ, mt))
    return notes


def stats(notes):
    lab, typ, gen, cty = Counter(), Counter(), Counter(), Counter()
    nspans, chars, low = 0, 0, 0
    for n in notes:
        chars += len(n['text'])
        low += 1 if n['meta'].get('lowercase') else 0
        gen[n['meta'].get('genre')] += 1
        cty[n['meta'].get('country')] += 1
        for sp in n['spans']:
            nspans += 1
            lab[sp.get('label')] += 1
            typ[sp.get('type')] += 1
    return lab, typ, gen, cty, nspans, chars, low


def rebuild(target):
    created = not os.path.exists(target)
    os.makedirs(target, exist_ok=True)
    with open(NOTES, 'rb') as fh:
        want = fh.read()
    ok = True
    written = []
    try:
        for seed in ('1', '2'):
            out = os.path.join(target, 'rebuild_seed%s.jsonl' % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), '--out', out], env=env, check=True,
                           stdout=subprocess.DEVNULL)
            written.append(out)
            with open(out, 'rb') as fh:
                got = fh.read()
            same = got == want
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
            ok = ok and same
    finally:
        if created:
            shutil.rmtree(target, ignore_errors=True)
        else:
            for w in written:
                if os.path.exists(w):
                    os.remove(w)
    if not ok:
        err('rebuild not byte-identical')


def main(argv):
    target = '/tmp/dev387_tmp'
    if '--rebuild' in argv:
        i = argv.index('--rebuild')
        if i + 1 < len(argv) and not argv[i + 1].startswith('--'):
            target = argv[i + 1]
    notes = validate(NOTES)
    lab, typ, gen, cty, nspans, chars, low = stats(notes)
    nn = len(notes)
    mean = chars / nn if nn else 0
    print('notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)' % (
        nn, nspans, mean, low, 100.0 * low / max(nn, 1)))
    print('\nper label:')
    for k in sorted(lab):
        print('  %-12s %6d' % (k, lab[k]))
    print('\nper type:')
    for k in sorted(LABEL_OF):
        print('  %-15s %6d' % (k, typ[k]))
    print('\nper genre:')
    for k in sorted(gen):
        print('  %-25s %4d' % (k, gen[k]))
    print('\nper country:')
    for k in sorted(cty):
        print('  %-4s %4d' % (k, cty[k]))
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if nn < need:
        err('only %d notes (need %d)' % (nn, need))
    if nspans < MIN_SPANS:
        err('only %d spans' % nspans)
    for k in sorted(LABEL_OF):
        if typ[k] < MIN_TYPE:
            err('type %s has %d spans (<%d)' % (k, typ[k], MIN_TYPE))
    big = [g for g in sorted(gen) if gen[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err('only %d genres with >=%d notes' % (len(big), MIN_PER_GENRE))
    share = low / max(nn, 1)
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        err('lower-case share %.3f outside %s' % (share, LOWER_RANGE))
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith('.py') and os.path.getsize(os.path.join(HERE, fn)) >= MAX_MODULE:
            err('module %s is %d bytes (>= 30 KB)' % (fn, os.path.getsize(os.path.join(HERE, fn))))
    if os.path.exists(README):
        with open(README, encoding='utf-8') as fh:
            lines = fh.read().split('\n')
        if lines[0] != '# dev387_en: independent English clinical PHI evaluation set':
            err('README line 1')
        if len(lines) < 2 or lines[1] != '> **Status:** written for a decision; not yet scored. Never trained on.':
            err('README line 2')
    else:
        err('README.md missing')
    print()
    rebuild(target)
    if errors:
        print('\nproblems:')
        for e in errors:
            print('  ' + e)
        print('FAIL')
        return 1
    print('OK')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
