"""A 'case' (one invented patient encounter) plus shared section writers.

All helpers return marked strings (see core.M); genre modules glue them
together.
"""
import datetime as dt

import clinical as C
import pools
from core import (M, Person, fdate, fphone, short_style, num_words, PHONE_STYLES,
                  DATE_STYLES_FULL, MONTHS)

RELATIONS_SPOUSE = {"M": ["wife", "wife", "partner"], "F": ["husband", "husband", "partner"]}
RELATIONS_OTHER = ["daughter", "son", "sister", "brother", "niece", "nephew", "granddaughter",
                   "grandson", "mother", "father", "friend", "neighbor", "cousin", "stepdaughter"]
REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M",
           "niece": "F", "nephew": "M", "granddaughter": "F", "grandson": "M", "mother": "F",
           "father": "M", "stepdaughter": "F"}
HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Eve", "the Fourth of July", "Easter",
            "Labor Day", "Memorial Day", "Christmas Eve", "Halloween", "New Year's Day"]
INSURERS = ["Keystone Mutual Health", "Prairie Health Plan", "Bluewater Health Alliance",
            "Summit Shield Insurance", "Heartland Care Partners", "Pioneer Benefit Trust",
            "Northwoods Health Cooperative", "Silverline Health", "Cardinal Community Health Plan",
            "Granite State Mutual", "Evergreen Assurance", "Lone Oak Health"]
PUBLIC_PLANS = ["Medicare", "Medicaid", "Medicare Advantage", "TRICARE"]


def T(x):
    """strip a leading 'the ' so that it stays outside the span"""
    return x[4:] if x.startswith("the ") else x


def first_sentence(s):
    s = s.split(". ")[0]
    return s if s.endswith(".") else s + "."


def lc(s):
    """lower-case the first word unless it is an acronym (COPD, GERD, ICD)"""
    if not s:
        return s
    first = s.split()[0].rstrip(",")
    if len(first) >= 2 and first.upper() == first:
        return s
    if "-" in first and first.split("-")[1][:2].isupper():
        return s[0].lower() + s[1:]
    return s[0].lower() + s[1:]


def the_m(typ, x):
    """mark x, keeping a leading 'the ' outside the span"""
    if x.startswith("the "):
        return "the " + M(typ, x[4:])
    return M(typ, x)


