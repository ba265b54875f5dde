#!/usr/bin/env python3
"""Validate bench/dev237_en/notes.jsonl (author 237). Standard library only.

Usage: python3 build/check.py [notes.jsonl] [--no-rebuild]
Exits non-zero on the first class of failure found; prints summary statistics otherwise.
"""
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE_LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 40:
        print('ERROR:', msg)


def check_span_shape(nid, s, text):
    keys = ['start', 'end', 'label', 'type', 'text']
    if sorted(s.keys()) != sorted(keys):
        err('%s: span keys %r' % (nid, sorted(s.keys())))
        return False
    st, en = s['start'], s['end']
    if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
        err('%s: bad offsets %r' % (nid, s))
        return False
    if text[st:en] != s['text']:
        err('%s: span text mismatch at %d: %r vs %r' % (nid, st, text[st:en], s['text']))
    if s['type'] not in TYPE_LABEL:
        err('%s: unknown type %r' % (nid, s['type']))
    elif TYPE_LABEL[s['type']] != s['label']:
        err('%s: label %r does not match type %r' % (nid, s['label'], s['type']))
    t = s['text']
    if t != t.strip():
        err('%s: span edge whitespace %r' % (nid, t))
    lead_ok = t[0] == '(' and ')' in t[1:]
    if (t[0] in '"\'([{,;:' and not lead_ok) or t[-1] in '"\',;:]}':
        err('%s: span takes in punctuation %r' % (nid, t))
    if t.endswith(')') and '(' not in t:
        err('%s: span takes in closing bracket %r' % (nid, t))
    if t.endswith('.') and not re.search(r'(^|[\s.,&])[A-Za-z]{1,3}\.$', t):
        err('%s: span ends with a full stop that is not an abbreviation %r' % (nid, t))
    return True


def check_contact(nid, s):
    t, ty = s['text'].lower(), s['type']
    if ty in ('PHONE', 'FAX') and '555' not in t:
        err('%s: phone without 555 %r' % (nid, t))
    if ty == 'EMAIL' and not re.fullmatch(r'[a-z0-9._%+-]+@([a-z0-9-]+\.)*example\.(com|org|net)', t):
        err('%s: email not at example domain %r' % (nid, t))
    if ty == 'URL' and not re.search(r'(^|//|\.)example\.(com|org|net)(/|$)', t):
        err('%s: url not at example domain %r' % (nid, t))
    if ty == 'IPADDR':
        m = re.fullmatch(r'(\d+)\.(\d+)\.(\d+)\.(\d+)', t)
        ok = bool(m) and all(int(x) < 256 for x in m.groups())
        if ok:
            a, b = int(m.group(1)), int(m.group(2))
            ok = a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)
        if not ok:
            err('%s: non-private IP %r' % (nid, t))
    if ty == 'SSN':
        digits = re.sub(r'\D', '', t)
        if len(digits) == 9 and not (digits.startswith('9') or digits.startswith('000')):
            err('%s: SSN not in 9xx/000 range %r' % (nid, t))


def determinism(path):
    """Rebuild under two hash seeds and compare bytes with the file on disk."""
    digests = []
    with tempfile.TemporaryDirectory() as td:
        for seed in ('1', '2'):
            out = os.path.join(td, 'n%s.jsonl' % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), out], check=True, env=env,
                           stdout=subprocess.DEVNULL)
            with open(out, 'rb') as fh:
                digests.append(hashlib.md5(fh.read()).hexdigest())
    with open(path, 'rb') as fh:
        disk = hashlib.md5(fh.read()).hexdigest()
    print('determinism: seed1=%s seed2=%s disk=%s' % (digests[0], digests[1], disk))
    if not (digests[0] == digests[1] == disk):
        err('build is not byte-identical across PYTHONHASHSEED=1/2 and the file on disk')


