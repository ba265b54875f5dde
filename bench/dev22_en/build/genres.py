"""Genre generators. Each takes a Ctx and a Doc and writes one note."""
import datetime as dt

import clinical as K
import pools
from common import (Ctx, cc_block, f_acct, f_addr, f_att, f_date, f_dob, f_gp, f_hosp, f_hp, f_ins, f_loc,
                    f_mrn, f_name, f_natid, f_phone, f_sexage, footer, header, sign)
from core import (AC, AG, BI, CI, CO, DA, DR, DV, EM, FA, FX, HO, HP, ID, IP, LI, LO, MR, OR, P, PH, PR, SA, SS,
                  ST, UR, US, VE, ZP, words, _D, _L)

REL_F = ["wife", "daughter", "sister", "mother", "niece", "partner", "granddaughter", "neighbour", "friend"]
REL_M = ["husband", "son", "brother", "father", "nephew", "partner", "grandson", "neighbour", "friend"]


def rel(c, sex=None):
    r = c.r
    sex = sex or r.choice("FM")
    pool = REL_F if sex == "F" else REL_M
    if c.age >= 60:
        pool = [w for w in pool if w not in ("mother", "father")]
    if c.age < 40:
        pool = [w for w in pool if w not in ("granddaughter", "grandson")]
    if c.age < 30:
        pool = [w for w in pool if w not in ("daughter", "son", "niece", "nephew")]
    word = r.choice(pool)
    if c.L.code == "US":
        word = word.replace("neighbour", "neighbor")
    same = word in ("daughter", "son", "sister", "brother", "mother", "father", "wife", "husband") and r.random() < 0.6
    return word, c.fam(sex, same_surname=same)


FEMALE_WORDS = {"mother", "sister", "daughter", "wife", "niece", "granddaughter", "aunt"}


def sib(c, words_):
    """relation word from a list plus a sex-consistent given name"""
    w = c.r.choice(words_)
    sex = "F" if any(x in w.lower() for x in FEMALE_WORDS) else "M"
    return f"{w} {FA(c.fam(sex).given)}"


def relp(c, form=None):
    w, f = rel(c)
    return f"{w} {fam_ref(c, f, form)}"


def fam_ref(c, p, form=None):
    r = c.r
    form = form or r.choice(["full", "given", "given", "title"])
    if form == "title":
        return f"{c.L.title(p.sex)} {FA(p.last)}"
    return FA(p.full if form == "full" else p.given)


def social(c, d, head=True):
    r, L = c.r, c.L
    if head:
        d.ln(r.choice(["SOCIAL HISTORY:", "Social History:", "SH:", "Social:"]))
    bits = []
    w, f = rel(c)
    k = r.random()
    if k < 0.35:
        bits.append(f"Lives with {w} {fam_ref(c, f)} in {L.addr_short(c.addr)}.")
    elif k < 0.6:
        bits.append(f"Lives alone in a second-floor flat in {CI(c.addr.get('suburb', c.addr['city']))}; "
                    f"{w} {fam_ref(c, f, 'full')} visits daily.")
    else:
        bits.append(f"Lives with {w} ({FA(f.given)}) and two dogs.")
    k = r.random()
    if c.age < 66 and k < 0.6 or (c.age < 75 and k < 0.3):
        bits.append(f"Works as {c.aprof()} at {OR(c.employer())}.")
    elif c.age >= 60:
        bits.append(f"Retired {PR(c.ptprof)}.")
    else:
        bits.append(f"Former {PR(c.ptprof)}; now on disability since {DA(str(c.adm.year - r.randint(1, 9)))}.")
    if r.random() < 0.4:
        bits.append(f"Born in {CO(c.country())}; moved here in {DA(str(c.dob.year + r.randint(18, 40)))}.")
    bits.append(r.choice(["Never smoker.", "Ex-smoker, 20 pack-years, quit 10 years ago.",
                          "Smokes 10 cigarettes/day.", "Drinks 2-3 units of alcohol per week.",
                          "Denies illicit drug use.", "Vapes daily."]))
    if r.random() < 0.3:
        bits.append(f"Attends {OR(r.choice(pools.CHURCHES))}.")
    d.ln(" ".join(bits))
    d.ln()
    return w, f


def pmh(c, d, n=None):
    r = c.r
    d.ln(r.choice(["PAST MEDICAL HISTORY:", "PMH:", "Past Medical History:", "Background:"]))
    if r.random() < 0.4:
        d.ln(f"{c.hx_list()}.")
    else:
        for name, ab, icd in c.conds(n or r.randint(3, 6)):
            extra = ""
            if r.random() < 0.3:
                extra = f", dx {DA(str(c.adm.year - r.randint(1, 20)))}"
            d.ln(f"- {c.fix(name)}{' (' + ab + ')' if ab and r.random() < 0.5 else ''}{extra}")
    if r.random() < 0.4:
        d.ln(f"- {c.fix(r.choice(K.EPONYM_HX))}")
    d.ln()


def meds(c, d, n=None):
    r = c.r
    d.ln(r.choice(["MEDICATIONS:", "Medications:", "Current medications:", "Meds:"]))
    for m in r.sample(K.MEDS, n or r.randint(3, 7)):
        d.ln(f"- {c.fix(' '.join(m))}")
    if r.random() < 0.3:
        d.ln(f"- {r.choice(K.BRANDS)} (home supply)")
    d.ln()


def allergies(c, d):
    r = c.r
    d.ln(f"Allergies: {r.choice(['NKDA', 'penicillin (rash)', 'sulfa (hives)', 'codeine (nausea)', 'NKA', 'latex'])}")


# ====================================================================== genres

def discharge(c, d):
    r, L = c.r, c.L
    title = r.choice(["DISCHARGE SUMMARY", "Discharge Summary", "HOSPITAL DISCHARGE SUMMARY", "Inpatient Discharge Letter"])
    fields = [f_name(c), f_mrn(c), f_dob(c), f_date(c, r.choice(["Admission Date", "Admitted", "Date of Admission"]), c.adm),
              f_date(c, r.choice(["Discharge Date", "Discharged", "Date of Discharge"]), c.dis), f_att(c)]
    for fn in r.sample([f_acct, f_hp, f_addr, f_phone, f_loc, f_gp, f_hosp, f_ins], r.randint(3, 6)):
        fields.append(fn(c))
    header(c, d, fields, HO(c.hosp) + " — " + title if r.random() < 0.4 else title)
    name, ab, icd = r.choice(K.CONDITIONS)
    d.ln("PRINCIPAL DIAGNOSIS:")
    d.ln(f"{c.fix(name)} ({icd})")
    d.ln()
    d.ln("HISTORY OF PRESENT ILLNESS:")
    sym = r.choice(["progressive dyspnoea" if c.uk else "progressive dyspnea", "chest pain", "fever and rigors",
                    "confusion", "abdominal pain", "a fall at home", "melaena" if c.uk else "melena"])
    onset = c.days(c.adm, -6, -1)
    d.ln(f"{c.pn('title')} is a {c.age_ph()} with {c.hx_list()} who presented to the "
         f"{r.choice(['ED', 'Emergency Department', 'emergency room'])} at {HO(c.hosp)} on {c.d(c.adm)} "
         f"with {sym} that began on {c.wd(onset)}. {c.neg(1)}")
    if r.random() < 0.25:
        d.ln(f"Recently returned from visiting family in {CO(c.country())} ({c.pd(c.days(c.adm, -40, -20))}-{c.pd(c.days(c.adm, -19, -3))}).")
    if r.random() < 0.5:
        prev = c.days(c.adm, -400, -30)
        d.ln(f"He/she was previously admitted {c.pd(prev)}-{c.pd(prev + dt.timedelta(days=r.randint(2, 6)))} "
             f"for a similar episode at {HO(L.hospital())}.".replace("He/she", "He" if c.sex == "M" else "She"))
    d.ln()
    if r.random() < 0.6:
        pmh(c, d)
    d.ln("HOSPITAL COURSE:")
    day2 = c.days(c.adm, 1, max(1, c.los - 1))
    cons = c.staff("md")
    d.ln(f"On admission labs: {K.labs(r, c.uk)}. Vitals: {K.vitals(r, c.uk)}. "
         f"{c.fix('Started on ' + K.sig(r, c.uk))}. {c.dr(cons, 'drl')} "
         f"({r.choice(['Cardiology', 'Nephrology', 'Infectious Diseases', 'Gastroenterology', 'Geriatrics'])}) "
         f"was consulted on {c.pd(day2)} and recommended {r.choice(['echo', 'repeat imaging', 'IV iron', 'a 7-day course of antibiotics'])}.")
    if r.random() < 0.6:
        nurse = c.staff("rn")
        d.ln(f"Overnight on {c.wd(c.days(c.adm, 0, c.los))} {c.dr(nurse, 'role')} noted a brief episode of "
             f"{r.choice(['hypotension', 'desaturation', 'delirium', 'rapid AF'])}; "
             f"{c.dr(c.staff('res'), 'drl')} reviewed at the bedside. {c.neg(1)}")
    if r.random() < 0.5:
        w, f = rel(c)
        d.ln(f"Goals of care discussed with the patient and {w} {fam_ref(c, f, 'full')} "
             f"(tel {PH(L.mobile())}) on {c.pd(c.days(c.adm, 1, c.los))}.")
    if r.random() < 0.3:
        d.ln(f"Moved from {HO(c.ward)} to {HO(L.ward())}, room {LO(L.room())}, on {c.pd(c.days(c.adm, 1, c.los))}.")
    d.ln()
    d.ln("DISCHARGE MEDICATIONS:")
    for m in r.sample(K.MEDS, r.randint(3, 7)):
        d.ln(f"  {c.fix(' '.join(m))}")
    d.ln()
    d.ln("FOLLOW-UP:")
    fu = c.days(c.dis, 5, 30)
    d.ln(f"- {c.dr(c.gp, 'drl')} ({L.gp}) at {HO(c.practice)} within 1 week; phone {PH(L.phone())}.")
    d.ln(f"- {r.choice(['Cardiology', 'Renal', 'Respiratory', 'Diabetes'])} clinic on {c.wd(fu)} at {c.tm12()}"
         f"{', ' + HO(c.hosp) if r.random() < 0.5 else ''}.")
    if r.random() < 0.5:
        d.ln(f"- Repeat bloods on {c.d(c.days(c.dis, 3, 10))}. {r.choice(K.COMMON_WORDS)}")
    if r.random() < 0.2:
        d.ln(f"Parking exemption given to {rel(c)[0]} for car {r.choice(['reg', 'plate'])} {VE(L.plate())}.")
    d.ln(f"Condition at discharge: {r.choice(['stable', 'improved', 'fair'])}. Discharged to "
         f"{r.choice(['home', 'home with services', 'rehab'])}"
         f"{' at ' + HO(L.hospital()) if r.random() < 0.2 else ''}.")
    d.ln()
    sign(c, d, c.att)
    if r.random() < 0.6:
        cc_block(c, d)
    if r.random() < 0.5:
        footer(c, d)


