"""Identifier generators (all invented): MRN, account, health plan, SSN / NI, licences, devices,
vehicles, biometric and other identifying numbers. Mixed into phi.Gen."""

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


class IdMixin(object):
    # ---------- identifiers ----------
    def mrn(self):
        if self.uk:
            return self.ch(["K" + self.digits(7), "RX" + self.digits(6), "H" + self.digits(6) + self.ch(UPPER),
                            self.digits(7), "D/" + self.digits(6), "M" + self.digits(8)])
        return self.ch([self.digits(8), "E" + self.digits(7), "MR" + self.digits(7), "00" + self.digits(6),
                        "%s-%s-%s" % (self.digits(3), self.digits(3), self.digits(3)), self.digits(9)])

    def account(self):
        if self.uk:
            return self.ch(["A" + self.digits(7), "%02d/%s" % (self.r.randint(22, 25), self.digits(6)),
                            "ED" + self.digits(8), self.digits(10)])
        return self.ch([self.digits(10), "V" + self.digits(9), "ENC" + self.digits(8), "F%02d-%s" % (
            self.r.randint(22, 25), self.digits(7)), "%s-%s" % (self.digits(4), self.digits(4))])

    def nhs(self):
        d = self.ch("456789") + self.digits(9)
        return self.ch(["%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:])])

    def ssn(self):
        first = self.ch(["9" + self.digits(2), "000"])
        g, s = self.digits(2), self.digits(4)
        return self.ch(["%s-%s-%s" % (first, g, s), "%s-%s-%s" % (first, g, s), "%s %s %s" % (first, g, s),
                        first + g + s])

    def ni(self):
        pre = self.ch("DFQUV") + self.ch("ABCEGHJKLMNPRSTWXYZ")
        d = self.digits(6)
        suf = self.ch("ABCD")
        return self.ch(["%s %s %s %s %s" % (pre, d[:2], d[2:4], d[4:], suf), pre + d + suf])

    def healthplan(self, kind=None):
        if kind == "mbi":
            return "%s%s%s%s-%s%s%s-%s%s%s%s" % (
                self.r.randint(1, 9), self.ch(UPPER), self.ch(UPPER + DIG), self.digits(1), self.ch(UPPER),
                self.ch(UPPER + DIG), self.digits(1), self.ch(UPPER), self.ch(UPPER), self.digits(1), self.digits(1))
        if kind == "medicaid":
            return self.ch([self.letters(2) + self.digits(8) + self.ch(UPPER), "MCD" + self.digits(9), self.digits(10)])
        if self.uk:
            return self.ch(["SMC-" + self.digits(8), "AP" + self.digits(7) + self.ch(UPPER), self.digits(9)])
        k = self.r.randint(0, 5)
        if k == 0:
            return self.letters(3) + self.digits(6)
        if k == 1:
            return "W" + self.digits(9)
        if k == 2:
            return "%s%s%s" % (self.letters(1), self.digits(8), self.ch(["", "01", "02"]))
        if k == 3:
            return self.letters(2) + self.digits(8) + self.ch(UPPER)
        if k == 4:
            return "%s%s-%s" % (self.letters(3), self.digits(4), self.digits(5))
        return self.digits(11)

    def group(self):
        return self.ch(["GRP" + self.digits(5), self.digits(7), "G-" + self.digits(6), self.letters(2) + self.digits(4)])

    def dl(self, last=None, dob=None):
        if self.uk and last:
            s = (last.upper().replace(" ", "").replace("'", "").replace("-", "") + "99999")[:5]
            y = dob.year % 100 if dob else self.r.randint(40, 99)
            return "%s%d%02d%02d%d%s%d%s" % (s, y // 10, self.r.randint(1, 12), self.r.randint(1, 28), y % 10,
                                             self.letters(2), self.r.randint(1, 9), self.letters(2))
        return self.ch(["%s%s-%s-%s" % (self.ch(UPPER), self.digits(3), self.digits(4), self.digits(4)),
                        "%s%s" % (self.ch(UPPER), self.digits(7)), self.digits(9),
                        "%s%s-%s-%s-%s" % (self.ch(UPPER), self.digits(3), self.digits(3), self.digits(2), self.digits(3)),
                        "%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))])

    def npi(self):
        return self.ch("12") + self.digits(9)

    def dea(self, last):
        return self.ch("ABFM") + last[0].upper() + self.digits(7)

    def prof_license(self, role):
        if self.uk:
            if role == "doc":
                return self.ch(["7", "6", "4"]) + self.digits(6)
            if role == "para":
                return "PA" + self.digits(5)
            return "%s%s%s%s" % (self.digits(2), self.ch(UPPER), self.digits(4), self.ch("EACOIN"))
        if role == "para":
            return self.ch(["P-" + self.digits(6), "EMT-" + self.digits(5), self.digits(7)])
        if role == "doc":
            return self.ch(["MD" + self.digits(6), self.digits(2) + "-" + self.digits(6), "G" + self.digits(5)])
        return self.ch(["RN" + self.digits(6), "RN-" + self.digits(7), self.digits(7)])

    def device_sn(self, kind=None):
        kind = kind or self.ch(["ppm", "icd", "pump", "lvad", "cgm", "monitor"])
        return {
            "ppm": self.letters(3) + self.digits(6),
            "icd": self.letters(3) + self.digits(6) + self.ch(UPPER),
            "pump": self.ch(["NG" + self.digits(7) + "H", self.digits(8), "PMP-" + self.digits(6)]),
            "lvad": self.ch(["HM3-" + self.digits(5), "LV" + self.digits(6)]),
            "cgm": self.ch(["8" + self.letters(2) + self.digits(5), "SM" + self.digits(8)]),
            "monitor": self.ch([self.digits(8), "LP" + self.digits(8), "ZX" + self.digits(6)]),
            "bwc": self.ch(["BWC-" + self.digits(4), "BC" + self.digits(5), "AX-" + self.digits(6)]),
            "radio": "R-" + self.digits(3),
            "tele": self.ch(["TX" + self.digits(5), self.digits(4) + "-" + self.ch(UPPER)]),
            "phone": self.digits(15),
        }[kind]

    def plate(self):
        if self.uk:
            return "%s%02d %s" % (self.letters(2), self.r.choice([12, 14, 15, 17, 19, 21, 63, 66, 68, 70, 71, 22, 73]),
                                  self.letters(3))
        return self.ch(["%d%s%s" % (self.r.randint(1, 9), self.letters(3), self.digits(3)),
                        "%s-%s" % (self.letters(3), self.digits(4)), "%s %s" % (self.letters(3), self.digits(4)),
                        "%s%s%s" % (self.letters(2), self.digits(3), self.letters(2))])

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.r.choice(al) for _ in range(17))

    def bioid(self, kind=None):
        if kind == "fp":
            return self.ch(["FP-" + self.digits(5), "FPR/%02d/%s" % (self.r.randint(22, 25), self.digits(5)),
                            "LS" + self.digits(8), "FP%s%s" % (self.letters(1), self.digits(6))])
        if kind == "palm":
            return self.ch(["PV-" + self.digits(8), "PALM" + self.digits(6), "PS-%s-%s" % (self.digits(4), self.digits(4))])
        if kind == "iris":
            return "IRIS-" + self.digits(4) + "-" + self.digits(1)
        return self.ch(["FP-" + self.digits(5), "PV-" + self.digits(8), "IRIS-" + self.digits(4) + "-" + self.digits(1),
                        "BIO" + self.digits(7), "FPR/%02d/%s" % (self.r.randint(22, 25), self.digits(5)),
                        "DNA-" + self.digits(4) + "-" + self.ch(UPPER), "PALM" + self.digits(6)])

    def idnum(self, kind):
        y = self.r.randint(22, 25)
        return {
            "acc": self.ch(["S%02d-%s" % (y, self.digits(4)), "ACC%s" % self.digits(8), "%02d-%s-%s" % (
                y, self.ch(["CH", "HM", "MB", "UA"]), self.digits(5)), "L" + self.digits(9)]),
            "order": self.ch(["ORD" + self.digits(8), self.digits(9), "O-" + self.digits(7)]),
            "cad": self.ch(["%02d%s-%s" % (y, self.digits(4), self.digits(4)), "CAD" + self.digits(6),
                            self.digits(8), "%s/%02d" % (self.digits(4), y)]),
            "inc": self.ch(["INC-20%02d-%s" % (y, self.digits(5)), "SEC%s" % self.digits(6),
                            "IR-%s" % self.digits(5), "W%s" % self.digits(5)]),
            "police": self.ch(["%02d-%s" % (y, self.digits(6)), "CR/%s/%02d" % (self.digits(5), y),
                               "%s%s" % (self.letters(2), self.digits(7))]),
            "form": self.ch(["A-" + self.digits(6), "MHA-%s" % self.digits(5), self.digits(7)]),
            "badge": self.ch([self.digits(4), self.digits(5), "%s%s" % (self.ch("ABCDEFGHK"), self.digits(4))]),
            "transfer": self.ch(["TC-" + self.digits(5), "TRF%s" % self.digits(6), "%s-%s" % (self.letters(2), self.digits(6))]),
            "bedreq": self.ch(["BR-" + self.digits(5), "BM%s" % self.digits(6)]),
            "bag": self.ch(["PB-" + self.digits(4), "B" + self.digits(5), "%s%s" % (self.ch(UPPER), self.digits(6))]),
            "ems": self.ch(["%02d-%s" % (y, self.digits(5)), "PCR" + self.digits(7), "ePCR-" + self.digits(8)]),
            "staff": self.ch(["E" + self.digits(6), self.digits(6), "EMP" + self.digits(5)]),
            "safeg": self.ch(["SG-" + self.digits(6), "MASH/%s" % self.digits(5), "APS-" + self.digits(6)]),
            "rx": self.ch(["RX" + self.digits(8), self.digits(7)]),
            "ticket": self.ch(["CB-" + self.digits(5), "T" + self.digits(7)]),
        }[kind]
