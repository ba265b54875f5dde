"""Reusable note blocks: letterheads, demographics, vitals, labs, meds, problems, signatures, cc and audit lines."""
import pools as P


def pick(c, *opts):
    return c.r.choice(opts)


def letterhead(n, c, dept=None, site=None):
    r = c.r
    site = site or c.hospital()
    name = site[0].upper() if r.random() < 0.5 else site[0]
    n.w((name, site[1]), "\n")
    if dept:
        n.w(dept, "\n")
    if r.random() < 0.8:
        n.w(c.street(), ", ", c.city(), ", ", c.state(False), " ", c.zip(), "\n")
    if r.random() < 0.85:
        n.f(pick(c, "Tel {0} | Fax {1}\n", "Phone: {0}   Fax: {1}\n", "T {0}  F {1}\n", "Ph {0} / Fx {1}\n"), c.phone(False), c.fax())
    if r.random() < 0.25:
        n.w(c.url(site[0]), "\n")
    n.w("\n")


def _ord(k):
    return "%d%s" % (k, "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th"))


def weight_kg(c):
    d = c.age_days
    if d < 365:
        return 3.3 + d * 0.021
    y = d / 365.25
    return 9.5 + 2.3 * (y - 1) if y < 11 else 33 + 4.5 * (y - 11)


def height_cm(c):
    d = c.age_days
    if d < 365:
        return 50 + d * 0.07
    y = d / 365.25
    return 75 + 6.2 * (y - 1) if y < 12 else 143 + 4.5 * (y - 12)


def vitals(n, c, style=None, label=True):
    r = c.r
    d = c.age_days
    wt = weight_kg(c) * r.uniform(0.85, 1.18)
    ht = height_cm(c) * r.uniform(0.95, 1.05)
    hr = r.randint(120, 165) if d < 60 else (r.randint(95, 140) if d < 730 else (r.randint(70, 115) if d < 4000 else r.randint(55, 100)))
    rr = r.randint(30, 58) if d < 60 else (r.randint(22, 36) if d < 730 else r.randint(14, 26))
    t = round(r.uniform(36.4, 39.6) if c.genre in ("ed", "triage", "inpatient") else r.uniform(36.4, 37.4), 1)
    sp = r.randint(92, 100)
    bp = ("%d/%d" % (r.randint(58, 82), r.randint(32, 50)) if d < 60 else "%d/%d" % (r.randint(82, 112), r.randint(44, 70)) if d < 4000
          else "%d/%d" % (r.randint(98, 128), r.randint(55, 80)))
    tstr = "%.1f F" % (t * 9 / 5 + 32) if c.us and r.random() < 0.5 else "%.1f C" % t
    st = style or r.choice(["line", "pipe", "kv", "table"])
    if label:
        n.w(pick(c, "VITALS: ", "Vitals: ", "VS: ", "Vital signs:\n" if st in ("kv", "table") else "Vital signs: "))
    if st == "line":
        n.w("T %s, HR %d, RR %d, BP %s, SpO2 %d%% on RA, Wt %.2f kg (%s %%ile), Ht %.1f cm\n" % (tstr, hr, rr, bp, sp, wt, _ord(r.randint(3, 97)), ht))
    elif st == "pipe":
        n.w("Temp %s | Pulse %d | Resp %d | BP %s | SpO2 %d%% | Weight %.1f kg | Length/Height %.1f cm | BMI %.1f\n" % (tstr, hr, rr, bp, sp, wt, ht, wt / (ht / 100) ** 2))
    elif st == "kv":
        n.w("  Temp: %s (%s)\n  HR: %d bpm\n  RR: %d/min\n  BP: %s mmHg\n  SpO2: %d%% RA\n  Wt: %.2f kg\n" % (tstr, pick(c, "oral", "axillary", "tympanic", "temporal", "rectal"), hr, rr, bp, sp, wt))
        if d < 730:
            n.w("  HC: %.1f cm (%d%%)\n" % (34 + min(d, 700) * 0.02, r.randint(5, 95)))
    else:
        n.w("  %-8s %-6s %-5s %-5s %-8s %-6s %-8s\n" % ("Temp", "HR", "RR", "SpO2", "BP", "Wt(kg)", "Pain"))
        n.w("  %-8s %-6d %-5d %-5s %-8s %-6.1f %-8s\n" % (tstr, hr, rr, "%d%%" % sp, bp, wt, pick(c, "0/10", "FLACC 2", "FLACC 0", "Wong-Baker 4", "2/10", "rFLACC 3")))
    return wt


