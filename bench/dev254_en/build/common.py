"""Case (one patient's consistent details) plus shared header, patient-block and footer pieces."""
import pools as P


class Case:
    def __init__(self, g, c, sex=None, age_lo=36, age_hi=86):
        self.c = c
        self.pt = g.person(sex or ("F" if g.ch(0.95) else "M"))
        self.visit = g.date(2020, 2025)
        self.age = g.r.randint(age_lo, age_hi)
        self.dob = g.dob(self.age, self.visit)
        v, b = self.visit, self.dob
        self.age = v.year - b.year - ((v.month, v.day) < (b.month, b.day))
        self.street = g.street(c)
        self.addr = g.address(c, street=self.street)
        self.phone = g.phone(c, 0)
        self.mrn = g.mrn(c)
        self.nhs = g.nhs() if c == "UK" else None
        self.plan = g.plan(c)
        self.ssn = g.ssn(c)
        self.hosp = g.hospital(c)
        self.unit = g.hospital(c, "screen")
        self.hosp_addr = g.address(c)
        self.gp = g.person()
        self.practice = g.hospital(c, "gp")
        self.rad = g.person()
        self.rad2 = g.person()
        self.surg = g.person()
        self.path = g.person()
        self.cns = g.person("F" if g.ch(0.85) else "M")
        self.radiog = g.person("F")
        self.partner = g.person("M" if self.pt["sex"] == "F" and g.ch(0.85) else "F")
        self.daughter = g.person("F")
        self.job = g.pick(P.PROFESSIONS)
        self.insurer = (g.pick({"UK": P.INSURERS_UK, "AU": P.INSURERS_AU, "US": P.INSURERS_US}[c]),
                        "ORGANIZATION")
        self.side = g.pick(("left", "right"))
        self.clock = g.r.randint(1, 12)


def letterhead(n, g, k):
    c = k.c
    n.f("{h}\n", h=k.hosp if g.ch(0.6) else k.unit)
    if g.ch(0.5):
        n.t(g.pick(("Breast Imaging Department\n", "Department of Breast Surgery\n", "Breast Care Centre\n",
                    "Symptomatic & Screening Breast Service\n", "Women's Imaging\n")))
    if g.ch(0.75):
        n.f("{a}\n", a=g.address(c))
    bits = []
    if g.ch(0.8):
        bits.append(["Tel: " if g.ch(0.6) else "Ph ", (g.phone(c, 0.15), "PHONE")])
    if g.ch(0.55):
        bits.append(["Fax: " if g.ch(0.6) else "F: ", (g.phone(c, 0), "FAX")])
    if g.ch(0.35):
        bits.append(["Email: ", g.email()])
    if g.ch(0.25):
        bits.append(["Web: ", g.url()])
    for i, b in enumerate(bits):
        n.v(b)
        n.t(" | " if i < len(bits) - 1 and g.ch(0.5) else "\n" if i == len(bits) - 1 else "   ")
    n.t("\n")


def ptblock(n, g, k, full=True):
    c, pt = k.c, k.pt
    st = g.r.randrange(4)
    sx = "F" if pt["sex"] == "F" else "M"
    if st == 0:
        n.f("Patient: {nm}\nDOB: {dob} (Age {age})\n", nm=g.full(pt, "PATIENT", g.pick(("gs", "SG", "gms"))),
            dob=g.d(k.dob, c, "dd/mm/Y" if c != "US" else "%m/%d/%Y"), age=g.age(k.age, 0))
    elif st == 1:
        n.f("{nm}  |  DOB {dob}  |  {age}{sx}\n", nm=g.full(pt, "PATIENT", "SG"), dob=g.d(k.dob, c),
            age=g.age(k.age, 0), sx=sx)
    elif st == 2:
        n.f("NAME: {nm}    D.O.B.: {dob}    AGE: {age}y    SEX: {sx}\n",
            nm=g.full(pt, "PATIENT", g.pick(("SG", "sg"))), dob=g.d(k.dob, c), age=g.age(k.age, 0), sx=sx)
    else:
        n.f("Re: {nm}, born {dob}\n", nm=[g.pick(("Mrs ", "Ms ", "Mr ", "")), g.full(pt, "PATIENT", "gs")],
            dob=g.d(k.dob, c, "d B Y" if c != "US" else "B d, Y"))
    ids = []
    if c == "UK":
        ids.append([g.pick(("NHS No: ", "NHS number ", "NHS#: ")), k.nhs])
        ids.append([g.pick(("Hosp No: ", "Hospital no. ", "MRN ", "K-number: ")), k.mrn])
    elif c == "AU":
        ids.append([g.pick(("UR: ", "URN ", "MRN: ")), k.mrn])
        if g.ch(0.6):
            ids.append([g.pick(("Medicare: ", "Medicare No ", "Medicare # ")), k.plan])
    else:
        ids.append([g.pick(("MRN: ", "MRN# ", "Med Rec #: ")), k.mrn])
        if g.ch(0.55):
            ids.append([g.pick(("Acct: ", "Encounter #: ", "FIN: ")), g.account()])
        if g.ch(0.5):
            ids.append(["Ins: ", k.insurer, " Member ID ", k.plan])
        if g.ch(0.3):
            ids.append(["SSN: ", k.ssn])
    if c == "UK" and g.ch(0.08):
        ids.append(["NI No: ", k.ssn])
    if c == "UK" and g.ch(0.12):
        ids.append(["Private policy ", k.plan, " (", k.insurer, ")"])
    for i, b in enumerate(ids):
        n.v(b)
        n.t("\n" if g.ch(0.5) or i == len(ids) - 1 else "   ")
    if full and g.ch(0.7):
        n.f("Address: {a}\n", a=g.address(c, street=k.street))
    if full and g.ch(0.5):
        n.f("{lab}{ph}\n", lab=g.pick(("Tel: ", "Phone (home): ", "Mobile: ", "Contact no. ")),
            ph=(k.phone, "PHONE"))
    if full and g.ch(0.55):
        lab = {"UK": "GP: ", "AU": "GP: ", "US": "PCP: "}[c]
        n.f("{lab}{gp}, {pr}\n", lab=lab, gp=g.titled(k.gp, "DOCTOR", c), pr=k.practice)


