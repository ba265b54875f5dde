"""Per-note context: invented people, dates, places, identifiers and contacts.

Every helper returns *pieces* (see nb.py): plain strings, (text, TYPE) tuples or lists.
All randomness comes from the single random.Random passed in.
"""
import datetime as dt

import pools_people as PP
import pools_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
DOWS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DOW3 = [d[:3] for d in DOWS]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
STOP_INITIALS = ["am", "an", "as", "at", "be", "by", "do", "go", "he", "hi", "if", "in", "is", "it",
                 "me", "my", "no", "of", "oh", "ok", "on", "or", "so", "to", "up", "us", "we", "pt",
                 "md", "rn", "ed", "or", "iv", "po", "bp", "hr"]
POSTAL_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + age_words(n - 100))
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    m, y, dd = d.month, d.year, d.day
    if style == "us":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "us_nz":
        return "%d/%d/%d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "iso_slash":
        return "%d/%02d/%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "long_dow":
        return "%s, %s %d, %d" % (DOWS[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "dmy_abbr":
        return "%02d-%s-%d" % (dd, MON[m - 1], y)
    if style == "dmy_upper":
        return "%02d-%s-%d" % (dd, MON[m - 1].upper(), y)
    if style == "dmy_space":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dmy_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "mdy_abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "dow_md":
        return "%s %d/%d" % (DOW3[d.weekday()], m, dd)
    if style == "mon_d":
        return "%s %d" % (MON[m - 1], dd)
    if style == "month_d":
        return "%s %d" % (MONTHS[m - 1], dd)
    if style == "ord":
        return "%s %s" % (MONTHS[m - 1], ordinal(dd))
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_year":
        return "%s %d" % (MON[m - 1], y)
    if style == "year":
        return str(y)
    if style == "dow":
        return DOWS[d.weekday()]
    if style == "dotted":
        return "%d.%02d.%02d" % (y, m, dd)
    raise ValueError(style)


class Person:
    def __init__(self, typ, first, last, middle="", sex="F", cred="", role=""):
        self.typ = typ
        self.first = first
        self.last = last
        self.middle = middle
        self.sex = sex
        self.cred = cred
        self.role = role
        self.nick = PP.NICK.get(first, "")

    def title(self):
        if self.typ == "DOCTOR":
            return "Dr."
        return "Mr." if self.sex == "M" else "Ms."


class Ctx:
    def __init__(self, rng, country, age_range=None):
        r = self.r = rng
        self.country = country
        self.us = country == "US"
        self.city = r.choice(PL.US_CITIES if self.us else PL.CA_CITIES)
        hosps = PL.US_HOSPITALS if self.us else PL.CA_HOSPITALS
        two = r.sample(range(len(hosps)), 2)
        self.hosp, self.hosp_short = hosps[two[0]]
        self.hosp2, self.hosp2_short = hosps[two[1]]
        self.rehab = r.choice(PL.REHAB_US if self.us else PL.REHAB_CA)
        self.unit = r.choice(PL.UNITS)
        self.clinic = r.choice(PL.CLINICS_US if self.us else PL.CLINICS_CA)
        self.pharmacy = r.choice(PL.PHARMACIES_US if self.us else PL.PHARMACIES_CA)
        start = dt.date(2019, 1, 1).toordinal()
        self.date = dt.date.fromordinal(start + r.randrange(0, 6 * 365 + 150))
        self.dstyle = r.choice(["us", "us", "us_nz", "mdy_abbr", "long", "iso"] if self.us
                               else ["iso", "iso", "dmy_abbr", "dmy_space", "long", "us"])
        sex = r.choice("MF")
        if age_range:
            self.age = r.randint(age_range[0], age_range[1])
        else:
            self.age = r.choice([r.randint(19, 45), r.randint(40, 70), r.randint(55, 92),
                                 r.randint(60, 88)])
        self.clk = r.randint(0, 23) * 60 + r.randrange(0, 60)
        self.dob = self.date - dt.timedelta(days=self.age * 365 + r.randint(10, 355)
                                            + self.age // 4)
        self.pt = self.person("PATIENT", sex=sex)
        self.addr_street = self.street()
        self.zip = self.postal()
        used = {self.pt.last}
        self.docs = {}
        for role in ["attending", "resident", "nurse", "nurse2", "tech", "np", "pt", "ot",
                     "slp", "pharm", "sw", "radiologist", "surgeon", "pcp", "referrer",
                     "transcriptionist", "fellow"]:
            base = role.rstrip("2")
            if base in ("pcp", "referrer", "fellow"):
                base = "attending"
            if base == "transcriptionist":
                base = "nurse"
            creds = [x for x in PP.CLIN_ROLES[base] if (not self.us) or not any(
                k in x for k in ("FRC", "Ont.", "RSW", "S-LP", "BScPhm", "R. EEG"))]
            if not self.us:
                creds = [x for x in creds if x not in ("DO", "MD, FAANS", "LCSW", "NP-C")] or creds
            p = self.person("DOCTOR", used=used, cred=r.choice(creds), role=role)
            used.add(p.last)
            self.docs[role] = p
        others = [x for x in PP.RELATIONS_OTHER
                  if not (self.age > 68 and x in ("mother", "father"))
                  and not (self.age < 40 and x in ("granddaughter", "grandson", "son-in-law",
                                                   "daughter-in-law"))
                  and not (self.age < 30 and x in ("daughter", "son", "niece", "nephew"))]
        rel = r.choice(PP.RELATIONS_SPOUSE) if r.random() < 0.6 else r.choice(others)
        sexmap = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F",
                  "brother": "M", "niece": "F", "nephew": "M", "granddaughter": "F",
                  "grandson": "M", "mother": "F", "father": "M", "son-in-law": "M",
                  "daughter-in-law": "F"}
        fsex = sexmap.get(rel, r.choice("MF"))
        same_last = rel in ("wife", "husband", "spouse", "son", "daughter", "brother",
                            "sister", "mother", "father") and r.random() < 0.7
        self.fam = self.person("FAMILY", sex=fsex, last=self.pt.last if same_last else None,
                               used=used)
        self.fam.role = rel
        rel2 = r.choice(others)
        self.fam2 = self.person("FAMILY", used=used, sex=sexmap.get(rel2))
        self.fam2.role = rel2
        self.prof = r.choice(PP.PROFESSIONS)
        self.retired = self.age >= 66 and r.random() < 0.8
        if self.retired:
            self.prof = r.choice(PP.RETIRED_PROF)
        self.employer = r.choice(PL.EMPLOYERS)
        self.origin = r.choice(PP.COUNTRIES_ORIGIN)
        self.mrn_v = self.mrn_value()
        self.acct_v = self.acct_value()
        self.hp_v = self.hp_value()
        self.pt_phone_v = self.phone_value()
        self.fam_phone_v = self.phone_value(cell=True)
        self.eeg_no = self.idnum("eeg")
        self.mrn_label = r.choice(["MRN", "MRN", "MR#", "Med Rec #", "Chart #"] if self.us
                                  else ["MRN", "Chart #", "Hosp #", "MRN", "Unit #"])

    # ------------------------------------------------------------------ people
    def person(self, typ, sex=None, last=None, used=None, cred="", role=""):
        r = self.r
        sex = sex or r.choice("MF")
        if typ == "DOCTOR":
            first = r.choice(PP.CLIN_FIRST)
            pool = PP.CLIN_LAST
        else:
            first = r.choice(PP.FIRST_M if sex == "M" else PP.FIRST_F)
            pool = PP.SURNAMES
        if last is None:
            while True:
                last = r.choice(pool)
                if not used or last not in used:
                    break
        mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.6 else ""
        return Person(typ, first, last, mid, sex, cred, role)

    def name(self, p, style=None):
        """Name pieces for person p; titles and credentials stay outside the span."""
        r = self.r
        T = p.typ
        if style is None:
            if T == "DOCTOR":
                style = r.choice(["full", "title_last", "title_full", "full_cred", "f_last",
                                  "full_cred", "title_last"])
            elif T == "PATIENT":
                style = r.choice(["full", "fml", "last_first", "title_last", "first",
                                  "title_last", "LAST_FIRST", "full", "first_initial", "initials"])
            else:
                style = r.choice(["first", "full", "first", "title_last"])
        mid = (" " + p.middle + ".") if p.middle else ""
        if style == "full":
            return [(p.first + " " + p.last, T)]
        if style == "fml":
            return [(p.first + mid + " " + p.last, T)]
        if style == "last_first":
            return [(p.last + ", " + p.first, T)]
        if style == "LAST_FIRST":
            return [((p.last + ", " + p.first + (" " + p.middle if p.middle else "")).upper(), T)]
        if style == "f_last":
            return [(p.first[0] + ". " + p.last, T)]
        if style == "first":
            return [(p.first, T)]
        if style == "last":
            return [(p.last, T)]
        if style == "title_last":
            return [p.title() + " ", (p.last, T)]
        if style == "title_full":
            return [p.title() + " ", (p.first + " " + p.last, T)]
        if style == "initials":
            return [(p.first[0] + "." + p.last[0] + ".", T)]
        if style == "initials_bare":
            return [(p.first[0] + p.last[0], T)]
        if style == "lower_initials":
            ini = p.first[0].lower() + p.last[0].lower()
            if ini in STOP_INITIALS:
                ini = p.first[0].lower() + (p.middle or "x").lower() + p.last[0].lower()
            return [(ini, T)]
        if style == "full_cred":
            return [(p.first + " " + p.last, T), ", " + p.cred]
        if style == "fml_cred":
            return [(p.first + mid + " " + p.last, T), ", " + p.cred]
        if style == "nick":
            return [(p.nick or p.first, T)]
        if style == "first_initial":
            return [(p.first + " " + p.last[0] + ".", T)]
        raise ValueError(style)

    def P(self, style=None):
        return self.name(self.pt, style)

    def D(self, role, style=None):
        return self.name(self.docs[role], style)

    def username(self, p):
        r = self.r
        s = r.choice(["{f}{l}", "{f}{l}{n}", "{l}{f}", "{fn}.{l}", "{f}{m}{l}"])
        return (s.format(f=p.first[0].lower(), l=p.last.lower()[:8], n=r.randint(1, 9),
                         fn=p.first.lower(), m=(p.middle or "x").lower()), "USERNAME")

    # ------------------------------------------------------------------- dates
    def D_(self, d, style=None):
        return (fmt_date(d, style or self.dstyle), "DATE")

    def ago(self, days):
        return self.date - dt.timedelta(days=days)

    def later(self, days):
        return self.date + dt.timedelta(days=days)

    def later_biz(self, days):
        """A weekday about `days` after the note date (clinic appointments)."""
        d = self.date + dt.timedelta(days=days)
        while d.weekday() >= 5:
            d += dt.timedelta(days=1)
        return d

    def dob_piece(self, style=None):
        return self.D_(self.dob, style)

    def age_piece(self, words=False):
        return (age_words(self.age) if words else str(self.age), "AGE")

    def sexw(self):
        return "man" if self.pt.sex == "M" else "woman"

    def he(self):
        return "he" if self.pt.sex == "M" else "she"

    def his(self):
        return "his" if self.pt.sex == "M" else "her"

    def time(self):
        return "%02d:%02d" % (self.r.randint(0, 23), self.r.randrange(0, 60))

    def set_clock(self, h_lo, h_hi):
        self.clk = self.r.randint(h_lo, h_hi) * 60 + self.r.randrange(0, 60)
        return self.now()

    def now(self):
        m = self.clk % (24 * 60)
        return "%02d:%02d" % (m // 60, m % 60)

    def tick(self, lo=3, hi=30):
        """Advance the note clock and return the new time of day (not PHI)."""
        self.clk += self.r.randint(lo, hi)
        return self.now()

    def appt_time(self):
        return "%02d:%02d" % (self.r.randint(8, 15), self.r.choice([0, 15, 30, 45]))

    def art_age(self, words=False):
        """Indefinite article before the patient's age ('an 86-year-old', 'an eighty-six-year-old')."""
        a = self.age
        if words:
            return "an" if age_words(a)[0] in "ae" else "a"
        return "an" if (a in (8, 11, 18) or 80 <= a <= 89) else "a"

    def a_prof(self, retired_ok=True):
        """'a welder' / 'an electrician' / 'a retired teacher' as pieces."""
        if retired_ok and self.retired:
            return ["a retired ", (self.prof, "PROFESSION")]
        return ["an " if self.prof[0] in "aeiou" else "a ", (self.prof, "PROFESSION")]

    def rel_age(self, rel):
        """Plausible age for a relative given the patient's age."""
        r, a = self.r, self.age
        if rel in ("daughter", "son", "son-in-law", "daughter-in-law", "niece", "nephew"):
            return max(4, a - r.randint(22, 38))
        if rel in ("granddaughter", "grandson"):
            return max(2, a - r.randint(45, 62))
        if rel in ("mother", "father"):
            return a + r.randint(20, 34)
        return max(18, a + r.randint(-8, 8))

    # --------------------------------------------------------------- addresses
    def street(self):
        r = self.r
        types = PL.STREET_TYPES_US if self.us else PL.STREET_TYPES_CA
        s = "%d %s %s" % (r.randint(2, 9890), r.choice(PL.STREET_NAMES), r.choice(types))
        if r.random() < 0.3:
            s += (", " if r.random() < 0.5 else " ") + r.choice(PL.UNIT_FORMS).format(
                n=r.choice([str(r.randint(1, 40)), "%d%s" % (r.randint(1, 9), r.choice("ABCD")),
                            str(r.randint(101, 1805))]))
        if not self.us and r.random() < 0.25:
            s = "%d-%d %s %s" % (r.randint(101, 1808), r.randint(10, 999),
                                 r.choice(PL.STREET_NAMES), r.choice(types))
        return s

    def postal(self, city=None):
        r = self.r
        c = city or self.city
        if self.us:
            z = c[3] + "%02d" % r.randint(1, 99)
            if r.random() < 0.2:
                z += "-%04d" % r.randint(1, 9999)
            return z
        L = POSTAL_LETTERS
        return "%s %d%s%d" % (c[3], r.randint(0, 9), r.choice(L), r.randint(0, 9))

    def addr(self, street=None, city=None, zipc=None, one_line=True, full_state=False,
             country=False):
        c = city or self.city
        st = c[2] if full_state else c[1]
        out = [(street or self.addr_street, "STREET"), ", " if one_line else "\n",
               (c[0], "CITY"), ", " if self.us or self.r.random() < 0.6 else " ",
               (st, "STATE"), "  " if (not self.us and self.r.random() < 0.3) else " ",
               (zipc or self.zip, "ZIP")]
        if country:
            out += [", " if one_line else "\n",
                    (("USA" if self.r.random() < 0.5 else "United States") if self.us
                     else "Canada", "COUNTRY")]
        return out

    def other_city(self):
        return self.r.choice(PL.US_CITIES if self.us else PL.CA_CITIES)

    def site_addr(self):
        """Address of a care site in the patient's city."""
        return self.addr(street=self.street().split(",")[0], zipc=self.postal())

    # ----------------------------------------------------------------- contacts
    def phone_value(self, area=None, cell=False, ext=False):
        r = self.r
        a = area or (self.city[4] if r.random() < 0.8 else self.other_city()[4])
        line = "01%02d" % r.randint(0, 99) if r.random() < 0.7 else "%04d" % r.randint(0, 9999)
        st = r.choice(["paren", "dash", "dash", "dot", "plus", "one"])
        if st == "paren":
            s = "(%s) 555-%s" % (a, line)
        elif st == "dash":
            s = "%s-555-%s" % (a, line)
        elif st == "dot":
            s = "%s.555.%s" % (a, line)
        elif st == "plus":
            s = "+1 %s 555 %s" % (a, line)
        else:
            s = "1-%s-555-%s" % (a, line)
        if ext:
            s += r.choice([" ext. %d", " x%d", " ext %d", ", ext. %d"]) % r.randint(2, 8999)
        return s

    def phone(self, **kw):
        return (self.phone_value(**kw), "PHONE")

    def pager(self):
        r = self.r
        if r.random() < 0.5:
            return ("555-%04d" % r.randint(100, 9999), "PHONE")
        return (self.phone_value(), "PHONE")

    def fax(self):
        return (self.phone_value(area=self.city[4]), "FAX")

    def email(self, p, dom=None):
        r = self.r
        dom = dom or r.choice(["example.org", "example.com", "example.net",
                               "neuro.example.org", "mail.example.com", "health.example.net"])
        s = r.choice(["{f}.{l}", "{fi}{l}", "{l}.{f}", "{f}{l}{n}", "{f}_{l}"])
        loc = s.format(f=p.first.lower(), l=p.last.lower().replace("'", ""), fi=p.first[0].lower(),
                       n=r.randint(1, 99))
        return (loc + "@" + dom, "EMAIL")

    def dept_email(self, word):
        return (word + "@" + self.r.choice(["example.org", "example.net", "example.com"]),
                "EMAIL")

    def url(self, path=None):
        r = self.r
        host = r.choice(["www.example.org", "portal.example.net", "mychart.example.com",
                         "example.org", "https://www.example.com", "https://care.example.org",
                         "http://neuro.example.net"])
        path = path or r.choice(["/portal", "/neuro", "/patients/login", "/stroke-prevention",
                                 "/ms/infusion-schedule", "/epilepsy/diary", "/forms/driving",
                                 "/telehealth", "/spasticity", "/dbs-support"])
        return (host + path, "URL")

    def ip(self):
        r = self.r
        k = r.randrange(3)
        if k == 0:
            return ("10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254)),
                    "IPADDR")
        if k == 1:
            return ("192.168.%d.%d" % (r.randint(0, 255), r.randint(2, 254)), "IPADDR")
        return ("172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254)),
                "IPADDR")

    # ---------------------------------------------------------------- ids
    def digits(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def letters(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    def mrn_value(self):
        r = self.r
        k = r.randrange(6)
        if k == 0:
            return self.digits(8)
        if k == 1:
            return "00" + self.digits(6)
        if k == 2:
            return "M" + self.digits(7)
        if k == 3:
            return "%s-%s-%s" % (self.digits(2), self.digits(3), self.digits(3))
        if k == 4:
            return "E" + self.digits(9)
        return self.digits(7)

    def mrn(self):
        return (self.mrn_v, "MRN")

    def acct_value(self):
        r = self.r
        k = r.randrange(5)
        if k == 0:
            return "%s-%s" % (self.digits(4), self.digits(4))
        if k == 1:
            return "V" + self.digits(8)
        if k == 2:
            return "%d%02d%02d-%s" % (self.date.year, self.date.month, self.date.day,
                                      self.digits(4))
        if k == 3:
            return self.digits(10)
        return "FIN" + self.digits(9)

    def acct(self, new=False):
        return (self.acct_value() if new else self.acct_v, "ACCOUNT")

    def hp_value(self):
        r = self.r
        if self.us:
            k = r.randrange(4)
            if k == 0:
                return self.letters(3) + self.digits(r.choice([6, 8, 9]))
            if k == 1:  # Medicare beneficiary identifier shape
                L = "ACDEFGHJKMNPQRTUVWXY"
                return "%d%s%s%d-%s%s%d-%s%s%d%d" % (
                    r.randint(1, 9), r.choice(L), r.choice(L + "0123456789"), r.randint(0, 9),
                    r.choice(L), r.choice(L + "0123456789"), r.randint(0, 9), r.choice(L),
                    r.choice(L), r.randint(0, 9), r.randint(0, 9))
            if k == 2:
                return "W" + self.digits(9)
            return "%s-%s-%s" % (self.letters(2), self.digits(5), self.digits(2))
        prov = self.city[1]
        if prov == "ON":
            return "%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3),
                                    self.letters(2, "ABCDEFGHJKLMNPRSTVWXYZ"))
        if prov == "BC":
            return "9%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))
        if prov == "QC":
            yy = self.dob.year % 100
            mm = self.dob.month + (50 if self.pt.sex == "F" else 0)
            return "%s%s %02d%02d %02d%s" % (self.pt.last[:3].upper(), self.pt.first[0].upper(),
                                             yy, mm, self.dob.day, self.digits(2))
        if prov == "AB":
            return "%s-%s" % (self.digits(5), self.digits(4))
        if prov == "NS":
            return "%s %s %s" % (self.digits(4), self.digits(3), self.digits(3))
        return self.digits(9)

    def hp(self):
        return (self.hp_v, "HEALTHPLAN")

    def hp_label(self):
        if self.us:
            return self.r.choice(["Member ID", "Policy #", "Subscriber ID", "Ins ID",
                                  "Medicare ID"])
        return {"ON": "OHIP", "BC": "PHN", "QC": "RAMQ", "AB": "AHCIP", "NS": "MSI",
                "MB": "PHIN", "SK": "HSN", "NB": "Medicare #", "PE": "Health #",
                "NL": "MCP", "YT": "YHCIP"}.get(self.city[1], "Health card")

    def group_no(self):
        return ("GRP-" + self.digits(6), "HEALTHPLAN") if self.r.random() < 0.5 else \
            (self.digits(5) + self.letters(1), "HEALTHPLAN")

    def ssn(self):
        r = self.r
        if self.us:
            return ("9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4)), "SSN")
        return ("9%s %s %s" % (self.digits(2), self.digits(3), self.digits(3)), "SSN")

    def npi(self):
        return ("1" + self.digits(9), "LICENSE")

    def dea(self, p):
        return (self.r.choice("ABFM") + p.last[0].upper() + self.digits(7), "LICENSE")

    def med_lic(self):
        r = self.r
        if self.us:
            return (r.choice(["", self.city[1] + "-", "MD"]) + self.digits(r.choice([5, 6])),
                    "LICENSE")
        return (self.digits(r.choice([5, 6])), "LICENSE")

    def lic(self):
        """(label, value piece) for a clinician licence line, label matching the number."""
        lab = self.lic_label()
        return lab, (self.npi() if lab == "NPI" else self.med_lic())

    def lic_label(self):
        if self.us:
            return self.r.choice(["NPI", "NPI", "Lic #", "State Lic."])
        return {"ON": "CPSO #", "BC": "CPSBC #", "QC": "CMQ #", "AB": "CPSA #",
                "NS": "CPSNS #"}.get(self.city[1], "Licence #")

    def drivers_lic(self):
        r = self.r
        if self.us:
            k = r.randrange(3)
            if k == 0:
                return (self.pt.last[0] + self.digits(3) + "-" + self.digits(4) + "-" +
                        self.digits(4), "LICENSE")
            if k == 1:
                return (self.letters(1) + self.digits(7), "LICENSE")
            return (self.digits(9), "LICENSE")
        return ("%s%s-%s-%s" % (self.pt.last[0], self.digits(4), self.digits(5),
                                self.digits(5)), "LICENSE")

    def plate(self):
        r = self.r
        if self.us:
            k = r.randrange(3)
            if k == 0:
                return ("%d%s%s" % (r.randint(1, 9), self.letters(3), self.digits(3)), "VEHICLE")
            if k == 1:
                return (self.letters(3) + "-" + self.digits(4), "VEHICLE")
            return (self.digits(3) + " " + self.letters(3), "VEHICLE")
        if r.random() < 0.5:
            return (self.letters(4) + " " + self.digits(3), "VEHICLE")
        return (self.letters(3) + " " + self.digits(3), "VEHICLE")

    def vin(self):
        return ("".join(self.r.choice(VIN_CHARS) for _ in range(17)), "VEHICLE")

    def bioid(self, kind=None):
        r = self.r
        k = {"palm": 0, "finger": 1, "other": 2}.get(kind, r.randrange(3))
        if k == 0:
            return ("PV-%s-%s" % (self.digits(5), self.letters(1)), "BIOID")
        if k == 1:
            return ("FP-" + self.digits(7), "BIOID")
        return ("BIO" + self.digits(8), "BIOID")

    def device(self, kind="generic"):
        r = self.r
        if kind == "ipg":
            return (self.letters(3) + self.digits(6) + self.letters(1), "DEVICE")
        if kind == "vns":
            return (self.digits(6), "DEVICE")
        if kind == "valve":
            return (self.digits(1) + self.letters(2) + self.digits(4), "DEVICE")
        if kind == "pump":
            return ("PMP-" + self.digits(6), "DEVICE")
        if kind == "eeg":
            return (self.letters(3) + "-" + self.digits(2) + "-" + self.digits(5), "DEVICE")
        return (self.letters(2) + self.digits(7), "DEVICE")

    def idnum(self, kind="acc"):
        y = self.date.year % 100
        if kind == "acc":
            return ("%s%02d-%s" % (self.r.choice(["MR", "RAD", "NR", "A"]), y, self.digits(6)),
                    "IDNUM")
        if kind == "eeg":
            return ("%s%02d-%s" % (self.r.choice(["E", "EEG", "LTM"]), y, self.digits(4)),
                    "IDNUM")
        if kind == "order":
            return (self.digits(8), "IDNUM")
        if kind == "spec":
            return ("%s%02d-%s" % (self.r.choice(["S", "SP", "H"]), y, self.digits(5)), "IDNUM")
        if kind == "case":
            return ("%d-%s" % (self.date.year, self.digits(5)), "IDNUM")
        if kind == "req":
            return ("REQ" + self.digits(7), "IDNUM")
        if kind == "lot":
            return (self.letters(1) + self.digits(4) + self.letters(1) + self.digits(1),
                    "IDNUM")
        raise ValueError(kind)

    def room(self):
        r = self.r
        return (r.choice(["%d%s" % (r.randint(2, 12) * 100 + r.randint(1, 40), r.choice("AB")),
                          str(r.randint(2, 12) * 100 + r.randint(1, 40)),
                          "%d-%02d" % (r.randint(3, 9), r.randint(1, 30))]), "LOCATION_OTHER")

    def bed(self):
        return (str(self.r.randint(1, 24)), "LOCATION_OTHER")
