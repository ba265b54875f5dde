"""Genre 3: infection prevention and contact-tracing records (CA)."""
from common import *
from extras import extras

ORGS_BUGS = [('norovirus', 'GI outbreak', 'stool'), ('influenza A', 'respiratory outbreak', 'NP swab'), ('COVID-19', 'respiratory outbreak', 'NP swab'),
             ('RSV', 'respiratory outbreak', 'NP swab'), ('C. difficile', 'CDI outbreak', 'stool'), ('MRSA', 'ARO cluster', 'nares/groin swab'),
             ('CPE (KPC)', 'ARO cluster', 'rectal swab'), ('VRE', 'ARO cluster', 'rectal swab'), ('Group A Strep', 'iGAS cluster', 'throat swab'),
             ('measles', 'exposure investigation', 'NP swab + urine'), ('pertussis', 'exposure investigation', 'NP swab')]
SYMPT = ['V/D', 'D x3', 'vomiting', 'fever, cough', 'ILI', 'sore throat', 'cough, SOB', 'diarrhoea', 'asymptomatic', 'fever', 'rash', 'D, cramps']


def hc(rng, prov):
    if prov in ('ON', 'Ontario'):
        return f'{digits(rng, 4)}-{digits(rng, 3)}-{digits(rng, 3)}-{letters(rng, 2)}'
    if prov in ('BC', 'British Columbia'):
        return f'9{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}'
    if prov in ('QC', 'Quebec'):
        return f'{letters(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}'
    return digits(rng, 9)


