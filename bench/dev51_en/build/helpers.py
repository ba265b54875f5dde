"""Helpers shared by genre modules: staff, facilities, context, vitals, meds."""
import datetime as dt
from common import *  # noqa

STAFF_CRED = {
    'GB': {'gp': ['MBChB MRCGP', 'MB BS MRCGP', 'BM BCh MRCGP DRCOG', 'MBBS DFSRH', 'MRCGP'],
           'nurse': ['RGN', 'RN', 'NMP', 'RMN', 'CPN'], 'cons': ['MRCPsych', 'FRCPsych', 'MBBS MRCPsych']},
    'IE': {'gp': ['MICGP', 'MB BCh BAO MICGP'], 'cons': ['FRCPI', 'MRCPI', 'FRCSI', 'MB BCh BAO MRCPI'],
           'nurse': ['RGN', 'CNM2', 'ANP']},
    'AU': {'gp': ['MBBS FRACGP', 'FRACGP', 'MBBS'], 'cons': ['FRACP', 'MBBS FRACP', 'FRACS', 'MBBS(Hons) FRACP PhD'],
           'nurse': ['RN', 'EN', 'CN']},
    'NZ': {'gp': ['MBChB FRNZCGP', 'FRNZCGP'], 'cons': ['FRACP', 'FRANZCOG'], 'nurse': ['RN', 'RM', 'NP', 'EN']},
    'CA': {'gp': ['MD CCFP', 'MD'], 'cons': ['MD FRCPC', 'MD CCFP(EM)', 'MD FRCPC (EM)'], 'nurse': ['RN', 'RPN', 'NP']},
}


def cred(rng, loc, kind):
    return rng.choice(STAFF_CRED[loc][kind])


def meds_line(rng, pool, n):
    return rng.sample(pool, min(n, len(pool)))


GEN_MEDS = [
    'Amlodipine 5 mg od', 'Atorvastatin 20 mg nocte', 'Metformin 500 mg bd', 'Ramipril 5 mg od',
    'Bisoprolol 2.5 mg od', 'Omeprazole 20 mg od', 'Lansoprazole 30 mg od', 'Levothyroxine 75 micrograms od',
    'Paracetamol 1 g qds prn', 'Sertraline 50 mg od', 'Apixaban 5 mg bd', 'Furosemide 40 mg mane',
    'Salbutamol 100 mcg inh 2 puffs prn', 'Fostair 100/6 2 puffs bd', 'Gliclazide 80 mg bd',
    'Alendronic acid 70 mg weekly', 'Adcal-D3 1 tab bd', 'Tamsulosin 400 mcg od', 'Mirtazapine 15 mg nocte',
    'Losartan 50 mg od', 'Indapamide 2.5 mg od', 'Aspirin 75 mg od', 'Clopidogrel 75 mg od',
    'Lercanidipine 10 mg od', 'Co-codamol 30/500 2 tabs qds prn', 'Gabapentin 300 mg tds',
    'Citalopram 20 mg od', 'Finasteride 5 mg od', 'Empagliflozin 10 mg od', 'Sitagliptin 100 mg od',
    'Donepezil 10 mg nocte', 'Macrogol 1 sachet bd', 'Senna 7.5 mg 2 tabs nocte', 'Vitamin D 1000 units od',
]


def vitals(rng, style='uk'):
    sbp = rng.randint(102, 178)
    dbp = rng.randint(58, 98)
    hr = rng.randint(54, 112)
    rr = rng.randint(12, 24)
    sat = rng.randint(91, 100)
    t = rng.choice(['36.4', '36.7', '36.9', '37.1', '37.6', '38.2', '36.2', '37.9'])
    return dict(sbp=sbp, dbp=dbp, hr=hr, rr=rr, sat=sat, t=t, bp='%d/%d' % (sbp, dbp))


def pick_style(rng, loc):
    return rng.choice(LOCALE_DATE_STYLES[loc])


