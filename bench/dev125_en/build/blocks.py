"""Note context (consistent invented PHI per note) and shared building blocks, incl. hard negatives."""
import datetime as dt

from phi import *  # noqa: F401,F403
from phi import R, ch, p, ri, m, COUNTRY

RELATIONS = ["wife", "husband", "partner", "mother", "father", "daughter", "son", "sister", "brother", "friend",
             "roommate", "neighbour", "neighbor", "boyfriend", "girlfriend", "grandmother", "aunt", "uncle",
             "niece", "cousin", "landlord", "stepfather", "foster mother", "fiancée", "ex-husband", "coworker"]
REL_SEX = {"wife": "F", "husband": "M", "mother": "F", "father": "M", "daughter": "F", "son": "M", "sister": "F",
           "brother": "M", "boyfriend": "M", "girlfriend": "F", "grandmother": "F", "aunt": "F", "uncle": "M",
           "niece": "F", "landlord": None, "stepfather": "M", "foster mother": "F", "fiancée": "F", "ex-husband": "M"}


class Ctx:
    def __init__(self, genre, country):
        self.genre, self.country = genre, country
        self.CA = country == "CA"
        COUNTRY[0] = country
        self.state_name, self.state_abbr = ch(CA_PROVS if self.CA else US_STATES)
        self.city = city_name()
        self.zip = zipcode(country)
        self.street = street()
        self.hosp = hospital_name(self.city)
        self.hosp2 = hospital_name()
        self.pt = Person()
        self.sex = self.pt.sex
        r = R.random()
        self.age = ri(0, 17) if r < 0.1 else (ri(90, 104) if r < 0.16 else ri(18, 89))
        self.visit = rand_date()
        self.dob = dt.date.fromordinal(self.visit.toordinal() - int(self.age * 365.25) - ri(1, 360))
        self.mrn = mrn()
        self.acct = account()
        self.phone = phone()
        self.employer = employer_name()
        self.prof = ch(PROFESSIONS)
        self.insurer = ch(INSURERS)
        self.staff = {}
        self.rels = []

    # -- people
    def s(self, role, i=0):
        k = (role, i)
        if k not in self.staff:
            self.staff[k] = Person(role=role)
        return self.staff[k]

    def rel(self, i=0):
        while len(self.rels) <= i:
            r = ch(RELATIONS)
            self.rels.append((r, Person(sex=REL_SEX.get(r))))
        return self.rels[i]

    def relm(self, i=0, form=None):
        r, P = self.rel(i)
        f = form or ch(["full", "first", "first", "titlefull", "fi", "full"])
        return r, pname(P, f, "FAMILY")

    def P(self, form=None):
        return pname(self.pt, form)

    def Pn(self):
        """Patient referred to in running narrative."""
        return ch([self.P("title"), self.P("first"), self.P("title"), self.P("full"), "the patient", "pt", self.P("fi")])

    def heshe(self):
        return "she" if self.sex == "F" else "he"

    def his(self):
        return "her" if self.sex == "F" else "his"

    def sexw(self):
        return ch(["female", "woman", "F"]) if self.sex == "F" else ch(["male", "man", "M"])

    def A(self, style=None):
        return age(self.age, style, self.sex)

    def date(self, style=None, delta=0):
        return D(self.visit + dt.timedelta(days=delta), style, self)

    def dobm(self):
        return D(self.dob, "full", self)

    def state(self, full=None):
        full = p(0.4) if full is None else full
        return m("STATE", self.state_name if full else self.state_abbr)

    def countrym(self):
        return m("COUNTRY", ch(CA_COUNTRY_FORMS if self.CA else US_COUNTRY_FORMS))

    def addr(self, style=None):
        st = style or ch(["line", "line", "two", "nocountry", "withcountry"])
        a = f"{m('STREET', self.street)}, {m('CITY', self.city)}, {self.state(False)} {m('ZIP', self.zip)}"
        if st == "two":
            return f"{m('STREET', self.street)}\n{m('CITY', self.city)}, {self.state(p(0.3))}  {m('ZIP', self.zip)}"
        if st == "withcountry":
            return a + ", " + self.countrym()
        if st == "nocountry":
            return f"{m('STREET', self.street)} in {m('CITY', self.city)}"
        return a

    def H(self, other=False):
        return m("HOSPITAL", self.hosp2 if other else self.hosp)

    def ssn(self):
        return m("SSN", ssn(self.country))

    def hp(self):
        return m("HEALTHPLAN", healthplan(self.country))

    def hp_label(self):
        if self.CA:
            return ch(["Health card", "Health Card #", "PHN", "HCN", "Provincial health no."])
        return ch(["Member ID", "Member #", "Policy #", "Subscriber ID", "Medicaid ID", "Ins ID"])

    def idlabel_ssn(self):
        return ch(["SIN", "SIN #", "Social insurance no."]) if self.CA else ch(["SSN", "SSN:", "Social Security #"])

    def temp(self):
        if self.CA or p(0.4):
            return f"T {ch(['36.', '37.', '38.', '39.', '35.'])}{ri(0, 9)} C"
        return f"T {ri(96, 103)}.{ri(0, 9)} F"


