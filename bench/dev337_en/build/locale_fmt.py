"""Country-specific formats: dates, phones, postcodes, identifiers, plates, wording."""
import datetime as _dt

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXY"
ALNUM = "ACDEFHKNPRTVWXY0123456789"


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def digits(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def letters(rng, k, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(k))


class Locale:
    def __init__(self, code):
        self.code = code
        self.us = code == "US"
        self.na = code in ("US", "CA")
        # wording
        self.haem = "hem" if self.us else "haem"
        self.hc = "hemochromatosis" if self.us else "haemochromatosis"
        self.Hc = self.hc.capitalize()
        self.ven = "therapeutic phlebotomy" if self.us else "venesection"
        self.Ven = self.ven.capitalize()
        self.gp = "PCP" if self.us else ("family physician" if code == "CA" else "GP")
        self.fer_unit = "ng/mL" if self.na else "ug/L"
        self.hb_unit = "g/dL" if self.us else "g/L"
        self.au_ac = None

    # ---------------- dates ----------------
    def date(self, d, style):
        m, y, dd = d.month, d.year, d.day
        mon, mo3 = MONTHS[m - 1], MONTHS[m - 1][:3]
        dow, dw3 = DAYS[d.weekday()], DAYS[d.weekday()][:3]
        us = self.us
        if style == "num":
            if us:
                return "%02d/%02d/%d" % (m, dd, y)
            if self.code == "CA":
                return "%d-%02d-%02d" % (y, m, dd)
            return "%02d/%02d/%d" % (dd, m, y)
        if style == "short":
            return ("%d/%d/%02d" % (m, dd, y % 100)) if us else ("%d/%d/%02d" % (dd, m, y % 100))
        if style == "long":
            return ("%s %d, %d" % (mon, dd, y)) if self.na else ("%d %s %d" % (dd, mon, y))
        if style == "abbr":
            return ("%s %d, %d" % (mo3, dd, y)) if self.na else ("%02d-%s-%d" % (dd, mo3, y))
        if style == "abbr2":
            return ("%s %d %d" % (mo3, dd, y)) if us else ("%d %s %d" % (dd, mo3, y))
        if style == "lab":
            return ("%02d-%s-%d" % (dd, mo3.upper(), y)) if not us else ("%02d/%02d/%02d" % (m, dd, y % 100))
        if style == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        if style == "ordinal":
            return ("%s %s, %d" % (mon, _ord(dd), y)) if self.na else ("%s %s %d" % (_ord(dd), mon, y))
        if style == "dow":
            if self.na:
                return "%s, %s %d, %d" % (dow, mon, dd, y)
            return "%s %d %s %d" % (dow, dd, mon, y)
        if style == "dowshort":
            return ("%s %d/%d" % (dw3, m, dd)) if us else ("%s %02d/%02d" % (dw3, dd, m))
        if style == "dowlong":
            return ("%s, %s %s" % (dow, mon, _ord(dd))) if self.na else ("%s %s" % (dow, _ord(dd)))
        if style == "month":
            return "%s %d" % (mon, y)
        if style == "mon3":
            return "%s %d" % (mo3, y)
        if style == "monyy":
            return "%s-%02d" % (mo3, y % 100)
        if style == "year":
            return str(y)
        if style == "dm":
            return ("%d/%d" % (m, dd)) if us else ("%d/%d" % (dd, m))
        if style == "dmon":
            return ("%s %d" % (mo3, dd)) if self.na else ("%d %s" % (dd, mo3))
        if style == "dot":
            return ("%02d.%02d.%d" % (dd, m, y)) if not us else ("%d/%d/%d" % (m, dd, y))
        raise ValueError(style)

    def dstyle(self, rng, kind="any"):
        if kind == "dob":
            return rng.choice(["num", "num", "num", "abbr", "long", "dot" if not self.na else "num"])
        if kind == "sys":
            return rng.choice(["num", "iso", "lab", "num"])
        return rng.choice(["num", "num", "num", "long", "abbr", "abbr2", "short", "ordinal", "lab"])

    # ---------------- contacts ----------------
    def phone(self, rng, kind="land"):
        c = self.code
        if c in ("US", "CA"):
            area = rng.choice(["2", "3", "4", "5", "6", "7", "8", "9"]) + digits(rng, 2).replace("11", "12")
            tail = "01" + digits(rng, 2)
            f = rng.randrange(5)
            if f == 0:
                return "(%s) 555-%s" % (area, tail)
            if f == 1:
                return "%s-555-%s" % (area, tail)
            if f == 2:
                return "%s.555.%s" % (area, tail)
            if f == 3:
                return "+1 %s 555 %s" % (area, tail)
            return "(%s) 555-%s" % (area, tail)
        if c == "UK":
            if kind == "mob":
                return rng.choice(["07700 555", "07911 555", "07822 555"]) + " " + digits(rng, 3) \
                    if rng.random() < 0.7 else "+44 7700 555" + digits(rng, 3)
            ac = rng.choice(["01632", "01524", "01392", "01603", "0161", "0113", "01234", "01745", "01382"])
            if len(ac) == 4:
                return "%s 555 %s" % (ac, digits(rng, 4))
            return "%s 555%s" % (ac, digits(rng, 3)) if rng.random() < 0.5 else "%s 555 %s" % (ac, digits(rng, 3))
        if c == "IE":
            if kind == "mob":
                pre = rng.choice(["083", "085", "086", "087", "089"])
                return ("%s 555 %s" % (pre, digits(rng, 4))) if rng.random() < 0.75 else \
                    "+353 %s 555 %s" % (pre[1:], digits(rng, 4))
            ac = rng.choice(["01", "021", "091", "061", "045", "044", "071", "066", "051"])
            return ("(%s) 555 %s" % (ac, digits(rng, 4))) if rng.random() < 0.5 else "%s 555 %s" % (ac, digits(rng, 4))
        if c == "AU":
            if kind == "mob":
                return rng.choice(["0412 555 ", "0491 555 ", "0438 555 "]) + digits(rng, 3)
            ac = self.au_ac if (self.au_ac and rng.random() < 0.8) else rng.choice(["02", "03", "07", "08"])
            return ("(%s) 5550 %s" % (ac, digits(rng, 4))) if rng.random() < 0.5 else "%s 9555 %s" % (ac, digits(rng, 4))
        if c == "NZ":
            if kind == "mob":
                return rng.choice(["021 555 ", "027 555 ", "022 555 "]) + digits(rng, 4)
            ac = rng.choice(["09", "03", "04", "06", "07"])
            return ("(%s) 555 %s" % (ac, digits(rng, 4))) if rng.random() < 0.5 else "%s 555 %s" % (ac, digits(rng, 4))
        # ZA
        if kind == "mob":
            return rng.choice(["082 555 ", "072 555 ", "083 555 "]) + digits(rng, 4)
        ac = rng.choice(["021", "011", "031", "041", "051"])
        return "%s 555 %s" % (ac, digits(rng, 4))

    def pager(self, rng):
        return rng.choice(["555", "5550", "555-"]) + digits(rng, rng.choice([1, 2]))

    def ext(self, rng):
        return rng.choice(["ext. ", "ext ", "x", "Ext "]) + rng.choice(["555" + digits(rng, 1), "4" + digits(rng, 3),
                                                                    "2" + digits(rng, 3)])

    # ---------------- address ----------------
    def postcode(self, rng, state_abbr=None):
        c = self.code
        if c == "US":
            z = {"MA": "0", "VT": "0", "ME": "0", "PA": "1", "NC": "2", "OH": "4", "MI": "4", "MN": "5", "IA": "5",
                 "WI": "5", "MT": "5", "CO": "8", "WA": "9", "OR": "9"}.get(state_abbr, "5") + digits(rng, 4)
            return z if rng.random() < 0.85 else z + "-" + digits(rng, 4)
        if c == "UK":
            return "%s%d %d%s" % (rng.choice(["HX", "LA", "EX", "NR", "CA", "SY", "KY", "PH", "LL", "TN", "DE", "YO",
                                              "TR", "LD", "AB", "PR", "BD", "WR", "M", "L", "S", "G", "B"]),
                                  rng.randint(1, 29), rng.randint(0, 9),
                                  letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "IE":
            return "%s%s %s" % (rng.choice(UPPER), digits(rng, 2), letters(rng, 4, ALNUM))
        if c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            first = rng.choice({"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "MB": "R", "SK": "S", "NS": "B",
                                "NB": "E", "NL": "A", "PE": "C"}.get(state_abbr, L))
            return "%s%d%s %d%s%d" % (first, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9),
                                      rng.choice(L), rng.randint(0, 9))
        if c == "AU":
            base = {"NSW": 2, "VIC": 3, "QLD": 4, "SA": 5, "WA": 6, "TAS": 7, "ACT": 2, "NT": 0}.get(state_abbr, 2)
            return "%d%s" % (base, digits(rng, 3))
        return digits(rng, 4)

    # ---------------- identifiers ----------------
    def mrn(self, rng):
        c = self.code
        if c == "US":
            return rng.choice([digits(rng, 8), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 3)])
        if c == "UK":
            return rng.choice(["K" + digits(rng, 7), "RX" + digits(rng, 6), "H" + digits(rng, 6), digits(rng, 7) + "Q"])
        if c == "IE":
            return rng.choice([digits(rng, 7), "0" + digits(rng, 6), "H" + digits(rng, 6)])
        if c == "CA":
            return rng.choice(["M" + digits(rng, 7), digits(rng, 9), "RH" + digits(rng, 6)])
        if c == "AU":
            return rng.choice([digits(rng, 6), digits(rng, 7), "0" + digits(rng, 6)])
        if c == "NZ":
            return letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 4)
        return rng.choice([digits(rng, 8), "F" + digits(rng, 7)])

    def natid(self, rng):
        """National health-service patient number (NHS number / IHI style); MRN type."""
        if self.code == "UK":
            return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))
        if self.code == "AU":
            return "8003 60%s %s %s" % (digits(rng, 2), digits(rng, 4), digits(rng, 4))
        return None

    def healthplan(self, rng):
        c = self.code
        if c == "US":
            return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), letters(rng, 2) + digits(rng, 7) + "01"])
        if c == "CA":
            return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                               "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))])
        if c == "AU":
            return "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9))
        if c == "IE":
            return rng.choice([digits(rng, 7) + letters(rng, 1), "VH" + digits(rng, 8), "LA" + digits(rng, 7)])
        if c == "ZA":
            return rng.choice([digits(rng, 9), "DH" + digits(rng, 8)])
        if c == "NZ":
            return "KS-" + digits(rng, 8)
        return "PM" + digits(rng, 8)

    def ssn(self, rng):
        c = self.code
        if c == "US":
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        if c == "CA":
            return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
        if c == "IE":
            return "9%s%s" % (digits(rng, 6), rng.choice(["T", "W", "A", "H", "TA"]))
        if c == "AU":
            return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
        if c == "NZ":
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
        if c == "ZA":
            return "000" + digits(rng, 10)
        return "000 " + digits(rng, 3) + " " + digits(rng, 3)

    def ssn_label(self):
        return {"US": "SSN", "CA": "SIN", "IE": "PPSN", "AU": "TFN", "NZ": "IRD no.", "ZA": "ID no.",
                "UK": "Ref"}[self.code]

    def hp_label(self):
        return {"US": "Member ID", "CA": "Health card", "IE": "Medical card no.", "AU": "Medicare",
                "NZ": "Insurer member no.", "ZA": "Medical aid no.", "UK": "Policy no."}[self.code]

    def mrn_label(self, rng):
        return rng.choice({"US": ["MRN", "MRN", "Med Rec #"], "UK": ["Hosp No", "Hospital no.", "MRN", "Unit No"],
                           "IE": ["MRN", "Hosp. No.", "Chart No"], "CA": ["MRN", "Chart #", "MRN"],
                           "AU": ["UR", "UR No.", "MRN"], "NZ": ["NHI", "NHI"], "ZA": ["Folder no.", "Hosp no."]}[self.code])

    def doc_licence(self, rng):
        c = self.code
        if c == "UK":
            return "GMC", digits(rng, 7)
        if c == "IE":
            return "IMC", digits(rng, 6)
        if c == "US":
            return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7))])
        if c == "CA":
            return "CPSO", digits(rng, 5)
        if c == "AU":
            return rng.choice([("AHPRA", "MED000" + digits(rng, 7)), ("Provider no.", digits(rng, 6) + letters(rng, 2))])
        if c == "NZ":
            return "MCNZ", digits(rng, 5)
        return "HPCSA", "MP " + digits(rng, 7)

    def nurse_licence(self, rng):
        c = self.code
        if c == "UK":
            return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), rng.choice(UPPER), digits(rng, 4), rng.choice("ENOSWC"))
        if c == "IE":
            return "NMBI PIN", digits(rng, 6)
        if c == "US":
            return "RN lic.", "RN" + digits(rng, 6)
        if c == "CA":
            return "CNO reg.", digits(rng, 8)
        if c == "AU":
            return "AHPRA", "NMW000" + digits(rng, 7)
        if c == "NZ":
            return "NCNZ", digits(rng, 6)
        return "SANC", digits(rng, 8)

    def plate(self, rng):
        c = self.code
        if c == "UK":
            return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
        if c == "IE":
            return "%s-%s-%s" % (rng.choice(["191", "201", "152", "221", "182", "232", "08"]),
                                 rng.choice(["D", "KE", "G", "C", "MO", "WX", "LK", "WH"]), digits(rng, rng.choice([3, 4, 5])))
        if c == "US":
            return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4)])
        if c == "CA":
            return letters(rng, 4) + " " + digits(rng, 3)
        if c == "AU":
            return rng.choice([digits(rng, 1) + letters(rng, 3) + " " + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 3)])
        if c == "NZ":
            return letters(rng, 3) + digits(rng, 3)
        return letters(rng, 2) + " " + digits(rng, 2) + " " + letters(rng, 2) + " GP"

    def street_num(self, rng):
        n = rng.choice([rng.randint(1, 60), rng.randint(1, 60), rng.randint(1, 250)])
        if self.na:
            n = rng.randint(12, 9800)
        return str(n)


def add_days(d, k):
    return d + _dt.timedelta(days=k)


def mkdate(y, m, d):
    return _dt.date(y, m, d)