class Case:
    def __init__(self, w, r, genre):
        self.w, self.r, self.genre = w, r, genre
        w.new_note()
        self.st = w.state()
        self.hosp = w.institution(pools.HOSP_PATTERNS, self.st)
        self.scn = r.choice(C.SCENARIOS)
        self.sex = self.scn.get("sex") or r.choice("MF")
        self.pt = w.person("PATIENT", sex=self.sex, middle_p=0.55)
        if self.sex == "M":
            self.hon = r.choice(["Mr.", "Mr.", "Mr.", "Mr"])
        else:
            self.hon = r.choice(["Ms.", "Ms.", "Mrs.", "Ms", "Mrs."])
        # dates
        start = dt.date(2019, 1, 2)
        self.adm = start + dt.timedelta(days=r.randint(0, 2500))
        alo, ahi = self.scn.get("ages", (18, 100))
        if r.random() < 0.12 and ahi >= 88:
            age = r.randint(89, max(89, ahi))
        else:
            age = r.randint(alo, ahi)
        self.dob = dt.date(self.adm.year - age, r.randint(1, 12), r.randint(1, 28))
        self.age = self.adm.year - self.dob.year - ((self.adm.month, self.adm.day) < (self.dob.month, self.dob.day))
        if self.age < 18:
            self.dob = self.dob.replace(year=self.dob.year - 1)
            self.age += 1
        lo, hi = self.scn["los"]
        self.los = r.randint(lo, hi)
        self.dis = self.adm + dt.timedelta(days=self.los)
        self.onset = self.adm - dt.timedelta(days=r.randint(1, 6))
        self.proc_date = self.adm + dt.timedelta(days=r.randint(0, max(0, self.los - 1)))
        self.mid = self.adm + dt.timedelta(days=r.randint(1, max(1, self.los - 1)))
        # where the patient lives
        pst = self.st if r.random() < 0.85 else w.state()
        self.addr = w.address(pst)
        self.home_phone = w.phone(pst)
        self.cell_phone = w.phone(pst)
        self.email = None
        if r.random() < 0.6:
            base = r.choice([
                self.pt.first.lower() + "." + self.pt.last.lower(),
                self.pt.first[0].lower() + self.pt.last.lower() + str(self.dob.year % 100),
                self.pt.first.lower() + str(r.randint(1, 999)),
                self.pt.last.lower() + self.pt.first[0].lower() + str(self.dob.year),
            ])
            base = "".join(ch for ch in base if ch.isascii() and (ch.isalnum() or ch in "._"))
            self.email = base + "@" + r.choice(pools.EMAIL_DOMAINS)
        # identifiers
        self.mrn = w.mrn(r.randrange(9))
        self.acct = w.account(r.randrange(7))
        self.ssn = w.ssn()
        self.plan_public = r.random() < 0.45 and self.age >= 60
        self.insurer = r.choice(PUBLIC_PLANS[:2]) if self.plan_public else r.choice(INSURERS)
        self.member = w.healthplan("mbi") if self.insurer == "Medicare" else (
            w.healthplan("medicaid") if self.insurer == "Medicaid" else w.healthplan("member"))
        self.group = w.healthplan("group")
        # social
        self.prof = r.choice(pools.PROFESSIONS)
        self.retired = self.age >= 67 and r.random() < 0.7
        self.employer = w.inst_name(pools.ORG_PATTERNS)
        self.church = w.inst_name(["Grace Fellowship Church", "First Baptist Church of {town}",
                                   "St. {saint} Catholic Church", "{town} Mennonite Church",
                                   "{town} United Methodist Church", "Temple Beth {virtue2}",
                                   "{town} Islamic Center", "{town} Church of the Nazarene"])
        self.birth_country = r.choice(pools.COUNTRIES) if r.random() < 0.3 else None
        # family
        self.fam = []
        nfam = r.choice([1, 2, 2, 3])
        rels = []
        if self.age > 25 and r.random() < 0.6:
            rels.append(r.choice(RELATIONS_SPOUSE[self.sex]))
        while len(rels) < nfam:
            rl = r.choice(RELATIONS_OTHER)
            if rl in ("mother", "father") and self.age > 75:
                continue
            if rl in ("granddaughter", "grandson") and self.age < 58:
                continue
            if rl in ("daughter", "son", "stepdaughter") and self.age < 38:
                continue
            if rl in ("niece", "nephew") and self.age < 40:
                continue
            if rl not in rels:
                rels.append(rl)
        for rl in rels:
            sx = REL_SEX.get(rl, r.choice("MF"))
            same = rl in ("wife", "husband", "daughter", "son", "sister", "brother", "mother",
                          "father", "grandson", "granddaughter") and r.random() < 0.7
            f = w.person("FAMILY", sex=sx, middle_p=0.15, last=self.pt.last if same else None)
            f.rel = rl
            f.phone = w.phone(pst)
            if rl in ("daughter", "son", "niece", "nephew", "stepdaughter"):
                f.age = max(18, self.age - r.randint(20, 38))
            elif rl in ("grandson", "granddaughter"):
                f.age = max(16, self.age - r.randint(42, 60))
            elif rl in ("mother", "father"):
                f.age = self.age + r.randint(20, 34)
            else:
                f.age = max(18, self.age + r.randint(-8, 8))
            self.fam.append(f)
        # clinicians
        self.att = w.clinician()
        self.res = w.clinician()
        self.cons = w.clinician(spec=self.scn["cons_spec"])
        self.pcp = w.clinician()
        self.pcp_clinic = w.institution(pools.PRIMARY_PATTERNS, self.st, kind="work")
        self.nurses = [w.staff(r.choice(["RN", "RN", "RN", "LPN", "RN, BSN"])) for _ in range(3)]
        self.pharmacy = w.inst_name(pools.PHARMACY_PATTERNS)
        self.pharmacy_phone = w.phone(self.st)
        self.unit = r.choice(pools.UNIT_NAMES)
        self.room = r.choice(["%d%s" % (r.randint(2, 9) * 100 + r.randint(1, 40), r.choice(["", "", "A", "B"])),
                              "%d-%03d" % (r.randint(2, 9), r.randint(1, 60))])
        self.bed = str(r.randint(1, 4)) if r.random() < 0.5 else r.choice("AB")
        # styles
        self.ds = r.choice(DATE_STYLES_FULL)
        self.dss = short_style(self.ds)
        self.ps = r.choice(PHONE_STYLES)
        self.caps = r.random() < 0.55
        self.hstyle = r.choice(["caps_colon", "caps_colon", "title_colon", "title_colon", "caps_line",
                                "title_line", "hash", "bracket"])
        self.terse = r.random() < 0.25
        # chronic problems
        chron = list(self.scn["chronic"])
        extra = [k for k in C.CHRONIC if k not in chron]
        for k in r.sample(extra, r.randint(0, 3)):
            if k in ("BPH",) and self.sex == "F":
                continue
            if k in ("COPD", "CAD", "HF", "CKD", "BPH", "OA", "GOUT", "AF") and self.age < 45:
                continue
            if k in ("ETOH", "NEUROP") :
                continue
            if k == "NEUROP" and "DM2" not in chron:
                continue
            chron.append(k)
        self.chronic = chron
        self.allergy = r.choice(C.ALLERGIES)
        self.home_meds = []
        for k in chron:
            meds = C.CHRONIC[k][1]
            if not meds:
                continue
            if k in ("HF", "CAD"):
                self.home_meds.extend(meds[:r.randint(2, len(meds))])
            elif k in ("HTN", "DM2", "COPD", "ASTHMA", "ETOH"):
                self.home_meds.extend(r.sample(meds, min(len(meds), r.randint(1, 2))))
            elif k == "AF":
                self.home_meds.extend(r.choice([[meds[0], meds[1]], [meds[2]], [meds[0]]]))
            else:
                self.home_meds.append(r.choice(meds))
        # labs generated once per case (admission values)
        self.lab_adm = self.make_labs(abnormal=True)
        self.lab_dis = self.make_labs(abnormal=False)

    # ------------------------------------------------------------ values
    def make_labs(self, abnormal=True):
        r = self.r
        out = {}
        for k, (disp, unit, lo, hi, dec, ref) in C.LAB_DEF.items():
            if abnormal and k in self.scn["labs"]:
                lo2, hi2 = self.scn["labs"][k]
                v = r.uniform(lo2, hi2)
            elif not abnormal and k in self.scn["labs"]:
                lo2, hi2 = self.scn["labs"][k]
                nlo, nhi = lo, hi
                v = (r.uniform(lo2, hi2) + r.uniform(nlo, nhi)) / 2
            else:
                v = r.uniform(lo, hi)
            out[k] = ("%." + str(dec) + "f") % v
        return out

    # ------------------------------------------------------------ markers
    def D(self, d, style=None):
        return M("DATE", fdate(d, style or self.ds))

    def Ds(self, d):
        return M("DATE", fdate(d, self.dss))

    def P(self, ph, style=None, typ="PHONE"):
        return M(typ, fphone(ph["area"], ph["last4"], style or self.ps, ph.get("ext")))

    def A(self, n=None):
        return M("AGE", str(self.age if n is None else n))

    def agey(self, style=None):
        r = self.r
        style = style or r.choice(["yo-dash", "yo-dash", "yo-dash", "yo", "yo_nosp", "y/o", "y.o.",
                                   "words", "yr"])
        a = self.age
        if style == "yo-dash":
            return M("AGE", str(a)) + "-year-old"
        if style == "yo":
            return M("AGE", str(a)) + " yo"
        if style == "yo_nosp":
            return M("AGE", str(a)) + "yo"
        if style == "y/o":
            return M("AGE", str(a)) + " y/o"
        if style == "y.o.":
            return M("AGE", str(a)) + " y.o."
        if style == "yr":
            return M("AGE", str(a)) + " yr old"
        if style == "words":
            return M("AGE", num_words(a)) + "-year-old"
        raise ValueError(style)

    def sexw(self):
        r = self.r
        if self.sex == "M":
            return r.choice(["man", "male", "gentleman", "man"])
        return r.choice(["woman", "female", "lady", "woman"])

    def mf(self):
        return self.sex

    def pref(self, start=True):
        """reference to the patient inside narrative"""
        r = self.r
        x = r.random()
        if x < 0.6:
            return self.hon + " " + self.pt.m("last")
        if x < 0.8:
            return self.pt.m("full")
        if x < 0.9:
            return self.pt.m("first") if not start or r.random() < 0.5 else self.pt.m("full")
        return "The patient" if start else "the patient"

    def fam_ref(self, f=None, cap=False):
        f = f or self.fam[0]
        r = self.r
        poss = self.pt.his
        x = r.random()
        if x < 0.45:
            s = "%s %s %s" % (poss, f.rel, f.m("first"))
        elif x < 0.8:
            s = "%s %s %s" % (poss, f.rel, f.m("full"))
        else:
            s = "%s %s (%s)" % (poss, f.rel, f.m("full"))
        return s[0].upper() + s[1:] if cap else s

    def street_line(self, addr):
        return M("STREET", addr["street"])

    def city_line(self, addr, full_state=False, sep=", ", zip_=True):
        st = addr["state"]
        s = M("CITY", addr["city"]) + sep + M("STATE", st[1] if full_state else st[0])
        if zip_:
            s += " " + M("ZIP", addr["zip"])
        return s

    def addr_one(self, addr, full_state=False):
        return self.street_line(addr) + ", " + self.city_line(addr, full_state)

    def hosp_m(self, inst=None, up=False):
        inst = inst or self.hosp
        return M("HOSPITAL", inst["name"].upper() if up else inst["name"])

    def url(self, inst=None, path=None):
        inst = inst or self.hosp
        r = self.r
        path = path or r.choice(["", "/portal", "/patients", "/mychart", "/billing", "/discharge-instructions",
                                 "/find-a-doctor", "/pay"])
        pre = r.choice(["www.", "https://www.", "", "https://", "http://portal."])
        return M("URL", pre + inst["domain"] + path)

    def staff_email(self, p, inst=None):
        inst = inst or self.hosp
        r = self.r
        u = r.choice([p.first[0].lower() + p.last.lower(), p.first.lower() + "." + p.last.lower(),
                      p.last.lower() + p.first[0].lower()])
        u = "".join(ch for ch in u if ch.isascii() and (ch.isalnum() or ch == "."))
        return M("EMAIL", u + "@" + inst["domain"])

    def ctx(self):
        """placeholders for scenario templates"""
        r = self.r
        pt = self.pt
        f = self.fam[0]
        ohosp = self.w.inst_name(pools.HOSP_PATTERNS)
        fac = self.w.inst_name(pools.FACILITY_PATTERNS)
        lm_s = the_m("LOCATION_OTHER", r.choice(pools.LANDMARKS))
        country_s = country_m(r.choice(pools.COUNTRIES))
        return {
            "Pt": self.pref(True), "pt": self.pref(False),
            "He": pt.he.capitalize(), "he": pt.he, "His": pt.his.capitalize(), "his": pt.his, "him": pt.him,
            "agey": self.agey(), "sexw": self.sexw(), "mf": self.mf(),
            "dur": r.choice(["2 days", "3 days", "4 days", "about a week", "5 days", "48 hours", "several days"]),
            "d_onset": self.Ds(self.onset) if r.random() < 0.6 else self.D(self.onset),
            "d_onset2": M("DATE", fdate(self.onset - dt.timedelta(days=1), "wk")),
            "d_mid": self.Ds(self.mid), "d_proc": self.Ds(self.proc_date),
            "d_adm": self.D(self.adm), "d_dis": self.D(self.dis),
            "cons": "Dr. " + self.cons.m("last") if r.random() < 0.7 else self.cons.m("full") + ", " + self.cons.cred,
            "fam": self.fam_ref(f), "fam_cap": self.fam_ref(f, cap=True),
            "yr": M("DATE", str(self.adm.year - r.randint(1, 12))),
            "age2": M("AGE", str(r.randint(6, min(30, max(7, self.age - 2))))),
            "holiday": the_m("DATE", r.choice(HOLIDAYS)),
            "landmark": lm_s, "country": country_s,
            "facility": M("HOSPITAL", fac), "org": M("ORGANIZATION", self.church),
            "ohosp": M("HOSPITAL", ohosp),
        }

    def fill(self, template, ctx=None):
        ctx = ctx or self.ctx()
        s = template.format_map(ctx)
        # capitalise an age written in words at the start of a sentence
        head = "\x01AGE\x02"
        if s.startswith(head) and s[len(head)].isalpha():
            s = head + s[len(head)].upper() + s[len(head) + 1:]
        return s


