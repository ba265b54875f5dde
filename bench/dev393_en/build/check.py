#!/usr/bin/env python3
"""Validate dev393_en/notes.jsonl and check that the build is reproducible.

usage: python3 build/check.py [--rebuild [DIR]]

The set is always rebuilt twice (PYTHONHASHSEED=1 and =2) into DIR
(default /tmp/dev393_tmp; removed afterwards if this script created it) and both
rebuilds must be byte-identical to notes.jsonl. Prints counts per label, type,
genre and country, and ends with a line OK or FAIL.
"""
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
NOTES = os.path.join(SET, 'notes.jsonl')

LABEL_OF = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID',
    'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)   # "about one note in six"
MAX_MODULE = 30 * 1024
ALLOWED_DOMAINS = ('example.com', 'example.org', 'example.net')

EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}')
URL_RE = re.compile(r'(?:https?://|www\.)[^\s|,;)]+|\b[a-z0-9.-]+\.(?:com|org|net)/[^\s|,;)]*', re.I)
IP_RE = re.compile(r'(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])')
BAD_START = set(',.;:!?"\')]}') | {"'"}
BAD_END = set(',;:!?"\'([{')
END_DOT_OK = re.compile(r'(?:(?:^|[\s.])[A-Za-z]\.|\b(?:St|Rd|Ave|Dr|Jr|Sr|Co|Ltd|Inc)\.)$')

errors = []


def err(msg):
    if len(errors) < 60:
        print('ERROR: ' + msg)
    errors.append(msg)


def host_ok(host):
    host = host.lower().rstrip('.')
    return any(host == d or host.endswith('.' + d) for d in ALLOWED_DOMAINS)


def url_host(u):
    u = re.sub(r'^https?://', '', u, flags=re.I)
    return u.split('/', 1)[0].split('?', 1)[0].split(':', 1)[0]


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))


def check_contact(nid, sp):
    t, v = sp['type'], sp['text']
    if t in ('PHONE', 'FAX'):
        if '555' not in re.sub(r'\D', '', v):
            err('%s: %s without 555: %r' % (nid, t, v))
    elif t == 'EMAIL':
        if v.count('@') != 1 or not host_ok(v.split('@')[1]):
            err('%s: e-mail not on example domains: %r' % (nid, v))
    elif t == 'URL':
        if not host_ok(url_host(v)):
            err('%s: URL not on example domains: %r' % (nid, v))
    elif t == 'IPADDR':
        if not private_ip(v):
            err('%s: IP not private: %r' % (nid, v))
    elif t == 'SSN':
        dg = re.sub(r'\D', '', v)
        if not (dg.startswith('9') or dg.startswith('000')):
            err('%s: SSN-like value must start with 9 or 000: %r' % (nid, v))


def check_note(i, line, stats):
    try:
        n = json.loads(line)
    except ValueError as e:
        err('line %d: bad JSON (%s)' % (i + 1, e))
        return
    want_id = 'dev393-%04d' % (i + 1)
    if sorted(n) != ['id', 'meta', 'spans', 'text']:
        err('line %d: fields %r' % (i + 1, sorted(n)))
        return
    nid = n['id']
    if nid != want_id:
        err('line %d: id %r, expected %r' % (i + 1, nid, want_id))
    text = n['text']
    if not isinstance(text, str) or not text:
        err('%s: empty text' % nid)
        return
    meta = n['meta']
    if not isinstance(meta, dict) or sorted(meta) != ['country', 'genre', 'lowercase', 'source']:
        err('%s: meta fields %r' % (nid, meta))
        return
    if meta['source'] != 'dev393-en':
        err('%s: source %r' % (nid, meta['source']))
    if meta['lowercase'] is not (text == text.lower()):
        err('%s: meta.lowercase wrong' % nid)
    if not meta['genre'] or not meta['country']:
        err('%s: empty genre/country' % nid)
    stats['genre'][meta['genre']] += 1
    stats['country'][meta['country']] += 1
    stats['lower'] += 1 if meta['lowercase'] else 0
    stats['chars'] += len(text)
    prev_end = -1
    prev_start = -1
    covered = []
    for sp in n['spans']:
        if not isinstance(sp, dict) or sorted(sp) != ['end', 'label', 'start', 'text', 'type']:
            err('%s: span fields %r' % (nid, sp))
            continue
        s, e, lab, typ, st = sp['start'], sp['end'], sp['label'], sp['type'], sp['text']
        if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
            err('%s: bad offsets %r' % (nid, sp))
            continue
        if text[s:e] != st:
            err('%s: span text %r != text[%d:%d] %r' % (nid, st, s, e, text[s:e]))
        if typ not in LABEL_OF:
            err('%s: unknown type %r' % (nid, typ))
            continue
        if LABEL_OF[typ] != lab:
            err('%s: label %r does not go with type %r' % (nid, lab, typ))
        if s < prev_start:
            err('%s: spans not sorted at %d' % (nid, s))
        if s < prev_end:
            err('%s: overlapping spans at %d' % (nid, s))
        prev_start, prev_end = s, e
        if st != st.strip():
            err('%s: span with edge whitespace %r' % (nid, st))
        if st[0] in BAD_START or (st[0] == '(' and ')' not in st):
            err('%s: span starts with punctuation %r' % (nid, st))
        if st[-1] in BAD_END or (st[-1] == ')' and '(' not in st) or (st[-1] == '.' and not END_DOT_OK.search(st)):
            err('%s: span ends with punctuation %r' % (nid, st))
        if typ != 'AGE':
            if s > 0 and text[s - 1].isalnum():
                err('%s: span starts inside a word %r' % (nid, st))
            if e < len(text) and text[e].isalnum():
                err('%s: span ends inside a word %r' % (nid, st))
        check_contact(nid, sp)
        stats['label'][lab] += 1
        stats['type'][typ] += 1
        stats['spans'] += 1
        covered.append((s, e, typ))
    # every e-mail, URL and IP-like string in the text must be fictional and annotated
    for rx, want in ((EMAIL_RE, 'EMAIL'), (IP_RE, 'IPADDR')):
        for m in rx.finditer(text):
            inside = [c for c in covered if c[0] <= m.start() and m.end() <= c[1]]
            if not inside or inside[0][2] != want:
                err('%s: unannotated %s %r' % (nid, want, m.group(0)))
            if want == 'EMAIL' and not host_ok(m.group(0).split('@')[1]):
                err('%s: e-mail in text not on example domains %r' % (nid, m.group(0)))
            if want == 'IPADDR' and not private_ip(m.group(1)):
                err('%s: public IP in text %r' % (nid, m.group(1)))
    for m in URL_RE.finditer(text):
        if '@' in text[max(0, m.start() - 1):m.end()]:
            continue
        inside = [c for c in covered if c[0] <= m.start() and m.end() <= c[1] + 1]
        if not inside or inside[0][2] != 'URL':
            err('%s: unannotated URL %r' % (nid, m.group(0)))
        if not host_ok(url_host(m.group(0))):
            err('%s: URL host not fictional %r' % (nid, m.group(0)))


