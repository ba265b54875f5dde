"""Core helpers: a text builder that records spans, people, and locale formatters."""
import datetime as dt
import unicodedata

import pools

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


class Doc:
    """Accumulates text; tuples (value, TYPE) become gold spans."""

    def __init__(self):
        self.parts = []
        self.n = 0
        self.spans = []

    def _t(self, s):
        self.parts.append(s)
        self.n += len(s)

    def w(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._t(it)
            elif isinstance(it, list):
                self.w(*it)
            elif isinstance(it, tuple):
                val, typ = it
                if typ is None:
                    self._t(val)
                    continue
                assert typ in TYPE2LABEL, typ
                assert val and val == val.strip(), repr(val)
                self.spans.append({"start": self.n, "end": self.n + len(val), "label": TYPE2LABEL[typ],
                                   "type": typ, "text": val})
                self._t(val)
            else:
                raise TypeError(it)
        return self

    def ln(self, *items):
        self.w(*items)
        self._t("\n")
        return self

    def text(self):
        return "".join(self.parts)


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).replace("ł", "l").replace("Ł", "L")


def slug(s):
    return "".join(c for c in ascii_fold(s).lower() if c.isalnum())


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
             "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUM_WORDS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("" if u == 0 else "-" + NUM_WORDS[u])
    if n < 120:
        return "one hundred" + ("" if n == 100 else " and " + num_words(n - 100))
    return str(n)


