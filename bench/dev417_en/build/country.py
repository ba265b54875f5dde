"""Country profiles: date styles, phone formats (always 555), postcodes and
identifier formats.  Every generator takes the shared rng explicitly."""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXY"
PC_IN = "ABDEFGHJLNPQRSTUWXYZ"
EIR = "ACDEFHKNPRTVWXY0123456789"

NAMES = {"UK": "United Kingdom", "US": "United States", "CA": "Canada", "AU": "Australia",
         "NZ": "New Zealand", "IE": "Ireland"}


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool=UPPER):
    return "".join(pool[rng.randrange(len(pool))] for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


class Country:
    def __init__(self, code):
        self.code = code
        self.us = code == "US"
        self.dmy = code != "US"
        self.creat_unit = "mg/dL" if code == "US" else "umol/L"
        self.tac_unit = "ng/mL" if code in ("US", "CA") else "ug/L"
        self.pred = "prednisone" if code in ("US", "CA") else "prednisolone"
        self.gp = {"US": "PCP", "CA": "family physician"}.get(code, "GP")
        self.dot = "." if code in ("US", "CA") else ""
        self.centre = "center" if code == "US" else "centre"
        self.haem = "hem" if code in ("US", "CA") else "haem"

    # ---------------- dates ----------------
    def date(self, d, style):
        dd, mm, yy = d.day, d.month, d.year
        mon = MONTHS[mm - 1]
        if style == "num":
            if self.code == "US":
                return "%02d/%02d/%d" % (mm, dd, yy)
            if self.code == "CA":
                return "%d-%02d-%02d" % (yy, mm, dd)
            return "%02d/%02d/%d" % (dd, mm, yy)
        if style == "numshort":
            if self.code == "US":
                return "%d/%d/%02d" % (mm, dd, yy % 100)
            return "%d/%d/%02d" % (dd, mm, yy % 100)
        if style == "long":
            if self.code in ("US", "CA"):
                return "%s %d, %d" % (mon, dd, yy)
            return "%d %s %d" % (dd, mon, yy)
        if style == "abbr":
            if self.code in ("US", "CA"):
                return "%s %d, %d" % (mon[:3], dd, yy)
            return "%d %s %d" % (dd, mon[:3], yy)
        if style == "dash":
            return "%02d-%s-%d" % (dd, mon[:3], yy)
        if style == "iso":
            return "%d-%02d-%02d" % (yy, mm, dd)
        if style == "dm":
            if self.code == "US":
                return "%d/%d" % (mm, dd)
            return "%d/%d" % (dd, mm)
        if style == "wk":
            wd = WEEKDAYS[d.weekday()][:3]
            if self.code == "US":
                return "%s %d/%d" % (wd, mm, dd)
            return "%s %02d/%02d" % (wd, dd, mm)
        if style == "wklong":
            wd = WEEKDAYS[d.weekday()]
            if self.code in ("US", "CA"):
                return "%s, %s %d" % (wd, mon, dd)
            return "%s %d %s" % (wd, dd, mon)
        if style == "my":
            return "%s %d" % (mon, yy)
        if style == "mon":
            return mon
        if style == "year":
            return str(yy)
        raise ValueError(style)

    # ---------------- contacts ----------------
    def phone(self, rng, town, kind="land"):
        area = town[4]
        c = self.code
        if c in ("US", "CA"):
            if kind == "mob":
                area = pick(rng, ["347", "646", "778", "587", "929", "202", "437"]) \
                    if rng.random() < 0.3 else area
            n = "%04d" % rng.randrange(100, 200)
            st = rng.randrange(4)
            if st == 0:
                return "(%s) 555-%s" % (area, n)
            if st == 1:
                return "%s-555-%s" % (area, n)
            if st == 2:
                return "%s.555.%s" % (area, n)
            return "+1 %s 555 %s" % (area, n)
        if c == "UK":
            if kind == "mob":
                return pick(rng, ["07555 %s" % digits(rng, 6), "07700 555%s" % digits(rng, 3),
                                  "07911 555 %s" % digits(rng, 3)])
            if len(area) == 3:
                return "%s 5550 %s" % (area, digits(rng, 4))
            if len(area) == 4:
                return "%s 555 %s" % (area, digits(rng, 4))
            return "%s 555%s" % (area, digits(rng, 3))
        if c == "AU":
            if kind == "mob":
                return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
            return pick(rng, ["(%s) 5550 %s", "%s 5550 %s"]) % (area, digits(rng, 4))
        if c == "NZ":
            if kind == "mob":
                return "%s 555 %s" % (pick(rng, ["021", "022", "027"]), digits(rng, 4))
            return pick(rng, ["(%s) 555 %s", "%s 555 %s"]) % (area, digits(rng, 4))
        if c == "IE":
            if kind == "mob":
                return "%s 555 %s" % (pick(rng, ["083", "085", "086", "087"]), digits(rng, 4))
            return pick(rng, ["(%s) 555 %s", "%s 555 %s"]) % (area, digits(rng, 4))
        raise ValueError(c)

    def bleep(self, rng):
        return "555" + digits(rng, 2)

    def ext(self, rng):
        return pick(rng, [" ext. ", " ext ", " x", " Ext "]) + digits(rng, 4)

    # ---------------- postcode ----------------
    def postcode(self, rng, town):
        stem, c = town[3], self.code
        if c == "UK":
            if any(ch.isdigit() for ch in stem):
                out = stem
            else:
                out = stem + str(rng.randrange(1, 20 if len(stem) == 1 else 15))
            return "%s %d%s" % (out, rng.randrange(1, 10), letters(rng, 2, PC_IN))
        if c == "US":
            z = stem + digits(rng, 2)
            return z + "-" + digits(rng, 4) if rng.random() < 0.2 else z
        if c == "CA":
            return "%s%d%s %d%s%d" % (stem, rng.randrange(1, 10), letters(rng, 1),
                                      rng.randrange(10), letters(rng, 1), rng.randrange(10))
        if c == "IE":
            return "%s %s" % (stem, letters(rng, 4, EIR))
        return stem

    # ---------------- identifiers ----------------
    def mrn(self, rng):
        c = self.code
        if c == "UK":
            return pick(rng, ["K%s" % digits(rng, 7), "RX%s" % digits(rng, 6), digits(rng, 8),
                              "M%s" % digits(rng, 6)])
        if c == "US":
            return pick(rng, [digits(rng, 8), "E%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3),
                                                                                digits(rng, 5))])
        if c == "CA":
            return pick(rng, [digits(rng, 7), "H%s" % digits(rng, 6)])
        if c == "AU":
            return pick(rng, [digits(rng, 7), "%s%s" % (rng.randrange(1, 9), digits(rng, 6))])
        if c == "NZ":
            return self.nhi(rng)
        return pick(rng, [digits(rng, 7), "%s%s" % (pick(rng, ["0", "1"]), digits(rng, 6))])

    def nhi(self, rng):
        pool = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        if rng.random() < 0.3:
            return letters(rng, 3, pool) + digits(rng, 2) + letters(rng, 2, pool)
        return letters(rng, 3, pool) + digits(rng, 4)

    def national(self, rng, town, dob):
        """(label, value, TYPE) for the national health identifier, or None."""
        c = self.code
        if c == "UK":
            if town[3] in ("G", "EH", "DD"):
                return ("CHI", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100,
                                                   digits(rng, 4)), "MRN")
            if town[3] == "BT":
                return ("H&C No", "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4)),
                        "MRN")
            return ("NHS No", "%s %s %s" % (pick(rng, ["943", "944", "485", "601", "712"]),
                                            digits(rng, 3), digits(rng, 4)), "MRN")
        if c == "US":
            return ("Member ID", pick(rng, ["%s%s" % (letters(rng, 3), digits(rng, 9)),
                                            "W%s" % digits(rng, 9),
                                            "%d%s%d-%s%d-%s%s" % (
                                                rng.randrange(1, 10), letters(rng, 2),
                                                rng.randrange(10), letters(rng, 2),
                                                rng.randrange(10), letters(rng, 2),
                                                digits(rng, 2))]),
                    "HEALTHPLAN")
        if c == "CA":
            p = town[2]
            if p == "ON":
                return ("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3),
                                                 letters(rng, 2)), "HEALTHPLAN")
            if p == "BC":
                return ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)),
                        "HEALTHPLAN")
            if p == "QC":
                return ("RAMQ", "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4)),
                        "HEALTHPLAN")
            return ("PHN", "%s-%s" % (digits(rng, 5), digits(rng, 4)), "HEALTHPLAN")
        if c == "AU":
            return ("Medicare", "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3),
                                                digits(rng, 5), rng.randrange(1, 6)), "HEALTHPLAN")
        if c == "NZ":
            return None
        return ("Medical card", "%s%s" % (digits(rng, 7), letters(rng, 1)), "HEALTHPLAN")

    def insurer_no(self, rng):
        c = self.code
        if c == "NZ":
            return ("Southern Cross member no.", digits(rng, 8))
        if c == "IE":
            return (pick(rng, ["VHI no.", "Laya policy"]), "%s%s" % (letters(rng, 2),
                                                                      digits(rng, 7)))
        if c == "AU":
            return ("Private fund membership", "%s%s" % (letters(rng, 3), digits(rng, 7)))
        if c == "US":
            return ("Group #", "%s-%s" % (letters(rng, 3), digits(rng, 5)))
        if c == "CA":
            return ("Extended health cert.", digits(rng, 9))
        return ("Policy no.", "%s%s" % (letters(rng, 3), digits(rng, 8)))

    def ssn(self, rng):
        c = self.code
        if c == "US":
            if rng.random() < 0.25:
                return ("SSN", "000-%s-%s" % (digits(rng, 2), digits(rng, 4)))
            return ("SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)))
        if c == "CA":
            return ("SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
        if c == "IE":
            return ("PPSN", "9%s%s" % (digits(rng, 6), letters(rng, 1 + (rng.random() < 0.3))))
        return None

    def account(self, rng):
        c = self.code
        if c == "US":
            return pick(rng, [("FIN", digits(rng, 10)), ("Encounter #", digits(rng, 9)),
                              ("Acct", "%s-%s" % (digits(rng, 4), digits(rng, 4)))])
        if c == "UK":
            return pick(rng, [("Episode no.", digits(rng, 9)), ("Attendance ref", "ATT" +
                                                                 digits(rng, 7))])
        return pick(rng, [("Visit no.", "V" + digits(rng, 8)), ("Encounter", digits(rng, 10)),
                          ("Account", "%s%s" % (letters(rng, 2), digits(rng, 7)))])

    def license(self, rng, role):
        c = self.code
        if role == "sci" and c != "UK":
            return {"US": ("CLS Lic.", "CLS" + digits(rng, 6)),
                    "CA": ("CSMLS #", digits(rng, 6)),
                    "AU": ("AIMS member no.", digits(rng, 5)),
                    "NZ": ("MSCNZ reg.", digits(rng, 5)),
                    "IE": ("CORU reg.", "MS" + digits(rng, 6))}[c]
        if c == "UK":
            if role == "nurse":
                return ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4),
                                                 letters(rng, 1)))
            if role == "pharm":
                return ("GPhC", "20" + digits(rng, 5))
            if role == "sci":
                return ("HCPC", "BS" + digits(rng, 5))
            return ("GMC", str(rng.randrange(3, 8)) + digits(rng, 6))
        if c == "US":
            if role in ("doc", "gp") and rng.random() < 0.4:
                return ("DEA", letters(rng, 2) + digits(rng, 7))
            if role == "nurse":
                return ("RN Lic.", "RN" + digits(rng, 6))
            if role == "pharm":
                return ("RPh Lic.", "RPH" + digits(rng, 6))
            return ("NPI", str(rng.randrange(1, 3)) + digits(rng, 9))
        if c == "CA":
            if role == "pharm":
                return ("OCP #", digits(rng, 6))
            if role == "nurse":
                return ("CNO Reg.", digits(rng, 8))
            lab = {"ON": "CPSO #", "BC": "CPSBC #", "AB": "CPSA #", "QC": "CMQ #",
                   "SK": "CPSS #", "MB": "CPSM #"}.get(getattr(self, "prov", ""), "Licence #")
            return (lab, digits(rng, 5 + (rng.random() < 0.5)))
        if c == "AU":
            if role == "pharm":
                return ("AHPRA", "PHA000" + digits(rng, 7))
            if role == "nurse":
                return ("AHPRA", "NMW000" + digits(rng, 7))
            if rng.random() < 0.3:
                return ("Prescriber No.", digits(rng, 7))
            return ("AHPRA", "MED000" + digits(rng, 7))
        if c == "NZ":
            if role == "pharm":
                return ("PCNZ reg", digits(rng, 5))
            if role == "nurse":
                return ("NCNZ", digits(rng, 6))
            return ("MCNZ", digits(rng, 5))
        if role == "pharm":
            return ("PSI reg.", digits(rng, 5))
        if role == "nurse":
            return ("NMBI PIN", digits(rng, 6))
        return ("IMC", digits(rng, 6))

    def plate(self, rng):
        c = self.code
        if c == "UK":
            return "%s%02d %s" % (letters(rng, 2), rng.choice([19, 20, 21, 69, 70, 71, 22, 72, 23]),
                                  letters(rng, 3))
        if c == "US":
            return pick(rng, ["%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3)),
                              "%s-%s" % (letters(rng, 3), digits(rng, 4)),
                              "%s %s" % (letters(rng, 3), digits(rng, 3))])
        if c == "CA":
            return pick(rng, ["%s %s" % (letters(rng, 4), digits(rng, 3)),
                              "%s%s %s%s" % (letters(rng, 2), digits(rng, 1), digits(rng, 2),
                                             letters(rng, 1))])
        if c == "AU":
            return pick(rng, ["%s%s%s" % (letters(rng, 2), digits(rng, 2), letters(rng, 2)),
                              "%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 1) +
                                          letters(rng, 2)),
                              "%s-%s" % (letters(rng, 3), digits(rng, 3))])
        if c == "NZ":
            return letters(rng, 3) + digits(rng, 3)
        return "%s-%s-%s" % (pick(rng, ["191", "192", "201", "211", "221", "231", "12", "08"]),
                             pick(rng, ["D", "C", "G", "L", "KY", "WX", "MH", "KE"]),
                             digits(rng, rng.randrange(3, 6)))


def birth_date(rng, on, age):
    y = on.year - age
    d = datetime.date(y, 1, 1) + datetime.timedelta(days=rng.randrange(365))
    if (d.month, d.day) > (on.month, on.day):
        d = datetime.date(d.year - 1, d.month, min(d.day, 28))
    return d


def age_on(dob, on):
    return on.year - dob.year - ((on.month, on.day) < (dob.month, dob.day))
