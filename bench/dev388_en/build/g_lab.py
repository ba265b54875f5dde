"""Genres: bone marrow aspirate and trephine report, flow cytometry report,
and (own genre) clinical trial eligibility screening note."""
import clinical as CL
import ids
import pools as PO
from common import audit, banner, mrn_label, time

MORPH = {
    'CLL': ('Particulate, hypercellular. Lymphocytes 68% of nucleated cells: small, mature, clumped chromatin; smear cells '
            'numerous. Erythropoiesis normoblastic but reduced; granulopoiesis maturing; megakaryocytes present.',
            'Cellularity 85%. Diffuse and nodular infiltrate of small lymphoid cells, ~70% of intertrabecular space. '
            'CD20+, CD5+, CD23+, LEF1+, cyclin D1 negative. Reticulin MF-1.',
            'Marrow infiltration by CLL, diffuse pattern.'),
    'AML': ('Hypercellular, particulate. Blasts 46% of nucleated cells - medium to large, fine chromatin, prominent nucleoli, '
            'occasional Auer rods. Dysgranulopoiesis (hypogranular neutrophils, pseudo-Pelger forms). MPO strongly positive.',
            'Cellularity >90%, sheets of immature cells CD34+ (subset), CD117+, MPO+. Megakaryocytes reduced, some micromegakaryocytes.',
            'Acute myeloid leukaemia. Molecular (NPM1, FLT3, myeloid NGS panel) and karyotype sent.'),
    'B-ALL': ('Lymphoblasts 88% - high N:C ratio, fine chromatin, scanty cytoplasm. Normal haemopoiesis markedly suppressed.',
              'Packed marrow (100%) with a diffuse blast infiltrate TdT+, CD79a+, PAX5+, CD34+.',
              'B-lymphoblastic leukaemia. BCR::ABL1 RT-PCR and FISH panel requested.'),
    'DLBCL': ('Particulate, normocellular. Trilineage haemopoiesis with normal maturation. Lymphocytes 9%, no atypical forms. '
              'Iron stores present (Perls grade 2), no ring sideroblasts.',
              'Cellularity 40% (age-appropriate). No lymphoid aggregates; CD20/PAX5 show scattered B cells only. Reticulin MF-0.',
              'No evidence of marrow involvement by lymphoma (staging marrow).'),
    'FL': ('Aspirate mildly haemodilute. Small cleaved lymphoid cells 12%. Otherwise normal trilineage haemopoiesis.',
           'Paratrabecular lymphoid aggregates, CD20+, CD10+, BCL2+, BCL6+; approx. 20% involvement.',
           'Marrow involvement by follicular lymphoma (paratrabecular pattern).'),
    'HCL': ('Dry tap. Touch preparations show cells with abundant pale cytoplasm and circumferential hairy projections.',
            'Diffuse interstitial infiltrate with "fried egg" appearance; CD20+, CD25+, CD103+, annexin A1+, BRAF V600E (VE1)+. '
            'Reticulin increased (MF-2).', 'Hairy cell leukaemia, ~60% marrow involvement.'),
    'CML': ('Hypercellular with marked myeloid hyperplasia, M:E ratio 12:1; full maturation, myelocyte and neutrophil peaks. '
            'Blasts 2%, basophils 5%, eosinophils 4%. Small hypolobated megakaryocytes.',
            'Cellularity 100%, granulocytic hyperplasia; blasts <5% (CD34). Reticulin MF-1.',
            'Chronic myeloid leukaemia, chronic phase. Philadelphia chromosome t(9;22) confirmed on karyotype.'),
    'MZL': ('Lymphocytes 22%, small with villous cytoplasm in a minority. Trilineage haemopoiesis present.',
            'Intrasinusoidal and nodular infiltrate of CD20+, CD5-, CD10-, cyclin D1- B cells; ~25% involvement.',
            'Involvement by low-grade B-cell lymphoma, in keeping with splenic marginal zone lymphoma.'),
    'MCL': ('Lymphocytes 30%, small to medium with slightly irregular nuclei.',
            'Nodular and interstitial infiltrate CD20+, CD5+, cyclin D1+, SOX11+; Ki-67 ~25%.',
            'Marrow involvement by mantle cell lymphoma (~40%).'),
    'cHL': ('Reactive marrow with eosinophilia and plasmacytosis (6%). No Reed-Sternberg cells on aspirate.',
            'Focal fibrotic lesion containing large CD30+, CD15+ cells, PAX5 weak, CD45-; background of small T cells.',
            'Focal involvement by classical Hodgkin lymphoma (stage IV).'),
    'PTCL': ('Normocellular; occasional medium atypical lymphoid cells. Mild eosinophilia.',
             'Small interstitial foci of CD3+, CD4+ T cells with loss of CD7; no B-cell aggregates.',
             'Subtle involvement by peripheral T-cell lymphoma; correlate with TCR clonality.'),
    'BL': ('Sheets of medium-sized cells with deeply basophilic vacuolated cytoplasm (L3-like morphology).',
           'Diffuse infiltrate, "starry sky" pattern, CD20+, CD10+, BCL2-, Ki-67 ~100%.',
           'Burkitt lymphoma involving marrow. MYC::IGH t(8;14) FISH requested.'),
}


