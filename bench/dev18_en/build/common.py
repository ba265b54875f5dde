"""Shared machinery: span markup, locale formats, note context."""
import datetime as dt
import re

from pools import (SURNAMES, EPONYM_SURNAMES, MALE, FEMALE, NICKNAMES, US_PLACES, UK_PLACES, CA_PLACES, AU_PLACES,
                   NZ_PLACES, IE_PLACES, IN_PLACES, EPONYM_TOWNS, STREET_WORDS, STREET_TYPES, IN_LOCALITIES,
                   IN_BUILDINGS, HOSP_ADJ, SAINTS, HOSP_SUFFIX, CLINIC_SUFFIX, WARDS, PHARMACY_NAMES, ORG_A, ORG_B,
                   ORG_SUFFIX, SCHOOLS, CHURCHES, PROFESSIONS)

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}

OPEN, SEP, CLOSE = "\u27e6", "\u2758", "\u27e7"
MARK = re.compile(OPEN + r"([A-Z_]+)" + SEP + "(.*?)" + CLOSE, re.S)


def P(typ, value):
    assert typ in LABEL, typ
    value = str(value)
    assert value and value == value.strip(), repr(value)
    return f"{OPEN}{typ}{SEP}{value}{CLOSE}"


def render(marked):
    out, spans, pos = [], [], 0
    last = 0
    for m in MARK.finditer(marked):
        chunk = marked[last:m.start()]
        out.append(chunk)
        pos += len(chunk)
        typ, val = m.group(1), m.group(2)
        spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(marked[last:])
    text = "".join(out)
    assert OPEN not in text and CLOSE not in text
    return text, spans


ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "New Year's Eve"],
            "UK": ["Christmas", "Boxing Day", "Easter", "Bonfire Night", "New Year's Day"],
            "CA": ["Thanksgiving", "Canada Day", "Christmas", "Victoria Day"],
            "AU": ["Anzac Day", "Christmas", "Australia Day", "Boxing Day"],
            "NZ": ["Waitangi Day", "Christmas", "Matariki", "Anzac Day"],
            "IE": ["St Patrick's Day", "Christmas", "Easter Monday", "Halloween"],
            "IN": ["Diwali", "Holi", "Pongal", "Christmas", "Eid"]}


