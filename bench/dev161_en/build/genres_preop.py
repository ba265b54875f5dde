"""Before-surgery genres: pre-operative checklist, surgical consent summary, surgical booking request."""
import pools as P
from core import Note, table
from common import (proc_short, pt, dr, drc, drt, hosp, addmin, addr_line, phone_lab, pagerseg, extseg, famrel,
                    prof_a, mrn_lab, acct_lab, dob_lab, age_phrase, label_block)


def _box(g, st, ok=True):
    if st == 0:
        return '[x] ' if ok else '[ ] '
    if st == 1:
        return ''
    if st == 2:
        return '(Y) ' if ok else '(N) '
    return '- '


def _labs(g):
    if g.ca:
        return 'Hb %d g/L, K %.1f, Cr %d umol/L, INR %.1f, glucose %.1f mmol/L' % (
            g.ri(98, 162), g.ri(34, 52) / 10, g.ri(55, 160), g.ri(9, 13) / 10, g.ri(42, 110) / 10)
    return 'Hgb %.1f, K %.1f, Cr %.2f, INR %.1f, BG %d' % (g.ri(98, 162) / 10, g.ri(34, 52) / 10, g.ri(6, 19) / 10,
                                                        g.ri(9, 13) / 10, g.ri(78, 210))


def preop_checklist(g):
    n = Note()
    c = g.case()
    st = g.ri(0, 3)
    layout = g.ri(0, 2)
    nurse = g.staff('rn')
    nini = nurse.form(g.ch(['INI', 'low', 'ini3']))
    n.line(hosp(c.hosp, g.maybe(0.3)), g.ch([' - Pre-operative Checklist', ' | PRE-OP CHECKLIST', ' Day Surgery Pre-op Checklist',
                                             ' - Surgical Safety Checklist: Pre-op Phase', ' - Holding Area Checklist']))
    label_block(n, g, c)
    n.line('Date of surgery: ', (g.d(c.date, g.ch([g.ds, 'wd_long', g.ds])), 'DATE'), '   Sched ',
           g.tm(c.start_h, c.start_m, g.ri(0, 1)), '   OR ', (c.room, 'LOCATION_OTHER'))
    n.line('Procedure: ', c.proc[0], '  (', c.proc[1], ')')
    n.line('Surgeon: ', drt(g, c.surgeon, 'full'), '    Anesthesia: ', drt(g, c.anes), ' / ', c.proc[5])
    n.line('Pre-op location: ', g.ch([['Holding bay ', (str(g.ri(1, 18)), 'LOCATION_OTHER')],
                                      [(g.unit(), 'HOSPITAL'), ' bed ', (g.bed(), 'LOCATION_OTHER')],
                                      ['Day Surgery stretcher ', (str(g.ri(1, 30)), 'LOCATION_OTHER')]]))
    n.t('\n')
    items = []
    items.append(['Identity verified with 2 identifiers (name + DOB) against ID band'])
    if g.maybe(0.35):
        items.append(['Palm-vein scan matched, biometric ID ', (g.bioid(), 'BIOID')])
    if g.maybe(0.2):
        items.append(["Photo ID sighted: driver's licence ", (g.drivers(), 'LICENSE')])
    items.append(['Allergies: ', c.allergy, g.ch([' - red band on', '', ' (band applied)'])])
    items.append(['Surgical consent signed/witnessed', g.ch(['', ['; form # ', (g.order(), 'IDNUM')]])])
    pcp = g.staff('x')
    items.append(['H&P within 30 days: ', (g.d(g.plus(c.date, -g.ri(2, 28))), 'DATE'), ' by ', drt(g, pcp),
                  g.ch(['', [' (', (g.ch(P.PRIMARY_CLINICS), 'HOSPITAL'), ')']])])
    items.append(['Anaesthesia pre-assessment ' if g.ca else 'PAT/anesthesia eval ', (g.d(g.plus(c.date, -g.ri(3, 20))), 'DATE')])
    items.append(['NPO solids since ', g.tm(g.ch([22, 23, 0]), 0, 1), ', clears until ', g.tm(g.ri(4, 6), g.ch([0, 30]), 1)])
    items.append(['Labs: ', _labs(g)])
    if g.maybe(0.5):
        items.append(['Type & screen drawn, blood bank band # ', (g.ch(['BB', 'A', 'TS']) + g.digits(5), 'IDNUM')])
    if c.sex == 'F' and 12 < c.age < 52:
        items.append(['Urine hCG negative ', g.tm(*addmin(c.start_h, c.start_m, -g.ri(70, 150)))])
    if g.maybe(0.45):
        drug = g.ch(['apixaban', 'rivaroxaban', 'warfarin', 'clopidogrel', 'dabigatran', 'ASA 81 mg'])
        items.append(['Last dose ', drug, ': ', (g.d(g.plus(c.date, -g.ri(2, 7)), g.ch([g.ds, 'md' if not g.ca else g.ds])), 'DATE')])
    items.append(['Site marked by ', drt(g, c.surgeon, 'last'), ' at ', g.tm(*addmin(c.start_h, c.start_m, -g.ri(20, 60))),
                  g.ch(['', ' (initials)', ' - N/A midline'])])
    items.append([g.ch(['Cefazolin 2 g', 'Cefazolin 3 g (wt > 120 kg)', 'Clindamycin 900 mg', 'Vancomycin 15 mg/kg']),
                  ' to OR with patient'])
    items.append(['Jewellery/piercings removed; dentures ' if g.ca else 'Jewelry removed; dentures ',
                  g.ch(['none', 'upper plate removed', 'partial removed']), '; glasses ', g.ch(['with pt', 'to family', 'none'])])
    if c.proc[7] == 'pacer' or g.maybe(0.12):
        items.append(['Implanted device: ', g.ch(['PPM', 'ICD', 'neurostimulator', 'insulin pump']), ' SN ',
                      (g.serial(), 'DEVICE'), ', last interrogation ', (g.d(g.plus(c.date, -g.ri(10, 200))), 'DATE')])
    items.append(['CHG wipes x2, SCDs on, voided ', g.tm(*addmin(c.start_h, c.start_m, -g.ri(15, 50)))])
    esc_rel, esc = famrel(g, c)
    esc_item = ['Escort: ', (esc.form(g.ch(['full', 'full', 'first'])), 'FAMILY'), ' (' + esc_rel + ') ', phone_lab(g),
                (g.phone(), 'PHONE')]
    if g.maybe(0.3):
        esc_item += ['; vehicle ', g.ch(['plate ', 'lic. plate ', 'plate # ']), (g.plate(), 'VEHICLE'), ' (pick-up loop)']
    items.append(esc_item)
    if g.maybe(0.4):
        items.append(['Valuables: ', g.ch(['wallet and phone', 'rings x2', 'cell phone']), ' given to ',
                      (esc.form('first'), 'FAMILY')])
    if g.maybe(0.4):
        a = g.address()
        items.append(['Discharge address confirmed: '] + addr_line(g, a))
    if g.maybe(0.35):
        items.append(['Occupation: ', (g.profession(), 'PROFESSION'), g.ch(['', [' at ', (g.employer(), 'ORGANIZATION')]]),
                      ' - work note requested'])
    if g.maybe(0.3):
        items.append(['Travel outside country in past 14 days: yes - ', (g.country_name(), 'COUNTRY'),
                      ', returned ', (g.d(g.plus(c.date, -g.ri(3, 14))), 'DATE'), '; screen negative'])
    if g.ca:
        if g.maybe(0.6):
            prov = g.ch(['ON', 'BC', 'QC', 'AB', 'ON'])
            items.append(['Health card (', (prov, 'STATE'), '): ', (g.healthcard(prov), 'HEALTHPLAN'), ' - valid'])
    elif g.maybe(0.55):
        items.append(['Insurance verified: ', (g.insurer(), 'ORGANIZATION'), ' ID ', (g.member(), 'HEALTHPLAN')])
    if g.maybe(0.12):
        items.append([g.ch(['SIN: ', 'SIN on file: ']) if g.ca else g.ch(['SSN: ', 'SSN on file: ', 'SS#: ']), (g.ssn(), 'SSN')])
    if g.maybe(0.15):
        items.append(['Post-op instructions given; video at ', (g.url(), 'URL')])
    if layout == 0:
        for it in items:
            n.line(_box(g, st), it)
    elif layout == 1:
        rows = []
        for it in items:
            rows.append([it, g.ch(['Y', 'Yes', 'Done', 'Y']), (nini, 'DOCTOR')])
        table(n, ['Item', 'Status', 'Init'], rows, g.ch(['pipe', 'bars']))
    else:
        for i, it in enumerate(items, 1):
            n.line(str(i), '. ', it, '  ', g.ch(['✓', 'Y', 'done', 'ok']), ' ', (nini, 'DOCTOR'))
    n.t('\n')
    n.line('Completed by: ', drc(nurse, g.ch(['full', 'fml'])), '  ', (g.d(c.date), 'DATE'), ' ',
           g.tm(*addmin(c.start_h, c.start_m, -g.ri(10, 30))), g.ch(['', ['  (user ', (g.username(nurse), 'USERNAME'), ')']]))
    if g.maybe(0.6):
        n.line('Received in OR by: ', drc(c.circ, g.ch(['full', 'fil'])), ' at ', g.tm(c.start_h, c.start_m))
    return n