# ---------------------------------------------------------------- headings
def country_m(c):
    return ("the " if c in ("Philippines", "Dominican Republic") else "") + M("COUNTRY", c)


PLAN_BY_COND = {
    "HTN": ["BP at goal on home readings; continue.", "above goal; increase amlodipine to 10 mg daily.",
            "recheck BMP in 2 weeks."],
    "DM2": ["A1c above goal; add GLP-1 agonist.", "at goal; continue metformin.", "diabetic foot exam done today; eye exam due."],
    "HLD": ["continue statin; repeat lipid panel in 1 year.", "LDL above goal; increase statin dose."],
    "CAD": ["no angina; continue aspirin and beta blocker.", "refer back to cardiology for stress test."],
    "AF": ["rate controlled; continue anticoagulation.", "CHA2DS2-VASc reviewed; continue apixaban."],
    "COPD": ["stable; continue LAMA.", "pulmonary rehab referral.", "spirometry ordered."],
    "CKD": ["eGFR stable; avoid NSAIDs.", "refer to nephrology."],
    "HYPOTHY": ["TSH ordered; continue levothyroxine.", "stable on current dose."],
    "GERD": ["controlled on PPI; attempt step-down.", "stable."],
    "DEP": ["PHQ-9 improved; continue SSRI.", "PHQ-9 14; refer to behavioral health."],
    "OSA": ["using CPAP nightly; continue.", "not tolerating mask; refer to sleep medicine."],
    "OA": ["acetaminophen and PT; consider injection.", "refer to orthopedics."],
    "BPH": ["symptoms stable on tamsulosin.", "PSA discussed."],
    "GOUT": ["no flares; continue allopurinol.", "uric acid ordered."],
    "ASTHMA": ["well controlled; continue controller.", "step up therapy; asthma action plan updated."],
    "OBES": ["lifestyle counseling; refer to nutrition.", "discussed weight-loss medication options."],
    "ANX": ["GAD-7 improved; continue buspirone.", "refer to counseling."],
    "HF": ["euvolemic; continue GDMT.", "weight up 2 kg; increase diuretic."],
    "ETOH": ["counseled on abstinence; continue naltrexone.", "referred to outpatient program."],
    "MIGR": ["fewer headaches; continue triptan PRN.", "start prophylaxis."],
    "NEUROP": ["continue gabapentin.", "podiatry referral."],
    "ANEMIA": ["recheck CBC and ferritin.", "continue oral iron."],
}


