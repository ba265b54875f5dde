"""Shared add-on sections (EHR print-outs often carry these after the main note)."""
from common import *

LANGS = ['English', 'Te reo Māori', 'Samoan', 'Tongan', 'Punjabi', 'Mandarin', 'Cantonese', 'Vietnamese', 'Polish', 'Portuguese', 'Arabic',
         'Tagalog', 'French', 'Irish', 'Welsh', 'Somali', 'Tigrinya', 'Urdu', 'Hindi', 'Korean', 'Spanish', 'Ukrainian', 'Romanian']
PMH = ['T2DM', 'HTN', 'AF', 'NSTEMI', 'CABG x3', 'CVA', 'TIA', 'COPD', 'asthma', 'CKD 3b', 'OSA on CPAP', 'R TKR', 'L THR', 'lap chole',
       'appendicectomy', 'hysterectomy', 'TURP', 'breast ca (WLE + RT)', 'prostate ca', 'PE', 'DVT', 'hypothyroidism', 'gout', 'depression',
       'osteoporosis', '#NOF', 'PVD', 'HFrEF', 'epilepsy', 'RA', 'psoriasis', 'hep C (treated)', 'cataract surgery', 'pacemaker (CHB)']
LABS = [('Hb', 'g/L', 72, 160), ('WCC', 'x10^9/L', 3.1, 19.5), ('Plt', 'x10^9/L', 40, 480), ('Na', 'mmol/L', 126, 146), ('K', 'mmol/L', 3.1, 6.2),
        ('Creat', 'umol/L', 55, 620), ('eGFR', 'mL/min', 8, 90), ('Urea', 'mmol/L', 3.0, 32.0), ('CRP', 'mg/L', 1, 290), ('Alb', 'g/L', 21, 45),
        ('INR', '', 0.9, 4.5), ('HbA1c', 'mmol/mol', 38, 104), ('Mg', 'mmol/L', 0.5, 1.1), ('PO4', 'mmol/L', 0.6, 2.6), ('Ferritin', 'ug/L', 8, 900)]


def _v(rng, lo, hi):
    if isinstance(lo, float) or isinstance(hi, float):
        return f'{rng.uniform(lo, hi):.1f}'
    return str(rng.randint(lo, hi))


def _ssn_label(code):
    return {'GB': 'NI No', 'IE': 'PPSN', 'AU': 'Centrelink CRN', 'NZ': 'MSD client no', 'CA': 'SIN'}[code]


def _ssn(rng, L):
    if L.code == 'AU':
        return f'{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}{letters(rng, 1)}'
    if L.code == 'NZ':
        return digits(rng, 9)
    return L.national_id(rng)


def profile(c, p, a, when):
    """One consistent set of patient details per note (cached on the context)."""
    pr = getattr(c, 'prof', None)
    if pr is None:
        rng, L = c.rng, c.L
        rel = rng.choice(['wife' if p.sex == 'M' else 'husband', 'daughter', 'son', 'partner', 'mother', 'brother', 'sister', 'friend', 'nephew'])
        pr = {
            'dob': getattr(c, 'dob', None) or dob_for(rng, when, a),
            'addr': L.address(rng), 'home': L.phone(rng), 'mob': L.phone(rng, 'mobile'), 'email': L.email(rng, p),
            'born': rng.choice(COUNTRIES), 'job': rng.choice(PROFESSIONS), 'employer': L.org(rng),
            'rel': rel, 'kin': relp(c, rel), 'kinmob': L.phone(rng, 'mobile'),
            'gp': staff(rng), 'practice': L.practice(rng), 'gpph': L.phone(rng),
        }
        c.prof = pr
    return pr


