"""Genre 6: cardiac catheterisation laboratory reports (AU)."""
from common import *
from extras import extras

STENTS = ['Xience Sierra', 'Synergy XD', 'Resolute Onyx', 'Orsiro Mission', 'Promus ELITE', 'Onyx Frontier', 'Ultimaster Nagomi']
BALLOONS = ['Emerge', 'Sapphire II', 'NC Trek', 'NC Euphora', 'Traveler', 'Scoreflex', 'Wolverine cutting balloon']
WIRES = ['Runthrough NS', 'Sion Blue', 'BMW Universal', 'Fielder XT', 'Whisper MS']
VESSELS = ['LM', 'prox LAD', 'mid LAD', 'D1', 'prox LCx', 'OM1', 'prox RCA', 'mid RCA', 'dist RCA', 'PDA', 'ramus']
INDIC = ['NSTEMI', 'STEMI (inferior) - primary PCI', 'stable angina, positive stress echo', 'unstable angina', 'pre-TAVI work-up', 'HFrEF new diagnosis',
         'VT arrest, ROSC', 'abnormal CTCA (CAD-RADS 4A)', 'pulmonary hypertension assessment', 'severe AS, pre-AVR']


def lot(rng):
    return rng.choice([digits(rng, 7), f'{digits(rng, 8)}', f'{letters(rng, 1)}{digits(rng, 6)}', f'{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 5)}', f'{digits(rng, 10)}'])


