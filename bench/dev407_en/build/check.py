"""Validate bench/dev407_en/notes.jsonl and, with --rebuild DIR, rebuild it twice
under different hash seeds and require byte-identical output.

    python3 build/check.py [--rebuild [DIR]] [--no-rebuild]

Prints counts and ends with a line OK or FAIL."""

import sys

sys.dont_write_bytecode = True

import collections  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, 'notes.jsonl')

TYPES = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
DOMAINS = ('example.com', 'example.org', 'example.net')
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})')
URL_RE = re.compile(r'(?:https?://|www\.)[^\s,;)]*[^\s,;).]|\bexample\.(?:com|org|net)/(?:[^\s,;)]*[^\s,;).])?')
IP_RE = re.compile(r'(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])')
BAD_START = set(' \t\n.,;:!?)]}"\'')
BAD_END = set(' \t\n.,;:!?([{"\'')
NO_REPEAT_CHECK = {'DATE', 'AGE', 'PROFESSION'}
MAX_MODULE = 30 * 1024


def private_ip(s):
    m = IP_RE.fullmatch(s)
    if not m:
        return False
    a, b = int(m.group(1)), int(m.group(2))
    if any(int(x) > 255 for x in m.groups()):
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_ok(s):
    host = re.sub(r'^https?://', '', s).split('/')[0]
    host = host[4:] if host.startswith('www.') else host
    return host in DOMAINS


def covered(spans, a, b):
    for sp in spans:
        if sp['start'] <= a and b <= sp['end']:
            return True
    return False


def validate_note(rec):
    """Return a list of problems with one record (empty when it is valid)."""
    errs = []
    text, spans, meta = rec.get('text'), rec.get('spans'), rec.get('meta')
    if not isinstance(text, str) or not text.strip():
        return ['empty text']
    if not isinstance(meta, dict) or meta.get('source') != 'dev407-en':
        errs.append('meta.source')
    for k in ('genre', 'lowercase', 'country'):
        if not isinstance(meta, dict) or k not in meta:
            errs.append('meta.' + k)
    if meta and meta.get('lowercase') is True and text != text.lower():
        errs.append('lowercase note has upper case')
    if meta and meta.get('lowercase') is False and text == text.lower():
        errs.append('mixed-case note is all lower case')
    prev_end = 0
    for sp in spans:
        if sorted(sp) != ['end', 'label', 'start', 'text', 'type']:
            errs.append('span keys %r' % sorted(sp))
            continue
        s, e, t = sp['start'], sp['end'], sp['type']
        if not (0 <= s < e <= len(text)):
            errs.append('bounds %r' % sp)
            continue
        if s < prev_end:
            errs.append('overlap/unsorted at %d' % s)
        prev_end = e
        val = text[s:e]
        if val != sp['text']:
            errs.append('text mismatch %r != %r' % (val, sp['text']))
        if TYPES.get(t) != sp['label']:
            errs.append('label/type %s/%s' % (sp['label'], t))
        if val[0] in BAD_START and not (val[0] == '(' and ')' in val):
            errs.append('bad start %r' % val)
        initials = re.fullmatch(r'(?:[A-Za-z]\.){2,4}', val) is not None
        if (val[-1] in BAD_END and not initials) or (val[-1] == ')' and '(' not in val):
            errs.append('bad end %r' % val)
        if TYPES.get(t) == 'NAME' and val.endswith("'s"):
            errs.append('possessive inside name %r' % val)
        if t in ('PHONE', 'FAX') and '555' not in val:
            errs.append('phone without 555 %r' % val)
        if t == 'EMAIL':
            m = EMAIL_RE.fullmatch(val)
            if not m or m.group(1).lower() not in DOMAINS:
                errs.append('email domain %r' % val)
        if t == 'URL' and not url_ok(val.lower()):
            errs.append('url domain %r' % val)
        if t == 'IPADDR' and not private_ip(val):
            errs.append('ip not private %r' % val)
        if t == 'SSN' and not (val.startswith('9') or val.startswith('000')):
            errs.append('ssn prefix %r' % val)
    # contact-like strings outside spans
    for m in EMAIL_RE.finditer(text):
        if not covered(spans, m.start(), m.end()):
            errs.append('unannotated email %r' % m.group(0))
    for m in URL_RE.finditer(text):
        if not covered(spans, m.start(), m.end()):
            errs.append('unannotated url %r' % m.group(0))
    for m in IP_RE.finditer(text):
        if not covered(spans, m.start(), m.end()):
            errs.append('unannotated ip-like %r' % m.group(0))
    for m in re.finditer('555', text):
        if not covered(spans, m.start(), m.end()):
            errs.append('unannotated 555 at %d' % m.start())
    # every occurrence of an annotated value (and of each part of a name) is annotated
    seen = set()
    for sp in spans:
        if sp['type'] in NO_REPEAT_CHECK:
            continue
        cands = [sp['text']]
        if sp['label'] == 'NAME':
            cands += [p.strip('.') for p in re.split(r'[\s,]+', sp['text'])]
        for cnd in cands:
            if len(cnd) < 3 or cnd in seen:
                continue
            seen.add(cnd)
            pat = re.compile(r'(?<![A-Za-z0-9])' + re.escape(cnd) + r'(?![A-Za-z0-9])')
            for m in pat.finditer(text):
                if not covered(spans, m.start(), m.end()):
                    errs.append('unannotated repeat %r (%s) at %d' % (cnd, sp['type'], m.start()))
    return errs


