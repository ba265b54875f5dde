"""Discharge summaries, consults, pharmacy med-rec, social work / case management."""
import datetime as dt

import clin as C
from common import pad, audit, cap, cc_line, header, join, maybe, neg_block, signoff, social
from phi import P, Ctx

SERVICES = ["Cardiology", "Oncology", "Neurology", "Transplant Surgery", "Medicine", "Critical Care", "Hematology"]


def discharge_summary(r):
    c = Ctx(r)
    los = r.randint(2, 24)
    dd = c.day(los)
    svc = r.choice(SERVICES)
    L = [header(c, "Discharge Summary", svc)]
    L.append(f"Admission: {c.d(c.adm)}    Discharge: {c.d(dd)}    LOS {los} days")
    L.append(f"Attending: {c.dn(0)}    Resident: {c.dn(2)}    PCP: {c.dn(3)}, {c.H(2)} ({c.phone()})")
    L.append("")
    L.append("DIAGNOSES:")
    for i in range(r.randint(2, 5)):
        L.append(f"  {i + 1}. {C.icd(r)}")
    L.append("")
    L.append(f"HPI: {c.ptn(r.choice([1, 4, 6]))} is a {c.age_s()} {r.choice(['', 'retired ' + c.prof() + ' '])}with {C.icd(r)} who presented to {c.H(1)} on {c.ds(c.day(-1))} "
             f"with {r.choice(['dyspnea', 'chest pain', 'fever and rigors', 'slurred speech', 'syncope', 'melena'])} and was transferred to {c.H()} {c.wd(c.adm)}.")
    L.append("")
    L.append("HOSPITAL COURSE:")
    L.append(f"# {r.choice(['Acute on chronic HFrEF', 'NSTEMI', 'Neutropenic fever', 'Acute ischemic stroke', 'Acute cellular rejection', 'Septic shock'])}: "
             f"{C.lab_line(r, r.choice(['cardiac', 'cbc', 'tx']), 0)}. Treated with {C.med(r)} and {C.med(r)}. {C.wordphrase(r).capitalize()}. "
             f"{C.score(r)} on {c.ds(c.day(r.randint(1, los)))}.")
    L.append(f"# {C.icd(r)}: {C.med(r)}; {C.eponym(r)}. " + neg_block(r, 1))
    L.append(f"# Procedures: {r.choice(['TTE', 'cardiac cath', 'bone marrow biopsy', 'MRI brain', 'EGD', 'renal biopsy'])} on {c.dany(c.day(r.randint(0, los)))}"
             f"{' by ' + c.dn(4) if r.random() < 0.6 else ''}; {r.choice(['PICC', 'tunneled HD line', 'dual-chamber pacemaker'])} {c.ds(c.day(r.randint(0, los)))}"
             f"{' (serial ' + c.device() + ')' if r.random() < 0.4 else ''}.")
    L.append(f"Discharge labs: {C.lab_line(r, 'bmp', r.choice([0, 1]))}")
    L.append(f"Discharge exam: {C.vitals(r, 0)}. {r.choice(['Well appearing.', 'Ambulating with walker.', 'Mild residual left arm drift.'])}")
    L.append("")
    L.append("DISCHARGE MEDICATIONS:")
    for m in C.meds(r, r.randint(5, 10)):
        L.append(f"  - {m}{r.choice(['', '', ' (NEW)', ' (CHANGED)', ' (HOLD until ' + c.ds(c.day(los + r.randint(2, 6))) + ')'])}")
    L.append(f"Prescriptions e-sent to {c.pharmacy()}, {c.addr() if r.random() < 0.5 else c.cityst()}, ph {c.phone()}.")
    L.append(f"Prescriber: {c.dn(0)}, NPI {c.npi()}{', DEA ' + c.dea() if r.random() < 0.5 else ''}.")
    L.append("")
    dispo = r.random()
    if dispo < 0.3:
        L.append(f"DISPOSITION: {c.carehome()} (SNF), {c.addr()}; report called to {c.sn(0, 'RN')} at {c.phone()}, fax {c.fax()}.")
    elif dispo < 0.5:
        L.append(f"DISPOSITION: home with {c.org('agency')} home health; lives at {c.addr()} with {c.fn(0)}.")
    else:
        L.append(f"DISPOSITION: home with {c.fn(0)}. Condition {r.choice(['stable', 'good', 'fair'])}.")
    L.append("FOLLOW-UP:")
    L.append(f"  - {c.dn(3)}, {c.H(2)} - {c.wd(c.day(los + 7))} {c.ds(c.day(los + 7), 'md')} at {C.ctime(r)}; {c.phone()}")
    L.append(f"  - {svc} clinic, {c.dn(r.randint(0, 1))}, {c.building()} - {c.d(c.day(los + r.randint(10, 40)))}")
    L.append(f"  - Labs at {c.Hany()} on {c.ds(c.day(los + r.randint(2, 5)))}")
    L.append(f"Pending at discharge: {r.choice(['blood cultures', 'flow cytometry', 'HLA antibody screen', 'genetic panel'])} (order {c.idn('ord')}).")
    L.append(f"Patient instructions and portal access at {c.url()}. Questions: {c.email(c.docs[2]) if r.random() < 0.4 else c.phone()}.")
    L.append("")
    L.append(signoff(c, 0, dd))
    L.append(maybe(r, 0.5, cc_line(c)))
    return join(*L)