def signoff(n, g, k, who, role, when=None, letter=False):
    c = k.c
    st = 3 if letter and g.ch(0.7) else g.r.randrange(3)
    if st == 0:
        n.f("\n{nm}\n{role}\n", nm=g.doc_sig(who, c), role=role)
        if g.ch(0.6):
            n.v(g.license(c))
            n.t("\n")
    elif st == 1:
        n.f("\nElectronically signed by {nm} ({role}) on {d} at {t}\n", nm=g.full(who, "DOCTOR", "gs"),
            role=role, d=g.d(when or k.visit, c), t=g.time())
    elif st == 2:
        n.f("\nReported by: {nm}, {role}", nm=g.titled(who, "DOCTOR", c), role=role)
        if g.ch(0.5):
            n.t(" (")
            n.v(g.license(c))
            n.t(")")
        n.t("\n")
    else:
        n.f("\nYours sincerely,\n\n\n{nm}\n{role}\n", nm=g.doc_sig(who, c), role=role)
    if g.ch(0.3):
        typist = g.person("F")
        n.f("{a}/{b}\n", a=(g.initials(who).upper(), "DOCTOR"), b=(g.initials(typist).lower(), "DOCTOR"))


def audit(n, g, k):
    u = g.person()
    st = g.r.randrange(3)
    if st == 0:
        n.f("\n-- Printed by {u} on {d} {t} from {ip} --\n", u=g.username(u), d=g.d(g.shift(k.visit, 0, 9), k.c, "Y-m-d"),
            t=g.time(), ip=g.ip())
    elif st == 1:
        n.f("\n[Audit] last modified {d} {t} user={u} ws={ip}\n", d=g.d(g.shift(k.visit, 0, 3), k.c),
            t=g.time(), u=g.username(u), ip=g.ip())
    else:
        n.f("\nDoc ref {r} | Page 1 of 1 | generated by {u}\n", r=g.idnum("order"), u=g.username(u))


def cc(n, g, k):
    n.t("\ncc: ")
    n.f("{gp}, {pr}", gp=g.titled(k.gp, "DOCTOR", k.c), pr=k.practice)
    if g.ch(0.6):
        n.f(", {a}", a=g.address(k.c))
    n.t("\n")
    if g.ch(0.5):
        n.f("    {nm} (patient){a}\n", nm=g.titled(k.pt, "PATIENT", k.c),
            a=[", ", ("" + k.street, "STREET")] if g.ch(0.5) else "")
    if g.ch(0.3):
        n.f("    Breast CNS {nm}, {ph}\n", nm=g.full(k.cns, "DOCTOR", "gs"), ph=(g.phone(k.c, 0.3), "PHONE"))


NEG_BITS = (
    "BP 128/76, HR 72, SpO2 98% RA, T 36.7.", "BMI 29.4 kg/m2.", "Hb 128 g/L, WCC 6.2, plt 251.",
    "Allergies: penicillin (rash).", "NKDA.", "Meds: letrozole 2.5 mg OD, amlodipine 5 mg mane.",
    "Tamoxifen 20 mg daily since starting endocrine tx.", "Anastrozole 1 mg od, calcium/vit D BD.",
    "Ex-smoker, 10 pack-years. Alcohol 6 units/wk.", "HRT (Evorel 50) stopped 2 yrs ago.",
    "PMH: T2DM (HbA1c 52 mmol/mol), HTN, hypothyroidism on levothyroxine 75 mcg.",
    "Parity G2P2. OCP for ~10 years.", "ECOG PS 0.", "WHO PS 1.", "eGFR >90.",
    "Pain 2/10 on VAS.", "No B symptoms.", "Previous Caesarean x2.", "No nipple discharge.",
    "Mondor's disease excluded.", "No peau d'orange.", "Cooper's ligaments intact.",
    "Paget's disease of the nipple not suspected clinically.", "Clexane 40 mg SC od for 7 days.",
    "Co-codamol 30/500 2 tabs QDS PRN.", "Paracetamol 1 g QDS, ibuprofen 400 mg TDS with food.",
    "Apixaban held 48 h pre-op per protocol.", "INR 1.0.", "CRP <5.", "Ca 2.38, alk phos 84.",
)