RISKS = {
    'General': 'bleeding, infection, injury to bowel/bile duct, hernia, conversion to open, DVT/PE',
    'Ortho': 'infection (~1%), bleeding/transfusion, DVT/PE, nerve or vessel injury, stiffness, dislocation, need for revision',
    'Plastics': 'infection, bleeding, scar, recurrence, nerve injury',
    'Ophtho': 'infection (endophthalmitis), posterior capsule rupture, retinal detachment, need for further surgery',
    'Urology': 'bleeding, infection/UTI, urethral stricture, incontinence, retained stent, ureteral injury',
    'Gyn': 'bleeding, infection, injury to bladder/bowel/ureter, conversion to laparotomy, DVT',
    'ENT': 'bleeding (incl. delayed, 2-5%), pain, dehydration, voice change, hypocalcaemia (thyroid)',
    'Neuro': 'infection, CSF leak, nerve root injury, weakness, paralysis, dysphagia, non-union, need for further surgery',
    'Cardiac': 'bleeding, infection, pneumothorax, lead dislodgement, stroke, MI, death',
}


def consent_summary(g):
    n = Note()
    c = g.case()
    layout = g.ri(0, 2)
    n.line(hosp(c.hosp), g.ch(['', ' - Perioperative Services']))
    n.line(g.ch(['SURGICAL CONSENT SUMMARY', 'Consent to Operation / Procedure - Summary',
                 'Informed Consent Documentation', 'CONSENT TO TREATMENT - SURGICAL']))
    n.t('\n')
    if layout == 0:
        label_block(n, g, c, g.ri(0, 3))
    else:
        n.line('Patient ', pt(c, g.ch(['full', 'fml'])), ', ', dob_lab(g).lower(), (g.d(c.dob), 'DATE'), ', ', mrn_lab(g),
               (c.mrn, 'MRN'))
    n.t('\n')
    n.line('Procedure(s): ', c.proc[0], g.ch(['', ', possible open', ', and any indicated additional procedure',
                                              ' with intra-operative imaging']))
    n.line('Diagnosis/indication: ', c.proc[3], ' (', c.proc[4], ')')
    n.line('Surgeon obtaining consent: ', drt(g, c.surgeon, 'full'), g.ch(['', [', licence # ' if g.ca else ', NPI ',
                                                                               (g.med_license() if g.ca else g.npi(), 'LICENSE')]]))
    if g.maybe(0.5):
        n.line('Trainee participation discussed: ', drc(c.res, 'full'), ' will assist')
    disc = g.workday_near(c.date, -40, -4)
    rh, rm = addmin(c.start_h, c.start_m, -g.ri(30, 90))
    n.line('Discussion: ', (g.d(disc), 'DATE'), g.ch([' in clinic', [' at ', (g.ch(P.CLINICS), 'HOSPITAL')], ' (virtual visit)']),
           '; reconfirmed ', (g.d(c.date), 'DATE'), ' ', g.tm(rh, rm), ' in pre-op')
    n.line('Risks discussed: ', RISKS.get(c.proc[2], RISKS['General']))
    n.line('Benefits: symptom relief / diagnosis. Alternatives: ', g.ch(['non-operative management, observation',
                                                                        'physiotherapy, injection, activity modification',
                                                                        'medical management', 'no treatment']))
    n.line('Blood products: ', g.ch(['consents', 'consents', 'REFUSES all blood products (Jehovah\'s Witness) - advance directive on chart',
                                    'consents to albumin only']))
    n.line('Anaesthesia consent: obtained separately by ' if g.ca else 'Anesthesia consent: separate, by ', drt(g, c.anes))
    cap = g.maybe(0.72) or c.age < 16
    if c.age < 16:
        rel, f = famrel(g, c)
        n.line('Minor - consent given by ' + rel + ' ', (f.form('full'), 'FAMILY'), ', ', phone_lab(g), (g.phone(), 'PHONE'))
    elif cap:
        n.line('Capacity: patient has capacity; consent given by patient', g.ch(['.', '', ' who repeated back key risks.']))
    else:
        rel, f = famrel(g, c, close=True)
        n.line('Capacity: lacks capacity for this decision (', g.ch(['dementia', 'delirium', 'sedation']), '). ',
               g.ch(['SDM', 'Substitute decision-maker', 'POA for health care', 'Health care proxy']), ': ',
               (f.form(g.ch(['full', 'fml'])), 'FAMILY'), ' (' + rel + '), ', phone_lab(g), (g.phone(), 'PHONE'))
        if g.maybe(0.5):
            n.line('POA document dated ', (g.d(g.date(2012, 2021)), 'DATE'), ' scanned to chart')
    if g.maybe(0.4):
        interp = g.person()
        born, lang = g.country_lang()
        n.line('Interpreter: ', lang, ', ', (interp.form(g.ch(['full', 'first'])), 'DOCTOR'), ' ID #', (g.digits(g.ri(4, 6)), 'IDNUM'),
               g.ch([' (in person)', [' via ', (g.ch(P.INTERP_COS), 'ORGANIZATION'), ' by phone']]))
        if g.maybe(0.5):
            n.line('Patient born in ', (born, 'COUNTRY'), '; prefers ', lang, ' for all consent discussions')
    if g.maybe(0.3) and c.age < 90:
        n.line(prof_a(g, 'Patient works as '), '; asked about time off work (', str(g.ri(2, 12)), ' weeks).')
    if g.maybe(0.3):
        n.line('Photography/video consent: ', g.ch(['yes, for teaching', 'declined', 'yes, chart only']))
    w = g.staff('rn')
    n.line('Witness: ', drc(w, g.ch(['full', 'fml'])), '   Signed ', (g.d(c.date, g.ch([g.ds, 'long' if not g.ca else 'iso'])), 'DATE'),
           ' ', g.tm(*addmin(rh, rm, g.ri(2, 12))))
    if g.maybe(0.3):
        n.line('E-consent completed on tablet; audit: device IP ', (g.ip(), 'IPADDR'), ', form ID ', (g.order(), 'IDNUM'))
    if g.maybe(0.35):
        n.line('Patient given copy and link to education: ', (g.url(g.ch(['consent/' + c.proc[2].lower(), 'consent/review', 'preop-video',
                                                                          'education/anesthesia'])), 'URL'))
    if g.maybe(0.2):
        n.line('Questions after discharge: ', (g.email(dept='surgery.intake'), 'EMAIL'))
    return n


