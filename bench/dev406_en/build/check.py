"""Validate bench/dev406_en/notes.jsonl (dev406_en).

Usage: python3 build/check.py [--rebuild [DIR]]
With --rebuild (DIR defaults to /tmp/dev406_tmp) the set is rebuilt twice,
under PYTHONHASHSEED=1 and PYTHONHASHSEED=2, and both outputs must be
byte-identical to notes.jsonl.  DIR is removed afterwards if this script
created it.  The last line printed is OK or FAIL.
"""
import collections
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

LABELS = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE',
    'DATE': 'DATE', 'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION', 'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID',
    'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID', 'PHONE': 'CONTACT',
    'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
EDGE_BAD = set(',;:!?()[]{}"\'') | {'\u2018', '\u2019', '\u201c', '\u201d'}
README_L1 = '# dev406_en: independent English clinical PHI evaluation set'
README_L2 = '> **Status:** written for a decision; not yet scored. Never trained on.'
DOMAINS = ('example.com', 'example.org', 'example.net')
# ordinary words that are also names / places in the pools: skipped by the
# "every occurrence annotated" consistency check
COMMON = set('''rose grace hope joy faith dawn summer amber hazel ivy holly iris pearl ruby olive violet
crystal heather april june sandy mark will bill frank chase hunter miles drew reed ray robin gene
walker wheeler driver frame carter turner brake hook rider bishop mason cook baker hill lane page
bell long young brown white green black sharp strong small moody hardy best love friend marsh
chambers fields power precious blessing jordan bath reading sale milwaukee boston stoke victoria
elizabeth nelson cork dean lee madison logan thomas berg'''.split())
HARD_NEG = re.compile(
    r"\b(?:ROHO|Jay J[23]|Permobil|Quickie|Invacare|Ottobock|Varilite|Vicair|Spex|Matrx|R-net|LiNX|"
    r"Xsensor|BodiTrak|SmartDrive|Dycem|Velcro|Lycra|Hoyer|Zimmer|Parkinson's|Huntington's|Duchenne|"
    r"Friedreich's|Charcot-Marie-Tooth|Guillain-Barr\u00e9|Ehlers-Danlos|Rett|Down syndrome|Becker|"
    r"Trendelenburg|Babinski|Thomas test|Waterlow|Braden|Barthel|GMFCS|MoCA|Oxford scale|GCS|FIM|"
    r"ALSFRS-R|Berg|QUEST|COPM|MAS|ISO 7176|NICE|NPIAP|RESNA|WHO|LCD|ADP|NDIS|HCPCS|mmHg|kPa|km/h|"
    r"baclofen|gabapentin|tizanidine|oxybutynin|botulinum|pregabalin|riluzole|apixaban|metformin|"
    r"Boston brace|Milwaukee brace|Jamar|walker|grace period|hope to|power chair|driver|brakes|"
    r"Occupational Therapy|Rehabilitation Engineering|Tissue Viability|Physiotherapy|Neurology|"
    r"Building Regulations|AS 1428|NZS 4121|CSA|MDT|TVN|OT|PCP|GP|DVLA|PWB)\b", re.I)
PHONE_SHAPE = re.compile(r'(?:\+\d{1,3} )?\(?\d{2,5}\)?[ .-]?\d{3,4}[ .-]?\d{3,4}')


def private_ip(s):
    try:
        a = [int(x) for x in s.split('.')]
    except ValueError:
        return False
    if len(a) != 4 or any(x < 0 or x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 172 and 16 <= a[1] <= 31) or (a[0] == 192 and a[1] == 168)


def url_ok(s):
    m = re.match(r'^(?:https?://)?(?:www\.)?(example\.(?:com|org|net))(?:[/?#]\S*)?$', s)
    return bool(m)


def covered(spans, a, b):
    for s in spans:
        if s['start'] <= a and b <= s['end']:
            return True
    return False


