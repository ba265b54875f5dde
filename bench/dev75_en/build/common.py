"""Shared note fragments: hard-negative filler, headers and signature blocks."""
from core import m

# Clinical filler with no PHI: drugs, doses, units, lab values, scores, eponyms, ICD codes,
# generic roles, and ordinary words that are also names (Hope, Will, Rose, Best, Long, Frank, Mark...).
CLIN = [
    "BP 138/84, HR 72 regular, SpO2 98% on room air, T 36.9.",
    "HbA1c 61 mmol/mol, down from 67. eGFR 58.",
    "Continue metformin 1 g BD and atorvastatin 40 mg nocte.",
    "PHQ-9 = 14, GAD-7 = 9.",
    "Hope to taper prednisolone by 5 mg weekly.",
    "Will review in 2/52 or sooner if worse.",
    "Creatinine rose to 118 umol/L; repeat U&E in 1 week.",
    "Best to avoid ibuprofen given CKD stage 3a.",
    "Long-acting insulin glargine 22 units at night.",
    "FHx Parkinson's disease and Graves' disease.",
    "Calf soft, Homans sign negative, Wells score 0.",
    "Dx: J06.9 acute upper respiratory infection.",
    "Coded M54.5 low back pain.",
    "Problems: I10 essential hypertension, E11.9 type 2 diabetes.",
    "CURB-65 score 1, chest crackles R base.",
    "Centor 2, no tonsillar exudate.",
    "Dix-Hallpike positive on the right; Epley manoeuvre performed.",
    "Amoxicillin 500 mg TDS for 5 days.",
    "Ramipril 5 mg OD and amlodipine 5 mg OD, BP at target.",
    "INR 2.6 on warfarin 4 mg.",
    "Frank haematuria denied. Urine dip leuc +, nitrite +.",
    "Mark on left shin from the fall is healing well.",
    "Chest clear, heart sounds I + II + 0.",
    "Crohn's disease quiet on azathioprine 100 mg.",
    "Hashimoto's thyroiditis, levothyroxine 75 mcg, TSH 2.1.",
    "Raynaud's phenomenon worse in the cold.",
    "Little faith in the new inhaler, technique reviewed with spacer.",
    "Salbutamol 100 mcg 2 puffs PRN, Clenil 100 mcg 2 puffs BD.",
    "Ferritin 9 ug/L, Hb 104 g/L; start ferrous fumarate 210 mg BD.",
    "No red flags. Safety-netting advice given.",
    "Cholesterol 6.2 mmol/L, QRISK3 14%.",
    "Peak flow 380 L/min (predicted 450).",
    "Waist 102 cm, BMI 31.4.",
    "The practice nurse will repeat bloods in 6 weeks.",
    "Discussed with the duty doctor, no changes.",
    "Colles fracture 6 weeks ago, cast off, physio referral.",
    "Sertraline increased to 100 mg OD.",
    "Apixaban 5 mg BD, CHA2DS2-VASc 3.",
]
CLIN_LOW = [
    "bp 142/88 hr 80 sats 96% ra",
    "cont metformin 500mg bd",
    "will cb tmrw if no better",
    "hope to wean off oramorph over next wk",
    "pain rose from 4 to 7/10 overnight",
    "best to avoid nsaids - ckd",
    "long wait at pharmacy so missed 2 doses",
    "no frank bleeding",
    "phq9 12 gad7 10",
    "safety netted",
    "dx j06.9 urti",
    "temp 38.2, crp pending",
    "amox 500mg tds x5/7 sent",
    "inr 3.4 - hold warfarin 1 day then 3mg",
    "sugars running 11-14 mmol/l",
    "ankle oedema ++, furosemide 40mg od",
    "bells palsy 2y ago fully resolved",
    "mark on heel, grade 2 pu",
    "no chest pain, no sob",
    "wells score 0",
    "ace-i cough - swap to losartan 50mg",
    "duty dr aware",
    "the practice nurse to do b12 inj",
    "pt finds more joy in hobbies - ssri working",
]