EQUIP = {
    'General': ['laparoscopic tower, energy device', 'none special', 'laparoscopic tower, ICG camera', 'mesh per surgeon'],
    'Ortho': ['C-arm, radiolucent table', 'implant set - vendor to confirm', 'beach chair, arthroscopy pump', 'traction table'],
    'Plastics': ['hand table, loupes', 'none special'], 'Ophtho': ['microscope, phaco machine', 'IOL power per biometry'],
    'Urology': ['laser (holmium), C-arm', 'cysto tower, C-arm', 'bipolar resectoscope'],
    'Gyn': ['laparoscopic tower, uterine manipulator', 'hysteroscopy tower, fluid management'],
    'ENT': ['coblator', 'nerve monitor (NIM)', 'microdebrider'], 'Neuro': ['microscope, Jackson table', 'C-arm, neuromonitoring'],
    'Cardiac': ['C-arm, programmer', 'bypass pump, cell saver'],
}


def booking_request(g):
    n = Note()
    c = g.case()
    clinic = g.ch(P.CLINICS)
    a = g.address()
    sent = g.plus(c.date, -g.ri(10, 70))
    kv = g.ch([': ', ':  ', ' - ', ': '])
    w = g.ri(14, 22) if g.maybe(0.5) else 0

    def K(label):
        return (label + kv).ljust(w) if w else label + kv
    n.line(g.ch(['SURGICAL BOOKING REQUEST', 'OR Booking Form', 'Request for Surgery Booking', 'SURGERY BOOKING / POSTING SHEET']))
    n.line('To: ', g.ch(['OR Booking', 'Surgical Scheduling', 'Perioperative Booking Office']), ', ', hosp(c.hosp),
           '   Fax: ', (g.phone(st=g.ri(0, 3)), 'FAX'))
    n.line('From: ', (clinic, 'HOSPITAL'), ' - ', drt(g, c.surgeon, 'full'), '   ', g.ch(['Tel: ', 'Ph ', 'Office: ']), (g.phone(ext=g.maybe(0.4)), 'PHONE'),
           '   Fax ', (g.phone(st=g.ri(0, 3)), 'FAX'))
    if g.maybe(0.5):
        n.line('Office contact: ', (g.person().form('full'), 'DOCTOR'), ', booking secretary, ', (g.email(g.person()), 'EMAIL'))
    n.line('Date sent: ', (g.d(sent), 'DATE'), g.ch(['', '   Priority: elective', '   Priority: P2 (within 6 wk)', '   URGENT']))
    n.t('\n-- PATIENT --\n')
    n.line(K('Name'), pt(c, g.ch(['LF', 'lfm', 'full'])))
    n.line(K('DOB'), (g.d(c.dob), 'DATE'), '   Age: ', (str(c.age), 'AGE'), '   Sex: ', c.sex)
    n.line(K('Address'), addr_line(g, a))
    n.line(K('Phone'), (g.phone(), 'PHONE'), g.ch(['', ['  alt ', (g.phone(), 'PHONE')]]))
    if g.maybe(0.55):
        n.line(K('Email'), (g.email(c.pt), 'EMAIL'))
    n.line(K('Hospital MRN'), (c.mrn, 'MRN') if g.maybe(0.7) else 'new patient - please register')
    if g.ca:
        prov = a['st'] if a['st'] in ('ON', 'BC', 'QC', 'AB') else 'ON'
        n.line(K('Health card'), (g.healthcard(prov), 'HEALTHPLAN'), ' (', (prov, 'STATE'), ')')
        if g.maybe(0.35):
            n.line(K('SIN'), (g.ssn(), 'SSN'), ' (WSIB claim)' if g.maybe(0.4) else '')
        if g.maybe(0.5):
            n.line(K('Extended health'), (g.insurer(), 'ORGANIZATION'), ' cert # ', (g.member(), 'HEALTHPLAN'))
    else:
        if g.maybe(0.75):
            n.line(K('SSN'), (g.ssn(), 'SSN'))
        n.line(K('Insurance'), (g.insurer(), 'ORGANIZATION'), '  Member ID ', (g.member(), 'HEALTHPLAN'), '  Group ', (g.group(), 'HEALTHPLAN'))
        if g.maybe(0.4):
            rel, sub = famrel(g, c)
            n.line(K('Subscriber'), (sub.form('full'), 'FAMILY'), ' (' + rel + ')')
        n.line(K('Prior auth'), g.ch(['pending', ['# ', (g.order(), 'IDNUM')], ['approved, ref ', (g.order(), 'IDNUM')]]))
    if g.maybe(0.6) and c.age >= 18:
        n.line(K('Occupation'), (g.profession(), 'PROFESSION'), g.ch(['', ['  Employer: ', (g.employer(), 'ORGANIZATION')]]))
    rel, ec = famrel(g, c)
    n.line(K('Emergency contact'), (ec.form('full'), 'FAMILY'), ', ', rel, ', ', (g.phone(), 'PHONE'))
    if g.maybe(0.25):
        born, lang = g.country_lang()
        n.line(K('Interpreter'), lang, g.ch(['', ['; recently arrived from ', (born, 'COUNTRY')]]))
    pcp = g.staff('x')
    n.line(K('Family physician' if g.ca else 'PCP'), drt(g, pcp, 'full'), ', ', (g.ch(P.PRIMARY_CLINICS), 'HOSPITAL'), '  fax ',
           (g.phone(st=g.ri(0, 3)), 'FAX'))
    n.t('\n-- PROCEDURE --\n')
    n.line(K('Procedure'), c.proc[0])
    n.line(K('CPT / Dx'), c.proc[1], ' / ', c.proc[4], ' ', c.proc[3])
    n.line(K('Anesthesia'), g.ch([c.proc[5], c.proc[5], 'GA + block', 'surgeon preference']), '   Est. time: ',
           str(c.mins), ' min   ', g.ch(['Outpatient', 'Inpatient, LOS 1-2 d', '23 h obs', 'Same-day admit']))
    n.line(K('Equipment'), g.ch(EQUIP.get(c.proc[2], ['none special'])))
    n.line(K('Requested date'), (g.d(c.date), 'DATE'), g.ch(['', ['  alt ', (g.d(g.plus(c.date, 7)), 'DATE')],
                                                             ['  or any ', (g.d(g.plus(c.date, 14), 'wd'), 'DATE')]]))
    if g.maybe(0.6):
        n.line(K('Pre-admission'), g.ch(['PAT clinic ', 'Pre-admission clinic ']), (g.d(g.plus(c.date, -g.ri(5, 20))), 'DATE'), ' ',
               g.tm(g.ri(8, 15), g.ch([0, 30])))
    if g.maybe(0.5):
        n.line(K('Clearance'), g.ch(['cardiology', 'medicine', 'respirology', 'endocrine']), ' - ', drt(g, g.staff('x')),
               g.ch([' (done)', ' (pending)', ', letter attached']))
    n.line(K('Medical hx'), ', '.join(c.pmh) if c.pmh else 'nil significant', '; allergy: ', c.allergy, '; BMI ',
           str(g.ri(19, 48)))
    if g.maybe(0.2):
        n.line(K('Parking'), 'accessible permit, plate ', (g.plate(), 'VEHICLE'))
    if g.maybe(0.35):
        n.line(K('Portal'), 'pt registered at ', (g.url('patient-portal'), 'URL'))
    n.t('\n')
    n.line('Requesting surgeon: ', drc(c.surgeon, 'full'), g.ch(['', ['   NPI ', (g.npi(), 'LICENSE')] if not g.ca else
                                                                 [g.ch(['   Licence # ', '   Reg. # ', '   CPSID ']), (g.med_license(), 'LICENSE')]]))
    n.line('Signature on file  ', (g.d(sent, g.ch([g.ds, 'us_short' if not g.ca else 'iso'])), 'DATE'))
    n.line(g.ch(['Booking office use: case # ', 'Booked as ', 'OR posting # ']), (c.caseid, 'IDNUM'), ' ',
           g.ch(['', ['by ', (g.username(g.person()), 'USERNAME')]]))
    return n
