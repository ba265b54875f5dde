"""Marker-based composition, gold extraction and PHI value formatters for dev68_en."""
import datetime as dt

import pools as P

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

OPEN, MID, CLOSE = "\x01", "\x02", "\x03"


def M(t, v):
    """Wrap a PHI value in markers; the gold span is exactly v."""
    v = str(v)
    assert t in TYPE_LABEL, t
    assert v and v == v.strip() and "\n" not in v, repr(v)
    assert not any(c in v for c in (OPEN, MID, CLOSE)), repr(v)
    return OPEN + t + MID + v + CLOSE


def finalize(marked):
    """Strip markers; return (text, spans) with offsets recorded during stripping."""
    out, spans = [], []
    n = 0
    i = 0
    while True:
        j = marked.find(OPEN, i)
        if j < 0:
            tail = marked[i:]
            assert MID not in tail and CLOSE not in tail
            out.append(tail)
            break
        pre = marked[i:j]
        assert MID not in pre and CLOSE not in pre
        out.append(pre)
        n += len(pre)
        k = marked.index(MID, j)
        e = marked.index(CLOSE, k)
        t = marked[j + 1:k]
        v = marked[k + 1:e]
        spans.append({"start": n, "end": n + len(v), "label": TYPE_LABEL[t], "type": t, "text": v})
        out.append(v)
        n += len(v)
        i = e + 1
    text = "".join(out)
    for s in spans:
        assert text[s["start"]:s["end"]] == s["text"]
    return text, spans


# ---------------------------------------------------------------- numbers in words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    rest = n - 100
    return "one hundred" + ("" if rest == 0 else " and " + words(rest))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WD]


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


class Person:
    def __init__(self, first, last, sex, middle=None, nick=None):
        self.first, self.last, self.sex, self.middle, self.nick = first, last, sex, middle, nick


