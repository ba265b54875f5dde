#!/usr/bin/env python3
"""Validate dev388_en/notes.jsonl and its rebuild.

usage: python3 build/check.py [--rebuild DIR] [--no-rebuild] [--notes PATH]

Checks fields, offsets, span text, order, overlaps, label/type pairs, span
edges, minimum counts, contact fictionality, module sizes, the README head
and byte-identical rebuilds under PYTHONHASHSEED=1 and 2.  Prints counts per
label, type and genre and ends with OK or FAIL.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# the guideline's categories and fine types
TYPES = {
    'NAME': ['PATIENT', 'DOCTOR', 'FAMILY', 'USERNAME'],
    'AGE': ['AGE'],
    'DATE': ['DATE'],
    'LOCATION': ['STREET', 'CITY', 'STATE', 'ZIP', 'COUNTRY', 'HOSPITAL', 'ORGANIZATION', 'LOCATION_OTHER'],
    'ID': ['MRN', 'SSN', 'HEALTHPLAN', 'ACCOUNT', 'LICENSE', 'DEVICE', 'VEHICLE', 'BIOID', 'IDNUM'],
    'CONTACT': ['PHONE', 'FAX', 'EMAIL', 'URL', 'IPADDR'],
    'PROFESSION': ['PROFESSION'],
}
LABEL_OF = {t: lab for lab in sorted(TYPES) for t in TYPES[lab]}
SOURCE = 'dev388-en'
COUNTRIES = {'UK', 'IE', 'AU', 'NZ', 'CA', 'US'}
README_L1 = '# dev388_en: independent English clinical PHI evaluation set'
README_L2 = '> **Status:** written for a decision; not yet scored. Never trained on.'
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)
MAX_MODULE = 30 * 1024
EXAMPLE_DOMAINS = ('example.com', 'example.org', 'example.net')
LEAD_BAD = set(' \t\n.,;:!?)]}>"\'-/')
TRAIL_BAD = set(' \t\n,;:!?([{<"\'-/')

EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}')
URL_RE = re.compile(r'(?:https?://|www\.)[^\s)>\]]+')
IP_RE = re.compile(r'(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])')


def example_host(host):
    host = host.lower().rstrip('.')
    return any(host == d or host.endswith('.' + d) for d in EXAMPLE_DOMAINS)


def contact_ok(typ, s):
    if typ in ('PHONE', 'FAX'):
        return '555' in re.sub(r'\D', '', s)
    if typ == 'EMAIL':
        return '@' in s and example_host(s.rsplit('@', 1)[1])
    if typ == 'URL':
        u = re.sub(r'^[a-z]+://', '', s.lower())
        return example_host(re.split(r'[/:?#]', u, 1)[0])
    if typ == 'IPADDR':
        try:
            a = ipaddress.ip_address(s)
        except ValueError:
            return False
        return any(a in ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))
    if typ == 'SSN':
        d = re.sub(r'\D', '', s)
        return d.startswith('9') or d.startswith('000')
    return True


def edge_problem(text, sp):
    s = sp['text']
    if s != s.strip():
        return 'whitespace at edge'
    if s[0] in LEAD_BAD:
        return 'leading punctuation'
    if s[0] in '([' and not any(ch in s for ch in ')]'):
        return 'unbalanced leading bracket'
    if s[-1] in TRAIL_BAD:
        return 'trailing punctuation'
    if s[-1] in ')]' and not any(ch in s for ch in '(['):
        return 'unbalanced trailing bracket'
    if s[-1] == '.' and not re.search(r'(^|[\s.])[^\W\d_]\.$', s):
        return 'trailing full stop'
    st, en = sp['start'], sp['end']
    if st > 0 and text[st - 1].isalnum() and s[0].isalnum():
        return 'span starts inside a word'
    if en < len(text) and text[en].isalnum() and s[-1].isalnum():
        if not (sp['type'] == 'AGE' and text[en].isalpha()):
            return 'span ends inside a word'
    return None


def check_notes(path, errors):
    notes = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errors.append('line %d: bad JSON (%s)' % (ln, e))
    for i, x in enumerate(notes):
        where = 'note %d' % (i + 1)
        if sorted(x) != ['id', 'meta', 'spans', 'text']:
            errors.append('%s: fields %s' % (where, sorted(x)))
            continue
        if x['id'] != 'dev388-%04d' % (i + 1):
            errors.append('%s: id %r' % (where, x['id']))
        text = x['text']
        if not isinstance(text, str) or not text:
            errors.append('%s: empty text' % where)
            continue
        m = x['meta']
        if not isinstance(m, dict) or sorted(m) != ['country', 'genre', 'lowercase', 'source']:
            errors.append('%s: meta fields' % where)
            continue
        if m['source'] != SOURCE or not isinstance(m['genre'], str) or not m['genre']:
            errors.append('%s: meta source/genre' % where)
        if m['country'] not in COUNTRIES:
            errors.append('%s: country %r' % (where, m['country']))
        if not isinstance(m['lowercase'], bool) or m['lowercase'] != (text == text.lower()):
            errors.append('%s: lowercase flag %r does not match the text' % (where, m['lowercase']))
        prev_end = -1
        prev_start = -1
        covered = []
        for sp in x['spans']:
            if not isinstance(sp, dict) or sorted(sp) != ['end', 'label', 'start', 'text', 'type']:
                errors.append('%s: span fields %r' % (where, sp))
                continue
            st, en = sp['start'], sp['end']
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errors.append('%s: bad offsets %r' % (where, sp))
                continue
            if text[st:en] != sp['text']:
                errors.append('%s: span text mismatch %r vs %r' % (where, sp['text'], text[st:en]))
            if sp['type'] not in LABEL_OF or LABEL_OF[sp['type']] != sp['label']:
                errors.append('%s: label/type %s/%s' % (where, sp['label'], sp['type']))
            if st < prev_start:
                errors.append('%s: spans not sorted at %d' % (where, st))
            if st < prev_end:
                errors.append('%s: overlap at %d' % (where, st))
            prev_start, prev_end = st, max(prev_end, en)
            p = edge_problem(text, sp)
            if p:
                errors.append('%s: %s: %r' % (where, p, sp['text']))
            if not contact_ok(sp['type'], sp['text']):
                errors.append('%s: contact/ID not fictional: %s %r' % (where, sp['type'], sp['text']))
            covered.append((st, en))
        for rx, what in ((EMAIL_RE, 'e-mail'), (URL_RE, 'URL'), (IP_RE, 'IP address')):
            for mm in rx.finditer(text):
                if not any(a <= mm.start() and mm.end() <= b + 1 for a, b in covered):
                    errors.append('%s: unannotated %s %r' % (where, what, mm.group(0)))
    return notes


def report(notes, errors):
    lab, typ, gen = collections.Counter(), collections.Counter(), collections.Counter()
    nspans, nchar, nlow = 0, 0, 0
    for x in notes:
        gen[x['meta']['genre']] += 1
        nchar += len(x['text'])
        nlow += x['meta']['lowercase'] is True
        for sp in x['spans']:
            lab[sp['label']] += 1
            typ[sp['type']] += 1
            nspans += 1
    n = len(notes)
    mean = nchar / n if n else 0
    print('notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)' % (
        n, nspans, mean, nlow, 100.0 * nlow / max(n, 1)))
    print('\nper label:')
    for k in sorted(TYPES):
        print('  %-12s %6d' % (k, lab[k]))
    print('\nper type:')
    for k in sorted(LABEL_OF):
        print('  %-15s %6d' % (k, typ[k]))
    print('\nper genre:')
    for k in sorted(gen):
        print('  %-46s %4d' % (k, gen[k]))
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        errors.append('only %d notes (need %d)' % (n, need))
    if nspans < MIN_SPANS:
        errors.append('only %d spans (need %d)' % (nspans, MIN_SPANS))
    for k in sorted(LABEL_OF):
        if typ[k] < MIN_TYPE:
            errors.append('type %s has %d spans (need %d)' % (k, typ[k], MIN_TYPE))
    big = [g for g in sorted(gen) if gen[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append('only %d genres with >=%d notes' % (len(big), MIN_PER_GENRE))
    share = nlow / max(n, 1)
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        errors.append('lower-case share %.3f outside %s' % (share, LOWER_RANGE))


def check_files(errors):
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith('.py'):
            sz = os.path.getsize(os.path.join(HERE, fn))
            if sz >= MAX_MODULE:
                errors.append('module %s is %d bytes (limit 30 KB)' % (fn, sz))
    rd = os.path.join(ROOT, 'README.md')
    if not os.path.exists(rd):
        errors.append('README.md missing')
        return
    with open(rd, encoding='utf-8') as f:
        lines = f.read().split('\n')
    if len(lines) < 2 or lines[0] != README_L1 or lines[1] != README_L2:
        errors.append('README.md head lines differ from the required text')


def rebuild(ddir, notes_path, errors):
    created = not os.path.exists(ddir)
    os.makedirs(ddir, exist_ok=True)
    with open(notes_path, 'rb') as f:
        want = f.read()
    try:
        for seed in ('1', '2'):
            out = os.path.join(ddir, 'notes_hashseed%s.jsonl' % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            res = subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), '--out', out], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
            if res.returncode != 0:
                errors.append('rebuild (PYTHONHASHSEED=%s) failed: %s' % (seed, res.stderr.strip()[-400:]))
                continue
            with open(out, 'rb') as f:
                got = f.read()
            same = got == want
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
            if not same:
                errors.append('rebuild under PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    finally:
        if created:
            shutil.rmtree(ddir, ignore_errors=True)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument('--rebuild', nargs='?', const='/tmp/dev388_tmp', default='/tmp/dev388_tmp', metavar='DIR')
    ap.add_argument('--no-rebuild', action='store_true')
    ap.add_argument('--notes', default=os.path.join(ROOT, 'notes.jsonl'))
    a = ap.parse_args(argv)
    errors = []
    notes = check_notes(a.notes, errors)
    report(notes, errors)
    check_files(errors)
    if not a.no_rebuild:
        rebuild(a.rebuild, a.notes, errors)
    if errors:
        print('\n%d problem(s):' % len(errors))
        for e in errors[:60]:
            print('  - ' + e)
        if len(errors) > 60:
            print('  ... %d more' % (len(errors) - 60))
        print('FAIL')
        return 1
    print('OK')
    return 0


if __name__ == '__main__':
    sys.exit(main())
