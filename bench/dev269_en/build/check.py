"""Validate bench/dev269_en/notes.jsonl.

Usage (from bench/dev269_en):
    python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR, under PYTHONHASHSEED=1 and
PYTHONHASHSEED=2, and requires both outputs to be byte-identical to notes.jsonl.
Exit status 0 when every check passes, 1 otherwise.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE_LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
COUNTRIES = {'US', 'UK', 'AU', 'CA', 'IE', 'NZ'}
ID_RE = re.compile(r'^dev269-\d{4}$')
SAFE_DOMAINS = ('example.com', 'example.org', 'example.net')
BAD_START = tuple(',;:"\'[{<')
BAD_END = tuple(',;:"\'([{<')

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_TYPES = 29
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)
        elif len(self.errors) == 200:
            self.errors.append('... more errors suppressed')


def safe_domain(host):
    host = host.lower().rstrip('.')
    return any(host == d or host.endswith('.' + d) for d in SAFE_DOMAINS)


def check_contact(ck, nid, sp):
    t, v = sp['type'], sp['text']
    if t in ('PHONE', 'FAX'):
        digits = re.sub(r'\D', '', v)
        if '555' not in digits:
            ck.err('%s: %s %r lacks 555' % (nid, t, v))
    elif t == 'EMAIL':
        if v.count('@') != 1 or not safe_domain(v.split('@')[1]):
            ck.err('%s: e-mail %r not on example.com/org/net' % (nid, v))
    elif t == 'URL':
        u = re.sub(r'^[a-z]+://', '', v.lower())
        host = re.split(r'[/:?#]', u, 1)[0]
        if not safe_domain(host):
            ck.err('%s: URL %r not on example.com/org/net' % (nid, v))
    elif t == 'IPADDR':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            ck.err('%s: bad IP %r' % (nid, v))
            return
        priv = (ip in ipaddress.ip_network('10.0.0.0/8') or ip in ipaddress.ip_network('192.168.0.0/16')
                or ip in ipaddress.ip_network('172.16.0.0/12'))
        if not priv:
            ck.err('%s: IP %r not private' % (nid, v))
    elif t == 'SSN':
        if not (v.startswith('9') or v.startswith('000')):
            ck.err('%s: SSN-like %r does not start with 9 or 000' % (nid, v))


def check_notes(path, ck):
    notes = []
    with open(path, 'rb') as f:
        raw = f.read()
    if not raw.endswith(b'\n'):
        ck.err('file does not end with a newline')
    for ln, line in enumerate(raw.decode('utf-8').split('\n')[:-1], 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            ck.err('line %d: invalid JSON (%s)' % (ln, e))
            continue
        notes.append(obj)
    seen_ids = []
    for i, n in enumerate(notes):
        if not isinstance(n, dict) or set(n) != {'id', 'text', 'spans', 'meta'}:
            ck.err('note %d: wrong fields %r' % (i + 1, sorted(n) if isinstance(n, dict) else n))
            continue
        nid = n['id']
        if not isinstance(nid, str) or not ID_RE.match(nid):
            ck.err('note %d: bad id %r' % (i + 1, nid))
        elif nid != 'dev269-%04d' % (i + 1):
            ck.err('note %d: id %s out of sequence' % (i + 1, nid))
        seen_ids.append(nid)
        text = n['text']
        if not isinstance(text, str) or not text:
            ck.err('%s: empty text' % nid)
            continue
        meta = n['meta']
        if not isinstance(meta, dict) or set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            ck.err('%s: bad meta %r' % (nid, meta))
            continue
        if meta['source'] != 'dev269-en':
            ck.err('%s: bad source' % nid)
        if not isinstance(meta['genre'], str) or not meta['genre']:
            ck.err('%s: bad genre' % nid)
        if meta['lowercase'] not in (True, False):
            ck.err('%s: lowercase not boolean' % nid)
        if meta['country'] not in COUNTRIES:
            ck.err('%s: bad country %r' % (nid, meta['country']))
        if meta['lowercase'] is True and text != text.lower():
            ck.err('%s: lowercase note has upper-case characters' % nid)
        prev_end = -1
        prev_start = -1
        for sp in n['spans']:
            if not isinstance(sp, dict) or set(sp) != {'start', 'end', 'label', 'type', 'text'}:
                ck.err('%s: bad span fields %r' % (nid, sp))
                continue
            s, e = sp['start'], sp['end']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                ck.err('%s: bad offsets %r' % (nid, sp))
                continue
            if text[s:e] != sp['text']:
                ck.err('%s: span text mismatch at %d: %r vs %r' % (nid, s, text[s:e], sp['text']))
            if s < prev_start:
                ck.err('%s: spans not sorted at %d' % (nid, s))
            if s < prev_end:
                ck.err('%s: overlapping spans at %d' % (nid, s))
            prev_start, prev_end = s, e
            t = sp['type']
            if t not in TYPE_LABEL:
                ck.err('%s: unknown type %r' % (nid, t))
            elif sp['label'] != TYPE_LABEL[t]:
                ck.err('%s: label %r does not match type %r' % (nid, sp['label'], t))
            v = sp['text']
            if v != v.strip():
                ck.err('%s: span %r starts/ends with whitespace' % (nid, v))
            if v.startswith(BAD_START) or v.endswith(BAD_END):
                ck.err('%s: span %r takes in surrounding punctuation' % (nid, v))
            if v.count('(') != v.count(')'):
                ck.err('%s: span %r has unbalanced brackets' % (nid, v))
            if v.endswith(')') and t not in ('PHONE', 'FAX') and '(' not in v:
                ck.err('%s: span %r ends with a bracket' % (nid, v))
            check_contact(ck, nid, sp)
    return notes


def check_sizes(notes, ck):
    n = len(notes)
    spans = [sp for x in notes for sp in x['spans']]
    mean_len = sum(len(x['text']) for x in notes) / max(n, 1)
    need = MIN_NOTES_SHORT if mean_len < 1200 else MIN_NOTES
    if n < need:
        ck.err('only %d notes (need %d; mean length %.0f)' % (n, need, mean_len))
    if len(spans) < MIN_SPANS:
        ck.err('only %d spans (need %d)' % (len(spans), MIN_SPANS))
    types = collections.Counter(sp['type'] for sp in spans)
    rich = sorted(t for t, c in types.items() if c >= MIN_PER_TYPE)
    if len(rich) < MIN_TYPES:
        ck.err('only %d fine types with >=%d spans: %s' % (len(rich), MIN_PER_TYPE, rich))
    genres = collections.Counter(x['meta']['genre'] for x in notes)
    big = sorted(g for g, c in genres.items() if c >= MIN_PER_GENRE)
    if len(big) < MIN_GENRES:
        ck.err('only %d genres with >=%d notes' % (len(big), MIN_PER_GENRE))
    low = sum(1 for x in notes if x['meta']['lowercase'] is True)
    share = low / max(n, 1)
    if not (0.12 <= share <= 0.22):
        ck.err('lower-case share %.3f is not about one in six' % share)
    return {'notes': n, 'spans': len(spans), 'mean_len': round(mean_len, 1), 'lowercase': low,
            'types': dict(sorted(types.items())), 'labels': dict(sorted(collections.Counter(sp['label'] for sp in spans).items())),
            'genres': dict(sorted(genres.items())),
            'countries': dict(sorted(collections.Counter(x['meta']['country'] for x in notes).items()))}


def rebuild(outdir, notes_path, ck):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, 'rb') as f:
        ref = f.read()
    for seed in ('1', '2'):
        dest = os.path.join(outdir, 'notes_hashseed%s.jsonl' % seed)
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        r = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), dest], cwd=ROOT, env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            ck.err('rebuild with PYTHONHASHSEED=%s failed: %s' % (seed, r.stderr.strip()[-500:]))
            continue
        with open(dest, 'rb') as f:
            got = f.read()
        if got != ref:
            ck.err('rebuild with PYTHONHASHSEED=%s differs from %s' % (seed, notes_path))
        else:
            print('rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)' % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--notes', default=os.path.join(ROOT, 'notes.jsonl'))
    ap.add_argument('--rebuild', metavar='DIR', help='rebuild twice into DIR and compare bytes')
    ap.add_argument('--quiet', action='store_true')
    a = ap.parse_args()
    ck = Checker()
    notes = check_notes(a.notes, ck)
    stats = check_sizes(notes, ck)
    if a.rebuild:
        rebuild(a.rebuild, a.notes, ck)
    if not a.quiet:
        print(json.dumps(stats, indent=1))
    if ck.errors:
        print('FAILED (%d problems)' % len(ck.errors))
        for e in ck.errors:
            print('  ' + e)
        sys.exit(1)
    print('OK: all checks passed')


if __name__ == '__main__':
    main()
