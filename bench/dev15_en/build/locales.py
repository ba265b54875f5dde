"""Locale-specific formats: dates, phones, addresses, postcodes and identifier shapes.

A segment is either a plain string or a (text, TYPE) tuple; lists of segments nest.
"""
import datetime as _dt

import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
MON_SEPT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
UPPER_ALL = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def D(rng, n, first_nonzero=False):
    s = "".join(rng.choice("0123456789") for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def L(rng, n, alphabet=UPPER):
    return "".join(rng.choice(alphabet) for _ in range(n))


def AN(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXY0123456789") for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


# ---------------------------------------------------------------------------
# Date formatting
# ---------------------------------------------------------------------------

def fmt_date(dt, style):
    d, m, y = dt.day, dt.month, dt.year
    if style == "mdy_slash":
        return f"{m:02d}/{d:02d}/{y}"
    if style == "mdy_slash_short":
        return f"{m}/{d}/{y % 100:02d}"
    if style == "mdy_slash_nopad":
        return f"{m}/{d}/{y}"
    if style == "mdy_long":
        return f"{MONTHS[m-1]} {d}, {y}"
    if style == "mdy_abbr":
        return f"{MON[m-1]} {d}, {y}"
    if style == "dmy_slash":
        return f"{d:02d}/{m:02d}/{y}"
    if style == "dmy_slash_short":
        return f"{d}/{m}/{y % 100:02d}"
    if style == "dmy_long":
        return f"{d} {MONTHS[m-1]} {y}"
    if style == "dmy_ord":
        return f"{ordinal(d)} {MONTHS[m-1]} {y}"
    if style == "dmy_ord_of":
        return f"{ordinal(d)} of {MONTHS[m-1]} {y}"
    if style == "dmy_dot":
        return f"{d:02d}.{m:02d}.{y}"
    if style == "dmy_dot_short":
        return f"{d:02d}.{m:02d}.{y % 100:02d}"
    if style == "dmy_abbr_dash":
        return f"{d:02d}-{MON[m-1]}-{y}"
    if style == "dmy_abbr_dash_up":
        return f"{d:02d}-{MON[m-1].upper()}-{y}"
    if style == "dmy_abbr":
        return f"{d} {MON_SEPT[m-1]} {y}"
    if style == "dmy_dash":
        return f"{d:02d}-{m:02d}-{y}"
    if style == "iso":
        return f"{y}-{m:02d}-{d:02d}"
    if style == "ymd_slash":
        return f"{y}/{m:02d}/{d:02d}"
    if style == "compact":
        return f"{y}{m:02d}{d:02d}"
    raise ValueError(style)


class Locale:
    code = "XX"
    countries = ["Nowhere"]
    date_styles = ["iso"]
    dmy = True
    origins = {"anglo": 1}
    spelling = "uk"
    mr = "Mr"

    def __init__(self, rng):
        self.rng = rng

    # ---- basics ------------------------------------------------------------
    def country(self):
        return self.rng.choice(self.countries)

    def date(self, dt, style=None):
        return fmt_date(dt, style or self.rng.choice(self.date_styles))

    def short_date(self, dt, weekday=False):
        """Day and month without year, optionally with weekday."""
        r = self.rng
        if self.dmy:
            core = r.choice([f"{dt.day}/{dt.month}", f"{dt.day} {MON_SEPT[dt.month-1]}",
                             f"{ordinal(dt.day)} {MONTHS[dt.month-1]}", f"{dt.day} {MONTHS[dt.month-1]}"])
        else:
            core = r.choice([f"{dt.month}/{dt.day}", f"{MON[dt.month-1]} {dt.day}",
                             f"{MONTHS[dt.month-1]} {dt.day}"])
        if weekday:
            wd = r.choice([WD[dt.weekday()], WEEKDAYS[dt.weekday()]])
            sep = r.choice([" ", ", "]) if not core[0].isdigit() or r.random() < 0.5 else " "
            return f"{wd}{sep}{core}"
        return core

    def month_year(self, dt):
        return self.rng.choice([f"{MONTHS[dt.month-1]} {dt.year}", f"{MON_SEPT[dt.month-1]} {dt.year}",
                                f"{dt.month:02d}/{dt.year}"])

    def pick_origin(self):
        keys = list(self.origins.keys())
        return self.rng.choices(keys, weights=[self.origins[k] for k in keys])[0]

    # ---- places ------------------------------------------------------------
    def hospital(self, big=False):
        xs = pools.HOSPITALS[self.code]
        if big:
            xs = [x for x in xs if not any(w in x for w in ("Nursing Home", "Maternity", "Community", "Health Centre", "Women", "Children"))]
        return self.rng.choice(xs)

    def clinic(self, kind="gp"):
        return self.rng.choice(pools.CLINICS[self.code][kind])

    def employer(self):
        return self.rng.choice(pools.EMPLOYERS[self.code])

    def school(self):
        return self.rng.choice(pools.SCHOOLS[self.code])

    def insurer(self):
        return self.rng.choice(pools.INSURERS[self.code])

    def landmark(self):
        return self.rng.choice(pools.LANDMARKS[self.code])

    def street_name(self):
        r = self.rng
        words = pools.STREET_WORDS + pools.LOCAL_STREET_WORDS[self.code] * 4
        return f"{r.choice(words)} {r.choice(pools.STREET_TYPES[self.code])}"

    def street_line(self):
        r = self.rng
        return f"{r.randint(1, 240)} {self.street_name()}"

    def place(self):
        """(city/town, state-or-None, postcode, extra-city-or-None)."""
        raise NotImplementedError

    def address(self, one_line=True, with_country=False, sep=None):
        """Address as segments; parts are separate spans."""
        raise NotImplementedError

    def city_only(self):
        return self.place()[0]

    def some_postcode(self):
        for _ in range(12):
            for seg in self.address():
                if isinstance(seg, tuple) and seg[1] == "ZIP":
                    return seg[0]
        return self.postcode()

    # ---- contact -----------------------------------------------------------
    def phone(self):
        raise NotImplementedError

    def mobile(self):
        return self.phone()

    def fax(self):
        return self.phone()

    def ext(self):
        r = self.rng
        return r.choice([f" ext. {D(r, 3, True)}", f" x{D(r, 4, True)}", f" ext {D(r, 2, True)}",
                         f" (ext. {D(r, 4, True)})", f" Ext {D(r, 3, True)}"])

    def pager(self):
        r = self.rng
        return r.choice([D(r, 4, True), f"{r.randint(2, 8)}-{D(r, 4)}", D(r, 5, True)])

    # ---- identifiers -------------------------------------------------------
    def mrn(self):
        r = self.rng
        return r.choice([D(r, 8), D(r, 7, True), f"{L(r, 1)}{D(r, 7)}"]), r.choice(["MRN", "MRN:", "Hospital no."])

    def national_health_id(self):
        return None  # (value, label) or None

    def ssn(self):
        return None

    def health_plan(self):
        r = self.rng
        return f"{L(r, 3)}{D(r, 9)}", "Member ID"

    def doc_licence(self, kind="doctor"):
        r = self.rng
        return D(r, 7, True), "Reg. no."

    def driver_licence(self):
        r = self.rng
        return f"{L(r, 1)}{D(r, 8)}"

    def plate(self):
        r = self.rng
        return f"{L(r, 3)}{D(r, 3)}"

    def postcode(self):
        raise NotImplementedError


# ---------------------------------------------------------------------------
class US(Locale):
    code = "US"
    countries = ["USA", "United States", "U.S.A.", "the United States"]
    date_styles = ["mdy_slash", "mdy_slash", "mdy_slash_short", "mdy_slash_nopad", "mdy_long", "mdy_abbr",
                   "iso", "dmy_abbr_dash_up"]
    dmy = False
    spelling = "us"
    mr = "Mr."
    origins = {"anglo": 40, "mediterranean": 12, "westafrican": 5, "chinese": 5, "korean": 4, "viet": 4,
               "indian": 5, "arabic": 3, "eastern_eu": 4, "irish": 7, "filipino": 4, "japanese": 2}
    CITIES = [("Baltimore", "MD", "Maryland", "212"), ("Scranton", "PA", "Pennsylvania", "185"),
              ("Gary", "IN", "Indiana", "464"), ("Portland", "OR", "Oregon", "972"),
              ("Bangor", "ME", "Maine", "044"), ("Boulder", "CO", "Colorado", "803"),
              ("Dayton", "OH", "Ohio", "454"), ("Tucson", "AZ", "Arizona", "857"),
              ("Fresno", "CA", "California", "937"), ("Lubbock", "TX", "Texas", "794"),
              ("Savannah", "GA", "Georgia", "314"), ("Duluth", "MN", "Minnesota", "558"),
              ("Spokane", "WA", "Washington", "992"), ("Albany", "NY", "New York", "122"),
              ("Burlington", "VT", "Vermont", "054"), ("Lexington", "KY", "Kentucky", "405"),
              ("Mobile", "AL", "Alabama", "366"), ("Provo", "UT", "Utah", "846"),
              ("Wichita", "KS", "Kansas", "672"), ("Boise", "ID", "Idaho", "837"),
              ("Worcester", "MA", "Massachusetts", "016"), ("Hartford", "CT", "Connecticut", "061"),
              ("Madison", "WI", "Wisconsin", "537"), ("Athens", "GA", "Georgia", "306"),
              ("Lincoln", "NE", "Nebraska", "685"), ("Springfield", "IL", "Illinois", "627"),
              ("Asheville", "NC", "North Carolina", "288"), ("Charleston", "WV", "West Virginia", "253"),
              ("Reno", "NV", "Nevada", "895"), ("Anchorage", "AK", "Alaska", "995"),
              ("Honolulu", "HI", "Hawaii", "968"), ("Flint", "MI", "Michigan", "485"),
              ("Tulsa", "OK", "Oklahoma", "741"), ("Little Rock", "AR", "Arkansas", "722"),
              ("Jackson", "MS", "Mississippi", "392"), ("Columbia", "MO", "Missouri", "652"),
              ("Huntington", "WV", "West Virginia", "257"), ("Old Lyme", "CT", "Connecticut", "063"),
              ("Denver", "CO", "Colorado", "802"), ("Wilmington", "DE", "Delaware", "198"),
              ("Manchester", "NH", "New Hampshire", "031"), ("Durham", "NC", "North Carolina", "277"),
              ("Rochester", "MN", "Minnesota", "559"), ("Paris", "TX", "Texas", "754")]

    def place(self):
        c = self.rng.choice(self.CITIES)
        return c

    def postcode(self, prefix=None):
        r = self.rng
        z = (prefix or D(r, 3)) + D(r, 2)
        if r.random() < 0.2:
            z += "-" + D(r, 4)
        return z

    def street_line(self):
        r = self.rng
        s = f"{r.randint(10, 9899)} {r.choice(['', '', '', 'N ', 'S ', 'E ', 'W '])}{self.street_name()}"
        if r.random() < 0.3:
            s += r.choice([f", Apt {r.randint(1, 40)}{r.choice('ABCD')}", f" Apt {r.randint(101, 940)}",
                           f", Unit {r.randint(1, 30)}", f" #{r.randint(2, 60)}"])
        return s

    def address(self, one_line=True, with_country=False, sep=None):
        r = self.rng
        city, st, stfull, zp = self.place()
        state = st if r.random() < 0.8 else stfull
        sep = sep or (", " if one_line else "\n")
        segs = [(self.street_line(), "STREET"), sep, (city, "CITY"), ", ", (state, "STATE"), " ",
                (self.postcode(zp), "ZIP")]
        if with_country:
            segs += [sep, (self.country(), "COUNTRY")]
        return segs

    def phone(self):
        r = self.rng
        a, b, c = str(r.randint(2, 9)) + D(r, 2), str(r.randint(2, 9)) + D(r, 2), D(r, 4)
        return r.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}.{b}.{c}", f"+1 {a} {b} {c}",
                         f"({a}) {b}-{c}", f"1-{a}-{b}-{c}"])

    def mrn(self):
        r = self.rng
        return (r.choice([D(r, 8), D(r, 7, True), f"{D(r, 3)}-{D(r, 3)}-{D(r, 2)}", f"E{D(r, 9)}"]),
                r.choice(["MRN", "MRN:", "MR#", "Med Rec #", "MRN #"]))

    def ssn(self):
        r = self.rng
        a = D(r, 3, True)
        return r.choice([f"{a}-{D(r, 2)}-{D(r, 4)}", f"{a} {D(r, 2)} {D(r, 4)}", f"XXX-XX-{D(r, 4)}"]), r.choice(["SSN", "SSN:", "Social Security No."])

    def health_plan(self):
        r = self.rng
        return (r.choice([f"{L(r, 3)}{D(r, 9)}", f"W{D(r, 9)}", f"{L(r, 2)}{D(r, 7)}-{D(r, 2)}",
                          f"{D(r, 4)}{L(r, 1)}{D(r, 5)}", f"{D(r, 1, True)}{L(r, 2)}{D(r, 1)}-{L(r, 2)}{D(r, 1)}-{L(r, 2)}{D(r, 2)}"]),
                r.choice(["Member ID", "Member ID:", "Subscriber ID", "Policy #", "Medicare MBI"]))

    def group_no(self):
        r = self.rng
        return r.choice([D(r, 6), f"GRP-{D(r, 5)}", f"{D(r, 3)}{L(r, 2)}{D(r, 3)}"])

    def doc_licence(self, kind="doctor"):
        r = self.rng
        if kind != "doctor":
            return f"RN{D(r, 7)}", "RN Lic #"
        choice = r.randrange(3)
        if choice == 0:
            return "1" + D(r, 9), "NPI"
        if choice == 1:
            return f"{L(r, 2, 'ABFM')}{D(r, 7)}", "DEA"
        return f"{r.choice(['MD', 'A', 'G', 'RN'])}{D(r, 6)}", "Lic #"

    def npi(self):
        return "1" + D(self.rng, 9)

    def driver_licence(self):
        r = self.rng
        return r.choice([f"{L(r, 1)}{D(r, 7)}", f"{L(r, 1)}{D(r, 3)}-{D(r, 3)}-{D(r, 2)}-{D(r, 3)}-{D(r, 1)}",
                         D(r, 9), f"{L(r, 1)}{D(r, 12)}"])

    def plate(self):
        r = self.rng
        return r.choice([f"{D(r, 1, True)}{L(r, 3)}{D(r, 3)}", f"{L(r, 3)}-{D(r, 4)}", f"{L(r, 3)} {D(r, 3)}",
                         f"{D(r, 3)} {L(r, 3)}"])