def plan_for(case, k):
    return case.r.choice(PLAN_BY_COND.get(k, ["stable; continue current management."]))


def H(case, title, style=None):
    """section heading in the author's style"""
    style = style or case.hstyle
    if style == "caps_colon":
        return title.upper() + ":"
    if style == "title_colon":
        return title + ":"
    if style == "caps_line":
        return title.upper() + "\n" + "-" * len(title)
    if style == "title_line":
        return title + "\n" + "=" * len(title)
    if style == "hash":
        return "## " + title
    if style == "bracket":
        return "[" + title.upper() + "]"
    raise ValueError(style)


ABBR = {"History of Present Illness": "HPI", "Past Medical History": "PMH", "Past Surgical History": "PSH",
        "Social History": "SH", "Family History": "FH", "Review of Systems": "ROS", "Physical Exam": "PE",
        "Assessment and Plan": "A/P", "Medications": "Meds", "Allergies": "All", "Chief Complaint": "CC"}


def HI(case, title):
    """inline heading followed by text on the same line"""
    if case.terse:
        return ABBR.get(title, title) + ":"
    if case.hstyle.startswith("caps") or case.hstyle == "bracket":
        return title.upper() + ":"
    return title + ":"


def HS(case, title):
    """short (abbreviated) heading used by terse authors"""
    if case.terse:
        return ABBR.get(title, title) + ":"
    return H(case, title)


