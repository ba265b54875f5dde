"""Genre: superbill / encounter form (office checkbox superbill, procedure charge ticket with implant log)."""
import core
from core import P, cat
from common import finish, Ctx, dref, sref, pname, coverage, payer_seg, money, relative, age_sex, vitals_sample, scen_patient
from clinical import EM, OFFICE_PROCS, OFFICE_DX, VITALS, LABS, SCEN

GENRE = 'superbill_encounter_form'

PEDS_DX = [('J02.0', 'Streptococcal pharyngitis'), ('Z23', 'Encounter for immunization'), ('J45.30', 'Mild persistent asthma, uncomplicated'),
           ('H66.91', 'Otitis media, unspecified, right ear'), ('Z00.129', 'Routine child health exam w/o abnormal findings'),
           ('L20.9', 'Atopic dermatitis, unspecified'), ('F90.0', 'ADHD, predominantly inattentive type'), ('R50.9', 'Fever, unspecified')]
IMPLANTS = {
    'tka': ('01402', ['Stryker Triathlon CR femoral component', 'Zimmer Persona tibial baseplate', 'Smith+Nephew JOURNEY II insert',
                      'patellar button 35 mm']),
    'fusion': ('00670', ['Globus CREO pedicle screw set', 'PEEK interbody cage 10 mm', 'titanium rod 5.5 x 60 mm']),
    'cat': ('00142', ['Alcon AcrySof IQ IOL 21.5 D']),
    'scs': ('00630', ['Boston Scientific 8-contact lead', 'Boston Scientific 8-contact lead (2nd)']),
    'cath': ('01920', ['Terumo radial sheath 6 Fr', 'Medtronic Resolute Onyx DES 3.0 x 18 mm']),
    'chole': ('00790', []),
    'hyst': ('00840', []),
    'ctr': ('01810', []),
    'esi': ('01991', []),
    'rygb': ('00797', []),
}
PEDS_PROCS = ('87880', '90686', '90471', '96127', '94640', '69210', '81002', '99401')


