"""Contact and identifier surface forms for dev240_en notes (mixed into core.Note)."""

US_AREAS = ["214", "313", "404", "501", "602", "713", "901", "205", "216", "412", "559", "614", "704", "757",
            "803", "912", "505", "318", "405", "502"]
UK_AREAS = ["0113", "0114", "0161", "0121", "0115", "0116", "01274", "01484", "01772", "01902", "029", "0191",
            "01642", "01752", "01392", "01792", "01382", "01224", "01254", "01709"]
ZA_AREAS = ["031", "033", "011", "012", "021", "041", "043", "047", "015", "013", "018", "051", "053"]
ZA_MOBILE = ["082", "083", "072", "073", "076", "079", "084", "060", "071"]
EMAIL_DOMAINS = ["example.org", "example.com", "example.net", "mail.example.org", "health.example.net",
                 "clinic.example.com"]


def ascii_fold(s):
    import unicodedata
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ch.isalnum() and ord(ch) < 128)


class IdMixin:
    # ---------------------------------------------------------------- contact
    def phone(self, mobile=None, ext=None):
        r = self.r
        tail = "01%02d" % r.randint(0, 99)
        if self.c == "US":
            a = r.choice(US_AREAS)
            s = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "%s 555 %s", "(%s)555-%s"]) % (a, tail)
        elif self.c == "UK":
            if mobile or (mobile is None and r.random() < 0.3):
                s = r.choice(["07%s 555 %s", "07%s 555%s", "+44 7%s 555 %s"]) % (self.digits(3), self.digits(3))
            else:
                a = r.choice(UK_AREAS)
                s = r.choice(["%s 555 %s", "(%s) 555 %s", "+44 %s 555 %s", "+44 (0)%s 555 %s"])
                s = s % ((a[1:] if s.startswith("+") else a), tail)
        else:
            if mobile or (mobile is None and r.random() < 0.35):
                m = r.choice(ZA_MOBILE)
                s = r.choice(["%s 555 %s", "+27 %s 555 %s", "%s-555-%s"]) % ((m[1:] if False else m), tail)
                if s.startswith("+27 0"):
                    s = "+27 " + s[5:]
            else:
                a = r.choice(ZA_AREAS)
                s = r.choice(["%s 555 %s", "(%s) 555-%s", "+27 %s 555 %s"])
                s = s % ((a[1:] if s.startswith("+") else a), tail)
        if ext or (ext is None and r.random() < 0.12 and "555 0" in s.replace("-", " ").replace(".", " ")):
            s += r.choice([" ext. ", " ext ", " x", " Ext "]) + str(r.randint(2, 4999))
        return (s, "PHONE")

    def fax(self):
        s, _ = self.phone(mobile=False, ext=False)
        return (s, "FAX")

    def email(self, who=None, generic=None):
        dom = self.pick(EMAIL_DOMAINS)
        if who is None:
            local = generic or self.pick(["footclinic", "hbot.unit", "tissue.viability", "podiatry.referrals",
                                          "woundcare", "vascular.secretaries", "mdft", "orthotics.orders"])
        else:
            g, s = ascii_fold(who.given).lower(), ascii_fold(who.surname).lower()
            local = self.pick(["%s.%s" % (g, s), "%s%s" % (g[0], s), "%s_%s%d" % (g, s, self.ri(1, 99)), "%s.%s" % (g[0], s)])
        return ("%s@%s" % (local, dom), "EMAIL")

    def url(self):
        dom = self.pick(["www.example.org", "portal.example.com", "example.net", "www.example.com",
                         "telehealth.example.org", "woundphotos.example.net"])
        path = self.pick(["/footcare", "/mychart", "/wound-photos/upload", "/room/%d" % self.ri(1000, 9999),
                          "/hbot/patient-info", "/referrals", "/portal/login", "/p/%s" % self.letters(6).lower(), ""])
        pre = self.pick(["https://", "http://", "", "https://"])
        if not pre and not dom.startswith("www."):
            pre = "https://"
        return (pre + dom + path, "URL")

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            s = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        elif k == 1:
            s = "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        else:
            s = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
        return (s, "IPADDR")

    def username(self, who=None):
        w = who or self.staff("nurse")
        g, s = ascii_fold(w.given).lower(), ascii_fold(w.surname).lower()
        return (self.pick(["%s%s" % (g[0], s), "%s%s%d" % (g[0], s, self.ri(1, 9)), "%s.%s" % (g, s),
                           "%s%s" % (s[:6], g[0]), ("%s%s" % (s, g[0])).upper()[:8]]), "USERNAME")

    # ---------------------------------------------------------------- identifiers
    def mrn(self, fresh=False):
        def mk():
            if self.c == "US":
                return self.pick([self.digits(8), "E" + self.digits(7), self.digits(3) + "-" + self.digits(4) + "-" + self.digits(1), "MR" + self.digits(7)])
            if self.c == "UK":
                return self.pick(["RTH" + self.digits(7), "K" + self.digits(6), "M" + self.digits(7), self.letters(1) + self.digits(6) + self.letters(1)])
            return self.pick(["F" + self.digits(7), self.letters(3) + "/" + self.digits(6), self.digits(7) + "-" + self.digits(1), "HN" + self.digits(8)])
        return (mk() if fresh else self.once("mrn", mk), "MRN")

    def nhs(self):
        return (self.once("nhs", lambda: "999 %s %s" % (self.digits(3), self.digits(4))), "HEALTHPLAN")

    def plan_id(self):
        def mk():
            if self.c == "US":
                return self.pick([self.letters(3) + self.digits(6), "W" + self.digits(10), "%s%s%s-%s%s-%s%s" % (
                    self.ri(1, 9), self.letters(2), self.digits(1), self.letters(2), self.digits(1), self.letters(2), self.digits(2)),
                    self.digits(9) + "A", "MCD" + self.digits(8)])
            if self.c == "UK":
                return "999 %s %s" % (self.digits(3), self.digits(4))
            return self.pick([self.digits(8), self.letters(3) + "-" + self.digits(6), self.digits(9)])
        return (self.once("plan", mk), "HEALTHPLAN")

    def group_no(self):
        return (self.pick(["GRP" + self.digits(6), self.digits(5) + "-" + self.digits(3), "G" + self.digits(7)]), "HEALTHPLAN")

    def ssn(self):
        def mk():
            if self.c == "ZA":
                return self.pick(["9" + self.digits(12), "000" + self.digits(10)])
            return self.pick(["9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4)),
                              "000-%s-%s" % (self.digits(2), self.digits(4)), "9" + self.digits(8)])
        return (self.once("ssn", mk), "SSN")

    def account(self):
        return (self.pick([self.digits(4) + "-" + self.digits(4), self.digits(9), "V" + self.digits(8), self.digits(2) + "-" + self.digits(7),
                           "EP" + self.digits(7), self.digits(10), "ENC" + self.digits(7), "INV-" + self.digits(5)]), "ACCOUNT")

    def npi(self):
        return ("1" + self.digits(9), "LICENSE")

    def lic(self, role):
        """[label, (value, LICENSE)] with label and value in agreement."""
        c = self.c
        if c == "US":
            k = self.ri(0, 3)
            if k <= 1:
                return [self.pick(["NPI ", "NPI: ", "NPI# "]), ("1" + self.digits(9), "LICENSE")]
            if k == 2 and role in ("doc", "pod", "surg", "np", "gp", "res", "id", "anaes"):
                w = self.staff(role)
                return [self.pick(["DEA ", "DEA# "]), (self.pick("ABFM") + w.surname[0].upper() + self.digits(7), "LICENSE")]
            pre = {"pod": "DPM", "nurse": "RN", "tech": "CHT-", "orth": "CO-"}.get(role, self.pick(["MD", "DO"]))
            return [self.pick(["State lic. ", "Lic # ", "License no. "]), (pre + self.digits(5), "LICENSE")]
        if c == "UK":
            if role in ("pod", "orth"):
                return [self.pick(["HCPC ", "HCPC reg. ", "HCPC no. "]), (("CH" if role == "pod" else "PO") + self.digits(5), "LICENSE")]
            if role in ("nurse", "tvn", "tech", "np"):
                return [self.pick(["NMC PIN ", "NMC "]), (self.digits(2) + self.letters(1) + self.digits(4) + self.letters(1), "LICENSE")]
            return [self.pick(["GMC ", "GMC No. ", "GMC no: "]), (self.digits(7), "LICENSE")]
        if role in ("nurse", "tvn", "tech"):
            return [self.pick(["SANC ", "SANC no. "]), (self.digits(8), "LICENSE")]
        if role == "pod":
            return [self.pick(["HPCSA ", "HPCSA no. ", "Pr no. "]), (self.pick(["POD ", "POD"]) + self.digits(7), "LICENSE")]
        return [self.pick(["HPCSA ", "HPCSA no. ", "HPCSA Reg "]), (self.pick(["MP ", "MP", "MP0"]) + self.digits(6), "LICENSE")]

    def license_for(self, role):
        if self.c == "US":
            k = self.ri(0, 3)
            if k == 0:
                return ("1" + self.digits(9), "LICENSE")
            if k == 1:
                return (self.pick("ABFM") + self.letters(1) + self.digits(7), "LICENSE")
            if k == 2:
                return (self.pick(["PO", "DPM", "RN", "MD", "CHT-"]) + self.digits(5 if role != "tech" else 4), "LICENSE")
            return (self.letters(1) + self.digits(5), "LICENSE")
        if self.c == "UK":
            if role in ("doc", "surg", "res", "anaes", "micro", "gp"):
                return (self.digits(7), "LICENSE")
            if role == "pod":
                return ("CH" + self.digits(5), "LICENSE")
            if role == "orth":
                return ("PO" + self.digits(5), "LICENSE")
            return (self.digits(2) + self.letters(1) + self.digits(4) + self.letters(1), "LICENSE")
        if role == "pod":
            return ("POD " + self.digits(7), "LICENSE")
        if role == "nurse":
            return (self.digits(8), "LICENSE")
        return (self.pick(["MP ", "MP", "MP0"]) + self.digits(6), "LICENSE")

    def device(self):
        k = self.ri(0, 6)
        if k == 0:
            return ("%s-%s-%s" % (self.letters(2), self.digits(4), self.digits(4)), "DEVICE")
        if k == 1:
            return (self.digits(7), "DEVICE")
        if k == 2:
            return ("%s%d-%s" % (self.letters(3), self.ri(1, 9), self.digits(6)), "DEVICE")
        if k == 3:
            return ("(01)%s(21)%s" % (self.digits(14), self.digits(6)), "DEVICE")
        if k == 4:
            return ("SM" + self.digits(8), "DEVICE")
        if k == 5:
            return ("%s%s" % (self.letters(1), self.digits(9)), "DEVICE")
        return ("LP%s-%s" % (self.digits(2), self.digits(4)), "DEVICE")

    def vehicle(self, kind=None):
        if kind == "vin" or (kind is None and self.chance(0.25)):
            return ("".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17)), "VEHICLE")
        if self.c == "US":
            return (self.pick([self.digits(1) + self.letters(3) + self.digits(3), self.letters(3) + "-" + self.digits(4), self.letters(3) + " " + self.digits(3)]), "VEHICLE")
        if self.c == "UK":
            return ("%s%s %s" % (self.letters(2), self.pick(["15", "66", "19", "69", "21", "71", "12", "62"]), self.letters(3)), "VEHICLE")
        return (self.pick(["%s %s-%s" % (self.pick(["ND", "NU", "NP", "CA", "CY", "CF"]), self.digits(3), self.digits(3)),
                           "%s %s %s" % (self.letters(3), self.digits(3), self.pick(["GP", "L", "MP", "EC", "NW", "FS"]))]), "VEHICLE")

    def bioid(self):
        return (self.pick(["FP-" + self.digits(5), "PV-" + self.digits(7), "IRIS-" + self.digits(4), "BIO-" + self.digits(6),
                           "%s-%s" % (self.digits(4), self.letters(4)), "FPT" + self.digits(8)]), "BIOID")

    def idnum(self, kind="acc"):
        yy = "%02d" % (self.base.year % 100)
        if kind == "acc":
            return (self.pick(["S%s-%s" % (yy, self.digits(4)), "MB-%s-%s" % (yy, self.digits(6)), "M%s%s" % (yy, self.digits(6)),
                               "%s%s" % (self.letters(2), self.digits(7)), "SP-%s-%s" % (yy, self.digits(5))]), "IDNUM")
        if kind == "order":
            return (self.pick(["ORD" + self.digits(7), self.digits(8), "RX-" + self.digits(6), "REQ-" + self.digits(7), "O" + self.digits(9)]), "IDNUM")
        if kind == "photo":
            return (self.pick(["IMG-" + self.digits(6), "WP" + self.digits(5), "PH-%s-%s" % (yy, self.digits(4))]), "IDNUM")
        if kind == "ubrn":
            return ("%s %s %s" % (self.digits(4), self.digits(4), self.digits(4)), "IDNUM")
        if kind == "auth":
            return (self.pick(["PA-%s-%s" % (self.digits(4), self.digits(3)), "AUTH" + self.digits(8), self.letters(2) + self.digits(9)]), "IDNUM")
        return (self.pick(["C%s-%s" % (yy, self.digits(4)), "HB-" + self.digits(5), "REF" + self.digits(6)]), "IDNUM")
