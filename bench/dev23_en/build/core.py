"""Marked-text builder, people, locales and shared helpers for dev23_en."""
import datetime as dt
import re

import pools as PL

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_MS, _MM, _ME = "\x01", "\x02", "\x03"
_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def P(value, typ):
    """Mark `value` as PHI of fine type `typ`."""
    assert typ in TYPE2LABEL, typ
    value = str(value)
    assert value and value == value.strip(), (value, typ)
    return f"{_MS}{typ}{_MM}{value}{_ME}"


def tidy(marked):
    marked = re.sub(r"[ \t]+\n", "\n", marked)
    marked = re.sub(r"(?<=\S) {2,}", " ", marked)
    marked = re.sub(r"\n{3,}", "\n\n", marked)
    return marked.strip() + "\n"


def render(marked):
    marked = tidy(marked)
    out, spans, pos, last = [], [], 0, 0
    for m in _MARK.finditer(marked):
        pre = marked[last:m.start()]
        out.append(pre)
        pos += len(pre)
        typ, val = m.group(1), m.group(2)
        spans.append({"start": pos, "end": pos + len(val), "label": TYPE2LABEL[typ], "type": typ, "text": val})
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(marked[last:])
    text = "".join(out)
    assert not any(ch in text for ch in (_MS, _MM, _ME)), "stray marker"
    return text, spans


ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
       "seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("" if o == 0 else "-" + ONES[o])
    if n < 110:
        return "one hundred" + ("" if n == 100 else " and " + ONES[n - 100])
    return str(n)


MONTHS = "January February March April May June July August September October November December".split()
WDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


# --------------------------------------------------------------------------------------------------- people
class Person:
    def __init__(self, typ, given, surname, sex, title, middle=None, sfirst=False, creds=""):
        self.typ, self.given, self.surname, self.sex = typ, given, surname, sex
        self.title, self.middle, self.sfirst, self.creds = title, middle, sfirst, creds

    # pronouns
    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def He(self):
        return self.he.capitalize()

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    @property
    def His(self):
        return self.his.capitalize()

    @property
    def him(self):
        return "him" if self.sex == "M" else "her"

    def _p(self, v):
        return P(v, self.typ)

    def fs_plain(self):
        return f"{self.surname} {self.given}" if self.sfirst else f"{self.given} {self.surname}"

    def fs(self):
        return self._p(self.fs_plain())

    def full(self):
        if self.middle and not self.sfirst:
            return self._p(f"{self.given} {self.middle[0]}. {self.surname}")
        return self.fs()

    def fullmid(self):
        if self.middle and not self.sfirst:
            return self._p(f"{self.given} {self.middle} {self.surname}")
        return self.fs()

    def g(self):
        return self._p(self.given)

    def s(self):
        return self._p(self.surname)

    def t(self):
        return f"{self.title} {self.s()}"

    def tf(self):
        return f"{self.title} {self.fs()}"

    def initials_plain(self):
        parts = [self.given] + ([self.middle] if self.middle else []) + [self.surname]
        if self.sfirst:
            return (self.surname[0] + "".join(q[0] for q in self.given.split("-"))).upper()
        out = ""
        for p in parts:
            for q in re.split(r"[ \-]", p):
                if q and q[0].isalpha() and q[0].isupper():
                    out += q[0]
        return out or self.surname[0].upper()

    def ini(self):
        return self._p(self.initials_plain())

    def dini(self):
        return self._p(".".join(self.initials_plain()) + ".")

    def ab(self):
        a = self.given[0] + "." + (self.middle[0] + "." if self.middle else "")
        return f"{self.title} {self._p(a + ' ' + self.surname)}"

    def caps(self):
        return self._p(f"{self.surname.upper()}, {self.given}" + (f" {self.middle[0]}" if self.middle else ""))

    def upcaps(self):
        if self.sfirst:
            return self._p(f"{self.surname.upper()} {self.given}")
        return self._p(f"{self.given} {self.surname.upper()}")

    def gi(self):
        return self._p(f"{self.given} {self.surname[0].upper()}.")

    def any_ref(self, r):
        """A varied way to refer to a person already introduced."""
        ch = r.random()
        if ch < 0.55:
            return self.t()
        if ch < 0.8:
            return self.g() if self.typ in ("PATIENT", "FAMILY") else self.t()
        return self.tf()


