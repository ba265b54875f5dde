"""Genre 8: physiotherapy and rehabilitation notes (CA)."""
from common import *
from extras import extras

DX = ['L TKA', 'R THA (anterior approach)', 'lumbar disc herniation L4-5', 'rotator cuff repair R', 'ACL reconstruction L (hamstring graft)',
      'ankle ORIF (trimalleolar) R', 'stroke - L hemiparesis', 'whiplash-associated disorder grade II', 'lateral epicondylalgia R', 'frozen shoulder L',
      'hip fracture (IM nail) L', 'concussion', 'chronic low back pain', 'patellofemoral pain', 'Achilles tendon rupture (non-op)', 'COPD - pulmonary rehab',
      'Parkinson disease - falls', 'spinal stenosis', 'distal radius fracture', 'post-COVID deconditioning']
MEASURES = [('NPRS', '/10', 0, 10), ('LEFS', '/80', 10, 78), ('DASH', '/100', 5, 80), ('ODI', '%', 6, 70), ('NDI', '%', 6, 60), ('TUG', ' s', 7, 35),
            ('Berg', '/56', 18, 56), ('6MWT', ' m', 90, 560), ('30s STS', ' reps', 2, 16), ('KOOS', '/100', 20, 90), ('PSFS', '/10', 1, 9),
            ('Knee flex AROM', ' deg', 60, 135), ('Shoulder flex AROM', ' deg', 70, 175), ('Grip (dyn.)', ' kg', 8, 48), ('Gait speed', ' m/s', 0.3, 1.4)]
EXER = ['quad sets', 'heel slides', 'SLR', 'bridging', 'clamshells', 'sit-to-stand from chair', 'calf raises', 'tandem stance', 'wall slides', 'pendulums',
        'scapular retraction w/ band', 'chin tucks', 'cat-camel', 'bird-dog', 'step-ups 15 cm', 'mini squats', 'hamstring stretch', 'diaphragmatic breathing',
        'eccentric heel drops', 'wrist flexor stretch', 'stationary bike', 'walking program']


def mval(rng, lo, hi):
    if isinstance(lo, float) or isinstance(hi, float):
        return round(rng.uniform(lo, hi), 2)
    return rng.randint(lo, hi)


