"""Shared note blocks (letterheads, patient headers, signatures, footers) and
clinical phrase pools full of hard negatives (eponyms, appliances, wires,
scores, drugs, codes).  No PHI is ever written as literal text here."""
from core import addr_items, fdate, dig, let, ip, username, pager, phone, email, add_days
import pools as PL

DEPT = {
    'UK': ['Orthodontic Department', 'Department of Orthodontics', 'Orthodontic Unit',
           'Oral & Maxillofacial Surgery / Orthodontics'],
    'IE': ['Orthodontic Unit', 'Department of Orthodontics', 'HSE Orthodontic Service'],
    'US': ['Department of Orthodontics', 'Division of Orthodontics', 'Pediatric Dentistry & Orthodontics'],
    'CA': ['Department of Orthodontics', 'Dental Clinic - Orthodontics', 'Division of Pediatric Dentistry'],
    'AU': ['Orthodontic Unit', 'Oral Health Services - Orthodontics', 'Dental Department'],
    'NZ': ['Orthodontic Department', 'Hospital Dental Service', 'Oral Health - Orthodontics'],
}
ROLE = {
    'cons': {'UK': ['Consultant Orthodontist', 'Consultant in Orthodontics'], 'IE': ['Consultant Orthodontist'],
             'US': ['Orthodontist', 'Attending Orthodontist', 'Program Director, Orthodontics'],
             'CA': ['Orthodontist', 'Certified Specialist in Orthodontics'],
             'AU': ['Specialist Orthodontist', 'Senior Staff Specialist Orthodontist'],
             'NZ': ['Specialist Orthodontist', 'Consultant Orthodontist']},
    'reg': {'UK': ['Specialty Registrar in Orthodontics', 'StR Orthodontics', 'Post-CCST Registrar'],
            'IE': ['Specialist Registrar, Orthodontics'], 'US': ['Orthodontic Resident, PGY-2', 'Orthodontic Resident'],
            'CA': ['Orthodontic Resident'], 'AU': ['Orthodontic Registrar', 'DClinDent Candidate'],
            'NZ': ['Orthodontic Registrar']},
    'gdp': {'UK': ['General Dental Practitioner', 'Associate Dentist'], 'IE': ['General Dental Surgeon'],
            'US': ['General Dentist', 'Pediatric Dentist'], 'CA': ['General Dentist'],
            'AU': ['Dentist', 'General Dentist'], 'NZ': ['Dentist', 'General Dental Practitioner']},
    'omfs': {'UK': ['Consultant Oral & Maxillofacial Surgeon'], 'IE': ['Consultant Oral & Maxillofacial Surgeon'],
             'US': ['Oral & Maxillofacial Surgeon'], 'CA': ['Oral & Maxillofacial Surgeon'],
             'AU': ['Oral & Maxillofacial Surgeon'], 'NZ': ['Oral & Maxillofacial Surgeon']},
}


def dept(c):
    return c.r.choice(DEPT[c.country])


def role(c, k):
    return c.r.choice(ROLE[k][c.country])


def letterhead(d, c, s, depts=True, fax=None, web=None):
    r = c.r
    d.put([('HOSPITAL', s.name), '\n'])
    if depts and r.random() < 0.6:
        d.t(dept(c) + '\n')
    d.put(addr_items(s.addr, 'full' if c.country in ('US', 'CA') and r.random() < 0.25 else 'block'))
    if r.random() < 0.2:
        d.w('\n{k}', k=('COUNTRY', r.choice(PL.HOME_COUNTRY[c.country][:2])))
    d.t('\n')
    d.w(r.choice(['Tel: {p}', 'Telephone {p}', 'Ph: {p}', 'T: {p}']), p=('PHONE', s.phone))
    if fax if fax is not None else r.random() < 0.6:
        d.w(r.choice(['   Fax: {f}', '  |  Fax {f}', '\nF: {f}']), f=('FAX', s.fax))
    d.t('\n')
    if r.random() < 0.5:
        d.w(r.choice(['Email: {e}\n', 'E: {e}\n', '{e}\n']), e=('EMAIL', s.email))
    if web if web is not None else r.random() < 0.3:
        d.w(r.choice(['{u}\n', 'Web: {u}\n']), u=('URL', s.url))


