"""Per-note cast, places and helpers returning marker-wrapped PHI or plain hard negatives."""
import pools as P
import phi
from phi import M, Person


NAMEWORD_PHRASES = [
    "I will call back", "will do", "hope that's ok", "hoping it settles", "is there a grace period",
    "can you mark it urgent", "the bill from last visit", "frank blood in the stool", "art therapy group",
    "dawn phenomenon on CGM", "green phlegm", "brown discharge", "white patches in mouth",
    "little finger swollen", "young kids at home", "long wait on the phone", "rich food", "kidney stone",
    "Bishop score 6", "baker's cyst behind knee", "penny-sized bruise", "rusty-coloured sputum",
    "amber urine", "poison ivy rash", "honey and lemon", "cherry angioma", "baby aspirin",
    "lovely staff", "pearl-like bump", "gentian violet", "jack-knife position", "rose-coloured spots",
    "faith in the team", "joy of teething lol", "cook my own meals", "stone-faced pain", "fox bite?? no, dog",
    "precious little sleep", "sunny side up eggs only", "angel wing bone", "will power", "mark on the skin",
]


class Ctx:
    SYMPTOM_POOL = P.SYMPTOMS
    def __init__(self, r, country):
        self.r = r
        self.country = country
        self.pt = Person(r, country)
        self.doc = Person(r, country)
        self.doc2 = Person(r, country)
        self.nurse = Person(r, country, sex="F" if r.random() < 0.8 else "M")
        self.staff = Person(r, country)
        same = r.random() < 0.5
        self.fam = Person(r, country, family=self.pt.family if same else None, origin=self.pt.origin)
        self.rel = self._rel(self.fam)
        self.fam2 = Person(r, country, origin=self.pt.origin)
        self.rel2 = self._rel(self.fam2)
        a = r.random()
        self.age = r.randint(0, 12) if a < 0.1 else r.randint(13, 19) if a < 0.17 else \
            r.randint(20, 64) if a < 0.7 else r.randint(65, 98)
        self.fam_age = r.randint(2, 95)
        self._cache = {}
        self.base = phi.rand_date(r)

    def _rel(self, p):
        rels = P.REL[self.country]
        fem = {"wife", "daughter", "mom", "mum", "mother", "sister", "granddaughter", "girlfriend", "aunt",
               "mother-in-law", "nan", "nanay", "lola", "tita", "ate", "daughter-in-law", "kumare"}
        mas = {"husband", "son", "dad", "father", "brother", "grandson", "boyfriend", "stepdad", "tatay", "lolo",
               "tito", "kuya", "uncle", "brother-in-law"}
        ok = [x for x in rels if (x in fem) == (p.sex == "F") or (x not in fem and x not in mas)]
        ok = [x for x in ok if not (p.sex == "F" and x in mas)]
        return self.r.choice(ok)

    def once(self, key, fn):
        if key not in self._cache:
            self._cache[key] = fn()
        return self._cache[key]

    # ---------------------------------------------------------- names
    def P(self, kind="any"):
        """Patient reference; title stays outside the marker."""
        r, p = self.r, self.pt
        if kind == "self":
            forms = ["full", "first", "first", "first_init", "full_mid", "nick", "full"]
        elif kind == "staff":
            forms = ["full", "title", "title", "initials", "last_comma", "full_mid", "first", "init_last"]
        else:
            forms = ["full", "first", "title", "first_init", "initials", "full_mid", "last_comma", "nick"]
        f = r.choice(forms)
        if f == "title":
            return f"{phi.title_for(p, r)} {M('PATIENT', p.last())}"
        if f == "initials":
            return r.choice(["Pt ", "pt ", "patient ", ""]) + M("PATIENT", p.initials())
        val = {"full": p.full, "first": p.first, "first_init": p.first_init, "full_mid": p.full_mid,
               "nick": lambda: p.nick, "init_last": p.init_last,
               "last_comma": lambda: p.last_comma(upper=r.random() < 0.6)}[f]()
        return M("PATIENT", val)

    def Pf(self):
        return M("PATIENT", self.pt.full())

    def Pfirst(self):
        return M("PATIENT", self.pt.first())

    def Dr(self, who=None, form=None):
        r = self.r
        d = who or self.doc
        form = form or r.choice(["t_last", "t_last", "t_full", "t_init", "cred", "bare_full"] +
                                (["doc", "dra"] if self.country == "PH" else []) +
                                (["mr"] if self.country == "UK" else []))
        t = r.choice(["Dr.", "Dr", "Dr.", "dr"])
        if form == "t_last":
            return f"{t} {M('DOCTOR', d.last())}"
        if form == "t_full":
            return f"{t} {M('DOCTOR', d.full())}"
        if form == "t_init":
            return f"{t} {M('DOCTOR', d.init_last())}"
        if form == "cred":
            return M("DOCTOR", d.full()) + r.choice([", MD", " MD", ", DO", " (GP)", ", MBBS", ", NP", " PA-C"])
        if form == "doc":
            return f"Doc {M('DOCTOR', d.last() if r.random() < 0.6 else d.first())}"
        if form == "dra":
            return f"{'Dra.' if d.sex == 'F' else 'Dr.'} {M('DOCTOR', d.last())}"
        if form == "mr":
            return f"{'Mr' if d.sex == 'M' else 'Ms'} {M('DOCTOR', d.last())}"
        return M("DOCTOR", d.full())

    def Nu(self, who=None):
        r = self.r
        n = who or self.nurse
        f = r.randint(0, 7)
        if f == 0:
            return f"Nurse {M('DOCTOR', n.first())}"
        if f == 1:
            return M("DOCTOR", n.full()) + r.choice([", RN", " RN", ", LPN", " (RN)"])
        if f == 2:
            return f"{'Sister' if self.country in ('UK', 'IN') else 'Nurse'} {M('DOCTOR', n.last() if r.random() < 0.5 else n.first())}"
        if f == 3:
            return f"{r.choice(['staff nurse', 'charge nurse', 'triage nurse', 'RN'])} {M('DOCTOR', n.first_init())}"
        if f == 4:
            return f"nurse {M('DOCTOR', n.full())}"
        if f == 5:
            return M("DOCTOR", n.first()) + " (nurse)"
        if f == 6:
            return f"{'Sr.' if self.country != 'US' else 'RN'} {M('DOCTOR', n.first())}"
        return f"{r.choice(['Nurse', 'nurse'])} {M('DOCTOR', n.last())}"

    def St(self, role=None, who=None):
        r = self.r
        s = who or self.staff
        role = role or r.choice(["receptionist", "pharmacist", "physio", "care coordinator", "scheduler",
                                 "MA", "clerk", "HCA", "midwife", "social worker", "dietitian", "front desk"])
        f = r.randint(0, 3)
        if f == 0:
            return f"{role} {M('DOCTOR', s.first())}"
        if f == 1:
            return f"{M('DOCTOR', s.full())} ({role})"
        if f == 2:
            return f"{role} {M('DOCTOR', s.first_init())}"
        return f"our {role}, {M('DOCTOR', s.first())}"

    def Fa(self, pron="my", which=1):
        r = self.r
        p, rel = (self.fam, self.rel) if which == 1 else (self.fam2, self.rel2)
        f = r.randint(0, 5)
        if f in (0, 1):
            v = p.first()
        elif f == 2:
            v = p.full()
        elif f == 3:
            return f"{pron} {rel}, {phi.title_for(p, r)} {M('FAMILY', p.last())}"
        elif f == 4:
            v = p.nick
        else:
            v = p.first_init()
        if rel in ("ate", "kuya", "tita", "tito", "lola", "lolo") and r.random() < 0.5:
            return f"{rel.capitalize()} {M('FAMILY', v)}"
        return f"{pron} {rel} {M('FAMILY', v)}"

    def Fname(self, which=1):
        p = self.fam if which == 1 else self.fam2
        return M("FAMILY", self.r.choice([p.first(), p.full(), p.first()]))

    # ---------------------------------------------------------- ages
    def AGE(self, n=None, kind=None):
        r = self.r
        n = self.age if n is None else n
        if n == 0:
            k = r.randint(2, 11)
            return r.choice([f"{M('AGE', k)}-month-old", f"{M('AGE', k)} months old", f"{M('AGE', k)} mo"])
        sx = self.pt.sex if n == self.age else r.choice("FM")
        forms = [f"{M('AGE', n)}-year-old", f"{M('AGE', n)} yo", f"{M('AGE', n)}yo", f"{M('AGE', n)} y/o",
                 f"{M('AGE', n)} y.o.", f"aged {M('AGE', n)}", f"{M('AGE', n)} years old", f"{M('AGE', n)} yrs",
                 f"{M('AGE', n)}{sx}", f"{M('AGE', n)} {sx}", f"age {M('AGE', n)}",
                 f"{M('AGE', phi.age_words(n))}-year-old", f"aged {M('AGE', phi.age_words(n))}"]
        if kind == "short":
            forms = forms[:5] + forms[8:10]
        elif kind == "adj":
            forms = [forms[0], forms[0], forms[1], forms[2], forms[11]]
        return r.choice(forms)

    # ---------------------------------------------------------- dates
    def date(self, style=None, d=None, base_shift=None):
        r = self.r
        if d is None:
            d = self.base if base_shift is None else phi.dt.date.fromordinal(self.base.toordinal() + base_shift)
            if base_shift is None and r.random() < 0.6:
                d = phi.dt.date.fromordinal(self.base.toordinal() + r.randint(-40, 40))
        style = style or r.choice(["num_full", "num_full", "num_short", "num_md", "long", "long", "abbr",
                                   "abbr", "wd_num", "wd_long", "month_year", "iso"])
        return M("DATE", phi.fmt_date(r, d, self.country, style))

    def wd(self):
        return M("DATE", phi.fmt_date(self.r, phi.rand_date(self.r), self.country, "weekday"))

    def hol(self):
        return M("DATE", self.r.choice(phi.HOLIDAYS[self.country]))

    def year(self):
        return M("DATE", str(self.r.randint(1995, 2024)))

    def dob(self):
        d = self.once("dob_date", lambda: phi.rand_dob(self.r, max(self.age, 0)))
        return M("DATE", phi.fmt_date(self.r, d, self.country, self.r.choice(["num_full", "num_full", "long", "iso"])))

    def drange(self):
        r = self.r
        a = phi.dt.date.fromordinal(self.base.toordinal() + r.randint(-5, 5))
        b = phi.dt.date.fromordinal(a.toordinal() + r.randint(2, 14))
        st = r.choice(["num_md", "num_full", "abbr", "long"])
        sep = r.choice(["-", " - ", " to ", "–", " until ", " thru "])
        if st in ("abbr", "num_md") and r.random() < 0.5:
            return f"from {M('DATE', phi.fmt_date(r, a, self.country, st))} to {M('DATE', phi.fmt_date(r, b, self.country, st))}"
        return M("DATE", phi.fmt_date(r, a, self.country, st)) + sep + M("DATE", phi.fmt_date(r, b, self.country, st))

    def rel_date(self):
        r = self.r
        return r.choice([f"since last {self.wd()}", f"on {self.wd()}", f"this coming {self.wd()}",
                         f"two days before {self.hol()}", f"after {self.hol()}", f"the week of {self.date('num_md')}",
                         f"on or before {self.date('abbr')}", f"by {self.wd()} at the latest",
                         f"since {self.date('month_year')}", f"back in {self.year()}", f"next {self.wd()}",
                         f"over {self.hol()}", f"the day after {self.date('abbr')}"])

    # ---------------------------------------------------------- places
    def hosp(self, new=False):
        pool = {"US": P.HOSP_US, "UK": P.HOSP_UK, "IN": P.HOSP_IN, "PH": P.HOSP_PH}[self.country]
        if new:
            return M("HOSPITAL", self.r.choice(pool))
        return self.once("hosp", lambda: M("HOSPITAL", self.r.choice(pool)))

    def clinic(self, new=False):
        pool = {"US": P.CLINIC_US, "UK": P.CLINIC_UK, "IN": P.CLINIC_IN, "PH": P.CLINIC_PH}[self.country]
        if new:
            return M("HOSPITAL", self.r.choice(pool))
        return self.once("clinic", lambda: M("HOSPITAL", self.r.choice(pool)))

    def pharm(self):
        pool = {"US": P.PHARM_US, "UK": P.PHARM_UK, "IN": P.PHARM_IN, "PH": P.PHARM_PH}[self.country]
        return self.once("pharm", lambda: M("HOSPITAL", self.r.choice(pool)))

    def ward(self):
        pool = P.WARDS_UK + P.UNITS if self.country == "UK" else P.UNITS
        return self.once("ward", lambda: M("HOSPITAL", self.r.choice(pool)))

    def carehome(self):
        return self.once("carehome", lambda: M("HOSPITAL", self.r.choice(P.CAREHOME)))

    def city(self):
        return self.once("city", lambda: M("CITY", self.r.choice(P.CITIES[self.country])))

    def city_new(self):
        return M("CITY", self.r.choice(P.CITIES[self.country]))

    def state(self, abbr=None):
        r = self.r
        nm, ab = self.once("statepair", lambda: r.choice(P.STATES[self.country]))
        use_ab = ab and (abbr if abbr is not None else r.random() < 0.5)
        if self.country == "UK":  # a county: CITY per the guideline ("town, city, county")
            return M("CITY", nm)
        return M("STATE", ab if use_ab else nm)

    def zip(self):
        r, c = self.r, self.country
        if c == "US":
            v = phi.digits(r, 5) if r.random() < 0.8 else f"{phi.digits(r, 5)}-{phi.digits(r, 4)}"
        elif c == "UK":
            v = f"{phi.letters(r, r.randint(1, 2))}{r.randint(1, 29)} {r.randint(1, 9)}{phi.letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        elif c == "IN":
            v = r.choice([phi.digits(r, 6, True), f"{phi.digits(r, 3, True)} {phi.digits(r, 3)}"])
        else:
            v = phi.digits(r, 4, True)
        return self.once("zip", lambda: M("ZIP", v))

    def street(self):
        r, c = self.r, self.country
        if c == "US":
            v = f"{r.randint(3, 9899)} {r.choice(P.STREET_ROOTS)} {r.choice(P.US_SUFFIX)}"
            if r.random() < 0.3:
                v += r.choice([f", Apt {r.randint(1, 40)}{r.choice(['', 'B', 'C'])}", f" Unit {r.randint(1, 300)}",
                               f", #{r.randint(2, 900)}"])
        elif c == "UK":
            v = f"{r.randint(1, 240)} {r.choice(P.STREET_ROOTS)} {r.choice(P.UK_SUFFIX)}"
            if r.random() < 0.25:
                v = f"Flat {r.randint(1, 30)}, " + v
        elif c == "IN":
            v = r.choice([f"Flat {r.randint(101, 904)}, {r.choice(P.IN_BUILDINGS)}, {r.choice(P.IN_AREAS)}",
                          f"{r.randint(1, 300)}/{r.randint(1, 40)}, {r.choice(P.IN_AREAS)}",
                          f"H.No. {r.randint(1, 99)}-{r.randint(1, 300)}, {r.choice(P.IN_AREAS)}",
                          f"No. {r.randint(10, 999)}, {phi.ordn(r.randint(1, 18))} Cross, {r.choice(P.IN_AREAS)}"])
        else:
            v = r.choice([f"Blk {r.randint(1, 40)} Lot {r.randint(1, 60)} {r.choice(P.PH_STREETS)} St.",
                          f"{r.randint(1, 999)} {r.choice(P.PH_STREETS)} St., Brgy. {r.choice(P.PH_BRGY)}",
                          f"Purok {r.randint(1, 7)}, Brgy. {r.choice(P.PH_BRGY)}",
                          f"{r.randint(1, 300)} {r.choice(P.PH_STREETS)} Ave."])
        return self.once("street", lambda: M("STREET", v))

    def addr(self):
        r = self.r
        if self.country == "UK":
            return f"{self.street()}, {self.city()}, {self.zip()}" if r.random() < 0.7 else \
                f"{self.street()}, {self.city()}, {self.state()} {self.zip()}"
        if self.country == "IN":
            return f"{self.street()}, {self.city()}, {self.state(False)} - {self.zip()}" if r.random() < 0.5 else \
                f"{self.street()}, {self.city()} {self.zip()}, {self.state(False)}"
        if self.country == "PH":
            return f"{self.street()}, {self.city()}, {self.state()} {self.zip()}"
        return f"{self.street()}, {self.city()}, {self.state()} {self.zip()}"

    def abroad(self):
        return M("COUNTRY", self.r.choice(P.COUNTRIES_ABROAD))

    def home_country(self):
        return M("COUNTRY", self.r.choice(P.COUNTRY_SELF[self.country]))

    def room(self):
        r = self.r
        return self.once("room", lambda: M("LOCATION_OTHER", r.choice(
            [f"{r.randint(1, 9)}{r.randint(0, 40):02d}{r.choice(['', '', 'A', 'B'])}", f"{r.randint(2, 30)}",
             f"{r.choice('ABCDE')}-{r.randint(100, 420)}"])))

    def bed(self):
        r = self.r
        return M("LOCATION_OTHER", r.choice([str(r.randint(1, 32)), f"{r.randint(1, 20)}{r.choice('ABCD')}"]))

    def bay(self):
        return M("LOCATION_OTHER", str(self.r.randint(1, 12)))

    def landmark(self):
        r = self.r
        return M("LOCATION_OTHER", r.choice(["Corrigan Pavilion", "Hartley Building", "Gate 3 parking deck",
                                             "Tower B lobby", "Ramsden Block", "Whitcombe Fountain",
                                             "Linden House annex", "Aldous Clock Tower", "Level 2 car park",
                                             "Mahatma Circle bus stand", "Plaza Mabini kiosk", "Paseo Walk entrance"]))

    # ---------------------------------------------------------- orgs
    def employer(self):
        return self.once("emp", lambda: M("ORGANIZATION", self.r.choice(P.EMPLOYERS[self.country])))

    def school(self):
        return M("ORGANIZATION", self.r.choice(P.SCHOOLS))

    def church(self):
        return M("ORGANIZATION", self.r.choice(P.CHURCHES))

    def insurer(self):
        return self.once("ins", lambda: M("ORGANIZATION", self.r.choice(P.INSURERS[self.country])))

    def prof(self, new=False):
        if new:
            return M("PROFESSION", self.r.choice(P.PROFESSIONS[self.country]))
        return self.once("prof", lambda: M("PROFESSION", self.r.choice(P.PROFESSIONS[self.country])))

    # ---------------------------------------------------------- contact & ids
    def phone(self, ext=None):
        return M("PHONE", phi.phone(self.r, self.country, ext))

    def my_phone(self):
        return self.once("myphone", lambda: M("PHONE", phi.phone(self.r, self.country, False)))

    def fax(self):
        return M("FAX", phi.phone(self.r, self.country, False))

    def pager(self):
        return M("PHONE", phi.pager(self.r))

    def email(self, person=None, role=None):
        return M("EMAIL", phi.email(self.r, person, role))

    def url(self):
        return M("URL", phi.url(self.r))

    def ip(self):
        return M("IPADDR", phi.ip(self.r))

    def user(self, person=None):
        return M("USERNAME", (person or self.pt).username())

    def mrn(self):
        return self.once("mrn", lambda: M("MRN", phi.mrn(self.r, self.country)))

    def ssn(self):
        return M("SSN", phi.ssn(self.r, self.country))

    def hp(self):
        return M("HEALTHPLAN", phi.healthplan(self.r, self.country))

    def acct(self):
        return M("ACCOUNT", phi.account(self.r, self.country))

    def lic(self, kind=None):
        return M("LICENSE", phi.license_(self.r, self.country, kind))

    def dev(self):
        return M("DEVICE", phi.device(self.r))

    def veh(self, vin=None):
        return M("VEHICLE", phi.vehicle(self.r, self.country, vin))

    def bio(self):
        return M("BIOID", phi.bioid(self.r))

    def idn(self, kind=None):
        return M("IDNUM", phi.idnum(self.r, kind))

    # ---------------------------------------------------------- hard negatives
    def drug(self):
        r = self.r
        d = r.choice(P.DRUGS)
        sp = r.choice([" ", "", " "])
        if d.startswith("insulin"):
            dose = f"{r.randint(4, 40)}{sp}units"
        elif d in ("salbutamol", "albuterol", "budesonide"):
            dose = r.choice(["2 puffs", "100 mcg", "1 puff", "200mcg"])
        elif d in ("levothyroxine",):
            dose = f"{r.choice([25, 50, 75, 100, 125])}{sp}mcg"
        elif d in ("vitamin D3",):
            dose = r.choice(["1000 IU", "60000 IU", "2000IU"])
        elif d in ("paracetamol", "cetirizine", "amoxicillin", "carbocisteine", "ascorbic acid",
                   "acetaminophen", "ibuprofen") and r.random() < 0.3:
            dose = f"{r.choice([2.5, 5, 7.5, 10])}{sp}{r.choice(['ml', 'mL'])}"
        else:
            dose = r.choice(P.DOSES.get(d, ["10 mg", "20 mg"])).replace(" ", sp)
        out = f"{d} {dose} {r.choice(P.FREQS)}" if r.random() < 0.7 else f"{d} {dose}"
        if r.random() < 0.2:
            out += f" for {r.randint(3, 14)} days"
        return out

    def drugname(self):
        return self.r.choice(P.DRUGS)

    def sym(self):
        return self.r.choice(P.SYMPTOMS)

    def syms(self):
        r = self.r
        s = r.sample(P.SYMPTOMS, r.randint(2, 3))
        return ", ".join(s[:-1]) + " and " + s[-1]

    def vitals(self):
        r = self.r
        parts = [f"BP {r.randint(100, 185)}/{r.randint(60, 110)}", f"HR {r.randint(58, 130)}",
                 f"temp {r.randint(36, 39)}.{r.randint(0, 9)}", f"SpO2 {r.randint(88, 100)}%",
                 f"RR {r.randint(12, 30)}", f"sugar {r.randint(70, 420)} mg/dL", f"pain {r.randint(1, 9)}/10",
                 f"wt {r.randint(8, 120)} kg", f"GCS {r.randint(13, 15)}", f"RBS {r.randint(4, 22)}.{r.randint(0, 9)} mmol/L"]
        return ", ".join(r.sample(parts, r.randint(2, 4)))

    def time(self):
        r = self.r
        h, mi = r.randint(1, 12), r.choice([0, 15, 30, 45, 10, 20, 5, 50])
        return r.choice([f"{h}:{mi:02d}", f"{h}pm", f"{h} am", f"{h}:{mi:02d} pm", f"{r.randint(0, 23):02d}:{mi:02d}",
                         f"{h}.{mi:02d}pm", f"{h}:{mi:02d}am", f"{r.randint(7, 21):02d}{mi:02d}hrs"])

    def dur_num(self):
        r = self.r
        return r.choice([f"{r.randint(2, 10)} days", f"{r.randint(2, 6)} weeks", f"{r.randint(2, 48)} hours",
                         f"{r.randint(2, 9)} months", "a week", "a fortnight"])

    def appt_time(self):
        r = self.r
        h, mi = r.choice([8, 9, 10, 11, 1, 2, 3, 4]), r.choice([0, 15, 30, 45, 20, 40])
        return r.choice([f"{h}:{mi:02d}", f"{h}:{mi:02d} {'am' if h >= 8 else 'pm'}", f"{h}:{mi:02d}{'am' if h >= 8 else 'pm'}",
                         f"{h + (12 if h < 8 else 0):02d}:{mi:02d}"])

    def clock_start(self):
        self._clock = self.r.randint(7 * 60, 20 * 60)

    def tick(self, lo=0, hi=4):
        r = self.r
        self._clock = (self._clock + r.randint(lo, hi)) % (24 * 60)
        h, mi = divmod(self._clock, 60)
        if self.country in ("UK", "IN") or r.random() < 0.3:
            return f"{h:02d}:{mi:02d}"
        return f"{(h - 1) % 12 + 1}:{mi:02d} {'am' if h < 12 else 'pm'}"

    def dur(self):
        r = self.r
        return r.choice([f"{r.randint(2, 10)} days", f"{r.randint(2, 6)} weeks", f"{r.randint(2, 48)} hours",
                         f"{r.randint(2, 9)} months", "a week", "a couple of days", "a fortnight", "about {n} days".format(n=r.randint(2, 5))])

    def dept(self):
        return self.r.choice(P.DEPTS)

    def nw(self):
        return self.r.choice(NAMEWORD_PHRASES)
