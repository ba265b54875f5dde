"""Core helpers: gold markers, value generators, per-note context."""
import datetime as dt
import re

from pools import *  # noqa: F401,F403

SO, SEP, SC = "\x01", "\x02", "\x03"

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


def M(t, v):
    """Mark a PHI value with its fine type; offsets are recovered from these marks."""
    assert t in LABEL, t
    v = str(v)
    assert v and "\n" not in v and SO not in v
    return f"{SO}{t}{SEP}{v}{SC}"


def finalize(raw, lower=False):
    """Strip marks and return (text, spans). Offsets come from the marks, never from a search."""
    out, spans, pos, i = [], [], 0, 0
    while i < len(raw):
        c = raw[i]
        if c == SO:
            j = raw.index(SEP, i)
            k = raw.index(SC, j)
            t, v = raw[i + 1:j], raw[j + 1:k]
            if lower:
                v = v.lower()
            spans.append({"start": pos, "end": pos + len(v), "label": LABEL[t], "type": t, "text": v})
            out.append(v)
            pos += len(v)
            i = k + 1
        else:
            j = i
            while j < len(raw) and raw[j] != SO:
                j += 1
            seg = raw[i:j]
            if lower:
                seg = seg.lower()
            out.append(seg)
            pos += len(seg)
            i = j
    return "".join(out), spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

US_DATE_STYLES = ["mdY", "mdY", "mdY", "mdy", "md", "wmd", "long", "abbr", "dmonY", "iso", "monY", "mony", "wlong"]
XX_DATE_STYLES = ["dmY", "dmY", "dmY", "dmy", "dlong", "dabbr", "dabbr", "dot", "wdlong", "monY", "dm", "iso"]


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    return {
        "mdY": f"{m:02d}/{dd:02d}/{y}", "mdy": f"{m}/{dd}/{y % 100:02d}", "md": f"{m}/{dd}",
        "wmd": f"{WDA[d.weekday()]} {m}/{dd}", "long": f"{MONTHS[m-1]} {dd}, {y}", "abbr": f"{MON[m-1]} {dd}, {y}",
        "dmonY": f"{dd:02d}-{MON[m-1]}-{y}", "iso": f"{y}-{m:02d}-{dd:02d}", "monY": f"{MONTHS[m-1]} {y}",
        "mony": f"{MON[m-1]} '{y % 100:02d}", "wlong": f"{WD[d.weekday()]}, {MONTHS[m-1]} {dd}, {y}",
        "dmY": f"{dd:02d}/{m:02d}/{y}", "dmy": f"{dd}/{m}/{y % 100:02d}", "dlong": f"{dd} {MONTHS[m-1]} {y}",
        "dabbr": f"{dd} {MON[m-1]} {y}", "dot": f"{dd:02d}.{m:02d}.{y}",
        "wdlong": f"{WD[d.weekday()]} {dd} {MONTHS[m-1]} {y}", "dm": f"{dd}/{m}", "Y": str(y),
        "dmonYu": f"{dd:02d}-{MON[m-1].upper()}-{y}",
    }[style]


NUMWORDS = {90: "ninety", 91: "ninety-one", 92: "ninety-two", 93: "ninety-three", 94: "ninety-four",
            95: "ninety-five", 96: "ninety-six", 97: "ninety-seven", 98: "ninety-eight", 99: "ninety-nine",
            7: "seven", 8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 14: "fourteen",
            16: "sixteen", 40: "forty", 45: "forty-five", 50: "fifty", 60: "sixty", 70: "seventy",
            73: "seventy-three", 81: "eighty-one", 84: "eighty-four", 66: "sixty-six", 58: "fifty-eight"}


class Person:
    def __init__(self, R, sex=None, last=None):
        self.sex = sex or R.choice("FM")
        self.first = R.choice(FIRST_F if self.sex == "F" else FIRST_M)
        self.last = last or R.choice(LAST)
        self.mid = R.choice(MIDDLE)
        self.nick = NICK.get(self.first)

    @property
    def full(self):
        return f"{self.first} {self.last}"


