"""Validate dev380_en/notes.jsonl and check that it rebuilds byte-identically.

usage: python3 build/check.py [--rebuild [DIR]]

The rebuild always runs: make.py is run twice, under PYTHONHASHSEED=1 and PYTHONHASHSEED=2, into
DIR/seed1 and DIR/seed2 (DIR defaults to /tmp/dev380_tmp and is removed afterwards if this script
created it); both outputs must equal notes.jsonl byte for byte. Ends with a line OK or FAIL.
"""
import sys

sys.dont_write_bytecode = True

import argparse
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)
NOTES = os.path.join(SET_DIR, 'notes.jsonl')
README = os.path.join(SET_DIR, 'README.md')
DEFAULT_TMP = '/tmp/dev380_tmp'

TYPES = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
COUNTRIES = {'UK', 'US', 'AU', 'CA', 'NZ', 'IE'}
FICT_DOMAINS = ('example.com', 'example.org', 'example.net')
PRIVATE_NETS = [ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16')]
INITIALS_END = re.compile(r'(^|[\s.])[A-Za-z]\.$')
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
MAX_MODULE = 30 * 1024

errors = []


def err(msg):
    if len(errors) < 60:
        print('ERROR: ' + msg)
    errors.append(msg)


def fict_host(host):
    host = (host or '').lower().rstrip('.')
    return any(host == d or host.endswith('.' + d) for d in FICT_DOMAINS)


def check_contact(nid, sp):
    t, v = sp['type'], sp['text']
    if t in ('PHONE', 'FAX') and '555' not in v:
        err('%s: %s without 555: %r' % (nid, t, v))
    elif t == 'EMAIL':
        if v.count('@') != 1 or not fict_host(v.split('@')[1]):
            err('%s: non-fictional e-mail %r' % (nid, v))
    elif t == 'URL':
        u = v if '://' in v else 'http://' + v
        if not fict_host(urllib.parse.urlsplit(u).hostname):
            err('%s: non-fictional URL %r' % (nid, v))
    elif t == 'IPADDR':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err('%s: bad IP %r' % (nid, v))
            return
        if not any(ip in net for net in PRIVATE_NETS):
            err('%s: public IP %r' % (nid, v))
    elif t == 'SSN':
        d = ''.join(ch for ch in v if ch.isdigit())
        if not (d.startswith('9') or d.startswith('000')):
            err('%s: SSN-like value not starting with 9 or 000: %r' % (nid, v))


def check_edges(nid, text, sp):
    s, e, v, t = sp['start'], sp['end'], sp['text'], sp['type']
    if v != v.strip():
        err('%s: span with surrounding whitespace %r' % (nid, v))
    if v[0] in '.,;:!?"\'' or (v[0] == '(' and ')' not in v) or v[0] in '[{':
        err('%s: span starts with punctuation %r' % (nid, v))
    last = v[-1]
    if last in ',;:!?"\'' or (last == ')' and '(' not in v) or last in ']}':
        err('%s: span ends with punctuation %r' % (nid, v))
    if last == '.' and not INITIALS_END.search(v):
        err('%s: span ends with a full stop %r' % (nid, v))
    if s > 0 and text[s - 1].isalnum():
        err('%s: span starts inside a word %r' % (nid, v))
    if e < len(text) and text[e].isalnum() and t != 'AGE':
        err('%s: span ends inside a word %r' % (nid, v))


def validate(path):
    stats = {'label': collections.Counter(), 'type': collections.Counter(), 'genre': collections.Counter(),
             'country': collections.Counter(), 'lower': 0, 'chars': 0, 'spans': 0, 'notes': 0}
    with open(path, encoding='utf-8') as fh:
        lines = fh.read().split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    for i, line in enumerate(lines):
        nid_expected = 'dev380-%04d' % (i + 1)
        try:
            rec = json.loads(line)
        except ValueError:
            err('line %d: not JSON' % (i + 1))
            continue
        if not isinstance(rec, dict) or set(rec) != {'id', 'text', 'spans', 'meta'}:
            err('line %d: fields must be id, text, spans, meta' % (i + 1))
            continue
        nid, text, spans, meta = rec['id'], rec['text'], rec['spans'], rec['meta']
        if nid != nid_expected:
            err('line %d: id %r, expected %r' % (i + 1, nid, nid_expected))
        if not isinstance(text, str) or not text:
            err('%s: empty text' % nid)
            continue
        if not isinstance(meta, dict) or set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            err('%s: meta must have source, genre, lowercase, country' % nid)
            continue
        if meta['source'] != 'dev380-en':
            err('%s: bad source' % nid)
        if meta['country'] not in COUNTRIES:
            err('%s: bad country %r' % (nid, meta['country']))
        if not isinstance(meta['genre'], str) or not meta['genre']:
            err('%s: bad genre' % nid)
        is_lower = text == text.lower()
        if meta['lowercase'] is not is_lower:
            err('%s: lowercase flag %r but text lower-case is %r' % (nid, meta['lowercase'], is_lower))
        stats['notes'] += 1
        stats['chars'] += len(text)
        stats['lower'] += is_lower
        stats['genre'][meta['genre']] += 1
        stats['country'][meta['country']] += 1
        if not isinstance(spans, list):
            err('%s: spans not a list' % nid)
            continue
        prev_end, prev_start = 0, -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {'start', 'end', 'label', 'type', 'text'}:
                err('%s: span fields must be start, end, label, type, text' % nid)
                continue
            s, e = sp['start'], sp['end']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err('%s: bad offsets %r' % (nid, sp))
                continue
            if text[s:e] != sp['text']:
                err('%s: span text %r != note text %r' % (nid, sp['text'], text[s:e]))
            if sp['type'] not in TYPES:
                err('%s: unknown type %r' % (nid, sp['type']))
            elif TYPES[sp['type']] != sp['label']:
                err('%s: label %r does not match type %r' % (nid, sp['label'], sp['type']))
            if s < prev_start:
                err('%s: spans not sorted by start' % nid)
            if s < prev_end:
                err('%s: overlapping spans at %d' % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            check_edges(nid, text, sp)
            check_contact(nid, sp)
            stats['label'][sp['label']] += 1
            stats['type'][sp['type']] += 1
            stats['spans'] += 1
    return stats


def check_minimums(st):
    n = st['notes']
    mean = st['chars'] / n if n else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err('only %d notes (need %d at mean length %.0f)' % (n, need, mean))
    if st['spans'] < MIN_SPANS:
        err('only %d spans (need %d)' % (st['spans'], MIN_SPANS))
    for t in sorted(TYPES):
        if st['type'][t] < MIN_PER_TYPE:
            err('type %s has %d spans (need %d)' % (t, st['type'][t], MIN_PER_TYPE))
    big = [g for g in sorted(st['genre']) if st['genre'][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    share = st['lower'] / n if n else 0
    if not 0.13 <= share <= 0.21:
        err('lower-case share %.3f is not about one in six' % share)


def check_modules():
    for name in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, name)
        if name.endswith('.py') and os.path.getsize(p) >= MAX_MODULE:
            err('module %s is %d bytes (limit 30 KB)' % (name, os.path.getsize(p)))


def check_readme():
    if not os.path.exists(README):
        err('README.md missing')
        return
    with open(README, encoding='utf-8') as fh:
        lines = fh.read().split('\n')
    if len(lines) < 2 or lines[0] != '# dev380_en: independent English clinical PHI evaluation set' or \
            lines[1] != '> **Status:** written for a decision; not yet scored. Never trained on.':
        err('README.md first two lines are not as required')


def rebuild(tmp):
    created = not os.path.exists(tmp)
    with open(NOTES, 'rb') as fh:
        ref = fh.read()
    try:
        for seed in ('1', '2'):
            out = os.path.join(tmp, 'seed' + seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            r = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
            if r.returncode != 0:
                err('rebuild with PYTHONHASHSEED=%s failed: %s' % (seed, r.stderr[-500:]))
                continue
            with open(os.path.join(out, 'notes.jsonl'), 'rb') as fh:
                got = fh.read()
            if got != ref:
                err('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
            else:
                print('rebuild PYTHONHASHSEED=%s: identical (%d bytes)' % (seed, len(got)))
    finally:
        if created and os.path.exists(tmp):
            shutil.rmtree(tmp)


def table(title, counter):
    print('\n%s' % title)
    for k in sorted(counter):
        print('  %-40s %6d' % (k, counter[k]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--rebuild', nargs='?', const=DEFAULT_TMP, default=DEFAULT_TMP, metavar='DIR')
    args = ap.parse_args()
    if not os.path.exists(NOTES):
        err('notes.jsonl missing')
        print('FAIL')
        return 1
    st = validate(NOTES)
    check_minimums(st)
    check_modules()
    check_readme()
    n = st['notes']
    print('notes %d, spans %d, mean length %.0f chars, lower-case %d (%.1f%%)' % (
        n, st['spans'], st['chars'] / max(n, 1), st['lower'], 100.0 * st['lower'] / max(n, 1)))
    table('spans per label', st['label'])
    table('spans per type', st['type'])
    table('notes per genre', st['genre'])
    table('notes per country', st['country'])
    print()
    rebuild(args.rebuild)
    print('OK' if not errors else 'FAIL')
    return 0 if not errors else 1


if __name__ == '__main__':
    sys.exit(main())