def hp(c, d):
    r, L = c.r, c.L
    title = r.choice(["HISTORY AND PHYSICAL", "History & Physical", "ADMISSION H&P", "Admission Clerking"])
    fields = [f_name(c), f_mrn(c), f_dob(c), f_date(c, "Date of Service", c.adm), f_att(c)]
    for fn in r.sample([f_acct, f_hp, f_addr, f_phone, f_loc, f_gp, f_sexage, f_natid], r.randint(3, 5)):
        fields.append(fn(c))
    header(c, d, fields, title)
    src = r.random()
    d.ln(f"CHIEF COMPLAINT: {r.choice(['SOB', 'chest pain', 'syncope', 'fever', 'RLQ pain', 'weakness'])}")
    d.ln()
    d.ln("HPI:")
    onset = c.days(c.adm, -10, -1)
    d.ln(f"{c.pn('full') if r.random() < 0.5 else 'Pt ' + P(c.pt.init)} is a {c.age_ph()} "
         f"{r.choice(['with', 'w/ PMH of', 'with a history of'])} {c.hx_list()} who reports symptoms since "
         f"{c.wd(onset)}. {r.choice(['Seen at urgent care', 'Saw PCP', 'Telehealth visit'])} on {c.pd(c.days(onset, 0, 2))}; "
         f"started on {c.sig()}. History obtained from the patient"
         + (f" and {relp(c, 'given')}" if src < 0.5 else "") + ".")
    if r.random() < 0.4:
        d.ln(f"Symptoms worse since {DA(L.holiday())}. {c.neg(1)}")
    d.ln()
    pmh(c, d)
    if r.random() < 0.6:
        d.ln("PSH:")
        d.ln(f"- {r.choice(['Appendectomy', 'Cholecystectomy', 'CABG x3', 'TKA right', 'C-section' if c.sex == 'F' else 'TURP', 'Hernia repair'])} "
             f"({DA(str(c.adm.year - r.randint(2, 30)))}, {HO(L.hospital())})")
        d.ln(f"- {r.choice(['Cataract extraction', 'Tonsillectomy', 'ORIF left wrist', 'Whipple procedure'])} "
             f"({DA(L.monthyear(c.days(c.adm, -3000, -200)))})")
        d.ln()
    meds(c, d)
    allergies(c, d)
    d.ln()
    w, f = social(c, d)
    d.ln("FAMILY HISTORY:")
    mo = c.age + r.randint(20, 38)
    mo_txt = (f"Mother, {AG(mo)}, has {r.choice(['T2DM', 'dementia', 'HTN', 'breast cancer'])}. " if mo <= 97 else
              f"Mother died aged {AG(r.randint(max(60, c.age - 10), 99))} of {r.choice(['old age', 'dementia', 'breast cancer'])}. ")
    d.ln(f"Father died at {AG(r.randint(48, 92))} of {r.choice(['MI', 'stroke', 'colon cancer', 'COPD'])}. "
         f"{mo_txt}"
         f"{sib(c, ['Brother', 'Sister'])} with {r.choice(['CAD', 'MS', 'lupus', 'no medical problems'])}.")
    d.ln()
    d.ln("PHYSICAL EXAM:")
    d.ln(f"Vitals: {K.vitals(r, c.uk)}")
    d.ln(f"General: {r.choice(['NAD', 'uncomfortable', 'alert and oriented x3'])}. {c.neg(2)}")
    d.ln()
    d.ln("LABS:")
    d.ln(f"{c.d(c.adm, 'num')} {c.tm()}: {K.labs(r, c.uk)}")
    d.ln()
    d.ln("ASSESSMENT AND PLAN:")
    for name, ab, icd in c.conds(r.randint(2, 4)):
        d.ln(f"# {c.fix(name)} — {r.choice(['continue home regimen', 'monitor', 'hold', 'titrate'])}. {r.choice(K.SCORES)}.")
    d.ln(f"Code status: {r.choice(['Full code', 'DNR/DNI', 'Full'])}, confirmed with patient"
         + (f" and HCP {fam_ref(c, f, 'full')} ({PH(L.mobile())})" if r.random() < 0.5 else "") + ".")
    d.ln()
    res = c.staff("res")
    d.ln(f"{c.dr(res, 'fc')} — {L.pager_word()} {PH(L.pager())}")
    if r.random() < 0.6:
        d.ln(f"Seen and examined with {c.dr(c.att, 'drl')}; agree with above.")
    if r.random() < 0.4:
        sc = c.L.person()
        d.ln(f"Scribed by {DR(sc.full)} for {c.dr(c.att, 'drl')} on {c.d(c.adm, 'num')}.")
    if r.random() < 0.4:
        footer(c, d, res)


def ed(c, d):
    r, L = c.r, c.L
    title = r.choice(["EMERGENCY DEPARTMENT NOTE", "ED Provider Note", "EMERGENCY DEPARTMENT RECORD",
                      "ED Attendance Summary"])
    arr = c.tm()
    fields = [f_name(c), f_mrn(c), f_dob(c), ("Arrival", f"{c.d(c.adm)} {arr}"), f_acct(c)]
    for fn in r.sample([f_hp, f_addr, f_phone, f_gp, f_hosp, f_ins, f_natid], r.randint(2, 4)):
        fields.append(fn(c))
    fields.append(("Bay" if c.uk else "Room", LO(L.room())))
    header(c, d, fields, title)
    mode = r.random()
    d.ln(f"Triage: {r.choice(['ESI 2', 'ESI 3', 'ATS 3', 'Manchester orange', 'CTAS 2'])}  "
         f"Triage RN: {c.dr(c.staff('rn'), r.choice(['fc', 'full', 'ilc']))}")
    d.ln()
    d.ln("HPI:")
    if mode < 0.3:
        plate = L.plate()
        d.ln(f"{c.age_ph()} restrained driver in MVC at approx {c.tm12()} on {c.wd(c.adm)}. Vehicle "
             f"({r.choice(['sedan', 'pickup', 'SUV', 'ute' if L.code in ('AU', 'NZ') else 'hatchback'])}, "
             f"plate {VE(plate)}) struck at {r.choice(['30', '40', '60'])} mph by another car. Police report "
             f"#{ID(_D(r, 8))}. Airbag deployed. {c.neg(1)}")
        if r.random() < 0.4:
            d.ln(f"VIN {VE(c.vin())} recorded by {OR(r.choice(['Harlow County Sheriff', 'Metro Traffic Unit', 'Highway Patrol District 4']))} for insurer.")
        d.ln(f"Brought in by ambulance; crew lead {DR(c.L.person().full)} (paramedic).")
    elif mode < 0.55:
        w, f = rel(c)
        d.ln(f"{c.pn('title')}, {c.age_ph('short')}, brought in by {w} {fam_ref(c, f, 'full')} after a fall at "
             f"{r.choice(['home', 'work'])} this morning. Works as {c.aprof()}. {c.neg(2)}")
    else:
        d.ln(f"{c.pn('full')} is a {c.age_ph()} presenting with {r.choice(['chest pain', 'SOB', 'headache', 'abdominal pain'])} "
             f"since {c.wd(c.days(c.adm, -3, 0))}. Last seen at {HO(L.hospital())} on {c.d(c.days(c.adm, -200, -10))}. "
             f"{c.neg(1)}")
    if r.random() < 0.2:
        d.ln(f"Interpreter used; patient arrived from {CO(c.country())} {r.choice(['last month', '3 weeks ago', 'in ' + DA(L.monthyear(c.days(c.adm, -300, -40)))])}.")
    if r.random() < 0.2:
        d.ln(f"Identity confirmed by {r.choice(['palm-vein scan', 'fingerprint', 'iris scan'])} "
             f"(biometric ID {BI(c.bio())}); patient unable to give name initially.")
    d.ln()
    d.ln(f"PMH: {c.hx_list()}")
    d.ln(f"Meds: {c.sig()}; {c.sig()}")
    allergies(c, d)
    d.ln()
    d.ln(f"Exam: {K.vitals(r, c.uk)}. {c.neg(2)}")
    d.ln()
    d.ln(f"ED course: {K.labs(r, c.uk)}. ECG: {r.choice(['sinus rhythm', 'AF with RVR', 'sinus tachycardia', 'NSR, no ST changes'])}. "
         f"{r.choice(['CT head', 'CXR', 'CT abdomen/pelvis', 'CTPA'])} ordered (order #{ID(c.order())}).")
    if r.random() < 0.5:
        d.ln(f"Discussed with on-call {r.choice(['surgery', 'medicine', 'ortho', 'cardiology'])} "
             f"{c.dr(c.staff('md'), 'drl')} ({L.pager_word()} {PH(L.pager())}) at {c.tm()}.")
    d.ln()
    dispo = r.random()
    if dispo < 0.5:
        d.ln(f"Disposition: admitted to {HO(L.ward())}, bed {LO(L.bed())}, under {c.dr(c.att, 'drl')}.")
    elif dispo < 0.8:
        d.ln(f"Disposition: discharged home with {relp(c, 'given')}. Follow up with {L.gp} {c.dr(c.gp, 'drl')} in 2-3 days. Return precautions given.")
    else:
        d.ln(f"Disposition: transferred to {HO(L.hospital())} for {r.choice(['PCI', 'neurosurgery', 'burns care'])}; "
             f"accepting physician {c.dr(c.staff('md'), 'drf')}, transfer centre {PH(L.phone())}.")
    d.ln()
    sign(c, d, c.att, c.adm)
    if r.random() < 0.4:
        sc = c.L.person()
        d.ln(f"scribe: {DR(sc.full)}")
    if r.random() < 0.4:
        footer(c, d)