def _acc(r, pre, y):
    return ('IDNUM', r.choice(['%s%02d-%05d' % (pre, y, r.randint(1, 30000)), '%s/%02d/%04d' % (pre, y, r.randint(1, 9999)),
                               '%s%02d%06d' % (pre, y, r.randint(1, 999999))]))


def bm_report(n, c):
    r = c.r
    y = c.date.year % 100
    op, rep, auth, req = c.staff('bmop'), c.staff('haempath'), c.staff('auth'), c.staff('cons')
    aspd = c.date
    n.f('{h}\n', h=('HOSPITAL', c.hosp))
    n.t(r.choice(['Department of Laboratory Haematology', 'Haematology & Haematopathology', 'Haematological Malignancy Diagnostic Service']) + '\n')
    n.t(r.choice(['BONE MARROW ASPIRATE AND TREPHINE REPORT', 'BONE MARROW REPORT (aspirate + trephine)',
                  'Integrated Bone Marrow Report']) + '\n\n')
    n.f('Lab no: {a}   Trephine: {b}\n', a=_acc(r, 'BM', y), b=_acc(r, 'H', y))
    banner(n, c, r.choice([0, 1, 3]), with_addr=False)
    n.f('Requesting clinician: {dr}{a}   Location: {u}\n', dr=c.dr, a=req.full(), u=('HOSPITAL', c.unit if r.random() < 0.6 else c.ward))
    if r.random() < 0.35:
        n.f('{l}: {a}\n', l=r.choice(['Episode no', 'Visit no', 'Encounter', 'Billing acct']), a=('ACCOUNT', ids.account(r, c.country)))
    n.f('Procedure: {d}   Received: {d2}   Reported: {d3}\n', d=c.D(aspd), d2=c.D(aspd),
        d3=c.D(c.day(r.randint(2, 9))))
    n.t('\nPROCEDURE NOTE\n')
    n.f('Performed by {nm} ({rl}) ', nm=op.full(), rl=r.choice(['Haematology ANP', 'SpR', 'Nurse Specialist', 'registrar']))
    n.t('under LA (lidocaine 1%% %d mL)%s, %s. Jamshidi %dG needle. Aspirate: %d mL EDTA + heparin for cytogenetics. ' % (
        r.choice([5, 10, 10, 15]), r.choice(['', ' + Entonox', ' + oral midazolam 2 mg']), r.choice(CL.SITES_BM),
        r.choice([8, 11, 11]), r.choice([4, 6, 8])))
    n.t('Trephine core %d mm. Pressure applied 10 min, no bleeding. Plt pre-procedure %d.\n' % (r.randint(12, 28), r.randint(30, 260)))
    if r.random() < 0.4:
        n.f('Chaperone / assistant: {nm}. Patient discharged {t}, advised paracetamol.\n', nm=c.staff('rn0').full(), t=time(r, 11, 16))
    n.t('\nClinical details: ')
    n.f('{a}{s}, ', a=c.A(), s=c.sexl())
    if c.kind == 'lym':
        cd = ['staging for newly diagnosed %s' % c.dxshort, 'suspected relapse', 'unexplained cytopenias, known %s' % c.dxshort]
    else:
        cd = ['new pancytopenia', 'lymphocytosis and splenomegaly' if c.dxkey in ('CLL', 'MZL', 'HCL') else 'circulating blasts on film',
              'end-of-induction response assessment', 'persistent cytopenias on %s' % c.regname]
    n.t(r.choice(cd) + '.\n')
    l = CL.labs(r, 'aml' if c.dxkey in ('AML', 'B-ALL') else ('cll' if c.dxkey == 'CLL' else 'normal'), c.us)
    n.t('FBC: ' + CL.lab_line(l[:4]) + '\n')
    asp, tre, concl = MORPH.get(c.dxkey, MORPH['DLBCL'])
    n.t('\nASPIRATE: ' + asp + '\n')
    if c.dxkey != 'HCL':
        bl = {'AML': 46, 'B-ALL': 88}.get(c.dxkey, r.randint(1, 4))
        ly = {'CLL': 68, 'MCL': 30, 'MZL': 22, 'B-ALL': 4, 'AML': 6, 'DLBCL': 9, 'FL': 12}.get(c.dxkey, r.randint(8, 22))
        rest = max(0, 100 - bl - ly)
        ne = rest * r.randint(35, 55) // 100
        my = rest * r.randint(10, 20) // 100
        pc = min(rest - ne - my, r.randint(1, 4))
        er = max(0, rest - ne - my - pc)
        n.t('Differential (500 cells): blasts %d%%, myelocytes/metamyelocytes %d%%, neutrophils %d%%, lymphocytes %d%%, '
            'plasma cells %d%%, erythroid %d%%.\n' % (bl, my, ne, ly, pc, er))
    n.t('\nTREPHINE: ' + tre + '\n')
    n.t('\nANCILLARY: ')
    n.f('flow cytometry {a} (see separate report); cytogenetics/FISH referred to {o} ({b}).\n', a=_acc(r, 'F', y),
        o=('ORGANIZATION', r.choice(PO.LABS)), b=_acc(r, 'CG', y))
    n.t('\nCONCLUSION: ' + concl + '\n')
    if r.random() < 0.4:
        n.t('Comment: ' + r.choice(CL.EPONYM_LINES) + ' ' + r.choice(CL.EPONYM_LINES) + '\n')
    n.t('\n')
    n.f('Reported by: {dr}{a}, {rl}\n', dr=c.dr, a=rep.full(), rl=r.choice(['Consultant Haematologist', 'Consultant Haematopathologist',
                                                                       'Histopathologist']))
    n.f('Authorised: {dr}{b} {d} {t}\n', dr=c.dr, b=auth.full(), d=c.D(c.day(r.randint(2, 9))), t=time(r))
    if r.random() < 0.5:
        n.f('Copy to: {dr}{g}, {p}\n', dr=c.dr, g=c.gp.full(), p=('HOSPITAL', c.practice))


