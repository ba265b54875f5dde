"""Genre 7: haemodialysis run sheets and renal unit notes (NZ)."""
from common import *
from extras import extras

DIALYSERS = ['FX80', 'FX CorDiax 800', 'Elisio-19H', 'Polyflux 210H', 'Theranova 400', 'xevonta Hi 18', 'Revaclear 400']
MACHINES = ['5008S', '4008B', 'AK 98', 'Artis', 'NxStage System One', 'Dialog+', '6008']
ACCESS = ['L radiocephalic AVF', 'L brachiocephalic AVF', 'R brachiobasilic AVF (transposed)', 'R IJ tunnelled CVC', 'L forearm loop AVG', 'L IJ permcath']


def gen(rng, W):
    code = 'NZ'
    L = W[code]
    c = Ctx(rng, L)
    p = c.person()
    a = rng.randint(19, 88)
    when = rdate(rng)
    dob = dob_for(rng, when, a)
    unit = rng.choice([h for h in L.hospitals if 'Dialysis' in h or 'Renal' in h] or L.hospitals)
    parent = L.hospital(rng)
    nhi = L.nhi(rng)
    rn1, rn2 = staff(rng), staff(rng)
    neph = staff(rng)
    machine = rng.choice(MACHINES)
    mid = rng.choice([f'HD-{rng.randint(1, 40):02d}', f'M{rng.randint(100, 999)}', f'{letters(rng, 2)}{digits(rng, 6)}', f'BME{digits(rng, 5)}'])
    station = rng.randint(1, 24)
    acc = rng.choice(ACCESS)
    dw = round(rng.uniform(45, 130), 1)
    layout = rng.choice(['runsheet', 'runsheet', 'mdt', 'access', 'home', 'progress', 'runsheet'])
    lower = layout == 'progress' and rng.random() < 0.7
    out = []

    if layout == 'runsheet':
        out.append(f"{hosp(unit)}{rng.choice([' - HAEMODIALYSIS RUN SHEET', ' | HD Treatment Record', chr(10) + 'DIALYSIS TREATMENT SHEET'])}\n\n")
        out.append(f"Patient: {pat(p.fmt(rng.choice(['LAST_first', 'full', 'LAST_FIRST'])))}   NHI: {mrn(nhi)}   DOB: {c.d(dob)}   Age {age(a)}\n")
        out.append(f"Date: {c.d(when, rng.choice([c.ds, 'wd d mon']))}   Shift: {rng.choice(['AM', 'PM', 'Twilight', 'Mon/Wed/Fri AM', 'Tue/Thu/Sat PM'])}   Station/chair: {loco(station)}\n")
        out.append(f"Machine: {machine}   Machine ID: {dev(mid)}   Dialyser: {rng.choice(DIALYSERS)}\n")
        out.append(f"Nephrologist: Dr {doc(neph.fmt('last'))}   Primary nurse: {doc(rn1.fmt('full'))}\n\n")
        out.append("PRESCRIPTION\n")
        out.append(f"  Duration {rng.choice(['4 h', '4.5 h', '3.5 h', '5 h'])}  QB {rng.choice([250, 300, 350, 400])} mL/min  QD {rng.choice([500, 500, 800])} mL/min\n")
        out.append(f"  Bath K {rng.choice([1, 2, 3])} Ca {rng.choice([1.25, 1.5])} Na {rng.choice([138, 140])} HCO3 {rng.choice([30, 32, 35])}  Temp {rng.choice([35.5, 36, 36.5])} C\n")
        out.append(f"  Anticoag: {rng.choice(['heparin 2000 IU bolus + 1000 IU/h', 'heparin-free (saline flushes)', 'enoxaparin 40 mg into circuit', 'tinzaparin 3500 IU'])}\n")
        out.append(f"  Target/dry weight {dw} kg\n\n")
        pre = round(dw + rng.uniform(0.3, 4.2), 1)
        post = round(dw + rng.uniform(-0.4, 1.0), 1)
        out.append(f"PRE:  wt {pre} kg  BP {rng.randint(100, 190)}/{rng.randint(50, 100)}  HR {rng.randint(55, 110)}  T {round(rng.uniform(35.8, 37.8), 1)}  SpO2 {rng.randint(92, 100)}%  UF goal {round(pre - dw, 1)} L\n")
        out.append(f"ACCESS: {acc}. {rng.choice(['thrill + bruit present', 'strong thrill, continuous bruit', 'bruit harsh/high-pitched at anastomosis', 'dressing intact, exit site clean', 'mild erythema at exit site - swab taken'])}. "
                   f"Needling: {rng.choice(['buttonhole', 'rope ladder', 'area'])} {rng.choice(['15G', '16G', '14G'])} x2 by {doc(rn2.fmt('first_init'))}, {rng.choice(['1st attempt', '2 attempts (arterial)', 'uneventful'])}.\n")
        if rng.random() < 0.4:
            out.append(f"Patient ID confirmed by palm-vein scan ({bio('PV' + digits(rng, 8))}) + verbal.\n")
        out.append("\n")
        pipe = rng.random() < 0.5
        if pipe:
            out.append("| Time | BP | HR | QB | AP | VP | TMP | UF rate | Comments | Init |\n|---|---|---|---|---|---|---|---|---|---|\n")
        else:
            out.append("Time   BP        HR   QB   AP     VP    TMP   UFR    Comments                     Init\n")
        h = rng.choice([7, 8, 12, 13, 17])
        for k in range(rng.randint(5, 9)):
            t = f'{h + k // 2:02d}:{(k % 2) * 30:02d}'
            com = rng.choice(['', '', '', 'cramps L calf - UF paused', 'BP 88/50 - 200 mL NS, legs up', 'sleeping', 'eating lunch', 'VP alarm, needle repositioned', 'visitor (son)', 'c/o itch'])
            who = rng.choice([rn1, rn2])
            row = [t, f'{rng.randint(85, 185)}/{rng.randint(45, 100)}', str(rng.randint(55, 110)), str(rng.choice([250, 300, 350, 400])), f'-{rng.randint(120, 260)}',
                   str(rng.randint(110, 250)), str(rng.randint(20, 120)), f'{round(rng.uniform(0.3, 1.2), 2)}', com]
            if pipe:
                out.append('| ' + ' | '.join(row) + f' | {doc(who.fmt("initials"))} |\n')
            else:
                out.append(f"{pad(row[0], 7)}{pad(row[1], 10)}{pad(row[2], 5)}{pad(row[3], 5)}{pad(row[4], 7)}{pad(row[5], 6)}{pad(row[6], 6)}{pad(row[7], 7)}{pad(row[8], 29)}{doc(who.fmt('initials'))}\n")
        out.append(f"\nPOST: wt {post} kg  BP {rng.randint(95, 170)}/{rng.randint(50, 95)}  HR {rng.randint(55, 100)}  UF achieved {round(pre - post, 1)} L  blood processed {round(rng.uniform(55, 95), 1)} L\n")
        out.append(f"spKt/V {round(rng.uniform(1.1, 1.8), 2)}  URR {rng.randint(62, 80)}%  Haemostasis {rng.randint(5, 20)} min. {rng.choice(['Access dressed.', 'Lines locked with heparin 5000 IU/mL per lumen volume.', 'Citrate lock 4%.'])}\n")
        out.append(f"Meds given: {rng.choice(['darbepoetin 40 mcg IV', 'iron sucrose 100 mg IV', 'nil', 'calcitriol 1 mcg PO', 'vancomycin 1 g IV post HD'])}\n")
        out.append(f"Transport home: {rng.choice(['taxi', 'renal shuttle', 'whānau', 'own car', 'patient transport ambulance'])}" + (f" (vehicle {veh(L.plate(rng))})" if rng.random() < 0.4 else '') + '\n')
        out.append(f"On: {doc(rn1.fmt('full'))} RN   Off: {doc(rn2.fmt('full'))} RN   Checked: {doc(staff(rng).fmt('init_last'))}\n")
        if rng.random() < 0.4:
            out.append(f"Data pushed from machine {dev(mid)} via {ip(L.ip(rng))} at {c.tm()}\n")

    elif layout == 'mdt':
        wrel = rng.choice(['wife', 'husband', 'daughter', 'son', 'sister', 'mother'])
        whanau = relp(c, wrel)
        out.append(f"{rng.choice(['RENAL MDT REVIEW', 'Renal Unit - Quarterly Dialysis Review', 'Haemodialysis Clinic Note'])}\n{hosp(parent)} Renal Service / {hosp(unit)}\n\n")
        out.append(f"{pat(p.fmt('full'))}  ({age_expr(rng, a, p.sex)})  NHI {mrn(nhi)}  DOB {c.d(dob)}\n")
        out.append(f"Address: {L.address(rng)}\nPh {tel(L.phone(rng))} / {tel(L.phone(rng, 'mobile'))}\n")
        out.append(f"Date of review: {c.d(when)}   Present: Dr {doc(neph.fmt('full'))}, {doc(rn1.fmt('full'))} (CNS), {doc(staff(rng).fmt('full'))} (dietitian), {doc(staff(rng).fmt('full'))} (social worker)\n\n")
        out.append(f"Cause of ESKD: {rng.choice(['diabetic nephropathy', 'IgA nephropathy', 'hypertensive nephrosclerosis', 'ADPKD', 'FSGS', 'unknown'])}. HD since {c.d(plus(when, -rng.randint(100, 3000)), rng.choice(['month y', 'mon y', 'y']))}. Access {acc}.\n")
        out.append(f"Social: lives with {rng.choice(['whānau', 'partner', 'daughter', 'parents', 'flatmates'])} in {city(L.town(rng))}; {rng.choice(['former', 'works part-time as a', 'retired'])} {prof(rng.choice(PROFESSIONS))}. "
                   f"Main support {fam(whanau.fmt('full'))} ({wrel}, {tel(L.phone(rng, 'mobile'))}).\n\n")
        out.append("Monthly bloods\n")
        months = [plus(when, -30 * k) for k in range(rng.randint(3, 5))][::-1]
        out.append("Date         Hb    K     PO4    Ca     PTH    Alb   URR\n")
        for d in months:
            out.append(f"{pad(c.d(d), 13)}{pad(rng.randint(85, 130), 6)}{pad(round(rng.uniform(3.8, 6.5), 1), 6)}{pad(round(rng.uniform(1.0, 2.6), 2), 7)}{pad(round(rng.uniform(2.0, 2.6), 2), 7)}{pad(rng.randint(15, 120), 7)}{pad(rng.randint(28, 42), 6)}{rng.randint(62, 78)}%\n")
        out.append(f"\nTransplant: {rng.choice(['on waiting list since', 'work-up in progress, referred', 'not suitable - discussed', 'live donor assessment (brother) started'])} {c.d(plus(when, -rng.randint(30, 900)))}.\n")
        out.append(f"Plan: {rng.choice(['increase EPO', 'PO4 binder change to sevelamer', 'challenge dry weight down 0.5 kg', 'vascular access referral', 'cinacalcet start'])}; next review {c.d(plus(when, 90), rng.choice(['month y', c.ds]))}.\n")
        out.append(f"Letter cc: Dr {doc(staff(rng).fmt('init_last'))}, {hosp(L.practice(rng))}\n")

    elif layout == 'access':
        out.append(f"{rng.choice(['VASCULAR ACCESS SURVEILLANCE', 'Access Nurse Review', 'Fistula check - Vascular Access CNS'])}\n")
        out.append(f"{pat(p.fmt('LAST_first'))}  NHI {mrn(nhi)}  {hosp(unit)}, chair {loco(station)}\n{c.d(when)} {c.tm()}\n\n")
        out.append(f"Access: {acc}, created {c.d(plus(when, -rng.randint(60, 2000)))} by Mr {doc(staff(rng).fmt('last'))} at {hosp(parent)}.\n")
        out.append(f"Exam: {rng.choice(['good thrill throughout', 'pulsatile, weak thrill', 'aneurysmal segment 3 cm, skin intact', 'collateral veins upper arm'])}; arm elevation test {rng.choice(['normal collapse', 'fails to collapse'])}; augmentation {rng.choice(['good', 'poor'])}.\n")
        out.append(f"Transonic flow (Qa): {rng.randint(300, 1800)} mL/min (prev {rng.randint(300, 1800)} on {c.d(plus(when, -rng.randint(30, 120)))}). Recirc {rng.randint(0, 25)}%.\n")
        out.append(f"US duplex {c.d(plus(when, -rng.randint(1, 20)))}: {rng.choice(['60% juxta-anastomotic stenosis', 'no significant stenosis', 'cephalic arch stenosis', 'thrombus in aneurysm'])}.\n")
        out.append(f"Plan: {rng.choice(['fistulogram +/- angioplasty booked', 'continue monthly surveillance', 'refer vascular surgeon', 'restrict cannulation zone'])} - {c.d(plus(when, rng.randint(5, 30)))}.\n")
        out.append(f"Ultrasound device used: {dev('US-' + digits(rng, 5))}. Images {idn('VA' + digits(rng, 6))}.\n")
        out.append(f"\n{doc(rn1.fmt('full'))}, Vascular Access CNS  ext {tel(str(rng.randint(4000, 8999)))}  NCNZ {lic(digits(rng, 6))}\n")

    elif layout == 'home':
        out.append(f"HOME HAEMODIALYSIS - {rng.choice(['Home Visit Report', 'Training Record', 'Home Assessment'])}\n{hosp(unit)} Home Therapies\n\n")
        out.append(f"Patient: {pat(p.fmt('full'))}   NHI {mrn(nhi)}   DOB {c.d(dob)}\n")
        out.append(f"Home: {L.address(rng)}\nContact: {tel(L.phone(rng))}  Carer/buddy: {fam(c.person().fmt('full'))} {tel(L.phone(rng, 'mobile'))}\n")
        out.append(f"Email: {email(L.email(rng, p))}\n\n")
        out.append(f"Visit {c.d(when)} by {doc(rn1.fmt('full'))} and technician {doc(rn2.fmt('full'))}. Travelled in unit car {veh(L.plate(rng))}.\n\n")
        out.append(f"Machine: {machine} serial {dev(letters(rng, 2) + digits(rng, 7))}; RO unit serial {dev(digits(rng, 8))}.\n")
        out.append(f"Water test: chlorine {rng.choice(['<0.1', '0.05', '0.2'])} mg/L, conductivity {rng.randint(2, 20)} uS/cm, sample {idn('W' + digits(rng, 6))} sent for culture/endotoxin.\n")
        out.append(f"Schedule: {rng.choice(['5x/week 2.5 h', 'alternate nights nocturnal 8 h', '4x/week 3.5 h'])}. Self-cannulation {rng.choice(['competent', 'supervised', 'buddy cannulates'])}.\n")
        out.append(f"Power/plumbing: dedicated circuit checked by electrician; landlord ({fam(c.person().fmt('full'))}) consent on file {c.d(plus(when, -rng.randint(20, 200)))}.\n")
        out.append(f"Remote monitoring portal: {url('https://homehd.example.org/pt/' + digits(rng, 6))}\n")
        out.append(f"Next visit {c.d(plus(when, rng.choice([28, 42, 56])))}.\n")

    else:  # progress
        out.append(f"renal unit progress notes - {pat(p.fmt(rng.choice(['full', 'last', 'initials'])))} - {mrn(nhi)}\n")
        d0 = plus(when, -rng.randint(0, 14))
        for k in range(rng.randint(4, 8)):
            dd = plus(d0, k * 2 + rng.randint(0, 1))
            who = rng.choice([rn1, rn2, staff(rng)])
            out.append(cyc(rng, k, [
                f"{c.sd(dd)} {c.tm()} arrived by shuttle. chair {loco(rng.randint(1, 24))}, machine {dev(rng.choice([mid, f'HD-{rng.randint(1, 40):02d}']))}. pre wt {round(dw + rng.uniform(0.5, 4), 1)} (+{round(rng.uniform(0.5, 4), 1)} idwg). {rng.choice(['fluid restriction reinforced', 'no sob', 'ankle oedema ++'])}. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} needled 1st go, uneventful run. bp stable. k {round(rng.uniform(3.8, 6.9), 1)} - bath k changed to {rng.choice([1, 2, 3])}. dr {doc(neph.fmt('last'))} aware. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} {kin(c, ['wife', 'husband', 'mokopuna', 'son', 'daughter'], 'first')} rang {tel(L.phone(rng, 'mobile'))} re transport - pt unwell at home, not attending. gp ({hosp(L.practice(rng))}) informed. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} hypotensive 82/44 at 3h, uf off, 250ml ns. post wt {round(dw + rng.uniform(-0.3, 1), 1)}. review dry wt. - {doc(who.fmt('first'))} rn",
                f"{c.sd(dd)} cvc exit site red, swab {idn(digits(rng, 8))} sent, dressing changed. temp {round(rng.uniform(36.5, 38.5), 1)}. {doc(who.fmt('initials'))}",
            ]) + '\n')
        out.append(f"-- entries reviewed by {doc(rn1.fmt('full'))}, charge nurse, {c.d(plus(when, 1))}\n")

    c.dob = locals().get('dob')
    if layout == 'letter':
        out.append(extras(c, p, a, when, unit, nhi, ['distribution', 'audit', 'addendum', 'billing'], 1, 3))
    else:
        out.append(extras(c, p, a, when, unit, nhi, ['demographics', 'pmhx', 'labs', 'meds', 'audit', 'addendum', 'appointments', 'distribution', 'social', 'billing', 'transport'], 2, 5))
    raw = ''.join(out)
    if lower:
        raw = raw.lower()
    if rng.random() < 0.2:
        raw = add_typos(raw, rng, 0.03)
    return raw, code