def new_ctx(rng, loc, age_lo, age_hi, sex=None, vd=None, y0=2023):
    p = person(rng, loc, sex)
    vd = vd or rand_date(rng, y0)
    age = rng.randint(age_lo, age_hi)
    dob = dob_for_age(rng, vd, age)
    c = dict(loc=loc, p=p, vd=vd, age=age, dob=dob, addr=address(rng, loc), ds=pick_style(rng, loc),
             sex=p['sex'])
    c['he'] = 'she' if p['sex'] == 'F' else 'he'
    c['He'] = c['he'].capitalize()
    c['his'] = 'her' if p['sex'] == 'F' else 'his'
    c['His'] = c['his'].capitalize()
    c['him'] = 'her' if p['sex'] == 'F' else 'him'
    return c


def days(d, n):
    return d + dt.timedelta(days=n)


def relative(rng, loc, c, rel=None):
    """Pick a relative person + relation word."""
    rels = ['wife', 'husband', 'daughter', 'son', 'partner', 'sister', 'brother', 'niece', 'neighbour', 'friend', 'mother', 'father']
    if rel is None:
        if c['age'] < 40:
            rel = rng.choice(['partner', 'mother', 'father', 'sister', 'friend', 'flatmate'])
        else:
            rel = rng.choice(rels[:9])
    sex = {'wife': 'F', 'husband': 'M', 'daughter': 'F', 'son': 'M', 'sister': 'F', 'brother': 'M', 'mother': 'F',
           'father': 'M', 'niece': 'F'}.get(rel)
    q = person(rng, loc, sex)
    if rel in ('wife', 'husband', 'son', 'daughter', 'mother', 'father', 'brother', 'sister') and rng.random() < 0.6:
        if rel not in ('wife',) or rng.random() < 0.8:
            q['last'] = c['p']['last']
    return rel, q


def footer_print(rng, d, loc, user_p, vd, ds):
    """EHR print banner at bottom; contains USERNAME, DATE, IPADDR."""
    u = username(rng, user_p)
    k = rng.randint(0, 3)
    if k == 0:
        d.ln('Printed by: {u} on {dte} {tm} | Workstation {ipa} | Page 1 of 1', u=(u, 'USERNAME'),
             dte=D(vd, ds), tm='%02d:%02d' % (rng.randint(7, 18), rng.randint(0, 59)), ipa=(ip(rng), 'IPADDR'))
    elif k == 1:
        d.ln('-- printed {dte} {tm} by user {u} ({ipa}) -- CONFIDENTIAL: contains patient identifiable information --',
             u=(u, 'USERNAME'), dte=D(vd, ds), tm='%02d:%02d' % (rng.randint(7, 18), rng.randint(0, 59)),
             ipa=(ip(rng), 'IPADDR'))
    elif k == 2:
        d.ln('Report generated {dte} {tm}  User: {u}  Terminal: {ipa}', u=(u, 'USERNAME'), dte=D(vd, ds),
             tm='%02d:%02d:%02d' % (rng.randint(7, 18), rng.randint(0, 59), rng.randint(0, 59)),
             ipa=(ip(rng), 'IPADDR'))
    else:
        d.ln('Audit: record accessed by {u} from {ipa} at {tm} on {dte}', u=(u, 'USERNAME'),
             ipa=(ip(rng), 'IPADDR'), tm='%02d:%02d' % (rng.randint(7, 18), rng.randint(0, 59)), dte=D(vd, ds))


def maybe_typo(rng, s, p=0.12):
    """Introduce a light typo into plain clinical text (never applied to PHI)."""
    if rng.random() > p or len(s) < 20:
        return s
    ws = s.split(' ')
    i = rng.randrange(len(ws))
    w = ws[i]
    if len(w) > 4 and w.isalpha():
        j = rng.randrange(1, len(w) - 2)
        w = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        ws[i] = w
    return ' '.join(ws)
