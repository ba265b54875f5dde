"""Shared blocks for dev224_en notes: author styles, headers, id blocks, signatures, footers."""
import fake as F
import pools as P

DFMTS = ["dmy", "dmy", "dmy", "dmy2", "d_mon_y", "dth_month_y", "d_month_y", "dot", "D_MON_Y",
         "d_mon_y_dash", "iso", "dmy_nz", "dash"]


class Style:
    def __init__(self, rng):
        self.dfmt = rng.choice(DFMTS)
        self.dshort = rng.choice(["d_m", "wk_dm", "dth_month", "d_month", "d_m"])
        self.caps = rng.random() < 0.45
        self.terse = rng.random() < 0.5
        self.typo = rng.choice([0, 0, 0, 0.02, 0.03, 0.05])
        self.pform = rng.choice(["title_last", "first", "full", "title_last", "last"])
        self.sig = rng.randrange(5)
        self.ids = rng.randrange(4)
        self.bullet = rng.choice(["- ", "* ", "• ", "", "- "])
        self.rule = rng.choice(["", "-" * 40, "=" * 32, "_" * 36, ""])
        self.mdy = rng.random() < 0.06


def H(d, st, s, nl=True):
    if st.caps:
        d.t(s.upper() + ":")
    else:
        d.t(s + ":")
    if nl:
        d.nl()
    else:
        d.t(" ")


def DT(rng, st, date, short=False):
    if short:
        return F.D(date, st.dshort)
    if st.mdy and rng.random() < 0.5:
        return F.D(date, "mdy")
    if rng.random() < 0.12:
        return F.D(date, rng.choice(F.DATE_FULL))
    return F.D(date, st.dfmt)


def PT(rng, c, st, forms=None):
    """A body mention of the patient."""
    forms = forms or [st.pform] * 4 + ["title_last", "first", "initials", "full", "last"]
    f = rng.choice(forms)
    if f == "last":
        return [c.pt.title + " ", (c.pt.last, "PATIENT")]
    return F.N(c.pt, f)


def AGE_SEX(rng, c):
    sx = c.sex
    k = rng.randrange(8)
    if k == 0:
        return [F.A(c.age), sx]
    if k == 1:
        return [F.A(c.age), " " + sx]
    if k == 2:
        return [F.A(c.age), "yo " + ("man" if sx == "M" else "woman")]
    if k == 3:
        return [F.A(c.age), "-year-old " + ("man" if sx == "M" else "woman")]
    if k == 4:
        return [F.A(c.age), " y/o " + sx]
    if k == 5:
        return [F.A(c.age), " yr old " + ("gentleman" if sx == "M" else "lady")]
    if k == 6:
        return [F.A(c.age, True), "-year-old " + ("gentleman" if sx == "M" else "lady")]
    return [F.A(c.age), "yrs, " + ("male" if sx == "M" else "female")]


