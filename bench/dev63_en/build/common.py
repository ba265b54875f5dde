"""Per-note case (the invented people and values of one note) and shared blocks:
identification header, signature, social history, vitals and other clinical filler."""
import datetime as dt

from phi import P, S, T, J, Seg
import pools

DAY = dt.timedelta(days=1)


class Case:
    def __init__(self, g, genre, age_range=(18, 97)):
        self.g = g
        r = g.r
        self.genre = genre
        self.sex = g.ch("MF")
        self.pt = g.person(self.sex)
        self.set_sex(self.sex)
        lo, hi = age_range
        self.age = r.randint(lo, hi)
        self.adm = g.anchor()
        self.dob = g.dob(self.age, self.adm)
        self.hosp = g.hospital()
        self.hosp2 = g.hospital()
        while self.hosp2 == self.hosp:
            self.hosp2 = g.hospital()
        self.ward = g.ward()
        self.room, self.bed = g.room(), g.bed()
        self.mrn = g.mrn()
        self.mrn_lab = g.ch(g.mrn_label())
        self.acct_lab, self.acct = g.account_label(), g.account()
        self.hp_lab, self.hp = g.healthplan()
        self.ssn_lab, self.ssn = g.ssn()
        self.addr = g.addr()
        self.phone = g.phone()
        rels = [x for x in pools.RELATIONS
                if not (self.age < 45 and x[0] in ("granddaughter", "grandson"))
                and not (self.age < 32 and x[0] in ("daughter", "son", "niece", "nephew"))
                and not (self.age > 64 and x[0] in ("mother", "father"))]
        rel, rsx = g.ch(rels)
        self.nok_rel = rel
        self.nok = g.person(rsx)
        if rel in ("wife", "husband", "daughter", "son", "granddaughter", "grandson") and g.chance(0.6):
            self.nok.last = self.pt.last
        self.nok_phone = g.phone("mobile")
        self.att = g.person()
        self.nurse = g.person()
        self.res = g.person()
        self.gp = g.person()
        self.practice = g.practice()
        self.prof = g.profession()
        self.employer = g.employer()
        self.pharmacy = g.pharmacy()
        self.pharmacist = g.person()
        self.ther = g.person()

    def set_sex(self, sx):
        self.sex = sx
        self.his = "his" if sx == "M" else "her"
        self.he = "he" if sx == "M" else "she"
        self.noun = "man" if sx == "M" else "woman"
        self.him = "him" if sx == "M" else "her"

    def day(self, n):
        return self.adm + n * DAY


# ---------------------------------------------------------------------------
def pt_name(c, form=None):
    g = c.g
    return g.name(c.pt, form or g.ch(["LF", "lf", "full", "LFs", "LF", "fl"]), "PATIENT")