# ---------------------------------------------------------------- sections
def vitals(case, style=None, temp_f=None, normal=False):
    r = case.r
    style = style if style is not None else r.randrange(5)
    if normal:
        tf = round(r.uniform(97.5, 99.0), 1)
        hr = r.randint(58, 96)
        sbp, dbp = r.randint(106, 148), r.randint(60, 88)
        rr = r.randint(12, 18)
        sat = r.randint(95, 100)
        o2 = r.choice(["RA", "room air"])
    else:
        tf = round(r.uniform(97.4, 101.2), 1) if temp_f is None else temp_f
        hr = r.randint(62, 118)
        sbp, dbp = r.randint(98, 168), r.randint(54, 96)
        rr = r.randint(14, 26)
        sat = r.randint(88, 99)
        o2 = r.choice(["RA", "RA", "room air", "2 L NC", "3L NC", "4 L NC"])
        if sat >= 96 and r.random() < 0.7:
            o2 = r.choice(["RA", "room air"])
    tc = round((tf - 32) * 5 / 9, 1)
    wt = round(r.uniform(48, 128), 1)
    if style == 0:
        return "T %.1f C, HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s" % (tc, hr, sbp, dbp, rr, sat, o2)
    if style == 1:
        return "Temp: %.1f F | Pulse: %d | BP: %d/%d | Resp: %d | SpO2: %d%% | Weight: %.1f kg" % (
            tf, hr, sbp, dbp, rr, sat, wt)
    if style == 2:
        return "VS: %.1f  %d  %d/%d  %d  %d%% %s" % (tf, hr, sbp, dbp, rr, sat, o2)
    if style == 3:
        return ("Vitals:\n  Temperature   %.1f F (%.1f C)\n  Heart rate    %d bpm\n  Blood pressure %d/%d mmHg\n"
                "  Resp rate     %d /min\n  SpO2          %d%% (%s)\n  Weight        %.1f kg") % (
            tf, tc, hr, sbp, dbp, rr, sat, o2, wt)
    return "Tmax %.1f, HR %d-%d, BP %d-%d/%d-%d, RR %d, sat %d-%d%% %s, I/O %d/%d" % (
        tf, hr - 8, hr, sbp - 12, sbp, dbp - 8, dbp, rr, sat - 2, sat, o2, r.randint(900, 2400), r.randint(700, 3100))


def lab_line(case, vals, keys, style=0):
    parts = []
    for k in keys:
        disp, unit, lo, hi, dec, ref = C.LAB_DEF[k]
        parts.append("%s %s" % (disp if style == 0 else k, vals[k]))
    return ", ".join(parts)


def lab_table(case, dates, keys, with_ref=True):
    """trended lab table; column heads are dates (marked)"""
    r = case.r
    sets = []
    for i, d in enumerate(dates):
        if i == 0:
            sets.append(case.lab_adm)
        elif i == len(dates) - 1:
            sets.append(case.lab_dis)
        else:
            mix = case.make_labs(abnormal=r.random() < 0.5)
            sets.append(mix)
    style = case.dss if r.random() < 0.7 else "mdy2"
    heads = [fdate(d, style) for d in dates]
    w = max(8, max(len(h) for h in heads) + 2)
    line = "%-16s" % "Test" + "".join(M("DATE", h) + " " * (w - len(h)) for h in heads)
    if with_ref:
        line += "Ref"
    out = [line]
    for k in keys:
        disp = C.LAB_DEF[k][0]
        row = "%-16s" % disp + "".join(("%-" + str(w) + "s") % s[k] for s in sets)
        if with_ref:
            row += C.LAB_DEF[k][5]
        out.append(row)
    return "\n".join(out)


def bmp_fishbone(vals):
    return "%s | %s | %s\n%s---+---%s---< %s\n%s | %s |" % (
        vals["Na"], vals["Cl"], vals["BUN"], "-" * 3, "-" * 3, vals["Glu"], vals["K"], vals["CO2"]) + " " + vals["Cr"]


def med_list(case, meds, style=None):
    r = case.r
    style = style if style is not None else r.randrange(4)
    if not meds:
        return "None."
    if style == 0:
        return "\n".join("%d. %s" % (i + 1, m) for i, m in enumerate(meds))
    if style == 1:
        return "\n".join("- " + m for m in meds)
    if style == 2:
        return "; ".join(meds) + "."
    return "\n".join("  * " + m[0].upper() + m[1:] for m in meds)


def pmh_list(case, style=None):
    r = case.r
    items = [C.CHRONIC[k][0] for k in case.chronic]
    style = style if style is not None else r.randrange(3)
    if style == 0:
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(items))
    if style == 1:
        return ", ".join(items) + "."
    return "\n".join("- " + x for x in items)


SURG_HIST = ["Appendectomy", "Cholecystectomy", "Total abdominal hysterectomy", "Right knee arthroscopy",
             "Tonsillectomy", "C-section x2", "Left inguinal hernia repair", "CABG x3", "Lumbar laminectomy",
             "Cataract extraction, bilateral", "Carpal tunnel release, left", "TURP", "ORIF right ankle"]