def check_note(i, r, errs, stats):
    exp_id = 'dev406-%04d' % (i + 1)
    if list(r) != ['id', 'text', 'spans', 'meta']:
        errs.append('%s: keys %r' % (exp_id, list(r)))
        return
    if r['id'] != exp_id:
        errs.append('%s: id %r' % (exp_id, r['id']))
    t = r['text']
    m = r['meta']
    if sorted(m) != ['country', 'genre', 'lowercase', 'source'] or m['source'] != 'dev406-en':
        errs.append('%s: meta %r' % (exp_id, m))
    if not isinstance(m.get('lowercase'), bool) or not isinstance(m.get('genre'), str):
        errs.append('%s: meta types' % exp_id)
    if m.get('lowercase') and t != t.lower():
        errs.append('%s: lowercase flag but upper case present' % exp_id)
    if not m.get('lowercase') and t == t.lower():
        errs.append('%s: no lowercase flag but text is lower case' % exp_id)
    if '{' in t or '}' in t:
        errs.append('%s: template brace left in text' % exp_id)
    if t != t.strip():
        errs.append('%s: text has outer whitespace' % exp_id)
    prev = 0
    for s in r['spans']:
        if list(s) != ['start', 'end', 'label', 'type', 'text']:
            errs.append('%s: span keys %r' % (exp_id, list(s)))
            continue
        a, b, typ, st = s['start'], s['end'], s['type'], s['text']
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
            errs.append('%s: bad offsets %r' % (exp_id, s))
            continue
        if a < prev:
            errs.append('%s: overlap/unsorted at %d' % (exp_id, a))
        prev = b
        if t[a:b] != st:
            errs.append('%s: text mismatch %r vs %r' % (exp_id, t[a:b], st))
        if typ not in LABELS or s['label'] != LABELS[typ]:
            errs.append('%s: label/type %s/%s' % (exp_id, s['label'], typ))
            continue
        if st != st.strip():
            errs.append('%s: whitespace edge %r' % (exp_id, st))
        lead_ok = st[0] == '(' and ')' in st[1:] and typ in ('PHONE', 'FAX')
        if (st[0] in EDGE_BAD and not lead_ok) or st[-1] in EDGE_BAD:
            errs.append('%s: punctuation edge %r' % (exp_id, st))
        if st.endswith('.') and not re.search(r'(?:^|[\s.])\w\.$', st):
            errs.append('%s: trailing full stop %r' % (exp_id, st))
        if typ in ('PHONE', 'FAX') and '555' not in st:
            errs.append('%s: phone without 555 %r' % (exp_id, st))
        if typ == 'EMAIL' and not re.match(r'^[\w.+-]+@(%s)$' % '|'.join(re.escape(d) for d in DOMAINS), st):
            errs.append('%s: email domain %r' % (exp_id, st))
        if typ == 'URL' and not url_ok(st):
            errs.append('%s: url %r' % (exp_id, st))
        if typ == 'IPADDR' and not private_ip(st):
            errs.append('%s: ip %r' % (exp_id, st))
        if typ == 'SSN' and not (st.startswith('9') or st.startswith('000')):
            errs.append('%s: ssn %r' % (exp_id, st))
        if typ == 'AGE' and not re.match(r'^(\d{1,3}|[a-z-]+)$', st, re.I):
            errs.append('%s: age %r' % (exp_id, st))
        stats['types'][typ] += 1
        stats['labels'][s['label']] += 1
    spans = r['spans']
    # contacts in the text must be annotated
    for rx, typ in ((r'[\w.+-]+@[\w-]+(?:\.[\w-]+)+', 'EMAIL'), (r'(?:https?://|www\.)\S+', 'URL'),
                    (r'\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b', 'IPADDR')):
        for mm in re.finditer(rx, t):
            a, b = mm.start(), mm.end()
            while b > a and t[b - 1] in '.,;:)':
                b -= 1
            if not covered([s for s in spans if s['type'] == typ], a, b):
                errs.append('%s: unannotated %s %r' % (exp_id, typ, t[a:b]))
    for mm in PHONE_SHAPE.finditer(t):
        a = mm.start() + (1 if mm.group(0).startswith('(') and ')' not in mm.group(0) else 0)
        if '555' in mm.group(0) and not covered(spans, a, mm.end()):
            errs.append('%s: unannotated phone-like %r' % (exp_id, mm.group(0)))
    # every occurrence of an annotated value must be annotated
    needles = set()
    for s in spans:
        if s['type'] in ('AGE', 'DATE', 'STATE', 'ZIP', 'COUNTRY', 'PROFESSION'):
            continue
        needles.add(s['text'])
        if s['type'] in ('PATIENT', 'FAMILY', 'DOCTOR'):
            for tok in re.split(r'[\s,]+', s['text']):
                tok = tok.strip('.')
                if len(tok) >= 4 and tok[0].isalpha():
                    needles.add(tok)
    for nd in sorted(needles):
        if len(nd) < 4 or nd.lower() in COMMON:
            continue
        for mm in re.finditer(r'(?<!\w)%s(?!\w)' % re.escape(nd), t):
            if not covered(spans, mm.start(), mm.end()):
                errs.append('%s: unannotated repeat of %r at %d' % (exp_id, nd, mm.start()))
    # hard negatives outside spans
    for mm in HARD_NEG.finditer(t):
        if not covered(spans, mm.start(), mm.end()):
            stats['hardneg'] += 1


