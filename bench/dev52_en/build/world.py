"""Invented people, addresses, facilities and identifiers for one note."""
import unicodedata
from core import *  # noqa
import pools as P


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.replace("Đ", "D").replace("đ", "d").replace("ı", "i").replace("ł", "l").replace("Ł", "L")
    return "".join(c for c in s.lower() if c.isalnum())


class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.last = rng.choice(P.SURNAMES)
        if rng.random() < 0.08:
            self.last = self.last + "-" + rng.choice([s for s in P.SURNAMES if " " not in s and "-" not in s])
        r = rng.random()
        if r < 0.35:
            self.middle = rng.choice(L)
            self.middle_full = None
        elif r < 0.5:
            self.middle_full = rng.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
            self.middle = self.middle_full[0]
        else:
            self.middle = None
            self.middle_full = None
        self.nick = P.NICK.get(self.first)
        self.rng = rng

    def full(self):
        return "%s %s" % (self.first, self.last)

    def full_mid(self):
        if self.middle_full and self.rng.random() < 0.5:
            return "%s %s %s" % (self.first, self.middle_full, self.last)
        if self.middle:
            return "%s %s. %s" % (self.first, self.middle, self.last)
        return self.full()

    def last_first(self, upper=False):
        s = "%s, %s" % (self.last, self.first)
        if self.middle and self.rng.random() < 0.6:
            s += " " + self.middle
        return s.upper() if upper else s

    def hl7(self):
        s = "%s^%s" % (self.last.upper(), self.first.upper())
        if self.middle:
            s += "^" + self.middle
        return s

    def initials(self, dots=True):
        parts = [self.first[0]] + ([self.middle] if self.middle and self.rng.random() < 0.4 else []) + [self.last[0]]
        parts = [p.upper() for p in parts]
        return ".".join(parts) + "." if dots else "".join(parts)

    def f_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def title(self):
        if self.sex == "M":
            return self.rng.choice(["Mr", "Mr.", "Mr"])
        return self.rng.choice(["Mrs", "Ms", "Ms.", "Mrs.", "Miss"])

    def any_form(self):
        r = self.rng.random()
        if r < 0.35:
            return self.full()
        if r < 0.5:
            return self.full_mid()
        if r < 0.62:
            return self.last_first(upper=self.rng.random() < 0.5)
        if r < 0.75:
            return self.first
        return self.full()

    def username(self):
        r = self.rng.random()
        f, l = ascii_slug(self.first), ascii_slug(self.last)
        if r < 0.3:
            return f[0] + l[:8] + (str(self.rng.randint(1, 99)) if self.rng.random() < 0.5 else "")
        if r < 0.5:
            return "%s.%s" % (f, l)
        if r < 0.65:
            return (f[0] + (self.middle or "x") + l[:6]).lower()
        if r < 0.8:
            return l[:6] + f[:2]
        if r < 0.9:
            return "%s_%s" % (f[:3], l[:5])
        return (l[:5] + f[0]).upper() + str(self.rng.randint(1, 9))

    def email(self, domain=None):
        f, l = ascii_slug(self.first), ascii_slug(self.last)
        dom = domain or self.rng.choice(["example.com", "example.org", "example.net", "mail.example.com",
                                         "inbox.example.net", "example.org"])
        r = self.rng.random()
        if r < 0.35:
            local = "%s.%s" % (f, l)
        elif r < 0.55:
            local = "%s%s%d" % (f[0], l, self.rng.randint(1, 99))
        elif r < 0.75:
            local = "%s_%s%d" % (f, l[:4], self.rng.randint(60, 2009))
        else:
            local = "%s%s" % (f, self.rng.randint(10, 999))
        return "%s@%s" % (local, dom)