def radiology(c, d):
    r, L = c.r, c.L
    mod = r.choice(["CT", "MRI", "X-ray", "Ultrasound", "CT", "MRI"])
    study = {
        "CT": ["CT HEAD WITHOUT CONTRAST", "CT ABDOMEN AND PELVIS WITH IV CONTRAST", "CT PULMONARY ANGIOGRAM",
               "CT CHEST WITHOUT CONTRAST"],
        "MRI": ["MRI BRAIN WITH AND WITHOUT GADOLINIUM", "MRI LUMBAR SPINE", "MRI RIGHT KNEE", "MR LIVER"],
        "X-ray": ["CHEST X-RAY PA AND LATERAL", "XR LEFT HIP 2 VIEWS", "CXR PORTABLE AP", "XR RIGHT WRIST"],
        "Ultrasound": ["US ABDOMEN COMPLETE", "US RENAL", "LOWER EXTREMITY VENOUS DUPLEX, LEFT",
                       "US PELVIS TRANSVAGINAL"]}[mod]
    st = r.choice(study)
    exam_d = c.adm
    fields = [f_name(c), f_mrn(c), f_dob(c), ("Exam date", f"{c.d(exam_d)} {c.tm()}"),
              ("Accession", ID(c.accession())), ("Ordering", c.dr(c.staff("md")))]
    for fn in r.sample([f_acct, f_hosp, f_sexage, f_loc, f_phone], r.randint(1, 3)):
        fields.append(fn(c))
    if r.random() < 0.5:
        fields.append(("Order #", ID(c.order())))
    header(c, d, fields, r.choice(["RADIOLOGY REPORT", "Diagnostic Imaging Report", "IMAGING REPORT"]))
    d.ln(f"EXAM: {st}")
    d.ln()
    d.ln(f"CLINICAL INDICATION: {c.age_ph(r.choice(['yo', 'short', 'yo_word', 'glued']))} with "
         f"{r.choice(['headache', 'RLQ pain', 'SOB, r/o PE', 'fall, hip pain', 'back pain with radiculopathy', 'elevated LFTs'])}.")
    d.ln()
    prev = [c.days(exam_d, -900, -20) for _ in range(r.randint(1, 3))]
    prev.sort()
    d.ln("COMPARISON: " + "; ".join(
        f"{r.choice(['CT', 'MRI', 'XR', 'US', 'CXR'])} {r.choice([c.d(p), c.pd(p)])}" for p in prev)
        + (f" (outside study from {HO(L.hospital())})" if r.random() < 0.3 else ""))
    d.ln()
    d.ln(f"TECHNIQUE: {r.choice(['Axial images with coronal and sagittal reformats.', 'Standard protocol.', 'Grayscale and Doppler images.'])} "
         f"{r.choice(['100 mL Omnipaque 350 IV.', 'No contrast.', '7 mL gadobutrol IV.', 'DLP 412 mGy*cm.'])}")
    if r.random() < 0.35:
        d.ln(f"Technologist: {c.dr(c.staff('tech'), r.choice(['fc', 'ilc', 'full']))}")
    d.ln()
    d.ln("FINDINGS:")
    f1 = r.choice(["No acute intracranial hemorrhage.", "Appendix is dilated to 11 mm with periappendiceal fat stranding.",
                   "Filling defect in the right lower lobe segmental artery.", "Mild degenerative disc disease at L4-5.",
                   "Subcentimetre hypodensity in hepatic segment VI, too small to characterize.",
                   "Non-displaced fracture of the left femoral neck.", "Gallbladder wall thickening with sludge; sonographic Murphy's sign positive.",
                   "Small left pleural effusion.", "No DVT. Baker's cyst measuring 3.1 cm."])
    d.ln(c.fix(f1))
    d.ln(f"Stable compared with {c.pd(prev[-1])}. {r.choice(['No other abnormality.', 'Incidental renal cyst, Bosniak I.', 'Lung bases clear.'])}")
    if r.random() < 0.4:
        d.ln(f"{r.choice(['Pacemaker', 'Port-a-cath', 'IVC filter', 'Spinal cord stimulator'])} noted; per chart "
             f"{r.choice(K.DEVICE_MODELS)}, serial {DV(c.serial())}.")
    d.ln()
    d.ln("IMPRESSION:")
    d.ln(f"1. {c.fix(f1.split('.')[0])}.")
    d.ln(f"2. {r.choice(['Follow-up CT in 3 months recommended (Fleischner).', 'No further imaging needed.', 'Correlate clinically.'])}")
    d.ln()
    rad = c.staff("rad")
    if r.random() < 0.5:
        res = c.staff("res")
        d.ln(f"Preliminary read by {c.dr(res, r.choice(['drl', 'fc']))} at {c.tm()}.")
    if r.random() < 0.6:
        d.ln(f"Critical result called to {c.dr(c.staff('rn'), 'fc')} at {c.tm()} on {c.pd(exam_d)} "
             f"by {c.dr(rad, 'drl')}; read back confirmed.")
    d.ln(f"Signed by: {c.dr(rad, r.choice(['fc', 'lfc', 'drf']))}  {c.d(c.days(exam_d, 0, 1))} {c.tm()}")
    if r.random() < 0.5:
        d.ln(f"Images: {UR(c.url('pacs'))}  (reading station {IP(c.ip())})")
    elif r.random() < 0.5:
        d.ln(f"Workstation: {US(c.user(rad))}@{IP(c.ip())}")