class Ctx:
    """All invented facts for one note."""

    def __init__(self, rng, loc, epo_surnames=(), epo_towns=()):
        self.r = r = rng
        self.loc = loc
        self.sex = r.choice("MF")
        self.given = r.choice(MALE if self.sex == "M" else FEMALE)
        self.middle = r.choice(MALE + FEMALE)[0] if r.random() < 0.5 else None
        self.surname = self.pick_surname()
        self.epo_role = None
        if epo_surnames and r.random() < 0.55:
            self.epo_role = r.choice(["patient", "doctor", "doctor", "family"])
            self.epo_surname = r.choice(list(epo_surnames))
            if self.epo_role == "patient":
                self.surname = self.epo_surname
        self.age = r.randint(19, 94)
        year = r.randint(2016, 2025)
        self.visit = dt.date(year, r.randint(1, 12), r.randint(1, 28))
        self.dob = dt.date(self.visit.year - self.age - (1 if r.random() < 0.5 else 0), r.randint(1, 12), r.randint(1, 28))
        self.age = self.visit.year - self.dob.year - ((self.visit.month, self.visit.day) < (self.dob.month, self.dob.day))
        self.he, self.his, self.him = ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        self.title = r.choice(["Mr", "Mr."] if self.sex == "M" else ["Mrs", "Ms", "Ms.", "Miss", "Mrs."])
        if r.random() < 0.03:
            self.title = "Mx"
        town = None
        if epo_towns and r.random() < 0.5:
            table0 = {"US": US_PLACES, "UK": UK_PLACES, "CA": CA_PLACES, "AU": AU_PLACES, "NZ": NZ_PLACES,
                      "IE": IE_PLACES, "IN": IN_PLACES}[loc]
            cands = [t for t in epo_towns if t in {p[0] for p in table0}] or [t for t in EPONYM_TOWNS.get(loc, []) if r.random() < 0.3]
            if cands:
                town = r.choice(cands)
        self.home = self.place(town)
        self.work_place = self.place()
        self.doctors = [self.person_name() for _ in range(5)]
        if self.epo_role == "doctor":
            self.doctors[0] = (self.doctors[0][0], self.epo_surname)
        self.relatives = []
        self.occupation = r.choice(PROFESSIONS)
        self.employer = self.org()
        self.hospital = self.hospital_name()
        self.hospital2 = self.hospital_name()
        self.practice = self.clinic_name()

    # ---------- names
    def pick_surname(self):
        return self.r.choice(SURNAMES)

    def person_name(self, sex=None):
        sex = sex or self.r.choice("MF")
        return (self.r.choice(MALE if sex == "M" else FEMALE), self.r.choice(SURNAMES))

    def relative(self, rel):
        sex = "F" if rel in ("wife", "mother", "daughter", "sister", "partner_f", "aunt", "grandmother", "niece") else "M"
        g, s = self.person_name(sex)
        if self.epo_role == "family" and not self.relatives:
            s = self.epo_surname
        elif rel in ("mother", "father", "son", "daughter", "brother", "sister") and self.r.random() < 0.6:
            s = self.surname
        self.relatives.append((g, s))
        return g, s

    def pt(self, style=None):
        """A patient name form as marked text (title outside the span)."""
        r = self.r
        g, s, m = self.given, self.surname, self.middle
        style = style or r.choice(["full", "title_sur", "title_sur", "given", "sur_given", "full_mid", "init",
                                   "caps", "title_full", "g_initial", "initials_dot"])
        if style == "full":
            return P("PATIENT", f"{g} {s}")
        if style == "full_mid":
            return P("PATIENT", f"{g} {m + '. ' if m else ''}{s}")
        if style == "title_sur":
            return f"{self.title} " + P("PATIENT", s)
        if style == "title_full":
            return f"{self.title} " + P("PATIENT", f"{g} {s}")
        if style == "given":
            return P("PATIENT", g)
        if style == "sur_given":
            return P("PATIENT", f"{s}, {g}")
        if style == "caps":
            return P("PATIENT", f"{s.upper()}, {g.upper()}{' ' + m if m else ''}")
        if style == "init":
            return P("PATIENT", f"{g[0]}. {s}")
        if style == "g_initial":
            return P("PATIENT", f"{g} {s[0]}.")
        if style == "initials_dot":
            return P("PATIENT", f"{g[0]}.{s[0].upper()}.")
        if style == "initials":
            return P("PATIENT", f"{g[0]}{s[0].upper()}")
        if style == "nick":
            return P("PATIENT", NICKNAMES.get(g, g))
        raise ValueError(style)

    def dr(self, i=0, style=None, cred=None):
        r = self.r
        g, s = self.doctors[i]
        style = style or r.choice(["dr_sur", "dr_full", "full_cred", "dr_init", "sur", "prof_sur"])
        t = r.choice(["Dr", "Dr."])
        if style == "dr_sur":
            return f"{t} " + P("DOCTOR", s)
        if style == "dr_full":
            return f"{t} " + P("DOCTOR", f"{g} {s}")
        if style == "full_cred":
            return P("DOCTOR", f"{g} {s}") + ", " + (cred or self.cred())
        if style == "full_cred_nocomma":
            return P("DOCTOR", f"{g} {s}") + " " + (cred or self.cred())
        if style == "dr_init":
            return f"{t} " + P("DOCTOR", f"{g[0]}. {s}")
        if style == "sur":
            return P("DOCTOR", s)
        if style == "prof_sur":
            return r.choice(["Prof", "Prof.", "Professor"]) + " " + P("DOCTOR", s)
        if style == "given":
            return P("DOCTOR", g)
        if style == "lower_init":
            return P("DOCTOR", (g[0] + s[0]).lower())
        if style == "upper_init":
            return P("DOCTOR", (g[0] + s[0]).upper())
        if style == "last_first":
            return P("DOCTOR", f"{s}, {g}")
        raise ValueError(style)

    def cred(self):
        return self.r.choice({"US": ["MD", "DO", "MD, PhD", "MD, FACP"], "UK": ["MBBS, MRCP", "FRCP", "MRCGP", "MBChB"],
                              "CA": ["MD, FRCPC", "MD, CCFP", "MD"], "AU": ["MBBS, FRACP", "FRACGP", "MBBS"],
                              "NZ": ["MBChB, FRACP", "FRNZCGP", "MBChB"], "IE": ["MB, MRCPI", "FRCPI", "MICGP"],
                              "IN": ["MBBS, MD", "MBBS, DM", "MS (Ortho)", "MBBS, DNB"]}[self.loc])

    # ---------- places
    def place(self, town=None):
        r, loc = self.r, self.loc
        table = {"US": US_PLACES, "UK": UK_PLACES, "CA": CA_PLACES, "AU": AU_PLACES, "NZ": NZ_PLACES,
                 "IE": IE_PLACES, "IN": IN_PLACES}[loc]
        cands = [p for p in table if p[0] == town] if town else table
        p = r.choice(cands)
        num = r.randint(1, 2400 if loc == "US" else 220)
        word = r.choice(STREET_WORDS)
        st = r.choice(STREET_TYPES[loc])
        if loc == "US":
            street = f"{num} {word} {st}" + (r.choice(["", "", f", Apt {r.randint(1, 40)}{r.choice('ABCD')}", f" #{r.randint(100, 999)}"]))
            return dict(street=street, city=p[0], state=p[1], state_name=p[2],
                        zip=p[3] + f"{r.randint(0, 99):02d}" + (f"-{r.randint(1000, 9999)}" if r.random() < 0.2 else ""))
        if loc == "UK":
            street = r.choice(["", "", f"Flat {r.randint(1, 12)}, "]) + f"{num} {word} {st}"
            pc = p[2] + (str(r.randint(1, 9)) if not p[2][-1].isdigit() else "") + f" {r.randint(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            return dict(street=street, city=p[0], state=p[1], state_name=p[1], zip=pc)
        if loc == "CA":
            street = r.choice(["", "", f"Unit {r.randint(1, 30)}, "]) + f"{num} {word} {st}"
            pc = f"{p[3]} {r.randint(1, 9)}{r.choice('ABCEGHJKLMNPRSTVXY')}{r.randint(1, 9)}"
            return dict(street=street, city=p[0], state=p[1], state_name=p[2], zip=pc)
        if loc == "AU":
            street = r.choice(["", "", f"Unit {r.randint(1, 20)}/", f"{r.randint(1, 9)}/"]) + f"{num} {word} {st}"
            return dict(street=street, city=p[0], state=p[1], state_name=p[2], zip=p[3])
        if loc == "NZ":
            street = r.choice(["", "", f"{r.randint(1, 9)}/", "Flat 2, "]) + f"{num} {word} {st}"
            return dict(street=street, city=p[0], state=p[1], state_name=p[1], zip=p[2])
        if loc == "IE":
            street = r.choice(["", f"Apt {r.randint(1, 30)}, ", ""]) + f"{num} {word} {st}"
            ec = f"{p[2]} {r.choice('ACDEFHKNPRTVWXY')}{r.randint(100, 999)}" if p[2][1].isdigit() else p[2]
            ec = f"{p[2]} {r.choice('ACDEFHKNPRTVWXY')}{r.randint(10, 99)}{r.choice('ACDEFHKNPRTVWXY')}"
            return dict(street=street, city=p[0], state=p[1], state_name=p[1], zip=ec)
        if loc == "IN":
            street = r.choice([f"Flat {r.randint(101, 904)}, {r.choice(IN_BUILDINGS)}, {ordinal(r.randint(1, 18))} {r.choice(['Main Road', 'Cross Road'])}, {r.choice(IN_LOCALITIES)}",
                               f"No. {num}, {word} {st}, {r.choice(IN_LOCALITIES)}", f"{num}/{r.randint(1, 9)} {word} {st}"])
            return dict(street=street, city=p[0], state=p[1], state_name=p[1], zip=p[2] + f"{r.randint(1, 99):03d}")
        raise ValueError(loc)

    def addr(self, a=None, oneline=True):
        """Locale-formatted address as marked text."""
        a = a or self.home
        r, loc = self.r, self.loc
        sep = ", " if oneline else "\n"
        S, C, Z = P("STREET", a["street"]), P("CITY", a["city"]), P("ZIP", a["zip"])
        st = P("STATE", a["state"] if r.random() < 0.75 else a["state_name"])
        if loc in ("US", "CA"):
            return f"{S}{sep}{C}, {st} {Z}" + (", " + P("COUNTRY", "USA" if loc == "US" else "Canada") if r.random() < 0.15 else "")
        if loc == "UK":
            county = (sep + P("CITY", a["state"])) if a["state"] and r.random() < 0.6 else ""
            return f"{S}{sep}{C}{county}{sep}{Z}" + (sep + P("COUNTRY", "United Kingdom") if r.random() < 0.1 else "")
        if loc == "AU":
            return f"{S}{sep}{C} {P('STATE', a['state'])} {Z}"
        if loc == "NZ":
            reg = (sep + P("STATE", a["state"])) if a["state"] != a["city"] and r.random() < 0.4 else ""
            return f"{S}{sep}{C}{reg} {Z}" if not reg else f"{S}{sep}{C}{reg}{sep}{Z}"
        if loc == "IE":
            county = "" if a["city"] == a["state"] and r.random() < 0.5 else f"{sep}Co. {P('CITY', a['state'])}"
            if a["city"] == "Dublin":
                county = ""
            return f"{S}{sep}{C}{county}{sep}{Z}" + (sep + P("COUNTRY", "Ireland") if r.random() < 0.1 else "")
        if loc == "IN":
            return f"{S}{sep}{C} - {Z}{sep}{P('STATE', a['state'])}" if r.random() < 0.5 else f"{S}{sep}{C}, {P('STATE', a['state'])} {Z}"

    def hospital_name(self):
        r = self.r
        c = self.r.choice(["adj", "saint", "city", "sur"])
        if c == "adj":
            return f"{r.choice(HOSP_ADJ)} {r.choice(HOSP_SUFFIX)}"
        if c == "saint":
            return f"{r.choice(SAINTS)} {r.choice(['Hospital', 'University Hospital', 'Hospital', 'Medical Center'])}"
        if c == "city":
            return f"{r.choice(['Royal ', '', ''])}{self.home['city'] if r.random() < 0.5 else self.work_place['city']} {r.choice(['General Hospital', 'Infirmary', 'Base Hospital', 'Hospital', 'Regional Hospital'])}"
        return f"{r.choice(SURNAMES)} {r.choice(['Memorial Hospital', 'Hospital', 'Institute of Medical Sciences'])}"

    def clinic_name(self):
        r = self.r
        return f"{r.choice(HOSP_ADJ + STREET_WORDS)} {r.choice(['', 'Park ', 'Road ', 'Street '])}{r.choice(CLINIC_SUFFIX)}".replace("  ", " ")

    def org(self):
        r = self.r
        suf = r.choice(ORG_SUFFIX[self.loc])
        return f"{r.choice(ORG_A)} {r.choice(ORG_B)}" + (f" {suf}" if suf else "")

    def school(self):
        return self.r.choice(SCHOOLS)

    def church(self):
        return self.r.choice(CHURCHES)

    def ward(self):
        return self.r.choice(WARDS)

    def pharmacy(self):
        return self.r.choice(PHARMACY_NAMES)

    # ---------- dates
    def d(self, date=None, style=None, delta=None):
        r, loc = self.r, self.loc
        if date is None:
            date = self.visit + dt.timedelta(days=delta or 0)
        y, m, dd = date.year, date.month, date.day
        wd = WEEKDAYS[date.weekday()]
        if loc == "US":
            opts = [f"{m:02d}/{dd:02d}/{y}", f"{m}/{dd}/{y % 100:02d}", f"{MONTHS[m-1]} {dd}, {y}",
                    f"{MONTHS[m-1][:3]} {dd}, {y}", f"{y}-{m:02d}-{dd:02d}", f"{wd[:3]} {m}/{dd}", f"{m}/{dd}/{y}",
                    f"{wd}, {MONTHS[m-1]} {dd}, {y}"]
        elif loc == "CA":
            opts = [f"{y}-{m:02d}-{dd:02d}", f"{MONTHS[m-1]} {dd}, {y}", f"{dd:02d}/{m:02d}/{y}", f"{y}/{m:02d}/{dd:02d}",
                    f"{dd} {MONTHS[m-1][:3]} {y}"]
        else:
            opts = [f"{dd:02d}/{m:02d}/{y}", f"{dd}/{m}/{y % 100:02d}", f"{dd} {MONTHS[m-1]} {y}",
                    f"{ordinal(dd)} {MONTHS[m-1]} {y}", f"{dd:02d}-{MONTHS[m-1][:3]}-{y}", f"{dd:02d}.{m:02d}.{y}",
                    f"{wd} {dd} {MONTHS[m-1]} {y}", f"{dd} {MONTHS[m-1][:3]} {y}"]
        s = r.choice(opts) if style is None else opts[style % len(opts)]
        return P("DATE", s)

    def dob_s(self):
        # a date of birth always carries its year
        st = self.r.choice([0, 1, 2, 3, 4, 6, 7]) if self.loc == "US" else None
        return self.d(self.dob, style=st)

    def month_year(self, years_back=None):
        r = self.r
        y = self.visit.year - (years_back if years_back is not None else r.randint(1, 12))
        return P("DATE", r.choice([f"{MONTHS[r.randint(0, 11)]} {y}", f"{MONTHS[r.randint(0, 11)][:3]} {y}", f"{y}"]))

    def year(self, back=None):
        return P("DATE", str(self.visit.year - (back if back is not None else self.r.randint(1, 20))))

    def holiday(self):
        return P("DATE", self.r.choice(HOLIDAYS[self.loc]))

    def weekday(self):
        return P("DATE", self.r.choice(WEEKDAYS[:5]))

    # ---------- ages
    def age_s(self, style=None, age=None):
        r = self.r
        a = self.age if age is None else age
        style = style or r.choice(["yo_dash", "yo", "yo_nospace", "sexletter", "aged", "year_old_space", "words", "y"])
        if style == "yo_dash":
            return P("AGE", str(a)) + "-year-old"
        if style == "yo":
            return P("AGE", str(a)) + " yo"
        if style == "yo_nospace":
            return P("AGE", str(a)) + "yo"
        if style == "sexletter":
            return P("AGE", str(a)) + " " + self.sex
        if style == "aged":
            return "aged " + P("AGE", str(a))
        if style == "year_old_space":
            return P("AGE", str(a)) + " year old"
        if style == "words":
            return P("AGE", words(a)) + "-year-old"
        if style == "y":
            return P("AGE", str(a)) + "y"
        raise ValueError(style)

    # ---------- contacts / ids
    def phone(self, mobile=None, ext=False):
        r, loc = self.r, self.loc
        mobile = r.random() < 0.5 if mobile is None else mobile
        n = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))
        if loc in ("US", "CA"):
            a = r.choice(["617", "412", "650", "603", "214", "919", "303", "206", "410", "905", "613", "514", "416", "902"] if loc == "US" else ["905", "613", "514", "416", "902", "204", "403", "604"])
            x = f"555-01{n(2)}"
            s = r.choice([f"({a}) {x}", f"{a}-{x}", f"{a}.{x.replace('-', '.')}", f"+1 {a} {x}"])
        elif loc == "UK":
            s = r.choice([f"07700 900{n(3)}", f"01632 960{n(3)}", f"020 7946 0{n(3)}", f"+44 7700 900{n(3)}", f"0113 496 0{n(3)}"]) if True else ""
        elif loc == "AU":
            s = f"04{n(2)} {n(3)} {n(3)}" if mobile else r.choice([f"(02) 5550 {n(4)}", f"(03) 7010 {n(4)}", f"+61 7 5550 {n(4)}", f"08 5550 {n(4)}"])
        elif loc == "NZ":
            s = f"02{r.choice('1257')} {n(3)} {n(4)}" if mobile else r.choice([f"(09) 555 {n(4)}", f"(07) 555 {n(4)}", f"+64 4 555 {n(4)}", f"03 555 {n(4)}"])
        elif loc == "IE":
            s = f"08{r.choice('3567')} {n(3)} {n(4)}" if mobile else r.choice([f"(01) 555 {n(4)}", f"021 455 {n(4)}", f"+353 91 555 {n(3)}", f"(061) 555 {n(3)}"])
        else:
            s = f"+91 9{n(4)} {n(5)}" if mobile else r.choice([f"080-2{n(3)} {n(4)}", f"022 2{n(3)} {n(4)}", f"(044) 2{n(3)} {n(4)}", f"0{n(2)}-{n(8)}"])
        if ext:
            s += r.choice([f" ext. {r.randint(10, 9999)}", f" x{r.randint(100, 999)}", f" ext {r.randint(1000, 9999)}"])
        return s

    def pager(self):
        return f"{self.r.randint(1, 9)}-{self.r.randint(1000, 9999)}" if self.r.random() < 0.5 else f"{self.r.randint(10000, 99999)}"

    def email(self, g, s, domain=None):
        r = self.r
        clean = lambda x: re.sub(r"[^a-z]", "", x.lower())
        local = r.choice([f"{clean(g)}.{clean(s)}", f"{clean(g)[0]}{clean(s)}", f"{clean(s)}{r.randint(1, 99)}",
                          f"{clean(g)}_{clean(s)[:3]}{r.randint(70, 99)}"])
        domain = domain or r.choice(["example.com", "mailbox.example.org", "inbox.example.net", "webmail.example.co.uk",
                                     "example.com.au", "example.co.nz", "post.example.ie", "example.in"])
        return f"{local}@{domain}"

    def site_domain(self, name):
        base = re.sub(r"[^a-z]", "", name.lower())[:18]
        tld = {"US": "org", "UK": "nhs.example.uk", "CA": "example.ca", "AU": "example.org.au", "NZ": "example.co.nz",
               "IE": "example.ie", "IN": "example.in"}[self.loc]
        return f"{base}.{tld}"

    def url(self, name):
        r = self.r
        path = r.choice(["", "/portal", "/patients", "/referrals", "/sleep", "/clinics/eye", "/myhealth/login", "/book"])
        return r.choice(["www.", "https://www.", "https://", ""]) + self.site_domain(name) + path

    def mrn(self):
        r, loc = self.r, self.loc
        return r.choice({"US": [f"{r.randint(10**7, 10**8 - 1)}", f"{r.randint(100, 999)}-{r.randint(10**4, 10**5 - 1)}", f"MR{r.randint(10**6, 10**7-1)}"],
                         "UK": [f"{r.choice('ABCDEFGHJKRS')}{r.randint(10**6, 10**7 - 1)}", f"RX{r.randint(10**5, 10**6-1)}"],
                         "CA": [f"{r.randint(10**6, 10**7 - 1)}", f"H{r.randint(10**6, 10**7-1)}"],
                         "AU": [f"{r.randint(10**6, 10**7 - 1)}", f"{r.randint(10**5, 10**6-1)}"],
                         "NZ": [f"{r.randint(10**6, 10**7 - 1)}"],
                         "IE": [f"{r.randint(10**5, 10**6 - 1)}", f"{r.randint(10**6, 10**7-1)}"],
                         "IN": [f"{r.randint(10**7, 10**8-1)}", f"{r.choice(['BLR', 'MUM', 'CHN'])}-{r.randint(10**5, 10**6-1)}"]}[loc])

    def national_health_id(self):
        """(label text, value, type) — national patient identifiers are MRN; insurance-style cards HEALTHPLAN."""
        r, loc = self.r, self.loc
        n = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))
        if loc == "UK":
            return r.choice([("NHS No:", f"{n(3)} {n(3)} {n(4)}", "MRN"), ("NHS number", f"{n(10)}", "MRN"), ("CHI:", n(10), "MRN")])
        if loc == "NZ":
            L = lambda: r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ")
            return ("NHI:", f"{L()}{L()}{L()}{n(4)}", "MRN")
        if loc == "AU":
            return r.choice([("Medicare No:", f"{n(4)} {n(5)} {n(1)}", "HEALTHPLAN"), ("Medicare", f"{n(4)} {n(5)} {n(1)}-{r.randint(1, 5)}", "HEALTHPLAN"), ("IHI:", f"8003 60{n(2)} {n(4)} {n(4)}", "MRN")])
        if loc == "CA":
            return r.choice([("OHIP:", f"{n(4)}-{n(3)}-{n(3)}-{r.choice(['AB', 'XK', 'TM'])}", "HEALTHPLAN"), ("Health card #", f"{n(10)}", "HEALTHPLAN"), ("PHN", f"9{n(3)} {n(3)} {n(3)}", "HEALTHPLAN")])
        if loc == "IE":
            return r.choice([("GMS No:", f"{n(6)}{r.choice('ABCDEFGH')}", "HEALTHPLAN"), ("Medical card no.", f"{n(7)}{r.choice('WTXZ')}", "HEALTHPLAN"), ("IHI", n(18), "MRN")])
        if loc == "IN":
            return r.choice([("ABHA No:", f"{n(2)}-{n(4)}-{n(4)}-{n(4)}", "MRN"), ("PM-JAY ID", f"P{r.choice('ABCDEFGH')}{n(8)}", "HEALTHPLAN"), ("Policy No.", f"{n(4)}/{n(6)}/{n(2)}/{n(4)}", "HEALTHPLAN")])
        return r.choice([("Member ID", f"{r.choice(['XKZ', 'WQH', 'BCB', 'UHC', 'AET'])}{n(6)}", "HEALTHPLAN"), ("Medicare MBI", f"{r.randint(1, 9)}{r.choice('ACDEFG')}{r.choice('ACDEFG')}{n(1)}-{r.choice('ACDEFG')}{r.choice('ACDEFG')}{n(1)}-{r.choice('ACDEFG')}{r.choice('ACDEFG')}{n(2)}", "HEALTHPLAN"), ("Policy #", f"{n(3)}-{n(6)}-{n(2)}", "HEALTHPLAN")])

    def group_no(self):
        return f"GRP-{self.r.randint(10000, 99999)}"

    def ssn(self):
        r, loc = self.r, self.loc
        n = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))
        L = lambda: r.choice("ABCEGHJKLMNPRSTWXYZ")
        return {"US": ("SSN", f"{r.randint(100, 665)}-{n(2)}-{n(4)}"), "UK": ("NI number", f"{L()}{L()} {n(2)} {n(2)} {n(2)} {r.choice('ABCD')}"),
                "CA": ("SIN", f"{n(3)} {n(3)} {n(3)}"), "AU": ("TFN", f"{n(3)} {n(3)} {n(3)}"), "NZ": ("IRD number", f"{n(3)}-{n(3)}-{n(3)}"),
                "IE": ("PPSN", f"{n(7)}{r.choice('ABCDEFGHW')}"), "IN": ("Aadhaar", f"{n(4)} {n(4)} {n(4)}")}[loc]

    def licence(self):
        r, loc = self.r, self.loc
        n = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))
        return r.choice({"US": [("NPI", "1" + n(9)), ("DEA", f"{r.choice('ABFM')}{r.choice('ABCDEFGHKLMNOPRSTW')}{n(7)}"), ("Lic #", f"MD{n(6)}")],
                         "UK": [("GMC", n(7)), ("GMC No.", n(7)), ("NMC PIN", f"{n(2)}{r.choice('ABCDEFGHIJ')}{n(4)}{r.choice('EOS')}")],
                         "CA": [("CPSO #", n(5)), ("CPSBC", n(5)), ("Billing #", n(6))],
                         "AU": [("Provider No.", f"{n(6)}{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJKLTWXY')}"), ("AHPRA", f"MED000{n(7)}"), ("Prescriber No.", n(7))],
                         "NZ": [("MCNZ", n(5)), ("HPI CPN", f"{n(2)}{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJK')}")],
                         "IE": [("MCRN", n(6)), ("IMC No.", n(6))],
                         "IN": [("Reg. No.", f"KMC {n(5)}"), ("NMC Reg", f"{r.choice(['MMC', 'TNMC', 'DMC'])}/{r.randint(1995, 2020)}/{n(5)}")]}[loc])

    def acct(self):
        r = self.r
        return r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"V{r.randint(10**7, 10**8-1)}", f"ENC{r.randint(10**6, 10**7-1)}",
                         f"{r.randint(10**8, 10**9-1)}", f"F{r.randint(10**6, 10**7-1)}"])

    def idnum(self, kind=None):
        r = self.r
        yy = self.visit.year % 100
        return r.choice([f"S{yy}-{r.randint(1000, 99999)}", f"ACC-{r.randint(10**5, 10**6-1)}", f"{r.choice('HCMBPQ')}{yy}{r.randint(10**5, 10**6-1)}",
                         f"ORD{r.randint(10**6, 10**7-1)}", f"REQ-{yy}-{r.randint(1000, 9999)}", f"{r.randint(10**9, 10**10-1)}"])

    def device_sn(self):
        r = self.r
        L = lambda k: "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(k))
        return r.choice([f"{L(3)}{r.randint(100000, 999999)}", f"SN {L(2)}{r.randint(10**7, 10**8-1)}"[3:], f"{r.randint(10**9, 10**10-1)}",
                         f"{L(1)}{r.randint(1000, 9999)}-{L(2)}{r.randint(100, 999)}"])

    def plate(self):
        r, loc = self.r, self.loc
        L = lambda k: "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(k))
        return {"US": f"{r.randint(1, 9)}{L(3)}{r.randint(100, 999)}", "UK": f"{L(2)}{r.randint(10, 74)} {L(3)}",
                "CA": f"{L(4)} {r.randint(100, 999)}", "AU": f"{L(3)}-{r.randint(10, 99)}{L(1)}", "NZ": f"{L(3)}{r.randint(100, 999)}",
                "IE": f"{r.randint(12, 24)}{r.choice(['1', '2'])}-{r.choice(['D', 'C', 'G', 'KY', 'LK', 'WX'])}-{r.randint(100, 99999)}",
                "IN": f"{r.choice(['KA', 'MH', 'TN', 'DL', 'KL'])} {r.randint(1, 55):02d} {L(2)} {r.randint(1000, 9999)}"}[loc]

    def vin(self):
        r = self.r
        return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}", f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])

    def bioid(self, kind=None):
        r = self.r
        if kind == "FP":
            return f"FP-{r.randint(10000, 99999)}"
        if kind == "IRIS":
            return f"IRIS-{r.randint(1000, 9999)}-{r.choice('ABCDEF')}"
        if kind == "PV":
            return f"PV{r.randint(1000, 9999)}{r.choice('XYZ')}"
        return r.choice([f"FP-{r.randint(10000, 99999)}", f"IRIS-{r.randint(1000, 9999)}-{r.choice('ABCDEF')}", f"VP{r.randint(10**5, 10**6-1)}",
                         f"BIO-{r.randint(10**6, 10**7-1)}", f"PV{r.randint(1000, 9999)}{r.choice('XYZ')}"])

    def username(self, g, s):
        r = self.r
        clean = lambda x: re.sub(r"[^a-z]", "", x.lower())
        return r.choice([f"{clean(g)[0]}{clean(s)}{r.randint(1, 9)}", f"{clean(s)[:5]}{clean(g)[0]}", f"{clean(g)}.{clean(s)}",
                         f"{clean(g)[0]}{clean(s)[:6]}", f"{clean(s)}_{clean(g)[:2]}"])
