"""Locale conventions: dates, phones, addresses, identifiers, clinician credentials.

Phone ranges are the fictional/drama ranges where one exists (US 555-01xx,
UK 07700 900xxx, 01632 960xxx, 020 7946 0xxx, 0113/0161/0121 496 0xxx,
AU 0491 570xxx and (0x) 5550 xxxx); for Ireland and New Zealand an invented
555 block is used.  Identifiers with a check digit are generated so that the
check FAILS (NHS number, NPI, DEA, SIN, OHIP, Medicare, NHI, PPSN), so none
can be a real person's.
"""
from core import Locale, P, luhn_bad
import pools


def _mod11_nhs_bad(nine):
    tot = sum(int(c) * w for c, w in zip(nine, range(10, 1, -1)))
    chk = 11 - tot % 11
    if chk == 11:
        chk = 0
    bad = (chk + 4) % 10
    if bad == chk:
        bad = (bad + 1) % 10
    return nine + str(bad)


class US(Locale):
    code, order, spelling = "US", "mdy", "us"
    AREAS = ["541", "303", "617", "614", "360", "610", "406", "616", "512", "312", "802", "540",
             "207", "505", "518", "706", "919", "612", "843", "319", "608", "405", "480", "859",
             "615", "707", "314", "208", "317", "410", "402", "785", "203", "205", "603", "727"]
    ZIP_PREFIX = {"OR": "97", "CO": "80", "MA": "01", "OH": "43", "WA": "98", "PA": "19", "MT": "59",
                  "MI": "49", "TX": "78", "IL": "61", "VT": "05", "VA": "22", "ME": "04", "NM": "87",
                  "NY": "12", "GA": "30", "NC": "27", "MN": "55", "SC": "29", "IA": "52", "WI": "53",
                  "OK": "73", "AZ": "85", "KY": "40", "TN": "37", "CA": "95", "MO": "63", "ID": "83",
                  "IN": "46", "MD": "21", "NE": "68", "KS": "66", "CT": "06", "AL": "35", "NH": "03",
                  "FL": "33"}
    header_dates = ["num", "num", "num_nopad", "abbr", "long", "num_short"]
    body_dates = ["num", "num_nopad", "long", "abbr", "num_short", "dm", "day_month"]
    mum, gp_word = "mom", "PCP"

    def phone(self, area=None, kind="land"):
        r = self.r
        a = area or r.choice(self.AREAS)
        n = f"01{r.randint(0, 99):02d}"
        return r.choice([f"({a}) 555-{n}", f"{a}-555-{n}", f"({a}) 555-{n}", f"{a}.555.{n}",
                         f"{a}-555-{n}"])

    def phone_pair(self):
        r = self.r
        a = r.choice(self.AREAS)
        base = r.randint(0, 90)
        style = r.choice(["paren", "dash", "dot"])
        def f(n):
            return {"paren": f"({a}) 555-01{n:02d}", "dash": f"{a}-555-01{n:02d}",
                    "dot": f"{a}.555.01{n:02d}"}[style]
        return f(base), f(base + r.randint(1, 9)), a

    def ext(self, ph):
        r = self.r
        return r.choice([f"{ph} ext. {r.randint(100, 499)}", f"{ph} x{r.randint(10, 899)}",
                         f"{ph} ext {r.randint(2, 60)}"])

    def pager(self):
        return f"{self.r.randint(2, 8)}-{self.digits(4)}"

    def address(self):
        r = self.r
        c, st = self.city()
        street = self.street_line()
        if r.random() < 0.25:
            street += r.choice([f", Apt {r.randint(1, 40)}{r.choice('ABCD')}", f", Unit {r.randint(1, 300)}",
                                f" #{r.randint(2, 40)}", f", Apt {r.randint(100, 420)}"])
        z = self.ZIP_PREFIX[st] + self.digits(3)
        if r.random() < 0.15:
            z += "-" + self.digits(4)
        return {"street": street, "city": c, "state": st, "zip": z}

    def zip_near(self, a):
        return a["zip"][:5]

    def addr_inline(self, a, full_state=False):
        st = pools.STATE_NAMES[a["state"]] if full_state else a["state"]
        return f"{P(a['street'], 'STREET')}, {P(a['city'], 'CITY')}, {P(st, 'STATE')} {P(a['zip'], 'ZIP')}"

    def addr_block(self, a, indent=""):
        return (f"{indent}{P(a['street'], 'STREET')}\n{indent}{P(a['city'], 'CITY')}, "
                f"{P(a['state'], 'STATE')} {P(a['zip'], 'ZIP')}")

    def mrn(self):
        r = self.r
        return r.choice([self.digits(9), "00" + self.digits(7), f"M{self.digits(7)}", self.digits(8),
                         f"{self.digits(3)}-{self.digits(2)}-{self.digits(2)}"])

    def ssn(self):
        return f"9{self.digits(2)}-{self.r.randint(1, 49):02d}-{self.digits(4)}"

    def health_plan(self):
        r = self.r
        mem = r.choice([f"{self.letters(3)}{self.digits(9)}", f"W{self.digits(9)}", f"{self.digits(3)}{self.letters(2)}{self.digits(5)}",
                        f"{self.letters(1)}{self.digits(8)}-01", f"{self.digits(11)}"])
        grp = r.choice([self.digits(6), f"{self.digits(4)}-{self.letters(1)}", f"GRP{self.digits(5)}"])
        return mem, grp

    def npi(self):
        return luhn_bad("80840" + "1" + self.digits(8))[5:]

    def dea(self, family):
        r = self.r
        first = r.choice("ABFM")
        d = self.digits(6)
        chk = (int(d[0]) + int(d[2]) + int(d[4]) + 2 * (int(d[1]) + int(d[3]) + int(d[5]))) % 10
        return f"{first}{family[0].upper()}{d}{(chk + 5) % 10}"

    def licence(self, role):
        r = self.r
        if role in ("doc",):
            return r.choice([("NPI", self.npi()), ("NPI", self.npi()), ("Lic #", f"MD{self.digits(6)}")])
        if role in ("nurse", "midwife", "hv", "school", "advisor"):
            return r.choice([("NPI", self.npi()), ("RN Lic", f"RN{self.digits(6)}"), ("Lic #", f"RN-{self.digits(7)}")])
        return ("NPI", self.npi())

    def cred(self, role):
        r = self.r
        return {"doc": r.choice(["MD", "MD", "DO", "MD, FAAFP", "PA-C", "FNP-C", "NP"]),
                "paed": r.choice(["MD", "MD, FAAP", "DO", "CPNP", "PNP"]),
                "nurse": r.choice(["RN", "LPN", "RN, BSN", "MA"]),
                "midwife": r.choice(["CNM", "CNM, MSN", "CPM"]),
                "hv": r.choice(["RN", "RN, BSN", "PHN"]),
                "school": r.choice(["RN", "BSN, RN", "RN, NCSN", "LPN"]),
                "advisor": r.choice(["CTTS", "RN, CTTS", "MPH, CTTS", "LCSW, CTTS"]),
                "obs": r.choice(["MD", "MD, FACOG", "DO"]),
                "pharm": r.choice(["PharmD", "RPh"])}[role]

    def plate(self):
        r = self.r
        return r.choice([f"{r.randint(1, 9)}{self.letters(3)}{self.digits(3)}", f"{self.letters(3)}-{self.digits(4)}",
                         f"{self.letters(3)} {self.digits(3)}"])

    def driving_licence(self):
        r = self.r
        return r.choice([f"{self.letters(1)}{self.digits(7)}", f"{self.letters(1)}{self.digits(3)}-{self.digits(4)}-{self.digits(4)}",
                         self.digits(9)])


