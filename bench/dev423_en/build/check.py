"""Validate bench/dev423_en/notes.jsonl and README.md.

usage: python3 build/check.py [--rebuild DIR]

With --rebuild, the set is rebuilt twice into DIR (under PYTHONHASHSEED=1 and
PYTHONHASHSEED=2) and both outputs must be byte-identical to notes.jsonl.
The last line printed starts with OK or FAIL."""
import ipaddress
import json
import os
import re
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from note import LABELS  # noqa: E402

ERR = []
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30
PUNCT = set('.,;:!?"\'()[]{}<>-/\\|*+&%$#@~`^=_')
PHONE_T = ('PHONE', 'FAX')
DOMAINS = ('example.com', 'example.org', 'example.net')


def err(msg):
    if len(ERR) < 60:
        print('  error:', msg)
    ERR.append(msg)


def span_edges(s):
    t, typ = s['text'], s['type']
    if t != t.strip():
        err('%s: blank at edge %r' % (s['_id'], t))
    if '\n' in t or '\t' in t:
        err('%s: line break inside span %r' % (s['_id'], t))
    if not t:
        return
    if t[0] in PUNCT and not (typ in PHONE_T and t[0] in '(+'):
        err('%s: leading punctuation %r' % (s['_id'], t))
    if t[-1] in PUNCT:
        # only an initial's full stop is allowed at the end (guideline: [Maria K.], Pt [J.S.])
        if not (t[-1] == '.' and typ in ('PATIENT', 'DOCTOR', 'FAMILY') and re.search(r'(^|[\s.])[A-Za-z]\.$', t)):
            err('%s: trailing punctuation %r' % (s['_id'], t))


def contact_rules(s):
    t, typ = s['text'], s['type']
    low = t.lower()
    if typ in PHONE_T and '555' not in t:
        err('%s: %s without 555 %r' % (s['_id'], typ, t))
    if typ == 'EMAIL':
        if low.count('@') != 1 or low.split('@')[1] not in DOMAINS:
            err('%s: e-mail domain %r' % (s['_id'], t))
    if typ == 'URL':
        host = re.sub(r'^https?://', '', low).split('/')[0]
        if host not in DOMAINS and host not in tuple('www.' + d for d in DOMAINS):
            err('%s: url host %r' % (s['_id'], t))
    if typ == 'IPADDR':
        try:
            if not ipaddress.ip_address(t).is_private:
                err('%s: public ip %r' % (s['_id'], t))
        except ValueError:
            err('%s: bad ip %r' % (s['_id'], t))
    if typ == 'SSN' and not (t.startswith('9') or t.startswith('000')):
        err('%s: ssn-like start %r' % (s['_id'], t))


LEAK = [(re.compile(r'\b\d{1,2}/\d{1,2}/\d{2,4}\b'), 'date'),
        (re.compile(r'\b\d{4}-\d{2}-\d{2}\b'), 'iso date'),
        (re.compile(r'[\w.+-]+@[\w-]+(\.[\w-]+)+'), 'e-mail'),
        (re.compile(r'\b(?:\d{1,3}\.){3}\d{1,3}\b'), 'ip'),
        (re.compile(r'\b(?:www\.|https?://)\S+'), 'url'),
        (re.compile(r'\d*555[\d \-.]{3,}\d'), 'phone')]


def leaks(note):
    """every date-, mail-, ip-, url- or 555-phone-shaped string must lie inside a span"""
    cover = [(s['start'], s['end']) for s in note['spans']]
    for rx, what in LEAK:
        for m in rx.finditer(note['text']):
            if not any(a <= m.start() and m.end() <= b for a, b in cover):
                err('%s: unannotated %s %r' % (note['id'], what, m.group(0)))