def demographics(c, p, a, when, hname, m):
    rng, L = c.rng, c.L
    pr = profile(c, p, a, when)
    dob = pr['dob']
    s = f"\n{rng.choice(['PATIENT DETAILS', '--- Demographics ---', 'Patient demographics (from PAS)', 'REGISTRATION DETAILS'])}\n"
    s += f"  Name: {pat(p.fmt('LAST_First_dot'))}" + (f"   Preferred: {pat(p.first.split('-')[0][:4] + rng.choice(['', 'ie', 'y']) if rng.random() < 0.3 else p.first)}" if rng.random() < 0.5 else '') + '\n'
    s += f"  DOB: {c.d(dob)}   Age: {age(a)}   Sex: {p.sex}\n"
    s += f"  Address: {pr['addr']}\n"
    s += f"  Home: {tel(pr['home'])}   Mobile: {tel(pr['mob'])}\n"
    if rng.random() < 0.5:
        s += f"  Email: {email(pr['email'])}\n"
    if rng.random() < 0.5:
        s += f"  {_ssn_label(L.code)}: {ssn(_ssn(rng, L))}\n"
    if rng.random() < 0.15:
        bk, bp = rng.choice([('palm vein', 'PV'), ('fingerprint', 'FP'), ('facial template', 'FT'), ('palm vein', 'BIO-')])
        s += f"  Biometric ID ({bk}): {bio(bp + digits(rng, rng.choice([6, 7, 8])))}\n"
    if rng.random() < 0.2:
        s += f"  Patient portal: {url(rng.choice(['https://myhealth.example.org/u/', 'https://portal.health.example/patient/', 'www.example.com/mychart/']) + digits(rng, 7))}\n"
    if rng.random() < 0.5:
        s += f"  Country of birth: {country(pr['born'])}   Interpreter: {rng.choice(['not required', 'required - ' + rng.choice(LANGS)])}\n"
    if rng.random() < 0.5 and a >= 18:
        s += f"  Occupation: {prof(pr['job'])}" + (f" ({org(pr['employer'])})" if rng.random() < 0.5 else '') + '\n'
    q = pr['kin']
    s += f"  NOK: {fam(q.fmt(rng.choice(['full', 'LAST_first'])))} ({pr['rel']}) {tel(pr['kinmob'])}" + (f", {street(L.street(rng))}, {city(L.town(rng))}" if rng.random() < 0.3 else '') + '\n'
    gp = pr['gp']
    s += f"  GP: Dr {doc(gp.fmt(rng.choice(['full', 'init_last'])))}, {hosp(pr['practice'])}, ph {tel(pr['gpph'])}\n"
    return s


def pmhx(c, p, a, when, hname, m):
    rng, L = c.rng, c.L
    s = f"\n{rng.choice(['PMHx:', 'Past medical history', 'Background', 'PAST HISTORY'])}\n"
    for item in rng.sample(PMH, rng.randint(3, 7)):
        yrs_ago = rng.randint(1, max(2, min(40, a - 15)))
        d = plus(when, -365 * yrs_ago - rng.randint(0, 300))
        style = rng.choice(['y', 'y', 'month y', 'mon y', 'mm/yy', 'y'])
        extra = ''
        if rng.random() < 0.25:
            extra = f" ({hosp(rng.choice([h for h in L.hospitals if 'Dialysis' not in h and 'Renal' not in h]))})"
        s += f"  - {item} {c.d(d, style)}{extra}\n" if rng.random() < 0.7 else f"  - {item}\n"
    return s


def labs(c, p, a, when, hname, m):
    rng = c.rng
    dates = [plus(when, -k * rng.randint(1, 3)) for k in range(rng.randint(2, 4))][::-1]
    tests = rng.sample(LABS, rng.randint(5, 9))
    s = f"\n{rng.choice(['Recent results', 'LABS', 'Bloods', 'Pathology (cumulative)'])}\n"
    s += f"{pad('', 10)}" + ''.join(pad(c.d(d, rng.choice([c.sds, c.ds]) if False else c.sds), 12) for d in dates) + '\n'
    for t, u, lo, hi in tests:
        s += f"{pad(t, 10)}" + ''.join(f'{pad(_v(rng, lo, hi), 12)}' for _ in dates) + f'{u}\n'
    s += 'Lab no ' + ', '.join(idn(rng.choice([f'{rng.randint(22, 26)}-{digits(rng, 7)}', f'{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 6)}', f'C{digits(rng, 8)}'])) for _ in dates) + '\n'
    return s


def medlist(c, p, a, when, hname, m):
    rng = c.rng
    s = f"\n{rng.choice(['Current medications', 'MEDS', 'Regular medicines', 'Medication list (reconciled)'])}\n"
    for d_, ds, fq in meds(rng, rng.randint(3, 9)):
        s += f"  {d_} {ds} {fq}\n"
    s += f"Allergies: {rng.choice(['NKDA', 'penicillin (anaphylaxis)', 'sulfa - rash', 'nil known', 'codeine (vomiting), latex', 'ACE inhibitors - angioedema'])}\n"
    return s


