"""Builder, persona and surface-form helpers for dev255_en (author 255)."""
import datetime as dt
import re
import pools as PL

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
         "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
         "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
         "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
         "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT",
         "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
TOK = re.compile(r"\{(\w+)\}")
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class B:
    """Assembles one note; offsets recorded while appending."""

    def __init__(self, rng, lower, persona):
        self.r, self.lower, self.P = rng, lower, persona
        self.parts, self.spans, self.pos = [], [], 0

    def t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, typ, s):
        if self.lower:
            s = s.lower()
        st = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": st, "end": self.pos, "label": LABEL[typ], "type": typ, "text": s})

    def put(self, item):
        if item is None:
            return
        if isinstance(item, (int, float)):
            self.t(str(item))
        elif isinstance(item, str):
            self.t(item)
        elif isinstance(item, tuple):
            self.p(item[0], item[1])
        else:
            for x in item:
                self.put(x)

    def f(self, tpl, **kw):
        pieces = TOK.split(tpl)
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                if piece:
                    self.t(piece)
            else:
                v = kw[piece] if piece in kw else getattr(self.P, piece)
                if callable(v):
                    v = v()
                self.put(v)

    def text(self):
        return "".join(self.parts)


def ch(r, seq):
    return seq[r.randrange(len(seq))]


def digits(r, n):
    return "".join(str(r.randrange(10)) for _ in range(n))


