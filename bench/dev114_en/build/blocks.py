"""Note context and shared blocks (letterheads, id headers, vitals, results tables, meds, signatures)."""
import datetime as dt

import pools
from core import (P, Person, Staff, Relative, fmt_date, fmt_short, fmt_partial, add_days, clock, phone, phone_ext,
                  pager, email, url, ip, mrn, healthplan, ssn, license_, account, idnum, device, postcode, street, fill,
                  words, digits)


class Ctx:
    def __init__(self, rng, genre, country):
        self.rng, self.genre, self.country = rng, genre, country
        r = rng
        self.state_name, abbr = r.choice(pools.STATES[country])
        self.state_abbr = abbr
        self.town = r.choice(pools.TOWNS[country])
        self.pc = postcode(r, country, abbr or "")
        self.street = street(r, country)
        self.pt = Person(r)
        self.age = r.randint(19, 96)
        self.visit = dt.date(2023, 1, 1) + dt.timedelta(days=r.randint(0, 1000))
        self.dob = dt.date(self.visit.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.visit.month, self.visit.day):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        # clinic
        self.clinic_town = self.town if r.random() < 0.6 else r.choice(pools.TOWNS[country])
        self.clinic = fill(r.choice(pools.CLINIC_PATTERNS), r, country)
        self.clinic_street = street(r, country)
        self.clinic_pc = postcode(r, country, abbr or "")
        self.clinic_phone = phone(r, country)
        self.clinic_fax = phone(r, country)
        self.hospital = fill(r.choice(pools.HOSP_PATTERNS), r, country)
        self.hosp_town = r.choice(pools.TOWNS[country])
        self.gp = Staff(r, "gp", country)
        self.rn = Staff(r, "rn", country)
        self.np = Staff(r, "np", country)
        self.ahp = Staff(r, "ahp", country)
        self.pharm = Staff(r, "pharm", country)
        self.mw = Staff(r, "mw", country)
        self.spec = Staff(r, "spec", country)
        self.rels = [Relative(r, self.pt) for _ in range(3)]
        self.mrn = mrn(r, country)
        self.hp = healthplan(r, country)
        self.prof = r.choice(pools.PROFESSIONS)
        self.org = r.choice(pools.ORGS)
        self.pt_phone = phone(r, country, "mobile")

    # ---- small marked pieces
    def d(self, d, style=None):
        return P("DATE", fmt_date(self.rng, d, self.country, style))

    def vdate(self, style=None):
        return self.d(self.visit, style)

    def dob_m(self):
        return self.d(self.dob, self.rng.choice([0, 0, 2, 3, 5]))

    def name(self, kinds=None):
        return self.pt.form(self.rng, "PATIENT", kinds)

    def A(self, n=None):
        return P("AGE", str(self.age if n is None else n))

    def age_phrase(self):
        r, a, s = self.rng, self.A(), self.pt.sex
        return r.choice([f"{a} yo", f"{a}yo", f"{a}-year-old", f"{a} year old", f"{a} y.o. {s}", f"{a} {s}", f"{a}/{s}",
                         f"aged {a}", f"{a}{s}", f"{a} yrs", f"aged {P('AGE', words(self.age))}"])

    def age_adj(self):
        r, a = self.rng, self.A()
        return r.choice([f"{a}-year-old", f"{a} year old", f"{a} yo", f"{a}yo", f"{a} y.o."])

    def st(self, full=None):
        if self.state_abbr is None:
            return P("STATE", self.state_name)
        full = self.rng.random() < 0.25 if full is None else full
        return P("STATE", self.state_name if full else self.state_abbr)

    def addr(self, which="pt", oneline=True):
        r = self.rng
        s, t, pc = (self.street, self.town, self.pc) if which == "pt" else (self.clinic_street, self.clinic_town, self.clinic_pc)
        if self.country == "AU":
            parts = [P("STREET", s), f"{P('CITY', t)} {self.st()} {P('ZIP', pc)}"]
        elif self.country == "NZ":
            parts = [P("STREET", s), f"{P('CITY', t)} {P('ZIP', pc)}"]
            if r.random() < 0.4:
                parts.append(self.st())
        else:
            parts = [P("STREET", s), f"{P('CITY', t)}, {self.st(False)}  {P('ZIP', pc)}"]
        if r.random() < 0.15:
            parts.append(P("COUNTRY", pools.COUNTRY_NAME[self.country]))
        return (", " if oneline else "\n").join(parts)

    def staff_of(self, *roles):
        return [getattr(self, x) for x in roles]