class Clin(Person):
    def __init__(self, rng, role="MD", sex=None):
        Person.__init__(self, rng, sex)
        self.role = role

    def sig(self):
        """Rendered signature with credential outside the span."""
        r = self.rng.random()
        cred = self.role
        if r < 0.3:
            return "%s, %s" % (dr(self.full()), cred)
        if r < 0.5:
            return "%s %s" % (dr(self.full_mid()), cred)
        if r < 0.65 and cred.split(",")[0] in ("MD", "DO", "MBBS", "FRCR", "FRCPC", "MBChB", "FRANZCR", "MRCGP", "FRACGP", "FRCP", "FRACP"):
            return "Dr. " + dr(self.full())
        if r < 0.8:
            return "%s, %s" % (dr(self.f_last()), cred)
        return "%s %s" % (dr(self.full()), cred)

    def ref(self):
        r = self.rng.random()
        if self.role.split(",")[0] in ("MD", "DO", "MBBS", "FRCR", "FRCPC", "MBChB", "FRANZCR", "MRCGP", "FRACGP", "CCFP", "FRCP", "FRACP"):
            if r < 0.5:
                return self.rng.choice(["Dr. ", "Dr ", "Dr "]) + dr(self.last)
            if r < 0.7:
                return "Dr " + dr(self.full())
            return dr(self.full())
        if r < 0.5:
            return dr(self.full())
        if r < 0.75:
            return dr(self.first) + " (" + self.role + ")"
        return dr(self.f_last()) + " " + self.role


def make_address(rng, loc):
    town, st, ab = rng.choice(P.TOWNS[loc])
    nm = rng.choice(P.STREET_NAMES).replace("-", " ")
    if loc == "US":
        s = "%d %s %s" % (rng.randint(2, 9899), nm, rng.choice(P.STREET_TYPES_US))
        if rng.random() < 0.3:
            s += rng.choice([", Apt %d", " Apt %d", ", Unit %d", " #%d"]) % rng.randint(1, 48)
        z = "%05d" % rng.randint(1001, 99950)
        if rng.random() < 0.15:
            z += "-%04d" % rng.randint(1, 9999)
    elif loc == "GB":
        s = "%d %s %s" % (rng.randint(1, 240), nm, rng.choice(P.STREET_TYPES_GB))
        if rng.random() < 0.2:
            s = "Flat %d, " % rng.randint(1, 30) + s
        z = "%s%d %d%s" % (letters(rng, rng.choice([1, 2])), rng.randint(1, 29), rng.randint(0, 9), letters(rng, 2))
        st, ab = rng.choice(P.GB_COUNTIES), ""
        if rng.random() < 0.6:
            st = ""
    elif loc == "CA":
        if nm.startswith("Rue"):
            s = "%d %s" % (rng.randint(2, 4800), nm)
        else:
            s = "%d %s %s" % (rng.randint(2, 4800), nm, rng.choice(P.STREET_TYPES_CA))
        if rng.random() < 0.2:
            s = "%d-%s" % (rng.randint(101, 1204), s)
        z = "%s%d%s %d%s%d" % (rng.choice("ABCEGHJKLMNPRSTVXY"), rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"),
                               rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    else:
        s = "%d %s %s" % (rng.randint(1, 480), nm, rng.choice(P.STREET_TYPES_AU))
        if rng.random() < 0.25:
            s = "%d/%s" % (rng.randint(1, 24), s)
        z = "%04d" % rng.randint(800, 7470)
    return {"street": s, "city": town, "state": st, "abbr": ab, "zip": z, "loc": loc}


def addr_block(rng, a, oneline=False, country_name=False):
    """Address rendered with each part tagged."""
    loc = a["loc"]
    if loc == "US":
        st = state(a["abbr"] if rng.random() < 0.8 else a["state"])
        l2 = "%s, %s %s" % (city(a["city"]), st, zipc(a["zip"]))
    elif loc == "GB":
        l2 = city(a["city"])
        if a["state"]:
            l2 += (", " if oneline else "\n") + state(a["state"])
        l2 += (", " if oneline else "\n") + zipc(a["zip"])
    elif loc == "CA":
        st = state(a["abbr"] if rng.random() < 0.75 else a["state"])
        l2 = "%s, %s  %s" % (city(a["city"]), st, zipc(a["zip"])) if not oneline else \
            "%s, %s %s" % (city(a["city"]), st, zipc(a["zip"]))
    else:
        st = state(a["abbr"] if rng.random() < 0.85 else a["state"])
        l2 = "%s %s %s" % (city(a["city"]).upper() if False else city(a["city"]), st, zipc(a["zip"]))
    out = street(a["street"]) + (", " if oneline else "\n") + l2
    if country_name:
        cn = {"US": rng.choice(["USA", "United States"]), "GB": rng.choice(["United Kingdom", "UK", "England"]),
              "CA": "Canada", "AU": "Australia"}[loc]
        out += (", " if oneline else "\n") + country(cn)
    return out


def hospital_name(rng, loc):
    r = rng.random()
    stem = rng.choice(P.HOSP_STEMS).replace("-", " ")
    kinds = {"US": P.HOSP_KINDS_US, "GB": P.HOSP_KINDS_GB, "CA": P.HOSP_KINDS_CA, "AU": P.HOSP_KINDS_AU}[loc]
    k = rng.choice(kinds)
    if r < 0.25:
        stem = rng.choice(P.SAINTS)
    if k == "Hôpital":
        return "Hôpital " + stem
    return "%s %s" % (stem, k)


def clinic_name(rng, loc):
    stem = rng.choice(P.HOSP_STEMS).replace("-", " ")
    if loc == "GB" and rng.random() < 0.5:
        stem = rng.choice(P.STREET_NAMES).replace("-", " ") + " " + rng.choice(["Lane", "Road", "Park", "House"])
    return "%s %s" % (stem, rng.choice(P.CLINIC_KINDS[loc]))


def pharmacy_name(rng, loc):
    r = rng.random()
    if r < 0.3:
        return "%s %s" % (rng.choice(P.PHARM_STEMS), rng.choice(P.PHARM_KINDS[loc]))
    if r < 0.55:
        return "%s's %s" % (rng.choice(P.SURNAMES), rng.choice(P.PHARM_KINDS[loc]))
    town = rng.choice(P.TOWNS[loc])[0]
    return "%s %s" % (town, rng.choice(P.PHARM_KINDS[loc]))


# ---------------------------------------------------------------- identifiers by locale
def nhs_number(rng):
    return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4))


