"""Generator for the dev72_en evaluation set. Deterministic: random.Random(72), stdlib only.

Writes ../notes.jsonl (relative to this file). Gold offsets come from marks placed around each PHI value
while composing (see core.M / core.finalize); the finished text is never searched.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import random  # noqa: E402

from core import M, Ctx, finalize, fmt_date  # noqa: E402
from genres import G, rid, table, trend, plate  # noqa: E402
from pools import CARE_HOMES, CHURCHES_ORGS, PHARMACIES, SCHOOLS  # noqa: E402

R = random.Random(72)
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
N_NOTES = 340

ICD = {"cardiology": ["I50.22", "I48.0", "I35.0", "I21.4", "I42.1", "I44.2"],
       "oncology and haematology": ["C18.7", "C50.412", "C83.38", "C90.00", "C92.10", "C81.10"],
       "neurology": ["G40.209", "G35", "G20", "G43.709", "G70.00", "G51.0"],
       "nephrology and dialysis": ["N18.4", "N02.8", "N18.6", "Q61.2", "N04.2", "N17.9"],
       "endocrinology and diabetes": ["E10.65", "E11.65", "E05.00", "E06.3", "E21.0", "E24.0", "E27.1"],
       "rheumatology": ["M05.79", "M32.14", "M45.9", "M1A.9", "M35.00", "M31.6", "L40.50"],
       "gastroenterology and endoscopy": ["K50.80", "K51.90", "K22.70", "K74.60", "K90.0", "K29.70"],
       "pulmonology and sleep": ["J44.1", "J45.50", "J84.112", "G47.33", "D86.0", "J47.9"],
       "dermatology": ["L40.0", "L20.9", "L73.2", "D03.62", "C44.311", "L57.0"],
       "ophthalmology": ["H35.3211", "H40.1131", "E11.3553", "H34.811", "H18.60", "H25.13"],
       "ENT": ["H90.3", "J33.9", "H81.02", "J38.01", "G47.33", "H71.91"],
       "urology": ["C61", "C67.2", "N40.1", "N20.0", "N39.3", "N28.89"],
       "infectious disease and HIV": ["B20", "B18.1", "Z22.7", "M46.26", "A69.20", "B18.2"],
       "transplant": ["Z94.0", "Z94.4", "B97.89", "T86.11", "Z94.1"],
       "genetics": ["Z15.01", "Z15.09", "E78.01", "Q87.40", "I42.0", "Q61.2"],
       "psychiatry and psychology": ["F33.1", "F31.77", "F41.1", "F43.10", "F20.9", "F10.20", "F90.2"],
       "paediatric subspecialty": ["E10.9", "M30.3", "E84.0", "M08.40", "C64.9", "Q90.9", "G40.A09"]}

HOLIDAYS_US = ["Thanksgiving", "Christmas", "New Year's Day", "Independence Day", "Labor Day", "Easter"]
HOLIDAYS_XX = ["Christmas", "Boxing Day", "Easter", "New Year's Eve", "Easter Monday", "Christmas Eve"]

SYMPTOMS = ["exertional dyspnoea", "fatigue", "intermittent palpitations", "worsening joint pain", "night sweats",
            "weight loss of 4 kg", "poor sleep", "headaches", "reduced appetite", "ankle swelling", "blurred vision",
            "urinary frequency", "pruritus", "low mood", "cough productive of green sputum"]
NEG_LINES = [
    "Discussed with the attending and the charge nurse; pharmacist to review interactions.",
    "No ICU admission. Seen in ED overnight by the registrar on call.",
    "Foley removed. Babinski downgoing bilaterally. Romberg negative.",
    "BP 138/82, HR 74, SpO2 97% RA, T 36.8. BMI 31.2.",
    "f/u 3/12 with bloods beforehand; r/v sooner if concerns.",
    "Plan review in 6/52.",
    "VA 20/40 OD, 20/25 OS.",
    "POD 2 after ERCP, tolerating diet.",
    "K 4.1, Na 138, Cl 102, HCO3 24, BUN 18, Cr 1.1, glucose 142.",
    "HbA1c 7.8% (target <7%). Albumin/creatinine ratio 34 mg/g.",
    "ECOG 1. Karnofsky 80%. Charlson index 5.",
    "Wells score 1.5; D-dimer 0.4 mg/L FEU.",
    "MMSE 26/30, MoCA 24/30.",
    "Allergies: penicillin (rash), sulfa.",
    "CT chest/abdo/pelvis w/ contrast ordered; MRI brain w/wo gad.",
    "Case discussed with the on-call fellow and the nurse practitioner.",
    "Reviewed by physio and OT; dietitian referral placed.",
    "Seen with medical student (consented).",
    "Vaccines: influenza, COVID-19 bivalent, Shingrix x2, PCV20.",
    "No Horner syndrome. Tinel and Phalen negative. Lhermitte absent.",
    "Germline panel (BRCA1, BRCA2, PALB2, CHEK2, ATM) negative; somatic KRAS G12C detected.",
    "Staging T2N0M0 (AJCC 8th ed), grade 2. Ki-67 18%.",
    "Glasgow-Blatchford 6, Rockall 3. Child-Pugh B7, MELD-Na 14.",
    "Short Synacthen test normal - Addison's excluded. Cushing's screen (1 mg DST) cortisol 32 nmol/L.",
    "Mallampati III, Friedman stage II; neck circumference 43 cm.",
    "VA 6/9 R, 6/12 L (Snellen). Ishihara 15/15.",
    "NIHSS 0. mRS 1. EDSS 3.0. GCS 15/15.",
    "CURB-65 score 1; CRP 48, WCC 13.2, procalcitonin 0.3 ng/mL.",
    "ASA II. Hartmann's solution 1 L over 8 h. Zofran 4 mg IV PRN.",
    "Wilson disease excluded (caeruloplasmin 0.28 g/L). Gilbert syndrome likely.",
    "Hb 10.9 g/dL, MCV 78 fL, ferritin 9 ug/L, TSAT 8%; ICD-10 D50.9.",
    "Seen by the dialysis nurse and the transplant coordinator; the attending agrees.",
    "Graves ophthalmopathy CAS 2/7; TRAb 6.4 IU/L.",
    "Follow up 2/52 wound check, then 3/12 review.",
    "Appointment with the physician assistant (PA) and the NP next visit.",
]


def fields(c):
    he, his, He, His = c.pronoun()
    g = G[c.genre]
    k = R.randrange(len(g["dx"]))
    spec = g["spec"] if not (c.loc == "US" and g["spec"] == "Paediatrics") else "Pediatrics"
    F = dict(pt=c.pt(), pt2=c.pt(), he=he, his=his, He=He, His=His, dv=c.d(c.visit),
             dx=g["dx"][k], icd=ICD[c.genre][k], age=c.age_expr(), spec=spec)
    return F


def header_kv(c, F, lines):
    R_ = R
    rows = []
    rows.append(R_.choice(["PATIENT", "Patient", "Name", "PT NAME"]) + ": " + c.pt(R_.choice(["lastfirst", "full", "upper", "fullmid"])))
    dobst = R_.choice(c.dstyles[:4])
    rows.append(f"DOB: {M('DATE', fmt_date(c.dob, dobst))}" + R_.choice([f" ({c.age_expr(style='sexshort')})", f"  Age: {M('AGE', c.age)}", f" ({M('AGE', c.age)} y)", ""]))
    rows.append(R_.choice(["MRN", "MRN #", "Hosp No", "Med Rec #", "UR"]) + ": " + M("MRN", c.mrn))
    if R_.random() < 0.7:
        rows.append(R_.choice(["Acct", "Account #", "Encounter", "Visit #", "FIN"]) + ": " + M("ACCOUNT", c.acct))
    if R_.random() < 0.6:
        rows.append("Address: " + c.addr_line())
    if R_.random() < 0.6:
        rows.append(f"{R_.choice(['Phone', 'Tel', 'Home', 'Ph'])}: {M('PHONE', c.home)}" + (f"   Mobile: {M('PHONE', c.mobile)}" if R_.random() < 0.5 else ""))
    if R_.random() < 0.55:
        if c.loc == "UK":
            rows.append(f"NHS No: {M('HEALTHPLAN', c.member)}")
        elif c.loc == "AU":
            rows.append(f"Medicare: {M('HEALTHPLAN', c.member)}" + (f"  Private: {M('ORGANIZATION', c.insurer)} #{M('HEALTHPLAN', c.group)}" if R_.random() < 0.4 else ""))
        else:
            rows.append(f"Insurance: {M('ORGANIZATION', c.insurer)}  Member ID: {M('HEALTHPLAN', c.member)}  Group: {M('HEALTHPLAN', c.group)}")
    if c.ssn and R_.random() < 0.35:
        rows.append(("SSN: " if c.loc == "US" else "NI No: ") + M("SSN", c.ssn))
    if R_.random() < 0.4:
        r = c.rels[0]
        rows.append(f"{R_.choice(['Emergency contact', 'NOK', 'Next of kin'])}: {M('FAMILY', r['p'].full)} ({r['rel']}) {M('PHONE', r['phone'])}")
    rows.append(f"{R_.choice(['Date of service', 'Visit date', 'DOS', 'Clinic date', 'Date seen'])}: {F['dv']}")
    if R_.random() < 0.6:
        rows.append(f"{R_.choice(['Referring', 'Referred by', 'PCP', 'GP'])}: {c.dr(c.gp, R_.choice(['drfull', 'fullcred', 'drlast']))}, {M('HOSPITAL', c.gp_practice)}" + (f"  Fax {M('FAX', c.gp_fax)}" if R_.random() < 0.5 else ""))
    if R_.random() < 0.5:
        rows.append(f"Location: {M('HOSPITAL', c.hosp_core + ' ' + R_.choice(G[c.genre]['clinic']))}" + (f", {M('LOCATION_OTHER', c.building)}" if R_.random() < 0.3 else "") + (f", Room {M('LOCATION_OTHER', c.room)}" if R_.random() < 0.5 else ""))
    if R_.random() < 0.1:
        rows.append(f"{R_.choice(['Parking validation', 'Car park permit', 'Valet'])}: plate {M('VEHICLE', plate(c))}")
    if R_.random() < 0.15:
        rows.append(f"Check-in: biometric {R_.choice(['fingerprint', 'iris', 'palm-vein', 'face'])} match ID {M('BIOID', rid(R_, R_.choice(['FP-99999', 'IRS-9999999', 'PV-9999-99', 'FT-999-9999'])))}")
    if R_.random() < 0.3 and len(rows) > 4:
        # two-column layout
        half = (len(rows) + 1) // 2
        left, right = rows[:half], rows[half:]
        from core import plain_len
        w = max(plain_len(x) for x in left) + 4
        rows = [l + " " * (w - plain_len(l)) + (right[i] if i < len(right) else "") for i, l in enumerate(left)]
        rows = [x.rstrip() for x in rows]
    lines.extend(rows)


def letterhead(c, F, lines):
    clinic = c.hosp_core + " " + R.choice(G[c.genre]["clinic"])
    lines.append(M("HOSPITAL", R.choice([c.hosp.upper(), c.hosp])))
    lines.append(R.choice([f"Department of {F['spec']}", f"{M('HOSPITAL', clinic)}", f"{F['spec']} Outpatients"]))
    lines.append(c.hosp_addr())
    lines.append(f"Tel {M('PHONE', c.hosp_phone)}  |  Fax {M('FAX', c.hosp_fax)}" + (f"  |  {M('URL', c.url)}" if R.random() < 0.5 else ""))
    lines.append("")
    lines.append(c.d(R.choice([c.visit, c.after(1, 9)]), R.choice(["long", "dlong", "dlong", "abbr"]) if c.loc != "US" else R.choice(["long", "abbr", "mdY"])))
    lines.append("")


def recipient(c, lines):
    lines.append(c.dr(c.gp, R.choice(["drfull", "fullcred"])))
    lines.append(M("HOSPITAL", c.gp_practice))
    if c.loc == "UK":
        lines.append(f"{M('STREET', c.gp_street)}, {M('CITY', c.gp_city)} {M('ZIP', c.gp_zip)}")
    else:
        lines.append(f"{M('STREET', c.gp_street)}, {M('CITY', c.gp_city)} {M('STATE', c.state)} {M('ZIP', c.gp_zip)}")
    if R.random() < 0.5:
        lines.append(f"By fax: {M('FAX', c.gp_fax)}")
    lines.append("")


def hpi(c, F):
    he, his, He, His = c.pronoun()
    r0 = c.rels[0]
    yr = M("DATE", str(c.visit.year - R.randint(1, 12)))
    hol = R.choice(HOLIDAYS_US if c.loc == "US" else HOLIDAYS_XX)
    prof_phrase = "child" if c.paeds else R.choice([f"retired {M('PROFESSION', c.profession)}", f"{M('PROFESSION', c.profession)}", f"former {M('PROFESSION', c.profession)}"])
    opts = [
        f"{F['pt']} is a {c.age_expr()} {prof_phrase} with {F['dx']}, seen today {R.choice(['for follow-up', 'on referral from ' + c.dr(c.gp, 'drlast'), 'at the request of ' + c.dr(c.gp, 'drfull'), 'as a new patient'])}.",
        f"{F['pt']} ({c.age_expr(style=R.choice(['sexshort', 'yo']))}) returns for review of {F['dx']}. Last seen {c.d(c.before(60, 200))} by {c.dr(c.fellow, 'drlast')}.",
        f"{c.age_expr(style='yearold')} {('woman' if c.p.sex == 'F' else 'man') if not c.paeds else ('girl' if c.p.sex == 'F' else 'boy')} with {F['dx']}, diagnosed {yr} at {c.hospref()}.",
        f"Known to this clinic since {c.d(c.before(400, 3000), R.choice(['monY', 'Y', 'mony'] if c.loc == 'US' else ['monY', 'Y']))}. {F['dx'][0].upper() + F['dx'][1:]}.",
    ]
    out = [R.choice(opts)]
    more = [
        f"{He} reports {R.choice(SYMPTOMS)} since {c.d(c.before(5, 40), R.choice(['md', 'wmd', 'long', 'abbr']) if c.loc == 'US' else R.choice(['dm', 'dlong', 'dabbr']))}, worse over {M('DATE', hol)}.",
        f"{His} {r0['rel']} {c.rel(0)} {R.choice(['accompanies', 'is present today and', 'phoned beforehand and'])} reports {R.choice(['more breathlessness', 'two falls', 'confusion in the evenings', 'missed doses', 'improved energy'])}.",
        f"Admitted to {c.hospref()} {c.d(c.before(20, 120))} to {c.d(c.before(5, 19))} with {R.choice(['decompensation', 'sepsis', 'a flare', 'AKI', 'pneumonia'])}; discharge summary reviewed.",
        f"Previously followed by {c.dr(R.choice([c.gp, c.fellow]), 'drfull')} at {M('HOSPITAL', R.choice(['Mercy Ridge Hospital', 'Onawa Valley Clinic', 'Stanmere District Hospital', 'Mount Tallis Private']))} in {M('CITY', R.choice(['Oriel', 'Wrexley', 'Coorinda', 'Kingsgate', 'Port Avery']))}.",
        f"Travelled to {M('COUNTRY', c.country)} {c.d(c.before(30, 200), 'monY' if R.random() < 0.6 else ('mony' if c.loc == 'US' else 'dabbr'))} to visit family.",
        f"{R.choice(['Onset of symptoms', 'Onset', 'Symptoms began'])} around {c.d(c.before(100, 700), 'monY')}; {R.choice(['no triggers identified', 'post-viral', 'after starting a new job'])}.",
        f"Nursing home resident at {M('HOSPITAL', R.choice(CARE_HOMES))}, room {M('LOCATION_OTHER', str(R.randint(1, 60)))}." if c.age > 75 else f"{He} is independent with ADLs.",
        f"{He} {R.choice(['works as a', 'is employed as a', 'is a'])} {M('PROFESSION', c.profession)} at {M('ORGANIZATION', c.employer)}." if not c.paeds else f"Attends {M('ORGANIZATION', R.choice(SCHOOLS))}.",
        f"Medications filled at {M('HOSPITAL', R.choice(PHARMACIES))} ({M('PHONE', c.phone(land=True))}).",
        R.choice([f"Drove {'her' if c.p.sex == 'F' else 'him'}self here today (vehicle {M('VEHICLE', plate(c))}) despite advice.",
                  f"Was the driver in an MVC on {c.d(c.before(10, 90))}; police report lists vehicle {M('VEHICLE', plate(c))}, VIN {M('VEHICLE', __import__('genres').vin(R))}.",
                  "Came by hospital transport.", "Arrived by bus; mobilises with a stick.", "Walked in unaided."])
        if not c.paeds else f"Brought in by {c.rels[0]['rel']} {c.rel(0)}.",
    ]
    out += R.sample(more, R.randint(2, 4))
    return " ".join(out)


def meds_block(c):
    g = G[c.genre]
    ms = R.sample(g["meds"], min(len(g["meds"]), R.randint(2, 5)))
    head = R.choice(["MEDICATIONS:", "Current meds:", "Medications", "MEDS"])
    bul = R.choice(["- ", "* ", "", "1. "])
    lines = [head]
    for i, m in enumerate(ms):
        b = f"{i + 1}. " if bul == "1. " else bul
        extra = ""
        if R.random() < 0.15:
            extra = f" (started {c.d(c.before(30, 700))})"
        lines.append(f"{b}{m}{extra}")
    return lines


def social(c):
    he, his, He, His = c.pronoun()
    r = c.rels
    if c.paeds:
        return [f"SOCIAL: lives with {r[0]['rel']} {c.rel(0, 'full')} and {r[1]['rel']} {c.rel(1, 'first')} in {M('CITY', c.city)}. {r[0]['rel'].capitalize()} works as a {M('PROFESSION', r[0]['prof'])}."]
    s = [R.choice([f"Lives with {r[0]['rel']} {c.rel(0)} in {M('CITY', c.city)}.",
                   f"Lives alone; {r[0]['rel']} {c.rel(0, 'full')} ({M('PHONE', r[0]['phone'])}) nearby.",
                   (f"Married to {M('FAMILY', r[0]['p'].first)}, a {M('PROFESSION', r[0]['prof'])}." if r[0]["rel"] in ("wife", "husband", "partner")
                    else f"Close to {c.pronoun()[1]} {r[0]['rel']} {M('FAMILY', r[0]['p'].first)}, a {M('PROFESSION', r[0]['prof'])}.")]),
         R.choice([f"Occupation: {M('PROFESSION', c.profession)}.", f"Retired {M('PROFESSION', c.profession)}.",
                   f"Works as a {M('PROFESSION', c.profession)} ({M('ORGANIZATION', c.employer)}).",
                   f"Unemployed since {M('DATE', str(c.visit.year - R.randint(1, 5)))}, previously a {M('PROFESSION', c.profession)}."]),
         R.choice(["Never smoker.", f"Ex-smoker, quit {M('DATE', str(c.visit.year - R.randint(2, 30)))} (25 pack-years).", "Current smoker 10/day.", "Vapes daily."]),
         R.choice(["EtOH ~6 units/wk.", "No alcohol.", "Occasional cannabis.", "EtOH 2-3 drinks/night."])]
    if R.random() < 0.4:
        s.append(f"Originally from {M('COUNTRY', c.country)}; volunteers with {M('ORGANIZATION', R.choice(CHURCHES_ORGS))}.")
    return ["SOCIAL HISTORY:" if R.random() < 0.5 else "Social:", " ".join(s)]


def family_hx(c):
    r = c.rels[R.randint(0, 2)]
    return [R.choice(["FAMILY HISTORY:", "FHx:"]),
            R.choice([f"Mother d. {M('AGE', R.randint(50, 95))} ({R.choice(['stroke', 'MI', 'breast ca', 'dementia'])}); father alive at {M('AGE', R.randint(70, 99))} with T2DM.",
                      f"{r['rel'].capitalize()} {M('FAMILY', r['p'].first)} has {R.choice(['the same condition', 'rheumatoid arthritis', 'Crohn disease', 'epilepsy'])}, diagnosed at {M('AGE', R.randint(12, 60))}.",
                      "Non-contributory. No FHx of sudden cardiac death or Lynch syndrome."])]


def exam(c):
    return ["EXAMINATION:" if R.random() < 0.5 else "O/E:",
            R.choice(NEG_LINES[:4]) + " " + R.choice(["Chest clear. HS I+II+0.", "Abdomen soft, non-tender.", "No synovitis.", "CN II-XII intact.", "Skin: no rash.", "Mild bibasal crackles."])]


def assessment_plan(c, F):
    g = G[c.genre]
    lines = [R.choice(["ASSESSMENT AND PLAN:", "A/P:", "Impression & Plan", "PLAN:"])]
    items = [
        f"{F['dx'][0].upper() + F['dx'][1:]} ({F['icd']}) - {R.choice(['stable', 'suboptimally controlled', 'improving', 'progressing'])}.",
        f"Continue {R.choice(g['meds'])}; {R.choice(['increase', 'reduce', 'hold', 'check level before adjusting'])} {R.choice(g['meds']).split()[0]}.",
        f"Bloods in {R.choice(['2 weeks', '4/52', '3 months', '6/52'])}: {', '.join(l[0] for l in g['labs'][:3])}.",
        f"Return visit {c.d(c.after(14, 180), R.choice(['wmd', 'mdY', 'long', 'wlong']) if c.loc == 'US' else R.choice(['wdlong', 'dmY', 'dabbr']))} at {R.choice(['9:30', '14:15', '10:00 am', '3:45 pm'])} with {c.dr(style='drlast')}.",
        f"Refer to {R.choice(['dietitian', 'physiotherapy', 'social work', 'the specialist nurse', 'psychology'])}; {c.staff(c.coord, 'coord')} to arrange ({M('PHONE', c.phone(land=True, ext=R.random() < 0.4))}).",
        R.choice(NEG_LINES),
        f"Out of office {c.d(c.after(5, 20), 'md' if c.loc == 'US' else 'dm')}-{c.d(c.after(21, 35), 'md' if c.loc == 'US' else 'dm')}; covering: {c.dr(c.fellow, 'drlast')}.",
    ]
    sel = R.sample(items, R.randint(3, 6))
    style = R.choice(["num", "dash", "para"])
    if style == "para":
        lines.append(" ".join(sel))
    else:
        lines += [(f"{i + 1}. " if style == "num" else "- ") + s for i, s in enumerate(sel)]
    return lines


def signature(c, F):
    lines = [""]
    s = R.choice(["esign", "block", "dictated", "scribe", "simple"])
    when = c.d(R.choice([c.visit, c.after(1, 5)]), R.choice(c.dstyles[:3]))
    if s == "esign":
        lines.append(f"Electronically signed by {c.dr(style='fullcred')} on {when} at {R.randint(7, 19)}:{R.randint(0, 59):02d}")
        if R.random() < 0.5:
            lines.append(f"(user {M('USERNAME', (c.att.first[0] + c.att.last).lower().replace(' ', '').replace(chr(39), '') + str(R.randint(1, 9)))}, workstation {M('IPADDR', f'192.168.{R.randint(0, 255)}.{R.randint(1, 254)}')})")
    elif s == "block":
        lines.append(R.choice(["Yours sincerely,", "Kind regards,", "Best wishes,", "Sincerely,"]))
        lines.append("")
        lines.append(c.dr(style=R.choice(["fullcred", "drfull"])))
        lines.append(R.choice([f"Consultant in {F['spec']}", f"Attending Physician, {F['spec']}", f"Staff Specialist, {F['spec']}", f"Associate Professor of {F['spec']}"]))
        lines.append(c.hospref())
        lic = {"US": ("NPI", c.npi), "UK": ("GMC", str(R.randint(2000000, 7999999))), "AU": ("AHPRA", rid(R, "MED0009999999"))}[c.loc]
        lines.append(f"{lic[0]} {M('LICENSE', lic[1])}" + (f"  DEA {M('LICENSE', rid(R, 'AA9999999'))}" if c.loc == "US" and R.random() < 0.4 else "") + f"  |  {M('EMAIL', c.mkemail(c.att, staff=True))}")
        if R.random() < 0.4:
            lines.append(f"{'Bleep' if c.loc == 'UK' else 'Pager'} {M('PHONE', c.pager)}  Secretary {M('DOCTOR', c.transcr.full)} {M('PHONE', c.phone(land=True))}")
    elif s == "dictated":
        lines.append(f"{c.dr(style='drfull')}")
        ini = (c.att.first[0] + c.att.mid + c.att.last[0])
        tr = (c.transcr.first[0] + c.transcr.last[0]).lower()
        lines.append(f"{M('DOCTOR', ini)}/{M('DOCTOR', tr)}   D: {c.d(c.visit, 'mdY' if c.loc == 'US' else 'dmY')}  T: {c.d(c.after(1, 3), 'mdY' if c.loc == 'US' else 'dmY')}  Job #{M('IDNUM', str(R.randint(100000, 999999)))}")
        lines.append(R.choice(["Dictated but not read.", "Transcribed by outside service; please report errors.", ""]))
    elif s == "scribe":
        lines.append(f"Scribed by {M('DOCTOR', c.transcr.full)} in the presence of {c.dr(style='drfull')}. I attest the above is accurate. -- {M('DOCTOR', c.att.first[0] + c.att.last[0])}")
    else:
        lines.append(f"-- {c.dr(style=R.choice(['fullcred', 'initcred', 'upper']))}, {when}")
    if R.random() < 0.55:
        cc = [f"{c.dr(c.gp, 'drfull')}, {M('HOSPITAL', c.gp_practice)}" + (f" (fax {M('FAX', c.gp_fax)})" if R.random() < 0.5 else "")]
        if R.random() < 0.5:
            cc.append(f"{c.pt('titlefull')}, {c.addr_line()}")
        if R.random() < 0.3:
            cc.append(f"{c.dr(c.fellow, 'drfull')}, {M('HOSPITAL', c.hosp_core + ' ' + R.choice(['Renal Unit', 'Cancer Centre', 'Heart Clinic', 'Eye Institute', 'Diabetes Centre']))}")
        lines.append("")
        lines.append("cc: " + cc[0])
        lines += ["    " + x for x in cc[1:]]
    return lines


# ----------------------------------------------------------------------------- document types

def doc_letter(c, F):
    lines = []
    letterhead(c, F, lines)
    recipient(c, lines)
    lines.append(f"Dear {c.dr(c.gp, 'drlast')}," if R.random() < 0.8 else "Dear Colleague,")
    lines.append("")
    dob = c.d(c.dob, R.choice(c.dstyles[:3]))
    re = R.choice([f"Re: {c.pt('full')}, DOB {dob}, {'Hosp No' if c.loc == 'UK' else 'MRN'} {M('MRN', c.mrn)}",
                   f"RE: {c.pt('upper')}  DOB: {dob}" + (f"  NHS: {M('HEALTHPLAN', c.member)}" if c.loc == "UK" else f"  MRN: {M('MRN', c.mrn)}"),
                   f"Re: {c.pt('lastfirst')} ({dob}) - {c.addr_line()}"])
    lines.append(re)
    lines.append("")
    lines.append(R.choice([f"Thank you for referring {F['pt2']}, whom I saw in the {F['spec']} clinic on {F['dv']}.",
                           f"I reviewed {F['pt2']} today ({F['dv']}) in clinic.",
                           f"Many thanks for asking me to see this {c.age_expr(style='yearold')} {'lady' if c.p.sex == 'F' else 'gentleman'} on {F['dv']}."]))
    lines.append("")
    lines.append(hpi(c, F))
    lines.append("")
    if R.random() < 0.5:
        lines += table(c, R, G[c.genre]["labs"][:4])
    else:
        lines.append(trend(c, R, R.choice(G[c.genre]["labs"])) + ". " + R.choice(NEG_LINES))
    lines.append("")
    if R.random() < 0.5:
        lines += R.choice(G[c.genre]["reports"])(c, R, F)
        lines.append("")
    lines.append(R.choice([f"I have explained this to {F['pt2']} and {c.pronoun()[1]} {c.rels[0]['rel']} {c.rel(0)}.",
                           "We discussed risks and benefits at length.",
                           f"{c.pronoun()[2]} is keen to proceed."]))
    lines += assessment_plan(c, F)
    lines += signature(c, F)
    return lines, "letter"


def doc_consult(c, F):
    lines = [R.choice([f"{F['spec'].upper()} CONSULTATION", f"{F['spec']} Consult Note", f"NEW PATIENT CONSULT - {F['spec'].upper()}", f"{F['spec']} follow-up note"]), ""]
    header_kv(c, F, lines)
    lines.append("")
    lines.append(R.choice(["HPI:", "HISTORY OF PRESENT ILLNESS", "History:", "Subjective:"]))
    lines.append(hpi(c, F))
    lines.append("")
    lines += meds_block(c)
    lines.append("")
    lines += social(c)
    if R.random() < 0.6:
        lines += family_hx(c)
    lines.append("")
    lines += exam(c)
    lines.append("")
    if R.random() < 0.7:
        lines += table(c, R, G[c.genre]["labs"][:4])
        lines.append("")
    if R.random() < 0.6:
        lines += R.choice(G[c.genre]["reports"])(c, R, F)
        lines.append("")
    lines += assessment_plan(c, F)
    lines += signature(c, F)
    return lines, "headed-sections"


def doc_report(c, F):
    lines = []
    if R.random() < 0.5:
        lines += [M("HOSPITAL", c.hosp), f"{c.hosp_addr()}   Ph {M('PHONE', c.hosp_phone)}", ""]
    hdr = [f"Name: {c.pt(R.choice(['lastfirst', 'upper', 'full']))}   DOB: {c.d(c.dob)}   MRN: {M('MRN', c.mrn)}"]
    if R.random() < 0.6:
        hdr.append(f"Ordering: {c.dr(c.gp, 'drfull')}   Acct: {M('ACCOUNT', c.acct)}" + (f"   Location: {M('HOSPITAL', c.ward)} bed {M('LOCATION_OTHER', str(R.randint(1, 32)))}" if R.random() < 0.4 else ""))
    lines += hdr + [""]
    reps = G[c.genre]["reports"]
    lines += reps[0](c, R, F) if R.random() < 0.5 else R.choice(reps)(c, R, F)
    lines.append("")
    if R.random() < 0.5:
        lines += table(c, R, G[c.genre]["labs"][:3])
    lines += signature(c, F)
    return lines, "report"


def doc_plan(c, F):
    g = G[c.genre]
    lines = [R.choice(["TREATMENT PLAN", "Management Plan", "CARE PLAN AND SCHEDULE", "Shared care plan"]),
             f"Patient: {c.pt(R.choice(['full', 'lastfirst']))}  ({c.age_expr(style=R.choice(['sexshort', 'yo']))})  MRN {M('MRN', c.mrn)}",
             f"Diagnosis: {F['dx']} [{F['icd']}]",
             f"Plan agreed {F['dv']} with {c.dr(style='drlast')} and {c.staff(c.nurse, 'nurse')}.", ""]
    d = c.visit
    steps = ["bloods", "review", "infusion", "imaging", "education session", "telehealth", "procedure"]
    lines.append("Schedule:")
    for i in range(R.randint(4, 7)):
        d = d + __import__("datetime").timedelta(days=R.randint(7, 45))
        st = R.choice(["wmd", "mdY", "abbr", "wlong"]) if c.loc == "US" else R.choice(["wdlong", "dmY", "dabbr"])
        where = R.choice([M("HOSPITAL", c.hosp_short), M("HOSPITAL", c.ward), f"{M('LOCATION_OTHER', c.building)}, room {M('LOCATION_OTHER', c.room)}", "telehealth", M("HOSPITAL", c.gp_practice)])
        lines.append(f"  {c.d(d, st)} - {R.choice(steps)} ({where})")
    lines.append("")
    lines += meds_block(c)
    lines.append("")
    lines.append("Contacts:")
    lines.append(f"  Clinic nurse line {M('PHONE', c.phone(land=True))}; after hours {M('PHONE', c.phone(land=True))}")
    lines.append(f"  {c.staff(c.coord, 'coord')} - {M('EMAIL', c.mkemail(c.coord, staff=True))}")
    lines.append(f"  Patient portal: {M('URL', c.url)} (login {M('USERNAME', c.username)})")
    if R.random() < 0.6:
        r = c.rels[0]
        lines.append(f"  Carer: {M('FAMILY', r['p'].full)} ({r['rel']}), {M('PHONE', r['phone'])}")
    lines.append("")
    lines.append(R.choice(NEG_LINES))
    lines += signature(c, F)
    return lines, "schedule-list"


def doc_insurer(c, F):
    lines = []
    letterhead(c, F, lines)
    ins = c.insurer
    lines += [R.choice(["Utilization Management", "Prior Authorisation Team", "Medical Review Department", "Appeals Unit"]),
              M("ORGANIZATION", ins), f"{M('STREET', 'PO Box ' + str(R.randint(100, 99999)))}, {M('CITY', R.choice(['Kingsgate', 'Brockton Mills', 'Port Kellaway', 'Stanmere']))}",
              f"Fax: {M('FAX', c.phone(land=True))}", ""]
    lines.append(f"RE: {R.choice(['Prior authorization request', 'Letter of medical necessity', 'Appeal of denial', 'Pre-approval for treatment'])} - {c.pt('full')}")
    if c.loc == "US":
        lines.append(f"Member ID: {M('HEALTHPLAN', c.member)}   Group: {M('HEALTHPLAN', c.group)}   DOB: {c.d(c.dob)}")
        if R.random() < 0.5:
            lines.append(f"Subscriber: {M('FAMILY', c.rels[0]['p'].full)} ({c.rels[0]['rel']})   Subscriber SSN: {M('SSN', c.ssn)}" if c.paeds else f"SSN (last claim form): {M('SSN', c.ssn)}")
    else:
        lines.append(f"Membership no: {M('HEALTHPLAN', c.group)}   {'NHS No' if c.loc == 'UK' else 'Medicare'}: {M('HEALTHPLAN', c.member)}   DOB: {c.d(c.dob)}")
    lines.append(f"Claim #: {M('ACCOUNT', rid(R, '99999999999'))}   Reference: {M('IDNUM', rid(R, 'PA-9999999'))}   Denial dated {c.d(c.before(5, 40))}")
    lines.append("")
    lines.append(f"To whom it may concern,")
    who = "child" if c.paeds else M('PROFESSION', c.profession)
    lines.append(f"I am writing on behalf of my patient, {F['pt']}, a {c.age_expr(style='yearold')} {who} with {F['dx']} ({F['icd']}), to request coverage of {R.choice(G[c.genre]['meds'])}.")
    lines.append(f"{c.pronoun()[2]} has failed {R.choice(G[c.genre]['meds'])} ({c.d(c.before(200, 600), 'monY')} to {c.d(c.before(30, 190), 'monY')}) and {R.choice(G[c.genre]['meds'])}.")
    lines.append(trend(c, R, R.choice(G[c.genre]["labs"])) + ".")
    if c.paeds:
        lines.append(f"{c.pronoun()[2]} has missed {R.randint(5, 40)} days at {M('ORGANIZATION', R.choice(SCHOOLS))} this term; {c.pronoun()[1]} {c.rels[0]['rel']} {c.rel(0, 'full')} has had to stop work as a {M('PROFESSION', c.rels[0]['prof'])}.")
    else:
        lines.append(f"Without treatment {c.pronoun()[0]} is unlikely to return to work at {M('ORGANIZATION', c.employer)}.")
    lines.append(f"Please contact my office at {M('PHONE', c.hosp_phone)} or fax {M('FAX', c.hosp_fax)}. Prescriber NPI {M('LICENSE', c.npi)}." if c.loc == "US" else
                 f"Please contact my secretary {M('DOCTOR', c.transcr.full)} on {M('PHONE', c.hosp_phone)} or fax {M('FAX', c.hosp_fax)}.")
    lines += signature(c, F)
    return lines, "letter"


def doc_phone(c, F):
    r = c.rels[R.randint(0, 2)]
    he, his, He, His = c.pronoun()
    t = f"{R.randint(7, 18)}:{R.randint(0, 59):02d}"
    lines = [R.choice(["TELEPHONE ENCOUNTER", "Phone note", "tel call", "TELEPHONE CONSULTATION"]),
             f"{F['dv']} {t}  caller: {R.choice(['patient', r['rel'] + ' ' + M('FAMILY', r['p'].first)])}  cb {M('PHONE', R.choice([c.mobile, r['phone']]))}",
             f"re: {c.pt(R.choice(['full', 'lastfirst', 'first']))} (mrn {M('MRN', c.mrn)}, dob {c.d(c.dob, c.dstyles[1])})",
             f"{R.choice(['pt', 'patient', 'caller'])} reports {R.choice(SYMPTOMS)} x {R.randint(2, 10)} days. {R.choice(NEG_LINES)}",
             f"spoke w/ {c.dr(c.fellow, 'drlast')} - advised {R.choice(['to increase dose', 'to attend ED if worse', 'bloods tomorrow at ' + M('HOSPITAL', c.hosp_short), 'hold dose tonight'])}.",
             f"{r['rel']} {M('FAMILY', r['p'].full)} happy to drive {'her' if c.p.sex == 'F' else 'him'} in on {c.d(c.after(1, 6), 'wmd' if c.loc == 'US' else 'wdlong')}.",
             f"appt booked {c.d(c.after(1, 14))}; reminder sent to {M('EMAIL', c.email)}.",
             f"-- {c.staff(c.nurse, 'nurse')}" + (f" (logged in as {M('USERNAME', (c.nurse.first[0] + c.nurse.last[:5]).lower().replace(' ', '').replace(chr(39), ''))})" if R.random() < 0.5 else "")]
    if R.random() < 0.4:
        lines.insert(5, f"pt at work ({M('ORGANIZATION', c.employer)}) - {M('PHONE', c.phone(land=True, ext=True))}")
    return lines, "telephone-note"


def doc_portal(c, F):
    ip = R.choice([f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                   f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}", f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"])
    lines = [f"PATIENT PORTAL MESSAGE - {F['spec']}",
             f"From: {c.pt('full')} <{M('EMAIL', c.email)}>  (account {M('USERNAME', c.username)})",
             f"Sent: {c.d(c.visit, R.choice(['wlong', 'mdY', 'abbr']) if c.loc == 'US' else R.choice(['wdlong', 'dmY']))} {R.randint(6, 23)}:{R.randint(0, 59):02d} from {M('IPADDR', ip)}",
             f"Subject: {R.choice(['refill', 'question about my results', 'side effects', 'appointment change', 'form for work'])}", "",
             R.choice([f"hi {c.dr(style='drlast')}, my {R.choice(G[c.genre]['labs'])[0]} came back high on {c.d(c.before(1, 10), 'md' if c.loc == 'US' else 'dm')}, should i worry?",
                       f"Dear {c.dr(style='drlast')}, my employer {M('ORGANIZATION', c.employer)} needs a letter by {c.d(c.after(3, 14), 'long' if c.loc == 'US' else 'dlong')}.",
                       f"my {c.rels[0]['rel']} {M('FAMILY', c.rels[0]['p'].first)} says i should ask if i can fly to {M('COUNTRY', c.country)} in {M('DATE', R.choice(['June', 'August', 'December', 'March']))}."]),
             f"thanks, {c.pt(R.choice(['first', 'nick', 'initials']))}", "",
             f"REPLY ({c.staff(c.nurse, 'nurse')}, {c.d(c.after(0, 2))}):",
             f"{R.choice(['Reviewed with', 'Discussed with', 'Per'])} {c.dr(style='drfull')}: {R.choice(['fine to continue', 'please book bloods', 'letter attached', 'yes, carry a letter and your meds'])}. Call {M('PHONE', c.hosp_phone)} with questions.",
             f"Portal: {M('URL', c.url)}"]
    return lines, "portal-message"


def doc_fax(c, F):
    lines = [R.choice(["FAX COVER SHEET", "Referral (e-fax)", "FACSIMILE"]),
             f"To: {c.dr(c.gp, 'drfull')}, {M('HOSPITAL', c.gp_practice)}   Fax: {M('FAX', c.gp_fax)}   Tel: {M('PHONE', c.gp_phone)}",
             f"From: {M('HOSPITAL', c.hosp_core + ' ' + R.choice(G[c.genre]['clinic']))}, {M('HOSPITAL', c.hosp)}   Fax: {M('FAX', c.hosp_fax)}",
             f"Date: {F['dv']}   Pages: {R.randint(2, 9)}",
             f"Re: {c.pt('lastfirst')}  DOB {c.d(c.dob)}  {'NHS' if c.loc == 'UK' else 'MRN'} {M('HEALTHPLAN' if c.loc == 'UK' else 'MRN', c.member if c.loc == 'UK' else c.mrn)}",
             "",
             f"Referral reason: {F['dx']}. {R.choice(NEG_LINES)}",
             f"Referral no. {M('IDNUM', rid(R, 'REF-9999-99999'))}; please book within {R.choice(['2 weeks', '4 weeks', '62 days'])}.",
             ""]
    lines += table(c, R, G[c.genre]["labs"][:3])
    lines += ["", "CONFIDENTIAL: intended only for the named recipient. If received in error call " + M("PHONE", c.hosp_phone) + "."]
    return lines, "fax-cover"


DOCS = [(doc_letter, 22), (doc_consult, 28), (doc_report, 18), (doc_plan, 9), (doc_insurer, 6), (doc_phone, 8),
        (doc_portal, 5), (doc_fax, 4)]


def main():
    genres = list(G)
    out = []
    for i in range(N_NOTES):
        genre = genres[i % len(genres)] if i < len(genres) * 2 else R.choice(genres)
        u = R.random()
        loc = "US" if u < 0.62 else ("UK" if u < 0.82 else "AU")
        c = Ctx(R, genre, loc, paeds=(genre == "paediatric subspecialty"))
        F = fields(c)
        fn = R.choices([d[0] for d in DOCS], weights=[d[1] for d in DOCS])[0]
        if genre == "oncology and haematology" and R.random() < 0.2:
            fn = doc_report
        lines, layout = fn(c, F)
        raw = "\n".join(lines).strip("\n") + "\n"
        while "\n\n\n" in raw:
            raw = raw.replace("\n\n\n", "\n\n")
        lower = (fn is doc_phone and R.random() < 0.6) or (fn is doc_consult and R.random() < 0.06)
        text, spans = finalize(raw, lower=lower)
        if lower:
            layout += "/lowercase"
        out.append({"id": f"dev72-en-{i + 1:04d}", "text": text, "spans": spans,
                    "meta": {"language": "en", "source": "dev72-en", "genre": f"{genre}: {fn.__name__[4:]}",
                             "locale": loc, "layout": layout}})
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=True) + "\n")
    print(f"wrote {len(out)} notes, {sum(len(o['spans']) for o in out)} spans -> {OUT}")


if __name__ == "__main__":
    main()