def audit(c, p, a, when, hname, m):
    rng, L = c.rng, c.L
    s = f"\n{rng.choice(['Audit trail', '--- document history ---', 'Record history', 'AUDIT'])}\n"
    for k in range(rng.randint(2, 4)):
        st = staff(rng)
        d = plus(when, rng.randint(0, 3))
        s += rng.choice([
            f"  {c.d(d)} {c.tm()}  {rng.choice(['created', 'edited', 'signed', 'viewed', 'printed', 'amended'])} by {usr(st.username(rng))} ({doc(st.fmt('full'))}) from {ip(L.ip(rng))}\n",
            f"  {rng.choice(['Created', 'Modified', 'Signed', 'Viewed'])}: {doc(st.fmt('LAST_first'))} [{usr(st.username(rng))}] {c.d(d)} {c.tm()}\n",
            f"  {c.d(d)} {c.tm()} {usr(st.username(rng))} @ {ip(L.ip(rng))} - {rng.choice(['opened', 'exported PDF', 'faxed', 'acknowledged'])}\n",
        ])
    return s


def addendum(c, p, a, when, hname, m):
    rng, L = c.rng, c.L
    st = staff(rng)
    pr = profile(c, p, a, when)
    rel, q = pr['rel'], pr['kin']
    d = plus(when, rng.randint(0, 2))
    s = f"\n{rng.choice(['ADDENDUM', 'Addendum', 'Late entry', 'Addendum:'])} {c.d(d)} {c.tm()}\n"
    s += rng.choice([
        f"Phoned {rel} {fam(q.fmt('full'))} on {tel(pr['kinmob'])} to update; questions answered. {pat(p.fmt('first'))} agreeable to plan.",
        f"{rel.capitalize()} {fam(q.fmt('first'))} called the unit asking for an update - consent to share confirmed with pt. Call back number {tel(L.phone(rng))}.",
        f"Discussed with Dr {doc(staff(rng).fmt('last'))} ({rng.choice(['on call', 'consultant', 'reg'])}) - agrees with above. No change to plan.",
        f"Results reviewed: {rng.choice(['CRP down-trending', 'K normalised', 'culture no growth at 48 h', 'Hb stable'])}. {p.title(rng)} {pat(p.last)} informed at bedside.",
    ])
    s += f"\n{doc(st.fmt(rng.choice(['full', 'init_last', 'First_LAST'])))}" + rng.choice([', RN', ' (pharm)', '', ', CNS', ', physio', ' MD']) + '\n'
    return s


def appointments(c, p, a, when, hname, m):
    rng, L = c.rng, c.L
    s = f"\n{rng.choice(['Upcoming appointments', 'FOLLOW-UP', 'Appointments booked'])}\n"
    for _ in range(rng.randint(2, 4)):
        d = plus(when, rng.randint(3, 120))
        s += f"  {c.d(d, rng.choice([c.ds, 'weekday, d month y' if L.code != 'CA' else 'weekday, month d, y', 'wd d mon']))} {rng.randint(8, 16)}:{rng.choice(['00', '15', '30', '45'])}  " \
             f"{rng.choice(['Renal clinic', 'Cardiology OPD', 'Fracture clinic', 'Diabetes centre', 'Anticoag clinic', 'Physio', 'Pre-assessment', 'Dietitian', 'Vascular clinic'])} - " \
             f"{hosp(rng.choice([hname, L.hospital(rng)]))}" + (f", room {loco(rng.choice([str(rng.randint(1, 40)), str(rng.randint(100, 450)) + rng.choice('ABC')]))}" if rng.random() < 0.5 else '') + \
             (f" with {rng.choice(['Dr', 'Dr'])} {doc(staff(rng).fmt('last'))}" if rng.random() < 0.5 else '') + '\n'
    if rng.random() < 0.3:
        s += f"  Video link: {url('https://telehealth.example.net/join/' + letters(rng, 3).lower() + '-' + digits(rng, 4))}\n"
    return s


def distribution(c, p, a, when, hname, m):
    rng, L = c.rng, c.L
    s = f"\n{rng.choice(['cc:', 'Copies to:', 'Distribution:', 'CC'])}\n"
    for _ in range(rng.randint(2, 4)):
        st = staff(rng)
        s += rng.choice([
            f"  Dr {doc(st.fmt('full'))}, {hosp(L.practice(rng))}, {L.address(rng)}\n",
            f"  {doc(st.fmt('full'))}, {hosp(L.hospital(rng))} (fax {fax(L.phone(rng))})\n",
            f"  {rng.choice(['Dr', 'Prof', 'Mr' if st.sex == 'M' else 'Ms'])} {doc(st.fmt('init_last'))} - {email(L.email(rng, st))}\n",
        ])
    if rng.random() < 0.5:
        s += f"  Patient: {pat(p.fmt('full'))}, {profile(c, p, a, when)['addr']}\n"
    return s


