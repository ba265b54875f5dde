"""Intra-operative genres: anaesthesia record, operative note, surgical count sheet."""
import pools as P
from core import Note, table
from common import (proc_short, pt, dr, drc, drt, hosp, addmin, phone_lab, pagerseg, extseg, famrel,
                    prof_a, mrn_lab, acct_lab, dob_lab, age_phrase, label_block)

MONITORS = ['Philips IntelliVue MX800', 'GE CARESCAPE B650', 'Mindray BeneVision N17', 'Nihon Kohden Life Scope G7']
MACHINES = ['Draeger Perseus A500', 'GE Aisys CS2', 'Draeger Fabius GS', 'Mindray A7']


def _meds(g, c, t0):
    wt = c.wt
    out = []
    h, m = t0
    out.append((g.tm(h, m), 'midazolam', '2 mg', 'IV'))
    h, m = addmin(h, m, g.ri(3, 8))
    if c.proc[5] in ('MAC', 'Local', 'Regional + MAC'):
        out.append((g.tm(h, m), 'propofol infusion', '%d mcg/kg/min' % g.ri(25, 75), 'IV'))
        out.append((g.tm(h, m), 'fentanyl', '%d mcg' % g.ch([25, 50]), 'IV'))
    elif c.proc[5] == 'Spinal':
        out.append((g.tm(h, m), 'bupivacaine 0.75% hyperbaric', '%.1f mL' % (g.ri(14, 20) / 10), 'IT'))
        out.append((g.tm(h, m), 'propofol infusion', '%d mcg/kg/min' % g.ri(25, 60), 'IV'))
    else:
        out.append((g.tm(h, m), 'fentanyl', '%d mcg' % g.ch([50, 100, 150]), 'IV'))
        out.append((g.tm(h, m), 'lidocaine', '%d mg' % g.ch([50, 60, 80, 100]), 'IV'))
        out.append((g.tm(h, m), 'propofol', '%d mg' % min(250, int(wt * g.ri(15, 25) / 10)), 'IV'))
        out.append((g.tm(h, m), g.ch(['rocuronium', 'rocuronium', 'succinylcholine', 'cisatracurium']),
                    '%d mg' % g.ch([30, 40, 50, 70, 100]), 'IV'))
    h, m = addmin(h, m, g.ri(4, 12))
    out.append((g.tm(h, m), g.ch(['cefazolin', 'cefazolin', 'cefazolin', 'clindamycin', 'vancomycin']),
                g.ch(['2 g', '2 g', '3 g', '900 mg', '1.5 g']), 'IV'))
    out.append((g.tm(h, m), 'dexamethasone', '%d mg' % g.ch([4, 8, 10]), 'IV'))
    h, m = addmin(h, m, g.ri(10, 40))
    if g.maybe(0.6):
        out.append((g.tm(h, m), 'phenylephrine', '%d mcg' % g.ch([80, 100, 120]), 'IV'))
    if g.maybe(0.4):
        out.append((g.tm(h, m), 'ephedrine', '%d mg' % g.ch([5, 10]), 'IV'))
    h, m = addmin(h, m, max(10, c.mins - g.ri(10, 25)))
    out.append((g.tm(h, m), 'ondansetron', '4 mg', 'IV'))
    op = g.ch([('hydromorphone', '0.4 mg'), ('hydromorphone', '0.5 mg'), ('morphine', '4 mg'), ('fentanyl', '50 mcg')])
    out.append((g.tm(h, m), op[0], op[1], 'IV'))
    if c.proc[5].startswith('GA'):
        out.append((g.tm(h, m), 'sugammadex', '%d mg' % g.ch([200, 200, 400]), 'IV'))
    return out


