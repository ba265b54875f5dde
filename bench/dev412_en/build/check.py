"""Validate bench/dev412_en/notes.jsonl; with --rebuild [DIR] also rebuild twice and compare bytes.

Usage: python3 build/check.py [--rebuild [DIR]]      (DIR defaults to /tmp/dev412_tmp)
Prints counts and ends with a line OK or FAIL.
"""
import sys

sys.dont_write_bytecode = True

import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
from collections import Counter  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, 'notes.jsonl')
sys.path.insert(0, HERE)
from note import LABEL  # noqa: E402

GENRES_REQ = 10
MIN_GENRE = 30
MIN_TYPE = 15
DOMAINS = ('example.com', 'example.org', 'example.net')
STDLIB_OK = {'sys', 'os', 're', 'json', 'random', 'datetime', 'ipaddress', 'shutil', 'subprocess',
             'collections', 'hashlib'}
LOCAL = {'note', 'pools', 'geo', 'ids', 'case', 'clin', 'blocks', 'g_letter', 'g_mdt', 'g_rx', 'g_line',
         'g_home', 'g_train'}
HARD_NEG = ('Hickman', 'Broviac', 'Groshong', 'Port-a-Cath', 'PICC', "Crohn's", 'Roux-en-Y', "Ladd's", "Gardner's",
            "Hirschsprung's", 'Brooke', "St Mark's", 'Bristol stool', 'Seldinger', 'Trendelenburg', 'Valsalva',
            'Huber', 'Tegaderm', 'Biopatch', 'TauroLock', 'Cernevit', 'Solivito', 'Vitlipid', 'Additrace', 'Tracutil',
            'SMOFlipid', 'Intralipid', 'Omegaven', 'ClinOleic', 'Kabiven', 'Olimel', 'Clinimix', 'Vamin', 'Aminoven',
            'Glycophos', 'CADD-Solis', 'Sapphire', 'BodyGuard', 'Curlin', 'Revestive', 'teduglutide', 'loperamide',
            'octreotide', 'Dioralyte', 'Creon', 'alteplase', 'Cathflo', 'vancomycin', 'ESPEN', 'ASPEN', 'NICE', 'BAPEN',
            'IDSA', 'ANTT', 'WHO', 'NEWS2', 'qSOFA', 'MUST', 'BMI', 'DTP', 'CRBSI', 'IFALD', 'ALP', 'ALT', 'CRP', 'eGFR',
            'Mg', 'PO4', 'Jamar', 'Henry equation', 'MicroClave', 'Bionector', 'Datix', 'WinPath', 'TelePath',
            "Dupuytren's", 'Candida', 'Klebsiella', 'Enterobacter', 'Staphylococcus', 'Gastroenterology',
            'Nutrition Support Team', 'Interventional Radiology', 'Microbiology', 'Day Case Unit', 'MS Teams',
            'Infection Prevention', 'Aseptic', 'Raynaud', 'Chvostek', 'orange juice', 'Medicare', 'Nurse Specialist')