# ------------------------------------------------------------------ flow cytometry

PANEL = {
    'CLL': ([('CD19', '+'), ('CD5', '+'), ('CD23', '+'), ('CD20', 'dim'), ('FMC7', '-'), ('CD79b', 'weak'), ('CD200', '+'),
             ('sIg', 'lambda dim')], 'Matutes score 5/5. Monoclonal B-cell population %d%% of leucocytes (abs %.1f x10^9/L), '
             'consistent with CLL (> 5 x10^9/L).'),
    'MCL': ([('CD19', '+'), ('CD5', '+'), ('CD23', '-'), ('FMC7', '+'), ('CD200', '-'), ('sIg', 'kappa bright')],
            'Matutes score 1/5. CD5+ B-cell lymphoproliferative disorder, %d%% of leucocytes (abs %.1f); '
            'not typical CLL - cyclin D1 / t(11;14) FISH recommended.'),
    'HCL': ([('CD19', '+'), ('CD11c', '+ bright'), ('CD25', '+'), ('CD103', '+'), ('CD123', '+'), ('CD200', '+ bright')],
            'Abnormal B cells %d%% (abs %.1f) with HCL score 4/4 - consistent with hairy cell leukaemia.'),
    'AML': ([('CD45', 'dim'), ('CD34', '+'), ('CD117', '+'), ('HLA-DR', '+'), ('CD13', '+'), ('CD33', '+'), ('MPO', '+'),
             ('CD7', 'partial')], 'Myeloid blasts %d%% of events (abs %.1f); aberrant CD7. LAIP recorded for MRD.'),
    'B-ALL': ([('CD19', '+'), ('CD10', '+'), ('CD34', '+'), ('TdT', '+'), ('CD20', 'partial'), ('CD22', '+'), ('CD45', 'dim')],
              'B-lymphoblasts %d%% (abs %.1f). MRD baseline phenotype recorded (CD58 bright, CD38 dim).'),
    'MZL': ([('CD19', '+'), ('CD5', '-'), ('CD10', '-'), ('CD23', '-'), ('CD11c', 'partial'), ('CD103', '-'), ('sIg', 'kappa')],
            'CD5- CD10- clonal B cells %d%% (abs %.1f), consistent with a marginal zone lymphoma.'),
    'PTCL': ([('CD3', 'dim'), ('CD4', '+'), ('CD7', 'lost'), ('CD26', '-'), ('CD2', '+'), ('TRBC1', 'restricted')],
             'Aberrant CD4+ T cells %d%% (abs %.1f) with TRBC1 restriction - clonal T-cell population.'),
}


