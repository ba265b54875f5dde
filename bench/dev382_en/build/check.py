#!/usr/bin/env python3
"""Validate dev382_en/notes.jsonl and check that it rebuilds byte-identically.

Usage: python3 build/check.py [--rebuild DIR] [--notes PATH]
  --rebuild DIR  where the two rebuilds (PYTHONHASHSEED=1 and =2) are written; default /tmp/dev382_tmp.
                 The folder is removed afterwards if this script created it.
Prints counts per label, per type, per genre (and per country) and ends with a line OK or FAIL.
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import collections  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)

TYPE_LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
COUNTRIES = {'GB', 'IE', 'US', 'CA', 'AU', 'NZ'}
EXAMPLE = re.compile(r'(^|\.)example\.(com|org|net)$')
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+\-]+@([A-Za-z0-9.\-]+[A-Za-z0-9])')
URL_RE = re.compile(r'(?:https?://|www\.)([A-Za-z0-9.\-]+[A-Za-z0-9])', re.I)
IP_RE = re.compile(r'(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])')
TRAIL_OK = ')'


class Fail:
    def __init__(self):
        self.msgs = []

    def __call__(self, msg):
        if len(self.msgs) < 60:
            print('ERROR:', msg)
        self.msgs.append(msg)


def url_host(u):
    u = u.lower()
    u = re.sub(r'^https?://', '', u)
    return re.split(r'[/?#:]', u, 1)[0]


def check_span_value(fail, nid, s):
    t, v = s['type'], s['text']
    if t in ('PHONE', 'FAX'):
        if '555' not in re.sub(r'\D', '', v):
            fail('%s: %s without 555: %r' % (nid, t, v))
    elif t == 'EMAIL':
        if '@' not in v or not EXAMPLE.search(v.rsplit('@', 1)[1].lower()):
            fail('%s: e-mail outside example domains: %r' % (nid, v))
    elif t == 'URL':
        if not EXAMPLE.search(url_host(v)):
            fail('%s: URL outside example domains: %r' % (nid, v))
    elif t == 'IPADDR':
        try:
            if not ipaddress.ip_address(v).is_private or not (v.startswith('10.') or v.startswith('192.168.') or
                                                             ipaddress.ip_address(v) in ipaddress.ip_network('172.16.0.0/12')):
                fail('%s: IP not in 10/8, 172.16/12, 192.168/16: %r' % (nid, v))
        except ValueError:
            fail('%s: bad IP %r' % (nid, v))
    elif t == 'SSN':
        d = re.sub(r'\D', '', v)
        if not (v.startswith('9') or v.startswith('000')) or not d:
            fail('%s: SSN-like number must start with 9 or 000: %r' % (nid, v))


def check_edges(fail, nid, text, s):
    v, a, b = s['text'], s['start'], s['end']
    if v != v.strip() or '\n' in v:
        fail('%s: whitespace at span edge or newline inside: %r' % (nid, v))
        return
    if not (v[0].isalnum() or v[0] in '(+'):
        fail('%s: span starts with punctuation: %r' % (nid, v))
    last = v[-1]
    if not last.isalnum():
        ok = (last == ')' and '(' in v) or (last == '.' and len(v) >= 2 and v[-2].isalpha() and
                                           (len(v) == 2 or not v[-3].isalpha()))
        if not ok:
            fail('%s: span ends with punctuation: %r' % (nid, v))
    if v[0] == '(' and ')' not in v:
        fail('%s: unbalanced bracket in span %r' % (nid, v))
    if a > 0 and text[a - 1].isalnum():
        fail('%s: span glued to preceding word: %r' % (nid, text[max(0, a - 8):b]))
    if b < len(text) and text[b].isalnum() and s['type'] != 'AGE':
        fail('%s: span glued to following word: %r' % (nid, text[a:b + 8]))


def validate(path, fail):
    counts = {'label': collections.Counter(), 'type': collections.Counter(), 'genre': collections.Counter(),
              'country': collections.Counter()}
    notes = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                o = json.loads(line)
            except ValueError as e:
                fail('line %d: bad JSON (%s)' % (ln, e))
                continue
            notes.append(o)
    nspans = 0
    lower = 0
    total_len = 0
    for i, o in enumerate(notes, 1):
        nid = o.get('id')
        if set(o) != {'id', 'text', 'spans', 'meta'}:
            fail('%s: fields %s' % (nid, sorted(o)))
            continue
        if nid != 'dev382-%04d' % i:
            fail('note %d: id %r out of sequence' % (i, nid))
        text, spans, meta = o['text'], o['spans'], o['meta']
        if not isinstance(text, str) or not text.strip():
            fail('%s: empty text' % nid)
            continue
        total_len += len(text)
        if not isinstance(meta, dict) or set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            fail('%s: meta fields %r' % (nid, meta))
            continue
        if meta['source'] != 'dev382-en':
            fail('%s: source %r' % (nid, meta['source']))
        if meta['country'] not in COUNTRIES:
            fail('%s: country %r' % (nid, meta['country']))
        if not isinstance(meta['genre'], str) or not meta['genre']:
            fail('%s: genre %r' % (nid, meta['genre']))
        is_lower = text == text.lower()
        if meta['lowercase'] is not is_lower:
            fail('%s: meta.lowercase=%r but text lower=%r' % (nid, meta['lowercase'], is_lower))
        lower += is_lower
        counts['genre'][meta['genre']] += 1
        counts['country'][meta['country']] += 1
        prev_end, prev_start = -1, -1
        for s in spans:
            if set(s) != {'start', 'end', 'label', 'type', 'text'}:
                fail('%s: span fields %s' % (nid, sorted(s)))
                continue
            a, b = s['start'], s['end']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                fail('%s: bad offsets %r' % (nid, s))
                continue
            if text[a:b] != s['text']:
                fail('%s: span text mismatch %r vs %r' % (nid, text[a:b], s['text']))
            if TYPE_LABEL.get(s['type']) != s['label']:
                fail('%s: label/type pair %s/%s' % (nid, s['label'], s['type']))
            if a < prev_start:
                fail('%s: spans not sorted at %d' % (nid, a))
            if a < prev_end:
                fail('%s: overlapping spans at %d' % (nid, a))
            prev_start, prev_end = a, b
            check_edges(fail, nid, text, s)
            check_span_value(fail, nid, s)
            counts['label'][s['label']] += 1
            counts['type'][s['type']] += 1
            nspans += 1
        # contacts anywhere in the text must be fictional too
        for m in EMAIL_RE.finditer(text):
            if not EXAMPLE.search(m.group(1).lower()):
                fail('%s: e-mail in text outside example domains: %r' % (nid, m.group(0)))
        for m in URL_RE.finditer(text):
            if not EXAMPLE.search(m.group(1).lower()):
                fail('%s: URL in text outside example domains: %r' % (nid, m.group(0)))
        for m in IP_RE.finditer(text):
            try:
                if not ipaddress.ip_address(m.group(1)).is_private:
                    fail('%s: public IP in text %r' % (nid, m.group(1)))
            except ValueError:
                pass
    return notes, nspans, lower, total_len, counts


def rebuild(dirpath, notes_path, fail):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    ref = open(notes_path, 'rb').read()
    outs = []
    try:
        for seed in ('1', '2'):
            out = os.path.join(dirpath, 'notes_hashseed%s.jsonl' % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            p = subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), '--out', out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if p.returncode != 0:
                fail('rebuild PYTHONHASHSEED=%s failed: %s' % (seed, p.stdout.decode()[-500:]))
                continue
            outs.append(out)
            same = open(out, 'rb').read() == ref
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
            if not same:
                fail('rebuild PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)
        else:
            for out in outs:
                if os.path.exists(out):
                    os.remove(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--rebuild', default='/tmp/dev382_tmp', metavar='DIR')
    ap.add_argument('--notes', default=os.path.join(SET_DIR, 'notes.jsonl'))
    a = ap.parse_args()
    fail = Fail()
    notes, nspans, lower, total_len, counts = validate(a.notes, fail)
    n = len(notes)
    mean = total_len / n if n else 0
    print('notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)' % (
        n, nspans, mean, lower, 100.0 * lower / max(n, 1)))
    for key in ('label', 'type', 'genre', 'country'):
        print('\nper %s:' % key)
        for k in sorted(counts[key]):
            print('  %-28s %6d' % (k, counts[key][k]))
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        fail('only %d notes (need %d)' % (n, need_notes))
    if nspans < 8000:
        fail('only %d spans (need 8000)' % nspans)
    for t in sorted(TYPE_LABEL):
        if counts['type'][t] < 15:
            fail('type %s has %d spans (need 15)' % (t, counts['type'][t]))
    big = [g for g in counts['genre'] if counts['genre'][g] >= 30]
    if len(big) < 10:
        fail('only %d genres with >= 30 notes' % len(big))
    share = lower / max(n, 1)
    if not (0.12 <= share <= 0.22):
        fail('lower-case share %.3f not about one in six' % share)
    print()
    rebuild(a.rebuild, a.notes, fail)
    print('\nOK' if not fail.msgs else '\nFAIL (%d problems)' % len(fail.msgs))
    return 0 if not fail.msgs else 1


if __name__ == '__main__':
    sys.exit(main())
