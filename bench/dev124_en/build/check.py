"""Validate bench/dev124_en/notes.jsonl. Exits non-zero on any problem.
Run from bench/dev124_en: python3 build/check.py"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), 'notes.jsonl')

# label/type table of docs/annotation_guideline.md
GUIDE = {
    'NAME': ['PATIENT', 'DOCTOR', 'FAMILY', 'USERNAME'], 'AGE': ['AGE'], 'DATE': ['DATE'],
    'LOCATION': ['STREET', 'CITY', 'STATE', 'ZIP', 'COUNTRY', 'HOSPITAL', 'ORGANIZATION', 'LOCATION_OTHER'],
    'ID': ['MRN', 'SSN', 'HEALTHPLAN', 'ACCOUNT', 'LICENSE', 'DEVICE', 'VEHICLE', 'BIOID', 'IDNUM'],
    'CONTACT': ['PHONE', 'FAX', 'EMAIL', 'URL', 'IPADDR'], 'PROFESSION': ['PROFESSION']}
TYPE2LABEL = {t: lab for lab, ts in GUIDE.items() for t in ts}
assert len(TYPE2LABEL) == 29

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 330, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_SHARE = (0.12, 0.22)
COUNTRIES = {'US', 'UK', 'AU', 'IN', 'NG'}
FICT_DOMAINS = ('example.com', 'example.org', 'example.net')
PRIVATE = [ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16')]

EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+')
URL_RE = re.compile(r'(?:https?://|www\.)[^\s,;)\]]+|\b[a-z0-9][a-z0-9.-]*\.(?:com|org|net)\b[^\s,;)\]]*', re.I)
IP_RE = re.compile(r'(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])')
DATE_RE = re.compile(r'(?<![\d./-])(?:\d{1,2}([/.-])\d{1,2}\1\d{2,4}|\d{4}-\d{2}-\d{2})(?![\d./-])')
P555_RE = re.compile(r'(?<!\d)555(?!\d)')
# a phone-like 555 block: digits before it or after it across a separator ('0161 555 0143', '98 555 12345')
PHONE555_RE = re.compile(r'(?:\d[ .)-]{1,2}555(?!\d))|(?:(?<!\d)555[ .-]\d{2,})')
WEEKDAY_RE = re.compile(r'\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|'
                        r'mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b', re.I)

NEG = {
    'clock_time': (re.compile(r'(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])'), 2000),
    'drug': (re.compile(r'\b(?:propofol|fentanyl|remifentanil|rocuronium|suxamethonium|atracurium|ketamine|midazolam|'
                        r'morphine|ondansetron|dexamethasone|paracetamol|metaraminol|phenylephrine|ephedrine|'
                        r'glycopyrrolate|neostigmine|sugammadex|cefazolin|co-amoxiclav|gentamicin|tranexamic|oxytocin|'
                        r'carbetocin|bupivacaine|ropivacaine|sevoflurane|desflurane|ergometrine|misoprostol|syntometrine|'
                        r'magnesium sulfate|labetalol|nifedipine|betamethasone|benzylpenicillin|enoxaparin|metronidazole|'
                        r'caffeine citrate|ibuprofen|amoxicillin|salbutamol|oxycodone|tramadol|diclofenac|pethidine|'
                        r'heparin|ceftriaxone|flucloxacillin|vancomycin|cefotaxime|aspirin|folic acid|ferrous sulfate|'
                        r'diamorphine|thiopentone|lidocaine|Syntocinon|Entonox|prednisolone|cetirizine|omeprazole)\b', re.I), 1000),
    'lab': (re.compile(r'\b(?:Hb|Hgb|WBC|Plt|Hct|MCV|Na|K|Creatinine|BUN|Urea|eGFR|INR|APTT|PT|Fibrinogen|CRP|Albumin|'
                       r'HbA1c|Lactate|ALT|Bilirubin|Glucose|TSH|SBR|pH|pCO2|BE|OGTT fasting)(?= [<>]? ?-?\d)', re.I), 1200),
    'unit': (re.compile(r'(?<=[\d ])(?:mg|mcg|g|kg|mL|L|IU|mmHg|mmol/L|umol/L|g/L|g/dL|mg/dL|bpm|cm|mm|kPa|%|°C|U/L|fL)(?![A-Za-z])'), 3000),
    'score': (re.compile(r'\b(?:APGARs?|ASA|Bishop|GCS|Mallampati|Cormack-Lehane|MEOWS|PEWS|Waterlow|Braden|Aldrete|'
                         r'NEWS2|STOP-BANG|RCRI|Caprini|CRIB|Silverman|FLACC|Ramsay|EPDS|SCORAD)\b', re.I), 400),
    'eponym': (re.compile(r"\b(?:Pfannenstiel|Foley|Hartmann's|Nissen|McRoberts|Joel-Cohen|Bakri|B-Lynch|Kielland|"
                          r"Neville-Barnes|Kiwi|Ramstedt|Lichtenstein|McBurney|Ortolani|Barlow|Guthrie|Hirschsprung|"
                          r"Macintosh|Guedel|Whitacre|Sprotte|Hasson|Veress|Monocryl|Vicryl|Redivac|Penrose|Montgomery|"
                          r"Steri-Strips|McDonald|Hegar|Balfour|Amnihook|Bair Hugger|Aquacel|Mepilex|Inadine|Prontosan)\b", re.I), 300),
    'icd10': (re.compile(r'\b[A-Z]\d{2}\.\d{1,4}\b', re.I), 200),
    'gestation': (re.compile(r'\b\d{2}\+\d\b'), 300),
    'name_like_word': (re.compile(r'\b(?:patience|faith|joy|hope|hopes|grace|page|fields|hunter|mason|bishop|ward|baker|'
                                  r'wood|bell|little|young|king|cross|moss|rose|gift|mercy|peace|comfort|precious|'
                                  r'blessing|victory|marsh|hill|brown|graves|sims)\b', re.I), 300),
}
MIN_NEG_TOTAL = 8000

errors = []


def err(msg):
    errors.append(msg)


def edge_ok(span_text):
    s = span_text
    if s != s.strip():
        return 'whitespace at edge'
    first, last = s[0], s[-1]
    if first in '.,;:!?"\'`)]}>-/\u2019\u201c\u201d':
        return f'bad first char {first!r}'
    if first == '(' and ')' not in s:
        return 'unbalanced ('
    if last in ',;:!?"\'`([{<-/\u2018\u201c\u201d':
        return f'bad last char {last!r}'
    if last == ')' and '(' not in s:
        return 'unbalanced )'
    if last == '.' and not re.search(r'(?:^|[\s.])[A-Za-z]\.$|\b(?:St|Jr|Sr|No|Ave|Rd|Ltd|Inc|Co)\.$', s, re.I):
        return 'trailing full stop'
    return None


def same_class(a, b):
    return a.isalnum() and b.isalnum() and (a.isalpha() == b.isalpha())


def main():
    if not os.path.exists(PATH):
        print('missing', PATH)
        return 1
    rows = []
    with open(PATH, encoding='utf-8') as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f'line {ln}: bad JSON {e}')
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    neg_counts = collections.Counter()
    n_lower = 0
    for i, row in enumerate(rows, 1):
        rid = row.get('id')
        if set(row) != {'id', 'text', 'spans', 'meta'}:
            err(f'{rid}: keys {sorted(row)}')
            continue
        if rid != 'dev124-%04d' % i:
            err(f'line {i}: id {rid} not sequential')
        text, spans, meta = row['text'], row['spans'], row['meta']
        if not isinstance(text, str) or not text.strip():
            err(f'{rid}: empty text')
            continue
        if not isinstance(meta, dict) or set(meta) != {'source', 'genre', 'lowercase', 'country'}:
            err(f'{rid}: meta keys')
            continue
        if meta['source'] != 'dev124-en' or not isinstance(meta['genre'], str) or not meta['genre'] \
                or not isinstance(meta['lowercase'], bool) or meta['country'] not in COUNTRIES:
            err(f'{rid}: meta values {meta}')
        genre_counts[meta['genre']] += 1
        if meta['lowercase']:
            n_lower += 1
            if text != text.lower():
                err(f'{rid}: lowercase note has upper-case characters')
        elif text == text.lower():
            err(f'{rid}: note marked not lower-case is entirely lower-case')
        if any(ch in text for ch in '\ue000\ue001\ue002'):
            err(f'{rid}: marker left in text')
        cover = [None] * len(text)
        prev_end = -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != {'start', 'end', 'label', 'type', 'text'}:
                err(f'{rid}: span keys {s}')
                continue
            a, b, lab, typ, st = s['start'], s['end'], s['label'], s['type'], s['text']
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f'{rid}: bad offsets {s}')
                continue
            if TYPE2LABEL.get(typ) != lab:
                err(f'{rid}: label/type mismatch {lab}/{typ}')
            if text[a:b] != st:
                err(f'{rid}: span text mismatch at {a}')
            if a < prev_end:
                err(f'{rid}: spans unsorted or overlapping at {a}')
            prev_end = max(prev_end, b)
            why = edge_ok(st)
            if why:
                err(f'{rid}: {typ} {st!r}: {why}')
            if a > 0 and same_class(text[a - 1], text[a]):
                err(f'{rid}: {typ} {st!r} starts inside a word/number')
            if b < len(text) and same_class(text[b - 1], text[b]):
                err(f'{rid}: {typ} {st!r} ends inside a word/number')
            for k in range(a, b):
                cover[k] = typ
            type_counts[typ] += 1
            # fictional contact ranges
            if typ in ('PHONE', 'FAX') and sum(ch.isdigit() for ch in st) >= 7 and not P555_RE.search(st):
                err(f'{rid}: {typ} {st!r} lacks a 555 block')
            if typ == 'EMAIL':
                dom = st.rsplit('@', 1)[-1].lower()
                if not any(dom == d or dom.endswith('.' + d) for d in FICT_DOMAINS):
                    err(f'{rid}: e-mail outside example domains {st!r}')
            if typ == 'URL':
                host = re.sub(r'^[a-z]+://', '', st.lower()).split('/')[0].split('?')[0]
                if not any(host == d or host.endswith('.' + d) for d in FICT_DOMAINS):
                    err(f'{rid}: URL outside example domains {st!r}')
            if typ == 'IPADDR':
                try:
                    ip = ipaddress.ip_address(st)
                    if not any(ip in n for n in PRIVATE):
                        err(f'{rid}: IP not private {st!r}')
                except ValueError:
                    err(f'{rid}: bad IP {st!r}')
            if typ == 'SSN' and not (st.startswith('9') or st.startswith('000')):
                err(f'{rid}: SSN-like value not starting with 9 or 000 {st!r}')

        # every occurrence: a distinctive annotated value must not also occur unannotated
        seen = set()
        for s in spans:
            st = s.get('text', '')
            if st in seen:
                continue
            seen.add(st)
            distinctive = (any(ch.isdigit() for ch in st) and len(st) >= 5 and s['type'] not in ('AGE', 'LOCATION_OTHER')) or \
                (s['label'] in ('NAME', 'LOCATION') and ' ' in st and len(st) >= 7)
            if not distinctive:
                continue
            for m in re.finditer(re.escape(st), text):
                a, b = m.span()
                if (a > 0 and text[a - 1].isalnum()) or (b < len(text) and text[b].isalnum()):
                    continue
                if not all(cover[k] is not None for k in range(a, b)):
                    err(f'{rid}: {s["type"]} value {st!r} also occurs unannotated at {a}')

        def covered(m, types=None, g=0):
            a, b = m.span(g)
            return all(cover[k] is not None and (types is None or cover[k] in types) for k in range(a, b))

        for m in EMAIL_RE.finditer(text):
            if not covered(m, {'EMAIL'}):
                err(f'{rid}: unannotated e-mail {m.group()!r}')
        for m in URL_RE.finditer(text):
            val = m.group().rstrip('.,:;')
            a = m.start()
            if not all(cover[k] in ('URL', 'EMAIL') for k in range(a, a + len(val))):
                err(f'{rid}: unannotated URL {val!r}')
        for m in IP_RE.finditer(text):
            if not covered(m, {'IPADDR'}):
                err(f'{rid}: unannotated IP {m.group()!r}')
        for rx, what in ((DATE_RE, 'numeric date'), (PHONE555_RE, '555 phone'), (WEEKDAY_RE, 'weekday')):
            for m in rx.finditer(text):
                if not covered(m):
                    err(f'{rid}: unannotated {what} {m.group()!r}')
        for name, (rx, _) in NEG.items():
            for m in rx.finditer(text):
                if all(cover[k] is None for k in range(*m.span())):
                    neg_counts[name] += 1

    n = len(rows)
    total = sum(type_counts.values())
    print(f'notes {n}, spans {total}, lower-case {n_lower} ({n_lower / max(n, 1):.3f})')
    print('types:', ', '.join(f'{t} {type_counts[t]}' for t in sorted(TYPE2LABEL, key=lambda t: type_counts[t])))
    print('genres:', ', '.join(f'{g} {c}' for g, c in sorted(genre_counts.items())))
    print('hard negatives:', ', '.join(f'{k} {neg_counts[k]}' for k in NEG), f'total {sum(neg_counts.values())}')
    if n < MIN_NOTES:
        err(f'only {n} notes')
    if total < MIN_SPANS:
        err(f'only {total} spans')
    for t in TYPE2LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            err(f'type {t}: only {type_counts[t]} spans')
    big = [g for g, c in genre_counts.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f'only {len(big)} genres with >= {MIN_PER_GENRE} notes')
    share = n_lower / max(n, 1)
    if not LOWER_SHARE[0] <= share <= LOWER_SHARE[1]:
        err(f'lower-case share {share:.3f} outside {LOWER_SHARE}')
    for k, (_, mn) in NEG.items():
        if neg_counts[k] < mn:
            err(f'hard negatives {k}: {neg_counts[k]} < {mn}')
    if sum(neg_counts.values()) < MIN_NEG_TOTAL:
        err(f'hard negatives total {sum(neg_counts.values())} < {MIN_NEG_TOTAL}')
    if errors:
        for e in errors[:60]:
            print('ERROR', e)
        print(f'{len(errors)} problem(s)')
        return 1
    print('OK')
    return 0


if __name__ == '__main__':
    sys.exit(main())
