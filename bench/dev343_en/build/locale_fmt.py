"""Country-specific formatting: dates, phones, postcodes, addresses and identifiers.

All contact numbers contain 555; SSN-type values start with 9 or 000.
"""
import datetime as dt

import pools_places as PP

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WDAYS]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
PC_LET = "ABDEFGHJLNPQRSTUWXYZ"
DIG = "0123456789"

DATE_STYLES = {
    "US": [("mdy", 5), ("mdy_nz", 3), ("mdy_short", 1), ("Mdy_long", 1), ("Mdy_abbr", 1)],
    "UK": [("dmy", 6), ("d_mon_y", 2), ("dd_mon_yyyy", 2), ("d_month_y", 2), ("dmy_short", 1), ("dmy_dot_short", 1)],
    "IE": [("dmy", 5), ("dth_month_y", 2), ("dmy_dash", 1), ("d_mon_y", 2), ("d_month_y", 1)],
    "CA": [("iso", 5), ("Mdy_abbr", 2), ("dd_mon_yyyy", 2), ("ymd_slash", 1), ("d_month_y", 1)],
    "AU": [("dmy", 6), ("dmy_nz", 2), ("d_mon_y", 2), ("dmy_dot", 1), ("d_month_y", 1)],
    "NZ": [("dmy", 6), ("dmy_nz", 2), ("d_mon_y", 2), ("d_month_y", 1)],
    "ZA": [("ymd_slash", 3), ("dmy", 3), ("d_month_y", 2), ("iso", 1)],
    "SG": [("dmy", 4), ("dd_mon_yyyy", 2), ("d_mon_y", 2)],
}


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "mdy":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdy_nz":
        return "%d/%d/%d" % (m, dd, y)
    if style == "mdy_short":
        return "%02d/%02d/%02d" % (m, dd, y % 100)
    if style == "Mdy_long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "Mdy_abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "dmy":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy_nz":
        return "%d/%d/%d" % (dd, m, y)
    if style == "dmy_short":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "dmy_dot_short":
        return "%02d.%02d.%02d" % (dd, m, y % 100)
    if style == "dmy_dash":
        return "%02d-%02d-%d" % (dd, m, y)
    if style == "d_mon_y":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dd_mon_yyyy":
        return "%02d-%s-%d" % (dd, MON[m - 1], y)
    if style == "d_month_y":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "dth_month_y":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "ymd_slash":
        return "%d/%02d/%02d" % (y, m, dd)
    raise ValueError(style)


def wpick(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(n))