def ID_BLOCK(d, rng, c, st, hosp=True, addr=True, ward=False, extra=True):
    pt = c.pt
    s = st.ids
    if s == 0:
        d.w("Name: {n}    DOB: {dob} ({a}y)    {mlab}: {mrn}", n=F.N(pt, "caps"), dob=DT(rng, st, c.dob),
            a=F.A(c.age), mlab=rng.choice(["MRN", "Hosp No", "Hospital No.", "Unit No"]), mrn=(c.mrn, "MRN"))
        d.nl()
    elif s == 1:
        d.w("Patient: {n}  ({a}{sx})", n=F.N(pt, rng.choice(["title_full", "full_mid"])), a=F.A(c.age), sx=c.sex)
        d.nl()
        d.w("D.O.B. {dob}   Hosp no. {mrn}", dob=DT(rng, st, c.dob), mrn=(c.mrn, "MRN"))
        d.nl()
    elif s == 2:
        d.t("[ ")
        d.put(F.N(pt, "caps"))
        d.w(" | {mrn} | {dob} | {sx} ]", mrn=(c.mrn, "MRN"), dob=F.D(c.dob, "dmy"), sx=c.sex)
        d.nl()
    else:
        d.w("RE: {n}, DOB {dob}", n=F.N(pt, rng.choice(["full", "title_full", "full_caps"])), dob=DT(rng, st, c.dob))
        d.nl()
        d.w("MRN {mrn}", mrn=(c.mrn, "MRN"))
        d.nl()
    if extra and c.hp and rng.random() < 0.8:
        d.w("{lab}: {v}", lab=c.hp[0], v=(c.hp[1], "HEALTHPLAN"))
        if c.insurer and rng.random() < 0.6:
            d.w("   Insurer: {i} {v}", i=(c.insurer[0], "ORGANIZATION"), v=(c.insurer[1], "HEALTHPLAN"))
        d.nl()
    elif extra and c.insurer and rng.random() < 0.7:
        d.w("Private - {i}, member no. {v}", i=(c.insurer[0], "ORGANIZATION"), v=(c.insurer[1], "HEALTHPLAN"))
        d.nl()
    r = rng.random()
    if extra and r < 0.06:
        d.w("{l}: {v}", l=c.ssn[0], v=(c.ssn[1], "SSN"))
        d.nl()
    elif extra and r < 0.2:
        d.w("{l} {v}", l=rng.choice(["Episode no.", "Encounter:", "Visit ID", "Adm. no."]), v=(c.episode, "ACCOUNT"))
        d.nl()
    elif r > 0.95:
        d.w("Biometric ID: {v}", v=(F.bioid(rng), "BIOID"))
        d.nl()
    if addr:
        d.t("Address: ")
        d.put(F.ADDR(c.addr))
        d.nl()
    if ward:
        d.w("Location: {w}, {b}", w=(c.ward, "HOSPITAL"), b=BED(rng, c))
        d.nl()


def BED(rng, c):
    k = rng.randrange(4)
    if k == 0:
        return ["Bed ", (c.bed, "LOCATION_OTHER")]
    if k == 1:
        return ["Bay ", (c.bay, "LOCATION_OTHER"), " Bed ", (c.bed, "LOCATION_OTHER")]
    if k == 2:
        return ["side room ", (c.room, "LOCATION_OTHER")]
    return ["bed ", (c.bed, "LOCATION_OTHER")]


CREDS = {"consultant": ["MB BCh BAO, MRCPI", "FRCP", "MRCP(UK)", "FRCPI", "MD FRCP(Edin)", ""],
         "registrar": ["SpR", "StR ST5", "MRCPI", "Specialist Registrar", ""],
         "sho": ["SHO", "FY2", "BST", "Intern", ""],
         "gp": ["MICGP", "MRCGP", "GP", ""],
         "slt": ["Senior SLT", "Clinical Specialist SLT", "Speech & Language Therapist", "SLT"],
         "pt": ["Senior Physiotherapist", "MISCP", "Physiotherapist", "Band 6 Physio", "MCSP"],
         "ot": ["Senior OT", "Occupational Therapist", "OT", "Band 7 OT"],
         "psy": ["Principal Clinical Neuropsychologist", "Senior Clinical Psychologist", "DClinPsy, CPsychol"],
         "cns": ["CNS Stroke", "RGN, Stroke CNS", "Stroke Nurse Specialist", "ANP (Stroke)"],
         "nurse": ["RGN", "Staff Nurse", "RN", "CNM2"],
         "rehab_cons": ["Consultant in Rehabilitation Medicine", "FRCP, Consultant RM"],
         "esd": ["ESD Coordinator", "Clinical Lead ESD", "ESD Team Lead"],
         "radiologist": ["FRCR", "Consultant Neuroradiologist", "FFR RCSI"],
         "neurosurg": ["FRCS (SN)", "Consultant Neurosurgeon"],
         "sw": ["Medical Social Worker", "Social Worker"], "diet": ["Senior Dietitian"]}


