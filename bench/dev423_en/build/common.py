"""Shared building blocks for the genre generators."""
import case as CA
import ids
import pools_misc as PM
import pools_scen as S1
import pools_scen2 as S2

POOLS = {'msk': S1.MSK, 'head': S1.HEAD, 'wound': S2.WOUND, 'bite': S2.BITE, 'burn': S2.BURN,
         'eye': S2.EYE, 'fb': S2.FB}

INSURERS = ['Cascade Peak Health', 'Prairie Shield Insurance', 'Northstar Benefit Co',
            'Sagebrush Mutual', 'Keystone Harbor Health Plan', 'Tallgrass Health Partners',
            'Bluewater Assurance', 'Redwood Valley Health']


def _fits(o, s, age):
    lo, hi = o.get('age', s['age'])
    return lo <= age[1] and hi >= age[0]


def make_case(rng, cc, cats, pred=None, age=None, keys=None):
    scens = [s for cat in cats for s in POOLS[cat]]
    if keys:
        scens = [s for s in scens if s['key'] in keys] or scens
    if pred:
        scens = [s for s in scens if any(pred(o) for o in s['outcomes'])] or scens
    if age:
        scens = [s for s in scens if any(_fits(o, s, age) for o in s['outcomes'])] or scens
    scen = rng.choice(scens)
    outs = [o for o in scen['outcomes'] if not pred or pred(o)] or scen['outcomes']
    if age:
        outs = [o for o in outs if _fits(o, scen, age)] or outs
    return CA.Case(rng, cc, scen, rng.choice(outs), age=age)


def hx_line(c):
    if getattr(c, 'hx_text', None):
        return c.hx_text
    c.hx_text = _hx_pick(c)
    return c.hx_text


def _hx_pick(c):
    ok = []
    for h in c.scen['hx']:
        tag = None
        if h[:2] in ('A|', 'C|'):
            tag, h = h[0], h[2:]
        if (tag == 'A' and c.child) or (tag == 'C' and not c.child):
            continue
        if ('{ORG}' in h or '{PROF}' in h) and (c.child or c.prof is None or c.retired):
            continue
        if '{SCHOOL}' in h and not c.child:
            continue
        if '{HOME}' in h and c.age < 70:
            continue
        ok.append(h)
    if not ok:
        return 'Injury sustained at home earlier today.'
    return c.rng.choice(ok)


def fill(n, c, text):
    return n.f(text, **c.kw())


def nl(n, k=1):
    n.add('\n' * k)


def natid(c):
    return (c.natid[1], 'HEALTHPLAN')


def demo_block(n, c, variant=None):
    """patient demographic header"""
    rng, cc = c.rng, c.cc
    if variant is None:
        variant = 'us' if cc in ('US', 'CA') else 'epr'
    if variant == 'us':
        n.ln('Patient: {N}    {ML}: {M}    DOB: {D} ({A} y.o. {S})',
             N=(c.last.upper() + ', ' + c.first.upper() + ' ' + c.mi, 'PATIENT'),
             ML=ids.MRN_LABEL[cc][0], M=(c.mrn, 'MRN'), D=c.D(c.dob), A=(str(c.age), 'AGE'),
             S=c.sexword())
        n.ln('Address: {AD}    Phone: {P}', AD=c.address(), P=(c.mobile, 'PHONE'))
        if cc == 'US':
            n.ln('Insurance: {I}    Member ID: {MI}    {GL} {G}', I=(rng.choice(INSURERS), 'ORGANIZATION'),
                 MI=natid(c), GL=c.plan_extra[0], G=(c.plan_extra[1], 'HEALTHPLAN'))
        else:
            n.ln('{L}: {V}', L=c.natid[0], V=natid(c))
        n.ln('{PL}: {G} ({PR})    Encounter #: {E}', PL=c.gp_label(), G=c.gp.sig(rng),
             PR=(c.practice, 'HOSPITAL'), E=(c.att, 'ACCOUNT'))
        if cc == 'US' and rng.random() < 0.55:
            n.ln('SSN: {S}    Preferred contact: {E}', S=(c.ssn, 'SSN'), E=(c.email, 'EMAIL'))
        return
    nm = rng.choice(['LAST, First', 'full', 'Last, First M'])
    n.ln('Name:     {N}        DOB: {D} ({A})    Sex: {S}', N=c.name(nm), D=c.D(c.dob),
         A=c.age_piece('y'), S=c.sexword())
    n.ln('{L}:   {V}        {ML}: {M}', L=c.natid[0], V=natid(c), ML=c.mrn_label, M=(c.mrn, 'MRN'))
    n.ln('Address:  {AD}', AD=c.address())
    n.ln('Tel:      {P}', P=(rng.choice([c.mobile, c.home_phone]), 'PHONE'))
    if cc == 'IE' and rng.random() < 0.4:
        n.ln('PPSN:     {S}', S=(c.ssn, 'SSN'))
    n.ln('GP:       {G}, {PR}', G=c.gp.sig(rng), PR=(c.practice, 'HOSPITAL'))
    if rng.random() < 0.6:
        n.ln('NOK:      {F} ({R}) {P}', F=c.fam(), R=c.famr, P=(c.fam_phone, 'PHONE'))