def id_pairs(c, keys, w):
    """(label, Seg) pairs for the identification block."""
    g = c.g
    out = []
    for k in keys:
        if k == "name":
            out.append((g.ch(["Patient", "Name", "Pt name", "Patient name"]), pt_name(c)))
        elif k == "dob":
            out.append((g.ch(["DOB", "D.O.B.", "Date of birth", "Born"]), g.D(c.dob, pool=["num", "num", "txt", "dash", "iso", "long"])))
        elif k == "age":
            out.append((g.ch(["Age/Sex", "Age", "Age / sex"]), g.age(c.age, c.sex, g.ch(["sexafter", "yo_", "years", "sexbefore"]))))
        elif k == "mrn":
            out.append((c.mrn_lab.rstrip(":"), S(P("MRN", c.mrn))))
        elif k == "acct":
            out.append((c.acct_lab, S(P("ACCOUNT", c.acct))))
        elif k == "hp":
            out.append((c.hp_lab, S(P("HEALTHPLAN", c.hp))))
        elif k == "ssn":
            out.append((c.ssn_lab, S(P("SSN", c.ssn))))
        elif k == "addr":
            out.append((g.ch(["Address", "Home address", "Addr"]), g.addr_seg(c.addr)))
        elif k == "phone":
            out.append((g.ch(["Phone", "Tel", "Home phone", "Contact no."]), S(P("PHONE", c.phone))))
        elif k == "loc":
            v = S(P("HOSPITAL", c.ward))
            k2 = g.r.random()
            if k2 < 0.2:
                v += [", Bay ", P("LOCATION_OTHER", str(g.r.randint(1, 8))), " Bed ", P("LOCATION_OTHER", c.bed)]
            elif k2 < 0.6:
                v += [", ", g.ch(["Room", "Rm", "Bed"]) + " ", P("LOCATION_OTHER", c.bed if g.chance(0.5) else c.room)]
            out.append((g.ch(["Location", "Ward", "Unit", "Ward/Bed"]), v))
        elif k == "hosp":
            out.append((g.ch(["Facility", "Site", "Hospital"]), S(P("HOSPITAL", c.hosp))))
        elif k == "adm":
            out.append((g.ch(["Admitted", "Admission date", "Adm", "Date of admission"]), S(g.D(c.adm), g.ch(["", " " + "%02d:%02d" % (g.r.randint(0, 23), g.r.choice([0, 10, 15, 25, 40, 55]))]))))
        elif k == "att":
            out.append((g.ch(["Attending", "Consultant", "Responsible clinician", "MRP"]),
                        g.staff(c.att, g.ch(["dr", "drfull", "plain"]))))
        elif k == "gp":
            lab = {"US": "PCP", "CA": "Family physician", "UK": "GP", "AU": "GP"}[g.loc]
            v = S(g.staff(c.gp, g.ch(["dr", "drfull"])))
            if g.chance(0.6):
                v += [", ", P("HOSPITAL", c.practice)]
            out.append((lab, v))
        elif k == "nok":
            v = S(g.name(c.nok, g.ch(["fl", "full", "lf"]), "FAMILY"), " (" + c.nok_rel + ")")
            if g.chance(0.7):
                v += [" ", P("PHONE", c.nok_phone)]
            out.append((g.ch(["NOK", "Next of kin", "Emergency contact", "Contact"]), v))
        elif k == "ins":
            out.append((g.ch(["Insurer", "Payer", "Health fund", "Plan"]), S(P("ORGANIZATION", g.insurer()))))
        elif k == "grp":
            out.append(("Group #", S(P("HEALTHPLAN", g.group_no()))))
    return out


def id_block(w, c, keys=None, extra=()):
    g = c.g
    if keys is None:
        base = ["name", "dob", "mrn"]
        opt = ["age", "acct", "hp", "addr", "phone", "loc", "adm", "att", "gp", "nok", "ssn", "hosp"]
        g.r.shuffle(opt)
        keys = base + opt[:g.r.randint(4, 8)]
    pairs = id_pairs(c, keys, w) + list(extra)
    if w.sty == "prose" and g.chance(0.6):
        segs = [S(lab + " ", v) for lab, v in pairs[1:]]
        w.line(g.ch(["Patient: ", "Re: ", "RE: ", ""]), pairs[0][1], " (", J(", ", segs), ")")
    else:
        w.kv(pairs)


def time_str(g):
    return g.ch(["%02d:%02d" % (g.r.randint(0, 23), g.r.randint(0, 59)), "%02d%02d" % (g.r.randint(0, 23), g.r.randint(0, 59)),
                 "%d:%02d %s" % (g.r.randint(1, 12), g.r.randint(0, 59), g.ch(["am", "pm", "AM", "PM"]))])


def sign(w, c, person, cred, role, when=None, pager=True, user=None, lic=None):
    """Signature block; title/credential outside the name span."""
    g = c.g
    when = when or c.adm
    if lic is None:
        lic = g.chance(0.45)
    if user is None:
        user = g.chance(0.35)
    st = w.sty
    k = g.r.random()
    if st == "terse":
        nm = g.ch([S(P("DOCTOR", g.name(person, "init", "DOCTOR")[0].value)), g.name(person, "initl", "DOCTOR"),
                   g.name(person, "first", "DOCTOR")])
        w.line(g.ch(["-- ", "/", "~ ", ""]), nm, " " + cred.lower(), g.ch(["", " " + time_str(g)]))
        if pager and g.chance(0.5):
            w.line(g.pager_label() + " ", P("PHONE", g.pager()))
        return
    if k < 0.4:
        w.line("Electronically signed by ", P("DOCTOR", "%s %s" % (person.first, person.last)), ", " + cred,
               " on ", g.D(when, pool=["num", "txt", "iso", "dash"]), " at ", time_str(g),
               *( [" (user: ", P("USERNAME", g.username(person)), ")"] if user else []))
    elif k < 0.7:
        w.line(g.ch(["Signed: ", "Signed by: ", "Author: ", "Completed by: "]), g.staff(person, g.ch(["cred", "credsp"]), cred))
        w.line(g.ch(["Date: ", "Date/time: ", "Signed on "]), g.D(when), " ", time_str(g))
    else:
        w.line(g.staff(person, "plain"), ", " + cred)
        w.line(g.ch(["", "Date: "]), g.D(when))
    if lic:
        lab, val = g.staff_license(role)
        w.line(lab + ": ", P("LICENSE", val))
    if pager and g.chance(0.6):
        w.line(g.ch(["Contact: ", "Reach via ", ""]), g.pager_label() + " ", P("PHONE", g.pager()))
    if user and k >= 0.4:
        w.line(g.ch(["User ID: ", "Login: ", "Entered by user "]), P("USERNAME", g.username(person)))


