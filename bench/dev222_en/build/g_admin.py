"""Genres: pharmacy intervention / medication error report; prior authorization / formulary exception."""
import re
import core as C
import meds as M
import blocks as B
import people as PE
import pools as P

SCEN = [
    ('Administration - wrong dose', 'Insulin',
     'Insulin {b} prescribed as "10 units" on paper chart; the "u" was read as a zero and {x} units drawn up in an insulin syringe. '
     'Second checker {s2} queried the volume before administration - not given.', 'near miss', 'No harm'),
    ('Administration - omitted time-critical medicine', "Parkinson's",
     'Co-careldopa doses due at 06:00, 10:00 and 14:00 not given - patient NBM for theatre and doses not re-timed. '
     'Patient became rigid and unable to swallow; reviewed by {s1}, switched to rotigotine patch.', 'omission', 'Low harm'),
    ('Prescribing - known allergy', 'Antimicrobial',
     'Co-amoxiclav 1.2g IV prescribed and one dose given despite documented penicillin allergy (anaphylaxis). '
     'Allergy band not on; ePMA alert overridden by prescriber (user {u}). Patient developed urticaria, treated with chlorphenamine.', 'allergy', 'Low harm'),
    ('Dispensing - wrong patient', 'Handout',
     'Completed prescription bag for {other} handed to {pt} (same surname, same street). Error identified by patient at home; '
     'bag returned same day. Second patient contacted by {s1}.', 'wrong patient', 'No harm'),
    ('Administration - infusion rate', 'Anticoagulant',
     'Heparin infusion (25,000 units in 50ml) programmed at 20 ml/hr instead of 2.0 ml/hr on volumetric pump. '
     'APTT ratio >5 at next check; infusion stopped, haematology advice sought.', 'pump', 'Moderate harm'),
    ('Prescribing - frequency', 'Methotrexate',
     'Methotrexate 10mg prescribed DAILY on admission from GP list (should be WEEKLY - Friday). Three doses given before pharmacist '
     'review identified error. FBC: WCC 2.1, plt 88. Folinic acid rescue started.', 'frequency', 'Moderate harm'),
    ('Dispensing - selection error', 'LASA',
     'Amitriptyline 10mg picked instead of amlodipine 10mg (adjacent on shelf). Detected at final accuracy check by {s2}. '
     'Near miss logged; shelf separators added.', 'near miss', 'No harm'),
    ('Prescribing - formulation', 'Opioid',
     'OxyContin (MR) 20mg prescribed as PRN every 4 hours - intended OxyNorm (IR) 5mg. Two doses given. Patient drowsy, RR 9; '
     'naloxone 100 micrograms given with response.', 'opioid', 'Moderate harm'),
    ('Monitoring - level not checked', 'Aminoglycoside',
     'Gentamicin second dose given without level; subsequent level 4.2 mg/L (high). Creat rose from 88 to 141. '
     'Dose held, ID advice obtained.', 'monitoring', 'Low harm'),
    ('Dispensing - LASA', 'Antihistamine/antihypertensive',
     'Hydroxyzine 25 mg ordered; hydralazine 25 mg dispensed from ADC pocket (mis-stocked by {s2}). Caught at bedside barcode scan.',
     'near miss', 'No harm'),
]


def _staff_ref(ctx, st):
    r = ctx.rng
    f = r.choice(['full', 'init_sur', 'given', 'initials2'])
    return C.name(st, f, 'DOCTOR')


