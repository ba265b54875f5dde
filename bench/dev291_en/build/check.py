"""Validate bench/dev291_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR   run build/make.py twice into DIR (PYTHONHASHSEED=1 and 2) and
                require both outputs to be byte-identical to notes.jsonl.
Exit status 0 when every check passes, 1 otherwise.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

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
COUNTRIES = {'UK', 'US', 'AU', 'CA', 'NZ'}
SAFE_DOMAINS = ('example.com', 'example.org', 'example.net')
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_LO, LOWER_HI = 0.12, 0.22

EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}')
IP_RE = re.compile(r'(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])')
URL_RE = re.compile(r'(?:https?://|www\.)[^\s)]+')
INITIAL_END = re.compile(r'(?:^|[\s.])[A-Za-z]\.$')
ABBR_END = re.compile(r'\b(?:St|Rd|Ave|Blvd|Dr|Ct|Cres|Jr|Sr|Inc|Ltd)\.$', re.I)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith('.' + d) for d in SAFE_DOMAINS)


def edge_errors(s):
    errs = []
    if s != s.strip():
        errs.append('whitespace at edge')
    if s and not (s[0].isalnum() or s[0] in '(+'):
        errs.append('bad first char %r' % s[0])
    if s and not (s[-1].isalnum() or s[-1] == ')' or (s[-1] == '.' and (INITIAL_END.search(s) or ABBR_END.search(s)))):
        errs.append('bad last char %r' % s[-1])
    if s.count('(') != s.count(')'):
        errs.append('unbalanced brackets')
    return errs


def contact_errors(typ, s):
    low = s.lower()
    if typ in ('PHONE', 'FAX'):
        if '555' not in s:
            return ['phone/fax without 555']
    elif typ == 'EMAIL':
        if '@' not in s or not host_ok(low.rsplit('@', 1)[1]):
            return ['e-mail outside example domains']
    elif typ == 'URL':
        u = re.sub(r'^https?://', '', low)
        if not host_ok(u.split('/', 1)[0]):
            return ['URL outside example domains']
    elif typ == 'IPADDR':
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return ['not an IP address']
        if not ip.is_private or ip.is_loopback:
            return ['IP address not private']
        ok = (s.startswith('10.') or s.startswith('192.168.') or
              (s.startswith('172.') and 16 <= int(s.split('.')[1]) <= 31))
        if not ok:
            return ['IP outside 10/8, 172.16/12, 192.168/16']
    elif typ == 'SSN':
        if not (s.startswith('9') or s.startswith('000')):
            return ['SSN-like number must start with 9 or 000']
    return []


def check(path):
    errors = []

    def err(where, msg):
        errors.append('%s: %s' % (where, msg))

    notes = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err('line %d' % ln, 'invalid JSON (%s)' % e)
    type_n = collections.Counter()
    label_n = collections.Counter()
    genre_n = collections.Counter()
    country_n = collections.Counter()
    n_spans = 0
    n_chars = 0
    n_lower = 0
    for i, o in enumerate(notes):
        want = 'dev291-%04d' % (i + 1)
        where = o.get('id', 'note %d' % (i + 1))
        if set(o) != {'id', 'text', 'spans', 'meta'}:
            err(where, 'fields must be id, text, spans, meta')
            continue
        if o['id'] != want:
            err(where, 'id out of sequence (want %s)' % want)
        text = o['text']
        if not isinstance(text, str) or not text:
            err(where, 'empty text')
            continue
        n_chars += len(text)
        meta = o['meta']
        if set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            err(where, 'meta fields')
            continue
        if meta['source'] != 'dev291-en':
            err(where, 'meta.source')
        if meta['country'] not in COUNTRIES:
            err(where, 'meta.country %r' % meta['country'])
        if not isinstance(meta['lowercase'], bool):
            err(where, 'meta.lowercase not bool')
        if meta['lowercase']:
            n_lower += 1
            if text != text.lower():
                err(where, 'lower-case note has upper-case characters')
        genre_n[meta['genre']] += 1
        country_n[meta['country']] += 1
        prev_end = -1
        prev_start = -1
        covered = []
        for sp in o['spans']:
            if set(sp) != {'start', 'end', 'label', 'type', 'text'}:
                err(where, 'span fields %r' % sorted(sp))
                continue
            a, b, s = sp['start'], sp['end'], sp['text']
            tag = '%s [%d:%d] %r' % (where, a, b, s)
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(tag, 'bad offsets')
                continue
            if text[a:b] != s:
                err(tag, 'span text mismatch %r' % text[a:b])
            if a < prev_start:
                err(tag, 'spans not sorted')
            if a < prev_end:
                err(tag, 'overlapping spans')
            prev_start, prev_end = a, b
            if sp['type'] not in TYPES:
                err(tag, 'unknown type %r' % sp['type'])
            elif TYPES[sp['type']] != sp['label']:
                err(tag, 'label %r does not match type %r' % (sp['label'], sp['type']))
            for e in edge_errors(s):
                err(tag, e)
            for e in contact_errors(sp['type'], s):
                err(tag, e)
            type_n[sp['type']] += 1
            label_n[sp['label']] += 1
            n_spans += 1
            covered.append((a, b, sp['type']))

        def inside(a, b, typ):
            return any(x <= a and b <= y and t == typ for x, y, t in covered)
        # every e-mail, URL and IP-like string in the text must be a labelled span
        for rx, typ in ((EMAIL_RE, 'EMAIL'), (IP_RE, 'IPADDR'), (URL_RE, 'URL')):
            for m in rx.finditer(text):
                a, b = m.span()
                s = m.group(0).rstrip('.,;')
                b = a + len(s)
                if typ == 'IPADDR' and (a > 0 and text[a - 1].isalnum()):
                    continue
                if not inside(a, b, typ):
                    err(where, 'unlabelled %s %r' % (typ, s))
    # size rules
    N = len(notes)
    mean = n_chars / N if N else 0
    if N < MIN_NOTES:
        err('size', 'only %d notes (< %d)' % (N, MIN_NOTES))
    if mean < 1200 and N < MIN_NOTES_SHORT:
        err('size', 'mean note %.0f chars < 1200 needs >= %d notes' % (mean, MIN_NOTES_SHORT))
    if n_spans < MIN_SPANS:
        err('size', 'only %d spans (< %d)' % (n_spans, MIN_SPANS))
    for t in sorted(TYPES):
        if type_n[t] < MIN_PER_TYPE:
            err('size', 'type %s has %d spans (< %d)' % (t, type_n[t], MIN_PER_TYPE))
    big = [g for g in sorted(genre_n) if genre_n[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err('size', 'only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = n_lower / N if N else 0
    if not LOWER_LO <= frac <= LOWER_HI:
        err('size', 'lower-case fraction %.3f outside [%.2f, %.2f]' % (frac, LOWER_LO, LOWER_HI))
    stats = dict(notes=N, mean_chars=round(mean, 1), spans=n_spans, lower=n_lower,
                 labels=dict(sorted(label_n.items())), types=dict(sorted(type_n.items())),
                 genres=dict(sorted(genre_n.items())), countries=dict(sorted(country_n.items())))
    return errors, stats


def rebuild(outdir, ref):
    os.makedirs(outdir, exist_ok=True)
    with open(ref, 'rb') as f:
        want = f.read()
    errors = []
    for seed in ('1', '2'):
        out = os.path.join(outdir, 'notes_hashseed%s.jsonl' % seed)
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        res = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', out],
                             env=env, capture_output=True, text=True)
        if res.returncode != 0:
            errors.append('rebuild (PYTHONHASHSEED=%s) failed: %s' % (seed, res.stderr.strip()[-500:]))
            continue
        with open(out, 'rb') as f:
            got = f.read()
        if got != want:
            errors.append('rebuild (PYTHONHASHSEED=%s) differs from %s' % (seed, ref))
    return errors


def main(argv):
    path = os.path.join(ROOT, 'notes.jsonl')
    if '--notes' in argv:
        path = argv[argv.index('--notes') + 1]
    errors, stats = check(path)
    if '--rebuild' in argv:
        errors += rebuild(argv[argv.index('--rebuild') + 1], path)
    print(json.dumps(stats, indent=1))
    for e in errors[:200]:
        print('ERROR', e)
    if errors:
        print('%d error(s)' % len(errors))
        return 1
    print('OK: all checks passed')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
