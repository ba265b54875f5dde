"""Genres: SCI admission assessment, rehab physician progress note, bladder & bowel programme note."""
import phi
from case import dt, addr, ctry
from clin import header, sign, vitals, labs, isncsci, med_list, time_str, ALLERGIES, PMH_SCI, PMH_AMP, ORGS_BACTERIA

VERT = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10',
        'T11', 'T12', 'L1', 'L2', 'L3', 'L4', 'L5', 'S1']
NT_IMAGING = {
    'an epidural abscess': ('a dorsal epidural abscess at {v0}-{v2} with cord compression', '{v0}-{v2} laminectomy and drainage'),
    'spinal cord infarction after aortic repair': ('T2 hyperintensity {v0}-{v2} consistent with cord infarct', 'lumbar drain placement and MAP augmentation'),
    'transverse myelitis': ('longitudinally extensive T2 signal {v0}-{v2}, enhancing', 'IV methylprednisolone then PLEX x5'),
    'a spinal cord AVM bleed': ('intramedullary hemorrhage at {v} from a dural AV fistula', 'endovascular embolization'),
    'metastatic cord compression': ('pathologic {v} fracture with epidural tumor', '{v0}-{v2} decompression and stabilization, then radiation'),
    'cervical spondylotic myelopathy': ('multilevel stenosis worst at {v}-{v2} with myelomalacia', '{v0}-{v2} laminoplasty'),
}


def _vert(r, c):
    lv = c.level
    if lv.startswith('C'):
        v = 'C7' if lv == 'C8' else lv
        vi = VERT.index(v) - r.choice([0, 0, 1])
    elif lv in ('T10', 'T11', 'T12'):
        vi = VERT.index(lv) - 1
    elif lv.startswith('T'):
        vi = VERT.index(lv) - r.choice([0, 1])
    else:
        vi = VERT.index('T12') + r.choice([0, 1])
    vi = max(2, min(vi, 22))
    return VERT[vi - 1], VERT[vi], VERT[vi + 1], VERT[min(vi + 2, 24)], VERT[max(vi - 2, 1)]


def _fx_surg(r, c):
    v0, v, v2, v3, vm = _vert(r, c)
    if not c.traumatic:
        im, sx = NT_IMAGING[c.mech]
        return im.format(v0=v0, v=v, v2=v2), sx.format(v0=v0, v=v, v2=v2)
    if v.startswith('C'):
        fx = r.choice(['%s-%s bilateral jumped facets with cord edema' % (v, v2), '%s burst fracture with retropulsion' % v,
                       '%s-%s fracture-dislocation with cord contusion' % (v, v2), '%s teardrop fracture' % v,
                       'central cord pattern on background of C3-6 spondylosis, no fracture'])
        sx = r.choice(['%s-%s ACDF' % (v, v2), '%s-%s posterior decompression and fusion' % (v0, v2),
                       'anterior-posterior %s-%s fusion' % (v0, v2), '%s-%s laminectomy and lateral mass fusion' % (vm, v3)])
    else:
        fx = r.choice(['%s Chance fracture' % v, '%s-%s fracture-dislocation' % (v, v2),
                       '%s burst fracture with %d%% canal compromise' % (v, r.choice([30, 40, 50, 60, 70])),
                       '%s-%s translational injury' % (v, v2)])
        sx = r.choice(['%s-%s posterior instrumented fusion' % (vm, v3), '%s-%s posterior fusion with %s laminectomy' % (v0, v2, v),
                       '%s corpectomy with cage and %s-%s fixation' % (v, vm, v3)])
    return fx, sx