def check_notes(path):
    notes = []
    with open(path, encoding='utf-8') as fh:
        raw = fh.read()
    if not raw.endswith('\n'):
        err('notes.jsonl does not end with newline')
    for i, line in enumerate(raw.splitlines()):
        try:
            notes.append(json.loads(line))
        except ValueError:
            err('line %d: bad json' % (i + 1))
    ids_seen = set()
    for k, nt in enumerate(notes):
        if list(nt) != ['id', 'text', 'spans', 'meta']:
            err('%s: keys %r' % (nt.get('id'), list(nt)))
        if nt['id'] != 'dev423-%04d' % (k + 1) or nt['id'] in ids_seen:
            err('bad id %r' % nt['id'])
        ids_seen.add(nt['id'])
        meta = nt['meta']
        if sorted(meta) != ['country', 'genre', 'lowercase', 'source'] or meta['source'] != 'dev423-en':
            err('%s: meta %r' % (nt['id'], meta))
        if not isinstance(meta['lowercase'], bool):
            err('%s: lowercase not bool' % nt['id'])
        text = nt['text']
        if meta['lowercase'] and text != text.lower():
            err('%s: lowercase note has capitals' % nt['id'])
        prev = 0
        for s in nt['spans']:
            s['_id'] = nt['id']
            if list(s)[:5] != ['start', 'end', 'label', 'type', 'text']:
                err('%s: span keys %r' % (nt['id'], list(s)))
            if s['type'] not in LABELS or LABELS[s['type']] != s['label']:
                err('%s: label/type %r/%r' % (nt['id'], s['label'], s['type']))
            if not (0 <= s['start'] < s['end'] <= len(text)):
                err('%s: offsets %r' % (nt['id'], (s['start'], s['end'])))
            if s['start'] < prev:
                err('%s: spans unsorted or overlapping at %d' % (nt['id'], s['start']))
            prev = s['end']
            if text[s['start']:s['end']] != s['text']:
                err('%s: text mismatch %r' % (nt['id'], s['text']))
            span_edges(s)
            contact_rules(s)
        leaks(nt)
    return notes


def check_sizes(notes):
    n = len(notes)
    mean = sum(len(x['text']) for x in notes) / max(n, 1)
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err('only %d notes (need %d at mean %.0f chars)' % (n, need, mean))
    spans = [s for x in notes for s in x['spans']]
    if len(spans) < MIN_SPANS:
        err('only %d spans' % len(spans))
    tc = Counter(s['type'] for s in spans)
    for t in sorted(LABELS):
        if tc[t] < MIN_TYPE:
            err('type %s only %d times' % (t, tc[t]))
    gc = Counter(x['meta']['genre'] for x in notes)
    big = [g for g in sorted(gc) if gc[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    low = sum(1 for x in notes if x['meta']['lowercase'])
    share = low / max(n, 1)
    if not 0.13 <= share <= 0.21:
        err('lower-case share %.3f not about one in six' % share)
    print('notes %d, mean %.0f chars, spans %d, lower-case %d (%.1f%%)' % (n, mean, len(spans), low, 100 * share))
    print('genres: ' + ', '.join('%s %d' % (g, gc[g]) for g in sorted(gc)))
    print('types: ' + ', '.join('%s %d' % (t, tc[t]) for t in sorted(tc)))
    return n, len(spans)


def check_files():
    for dirpath, dirnames, filenames in os.walk(HERE):
        dirnames[:] = sorted(d for d in dirnames if d != '__pycache__')
        for fn in sorted(filenames):
            if fn.endswith('.py'):
                size = os.path.getsize(os.path.join(dirpath, fn))
                if size >= 30 * 1024:
                    err('module %s is %d bytes (>= 30 KB)' % (fn, size))
    path = os.path.join(ROOT, 'README.md')
    if not os.path.exists(path):
        err('README.md missing')
        return
    lines = open(path, encoding='utf-8').read().split('\n')
    if lines[0] != '# dev423_en: independent English clinical PHI evaluation set':
        err('README line 1')
    if len(lines) < 2 or lines[1] != '> **Status:** written for a decision; not yet scored. Never trained on.':
        err('README line 2')
    if 'Conventions chosen where the guideline leaves room:' not in lines:
        err('README conventions line missing')
    else:
        k = lines.index('Conventions chosen where the guideline leaves room:')
        if not any(l.startswith('- ') for l in lines[k + 1:]):
            err('README has no convention bullets')


def rebuild(out):
    ref = open(os.path.join(ROOT, 'notes.jsonl'), 'rb').read()
    for seed in ('1', '2'):
        dest = os.path.join(out, 'seed' + seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
        r = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', dest], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            err('rebuild under PYTHONHASHSEED=%s failed: %s' % (seed, r.stderr[-500:]))
            continue
        got = open(os.path.join(dest, 'notes.jsonl'), 'rb').read()
        if got != ref:
            err('rebuild under PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
        else:
            print('rebuild PYTHONHASHSEED=%s: identical' % seed)


def main(argv):
    notes = check_notes(os.path.join(ROOT, 'notes.jsonl'))
    n, ns = check_sizes(notes)
    check_files()
    if '--rebuild' in argv:
        rebuild(argv[argv.index('--rebuild') + 1])
    if ERR:
        print('FAIL: %d problem(s)' % len(ERR))
        return 1
    print('OK: %d notes, %d spans, all checks passed' % (n, ns))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
