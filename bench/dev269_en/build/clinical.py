"""Clinical (non-PHI) content: medicines, rating-scale tables, observations,
side-effect checklists. Rich in hard negatives (drug and scale names,
eponyms, scores, units, codes, fractions that look like dates)."""
from phi import pick, chance, dg

MEDS = {
    'UK': [('methylphenidate', 'Concerta XL', [18, 27, 36, 54], 'prolonged-release tablets', 'mane'),
           ('methylphenidate', 'Xaggitin XL', [18, 27, 36, 54], 'prolonged-release tablets', 'mane'),
           ('methylphenidate', 'Delmosart', [18, 36, 54], 'prolonged-release tablets', 'mane'),
           ('methylphenidate', 'Medikinet XL', [10, 20, 30, 40], 'modified-release capsules', 'with breakfast'),
           ('methylphenidate', 'Equasym XL', [10, 20, 30, 40], 'modified-release capsules', 'mane'),
           ('lisdexamfetamine', 'Elvanse', [20, 30, 50, 70], 'capsules', 'OM'),
           ('atomoxetine', 'atomoxetine', [10, 18, 25, 40, 60], 'capsules', 'OD'),
           ('guanfacine', 'Intuniv', [1, 2, 3, 4], 'prolonged-release tablets', 'OD'),
           ('dexamfetamine', 'Amfexa', [5, 10, 15, 20], 'tablets', 'BD')],
    'IE': [('methylphenidate', 'Concerta XL', [18, 27, 36, 54], 'prolonged-release tablets', 'mane'),
           ('methylphenidate', 'Medikinet MR', [10, 20, 30, 40], 'modified-release capsules', 'with breakfast'),
           ('methylphenidate', 'Equasym XL', [10, 20, 30], 'modified-release capsules', 'mane'),
           ('lisdexamfetamine', 'Tyvense', [20, 30, 50, 70], 'capsules', 'mane'),
           ('atomoxetine', 'Strattera', [10, 18, 25, 40, 60], 'capsules', 'OD'),
           ('guanfacine', 'Intuniv', [1, 2, 3, 4], 'prolonged-release tablets', 'nocte')],
    'US': [('methylphenidate ER', 'Concerta', [18, 27, 36, 54, 72], 'ER tablets', 'qAM'),
           ('dexmethylphenidate ER', 'Focalin XR', [5, 10, 15, 20, 25], 'ER capsules', 'qAM'),
           ('mixed amphetamine salts ER', 'Adderall XR', [5, 10, 15, 20, 25], 'ER capsules', 'qAM'),
           ('lisdexamfetamine', 'Vyvanse', [20, 30, 40, 50, 60, 70], 'capsules', 'qAM'),
           ('viloxazine ER', 'Qelbree', [100, 200, 300, 400], 'ER capsules', 'daily'),
           ('methylphenidate ER', 'Ritalin LA', [10, 20, 30, 40], 'capsules', 'qAM'),
           ('methylphenidate ER', 'Jornay PM', [20, 40, 60, 80], 'capsules', 'qHS'),
           ('guanfacine ER', 'Intuniv', [1, 2, 3, 4], 'ER tablets', 'qHS'),
           ('atomoxetine', 'Strattera', [10, 18, 25, 40, 60, 80], 'capsules', 'daily')],
    'AU': [('methylphenidate', 'Ritalin LA', [10, 20, 30, 40], 'modified-release capsules', 'mane'),
           ('methylphenidate', 'Concerta', [18, 27, 36, 54], 'extended-release tablets', 'mane'),
           ('lisdexamfetamine', 'Vyvanse', [30, 50, 70], 'capsules', 'mane'),
           ('dexamfetamine', 'dexamfetamine', [5, 10, 15], '5 mg tablets', 'BD'),
           ('atomoxetine', 'Strattera', [10, 18, 25, 40, 60], 'capsules', 'daily'),
           ('guanfacine', 'Intuniv', [1, 2, 3, 4], 'modified-release tablets', 'nocte')],
    'CA': [('methylphenidate', 'Biphentin', [10, 15, 20, 30, 40, 50], 'CR capsules', 'qAM'),
           ('methylphenidate', 'Foquest', [25, 35, 45, 55, 70], 'CR capsules', 'qAM'),
           ('methylphenidate', 'Concerta', [18, 27, 36, 54], 'ER tablets', 'qAM'),
           ('lisdexamfetamine', 'Vyvanse', [10, 20, 30, 40, 50, 60], 'capsules', 'qAM'),
           ('mixed amphetamine salts', 'Adderall XR', [5, 10, 15, 20, 25], 'ER capsules', 'qAM'),
           ('guanfacine', 'Intuniv XR', [1, 2, 3, 4], 'ER tablets', 'qHS'),
           ('atomoxetine', 'Strattera', [10, 18, 25, 40, 60], 'capsules', 'daily')],
}
SPELL = {'UK': ('behaviour', 'paediatric', 'centile', 'organise', 'programme'),
         'IE': ('behaviour', 'paediatric', 'centile', 'organise', 'programme'),
         'AU': ('behaviour', 'paediatric', 'centile', 'organise', 'program'),
         'US': ('behavior', 'pediatric', 'percentile', 'organize', 'program'),
         'CA': ('behaviour', 'pediatric', 'percentile', 'organize', 'program')}