def validate(path, errs):
    notes = []
    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append('line %d: bad JSON %s' % (ln, e))
    for k, rec in enumerate(notes):
        nid = rec.get('id')
        if set(rec) != {'id', 'text', 'spans', 'meta'}:
            errs.append('%s: fields %s' % (nid, sorted(rec)))
            continue
        if nid != 'dev412-%04d' % (k + 1):
            errs.append('%s: id out of sequence' % nid)
        t = rec['text']
        m = rec['meta']
        if set(m) != {'source', 'genre', 'lowercase', 'country'} or m['source'] != 'dev412-en' \
                or not isinstance(m['lowercase'], bool):
            errs.append('%s: meta %r' % (nid, m))
        if m.get('lowercase') and t != t.lower():
            errs.append('%s: lowercase flag but upper-case text' % nid)
        prev = 0
        for s in rec['spans']:
            if set(s) != {'start', 'end', 'label', 'type', 'text'}:
                errs.append('%s: span fields %s' % (nid, sorted(s)))
                continue
            a, b, v = s['start'], s['end'], s['text']
            if not (0 <= a < b <= len(t)):
                errs.append('%s: bad offsets %r' % (nid, s))
                continue
            if a < prev:
                errs.append('%s: span unsorted/overlapping at %d' % (nid, a))
            prev = b
            if t[a:b] != v:
                errs.append('%s: text mismatch %r vs %r' % (nid, t[a:b], v))
            if s['type'] not in LABEL or LABEL[s['type']] != s['label']:
                errs.append('%s: label/type %s/%s' % (nid, s['label'], s['type']))
            if v != v.strip():
                errs.append('%s: whitespace at span edge %r' % (nid, v))
            if v[-1] in ',;:!?' or (v[-1] == '.' and s['label'] != 'NAME') or v[0] in ',;:.!?"\'':
                errs.append('%s: punctuation at span edge %r' % (nid, v))
            if v.count('(') != v.count(')') or v.count('[') != v.count(']'):
                errs.append('%s: unbalanced bracket %r' % (nid, v))
            ty = s['type']
            low = v.lower()
            if ty in ('PHONE', 'FAX') and '555' not in v:
                errs.append('%s: contact without 555 %r' % (nid, v))
            if ty == 'EMAIL' and low.split('@')[-1] not in DOMAINS:
                errs.append('%s: e-mail domain %r' % (nid, v))
            if ty == 'URL':
                host = re.sub(r'^https?://', '', low).split('/')[0]
                if host.startswith('www.'):
                    host = host[4:]
                if host not in DOMAINS:
                    errs.append('%s: URL domain %r' % (nid, v))
            if ty == 'IPADDR':
                try:
                    if not ipaddress.ip_address(v).is_private or v.startswith(('127.', '169.254.')):
                        errs.append('%s: IP not private %r' % (nid, v))
                    elif not (v.startswith('10.') or v.startswith('192.168.') or
                              ipaddress.ip_address(v) in ipaddress.ip_network('172.16.0.0/12')):
                        errs.append('%s: IP outside allowed ranges %r' % (nid, v))
                except ValueError:
                    errs.append('%s: bad IP %r' % (nid, v))
            if ty == 'SSN' and not (v.startswith('9') or v.startswith('000')):
                errs.append('%s: SSN-like number must start with 9 or 000 %r' % (nid, v))
        # every e-mail, URL-ish and IP pattern in the text must be inside a span of its type
        cover = {}
        for s in rec['spans']:
            for i in range(s['start'], s['end']):
                cover[i] = s['type']
        for pat, ty in ((r'[\w.+-]+@[\w-]+(\.[\w-]+)+', 'EMAIL'), (r'\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b', 'IPADDR'),
                        (r'(?:https?://|www\.)\S+|example\.(?:org|net|com)/\S*', None)):
            for mt in re.finditer(pat, t):
                end = mt.start() + len(mt.group(0).rstrip(').,;:'))
                tys = {cover.get(i) for i in range(mt.start(), end)}
                if None in tys or (ty and tys != {ty}):
                    errs.append('%s: unannotated %s %r' % (nid, ty or 'URL', mt.group(0)))
        for mt in re.finditer(r'(?<![\d.])(?:\(?\d{2,5}\)?[\s.-]?)?555[\s.-]?\d{1,4}(?!\d)', t):
            if mt.start() + mt.group(0).index('555') not in cover:
                errs.append('%s: unannotated 555 near %r' % (nid, t[max(0, mt.start() - 15):mt.end() + 10]))
    return notes