# --------------------------------------------------------------------------------------------------- locales
class Locale:
    dot_titles = False

    def __init__(self, code, r):
        self.code, self.r = code, r

    # ----- helpers
    def ch(self, xs):
        return self.r.choice(xs)

    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # ----- dates (overridden order)
    dmy = True

    def date(self, d, style=None):
        styles = self.date_styles
        style = style or self.ch(styles)
        m, day, y = d.month, d.day, d.year
        M, Ms, W, Ws = MONTHS[m - 1], MONTHS[m - 1][:3], WDAYS[d.weekday()], WDAYS[d.weekday()][:3]
        if style == "num":
            return f"{day:02d}/{m:02d}/{y}" if self.dmy else f"{m:02d}/{day:02d}/{y}"
        if style == "num1":
            return f"{day}/{m}/{y}" if self.dmy else f"{m}/{day}/{y}"
        if style == "num2":
            return f"{day}/{m}/{y % 100:02d}" if self.dmy else f"{m}/{day}/{y % 100:02d}"
        if style == "dots":
            return f"{day:02d}.{m:02d}.{y % 100:02d}" if self.dmy else f"{m:02d}.{day:02d}.{y % 100:02d}"
        if style == "long":
            return f"{day} {M} {y}" if self.dmy else f"{M} {day}, {y}"
        if style == "ord":
            return f"{ordinal(day)} {M} {y}" if self.dmy else f"{M} {ordinal(day)}, {y}"
        if style == "short":
            return f"{day} {Ms} {y}" if self.dmy else f"{Ms} {day}, {y}"
        if style == "wd":
            return f"{W} {day} {M} {y}" if self.dmy else f"{W}, {M} {day}, {y}"
        if style == "wds":
            return f"{Ws} {day}/{m}" if self.dmy else f"{Ws} {m}/{day}"
        if style == "my":
            return f"{M} {y}"
        if style == "mys":
            return f"{Ms} {y}"
        if style == "y":
            return str(y)
        if style == "dm":
            return f"{day} {M}" if self.dmy else f"{M} {day}"
        if style == "iso":
            return d.isoformat()
        if style == "zaslash":
            return f"{y}/{m:02d}/{day:02d}"
        if style == "dashmon":
            return f"{day:02d}-{Ms}-{y}"
        raise ValueError(style)

    date_styles = ["num", "long", "num", "short", "ord", "num1"]

    # ----- names
    title_map = {"M": ["Mr"], "F": ["Mrs", "Ms", "Miss", "Ms"]}

    def dot(self, title):
        if title in ("Miss", "Prof", "Professor"):
            return title
        if self.dot_titles or self.r.random() < 0.12:
            return title + "."
        return title

    # ----- address
    def street(self):
        n = self.r.randint(1, 240)
        st = f"{self.ch(PL.STREET_NAMES)} {self.ch(PL.STREET_TYPES[self.code])}"
        return f"{n} {st}"

    def phone(self):
        raise NotImplementedError

    def mobile(self):
        return self.phone()

    def fax(self):
        return self.phone()

    def ext(self):
        return self.ch([" ext. ", " ext ", " x", " extn "]) + self.digits(4)

    def bleep(self):
        return self.digits(4)


