#!/usr/bin/env python3
"""Validate bench/dev427_en/notes.jsonl and README.md; optionally rebuild twice.

Usage: python3 build/check.py [--rebuild DIR] [--stats]
The last line printed starts with OK or FAIL.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import TYPES  # noqa: E402
import pools_clin  # noqa: E402
import pools_names  # noqa: E402

NOTES = os.path.join(ROOT, 'notes.jsonl')
README = os.path.join(ROOT, 'README.md')
LINE1 = '# dev427_en: independent English clinical PHI evaluation set'
LINE2 = '> **Status:** written for a decision; not yet scored. Never trained on.'
HOSTS = {'example.com', 'example.org', 'example.net', 'www.example.com', 'www.example.org',
         'www.example.net'}
LEAK_TYPES = {'PATIENT', 'DOCTOR', 'FAMILY', 'STREET', 'CITY', 'ZIP', 'HOSPITAL',
              'ORGANIZATION', 'MRN', 'SSN', 'HEALTHPLAN', 'ACCOUNT', 'LICENSE', 'DEVICE',
              'VEHICLE', 'BIOID', 'IDNUM', 'PHONE', 'FAX', 'EMAIL', 'URL', 'IPADDR', 'COUNTRY',
              'STATE'}
HARD = sorted(set(pools_clin.DRUGS + pools_clin.EPONYMS + pools_clin.SCORES +
                  pools_clin.DEVICES + pools_clin.GUIDELINES + pools_clin.ABBREVS))


class Fails:
    def __init__(self):
        self.msgs = []

    def add(self, m):
        if len(self.msgs) < 60:
            print('  problem: ' + m)
        self.msgs.append(m)


def private_ip(v):
    p = v.split('.')
    if len(p) != 4 or not all(x.isdigit() and 0 <= int(x) <= 255 for x in p):
        return False
    a, b = int(p[0]), int(p[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_ok(v):
    h = re.sub(r'^https?://', '', v).split('/')[0]
    return h in HOSTS


def boundary_ok(text, s):
    v = s['text']
    t = s['type']
    if not v or v != v.strip():
        return 'blank at edge'
    first, last = v[0], v[-1]
    if not first.isalnum() and not (t in ('PHONE', 'FAX') and first in '(+'):
        return 'starts with punctuation'
    if not last.isalnum():
        if not (last == '.' and s['label'] == 'NAME' and re.search(r'(^|[\s.])\w\.$', v)):
            return 'ends with punctuation'
    if s['start'] > 0 and text[s['start'] - 1].isalnum():
        return 'cuts into a word on the left'
    if s['end'] < len(text) and text[s['end']].isalnum():
        if not (t == 'AGE' and text[s['end']].isalpha()):
            return 'cuts into a word on the right'
    return None


def check_notes(notes, F):
    ids = set()
    for i, n in enumerate(notes):
        nid = n.get('id')
        if list(n.keys()) != ['id', 'text', 'spans', 'meta']:
            F.add('%s keys %s' % (nid, list(n.keys())))
        if nid != 'dev427-%04d' % (i + 1) or nid in ids:
            F.add('bad or duplicate id %s at line %d' % (nid, i + 1))
        ids.add(nid)
        m = n['meta']
        if sorted(m) != ['country', 'genre', 'lowercase', 'source'] or m['source'] != 'dev427-en':
            F.add('%s bad meta %r' % (nid, m))
        text = n['text']
        if m.get('lowercase') and text != text.lower():
            F.add('%s lowercase flag but text has capitals' % nid)
        prev_end = -1
        prev_start = -1
        covered = []
        for s in n['spans']:
            if list(s.keys()) != ['start', 'end', 'label', 'type', 'text']:
                F.add('%s span keys %s' % (nid, list(s.keys())))
                continue
            if s['type'] not in TYPES or TYPES[s['type']] != s['label']:
                F.add('%s bad label/type %s/%s' % (nid, s['label'], s['type']))
            if not (0 <= s['start'] < s['end'] <= len(text)):
                F.add('%s bad offsets %r' % (nid, s))
                continue
            if text[s['start']:s['end']] != s['text']:
                F.add('%s span text mismatch %r' % (nid, s))
            if s['start'] < prev_start or s['start'] < prev_end:
                F.add('%s spans unsorted or overlapping at %d' % (nid, s['start']))
            prev_start, prev_end = s['start'], s['end']
            why = boundary_ok(text, s)
            if why:
                F.add('%s %s %r: %s' % (nid, s['type'], s['text'], why))
            contact(nid, s, F)
            covered.append((s['start'], s['end']))
        if not m.get('lowercase'):
            leaks(nid, text, n['spans'], covered, F)
        for mm in re.finditer(r'[\w.+-]+@[\w-]+(?:\.[\w-]+)+', text):
            if not any(a <= mm.start() and mm.end() <= b for a, b in covered):
                F.add('%s unannotated e-mail-like %r' % (nid, mm.group(0)))


def contact(nid, s, F):
    t, v = s['type'], s['text']
    if t in ('PHONE', 'FAX') and '555' not in v:
        F.add('%s %s without 555: %r' % (nid, t, v))
    if t == 'EMAIL' and (v.count('@') != 1 or v.split('@')[1] not in
                         ('example.com', 'example.org', 'example.net')):
        F.add('%s e-mail domain: %r' % (nid, v))
    if t == 'URL' and not url_ok(v):
        F.add('%s URL host: %r' % (nid, v))
    if t == 'IPADDR' and not private_ip(v):
        F.add('%s IP not private: %r' % (nid, v))
    if t == 'SSN' and not (v.startswith('9') or v.startswith('000')):
        F.add('%s SSN-like number not starting 9/000: %r' % (nid, v))


def leaks(nid, text, spans, covered, F):
    seen = set()
    for s in spans:
        v = s['text']
        if s['type'] not in LEAK_TYPES or len(v) < 4 or v in seen:
            continue
        seen.add(v)
        if v.lower() in pools_names.ORDINARY:
            continue
        for mm in re.finditer(r'(?<!\w)' + re.escape(v) + r'(?!\w)', text):
            if not any(a <= mm.start() and mm.end() <= b for a, b in covered):
                F.add('%s unannotated repeat of %s %r at %d' % (nid, s['type'], v, mm.start()))


def hard_negatives(notes, F):
    total = 0
    terms = [h for h in HARD if len(h) >= 2]
    pat = re.compile('|'.join(r'(?<!\w)' + re.escape(h.lower()) + r'(?!\w)'
                              for h in sorted(terms, key=len, reverse=True)))
    span_texts = set()
    for n in notes:
        low = n['text'].lower()
        cov = [(s['start'], s['end']) for s in n['spans']]
        for mm in pat.finditer(low):
            ms, me = mm.start(), mm.end()
            if any(a < me and ms < b and not (a <= ms and me <= b) for a, b in cov):
                F.add('%s hard negative %r crosses a span edge' % (n['id'], mm.group(0)))
            if not any(a <= ms and me <= b for a, b in cov):
                total += 1
        span_texts.update(s['text'].lower() for s in n['spans'])
    bad = sorted(span_texts & {h.lower() for h in terms if len(h) >= 4})
    if bad:
        F.add('hard-negative terms annotated as PHI: %r' % bad)
    return total


def stats(notes):
    tc = collections.Counter(s['type'] for n in notes for s in n['spans'])
    lc = collections.Counter(s['label'] for n in notes for s in n['spans'])
    gc = collections.Counter(n['meta']['genre'] for n in notes)
    cc = collections.Counter(n['meta']['country'] for n in notes)
    return tc, lc, gc, cc


def check_sizes(F):
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith('.py') and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            F.add('module %s is 30 KB or more' % fn)


def check_readme(notes, F):
    if not os.path.exists(README):
        F.add('README.md missing')
        return
    lines = open(README, encoding='utf-8').read().split('\n')
    if len(lines) < 3 or lines[0] != LINE1 or lines[1] != LINE2:
        F.add('README first two lines are not as required')
    body = '\n'.join(lines)
    key = 'Conventions chosen where the guideline leaves room:'
    if key not in lines:
        F.add('README lacks the conventions line')
    else:
        after = lines[lines.index(key) + 1:]
        if not any(x.startswith('- ') for x in after):
            F.add('README conventions are not bullets')
    nsp = sum(len(n['spans']) for n in notes)
    for num in (str(len(notes)), '{:,}'.format(nsp)):
        if num not in body:
            F.add('README does not state %s' % num)
    tc, lc, gc, cc = stats(notes)
    for t, v in sorted(tc.items()):
        if '%s %d' % (t, v) not in body:
            F.add('README count for %s (%d) missing' % (t, v))
    for g, v in sorted(gc.items()):
        if '%s %d' % (g, v) not in body:
            F.add('README count for genre %s (%d) missing' % (g, v))


def rebuild(d, F):
    os.makedirs(d, exist_ok=True)
    ref = open(NOTES, 'rb').read()
    for seed in ('1', '2'):
        out = os.path.join(d, 'notes_hashseed%s.jsonl' % seed)
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        r = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', out],
                           env=env, capture_output=True, text=True)
        if r.returncode != 0:
            F.add('rebuild with PYTHONHASHSEED=%s failed: %s' % (seed, r.stderr[-400:]))
            continue
        if open(out, 'rb').read() != ref:
            F.add('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
        else:
            print('  rebuild PYTHONHASHSEED=%s: byte-identical' % seed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--rebuild', metavar='DIR')
    ap.add_argument('--stats', action='store_true')
    a = ap.parse_args()
    F = Fails()
    notes = [json.loads(x) for x in open(NOTES, encoding='utf-8')]
    check_notes(notes, F)
    hn = hard_negatives(notes, F)
    tc, lc, gc, cc = stats(notes)
    nsp = sum(len(n['spans']) for n in notes)
    mean = sum(len(n['text']) for n in notes) / float(len(notes))
    low = sum(1 for n in notes if n['meta']['lowercase'])
    if len(notes) < 330 or (mean < 1200 and len(notes) < 600):
        F.add('too few notes (%d, mean %.0f chars)' % (len(notes), mean))
    if nsp < 8000:
        F.add('too few spans (%d)' % nsp)
    for t in sorted(TYPES):
        if tc.get(t, 0) < 15:
            F.add('type %s only %d times' % (t, tc.get(t, 0)))
    if sum(1 for g in gc if gc[g] >= 30) < 10:
        F.add('fewer than 10 genres with 30 notes')
    if not 0.14 <= low / float(len(notes)) <= 0.20:
        F.add('lower-case share %.3f not about 1/6' % (low / float(len(notes))))
    check_sizes(F)
    check_readme(notes, F)
    if a.rebuild:
        rebuild(a.rebuild, F)
    print('notes %d, spans %d, mean %.0f chars, lower-case %d (%.1f%%), hard negatives %d'
          % (len(notes), nsp, mean, low, 100.0 * low / len(notes), hn))
    if a.stats:
        print('labels: ' + ', '.join('%s %d' % kv for kv in sorted(lc.items())))
        print('types: ' + ', '.join('%s %d' % kv for kv in sorted(tc.items())))
        print('genres: ' + ', '.join('%s %d' % kv for kv in sorted(gc.items())))
        print('countries: ' + ', '.join('%s %d' % kv for kv in sorted(cc.items())))
    if F.msgs:
        print('FAIL: %d problem(s)' % len(F.msgs))
        sys.exit(1)
    print('OK: dev427_en valid (%d notes, %d spans, %d types)' % (len(notes), nsp, len(tc)))


if __name__ == '__main__':
    main()
