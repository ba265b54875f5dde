"""Country profiles (part 1): shared helpers, dates, US, UK, Ireland.

Every phone/fax/pager number carries 555; identifiers are random and fictional.
"""
import pools
from nb import P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"


def dg(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def dg1(r, n):
    return r.choice("123456789") + dg(r, n - 1)


def lt(r, n, alphabet=UPPER):
    return "".join(r.choice(alphabet) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


class Country:
    code = "XX"
    name = "Nowhere"
    us_spell = False
    mdy = False
    num_fmt = "dmy/"
    street_suffix = ["Road", "Street"]

    def __init__(self):
        self.towns = pools.TOWNS[self.code]
        self.stems = pools.STREET_STEMS.split()

    # ---------------- dates ----------------
    def date(self, d, style, r=None):
        y, m, dd = d.year, d.month, d.day
        if style == "num":
            f = self.num_fmt
            if f == "mdy/":
                return "%02d/%02d/%d" % (m, dd, y) if (r is None or r.random() < 0.7) else "%d/%d/%d" % (m, dd, y)
            if f == "dmy/":
                return "%02d/%02d/%d" % (dd, m, y)
            if f == "iso":
                return "%d-%02d-%02d" % (y, m, dd)
            if f == "ymd/":
                return "%d/%02d/%02d" % (y, m, dd)
            if f == "dmy-":
                return "%02d-%02d-%d" % (dd, m, y)
        if style == "short":
            if self.mdy:
                return "%d/%d/%02d" % (m, dd, y % 100)
            return "%02d/%02d/%02d" % (dd, m, y % 100) if (r is None or r.random() < 0.6) else "%d.%d.%02d" % (dd, m, y % 100)
        if style == "long":
            if self.mdy:
                return "%s %d, %d" % (MONTHS[m - 1], dd, y)
            return "%d %s %d" % (dd, MONTHS[m - 1], y)
        if style == "abbr":
            if self.mdy:
                return "%s %d, %d" % (MON[m - 1], dd, y)
            if r is not None and r.random() < 0.5:
                return "%02d-%s-%d" % (dd, MON[m - 1], y)
            return "%d %s %d" % (dd, MON[m - 1], y)
        if style == "ord":
            if self.mdy:
                return "%s %s, %d" % (MONTHS[m - 1], ordinal(dd), y)
            return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
        if style == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        if style == "wk":
            if self.mdy:
                return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y)
            return "%s %d %s %d" % (WEEKDAYS[d.weekday()], dd, MONTHS[m - 1], y)
        if style == "wka":
            return "%s %s" % (WD[d.weekday()], self.date(d, "num", r))
        if style == "dm":
            if self.mdy:
                return "%d/%d" % (m, dd)
            return "%02d/%02d" % (dd, m)
        if style == "wdm":
            return "%s %s" % (WD[d.weekday()], self.date(d, "dm", r))
        if style == "my":
            return "%s %d" % ((MONTHS if (r is None or r.random() < 0.6) else MON)[m - 1], y)
        if style == "y":
            return str(y)
        if style == "dmon":
            if self.mdy:
                return "%s %d" % (MON[m - 1], dd)
            return "%d %s" % (dd, MON[m - 1])
        raise ValueError(style)

    def rdate(self, r, d, styles=("num", "num", "num", "long", "abbr")):
        return self.date(d, r.choice(styles), r)

    # ---------------- places ----------------
    def town(self, r):
        return r.choice(self.towns)

    def stem(self, r):
        return r.choice(self.stems)

    def street(self, r):
        return "%d %s %s" % (r.randint(1, 240), self.stem(r), r.choice(self.street_suffix))

    def address(self, r):
        """Return a dict with street, city, region (name) and zip."""
        a = {"street": self.street(r), "city": self.town(r), "zip": self.postcode(r)}
        a.update(self.region(r))
        return a

    def region(self, r):
        return {}

    city_line = False
    state_sep = ", "
    zip_sep = " "

    def addr_lines(self, a, r=None, inline=False):
        """Address as a list of pieces (Span and text). Block form uses newlines."""
        sep = ", " if inline else "\n"
        out = [P("STREET", a["street"]), sep, P("CITY", a["city"])]
        if self.city_line:
            if a.get("county"):
                out += [", ", P("CITY", a["county"])]
            if a.get("state"):
                out += [self.state_sep, P("STATE", a["state"])]
            if a.get("zip"):
                out += [self.zip_sep, P("ZIP", a["zip"])]
        else:
            for k, t in (("county", "CITY"), ("state", "STATE"), ("zip", "ZIP")):
                if a.get(k):
                    out += [sep, P(t, a[k])]
        return out

    # ---------------- organisations ----------------
    def hospital(self, r):
        k = r.random()
        if k < 0.45:
            return r.choice(self.hosp_town) % self.town(r)
        if k < 0.75:
            return r.choice(self.hosp_stem) % r.choice(pools.HOSP_STEMS)
        return r.choice(self.hosp_saint) % r.choice(pools.SAINTS)

    def practice(self, r):
        return r.choice(self.practice_fmt) % r.choice(pools.PRACTICE_STEMS)

    def carehome(self, r):
        return "%s %s" % (r.choice(pools.CAREHOME_STEMS), r.choice(self.carehome_suffix))

    def pharmacy(self, r):
        return r.choice(self.pharmacy_fmt) % r.choice(pools.PRACTICE_STEMS + pools.HOSP_STEMS)

    carehome_suffix = ["Care Home", "Nursing Home", "Lodge", "House", "Manor"]
    pharmacy_fmt = ["%s Pharmacy", "%s Chemist"]

    def insurer(self, r):
        return r.choice(pools.INSURERS[self.code])

    # ---------------- contacts ----------------
    def pager(self, r):
        return r.choice(["555-%s" % dg(r, 4), "555%s" % dg(r, 2), "#555%s" % dg(r, 1)])

    def ext(self, r):
        return r.choice(["ext. 555%s" % dg(r, 1), "x555%s" % dg(r, 2), "ext 5%s" % dg(r, 3)])


class US(Country):
    code, name, us_spell, mdy, num_fmt = "US", "United States", True, True, "mdy/"
    city_line = True
    street_suffix = ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Ln", "Ct", "Rd", "Way", "Pl",
                     "Terrace", "Circle"]
    states = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Massachusetts", "MA"), ("Michigan", "MI"),
              ("Oregon", "OR"), ("Minnesota", "MN"), ("Georgia", "GA"), ("Texas", "TX"), ("Arizona", "AZ"),
              ("Wisconsin", "WI"), ("Tennessee", "TN"), ("North Carolina", "NC"), ("Virginia", "VA"),
              ("Colorado", "CO"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Maine", "ME"), ("Vermont", "VT"),
              ("New Mexico", "NM"), ("Washington", "WA"), ("Illinois", "IL"), ("Missouri", "MO"),
              ("Nebraska", "NE"), ("Florida", "FL"), ("Connecticut", "CT")]
    hosp_town = ["%s Memorial Hospital", "%s Regional Medical Center", "%s Community Hospital",
                 "%s General Hospital"]
    hosp_stem = ["%s Medical Center", "%s University Hospital", "%s Health Neuroscience Institute",
                 "%s Baptist Hospital"]
    hosp_saint = ["%s Medical Center", "%s Hospital"]
    practice_fmt = ["%s Family Medicine", "%s Primary Care", "%s Internal Medicine Associates",
                    "%s Family Health Clinic"]
    carehome_suffix = ["Skilled Nursing Facility", "Assisted Living", "Senior Living", "Rehabilitation and Care Center",
                       "Memory Care"]
    pharmacy_fmt = ["%s Pharmacy", "%s Drug", "%s Apothecary"]
    drive_body = "the State Department of Motor Vehicles Medical Review Unit"

    def street(self, r):
        s = "%d %s %s" % (r.randint(10, 9899), self.stem(r), r.choice(self.street_suffix))
        k = r.random()
        if k < 0.2:
            s += ", Apt %d%s" % (r.randint(1, 30), r.choice("ABCD"))
        elif k < 0.3:
            s += " #%d" % r.randint(2, 420)
        return s

    def region(self, r):
        n, a = r.choice(self.states)
        return {"state": a if r.random() < 0.8 else n}

    def postcode(self, r):
        z = dg1(r, 5)
        return z + "-" + dg(r, 4) if r.random() < 0.15 else z

    def phone(self, r, kind="land"):
        a = "%d%s" % (r.randint(2, 9), dg(r, 2))
        while a[1:] == "11":
            a = "%d%s" % (r.randint(2, 9), dg(r, 2))
        last = "01" + dg(r, 2) if r.random() < 0.6 else dg(r, 4)
        f = r.random()
        if f < 0.45:
            s = "(%s) 555-%s" % (a, last)
        elif f < 0.8:
            s = "%s-555-%s" % (a, last)
        elif f < 0.9:
            s = "%s.555.%s" % (a, last)
        else:
            s = "+1 %s 555 %s" % (a, last)
        if kind == "ext":
            s += " " + self.ext(r)
        return s

    def fax(self, r):
        return self.phone(r)

    def mrn(self, r):
        return r.choice(["MRN", "MRN#", "Med Rec #"]), r.choice([dg(r, 8), "00" + dg(r, 7), "M" + dg(r, 7)])

    def nhs(self, r):
        return None

    def natid(self, r):
        if r.random() < 0.8:
            return "SSN", "9%s-%s-%s" % (dg(r, 2), dg(r, 2), dg(r, 4))
        return "SSN", "000-%s-%s" % (dg(r, 2), dg(r, 4))

    def plan(self, r):
        k = r.random()
        if k < 0.4:
            return "Medicare MBI", "%d%s%s-%s%s-%s%s" % (r.randint(1, 9), lt(r, 2), dg(r, 1), lt(r, 2), dg(r, 1),
                                                      lt(r, 2), dg(r, 2))
        return "Member ID", lt(r, 3) + dg(r, 9)

    def group(self, r):
        return "Group #", dg(r, 6)

    def account(self, r):
        return r.choice([("Acct #", "%s-%s" % (dg(r, 4), dg(r, 4))), ("FIN", dg(r, 10)),
                         ("Encounter #", "E" + dg(r, 8)), ("Visit #", "V" + dg(r, 9))])

    def clin_lic(self, r, role="neuro"):
        if role in ("nurse", "ahp"):
            return "License #", "RN" + dg(r, 7)
        return r.choice([("NPI", "1" + dg(r, 9)), ("NPI", "1" + dg(r, 9)), ("DEA", lt(r, 2) + dg(r, 7))])

    def driver_lic(self, r, p):
        return "Driver's license #", r.choice([lt(r, 1) + dg(r, 7), "%s%s-%s-%s" % (p.last[0].upper(), dg(r, 3), dg(r, 4), dg(r, 4)),
                                               dg(r, 9)])

    def plate(self, r):
        return r.choice([dg1(r, 1) + lt(r, 3) + dg(r, 3), lt(r, 3) + "-" + dg(r, 4), lt(r, 3) + " " + dg(r, 3)])

    def vin(self, r):
        return "1" + lt(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + lt(r, 14, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")


class UK(Country):
    code, name, num_fmt = "UK", "United Kingdom", "dmy/"
    street_suffix = ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Terrace", "Way", "Drive",
                     "Avenue", "Grove", "Mews", "Walk", "Rise"]
    counties = ["Westmorland", "North Riding", "Wessexshire", "Merrowshire", "Kent", "Cumbria", "Devon",
                "Norfolk", "Powys", "Gwynedd", "Fife", "Angus", "Co. Antrim", "Lancashire", "Shropshire",
                "West Yorkshire", "Northumberland", "Dorset", "Somerset", "Lincolnshire"]
    areas = ["LS", "YO", "CB", "NR", "EX", "TR", "PL", "BS", "GL", "HR", "SY", "LL", "CF", "SA", "EH", "AB",
             "DD", "IV", "KY", "BT", "DL", "HG", "HX", "OL", "SK", "WN", "LA", "CA", "NE", "TS"]
    hosp_town = ["%s General Hospital", "Royal %s Infirmary", "%s District General Hospital",
                 "%s Community Hospital", "%s Hospital"]
    hosp_stem = ["%s Hospital", "%s Neurosciences Centre", "%s University Hospital", "%s Royal Infirmary"]
    hosp_saint = ["%s Hospital", "%s Community Hospital"]
    practice_fmt = ["%s Surgery", "%s Medical Practice", "%s Health Centre", "%s Medical Centre", "%s Group Practice"]
    drive_body = "DVLA Drivers Medical Group"

    def street(self, r):
        k = r.random()
        base = "%d %s %s" % (r.randint(1, 180), self.stem(r), r.choice(self.street_suffix))
        if k < 0.15:
            return "Flat %d, %s" % (r.randint(1, 24), base)
        if k < 0.25:
            return "%s Cottage, %s %s" % (r.choice(["Rose", "Ivy", "Mill", "Brook", "Pear Tree", "Old School"]),
                                         self.stem(r), r.choice(["Lane", "Road"]))
        return base

    def region(self, r):
        return {"county": r.choice(self.counties)} if r.random() < 0.4 else {}

    def postcode(self, r):
        return "%s%d %d%s" % (r.choice(self.areas), r.randint(1, 29), r.randint(0, 9),
                              lt(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))

    def phone(self, r, kind="land"):
        if kind == "mobile" or (kind == "land" and r.random() < 0.3):
            s = r.choice(["07700 555%s" % dg(r, 3), "07%s 555 %s" % (dg(r, 3), dg(r, 3)), "07%s 555%s" % (dg(r, 3), dg(r, 3))])
        else:
            a = r.choice(["113", "114", "115", "116", "117", "118", "121", "131", "141", "151", "161", "191",
                          "1224", "1382", "1452", "1603", "1632", "1793", "1904", "1223", "1872", "20 7"])
            if a == "20 7":
                s = "020 7555 %s" % dg(r, 4)
            elif len(a) == 3:
                s = "0%s 555 %s" % (a, dg(r, 4))
            else:
                s = "0%s 555%s" % (a, dg(r, 3)) if r.random() < 0.5 else "0%s 555 %s" % (a, dg(r, 3))
            if r.random() < 0.08:
                s = "+44 (0)" + s[1:]
        if kind == "ext":
            s += " " + self.ext(r)
        return s

    def fax(self, r):
        return self.phone(r, "fax")

    def mrn(self, r):
        return r.choice([("Hosp No", r.choice(["RX%d %s" % (r.randint(1, 9), dg(r, 6)), lt(r, 1) + dg(r, 7)])),
                         ("Hospital No.", lt(r, 1) + dg(r, 7)), ("Unit No", dg(r, 8)), ("MRN", "M" + dg(r, 7))])

    def nhs(self, r):
        lab = "CHI No" if r.random() < 0.1 else "NHS No"
        if lab == "CHI No":
            return lab, dg(r, 10)
        return lab, "9%s %s %s" % (dg(r, 2), dg(r, 3), dg(r, 4))

    def natid(self, r):
        return "NI No", "%s %s %s %s %s" % (lt(r, 2, "ABCEGHJKLMNPRSTWXYZ"), "9" + dg(r, 1), dg(r, 2), dg(r, 2),
                                            r.choice("ABCD"))

    def plan(self, r):
        return [P("ORGANIZATION", self.insurer(r)), " membership no."], "%s/%s" % (dg(r, 7), dg(r, 2))

    def account(self, r):
        return r.choice([("Episode no.", dg(r, 9)), ("Attendance no.", "A" + dg(r, 7)),
                         ("Encounter", "ENC" + dg(r, 8)), ("Spell no.", dg(r, 8))])

    def clin_lic(self, r, role="neuro"):
        if role == "nurse":
            return "NMC PIN", "%s%s%s%s" % (dg(r, 2), lt(r, 1), dg(r, 4), lt(r, 1))
        if role == "ahp":
            return "HCPC", r.choice(["SL", "PH", "OT", "DT"]) + dg(r, 6)
        return "GMC", dg1(r, 7)

    def driver_lic(self, r, p):
        sur = "".join(c for c in p.last.upper() if c.isalpha())[:5].ljust(5, "9")
        y = p.dob.year
        m = p.dob.month + (50 if p.sex == "F" else 0)
        ini = (p.first[0] + (p.middle[0] if p.middle else "9")).upper()
        return "Driver number", "%s%d%02d%02d%d%s9%s" % (sur, (y // 10) % 10, m, p.dob.day, y % 10, ini,
                                                          lt(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"))

    def plate(self, r):
        return "%s%02d %s" % (lt(r, 2), r.choice([5, 55, 8, 58, 11, 61, 14, 64, 17, 67, 19, 69, 21, 71, 23, 73]),
                              lt(r, 3))


class IE(Country):
    code, name, num_fmt = "IE", "Ireland", "dmy/"
    street_suffix = ["Park", "Road", "Avenue", "Drive", "Grove", "Lawn", "Heights", "View", "Street", "Crescent",
                     "Close", "Court"]
    counties = ["Co. Galway", "Co. Mayo", "Co. Kerry", "Co. Cork", "Co. Clare", "Co. Sligo", "Co. Donegal",
                "Co. Tipperary", "Co. Wexford", "Co. Kilkenny", "Co. Meath", "Co. Louth", "Co. Offaly",
                "Co. Roscommon", "Co. Leitrim", "Co. Wicklow", "Co. Limerick", "Co. Waterford"]
    hosp_town = ["University Hospital %s", "%s Regional Hospital", "%s General Hospital", "%s Community Nursing Unit"]
    hosp_stem = ["%s University Hospital", "%s Hospital", "Mater %s Hospital"]
    hosp_saint = ["%s University Hospital", "%s Hospital"]
    practice_fmt = ["%s Medical Centre", "%s Family Practice", "%s Medical Practice", "%s Health Centre"]
    carehome_suffix = ["Nursing Home", "Care Centre", "House", "Lodge Nursing Home"]
    drive_body = "the National Driver Licence Service (NDLS)"

    def street(self, r):
        k = r.random()
        if k < 0.15:
            return "Apt %d, %s Court" % (r.randint(1, 40), self.stem(r))
        if k < 0.25:
            return "%s House, %s" % (r.choice(["Ard Mhuire", "Cnoc Alainn", "Tig na Mara", "Rose Lodge"]),
                                     self.stem(r) + " Road")
        return "%d %s %s" % (r.randint(1, 120), self.stem(r), r.choice(self.street_suffix))

    def region(self, r):
        return {"county": r.choice(self.counties)} if r.random() < 0.75 else {}

    def postcode(self, r):
        key = r.choice(["H91", "H54", "F23", "V92", "T12", "T23", "V95", "F91", "F92", "E91", "R95", "A82",
                        "W23", "A67", "X91", "D08", "D6W", "D15", "R35", "N37"])
        return key + " " + lt(r, 1, "ACDEFHKNPRTVWXY") + lt(r, 3, "ACDEFHKNPRTVWXY0123456789")

    def phone(self, r, kind="land"):
        if kind == "mobile" or (kind == "land" and r.random() < 0.3):
            n = r.choice(["83", "85", "86", "87", "89"])
            s = "0%s 555 %s" % (n, dg(r, 4)) if r.random() < 0.8 else "+353 %s 555 %s" % (n, dg(r, 4))
        else:
            a = r.choice(["1", "21", "91", "94", "66", "65", "71", "74", "52", "53", "56", "46", "42", "57", "61", "51"])
            s = "(0%s) 555 %s" % (a, dg(r, 4)) if r.random() < 0.4 else "0%s %s" % (a, r.choice(["555 " + dg(r, 4), "555" + dg(r, 3)]))
        if kind == "ext":
            s += " " + self.ext(r)
        return s

    def fax(self, r):
        return self.phone(r, "fax")

    def mrn(self, r):
        return r.choice([("MRN", dg(r, 7)), ("Hosp No", dg(r, 6)), ("Chart No", dg(r, 7))])

    def nhs(self, r):
        return None

    def natid(self, r):
        return "PPSN", "9%s%s" % (dg(r, 6), r.choice(["T", "TA", "W", "A", "H", "B"]))

    def plan(self, r):
        if r.random() < 0.55:
            return r.choice(["Medical Card No.", "GMS No.", "Medical card"]), dg(r, 7) + lt(r, 1)
        return [P("ORGANIZATION", self.insurer(r)), " policy no."], lt(r, 2) + dg(r, 8)

    def account(self, r):
        return r.choice([("Episode No", dg(r, 8)), ("Visit No", "V" + dg(r, 7)), ("Encounter", dg(r, 9))])

    def clin_lic(self, r, role="neuro"):
        if role in ("nurse", "ahp"):
            return "NMBI PIN", dg1(r, 6)
        return "IMC Reg. No.", dg1(r, 6)

    def driver_lic(self, r, p):
        return "Driving licence no.", dg1(r, 9)

    def plate(self, r):
        y = r.choice(["08", "10", "12", "141", "152", "161", "171", "182", "191", "201", "212", "221", "231"])
        return "%s-%s-%s" % (y, r.choice(["G", "MO", "KY", "C", "CE", "SO", "DL", "T", "WX", "KK", "MH", "LH", "D"]),
                             dg1(r, r.choice([3, 4, 5])))
