#!/usr/bin/env python3
"""Validate dev365_en/notes.jsonl and (optionally) rebuild it twice.

    python3 build/check.py [--rebuild DIR] [NOTES]

Checks fields and ids, offsets and span text, sorting and overlaps, label/type
pairs from docs/annotation_guideline.md, span edges, minimum counts, contact
fictionality, lower-case notes; with --rebuild DIR it runs make.py into DIR
under PYTHONHASHSEED=1 and =2 and compares both outputs byte for byte with
NOTES.  Prints counts and a final OK or FAIL line."""
import sys

sys.dont_write_bytecode = True
import collections  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

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
PUNCT = set('.,;:!?"\'()[]{}<>-/\\')
EXAMPLE = ('example.com', 'example.org', 'example.net')
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.13, 0.20)


def example_host(h):
    h = h.lower()
    return any(h == e or h.endswith('.' + e) for e in EXAMPLE)


def edge_ok(s):
    a, z = s[0], s[-1]
    if a.isspace() or z.isspace():
        return False
    if a in PUNCT and not (a == '(' and ')' in s):
        return False
    if z in PUNCT:
        if z == ')' and '(' in s:
            return True
        if z == '.' and re.search(r'(?:^|[^A-Za-z])[A-Za-z]\.$', s):
            return True
        return False
    return True


def contact_ok(typ, s):
    if typ in ('PHONE', 'FAX'):
        return '555' in s
    if typ == 'EMAIL':
        return re.fullmatch(r'[^@\s]+@([A-Za-z0-9.-]+)', s) is not None and example_host(s.split('@')[1])
    if typ == 'URL':
        host = re.sub(r'^[a-z]+://', '', s.lower()).split('/')[0].split(':')[0]
        return example_host(host)
    if typ == 'IPADDR':
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return False
        return any(ip in ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))
    if typ == 'SSN':
        dg = re.sub(r'\D', '', s)
        return dg.startswith('9') or dg.startswith('000')
    return True


def validate(path):
    errs = []
    notes = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append('line %d: bad JSON (%s)' % (ln, e))
    by_label, by_type, by_genre, by_country = (collections.Counter() for _ in range(4))
    nspans = nlower = total_len = 0
    for i, n in enumerate(notes, 1):
        nid = n.get('id')
        if nid != 'dev365-%04d' % i:
            errs.append('note %d: id %r' % (i, nid))
        if sorted(n) != ['id', 'meta', 'spans', 'text']:
            errs.append('%s: fields %s' % (nid, sorted(n)))
            continue
        t, m = n['text'], n['meta']
        if not isinstance(t, str) or not t:
            errs.append('%s: empty text' % nid)
            continue
        if sorted(m) != ['country', 'genre', 'lowercase', 'source'] or m['source'] != 'dev365-en' \
                or not isinstance(m['lowercase'], bool) or not m['genre'] or not m['country']:
            errs.append('%s: meta %r' % (nid, m))
        total_len += len(t)
        by_genre[m.get('genre')] += 1
        by_country[m.get('country')] += 1
        if m.get('lowercase'):
            nlower += 1
            if t != t.lower():
                errs.append('%s: lowercase note has upper case' % nid)
        prev_end = -1
        prev_start = -1
        for s in n['spans']:
            if sorted(s) != ['end', 'label', 'start', 'text', 'type']:
                errs.append('%s: span fields %s' % (nid, sorted(s)))
                continue
            a, b, lab, typ, st = s['start'], s['end'], s['label'], s['type'], s['text']
            nspans += 1
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                errs.append('%s: bad offsets %r' % (nid, s))
                continue
            if t[a:b] != st:
                errs.append('%s: span text mismatch %r vs %r' % (nid, st, t[a:b]))
            if a < prev_start:
                errs.append('%s: spans not sorted at %d' % (nid, a))
            if a < prev_end:
                errs.append('%s: overlap at %d' % (nid, a))
            prev_start, prev_end = a, b
            if TYPES.get(typ) != lab:
                errs.append('%s: label/type %s/%s' % (nid, lab, typ))
            if not edge_ok(st):
                errs.append('%s: span edge %r' % (nid, st))
            if not contact_ok(typ, st):
                errs.append('%s: not fictional %s %r' % (nid, typ, st))
            by_label[lab] += 1
            by_type[typ] += 1
    nn = len(notes)
    mean = total_len / nn if nn else 0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if nn < need:
        errs.append('only %d notes (need %d)' % (nn, need))
    if nspans < MIN_SPANS:
        errs.append('only %d spans (need %d)' % (nspans, MIN_SPANS))
    for typ in sorted(TYPES):
        if by_type[typ] < MIN_TYPE:
            errs.append('type %s only %d times' % (typ, by_type[typ]))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = nlower / nn if nn else 0
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        errs.append('lower-case share %.3f outside %s' % (frac, LOWER_RANGE))
    print('notes: %d' % nn)
    print('mean length: %.1f chars' % mean)
    print('spans: %d' % nspans)
    print('lower-case notes: %d (%.1f%%)' % (nlower, 100 * frac))
    print('per label: ' + ', '.join('%s %d' % (k, by_label[k]) for k in sorted(by_label)))
    print('per type:')
    for k in sorted(TYPES):
        print('  %-15s %6d' % (k, by_type[k]))
    print('per genre:')
    for k in sorted(by_genre):
        print('  %-30s %4d' % (k, by_genre[k]))
    print('countries: ' + ', '.join('%s %d' % (k, by_country[k]) for k in sorted(by_country)))
    return errs


def module_sizes():
    errs = []
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith('.py') and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            errs.append('module %s is 30 KB or larger' % fn)
    return errs


def rebuild(dirpath, ref):
    errs = []
    with open(ref, 'rb') as f:
        want = f.read()
    for seed in ('1', '2'):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
        r = subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), dirpath], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if r.returncode != 0:
            errs.append('rebuild (PYTHONHASHSEED=%s) failed: %s' % (seed, r.stderr.decode()[-500:]))
            continue
        with open(os.path.join(dirpath, 'notes.jsonl'), 'rb') as f:
            got = f.read()
        same = got == want
        print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'byte-identical' if same else 'DIFFERENT'))
        if not same:
            errs.append('rebuild with PYTHONHASHSEED=%s differs' % seed)
    return errs


def main(argv):
    rb = None
    args = list(argv)
    if '--rebuild' in args:
        i = args.index('--rebuild')
        if i + 1 >= len(args):
            print('usage: check.py [--rebuild DIR] [NOTES]')
            return 2
        rb = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    errs = validate(path) + module_sizes()
    if rb:
        if os.path.abspath(os.path.join(rb, 'notes.jsonl')) == os.path.abspath(path):
            errs.append('rebuild DIR must differ from the folder of NOTES')
        else:
            errs += rebuild(rb, path)
    for e in errs[:50]:
        print('ERROR: ' + e)
    if len(errs) > 50:
        print('... %d more errors' % (len(errs) - 50))
    print('FAIL (%d errors)' % len(errs) if errs else 'OK: all checks passed')
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
