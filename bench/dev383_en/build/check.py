"""Validate dev383_en/notes.jsonl and check that rebuilds are byte-identical.

usage: python3 build/check.py [--rebuild DIR] [--no-rebuild]

--rebuild DIR   rebuild twice (PYTHONHASHSEED=1 and =2) into DIR (default /tmp/dev383_tmp);
                DIR is removed afterwards if this script created it.
Prints counts per label, per type, per genre and country, and ends with OK or FAIL.
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
SET = os.path.dirname(HERE)
NOTES = os.path.join(SET, 'notes.jsonl')

TYPE_LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME', 'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION', 'MRN': 'ID', 'SSN': 'ID',
    'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
REQUIRED_GENRES = ['initial_health_assessment', 'review_health_assessment', 'adoption_medical_report', 'sdq_summary',
                   'social_worker_referral', 'foster_carer_health_record', 'school_nurse_liaison_note',
                   'dental_immunisation_catchup_plan', 'care_leaver_health_summary', 'strategy_meeting_health_contribution']
COUNTRIES = ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Ireland', 'Australia', 'New Zealand', 'Canada', 'United States']
BAD_START = set(' \t\r\n.,;:!?"\')]}>/-')
BAD_END = set(' \t\r\n,;:!?"\'([{</-')
EX_DOMAIN = re.compile(r'(^|\.)example\.(com|org|net)$')
HARD_NEG = re.compile(
    r'\b(Apgar|Tanner|Ortolani|Barlow|Snellen|Ishihara|Kay pictures|Griffiths III|ASQ-3|Makaton|Down syndrome|Osgood-Schlatter|'
    r"Perthes'|Kawasaki|Henoch-Schonlein|Tourette|Gillick|Fraser guidelines|Merton-compliant|Beighton|Bristol stool|"
    r'Finnegan|Mongolian blue|Schedule of Growing Skills|Form M/B|CoramBAAF|SDQ|RCADS|CRAFFT|RHS-15|IGRA|QuantiFERON|'
    r'Infanrix|Bexsero|Priorix|Boostrix|Revaxis|Nimenrix|Gardasil|Prevenar|Rotarix|Duraphat|Movicol|Clenil|salbutamol|'
    r'methylphenidate|Concerta|melatonin|EpiPen|levetiracetam|Dexcom|Omnipod|Phonak|Nucleus|Emfit|MIC-KEY|Medtronic|'
    r'Home Office|Ofsted|SSDA903|DfE|UKHSA|NICE|Tusla|Oranga Tamariki|Medicaid|Medicare|EPSDT|NHS 111|CAMHS|SALT|SENCo|'
    r'DSL|PEP|EHCP|MASH|NRM|IRO|HbA1c|FBC|TFTs|BMI|OFC|UK-WHO|ICO|Section 20|Section 47|Children Act 1989|'
    r'Virtual School|Personal Adviser|Mum|Dad|Year \d+|Grade \d+|NKDA|PRN|BD|OD|TDS|mmol|ng/L|ug/L|g/L|kg|cm)\b')


def load(path):
    with open(path, encoding='utf-8') as fh:
        return [json.loads(line) for line in fh if line.strip()]


def host_of(url):
    u = re.sub(r'^[a-z]+://', '', url.lower())
    return re.split(r'[/:?#]', u, 1)[0]


def initials_ok(s):
    return re.search(r'(^|[\s.])[A-Za-z]\.$', s) is not None


def validate(notes, errs):
    ids = []
    for k, n in enumerate(notes):
        where = n.get('id', '#%d' % k)
        if sorted(n) != ['id', 'meta', 'spans', 'text']:
            errs.append('%s: keys %s' % (where, sorted(n)))
            continue
        ids.append(n['id'])
        if n['id'] != 'dev383-%04d' % (k + 1):
            errs.append('%s: id out of sequence' % where)
        t = n['text']
        if not isinstance(t, str) or not t.strip():
            errs.append('%s: empty text' % where)
            continue
        m = n['meta']
        if sorted(m) != ['country', 'genre', 'lowercase', 'source']:
            errs.append('%s: meta keys %s' % (where, sorted(m)))
        if m.get('source') != 'dev383-en':
            errs.append('%s: source' % where)
        if m.get('lowercase') is not (t == t.lower()):
            errs.append('%s: lowercase flag wrong' % where)
        if m.get('country') not in COUNTRIES:
            errs.append('%s: country %r' % (where, m.get('country')))
        prev_end = -1
        prev_start = -1
        covered = []
        for s in n['spans']:
            if sorted(s) != ['end', 'label', 'start', 'text', 'type']:
                errs.append('%s: span keys %s' % (where, sorted(s)))
                continue
            a, b, ty = s['start'], s['end'], s['type']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                errs.append('%s: bad offsets %r' % (where, s))
                continue
            st = t[a:b]
            if st != s['text']:
                errs.append('%s: span text mismatch %r vs %r' % (where, st, s['text']))
            if ty not in TYPE_LABEL or TYPE_LABEL[ty] != s['label']:
                errs.append('%s: label/type %s/%s' % (where, s['label'], ty))
            if a < prev_start:
                errs.append('%s: spans not sorted at %d' % (where, a))
            if a < prev_end:
                errs.append('%s: overlap at %d' % (where, a))
            prev_start, prev_end = a, b
            covered.append((a, b))
            if st[0] in BAD_START and not (st[0] == '(' and ')' in st):
                errs.append('%s: span starts with %r: %r' % (where, st[0], st))
            if st[-1] in BAD_END:
                errs.append('%s: span ends with %r: %r' % (where, st[-1], st))
            if st[-1] == '.' and not initials_ok(st):
                errs.append('%s: span ends with full stop: %r' % (where, st))
            if st[-1] == ')' and '(' not in st:
                errs.append('%s: span ends with unmatched ): %r' % (where, st))
            if ty != 'AGE':
                if a > 0 and t[a - 1].isalnum():
                    errs.append('%s: span starts inside a word: %r' % (where, t[max(0, a - 5):b]))
                if b < len(t) and t[b].isalnum():
                    errs.append('%s: span ends inside a word: %r' % (where, t[a:b + 5]))
            contact(where, ty, st, errs)
        uncovered_contacts(where, t, covered, errs)


def contact(where, ty, st, errs):
    if ty in ('PHONE', 'FAX') and '555' not in re.sub(r'\D', '', st):
        errs.append('%s: %s without 555: %r' % (where, ty, st))
    elif ty == 'EMAIL':
        mm = re.fullmatch(r'[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)', st)
        if not mm or not EX_DOMAIN.search(mm.group(1).lower()):
            errs.append('%s: e-mail not on example domain: %r' % (where, st))
    elif ty == 'URL':
        if not EX_DOMAIN.search(host_of(st)):
            errs.append('%s: URL not on example domain: %r' % (where, st))
    elif ty == 'IPADDR':
        try:
            ip = ipaddress.ip_address(st)
            ok = any(ip in ipaddress.ip_network(x) for x in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'))
        except ValueError:
            ok = False
        if not ok:
            errs.append('%s: IP not private: %r' % (where, st))
    elif ty == 'SSN':
        if not (st.startswith('9') or st.startswith('000') or st.upper().startswith('QQ')):
            errs.append('%s: SSN-like number not starting with 9/000 (or NINO QQ): %r' % (where, st))


PATTERNS = [
    ('email', re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}')),
    ('url', re.compile(r'(?:https?://|www\.)[^\s)\]]+[^\s)\].,;]')),
    ('ip', re.compile(r'\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b')),
    ('phone', re.compile(r'(?<![\w-])(?:\+?\d[\d ().-]{5,}\d)(?![\w-])')),
    ('example-domain', re.compile(r'\bexample\.(?:com|org|net)\b')),
]


def uncovered_contacts(where, t, covered, errs):
    def inside(a, b):
        return any(x <= a and b <= y for x, y in covered)
    for name, pat in PATTERNS:
        for mm in pat.finditer(t):
            a, b = mm.span()
            if name == 'phone' and '555' not in re.sub(r'\D', '', mm.group()):
                continue
            if not inside(a, b):
                errs.append('%s: uncovered %s %r' % (where, name, mm.group()))


def counts(notes, errs):
    n_notes = len(notes)
    spans = [s for n in notes for s in n['spans']]
    chars = sum(len(n['text']) for n in notes)
    mean = chars / float(max(1, n_notes))
    by_label = collections.Counter(s['label'] for s in spans)
    by_type = collections.Counter(s['type'] for s in spans)
    by_genre = collections.Counter(n['meta']['genre'] for n in notes)
    by_country = collections.Counter(n['meta']['country'] for n in notes)
    lower = sum(1 for n in notes if n['meta']['lowercase'])
    print('notes %d   spans %d   mean length %.0f chars   lower-case %d (%.1f%%)' % (n_notes, len(spans), mean, lower,
                                                                                  100.0 * lower / max(1, n_notes)))
    print('\nper label:')
    for k in sorted(by_label):
        print('  %-12s %6d' % (k, by_label[k]))
    print('\nper type:')
    for k in sorted(TYPE_LABEL):
        print('  %-15s %6d' % (k, by_type.get(k, 0)))
    print('\nper genre:')
    for k in sorted(by_genre):
        print('  %-38s %4d%s' % (k, by_genre[k], '' if k in REQUIRED_GENRES else '   (own genre)'))
    print('\nper country:')
    for k in sorted(by_country):
        print('  %-18s %4d' % (k, by_country[k]))
    hn = 0
    for n in notes:
        t = n['text']
        cov = [(s['start'], s['end']) for s in n['spans']]
        for mm in HARD_NEG.finditer(t):
            if not any(a <= mm.start() < b for a, b in cov):
                hn += 1
    print('\nhard-negative terms outside spans: %d' % hn)
    need = 600 if mean < 1200 else 330
    if n_notes < need:
        errs.append('only %d notes (need %d)' % (n_notes, need))
    if len(spans) < 8000:
        errs.append('only %d spans' % len(spans))
    for k in sorted(TYPE_LABEL):
        if by_type.get(k, 0) < 15:
            errs.append('type %s has %d spans (<15)' % (k, by_type.get(k, 0)))
    big = [g for g in by_genre if by_genre[g] >= 30]
    if len(big) < 10:
        errs.append('only %d genres with >=30 notes' % len(big))
    for g in REQUIRED_GENRES:
        if by_genre.get(g, 0) < 30:
            errs.append('required genre %s has %d notes' % (g, by_genre.get(g, 0)))
    own = [g for g in big if g not in REQUIRED_GENRES]
    if len(own) < 2:
        errs.append('fewer than 2 own genres with >=30 notes')
    share = lower / float(max(1, n_notes))
    if not 0.14 <= share <= 0.20:
        errs.append('lower-case share %.3f not about one in six' % share)
    if hn < 300:
        errs.append('only %d hard-negative terms' % hn)


def module_sizes(errs):
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith('.py'):
            size = os.path.getsize(os.path.join(HERE, fn))
            if size >= 30 * 1024:
                errs.append('module %s is %d bytes (>= 30 KB)' % (fn, size))


def rebuild(outdir, errs):
    created = not os.path.exists(outdir)
    ref = open(NOTES, 'rb').read()
    try:
        for seed in ('1', '2'):
            sub = os.path.join(outdir, 'hashseed%s' % seed)
            env = dict(os.environ)
            env['PYTHONHASHSEED'] = seed
            env['PYTHONDONTWRITEBYTECODE'] = '1'
            r = subprocess.run([sys.executable, '-B', os.path.join(HERE, 'make.py'), sub], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if r.returncode != 0:
                errs.append('rebuild (PYTHONHASHSEED=%s) failed: %s' % (seed, r.stderr.decode('utf-8', 'replace')[-500:]))
                continue
            got = open(os.path.join(sub, 'notes.jsonl'), 'rb').read()
            same = got == ref
            print('rebuild PYTHONHASHSEED=%s: %s' % (seed, 'identical' if same else 'DIFFERENT'))
            if not same:
                errs.append('rebuild with PYTHONHASHSEED=%s differs from notes.jsonl' % seed)
            shutil.rmtree(sub)
    finally:
        if created and os.path.exists(outdir):
            shutil.rmtree(outdir)


def main(argv):
    outdir = '/tmp/dev383_tmp'
    do_rebuild = True
    i = 0
    while i < len(argv):
        if argv[i] == '--rebuild':
            if i + 1 < len(argv) and not argv[i + 1].startswith('--'):
                outdir = argv[i + 1]
                i += 1
        elif argv[i] == '--no-rebuild':
            do_rebuild = False
        i += 1
    errs = []
    notes = load(NOTES)
    validate(notes, errs)
    counts(notes, errs)
    module_sizes(errs)
    if do_rebuild:
        rebuild(outdir, errs)
    else:
        print('rebuild skipped (--no-rebuild)')
    for e in errs[:60]:
        print('ERROR', e)
    if len(errs) > 60:
        print('... %d more errors' % (len(errs) - 60))
    print('OK' if not errs else 'FAIL')
    return 0 if not errs else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
