#!/usr/bin/env python3
"""Validate ../notes.jsonl and print counts by label, type, genre and locale."""
import collections
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'notes.jsonl')
PAIRS = {
    'NAME': {'PATIENT', 'DOCTOR', 'FAMILY', 'USERNAME'}, 'AGE': {'AGE'}, 'DATE': {'DATE'},
    'LOCATION': {'STREET', 'CITY', 'STATE', 'ZIP', 'COUNTRY', 'HOSPITAL', 'ORGANIZATION', 'LOCATION_OTHER'},
    'ID': {'MRN', 'SSN', 'HEALTHPLAN', 'ACCOUNT', 'LICENSE', 'DEVICE', 'VEHICLE', 'BIOID', 'IDNUM'},
    'CONTACT': {'PHONE', 'FAX', 'EMAIL', 'URL', 'IPADDR'}, 'PROFESSION': {'PROFESSION'},
}
GENRES = {'pharmacy_intervention', 'transfusion_blood_bank', 'infection_prevention', 'wound_care', 'endoscopy',
          'cardiac_cath_lab', 'haemodialysis', 'physiotherapy_rehab'}
BAD_START = set(' \t\n\r.,;:!?"\')]}')
BAD_END = set(' \t\n\r,;:!?"\'([{')
INITIALS = re.compile(r'^(?:[^\W\d_]\.){1,4}$')


def main():
    errs = []
    ids = set()
    n = 0
    by_label, by_type, by_genre, notes_by_genre, by_loc = (collections.Counter() for _ in range(5))
    sizes = []
    with open(PATH, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            rec = json.loads(line)
            n += 1
            nid = rec.get('id')
            if nid in ids:
                errs.append(f'{nid}: duplicate id')
            ids.add(nid)
            if not re.fullmatch(r'dev48-en-\d{4}', nid or ''):
                errs.append(f'line {ln}: bad id {nid!r}')
            text = rec['text']
            meta = rec['meta']
            if meta.get('language') != 'en' or meta.get('source') != 'dev48-en' or meta.get('genre') not in GENRES or not meta.get('locale'):
                errs.append(f'{nid}: bad meta {meta}')
            notes_by_genre[meta.get('genre')] += 1
            by_loc[meta.get('locale')] += 1
            sizes.append(len(text.encode('utf-8')))
            prev_end = -1
            for sp in sorted(rec['spans'], key=lambda s: (s['start'], s['end'])):
                s, e, lab, typ = sp['start'], sp['end'], sp['label'], sp['type']
                frag = text[s:e]
                if not (0 <= s < e <= len(text)):
                    errs.append(f'{nid}: bad offsets {sp}')
                    continue
                if frag != sp.get('text'):
                    errs.append(f'{nid}: text mismatch {frag!r} != {sp.get("text")!r}')
                if s < prev_end:
                    errs.append(f'{nid}: overlap at {s}')
                prev_end = max(prev_end, e)
                if typ not in PAIRS.get(lab, ()):
                    errs.append(f'{nid}: unknown label/type {lab}/{typ}')
                st, en = frag[0], frag[-1]
                if st in BAD_START or (st == '(' and not (typ in ('PHONE', 'FAX') and ')' in frag)):
                    errs.append(f'{nid}: bad span start {frag!r}')
                if en in BAD_END or (en == ')' and '(' not in frag) or (en == '.' and not INITIALS.match(frag.split()[-1])):
                    errs.append(f'{nid}: bad span end {frag!r}')
                by_label[lab] += 1
                by_type[(lab, typ)] += 1
                by_genre[meta.get('genre')] += 1
    if n != 320:
        errs.append(f'expected 320 notes, found {n}')
    total = sum(by_label.values())
    print(f'notes: {n}   spans: {total}   text size bytes: min {min(sizes)} median {sorted(sizes)[len(sizes) // 2]} max {max(sizes)}')
    print('\nby label:')
    for k, v in by_label.most_common():
        print(f'  {k:<12}{v}')
    print('\nby type:')
    for (lab, typ), v in sorted(by_type.items()):
        print(f'  {lab:<12}{typ:<16}{v}')
    print('\nby genre (notes / spans):')
    for g in sorted(notes_by_genre):
        print(f'  {g:<26}{notes_by_genre[g]:>4} {by_genre[g]:>6}')
    print('\nby locale (notes):', dict(sorted(by_loc.items())))
    if errs:
        print(f'\nFAILED: {len(errs)} problems')
        for e in errs[:50]:
            print('  ' + e)
        sys.exit(1)
    print('\nOK: all checks passed')


if __name__ == '__main__':
    main()