def clin(c, k=2):
    pool = CLIN_LOW if c.lower else CLIN
    return c.r.sample(pool, k)


def prof_phrase(c):
    r = c.r
    p = m("PROFESSION", c.prof)
    return r.choice([f"Works as a {p}", f"Retired {p}", f"Occupation: {p}", f"Employed as {p} at " + m("ORGANIZATION", c.employer),
                     f"Part-time {p}", f"A {p} by trade"])


def fam_prof_phrase(c):
    return c.r.choice([f"{c.his} {c.rel} " + c.F() + " works as a " + m("PROFESSION", c.fam_prof),
                       f"{c.rel} " + c.F() + " (" + m("PROFESSION", c.fam_prof) + ")"])


def header(c, extra=True):
    """Key: value demographic header (normal case)."""
    r = c.r
    lab, hn = c.health_no()
    lines = [
        f"Patient: {c.P(r.choice(['lastfirst', 'full', 'fml' if c.pt.mi else 'full', 'lastfirst_plain']))}",
        f"DOB: {c.D(c.dob, styles=['num', 'num0', 'iso', 'short', 'dash'])}   Age: {m('AGE', str(c.age))}   Sex: {c.sex}",
        f"{r.choice(['MRN', 'Chart no', 'Hosp no', 'Patient ID'])}: {m('MRN', c.mrn())}",
        f"{lab}: {m('HEALTHPLAN', hn)}",
        f"Address: {c.addr_line()}",
        f"Phone: {m('PHONE', c.pt_phone)}",
    ]
    if c.loc != "AU" and r.random() < 0.3:
        lines.append(f"{ {'US': 'SSN', 'CA': 'SIN', 'UK': 'NI no'}[c.loc] }: {m('SSN', c.ssn())}")
    if c.pt.nick and r.random() < 0.7:
        lines[0] += f'  (prefers "{m("PATIENT", c.pt.nick)}")'
    if extra:
        if r.random() < 0.5:
            lines.append(f"NOK: {c.F(form='full')} ({c.rel}) {m('PHONE', c.fam_phone)}")
        if r.random() < 0.4:
            lines.append(f"Email: {m('EMAIL', c.email)}")
        if r.random() < 0.3:
            lines.append(f"Usual GP: {c.Dr(c.doc2, 'dr')}, {m('HOSPITAL', c.clinic)}")
    return lines


def sig(c, who=None, role=None):
    r = c.r
    who = who or c.doc
    role = role or r.choice({"US": ["Family Physician", "Primary Care Physician", "Internal Medicine"],
                             "CA": ["Family Physician", "Family Medicine"],
                             "UK": ["General Practitioner", "GP Partner", "Salaried GP"],
                             "AU": ["General Practitioner", "GP Registrar"]}[c.loc])
    lab, lic = c.license()
    out = [r.choice(["Regards,", "Kind regards,", "Sincerely,", "--", "Signed electronically by"]),
           c.Dr(who, r.choice(["full", "cred", "drdot", "dr"])),
           role,
           m("HOSPITAL", c.clinic),
           clinic_addr(c),
           f"Tel {m('PHONE', c.clinic_phone)} | Fax {m('FAX', c.clinic_fax)}"]
    if r.random() < 0.6:
        out.append(f"{lab} {m('LICENSE', lic)}")
    if r.random() < 0.5:
        out.append(m("EMAIL", c.staff_email(who)))
    return out


def clinic_addr(c):
    r = c.r
    num = r.randint(1, 900)
    from pools import STREET_NAMES, STREET_SUFFIX
    st = f"{num} {r.choice(STREET_NAMES)} {r.choice(STREET_SUFFIX[c.loc])}"
    if c.loc == "UK":
        return m("STREET", st) + ", " + m("CITY", c.town2) + " " + m("ZIP", c.mk_zip())
    return m("STREET", st) + ", " + m("CITY", c.town2) + ", " + m("STATE", c.state_abbr) + " " + m("ZIP", c.mk_zip())