class Med:
    def __init__(self, rng, country, stimulant=None):
        opts = MEDS[country]
        if stimulant is True:
            opts = [m for m in opts if any(k in m[0] for k in ('phenid', 'amfet', 'amphet'))]
        self.generic, self.brand, self.ladder, self.form, self.timing = pick(rng, opts)
        self.i = rng.randrange(len(self.ladder))
        self.cd = any(k in self.generic for k in ('phenid', 'amfet', 'amphet'))

    @property
    def dose(self):
        return self.ladder[self.i]

    def next_dose(self):
        return self.ladder[min(self.i + 1, len(self.ladder) - 1)]

    def prev_dose(self):
        return self.ladder[max(self.i - 1, 0)]

    def name(self, rng, dose=None):
        d = self.dose if dose is None else dose
        if self.brand == self.generic or self.brand in ('dexamfetamine',):
            return '%s %s mg' % (self.generic, d) if chance(rng, 0.5) else '%s %smg' % (self.generic, d)
        return pick(rng, ['%s %smg' % (self.brand, d), '%s (%s) %s mg' % (self.brand, self.generic, d),
                          '%s %s mg %s' % (self.generic, d, self.form), '%s %s mg' % (self.brand, d)])


def t_score(rng, high=True):
    return rng.randint(66, 90) if high else rng.randint(42, 64)


def conners_table(rng, rater, country, adult=False, high=True):
    rows = ['Inattention', 'Hyperactivity/Impulsivity', 'Learning Problems', 'Executive Functioning',
            'Defiance/Aggression', 'Peer Relations']
    if rater == 'Teacher':
        rows = ['Inattention', 'Hyperactivity/Impulsivity', 'Learning Problems/Executive Functioning',
                'Defiance/Aggression', 'Peer Relations']
    fmt = rng.randrange(3)
    out = ['Conners 3 - %s (%s form)\n' % (rater, pick(rng, ['Full-length', 'Short', 'Full'])),
           ['Scale                                   T-score   Percentile\n',
            'Scale\tT\t%ile\n', 'SCALE | T | Guideline\n'][fmt]]
    for r in rows:
        t = t_score(rng, high and (r.startswith(('Inatt', 'Hyper', 'Exec', 'Learning')) or chance(rng, 0.3)))
        pct = min(99, max(1, int((t - 50) * 3.2 + 50)))
        flag = 'Very Elevated' if t >= 70 else ('Elevated' if t >= 65 else ('High Average' if t >= 60 else 'Average'))
        out.append(['%-40s%-10d%d\n' % (r, t, pct), '%s\t%d\t%d\n' % (r, t, pct),
                    '%s | %d | %s\n' % (r, t, flag)][fmt])
    out.append('Conners 3 ADHD Index: %d%% probability; DSM-5 Symptom Counts: Inattentive %d/9, H/I %d/9\n' % (
        rng.choice([51, 68, 75, 81, 88, 94, 99]), rng.randint(4, 9), rng.randint(2, 9)))
    if chance(rng, 0.4):
        out.append('Validity: Positive Impression %d, Negative Impression %d, Inconsistency Index %d (valid)\n' % (
            rng.randint(0, 3), rng.randint(0, 4), rng.randint(2, 8)))
    return out


