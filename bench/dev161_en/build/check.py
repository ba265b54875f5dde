"""Validate bench/dev161_en/notes.jsonl against the annotation guideline and the set's size/mix rules."""
import collections
import json
import os
import re
import sys

VALID = {
    'NAME': {'PATIENT', 'DOCTOR', 'FAMILY', 'USERNAME'},
    'AGE': {'AGE'},
    'DATE': {'DATE'},
    'LOCATION': {'STREET', 'CITY', 'STATE', 'ZIP', 'COUNTRY', 'HOSPITAL', 'ORGANIZATION', 'LOCATION_OTHER'},
    'ID': {'MRN', 'SSN', 'HEALTHPLAN', 'ACCOUNT', 'LICENSE', 'DEVICE', 'VEHICLE', 'BIOID', 'IDNUM'},
    'CONTACT': {'PHONE', 'FAX', 'EMAIL', 'URL', 'IPADDR'},
    'PROFESSION': {'PROFESSION'},
}
ALL_TYPES = sorted(t for ts in VALID.values() for t in ts)
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
EDGE_BAD = set(',;:"\'()[]{}<>')


def private_ip(s):
    p = [int(x) for x in s.split('.')]
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, '..', 'notes.jsonl')
    errors = []
    type_count = collections.Counter()
    genre_count = collections.Counter()
    country_count = collections.Counter()
    ids = set()
    n_notes = n_spans = n_lower = total_len = 0

    def err(nid, msg):
        if len(errors) < 200:
            errors.append('%s: %s' % (nid, msg))

    with open(path, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            rec = json.loads(line)
            nid = rec.get('id')
            if not re.fullmatch(r'dev161-\d{4}', nid or ''):
                err(nid, 'bad id')
            if nid in ids:
                err(nid, 'duplicate id')
            ids.add(nid)
            text = rec['text']
            meta = rec['meta']
            n_notes += 1
            total_len += len(text)
            if meta.get('source') != 'dev161-en':
                err(nid, 'bad meta.source')
            if meta.get('country') not in ('US', 'CA'):
                err(nid, 'bad meta.country')
            genre_count[meta.get('genre')] += 1
            country_count[meta.get('country')] += 1
            if meta.get('lowercase'):
                n_lower += 1
                if text != text.lower():
                    err(nid, 'lowercase flag but text has upper case')
            last_end = -1
            for sp in sorted(rec['spans'], key=lambda s: (s['start'], s['end'])):
                n_spans += 1
                s, e, lab, typ = sp['start'], sp['end'], sp['label'], sp['type']
                val = text[s:e]
                if not (0 <= s < e <= len(text)):
                    err(nid, 'bad offsets %r' % sp)
                    continue
                if val != sp.get('text'):
                    err(nid, 'offset/text mismatch %r vs %r' % (val, sp.get('text')))
                if lab not in VALID or typ not in VALID[lab]:
                    err(nid, 'invalid label/type %s/%s' % (lab, typ))
                if val != val.strip() or not val.strip():
                    err(nid, 'whitespace at span edge %r' % val)
                if '\n' in val:
                    err(nid, 'newline inside span %r' % val)
                lead_ok = val[0] == '(' and ')' in val[1:]
                trail_ok = val[-1] == ')' and '(' in val[:-1]
                if (val[0] in EDGE_BAD and not lead_ok) or (val[-1] in EDGE_BAD and not trail_ok):
                    err(nid, 'punctuation at span edge %r' % val)
                if val.endswith('.') and not re.search(r'(^|[\s.,])[A-Za-z\u00c0-\u024f]{1,4}\.$', val):
                    err(nid, 'trailing full stop in span %r' % val)
                if s < last_end:
                    err(nid, 'overlapping spans at %d' % s)
                last_end = max(last_end, e)
                type_count[typ] += 1
                digits = re.sub(r'\D', '', val)
                if typ in ('PHONE', 'FAX') and len(digits) >= 10 and not re.search(r'555[-. ]?\d{4}', val):
                    err(nid, 'phone not on a 555 exchange %r' % val)
                if typ == 'EMAIL' and not re.search(r'@([a-z0-9-]+\.)*example\.(com|org|net)$', val.lower()):
                    err(nid, 'email not on example domain %r' % val)
                if typ == 'URL' and not re.search(r'(^|[/.])example\.(com|org|net)(/|$|\?)', val.lower()):
                    err(nid, 'url not on example domain %r' % val)
                if typ == 'IPADDR' and not private_ip(val):
                    err(nid, 'ip not private %r' % val)
                if typ == 'SSN' and not (digits.startswith('9') or digits.startswith('000')):
                    err(nid, 'ssn not fictional range %r' % val)

    mean_len = total_len / max(1, n_notes)
    need_notes = MIN_NOTES_SHORT if mean_len < SHORT_MEAN else MIN_NOTES
    if n_notes < need_notes:
        errors.append('only %d notes (need %d, mean length %.0f)' % (n_notes, need_notes, mean_len))
    if n_spans < MIN_SPANS:
        errors.append('only %d spans (need %d)' % (n_spans, MIN_SPANS))
    for t in ALL_TYPES:
        if type_count[t] < MIN_PER_TYPE:
            errors.append('type %s has %d spans (need %d)' % (t, type_count[t], MIN_PER_TYPE))
    big = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append('only %d genres with >= %d notes' % (len(big), MIN_PER_GENRE))
    frac = n_lower / max(1, n_notes)
    if not 0.12 <= frac <= 0.22:
        errors.append('lower-cased share %.3f not about one in six' % frac)

    print('notes: %d   spans: %d   mean chars/note: %.0f   lower-cased: %d (%.1f%%)' % (
        n_notes, n_spans, mean_len, n_lower, 100 * frac))
    print('countries: ' + ', '.join('%s=%d' % kv for kv in sorted(country_count.items())))
    print('\nper type:')
    for t in ALL_TYPES:
        print('  %-15s %6d' % (t, type_count[t]))
    print('  smallest: %s (%d)' % min(((t, type_count[t]) for t in ALL_TYPES), key=lambda x: x[1]))
    print('\nper genre:')
    for gname, k in sorted(genre_count.items()):
        print('  %-30s %4d' % (gname, k))
    if errors:
        print('\nFAILED with %d problem(s):' % len(errors))
        for e in errors[:60]:
            print('  ' + e)
        sys.exit(1)
    print('\nOK')


if __name__ == '__main__':
    main()