def flow(n, c):
    r = c.r
    y = c.date.year % 100
    sci, auth = c.staff('sci'), c.staff('auth')
    key = c.dxkey if c.dxkey in PANEL else r.choice(['CLL', 'MZL', 'MCL', 'AML'])
    markers, interp = PANEL[key]
    lab = r.choice(PO.LABS) if r.random() < 0.5 else None
    if lab:
        n.f('{o}\n', o=('ORGANIZATION', lab))
    else:
        n.f('{h} - Haematology Laboratory\n', h=('HOSPITAL', c.hosp))
    n.t(r.choice(['IMMUNOPHENOTYPING (FLOW CYTOMETRY) REPORT', 'Flow Cytometry Report', 'LEUKAEMIA/LYMPHOMA IMMUNOPHENOTYPING']) + '\n')
    n.f('Specimen no: {a}', a=_acc(r, 'F', y))
    if r.random() < 0.5:
        n.f('   Request no: {b}', b=('IDNUM', 'RQ%s' % ids.digits(r, 8)))
    n.t('\n')
    banner(n, c, r.choice([0, 1, 2, 3]), with_addr=False)
    n.f('Requested by: {dr}{a} ({h})\n', dr=c.dr, a=c.staff('cons').full(), h=('HOSPITAL', c.hosp if lab else c.unit))
    if r.random() < 0.3:
        n.f('{l} {a}\n', l=r.choice(['Visit no:', 'Episode:', 'Acct #']), a=('ACCOUNT', ids.account(r, c.country)))
    samp = r.choice(['Peripheral blood (EDTA)', 'Bone marrow aspirate (EDTA)'] + (['Lymph node FNA in RPMI'] if key in ('MCL', 'PTCL', 'MZL') else [])
                    + (['CSF'] if key == 'B-ALL' else []))
    n.f('Sample: {s}   Collected: {d} {t}   Received: {d2} {t2}\n', s=samp, d=c.D(c.date), t=time(r, 7, 11),
        d2=c.D(c.date if r.random() < 0.7 else c.day(1)), t2=time(r, 11, 17))
    n.t('Viability %d%% (7-AAD). Instrument: %s ' % (r.randint(82, 99), r.choice(['BD FACSLyric', 'BD FACSCanto II', 'Beckman Navios EX',
                                                                                    'Cytek Northern Lights'])))
    n.f('SN {sn}; analysis in {sw}\n', sn=('DEVICE', ids.device_sn(r)), sw=r.choice(['Kaluza 2.1', 'FACSDiva', 'Infinicyt']))
    n.t('Clinical info: %s\n\n' % r.choice(['lymphocytosis', 'new cytopenias', '?relapse', 'MRD assessment post C%d' % c.cycle,
                                          'splenomegaly ?LPD', 'staging']))
    bl = r.randint(20, 85) if key in ('AML', 'B-ALL') else r.randint(0, 3)
    ly = r.randint(40, 90) if key not in ('AML', 'B-ALL') else r.randint(5, 30)
    n.t('CD45/SSC gating: lymphocytes %d%%, monocytes %d%%, granulocytes %d%%, blast gate %d%%\n\n' % (
        ly, r.randint(2, 9), max(2, 100 - ly - bl - 6), bl))
    n.t('Marker      Result\n')
    for m, v in markers:
        n.t('%-11s %s\n' % (m, v))
    n.t('\nInterpretation: ' + interp % (r.randint(12, 88), r.uniform(2, 90)) + '\n')
    if r.random() < 0.4:
        n.t('MRD: ' + r.choice(['0.012% (1.2 x10^-4) - positive', 'not detected (<0.01%, 500,000 events)',
                                '0.4% - positive']) + '\n')
    if r.random() < 0.4:
        n.f('Previous: {a} ({d}) - ', a=_acc(r, 'F', y - 1), d=c.D(c.day(-r.randint(60, 400))))
        n.t(r.choice(['similar phenotype', 'no abnormal population', 'baseline diagnostic sample']) + '\n')
    n.t('\n')
    n.f('Gated/analysed by: {u}   Reported by: {a} ', u=('USERNAME', sci.user), a=sci.full())
    n.t(r.choice(['(Clinical Scientist)', '(Biomedical Scientist)', 'HCPC-registered BMS']) + '\n')
    n.f('Authorised by: {dr}{b}, {d}\n', dr=c.dr, b=auth.full(), d=c.D(c.day(r.randint(0, 3))))
    if r.random() < 0.5:
        n.f('Queries: {e}  /  {ph}\n', e=('EMAIL', 'flow.lab@%s' % c.hdomain if r.random() < 0.5 else sci.mail),
            ph=('PHONE', c.hnum(True)))
    if r.random() < 0.35:
        n.f('LIS workstation {ip}\n', ip=('IPADDR', ids.ip(r)))