class Ctx:
    """Everything one note may mention, with locale-appropriate formats."""

    def __init__(self, R, genre, loc, paeds=False):
        self.R, self.genre, self.loc = R, genre, loc
        self.area = R.choice(["413", "617", "503", "216", "802", "512", "734", "404", "319", "505", "207", "303", "612", "859"]) if loc == "US" else R.choice("2378")
        self.paeds = paeds
        self.dstyles = US_DATE_STYLES if loc == "US" else XX_DATE_STYLES
        self.dstyle = R.choice(["mdY", "mdY", "mdy", "abbr", "long", "dmonY"] if loc == "US" else
                               ["dmY", "dmY", "dlong", "dabbr", "dmy"])
        self.p = Person(R)
        self.visit = dt.date(2019, 1, 2) + dt.timedelta(days=R.randint(0, 2480))
        if paeds:
            age = R.choice([R.randint(0, 4), R.randint(5, 12), R.randint(13, 17)])
        else:
            u = R.random()
            age = R.randint(90, 101) if u < 0.07 else (R.randint(19, 45) if u < 0.3 else R.randint(46, 89))
        self.dob = self.visit - dt.timedelta(days=age * 365 + R.randint(age // 4 + 1, age // 4 + 360))
        self.age = (self.visit - self.dob).days * 4 // 1461
        if self.age < 1 and not paeds:
            self.age = 1
        self.months = (self.visit - self.dob).days * 12 // 365
        # address
        if loc == "US":
            self.state_name, self.state = R.choice(US_STATES)
            self.city = R.choice(US_TOWNS)
            self.zip = f"{R.randint(10, 99)}{R.randint(0, 999):03d}"
            st = f"{R.randint(2, 9899)} {R.choice(STREET_NAMES)} {R.choice(US_ST)}"
            if R.random() < 0.3:
                st += R.choice([f", Apt {R.randint(1, 40)}{R.choice('ABCD')}", f" Unit {R.randint(1, 300)}",
                                f", #{R.randint(2, 90)}"])
            self.street = st
        elif loc == "UK":
            self.state_name = self.state = R.choice(UK_COUNTIES)
            self.city = R.choice(UK_TOWNS)
            L = "ABCDEFGHJKLMNPRSTUWXY"
            self.zip = f"{R.choice(L)}{R.choice(L)}{R.randint(1, 29)} {R.randint(1, 9)}{R.choice(L)}{R.choice(L)}"
            st = f"{R.randint(1, 240)} {R.choice(STREET_NAMES)} {R.choice(UK_ST)}"
            if R.random() < 0.25:
                st = f"Flat {R.randint(1, 24)}, " + st
            self.street = st
        else:
            self.state_name, self.state = R.choice(AU_STATES)
            self.city = R.choice(AU_TOWNS)
            self.zip = f"{R.choice('234567')}{R.randint(0, 999):03d}"
            st = f"{R.randint(1, 400)} {R.choice(STREET_NAMES)} {R.choice(AU_ST)}"
            if R.random() < 0.3:
                st = f"Unit {R.randint(1, 30)}/" + st if R.random() < 0.5 else f"{R.randint(1, 30)}/" + st
            self.street = st
        self.home = self.phone()
        self.mobile = self.phone(mobile=True)
        self.email = self.mkemail(self.p)
        self.username = R.choice([f"{self.p.first[0].lower()}{self.p.last.lower().replace(' ', '').replace(chr(39), '')}{R.randint(1, 99)}",
                                  f"{self.p.first.lower()}.{self.p.last[0].lower()}{self.dob.year % 100:02d}",
                                  f"{self.p.last.lower().replace(' ', '').replace(chr(39), '')[:6]}_{R.randint(100, 999)}"])
        self.mrn = self.mkmrn()
        self.acct = R.choice([f"{R.randint(1000, 9999)}-{R.randint(1000, 9999)}", f"{R.randint(10**7, 10**8 - 1)}",
                              f"V{R.randint(10**6, 10**7 - 1)}", f"ENC{R.randint(10**6, 10**7 - 1)}"])
        self.profession = R.choice(PROFESSIONS)
        self.employer = R.choice(EMPLOYERS)
        self.country = R.choice(COUNTRIES)
        if loc == "US":
            self.insurer = R.choice(INSURERS_US)
            self.member = f"{R.choice(['XKZ', 'BRH', 'KM', 'PCA', 'LSH', 'TSB'])}{R.randint(10**6, 10**9 - 1)}"
            self.group = R.choice([f"GRP-{R.randint(10000, 99999)}", f"{R.randint(100000, 999999)}"])
            self.ssn = f"9{R.randint(0, 99):02d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"
        elif loc == "UK":
            self.insurer = R.choice(INSURERS_UK)
            self.member = f"999 {R.randint(100, 999)} {R.randint(1000, 9999)}"  # NHS number, test range
            self.group = f"AMI{R.randint(100000, 999999)}"
            self.ssn = f"QQ {R.randint(10, 99)} {R.randint(10, 99)} {R.randint(10, 99)} {R.choice('ABCD')}"
        else:
            self.insurer = R.choice(INSURERS_AU)
            self.member = f"{R.randint(2000, 6999)} {R.randint(10000, 99999)} {R.randint(1, 9)}"  # Medicare
            self.group = f"{R.randint(10**7, 10**8 - 1)}"
            self.ssn = None
        # relatives
        self.rels = []
        relset = (["mother", "father", "older sister", "grandmother"] if paeds else
                  ["wife", "husband", "daughter", "son", "partner", "sister", "brother", "niece", "friend",
                   "neighbour" if loc != "US" else "neighbor"])
        for rel in R.sample(relset, 3):
            sx = "F" if rel in ("wife", "daughter", "sister", "niece", "mother", "older sister", "grandmother") else (
                "M" if rel in ("husband", "son", "brother", "father") else None)
            same = rel in ("mother", "father", "son", "daughter", "older sister", "wife") and R.random() < 0.6
            per = Person(R, sx, self.p.last if same else None)
            self.rels.append({"rel": rel, "p": per, "phone": self.phone(mobile=R.random() < 0.6),
                              "prof": R.choice(PROFESSIONS)})
        # hospital
        if loc == "US":
            core, kind = R.choice(HOSP_CORE), R.choice(HOSP_KIND_US)
        elif loc == "UK":
            core, kind = R.choice(HOSP_CORE_UK), R.choice(HOSP_KIND_UK)
        else:
            core, kind = R.choice(HOSP_CORE_AU), R.choice(HOSP_KIND_AU)
        self.hosp = f"{core} {kind}"
        self.hosp_short = core if R.random() < 0.6 else f"{core} {kind.split()[0]}"
        self.hosp_acr = "".join(w[0] for w in self.hosp.replace("'s", "").split() if w[0].isalpha()).upper()
        self.hosp_core = core
        self.hosp_city = R.choice(US_TOWNS if loc == "US" else UK_TOWNS if loc == "UK" else AU_TOWNS)
        self.hosp_street = (f"{R.randint(10, 4000)} {R.choice(STREET_NAMES)} {R.choice(US_ST)}" if loc == "US"
                            else f"{R.randint(1, 300)} {R.choice(STREET_NAMES)} {R.choice(UK_ST if loc == 'UK' else AU_ST)}")
        self.hosp_zip = (f"{R.randint(10, 99)}{R.randint(0, 999):03d}" if loc == "US" else
                         f"{R.choice('HKLMNRSTW')}{R.choice('AEKLNRX')}{R.randint(1, 29)} {R.randint(1, 9)}{R.choice('ABDEFGHJ')}{R.choice('LNPQRSTUWXYZ')}"
                         if loc == "UK" else f"{R.choice('234567')}{R.randint(0, 999):03d}")
        self.hosp_phone = self.phone(land=True)
        self.hosp_fax = self.phone(land=True)
        dom = R.choice(["example.org", "example.net", "example.com"])
        slug = core.lower().replace(" ", "").replace(".", "").replace("'", "")
        self.domain = f"{slug}.{dom}" if R.random() < 0.5 else dom
        self.url = R.choice([f"www.{slug}.{dom}", f"https://portal.{slug}.{dom}/patients",
                             f"www.{dom}/{slug}-{genre.split()[0].lower()}", f"https://{dom}/clinics/{slug}"])
        self.ward = R.choice(WARDS)
        self.building = R.choice(BUILDINGS)
        self.room = R.choice([f"{R.randint(1, 9)}{R.randint(0, 40):02d}{R.choice(['', 'A', 'B'])}", f"{R.randint(2, 30)}"])
        # staff
        self.att = Person(R)
        self.fellow = Person(R)
        self.nurse = Person(R)
        self.coord = Person(R)
        self.tech = Person(R)
        self.gp = Person(R)
        self.transcr = Person(R)
        self.gp_practice = R.choice(GP_PRACTICES)
        self.gp_city = R.choice(US_TOWNS if loc == "US" else UK_TOWNS if loc == "UK" else AU_TOWNS)
        self.gp_street = (f"{R.randint(10, 900)} {R.choice(STREET_NAMES)} {R.choice(US_ST if loc == 'US' else UK_ST if loc == 'UK' else AU_ST)}")
        self.gp_zip = (f"{R.randint(10, 99)}{R.randint(0, 999):03d}" if loc == "US" else
                       f"{R.choice('HKLMNRSTW')}{R.choice('AEKLNRX')}{R.randint(1, 29)} {R.randint(1, 9)}{R.choice('ABDEFGHJ')}{R.choice('LNPQRSTUWXYZ')}"
                       if loc == "UK" else f"{R.choice('234567')}{R.randint(0, 999):03d}")
        self.gp_fax = self.phone(land=True)
        self.gp_phone = self.phone(land=True)
        self.pager = R.choice([f"{R.randint(1, 9)}-{R.randint(1000, 9999)}", f"{R.randint(1000, 9999)}", f"{R.randint(20000, 89999)}"])
        self.cred = R.choice(["MD", "MD", "DO", "MD, PhD"]) if loc == "US" else (
            R.choice(["MRCP", "FRCP", "MBChB, MRCP", "FRCS"]) if loc == "UK" else R.choice(["FRACP", "MBBS, FRACP", "FRACS"]))
        self.npi = f"{R.choice('12')}{R.randint(10**8, 10**9 - 1)}"

    # ---- value makers -------------------------------------------------
    def phone(self, mobile=False, land=False, ext=False):
        R = self.R
        if self.loc == "US":
            a = self.area if R.random() < 0.7 else R.choice(["413", "617", "503", "216", "802", "512", "734", "404", "319", "505", "207", "303", "612", "859"])
            x = f"{R.randint(0, 99):02d}"
            s = R.choice([f"({a}) 555-01{x}", f"{a}-555-01{x}", f"{a}-555-01{x}", f"{a}.555.01{x}", f"+1 {a} 555 01{x}", f"1-{a}-555-01{x}"])
            if ext or (land and R.random() < 0.15):
                s += R.choice([f" ext. {R.randint(2, 4999)}", f" x{R.randint(100, 999)}", f" ext {R.randint(10, 99)}"])
            return s
        if self.loc == "UK":
            if mobile and not land:
                return R.choice([f"07700 900{R.randint(0, 999):03d}", f"07700900{R.randint(0, 999):03d}", f"+44 7700 900{R.randint(0, 999):03d}"])
            pre = R.choice(["020 7946 0", "0113 496 0", "0161 496 0", "0117 496 0", "0121 496 0", "0131 496 0"])
            s = f"{pre}{R.randint(0, 999):03d}"
            if ext or (land and R.random() < 0.1):
                s += f" ext {R.randint(2000, 7999)}"
            return s
        if mobile and not land:
            return R.choice([f"0491 570 {R.randint(0, 999):03d}", f"0491570{R.randint(0, 999):03d}", f"+61 491 570 {R.randint(0, 999):03d}"])
        ac = self.area if R.random() < 0.75 else R.choice("2378")
        return R.choice([f"(0{ac}) 5550 {R.randint(0, 9999):04d}", f"0{ac} 5550 {R.randint(0, 9999):04d}"])

    def mkemail(self, per, staff=False):
        R = self.R
        f, l = per.first.lower(), per.last.lower().replace(" ", "").replace("'", "")
        user = R.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}{R.randint(1, 99)}", f"{l}.{f[0]}", f"{f}_{l}"])
        if staff:
            return f"{user}@{self.domain}"
        return f"{user}@{R.choice(['example.com', 'example.net', 'example.org', 'mail.example.com'])}"

    def mkmrn(self):
        R = self.R
        if self.loc == "US":
            return R.choice([f"{R.randint(0, 99999999):08d}", f"E{R.randint(10**6, 10**7 - 1)}",
                             f"{R.randint(100, 999)}-{R.randint(100, 999)}-{R.randint(100, 999)}", f"MR{R.randint(10**5, 10**6 - 1)}"])
        if self.loc == "UK":
            return R.choice([f"{R.choice('KRTMHW')}{R.randint(10**6, 10**7 - 1)}", f"RX{R.randint(10**5, 10**6 - 1)}"])
        return R.choice([f"{R.randint(10**5, 10**6 - 1)}", f"UR{R.randint(10**5, 10**6 - 1)}"])

    def d(self, date, style=None):
        """A marked date."""
        st = style or (self.dstyle if self.R.random() < 0.7 else self.R.choice(self.dstyles))
        return M("DATE", fmt_date(date, st))

    def before(self, lo, hi):
        return self.visit - dt.timedelta(days=self.R.randint(lo, hi))

    def after(self, lo, hi):
        return self.visit + dt.timedelta(days=self.R.randint(lo, hi))

    # ---- names ---------------------------------------------------------
    def pt(self, style=None):
        R, p = self.R, self.p
        title = {"F": R.choice(["Ms", "Mrs", "Ms", "Miss"]), "M": "Mr"}[p.sex]
        if self.loc == "US" and R.random() < 0.4:
            title += "."
        if self.paeds:
            style = style or R.choice(["full", "first", "first", "first", "fullmid", "lastfirst", "nick"])
        style = style or R.choice(["full", "full", "title", "title", "title", "first", "lastfirst", "fullmid",
                                   "firstinit", "initials", "nick", "titlefull", "upper"])
        if style == "nick" and not p.nick:
            style = "first"
        if style == "full":
            return M("PATIENT", p.full)
        if style == "fullmid":
            return M("PATIENT", f"{p.first} {p.mid}{R.choice(['.', ''])} {p.last}")
        if style == "title":
            return f"{title} {M('PATIENT', p.last)}"
        if style == "titlefull":
            return f"{title} {M('PATIENT', p.full)}"
        if style == "first":
            return M("PATIENT", p.first)
        if style == "lastfirst":
            return M("PATIENT", R.choice([f"{p.last.upper()}, {p.first.upper()} {p.mid}", f"{p.last}, {p.first}",
                                          f"{p.last.upper()}, {p.first}"]))
        if style == "upper":
            return M("PATIENT", p.full.upper())
        if style == "firstinit":
            return M("PATIENT", f"{p.first} {p.last[0]}.")
        if style == "initials":
            return M("PATIENT", R.choice([f"{p.first[0]}.{p.last[0]}.", f"{p.first[0]}{p.last[0]}",
                                          f"{p.first[0]}{p.mid}{p.last[0]}"]))
        if style == "nick":
            return M("PATIENT", p.nick)
        raise ValueError(style)

    def pronoun(self):
        return ("she", "her", "She", "Her") if self.p.sex == "F" else ("he", "his", "He", "His")

    def dr(self, per=None, style=None, cred=None):
        R = self.R
        per = per or self.att
        cred = cred or self.cred
        style = style or R.choice(["drlast", "drlast", "drfull", "fullcred", "fullcred", "initcred", "prof", "upper"])
        if style == "prof" and R.random() < 0.6:
            style = "drlast"
        if style == "drlast":
            return f"{R.choice(['Dr', 'Dr.', 'Dr']) if self.loc == 'US' else 'Dr'} {M('DOCTOR', per.last)}"
        if style == "drfull":
            return f"Dr {M('DOCTOR', per.full)}"
        if style == "fullcred":
            return f"{M('DOCTOR', R.choice([per.full, f'{per.first} {per.mid}. {per.last}']))}, {cred}"
        if style == "initcred":
            return f"{M('DOCTOR', f'{per.first[0]}. {per.last}')} {cred}"
        if style == "prof":
            return f"Prof {M('DOCTOR', per.last)}"
        if style == "upper":
            return f"{M('DOCTOR', f'{per.last.upper()}, {per.first.upper()}')} {cred.split(',')[0]}"
        raise ValueError(style)

    def staff(self, per, role):
        """Staff member with a role word; the role and credential stay outside."""
        R = self.R
        forms = {
            "nurse": [f"nurse {M('DOCTOR', per.first)}", f"{M('DOCTOR', per.full)}, RN", f"RN {M('DOCTOR', per.full)}",
                      f"{M('DOCTOR', per.first + ' ' + per.last[0] + '.')} (RN)", f"Sister {M('DOCTOR', per.last)}" if self.loc != "US" else f"{M('DOCTOR', per.full)} RN"],
            "fellow": [f"fellow Dr {M('DOCTOR', per.last)}", f"{M('DOCTOR', per.full)}, MD (fellow)", f"Dr {M('DOCTOR', per.first)} (fellow)",
                       f"registrar Dr {M('DOCTOR', per.last)}" if self.loc != "US" else f"PGY-5 fellow {M('DOCTOR', per.full)}"],
            "coord": [f"coordinator {M('DOCTOR', per.full)}", f"{M('DOCTOR', per.first)} (coordinator)", f"{M('DOCTOR', per.full)}, care coordinator"],
            "tech": [f"technician {M('DOCTOR', per.full)}", f"tech {M('DOCTOR', per.first)}", f"{M('DOCTOR', per.full)}, RDCS",
                     f"{M('DOCTOR', per.first[0] + '. ' + per.last)} (technologist)"],
        }[role]
        return R.choice(forms)

    def rel(self, i=0, style=None):
        r = self.rels[i]
        p = r["p"]
        style = style or self.R.choice(["first", "full", "first", "title"])
        if style == "first":
            return M("FAMILY", p.first)
        if style == "full":
            return M("FAMILY", p.full)
        return f"{'Mrs' if p.sex == 'F' else 'Mr'} {M('FAMILY', p.last)}"

    def age_expr(self, age=None, style=None):
        R = self.R
        a = self.age if age is None else age
        sx = self.p.sex
        if self.paeds and a < 2:
            return f"{M('AGE', max(1, self.months))}-month-old"
        style = style or R.choice(["yo", "yo2", "yearold", "yearold", "sexshort", "yslash", "aged", "word"])
        if style == "word" and a not in NUMWORDS:
            style = "yearold"
        if style == "word":
            return f"{M('AGE', NUMWORDS[a])}-year-old"
        return {
            "yo": "{} yo", "yo2": "{}yo", "yearold": "{}-year-old", "sexshort": "{}" + sx, "yslash": "{} y/o",
            "aged": "aged {}",
        }[style].format(M("AGE", a))

    def addr_line(self, sep=", "):
        return f"{M('STREET', self.street)}{sep}{M('CITY', self.city)}, {M('STATE', self.state)} {M('ZIP', self.zip)}" if self.loc != "UK" else \
            f"{M('STREET', self.street)}{sep}{M('CITY', self.city)}{sep}{M('STATE', self.state)}{sep}{M('ZIP', self.zip)}"

    def hosp_addr(self):
        if self.loc == "UK":
            return f"{M('STREET', self.hosp_street)}, {M('CITY', self.hosp_city)} {M('ZIP', self.hosp_zip)}"
        return f"{M('STREET', self.hosp_street)}, {M('CITY', self.hosp_city)}, {M('STATE', self.state)} {M('ZIP', self.hosp_zip)}"

    def hospref(self):
        return M("HOSPITAL", self.R.choice([self.hosp, self.hosp, self.hosp_short, self.hosp_acr]))


def pad(marked_plain, width, plain):
    """Pad a marked cell to a column width computed from its plain value."""
    return marked_plain + " " * max(1, width - len(plain))


def plain_len(s):
    return len(re.sub("\x01[A-Z_]+\x02|\x03", "", s))