def psh_list(case, n=None):
    r = case.r
    n = n if n is not None else r.randint(0, 3)
    if n == 0:
        return "None."
    items = r.sample(SURG_HIST, n)
    out = []
    for it in items:
        y = case.adm.year - r.randint(1, 35)
        if y <= case.dob.year + 1:
            y = case.dob.year + 18
        fmt = r.random()
        if fmt < 0.5:
            out.append("%s (%s)" % (it, M("DATE", str(y))))
        elif fmt < 0.8:
            out.append("%s, %s" % (it, M("DATE", str(y))))
        else:
            d = dt.date(y, r.randint(1, 12), 1)
            out.append("%s - %s" % (it, M("DATE", fdate(d, r.choice(["month_year", "my", "mon_year"])))))
    return "\n".join("- " + x for x in out) if r.random() < 0.6 else "; ".join(out) + "."


def social_hx(case, detail=2):
    r = case.r
    pt = case.pt
    s = []
    f = case.fam[0]
    home = r.choice(["house", "apartment", "mobile home", "condo", "duplex"])
    if f.rel in ("wife", "husband", "partner"):
        s.append("Lives with %s %s %s in %s %s in %s." % (pt.his, f.rel, f.m("first"), "an" if home[0] in "aeiou" else "a", home, M("CITY", case.addr["city"])))
    else:
        s.append("Lives %s in %s; %s %s (%s) checks on %s daily." % (
            r.choice(["alone", "alone", "with a roommate"]), M("CITY", case.addr["city"]), pt.his, f.rel,
            f.m("full"), pt.him))
    if case.retired:
        s.append(r.choice(["Retired %s." % M("PROFESSION", case.prof),
                           "Retired; worked as a %s for 30 years." % M("PROFESSION", case.prof),
                           "Former %s, retired in %s." % (M("PROFESSION", case.prof),
                                                         M("DATE", str(case.adm.year - r.randint(1, 15))))]))
    else:
        s.append(r.choice(["Works as a %s at %s." % (M("PROFESSION", case.prof), M("ORGANIZATION", case.employer)),
                           "Occupation: %s (%s)." % (M("PROFESSION", case.prof), M("ORGANIZATION", case.employer)),
                           "Employed full time as a %s." % M("PROFESSION", case.prof),
                           "%s by trade, currently on disability." % M("PROFESSION", case.prof[0].upper() + case.prof[1:])]))
    if detail >= 2 and pt.nick and r.random() < 0.35:
        s.append('Goes by "%s".' % pt.m("nick"))
    if case.birth_country and detail >= 2:
        s.append("Born in %s; moved to the US in %s." % (
            country_m(case.birth_country), M("DATE", str(max(case.dob.year + 1, case.adm.year - r.randint(3, 40))))))
    tob = r.choice(["Never smoker.", "Former smoker, quit %s, 20 pack-years." % M("DATE", str(case.adm.year - r.randint(2, 25))),
                    "Current smoker, 1 ppd.", "Smokes 1/2 ppd x 30 yrs.", "Denies tobacco."])
    if case.scn["key"] == "copd":
        tob = "Current smoker, 1 ppd, 50 pack-years."
    s.append(tob)
    if "ETOH" in case.chronic:
        s.append("Drinks heavily daily; see HPI.")
    else:
        s.append(r.choice(["Occasional alcohol.", "No alcohol.", "2-3 beers on weekends.", "Social EtOH.",
                           "Glass of wine with dinner."]))
    s.append(r.choice(["No illicit drug use.", "Denies IVDU.", "Remote marijuana use.", "No drugs."]))
    if detail >= 2 and r.random() < 0.35:
        s.append("Active member of %s." % M("ORGANIZATION", case.church))
    if detail >= 2 and r.random() < 0.3:
        s.append("Recent travel to %s in %s." % (
            country_m(r.choice(pools.COUNTRIES)),
            M("DATE", fdate(case.adm - dt.timedelta(days=r.randint(20, 120)), "month"))))
    return " ".join(s)


FH_CONDS = ["MI", "stroke", "colon cancer", "breast cancer", "type 2 diabetes", "dementia", "lung cancer",
            "COPD", "kidney failure", "heart failure", "pancreatic cancer", "complications of diabetes"]


def family_hx(case):
    r = case.r
    out = []
    for rel in r.sample(["Mother", "Father", "Brother", "Sister"], r.randint(1, 3)):
        cond = r.choice(FH_CONDS)
        x = r.random()
        if x < 0.4:
            out.append("%s died at %s of %s." % (rel, M("AGE", str(r.randint(48, 94))), cond))
        elif x < 0.7:
            out.append("%s (%s) with %s." % (rel, M("AGE", str(min(104, case.age + r.randint(-10, 30)))), cond))
        elif x < 0.85:
            out.append("%s: %s, diagnosed at age %s." % (rel, cond, M("AGE", str(r.randint(40, 80)))))
        else:
            out.append("%s with %s." % (rel, cond))
    if r.random() < 0.15:
        out.append("Unknown paternal history (adopted).")
    return " ".join(out)


def ros(case):
    r = case.r
    pos = lambda: "+" if r.random() < 0.1 else "no"
    lines = [ln.format(a=pos(), b=pos(), c=pos(), d=pos(), e=pos()).replace(": + ", ": + ").replace(": no ", ": no ")
             for ln in C.ROS_LINES]
    if r.random() < 0.4:
        return "10-point ROS negative except as noted in HPI."
    return "\n".join(lines)


