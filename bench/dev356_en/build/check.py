"""Validate bench/dev356_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [PATH]
With --rebuild DIR the set is regenerated twice (PYTHONHASHSEED=1 and 2) into DIR and both
outputs must be byte-identical to notes.jsonl.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)

# label -> types, written out from docs/annotation_guideline.md (independent of the generator)
GUIDE = {
    'NAME': ['PATIENT', 'DOCTOR', 'FAMILY', 'USERNAME'],
    'AGE': ['AGE'],
    'DATE': ['DATE'],
    'LOCATION': ['STREET', 'CITY', 'STATE', 'ZIP', 'COUNTRY', 'HOSPITAL', 'ORGANIZATION', 'LOCATION_OTHER'],
    'ID': ['MRN', 'SSN', 'HEALTHPLAN', 'ACCOUNT', 'LICENSE', 'DEVICE', 'VEHICLE', 'BIOID', 'IDNUM'],
    'CONTACT': ['PHONE', 'FAX', 'EMAIL', 'URL', 'IPADDR'],
    'PROFESSION': ['PROFESSION'],
}
TYPE_LABEL = {t: lab for lab in GUIDE for t in GUIDE[lab]}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
FICT_DOMAINS = ('example.com', 'example.org', 'example.net')
INITIAL_END = re.compile(r'(^|[\s.\-])[A-Za-z]\.$')


def fict_domain(host):
    host = host.lower().rstrip('.')
    return any(host == d or host.endswith('.' + d) for d in FICT_DOMAINS)


def edge_ok(s):
    """No leading/trailing whitespace or punctuation unless it belongs to the value."""
    if not s or s != s.strip():
        return False
    if not (s[0].isalnum() or (s[0] in '(+' and any(ch.isdigit() for ch in s))):
        return False
    if s[-1].isalnum():
        return True
    if s[-1] == ')' and '(' in s:
        return True
    if s[-1] == '.' and INITIAL_END.search(s):
        return True
    return False


def contact_problem(sp):
    t, s = sp['type'], sp['text']
    if t in ('PHONE', 'FAX'):
        if '555' not in re.sub(r'\D', '', s):
            return 'phone/fax/pager without 555'
    elif t == 'EMAIL':
        if s.count('@') != 1 or not fict_domain(s.split('@')[1]):
            return 'e-mail not on example.com/org/net'
    elif t == 'URL':
        host = re.sub(r'^[a-z]+://', '', s.lower()).split('/')[0].split(':')[0]
        if not fict_domain(host):
            return 'URL not on example.com/org/net'
    elif t == 'IPADDR':
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return 'not an IP address'
        if not any(ip in ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16')):
            return 'IP not private'
    elif t == 'SSN':
        if not (s.startswith('9') or s.startswith('000')):
            return 'SSN-like number not starting with 9 or 000'
    return None


def check(path):
    errors = []
    recs = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                errors.append('line %d: bad JSON (%s)' % (ln, e))
    per_label, per_type, per_genre, per_country = (collections.Counter() for _ in range(4))
    n_spans = total_len = n_lower = 0
    for i, rec in enumerate(recs, 1):
        rid = rec.get('id')
        where = rid or 'record %d' % i
        if sorted(rec) != ['id', 'meta', 'spans', 'text']:
            errors.append('%s: fields %s' % (where, sorted(rec)))
            continue
        if rid != 'dev356-%04d' % i:
            errors.append('%s: id out of sequence (expected dev356-%04d)' % (where, i))
        text, spans, meta = rec['text'], rec['spans'], rec['meta']
        if not isinstance(text, str) or not text:
            errors.append('%s: empty text' % where)
            continue
        if not isinstance(meta, dict) or sorted(meta) != ['country', 'genre', 'lowercase', 'source']:
            errors.append('%s: meta fields %s' % (where, sorted(meta) if isinstance(meta, dict) else meta))
            continue
        if meta['source'] != 'dev356-en' or not isinstance(meta['lowercase'], bool) or not meta['genre'] or not meta['country']:
            errors.append('%s: bad meta values %r' % (where, meta))
        total_len += len(text)
        per_genre[meta['genre']] += 1
        per_country[meta['country']] += 1
        if meta['lowercase']:
            n_lower += 1
            if text != text.lower():
                errors.append('%s: lowercase note contains upper case' % where)
        prev_end, prev_start = 0, -1
        for sp in spans:
            if sorted(sp) != ['end', 'label', 'start', 'text', 'type']:
                errors.append('%s: span fields %s' % (where, sorted(sp)))
                continue
            s, e = sp['start'], sp['end']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errors.append('%s: bad offsets %r' % (where, sp))
                continue
            if text[s:e] != sp['text']:
                errors.append('%s: span text mismatch %r vs %r' % (where, sp['text'], text[s:e]))
            if s < prev_start:
                errors.append('%s: spans not sorted at %d' % (where, s))
            if s < prev_end:
                errors.append('%s: overlapping span at %d' % (where, s))
            prev_start, prev_end = s, max(prev_end, e)
            if sp['type'] not in TYPE_LABEL:
                errors.append('%s: unknown type %r' % (where, sp['type']))
            elif TYPE_LABEL[sp['type']] != sp['label']:
                errors.append('%s: type %s paired with label %s' % (where, sp['type'], sp['label']))
            if not edge_ok(sp['text']):
                errors.append('%s: span edge whitespace/punctuation %r' % (where, sp['text']))
            prob = contact_problem(sp)
            if prob:
                errors.append('%s: %s: %r' % (where, prob, sp['text']))
            per_label[sp['label']] += 1
            per_type[sp['type']] += 1
            n_spans += 1
    n = len(recs)
    mean = total_len / n if n else 0
    need = MIN_NOTES if mean >= SHORT_MEAN else MIN_NOTES_SHORT
    if n < need:
        errors.append('only %d notes (need %d at mean length %.0f)' % (n, need, mean))
    if n_spans < MIN_SPANS:
        errors.append('only %d spans (need %d)' % (n_spans, MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if per_type[t] < MIN_PER_TYPE:
            errors.append('type %s has %d spans (need %d)' % (t, per_type[t], MIN_PER_TYPE))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    share = n_lower / n if n else 0
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        errors.append('lower-case share %.3f outside %s' % (share, LOWER_RANGE))
    print('notes: %d   mean length: %.0f chars   spans: %d   lower-case notes: %d (%.1f%%)' % (n, mean, n_spans, n_lower, 100 * share))
    print('per label:')
    for k in sorted(per_label):
        print('  %-14s %6d' % (k, per_label[k]))
    print('per type:')
    for k in sorted(TYPE_LABEL):
        print('  %-14s %6d' % (k, per_type[k]))
    print('per genre:')
    for k in sorted(per_genre):
        print('  %-32s %4d' % (k, per_genre[k]))
    print('countries:')
    for k in sorted(per_country):
        print('  %-4s %4d' % (k, per_country[k]))
    return errors


def rebuild(out_dir, path):
    errors = []
    os.makedirs(out_dir, exist_ok=True)
    with open(path, 'rb') as f:
        ref = f.read()
    for seed in ('1', '2'):
        out = os.path.join(out_dir, 'rebuild_hashseed%s.jsonl' % seed)
        env = dict(os.environ)
        env['PYTHONHASHSEED'] = seed
        env['PYTHONDONTWRITEBYTECODE'] = '1'
        res = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', out], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if res.returncode != 0:
            errors.append('rebuild with PYTHONHASHSEED=%s failed: %s' % (seed, res.stderr.decode()[-500:]))
            continue
        with open(out, 'rb') as f:
            same = f.read() == ref
        print('rebuild PYTHONHASHSEED=%s -> %s: %s' % (seed, out, 'byte-identical' if same else 'DIFFERENT'))
        if not same:
            errors.append('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
    return errors


def main(argv):
    args = list(argv)
    out_dir = None
    if '--rebuild' in args:
        k = args.index('--rebuild')
        out_dir = args[k + 1]
        del args[k:k + 2]
    path = args[0] if args else os.path.join(SET_DIR, 'notes.jsonl')
    errors = check(path)
    if out_dir:
        errors += rebuild(out_dir, path)
    for e in errors[:50]:
        print('ERROR', e)
    if len(errors) > 50:
        print('... %d more errors' % (len(errors) - 50))
    print('FAIL (%d problems)' % len(errors) if errors else 'OK: all checks passed')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