def rebuild(dirpath):
    created = not os.path.exists(dirpath)
    ok = True
    try:
        with open(NOTES, 'rb') as f:
            ref = f.read()
        for seed in ('1', '2'):
            out = os.path.join(dirpath, 'hashseed%s' % seed)
            env = dict(os.environ)
            env['PYTHONHASHSEED'] = seed
            env['PYTHONDONTWRITEBYTECODE'] = '1'
            p = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if p.returncode != 0:
                err('rebuild (PYTHONHASHSEED=%s) failed: %s' % (seed, p.stderr.decode('utf-8', 'replace')[-400:]))
                ok = False
                continue
            with open(os.path.join(out, 'notes.jsonl'), 'rb') as f:
                got = f.read()
            same = got == ref
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
            if not same:
                err('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
                ok = False
    finally:
        if created and os.path.exists(dirpath):
            shutil.rmtree(dirpath)
    return ok


def main(argv):
    rdir = '/tmp/dev393_tmp'
    if '--rebuild' in argv:
        k = argv.index('--rebuild')
        if k + 1 < len(argv) and not argv[k + 1].startswith('--'):
            rdir = argv[k + 1]
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith('.py'):
            size = os.path.getsize(os.path.join(HERE, fn))
            if size >= MAX_MODULE:
                err('module %s is %d bytes (limit 30 KB)' % (fn, size))
    stats = {'label': collections.Counter(), 'type': collections.Counter(), 'genre': collections.Counter(),
             'country': collections.Counter(), 'lower': 0, 'chars': 0, 'spans': 0}
    with open(NOTES, encoding='utf-8') as f:
        lines = f.read().split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    for i, line in enumerate(lines):
        check_note(i, line, stats)
    n = len(lines)
    mean = stats['chars'] / float(n) if n else 0.0
    print('notes: %d   spans: %d   mean length: %.0f chars   lower-case: %d (%.1f%%)' % (
        n, stats['spans'], mean, stats['lower'], 100.0 * stats['lower'] / max(n, 1)))
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err('only %d notes (need %d)' % (n, need))
    if stats['spans'] < MIN_SPANS:
        err('only %d spans (need %d)' % (stats['spans'], MIN_SPANS))
    share = stats['lower'] / float(max(n, 1))
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        err('lower-case share %.3f outside %r' % (share, LOWER_RANGE))
    print('\nper label:')
    for k in sorted(stats['label']):
        print('  %-12s %6d' % (k, stats['label'][k]))
    print('\nper type:')
    for k in sorted(LABEL_OF):
        c = stats['type'][k]
        print('  %-15s %6d%s' % (k, c, '' if c >= MIN_PER_TYPE else '   <-- below %d' % MIN_PER_TYPE))
        if c < MIN_PER_TYPE:
            err('type %s has %d spans (need %d)' % (k, c, MIN_PER_TYPE))
    print('\nper genre:')
    big = 0
    for k in sorted(stats['genre']):
        c = stats['genre'][k]
        big += c >= MIN_PER_GENRE
        print('  %-45s %4d' % (k, c))
    if big < MIN_GENRES:
        err('only %d genres with >= %d notes' % (big, MIN_PER_GENRE))
    print('\nper country:')
    for k in sorted(stats['country']):
        print('  %-4s %4d' % (k, stats['country'][k]))
    print('')
    rebuild(rdir)
    print('%d error(s)' % len(errors))
    print('OK' if not errors else 'FAIL')
    return 0 if not errors else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