def exam(case, terse=False):
    r = case.r
    over = case.scn["exam"]
    out = []
    for sys_, txt in C.EXAM_DEFAULT:
        t = over.get(sys_, txt)
        if terse and r.random() < 0.3:
            continue
        out.append("%s: %s." % (sys_, t))
    return "\n".join(out)


def time_str(r, style=None):
    h, m = r.randint(0, 23), r.randint(0, 59)
    style = style if style is not None else r.randrange(3)
    if style == 0:
        return "%02d:%02d" % (h, m)
    if style == 1:
        return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")
    return "%02d%02d" % (h, m)


def clinic_time(r):
    h = r.choice([7, 8, 8, 9, 9, 10, 10, 11, 13, 13, 14, 14, 15, 16])
    m = r.choice([0, 0, 15, 20, 30, 40, 45])
    return r.choice(["%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM"), "%02d:%02d" % (h, m)])


def signature(case, who, d, style=None, inst=None):
    """signature block in one of several formats"""
    r = case.r
    style = style if style is not None else r.randrange(8)
    cred = who.cred or "MD"
    t = time_str(r)
    if style == 0:
        return "Electronically signed by %s, %s on %s at %s" % (who.m("full"), cred, case.D(d), t)
    if style == 1:
        return "%s, %s\n%s\nSigned: %s %s" % (who.m("fml"), cred, who.spec or "Hospital Medicine", case.D(d), t)
    if style == 2:
        return "/s/ %s %s  %s %s" % (who.m("full"), cred, case.D(d), t)
    if style == 3:
        return "Electronically signed by: %s (%s) %s %s" % (who.m("LF"), M("USERNAME", who.username), case.D(d), t)
    if style == 4:
        return "%s, %s\nNPI %s\nPager %s" % (who.m("full"), cred, M("LICENSE", who.npi), pager(r))
    if style == 5:
        return "Dictated by: %s, %s\nAuthenticated: %s" % (who.m("full"), cred, case.D(d))
    if style == 6:
        return "%s %s\n%s\n%s" % (who.m("full"), cred, who.spec or "Internal Medicine", case.D(d))
    return "Signed by %s, %s (user %s) on %s at %s" % (who.m("full"), cred, M("USERNAME", who.username), case.D(d), t)


def dictation_footer(case, who, d):
    r = case.r
    trans = case.w.staff("CMT")
    d2 = d + dt.timedelta(days=r.randint(0, 2))
    s = "D: %s %s\nT: %s %s\n" % (case.D(d, r.choice(["mdy", "mdy2z", case.ds])), time_str(r, 0),
                                  case.D(d2, r.choice(["mdy", "mdy2z", case.ds])), time_str(r, 0))
    s += r.choice(["Job #: ", "Job ID: ", "Doc #", "Conf #: "]) + M("IDNUM", case.w.idnum("job", d.year)) + "\n"
    s += r.choice(["%s/%s", "%s:%s", "%s/%s"]) % (who.m("INIT"), trans.m("init_lower"))
    return s


def reg_block(case, style=None):
    """face sheet / registration data"""
    r = case.r
    pt = case.pt
    style = style if style is not None else r.randrange(3)
    a = case.addr
    lines = []
    if style == 0:
        lines.append("Name: %s" % pt.m("LFM"))
        lines.append("DOB: %s    Age: %s    Sex: %s" % (case.D(case.dob), case.A(), case.sex))
        lines.append("Address: %s, %s" % (case.street_line(a), case.city_line(a)))
        lines.append("Home: %s   Cell: %s" % (case.P(case.home_phone), case.P(case.cell_phone)))
        if case.email:
            lines.append("Email: %s" % M("EMAIL", case.email))
        lines.append("SSN: %s" % M("SSN", case.ssn))
        lines.append("MRN: %s    Acct: %s" % (M("MRN", case.mrn), M("ACCOUNT", case.acct)))
        lines.append(ins_line(case))
    elif style == 1:
        lines.append("PATIENT: %s (%s)" % (pt.m("fml"), case.sex))
        lines.append("%s" % case.street_line(a))
        lines.append("%s" % case.city_line(a, full_state=r.random() < 0.3))
        lines.append("Phone %s" % case.P(case.cell_phone))
        lines.append("DOB %s | MRN %s | SSN %s" % (case.D(case.dob), M("MRN", case.mrn), M("SSN", case.ssn)))
        lines.append(ins_line(case))
    else:
        lines.append("%-14s%s" % ("Patient", pt.m("LF")))
        lines.append("%-14s%s" % ("Birth date", case.D(case.dob)))
        lines.append("%-14s%s" % ("Street", case.street_line(a)))
        lines.append("%-14s%s, %s %s" % ("City/St/Zip", M("CITY", a["city"]), M("STATE", a["state"][0]), M("ZIP", a["zip"])))
        lines.append("%-14s%s" % ("Mobile", case.P(case.cell_phone)))
        lines.append("%-14s%s" % ("MRN", M("MRN", case.mrn)))
        lines.append("%-14s%s" % ("Visit #", M("ACCOUNT", case.acct)))
        lines.append(ins_line(case))
    if r.random() < 0.25:
        f = case.fam[0]
        lines.append("Emergency contact: %s (%s) %s" % (f.m("full"), f.rel, case.P(f.phone)))
    return "\n".join(lines)