def gen(rng, W):
    code = 'AU'
    L = W[code]
    c = Ctx(rng, L)
    p = c.person()
    a = rng.randint(28, 92)
    when = rdate(rng)
    dob = dob_for(rng, when, a)
    hname = L.hospital(rng)
    ur = L.mrn(rng)
    medi = L.medicare(rng)
    op = staff(rng)
    op2 = staff(rng)
    scrub, scout = staff(rng), staff(rng)
    rad = staff(rng)
    tech = staff(rng)
    refc = staff(rng)
    gp = staff(rng)
    layout = rng.choice(['report', 'report', 'rhc', 'device', 'nursing', 'letter', 'report'])
    lower = rng.random() < 0.07
    out = []
    if rng.random() < 0.4:
        out.append(banner(rng, L, p, ur, fd(dob, c.ds), fd(when, c.ds), tech.username(rng), L.ip(rng), hname) + '\n')

    def idblock():
        s = f"Name: {pat(p.fmt(rng.choice(['LAST_first', 'LAST_FIRST', 'full'])))}    UR: {mrn(ur)}\n"
        s += f"DOB: {c.d(dob)} ({age(a)} yrs)    Sex: {p.sex}    Medicare: {hplan(medi)}\n"
        if rng.random() < 0.3:
            s += f"{rng.choice(['Health fund', 'Private health fund', 'PHI fund'])} member no: {hplan(digits(rng, 8))}\n"
        if rng.random() < 0.4:
            s += f"Address: {L.address(rng)}   Ph {tel(L.phone(rng, rng.choice(['land', 'mobile'])))}\n"
        return s

    def haemo_table():
        s = "HAEMODYNAMICS (mmHg)\n"
        rows = [('AO', f'{rng.randint(95, 180)}/{rng.randint(50, 95)} (m {rng.randint(70, 120)})'), ('LV', f'{rng.randint(95, 220)}/{rng.randint(4, 12)}, EDP {rng.randint(6, 32)}'),
                ('RA', f'a {rng.randint(3, 16)} v {rng.randint(3, 18)} m {rng.randint(2, 15)}'), ('RV', f'{rng.randint(20, 85)}/{rng.randint(2, 14)}'),
                ('PA', f'{rng.randint(18, 90)}/{rng.randint(6, 40)} (m {rng.randint(12, 55)})'), ('PCWP', f'm {rng.randint(6, 32)}'),
                ('CO (TD)', f'{round(rng.uniform(2.6, 7.2), 2)} L/min'), ('CI', f'{round(rng.uniform(1.5, 3.8), 2)} L/min/m2'),
                ('SvO2', f'{rng.randint(48, 78)}%'), ('PVR', f'{round(rng.uniform(0.8, 9.5), 1)} WU')]
        if rng.random() < 0.5:
            s += "| Site | Pressure |\n|---|---|\n" + ''.join(f"| {k} | {v} |\n" for k, v in rows)
        else:
            s += ''.join(f"  {pad(k, 9)}{v}\n" for k, v in rows)
        if rng.random() < 0.4:
            s += f"  AV gradient: peak-to-peak {rng.randint(20, 80)}, mean {rng.randint(15, 60)}; AVA (Gorlin) {round(rng.uniform(0.5, 1.3), 2)} cm2\n"
        return s

    if layout == 'report':
        out.append(f"{hosp(hname)}\n{rng.choice(['Cardiac Catheter Laboratory', 'Cardiac Investigation Unit', 'Cath Lab - Interventional Cardiology'])}\n")
        out.append(f"{rng.choice(['CORONARY ANGIOGRAM / PCI REPORT', 'Cardiac Catheterisation Report', 'PROCEDURE REPORT'])}\n\n")
        out.append(idblock())
        out.append(f"Procedure date: {c.d(when)}  Lab {loco(rng.randint(1, 3))}  Case no {idn(rng.choice(['CL', 'CCL', '']) + digits(rng, 6))}  Episode {acct(L.encounter(rng))}\n")
        out.append(f"Operator: Dr {doc(op.fmt('full'))}   2nd: Dr {doc(op2.fmt('init_last'))} ({rng.choice(['fellow', 'AT', 'reg'])})\n")
        out.append(f"Scrub: {doc(scrub.fmt('full'))}  Scout: {doc(scout.fmt('full'))}  Radiographer: {doc(rad.fmt('full'))}  Cardiac scientist: {doc(tech.fmt('full'))}\n")
        out.append(f"Referring: Dr {doc(refc.fmt('full'))}   GP: Dr {doc(gp.fmt('init_last'))}, {hosp(L.practice(rng))}\n\n")
        out.append(f"Indication: {rng.choice(INDIC)}. {rng.choice(['Troponin 1840 ng/L.', 'LVEF 35% on TTE.', 'GRACE 142.', 'eGFR 48.', 'Prior CABG 2011 (LIMA-LAD, SVG-OM).', ''])}\n")
        out.append(f"Access: {rng.choice(['R radial 6F', 'L radial 6F', 'R CFA 6F (US-guided)', 'R radial 7F slender', 'R CFA 7F + R CFV 7F'])}. Heparin {rng.choice([5000, 7000, 8000, 10000])} IU. "
                   f"{rng.choice(['Verapamil 2.5 mg IA.', 'GTN 200 mcg IA.', ''])}\n\n")
        out.append(haemo_table() + '\n')
        out.append("CORONARY ANATOMY\n")
        for v in rng.sample(VESSELS, rng.randint(3, 6)):
            out.append(f"  {v}: {rng.choice(['mild irregularities', '30-40%', '70% focal', '90% with TIMI 2 flow', 'CTO, collaterals from RCA', 'normal', '99% culprit, thrombus', 'moderate 50-60%, FFR 0.76'])}\n")
        out.append(f"  Dominance: {rng.choice(['right', 'right', 'left', 'co-dominant'])}. LV gram: EF ~{rng.randint(25, 65)}%, {rng.choice(['inferior hypokinesis', 'anterior akinesis', 'normal wall motion', 'apical ballooning'])}.\n\n")
        if rng.random() < 0.8:
            out.append("INTERVENTION / DEVICES USED\n")
            out.append("Item                         Size          REF          LOT / SN\n")
            items = [('Guide ' + rng.choice(['EBU 3.5', 'JL4', 'JR4', 'AL1', 'XB 3.5']), '6F'), ('Wire ' + rng.choice(WIRES), '0.014"')]
            items += [(rng.choice(BALLOONS), f'{rng.choice([2.0, 2.5, 3.0, 3.5])} x {rng.choice([12, 15, 20])}') for _ in range(rng.randint(1, 3))]
            items += [(rng.choice(STENTS) + ' DES', f'{rng.choice([2.5, 2.75, 3.0, 3.5, 4.0])} x {rng.choice([12, 15, 18, 23, 28, 33, 38])}') for _ in range(rng.randint(1, 3))]
            if rng.random() < 0.5:
                items.append(('Closure: ' + rng.choice(['Angio-Seal VIP', 'Perclose ProGlide', 'TR Band', 'MynxGrip']), rng.choice(['6F', 'regular', '8F'])))
            for name, size in items:
                ref = f'{digits(rng, 4)}-{digits(rng, 2)}' if rng.random() < 0.5 else f'{letters(rng, 3)}{digits(rng, 5)}'
                out.append(f"{pad(name, 29)}{pad(size, 14)}{pad(ref, 13)}{dev(lot(rng))}\n")
            out.append(f"\nResult: {rng.choice(['0% residual, TIMI 3 flow', '<10% residual, TIMI 3', 'good angiographic result, IVUS MSA 6.2 mm2', 'suboptimal - dissection covered with 2nd stent'])}.\n")
        out.append(f"Contrast: {rng.choice(['Omnipaque 350', 'Visipaque 320', 'Iopamiro 370'])} {rng.randint(60, 320)} mL. Fluoro {round(rng.uniform(3, 45), 1)} min. DAP {rng.randint(800, 18000)} cGy.cm2. AK {rng.randint(150, 3200)} mGy.\n\n")
        out.append(f"Plan: {rng.choice(['DAPT aspirin + ticagrelor 12 months', 'aspirin + clopidogrel 6 months then SAPT', 'heart team discussion re CABG', 'medical therapy, uptitrate beta-blocker', 'staged PCI to LCx in 4-6 weeks'])}. "
                   f"{rng.choice(['TR band off per protocol.', 'Bed rest 4 h.', 'Cardiac rehab referral.', 'Echo prior to discharge.'])}\n\n")
        out.append(f"Dr {doc(op.fmt('full'))}, Interventional Cardiologist" + (f"  Prov no {lic(digits(rng, 6) + letters(rng, 2))}" if rng.random() < 0.5 else '') + f"\nReport finalised {c.d(when)} {c.tm()}\n")
        if rng.random() < 0.4:
            out.append(f"Images archived: {url('http://pacs-cardio.example.org/study/' + digits(rng, 9))} (host {ip(L.ip(rng))})\n")

    elif layout == 'rhc':
        out.append(f"RIGHT HEART CATHETER - HAEMODYNAMIC WORKSHEET\n{hosp(hname)}   {c.d(when)}\n\n")
        out.append(idblock())
        out.append(f"Ht {rng.randint(150, 195)} cm  Wt {rng.randint(45, 130)} kg  BSA {round(rng.uniform(1.4, 2.4), 2)} m2  Hb {rng.randint(90, 160)} g/L\n")
        out.append(f"Operator: {doc(op.fmt('init_last'))}   Recorder: {doc(tech.fmt('full'))}   Nurse: {doc(scrub.fmt('full'))}\n")
        out.append(f"Indication: {rng.choice(['PAH assessment', 'pre-transplant work-up', 'CTEPH', 'HFpEF - exercise RHC', 'vasoreactivity study'])}\n")
        out.append(f"Access: {rng.choice(['R IJV', 'R CFV', 'R antecubital vein'])} {rng.choice(['7F', '6F'])} Swan-Ganz\n\n")
        out.append(haemo_table())
        out.append("\nSATURATION RUN\n")
        for s in ['SVC', 'IVC', 'RA high', 'RA low', 'RV', 'PA', 'Ao']:
            out.append(f"  {pad(s, 9)}{rng.randint(60, 99)}%\n")
        out.append(f"  Qp:Qs {round(rng.uniform(0.9, 2.2), 1)}\n")
        if rng.random() < 0.5:
            out.append(f"\niNO 40 ppm x 10 min: mPAP {rng.randint(20, 55)}, PVR {round(rng.uniform(1, 8), 1)} WU - {rng.choice(['non-responder', 'responder'])}.\n")
        out.append(f"\nHemodynamic system: Mac-Lab  ws {ip(L.ip(rng))}  study {idn(digits(rng, 8))}\nVerified: Dr {doc(op.fmt('full'))} {c.d(when)}\n")

    elif layout == 'device':
        kind = rng.choice(['dual-chamber pacemaker', 'single-chamber ICD', 'CRT-D', 'CRT-P', 'leadless pacemaker', 'implantable loop recorder'])
        out.append(f"{rng.choice(['CARDIAC IMPLANTABLE ELECTRONIC DEVICE - IMPLANT RECORD', 'Device Implant Report', 'PPM/ICD Implant Procedure Note'])}\n{hosp(hname)}\n\n")
        out.append(idblock())
        out.append(f"Date: {c.d(when)}   Implanter: Dr {doc(op.fmt('full'))}   Physiologist: {doc(tech.fmt('full'))}   Scrub: {doc(scrub.fmt('full'))}\n")
        out.append(f"Indication: {rng.choice(['CHB', 'Mobitz II', 'sick sinus syndrome', 'primary prevention, LVEF 28%', 'secondary prevention VF', 'LBBB + HFrEF', 'syncope ?arrhythmic'])}\n\n")
        out.append(f"Device: {kind}\n")
        out.append(f"  Generator  model {rng.choice(['Azure XT DR', 'Assurity MRI', 'Edora 8 DR-T', 'Cobalt XT', 'Gallant HF', 'Micra AV2', 'LINQ II'])}   serial {dev(letters(rng, 3) + digits(rng, 6))}\n")
        for ch in rng.sample(['RA lead', 'RV lead', 'LV lead'], rng.randint(0, 3) if 'loop' not in kind and 'leadless' not in kind else 0):
            out.append(f"  {pad(ch, 10)} model {rng.choice(['5076-52', 'Tendril STS 2088TC', 'Solia S53', 'Attain Stability 4798', 'Sprint Quattro 6935M'])}   serial {dev(letters(rng, 3) + digits(rng, 7))}\n")
            out.append(f"             R wave {round(rng.uniform(2, 20), 1)} mV, threshold {round(rng.uniform(0.3, 1.5), 1)} V @ 0.4 ms, impedance {rng.randint(350, 1100)} ohm\n")
        out.append(f"\nPocket: {rng.choice(['L', 'R'])} {rng.choice(['subpectoral', 'prepectoral', 'subcutaneous'])}. Cefazolin 2 g IV. {rng.choice(['TYRX envelope lot ' + dev(lot(rng)), 'no envelope'])}.\n")
        out.append(f"Programmed {rng.choice(['DDD 60', 'VVI 40', 'DDDR 60-130', 'VVIR 50'])}. Remote monitoring enrolled - transmitter SN {dev(digits(rng, 8))}.\n")
        out.append(f"Implant card issued; registry ref {idn(digits(rng, 7))}. Follow-up device clinic {c.d(plus(when, rng.choice([14, 42, 90])))}.\n")
        out.append(f"Driving: no driving for {rng.choice(['2 weeks', '6 months', '4 weeks'])} (private licence {lic(digits(rng, 8))}).\n")

    elif layout == 'nursing':
        nok = c.person()
        out.append(f"{rng.choice(['CATH LAB NURSING RECORD', 'Cardiac Cath Lab - Pre & Post Procedure Checklist', 'CCL nursing notes'])}\n")
        out.append(idblock())
        out.append(f"Ward: {hosp(L.ward(rng))}  bed {loco(rng.randint(1, 28))}   Date {c.d(when)}\n")
        nrel = rng.choice(['wife', 'husband', 'son', 'daughter', 'partner', 'brother'])
        nok = relp(c, nrel)
        out.append(f"NOK: {fam(nok.fmt('full'))} ({nrel}) {tel(L.phone(rng, 'mobile'))}\n")
        out.append(f"Occupation: {rng.choice(['retired', 'works as', 'self-employed'])} {prof(rng.choice(PROFESSIONS))}\n\n")
        out.append(f"Pre: fasted from {c.tm()}; allergies {rng.choice(['nil known', 'iodine contrast - premed given', 'morphine (itch)'])}; eGFR {rng.randint(25, 95)}; K {round(rng.uniform(3.3, 5.2), 1)}; "
                   f"Hb {rng.randint(95, 160)}; plt {rng.randint(120, 380)}; INR {round(rng.uniform(0.9, 1.6), 1)}. Metformin {rng.choice(['withheld', 'n/a'])}. Barbeau {rng.choice(['A', 'B', 'C'])}.\n")
        out.append(f"Cannula 20G L ACF. ECG: {rng.choice(['SR 72', 'AF 96', 'SR, TWI V1-V4', 'paced'])}.\n\n")
        out.append("Post-procedure obs\n")
        for k in range(rng.randint(4, 7)):
            out.append(f"  {c.tm()}  BP {rng.randint(95, 170)}/{rng.randint(50, 95)}  HR {rng.randint(50, 105)}  site {rng.choice(['dry', 'dry, no haematoma', 'small ooze - pressure 5 min', 'soft'])}  pulses {rng.choice(['present', 'strong', 'present'])}  {doc(rng.choice([scrub, scout, staff(rng)]).fmt('initials'))}\n")
        out.append(f"\nTR band: {rng.choice(['deflated 3 mL q15min from', 'removed at'])} {c.tm()}. Ambulated {c.tm()}.\n")
        out.append(f"Handover to {doc(staff(rng).fmt('full'))} RN ({hosp(L.ward(rng))}) at {c.tm()}.\n")

    else:  # letter
        out.append(f"{hosp(hname)}\n{rng.choice(['Department of Cardiology', 'Cardiology Services'])}\n{L.address(rng, lines=True)}\nPh {tel(L.phone(rng))}  Fax {fax(L.phone(rng))}\n\n")
        out.append(f"{c.d(plus(when, rng.randint(0, 3)), rng.choice(['d month y', 'weekday, d month y', 'dmy']))}\n\n")
        out.append(f"Dr {doc(gp.fmt('full'))}\n{hosp(L.practice(rng))}\n{L.address(rng, lines=True)}\n\n")
        out.append(f"Dear {doc(gp.fmt('first')) if rng.random() < 0.4 else 'Dr ' + doc(gp.fmt('last'))},\n\n")
        out.append(f"RE: {pat(p.fmt('full'))}  DOB {c.d(dob)}  UR {mrn(ur)}\n{L.address(rng)}\n\n")
        out.append(f"Thank you for your ongoing care of {pat(p.fmt('first'))}, a {age(a)}-year-old {prof(rng.choice(PROFESSIONS))} who presented on {c.d(plus(when, -rng.randint(0, 3)))} with {rng.choice(INDIC)}. "
                   f"Coronary angiography on {c.d(when)} showed {rng.choice(['a 95% proximal LAD stenosis', 'severe three-vessel disease', 'an occluded mid RCA', 'unobstructed coronaries'])}. "
                   f"{rng.choice(['This was treated with a ' + rng.choice(STENTS) + ' 3.0 x 23 mm drug-eluting stent (lot ' + dev(lot(rng)) + ').', 'The case will be discussed at the heart team meeting.', 'No intervention was required.'])}\n\n")
        out.append(f"Medications on discharge: {', '.join(f'{d} {s} {f}' for d, s, f in meds(rng, rng.randint(4, 7)))}.\n\n")
        out.append(f"{('He' if p.sex == 'M' else 'She')} should not drive for {rng.choice(['2 days', '2 weeks', '4 weeks'])}. Cardiac rehabilitation at {hosp(L.hospital(rng))} has been arranged. "
                   f"Review with Dr {doc(refc.fmt('last'))} in {rng.choice(['6 weeks', '3 months'])} ({c.d(plus(when, rng.randint(30, 90)), rng.choice(['month y', 'd mon y']))}).\n\n")
        out.append(f"Kind regards,\n\nDr {doc(op.fmt('full'))}\nInterventional Cardiologist\nProvider No. {lic(digits(rng, 6) + letters(rng, 1) + letters(rng, 1))}\n")

    c.dob = locals().get('dob')
    if layout == 'letter':
        out.append(extras(c, p, a, when, hname, ur, ['distribution', 'audit', 'addendum', 'billing'], 1, 3))
    else:
        out.append(extras(c, p, a, when, hname, ur, ['demographics', 'pmhx', 'labs', 'meds', 'audit', 'addendum', 'appointments', 'distribution', 'social', 'billing', 'transport'], 2, 5))
    raw = ''.join(out)
    if lower:
        raw = raw.lower()
    if rng.random() < 0.2:
        raw = add_typos(raw, rng, 0.03)
    return raw, code