# ---------------------------------------------------------------- hard negatives
LABS = [  # name, unit, lo, hi, decimals, ref
    ("Na", "mmol/L", 128, 146, 0, "135-145"), ("K", "mmol/L", 3.1, 6.0, 1, "3.5-5.2"), ("Cl", "mmol/L", 95, 110, 0, "95-110"),
    ("HCO3", "mmol/L", 18, 31, 0, "22-32"), ("Urea", "mmol/L", 3.0, 24.0, 1, "2.5-8.0"), ("Creat", "umol/L", 55, 420, 0, "45-90"),
    ("eGFR", "mL/min/1.73m2", 12, 98, 0, ">60"), ("ACR", "mg/mmol", 0.8, 96.0, 1, "<2.5"), ("HbA1c", "%", 5.4, 12.9, 1, "<6.5"),
    ("Hb", "g/L", 86, 165, 0, "115-165"), ("WCC", "x10^9/L", 3.8, 15.2, 1, "4.0-11.0"), ("Plt", "x10^9/L", 120, 460, 0, "150-400"),
    ("INR", "", 0.9, 4.6, 1, "2.0-3.0"), ("TSH", "mIU/L", 0.2, 8.9, 2, "0.4-4.0"), ("Total chol", "mmol/L", 3.1, 7.9, 1, "<5.5"),
    ("LDL", "mmol/L", 1.2, 5.3, 1, "<1.8"), ("HDL", "mmol/L", 0.6, 1.9, 1, ">1.0"), ("TG", "mmol/L", 0.8, 6.1, 1, "<2.0"),
    ("ALT", "U/L", 9, 140, 0, "<35"), ("GGT", "U/L", 12, 310, 0, "<38"), ("Ferritin", "ug/L", 8, 640, 0, "30-300"),
    ("CRP", "mg/L", 1, 148, 0, "<5"), ("Vit D", "nmol/L", 22, 110, 0, ">50"), ("B12", "pmol/L", 110, 560, 0, "150-700"),
    ("Alb", "g/L", 26, 46, 0, "35-50"), ("Glucose", "mmol/L", 4.1, 19.6, 1, "3.5-7.8"), ("Uric acid", "mmol/L", 0.21, 0.61, 2, "0.14-0.36"),
    ("ASOT", "IU/mL", 80, 820, 0, "<200"), ("ESR", "mm/h", 4, 88, 0, "<20"),
]


def labval(rng, lab):
    _, _, lo, hi, dec, _ = lab
    v = rng.uniform(lo, hi)
    s = f"{v:.{dec}f}"
    return s.replace("555", "554")


def lab_inline(rng, k=5):
    out = []
    for lab in rng.sample(LABS, k):
        v = labval(rng, lab)
        out.append(rng.choice([f"{lab[0]} {v}", f"{lab[0]} {v} {lab[1]}".rstrip(), f"{lab[0]}: {v}", f"{lab[0]} {v} ({lab[5]})"]))
    return rng.choice([", ".join(out), "; ".join(out), " | ".join(out)])