class Person:
    def __init__(self, rng, typ, sex=None, surname=None, locale=None):
        self.rng = rng
        self.typ = typ
        self.sex = sex or rng.choice("FM")
        self.given = rng.choice(pools.GIVEN_F if self.sex == "F" else pools.GIVEN_M)
        self.surname = surname or rng.choice(pools.SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else None
        # one title per person, the full stop varies by use
        if typ == "DOCTOR":
            k = rng.random()
            self._title = "Dr" if k < 0.72 else ("Prof" if k < 0.8 else ("Mr" if self.sex == "M" else rng.choice(["Ms", "Mrs"])))
        elif self.sex == "M":
            self._title = "Mr"
        else:
            self._title = rng.choice(["Mrs", "Ms", "Miss", "Ms"])

    # --- surface forms, each returns a list of Doc items -------------------------------------
    def full(self):
        return [(f"{self.given} {self.surname}", self.typ)]

    def full_mid(self):
        if self.mid:
            return [(f"{self.given} {self.mid}. {self.surname}", self.typ)]
        return self.full()

    def last_first(self, upper=False):
        s = f"{self.surname}, {self.given}" + (f" {self.mid}" if self.mid and self.rng.random() < 0.5 else "")
        return [(s.upper() if upper else s, self.typ)]

    def title(self, dot=None):
        if dot is None:
            dot = self.rng.random() < 0.4
        t = self._title
        return t + ("." if dot and t != "Miss" else "")

    def titled(self, dot=None, full=False):
        t = self.title(dot)
        return [t + " ", (f"{self.given} {self.surname}" if full else self.surname, self.typ)]

    def first(self):
        return [(self.given, self.typ)]

    def last(self):
        return [(self.surname, self.typ)]

    def given_init(self):
        return [(f"{self.given} {self.surname[0]}.", self.typ)]

    def init_last(self):
        return [(f"{self.given[0]}. {self.surname}", self.typ)]

    def initials(self, style=None):
        g = ascii_fold(self.given)[0].upper()
        s = ascii_fold(self.surname.replace("de la ", "").replace("van der ", "").replace("dela ", ""))[0].upper()
        style = style or self.rng.choice(["AB", "AB", "ab", "A.B."])
        if style == "AB":
            v = g + s
        elif style == "ab":
            v = (g + s).lower()
        elif style == "A.B.":
            v = f"{g}.{s}."
        else:
            v = g + (self.mid or "") + s
        return [(v, self.typ)]

    def any_ref(self):
        r = self.rng.random()
        if r < 0.3:
            return self.full()
        if r < 0.55:
            return self.titled()
        if r < 0.8:
            return self.first()
        return self.last()


# ------------------------------------------------------------------------------------------------
# Locale formatters
# ------------------------------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rand_digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def rand_letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(n))


class Loc:
    def __init__(self, code, rng):
        self.code = code
        self.rng = rng
        self.d = pools.LOCALES[code]
        self.place = self.pick_place()

    # --- generic pickers ------------------------------------------------------------------------
    paeds = False

    def c(self, key):
        vals = self.d[key]
        if key == "hospitals" and not self.paeds:
            vals = [v for v in vals if "Children" not in v and "Pediatric" not in v]
        return self.rng.choice(vals)

    def hospital(self):
        return (self.c("hospitals"), "HOSPITAL")

    def pick_place(self):
        return self.rng.choice(self.d["places"])

    # --- dates ----------------------------------------------------------------------------------
    @property
    def us_style(self):
        return self.code == "us"

    def date(self, d, style=None):
        r = self.rng
        code = self.code
        if style is None:
            style = r.choice(["num", "num", "num", "long", "abbr"] + (["iso"] if code in ("ca", "sg") else []))
        if style == "dob":
            style = "iso" if (code == "ca" and r.random() < 0.5) else "num4"
        if style == "num4":
            if code == "us":
                s = f"{d.month}/{d.day}/{d.year}" if r.random() < 0.4 else d.strftime("%m/%d/%Y")
            elif code == "ca":
                s = d.strftime("%d/%m/%Y")
            else:
                s = d.strftime("%d/%m/%Y") if r.random() < 0.8 else d.strftime("%d.%m.%Y")
        elif style == "iso":
            s = d.strftime("%Y-%m-%d")
        elif style == "num":
            if code == "us":
                s = f"{d.month}/{d.day}/{d.year}" if r.random() < 0.4 else d.strftime("%m/%d/%Y")
            elif code == "ca":
                s = d.strftime("%Y-%m-%d") if r.random() < 0.6 else d.strftime("%d/%m/%Y")
            else:
                s = d.strftime("%d/%m/%Y") if r.random() < 0.7 else d.strftime("%d.%m.%y")
        elif style == "short":  # no year
            if code == "us" or (code == "ca" and r.random() < 0.5):
                s = f"{d.month}/{d.day}"
            else:
                s = f"{d.day:02d}/{d.month:02d}"
        elif style == "long":
            if code in ("us", "ca"):
                s = f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
            else:
                s = f"{d.day} {MONTHS[d.month - 1]} {d.year}"
        elif style == "abbr":
            if code in ("us", "ca"):
                s = f"{MONTHS[d.month - 1][:3]} {d.day}, {d.year}"
            else:
                s = f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year}"
        elif style == "monthyear":
            s = f"{MONTHS[d.month - 1]} {d.year}" if r.random() < 0.7 else f"{MONTHS[d.month - 1][:3]} {d.year}"
        elif style == "year":
            s = str(d.year)
        elif style == "daymonth":
            if code in ("us", "ca"):
                s = f"{MONTHS[d.month - 1]} {d.day}"
            else:
                s = f"{d.day} {MONTHS[d.month - 1]}"
        elif style == "wd_short":
            wd = WDAYS[d.weekday()][:3]
            s = f"{wd} {d.month}/{d.day}" if code == "us" else f"{wd} {d.day:02d}/{d.month:02d}"
        elif style == "wd_long":
            wd = WDAYS[d.weekday()]
            if code in ("us", "ca"):
                s = f"{wd}, {MONTHS[d.month - 1]} {d.day}, {d.year}"
            else:
                s = f"{wd} {d.day} {MONTHS[d.month - 1]} {d.year}"
        elif style == "weekday":
            s = WDAYS[d.weekday()]
        elif style == "wd3":
            s = WDAYS[d.weekday()][:3]
        elif style == "dmy2":
            s = d.strftime("%m/%d/%y") if code == "us" else d.strftime("%d/%m/%y")
        else:
            raise ValueError(style)
        return (s, "DATE")

    # --- addresses ------------------------------------------------------------------------------
    def street(self):
        r = self.rng
        code = self.code
        if code == "sg":
            town = self.place[0]
            blk = r.randint(101, 899)
            kind = r.choice(["Street", "Avenue", "Street", "Drive", "North Road", "Central"])
            num = f" {r.randint(1, 9)}{r.choice(['', '1', '2', '4'])}" if kind in ("Street", "Avenue") else ""
            unit = f"#{r.randint(2, 16):02d}-{r.randint(10, 480)}"
            blkw = r.choice(["Blk ", "Block ", ""])
            return f"{blkw}{blk} {town} {kind}{num}, {unit}" if r.random() < 0.7 else f"{blkw}{blk} {town} {kind}{num} {unit}"
        name = r.choice(self.d["street_names"])
        suffix = r.choice(self.d["street_suffix"])
        if code == "ng" and r.random() < 0.3:
            base = f"{r.randint(1, 120)}, {name} {suffix}"
        elif code == "ie" and r.random() < 0.35:
            base = f"{r.randint(1, 60)} {name} {suffix}"
            if r.random() < 0.5:
                base = f"{r.choice(['Cois Abhann', 'The Paddocks', 'Bóthar na Trá', 'Ashfield', 'Clonard'])}, {name} {suffix}"
        else:
            base = f"{r.randint(1, 2999 if code in ('us', 'ca') else 240)} {name} {suffix}"
        if r.random() < 0.3 and self.d["units"]:
            u = r.choice(self.d["units"]).format(n=r.randint(1, 40), L=r.choice("ABCD"))
            if u.endswith("/"):
                base = u + base
            elif code in ("us", "ca"):
                base = f"{base}, {u}"
            else:
                base = f"{u}, {base}"
        return base

    def postcode(self):
        r = self.rng
        code = self.code
        p = self.place
        if code == "us":
            z = p[3]
            return z if r.random() < 0.75 else f"{z}-{rand_digits(r, 4)}"
        if code == "uk":
            area = p[2]
            return f"{area}{r.randint(1, 19)} {r.randint(1, 9)}{rand_letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        if code == "ie":
            rk = p[2]
            return f"{rk} {rand_letters(r, 1, 'ACDEFHKNPRTVWXY')}{rand_digits(r, 1)}{rand_letters(r, 1, 'ACDEFHKNPRTVWXY')}{rand_digits(r, 1)}"
        if code == "ca":
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return f"{p[3]}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        if code == "au":
            return p[3]
        if code == "sg":
            return f"{p[1]}{rand_digits(r, 4)}"
        if code == "ng":
            return p[2]
        raise ValueError

    def address(self, country=None, sep=", ", newline=False):
        """Returns items: street, city/county/state/postcode, optional country."""
        r = self.rng
        code = self.code
        p = self.place
        out = [(self.street(), "STREET")]
        s2 = "\n" if newline else sep
        if code == "us":
            st = p[1] if r.random() < 0.8 else p[2]
            out += [s2, (p[0], "CITY"), ", ", (st, "STATE"), " ", (self.postcode(), "ZIP")]
        elif code == "uk":
            out += [s2, (p[0], "CITY")]
            if r.random() < 0.35:
                out += [sep, (p[1], "CITY")]
            out += [sep, (self.postcode(), "ZIP")]
        elif code == "ie":
            out += [s2, (p[0], "CITY")]
            if not p[0].startswith("Dublin") or r.random() < 0.3:
                out += [sep, (p[1], "CITY")]
            if r.random() < 0.85:
                out += [sep, (self.postcode(), "ZIP")]
        elif code == "ca":
            st = p[1] if r.random() < 0.8 else p[2]
            out += [s2, (p[0], "CITY"), " " if r.random() < 0.5 else ", ", (st, "STATE"), "  " if r.random() < 0.3 else " ",
                    (self.postcode(), "ZIP")]
        elif code == "au":
            st = p[1] if r.random() < 0.85 else p[2]
            out += [s2, (p[0].upper() if r.random() < 0.3 else p[0], "CITY"), " ", (st, "STATE"), " ", (self.postcode(), "ZIP")]
        elif code == "sg":
            out += [s2, ("Singapore", "CITY"), " ", (self.postcode(), "ZIP")]
        elif code == "ng":
            out += [s2, (p[0], "CITY"), sep, (p[1], "STATE")]
            if r.random() < 0.5:
                out += [" ", (self.postcode(), "ZIP")]
        if country or (country is None and r.random() < 0.12):
            out += [sep if not newline else "\n", (r.choice(self.d["country_alts"]), "COUNTRY")]
        return out

    def city(self):
        return (self.place[0], "CITY")

    def other_city(self):
        return (self.pick_place()[0], "CITY")

    # --- contact --------------------------------------------------------------------------------
    def phone(self, kind="any"):
        r = self.rng
        code = self.code
        if code in ("us", "ca"):
            ac = r.choice(self.d["area_codes"])
            n = f"555-01{r.randint(0, 99):02d}" if r.random() < 0.6 else f"{r.randint(201, 989)}-{rand_digits(r, 4)}"
            fmt = r.choice(["({a}) {n}", "{a}-{n}", "{a}.{n2}", "+1 {a} {n}"])
            return fmt.format(a=ac, n=n, n2=n.replace("-", "."))
        if code == "uk":
            if kind == "mobile" or (kind == "any" and r.random() < 0.3):
                return "07700 900" + rand_digits(r, 3)
            return r.choice(["0113 496 0", "0161 496 0", "0117 496 0", "0131 496 0", "020 7946 0", "029 2018 0",
                             "01632 960"]) + rand_digits(r, 3)
        if code == "ie":
            if kind == "mobile" or (kind == "any" and r.random() < 0.35):
                return f"08{r.choice('3567')} {rand_digits(r, 3)} {rand_digits(r, 4)}"
            fmt = r.choice(["(0{a}) {x} {y}", "0{a} {x} {y}", "+353 {a2} {x} {y}"])
            a = r.choice(["1", "21", "91", "61", "51", "56", "71", "90", "41", "42", "66", "65", "74", "94", "46"])
            return fmt.format(a=a, a2=a, x=rand_digits(r, 3), y=rand_digits(r, 4))
        if code == "au":
            if kind == "mobile" or (kind == "any" and r.random() < 0.35):
                return f"0491 570 {r.randint(100, 999)}" if r.random() < 0.5 else f"04{rand_digits(r, 2)} {rand_digits(r, 3)} {rand_digits(r, 3)}"
            a = r.choice(["02", "03", "07", "08"])
            return (f"({a}) 5550 {rand_digits(r, 4)}" if r.random() < 0.6 else f"+61 {a[1]} 5550 {rand_digits(r, 4)}")
        if code == "sg":
            first = "6" if kind == "land" else (r.choice("89") if kind == "mobile" else r.choice("6689"))
            s = f"{first}{rand_digits(r, 3)} {rand_digits(r, 4)}"
            return s if r.random() < 0.6 else "+65 " + s
        if code == "ng":
            if kind == "mobile" or (kind == "any" and r.random() < 0.7):
                pre = r.choice(["803", "805", "806", "807", "808", "809", "810", "813", "816", "703", "706", "802", "902"])
                return r.choice([f"+234 {pre} {rand_digits(r, 3)} {rand_digits(r, 4)}", f"0{pre} {rand_digits(r, 3)} {rand_digits(r, 4)}",
                                 f"0{pre}{rand_digits(r, 7)}"])
            return f"01-{r.randint(200, 899)} {rand_digits(r, 4)}"
        raise ValueError

    def phone_ext(self):
        p = self.phone()
        return p + self.rng.choice([" ext. ", " x", " ext ", " Ext. "]) + str(self.rng.randint(10, 9999))

    def pager(self):
        r = self.rng
        if self.code in ("uk", "ie", "au"):
            return str(r.randint(1000, 8999))
        if self.code in ("us", "ca"):
            return r.choice([f"{r.randint(1, 9)}-{rand_digits(r, 4)}", rand_digits(r, 5), f"{r.randint(200, 999)}-{rand_digits(r, 4)}"])
        return rand_digits(r, 4)

    def email(self, person, domain=None):
        r = self.rng
        g, s = slug(person.given), slug(person.surname)
        domain = domain or r.choice(self.d["email_domains"])
        local = r.choice([f"{g}.{s}", f"{g}{s}{r.randint(1, 99)}", f"{g[0]}{s}", f"{g}_{s[:4]}{r.randint(60, 99)}",
                          f"{s}.{g}", f"{g}.{s[0]}{r.randint(1970, 2005)}"])
        return local + "@" + domain

    def username(self, person):
        r = self.rng
        g, s = slug(person.given), slug(person.surname)
        return r.choice([f"{g[0]}{s}{r.randint(1, 9)}", f"{g}.{s[0]}{r.randint(10, 99)}", f"{g}_{s[:3]}",
                         f"{s}{g[0]}", f"{g}{r.randint(1980, 2012)}", f"{g[:3]}{s[:3]}{r.randint(1, 99)}"])

    # --- identifiers ----------------------------------------------------------------------------
    def mrn(self):
        r = self.rng
        c = self.code
        if c == "us":
            return r.choice([rand_digits(r, 8), "E" + rand_digits(r, 7), rand_digits(r, 3) + "-" + rand_digits(r, 2) + "-" + rand_digits(r, 2)])
        if c == "uk":
            return r.choice(["RX" + rand_digits(r, 7), "K" + rand_digits(r, 6), rand_letters(r, 1) + rand_digits(r, 6) + rand_letters(r, 1)])
        if c == "ie":
            return rand_digits(r, 7) if r.random() < 0.7 else rand_digits(r, 6)
        if c == "ca":
            return r.choice([rand_digits(r, 7), "H" + rand_digits(r, 7)])
        if c == "au":
            return r.choice([rand_digits(r, 6), rand_digits(r, 7), "UR" + rand_digits(r, 6)])
        if c == "sg":
            return r.choice(["M" + rand_digits(r, 7), rand_digits(r, 8)])
        if c == "ng":
            pre = r.choice(["ECH", "ICMC", "OHH", "NDSC", "ZRMC", "MCH"])
            return f"{pre}/{r.randint(15, 24)}/{rand_digits(r, 5)}"
        raise ValueError

    def mrn_label(self):
        c = self.code
        return self.rng.choice({"us": ["MRN", "MRN", "Med Rec #", "MR#"], "uk": ["Hosp No", "Hospital No.", "MRN", "Unit No"],
                                "ie": ["MRN", "Hospital No.", "Chart No."], "ca": ["MRN", "Chart #", "Hosp #"],
                                "au": ["URN", "UR No.", "MRN"], "sg": ["MRN", "Hosp Reg No", "MRN"],
                                "ng": ["Hosp. No.", "Hospital No", "Folder No."]}[c])

    def nhs(self):
        r = self.rng
        return f"{rand_digits(r, 3)} {rand_digits(r, 3)} {rand_digits(r, 4)}"

    def natid(self):
        """(label, value, type) for a national/social-security style number."""
        r = self.rng
        c = self.code
        if c == "us":
            if r.random() < 0.3:
                return ("SSN (last 4)", rand_digits(r, 4), "SSN")
            return ("SSN", f"{r.randint(100, 665)}-{rand_digits(r, 2)}-{rand_digits(r, 4)}", "SSN")
        if c == "uk":
            v = rand_letters(r, 2, "ABCEGHJKLMNPRSTWXYZ") + rand_digits(r, 6) + r.choice("ABCD")
            if r.random() < 0.5:
                v = f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}"
            return (r.choice(["NI No", "NINO", "National Insurance no."]), v, "SSN")
        if c == "ie":
            return ("PPSN", rand_digits(r, 7) + rand_letters(r, 1, "ABCDEFGHKLMNPTW") + r.choice(["", "A", "W"]), "SSN")
        if c == "ca":
            return ("SIN", f"{rand_digits(r, 3)} {rand_digits(r, 3)} {rand_digits(r, 3)}", "SSN")
        if c == "au":
            return ("Centrelink CRN", rand_digits(r, 3) + " " + rand_digits(r, 3) + " " + rand_digits(r, 3) + r.choice("ABCHJKLX"), "SSN")
        if c == "sg":
            return (r.choice(["NRIC", "NRIC No.", "NRIC/FIN"]), r.choice("STFG") + rand_digits(r, 7) + r.choice("ABCDEFGHIJZ"), "SSN")
        if c == "ng":
            return ("NIN", rand_digits(r, 11), "SSN")
        raise ValueError

    def healthplan(self):
        """(label, value) for an insurance / public health plan identifier."""
        r = self.rng
        c = self.code
        if c == "us":
            return r.choice([("Member ID", rand_letters(r, 3) + rand_digits(r, 9)), ("Medicare MBI", f"{r.randint(1, 9)}{rand_letters(r, 1)}{rand_letters(r, 1)}{r.randint(0, 9)}-{rand_letters(r, 1)}{rand_letters(r, 1)}{r.randint(0, 9)}-{rand_letters(r, 2)}{rand_digits(r, 2)}"),
                             ("Medicaid ID", rand_digits(r, 10)), ("Subscriber #", rand_letters(r, 1) + rand_digits(r, 8))])
        if c == "uk":
            return ("Membership no.", rand_digits(r, 8) + "/" + rand_digits(r, 2))
        if c == "ie":
            return r.choice([("Medical Card No.", rand_digits(r, 6) + rand_letters(r, 1)), ("GMS No.", rand_digits(r, 7)),
                             ("Membership No.", rand_letters(r, 2) + rand_digits(r, 7))])
        if c == "ca":
            return r.choice([("OHIP", f"{rand_digits(r, 4)}-{rand_digits(r, 3)}-{rand_digits(r, 3)}-{rand_letters(r, 2)}"),
                             ("PHN", f"9{rand_digits(r, 3)} {rand_digits(r, 3)} {rand_digits(r, 3)}"),
                             ("AHCIP", f"{rand_digits(r, 5)}-{rand_digits(r, 4)}")])
        if c == "au":
            return r.choice([("Medicare No.", f"{r.randint(2, 6)}{rand_digits(r, 3)} {rand_digits(r, 5)} {r.randint(1, 5)}"),
                             ("DVA No.", r.choice(["N", "V", "Q"]) + r.choice(["X", ""]) + rand_digits(r, 6)),
                             ("Medicare", f"{r.randint(2, 6)}{rand_digits(r, 9)}-{r.randint(1, 5)}")])
        if c == "sg":
            return ("IP Policy No.", "IP" + rand_digits(r, 9))
        if c == "ng":
            return r.choice([("NHIA No.", f"NHIA/{rand_letters(r, 3)}/{rand_digits(r, 8)}"), ("HMO Enrollee ID", f"{rand_letters(r, 3)}-{rand_digits(r, 6)}-{rand_digits(r, 2)}")])
        raise ValueError

    def account(self):
        r = self.rng
        return r.choice([rand_digits(r, 9), f"{rand_digits(r, 4)}-{rand_digits(r, 4)}", "V" + rand_digits(r, 8),
                         "ENC" + rand_digits(r, 7), rand_digits(r, 12)])

    def license(self, role="doctor"):
        """(label, value) for a clinician's licence / registration."""
        r = self.rng
        c = self.code
        if c == "us":
            if role == "doctor":
                return r.choice([("NPI", "1" + rand_digits(r, 9)), ("DEA", rand_letters(r, 2, "ABFGM") + rand_digits(r, 7)),
                                 ("Lic #", rand_letters(r, 1) + rand_digits(r, 5))])
            if role == "pharmacist":
                return r.choice([("RPh Lic", "RPH" + rand_digits(r, 6)), ("NPI", "1" + rand_digits(r, 9))])
            return r.choice([("Lic #", "RN" + rand_digits(r, 6)), ("NPI", "1" + rand_digits(r, 9))])
        if c == "uk":
            if role == "doctor":
                return ("GMC", rand_digits(r, 7))
            if role == "pharmacist":
                return ("GPhC", "20" + rand_digits(r, 5))
            if role in ("therapist",):
                return ("HCPC", r.choice(["PH", "OT"]) + rand_digits(r, 6))
            if role == "scientist":
                return ("HCPC", "BS" + rand_digits(r, 5))
            if role == "social":
                return ("SWE reg", "SW" + rand_digits(r, 6))
            return ("NMC PIN", f"{rand_digits(r, 2)}{rand_letters(r, 1)}{rand_digits(r, 4)}{rand_letters(r, 1)}")
        if c == "ie":
            if role == "doctor":
                return ("IMC", rand_digits(r, 6))
            if role == "pharmacist":
                return ("PSI Reg.", rand_digits(r, 5))
            if role in ("therapist", "social", "scientist"):
                return ("CORU", r.choice(["PT", "OT", "SW", "MS"]) + rand_digits(r, 6))
            return ("NMBI PIN", rand_digits(r, 6))
        if c == "ca":
            if role == "doctor":
                return r.choice([("CPSO #", rand_digits(r, 5)), ("CPSBC #", rand_digits(r, 5)), ("CPSA #", rand_digits(r, 6))])
            if role == "pharmacist":
                return ("OCP #", rand_digits(r, 6))
            return ("Reg #", rand_digits(r, 7))
        if c == "au":
            pre = {"doctor": "MED", "nurse": "NMW", "pharmacist": "PHA", "therapist": "PHY", "scientist": "MED",
                   "social": "SWR", "sonographer": "MRP", "care": "NMW"}[role]
            if role == "doctor" and r.random() < 0.4:
                return ("Prescriber No.", rand_digits(r, 7))
            return ("AHPRA", pre + "000" + rand_digits(r, 7))
        if c == "sg":
            if role == "doctor":
                return ("MCR", f"M{rand_digits(r, 5)}{rand_letters(r, 1)}")
            if role == "pharmacist":
                return ("PRN", f"P{rand_digits(r, 5)}{rand_letters(r, 1)}")
            return ("SNB Reg", f"R{rand_digits(r, 6)}{rand_letters(r, 1)}")
        if c == "ng":
            if role == "doctor":
                return ("MDCN", f"MDCN/R/{rand_digits(r, 5)}")
            if role == "pharmacist":
                return ("PCN Reg", f"PCN/{rand_digits(r, 5)}")
            return ("NMCN", f"RN{rand_digits(r, 6)}")
        raise ValueError

    def plate(self):
        r = self.rng
        c = self.code
        if c == "us":
            return r.choice([f"{r.randint(1, 9)}{rand_letters(r, 3)}{rand_digits(r, 3)}", f"{rand_letters(r, 3)}-{rand_digits(r, 4)}",
                             f"{rand_letters(r, 3)} {rand_digits(r, 3)}"])
        if c == "uk":
            return f"{rand_letters(r, 2, 'ABCDEFGHKLMNOPRSVWY')}{r.choice(['19', '20', '69', '70', '21', '71', '23', '73'])} {rand_letters(r, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}"
        if c == "ie":
            return f"{r.choice(['191', '192', '201', '211', '222', '231', '08', '12'])}-{r.choice(['D', 'C', 'G', 'KY', 'L', 'MO', 'WX', 'LK'])}-{r.randint(100, 99999)}"
        if c == "ca":
            return r.choice([f"{rand_letters(r, 4)} {rand_digits(r, 3)}", f"{rand_letters(r, 2)}{r.randint(1, 9)} {r.randint(1, 9)}{rand_letters(r, 2)}"])
        if c == "au":
            return r.choice([f"{rand_letters(r, 2)}-{rand_digits(r, 2)}-{rand_letters(r, 2)}", f"{r.randint(1, 9)}{rand_letters(r, 2)} {r.randint(1, 9)}{rand_letters(r, 2)}",
                             f"{rand_letters(r, 3)}{rand_digits(r, 3)}"])
        if c == "sg":
            return f"S{rand_letters(r, 2)} {r.randint(1, 9999)} {rand_letters(r, 1)}"
        if c == "ng":
            return f"{r.choice(['LSD', 'KJA', 'ABJ', 'EKY', 'APP', 'FKJ', 'SMK'])} {rand_digits(r, 3)} {rand_letters(r, 2)}"
        raise ValueError

    def vin(self):
        return rand_letters(self.rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ123456789") + rand_digits(self.rng, 1) + \
            rand_letters(self.rng, 5, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + rand_digits(self.rng, 8)

    def ip(self):
        r = self.rng
        k = r.random()
        if k < 0.25:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        if k < 0.45:
            return f"192.168.{r.randint(0, 20)}.{r.randint(2, 254)}"
        if k < 0.65:
            return f"203.0.113.{r.randint(1, 254)}"
        if k < 0.8:
            return f"198.51.100.{r.randint(1, 254)}"
        if k < 0.9:
            return f"2001:db8:{r.randint(0, 65535):x}::{r.randint(1, 65535):x}"
        return f"{r.randint(23, 223)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"

    def hosp_domain(self, hosp):
        words = [w for w in slug_words(hosp) if w not in ("the", "of", "and", "st", "s")]
        base = "".join(words[:2])
        tld = {"us": ".org", "uk": ".nhs.uk", "ie": ".ie", "ca": ".ca", "au": ".org.au", "sg": ".com.sg", "ng": ".com.ng"}[self.code]
        return base + tld

    def cred(self, role):
        tab = pools.CREDENTIALS[self.code]
        return self.rng.choice(tab.get(role) or tab["doctor"])


def slug_words(s):
    return [slug(w) for w in s.split() if slug(w)]


def add_days(d, n):
    return d + dt.timedelta(days=n)
