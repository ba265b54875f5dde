"""Validate bench/dev335_en/notes.jsonl.

Usage: python3 check.py [--rebuild DIR] [--notes PATH]
  --rebuild DIR  rebuild the set twice (PYTHONHASHSEED=1 and 2) into DIR/seed1 and
                 DIR/seed2 and compare both byte-for-byte with notes.jsonl.
"""
import ipaddress
import json
import os
import re
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# label table transcribed from docs/annotation_guideline.md
TYPE2LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION',
}
NOTE_KEYS = {'id', 'text', 'spans', 'meta'}
SPAN_KEYS = {'start', 'end', 'label', 'type', 'text'}
META_KEYS = {'source', 'genre', 'lowercase', 'country'}
COUNTRIES = {'US', 'UK', 'IE', 'CA', 'AU', 'NZ', 'ZA'}
EX_DOMAINS = ('example.com', 'example.org', 'example.net')
ID_RE = re.compile(r'^dev335-\d{4}$')

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def ex_host(host):
    host = host.lower()
    return any(host == d or host.endswith('.' + d) for d in EX_DOMAINS)


def contact_ok(typ, v):
    v = v.lower()
    if typ in ('PHONE', 'FAX'):
        return '555' in re.sub(r'\D', '', v)
    if typ == 'EMAIL':
        return v.count('@') == 1 and ex_host(v.split('@')[1])
    if typ == 'URL':
        h = re.sub(r'^[a-z]+://', '', v).split('/')[0].split(':')[0]
        return ex_host(h)
    if typ == 'IPADDR':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return False
        return any(ip in ipaddress.ip_network(n) for n in
                   ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))
    if typ == 'SSN':
        return v.startswith('9') or v.startswith('000')
    return True


def check(path):
    errs = []
    notes = []
    with open(path, encoding='utf-8') as f:
        raw = f.read()
    if not raw.endswith('\n'):
        errs.append('file does not end with newline')
    for ln, line in enumerate(raw.split('\n')[:-1], 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            errs.append('line %d: bad JSON (%s)' % (ln, e))
    ids = Counter()
    types, labels, genres, countries = Counter(), Counter(), Counter(), Counter()
    nspans = nlow = nchars = 0
    for o in notes:
        nid = o.get('id')
        if not isinstance(o, dict) or set(o) != NOTE_KEYS:
            errs.append('%s: fields %s' % (nid, sorted(o)))
            continue
        if not isinstance(nid, str) or not ID_RE.match(nid):
            errs.append('%s: bad id' % nid)
        ids[nid] += 1
        text, spans, meta = o['text'], o['spans'], o['meta']
        if not isinstance(text, str) or not text:
            errs.append('%s: empty text' % nid)
            continue
        nchars += len(text)
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append('%s: meta fields' % nid)
            continue
        if meta['source'] != 'dev335-en':
            errs.append('%s: meta.source' % nid)
        if not isinstance(meta['lowercase'], bool):
            errs.append('%s: meta.lowercase not bool' % nid)
        if meta['country'] not in COUNTRIES:
            errs.append('%s: meta.country %r' % (nid, meta['country']))
        if not isinstance(meta['genre'], str) or not meta['genre']:
            errs.append('%s: meta.genre' % nid)
        genres[meta['genre']] += 1
        countries[meta['country']] += 1
        if meta['lowercase']:
            nlow += 1
            if text != text.lower():
                errs.append('%s: lowercase note has upper-case characters' % nid)
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                errs.append('%s: span fields %r' % (nid, sp))
                continue
            s, e, lab, typ, st = sp['start'], sp['end'], sp['label'], sp['type'], sp['text']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append('%s: bad offsets %r' % (nid, sp))
                continue
            if text[s:e] != st:
                errs.append('%s: span text mismatch %r vs %r' % (nid, st, text[s:e]))
            if st != st.strip():
                errs.append('%s: span has outer whitespace %r' % (nid, st))
            if st[-1] in ',;:' or st[0] in ',;:' or (st[0] in '([' and not any(
                    ch in st for ch in ')]')) or (st[-1] in ')]' and not any(ch in st for ch in '([')):
                errs.append('%s: span takes in outer punctuation %r' % (nid, st))
            if typ not in TYPE2LABEL or TYPE2LABEL[typ] != lab:
                errs.append('%s: bad label/type %s/%s' % (nid, lab, typ))
            if s < prev_start:
                errs.append('%s: spans not sorted' % nid)
            if s < prev_end:
                errs.append('%s: overlapping spans at %d' % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if meta['lowercase'] and st != st.lower():
                errs.append('%s: lowercase span %r' % (nid, st))
            if not contact_ok(typ, st):
                errs.append('%s: non-fictional %s %r' % (nid, typ, st))
            types[typ] += 1
            labels[lab] += 1
            nspans += 1
    for k, v in sorted(ids.items()):
        if v > 1:
            errs.append('duplicate id %s' % k)
    n = len(notes)
    mean = nchars / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append('only %d notes (need %d; mean length %.0f)' % (n, need, mean))
    if nspans < MIN_SPANS:
        errs.append('only %d spans' % nspans)
    for t in sorted(TYPE2LABEL):
        if types[t] < MIN_PER_TYPE:
            errs.append('type %s has %d spans (< %d)' % (t, types[t], MIN_PER_TYPE))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    if n and not (0.13 <= nlow / n <= 0.21):
        errs.append('lower-case share %.3f not about 1/6' % (nlow / n))
    stats = {'notes': n, 'mean_chars': round(mean, 1), 'spans': nspans, 'lowercase': nlow,
             'labels': dict(sorted(labels.items())), 'types': dict(sorted(types.items())),
             'genres': dict(sorted(genres.items())), 'countries': dict(sorted(countries.items()))}
    return errs, stats


def rebuild(dest, notes_path):
    errs = []
    with open(notes_path, 'rb') as f:
        ref = f.read()
    for seed in ('1', '2'):
        out = os.path.join(dest, 'seed' + seed)
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), out], check=True,
                       env=env, stdout=subprocess.DEVNULL)
        with open(os.path.join(out, 'notes.jsonl'), 'rb') as f:
            got = f.read()
        if got != ref:
            errs.append('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
        else:
            print('rebuild PYTHONHASHSEED=%s: identical (%d bytes)' % (seed, len(got)))
    return errs


def main():
    args = sys.argv[1:]
    notes_path = os.path.join(ROOT, 'notes.jsonl')
    dest = None
    if '--notes' in args:
        notes_path = args[args.index('--notes') + 1]
    if '--rebuild' in args:
        dest = args[args.index('--rebuild') + 1]
    errs, stats = check(notes_path)
    if dest:
        errs += rebuild(dest, notes_path)
    print(json.dumps(stats, indent=1))
    for e in errs[:60]:
        print('ERROR', e)
    if errs:
        print('%d error(s)' % len(errs))
        sys.exit(1)
    print('OK')


if __name__ == '__main__':
    main()