def footer(n, c, when=None):
    """EPR print footer repeated on every page"""
    rng = c.rng
    when = when or c.visit
    n.ln('-' * 60)
    r = rng.random()
    if r < 0.4:
        n.ln('{N} | {L} {V} | {ML} {M} | Page 1 of 1', N=c.name('LAST, First'), L=c.natid[0], V=natid(c),
             ML=c.mrn_label, M=(c.mrn, 'MRN'))
    elif r < 0.7:
        n.ln('Printed {D} {T} by {U} | {N} | DOB {B}', D=c.D(when), T=c.tick(1, 5),
             U=(c.clerk.user, 'USERNAME'), N=c.name('full'), B=c.D(c.dob))
    else:
        n.ln('CONFIDENTIAL - {N} ({V}) - {U}', N=c.name('LAST'), V=natid(c), U=(c.unit, 'HOSPITAL'))


def ssn_line(n, c, p=0.5):
    """SSN / SIN / PPSN where such a number is collected (values start with 9)"""
    if c.cc in ('US', 'CA', 'IE') and c.rng.random() < p:
        n.ln('{L}: {S}', L=ids.SSN_LABEL[c.cc], S=(c.ssn, 'SSN'))


def visitor(n, c, p=0.15):
    """occasional overseas visitor / country-of-origin line"""
    rng = c.rng
    if rng.random() >= p:
        return
    r = rng.random()
    if r < 0.4:
        n.ln('Overseas visitor from {C} - ' + rng.choice(['GHIC/EHIC seen', 'travel insurance details taken',
                                                           'holiday, returns home next week']),
             C=(c.abroad, 'COUNTRY'))
    elif r < 0.7:
        n.ln('Interpreter: telephone interpreter used; family moved from {C} in {Y}.',
             C=(c.abroad, 'COUNTRY'), Y=(str(c.visit.year - rng.randrange(1, 9)), 'DATE'))
    else:
        n.ln('Recently returned from {C} ({D}).', C=(c.abroad, 'COUNTRY'),
             D=c.D(c.days(-rng.randrange(3, 20))))


def unit_head(n, c, tel=True):
    rng = c.rng
    n.ln('{U}', U=(c.unit, 'HOSPITAL'))
    n.ln('{A}', A=c.unit_address())
    if tel:
        r = rng.random()
        if r < 0.5:
            n.ln('Tel: {P}   Fax: {F}', P=(c.unit_phone, 'PHONE'), F=(c.unit_fax, 'FAX'))
        elif r < 0.8:
            n.ln('Tel {P} | Email {E}', P=(c.unit_phone, 'PHONE'), E=(c.unit_email, 'EMAIL'))
        else:
            n.ln('T: {P}  F: {F}  W: {W}', P=(c.unit_phone, 'PHONE'), F=(c.unit_fax, 'FAX'),
                 W=(c.unit_url, 'URL'))


def sig_block(n, c, clin, lic=True, when=True, esig=False):
    rng = c.rng
    if esig:
        n.ln('Electronically signed by {U} ({N}, {R}) on {D} {T}', U=(clin.user, 'USERNAME'),
             N=clin.full(), R=clin.role, D=c.D(c.visit), T=c.tick(2, 20))
        if rng.random() < 0.35:
            n.ln('Signature verified: fingerprint template {B}', B=(ids.bioid(rng, 'fp'), 'BIOID'))
        return
    n.ln('Signed: {S}', S=clin.sig(rng))
    if lic:
        n.ln('{L} {V}', L=clin.lic[0], V=(clin.lic[1], 'LICENSE'))
    if when:
        n.ln('Date/time: {D} {T}', D=c.D(c.visit), T=c.tick(2, 20))


def meds_block(n, c, head='DH:'):
    if not c.meds:
        n.ln('{H} nil regular', H=head)
        return
    n.ln(head)
    for m in c.meds:
        n.ln(' - ' + m)


def pmh_block(n, c, head='PMH:'):
    if not c.pmh:
        n.ln('{H} nil of note', H=head)
        return
    n.add(head + ' ')
    for i, p in enumerate(c.pmh):
        if i:
            n.add('; ')
        fill(n, c, p)
    n.add('\n')


def social(n, c):
    rng = c.rng
    if c.child:
        n.ln('SH: Lives with {R} {F}. Attends {S}. Known to HV/school nurse: no.',
             R=c.famr, F=c.fam(), S=(c.school, 'ORGANIZATION'))
    elif c.retired:
        n.ln('SH: Retired {P}. Lives with {R} {F}, independent with ADLs. Non-smoker. Alcohol {U} units/wk.',
             P=(c.prof, 'PROFESSION'), R=c.famr, F=c.fam('first'), U=str(rng.randrange(0, 14)))
    else:
        n.ln('SH: Works as {A} {P} ({E}). {S}. Alcohol {U} u/wk. Hand dominance: {H}.',
             A='an' if c.prof[0] in 'aeiou' else 'a', P=(c.prof, 'PROFESSION'),
             E=(c.employer, 'ORGANIZATION'), S=rng.choice(['Smoker 10/day', 'Non-smoker',
                                                          'Ex-smoker', 'Vapes']),
             U=str(rng.randrange(0, 20)), H=rng.choice(['R', 'L', 'right', 'left']))


def tetanus(n, c):
    fill(n, c, c.rng.choice(PM.TETANUS))
    n.add('\n')


def cc_block(n, c, extra=()):
    n.ln('cc: {G}, {PR}', G=c.gp.sig(c.rng), PR=(c.practice, 'HOSPITAL'))
    n.ln('    Patient - {AD}', AD=c.address())
    for e in extra:
        n.ln('    {X}', X=e)
