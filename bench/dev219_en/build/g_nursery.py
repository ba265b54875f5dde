"""Newborn nursery exam/discharge, lactation consult, cranial US / echo report, ROP exam."""
import datetime as dt
import clin as K
import phi
from common import header, esign, bed, tm, mixfam, art

TD = dt.timedelta


# ------------------------------------------------------------------ nursery
def nursery(d, c):
    r = c.r
    m = c.mother
    hol = r.choice([26, 30, 36, 38, 42, 48, 50, 60, 72])
    day = c.day(hol // 24)
    disch = r.random() < 0.6
    header(d, c, r.choice(['Newborn Nursery Discharge Exam', 'Well Newborn H&P', 'NEWBORN DISCHARGE SUMMARY',
                           'Mother-Baby Unit: Newborn Exam']), day, hosp='birth', unit=False)
    if r.random() < 0.5:
        d.ln('Unit: {u}   {b}', u=(c.hosp('nursery'), 'HOSPITAL'), b=bed(c))
    d.ln()
    k = r.randrange(3)
    if k == 0:
        d.ln('{pt} is a {ag} {ga} wk {sx}, BW {bw} g ({pct}), born {dt} by {mode} to {mn}, a {ma} G{g}P{p}.',
             pt=c.pt(), ag=[(str(hol), 'AGE'), '-hour-old'], ga=c.ga_w, sx='female' if c.sex == 'F' else 'male',
             bw=c.bw, pct=r.choice(['AGA', 'LGA', 'SGA', 'AGA']), dt=c.D(c.dob),
             mode=r.choice(['NSVD', 'SVD', 'C/S', 'repeat CS', 'VAVD']), mn=c.fam(m, 'full'), ma=c.age_adj(m.age),
             g=r.randint(1, 5), p=r.randint(1, 4))
    elif k == 1:
        d.ln('HOL {h}. Term {sx} infant of {mn} ({ma}), born {dt} at {t}. Apgars 8/9. BW {bw} g.', h=hol,
             sx='female' if c.sex == 'F' else 'male', mn=['Mrs. ', phi.nm(m, 'FAMILY', 's')], ma=[(str(m.age), 'AGE'), 'F'],
             dt=c.Ds(c.dob), t=tm(c), bw=c.bw)
    else:
        d.ln('Baby: {pt}   Mother: {mn} (MRN {mm})   Father: {fn}', pt=c.pt(), mn=c.fam(m, 'lf'), mm=(c.id('mom_mrn'), 'MRN'),
             fn=c.fam(c.father, 'lf') if c.father else 'not listed')
        d.ln('DOB/TOB: {dt} {t}   GA {ga}   BW {bw} g', dt=c.D(c.dob), t=tm(c), ga=K.ga_str(c, r.randrange(5)), bw=c.bw)
    d.ln('Maternal: {l}. {x}', l=K.prenatal_labs(c), x=r.choice(K.MATERNAL_HX))
    d.ln()
    d.ln('EXAM  Wt today {w} g ({pl}% from BW), L {l} cm, HC {hc} cm', w=c.bw - r.randint(40, 300), pl='-%.1f' % r.uniform(1.2, 9.8),
         l=r.randint(46, 55), hc='%.1f' % r.uniform(32, 37))
    d.ln(K.vitals(c, 3))
    d.ln(K.exam(c, ['gen', 'heent', 'resp', 'cvs', 'abd', 'gu', 'hips', 'spine', 'neuro', 'skin'], pre=False))
    d.ln()
    d.ln('SCREENING')
    d.ln('- Hearing: {x} ({d})', x=r.choice(['AABR pass bilaterally', 'OAE pass R, refer L - rescreen AABR', 'AABR refer bilat -> outpt audiology',
                                             'pass both ears']), d=c.Ds(c.day(1)))
    d.ln('- CCHD: pre-ductal {a}% / post-ductal {b}% - {x}', a=r.randint(95, 100), b=r.randint(95, 100), x=r.choice(['pass', 'pass', 'repeat in 1 h - pass']))
    d.ln('- Bili: {tb} at {h} HOL. {lk}', tb=r.choice(['TcB 7.4', 'TcB 10.1', 'TcB 12.6 -> TSB 11.9', 'TcB 5.2', 'TSB 13.8']) if c.country == 'US'
         else r.choice(['TcB 126', 'TcB 188 -> TSB 176 umol/L', 'TcB 92', 'TSB 214 umol/L']), h=hol - r.randint(0, 10),
         lk=r.choice(['Bhutani: low-intermediate risk.', 'Below photo threshold per 2022 AAP.', 'No neurotoxicity risk factors.', 'BiliTool: 3.1 below threshold.'] if c.country == 'US'
                     else ['CPS nomogram: low risk zone.', 'Below phototherapy line (CPS 2007).', 'No risk factors.', 'Repeat TcB in 24 h per CPS.']))
    d.ln('- Newborn screen collected {dt}, card # {n}', dt=c.Ds(c.day(1)), n=(c.digits(2) + '-' + c.digits(6), 'IDNUM'))
    d.ln('- Hep B vaccine {x}; vit K IM and erythromycin eye ointment given', x=r.choice([['given ', c.Ds(c.dob)], 'deferred per parent', ['lot ', 'EH%dX%d' % (r.randint(100, 999), r.randint(1, 9)), ', given ', c.Ds(c.dob)]]))
    if c.sex == 'M' and r.random() < 0.4:
        d.ln('- Circumcision: {x} by {dr} {dt}; Gomco clamp, Vaseline gauze', x=r.choice(['done', 'completed, hemostasis good']), dr=c.dr('ob', 'dr_s'), dt=c.Ds(c.day(1)))
    d.ln('- Feeding: {x}. Voids x{v}, stools x{s} (transitional)', x=r.choice(['breastfeeding q2-3h, LATCH 8', 'BF + supplementing with Similac 360 15-30 mL', 'formula (Enfamil NeuroPro) 30-45 mL q3h',
                                                                       'BF, using nipple shield 20 mm']), v=r.randint(2, 7), s=r.randint(2, 6))
    d.ln('- Security band # {tg}; footprint ID {fp}', tg=(c.id('tag'), 'DEVICE'), fp=(c.id('bioid'), 'BIOID'))
    d.ln()
    if disch:
        d.ln('DISCHARGE: home with parents on {dt}. Car seat: rear-facing, checked by RN.', dt=c.D(day))
        d.ln('Follow-up with {dr} at {cl}, {ph}, on {fd} (48-72 h). {x}', dr=c.dr('pcp', r.choice(['dr_s', 'full_c'])), cl=(c.hosp('pcp'), 'HOSPITAL'),
             ph=(c.phone(), 'PHONE'), fd=c.Ds(day + TD(days=r.randint(1, 3)), r.choice(['wd_md', 'wd_mon', 'md', 'monthday'])),
             x=r.choice(['Weight and bili check.', 'Repeat TcB at visit.', '', 'Hearing rescreen referral sent.']))
        d.ln('Discharge address: {a}', a=phi.addr(c))
        if r.random() < 0.4:
            d.ln('Insurance: {pl} ID {id}', pl=r.choice(['Medicaid', 'CHIP', 'BCBS', 'Aetna', 'UHC', 'self-pay']) if c.country == 'US' else r.choice(['OHIP', 'MSP', 'provincial plan']),
                 id=(c.id('plan'), 'HEALTHPLAN'))
    else:
        d.ln('PLAN: continue routine newborn care; {x}. Anticipate d/c {dt}.', x=r.choice(['lactation consult', 'repeat TcB in AM', 'SW consult for limited PNC',
                                                                                           '48 h sepsis obs (GBS inadequate IAP)', 'blood glucose monitoring for IDM']),
             dt=c.Ds(day + TD(days=1)))
    d.ln()
    esign(d, c, r.choice(['pcp', 'res', 'att', 'nnp']), day)


# ------------------------------------------------------------------ lactation
def lactation(d, c):
    r = c.r
    m = c.mother
    dol = r.choice([1, 2, 3, 4, 6, 9, 14, 21, 30, 45])
    day = c.day(dol)
    momchart = r.random() < 0.35
    mt = 'PATIENT' if momchart else 'FAMILY'
    bt = 'FAMILY' if momchart else 'PATIENT'
    title = r.choice(['Lactation Consultation', 'LACTATION CONSULT NOTE', 'Lactation Follow-up', 'IBCLC Visit Note'])
    if momchart:
        d.ln('{h} - Postpartum / Mother-Baby', h=(c.hosp('birth'), 'HOSPITAL'))
        d.ln(title)
        d.ln('Patient: {mn}   MRN: {mm}   DOB: {db}', mn=phi.nm(m, 'PATIENT', r.choice(['LF', 'lf', 'full'])), mm=(c.id('mom_mrn'), 'MRN'),
             db=c.D(dt.date(c.dob.year - m.age, r.randint(1, 12), r.randint(1, 28))))
        d.ln('Date: {dt}   Room {rm}', dt=c.D(day), rm=(str(r.randint(210, 588)), 'LOCATION_OTHER'))
    else:
        header(d, c, title, day)
    d.ln()
    mref = [phi.nm(m, mt, r.choice(['full', 'g']))]
    bname = phi.nm(c.baby, bt, 'g') if c.named else None
    bref = [bname] if bname else ['(' + ('girl' if c.sex == 'F' else 'boy') + ')']
    d.ln('Reason: {x}', x=r.choice(['pumping for NICU infant', 'sore nipples, shallow latch', 'low milk supply', 'transition to breast in NICU',
                                    'engorgement', 'return to work planning', 'infant weight loss 10%', 'tongue-tie question']))
    d.ln('{mr}, {ma} {par}, {dl} after {mode}. Infant {br} born at {ga} wk, now {cg} wk CGA{nicu}.',
         mr=mref, ma=c.age(m.age, r.choice([0, 1, 3])), par=r.choice(['P1', 'G2P2', 'primip', 'multip (BF first child 14 mo)', 'G3P1']),
         dl=['day ', str(dol), ' postpartum'] if r.random() < 0.6 else ['delivered ', c.Ds(c.dob)],
         mode=r.choice(['SVD', 'C/S', 'stat C/S', 'induction']), br=bref, ga=c.ga_w, cg=K.pma(c, dol),
         nicu=r.choice([', in NICU', '', ' (in special care nursery)', ', rooming in']))
    d.ln()
    d.ln('Hx: {x}. Breast changes in pregnancy: {y}. Meds: {z}.', x=r.choice(['PCOS', 'breast reduction', 'no breast surgery', 'hypothyroid', 'IVF pregnancy', 'GDM']),
         y=r.choice(['yes', 'minimal', 'yes, colostrum leaking at 32 wk']), z=r.choice(['PNV', 'ibuprofen, PNV', 'sertraline (compatible)', 'domperidone 10 mg TID' if c.country == 'CA' else 'fenugreek (self-started)']))
    d.ln('Pumping: {p} hospital-grade pump, {n}x/24h; 24-h volume {v} mL (log reviewed). Night pumping {np}.', p=r.choice(['Medela Symphony', 'Spectra S1', 'Ameda Platinum']),
         n=r.randint(4, 10), v=r.randint(5, 900), np=r.choice(['yes', 'no', 'once']))
    if r.random() < 0.7:
        d.ln('Rental pump S/N {sn} issued{w}.', sn=(r.choice(['MS', 'SYM-', 'AP', '']) + c.digits(r.randint(6, 9)), 'DEVICE'),
             w=[' through WIC, ID ', (c.digits(9), 'IDNUM')] if c.country == 'US' and r.random() < 0.5 else '')
    d.ln('Feeding obs: {x}. LATCH score {l}/10. {lk}', x=r.choice(['cross-cradle L breast, wide gape after several attempts, audible swallows', 'sleepy at breast, 5 min of sucking bursts',
                                                                  'non-nutritive at emptied breast', 'football hold, good rhythm, 12 min R']), l=r.randint(4, 10),
         lk=r.choice(['Pre/post test weight +8 g.', 'Dr. Brown\'s bottle used for top-up.', 'Haberman feeder trialed.', 'Nipple shield 20 mm.', 'SNS (supplemental nursing system) set up.']))
    d.ln('Breasts: {x}. Nipples: {y}.', x=r.choice(['soft', 'filling', 'engorged bilaterally', 'firm L upper outer quadrant, no erythema']),
         y=r.choice(['everted, intact', 'compression stripe R', 'cracked L, healing', 'flat, everts with stimulation']))
    d.ln()
    d.ln('PLAN')
    d.ln('1. {x}', x=r.choice(['Pump 8x/day incl. once overnight; hands-on pumping', 'Skin-to-skin daily; non-nutritive sucking at breast', 'Breast compressions, switch nursing',
                              'Cold compresses, ibuprofen for engorgement']))
    d.ln('2. {x}', x=r.choice(['Label milk with patient barcode; freezer storage in NICU milk room', 'Donor milk consent signed for top-ups', 'Paced bottle feeding if needed',
                              'Weighted feeds twice weekly']))
    if m.prof and r.random() < 0.6:
        d.ln('3. Returns to work as {a} {pr} at {em} in {wk} weeks; pumping breaks discussed, letter provided.', a=art(m.prof), pr=(m.prof, 'PROFESSION'),
             em=(r.choice(phi.P.EMPLOYER), 'ORGANIZATION'), wk=r.randint(2, 12))
    d.ln('Outpatient lactation: {cl} {ph}. Video resources: {u}', cl=(r.choice([c.hosp('birth'), c.hosp('pcp')]), 'HOSPITAL'), ph=(c.phone(), 'PHONE'),
         u=('https://' + r.choice(['www.', '', 'learn.']) + r.choice(['example.org/pumping', 'example.com/breastfeeding/hands-on-pumping', 'milkmatters.example.net/videos',
                                                                      'nicu-families.example.org/lactation']), 'URL'))
    if r.random() < 0.5:
        d.ln('Mother prefers email: {e}', e=(c.email(m), 'EMAIL'))
    d.ln()
    esign(d, c, 'ibclc', day, r.choice([0, 1, 3, 5, 6]))


# ------------------------------------------------------------------ imaging
def imaging(d, c):
    r = c.r
    echo = r.random() < 0.45
    dol = r.choice([1, 3, 5, 7, 10, 14, 28, 30, 42, 60])
    day = c.day(dol)
    acc = (r.choice(['ECH', 'E', 'CV']) if echo else r.choice(['US', 'RAD', 'A'])) + c.digits(2) + '-' + c.digits(6)
    acc = (acc, 'IDNUM')
    k = r.randrange(3)
    if k == 0:
        d.ln('{h} - Department of {dp}', h=(c.hosp('nicu'), 'HOSPITAL'), dp='Cardiology' if echo else 'Medical Imaging')
    d.ln('{t}', t=r.choice(['PEDIATRIC ECHOCARDIOGRAM REPORT', 'Transthoracic Echo - Neonatal', 'Limited echo (PDA)']) if echo
         else r.choice(['US HEAD NEONATAL', 'CRANIAL ULTRASOUND', 'Head US (portable, NICU)', 'NEONATAL HEAD ULTRASOUND']))
    d.ln('Patient: {p}   MRN {m}   DOB {b}', p=c.pt(), m=(c.id('mrn'), 'MRN'), b=c.D(c.dob))
    d.ln('Accession: {a}   Order #: {o}   Exam date: {dt} {t}', a=acc, o=(c.digits(8), 'IDNUM'), dt=c.D(day), t=tm(c))
    d.ln('Location: NICU {b}   Ordering: {o}', b=bed(c), o=c.dr(r.choice(['att', 'nnp', 'fellow']), r.choice(['full_c', 'dr_s', 'LF'])))
    d.ln('Clinical: {ga} wk GA, BW {bw} g, DOL {dol}, {x}', ga=c.ga_w, bw=c.bw, dol=dol,
         x=(r.choice(['murmur', 'hemodynamically significant PDA?', 'PPHN follow-up', 'hypotension on pressors', 'pre-op', 'desaturation'])) if echo
         else r.choice(['routine IVH screening', 'follow-up of Gr II IVH', 'seizures', 'bulging fontanelle, increasing HC', 'term-equivalent screen']))
    if not echo:
        d.ln('Comparison: {x}', x=['prior ', c.Ds(day - TD(days=r.randint(3, 14)))] if r.random() < 0.7 else 'none')
        d.ln()
        d.ln('Technique: portable transfontanellar {x} imaging via anterior {y}fontanelle, {z}.', x=r.choice(['coronal and sagittal', 'grayscale and Doppler']),
             y=r.choice(['', 'and mastoid ']), z=r.choice(['8-5 MHz curvilinear probe', 'C8-5 transducer', 'microconvex probe']))
        d.ln('FINDINGS:')
        g = r.choice([0, 0, 0, 1, 1, 2, 3, 4, 5])
        d.ln(['No germinal matrix or intraventricular hemorrhage. Ventricles normal in size (VI 9 mm R, 10 mm L).',
              'Left germinal matrix hemorrhage (Grade I, Papile). Ventricles not dilated.',
              'Bilateral IVH without ventricular dilatation (Grade II). No parenchymal involvement.',
              'Right Grade III IVH with ventricular dilatation (VI 14 mm, > 97th centile Levene). Left Grade I.',
              'Echogenic periventricular white matter, likely flare; cystic PVL not seen.',
              'Periventricular hemorrhagic infarction L frontoparietal with adjacent IVH.'][g])
        d.ln(r.choice(['Choroid plexus normal. No extra-axial collection. Midline structures intact.', 'Thalamostriate vasculopathy noted bilaterally.',
                       'Cavum septum pellucidum (normal variant). RI 0.72 in ACA.', 'Posterior fossa via mastoid window unremarkable.']))
        d.ln()
        d.ln('IMPRESSION: {x}', x=[r.choice(['Normal cranial ultrasound.', 'No IVH.']), 'Grade I GMH on L.', 'Bilateral Grade II IVH.',
                                   r.choice(['Grade III IVH R with ventricular dilatation - neurosurgery aware.', 'Post-hemorrhagic ventricular dilatation, R > L.']),
                                   'Periventricular echogenicity (flare). Recommend repeat at 4 weeks to exclude cystic PVL.',
                                   'Evolving L PVHI; recommend repeat in 1 week.'][g])
        who = 'rad'
    else:
        d.ln('Sonographer: {s}   Equipment: {e} (transducer S/N {sn})', s=c.dr('sono', r.choice(['full_c', 'inits'])), e=r.choice(['Philips EPIQ CVx', 'GE Vivid E95', 'Siemens Acuson SC2000']),
             sn=(c.letters(2) + c.digits(7), 'DEVICE'))
        d.ln()
        d.ln('MEASUREMENTS: LA/Ao {la}  LVIDd {lv} mm (Z {z})  TAPSE {tp} mm  PDA {pd} mm  Ao root {ao} mm', la='%.1f' % r.uniform(1.0, 2.2),
             lv='%.1f' % r.uniform(9, 21), z='%+.1f' % r.uniform(-2, 2.5), tp='%.1f' % r.uniform(3.5, 9), pd='%.1f' % r.uniform(0, 3.5), ao='%.1f' % r.uniform(5, 11))
        d.ln('FINDINGS:')
        g = r.randrange(5)
        d.ln(['Large PDA (2.8 mm) with unrestrictive L-to-R flow; LA dilated; reversal of diastolic flow in descending aorta.',
              'Small PDA (1.1 mm), restrictive L-R. PFO with L-R shunt.', 'No PDA. Small secundum ASD vs stretched PFO, L-R.',
              'Bidirectional PDA shunting; flattened septum; TR jet 3.4 m/s, estimated RVSP 52 mmHg + RAP - c/w pulmonary hypertension.',
              'Normal segmental anatomy. Normal biventricular size and function. Tiny muscular VSD.'][g])
        d.ln(r.choice(['Normal LV systolic function (SF 34%).', 'Good biventricular function.', 'Mildly reduced RV function.', 'Aortic arch left-sided, unobstructed.']))
        d.ln('IMPRESSION: {x}', x=['Hemodynamically significant PDA. Consider treatment; repeat echo after acetaminophen course.',
                                  'Small restrictive PDA, likely closing; no intervention needed.', 'No PDA. Small ASD/PFO - follow-up echo in 6 months.',
                                  'Pulmonary hypertension with bidirectional ductal shunt.', 'Structurally normal heart apart from tiny muscular VSD.'][g])
        who = 'cards'
    d.ln()
    if r.random() < 0.7:
        d.ln('Discussed with {a} at {t} on {dt}.', a=c.dr(r.choice(['att', 'nnp', 'fellow']), r.choice(['dr_s', 'full_c'])), t=tm(c), dt=c.Ds(day))
    d.ln('Interpreted by: {n}', n=c.dr(who, r.choice(['full_c', 'fml_c', 'dr_full'])))
    if r.random() < 0.5:
        d.ln('Images archived to PACS node {ip} (study UID suffix {u}).', ip=(c.ip(), 'IPADDR'), u=(c.digits(6), 'IDNUM'))
    if r.random() < 0.4:
        d.ln('Finalized {dt} {t} by {u}', dt=c.D(day), t=tm(c), u=(c.clin(who).user, 'USERNAME'))


# ------------------------------------------------------------------ ROP
def rop(d, c):
    r = c.r
    dol = r.choice([21, 28, 35, 42, 49, 56, 63, 70])
    day = c.day(dol)
    tele = r.random() < 0.35
    header(d, c, r.choice(['ROP Screening Exam', 'Ophthalmology Consult - Retinopathy of Prematurity', 'ROP EXAM NOTE',
                           'Pediatric Ophthalmology - ROP follow-up']), day, style=r.choice([0, 1, 2, 3]))
    d.ln('GA {ga}  BW {bw} g  PMA today {pm}  Chronological age {ca}', ga=K.ga_str(c, r.randrange(5)), bw=c.bw, pm=K.pma(c, dol),
         ca=c.iage(dol, r.choice([1, 2])))
    if r.random() < 0.6:
        d.ln('Hx: {x}; {y}.', x=r.choice(['BPD on NIPPV', 'on LFNC 0.5 L', 'now RA', 'on CPAP +5 FiO2 0.28', 'extubated 1 wk ago']),
             y=r.choice(['s/p 2 PRBC transfusions', 'Gr II IVH', 'treated for NEC', 'CoNS sepsis DOL 12', 'no transfusions', 'on epo']))
    d.ln('Dilated with Cyclomydril x{n} {x}; topical proparacaine; {y}.', n=r.choice([2, 3]),
         x=r.choice(['at 5 min intervals', '', '1 h before exam']), y=r.choice(['lid speculum and scleral depressor used', 'sucrose + swaddling for comfort', 'RetCam imaging']))
    d.ln()
    sev = r.choice([0, 0, 1, 1, 1, 2, 3, 4])
    z = ['II', 'II', 'II', 'I', 'III'][sev] if sev != 1 else r.choice(['II', 'III'])
    st = ['0 (immature)', r.choice(['1', '2']), '2', r.choice(['3', '2']), r.choice(['1', '2'])][sev]
    pl = ['no plus', 'no plus', 'pre-plus', 'plus disease', 'no plus'][sev]
    d.ln('OD: Zone {z}, Stage {s}, {p}{h}', z=z, s=st, p=pl, h=r.choice(['', ', clock hours 6-9', ', 3 clock hours', ', temporal']) if sev else '')
    d.ln('OS: Zone {z}, Stage {s}, {p}', z=z, s=st if r.random() < 0.7 or sev == 0 else r.choice(['1', '2']), p=pl)
    d.ln('Anterior segment: {x}', x=r.choice(['clear', 'tunica vasculosa lentis present', 'clear media OU', 'iris vessels not dilated']))
    d.ln()
    d.ln('Assessment: {x}', x=['Immature retina, Zone %s, no ROP.' % z, 'Stage %s ROP Zone %s OU, no plus (Type 2 / mild).' % (st, z),
                              'Stage 2 ROP Zone II with pre-plus - close follow-up.', 'Type 1 ROP OU - treatment indicated.',
                              'Regressing ROP; vascularization progressing into Zone III.'][sev])
    nxt = day + TD(days=[14, 7, 7, 2, 14][sev])
    if sev in (0, 1, 2):
        d.ln('Plan: repeat exam in {w} ({dt}).', w=['2 weeks', '1-2 weeks', '1 week'][sev], dt=c.Ds(nxt))
        if r.random() < 0.4:
            d.ln('Parents updated by {who}; {p} present at exam.', who=c.dr('eye', 'dr_s'), p=c.fam(mixfam(c), r.choice(['g', 'ts'])))
    elif sev == 3:
        d.ln('Plan: {t} OU on {dt}; consent obtained from {p} by phone ({ph}), witnessed by {rn}.',
             t=r.choice(['intravitreal bevacizumab 0.625 mg', 'laser photocoagulation', 'ranibizumab 0.2 mg']), dt=c.D(nxt),
             p=c.fam(mixfam(c), r.choice(['full', 'ts'])), ph=(c.phone(), 'PHONE'), rn=c.dr('rn', 'full_c'))
    else:
        d.ln('Plan: outpatient ROP f/u after discharge at {e}, {a}; appt {dt} at {t}. Clinic tel {ph}.', e=(c.hosp('eye'), 'HOSPITAL'),
             a=phi.site_addr(c), dt=c.D(nxt), t=tm(c), ph=(c.phone(), 'PHONE'))
    if tele:
        d.ln()
        d.ln('Telemedicine: images captured by {ph} (RetCam Envision S/N {sn}) and uploaded from {ip}; image set {iset}; read remotely by {dr}.',
             ph=c.dr('rn', 'full_c'), sn=(c.letters(1) + c.digits(6), 'DEVICE'), ip=(c.ip(), 'IPADDR'), iset=('IMG-' + c.digits(7), 'IDNUM'),
             dr=c.dr('eye', 'dr_s'))
        if r.random() < 0.5:
            d.ln('Reading portal: {u}', u=('https://' + r.choice(['rop-read.example.org/case/', 'teleretina.example.net/s/', 'eyes.example.com/rop/']) + c.digits(6), 'URL'))
    d.ln()
    d.ln('{n}', n=c.dr('eye', r.choice(['full_c', 'fml_c', 'dr_full'])))
    d.ln('{e}  Tel {ph}  Fax {fx}', e=(c.hosp('eye'), 'HOSPITAL'), ph=(c.phone(0), 'PHONE'), fx=(c.phone(1), 'FAX'))
    if r.random() < 0.4:
        d.ln('cc: {a}; parents', a=c.dr('att', 'dr_s'))


GENRES = {
    'nursery_exam_discharge': (nursery, (35, 41)),
    'lactation_consult': (lactation, (25, 41)),
    'imaging_report': (imaging, (23, 40)),
    'rop_exam': (rop, (23, 31)),
}