def ins_line(case):
    r = case.r
    if case.insurer in ("Medicare", "Medicaid"):
        return "Primary insurance: %s  ID: %s" % (case.insurer, M("HEALTHPLAN", case.member))
    return "Insurance: %s  Member ID: %s  Group: %s" % (M("ORGANIZATION", case.insurer),
                                                         M("HEALTHPLAN", case.member), M("HEALTHPLAN", case.group))


def letterhead(case, inst=None, dept=None, up=None, fax=True, url=None):
    r = case.r
    inst = inst or case.hosp
    up = case.caps if up is None else up
    a = inst["addr"]
    s = M("HOSPITAL", inst["name"].upper() if up else inst["name"]) + "\n"
    if dept:
        s += dept + "\n"
    if r.random() < 0.5:
        s += case.street_line(a) + "\n" + case.city_line(a) + "\n"
    else:
        s += case.street_line(a) + " * " + case.city_line(a, sep=" ") + "\n"
    ph = "Tel " if r.random() < 0.5 else "Phone: "
    s += ph + case.P(inst["phone"])
    if fax:
        s += "   Fax " + case.P(inst["fax"], typ="FAX")
    if url if url is not None else r.random() < 0.4:
        s += "\n" + case.url(inst)
    return s


def pager(r):
    x = r.randrange(3)
    if x == 0:
        return M("PHONE", "%d-%04d" % (r.randint(2, 8), r.randint(1000, 9999)))
    if x == 1:
        return M("PHONE", "%05d" % r.randint(10000, 99999))
    return "#" + M("PHONE", "%d" % r.randint(1000, 9999))


def followup_lines(case, n=None):
    r = case.r
    out = []
    d1 = case.dis + dt.timedelta(days=r.randint(3, 14))
    c = case.pcp_clinic
    a = c["addr"]
    style = r.randrange(3)
    if style == 0:
        out.append("%s, %s - %s, %s, %s. Phone %s. Appointment %s at %s." % (
            case.pcp.m("full"), case.pcp.cred, M("HOSPITAL", c["name"]), case.street_line(a), case.city_line(a),
            case.P(c["phone"]), case.D(d1, r.choice([case.ds, "wk_long", "wk_md"])), clinic_time(r)))
    elif style == 1:
        out.append("PCP: Dr. %s (%s) within 1 week; call %s to schedule." % (
            case.pcp.m("last"), M("HOSPITAL", c["name"]), case.P(c["phone"])))
    else:
        out.append("Follow up with %s at %s on %s." % (case.pcp.m("fml"), M("HOSPITAL", c["name"]),
                                                      case.D(d1, "wk_long")))
    d2 = case.dis + dt.timedelta(days=r.randint(7, 35))
    out.append("%s: %s, %s on %s%s." % (case.scn["fu_spec"], case.cons.m("full"), case.cons.cred,
                                         case.D(d2), "" if r.random() < 0.5 else
                                         " (" + case.P(case.w.phone(case.st, ext_p=0.4)) + ")"))
    if r.random() < 0.4:
        out.append("Lab draw (BMP, CBC) on %s at %s outpatient lab." % (
            case.Ds(case.dis + dt.timedelta(days=r.randint(3, 7))), M("HOSPITAL", case.hosp["name"])))
    return out


def print_header(case):
    """EHR print banner at the top of a printed note"""
    r = case.r
    pt = case.pt
    x = r.randrange(3)
    if x == 0:
        return "%s | %s | MRN %s | DOB %s | Enc %s" % (case.hosp_m(), pt.m("LF"), M("MRN", case.mrn),
                                                      case.D(case.dob, "mdy"), M("ACCOUNT", case.acct))
    if x == 1:
        return "%s   %s   %s yo %s   MRN: %s" % (pt.m("LFM"), case.D(case.dob, "mdy"), case.A(), case.sex, M("MRN", case.mrn))
    return "** %s ** %s (%s)" % (case.hosp_m(up=True), pt.m("FULL_UP"), M("MRN", case.mrn))


def print_footer(case, d):
    """EHR print footer at the bottom of a printed note"""
    r = case.r
    w = case.w
    clerk = w.staff("HIM")
    clerk.username = w.username(clerk)
    pd = d + dt.timedelta(days=r.randint(0, 40))
    x = r.randrange(4)
    if x == 0:
        return "Printed by %s on %s %s    Page 1 of %d" % (M("USERNAME", clerk.username), case.D(pd, "mdy"),
                                                          time_str(r, 0), r.randint(1, 4))
    if x == 1:
        return ("CONFIDENTIAL - contains protected health information. %s  MRN %s  Printed %s" % (
            case.pt.m("LF"), M("MRN", case.mrn), case.D(pd, "mdy")))
    if x == 2:
        return "Report generated %s by user %s at workstation %s" % (case.D(pd, "mdy"), M("USERNAME", clerk.username),
                                                                    M("IPADDR", w.ip()))
    return "Released to %s via ROI request # %s on %s by %s (HIM)" % (
        r.choice(["patient", "attorney", "insurer", "outside provider"]), M("IDNUM", w.idnum("req", pd.year)),
        case.D(pd, "mdy"), clerk.m("full"))
