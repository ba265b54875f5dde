"""Country profiles: date, phone, address and identifier formats. All contact
numbers contain 555; SSN-like numbers start with 9."""

import datetime
from util import digits, letters, pick, chance
import pools_places as PP

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

AREA = {
    "US": ["614", "503", "512", "313", "602", "612", "804", "412", "217", "303", "615", "608",
           "919", "617", "505", "859", "515", "410", "206"],
    "CA": ["416", "604", "403", "204", "902", "306", "506", "709", "613", "780"],
    "UK": ["0113", "0161", "0121", "01632", "01865", "01224", "01392", "0117", "01603",
           "01244", "020 7", "029 2"],
    "IE": ["021", "091", "066", "094", "046", "053", "074", "062", "061", "042", "01"],
    "AU": ["02", "03", "07", "08"],
    "NZ": ["09", "07", "06", "04", "03"],
    "ZA": ["011", "021", "031", "041", "051", "012"],
    "SG": ["6"],
}
MOBILE = {"UK": ["07700", "07711", "07823", "07958"], "IE": ["083", "085", "086", "087", "089"],
          "AU": ["0412", "0423", "0438", "0400", "0455"], "NZ": ["021", "022", "027", "029"],
          "ZA": ["082", "083", "072", "061", "076"], "SG": ["9", "8"]}

SPELL = {"US": "us", "CA": "us"}