def anaesthesia_record(g):
    n = Note()
    c = g.case()
    spell = 'Anaesthesia' if g.ca else 'Anesthesia'
    n.line(hosp(c.hosp, g.maybe(0.4)), '  ', g.ch([spell.upper() + ' RECORD', spell + ' Record (AIMS export)',
                                                   'Intraoperative ' + spell + ' Record', spell + ' Intraop Summary']))
    label_block(n, g, c)
    n.line('Date: ', (g.d(c.date), 'DATE'), '   OR ', (c.room, 'LOCATION_OTHER'), '   Case ', (c.caseid, 'IDNUM'))
    n.line('Procedure: ', c.proc[0], '   Surgeon: ', drt(g, c.surgeon))
    n.line(c.asa, ' | Wt ', str(c.wt), ' kg | Ht ', str(c.ht), ' cm | BMI ', '%.1f' % (c.wt / (c.ht / 100) ** 2),
           ' | Allergies: ', c.allergy)
    if c.pmh:
        n.line('PMH: ', ', '.join(c.pmh), g.ch(['', '; Mallampati II', '; Mallampati III, TMD > 3 FB', '; MP I, full dentition']))
    n.line('Anaesthetist: ' if g.ca else 'Anesthesiologist: ', drc(c.anes, g.ch(['full', 'fml'])),
           g.ch(['', ['  NPI ', (g.npi(), 'LICENSE')] if not g.ca else ['  Lic. ', (g.med_license(), 'LICENSE')]]))
    prov2 = c.crna if g.maybe(0.6) else c.res
    if prov2 is c.crna:
        n.line(g.ch(['CRNA: ', 'Provider 2: ']) if not g.ca else 'AA: ', drc(c.crna, 'full'))
    else:
        n.line('Resident: ', drc(c.res, 'full'))
    if g.maybe(0.4):
        n.line('Monitor: ', g.ch(MONITORS), ' SN ', (g.serial(), 'DEVICE'), g.ch(['', ['  IP ', (g.ip(), 'IPADDR')]]))
    if g.maybe(0.35):
        n.line('Machine: ', g.ch(MACHINES), ' SN ', (g.serial(), 'DEVICE'), '  checkout passed ', g.tm(6, g.ri(30, 59)))
    if g.maybe(0.2):
        n.line('AIMS gateway ', (g.ip(), 'IPADDR'), ' - data sync OK')
    n.t('\n')
    h0, m0 = c.start_h, c.start_m
    hi, mi = addmin(h0, m0, g.ri(5, 12))
    hs, ms = addmin(hi, mi, g.ri(15, 35))
    he, me = addmin(hs, ms, c.mins)
    ho, mo = addmin(he, me, g.ri(8, 20))
    ts = g.ri(0, 1)
    n.line('Times: In room ', g.tm(h0, m0, ts), ' | ', spell, ' start ', g.tm(*addmin(h0, m0, 2), ts), ' | Induction ',
           g.tm(hi, mi, ts), ' | Incision ', g.tm(hs, ms, ts), ' | Close ', g.tm(he, me, ts), ' | Out ', g.tm(ho, mo, ts))
    n.line('Technique: ', c.proc[5], g.ch(['', '; adductor canal block 0.5% ropivacaine 20 mL', '; TAP blocks bilat',
                                           '; interscalene block pre-op']))
    if c.proc[5].startswith('GA') or c.proc[5] == 'Epidural + GA':
        n.line('Airway: ', g.ch(['ETT 7.0 cuffed', 'ETT 7.5', 'ETT 6.5 cuffed', 'LMA #4', 'i-gel 4']), ', ',
               g.ch(['MAC 3', 'Miller 2', 'GlideScope 3', 'C-MAC 3']), ', grade ', g.ch(['I', 'I', 'IIa', 'IIb', 'III']),
               ' view, ', str(g.ch([1, 1, 1, 2])), ' attempt(s), ', str(g.ri(20, 23)), ' cm at lip')
    n.t('\n')
    meds = _meds(g, c, (hi, mi))
    rows = [[a, b, cc, d] for a, b, cc, d in meds]
    n.line('MEDICATIONS')
    table(n, ['Time', 'Drug', 'Dose', 'Route'], rows, g.ch(['fixed', 'pipe', 'bars']), indent='' if g.maybe(0.6) else '  ')
    n.t('\n')
    n.line('VITALS')
    vrows = []
    hh, mm = hi, mi
    nv = g.ri(5, 9)
    step = max(5, min(30, (c.mins + 30) // nv // 5 * 5))
    for _ in range(nv):
        vrows.append([g.tm(hh, mm), str(g.ri(52, 104)), '%d/%d' % (g.ri(88, 158), g.ri(45, 92)), str(g.ri(94, 100)),
                      str(g.ri(30, 42)), '%.1f' % (g.ri(355, 372) / 10), '%.1f' % (g.ri(6, 12) / 10)])
        hh, mm = addmin(hh, mm, step)
    table(n, ['Time', 'HR', 'BP', 'SpO2', 'EtCO2', 'T', 'MAC'], vrows, g.ch(['fixed', 'csv', 'pipe']))
    n.t('\n')
    n.line('Fluids: LR ', str(g.ch([500, 800, 1000, 1500, 2000])), ' mL', g.ch(['', ', albumin 5% 250 mL', ', PRBC 1 unit']),
           ' | EBL ', str(g.ch([5, 10, 25, 50, 100, 150, 300, 600])), ' mL | UOP ', g.ch(['n/a', '150 mL', '300 mL', '450 mL']))
    if g.maybe(0.4):
        n.line('Events: ', g.ch(['hypotension post-induction, responded to phenylephrine x2',
                                 'brief desaturation to 89% on emergence, resolved with jaw thrust',
                                 'bradycardia HR 38 with insufflation, glycopyrrolate 0.2 mg',
                                 'bronchospasm, salbutamol 8 puffs via ETT', 'no events']))
    if g.maybe(0.5):
        wit = g.staff('rn')
        n.line('Controlled substances dispensed by ', (g.username(prov2 if g.maybe(0.5) else c.anes), 'USERNAME'),
               '; waste fentanyl ', str(g.ch([25, 50])), ' mcg witnessed by ', drc(wit, 'full'))
    if g.maybe(0.25):
        n.line('Workstation sign-in by fingerprint, biometric ID ', (g.bioid(), 'BIOID'))
    if g.maybe(0.45):
        rel = g.staff('crna' if prov2 is c.crna else 'anes')
        bh, bm = addmin(hs, ms, g.ri(20, 60))
        n.line('Relief: ', g.tm(bh, bm), '-', g.tm(*addmin(bh, bm, 20)), ' break by ', drc(rel, 'full'), '; care returned to ',
               dr(prov2, 'full'))
    pacu = g.staff('rn')
    n.line('To ', 'CVICU' if c.proc[1] == '33533' else g.ch(['PACU', 'PACU', 'PACU Phase I']), ' bed ' if c.proc[1] == '33533' else ' bay ',
           (str(g.ri(1, 20)), 'LOCATION_OTHER'), ' on ',
           g.ch(['6 L FM', '2 L NP', 'room air', 'T-piece']), '; report to ', drc(pacu, g.ch(['full', 'first'])),
           ' at ', g.tm(ho, mo))
    n.line('Electronically signed: ', drc(c.anes, 'full'), '  ', (g.d(c.date), 'DATE'), ' ', g.tm(*addmin(ho, mo, g.ri(5, 90))))
    return n


DESC = {
    'General': ['The abdomen was prepped with ChloraPrep and draped. Pneumoperitoneum was established via Hasson technique at the umbilicus. '
                'Three additional 5 mm ports were placed under direct vision. The structures were dissected and the critical view of '
                'safety obtained. Clips were applied and the specimen removed in an Endocatch bag.',
                'A transverse incision was made and carried down through Scarpa fascia. The defect was identified and reduced. '
                'Mesh was secured with 2-0 Prolene. The external oblique was closed with 2-0 Vicryl.'],
    'Ortho': ['A tourniquet was inflated to 250 mmHg. A medial parapatellar approach was used. Hohmann retractors were placed. '
              'Bone cuts were made using the intramedullary guide. Trial components showed good balance. Final components '
              'were cemented. The tourniquet was released after 78 minutes.',
              'The fracture was exposed through a volar Henry approach. Reduction was obtained with a Freer elevator and '
              'confirmed on fluoroscopy. A volar locking plate was applied with screws distally and proximally.'],
    'Neuro': ['A midline incision was made and subperiosteal dissection performed with a Cobb elevator. Laminectomy was performed '
              'with a Leksell rongeur and Kerrison punches. The thecal sac was decompressed. Hemostasis was obtained with '
              'bipolar and Floseal.'],
    'Urology': ['The cystoscope was introduced per urethra. The bladder was inspected in its entirety. A guidewire was passed '
                'under fluoroscopy and a 6 Fr x 26 cm double-J stent placed with a good curl in the kidney and bladder.'],
    'Gyn': ['The patient was placed in dorsal lithotomy in Allen stirrups. A uterine manipulator was placed. Laparoscopic '
            'entry at Palmer point was uneventful. The ureters were identified bilaterally. The vaginal cuff was closed with '
            'V-Loc suture.'],
    'ENT': ['A Crowe-Davis mouth gag was placed. The tonsils were removed with coblation in a subcapsular plane. Adenoids '
            'were removed with suction cautery. Hemostasis was confirmed after Valsalva.',
            'A Kocher incision was made. Subplatysmal flaps were raised. The recurrent laryngeal nerve was identified and '
            'preserved with neuromonitoring. Parathyroid glands were identified and preserved.'],
    'Ophtho': ['A temporal clear corneal incision was made. Capsulorhexis was performed. Phacoemulsification was completed '
               'using a divide-and-conquer technique. The IOL was placed in the bag.'],
    'Cardiac': ['A left infraclavicular incision was made and a pocket created over the pectoralis fascia. Axillary venous '
                'access was obtained. Leads were positioned under fluoroscopy with acceptable thresholds. The generator was '
                'connected and placed in the pocket.'],
    'Plastics': ['A longitudinal incision was made. The structure was released under loupe magnification using tenotomy '
                 'scissors. The wound was irrigated and closed with 4-0 nylon.'],
}


IMPL_NOUN = {'tka': 'femoral component', 'tha': 'femoral stem', 'hemi': 'bipolar head', 'orif': 'volar plate',
             'acl': 'femoral button', 'rcr': 'suture anchor', 'iol': 'IOL', 'mesh': 'mesh', 'stent': 'ureteral stent',
             'pacer': 'generator', 'acdf': 'interbody cage', 'port': 'port'}
DRAINS = {'General': ['15 Fr Blake', 'JP to bulb suction'], 'Ortho': ['Hemovac x1', 'none'], 'Urology': ['16 Fr Foley', '22 Fr 3-way Foley'],
          'Gyn': ['Foley', 'none'], 'Neuro': ['subfascial Hemovac', '10 Fr JP'], 'Cardiac': ['mediastinal and pleural chest tubes', 'none'],
          'ENT': ['none', '10 Fr JP'], 'Plastics': ['none'], 'Ophtho': ['none']}


POSITION = {'Urology': 'in dorsal lithotomy', 'Gyn': 'in dorsal lithotomy', 'ENT': 'supine with a shoulder roll',
            '63047': 'prone on a Jackson table', '27130': 'in lateral decubitus', '29827': 'in beach-chair position',
            '25607': 'supine with the arm on a hand table', '64721': 'supine with the arm on a hand table',
            '61510': 'supine with the head in Mayfield pins', '11403': 'prone', '52601': 'in dorsal lithotomy'}
DESC_CPT = {
    '22551': 'A right transverse cervical incision was made and a Smith-Robinson approach used. Level was confirmed on fluoroscopy. '
             'Discectomy was performed under the microscope and the posterior longitudinal ligament taken down. The cage was '
             'inserted and an anterior plate secured with four screws.',
    '61510': 'A right frontal skin flap was raised and a craniotomy performed with the high-speed drill. The dura was opened in a '
             'cruciate fashion. The lesion was resected under the microscope with neuronavigation guidance. The bone flap was '
             'secured with plates.',
    '33533': 'A median sternotomy was performed. The left internal mammary artery was harvested and saphenous vein harvested '
             'endoscopically. Cardiopulmonary bypass was instituted. Three distal anastomoses were completed. The patient '
             'separated from bypass without difficulty. The sternum was closed with wires.',
    '27447': 'A tourniquet was inflated to 250 mmHg. A medial parapatellar approach was used. Hohmann retractors were placed. '
             'Bone cuts were made using the intramedullary guide. Trial components showed good balance. Final components '
             'were cemented.',
    '29827': 'Standard posterior, lateral and anterior portals were established. The cuff tear was identified and mobilized. '
             'The footprint was prepared with a burr and knotless anchors were placed in a double-row construct.',
    '66984': 'A temporal clear corneal incision was made. Capsulorhexis was performed. Phacoemulsification '
             'was completed using a divide-and-conquer technique. The IOL was placed in the bag.',
    '27130': 'A posterolateral approach was used. The short external rotators were tagged and the capsule opened. The femoral '
             'neck cut was made and the acetabulum reamed to 53 mm. Components were impacted and the hip reduced; stable '
             'through range. Capsule and rotators were repaired.',
    '27125': 'A posterolateral approach was used. The femoral head was extracted and sized. The canal was prepared and the '
             'stem cemented. The bipolar head was reduced and stability confirmed.',
    '29888': 'Diagnostic arthroscopy confirmed a complete ACL tear. A hamstring autograft was harvested and prepared. Femoral and '
             'tibial tunnels were drilled and the graft fixed with a suspensory button and interference screw.',
    '25607': 'The fracture was exposed through a volar Henry approach. Reduction was obtained with a Freer elevator and '
             'confirmed on fluoroscopy. A volar locking plate was applied with screws distally and proximally.',
    '49505': 'A transverse groin incision was made and carried down through Scarpa fascia. The cord was isolated with a Penrose. '
             'An indirect sac was dissected and ligated. A mesh was secured with 2-0 Prolene (Lichtenstein).',
    '19301': 'Radioactive and blue dye localization was used. A periareolar incision was made and the lesion excised with the '
             'wire. Margins were inked. Two hot blue sentinel nodes were removed through a separate axillary incision.',
    '36561': 'The right internal jugular vein was accessed under ultrasound. A pocket was created on the anterior chest wall. '
             'The catheter was tunneled and the tip positioned at the cavoatrial junction on fluoroscopy.',
    '42820': 'A Crowe-Davis mouth gag was placed. The tonsils were removed with coblation in a subcapsular plane. Adenoids '
             'were removed with suction cautery. Hemostasis was confirmed after Valsalva.',
    '60240': 'A Kocher incision was made. Subplatysmal flaps were raised. The recurrent laryngeal nerve was identified and '
             'preserved with neuromonitoring. Parathyroid glands were identified and preserved.',
    '30520': 'A left hemitransfixion incision was made. Mucoperichondrial flaps were elevated and the deviated cartilage and '
             'bone resected. Inferior turbinates were reduced with microdebrider. Doyle splints were placed.',
    '11403': 'An elliptical incision was made around the punctum. The cyst was dissected free intact. The wound was closed in '
             'layers with 3-0 Monocryl and 4-0 nylon.',
    '64721': 'A longitudinal palmar incision was made. The transverse carpal ligament was released under direct vision using '
             'tenotomy scissors. The median nerve was inspected. The skin was closed with 4-0 nylon.',
    '33208': 'A left infraclavicular incision was made and a pocket created over the pectoralis fascia. Axillary venous access was '
             'obtained. Leads were positioned under fluoroscopy with acceptable thresholds.',
}


def _cap(s):
    return s[0].upper() + s[1:]


def _art(w):
    return 'an' if w[0].lower() in 'aeiou' else 'a'


def operative_note(g):
    n = Note()
    c = g.case()
    caps = g.maybe(0.6)

    def H(s):
        return (s.upper() if caps else s.title()) + ':'
    n.line(hosp(c.hosp), g.ch(['', ' - Department of Surgery', ' | Operative Report']))
    n.line(g.ch(['OPERATIVE REPORT', 'Operative Note', 'BRIEF OP NOTE / OPERATIVE REPORT', 'OPERATION RECORD']))
    n.t('\n')
    n.line('Patient: ', pt(c, g.ch(['LF', 'full', 'lfm'])), '   ', mrn_lab(g), (c.mrn, 'MRN'), '   ', dob_lab(g), (g.d(c.dob), 'DATE'))
    n.line('Date of surgery: ', (g.d(c.date, g.ch([g.ds, 'long' if not g.ca else 'iso'])), 'DATE'), '   Location: OR ',
           (c.room, 'LOCATION_OTHER'), g.ch(['', [', ', (g.ch(P.BUILDINGS), 'LOCATION_OTHER')]]))
    n.t('\n')
    n.line(H('Preoperative diagnosis'), ' ', _cap(c.proc[3]), '.')
    n.line(H('Postoperative diagnosis'), ' ', g.ch(['Same.', _cap(c.proc[3]) + '.', 'Same, confirmed.']))
    n.line(H('Procedure'), ' ', c.proc[0], ' (CPT ', c.proc[1], ').')
    n.line(H('Surgeon'), ' ', drc(c.surgeon, g.ch(['full', 'fml'])))
    if g.maybe(0.75):
        asst = c.res if g.maybe(0.5) else g.staff('pa')
        n.line(H('Assistant'), ' ', drc(asst, 'full'))
    n.line(H('Anesthesia'), ' ', c.proc[5], ', ', drt(g, c.anes))
    n.line(H('Estimated blood loss'), ' ', g.ch(['minimal', '10 mL', '25 mL', '50 mL', '150 mL', '400 mL']))
    if c.proc[1] == '33533':
        drain = 'mediastinal and left pleural chest tubes'
    elif g.maybe(0.5) or c.proc[7] in ('pacer', 'iol', 'port'):
        drain = 'none'
    else:
        drain = g.ch(DRAINS.get(c.proc[2], ['none']))
    n.line(H('Drains'), ' ', drain)
    if c.proc[8]:
        n.line(H('Specimens'), ' ', c.proc[8], ' to pathology', g.ch(['', [', accession ', (g.accession(c.date), 'IDNUM')],
                                                                      [', requisition ', (g.order(), 'IDNUM')]]))
    else:
        n.line(H('Specimens'), ' none')
    if c.proc[7]:
        n.line(H('Implants'), ' see implant log; ', IMPL_NOUN[c.proc[7]], ' SN ', (g.serial(), 'DEVICE'))
    n.line(H('Complications'), ' ', g.ch(['None apparent.', 'None.', 'None', 'Small serosal tear, repaired.']))
    n.t('\n')
    n.line(H('Indications'))
    title = 'Mr. ' if c.sex == 'M' else g.ch(['Ms. ', 'Mrs. ', 'Ms '])
    ind = [pt(c, g.ch(['full', 'first'])) if g.maybe(0.4) else [title, pt(c, 'last')],
           ' is an ' if str(c.age)[0] == '8' or c.age in (11, 18) else ' is a ', age_phrase(g, c), ' with ', c.proc[3]]
    if c.pmh:
        ind += [' and a history of ', ', '.join(c.pmh)]
    ind += ['.']
    if g.maybe(0.3) and c.age >= 18:
        ind += [' ', ('He' if c.sex == 'M' else 'She'), prof_a(g, ' works as '),
                ' and wishes to return to work.']
    if g.maybe(0.35):
        ind += [' Symptoms began in ', (g.d(g.plus(c.date, -g.ri(60, 700)), g.ch(['mon_y', 'y', 'mon3_y'])), 'DATE'),
                ' and have failed conservative management.']
    if g.maybe(0.3):
        ind += [' Referred by ', drt(g, g.staff('x'), 'full'), ' of ', (g.ch(P.CLINICS), 'HOSPITAL'), '.']
    ind += [' Risks, benefits and alternatives were discussed and consent obtained.']
    n.line(ind)
    n.t('\n')
    n.line(H('Description of procedure'))
    body = ['The patient was identified in the holding area and the operative site confirmed. ', 'The patient was brought to OR ',
            (c.room, 'LOCATION_OTHER'), ' and placed ', POSITION.get(c.proc[1], POSITION.get(c.proc[2], 'supine')),
            '. A surgical time-out was performed with ', drt(g, c.anes, 'last'), ', ', dr(c.circ, 'full'), ', RN and the team. ',
            'Antibiotics were given within 60 minutes of incision. ']
    body += [DESC_CPT[c.proc[1]] if c.proc[1] in DESC_CPT else g.ch(DESC.get(c.proc[2], DESC['General'])), ' ']
    i1, i2 = g.r.sample(P.INSTRUMENTS, 2)
    body += ['Instruments used included ', _art(i1), ' ', i1, ' and ', _art(i2), ' ', i2, '. ']
    body += ['Sponge, needle and instrument counts were correct x2 per ', dr(c.circ, g.ch(['full', 'fil'])), ' and ',
             dr(c.scrub, g.ch(['full', 'fil'])), '. ']
    body += ['The patient tolerated the procedure well and was taken to ', 'CVICU bed ' if c.proc[1] == '33533' else g.ch(['PACU bay ', 'PACU bed ']),
             (str(g.ri(1, 20)), 'LOCATION_OTHER'), ' in stable condition.']
    n.line(body)
    if g.maybe(0.5):
        rel, f = famrel(g, c)
        n.t('\n')
        n.line('I spoke with the patient\'s ', rel, ', ', (f.form(g.ch(['full', 'first'])), 'FAMILY'), ', ',
               g.ch(['in the surgical waiting area', ['by phone at ', (g.phone(), 'PHONE')], 'in the family consult room']),
               ', and reviewed findings.')
    if g.maybe(0.3):
        n.line('Follow-up: clinic in ', g.ch(['2 weeks', '10-14 days', '6 weeks']), '; appointment ',
               (g.d(g.plus(c.date, g.ri(10, 45))), 'DATE'), ' at ', (g.ch(P.CLINICS), 'HOSPITAL'))
    n.t('\n')
    eh, em = addmin(c.start_h, c.start_m, c.mins)
    dh, dm = addmin(eh, em, g.ri(15, 60))
    dictated = g.maybe(0.4)
    t_next = dictated and g.maybe(0.5)
    th, tmin = (g.ri(7, 11), g.ri(0, 59)) if t_next else addmin(dh, dm, g.ri(40, 180))
    sdate = g.plus(c.date, (1 if t_next else 0) + (g.ri(0, 1) if dictated else 0))
    sh, sm = (g.ri(12, 18), g.ri(0, 59)) if sdate != c.date else addmin(th if dictated else dh, tmin if dictated else dm, g.ri(10, 90))
    n.line('Electronically signed by ', drc(c.surgeon, 'full'), ' on ', (g.d(sdate), 'DATE'), ' ',
           g.tm(sh, sm), g.ch(['', ['  NPI ', (g.npi(), 'LICENSE')] if not g.ca else
                               [g.ch(['  Licence ', '  Lic# ']), (g.med_license(), 'LICENSE')]]))
    if dictated:
        tr = g.person()
        n.line('D: ', (g.d(c.date), 'DATE'), ' ', g.tm(dh, dm), '  T: ',
               (g.d(g.plus(c.date, 1 if t_next else 0)), 'DATE'), ' ', g.tm(th, tmin), '  Job ',
               (g.digits(7), 'IDNUM'), ' / ', (tr.form('low'), 'DOCTOR'))
    if g.maybe(0.45):
        pcp = g.staff('x')
        n.line('cc: ', drt(g, pcp, 'full'), ', ', (g.ch(P.PRIMARY_CLINICS), 'HOSPITAL'), g.ch(['', [' - fax ', (g.phone(st=g.ri(0, 3)), 'FAX')]]))
    return n


COUNT_ITEMS = [('Raytec 4x4 sponges', 10), ('Lap pads 18x18', 5), ('Peanuts/Kitners', 5), ('Cottonoids', 10),
               ('Suture needles', 1), ('Hypodermic needles', 1), ('Blades #10/#15', 1), ('Bovie tip/scratch pad', 1),
               ('Vessel loops', 2), ('Bulldogs', 1), ('Ties on passer', 1), ('Marking pen/ruler', 1), ('Trocars', 1),
               ('Specimen bag', 1), ('Clip appliers', 1)]


def count_sheet(g):
    n = Note()
    c = g.case()
    scrub2 = g.staff('cst')
    circ2 = g.staff('rn')
    ini = {p: p.form(g.ch(['INI', 'INI', 'ini3'])) for p in (c.circ, c.scrub, scrub2, circ2)}
    n.line(hosp(c.hosp, g.maybe(0.5)), ' - ', g.ch(['SURGICAL COUNT RECORD', 'Sponge, Sharps & Instrument Count Sheet',
                                                    'Intraoperative Count Sheet', 'Count Record (Perioperative Nursing)']))
    label_block(n, g, c, g.ri(0, 3))
    n.line('Date: ', (g.d(c.date), 'DATE'), '  OR ', (c.room, 'LOCATION_OTHER'), '  Case: ', (c.caseid, 'IDNUM'), '  Proc: ',
           proc_short(g, c))
    n.line('Surgeon: ', drt(g, c.surgeon), '   Circulator: ', drc(c.circ, 'full'), '   Scrub: ', drc(c.scrub, 'full'))
    n.t('\n')
    items = g.r.sample(COUNT_ITEMS, g.ri(6, 11))
    rows = []
    for name, step in items:
        base = step * g.ri(1, 4)
        add = step * g.ri(0, 2) if g.maybe(0.4) else 0
        tot = base + add
        rows.append([name, str(base), str(add) if add else '-', str(tot), str(tot), str(tot)])
    style = g.ch(['fixed', 'pipe', 'csv', 'fixed'])
    table(n, ['Item', 'Initial', 'Added', 'Cavity', 'Closing', 'Final'], rows, style)
    n.t('\n')
    n.line('Instrument sets:')
    sets = [c.proc[9]] + g.r.sample(P.TRAYS, g.ri(0, 2))
    for s in sets:
        n.line('  ', s, ' - set ID ', (g.tray_barcode(), 'DEVICE'), ' - ', str(g.ri(18, 96)), ' pcs - correct')
    n.t('\n')
    signs = [('Initial', c.circ, c.scrub), ('Cavity', c.circ, c.scrub), ('Closing', circ2 if g.maybe(0.4) else c.circ, scrub2 if g.maybe(0.3) else c.scrub),
             ('Final', c.circ, c.scrub)]
    hh, mm = c.start_h, c.start_m
    srows = []
    for lab, a, b in signs:
        hh, mm = addmin(hh, mm, g.ri(10, max(15, c.mins // 3)))
        srows.append([lab, g.tm(hh, mm), [(ini[a], 'DOCTOR'), '/', (ini[b], 'DOCTOR')], g.ch(['correct', 'correct', 'Correct', 'OK'])])
    table(n, ['Count', 'Time', 'RN/Scrub', 'Result'], srows, g.ch(['fixed', 'bars', 'pipe']))
    n.t('\n')
    if g.maybe(0.55):
        rh, rm = addmin(c.start_h, c.start_m, g.ri(40, 120))
        n.line('Relief: ', g.tm(rh, rm), ' ', drc(circ2, 'full'), ' relieved ', dr(c.circ, 'full'), g.ch([' (lunch)', ' (break)', '']),
               '; counts reviewed and accepted by ', (ini[circ2], 'DOCTOR'))
    if g.maybe(0.3):
        rad = g.staff('x')
        n.line('Discrepancy: 1 ', g.ch(['Raytec', 'suture needle', 'lap pad']), ' unaccounted at closing count. Intra-op x-ray, accession ',
               (g.accession(c.date), 'IDNUM'), ', read by ', drt(g, rad), ': no retained foreign body. Incident report ',
               (g.order(), 'IDNUM'), ' filed.')
    else:
        n.line(g.ch(['All counts correct. ', 'Counts correct x2. ', 'No discrepancies. ']), 'Surgeon informed: ', drt(g, c.surgeon, 'last'))
    if g.maybe(0.3):
        n.line('Sponge counter bag used; ', str(g.ri(10, 40)), ' pockets filled.')
    n.line('Circulating RN signature: ', drc(c.circ, g.ch(['full', 'fml'])), g.ch(['', ['  (', (g.username(c.circ), 'USERNAME'), ')']]))
    return n