def pathology(c, d):
    r, L = c.r, c.L
    yy = c.adm.year % 100
    spec = f"{r.choice(['S', 'SP', 'H', 'PS'])}{yy:02d}-{r.randint(100, 99999):05d}"
    fields = [f_name(c), f_mrn(c), f_dob(c), ("Case #", ID(spec)), ("Collected", f"{c.d(c.adm)} {c.tm()}"),
              ("Received", c.d(c.days(c.adm, 0, 1))), ("Submitting physician", c.dr(c.staff("surg")))]
    for fn in r.sample([f_acct, f_hosp, f_sexage, f_loc], r.randint(1, 3)):
        fields.append(fn(c))
    if r.random() < 0.5:
        fields.append(("Requisition", ID(f"RQ{_D(r, 7)}")))
    header(c, d, fields, r.choice(["SURGICAL PATHOLOGY REPORT", "Histopathology Report", "PATHOLOGY CONSULTATION REPORT"]))
    organ = r.choice([("colon, sigmoid, biopsy", "tubular adenoma with low-grade dysplasia"),
                      ("skin, left forearm, excision", "basal cell carcinoma, nodular type; margins clear"),
                      ("breast, right, core biopsy", "invasive ductal carcinoma, grade 2"),
                      ("gallbladder, cholecystectomy", "chronic cholecystitis with cholelithiasis"),
                      ("appendix, appendicectomy" if c.uk else "appendix, appendectomy", "acute suppurative appendicitis"),
                      ("prostate, needle biopsies x12", "acinar adenocarcinoma, Gleason score 3+4=7 (Grade Group 2)"),
                      ("endometrium, curettage", "proliferative endometrium; no atypia"),
                      ("lymph node, left axillary, excision", "metastatic carcinoma in 2 of 14 nodes")])
    d.ln(f"CLINICAL HISTORY: {c.age_ph(r.choice(['yo', 'short', 'yo_word']))}; {r.choice(['r/o malignancy', 'screening colonoscopy', 'lesion x 6 months', 'RUQ pain'])}.")
    d.ln()
    d.ln("SPECIMEN:")
    d.ln(f"A. {organ[0]}")
    d.ln()
    d.ln("GROSS DESCRIPTION:")
    n = r.randint(2, 6)
    d.ln(f"Received in formalin labelled with the patient's name ({c.pn('LF')}) and "
         f"{L.mrn_label()} {MR(c.mrn)} is a {r.randint(2, 90) / 10} cm tan-pink tissue. "
         f"Inked, serially sectioned and submitted in {n} cassettes ({ID(f'{spec}-A1')} to {ID(f'{spec}-A{n}')}).")
    grosser = c.staff("pa")
    d.ln(f"Grossed by {c.dr(grosser, r.choice(['fc', 'full']))} on {c.pd(c.days(c.adm, 0, 1))}.")
    d.ln()
    d.ln("MICROSCOPIC DESCRIPTION:")
    d.ln(f"Sections show {organ[1]}. {r.choice(['Ki-67 ~20%.', 'ER positive (95%), PR positive (60%), HER2 1+.', 'No lymphovascular invasion.', 'p16 negative.'])}")
    if r.random() < 0.5:
        blk = f"{spec}-A{r.randint(1, n)}"
        d.ln(f"Immunohistochemistry performed on block {ID(blk)}; controls appropriate.")
    if r.random() < 0.3:
        prior = f"{r.choice(['S', 'SP'])}{(yy - r.randint(1, 4)) % 100:02d}-{r.randint(100, 99999):05d}"
        d.ln(f"Prior specimen {ID(prior)} "
             f"({c.d(c.days(c.adm, -1500, -100))}) reviewed for comparison.")
    d.ln()
    d.ln("DIAGNOSIS:")
    d.ln(f"A. {organ[0].upper()}: {organ[1].upper()}.")
    d.ln()
    path = c.staff("md")
    if r.random() < 0.4:
        d.ln(f"Intradepartmental consultation: {c.dr(c.staff('md'), 'drl')} concurs.")
    d.ln(f"Pathologist: {c.dr(path, r.choice(['fc', 'lfc', 'fmc']))}")
    d.ln(f"Electronically signed {c.d(c.days(c.adm, 1, 5))} {c.tm()}")
    if r.random() < 0.4:
        d.ln(f"{HO(c.hosp)} Laboratory, {L.addr(L.address(), multiline=False)} — Tel {PH(L.phone())}, Fax {FX(L.phone())}")
    if r.random() < 0.3:
        lab, v = L.licence("md")
        d.ln(f"CLIA {LI(_D(r, 2) + 'D' + _D(r, 7))}" if L.code == "US" else f"{lab} {LI(v)}")


def operative(c, d):
    r, L = c.r, c.L
    surg = c.staff("surg")
    asst = c.staff(r.choice(["res", "pa", "surg"]))
    anaes = c.staff("anaes")
    scrub = c.staff("rn")
    circ = c.staff("rn")
    proc, pre_dx = r.choice([("Laparoscopic cholecystectomy", "Symptomatic cholelithiasis"),
                             ("Right total knee arthroplasty", "Osteoarthritis, right knee"),
                             ("Open reduction internal fixation, left distal radius", "Distal radius fracture"),
                             ("Laparoscopic appendicectomy" if c.uk else "Laparoscopic appendectomy", "Acute appendicitis"),
                             ("Pancreaticoduodenectomy (Whipple procedure)", "Pancreatic head mass"),
                             ("Dual-chamber pacemaker implantation", "Sick sinus syndrome"),
                             ("Left inguinal hernia repair with mesh", "Inguinal hernia"),
                             ("Hartmann's procedure", "Perforated diverticulitis")])
    fields = [f_name(c), f_mrn(c), f_dob(c), ("Date of surgery", c.d(c.adm)), f_acct(c)]
    for fn in r.sample([f_hosp, f_sexage, f_loc, f_hp], r.randint(1, 2)):
        fields.append(fn(c))
    fields.append(("OR", LO(str(r.randint(1, 14)))))
    header(c, d, fields, r.choice(["OPERATIVE NOTE", "Operation Note", "OPERATIVE REPORT", "BRIEF OP NOTE"]))
    d.ln(f"PROCEDURE: {proc}")
    d.ln(f"PREOPERATIVE DIAGNOSIS: {pre_dx}")
    d.ln("POSTOPERATIVE DIAGNOSIS: Same")
    d.ln()
    d.ln("STAFF:")
    rows = [("Surgeon", c.dr(surg, r.choice(["fc", "lfc", "drf"]))), ("Assistant", c.dr(asst, "fc")),
            ("Anesthesia" if not c.uk else "Anaesthetist", c.dr(anaes, r.choice(["fc", "drl", "fcn"]))),
            ("Scrub", c.dr(scrub, r.choice(["fc", "full", "role"]))), ("Circulator", c.dr(circ, r.choice(["fc", "full", "ilc"])))]
    if r.random() < 0.5:
        for k, v in rows:
            d.ln(f"  {k + ':':<14}{v}")
    else:
        d.ln("| Role | Name |")
        d.ln("|---|---|")
        for k, v in rows:
            d.ln(f"| {k} | {v} |")
    d.ln()
    d.ln(f"ANESTHESIA: {r.choice(['General endotracheal', 'Spinal', 'Regional block + sedation', 'GA with LMA'])}. {r.choice(K.SCORES[15:17])}.")
    d.ln(f"EBL: {r.randint(5, 600)} mL. Fluids: {r.randint(5, 30) * 100} mL crystalloid. Foley: {r.choice(['yes', 'no'])}.")
    d.ln()
    d.ln("INDICATIONS:")
    d.ln(f"{c.pn('title')} is a {c.age_ph()} seen in clinic on {c.d(c.days(c.adm, -60, -7))} by {c.dr(surg, 'drl')}. "
         f"Risks, benefits and alternatives were discussed; consent signed on {c.pd(c.days(c.adm, -30, 0))}"
         + (f" with {relp(c, 'full')} present" if r.random() < 0.4 else "") + ".")
    d.ln()
    d.ln("DESCRIPTION OF PROCEDURE:")
    d.ln(f"The patient was identified in the holding area, site marked. Time-out performed at {c.tm()} with "
         f"{c.dr(circ, 'role')} and {c.dr(anaes, 'drl')}. {c.neg(1)} "
         f"{r.choice(['Pneumoperitoneum established via Hasson technique.', 'Medial parapatellar arthrotomy performed.', 'Volar Henry approach used.', 'Pocket created in the left pectoral region.'])}")
    if r.random() < 0.75:
        imp = r.choice(K.DEVICE_MODELS)
        d.ln(f"Implant: {imp}, serial no. {DV(c.serial())}, lot {DV(c.lot())}" +
             (f"; second component SN {DV(c.serial())}" if r.random() < 0.4 else "") + ".")
    d.ln(f"Counts correct x2 per {c.dr(scrub, 'role')}. Specimen {ID(c.accession(r.choice(['S', 'SP'])))} sent to pathology.")
    d.ln()
    d.ln(f"DISPOSITION: To PACU in stable condition. {r.choice(K.COMMON_WORDS)}")
    d.ln(f"Family ({relp(c, 'given')}) updated by phone at {PH(L.mobile())}.")
    d.ln()
    sign(c, d, surg, c.adm)


def _consult_head(c, d, kind):
    r = c.r
    title = {"cardiology": "CARDIOLOGY CONSULTATION", "neurology": "NEUROLOGY CONSULT NOTE",
             "psychiatry": "PSYCHIATRY CONSULTATION", "surgery": "GENERAL SURGERY CONSULT"}[kind]
    req = c.staff("md")
    cons = c.staff("surg" if kind == "surgery" else "md")
    fields = [f_name(c), f_mrn(c), f_dob(c), ("Date", c.d(c.days(c.adm, 0, 2))),
              ("Requesting", c.dr(req)), ("Consultant", c.dr(cons, "fc"))]
    for fn in r.sample([f_acct, f_loc, f_hosp, f_sexage, f_gp], r.randint(1, 3)):
        fields.append(fn(c))
    header(c, d, fields, r.choice([title, title.title()]))
    d.ln(f"Reason for consult: {r.choice({'cardiology': ['new AF', 'troponin leak', 'syncope', 'pre-op risk'], 'neurology': ['seizure', 'stroke code', 'weakness', 'headache'], 'psychiatry': ['capacity assessment', 'suicidal ideation', 'delirium vs depression', 'alcohol withdrawal'], 'surgery': ['RLQ pain', 'SBO', 'GI bleed', 'perianal abscess']}[kind])}")
    d.ln()
    return req, cons