def results_table(ctx, fmt=None, ncols=None, nrows=None):
    """Results table whose column heads are dates (annotated) and cells are values (not annotated)."""
    r = ctx.rng
    fmt = fmt or r.choice(["pipe", "csv", "tab", "fixed"])
    ncols = ncols or r.randint(2, 4)
    nrows = nrows or r.randint(5, 9)
    dates, d = [], ctx.visit
    for _ in range(ncols):
        dates.append(d)
        d = add_days(d, -r.randint(60, 200))
    dates.reverse()
    dcells = [P("DATE", fmt_short(x, ctx.country)) for x in dates]
    labs = r.sample(LABS, nrows)
    rows = [[f"{lab[0]} ({lab[1]})" if lab[1] else lab[0]] + [labval(r, lab) for _ in dates] + [lab[5]] for lab in labs]
    head = ["Test"] + dcells + ["Ref"]
    if fmt == "pipe":
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
    elif fmt == "csv":
        lines = [",".join(head)] + [",".join(row) for row in rows]
    elif fmt == "tab":
        lines = ["\t".join(head)] + ["\t".join(row) for row in rows]
    else:
        w0 = 24
        lines = ["Test".ljust(w0) + "".join(c + "  " for c in dcells) + "Ref"]
        for row in rows:
            cells = [row[0].ljust(w0)] + [v.rjust(8) + "  " for v in row[1:-1]] + [row[-1]]
            lines.append("".join(cells))
    return "\n".join(lines)


def vitals(rng, style=None):
    bp = f"{rng.randint(96, 178)}/{rng.randint(54, 104)}"
    hr, rr, sp, t = rng.randint(52, 128), rng.randint(12, 32), rng.randint(86, 100), f"{rng.uniform(35.8, 39.6):.1f}"
    wt, bgl = f"{rng.uniform(38, 138):.1f}", f"{rng.uniform(3.9, 21):.1f}"
    style = style or rng.choice(["tele", "tele2", "full", "list"])
    if style == "tele":
        return f"BP {bp} HR {hr} RR {rr} SpO2 {sp}% RA T {t}"
    if style == "tele2":
        return f"T {t}°C, HR {hr} reg, BP {bp}, RR {rr}, SpO2 {sp}% on RA, BGL {bgl}, wt {wt} kg"
    if style == "full":
        return (f"Blood pressure {bp} mmHg, pulse {hr} bpm, respiratory rate {rr}, oxygen saturation {sp}% on room air, "
                f"temperature {t}°C. Weight {wt} kg.")
    return f"- BP: {bp} mmHg\n- HR: {hr} bpm\n- RR: {rr}/min\n- SpO2: {sp}%\n- Temp: {t} C\n- Weight: {wt} kg"


MEDS = ["metformin 1 g BD", "metformin XR 1000 mg nocte", "gliclazide MR 60 mg mane", "empagliflozin 10 mg daily",
        "dapagliflozin 10 mg daily", "insulin glargine 24 units nocte", "atorvastatin 40 mg nocte", "rosuvastatin 10 mg daily",
        "perindopril 5 mg daily", "ramipril 2.5 mg BD", "amlodipine 5 mg daily", "candesartan 16 mg daily",
        "frusemide 40 mg mane", "spironolactone 25 mg daily", "bisoprolol 2.5 mg daily", "metoprolol 47.5 mg daily",
        "apixaban 5 mg BD", "rivaroxaban 20 mg daily", "warfarin 3 mg as per INR", "aspirin 100 mg daily",
        "salbutamol 100 mcg 2 puffs PRN", "budesonide/formoterol 200/6 2 puffs BD", "tiotropium 2.5 mcg 2 puffs daily",
        "paracetamol 1 g QID PRN", "ibuprofen 400 mg TDS with food", "amoxicillin 500 mg TDS x 5/7",
        "cefalexin 500 mg QID x 7/7", "doxycycline 100 mg BD", "benzathine benzylpenicillin 1.2 MU IMI q28 days",
        "methadone 60 mg daily", "buprenorphine/naloxone 16/4 mg SL daily", "sertraline 50 mg mane", "mirtazapine 15 mg nocte",
        "quetiapine 25 mg nocte", "ferrous sulfate 325 mg daily", "colecalciferol 1000 IU daily", "allopurinol 300 mg daily",
        "levothyroxine 75 mcg mane", "pantoprazole 40 mg daily", "oxycodone 5 mg q4h PRN", "prednisolone 25 mg daily x 5/7",
        "folic acid 5 mg daily", "nicotine patch 21 mg/24 h", "varenicline 1 mg BD", "trimethoprim 300 mg nocte x 3/7",
        "semaglutide 0.5 mg weekly", "denosumab 60 mg SC 6-monthly", "alendronate 70 mg weekly", "donepezil 5 mg nocte",
        "levodopa/carbidopa 100/25 mg TDS", "tamsulosin 400 mcg nocte", "cholecalciferol 50000 IU monthly"]