class Locale:
    def __init__(self, code, rng):
        self.c = code
        self.rng = rng
        self.dstyle = wpick(rng, DATE_STYLES[code])
        self.us_like = code in ("US",)
        self.area = None
        self.region = self._pick_region()

    # ---------------- dates
    def date(self, d, style=None):
        return fmt_date(d, style or self.dstyle)

    def alt_date(self, d):
        return fmt_date(d, wpick(self.rng, DATE_STYLES[self.c]))

    def date_short(self, d):
        r = self.rng.random()
        if self.c == "US":
            return "%d/%d" % (d.month, d.day)
        if self.c == "CA" and r < 0.5:
            return "%s %d" % (MON[d.month - 1], d.day)
        if r < 0.45:
            return "%d/%d" % (d.day, d.month)
        if r < 0.75:
            return "%02d/%02d" % (d.day, d.month)
        return "%d %s" % (d.day, MON[d.month - 1])

    def date_wd(self, d, with_year=True):
        w = d.weekday()
        r = self.rng.random()
        if self.c in ("US", "CA"):
            if r < 0.4:
                return "%s %s" % (WD[w], "%d/%d" % (d.month, d.day) if not with_year else "%d/%d/%d" % (d.month, d.day, d.year))
            if r < 0.7:
                return "%s, %s %d%s" % (WDAYS[w], MONTHS[d.month - 1], d.day, ", %d" % d.year if with_year else "")
            return "%s %s %d" % (WD[w], MON[d.month - 1], d.day)
        if r < 0.4:
            return "%s %s" % (WD[w], "%02d/%02d" % (d.day, d.month) + ("/%d" % d.year if with_year else ""))
        if r < 0.75:
            return "%s %d %s%s" % (WDAYS[w], d.day, MONTHS[d.month - 1], " %d" % d.year if with_year else "")
        return "%s %s %s" % (WD[w], ordinal(d.day), MONTHS[d.month - 1])

    def month_year(self, d):
        r = self.rng.random()
        if r < 0.5:
            return "%s %d" % (MONTHS[d.month - 1], d.year)
        if r < 0.8:
            return "%s %d" % (MON[d.month - 1], d.year)
        if self.c in ("US",):
            return "%d/%d" % (d.month, d.year)
        return "%02d/%d" % (d.month, d.year)

    # ---------------- regions / addresses
    def _pick_region(self):
        r = self.rng
        if self.c == "US":
            return r.choice(PP.US_STATES)
        if self.c == "CA":
            return r.choice(PP.CA_PROVS)
        if self.c == "AU":
            return r.choice(PP.AU_STATES)
        if self.c == "NZ":
            return r.choice(PP.NZ_REGIONS)
        if self.c == "ZA":
            return r.choice(PP.ZA_PROVS)
        if self.c == "UK":
            return r.choice(PP.COUNTIES_UK)
        if self.c == "IE":
            return r.choice(PP.COUNTIES_IE)
        return None

    def town(self):
        if self.c == "SG":
            return None
        return self.rng.choice(PP.TOWNS[self.c])

    def postcode(self):
        r, c = self.rng, self.c
        if c == "UK":
            a = r.choice(PP.UK_PC_AREAS)
            dist = str(r.randint(1, 29))
            return "%s%s %d%s" % (a, dist, r.randint(0, 9), letters(r, 2, PC_LET))
        if c == "US":
            z = "%d%s" % (r.randint(1, 9), digits(r, 4))
            return z + ("-" + digits(r, 4) if r.random() < 0.15 else "")
        if c == "IE":
            return "%s %s" % (r.choice(PP.IE_ROUTING), "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
        if c == "CA":
            first = r.choice(self.region[2])
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (first, r.randint(0, 9), r.choice(L), r.randint(0, 9), r.choice(L), r.randint(0, 9))
        if c == "AU":
            return self.region[2] + digits(r, 3)
        if c in ("NZ", "ZA"):
            return "%d%s" % (r.randint(1, 9), digits(r, 3))
        if c == "SG":
            return "%02d%s" % (r.randint(10, 82), digits(r, 4))

    def street(self):
        r, c = self.rng, self.c
        w = r.choice(PP.STREET_WORDS)
        suf = r.choice(PP.STREET_SUFFIX[c])
        n = r.randint(1, 240)
        if c == "UK":
            x = r.random()
            if x < 0.18:
                return "Flat %d, %d %s %s" % (r.randint(1, 24), r.randint(1, 90), w, r.choice(["Court", "House", "Lodge"]))
            if x < 0.25:
                return "%d%s %s %s" % (n, r.choice("ab"), w, suf)
            return "%d %s %s" % (n, w, suf)
        if c == "US":
            x = r.random()
            base = "%d %s%s %s" % (r.randint(100, 9899), r.choice(["", "", "N ", "S ", "E ", "W "]), w, suf)
            if x < 0.25:
                return base + ", %s %s" % (r.choice(["Apt", "Apt.", "Unit", "#"]), "%d%s" % (r.randint(1, 40), r.choice(["", "", "A", "B", "C"])))
            return base
        if c == "IE":
            x = r.random()
            if x < 0.3:
                return "%d %s" % (r.randint(1, 80), r.choice(PP.IE_ESTATES))
            if x < 0.45:
                return "Apt %d, %s Court" % (r.randint(1, 40), w)
            if x < 0.55:
                return "%d Main Street" % r.randint(1, 60)
            return "%d %s %s" % (r.randint(1, 120), w, suf)
        if c == "CA":
            if r.random() < 0.3:
                return "%d-%d %s %s" % (r.randint(101, 1408), r.randint(10, 990), w, suf)
            return "%d %s %s" % (r.randint(10, 9900), w, suf)
        if c == "AU":
            if r.random() < 0.3:
                return "Unit %d/%d %s %s" % (r.randint(1, 12), r.randint(1, 180), w, suf) if r.random() < 0.5 else "%d/%d %s %s" % (r.randint(1, 12), r.randint(1, 180), w, suf)
            return "%d %s %s" % (n, w, suf)
        if c == "NZ":
            if r.random() < 0.3:
                return "%d/%d %s %s" % (r.randint(1, 8), r.randint(1, 300), w, suf)
            return "%d%s %s %s" % (n, r.choice(["", "", "", "A", "B"]), w, suf)
        if c == "ZA":
            return "%d %s %s" % (n, w, suf)
        if c == "SG":
            blk = r.randint(101, 689)
            return "Blk %d %s %s %d, #%02d-%d" % (blk, r.choice(PP.SG_ESTATES), suf, r.randint(1, 9), r.randint(2, 25), r.randint(100, 999))

    def address(self):
        """Return dict: street, city, region (state/county text or None), region_type, postcode."""
        c = self.c
        reg = self.region
        d = {"street": self.street(), "city": self.town(), "postcode": self.postcode(), "region": None,
             "region_type": None}
        r = self.rng
        if c == "US":
            d["region"] = reg[0] if r.random() < 0.85 else reg[1]
            d["region_type"] = "STATE"
        elif c == "CA":
            d["region"] = reg[0] if r.random() < 0.8 else reg[1]
            d["region_type"] = "STATE"
        elif c == "AU":
            d["region"] = reg[0]
            d["region_type"] = "STATE"
        elif c == "NZ":
            if r.random() < 0.4:
                d["region"] = reg
                d["region_type"] = "STATE"
        elif c == "ZA":
            if r.random() < 0.6:
                d["region"] = reg
                d["region_type"] = "STATE"
        elif c in ("UK", "IE"):
            if r.random() < (0.45 if c == "UK" else 0.85):
                d["region"] = reg
                d["region_type"] = "CITY"
        return d

    # ---------------- phones
    def _us_area(self):
        if self.area is None:
            self.area = "%d%d%d" % (self.rng.randint(2, 9), self.rng.randint(0, 8), self.rng.randint(0, 9))
            if self.area[1:] == "11":
                self.area = self.area[0] + "12"
        return self.area

    def phone(self, kind="land"):
        r, c = self.rng, self.c
        if c in ("US", "CA"):
            a = self._us_area() if r.random() < 0.7 else "%d%d%d" % (r.randint(2, 9), r.randint(0, 8), r.randint(2, 9))
            line = "01%s" % digits(r, 2)
            f = r.random()
            if f < 0.5:
                return "(%s) 555-%s" % (a, line)
            if f < 0.85:
                return "%s-555-%s" % (a, line)
            if f < 0.95:
                return "%s.555.%s" % (a, line)
            return "+1 %s 555 %s" % (a, line)
        if c == "UK":
            if kind == "mobile":
                p = r.choice(["07700", "07811", "07922", "07456", "07531", "07984", "07377"])
                return ("%s 555%s" % (p, digits(r, 3))) if r.random() < 0.8 else "+44 %s 555 %s" % (p[1:], digits(r, 3))
            code = r.choice(["0113", "0161", "0114", "0191", "01274", "01422", "01924", "01302", "01228",
                             "01772", "01254", "01782", "01332", "0115", "01227", "01392", "01752",
                             "01792", "01592", "0131", "01642", "01482", "0141", "029"])
            if len(code) == 4:
                return "%s 555 %s" % (code, digits(r, 4))
            if len(code) == 3:
                return "%s 2555 %s" % (code, digits(r, 4))
            return "%s 555%s" % (code, digits(r, 3))
        if c == "IE":
            if kind == "mobile":
                p = r.choice(["083", "085", "086", "087", "089"])
                return "%s 555 %s" % (p, digits(r, 4)) if r.random() < 0.8 else "+353 %s 555 %s" % (p[1:], digits(r, 4))
            code = r.choice(["01", "021", "091", "061", "051", "071", "066", "094", "044", "057"])
            return ("(%s) 555 %s" if r.random() < 0.3 else "%s 555 %s") % (code, digits(r, 4))
        if c == "AU":
            if kind == "mobile":
                p = "04%s" % digits(r, 2)
                return "%s 555 %s" % (p, digits(r, 3)) if r.random() < 0.85 else "+61 %s 555 %s" % (p[1:], digits(r, 3))
            return "(0%s) 5550 %s" % (r.choice("2378"), digits(r, 4))
        if c == "NZ":
            if kind == "mobile":
                return "%s 555 %s" % (r.choice(["021", "022", "027", "029"]), digits(r, 4))
            return "(0%s) 555 %s" % (r.choice("34679"), digits(r, 4))
        if c == "ZA":
            if kind == "mobile":
                p = r.choice(["082", "083", "084", "072", "076"])
                return "%s 555 %s" % (p, digits(r, 4)) if r.random() < 0.8 else "+27 %s 555 %s" % (p[1:], digits(r, 4))
            return "0%s1 555 %s" % (r.choice("1234"), digits(r, 4))
        if c == "SG":
            if kind == "mobile":
                return "%s555 %s" % (r.choice("89"), digits(r, 4))
            return ("6555 %s" if r.random() < 0.8 else "+65 6555 %s") % digits(r, 4)

    def ext(self):
        return self.phone() + self.rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(self.rng, 4)

    def bleep(self):
        r = self.rng
        if self.c in ("US", "CA"):
            return self.phone()
        return r.choice(["555%d", "#555%d", "555%d"]) % r.randint(0, 9)

    # ---------------- identifiers
    def mrn(self):
        r, c = self.rng, self.c
        if c == "UK":
            return r.choice([lambda: letters(r, 1) + digits(r, 6), lambda: "RX" + letters(r, 1) + digits(r, 7),
                             lambda: digits(r, 8), lambda: "K" + digits(r, 7)])()
        if c == "US":
            return r.choice([lambda: digits(r, 8), lambda: "00" + digits(r, 6), lambda: "M" + digits(r, 7),
                             lambda: "E" + digits(r, 7)])()
        if c == "IE":
            return r.choice([lambda: digits(r, 7), lambda: "H" + digits(r, 6), lambda: digits(r, 6)])()
        if c == "CA":
            return r.choice([lambda: digits(r, 9), lambda: "M" + digits(r, 8), lambda: digits(r, 7)])()
        if c == "AU":
            return r.choice([lambda: digits(r, 7), lambda: digits(r, 6), lambda: "UR" + digits(r, 6)])()
        if c == "NZ":
            return r.choice([lambda: digits(r, 7), lambda: "H" + digits(r, 6)])()
        if c == "ZA":
            return r.choice([lambda: digits(r, 8), lambda: "%d-%s" % (r.randint(2018, 2024), digits(r, 6))])()
        if c == "SG":
            return "%s%s%s" % (r.choice("MHP"), digits(r, 7), letters(r, 1))

    def national(self, dob):
        """National health number treated as MRN (NHS, CHI, NHI). None where not used."""
        r, c = self.rng, self.c
        if c == "UK":
            if self.region in ("Fife", "Ayrshire") or r.random() < 0.05:
                return ("CHI", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, digits(r, 4)))
            n = "999" + digits(r, 7)
            return ("NHS", n[:3] + " " + n[3:6] + " " + n[6:] if r.random() < 0.8 else n)
        if c == "NZ":
            return ("NHI", "Z" + letters(r, 2, "ABCDEFGHJKLMNPQRSTUVWXY") + digits(r, 4))
        return None

    def healthplan(self):
        """(label, value) or None."""
        r, c = self.rng, self.c
        if c == "US":
            k = r.random()
            if k < 0.45:
                mbi = "%d%s%s%d-%s%s%d-%s%s%d%d" % (r.randint(1, 9), letters(r, 1), r.choice(UPPER + DIG), r.randint(0, 9),
                                                  letters(r, 1), r.choice(UPPER + DIG), r.randint(0, 9), letters(r, 1),
                                                  letters(r, 1), r.randint(0, 9), r.randint(0, 9))
                return ("Medicare MBI", mbi if r.random() < 0.6 else mbi.replace("-", ""))
            if k < 0.8:
                return ("Member ID", letters(r, 3) + digits(r, 9))
            return ("Medicaid ID", digits(r, 2) + letters(r, 1) + digits(r, 7))
        if c == "CA":
            p = self.region[0]
            if p == "ON":
                return ("OHIP", "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2)))
            if p == "BC":
                return ("PHN", "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3)))
            if p == "AB":
                return ("AHCIP", "%s-%s" % (digits(r, 5), digits(r, 4)))
            return ("Health card", digits(r, 9) if r.random() < 0.5 else "%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3)))
        if c == "AU":
            if r.random() < 0.15:
                return ("DVA", "%s%s%s" % (r.choice(["N", "V", "Q", "W", "S"]), r.choice(["X", ""]), digits(r, 6)))
            return ("Medicare", "%d%s %s %d" % (r.randint(2, 6), digits(r, 3), digits(r, 5), r.randint(1, 9)))
        if c == "IE":
            if r.random() < 0.6:
                return ("Medical card", digits(r, 7) + letters(r, 1))
            return ("Policy no.", digits(r, 9))
        if c == "ZA":
            return ("Medical aid no.", digits(r, r.choice([8, 9, 11])))
        if c == "SG":
            return ("Policy no.", "LCA" + digits(r, 8))
        if c == "NZ":
            return ("Member no.", "KM" + digits(r, 7)) if r.random() < 0.3 else None
        if c == "UK":
            return ("Membership no.", digits(r, 8) + letters(r, 1)) if r.random() < 0.06 else None

    def group_no(self):
        return self.rng.choice(["GRP", "G", ""]) + digits(self.rng, 5)

    def ssn(self):
        r, c = self.rng, self.c
        if c == "US":
            if r.random() < 0.15:
                return "000-%s-%s" % (digits(r, 2), digits(r, 4))
            return "9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4))
        if c == "CA":
            return "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3))
        if c == "IE":
            return "9%s%s" % (digits(r, 6), letters(r, r.choice([1, 2]), "ABCDEFGHJKLMNPRSTVWX"))
        return None

    def account(self):
        r, c = self.rng, self.c
        if c == "US":
            return r.choice([lambda: "FIN " + digits(r, 10), lambda: digits(r, 10), lambda: "V" + digits(r, 9),
                             lambda: "%s-%s" % (digits(r, 4), digits(r, 4))])()
        if c == "CA":
            return r.choice([lambda: digits(r, 10), lambda: "V" + digits(r, 8)])()
        if c == "AU":
            return "%s-%s" % (digits(r, 2), digits(r, 6))
        return r.choice([lambda: digits(r, 9), lambda: "E" + digits(r, 8), lambda: "%s/%s" % (digits(r, 4), digits(r, 5))])()

    def license(self, role):
        r, c = self.rng, self.c
        if c == "UK":
            if role in ("physio", "ot", "dietitian", "psych"):
                pre = {"physio": "PH", "ot": "OT", "dietitian": "DT", "psych": "PYL"}[role]
                return ("HCPC", pre + digits(r, 6 if pre != "OT" else 5))
            if role in ("nurse", "assistant"):
                return ("NMC PIN", "%s%s%s%s" % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1)))
            if role == "pharmacist":
                return ("GPhC", "20" + digits(r, 5))
            return ("GMC", digits(r, 7))
        if c == "US":
            if role in ("doctor", "consultant", "gp"):
                return r.choice([("NPI", "1" + digits(r, 9)), ("DEA", letters(r, 2) + digits(r, 7))])
            if role == "rt":
                return ("Lic#", "RT" + digits(r, 5))
            return ("NPI", "1" + digits(r, 9))
        if c == "IE":
            if role in ("doctor", "consultant", "gp"):
                return ("MCRN", digits(r, 6))
            if role == "nurse":
                return ("NMBI PIN", digits(r, 6))
            if role == "pharmacist":
                return ("PSI", digits(r, 5))
            return ("CORU", "PT" + digits(r, 6))
        if c == "CA":
            if role in ("doctor", "consultant", "gp"):
                return ("CPSO #", digits(r, 5))
            if role == "rt":
                return ("CRTO #", digits(r, 5))
            return ("Reg. No.", digits(r, 7))
        if c == "AU":
            pre = {"physio": "PHY", "nurse": "NMW", "ot": "OCC", "pharmacist": "PHA", "dietitian": "PHY"}.get(role, "MED")
            return ("AHPRA", pre + "000" + digits(r, 7))
        if c == "NZ":
            if role == "nurse":
                return ("NCNZ", digits(r, 6))
            if role == "physio":
                return ("PBNZ", digits(r, 5))
            return ("MCNZ", digits(r, 5))
        if c == "ZA":
            if role == "nurse":
                return ("SANC", digits(r, 8))
            pre = "MP" if role in ("doctor", "consultant", "gp") else "PT"
            return ("HPCSA", pre + digits(r, 7))
        if c == "SG":
            if role == "nurse":
                return ("SNB", "RN" + digits(r, 6))
            if role in ("doctor", "consultant", "gp"):
                return ("MCR", "M" + digits(r, 5) + letters(r, 1))
            return ("AHPC", "PT" + digits(r, 5))

    def vehicle(self):
        r, c = self.rng, self.c
        if c == "UK":
            return "%s%02d %s" % (letters(r, 2, "ABCDEFGHKLMNOPRSVWY"), r.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 65, 66, 67, 68, 69, 70, 71, 72, 73]), letters(r, 3))
        if c == "US":
            return r.choice([lambda: "%d%s%s" % (r.randint(1, 9), letters(r, 3), digits(r, 3)), lambda: "%s-%s" % (letters(r, 3), digits(r, 4))])()
        if c == "IE":
            return "%s-%s-%s" % (r.choice(["191", "192", "201", "212", "221", "231", "08", "11", "141"]), r.choice(["C", "KY", "MO", "G", "D", "WH", "T", "L", "WX"]), digits(r, r.choice([4, 5])))
        if c == "CA":
            return "%s %s" % (letters(r, 4), digits(r, 3))
        if c == "AU":
            return r.choice([lambda: "%s%s%s" % (letters(r, 3), digits(r, 2), letters(r, 1)), lambda: "%d%s%s" % (r.randint(1, 9), letters(r, 3), digits(r, 3))])()
        if c == "NZ":
            return letters(r, 3) + digits(r, 3)
        if c == "ZA":
            return "%s %s-%s" % (r.choice(["CA", "CY", "ND", "NU", "GP"]), digits(r, 3), digits(r, 3))
        return "S%s%s%s" % (letters(r, 2), digits(r, 4), letters(r, 1))

    def device_serial(self, kind):
        r = self.rng
        if kind == "conc":
            return r.choice([lambda: "EF" + digits(r, 9), lambda: "1" + digits(r, 2) + letters(r, 1) + digits(r, 6), lambda: "K%s-%s" % (digits(r, 4), digits(r, 5)),
                             lambda: letters(r, 3) + digits(r, 7)])()
        if kind == "oxi":
            return r.choice([lambda: digits(r, 4) + letters(r, 1) + digits(r, 5), lambda: "PO-" + digits(r, 6)])()
        if kind == "niv":
            return digits(r, 11) if r.random() < 0.5 else "23" + letters(r, 2) + digits(r, 6)
        if kind == "tab":
            return r.choice([lambda: "TAB-" + digits(r, 5), lambda: "R" + digits(r, 2) + letters(r, 2) + digits(r, 6)])()
        if kind == "cyl":
            return "CYL" + digits(r, 6)
        return letters(r, 2) + digits(r, 8)

    def bioid(self, kind="fingerprint"):
        r = self.rng
        if kind == "voiceprint":
            return r.choice([lambda: "VP-%s-%s" % (digits(r, 4), digits(r, 2)), lambda: "VB" + digits(r, 7)])()
        if kind == "face template":
            return r.choice([lambda: "FT-" + digits(r, 6), lambda: "FACE-%s" % digits(r, 5)])()
        if kind == "palm":
            return "PV" + digits(r, 7)
        return r.choice([lambda: "FP-" + digits(r, 5), lambda: "FPT" + digits(r, 7), lambda: "BIO-%s" % digits(r, 6)])()

    def ubrn(self):
        r = self.rng
        return "%s %s %s" % (digits(r, 4), digits(r, 4), digits(r, 4))

    def idnum(self, kind):
        r = self.rng
        y = r.randint(22, 25)
        if kind == "ref":
            return r.choice([lambda: "REF-20%d-%s" % (y, digits(r, 5)), lambda: "PR%s" % digits(r, 6), lambda: "%s/%d/%s" % (letters(r, 2), y, digits(r, 4))])()
        if kind == "rx":
            return r.choice([lambda: digits(r, 10), lambda: "RX" + digits(r, 7), lambda: "%s-%s" % (letters(r, 1) + digits(r, 2), digits(r, 6))])()
        if kind == "lab":
            return r.choice([lambda: "MB%d-%s" % (y, digits(r, 6)), lambda: "S%d-%s" % (y, digits(r, 5)), lambda: digits(r, 2) + letters(r, 1) + digits(r, 6)])()
        if kind == "hoof":
            return "HOOF-%s" % digits(r, 7) if self.c == "UK" else "OX%s" % digits(r, 6)
        if kind == "book":
            return r.choice([lambda: "BK" + digits(r, 6), lambda: letters(r, 3) + "-" + digits(r, 5)])()
        if kind == "case":
            return "C%s" % digits(r, 7)
        return digits(r, 8)

    def ip(self):
        r = self.rng
        k = r.random()
        if k < 0.45:
            return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        if k < 0.75:
            return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))

    def emergency(self):
        return {"US": "911", "CA": "911", "UK": "999", "IE": "112", "AU": "000", "NZ": "111", "ZA": "10177", "SG": "995"}[self.c]


def add_days(d, n):
    return d + dt.timedelta(days=n)


def weekday(d):
    """Move a date forward to the next Monday-Friday."""
    while d.weekday() >= 5:
        d = d + dt.timedelta(days=1)
    return d
