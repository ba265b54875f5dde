"""README.md text for the set, with figures computed from the built notes."""
from collections import Counter

import common as C
import pools_names as PN
import pools_places as PL
from note import LABELS

CONVENTIONS = [
    'National health-system and insurer numbers (NHS number, CHI, IHI, GMS/medical card, Medicare, NHI, '
    'OHIP/PHN/AHCIP, US member/group/policy numbers) and injury-compensation claim numbers (ACC, WSIB, '
    'WorkCover, DVA) are HEALTHPLAN; local hospital numbers (Hosp No, Unit No, PAS No, UR, MRN, Chart #) are MRN.',
    'Attendance, encounter and episode numbers are ACCOUNT; order, accession, referral, specimen, clinical-photo, '
    'Datix/incident, police log and safeguarding case numbers are IDNUM.',
    'Facility names are one HOSPITAL span including the generic word that belongs to the name '
    '(`[Castlebrook Minor Injuries Unit]`, `[Kilbrogan Injury Unit]`); GP practices, pharmacies and care homes are '
    'HOSPITAL; bare departments (Fracture Clinic, Eye Casualty, Plastics, Burns Service, Dressing Clinic, MIU, ED) are not PHI.',
    'Employers, schools, sports clubs and insurers are ORGANIZATION; a named venue where something happened '
    '(leisure centre, skate park, retail park, trailhead, NZ domain) is LOCATION_OTHER.',
    'Statutory and national bodies and public services (NHS 111, Tusla, Oranga Tamariki, Children\'s Aid Society, '
    'Child/Adult Protective Services, MASH, ACC, WSIB, WorkCover, DVLA, police) are not PHI; neither are emergency '
    'and advice short codes (999, 111, 112, 000, 911, 811).',
    'Room, cubicle, bay, X-ray room and clinic-room numbers are LOCATION_OTHER with the label word outside '
    '(`Cubicle [4]`, `room [2]`, `Bay: [3]`).',
    'UK and Irish counties are CITY (`Co. [Clare]` keeps "Co." outside); Australian states, Canadian provinces and '
    'US states are STATE; England, Scotland, Wales, UK and Ireland are COUNTRY.',
    'All health and care staff (clinicians, radiographers, receptionists, safeguarding nurses, health visitors, '
    'typists) are DOCTOR; named non-clinical third parties (police officers, social workers, employer contacts, '
    'partners, siblings) are FAMILY.',
    'Dictation references give one DOCTOR span per person (`[AB]/[cd]`).',
    'Ages of infants in months are AGE on the number only (`[14] months`); sibling ages are AGE too.',
    'Occupations are PROFESSION without articles; for the retired the word stays outside (`retired [teacher]`).',
    'A date with its weekday is one DATE span; a lone year tied to the patient (past fracture, diagnosis year) is DATE; '
    'guideline and scale years (NICE CG176 2023 update) are not.',
    'Usernames in audit trails, e-signatures and "logged by" lines are USERNAME even when built from a staff name.',
    'Patient-identity palm-vein IDs and fingerprint signature templates are BIOID; crutch/boot loan asset numbers and '
    'pacemaker, insulin-pump, CGM, hearing-aid and telecare serials are DEVICE; number plates (including parking exemptions) are '
    'VEHICLE; driving-licence numbers are LICENSE alongside clinicians\' registration numbers (value only).',
    'Pagers/bleeps and phone extensions are PHONE, with the extension inside the span and the label outside.',
    'Workstation names (MIU-WS05), software names and versions are not PHI; the workstation IP address is IPADDR.',
    'Radiographer initials after a preliminary comment are DOCTOR (`- [GG]`).',
    'ICD-10 and CPT codes, triage categories, scores (TRiP(cast), DASH, NEWS2, Beighton), DAP values and device '
    'model names (Aircast, Carestream DRX-Evolution, LiquiBand) are not PHI.',
]