def SIGN(d, rng, a, st, when=None, role=None, dom=None):
    """Signature block of author person a."""
    role = role or a.role
    cred = rng.choice(CREDS.get(role, [""]))
    d.nl()
    k = st.sig
    if k == 0:
        d.t("Signed: ")
        d.put(F.N(a, "dr_full" if a.title == "Dr" else "full"))
        if cred:
            d.t(", " + cred)
        d.nl()
    elif k == 1:
        d.put(F.N(a, "full"))
        d.nl()
        if cred:
            d.line(cred)
    elif k == 2:
        d.t("Yours sincerely," if rng.random() < 0.3 else "Kind regards,")
        d.nl(3 if rng.random() < 0.5 else 2)
        d.put(F.N(a, rng.choice(["dr_full", "full"]) if a.title == "Dr" else "full"))
        d.nl()
        if cred:
            d.line(cred)
    elif k == 3:
        d.put(F.N(a, "init_last"))
        d.t(" (" + (cred or role.upper()) + ")")
        d.nl()
    else:
        d.t("-- ")
        d.put(F.N(a, "inits"))
        d.t(" " + (cred or ""))
        d.nl()
    if a.reg and rng.random() < 0.55:
        d.w("{lab} {v}", lab=a.reg[0], v=(a.reg[1], "LICENSE"))
        d.nl()
    r = rng.random()
    if r < 0.3 and a.bleep:
        d.w("{b} {v}", b=rng.choice(["Bleep", "bleep", "Pager", "Bl."]), v=(a.bleep, "PHONE"))
        d.nl()
    elif r < 0.5 and a.email:
        d.w("{v}", v=(a.email, "EMAIL"))
        d.nl()
    if when is not None and rng.random() < 0.5:
        d.w("{dt} {tm}", dt=DT(rng, st, when), tm="%02d:%02d" % (rng.randrange(7, 21), rng.randrange(60)))
        d.nl()


def FOOTER(d, rng, c, a, st, date, p=0.3):
    """EPR audit / print footer with username, IP and dates."""
    if rng.random() > p:
        return
    d.nl()
    if st.rule:
        d.line(st.rule)
    k = rng.randrange(4)
    tm = "%02d:%02d" % (rng.randrange(0, 24), rng.randrange(60))
    if k == 0:
        d.w("Electronically signed by {u} on {dt} {tm}", u=(a.user, "USERNAME"), dt=F.D(date, "dmy"), tm=tm)
        d.nl()
    elif k == 1:
        d.w("Printed {dt} {tm} by {u} from {ip} - CONFIDENTIAL", dt=F.D(date, "d_mon_y"), tm=tm,
            u=(a.user, "USERNAME"), ip=(F.ip(rng), "IPADDR"))
        d.nl()
    elif k == 2:
        d.w("Last edited: {u} ({n}) {dt} | ws {ip}", u=(a.user, "USERNAME"), n=F.N(a, "init_last"),
            dt=F.D(date, "iso"), ip=(F.ip(rng), "IPADDR"))
        d.nl()
    else:
        d.w("Doc ID {x} | user {u} | episode {e}", x=(F.digits(rng, 9), "IDNUM"), u=(a.user, "USERNAME"),
            e=(c.episode, "ACCOUNT"))
        d.nl()


def GP_ADDR(d, rng, c, st, lines=True):
    d.put(F.N(c.gp, rng.choice(["dr_full", "dr_init", "dr"])))
    d.nl()
    d.put((c.gp_prac, "HOSPITAL"))
    d.nl()
    d.put(F.ADDR(c.gp_addr, "multi" if lines else "line"))
    d.nl()


def LETTERHEAD(d, rng, c, site, dom, dept, st):
    d.put((site, "HOSPITAL"))
    d.nl()
    d.line(dept)
    a = F.address(rng, c.country)
    d.put(F.ADDR(a))
    d.nl()
    d.w("Tel: {t}", t=(F.phone(rng, c.country), "PHONE"))
    if rng.random() < 0.7:
        d.w("  Fax: {f}", f=(F.phone(rng, c.country), "FAX"))
    d.nl()
    if rng.random() < 0.6:
        d.w("Email: {e}", e=(F.email(rng.choice(["stroke.office", "neurorehab", "strokeservice", "rehab.admin",
                                                  "tia.clinic", "esd.team", "secretary.stroke"]), dom), "EMAIL"))
        if rng.random() < 0.3:
            d.w("   Web: {u}", u=(F.url(rng, dom, rng.choice(["stroke", "services/neurorehab", "patients"])), "URL"))
        d.nl()


