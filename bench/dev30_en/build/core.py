"""Span-tracking text builder and per-locale PHI surface-form generators (all invented)."""
import datetime as dt
import string

import pools

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class P:
    """A PHI value with its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        assert t in LABEL, t
        assert v and v == v.strip(), repr(v)
        self.v, self.t = v, t

    def __repr__(self):
        return f"P({self.v!r},{self.t})"


class B:
    """Text builder that records spans for P values."""

    def __init__(self):
        self.buf, self.n, self.spans = [], 0, []

    def raw(self, s):
        self.buf.append(s)
        self.n += len(s)

    def put(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.raw(x)
        elif isinstance(x, P):
            self.spans.append({"start": self.n, "end": self.n + len(x.v), "label": LABEL[x.t],
                               "type": x.t, "text": x.v})
            self.raw(x.v)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.put(y)
        else:
            raise TypeError(type(x))

    def __call__(self, *items):
        for it in items:
            self.put(it)
        return self

    def f(self, fmt, **kw):
        for lit, field, _spec, _conv in string.Formatter().parse(fmt):
            self.raw(lit)
            if field is not None:
                self.put(kw[field])
        return self

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- helpers
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def digits(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def letters(r, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(alphabet) for _ in range(n))


def fmt_date(d, loc, style):
    m, dd, y = d.month, d.day, d.year
    mon = MONTHS[m - 1]
    wd = WEEKDAYS[d.weekday()]
    if loc == "US":
        table = {
            0: f"{m:02d}/{dd:02d}/{y}", 1: f"{m}/{dd}/{y}", 2: f"{m}/{dd}/{y % 100:02d}", 3: f"{mon} {dd}, {y}",
            4: f"{mon[:3]} {dd}, {y}", 5: f"{y}-{m:02d}-{dd:02d}", 6: f"{wd}, {mon} {dd}, {y}",
            7: f"{wd[:3]} {m}/{dd}", 8: f"{m:02d}-{dd:02d}-{y}", 9: f"{dd} {mon[:3]} {y}",
        }
    elif loc == "CA":
        table = {
            0: f"{y}-{m:02d}-{dd:02d}", 1: f"{dd:02d}/{m:02d}/{y}", 2: f"{mon} {dd}, {y}", 3: f"{dd} {mon} {y}",
            4: f"{y}/{m:02d}/{dd:02d}", 5: f"{mon[:3]} {dd}, {y}", 6: f"{wd}, {mon} {dd}, {y}",
            7: f"{dd}-{mon[:3]}-{y}", 8: f"{y}-{m:02d}-{dd:02d}", 9: f"{dd:02d}/{m:02d}/{y % 100:02d}",
        }
    else:
        th = ordinal(dd)
        table = {
            0: f"{dd:02d}/{m:02d}/{y}", 1: f"{dd} {mon} {y}", 2: f"{dd:02d}-{mon[:3]}-{y}",
            3: f"{dd:02d}.{m:02d}.{y % 100:02d}", 4: f"{dd}/{m}/{y % 100:02d}", 5: f"{th} {mon} {y}",
            6: f"{wd} {dd} {mon} {y}", 7: f"{dd} {mon[:3]} {y}", 8: f"{dd:02d}/{m:02d}/{y}",
            9: f"{wd[:3]} {dd}/{m}",
        }
    return table[style % 10]


LOCALE_NAME = {"US": "United States", "UK": "United Kingdom", "CA": "Canada", "AU": "Australia",
               "IE": "Ireland", "NZ": "New Zealand"}

US_STATES = [("AL", "Alabama"), ("AZ", "Arizona"), ("CA", "California"), ("CO", "Colorado"),
             ("CT", "Connecticut"), ("FL", "Florida"), ("GA", "Georgia"), ("IL", "Illinois"), ("KS", "Kansas"),
             ("KY", "Kentucky"), ("LA", "Louisiana"), ("MI", "Michigan"), ("MN", "Minnesota"),
             ("MO", "Missouri"), ("NC", "North Carolina"), ("NE", "Nebraska"), ("NJ", "New Jersey"),
             ("NM", "New Mexico"), ("NV", "Nevada"), ("NY", "New York"), ("SC", "South Carolina"),
             ("TN", "Tennessee"), ("TX", "Texas"), ("UT", "Utah"), ("VA", "Virginia"), ("WA", "Washington"),
             ("WI", "Wisconsin"), ("WV", "West Virginia"), ("WY", "Wyoming"), ("IA", "Iowa")]
CA_PROV = [("ON", "Ontario"), ("BC", "British Columbia"), ("AB", "Alberta"), ("MB", "Manitoba"),
           ("SK", "Saskatchewan"), ("NS", "Nova Scotia"), ("NB", "New Brunswick"), ("NL", "Newfoundland and Labrador"),
           ("QC", "Quebec")]
AU_STATES = [("NSW", "New South Wales", "2"), ("VIC", "Victoria", "3"), ("QLD", "Queensland", "4"),
             ("SA", "South Australia", "5"), ("WA", "Western Australia", "6"), ("TAS", "Tasmania", "7")]
UK_COUNTIES = ["Lancashire", "Yorkshire", "Devon", "Kent", "Norfolk", "Cumbria", "Shropshire", "Dorset",
               "Northumberland", "Fife", "Lanarkshire", "Gwynedd", "Somerset", "Essex", "County Durham",
               "Lincolnshire", "Powys", "Antrim"]
IE_COUNTIES = ["Cork", "Galway", "Mayo", "Kerry", "Donegal", "Limerick", "Tipperary", "Wexford", "Sligo",
               "Kildare", "Meath", "Clare", "Waterford", "Louth", "Offaly", "Roscommon"]
NZ_REGIONS = ["Canterbury", "Waikato", "Otago", "Northland", "Southland", "Taranaki", "Manawatū-Whanganui",
              "Bay of Plenty", "Hawke's Bay", "Wellington", "Auckland", "Nelson", "Marlborough", "Tasman"]
US_AREA = ["312", "614", "505", "803", "919", "316", "402", "651", "503", "775", "208", "307", "414", "615", "802"]
CA_AREA = ["613", "416", "604", "403", "902", "204", "306", "506", "709", "780"]
UK_LAND = ["01632 960{d3}", "0113 496 0{d3}", "0117 496 0{d3}", "0161 496 0{d3}", "020 7946 0{d3}",
           "0131 496 0{d3}", "029 2018 0{d3}", "0191 498 0{d3}"]
UK_PC_AREA = ["LS", "BS", "M", "NE", "CF", "EH", "G", "B", "S", "NG", "YO", "HU", "DN", "PL", "EX", "LL", "BT", "TR"]
IE_ROUTING = ["D08", "D12", "D24", "T12", "T23", "H91", "V94", "A92", "F92", "R95", "X91", "P72", "Y35", "N91"]


def make_towns(r, loc, n=40):
    out = set()
    while len(out) < n:
        out.add(r.choice(pools.TOWN_A) + r.choice(pools.TOWN_B))
    out = sorted(out)
    extra = {"US": pools.US_TOWN_EXTRA, "AU": pools.AU_TOWN_EXTRA, "NZ": pools.NZ_TOWN_EXTRA,
             "IE": pools.IE_TOWN_EXTRA}.get(loc, [])
    return out + list(extra)


class Loc:
    """Locale-specific surface forms."""

    def __init__(self, code, r):
        self.c = code
        self.r = r
        self.towns = make_towns(r, code)
        self.country = LOCALE_NAME[code]

    # ---- dates
    def date(self, d, style=None):
        if style is None:
            style = self.r.randrange(10)
        return P(fmt_date(d, self.c, style), "DATE")

    # ---- phones
    def phone(self, kind="land", typ="PHONE"):
        r, c = self.r, self.c
        d2 = f"{r.randrange(100):02d}"
        d3 = f"{r.randrange(1000):03d}"
        if c in ("US", "CA"):
            a = r.choice(US_AREA if c == "US" else CA_AREA)
            s = r.choice([f"({a}) 555-01{d2}", f"{a}-555-01{d2}", f"{a}.555.01{d2}", f"+1 {a} 555 01{d2}",
                          f"{a}-555-01{d2}", f"({a}) 555-01{d2}"])
        elif c == "UK":
            if kind == "mobile":
                s = r.choice([f"07700 900{d3}", f"07700900{d3}", f"+44 7700 900{d3}", f"07700 900 {d3}"])
            else:
                s = r.choice(UK_LAND).format(d3=d3)
        elif c == "AU":
            if kind == "mobile":
                s = r.choice([f"0491 570 {d3}", f"0491570{d3}", f"+61 491 570 {d3}"])
            else:
                s = r.choice([f"(02) 5550 {digits(r, 4)}", f"(03) 7010 {digits(r, 4)}", f"02 5550 {digits(r, 4)}",
                              f"(07) 5550 {digits(r, 4)}", f"(08) 5550 {digits(r, 4)}"])
        elif c == "IE":
            if kind == "mobile":
                s = r.choice([f"087 555 0{d3}", f"085 555 0{d3}", f"+353 87 555 0{d3}", f"0875550{d3}"])
            else:
                s = r.choice([f"(01) 555 0{d3}", f"021 555 0{d3}", f"091 555 0{d3}", f"+353 1 555 0{d3}",
                              f"061 555 0{d3}"])
        else:  # NZ
            if kind == "mobile":
                s = r.choice([f"021 555 0{d3}", f"027 555 0{d3}", f"+64 21 555 0{d3}", f"0215550{d3}"])
            else:
                s = r.choice([f"(09) 555 0{d3}", f"(03) 555 0{d3}", f"04 555 0{d3}", f"+64 7 555 0{d3}",
                              f"(06) 555 0{d3}"])
        if kind == "ext":
            s += r.choice([f" ext. {r.randint(2, 4999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(10, 999)}",
                           f" (ext. {r.randint(200, 899)})"])
        return P(s, typ)

    def pager(self):
        r = self.r
        if self.c in ("UK", "IE"):
            return ["bleep ", P(f"{r.randint(1000, 9999)}", "PHONE")]
        return ["pager ", P(r.choice([f"{r.randint(1, 9)}-{r.randint(1000, 9999)}", f"{r.randint(10000, 99999)}"]),
                            "PHONE")]

    # ---- address parts
    def street(self):
        r, c = self.r, self.c
        nm = r.choice(pools.STREET_NAMES + pools.SURNAMES[:60])
        num = r.randint(1, 980)
        if c == "US":
            sfx = r.choice(["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court",
                            "Boulevard", "Way", "Place", "Pkwy"])
            s = f"{num} {r.choice(['', '', 'N ', 'S ', 'E ', 'W '])}{nm} {sfx}"
            u = r.random()
            if u < 0.2:
                s += f", Apt {r.randint(1, 40)}{r.choice('ABCD')}"
            elif u < 0.3:
                s += f" #{r.randint(100, 999)}"
            elif u < 0.35:
                s += f", Unit {r.randint(1, 60)}"
        elif c == "CA":
            sfx = r.choice(["Street", "St.", "Avenue", "Ave.", "Road", "Crescent", "Drive", "Boulevard", "Trail"])
            s = f"{num} {nm} {sfx}"
            if r.random() < 0.3:
                s = f"{r.randint(101, 2404)}-{s}"
        elif c == "UK":
            sfx = r.choice(["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Grove", "Terrace", "Gardens",
                            "Way", "Mews", "Rise"])
            s = f"{num % 200 + 1} {nm} {sfx}"
            if r.random() < 0.25:
                s = f"Flat {r.randint(1, 24)}, {s}"
        elif c == "IE":
            sfx = r.choice(["Road", "Street", "Avenue", "Park", "Lawn", "Court", "Grove", "Heights", "Drive"])
            s = f"{num % 120 + 1} {nm} {sfx}"
            if r.random() < 0.2:
                s = f"Apartment {r.randint(1, 40)}, {nm} {r.choice(['Court', 'House', 'Quay'])}"
        elif c == "AU":
            sfx = r.choice(["Street", "St", "Road", "Rd", "Parade", "Crescent", "Avenue", "Place", "Court",
                            "Highway", "Esplanade"])
            s = f"{num % 300 + 1} {nm} {sfx}"
            if r.random() < 0.3:
                s = f"{r.choice(['Unit ', ''])}{r.randint(1, 30)}/{s}"
        else:
            sfx = r.choice(["Road", "Street", "Terrace", "Crescent", "Avenue", "Place", "Drive", "Way"])
            s = f"{num % 300 + 1} {nm} {sfx}"
            if r.random() < 0.3:
                s = f"{r.randint(1, 12)}/{s}"
        return P(s, "STREET")

    def town(self):
        return P(self.r.choice(self.towns), "CITY")

    def state(self, full=None):
        r, c = self.r, self.c
        if full is None:
            full = r.random() < 0.3
        if c == "US":
            a, n = r.choice(US_STATES)
        elif c == "CA":
            a, n = r.choice(CA_PROV)
        elif c == "AU":
            a, n, _ = r.choice(AU_STATES)
        elif c == "NZ":
            return P(r.choice(NZ_REGIONS), "STATE")
        else:
            return None
        return P(n if full else a, "STATE")

    def postcode(self, state=None):
        r, c = self.r, self.c
        if c == "US":
            s = digits(r, 5)
            if r.random() < 0.2:
                s += "-" + digits(r, 4)
        elif c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            s = f"{r.choice(L)}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        elif c == "UK":
            s = f"{r.choice(UK_PC_AREA)}{r.randint(1, 29)} {r.randint(0, 9)}{letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        elif c == "IE":
            s = f"{r.choice(IE_ROUTING)} {r.choice('ACDEFHKNPRTVWXY')}{r.choice('0123456789ACDEFHKNPRTVWXY')}" \
                f"{r.randint(0, 9)}{r.choice('0123456789ACDEFHKNPRTVWXY')}"
        elif c == "AU":
            lead = "2"
            if state is not None:
                for a, n, l in AU_STATES:
                    if state.v in (a, n):
                        lead = l
            s = lead + digits(r, 3)
        else:
            s = f"{r.randint(1, 9)}{digits(r, 3)}"
        return P(s, "ZIP")

    def address(self, multiline=False, with_country=False):
        """Return a list of items rendering a full address."""
        r, c = self.r, self.c
        st, tw = self.street(), self.town()
        sep = "\n" if multiline else ", "
        if c == "US":
            s = self.state(full=r.random() < 0.15)
            out = [st, sep, tw, ", ", s, " ", self.postcode()]
        elif c == "CA":
            s = self.state(full=r.random() < 0.2)
            out = [st, sep, tw, ", " if r.random() < 0.7 else " ", s, "  " if r.random() < 0.3 else " ",
                   self.postcode()]
        elif c == "AU":
            s = self.state(full=False)
            out = [st, sep, tw, " ", s, " ", self.postcode(s)]
        elif c == "UK":
            out = [st, sep, tw]
            if r.random() < 0.4:
                out += [sep, P(r.choice(UK_COUNTIES), "CITY")]
            out += [sep, self.postcode()]
        elif c == "IE":
            out = [st, sep, tw]
            if r.random() < 0.7:
                out += [sep, "Co. ", P(r.choice(IE_COUNTIES), "CITY")]
            out += [sep, self.postcode()]
        else:
            out = [st, sep, tw]
            if r.random() < 0.5:
                out += [sep, self.state()]
            out += [" " if not multiline else sep, self.postcode()]
        if with_country:
            out += [sep, P(self.country, "COUNTRY")]
        return out

    # ---- identifiers
    def mrn(self):
        r, c = self.r, self.c
        if c == "US":
            s = r.choice([digits(r, 8), "E" + digits(r, 7), digits(r, 3) + "-" + digits(r, 2) + "-" + digits(r, 3),
                          "MR" + digits(r, 6), digits(r, 9)])
        elif c == "UK":
            s = r.choice([letters(r, 1) + digits(r, 7), "RX" + digits(r, 6), digits(r, 3) + " " + digits(r, 3) + " " +
                          digits(r, 4)])
        elif c == "NZ":
            s = letters(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(r, 4)
        elif c == "AU":
            s = r.choice([digits(r, 7), "UR" + digits(r, 6), digits(r, 6)])
        elif c == "IE":
            s = r.choice([digits(r, 7), "H" + digits(r, 6), digits(r, 8)])
        else:
            s = r.choice([digits(r, 7), "C" + digits(r, 8), digits(r, 10)])
        return P(s, "MRN")

    def national_health_no(self):
        """NHS number (UK) / NHI (NZ) / IHI (AU) style -> MRN (see README)."""
        r, c = self.r, self.c
        if c == "UK":
            return ("NHS No", P(f"{digits(r, 3)} {digits(r, 3)} {digits(r, 4)}", "MRN"))
        if c == "NZ":
            return ("NHI", P(letters(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(r, 4), "MRN"))
        if c == "AU":
            return ("IHI", P(f"8003 60{digits(r, 2)} {digits(r, 4)} {digits(r, 4)}", "MRN"))
        if c == "IE":
            return ("IHI", P(digits(r, 9), "MRN"))
        return ("MRN", self.mrn())

    def ssn(self):
        r, c = self.r, self.c
        if c == "US":
            return ("SSN", P(r.choice([f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}",
                                       f"9{digits(r, 2)} {digits(r, 2)} {digits(r, 4)}", "9" + digits(r, 8)]), "SSN"))
        if c == "UK":
            return ("NI No", P(r.choice([f"QQ {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {r.choice('ABCD')}",
                                         f"QQ{digits(r, 6)}{r.choice('ABCD')}"]), "SSN"))
        if c == "CA":
            return ("SIN", P(r.choice([f"9{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}",
                                       f"9{digits(r, 2)}-{digits(r, 3)}-{digits(r, 3)}"]), "SSN"))
        if c == "AU":
            return ("Centrelink CRN", P(f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}{r.choice('ABCHJKLT')}", "SSN"))
        if c == "IE":
            return ("PPSN", P(f"{digits(r, 7)}{r.choice('ABCDEFGHKLMPRSTW')}{r.choice(['', 'A', 'W'])}", "SSN"))
        return ("MSD client no.", P(digits(r, 9), "SSN"))

    def healthplan(self):
        r, c = self.r, self.c
        if c == "US":
            return r.choice([("Member ID", P(letters(r, 3) + digits(r, 9), "HEALTHPLAN")),
                             ("Medicaid ID", P(digits(r, 2) + letters(r, 1) + digits(r, 7), "HEALTHPLAN")),
                             ("Medicare MBI", P(f"{r.randint(1, 9)}{letters(r, 1)}{r.randint(0, 9)}{letters(r, 1)}-"
                                                f"{letters(r, 1)}{r.randint(0, 9)}{letters(r, 1)}-{letters(r, 2)}"
                                                f"{digits(r, 2)}", "HEALTHPLAN")),
                             ("Policy #", P(f"{letters(r, 2)}-{digits(r, 8)}", "HEALTHPLAN"))])
        if c == "CA":
            return r.choice([("OHIP", P(f"{digits(r, 4)}-{digits(r, 3)}-{digits(r, 3)}-{letters(r, 2)}", "HEALTHPLAN")),
                             ("PHN", P(f"9{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}", "HEALTHPLAN")),
                             ("AHCIP", P(f"{digits(r, 5)}-{digits(r, 4)}", "HEALTHPLAN")),
                             ("Health card", P(f"{digits(r, 4)} {digits(r, 3)} {digits(r, 3)}", "HEALTHPLAN"))])
        if c == "AU":
            return r.choice([("Medicare", P(f"{r.randint(2, 6)}{digits(r, 3)} {digits(r, 5)} {r.randint(1, 9)}",
                                            "HEALTHPLAN")),
                             ("Medicare No", P(f"{r.randint(2, 6)}{digits(r, 9)}", "HEALTHPLAN")),
                             ("Health fund member no.", P(digits(r, 8), "HEALTHPLAN"))])
        if c == "UK":
            return ("Policy no", P(f"{letters(r, 3)}-{digits(r, 6)}-{digits(r, 2)}", "HEALTHPLAN"))
        if c == "IE":
            return r.choice([("Medical card no.", P(f"{digits(r, 7)}{letters(r, 1)}", "HEALTHPLAN")),
                             ("GP visit card", P(f"{digits(r, 8)}{letters(r, 1)}", "HEALTHPLAN")),
                             ("Insurer membership no.", P(digits(r, 9), "HEALTHPLAN"))])
        return r.choice([("Community Services Card", P(f"{digits(r, 4)} {digits(r, 3)} {digits(r, 3)}", "HEALTHPLAN")),
                         ("Southern Cross member no.", P(digits(r, 8), "HEALTHPLAN"))])

    def driver_licence(self, surname="X", given="Y"):
        r, c = self.r, self.c
        if c == "US":
            s = r.choice([f"{letters(r, 1)}{digits(r, 3)}-{digits(r, 4)}-{digits(r, 4)}", f"{letters(r, 1)}{digits(r, 7)}",
                          digits(r, 9), f"{letters(r, 1)}{digits(r, 12)}"])
        elif c == "UK":
            sn = "".join(ch for ch in surname.upper() if ch.isalpha())[:5].ljust(5, "9")
            s = f"{sn}{digits(r, 6)}{given[:1].upper()}{letters(r, 1)}9{letters(r, 2)}"
        elif c == "CA":
            s = r.choice([f"{surname[:1].upper()}{digits(r, 4)}-{digits(r, 5)}-{digits(r, 5)}", digits(r, 7),
                          f"{digits(r, 6)}-{digits(r, 3)}"])
        elif c == "AU":
            s = r.choice([digits(r, 8), digits(r, 9), f"{letters(r, 2)}{digits(r, 6)}"])
        elif c == "IE":
            s = digits(r, 9)
        else:
            s = f"{letters(r, 2)}{digits(r, 6)}"
        return P(s, "LICENSE")

    def clin_licence(self):
        r, c = self.r, self.c
        if c == "US":
            return r.choice([("NPI", P("1" + digits(r, 9), "LICENSE")),
                             ("DEA", P(f"{r.choice('ABFM')}{letters(r, 1)}{digits(r, 7)}", "LICENSE")),
                             ("Lic #", P(f"{r.choice(['MD', 'RN', 'NP', 'PA'])}{digits(r, 6)}", "LICENSE")),
                             ("NRCME #", P(digits(r, 10), "LICENSE"))])
        if c == "UK":
            return r.choice([("GMC", P(digits(r, 7), "LICENSE")),
                             ("NMC PIN", P(f"{digits(r, 2)}{letters(r, 1)}{digits(r, 4)}{letters(r, 1)}", "LICENSE"))])
        if c == "CA":
            return r.choice([("CPSO #", P(digits(r, 5), "LICENSE")), ("CPSBC #", P(digits(r, 5), "LICENSE")),
                             ("Licence no.", P(digits(r, 6), "LICENSE"))])
        if c == "AU":
            return ("AHPRA", P(f"{r.choice(['MED', 'NMW', 'PHY'])}{digits(r, 10)}", "LICENSE"))
        if c == "IE":
            return r.choice([("IMC No.", P(digits(r, 6), "LICENSE")), ("NMBI PIN", P(digits(r, 6), "LICENSE"))])
        return r.choice([("MCNZ", P(digits(r, 5), "LICENSE")), ("NCNZ", P(digits(r, 6), "LICENSE"))])

    def plate(self):
        r, c = self.r, self.c
        if c == "US":
            s = r.choice([f"{r.randint(1, 9)}{letters(r, 3)}{digits(r, 3)}", f"{letters(r, 3)}-{digits(r, 4)}",
                          f"{letters(r, 3)} {digits(r, 3)}"])
        elif c == "UK":
            s = f"{letters(r, 2)}{r.choice(['19', '21', '68', '70', '72', '23'])} {letters(r, 3)}"
        elif c == "CA":
            s = r.choice([f"{letters(r, 4)} {digits(r, 3)}", f"{letters(r, 2)}{r.randint(1, 9)}-{digits(r, 2)}{letters(r, 1)}"])
        elif c == "AU":
            s = r.choice([f"{letters(r, 3)}-{digits(r, 3)}", f"{r.randint(1, 9)}{letters(r, 2)} {r.randint(1, 9)}{letters(r, 2)}",
                          f"{letters(r, 3)}{digits(r, 2)}{letters(r, 1)}"])
        elif c == "IE":
            s = f"{r.choice(['191', '201', '212', '152', '232', '181'])}-{r.choice(['D', 'C', 'G', 'KY', 'MO', 'L', 'WX'])}-{r.randint(100, 99999)}"
        else:
            s = f"{letters(r, 3)}{digits(r, 3)}"
        return P(s, "VEHICLE")

    def vin(self):
        return P("".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17)), "VEHICLE")


def date_between(r, a, b):
    return a + dt.timedelta(days=r.randint(0, (b - a).days))