def consult_cardiology(c, d):
    r, L = c.r, c.L
    req, cons = _consult_head(c, d, "cardiology")
    d.ln("HPI:")
    d.ln(f"Asked by {c.dr(req, 'drl')} to see this {c.age_ph()} with {c.hx_list()} for "
         f"{r.choice(['palpitations', 'chest tightness', 'presyncope'])} starting {c.wd(c.days(c.adm, -4, 0))}. "
         f"Prior echo {c.pd(c.days(c.adm, -700, -40))} at {HO(L.hospital())}: EF {r.randint(20, 65)}%.")
    if r.random() < 0.7:
        dev = r.choice(K.DEVICE_MODELS[:3])
        d.ln(f"Has {'an' if dev[0] in 'AEIOU' else 'a'} {dev} {r.choice(['pacemaker', 'ICD', 'CRT-D'])} implanted {c.d(c.days(c.adm, -2500, -100))} "
             f"(serial {DV(c.serial())}, leads SN {DV(c.serial())}). Interrogated by device clinic physiologist "
             f"{DR(L.person().full)}: "
             f"{r.randint(1, 40)}% AP, no VT/VF.")
    d.ln()
    pmh(c, d)
    meds(c, d)
    d.ln(f"Exam: {K.vitals(r, c.uk)}. JVP {r.randint(3, 12)} cm. {c.neg(1)}")
    d.ln(f"ECG {c.d(c.adm, 'num')} {c.tm()}: {r.choice(['AF 118 bpm', 'SR with 1st-degree AVB', 'LBBB', 'paced rhythm'])}. "
         f"{r.choice(K.SCORES[1:3])}; {r.choice(K.SCORES[20:25])}.")
    d.ln(f"Labs: {K.labs(r, c.uk)}")
    d.ln()
    d.ln("IMPRESSION/PLAN:")
    d.ln(f"1. {r.choice(['Rate control with metoprolol', 'Start apixaban 5 mg BID', 'TTE today', 'Holter for 48 h'])}.")
    d.ln(f"2. Outpatient follow-up with {c.dr(cons, 'drl')} at {HO(L.practice() if r.random() < 0.5 else c.hosp)} "
         f"on {c.d(c.days(c.dis, 14, 60))}; clinic line {PH(L.ext())}.")
    if r.random() < 0.4:
        d.ln(f"3. Remote monitoring via {UR(c.url('info'))}; transmitter ID {DV(c.serial())}.")
    d.ln()
    d.ln(f"Thank you for this consult. — {c.dr(cons, 'fc')}, {L.pager_word()} {PH(L.pager())}")
    if r.random() < 0.5:
        footer(c, d, cons)


def consult_neurology(c, d):
    r, L = c.r, c.L
    req, cons = _consult_head(c, d, "neurology")
    lkw = c.adm
    d.ln("HPI:")
    w, f = rel(c)
    d.ln(f"{c.pn('full')} is a {c.age_ph()}, {r.choice(['right', 'left'])}-handed, last known well "
         f"{c.wd(lkw)} at {c.tm()} per {w} {fam_ref(c, f)}, who found him/her "
         f"{r.choice(['slumped in a chair', 'unable to speak', 'confused in the kitchen'])}. "
         f"{r.choice(K.SCORES[:1])} on arrival.".replace("him/her", "him" if c.sex == "M" else "her"))
    if r.random() < 0.5:
        d.ln(f"Prior seizure {DA(L.monthyear(c.days(c.adm, -900, -60)))}; "
             f"followed by {c.dr(c.staff('md'), 'drl')} at {HO(L.practice())}.")
    d.ln()
    pmh(c, d)
    meds(c, d)
    d.ln(f"Exam: {K.vitals(r, c.uk)}. {r.choice(['Right facial droop, right arm drift.', 'Expressive aphasia.', 'No focal deficit.'])} "
         f"{c.neg(2)}")
    d.ln(f"Imaging: CT head {c.pd(lkw)} — {r.choice(['no bleed', 'hyperdense MCA sign', 'old lacunes'])}. "
         f"MRI {c.d(c.days(lkw, 0, 2))}: {r.choice(['acute left MCA infarct', 'no acute infarct', 'mesial temporal sclerosis'])}.")
    if r.random() < 0.4:
        d.ln(f"EEG (study {ID(c.accession('EEG'))}) read by {c.dr(c.staff('md'), 'drl')}: {r.choice(['no epileptiform discharges', 'left temporal sharp waves'])}.")
    d.ln()
    d.ln("ASSESSMENT/PLAN:")
    d.ln(f"- {r.choice(['Thrombolysis not given (outside window).', 'Tenecteplase given at ' + c.tm() + '.', 'Load levetiracetam 20 mg/kg.'])}")
    d.ln(f"- Not to drive; driver licence {LI(L.driving())} — DVLA/licensing authority advice given." if c.uk else
         f"- No driving for 6 months per state law; license #{LI(L.driving())} noted.")
    d.ln(f"- {r.choice(K.COMMON_WORDS)}")
    d.ln()
    sign(c, d, cons, c.days(c.adm, 0, 1))


def consult_psychiatry(c, d):
    r, L = c.r, c.L
    req, cons = _consult_head(c, d, "psychiatry")
    d.ln("HPI:")
    d.ln(f"{c.pn('title')}, a {c.age_ph()}, was referred by {c.dr(req, 'drl')} after "
         f"{r.choice(['an intentional overdose of paracetamol' if c.uk else 'an intentional overdose of acetaminophen', 'expressing suicidal thoughts to nursing staff', 'pulling out IV lines while confused', 'withdrawal seizures'])} "
         f"on {c.wd(c.days(c.adm, -1, 1))}. {c.neg(1)}")
    d.ln(f"{r.choice(K.SCORES[4:6])}. Previously seen by community psychiatrist {c.dr(c.staff('md'), 'drf')} "
         f"at {HO(r.choice(['Tamarack Mental Health Service', 'Eastcombe Community Mental Health Team', 'Harbourside Wellness Clinic', 'Northway Behavioral Health']))} "
         f"in {DA(L.monthyear(c.days(c.adm, -600, -30)))}.")
    d.ln()
    d.ln("COLLATERAL:")
    w, f = rel(c)
    d.ln(f"Spoke with {w} {fam_ref(c, f, 'full')} by phone ({PH(L.mobile())}) who reports the patient lost "
         f"his/her job as {c.aprof()} at {OR(c.employer())} in {DA(L.monthyear(c.days(c.adm, -200, -20)))}.".replace(
             "his/her", "his" if c.sex == "M" else "her"))
    if r.random() < 0.5:
        d.ln(f"Patient posts on social media as \"{US(c.pt.user(r))}\"; {w} screenshots reviewed.")
    if r.random() < 0.4:
        cm = L.person()
        d.ln(f"Case manager {FA(cm.full)} ({OR(r.choice(['Open Door Housing Trust', 'Safe Harbour Shelter', 'Bridgeway Recovery']))}) "
             f"email {EM(cm.email(r, L.domain()))}.")
    d.ln()
    social(c, d)
    d.ln(f"MSE: {r.choice(['Dishevelled, poor eye contact.', 'Calm, cooperative.', 'Psychomotor retardation.'])} "
         f"Mood \"{r.choice(['flat', 'low', 'fine'])}\". No AH/VH. {r.choice(K.SCORES[6:8])}.")
    d.ln()
    d.ln("PLAN:")
    d.ln(f"- {r.choice(['1:1 observation', 'Sitter at bedside', 'Routine observations'])}; room {LO(L.room())}.")
    d.ln(f"- Start {r.choice(['sertraline 50 mg daily', 'mirtazapine 15 mg nocte', 'quetiapine 25 mg qhs'])}.")
    d.ln(f"- {r.choice(['Lacks capacity for discharge decision at this time.', 'Has capacity to refuse.', 'Hold under emergency certificate.'])}")
    d.ln(f"- Crisis line given: {PH(L.phone())}.")
    d.ln()
    sign(c, d, cons, c.days(c.adm, 0, 1))


def consult_surgery(c, d):
    r, L = c.r, c.L
    req, cons = _consult_head(c, d, "surgery")
    d.ln("HPI:")
    d.ln(f"{c.age_ph()} with {c.hx_list(3)} presenting with {r.choice(['RLQ pain', 'obstipation and vomiting', 'haematochezia' if c.uk else 'hematochezia', 'a tender perianal swelling'])} "
         f"since {c.wd(c.days(c.adm, -3, 0))}. Last BM {c.pd(c.days(c.adm, -4, 0))}. "
         f"{r.choice(['Murphy sign equivocal.', 'Rovsing sign positive.', 'No peritonism.'])} {r.choice(K.SCORES[25:])}.")
    d.ln(f"PSH: {r.choice(K.EPONYM_HX)}; {r.choice(['appendectomy', 'C-section x2' if c.sex == 'F' else 'vasectomy', 'none'])} "
         f"({DA(str(c.adm.year - r.randint(3, 30)))}).")
    d.ln()
    meds(c, d, r.randint(2, 4))
    d.ln(f"Exam: {K.vitals(r, c.uk)}. Abdomen: {r.choice(['soft, RLQ tenderness', 'distended, tympanic', 'guarding LLQ'])}.")
    d.ln(f"Labs {c.d(c.adm, 'num')}: {K.labs(r, c.uk)}")
    d.ln(f"CT {c.pd(c.adm)} (acc {ID(c.accession('CT'))}): {r.choice(['acute appendicitis', 'SBO with transition point', 'diverticulitis with abscess'])}.")
    d.ln()
    d.ln("PLAN:")
    d.ln(f"- NPO, IV fluids, {c.sig()}.")
    d.ln(f"- Booked for theatre {c.wd(c.days(c.adm, 0, 1))}; consent obtained by {c.dr(c.staff('res'), 'drl')}.")
    d.ln(f"- Discussed with {c.dr(cons, 'drl')} (on call) and with {relp(c, 'full')}.")
    d.ln()
    sign(c, d, cons, c.adm)