def meds(rng, k=None, style=None):
    k = k or rng.randint(3, 7)
    ms = rng.sample(MEDS, k)
    style = style or rng.choice(["dash", "num", "inline", "semi"])
    if style == "dash":
        return "\n".join(f"- {m}" for m in ms)
    if style == "num":
        return "\n".join(f"{i + 1}. {m}" for i, m in enumerate(ms))
    if style == "semi":
        return "; ".join(ms)
    return ", ".join(ms)


SCORES = ["K10 {k10}/50", "AUDIT-C {ac}/12", "PHQ-9 {phq}", "GAD-7 {gad}", "NEWS {news}", "CURB-65 {c65}", "MMSE {mmse}/30",
          "RUDAS {rudas}/30", "EPDS {epds}", "CHA2DS2-VASc {cha}", "HAS-BLED {hb}", "Waterlow {wl}", "Braden {br}",
          "Morse falls {mf}", "Barthel {bar}/100", "GCS {gcs}/15", "Abbey pain scale {ab}", "absolute CVD risk {cvd}%"]


def score(rng):
    s = rng.choice(SCORES)
    return s.format(k10=rng.randint(10, 44), ac=rng.randint(0, 12), phq=rng.randint(0, 27), gad=rng.randint(0, 21),
                    news=rng.randint(0, 9), c65=rng.randint(0, 4), mmse=rng.randint(14, 30), rudas=rng.randint(12, 30),
                    epds=rng.randint(0, 24), cha=rng.randint(0, 7), hb=rng.randint(0, 5), wl=rng.randint(5, 22),
                    br=rng.randint(9, 23), mf=rng.choice([0, 15, 25, 45, 60, 85]), bar=rng.choice(range(20, 101, 5)),
                    gcs=rng.randint(9, 15), ab=rng.randint(0, 14), cvd=rng.randint(4, 31))


def scores(rng, k=2):
    out = []
    while len(out) < k:
        s = score(rng)
        if s.split()[0] not in [o.split()[0] for o in out]:
            out.append(s)
    return ", ".join(out)


EPONYM_COND = ["Parkinson's disease", "Bell's palsy", "Crohn's disease", "Hashimoto's thyroiditis", "Alzheimer's dementia",
               "Graves' disease", "Baker's cyst", "Osgood-Schlatter disease", "Sydenham chorea", "Heberden's nodes",
               "Dupuytren's contracture", "Hodgkin lymphoma", "Cushing's syndrome", "Addison's disease", "Raynaud's phenomenon",
               "Barrett's oesophagus", "Meniere's disease", "Wernicke's encephalopathy", "Korsakoff syndrome",
               "Sjogren's syndrome", "Colles fracture", "Down syndrome", "Bell's palsy", "Paget's disease"]
EPONYM_SIGN = ["Babinski sign", "Murphy's sign", "Kernig's sign", "Tinel's sign", "Phalen's test", "Romberg test",
               "Rinne test", "Weber test", "Trendelenburg sign", "Homans' sign", "Ortolani test", "Brudzinski sign"]
EPONYM_TOOL = ["Foley catheter", "Holter monitor", "Snellen chart", "Glasgow Coma Scale", "Wells score",
               "Ottawa ankle rules", "Epley manoeuvre", "Jones criteria", "Doppler", "Guthrie card", "Valsalva manoeuvre",
               "Hartmann's solution"]
