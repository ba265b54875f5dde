"""Country conventions: phones (always containing 555), postcodes, address
layout, date styles and identifier formats."""
import pools

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPL = "ABCDEFGHJKLMNPRSTUVWXYZ"


def dg(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def lt(r, n, pool=UPL):
    return "".join(r.choice(pool) for _ in range(n))


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Country:
    code = ""
    name = ""
    us = False
    # date style lambdas
    num = []
    long = []
    sysd = []

    def __init__(self):
        self.towns = pools.TOWNS[self.code]
        self.regions = pools.REGIONS[self.code]

    def region(self, r):
        return r.choice(self.regions)

    def street(self, r):
        words = pools.STREET_WORDS + pools.STREET_LOCAL.get(self.code, []) * 2
        w = r.choice(words)
        return "%d %s %s" % (r.randint(1, 240), w, r.choice(self.suffixes))

    def addr(self, r):
        """-> dict(street, town, region, zip)"""
        return {"street": self.street(r), "town": r.choice(self.towns),
                "region": self.region(r), "zip": None}

    def ext(self, r):
        return r.choice([" ext. ", " ext ", " x", " Ext "]) + dg(r, r.choice([3, 4]))

    def weekday(self, d, short=False):
        w = WD[d.weekday()]
        return w[:3] if short else w

    def lic_nurse(self, r):
        return ("Reg. No.", dg(r, 7))


class US(Country):
    code, name, us = "US", "United States", True
    suffixes = ["St", "Ave", "Blvd", "Rd", "Dr", "Ln", "Ct", "Way", "Street", "Avenue",
                "Road", "Pkwy", "Trl"]
    num = [lambda d: "%02d/%02d/%d" % (d.month, d.day, d.year),
           lambda d: "%d/%d/%d" % (d.month, d.day, d.year),
           lambda d: "%d/%d/%02d" % (d.month, d.day, d.year % 100)]
    long = [lambda d: "%s %d, %d" % (MON[d.month - 1], d.day, d.year),
            lambda d: "%s %d, %d" % (MON[d.month - 1][:3], d.day, d.year)]
    sysd = [lambda d: "%d-%02d-%02d" % (d.year, d.month, d.day),
            lambda d: "%02d/%02d/%d" % (d.month, d.day, d.year)]

    def street(self, r):
        s = "%d %s %s" % (r.randint(100, 9899), r.choice(pools.STREET_WORDS),
                          r.choice(self.suffixes))
        if r.random() < 0.3:
            s += r.choice([", Apt ", " Apt ", " #", ", Unit "]) + str(r.randint(1, 40)) + \
                r.choice(["", "B", "A", "C"])
        return s

    def region(self, r):
        return r.choice(self.regions)

    def addr(self, r):
        st = r.choice(self.regions)
        z = dg(r, 5)
        if r.random() < 0.15:
            z += "-" + dg(r, 4)
        return {"street": self.street(r), "town": r.choice(self.towns), "region": st, "zip": z}

    def lines(self, a, full_state=False):
        st = a["region"][0] if full_state else a["region"][1]
        return [[(a["street"], "STREET")],
                [(a["town"], "CITY"), ", ", (st, "STATE"), " ", (a["zip"], "ZIP")]]

    def phone(self, r, kind="land"):
        ac = r.choice(["216", "330", "412", "215", "512", "713", "404", "313", "503", "612",
                       "919", "602", "617", "414", "615", "303", "804", "502", "505", "515",
                       "207", "312", "206", "440", "724"])
        ln = "01" + dg(r, 2)
        f = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"])
        return f % (ac, ln)

    def mrn(self, r):
        return r.choice([("MRN", dg(r, 8)), ("MRN", "E" + dg(r, 7)), ("MR#", dg(r, 7)),
                         ("Med Rec #", dg(r, 9))])

    def hp(self, r):
        return r.choice([("Member ID", lt(r, 3) + dg(r, 9)), ("Member ID", "W" + dg(r, 9)),
                         ("Subscriber ID", lt(r, 2) + dg(r, 8)),
                         ("Policy #", dg(r, 3) + "-" + dg(r, 6))])

    def group(self, r):
        return ("Group #", r.choice(["GRP-", "G", ""]) + dg(r, 6))

    def ssn(self, r, dob):
        if r.random() < 0.75:
            return ("SSN", "9%s-%s-%s" % (dg(r, 2), r.choice(["70", "78", "83", "91", "94"]), dg(r, 4)))
        return ("SSN", "000-%s-%s" % (dg(r, 2), dg(r, 4)))

    def lic(self, r):
        if r.random() < 0.6:
            return ("NPI", "1" + dg(r, 9))
        return ("DEA", lt(r, 2, "ABFM") + dg(r, 7))

    def lic_nurse(self, r):
        return ("RN Lic.", "RN" + dg(r, 6))


class UK(Country):
    code, name = "UK", "United Kingdom"
    suffixes = ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Way",
                "Grove", "Terrace", "Gardens", "Mews", "Walk", "Rise"]
    num = [lambda d: "%02d/%02d/%d" % (d.day, d.month, d.year),
           lambda d: "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)]
    long = [lambda d: "%d %s %d" % (d.day, MON[d.month - 1], d.year),
            lambda d: "%s %s %d" % (_ord(d.day), MON[d.month - 1], d.year),
            lambda d: "%d %s %d" % (d.day, MON[d.month - 1][:3], d.year)]
    sysd = [lambda d: "%02d-%s-%d" % (d.day, MON[d.month - 1][:3], d.year),
            lambda d: "%02d.%02d.%d" % (d.day, d.month, d.year),
            lambda d: "%02d/%02d/%d" % (d.day, d.month, d.year)]

    def street(self, r):
        s = Country.street(self, r)
        if r.random() < 0.15:
            s = "Flat %d, %s" % (r.randint(1, 24), s)
        return s

    def addr(self, r):
        out = "".join([r.choice(["LS", "BD", "HX", "SK", "CV", "NG", "LE", "DN", "YO", "HU", "NE",
                                 "CA", "EX", "PL", "TR", "BS", "GL", "OX", "RG", "SO", "BN", "CT",
                                 "ME", "TN", "CM", "IP", "NR", "PE", "MK", "SG", "CF", "SA", "LL",
                                 "EH", "AB", "DD", "KY", "IV", "M", "B", "S", "G"]),
                       str(r.randint(1, 29))])
        inw = str(r.randint(0, 9)) + lt(r, 2, "ABDEFGHJLNPQRSTUWXYZ")
        return {"street": self.street(r), "town": r.choice(self.towns),
                "region": r.choice(self.regions) if r.random() < 0.4 else None,
                "zip": out + " " + inw}

    def lines(self, a, full_state=False):
        ls = [[(a["street"], "STREET")], [(a["town"], "CITY")]]
        if a["region"]:
            ls.append([(a["region"], "CITY")])
        ls.append([(a["zip"], "ZIP")])
        return ls

    def phone(self, r, kind="land"):
        if kind == "mobile":
            return r.choice(["07700 555%s", "07%s 555%s"]).replace("%s", dg(r, 3), 1).replace(
                "%s", dg(r, 3), 1)
        ac = r.choice(["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141",
                       "0151", "0161", "0191", "01632", "01224", "01392", "01752", "01603"])
        if len(ac) == 5:
            return "%s 555%s" % (ac, dg(r, 3))
        return r.choice(["%s 555 %s", "%s 555%s", "(%s) 555 %s"]) % (ac, dg(r, 4))

    def mrn(self, r):
        if r.random() < 0.5:
            return ("NHS No", "%s %s %s" % (dg(r, 3), dg(r, 3), dg(r, 4)))
        return r.choice([("Hosp No", lt(r, 1) + dg(r, 7)), ("Hospital No.", "RX" + dg(r, 6)),
                         ("MRN", dg(r, 8)), ("Unit No", lt(r, 1) + dg(r, 6))])

    def mrn2(self, r):
        return r.choice([("Hosp No", lt(r, 1) + dg(r, 7)), ("Unit No", lt(r, 1) + dg(r, 6))])

    def hp(self, r):
        return r.choice([("Membership No.", dg(r, 8)), ("Policy No.", lt(r, 3) + "-" + dg(r, 7)),
                         ("Authorisation No.", "AU" + dg(r, 7))])

    def ssn(self, r, dob):
        return None

    def lic(self, r):
        return ("GMC", dg(r, 7))

    def lic_nurse(self, r):
        return ("NMC PIN", dg(r, 2) + lt(r, 1) + dg(r, 4) + lt(r, 1, "ACEOW"))


class IE(Country):
    code, name = "IE", "Ireland"
    suffixes = ["Road", "Street", "Avenue", "Park", "Drive", "Lawn", "Grove", "Court", "Heights",
                "Close", "View", "Terrace"]
    num = [lambda d: "%02d/%02d/%d" % (d.day, d.month, d.year),
           lambda d: "%d/%d/%d" % (d.day, d.month, d.year)]
    long = [lambda d: "%s %s %d" % (_ord(d.day), MON[d.month - 1], d.year),
            lambda d: "%d %s %d" % (d.day, MON[d.month - 1], d.year)]
    sysd = [lambda d: "%02d-%02d-%d" % (d.day, d.month, d.year),
            lambda d: "%02d-%s-%d" % (d.day, MON[d.month - 1][:3].upper(), d.year)]

    def street(self, r):
        if r.random() < 0.15:
            return "%d %s" % (r.randint(1, 80), r.choice(pools.STREET_LOCAL["IE"]))
        return Country.street(self, r)

    def addr(self, r):
        ek = lt(r, 1, "ACDEFHKNPRTVWXY") + dg(r, 2)
        ek += " " + "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
        return {"street": self.street(r), "town": r.choice(self.towns),
                "region": r.choice(self.regions), "zip": ek if r.random() < 0.7 else None}

    def lines(self, a, full_state=False):
        ls = [[(a["street"], "STREET")], [(a["town"], "CITY")], ["Co. ", (a["region"], "CITY")]]
        if a["zip"]:
            ls.append([(a["zip"], "ZIP")])
        return ls

    def phone(self, r, kind="land"):
        if kind == "mobile":
            p = r.choice(["083", "085", "086", "087", "089"])
            return r.choice(["%s 555 %s", "%s-555-%s", "%s 555%s"]) % (p, dg(r, 4))
        ac = r.choice(["01", "021", "091", "061", "051", "071", "066", "094", "074", "045"])
        return r.choice(["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (ac, dg(r, 4))

    def mrn(self, r):
        return r.choice([("MRN", dg(r, 7)), ("MRN", dg(r, 6)), ("Chart No.", dg(r, 7)),
                         ("Hosp. No.", "H" + dg(r, 6))])

    def hp(self, r):
        return r.choice([("Medical Card No.", dg(r, 7) + lt(r, 1)),
                         ("Policy No.", dg(r, 4) + "-" + dg(r, 5)),
                         ("Membership No.", lt(r, 2) + dg(r, 8))])

    def ssn(self, r, dob):
        return ("PPSN", "9" + dg(r, 6) + lt(r, 1, "ABCDEFGHJKLMNPQRSTVWX") +
                r.choice(["", "", "A", "W"]))

    def lic(self, r):
        return ("IMC No.", dg(r, 6))

    def lic_nurse(self, r):
        return ("NMBI PIN", dg(r, 6))


class CA(Country):
    code, name = "CA", "Canada"
    suffixes = ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way",
                "St", "Ave", "Rd", "Cres"]
    first = {"ON": "KLMNP", "BC": "V", "AB": "T", "MB": "R", "SK": "S", "NS": "B", "NB": "E",
             "NL": "A", "QC": "GHJ"}
    num = [lambda d: "%d-%02d-%02d" % (d.year, d.month, d.day),
           lambda d: "%d/%02d/%02d" % (d.year, d.month, d.day)]
    long = [lambda d: "%s %d, %d" % (MON[d.month - 1], d.day, d.year),
            lambda d: "%d %s %d" % (d.day, MON[d.month - 1], d.year)]
    sysd = [lambda d: "%d-%02d-%02d" % (d.year, d.month, d.day),
            lambda d: "%02d-%s-%d" % (d.day, MON[d.month - 1][:3].upper(), d.year)]

    def street(self, r):
        s = "%d %s %s" % (r.randint(10, 4999), r.choice(pools.STREET_WORDS +
                                                         pools.STREET_LOCAL["CA"]),
                          r.choice(self.suffixes))
        if r.random() < 0.25:
            s = "%d-%s" % (r.randint(101, 1809), s)
        return s

    def addr(self, r):
        pr = r.choice(self.regions)
        L = "ABCEGHJKLMNPRSTVWXYZ"
        pc = (r.choice(self.first[pr[1]]) + dg(r, 1) + lt(r, 1, L) + " " + dg(r, 1) +
              lt(r, 1, L) + dg(r, 1))
        return {"street": self.street(r), "town": r.choice(self.towns), "region": pr, "zip": pc}

    def lines(self, a, full_state=False):
        st = a["region"][0] if full_state else a["region"][1]
        return [[(a["street"], "STREET")],
                [(a["town"], "CITY"), ", ", (st, "STATE"), "  ", (a["zip"], "ZIP")]]

    def phone(self, r, kind="land"):
        ac = r.choice(["416", "647", "905", "613", "519", "604", "778", "250", "403", "780",
                       "204", "306", "902", "506", "709", "514", "418"])
        return r.choice(["(%s) 555-%s", "%s-555-%s", "%s 555 %s"]) % (ac, "01" + dg(r, 2))

    def mrn(self, r):
        return r.choice([("MRN", dg(r, 7)), ("Chart #", dg(r, 6)), ("MRN", "M" + dg(r, 7))])

    def hp(self, r, prov=None):
        prov = prov or r.choice(["ON", "BC", "AB", "NS"])
        if prov == "ON":
            return ("Health Card No.", "%s-%s-%s-%s" % (dg(r, 4), dg(r, 3), dg(r, 3), lt(r, 2)))
        if prov == "BC":
            return ("PHN", "9%s %s %s" % (dg(r, 3), dg(r, 3), dg(r, 3)))
        if prov == "AB":
            return ("AHCIP #", "%s-%s" % (dg(r, 5), dg(r, 4)))
        return ("Health Card #", dg(r, 4) + " " + dg(r, 3) + " " + dg(r, 3))

    def ssn(self, r, dob):
        return ("SIN", r.choice(["9%s %s %s", "9%s-%s-%s"]) % (dg(r, 2), dg(r, 3), dg(r, 3)))

    def lic(self, r):
        return r.choice([("CPSO #", dg(r, 5)), ("CPSBC #", dg(r, 5)), ("CPSA #", dg(r, 6))])

    def lic_nurse(self, r):
        return ("CNO Reg.", dg(r, 7))


class AU(Country):
    code, name = "AU", "Australia"
    suffixes = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Court", "Ct",
                "Parade", "Place", "Close", "Drive"]
    pc = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "26",
          "NT": "08"}
    area = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07", "SA": "08",
            "WA": "08", "NT": "08"}
    num = [lambda d: "%02d/%02d/%d" % (d.day, d.month, d.year),
           lambda d: "%d/%d/%d" % (d.day, d.month, d.year)]
    long = [lambda d: "%d %s %d" % (d.day, MON[d.month - 1], d.year),
            lambda d: "%d %s %d" % (d.day, MON[d.month - 1][:3], d.year)]
    sysd = [lambda d: "%02d/%02d/%d" % (d.day, d.month, d.year),
            lambda d: "%02d.%02d.%02d" % (d.day, d.month, d.year % 100),
            lambda d: "%02d-%s-%d" % (d.day, MON[d.month - 1][:3], d.year)]

    def street(self, r):
        s = Country.street(self, r)
        if r.random() < 0.25:
            s = "%d/%s" % (r.randint(1, 30), s)
            if r.random() < 0.5:
                s = "Unit " + s
        return s

    def addr(self, r):
        st = r.choice(self.regions)
        p = self.pc[st[1]]
        return {"street": self.street(r), "town": r.choice(self.towns), "region": st,
                "zip": p + dg(r, 4 - len(p))}

    def lines(self, a, full_state=False):
        return [[(a["street"], "STREET")],
                [(a["town"].upper(), "CITY"), " ", (a["region"][1], "STATE"), " ",
                 (a["zip"], "ZIP")]]

    def phone(self, r, kind="land"):
        if kind == "mobile":
            return r.choice(["04%s 555 %s", "04%s555%s"]) % (dg(r, 2), dg(r, 3))
        ac = r.choice(["02", "03", "07", "08"])
        return r.choice(["(%s) 555%s %s", "%s 555%s %s"]) % (ac, dg(r, 1), dg(r, 4))

    def mrn(self, r):
        return r.choice([("UR", dg(r, 7)), ("URN", dg(r, 6)), ("MRN", dg(r, 8)),
                         ("UR No.", dg(r, 6))])

    def hp(self, r):
        if r.random() < 0.7:
            return ("Medicare No.", "%s %s %s" % (r.choice("23456") + dg(r, 3), dg(r, 5), dg(r, 1)))
        return ("Fund member no.", dg(r, 8))

    def ssn(self, r, dob):
        return None

    def lic(self, r):
        if r.random() < 0.6:
            return ("Provider No.", dg(r, 6) + dg(r, 1) + lt(r, 1))
        return ("AHPRA", "MED000" + dg(r, 7))

    def lic_nurse(self, r):
        return ("AHPRA", "NMW000" + dg(r, 7))