def consult_note(r):
    c = Ctx(r)
    svc = r.choice(["Nephrology", "Infectious Diseases", "Palliative Care", "Cardiology", "Neurology", "Hematology", "Endocrinology", "Psychiatry", "Cardio-oncology"])
    today = c.day(r.randint(0, 6))
    L = [header(c, f"{svc} Consultation", svc)]
    L.append(f"Requested by: {c.dn(1)} ({r.choice(SERVICES)}), pager {c.pager()}   Date: {c.d(today)}  {C.ctime(r)}")
    L.append(f"Reason: {r.choice(['AKI', 'persistent bacteremia', 'goals of care', 'new LV dysfunction on trastuzumab', 'seizure', 'thrombocytopenia', 'hyperglycemia on steroids', 'delirium'])}")
    L.append("")
    L.append(f"HPI: {c.ptn(r.choice([4, 1, 6, 8]))} is a {c.age_s()} with {C.icd(r)} and {C.icd(r)}, admitted {c.ds(c.adm)}. "
             f"Per {c.fn(0)}, {'she' if c.pt.sex == 'F' else 'he'} was last at baseline {c.wd(c.day(-r.randint(1, 5)))}. {C.wordphrase(r).capitalize()}.")
    L.append(f"PMH: {C.icd(r)}; {C.icd(r)}; {C.eponym(r)}." + (f" Prior admission {c.drange(c.day(-r.randint(60, 90)), c.day(-r.randint(50, 59)))} at {c.H(1)}." if r.random() < 0.5 else ""))
    L.append(f"Meds: {'; '.join(C.meds(r, r.randint(3, 6)))}.")
    L.append(f"Allergies: {r.choice(['NKDA', 'penicillin (hives)', 'vancomycin (red man)', 'shellfish', 'codeine (nausea)'])}.")
    L.append(f"Social: {social(c)}")
    fam = []
    for rel in r.sample(["mother", "father", "brother", "sister"], 2):
        fam.append(f"{rel} {r.choice(['MI', 'stroke', 'breast cancer', 'colon cancer', 'ESRD', 'dementia'])} at {P('AGE', r.randint(38, 88))}")
    L.append(f"Family hx: {'; '.join(fam)}; {r.choice(['father', 'mother'])} died at {P('AGE', r.randint(45, 96))}.")
    L.append("")
    L.append(f"Exam: {C.vitals(r)}. {C.eponym(r)}. {C.eponym(r)}.")
    L.append(f"Data: {C.lab_line(r, 'bmp')}")
    L.append(f"      {C.lab_line(r, r.choice(['cbc', 'lft', 'coag', 'icu']))}")
    L.append(f"Outside records from {c.H(1)} ({c.fax()}) reviewed, including {r.choice(['echo', 'MRI', 'cultures'])} dated {c.d(c.day(-r.randint(30, 400)))}.")
    L.append("")
    L.append("IMPRESSION / RECOMMENDATIONS:")
    L.append(f"{cap(c.ptref())} has {C.icd(r)}. {C.score(r)}.")
    for i in range(r.randint(2, 4)):
        L.append(f"  {i + 1}. {r.choice(['Start', 'Continue', 'Hold', 'Increase'])} {C.med(r)}. {r.choice(['Repeat labs in AM.', 'Check level before 4th dose.', 'Avoid nephrotoxins.', 'Daily weights.', C.wordphrase(r).capitalize() + '.'])}")
    if svc == "Palliative Care":
        L.append(f"  Family meeting {c.wd(c.day(r.randint(1, 3)))} {C.ctime(r)} with {c.fn(0, 1)} and {c.fn(1, 1)}; HCP documents on file; {c.fn(2, 3)} flying in from {c.country()}.")
    L.append(f"Thank you for this consult. We will follow. {svc} fellow {c.dn(2)}, pager {c.pager()}; attending {c.dn(0)}.")
    L.append(signoff(c, r.choice([0, 2]), today))
    L.append(maybe(r, 0.3, audit(c)))
    return join(*L)


