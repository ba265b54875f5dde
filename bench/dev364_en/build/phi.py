"""Note builder (single-pass offsets) and PHI value formatters for dev364_en."""
import datetime as dt
import re

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_PH = re.compile(r"\{(\w+)\}")


class Doc:
    """Assembles a note piece by piece; PHI pieces record their offsets as they land."""

    def __init__(self, lower, spell=()):
        self.lower = lower
        self.spell = spell
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        for a, b in self.spell:
            s = s.replace(a, b)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, typ, s):
        if self.lower:
            s = s.lower()
        assert s and s == s.strip(), (typ, s)
        assert typ in LABEL, typ
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ, "text": s})

    def add(self, v):
        if v is None:
            return
        if isinstance(v, str):
            if v:
                self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        elif isinstance(v, int):
            self.t(str(v))
        else:
            for x in v:
                self.add(x)

    def f(self, tmpl, **kw):
        pos = 0
        for m in _PH.finditer(tmpl):
            if m.start() > pos:
                self.t(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        if pos < len(tmpl):
            self.t(tmpl[pos:])

    def text(self):
        return "".join(self.parts)


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def fmt_date(d, style):
    dd, mm, yy = d.day, d.month, d.year
    mon = MON[mm - 1]
    wd = WDAY[d.weekday()]
    S = {
        "dmy": "%02d/%02d/%d" % (dd, mm, yy), "dmy2": "%02d/%02d/%02d" % (dd, mm, yy % 100),
        "dmy_n": "%d/%d/%d" % (dd, mm, yy), "dmy_dot": "%02d.%02d.%d" % (dd, mm, yy),
        "dmy_dot2": "%d.%d.%02d" % (dd, mm, yy % 100),
        "d_mon_y": "%d %s %d" % (dd, mon[:3], yy), "d_month_y": "%d %s %d" % (dd, mon, yy),
        "dmonY": "%02d-%s-%d" % (dd, mon[:3].upper(), yy), "dmony": "%02d-%s-%d" % (dd, mon[:3], yy),
        "dMONy2": "%02d%s%02d" % (dd, mon[:3].upper(), yy % 100),
        "mdy": "%02d/%02d/%d" % (mm, dd, yy), "mdy2": "%02d/%02d/%02d" % (mm, dd, yy % 100),
        "mdy_n": "%d/%d/%d" % (mm, dd, yy), "month_d_y": "%s %d, %d" % (mon, dd, yy),
        "mon_d_y": "%s %d, %d" % (mon[:3], dd, yy), "iso": "%d-%02d-%02d" % (yy, mm, dd),
        "ymd_sl": "%d/%02d/%02d" % (yy, mm, dd),
        "dm": "%02d/%02d" % (dd, mm), "dm_n": "%d/%d" % (dd, mm), "md": "%d/%d" % (mm, dd),
        "d_mon": "%d %s" % (dd, mon[:3]), "mon_d": "%s %d" % (mon[:3], dd),
        "wd_dmy": "%s %02d/%02d/%d" % (wd[:3], dd, mm, yy), "wd_dm": "%s %d/%d" % (wd[:3], dd, mm),
        "wd_md": "%s %d/%d" % (wd[:3], mm, dd), "wd_full": "%s %d %s %d" % (wd, dd, mon, yy),
        "wd_us": "%s, %s %d, %d" % (wd, mon, dd, yy), "wd_d_mon": "%s %d %s" % (wd, dd, mon),
        "month_y": "%s %d" % (mon, yy), "wd": wd, "mon_y": "%s %d" % (mon[:3], yy), "mm_y": "%02d/%d" % (mm, yy),
        "mon_y2": "%s-%02d" % (mon[:3], yy % 100), "y": "%d" % yy, "month": mon,
    }
    return S[style]


DSTY = {
    "UK": ["dmy", "dmy", "dmy", "d_mon_y", "d_month_y", "dmonY", "dmy2", "dmy_n", "dmy_dot"],
    "IE": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy_n", "dmonY", "dmy_dot"],
    "US": ["mdy", "mdy", "mdy", "mdy_n", "month_d_y", "mon_d_y", "mdy2", "iso"],
    "CA": ["iso", "iso", "mon_d_y", "month_d_y", "dmy", "ymd_sl", "dmonY"],
    "AU": ["dmy", "dmy", "dmy_n", "d_mon_y", "d_month_y", "dmy_dot2", "dmy2"],
    "NZ": ["dmy", "dmy", "dmy_n", "d_mon_y", "d_month_y", "dmy2", "dmony"],
}
SHORT = {"UK": ["dm", "dm_n", "d_mon"], "IE": ["dm", "d_mon"], "US": ["md", "mon_d"],
         "CA": ["mon_d", "d_mon", "md"], "AU": ["dm", "dm_n", "d_mon"], "NZ": ["dm", "d_mon", "dm_n"]}

STATE_AU = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "SA": "South Australia",
            "WA": "Western Australia", "TAS": "Tasmania", "NT": "Northern Territory",
            "ACT": "Australian Capital Territory"}

