"""Validate bench/dev414_en/notes.jsonl and README.md.

Usage: python3 build/check.py [--rebuild [DIR]]
With --rebuild the set is built twice into DIR (default /tmp/dev414_tmp) under
PYTHONHASHSEED=1 and 2; both outputs must be byte-identical to notes.jsonl.
DIR is removed afterwards if this script created it.  The last line is OK or FAIL.
"""
import collections
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, 'notes.jsonl')
README = os.path.join(ROOT, 'README.md')

LABEL_OF = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
COUNTRIES = {'UK', 'IE', 'US', 'CA', 'AU', 'NZ'}
DOMAINS = ('example.com', 'example.org', 'example.net')
BAD_EDGE_END = set(',;:!?)]}"\'') | {' ', '\n', '\t'}
BAD_EDGE_START = set('([{"\',;:.') | {' ', '\n', '\t'}
README_L1 = '# dev414_en: independent English clinical PHI evaluation set'
README_L2 = '> **Status:** written for a decision; not yet scored. Never trained on.'
CONV_LINE = 'Conventions chosen where the guideline leaves room:'

errors = []


def err(msg):
    if len(errors) < 60:
        print('ERROR:', msg)
    errors.append(msg)


def host_ok(h):
    h = h.lower()
    return any(h == d or h.endswith('.' + d) for d in DOMAINS)