def ssn_val(rng, loc):
    if loc == "US":
        return "%03d-%02d-%04d" % (rng.choice([rng.randint(900, 999), rng.randint(1, 665)]), rng.randint(1, 99), rng.randint(1, 9999))
    if loc == "GB":
        return "QQ %02d %02d %02d %s" % (rng.randint(0, 99), rng.randint(0, 99), rng.randint(0, 99), rng.choice("ABCD"))
    if loc == "CA":
        return "0%02d %03d %03d" % (rng.randint(0, 99), rng.randint(0, 999), rng.randint(0, 999))
    return "%03d %03d %03d" % (rng.randint(100, 999), rng.randint(0, 999), rng.randint(0, 999))


def hplan_val(rng, loc):
    if loc == "US":
        return fmt_id(rng, rng.choice(["@@@#########", "#@@#-@@#-@@##", "W#########", "@@@@########", "XKZ######"]))
    if loc == "CA":
        return fmt_id(rng, rng.choice(["####-###-###-@@", "#### ### ###", "@@@@ #### ####", "#########"]))
    if loc == "AU":
        return fmt_id(rng, rng.choice(["#### ##### #", "##########", "#### ##### #-#"]))
    return fmt_id(rng, rng.choice(["@@#######", "APH-######-##", "TMI#######"]))


def acct_val(rng):
    return fmt_id(rng, rng.choice(["####-####", "#########", "FIN########", "V##########", "ENC-#######",
                                   "A########", "##########", "HAR#########"]))


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng):
    return rng.choice("ABFM") + rng.choice(L) + digits(rng, 7)


def med_license(rng, loc):
    if loc == "US":
        return fmt_id(rng, rng.choice(["MD######", "@@.######", "#######", "RPH######", "RN#######"]))
    if loc == "GB":
        return fmt_id(rng, rng.choice(["#######", "GPhC #######"]))[-7:]
    if loc == "CA":
        return fmt_id(rng, rng.choice(["#####", "######", "CPSO-#####"]))
    return fmt_id(rng, rng.choice(["MED##########", "PHA##########", "NMW##########"]))


