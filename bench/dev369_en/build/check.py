"""Validate dev369_en/notes.jsonl.

Usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
With --rebuild, make.py is run twice (PYTHONHASHSEED=1 and 2) into DIR/hashseed1 and
DIR/hashseed2 and both outputs must be byte-identical to notes.jsonl.
"""
import collections
import ipaddress
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
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
FICT_DOMAINS = ('example.com', 'example.org', 'example.net')
TRAIL_OK = ('inc.', 'ltd.', 'co.', 'jr.')
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})')
URL_RE = re.compile(r'(?:https?://|www\.)([A-Za-z0-9.-]+)|\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|uk|au|nz|ie|ca|us|io|gov|edu))(?:/[^\s]*)?\b', re.I)
IP_RE = re.compile(r'\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b')


def fict_domain(host):
    host = host.lower().rstrip('.')
    return any(host == d or host.endswith('.' + d) for d in FICT_DOMAINS)


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(net) for net in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))


def check(path):
    errs = []
    recs = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                errs.append('line %d: bad JSON %s' % (ln, e))
    per_type = collections.Counter()
    per_label = collections.Counter()
    per_genre = collections.Counter()
    countries = collections.Counter()
    total_len = 0
    n_spans = 0
    n_lower = 0
    for i, r in enumerate(recs):
        rid = r.get('id')
        if sorted(r.keys()) != ['id', 'meta', 'spans', 'text']:
            errs.append('%s: fields %s' % (rid, sorted(r.keys())))
            continue
        if rid != 'dev369-%04d' % (i + 1):
            errs.append('%s: id out of sequence (expected dev369-%04d)' % (rid, i + 1))
        meta = r['meta']
        if sorted(meta.keys()) != ['country', 'genre', 'lowercase', 'source'] or meta['source'] != 'dev369-en' \
                or not isinstance(meta['lowercase'], bool) or not meta['genre'] or not meta['country']:
            errs.append('%s: bad meta %r' % (rid, meta))
            continue
        text = r['text']
        if not isinstance(text, str) or not text:
            errs.append('%s: empty text' % rid)
            continue
        total_len += len(text)
        per_genre[meta['genre']] += 1
        countries[meta['country']] += 1
        if meta['lowercase']:
            n_lower += 1
            if text != text.lower():
                errs.append('%s: lowercase note has upper case' % rid)
        prev_end = -1
        prev_start = -1
        for s in r['spans']:
            n_spans += 1
            if sorted(s.keys()) != ['end', 'label', 'start', 'text', 'type']:
                errs.append('%s: span fields %s' % (rid, sorted(s.keys())))
                continue
            a, b, lab, typ, st = s['start'], s['end'], s['label'], s['type'], s['text']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append('%s: bad offsets %r' % (rid, s))
                continue
            if text[a:b] != st:
                errs.append('%s: span text mismatch %r vs %r' % (rid, text[a:b], st))
            if a < prev_start:
                errs.append('%s: spans not sorted at %d' % (rid, a))
            if a < prev_end:
                errs.append('%s: overlap at %d %r' % (rid, a, st))
            prev_start, prev_end = a, b
            if typ not in TYPES:
                errs.append('%s: unknown type %s' % (rid, typ))
                continue
            if TYPES[typ] != lab:
                errs.append('%s: label %s does not match type %s' % (rid, lab, typ))
            per_type[typ] += 1
            per_label[lab] += 1
            first, last = st[0], st[-1]
            if first.isspace() or last.isspace():
                errs.append('%s: whitespace at span edge %r' % (rid, st))
            if not (first.isalnum() or first == '+' or (first == '(' and ')' in st)):
                errs.append('%s: span starts with punctuation %r' % (rid, st))
            if not (last.isalnum() or (last == ')' and '(' in st) or st.lower().endswith(TRAIL_OK)
                    or re.fullmatch(r'(?:[A-Za-z]\.)+', st)):
                errs.append('%s: span ends with punctuation %r' % (rid, st))
            if typ in ('PHONE', 'FAX') and '555' not in re.sub(r'\D', '', st):
                errs.append('%s: %s without 555 %r' % (rid, typ, st))
            if typ == 'EMAIL':
                m = re.fullmatch(r'[^@\s]+@([^@\s]+)', st)
                if not m or not fict_domain(m.group(1)):
                    errs.append('%s: non-fictional e-mail %r' % (rid, st))
            if typ == 'URL':
                host = re.sub(r'^https?://', '', st.lower()).split('/')[0]
                if not fict_domain(host):
                    errs.append('%s: non-fictional URL %r' % (rid, st))
            if typ == 'IPADDR' and not private_ip(st):
                errs.append('%s: public IP %r' % (rid, st))
            if typ == 'SSN':
                dg = re.sub(r'\D', '', st)
                if not (dg.startswith('9') or dg.startswith('000')):
                    errs.append('%s: SSN-like number not starting 9/000 %r' % (rid, st))
        # whole-text scan for contacts outside spans too
        for m in EMAIL_RE.finditer(text):
            if not fict_domain(m.group(1)):
                errs.append('%s: non-fictional e-mail in text %r' % (rid, m.group(0)))
        for m in URL_RE.finditer(text):
            host = m.group(1) or m.group(2)
            if host and '@' not in text[max(0, m.start() - 1):m.start() + 1] and not fict_domain(host):
                if not EMAIL_RE.search(text[max(0, m.start() - 40):m.end()]):
                    errs.append('%s: non-fictional web address in text %r' % (rid, m.group(0)))
        for m in IP_RE.finditer(text):
            if not private_ip(m.group(0)):
                errs.append('%s: public-looking IP in text %r' % (rid, m.group(0)))
    n = len(recs)
    mean = total_len / n if n else 0
    big_genres = [g for g in sorted(per_genre) if per_genre[g] >= 30]
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        errs.append('only %d notes (need %d)' % (n, need_notes))
    if n_spans < 8000:
        errs.append('only %d spans (need 8000)' % n_spans)
    for t in sorted(TYPES):
        if per_type[t] < 15:
            errs.append('type %s only %d times (need 15)' % (t, per_type[t]))
    if len(big_genres) < 10:
        errs.append('only %d genres with >= 30 notes' % len(big_genres))
    if n and not (0.13 <= n_lower / n <= 0.21):
        errs.append('lowercase share %.3f not about 1/6' % (n_lower / n))
    print('notes: %d' % n)
    print('mean length: %.1f chars' % mean)
    print('spans: %d' % n_spans)
    print('lowercase notes: %d (%.1f%%)' % (n_lower, 100.0 * n_lower / max(1, n)))
    print('per label:')
    for k in sorted(per_label):
        print('  %-12s %d' % (k, per_label[k]))
    print('per type:')
    for k in sorted(TYPES):
        print('  %-15s %d' % (k, per_type[k]))
    print('per genre:')
    for k in sorted(per_genre):
        print('  %-45s %d' % (k, per_genre[k]))
    print('countries:')
    for k in sorted(countries):
        print('  %-4s %d' % (k, countries[k]))
    return errs


def rebuild(target, path):
    errs = []
    with open(path, 'rb') as f:
        ref = f.read()
    for seed in ('1', '2'):
        out = os.path.join(target, 'hashseed' + seed)
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(os.path.join(out, 'notes.jsonl'), 'rb') as f:
            got = f.read()
        same = got == ref
        print('rebuild PYTHONHASHSEED=%s -> %s: %s' % (seed, out, 'byte-identical' if same else 'DIFFERENT'))
        if not same:
            errs.append('rebuild with PYTHONHASHSEED=%s differs' % seed)
    return errs


def main(argv):
    path = os.path.join(ROOT, 'notes.jsonl')
    if '--notes' in argv:
        path = argv[argv.index('--notes') + 1]
    errs = check(path)
    if '--rebuild' in argv:
        errs += rebuild(argv[argv.index('--rebuild') + 1], path)
    for e in errs[:60]:
        print('ERROR: ' + e)
    if len(errs) > 60:
        print('... %d more errors' % (len(errs) - 60))
    print('FAIL (%d problems)' % len(errs) if errs else 'OK: all checks passed')
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
