"""Shared building blocks: note context, headers, signatures, clinical hard negatives, patient mentions."""
import pools as P
import core as C
from core import Person, name, fdate, plus


DOC_GRADES = {k: [g for g in v if not any(x in g for x in ("Nurse", "RN", "CNM", "ANP", "NP", "PA-C", "CRNA", "Associate"))]
              for k, v in sorted(P.GRADES.items())}


class Ctx:
    def __init__(self, n):
        rng = n.rng
        c = n.c
        self.c = c
        self.rng = rng
        self.hosp = rng.choice(P.HOSPITALS[c])
        self.hosp2 = rng.choice([h for h in P.HOSPITALS[c] if h != self.hosp])
        self.body = rng.choice(P.HEALTH_BODIES[c])
        self.town = rng.choice(P.TOWNS[c])
        self.dom = C.email_domain(rng, c)
        self.d0 = C.rdate(rng, 2022, 2025)
        self.agency = rng.choice(P.AGENCIES[c])
        self.spec = rng.choice(P.SPECIALTIES_US if c in ("US", "CA") and rng.random() < 0.7 else P.SPECIALTIES)
        self.ward = rng.choice(P.WARDS_US if c == "US" and rng.random() < 0.6 else P.WARDS)
        self.building = rng.choice(P.BUILDINGS)

    def person(self, typ="DOCTOR", sex=None, title=None):
        return Person(self.rng, self.c, typ, sex, title)

    def staff(self):
        """A non-medical workforce/HR person (NAME/DOCTOR by convention)."""
        p = Person(self.rng, self.c, "DOCTOR", title="")
        p.title = self.rng.choice(["Mrs", "Ms", "Miss"]) if p.sex == "F" else "Mr"
        return p

    def grade(self):
        return self.rng.choice(DOC_GRADES[self.c])


def D(n, d, style=None):
    n.w((fdate(d, n.c, style, n.rng), "DATE"))
    return n


def date_styles(c):
    if c == "US":
        return ["num", "num2", "long", "short", "wd", "wdlong", "iso"]
    if c == "CA":
        return ["iso", "iso", "long", "short", "num", "wdlong"]
    return ["num", "num", "long", "short", "num2", "dot", "dmy_abbr", "wdlong", "ord", "ordyear", "wd", "wdshort"]


def Dv(n, d):
    """date in a random country-appropriate style"""
    return D(n, d, n.rng.choice(date_styles(n.c)))


def phone_line(n, label, c=None, kind=None, typ="PHONE", with_ext=False):
    rng = n.rng
    num = C.phone(rng, c or n.c, kind)
    if with_ext:
        num += " " + C.ext(rng)
    n.w(label, (num, typ))


def email_header(n, ctx, frm, to, subject, date=None, cc=None, frm_dom=None, to_dom=None):
    rng = n.rng
    n.w("From: ")
    name(n, frm, "full")
    n.ln(" <", (frm.email(rng, frm_dom or ctx.dom), "EMAIL"), ">")
    n.w("To: ")
    if isinstance(to, str):
        n.ln((to, "EMAIL"))
    else:
        name(n, to, "full")
        n.ln(" <", (to.email(rng, to_dom or ctx.dom), "EMAIL"), ">")
    if cc is not None:
        n.w("Cc: ")
        if isinstance(cc, str):
            n.ln((cc, "EMAIL"))
        else:
            n.ln((cc.email(rng, ctx.dom), "EMAIL"))
    d = date or ctx.d0
    n.w("Sent: ")
    if n.c == "US":
        D(n, d, "wdlong")
    else:
        D(n, d, rng.choice(["wdlong", "num"]))
    n.ln(" %02d:%02d" % (rng.randint(7, 22), rng.randint(0, 59)))
    if isinstance(subject, str):
        subject = [subject]
    n.ln("Subject: ", *subject)
    n.ln("")


def team_mailbox(rng, word, ctx):
    return "%s@%s" % (word, ctx.dom)