class UK(Locale):
    meta = "UK"
    towns, date_styles = PL.UK_TOWNS, ["num", "long", "num", "ord", "short", "num1", "dots", "wd"]

    def phone(self):
        k = self.r.random()
        if k < 0.4:
            return self.ch(["01632 960", "01632 960 "]) + self.digits(3)
        if k < 0.6:
            return "0113 496 0" + self.digits(3)
        if k < 0.75:
            return "020 7946 0" + self.digits(3)
        return self.mobile()

    def mobile(self):
        return self.ch(["07700 900", "07700 900 ", "+44 7700 900", "07700900"]) + self.digits(3)

    def fax(self):
        return self.ch(["01632 960", "0113 496 0"]) + self.digits(3)

    def postcode(self):
        return f"{self.letters(2, 'BCDEFHKLMNPRSTWXY')}{self.r.randint(1, 29)} {self.r.randint(1, 9)}{self.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"

    def address(self):
        a = Address(self, [("STREET", self.uk_street())], [])
        town = self.ch(self.towns)
        a.lines = [[("STREET", a.parts[0][1])], [("CITY", town)]]
        if self.r.random() < 0.45:
            a.lines.append([("CITY", self.ch(PL.UK_COUNTIES))])
        a.lines.append([("ZIP", self.postcode())])
        a.town = town
        return a

    def uk_street(self):
        s = self.street()
        if self.r.random() < 0.15:
            s = f"Flat {self.r.randint(1, 24)}, {s}"
        return s

    def mrn(self):
        return self.ch([lambda: self.letters(1) + self.digits(7), lambda: "RX" + self.digits(6),
                        lambda: self.digits(8), lambda: "K" + self.digits(6) + self.letters(1)])()

    def nhs(self):
        d = self.digits(10)
        return f"{d[:3]} {d[3:6]} {d[6:]}" if self.r.random() < 0.8 else d

    def natid(self):
        pre = self.ch(["QQ", "TN", "AB", "JG", "NP", "WL"])
        d = self.digits(6)
        if self.r.random() < 0.6:
            return f"{pre} {d[:2]} {d[2:4]} {d[4:]} {self.ch('ABCD')}"
        return f"{pre}{d}{self.ch('ABCD')}"

    def reg(self):
        return ("GMC No", self.digits(7))

    def plate(self):
        return f"{self.letters(2)}{self.r.randint(10, 24):02d} {self.letters(3)}"

    def dl(self, sur):
        s = (re.sub(r"[^A-Z]", "", sur.upper()) + "99999")[:5]
        return f"{s}{self.digits(6)}{self.letters(2)}{self.digits(1)}{self.letters(2)}"


class US(Locale):
    meta = "US"
    dmy, dot_titles = False, True
    towns = PL.US_TOWNS
    date_styles = ["num", "long", "num1", "num2", "short", "wd", "iso"]
    AREAS = ["312", "614", "503", "404", "612", "512", "313", "414", "303", "919", "716", "617", "602", "804",
             "410", "515", "615"]

    def phone(self):
        a = self.ch(self.AREAS)
        t = "01" + self.digits(2)
        return self.ch([f"({a}) 555-{t}", f"{a}-555-{t}", f"{a}.555.{t}", f"({a}) 555-{t}"])

    def fax(self):
        return self.phone()

    def street(self):
        s = super().street()
        if self.r.random() < 0.25:
            s += self.ch([", Apt ", ", Unit ", " #", ", Suite "]) + str(self.r.randint(1, 40)) + self.ch(["", "B", "C", ""])
        return s

    def address(self):
        st, ab = self.ch(PL.US_STATES)
        town = self.ch(self.towns)
        z = self.digits(5) if self.r.random() < 0.8 else self.digits(5) + "-" + self.digits(4)
        a = Address(self, [], [])
        a.lines = [[("STREET", self.street())], [("CITY", town), ("STATE", ab if self.r.random() < 0.85 else st), ("ZIP", z)]]
        a.town, a.state = town, (st, ab)
        return a

    def mrn(self):
        return self.ch([lambda: self.digits(8), lambda: self.digits(7), lambda: "M" + self.digits(7),
                        lambda: self.digits(3) + "-" + self.digits(2) + "-" + self.digits(3)])()

    def natid(self):
        return f"9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}"

    def reg(self):
        return self.ch([("NPI", "1" + self.digits(9)), ("DEA", self.letters(2) + self.digits(7)),
                        ("State license", self.letters(2) + "-" + self.digits(6))])

    def plate(self):
        return self.ch([f"{self.digits(1)}{self.letters(3)}{self.digits(3)}", f"{self.letters(3)}-{self.digits(4)}",
                        f"{self.letters(3)} {self.digits(3)}"])

    def dl(self, sur):
        return self.letters(1) + self.digits(3) + "-" + self.digits(4) + "-" + self.digits(4)

    def vin(self):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


