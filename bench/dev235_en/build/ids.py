"""Identifiers and holidays for dev235_en (author 235): a mixin used by phi.Ctx."""
from common import m


class Ids:
    HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Eve", "Fourth of July", "Labor Day", "Memorial Day",
                       "Halloween", "Easter"],
                "UK": ["Christmas", "Boxing Day", "New Year's Eve", "Easter Sunday", "Bonfire Night", "Christmas Eve", "Easter Monday"],
                "AU": ["Christmas", "Boxing Day", "Australia Day", "Anzac Day", "New Year's Eve", "Easter", "Christmas Day"]}

    def HOL(self):
        h = self.ch(self.HOLIDAYS[self.cty])
        return ("the " if h.startswith("Fourth") else "") + m("DATE", h)

    # ------------------------------------------------------------ identifiers
    def idv(self, kind):
        y = self.day0.year
        yy = "%02d" % (y % 100)
        c = self.cty
        d, lt = self.dg, self.lt
        if kind == "case":
            if c == "US":
                return self.ch(["ME%s-%s" % (yy, d(5)), "%d-%s" % (y, d(5)), "ML%s-%s" % (yy, d(4)),
                                "%s-%s" % (yy, d(4)), "CC-%d-%s" % (y, d(4))])
            if c == "UK":
                return self.ch(["%s/%s" % (d(4), yy), "COR-%d-%s" % (y, d(5)), "%s/%d" % (d(5), y),
                                "MEO%s-%s" % (yy, d(4))])
            return self.ch(["COR %d %s" % (y, d(4)), "%d/%s" % (y, d(4)), "CM%s-%s" % (yy, d(5))])
        if kind == "autopsy":
            return self.ch(["A%s-%s" % (yy, d(4)), "PM %s/%s" % (yy, d(3)), "AUT-%d-%s" % (y, d(4)),
                            "PM%s%s" % (yy, d(4)), "M%s-%s" % (yy, d(3))])
        if kind == "tox":
            return self.ch(["T%s-%s" % (yy, d(5)), "TX%d%s" % (y, d(5)), "LAB-%s" % d(6),
                            "%s-TOX-%s" % (yy, d(4)), "FT%s/%s" % (yy, d(4))])
        if kind == "specimen":
            return self.ch(["%s" % self.nz(7), "S%s-%s-%02d" % (yy, d(5), self.r.randint(1, 12)),
                            "SP%s" % d(8), "%s%s" % (lt(2), d(6)), "BC-%s" % d(7)])
        if kind == "police":
            if c == "US":
                return self.ch(["DR# %s-%s" % (yy, d(6)), "%s-%s" % (yy, d(7)), "RD %s%s" % (yy, d(6)),
                                "CR-%s-%s" % (yy, d(5))]).replace("DR# ", "")
            if c == "UK":
                return self.ch(["%s/%s/%s" % (d(2), d(5), yy), "%s%s/%s" % (lt(2), d(5), yy),
                                "CRN %s/%s" % (d(7), yy)]).replace("CRN ", "")
            return self.ch(["E%s" % d(8), "H%s" % d(8), "%s%s" % (d(4), d(6))])
        if kind == "custody":
            return self.ch(["%s%s/%s/%s" % (d(2), lt(2), d(5), yy), "CUS-%s" % d(6),
                            "%s-%s-%s" % (lt(3), yy, d(5)), "BK%s%s" % (yy, d(6))])
        if kind == "kit":
            return self.ch(["%s" % self.nz(6), "%s%s" % (lt(1), d(6)), "SAK-%s-%s" % (yy, d(4)),
                            "%s %s" % (lt(2), d(7))])
        if kind == "seal":
            return self.ch(["%s%s" % (lt(2), d(7)), "%s" % self.nz(8), "TE-%s" % d(6),
                            "%s%s%s" % (lt(1), d(6), lt(1))])
        if kind == "cad":
            return self.ch(["%s" % self.nz(4), "%s-%s" % (d(8), d(4)), "INC%s" % d(7), "%s" % self.nz(9)])
        if kind == "pnc":
            return "%s/%s%s" % (yy, d(6), lt(1))
        if kind == "rx":
            return self.ch(["%s" % self.nz(7), "RX%s" % d(7), "%s-%s" % (d(4), d(5))])
        if kind == "job":
            return self.ch(["%s" % self.nz(6), "J%s" % d(7), "DICT-%s" % d(5)])
        raise ValueError(kind)

    def I(self, kind):
        return m("IDNUM", self.idv(kind))

    def MRN(self):
        return m("MRN", self.ch([self.nz(8), self.nz(7), "RX%s" % self.dg(6), "H%s" % self.dg(7),
                                 "%s-%s-%s" % (self.dg(2), self.dg(2), self.dg(2)), "K%s" % self.dg(6),
                                 "E%s" % self.dg(9)]))

    def SSN(self):
        if self.cty == "UK":
            return m("SSN", "QQ %s %s %s %s" % (self.dg(2), self.dg(2), self.dg(2), self.ch("ABCD")) if
                     self.pr(0.6) else "QQ%s%s" % (self.dg(6), self.ch("ABCD")))
        pre = self.ch(["9%s" % self.dg(2), "000"])
        s = "%s-%s-%s" % (pre, self.dg(2), self.dg(4))
        return m("SSN", s if self.pr(0.8) else s.replace("-", ""))

    def HP(self):
        c = self.cty
        if c == "UK":
            return m("HEALTHPLAN", self.ch(["999 %s %s" % (self.dg(3), self.dg(4)), "999%s" % self.dg(7),
                                            "999-%s-%s" % (self.dg(3), self.dg(4))]))
        if c == "AU":
            return m("HEALTHPLAN", self.ch(["%d%s %s %d" % (self.r.randint(2, 6), self.dg(3), self.dg(5),
                                                           self.r.randint(1, 9)),
                                            "%d%s%s" % (self.r.randint(2, 6), self.dg(8), self.r.randint(1, 5)),
                                            "N%s%s" % (self.lt(1), self.dg(6))]))
        mbi = "%d%s%d-%s%d-%s%d%d" % (self.r.randint(1, 9), self.lt(1, "ACDEFGHJKMNPQRTUVWXY"),
                                      self.r.randint(0, 9), self.lt(2, "ACDEFGHJKMNPQRTUVWXY"),
                                      self.r.randint(0, 9), self.lt(2, "ACDEFGHJKMNPQRTUVWXY"),
                                      self.r.randint(0, 9), self.r.randint(0, 9))
        return m("HEALTHPLAN", self.ch(["%s%s" % (self.lt(3), self.dg(9)), "%s%s" % (self.lt(1), self.dg(8)),
                                        mbi, "%s-%s" % (self.dg(5), self.dg(6)), "W%s%s" % (self.dg(8), self.lt(2))]))

    def ACC(self):
        return m("ACCOUNT", self.ch(["%s" % self.nz(10), "FIN %s" % self.dg(9), "%s-%s" % (self.dg(4), self.dg(4)),
                                     "V%s" % self.dg(8), "INV-%s" % self.dg(6), "%s%s" % (self.lt(2), self.dg(7)),
                                     "ENC%s" % self.dg(8)]).replace("FIN ", ""))

    def LIC(self, kind="dl", p=None, nurse=False):
        c = self.cty
        if kind == "dl":
            if c == "US":
                v = self.ch(["%s%s" % (self.lt(1), self.dg(7)), "%s%s-%s-%s" % (self.lt(1), self.dg(3), self.dg(4), self.dg(4)),
                             "%s" % self.nz(9), "%s %s %s" % (self.dg(3), self.dg(3), self.dg(3))])
            elif c == "UK":
                sur = ((p.surname if p else self.person().surname).upper().replace(" ", "").replace("'", "").replace("-", "") + "99999")[:5]
                sur = sur.encode("ascii", "ignore").decode()
                sur = (sur + "99999")[:5]
                v = "%s%s%s%s%s" % (sur, self.dg(6), self.lt(2, "ABCDEFGHJKLMNPRSTW"), self.dg(1), self.lt(2))
            else:
                v = self.ch([self.nz(8), self.nz(9), "%s%s" % (self.lt(1), self.dg(7))])
        elif kind == "med":
            if c == "US":
                v = self.ch(["%s%s" % (self.ch(["MD", "DO", "ME", "G"]), self.dg(6)), "1%s" % self.dg(9),
                             "%s%s" % (self.lt(2), self.dg(7))])
            elif c == "UK":
                v = "%s%s%s%s" % (self.dg(2), self.lt(1), self.dg(4), self.lt(1)) if nurse else self.nz(7)
            else:
                v = "%s%s" % ("NMW" if nurse else "MED", self.dg(10))
        elif kind == "npi":
            v = "1%s" % self.dg(9)
        elif kind == "dea":
            v = "%s%s" % (self.lt(2, "ABFGM"), self.dg(7))
        elif kind == "cert":
            y = self.day0.year
            v = self.ch(["%d-%s" % (y, self.dg(6)), "DC%s" % self.dg(8), "%s %s" % (self.lt(1), self.dg(6)),
                         "%s" % self.nz(7), "%s/%d/%s" % (self.dg(3), y, self.dg(5))])
        elif kind == "accred":
            v = self.ch(["AT-%s" % self.dg(4), "%s" % self.nz(4), "ISO-%s" % self.dg(5)])
        else:
            raise ValueError(kind)
        return m("LICENSE", v)

    def DEV(self, kind="pacer"):
        if kind == "pacer":
            v = self.ch(["%s%s" % (self.lt(3), self.dg(6)), "%s" % self.nz(6), "%s%s%s" % (self.lt(2), self.dg(6), self.lt(1)),
                         "RNF%s" % self.dg(6)])
        elif kind == "implant":
            v = self.ch(["%s%s" % (self.lt(1), self.dg(7)), "%s-%s" % (self.dg(4), self.dg(3)), "%s%s" % (self.lt(2), self.dg(8))])
        elif kind == "imei":
            v = self.ch(["%s" % self.nz(15), "%s %s %s %s" % (self.nz(2), self.dg(6), self.dg(6), self.dg(1))])
        elif kind == "breath":
            v = self.ch(["%s-%s" % (self.dg(2), self.dg(6)), "%s%s" % (self.lt(4), self.dg(4)), "%s" % self.nz(6)])
        elif kind == "bwc":
            v = self.ch(["X%s%s%s" % (self.dg(2), self.lt(1), self.dg(5)), "BWC-%s" % self.dg(5), "D%s" % self.dg(8)])
        elif kind == "pump":
            v = self.ch(["%s" % self.nz(8), "PMP%s" % self.dg(7), "%s-%s" % (self.lt(2), self.dg(6))])
        else:
            raise ValueError(kind)
        return m("DEVICE", v)

    def VEH(self, kind="plate"):
        if kind == "vin":
            pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
            return m("VEHICLE", "%d%s%s" % (self.r.randint(1, 5), "".join(self.ch(pool) for _ in range(10)), self.dg(6)))
        c = self.cty
        if c == "US":
            v = self.ch(["%d%s%s" % (self.r.randint(1, 9), self.lt(3), self.dg(3)), "%s-%s" % (self.lt(3), self.dg(4)),
                         "%s %s" % (self.lt(3), self.dg(3))])
        elif c == "UK":
            v = "%s%s %s" % (self.lt(2), self.dg(2), self.lt(3))
        else:
            v = self.ch(["%s-%s" % (self.lt(3), self.dg(3)), "%s%s%s" % (self.dg(3), self.lt(2), self.dg(1)),
                         "%s%s%s" % (self.dg(1), self.lt(3), self.dg(3))])
        return m("VEHICLE", v)

    def BIO(self, kind="fp"):
        yy = "%02d" % (self.day0.year % 100)
        v = {"fp": self.ch(["FP-%s" % self.dg(5), "%s%s" % (self.lt(1), self.dg(8)), "TCN %s%s" % (yy, self.dg(8))]).replace("TCN ", ""),
             "dna": self.ch(["%s/%s%s" % (yy, self.dg(7), self.lt(1)), "DNA-%s" % self.dg(6), "%s%s" % (self.lt(3), self.dg(7))]),
             "dental": self.ch(["DR-%s" % self.dg(5), "OD%s-%s" % (yy, self.dg(3))]),
             "face": self.ch(["FR%s" % self.dg(7), "IMG-%s" % self.dg(6)]),
             "palm": "PP-%s" % self.dg(5)}[kind]
        return m("BIOID", v)