def check_file(path):
    problems = []
    recs = []
    with open(path, encoding='utf-8') as fh:
        for n, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError:
                problems.append('line %d: not JSON' % n)
    for i, rec in enumerate(recs, 1):
        if rec.get('id') != 'dev407-%04d' % i:
            problems.append('line %d: id %r' % (i, rec.get('id')))
        if list(rec) != ['id', 'text', 'spans', 'meta']:
            problems.append('line %d: fields %r' % (i, list(rec)))
        for e in validate_note(rec):
            problems.append('%s: %s' % (rec.get('id'), e))
    return recs, problems


def stats(recs):
    by_label = collections.Counter()
    by_type = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    lower = 0
    chars = 0
    for r in recs:
        genres[r['meta']['genre']] += 1
        countries[r['meta']['country']] += 1
        lower += bool(r['meta']['lowercase'])
        chars += len(r['text'])
        for sp in r['spans']:
            by_label[sp['label']] += 1
            by_type[sp['type']] += 1
    return by_label, by_type, genres, countries, lower, chars


def rebuild(dirpath):
    problems = []
    created = not os.path.exists(dirpath)
    want = open(NOTES, 'rb').read()
    try:
        for seed in ('1', '2'):
            out = os.path.join(dirpath, 'seed' + seed)
            os.makedirs(out, exist_ok=True)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            r = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if r.returncode != 0:
                problems.append('rebuild seed %s failed: %s' % (seed, r.stderr.decode()[-500:]))
                continue
            got = open(os.path.join(out, 'notes.jsonl'), 'rb').read()
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if got == want else 'DIFFERENT'))
            if got != want:
                problems.append('rebuild seed %s differs from notes.jsonl' % seed)
    finally:
        if created and os.path.exists(dirpath):
            shutil.rmtree(dirpath)
    return problems


def main(argv):
    do_rebuild, rdir = True, '/tmp/dev407_tmp'
    i = 0
    while i < len(argv):
        if argv[i] == '--rebuild':
            if i + 1 < len(argv) and not argv[i + 1].startswith('--'):
                rdir = argv[i + 1]
                i += 1
        elif argv[i] == '--no-rebuild':
            do_rebuild = False
        i += 1
    recs, problems = check_file(NOTES)
    by_label, by_type, genres, countries, lower, chars = stats(recs)
    n = len(recs)
    nspans = sum(by_type.values())
    mean = chars / n if n else 0
    print('notes: %d   spans: %d   mean chars: %.0f   lower-case notes: %d (%.1f%%)' % (n, nspans, mean, lower, 100.0 * lower / max(n, 1)))
    need = 600 if mean < 1200 else 330
    if n < need:
        problems.append('too few notes: %d < %d' % (n, need))
    if nspans < 8000:
        problems.append('too few spans: %d' % nspans)
    if not (0.12 <= lower / max(n, 1) <= 0.22):
        problems.append('lower-case share off: %d/%d' % (lower, n))
    print('per label:')
    for k in sorted(by_label):
        print('  %-12s %6d' % (k, by_label[k]))
    print('per type:')
    for k in sorted(TYPES):
        print('  %-15s %6d' % (k, by_type[k]))
        if by_type[k] < 15:
            problems.append('type %s only %d' % (k, by_type[k]))
    print('genres:')
    for k in sorted(genres):
        print('  %-42s %4d' % (k, genres[k]))
    big = [g for g in genres if genres[g] >= 30]
    if len(big) < 10:
        problems.append('only %d genres with >=30 notes' % len(big))
    print('countries:')
    for k in sorted(countries):
        print('  %-22s %4d' % (k, countries[k]))
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith('.py') and os.path.getsize(os.path.join(HERE, fn)) >= MAX_MODULE:
            problems.append('module %s is over 30 KB' % fn)
    if do_rebuild:
        problems += rebuild(rdir)
    for p in problems[:60]:
        print('PROBLEM', p)
    if len(problems) > 60:
        print('... %d more problems' % (len(problems) - 60))
    print('OK' if not problems else 'FAIL')
    return 0 if not problems else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