def nat(c):
    lab, typ, val = c.nhs
    return lab, (typ, val)


def pt_header(d, c, st=None):
    r = c.r
    st = st or r.choice(['A', 'B', 'C', 'D'])
    lab, nv = nat(c)
    hn = r.choice(['Hospital No', 'Hosp No.', 'MRN', 'Unit No', 'Record No.', 'UR'])
    if c.country == 'NZ':
        hn = 'NHI'
        mv = ('MRN', c.nhs[2])
    else:
        mv = ('MRN', c.mrn)
    if st == 'A':
        d.w('Patient: {n}\nDOB: {dob}   Age: {a}\n{hn}: {m}', n=c.PN(r.choice(['full', 'fml', 'lf'])),
            dob=c.D(c.dob), a=('AGE', str(c.age)), hn=hn, m=mv)
        if c.country != 'NZ' and (c.country in ('UK', 'CA', 'AU') or r.random() < 0.4):
            d.w('   {l}: {v}', l=lab, v=nv)
        d.w('\nAddress: {a}\n', a=addr_items(c.addr, 'full' if r.random() < 0.3 else 'line'))
    elif st == 'B':
        d.w('Re: {n}  ({dob})\n', n=c.PN('FL' if r.random() < 0.5 else 'full'), dob=c.D(c.dob))
        d.w('     {a}\n', a=addr_items(c.addr, 'line'))
        d.w('     {hn} {m}\n', hn=hn, m=mv)
    elif st == 'C':
        d.w('NAME: {n} | DOB: {dob} | SEX: {s} | {hn}: {m}\n', n=c.PN('LF'), dob=c.D(c.dob, 'iso' if r.random() < 0.4 else None),
            s=c.pt.sex, hn=hn.upper(), m=mv)
    else:
        d.w('{n}, {dob} ({a} yrs)\n{hn}: {m}', n=c.PN('lf'), dob=c.D(c.dob), a=('AGE', str(c.age)), hn=hn, m=mv)
        if c.country in ('UK', 'AU', 'CA'):
            d.w(' | {l} {v}', l=lab, v=nv)
        d.t('\n')


def sign(d, c, p, k='cons', close=True, lic=False):
    r = c.r
    if close:
        d.t(r.choice(['Yours sincerely,', 'Kind regards,', 'Yours sincerely', 'With best wishes,',
                      'Sincerely,', 'Yours faithfully,']) + '\n\n\n')
    d.put(c.DR(p, 'full', post=r.random() < 0.6))
    d.t('\n' + role(c, k) + '\n')
    if lic or r.random() < 0.35:
        lab, v = c.lic if p is c.cons else c.gdp_lic
        d.w('{l} {v}\n', l=lab, v=('LICENSE', v))


def ref_line(d, c, p=None):
    p = p or c.cons
    r = c.r
    d.w(r.choice(['Our ref: {a}/{b}\n', 'Ref: {a}/{b}\n', '{a}/{b}\n']), a=('DOCTOR', p.fmt('ini0')),
        b=('DOCTOR', c.clerk.fmt('inil')))


def dict_line(d, c):
    r = c.r
    d1 = c.visit
    d2 = add_days(d1, r.randint(1, 12))
    d.w(r.choice(['Dictated: {a}   Typed: {b}\n', 'D: {a}  T: {b}\n', 'Dict {a} / typed {b} ({t})\n']),
        a=c.D(d1), b=c.D(d2), t=('DOCTOR', c.clerk.fmt('inil')))


def e_footer(d, c, who=None):
    r = c.r
    who = who or c.cons
    when = fdate(add_days(c.visit, r.randint(0, 9)), 'iso')
    d.w(r.choice(['Electronically signed by {u} on {w} {h} from {ip}\n',
                  '[e-signed: {u} | {w} {h} | ws {ip}]\n',
                  'Authorised by user {u} at {h} on {w} (host {ip})\n']),
        u=('USERNAME', username(r, who)), w=('DATE', when), h='%02d:%02d' % (r.randint(7, 19), r.randint(0, 59)),
        ip=('IPADDR', ip(r)))