def gen(rng, W):
    code = 'CA'
    L = W[code]
    c = Ctx(rng, L)
    prov = rng.choice(['ON', 'ON', 'BC', 'QC', 'AB', 'MB', 'NS', 'SK'])
    when = rdate(rng)
    hname = L.hospital(rng)
    unit = L.ward(rng)
    ipac = staff(rng)
    moh = staff(rng)
    bug, okind, spec = rng.choice(ORGS_BUGS)
    obn = rng.choice([f'{rng.randint(2201, 2699)}-{rng.randint(22, 26)}-{digits(rng, 3)}', f'OB-{fd(when, "y")}-{digits(rng, 4)}', f'{letters(rng, 3)}-{digits(rng, 5)}'])
    layout = rng.choice(['linelist', 'trace', 'alert', 'email', 'linelist', 'trace', 'tb'])
    lower = rng.random() < 0.1
    out = []
    p, a = None, None

    if layout == 'linelist':
        out.append(f"{rng.choice(['OUTBREAK LINE LIST', 'Line List - Patients/Residents', 'IPAC Outbreak Case Listing'])}\n")
        out.append(f"Facility: {hosp(hname)}   Unit: {hosp(unit)}\n")
        out.append(f"Outbreak #: {idn(obn)}   Organism: {bug}   Type: {okind}\n")
        out.append(f"Declared: {c.d(when)}   Reported to PHU: {c.d(plus(when, rng.randint(0, 1)))}   ICP: {doc(ipac.fmt('full'))} ({tel(L.phone(rng))} x{tel(str(rng.randint(2000, 7999)))})\n\n")
        use_pipe = rng.random() < 0.55
        init_only = rng.random() < 0.35
        if use_pipe:
            out.append("| # | Name | Age | Sex | Room-Bed | Onset | Symptoms | Specimen | Collected | Result | Status |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
        else:
            out.append("Case Name                        Age Sex Rm/Bed   Onset        Sx             Specimen#      Result\n")
        n = rng.randint(6, 14)
        for k in range(n):
            q = c.person()
            aa = rng.randint(58, 103)
            on = plus(when, rng.randint(-6, 5))
            rm = f'{rng.randint(2, 9)}{rng.randint(0, 4)}{rng.randint(1, 9)}'
            bd = rng.choice('ABCD12')
            nm = q.fmt('initials') if init_only else q.fmt(rng.choice(['LAST_first', 'LAST_FIRST', 'last_first']))
            sp = idn(rng.choice(['', 'L', 'M']) + rng.choice([digits(rng, 8), f'{rng.randint(22, 26)}-{digits(rng, 6)}']))
            res = rng.choice(['POS', 'pos', 'NEG', 'pending', 'POS', 'not collected'])
            if use_pipe:
                out.append(f"| {k + 1} | {pat(nm)} | {age(aa)} | {q.sex} | {loco(rm + '-' + bd)} | {c.d(on)} | {rng.choice(SYMPT)} | {sp} | {c.d(plus(on, rng.randint(0, 2)))} | {res} | {rng.choice(['active', 'resolved', 'resolved', 'hospitalized', 'deceased', 'active'])} |\n")
            else:
                out.append(f"{pad(k + 1, 5)}{pad(pat(nm), 29)}{pad(age(aa), 4)}{pad(q.sex, 4)}{pad(loco(rm + bd), 9)}{pad(c.d(on), 13)}{pad(rng.choice(SYMPT), 15)}{pad(sp, 15)}{res}\n")
        out.append("\nStaff cases:\n")
        for k in range(rng.randint(1, 4)):
            s = staff(rng)
            out.append(f"  S{k + 1}  {doc(s.fmt(rng.choice(['LAST_first', 'full'])))}  {rng.choice(['RN', 'RPN', 'PSW', 'housekeeping', 'dietary aide', 'PT', 'unit clerk'])}  onset {c.d(plus(when, rng.randint(-4, 4)))}  last worked {c.d(plus(when, rng.randint(-5, 0)))}  {rng.choice(['off until 48h sx-free', 'excluded 5 days', 'returned', 'tested neg'])}\n")
        out.append(f"\nControl measures: {rng.choice(['unit closed to admissions', 'cohorting on east hall', 'enhanced cleaning BID with sporicidal', 'droplet/contact precautions for all symptomatic', 'visitor restriction 1 designated caregiver'])}; "
                   f"antiviral prophylaxis {rng.choice(['started for all residents', 'n/a', 'offered to unvaccinated staff'])}.\n")
        out.append(f"MOH: Dr {doc(moh.fmt('full'))}  | PHU fax {fax(L.phone(rng))}  | updated by {usr(ipac.username(rng))} {c.d(plus(when, rng.randint(1, 6)))}\n")

    elif layout == 'trace':
        p = c.person()
        a = rng.randint(2, 88)
        dob = dob_for(rng, when, a)
        card = hc(rng, prov)
        o = L.org(rng)
        jb = rng.choice(PROFESSIONS)
        out.append(f"{rng.choice(['CASE & CONTACT INVESTIGATION', 'Contact Tracing Interview Record', 'Case Investigation - IPAC / Public Health'])}\n")
        out.append(f"Investigation ID {idn(rng.choice(['CI-', 'INV', 'PHIMS-']) + digits(rng, 7))}   Disease: {bug}\n")
        out.append(f"Interviewer: {doc(ipac.fmt('full'))}, {rng.choice(['ICP', 'PHN', 'Public Health Nurse', 'IPAC Specialist'])}   Date: {c.d(when)}   Mode: {rng.choice(['phone', 'in person', 'bedside', 'video'])}\n\n")
        out.append("INDEX CASE\n")
        out.append(f"  Name: {pat(p.fmt(rng.choice(['LAST_first', 'full'])))}   DOB: {c.d(dob)} ({age(a)} y)   Sex: {p.sex}\n")
        out.append(f"  Health card: {hplan(card)}   MRN: {mrn(L.mrn(rng))}\n")
        out.append(f"  Address: {L.address(rng)}\n")
        out.append(f"  Phone: {tel(L.phone(rng))}   Cell: {tel(L.phone(rng))}   Email: {email(L.email(rng, p))}\n")
        if a >= 18:
            out.append(f"  Occupation: {prof(jb)} at {org(o)}; last shift {c.d(plus(when, -rng.randint(1, 6)), c.sds if c.sds != 'mon d' else 'mon d')}\n")
        else:
            out.append(f"  School: {org(L.org(rng))}, grade {rng.randint(1, 12)}; parent {fam(c.person().fmt('full'))} ({tel(L.phone(rng))})\n")
        on = plus(when, -rng.randint(1, 7))
        out.append(f"  Symptom onset: {c.d(on)}   Specimen {idn(digits(rng, 2) + letters(rng, 1) + digits(rng, 7))} collected {c.d(plus(on, 1))}\n")
        out.append(f"  Period of communicability: {c.d(plus(on, -2))} to {c.d(plus(on, 10))}\n")
        if rng.random() < 0.6:
            cc = rng.choice(COUNTRIES)
            out.append(f"  Travel: returned from {country(cc)} on {c.d(plus(on, -rng.randint(2, 12)))} (flight; seat row {rng.randint(3, 40)})\n")
        if rng.random() < 0.3:
            out.append(f"  Carpools to work in {rng.choice(['colleague', 'own'])} vehicle, plate {veh(L.plate(rng))}\n")
        out.append("\nCONTACTS\n")
        rels = ['spouse', 'son', 'daughter', 'roommate', 'partner', 'mother', 'father', 'grandmother', 'co-worker', 'friend', 'sister', 'brother']
        for k in range(rng.randint(3, 7)):
            r = rng.choice(rels)
            q = relp(c, r)
            qa = rng.randint(1, 90)
            line = f"  {k + 1}. {fam(q.fmt(rng.choice(['full', 'LAST_first', 'first'])))} - {r}, {age(qa)} {rng.choice(['y', 'yrs', 'yo'])}, "
            line += rng.choice([f"same household; tel {tel(L.phone(rng))}", f"last contact {c.d(plus(on, rng.randint(-2, 2)))}, {rng.choice(['>15 min indoors', 'shared meal', 'car ride', 'brief'])}; {tel(L.phone(rng))}",
                                f"lives at {street(L.street(rng))}, {city(L.town(rng))}; symptomatic? {rng.choice(['no', 'yes - referred for testing', 'unknown'])}",
                                f"works at {org(L.org(rng))}; notified by {rng.choice(['phone', 'letter', 'text'])} {c.d(plus(when, rng.randint(0, 2)))}"])
            out.append(line + '\n')
        out.append(f"\nAdvice given: self-monitor until {c.d(plus(when, 10))}; {rng.choice(['exclude from work', 'mask in public', 'post-exposure prophylaxis offered', 'vaccination status to be confirmed'])}.\n")
        out.append(f"Follow-up call booked {c.d(plus(when, rng.randint(2, 5)), rng.choice(['weekday, month d, y', 'mon d, y', c.ds]))}. MOH notified: Dr {doc(moh.fmt('last'))}.\n")

    elif layout == 'alert':
        p = c.person()
        a = rng.randint(22, 97)
        out.append(f"{rng.choice(['IPAC NOTE', 'Infection Prevention & Control - Progress Note', 'ARO ALERT - IPAC'])}\n")
        out.append(f"{pat(p.fmt('LAST_FIRST'))}  MRN {mrn(L.mrn(rng))}  {age_expr(rng, a, p.sex)}  {hosp(unit)} rm {loco(str(rng.randint(200, 990)) + rng.choice(['', '-1', '-2', 'A']))}\n")
        out.append(f"{c.d(when)} {c.tm()}\n\n")
        prev = L.hospital(rng)
        bug2 = rng.choice(['MRSA', 'CPE (OXA-48)', 'CPE (NDM)', 'VRE', 'C. difficile', 'ESBL E. coli', 'Candida auris'])
        out.append(f"Pt {pat(p.fmt('last'))} flagged {bug2} on admission screen ({spec}, acc# {idn(digits(rng, 2) + '-' + digits(rng, 7))}, collected {c.d(plus(when, -rng.randint(1, 4)))}). ")
        if rng.random() < 0.6:
            out.append(f"Hx of hospitalization outside Canada: {rng.choice(['admitted', 'dialysed', 'surgery'])} in {city(L.town(rng)) if False else country(rng.choice(COUNTRIES))} {c.d(plus(when, -rng.randint(60, 500)), rng.choice(['month y', 'y', 'mon y']))}. ")
        out.append(f"Previously at {hosp(prev)} {c.d(plus(when, -rng.randint(30, 900)), rng.choice(['month y', 'y']))}.\n")
        out.append(f"Precautions: {rng.choice(['contact', 'contact plus', 'droplet/contact', 'airborne'])}; private room w/ dedicated toilet. Signage posted. Dedicated equipment.\n")
        out.append(f"Roommate {pat(c.person().fmt('LAST_first'))} (rm {loco(str(rng.randint(200, 990)))}) identified as contact - weekly screens x3, first due {c.d(plus(when, 1))}.\n"
                   if rng.random() < 0.5 else '')
        out.append(f"Discussed with charge nurse {doc(staff(rng).fmt('full'))} and MRP Dr {doc(staff(rng).fmt('last'))}.\n")
        out.append(f"Pt educated; {kin(c, ['wife', 'husband', 'son', 'daughter', 'caregiver'], 'first')} given fact sheet.\n")
        out.append(f"\n{doc(ipac.fmt('full'))}, {rng.choice(['ICP', 'CIC', 'IPAC Practitioner'])}  ext {tel(str(rng.randint(2000, 7999)))}\n")

    elif layout == 'email':
        p = c.person()
        a = rng.randint(3, 95)
        frm = L.email(rng, ipac)
        to = rng.choice(['cd.reporting', 'ipac.team', 'phu.intake', 'cdc.unit']) + '@' + rng.choice(['example.org', 'example.net', 'health.example'])
        out.append(f"From: {doc(ipac.fmt('full'))} <{email(frm)}>\nTo: {email(to)}\nCc: {email(L.email(rng, moh))}\n")
        out.append(f"Sent: {c.d(when, rng.choice(['weekday, month d, y', 'iso', 'mon d, y']))} {c.tm()}\nSubject: {rng.choice(['Reportable disease notification', 'Outbreak update', 'Exposure notification - URGENT'])} - {idn(obn)}\n\n")
        out.append(f"Hello {rng.choice(['team', 'all', 'Dr ' + ''])}")
        if out[-1].endswith('Dr '):
            out.append(doc(moh.fmt('last')))
        out.append(",\n\n")
        out.append(f"Reporting a lab-confirmed case of {bug} in {pat(p.fmt('full'))} ({age(a)}{p.sex}, DOB {c.d(dob_for(rng, when, a))}, HCN {hplan(hc(rng, prov))}), "
                   f"currently admitted to {hosp(unit)} at {hosp(hname)}, room {loco(str(rng.randint(200, 990)))}. Specimen {idn(digits(rng, 9))} collected {c.d(plus(when, -1))}; "
                   f"result called by lab at {c.tm()} today.\n\n")
        out.append(f"Home address: {L.address(rng)}. Lives with {rng.choice(['spouse', 'two children', 'parents', 'roommates'])}. "
                   f"{rng.choice(['Works as a', 'Employed as a', 'Occupation:'])} {prof(rng.choice(PROFESSIONS))} at {org(L.org(rng))}.\n\n")
        out.append(f"Exposure sites: {hosp(L.practice(rng))} waiting room {c.d(plus(when, -3))} {rng.randint(9, 11)}:00-{rng.randint(12, 14)}:00; ED waiting area {c.d(plus(when, -2))}.\n")
        out.append(f"Line list on the shared drive: {url('https://ipac-portal.example.org/outbreaks/' + obn.replace(' ', ''))}\n\n")
        out.append(f"Thanks,\n{doc(ipac.fmt('first'))}\n\n{doc(ipac.fmt('full'))}\nInfection Prevention & Control | {hosp(hname)}\nT {tel(L.phone(rng))} | F {fax(L.phone(rng))}\n")

    else:  # TB contact investigation
        p = c.person()
        a = rng.randint(18, 85)
        out.append(f"{hosp(hname)} - Occupational Health & IPAC\nTB CONTACT INVESTIGATION - {rng.choice(['Exposure Assessment', 'Summary', 'Round 1'])}\n\n")
        out.append(f"Source case: {pat(p.fmt('initials_dot'))} ({age(a)}{p.sex}), smear {rng.choice(['3+', '2+', '1+', 'neg / culture pos'])}, cavitary disease, admitted {c.d(plus(when, -rng.randint(5, 20)))} to {hosp(unit)}; airborne isolation from {c.d(plus(when, -rng.randint(1, 4)))}.\n")
        out.append(f"Birth country {country(rng.choice(COUNTRIES))}; arrived in Canada {c.d(plus(when, -rng.randint(400, 4000)), 'y')}.\n\n")
        out.append("Exposed patients / staff\n")
        out.append("Name                          Role/relation        Exposure (h)  TST1 date    TST1    TST2 due\n")
        for k in range(rng.randint(5, 10)):
            q = c.person()
            isstaff = rng.random() < 0.5
            nm = doc(q.fmt('LAST_first')) if isstaff else (pat(q.fmt('LAST_first')) if rng.random() < 0.5 else fam(q.fmt('LAST_first')))
            role = rng.choice(['RN', 'RT', 'resident', 'porter', 'PSW']) if isstaff else ('roommate' if '\x01PATIENT' in nm else rng.choice(['spouse', 'daughter', 'son', 'brother', 'visitor']))
            d1 = plus(when, rng.randint(0, 10))
            out.append(f"{pad(nm, 30)}{pad(role, 21)}{pad(rng.randint(1, 60), 14)}{pad(c.d(d1), 13)}{pad(rng.choice(['0 mm', '0 mm', '4 mm', '12 mm', '17 mm', 'not read']), 8)}{fd(plus(d1, 56), 'mon d, y') if False else ''}")
            out.append(f"{c.d(plus(d1, 56))}\n")
        out.append(f"\nPHU contact: {doc(moh.fmt('full'))} {tel(L.phone(rng))}. Next review {c.d(plus(when, 14))}.\nPrepared by {doc(ipac.fmt('full'))}, {c.d(when)}\n")

    c.dob = locals().get('dob')
    if layout == 'letter':
        out.append(extras(c, p, a, when, hname, None, ['distribution', 'audit', 'addendum', 'billing'], 1, 3))
    else:
        out.append(extras(c, p, a, when, hname, None, ['demographics', 'social', 'labs', 'audit', 'addendum', 'appointments', 'distribution', 'pmhx'], 2, 5))
    raw = ''.join(out)
    if lower:
        raw = raw.lower()
    if rng.random() < 0.2:
        raw = add_typos(raw, rng, 0.03)
    return raw, code
