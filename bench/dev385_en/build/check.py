#!/usr/bin/env python3
"""Validate dev385_en/notes.jsonl and check that it rebuilds byte-identically.

Usage: python3 build/check.py [--rebuild DIR] [--notes PATH]
DIR defaults to /tmp/dev385_tmp; it is removed afterwards if this script created it.
Ends with a line OK or FAIL.
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

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

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
LABEL_ORDER = ['NAME', 'AGE', 'DATE', 'LOCATION', 'ID', 'CONTACT', 'PROFESSION']
COUNTRIES = ['United Kingdom', 'Ireland', 'Australia', 'New Zealand', 'Canada', 'United States']
EX_DOMAINS = ('example.com', 'example.org', 'example.net')
LEAD_BAD = set(',.;:!?"\'`)]}>-/')
TRAIL_BAD = set(',;:!?"\'`([{<-/')
INITIAL_END = re.compile(r'(^|[^A-Za-z\u00c0-\u024f])[A-Za-z]\.$')
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)')
URL_RE = re.compile(r'(?:https?://|www\.)([A-Za-z0-9.-]+)')
IP_RE = re.compile(r'(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])')

errors = []


def err(msg):
    if len(errors) < 60:
        print('ERROR: ' + msg)
    errors.append(msg)


def host_ok(host):
    host = host.lower().rstrip('.')
    return any(host == d or host.endswith('.' + d) for d in EX_DOMAINS)


def ip_private(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))


def cls(ch):
    if ch.isdigit():
        return 'd'
    if ch.isalpha():
        return 'a'
    return ''


def check_span(rid, text, sp, prev_end):
    keys = ['start', 'end', 'label', 'type', 'text']
    if list(sp.keys()) != keys:
        err('%s: span keys %r' % (rid, list(sp.keys())))
        return prev_end
    s, e = sp['start'], sp['end']
    if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
        err('%s: bad offsets %r' % (rid, sp))
        return prev_end
    if s < prev_end:
        err('%s: overlap or unsorted at %d' % (rid, s))
    val = text[s:e]
    if val != sp['text']:
        err('%s: span text mismatch %r vs %r' % (rid, val, sp['text']))
    if TYPES.get(sp['type']) != sp['label']:
        err('%s: label/type %s/%s' % (rid, sp['label'], sp['type']))
    if val != val.strip():
        err('%s: whitespace edge %r' % (rid, val))
    if val[0] in LEAD_BAD or (val[0] == '(' and ')' not in val):
        err('%s: leading punctuation %r' % (rid, val))
    if val[-1] in TRAIL_BAD or (val[-1] == ')' and '(' not in val):
        err('%s: trailing punctuation %r' % (rid, val))
    if val[-1] == '.' and not INITIAL_END.search(val):
        err('%s: trailing full stop %r' % (rid, val))
    if s > 0 and cls(text[s - 1]) and cls(text[s - 1]) == cls(val[0]):
        err('%s: span starts inside a token %r' % (rid, text[max(0, s - 5):e]))
    if e < len(text) and cls(text[e]) and cls(text[e]) == cls(val[-1]):
        err('%s: span ends inside a token %r' % (rid, text[s:e + 5]))
    t = sp['type']
    if t in ('PHONE', 'FAX') and '555' not in val:
        err('%s: non-fictional phone %r' % (rid, val))
    if t == 'EMAIL':
        m = EMAIL_RE.fullmatch(val)
        if not m or not host_ok(m.group(1)):
            err('%s: e-mail not on example domain %r' % (rid, val))
    if t == 'URL':
        host = re.sub(r'^https?://', '', val).split('/')[0]
        if not host_ok(host):
            err('%s: URL not on example domain %r' % (rid, val))
    if t == 'IPADDR' and not ip_private(val):
        err('%s: IP not private %r' % (rid, val))
    if t == 'SSN' and not (val.startswith('9') or val.startswith('000')):
        err('%s: SSN-like number must start with 9 or 000: %r' % (rid, val))
    return e


def validate(path):
    recs = []
    with open(path, encoding='utf-8') as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError:
                err('line %d: not JSON' % ln)
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_country = collections.Counter()
    nlower = 0
    total_chars = 0
    nspans = 0
    for i, r in enumerate(recs):
        rid = r.get('id', '?')
        if list(r.keys()) != ['id', 'text', 'spans', 'meta']:
            err('%s: record keys %r' % (rid, list(r.keys())))
            continue
        if rid != 'dev385-%04d' % (i + 1):
            err('%s: id out of sequence (expected dev385-%04d)' % (rid, i + 1))
        text = r['text']
        total_chars += len(text)
        m = r['meta']
        if set(m.keys()) != {'source', 'genre', 'lowercase', 'country'}:
            err('%s: meta keys %r' % (rid, sorted(m.keys())))
            continue
        if m['source'] != 'dev385-en':
            err('%s: source %r' % (rid, m['source']))
        if m['country'] not in COUNTRIES:
            err('%s: country %r' % (rid, m['country']))
        if m['lowercase'] is not (text == text.lower()):
            err('%s: lowercase flag %r disagrees with text' % (rid, m['lowercase']))
        nlower += bool(m['lowercase'])
        by_genre[m['genre']] += 1
        by_country[m['country']] += 1
        prev = 0
        for sp in r['spans']:
            prev = check_span(rid, text, sp, prev)
            by_type[sp['type']] += 1
            by_label[sp['label']] += 1
            nspans += 1
        for mm in EMAIL_RE.finditer(text):
            if not host_ok(mm.group(1)):
                err('%s: unannotated e-mail off example domains %r' % (rid, mm.group(0)))
        for mm in URL_RE.finditer(text):
            if not host_ok(mm.group(1).split('/')[0]):
                err('%s: URL off example domains %r' % (rid, mm.group(0)))
        for mm in IP_RE.finditer(text):
            if not ip_private(mm.group(1)):
                err('%s: public-looking IP %r' % (rid, mm.group(1)))
    n = len(recs)
    mean = total_chars / n if n else 0
    print('notes: %d   spans: %d   mean chars: %.0f   lower-case notes: %d (%.1f%%)' % (
        n, nspans, mean, nlower, 100.0 * nlower / max(n, 1)))
    print('\nper label:')
    for lab in LABEL_ORDER:
        print('  %-12s %6d' % (lab, by_label[lab]))
    print('\nper type:')
    for t in TYPES:
        print('  %-15s %6d' % (t, by_type[t]))
    print('\nper genre:')
    for g in sorted(by_genre):
        print('  %-32s %4d' % (g, by_genre[g]))
    print('\nper country:')
    for c in COUNTRIES:
        print('  %-16s %4d' % (c, by_country[c]))
    need = 600 if mean < 1200 else 330
    if n < need:
        err('only %d notes (need %d)' % (n, need))
    if nspans < 8000:
        err('only %d spans (need 8000)' % nspans)
    for t in TYPES:
        if by_type[t] < 15:
            err('type %s has %d spans (need 15)' % (t, by_type[t]))
    big = [g for g in sorted(by_genre) if by_genre[g] >= 30]
    if len(big) < 10:
        err('only %d genres with >=30 notes' % len(big))
    share = nlower / max(n, 1)
    if not 0.12 <= share <= 0.22:
        err('lower-case share %.3f is not about one in six' % share)
    return recs


def check_modules():
    for name in sorted(os.listdir(HERE)):
        if name.endswith('.py'):
            size = os.path.getsize(os.path.join(HERE, name))
            if size >= 30 * 1024:
                err('module %s is %d bytes (limit 30 KB)' % (name, size))


def rebuild(notes_path, outdir):
    created = not os.path.exists(outdir)
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, 'rb') as fh:
        ref = fh.read()
    written = []
    try:
        for seed in ('1', '2'):
            out = os.path.join(outdir, 'rebuild_hashseed%s.jsonl' % seed)
            written.append(out)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            res = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', out], env=env,
                                 capture_output=True, text=True)
            if res.returncode != 0:
                err('rebuild (PYTHONHASHSEED=%s) failed: %s' % (seed, res.stderr[-500:]))
                continue
            with open(out, 'rb') as fh:
                same = fh.read() == ref
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
            if not same:
                err('rebuild under PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    finally:
        if created:
            shutil.rmtree(outdir, ignore_errors=True)
        else:
            for out in written:
                if os.path.exists(out):
                    os.remove(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--rebuild', nargs='?', const='/tmp/dev385_tmp', default='/tmp/dev385_tmp', metavar='DIR')
    ap.add_argument('--notes', default=os.path.join(SETDIR, 'notes.jsonl'))
    args = ap.parse_args()
    validate(args.notes)
    check_modules()
    print()
    rebuild(args.notes, args.rebuild)
    print('\n%d error(s)' % len(errors))
    print('OK' if not errors else 'FAIL')
    return 0 if not errors else 1


if __name__ == '__main__':
    sys.exit(main())