def transport(c, p, a, when, hname, m):
    rng, L = c.rng, c.L
    d = plus(when, rng.randint(0, 7))
    s = f"\n{rng.choice(['Patient transport', 'TRANSPORT BOOKING', 'Transport'])}\n"
    s += f"  Booking ref {idn(rng.choice(['PTS', 'TB', 'NEPT']) + digits(rng, 6))} for {c.d(d)}; pick-up {rng.randint(6, 9)}:{rng.choice(['00', '15', '30', '45'])} from {street(L.street(rng))}, {city(L.town(rng))}.\n"
    s += f"  {rng.choice(['Vehicle', 'Car', 'Van'])} {veh(L.plate(rng))}, driver {fam(c.person().fmt(rng.choice(['first', 'full'])))}" + \
         f"; mobility: {rng.choice(['walks with stick', 'wheelchair', 'stretcher', 'independent'])}.\n"
    return s


def billing(c, p, a, when, hname, m):
    rng, L = c.rng, c.L
    s = f"\n{rng.choice(['Billing / episode', 'ADMINISTRATIVE', 'Episode details', 'Funding'])}\n"
    s += f"  {rng.choice(['Account', 'Acct no', 'Billing account', 'Encounter'])}: {acct(L.encounter(rng))}   {rng.choice(['Visit', 'Episode', 'Admission'])} no: {acct(L.encounter(rng))}\n"
    s += f"  {rng.choice(['Insurer', 'Fund', 'Payer', 'Cover'])}: {hplan(L.health_plan(rng))}" + (f"   group {hplan(digits(rng, 6))}" if rng.random() < 0.3 else '') + '\n'
    s += f"  Admitted {c.d(plus(when, -rng.randint(0, 10)))}   Consultant code {lic(rng.choice([digits(rng, 7), letters(rng, 1) + digits(rng, 5)]))}\n"
    return s


def social(c, p, a, when, hname, m):
    rng, L = c.rng, c.L
    pr = profile(c, p, a, when)
    born, rel, q = pr['born'], pr['rel'], pr['kin']
    s = f"\n{rng.choice(['Social history', 'SHx', 'Social'])}\n"
    s += f"  Born in {country(born)}, moved to {city(L.town(rng))} in {c.d(plus(when, -365 * rng.randint(2, max(3, a - 2))), 'y')}. "
    s += f"Lives with {rel} {fam(q.fmt('first'))}" + (f" ({age(rng.randint(max(18, a - 15), a + 10))})" if rng.random() < 0.4 and a > 25 and rel in ('wife', 'husband', 'partner') else '') + '. '
    if a >= 18:
        s += f"{rng.choice(['Retired', 'Works as a', 'Previously a', 'Part-time'])} {prof(pr['job'])}" + (f" at {org(pr['employer'])}" if rng.random() < 0.4 else '') + '. '
    s += f"{rng.choice(['Ex-smoker 20 pack-years', 'Never smoked', 'Smokes 10/day', 'Vapes'])}; alcohol {rng.choice(['nil', '10 units/wk', 'social', '2 glasses wine/night'])}.\n"
    if rng.random() < 0.4:
        s += f"  {rng.choice(['Grandson', 'Granddaughter', 'Neighbour', 'Friend'])} {fam(c.person().fmt('full'))} helps with shopping.\n"
    return s


BLOCKS = {'demographics': demographics, 'pmhx': pmhx, 'labs': labs, 'meds': medlist, 'audit': audit, 'addendum': addendum,
          'appointments': appointments, 'distribution': distribution, 'transport': transport, 'billing': billing, 'social': social}
NOPATIENT = ['audit']


def extras(c, p, a, when, hname, m, kinds, lo=1, hi=4):
    rng = c.rng
    if p is None:
        kinds = [k for k in kinds if k in NOPATIENT]
    n = min(len(kinds), rng.randint(lo, hi))
    chosen = rng.sample(kinds, n)
    return ''.join(BLOCKS[k](c, p, a, when, hname, m) for k in chosen)
