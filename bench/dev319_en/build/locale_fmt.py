"""Country-specific formats: dates, phones, addresses and identifiers."""
import datetime

from core import P
import pools_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


class Loc:
    """Formats for one country; all randomness through the shared helper r."""

    def __init__(self, r, cc):
        self.r = r
        self.cc = cc
        self.us = cc == "US"
        self.pref = None

    # ---------------- dates ----------------
    def date(self, d, style=None):
        r = self.r
        cc = self.cc
        if style is None and self.pref is not None and r.p(0.85):
            style = self.pref
        if style is None:
            if cc == "US":
                style = r.w([(5, "us"), (2, "us_short"), (2, "us_long"), (1, "us_mon"),
                             (1, "iso")])
            elif cc == "CA":
                style = r.w([(4, "iso"), (3, "us_long"), (2, "dmy"), (1, "d_mon")])
            else:
                style = r.w([(6, "dmy"), (3, "d_month"), (2, "d_mon"), (1, "dd_mon_yyyy"),
                             (1, "dotted"), (1, "ord")])
            if self.pref is None:
                self.pref = style
        y, m, dd = d.year, d.month, d.day
        if style == "us":
            return "%02d/%02d/%04d" % (m, dd, y)
        if style == "us_short":
            return "%d/%d/%02d" % (m, dd, y % 100)
        if style == "us_long":
            return "%s %d, %d" % (MONTHS[m - 1], dd, y)
        if style == "us_mon":
            return "%s %d, %d" % (MON[m - 1], dd, y)
        if style == "iso":
            return "%04d-%02d-%02d" % (y, m, dd)
        if style == "dmy":
            return "%02d/%02d/%04d" % (dd, m, y)
        if style == "d_month":
            return "%d %s %d" % (dd, MONTHS[m - 1], y)
        if style == "d_mon":
            return "%d %s %d" % (dd, MON[m - 1], y)
        if style == "dd_mon_yyyy":
            return "%02d-%s-%d" % (dd, MON[m - 1], y)
        if style == "dotted":
            return "%02d.%02d.%02d" % (dd, m, y % 100)
        if style == "ord":
            return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
        if style == "wk":  # weekday with date
            if self.us:
                return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], m, dd)
            return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], dd, m)
        if style == "wk_long":
            if self.us or cc == "CA":
                return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y)
            return "%s %d %s %d" % (WEEKDAYS[d.weekday()], dd, MONTHS[m - 1], y)
        raise ValueError(style)

    def dnum(self, d):
        """Compact numeric date as systems print it."""
        if self.us:
            return "%02d/%02d/%04d" % (d.month, d.day, d.year)
        if self.cc == "CA":
            return "%04d-%02d-%02d" % (d.year, d.month, d.day)
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)

    def dm(self, d):
        """Day and month only (diary tables)."""
        if self.us:
            return "%d/%d" % (d.month, d.day)
        return "%02d/%02d" % (d.day, d.month)

    def month_year(self, d, style=None):
        if style is None:
            style = self.r.c(["long", "mon", "num"])
        if style == "long":
            return "%s %d" % (MONTHS[d.month - 1], d.year)
        if style == "mon":
            return "%s %d" % (MON[d.month - 1], d.year)
        if style == "mon_yy":
            return "%s-%02d" % (MON[d.month - 1], d.year % 100)
        return "%02d/%d" % (d.month, d.year)

    # ---------------- contacts ----------------
    def phone(self, mobile=False):
        r = self.r
        cc = self.cc
        d4 = r.digits(4)
        if cc in ("US", "CA"):
            area = r.c(["216", "412", "614", "503", "919", "406", "802", "208", "505", "651"]
                       if cc == "US" else ["613", "416", "604", "403", "902", "204", "306"])
            return r.c(["(%s) 555-%s" % (area, d4), "%s-555-%s" % (area, d4),
                        "%s.555.%s" % (area, d4), "+1 %s 555 %s" % (area, d4)])
        if cc == "UK":
            if mobile:
                return r.c(["07700 555%s" % r.digits(3), "07%s 555 %s" % (r.digits(3), r.digits(3))])
            area = r.c(["0117", "0161", "0113", "0191", "01632", "01865", "01224", "029"])
            return "%s %s" % (area, r.c(["555 " + d4, "555" + d4[:1] + " " + d4[1:]]))
        if cc == "IE":
            if mobile:
                return "08%s 555 %s" % (r.c("35679"), d4)
            return r.c(["(0%s) 555 %s" % (r.c(["21", "61", "91", "51", "66", "71", "1"]), d4),
                        "0%s 555%s" % (r.c(["21", "61", "91", "56"]), d4)])
        if cc == "AU":
            if mobile:
                return "04%s 555 %s" % (r.digits(2), r.digits(3))
            return "(0%s) %s" % (r.c("2378"), r.c(["5550 " + d4, "9555 " + d4]))
        if cc == "NZ":
            if mobile:
                return "02%s 555 %s" % (r.c("0127"), d4)
            return "(0%s) 555 %s" % (r.c("34679"), d4)
        if cc == "ZA":
            if mobile:
                return "08%s 555 %s" % (r.c("234"), d4)
            return "0%s 555 %s" % (r.c(["21", "11", "31", "41", "51"]), d4)
        if cc == "SG":
            return r.c(["+65 6555 %s" % d4, "6555 %s" % d4, "+65 9555 %s" % d4])
        raise ValueError(cc)

    def ext(self):
        return self.r.c([" ext. ", " x", " Ext ", " ext "]) + self.r.digits(self.r.c([3, 4]))

    def pager(self):
        return self.r.c(["555-%s" % self.r.digits(3), "5-55%s" % self.r.digits(2),
                         "#555%s" % self.r.digits(1), "555%s" % self.r.digits(2)])

    # ---------------- places ----------------
    def town(self):
        return self.r.c(PL.TOWNS[self.cc])

    def state(self):
        if self.cc not in PL.STATES:
            return None
        ab, full = self.r.c(PL.STATES[self.cc])
        return ab, full

    def zipc(self):
        r = self.r
        cc = self.cc
        if cc == "US":
            z = r.digits(5, first_nonzero=True)
            return z + ("-" + r.digits(4) if r.p(0.15) else "")
        if cc == "UK":
            area = r.letters(r.c([1, 2]), "ABCDEFGHKLMNPRSTWY")
            return "%s%d%s %d%s" % (area, r.i(1, 29), "" if r.p(0.8) else r.c("ABEHMNPRVWXY"),
                                    r.i(0, 9), r.letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if cc == "IE":
            return "%s%s %s" % (r.c("ACDEFHKNPRTVWXY"), r.digits(2),
                                r.letters(4, "0123456789ACDEFHKNPRTVWXY"))
        if cc == "CA":
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (r.c(L), r.i(0, 9), r.c(L), r.i(0, 9), r.c(L), r.i(0, 9))
        if cc in ("AU", "NZ", "ZA"):
            return "%d%s" % (r.i(1, 9), r.digits(3))
        if cc == "SG":
            return "%d%s" % (r.i(1, 8), r.digits(5))
        raise ValueError(cc)

    def au_zip(self, st):
        first = {"VIC": "3", "NSW": "2", "QLD": "4", "WA": "6", "SA": "5", "TAS": "7",
                 "ACT": "26"}.get(st, "3")
        return first + self.r.digits(4 - len(first))

    def street(self, unit_ok=True):
        r = self.r
        cc = self.cc
        name = "%s %s" % (r.c(PL.STREET_BASE), r.c(PL.STREET_SUFFIX[cc]))
        no = r.w([(6, r.i(1, 199)), (2, r.i(200, 999)), (1 if cc in ("US", "CA") else 0,
                                                          r.i(1000, 19999))])
        if cc == "SG":
            return "Blk %d %s #%02d-%03d" % (r.i(100, 899), name, r.i(2, 20), r.i(10, 480))
        s = "%d %s" % (no, name)
        if unit_ok and r.p(0.2):
            if cc == "US":
                s += r.c([", Apt %d%s" % (r.i(1, 12), r.c("ABCD")), " Apt %d" % r.i(1, 40),
                          ", Unit %d" % r.i(1, 30), " #%d" % r.i(100, 420)])
            elif cc == "AU":
                s = "Unit %d/%s" % (r.i(1, 20), s)
            elif cc == "CA":
                s = "%d-%s" % (r.i(101, 1204), s)
            else:
                s = "Flat %d, %s" % (r.i(1, 12), s) if cc in ("UK", "IE") else \
                    "%d/%s" % (r.i(1, 9), s)
        return s

    def address(self, multiline=True, town=None):
        """A postal address as a list of literal and P items."""
        r = self.r
        cc = self.cc
        nl = "\n" if multiline else ", "
        st = P(self.street(), "STREET")
        town = P(town or self.town(), "CITY")
        if cc == "US":
            ab, full = self.state()
            return [st, nl, town, ", ", P(ab, "STATE"), " ", P(self.zipc(), "ZIP")]
        if cc == "CA":
            ab, full = self.state()
            return [st, nl, town, ", " if multiline or r.p(0.5) else " ", P(ab, "STATE"),
                    "  " if multiline else " ", P(self.zipc(), "ZIP")]
        if cc == "AU":
            ab, full = self.state()
            tv = town.v.upper() if multiline and r.p(0.6) else town.v
            return [st, nl, P(tv, "CITY"), " ", P(ab, "STATE"), " ", P(self.au_zip(ab), "ZIP")]
        if cc == "UK":
            out = [st, nl, town]
            if r.p(0.35):
                out += [nl, P(r.c(PL.UK_COUNTIES), "CITY")]
            return out + [nl, P(self.zipc(), "ZIP")]
        if cc == "IE":
            out = [st, nl, town, nl, "Co. ", P(r.c(PL.IE_COUNTIES), "CITY")]
            if r.p(0.8):
                out += [nl, P(self.zipc(), "ZIP")]
            return out
        if cc == "NZ":
            out = [st, nl, town, " ", P(self.zipc(), "ZIP")]
            if r.p(0.3):
                out += [nl, P(self.state()[1], "STATE")]
            return out
        if cc == "ZA":
            return [st, nl, town, nl, P(self.state()[1], "STATE"), nl, P(self.zipc(), "ZIP")]
        if cc == "SG":
            return [st, nl, P("Singapore", "CITY"), " ", P(self.zipc(), "ZIP")]
        raise ValueError(cc)

    # ---------------- identifiers ----------------
    def mrn(self):
        r = self.r
        cc = self.cc
        if cc == "US":
            return r.c([r.digits(8), "E" + r.digits(7), r.digits(3) + "-" + r.digits(4) + "-" + r.digits(2),
                        r.digits(9)])
        if cc == "UK":
            return r.c(["RX" + r.digits(6), "K" + r.digits(7), r.letters(1) + r.digits(6),
                        r.digits(7)])
        if cc == "IE":
            return r.c(["H" + r.digits(6), r.digits(7), "MRN" + r.digits(6)])
        if cc == "CA":
            return r.c([r.digits(7), "M" + r.digits(7), r.digits(3) + "-" + r.digits(4)])
        if cc == "AU":
            return r.c([r.digits(7), r.digits(6), "UR" + r.digits(6)])
        if cc == "NZ":  # NHI
            return r.letters(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + r.digits(4)
        if cc == "ZA":
            return r.c([r.digits(8), "HN" + r.digits(7)])
        return r.c(["SG" + r.digits(7), r.digits(8)])

    def nhs_number(self):
        return "9%s %s %s" % (self.r.digits(2), self.r.digits(3), self.r.digits(4))

    def national_id(self, dob):
        """(label, value) of an SSN-type number, or None. Always starts with 9 or 000."""
        r = self.r
        cc = self.cc
        if cc == "US":
            if r.p(0.15):
                return "SSN", "000-%s-%s" % (r.digits(2), r.digits(4))
            return "SSN", "9%s-%s-%s" % (r.digits(2), r.digits(2), r.digits(4))
        if cc == "CA":
            return "SIN", "9%s %s %s" % (r.digits(2), r.digits(3), r.digits(3))
        if cc == "IE":
            return "PPSN", "9%s%s" % (r.digits(6), r.c(["A", "B", "C", "D", "TA", "W", "H"]))
        if cc == "ZA" and 1990 <= dob.year <= 1999:
            return "ID No.", "%02d%02d%02d%s" % (dob.year % 100, dob.month, dob.day, r.digits(7))
        return None

    def healthplan(self):
        """(label, value, second_label, second_value or None)."""
        r = self.r
        cc = self.cc
        if cc == "US":
            if r.p(0.25):
                a = "%d%s%s-%s%s%s-%s%s%d" % (r.i(1, 9), r.letters(1), r.c("ABCDEFGHJK" + "0123456789"),
                                             r.digits(1), r.letters(1), r.letters(1, "ABCDEFGHJK0123456789"),
                                             r.letters(1), r.letters(1), r.i(10, 99))
                return "Medicare MBI", a, None, None
            return ("Member ID", r.letters(3) + r.digits(9), "Group #",
                    r.c(["GRP-", "G", ""]) + r.digits(5))
        if cc == "CA":
            return r.c([("OHIP #", "%s-%s-%s-%s" % (r.digits(4), r.digits(3), r.digits(3),
                                                    r.letters(2)), None, None),
                        ("PHN", "9%s %s %s" % (r.digits(3), r.digits(3), r.digits(3)), None, None),
                        ("AHCIP #", r.digits(5) + "-" + r.digits(4), None, None)])
        if cc == "AU":
            return ("Medicare No.", "%d%s %s %d" % (r.i(2, 6), r.digits(3), r.digits(5), r.i(1, 9)),
                    "IRN", str(r.i(1, 5)))
        if cc == "IE":
            return r.c([("Medical Card No.", r.digits(7) + r.letters(1), None, None),
                        ("Membership No.", r.digits(8), None, None)])
        if cc == "ZA":
            return ("Medical aid no.", r.digits(r.c([8, 9, 11])), "Dep. code", "0" + str(r.i(0, 4)))
        if cc == "NZ":
            return ("Policy No.", "TH" + r.digits(7), None, None)
        if cc == "SG":
            return ("Policy No.", "MSI-" + r.digits(8), None, None)
        return ("Policy No.", r.letters(2) + r.digits(8), None, None)

    def doc_license(self, surname, nurse=False):
        """(label, value) of a professional registration number."""
        r = self.r
        cc = self.cc
        if nurse:
            return {"US": ("RN Lic.", "RN" + r.digits(7)), "CA": ("CNO Reg.", r.digits(7)),
                    "UK": ("NMC PIN", "%s%s%s%s" % (r.digits(2), r.letters(1), r.digits(4), r.letters(1))),
                    "IE": ("NMBI PIN", r.digits(6)), "AU": ("AHPRA", "NMW000" + r.digits(7)),
                    "NZ": ("NCNZ", r.digits(6)), "ZA": ("SANC", r.digits(8)),
                    "SG": ("SNB", "R" + r.digits(5) + r.letters(1))}[cc]
        if cc == "US":
            return r.c([("NPI", "1" + r.digits(9)),
                        ("DEA", r.c("ABFM") + (surname[0].upper() if surname[0].isalpha() else "X")
                         + r.digits(7)),
                        ("Lic.", r.c(["MD", "DO"]) + r.digits(6))])
        if cc == "UK":
            return ("GMC", r.digits(7))
        if cc == "IE":
            return ("IMC", r.digits(6) if r.p(0.3) else r.digits(5))
        if cc == "CA":
            return ("CPSO", r.digits(5))
        if cc == "AU":
            return r.c([("AHPRA", "MED000" + r.digits(7)), ("Prescriber No.", r.digits(7)),
                        ("Provider No.", r.digits(6) + r.letters(2))])
        if cc == "NZ":
            return ("MCNZ", r.digits(5))
        if cc == "ZA":
            return ("HPCSA", "MP " + r.digits(7))
        return ("MCR", "M" + r.digits(5) + r.letters(1))

    def driving_licence(self, surname, first, dob):
        r = self.r
        cc = self.cc
        if cc == "UK":
            s = "".join(ch for ch in surname.upper() if ch.isalpha())[:5].ljust(5, "9")
            mm = dob.month + (50 if r.p(0.5) else 0)
            return "%s%d%02d%02d%d%s9%s" % (s, (dob.year // 10) % 10, mm, dob.day, dob.year % 10,
                                            (first[0] + "9").upper(), r.letters(2, "ABCDEFGHJ0123456789"))
        if cc == "US":
            return r.c(["%s%s-%s-%s" % (surname[0].upper() if surname[0].isalpha() else "D",
                                        r.digits(3), r.digits(4), r.digits(4)),
                        "D" + r.digits(7), r.digits(9)])
        if cc == "IE":
            return r.digits(9)
        if cc == "CA":
            return "%s%s-%s-%s" % (surname[0].upper() if surname[0].isalpha() else "A", r.digits(4),
                                   r.digits(5), r.digits(5))
        if cc == "AU":
            return r.digits(r.c([8, 9]))
        if cc == "NZ":
            return r.letters(2) + r.digits(6)
        if cc == "ZA":
            return r.digits(4) + "0000" + r.letters(2) + r.digits(2)
        return "S" + r.digits(7) + r.letters(1)

    def plate(self):
        r = self.r
        cc = self.cc
        if cc == "UK":
            return "%s%02d %s" % (r.letters(2), r.c([15, 16, 18, 19, 20, 21, 22, 23, 68, 69, 70, 71, 72, 73]),
                                  r.letters(3))
        if cc == "IE":
            return "%d%d-%s-%d" % (r.i(12, 24), r.c([1, 2]), r.c(["D", "C", "G", "KY", "L", "MO", "WX", "TS"]),
                                    r.i(10, 29999))
        if cc == "US":
            return r.c(["%d%s%s" % (r.i(1, 9), r.letters(3), r.digits(3)),
                        "%s-%s" % (r.letters(3), r.digits(4)), "%s %s" % (r.letters(3), r.digits(3))])
        if cc == "CA":
            return "%s %s" % (r.letters(4), r.digits(3))
        if cc == "AU":
            return r.c(["%d%s %s" % (r.i(1, 9), r.letters(3), r.digits(3)),
                        "%s-%s" % (r.letters(3), r.digits(3))])
        if cc == "NZ":
            return r.letters(3) + r.digits(3)
        if cc == "ZA":
            return r.c(["CA %s-%s" % (r.digits(3), r.digits(3)), "%s %s GP" % (r.letters(2), r.digits(2)),
                        "ND %s-%s" % (r.digits(3), r.digits(3))])
        return "S%s %s %s" % (r.letters(2), r.digits(4), r.letters(1))

    def account(self):
        r = self.r
        return r.c([r.digits(4) + "-" + r.digits(4), "V" + r.digits(8), r.digits(10),
                    "ENC" + r.digits(9), "FIN " + r.digits(9), "A" + r.digits(7)])

    def ip(self):
        r = self.r
        return r.c(["10.%d.%d.%d" % (r.i(0, 255), r.i(0, 255), r.i(1, 254)),
                    "172.%d.%d.%d" % (r.i(16, 31), r.i(0, 255), r.i(1, 254)),
                    "192.168.%d.%d" % (r.i(0, 255), r.i(1, 254))])

    def bioid(self, kind=None):
        r = self.r
        kind = kind or r.c(["fp", "pv", "vp", "fr", "bio"])
        return {"fp": lambda: r.c(["FP-%s" % r.digits(5), "FPT%s" % r.digits(7)]),
                "pv": lambda: r.c(["PV-%s" % r.digits(7), "PALM-%s" % r.digits(6)]),
                "vp": lambda: r.c(["VP-%s-%s" % (r.digits(4), r.digits(2)), "VB%s" % r.digits(8)]),
                "fr": lambda: "FR%s" % r.digits(8),
                "bio": lambda: "BIO-%s%s" % (r.letters(2), r.digits(6))}[kind]()

    def device_sn(self, prefix=None):
        r = self.r
        pre = prefix or r.c(["SN", "GC", "NRV", "CF", "SH", "HK", "ST"])
        return r.c(["%s-%s" % (pre, r.digits(7)), "%s%s%s" % (pre, r.digits(2), r.letters(2) + r.digits(5)),
                    "%s %s-%s" % (pre, r.digits(4), r.digits(4))])


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(r, start=(2019, 1, 1), end=(2025, 6, 30)):
    a = datetime.date(*start).toordinal()
    b = datetime.date(*end).toordinal()
    return datetime.date.fromordinal(r.i(a, b))
