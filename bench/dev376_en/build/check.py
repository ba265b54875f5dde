"""Check dev376_en/notes.jsonl against the annotation guideline and the set's rules.

usage: python3 build/check.py [--rebuild DIR] [NOTES]

Checks fields and ids, offsets and span text, ordering and overlaps, label/type
pairs, span edges, minimum counts, contact fictionality, lower-case notes, and
(with --rebuild) that two rebuilds under PYTHONHASHSEED=1 and 2 are
byte-identical to notes.jsonl.  Prints counts and OK or FAIL."""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

TYPES = {
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
ID_RE = re.compile(r'^dev376-\d{4}$')
INITIAL_END = re.compile(r'(?:^|[\s.\-])\w\.$')
FICT_DOMAINS = ('example.com', 'example.org', 'example.net')


def fict_host(h):
    h = h.lower()
    return any(h == d or h.endswith('.' + d) for d in FICT_DOMAINS)


def private_ip(s):
    parts = s.split('.')
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def edge_ok(t):
    if not t or t != t.strip():
        return False
    first, last = t[0], t[-1]
    if not (first.isalnum() or first == '+' or (first == '(' and ')' in t)):
        return False
    if last.isalnum() or (last == ')' and '(' in t):
        return True
    return last == '.' and bool(INITIAL_END.search(t))


def check(path):
    errs = []

    def err(m):
        if len(errs) < 60:
            errs.append(m)
        else:
            errs.append('...')

    notes = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err('line %d: bad JSON (%s)' % (ln, e))
    per_label, per_type, per_genre, countries = (collections.Counter() for _ in range(4))
    n_spans, total_len, n_lower = 0, 0, 0
    for i, x in enumerate(notes):
        nid = x.get('id')
        if sorted(x) != ['id', 'meta', 'spans', 'text']:
            err('%s: fields %s' % (nid, sorted(x)))
            continue
        if not isinstance(nid, str) or not ID_RE.match(nid) or nid != 'dev376-%04d' % (i + 1):
            err('line %d: id %r' % (i + 1, nid))
        t, meta = x['text'], x['meta']
        if not isinstance(t, str) or not t:
            err('%s: empty text' % nid)
            continue
        if not isinstance(meta, dict) or sorted(meta) != ['country', 'genre', 'lowercase', 'source']:
            err('%s: meta fields' % nid)
            continue
        if meta['source'] != 'dev376-en' or not isinstance(meta['lowercase'], bool) or not meta['genre'] \
                or not meta['country']:
            err('%s: meta values %r' % (nid, meta))
        if meta['lowercase']:
            n_lower += 1
            if t != t.lower():
                err('%s: lowercase note has upper-case characters' % nid)
        total_len += len(t)
        per_genre[meta['genre']] += 1
        countries[meta['country']] += 1
        prev_end = -1
        prev_start = -1
        for s in x['spans']:
            if sorted(s) != ['end', 'label', 'start', 'text', 'type']:
                err('%s: span fields %s' % (nid, sorted(s)))
                continue
            a, b, lab, typ, st = s['start'], s['end'], s['label'], s['type'], s['text']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err('%s: bad offsets %r' % (nid, s))
                continue
            if t[a:b] != st:
                err('%s: span text %r != %r' % (nid, st, t[a:b]))
            if a < prev_start:
                err('%s: spans not sorted at %d' % (nid, a))
            if a < prev_end:
                err('%s: overlap at %d (%r)' % (nid, a, st))
            prev_start, prev_end = a, max(prev_end, b)
            if typ not in TYPES:
                err('%s: unknown type %r' % (nid, typ))
            elif TYPES[typ] != lab:
                err('%s: type %s paired with label %s' % (nid, typ, lab))
            if not edge_ok(st):
                err('%s: span edge %s %r' % (nid, typ, st))
            # contact fictionality
            if typ in ('PHONE', 'FAX') and '555' not in st:
                err('%s: %s without 555: %r' % (nid, typ, st))
            if typ == 'EMAIL':
                if st.count('@') != 1 or not fict_host(st.split('@')[1]):
                    err('%s: e-mail not on example domains: %r' % (nid, st))
            if typ == 'URL':
                m = re.match(r'^(?:[a-z]+://)?([^/:?#]+)', st, re.I)
                if not m or not fict_host(m.group(1)):
                    err('%s: URL not on example domains: %r' % (nid, st))
            if typ == 'IPADDR' and not private_ip(st):
                err('%s: IP not private: %r' % (nid, st))
            if typ == 'SSN':
                core = re.sub(r'[^0-9A-Za-z]', '', st)
                if not (core.startswith('9') or core.startswith('000')):
                    err('%s: SSN-like number not starting with 9 or 000: %r' % (nid, st))
            n_spans += 1
            per_label[lab] += 1
            per_type[typ] += 1
    n = len(notes)
    mean = total_len / n if n else 0
    # minimum counts
    need = 600 if mean < 1200 else 330
    if n < need:
        err('only %d notes (need %d at mean length %.0f)' % (n, need, mean))
    if n_spans < 8000:
        err('only %d spans (need 8000)' % n_spans)
    for typ in sorted(TYPES):
        if per_type[typ] < 15:
            err('type %s occurs %d times (need 15)' % (typ, per_type[typ]))
    big = [g for g in sorted(per_genre) if per_genre[g] >= 30]
    if len(big) < 10:
        err('only %d genres with >= 30 notes' % len(big))
    frac = n_lower / n if n else 0
    if not 0.13 <= frac <= 0.21:
        err('lower-case share %.3f is not about one in six' % frac)
    print('notes: %d   mean length: %.0f chars   spans: %d   lower-case notes: %d (%.1f%%)'
          % (n, mean, n_spans, n_lower, 100 * frac))
    print('per label: ' + ', '.join('%s %d' % (k, per_label[k]) for k in sorted(per_label)))
    print('per type:  ' + ', '.join('%s %d' % (k, per_type[k]) for k in sorted(TYPES)))
    print('per genre: ' + ', '.join('%s %d' % (k, per_genre[k]) for k in sorted(per_genre)))
    print('countries: ' + ', '.join('%s %d' % (k, countries[k]) for k in sorted(countries)))
    return errs


def rebuild(outdir, notes_path):
    errs = []
    with open(notes_path, 'rb') as f:
        ref = f.read()
    for seed in ('1', '2'):
        d = os.path.join(outdir, 'hashseed' + seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
        p = subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), d], env=env,
                           capture_output=True, text=True)
        if p.returncode != 0:
            errs.append('rebuild (PYTHONHASHSEED=%s) failed: %s' % (seed, p.stderr.strip()[-500:]))
            continue
        with open(os.path.join(d, 'notes.jsonl'), 'rb') as f:
            same = f.read() == ref
        print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
        if not same:
            errs.append('rebuild under PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    return errs


def main(argv):
    rb = None
    args = list(argv)
    if '--rebuild' in args:
        k = args.index('--rebuild')
        if k + 1 >= len(args):
            print('usage: check.py [--rebuild DIR] [NOTES]')
            return 2
        rb = args[k + 1]
        del args[k:k + 2]
    path = args[0] if args else os.path.join(SETDIR, 'notes.jsonl')
    errs = check(path)
    if rb:
        errs += rebuild(rb, path)
    for e in errs:
        print('ERROR: ' + e)
    print('FAIL' if errs else 'OK: %s passes all checks' % os.path.basename(SETDIR))
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