def pharmacy_medrec(r):
    c = Ctx(r)
    L = [header(c, "Pharmacy Admission Medication Reconciliation", "Department of Pharmacy", r.random() < 0.5)]
    L.append(f"Completed by {c.sn(0, 'PharmD')} on {c.d(c.adm)} at {C.ctime(r)}; pharmacy tech {P('DOCTOR', c.staff[1].full)} assisted.")
    src = [f"{r.choice(['patient interview', 'patient', 'bedside interview'])}", f"{c.fn(0)} (by phone {c.phone()})",
           f"fill history from {c.pharmacy()} ({c.phone()})", f"outside records from {c.Hany()}"]
    L.append("Sources: " + "; ".join(r.sample(src, r.randint(2, 4))) + ".")
    L.append(f"Insurance: {c.org('ins')}   Member {c.hp()}   Group {c.hp()}")
    L.append("")
    L.append("HOME MEDICATION                                LAST DOSE        PRESCRIBER        ACTION")
    for _ in range(r.randint(5, 11)):
        m = C.med(r)
        doc = r.choice(c.docs)
        last = r.choice([c.ds(c.day(-r.randint(0, 3)), r.choice(['md', 'wmd'])) + ' ' + C.ctime(r), 'this AM', 'unknown', 'yesterday', c.ds(c.day(-r.randint(0, 10)), 'md0')])
        L.append(f"{m:<46} {pad(last, 16)} {pad(c.dn(p=doc, k=r.choice([0, 5, 9])), 17)} {r.choice(['continue', 'hold', 'changed', 'discontinue', 'therapeutic sub'])}")
    L.append("")
    L.append("Discrepancies:")
    L.append(f"  - {C.med(r)} listed on {c.H(1)} discharge list dated {c.d(c.day(-r.randint(20, 300)))}, patient stopped it {r.choice(['last month', 'two weeks ago', 'after the last visit'])}.")
    L.append(f"  - Nonadherence to {C.med(r)} due to cost; referred to {c.org('agency')}.")
    L.append(f"PDMP reviewed: {r.choice(['oxycodone 5 mg #30', 'lorazepam 1 mg #20', 'gabapentin 300 mg #90', 'no controlled fills'])} from {c.dn(3)} (DEA {c.dea()}), filled {c.ds(c.day(-r.randint(5, 60)))} at {c.pharmacy()}.")
    if r.random() < 0.5:
        L.append(f"Controlled pickup by {c.fn(1, 1)}; driver's license {c.lic()} verified.")
    L.append(f"Allergies verified: {r.choice(['NKDA', 'sulfa (rash)', 'lisinopril (angioedema)', 'iodine'])}. Renal dosing: CrCl {r.randint(15, 110)} mL/min (Cockcroft-Gault). {C.score(r)}.")
    L.append(f"Recommendations sent to {c.dn(2)}: {C.med(r)}; {C.med(r)}. {C.wordphrase(r).capitalize()}.")
    L.append(f"Automated cabinet access: biometric {(bk := r.choice(['fingerprint', 'palm vein', 'fingerprint']))} ID {c.bio(bk.split()[0])}, user {c.user(c.staff[0])}.")
    L.append(f"{c.sn(0, 'PharmD')}, license {c.lic()}, ext {P('PHONE', str(r.randint(2000, 7999)))}")
    L.append(maybe(r, 0.4, audit(c)))
    return join(*L)