class Country:
    def __init__(self, code, rng):
        self.code = code
        self.rng = rng
        self.name = PP.COUNTRY_NAMES[code]
        self.us = code in ("US", "CA")
        self.programme = "program" if code in ("US", "CA", "AU") else "programme"
        self.paed = "pediatric" if code in ("US", "CA") else "paediatric"
        self.paedn = "pediatrician" if code in ("US", "CA") else "paediatrician"
        self.centre = "center" if code == "US" else "centre"
        self.gp = {"US": "pediatrician", "CA": "family physician", "SG": "family physician"}.get(code, "GP")
        self.cnurse = {"UK": "health visitor", "IE": "public health nurse", "US": "home visiting nurse",
                       "CA": "public health nurse", "AU": "maternal and child health nurse",
                       "NZ": "Well Child nurse", "ZA": "clinic sister",
                       "SG": "polyclinic nurse"}[code]
        self.bloodspot = {"UK": "newborn blood spot", "IE": "newborn bloodspot", "US": "newborn screen",
                          "CA": "newborn screening", "AU": "newborn bloodspot screening",
                          "NZ": "newborn metabolic screening", "ZA": "newborn screening",
                          "SG": "newborn metabolic screening"}[code]
        self.nicu = {"UK": "NNU", "IE": "NICU", "US": "NICU", "CA": "NICU", "AU": "SCN",
                     "NZ": "NICU", "ZA": "NICU", "SG": "NICU"}[code]
        self.pass_words = ("PASS", "REFER") if code in ("US", "CA", "AU", "NZ", "SG", "ZA") \
            else ("Clear response", "No clear response")
        self.body = {"UK": "NHS England", "IE": "the HSE", "US": "the state Department of Health",
                     "CA": "the provincial Ministry of Health", "AU": "the Department of Health",
                     "NZ": "the National Screening Unit", "ZA": "the National Department of Health",
                     "SG": "the Ministry of Health"}[code]
        self.region = pick(rng, PP.STATES[code]) if PP.STATES[code] else None
        self.midwife = "nursery RN" if code == "US" else ("LMC midwife" if code == "NZ" else "midwife")

    # ---------------- dates ----------------
    def date(self, d, style="num"):
        r = self.rng
        m, y, dd = d.month, d.year, d.day
        mon = MONTHS[m - 1]
        if style == "iso":
            return "%04d-%02d-%02d" % (y, m, dd)
        if style == "long":
            if self.code == "US" or (self.code == "CA" and chance(r, 0.5)):
                return "%s %d, %d" % (mon, dd, y)
            return "%d %s %d" % (dd, mon, y)
        if style == "abbr":
            if self.code == "US":
                return "%s %d, %d" % (mon[:3], dd, y)
            return pick(r, ["%02d-%s-%d", "%d %s %d", "%02d %s %d"]) % (dd, mon[:3], y)
        if style == "abbr_up":
            return "%02d-%s-%d" % (dd, mon[:3].upper(), y)
        if style == "short":  # no year
            if self.code == "US":
                return "%d/%d" % (m, dd)
            return pick(r, ["%d/%d" % (dd, m), "%d %s" % (dd, mon[:3])])
        if style == "wd":
            wd = WEEKDAYS[d.weekday()]
            if self.code == "US":
                return pick(r, ["%s %d/%d" % (wd[:3], m, dd), "%s, %s %d" % (wd, mon, dd)])
            return pick(r, ["%s %d/%d" % (wd[:3], dd, m), "%s %d %s" % (wd, dd, mon),
                            "%s %02d/%02d/%d" % (wd[:3], dd, m, y)])
        if style == "monthyear":
            return "%s %d" % (mon, y)
        # numeric
        if self.code == "US":
            return pick(r, ["%02d/%02d/%d" % (m, dd, y), "%d/%d/%d" % (m, dd, y),
                            "%d/%d/%02d" % (m, dd, y % 100)])
        if self.code == "CA":
            return pick(r, ["%04d-%02d-%02d" % (y, m, dd), "%04d/%02d/%02d" % (y, m, dd),
                            "%02d/%02d/%d" % (dd, m, y)])
        return pick(r, ["%02d/%02d/%d" % (dd, m, y), "%d/%d/%02d" % (dd, m, y % 100),
                        "%02d.%02d.%d" % (dd, m, y), "%02d/%02d/%02d" % (dd, m, y % 100)])

    def num_style(self, d):
        """one fixed numeric style for a table column"""
        m, y, dd = d.month, d.year, d.day
        if self.code == "US":
            return "%02d/%02d/%d" % (m, dd, y)
        if self.code == "CA":
            return "%04d-%02d-%02d" % (y, m, dd)
        return "%02d/%02d/%d" % (dd, m, y)

    # ---------------- contacts ----------------
    def phone(self, mobile=False, intl=False):
        r, c = self.rng, self.code
        tail4 = "01" + digits(r, 2)
        if c in ("US", "CA"):
            a = pick(r, AREA[c])
            if intl:
                return "+1 %s 555 %s" % (a, tail4)
            return pick(r, ["(%s) 555-%s" % (a, tail4), "%s-555-%s" % (a, tail4),
                            "%s.555.%s" % (a, tail4), "(%s) 555-%s" % (a, tail4)])
        if c == "UK":
            if mobile:
                p = pick(r, MOBILE[c])
                return "+44 %s 555 %s" % (p[1:], digits(r, 3)) if intl else "%s 555 %s" % (p, digits(r, 3))
            a = pick(r, AREA[c])
            if a.startswith("020") or a.startswith("029"):
                return "%s555 %s" % (a, digits(r, 4))
            return "%s 555 %s" % (a, digits(r, 4))
        if c == "IE":
            if mobile:
                p = pick(r, MOBILE[c])
                return "+353 %s 555 %s" % (p[1:], digits(r, 4)) if intl else "%s 555 %s" % (p, digits(r, 4))
            a = pick(r, AREA[c])
            return pick(r, ["(%s) 555 %s" % (a, digits(r, 4)), "%s 555 %s" % (a, digits(r, 4)),
                            "%s-555%s" % (a, digits(r, 4))])
        if c == "AU":
            if mobile:
                p = pick(r, MOBILE[c])
                return "+61 %s 555 %s" % (p[1:], digits(r, 3)) if intl else "%s 555 %s" % (p, digits(r, 3))
            a = pick(r, AREA[c])
            return pick(r, ["(%s) 555%s %s" % (a, digits(r, 1), digits(r, 4)),
                            "%s 555%s %s" % (a, digits(r, 1), digits(r, 4))])
        if c == "NZ":
            if mobile:
                p = pick(r, MOBILE[c])
                return "+64 %s 555 %s" % (p[1:], digits(r, 4)) if intl else "%s 555 %s" % (p, digits(r, 4))
            a = pick(r, AREA[c])
            return pick(r, ["(%s) 555 %s" % (a, digits(r, 4)), "%s-555 %s" % (a, digits(r, 4)),
                            "%s 555 %s" % (a, digits(r, 4))])
        if c == "ZA":
            if mobile:
                p = pick(r, MOBILE[c])
                return "+27 %s 555 %s" % (p[1:], digits(r, 4)) if intl else "%s 555 %s" % (p, digits(r, 4))
            a = pick(r, AREA[c])
            return pick(r, ["%s 555 %s" % (a, digits(r, 4)), "(%s) 555-%s" % (a, digits(r, 4))])
        # SG
        p = pick(r, MOBILE["SG"]) if mobile else "6"
        v = "%s555 %s" % (p, digits(r, 4))
        return "+65 " + v if intl else v

    def ext(self):
        return pick(self.rng, ["ext ", "ext. ", "x", "x "]) + "55" + digits(self.rng, 2)

    def bleep(self):
        return "555" + digits(self.rng, pick(self.rng, [1, 1, 2]))

    # ---------------- addresses ----------------
    def town(self):
        pre, suf = PP.TOWN_PARTS[self.code]
        p = pick(self.rng, pre)
        if p.endswith("-"):
            return p + pick(self.rng, ["Anne-des-Lacs", "Luc", "Denis-sur-Riviere", "Joseph-du-Lac", "Remi"])
        return p + pick(self.rng, suf)

    def street(self, unit=None):
        r, c = self.rng, self.code
        if c == "SG":
            blk = digits(r, 1)[0] + digits(r, 2)
            blk = str(100 + int(blk) % 800)
            return "Blk %s %s %s %d" % (blk, self.town(), pick(r, PP.STREET_TYPES[c]), r.randint(11, 89))
        base = pick(r, PP.STREET_BASES)
        typ = pick(r, PP.STREET_TYPES[c])
        num = r.randint(1, 240) if c != "US" else r.randint(100, 9899)
        s = "%d %s %s" % (num, base, typ)
        if unit is None:
            unit = chance(r, 0.22)
        if unit:
            f = pick(r, PP.UNIT_FORMS[c])
            u = f.format(n=r.randint(1, 40), a=pick(r, "ABCD"), f="%02d" % r.randint(2, 20))
            if u.endswith("/"):
                s = u + s
            elif c in ("US", "CA"):
                s = s + ", " + u
            else:
                s = u + ", " + s
        return s

    def postcode(self):
        r, c = self.rng, self.code
        if c == "US":
            z = "%d%s" % (r.randint(1, 9), digits(r, 4))
            return z + "-" + digits(r, 4) if chance(r, 0.15) else z
        if c == "UK":
            area = pick(r, ["LS", "HX", "KT", "BD", "M", "B", "OX", "EX", "NR", "CH", "DH", "CM",
                            "LL", "KY", "TA", "SY", "CF", "BS", "YO", "PR"])
            return "%s%d %d%s" % (area, r.randint(1, 29), r.randint(1, 9), letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "IE":
            rk = pick(r, ["T12", "H91", "V92", "F23", "C15", "Y35", "F92", "E91", "V94", "A91", "D04",
                          "D15", "D6W"])
            return "%s %s%s%s%s" % (rk, letters(r, 1, "ACDEFHKNPRTVWXY"), digits(r, 1),
                                    letters(r, 1, "ACDEFHKNPRTVWXY"), digits(r, 1))
        if c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (letters(r, 1, L), r.randint(0, 9), letters(r, 1, L),
                                      r.randint(0, 9), letters(r, 1, L), r.randint(0, 9))
        if c == "SG":
            return "%d%s" % (r.randint(10, 82), digits(r, 4))
        return "%d%s" % (r.randint(1, 9), digits(r, 3))

    def address(self, unit=None):
        r, c = self.rng, self.code
        a = {"street": self.street(unit), "city": self.town(), "zip": self.postcode(),
             "state": None, "state_abbr": None, "country": self.name}
        if c == "SG":
            a["city"] = "Singapore"
        elif PP.STATES[c]:
            full, ab = self.region if chance(r, 0.88) else pick(r, PP.STATES[c])
            a["state"] = full
            a["state_abbr"] = ab or full
        return a

    # ---------------- identifiers ----------------
    def mrn(self):
        r, c = self.rng, self.code
        return {"US": lambda: pick(r, ["", "00", "M"]) + digits(r, 7),
                "CA": lambda: pick(r, ["", "MR"]) + digits(r, 7),
                "UK": lambda: pick(r, ["RX", "K", "H", "M", "RJ"]) + digits(r, 6),
                "IE": lambda: pick(r, ["", "H", "MN"]) + digits(r, 7),
                "AU": lambda: pick(r, ["", "UR"]) + digits(r, 7),
                "NZ": lambda: digits(r, 8),
                "ZA": lambda: pick(r, ["", "F"]) + digits(r, 8),
                "SG": lambda: pick(r, ["", "HN"]) + digits(r, 8)}[c]()

    def nat_id(self):
        """national health identifier: (label, type, value) or None"""
        r, c = self.rng, self.code
        if c == "UK":
            return ("NHS No", "MRN", "%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4)))
        if c == "NZ":
            v = letters(r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(r, 4)
            return ("NHI", "MRN", v)
        if c == "AU":
            return ("Medicare No", "HEALTHPLAN", "%d%s %s %d" % (r.randint(2, 6), digits(r, 3), digits(r, 5), r.randint(1, 9)))
        if c == "CA":
            return ("Health Card", "HEALTHPLAN", "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2)))
        if c == "IE":
            return ("IHI", "MRN", digits(r, 10)) if chance(r, 0.3) else None
        if c == "US":
            return ("Medicaid ID", "HEALTHPLAN", pick(r, ["", "MCD"]) + digits(r, 9))
        if c == "ZA":
            return ("Medical aid no", "HEALTHPLAN", digits(r, 9))
        return None

    def ssn(self):
        r, c = self.rng, self.code
        if c == "US":
            return ("SSN", "9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4)))
        if c == "IE":
            return ("PPSN", "9%s%s" % (digits(r, 6), letters(r, pick(r, [1, 2]), "ABCDEFGHKLMTW")))
        if c == "CA":
            return ("SIN", "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)))
        if c == "ZA":
            return ("ID no", "9%d%02d%02d%s08%d" % (r.randint(0, 9), r.randint(1, 12), r.randint(1, 28),
                                                 digits(r, 4), r.randint(0, 9)))
        return None

    def license(self, role):
        """role: doc, mw (midwife/nurse), aud (audiologist/scientist). -> (label, value)"""
        r, c = self.rng, self.code
        if c == "UK":
            return {"doc": ("GMC", digits(r, 7)),
                    "mw": ("NMC PIN", "%s%s%s%s" % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1))),
                    "aud": ("HCPC", pick(r, ["AS", "CS"]) + digits(r, 5))}[role]
        if c == "IE":
            return {"doc": ("IMC", digits(r, 6)), "mw": ("NMBI PIN", digits(r, 6)),
                    "aud": ("CORU reg", "AU" + digits(r, 6))}[role]
        if c == "US":
            return {"doc": ("NPI", "1" + digits(r, 9)), "mw": ("RN lic", "RN" + digits(r, 7)),
                    "aud": ("Lic", "AUD." + digits(r, 5))}[role]
        if c == "CA":
            return {"doc": ("CPSO #", digits(r, 5)), "mw": ("Reg #", digits(r, 7)),
                    "aud": ("Reg #", "A" + digits(r, 4))}[role]
        if c == "AU":
            pre = {"doc": "MED", "mw": "MID", "aud": "AUD"}[role]
            return ("AHPRA", pre + "000" + digits(r, 7))
        if c == "NZ":
            return {"doc": ("MCNZ", digits(r, 5)), "mw": ("MCNZ APC", digits(r, 5)),
                    "aud": ("NZAS reg", digits(r, 4))}[role]
        if c == "ZA":
            return {"doc": ("HPCSA", "MP " + digits(r, 7)), "mw": ("SANC", digits(r, 8)),
                    "aud": ("HPCSA", "SP " + digits(r, 7))}[role]
        return {"doc": ("MCR", "M" + digits(r, 5) + letters(r, 1)), "mw": ("SNB", "RN" + digits(r, 6)),
                "aud": ("AHPB", "AH" + digits(r, 6))}[role]

    # ---------------- facility names ----------------
    def hospital(self):
        r = self.rng
        f = pick(r, PP.HOSP_FORMS[self.code])
        return f.format(T=self.town(), T2=self.town(), S=pick(r, PP.SAINTS),
                        S2=pick(r, ["Sainte-Anne", "Saint-Luc", "Notre-Dame-du-Lac"]),
                        Q=pick(r, PP.QUEENS), L=pick(r, PP.LADIES))

    def practice(self):
        r = self.rng
        f = pick(r, PP.PRACTICE_FORMS[self.code])
        return f.format(T=self.town(), B=pick(r, PP.STREET_BASES))

    def lab(self, town=None):
        r = self.rng
        t = town or self.town()
        forms = ["%s Newborn Screening Laboratory" % t,
                 "%s Regional Screening Laboratory" % t,
                 "%s Neonatal Screening Centre" % t]
        if self.code == "US":
            forms += ["%s Public Health Laboratory" % t]
        return pick(r, forms)

    def audiology(self):
        r = self.rng
        t = self.town()
        return pick(r, ["%s Audiology Department" % t, "%s Children's Hearing Centre" % t
                        if not self.us else "%s Pediatric Audiology Clinic" % t,
                        "%s Hearing Services" % t, "%s Audiology Clinic" % t])

    def ward(self):
        r = self.rng
        return pick(r, ["%s Ward" % pick(r, PP.WARD_NAMES), "Ward %d%s" % (r.randint(1, 40), pick(r, ["", "A", "B"])),
                        "%s Unit" % pick(r, PP.WARD_NAMES), "%s Suite" % pick(r, PP.WARD_NAMES)])

    def fmt_town_org(self, form):
        r = self.rng
        return form.format(T=self.town(), B=pick(r, PP.STREET_BASES), S=pick(r, PP.SAINTS))

    def email(self, given, family, domain=None):
        from util import ascii_fold
        r = self.rng
        g = ascii_fold(given).lower().replace(" ", "").replace("'", "").replace("-", "")
        f = ascii_fold(family).lower().replace(" ", "").replace("'", "").replace("-", "")
        dom = domain or pick(r, ["example.com", "example.net", "example.org", "mail.example.com"])
        local = pick(r, ["%s.%s" % (g, f), "%s%s" % (g[0], f), "%s_%s%s" % (g, f, digits(r, 2)),
                         "%s%s" % (g, digits(r, 2)), "%s.%s%s" % (f, g[0], digits(r, 1))])
        return local + "@" + dom
