"""Genres: admission medicines reconciliation; clinical pharmacist ward note."""
import core as C
import meds as M
import blocks as B
import people as PE
import pools as P


def _sources(n, ctx):
    r, p, uk = ctx.rng, ctx.pt, ctx.uk
    k = p['nok']
    opts = []
    if uk:
        opts.append(['Patient interview', r.choice([' - good historian', ' (confused, limited hx)', ' at bedside', ''])])
        opts.append(['GP summary via ', r.choice(M.SYSTEMS_UK[:2]), ' - ', (ctx.gp_practice, 'HOSPITAL')])
        opts.append(['SCR viewed with verbal consent'])
        opts.append(['PODs brought in by ', k['rel'], ' ', B.fam(ctx)])
        opts.append(['Community pharmacy (', (ctx.pharmacy, 'HOSPITAL'), ', ', (p['addr']['town'], 'CITY'),
                     ') tel ', ctx.phone(), ' - spoke to ', (r.choice(P.FEMALE + P.MALE), 'DOCTOR')])
        opts.append(['MAR chart from ', (PE.fac_name(r, P.CARE_HOME_FMT), 'HOSPITAL')])
    else:
        opts.append(['Patient', r.choice([' (reliable)', ' - unable to provide (intubated)', ' at bedside', ''])])
        opts.append([k['rel'].capitalize(), ' ', B.fam(ctx), ' by phone ', (k['phone'], 'PHONE')])
        opts.append(['Surescripts fill hx (last 12 mo)'])
        opts.append(['Outpatient pharmacy: ', (ctx.pharmacy, 'HOSPITAL'), ' ', ctx.phone()])
        opts.append(['PCP office notes - ', (ctx.gp_practice, 'HOSPITAL')])
        opts.append(['Pill bottles brought from home', r.choice(['', ' (several expired)', ' - dates reviewed'])])
        opts.append(['SNF med list from ', (PE.fac_name(r, P.US_SNF_FMT), 'HOSPITAL')])
    chosen = B.pick(r, opts, r.randrange(2, 5))
    style = r.randrange(3)
    if style == 0:
        n.ln('Sources:')
        for i, s in enumerate(chosen):
            n.ln('  {i}) {s}', i=str(i + 1), s=s)
    elif style == 1:
        n.add('Sources used: ')
        for i, s in enumerate(chosen):
            n.add(s, '; ' if i < len(chosen) - 1 else '\n')
    else:
        n.ln('SOURCES OF INFORMATION')
        for s in chosen:
            n.ln('- {s}', s=s)


DISC_UK = ['Not on GP list but patient reports buying OTC', 'Dose on GP record differs from dose taken',
           'Omitted on admission - please prescribe', 'Stopped by GP {d} - do not restart',
           'Last dose taken {d} pm per patient', 'Held on admission due to AKI - review daily',
           'Not taken since {d} - patient stopped due to SEs']
DISC_US = ['Taking OTC, not on outpatient list', 'Dose per pt differs from fill history',
           'Not ordered on admission - ? intentional', 'Discontinued by PCP {d}', 'Last dose {d} AM per wife',
           'Held 2/2 AKI, reassess', 'Last filled {d} - 90 DS, adherence questionable',
           'Pt self-discontinued {d} 2/2 dizziness']