# ---------------------------------------------------------------------------
def uk_postcode(r, area):
    return f"{area}{r.randint(1, 28)} {r.randint(1, 9)}{L(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"


class UK(Locale):
    code = "UK"
    countries = ["United Kingdom", "UK", "England", "Scotland", "Wales", "Northern Ireland"]
    date_styles = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_ord", "dmy_abbr_dash", "dmy_abbr",
                   "dmy_dot", "dmy_slash_short"]
    dmy = True
    origins = {"anglo": 45, "irish": 6, "indian": 8, "southasian_muslim": 8, "westafrican": 6,
               "eastern_eu": 7, "chinese": 3, "mediterranean": 3, "hornafrica": 3, "arabic": 3}
    CITIES = [("Leeds", "West Yorkshire", "LS"), ("Bristol", None, "BS"), ("Exeter", "Devon", "EX"),
              ("Oxford", "Oxfordshire", "OX"), ("Birmingham", "West Midlands", "B"), ("Glasgow", None, "G"),
              ("Edinburgh", "Midlothian", "EH"), ("Manchester", "Greater Manchester", "M"),
              ("Preston", "Lancashire", "PR"), ("Chester", "Cheshire", "CH"), ("Lincoln", "Lincolnshire", "LN"),
              ("Kendal", "Cumbria", "LA"), ("Whitby", "North Yorkshire", "YO"), ("Wells", "Somerset", "BA"),
              ("Reading", "Berkshire", "RG"), ("Sale", "Cheshire", "M"), ("Cardiff", None, "CF"),
              ("Swansea", None, "SA"), ("Belfast", "County Antrim", "BT"), ("Norwich", "Norfolk", "NR"),
              ("Ipswich", "Suffolk", "IP"), ("Truro", "Cornwall", "TR"), ("Durham", "County Durham", "DH"),
              ("Stockport", "Cheshire", "SK"), ("Wigan", "Lancashire", "WN"), ("Aberdeen", "Aberdeenshire", "AB"),
              ("Inverness", "Highland", "IV"), ("Bangor", "Gwynedd", "LL"), ("Dover", "Kent", "CT"),
              ("Bolton", "Lancashire", "BL"), ("Derby", "Derbyshire", "DE"), ("Huntingdon", "Cambridgeshire", "PE"),
              ("Harrogate", "North Yorkshire", "HG"), ("Dundee", None, "DD")]

    def place(self):
        return self.rng.choice(self.CITIES)

    def postcode(self, area=None):
        return uk_postcode(self.rng, area or self.rng.choice(["LS", "M", "B", "EX", "OX"]))

    def street_line(self):
        r = self.rng
        s = f"{r.randint(1, 180)} {self.street_name()}"
        k = r.random()
        if k < 0.15:
            s = f"Flat {r.randint(1, 24)}, {s}"
        elif k < 0.22:
            s = f"{r.choice(['Rose Cottage', 'The Old Vicarage', 'Holly House', 'Windrush'])}, {self.street_name()}"
        return s

    def address(self, one_line=True, with_country=False, sep=None):
        r = self.rng
        city, county, area = self.place()
        sep = sep or (", " if one_line else "\n")
        segs = [(self.street_line(), "STREET"), sep, (city, "CITY")]
        if county and r.random() < 0.5:
            segs += [sep, (county, "CITY")]
        segs += [sep if r.random() < 0.7 else " ", (uk_postcode(r, area), "ZIP")]
        if with_country:
            segs += [sep, (r.choice(["United Kingdom", "UK"]), "COUNTRY")]
        return segs

    def phone(self):
        r = self.rng
        return r.choice([f"0{r.choice(['113', '117', '161', '121', '131', '141', '1392'])} {D(r, 3)} {D(r, 4)}",
                         f"020 {D(r, 4, True)} {D(r, 4)}", f"01{D(r, 3)} {D(r, 6)}",
                         f"+44 {r.choice(['113', '161', '20'])} {D(r, 4)} {D(r, 4)}"])

    def mobile(self):
        r = self.rng
        return r.choice([f"07{D(r, 3)} {D(r, 6)}", f"07{D(r, 3)} {D(r, 3)} {D(r, 3)}", f"+44 7{D(r, 3)} {D(r, 6)}",
                         f"07{D(r, 9)}"])

    def mrn(self):
        r = self.rng
        return (r.choice([f"{L(r, 1)}{D(r, 7)}", f"RX{D(r, 6)}", D(r, 8), f"{L(r, 3)}{D(r, 6)}"]),
                r.choice(["Hospital No:", "Hosp no.", "MRN", "Unit no.", "RXH no."]))

    def national_health_id(self):
        r = self.rng
        if r.random() < 0.8:
            v = f"{D(r, 3, True)} {D(r, 3)} {D(r, 4)}" if r.random() < 0.7 else D(r, 10, True)
            return v, r.choice(["NHS No:", "NHS number", "NHS no.", "NHS#"])
        return f"{r.randint(1, 28):02d}{r.randint(1, 12):02d}{r.randint(30, 99)}{D(r, 4)}", "CHI"

    def ssn(self):
        r = self.rng
        a = L(r, 2, "ABCEGHJKLMNPRSTWXYZ")
        return r.choice([f"{a} {D(r, 2)} {D(r, 2)} {D(r, 2)} {r.choice('ABCD')}", f"{a}{D(r, 6)}{r.choice('ABCD')}"]), \
            r.choice(["NI No:", "NI number", "National Insurance no."])

    def health_plan(self):
        r = self.rng
        return r.choice([f"{L(r, 2)}{D(r, 8)}", f"{D(r, 8)}-{D(r, 2)}"]), r.choice(["Policy no.", "Membership no."])

    def doc_licence(self, kind="doctor"):
        r = self.rng
        if kind == "doctor":
            return D(r, 7, True), r.choice(["GMC", "GMC no.", "GMC No:"])
        return f"{D(r, 2)}{L(r, 1)}{D(r, 4)}{L(r, 1)}", "NMC PIN"

    def driver_licence(self):
        r = self.rng
        return f"{L(r, 5, UPPER_ALL)}{D(r, 6)}{L(r, 2)}{D(r, 1)}{L(r, 2)}"

    def plate(self):
        r = self.rng
        return r.choice([f"{L(r, 2)}{D(r, 2)} {L(r, 3)}", f"{L(r, 2)}{D(r, 2)}{L(r, 3)}", f"{L(r, 1)}{D(r, 3)} {L(r, 3)}"])


