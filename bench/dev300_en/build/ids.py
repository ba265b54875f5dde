"""Identifier and contact generators for dev300_en (mixed into
entities.Ctx). All contacts are fictional: phone/fax/pager numbers contain
555, e-mail and web addresses use example.com/.org/.net, IP addresses are
private, SSN-like numbers start with 9 or 000."""

UC = "ABCDEFGHJKLMNPRSTUVWXYZ"


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


class IdMixin:
    # ---------- identifiers
    def mrn(self):
        c = self.c
        if c == "UK":
            return self.ch([self.ch("KMRT") + self.digits(7), "RX" + self.digits(6), self.digits(8), "H" + self.digits(6)])
        if c == "US":
            return self.ch([self.digits(8), "E" + self.digits(8), self.digits(3) + "-" + self.digits(2) + "-" + self.digits(3),
                            "MR" + self.digits(7)])
        if c == "CA":
            return self.ch([self.digits(7), "H" + self.digits(7), self.digits(9)])
        if c == "AU":
            return self.ch([self.digits(7), self.digits(6), "UR" + self.digits(6)])
        return self.ch(["WT" + self.digits(7), self.digits(8)])

    def healthplan(self, kind=None):
        c = self.c
        if c == "UK":
            return self.ch(["999 %s %s" % (self.digits(3), self.digits(4)), "999" + self.digits(7), "999-%s-%s" % (self.digits(3), self.digits(4))])
        if c == "US":
            return self.ch(["%s%s" % (self.letters(3), self.digits(6)), "MCD" + self.digits(8),
                            "W" + self.digits(9), "%s-%s" % (self.letters(2), self.digits(7)), self.digits(11) + self.ch("ABC")])
        if c == "CA":
            return self.ch(["%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2)),
                            "9%s %s %s" % (self.digits(3), self.digits(3), self.digits(3)),
                            "%s-%s" % (self.digits(5), self.digits(4))])
        if c == "AU":
            return self.ch(["%s %s %s" % (self.r.randint(2, 6) * 1000 + self.r.randint(0, 999), self.digits(5), self.r.randint(1, 9)),
                            "%s%s" % (self.r.randint(2, 6), self.digits(9))])
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        return "".join(self.ch(L) for _ in range(3)) + self.digits(4)

    def hp_label(self):
        return {"UK": self.ch(["NHS No", "NHS number", "NHS No.", "NHS #"]),
                "US": self.ch(["Medicaid ID", "Member ID", "Insurance ID", "Policy #"]),
                "CA": self.ch(["Health card", "HCN", "PHN", "OHIP #"]),
                "AU": self.ch(["Medicare No", "Medicare", "Medicare card"]),
                "NZ": self.ch(["NHI", "NHI No", "NHI number"])}[self.c]

    def ssn(self):
        c = self.c
        if c == "UK":
            return "%s%s 9%s %s %s %s" % (self.ch("ABCEGHJKLMNPRSTWXY"), self.ch("ABCEGHJKLMNPRSTWXYZ"), self.digits(1),
                                          self.digits(2), self.digits(2), self.ch("ABCD"))
        if c == "US":
            pre = self.ch(["9" + self.digits(2), "000"])
            return self.ch(["%s-%s-%s" % (pre, self.digits(2), self.digits(4)), "%s %s %s" % (pre, self.digits(2), self.digits(4))])
        if c == "CA":
            return self.ch(["9%s %s %s", "9%s-%s-%s"]) % (self.digits(2), self.digits(3), self.digits(3))
        if c == "AU":
            return "9%s %s %s%s" % (self.digits(2), self.digits(3), self.digits(3), self.ch("ABCHJKLT"))
        return "9%s-%s-%s" % (self.digits(1), self.digits(3), self.digits(3))

    def ssn_label(self):
        return {"UK": self.ch(["NI No", "NINO", "National Insurance No."]), "US": self.ch(["SSN", "SS#", "Social Security #"]),
                "CA": self.ch(["SIN", "Social Insurance No."]), "AU": self.ch(["Centrelink CRN", "CRN"]),
                "NZ": self.ch(["MSD client no.", "MSD No"])}[self.c]

    def account(self):
        return self.ch(["ENC-%d-%s" % (self.ref.year, self.digits(7)), "V" + self.digits(8), self.digits(10),
                        "%s-%s" % (self.digits(4), self.digits(4)), "EP" + self.digits(7), "A" + self.digits(9)])

    def licence(self, kind=None):
        c = self.c
        kind = kind or "doc"
        if kind == "nurse":
            return {"UK": "%s%s%s%s" % (self.digits(2), self.ch(UC), self.digits(4), self.ch("EACN")),
                    "US": "RN" + self.digits(7), "CA": self.digits(7), "AU": "NMW000" + self.digits(7),
                    "NZ": self.digits(6)}[c]
        if kind == "dea":
            return self.ch(["A", "B", "F", "M"]) + self.letters(1) + self.digits(7)
        if kind == "driver":
            return {"UK": "%s%s%s" % (self.letters(5), self.digits(6), self.letters(2) + self.digits(1) + self.letters(2)),
                    "US": self.ch(["D", "S", "W"]) + self.digits(3) + "-" + self.digits(4) + "-" + self.digits(4),
                    "CA": "%s%s-%s-%s" % (self.ch(UC), self.digits(4), self.digits(5), self.digits(5)),
                    "AU": self.digits(8), "NZ": self.letters(2) + self.digits(6)}[c]
        return {"UK": self.digits(7), "US": "1" + self.digits(9), "CA": self.digits(5),
                "AU": "MED000" + self.digits(7), "NZ": self.digits(5)}[c]

    def lic_label(self, kind="doc"):
        if kind == "nurse":
            return {"UK": "NMC PIN", "US": "RN Lic #", "CA": "CNO Reg #", "AU": "AHPRA", "NZ": "NCNZ APC"}[self.c]
        if kind == "driver":
            return {"UK": "Driving licence no.", "US": "Driver's license #", "CA": "Driver's licence",
                    "AU": "Driver licence", "NZ": "Driver licence"}[self.c]
        return {"UK": "GMC", "US": "NPI", "CA": self.ch(["CPSO #", "College reg. #", "Licence #"]), "AU": "AHPRA", "NZ": "MCNZ"}[self.c]

    def case_id(self):
        y = self.ref.year
        return {"UK": self.ch(["%d%s" % (y, self.digits(5)), "TB%d/%s" % (y % 100, self.digits(4)), self.digits(7)]),
                "US": self.ch(["%d%s%s" % (y, self.letters(2), self.digits(5)), "%d-%s" % (y, self.digits(6)), "CR" + self.digits(7)]),
                "CA": self.ch(["%s-%s" % (self.digits(2), self.digits(7)), self.digits(8), "TBC-%d-%s" % (y, self.digits(4))]),
                "AU": self.ch([self.digits(8), "%d/%s" % (y, self.digits(5)), "%d-%s" % (y % 100, self.digits(6))]),
                "NZ": self.ch(["%d-%s-%s" % (y % 100, self.digits(6), self.letters(2)), "EP%s" % self.digits(7)])}[self.c]

    def case_label(self):
        return {"UK": self.ch(["ETS ID", "ETS case no.", "HPZone ref", "TB surveillance ID"]),
                "US": self.ch(["State case #", "RVCT case no.", "Case ID", "Local case #"]),
                "CA": self.ch(["iPHIS case #", "Case ID", "PHIMS investigation #"]),
                "AU": self.ch(["NCIMS ID", "NNDSS case ID", "Notification ID"]),
                "NZ": self.ch(["EpiSurv no.", "EpiSurv number", "Case ID"])}[self.c]

    def accession(self):
        y = self.ref.year % 100
        return self.ch(["L%d-%s" % (y, self.digits(6)), "MB%d-%s" % (y, self.digits(6)), "%s%s" % (self.letters(2), self.digits(8)),
                        "M%d/%s" % (y, self.digits(5)), "%d%s" % (y, self.digits(7))])

    def specimen(self):
        y = self.ref.year % 100
        return self.ch(["S%d/%s" % (y, self.digits(5)), "SP-%s" % self.digits(7), "%s%s" % (self.letters(1), self.digits(9))])

    def device(self, kind="tablet"):
        if kind == "imei":
            d = "35" + self.digits(13)
            return self.ch([d, "%s %s %s %s" % (d[:2], d[2:8], d[8:14], d[14])])
        if kind == "pillbox":
            return self.ch(["PB-%s" % self.digits(8), "EPB%s" % self.digits(6), "MEMS-%s" % self.digits(5)])
        if kind == "analyser":
            return self.ch(["M960-%s" % self.digits(5), "GX%s" % self.digits(6), "%s%s" % (self.letters(3), self.digits(6))])
        return self.ch(["R%s%s" % (self.digits(2), self.letters(8)), "DMPX%s" % self.digits(7), "%s%s" % (self.letters(2), self.digits(10)),
                        "%s%s-%s" % (self.letters(3), self.digits(4), self.digits(5))])

    def plate(self):
        c = self.c
        if c == "UK":
            return "%s%s %s" % (self.letters(2), self.digits(2), self.letters(3))
        if c == "US":
            return self.ch(["%s%s%s" % (self.digits(1), self.letters(3), self.digits(3)), "%s-%s" % (self.letters(3), self.digits(4))])
        if c == "CA":
            return "%s %s" % (self.letters(4), self.digits(3))
        if c == "AU":
            return self.ch(["%s%s-%s" % (self.digits(1), self.letters(3), self.digits(3)), "%s%s" % (self.letters(3), self.digits(3))])
        return "%s%s" % (self.letters(3), self.digits(3))

    def vin(self):
        L = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.ch(L) for _ in range(17))

    def bioid(self, kind=None):
        forms = {"fingerprint": ["FP-%s-%s" % (self.digits(5), self.ch("ABCD")), "BIO-%s" % self.digits(6)],
                 "face": ["FT%s" % self.digits(8), "FACE-%s" % self.digits(6)],
                 "iris": ["IR%s" % self.digits(6)],
                 "palm": ["PV-%s%s" % (self.letters(2), self.digits(5))]}
        kind = kind or self.ch(sorted(forms))
        return self.ch(forms[kind])

    def username(self, p=None):
        if p is None:
            return self.ch(["tbnurse%02d" % self.r.randint(1, 40), "dot.worker%d" % self.r.randint(1, 9),
                            "vdot_%s" % self.digits(4), "phclerk%d" % self.r.randint(1, 12)])
        f, l = slug(p.first), slug(p.last)
        return self.ch(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%d" % (f[0], l[:6], self.r.randint(1, 9)),
                        "%s_%s" % (l, f[0]), "%s%s" % (f, self.digits(2))])

    def email(self, p=None, org=None):
        dom = self.ch(["example.org", "example.net", "example.com"])
        if p is not None:
            f, l = slug(p.first), slug(p.last)
            local = self.ch(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%s" % (f, l, self.digits(2)), "%s_%s" % (l, f[0])])
        else:
            local = self.ch(["tb.team", "tbservice", "tbcontrol", "chestclinic", "dot.referrals", "tb.nurses",
                             "%s.tb" % slug(self.town0)[:10], "hpt.%s" % slug(self.town0)[:8], "ltbi.clinic", "vdot"])
        return "%s@%s" % (local, dom)

    def url(self, kind=None):
        dom = self.ch(["example.org", "example.net", "example.com"])
        t = slug(self.town0)[:10]
        if kind == "portal":
            return self.ch(["https://notify.%s/tb" % dom, "https://portal.%s/notifiable-disease" % dom,
                            "https://%s/ereport" % dom, "www.%s/notify" % dom])
        return self.ch(["www.%s/%s-tb" % (dom, t), "https://vdot.%s/join/%s" % (dom, self.letters(6)),
                        "https://portal.%s/tb" % dom, "%s/%s/ltbi-info" % (dom, t), "http://www.%s/tbclinic" % dom,
                        "https://%s/referral?svc=tb" % dom])

    def ip(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (self.r.randint(0, 255), self.r.randint(0, 255), self.r.randint(1, 254))
        if k == 1:
            return "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 255), self.r.randint(1, 254))
        return "192.168.%d.%d" % (self.r.randint(0, 255), self.r.randint(1, 254))

    # ---------- contact numbers
    def phone(self, kind="land", ext=False):
        c, r = self.c, self.r
        if c == "UK":
            if kind == "mobile":
                s = self.ch(["07%s 555 %s" % (self.digits(3), self.digits(3)), "07%s 555%s" % (self.digits(3), self.digits(3)),
                             "+44 7%s 555 %s" % (self.digits(3), self.digits(3))])
            else:
                s = self.ch(["0%s 555 %s" % (self.ch(["113", "114", "115", "116", "117", "121", "131", "141", "151", "161", "191"]), self.digits(4)),
                             "020 7555 %s" % self.digits(4), "01%d%d 555%s" % (r.randint(2, 9), r.randint(10, 99), self.digits(3))])
        elif c in ("US", "CA"):
            a = "%d%d%d" % (r.randint(2, 9), r.randint(0, 8), r.randint(0, 9))
            n = "01%s" % self.digits(2)
            s = self.ch(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n), "+1 %s 555 %s" % (a, n),
                         "(%s) 555-%s" % (a, n)])
        elif c == "AU":
            if kind == "mobile":
                s = self.ch(["04%s 555 %s" % (self.digits(2), self.digits(3)), "+61 4%s 555 %s" % (self.digits(2), self.digits(3))])
            else:
                s = self.ch(["(0%d) 5550 %s" % (r.choice([2, 3, 7, 8]), self.digits(4)), "0%d 5550 %s" % (r.choice([2, 3, 7, 8]), self.digits(4))])
        else:
            if kind == "mobile":
                s = self.ch(["02%d 555 %s" % (r.choice([1, 2, 7]), self.digits(4)), "+64 2%d 555 %s" % (r.choice([1, 2, 7]), self.digits(4))])
            else:
                s = self.ch(["(0%d) 555 %s" % (r.choice([3, 4, 6, 7, 9]), self.digits(4)), "0%d 555 %s" % (r.choice([3, 4, 6, 7, 9]), self.digits(4))])
        if ext:
            s += self.ch([" ext. %s" % self.digits(4), " x%s" % self.digits(3), " ext %s" % self.digits(4), " (ext %s)" % self.digits(3)])
        return s

    def pager(self):
        return self.ch(["555%d" % self.r.randint(0, 9), "555-%s" % self.digits(4), "555%s" % self.digits(2)])

    def fax(self):
        return self.phone("land")