# ---------------------------------------------------------------------------
def vitals(g, terse=False):
    t = round(g.r.uniform(35.8, 39.4), 1)
    hr = g.r.randint(52, 132)
    sbp, dbp = g.r.randint(88, 178), g.r.randint(44, 98)
    rr = g.r.randint(12, 32)
    sat = g.r.randint(86, 100)
    o2 = g.ch(["RA", "room air", "2L NC", "4 L/min NP", "28% venturi", "15L NRB", "HFNC 40L/40%"])
    if terse:
        return "t %.1f hr %d bp %d/%d rr %d sats %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2.lower())
    return g.ch([
        "T %.1f, HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s" % (t, hr, sbp, dbp, rr, sat, o2),
        "Temp %.1f C, pulse %d, BP %d/%d, resp %d, sats %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2),
        "Obs: %.1f / %d / %d/%d / %d / %d%% (%s)" % (t, hr, sbp, dbp, rr, sat, o2),
    ])


def labs(g, terse=False):
    items = [
        "Na %d" % g.r.randint(124, 148), "K %.1f" % g.r.uniform(2.9, 6.1), "Cr %d" % g.r.randint(48, 390),
        "eGFR %d" % g.r.randint(12, 95), "Hb %d" % g.r.randint(68, 162), "WCC %.1f" % g.r.uniform(1.2, 24.0),
        "Plt %d" % g.r.randint(18, 520), "CRP %d" % g.r.randint(1, 310), "Mg %.2f" % g.r.uniform(0.5, 1.2),
        "Lactate %.1f" % g.r.uniform(0.6, 7.9), "INR %.1f" % g.r.uniform(0.9, 4.8), "BUN %d" % g.r.randint(6, 80),
        "HbA1c %.1f%%" % g.r.uniform(5.1, 11.9), "TSH %.2f" % g.r.uniform(0.1, 8.5), "Trop %d" % g.r.randint(3, 900),
        "ALT %d" % g.r.randint(9, 400), "Alb %d" % g.r.randint(19, 46), "PO4 %.2f" % g.r.uniform(0.4, 2.1),
        "Ca %.2f" % g.r.uniform(1.9, 2.9), "BNP %d" % g.r.randint(20, 4200),
    ]
    g.r.shuffle(items)
    s = ", ".join(items[:g.r.randint(4, 8)])
    return s.lower() if terse else s


EPONYMS = ["Parkinson's disease", "Crohn's disease", "Hodgkin lymphoma", "Addison's disease",
           "Bell's palsy", "Graves' disease", "Hashimoto's thyroiditis", "Alzheimer's dementia",
           "Guillain-Barre syndrome", "Cushing's syndrome", "Sjogren's syndrome", "Barrett's oesophagus",
           "Raynaud's phenomenon", "Meniere's disease", "Wilms tumour", "Paget's disease of bone",
           "Huntington's disease", "Down syndrome", "Marfan syndrome", "Takotsubo cardiomyopathy"]
PMH = ["T2DM", "HTN", "COPD", "AF on anticoagulation", "CKD stage 3b", "IHD with prior PCI", "CCF (EF 35%)",
       "OSA on CPAP", "hypothyroidism", "asthma", "OA both knees", "GORD", "depression", "epilepsy",
       "PVD", "osteoporosis", "gout", "previous CVA", "MS", "ALS", "DM2", "CA bowel, resected", "BCC excised", "anaemia"]


def pmh(g, n=None):
    items = PMH[:] + g.r.sample(EPONYMS, 2)
    g.r.shuffle(items)
    return items[:n or g.r.randint(3, 6)]