# ---------------------------------------------------------------------------
class IE(Locale):
    code = "IE"
    countries = ["Ireland", "Republic of Ireland", "Éire"]
    date_styles = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_ord", "dmy_abbr_dash", "dmy_abbr", "dmy_dot"]
    origins = {"irish": 60, "anglo": 10, "eastern_eu": 10, "indian": 5, "filipino": 4, "westafrican": 5,
               "chinese": 2, "mediterranean": 4}
    CITIES = [("Ballincollig", "Co. Cork", "P31"), ("Cork", "Co. Cork", "T12"), ("Galway", "Co. Galway", "H91"),
              ("Tuam", "Co. Galway", "H54"), ("Castlebar", "Co. Mayo", "F23"), ("Westport", "Co. Mayo", "F28"),
              ("Ennis", "Co. Clare", "V95"), ("Tralee", "Co. Kerry", "V92"), ("Killarney", "Co. Kerry", "V93"),
              ("Dundalk", "Co. Louth", "A91"), ("Drogheda", "Co. Louth", "A92"), ("Navan", "Co. Meath", "C15"),
              ("Sligo", "Co. Sligo", "F91"), ("Letterkenny", "Co. Donegal", "F92"),
              ("Athlone", "Co. Westmeath", "N37"), ("Mullingar", "Co. Westmeath", "N91"),
              ("Kilkenny", "Co. Kilkenny", "R95"), ("Wexford", "Co. Wexford", "Y35"),
              ("Clonmel", "Co. Tipperary", "E91"), ("Limerick", "Co. Limerick", "V94"),
              ("Dublin", None, "D08"), ("Swords", "Co. Dublin", "K67"), ("Bray", "Co. Wicklow", "A98"),
              ("Dingle", "County Kerry", "V92"), ("Carrick-on-Shannon", "County Leitrim", "N41")]

    def place(self):
        return self.rng.choice(self.CITIES)

    def postcode(self, key=None):
        r = self.rng
        return f"{key or r.choice(['D08', 'T12', 'H91', 'V94'])} {AN(r, 4)}"

    def street_line(self):
        r = self.rng
        k = r.random()
        if k < 0.2:
            return f"{r.choice(['Ard na Gréine', 'Cois Abhann', 'Tigh Mhuire', 'Rose Villa', 'Glenside'])}, {self.street_name()}"
        if k < 0.3:
            return f"Apt {r.randint(1, 40)}, {r.randint(1, 90)} {self.street_name()}"
        return f"{r.randint(1, 160)} {self.street_name()}"

    def address(self, one_line=True, with_country=False, sep=None):
        r = self.rng
        city, county, key = self.place()
        sep = sep or (", " if one_line else "\n")
        segs = [(self.street_line(), "STREET"), sep, (city, "CITY")]
        if county:
            segs += [sep, (county, "CITY")]
        segs += [sep, (self.postcode(key), "ZIP")]
        if with_country:
            segs += [sep, (r.choice(["Ireland", "Éire"]), "COUNTRY")]
        return segs

    def phone(self):
        r = self.rng
        return r.choice([f"0{r.choice(['21', '91', '61', '66', '71', '74'])} {D(r, 3)} {D(r, 4)}", f"(01) {D(r, 3)} {D(r, 4)}",
                         f"+353 {r.choice(['1', '21', '91'])} {D(r, 3)} {D(r, 4)}", f"0{r.choice(['21', '61'])}-{D(r, 7)}"])

    def mobile(self):
        r = self.rng
        return r.choice([f"08{r.choice('35679')} {D(r, 3)} {D(r, 4)}", f"+353 8{r.choice('35679')} {D(r, 3)} {D(r, 4)}",
                         f"08{r.choice('35679')}-{D(r, 7)}"])

    def mrn(self):
        r = self.rng
        return r.choice([D(r, 7), f"{D(r, 2)}{L(r, 1)}{D(r, 5)}", D(r, 6)]), r.choice(["MRN", "Hosp. No.", "Chart no."])

    def ssn(self):
        r = self.rng
        return f"{D(r, 7)}{L(r, 1)}{r.choice(['', 'A', 'W'])}", r.choice(["PPSN", "PPS No.", "PPS number"])

    def health_plan(self):
        r = self.rng
        if r.random() < 0.5:
            return f"{D(r, 4)}{D(r, 3)}{L(r, 1)}", "Medical card no."
        return f"{L(r, 1)}{D(r, 8)}", "Policy no."

    def doc_licence(self, kind="doctor"):
        r = self.rng
        if kind == "doctor":
            return D(r, 6, True), r.choice(["IMC no.", "MCRN"])
        return D(r, 6, True), "NMBI PIN"

    def driver_licence(self):
        r = self.rng
        return f"{D(r, 3)}{D(r, 6)}"

    def plate(self):
        r = self.rng
        yr = r.choice(["08", "12", "151", "172", "191", "202", "231", "242"])
        return r.choice([f"{yr}-{r.choice(['D', 'C', 'G', 'KY', 'MO', 'LK', 'WX', 'TN'])}-{r.randint(1, 39999)}",
                         f"{yr} {r.choice(['D', 'C', 'G', 'KY'])} {r.randint(1, 9999)}"])