class IE(Locale):
    meta = "IE"
    towns, date_styles = PL.IE_TOWNS, ["num", "long", "num1", "ord", "short", "wd"]

    def phone(self):
        return self.ch(["(01) 555 0", "091 555 0", "021 555 0", "+353 1 555 0", "065 555 0"]) + self.digits(3)

    def mobile(self):
        return self.ch(["087 555 0", "086 555 0", "+353 85 555 0"]) + self.digits(3)

    def fax(self):
        return self.ch(["(01) 555 0", "091 555 0", "021 555 0"]) + self.digits(3)

    def eircode(self):
        return f"{self.ch('ADEFHKNPRTVWXY')}{self.digits(2)} {self.letters(1)}{self.digits(1)}{self.letters(1)}{self.digits(1)}"

    def address(self):
        town, county = self.ch(self.towns), self.ch(PL.IE_COUNTIES)
        a = Address(self, [], [])
        a.lines = [[("STREET", self.street())], [("CITY", town)], [("Co.", None), ("CITY", county)]]
        if self.r.random() < 0.8:
            a.lines.append([("ZIP", self.eircode())])
        a.town, a.county = town, county
        return a

    def mrn(self):
        return self.ch([lambda: self.digits(7), lambda: self.digits(6), lambda: "H" + self.digits(6)])()

    def natid(self):
        return self.digits(7) + self.ch(["A", "B", "T", "W", "TA", "WA"])

    def reg(self):
        return ("IMC No", self.digits(6))

    def plate(self):
        return f"{self.r.randint(12, 24)}{self.ch(['1', '2', ''])}-{self.ch(['G', 'C', 'D', 'MO', 'KY', 'L', 'T'])}-{self.r.randint(100, 99999)}"

    def dl(self, sur):
        return self.digits(9)


class AU(Locale):
    meta = "AU"
    towns, date_styles = PL.AU_TOWNS, ["num", "long", "num1", "short", "wd", "dashmon"]

    def phone(self):
        return self.ch(["(02) 5550 ", "(03) 7010 ", "02 5550 ", "(07) 5550 "]) + self.digits(4)

    def mobile(self):
        return self.ch(["0491 570 ", "0491 570 ", "+61 491 570 "]) + self.digits(3)

    def street(self):
        s = super().street()
        if self.r.random() < 0.2:
            s = f"{self.r.randint(1, 12)}/{s}"
        return s

    def address(self):
        st, ab = self.ch(PL.AU_STATES)
        town = self.ch(self.towns)
        up = self.r.random() < 0.5
        a = Address(self, [], [])
        a.lines = [[("STREET", self.street())], [("CITY", town.upper() if up else town), ("STATE", ab), ("ZIP", self.digits(4))]]
        a.town, a.state = town, (st, ab)
        return a

    def mrn(self):
        return self.ch([lambda: self.digits(7), lambda: self.digits(6), lambda: "UR" + self.digits(6)])()

    def medicare(self):
        d = self.digits(10)
        return f"{d[:4]} {d[4:9]} {d[9]}" + self.ch(["", f" {self.r.randint(1, 5)}", f"-{self.r.randint(1, 5)}"])

    def ihi(self):
        return f"8003 60{self.digits(2)} {self.digits(4)} {self.digits(4)}"

    def reg(self):
        return self.ch([("AHPRA No", "MED000" + self.digits(7)), ("Provider No", self.digits(6) + self.letters(2))])

    def plate(self):
        return self.ch([f"{self.letters(3)}-{self.digits(3)}", f"{self.digits(1)}{self.letters(2)} {self.digits(1)}{self.letters(2)}",
                        f"{self.letters(3)}{self.digits(2)}{self.letters(1)}"])

    def dl(self, sur):
        return self.digits(8)


