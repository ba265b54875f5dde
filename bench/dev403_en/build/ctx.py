"""A 'case': one patient with the people, places and identifiers around
them, formatted the way the patient's country writes them."""

import datetime as dt

import pools_names as PN
import pools_places as PP
from core import pick, chance, wpick, digits, letters

COUNTRIES = ["AU", "CA", "IE", "NZ", "UK", "US"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
SCOT = ["Glasgow", "Paisley", "Dundee", "Aberdeen", "Inverness", "Edinburgh"]


class Person:
    def __init__(self, first, last, sex, middle=""):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle

    def full(self):
        return self.first + " " + self.last

    def full_mi(self):
        if self.middle:
            return "%s %s. %s" % (self.first, self.middle, self.last)
        return self.full()

    def last_first(self, upper=False):
        s = "%s, %s" % (self.last, self.first)
        if self.middle and not upper:
            s += " " + self.middle
        return s.upper() if upper else s

    def init_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def initials(self, dots=True):
        parts = [self.first[0], self.last.replace("'", "")[0]]
        if dots:
            return ".".join(parts) + "."
        return "".join(parts)

    def title(self):
        if self.sex == "F":
            return "Mrs" if self.first[-1] in "aeiy" and len(self.last) % 2 == 0 else "Ms"
        if self.sex == "M":
            return "Mr"
        return "Mx"


def make_person(rng, country, sex=None, middle_p=0.35):
    origin = wpick(rng, PN.COUNTRY_ORIGINS[country])
    fem, mal, sur = PN.ORIGINS[origin]
    if sex is None:
        sex = "F" if rng.random() < 0.5 else "M"
    if sex == "X":
        sex = "F" if rng.random() < 0.5 else "M"
    first = pick(rng, fem if sex == "F" else mal)
    if rng.random() < 0.25:  # mixed-origin names are common
        sur = PN.ORIGINS[wpick(rng, PN.COUNTRY_ORIGINS[country])][2]
    last = pick(rng, sur)
    middle = pick(rng, "ABCDEFGHJKLMNPRSTW") if rng.random() < middle_p else ""
    return Person(first, last, sex, middle)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randrange(span + 1))