PH_AREA = {
    "UK": ["0113", "0161", "0121", "0117", "0191", "0115", "0114", "01632", "01224", "0131", "0141", "01392"],
    "IE": ["01", "021", "061", "091", "065", "066", "051", "071"],
    "US": ["617", "508", "401", "860", "518", "716", "412", "215", "410", "804", "704", "404", "615", "614",
           "216", "313", "317", "312", "414", "612", "314", "402", "303", "801", "602", "505", "214", "713",
           "916", "619", "503", "206", "813"],
    "CA": ["416", "905", "613", "519", "705", "514", "418", "902", "506", "709", "204", "306", "403",
           "780", "604", "250"],
    "AU": ["02", "03", "07", "08"],
    "NZ": ["09", "07", "06", "04", "03"],
}
INTL = {"UK": "+44", "IE": "+353", "US": "+1", "CA": "+1", "AU": "+61", "NZ": "+64"}
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
# recombinations that would name a well-known real person are redrawn
FAMOUS = {"Gordon Brown", "James Brown", "Bruce Lee", "Colin Baker", "Stanley Baker", "Robert Kelly",
          "Gene Kelly", "David Davies", "Peter Walker", "Michael Park", "John Carter", "Brenda Walker",
          "Lloyd Grant", "Hugh Grant", "Ewan MacLeod", "Kim Jung", "Margaret Campbell", "Fiona Bruce",
          "Neville Lincoln", "James Hunter", "Peter Kelly", "Harold Shepherd", "Leonard Cohen"}


SPELL_NA = (("Haemato", "Hemato"), ("haemato", "hemato"), ("Haem ", "Hem "), ("haem ", "hem "),
            ("aemia", "emia"), ("oedema", "edema"), ("Oedema", "Edema"), ("diarrhoea", "diarrhea"),
            ("Diarrhoea", "Diarrhea"), ("Haemodilute", "Hemodilute"), ("anaesthe", "anesthe"),
            ("leukaemia", "leukemia"), ("Haematopath", "Hematopath"), ("aemic", "emic"))
SPELL_US = SPELL_NA + (("Programme", "Program"), ("programme", "program"), ("randomised", "randomized"),
                       ("Randomised", "Randomized"), ("uthorised", "uthorized"), ("uthorisation", "uthorization"),
                       ("tumour", "tumor"), ("Tumour", "Tumor"), ("haemorrh", "hemorrh"), ("colour", "color"),
                       ("ENROLMENT", "ENROLLMENT"), ("RANDOMISED", "RANDOMIZED"), ("nrolment", "nrollment"), ("Centre", "Center"),
                       ("centre", "center"), ("mobilis", "mobiliz"), ("Mobilis", "Mobiliz"),
                       ("organis", "organiz"), ("paracetamol", "acetaminophen"), ("litre", "liter"),
                       (" BD", " BID"), (" OD", " daily"), (" od ", " daily "), ("TDS", "TID"),
                       ("aciclovir", "acyclovir"), ("co-trimoxazole", "TMP-SMX"), ("Haem Day", "Hem Day"),
                       ("oramorph", "oral morphine"), ("Laxido", "MiraLAX"))