class NZ(Locale):
    meta = "NZ"
    towns, date_styles = PL.NZ_TOWNS, ["num", "long", "num1", "short", "wd"]

    def phone(self):
        return self.ch(["(09) 555 0", "(03) 555 0", "(04) 555 0", "07 555 0"]) + self.digits(3)

    def mobile(self):
        return self.ch(["021 555 0", "027 555 0", "+64 21 555 0"]) + self.digits(3)

    def address(self):
        town = self.ch(self.towns)
        a = Address(self, [], [])
        st = self.street()
        if self.r.random() < 0.15:
            st = f"Flat {self.r.randint(1, 9)}, {st}"
        a.lines = [[("STREET", st)], [("CITY", town), ("ZIP", self.digits(4))]]
        if self.r.random() < 0.3:
            a.lines.insert(2, [("STATE", self.ch(PL.NZ_REGIONS))])
        a.town = town
        return a

    def mrn(self):
        return self.nhi()

    def nhi(self):
        return self.letters(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + self.digits(4)

    def reg(self):
        return ("MCNZ No", self.digits(5))

    def plate(self):
        return f"{self.letters(3)}{self.digits(3)}"

    def dl(self, sur):
        return self.letters(2) + self.digits(6)


class CA(Locale):
    meta = "CA"
    dot_titles = True
    towns, date_styles = PL.CA_TOWNS, ["iso", "long_us", "num", "iso", "short_us", "wd_us"]

    def date(self, d, style=None):
        style = style or self.ch(self.date_styles)
        if style.endswith("_us"):
            self.dmy = False
            out = Locale.date(self, d, style[:-3])
            self.dmy = True
            return out
        return Locale.date(self, d, style)

    def phone(self):
        a = self.ch(["416", "604", "403", "204", "902", "514", "306", "506", "613"])
        t = "01" + self.digits(2)
        return self.ch([f"({a}) 555-{t}", f"{a}-555-{t}", f"1-{a}-555-{t}"])

    def fax(self):
        return self.phone()

    def postal(self):
        L = "ABCEGHJKLMNPRSTVXY"
        return f"{self.ch(L)}{self.digits(1)}{self.ch(L)} {self.digits(1)}{self.ch(L)}{self.digits(1)}"

    def street(self):
        s = super().street()
        if self.r.random() < 0.2:
            s = f"{self.r.randint(101, 2405)}-{s}"
        return s

    def address(self):
        pr, ab = self.ch(PL.CA_PROVS)
        town = self.ch(self.towns)
        a = Address(self, [], [])
        up = self.r.random() < 0.4
        a.lines = [[("STREET", self.street())], [("CITY", town.upper() if up else town), ("STATE", ab if self.r.random() < 0.8 else pr), ("ZIP", self.postal())]]
        a.town, a.state = town, (pr, ab)
        return a

    def mrn(self):
        return self.ch([lambda: self.digits(7), lambda: "MRN" + self.digits(6), lambda: self.digits(8)])()

    def health_card(self):
        return self.ch([f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}",
                        f"9{self.digits(3)} {self.digits(3)} {self.digits(3)}", self.digits(10)])

    def natid(self):
        return f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}"

    def reg(self):
        return self.ch([("CPSO #", self.digits(5)), ("CPSBC #", self.digits(5)), ("CMQ licence", self.digits(5))])

    def plate(self):
        return f"{self.letters(4)} {self.digits(3)}"

    def dl(self, sur):
        return f"{sur[0].upper()}{self.digits(4)}-{self.digits(5)}-{self.digits(5)}"