def obstetric(c, d):
    r, L = c.r, c.L
    c.sex = "F"
    c.pt = L.person("F")
    c.set_age(r.randint(17, 44))
    g = r.randint(1, 5)
    p = r.randint(0, g - 1)
    ga_w, ga_d = r.randint(34, 41), r.randint(0, 6)
    edd = c.adm + dt.timedelta(days=(40 - ga_w) * 7 - ga_d)
    lmp = edd - dt.timedelta(days=280)
    partner = c.fam("M")
    mw = c.staff("mw")
    obs = c.staff("md")
    fields = [f_name(c), f_mrn(c), f_dob(c), ("Admitted", f"{c.d(c.adm)} {c.tm()}"),
              ("EDD", c.d(edd)), ("LMP", c.d(lmp)), f_att(c, "Obstetrician")]
    for fn in r.sample([f_acct, f_hp, f_loc, f_phone, f_gp, f_addr], r.randint(2, 4)):
        fields.append(fn(c))
    header(c, d, fields, r.choice(["OBSTETRIC ADMISSION AND DELIVERY NOTE", "Labour & Delivery Summary", "L&D ADMISSION NOTE",
                                   "Intrapartum Record"]))
    d.ln(f"{c.pn('title')} is a {AG(c.age)} y.o. G{g}P{p} at {ga_w}+{ga_d} weeks by "
         f"{r.choice(['LMP', 'first-trimester US', 'dating scan'])} admitted "
         f"{r.choice(['in spontaneous labour' if c.uk else 'in spontaneous labor', 'for induction (post-dates)', 'with SROM', 'with reduced fetal movements'])}.")
    d.ln(f"Antenatal care at {HO(L.practice())} with midwife {DR(mw.given)}; booking bloods {c.pd(c.days(lmp, 56, 84))} "
         f"unremarkable. GBS {r.choice(['negative', 'positive — IV penicillin given', 'unknown'])}. {r.choice(['Bishop score 8', 'Bishop score 5', 'BMI 31', 'Hb 112 g/L at 28 weeks'])}.")
    d.ln(f"Partner {FA(partner.full)}, {AG(r.randint(19, 50))}, {PR(c.prof())}, present; contact {PH(L.mobile())}.")
    if p > 0:
        d.ln(f"Previous delivery: {r.choice(['SVD', 'LSCS for breech', 'ventouse'])} {DA(str(c.adm.year - r.randint(1, 8)))} "
             f"at {HO(L.hospital())}.")
    d.ln()
    d.ln("LABOUR:" if c.uk else "LABOR:")
    d.ln(f"- {c.tm()} SVE {r.randint(3, 6)} cm; epidural by {c.dr(c.staff('anaes'), 'drl')}.")
    d.ln(f"- Fully dilated {c.tm()}; pushing. CTG category {r.choice(['I', 'II'])}.")
    bsex = r.choice(["girl", "boy"])
    bdate = c.days(c.adm, 0, 1)
    d.ln()
    d.ln("DELIVERY:")
    d.ln(f"{r.choice(['SVD', 'Vacuum-assisted delivery', 'Emergency LSCS'])} of a live baby {bsex} on {c.d(bdate)} at {c.tm()}, "
         f"delivered by {c.dr(r.choice([mw, obs]), 'fc')}. Apgars {r.randint(6, 9)}/{r.randint(8, 10)}. "
         f"Weight {r.randint(2500, 4300)} g.")
    bname = L.person("F" if bsex == "girl" else "M").given
    d.ln(f"Baby named {FA(bname)}; newborn {L.mrn_label()} {MR(L.mrn())}, cord blood sample {ID('CB' + _D(r, 7))}.")
    if r.random() < 0.4:
        d.ln(f"Infant security tag {DV(c.serial())} applied; footprints taken (biometric record {BI(c.bio())}).")
    d.ln(f"EBL {r.randint(150, 1200)} mL. Placenta complete. Perineum: {r.choice(['intact', '2nd-degree tear repaired', '1st-degree tear'])}.")
    d.ln()
    d.ln(f"Postnatal: to {HO(L.ward())}, bed {LO(L.bed())}. Paediatric check by {c.dr(c.staff('res'), 'drl')}." if c.uk else
         f"Postpartum: to {HO(L.ward())}, room {LO(L.room())}. Newborn exam by {c.dr(c.staff('res'), 'drl')}.")
    d.ln(f"{r.choice(K.COMMON_WORDS)}")
    d.ln()
    sign(c, d, r.choice([mw, obs]), bdate)


def paeds(c, d):
    r, L = c.r, c.L
    infant = r.random() < 0.35
    if infant:
        c.set_age(r.randint(2, 18), months=True)
    else:
        c.set_age(r.randint(2, 16))
    mum = c.fam("F", same_surname=r.random() < 0.6)
    dad = c.fam("M", same_surname=r.random() < 0.7)
    while dad.given == c.pt.given or mum.given == c.pt.given:
        mum = c.fam("F", same_surname=r.random() < 0.6)
        dad = c.fam("M", same_surname=r.random() < 0.7)
    parent = r.choice([("mum" if c.uk else "mom", mum), ("mother", mum), ("dad", dad), ("father", dad)])
    school = r.choice(pools.SCHOOLS)
    title = L.ped(r.choice(["Pediatric Clinic Note", "PEDIATRIC OUTPATIENT VISIT", "Pediatric Follow-up", "General Pediatrics Clinic Letter"]))
    fields = [f_name(c), f_mrn(c), f_dob(c), ("Visit date", c.d(c.adm)), ("Clinician", c.dr(c.att))]
    fields.append(("Parent/guardian", f"{FA(mum.full)} (mother){', ' + FA(dad.full) + ' (father)' if r.random() < 0.5 else ''}"))
    for fn in r.sample([f_acct, f_hp, f_addr, f_phone, f_gp], r.randint(2, 4)):
        fields.append(fn(c))
    header(c, d, fields, HO(c.practice) + " — " + title if r.random() < 0.4 else title)
    agestr = f"{AG(c.age)}-month-old" if infant else r.choice([f"{AG(c.age)}-year-old", f"{AG(c.age)} yo", f"{AG(c.age)}yo"])
    d.ln(f"{P(c.pt.given)} is a {agestr} {'girl' if c.sex == 'F' else 'boy'} seen today with "
         f"{parent[0]} {FA(parent[1].given)} for "
         f"{r.choice(['recurrent wheeze', 'poor weight gain', 'ear pain and fever', 'eczema flare', 'ADHD follow-up', 'constipation', 'a 6-month check'])}.")
    d.ln(f"Symptoms since {c.wd(c.days(c.adm, -10, -1))}; seen at {HO(L.hospital())} ED on {c.pd(c.days(c.adm, -9, -1))}.")
    if not infant:
        d.ln(f"Attends {OR(school)} (Year/grade {max(1, c.age - 4)}); teacher {L.title(r.choice('FM'))} {FA(L.person().last)} reports "
             f"{r.choice(['good progress', 'difficulty concentrating', 'frequent absences'])}.")
    else:
        d.ln(f"Born at {r.randint(32, 41)} weeks at {HO(L.hospital())}, birth weight {r.randint(1800, 4200)} g. "
             f"Immunisations up to date per {L.gp} records." if c.uk else
             f"Born at {r.randint(32, 41)} weeks at {HO(L.hospital())}, BW {r.randint(1800, 4200)} g. Vaccines UTD.")
    d.ln()
    d.ln("FAMILY/SOCIAL:")
    d.ln(f"Lives with mother {FA(mum.given)} ({AG(c.age + r.randint(19, 38) if not infant else r.randint(19, 44))}, {PR(c.prof())}) and father "
         f"{FA(dad.given)} ({PR(c.prof())} at {OR(c.employer())}); "
         f"{sib(c, ['older brother', 'younger sister', 'older sister', 'half-brother'])}, {AG(r.randint(1, 17))}. "
         f"{r.choice(['No smokers at home.', 'Father smokes outside.', 'One cat.'])}")
    if r.random() < 0.4:
        d.ln(f"Grandmother {FA(L.person('F').full)} provides childcare on {r.choice(['Mondays', 'weekdays', 'Tuesdays and Thursdays'])}.")
    d.ln()
    d.ln(f"Exam: Wt {r.randint(40, 600) / 10} kg ({r.choice([3, 9, 25, 50, 75, 91, 97])}th centile), {K.vitals(r, c.uk, child=True)}. "
         f"{r.choice(['TMs red and bulging bilaterally.', 'Scattered wheeze, no recession.', 'Dry flexural eczema.', 'Abdomen soft, palpable stool.'])}")
    d.ln()
    d.ln("PLAN:")
    d.ln(f"- {r.choice(['Amoxicillin 90 mg/kg/day divided BID x 10 days', 'Salbutamol via spacer 4 puffs PRN', 'Emollients and hydrocortisone 1% BID', 'Macrogol 1 sachet daily'])}.")
    d.ln(f"- Review {c.wd(c.days(c.adm, 7, 42))}. {r.choice(K.COMMON_WORDS)}")
    d.ln(f"- Parents may contact the clinic on {PH(L.phone())} or email {EM(mum.email(r, L.domain()))}.")
    d.ln()
    sign(c, d, c.att, c.adm)
    if r.random() < 0.5:
        d.ln(f"cc: {c.dr(c.gp, 'drl')}, {HO(c.practice)}; {OR(school)} school nurse (with parental consent)")