EPONYMS = EPONYM_COND + EPONYM_SIGN + EPONYM_TOOL

EPONYM_SENT = {
    "c": ["No features of {e}.", "Hx {e}.", "Query {e} - not confirmed.", "Known {e}, stable.", "Background of {e}.",
          "{e} noted on exam.", "Discussed {e} with patient."],
    "s": ["{e} negative.", "{e} positive on the R.", "{e} equivocal.", "Checked {e}: normal."],
    "t": ["{e} used.", "Applied {e}.", "{e} reviewed.", "Per {e}, low risk.", "{e} arranged."],
}


def eponym_sent(rng):
    k = rng.choice("cst")
    pool = {"c": EPONYM_COND, "s": EPONYM_SIGN, "t": EPONYM_TOOL}[k]
    return rng.choice(EPONYM_SENT[k]).format(e=rng.choice(pool))


ICD = [("Type 2 diabetes mellitus", "E11.9"), ("Essential hypertension", "I10"), ("COPD with exacerbation", "J44.1"),
       ("Rheumatic heart disease", "I09.9"), ("Acute rheumatic fever", "I00"), ("CKD stage 3", "N18.3"),
       ("Moderate depressive episode", "F32.1"), ("Need for immunisation", "Z23"), ("Gestational diabetes", "O24.4"),
       ("Obesity", "E66.9"), ("Asthma", "J45.9"), ("Cutaneous abscess of limb", "L02.4"), ("Otitis media", "H66.9"),
       ("Scabies", "B86"), ("Impetigo", "L01.0"), ("Atrial fibrillation", "I48.9"), ("Heart failure", "I50.9"),
       ("Alcohol dependence", "F10.2"), ("Opioid dependence", "F11.2"), ("Iron deficiency anaemia", "D50.9"),
       ("Osteoarthritis of knee", "M17.9"), ("Dementia, unspecified", "F03"), ("Gout", "M10.9"),
       ("Bronchiectasis", "J47"), ("Hypothyroidism", "E03.9"), ("Urinary tract infection", "N39.0"),
       ("Cellulitis of lower limb", "L03.11"), ("Falls, recurrent", "R29.6"), ("Chronic hepatitis B", "B18.1")]


def icd_list(rng, k=3, style=None):
    items = rng.sample(ICD, k)
    style = style or rng.choice(["paren", "colon", "num"])
    if style == "paren":
        return "\n".join(f"- {a} ({c})" for a, c in items)
    if style == "colon":
        return "\n".join(f"{c}: {a}" for a, c in items)
    return "\n".join(f"{i + 1}. {a} [ICD-10 {c}]" for i, (a, c) in enumerate(items))


# ordinary uses of words that also appear as names
ORDINARY = [
    "Will review in 2/52.", "will recheck bloods in 3/12.", "Hope is to avoid admission.", "Family hope he can stay on country.",
    "She was given grace with the fee.", "Baker's cyst R knee on US.", "Pt will call if worse.", "Brown sputum x 3 days.",
    "Green discharge from L ear.", "White cell count mildly raised.", "Long-acting insulin adjusted.", "Short of breath on exertion.",
    "Strong family history of T2DM.", "Swift recovery after last exacerbation.", "Little change since last visit.",
    "Young children in household.", "Renal stone 4 mm on CT.", "Frost on the ground, house cold - heater organised.",
    "Lives out bush most of the dry season.", "Bush medicine used for sores.", "Field of vision intact.",
    "BP rose to 168/96 after missing doses.", "Fair historian.", "Best to review in person.", "Small ulcer L heel.",
    "Day 3 of antibiotics.", "Mood low, sleeps most of the day.", "Bell's palsy resolved.", "See page 2 for care plan.",
    "Hunter-gatherer diet discussed with dietitian.", "Sweet drinks 2-3 L/day - discussed.",
    "Moon face, ?steroid effect.", "Snow and ice limiting walks.", "Grace period for script renewal noted.",
    "Joy in activities reduced.", "Mason jar of pills found at home - sorted.", "Summer heat worsening fatigue.",
    "Dawn BGLs 9-11.", "Marsh water exposure - no.", "Wood stove at home.", "Hill walking limited by knee pain.",
    "Banks of the creek flooded - access road closed.", "Church attendance weekly; good support.",
    "Patience with the process encouraged.", "Frank haematuria denied.", "Grant of equipment funding pending.",
]


