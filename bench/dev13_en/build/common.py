"""Shared machinery: span markers, locale formats, people, places and identifiers."""

import datetime as dt
import re
import unicodedata

import clinical as C
import pools as P

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

SOH, STX, ETX = "\x01", "\x02", "\x03"
_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")
_EDGE_BAD = set(" \t\n,;:!?\"'()[]{}<>|/-")


def m(typ, val):
    """Mark `val` as a PHI span of fine type `typ`."""
    val = str(val)
    if typ not in TYPE2LABEL:
        raise ValueError(typ)
    if not val or val != val.strip():
        raise ValueError("bad span value %r" % val)
    if val[0] in _EDGE_BAD and not (val[0] == "(" and ")" in val):
        raise ValueError("bad span start %r" % val)
    if val[-1] in _EDGE_BAD and not (val[-1] == ")" and "(" in val):
        raise ValueError("bad span end %r" % val)
    return SOH + typ + STX + val + ETX


# British -> American spelling for non-PHI text of US notes
_US_MAP = [
    ("oesophag", "esophag"), ("Oesophag", "Esophag"), ("anaemi", "anemi"), ("Anaemi", "Anemi"),
    ("haemorrh", "hemorrh"), ("Haemorrh", "Hemorrh"), ("haemo", "hemo"), ("Haemo", "Hemo"),
    ("haema", "hema"), ("Haema", "Hema"), ("aemia", "emia"), ("tumour", "tumor"), ("oedema", "edema"),
    ("Oedema", "Edema"), ("diarrhoea", "diarrhea"), ("paediatric", "pediatric"),
    ("Paediatric", "Pediatric"), ("orthopaedic", "orthopedic"), ("Orthopaedic", "Orthopedic"),
    ("colour", "color"), ("behaviour", "behavior"), ("litre", "liter"), ("mobilis", "mobiliz"),
    ("Mobilis", "Mobiliz"), ("organis", "organiz"), ("recognis", "recogniz"), ("ischaemi", "ischemi"),
    ("Ischaemi", "Ischemi"), ("anaesthe", "anesthe"), ("Anaesthe", "Anesthe"), ("gynaecolog", "gynecolog"),
    ("programme", "program"), ("favour", "favor"), ("stabilis", "stabiliz"), ("generalised", "generalized"),
    ("apnoea", "apnea"), ("faecal", "fecal"), ("Faecal", "Fecal"), ("caesarean", "cesarean"),
    ("Caesarean", "Cesarean"), ("centre", "center"), ("Centre", "Center"), ("catheteris", "catheteriz"),
    ("GORD", "GERD"), ("neighbour", "neighbor"), ("haemat", "hemat"), ("hypokalaem", "hypokalem"),
    ("hyponatraem", "hyponatrem"), ("hyperlipidaem", "hyperlipidem"), ("coeliac", "celiac"),
]


def americanize(s):
    for a, b in _US_MAP:
        s = s.replace(a, b)
    return s