def cc_block(d, c):
    r = c.r
    d.t('\ncc: ')
    opts = r.sample(['gdp', 'parent', 'pt', 'notes'], r.choice([1, 2, 2, 3]))
    for i, o in enumerate(sorted(opts)):
        if i:
            d.t('\n    ')
        if o == 'gdp':
            d.w('{n}, {p}', n=c.DR(c.gdp, r.choice(['full', 'il'])), p=('HOSPITAL', c.prac.name))
        elif o == 'parent' and not c.adult:
            d.w('{rel} of patient, {n}, {a}', rel=c.rel.capitalize(), n=c.FAM(c.fam, r.choice(['full', 'il'])),
                a=addr_items(c.addr, 'line'))
        elif o == 'pt' or (o == 'parent' and c.adult):
            d.w('{n}, {a}', n=c.PN('full'), a=addr_items(c.addr, 'line'))
        else:
            d.t(r.choice(['Hospital notes', 'Clinical record', 'File']))
    d.t('\n')


# ------------------------------------------------------------------ clinical
CLASS = ['Class II division 1 malocclusion on a Class II skeletal base',
         'Class II division 1 malocclusion on a mild Class II skeletal base with average FMPA',
         'Class II division 2 malocclusion with increased overbite, complete to palate',
         'Class III malocclusion on a mild Class III skeletal base with reduced FMPA',
         'Class III malocclusion on a moderate Class III skeletal base',
         'Class I malocclusion with severe crowding in both arches',
         'Class I malocclusion complicated by a palatally ectopic UR3',
         'Class I malocclusion with hypodontia (UL2 and UR2 developmentally absent)',
         'Class II division 1 incisor relationship with an anterior open bite (digit habit)',
         'Class I incisor relationship, bilateral posterior crossbite with displacement']
DHC = [('5i', 'impeded eruption of teeth'), ('5a', 'increased overjet > 9 mm'),
       ('5h', 'extensive hypodontia'), ('4a', 'overjet > 6 mm but <= 9 mm'),
       ('4b', 'reverse overjet > 3.5 mm, no masticatory difficulty'),
       ('4c', 'anterior or posterior crossbite with > 2 mm displacement'),
       ('4d', 'severe contact point displacement > 4 mm'), ('4h', 'less extensive hypodontia'),
       ('4f', 'increased and complete overbite with gingival or palatal trauma'),
       ('3a', 'overjet > 3.5 mm but <= 6 mm with incompetent lips'),
       ('3d', 'contact point displacement > 2 mm but <= 4 mm'), ('4t', 'partially erupted teeth, tipped and impacted'),
       ('2a', 'overjet > 3.5 mm but <= 6 mm with competent lips'), ('4l', 'posterior lingual crossbite')]
MH = ['Asthma - salbutamol 100 micrograms inhaler PRN', 'Nil of note. NKDA.', 'Eczema, uses emollients. NKDA',
      'ADHD - methylphenidate 18 mg mane', 'Penicillin allergy (rash)', 'Latex allergy - latex-free gloves',
      'Nickel sensitivity reported - use nickel-free brackets/wires', 'Epilepsy - sodium valproate, well controlled',
      'Type 1 diabetes (insulin pump), HbA1c 58 mmol/mol', 'UCLP repaired in infancy; alveolar bone graft done',
      'Down syndrome; previous AVSD repair - no antibiotic cover required per cardiology',
      'von Willebrand disease type 1 - haematology advice for extractions', 'Medically fit and well',
      'Hay fever - cetirizine 10 mg', 'Previous Kawasaki disease, discharged from cardiology',
      'Autism spectrum condition - prefers first appointment of the day', 'Coeliac disease']