def snap_table(rng, rater, high=True):
    ia = round(rng.uniform(1.6, 2.8) if high else rng.uniform(0.6, 1.4), 2)
    hi = round(rng.uniform(1.3, 2.7) if high else rng.uniform(0.4, 1.3), 2)
    odd = round(rng.uniform(0.4, 2.2), 2)
    cut = ('1.78', '1.44') if rater.startswith('P') else ('2.56', '1.78')
    return ['SNAP-IV (26-item), %s rating: Inattention mean %.2f (cut-off %s), Hyperactivity/Impulsivity '
            'mean %.2f (cut-off %s), ODD mean %.2f\n' % (rater, ia, cut[0], hi, cut[1], odd)]


def vanderbilt(rng, rater, high=True):
    ia = rng.randint(6, 9) if high else rng.randint(1, 5)
    hi = rng.randint(3, 9) if high else rng.randint(0, 5)
    return ['NICHQ Vanderbilt Assessment Scale - %s Informant\n'
            '  Inattentive items scored 2-3: %d/9\n  Hyperactive/impulsive items scored 2-3: %d/9\n'
            '  ODD screen: %d/8   Conduct screen: %d/%d   Anxiety/depression screen: %d/7\n'
            '  Performance items (1-5): reading %d, math %d, written expression %d, relationships %d\n' % (
                rater, ia, hi, rng.randint(0, 6), rng.randint(0, 3), 14 if rater == 'Parent' else 12,
                rng.randint(0, 4), rng.randint(2, 5), rng.randint(2, 5), rng.randint(2, 5), rng.randint(1, 4))]


def sdq(rng, rater):
    h = rng.randint(6, 10)
    e = rng.randint(1, 8)
    c = rng.randint(1, 7)
    p = rng.randint(0, 6)
    tot = h + e + c + p
    return ['SDQ (%s): Total difficulties %d/40; Emotional %d, Conduct %d, Hyperactivity %d/10, Peer %d, '
            'Prosocial %d; Impact %d\n' % (rater, tot, e, c, h, p, rng.randint(3, 10), rng.randint(1, 9))]


def asrs(rng):
    a = rng.randint(4, 6)
    return ['ASRS v1.1 Part A: %d/6 items in shaded boxes (screen positive >=4); Part B: %d/12\n' % (
        a, rng.randint(5, 12))]


def diva(rng):
    return ['DIVA-5 (Diagnostic Interview for ADHD in Adults): childhood A1 %d/9, A2 %d/9; adulthood A1 %d/9, '
            'A2 %d/9. Impairment evident in %s.\n' % (
                rng.randint(6, 9), rng.randint(3, 9), rng.randint(5, 9), rng.randint(3, 9),
                pick(rng, ['work, relationships and self-esteem', 'education, finances and driving',
                           'work, family life and social contacts', 'study, leisure and self-care']))]


def caars(rng):
    return ['CAARS-S:L  A Inattention/Memory T=%d  B Hyperactivity/Restlessness T=%d  C Impulsivity/Emotional '
            'Lability T=%d  D Problems with Self-Concept T=%d  ADHD Index T=%d\n' % tuple(
                rng.randint(58, 88) for _ in range(5))]


def brief(rng):
    return ['BRIEF2 (parent): Inhibit T=%d, Shift T=%d, Working Memory T=%d, Plan/Organise T=%d, GEC T=%d\n' % tuple(
        rng.randint(55, 85) for _ in range(5))]


def wisc(rng):
    v = [rng.randint(78, 115) for _ in range(5)]
    fs = sum(v) // 5
    return ['WISC-V: VCI %d, VSI %d, FRI %d, WMI %d, PSI %d, FSIQ %d (95%% CI %d-%d)\n' % (
        v[0], v[1], v[2], v[3] - 8, v[4] - 10, fs - 4, fs - 9, fs + 1)]


def wfirs(rng):
    return ['WFIRS-P mean item scores: Family %.1f, School/Learning %.1f, Life skills %.1f, Self-concept %.1f, '
            'Social %.1f, Risky %.1f\n' % tuple(round(rng.uniform(0.3, 2.4), 1) for _ in range(6))]