# ---------------------------------------------------------------------------
class CA(Locale):
    code = "CA"
    countries = ["Canada"]
    date_styles = ["iso", "iso", "mdy_long", "dmy_abbr", "dmy_slash", "ymd_slash", "mdy_abbr"]
    dmy = True
    origins = {"anglo": 30, "french": 20, "chinese": 8, "indian": 10, "filipino": 6, "mediterranean": 5,
               "eastern_eu": 6, "arabic": 4, "hornafrica": 3, "korean": 3, "viet": 3, "irish": 3}
    CITIES = [("Toronto", "ON", "Ontario", "M"), ("Ottawa", "ON", "Ontario", "K"), ("Hamilton", "ON", "Ontario", "L"),
              ("Sudbury", "ON", "Ontario", "P"), ("Thunder Bay", "ON", "Ontario", "P"),
              ("Montréal", "QC", "Quebec", "H"), ("Québec", "QC", "Québec", "G"), ("Sherbrooke", "QC", "Quebec", "J"),
              ("Halifax", "NS", "Nova Scotia", "B"), ("Moncton", "NB", "New Brunswick", "E"),
              ("Charlottetown", "PE", "Prince Edward Island", "C"),
              ("St. John's", "NL", "Newfoundland and Labrador", "A"), ("Winnipeg", "MB", "Manitoba", "R"),
              ("Regina", "SK", "Saskatchewan", "S"), ("Saskatoon", "SK", "Saskatchewan", "S"),
              ("Calgary", "AB", "Alberta", "T"), ("Edmonton", "AB", "Alberta", "T"), ("Banff", "AB", "Alberta", "T"),
              ("Vancouver", "BC", "British Columbia", "V"), ("Kelowna", "BC", "British Columbia", "V"),
              ("Nanaimo", "BC", "British Columbia", "V"), ("Whitehorse", "YT", "Yukon", "Y"),
              ("Yellowknife", "NT", "Northwest Territories", "X"), ("Iqaluit", "NU", "Nunavut", "X")]

    def place(self):
        return self.rng.choice(self.CITIES)

    def postcode(self, first=None):
        r = self.rng
        a = "ABCEGHJKLMNPRSTVWXYZ"
        return f"{first or r.choice('MKVTH')}{D(r, 1)}{L(r, 1, a)} {D(r, 1)}{L(r, 1, a)}{D(r, 1)}"

    def street_line(self):
        r = self.rng
        if r.random() < 0.2:
            return f"{r.randint(1, 9999)}, rue {r.choice(['Sainte-Catherine', 'Saint-Denis', 'des Érables', 'Principale', 'du Lac'])}"
        s = f"{r.randint(10, 9999)} {self.street_name()}"
        if r.random() < 0.25:
            s = f"{r.choice(['Unit', 'Suite', 'Apt'])} {r.randint(1, 1800)}, {s}" if r.random() < 0.5 else f"{r.randint(101, 2400)}-{s}"
        return s

    def address(self, one_line=True, with_country=False, sep=None):
        r = self.rng
        city, pr, prfull, first = self.place()
        sep = sep or (", " if one_line else "\n")
        segs = [(self.street_line(), "STREET"), sep, (city, "CITY"), r.choice([", ", " "]),
                (pr if r.random() < 0.8 else prfull, "STATE"), "  " if r.random() < 0.3 else " ",
                (self.postcode(first), "ZIP")]
        if with_country:
            segs += [sep, ("Canada", "COUNTRY")]
        return segs

    def phone(self):
        r = self.rng
        a, b, c = r.choice(["416", "613", "514", "604", "403", "902", "204", "306", "709", "867"]), str(r.randint(2, 9)) + D(r, 2), D(r, 4)
        return r.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a} {b} {c}", f"+1 {a}-{b}-{c}", f"1-{a}-{b}-{c}"])

    def mrn(self):
        r = self.rng
        return r.choice([D(r, 7), f"{L(r, 1)}{D(r, 8)}", f"{D(r, 2)}-{D(r, 6)}"]), r.choice(["MRN", "Chart #", "Dossier no."])

    def ssn(self):
        r = self.rng
        return r.choice([f"{D(r, 3, True)} {D(r, 3)} {D(r, 3)}", f"{D(r, 3, True)}-{D(r, 3)}-{D(r, 3)}"]), "SIN"

    def health_plan(self):
        r = self.rng
        k = r.randrange(3)
        if k == 0:
            return f"{D(r, 4)}-{D(r, 3)}-{D(r, 3)}-{L(r, 2)}", "OHIP"
        if k == 1:
            return f"{L(r, 4)} {D(r, 4)} {D(r, 4)}", "RAMQ"
        return f"{D(r, 4)} {D(r, 3)} {D(r, 3)}", "PHN"

    def doc_licence(self, kind="doctor"):
        r = self.rng
        if kind != "doctor":
            return D(r, 7, True), "CNO #"
        return r.choice([(D(r, 5, True), "CPSO #"), (D(r, 5, True), "CPSBC #"), (f"{D(r, 2)}-{D(r, 3)}", "CMQ")])

    def driver_licence(self):
        r = self.rng
        return r.choice([f"{L(r, 1)}{D(r, 4)}-{D(r, 5)}-{D(r, 5)}", D(r, 7), f"{L(r, 1)}{D(r, 12)}"])

    def plate(self):
        r = self.rng
        return r.choice([f"{L(r, 4)} {D(r, 3)}", f"{L(r, 3)} {D(r, 3)}", f"{D(r, 3)} {L(r, 3)}", f"{L(r, 2)}{D(r, 3)}{L(r, 1)}"])


