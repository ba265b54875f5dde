"""Genre 5: endoscopy and colonoscopy reports (IE)."""
from common import *
from extras import extras

INDIC_COL = ['positive FIT (BowelScreen)', 'iron deficiency anaemia', 'change in bowel habit', 'PR bleeding', 'surveillance post polypectomy',
             'family history CRC (father aged 52)', 'IBD surveillance', 'weight loss', 'surveillance post right hemicolectomy']
INDIC_OGD = ['dyspepsia, age > 55', 'dysphagia', 'IDA', 'Barrett\'s surveillance', 'haematemesis', 'coeliac serology positive', 'variceal surveillance', 'weight loss']
POLYP = ['sessile', 'pedunculated (Ip)', 'flat (IIa)', 'LST-G', 'sessile serrated']
OESO = ['normal', 'LA grade B oesophagitis', "Barrett's C2M4, Seattle biopsies", 'grade 2 varices, banded x3']
BARR = "Barrett's quadrantic 2 cm"
SITES = ['caecum', 'ascending colon', 'hepatic flexure', 'transverse colon', 'splenic flexure', 'descending colon', 'sigmoid', 'rectum']


def gen(rng, W):
    code = 'IE'
    L = W[code]
    c = Ctx(rng, L)
    p = c.person()
    a = rng.randint(21, 89)
    when = rdate(rng)
    dob = dob_for(rng, when, a)
    hname = L.hospital(rng)
    m = L.mrn(rng)
    endo = staff(rng)
    n1, n2 = staff(rng), staff(rng)
    gp = staff(rng)
    practice = L.practice(rng)
    proc = rng.choice(['Colonoscopy', 'Colonoscopy', 'OGD', 'Flexible sigmoidoscopy', 'Colonoscopy + OGD'])
    scope = rng.choice(['CF-HQ190L', 'PCF-H190DL', 'GIF-HQ190', 'GIF-H185', 'EC-760R', 'EG-760Z', 'CF-H185L'])
    sn = rng.choice([digits(rng, 7), f'{letters(rng, 1)}{digits(rng, 6)}', digits(rng, 8)])
    bs = rng.random() < 0.35 and 'olon' in proc
    layout = rng.choice(['report', 'report', 'histo', 'decon', 'nursing', 'letter', 'report'])
    lower = rng.random() < 0.08
    out = []
    card = L.health_plan(rng)
    pps = L.national_id(rng)
    addr = L.address(rng)

    def hdr():
        s = f"{hosp(hname)}\n{rng.choice(['Endoscopy Unit', 'GI Endoscopy Suite', 'Day Procedures - Endoscopy', 'Department of Gastroenterology'])}\n\n"
        s += f"Patient: {pat(p.fmt(rng.choice(['LAST_first', 'full', 'LAST_FIRST'])))}    MRN: {mrn(m)}\n"
        s += f"DOB: {c.d(dob)}    Age: {age(a)}    Gender: {'Male' if p.sex == 'M' else 'Female'}\n"
        if rng.random() < 0.6:
            s += f"Address: {addr}\n"
        if rng.random() < 0.5:
            s += f"{rng.choice(['Medical card', 'GMS', 'Insurer/policy', 'VHI no'])}: {hplan(card)}" + (f"   PPSN: {ssn(pps)}" if rng.random() < 0.4 else '') + '\n'
        return s

    if layout == 'report':
        out.append(hdr())
        out.append(f"Procedure date: {c.d(when, rng.choice([c.ds, 'weekday, d month y']))}    Start {c.tm()}    Room {loco(rng.randint(1, 4))}\n")
        out.append(f"Procedure: {proc}\nEndoscopist: {rng.choice(['Dr', 'Prof.', 'Mr', 'Ms', 'Dr'])} {doc(endo.fmt('full'))}" + (f"  (IMC {lic(digits(rng, 6))})" if rng.random() < 0.4 else '') + '\n')
        out.append(f"Nurses: {doc(n1.fmt('full'))}, {doc(n2.fmt('full'))}\n")
        out.append(f"Referring: Dr {doc(gp.fmt('init_last'))}, {hosp(practice)}\n")
        if bs:
            out.append(f"Programme: BowelScreen  Client ID {idn('BS' + digits(rng, 8))}  FIT {c.d(plus(when, -rng.randint(20, 60)))}\n")
        out.append(f"Instrument: {scope}  S/N {dev(sn)}\n")
        out.append(f"Indication: {rng.choice(INDIC_COL if 'olon' in proc or 'sigm' in proc else INDIC_OGD)}\n")
        out.append(f"Sedation: midazolam {rng.choice([1, 2, 2.5, 3, 4])} mg, fentanyl {rng.choice([25, 50, 75])} mcg{rng.choice(['', ', Entonox', ', nil buscopan'])}. ASA {rng.randint(1, 3)}. Consent signed.\n")
        if 'olon' in proc:
            out.append(f"Bowel prep: {rng.choice(['Moviprep', 'Plenvu', 'Picolax', 'Klean-Prep'])}, BBPS {rng.randint(1, 3)}/{rng.randint(1, 3)}/{rng.randint(1, 3)}. Caecum reached {rng.choice(['yes', 'yes', 'no - looping, TI not intubated'])}, withdrawal {rng.randint(6, 22)} min.\n\n")
        out.append("Findings:\n")
        npol = rng.randint(0, 5) if 'olon' in proc else 0
        pots = []
        for k in range(npol):
            pid = rng.choice([f'{rng.randint(22, 26)}H{digits(rng, 5)}', f'S{digits(rng, 2)}-{digits(rng, 5)}', f'HP{digits(rng, 7)}'])
            pots.append(pid)
            out.append(f"  {k + 1}. {rng.randint(3, 25)} mm {rng.choice(POLYP)} polyp, {rng.choice(SITES)}, Paris {rng.choice(['0-Is', '0-Ip', '0-IIa', '0-IIa+Is'])}, NICE {rng.randint(1, 2)} - "
                       f"{rng.choice(['cold snare', 'hot snare', 'EMR', 'cold forceps'])}, retrieved, pot {k + 1} (specimen {idn(pid)})\n")
        if 'OGD' in proc:
            out.append(f"  Oesophagus: {rng.choice(OESO)}. Stomach: {rng.choice(['mild antral gastritis, CLO taken', 'normal', 'healing GU on lesser curve'])}. D2: {rng.choice(['normal, biopsies x4', 'normal'])}.\n")
        out.append(f"  {rng.choice(['Diverticulosis sigmoid.', 'Small internal haemorrhoids.', 'Otherwise normal to caecum.', 'No other abnormality.', 'Melanosis coli.'])}\n\n")
        out.append(f"Complications: {rng.choice(['none', 'none', 'minor post-polypectomy bleed, clip x2', 'desaturation to 89%, resolved with O2'])}\n")
        out.append(f"Recommendations: {rng.choice(['await histology; surveillance as per BSG 2020', 'repeat colonoscopy in 3 years', 'OPD in 6/52 with histology', 'PPI 8/52 then repeat OGD', 'CT colonography to complete'])}.\n")
        out.append(f"Histology to be followed up by Dr {doc(endo.fmt('last'))}'s team.\n\n")
        out.append(f"Electronically signed: {doc(endo.fmt('full'))} {c.d(when)} {c.tm()}\n")
        if rng.random() < 0.5:
            out.append(f"Report ID {idn('ER' + digits(rng, 7))} | Encounter {acct(L.encounter(rng))} | printed by {usr(n1.username(rng))}\n")

    elif layout == 'histo':
        out.append(f"HISTOPATHOLOGY REQUEST FORM\n{hosp(hname)} - Dept of Pathology\n\n")
        out.append(f"Surname: {pat(p.last.upper())}   Forename: {pat(p.first)}   MRN {mrn(m)}\nDOB {c.d(dob)}   Sex {p.sex}   Ward/Clinic: {rng.choice(['Endoscopy', 'Endo Day Ward'])}\n")
        out.append(f"Consultant: {doc(endo.fmt('LAST_first'))}   Bleep {tel(str(rng.randint(100, 999)))}\n")
        out.append(f"Copy to GP: Dr {doc(gp.fmt('full'))}, {hosp(practice)}\n")
        out.append(f"Date/time taken: {c.d(when)} {c.tm()}   Procedure: {proc}\n")
        out.append(f"Request no.: {idn(rng.choice(['RQ', 'H']) + digits(rng, 8))}\n\n")
        out.append("Pot  Specimen                                  Lab no.\n")
        for k in range(rng.randint(2, 6)):
            out.append(f"{pad(k + 1, 5)}{pad(rng.choice(['polyp ' + rng.choice(SITES), 'random colonic bx', 'D2 biopsies x4', 'gastric antrum + body (Sydney)', BARR, 'rectal polyp (EMR)', 'TI biopsies']), 42)}{idn(f'{rng.randint(22, 26)}-{digits(rng, 5)}')}\n")
        out.append(f"\nClinical details: {rng.choice(INDIC_COL + INDIC_OGD)}; {rng.choice(['on apixaban - held 48 h', 'hx UC 12 years', 'prev adenoma 2019', 'FHx Lynch syndrome', 'no relevant PMHx'])}.\n")
        out.append(f"Requesting clinician: {doc(endo.fmt('init_last'))}   IMC {lic(digits(rng, 6))}   Signed {c.d(when)}\n")
        out.append(f"Specimens received by {doc(staff(rng).fmt('full'))} at {c.tm()} {c.d(plus(when, rng.randint(0, 1)))}\n")

    elif layout == 'decon':
        out.append(f"ENDOSCOPE DECONTAMINATION & TRACEABILITY RECORD\n{hosp(hname)} - Endoscopy Decontamination Unit\nDate: {c.d(when)}\n\n")
        out.append("Time   Scope model    Scope S/N     Patient MRN   Washer    Cycle #    Operator            Result\n")
        for k in range(rng.randint(6, 11)):
            smod = rng.choice(['CF-HQ190L', 'GIF-HQ190', 'GIF-H185', 'PCF-H190DL', 'TJF-Q190V', 'BF-1TH190'])
            s_n = sn if k == 0 else rng.choice([digits(rng, 7), letters(rng, 1) + digits(rng, 6)])
            op = rng.choice([n1, n2, staff(rng)])
            out.append(f"{pad(c.tm(), 7)}{pad(smod, 15)}{pad(dev(s_n), 14)}{pad(mrn(L.mrn(rng)), 14)}{pad(dev('AER-' + str(rng.randint(1, 4))), 10)}{pad(idn(digits(rng, 6)), 11)}{pad(doc(op.fmt('init_last')), 20)}{rng.choice(['PASS', 'PASS', 'PASS', 'FAIL - leak test, quarantined'])}\n")
        out.append(f"\nDrying cabinet {dev('DC' + digits(rng, 4))} checked {c.tm()}; storage time limits within 72 h.\n")
        out.append(f"Water sample (AER final rinse) sent {c.d(when)} - TVC lab no {idn(digits(rng, 7))}.\n")
        out.append(f"Supervisor sign-off: {doc(staff(rng).fmt('full'))}, {rng.choice(['Decontamination Lead', 'CNM2', 'Clinical Nurse Manager'])}\n")
        out.append(f"Traceability report generated from {ip(L.ip(rng))} by {usr(n1.username(rng))}\n")

    elif layout == 'nursing':
        esc = c.person()
        out.append(f"{rng.choice(['ENDOSCOPY NURSING RECORD', 'Pre/Post-procedure nursing assessment', 'Endoscopy - Nursing Care Pathway'])}\n")
        out.append(hdr())
        out.append(f"Admission: {c.d(when)} {c.tm()}  Admitting nurse {doc(n1.fmt('full'))}\n\n")
        out.append(f"[x] ID band checked  [x] consent  [x] allergies: {rng.choice(['NKDA', 'penicillin', 'latex', 'elastoplast'])}  [x] fasting since {c.tm()}\n")
        out.append(f"[x] anticoagulant: {rng.choice(['none', 'apixaban held 48h', 'warfarin - INR 1.3 today', 'clopidogrel continued (diagnostic only)'])}\n")
        out.append(f"[x] diabetic: {rng.choice(['no', 'yes - CBG 6.8', 'yes - insulin held'])}   [x] pacemaker/ICD: {rng.choice(['no', 'yes - ' + ''])}")
        if out[-1].endswith('yes - '):
            out.append(f"device S/N {dev(letters(rng, 3) + digits(rng, 6))}, checked by cardiac physiologist")
        out.append("\n")
        out.append(f"Obs: BP {rng.randint(100, 170)}/{rng.randint(55, 100)} HR {rng.randint(52, 110)} SpO2 {rng.randint(93, 100)}% RR {rng.randint(12, 20)} Temp {round(rng.uniform(36, 37.6), 1)}\n\n")
        erel = rng.choice(['husband', 'wife', 'daughter', 'son', 'friend', 'partner', 'neighbour'])
        esc = relp(c, erel)
        out.append(f"Escort: {erel} {fam(esc.fmt('full'))}, mobile {tel(L.phone(rng, 'mobile'))}, collecting at approx {rng.randint(12, 17)}:00\n")
        out.append(f"Occupation: {prof(rng.choice(PROFESSIONS))} - advised no driving/work for 24 h post sedation.\n\n")
        out.append(f"Recovery ({doc(n2.fmt('full'))}): Aldrete {rng.randint(8, 10)}/10 at {c.tm()}. Tolerating fluids. Discharged {c.tm()} to care of escort with written advice.\n")
        out.append(f"Follow-up call {c.d(plus(when, 1))} by {doc(staff(rng).fmt('first_init'))}: {rng.choice(['well, no concerns', 'no answer, msg left', 'mild bloating, reassured'])}.\n")

    else:  # letter
        out.append(f"{hosp(hname)}\n{L.address(rng, lines=True)}\nEndoscopy bookings {tel(L.phone(rng))}\n\n")
        out.append(f"{c.d(plus(when, rng.randint(1, 12)), rng.choice(['d month y', 'dth month y']))}\n\n")
        out.append(f"Dr {doc(gp.fmt('full'))}\n{hosp(practice)}\n{L.address(rng, lines=True)}\n\n")
        out.append(f"Re: {pat(p.fmt('full'))}, {addr}\nDOB {c.d(dob)}  MRN {mrn(m)}\n\n")
        out.append(f"Dear {doc(gp.fmt('first')) if rng.random() < 0.3 else 'Dr ' + doc(gp.fmt('last'))},\n\n")
        out.append(f"Thank you for referring this {age(a)} year old {rng.choice(['retired', 'self-employed', ''])} {prof(rng.choice(PROFESSIONS))} with {rng.choice(INDIC_COL + INDIC_OGD)}. "
                   f"{('He' if p.sex == 'M' else 'She')} underwent {proc.lower()} on {c.d(when)}.\n\n")
        out.append(f"Findings: {rng.choice(['two small tubular adenomas removed from the sigmoid', 'a 20 mm sessile serrated lesion in the ascending colon, removed by EMR', 'moderate left-sided diverticular disease only', 'LA grade C oesophagitis', 'a normal study'])}. "
                   f"Histology ({idn(f'{rng.randint(22, 26)}H{digits(rng, 5)}')}) reported {c.d(plus(when, rng.randint(7, 21)))}: {rng.choice(['tubular adenoma, LGD, completely excised', 'SSL without dysplasia', 'chronic active gastritis, H. pylori positive', 'no evidence of coeliac disease'])}.\n\n")
        out.append(f"Plan: {rng.choice(['surveillance colonoscopy in 3 years', 'no further surveillance required', 'eradication therapy; urea breath test in 8 weeks', 'repeat OGD in 12 weeks'])}. "
                   f"I have discussed this with {p.title(rng)} {pat(p.last)} and {rng.choice(['her', 'his'])} {kin(c, ['daughter', 'son', 'husband', 'wife'], 'first')}.\n\n")
        out.append(f"Yours sincerely,\n\n{rng.choice(['Dr', 'Prof.', ''])} {doc(endo.fmt('full'))}\n{rng.choice(['Consultant Gastroenterologist', 'Consultant Surgeon', 'Nurse Endoscopist', 'Specialist Registrar'])}\n")
        out.append(f"D: {c.d(when, 'dmy')} T: {c.d(plus(when, rng.randint(1, 5)), 'dmy')} {doc(endo.fmt('initials'))}/{doc(letters(rng, 2).lower())}\n")

    c.dob = locals().get('dob')
    if layout == 'letter':
        out.append(extras(c, p, a, when, hname, m, ['distribution', 'audit', 'addendum', 'billing'], 1, 3))
    else:
        out.append(extras(c, p, a, when, hname, m, ['demographics', 'pmhx', 'labs', 'meds', 'audit', 'addendum', 'appointments', 'distribution', 'social', 'billing', 'transport'], 2, 5))
    raw = ''.join(out)
    raw = raw.replace('\n ', '\n').replace('  Dr', ' Dr') if False else raw
    if lower:
        raw = raw.lower()
    if rng.random() < 0.2:
        raw = add_typos(raw, rng, 0.03)
    return raw, code