APPL = ['upper and lower pre-adjusted edgewise fixed appliances (MBT 0.022" slot)',
        'Twin Block functional appliance followed by fixed appliances',
        'upper removable appliance with Z-springs to procline UL2 and UR2',
        'rapid maxillary expander (Hyrax type) then fixed appliances',
        'quad helix for expansion, then upper and lower fixed appliances',
        'upper and lower self-ligating fixed appliances (Roth prescription)',
        'clear aligner therapy (approx. 26 upper / 22 lower stages)',
        'lingual fixed appliances, upper arch', 'Herbst appliance with fixed appliances',
        'upper sectional fixed appliance to align the UR3 after exposure']
WIRES = ['0.014 NiTi', '0.016 NiTi', '0.018 NiTi', '0.016 x 0.022 NiTi', '0.019 x 0.025 HANT',
         '0.019 x 0.025 SS', '0.018 SS', '0.017 x 0.025 TMA', '0.014 Sentalloy-type NiTi']
RET = ['upper and lower vacuum-formed retainers (VFRs), nights only', 'bonded retainers 3-3 (0.0175" multistrand) plus VFRs',
       'upper Hawley retainer with Adams clasps on 6s and lower bonded retainer', 'Begg retainer upper, lower VFR',
       'upper and lower Essix-type retainers']
DRUGS = ['ibuprofen 200 mg PRN', 'paracetamol 500 mg PRN', 'chlorhexidine 0.2% mouthwash 10 ml BD',
         'Duraphat 5000 ppm toothpaste nocte', 'fluoride mouthrinse 0.05% daily', 'orthodontic relief wax',
         'benzydamine 0.15% spray', 'amoxicillin 500 mg TDS for 5 days']
EXT = ['UR4, UL4, LR5, LL5', 'UR4, UL4, LR4, LL4', 'UL4 and UR4 only', 'LL5 and LR5', 'URE, ULE (retained deciduous)',
       'URC and ULC (retained deciduous canines)', 'UR6, UL6 (poor prognosis, MIH)', 'no extractions']


def clinical(c):
    r = c.r
    c.cls = r.choice(CLASS)
    c.dhc = r.choice(DHC)
    lo, hi = {'5a': (9, 12), '4a': (6, 8), '3a': (4, 5), '2a': (4, 5), '4b': (-4, -4)}.get(c.dhc[0], (1, 5))
    c.oj = r.randint(lo, hi) + r.choice([0, 0.5])
    c.ob = r.choice(['increased, complete to palate', 'increased, incomplete', 'average', 'reduced',
                     'anterior open bite 3 mm', 'edge to edge'])
    c.ac = r.randint(2, 10)
    c.mh = r.choice(MH)
    c.appl = r.choice(APPL)
    c.ext = r.choice(EXT)
    c.dur = r.choice([12, 18, 20, 24, 24, 30])
    c.ret = r.choice(RET)
    c.wire = r.choice(WIRES)
    c.crowd_u = r.choice(['mild', 'moderate', 'severe', 'no'])
    c.crowd_l = r.choice(['mild', 'moderate', 'severe', 'no'])


def ojs(c):
    v = c.oj
    return ('%g mm' % v) if c.r.random() < 0.7 else ('%gmm' % v)


def find_lines(c):
    r = c.r
    L = ['OJ %s, OB %s' % (ojs(c), c.ob),
         'Crowding: upper %s, lower %s' % (c.crowd_u, c.crowd_l),
         'Centrelines: upper %s, lower %s' % (r.choice(['coincident with facial midline', '1 mm to the right', '2 mm to the left']),
                                            r.choice(['coincident', '2 mm to the left', '3 mm to the right'])),
         'Molars: %s' % r.choice(['Class II 1/2 unit bilaterally', 'full unit Class II R, 1/2 unit L', 'Class I',
                                 'Class III 1/2 unit', 'Class I R, Class II L'])]
    extra = ['Buccal crossbite UL6/LL6', 'UR3 palpable buccally? No - palatal bulge present', 'Lips incompetent',
             'Gingival recession LR1 (labial)', 'Decalcification UL6 and LL6', 'Retained ULC, UL3 unerupted',
             'MIH affecting all first permanent molars', 'Infraoccluded LLE', 'Scissor bite UR4',
             'Traumatic overbite - palatal stripping', 'Mandibular displacement on closure 2 mm to the left']
    return L + r.sample(extra, r.randint(1, 3))