def social(c, w, terse=False):
    """Social-history sentences: lives with, occupation, employer, address pieces, origin."""
    g = c.g
    sents = []
    pt = c.pt
    nokref = g.name(c.nok, g.ch(["first", "fl", "full"]), "FAMILY")
    if terse:
        sents.append(T("lives w " + c.nok_rel + " {n} in {city}", n=nokref, city=P("CITY", c.addr["city"])))
        sents.append(T("works as {p} at {e}" if g.chance(0.6) else "ex-{p}, retired", p=P("PROFESSION", c.prof), e=P("ORGANIZATION", c.employer)))
        if g.chance(0.5):
            sents.append(T("smoker {n} pk yrs, etoh {u} u/wk", n=str(g.r.randint(5, 60)), u=str(g.r.randint(0, 60))))
        return sents
    k = g.r.random()
    if c.age < 65 and k >= 0.7:
        k = 0.5
    if k < 0.35:
        sents.append(T("Lives with " + c.his + " " + c.nok_rel + " {n} at {a}.",
                       n=nokref, a=g.addr_seg(c.addr)))
    elif k < 0.7:
        sents.append(T("Lives " + g.ch(["alone", "with family", "independently"]) + " in a " +
                       g.ch(["two-storey house", "ground-floor flat", "bungalow", "third-floor walk-up apartment",
                             "unit with 6 steps to entry"]) + " in {city}; {rel} {n} " +
                       g.ch(["visits daily", "lives nearby", "is the main support", "helps with shopping"]) + ".",
                       city=g.city_seg(c.addr), rel=c.nok_rel, n=nokref))
    else:
        sents.append(T("Resident of {home} in {city} prior to admission.", home=P("HOSPITAL", g.care_home()),
                       city=P("CITY", c.addr["city"])))
    k = g.r.random()
    if c.age < 58 and 0.4 <= k < 0.7:
        k = 0.2
    if c.age > 75 and k < 0.4:
        k = 0.5
    if k < 0.4:
        sents.append(T("Works as a{n} {p} for {e}.", n="n" if c.prof[0] in "aeiou" else "", p=P("PROFESSION", c.prof),
                       e=P("ORGANIZATION", c.employer)))
    elif k < 0.7:
        sents.append(T("Retired {p}" + g.ch([" (worked " + str(g.r.randint(10, 40)) + " years at {e}).", "; previously employed by {e}."]),
                       p=P("PROFESSION", c.prof), e=P("ORGANIZATION", c.employer)))
    else:
        sents.append(T("Occupation: {p}.", p=P("PROFESSION", c.prof)))
    if g.chance(0.35):
        sents.append(T("Born in {c}; moved here in {y}.", c=P("COUNTRY", g.country()),
                       y=P("DATE", str(c.adm.year - g.r.randint(2, 40)))))
    if g.chance(0.5):
        sents.append(S(g.ch(["Ex-smoker, quit %d years ago." % g.r.randint(1, 30), "Never smoker.",
                             "Smokes %d cigarettes/day." % g.r.randint(3, 30)]), " ",
                       g.ch(["Alcohol %d units/week." % g.r.randint(0, 40), "Denies alcohol.", "Social drinker."])))
    return sents


def nok_sentence(c):
    g = c.g
    n = g.name(c.nok, g.ch(["fl", "first", "full"]), "FAMILY")
    return g.ch([
        T("NOK is " + g.ch([c.his, "the patient's"]) + " " + c.nok_rel + ", {n}, on {ph}.", n=n, ph=P("PHONE", c.nok_phone)),
        T(c.nok_rel.capitalize() + " {n} ({ph}) updated by phone.", n=n, ph=P("PHONE", c.nok_phone)),
        T("Contact: {n} (" + c.nok_rel + ") {ph}.", n=n, ph=P("PHONE", c.nok_phone)),
    ])


def bed_seg(c, g):
    k = g.r.random()
    if k < 0.3:
        return S("room ", P("LOCATION_OTHER", c.room), ", ", P("HOSPITAL", c.ward))
    if k < 0.6:
        return S(P("HOSPITAL", c.ward), " bed ", P("LOCATION_OTHER", c.bed))
    if k < 0.8:
        return S(P("HOSPITAL", c.ward), ", ", g.ch(["Bed", "Rm", "Room"]), " ", P("LOCATION_OTHER", c.bed))
    return S("bay ", P("LOCATION_OTHER", str(g.r.randint(1, 6))), " bed ", P("LOCATION_OTHER", c.bed), " on ", P("HOSPITAL", c.ward))