class Case:
    def __init__(self, r, cc, lower):
        self.r = r
        self.cc = cc
        self.lower = lower
        self.d = Doc(lower, SPELL_US if cc == "US" else SPELL_NA if cc == "CA" else ())
        self.us = cc == "US"
        self.na = cc in ("US", "CA")
        start = dt.date(2019, 1, 7)
        self.today = start + dt.timedelta(days=r.randint(0, 2440))
        self.dsty = r.choice(DSTY[cc])
        self.ssty = r.choice(SHORT[cc])
        sex = r.choice("MF")
        self.pt = self.person(sex, patient=True)
        a = r.randint(44, 88) if r.random() < 0.93 else r.randint(89, 97)
        if r.random() < 0.06:
            a = r.randint(33, 43)
        self.age = a
        self.dob = dt.date(self.today.year - a, 1, 1) + dt.timedelta(days=r.randint(0, 364))
        if (self.dob.month, self.dob.day) > (self.today.month, self.today.day):
            self.age = a - 1
        self.home = r.choice(P.TOWNS[cc])
        self.pt_street = self.street()
        self.pt_zip = self.postcode(self.home[2])
        self.hosp = r.choice(P.HOSPITALS[cc])
        self.hosp2 = r.choice([h for h in P.HOSPITALS[cc] if h != self.hosp])
        self.htown = self.home if r.random() < 0.5 else r.choice(P.TOWNS[cc])
        self.mrn = self.mk("mrn")
        self.hnum = self.mk("hnum")
        self.prof = r.choice(P.PROFESSIONS)
        while self.age < 60 and self.prof.startswith("retired"):
            self.prof = r.choice(P.PROFESSIONS)
        if self.age >= 70 and not self.prof.startswith("retired") and r.random() < 0.75:
            self.prof = "retired " + self.prof
        self.cons = self.staff("Dr" if r.random() < 0.8 else "Prof")
        self.reg = self.staff("Dr")
        self.cns = self.staff("")
        self.gp = self.staff("Dr")
        self.practice = r.choice(P.PRACTICE_HEADS) + " " + r.choice(P.PRACTICE_TAILS[cc])
        rel = r.choice(P.RELATIONS)
        rsex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M",
                "niece": "F", "nephew": "M", "son-in-law": "M", "daughter-in-law": "F", "granddaughter": "F",
                "grandson": "M"}.get(rel, r.choice("MF"))
        if rel in ("wife", "husband", "partner"):
            rel = {"M": "wife", "F": "husband"}[sex] if r.random() < 0.85 else "partner"
            rsex = {"wife": "F", "husband": "M"}.get(rel, r.choice("MF"))
        self.nok = self.person(rsex)
        if rel in ("wife", "husband", "son", "daughter", "brother") or r.random() < 0.5:
            if rel not in ("son-in-law", "daughter-in-law", "friend", "neighbour", "carer"):
                self.nok["last"] = self.pt["last"]
        self.nok_rel = rel

    # ---------------------------------------------------------------- basics
    def ch(self, seq):
        return self.r.choice(seq)

    def rn(self, a, b):
        return self.r.randint(a, b)

    def pr(self, p):
        return self.r.random() < p

    def f(self, tmpl, **kw):
        self.d.f(tmpl, **kw)

    def t(self, s):
        self.d.t(s)

    def pat(self, s):
        out = []
        for ch in s:
            if ch == "#":
                out.append(str(self.r.randint(0, 9)))
            elif ch == "@":
                out.append(self.r.choice(LETTERS))
            else:
                out.append(ch)
        return "".join(out)

    # ---------------------------------------------------------------- people
    def person(self, sex, patient=False):
        r = self.r
        first = r.choice(P.FIRST_M if sex == "M" else P.FIRST_F)
        last = r.choice(P.SURNAMES)
        while first + " " + last in FAMOUS:
            last = r.choice(P.SURNAMES)
        p = {"first": first, "last": last, "sex": sex,
             "mid": r.choice(P.MIDDLE) if r.random() < 0.45 else None}
        if sex == "M":
            p["title"] = "Mr"
        else:
            p["title"] = r.choice(["Mrs", "Mrs", "Ms", "Ms", "Miss"])
        if patient and r.random() < 0.02:
            p["title"] = "Mx"
        return p

    def staff(self, title):
        p = self.person(self.r.choice("MF"))
        p["title"] = title or p["title"]
        return p

    def T(self, title):
        if self.na and title in ("Dr", "Mr", "Mrs", "Ms", "Prof", "Mx") and self.r.random() < 0.85:
            return title + "."
        return title

    def nm(self, p, typ, style="full"):
        f, l, m = p["first"], p["last"], p.get("mid")
        if style == "full":
            return [(typ, f + " " + l)]
        if style == "fml":
            return [(typ, "%s %s. %s" % (f, m, l) if m else f + " " + l)]
        if style == "LF":
            return [(typ, "%s, %s" % (l, f))]
        if style == "LFU":
            return [(typ, "%s, %s%s" % (l.upper(), f.upper(), " " + m if m else ""))]
        if style == "t_last":
            return [self.T(p["title"]) + " ", (typ, l)]
        if style == "t_full":
            return [self.T(p["title"]) + " ", (typ, f + " " + l)]
        if style == "first":
            return [(typ, f)]
        if style == "last":
            return [(typ, l)]
        if style == "init_last":
            return [(typ, "%s. %s" % (f[0], l) if self.r.random() < 0.7 else "%s %s" % (f[0], l))]
        if style == "initials":
            return [(typ, self.ini(p))]
        if style == "initials_dot":
            return [(typ, "%s.%s." % (f[0].upper(), l[0].upper()))]
        raise ValueError(style)

    def ini(self, p):
        return p["first"][0].upper() + p["last"][0].upper()

    def pn(self, style=None):
        if style is None:
            style = self.ch(["t_last", "t_last", "t_full", "full", "first"])
        return self.nm(self.pt, "PATIENT", style)

    def dn(self, p, style=None):
        if style is None:
            style = self.ch(["t_last", "t_full", "t_full", "full"])
        return self.nm(p, "DOCTOR", style)

    def fn(self, style=None, p=None):
        return self.nm(p or self.nok, "FAMILY", style or self.ch(["first", "full", "first"]))

    # ---------------------------------------------------------------- dates / ages
    def dt(self, days):
        return self.today + dt.timedelta(days=days)

    def plus(self, d, days):
        return d + dt.timedelta(days=days)

    def ds(self, d, style=None):
        return ("DATE", fmt_date(d, style or self.dsty))

    def dss(self, d):
        return ("DATE", fmt_date(d, self.ssty))

    def dob_s(self, style=None):
        return self.ds(self.dob, style)

    def ag(self, n=None, w=False):
        n = self.age if n is None else n
        return ("AGE", words(n) if w else str(n))

    # ---------------------------------------------------------------- places
    def street(self):
        r, cc = self.r, self.cc
        base = "%d %s %s" % (r.randint(1, 240), r.choice(P.STREET_WORDS), r.choice(P.STREET_TYPES[cc]))
        x = r.random()
        if x < 0.18:
            unit = {"UK": "Flat %d, " % r.randint(1, 24), "IE": "Apt %d, " % r.randint(1, 30),
                    "US": "", "CA": "", "AU": "Unit %d/" % r.randint(1, 12), "NZ": "%d/" % r.randint(1, 9)}[cc]
            if cc == "US":
                base = base + r.choice([", Apt %d", " Apt %dB", ", Unit %d"]) % r.randint(1, 40)
            elif cc == "CA":
                base = "%d-%s" % (r.randint(101, 2400), base)
            elif cc in ("AU", "NZ"):
                base = unit + base
            else:
                base = unit + base
        return base

    def region_name(self, code):
        if self.cc == "AU":
            return STATE_AU[code]
        return P.STATE_NAMES.get(code, code)

    def postcode(self, seed):
        r, cc = self.r, self.cc
        if cc == "UK":
            return "%s%d %d%s%s" % (seed, r.randint(1, 28), r.randint(0, 9), r.choice("ABDEFGHJLNPQRSTUWXYZ"),
                                    r.choice("ABDEFGHJLNPQRSTUWXYZ"))
        if cc == "IE":
            return "%s %s" % (seed, self.pat("@" + "".join(r.choice(["#", "@"]) for _ in range(3))))
        if cc == "US":
            z = seed + "%02d" % r.randint(1, 99)
            return z + ("-%04d" % r.randint(1, 9999) if r.random() < 0.2 else "")
        if cc == "CA":
            return "%s%s %d%s%d" % (seed, r.choice(LETTERS), r.randint(0, 9), r.choice(LETTERS), r.randint(0, 9))
        if cc == "AU":
            return "%04d" % (int(seed) + r.randint(0, 60))
        return "%04d" % (int(seed) + r.randint(0, 40))

    def addr(self, town=None, sep=", ", street=None, country=False, state_full=None):
        """Address pieces: street, town, region and postcode as separate spans."""
        r, cc = self.r, self.cc
        mine = town is None and street is None
        town = town or self.home
        name, reg, seed = town
        out = [("STREET", self.pt_street if mine else (street or self.street())), sep, ("CITY", name)]
        z = ("ZIP", self.pt_zip if mine else self.postcode(seed))
        if state_full is None:
            state_full = r.random() < 0.15
        if cc == "UK":
            if r.random() < 0.3:
                out += [sep, ("CITY", reg)]
            out += [sep if r.random() < 0.6 else " ", z]
        elif cc == "IE":
            out += [sep, "Co. ", ("CITY", reg)] if (r.random() < 0.6 and reg != name) else []
            out += [sep, z]
        elif cc in ("US", "CA", "AU"):
            st = self.region_name(reg) if state_full else reg
            out += [", " if cc != "AU" or r.random() < 0.3 else " ", ("STATE", st), " " if cc != "CA" else
                    r.choice(["  ", " "]), z]
        else:
            if r.random() < 0.3:
                out += [sep, ("STATE", reg)]
            out += [" ", z]
        if country:
            out += [sep, ("COUNTRY", self.ch(P.COUNTRY_NAMES[cc][:2]))]
        return out

    def hosp_p(self, h=None):
        return ("HOSPITAL", h or self.hosp)

    def ward(self):
        return ("HOSPITAL", self.ch(P.WARDS_US if self.us and self.pr(0.6) else P.WARDS))

    def practice_p(self, name=None):
        return ("HOSPITAL", name or self.practice)

    def pharmacy(self):
        return ("HOSPITAL", self.ch(P.PRACTICE_HEADS + [self.home[0]]) + " " + self.ch(P.PHARMACY_TAILS))

    def org(self, kind="emp"):
        pool = {"emp": P.ORG_EMPLOYERS, "church": P.ORG_CHURCH, "home": P.ORG_HOMECARE,
                "sponsor": P.ORG_SPONSORS, "cro": P.ORG_CRO, "lab": P.ORG_LABS, "charity": P.ORG_CHARITY,
                "ins": P.ORG_INSURERS[self.cc],
                "transport": ["Swiftcare Patient Transport", "Northway Community Transport",
                              "Kingfisher Patient Travel"]}[kind]
        return ("ORGANIZATION", self.ch(pool))

    def country_p(self, own=False):
        if own:
            return ("COUNTRY", self.ch(P.COUNTRY_NAMES[self.cc]))
        return ("COUNTRY", self.ch(P.ELSEWHERE))

    # ---------------------------------------------------------------- contacts
    def phone_s(self, kind="land"):
        r, cc = self.r, self.cc
        d4 = "%04d" % r.randint(100, 9999)
        if kind == "short":
            return r.choice(["555%d" % r.randint(1, 9), "555%02d" % r.randint(10, 99), "555%03d" % r.randint(0, 999), "%d-555%d" % (r.randint(2, 8), r.randint(0, 9))])
        if cc in ("US", "CA"):
            a = r.choice(PH_AREA[cc])
            d4 = "01%02d" % r.randint(0, 99)
            s = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s", "+1 %s 555 %s"]) % (a, d4)
            if kind == "ext":
                s += r.choice([" ext. %d", " x%d", " ext %d"]) % r.randint(2000, 7999)
            return s
        if cc == "UK":
            if kind == "mobile":
                return r.choice(["07700 555%03d", "07700 555 %03d", "+44 7700 555%03d"]) % r.randint(0, 999)
            a = r.choice(PH_AREA["UK"])
            s = (a + " 555 " + d4) if len(a) == 4 else (a + " 555" + d4[:3])
            if r.random() < 0.12:
                s = "+44 " + a[1:] + " 555 " + d4
            if kind == "ext":
                s += r.choice([" ext %d", " ext. %d", " x%d"]) % r.randint(2000, 7999)
            return s
        if cc == "IE":
            if kind == "mobile":
                return r.choice(["08%d 555 %s", "+353 8%d 555 %s"]) % (r.choice([3, 5, 6, 7]), d4)
            a = r.choice(PH_AREA["IE"])
            s = r.choice(["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (a, d4)
            if kind == "ext":
                s += " ext %d" % r.randint(2000, 7999)
            return s
        if cc == "AU":
            if kind == "mobile":
                return r.choice(["04%02d 555 %03d", "04%02d555%03d", "+61 4%02d 555 %03d"]) % (r.randint(0, 99),
                                                                                            r.randint(0, 999))
            a = r.choice(PH_AREA["AU"])
            s = r.choice(["(%s) 5550 %s", "%s 5550 %s", "+61 %s 5550 %s"]) % (a, d4)
            s = s.replace("+61 0", "+61 ")
            if kind == "ext":
                s += " ext %d" % r.randint(2000, 7999)
            return s
        if kind == "mobile":
            return r.choice(["021 555 %s", "027 555 %s", "+64 21 555 %s"]) % d4
        a = r.choice(PH_AREA["NZ"])
        s = r.choice(["(%s) 555 %s", "%s 555 %s", "+64 %s 555 %s"]) % (a, d4)
        s = s.replace("+64 0", "+64 ")
        if kind == "ext":
            s += " ext %d" % r.randint(2000, 7999)
        return s

    def ph(self, kind="land"):
        return ("PHONE", self.phone_s(kind))

    def fax(self):
        return ("FAX", self.phone_s("land"))

    def email_s(self, p=None, domain=None, local=None):
        r = self.r
        dom = domain or r.choice(["example.org", "example.com", "example.net", "nhs.example.net",
                                  "health.example.org", "mail.example.com", "clinic.example.org",
                                  "haem.example.net"])
        if p is None and local:
            pass
        elif p is None:
            local = r.choice(["myeloma.cns", "haem.secretaries", "amyloid.team", "bmt.coordinator",
                              "sact.pharmacy", "mdt.haem", "trials.office", "dental.referrals",
                              "apheresis.unit", "haem.daycase"])
        else:
            f, l = p["first"].lower().replace("'", ""), p["last"].lower().replace("'", "").replace(" ", "")
            local = r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%d" % (f, l, r.randint(1, 99)),
                              "%s_%s" % (f, l), "%s%d" % (l, r.randint(40, 99))])
        return ("EMAIL", local + "@" + dom)

    def url(self, kind="portal"):
        r = self.r
        slug = self.hosp.split()[0].lower().replace("'s", "").replace(".", "")
        host = r.choice(["www.%s.example.org", "%s.example.org", "portal.%s.example.net", "www.example.com/%s"])
        host = host % slug
        path = {"portal": ["/patient-portal", "/myresults", "/login", "/haematology/myeloma"],
                "trial": ["/trials/mm", "/research/screening", "/edc/login", "/studies/amyloid"],
                "info": ["/leaflets/zoledronic-acid", "/haematology/cns", "/amyloidosis-clinic",
                         "/sact/helpline", "/transplant/info"]}[kind]
        pre = r.choice(["https://", "https://", "", "http://"])
        return ("URL", pre + host + r.choice(path))

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            s = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        elif k < 0.7:
            s = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
        else:
            s = "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        return ("IPADDR", s)

    def user(self, p=None):
        r = self.r
        p = p or self.staff("")
        f, l = p["first"].lower(), p["last"].lower().replace("'", "").replace(" ", "")
        u = r.choice(["%s%s", "%s.%s", "%s_%s"])
        u = u % ((f[0], l) if r.random() < 0.6 else (l, f[0])) + r.choice(P.USER_SUFFIX)
        return ("USERNAME", u)

    # ---------------------------------------------------------------- identifiers
    def mk(self, kind):
        r, cc = self.r, self.cc
        if kind == "mrn":
            pats = {"UK": ["@######", "########", "@@######", "@#######"], "IE": ["#######", "@######"],
                    "US": ["########", "@#######", "#########"], "CA": ["#######", "@#######", "########"],
                    "AU": ["#######", "@######", "########"], "NZ": ["#######", "@@######"]}[cc]
            return self.pat(r.choice(pats))
        if kind == "hnum":
            pats = {"UK": ["999 ### ####", "999#######", "999 ### ####"],
                    "IE": ["#######@", "#######@@"],
                    "US": ["@@@#########", "#@@#-@@#-@@##", "@@#########", "#########@@"],
                    "CA": ["####-###-###-@@", "9### ### ###", "#####-####", "@@@@ #### ####"],
                    "AU": ["#### ##### #", "##########", "#### ##### #/#"],
                    "NZ": ["@@@####"]}[cc]
            return self.pat(r.choice(pats))
        raise ValueError(kind)

    def ssn(self):
        cc = self.cc
        if cc == "US":
            return ("SSN", self.pat(self.ch(["9##-##-####", "000-##-####", "9########"])))
        if cc == "CA":
            return ("SSN", self.pat(self.ch(["9## ### ###", "9##-###-###"])))
        if cc == "AU":
            return ("SSN", self.pat("9## ### ###"))
        if cc == "NZ":
            return ("SSN", self.pat("9#-###-###"))
        if cc == "IE":
            return ("SSN", self.pat("9######@"))
        return ("SSN", self.pat(self.ch(["000 ## ## ##", "9## ## ###"])))

    def acct(self):
        return ("ACCOUNT", self.pat(self.ch(["########", "V#########", "####-####", "EPI-#######",
                                              "##########", "ENC-########", "F#######", "#######/#"])))

    def lic(self, kind=None, p=None):
        cc = self.cc
        kind = kind or {"UK": "gmc", "IE": "imc", "US": "npi", "CA": "cps", "AU": "ahpra", "NZ": "mcnz"}[cc]
        pat = {"gmc": "#######", "nmc": "##@####@", "gphc": "20#####", "imc": "######", "npi": "1#########",
               "dea": "@@#######", "cps": "#####", "ahpra": "MED##########", "ahpra_n": "NMW##########",
               "ahpra_p": "PHA##########", "mcnz": "#####", "dl": "@@@@@######@@#@@", "pharm_ie": "#####",
               "dl_us": "@###-####-####", "dl_au": "########", "opq": "#####", "gdc": "######"}[kind]
        v = self.pat(pat)
        if kind == "dea":
            last = (p or self.cons)["last"][0].upper()
            v = self.ch("ABFM") + (last if last.isalpha() else "X") + v[2:]
        return ("LICENSE", v)

    def dev(self):
        return ("DEVICE", self.pat(self.ch(["@@@######", "@@@######@", "#######", "@@-#####-##", "###@@#####",
                                             "SN########", "@##########"])))

    def plate(self):
        cc = self.cc
        pat = {"UK": ["@@## @@@", "@@##@@@"], "IE": ["###-@-#####", "##-@@-####", "###-@@-####"],
               "US": ["#@@@###", "@@@-####", "@@@ ####"], "CA": ["@@@@ ###", "@@@ ###", "@@@-####"],
               "AU": ["@@@-###", "#@@#@@", "@@##@@"], "NZ": ["@@@###", "@@####"]}[cc]
        v = self.pat(self.ch(pat))
        if cc == "IE":
            v = v.replace(v.split("-")[1], self.ch(["D", "C", "G", "L", "KY", "MO", "WX", "LK"]), 1)
        return ("VEHICLE", v)

    def vin(self):
        return ("VEHICLE", self.pat("#@@##@@##@@######").replace("I", "J").replace("O", "P"))

    def bio(self):
        return ("BIOID", self.pat(self.ch(["FP-#####", "PV-#######", "VP-#####@", "IRIS-######", "BIO-########",
                                            "FP#######"])))

    def idn(self, kind="acc", d=None):
        y = "%02d" % ((d or self.today).year % 100)
        pats = {"acc": ["@" + y + "-#####", "SP-" + y + "-######", y + ":#######", "@@" + y + "######"],
                "bm": ["BM" + y + "/####", "H" + y + "-#####", "HP" + y + "-#####", "BMT-" + y + "-####"],
                "cyto": ["CG" + y + "-####", "FISH/" + y + "/####", "MOL" + y + "#####"],
                "flow": ["FC" + y + "-#####", "FLW-######"],
                "mdt": ["MDT-" + str(self.today.year) + "-####", "HMDT/#####", "######"],
                "rx": ["RX########", "SACT-######", "#######", "CYC-#####"],
                "trial": ["###-####", "S###-###", "@@-###-####", "####-###"],
                "order": ["ORD-#######", "#########", "REQ-######"],
                "ubrn": ["#### #### ####"],
                "bag": ["####-@@@-##", "@#### ## ######", "PB-######"],
                "auth": ["PA-########", "#########@", "AUTH-######", "@########"]}[kind]
        return ("IDNUM", self.pat(self.ch(pats)))

    # ---------------------------------------------------------------- misc
    def room(self):
        return ("LOCATION_OTHER", self.ch([str(self.rn(1, 40)), "%d%s" % (self.rn(1, 30), self.ch("ABCD")),
                                           str(self.rn(101, 940))]))

    def chair(self):
        return ("LOCATION_OTHER", str(self.rn(1, 24)))

    def building(self):
        return ("LOCATION_OTHER", self.ch(P.BUILDINGS))

    def profession(self):
        return ("PROFESSION", self.prof)