LAB_SI = {
    "CBC": [("WBC", "x10^9/L", 4.5, 18.0), ("Hgb", "g/L", 95, 145), ("Hct", "L/L", 0.30, 0.44), ("Plt", "x10^9/L", 140, 520),
            ("ANC", "x10^9/L", 0.8, 12.0), ("Lymph", "x10^9/L", 1.0, 8.0)],
    "LYTES": [("Na", "mmol/L", 131, 146), ("K", "mmol/L", 3.2, 5.6), ("Cl", "mmol/L", 96, 110), ("HCO3", "mmol/L", 14, 27),
              ("Urea", "mmol/L", 1.8, 7.5), ("Creat", "umol/L", 18, 70), ("Glucose", "mmol/L", 3.4, 11.0)],
    "INFL": [("CRP", "mg/L", 0.5, 140), ("ESR", "mm/h", 2, 80), ("PCT", "ug/L", 0.05, 6.0)],
    "BILI": [("Total bili", "umol/L", 80, 310), ("Direct bili", "umol/L", 3, 20)],
    "LFT": [("ALT", "U/L", 10, 90), ("AST", "U/L", 15, 110), ("ALP", "U/L", 120, 480), ("Albumin", "g/L", 28, 46)],
    "GAS": [("pH", "", 7.21, 7.44), ("pCO2", "mmHg", 32, 62), ("BE", "mmol/L", -9, 2), ("Lactate", "mmol/L", 0.8, 4.2)],
    "ENDO": [("TSH", "mIU/L", 0.5, 8.0), ("Free T4", "pmol/L", 9, 24), ("HbA1c", "%", 5.0, 11.5), ("Ferritin", "ug/L", 6, 90)],
}
LAB_US = {
    "CBC": [("WBC", "K/uL", 4.5, 18.0), ("Hgb", "g/dL", 9.5, 14.5), ("Hct", "%", 30, 44), ("Plt", "K/uL", 140, 520),
            ("ANC", "K/uL", 0.8, 12.0), ("Bands", "%", 0, 14)],
    "LYTES": [("Na", "mEq/L", 131, 146), ("K", "mEq/L", 3.2, 5.6), ("Cl", "mEq/L", 96, 110), ("CO2", "mEq/L", 14, 27),
              ("BUN", "mg/dL", 5, 21), ("Cr", "mg/dL", 0.2, 0.8), ("Glucose", "mg/dL", 62, 198)],
    "INFL": [("CRP", "mg/dL", 0.05, 14), ("ESR", "mm/hr", 2, 80), ("Procalcitonin", "ng/mL", 0.05, 6.0)],
    "BILI": [("T bili", "mg/dL", 4.5, 18.2), ("D bili", "mg/dL", 0.2, 1.1)],
    "LFT": [("ALT", "U/L", 10, 90), ("AST", "U/L", 15, 110), ("Alk phos", "U/L", 120, 480), ("Albumin", "g/dL", 2.8, 4.6)],
    "GAS": [("pH", "", 7.21, 7.44), ("pCO2", "mmHg", 32, 62), ("BE", "", -9, 2), ("Lactate", "mmol/L", 0.8, 4.2)],
    "ENDO": [("TSH", "mIU/L", 0.5, 8.0), ("Free T4", "ng/dL", 0.7, 1.9), ("HbA1c", "%", 5.0, 11.5), ("Ferritin", "ng/mL", 6, 90)],
}


def _fmtv(v, lo, hi):
    if hi >= 100:
        return "%d" % round(v)
    if hi >= 10:
        return "%.1f" % v
    return "%.2f" % v