class UK(Locale):
    code, order, spelling = "UK", "dmy", "uk"
    header_dates = ["num", "num", "dash", "long", "dash_up", "abbr"]
    body_dates = ["num", "long", "long_ord", "num_short", "abbr", "dm", "ord_month", "day_month"]
    mum, gp_word = "mum", "GP"
    LAND = [("01632", "960"), ("0113", "496"), ("0161", "496"), ("0121", "496"), ("0117", "496"),
            ("0141", "496"), ("0131", "496"), ("0151", "496"), ("0118", "496")]

    def phone(self, area=None, kind="land"):
        r = self.r
        if kind == "mobile" or (kind == "any" and r.random() < 0.6):
            n = f"{r.randint(0, 999):03d}"
            return r.choice([f"07700 900{n}", f"07700 900{n}", f"07700900{n}", f"+44 7700 900{n}",
                             f"07700 900 {n}"])
        if r.random() < 0.2:
            return f"020 7946 0{r.randint(0, 999):03d}"
        a, b = r.choice(self.LAND)
        return f"{a} {b}{r.randint(0, 999):03d}" if a == "01632" else f"{a} {b} 0{r.randint(0, 999):03d}"

    def phone_pair(self):
        r = self.r
        a, b = r.choice(self.LAND)
        base = r.randint(0, 980)
        if a == "01632":
            f = lambda n: f"{a} {b}{n:03d}"
        else:
            f = lambda n: f"{a} {b} {n:04d}"
        return f(base), f(base + r.randint(1, 9)), a

    def ext(self, ph):
        return f"{ph} ext. {self.r.randint(200, 499)}"

    def pager(self):
        return f"bleep {self.digits(4)}"

    def zip_near(self, a):
        return a["zip"].split(" ")[0] + " " + self.postcode("XX").split(" ")[1]

    def postcode(self, st):
        r = self.r
        return f"{st}{r.randint(1, 19)} {r.randint(1, 9)}{self.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"

    def address(self):
        r = self.r
        c, st = self.city()
        street = self.street_line()
        if r.random() < 0.2:
            street = r.choice([f"Flat {r.randint(1, 24)}, {street}", f"{r.randint(1, 30)}{r.choice('ab')} "
                               + street.split(' ', 1)[1]])
        county = pools.UK_COUNTIES[[x[0] for x in pools.CITIES["UK"]].index(c) % len(pools.UK_COUNTIES)]
        return {"street": street, "city": c, "state": county, "zip": self.postcode(st)}

    def addr_inline(self, a, full_state=False):
        if full_state:
            # a UK county is CITY per the guideline (town, city, county)
            return (f"{P(a['street'], 'STREET')}, {P(a['city'], 'CITY')}, {P(a['state'], 'CITY')} "
                    f"{P(a['zip'], 'ZIP')}")
        return f"{P(a['street'], 'STREET')}, {P(a['city'], 'CITY')}, {P(a['zip'], 'ZIP')}"

    def addr_block(self, a, indent=""):
        lines = [P(a['street'], 'STREET'), P(a['city'], 'CITY')]
        if self.r.random() < 0.3:
            lines.append(P(a['state'], 'CITY'))
        lines.append(P(a['zip'], 'ZIP'))
        return "\n".join(indent + x for x in lines)

    def nhs(self):
        v = _mod11_nhs_bad(self.r.choice("4679") + self.digits(8))
        return self.r.choice([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}", v])

    def mrn(self):
        r = self.r
        return r.choice([f"{self.letters(1)}{self.digits(7)}", f"RX{self.digits(6)}", self.digits(8),
                         f"{self.letters(2)}{self.digits(6)}{self.letters(1)}"])

    def ni(self):
        r = self.r
        return r.choice([f"{r.choice('DFIQUV')}{self.letters(1, 'ABCEGHJKLMNPRSTWXYZ')} "
                         f"{self.digits(2)} {self.digits(2)} {self.digits(2)} {r.choice('ABCD')}",
                         f"{r.choice('DFIQUV')}{self.letters(1, 'ABCEGHJKLMNPRSTWXYZ')}{self.digits(6)}{r.choice('ABCD')}"])

    def licence(self, role):
        r = self.r
        if role in ("doc", "paed", "obs"):
            return ("GMC", self.digits(7))
        if role == "pharm":
            return ("GPhC", self.digits(7))
        if role == "advisor":
            return r.choice([("NCSCT cert.", f"NCSCT-{self.digits(6)}"), ("NMC PIN", self.nmc())])
        return ("NMC PIN", self.nmc())

    def nmc(self):
        return f"{self.digits(2)}{self.letters(1, 'ABCDEFGHIJKLMNOPQRSTUVWXY')}{self.digits(4)}{self.letters(1, 'ABCDEFGHIJKLMNOPQRSTUVWXY')}"

    def cred(self, role):
        r = self.r
        return {"doc": r.choice(["MRCGP", "MBChB MRCGP", "MBBS", "GP", "GP Registrar (ST3)"]),
                "paed": r.choice(["MRCPCH", "FRCPCH", "Consultant Paediatrician", "Specialty Registrar"]),
                "nurse": r.choice(["RGN", "Practice Nurse", "RN", "ANP", "HCA"]),
                "midwife": r.choice(["RM", "Community Midwife", "RM BSc"]),
                "hv": r.choice(["SCPHN (HV)", "Health Visitor", "RN SCPHN", "CNN"]),
                "school": r.choice(["SCPHN (SN)", "School Nurse", "Staff Nurse", "RN"]),
                "advisor": r.choice(["Stop Smoking Advisor", "Stop Smoking Practitioner", "Health Trainer"]),
                "obs": r.choice(["FRCOG", "MRCOG", "Consultant Obstetrician", "ST5 O&G"]),
                "pharm": r.choice(["MRPharmS", "Pharmacist"])}[role]

    def plate(self):
        r = self.r
        return f"{self.letters(2, 'ABCDEFGHKLMNOPRSVWY')}{r.choice(['19', '69', '21', '71', '23', '73', '15', '65', '18'])} {self.letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}"

    def driving_licence(self, fam="SMITH"):
        f = (fam.upper().replace("'", "").replace(" ", "") + "99999")[:5]
        return f"{f}{self.digits(6)}{self.letters(2)}{self.digits(1)}{self.letters(2)}"


class CA(Locale):
    code, order, spelling = "CA", "ymd", "ca"
    header_dates = ["num", "iso", "abbr", "dash", "long"]
    body_dates = ["iso", "long", "abbr", "day_month", "num"]
    mum, gp_word = "mom", "family physician"
    AREAS = {"BC": ["604", "250", "778"], "ON": ["416", "613", "519", "705", "905"], "QC": ["514", "418", "819"],
             "AB": ["403", "780"], "NS": ["902"], "SK": ["306"], "MB": ["204"], "NB": ["506"], "NL": ["709"],
             "PE": ["902"]}
    PC = {"BC": "V", "ON": "KLMNP", "QC": "GHJ", "AB": "T", "NS": "B", "SK": "S", "MB": "R", "NB": "E",
          "NL": "A", "PE": "C"}

    def fmt_date(self, d, style):
        # Canadian notes: ISO numeric, and US-style month-first spelled dates
        if style in ("long", "abbr", "wk_long", "day_month", "long_ord", "ord_month"):
            self.order = "mdy"
            out = Locale.fmt_date(self, d, style)
            self.order = "ymd"
            return out
        if style in ("num_short", "dm", "wk_short", "num_nopad"):
            return Locale.fmt_date(self, d, "iso")
        return Locale.fmt_date(self, d, style)

    def phone(self, area=None, kind="land"):
        r = self.r
        a = area or r.choice(sum(self.AREAS.values(), []))
        n = f"01{r.randint(0, 99):02d}"
        return r.choice([f"({a}) 555-{n}", f"{a}-555-{n}", f"{a} 555-{n}"])

    def phone_pair(self, prov=None):
        r = self.r
        a = r.choice(self.AREAS[prov]) if prov else r.choice(sum(self.AREAS.values(), []))
        base = r.randint(0, 90)
        paren = r.random() < 0.5
        f = (lambda n: f"({a}) 555-01{n:02d}") if paren else (lambda n: f"{a}-555-01{n:02d}")
        return f(base), f(base + r.randint(1, 9)), a

    def ext(self, ph):
        return f"{ph} ext. {self.r.randint(200, 699)}"

    def pager(self):
        return f"{self.r.randint(2, 8)}-{self.digits(4)}"

    def zip_near(self, a):
        return a["zip"][:3] + " " + self.postcode(a["state"])[4:]

    def postcode(self, prov):
        r = self.r
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return f"{r.choice(self.PC[prov])}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"

    def address(self):
        r = self.r
        c, st = self.city()
        street = self.street_line()
        if r.random() < 0.2:
            street = f"{r.randint(2, 1800)}-{street}" if r.random() < 0.5 else street + f", Unit {r.randint(1, 40)}"
        return {"street": street, "city": c, "state": st, "zip": self.postcode(st)}

    def addr_inline(self, a, full_state=False):
        st = pools.STATE_NAMES[a["state"]] if full_state else a["state"]
        return f"{P(a['street'], 'STREET')}, {P(a['city'], 'CITY')}, {P(st, 'STATE')} {P(a['zip'], 'ZIP')}"

    def addr_block(self, a, indent=""):
        return (f"{indent}{P(a['street'], 'STREET')}\n{indent}{P(a['city'], 'CITY')} {P(a['state'], 'STATE')}  "
                f"{P(a['zip'], 'ZIP')}")

    def health_card(self, prov):
        d = luhn_bad(self.digits(9))
        if prov == "ON":
            return "Health Card", f"{d[:4]}-{d[4:7]}-{d[7:]}-{self.letters(2)}"
        if prov == "BC":
            return "PHN", f"9{d[:3]} {d[3:6]} {d[6:9]}"
        if prov == "QC":
            return "RAMQ", f"{self.letters(4)} {self.digits(4)} {self.digits(4)}"
        if prov == "AB":
            return "AHCIP", f"{d[:5]}-{d[5:]}"
        return "Health Card #", d

    def mrn(self):
        r = self.r
        return r.choice([self.digits(7), f"C{self.digits(7)}", f"{self.digits(2)}-{self.digits(6)}"])

    def sin(self):
        d = luhn_bad("0" + self.digits(7))
        return f"{d[:3]} {d[3:6]} {d[6:]}"

    def licence(self, role):
        if role in ("doc", "paed", "obs"):
            return self.r.choice([("CPSO", self.digits(5)), ("Billing #", self.digits(6)), ("CPSBC", self.digits(5))])
        if role == "pharm":
            return ("Reg.", self.digits(5))
        return self.r.choice([("CNO Reg.", self.digits(7)), ("Reg. #", self.digits(6))])

    def cred(self, role):
        r = self.r
        return {"doc": r.choice(["MD, CCFP", "MD", "NP-PHC", "MD CCFP"]),
                "paed": r.choice(["MD, FRCPC", "MD FRCPC", "NP-Peds"]),
                "nurse": r.choice(["RN", "RPN", "LPN"]),
                "midwife": r.choice(["RM", "Registered Midwife"]),
                "hv": r.choice(["RN, PHN", "Public Health Nurse", "RN BScN"]),
                "school": r.choice(["RN, PHN", "Public Health Nurse", "RN"]),
                "advisor": r.choice(["RN, CTE", "TEACH-certified", "RRT, CTE"]),
                "obs": r.choice(["MD, FRCSC", "MD FRCSC"]),
                "pharm": r.choice(["RPh", "BScPharm"])}[role]

    def plate(self):
        return f"{self.letters(4)} {self.digits(3)}"

    def driving_licence(self):
        return f"{self.letters(1)}{self.digits(4)}-{self.digits(5)}-{self.digits(5)}"


class AU(Locale):
    code, order, spelling = "AU", "dmy", "au"
    header_dates = ["num", "num", "long", "abbr", "dash"]
    body_dates = ["num", "long", "num_short", "abbr", "dm", "day_month", "long_ord"]
    mum, gp_word = "mum", "GP"
    STATE_FULL = {"VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland", "WA": "Western Australia",
                  "SA": "South Australia", "TAS": "Tasmania", "NT": "Northern Territory",
                  "ACT": "Australian Capital Territory"}
    PC = {"VIC": (3000, 3999), "NSW": (2000, 2599), "QLD": (4000, 4899), "WA": (6000, 6797),
          "SA": (5000, 5799), "TAS": (7000, 7799), "NT": (800, 899), "ACT": (2600, 2618)}
    AREA = {"VIC": "03", "TAS": "03", "NSW": "02", "ACT": "02", "QLD": "07", "WA": "08", "SA": "08", "NT": "08"}

    def phone(self, area=None, kind="land"):
        r = self.r
        if kind == "mobile" or (kind == "any" and r.random() < 0.6):
            n = f"{r.randint(0, 999):03d}"
            return r.choice([f"0491 570 {n}", f"0491 570 {n}", f"0491570{n}", f"+61 491 570 {n}"])
        a = area or r.choice(["02", "03", "07", "08"])
        return r.choice([f"({a}) 5550 {self.digits(4)}", f"{a} 5550 {self.digits(4)}"])

    def phone_pair(self, st=None):
        r = self.r
        a = self.AREA.get(st, "03")
        base = r.randint(1000, 9980)
        paren = r.random() < 0.6
        f = (lambda n: f"({a}) 5550 {n:04d}") if paren else (lambda n: f"{a} 5550 {n:04d}")
        return f(base), f(base + r.randint(1, 9)), a

    def ext(self, ph):
        return f"{ph} ext. {self.r.randint(200, 499)}"

    def pager(self):
        return f"pager {self.digits(4)}"

    def address(self):
        r = self.r
        c, st = self.city()
        word = r.choice(pools.STREET_WORDS)
        suf = r.choice(pools.STREET_SUFFIX["AU"])
        num = r.randint(1, 180)
        if r.random() < 0.25:
            street = f"{r.randint(1, 12)}/{num} {word} {suf}"
        elif r.random() < 0.1:
            street = f"Unit {r.randint(1, 12)}, {num} {word} {suf}"
        else:
            street = f"{num} {word} {suf}"
        lo, hi = self.PC[st]
        return {"street": street, "city": c, "state": st, "zip": f"{r.randint(lo, hi):04d}"}

    def addr_inline(self, a, full_state=False):
        st = self.STATE_FULL[a["state"]] if full_state else a["state"]
        sep = self.r.choice([" ", ", "])
        return f"{P(a['street'], 'STREET')}, {P(a['city'], 'CITY')}{sep}{P(st, 'STATE')} {P(a['zip'], 'ZIP')}"

    def addr_block(self, a, indent=""):
        return (f"{indent}{P(a['street'], 'STREET')}\n{indent}{P(a['city'].upper() if self.r.random() < 0.4 else a['city'], 'CITY')} "
                f"{P(a['state'], 'STATE')} {P(a['zip'], 'ZIP')}")

    def zip_near(self, a):
        return a["zip"]

    def medicare(self):
        r = self.r
        d = r.choice("23456") + self.digits(7)
        w = [1, 3, 7, 9, 1, 3, 7, 9]
        chk = sum(int(c) * x for c, x in zip(d, w)) % 10
        bad = (chk + 1 + r.randint(0, 7)) % 10
        return f"{d[:4]} {d[4:]}{bad} {r.randint(0, 5)}" if r.random() < 0.5 else f"{d[:4]} {d[4:]}{bad} {r.randint(1, 5)}"

    def mrn(self):
        r = self.r
        return r.choice([self.digits(7), self.digits(6), f"{self.digits(2)}{self.digits(5)}"])

    def licence(self, role):
        r = self.r
        if role in ("doc", "paed", "obs"):
            return r.choice([("AHPRA", f"MED000{self.digits(7)}"), ("Provider No.", f"{self.digits(6)}{r.choice('ABCDEFHJKLTWXY')}{r.choice('ABCDEFHJKLTWXY')}"),
                             ("Prescriber No.", self.digits(7))])
        if role == "pharm":
            return ("AHPRA", f"PHA000{self.digits(7)}")
        if role == "midwife":
            return ("AHPRA", f"MID000{self.digits(7)}")
        return ("AHPRA", f"NMW000{self.digits(7)}")

    def cred(self, role):
        r = self.r
        return {"doc": r.choice(["FRACGP", "MBBS FRACGP", "GP Registrar", "MBBS"]),
                "paed": r.choice(["FRACP", "MBBS FRACP", "Paediatric Registrar"]),
                "nurse": r.choice(["RN", "EN", "Practice Nurse", "CNC"]),
                "midwife": r.choice(["RM", "RN RM", "Midwife"]),
                "hv": r.choice(["MCH Nurse", "RN RM MCHN", "Child & Family Health Nurse"]),
                "school": r.choice(["RN", "School Health Nurse", "Secondary School Nurse"]),
                "advisor": r.choice(["Quit Specialist", "RN, TTS", "Tobacco Treatment Specialist"]),
                "obs": r.choice(["FRANZCOG", "MBBS FRANZCOG", "O&G Registrar"]),
                "pharm": r.choice(["BPharm", "Pharmacist"])}[role]

    def plate(self):
        r = self.r
        return r.choice([f"{self.letters(3)}-{self.digits(3)}", f"{self.digits(1)}{self.letters(2)}{self.digits(1)}{self.letters(2)}",
                         f"{self.letters(2)}-{self.digits(2)}-{self.letters(2)}"])

    def driving_licence(self):
        return self.digits(self.r.choice([8, 9]))


class IE(Locale):
    code, order, spelling = "IE", "dmy", "uk"
    header_dates = ["num", "num", "long", "dash", "dots"]
    body_dates = ["num", "long", "long_ord", "num_short", "dm", "ord_month"]
    mum, gp_word = "mam", "GP"
    ROUTING = ["A65", "D04", "D08", "D15", "D24", "H91", "T12", "T23", "V94", "V95", "X91", "R93",
               "P72", "N37", "F91", "K78", "W23", "Y35", "E25", "A92", "F92", "H53", "R95", "V92"]

    def fmt_date(self, d, style):
        if style == "dots":
            return d.strftime("%d.%m.%Y")
        return Locale.fmt_date(self, d, style)

    def phone(self, area=None, kind="land"):
        r = self.r
        if kind == "mobile" or (kind == "any" and r.random() < 0.6):
            p = r.choice(["083", "085", "086", "087", "089"])
            n = f"{r.randint(0, 99):02d}"
            return r.choice([f"{p} 555 01{n}", f"{p}-555-01{n}", f"+353 {p[1:]} 555 01{n}", f"{p} 5550 1{n}"])
        a = area or r.choice(["01", "021", "091", "061", "051", "071", "064", "065", "066", "094", "045"])
        return r.choice([f"({a}) 555 01{r.randint(0, 99):02d}", f"{a} 555 01{r.randint(0, 99):02d}"])

    def phone_pair(self):
        r = self.r
        a = r.choice(["01", "021", "091", "061", "051", "071", "064", "065", "066", "094", "045"])
        base = r.randint(0, 90)
        paren = r.random() < 0.5
        f = (lambda n: f"({a}) 555 01{n:02d}") if paren else (lambda n: f"{a} 555 01{n:02d}")
        return f(base), f(base + r.randint(1, 9)), a

    def ext(self, ph):
        return f"{ph} ext. {self.r.randint(200, 499)}"

    def pager(self):
        return f"bleep {self.digits(3)}"

    def zip_near(self, a):
        return a["zip"][:3] + " " + self.eircode()[4:]

    def eircode(self):
        A = "ACDEFHKNPRTVWXY0123456789"
        return f"{self.r.choice(self.ROUTING)} {''.join(self.r.choice(A) for _ in range(4))}"

    def address(self):
        r = self.r
        c, county = self.city()
        word = r.choice(pools.STREET_WORDS)
        suf = r.choice(pools.STREET_SUFFIX["IE"])
        num = r.randint(1, 120)
        street = f"{num} {word} {suf}"
        if r.random() < 0.2:
            street = f"Apt {r.randint(1, 40)}, {street}"
        return {"street": street, "city": c, "state": county, "zip": self.eircode()}

    def addr_inline(self, a, full_state=False):
        # counties are CITY per the guideline (town, city, county)
        return (f"{P(a['street'], 'STREET')}, {P(a['city'], 'CITY')}, {P(a['state'], 'CITY')}, "
                f"{P(a['zip'], 'ZIP')}")

    def addr_block(self, a, indent=""):
        return "\n".join(indent + x for x in [P(a['street'], 'STREET'), P(a['city'], 'CITY'),
                                                P(a['state'], 'CITY'), P(a['zip'], 'ZIP')])

    def mrn(self):
        r = self.r
        return r.choice([self.digits(7), f"{self.digits(6)}", f"H{self.digits(6)}"])

    def ppsn(self):
        d = self.digits(7)
        tot = sum(int(c) * w for c, w in zip(d, range(8, 1, -1)))
        L = "WABCDEFGHIJKLMNOPQRSTUV"
        bad = L[(tot + 5) % 23]
        return d + bad + self.r.choice(["", "", "A", "W"])

    def gms(self):
        return f"{self.digits(7)}{self.letters(1)}" if self.r.random() < 0.5 else f"{self.digits(2)}-{self.digits(6)}"

    def licence(self, role):
        if role in ("doc", "paed", "obs"):
            return ("IMC", self.digits(6))
        if role == "pharm":
            return ("PSI", self.digits(5))
        return ("NMBI PIN", self.digits(6))

    def cred(self, role):
        r = self.r
        return {"doc": r.choice(["MICGP", "MB BCh BAO MICGP", "GP Registrar", "MRCGP"]),
                "paed": r.choice(["MRCPI", "FRCPI", "Consultant Paediatrician", "Paediatric SpR"]),
                "nurse": r.choice(["RGN", "Practice Nurse", "RNP"]),
                "midwife": r.choice(["RM", "CMM2", "Community Midwife"]),
                "hv": r.choice(["PHN", "Public Health Nurse", "RGN RPHN"]),
                "school": r.choice(["PHN", "School Nurse", "RGN"]),
                "advisor": r.choice(["Stop Smoking Advisor", "QUIT Advisor", "Smoking Cessation Officer"]),
                "obs": r.choice(["FRCPI", "MRCOG", "Consultant Obstetrician", "SpR O&G"]),
                "pharm": r.choice(["MPSI", "Pharmacist"])}[role]

    def plate(self):
        r = self.r
        return f"{r.choice(['191', '192', '201', '202', '211', '212', '221', '231', '241'])}-{r.choice(['D', 'C', 'G', 'L', 'KY', 'MO', 'WX', 'TS', 'KE'])}-{r.randint(1, 99999)}"

    def driving_licence(self):
        return self.digits(9)


class NZ(Locale):
    code, order, spelling = "NZ", "dmy", "uk"
    header_dates = ["num", "num", "long", "abbr", "dash"]
    body_dates = ["num", "long", "num_short", "dm", "day_month", "abbr"]
    mum, gp_word = "mum", "GP"
    PC = {"Auckland": (600, 2699), "Canterbury": (7300, 8999), "Waikato": (2100, 3699),
          "Bay of Plenty": (3000, 3199), "Otago": (9000, 9599), "Manawatu-Whanganui": (4400, 4999),
          "Northland": (100, 599), "Wellington": (5000, 6999), "Southland": (9600, 9899),
          "Hawke's Bay": (4100, 4299), "Taranaki": (4300, 4399), "Nelson": (7000, 7099),
          "Gisborne": (4010, 4099), "Marlborough": (7200, 7299), "West Coast": (7800, 7899)}

    def phone(self, area=None, kind="land"):
        r = self.r
        if kind == "mobile" or (kind == "any" and r.random() < 0.6):
            p = r.choice(["021", "022", "027", "029"])
            return r.choice([f"{p} 555 0{r.randint(0, 999):03d}", f"{p}-555-0{r.randint(0, 999):03d}",
                             f"+64 {p[1:]} 555 0{r.randint(0, 999):03d}"])
        a = area or r.choice(["09", "03", "04", "06", "07"])
        return r.choice([f"({a}) 555 0{r.randint(0, 999):03d}", f"{a} 555 0{r.randint(0, 999):03d}"])

    def phone_pair(self):
        r = self.r
        a = r.choice(["09", "03", "04", "06", "07"])
        base = r.randint(0, 980)
        paren = r.random() < 0.5
        f = (lambda n: f"({a}) 555 0{n:03d}") if paren else (lambda n: f"{a} 555 0{n:03d}")
        return f(base), f(base + r.randint(1, 9)), a

    def ext(self, ph):
        return f"{ph} ext. {self.r.randint(200, 499)}"

    def pager(self):
        return f"pager {self.digits(4)}"

    def address(self):
        r = self.r
        c, reg = self.city()
        word = r.choice(pools.STREET_WORDS)
        suf = r.choice(pools.STREET_SUFFIX["NZ"])
        num = r.randint(1, 240)
        street = f"{num}{r.choice(['', '', '', 'A', 'B'])} {word} {suf}"
        if r.random() < 0.15:
            street = f"{r.randint(1, 8)}/{num} {word} {suf}"
        lo, hi = self.PC[reg]
        return {"street": street, "city": c, "state": reg, "zip": f"{r.randint(lo, hi):04d}"}

    def addr_inline(self, a, full_state=False):
        if full_state:
            return (f"{P(a['street'], 'STREET')}, {P(a['city'], 'CITY')}, {P(a['state'], 'STATE')} "
                    f"{P(a['zip'], 'ZIP')}")
        return f"{P(a['street'], 'STREET')}, {P(a['city'], 'CITY')} {P(a['zip'], 'ZIP')}"

    def addr_block(self, a, indent=""):
        return f"{indent}{P(a['street'], 'STREET')}\n{indent}{P(a['city'], 'CITY')} {P(a['zip'], 'ZIP')}"

    def zip_near(self, a):
        return a["zip"]

    def nhi(self):
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        letters = "".join(self.r.choice(L) for _ in range(3))
        d = self.digits(3)
        vals = [L.index(c) + 1 for c in letters] + [int(c) for c in d]
        tot = sum(v * w for v, w in zip(vals, [7, 6, 5, 4, 3, 2]))
        chk = (11 - tot % 11) % 11
        bad = (chk + 2) % 10
        return f"{letters}{d}{bad}"

    def mrn(self):
        return self.nhi()

    def csc(self):
        return f"{self.digits(4)} {self.digits(4)} {self.digits(4)}"

    def licence(self, role):
        if role in ("doc", "paed", "obs"):
            return ("MCNZ", self.digits(5))
        if role == "pharm":
            return ("PCNZ reg", self.digits(5))
        if role == "midwife":
            return ("MCNZ Midwifery reg", self.digits(5))
        return ("NCNZ", self.digits(6))

    def cred(self, role):
        r = self.r
        return {"doc": r.choice(["FRNZCGP", "MBChB FRNZCGP", "GPEP Registrar", "MBChB"]),
                "paed": r.choice(["FRACP", "Paediatric Registrar", "MBChB FRACP"]),
                "nurse": r.choice(["RN", "Practice Nurse", "NP", "EN"]),
                "midwife": r.choice(["RM", "LMC Midwife", "Midwife"]),
                "hv": r.choice(["Plunket Nurse", "RN, Well Child", "Tamariki Ora Nurse"]),
                "school": r.choice(["Public Health Nurse", "RN", "School Nurse"]),
                "advisor": r.choice(["Stop Smoking Practitioner", "Quit Coach", "Kaiāwhina, Stop Smoking Service"]),
                "obs": r.choice(["FRANZCOG", "O&G Registrar"]),
                "pharm": r.choice(["Pharmacist", "BPharm"])}[role]

    def plate(self):
        return f"{self.letters(3)}{self.digits(3)}"

    def driving_licence(self):
        return f"{self.letters(2)}{self.digits(6)}"


LOCALES = {"US": US, "UK": UK, "CA": CA, "AU": AU, "IE": IE, "NZ": NZ}