def qb_scores(rng, on_med=False):
    f = 0.45 if on_med else 1.0
    return {'Activity': round(rng.uniform(0.6, 3.1) * f, 2), 'Inattention': round(rng.uniform(0.5, 2.9) * f, 2),
            'Impulsivity': round(rng.uniform(-0.4, 2.4) * f, 2)}


def vitals(rng, case, short=False, age=None):
    """Height/weight/BP/HR line. Centiles and fractions are hard negatives."""
    sp = SPELL[case.c]
    a = case.age if age is None else age
    if case.adult or a >= 19:
        h = rng.randint(152, 192)
        w = round(rng.uniform(52, 108), 1)
        bp = '%d/%d' % (rng.randint(108, 142), rng.randint(64, 92))
        hr = rng.randint(58, 104)
        bmi = round(w / (h / 100.0) ** 2, 1)
        if short:
            return 'BP %s, HR %d, Wt %.1f kg, BMI %.1f' % (bp, hr, w, bmi)
        return 'Weight %.1f kg, height %d cm, BMI %.1f. BP %s mmHg (sitting, L arm), pulse %d bpm regular.' % (
            w, h, bmi, bp, hr)
    h = round(80 + a * 6.1 + rng.uniform(-8, 8), 1)
    w = round(8 + a * 2.9 + rng.uniform(-5, 9), 1)
    cent = pick(rng, ['2nd', '9th', '25th', '50th', '75th', '91st', '98th', '25th-50th', '50th-75th', '9th-25th'])
    wc = pick(rng, ['2nd', '9th', '25th', '50th', '75th', '91st', '0.4th-2nd', '9th-25th'])
    bp = '%d/%d' % (rng.randint(92, 124), rng.randint(52, 80))
    hr = rng.randint(68, 118)
    if short:
        return 'Ht %.1f cm (%s), Wt %.1f kg (%s), BP %s, HR %d' % (h, cent, w, wc, bp, hr)
    return ('Height %.1f cm (%s %s), weight %.1f kg (%s %s). BP %s mmHg (<90th %s for age/sex/height), '
            'HR %d bpm, regular. Plotted on growth chart.' % (h, cent, sp[2], w, wc, sp[2], bp, sp[2], hr))


SIDE_EFFECTS = ['reduced appetite at lunch', 'initial insomnia (sleep latency ~%d min)', 'mild headaches in the first week',
                'stomach aches before school', 'evening rebound irritability after %d pm', 'teary in the afternoons',
                'no tics', 'transient motor tic (eye blinking) noted', 'dry mouth', 'palpitations denied',
                'no chest pain or syncope', 'mood flat / "zombie-like" on higher dose', 'weight loss of %.1f kg',
                'Raynaud-type cold fingers in winter', 'nausea if taken without breakfast', 'jaw clenching',
                'skin picking slightly worse', 'no suicidal ideation', 'dizziness on standing (atomoxetine)',
                'sedation in the evening (guanfacine)', 'increased anxiety on school mornings', 'constipation']


def side_effects(rng, k=None, med=None):
    k = k or rng.randint(2, 5)
    out = []
    gen = med.generic if med is not None else ''
    idx = [i for i in range(len(SIDE_EFFECTS))
           if not ('(atomoxetine)' in SIDE_EFFECTS[i] and 'atomox' not in gen)
           and not ('(guanfacine)' in SIDE_EFFECTS[i] and 'guanf' not in gen)]
    rng.shuffle(idx)
    for i in idx[:k]:
        s = SIDE_EFFECTS[i]
        if '%d min' in s:
            s = s % rng.choice([30, 45, 60, 90])
        elif '%d pm' in s:
            s = s % rng.choice([4, 5, 6])
        elif '%.1f' in s:
            s = s % round(rng.uniform(0.5, 2.5), 1)
        out.append(s)
    return out


def checklist(rng):
    items = ['Appetite', 'Sleep onset', 'Headache', 'Abdominal pain', 'Tics', 'Mood/irritability',
             'Anxiety', 'Palpitations', 'Dizziness', 'Growth']
    out = []
    for it in items:
        out.append('%-18s%s\n' % (it, pick(rng, ['nil', 'nil', 'mild', 'moderate', 'N', 'Y - see below', '0', '1',
                                                 'improving', 'not reported'])))
    return out