def labs(n, c, panels=None, offset=0, header=True):
    r = c.r
    tab = LAB_US if c.us else LAB_SI
    panels = panels or r.sample(list(tab), r.randint(1, 3))
    if header:
        n.w(pick(c, "LABS", "Labs", "LABORATORY", "Results"), " (", pick(c, "collected ", "coll ", "drawn "), c.dd(offset),
            " %02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), pick(c, "; accession ", "; acc# ", ", Acc: ", " / specimen "),
            c.idnum(r.choice(["acc", "spec"])), "):\n")
    for p in panels:
        items = []
        for name, unit, lo, hi in tab[p]:
            if r.random() < 0.85:
                v = r.uniform(lo, hi)
                flag = pick(c, "", "", "", " (H)" if v > lo + 0.8 * (hi - lo) else "", " L" if v < lo + 0.1 * (hi - lo) else "")
                items.append("%s %s%s%s" % (name, _fmtv(v, lo, hi), (" " + unit) if unit and r.random() < 0.6 else "", flag))
        n.w("  ", p, ": " if r.random() < 0.5 else " - ", ", ".join(items), "\n")


MEDS = {
    "out": ["amoxicillin 400 mg/5 mL susp, {v} mL PO BID x 10 days", "acetaminophen 160 mg/5 mL, {v} mL PO q4-6h PRN fever (max 5 doses/24 h)",
            "ibuprofen 100 mg/5 mL, {v} mL PO q6-8h PRN pain", "cetirizine 5 mg PO daily", "fluticasone 44 mcg HFA 2 puffs BID with spacer",
            "{sab} 90 mcg HFA 2-4 puffs q4h PRN wheeze", "polyethylene glycol 3350, 8.5 g in 4 oz fluid PO daily",
            "vitamin D 400 IU PO daily", "ferrous sulfate 15 mg/mL, 1 mL PO daily with juice", "hydrocortisone 1% cream BID x 7 d",
            "mupirocin 2% ointment TID x 5 days", "cefdinir 250 mg/5 mL, {v} mL PO daily x 10 d", "montelukast 4 mg chewable qHS",
            "triamcinolone 0.1% oint BID to body, not face", "nystatin 100,000 units/mL, 1 mL PO QID", "Epi auto-injector 0.15 mg IM PRN anaphylaxis"],
    "inp": ["ceftriaxone 50 mg/kg IV q24h", "ampicillin 50 mg/kg IV q6h", "vancomycin 15 mg/kg IV q6h (trough before 4th dose)",
            "D5 0.9% NaCl + 20 mEq KCl/L at maintenance ({rate} mL/h)", "ondansetron 0.15 mg/kg IV q8h PRN nausea",
            "morphine 0.05 mg/kg IV q2h PRN severe pain", "acetaminophen 15 mg/kg PO/PR q6h PRN", "dexamethasone 0.6 mg/kg PO x1",
            "{sab} 8 puffs q2h, wean per pathway", "methylprednisolone 1 mg/kg IV q12h", "ipratropium 250 mcg neb q20 min x3",
            "enoxaparin 1 mg/kg SC q12h (anti-Xa 4 h post 3rd dose)", "lactated Ringer's 20 mL/kg bolus over 20 min"],
    "neo": ["ampicillin 100 mg/kg IV q8h", "gentamicin 4 mg/kg IV q24h (level after 2nd dose)", "caffeine citrate 5 mg/kg PO daily",
            "vitamin K 1 mg IM x1 (given)", "erythromycin 0.5% eye ointment (given)", "TPN per pharmacy, GIR 6.5 mg/kg/min",
            "Poly-Vi-Sol with iron 1 mL PO daily", "sucrose 24% 0.2 mL PO PRN procedural pain", "hepatitis B vaccine 0.5 mL IM (given)",
            "EBM fortified to 24 kcal/oz, {feed} mL q3h PO/NG", "Similac 20 kcal/oz ad lib, at least {feed} mL q3h", "phototherapy (double bank)"],
    "teen": ["sertraline 50 mg PO daily", "fluoxetine 20 mg PO qAM", "methylphenidate ER 36 mg PO qAM", "lisdexamfetamine 30 mg PO qAM",
             "levonorgestrel/ethinyl estradiol 0.15/0.03 mg, 1 tab daily", "medroxyprogesterone 150 mg IM q12 weeks",
             "etonogestrel implant (placed)", "isotretinoin 40 mg PO BID (iPLEDGE)", "melatonin 3 mg PO qHS",
             "naproxen 500 mg PO BID PRN dysmenorrhea", "guanfacine ER 2 mg PO qHS", "insulin glargine 18 units SC qHS",
             "insulin lispro per carb ratio 1:12, ISF 1:50"],
}