# ------------------------------------------------------------------ trial screening (own genre)

TRIALS = [('HELIOS-L2', 'DLBCL'), ('PARAGON-CLL', 'CLL'), ('MERIDIAN-AML', 'AML'), ('TRIDENT-HL', 'cHL'),
          ('ALTAIR-FL', 'FL'), ('CORVUS-MCL', 'MCL'), ('ORION-ALL', 'B-ALL'), ('LYRA-T', 'PTCL'), ('SOLACE-CML', 'CML')]
INCL = ['Age >=18', 'Histologically confirmed diagnosis (WHO 2022 / ICC)', 'ECOG 0-2', 'Measurable disease (>=1.5 cm, Lugano 2014)',
        'Adequate organ function: CrCl >=30 (Cockcroft-Gault), bili <=1.5x ULN', 'Hb >=80, neut >=1.0, plt >=75 unless marrow infiltration',
        'Able to give informed consent', 'Contraception agreed (WOCBP / male)']
EXCL = ['CNS involvement', 'Prior anthracycline >150 mg/m2', 'Active hepatitis B/C or HIV', 'LVEF <50%',
        'Major surgery within 28 days', 'Prior malignancy within 3 years', 'Richter transformation',
        'Concurrent strong CYP3A inhibitors', 'QTcF >470 ms']