def ordinary(rng, k=2):
    return " ".join(rng.sample(ORDINARY, k))


# ---------------------------------------------------------------- signatures and cc blocks
def signature(ctx, st=None, site=None):
    r = ctx.rng
    st = st or ctx.gp
    site = site or ctx.clinic
    lab, lic = license_(r, ctx.country, st.role)
    style = r.randint(0, 5)
    nm = P("DOCTOR", f"{st.given} {st.family}")
    if style == 0:
        out = [("Dr " if st.dr else "") + nm + f", {st.cred}", P("HOSPITAL", site), f"{lab} {P('LICENSE', lic)}"]
    elif style == 1:
        out = ["Regards,", "", f"{nm} {st.cred.split()[0]}", f"{lab}: {P('LICENSE', lic)}", f"Ph {P('PHONE', ctx.clinic_phone)}  Fax {P('FAX', ctx.clinic_fax)}"]
    elif style == 2:
        out = ["Yours sincerely", "", ("Dr " if st.dr else "") + nm, st.cred, P("HOSPITAL", site),
               f"E: {P('EMAIL', email(r, st))}"]
    elif style == 3:
        out = [f"-- {nm} ({st.cred}) {lab} {P('LICENSE', lic)}"]
    elif style == 4:
        out = [f"Signed: {nm}, {st.cred}", f"Date: {ctx.vdate()} {clock(r)}", f"Pager {P('PHONE', pager(r))}"]
    else:
        out = [f"Electronically signed by {nm} {st.cred.split()[0]} (user {P('USERNAME', st.user)}) on {ctx.vdate()} at {clock(r)}"]
    return "\n".join(x for x in out if x is not None)


def cc_block(ctx, k=None):
    r = ctx.rng
    k = k or r.randint(1, 3)
    items = []
    for c in r.sample(range(5), k):
        if c == 0:
            items.append(f"{ctx.spec.ref(r, ['title', 'title_full'])}, {P('HOSPITAL', ctx.hospital)}")
        elif c == 1:
            items.append(f"{P('HOSPITAL', fill(r.choice(pools.PHARM_PATTERNS), r, ctx.country))} (fax {P('FAX', phone(r, ctx.country))})")
        elif c == 2:
            items.append(f"{ctx.rn.ref(r, ['full_cred', 'full_comma_cred'])}, {P('HOSPITAL', ctx.clinic)}")
        elif c == 3:
            items.append(f"Patient - {ctx.addr('pt')}")
        else:
            items.append(f"{ctx.gp.ref(r, ['title', 'title_full', 'init_family'])} ({P('EMAIL', email(r, ctx.gp))})")
    return "cc: " + ("\n    ".join(items) if r.random() < 0.6 else "; ".join(items))


def letterhead(ctx, name=None):
    r = ctx.rng
    name = name or ctx.clinic
    lines = [P("HOSPITAL", name), ctx.addr("clinic", oneline=r.random() < 0.5)]
    c = r.randint(0, 3)
    if c == 0:
        lines.append(f"Ph: {P('PHONE', ctx.clinic_phone)} | Fax: {P('FAX', ctx.clinic_fax)}")
    elif c == 1:
        lines.append(f"T {P('PHONE', ctx.clinic_phone)}  F {P('FAX', ctx.clinic_fax)}  E {P('EMAIL', email(r))}")
    elif c == 2:
        lines.append(f"Tel {P('PHONE', ctx.clinic_phone)} / Fax {P('FAX', ctx.clinic_fax)}")
        lines.append(P("URL", url(r, name)))
    else:
        lines.append(f"Phone {P('PHONE', ctx.clinic_phone)}")
    return "\n".join(lines)