# ---------------------------------------------------------------- hard negatives
def time_():
    h, mi = ri(0, 23), ri(0, 59)
    return ch([f"{h:02d}:{mi:02d}", f"{h:02d}{mi:02d}", f"{h}:{mi:02d}", f"{h:02d}:{mi:02d} h"])


def clock():
    h, mi = ri(0, 23), ri(0, 59)
    return f"{h:02d}:{mi:02d}"


def vitals(c, style=None):
    sbp = ri(78, 212)
    dbp = ri(40, min(128, sbp - 20))
    parts = [f"BP {sbp}/{dbp}", f"HR {ri(42, 164)}", f"RR {ri(10, 36)}", c.temp(), f"SpO2 {ri(82, 100)}% {ch(['RA', 'on 2L NC', 'on NRB', 'room air', 'on 4 L'])}"]
    if p(0.5):
        parts.append(f"glucose {ri(3, 25)}.{ri(0, 9)} mmol/L" if c.CA else f"POC glucose {ri(48, 480)} mg/dL")
    if p(0.4):
        parts.append(f"wt {ri(8, 140)} kg")
    if p(0.4):
        parts.append(f"pain {ri(0, 10)}/10")
    if style == "lines":
        return "\n".join(parts)
    return ch([", ", "; ", " | ", "  "]).join(parts)


def lab(name=None):
    n, u, lo, hi, dp = ch(LABS) if name is None else name
    v = R.uniform(lo, hi)
    vs = f"{v:.{dp}f}" if dp else f"{int(v)}"
    return f"{n} {vs}" + (f" {u}" if u else "")


def labs(k=None):
    k = k or ri(3, 8)
    return ", ".join(lab() for _ in range(k))