class ZA(Locale):
    meta = "ZA"
    towns, date_styles = PL.ZA_TOWNS, ["zaslash", "long", "num", "short", "zaslash", "wd"]

    def phone(self):
        return self.ch(["021 555 0", "011 555 0", "031 555 0", "+27 21 555 0", "012 555 0"]) + self.digits(3)

    def mobile(self):
        return self.ch(["082 555 0", "072 555 0", "+27 83 555 0"]) + self.digits(3)

    def address(self):
        town = self.ch(self.towns)
        a = Address(self, [], [])
        a.lines = [[("STREET", self.street())], [("CITY", town)]]
        if self.r.random() < 0.5:
            a.lines.append([("STATE", self.ch(PL.ZA_PROVS))])
        a.lines.append([("ZIP", self.digits(4))])
        a.town = town
        return a

    def mrn(self):
        return self.ch([lambda: self.digits(8), lambda: "F" + self.digits(7), lambda: self.digits(6) + "/" + self.digits(2)])()

    def natid_for(self, dob, sex):
        g = self.r.randint(5000, 9999) if sex == "M" else self.r.randint(0, 4999)
        return f"{dob.year % 100:02d}{dob.month:02d}{dob.day:02d}{g:04d}0{self.r.randint(8, 9)}{self.digits(1)}"

    def natid(self):
        return self.digits(13)

    def reg(self):
        return self.ch([("HPCSA No", "MP " + self.digits(7)), ("Practice No", self.digits(7))])

    def plate(self):
        return self.ch([f"CA {self.digits(3)}-{self.digits(3)}", f"{self.letters(2)} {self.digits(2)} {self.letters(2)} GP",
                        f"ND {self.digits(3)}-{self.digits(3)}"])

    def dl(self, sur):
        return self.digits(4) + "0000" + self.letters(2) + self.digits(2)


class HK(Locale):
    meta = "HK"
    towns, date_styles = PL.HK_DISTRICTS, ["num", "short", "long", "num", "dashmon"]

    def phone(self):
        return self.ch(["+852 2555 0", "2555 0", "3555 0", "+852 3555 0"]) + self.digits(3)

    def mobile(self):
        return self.ch(["9555 0", "6555 0", "+852 9555 0"]) + self.digits(3)

    def fax(self):
        return self.ch(["2555 1", "+852 2555 1"]) + self.digits(3)

    def street(self):
        return f"Flat {self.r.randint(1, 40)}{self.ch('ABCDEFGH')}, {self.r.randint(2, 38)}/F, " \
               f"{self.ch(PL.HK_ESTATES)}, {self.r.randint(1, 300)} {self.ch(PL.HK_STREETS)}"

    def address(self):
        d = self.ch(self.towns)
        a = Address(self, [], [])
        a.lines = [[("STREET", self.street())], [("CITY", d)], [("STATE", PL.HK_REGION_OF[d])]]
        if self.r.random() < 0.5:
            a.lines.append([("COUNTRY", "Hong Kong")])
        a.town = d
        return a

    def mrn(self):
        return self.ch([lambda: "HN" + self.digits(8), lambda: self.digits(8) + self.letters(1)])()

    def natid(self):
        return f"{self.letters(1)}{self.digits(6)}({self.ch('0123456789A')})"

    def reg(self):
        return ("MCHK Reg No", "M" + self.digits(5))

    def plate(self):
        return f"{self.letters(2)} {self.r.randint(1, 9999)}"

    def dl(self, sur):
        return self.natid()


LOCALES = {"UK": UK, "US": US, "IE": IE, "AU": AU, "NZ": NZ, "CA": CA, "ZA": ZA, "HK": HK}


class Address:
    def __init__(self, loc, parts, lines):
        self.loc, self.parts, self.lines = loc, parts, lines
        self.town = None

    def _line(self, line):
        out = []
        for typ, val in line:
            if val is None:
                out.append(typ)
            else:
                out.append(P(val, typ))
        if self.loc.code in ("US", "CA") and len(line) == 3:
            return f"{out[0]}, {out[1]} {out[2]}" if self.loc.code == "US" else f"{out[0]} {out[1]} {out[2]}"
        if self.loc.code == "AU" and len(line) == 3:
            return f"{out[0]} {out[1]} {out[2]}"
        return " ".join(out)

    def block(self):
        return "\n".join(self._line(l) for l in self.lines)

    def inline(self):
        return ", ".join(self._line(l) for l in self.lines)

    def street_m(self):
        return P(self.lines[0][0][1], "STREET")

    def town_m(self):
        for l in self.lines[1:]:
            for typ, val in l:
                if typ == "CITY":
                    return P(val, "CITY")
        return P(self.town, "CITY")