def gen(rng, W):
    code = 'CA'
    L = W[code]
    c = Ctx(rng, L)
    p = c.person()
    a = rng.randint(16, 94)
    when = rdate(rng)
    dob = dob_for(rng, when, a)
    clinic = rng.choice([pr for pr in L.practices if 'Physio' in pr] + [L.practice(rng)]) if rng.random() < 0.6 else L.hospital(rng)
    pt_ = staff(rng)
    md = staff(rng)
    dx = rng.choice(DX)
    job = rng.choice(PROFESSIONS)
    emp = L.org(rng)
    wsib = rng.random() < 0.35
    claim = rng.choice([digits(rng, 8), f'{digits(rng, 2)}-{digits(rng, 6)}', f'C{digits(rng, 7)}'])
    hcn = L.health_plan(rng)
    chart = L.mrn(rng)
    reg = digits(rng, 5)
    layout = rng.choice(['initial', 'progress', 'hep', 'discharge', 'daily', 'initial', 'progress'])
    lower = layout == 'daily' and rng.random() < 0.7
    out = []
    ms = rng.sample(MEASURES, rng.randint(3, 6))
    inj = plus(when, -rng.randint(5, 200))

    def header():
        s = f"{hosp(clinic)}\n{L.address(rng)}\nT {tel(L.phone(rng))}  F {fax(L.phone(rng))}\n\n"
        s += f"Client: {pat(p.fmt(rng.choice(['full', 'LAST_first', 'full_mid'])))}   DOB: {c.d(dob)} ({age(a)})   File #: {mrn(chart)}\n"
        return s

    if layout == 'initial':
        out.append(header())
        out.append(f"{rng.choice(['PHYSIOTHERAPY INITIAL ASSESSMENT', 'Initial Assessment - Physiotherapy', 'IA / Physio'])}   Date: {c.d(when)}\n")
        out.append(f"Referred by: Dr {doc(md.fmt(rng.choice(['full', 'init_last'])))} (fax {fax(L.phone(rng))})   Dx on referral: {dx}\n")
        if wsib:
            out.append(f"Payer: WSIB claim # {hplan(claim)}  DOA {c.d(inj)}  Adjudicator {fam(c.person().fmt('full'))} ({tel(L.phone(rng))} ext {tel(str(rng.randint(100, 9999)))})\n")
        else:
            out.append(f"Payer: {rng.choice(['extended health', 'OHIP-funded', 'MVA (auto insurer)', 'self-pay', 'private insurance'])}  policy/cert {hplan(L.health_plan(rng))}  HCN {hplan(hcn)}\n")
        out.append(f"Address: {L.address(rng)}  Cell {tel(L.phone(rng))}  Email {email(L.email(rng, p))}\n\n")
        out.append("S:\n")
        out.append(f"  {age_expr(rng, a, p.sex)} {prof(job)} at {org(emp)}. {rng.choice(['MOI: fell from ladder at work', 'insidious onset', 'rear-ended at red light', 'slipped on ice', 'post-op', 'lifting boxes'])} on {c.d(inj)}. "
                   f"Pain {rng.randint(2, 9)}/10, {rng.choice(['worse AM', 'worse with stairs', 'night pain', 'aggravated by sitting > 20 min'])}. "
                   f"{rng.choice(['Off work since', 'Modified duties since', 'Working full duties; issue began'])} {c.d(plus(inj, rng.randint(0, 10)))}.\n")
        out.append(f"  Lives with {rng.choice(['spouse', 'partner and 2 kids', 'parents', 'alone', 'roommate'])} in a {rng.choice(['bungalow', '2-storey home, 14 stairs', 'condo with elevator', 'basement apt'])}. "
                   f"{kin(c, ['Wife', 'Husband', 'Partner', 'Mother', 'Son'], 'first')} drives to appts.\n")
        out.append(f"  PMHx: {rng.choice(['HTN, T2DM', 'nil significant', 'OA both knees, hypothyroid', 'asthma', 'depression, GERD'])}. Red flags: {rng.choice(['neg', 'none', 'screened negative'])}.\n\n")
        out.append("O:\n")
        out.append(f"  Obs: {rng.choice(['antalgic gait', 'guarded posture', 'ambulates with 2WW', 'swelling ++ knee', 'no acute distress'])}. Palpation {rng.choice(['TTP lateral epicondyle', 'L4-5 paraspinals', 'joint line', 'supraspinatus insertion'])}.\n")
        out.append("  Outcome measures (baseline):\n")
        for nm, un, lo, hi in ms:
            out.append(f"    {pad(nm, 20)}{mval(rng, lo, hi)}{un}\n")
        out.append(f"  Special tests: {rng.choice(['SLR + at 45 deg', 'Lachman neg', 'Hawkins-Kennedy +, empty can +', 'Spurling neg', 'Thomas test + R'])}\n\n")
        out.append(f"A: {rng.choice(['findings consistent with', 'presentation c/w', 'impairments in keeping with'])} {dx}; good rehab potential.\n")
        out.append(f"P: {rng.choice(['2x/wk x 6 wks', '1x/wk x 8 wks', '3x/wk x 4 wks'])}; manual therapy, progressive loading, education. HEP issued (see portal). "
                   f"RTW plan to be discussed with employer contact {fam(c.person().fmt('full'))}.\n\n")
        out.append(f"{doc(pt_.fmt('full'))}, PT   Reg. #{lic(reg)}\n{c.d(when)}\n")

    elif layout == 'progress':
        out.append(header())
        out.append(f"{rng.choice(['PROGRESS REPORT', 'Re-assessment / Progress Note', 'Physiotherapy Progress Report to Referring Physician'])}\n")
        out.append(f"To: Dr {doc(md.fmt('full'))}{', ' + hosp(L.practice(rng)) if rng.random() < 0.5 else ''}\nRe: {pat(p.fmt('full'))}, {dx}\n")
        if wsib:
            out.append(f"WSIB claim {hplan(claim)} | employer {org(emp)}\n")
        out.append(f"Visits to date: {rng.randint(4, 24)}  Initial assessment {c.d(plus(when, -rng.randint(21, 90)))}\n\n")
        dates = sorted({plus(when, -7 * k) for k in range(rng.randint(2, 4))})
        if rng.random() < 0.5:
            out.append("| Measure | " + ' | '.join(c.d(d) for d in dates) + " |\n|---|" + '---|' * len(dates) + '\n')
            for nm, un, lo, hi in ms:
                out.append(f"| {nm}{un.strip() and ' (' + un.strip() + ')'} | " + ' | '.join(str(mval(rng, lo, hi)) for _ in dates) + ' |\n')
        else:
            out.append(f"{pad('Measure', 22)}" + ''.join(pad(c.d(d), 14) for d in dates) + '\n')
            for nm, un, lo, hi in ms:
                out.append(f"{pad(nm + ' (' + un.strip() + ')', 22)}" + ''.join(f'{mval(rng, lo, hi)!s:<14}' for _ in dates) + '\n')
        out.append(f"\nFunctional: {rng.choice(['now walking 2 km', 'stairs reciprocal with rail', 'able to lift 15 kg floor to waist', 'reaching overhead pain-free', 'sleeping through the night'])}. "
                   f"Work: {rng.choice(['returned to modified duties', 'graduated RTW starting', 'full duties from', 'remains off work as of'])} {c.d(plus(when, rng.randint(-10, 20)))} as {prof(job)}.\n")
        out.append(f"Recommend: continue {rng.choice(['6 more visits', '4 weeks', 'with taper to 1x/wk'])}; {rng.choice(['FCE requested', 'MRI if no change', 'no further imaging needed', 'ortho f/u as scheduled'])}.\n\n")
        out.append(f"Regards,\n{doc(pt_.fmt('full'))}, MScPT, Registered Physiotherapist (#{lic(reg)})\n{email(L.email(rng, pt_))}\n")

    elif layout == 'hep':
        out.append(f"HOME EXERCISE PROGRAM\n{hosp(clinic)}  |  {tel(L.phone(rng))}\n\n")
        out.append(f"Prepared for: {pat(p.fmt(rng.choice(['full', 'first'])))}   Date: {c.d(when, rng.choice([c.ds, 'month d, y']))}   Therapist: {doc(pt_.fmt('full'))}\n")
        out.append(f"Online version: {url('https://www.hep-portal.example.com/p/' + letters(rng, 4).lower() + digits(rng, 4))}  Access code {idn(letters(rng, 3) + digits(rng, 3))}\n\n")
        for k, ex in enumerate(rng.sample(EXER, rng.randint(4, 8))):
            out.append(f"{k + 1}. {ex.capitalize()}\n   {rng.choice(['3 x 10', '2 x 15', 'hold 30 s x 3', '3 x 8 each side', '10 min'])}, {rng.choice(['1x/day', '2x/day', 'every other day', '3x/day'])}. "
                       f"{rng.choice(['Keep back flat.', 'Stop if sharp pain.', 'Slow on the way down.', 'Use a chair for balance.', 'Breathe normally.', ''])}\n")
        out.append(f"\nNext appointment: {c.d(plus(when, rng.randint(3, 14)), rng.choice(['weekday, month d, y', 'mon d, y', 'weekday']))} at {rng.randint(8, 17)}:{rng.choice(['00', '15', '30', '45'])}.\n")
        out.append(f"Questions? Email {email(L.email(rng, pt_))} or call {tel(L.phone(rng))}.\n")

    elif layout == 'discharge':
        hname = L.hospital(rng)
        out.append(f"{hosp(hname)}\n{rng.choice(['Inpatient Rehabilitation', 'Rehab Unit', 'Geriatric Rehabilitation'])} - {hosp(L.ward(rng))}\n")
        out.append(f"{rng.choice(['PHYSIOTHERAPY DISCHARGE SUMMARY', 'Rehab Discharge Summary - PT/OT'])}\n\n")
        out.append(f"Patient: {pat(p.fmt('LAST_first'))}  MRN {mrn(chart)}  HCN {hplan(hcn)}  DOB {c.d(dob)}  Age {age(a)}\n")
        adm = plus(when, -rng.randint(10, 60))
        out.append(f"Admitted {c.d(adm)}  Discharged {c.d(when)}  Room {loco(str(rng.randint(200, 799)) + rng.choice(['', 'A', 'B']))}\n")
        out.append(f"Dx: {dx}   MRP: Dr {doc(md.fmt('last'))}\n\n")
        out.append("Measure          Admission   Discharge\n")
        for nm, un, lo, hi in ms + [('FIM motor', '/91', 20, 85)]:
            out.append(f"{pad(nm, 17)}{pad(str(mval(rng, lo, hi)) + un, 12)}{mval(rng, lo, hi)}{un}\n")
        out.append(f"\nMobility at d/c: {rng.choice(['independent with 4WW', 'SBA with cane', 'independent, no aid', 'wheelchair level, transfers with 1 assist'])}. Stairs {rng.choice(['12 with rail', 'not assessed', '3 steps with SBA'])}.\n")
        out.append(f"Discharge destination: {rng.choice(['home', 'home with daughter', 'retirement residence'])} - {L.address(rng)}\n")
        out.append(f"Equipment: {rng.choice(['4WW, raised toilet seat, bath bench', 'cane, grab bars', 'transfer pole, commode'])} (vendor order {idn('EQ' + digits(rng, 6))}).\n")
        out.append(f"Community referral: {hosp(L.practice(rng))} outpatient PT, first visit {c.d(plus(when, rng.randint(5, 15)))}; home care coordinator {doc(staff(rng).fmt('full'))} {tel(L.phone(rng))}.\n")
        out.append(f"Family: {kin(c, ['daughter', 'son', 'spouse', 'niece'], 'full')} attended family conference {c.d(plus(when, -rng.randint(2, 7)))}.\n\n")
        out.append(f"{doc(pt_.fmt('full'))}, PT  #{lic(reg)}   |   cosigned {doc(staff(rng).fmt('full'))}, OT Reg. (Ont.)\n")

    else:  # daily
        out.append(f"pt tx notes - {pat(p.fmt(rng.choice(['full', 'last', 'initials', 'first_init'])))} ({dx})\n")
        dd = plus(when, -rng.randint(0, 20))
        for k in range(rng.randint(4, 8)):
            dd = plus(dd, rng.choice([2, 3, 4, 7]) if k else 0)
            who = rng.choice([pt_, staff(rng)])
            out.append(cyc(rng, k, [
                f"{c.sd(dd)} - visit {k + 1}. pain {rng.randint(1, 8)}/10 in, {rng.randint(0, 7)}/10 out. {', '.join(rng.sample(EXER, 3))}. {rng.choice(['ift 15 min', 'ice 10 min', 'grade III mobs', 'stm'])}. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} tug {mval(rng, 7, 30)} s, berg {rng.randint(20, 56)}/56. walked {rng.randint(30, 300)} m w/ {rng.choice(['4ww', 'cane', 'no aid'])}. pt {pat(p.fmt('first'))} motivated. - {doc(who.fmt('first'))} pt",
                f"{c.sd(dd)} no-show. called {tel(L.phone(rng))}, lm. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} reports back at work at {org(emp)} (light duty). {rng.choice(['lefs', 'dash', 'odi'])} {rng.randint(10, 70)}. progressed hep. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} seen w/ {kin(c, ['wife', 'husband', 'daughter', 'son', 'mom'], 'first')}. reviewed fall prevention, stairs practice x4 flights. {doc(who.fmt('initials'))}",
            ]) + '\n')
        out.append(f"-- {doc(pt_.fmt('init_last'))} pt reg {lic(reg)}\n")

    c.dob = locals().get('dob')
    if layout == 'letter':
        out.append(extras(c, p, a, when, clinic, chart, ['distribution', 'audit', 'addendum', 'billing'], 1, 3))
    else:
        out.append(extras(c, p, a, when, clinic, chart, ['demographics', 'pmhx', 'labs', 'meds', 'audit', 'addendum', 'appointments', 'distribution', 'social', 'billing', 'transport'], 2, 5))
    raw = ''.join(out)
    if lower:
        raw = raw.lower()
    if rng.random() < 0.2:
        raw = add_typos(raw, rng, 0.03)
    return raw, code