def CC(d, rng, c, st, extra=None):
    d.nl()
    d.t("cc: ")
    d.put(F.N(c.gp, rng.choice(["dr_full", "dr"])))
    d.t(", ")
    d.put((c.gp_prac, "HOSPITAL"))
    if rng.random() < 0.5:
        d.t("; Patient (")
        d.put(F.ADDR(c.addr))
        d.t(")")
    if extra:
        d.t("; ")
        d.put(extra)
    d.nl()


def NOK(d, rng, c, st):
    f = c.nok
    d.t("NOK: ")
    d.put(F.N(f, rng.choice(["full", "full", "first", "title_full"])))
    d.w(" ({r}) - {p}", r=f.rel, p=(f.phone, "PHONE"))
    d.nl()


def JOB(rng, c):
    """Occupation pieces."""
    if c.retired:
        return rng.choice([["retired ", (c.job, "PROFESSION")], ["a retired ", (c.job, "PROFESSION")],
                           ["ex-", (c.job, "PROFESSION"), ", retired"]])
    return rng.choice([["works as a ", (c.job, "PROFESSION")],
                       ["works as a ", (c.job, "PROFESSION"), " with ", (c.employer, "ORGANIZATION")],
                       ["employed as a ", (c.job, "PROFESSION"), " at ", (c.employer, "ORGANIZATION")],
                       [(c.job, "PROFESSION"), " (", (c.employer, "ORGANIZATION"), ")"]])


def FAMREF(rng, f, forms=None):
    forms = forms or ["first", "first", "full", "title_last"]
    return F.N(f, rng.choice(forms))


def bullets(d, st, items):
    for it in items:
        d.t(st.bullet)
        d.put(it)
        d.nl()


def TIME(rng, lo=0, hi=24):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.randrange(60))


def ORIGIN(rng, c):
    """Where the patient or family come from: CITY / STATE / COUNTRY / DATE pieces."""
    k = rng.randrange(6)
    yr = F.D(F.plus(c.onset, -rng.randrange(2000, 15000)), "y")
    home = rng.choice(P.COUNTRY_WORDS[c.country])
    if k == 0:
        reg = rng.choice(P.REGION[c.country])
        return ["Grew up in ", (reg, "STATE"), ", moved to ", (c.addr["town"], "CITY"), " in ", yr, ". "]
    if k == 1:
        ab = rng.choice(P.ABROAD)
        return ["Born in ", (ab[2], "COUNTRY"), "; came to ", (home, "COUNTRY"), " in ", yr, ". "]
    if k == 2:
        ab = rng.choice(P.ABROAD)
        f = c.family[-1]
        return [f.rel.capitalize() + " ", (f.first, "FAMILY"), " lives in ", (ab[0], "CITY"), ", ", (ab[1], "STATE"), " - in regular contact. "]
    if k == 3:
        ab = rng.choice(P.ABROAD)
        return ["Worked in ", (ab[2], "COUNTRY"), " for many years, returned ", yr, ". "]
    if k == 4:
        reg = rng.choice(P.REGION[c.country])
        return ["Family originally from ", (reg, "STATE"), ". "]
    ab = rng.choice(P.ABROAD)
    return ["Recently back from a holiday in ", (ab[1], "STATE"), ", ", (ab[2], "COUNTRY"), ". "]


def HOLIDAY(rng):
    return rng.choice(["Christmas", "Easter", "St Patrick's Day", "New Year's Day", "Christmas Eve", "Boxing Day",
                       "the August bank holiday", "Hogmanay", "St David's Day", "Halloween"])