def finalize(marked, us=False):
    """Turn marked text into (text, spans)."""
    out, spans, pos, last = [], [], 0, 0
    for mo in _MARK.finditer(marked):
        plain = marked[last:mo.start()]
        if SOH in plain or STX in plain or ETX in plain:
            raise ValueError("stray marker near %r" % plain[-60:])
        if us:
            plain = americanize(plain)
        out.append(plain)
        pos += len(plain)
        typ, val = mo.group(1), mo.group(2)
        spans.append({"start": pos, "end": pos + len(val), "label": TYPE2LABEL[typ], "type": typ,
                      "text": val})
        out.append(val)
        pos += len(val)
        last = mo.end()
    tail = marked[last:]
    if SOH in tail or STX in tail or ETX in tail:
        raise ValueError("stray marker in tail")
    out.append(americanize(tail) if us else tail)
    return "".join(out), spans


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).replace("ł", "l").replace("ı", "i")


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [x[:3] for x in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [x[:3] for x in WEEKDAYS]

_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    if n == 100:
        return "one hundred"
    return "one hundred and " + num_words(n - 100)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


# Upper-case tokens that appear in the clinical text; staff/patient initials avoid them.
STOP_INITIALS = set("""
AM PM BP HR RR PO IV IM SC SL PR OD PT OT GP ED MD RN DO PA NP CT MR DR MS ST NG PE GI ENT ICU HDU
CCU OR ID IN IS IT NO OK ON OF TO AT AS AN BE BY GO HE ME MY SO UP US WE CC DC DD DT EM ER FH FU HX
LE LL LA LV RA RV CXR ECG EKG EEG EMG ABG VBG FBC CBC BMP CMP LFT TFT INR ESR CRP BNP TSH HB WBC RBC
PLT NA CL CA MG PH MC AB BD TDS TID QID QD HS AC PC NPO NBM PRN VTE DVT AF AKI CKD MI DM TIA CVA UTI
GCS ADL ALS BLS OP IP SOB CP HPI ROS PMH PSH SH RX DX TX SX VS IO NKA EBL ETT LMA ASA PCA BMI SA WA
NT NZ UK QLD NSW VIC TAS ACT QC BC MB SK NS NB NL YT OH CO IL MA NY VA TX GA TN NE AZ WI NC AL CT
FL MN MO KY LA IA NM NV UT KS AR SD ND MT WY NH VT RI DE HI AK NJ WV SC MI ME DOB MRN NHS NHI SSN
DEA NPI VIN SN REF FIN CSN PIN HO SHO FY EN MDT CVC PEG KUB MRI LP AMA EMS EDD GA RSI MAP CVP JVP
CN BS ND TTP ROM WNL NAD UA FNA TKR THR ORIF EUA LSCS SVD AAA ICD CRT PPM EF TOE TTE TEE USS FAST
SW RT CRN TFN ACC DVA PHN CHI GMC NMC KMC IR QA QI TB HIV RA RN CF GG LM RM LD MW WC BO PU SR JV
IOL UR KO OA RV HB LT RT SP XR NM MG VQ PV FP IR SE PS VP LI GO HH XX AA II
""".split())
STOP_LOWER = set("""
am pm as is in it to at an on or of no so be by he me my we us up do go mg ml kg cm mm hr po iv im sc
od bd qd ok re ie eg cc dl ul pt yo yr mo wk hb ex pa id os ou oh ah ha hi la al el le
""".split())


def _initial_of(surname):
    for ch in surname:
        if ch.isupper():
            return ch
    return surname[0].upper()


class Person:
    """A person in a note. typ is PATIENT, DOCTOR or FAMILY."""

    def __init__(self, ctx, typ, sex=None, origin=None, surname=None, age=None, role=None):
        r = ctx.r
        self.ctx, self.typ = ctx, typ
        self.sex = sex or r.choice("FM")
        if origin is None:
            origin = ctx.pick_origin()
        self.origin = origin
        grp = P.GIVEN[origin] if origin in P.GIVEN else P.GIVEN["anglo"]
        # a few people have a given name from another group
        if r.random() < 0.12:
            grp = P.GIVEN[ctx.pick_origin()]
        self.given = r.choice(grp[self.sex])
        self.surname = surname or r.choice(P.SURNAMES[origin])
        mids = "ABCDEFGHJKLMNPRSTW"
        self.middle = r.choice(mids) if r.random() < 0.45 else None
        self.age = age
        self.role = role
        self.cred = None
        self.nick = P.NICKNAMES.get(self.given)

    # ---- initials --------------------------------------------------------
    def initials(self, three=False):
        g = self.given[0].upper()
        s = _initial_of(self.surname)
        if three and self.middle:
            return g + self.middle + s
        return g + s

    # ---- name forms (return marked strings) ------------------------------
    def full(self):
        return m(self.typ, "%s %s" % (self.given, self.surname))

    def fullmid(self):
        if self.middle:
            return m(self.typ, "%s %s. %s" % (self.given, self.middle, self.surname))
        return self.full()

    def caps(self):
        s = "%s, %s" % (self.surname.upper(), self.given.upper())
        if self.middle and self.ctx.r.random() < 0.6:
            s += " " + self.middle
        return m(self.typ, s)

    def lastfirst(self):
        s = "%s, %s" % (self.surname, self.given)
        if self.middle and self.ctx.r.random() < 0.5:
            s += " " + self.middle + "."
        return m(self.typ, s)

    def last(self):
        return m(self.typ, self.surname)

    def first(self):
        return m(self.typ, self.given)

    def nickname(self):
        return m(self.typ, self.nick or self.given)

    def first_lower(self):
        return m(self.typ, self.given.lower())

    def gi(self):
        return m(self.typ, "%s. %s" % (self.given[0], self.surname))

    def gsi(self):
        return m(self.typ, "%s %s." % (self.given, _initial_of(self.surname)))

    def ini(self, dots=False, lower=False, three=False):
        s = self.initials(three)
        if dots:
            s = ".".join(s) + "."
        if lower:
            s = s.lower()
        return m(self.typ, s)

    def title_word(self):
        c = self.ctx
        if self.typ == "DOCTOR" and self.role and self.role.get("dr"):
            t = "Prof" if self.role.get("prof") else "Dr"
        elif self.sex == "M":
            t = "Mr"
        else:
            t = c.r.choice(["Mrs", "Ms", "Ms", "Miss"]) if (self.age or 50) < 35 else c.r.choice(["Mrs", "Mrs", "Ms"])
            if not hasattr(self, "_ftitle"):
                self._ftitle = t
            t = self._ftitle
        return c.dot(t)

    def titled(self):
        return "%s %s" % (self.title_word(), self.last())

    def titled_full(self):
        return "%s %s" % (self.title_word(), self.full())

    def with_cred(self, sep=", "):
        if self.cred:
            return "%s%s%s" % (self.full(), sep, self.cred)
        return self.full()

    def any_ref(self, forms=None):
        """A narrative reference in some random form."""
        r = self.ctx.r
        forms = forms or ["titled", "titled", "full", "first", "titled_full"]
        return getattr(self, r.choice(forms))()


class Hospital:
    def __init__(self, ctx, name=None, kind="hospital"):
        r = ctx.r
        pool = {"hospital": P.HOSPITALS, "practice": P.PRACTICES, "pharmacy": P.PHARMACIES,
                "carehome": P.CARE_HOMES}[kind][ctx.loc]
        self.name = name or r.choice(pool)
        self.addr = ctx.address(residential=False)
        self.phone = ctx.phone("land", place=self.addr)
        self.fax = ctx.phone("land", place=self.addr)
        words = re.sub(r"[^a-z ]", "", ascii_fold(self.name).lower()).split()
        words = [w for w in words if w not in ("st", "of", "the", "hospital", "and")] or ["clinic"]
        stem = "".join(words[:2])
        tld = {"US": ".org", "UK": ".nhs.uk", "CA": ".ca", "AU": ".org.au", "NZ": ".health.nz",
               "IN": ".in", "ZA": ".co.za"}[ctx.loc]
        self.domain = stem + tld

    def nm(self):
        return m("HOSPITAL", self.name)


class Address:
    def __init__(self, street, suburb, city, state, state_full, zip_, county=None):
        self.street, self.suburb, self.city = street, suburb, city
        self.state, self.state_full, self.zip, self.county = state, state_full, zip_, county


LOCALE_NAMES = {"US": "United States", "UK": "United Kingdom", "CA": "Canada", "AU": "Australia",
                "NZ": "New Zealand", "IN": "India", "ZA": "South Africa"}


class Ctx:
    """Per-note generation context."""

    def __init__(self, rng, loc, genre):
        self.r = rng
        self.loc = loc
        self.genre = genre
        self.us = loc == "US"
        self.used_initials = set()
        self.used_surnames = set()
        self.today = dt.date(2016, 1, 1) + dt.timedelta(days=rng.randrange(0, 3285))
        # title punctuation habit of this note
        p_dot = {"US": 0.85, "CA": 0.6, "IN": 0.75, "UK": 0.1, "AU": 0.2, "NZ": 0.15, "ZA": 0.35}[loc]
        self.dotted = rng.random() < p_dot
        self.house = rng.choice(self._num_styles())
        self.place = self._pick_place()
        self.ep = None          # (kind, word, phrase) hard case for this note
        self.ep_person = False
        self.ep_used = False

    # ---- small helpers ---------------------------------------------------
    def pick(self, seq):
        return self.r.choice(seq)

    def clin(self, cat, seq):
        """A clinical phrase from seq; in a hard-case note the planned eponym phrase goes into the
        first slot of its category (cat 'dx' or 'sign')."""
        if self.ep and not self.ep_used and self.ep[3] == cat:
            self.ep_used = True
            return self.ep[2]
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def dot(self, title):
        if self.r.random() < 0.06:  # occasional inconsistency within a note
            return title + "." if not self.dotted else title
        return title + "." if self.dotted else title

    def pick_origin(self):
        w = P.LOCALE_ORIGINS[self.loc]
        keys = list(w.keys())
        return self.r.choices(keys, weights=[w[k] for k in keys])[0]

    def freq(self, canon):
        from clinical import FREQ_STYLE
        if canon in FREQ_STYLE:
            us_style = self.loc in ("US", "CA", "IN")
            return FREQ_STYLE[canon][0 if us_style else 1]
        return canon

    # ---- people ------------------------------------------------------------
    def person(self, typ, sex=None, origin=None, surname=None, age=None, role=None, staff=False):
        for _ in range(200):
            if self.ep and self.ep[0] == "surname" and not self.ep_person and surname is None and (staff or typ == "PATIENT"):
                p = Person(self, typ, sex=sex, origin=origin, surname=self.ep[1], age=age, role=role)
                if p.initials() in STOP_INITIALS or p.initials() in self.used_initials:
                    continue
                self.ep_person = True
                self.used_surnames.add(p.surname)
                self.used_initials.add(p.initials())
                return p
            p = Person(self, typ, sex=sex, origin=origin, surname=surname, age=age, role=role)
            ini2 = p.initials()
            if staff or typ == "PATIENT":
                if ini2 in STOP_INITIALS or ini2 in self.used_initials or ini2.lower() in STOP_LOWER:
                    continue
            if surname is None and p.surname in self.used_surnames:
                continue
            if typ != "FAMILY" or surname is None:
                self.used_surnames.add(p.surname)
            if staff or typ == "PATIENT":
                self.used_initials.add(ini2)
            return p
        raise RuntimeError("could not make person")

    def patient(self, age=None, sex=None):
        if age is None:
            age = self.r.choice([self.r.randint(18, 45), self.r.randint(45, 75), self.r.randint(60, 97)])
        p = self.person("PATIENT", sex=sex, age=age)
        p.dob = dt.date(self.today.year - age - (1 if self.r.random() < 0.5 else 0),
                        self.r.randint(1, 12), self.r.randint(1, 28))
        # make DOB consistent with the age on self.today
        while _age_on(p.dob, self.today) > age:
            p.dob = p.dob.replace(year=p.dob.year + 1)
        while _age_on(p.dob, self.today) < age:
            p.dob = p.dob.replace(year=p.dob.year - 1)
        p.addr = self.address()
        p.home = self.phone("land", place=p.addr)
        p.mobile = self.phone("mobile")
        return p

    def relative(self, patient, sex=None, rel=None, same_surname=None):
        r = self.r
        sex = sex or r.choice("FM")
        if rel is None or (patient.age or 50) > 68 and rel in ("mother", "father", "aunt", "uncle") \
                or (patient.age or 50) < 40 and rel in ("granddaughter", "grandson"):
            pool = list(P.RELATIONS[sex])
            if (patient.age or 50) > 68:
                pool = [x for x in pool if x not in ("mother", "father", "aunt", "uncle")]
            if (patient.age or 50) < 40:
                pool = [x for x in pool if x not in ("granddaughter", "grandson")]
            if (patient.age or 50) < 18:
                pool = [x for x in pool if x in ("mother", "father", "sister", "brother", "aunt", "uncle")]
            rel = r.choice(pool)
        if same_surname is None:
            same_surname = rel in ("wife", "husband", "son", "daughter", "granddaughter", "grandson") and r.random() < 0.6
        f = self.person("FAMILY", sex=sex, origin=patient.origin,
                        surname=patient.surname if same_surname else None)
        f.rel = rel
        return f

    ROLE_TABLE = {
        "consultant": {"dr": True, "kind": "doc"}, "registrar": {"dr": True, "kind": "doc"},
        "resident": {"dr": True, "kind": "doc"}, "gp": {"dr": True, "kind": "doc"},
        "surgeon": {"dr": True, "kind": "doc"}, "anaesthetist": {"dr": True, "kind": "doc"},
        "radiologist": {"dr": True, "kind": "doc"}, "nurse": {"dr": False, "kind": "nurse"},
        "pharmacist": {"dr": False, "kind": "pharm"}, "physio": {"dr": False, "kind": "ahp"},
        "ot": {"dr": False, "kind": "ahp"}, "sw": {"dr": False, "kind": "ahp"},
        "dietitian": {"dr": False, "kind": "ahp"}, "scribe": {"dr": False, "kind": "admin"},
        "clerk": {"dr": False, "kind": "admin"}, "typist": {"dr": False, "kind": "admin"},
        "tech": {"dr": False, "kind": "tech"}, "np": {"dr": False, "kind": "np"},
        "paramedic": {"dr": False, "kind": "para"}, "interpreter": {"dr": False, "kind": "admin"},
        "coordinator": {"dr": False, "kind": "nurse"}, "psych": {"dr": True, "kind": "doc"},
        "oncologist": {"dr": True, "kind": "doc"}, "pathologist": {"dr": True, "kind": "doc"},
    }

    def staff(self, role, prof=False):
        rinfo = dict(self.ROLE_TABLE[role])
        rinfo["name"] = role
        if prof:
            rinfo["prof"] = True
        p = self.person("DOCTOR", role=rinfo, staff=True)
        p.cred = self.credential(rinfo["kind"], role)
        p.pager = self.phone("pager")
        return p

    def credential(self, kind, role):
        r, loc = self.r, self.loc
        if kind == "doc":
            opts = {
                "US": ["MD", "DO", "MD, FACP", "MD, PhD", "MD"],
                "UK": ["MBBS", "MRCP", "FRCP", "MBChB, MRCP", "MBBS, FRCP", "BM BCh, MRCP"],
                "CA": ["MD, FRCPC", "MD, CCFP", "MD", "MD, FRCSC"],
                "AU": ["MBBS, FRACP", "FRACP", "MBBS", "FACEM", "MBBS, FRACP, PhD"],
                "NZ": ["MBChB, FRACP", "FRACP", "MBChB", "FACEM"],
                "IN": ["MBBS, MD", "MS (Ortho)", "MBBS, DNB", "MD, DM (Cardiology)", "MBBS"],
                "ZA": ["MBChB, FCP(SA)", "FCS(SA)", "MBChB", "MBChB, MMed", "FCEM(SA)"],
            }[loc]
            if role == "radiologist":
                opts = {"US": ["MD"], "UK": ["FRCR"], "CA": ["MD, FRCPC"], "AU": ["FRANZCR"],
                        "NZ": ["FRANZCR"], "IN": ["MD (Radiodiagnosis)", "DMRD"], "ZA": ["FCRad(SA)"]}[loc]
            if role == "surgeon":
                opts = {"US": ["MD, FACS"], "UK": ["FRCS", "FRCS (Tr & Orth)"], "CA": ["MD, FRCSC"], "AU": ["FRACS"],
                        "NZ": ["FRACS"], "IN": ["MS", "MS, MCh"], "ZA": ["FCS(SA)", "MBChB, FCS(SA)"]}[loc]
            if role == "anaesthetist":
                opts = {"US": ["MD"], "UK": ["FRCA"], "CA": ["MD, FRCPC"], "AU": ["FANZCA"], "NZ": ["FANZCA"],
                        "IN": ["MD (Anaesthesia)"], "ZA": ["FCA(SA)"]}[loc]
            if role == "gp":
                opts = {"US": ["MD", "DO"], "UK": ["MRCGP", "MBBS, MRCGP"], "CA": ["MD, CCFP"],
                        "AU": ["FRACGP"], "NZ": ["FRNZCGP"], "IN": ["MBBS"], "ZA": ["MBChB"]}[loc]
            return r.choice(opts)
        if kind == "nurse":
            return r.choice({"US": ["RN", "RN, BSN", "LPN", "RN"], "UK": ["RGN", "RN", "RMN", "RN"],
                             "CA": ["RN", "RPN"], "AU": ["RN", "EN", "CNS"], "NZ": ["RN", "EN"],
                             "IN": ["GNM", "B.Sc Nursing", "RN"], "ZA": ["RN", "EN", "RN(SA)"]}[self.loc])
        if kind == "pharm":
            return r.choice({"US": ["PharmD"], "CA": ["RPh", "PharmD"]}.get(loc, ["MPharm", "BPharm"]))
        if kind == "ahp":
            return r.choice(["PT", "OT", "MSW", "APD", "RD", "BSc Physio", "DipSW"])
        if kind == "np":
            return r.choice(["NP", "FNP-C", "PA-C", "NP"])
        if kind == "para":
            return r.choice(["Paramedic", "ICP", "ALS paramedic"])
        if kind == "tech":
            return r.choice(["RT(R)", "Radiographer", "Sonographer", "RDMS"])
        return None

    # ---- places ------------------------------------------------------------
    def _pick_place(self):
        return {"US": P.US_CITIES, "UK": P.UK_TOWNS, "CA": P.CA_CITIES, "AU": P.AU_SUBURBS,
                "NZ": P.NZ_PLACES, "IN": P.IN_PLACES, "ZA": P.ZA_PLACES}[self.loc]

    def street_line(self, residential=True):
        r, loc = self.r, self.loc
        stems = P.STREET_STEMS + P.STREET_STEMS_LOCAL[loc] * 2
        stem = r.choice(stems)
        suf = r.choice(P.STREET_SUFFIX[loc])
        num = r.choice([r.randint(1, 99), r.randint(1, 400), r.randint(100, 9999)])
        if loc in ("UK", "NZ", "AU", "ZA", "IN"):
            num = r.randint(1, 240)
        base = "%d %s %s" % (num, stem, suf)
        if loc == "IN":
            if r.random() < 0.5:
                nth = ordinal(r.randint(1, 14))
                base = "%s %s" % (nth, r.choice(["Cross", "Main", "Cross Road", "Main Road"]))
                base = "%s, %s" % (r.choice(["No. %d" % r.randint(1, 300), "#%d" % r.randint(1, 300),
                                              "H.No. %d-%d-%d" % (r.randint(1, 12), r.randint(1, 9), r.randint(10, 400))]), base)
            else:
                base = "%d, %s %s" % (num, stem, suf)
        if not residential:
            return base
        p = r.random()
        if loc == "US" and p < 0.35:
            return base + r.choice([", Apt %d" % r.randint(1, 40), ", Apt %d%s" % (r.randint(1, 9), r.choice("ABCD")),
                                    ", Unit %d" % r.randint(1, 300), " #%d" % r.randint(2, 60)])
        if loc == "UK" and p < 0.3:
            return "Flat %d, %s" % (r.randint(1, 30), base)
        if loc == "AU" and p < 0.35:
            if r.random() < 0.5:
                return "%d/%s" % (r.randint(1, 20), base)
            return "Unit %d, %s" % (r.randint(1, 20), base)
        if loc == "NZ" and p < 0.3:
            return "%d/%s" % (r.randint(1, 8), base)
        if loc == "CA" and p < 0.35:
            return "%d-%s" % (r.randint(101, 2408), base)
        if loc == "IN" and p < 0.55:
            return "Flat %d%s, %s, %s" % (r.randint(1, 12), r.choice("ABCD"), r.choice(P.IN_BUILDINGS), base)
        if loc == "ZA" and p < 0.3:
            return "Unit %d, %s, %s" % (r.randint(1, 40), r.choice(P.ZA_COMPLEXES), base)
        if p > 0.97:
            return "PO Box %d" % r.randint(100, 9999)
        return base

    def postcode(self, row):
        r, loc = self.r, self.loc
        if loc == "US":
            z = "%s%02d" % (row[3], r.randint(1, 99))
            return z + ("-%04d" % r.randint(1, 9999) if r.random() < 0.15 else "")
        if loc == "UK":
            L = "ABDEFGHJLNPQRSTUWXYZ"
            return "%s%d %d%s%s" % (row[2], r.randint(1, 20), r.randint(1, 9), r.choice(L), r.choice(L))
        if loc == "CA":
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (row[3], r.randint(0, 9), r.choice(L), r.randint(0, 9), r.choice(L), r.randint(0, 9))
        if loc == "IN":
            return "%s%03d" % (row[3], r.randint(1, 99))
        return row[3]

    def address(self, residential=True):
        r, loc = self.r, self.loc
        row = self.pick(self.place)
        if self.ep and self.ep[0] == "town":
            key = 1 if self.loc == "NZ" else 0
            rows = [x for x in self.place if x[key] == self.ep[1]]
            if rows:
                row = rows[0]
        st = self.street_line(residential)
        if loc == "US":
            return Address(st, None, row[0], row[1], row[2], self.postcode(row))
        if loc == "UK":
            return Address(st, None, row[0], None, None, self.postcode(row), county=row[1])
        if loc == "CA":
            return Address(st, None, row[0], row[1], row[2], self.postcode(row))
        if loc == "AU":
            return Address(st, row[0], None, row[1], row[2], row[3])
        if loc == "NZ":
            return Address(st, row[0], row[1], row[2], row[2], row[3])
        if loc == "IN":
            return Address(st, row[0], row[1], row[2], row[2], self.postcode(row))
        return Address(st, row[0], row[1], row[2], row[2], row[3])

    def addr_line(self, a, with_state=None, country=False):
        """One-line address, each part its own span."""
        r, loc = self.r, self.loc
        S = lambda t, v: m(t, v)
        parts = S("STREET", a.street)
        if loc == "US":
            st = a.state if r.random() < 0.85 else a.state_full
            s = "%s, %s, %s %s" % (parts, S("CITY", a.city), S("STATE", st), S("ZIP", a.zip))
        elif loc == "CA":
            st = a.state if r.random() < 0.8 else a.state_full
            sep = r.choice([" ", "  "])
            s = "%s, %s, %s%s%s" % (parts, S("CITY", a.city), S("STATE", st), sep, S("ZIP", a.zip))
        elif loc == "UK":
            if r.random() < 0.5:
                s = "%s, %s, %s %s" % (parts, S("CITY", a.city), S("CITY", a.county), S("ZIP", a.zip))
            else:
                s = "%s, %s %s" % (parts, S("CITY", a.city), S("ZIP", a.zip))
        elif loc == "AU":
            sub = a.suburb.upper() if r.random() < 0.3 else a.suburb
            st = a.state if r.random() < 0.85 else a.state_full
            s = "%s, %s %s %s" % (parts, S("CITY", sub), S("STATE", st), S("ZIP", a.zip))
        elif loc == "NZ":
            if a.suburb:
                s = "%s, %s, %s %s" % (parts, S("CITY", a.suburb), S("CITY", a.city), S("ZIP", a.zip))
            else:
                s = "%s, %s %s" % (parts, S("CITY", a.city), S("ZIP", a.zip))
        elif loc == "IN":
            if r.random() < 0.35:
                parts += ", %s %s" % (r.choice(["near", "opp.", "behind", "Near"]), self.landmark())
            s = "%s, %s, %s" % (parts, S("CITY", a.suburb), S("CITY", a.city))
            if r.random() < 0.7:
                s += ", %s" % S("STATE", a.state)
            s += r.choice([" - ", " ", " "]) + S("ZIP", a.zip)
        else:  # ZA
            if a.suburb:
                s = "%s, %s, %s, %s" % (parts, S("CITY", a.suburb), S("CITY", a.city), S("ZIP", a.zip))
            else:
                s = "%s, %s, %s" % (parts, S("CITY", a.city), S("ZIP", a.zip))
            if r.random() < 0.3:
                s += ", %s" % S("STATE", a.state)
        if country:
            s += ", " + m("COUNTRY", LOCALE_NAMES[loc])
        return s

    def addr_block(self, a, indent=""):
        """Multi-line address for letters."""
        r, loc = self.r, self.loc
        L = [m("STREET", a.street)]
        if loc == "US":
            L.append("%s, %s %s" % (m("CITY", a.city), m("STATE", a.state), m("ZIP", a.zip)))
        elif loc == "CA":
            L.append("%s %s  %s" % (m("CITY", a.city), m("STATE", a.state), m("ZIP", a.zip)))
        elif loc == "UK":
            L.append(m("CITY", a.city))
            if r.random() < 0.6:
                L.append(m("CITY", a.county))
            L.append(m("ZIP", a.zip))
        elif loc == "AU":
            L.append("%s %s %s" % (m("CITY", a.suburb.upper()), m("STATE", a.state), m("ZIP", a.zip)))
        elif loc == "NZ":
            if a.suburb:
                L.append(m("CITY", a.suburb))
            L.append("%s %s" % (m("CITY", a.city), m("ZIP", a.zip)))
        elif loc == "IN":
            if r.random() < 0.35:
                L.append("%s %s" % (r.choice(["Near", "Opp."]), self.landmark()))
            L.append(m("CITY", a.suburb))
            L.append("%s - %s" % (m("CITY", a.city), m("ZIP", a.zip)))
            L.append(m("STATE", a.state))
        else:
            if a.suburb:
                L.append(m("CITY", a.suburb))
            L.append(m("CITY", a.city))
            L.append(m("ZIP", a.zip))
        return "\n".join(indent + x for x in L)

    def landmark(self):
        return m("LOCATION_OTHER", self.pick(P.IN_LANDMARKS))

    # ---- phones ------------------------------------------------------------
    def phone(self, kind="land", place=None, ext=False):
        r, loc = self.r, self.loc
        d = lambda n: "".join(str(r.randint(0, 9)) for _ in range(n))
        if kind == "pager":
            return r.choice({
                "US": ["%d-%s" % (r.randint(2, 8), d(4)), "%d%s" % (r.randint(2, 8), d(4)), d(4)],
                "CA": ["%d%s" % (r.randint(2, 8), d(3)), "%d-%s" % (r.randint(2, 8), d(4))],
                "UK": ["%d%s" % (r.randint(1, 9), d(3)), "%d%s" % (r.randint(1, 9), d(3))],
                "AU": ["%d%s" % (r.randint(1, 9), d(3)), "%d%s" % (r.randint(2, 9), d(2))],
                "NZ": ["%d%s" % (r.randint(1, 9), d(3))],
                "IN": ["%d%s" % (r.randint(2, 7), d(3))],
                "ZA": ["%d%s" % (r.randint(1, 9), d(2)), "%d%s" % (r.randint(1, 9), d(3))],
            }[loc])
        if kind == "ext":
            return d(4)
        if loc in ("US", "CA"):
            if place is not None:
                row = [x for x in self.place if x[0] == place.city]
                ac = r.choice(row[0][4]) if row else r.choice(self.pick(self.place)[4])
            else:
                ac = r.choice(self.pick(self.place)[4])
            ex = r.choice(["555", str(r.randint(201, 989))])
            ln = ("01" + d(2)) if ex == "555" else d(4)
            fmt = r.choice(["(%s) %s-%s", "%s-%s-%s", "%s.%s.%s", "(%s) %s-%s", "+1 %s %s %s", "%s %s %s"])
            s = fmt % (ac, ex, ln)
            if ext:
                s += r.choice([" ext. %d" % r.randint(2, 9999), " x%d" % r.randint(100, 9999), " ext %d" % r.randint(10, 999)])
            return s
        if loc == "UK":
            if kind == "mobile":
                n = "07%s %s" % (d(3), d(6))
                return r.choice([n, "+44 7%s %s %s" % (d(3), d(3), d(3))])
            code = place.county and [x for x in P.UK_TOWNS if x[0] == place.city] if place else None
            code = code[0][3] if code else self.pick(P.UK_TOWNS)[3]
            if len(code) == 3:
                n = "%s %s %s" % (code, d(4), d(4))
            elif len(code) == 4:
                n = "%s %s %s" % (code, d(3), d(4))
            else:
                n = "%s %s" % (code, d(6))
            if r.random() < 0.12:
                n = "+44 " + n[1:].replace(" ", " ", 1)
            if ext:
                n += r.choice([" ext. %s" % d(4), " ext %s" % d(4)])
            return n
        if loc == "AU":
            if kind == "mobile":
                return r.choice(["04%s %s %s" % (d(2), d(3), d(3)), "+61 4%s %s %s" % (d(2), d(3), d(3))])
            code = place.zip and [x[4] for x in P.AU_SUBURBS if x[0] == place.suburb] if place else None
            code = code[0] if code else self.pick(P.AU_SUBURBS)[4]
            return r.choice(["(%s) %s %s" % (code, d(4), d(4)), "%s %s %s" % (code, d(4), d(4)),
                             "+61 %s %s %s" % (code[1], d(4), d(4))])
        if loc == "NZ":
            if kind == "mobile":
                return r.choice(["02%d %s %s" % (r.choice([1, 2, 7]), d(3), d(4)),
                                 "+64 2%d %s %s" % (r.choice([1, 2, 7]), d(3), d(4))])
            code = place and [x[4] for x in P.NZ_PLACES if x[1] == place.city]
            code = code[0] if code else self.pick(P.NZ_PLACES)[4]
            return r.choice(["(%s) %s %s" % (code, d(3), d(4)), "%s %s %s" % (code, d(3), d(4)),
                             "%s-%s %s" % (code, d(3), d(4))])
        if loc == "IN":
            if kind == "mobile":
                n = "%d%s %s" % (r.randint(7, 9), d(4), d(5))
                return r.choice([n, "+91 " + n, "+91-" + n.replace(" ", ""), "0" + n])
            code = place and [x[4] for x in P.IN_PLACES if x[1] == place.city]
            code = code[0] if code else self.pick(P.IN_PLACES)[4]
            if len(code) == 3:
                return r.choice(["%s-%s %s" % (code, d(4), d(4)), "(%s) %s %s" % (code, d(4), d(4)),
                                 "%s %s%s" % (code, d(4), d(4))])
            return r.choice(["%s-%s" % (code, d(7)), "(%s) %s %s" % (code, d(3), d(4))])
        # ZA
        if kind == "mobile":
            n = "0%d%d %s %s" % (r.choice([6, 7, 8]), r.randint(1, 9), d(3), d(4))
            return r.choice([n, "+27 " + n[1:], n.replace(" ", "")])
        code = place and [x[4] for x in P.ZA_PLACES if x[1] == place.city]
        code = code[0] if code else self.pick(P.ZA_PLACES)[4]
        return r.choice(["%s %s %s" % (code, d(3), d(4)), "(%s) %s %s" % (code, d(3), d(4)),
                         "%s-%s-%s" % (code, d(3), d(4)), "+27 %s %s %s" % (code[1:], d(3), d(4))])

    # ---- dates -------------------------------------------------------------
    def _num_styles(self):
        return {"US": ["us_pad", "us_pad", "us_nopad"], "CA": ["iso", "iso", "ca_slash"],
                "UK": ["dmy_pad"], "AU": ["dmy_pad", "dmy_nopad"], "NZ": ["dmy_pad", "dmy_nopad"],
                "IN": ["dmy_pad", "dmy_dash", "dmy_dot"], "ZA": ["ymd_slash", "dmy_pad", "iso"]}[self.loc]

    def fmt_date(self, d, style=None):
        style = style or "num"
        loc, r = self.loc, self.r
        mdy = loc == "US"
        if style == "num":
            h = self.house
            if h == "us_pad":
                return "%02d/%02d/%d" % (d.month, d.day, d.year)
            if h == "us_nopad":
                return "%d/%d/%d" % (d.month, d.day, d.year)
            if h == "iso":
                return d.isoformat()
            if h == "ca_slash":
                return "%d/%02d/%02d" % (d.year, d.month, d.day)
            if h == "dmy_pad":
                return "%02d/%02d/%d" % (d.day, d.month, d.year)
            if h == "dmy_nopad":
                return "%d/%d/%d" % (d.day, d.month, d.year)
            if h == "dmy_dash":
                return "%02d-%02d-%d" % (d.day, d.month, d.year)
            if h == "dmy_dot":
                return "%02d.%02d.%d" % (d.day, d.month, d.year)
            if h == "ymd_slash":
                return "%d/%02d/%02d" % (d.year, d.month, d.day)
        if style == "short":
            if mdy:
                return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
            if loc == "CA":
                return d.isoformat()
            return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
        if style == "long":
            if mdy or loc == "CA":
                return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
            if loc in ("UK", "IN") and r.random() < 0.4:
                return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
            return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
        if style == "abbr":
            if mdy or loc == "CA":
                return "%s %d, %d" % (MON[d.month - 1], d.day, d.year)
            return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
        if style == "dash":
            s = "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)
            return s.upper() if r.random() < 0.3 else s
        if style == "iso":
            return d.isoformat()
        if style == "partial":
            if mdy:
                return "%d/%d" % (d.month, d.day)
            if loc == "CA":
                return "%s %d" % (MON[d.month - 1], d.day)
            return "%d/%d" % (d.day, d.month)
        if style == "wk":
            return "%s %s" % (WD3[d.weekday()], self.fmt_date(d, "partial"))
        if style == "wklong":
            if mdy or loc == "CA":
                return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
            return "%s%s %d %s %d" % (WEEKDAYS[d.weekday()], r.choice(["", ","]), d.day, MONTHS[d.month - 1], d.year)
        if style == "weekday":
            return WEEKDAYS[d.weekday()]
        if style == "daymon":
            if mdy or loc == "CA":
                return "%s %d" % (MONTHS[d.month - 1], d.day)
            return "%d %s" % (d.day, MONTHS[d.month - 1])
        if style == "my":
            return "%s %d" % (MONTHS[d.month - 1], d.year)
        if style == "mon":
            return MONTHS[d.month - 1]
        if style == "y":
            return str(d.year)
        raise ValueError(style)

    def D(self, d, style=None):
        return m("DATE", self.fmt_date(d, style))

    def Dany(self, d):
        return self.D(d, self.r.choice(["num", "num", "num", "long", "abbr", "dash", "short"]))

    def days(self, n):
        return self.today + dt.timedelta(days=n)

    def tm(self, h=None, mi=None):
        r = self.r
        h = r.randint(0, 23) if h is None else h
        mi = r.randint(0, 59) if mi is None else mi
        st = r.random()
        if self.loc == "US" and st < 0.25:
            hh = h % 12 or 12
            return "%d:%02d %s" % (hh, mi, "AM" if h < 12 else "PM")
        if st < 0.45:
            return "%02d%02d" % (h, mi)
        if self.loc in ("UK", "AU", "NZ", "ZA", "IN") and st < 0.55:
            return "%02d:%02dh" % (h, mi) if self.loc == "ZA" else "%02d.%02d" % (h, mi)
        return "%02d:%02d" % (h, mi)

    # ---- ages ----------------------------------------------------------------
    def age_phrase(self, age, sex=None, words=False, kind="narr", bare=False):
        """Marked age expression. kind 'narr' for running text, 'short' for shorthand with sex."""
        r = self.r
        A = m("AGE", num_words(age) if words else str(age))
        sx = sex or "F"
        man = "man" if sx == "M" else "woman"
        if words:
            return r.choice(["%s-year-old" % A, "%s year old" % A] + ([] if bare else ["%s-year-old %s" % (A, man)]))
        if kind == "narr":
            return r.choice(["%s-year-old" % A, "%s-year-old" % A, "%s year old" % A, "%s-yr-old" % A,
                             "%s yo" % A, "%s y/o" % A, "%s-y-o" % A] + ([] if bare else ["%s-year-old %s" % (A, man)]))
        opts = ["%s%s" % (A, sx), "%s %s" % (A, sx), "%syo %s" % (A, sx), "%s yo %s" % (A, "male" if sx == "M" else "female"),
                "%s y.o. %s" % (A, sx), "%s yo %s" % (A, sx), "%syo%s" % (A, sx)]
        if self.loc == "IN":
            opts += ["%s/%s" % (A, sx), "%sY/%s" % (A, sx), "%s yrs/%s" % (A, sx)]
        if self.loc in ("UK", "AU", "NZ", "ZA"):
            opts += ["%s%s" % (A, sx), "%s yr old %s" % (A, "M" if sx == "M" else "F")]
        return r.choice(opts)

    # ---- identifiers -----------------------------------------------------------
    def _d(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def _L(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def mrn(self):
        """Returns (label, value)."""
        r, loc, d, L = self.r, self.loc, self._d, self._L
        if loc == "US":
            return r.choice([("MRN", d(8)), ("MRN", d(7)), ("MR#", d(8)), ("Med Rec #", "E" + d(7))])
        if loc == "UK":
            return r.choice([("NHS No", "%s %s %s" % (d(3), d(3), d(4))), ("NHS number", "%s %s %s" % (d(3), d(3), d(4))),
                             ("Hospital No", L(1) + d(7)), ("Hosp No.", "RX%s%s" % (L(1), d(6))), ("MRN", d(8))])
        if loc == "CA":
            return r.choice([("MRN", d(7)), ("Chart #", d(6)), ("MRN", "M" + d(8))])
        if loc == "AU":
            return r.choice([("UR", d(7)), ("UR No", d(6)), ("MRN", d(8))])
        if loc == "NZ":
            L2 = "ABCDEFGHJKLMNPQRSTUVWXYZ"
            return r.choice([("NHI", L(3, L2) + d(4)), ("NHI", L(3, L2) + d(2) + L(2, L2)), ("NHI No", L(3, L2) + d(4))])
        if loc == "IN":
            return r.choice([("UHID", d(11)), ("UHID", "%s/%d/%s" % (L(3), self.today.year, d(6))), ("MR No.", d(8)),
                             ("Reg. No.", "%s-%s" % (L(2), d(7)))])
        return r.choice([("Folder No", d(8)), ("Hosp No", L(2) + d(6)), ("MRN", d(9))])

    def ssn(self, patient=None):
        r, loc, d, L = self.r, self.loc, self._d, self._L
        if loc == "US":
            return ("SSN", "%03d-%s-%s" % (r.randint(100, 665), d(2), d(4)))
        if loc == "UK":
            return ("NI No", "%s %s %s %s %s" % (L(2, "ABCEGHJKLMNPRSTWXYZ"), d(2), d(2), d(2), r.choice("ABCD")))
        if loc == "CA":
            return ("SIN", "%s %s %s" % (d(3), d(3), d(3)))
        if loc == "AU":
            return ("Centrelink CRN", "%s %s %s%s" % (d(3), d(3), d(3), L(1)))
        if loc == "NZ":
            return ("IRD number", "%s-%s-%s" % (d(3), d(3), d(3)))
        if loc == "IN":
            return ("Aadhaar", "%d%s %s %s" % (r.randint(2, 9), d(3), d(4), d(4)))
        dob = patient.dob if patient is not None else self.today
        sexd = r.randint(5, 9) if (patient is not None and patient.sex == "M") else r.randint(0, 4)
        return ("ID No", "%02d%02d%02d%d%s0%s" % (dob.year % 100, dob.month, dob.day, sexd, d(3), d(2)))

    def healthplan(self):
        r, loc, d, L = self.r, self.loc, self._d, self._L
        if loc == "US":
            return r.choice([("Member ID", L(3) + d(6)), ("Member ID", L(1) + d(9)), ("Policy #", d(3) + "-" + d(5) + "-" + d(2)),
                             ("Group #", d(5)), ("Medicare MBI", "%d%s%d-%s%d-%s%d%d" % (r.randint(1, 9), L(2), r.randint(0, 9), L(2), r.randint(0, 9), L(2), r.randint(0, 9), r.randint(0, 9)))])
        if loc == "UK":
            return r.choice([("Policy No", L(2) + d(8)), ("Membership No", d(9))])
        if loc == "CA":
            return r.choice([("OHIP", "%s-%s-%s-%s" % (d(4), d(3), d(3), L(2))), ("PHN", "9%s %s %s" % (d(3), d(3), d(3))),
                             ("RAMQ", "%s %s %s" % (L(4), d(4), d(4))), ("Health card", "%s %s %s" % (d(4), d(3), d(3)))])
        if loc == "AU":
            return r.choice([("Medicare", "%d%s %s %d" % (r.randint(2, 6), d(3), d(5), r.randint(1, 9))),
                             ("Medicare No", "%d%s %s %d-%d" % (r.randint(2, 6), d(3), d(5), r.randint(1, 9), r.randint(1, 5))),
                             ("DVA file no", "N" + L(1) + d(6)), ("Health fund member no", d(8))])
        if loc == "NZ":
            return r.choice([("ACC claim", d(11)), ("ACC45", L(2) + d(5)), ("Member no", d(8))])
        if loc == "IN":
            return r.choice([("Policy No", "%d/%s/%s/%d/%s" % (r.randint(1, 9), d(6), d(2), self.today.year, d(5))),
                             ("TPA ID", L(3) + d(9)), ("PMJAY ID", L(1) + d(8))])
        return r.choice([("Medical aid no", d(9)), ("Member no", d(8)), ("Scheme no", L(2) + d(7))])

    def account(self):
        r, loc, d, L = self.r, self.loc, self._d, self._L
        if loc == "US":
            return r.choice([("Acct #", d(4) + "-" + d(4)), ("FIN", d(10)), ("CSN", d(10)), ("Encounter #", d(9)), ("Visit #", "V" + d(9))])
        if loc == "UK":
            return r.choice([("Episode No", "EP" + d(8)), ("Spell ID", d(10)), ("Attendance No", d(8))])
        if loc == "CA":
            return r.choice([("Visit #", "V" + d(10)), ("Encounter", d(9)), ("Account", d(8))])
        if loc == "AU":
            return r.choice([("Episode", d(9)), ("Visit No", d(10)), ("Account No", d(7))])
        if loc == "NZ":
            return r.choice([("Event No", d(9)), ("Encounter", d(8))])
        if loc == "IN":
            return r.choice([("IP No.", "IP/%d/%s" % (self.today.year, d(5))), ("OP No.", "OP" + d(7)), ("Bill No.", "B-" + d(6))])
        return r.choice([("Account no", d(8)), ("Visit no", d(10)), ("Admission no", "A" + d(7))])

    def doc_license(self):
        r, loc, d, L = self.r, self.loc, self._d, self._L
        if loc == "US":
            return r.choice([("NPI", "1" + d(9)), ("DEA", L(2) + d(7)), ("Lic #", L(1) + d(6))])
        if loc == "UK":
            return r.choice([("GMC", d(7)), ("GMC No", d(7))])
        if loc == "CA":
            return r.choice([("CPSO #", d(5)), ("CPSBC", d(5)), ("Licence", d(6))])
        if loc == "AU":
            return r.choice([("AHPRA", "MED" + d(10)), ("Prescriber No", d(7)), ("Provider No", d(6) + L(2))])
        if loc == "NZ":
            return r.choice([("MCNZ", d(5)), ("Reg No", d(5))])
        if loc == "IN":
            return r.choice([("Reg. No.", "%s-%s" % (r.choice(["KMC", "MMC", "TNMC", "DMC"]), d(5))), ("MCI Reg", d(5))])
        return r.choice([("HPCSA", "MP %s" % d(7)), ("Practice No", d(7)), ("HPCSA No", "MP" + d(7))])

    def nurse_license(self):
        r, loc, d, L = self.r, self.loc, self._d, self._L
        return {"US": ("RN Lic", "RN" + d(7)), "UK": ("NMC PIN", "%s%s%s%s" % (d(2), L(1), d(4), L(1))),
                "CA": ("CNO #", d(7)), "AU": ("AHPRA", "NMW" + d(10)), "NZ": ("NCNZ", d(6)),
                "IN": ("INC Reg.", d(6)), "ZA": ("SANC", d(8))}[loc]

    def pharm_license(self):
        d, L = self._d, self._L
        return {"US": ("RPh Lic", "RPH" + d(6)), "UK": ("GPhC", d(7)), "CA": ("OCP #", d(6)),
                "AU": ("AHPRA", "PHA" + d(10)), "NZ": ("PCNZ", d(5)), "IN": ("KSPC Reg.", d(5)),
                "ZA": ("SAPC", "P" + d(8))}[self.loc]

    def drivers_licence(self):
        r, loc, d, L = self.r, self.loc, self._d, self._L
        return {"US": r.choice([L(1) + d(7), "%s%s-%s-%s" % (L(1), d(3), d(4), d(4)), d(9)]),
                "UK": "%s%s%s%s%s" % (L(5), d(6), L(2), d(1), L(2)),
                "CA": "%s%s-%s-%s" % (L(1), d(4), d(5), d(5)), "AU": d(8) if r.random() < 0.5 else d(9),
                "NZ": L(2) + d(6), "IN": "%s%02d %d%s" % (L(2), r.randint(1, 60), self.today.year - r.randint(1, 20), d(7)),
                "ZA": d(10) + L(2)}[loc]

    def plate(self):
        r, loc, d, L = self.r, self.loc, self._d, self._L
        return {"US": r.choice([d(1) + L(3) + d(3), L(3) + "-" + d(4), L(3) + " " + d(3)]),
                "UK": "%s%s %s" % (L(2), d(2), L(3)), "CA": r.choice([L(4) + " " + d(3), L(3) + " " + d(3)]),
                "AU": r.choice([L(3) + "-" + d(3), d(1) + L(3) + d(3), L(3) + d(2) + L(1)]),
                "NZ": L(3) + d(3), "IN": "%s %02d %s %s" % (r.choice(["KA", "MH", "TN", "DL", "WB", "TS", "GJ", "KL"]), r.randint(1, 60), L(2), d(4)),
                "ZA": r.choice(["%s %s-%s" % (r.choice(["CA", "CY", "CF", "ND", "NU"]), d(3), d(3)), "%s %s %s GP" % (L(2), d(2), L(2))])}[loc]

    def vin(self):
        return self._L(3, "ABCDEFGHJKLMNPRSTUVWXYZ123456789") + self._d(2) + self._L(6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + self._d(6)

    def device_id(self, kind="serial"):
        r, d, L = self.r, self._d, self._L
        if kind == "lot":
            return r.choice([d(7), L(1) + d(6), "%s%s-%s" % (L(2), d(4), d(2))])
        return r.choice([L(3) + d(6), "%s%s%s" % (L(2), d(6), L(1)), "%s-%s" % (d(4), d(5)), L(1) + d(8)])

    def bioid(self):
        r, d = self.r, self._d
        return r.choice([("fingerprint ID", "FP-" + d(5)), ("palm-vein ID", "PV-" + d(7)),
                         ("iris template", "IR-%s-%s" % (d(3), d(4))), ("biometric enrolment no.", "BIO-%s-%s" % (d(4), d(4))),
                         ("voiceprint ID", "VP" + d(6))])

    def accession(self):
        r, d, L = self.r, self._d, self._L
        y = self.today.year % 100
        return r.choice(["%s%02d-%s" % (r.choice(["CT", "MR", "US", "XR", "RAD"]), y, d(6)), "A" + d(9),
                         "%d%s" % (self.today.year, d(6)), "%s%s" % (L(2), d(8))])

    def specimen(self):
        r, d, L = self.r, self._d, self._L
        y = self.today.year % 100
        return r.choice(["%s%02d-%s" % (r.choice(["S", "H", "C", "M"]), y, d(5)), "%s%s" % (L(2), d(7)),
                         "%02d%s%s" % (y, L(1), d(6))])

    def order_no(self):
        r, d = self.r, self._d
        return r.choice([d(8), "ORD-" + d(7), "LR" + d(7), "RQ-%s-%s" % (d(3), d(4))])

    def ip(self, private=True):
        r = self.r
        if private:
            return r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                             "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)),
                             "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))])
        return "%d.%d.%d.%d" % (r.choice([41, 49, 81, 103, 115, 122, 196, 203]), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))

    def username(self, p):
        r = self.r
        g = re.sub(r"[^a-z]", "", ascii_fold(p.given).lower())
        s = re.sub(r"[^a-z]", "", ascii_fold(p.surname).lower())
        return r.choice([g[0] + s, g[0] + s + str(r.randint(1, 9)), s + g[:2], "%s%s%d" % (g[0], s[:5], r.randint(10, 99)),
                         g + "." + s[:1] + str(r.randint(1, 9)), "%s_%s" % (g[:3], s[:4])])

    def email(self, p, domain=None):
        r = self.r
        g = re.sub(r"[^a-z-]", "", ascii_fold(p.given).lower())
        s = re.sub(r"[^a-z-]", "", ascii_fold(p.surname).lower())
        if domain is None:
            domain = r.choice(P.MAIL_DOMAINS[self.loc])
            local = r.choice(["%s.%s" % (g, s), "%s%s%d" % (g, s[:1], r.randint(1, 99)), "%s_%s" % (s, g[:1]),
                              "%s%d" % (g, r.randint(60, 99))])
        else:
            local = r.choice(["%s.%s" % (g, s), "%s.%s" % (g[0], s), "%s%s" % (g[0], s)])
        return "%s@%s" % (local, domain)


def _age_on(dob, day):
    return day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))
