"""Validate bench/dev415_en/notes.jsonl and README.md; optionally rebuild twice and compare bytes.

usage: python3 build/check.py [--rebuild [DIR]]      (DIR defaults to /tmp/dev415_tmp)
Prints counts and ends with a line OK or FAIL.
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
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, 'notes.jsonl')
README = os.path.join(ROOT, 'README.md')

LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
LABELS = ['NAME', 'AGE', 'DATE', 'LOCATION', 'ID', 'CONTACT', 'PROFESSION']
DOMAINS = ('example.com', 'example.org', 'example.net')
README_L1 = '# dev415_en: independent English clinical PHI evaluation set'
README_L2 = '> **Status:** written for a decision; not yet scored. Never trained on.'
CONV_LINE = 'Conventions chosen where the guideline leaves room:'

# name tokens that are also ordinary words or appear inside non-PHI terms used by the templates
# (e.g. "Paris" classification, "Gloucester" comfort score, "ward team", lower-case "may", "frank")
ALLOW = set('''hope faith joy grace dawn rose ivy holly heather hazel pearl ruby june april may amber summer daisy
violet patience mercy mark will bill frank victor pat rusty sandy drew dean grant miles jack guy reed ray art gene
glen rocky chase buck brown green white king hill wood ward baker cook mason fisher hunter young long marsh field
bell page rich moody sweet hale bishop parsons shepherd carpenter butler bond day knight lamb fox wolf crane swan
sparrow frost snow winter rivers banks street lane brook stone church chapel golden cash small paris boston
gloucester reading bristol derby kendal lincoln sterling galway kerry warsaw milano napoli toledo cordoba quebec
victoria georgia virginia carolina madison savannah augusta eugene austin jackson warren florence adelaide
martin turner cooper walker taylor smith price powell evans hall lewis clarke harris jones moore wright nurse
santos cruz paz luz mercy gift comfort blessing precious innocent una ana anna maria rosa mai hoa sung ling yan
hui jun ming wei li le lee lim tan ng kim park choi'''.split())


def fail(msgs, m):
    msgs.append(m)


def covered(spans, a, b):
    for s in spans:
        if s['start'] <= a and b <= s['end']:
            return True
    return False


def check_span_shape(t, s, errs, nid):
    v = s['text']
    if v != v.strip():
        fail(errs, '%s: whitespace at span edge %r' % (nid, v))
    if v and v[-1] in ',;:' or v[:1] in ',;:.':
        fail(errs, '%s: punctuation at span edge %r' % (nid, v))
    if v.endswith('.') and not re.search(r'(\b[A-Za-z]\.|St\.|Jr\.|Co\.)$', v):
        fail(errs, '%s: trailing full stop %r' % (nid, v))
    for o, c in ('()', '[]'):
        if v.count(o) != v.count(c):
            fail(errs, '%s: unbalanced bracket %r' % (nid, v))
    if v[:1] in '"\'' or v[-1:] in '"':
        fail(errs, '%s: quote at span edge %r' % (nid, v))


def check_contact(s, errs, nid):
    v, ty = s['text'], s['type']
    if ty in ('PHONE', 'FAX') and '555' not in v:
        fail(errs, '%s: phone/fax without 555 %r' % (nid, v))
    if ty == 'EMAIL' and v.lower().split('@')[-1] not in DOMAINS:
        fail(errs, '%s: e-mail domain %r' % (nid, v))
    if ty == 'URL':
        host = re.sub(r'^[a-z]+://', '', v.lower()).split('/')[0]
        if host.startswith('www.'):
            host = host[4:]
        if host not in DOMAINS:
            fail(errs, '%s: url host %r' % (nid, v))
    if ty == 'IPADDR':
        try:
            ip = ipaddress.ip_address(v)
            ok = any(ip in ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))
        except ValueError:
            ok = False
        if not ok:
            fail(errs, '%s: ip not private %r' % (nid, v))
    if ty == 'SSN':
        d = re.sub(r'\D', '', v)
        if not (d.startswith('9') or d.startswith('000')):
            fail(errs, '%s: SSN-like number not starting 9/000 %r' % (nid, v))


LEAK_RES = [
    ('EMAIL', re.compile(r'[\w.+-]+@[\w-]+(?:\.[\w-]+)+')),
    ('URL', re.compile(r'(?:https?://|www\.)\S+|\bexample\.(?:com|org|net)/\S*')),
    ('IPADDR', re.compile(r'\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b')),
    ('NUMBER', re.compile(r'(?<![\w.])\+?\(?\d[\d ()\-.]{6,}\d(?![\w])')),
]


def leak_check(rec, errs, warns):
    t, spans, nid = rec['text'], rec['spans'], rec['id']
    for kind, rx in LEAK_RES:
        for m in rx.finditer(t):
            a, b = m.start(), m.end()
            val = m.group(0).rstrip('.,;:)')
            b = a + len(val)
            if kind == 'NUMBER' and sum(ch.isdigit() for ch in val) < 8:
                continue
            if not any(s['start'] < b and a < s['end'] for s in spans):
                fail(errs, '%s: unannotated %s %r' % (nid, kind, val))
    lower = rec['meta']['lowercase']
    for s in spans:
        if s['type'] not in ('PATIENT', 'DOCTOR', 'FAMILY'):
            continue
        for tok in re.findall(r"[A-Za-z][A-Za-z'\-]+", s['text']):
            if len(tok) < 3:
                continue
            rx = re.compile(r'(?<![A-Za-z])' + re.escape(tok) + r'(?![A-Za-z])')
            for m in rx.finditer(t):
                if covered(spans, m.start(), m.end()):
                    continue
                if tok.lower() in ALLOW or (lower and tok.lower() in ALLOW):
                    warns[tok.lower()] += 1
                else:
                    fail(errs, '%s: unannotated name token %r at %d' % (nid, tok, m.start()))


def validate(path, errs, warns):
    recs = []
    with open(path, encoding='utf-8') as fh:
        for ln, line in enumerate(fh, 1):
            rec = json.loads(line)
            recs.append(rec)
            nid = rec.get('id')
            if sorted(rec) != ['id', 'meta', 'spans', 'text']:
                fail(errs, 'line %d: keys %s' % (ln, sorted(rec)))
            if nid != 'dev415-%04d' % ln:
                fail(errs, 'line %d: id %r' % (ln, nid))
            m = rec['meta']
            if sorted(m) != ['country', 'genre', 'lowercase', 'source'] or m['source'] != 'dev415-en':
                fail(errs, '%s: meta %r' % (nid, m))
            t = rec['text']
            if m['lowercase'] != (t == t.lower()):
                fail(errs, '%s: lowercase flag mismatch' % nid)
            prev_end = -1
            prev_start = -1
            for s in rec['spans']:
                if sorted(s) != ['end', 'label', 'start', 'text', 'type']:
                    fail(errs, '%s: span keys %r' % (nid, s))
                    continue
                if not (0 <= s['start'] < s['end'] <= len(t)) or t[s['start']:s['end']] != s['text']:
                    fail(errs, '%s: bad offsets %r' % (nid, s))
                if LABEL.get(s['type']) != s['label']:
                    fail(errs, '%s: label/type %r' % (nid, s))
                if s['start'] < prev_start:
                    fail(errs, '%s: spans not sorted' % nid)
                if s['start'] < prev_end:
                    fail(errs, '%s: overlapping spans at %d' % (nid, s['start']))
                prev_start, prev_end = s['start'], s['end']
                check_span_shape(t, s, errs, nid)
                check_contact(s, errs, nid)
            leak_check(rec, errs, warns)
    return recs


def check_readme(recs, types, labels, errs):
    if not os.path.exists(README):
        fail(errs, 'README.md missing')
        return
    lines = open(README, encoding='utf-8').read().split('\n')
    if lines[0] != README_L1 or lines[1] != README_L2:
        fail(errs, 'README first two lines wrong')
    if CONV_LINE not in lines:
        fail(errs, 'README conventions line missing')
    else:
        i = lines.index(CONV_LINE)
        if not any(x.startswith('- ') for x in lines[i + 1:]):
            fail(errs, 'README has no convention bullets')
    body = '\n'.join(lines)
    found = dict(re.findall(r'`([A-Z_]+)` (\d+)', body))
    for k, v in sorted(list(types.items()) + list(labels.items())):
        if found.get(k) != str(v):
            fail(errs, 'README count for %s is %s, actual %d' % (k, found.get(k), v))
    nspans = sum(len(r['spans']) for r in recs)
    for want in ('%d notes' % len(recs), '{:,} spans'.format(nspans)):
        if want not in body:
            fail(errs, 'README lacks %r' % want)


def rebuild(dirpath, errs):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    ref = open(NOTES, 'rb').read()
    made = []
    try:
        for seed in ('1', '2'):
            out = os.path.join(dirpath, 'rebuild_seed%s.jsonl' % seed)
            made.append(out)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            r = subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), '--out', out], env=env,
                               capture_output=True, text=True)
            if r.returncode != 0:
                fail(errs, 'rebuild seed %s failed: %s' % (seed, r.stderr[-500:]))
                continue
            same = open(out, 'rb').read() == ref
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
            if not same:
                fail(errs, 'rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)
        else:
            for f in made:
                if os.path.exists(f):
                    os.remove(f)


def main(argv):
    errs = []
    warns = collections.Counter()
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith('.py') and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            fail(errs, 'module %s is 30 KB or more' % fn)
    recs = validate(NOTES, errs, warns)
    n = len(recs)
    types = collections.Counter(s['type'] for r in recs for s in r['spans'])
    labels = collections.Counter(s['label'] for r in recs for s in r['spans'])
    genres = collections.Counter(r['meta']['genre'] for r in recs)
    countries = collections.Counter(r['meta']['country'] for r in recs)
    nspans = sum(types.values())
    mean = sum(len(r['text']) for r in recs) / max(n, 1)
    low = sum(1 for r in recs if r['meta']['lowercase'])
    print('notes: %d' % n)
    print('spans: %d' % nspans)
    print('mean note length: %.0f characters' % mean)
    print('lower-case notes: %d (%.1f%%)' % (low, 100.0 * low / max(n, 1)))
    print('genres:')
    for k in sorted(genres):
        print('  %-26s %d' % (k, genres[k]))
    print('countries: ' + ', '.join('%s %d' % (k, countries[k]) for k in sorted(countries)))
    print('labels: ' + ', '.join('%s %d' % (k, labels[k]) for k in LABELS))
    print('types:')
    for k in sorted(LABEL):
        print('  %-15s %d' % (k, types[k]))
    if warns:
        print('allowed unannotated look-alikes (hard negatives): %d' % sum(warns.values()))
    if n < 330 or (mean < 1200 and n < 600):
        fail(errs, 'too few notes (%d, mean %.0f)' % (n, mean))
    if nspans < 8000:
        fail(errs, 'too few spans %d' % nspans)
    for k in sorted(LABEL):
        if types[k] < 15:
            fail(errs, 'type %s only %d' % (k, types[k]))
    if sum(1 for g in genres if genres[g] >= 30) < 10:
        fail(errs, 'fewer than 10 genres with 30 notes')
    if not 0.12 <= low / max(n, 1) <= 0.22:
        fail(errs, 'lower-case share %.3f not about one in six' % (low / n))
    check_readme(recs, types, labels, errs)
    if '--rebuild' in argv:
        i = argv.index('--rebuild')
        d = argv[i + 1] if i + 1 < len(argv) and not argv[i + 1].startswith('--') else '/tmp/dev415_tmp'
        rebuild(d, errs)
    for e in errs[:60]:
        print('ERROR', e)
    if len(errs) > 60:
        print('... %d more errors' % (len(errs) - 60))
    print('OK' if not errs else 'FAIL')
    return 0 if not errs else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