def med_rec(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    adm = ctx.ago(r.randrange(0, 3))
    n.ln(r.choice(['MEDICINES RECONCILIATION', 'Pharmacy Medicines Reconciliation', 'MED REC - PHARMACY',
                   'Drug History & Medicines Reconciliation'] if uk else
                  ['ADMISSION MEDICATION HISTORY', 'Pharmacy Admission Medication Reconciliation',
                   'Medication History - Pharmacy Technician/Pharmacist', 'PTA MED REC']))
    if r.random() < 0.7:
        n.ln('{h} | {w} {b}', h=(ctx.hosp, 'HOSPITAL'), w=(ctx.ward, 'HOSPITAL'), b=B.bed(ctx))
    B.pt_header(n, ctx)
    cons, _ = B.doc(ctx, cred='Consultant' if uk else 'MD')
    n.ln('{adm} {d}{via} - {rsn}. {lab}: {c}', adm=r.choice(['Admitted', 'Adm', 'DOA']), d=ctx.d(adm),
         via=r.choice([' via ED', '', ' via AMU', ' via GP'] if uk else [' via ED', '', ' from clinic', ' (direct admit)']),
         rsn=r.choice(M.ADMIT_REASONS).replace('paracetamol', 'paracetamol' if uk else 'acetaminophen'), lab='Consultant' if uk else 'Attending', c=cons)
    pmh = B.pick(r, M.PMH, r.randrange(2, 7))
    n.ln('PMH: {x}', x=', '.join(pmh))
    if not uk and r.random() < 0.3:
        n.ln('SSN: {s}   Insurance: {i} ({m})', s=(p['ssn'], 'SSN'), i=(p['insurer'], 'ORGANIZATION'), m=(p['member'], 'HEALTHPLAN'))
    elif not uk and r.random() < 0.3:
        n.ln('Encounter #: {a}', a=(p['acct'], 'ACCOUNT'))
    n.ln('Allergies: {a}   Wt {w}{u}', a=B.allergies(ctx), w=str(p['wt'] if uk else int(p['wt'] * 2.2)),
         u='kg' if uk else ' lb')
    n.nl()
    _sources(n, ctx)
    n.nl()
    ds = B.drugs(ctx, r.randrange(5, 13))
    tab = r.randrange(3)
    n.ln(r.choice(['PRE-ADMISSION MEDICATION', 'Drug history:', 'Home medications (PTA):', 'MEDS PRIOR TO ADMISSION']))
    if tab == 0:
        n.raw(('Medicine'.ljust(44) + 'Action\n') if uk else ('Medication'.ljust(48) + 'Last dose   Status\n'))
    acts = (['Continue', 'Continue', 'Withhold', 'Amend dose', 'Stop', 'Continue', 'Not prescribed - query']
            if uk else ['Resume', 'Resume', 'Hold', 'Modify', 'D/C', 'Continue', 'Not ordered'])
    for i, d in enumerate(ds):
        txt, _ = B.drug_text(ctx, d)
        a = r.choice(acts)
        if tab == 0 and uk:
            n.add(txt.ljust(44) if len(txt) < 42 else txt + '  ', a, '\n')
        elif tab == 0:
            last = ctx.ago(r.randrange(0, 4))
            n.add(txt.ljust(48) if len(txt) < 46 else txt + '  ', (C.fmt_date(last, 'us_md'), 'DATE'), ' ' + r.choice(['AM', 'PM', 'HS', '']) + '   ', a, '\n')
        elif tab == 1:
            n.f('{i}. {t} - {a}\n', i=str(i + 1), t=txt, a=a.lower())
        else:
            n.f('* {t}\n', t=txt)
    n.nl()
    n.ln(r.choice(['Discrepancies / issues:', 'ISSUES IDENTIFIED', 'Discrepancies:']))
    for d in B.pick(r, ds, r.randrange(1, 4)):
        tmpl = r.choice(DISC_UK if uk else DISC_US)
        n.add('- ', d[0] if uk else d[1], ': ')
        recent = 'Last' in tmpl
        n.ln(tmpl, d=ctx.ds(adm - __import__('datetime').timedelta(days=r.randrange(0, 2))) if recent else r.choice([ctx.ds(ctx.ago(r.randrange(5, 90))), ctx.d(ctx.ago(r.randrange(20, 400)), 'month_year' if r.random() < 0.3 else None)]),
             dw=C.DAYS[r.randrange(7)] + 's')
    n.nl()
    k = p['nok']
    soc = r.randrange(5)
    if soc == 0:
        n.ln('SH: lives with {rel} {nm} in {town}. {adm} own meds.', rel=k['rel'], nm=B.fam(ctx), town=(p['addr']['town'], 'CITY'),
             adm=r.choice(['Self-administers', 'Wife administers' if k['rel'] == 'wife' else 'Family help with', 'Independent with']))
    elif soc == 1:
        n.ln('Social: lives alone, {c}. Retired {prof}. {mds}', c=r.choice(['carers BD', 'carers QDS', 'no package of care', 'warden-controlled flat']),
             prof=(p['prof'], 'PROFESSION'), mds=r.choice(['Uses MDS (dosette) from ', 'Compliance aid filled weekly by ']) if r.random() < 0.6 else '')
        if r.random() < 0.5:
            n.ln('Compliance aid supplied by {ph}.', ph=(ctx.pharmacy, 'HOSPITAL'))
    elif soc == 2:
        n.ln('Adherence: {a}. NOK {nm} ({rel}) {ph}', a=r.choice(['good, uses pill organiser', 'poor - multiple gaps in fill history',
                                                             'reports missing evening doses', 'good per Surescripts' if not uk else 'good']),
             nm=B.fam(ctx, 'full'), rel=k['rel'], ph=(k['phone'], 'PHONE'))
    elif soc == 3:
        n.ln('Works as a {prof} at {emp}; manages own meds.', prof=(p['prof'], 'PROFESSION'), emp=(p['employer'], 'ORGANIZATION'))
    else:
        n.ln('Resident at {ch} (room {rm}); MAR reviewed.', ch=(PE.fac_name(r, P.CARE_HOME_FMT if uk else P.US_SNF_FMT), 'HOSPITAL'),
             rm=(str(r.randrange(1, 60)), 'LOCATION_OTHER'))
    n.nl()
    n.ln(r.choice(['Plan / recommendations:', 'RECOMMENDATIONS TO MEDICAL TEAM', 'Plan:']))
    recs = ['VTE assessment - CrCl {cr} mL/min, adjust LMWH', 'Please prescribe omitted meds above',
            'Withhold ACEi/diuretic while AKI - "sick day rules"', 'Review need for PPI - long term, no clear indication',
            'Time-critical medicine - ensure given on time', 'Consider deprescribing zopiclone (falls risk)',
            'Insulin - refer to diabetes team', 'Check Mg and K before restarting digoxin']
    if not uk:
        recs = ['Renal dose adjust per CrCl {cr} mL/min', 'Resume home meds as above when taking PO',
                'Hold metformin while NPO / contrast', 'Consider holding ACEi in setting of AKI',
                'Notify provider: duplicate therapy on admission orders', 'Anticoag plan per primary team',
                'Recommend bowel regimen with scheduled opioid', 'Recommend checking Mg before QT-prolonging agent']
    crcl = M.cockcroft_gault(p['age'], p['wt'], r.randrange(60, 200), p['sex'] == 'F') if uk else \
        M.cockcroft_gault_us(p['age'], p['wt'], round(r.uniform(0.7, 2.4), 1), p['sex'] == 'F')
    for i, rec in enumerate(B.pick(r, recs, r.randrange(2, 5))):
        n.ln('{i}. ' + rec.replace('{cr}', '{cr}'), i=str(i + 1), cr=str(max(crcl, 8)))
    n.nl()
    if r.random() < 0.5:
        n.ln('Time spent: {m} min. {x}', m=str(r.choice([15, 20, 25, 30, 45, 60])), x=r.choice(['', 'Complex - >10 meds.', 'Interpreter used (Polish).',
                                                                                        'Interpreter used (Punjabi).', 'Pt asleep on first visit.']))
    if r.random() < 0.5:
        n.ln('Med rec completed {w} of admission. {d}', w=r.choice(['within 24h', '<24 hours', 'at 36h (weekend)']),
             d=ctx.d(ctx.today))
    B.signature(n, ctx, ph, ph.get('sig'))
    if not uk and r.random() < 0.4:
        tech = PE.make_staff(r, uk, 'tech')
        n.ln('History obtained by {nm}, {cr}', nm=ctx.sname(tech, 'full'), cr=tech['cred'])


# -------------------------------------------------------------- ward note
def _tdm(n, ctx, st):
    r, uk = ctx.rng, ctx.uk
    k = r.randrange(5)
    acc = r.choice(['S%02d-%06d', 'LAB%08d', '%02dH%06d', 'SP-%07d'])
    acc = acc % ((ctx.today.year % 100, r.randrange(10 ** 6)) if acc.count('%') == 2 else r.randrange(10 ** 7))
    t = ctx.time()
    if k == 0:
        lvl = round(r.uniform(8, 27), 1)
        n.ln('Vancomycin: {reg}. Trough {lv} mg/L taken {d} {t} (specimen {acc}) pre-{dn} dose.',
             reg=r.choice(['1g BD', '1.25g BD', '750mg BD', '1.5 g q12h', '1 g q8h']), lv=str(lvl), d=ctx.ds(ctx.today), t=t,
             acc=(acc, 'IDNUM'), dn=r.choice(['4th', '5th', '3rd']))
        n.ln('  Target 15-20 mg/L. {plan}', plan='Continue, re-level in 3 days' if 15 <= lvl <= 20 else (
            'Increase dose per nomogram; re-level before 4th dose of new regimen' if lvl < 15 else
            'Omit next dose, recheck level in 12h, monitor creat'))
        if not uk:
            n.ln('  Estimated AUC24 ~{a} mg*h/L (target 400-600) via Bayesian software.', a=str(r.randrange(320, 720)))
    elif k == 1:
        lvl = round(r.uniform(0.5, 3.2), 1)
        n.ln('Gentamicin {mg}mg ({x} mg/kg) once daily - level {lv} mg/L at {h}h post dose ({d}).',
             mg=str(r.choice([320, 360, 400, 480])), x=str(r.choice([5, 7])), lv=str(lvl), h=str(r.randrange(6, 15)), d=ctx.ds(ctx.today))
        n.ln('  Plotted on Hartford nomogram -> {q}. Lab no {acc}.', q=r.choice(['q24h', 'q36h', 'q48h']), acc=(acc, 'IDNUM'))
    elif k == 2:
        n.ln('Digoxin level {lv} {u} ({d}, {h}h post dose). K {k}. HR {hr}.', lv=str(round(r.uniform(0.4, 2.9), 1)),
             u='micrograms/L' if uk else 'ng/mL', d=ctx.ds(ctx.today), h=str(r.randrange(6, 12)), k=str(round(r.uniform(3.1, 5.4), 1)),
             hr=str(r.randrange(48, 120)))
        n.ln('  {p}', p=r.choice(['Within range - continue.', 'Elevated: omit today, reduce to 62.5 micrograms OD.' if uk else 'Elevated: hold x1, reduce to 0.125 mg daily.',
                                   'Low - ? adherence. No change, review rate control.']))
    elif k == 3:
        n.ln('Lithium level {lv} mmol/L (12h post dose, {d}); sample no. {acc}.', lv=str(round(r.uniform(0.3, 1.9), 2)),
             d=ctx.ds(ctx.today), acc=(acc, 'IDNUM'))
        n.ln('  Coarse tremor noted. Discussed with liaison psychiatry; {p}', p=r.choice(['withhold and recheck in 24h.', 'continue current dose.', 'reduce to 200mg ON.']))
    else:
        tot = round(r.uniform(4, 14), 1)
        alb = r.randrange(20, 36) if uk else round(r.uniform(2.0, 3.6), 1)
        albg = alb if not uk else alb / 10.0
        corr = round(tot / (0.2 * albg + 0.1), 1) if uk else round(tot / (0.2 * alb + 0.1), 1)
        n.ln('Phenytoin total level {t} mg/L, albumin {a} -> corrected (Sheiner-Tozer) ~{c} mg/L ({d}).',
             t=str(tot), a=str(alb), c=str(corr), d=ctx.ds(ctx.today))
        n.ln('  Target 10-20 mg/L. Free level sent, ref {acc}.', acc=(acc, 'IDNUM'))


def ward_note(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    v = r.randrange(3)
    if v == 0:
        n.ln('{t} - {w} - {d}', t=r.choice(['Pharmacy ward round note', 'Clinical pharmacist review', 'PHARMACY']) if uk else
             r.choice(['Clinical Pharmacy Progress Note', 'Pharmacy Consult Note', 'PHARMACOKINETIC CONSULT']),
             w=(ctx.ward, 'HOSPITAL'), d=ctx.d(ctx.today))
        B.pt_header(n, ctx, r.choice([2, 4, 5]))
    elif v == 1:
        n.ln('{h}  {w} / {b}', h=(ctx.hosp, 'HOSPITAL'), w=(ctx.ward, 'HOSPITAL'), b=B.bed(ctx))
        n.ln('Pharmacist note {d} {t}', d=ctx.d(ctx.today), t=ctx.time())
        B.pt_header(n, ctx)
    else:
        n.ln('{nm} {a} {lab} {mrn} - {w}', nm=ctx.pname(r.choice(['caps_comma', 'title_sur', 'sur_comma', 'initials', 'sur_init'])), a=B.age(ctx),
             lab='Hosp no' if uk else 'MRN', mrn=(p['mrn'], 'MRN'), w=(ctx.ward, 'HOSPITAL'))
        n.ln('Date: {d}', d=ctx.d(ctx.today))
    if r.random() < 0.45:
        n.ln('S: {x}', x=r.choice([
            ['Pt reports ', r.choice(['nausea since starting morphine', 'feeling "foggy"', 'poor appetite', 'no new complaints', 'ankle swelling improving']),
             '. ', p['nok']['rel'].capitalize(), ' ', B.fam(ctx), ' at bedside.'],
            ['Seen on ward round. ', ctx.pname(r.choice(['title_sur', 'given'])), ' keen to go home; worried about number of tablets.'],
            'Drowsy this AM, rousable. Eating small amounts.', 'Pt asleep - chart and notes reviewed only.']))
    n.ln('Day {x} of admission ({rsn}). Wt {w} kg{h}', x=str(r.randrange(2, 15)), rsn=r.choice(M.ADMIT_REASONS), w=str(p['wt']),
         h=r.choice(['', ', Ht %d cm' % r.randrange(150, 190), ' (admission weight)', ' - ?accuracy']))
    n.ln('Obs: BP {bp}, HR {hr}, T {t}, NEWS2 {nw}' if uk else 'Vitals: BP {bp} HR {hr} T {t} RR {nw} SpO2 95% RA',
         bp='%d/%d' % (r.randrange(92, 176), r.randrange(50, 98)), hr=str(r.randrange(55, 118)),
         t=str(round(r.uniform(36.1, 38.9), 1)) if uk else str(round(r.uniform(97.0, 102.0), 1)), nw=str(r.randrange(0, 7)) if uk else str(r.randrange(12, 26)))
    if r.random() < 0.7:
        n.ln('PMH: {x}. Allergies: {a}.', x=', '.join(B.pick(r, M.PMH, r.randrange(2, 6))), a=B.allergies(ctx))
    if r.random() < 0.4:
        tech = PE.make_staff(r, uk, 'tech')
        n.ln('Med rec completed {d} by {nm} ({c}) - {x}.', d=ctx.ds(ctx.ago(r.randrange(1, 6))), nm=ctx.sname(tech, r.choice(['full', 'init_sur'])),
             c=tech['cred'], x=r.choice(['no outstanding discrepancies', '1 discrepancy resolved', 'awaiting GP list', 'see separate entry']))
    n.nl()
    if r.random() < 0.6:
        B.lab_table(n, ctx, sorted(B.pick(ctx.rng, list(range(0, 9)), r.randrange(2, 5)), reverse=True))
    else:
        B.renal_line(n, ctx)
    n.nl()
    if r.random() < 0.6:
        n.ln(r.choice(['Current chart:', 'Inpatient meds (ePMA):' if uk else 'Active orders:', 'DRUG CHART']))
        for d in B.drugs(ctx, r.randrange(4, 10)):
            n.ln('  {t}', t=B.drug_text(ctx, d)[0])
        if r.random() < 0.6:
            n.ln('  Abx: {a} IV day {x} (started {d}){ind}', a=r.choice(['co-amoxiclav 1.2g TDS', 'Tazocin 4.5g TDS', 'meropenem 1g TDS', 'ceftriaxone 2g OD'] if uk else
                                                                    ['ceftriaxone 1 g q24h', 'pip-tazo 4.5 g q8h', 'cefepime 2 g q12h', 'vancomycin per pharmacy']),
                 x=str(r.randrange(2, 9)), d=ctx.ds(ctx.ago(r.randrange(2, 9))), ind=r.choice(['', ' for CAP', ' - ?source', ' for pyelo']))
        n.nl()
    n.ln(r.choice(['Issues:', 'PHARMACY ISSUES', 'Assessment/Plan:', 'A/P']))
    i = 1
    if r.random() < 0.8:
        age = p['age']
        lab = getattr(ctx, 'last_lab', None) or {}
        cr = M.cockcroft_gault(age, p['wt'], lab.get('Creat') or r.randrange(70, 260), p['sex'] == 'F') if uk else \
            M.cockcroft_gault_us(age, p['wt'], lab.get('SCr') or round(r.uniform(0.8, 3.1), 1), p['sex'] == 'F')
        cr = max(cr, 9)
        n.ln('{i}. Renal: CrCl (Cockcroft-Gault, {bw}) ~{cr} mL/min.', i=str(i), bw=r.choice(['actual BW', 'IBW', 'adjusted BW']), cr=str(cr))
        adj = r.choice(['enoxaparin -> 20mg OD' if uk else 'enoxaparin -> 30 mg daily', 'gabapentin max 300mg BD',
                        'hold metformin', 'apixaban - no change (does not meet 2 of 3 criteria)', 'reduce co-amoxiclav to BD? - no, TDS ok',
                        'nitrofurantoin - avoid (CrCl <45)', 'allopurinol reduce to 100mg OD', 'levetiracetam max 500 mg BID',
                        'pip-tazo 3.375 g q8h EI', 'famotidine 20 mg daily (from BID)'])
        n.ln('   Adjustments suggested: {a}', a=adj)
        i += 1
    if r.random() < 0.75:
        _tdm_pre = '%d. TDM: ' % i
        n.add(_tdm_pre)
        _tdm(n, ctx, ph)
        i += 1
    if r.random() < 0.7:
        a, b_, why = r.choice(M.INTERACTIONS)
        n.ln('{i}. Interaction: {a} + {b} - {w}.', i=str(i), a=a, b=b_, w=why)
        i += 1
    for x in B.pick(r, [
            'VTE prophylaxis: prescribed, appropriate for weight/renal function.', 'PPI: no clear indication - consider stopping at discharge.',
            'Electrolytes: K 3.2 - oral replacement suggested (Sando-K 2 tabs BD x 3 days)' if uk else 'Electrolytes: K 3.2 - KCl 40 mEq PO x1 suggested',
            'Bowels: not opened 4 days on opioid - add laxative.', 'Steroid: day 5 of 5 - ensure stopped, no taper needed.',
            'Insulin: BMs 14-19 - discuss with diabetes team re basal uptitration.', 'Nicotine replacement offered - patch 21mg prescribed.',
            'Delirium: anticholinergic burden score 4 - review oxybutynin, chlorphenamine.', 'Alcohol withdrawal: CIWA-Ar 12 - chlordiazepoxide regimen reviewed, Pabrinex prescribed.'],
            r.randrange(0, 3)):
        n.ln('{i}. {x}', i=str(i), x=x)
        i += 1
    if r.random() < 0.5:
        x = r.choice([
            'IV to oral switch criteria met (afebrile 48h, eating & drinking) - suggest switch',
            'Antimicrobial review: day 5 of 7, CRP falling - plan stop date documented',
            'Pain: on Oramorph 5mg x6/day - suggest MR morphine 15mg BD + laxative' if uk else 'Pain: PRN oxycodone 5 mg x6/day - suggest scheduled regimen + bowel regimen',
            "Parkinson's meds - ensure time-critical doses, 2 late doses on ePMA" if uk else "Parkinson's: carbidopa-levodopa timing - 2 late doses on MAR",
            'Hyponatraemia - ? SSRI related, review sertraline', 'Glasgow Coma Scale 14 - avoid sedatives, hold ' + ('zopiclone' if uk else 'zolpidem'),
            'Warfarin held since %s for procedure - bridging not required (CHA2DS2-VASc 3)',
            'Falls: STOPP criteria - review doxazosin and zopiclone'])
        if '%s' in x:
            a_, b_ = x.split('%s')
            x = [a_, ctx.ds(ctx.ago(r.randrange(1, 4))), b_]
        n.ln('{i}. {x}', i=str(i), x=x)
        i += 1
    if r.random() < 0.7:
        n.ln(r.choice(['Monitoring:', 'Monitor:', 'Suggested monitoring -']) + ' ' + ', '.join(B.pick(r, [
            'daily U&E while on IV abx', 'LFTs twice weekly', 'CK if myalgia', 'Mg/K pre-dose', 'BMs QDS', 'ECG for QTc after 48h',
            'levels as above', 'weight daily (fluid balance)', 'BP lying/standing', 'bowels (Bristol stool chart)'], r.randrange(2, 4))) + '.')
    if r.random() < 0.6:
        n.ln('Discharge planning: {x}', x=r.choice([
            ['TTO to be screened; DMS referral to ', (ctx.pharmacy, 'HOSPITAL'), ' once EDD confirmed (', ctx.ds(ctx.ahead(r.randrange(1, 5))), ').'],
            ['compliance aid needed - ', p['nok']['rel'], ' ', B.fam(ctx), ' usually collects from ', (ctx.pharmacy, 'HOSPITAL'), '.'],
            'anticipate discharge with OPAT - liaise with OPAT nurse.' if uk else 'home infusion referral sent, PICC placed.',
            ['EDD ', ctx.d(ctx.ahead(r.randrange(1, 7))), ' - meds to beds requested.' if not uk else ' - TTO needs writing by 12:00.']]))
    n.nl()
    d_, _ = B.doc(ctx)
    n.ln(r.choice(['Discussed with {d} - agreed.', 'Recs d/w {d}, will action.', 'Plan handed over to {d} ({w}).',
                   'Left message for {d}.']), d=d_, w=r.choice(['FY1', 'SHO', 'reg']) if uk else r.choice(['intern', 'resident', 'team']))
    if r.random() < 0.3:
        n.ln(r.choice(['Pt seen; explained changes to {nm}.', 'Pt seen. {rel} {k} updated by phone.', '{nm} aware of plan.']),
             nm=ctx.pname(r.choice(['title_sur', 'given', 'sur'])), rel=p['nok']['rel'].capitalize(), k=B.fam(ctx))
    B.signature(n, ctx, ph, ph.get('sig'))
