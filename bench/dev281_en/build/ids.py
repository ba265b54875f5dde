"""Identifiers, addresses and organisation names (extends phi.Ctx)."""
import pools as P
from phi import Ctx


class C(Ctx):
    # ------------------------------------------------------------ identifiers
    def donor_no(self):
        d, L = self.digits, self.letters
        c = self.c
        f = self.r.randint(0, 3)
        if c == "UK":
            return ["D" + d(7), "%s %s %s" % (d(3), d(3), d(3)), "BD" + d(7), "ABS-" + d(6)][f]
        if c == "US":
            return ["%s-%s" % (d(3), d(5)), "DN" + d(8), d(9), "W-" + d(6)][f]
        if c == "AU":
            return ["%s%s" % (d(7), L(1)), "DN%s %s" % (d(4), d(4)), d(8), "D-%s" % d(7)][f]
        if c == "CA":
            return ["C%s" % d(8), "%s %s" % (d(4), d(5)), "DON-%s" % d(6), d(10)][f]
        if c == "IE":
            return ["%s%s" % (L(1), d(6)), "IE-D%s" % d(6), d(7), "PN%s" % d(6)][f]
        return ["NZD%s" % d(6), "%s-%s" % (d(3), d(4)), L(2) + d(6), d(8)][f]

    def din(self, spaced=None, when=None):
        """ISBT 128 style donation identification number."""
        fac = self.ch(["G", "W", "A", "C", "E", "N", "R"]) + self.digits(4)
        yr = "%02d" % ((when or self.today).year % 100)
        seq = self.digits(6)
        if spaced is None:
            spaced = self.chance(0.7)
        s = "%s %s %s" % (fac, yr, seq) if spaced else "%s%s%s" % (fac, yr, seq)
        if self.chance(0.25):
            s += " " + self.ch(["K", "7", "3", "Y", "0"])
        return s

    def sample_no(self):
        d = self.digits
        return self.ch(["S%s-%s" % (d(2), d(6)), "%s-%s" % (d(4), d(4)), "LAB%s" % d(7),
                        "SPC-%s" % d(6), "T%s/%s" % (d(2), d(5))])

    def case_no(self, kind="LB"):
        return self.ch(["%s-%d-%s" % (kind, self.today.year, self.digits(4)),
                        "%s%s" % (kind, self.digits(6)), "%s/%s/%s" % (kind, self.digits(2), self.digits(3))])

    def ticket(self):
        return self.ch(["INC%s" % self.digits(7), "CASE-%s" % self.digits(6), "CRM%s" % self.digits(8),
                        "SR-%s-%s" % (self.digits(3), self.digits(4)), "REQ%s" % self.digits(6)])

    def health_id(self):
        """National health-system / insurance number: typed HEALTHPLAN."""
        d, c = self.digits, self.c
        if c == "UK":
            return self.ch(["%s %s %s" % (d(3, True), d(3), d(4)), d(10, True)])
        if c == "US":
            return self.ch(["%s%s" % (self.letters(3), d(9)), "MBR-%s" % d(8), "%s%s" % (self.letters(1), d(8))])
        if c == "AU":
            return "%s %s %s" % (self.ch("2345678") + d(3), d(5), d(1)) + self.ch(["", "-1", " 2"])
        if c == "CA":
            return self.ch(["%s-%s-%s-%s" % (d(4, True), d(3), d(3), self.letters(2)),
                            "%s %s %s" % (d(4, True), d(3), d(3)), "9%s %s %s" % (d(3), d(3), d(3))])
        if c == "IE":
            return self.ch(["%s%s" % (d(7), self.letters(1)), "MC%s" % d(8)])
        return self.letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + d(4)

    def health_id_label(self):
        return {"UK": ["NHS No", "NHS number", "CHI"], "US": ["Ins. member ID", "Member ID", "Policy #"],
                "AU": ["Medicare No", "Medicare"], "CA": ["Health card", "OHIP #", "PHN"],
                "IE": ["Medical card no.", "GMS no."], "NZ": ["NHI", "NHI no."]}[self.c]

    def ssn(self):
        d = self.digits
        if self.c == "CA":
            return "9%s %s %s" % (d(2), d(3), d(3))
        if self.c == "IE":
            return "9%s%s" % (d(6), self.letters(self.ch([1, 2]), "ABCDEFGHKLMNPTW"))
        first = self.ch(["9", "9", "000"])
        if first == "000":
            return "000-%s-%s" % (d(2), d(4))
        return "9%s-%s-%s" % (d(2), d(2), d(4))

    def ssn_label(self):
        return {"US": "SSN", "CA": "SIN", "IE": "PPSN"}.get(self.c, "SSN")

    def staff_licence(self, doctor=False):
        d, c = self.digits, self.c
        if doctor:
            return {"UK": lambda: d(7, True), "US": lambda: d(10, True), "AU": lambda: "MED" + d(10),
                    "CA": lambda: d(5, True), "IE": lambda: d(6, True), "NZ": lambda: d(5, True)}[c]()
        if c == "UK":
            return self.ch(["%s%s%s%s" % (d(2), self.letters(1), d(4), self.letters(1)), d(7, True)])
        if c == "US":
            return self.ch([d(10, True), "RN%s" % d(6), "%s%s" % (self.letters(2), d(7))])
        if c == "AU":
            return self.ch(["NMW%s" % d(10), "MED%s" % d(10)])
        if c == "CA":
            return self.ch(["%s" % d(5, True), "RN-%s" % d(6)])
        if c == "IE":
            return self.ch([d(6, True), "R%s" % d(6)])
        return self.ch([d(5, True), "NZ%s" % d(6)])

    def licence_label(self, doctor):
        c = self.c
        if doctor:
            return {"UK": "GMC", "US": "NPI", "AU": "AHPRA", "CA": "CPSO", "IE": "IMC",
                    "NZ": "MCNZ"}[c]
        return {"UK": "NMC PIN", "US": "Lic.", "AU": "AHPRA", "CA": "CNO reg", "IE": "NMBI PIN",
                "NZ": "APC"}[c]

    def driver_licence(self):
        d, c = self.digits, self.c
        if c == "US":
            return self.ch(["%s%s" % (self.letters(1), d(7)), "%s-%s-%s" % (self.letters(1) + d(3), d(4), d(4)), d(9)])
        if c == "UK":
            return "%s%s%s%s" % (self.letters(5), d(6), self.letters(2), d(3))
        if c == "AU":
            return d(self.ch([8, 9]))
        if c == "CA":
            return "%s%s-%s-%s" % (self.letters(1), d(4), d(5), d(5))
        if c == "IE":
            return d(9)
        return "%s%s" % (self.letters(2), d(6))

    def plate(self):
        c, L, d = self.c, self.letters, self.digits
        if c == "UK":
            return "%s%s %s" % (L(2), d(2), L(3))
        if c == "US":
            return self.ch(["%s%s%s" % (d(1, True), L(3), d(3)), "%s-%s" % (L(3), d(4)), "%s %s" % (L(3), d(3))])
        if c == "AU":
            return self.ch(["%s%s-%s" % (d(1, True), L(2), d(2) + L(1)), "%s-%s" % (L(3), d(3)), "%s %s" % (L(3), d(2) + L(1))])
        if c == "CA":
            return self.ch(["%s %s" % (L(4), d(3)), "%s %s" % (L(3), d(3))])
        if c == "IE":
            return "%s-%s-%s" % (d(3, True), self.ch(["D", "C", "G", "KY", "MO", "WX", "LH"]), d(self.ch([3, 4, 5]), True))
        return "%s%s" % (L(3), d(3))

    def device_sn(self, kind="apheresis"):
        d, L = self.digits, self.letters
        if kind == "apheresis":
            return self.ch(["1T%s" % d(5), "AM%s" % d(6), "TA%s-%s" % (d(2), d(5)), "%s%s" % (L(2), d(7)), "AX-%s" % d(6)])
        if kind == "hb":
            return self.ch(["HC%s" % d(7), "%s%s" % (d(4), L(2)) + d(3), "301-%s" % d(6)])
        if kind == "tablet":
            return self.ch(["TAB-%s" % d(5), "DHQ%s" % d(4) + L(2), "R%s%s" % (d(2), L(1)) + d(5)])
        if kind == "mixer":
            return self.ch(["BM%s" % d(6), "SCL-%s" % d(5), "%s-%s" % (L(3), d(6))])
        return self.ch(["SN%s" % d(8), "%s%s" % (L(3), d(6))])

    def bioid(self):
        d = self.digits
        return self.ch(["FP-%s" % d(6), "BIO-%s-%s" % (d(4), d(4)), "PV%s" % d(7), "FPT%s" % d(8), "BT-%s" % d(5)])

    def visit_no(self):
        d = self.digits
        return self.ch(["V%s" % d(8), "%s-%s" % (d(4), d(4)), "ENC%s" % d(7), "VIS-%s" % d(6)])

    def booking_ref(self):
        return self.ch(["%s%s%s" % (self.letters(2), self.digits(3), self.letters(2)),
                        "BK%s" % self.digits(7), "APT-%s" % self.digits(6),
                        "%s-%s" % (self.letters(3), self.digits(5))])

    def pay_card(self):
        return self.ch(["%s %s %s %s" % (self.digits(4), self.digits(4), self.digits(4), self.digits(4)),
                        "PC-%s" % self.digits(8), "%s-%s" % (self.digits(5), self.digits(4))])

    def hosp_mrn(self):
        d = self.digits
        return self.ch(["%s" % d(8), "H%s" % d(7), "U%s" % d(6), "MR%s" % d(7), "%s-%s" % (d(3), d(5)),
                        "RX%s" % d(6)])

    # ------------------------------------------------------------ places
    def city(self):
        return self.ch(P.CITIES[self.c])

    def state(self, abbr=None):
        if self.c in ("UK", "IE"):
            return self.ch(P.COUNTIES[self.c])
        full, ab = self.ch(P.STATES[self.c])
        if abbr is None:
            abbr = self.c in ("US", "CA", "AU") and self.chance(0.75)
        return ab if abbr else full

    def state_type(self):
        return "CITY" if self.c in ("UK", "IE") else "STATE"

    def zipc(self):
        c, d, L = self.c, self.digits, self.letters
        if c == "UK":
            return "%s%s %s%s" % (L(self.ch([1, 2])), d(self.ch([1, 2]), True), d(1), L(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "US":
            z = d(5, True)
            return z + ("-" + d(4) if self.chance(0.15) else "")
        if c in ("AU", "NZ"):
            return self.ch("23456789") + d(3)
        if c == "CA":
            return "%s%s%s %s%s%s" % (L(1, "ABCEGHJKLMNPRSTVXY"), d(1), L(1, "ABCEGHJKLMNPRSTVWXYZ"),
                                    d(1), L(1, "ABCEGHJKLMNPRSTVWXYZ"), d(1))
        return "%s%s %s" % (L(1, "ACDEFHKNPRTVWXY"), d(2), "".join(self.ch("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))

    def street(self):
        c, r = self.c, self.r
        nm = "%s %s" % (self.ch(P.STREET_NAMES), self.ch(P.STREET_SUFFIX[c]))
        n = r.randint(1, 220) if c != "US" else r.randint(10, 9899)
        k = r.random()
        if c == "UK":
            if k < 0.2:
                return "Flat %d, %d %s" % (r.randint(1, 24), n, nm)
            if k < 0.3:
                return "%s Cottage, %s" % (self.ch(["Rose", "Ivy", "Mill", "Keeper's", "Old School"]), nm)
            return "%d %s" % (n, nm)
        if c == "US":
            if k < 0.25:
                return "%d %s %s" % (n, nm, self.ch(["Apt %d%s" % (r.randint(1, 9), self.ch("ABCD")), "Unit %d" % r.randint(1, 40), "#%d" % r.randint(100, 999)]))
            return "%d %s" % (n, nm)
        if c in ("AU", "NZ"):
            if k < 0.3:
                return "%d/%d %s" % (r.randint(1, 20), n, nm)
            return "%d %s" % (n, nm)
        if c == "CA":
            if k < 0.25:
                return "%d-%d %s" % (r.randint(101, 1908), n, nm)
            return "%d %s" % (n, nm)
        if k < 0.3:
            return "Apt %d, %s %s" % (r.randint(1, 40), self.ch(P.STREET_NAMES), self.ch(["Court", "House", "Park"]))
        return "%d %s" % (n, nm)

    def addr(self, d, style="line", country=False):
        """Write a postal address as separate spans."""
        st, ci, zp = self.street(), self.city(), self.zipc()
        nl = "\n" if style == "block" else ", "
        d.p(st, "STREET").t(nl).p(ci, "CITY")
        c = self.c
        if c in ("US", "CA", "AU"):
            d.t(", " if style != "block" or c != "AU" else " ").p(self.state(), "STATE").t(" " if c != "CA" else "  ").p(zp, "ZIP")
        elif c == "UK":
            if self.chance(0.4):
                d.t(nl).p(self.state(), "CITY")
            d.t(nl).p(zp, "ZIP")
        elif c == "IE":
            d.t(nl).p(self.state(), "CITY")
            if self.chance(0.7):
                d.t(nl).p(zp, "ZIP")
        else:
            d.t(" ").p(zp, "ZIP")
        if country:
            d.t(nl).p(self.ch(P.COUNTRY_NAMES[c]), "COUNTRY")
        return d

    def _fill(self, pat, city=None):
        return pat.format(c=city or self.city(), s=self.ch(P.SAINTS), s2=self.ch(P.SAINTES),
                          t=self.ch(P.EMPLOYER_TOKENS + P.STREET_NAMES[:20]))

    def hospital(self, city=None):
        return self._fill(self.ch(P.HOSP_PATTERNS[self.c]), city)

    def centre(self, city=None):
        city = city or self.city()
        if self.c == "US":
            return self.ch(["%s Donor Center" % city, "%s Blood Donation Center" % city,
                            "%s Plasma Center" % city])
        return self.ch(["%s Donor Centre" % city, "%s Blood Donor Centre" % city,
                        "%s Blood & Plasma Centre" % city, "%s Plasma Donor Centre" % city])

    def plasma_centre(self, city=None):
        return "%s %s" % (self.ch(P.PLASMA_COMPANIES), city or self.city())

    def gp(self):
        return self._fill(self.ch(P.GP_PATTERNS[self.c]))

    def venue(self, city=None):
        return self._fill(self.ch(P.VENUE_PATTERNS), city)

    def employer(self):
        return self._fill(self.ch(P.EMPLOYER_PATTERNS))

    def school(self):
        return self._fill(self.ch(P.SCHOOLS))

    def church(self):
        return self._fill(self.ch(P.CHURCHES))

    def lab(self, city=None):
        city = city or self.city()
        return self.ch(["%s Donor Testing Laboratory" % city, "%s Reference Laboratory" % city,
                        "Microbiology Reference Unit, %s" % city, "%s Blood Testing Centre" % city])

    def country_name(self):
        return self.ch(P.COUNTRY_NAMES[self.c])

    def hb(self, low=False, sex="F"):
        """Return (value string, threshold string) in local units."""
        thr = 125 if sex == "F" else 135
        if self.c == "US":
            thr = 12.5 if sex == "F" else 13.0
            v = (self.r.randint(105, 124) if low else self.r.randint(126, 168)) / 10.0
            if low and sex == "M":
                v = self.r.randint(110, 129) / 10.0
            return "%.1f g/dL" % v, "%.1f g/dL" % thr
        v = self.r.randint(104, thr - 1) if low else self.r.randint(thr + 1, 172)
        return "%d g/L" % v, "%d g/L" % thr