def driver_license(rng, loc):
    if loc == "US":
        return fmt_id(rng, rng.choice(["@#######", "@###-####-####", "#########", "@@######"]))
    if loc == "GB":
        return fmt_id(rng, "@@@@@######@@#@@")
    if loc == "CA":
        return fmt_id(rng, rng.choice(["@####-#####-#####", "@###-######-##"]))
    return fmt_id(rng, rng.choice(["########", "#########"]))


def plate(rng, loc):
    if loc == "US":
        return fmt_id(rng, rng.choice(["#@@@###", "@@@ ####", "@@@-####", "###-@@@"]))
    if loc == "GB":
        return fmt_id(rng, "@@## @@@")
    if loc == "CA":
        return fmt_id(rng, rng.choice(["@@@@ ###", "@@@ ###", "###-@@@"]))
    return fmt_id(rng, rng.choice(["@@@-###", "#@@-#@@", "@@ ## @@"]))


def vin(rng):
    ch = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(ch) for _ in range(17))


def device_sn(rng):
    return fmt_id(rng, rng.choice(["@@@######@", "SN######", "@@@######", "##@@#####", "@#@#-####-@@",
                                   "PJN######", "G#########", "###-#####-##"]))


def bioid_val(rng):
    return fmt_id(rng, rng.choice(["FP-#####", "BIO-####-####", "PV######", "FT-@@-#####", "IRIS-######",
                                   "VP#######"]))


def loc_terms(loc):
    if loc == "US":
        return {"gp": "PCP", "para": "acetaminophen", "hb": "Hemoglobin", "mum": "mother", "ae": "ED",
                "glu_unit": "mg/dL", "colour": "color", "paed": "pediatric", "ward": "floor"}
    if loc == "CA":
        return {"gp": "family physician", "para": "acetaminophen", "hb": "Hemoglobin", "mum": "mother",
                "ae": "ER", "glu_unit": "mmol/L", "colour": "colour", "paed": "paediatric", "ward": "unit"}
    return {"gp": "GP", "para": "paracetamol", "hb": "Haemoglobin", "mum": "mum", "ae": "ED" if loc == "AU" else "A&E",
            "glu_unit": "mmol/L", "colour": "colour", "paed": "paediatric", "ward": "ward"}


MD_CRED = {"US": ["MD", "DO", "MD", "MD, FACP", "MD, PhD"], "GB": ["MBBS", "MBChB", "MRCGP", "FRCR", "FRCP"],
           "CA": ["MD", "MD, FRCPC", "MD, CCFP"], "AU": ["MBBS", "FRACGP", "FRANZCR", "FRACP"]}
RN_CRED = {"US": ["RN", "RN, BSN", "LPN", "RN, CHPN", "NP-C"], "GB": ["RGN", "RN", "NMP", "SCPHN"],
           "CA": ["RN", "RPN", "NP", "inf."], "AU": ["RN", "EN", "CNC", "NP"]}
PH_CRED = {"US": ["PharmD", "RPh", "PharmD, BCACP", "CPhT"], "GB": ["MRPharmS", "IP", "Pharm Tech"],
           "CA": ["RPh", "PharmD", "Pharm Tech"], "AU": ["BPharm", "MPS", "AACPA"]}