COMPL = ['bradycardia requiring atropine x2', 'LLL pneumonia treated with piperacillin-tazobactam',
         'neurogenic shock on norepinephrine for 3 days', 'E. coli UTI treated with ceftriaxone',
         'R peroneal DVT, now on therapeutic enoxaparin', 'sacral deep tissue injury noted on HD 5',
         'dysphagia after ACDF, on minced-moist diet', 'symptomatic orthostatic hypotension',
         'hyponatremia (Na 128) from SIADH, fluid restricted', 'no major complications',
         'tracheostomy on HD 9, decannulated before transfer', 'ileus requiring NG decompression x48h']
HOMES = ['two-storey home with 5 steps to enter', 'bungalow with 3 steps at the front', 'ground-floor apartment',
         'split-level house', 'mobile home with 4 steps and no rails', 'farmhouse with basement laundry',
         'third-floor walk-up apartment', 'townhouse, bedroom upstairs', 'condo with elevator access']


def admission(n, c):
    r = c.r
    pt = c.pt
    fx, sx = _fx_surg(r, c)
    header(n, c, r.choice(['Inpatient Rehabilitation Admission H&P', 'SCI Rehabilitation Admission Assessment',
                           'Admission History and Physical - Spinal Cord Injury Program', 'PM&R Admission Note']))
    n.ln('Admission date: {d}   Referring facility: {a}', d=dt(c, c.adm_date), a=('HOSPITAL', c.acute))
    n.ln('Referring physician: {d}   Room {rm}', d=c.staff['surgeon'].doc(r, 'dr'), rm=('LOCATION_OTHER', c.room))
    n.ln('Source: {s}', s=r.choice(['patient and chart review', 'patient, wife at bedside, and acute care records',
                                    'chart review; patient limited by fatigue', 'patient and transfer summary']))
    n.ln()
    n.ln('CHIEF COMPLAINT: new {lv} AIS {a} {t}SCI, admitted for comprehensive inpatient rehabilitation.',
         lv=c.level, a=c.ais, t='traumatic ' if c.traumatic else 'non-traumatic ')
    n.ln()
    n.plain('HPI: ')
    ap = phi.age_piece(r, c.age, c.sex, r.choice(['year-old', 'yo', 'y/o', 'words']))
    n.f('{nm} is {art} {age} {hand}-handed {sx} ', nm=pt.name(r, r.choice(['title', 'full', 'titlefull'])),
        art=phi.a_an(ap), age=ap,
        hand=r.choice(['right', 'right', 'left']), sx='man' if c.sex == 'M' else 'woman')
    if r.random() < 0.7:
        n.f('{w} {art} {p} with {e} ', w=r.choice(['who works as', 'employed as', 'and']), art=phi.a_an(c.prof), p=('PROFESSION', c.prof),
            e=('ORGANIZATION', c.employer))
    if c.traumatic:
        n.f('who sustained an SCI on {d} after {m}', d=dt(c, c.inj_date), m=c.mech)
    else:
        n.f('who developed acute {p} on {d} due to {m}', d=dt(c, c.inj_date), m=c.mech,
            p='tetraparesis' if c.tetra else 'paraparesis')
    if r.random() < 0.5:
        n.f(' at {lm} near {ci}, {st}', lm=('LOCATION_OTHER', c.landmark), ci=('CITY', c.city), st=('STATE', c.st))
    n.f('. {He} was taken by {how} to {a}, where imaging showed {fx}. {He} ' + ('underwent' if c.traumatic else 'was treated with') +
        ' {s} ({d}) on {sd}. ',
        He=c.he.capitalize(), how=r.choice(['EMS', 'air ambulance', 'ground ambulance', 'private vehicle']),
        a=('HOSPITAL', c.acute), fx=fx, s=sx,
        d=c.staff['surgeon'].doc(r, r.choice(['dr', 'drfull'])), sd=dt(c, phi.add_days(c.inj_date, r.randint(0, 2)), r.choice(['full', 'short'])))
    n.f('Acute course complicated by {x}', x=r.choice(COMPL))
    if r.random() < 0.5:
        n.f(' and {x}', x=r.choice(COMPL))
    n.f('. Transferred to {h} on {d}.\n\n', h=('HOSPITAL', c.hosp_short if r.random() < 0.5 else c.hosp), d=dt(c, c.adm_date, r.choice(['full', 'short'])))
    n.ln('PMH: {x}', x=', '.join(r.sample(PMH_SCI, r.randint(1, 4))))
    n.ln('PSH: {x}', x=r.choice(['as above', 'appendectomy (remote)', 'as above; L knee arthroscopy', 'none prior']))
    n.ln('Allergies: {x}', x=r.choice(ALLERGIES))
    n.ln('Medications on transfer:')
    for m in med_list(r, c):
        n.ln('  - {m}', m=m)
    n.ln()
    rel, fam, fage, fprof = c.family[0]
    n.plain('SOCIAL HISTORY: ')
    n.f('Lives with {his} {rel} {f}', his=c.his, rel=rel, f=fam.name(r, r.choice(['first', 'full'])))
    if fage and r.random() < 0.6:
        n.f(' ({a})', a=('AGE', str(fage)))
    n.f(' in a {h} in {ci}, {st}. ', h=r.choice(HOMES), ci=('CITY', c.city), st=('STATE', r.choice([c.st, c.state])))
    if fprof:
        n.f('{Rel} works as {art} {p}. ', Rel=rel.capitalize(), art=phi.a_an(fprof), p=('PROFESSION', fprof))
    if c.origin:
        n.f('Born in {o}; moved to {cn} in {y}. ', o=ctry(c.origin),
            cn=('COUNTRY', 'Canada' if c.country == 'CA' else 'the US'),
            y=('DATE', str(c.dob.year + r.randint(5, max(6, c.age - 2)))))
    n.f('Tobacco: {t}. EtOH: {e}. Drugs: {d}.\n', t=r.choice(['never', ['former, quit ', dt(c, phi.add_days(c.date, -r.randint(400, 5000)), 'year')], '1 ppd x 15 yrs', 'vapes daily']),
        e=r.choice(['social', 'none', '6-8 beers/wk', 'heavy on weekends']), d=r.choice(['denies', 'cannabis nightly', 'denies IVDU']))
    if r.random() < 0.5:
        n.f('Substitute decision-maker / emergency contact: {f}, {rel}, {ph}.\n', f=fam.name(r, 'full'), rel=rel,
            ph=('PHONE', phi.phone_str(r, c.area)))
    n.ln('FAMILY HISTORY: {x}', x=r.choice(['noncontributory', "father with Parkinson's disease", 'mother T2DM, HTN',
                                             'no family history of VTE', 'brother with MS']))
    n.ln()
    n.ln('EXAM')
    n.ln(vitals(r, c.tetra))
    n.ln('Gen: {x}', x=r.choice(['alert, pleasant, in halo vest', 'NAD, in Aspen collar', 'lying in bed, TLSO at bedside',
                                   'awake, oriented x3, GCS 15', 'appears fatigued but engaged']))
    n.ln('CV: {x}', x=r.choice(['RRR, no m/r/g', 'brady 54, regular', 'RRR, 1+ pedal edema bilat']))
    n.ln('Resp: {x}', x=r.choice(['CTA bilat, weak cough, VC 1.4 L', 'diminished bases, uses abdominal binder',
                                    'clear, assisted cough effective']))
    n.ln('Abd: soft, {x}', x=r.choice(['hypoactive BS', 'NT/ND, BS+', 'mildly distended, tympanic']))
    n.ln('GU: {x}', x=r.choice(['Foley 16 Fr in place, clear yellow urine', 'voiding via CIC q6h', 'condom catheter']))
    n.ln('Skin: {x}', x=r.choice(['intact', 'stage 2 PI sacrum 1.5 x 1.0 cm, clean base', 'incision C/D/I, staples out',
                                    'blanchable erythema bilat heels', 'DTI L heel 2 x 2 cm, boggy']))
    n.ln('Tone: Modified Ashworth {x}', x=r.choice(['0 throughout', '1+ bilat hamstrings', '2 R gastroc-soleus',
                                                      '1 bilat elbow flexors']))
    n.ln('Reflexes: {x}', x=r.choice(['Hoffmann neg bilat, Babinski upgoing bilat', 'hyporeflexic LEs (spinal shock resolving)',
                                        '3+ patellar with 3 beats clonus', 'Babinski mute, BCR present']))
    n.ln()
    n.ln('ISNCSCI ({d}, examiner {e})', d=dt(c, c.adm_date, r.choice(['full', 'short'])), e=c.staff['physiatrist'].doc(r, r.choice(['last', 'initcred'])))
    isncsci(n, c, r)
    n.ln()
    n.ln('FUNCTION: {x}', x=r.choice(['SCIM III 18/100', 'FIM motor 24, cognitive 33', 'Section GG self-care 12, mobility 19',
                                        'SCIM III 34/100; max A bed mobility']))
    n.ln()
    n.ln('ASSESSMENT/PLAN')
    k = 0
    k += 1
    n.ln('{k}. {lv} AIS {a} SCI. PT/OT 3 h/day 5 d/wk; SLP PRN. ELOS {w} wk, tentative DC {d}.', k=str(k), lv=c.level, a=c.ais,
         w=str(r.randint(3, 10)), d=dt(c, phi.add_days(c.date, r.randint(21, 70)), r.choice(['full', 'short'])))
    k += 1
    n.ln('{k}. Neurogenic bladder: {x}', k=str(k), x=r.choice(['remove Foley, start CIC q4-6h, PVR scans', 'keep Foley until UDS',
                                                    'CIC q6h; oxybutynin 5 mg TID']))
    k += 1
    n.ln('{k}. Neurogenic bowel: daily AM program, bisacodyl supp + DRS, senna qHS', k=str(k))
    if c.level in ('C4', 'C5', 'C6', 'C7', 'C8', 'T1', 'T2', 'T3', 'T4', 'T6'):
        k += 1
        n.ln('{k}. AD risk: education pt/family, nifedipine PRN, BP card at bedside', k=str(k))
    k += 1
    n.ln('{k}. VTE ppx: enoxaparin through {d}', k=str(k), d=dt(c, phi.add_days(c.inj_date, r.choice([56, 84, 90])), r.choice(['full', 'short'])))
    k += 1
    n.ln('{k}. Skin: turns q2h, air mattress, pressure mapping with seating team', k=str(k))
    k += 1
    n.f('{k}. Mood/adjustment: psychology consult ({d})', k=str(k), d=c.staff['psych'].doc(r, 'dr'))
    if r.random() < 0.5:
        n.f('; offered peer visit via {o}', o=('ORGANIZATION', r.choice(['Spinal Connect Peer Network', 'Rolling Forward Peer Program',
                                                                          'SCI Peer Mentors of the Prairies'])))
    n.plain('\n')
    k += 1
    n.ln('{k}. Dispo: family training with {f}; SW {s} to start funding applications.', k=str(k), f=fam.name(r, r.choice(['first', 'full', 'title'])),
         s=c.staff['sw'].doc(r, r.choice(['full', 'first'])))
    if r.random() < 0.45:
        n.ln('Identity: palm-vein biometric enrolment completed, ID {b}.', b=('BIOID', c.bio))
    n.ln('Code status: {x}', x=r.choice(['Full code', 'Full code (confirmed with patient)', 'DNR/DNI - see form']))
    sign(n, c, 'physiatrist')