def social_work(r):
    c = Ctx(r)
    cm = r.random() < 0.45
    title = "Case Management Discharge Planning Note" if cm else "Social Work Psychosocial Assessment"
    L = [header(c, title, "Care Management", r.random() < 0.6)]
    L.append(f"Met with {c.ptref()} {r.choice(['at bedside', 'in room ' + c.room(), 'by phone'])} on {c.wd(c.day(1))}" +
             f"{' with ' + c.fn(0) if r.random() < 0.7 else ''}. Interpreter {r.choice(['not needed', 'used (ID ' + P('IDNUM', str(r.randint(100000, 999999))) + ')'])}.")
    L.append("")
    L.append("LIVING SITUATION:")
    L.append(f"Lives at {c.addr()} {r.choice(['in a second-floor walk-up', 'in a mobile home', 'with 4 steps to enter', 'in senior housing'])}. {social(c)}")
    L.append(f"Emergency contact: {c.fn(1, 2)} - {c.phone()}; alternate {c.fn(2, 1)} - {c.phone()}.")
    L.append("")
    L.append("EMPLOYMENT / FINANCES:")
    L.append(f"{r.choice(['Employed as a', 'Formerly a', 'Laid off after ' + c.holiday() + ' from job as a'])} {c.prof()} at {c.org('emp')}; {c.fn(0, 0)} {r.choice(['works as a', 'is a', 'is a retired'])} {c.prof()}.")
    L.append(f"Insurance {c.org('ins')} member ID {c.hp()}; {r.choice(['Medicaid application submitted', 'SSDI application started', 'charity care application'])}; SSN {c.ssn()} provided by patient for the application.")
    if r.random() < 0.5:
        L.append(f"Immigration: arrived from {c.country(True)} in {c.year(c.adm.year - r.randint(1, 30))}; {r.choice(['permanent resident', 'asylum pending', 'US citizen since ' + str(c.adm.year - r.randint(1, 10))])}.")
    L.append("")
    L.append("TRANSPORTATION:")
    if r.random() < 0.5:
        L.append(f"Drives own {r.choice(['older pickup', 'minivan', 'sedan'])}, plate {c.plate()}; disabled placard requested (VIN {c.vin()} on form).")
    else:
        L.append(f"Car towed to {c.landmark()} lot (plate {c.plate()}); will need ride via {c.org('agency')}.")
    L.append("")
    L.append("ASSESSMENT:")
    L.append(f"{r.choice(['Adequate support', 'Limited support', 'Caregiver strain evident'])}. PHQ-2 {r.randint(0, 6)}. {C.wordphrase(r).capitalize()}. {C.score(r)}.")
    L.append("")
    L.append("PLAN:")
    if cm:
        for _ in range(r.randint(2, 3)):
            L.append(f"  - SNF referral to {c.carehome()} (fax {c.fax()}){r.choice(['', ', bed offer expected', ', clinicals sent'])}")
        L.append(f"  - DME: hospital bed and {r.choice(['rolling walker', 'commode', 'home O2 2 L'])} via {c.org('agency')}; order {c.idn('ord')}")
        L.append(f"  - Auth #{c.idn('req')} from {c.org('ins')} pending; anticipated discharge {c.ds(c.day(r.randint(3, 8)))}.")
    else:
        L.append(f"  - {c.org('agency')} referral; contact {P('FAMILY', c.fam[2].full)} at {c.email(c.fam[2])}.")
        L.append(f"  - HCP form completed naming {c.fn(0, 1)}; copy to chart and to {c.H(2)}.")
        L.append(f"  - Church community ({c.org('church')}) to provide meals.")
    L.append(f"{c.sn(3, 'CM' if cm else 'LCSW')}, {c.phone()} | {c.email(c.staff[3])}")
    L.append(maybe(r, 0.3, audit(c)))
    return join(*L)