class NZ(Country):
    code, name = "NZ", "New Zealand"
    suffixes = ["Street", "Road", "Avenue", "Terrace", "Crescent", "Place", "Drive", "Lane",
                "Grove", "Rise"]
    num = [lambda d: "%02d/%02d/%d" % (d.day, d.month, d.year),
           lambda d: "%d/%d/%d" % (d.day, d.month, d.year)]
    long = [lambda d: "%d %s %d" % (d.day, MON[d.month - 1], d.year)]
    sysd = [lambda d: "%02d-%s-%d" % (d.day, MON[d.month - 1][:3], d.year),
            lambda d: "%02d/%02d/%d" % (d.day, d.month, d.year)]

    def addr(self, r):
        return {"street": self.street(r), "town": r.choice(self.towns),
                "region": r.choice(self.regions), "zip": dg(r, 4)}

    def lines(self, a, full_state=False):
        ls = [[(a["street"], "STREET")], [(a["town"], "CITY"), " ", (a["zip"], "ZIP")]]
        if full_state:
            ls.insert(2, [(a["region"], "STATE")])
        return ls

    def phone(self, r, kind="land"):
        if kind == "mobile":
            return r.choice(["021 555 %s", "027 555 %s", "022 555 %s", "021-555-%s"]) % dg(r, 4)
        return r.choice(["(%s) 555 %s", "%s 555 %s", "%s-555 %s"]) % (
            r.choice(["09", "07", "06", "04", "03"]), dg(r, 4))

    def mrn(self, r):
        return ("NHI", lt(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + dg(r, 4))

    def hp(self, r):
        return ("Member No.", dg(r, 8))

    def ssn(self, r, dob):
        return None

    def lic(self, r):
        return ("MCNZ", dg(r, 5))

    def lic_nurse(self, r):
        return ("NCNZ", dg(r, 6))


class ZA(Country):
    code, name = "ZA", "South Africa"
    suffixes = ["Street", "Road", "Avenue", "Laan", "Straat", "Crescent", "Drive", "Close"]
    num = [lambda d: "%d/%02d/%02d" % (d.year, d.month, d.day),
           lambda d: "%02d/%02d/%d" % (d.day, d.month, d.year)]
    long = [lambda d: "%d %s %d" % (d.day, MON[d.month - 1], d.year)]
    sysd = [lambda d: "%d-%02d-%02d" % (d.year, d.month, d.day),
            lambda d: "%02d-%02d-%d" % (d.day, d.month, d.year)]

    def addr(self, r):
        return {"street": self.street(r), "town": r.choice(self.towns),
                "region": r.choice(self.regions), "zip": dg(r, 4)}

    def lines(self, a, full_state=False):
        ls = [[(a["street"], "STREET")], [(a["town"], "CITY")]]
        if full_state:
            ls.append([(a["region"], "STATE")])
        ls.append([(a["zip"], "ZIP")])
        return ls

    def phone(self, r, kind="land"):
        if kind == "mobile":
            return r.choice(["082 555 %s", "083 555 %s", "072 555 %s", "+27 82 555 %s"]) % dg(r, 4)
        return r.choice(["(%s) 555-%s", "%s 555 %s"]) % (
            r.choice(["021", "011", "012", "031", "041", "051"]), dg(r, 4))

    def mrn(self, r):
        return r.choice([("Hosp No", "HN" + dg(r, 7)), ("Folder No.", dg(r, 8)),
                         ("MRN", dg(r, 7))])

    def hp(self, r):
        return ("Medical aid no.", dg(r, r.choice([9, 10, 11])))

    def ssn(self, r, dob):
        if 1990 <= dob.year <= 1999:
            return ("ID No.", "%02d%02d%02d%s08%s" % (dob.year % 100, dob.month, dob.day,
                                                    r.choice("56789") + dg(r, 3), dg(r, 1)))
        return None

    def lic(self, r):
        return ("HPCSA", "MP" + dg(r, 7))

    def lic_nurse(self, r):
        return ("SANC", dg(r, 8))


COUNTRIES = {c.code: c() for c in (US, UK, IE, CA, AU, NZ, ZA)}
COUNTRY_WEIGHTS = [("US", 24), ("UK", 22), ("IE", 12), ("CA", 12), ("AU", 13), ("NZ", 9),
                   ("ZA", 8)]