# ---------------------------------------------------------------------------
class AU(Locale):
    code = "AU"
    countries = ["Australia"]
    date_styles = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_abbr", "dmy_abbr_dash", "dmy_slash_short", "dmy_dot"]
    origins = {"anglo": 40, "chinese": 8, "viet": 6, "indian": 8, "mediterranean": 10, "arabic": 5, "pacific": 4,
               "filipino": 4, "irish": 5, "korean": 3, "eastern_eu": 4}
    CITIES = [("Parramatta", "NSW", "New South Wales", "2150"), ("Wollongong", "NSW", "New South Wales", "2500"),
              ("Newcastle", "NSW", "New South Wales", "2300"), ("Dubbo", "NSW", "New South Wales", "2830"),
              ("Darwin", "NT", "Northern Territory", "0800"), ("Alice Springs", "NT", "Northern Territory", "0870"),
              ("Fremantle", "WA", "Western Australia", "6160"), ("Geraldton", "WA", "Western Australia", "6530"),
              ("Ballarat", "VIC", "Victoria", "3350"), ("Bendigo", "Vic", "Victoria", "3550"),
              ("Footscray", "VIC", "Victoria", "3011"), ("Hobart", "TAS", "Tasmania", "7000"),
              ("Launceston", "Tas", "Tasmania", "7250"), ("Toowoomba", "QLD", "Queensland", "4350"),
              ("Cairns", "QLD", "Queensland", "4870"), ("Townsville", "Qld", "Queensland", "4810"),
              ("Adelaide", "SA", "South Australia", "5000"), ("Mount Gambier", "SA", "South Australia", "5290"),
              ("Canberra", "ACT", "Australian Capital Territory", "2600"), ("Murray Bridge", "SA", "South Australia", "5253"),
              ("Wagga Wagga", "NSW", "New South Wales", "2650"), ("Nowra", "NSW", "New South Wales", "2541")]

    def place(self):
        return self.rng.choice(self.CITIES)

    def postcode(self, pc=None):
        return pc or self.rng.choice(["2150", "3011", "4870", "6160", "0800"])

    def street_line(self):
        r = self.rng
        k = r.random()
        if k < 0.25:
            return f"{r.randint(1, 24)}/{r.randint(1, 180)} {self.street_name()}"
        if k < 0.35:
            return f"Unit {r.randint(1, 30)}, {r.randint(1, 180)} {self.street_name()}"
        if k < 0.4:
            return f"Lot {r.randint(1, 400)} {self.street_name()}"
        return f"{r.randint(1, 300)} {self.street_name()}"

    def address(self, one_line=True, with_country=False, sep=None):
        r = self.rng
        city, st, stfull, pc = self.place()
        sep = sep or (", " if one_line else "\n")
        segs = [(self.street_line(), "STREET"), sep, (city if r.random() < 0.6 else city.upper(), "CITY"), " ",
                (st if r.random() < 0.85 else stfull, "STATE"), " ", (pc, "ZIP")]
        if with_country:
            segs += [sep, ("Australia", "COUNTRY")]
        return segs

    def phone(self):
        r = self.rng
        return r.choice([f"(0{r.choice('2378')}) {D(r, 4)} {D(r, 4)}", f"0{r.choice('2378')} {D(r, 4)} {D(r, 4)}",
                         f"+61 {r.choice('2378')} {D(r, 4)} {D(r, 4)}", f"1300 {D(r, 3)} {D(r, 3)}"])

    def mobile(self):
        r = self.rng
        return r.choice([f"04{D(r, 2)} {D(r, 3)} {D(r, 3)}", f"+61 4{D(r, 2)} {D(r, 3)} {D(r, 3)}", f"04{D(r, 8)}"])

    def mrn(self):
        r = self.rng
        return r.choice([D(r, 7), f"{D(r, 3)}-{D(r, 3)}-{D(r, 1)}", D(r, 8)]), r.choice(["URN", "UR No.", "MRN", "UR:"])

    def national_health_id(self):
        r = self.rng
        return f"8003 60{D(r, 2)} {D(r, 4)} {D(r, 4)}", "IHI"

    def ssn(self):
        r = self.rng
        return f"{D(r, 3)} {D(r, 3)} {D(r, 3)}", "TFN"

    def health_plan(self):
        r = self.rng
        k = r.randrange(3)
        if k == 0:
            return f"{D(r, 4, True)} {D(r, 5)} {D(r, 1, True)}", "Medicare no."
        if k == 1:
            return f"{D(r, 4, True)} {D(r, 5)} {D(r, 1, True)}/{r.randint(1, 5)}", "Medicare"
        return f"{r.choice(['N', 'V', 'Q'])}{r.choice(['X', 'W', ''])}{D(r, 6)}", "DVA file no."

    def doc_licence(self, kind="doctor"):
        r = self.rng
        if kind != "doctor":
            return f"NMW000{D(r, 7)}", "AHPRA"
        return r.choice([(f"MED000{D(r, 7)}", "AHPRA"), (f"{D(r, 6)}{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJKLMNPQRTVWXY')}", "Provider no."),
                         (D(r, 7), "Prescriber no.")])

    def driver_licence(self):
        r = self.rng
        return r.choice([D(r, 8), D(r, 9), f"{D(r, 2)}{L(r, 2)}{D(r, 5)}"])

    def plate(self):
        r = self.rng
        return r.choice([f"{L(r, 3)}-{D(r, 3)}", f"{D(r, 1, True)}{L(r, 2)} {D(r, 1)}{L(r, 2)}", f"{L(r, 3)} {D(r, 2)}{L(r, 1)}",
                         f"{L(r, 2)}-{D(r, 2)}-{L(r, 2)}"])


