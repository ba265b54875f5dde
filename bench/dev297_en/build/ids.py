"""Identifier and contact generators, mixed into the note context."""
from doc import V  # noqa: F401  (kept for callers that build V from here)


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


class IdMixin:
    # ---------------- identifiers ----------------
    def make_mrn(self):
        rng = self.rng
        c = self.c
        if c == "UK":
            return rng.choice([letters(rng, 1) + digits(rng, 7), "RX" + digits(rng, 6), digits(rng, 8)])
        if c == "US":
            return rng.choice([digits(rng, 8), "MR" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 5)])
        if c == "AU":
            return digits(rng, 7)
        if c == "CA":
            return rng.choice([digits(rng, 7), "M" + digits(rng, 8)])
        return digits(rng, 7)

    def make_hp(self):
        rng = self.rng
        c = self.c
        if c == "UK":
            return "%d%s %s %s" % (rng.randint(4, 7), digits(rng, 2), digits(rng, 3), digits(rng, 4))
        if c == "US":
            return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), letters(rng, 2) + digits(rng, 8)])
        if c == "AU":
            return "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9))
        if c == "CA":
            return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        return digits(rng, 8)

    def hp_label(self):
        return {"UK": "NHS no.", "US": "Member ID", "AU": "Medicare no.",
                "CA": "Health card", "IE": "Medical card no."}[self.c]

    def ssn(self):
        rng = self.rng
        c = self.c
        if c == "US":
            return rng.choice(["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                               "000-%s-%s" % (digits(rng, 2), digits(rng, 4))])
        if c == "CA":
            return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
        if c == "IE":
            return "9" + digits(rng, 6) + rng.choice(["T", "W", "A", "H", "TA"])
        return None

    def ssn_label(self):
        return {"US": "SSN", "CA": "SIN", "IE": "PPSN"}.get(self.c)

    def acct(self):
        rng = self.rng
        return rng.choice([digits(rng, 8), "V" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 4),
                           "ENC" + digits(rng, 7)])

    def incident_ref(self):
        rng = self.rng
        c = self.c
        y = self.date.year
        return {"UK": rng.choice(["W" + digits(rng, 6), "DX-%d-%s" % (y, digits(rng, 5))]),
                "US": rng.choice(["SE-%d-%s" % (y, digits(rng, 5)), "RL" + digits(rng, 6)]),
                "AU": rng.choice(["RM%s" % digits(rng, 6), "OV-%d-%s" % (y, digits(rng, 4))]),
                "CA": rng.choice(["RL6-%s" % digits(rng, 6), "WV%d-%s" % (y % 100, digits(rng, 4))]),
                "IE": rng.choice(["NIMS-%s" % digits(rng, 6), "SEC/%d/%s" % (y, digits(rng, 4))])}[c]

    def police_ref(self):
        rng = self.rng
        c = self.c
        y = self.date.year % 100
        if c == "UK":
            return rng.choice(["%d/%s/%02d" % (rng.randint(10, 60), digits(rng, 6), y),
                               "CR-%s-%02d" % (digits(rng, 7), y)])
        if c == "US":
            return rng.choice(["%02d-%s" % (y, digits(rng, 6)), "INC%02d-%s" % (y, digits(rng, 6))])
        if c == "AU":
            return "E" + digits(rng, 9)
        if c == "CA":
            return "%d-%s" % (self.date.year, digits(rng, 6))
        return digits(rng, 8)

    def police_ref_label(self):
        return {"UK": "crime ref", "US": "case #", "AU": "event no.",
                "CA": "occurrence #", "IE": "PULSE incident no."}[self.c]

    def plate(self):
        rng = self.rng
        c = self.c
        if c == "UK":
            return "%s%02d %s" % (letters(rng, 2), rng.choice([16, 17, 18, 19, 20, 21, 22, 23, 66, 67, 68, 69, 70, 71, 72, 73]),
                                  letters(rng, 3))
        if c == "US":
            return rng.choice(["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                               "%s-%s" % (letters(rng, 3), digits(rng, 4))])
        if c == "AU":
            return rng.choice(["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                               "%s%s" % (letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 2))])
        if c == "CA":
            return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s" % (letters(rng, 3), digits(rng, 3))])
        return "%d%d-%s-%s" % (rng.randint(15, 24), rng.choice([1, 2]),
                               rng.choice(["D", "C", "G", "L", "KY", "W", "MO"]), digits(rng, rng.choice([4, 5])))

    def vin(self):
        return letters(self.rng, 17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")

    def dl(self, p=None):
        rng = self.rng
        c = self.c
        if c == "UK":
            last = "".join(ch for ch in (p.last if p else "SMITH") if ch.isalpha()).upper()[:5].ljust(5, "9")
            return "%s%s%s%s%s" % (last, digits(rng, 6), letters(rng, 2), digits(rng, 1), letters(rng, 2))
        if c == "US":
            return rng.choice(["%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4)),
                               letters(rng, 1) + digits(rng, 8)])
        if c == "AU":
            return digits(rng, 9)
        if c == "CA":
            return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
        return digits(rng, 9)

    def sec_licence(self):
        rng = self.rng
        c = self.c
        if c == "UK":
            return " ".join(digits(rng, 4) for _ in range(4))
        if c == "US":
            return rng.choice(["G" + digits(rng, 7), "PPO-" + digits(rng, 6)])
        if c == "AU":
            return digits(rng, 9)
        if c == "CA":
            return "SWL-" + digits(rng, 7)
        return "PSA-" + digits(rng, 5)

    def sec_licence_label(self):
        return {"UK": "SIA licence", "US": "guard card", "AU": "security licence",
                "CA": "security worker licence", "IE": "PSA licence"}[self.c]

    def clin_reg(self, role):
        rng = self.rng
        c = self.c
        if role == "dr":
            return {"UK": ("GMC", digits(rng, 7)), "US": ("NPI", "1" + digits(rng, 9)),
                    "AU": ("AHPRA", "MED000" + digits(rng, 7)), "CA": ("CPSO", digits(rng, 5)),
                    "IE": ("MCRN", digits(rng, 6))}[c]
        return {"UK": ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))),
                "US": ("RN license", "RN" + digits(rng, 7)), "AU": ("AHPRA", "NMW000" + digits(rng, 7)),
                "CA": ("CNO reg.", digits(rng, 8)), "IE": ("NMBI PIN", digits(rng, 6))}[c]

    # ---------------- contacts ----------------
    def phone(self, kind="land"):
        rng = self.rng
        c = self.c
        if c == "UK":
            if kind == "mob":
                return "07%s 555%s" % (digits(rng, 3), digits(rng, 3))
            if kind == "intl":
                return "+44 7%s 555%s" % (digits(rng, 3), digits(rng, 3))
            area = rng.choice(["0113", "0114", "0117", "0118", "0121", "0161", "0191", "01223",
                               "01392", "01482", "01603", "01642", "020"])
            if area == "020":
                return "020 7555 " + digits(rng, 4)
            if len(area) == 5:
                return "%s 555%s" % (area, digits(rng, 3))
            return "%s 555 %s" % (area, digits(rng, 4))
        if c in ("US", "CA"):
            ac = "%d%d%d" % (rng.randint(2, 9), rng.randint(0, 8), rng.randint(0, 9))
            ln = "01" + digits(rng, 2)
            if kind == "intl":
                return "+1 %s 555 %s" % (ac, ln)
            return rng.choice(["(%s) 555-%s" % (ac, ln), "%s-555-%s" % (ac, ln), "%s.555.%s" % (ac, ln),
                               "(%s) 555-%s" % (ac, ln)])
        if c == "AU":
            if kind == "mob":
                return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
            if kind == "intl":
                return "+61 4%s 555 %s" % (digits(rng, 2), digits(rng, 3))
            return rng.choice(["(0%d) 5550 %s" % (rng.choice([2, 3, 7, 8]), digits(rng, 4)),
                               "0%d 5550 %s" % (rng.choice([2, 3, 7, 8]), digits(rng, 4)),
                               "1300 555 %s" % digits(rng, 3)])
        if kind == "mob":
            return "08%d 555 %s" % (rng.choice([3, 5, 6, 7]), digits(rng, 4))
        if kind == "intl":
            return "+353 8%d 555 %s" % (rng.choice([3, 5, 6, 7]), digits(rng, 4))
        return rng.choice(["(01) 555 %s" % digits(rng, 4), "0%d 555 %s" % (rng.choice([21, 61, 91, 51, 66]), digits(rng, 4))])

    def ext(self):
        return "555" + digits(self.rng, 2)

    def email(self, p=None, host=None, personal=False, local=None):
        rng = self.rng
        if local:
            return local + "@" + (host or self.hosp["host"])
        if personal:
            host = rng.choice(["example.com", "example.net", "mail.example.com"])
        host = host or self.hosp["host"]
        if p is None:
            local = rng.choice(["security.control", "securityops", "cctv.requests", "ig.disclosures",
                                "safeguarding.team", "patient.experience", "violence.reduction",
                                "carparking", "privacy.office", "site.manager"])
        else:
            a = "".join(ch for ch in p.first.lower() if ch.isalpha())
            b = "".join(ch for ch in p.last.lower() if ch.isalpha())
            local = rng.choice([a + "." + b, a[0] + b, a + "." + b + digits(rng, 2) if personal else a + "." + b])
        return local + "@" + host

    def url(self, path=None):
        rng = self.rng
        h = self.hosp["host"]
        path = path or rng.choice(["security/cctv-request", "visiting", "patient-experience/feedback",
                                   "parking/permits", "security", "privacy/access-request"])
        return rng.choice(["https://www.%s/%s" % (h, path), "www.%s/%s" % (h, path),
                           "https://intranet.%s/%s" % (h, path)])

    def ip(self):
        rng = self.rng
        r = rng.randint(0, 2)
        if r == 0:
            return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
        if r == 1:
            return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))

    def bwv_serial(self):
        rng = self.rng
        return rng.choice(["D5-" + digits(rng, 7), "BWV" + digits(rng, 6), "RV" + letters(rng, 2) + digits(rng, 6),
                           "AX" + digits(rng, 4) + letters(rng, 2) + digits(rng, 2)])

    def device_serial(self, kind):
        rng = self.rng
        if kind == "tag":
            return rng.choice(["WG-" + digits(rng, 5), "TAG" + digits(rng, 6), "HT-" + letters(rng, 2) + digits(rng, 4)])
        if kind == "imei":
            return "35" + digits(rng, 13)
        if kind == "pump":
            return rng.choice(["PX" + digits(rng, 6) + letters(rng, 1), "NG" + digits(rng, 7)])
        if kind == "usb":
            return "USB-" + letters(rng, 2) + digits(rng, 6)
        if kind == "radio":
            return digits(rng, 3) + letters(rng, 3) + digits(rng, 4)
        return "SN" + digits(rng, 8)

    def bioid(self, kind="fp"):
        rng = self.rng
        y = self.date.year
        return {"fp": "FP-%d-%s" % (y, digits(rng, 5)), "dna": "DN%d/%s" % (y % 100, digits(rng, 5)),
                "palm": "PV-" + digits(rng, 6), "face": "FR-" + digits(rng, 8),
                "bio": "BIO-" + digits(rng, 5)}[kind]