class Case:
    """Everything about one note's invented world."""

    def __init__(self, rng, loc):
        self.rng = rng
        self.loc = loc
        self.pt = Person(rng)
        self.date = rand_date(rng)
        self.age = rng.choice([rng.randint(19, 95), rng.randint(40, 89), rng.randint(2, 18), rng.randint(60, 101)])
        self.dob = dob_for_age(rng, self.date, self.age)
        self.addr = make_address(rng, loc)
        self.phone = fphone(rng, loc)
        self.mobile = fphone(rng, loc, mobile=True)
        self.email = self.pt.email()
        self.mrn = fmt_id(rng, rng.choice(["########", "#######", "MR#######", "E#########", "00#######",
                                             "@######", "K######", "##########", "###-##-##"]))
        self.nhs = nhs_number(rng)
        self.hosp = hospital_name(rng, loc)
        self.clinic = clinic_name(rng, loc)
        self.pharm = pharmacy_name(rng, loc)
        self.t = loc_terms(loc)
        self.md = Clin(rng, rng.choice(MD_CRED[loc]))
        self.md2 = Clin(rng, rng.choice(MD_CRED[loc]))
        self.rn = Clin(rng, rng.choice(RN_CRED[loc]))
        self.rn2 = Clin(rng, rng.choice(RN_CRED[loc]))
        self.rph = Clin(rng, rng.choice(PH_CRED[loc]))
        self.fam = Person(rng)
        self.fam2 = Person(rng)
        if rng.random() < 0.6:
            self.fam.last = self.pt.last
        self.rel = rng.choice(["wife", "husband", "daughter", "son", "sister", "brother", "partner", "niece",
                               "mother", "father", "granddaughter", "neighbour" if loc != "US" else "neighbor",
                               "friend", "carer" if loc in ("GB", "AU") else "caregiver"])
        fem = {"wife", "daughter", "sister", "niece", "mother", "granddaughter"}
        mal = {"husband", "son", "brother", "father"}
        if self.rel in fem or self.rel in mal:
            want = "F" if self.rel in fem else "M"
            if self.fam.sex != want:
                keep = self.fam.last
                self.fam = Person(rng, want)
                self.fam.last = keep
        self.rel2 = rng.choice(["son", "daughter", "grandson", "son-in-law", "daughter-in-law", "nephew", "cousin"])
        self.job = rng.choice(P.PROFESSIONS)
        self.employer = rng.choice(P.EMPLOYERS)
        self.acct = acct_val(rng)
        self.hplan = hplan_val(rng, loc)
        self.insurer = rng.choice(P.INSURERS[loc])

    def d(self, offset=0, style=None):
        return dt(fdate(self.rng, shift(self.date, offset), self.loc, style))

    def dobs(self, style=None):
        if style is None:
            us = ["mdy", "mdy", "mdy_nz", "long", "mon", "iso", "dmon", "mdy2"]
            dm = ["dmy", "dmy", "dlong", "dmon_sp", "iso", "dmon", "dot"]
            style = self.rng.choice(us if self.loc == "US" else dm if self.loc in ("GB", "AU") else self.rng.choice([us, dm, ["iso"]]))
        return dt(fdate(self.rng, self.dob, self.loc, style))

    def ph(self, **kw):
        return tel(fphone(self.rng, self.loc, **kw))

    def fx(self):
        return fax(fphone(self.rng, self.loc, mobile=False))

    def new_clin(self, kind="MD"):
        c = {"MD": MD_CRED, "RN": RN_CRED, "PH": PH_CRED}[kind]
        return Clin(self.rng, self.rng.choice(c[self.loc]))

    def ptname(self, form=None):
        p = self.pt
        r = self.rng.random() if form is None else form
        if r < 0.3:
            return pt(p.full())
        if r < 0.45:
            return pt(p.full_mid())
        if r < 0.6:
            return pt(p.last_first(upper=self.rng.random() < 0.6))
        if r < 0.8:
            return p.title() + " " + pt(p.last)
        return pt(p.first)

    def age_str(self):
        a = self.age
        r = self.rng.random()
        if r < 0.25:
            return "%s-year-old" % age(a)
        if r < 0.45:
            return "%s yo" % age(a)
        if r < 0.55:
            return "%syo" % age(a)
        if r < 0.7:
            return "%s y/o" % age(a)
        if r < 0.8:
            return "%s%s" % (age(a), self.pt.sex)
        if r < 0.9:
            return "aged %s" % age(a)
        return "%s-year-old" % age(num_words(a)) if a <= 100 else "%s-year-old" % age(a)

    def nhs_or_mrn_header(self):
        """Locale identifiers for a header; list of (label, tagged value)."""
        out = []
        if self.loc == "GB":
            out.append(("NHS No", mrn(self.nhs)))
            out.append((self.rng.choice(["Hosp No", "RTX No", "Unit No", "MRN"]), mrn(self.mrn)))
        elif self.loc == "CA":
            out.append(("MRN", mrn(self.mrn)))
            out.append((self.rng.choice(["HCN", "OHIP", "PHN", "RAMQ", "Health Card"]), hplan(self.hplan)))
        elif self.loc == "AU":
            out.append(("URN", mrn(self.mrn)))
            out.append(("Medicare No", hplan(self.hplan)))
        else:
            out.append((self.rng.choice(["MRN", "MR#", "Med Rec #", "MRN"]), mrn(self.mrn)))
            if self.rng.random() < 0.5:
                out.append((self.rng.choice(["Acct", "FIN", "Enc #", "Visit #"]), acct(self.acct)))
        return out