def letters(r, n):
    return "".join(ch(r, "ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def town(r):
    return ch(r, PL.TOWN_A) + ch(r, PL.TOWN_B)


# ---------------- dates ----------------
def fmt_date(r, d, country, style=None):
    s = style if style is not None else r.randrange(12)
    dd, mm, yy = d.day, d.month, d.year
    if country == "CA" and s in (0, 1):
        return ch(r, ["%04d-%02d-%02d" % (yy, mm, dd), "%s %d, %d" % (MON[mm - 1][:3], dd, yy)])
    return [
        "%02d/%02d/%04d" % (dd, mm, yy), "%d/%d/%02d" % (dd, mm, yy % 100), "%d %s %d" % (dd, MON[mm - 1], yy),
        "%d %s %d" % (dd, MON[mm - 1][:3], yy), "%02d.%02d.%02d" % (dd, mm, yy % 100),
        "%d%s %s %d" % (dd, "th" if 10 < dd < 14 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th"), MON[mm - 1], yy),
        "%02d-%s-%04d" % (dd, MON[mm - 1][:3].upper(), yy), "%04d-%02d-%02d" % (yy, mm, dd),
        "%s %d %s %d" % (WD[d.weekday()][:3], dd, MON[mm - 1][:3], yy), "%s %d" % (MON[mm - 1], yy),
        "%d/%d" % (dd, mm), "%s, %d %s %d" % (WD[d.weekday()], dd, MON[mm - 1], yy)][s]


HOLIDAYS = ["Christmas", "Christmas Day", "Boxing Day", "Easter", "Easter Monday", "New Year's Day", "Halloween",
            "St Patrick's Day", "Canada Day", "Thanksgiving", "Eid", "Diwali", "Hogmanay", "Bank Holiday Monday",
            "St. Stephen's Day", "Good Friday"]


# ---------------- persona ----------------
class Persona:
    def __init__(self, r, country, ages=(18, 76)):
        self.r, self.country = r, country
        self.sex = ch(r, "MF")
        pool = PL.FIRST_M if self.sex == "M" else PL.FIRST_F
        self.first, self.last = ch(r, pool), ch(r, PL.SURNAMES)
        self.middle = ch(r, pool) if r.random() < 0.4 else ""
        self.nick = PL.NICK.get(self.first, "")
        self.he, self.his, self.him = (("he", "his", "him") if self.sex == "M" else ("she", "her", "her"))
        self.visit = dt.date(2021, 1, 1) + dt.timedelta(days=r.randrange(1700))
        self.age_n = r.randrange(ages[0], ages[1])
        self.dob_d = self.visit - dt.timedelta(days=365 * self.age_n + r.randrange(1, 360))
        self.age_n = (self.visit - self.dob_d).days // 365
        self.title = ch(r, ["Mr", "Mr."]) if self.sex == "M" else ch(r, ["Ms", "Miss", "Mrs", "Ms."])
        if country == "UK":
            self.city, self.region = town(r), ("CITY", ch(r, PL.UK_COUNTIES))
            self.pc = letters(r, 2) + str(r.randrange(1, 30)) + " " + str(r.randrange(10)) + letters(r, 2)
        elif country == "IE":
            self.city = town(r)
            self.region = ("CITY", ch(r, PL.IE_COUNTIES))
            self.pc = ch(r, "ADFHKNPRTVWXY") + digits(r, 2) + " " + letters(r, 1) + digits(r, 1) + letters(r, 2)
        else:
            self.city = ch(r, PL.CA_TOWNS) if r.random() < 0.5 else town(r)
            pv = ch(r, PL.PROVINCES)
            self.region = ("STATE", pv[1] if r.random() < 0.5 else pv[0])
            self.pc = "%s%d%s %d%s%d" % (letters(r, 1), r.randrange(10), letters(r, 1), r.randrange(10),
                                          letters(r, 1), r.randrange(10))
        unit = ch(r, PL.UNITS).format(n=r.randrange(1, 40)) + ", " if r.random() < 0.25 else ""
        self.street = unit + "%d %s %s" % (r.randrange(1, 240), ch(r, PL.STREET_A), ch(r, PL.STREET_T))
        self.gp_name = ch(r, PL.STREET_A) + " " + ch(r, PL.GP_T)
        self.hosp_name = ch(r, PL.HOSP_A) + " " + ch(r, PL.HOSP_T)
        self.site = ch(r, PL.CARE_SITES)
        self.mrn_v = self.mk_mrn()
        self.staff = [self.mk_person() for _ in range(4)]
        self.fam = [self.mk_person() for _ in range(3)]
        self.fam[0] = (self.fam[0][0], self.last if r.random() < 0.7 else self.fam[0][1], self.fam[0][2])
        self.rel = ch(r, ["mum", "mother", "sister", "aunt", "grandmother", "stepmother", "foster carer", "nan"]
                      if self.fam[0][2] == "F" else ["dad", "father", "brother", "uncle", "grandad", "foster carer"])
        self.cred = [ch(r, [", RNLD", " RNLD", ", SLT", " (OT)", ", CNS", ", BCBA", ", MSW", " RMN", ", PBS Lead"])
                     for _ in range(4)]

    def mk_person(self):
        r = self.r
        sx = ch(r, "MF")
        return (ch(r, PL.FIRST_M if sx == "M" else PL.FIRST_F), ch(r, PL.SURNAMES), sx)

    def mk_mrn(self):
        r = self.r
        if self.country == "UK":
            return ch(r, ["%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4)), digits(r, 10)])
        if self.country == "IE":
            return ch(r, ["IHI " + digits(r, 9), digits(r, 7), "MRN" + digits(r, 6)])[-9:].strip()
        return ch(r, ["M" + digits(r, 7), digits(r, 8), "CR-" + digits(r, 6)])

    # ---- patient name surface forms ----
    def pt(self, style=None):
        r = self.r
        s = style if style is not None else r.randrange(10)
        if s == 0:
            return ("PATIENT", self.first + " " + self.last)
        if s == 1:
            return [self.title + " ", ("PATIENT", self.last)]
        if s == 2:
            return ("PATIENT", self.last.upper() + ", " + self.first)
        if s == 3 and self.middle:
            return ("PATIENT", "%s %s. %s" % (self.first, self.middle[0], self.last))
        if s == 4:
            return ("PATIENT", self.first + " " + self.last[0] + ".")
        if s == 5:
            return ("PATIENT", self.first[0] + "." + self.last[0] + ".")
        if s == 6 and self.nick:
            return ("PATIENT", self.nick)
        return ("PATIENT", self.first)

    def full(self):
        return ("PATIENT", self.first + (" " + self.middle if self.middle else "") + " " + self.last)

    def fn(self):
        return ("PATIENT", self.nick if self.nick and self.r.random() < 0.3 else self.first)

    def doc(self, i=None, style=None):
        r = self.r
        i = r.randrange(4) if i is None else i
        f, l, _ = self.staff[i]
        s = style if style is not None else r.randrange(8)
        if s == 0:
            return [ch(r, ["Dr ", "Dr. "]), ("DOCTOR", l)]
        if s == 1:
            return [ch(r, ["Dr ", "Dr. "]), ("DOCTOR", f + " " + l)]
        if s == 2:
            return [("DOCTOR", f + " " + l), self.cred[i]]
        if s == 3:
            return ("DOCTOR", f[0] + ". " + l)
        if s == 4:
            return ("DOCTOR", f)
        if s == 5:
            return ("DOCTOR", l.upper() + ", " + f)
        return ("DOCTOR", f + " " + l)

    def fam_n(self, i=0, style=None):
        r = self.r
        f, l, sx = self.fam[i]
        s = style if style is not None else r.randrange(5)
        if s == 0:
            return ("FAMILY", f)
        if s == 1:
            return ("FAMILY", f + " " + l)
        if s == 2:
            return [ch(r, ["Mrs ", "Ms ", "Ms. ", "Mrs. "] if sx == "F" else ["Mr ", "Mr. "]), ("FAMILY", l)]
        return ("FAMILY", f)

    # ---- dates ----
    def dt(self, d=None, style=None):
        return ("DATE", fmt_date(self.r, d or self.visit, self.country, style))

    def vd(self):
        return self.dt(self.visit, self.r.choice([0, 2, 3, 5, 7, 8, 11]))

    def dob(self):
        return self.dt(self.dob_d, self.r.choice([0, 0, 2, 3, 6, 7]))

    def near(self, lo=-400, hi=120, style=None):
        return self.dt(self.visit + dt.timedelta(days=self.r.randrange(lo, hi)), style)

    def year(self, back=None):
        return ("DATE", str(self.visit.year - (back if back is not None else self.r.randrange(1, 15))))

    def monyr(self):
        d = self.visit - dt.timedelta(days=self.r.randrange(30, 2000))
        return ("DATE", ch(self.r, [MON[d.month - 1] + " " + str(d.year), MON[d.month - 1][:3] + " " + str(d.year),
                                    "%02d/%d" % (d.month, d.year)]))

    def wday(self):
        return ("DATE", ch(self.r, WD))

    def hol(self):
        return ("DATE", ch(self.r, HOLIDAYS))

    def age(self):
        return ("AGE", str(self.age_n))

    def age_s(self):
        a, r = str(self.age_n), self.r
        return ch(r, [[("AGE", a), "-year-old"], [("AGE", a), " yo"], [("AGE", a), "yo"], [("AGE", a), " y/o"],
                      ["aged ", ("AGE", a)], [("AGE", a), " years old"], [("AGE", a), self.sex]])

    # ---- places ----
    def addr(self):
        r = self.r
        items = [("STREET", self.street), ", ", ("CITY", self.city)]
        if r.random() < 0.7:
            if self.country == "IE" and self.region[0] == "CITY":
                items += [", Co. ", self.region]
            else:
                items += [", ", self.region]
        items += [ch(r, [", ", " ", "  "]), ("ZIP", self.pc)]
        return items

    def gp(self):
        return ("HOSPITAL", self.gp_name)

    def hosp(self):
        return ("HOSPITAL", self.hosp_name)

    def ward(self):
        return ("HOSPITAL", ch(self.r, PL.WARDS))

    def sitef(self):
        return ("HOSPITAL", self.site)

    def org(self):
        return ("ORGANIZATION", ch(self.r, PL.ORGS))

    def svc(self):
        return ("ORGANIZATION", ch(self.r, PL.ORGS[:12]))

    def comm(self):
        return ("ORGANIZATION", ch(self.r, PL.ORGS[12:]))

    def cityf(self):
        return ("CITY", self.city if self.r.random() < 0.6 else town(self.r))

    def ctry(self):
        return ("COUNTRY", ch(self.r, PL.COUNTRIES_ORIGIN + PL.HOME_COUNTRY[self.country]))

    def room(self):
        r = self.r
        return ch(r, [["room ", ("LOCATION_OTHER", str(r.randrange(1, 30)))],
                      ["Room ", ("LOCATION_OTHER", "%d%s" % (r.randrange(1, 20), ch(r, "AB")))],
                      ["bed ", ("LOCATION_OTHER", str(r.randrange(1, 28)))],
                      ["bay ", ("LOCATION_OTHER", str(r.randrange(1, 6))), ", bed ", ("LOCATION_OTHER", str(r.randrange(1, 7)))],
                      ["the ", ("LOCATION_OTHER", ch(r, ["Sensory Room", "Snoezelen Room", "Blue Lounge",
                                                         "Garden Room", "Quiet Room 2"]))]])

    # ---- ids ----
    def mrn(self):
        return ("MRN", self.mrn_v)

    def hosp_no(self):
        return ("MRN", ch(self.r, ["RWX", "K", "H", "LV", ""]) + digits(self.r, 7))

    def hplan(self):
        r = self.r
        if self.country == "CA":
            return ("HEALTHPLAN", ch(r, ["%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2)),
                                         digits(r, 10), "%s %s %s" % (digits(r, 4), digits(r, 3), digits(r, 3))]))
        if self.country == "IE":
            return ("HEALTHPLAN", ch(r, [digits(r, 7) + letters(r, 1), "GMS-" + digits(r, 6), digits(r, 8)]))
        return ("HEALTHPLAN", ch(r, ["BUPA-" + digits(r, 8), "AXA" + digits(r, 9), "PH" + digits(r, 7)]))

    def ssn(self):
        r = self.r
        if self.country == "CA":
            return ("SSN", ch(r, ["9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)), "000-" + digits(r, 3) + "-" + digits(r, 3)]))
        return ("SSN", "9" + digits(r, 6) + letters(r, ch(r, [1, 2])))

    def acct(self):
        r = self.r
        return ("ACCOUNT", ch(r, ["ENC-%d-%s" % (self.visit.year, digits(r, 5)), "V" + digits(r, 7),
                                  digits(r, 4) + "-" + digits(r, 4), "DP" + digits(r, 8), digits(r, 8)]))

    def lic(self):
        r = self.r
        return ("LICENSE", ch(r, [digits(r, 7), "%s%s%s%s" % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1)),
                                  "SL" + digits(r, 5), digits(r, 5), "0" + digits(r, 5), "PH" + digits(r, 5)]))

    def dev(self):
        r = self.r
        return ("DEVICE", ch(r, ["SN " + digits(r, 6), letters(r, 3) + digits(r, 6), digits(r, 4) + "-" + letters(r, 2) + digits(r, 3),
                                 "HA-" + digits(r, 7), "EM" + digits(r, 5) + letters(r, 1)]).replace("SN ", ""))

    def veh(self):
        r = self.r
        if self.country == "UK":
            return ("VEHICLE", letters(r, 2) + digits(r, 2) + " " + letters(r, 3))
        if self.country == "IE":
            return ("VEHICLE", "%s-%s-%s" % (ch(r, ["191", "202", "221", "152", "231"]), ch(r, ["D", "KY", "G", "C", "WX", "MO"]), digits(r, 4)))
        return ("VEHICLE", letters(r, 4) + " " + digits(r, 3))

    def bio(self):
        r = self.r
        return ("BIOID", ch(r, ["FP-", "BIO-", "IR", "PV-", "FPT"]) + digits(r, 5))

    def idn(self):
        r = self.r
        return ("IDNUM", ch(r, ["SG-", "DOLS/", "LPS-", "REF ", "CASE-", "EHCP/", "Q", "ACC"]).replace("REF ", "R") +
                "%d-%s" % (self.visit.year % 100, digits(r, 5)))

    def user(self):
        f, l, _ = self.staff[self.r.randrange(4)]
        return ("USERNAME", ch(self.r, [(f[0] + l).lower().replace(" ", "").replace("'", ""),
                                        (f + "." + l).lower().replace(" ", "").replace("'", "") + str(self.r.randrange(1, 9)),
                                        l.lower()[:6].replace(" ", "").replace("'", "") + f[0].lower() + "01"]))

    def ip(self):
        r = self.r
        return ("IPADDR", ch(r, ["10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255)),
                                 "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255)),
                                 "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))]))

    def phone(self, typ="PHONE"):
        r = self.r
        if self.country == "UK":
            v = ch(r, ["0%d %s %s" % (r.randrange(113, 199), "555", digits(r, 4)), "07700 555%s" % digits(r, 3),
                       "+44 %d 555 %s" % (r.randrange(113, 199), digits(r, 4)), "07%d 555 %s" % (r.randrange(100, 999), digits(r, 3))])
        elif self.country == "IE":
            v = ch(r, ["+353 %d 555 %s" % (r.randrange(1, 99), digits(r, 4)), "08%d 555 %s" % (r.randrange(3, 10), digits(r, 4)),
                       "0%d 555%s" % (r.randrange(21, 99), digits(r, 4))])
        else:
            a = r.randrange(204, 905)
            v = ch(r, ["(%d) 555-01%s" % (a, digits(r, 2)), "%d-555-01%s" % (a, digits(r, 2)), "+1 %d 555 01%s" % (a, digits(r, 2))])
        if typ == "FAX" and (v.startswith("07") or v.startswith("08")):
            v = "01" + v[2:]
        if typ == "PHONE" and r.random() < 0.15:
            v += ch(r, [" ext. ", " x", " ext "]) + digits(r, 3)
        return (typ, v)

    def fax(self):
        return self.phone("FAX")

    def email(self, who=None):
        r = self.r
        f, l = who if who else (self.staff[r.randrange(4)][0], self.staff[r.randrange(4)][1])
        loc = ch(r, [f + "." + l, f[0] + l, l + "." + f[0], f + l[0] + str(r.randrange(10, 99))])
        loc = re.sub(r"[^A-Za-z0-9.]", "", loc).lower()
        return ("EMAIL", loc + "@" + ch(r, ["example.org", "example.net", "example.com", "nhs.example.net",
                                            "hse.example.org", "ldteam.example.com"]))

    def url(self):
        r = self.r
        return ("URL", ch(r, ["www.", "https://", "http://www.", ""]) + ch(r, ["example.org", "example.net", "example.com"]) +
                ch(r, ["/passport", "/ld-health-check", "/shortbreaks", "/easyread", "/portal/login", "/pbs", "", "/epilepsy-plan"]))

    def prof_pt(self):
        return ("PROFESSION", ch(self.r, PL.PROFS_PT))

    def prof_rel(self):
        return ("PROFESSION", ch(self.r, PL.PROFS_REL))


# ---------------- hard negatives ----------------
def vitals(r):
    return ch(r, ["BP %d/%d mmHg, HR %d bpm, RR %d, SpO2 %d%% on air, temp %.1f C" % (
        r.randrange(98, 150), r.randrange(58, 95), r.randrange(55, 110), r.randrange(12, 22), r.randrange(93, 100),
        r.uniform(35.9, 37.9)),
        "BP %d/%d  P %d  Sats %d%% RA  T %.1f" % (r.randrange(98, 150), r.randrange(58, 95), r.randrange(55, 110),
                                                  r.randrange(93, 100), r.uniform(35.9, 37.9))])


def bloods(r):
    return ch(r, ["HbA1c %d mmol/mol, TSH %.1f mU/L, Na %d, K %.1f, eGFR >%d, ALT %d, Vit D %d nmol/L" % (
        r.randrange(31, 70), r.uniform(0.4, 6), r.randrange(133, 145), r.uniform(3.4, 5.2), r.randrange(60, 90),
        r.randrange(12, 60), r.randrange(18, 90)),
        "FBC NAD. Hb %d g/L, WCC %.1f, plt %d. Lipids: TC %.1f, HDL %.1f. Prolactin %d mIU/L" % (
        r.randrange(105, 165), r.uniform(3.5, 11), r.randrange(150, 400), r.uniform(3.2, 7), r.uniform(0.8, 2),
        r.randrange(90, 900)),
        "sodium valproate level %d mg/L (50-100), LFTs normal, ammonia %d umol/L, B12 %d ng/L" % (
        r.randrange(40, 110), r.randrange(15, 60), r.randrange(180, 700))])


MEDS = ["sodium valproate 500 mg BD", "levetiracetam 750 mg bd", "lamotrigine 100 mg BD", "buccal midazolam 10 mg PRN",
        "risperidone 0.5 mg nocte", "aripiprazole 5 mg OD", "sertraline 50 mg OD", "melatonin 2 mg MR at night",
        "movicol 1 sachet BD", "lactulose 10 ml BD", "omeprazole 20 mg OD", "levothyroxine 75 mcg OD",
        "carbamazepine 200 mg TDS", "clobazam 10 mg nocte", "Fortisip 1 bottle daily", "Epilim Chrono 300 mg bd",
        "Keppra 500mg BD", "perampanel 4 mg ON", "senna 15 mg ON", "calcium/vit D (Adcal-D3) 1 tab BD",
        "propranolol 10 mg PRN", "lorazepam 0.5 mg PRN (max 2 in 24 h)", "cetirizine 10 mg OD", "Depo-Provera 150 mg 12-weekly"]
DX = ["Down syndrome", "fragile X syndrome", "autism spectrum disorder", "moderate intellectual disability",
      "severe learning disability", "cerebral palsy (GMFCS IV)", "Angelman syndrome", "Rett syndrome",
      "Prader-Willi syndrome", "Lennox-Gastaut syndrome", "Dravet syndrome", "Williams syndrome", "tuberous sclerosis",
      "22q11.2 deletion", "ADHD", "hypothyroidism", "GORD", "chronic constipation", "keratoconus", "Smith-Magenis syndrome",
      "mild ID with ASD", "focal epilepsy", "obesity (BMI 36)", "dysphagia (IDDSI level 5 diet)", "osteopenia"]
SCORES = ["HoNOS-LD total 14", "ABC-C irritability 18/45", "MUST score 1", "Waterlow 12", "Epworth 9",
          "Bristol stool type 2", "GAD-7 8 (carer-rated)", "PAS-ADD checklist positive screen", "DASH-II", "GMFCS level IV",
          "IDDSI level 4", "Brooke's index n/a", "AQ-10 7/10", "STOMP review due", "Glasgow Depression Scale-LD 11",
          "BMI 31.4 kg/m2", "weight 78.2 kg", "QTc 428 ms", "Sats 96%", "peak flow 410 L/min", "4AT 2", "NEWS2 1"]


def med_list(r, n=None):
    k = n or r.randrange(3, 7)
    idx = sorted(r.sample(range(len(MEDS)), k))
    return [MEDS[i] for i in idx]