def meds(n, c, kind="out", k=None, header="Medications"):
    r = c.r
    pool = MEDS[kind]
    k = k or r.randint(2, 5)
    n.w(header, ":\n" if r.random() < 0.8 else ": ")
    sab = "albuterol" if c.us else "salbutamol"
    items = r.sample(pool, min(k, len(pool)))
    for i, m in enumerate(items):
        m = m.replace("{sab}", sab).replace("{v}", str(r.choice([2.5, 3, 4, 5, 6, 7.5, 8, 10])))
        m = m.replace("{rate}", str(r.choice([20, 25, 30, 40, 45, 55, 65, 80]))).replace("{feed}", str(r.choice([5, 8, 12, 18, 24, 30, 38, 45])))
        n.w(pick(c, "- ", "  * ", "%d. " % (i + 1), "  "), m, "\n")
    if r.random() < 0.5:
        n.f(pick(c, "Pharmacy: {0}, {1} ({2})\n", "Preferred pharmacy: {0} - {1}, ph {2}\n", "Rx sent to {0} ({1}), tel {2}\n"),
            (c.pharmacy, "HOSPITAL"), c.city(other=r.random() < 0.3), c.phone(False))


def allergies(n, c):
    n.w("Allergies: ", pick(c, "NKDA", "NKA", "amoxicillin (hives)", "peanut - anaphylaxis, carries EpiPen", "sulfa (rash)",
                            "egg (eczema flare)", "No known drug allergies", "latex", "cow's milk protein"), "\n")


PROBLEMS = [("Mild persistent asthma", "J45.30"), ("Atopic dermatitis", "L20.9"), ("ADHD, combined type", "F90.2"),
            ("Autism spectrum disorder", "F84.0"), ("Functional constipation", "K59.04"), ("Obesity, BMI >= 95th %ile", "E66.9"),
            ("Acute otitis media, right", "H66.91"), ("Iron deficiency anemia", "D50.9"), ("Speech delay", "F80.9"),
            ("Type 1 diabetes mellitus", "E10.9"), ("Epilepsy, unspecified", "G40.909"), ("Neonatal jaundice", "P59.9"),
            ("Prematurity, 32 wk", "P07.34"), ("VSD, small muscular", "Q21.0"), ("GERD", "K21.9"), ("Failure to thrive", "R62.51"),
            ("Generalized anxiety disorder", "F41.1"), ("Major depressive disorder, single episode", "F32.9"),
            ("Dysmenorrhea", "N94.6"), ("Acne vulgaris", "L70.0"), ("Allergic rhinitis", "J30.9"), ("Down syndrome", "Q90.9"),
            ("Kawasaki disease, hx", "M30.3"), ("Osgood-Schlatter disease", "M92.52"), ("Scoliosis, idiopathic", "M41.129"),
            ("Encounter for well child exam", "Z00.129"), ("Encounter for immunization", "Z23"), ("Hirschsprung disease, s/p pull-through", "Q43.1"),
            ("Bronchiolitis, RSV", "J21.0"), ("Celiac disease", "K90.0"), ("Migraine without aura", "G43.009"), ("Enuresis, nocturnal", "N39.44")]


DEV_DX = [("Autism spectrum disorder, level 2", "F84.0"), ("ADHD, predominantly inattentive", "F90.0"), ("ADHD, combined", "F90.2"),
          ("Mixed receptive-expressive language disorder", "F80.2"), ("Global developmental delay", "F88"),
          ("Developmental coordination disorder", "F82"), ("Specific learning disorder, reading", "F81.0"),
          ("Oppositional defiant disorder", "F91.3"), ("Avoidant/restrictive food intake disorder", "F50.82"), ("Tic disorder", "F95.9")]


def problems(n, c, k=None, header="Problem List", pool=None):
    r = c.r
    k = k or r.randint(2, 5)
    if header:
        n.w(header, ":\n")
    for i, (p, code) in enumerate(r.sample(pool or PROBLEMS, k)):
        n.w(pick(c, "%d. %s (%s)\n" % (i + 1, p, code), "  %s - %s\n" % (code, p), "- %s [ICD-10 %s]\n" % (p, code), "%d) %s, %s\n" % (i + 1, p, code)))