# ---------------------------------------------------------------------------
class NZ(Locale):
    code = "NZ"
    countries = ["New Zealand", "Aotearoa", "NZ"]
    date_styles = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_abbr", "dmy_ord", "dmy_slash_short", "iso"]
    origins = {"anglo": 40, "maori": 25, "pacific": 12, "chinese": 6, "indian": 7, "filipino": 4, "korean": 3,
               "irish": 3}
    CITIES = [("Riccarton", "Christchurch", "Canterbury", "8011"), ("Ponsonby", "Auckland", "Auckland", "1011"),
              ("Ōtāhuhu", "Auckland", "Auckland", "1062"), ("Māngere", "Auckland", "Auckland", "2022"),
              ("Karori", "Wellington", "Wellington", "6012"), ("Petone", "Lower Hutt", "Wellington", "5012"),
              ("Frankton", "Hamilton", "Waikato", "3204"), ("Taradale", "Napier", "Hawke's Bay", "4112"),
              ("Stoke", "Nelson", "Tasman", "7011"), ("Ngongotahā", "Rotorua", "Bay of Plenty", "3010"),
              ("Kensington", "Whangārei", "Northland", "0112"), ("Glengarry", "Invercargill", "Southland", "9810"),
              ("Mornington", "Dunedin", "Otago", "9011"), ("Kaiti", "Gisborne", "Gisborne", "4010"),
              ("Hokowhitu", "Palmerston North", "Manawatū-Whanganui", "4410"),
              ("Greerton", "Tauranga", "Bay of Plenty", "3112"), ("Highfield", "Timaru", "Canterbury", "7910"),
              ("Holmes Hill", "Oamaru", "Otago", "9400")]

    def place(self):
        return self.rng.choice(self.CITIES)

    def postcode(self, pc=None):
        return pc or self.rng.choice(["8011", "1011", "6012", "3204"])

    def street_line(self):
        r = self.rng
        if r.random() < 0.25:
            return f"{r.randint(1, 12)}/{r.randint(1, 180)} {self.street_name()}"
        if r.random() < 0.15:
            return f"{r.randint(1, 180)}{r.choice('ABC')} {self.street_name()}"
        return f"{r.randint(1, 300)} {self.street_name()}"

    def address(self, one_line=True, with_country=False, sep=None):
        r = self.rng
        sub, city, region, pc = self.place()
        sep = sep or (", " if one_line else "\n")
        segs = [(self.street_line(), "STREET"), sep]
        if sub != city:
            segs += [(sub, "CITY"), sep]
        segs += [(city, "CITY"), " ", (pc, "ZIP")]
        if r.random() < 0.2:
            segs += [sep, (region, "STATE")]
        if with_country:
            segs += [sep, (r.choice(["New Zealand", "NZ"]), "COUNTRY")]
        return segs

    def phone(self):
        r = self.rng
        return r.choice([f"(0{r.choice('34679')}) {D(r, 3, True)} {D(r, 4)}", f"0{r.choice('34679')} {D(r, 3, True)} {D(r, 4)}",
                         f"+64 {r.choice('34679')} {D(r, 3, True)} {D(r, 4)}", f"0800 {D(r, 3)} {D(r, 3)}"])

    def mobile(self):
        r = self.rng
        return r.choice([f"02{r.choice('127')} {D(r, 3)} {D(r, 4)}", f"+64 2{r.choice('127')} {D(r, 3)} {D(r, 4)}",
                         f"02{r.choice('127')}-{D(r, 7)}"])

    def mrn(self):
        r = self.rng
        # NHI, old and new formats
        alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        if r.random() < 0.6:
            return f"{L(r, 3, alpha)}{D(r, 4)}", r.choice(["NHI", "NHI:", "NHI no."])
        return f"{L(r, 3, alpha)}{D(r, 2)}{L(r, 2, alpha)}", "NHI"

    def ssn(self):
        r = self.rng
        return f"{D(r, 3)}-{D(r, 3)}-{D(r, 3)}", "IRD no."

    def health_plan(self):
        r = self.rng
        return r.choice([(f"{L(r, 2)}{D(r, 7)}", "Member no."), (D(r, 8), "Policy no.")])

    def acc_claim(self):
        r = self.rng
        return r.choice([f"{L(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{D(r, 5)}", f"{D(r, 11)}"])

    def doc_licence(self, kind="doctor"):
        r = self.rng
        if kind != "doctor":
            return f"{D(r, 2)}-{D(r, 5)}", "NCNZ"
        return D(r, 5, True), r.choice(["MCNZ", "MCNZ no."])

    def driver_licence(self):
        r = self.rng
        return f"{L(r, 2)}{D(r, 6)}"

    def plate(self):
        r = self.rng
        return r.choice([f"{L(r, 3)}{D(r, 3)}", f"{L(r, 2)}{D(r, 4)}", f"{L(r, 3)} {D(r, 3)}"])