class Case:
    """all values are strings ready to drop into a note"""

    def __init__(self, rng, country):
        self.rng = rng
        self.c = country
        self.cname = PP.COUNTRY_NAMES[country]
        self.us_dates = country == "US"
        r = rng
        # patient
        self.pt = make_person(r, country)
        self.visit = rand_date(r, dt.date(2021, 1, 4), dt.date(2025, 6, 27))
        if self.visit.weekday() >= 5:
            self.visit -= dt.timedelta(days=self.visit.weekday() - 4)
        agebin = r.random()
        if agebin < 0.05:
            age = r.randrange(8, 18)
        elif agebin < 0.97:
            age = r.randrange(18, 86)
        else:
            age = r.randrange(88, 97)
        self.dob = self.visit - dt.timedelta(days=age * 365 + r.randrange(360) + age // 4)
        self.age = self.age_at(self.visit)
        self.onset_age = max(4, min(self.age - 1, r.randrange(6, 45)))
        # address
        self.town = pick(r, PP.TOWNS[country])
        self.city, self.reg_abbr, self.reg_full, seed = self.town
        self.street = self.make_street()
        self.zip = self.make_zip(seed)
        self.phone = self.make_phone(town=self.town)
        self.mobile = self.make_phone(mobile=True)
        dom = pick(r, ["example.com", "example.net", "example.org"])
        local = pick(r, ["%s.%s" % (self.pt.first, self.pt.last), "%s%s%d" % (
            self.pt.first[0], self.pt.last, r.randrange(1, 99)), "%s_%s%d" % (
            self.pt.last, self.pt.first[:3], self.dob.year % 100)])
        self.email = self.ascii(local).lower().replace(" ", "").replace("'", "") + "@" + dom
        self.username = self.ascii("%s%s%d" % (self.pt.first[:1], self.pt.last, r.randrange(2, 99))
                                   ).lower().replace(" ", "").replace("'", "").replace("-", "")
        # identifiers
        self.make_ids()
        # care team
        self.cons = make_person(r, country, middle_p=0.1)
        self.reg = make_person(r, country, middle_p=0.1)
        self.cns = make_person(r, country, sex="F" if r.random() < 0.8 else "M", middle_p=0)
        self.pharm = make_person(r, country, middle_p=0)
        self.rheum = make_person(r, country, middle_p=0)
        self.gp = make_person(r, country, middle_p=0.1)
        self.path = make_person(r, country, middle_p=0.1)
        self.sec = letters(r, 2, "abcdefghjklmnprstw")
        # sites
        stem = pick(r, PP.HOSP_STEMS)
        self.hstem = stem
        if r.random() < 0.2:
            self.hosp = pick(r, PP.SAINTS) + " " + pick(r, ["Hospital", "University Hospital",
                                                          "Medical Center" if country == "US" else "Hospital"])
        else:
            self.hosp = stem + " " + pick(r, PP.HOSP_SUFFIX[country])
        self.gpw = {"US": "PCP", "CA": "Family physician"}.get(country, "GP")
        self.bleepw = "pager" if country in ("US", "CA") else "bleep"
        near = [t for t in PP.TOWNS[country] if country not in ("US", "CA", "AU") or t[1] == self.reg_abbr]
        htown = self.town if r.random() < 0.6 else pick(r, near)
        self.hcity, self.hreg_abbr, self.hreg_full, hseed = htown
        self.hstreet = self.make_street(unit=False)
        self.hzip = self.make_zip(hseed)
        self.htown = htown
        self.dept_phone = self.make_phone(town=htown)
        self.dept_fax = self.make_phone(town=htown)
        self.switch = self.make_phone(town=htown)
        self.ext = "555" + digits(r, 1)
        self.dept_email = pick(r, ["dermatology.biologics", "derm.nurses", "psoriasis.clinic",
                                   "skin.biologics", "phototherapy"]) + "@" + pick(
            r, ["example.org", "example.net", "example.com"])
        slug = self.ascii(stem).lower().replace(" ", "-")
        self.url = pick(r, ["https://www.example.org/", "www.example.org/", "https://example.net/"]) + \
            slug + pick(r, ["/dermatology", "/psoriasis-service", "/skin/biologics", "/phototherapy"])
        gstem = pick(r, PP.STREET_STEMS + PP.HOSP_STEMS)
        self.gp_practice = gstem + " " + pick(r, PP.GP_SUFFIX[country])
        gtown = self.town if r.random() < 0.7 else pick(r, near)
        self.gp_city, self.gp_reg_abbr, self.gp_reg_full, gseed = gtown
        self.gp_street = self.make_street(unit=False)
        self.gp_zip = self.make_zip(gseed)
        self.gp_phone = self.make_phone(town=gtown)
        self.gp_fax = self.make_phone(town=gtown)
        self.pharmacy = pick(r, PP.STREET_STEMS) + " " + pick(r, ["Pharmacy", "Pharmacy", "Chemist",
                                                                 "Specialty Pharmacy"])
        self.homecare = pick(r, PP.HOMECARE)
        self.lab = pick(r, PP.LABS)
        self.ward = pick(r, PP.WARDS) + " Ward" if country != "US" else pick(
            r, ["%d West" % r.randrange(3, 9), "%d North" % r.randrange(3, 9), "Unit %d%s" % (
                r.randrange(2, 8), pick(r, "ABC"))])
        self.building = pick(r, PP.BUILDINGS)
        # social
        self.occ = pick(r, PP.OCCUPATIONS)
        self.employer = pick(r, PP.EMPLOYER_A) + " " + pick(r, PP.EMPLOYER_B)
        rel, rsex = pick(r, PP.RELATIONS)
        if self.age < 18:
            rel, rsex = pick(r, [("mother", "F"), ("mother", "F"), ("father", "M")])
        elif rel in ("wife", "husband") and self.age < 20:
            rel, rsex = "mother", "F"
        self.rel = rel
        self.fam = make_person(r, country, sex=rsex, middle_p=0)
        if rel in ("wife", "husband", "daughter", "son", "sister", "brother", "father") and r.random() < 0.6:
            self.fam.last = self.pt.last
        self.fam_phone = self.make_phone(mobile=True)
        self.fam_occ = pick(r, PP.OCCUPATIONS)
        self.abroad = pick(r, PP.ABROAD)
        self.insurer = pick(r, PP.INSURER_A) + " " + pick(r, PP.INSURER_B)
        # one house date style per note, as real systems print dates consistently
        self.ds = pick(r, ["num", "num", "num", "long", "short", "dmy3"]) if country != "CA" else \
            pick(r, ["iso", "iso", "num", "long", "short"])

    # ---------------- helpers
    @staticmethod
    def ascii(s):
        table = {"á": "a", "à": "a", "é": "e", "è": "e", "ë": "e", "í": "i", "ó": "o", "ú": "u",
                 "ñ": "n", "ç": "c", "ô": "o", "ā": "a", "ł": "l", "ś": "s", "ř": "r", "ö": "o",
                 "Ł": "L", "Á": "A", "É": "E", "Ó": "O", "Í": "I", "Ú": "U", "ō": "o", "ń": "n"}
        return "".join(table.get(ch, ch) for ch in s)

    def age_at(self, when):
        a = when.year - self.dob.year
        if (when.month, when.day) < (self.dob.month, self.dob.day):
            a -= 1
        return a

    def make_street(self, unit=True):
        r, c = self.rng, self.c
        name = pick(r, PP.STREET_STEMS) + " " + pick(r, PP.STREET_SUFFIX[c])
        num = str(r.randrange(1, 240) if c != "US" else r.randrange(100, 9800))
        if not unit or r.random() < 0.6:
            return num + " " + name
        if c == "US":
            return "%s %s, %s" % (num, name, pick(r, ["Apt %d%s" % (r.randrange(1, 40), pick(r, "ABCD")),
                                                      "Unit %d" % r.randrange(1, 300), "#%d" % r.randrange(2, 30)]))
        if c == "AU":
            return "%d/%s %s" % (r.randrange(1, 30), num, name)
        if c == "NZ":
            return "Flat %d, %s %s" % (r.randrange(1, 12), num, name)
        if c == "CA":
            return "%d-%s %s" % (r.randrange(101, 1900), num, name)
        return "Apt %d, %s %s" % (r.randrange(1, 40), num, name) if c == "IE" else \
            "Flat %d, %s %s" % (r.randrange(1, 30), num, name)

    def make_zip(self, seed):
        r, c = self.rng, self.c
        if c == "US":
            z = seed + digits(r, 2)
            return z + "-" + digits(r, 4) if r.random() < 0.2 else z
        if c == "UK":
            inward = str(r.randrange(1, 10)) + letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ")
            return "%s%d %s" % (seed, r.randrange(1, 20), inward)
        if c == "CA":
            return "%s%d%s %d%s%d" % (seed, r.randrange(10), letters(r, 1, "ABCEGHJKLMNPRSTVXY"),
                                     r.randrange(10), letters(r, 1, "ABCEGHJKLMNPRSTVWXYZ"), r.randrange(10))
        if c in ("AU", "NZ"):
            return "%04d" % (int(seed) + r.randrange(0, 60))
        key = seed if seed != "D" else "D%02d" % r.randrange(1, 25)
        return key + " " + "".join(pick(r, "ACDEFHKNPRTVWXY0123456789") for _ in range(4))

    def make_phone(self, mobile=False, town=None, national=False):
        """town: a TOWNS tuple giving the area code; national: a company line"""
        r, c = self.rng, self.c
        if national:
            pre = pick(r, PP.NATIONAL[c])
            if c in ("US", "CA"):
                return pre + "01" + digits(r, 2)
            return pre + digits(r, 3 if c in ("AU", "NZ", "IE") else 4)
        city = town[0] if town else None
        if c in ("US", "CA"):
            area = PP.AREA[c].get(city) or pick(r, sorted(set(PP.AREA[c].values())))
            tail = "01" + digits(r, 2) if r.random() < 0.6 else digits(r, 4)
            fmt = r.randrange(3)
            if fmt == 0:
                return "(%s) 555-%s" % (area, tail)
            if fmt == 1:
                return "%s-555-%s" % (area, tail)
            return "%s.555.%s" % (area, tail)
        if c == "UK":
            if mobile:
                return "07%s 555%s" % (digits(r, 3), digits(r, 3))
            area = PP.AREA[c].get(city) or pick(r, ["0113", "0114", "0115", "0116", "0161", "0131", "0141"])
            if len(area) == 3:
                return "%s %s555 %s" % (area, pick(r, "23"), digits(r, 4))
            if len(area) == 5:
                return "%s 555%s" % (area, digits(r, 3))
            return "%s 555 %s" % (area, digits(r, 4))
        if c == "AU":
            if mobile:
                return "04%s 555 %s" % (digits(r, 2), digits(r, 3))
            area = PP.AREA[c].get(town[1]) if town else None
            return "(%s) 5550 %s" % (area or pick(r, ["02", "03", "07", "08"]), digits(r, 4))
        if c == "NZ":
            if mobile:
                return "%s 555 %s" % (pick(r, ["021", "022", "027"]), digits(r, 4))
            area = PP.AREA[c].get(city) or pick(r, ["03", "04", "06", "07", "09"])
            return "(%s) 555 %s" % (area, digits(r, 4))
        if mobile:
            return "08%s 555 %s" % (pick(r, "3567"), digits(r, 4))
        area = PP.AREA[c].get(city) or pick(r, ["01", "021", "091", "061"])
        return "(%s) 555 %s" % (area, digits(r, 4))

    def make_ids(self):
        r, c = self.rng, self.c
        self.natid = self.natid_label = None
        self.hp = self.hp_label = None
        self.ssn = self.ssn_label = None
        self.group = None
        if c == "US":
            self.mrn = pick(r, ["00" + digits(r, 6), digits(r, 7), "M" + digits(r, 8)])
            self.hp = letters(r, 3) + digits(r, 6 + r.randrange(3))
            self.hp_label = pick(r, ["Member ID", "Member #", "Subscriber ID", "Policy #"])
            self.group = pick(r, ["GRP-", "", "G"]) + digits(r, 6)
            self.ssn = "9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4))
            self.ssn_label = "SSN"
        elif c == "UK":
            self.mrn = pick(r, ["K" + digits(r, 7), "RX" + digits(r, 6), "M" + digits(r, 6),
                                digits(r, 2) + letters(r, 1) + digits(r, 5)])
            if self.city in SCOT:
                self.natid = self.dob.strftime("%d%m%y") + digits(r, 4)
                self.natid_label = "CHI"
            else:
                d = "9" + digits(r, 9)
                self.natid = "%s %s %s" % (d[:3], d[3:6], d[6:])
                self.natid_label = "NHS No"
        elif c == "CA":
            self.mrn = digits(r, 7 + r.randrange(2))
            if self.reg_abbr == "ON":
                self.hp = "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
                self.hp_label = "OHIP"
            elif self.reg_abbr == "BC":
                self.hp = "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3))
                self.hp_label = "PHN"
            elif self.reg_abbr == "AB":
                self.hp = "%s-%s" % (digits(r, 5), digits(r, 4))
                self.hp_label = "AHCIP"
            else:
                self.hp = digits(r, 9)
                self.hp_label = "Health card"
            self.ssn = "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3))
            self.ssn_label = "SIN"
        elif c == "AU":
            self.mrn = pick(r, [digits(r, 7), digits(r, 6), "0" + digits(r, 6)])
            self.hp = "%s %s %s" % (pick(r, "23456") + digits(r, 3), digits(r, 5), digits(r, 1))
            self.hp_label = "Medicare"
            self.ssn = "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3))
            self.ssn_label = "TFN"
        elif c == "NZ":
            self.natid = letters(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(r, 4)
            self.natid_label = "NHI"
            self.mrn = self.natid
            self.ssn = "9%s-%s-%s" % (digits(r, 1), digits(r, 3), digits(r, 3))
            self.ssn_label = "IRD"
            self.hp = digits(r, 8)
            self.hp_label = "Member no."
        else:  # IE
            self.mrn = digits(r, 6 + r.randrange(2))
            self.hp = digits(r, 7) + letters(r, 1)
            self.hp_label = pick(r, ["Medical card no.", "GMS no.", "Medical Card"])
            self.ssn = "9%s%s" % (digits(r, 6), letters(r, 1 + r.randrange(2), "ABCDEFGHKLMNPTW"))
            self.ssn_label = "PPSN"
        self.acct = pick(r, ["%s-%s" % (digits(r, 4), digits(r, 4)), "ENC" + digits(r, 8),
                             "V" + digits(r, 7), digits(r, 9)])

    # -------- clinician licence numbers
    def lic(self, kind="doctor"):
        r, c = self.rng, self.c
        if c == "UK":
            if kind == "nurse":
                return "NMC PIN", "%02d%s%04d%s" % (r.randrange(0, 24), letters(r, 1), r.randrange(10000), letters(r, 1, "ABCDEFGHJKLMNPRSTUVWXYZ"))
            if kind == "pharm":
                return "GPhC", "20" + digits(r, 5)
            return "GMC", pick(r, "4567") + digits(r, 6)
        if c == "US":
            if kind == "dea":
                return "DEA", letters(r, 2, "ABFGM") + digits(r, 7)
            if kind == "nurse":
                return "RN Lic", "RN" + digits(r, 6)
            return "NPI", "1" + digits(r, 9)
        if c == "CA":
            if kind == "nurse":
                return "CNO Reg", digits(r, 7)
            if kind == "pharm":
                return "OCP", digits(r, 6)
            return PP.CA_COLLEGE.get(self.hreg_abbr, "CPSO"), digits(r, 5 + r.randrange(2))
        if c == "AU":
            pre = {"nurse": "NMW", "pharm": "PHA"}.get(kind, "MED")
            return "AHPRA", pre + "000" + digits(r, 7)
        if c == "NZ":
            if kind == "nurse":
                return "NCNZ", digits(r, 6)
            if kind == "pharm":
                return "PCNZ", digits(r, 5)
            return "MCNZ", digits(r, 5)
        if kind == "nurse":
            return "NMBI PIN", digits(r, 6)
        if kind == "pharm":
            return "PSI reg", digits(r, 5)
        return "IMC", digits(r, 6)

    def prescriber_no(self):
        r, c = self.rng, self.c
        if c == "AU":
            return "Prescriber No.", digits(r, 7)
        if c == "US":
            return "DEA", letters(r, 2, "ABFGM") + digits(r, 7)
        return self.lic()

    def driving_licence(self):
        r, c = self.rng, self.c
        if c == "UK":
            sur = (self.ascii(self.pt.last).upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5]
            return sur + self.dob.strftime("%y")[0] + self.dob.strftime("%m%d") + self.dob.strftime("%y")[1] + \
                self.pt.first[0].upper() + letters(r, 1) + digits(r, 1) + letters(r, 2)
        if c == "US":
            return letters(r, 1) + digits(r, 3) + "-" + digits(r, 4) + "-" + digits(r, 4)
        if c == "CA":
            return "%s%s-%s-%s" % (self.ascii(self.pt.last)[0].upper(), digits(r, 4), digits(r, 5), digits(r, 5))
        if c == "NZ":
            return letters(r, 2) + digits(r, 6)
        return digits(r, 8 + r.randrange(2))

    def plate(self):
        r, c = self.rng, self.c
        if c == "UK":
            return "%s%02d %s" % (letters(r, 2), pick(r, [19, 69, 20, 70, 21, 71, 22, 72, 23, 73, 24]), letters(r, 3))
        if c == "US":
            return "%d%s%s" % (r.randrange(1, 10), letters(r, 3), digits(r, 3))
        if c == "CA":
            return "%s %s" % (letters(r, 4), digits(r, 3))
        if c == "AU":
            return pick(r, ["%s-%s" % (letters(r, 3), digits(r, 3)), "%d%s %d%s" % (
                r.randrange(1, 10), letters(r, 2), r.randrange(10), letters(r, 2))])
        if c == "NZ":
            return letters(r, 3) + digits(r, 3)
        return "%s-%s-%s" % (pick(r, ["191", "192", "201", "202", "211", "221", "231", "241"]),
                             pick(r, ["D", "C", "G", "L", "KY", "WX", "MO"]), digits(r, 3 + r.randrange(3)))

    # -------- dates
    def d(self, date, style=None):
        r = self.rng
        if style is None:
            style = self.ds
        if style == "num":
            if self.us_dates:
                return "%02d/%02d/%d" % (date.month, date.day, date.year)
            return "%02d/%02d/%d" % (date.day, date.month, date.year)
        if style == "num2":
            if self.us_dates:
                return "%d/%d/%02d" % (date.month, date.day, date.year % 100)
            return "%d/%d/%02d" % (date.day, date.month, date.year % 100)
        if style == "iso":
            return date.isoformat()
        if style == "long":
            if self.us_dates:
                return "%s %d, %d" % (MONTHS[date.month - 1], date.day, date.year)
            return "%d %s %d" % (date.day, MONTHS[date.month - 1], date.year)
        if style == "short":
            if self.us_dates:
                return "%s %d, %d" % (MONTHS[date.month - 1][:3], date.day, date.year)
            return "%d %s %d" % (date.day, MONTHS[date.month - 1][:3], date.year)
        if style == "dmy3":
            return "%02d-%s-%d" % (date.day, MONTHS[date.month - 1][:3], date.year)
        if style == "dm":
            if self.us_dates:
                return "%d/%d" % (date.month, date.day)
            return "%d/%d" % (date.day, date.month)
        if style == "wd":
            wd = WEEKDAYS[date.weekday()]
            if self.us_dates:
                return "%s, %s %d, %d" % (wd, MONTHS[date.month - 1], date.day, date.year)
            return "%s %d %s %d" % (wd, date.day, MONTHS[date.month - 1], date.year)
        if style == "wds":
            wd = WEEKDAYS[date.weekday()][:3]
            return "%s %s" % (wd, self.d(date, "dm"))
        if style == "my":
            return "%s %d" % (MONTHS[date.month - 1], date.year)
        if style == "mys":
            return "%s %d" % (MONTHS[date.month - 1][:3], date.year)
        if style == "y":
            return str(date.year)
        raise KeyError(style)

    def before(self, days_lo, days_hi, ref=None):
        ref = ref or self.visit
        return ref - dt.timedelta(days=self.rng.randrange(days_lo, days_hi + 1))

    def after(self, days_lo, days_hi, ref=None):
        ref = ref or self.visit
        return ref + dt.timedelta(days=self.rng.randrange(days_lo, days_hi + 1))

    def wk(self, date):
        """move a booked date off the weekend"""
        wd = date.weekday()
        return date + dt.timedelta(days=7 - wd) if wd >= 5 else date

    def region(self):
        """state/province/region token to print after the town, or None"""
        if self.c in ("US", "CA", "AU"):
            return self.reg_abbr if self.rng.random() < 0.8 else self.reg_full
        if self.c == "NZ":
            return self.reg_full if self.rng.random() < 0.3 and self.reg_full != self.city else None
        return None