def demo(n, c, style=None, insurance=True):
    r = c.r
    p = c.pt
    st = style or r.choice(["kv", "kv", "compact", "table", "stacked"])
    if st == "kv":
        n.f("Patient: {0}    MRN: {1}\nDOB: {2}   Age: {3}   Sex: {4}\n", p.n("PATIENT", "LF", "LFM", "lf", "full"), c.mrn_v,
            c.d(c.dob), c.age(kv=True), p.sex)
        if r.random() < 0.7:
            n.f("Address: {0}\n", c.addr(False))
        n.f("{0}: {1} ({2})   {3}: {4}\n", pick(c, "Guardian", "Parent/guardian", "Contact", "Legal guardian"),
            c.guardian.n("FAMILY", "full", "lf"), c.grel, pick(c, "Phone", "Tel", "Cell", "Home ph"), c.gphone)
    elif st == "compact":
        n.f("{0} | MRN {1} | DOB {2} | {3} | Enc {4} | {5}\n", p.n("PATIENT", "LFM", "LF", "full"), c.mrn_v, c.d(c.dob),
            c.age_sex(), c.acct_v, c.dd(0))
    elif st == "table":
        n.f("+-----------+------------------------------+\n| Name      | {0}\n| MRN       | {1}\n| DOB       | {2}\n| Age       | {3}\n"
            "| Visit     | {4}\n| Acct      | {5}\n+-----------+------------------------------+\n",
            p.n("PATIENT", "LF", "full"), c.mrn_v, c.d(c.dob), c.age(kv=True), c.dd(0), c.acct_v)
    else:
        n.f("NAME: {0}\nDATE OF BIRTH: {1}\nMED REC #: {2}\nACCOUNT #: {3}\nDATE OF SERVICE: {4}\n",
            p.n("PATIENT", "LFM", "LF"), c.d(c.dob), c.mrn_v, c.acct_v, c.dd(0))
    if st in ("kv", "stacked", "table") and r.random() < 0.3:
        if c.us:
            n.f(pick(c, "SSN: {0}\n", "Soc Sec #: {0}\n", "Guarantor SSN {0} ({1})\n"), c.ssn(), c.guardian.n("FAMILY", "full", "LF"))
        else:
            n.f(pick(c, "SIN (guarantor): {0}\n", "Parent SIN {0} ({1})\n"), c.ssn(), c.guardian.n("FAMILY", "full", "LF"))
    if insurance and r.random() < 0.6:
        if c.us:
            n.f(pick(c, "Insurance: {0}  Member ID: {1}  Group: {2}\n", "Payer: {0} / ID {1} / Grp {2}\n"), c.org("insurer"), c.hp(), c.group())
        else:
            n.f(pick(c, "Health card: {0}  Version {1}\n", "PHN: {0}\n", "Provincial HC#: {0} ({1})\n"), c.hp(),
                pick(c, "AB", "KT", "ZX", "MN"))
    n.w("\n")


def social(n, c, detail=True):
    r = c.r
    n.w(pick(c, "SOCIAL HISTORY: ", "Social: ", "SH: ", "Social history: "))
    mom, dad = c.mom, c.dad
    k = r.randrange(3)
    ma = c.years(c.mom_age, kv=(k == 2 or r.random() < 0.5))
    n.f(["Lives with {0} ({1}) and {2} in {3}. ", "Lives in {3} with mom {0}, {1}, and dad {2}. ",
         "Resides with mother {0} (age {1}) and father {2}, {3}. "][k], mom.n("FAMILY", "first", "full"), ma, dad.n("FAMILY", "first", "full"), c.city())
    if detail:
        n.f(pick(c, "Mother works as {0} at {1}; father is {2}. ", "Mom is {0} ({1}), dad works as {2}. ",
                 "Parents: mother {0} with {1}, father {2}. "), c.aprof(), c.org("employer"), c.aprof())
    if r.random() < 0.2:
        n.f(pick(c, "Family emigrated from {0} in {1}. ", "Mother born in {0}; father in {2}. ", "Parents from {0}, arrived {1}. "),
            c.country_t(), c.dd(-r.randint(400, 4000), "y"), c.country_t())
    if c.sibs:
        n.w("Siblings: ")
        for i, s in enumerate(c.sibs):
            n.w(", " if i else "", s.n("FAMILY", "first"), " (", c.years(c.sib_ages[i], kv=True), ")")
        n.w(". ")
    if c.age_days > 365 * 6:
        g = max(1, min(12, int(c.age_days / 365.25) - 5))
        n.f(pick(c, "Attends {0}, grade {1}. ", "In grade {1} at {0}. ", "{0} - {2} grade. "), c.org("school"), str(g),
            "%d%s" % (g, {1: "st", 2: "nd", 3: "rd"}.get(g, "th")))
    elif c.age_days > 300 and r.random() < 0.6:
        n.f("Attends {0} M-F. ", c.org("daycare"))
    extra = ["Rear-facing car seat in use. "] if c.age_days < 700 else (["Booster seat in car. "] if c.age_days < 3000 else ["Wears seat belt. "])
    n.w(pick(c, "No smokers in home. ", "Dad smokes outside only. ", "Smoke detectors present. ", "1 dog, 2 cats. ",
             "Guns in home, stored locked and unloaded. ", "Well water. ", *extra), "\n")


