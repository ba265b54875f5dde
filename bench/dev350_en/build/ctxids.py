"""Identifier, contact and misc-ID generators mixed into core.Ctx."""
import pools as P


class IdMixin:
    """country-specific identifiers and contacts; needs self.r, self.cc"""

    # ---------- identifiers ----------
    def gen_mrn(self):
        r, cc = self.r, self.cc
        k = r.randint(0, 4)
        if cc == "GB":
            return [r.choice("KRMHSJ") + self.dg(6), "RX" + self.dg(7), self.dg(8), r.choice(["K", "W", "D"]) + self.dg(7), self.dg(2) + "-" + self.dg(6)][k]
        if cc == "US":
            return [self.dg(9), "00" + self.dg(7), "E" + self.dg(8), self.dg(3) + "-" + self.dg(3) + "-" + self.dg(3), "MR" + self.dg(7)][k]
        if cc == "AU":
            return [self.dg(7), "UR" + self.dg(6), self.dg(8), "MRN" + self.dg(6), self.dg(3) + " " + self.dg(3)][k]
        if cc == "NZ":
            return [self.dg(7), "H" + self.dg(6), self.dg(8), "CHC" + self.dg(5), self.dg(6)][k]
        if cc == "IE":
            return [self.dg(7), "H" + self.dg(7), self.dg(6), "MRN" + self.dg(6), self.dg(8)][k]
        return [self.dg(7), self.dg(4) + "-" + self.dg(4), "C" + self.dg(7), self.dg(8), "HN" + self.dg(6)][k]

    def gen_hp(self):
        r, cc = self.r, self.cc
        if cc == "GB":
            d = self.dg(10)
            return r.choice([d[:3] + " " + d[3:6] + " " + d[6:], d, d[:3] + "-" + d[3:6] + "-" + d[6:]])
        if cc == "US":
            return r.choice([self.up(3) + self.dg(6), "W" + self.dg(9), self.dg(3) + self.up(2) + self.dg(5), "MCD" + self.dg(8)])
        if cc == "AU":
            d = self.dg(10)
            return r.choice([d[:4] + " " + d[4:9] + " " + d[9], d[:4] + " " + d[4:9] + " " + d[9] + "-" + str(r.randint(1, 5))])
        if cc == "CA":
            return self.dg(4) + "-" + self.dg(3) + "-" + self.dg(3) + "-" + self.up(2)
        if cc == "NZ":
            return self.up(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + self.dg(4)
        return r.choice([self.dg(8) + self.up(1), "GMS " + self.dg(7) + self.up(1)]).replace("GMS ", "")

    def hp_label(self):
        return {"GB": self.r.choice(["NHS No", "NHS number", "NHS no.", "NHS"]),
                "US": self.r.choice(["Member ID", "Medicaid ID", "Insurance ID", "Policy #"]),
                "AU": self.r.choice(["Medicare No", "Medicare", "Medicare card"]),
                "CA": self.r.choice(["OHIP", "Health card", "HCN", "PHN"]),
                "NZ": self.r.choice(["NHI", "NHI No", "NHI#"]),
                "IE": self.r.choice(["Medical card no", "GMS no", "Medical Card"])}[self.cc]

    def mrn_label(self):
        return self.r.choice({"GB": ["Hosp No", "Hospital No", "MRN", "Unit No", "K No"],
                              "US": ["MRN", "MR#", "Med Rec #", "Patient ID"],
                              "AU": ["UR", "URN", "MRN", "UR No"],
                              "NZ": ["Hosp No", "MRN", "Patient No"],
                              "IE": ["MRN", "Hosp No", "Chart No"],
                              "CA": ["MRN", "Chart #", "Hosp #"]}[self.cc])

    def gen_ssn(self):
        r, cc = self.r, self.cc
        if cc == "US":
            if r.random() < 0.7:
                return "9%s-%s-%s" % (self.dg(2), self.dg(2), self.dg(4))
            return "000-%s-%s" % (self.dg(2), self.dg(4))
        if cc == "GB":
            return "%s 9%s %s %s %s" % (self.up(2, "ABCEGHJKLMNPRSTWXYZ"), self.dg(1), self.dg(2), self.dg(2), r.choice("ABCD"))
        if cc == "CA":
            return "9%s %s %s" % (self.dg(2), self.dg(3), self.dg(3))
        if cc == "IE":
            return "9%s%s" % (self.dg(6), self.up(r.randint(1, 2), "ABCDEFGHW"))
        if cc == "NZ":
            return "9%s-%s-%s" % (self.dg(2), self.dg(3), self.dg(3))
        return "9%s %s %s" % (self.dg(2), self.dg(3), self.dg(3))

    def ssn_label(self):
        return self.r.choice({"US": ["SSN", "SS#", "Social Security No"],
                              "GB": ["NI No", "National Insurance", "NINO"],
                              "CA": ["SIN", "Social Insurance No"],
                              "IE": ["PPSN", "PPS No"],
                              "NZ": ["IRD No", "IRD"],
                              "AU": ["TFN", "Tax File No"]}[self.cc])

    def lic(self, st=None, kind=None):
        """professional registration number for a clinician"""
        r, cc = self.r, self.cc
        role = st.role if st else "cons"
        if cc == "GB":
            if role in ("cons", "reg", "gp"):
                return "GMC", self.dg(7)
            if role == "pharm":
                return "GPhC", "20" + self.dg(5)
            if role == "nurse":
                return "NMC PIN", self.dg(2) + r.choice("ABCDEFHIJ") + self.dg(4) + r.choice("EOSW")
            return "HCPC", {"pt": "PH", "ot": "OT", "orth": "PO"}.get(role, "PH") + self.dg(5)
        if cc == "US":
            if kind == "DEA":
                return "DEA", self.up(2, "ABFM") + self.dg(7)
            if role in ("cons", "reg", "gp", "pharm", "nurse") and r.random() < 0.6:
                return "NPI", "1" + self.dg(9)
            if role == "orth":
                return "ABC cert #", self.dg(5)
            return "Lic #", self.up(2, "MDPTRN") + self.dg(6)
        if cc in ("AU", "NZ") and role == "orth":
            return ("AOPA member no" if cc == "AU" else "NZOPA no"), self.dg(5)
        if cc in ("AU",):
            pre = {"cons": "MED", "reg": "MED", "gp": "MED", "pharm": "PHA", "nurse": "NMW", "pt": "PHY", "ot": "OCC", "orth": "MED"}[role]
            return "AHPRA", pre + "000" + self.dg(7)
        if cc == "NZ":
            return {"pharm": "PCNZ", "nurse": "NCNZ", "pt": "PBNZ"}.get(role, "MCNZ"), self.dg(5)
        if cc == "IE":
            return {"pharm": "PSI", "nurse": "NMBI", "pt": "CORU", "ot": "CORU", "orth": "CORU"}.get(role, "IMC"), self.dg(r.choice([5, 6]))
        return {"pharm": "OCP", "nurse": "CNO", "pt": "CPO reg", "ot": "COTO", "orth": "OPC cert"}.get(role, "CPSO"), self.dg(r.choice([5, 6]))

    def LIC(self, st=None, kind=None, with_label=True):
        lab, val = self.lic(st, kind)
        return ([lab + " "] if with_label else []) + [("LICENSE", val)]

    # ---------- contacts ----------
    def phone(self, kind="home"):
        r, cc = self.r, self.cc
        if cc in ("US", "CA"):
            a = str(r.randint(201, 989))
            if a[1] == "5":
                a = a[0] + "4" + a[2]
            last = "01" + self.dg(2)
            f = r.randint(0, 4)
            s = ["(%s) 555-%s" % (a, last), "%s-555-%s" % (a, last), "%s.555.%s" % (a, last), "+1 %s 555 %s" % (a, last), "1-%s-555-%s" % (a, last)][f]
            if kind == "work" and r.random() < 0.5:
                s += r.choice([" ext. ", " x", " ext "]) + self.dg(r.choice([3, 4]))
            return s
        if cc == "GB":
            if kind == "mobile":
                d = "07" + self.dg(3) + " 555" + self.dg(3)
                return r.choice([d, "+44 7" + d[2:5] + " 555 " + d[-3:]])
            a = r.choice(["0113", "0114", "0121", "0161", "0131", "01632", "0117", "0191", "029"])
            return r.choice(["%s %s %s" % (a, "555", self.dg(4)), "(%s) 555 %s" % (a, self.dg(4)), "%s 555%s" % (a, self.dg(4))])
        if cc == "AU":
            if kind == "mobile":
                return r.choice(["04%s 555 %s" % (self.dg(2), self.dg(3)), "+61 4%s 555 %s" % (self.dg(2), self.dg(3))])
            a = r.choice(["02", "03", "07", "08"])
            return r.choice(["(%s) 5550 %s" % (a, self.dg(4)), "%s 5550 %s" % (a, self.dg(4))])
        if cc == "NZ":
            if kind == "mobile":
                return r.choice(["02%d 555 %s" % (r.choice([1, 2, 7]), self.dg(4)), "+64 2%d 555 %s" % (r.choice([1, 2, 7]), self.dg(4))])
            a = r.choice(["09", "03", "04", "07", "06"])
            return r.choice(["(%s) 555 %s" % (a, self.dg(4)), "%s 555 %s" % (a, self.dg(4))])
        if kind == "mobile":
            return r.choice(["08%d 555 %s" % (r.choice([3, 5, 6, 7]), self.dg(4)), "+353 8%d 555 %s" % (r.choice([3, 5, 7]), self.dg(4))])
        a = r.choice(["01", "021", "091", "061", "066", "051"])
        return r.choice(["(%s) 555 %s" % (a, self.dg(4)), "%s 555 %s" % (a, self.dg(4))])

    def PH(self, kind="home"):
        return ("PHONE", self.phone(kind))

    def FX(self):
        return ("FAX", self.phone("fax"))

    def bleep(self):
        return ("PHONE", self.r.choice(["555" + self.dg(1), "5" + "55" + self.dg(2), "4-555" + self.dg(1), "555-" + self.dg(4)]))

    def email_staff(self, st, dom=None):
        r = self.r
        loc = r.choice([st.first.lower() + "." + st.last.lower(), st.first[0].lower() + st.last.lower(), st.last.lower() + "." + st.first[0].lower()])
        loc = "".join(ch for ch in loc if ch.isalnum() or ch == ".")
        return ("EMAIL", loc + "@" + (dom or self.hdom))

    def email_team(self):
        loc = self.r.choice(["spasticity.team", "tone.clinic", "botox.bookings", "gaitlab", "neurorehab.admin", "itb.nurses", "orthotics", "ptservices"])
        return ("EMAIL", loc + "@" + self.hdom)

    def email_pt(self, p=None):
        r = self.r
        f = (p.first if p else self.pf).lower()
        l = (p.last if p else self.pl).lower()
        l = "".join(ch for ch in l if ch.isalpha())
        f = "".join(ch for ch in f if ch.isalpha())
        loc = r.choice([f + "." + l, f + l[:3] + self.dg(2), f[0] + l + self.dg(2), f + "_" + l, l + f[0] + self.dg(4)])
        dom = r.choice(["example.com", "example.net", "mail.example.com", "inbox.example.net", "example.org"])
        return ("EMAIL", loc + "@" + dom)

    def url(self, kind="site"):
        r = self.r
        base = self.hdom
        if kind == "site":
            return ("URL", r.choice(["www.", "https://www.", "https://"]) + base + r.choice(["/spasticity", "/neurorehab", "/services/tone-clinic", "/gait-lab", "/patients", ""]))
        if kind == "portal":
            return ("URL", r.choice(["https://portal.", "portal.", "https://mychart."]) + base + r.choice(["/login", "/", "/messages", ""]).rstrip("/"))
        return ("URL", "https://" + r.choice(["meet.example.net/v/", "video.example.com/join/", "telehealth.example.org/room/", "vc." + base + "/s/"]) + self.dg(r.choice([7, 9, 10])))

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            return ("IPADDR", "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)))
        if k == 1:
            return ("IPADDR", "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254)))
        return ("IPADDR", "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)))

    # ---------- misc IDs ----------
    def acct(self):
        r = self.r
        return ("ACCOUNT", r.choice(["%s-%s" % (self.dg(4), self.dg(4)), "V" + self.dg(8), "ENC" + self.dg(9), self.dg(10), "A" + self.dg(7), "%s/%s" % (self.dg(6), self.dg(2))]))

    def idnum(self, pre):
        r = self.r
        y = str(self.visit.year % 100)
        return ("IDNUM", r.choice([pre + "-" + y + "-" + self.dg(5), pre + y + self.dg(5), pre + "-" + self.dg(6), pre + self.dg(7)]))

    def device_sn(self, kind="pump"):
        r = self.r
        if kind == "pump":
            return ("DEVICE", r.choice(["NGP" + self.dg(6) + "H", "NGV" + self.dg(6) + "H", "PDN" + self.dg(6) + "S", "SN" + self.dg(8)]))
        if kind == "prog":
            return ("DEVICE", r.choice(["HHD" + self.dg(7), "CTM-" + self.dg(6), "TPR" + self.dg(6)]))
        if kind == "afo":
            return ("DEVICE", r.choice(["AFO-%s-%s" % (self.dg(5), r.choice("LR")), "OR%s%s" % (self.dg(6), self.up(1)), "KB-" + self.dg(7)]))
        if kind == "fes":
            return ("DEVICE", r.choice(["WB" + self.dg(6), "FES-" + self.dg(5) + "-" + self.up(2), "ODFS" + self.dg(5)]))
        return ("DEVICE", r.choice(["SN " + self.dg(9), "QK" + self.dg(7), "WC-" + self.dg(6)]).replace("SN ", "SN"))

    def bioid(self):
        r = self.r
        return ("BIOID", r.choice(["FP-" + self.dg(5), "BIO-%s-%s" % (self.dg(5), r.choice("LR")), "PV" + self.dg(6), "SIG-" + self.dg(4) + "-" + self.dg(2), "FPT" + self.dg(7)]))

    def plate(self):
        r, cc = self.r, self.cc
        if cc == "GB":
            return ("VEHICLE", "%s%s %s" % (self.up(2, "ABCDEFGHKLMNOPRSVWY"), r.choice(["19", "69", "20", "70", "21", "71", "22", "72", "23", "73", "15", "66"]), self.up(3, "ABCDEFGHJKLMNPRSTUVWXYZ")))
        if cc == "US":
            return ("VEHICLE", r.choice([str(r.randint(1, 9)) + self.up(3) + self.dg(3), self.up(3) + "-" + self.dg(4), self.up(3) + " " + self.dg(3)]))
        if cc == "IE":
            return ("VEHICLE", "%s-%s-%s" % (r.choice(["191", "192", "201", "211", "221", "152", "231"]), r.choice(["D", "C", "G", "KY", "MO", "WX", "L"]), self.dg(r.choice([3, 4, 5]))))
        if cc == "AU":
            return ("VEHICLE", r.choice([self.dg(1) + self.up(3) + "-" + self.dg(3), self.up(3) + self.dg(2) + self.up(1), self.up(3) + "-" + self.dg(3)]))
        if cc == "NZ":
            return ("VEHICLE", self.up(3) + self.dg(3))
        return ("VEHICLE", self.up(4) + " " + self.dg(3))

    def vin(self):
        return ("VEHICLE", self.up(17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"))

    def drv_lic(self):
        r, cc = self.r, self.cc
        if cc == "GB":
            v = (self.pl.upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5] + self.dg(6) + self.pf[0].upper() + (self.pm[0].upper() if self.pm else "9") + self.dg(1) + self.up(2)
        elif cc == "US":
            v = r.choice([self.up(1) + self.dg(3) + "-" + self.dg(4) + "-" + self.dg(4), self.up(1) + self.dg(8), self.dg(9)])
        elif cc == "IE":
            v = self.dg(9)
        elif cc == "CA":
            v = self.up(1) + self.dg(4) + "-" + self.dg(5) + "-" + self.dg(5)
        elif cc == "NZ":
            v = self.up(2) + self.dg(6)
        else:
            v = self.dg(r.choice([8, 9]))
        return ("LICENSE", v)

    def room(self):
        return ("LOCATION_OTHER", self.r.choice([str(self.r.randint(1, 14)), "%d%s" % (self.r.randint(1, 4), self.r.choice("ABC")), "G%02d" % self.r.randint(1, 30), "%d.%02d" % (self.r.randint(0, 3), self.r.randint(1, 40))]))