def signature(n, ctx, p, role, contacts=True, style=None, org=None):
    rng = n.rng
    n.ln(rng.choice(["Kind regards,", "Many thanks,", "Regards,", "Best wishes,", "Thanks,", "Best,"]))
    n.ln("")
    name(n, p, style or rng.choice(["full", "full", "fullmi"]))
    n.ln("")
    n.ln(role)
    if org is None:
        org = ctx.body if rng.random() < 0.5 else ctx.hosp
    if org:
        n.ln((org, "HOSPITAL" if org in P.HOSPITALS[n.c] or org in P.HEALTH_BODIES[n.c] else "ORGANIZATION"))
    if contacts:
        r = rng.random()
        if r < 0.4:
            phone_line(n, rng.choice(["Tel: ", "T: ", "Direct line: ", "Ph: "]), with_ext=rng.random() < 0.3)
            n.ln("")
        elif r < 0.7:
            phone_line(n, "Tel ")
            n.w(" | ")
            n.ln(rng.choice(["Bleep ", "Pager "]), (C.bleep(rng), "PHONE"))
        if rng.random() < 0.5:
            n.ln((p.email(rng, ctx.dom), "EMAIL"))


def letterhead(n, ctx, org=None, typ="HOSPITAL"):
    rng = n.rng
    n.ln((org or ctx.body, typ))
    if rng.random() < 0.6:
        n.ln((ctx.hosp, "HOSPITAL") if typ == "HOSPITAL" and org != ctx.hosp else "Head Office")
    C.address(n, n.c, one_line=rng.random() < 0.5)
    n.ln("")
    phone_line(n, rng.choice(["Tel: ", "Switchboard: ", "Telephone "]))
    if rng.random() < 0.6:
        n.w("  ")
        phone_line(n, rng.choice(["Fax: ", "Fax "]), typ="FAX")
    n.ln("")
    if rng.random() < 0.5:
        n.ln((C.url(rng, rng.choice(["medical-staffing", "careers", "workforce", "locums"])), "URL"))


KIN = {"F": ["mother", "wife", "sister", "daughter", "partner", "grandmother", "aunt", "mother-in-law"],
       "M": ["father", "husband", "brother", "son", "partner", "grandfather", "uncle", "father-in-law"]}