def hyg(c):
    r = c.r
    return r.choice(['OH good, plaque score %d%%' % r.randint(8, 25), 'OH fair, plaque score %d%%' % r.randint(25, 45),
                     'OH poor - generalised plaque, gingivitis; BPE 2/2/2', 'Caries-free, DMFT 0',
                     'OH good; BPE 0/1/0', 'DMFT %d, all restored' % r.randint(1, 6), 'Fissure sealants on 6s'])


def sys_log(d, c, n=None, who=None):
    """A short audit trail with usernames, dates and workstation IPs."""
    r = c.r
    n = n or r.randint(2, 4)
    day = c.visit
    acts = ['record opened', 'letter generated', 'document printed', 'image viewed', 'note amended',
            'referral acknowledged', 'status changed to ACTIVE', 'appointment booked']
    users = [who or c.cons, c.clerk, c.nurse, c.reg]
    for i in range(n):
        day = add_days(day, r.randint(0, 3))
        u = users[i % len(users)]
        d.w('{d} {h}  {u}  {ip}  {a}\n', d=('DATE', fdate(day, 'iso')), h='%02d:%02d:%02d' % (r.randint(7, 19), r.randint(0, 59), r.randint(0, 59)),
            u=('USERNAME', username(r, u)), ip=('IPADDR', ip(r)), a=r.choice(acts))


def fam_line(c):
    """A sentence about the accompanying person, returned as builder items."""
    r = c.r
    if c.adult:
        return [r.choice(['Attended alone. ', 'Attended with %s %s ' % (c.his, c.rel)]),
                c.FAM(c.fam, 'f') if r.random() < 0.5 else c.FAM(c.fam, 'full'), '. '] if r.random() < 0.6 else \
            ['Attended alone. ']
    st = r.randint(0, 3)
    if st == 0:
        return ['Attended with %s, ' % c.rel, c.FAM(c.fam, 'full'), '. ']
    if st == 1:
        return ['Accompanied by %s (' % c.rel, c.FAM(c.fam, 'f'), '). ']
    if st == 2:
        t = 'Mrs ' if c.fam.sex == 'F' else 'Mr '
        return ['Seen with ', t, c.FAM(c.fam, 'l'), ' (%s). ' % c.rel]
    return ['%s (' % c.rel.capitalize(), c.FAM(c.fam, 'full'), ') present throughout. ']


def art(w):
    return 'an' if w[0].lower() in 'aeiou' else 'a'


def prof_line(c):
    r = c.r
    if c.adult and r.random() < 0.6:
        k = r.randint(0, 2)
        out = [['Works as %s ' % art(c.prof), 'Occupation: ', 'Employed as %s ' % art(c.prof)][k], ('PROFESSION', c.prof)]
        if r.random() < 0.5:
            out += [' at ' if k != 1 else ', ', ('ORGANIZATION', c.employer)]
        return out + ['. ']
    who = c.rel if not c.adult else c.his + ' ' + c.rel
    return ['%s works as %s ' % (who.capitalize(), art(c.fam_prof)), ('PROFESSION', c.fam_prof), '. ']


def contact_line(c):
    r = c.r
    k = r.random()
    if k < 0.4:
        return [r.choice(['Mob: ', 'Mobile ', 'Contact no. ', 'Tel ']), ('PHONE', c.fam_phone)]
    if k < 0.7:
        return [r.choice(['Home: ', 'Ph ']), ('PHONE', c.pt_phone), ' / mob ', ('PHONE', c.fam_phone)]
    return [r.choice(['Tel: ', 'Phone ']), ('PHONE', c.pt_phone), '   Email: ', ('EMAIL', c.pt_email)]