def rebuild(dest_dir, errs):
    created = not os.path.exists(dest_dir)
    os.makedirs(dest_dir, exist_ok=True)
    ref = open(NOTES, 'rb').read()
    try:
        for seed in ('1', '2'):
            out = os.path.join(dest_dir, 'notes_hashseed%s.jsonl' % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE='1')
            subprocess.run([sys.executable, os.path.join(HERE, 'make.py'), out], check=True, env=env,
                           stdout=subprocess.DEVNULL)
            same = open(out, 'rb').read() == ref
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
            if not same:
                errs.append('rebuild with PYTHONHASHSEED=%s differs' % seed)
    finally:
        if created:
            shutil.rmtree(dest_dir, ignore_errors=True)


def main(argv):
    errs = []
    rb = None
    if '--rebuild' in argv:
        k = argv.index('--rebuild')
        rb = argv[k + 1] if k + 1 < len(argv) and not argv[k + 1].startswith('-') else '/tmp/dev406_tmp'
    stats = {'types': collections.Counter(), 'labels': collections.Counter(), 'hardneg': 0}
    recs = []
    with open(NOTES, encoding='utf-8') as fh:
        for i, line in enumerate(fh):
            r = json.loads(line)
            recs.append(r)
            check_note(i, r, errs, stats)
    n = len(recs)
    nspans = sum(len(r['spans']) for r in recs)
    mean = sum(len(r['text']) for r in recs) / float(n)
    lower = sum(1 for r in recs if r['meta']['lowercase'])
    genres = collections.Counter(r['meta']['genre'] for r in recs)
    countries = collections.Counter(r['meta']['country'] for r in recs)
    print('notes %d  spans %d  mean length %.0f chars  lower-case %d (%.1f%%)' % (
        n, nspans, mean, lower, 100.0 * lower / n))
    print('hard negatives (pattern hits outside spans): %d' % stats['hardneg'])
    print('genres:')
    for g in sorted(genres):
        print('  %-40s %d' % (g, genres[g]))
    print('countries: ' + ', '.join('%s %d' % (k, countries[k]) for k in sorted(countries)))
    print('labels: ' + ', '.join('%s %d' % (k, stats['labels'][k]) for k in sorted(stats['labels'])))
    print('types:')
    for k in sorted(LABELS):
        print('  %-15s %d' % (k, stats['types'][k]))
    if n < 330 or (mean < 1200 and n < 600):
        errs.append('too few notes')
    if nspans < 8000:
        errs.append('too few spans')
    for k in sorted(LABELS):
        if stats['types'][k] < 15:
            errs.append('type %s only %d' % (k, stats['types'][k]))
    if sum(1 for g in genres if genres[g] >= 30) < 10:
        errs.append('fewer than 10 genres with 30 notes')
    if not 0.13 <= lower / float(n) <= 0.21:
        errs.append('lower-case share %.3f' % (lower / float(n)))
    if len(countries) < 4:
        errs.append('too few countries')
    if stats['hardneg'] < 300:
        errs.append('too few hard negatives')
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith('.py') and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            errs.append('module %s is 30 KB or more' % fn)
    if os.path.exists(README):
        lines = open(README, encoding='utf-8').read().split('\n')
        if len(lines) < 3 or lines[0] != README_L1 or lines[1] != README_L2:
            errs.append('README header lines')
        if 'Conventions chosen where the guideline leaves room:' not in lines:
            errs.append('README conventions line missing')
        body = '\n'.join(lines)
        if '{:,}'.format(nspans) not in body and str(nspans) not in body:
            errs.append('README does not state the span count')
    else:
        errs.append('README.md missing')
    if rb:
        rebuild(rb, errs)
    for e in errs[:60]:
        print('ERROR ' + e)
    if len(errs) > 60:
        print('... %d more errors' % (len(errs) - 60))
    print('OK' if not errs else 'FAIL')
    return 0 if not errs else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