def problem_list(c, d):
    r, L = c.r, c.L
    fields = [f_name(c), f_mrn(c), f_dob(c), ("Updated", f"{c.d(c.adm)} by {US(c.user(c.att))}"), f_gp(c)]
    for fn in r.sample([f_acct, f_hp, f_addr, f_phone, f_hosp, f_natid], r.randint(2, 4)):
        fields.append(fn(c))
    header(c, d, fields, r.choice(["PROBLEM LIST", "Active Problem List", "Problem List / Diagnoses"]))
    rows = c.conds(r.randint(6, 12))
    style = r.choice(["pipe", "num", "space"])
    if style == "pipe":
        d.ln("| # | Problem | ICD-10 | Onset | Status | Noted by |")
        d.ln("|---|---|---|---|---|---|")
    for i, (name, ab, icd) in enumerate(rows, 1):
        on = r.random()
        onset = (DA(str(c.adm.year - r.randint(0, 25))) if on < 0.4 else
                 DA(L.monthyear(c.days(c.adm, -6000, -30))) if on < 0.75 else c.d(c.days(c.adm, -5000, -10), "num"))
        status = r.choice(["Active", "Active", "Resolved", "Chronic", "Inactive"])
        who = r.choice([c.att, c.gp, c.staff("md"), c.staff("np")])
        nb = c.dr(who, r.choice(["drl", "ilc", "last"])) if who.role == "md" else c.dr(who, r.choice(["ilc", "fc"]))
        nm = c.fix(name)
        if style == "pipe":
            d.ln(f"| {i} | {nm} | {icd} | {onset} | {status} | {nb} |")
        elif style == "num":
            d.ln(f"{i}. {nm} ({icd}) — onset {onset}; {status.lower()}. Noted by {nb}.")
        else:
            d.ln(f"{nm[:38]:<40}{icd:<9}{onset}  {status}")
    d.ln()
    if r.random() < 0.6:
        d.ln(f"Abbreviations in use: {c.hx_list()}.")
    d.ln(f"Family history: {sib(c, ['mother', 'father', 'sister', 'brother'])} — "
         f"{r.choice(['breast cancer at', 'MI at', 'T1DM since age', 'stroke at'])} {AG(r.randint(8, 80))}.")
    if r.random() < 0.5:
        d.ln(f"Health maintenance: colonoscopy {DA(str(c.adm.year - r.randint(1, 8)))}; flu vaccine {c.d(c.days(c.adm, -200, -10))} "
             f"at {HO(L.pharmacy())}; mammogram {DA(L.monthyear(c.days(c.adm, -700, -30)))}.")
    if r.random() < 0.5:
        d.ln(f"Advance directive on file ({c.d(c.days(c.adm, -2000, -60))}); HCP: {relp(c, 'full')}, {PH(L.mobile())}.")
    d.ln()
    footer(c, d)


def med_list(c, d):
    r, L = c.r, c.L
    pres = c.staff("md")
    ph = L.pharmacy()
    fields = [f_name(c), f_dob(c), f_mrn(c), ("Reconciled", f"{c.d(c.adm)} {c.tm()}"),
              ("Pharmacy", f"{HO(ph)}, {PH(L.phone())}")]
    for fn in r.sample([f_hp, f_addr, f_phone, f_gp, f_acct, f_ins], r.randint(2, 4)):
        fields.append(fn(c))
    header(c, d, fields, r.choice(["MEDICATION LIST", "Medication Reconciliation", "Current Medications / Sig", "MAR Summary"]))
    style = r.choice(["pipe", "bullet", "space"])
    if style == "pipe":
        d.ln("| Medication | Sig | Start | Prescriber | Rx # |")
        d.ln("|---|---|---|---|---|")
    for name, dose, route, freq in r.sample(K.MEDS, r.randint(5, 11)):
        nm = c.fix(name)
        start = r.choice([c.d(c.days(c.adm, -3000, -1), "num"), DA(L.monthyear(c.days(c.adm, -3000, -30))),
                          DA(str(c.adm.year - r.randint(0, 6)))])
        who = r.choice([pres, c.gp, c.att])
        rx = r.choice([_D(r, 7), f"RX{_D(r, 6)}", f"{_D(r, 3)}-{_D(r, 5)}"])
        if style == "pipe":
            d.ln(f"| {nm} {dose} | {route} {freq} | {start} | {c.dr(who, r.choice(['drl', 'last', 'ilc']))} | {ID(rx)} |")
        elif style == "bullet":
            d.ln(f"• {nm} {dose} — take {route} {freq}. Started {start} by {c.dr(who, 'drl')}. Rx #{ID(rx)}")
        else:
            d.ln(f"{nm + ' ' + dose:<34}{route:<5}{freq:<26}{start}")
    d.ln()
    d.ln(f"Brands the patient recognises: {', '.join(r.sample(K.BRANDS, 3))}.")
    if r.random() < 0.6:
        lab, v = L.licence("dea") if L.code == "US" else L.licence("md")
        d.ln(f"Controlled substance prescriber: {c.dr(pres, 'fc')}, {lab} {LI(v)}"
             + (f", NPI {LI(L.licence('npi')[1])}" if L.code == "US" and r.random() < 0.5 else "") + ".")
    if r.random() < 0.5:
        pharm = c.staff("pharm")
        d.ln(f"Reviewed by {c.dr(pharm, r.choice(['fc', 'role']))} with the patient and {relp(c, 'given')}.")
    if r.random() < 0.4:
        d.ln(f"Pill organiser filled weekly by carer {FA(L.person().full)} from {OR(r.choice(['Bluebird Home Care', 'Comfort Keepers Plus', 'CareLink Community Services']))}.")
    d.ln(f"{r.choice(K.COMMON_WORDS)}")
    d.ln()
    footer(c, d, pres)


def pt_eval(c, d):
    r, L = c.r, c.L
    ther = c.staff("pt")
    ref = c.staff("md")
    fields = [f_name(c), f_mrn(c), f_dob(c), ("Date of eval", c.d(c.adm)), ("Referring", c.dr(ref, "drl")),
              ("Therapist", c.dr(ther, "fc"))]
    for fn in r.sample([f_hp, f_addr, f_phone, f_acct, f_ins], r.randint(2, 3)):
        fields.append(fn(c))
    header(c, d, fields, r.choice(["PHYSICAL THERAPY INITIAL EVALUATION", "Physiotherapy Assessment", "PT Evaluation",
                                   "Outpatient Physiotherapy Initial Assessment"]))
    inj = c.days(c.adm, -90, -5)
    dx, code = r.choice([("s/p R TKA", "Z96.651"), ("L rotator cuff repair", "M75.102"), ("mechanical low back pain", "M54.50"),
                         ("deconditioning after ICU stay", "R53.81"), ("R ankle ORIF", "S82.891D")])
    d.ln(f"Dx: {dx} ({code}). Surgery/injury date {c.d(inj)}.")
    d.ln()
    d.ln("SUBJECTIVE:")
    w, f = rel(c)
    d.ln(f"{c.pn('title')}, {c.age_ph(r.choice(['yo', 'short', 'yo_word']))}, works as {c.aprof()} and wants to "
         f"return to work at {OR(c.employer())} by {DA(L.holiday())}. Lives in a {r.choice(['two-storey house', 'bungalow', 'third-floor apartment with lift'])} "
         f"in {L.addr_short(c.addr)} with {w} {FA(f.given)}. Pain {r.randint(2, 8)}/10.")
    d.ln()
    d.ln("OBJECTIVE:")
    d.ln(f"ROM {'shoulder flexion' if 'cuff' in dx else 'knee flexion' if 'TKA' in dx else 'hip flexion'} {r.randint(60, 125)}°, extension -{r.randint(0, 15)}°. MMT quads {r.choice(['3+/5', '4-/5', '4/5'])}. "
         f"{r.choice(K.SCORES[12:15])}. {r.choice(['Trendelenburg gait noted on the left.', 'Antalgic gait with rollator.', 'Independent with stick.'])}")
    d.ln()
    d.ln("PLAN:")
    sess = [c.days(c.adm, 2, 5)]
    for _ in range(r.randint(1, 3)):
        sess.append(sess[-1] + dt.timedelta(days=r.randint(2, 4)))
    d.ln(f"2x/week for 6 weeks. Booked: {', '.join(c.wd(s) if r.random() < 0.6 else c.pd(s) for s in sess)}.")
    d.ln(f"Block authorised {c.pd(c.adm)}-{c.pd(c.days(c.adm, 40, 60))} (auth #{HP(_L(r, 2) + _D(r, 7))}).")
    d.ln(f"HEP issued via {UR(c.url('info'))}; login {US(c.pt.user(r))}.")
    if r.random() < 0.35:
        d.ln(f"{'Blue Badge' if c.uk else 'Disabled parking permit'} application supported; vehicle "
             f"{r.choice(['reg', 'plate', 'registration'])} {VE(L.plate())}.")
    d.ln(f"{r.choice(K.COMMON_WORDS)}")
    d.ln()
    if r.random() < 0.4:
        lab, v = L.licence("md")
        d.ln(f"{c.dr(ther, 'fc')}  Lic {LI(_D(r, 6) if L.code == 'US' else 'PH' + _D(r, 6))}  {c.d(c.adm)}")
    else:
        d.ln(f"{DR(ther.full)}, {ther.cred} — {c.d(c.adm, 'num')}")
    d.ln(f"Clinic: {HO(L.practice())}, {L.addr(L.address(), multiline=False)}, Tel {PH(L.phone())}")