SUBJ = ['Slept poorly, spasms overnight.', 'No complaints this am. Eager for therapy.', 'Reports burning pain in legs 6/10.',
        'Had headache at 0300 with BP 168/94 -- resolved after bladder emptied.', 'Frustrated with bowel accidents.',
        'Feels "wiped out" after PT yesterday.', 'No new concerns.', 'Phantom pain worse at night, 7/10, shooting.',
        'Residual limb sore after shrinker on too long.', 'Mood better, visited by kids.', 'Nausea after breakfast, resolved.']


def progress(n, c):
    r = c.r
    pt = c.pt
    hd = (c.date - c.adm_date).days + 1
    if r.random() < 0.5:
        header(n, c, r.choice(['Physiatry Progress Note', 'Rehab Medicine Daily Progress Note', 'PM&R Progress Note']))
    else:
        n.ln('{t} {d}  {nm}  HD#{h}', t=r.choice(['PROGRESS NOTE', 'Rehab MD note', 'PN']), d=dt(c, c.date, r.choice(['short', 'full'])),
             nm=pt.name(r, r.choice(['LASTFIRST', 'initials', 'full'])), h=str(hd))
        n.ln('Rm {rm}  MRN {m}', rm=('LOCATION_OTHER', c.room), m=('MRN', c.mrn))
    dx = '%s AIS %s SCI' % (c.level, c.ais) if c.kind == 'sci' else '%s %s amputation 2/2 %s' % (c.side[0].upper(), c.amp[1], c.cause)
    n.ln('Dx: {x}. Hospital day {h}.', x=dx, h=str(hd))
    n.ln()
    sj = [SUBJ[i] for i in ((0, 1, 2, 3, 4, 5, 6, 9, 10) if c.kind == 'sci' else (1, 5, 6, 7, 8, 9, 10))]
    a, b = r.sample(sj, 2)
    n.ln('S: {a} {b}', a=a, b=b)
    if r.random() < 0.5:
        rel, fam, fage, fprof = c.family[r.randrange(len(c.family))]
        n.ln('   {R} {f} at bedside, asking about {q}.', R=rel.capitalize(), f=fam.name(r, r.choice(['first', 'full', 'title'])),
             q=r.choice(['discharge date', 'home modifications', 'driving', 'return to work', 'pain meds']))
    n.ln('O: {v}', v=vitals(r, c.kind == 'sci' and c.tetra))
    n.ln('   I/O: CIC volumes {a}-{b} mL' if c.kind == 'sci' else '   Residual limb: {x}',
         a=str(r.randint(150, 350)), b=str(r.randint(400, 700)),
         x=r.choice(['incision healing, sutures intact, no drainage', 'mild distal edema, shrinker on',
                     'small eschar 1 cm at distal incision', 'bulbous, volume fluctuating', 'well-healed, conical']))
    if r.random() < 0.6:
        n.plain(labs(r))
    n.ln('   Therapy: PT - {p}; OT - {o}', p=r.choice(['gait 150 ft RW CGA', 'transfers slide board min A', 'w/c propulsion 300 ft mod I',
                                                     'stairs x4 with rail, SBA', 'BWSTT 25% BWS 0.8 mph']),
         o=r.choice(['UB dressing set-up', 'grooming with U-cuff', 'tub transfer bench min A', 'LB dressing mod A with reacher']))
    n.ln()
    n.ln('A/P:')
    probs = (['Spasticity: baclofen titrated to 15 mg TID', 'Neurogenic bladder: CIC q4h, volumes OK',
              'Bowel: BM x2 with routine, continue', 'AD: 1 episode, trigger bladder, education reinforced',
              'OH: abd binder + TEDs, midodrine PRN', 'Neuropathic pain: gabapentin to 600 mg TID',
              'Skin: sacrum intact, continue turns q2h']
             if c.kind == 'sci' else
             ['Phantom limb pain: gabapentin 300 TID, add mirror therapy', 'Residual limb: shrinker 23 h/day',
              'DM: BG 140s-210s, glargine up to 24 units', 'PAD: ASA/statin; vascular f/u', 'Contralateral foot: heel protector, daily checks',
              'CKD: Cr stable 1.4', 'Prosthetic: casting once limb volume stable'])
    for i, p in enumerate(r.sample(probs, r.randint(3, 6))):
        n.ln('{i}. {p}', i=str(i + 1), p=p)
    n.f('Team conference {w}: ', w=dt(c, phi.add_days(c.date, r.randint(1, 4)), r.choice(['weekday', 'wd_md'])))
    n.f('DC target {d} home with {rel}', d=dt(c, phi.add_days(c.date, r.randint(7, 30)), r.choice(['short', 'full'])), rel=c.rel)
    if r.random() < 0.5:
        n.f(' in {ci}', ci=('CITY', c.city))
    n.plain('.\n')
    if r.random() < 0.3:
        n.ln('Discussed with {res} (PGY-{y}).', res=c.staff['resident'].doc(r, r.choice(['dr', 'full'])), y=str(r.randint(2, 4)))
    sign(n, c, r.choice(['physiatrist', 'physiatrist', 'resident', 'np']))


