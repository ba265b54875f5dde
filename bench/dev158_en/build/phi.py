"""PHI value generators and formatters for dev158_en.

Every formatter returns *pieces* (see core.Doc.w): plain strings for
non-PHI text such as titles and labels, (value, TYPE) tuples for PHI.
"""
import datetime as dt
import pools as P

MON = ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
       "Nov", "Dec"]
MONTH = ["", "January", "February", "March", "April", "May", "June", "July",
         "August", "September", "October", "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
           "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
        "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]
NHI_LET = "ABCDEFGHJKLMNPQRSTUVWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def ordinal(n):
    if 10 < n % 100 < 14:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DATE_STYLES = ["dmy", "ddmmyyyy", "ddmmyy", "dMonyyyy", "dd-Mon-yyyy",
               "DD-MON-YYYY", "iso", "dd.mm.yy", "dMonthyyyy"]
SHORT_STYLES = ["d/m", "dd/mm", "wd d/m", "d Mon", "Weekday d Month",
                "dth Month", "wd dd/mm"]


def fmt_date(d, st):
    if st == "dmy":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if st == "ddmmyyyy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if st == "ddmmyy":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if st == "dMonyyyy":
        return "%d %s %d" % (d.day, MON[d.month], d.year)
    if st == "dd-Mon-yyyy":
        return "%02d-%s-%d" % (d.day, MON[d.month], d.year)
    if st == "DD-MON-YYYY":
        return ("%02d-%s-%d" % (d.day, MON[d.month], d.year)).upper()
    if st == "iso":
        return d.isoformat()
    if st == "dd.mm.yy":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if st == "dMonthyyyy":
        return "%d %s %d" % (d.day, MONTH[d.month], d.year)
    if st == "d/m":
        return "%d/%d" % (d.day, d.month)
    if st == "dd/mm":
        return "%02d/%02d" % (d.day, d.month)
    if st == "wd d/m":
        return "%s %d/%d" % (WD[d.weekday()], d.day, d.month)
    if st == "wd dd/mm":
        return "%s %02d/%02d" % (WD[d.weekday()], d.day, d.month)
    if st == "d Mon":
        return "%d %s" % (d.day, MON[d.month])
    if st == "Weekday d Month":
        return "%s %d %s" % (WEEKDAY[d.weekday()], d.day, MONTH[d.month])
    if st == "dth Month":
        return "%s %s" % (ordinal(d.day), MONTH[d.month])
    if st == "Month yyyy":
        return "%s %d" % (MONTH[d.month], d.year)
    if st == "Mon-yy":
        return "%s-%02d" % (MON[d.month], d.year % 100)
    if st == "yyyy":
        return str(d.year)
    if st == "weekday":
        return WEEKDAY[d.weekday()]
    raise ValueError(st)


class Name:
    def __init__(self, first, last, sex, middle=None, nick=None, origin=None):
        self.first, self.last, self.sex = first, last, sex
        self.origin = origin
        self.middle, self.nick = middle, nick

    @property
    def title(self):
        return "Mr" if self.sex == "M" else "Mrs" if self.last[0] < "M" else "Ms"


class Gen:
    """Per-note generator bound to one hospital site."""

    def __init__(self, rng, site):
        self.r = rng
        (self.hosp, self.hshort, self.cc, self.state, self.city,
         self.area) = site
        self.base = dt.date(2022, 1, 3) + dt.timedelta(days=rng.randrange(0, 1420))
        self.dstyle = rng.choice(DATE_STYLES)
        self.sstyle = rng.choice(SHORT_STYLES)
        self.used = set()
        wards = P.WARDS_AU if self.cc == "AU" else P.WARDS_NZ
        self.ward_pool = rng.sample(wards, 6) + ["Ward " + w for w in
                                                 rng.sample(P.WARD_NUMERIC, 3)]
        self.mrn_kind = rng.choice(["UR7", "UR8", "MRN", "PFX"]) if self.cc == "AU" \
            else rng.choice(["NHI", "NHI", "NHI2"])
        self.email_dom = rng.choice(P.EMAIL_DOMAINS)

    # ---- basics
    def c(self, seq):
        return self.r.choice(seq)

    def loc(self, seq):
        """Choose from a pool, skipping items specific to the other country."""
        bad = P.NZ_ONLY if self.cc == "AU" else P.AU_ONLY
        return self.r.choice([x for x in seq if x not in bad])

    def ri(self, a, b):
        return self.r.randint(a, b)

    def chance(self, p):
        return self.r.random() < p

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    # ---- names
    def name(self, sex=None, origin=None):
        w = P.ORIGIN_WEIGHTS_AU if self.cc == "AU" else P.ORIGIN_WEIGHTS_NZ
        for _ in range(50):
            org = origin or self.r.choices(list(w), weights=list(w.values()))[0]
            males, females, lasts = P.NAMES[org]
            sx = sex or self.c("MF")
            first = self.c((males if sx == "M" else females).split()).replace("|", " ")
            last = self.c(lasts.split()).replace("|", " ")
            if (first, last) in self.used or first == last:
                continue
            self.used.add((first, last))
            mid = self.c("ABCDEFGHJKLMNPRSTW") if self.chance(0.35) else None
            nick = P.NICKNAMES.get(first) if self.chance(0.6) else None
            return Name(first, last, sx, mid, nick, org)
        return Name(first, last, sx)

    def pname(self, n, style=None, typ="PATIENT"):
        st = style or self.c(["FL", "LF", "LFcap", "tL", "tFL", "F.L", "LFm",
                              "FLm", "LFcap", "tL"])
        if st == "FL":
            return [(n.first + " " + n.last, typ)]
        if st == "FLm":
            m = (" " + n.middle + ". ") if n.middle else " "
            return [(n.first + m + n.last, typ)]
        if st == "LF":
            return [(n.last + ", " + n.first, typ)]
        if st == "LFcap":
            return [(n.last.upper() + ", " + n.first, typ)]
        if st == "LFm":
            m = (" " + n.middle) if n.middle else ""
            return [(n.last.upper() + ", " + n.first.upper() + m, typ)]
        if st == "LFsp":
            return [(n.last.upper() + " " + n.first, typ)]
        if st == "tL":
            return [n.title + " ", (n.last, typ)]
        if st == "tFL":
            return [n.title + " ", (n.first + " " + n.last, typ)]
        if st == "F.L":
            return [(n.first[0] + ". " + n.last, typ)]
        if st == "FL.":
            return [(n.first + " " + n.last[0] + ".", typ)]
        if st == "F":
            return [(n.first, typ)]
        if st == "L":
            return [(n.last, typ)]
        if st == "ini":
            return [(n.first[0] + "." + n.last[0] + ".", typ)]
        if st == "INI":
            return [(n.first[0] + n.last.replace(" ", "")[0], typ)]
        if st == "Lf":
            return [(n.last + " " + n.first[0], typ)]
        raise ValueError(st)

    def short_ref(self, n, typ="PATIENT"):
        """Later mention of a person already introduced."""
        return self.pname(n, self.c(["tL", "tL", "F", "tL", "L"]) if typ == "PATIENT"
                          else self.c(["F", "FL", "F"]), typ)

    def staff(self, n=None, cred=None, style=None):
        n = n or self.name()
        st = style or self.c(["DrL", "DrFL", "FLc", "Fc", "FL.c", "F", "FL", "F.L"]
                             if cred is None else ["FLc", "Fc", "FL.c", "FL", "F", "cF"])
        if st == "DrL":
            return ["Dr ", (n.last, "DOCTOR")]
        if st == "DrFL":
            return ["Dr ", (n.first + " " + n.last, "DOCTOR")]
        if st == "DrF.L":
            return ["Dr ", (n.first[0] + ". " + n.last, "DOCTOR")]
        if st == "FLc":
            return [(n.first + " " + n.last, "DOCTOR"), ", " + (cred or "RN")]
        if st == "Fc":
            return [(n.first, "DOCTOR"), " (" + (cred or "RN") + ")"]
        if st == "FL.c":
            return [(n.first + " " + n.last[0], "DOCTOR"), " " + (cred or "RN")]
        if st == "cF":
            return [(cred or "RN") + " ", (n.first + " " + n.last[0] + ".", "DOCTOR")]
        if st == "F":
            return [(n.first, "DOCTOR")]
        if st == "FL":
            return [(n.first + " " + n.last, "DOCTOR")]
        if st == "F.L":
            return [(n.first[0] + ". " + n.last, "DOCTOR")]
        if st == "LF":
            return [(n.last.upper() + ", " + n.first, "DOCTOR")]
        if st == "ini":
            return [((n.first[0] + n.last.replace(" ", "")[0]).lower(), "DOCTOR")]
        if st == "INI":
            return [(n.first[0] + n.last.replace(" ", "")[0], "DOCTOR")]
        raise ValueError(st)

    def doctor(self, n=None):
        return self.staff(n, None, self.c(["DrL", "DrFL", "DrF.L", "DrL"]))

    # ---- ages
    def age(self, a, style=None, sex=None):
        st = style or self.c(["yo", " yo", "y", " y.o.", "sex", " yrs", "aged",
                              "-year-old", "words", "(a)", "yoS", "sex"])
        s = str(a)
        sx = sex or self.c("MF")
        if st == "yo":
            return [(s, "AGE"), "yo"]
        if st == " yo":
            return [(s, "AGE"), " yo"]
        if st == "y":
            return [(s, "AGE"), "y"]
        if st == " y.o.":
            return [(s, "AGE"), " y.o."]
        if st == "sex":
            return [(s, "AGE"), sx]
        if st == "yoS":
            return [(s, "AGE"), "yo" + sx]
        if st == " yrs":
            return [(s, "AGE"), " yrs"]
        if st == "aged":
            return ["aged ", (s, "AGE")]
        if st == "-year-old":
            return [(s, "AGE"), "-year-old"]
        if st == "words":
            return [(words(a), "AGE"), "-year-old"]
        if st == "(a)":
            return ["(", (s, "AGE"), ")"]
        if st == "bare":
            return [(s, "AGE")]
        raise ValueError(st)

    # ---- dates
    def day(self, off=0):
        return self.base + dt.timedelta(days=off)

    def d(self, date, style=None):
        return (fmt_date(date, style or self.dstyle), "DATE")

    def ds(self, date, style=None):
        return (fmt_date(date, style or self.sstyle), "DATE")

    def dob(self, age):
        b = self.base - dt.timedelta(days=age * 365 + self.ri(20, 340))
        return b

    def holiday(self):
        return self.c(["Christmas", "Boxing Day", "New Year's Day", "Easter Monday",
                       "Good Friday", "the Queen's Birthday" if self.chance(0.3)
                       else "the King's Birthday"] +
                      (["Anzac Day", "Australia Day", "Labour Day"] if self.cc == "AU"
                       else ["Anzac Day", "Waitangi Day", "Matariki"]))

    # ---- places
    def address(self, local=True):
        r = self.r
        if self.cc == "AU":
            st = self.state if local and self.chance(0.75) else self.c(list(P.AU_TOWNS))
            city = self.c(P.AU_TOWNS[st].split()).replace("|", " ")
            lo, hi = P.AU_POST[st]
            pc = "%04d" % r.randint(lo, hi)
            sub = None
        else:
            st = self.state if local and self.chance(0.75) else self.c(list(P.NZ_TOWNS))
            city = self.c(P.NZ_TOWNS[st].split()).replace("|", " ")
            pc = "%04d" % r.randint(110, 9893)
            sub = self.c(P.NZ_SUBURBS) if self.chance(0.45) else None
        num = str(r.randint(1, 389))
        if self.chance(0.12):
            num += self.c("AB")
        sname = self.c(P.STREET_NAMES)
        full, abbr = self.c(P.STREET_TYPES)
        street = "%s %s %s" % (num, sname, abbr if self.chance(0.55) else full)
        if self.chance(0.2):
            street = self.c(["%d/" % r.randint(1, 24), "Unit %d/" % r.randint(1, 12),
                             "Flat %d, " % r.randint(1, 9)]) + street
        return {"street": street, "city": city, "state": st, "zip": pc, "sub": sub}

    def state_str(self, st):
        if self.cc == "AU" or st in P.AU_STATE_NAMES:
            return self.c([st, st, P.AU_STATE_ALT.get(st, st), P.AU_STATE_NAMES.get(st, st)])
        return self.c([st, st, P.NZ_REGION_ALT.get(st, st)])

    def addr(self, a, style=None):
        st = style or self.c(["line", "line", "upper", "nostate", "full"])
        city = a["city"].upper() if st == "upper" else a["city"]
        out = [(a["street"], "STREET"), ", "]
        if a["sub"]:
            out += [(a["sub"], "CITY"), ", "]
        if self.cc == "AU":
            if st == "nostate":
                out += [(city, "CITY")]
            else:
                out += [(city, "CITY"), " ", (self.state_str(a["state"]), "STATE"),
                        " ", (a["zip"], "ZIP")]
        else:
            out += [(city, "CITY"), " ", (a["zip"], "ZIP")]
            if st == "full":
                out += [", ", (self.state_str(a["state"]), "STATE")]
        return out

    def ward(self):
        w = self.c(self.ward_pool)
        if w.startswith("Ward "):
            return w
        return self.c([w + " Ward", w, w, w.upper(), w + " Ward"])

    def bed(self):
        return self.c([str(self.ri(1, 32)), str(self.ri(1, 32)), "%d%s" % (self.ri(1, 8), self.c("ABCD")),
                       "B%02d" % self.ri(1, 30), "%d-%d" % (self.ri(1, 8), self.ri(1, 4))])

    def hosp_ref(self):
        return self.c([self.hosp, self.hosp, self.hshort])

    def other_hosp(self):
        return self.c([s[0] for s in P.SITES if s[2] == self.cc and s[0] != self.hosp])

    # ---- contact
    def phone(self, kind=None):
        k = kind or self.c(["land", "mob", "mob"])
        d4 = self.digits(4)
        if self.cc == "AU":
            if k == "land":
                return self.c(["(%s) 5550 %s" % (self.area, d4), "%s 5550 %s" % (self.area, d4),
                               "+61 %s 5550 %s" % (self.area[1], d4), "%s5550%s" % (self.area, d4)])
            m = "04%s" % self.digits(2)
            t = self.digits(3)
            return self.c(["%s 555 %s" % (m, t), "%s555%s" % (m, t), "+61 %s 555 %s" % (m[1:], t),
                           "%s-555-%s" % (m, t)])
        if k == "land":
            return self.c(["(%s) 555 %s" % (self.area, d4), "%s 555 %s" % (self.area, d4),
                           "+64 %s 555 %s" % (self.area[1], d4), "%s-555-%s" % (self.area, d4)])
        m = self.c(["021", "022", "027", "029"])
        return self.c(["%s 555 %s" % (m, d4), "%s-555-%s" % (m, d4), "+64 %s 555 %s" % (m[1:], d4),
                       "%s555%s" % (m, d4)])

    def ext(self):
        return self.c(["555%02d" % self.ri(0, 99), "555%d" % self.ri(0, 9)])

    def pager(self):
        return self.c(["555%d" % self.ri(0, 9), "555%02d" % self.ri(0, 99), "555-%d" % self.ri(0, 9)])

    def fax(self):
        d4 = self.digits(4)
        if self.cc == "AU":
            return self.c(["(%s) 5550 %s" % (self.area, d4), "%s 5550 %s" % (self.area, d4)])
        return self.c(["(%s) 555 %s" % (self.area, d4), "%s 555 %s" % (self.area, d4)])

    def email(self, n=None, role=None):
        dom = self.c(P.EMAIL_DOMAINS) if self.chance(0.4) else self.email_dom
        if role:
            return "%s@%s" % (role, dom)
        f = n.first.lower().replace(" ", "").replace("-", "")
        l = n.last.lower().replace(" ", "").replace("'", "")
        return self.c(["%s.%s@%s" % (f, l, dom), "%s%s@%s" % (f[0], l, dom),
                       "%s_%s%d@%s" % (f, l[0], self.ri(1, 99), dom),
                       "%s.%s%d@%s" % (l, f[0], self.ri(1, 9), dom)])

    def url(self, kind=None):
        dom = self.c(P.EMAIL_DOMAINS)
        k = kind or self.c(["info", "portal", "tele", "board"])
        if k == "info":
            return self.c(["www.%s/patient-info/%s" % (dom, self.c(["falls-prevention", "delirium",
                           "going-home", "pressure-care", "visiting-hours"])),
                           "https://health.%s/leaflets/%s.pdf" % (dom, self.c(["hip-fracture",
                           "after-your-stroke", "blood-thinners", "PICC-care"]))])
        if k == "portal":
            return self.c(["https://referrals.%s/racf/%s" % (dom, self.digits(5)),
                           "portal.%s/gp-summary?ep=%s" % (dom, self.digits(6))])
        if k == "tele":
            return self.c(["https://telehealth.%s/room/%s" % (dom, self.digits(4)),
                           "meet.%s/fm-%s" % (dom, self.letters(5).lower())])
        return self.c(["https://bedboard.%s/ward/%s" % (dom, self.digits(3)),
                       "http://flow.%s/journey?bed=%s" % (dom, self.digits(3))])

    def ip(self):
        return self.c(["10.%d.%d.%d" % (self.ri(0, 255), self.ri(0, 255), self.ri(2, 254)),
                       "192.168.%d.%d" % (self.ri(0, 40), self.ri(2, 254)),
                       "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 255), self.ri(2, 254))])

    def username(self, n):
        f = n.first.lower().replace(" ", "").replace("-", "")
        l = n.last.lower().replace(" ", "").replace("'", "")
        return self.c(["%s%s" % (f[0], l), "%s%s%d" % (f[0], l, self.ri(1, 9)),
                       "%s.%s" % (f, l), "%s%s" % (l[:6], f[0]), ("%s%s" % (l, f[0])).upper(),
                       "%s%s%02d" % (f[:3], l[:3], self.ri(1, 99))])

    # ---- identifiers
    def mrn(self):
        k = self.mrn_kind
        if k == "UR7":
            return self.digits(7)
        if k == "UR8":
            return "00" + self.digits(6)
        if k == "MRN":
            return "%s%s" % (self.ri(1, 9), self.digits(6))
        if k == "PFX":
            return self.hshort + self.digits(6)
        if k == "NHI":
            return self.letters(3, NHI_LET) + self.digits(4)
        return self.letters(3, NHI_LET) + self.digits(2) + self.letters(2, NHI_LET)

    def mrn_label(self):
        if self.cc == "NZ":
            return self.c(["NHI", "NHI:", "NHI no."])
        return self.c(["UR", "URN", "UR:", "MRN", "MRN:", "UR No."])

    def account(self):
        return self.c(["E%s" % self.digits(8), "ENC-%02d-%s" % (self.base.year % 100, self.digits(7)),
                       "V%s" % self.digits(9), "EP%s" % self.digits(7),
                       "%s-%s" % (self.digits(4), self.digits(4)), "IP%s" % self.digits(8)])

    def medicare(self):
        return self.c(["%s %s %s" % (self.ri(2, 6) * 1000 + self.ri(0, 999), self.digits(5), self.ri(1, 9)),
                       "%s%s%d" % (self.ri(2, 6), self.digits(8), self.ri(1, 9)),
                       "%d %s %d/%d" % (self.ri(2000, 6999), self.digits(5), self.ri(1, 9), self.ri(1, 5))])

    def dva(self):
        return self.c("NVQWST") + self.c(["X", "SM", "X", "WW"]) + self.digits(self.c([5, 6]))

    def fund_no(self):
        return self.c([self.digits(8), "%s %s" % (self.digits(4), self.digits(4)),
                       "%s%s" % (self.letters(2), self.digits(7))])

    def csc(self):
        return "%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))

    def ssn(self, kind=None):
        k = kind or (self.c(["crn", "crn", "tfn"]) if self.cc == "AU" else self.c(["ird", "ird", "ssn"]))
        if k == "crn":
            return "9%s %s %s%s" % (self.digits(2), self.digits(3), self.digits(3), self.c("ABCHJKLX"))
        if k == "tfn":
            return "9%s %s %s" % (self.digits(2), self.digits(3), self.digits(3))
        if k == "ird":
            return "9%s-%s-%s" % (self.digits(1), self.digits(3), self.digits(3))
        return self.c(["9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4)),
                       "000-%s-%s" % (self.digits(2), self.digits(4))])

    def ssn_label(self, v):
        if "-" in v and len(v) == 11 and v[3] == "-":
            return self.c(["US SSN", "SSN"])
        if self.cc == "NZ" or v.count("-") == 2:
            return self.c(["IRD no.", "IRD"])
        return "Centrelink CRN" if v[-1].isalpha() else "TFN"

    def ahpra(self, kind="NMW"):
        return "%s000%s" % (kind, self.digits(7))

    def reg(self, kind="NMW"):
        """Practitioner registration: (label, value)."""
        if self.cc == "AU":
            return ("AHPRA", self.ahpra(kind))
        if kind == "MED":
            return ("MCNZ", self.digits(5))
        return (self.c(["NCNZ", "APC"]), self.digits(6))

    def prescriber(self):
        return self.digits(7)

    def dl(self):
        if self.cc == "NZ":
            return self.letters(2) + self.digits(6)
        return self.c([self.digits(8), "%s %s" % (self.digits(4), self.digits(4)),
                       self.digits(9), self.letters(2) + self.digits(6)])

    def device_sn(self, kind=None):
        k = kind or self.c(["pump", "asset", "mattress", "sensor", "ha", "imei"])
        if k == "pump":
            return self.c(["%s-%s" % (self.digits(4), self.digits(5)), "PMP%s" % self.digits(6),
                           "%s%s" % (self.letters(2), self.digits(7))])
        if k == "asset":
            return self.c(["BME-%s" % self.digits(5), "BE%s" % self.digits(6), "AST %s" % self.digits(6)])
        if k == "mattress":
            return "%s-%s-%s" % (self.letters(2), self.digits(4), self.digits(4))
        if k == "sensor":
            return "PS%s-%s" % (self.digits(4), self.digits(2))
        if k == "ha":
            return "%s%s" % (self.digits(2), self.letters(1) + self.digits(5))
        if k == "imei":
            return "35 %s %s %s" % (self.digits(6), self.digits(6), self.digits(1))
        if k == "pacer":
            return "%s%s" % (self.letters(3), self.digits(6))
        return self.digits(10)

    def plate(self):
        if self.cc == "NZ":
            return self.c([self.letters(3) + self.digits(3), self.letters(2) + self.digits(4)])
        return self.c([self.letters(3) + self.digits(2) + self.letters(1),
                       self.digits(1) + self.letters(2) + self.digits(1) + self.letters(2),
                       self.digits(3) + self.letters(3), "%s-%s" % (self.letters(3), self.digits(3)),
                       "%s %s" % (self.letters(2), self.digits(2) + self.letters(2))])

    def vin(self):
        return "".join(self.c(VIN_CH) for _ in range(17))

    def bioid(self):
        return self.c(["FP-%s" % self.digits(5), "BIO-%s" % self.digits(7),
                       "PV-%s-%s" % (self.digits(4), self.digits(2)), "FT%s" % self.digits(5),
                       "%sFP%s" % (self.hshort, self.digits(4))])

    def idnum(self, kind):
        y = self.base.year
        if kind == "incident":
            if self.cc == "AU":
                return self.c(["RM-%d-%s" % (y, self.digits(6)), self.digits(7),
                               "IIMS%s" % self.digits(6), "INC%s" % self.digits(6)])
            return self.c(["SF-%02d-%s" % (y % 100, self.digits(5)), "RC%s" % self.digits(6)])
        if kind == "met":
            return self.c(["MET-%02d-%s" % (y % 100, self.digits(4)), "ERC%s" % self.digits(5),
                           "RRT/%d/%s" % (y, self.digits(4))])
        if kind == "specimen":
            return self.c(["%02d-%s-%s" % (y % 100, self.c("HMBC"), self.digits(6)),
                           "%02dR%s" % (y % 100, self.digits(6)), "LAB%s" % self.digits(7)])
        if kind == "transport":
            return self.c(["PTS%s" % self.digits(6), "TB-%s" % self.digits(5),
                           "%s/%s" % (self.letters(2), self.digits(6))])
        if kind == "property":
            return self.c(["PV%s" % self.digits(6), "VR-%s" % self.digits(5), self.digits(6)])
        if kind == "referral":
            return self.c(["REF-%s" % self.digits(6), "R%s" % self.digits(7)])
        if kind == "bedreq":
            return self.c(["BR-%s" % self.digits(5), "BRQ%s" % self.digits(6)])
        if kind == "order":
            return self.c(["ORD%s" % self.digits(8), "%s-%s" % (self.letters(2), self.digits(6))])
        if kind == "pass":
            return self.c(["V%s" % self.digits(5), "VP-%s" % self.digits(4)])
        return self.digits(8)