DRUG_DOSES = ["ondansetron 4 mg IV", "ondansetron 8 mg ODT", "ketorolac 15 mg IV", "ketorolac 30 mg IM", "morphine 4 mg IV",
              "morphine 0.1 mg/kg IV", "hydromorphone 0.5 mg IV", "fentanyl 50 mcg IV", "fentanyl 1 mcg/kg IN",
              "acetaminophen 1000 mg PO", "acetaminophen 650 mg PR", "ibuprofen 600 mg PO", "ibuprofen 10 mg/kg PO",
              "metoclopramide 10 mg IV", "prochlorperazine 10 mg IV", "diphenhydramine 25 mg IV", "lorazepam 2 mg IV",
              "lorazepam 1 mg SL", "midazolam 5 mg IM", "midazolam 10 mg IM", "haloperidol 5 mg IM", "olanzapine 10 mg IM",
              "ketamine 4 mg/kg IM", "ketamine 1.5 mg/kg IV", "propofol 1 mg/kg IV", "etomidate 0.3 mg/kg IV",
              "rocuronium 1.2 mg/kg IV", "succinylcholine 1.5 mg/kg IV", "naloxone 0.4 mg IV", "naloxone 4 mg IN",
              "naloxone 2 mg IM", "N-acetylcysteine 150 mg/kg IV over 1 h", "activated charcoal 50 g PO",
              "sodium bicarbonate 100 mEq IV", "calcium gluconate 3 g IV", "insulin regular 10 units IV", "D50 25 g IV",
              "potassium chloride 40 mEq PO", "magnesium sulfate 2 g IV", "ceftriaxone 2 g IV", "vancomycin 25 mg/kg IV",
              "piperacillin-tazobactam 4.5 g IV", "azithromycin 500 mg PO", "cephalexin 500 mg PO QID",
              "amoxicillin-clavulanate 875 mg PO BID", "doxycycline 100 mg PO BID", "nitrofurantoin 100 mg PO BID",
              "Tdap 0.5 mL IM", "aspirin 324 mg chewed", "aspirin 81 mg daily", "clopidogrel 600 mg PO", "heparin 5000 units IV bolus",
              "enoxaparin 1 mg/kg SC", "alteplase 0.9 mg/kg IV", "tenecteplase 0.25 mg/kg IV", "nitroglycerin 0.4 mg SL",
              "metoprolol 5 mg IV", "diltiazem 15 mg IV", "amiodarone 150 mg IV over 10 min", "adenosine 6 mg IV push",
              "epinephrine 0.5 mg IM", "epinephrine 1 mg IV q3-5min", "norepinephrine 0.05 mcg/kg/min", "albuterol 5 mg neb",
              "ipratropium 0.5 mg neb", "methylprednisolone 125 mg IV", "prednisone 50 mg PO", "dexamethasone 10 mg IV",
              "famotidine 20 mg IV", "pantoprazole 40 mg IV", "lidocaine 1% with epinephrine 5 mL", "bupivacaine 0.25% 10 mL",
              "tranexamic acid 1 g IV", "fomepizole 15 mg/kg IV", "atropine 1 mg IV", "glucagon 5 mg IV", "octreotide 50 mcg IV",
              "cyproheptadine 12 mg PO", "physostigmine 1 mg IV slow", "levetiracetam 60 mg/kg IV", "fosphenytoin 20 mg PE/kg IV",
              "phenobarbital 10 mg/kg IV", "thiamine 100 mg IV", "folic acid 1 mg PO", "normal saline 1 L bolus",
              "lactated Ringer's 30 mL/kg", "apixaban 5 mg BID", "rivaroxaban 20 mg daily", "warfarin 5 mg daily",
              "metformin 1000 mg BID", "lisinopril 20 mg daily", "amlodipine 10 mg daily", "atorvastatin 40 mg nightly",
              "sertraline 100 mg daily", "fluoxetine 20 mg daily", "quetiapine 50 mg qhs", "lithium 300 mg TID",
              "bupropion 150 mg XL daily", "trazodone 50 mg qhs", "buprenorphine-naloxone 8 mg/2 mg SL", "methadone 80 mg daily",
              "gabapentin 300 mg TID", "oxycodone 5 mg q4h PRN", "levothyroxine 75 mcg daily", "furosemide 40 mg IV",
              "hydrochlorothiazide 25 mg daily", "insulin glargine 22 units qhs", "salbutamol 2 puffs q4h PRN"]


HOME_RX = [d for d in DRUG_DOSES if any(w in d for w in ("daily", "BID", "TID", "QID", "qhs", "nightly", "PRN", "SL"))]
ACUTE_RX = [d for d in DRUG_DOSES if d not in HOME_RX]


def drug_dose(home=False):
    return ch(HOME_RX if home else ACUTE_RX)


def times(k):
    """k increasing clock times (hh:mm) within one shift."""
    t = ri(0, 23 * 60 - 30 * k)
    out = []
    for _ in range(k):
        out.append(f"{t // 60:02d}:{t % 60:02d}")
        t += ri(3, 25)
    return out


def meds(k=None, home=False):
    k = k or ri(2, 5)
    return ", ".join(R.sample(HOME_RX if home else ACUTE_RX, k))


def score():
    g = ri(3, 15)
    return ch(SCORES).format(g=g, e=ri(1, 4), v=ri(1, 5), m=ri(1, 6), n=ri(0, 24), s=ri(0, 10), q=ri(0, 5),
                             c=ri(0, 27), p=ri(0, 10), st=ri(0, 5), r=ri(-4, 3), si=f"{R.uniform(0.5, 1.6):.1f}")


def eponym():
    return ch(EPONYMS)


def icd():
    return ch(ICD)