def bladder_bowel(n, c):
    r = c.r
    pt = c.pt
    title = r.choice(['Neurogenic Bladder & Bowel Program Note', 'Continence Clinic - Bladder/Bowel Management',
                      'Bowel and Bladder Programme Review', 'SCI Bladder/Bowel Follow-up'])
    header(n, c, title)
    author = r.choice(['rn', 'wound', 'physiatrist', 'urol', 'np'])
    n.ln('Reason: {x}', x=r.choice(['review of CIC program', 'recurrent UTIs', 'bowel accidents x3/wk', 'post-Botox follow-up',
                                      'urodynamics result review', 'transition from Foley to intermittent catheterization']))
    n.ln('Dx: {lv} AIS {a} SCI (injury {d}); neurogenic detrusor overactivity{dsd}; neurogenic bowel ({t}).',
         lv=c.level, a=c.ais, d=dt(c, c.inj_date, r.choice(['full', 'partial'])),
         dsd=r.choice([' with DSD', '', ' with DSD, high storage pressures']),
         t='areflexic' if c.level in ('T12', 'L1', 'L2') else 'reflexic')
    n.ln()
    n.ln('BLADDER')
    n.ln('Method: {m}', m=r.choice(['CIC q4-6h by self with 14 Fr hydrophilic catheter', 'CIC by caregiver q6h, 12 Fr coude',
                                      'indwelling Foley 16 Fr, changed monthly', 'suprapubic catheter 16 Fr, changed q4wk',
                                      'reflex voiding into condom catheter + leg bag', 'CIC via Mitrofanoff stoma q4h']))
    n.ln('Diary ({d1} to {d2}): {k} caths/day, volumes {a}-{b} mL, {l}.', d1=dt(c, phi.add_days(c.date, -7), 'md'),
         d2=dt(c, phi.add_days(c.date, -1), 'md'), k=str(r.randint(4, 7)), a=str(r.randint(180, 300)), b=str(r.randint(380, 750)),
         l=r.choice(['no leakage', 'leaking between caths 1-2x/day', 'dry overnight', 'wet twice at night']))
    n.ln('Meds: {m}', m=', '.join(r.sample(['oxybutynin 5 mg TID', 'mirabegron 50 mg daily', 'trospium 20 mg BID',
                                             'tamsulosin 0.4 mg daily', 'methenamine 1 g BID', 'solifenacin 10 mg daily'], 2)))
    if r.random() < 0.6:
        n.ln('UDS {d}: capacity {cap} mL, NDO at {v} mL with Pdet max {p} cmH2O, {dsd}, compliance {co} mL/cmH2O.',
             d=dt(c, max(phi.add_days(c.inj_date, 40), phi.add_days(c.date, -r.randint(10, 200))), r.choice(['full', 'partial'])), cap=str(r.randint(180, 520)),
             v=str(r.randint(90, 300)), p=str(r.randint(18, 85)), dsd=r.choice(['DSD present', 'no DSD']), co=str(r.randint(8, 40)))
    if r.random() < 0.5:
        n.ln('onabotulinumtoxinA {u} units intradetrusor given {d} by {dr}.', u=r.choice(['100', '200', '300']),
             d=dt(c, max(phi.add_days(c.inj_date, 60), phi.add_days(c.date, -r.randint(30, 240)))), dr=c.staff['urol'].doc(r, r.choice(['dr', 'drfull'])))
    n.ln('UA {d}: {x}. Accession {acc}.', d=dt(c, phi.add_days(c.date, -r.randint(0, 5)), 'short'),
         x=r.choice(['LE 2+, nitrite +, WBC 25-50', 'LE trace, nitrite neg, WBC 0-5', 'cloudy, WBC >50, bacteria many']),
         acc=('IDNUM', phi.idnum(r, 'accession')))
    if r.random() < 0.6:
        n.ln('Urine culture: >100,000 CFU/mL {o}; {s}.', o=r.choice(ORGS_BACTERIA),
             s=r.choice(['colonization, asymptomatic - no tx', 'symptomatic (fever, spasms) - nitrofurantoin x7d',
                         'ESBL - ID consulted']))
    n.ln('Renal/bladder US: {x}', x=r.choice(['no hydronephrosis, no stones', 'mild L hydro, bladder wall thickening',
                                                'not done this year - ordered']))
    n.ln()
    n.ln('BOWEL')
    n.ln('Routine: {t} {w}, {m}; time to completion {k} min; Bristol {b}.', t=r.choice(['daily', 'every other day', 'daily']),
         w=r.choice(['in AM after breakfast', 'in evening', 'after supper']),
         m=r.choice(['bisacodyl 10 mg supp + digital rectal stimulation', 'mini-enema + DRS', 'manual evacuation on padded commode',
                     'transanal irrigation (500 mL)']), k=str(r.randint(20, 90)), b=str(r.randint(2, 6)))
    n.ln('Accidents: {x}. Oral: {o}.', x=r.choice(['none in 2 wks', '1-2/week', 'daily small smears', 'one large in community']),
         o=r.choice(['senna 17.2 mg qHS + PEG 17 g', 'docusate 100 BID', 'psyllium daily', 'none']))
    n.ln('Caregiver: {f} ({rel}) performs DRS{t}.', f=c.fam.name(r, r.choice(['first', 'full', 'title'])), rel=c.rel,
         t=r.choice(['; competent', ', needs refresher', '; home care aide on weekends']))
    n.ln()
    n.ln('PLAN')
    n.ln('- {x}', x=r.choice(['increase CIC to q4h while awake', 'switch to 14 Fr closed system for travel',
                               'repeat UDS in 6 months', 'refer for cystoscopy', 'continue current program']))
    n.ln('- {x}', x=r.choice(['add PEG on days without BM', 'trial transanal irrigation', 'adjust timing to evening routine',
                               'education: AD signs with bowel care']))
    n.ln('- Supplies: {v}, order #{o}, {q}.', v=('ORGANIZATION', c.vendor), o=('IDNUM', phi.idnum(r, 'order')),
         q=r.choice(['200 caths/month', '180 hydrophilic caths + 30 gloves/box', 'leg bags x4, night bag x2']))
    n.ln('- F/U {d} with {dr}{where}.', d=dt(c, phi.add_days(c.date, r.randint(28, 180)), r.choice(['full', 'month_year', 'short'])),
         dr=c.staff['urol'].doc(r, 'dr'), where=[' at ', ('HOSPITAL', c.clinic)] if r.random() < 0.6 else '')
    if r.random() < 0.4:
        n.ln('Questions: clinic line {ph}, fax {fx}', ph=('PHONE', phi.phone_str(r, c.area, ext=r.random() < 0.4)),
             fx=('FAX', phi.phone_str(r, c.area)))
    sign(n, c, author)