def render(notes, genre_order):
    n = len(notes)
    mean = sum(len(x['text']) for x in notes) / n
    spans = [s for x in notes for s in x['spans']]
    low = sum(1 for x in notes if x['meta']['lowercase'])
    gc = Counter(x['meta']['genre'] for x in notes)
    cc = Counter(x['meta']['country'] for x in notes)
    lc = Counter(s['label'] for s in spans)
    tc = Counter(s['type'] for s in spans)
    genres = ', '.join('%s %d' % (g, gc[g]) for g in genre_order)
    countries = ', '.join('%s %d' % (k, cc[k]) for k in sorted(cc))
    labels = ', '.join('%s %d' % (k, lc[k]) for k in sorted(set(LABELS.values())))
    types = ', '.join('%s %d' % (k, tc[k]) for k in sorted(LABELS))
    ncity = sum(len(v) for k, v in sorted(PL.CITIES.items()))
    nstem = sum(len(v) for k, v in sorted(PL.STEMS.items()))
    scen = [sc for k in sorted(C.POOLS) for sc in C.POOLS[k]]
    nscen, nout = len(scen), sum(len(sc['outcomes']) for sc in scen)
    para = (
        'Written by independent author 423 from the project annotation guideline alone and the author\'s own knowledge '
        'of clinical English, with no other project file, data set or web source consulted. Domain: minor injuries units, '
        'injury units and walk-in urgent care centres (wounds, sprains, fractures, burns, bites, eye and foreign-body '
        'injuries, head injuries, safeguarding flags). Countries (meta.country): %s. The set has %d notes '
        '(mean %.0f characters), %d spans, and %d notes (%.1f%%) entirely lower case (meta.lowercase true, spans still '
        'exact). Genres: %s; the last three (eye injury referral, dressing clinic review, attendance audit summary) were '
        'added by the author. Pools, all written for this set: %d female and %d male given names and %d surnames of many '
        'origins, with ordinary-word, month and place-like names on purpose (Hope, June, May, Hunter, Baker, Joiner, '
        'Nurse, Kent, Lincoln); %d real towns with their counties, states or provinces and generated postcodes, Eircodes, '
        'ZIP and postal codes; %d invented place stems from which every unit, hospital, practice, pharmacy, care home, '
        'school, club, employer, insurer and venue name is made; occupations, medicines with sigs, history, allergies, '
        'vitals, point-of-care and lab panels with ranges, and %d injury presentations with %d outcomes. Hard negatives by '
        'the hundred: drugs and brands (co-amoxiclav, Revaxis, Boostrix, Flamazine, Mepitel, Aquacel, Eliquis), eponyms '
        'and rules named after people or places (Colles\', Boxer\'s fracture, Ottawa ankle and knee rules, Pittsburgh '
        'knee rules, Canadian C-spine rule, Glasgow Coma Scale, Manchester Triage System, Lund and Browder, Parkland '
        'formula, Seidel, Snellen, Stener lesion, Mason, Weber, Lachman, McMurray, Segond, Jones), devices and makers (Aircast, Ethilon, LiquiBand, Carestream, Philips, '
        'Medtronic), lab and vital abbreviations, units, ICD-10/CPT codes, guideline names and years (NICE CG176 2023), '
        'generic departments, dosing shorthand (QDS, TDS, BD, PRN, 5/7), public helplines and emergency short codes. '
        'Contact rules: every phone, fax, pager and extension contains 555; e-mail and web addresses use only example.com, '
        'example.org or example.net; IP addresses are private (10/8, 172.16/12, 192.168/16); SSN-like numbers (SSN, SIN, '
        'PPSN) start with 9. Build with `python3 build/make.py` (standard library only, one random.Random(423)); check '
        'with `python3 build/check.py`, and `python3 build/check.py --rebuild /tmp/dev423_tmp` also rebuilds twice under '
        'PYTHONHASHSEED=1 and 2 and requires byte-identical output. Counts per label: %s. Counts per type: %s.'
        % (countries, n, mean, len(spans), low, 100.0 * low / n, genres, len(PN.FEMALE), len(PN.MALE),
           len(PN.SURNAMES), ncity, nstem, nscen, nout, labels, types))
    lines = ['# dev423_en: independent English clinical PHI evaluation set',
             '> **Status:** written for a decision; not yet scored. Never trained on.',
             '', para, '', 'Conventions chosen where the guideline leaves room:', '']
    lines += ['- ' + c for c in CONVENTIONS]
    return '\n'.join(lines) + '\n'