def sig(n, c, role="att", when=0, esign=None):
    r = c.r
    es = r.random() < 0.6 if esign is None else esign
    if es:
        n.w(pick(c, "Electronically signed by ", "E-signed: ", "Signed electronically by ", "Authenticated by "), c.dr(role),
            pick(c, " on ", " ", " - "), c.dd(when), " %02d:%02d" % (r.randint(6, 23), r.randint(0, 59)), "\n")
    else:
        n.w("\n", "_" * r.randint(20, 30), "\n", c.dr(role, "cred"), "\n")
        if r.random() < 0.5:
            n.w(pick(c, "Attending Pediatrician", "Paediatrician", "Pediatric Hospitalist", "Staff Physician"), ", ", c.hospital(), "\n")
    if r.random() < 0.35:
        if c.us:
            n.f(pick(c, "NPI: {0}\n", "NPI {0} | DEA {1}\n", "License # {2}\n"), c.npi(), c.dea(), c.lic())
        else:
            n.f(pick(c, "CPSO #{0}\n", "Licence no. {0}\n", "CMQ {0}\n", "College reg. {0}\n"), c.lic())


def transcription(n, c, role="att"):
    r = c.r
    a = c.doc(role)
    t = c.new_doc("tx")
    n.f(pick(c, "{0}/{1}\nD: {2}  T: {3}\nJob #: {4}\n", "DD: {2} DT: {3} {0}/{1} job {4}\n", "{0}:{1}  d {2} t {3}  #{4}\n"),
        (a.form("INI"), "DOCTOR"), (t.form("lo_ini"), "DOCTOR"), c.dd(0), c.dd(r.randint(0, 2)), c.idnum("job"))


def cc(n, c, k=None):
    r = c.r
    k = k or r.randint(1, 3)
    n.w(pick(c, "cc: ", "CC:\n", "Copies to: ", "c.c. "))
    for i in range(k):
        d = c.new_doc("cc%d" % i)
        if i:
            n.w("; " if r.random() < 0.5 else "\n    ")
        n.f(pick(c, "Dr. {0}, {1}", "{0}, MD ({1}), fax {2}", "Dr {0} - {1} - Fax: {2}"), d.n("DOCTOR", "full", "last", "fl"),
            (r.choice(P.CLINICS_US if c.us else P.CLINICS_CA), "HOSPITAL"), c.fax())
    n.w("\n")


def audit(n, c):
    r = c.r
    n.f(pick(c, "Printed {0} {1} by {2} @ {3}\n", "[Generated {0} {1}; user={2}; host={3}]\n", "Accessed by user {2} from {3} on {0} {1}\n",
             "Document ID auto-generated {0} {1} - workstation {3} - login {2}\n"), c.dd(r.randint(0, 5)),
        "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), c.user(c.new_doc("clerk")), c.ip())


def fam_hx(n, c):
    n.w(pick(c, "FHx: ", "Family history: ", "FH: "), pick(c, "asthma in father; ", "maternal T2DM; ", "no early cardiac death; ",
        ["MGM with breast CA at ", (str(c.r.randint(35, 60)), "AGE"), "; "], "sib with ADHD; ", "non-contributory; ",
        ["father had MI at ", (str(c.r.randint(38, 54)), "AGE"), "; "]),
        pick(c, "no consanguinity.", "no known bleeding disorders.", "paternal uncle with Crohn disease.", "mother with Graves disease.",
             "no hx of sudden death, Marfan, or long QT.", "dad had Legg-Calve-Perthes."), "\n")