NEG_SENT = [
    "Will reassess after analgesia.", "Patient will follow up with family doctor.", "Brown emesis x2, no hematemesis.",
    "Kidney stone on prior imaging per patient.", "Rose from stretcher without assistance.", "Young adult, appears stated age.",
    "Long-standing history of migraine.", "Short of breath with exertion.", "Mark margins of erythema with skin marker.",
    "Hope to avoid admission if tolerating PO.", "Green sputum for 3 days.", "Black tarry stool denied.",
    "White count trending down.", "No frostbite; mild frostnip to fingertips.", "Fell down a hill while sledding per EMS.",
    "Stone-free on bedside ultrasound.", "Cross-table lateral obtained.", "Field block performed with lidocaine 1%.",
    "Page sent to on-call surgery.", "Price of medication discussed; generic ordered.", "Bell's palsy excluded, forehead involved.",
    "Grant of leave from hospital not applicable.", "Little improvement after first nebulizer.", "Strong radial pulses bilaterally.",
    "Sharp, pleuritic pain.", "Reports a bird in the house; no psittacosis exposure.", "Day 3 of symptoms.",
    "Hardy, well-appearing toddler.", "Swift improvement after glucagon.", "Noble gas exposure denied at work.",
    "Banks of IV pumps checked.", "Church attendance declined due to illness.", "Will bill as level 4 visit.",
    "Frank blood noted in urine.", "Rich diet history not obtained.", "May return to work in 2 days.",
    "Walker at baseline.", "Cook-Chill food source suspected.", "Baker's cyst not appreciated.",
    "Wells criteria low risk.", "Reed-Sternberg not relevant here.", "Sunny-side eggs at lunch, no raw food.",
    "Pearl-like papule on nose noted incidentally.", "Faith-based objection to blood products discussed and documented.",
    "Grace period for prescription refill explained.", "Love handles area injection site clean.", "King airway removed on arrival.",
    "Salt marsh exposure while fishing; no wounds.", "Parks at the end of the lot, walked in.", "Joy-riding mechanism per police.",
    "Hunter-type hook laceration of thumb.", "Mason jar laceration to palm.", "Fisher grade not applicable, no SAH.",
    "Price-per-dose not a barrier.", "Day shift handed over at 0700.",
]


def neg_sentence():
    return ch(NEG_SENT)


EXAM = ["Lungs clear bilaterally.", "Heart RRR, no murmur.", "Abdomen soft, non-tender, no guarding.", "No CVA tenderness.",
        "Pupils 3 mm, equal and reactive.", "No C-spine midline tenderness.", "Moves all four limbs.", "Cap refill < 2 sec.",
        "Diaphoretic, pale.", "Skin warm and dry.", "Mucous membranes dry.", "Alert and oriented x3.", "No focal deficits.",
        "Negative Murphy's sign.", "Positive McBurney's point tenderness.", "Trachea midline, no JVD.",
        "Pelvis stable to compression.", "FAST negative.", "E-FAST positive RUQ.", "Tympanic membranes normal.",
        "Laceration 3.5 cm, linear, clean edges.", "Compartments soft.", "2+ pulses distally.", "Wheeze bilaterally.",
        "Nystagmus horizontal, fatigable.", "Tone normal, reflexes 2+ symmetric.", "Babinski downgoing bilaterally."]


def exam(k=None):
    k = k or ri(3, 7)
    return " ".join(R.sample(EXAM, k))


def negs(k=None):
    """Mixed hard-negative sentence(s)."""
    k = k or ri(2, 4)
    out = []
    for _ in range(k):
        t = ri(0, 7)
        if t == 0:
            out.append(f"Labs: {labs()}.")
        elif t == 1:
            out.append(f"Given {meds(ri(1, 3))} at {time_()}.")
        elif t == 2:
            out.append(f"{score()}. {ch(['Considered', 'Documented', 'Ruled out clinically:', 'Assessed for'])} {eponym()}.")
        elif t == 3:
            out.append(neg_sentence())
        elif t == 4:
            out.append(f"Dx code {icd()}.")
        elif t == 5:
            out.append(f"Repeat vitals at {clock()}: {vitals_short()}.")
        elif t == 6:
            out.append(exam(ri(1, 3)))
        else:
            out.append(f"{score()}. {neg_sentence()}")
    return " ".join(out)


def vitals_short():
    return f"HR {ri(50, 140)}, BP {ri(90, 180)}/{ri(50, 100)}, SpO2 {ri(88, 100)}%"