def trial_screen(n, c):
    r = c.r
    pi, rn = c.staff('pi'), c.staff('rn')
    trial = r.choice([t for t in TRIALS if t[1] == c.dxkey] or TRIALS)[0]
    ctu = r.choice(['Westgate Clinical Trials Unit', 'Harcastle Cancer Research Unit', 'Tri-Counties Trials Centre',
                    'Meridian Haematology Trials Group'])
    n.f('{h} - ', h=('HOSPITAL', c.hosp))
    n.t(r.choice(['Haematology Research Team', 'Clinical Research Facility', 'Cancer Research Unit']) + '\n')
    n.t(r.choice(['TRIAL ELIGIBILITY SCREENING NOTE', 'Research: eligibility checklist and screening log entry',
                  'CLINICAL TRIAL SCREENING / CONSENT NOTE']) + '\n\n')
    n.t('Study: %s - phase %s, randomised, open-label. ' % (trial, r.choice(['II', 'III', 'Ib/II'])))
    n.t('%s; EudraCT 20%d-00%s-%s\n' % ('NCT0' + ids.digits(r, 7) if (c.na or r.random() < 0.5) else 'ISRCTN' + ids.digits(r, 8),
                                       r.randint(18, 23), ids.digits(r, 4), ids.digits(r, 2)))
    n.f('Sponsor/CTU: {o}   Protocol v{v}\n', o=('ORGANIZATION', ctu), v='%d.%d' % (r.randint(2, 7), r.randint(0, 2)))
    n.f('PI: {dr}{a}   Research nurse: {b}\n', dr=c.dr, a=pi.full(), b=rn.full())
    n.t('\n')
    banner(n, c, r.choice([0, 1, 3]), with_addr=r.random() < 0.5, with_ssn=c.country in ('US', 'CA', 'IE') and r.random() < 0.85)
    if r.random() < 0.6:
        n.f('Country of birth: {co}   Ethnicity: self-reported   Interpreter: {it}\n', co=c.country_v(c.birth),
            it=r.choice(['not required', 'not required', 'requested']))
    n.f('Screening no: {s}   ', s=('IDNUM', '%s-%s-%03d' % (trial.split('-')[0][:3], ids.digits(r, 3), r.randint(1, 120))))
    n.t('\n\n')
    n.f('Seen {d} in clinic with {h} {rel} {nk}. ', d=c.D(c.date), h=c.his, rel=c.nok_rel, nk=c.nok.full())
    n.f('{a}-year-old {pr} with {dx}; ', a=c.A(), pr=[c.prof[0], ('PROFESSION', c.prof[1])], dx=c.dxname)
    n.t(r.choice(['ECOG 1', 'ECOG 0', 'ECOG 2 (breathless on stairs)']) + '. ')
    n.f('PIS v{v} given {d}; ', v='%d.%d' % (r.randint(2, 7), r.randint(0, 2)), d=c.D(c.day(-r.randint(2, 10))))
    n.t('time to consider, questions answered.\n\n')
    n.t('INCLUSION\n')
    fail = r.random() < 0.3
    fi = r.randrange(len(INCL))
    for i, x in enumerate(INCL):
        n.t('[%s] %s\n' % ('N' if fail and i == fi else 'Y', x))
    n.t('\nEXCLUSION (all must be No)\n')
    for x in r.sample(EXCL, 5):
        n.t('[N] %s\n' % x)
    n.t('\nBaseline: ' + CL.lab_line(CL.labs(r, 'normal', c.us)[:8]) + '\n')
    n.f('Echo {d}: LVEF {e}%. ECG: QTcF {q} ms.\n', d=c.D(c.day(-r.randint(3, 20))), e=str(r.randint(52, 66)), q=str(r.randint(402, 458)))
    n.t('\nOUTCOME: ')
    if fail:
        n.t('Not eligible - %s. Logged as screen failure. Standard-of-care %s discussed.\n' % (
            INCL[fi][0].lower() + INCL[fi][1:], c.regname))
    else:
        h = r.randint(9, 13)
        n.f('Eligible. Written consent obtained {d} {t}, witnessed by {w}; ', d=c.D(c.date), t='%02d:%02d' % (h, r.randint(0, 59)),
            w=rn.full())
        n.t('copy to patient, original in ISF, copy in medical notes. ')
        n.f('Randomised via IWRS at {t} - arm {a}, randomisation no {x}. C1D1 planned {d}.\n', t='%02d:%02d' % (h + r.randint(1, 3), r.randint(0, 59)),
            a=r.choice(['A (standard)', 'B (experimental)']), x=('IDNUM', ids.letters(r, 1) + ids.digits(r, 5)),
            d=c.Dw(c.wk(r.randint(3, 10))))
        if r.random() < 0.5:
            n.f('Optional translational sub-study consent: yes; samples labelled {x}.\n', x=('IDNUM', 'TR-%s' % ids.digits(r, 6)))
    if r.random() < 0.5:
        n.f('Travel expenses form completed - lives in {ct}, ~{k} {u}; parking validated for {v}.\n', ct=('CITY', c.city),
            k=str(r.randint(8, 70)), u='miles' if c.country in ('UK', 'US') else 'km', v=('VEHICLE', ids.plate(r, c.country)))
    n.f('Trial contact card given (research office {ph}, {e}).\n', ph=('PHONE', c.hnum()),
        e=('EMAIL', 'haem.research@%s' % c.hdomain))
    audit(n, c, rn, c.date, 'Signed')
