"""Identifier generators (MRN, plan, licence, device, ...) mixed into the note context."""
import unicodedata

ALNUM = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
ROLE_KIND = {"surgeon": "surgeon", "surgeon2": "surgeon", "anaes": "doc", "physician": "doc",
             "gp": "doc", "endo": "doc", "resident": "doc", "sleep": "doc", "psychiatrist": "doc",
             "dietitian": "dietitian", "dietitian2": "dietitian", "psych": "psych", "nurse": "nurse",
             "nurse2": "nurse", "nurse3": "nurse", "np": "np", "pharm": "pharm", "scribe": "nurse",
             "clerk": "nurse", "facil": "nurse", "coord": "nurse", "physio": "nurse", "sw": "nurse"}


def fold(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
    return "".join(ch for ch in s if ch.isalnum() or ch in ".-_").lower()


class IdMixin:
    def _mk(self, key, fn):
        if key not in self.memo:
            self.memo[key] = fn()
        return self.memo[key]

    def digits(self, n):
        return "".join(str(self.ri(0, 9)) for _ in range(n))

    def letters(self, n):
        return "".join(self.ch(ALNUM) for _ in range(n))

    def mrn(self):
        def mk():
            if self.cc == "US":
                return self.r(self.digits(8), "00" + self.digits(6), self.digits(7), "M" + self.digits(7),
                              self.digits(3) + "-" + self.digits(2) + "-" + self.digits(3))
            if self.cc == "UK":
                return self.r("K" + self.digits(7), "RX" + self.digits(6), "H" + self.digits(6) + self.letters(1),
                              self.digits(8))
            return self.nhi()[0]
        return (self._mk("mrn", mk), "MRN")

    def nhs(self):
        return (self._mk("nhs", lambda: "999 %s %s" % (self.digits(3), self.digits(4))), "MRN")

    def nhi(self):
        return (self._mk("nhi", lambda: "Z" + self.letters(2) + self.digits(4)), "MRN")

    def hp(self, key="member"):
        def mk():
            if key == "group":
                return self.r("GRP-" + self.digits(5), self.digits(6), "G" + self.digits(7), self.letters(2) + self.digits(4))
            if self.cc == "US":
                return self.r(self.letters(3) + self.digits(9), "W" + self.digits(9), self.digits(11),
                              self.letters(3) + self.digits(6), "MBR" + self.digits(8))
            if self.cc == "UK":
                return self.r(self.digits(8), "AP-" + self.digits(7), self.letters(2) + self.digits(6) + self.letters(1))
            return self.r(self.digits(4) + "-" + self.digits(4), "SF" + self.digits(7), self.digits(9))
        return (self._mk(("hp", key), mk), "HEALTHPLAN")

    def acct(self, key="enc"):
        return (self._mk(("acct", key), lambda: self.r(
            self.digits(10), "V" + self.digits(8), "FIN " + self.digits(9), self.digits(4) + "-" + self.digits(4),
            "E" + self.digits(9), "CSN" + self.digits(9), "ENC-" + self.digits(7))), "ACCOUNT")

    def npi(self, role):
        return (self._mk(("npi", role), lambda: "1" + self.digits(9)), "LICENSE")

    def dea(self, role):
        d = self.doc(role)
        return (self._mk(("dea", role), lambda: self.r("B", "F", "M") + fold(d.last)[0].upper() + self.digits(7)), "LICENSE")

    def reg(self, role):
        kind = ROLE_KIND[role]

        def mk():
            if self.cc == "US":
                if kind == "psych":
                    return "PSY" + self.r(" ", "") + self.digits(5)
                return self.r("A" + self.digits(5), "MD." + self.digits(6), self.digits(2) + "-" + self.digits(6),
                              "LD" + self.digits(5) if kind == "dietitian" else "G" + self.digits(5))
            if self.cc == "UK":
                if kind == "dietitian":
                    return "DT" + self.digits(6)
                if kind == "psych":
                    return "PYL" + self.digits(5)
                if kind == "nurse":
                    return self.digits(2) + self.letters(1) + self.digits(4) + self.letters(1)
                return self.digits(7)
            return self.digits(5)
        return (self._mk(("reg", role), mk), "LICENSE")

    def device(self, kind="sn"):
        return (self.r(self.letters(3) + self.digits(6), self.digits(4) + "-" + self.digits(5), self.digits(11),
                       self.letters(1) + self.digits(2) + self.letters(1) + self.digits(5), "R" + self.digits(9))
                if kind == "sn" else self.r(self.letters(1) + self.digits(5) + self.letters(1), self.digits(2) +
                                            self.letters(2) + self.digits(4), "L" + self.digits(7)), "DEVICE")

    def vehicle(self, kind="plate"):
        def mk():
            if kind == "vin":
                return "".join(self.ch(VINCH) for _ in range(17))
            if self.cc == "US":
                return self.r(str(self.ri(1, 9)) + self.letters(3) + self.digits(3), self.letters(3) + "-" + self.digits(4),
                              self.letters(3) + " " + self.digits(3))
            if self.cc == "UK":
                return self.letters(2) + self.digits(2) + " " + self.letters(3)
            return self.letters(3) + self.digits(3)
        return (self._mk(("veh", kind), mk), "VEHICLE")

    def bio(self):
        return (self._mk("bio", lambda: self.r("PV-" + self.digits(6), "BIO-" + self.digits(4) + "-" + self.letters(1),
                                               "FT" + self.digits(7), "PALM-" + self.digits(5), "FPX" + self.digits(6))), "BIOID")

    def idnum(self, kind="acc"):
        y = self.d0.year % 100
        f = {
            "acc": lambda: self.r("S%02d-%s" % (y, self.digits(5)), "SP-%02d-%s" % (y, self.digits(6)),
                                  "%s%s" % (self.letters(2), self.digits(8)), "A%02d%s" % (y, self.digits(6))),
            "order": lambda: self.r("ORD" + self.digits(8), self.digits(9), "RX" + self.digits(7), "#" + self.digits(7)),
            "pa": lambda: self.r("PA-%d-%s" % (self.d0.year, self.digits(6)), "AUTH" + self.digits(8),
                                 self.letters(2) + self.digits(9), "REF-" + self.digits(6)),
            "ubrn": lambda: "%s %s %s" % (self.digits(4), self.digits(4), self.digits(4)),
            "job": lambda: self.digits(self.ri(6, 8)),
            "case": lambda: self.r("C%02d-%s" % (y, self.digits(4)), "MDT-" + self.digits(5), self.digits(6)),
        }[kind]
        return (self._mk(("idn", kind), f), "IDNUM")

    def ssn(self):
        def mk():
            if self.cc == "US":
                return self.r("9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4)),
                              "000-%s-%s" % (self.digits(2), self.digits(4)))
            return "QQ %s %s %s %s" % (self.digits(2), self.digits(2), self.digits(2), self.r("A", "B", "C", "D"))
        return (self._mk("ssn", mk), "SSN")