def fam_hx(rng, c):
    """Family history with relatives' ages (AGE spans)."""
    out = []
    rels = rng.sample(["Mother", "Father", "Brother", "Sister", "Maternal grandmother", "Paternal grandfather"], rng.randint(2, 4))
    pa = c.age
    for r in rels:
        k = rng.random()
        cond = rng.choice(["MI", "T2DM", "breast cancer", "colorectal cancer", "stroke", "dementia", "COPD", "HTN", "ovarian cancer",
                           "AAA", "bipolar disorder", "prostate cancer"])
        if r in ("Brother", "Sister"):
            a_alive = max(1, pa + rng.randint(-8, 8))
        elif "grand" in r:
            a_alive = pa + rng.randint(45, 60)
        else:
            a_alive = pa + rng.randint(20, 38)
        if a_alive > 100 or k < 0.35:
            out.append("%s died at %s (%s)" % (r, age(rng.randint(45, min(98, max(46, a_alive)))), cond))
        elif k < 0.6:
            out.append("%s %s, alive, %s" % (r, age(a_alive), cond))
        elif k < 0.85:
            out.append("%s - %s dx age %s" % (r, cond, age(rng.randint(max(1, a_alive - 40), max(2, a_alive - 1)))))
        else:
            out.append("%s: %s, %s" % (r, cond, rng.choice(["age unknown", "early onset", "late onset"])))
    return "; ".join(out) + "."


def health_maint(rng, c):
    items = []
    for name in rng.sample(["Colonoscopy", "Mammogram", "Cervical screening", "Influenza vaccine", "COVID-19 booster",
                            "Shingrix dose 2", "Pneumococcal (PCV20)", "Tdap", "DEXA", "Eye exam (diabetic)", "AAA screen"], rng.randint(3, 5)):
        d = shift(c.date, -rng.randint(30, 2500))
        st = rng.choice(["year", "monyr", "mon3yr", None, None])
        items.append("%s %s" % (name, dt(fdate(rng, d, c.loc, st))))
    return "; ".join(items)


SYSTEMS = [
    ("Neuro", ["A&O x3, follows commands", "A&O x1-2, pleasantly confused", "drowsy but rousable", "no new focal deficits"]),
    ("Cardio", ["HR regular", "irregular, rate 80s", "2+ pedal oedema bilat", "cap refill brisk"]),
    ("Resp", ["lungs clear", "coarse crackles bases", "on 2 L NC O2, no distress", "dyspnoeic on minimal exertion"]),
    ("GI", ["abdomen soft, BS x4", "LBM 3 days ago, senna given", "tolerating soft diet", "nausea x1 overnight"]),
    ("GU", ["continent", "incontinent, pads", "foley 16Fr, clear urine", "voiding without difficulty"]),
    ("Skin", ["intact", "sacral stage 2, 2 x 1.5 cm", "bruising R forearm", "heels offloaded, blanchable"]),
    ("Nutrition", ["eating 25% of meals", "supplements BID", "weight down 2 kg in 2 weeks", "good appetite"]),
    ("Psychosocial", ["family coping", "caregiver tearful, support given", "pt anxious at night", "spiritual needs met"]),
    ("Safety", ["clutter cleared", "grab bars in place", "bed alarm on", "smoke detector tested"]),
]


def systems(rng, lower=False):
    out = []
    for k, opts in SYSTEMS:
        out.append("  %-13s %s" % (k + ":", rng.choice(opts)))
    return "\n".join(out)


def _set_age(self, lo, hi):
    self.age = self.rng.randint(lo, hi)
    self.dob = dob_for_age(self.rng, self.date, self.age)


def _set_sex(self, sex):
    if self.pt.sex != sex:
        self.pt = Person(self.rng, sex)
        self.email = self.pt.email()


Case.set_age = _set_age
Case.set_sex = _set_sex