def kin(ctx, adult=True):
    p = ctx.person("FAMILY")
    words = KIN[p.sex] if adult else (["daughter"] if p.sex == "F" else ["son"])
    return ctx.rng.choice(words), p


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(k):
    if k < 20:
        return ONES[k]
    return TENS[k // 10] + ("-" + ONES[k % 10] if k % 10 else "")


def cap(s):
    return s[0].upper() + s[1:]


def art_num(k):
    t = str(k)
    return "an" if t.startswith("8") or t in ("11", "18") else "a"


def art(word):
    return "an" if word[0].lower() in "aeiou" else "a"


# ---------------------------------------------------------------- hard negatives
DRUGS = ["co-amoxiclav 1.2 g IV TDS", "enoxaparin 40 mg SC OD", "metoprolol 25 mg PO BD", "IV piperacillin-tazobactam 4.5 g q8h",
         "furosemide 40 mg IV", "morphine 2.5 mg IV PRN", "ondansetron 4 mg IV", "amiodarone 300 mg IV over 1 hour",
         "salbutamol 5 mg nebulised", "insulin glargine 18 units", "aspirin 300 mg stat", "clopidogrel 600 mg loading dose",
         "ceftriaxone 2 g IV OD", "dexamethasone 6.6 mg IV", "adrenaline 1 mg IV", "propofol 120 mg", "rocuronium 60 mg",
         "fentanyl 100 micrograms", "vancomycin 1 g IV BD", "paracetamol 1 g QDS", "haloperidol 0.5 mg PO",
         "tranexamic acid 1 g IV", "magnesium sulfate 2 g IV", "ketamine 20 mg IV", "heparin 5000 units SC BID",
         "lorazepam 1 mg IV", "apixaban 5 mg BD", "prednisolone 40 mg OD", "Sando-K 2 tablets BD", "Oramorph 5 mg PRN"]
LABS = ["Hb 78 g/L", "K+ 6.1 mmol/L", "lactate 4.2", "CRP 212", "eGFR 38", "troponin 1840 ng/L", "WCC 18.4",
        "Na 124", "INR 3.8", "pH 7.21, pCO2 8.4 kPa", "glucose 27.3 mmol/L", "ketones 4.1", "bilirubin 61",
        "platelets 42", "creatinine 288 umol/L", "HbA1c 92 mmol/mol", "BNP 1320", "D-dimer 2.1", "ALT 412",
        "Hgb 7.1 g/dL", "WBC 16.2", "BUN 44", "Cr 2.9 mg/dL", "lipase 870", "TSH 0.02"]
VITALS = ["HR 118, BP 92/54, SpO2 91% on 4 L", "RR 28, SpO2 88% RA", "BP 188/104", "T 39.1, HR 124",
          "GCS 11 (E3 V3 M5)", "NEWS2 7", "MAP 58 despite 2 L crystalloid", "HR 38, BP 84/50", "SpO2 94% on 15 L NRB",
          "BP 76/40, HR 140", "temp 38.6, RR 24"]
SCORES = ["CURB-65 3", "Wells score 6", "qSOFA 2", "ASA III", "Mallampati 2", "Rockall 5", "CHA2DS2-VASc 4",
          "HAS-BLED 2", "Glasgow-Blatchford 9", "ABCD2 4", "Apgar 7 and 9", "Bishop score 4", "MEWS 5", "Clinical Frailty Scale 6",
          "NIHSS 14", "TIMI 4", "PERC negative", "4AT 6"]
EPONYMS = ["Seldinger technique", "Foley catheter", "Murphy's sign", "Hartmann's procedure", "Colles' fracture",
           "Bell's palsy", "Mallory-Weiss tear", "Ludwig's angina", "Guillain-Barre syndrome", "Crohn's flare",
           "Addisonian crisis", "Graves' disease", "Parkinson's disease", "Cushing's reflex", "Kernig's sign",
           "Virchow's triad", "Whipple's procedure", "Trendelenburg position", "Valsalva manoeuvre", "Sengstaken tube",
           "Minnesota tube", "Swan-Ganz catheter", "Ryle's tube", "Hickman line", "Bier block", "Thomas splint"]
EQUIPMENT = ["SonoSite PX", "GlideScope", "C-MAC video laryngoscope", "Alaris GP pump", "LUCAS 3 device",
             "Zoll R Series", "Philips IntelliVue MX450", "Hudson RCI mask", "Bair Hugger", "i-gel size 4",
             "Arrow 7Fr triple-lumen CVC", "Vygon Leadercath", "Level 1 rapid infuser", "Optiflow", "Airvo 2",
             "Spectralink 8440", "Vocera badge", "BD Nexiva 20G", "Dell Latitude 5440", "Lenovo ThinkCentre M70q",
             "3M Aura 1863+", "3M 1860", "Alpha Solway 3030V", "iPad Air (5th gen)"]
PROCS = ["central venous catheter insertion", "arterial line", "lumbar puncture", "chest drain (Seldinger)",
         "ascitic drain", "knee aspiration", "DC cardioversion", "rapid sequence induction", "femoral nerve block",
         "fascia iliaca block", "pleural tap", "NG tube placement", "suprapubic catheter change", "shoulder reduction",
         "hip hemiarthroplasty", "laparoscopic appendicectomy", "incision and drainage of abscess", "CT head review",
         "ultrasound-guided cannulation", "endotracheal intubation", "bone marrow aspirate", "paracentesis",
         "thoracentesis", "epidural", "spinal anaesthetic", "ED thoracotomy (observed)", "wound closure, layered",
         "manipulation of distal radius fracture", "tracheostomy change", "temporary pacing wire"]
DIAGNOSES = ["community-acquired pneumonia", "NSTEMI", "DKA", "upper GI bleed", "sepsis of unknown source",
             "acute kidney injury stage 3", "decompensated alcohol-related liver disease", "PE with RV strain",
             "exacerbation of COPD", "fractured neck of femur", "acute pancreatitis", "hyperkalaemia", "status epilepticus",
             "anaphylaxis", "small bowel obstruction", "acute appendicitis", "urosepsis", "hypoglycaemia",
             "new AF with fast ventricular response", "delirium", "overdose (paracetamol)", "cellulitis",
             "subarachnoid haemorrhage", "pyelonephritis", "massive PPH"]
CODES = ["ICD-10 J18.9", "ICD-10 I21.4", "ICD-10 E10.1", "OPCS W37.1", "CPT 36556", "CPT 32554", "SNOMED 233604007",
         "ICD-10 K92.2", "CPT 31500", "OPCS X29.2", "DRG 193", "ICD-10 N17.9"]


PROC_EQUIP = [("Central venous catheter insertion", "Arrow 7Fr triple-lumen CVC under SonoSite PX guidance"),
              ("Endotracheal intubation", "C-MAC video laryngoscope"), ("Rapid sequence induction", "GlideScope"),
              ("Arterial line", "Vygon Leadercath"), ("Chest drain (Seldinger)", "SonoSite PX marking"),
              ("Ultrasound-guided cannulation", "BD Nexiva 20G"), ("Fascia iliaca block", "SonoSite PX"),
              ("Mechanical CPR", "LUCAS 3 device"), ("DC cardioversion", "Zoll R Series, 150 J biphasic"),
              ("Massive transfusion", "Level 1 rapid infuser"), ("High-flow nasal oxygen", "Airvo 2"),
              ("Supraglottic airway", "i-gel size 4"), ("Lumbar puncture", "22G Whitacre needle")]
DX_CODES = [("community-acquired pneumonia", "ICD-10 J18.9"), ("NSTEMI", "ICD-10 I21.4"), ("DKA", "ICD-10 E10.1"),
            ("upper GI bleed", "ICD-10 K92.2"), ("acute kidney injury stage 3", "ICD-10 N17.9"),
            ("fractured neck of femur", "ICD-10 S72.0"), ("acute pancreatitis", "ICD-10 K85.9"), ("sepsis", "ICD-10 A41.9"),
            ("pulmonary embolism", "ICD-10 I26.9"), ("COPD exacerbation", "ICD-10 J44.1"), ("delirium", "ICD-10 F05.9")]


def clin_line(rng):
    """A short clinical sentence dense with non-PHI look-alikes."""
    k = rng.randrange(6)
    if k == 0:
        return "%s; %s; %s." % (rng.choice(VITALS), rng.choice(LABS), rng.choice(SCORES))
    if k == 1:
        return "Started %s and %s." % (rng.choice(DRUGS), rng.choice(DRUGS))
    if k == 2:
        pr, eq = rng.choice(PROC_EQUIP)
        return "%s with %s, %s." % (pr, eq, rng.choice(["no complications", "first pass", "two attempts", "under direct supervision"]))
    if k == 3:
        dx, cd = rng.choice(DX_CODES)
        return "Impression: %s (%s); %s." % (dx, cd, rng.choice(LABS))
    if k == 4:
        return "Query %s vs %s; %s noted." % (rng.choice(DIAGNOSES), rng.choice(DIAGNOSES), rng.choice(EPONYMS))
    return "%s, %s, escalated to %s." % (rng.choice(VITALS), rng.choice(SCORES), rng.choice(["registrar", "ICU outreach", "the on-call consultant", "the rapid response team", "the senior resident", "CCOT"]))


def patient_ref(n, ctx, rich=False, child=False):
    """Mention of a patient; returns the Person."""
    rng = n.rng
    c = n.c
    p = ctx.person("PATIENT")
    age = rng.randint(18, 97) if not child else rng.randint(1, 16)
    sx = p.sex
    k = rng.randrange(10 if rich else 5)
    if k == 0:
        n.w("pt ", (p.init(rng.random() < 0.5), "PATIENT"), ", ", (str(age), "AGE"), sx)
    elif k == 1:
        n.w((str(age), "AGE"), rng.choice(["yo ", "-year-old ", " yo ", "y "]), "patient ", (p.init(True), "PATIENT"))
    elif k == 2:
        n.w(art_num(age), " ", (str(age), "AGE"), "-year-old ", ("boy" if sx == "M" else "girl") if child else ("man" if sx == "M" else "woman"),
            " (MRN ", (C.mrn(rng, c), "MRN"), ")")
    elif k == 3:
        n.w("patient ", (p.init(), "PATIENT"), " (", (str(age), "AGE"), " ", sx, ", bed ", (str(rng.randint(1, 30)), "LOCATION_OTHER"), ")")
    elif k == 4:
        n.w((str(age), "AGE"), sx, " in bay ", (str(rng.randint(1, 8)), "LOCATION_OTHER"))
    elif k == 5:
        job = rng.choice(P.PROFESSIONS) if not child else "school pupil"
        n.w(p.t() + " ", (p.last, "PATIENT"), ", ", (str(age), "AGE"), ", ", rng.choice(["", "works as "]) + art(job) + " ", (job, "PROFESSION"))
    elif k == 6:
        n.w((p.first + " " + p.last[0] + ".", "PATIENT"), " (", (str(age), "AGE"), ")")
    elif k == 8:
        n.w(("Mrs " if sx == "F" else "Mr ") if rng.random() < 0.5 else "", (p.full(), "PATIENT"), ", aged ", (words(age), "AGE"))
    elif k == 9:
        nick = rng.choice(["Bert", "Mags", "Jimmy", "Dot", "Paddy", "Sal", "Bill", "Peggy"])
        n.w((p.first + " " + p.last, "PATIENT"), " (prefers ", (nick, "PATIENT"), "), ", (str(age), "AGE"), " y/o")
    elif k == 7:
        n.w((p.last.upper() + ", " + p.first, "PATIENT"), ", DOB ")
        D(n, C.dob(rng, age, ctx.d0), "num")
    return p