class Ctx:
    """Everything one note needs: locale, rng, the patient, people, sites and formatters."""

    def __init__(self, r, locale):
        self.r = r
        self.loc = locale
        start = dt.date(2022, 1, 3)
        self.today = start + dt.timedelta(days=r.randrange(0, 1400))
        self.pt = self.person(r.choice("MF"))
        over89 = r.random() < 0.09
        self.age = r.randint(90, 103) if over89 else r.randint(19, 89)
        self.dob = self.today - dt.timedelta(days=self.age * 365 + r.randrange(1, 360) + self.age // 4)
        self.used_surnames = {self.pt.last}
        self.addr = self.address()
        self.clinic = self.clinic_name()
        self.clinic_addr = self.address(business=True)
        self.hospital = r.choice({"US": P.US_HOSPITALS, "UK": P.UK_HOSPITALS, "AU": P.AU_HOSPITALS}[locale])
        self.pcp = self.person(r.choice("MF"))
        self.spec = self.person(r.choice("MF"))

    # ---------------- people
    def person(self, sex, surname=None):
        r = self.r
        first = r.choice(P.FEMALE_FIRST if sex == "F" else P.MALE_FIRST)
        last = surname or r.choice(P.SURNAMES)
        if surname is None and hasattr(self, "used_surnames"):
            for _ in range(5):
                if last not in self.used_surnames:
                    break
                last = r.choice(P.SURNAMES)
            self.used_surnames.add(last)
        middle = None
        if r.random() < 0.45:
            middle = r.choice(P.FEMALE_FIRST if sex == "F" else P.MALE_FIRST)
            if middle == first:
                middle = None
        nick = None
        if first in P.NICKNAMES and r.random() < 0.7:
            nick = r.choice(P.NICKNAMES[first])
        return Person(first, last, sex, middle, nick)

    def pron(self, kind="poss"):
        f = self.pt.sex == "F"
        return {"poss": "her" if f else "his", "subj": "she" if f else "he", "obj": "her" if f else "him"}[kind]

    def title(self, p, dr=False):
        r = self.r
        if p is self.pt and not dr and getattr(self, "_pt_title", None):
            return self._pt_title
        if dr:
            t = "Dr"
        elif p.sex == "M":
            t = "Mr"
        else:
            t = r.choice(P.TITLES_F)
        if self.loc == "US" and t != "Miss" and r.random() < 0.75:
            t += "."
        if p is self.pt and not dr:
            self._pt_title = t
        return t

    def nm(self, p, typ, style=None):
        """Render a name as marked text (titles are added by callers, outside the span)."""
        r = self.r
        styles = ["full", "full", "full", "full_mid", "last_first", "upper_last_first",
                  "first", "first_init", "initials", "initials_nodot", "last"]
        if style is None:
            style = r.choice(styles)
        mi = (p.middle or "J")[0]
        if style == "full":
            v = f"{p.first} {p.last}"
        elif style == "full_mid":
            v = f"{p.first} {mi}. {p.last}" if r.random() < 0.6 else f"{p.first} {mi} {p.last}"
        elif style == "full_middle":
            v = f"{p.first} {p.middle} {p.last}" if p.middle else f"{p.first} {p.last}"
        elif style == "last_first":
            v = f"{p.last}, {p.first}" + (f" {mi}" if r.random() < 0.4 else "")
        elif style == "upper_last_first":
            v = f"{p.last.upper()}, {p.first.upper()}" + (f" {mi}" if r.random() < 0.5 else "")
        elif style == "upper_full":
            v = f"{p.first.upper()} {p.last.upper()}"
        elif style == "first":
            v = p.first
        elif style == "nick":
            v = p.nick or p.first
        elif style == "first_init":
            v = f"{p.first} {p.last[0]}."
        elif style == "initials":
            v = f"{p.first[0]}.{p.last[0]}."
        elif style == "initials_nodot":
            v = f"{p.first[0]}{p.last[0]}"
        elif style == "init_last":
            v = f"{p.first[0]}. {p.last}" if r.random() < 0.7 else f"{p.first[0]} {p.last}"
        elif style == "last":
            v = p.last
        elif style == "lower_first":
            v = p.first.lower()
        elif style == "lower_full":
            v = f"{p.first} {p.last}".lower()
        else:
            raise ValueError(style)
        return M(typ, v)

    def pt_name(self, style=None):
        return self.nm(self.pt, "PATIENT", style)

    def pt_formal(self):
        """Title + surname or a full name, for letters."""
        r = self.r
        c = r.random()
        if c < 0.45:
            return f"{self.title(self.pt)} {self.nm(self.pt, 'PATIENT', 'last')}"
        if c < 0.7:
            return f"{self.title(self.pt)} {self.nm(self.pt, 'PATIENT', 'full')}"
        return self.nm(self.pt, "PATIENT", r.choice(["full", "full_mid", "first"]))

    def cred(self, role):
        r = self.r
        if role == "doc":
            return r.choice({"US": ["MD", "DO", "MD, FACP", "MD"], "UK": ["MBChB MRCGP", "MBBS FRCP", "MRCP", "MBBS"],
                             "AU": ["FRACGP", "MBBS FRACP", "FRACGP", "MBBS"]}[self.loc])
        if role == "nurse":
            return r.choice({"US": ["RN", "LPN", "RN, BSN"], "UK": ["RN", "RGN", "Practice Nurse"],
                             "AU": ["RN", "EN", "CNC"]}[self.loc])
        if role == "np":
            return r.choice(["NP", "FNP-C", "PA-C", "ANP"])
        return role

    def doc(self, p, style=None, typ="DOCTOR"):
        """A clinician with title/credential outside the span."""
        r = self.r
        if style is None:
            style = r.choice(["dr_last", "dr_full", "full_cred", "init_cred", "dr_full", "last_first_cred"])
        t = "Dr." if (self.loc == "US" and r.random() < 0.7) else "Dr"
        if style == "dr_last":
            return f"{t} {self.nm(p, typ, 'last')}"
        if style == "dr_full":
            return f"{t} {self.nm(p, typ, r.choice(['full', 'full', 'full_mid', 'init_last']))}"
        if style == "full_cred":
            return f"{self.nm(p, typ, r.choice(['full', 'full_mid']))}, {self.cred('doc')}"
        if style == "init_cred":
            return f"{self.nm(p, typ, 'init_last')}, {self.cred('doc')}"
        if style == "last_first_cred":
            return f"{self.nm(p, typ, 'last_first')} {self.cred('doc').split(',')[0]}"
        raise ValueError(style)

    def staff(self, role_cred, style=None):
        """Nurse / MA / pharmacist etc. Returns (person, marked string with credential)."""
        r = self.r
        p = self.person(r.choice("MFF"))
        if style is None:
            style = r.choice(["full", "full", "first_init", "init_last", "first"])
        s = self.nm(p, "DOCTOR", style)
        return p, s

    # ---------------- dates
    def D(self, d, style=None):
        r = self.r
        us = self.loc == "US"
        if style is None:
            style = r.choice(["num", "num", "num_short", "long", "med", "dmy_mon", "iso"])
        if style == "num":
            v = f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
        elif style == "num_nz":
            v = f"{d.month}/{d.day}/{d.year}" if us else f"{d.day}/{d.month}/{d.year}"
        elif style == "num_short":
            v = f"{d.month}/{d.day}/{d.year % 100:02d}" if us else f"{d.day}/{d.month}/{d.year % 100:02d}"
        elif style == "long":
            v = f"{MONTHS[d.month-1]} {d.day}, {d.year}" if us else f"{d.day} {MONTHS[d.month-1]} {d.year}"
        elif style == "med":
            v = f"{MON3[d.month-1]} {d.day}, {d.year}" if us else f"{d.day} {MON3[d.month-1]} {d.year}"
        elif style == "dmy_mon":
            v = f"{d.day:02d}-{MON3[d.month-1]}-{d.year}" if r.random() < 0.6 else f"{d.day:02d}-{MON3[d.month-1].upper()}-{d.year}"
        elif style == "iso":
            v = d.isoformat()
        elif style == "dots":
            v = f"{d.day:02d}.{d.month:02d}.{d.year}" if not us else f"{d.month:02d}.{d.day:02d}.{d.year}"
        elif style == "md":
            v = f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
        elif style == "wd_md":
            v = f"{WD3[d.weekday()]} {d.month}/{d.day}" if us else f"{WD3[d.weekday()]} {d.day}/{d.month}"
        elif style == "wd_long":
            v = (f"{WD[d.weekday()]}, {MONTHS[d.month-1]} {d.day}, {d.year}" if us
                 else f"{WD[d.weekday()]} {d.day} {MONTHS[d.month-1]} {d.year}")
        elif style == "wd_short":
            v = (f"{WD[d.weekday()]} {MON3[d.month-1]} {d.day}" if us
                 else f"{WD[d.weekday()]} {ordinal(d.day)} {MONTHS[d.month-1]}")
        elif style == "month_year":
            v = f"{MONTHS[d.month-1]} {d.year}" if r.random() < 0.6 else f"{MON3[d.month-1]} {d.year}"
        elif style == "mon_apos":
            v = f"{MON3[d.month-1]} '{d.year % 100:02d}"
        elif style == "year":
            v = str(d.year)
        elif style == "day_month":
            v = f"{MONTHS[d.month-1]} {d.day}" if us else (f"{ordinal(d.day)} {MONTHS[d.month-1]}" if r.random() < 0.5 else f"{d.day} {MONTHS[d.month-1]}")
        elif style == "mm_yyyy":
            v = f"{d.month:02d}/{d.year}"
        else:
            raise ValueError(style)
        return M("DATE", v)

    def past(self, lo, hi):
        return self.today - dt.timedelta(days=self.r.randint(lo, hi))

    def future(self, lo, hi):
        return self.today + dt.timedelta(days=self.r.randint(lo, hi))

    def dob_str(self, style=None):
        return self.D(self.dob, style or self.r.choice(["num", "num", "long", "med", "dmy_mon", "num_nz"]))

    def holiday(self):
        return M("DATE", self.r.choice({"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "New Year's Eve", "Easter"],
                                        "UK": ["Christmas", "Boxing Day", "Easter", "New Year", "the August bank holiday"],
                                        "AU": ["Christmas", "Anzac Day", "Australia Day", "Easter", "Boxing Day"]}[self.loc]))

    # ---------------- ages
    def A(self, n=None, style=None):
        r = self.r
        n = self.age if n is None else n
        sx = self.pt.sex
        if style is None:
            style = r.choice(["yo", "yo_tight", "year_old", "y_o", "sexcode", "sexcode_sp", "aged", "yr"])
        if style == "yo":
            return f"{M('AGE', n)} yo"
        if style == "yo_tight":
            return f"{M('AGE', n)}yo"
        if style == "year_old":
            return f"{M('AGE', n)}-year-old"
        if style == "y_o":
            return f"{M('AGE', n)} y/o"
        if style == "sexcode":
            return f"{M('AGE', n)}{sx}"
        if style == "sexcode_sp":
            return f"{M('AGE', n)} {sx}"
        if style == "aged":
            return f"aged {M('AGE', n)}"
        if style == "yr":
            return f"{M('AGE', n)} yr old"
        if style == "words":
            return f"{M('AGE', words(n))}-year-old"
        if style == "bare":
            return M("AGE", n)
        raise ValueError(style)

    # ---------------- places
    def street(self, business=False):
        r = self.r
        if self.loc == "AU":
            stem = r.choice(P.AU_STREET_STEMS + P.STREET_STEMS)
            base = f"{r.randint(1, 240)} {stem} {r.choice(P.AU_SUFFIX)}"
            if not business and r.random() < 0.3:
                base = f"{r.randint(1, 12)}/{base}"
            elif business and r.random() < 0.4:
                base = f"Suite {r.randint(1, 9)}, {base}"
            return base
        if self.loc == "UK":
            base = f"{r.randint(1, 180)} {r.choice(P.STREET_STEMS)} {r.choice(P.UK_SUFFIX)}"
            c = r.random()
            if not business and c < 0.2:
                base = f"Flat {r.randint(1, 14)}, {base}"
            elif not business and c < 0.3:
                base = f"{r.choice(P.UK_HOUSE_NAMES)}, {r.choice(P.STREET_STEMS)} {r.choice(P.UK_SUFFIX)}"
            return base
        base = f"{r.randint(12, 9800)} {r.choice(['', '', '', 'N ', 'S ', 'E ', 'W ', 'Old '])}{r.choice(P.STREET_STEMS)} {r.choice(P.US_SUFFIX)}"
        c = r.random()
        if c < 0.25:
            base += r.choice([f", Apt {r.randint(1, 40)}{r.choice(['', 'A', 'B', 'C'])}", f" #{r.randint(1, 30)}",
                              f", Unit {r.randint(1, 300)}", f", Suite {r.randint(100, 450)}"])
        return base

    def zipcode(self):
        r = self.r
        if self.loc == "US":
            z = f"{r.randint(10000, 99899):05d}"
            if r.random() < 0.15:
                z += f"-{r.randint(1000, 9999)}"
            return z
        if self.loc == "AU":
            return "AU"
        L = "ABCDEFGHJKLMNPRSTUWYZ"
        out = r.choice(L) + r.choice(["", r.choice(L)]) + str(r.randint(1, 29)) + " " + str(r.randint(1, 9)) + r.choice("ABDEFGHJLNPQRSTUWXYZ") + r.choice("ABDEFGHJLNPQRSTUWXYZ")
        return out

    def address(self, business=False):
        r = self.r
        a = {"street": self.street(business), "zip": self.zipcode()}
        if self.loc == "US":
            a["city"] = r.choice(P.US_TOWNS)
            st = r.choice(P.US_STATES)
            a["state"] = st[1] if r.random() < 0.8 else st[0]
        elif self.loc == "UK":
            a["city"] = r.choice(P.UK_TOWNS)
            a["state"] = r.choice(P.UK_COUNTIES) if r.random() < 0.35 else None
        else:
            a["city"] = r.choice(P.AU_TOWNS)
            a["state"] = r.choice(P.AU_STATES)[1]
            first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "26", "NT": "08"}[a["state"]]
            a["zip"] = first + self.digits(4 - len(first))
        return a

    def addr_lines(self, a=None, one_line=False, upper=False):
        a = a or self.addr
        up = (lambda s: s.upper()) if upper else (lambda s: s)
        st = M("STREET", up(a["street"]))
        ct = M("CITY", up(a["city"]))
        z = M("ZIP", a["zip"])
        if self.loc == "US":
            l2 = f"{ct}, {M('STATE', up(a['state']))} {z}"
            return f"{st}, {l2}" if one_line else [st, l2]
        if self.loc == "AU":
            l2 = f"{ct} {M('STATE', a['state'])} {z}"
            return f"{st}, {l2}" if one_line else [st, l2]
        if a["state"]:
            co = M("CITY", up(a["state"]))
            return f"{st}, {ct}, {co} {z}" if one_line else [st, ct, co, z]
        return f"{st}, {ct} {z}" if one_line else [st, ct, z]

    def addr_inline(self, a=None):
        return self.addr_lines(a, one_line=True)

    def clinic_name(self):
        r = self.r
        pat = r.choice({"US": P.US_CLINIC_PATTERNS, "UK": P.UK_CLINIC_PATTERNS, "AU": P.AU_CLINIC_PATTERNS}[self.loc])
        town = r.choice({"US": P.US_TOWNS, "UK": P.UK_TOWNS, "AU": P.AU_TOWNS}[self.loc])
        stem = r.choice(P.STREET_STEMS)
        return pat.format(town=town, stem=stem)

    def other_hospital(self):
        return self.r.choice({"US": P.US_HOSPITALS, "UK": P.UK_HOSPITALS, "AU": P.AU_HOSPITALS}[self.loc])

    def pharmacy(self):
        return self.r.choice(P.PHARMACIES[self.loc])

    def town(self):
        return self.r.choice({"US": P.US_TOWNS, "UK": P.UK_TOWNS, "AU": P.AU_TOWNS}[self.loc])

    # ---------------- contacts
    def phone(self, mobile=None):
        r = self.r
        if mobile is None:
            mobile = r.random() < 0.5
        if self.loc == "US":
            area = r.choice(["216", "503", "802", "316", "207", "313", "404", "512", "602", "612", "319", "402", "859"])
            tail = f"555-01{r.randint(0, 99):02d}"
            f = r.choice(["({a}) {t}", "{a}-{t}", "{a}.{t2}", "({a}){t}", "1-{a}-{t}", "{t}"])
            return f.format(a=area, t=tail, t2=tail.replace("-", "."))
        if self.loc == "UK":
            if mobile:
                return r.choice(["07700 900{:03d}", "07700900{:03d}", "+44 7700 900{:03d}"]).format(r.randint(0, 999))
            return r.choice(["020 7946 0{:03d}", "01632 960{:03d}", "0113 496 0{:03d}", "0161 496 0{:03d}",
                             "0117 496 0{:03d}", "0121 496 0{:03d}", "(01632) 960{:03d}", "0131 496 0{:03d}"]).format(r.randint(0, 999))
        if mobile:
            return r.choice(["0491 570 {:03d}", "0491570{:03d}", "+61 491 570 {:03d}"]).format(r.randint(0, 999))
        return r.choice(["(02) 5550 {:04d}", "(03) 5550 {:04d}", "(07) 5550 {:04d}", "(08) 5550 {:04d}",
                         "02 5550 {:04d}"]).format(r.randint(0, 9999))

    def phone_ext(self):
        p = self.phone(mobile=False)
        return p + self.r.choice([f" ext. {self.r.randint(10, 999)}", f" x{self.r.randint(100, 4999)}", f" ext {self.r.randint(2, 60)}"])

    def fax(self):
        return self.phone(mobile=False)

    def email_for(self, p, domain=None):
        r = self.r
        dom = domain or r.choice(["example.com", "example.org", "example.net", "mail.example.com", "example.net"])
        f = "".join(c for c in p.first.lower() if c.isalpha())
        l = "".join(c for c in p.last.lower() if c.isalpha())
        local = r.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}{r.randint(1, 99)}", f"{l}.{f}", f"{f}_{l}{r.randint(50, 99)}", f"{f}{r.randint(1940, 2005)}"])
        return f"{local}@{dom}"

    def clinic_email(self):
        r = self.r
        return r.choice(["reception", "admin", "referrals", "frontdesk", "practice.manager", "results"]) + "@" + r.choice(
            ["example.org", "example.com", "clinic.example.net", "health.example.org"])

    def url(self):
        r = self.r
        slug = "".join(c for c in self.clinic.lower() if c.isalnum())[:18]
        return r.choice([f"www.{slug}.example.org", f"https://{slug}.example.com", f"www.example.org/{slug}",
                         f"https://portal.example.net/{slug}", f"{slug}.example.net/patients"])

    def ip(self):
        r = self.r
        c = r.random()
        if c < 0.4:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        if c < 0.75:
            return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"

    def username(self, p):
        r = self.r
        f = "".join(c for c in p.first.lower() if c.isalpha())
        l = "".join(c for c in p.last.lower() if c.isalpha())
        return r.choice([f"{f[0]}{l}", f"{f[0]}{l}{r.randint(1, 9)}", f"{l}{f[0]}", f"{f}.{l}", f"{f[:3]}{l[:3]}{r.randint(10, 99)}",
                         f"{f}_{r.randint(1950, 2004)}", f"{l.upper()}{f[0].upper()}"])

    # ---------------- identifiers
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def mrn(self):
        r = self.r
        if self.loc == "US":
            return r.choice([self.digits(8), "00" + self.digits(6), f"{self.digits(3)}-{self.digits(2)}-{self.digits(3)}", "E" + self.digits(7)])
        if self.loc == "UK":
            return r.choice([self.letters(1) + self.digits(7), "RX" + self.digits(6), self.digits(7) + self.letters(1)])
        return r.choice([self.digits(7), "UR" + self.digits(6), self.digits(6)])

    def ssn(self):
        r = self.r
        if self.loc == "UK":
            pre = r.choice("DFIQUV") + r.choice("ABCEGHJKLMNPRSTWXYZ")
            d = self.digits(6)
            return r.choice([f"{pre} {d[:2]} {d[2:4]} {d[4:]} {r.choice('ABCD')}", f"{pre}{d}{r.choice('ABCD')}"])
        a = f"9{r.randint(0, 99):02d}"
        return r.choice([f"{a}-{self.digits(2)}-{self.digits(4)}", f"{a} {self.digits(2)} {self.digits(4)}"])

    def member_id(self):
        r = self.r
        if self.loc == "AU":
            d = self.digits(10)
            return r.choice([f"{d[:4]} {d[4:9]} {d[9]}", f"{d[:4]} {d[4:9]} {d[9]}-{r.randint(1, 5)}"])
        return r.choice([self.letters(3) + self.digits(9), self.letters(1) + self.digits(8) + "-0" + str(r.randint(1, 4)),
                         "W" + self.digits(9), self.letters(2) + self.digits(6)])

    def fund_member(self):
        return self.r.choice([self.digits(8), self.letters(2) + self.digits(7)])

    def group_no(self):
        return self.r.choice([self.digits(6), "GRP-" + self.digits(5), self.letters(1) + self.digits(5)])

    def account(self):
        r = self.r
        return r.choice([f"{self.digits(4)}-{self.digits(4)}", self.digits(9), "V" + self.digits(8), "ENC" + self.digits(7),
                         "CSN " + self.digits(10)]).split(" ")[-1]

    def npi(self):
        return str(self.r.randint(1, 2)) + self.digits(9)

    def dea(self):
        return self.letters(2, "ABFGMP" + "ABCDEFGHJKLMNPRSTW") + self.digits(7)

    def gmc(self):
        return str(self.r.randint(2, 7)) + self.digits(6)

    def ahpra(self):
        return "MED000" + self.digits(7)

    def provider_no(self):
        return self.digits(6) + self.r.choice("ABCDEFHJKLTWXY") + self.r.choice("ABCDEFHJKLTWXY")

    def licence(self):
        loc = self.loc
        if loc == "US":
            return self.r.choice([("NPI", self.npi()), ("NPI", self.npi()), ("DEA", self.dea()), ("Lic", f"MD-{self.digits(6)}")])
        if loc == "UK":
            return self.r.choice([("GMC", self.gmc()), ("GMC No", self.gmc())])
        return self.r.choice([("Prov No", self.provider_no()), ("AHPRA", self.ahpra()), ("Provider No.", self.provider_no())])

    def accession(self):
        r = self.r
        return r.choice([f"S{r.randint(22, 25)}-{self.digits(5)}", f"{self.letters(2)}{self.digits(7)}",
                         f"L{self.digits(8)}", f"{r.randint(22, 25)}-{self.letters(1)}-{self.digits(5)}"])

    def device_sn(self):
        r = self.r
        return r.choice([self.letters(3) + self.digits(6), "SN" + self.digits(8), f"{self.letters(2)}{self.digits(2)}-{self.digits(5)}",
                         self.digits(4) + self.letters(4) + self.digits(3)])

    def plate(self):
        r = self.r
        if self.loc == "UK":
            return f"{self.letters(2)}{r.randint(10, 24)} {self.letters(3)}"
        if self.loc == "AU":
            return r.choice([f"{self.letters(3)}-{self.digits(3)}", f"{self.digits(1)}{self.letters(3)}{self.digits(3)}", f"{self.letters(3)} {self.digits(2)}{self.letters(1)}"])
        return r.choice([f"{self.digits(1)}{self.letters(3)}{self.digits(3)}", f"{self.letters(3)}-{self.digits(4)}", f"{self.letters(3)} {self.digits(3)}"])

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.r.choice(al) for _ in range(17))

    def drivers_licence(self):
        r = self.r
        if self.loc == "UK":
            return f"{self.pt.last.upper()[:5].ljust(5, '9').replace(' ', '9').replace(chr(39), '9').replace('-', '9')}{self.digits(6)}{self.letters(2)}{r.randint(1, 9)}{self.letters(2)}"
        if self.loc == "AU":
            return self.digits(r.choice([8, 9]))
        return self.letters(1) + self.digits(r.choice([7, 8, 12]))

    def bioid(self):
        r = self.r
        return r.choice([f"FP-{self.digits(5)}", f"PV{self.digits(7)}", f"VP-{self.letters(2)}{self.digits(5)}", f"IRIS-{self.digits(6)}",
                         f"BIO{self.digits(6)}"])