# ---------------------------------------------------------------------------
class IN(Locale):
    code = "IN"
    countries = ["India"]
    date_styles = ["dmy_slash", "dmy_slash", "dmy_dash", "dmy_abbr_dash", "dmy_long", "dmy_dot", "dmy_ord"]
    origins = {"indian": 92, "southasian_muslim": 8}
    CITIES = [("Indiranagar", "Bengaluru", "Karnataka", "560038"), ("Koramangala", "Bengaluru", "Karnataka", "560034"),
              ("Adyar", "Chennai", "Tamil Nadu", "600020"), ("T. Nagar", "Chennai", "Tamil Nadu", "600017"),
              ("Banjara Hills", "Hyderabad", "Telangana", "500034"), ("Kothrud", "Pune", "Maharashtra", "411038"),
              ("Andheri East", "Mumbai", "Maharashtra", "400069"), ("Salt Lake", "Kolkata", "West Bengal", "700091"),
              ("Kakkanad", "Kochi", "Kerala", "682030"), ("Gomti Nagar", "Lucknow", "Uttar Pradesh", "226010"),
              ("Navrangpura", "Ahmedabad", "Gujarat", "380009"), ("Malviya Nagar", "Jaipur", "Rajasthan", "302017"),
              ("Model Town", "Ludhiana", "Punjab", "141002"), ("Pattom", "Thiruvananthapuram", "Kerala", "695004"),
              ("Lajpat Nagar", "New Delhi", "Delhi", "110024"), ("Saheed Nagar", "Bhubaneswar", "Odisha", "751007"),
              ("Panjim", "Panaji", "Goa", "403001"), ("Civil Lines", "Nagpur", "Maharashtra", "440001")]

    def place(self):
        return self.rng.choice(self.CITIES)

    def postcode(self, pc=None):
        r = self.rng
        pc = pc or "560034"
        return pc if r.random() < 0.8 else f"{pc[:3]} {pc[3:]}"

    def street_line(self):
        r = self.rng
        k = r.random()
        if k < 0.35:
            return (f"Flat {r.randint(101, 1204)}, {r.choice(['Sai Krupa', 'Shanti Niketan', 'Green Meadows', 'Prestige Lakeview', 'Gokul'])}"
                    f" Apartments, {ordinal(r.randint(1, 14))} Cross")
        if k < 0.6:
            return f"No. {r.randint(1, 480)}, {ordinal(r.randint(1, 20))} Main, {ordinal(r.randint(1, 9))} Block"
        if k < 0.8:
            return f"H.No. {r.randint(1, 20)}-{r.randint(1, 99)}/{r.randint(1, 40)}, {self.street_name()}"
        return f"{r.randint(1, 300)}, {r.choice(['MG Road', 'Nehru Marg', 'Station Road', 'Temple Street', 'Gandhi Bazaar Main Road'])}"

    def address(self, one_line=True, with_country=False, sep=None):
        r = self.rng
        loc, city, st, pc = self.place()
        sep = sep or (", " if one_line else "\n")
        segs = [(self.street_line(), "STREET"), sep, (loc, "CITY"), sep, (city, "CITY"), r.choice([" - ", " ", ", "]),
                (self.postcode(pc), "ZIP")]
        if r.random() < 0.7:
            segs += [sep, (st, "STATE")]
        if with_country:
            segs += [sep, ("India", "COUNTRY")]
        return segs

    def phone(self):
        r = self.rng
        return r.choice([f"0{r.choice(['80', '44', '22', '40', '33'])}-{D(r, 4, True)} {D(r, 4)}", f"0{r.choice(['80', '44'])} {D(r, 8)}",
                         f"+91 {r.choice(['80', '22'])} {D(r, 4)} {D(r, 4)}"])

    def mobile(self):
        r = self.rng
        a = r.choice("6789") + D(r, 4)
        return r.choice([f"+91 {a} {D(r, 5)}", f"{a} {D(r, 5)}", f"+91-{a}{D(r, 5)}", f"0{a}{D(r, 5)}"])

    def mrn(self):
        r = self.rng
        return (r.choice([f"{r.randint(2018, 2025)}/{D(r, 6)}", f"UH{D(r, 8)}", f"{L(r, 3)}.{D(r, 7)}", D(r, 9)]),
                r.choice(["UHID", "UHID:", "MRD No.", "IP No.", "Reg. No."]))

    def national_health_id(self):
        r = self.rng
        return f"{D(r, 2)}-{D(r, 4)}-{D(r, 4)}-{D(r, 4)}", "ABHA"

    def ssn(self):
        r = self.rng
        if r.random() < 0.7:
            return f"{D(r, 4, True)} {D(r, 4)} {D(r, 4)}", r.choice(["Aadhaar", "Aadhaar no."])
        return f"{L(r, 5, UPPER_ALL)}{D(r, 4)}{L(r, 1, UPPER_ALL)}", "PAN"

    def health_plan(self):
        r = self.rng
        return r.choice([(f"{L(r, 4)}{D(r, 10)}", "Policy No."), (f"{D(r, 2)}{L(r, 2)}{D(r, 6)}", "TPA Card No."),
                         (f"PMJAY-{L(r, 2)}-{D(r, 9)}", "PM-JAY ID")])

    def doc_licence(self, kind="doctor"):
        r = self.rng
        if kind != "doctor":
            return f"{r.choice(['KNC', 'TNNMC', 'MNC'])}/{D(r, 5)}", "Nursing Council Reg."
        return r.choice([(f"{D(r, 5, True)}", "KMC Reg. No."), (f"{D(r, 5, True)}", "TNMC Reg. No."),
                         (f"MMC/{r.randint(1990, 2020)}/{D(r, 5)}", "Reg. No."), (f"DMC/R/{D(r, 5)}", "Reg.")])

    def driver_licence(self):
        r = self.rng
        st = r.choice(["KA", "TN", "MH", "DL", "KL", "TS"])
        return r.choice([f"{st}{D(r, 2)} {r.randint(2005, 2023)}{D(r, 7)}", f"{st}-{D(r, 2)}{r.randint(2005, 2023)}{D(r, 7)}"])

    def plate(self):
        r = self.rng
        st = r.choice(["KA", "TN", "MH", "DL", "KL", "TS", "GJ", "UP"])
        return r.choice([f"{st} {D(r, 2)} {L(r, 2)} {D(r, 4)}", f"{st}-{D(r, 2)}-{L(r, 2)}-{D(r, 4)}", f"{st}{D(r, 2)}{L(r, 2)}{D(r, 4)}"])


# ---------------------------------------------------------------------------
class PH(Locale):
    code = "PH"
    countries = ["Philippines", "Republic of the Philippines"]
    date_styles = ["mdy_slash", "mdy_slash", "mdy_long", "mdy_abbr", "mdy_slash_nopad", "dmy_abbr", "iso"]
    dmy = False
    spelling = "us"
    mr = "Mr."
    origins = {"filipino": 90, "chinese": 5, "mediterranean": 5}
    CITIES = [("Brgy. Malinta", "Valenzuela City", "Metro Manila", "1440"), ("Brgy. Lahug", "Cebu City", "Cebu", "6000"),
              ("Brgy. Poblacion", "Makati City", "Metro Manila", "1210"), ("Brgy. San Isidro", "Antipolo City", "Rizal", "1870"),
              ("Brgy. Talamban", "Cebu City", "Cebu", "6000"), ("Brgy. Buhangin", "Davao City", "Davao del Sur", "8000"),
              ("Brgy. Jaro", "Iloilo City", "Iloilo", "5000"), ("Brgy. Sta. Lucia", "San Fernando", "Pampanga", "2000"),
              ("Brgy. Mabolo", "Cebu City", "Cebu", "6000"), ("Brgy. Pag-asa", "Quezon City", "Metro Manila", "1105"),
              ("Brgy. Bagumbayan", "Taguig City", "Metro Manila", "1630"),
              ("Brgy. Lapasan", "Cagayan de Oro City", "Misamis Oriental", "9000"),
              ("Brgy. Banilad", "Dumaguete City", "Negros Oriental", "6200"),
              ("Brgy. Calumpang", "General Santos City", "South Cotabato", "9500"),
              ("Brgy. San Roque", "Legazpi City", "Albay", "4500"), ("Brgy. Kapitolyo", "Pasig City", "Metro Manila", "1603")]

    def place(self):
        return self.rng.choice(self.CITIES)

    def postcode(self, pc=None):
        return pc or "1440"

    def street_line(self):
        r = self.rng
        k = r.random()
        if k < 0.35:
            return f"Blk {r.randint(1, 40)} Lot {r.randint(1, 60)}, {r.choice(['Sampaguita', 'Ilang-Ilang', 'Mabini', 'Rizal', 'Narra'])} St."
        if k < 0.6:
            return f"{r.randint(1, 999)} {self.street_name()}"
        if k < 0.8:
            return f"Unit {r.randint(101, 3208)}, {r.choice(['Tower 2', 'Bldg. A', 'Palm Residences'])}, {self.street_name()}"
        return f"Purok {r.randint(1, 9)}, {r.choice(['Sitio Malipayon', 'Sitio Ilaya', 'Zone 3'])}"

    def address(self, one_line=True, with_country=False, sep=None):
        r = self.rng
        brgy, city, prov, pc = self.place()
        sep = sep or (", " if one_line else "\n")
        segs = [(self.street_line(), "STREET"), sep, (brgy, "CITY"), sep, (city, "CITY")]
        if r.random() < 0.7:
            segs += [sep, (prov, "STATE")]
        segs += [" ", (pc, "ZIP")]
        if with_country:
            segs += [sep, ("Philippines", "COUNTRY")]
        return segs

    def phone(self):
        r = self.rng
        return r.choice([f"(02) 8{D(r, 3)} {D(r, 4)}", f"(032) {D(r, 3)} {D(r, 4)}", f"+63 2 8{D(r, 3)} {D(r, 4)}",
                         f"(082) {D(r, 3)}-{D(r, 4)}"])

    def mobile(self):
        r = self.rng
        a = r.choice(["917", "918", "927", "939", "995", "908"])
        return r.choice([f"0{a} {D(r, 3)} {D(r, 4)}", f"+63 {a} {D(r, 3)} {D(r, 4)}", f"0{a}-{D(r, 3)}-{D(r, 4)}", f"0{a}{D(r, 7)}"])

    def mrn(self):
        r = self.rng
        return r.choice([f"{D(r, 2)}-{D(r, 6)}", D(r, 8), D(r, 7, True)]), r.choice(["Hosp. No.", "HRN", "Case No.", "PIN"])

    def ssn(self):
        r = self.rng
        if r.random() < 0.6:
            return f"{D(r, 2)}-{D(r, 7)}-{D(r, 1)}", "SSS No."
        return f"{D(r, 4)}-{D(r, 4)}-{D(r, 4)}-{D(r, 4)}", "PhilSys No."

    def health_plan(self):
        r = self.rng
        if r.random() < 0.6:
            return f"{D(r, 2)}-{D(r, 9)}-{D(r, 1)}", r.choice(["PhilHealth PIN", "PhilHealth No."])
        return f"{L(r, 2)}{D(r, 8)}", "HMO Card No."

    def doc_licence(self, kind="doctor"):
        r = self.rng
        return r.choice([(D(r, 7), "PRC Lic. No."), (D(r, 7), "PTR No."), (f"S2-{D(r, 6)}", "S2 Lic.")])

    def driver_licence(self):
        r = self.rng
        return f"{L(r, 1)}{D(r, 2)}-{D(r, 2)}-{D(r, 6)}"

    def plate(self):
        r = self.rng
        return r.choice([f"{L(r, 3)} {D(r, 4)}", f"{L(r, 3)} {D(r, 3)}", f"{D(r, 3)} {L(r, 3)}", f"{L(r, 2)} {D(r, 5)}"])