def death(c, d):
    r, L = c.r, c.L
    c.set_age(r.randint(48, 101))
    tod = c.tm()
    dod = c.dis
    fields = [f_name(c), f_mrn(c), f_dob(c), f_date(c, "Admitted", c.adm),
              ("Date/Time of death", f"{c.d(dod)} {tod}"), f_att(c)]
    for fn in r.sample([f_acct, f_loc, f_hosp, f_addr, f_gp], r.randint(2, 3)):
        fields.append(fn(c))
    header(c, d, fields, r.choice(["DEATH SUMMARY", "Death Summary", "EXPIRATION NOTE / DEATH SUMMARY", "Notification of Death"]))
    cause = r.choice(["Septic shock secondary to pneumonia", "Metastatic pancreatic adenocarcinoma",
                      "Acute on chronic heart failure", "Massive intracerebral haemorrhage" if c.uk else "Massive intracerebral hemorrhage",
                      "Multi-organ failure following perforated viscus"])
    d.ln(f"1a. {cause}")
    d.ln(f"2. {c.hx_list(3)}")
    d.ln()
    d.ln(f"{c.pn('full')}, a {c.age_ph()}, was admitted on {c.d(c.adm)} with {r.choice(['sepsis', 'dyspnea' if not c.uk else 'dyspnoea', 'decreased GCS'])}. "
         f"Despite {r.choice(['broad-spectrum antibiotics', 'maximal medical therapy', 'vasopressors'])}, "
         f"the patient deteriorated on {c.wd(c.days(c.adm, 0, c.los))}. Goals of care were changed to comfort "
         f"after a family meeting on {c.pd(c.days(c.adm, 0, c.los))} with {c.dr(c.att, 'drl')} and palliative care "
         f"({c.dr(c.staff('np'), 'fc')}).")
    d.ln(f"{c.pn('title')} died peacefully at {tod} on {c.d(dod)}, aged {AG(c.age)}"
         + (f", in room {LO(c.room)}" if r.random() < 0.5 else "") + ".")
    d.ln(f"Pronounced by {c.dr(c.staff('res'), r.choice(['drf', 'fc']))}: no heart sounds, no respiratory effort, pupils fixed.")
    d.ln()
    w, f = rel(c)
    d.ln(f"Next of kin: {w} {FA(f.full)} — {PH(L.mobile())}; notified at {c.tm()}. "
         f"{r.choice(['Present at bedside.', 'Will attend in the morning.', 'Requested chaplain.'])}")
    if r.random() < 0.6:
        w2, f2 = rel(c)
        d.ln(f"Also present: {w2} {FA(f2.given)} and {r.choice(['friend', 'neighbour' if c.uk else 'neighbor', 'pastor'])} {FA(L.person().full)}.")
    d.ln(f"{r.choice(['Coroner', 'Medical examiner'])} {r.choice(['notified', 'not required'])}; "
         f"case #{ID(_D(r, 2) + '-' + _D(r, 5))}. Autopsy: {r.choice(['declined', 'requested (accession ' + ID(c.accession('A')) + ')'])}.")
    d.ln(f"Organ donation: referral to {OR(r.choice(['LifeBridge Donor Network', 'Gift of Life Regional', 'Donor Services Unit']))} ref {ID(_D(r, 8))}.")
    d.ln(f"Body released to {OR(r.choice(pools.FUNERAL_HOMES))}, tel {PH(L.phone())}.")
    d.ln()
    sign(c, d, c.att, dod)
    if r.random() < 0.6:
        d.ln(f"cc: {c.dr(c.gp, 'drl')}, {HO(c.practice)} — fax {FX(L.phone())}")


def gp_letter(c, d):
    r, L = c.r, c.L
    cons = c.att
    sec = L.person("F")
    pa = L.address()
    clinic_d = c.adm
    hdr = HO(c.hosp)
    d.ln(f"{hdr}")
    d.ln(f"{r.choice(['Department of Cardiology', 'Respiratory Medicine', 'General Medicine', 'Endocrinology', 'Rheumatology', 'Neurology Outpatients'])}")
    d.ln(L.addr(L.address(), multiline=True))
    d.ln(f"Tel: {PH(L.ext())}   Fax: {FX(L.phone())}")
    d.ln(f"Secretary: {DR(sec.full)}  {EM(c.email(sec))}")
    d.ln()
    d.ln(f"Date dictated: {c.d(clinic_d)}   Date typed: {c.d(c.days(clinic_d, 1, 6))}")
    d.ln()
    d.ln(f"{c.dr(c.gp, 'drf')}")
    d.ln(HO(c.practice))
    d.ln(L.addr(pa, multiline=True))
    d.ln()
    d.ln(f"Dear {c.dr(c.gp, 'drl')},")
    d.ln()
    title = L.title(c.sex)
    lab, v = c.hp
    d.ln(f"Re: {title} {P(c.pt.full)}, DOB {c.d(c.dob, 'num')}, {lab} {HP(v)}, {L.mrn_label()} {MR(c.mrn)}")
    d.ln(f"    {L.addr(c.addr, multiline=False)}")
    d.ln()
    d.ln("Diagnoses:")
    for name, ab, icd in c.conds(r.randint(2, 4)):
        d.ln(f"  {c.fix(name)}")
    d.ln()
    d.ln(f"I reviewed {title} {P(c.pt.last)} in clinic on {c.wd(clinic_d)}"
         f"{' with his ' if c.sex == 'M' else ' with her '}{relp(c, 'given')}. "
         f"{'He' if c.sex == 'M' else 'She'} is a {c.age_ph('yo_word')} who {('is a retired ' + PR(c.ptprof)) if c.age >= 65 else r.choice(['works as ' + c.aprof(), 'was until recently ' + c.aprof()])}. "
         f"Since I last saw {'him' if c.sex == 'M' else 'her'} on {c.d(c.days(clinic_d, -300, -60))}, "
         f"{r.choice(['breathlessness has improved', 'there have been two further falls', 'HbA1c has risen', 'joint pain is better controlled'])}. "
         f"{c.neg(1)}")
    d.ln()
    d.ln(f"On examination: {K.vitals(r, c.uk)}. Bloods today: {K.labs(r, c.uk)}.")
    if r.random() < 0.5:
        d.ln(f"Echo {c.pd(c.days(clinic_d, -120, -5))} showed EF {r.randint(25, 60)}%. {r.choice(K.SCORES)}.")
    d.ln()
    d.ln("Plan:")
    d.ln(f"1. {c.fix('Start ' + K.sig(r, c.uk))}.")
    d.ln(f"2. I would be grateful if you could check renal function in 2 weeks (around {c.pd(c.days(clinic_d, 12, 16))}).")
    d.ln(f"3. Review in clinic in {r.choice(['3', '4', '6'])} months; appointment {c.d(c.days(clinic_d, 80, 190))}.")
    if r.random() < 0.4:
        d.ln(f"4. {r.choice(K.COMMON_WORDS)}")
    d.ln()
    d.ln(r.choice(["Yours sincerely,", "Kind regards,", "With best wishes,"]))
    d.ln()
    d.ln(f"{DR(cons.full)}")
    d.ln(f"{cons.cred}")
    d.ln(f"Consultant {r.choice(['Physician', 'Cardiologist', 'Endocrinologist', 'Neurologist', 'Rheumatologist'])}")
    labl, lv = L.licence("md")
    d.ln(f"{labl} {LI(lv)}")
    d.ln()
    d.ln(f"cc: {title} {P(c.pt.full)}, {L.addr(c.addr, multiline=False)}")
    if r.random() < 0.5:
        d.ln(f"cc: {c.dr(c.staff('md'), 'drf')}, {HO(L.hospital())}")
    d.ln(f"{DR(cons.lower_init)}/{DR(sec.lower_init)}")


GENRES = {
    "discharge_summary": discharge, "history_and_physical": hp, "emergency_department": ed,
    "radiology_report": radiology, "pathology_report": pathology, "operative_note": operative,
    "consult_cardiology": consult_cardiology, "consult_neurology": consult_neurology,
    "consult_psychiatry": consult_psychiatry, "consult_surgery": consult_surgery,
    "obstetric_note": obstetric, "paediatric_clinic": paeds, "problem_list": problem_list,
    "medication_list": med_list, "physical_therapy_eval": pt_eval, "death_summary": death,
    "letter_to_gp": gp_letter,
}