ICD = {'F90.0': 'predominantly inattentive presentation', 'F90.1': 'predominantly hyperactive-impulsive presentation',
       'F90.2': 'combined presentation'}
ICD_US = {'F90.0': '314.00', 'F90.1': '314.01', 'F90.2': '314.01'}


def dx_code(rng):
    return pick(rng, sorted(ICD))


HARD_NEG = [
    'Discussed NICE NG87 recommendations and the BNF for Children cautions.',
    'No family history of sudden cardiac death under 40, WPW or cardiomyopathy; ECG not indicated (NICE NG87 1.8.3).',
    'Baseline ECG: sinus rhythm, rate 84, QTc (Bazett) 412 ms, no pre-excitation.',
    'Screened with the Social Communication Questionnaire (SCQ 9, below cut-off of 15).',
    'No features to suggest Tourette syndrome; occasional sniffing tic, YGTSS total 6.',
    'History of febrile convulsion x1; no epilepsy. EEG not requested.',
    'Born at 36+4 weeks by emergency LSCS, birth weight 2.6 kg, Apgar 8 and 9.',
    'Hearing (pure tone audiometry) and vision (Snellen 6/6 bilaterally) normal.',
    'Fragile X and microarray not indicated at this time.',
    'Treated for iron deficiency last year (ferritin 11 ug/L, now 38 ug/L).',
    'Sleep hygiene advice given; melatonin 2 mg nocte (off-label) continued.',
    'Risk assessment: no current safeguarding concerns; no Section 17/47 involvement.',
    'Drug holidays discussed - optional at weekends and during the summer holidays.',
    'Advised to avoid taking with grapefruit juice or high-dose vitamin C at the same time.',
    'DVLA/driving: advised that ADHD must be declared if it affects safe driving.',
    'Caffeine: 2-3 energy drinks (160 mg caffeine each) per day - advised to cut down.',
    'AUDIT-C 3, no illicit substance use reported; occasional cannabis in the past, none in the last year.',
    'PHQ-9 7, GAD-7 9 - mild range.',
    'Reading age assessed at 7.6 years, spelling age 6.11 on the Salford test.',
    'Conners 3 norms apply for ages 6-18; ASRS is normed for adults 18 and over.',
    'Routine bloods (FBC, U&E, LFT, TFT) normal per GP summary.',
    'Child Protection Register checked - not known.',
    'Height and weight plotted on the UK-WHO / RCPCH growth charts.',
    'Glasgow Coma Scale 15 at time of the fall last year, no LOC.',
    'Apgar scores were 9 at 1 min and 10 at 5 min.',
    'Parkinson-like tremor denied; no abnormal movements seen. Romberg negative.',
    'EHCP application submitted by school; Section F provision includes 15 hours 1:1 support.',
    'Dose 1.2 mg/kg/day equates to 40 mg given weight of 33 kg.',
    'Stock issues with 27 mg tablets nationally (MHRA/DHSC Serious Shortage Protocol SSP 055).',
]

PLAN_ITEMS = [
    'Continue current dose; repeat height, weight, BP and pulse in 3/12.',
    'Increase dose as below; parent to complete weekly SNAP-IV and e-mail to team.',
    'Letter to school re: reasonable adjustments (movement breaks, seat near front, chunked instructions).',
    'Refer to Occupational Therapy for sensory and handwriting assessment.',
    'Parent training: Incredible Years / Triple P group offered.',
    'Sleep diary for 2/52 then review.',
    'Consider switch to lisdexamfetamine if response remains partial at optimum MPH dose.',
    'Review in titration clinic in 4 weeks (telephone).',
    'GP to continue prescribing under shared care once stable for 3 months.',
    'Repeat Conners 3 teacher form in 6-8 weeks.',
    'Safety-net advice given re chest pain, fainting and palpitations.',
    'Discussed diversion risk - medication to be kept locked and counted.',
    'Copy of ADHD information leaflet and ADDISS/CHADD resources given.',
    'Offered CBT-informed ADHD coaching group (8 sessions).',
]
