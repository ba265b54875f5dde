"""Note assembly with single-pass span offsets, and the per-note case context.

A note is built by appending pieces: plain strings, or (value, TYPE) tuples for
PHI.  The offset of each PHI piece is recorded as it is appended; the finished
text is never searched.
"""
import datetime
import re

import ids as I
import pools as P
from ids import pat

LABEL = {}
for _lab, _types in (("NAME", "PATIENT DOCTOR FAMILY USERNAME"), ("AGE", "AGE"),
                     ("DATE", "DATE"),
                     ("LOCATION", "STREET CITY STATE ZIP COUNTRY HOSPITAL "
                      "ORGANIZATION LOCATION_OTHER"),
                     ("ID", "MRN SSN HEALTHPLAN ACCOUNT LICENSE DEVICE VEHICLE BIOID IDNUM"),
                     ("CONTACT", "PHONE FAX EMAIL URL IPADDR"),
                     ("PROFESSION", "PROFESSION")):
    for _t in _types.split():
        LABEL[_t] = _lab

_KEY = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, case=None, lower=False):
        self.buf, self.spans, self.pos = [], [], 0
        self.lower, self.c = lower, case

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                s = it.lower() if self.lower else it
                self.buf.append(s)
                self.pos += len(s)
            elif isinstance(it, tuple):
                val, typ = it
                s = val.lower() if self.lower else val
                if not s or s != s.strip():
                    raise ValueError("bad span value %r" % (val,))
                start = self.pos
                self.buf.append(s)
                self.pos += len(s)
                self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                                   "type": typ, "text": s})
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))

    def w(self, tmpl, **kw):
        """Append a template; {key} takes kw[key] or case method k_key()."""
        parts = _KEY.split(tmpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self.add(part)
            elif part in kw:
                self.add(kw[part])
            else:
                self.add(getattr(self.c, "k_" + part)())

    def text(self):
        return "".join(self.buf)


MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    dd, mm, y = d.day, d.month, d.year
    mon, month = MONTHS[mm - 1][:3], MONTHS[mm - 1]
    f = {
        "dmy/": "%02d/%02d/%d" % (dd, mm, y), "dmy/2": "%02d/%02d/%02d" % (dd, mm, y % 100),
        "dmy.": "%02d.%02d.%d" % (dd, mm, y), "d/m/y": "%d/%d/%02d" % (dd, mm, y % 100),
        "dMonY": "%d %s %d" % (dd, mon, y), "dMonthY": "%d %s %d" % (dd, month, y),
        "dthMonthY": "%s %s %d" % (ordinal(dd), month, y),
        "d-Mon-Y": "%02d-%s-%d" % (dd, mon, y), "D-MON-Y": "%02d-%s-%d" % (dd, mon.upper(), y),
        "d-Mon-y": "%d-%s-%02d" % (dd, mon, y % 100), "iso": "%d-%02d-%02d" % (y, mm, dd),
        "mdy/": "%02d/%02d/%d" % (mm, dd, y), "m/d/y": "%d/%d/%02d" % (mm, dd, y % 100),
        "m/d/Y": "%d/%d/%d" % (mm, dd, y), "MonthdY": "%s %d, %d" % (month, dd, y),
        "MondY": "%s %d, %d" % (mon, dd, y), "mdy-": "%02d-%02d-%d" % (mm, dd, y),
        "dm": "%02d/%02d" % (dd, mm), "md": "%d/%d" % (mm, dd),
        "wdm": "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], dd, mm),
        "wmd": "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], mm, dd),
        "Wdth": "%s %s %s" % (WEEKDAYS[d.weekday()], ordinal(dd), month),
        "WMd": "%s, %s %d" % (WEEKDAYS[d.weekday()], month, dd),
        "dMon": "%d %s" % (dd, mon), "Mond": "%s %d" % (mon, dd),
        "MonY": "%s %d" % (mon, y), "MonthY": "%s %d" % (month, y), "Y": "%d" % y,
        "mm/yyyy": "%02d/%d" % (mm, y),
    }
    return f[style]


DMY_STYLES = ["dmy/", "dmy/", "dmy/2", "dmy.", "d/m/y", "dMonY", "dMonthY", "dthMonthY",
              "d-Mon-Y", "D-MON-Y", "d-Mon-y"]
US_STYLES = ["mdy/", "mdy/", "m/d/y", "m/d/Y", "MonthdY", "MondY", "mdy-"]
CA_STYLES = ["iso", "iso", "MonthdY", "MondY", "d-Mon-Y", "dMonY", "dmy/"]

CFG = {
    "GB": dict(name="United Kingdom", ed=["ED", "A&E", "ED"], pager="bleep", gp="GP",
               emerg="999", nonurg="NHS 111", mrn_lbl=["Hosp no", "Hospital No.", "MRN",
               "Unit No", "RXN"], nid_lbl=["NHS no", "NHS No.", "NHS number"],
               dates=DMY_STYLES),
    "IE": dict(name="Ireland", ed=["ED", "ED", "A&E"], pager="bleep", gp="GP",
               emerg="112", nonurg="your GP out-of-hours service", mrn_lbl=["MRN", "Chart no",
               "Hosp no"], nid_lbl=None, dates=DMY_STYLES),
    "US": dict(name="United States", ed=["ED", "ER", "ED"], pager="pager", gp="PCP",
               emerg="911", nonurg="the after-hours line", mrn_lbl=["MRN", "MRN", "Med Rec #"],
               nid_lbl=None, dates=US_STYLES),
    "CA": dict(name="Canada", ed=["ED", "Emerg", "ED"], pager="pager", gp="family doctor",
               emerg="911", nonurg="Telehealth", mrn_lbl=["MRN", "Chart #", "Hosp #"],
               nid_lbl=None, dates=CA_STYLES),
    "AU": dict(name="Australia", ed=["ED", "ED", "Emergency"], pager="pager", gp="GP",
               emerg="000", nonurg="healthdirect", mrn_lbl=["UR", "URN", "MRN", "UR No"],
               nid_lbl=None, dates=DMY_STYLES),
    "NZ": dict(name="New Zealand", ed=["ED", "ED", "Emergency Dept"], pager="pager", gp="GP",
               emerg="111", nonurg="Healthline", mrn_lbl=["NHI", "NHI", "NHI no"],
               nid_lbl=None, dates=DMY_STYLES),
}

STAFF_ROLES = {  # role: (is_doctor, role text)
    "cons": (True, "Consultant Medical Oncologist"), "reg": (True, "Oncology Registrar"),
    "cns": (False, "Acute Oncology CNS"), "nurse": (False, "Triage Nurse"),
    "nurse2": (False, "Staff Nurse"), "pharm": (False, "Oncology Pharmacist"),
    "edoc": (True, "ED Registrar"), "medreg": (True, "Medical Registrar"),
    "gp": (True, "GP"), "sho": (True, "FY2"), "clerk": (False, "Ward Clerk"),
    "hca": (False, "HCA"),
}


class Person:
    def __init__(self, r, sex=None, pool_first=None):
        self.sex = sex or r.choice("FM")
        self.first = r.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.last = r.choice(P.SURNAMES)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW")
        self.nick = P.NICK.get(self.first)
        self._u = None

    def fmt(self, style):
        f, l = self.first, self.last
        return {
            "full": f + " " + l, "fml": "%s %s. %s" % (f, self.mid, l),
            "caps": "%s, %s" % (l.upper(), f), "CAPS": "%s, %s" % (l.upper(), f.upper()),
            "lf": "%s, %s" % (l, f), "last": l, "first": f, "LAST": l.upper(),
            "init": "%s. %s" % (f[0], l), "initnd": "%s %s" % (f[0], l),
            "ini": f[0] + l[0], "ini.": "%s.%s." % (f[0], l[0]),
            "lfi": "%s %s" % (l, f[0]), "nick": self.nick or f, "LASTI": "%s %s" % (l.upper(), f[0]),
        }[style]

    def uname(self, r):
        if self._u is None:
            self._u = self._mk_uname(r)
        return self._u

    def _mk_uname(self, r):
        base = re.sub(r"[^a-z]", "", (self.first[0] + self.last).lower())
        return r.choice([base, base + str(r.randint(1, 9)),
                         re.sub(r"[^a-z.]", "", (self.first + "." + self.last).lower()),
                         re.sub(r"[^A-Z]", "", (self.last[:6] + self.first[:2]).upper()),
                         base[:7] + "%02d" % r.randint(1, 40)])


def age_words(n):
    ones = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if n < 20:
        return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                "sixteen", "seventeen", "eighteen", "nineteen"][n]
    return tens[n // 10] + ("-" + ones[n % 10] if n % 10 else "")


def town(r, cc):
    a, b = P.TOWN_PARTS[cc]
    x = r.choice(a)
    if x.endswith(" "):
        return x + r.choice(["Carrick", "Denby", "Morrow", "Lindale", "Hawley", "Ellery", "Castor"])
    y = r.choice([v for v in b if x.strip().lower() not in v.lower()])
    return x + y


def slugify(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


class Case:
    """Everything identifying about one note: patient, family, staff, places."""

    def __init__(self, r, cc):
        self.r, self.cc, self.cfg = r, cc, CFG[cc]
        self.us = cc == "US"
        self.scot = cc == "GB" and r.random() < 0.2
        self.ds = r.choice(self.cfg["dates"])
        self.p = Person(r)
        self.sex = self.p.sex
        self.age = r.choice([r.randint(24, 49), r.randint(50, 79), r.randint(50, 79),
                             r.randint(80, 94)])
        self.day = datetime.date(2022, 1, 3) + datetime.timedelta(days=r.randint(0, 1270))
        self.dob = self.day - datetime.timedelta(days=365 * self.age + r.randint(1, 360))
        self.title = r.choice(["Mr", "Mr"] if self.sex == "M" else ["Mrs", "Ms", "Miss", "Mrs"])
        if cc in ("US", "CA") and r.random() < 0.5:
            self.title += "."
        st = P.STATES.get(cc)
        self.state = r.choice(st) if st else None
        self.town = town(r, cc)
        self.county = r.choice(P.COUNTIES[cc]) if cc in P.COUNTIES else None
        self.zip = I.postcode(r, cc, self.state[1] if self.state else None)
        num = r.randint(1, 240)
        street = "%d %s %s" % (num, r.choice(P.STREET_WORDS), r.choice(P.STREET_SUFFIX[cc]))
        u = r.random()
        if u < 0.12:
            street = {"GB": "Flat %d, " % r.randint(1, 12), "IE": "Apt %d, " % r.randint(1, 30),
                      "AU": "Unit %d/" % r.randint(1, 9), "NZ": "%d/" % r.randint(1, 6)
                      }.get(cc, "") + street
            if cc in ("US", "CA"):
                street += r.choice([", Apt %d%s" % (r.randint(1, 9), r.choice("ABC")),
                                    " #%d" % r.randint(2, 40), ", Unit %d" % r.randint(1, 20)])
        self.street = street
        self.ac = r.choice(I.AREA[cc])
        self.home = I.phone(r, cc, "land", self.ac)
        self.mob = I.phone(r, cc, "mob", self.ac)
        self.pemail = "%s%s%d@%s" % (self.p.first[0].lower(), re.sub(r"[^a-z]", "", self.p.last.lower()),
                                     r.randint(1, 99), r.choice(["example.com", "example.net",
                                                                 "mail.example.com", "example.org"]))
        fam_sex = r.choice("FM")
        self.nok = Person(r, fam_sex)
        rels = P.RELATIONS_F if fam_sex == "F" else P.RELATIONS_M
        self.nokrel = r.choice([x for x in rels if not (
            (self.age > 62 and x in ("mother", "father")) or
            (self.age < 45 and x.startswith("grand")) or
            (self.age < 36 and x in ("daughter", "son", "daughter-in-law", "son-in-law")))])
        if self.nokrel in ("wife", "husband") and self.age < 26:
            self.nokrel = "partner"
        if self.nokrel not in ("friend", "neighbour", "partner", "daughter-in-law", "son-in-law") and r.random() < 0.7:
            self.nok.last = self.p.last
        self.nokphone = I.phone(r, cc, "mob", self.ac)
        self.fam2 = Person(r)
        self.job = r.choice(P.PROFESSIONS)
        self.retired = self.age >= 70 or (self.age >= 62 and r.random() < 0.6)
        self.employer = r.choice(P.ORG_WORDS) + " " + r.choice(P.ORG_KINDS)
        hx = [town(r, cc) for _ in range(3)]
        hf = P.HOSP_FORMS[cc]
        self.hosp = r.choice(hf).replace("{X}", hx[0])
        self.hosp2 = r.choice([f for f in hf if "Cancer" not in f]).replace("{X}", hx[1])
        if self.hosp2 == self.hosp:
            self.hosp2 = hx[1] + " Hospital"
        self.slug = slugify(hx[0]).replace("-", "")
        self.practice = r.choice(P.PRACTICE_FORMS[cc]).replace("{X}", r.choice([hx[2], self.town,
                                                                                 r.choice(P.STREET_WORDS)]))
        self.pharmacy = r.choice(P.PHARM_FORMS).replace("{X}", r.choice([self.town, hx[2]])).replace(
            "{S}", r.choice(P.SURNAMES))
        self.ward = r.choice([r.choice(P.WARD_NAMES) + " Ward", "Ward %d%s" % (r.randint(1, 40),
                                                                             r.choice(["", "A", "B"]))])
        self.cdu = r.choice(P.UNIT_NAMES) + " " + r.choice(["Day Unit", "Chemotherapy Suite",
                                                            "Treatment Centre", "Day Unit",
                                                            "Infusion Centre"])
        self.bed = str(r.randint(1, 32))
        self.staff = {}
        used = {self.p.last, self.nok.last, self.fam2.last}
        for k in sorted(STAFF_ROLES):
            pr = Person(r)
            while pr.last in used:
                pr.last = r.choice(P.SURNAMES)
            used.add(pr.last)
            self.staff[k] = pr
        self.helpline = I.phone(r, cc, "land", self.ac)
        self.switch = I.phone(r, cc, "land", self.ac)
        self.fax = I.phone(r, cc, "land", self.ac)
        self.gpphone = I.phone(r, cc, "land", self.ac)
        self.gpfax = I.phone(r, cc, "land", self.ac)
        self.mrn = I.mrn(r, cc)
        self.nid = I.nhs(r, self.scot, self.dob) if cc == "GB" else None
        self.acct = r.choice([pat(r, "99999999"), pat(r, "V99999999"), pat(r, "9999999999"),
                              pat(r, "EP9999999"), pat(r, "9999-9999")])
        self.country_of_birth = r.choice(P.TRAVEL)

    # --- identifiers -------------------------------------------------------
    def ssn(self): return I.ssn(self.r, self.cc)
    def healthplan(self): return I.healthplan(self.r, self.cc)

    def license(self, role):
        return I.license(self.r, self.cc, STAFF_ROLES[role][0], role == "pharm")

    def dl(self):
        return I.driving(self.r, self.cc, self.p.last, self.p.first, self.p.mid, self.dob, self.sex)

    def plate(self): return I.plate(self.r, self.cc)

    # --- formatted pieces --------------------------------------------------
    def date(self, d, style=None):
        if style is None:
            style = self.ds if self.r.random() < 0.75 else self.r.choice(self.cfg["dates"])
        return (fmt_date(d, style), "DATE")

    def D(self, offset=0, style=None):
        return self.date(self.day + datetime.timedelta(days=offset), style)

    def dt(self, offset=0):
        return self.day + datetime.timedelta(days=offset)

    def short(self, offset=0):
        d = self.dt(offset)
        st = self.r.choice(["md", "wmd", "Mond", "WMd"] if self.us else ["dm", "wdm", "dMon", "Wdth"])
        return (fmt_date(d, st), "DATE")

    def tm(self):
        return "%02d:%02d" % (self.r.randint(0, 23), self.r.choice(range(0, 60)))

    def pname(self, style=None):
        r = self.r
        style = style or r.choice(["full", "full", "title", "title", "first", "fml"])
        if style == "title":
            return [self.title + " ", (self.p.last, "PATIENT")]
        return (self.p.fmt(style), "PATIENT")

    def sname(self, role, style=None, title=True):
        """Staff reference; titles stay outside the span."""
        r, s = self.r, self.staff[role]
        doc = STAFF_ROLES[role][0]
        style = style or r.choice(["last", "full", "init", "full"] if doc else ["full", "full", "init", "first"])
        if doc and title and style in ("last", "init", "full", "initnd"):
            return [r.choice(["Dr ", "Dr "] if not self.us else ["Dr. ", "Dr "]), (s.fmt(style), "DOCTOR")]
        return (s.fmt(style), "DOCTOR")

    def addr(self, sep=", ", county=None):
        r, cc = self.r, self.cc
        out = [(self.street, "STREET"), sep, (self.town, "CITY")]
        if cc in ("GB", "IE") and self.county and (county or (county is None and r.random() < 0.4)):
            out += [sep, "Co. " if cc == "IE" else "", (self.county, "CITY")]
        if cc in ("US", "CA"):
            out += [", " if sep == ", " else sep, (self.state[1] if r.random() < 0.8 else self.state[0], "STATE"),
                    "  " if r.random() < 0.2 else " ", (self.zip, "ZIP")]
        elif cc == "AU":
            out += [" " if sep == ", " else sep, (self.state[1], "STATE"), " ", (self.zip, "ZIP")]
        elif cc == "NZ":
            if r.random() < 0.4:
                out += [sep, (self.state[0], "STATE")]
            out += [" " if sep == ", " else sep, (self.zip, "ZIP")]
        else:
            out += [sep, (self.zip, "ZIP")]
        return out

    # --- template keys -----------------------------------------------------
    def k_pt(self): return self.pname()
    def k_ptfull(self): return self.pname(self.r.choice(["full", "full", "fml"]))
    def k_ptcaps(self): return self.pname(self.r.choice(["caps", "CAPS", "lf"]))
    def k_ptfirst(self): return self.pname("first")
    def k_pttitle(self): return self.pname("title")
    def k_ptinit(self): return (self.p.fmt(self.r.choice(["ini", "ini."])), "PATIENT")
    def k_age(self): return (str(self.age), "AGE")

    def k_agesex(self):
        r, a = self.r, (str(self.age), "AGE")
        fm = self.sex
        w = {"F": ("female", "woman", "F"), "M": ("male", "man", "M")}[fm]
        return r.choice([[a, w[2]], [a, " yo " + w[2]], [a, "-year-old " + w[1]],
                         [a, " y/o " + w[0]], [a, " " + w[2]],
                         [a, "yo " + w[0]], [a, " yr old " + w[0]]])

    def k_dob(self): return self.date(self.dob)
    def k_today(self): return self.D(0)
    def k_mrn(self): return (self.mrn, "MRN")

    def k_mrnl(self):
        return [self.r.choice(self.cfg["mrn_lbl"]) + self.r.choice([": ", " ", ": "]), (self.mrn, "MRN")]

    def k_nidl(self):
        if not self.nid:
            return ""
        lbl = "CHI" if self.scot else self.r.choice(self.cfg["nid_lbl"])
        return [self.r.choice(["   ", "  ", " | "]), lbl, self.r.choice([": ", " "]), (self.nid, "MRN")]

    def k_ids(self):
        return [self.k_mrnl(), self.k_nidl()]

    def k_addr(self): return self.addr()
    def k_addrml(self): return self.addr("\n")
    def k_city(self): return (self.town, "CITY")
    def k_home(self): return (self.home, "PHONE")
    def k_mob(self): return (self.mob, "PHONE")
    def k_tel(self): return (self.r.choice([self.home, self.mob]), "PHONE")
    def k_pemail(self): return (self.pemail, "EMAIL")
    def k_nok(self): return (self.nok.fmt(self.r.choice(["full", "full", "first"])), "FAMILY")
    def k_nokfull(self): return (self.nok.fmt("full"), "FAMILY")
    def k_nokfirst(self): return (self.nok.fmt("first"), "FAMILY")
    def k_nokrel(self): return self.nokrel
    def k_nokphone(self): return (self.nokphone, "PHONE")
    def k_job(self): return (self.job, "PROFESSION")

    def k_jobline(self):
        return self.r.choice([["retired ", self.k_job()] if self.retired else ["works as a ", self.k_job()],
                              ["Occupation: ", self.k_job(), " (retired)" if self.retired else ""],
                              ["ex-", self.k_job()] if self.retired else [self.k_job(), " at ", self.k_employer()]])

    def k_employer(self): return (self.employer, "ORGANIZATION")
    def k_gp(self): return self.sname("gp")
    def k_practice(self): return (self.practice, "HOSPITAL")
    def k_gpphone(self): return (self.gpphone, "PHONE")
    def k_gpfax(self): return (self.gpfax, "FAX")
    def k_hosp(self): return (self.hosp, "HOSPITAL")
    def k_hosp2(self): return (self.hosp2, "HOSPITAL")
    def k_ward(self): return (self.ward, "HOSPITAL")
    def k_cdu(self): return (self.cdu, "HOSPITAL")
    def k_bed(self): return (self.bed, "LOCATION_OTHER")
    def k_helpline(self): return (self.helpline, "PHONE")
    def k_switch(self):
        return (self.switch + (I.ext(self.r) if self.r.random() < 0.35 else ""), "PHONE")
    def k_fax(self): return (self.fax, "FAX")
    def k_bleep(self): return (I.bleep(self.r, self.cc), "PHONE")
    def k_pager(self): return [self.cfg["pager"] + " ", self.k_bleep()]
    def k_acct(self): return (self.acct, "ACCOUNT")
    def k_ed(self): return self.r.choice(self.cfg["ed"])
    def k_gpword(self): return self.cfg["gp"]
    def k_emerg(self): return self.cfg["emerg"]
    def k_time(self): return self.tm()
    def k_cons(self): return self.sname("cons")
    def k_reg(self): return self.sname("reg")
    def k_cns(self): return self.sname("cns")
    def k_nurse(self): return self.sname("nurse")
    def k_nurse2(self): return self.sname("nurse2")
    def k_pharm(self): return self.sname("pharm")
    def k_edoc(self): return self.sname("edoc")
    def k_medreg(self): return self.sname("medreg")
    def k_sho(self): return self.sname("sho")
    def k_plate(self): return (self.plate(), "VEHICLE")
    def k_country(self): return (self.country_of_birth, "COUNTRY")

    def email(self, role):
        s = self.staff[role]
        local = self.r.choice(["{f}.{l}", "{f}{l}", "{i}.{l}", "{l}.{f}"]).format(
            f=s.first.lower(), l=re.sub(r"[^a-z]", "", s.last.lower()), i=s.first[0].lower())
        return (re.sub(r"[^a-z.\-]", "", local) + "@" + self.r.choice(
            [self.slug + ".example.org", "example.org", self.slug + ".example.net",
             "health.example.com"]), "EMAIL")

    def shared_email(self, box):
        return ("%s@%s" % (box, self.r.choice([self.slug + ".example.org", self.slug + ".example.net",
                                              "example.org"])), "EMAIL")

    def url(self, path):
        r = self.r
        return (r.choice(["https://%s.example.org/%s", "www.example.net/%s/%s",
                          "https://portal.example.com/%s/%s", "http://intranet.%s.example.org/%s"])
                % (self.slug, path), "URL")

    def uname(self, role):
        return (self.staff[role].uname(self.r), "USERNAME")

    def lic(self, role):
        lbl, v = self.license(role)
        return [lbl + self.r.choice([" ", ": ", " no. ", " #"]), (v, "LICENSE")]