def incident(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    sc = r.choice(SCEN)
    s1 = PE.make_staff(r, uk, 'doctor')
    s2 = PE.make_staff(r, uk, r.choice(['nurse', 'tech', 'pharmacist']))
    when = ctx.ago(r.randrange(0, 6))
    comm = sc[3] == 'wrong patient' or (sc[0].startswith('Dispensing - selection') and r.random() < 0.6)
    site = ctx.pharmacy if comm else ctx.hosp
    v = r.randrange(2) if uk else r.randrange(3)
    if v == 0 or uk:
        n.ln(r.choice(['INCIDENT REPORT - MEDICATION', 'Medication Incident Report (Datix)', 'PATIENT SAFETY INCIDENT - MEDICINES',
                       'MEDICATION SAFETY EVENT REPORT']))
        ref = r.choice(['W%06d', 'INC-%d-%05d', 'DX%07d', 'MSE-%06d'])
        ref = ref % ((ctx.today.year, r.randrange(10 ** 5)) if ref.count('%') == 2 else r.randrange(10 ** 6))
        n.ln('Ref: {r}   Reported: {d} {t}', r=(ref, 'IDNUM'), d=ctx.d(ctx.today), t=ctx.time())
        n.ln('Date of incident: {d} approx {t}', d=ctx.d(when), t=ctx.time())
        if comm:
            n.ln('Location: {s}, {a}', s=(site, 'HOSPITAL'), a=(ctx.fac_addr['town'], 'CITY'))
        else:
            n.ln('Location: {s} > {w} > {b}', s=(site, 'HOSPITAL'), w=(ctx.ward, 'HOSPITAL'), b=B.bed(ctx))
        n.ln('Reporter: {nm}, {c} ({lab} {x})', nm=ctx.sname(ph, 'full'), c=ph['cred'], lab='ext' if not comm else 'tel',
             x=(ph['bleep'], 'PHONE') if not comm else ctx.phone())
        n.ln('Patient: {nm}   {lab} {m}   DOB {dob}', nm=ctx.pname(r.choice(['full', 'caps_comma', 'sur_comma'])),
             lab='NHS' if uk and comm else ('Hosp no' if uk else 'MRN'), m=(p['nhs'] if uk and comm else p['mrn'], 'MRN'), dob=ctx.d(p['dob']))
        n.ln('Category: {c}   Medicine group: {g}', c=sc[0], g=sc[1])
        n.nl()
        n.ln(r.choice(['Description:', 'WHAT HAPPENED', 'Details of incident:']))
        other = PE.make_person(r, uk=uk)
        other['family'] = p['family']
        desc = sc[2]
        parts = []
        i = 0
        for m in re.finditer(r'\{(\w+)\}', desc):
            parts.append(desc[i:m.start()])
            key = m.group(1)
            if key == 's1':
                parts.append(_staff_ref(ctx, s1))
            elif key == 's2':
                parts.append(_staff_ref(ctx, s2))
            elif key == 'u':
                parts.append((s1['user'], 'USERNAME'))
            elif key == 'other':
                parts.append(C.name(other, r.choice(['title_full', 'full']), 'PATIENT'))
            elif key == 'pt':
                parts.append(ctx.pname(r.choice(['title_full', 'title_sur', 'full'])))
            elif key == 'b':
                parts.append(r.choice(['Humulin I', 'Lantus', 'NovoMix 30', 'Levemir']))
            elif key == 'x':
                parts.append(str(r.choice([100, 100, 40])))
            i = m.end()
        parts.append(desc[i:])
        n.add(parts, '\n')
        if sc[3] == 'pump':
            n.ln('Device: volumetric infusion pump, asset no. {a}, serial {s} - quarantined and sent to EBME.',
                 a=(str(r.randrange(10000, 99999)), 'DEVICE'), s=('%s%07d' % (r.choice(['AGP', 'SN', '8015']), r.randrange(10 ** 7)), 'DEVICE'))
        if sc[3] == 'near miss' and not comm and r.random() < 0.8:
            n.ln('ADC audit: drawer accessed by {u} (biometric login, template {b}) at {t}.', u=(s2['user'], 'USERNAME'),
                 b=('%s%06d' % (r.choice(['BIO-', 'FP', 'BT-']), r.randrange(10 ** 6)), 'BIOID'), t=ctx.time())
        if sc[3] in ('allergy', 'frequency', 'opioid') and r.random() < 0.7:
            n.ln('ePMA audit: order signed by {u} at {t} from workstation {ip}; verified by {v}.', u=(s1['user'], 'USERNAME'),
                 t=ctx.time(), ip=(C.ip_private(r), 'IPADDR'), v=(ph['user'], 'USERNAME'))
        n.nl()
        n.ln('Immediate action: {a}', a=r.choice(['patient reviewed by doctor, obs increased to hourly', 'none required (near miss)',
                                                  'GP informed, patient phoned', 'error explained to patient; apology given',
                                                  'medicine withheld, bloods sent']))
        n.ln('Harm level: {h}', h=sc[4] if r.random() < 0.8 else sc[4] + ' (to be confirmed by handler)')
        facs = (['locum pharmacist', 'queue at counter', 'similar packaging', 'bags stored alphabetically', 'no address check at handout',
                 'high workload (42 items/hr)', 'new dispenser in training'] if comm else
                ['staffing - 2 RN short', 'interruptions during drug round', 'similar packaging', 'handwritten chart', 'agency staff unfamiliar with ePMA',
                 'no second check', 'alert fatigue', 'weekend - no ward pharmacist'])
        n.ln('Contributing factors: {c}', c=', '.join(B.pick(r, facs, r.randrange(1, 4))))
        if sc[4] != 'No harm':
            n.ln('Duty of Candour: patient and {rel} {k} informed by {d} on {dt}.' if uk else 'Disclosure: patient and {rel} {k} informed by {d} on {dt}.',
                 rel=p['nok']['rel'], k=B.fam(ctx), d=B.doc(ctx, staff=s1)[0], dt=ctx.ds(ctx.ahead(0)))
        if r.random() < 0.75:
            n.ln(r.choice(['Actions / learning:', 'ACTION PLAN', 'Learning points:']))
            for a in B.pick(r, ['Reminder to all staff re second checks for high-risk medicines', 'Shelf layout changed - LASA separators added',
                                'Added to monthly medication safety bulletin', 'ePMA alert wording reviewed with digital team', 'Reflective account completed by staff involved',
                                'Insulin "units" never abbreviated - poster campaign', 'Time-critical medicines list displayed on ward', 'Pump library limits updated',
                                'Case discussed at Medication Safety Group'], r.randrange(2, 4)):
                n.ln('  - {a}', a=a)
            if r.random() < 0.5:
                n.ln('Staff debrief held {d} ({w} present).', d=ctx.ds(ctx.ahead(r.randrange(1, 10))), w=[_staff_ref(ctx, s2), ' and ', C.name(ph, 'given', 'DOCTOR')])
        h = PE.make_staff(r, uk, 'pharmacist')
        n.ln('Handler: {nm} ({r}) - {e}', nm=ctx.sname(h, 'full'), r=r.choice(['Medication Safety Officer', 'Pharmacy Governance Lead', 'Superintendent Pharmacist']),
             e=(h['email'], 'EMAIL'))
        if not uk and r.random() < 0.6:
            n.ln('NCC MERP category: {c}. ISMP report: {y}.', c=r.choice(['B', 'C', 'D', 'E']), y=r.choice(['no', 'yes', 'not required']))
        if uk and not comm and r.random() < 0.4:
            n.ln('Shared with LFPSE; learning summary to {w} huddle.', w=(ctx.ward, 'HOSPITAL'))
    else:
        n.ln(r.choice(['PHARMACY INTERVENTION', 'Clinical Pharmacist Intervention Documentation', 'iVent - Pharmacy Intervention']))
        n.ln('Intervention #{x}   Date: {d} {t}', x=('%08d' % r.randrange(10 ** 8), 'IDNUM'), d=ctx.d(ctx.today), t=ctx.time())
        n.ln('Pt: {nm}  MRN {m}  {w} {b}', nm=ctx.pname(r.choice(['caps_comma', 'full', 'sur_comma', 'initials2', 'initials'])), m=(p['mrn'], 'MRN'), w=(ctx.ward, 'HOSPITAL'), b=B.bed(ctx))
        n.ln('DOB {dob} ({a})   Attending: {d}   Wt {w} kg', dob=ctx.d(p['dob']), a=B.age(ctx, r.choice(['y', 'yo2', 'sexafter'])),
             d=B.doc(ctx, cred='MD')[0], w=str(p['wt']))
        n.ln('Allergies: {a}   Dx: {x}', a=B.allergies(ctx), x=r.choice(M.ADMIT_REASONS).replace('paracetamol', 'acetaminophen'))
        typ = r.choice(['Renal dose adjustment', 'Drug-drug interaction', 'Allergy / contraindication', 'Therapeutic duplication',
                        'IV to PO conversion', 'Dose optimization - TDM', 'Drug omission'])
        n.ln('Type: {t}', t=typ)
        a, b_, why = r.choice(M.INTERACTIONS)
        ren = B.drugs(ctx, 1, must=[r.choice(['Gabapentin', 'Enoxaparin', 'Levetiracetam', 'Allopurinol', 'Metformin', 'Nitrofurantoin MR'])])[0]
        iss = {'Renal': ('dose exceeds renal max for CrCl', 'reduce dose / extend interval', B.drug_text(ctx, ren, 0)[0]),
               'Drug-': (a + ' + ' + b_ + ': ' + why, 'change to alternative', a + ' (new order)'),
               'Aller': ('pt reports PCN anaphylaxis', 'aztreonam or per allergy protocol', r.choice(['amoxicillin 500 mg PO TID', 'pip-tazo 4.5 g IV q8h', 'ampicillin-sulbactam 3 g IV q6h'])),
               'Thera': ('duplicate acid suppression', 'discontinue famotidine', 'pantoprazole 40 mg daily + famotidine 20 mg BID'),
               'IV to': ('tolerating PO diet x48h, afebrile', 'switch to PO 750 mg daily (100% bioavailable)', 'levofloxacin 750 mg IV q24h'),
               'Dose ': ('vancomycin AUC24 ~710 (above target)', 'reduce dose, repeat levels', 'vancomycin 1250 mg IV q12h'),
               'Drug ': ('home med not ordered - levothyroxine 88 mcg', 'add home med', 'none (omission)')}[typ[:5]]
        n.ln('Order: {o}', o=iss[2])
        if typ.startswith('Renal'):
            B.renal_line(n, ctx)
        n.ln('Issue: {x}', x=iss[0])
        n.ln('Recommendation to {d}: {x}', d=B.doc(ctx, staff=s1)[0], x=iss[1])
        n.ln('Outcome: {o}   Time: {m} min   Severity: {s}', o=r.choice(['Accepted', 'Accepted', 'Accepted w/ modification', 'Declined - team aware']),
             m=str(r.choice([5, 10, 15, 20])), s=r.choice(['significant', 'moderate', 'minor']))
        n.ln('Narrative: {x}', x=r.choice([
            ['Pt is a ', B.age(ctx, 'yearold'), ' ', 'female' if p['sex'] == 'F' else 'male', ' admitted ', ctx.ds(ctx.ago(r.randrange(1, 6))), ' with ',
             r.choice(M.ADMIT_REASONS).replace('paracetamol', 'acetaminophen'), '. Order reviewed during verification queue.'],
            ['Identified on daily renal/TDM report. Wt ', str(int(p['wt'] * 2.2)), ' lb, CrCl est ', str(r.randrange(18, 70)), ' mL/min.'],
            ['Flagged by nurse ', C.name(PE.make_staff(r, uk, 'nurse'), r.choice(['given', 'full']), 'DOCTOR'), ' at bedside scan.']]))
        if r.random() < 0.5:
            n.ln('Comm via secure chat, user {u}.', u=(s1['user'], 'USERNAME'))
        n.ln('Follow-up: {x}', x=r.choice([['recheck SCr ', ctx.ds(ctx.ahead(1))], 'levels ordered with AM labs', 'none required',
                                             ['pharmacy to reassess on ', ctx.ds(ctx.ahead(2))]]))
    B.signature(n, ctx, ph, ph.get('sig'))


# ----------------------------------------------------- prior authorization
PA_DRUGS = [
    ('Ozempic 1 mg/dose pen (semaglutide)', '0169-4132-12', 'E11.65', 'T2DM with hyperglycemia', ['metformin ER 2000 mg daily', 'glipizide 10 mg BID', 'Trulicity 1.5 mg weekly'], 'A1c 9.1%'),
    ('Eliquis 5 mg tab (apixaban)', '0003-0894-21', 'I48.91', 'atrial fibrillation', ['warfarin (labile INR, TTR 42%)'], 'TTR 42%'),
    ('Humira 40 mg/0.4 mL pen (adalimumab)', '0074-0554-02', 'M05.79', 'rheumatoid arthritis', ['methotrexate 20 mg weekly', 'hydroxychloroquine 400 mg daily', 'sulfasalazine 1 g BID'], 'DAS28 5.4'),
    ('Jardiance 25 mg tab (empagliflozin)', '0597-0153-30', 'I50.22', 'chronic systolic heart failure', ['dapagliflozin (non-formulary switch)'], 'EF 30%'),
    ('Repatha 140 mg/mL SureClick (evolocumab)', '72511-0760-02', 'E78.01', 'familial hypercholesterolemia', ['atorvastatin 80 mg', 'rosuvastatin 40 mg', 'ezetimibe 10 mg'], 'LDL 168 mg/dL'),
    ('Xarelto 2.5 mg tab (rivaroxaban)', '50458-0577-30', 'I25.10', 'CAD/PAD', ['aspirin 81 mg alone'], 'ABI 0.62'),
    ('Dupixent 300 mg/2 mL pen (dupilumab)', '0024-5915-02', 'L20.9', 'atopic dermatitis', ['triamcinolone 0.1% cream', 'tacrolimus 0.1% ointment'], 'EASI 27'),
    ('Mounjaro 5 mg/0.5 mL pen (tirzepatide)', '0002-1495-80', 'E11.9', 'T2DM', ['metformin 1000 mg BID', 'sitagliptin 100 mg'], 'A1c 8.6%'),
]
UK_NF = [
    ('Tirzepatide (Mounjaro) 5mg pen', 'T2DM, BMI 41, HbA1c 79 mmol/mol', 'NICE TA924', ['Metformin 1g BD', 'Gliclazide 80mg BD', 'Semaglutide 1mg weekly']),
    ('Dupilumab 300mg pre-filled pen', 'severe atopic dermatitis, EASI 26', 'NICE TA534', ['Ciclosporin 2.5mg/kg/day', 'Methotrexate 15mg weekly', 'Betamethasone 0.1% ointment']),
    ('Melatonin 2mg MR (Circadin) for under-55', 'insomnia in ASD, non-formulary age band', 'local formulary amber', ['Sleep hygiene programme', 'Promethazine 10mg ON']),
    ('Rifaximin 550mg', 'recurrent hepatic encephalopathy', 'NICE TA337', ['Lactulose 20ml TDS', 'Phosphate enemas']),
    ('Tolvaptan 15mg', 'SIADH - Na 118 refractory to fluid restriction', 'non-formulary - DTC approval required', ['Fluid restriction 1L/day', 'Demeclocycline 300mg BD', 'Sodium chloride 600mg tabs']),
    ('Semaglutide (Wegovy) 2.4mg', 'weight management - specialist service', 'NICE TA875', ['Orlistat 120mg TDS', 'Tier 3 weight service']),
]


def prior_auth(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    presc = PE.make_staff(r, uk, 'doctor')
    if not uk:
        presc['title'] = 'Dr.'
        presc['cred'] = r.choice(['MD', 'DO'])
    if uk:
        dr = r.choice(UK_NF)
        n.ln('{h}', h=(ctx.hosp, 'HOSPITAL'))
        n.ln(r.choice(['NON-FORMULARY MEDICINE REQUEST - Drug & Therapeutics Committee', 'INDIVIDUAL FUNDING REQUEST (IFR) - medicines',
                       'Formulary exception / high-cost drug application']))
        n.ln('Request ref: {x}   Date submitted: {d}', x=('%s%05d' % (r.choice(['NF-', 'IFR/', 'DTC-']), r.randrange(10 ** 5)), 'IDNUM'), d=ctx.d(ctx.today))
        B.pt_header(n, ctx, r.choice([0, 1, 6]))
        n.ln('Requesting clinician: {d} ({c}), {sp}', d=C.name(presc, r.choice(['title_full', 'title_sur']), 'DOCTOR'), c='Consultant',
             sp={'Tirz': 'Diabetes & Endocrinology', 'Dupi': 'Dermatology', 'Mela': 'Paediatric Neurology', 'Rifa': 'Hepatology',
                 'Tolv': 'Endocrinology', 'Sema': 'Obesity Medicine'}[dr[0][:4]])
        n.ln('GMC: {g}   Contact: {t}   Email: {e}', g=(presc['reg'], 'LICENSE'), t=ctx.phone(), e=(presc['email'], 'EMAIL'))
        n.ln('Clinical summary: {nm} is a {a} {p} with {dx}, diagnosed {y}, under {c} since {y2}. {x}', nm=ctx.pname(r.choice(['title_sur', 'given'])),
             a=B.age(ctx, 'yearold'), p=('woman' if p['sex'] == 'F' else 'man'), dx=dr[1].split(',')[0].split(' - ')[0], y=ctx.d(ctx.ago(r.randrange(700, 5000)), 'year'),
             c=(ctx.hosp, 'HOSPITAL'), y2=ctx.d(ctx.ago(r.randrange(300, 700)), r.choice(['month_year', 'mon_year'])),
             x=r.choice(['Two admissions in the last 12 months.', 'Quality of life severely affected (DLQI 21).', 'Has failed all formulary options listed below.', '']))
        n.ln('Drug requested: {d}', d=dr[0])
        n.ln('Indication: {i}', i=dr[1])
        n.ln('Evidence / status: {x}', x=dr[2])
        n.ln('Previous treatments:')
        for d in B.pick(r, dr[3], r.randrange(1, len(dr[3]) + 1)):
            n.ln('  - {t} ({a} - {b}): {o}', t=d, a=ctx.d(ctx.ago(r.randrange(400, 1200)), 'mon_year'), b=ctx.d(ctx.ago(r.randrange(30, 380)), 'mon_year'),
                 o=r.choice(['inadequate response', 'intolerance - GI', 'contraindicated', 'partial response']))
        n.ln('Why is this patient exceptional? {x}', x=r.choice(['works as a {p}; symptoms preventing return to work.', 'multiple admissions in past 12 months.',
                                                                   'no alternative licensed treatment suitable.']), p=(p['prof'], 'PROFESSION'))
        n.ln('Estimated annual cost: £{c}   Funding: {f}', c='{:,}'.format(r.randrange(800, 15000)), f=r.choice(['trust', 'ICB (PbR excluded)', 'Blueteq form completed']))
        n.ln('Pharmacy review: {nm} ({c}) - {x}', nm=ctx.sname(ph, 'full'), c=ph['cred'], x=r.choice(['criteria met', 'supports request', 'query dose - see note']))
        n.ln('Decision: {x} on {d}', x=r.choice(['Approved', 'Approved for 6 months, review', 'Declined - resubmit with outcome data', 'Pending DTC']),
             d=ctx.d(ctx.ahead(r.randrange(3, 30))))
        return B.signature(n, ctx, ph, ph.get('sig'))
    dr = r.choice(PA_DRUGS)
    pbm = r.choice(P.PBMS)
    n.ln(r.choice(['PRIOR AUTHORIZATION REQUEST', 'FORMULARY EXCEPTION / PRIOR AUTHORIZATION REQUEST FORM', 'Coverage Determination Request']))
    n.ln('To: {p}   Fax: {f}   Phone: {t}', p=(pbm, 'ORGANIZATION'), f=ctx.fax(), t=ctx.phone())
    n.ln('Date: {d}   Urgency: {u}', d=ctx.d(ctx.today), u=r.choice(['Standard', 'Expedited (72h)', 'Standard']))
    n.nl()
    n.ln('MEMBER INFORMATION')
    n.ln('Name: {nm}   DOB: {dob}', nm=ctx.pname(r.choice(['caps_comma', 'full', 'sur_comma'])), dob=ctx.d(p['dob']))
    n.ln('Member ID: {m}   Group #: {g}   Plan: {pl}', m=(p['member'], 'HEALTHPLAN'), g=(p['group'], 'HEALTHPLAN'), pl=(p['insurer'], 'ORGANIZATION'))
    n.ln('RxBIN: {b}   PCN: {c}', b=str(r.choice([610014, 3858, 4336, 610502, 15581])).zfill(6), c=r.choice(['ADV', 'MEDDPRIME', 'A4', 'CTRXMEDD']))
    if r.random() < 0.5:
        n.ln('Address: {a}   Phone: {t}', a=PE.addr_oneline(p['addr'], r), t=(p['phone'], 'PHONE'))
    if r.random() < 0.5:
        n.ln(r.choice(['SSN: {s}', 'Member SSN: {s}', 'SSN (required by plan): {s}']), s=(p['ssn'], 'SSN'))
    elif r.random() < 0.4:
        n.ln('Medicare MBI: {m}', m=('%d%s%d-%s%d-%s%d%d' % (r.randrange(1, 10), C.letters(r, 1), r.randrange(10), C.letters(r, 2), r.randrange(10),
                                                               C.letters(r, 2), r.randrange(10), r.randrange(10)), 'HEALTHPLAN'))
    n.nl()
    n.ln('PRESCRIBER INFORMATION')
    n.ln('Name: {nm}, {c}   NPI: {npi}   DEA: {dea}', nm=C.name(presc, 'full', 'DOCTOR'), c=presc['cred'], npi=(presc['reg'], 'LICENSE'),
         dea=(presc['dea'], 'LICENSE'))
    n.ln('Practice: {pr}, {a}', pr=(ctx.gp_practice, 'HOSPITAL'), a=PE.addr_oneline(ctx.fac_addr, r))
    n.ln('Phone: {t}   Fax: {f}   Office contact: {oc}', t=ctx.phone(), f=ctx.fax(), oc=C.name(PE.make_person(r, uk=uk), r.choice(['given', 'full']), 'DOCTOR'))
    n.nl()
    n.ln('MEDICATION REQUESTED')
    n.ln('{d}   NDC {ndc}   Qty {q} / {ds} days   Refills: {rf}', d=dr[0], ndc=dr[1], q=str(r.choice([1, 2, 3, 30, 60, 90])), ds=str(r.choice([28, 30, 84, 90])),
         rf=str(r.randrange(0, 12)))
    n.ln('Diagnosis: {icd} - {dx}', icd=dr[2], dx=dr[3])
    n.ln('Key clinical data: {x} ({d})', x=dr[5], d=ctx.ds(ctx.ago(r.randrange(5, 60))))
    n.ln('Formulary alternatives tried:')
    for t in dr[4]:
        a = ctx.ago(r.randrange(200, 1500))
        n.ln('  - {t}: {a} to {b} - {o}', t=t, a=ctx.d(a, r.choice(['mm_yyyy', ctx.dstyle, 'mon_year'])), b=ctx.d(ctx.ago(r.randrange(20, 190)), r.choice(['mm_yyyy', ctx.dstyle])),
             o=r.choice(['inadequate response', 'GI intolerance', 'hypoglycemia', 'contraindicated (eGFR 28)', 'rash']))
    n.ln('Rationale: {x}', x=\
         r.choice(['Step therapy requirements met; failure of two formulary agents documented above.', 'Medical necessity - see attached chart notes and labs.',
                   ['Continuation of therapy started during admission at ', (ctx.hosp, 'HOSPITAL'), ' (', ctx.ds(ctx.ago(r.randrange(20, 90))), ').']]))
    n.nl()
    n.ln('Submitted by: {nm}, {c} (clinic pharmacist) on behalf of prescriber; ph {t}', nm=ctx.sname(ph, 'full'), c=ph['cred'], t=ctx.phone())
    if r.random() < 0.5:
        n.ln('Portal submission: {u}', u=ctx.url())
    n.ln('Case/Ref #: {x}', x=('%s%s' % (r.choice(['PA-', 'CD', 'BK7', '']), C.digits(r, 9)), 'IDNUM'))
    outc = r.randrange(3)
    if outc == 0:
        n.ln('DETERMINATION: Approved {a} through {b}.', a=ctx.d(ctx.ahead(2)), b=ctx.d(ctx.ahead(r.choice([180, 365]))))
    elif outc == 1:
        n.ln('DETERMINATION: Denied {d} - {w}. Appeal rights letter mailed to member.', d=ctx.d(ctx.ahead(3)),
             w=r.choice(['step therapy not met', 'not medically necessary', 'quantity exceeds limit']))
    else:
        n.ln('Status: pending - additional info requested (fax {f}).', f=ctx.fax())
    if r.random() < 0.4:
        n.ln('Pt notified by phone {t} on {d}; spoke with {k}.', t=(p['mobile'], 'PHONE'), d=ctx.ds(ctx.ahead(4)), k=B.fam(ctx))