def private_ip(s):
    p = s.split('.')
    if len(p) != 4 or not all(x.isdigit() and 0 <= int(x) <= 255 for x in p):
        return False
    a, b = int(p[0]), int(p[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def check_span_value(nid, s):
    v, t = s['text'], s['type']
    if t in ('PHONE', 'FAX') and '555' not in v:
        err('%s: %s without 555: %r' % (nid, t, v))
    if t == 'EMAIL':
        if v.count('@') != 1 or not host_ok(v.split('@')[1]):
            err('%s: e-mail outside example domains: %r' % (nid, v))
    if t == 'URL':
        h = re.sub(r'^[a-z]+://', '', v.lower()).split('/')[0]
        if not host_ok(h):
            err('%s: URL outside example domains: %r' % (nid, v))
    if t == 'IPADDR' and not private_ip(v):
        err('%s: IP not private: %r' % (nid, v))
    if t == 'SSN' and not (v.startswith('9') or v.startswith('000')):
        err('%s: SSN-like number must start with 9 or 000: %r' % (nid, v))


def check_notes():
    notes = []
    with open(NOTES, encoding='utf-8') as f:
        raw = f.read()
    if not raw.endswith('\n'):
        err('notes.jsonl does not end with a newline')
    for ln, line in enumerate(raw.splitlines(), 1):
        try:
            n = json.loads(line)
        except ValueError:
            err('line %d is not JSON' % ln)
            continue
        notes.append(n)
    for i, n in enumerate(notes):
        nid = n.get('id')
        if list(n) != ['id', 'text', 'spans', 'meta']:
            err('%s: fields %r' % (nid, list(n)))
            continue
        if nid != 'dev414-%04d' % (i + 1):
            err('bad id %r at position %d' % (nid, i + 1))
        text, meta = n['text'], n['meta']
        if not isinstance(text, str) or not text.strip():
            err('%s: empty text' % nid)
            continue
        if sorted(meta) != ['country', 'genre', 'lowercase', 'source']:
            err('%s: meta fields %r' % (nid, sorted(meta)))
        if meta.get('source') != 'dev414-en':
            err('%s: source %r' % (nid, meta.get('source')))
        if meta.get('country') not in COUNTRIES:
            err('%s: country %r' % (nid, meta.get('country')))
        if not isinstance(meta.get('genre'), str) or not meta.get('genre'):
            err('%s: genre missing' % nid)
        low = meta.get('lowercase')
        if not isinstance(low, bool):
            err('%s: lowercase not boolean' % nid)
        elif low != (text == text.lower()):
            err('%s: lowercase flag %r does not match the text' % (nid, low))
        prev_end = 0
        mask = [False] * len(text)
        for s in n['spans']:
            if sorted(s) != ['end', 'label', 'start', 'text', 'type']:
                err('%s: span fields %r' % (nid, sorted(s)))
                continue
            a, b = s['start'], s['end']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err('%s: bad offsets %r' % (nid, s))
                continue
            if a < prev_end:
                err('%s: spans unsorted or overlapping at %d' % (nid, a))
            prev_end = b
            v = text[a:b]
            if v != s['text']:
                err('%s: span text mismatch %r vs %r' % (nid, v, s['text']))
            if s['type'] not in LABEL_OF:
                err('%s: unknown type %r' % (nid, s['type']))
                continue
            if s['label'] != LABEL_OF[s['type']]:
                err('%s: label %r for type %r' % (nid, s['label'], s['type']))
            opened = v[0] == '(' and ')' in v[1:]
            if (v[0] in BAD_EDGE_START and not opened) or v[-1] in BAD_EDGE_END:
                err('%s: span edge whitespace/punctuation %r' % (nid, v))
            if v.endswith('.') and not re.search(r'(^|[^A-Za-z])[A-Za-z]\.$|Co\.$', v):
                err('%s: span ends with a full stop %r' % (nid, v))
            check_span_value(nid, s)
            for k in range(a, b):
                mask[k] = True
        outside = ''.join('\0' if m else ch for m, ch in zip(mask, text))
        for pat, what in ((r'@', 'e-mail sign'), (r'https?://|www\.|example\.(com|org|net)', 'web address'),
                          (r'(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])', 'IP address'),
                          (r'555-\d{4}|555 \d{3,4}|\) 555', 'phone number')):
            m = re.search(pat, outside)
            if m:
                err('%s: unannotated %s near %r' % (nid, what, outside[max(0, m.start() - 30):m.end() + 10]))
    return notes, raw


def check_readme(type_counts, label_counts):
    if not os.path.exists(README):
        err('README.md missing')
        return
    lines = open(README, encoding='utf-8').read().splitlines()
    if not lines or lines[0] != README_L1:
        err('README line 1 wrong')
    if len(lines) < 2 or lines[1] != README_L2:
        err('README line 2 wrong')
    if CONV_LINE not in lines:
        err('README lacks the conventions line')
        return
    idx = lines.index(CONV_LINE)
    body = ' '.join(lines[2:idx])
    bullets = [x for x in lines[idx + 1:] if x.startswith('- ')]
    if len(bullets) < 5:
        err('README has too few convention bullets')
    got_t = dict((k, int(v.replace(',', ''))) for k, v in re.findall(r'`([A-Z_]+)` ([\d,]+)', body))
    got_l = dict((k, int(v.replace(',', ''))) for k, v in re.findall(r'\*\*([A-Z]+)\*\* ([\d,]+)', body))
    if got_t != dict(type_counts):
        err('README type counts differ from notes.jsonl')
    if got_l != dict(label_counts):
        err('README label counts differ from notes.jsonl')


def check_modules():
    for name in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, name)
        if name.endswith('.py') and os.path.getsize(p) >= 30000:
            err('module %s is %d bytes (limit 30 KB)' % (name, os.path.getsize(p)))


def rebuild(raw, target):
    created = not os.path.exists(target)
    outs = []
    try:
        for seed in ('1', '2'):
            out = os.path.join(target, 'hashseed' + seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), '--out', out],
                           check=True, env=env, stdout=subprocess.DEVNULL)
            outs.append(out)
            with open(os.path.join(out, 'notes.jsonl'), encoding='utf-8') as f:
                if f.read() != raw:
                    err('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
                else:
                    print('rebuild PYTHONHASHSEED=%s: identical' % seed)
    finally:
        if created:
            shutil.rmtree(target, ignore_errors=True)
        else:
            for o in outs:
                shutil.rmtree(o, ignore_errors=True)


def main(argv):
    notes, raw = check_notes()
    n = len(notes)
    spans = [s for x in notes for s in x['spans']]
    mean = sum(len(x['text']) for x in notes) / max(1, n)
    tc = collections.Counter(s['type'] for s in spans)
    lc = collections.Counter(s['label'] for s in spans)
    gc = collections.Counter(x['meta']['genre'] for x in notes)
    cc = collections.Counter(x['meta']['country'] for x in notes)
    low = sum(1 for x in notes if x['meta']['lowercase'])
    print('notes %d, spans %d, mean length %.0f chars, lower-case %d (%.1f%%)'
          % (n, len(spans), mean, low, 100.0 * low / max(1, n)))
    print('genres:', ', '.join('%s %d' % (k, gc[k]) for k in sorted(gc)))
    print('countries:', ', '.join('%s %d' % (k, cc[k]) for k in sorted(cc)))
    print('labels:', ', '.join('%s %d' % (k, lc[k]) for k in sorted(lc)))
    print('types:', ', '.join('%s %d' % (k, tc[k]) for k in sorted(tc)))
    need = 600 if mean < 1200 else 330
    if n < need:
        err('only %d notes (need %d)' % (n, need))
    if len(spans) < 8000:
        err('only %d spans' % len(spans))
    for t in sorted(LABEL_OF):
        if tc[t] < 15:
            err('type %s only %d times' % (t, tc[t]))
    if sum(1 for k in sorted(gc) if gc[k] >= 30) < 10:
        err('fewer than 10 genres with 30 notes')
    if not (0.13 <= low / max(1, n) <= 0.21):
        err('lower-case share %.3f is not about one in six' % (low / max(1, n)))
    check_readme(tc, lc)
    check_modules()
    if '--rebuild' in argv:
        i = argv.index('--rebuild')
        target = argv[i + 1] if i + 1 < len(argv) and not argv[i + 1].startswith('--') else '/tmp/dev414_tmp'
        rebuild(raw, target)
    print('%d error(s)' % len(errors))
    print('FAIL' if errors else 'OK')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