def pt_header(ctx, style=None):
    r = ctx.rng
    style = style if style is not None else r.randint(0, 4)
    ml, mv = ctx.mrn
    hl, hv = ctx.hp
    if style == 0:
        return (f"Patient: {ctx.name(['SURFIRST', 'surfirst', 'full'])}   DOB: {ctx.dob_m()} ({ctx.A()}y)   {ml}: {P('MRN', mv)}\n"
                f"{hl}: {P('HEALTHPLAN', hv)}\nAddress: {ctx.addr('pt')}\nPh: {P('PHONE', ctx.pt_phone)}")
    if style == 1:
        return (f"Name | {ctx.name(['full', 'mi'])}\nDOB | {ctx.dob_m()}\nAge | {ctx.A()}\n{ml} | {P('MRN', mv)}\n"
                f"{hl} | {P('HEALTHPLAN', hv)}")
    if style == 2:
        return f"RE: {ctx.name(['SURFIRST', 'title_full', 'full'])}, DOB {ctx.dob_m()}, {ml} {P('MRN', mv)}\n{ctx.addr('pt')}"
    if style == 3:
        return (f"PT NAME: {ctx.name(['SURFIRST'])}\nD.O.B.: {ctx.dob_m()}   AGE: {ctx.A()}   SEX: {ctx.pt.sex}\n"
                f"{ml.upper()}: {P('MRN', mv)}   {hl.upper()}: {P('HEALTHPLAN', hv)}")
    return f"{ctx.name(['full', 'surfirst'])} ({ctx.age_phrase()}), {ml} {P('MRN', mv)}, DOB {ctx.dob_m()}"


def neg_line(ctx):
    """One extra line dense in unannotated clinical numbers."""
    r = ctx.rng
    c = r.randint(0, 5)
    if c == 0:
        return f"Repeat obs at {clock(r)}: {vitals(r, 'tele')}."
    if c == 1:
        return f"Bloods: {lab_inline(r, r.randint(3, 6))}."
    if c == 2:
        return f"Meds reconciled: {meds(r, r.randint(2, 4), 'inline')}."
    if c == 3:
        return f"Screening: {scores(r, r.randint(1, 3))}."
    if c == 4:
        return (f"Symptoms {r.randint(2, 9)}/7; abx {r.randint(3, 10)}/7 then review {r.randint(1, 6)}/52. "
                f"{r.choice(['HbA1c', 'eGFR', 'ACR', 'INR', 'Hb'])} again in {r.randint(1, 6)}/12.")
    return f"BGL {r.uniform(4, 18):.1f} mmol/L at {clock(r)}, {r.uniform(4, 18):.1f} at {clock(r)}; {eponym_sent(r)}"


def social(ctx):
    r = ctx.rng
    rel = ctx.rels[0]
    opts = [
        f"Works as a {P('PROFESSION', ctx.prof)} at {P('ORGANIZATION', ctx.org)}.",
        f"Retired {P('PROFESSION', ctx.prof)}; lives with {rel.rel} {rel.form(r, 'FAMILY', ['given', 'full'])}.",
        f"Occupation: {P('PROFESSION', ctx.prof)} ({P('ORGANIZATION', ctx.org)}).",
        f"Employed by {P('ORGANIZATION', ctx.org)} as a {P('PROFESSION', ctx.prof)}, {r.choice(['FIFO 2/1', 'day shifts', 'seasonal', 'part-time'])}.",
        f"SHx: {P('PROFESSION', ctx.prof)}, lives in {P('CITY', ctx.town)} with {rel.rel} {rel.form(r, 'FAMILY', ['given', 'full'])}.",
        f"Was a {P('PROFESSION', ctx.prof)} until {P('DATE', str(ctx.visit.year - r.randint(1, 12)))}; now on pension.",
    ]
    return r.choice(opts)