def static_hints():
    """Cheap source hints: no set iteration, no hash(), randomness only via Random(237) in make.py."""
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith('.py') or fn == 'check.py':
            continue
        path = os.path.join(HERE, fn)
        src = open(path, encoding='utf-8').read()
        if os.path.getsize(path) >= 30 * 1024:
            err('%s is 30 KB or larger' % fn)
        if re.search(r'for\s+\w+\s+in\s+(set|frozenset)\(', src) or re.search(r'\bhash\(', src):
            err('%s: set iteration or hash() found' % fn)
        if re.search(r'random\.(random|choice|randint|randrange|shuffle|sample|seed)\(', src):
            err('%s: module-level random function used' % fn)
        if 'random.Random(' in src and not (fn == 'make.py' and 'random.Random(237)' in src):
            err('%s: unexpected Random() construction' % fn)
        if re.search(r'\b(time\.time|datetime\.now|date\.today|os\.urandom|uuid)\b', src):
            err('%s: clock or entropy source found' % fn)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    path = args[0] if args else os.path.join(ROOT, 'notes.jsonl')
    notes = []
    with open(path, encoding='utf-8') as fh:
        raw = fh.read()
    if not raw.endswith('\n'):
        err('file does not end with a newline')
    for ln, line in enumerate(raw.split('\n')[:-1], 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err('line %d: invalid JSON (%s)' % (ln, e))
    type_counts = {t: 0 for t in sorted(TYPE_LABEL)}
    genre_counts = {}
    lengths, nspans, nlower = [], 0, 0
    for i, nt in enumerate(notes, 1):
        if sorted(nt.keys()) != ['id', 'meta', 'spans', 'text']:
            err('note %d: keys %r' % (i, sorted(nt.keys())))
            continue
        nid = nt['id']
        if nid != 'dev237-%04d' % i:
            err('note %d: id %r out of sequence' % (i, nid))
        text, meta = nt['text'], nt['meta']
        if not isinstance(text, str) or not text.strip():
            err('%s: empty text' % nid)
            continue
        if sorted(meta.keys()) != ['country', 'genre', 'lowercase', 'source']:
            err('%s: meta keys %r' % (nid, sorted(meta.keys())))
            continue
        if meta['source'] != 'dev237-en' or not isinstance(meta['genre'], str) or \
                not isinstance(meta['lowercase'], bool) or meta['country'] != 'US':
            err('%s: bad meta %r' % (nid, meta))
        if meta['lowercase']:
            nlower += 1
            if text != text.lower():
                err('%s: marked lowercase but has upper case' % nid)
        elif text == text.lower():
            err('%s: not marked lowercase but entirely lower case' % nid)
        genre_counts[meta['genre']] = genre_counts.get(meta['genre'], 0) + 1
        lengths.append(len(text))
        prev_end, prev_start = -1, -1
        for s in nt['spans']:
            if not check_span_shape(nid, s, text):
                continue
            if s['start'] < prev_start:
                err('%s: spans not sorted at %d' % (nid, s['start']))
            if s['start'] < prev_end:
                err('%s: overlapping spans at %d' % (nid, s['start']))
            prev_start, prev_end = s['start'], s['end']
            if meta['lowercase'] and s['text'] != s['text'].lower():
                err('%s: upper case span in lowercase note' % nid)
            check_contact(nid, s)
            if s['type'] in type_counts:
                type_counts[s['type']] += 1
            nspans += 1
    n = len(notes)
    mean = statistics.mean(lengths) if lengths else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err('only %d notes (need %d with mean length %.0f)' % (n, need, mean))
    if nspans < MIN_SPANS:
        err('only %d spans' % nspans)
    for t, c in type_counts.items():
        if c < MIN_PER_TYPE:
            err('type %s has only %d spans' % (t, c))
    big = [g for g, c in genre_counts.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    if n and not (n / 8 <= nlower <= n / 4.5):
        err('lower-cased notes %d of %d is not about one in six' % (nlower, n))
    print('notes %d  spans %d  lower-cased %d' % (n, nspans, nlower))
    if lengths:
        print('length mean %.0f median %.0f min %d max %d' % (mean, statistics.median(lengths), min(lengths),
                                                               max(lengths)))
    print('genres:', ', '.join('%s %d' % (g, genre_counts[g]) for g in sorted(genre_counts)))
    print('types:', ', '.join('%s %d' % (t, c) for t, c in type_counts.items()))
    static_hints()
    if '--no-rebuild' not in sys.argv:
        determinism(path)
    if errors:
        print('FAILED with %d error(s)' % len(errors))
        sys.exit(1)
    print('OK')


if __name__ == '__main__':
    main()