# ---------------------------------------------------------------- shared PHI sections
def social(c):
    bits = []
    pf = ch(PROFESSION_PHRASES)
    art = "an" if c.prof[0] in "aeiou" else "a"
    prof = m("PROFESSION", c.prof)
    if "{P}" in pf:
        bits.append(pf.replace("{P}", prof) + ".")
    else:
        bits.append(("Pt " if not pf[0].isupper() else "") + pf.format(p=prof, art=art) + ".")
    if p(0.6):
        bits.append(ch(["Employer: ", "Works at ", "Employed by ", "Job at "]) + m("ORGANIZATION", c.employer) + ".")
    r = ri(0, 4)
    if r == 0:
        bits.append(f"Lives with {c.relm()[0]} " + c.relm()[1] + ".")
    elif r == 1:
        rel, nm = c.relm()
        bits.append(f"Lives alone; {rel} {nm} checks in daily.")
    elif r == 2:
        bits.append(f"Lives at {m('STREET', c.street)} with two roommates.")
    elif r == 3:
        bits.append(f"Resides at {m('HOSPITAL', carehome_name())}.")
    else:
        bits.append("Housing unstable, staying in a shelter.")
    if p(0.2):
        rel2, nm2 = c.relm(1)
        bits.append(f"{c.his().capitalize()} {rel2} {nm2} is a {m('PROFESSION', ch(PROFESSIONS))}.")
    if p(0.25):
        who = ch(["Father", "Mother", "Brother", "Sister", "Grandfather"])
        bits.append(ch([f"FHx: {who} died at {m('AGE', str(ri(38, 96)))} of MI.", f"{who} had a stroke at age {m('AGE', str(ri(40, 90)))}.",
                        f"{who}, aged {m('AGE', words(ri(50, 99)))}, has dementia.", f"Son, age {m('AGE', str(ri(2, 30)))}, lives with pt."]))
    bits.append(ch(["Smokes 1 ppd.", "Never smoker.", "Vapes daily.", "EtOH 6-8 beers/day.", "Denies drug use.",
                    "Cannabis nightly.", "Former smoker, quit in " + c.date("y", -ri(400, 4000)) + "."]))
    if p(0.35):
        bits.append(f"Born in {m('COUNTRY', country_other())}, moved to {c.countrym()} in {c.date('y', -ri(800, 9000))}.")
    elif p(0.3):
        bits.append(f"Recently returned from {m('COUNTRY', country_other())} on {c.date('short', -ri(3, 20))}.")
    return " ".join(bits)


def contact_line(c, i=0):
    rel, nm = c.relm(i)
    ph = m("PHONE", phone())
    return ch([f"Emergency contact: {nm} ({rel}) {ph}", f"Contact: {rel} {nm}, tel {ph}",
               f"NOK: {nm} ({rel}), cell {ph}", f"{rel.capitalize()} {nm} can be reached at {ph}."])


def demo_block(c):
    lines = [f"Patient: {c.P(ch(['LF', 'lf', 'full', 'UP']))}", f"DOB: {c.dobm()}", f"Age/Sex: {m('AGE', str(c.age))}/{c.sex}",
             f"MRN: {m('MRN', c.mrn)}"]
    if p(0.7):
        lines.append(f"{ch(['Acct', 'Encounter #', 'Visit #', 'FIN', 'CSN'])}: {m('ACCOUNT', c.acct)}")
    if p(0.55):
        lines.append(f"Address: {c.addr('line')}")
    if p(0.45):
        lines.append(f"Phone: {m('PHONE', c.phone)}")
    if not c.CA and p(0.3):
        lines.append(f"{c.idlabel_ssn()} {c.ssn()}")
    if p(0.08):
        lines.append(f"Palm-vein ID: {m('BIOID', bioid())}")
    if p(0.35):
        ins = ("Insurance: " + m("ORGANIZATION", c.insurer) + ", ") if not c.CA else ""
        lines.append(f"{ins}{c.hp_label()} {c.hp()}")
    return "\n".join(lines)


def sign(c, role="md", label=None, i=0):
    P = c.s(role, i)
    lab = label or ch(["Electronically signed by", "Signed:", "Signed by", "Attested by", "Authenticated by"])
    t = f"{clock()}" if p(0.6) else ""
    s = f"{lab} {doc(P, role=role)} on {c.date(ch(['mdy', 'iso', 'long', 'mdy1']))}" + (f" {t}" if t else "")
    if p(0.35):
        s += f" (user {user(P)})"
    return s


def transcription(c):
    a, b = c.s("md"), Person()
    x = a.first[0] + a.last[0]
    y = (b.first[0] + b.last[0]).lower()
    return (f"DD: {c.date('mdy')} {clock()}  DT: {c.date('mdy', 1)} {clock()}\n"
            f"{m('DOCTOR', x)}/{m('DOCTOR', y)}  Job {m('IDNUM', idnum('order'))}")