def office(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    prac = W.hospital(rng.choice(['fm', 'fm', 'clinic', 'chc', 'cardio']))
    p = W.patient(ctx.ref, 1, 92)
    p.extra['addr'] = W.address()
    cov = coverage(ctx, p)
    prov = W.clinician(rng.choice(['MD', 'DO', 'NP', 'PA-C', 'FNP-C']))
    fd = W.staff('')
    dos = ctx.ref
    d.f('{}\n{}\nTel {}   Fax {}\n', P(prac['name'].upper() if ctx.chance(0.3) else prac['name'], 'HOSPITAL'),
        W.addr(prac['addr']), P(prac['phone'], 'PHONE'), P(prac['fax'], 'FAX'))
    d.f('Tax ID {}   Group NPI {}\n', P(prac['tin'], 'IDNUM'), P(prac['npi'], 'LICENSE'))
    d.w('=' * 72, '\n', rng.choice(['SUPERBILL', 'ENCOUNTER FORM', 'Encounter Form / Superbill', 'CHARGE TICKET']), '\n', '=' * 72, '\n')
    d.f('Patient: {}    DOB: {}   Sex: {}   Age: {}\n', pname(rng, p, ['LF', 'LFM', 'lf', 'full']), ctx.dt(p.extra['dob']),
        p.sex, core.AGE(p.extra['age'], rng.choice(['yr', 'yo', 'yrs'])) if ctx.chance(0.5) else P(str(p.extra['age']), 'AGE'))
    d.f('Acct #: {}   MRN: {}   DOS: {}\n', P(core.acct(rng), 'ACCOUNT'), P(p.extra['mrn'], 'MRN'), ctx.dt(dos))
    d.f('Address: {}   Cell: {}\n', W.addr(p.extra['addr']), P(core.phone(rng, ext=False), 'PHONE'))
    d.f('Primary ins: {} {}  ID {}', payer_seg(cov, True), cov['plan'], P(cov['mid'], 'HEALTHPLAN'))
    if cov['grp']:
        d.f('  Grp {}', P(cov['grp'], 'HEALTHPLAN'))
    d.w('\n')
    if p.extra['age'] < 26 or ctx.chance(0.3):
        sub = relative(ctx, p, ['mother', 'father', 'wife', 'husband'] if p.extra['age'] >= 18 else ['mother', 'father'])
        d.f('Subscriber: {} (rel: {})  DOB {}', sub.nm(rng.choice(['LF', 'full']), 'FAMILY'), sub.extra['rel'],
            ctx.dt(core.add_days(p.extra['dob'], -rng.randint(20 * 365, 35 * 365)) if sub.extra['rel'] in ('mother', 'father')
                   else core.add_days(p.extra['dob'], rng.randint(-3000, 3000))))
        if ctx.chance(0.5):
            d.f('  Employer: {}', P(W.org('employer'), 'ORGANIZATION'))
        d.w('\n')
    if ctx.chance(0.3):
        c2 = W.payer()
        d.f('Secondary: {}  ID {}\n', P(c2['name'], 'ORGANIZATION'), P(core.member_id(rng, 'medicaid' if ctx.chance(0.5) else 'commercial'),
                                                                       'HEALTHPLAN'))
    ref = W.clinician()
    d.f('Rendering: {}   Referring: {} (NPI {})\n', dref(rng, prov), dref(rng, ref, rng.choice(['full_cred', 'dr_last', 'LF_cred'])),
        P(ref.extra['npi'], 'LICENSE'))
    t_in = rng.randint(8 * 60, 16 * 60 + 30)
    t_out = t_in + rng.randint(12, 75)
    d.w('POS 11   Time in %02d:%02d  out %02d:%02d\n' % (t_in // 60, t_in % 60, t_out // 60, t_out % 60))
    d.w('-' * 72, '\n')
    new = ctx.chance(0.3)
    chosen = rng.choice([e for e in EM if (e[0] < '99210') == new])
    d.w('OFFICE VISIT            NEW     EST\n')
    pairs = [('Minimal', '', '99211'), ('Straightforward', '99202', '99212'), ('Low', '99203', '99213'),
             ('Moderate', '99204', '99214'), ('High', '99205', '99215')]
    for lvl, nw, es in pairs:
        mark_n = '[X]' if chosen[0] == nw else '[ ]'
        mark_e = '[X]' if chosen[0] == es else '[ ]'
        d.w('  %-20s %s %-6s %s %s\n' % (lvl, mark_n if nw else '   ', nw, mark_e, es))
    d.w('PROCEDURES / LABS\n')
    peds = p.extra['age'] < 18
    picks = rng.sample([x for x in OFFICE_PROCS if x[0] in PEDS_PROCS] if peds else OFFICE_PROCS, 6 if peds else 8)
    done = []
    for code, desc, fee in picks:
        x = rng.random() < 0.4
        if x:
            done.append((code, desc, fee))
        d.w(('  %s %-6s %-40s %s' % ('[X]' if x else '[ ]', code, desc, money(fee) if x else '')).rstrip() + '\n')
    if chosen[0] >= '99212' and done and ctx.chance(0.5):
        d.w('  Modifier: 25 on E/M (significant, separately identifiable)\n')
    d.w('DIAGNOSES (ICD-10-CM)\n')
    dx = rng.sample(PEDS_DX if peds else OFFICE_DX, rng.randint(1, 3 if peds else 4))
    for i, (c, t) in enumerate(dx):
        d.w('  %s. %-8s %s\n' % ('ABCD'[i], c, t))
    d.w('Vitals: ', ', '.join(vitals_sample(rng, 4)), '\n')
    if ctx.chance(0.5):
        d.w('POC/labs: ', ', '.join(rng.sample(LABS, 2)), '\n')
    tot = chosen[2] + sum(f for _c, _d, f in done)
    cp = rng.choice([0, 20, 25, 30, 40, 50])
    d.w('-' * 72, '\n')
    d.w('Total charges: %s   Copay collected: %s (' % (money(tot), money(cp)),
        rng.choice(['card', 'cash', cat('check #', P(str(rng.randint(100, 9999)), 'IDNUM')), 'HSA card']), ')')
    if cp:
        d.f('  Receipt {}', P(core.rs(rng, core.DIG, 7), 'ACCOUNT'))
    d.w('\n')
    k = rng.randrange(3)
    if k == 0:
        d.f('Return: {}   Next appt: {} {}\n', rng.choice(['2 wks', '3 mo', '6 mo', 'PRN', '1 yr']),
            ctx.dt(ctx.fwd(14, 180), rng.choice(['wk_short', 'mdY', 'wk_abbr', 'md'])),
            '%d:%02d %s' % (rng.randint(8, 11), rng.choice([0, 20, 40]), 'AM'))
    elif k == 1:
        d.w('RTC ', rng.choice(['3 months', '4-6 wks', 'after labs', 'prn']), '\n')
    else:
        d.f('Follow-up: {}\n', ctx.dt(ctx.fwd(7, 120), rng.choice(['mon', 'monY', 'md'])))
    d.f('Provider signature: {}    Checked out by: {}\n', dref(rng, prov, rng.choice(['full_cred', 'i_cred', 'dr_last'])),
        fd.nm(rng.choice(['first_i', 'first', 'init_lc']), 'DOCTOR'))
    return d


def proc_ticket(ctx):
    rng, W, d = ctx.rng, ctx.W, ctx.d
    sc = rng.choice([s for s in SCEN if s['key'] in IMPLANTS])
    fac = W.hospital(rng.choice(['asc', 'hosp', 'saint', 'ortho', 'cardio']))
    p = scen_patient(ctx, sc, minors=False)
    cov = coverage(ctx, p)
    surg = W.clinician(rng.choice(['MD', 'MD, FACS', 'DO']))
    anes = W.clinician(rng.choice(['MD', 'CRNA']))
    circ = W.staff(rng.choice(['RN', 'RN, BSN']))
    dos = ctx.ref
    d.f('{} - {}\n', P(fac['name'], 'HOSPITAL'), rng.choice(['Surgical Charge Capture', 'OR ENCOUNTER / CHARGE SHEET',
                                                              'Procedure Encounter Form']))
    d.f('Pt: {}   {}   DOB {}   MRN {}   Enc #: {}\n', pname(rng, p, ['LF', 'LFM', 'UP']),
        age_sex(ctx, p), ctx.dt(p.extra['dob']), P(p.extra['mrn'], 'MRN'), P(core.acct(rng), 'ACCOUNT'))
    d.f('Ins: {}  ID {}  Auth {}\n', payer_seg(cov), P(cov['mid'], 'HEALTHPLAN'), P(core.ref_no(rng), 'IDNUM'))
    t0 = rng.randint(7 * 60, 14 * 60)
    t1 = t0 + rng.randint(15, 40)
    t2 = t1 + rng.randint(25, 200)
    hm = lambda m: '%02d:%02d' % (m // 60, m % 60)
    d.f('DOS {}   OR {}   In room {}  Incision {}  Close {}\n', ctx.dt(dos), P(str(rng.randint(1, 14)), 'LOCATION_OTHER'),
        hm(t0), hm(t1), hm(t2))
    d.f('Surgeon: {}   Anesthesia: {} ({})   Circulator: {}\n', dref(rng, surg), dref(rng, anes, 'full_cred'),
        rng.choice(['general', 'MAC', 'regional + MAC', 'spinal']), sref(rng, circ, rng.choice(['full_cred', 'first_i'])))
    d.w('\nPROCEDURE CODES\n')
    for code, desc, units, fee in sc['cpt']:
        d.w('  %s x%s  %s  %s\n' % (code + rng.choice(['', '', '-RT', '-LT', '-50']), units, desc[:60], money(fee)))
    d.w('Anesthesia: ', IMPLANTS[sc['key']][0], ' base units ', str(rng.randint(3, 8)), ', time ', str(t2 - t1 + 20), ' min\n')
    d.w('DX: ', '; '.join('%s %s' % c for c in sc['icd']), '\n')
    d.w('\nIMPLANTS / SUPPLIES\n')
    models = IMPLANTS[sc['key']][1]
    if not models:
        d.w('  No implants. ')
    for m in rng.sample(models, min(len(models), rng.randint(1, 3))):
        d.f('  {}  SN {}  exp {}\n', m, P(core.serial(rng), 'DEVICE'), core.fdate(ctx.fwd(400, 1500), 'mY'))
    d.w('  Supplies: ', ', '.join(rng.sample(['Foley catheter 16 Fr', 'DVT sleeves', 'suture 2-0 Vicryl x3', 'Jackson-Pratt drain',
                                             'Bair Hugger blanket', 'Mayo stand cover', 'tourniquet cuff 34"'], 3)), '\n')
    d.f('\nCharges reviewed by {} on {}; {}\n', sref(rng, W.staff(rng.choice(['CPC', 'CCS', 'COC'])), rng.choice(['full_cred', 'first_i'])),
        ctx.dt(core.add_days(dos, rng.randint(1, 4)), rng.choice(['md', 'mdY'])),
        rng.choice(['no edits', 'NCCI edit cleared with -59', 'implant invoice attached for carve-out', 'held for op note']))
    return d


def make(rng, W, lower):
    ctx = Ctx(rng, W, lower)
    f = rng.choice([office, office, office, proc_ticket])
    f(ctx)
    return finish(ctx, 0.45)