# ---------------------------------------------------------------------------
class KE(Locale):
    code = "KE"
    countries = ["Kenya"]
    date_styles = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_ord", "dmy_dash", "dmy_abbr", "dmy_slash_short"]
    origins = {"kenyan": 85, "indian": 5, "hornafrica": 5, "anglo": 5}
    CITIES = [("Kileleshwa", "Nairobi", "Nairobi County", "00100"), ("Westlands", "Nairobi", "Nairobi County", "00800"),
              ("Kasarani", "Nairobi", "Nairobi County", "00608"), ("Nyali", "Mombasa", "Mombasa County", "80118"),
              ("Milimani", "Kisumu", "Kisumu County", "40100"), ("Kiamunyi", "Nakuru", "Nakuru County", "20100"),
              ("Langas", "Eldoret", "Uasin Gishu County", "30100"), ("Kahawa Sukari", "Ruiru", "Kiambu County", "00232"),
              ("Ruaka", "Kiambu", "Kiambu County", "00900"), ("Kaloleni", "Machakos", "Machakos County", "90100"),
              ("Majengo", "Nyeri", "Nyeri County", "10100"), ("Kanduyi", "Bungoma", "Bungoma County", "50200"),
              ("Kapsoit", "Kericho", "Kericho County", "20200"), ("Bondeni", "Malindi", "Kilifi County", "80200")]

    def place(self):
        return self.rng.choice(self.CITIES)

    def postcode(self, pc=None):
        return pc or "00100"

    def street_line(self):
        r = self.rng
        if r.random() < 0.5:
            return f"House No. {r.randint(1, 90)}, {self.street_name()}"
        return f"{r.choice(['Plot', 'Hse'])} {r.randint(1, 400)}, {self.street_name()}"

    def address(self, one_line=True, with_country=False, sep=None):
        r = self.rng
        est, town, county, pc = self.place()
        sep = sep or (", " if one_line else "\n")
        if r.random() < 0.45:
            segs = [(f"P.O. Box {r.randint(10, 99999)}", "STREET"), "-", (pc, "ZIP"), ", ", (town, "CITY")]
        else:
            segs = [(self.street_line(), "STREET"), sep, (est, "CITY"), sep, (town, "CITY")]
            if r.random() < 0.5:
                segs += [sep, (county, "CITY")]
        if with_country:
            segs += [sep, ("Kenya", "COUNTRY")]
        return segs

    def phone(self):
        r = self.rng
        return r.choice([f"020 {D(r, 3)} {D(r, 4)}", f"+254 20 {D(r, 7)}", f"(041) {D(r, 3)} {D(r, 4)}", f"057-{D(r, 7)}"])

    def mobile(self):
        r = self.rng
        a = r.choice(["722", "733", "711", "720", "799", "110"])
        return r.choice([f"0{a} {D(r, 3)} {D(r, 3)}", f"+254 {a} {D(r, 6)}", f"0{a}{D(r, 6)}", f"+254-{a}-{D(r, 3)}-{D(r, 3)}"])

    def mrn(self):
        r = self.rng
        return r.choice([f"{r.randint(2015, 2025)}/{D(r, 5)}", f"{D(r, 6)}/{r.randint(19, 25)}", D(r, 7)]), \
            r.choice(["IP No.", "OP No.", "Hosp. No.", "File No."])

    def ssn(self):
        r = self.rng
        if r.random() < 0.75:
            return D(r, 8, True), r.choice(["ID No.", "National ID", "ID/No."])
        return f"A{D(r, 9)}{L(r, 1)}", "KRA PIN"

    def health_plan(self):
        r = self.rng
        return r.choice([(D(r, 8, True), "NHIF No."), (f"CR{D(r, 10)}-{D(r, 1)}", "SHA No."), (f"{L(r, 3)}/{D(r, 6)}", "Member No.")])

    def doc_licence(self, kind="doctor"):
        r = self.rng
        if kind != "doctor":
            return f"{D(r, 5)}", "NCK Reg. No."
        return r.choice([(f"A{D(r, 4, True)}", "KMPDC Reg."), (f"B{D(r, 4)}", "KMPDC")])

    def driver_licence(self):
        r = self.rng
        return r.choice([f"DL-{D(r, 7)}", f"{L(r, 3)}{D(r, 6)}", D(r, 8)])

    def plate(self):
        r = self.rng
        return r.choice([f"K{L(r, 2)} {D(r, 3)}{L(r, 1)}", f"K{L(r, 2)}{D(r, 3)}{L(r, 1)}", f"KMC{L(r, 1)} {D(r, 3)}{L(r, 1)}"])


LOCALES = {"US": US, "UK": UK, "IE": IE, "CA": CA, "AU": AU, "NZ": NZ, "IN": IN, "PH": PH, "KE": KE}
