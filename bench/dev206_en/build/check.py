"""Validate bench/dev206_en/notes.jsonl against the annotation guideline and the
size/format requirements of the dev206_en set. Exit status 1 on any failure."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), 'notes.jsonl')

LABELS = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
EDGE = ' \t\n\r.,;:!?"\'()[]{}'
INITIALS = re.compile(r'(?:[^\W\d_]\.){2,4}')
FICT_DOMAINS = ('example.com', 'example.org', 'example.net')
COUNTRIES = ('Canada', 'New Zealand')

errors = []


def err(msg):
    errors.append(msg)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith('.' + d) for d in FICT_DOMAINS)


def check_contact(nid, sp):
    t, typ = sp['text'], sp['type']
    if typ in ('PHONE', 'FAX'):
        if not re.search(r'(?<!\d)555(?!\d)', t):
            err('%s: %s not in the 555 range: %r' % (nid, typ, t))
    elif typ == 'EMAIL':
        m = re.fullmatch(r'[^@\s]+@([^@\s]+)', t)
        if not m or not host_ok(m.group(1)):
            err('%s: non-fictional e-mail %r' % (nid, t))
    elif typ == 'URL':
        u = re.sub(r'^[a-z]+://', '', t.lower())
        host = u.split('/')[0].split(':')[0]
        if not host_ok(host):
            err('%s: non-fictional URL %r' % (nid, t))
    elif typ == 'IPADDR':
        try:
            ip = ipaddress.ip_address(t)
            ok = ip.version == 4 and (ip in ipaddress.ip_network('10.0.0.0/8')
                                      or ip in ipaddress.ip_network('172.16.0.0/12')
                                      or ip in ipaddress.ip_network('192.168.0.0/16'))
        except ValueError:
            ok = False
        if not ok:
            err('%s: IP not in a private range: %r' % (nid, t))
    elif typ == 'SSN':
        d = re.sub(r'\D', '', t)
        if not (d.startswith('9') or d.startswith('000')):
            err('%s: SSN-like number must start with 9xx or 000: %r' % (nid, t))


def main():
    if not os.path.exists(PATH):
        print('missing', PATH)
        return 1
    with open(PATH, encoding='utf-8') as f:
        lines = f.read().split('\n')
    if lines and lines[-1] == '':
        lines = lines[:-1]
    rows = []
    for k, line in enumerate(lines, 1):
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            err('line %d: bad JSON (%s)' % (k, e))
    n = len(rows)
    type_count = collections.Counter()
    genre_count = collections.Counter()
    country_count = collections.Counter()
    n_lower = 0
    total_chars = 0
    total_spans = 0
    for k, row in enumerate(rows, 1):
        want = 'dev206-%04d' % k
        nid = row.get('id')
        if nid != want:
            err('line %d: id %r, expected %r' % (k, nid, want))
        if sorted(row.keys()) != ['id', 'meta', 'spans', 'text']:
            err('%s: unexpected fields %r' % (nid, sorted(row.keys())))
        text = row.get('text')
        spans = row.get('spans')
        meta = row.get('meta')
        if not isinstance(text, str) or not text:
            err('%s: empty or non-string text' % nid)
            continue
        if not isinstance(spans, list):
            err('%s: spans not a list' % nid)
            continue
        if not isinstance(meta, dict):
            err('%s: meta not an object' % nid)
            continue
        if meta.get('source') != 'dev206-en':
            err('%s: meta.source %r' % (nid, meta.get('source')))
        if not isinstance(meta.get('genre'), str) or not meta.get('genre'):
            err('%s: meta.genre missing' % nid)
        if not isinstance(meta.get('lowercase'), bool):
            err('%s: meta.lowercase must be true/false' % nid)
        if meta.get('country') not in COUNTRIES:
            err('%s: meta.country %r' % (nid, meta.get('country')))
        genre_count[meta.get('genre')] += 1
        country_count[meta.get('country')] += 1
        total_chars += len(text)
        total_spans += len(spans)
        if meta.get('lowercase'):
            n_lower += 1
            if text != text.lower():
                err('%s: lowercase note contains upper-case characters' % nid)
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if sorted(sp.keys()) != ['end', 'label', 'start', 'text', 'type']:
                err('%s: span fields %r' % (nid, sorted(sp.keys())))
                continue
            s, e, lab, typ, st = sp['start'], sp['end'], sp['label'], sp['type'], sp['text']
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err('%s: bad offsets %r' % (nid, sp))
                continue
            if text[s:e] != st:
                err('%s: text[%d:%d]=%r != %r' % (nid, s, e, text[s:e], st))
            if s < prev_start:
                err('%s: spans not sorted at %d' % (nid, s))
            if s < prev_end:
                err('%s: overlapping spans at %d' % (nid, s))
            prev_start, prev_end = s, e
            if typ not in LABELS:
                err('%s: unknown type %r' % (nid, typ))
            elif LABELS[typ] != lab:
                err('%s: type %s must have label %s, not %s' % (nid, typ, LABELS[typ], lab))
            if st != st.strip():
                err('%s: span with edge whitespace %r' % (nid, st))
            lead_ok = st[:1] in ('(', '+') and typ in ('PHONE', 'FAX')
            if st[:1] in EDGE and not lead_ok:
                err('%s: span starts with punctuation %r' % (nid, st))
            if st[-1:] in EDGE and not INITIALS.fullmatch(st):
                err('%s: span ends with punctuation %r' % (nid, st))
            if meta.get('lowercase') and st != st.lower():
                err('%s: upper case in lower-case note span %r' % (nid, st))
            type_count[typ] += 1
            check_contact(nid, sp)
        # contacts must never appear unannotated
        mask = list(text)
        for sp in spans:
            for i in range(max(0, sp['start']), min(len(text), sp['end'])):
                mask[i] = ' '
        rest = ''.join(mask)
        for pat, what in ((r'\S+@\S+\.\w+', 'e-mail'), (r'https?://|www\.', 'URL'),
                          (r'\b(?:\d{1,3}\.){3}\d{1,3}\b', 'IP'), (r'\bexample\.(?:com|org|net)\b', 'domain'),
                          (r'\b555[-. ]?\d{4}\b', 'phone')):
            m = re.search(pat, rest)
            if m:
                err('%s: unannotated %s near %r' % (nid, what, rest[max(0, m.start() - 20):m.end() + 20]))
    mean = total_chars / n if n else 0
    min_notes = 600 if mean < 1200 else 330
    if n < min_notes:
        err('only %d notes (need %d at mean length %.0f)' % (n, min_notes, mean))
    if total_spans < 8000:
        err('only %d spans (need 8000)' % total_spans)
    rich = [t for t in LABELS if type_count[t] >= 15]
    if len(rich) < 29:
        err('only %d types with >= 15 spans: missing %r' % (len(rich), [t for t in LABELS if type_count[t] < 15]))
    big = [g for g, v in genre_count.items() if v >= 30]
    if len(big) < 10:
        err('only %d genres with >= 30 notes' % len(big))
    frac = n_lower / n if n else 0
    if not (0.12 <= frac <= 0.22):
        err('lower-case share %.3f is not about one in six' % frac)

    print('notes: %d   spans: %d   mean note length: %.1f chars' % (n, total_spans, mean))
    print('lower-case notes: %d (%.1f%%)   countries: %s' % (n_lower, 100 * frac, dict(sorted(country_count.items()))))
    print('genres:')
    for g, v in sorted(genre_count.items()):
        print('  %-48s %d' % (g, v))
    print('spans per type:')
    for t in LABELS:
        print('  %-16s %-9s %d' % (t, LABELS[t], type_count[t]))
    if errors:
        print('\nFAILED: %d problem(s)' % len(errors))
        for e in errors[:60]:
            print('  ' + e)
        return 1
    print('\nOK: all checks passed')
    return 0


if __name__ == '__main__':
    sys.exit(main())