def check_sources(errs):
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith('.py'):
            continue
        p = os.path.join(HERE, fn)
        if os.path.getsize(p) >= 30 * 1024:
            errs.append('module %s is >= 30 KB' % fn)
        with open(p, encoding='utf-8') as f:
            src = f.read()
        for mt in re.finditer(r'^\s*(?:import|from)\s+([A-Za-z_][\w]*)', src, re.M):
            mod = mt.group(1)
            if mod not in STDLIB_OK and mod not in LOCAL:
                errs.append('module %s imports %s (not allowed)' % (fn, mod))
    rd = os.path.join(ROOT, 'README.md')
    if os.path.exists(rd):
        with open(rd, encoding='utf-8') as f:
            lines = f.read().split('\n')
        if lines[0] != '# dev412_en: independent English clinical PHI evaluation set':
            errs.append('README line 1 wrong')
        if len(lines) < 2 or lines[1] != '> **Status:** written for a decision; not yet scored. Never trained on.':
            errs.append('README line 2 wrong')
        if 'Conventions chosen where the guideline leaves room:' not in lines:
            errs.append('README conventions line missing')
    else:
        errs.append('README.md missing')


def rebuild(d, errs):
    created = not os.path.exists(d)
    os.makedirs(d, exist_ok=True)
    with open(NOTES, 'rb') as f:
        ref = f.read()
    try:
        for seed in ('1', '2'):
            out = os.path.join(d, 'notes_seed%s.jsonl' % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            r = subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), '--out', out], env=env,
                               capture_output=True, text=True)
            if r.returncode != 0:
                errs.append('rebuild PYTHONHASHSEED=%s failed: %s' % (seed, r.stderr[-500:]))
                continue
            with open(out, 'rb') as f:
                got = f.read()
            same = got == ref
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
            if not same:
                errs.append('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
            os.remove(out)
    finally:
        if created:
            shutil.rmtree(d, ignore_errors=True)


def main(argv):
    errs = []
    notes = validate(NOTES, errs)
    check_sources(errs)
    if '--rebuild' in argv:
        i = argv.index('--rebuild')
        d = argv[i + 1] if i + 1 < len(argv) and not argv[i + 1].startswith('--') else '/tmp/dev412_tmp'
        rebuild(d, errs)
    n = len(notes)
    spans = [s for r in notes for s in r['spans']]
    lens = [len(r['text']) for r in notes]
    mean = sum(lens) / max(n, 1)
    low = sum(1 for r in notes if r['meta']['lowercase'])
    genres = Counter(r['meta']['genre'] for r in notes)
    countries = Counter(r['meta']['country'] for r in notes)
    labels = Counter(s['label'] for s in spans)
    types = Counter(s['type'] for s in spans)
    text_all = '\n'.join(r['text'] for r in notes)
    hn = sum(len(re.findall(re.escape(w), text_all, re.I)) for w in HARD_NEG)
    print('notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)' % (
        n, len(spans), mean, low, 100.0 * low / max(n, 1)))
    print('hard-negative term occurrences (listed terms): %d' % hn)
    print('genres:', ', '.join('%s %d' % kv for kv in sorted(genres.items())))
    print('countries:', ', '.join('%s %d' % kv for kv in sorted(countries.items())))
    print('labels:', ', '.join('%s %d' % kv for kv in sorted(labels.items())))
    print('types:', ', '.join('%s %d' % (t, types.get(t, 0)) for t in sorted(LABEL)))
    if n < 330 or (mean < 1200 and n < 600):
        errs.append('too few notes (%d, mean %.0f)' % (n, mean))
    if len(spans) < 8000:
        errs.append('too few spans (%d)' % len(spans))
    for t in sorted(LABEL):
        if types.get(t, 0) < MIN_TYPE:
            errs.append('type %s only %d times' % (t, types.get(t, 0)))
    if sum(1 for g in genres if genres[g] >= MIN_GENRE) < GENRES_REQ:
        errs.append('fewer than %d genres with >= %d notes' % (GENRES_REQ, MIN_GENRE))
    if not (0.13 <= low / max(n, 1) <= 0.21):
        errs.append('lower-case share %.3f not about one in six' % (low / max(n, 1)))
    for e in errs[:60]:
        print('ERROR:', e)
    if len(errs) > 60:
        print('... %d more errors' % (len(errs) - 60))
    print('OK' if not errs else 'FAIL')
    return 0 if not errs else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
