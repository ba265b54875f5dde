"""Country-specific formats for PHI values.  Every function takes rng.
All contacts are fictional: phones/faxes carry 555, SSN-like numbers start
with 9, e-mail and web hosts are example.com/.org/.net, IPs are private."""
import datetime

from doc import Phi

DIG = "0123456789"
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, pool=UP):
    return "".join(rng.choice(pool) for _ in range(n))


GB_CODES4 = ["0113", "0114", "0115", "0116", "0117", "0118", "0121",
             "0161", "0191"]
GB_CODES5 = ["01274", "01484", "01422", "01772", "01282", "01253", "01622",
             "01233", "01392", "01271", "01603", "01553", "01228", "01229",
             "01332", "01246", "01782", "01785", "01793", "01902", "01384",
             "01633", "01978", "01424", "01903", "01823", "01522", "01472",
             "01724", "01423", "01709", "01942", "01582", "01473", "01206"]
GB_PC = ["LS", "BD", "HD", "HX", "PR", "BB", "FY", "ME", "TN", "EX", "NR",
         "PE", "CA", "LA", "SR", "NE", "DE", "S", "ST", "RG", "SN", "WV",
         "DY", "NP", "LL", "TA", "LN", "DN", "HG", "WN", "OL", "LU", "IP",
         "CO", "SS"]
PC_IN = "ABDEFGHJLNPQRSTUWXYZ"
IE_KEYS = ["D24", "D22", "K67", "P31", "P51", "W91", "W12", "C15", "V95",
           "F92", "F23", "V92", "N37", "H54", "H65", "Y21", "E41", "R93",
           "R32", "A91", "F91", "E45"]
EIR = "ACDEFHKNPRTVWXY0123456789"
AU_PC = {"VIC": "3", "NSW": "2", "QLD": "4", "TAS": "7", "WA": "6",
         "SA": "5", "ACT": "26", "NT": "08"}
CA_PC = {"ON": "KLMNP", "BC": "V", "AB": "T", "MB": "R", "NB": "E",
         "NS": "B", "SK": "S"}
CA_AREA = {"ON": ["613", "705", "519", "807", "905"], "BC": ["250", "778"],
           "AB": ["403", "587"], "MB": ["204"], "NB": ["506"], "NS": ["902"],
           "SK": ["306"]}
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
         "Sunday"]


class Country(object):
    def __init__(self, code, rng):
        self.code = code
        self.rng = rng
        self.year = 2024
        self.region = None
        r = rng.random()
        # one date style per note, sometimes mixed with a long style
        if code == "CA":
            self.dstyle = rng.choice(["iso", "iso", "mdy_long", "dmy_slash"])
        else:
            self.dstyle = rng.choice(["dmy_slash", "dmy_slash", "dmy_long",
                                      "dmy_mon", "dmy_short"])
        self.dot = "." if code == "CA" or r < 0.1 else ""

    # ---------------- dates ----------------
    def date(self, dt, style=None):
        s = style or self.dstyle
        d, m, y = dt.day, dt.month, dt.year
        if s == "dmy_slash":
            t = "%02d/%02d/%04d" % (d, m, y)
        elif s == "dmy_short":
            t = "%02d/%02d/%02d" % (d, m, y % 100)
        elif s == "dmy_dot":
            t = "%02d.%02d.%02d" % (d, m, y % 100)
        elif s == "dmy_long":
            t = "%d %s %d" % (d, MONTHS[m - 1], y)
        elif s == "dmy_mon":
            t = "%02d-%s-%d" % (d, MONTHS[m - 1][:3], y)
        elif s == "iso":
            t = "%04d-%02d-%02d" % (y, m, d)
        elif s == "mdy_long":
            t = "%s %d, %d" % (MONTHS[m - 1], d, y)
        elif s == "wd_short":
            t = "%s %d/%d" % (WDAYS[dt.weekday()][:3], d, m) \
                if self.code != "CA" else \
                "%s %d/%d" % (WDAYS[dt.weekday()][:3], m, d)
        elif s == "wd_long":
            t = "%s %d %s" % (WDAYS[dt.weekday()], d, MONTHS[m - 1])
        elif s == "dm":
            t = "%d/%d" % (d, m) if self.code != "CA" else "%d/%d" % (m, d)
        elif s == "month_year":
            t = "%s %d" % (MONTHS[m - 1], y)
        elif s == "mon_year":
            t = "%s %d" % (MONTHS[m - 1][:3], y)
        elif s == "year":
            t = str(y)
        elif s == "month":
            t = MONTHS[m - 1]
        elif s == "weekday":
            t = WDAYS[dt.weekday()]
        else:
            raise ValueError(s)
        return Phi(t, "DATE")

    # ---------------- phones ----------------
    def phone(self, kind="land", typ="PHONE", town=None):
        rng, c = self.rng, self.code
        if c == "GB":
            if kind == "mobile":
                a = "07" + rng.choice(["7", "8", "9", "4", "5"]) + digits(rng, 2)
                t = rng.choice(["%s 555%s", "%s 555 %s", "%s555%s"]) % (a, digits(rng, 3))
            elif rng.random() < 0.5:
                t = "%s 555 %s" % (rng.choice(GB_CODES4), digits(rng, 4))
            else:
                t = "%s 555%s" % (rng.choice(GB_CODES5), digits(rng, 3))
                if rng.random() < 0.2:
                    t = "(%s) %s" % tuple(t.split(" "))
        elif c == "IE":
            if kind == "mobile":
                t = rng.choice(["08%s 555 %s", "+353 8%s 555 %s"]) % (
                    rng.choice("35679"), digits(rng, 4))
            else:
                t = rng.choice(["01 555 %s", "021 555 %s", "091 555 %s",
                                "045 555 %s", "066 555 %s", "061 555 %s"]) % digits(rng, 4)
        elif c == "AU":
            if kind == "mobile":
                t = "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
            else:
                ac = {"NSW": "2", "ACT": "2", "VIC": "3", "TAS": "3", "QLD": "7"}.get(self.region, "8")
                t = rng.choice(["(0%s) %s555 %s", "0%s %s555 %s"]) % (
                    ac, rng.choice("3456789"), digits(rng, 4))
        elif c == "NZ":
            if kind == "mobile":
                t = rng.choice(["021 555 %s", "027 555 %s", "022 555 %s"]) % digits(rng, 4)
            else:
                ac = {"Auckland": "9", "Northland": "9", "Waikato": "7", "Bay of Plenty": "7",
                      "Wellington": "4", "Hawke's Bay": "6", "Manawatu-Whanganui": "6",
                      "Gisborne": "6"}.get(self.region, "3")
                t = rng.choice(["(0%s) 555 %s", "0%s 555 %s"]) % (ac, digits(rng, 4))
        else:
            area = rng.choice(["613", "705", "519", "250", "403", "204", "902"])
            t = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s"]) % (
                area, "01" + digits(rng, 2))
        if kind == "ext":
            t += rng.choice([" ext. ", " ext ", " x", " Ext "]) + "5" + digits(rng, 3)
        return Phi(t, typ)

    def fax(self):
        return self.phone("land", "FAX")

    def bleep(self):
        return Phi(self.rng.choice(["555%s", "555-%s", "4-555%s"]) % digits(self.rng, 1), "PHONE")

    def extension(self):
        return Phi("555" + digits(self.rng, 1), "PHONE")

    # ---------------- addresses ----------------
    def postcode(self, region):
        rng, c = self.rng, self.code
        if c == "GB":
            return "%s%d %d%s" % (rng.choice(GB_PC), rng.randint(1, 28),
                                  rng.randint(1, 9), letters(rng, 2, PC_IN))
        if c == "IE":
            return "%s %s" % (rng.choice(IE_KEYS), letters(rng, 4, EIR))
        if c == "AU":
            p = AU_PC[region]
            return p + digits(rng, 4 - len(p))
        if c == "NZ":
            return "%d%s" % (rng.randint(1, 9), digits(rng, 3))
        first = rng.choice(CA_PC[region])
        return "%s%d%s %d%s%d" % (first, rng.randint(0, 9), letters(rng, 1),
                                  rng.randint(0, 9), letters(rng, 1),
                                  rng.randint(0, 9))

    # ---------------- identifiers ----------------
    def nhs_number(self):
        rng = self.rng
        while True:
            ds = [rng.randint(4, 9)] + [rng.randint(0, 9) for _ in range(8)]
            s = sum(d * w for d, w in zip(ds, range(10, 1, -1)))
            chk = 11 - s % 11
            if chk == 11:
                chk = 0
            if chk != 10:
                ds.append(chk)
                t = "".join(str(d) for d in ds)
                return rng.choice(["%s %s %s", "%s-%s-%s"]) % (t[:3], t[3:6], t[6:]) \
                    if rng.random() < 0.8 else t

    def mrn(self):
        """(label, value) of the national/primary record number."""
        rng, c = self.rng, self.code
        if c == "GB":
            return rng.choice(["NHS No", "NHS Number", "NHS no."]), self.nhs_number()
        if c == "IE":
            return rng.choice(["MRN", "Chart No", "Hosp No"]), digits(rng, rng.choice([6, 7]))
        if c == "AU":
            return rng.choice(["UR", "UR No", "URN"]), digits(rng, rng.choice([6, 7]))
        if c == "NZ":
            return "NHI", letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 4)
        return rng.choice(["MRN", "Chart #", "MRN"]), rng.choice(["00", "M0", "10"]) + digits(rng, 6)

    def local_id(self):
        rng, c = self.rng, self.code
        if c == "GB":
            return rng.choice(["RiO ID", "Trust ID", "Hospital No", "SystmOne ID"]), \
                rng.choice(["", "K", "RX", "M"]) + digits(rng, 7)
        if c == "IE":
            return "CAMHS ID", "CAM" + digits(rng, 5)
        if c == "AU":
            return "CIMHA ID", digits(rng, 8)
        if c == "NZ":
            return "Patient ID", "P" + digits(rng, 7)
        return "Client ID", "CY" + digits(rng, 6)

    def healthplan(self):
        rng, c = self.rng, self.code
        if c == "AU":
            return "Medicare No", "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3),
                                                 digits(rng, 5), rng.randint(1, 9))
        if c == "CA":
            if rng.random() < 0.6:
                return "OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3),
                                                digits(rng, 3), letters(rng, 2))
            return "PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        if c == "IE":
            return rng.choice(["Medical Card No", "GMS No", "GP Visit Card No"]), \
                digits(rng, 7) + letters(rng, 1)
        if c == "NZ":
            return "CSC No", digits(rng, 9)
        return "Policy No", letters(rng, 3) + "-" + digits(rng, 7)

    def ssn(self):
        """(label, value) or None where no such number fits the country."""
        rng, c = self.rng, self.code
        if c == "IE":
            return "PPSN", "9" + digits(rng, 6) + letters(rng, rng.choice([1, 2]), "ABCDEFGHKLMNPRSTVWX")
        if c == "AU":
            return "Centrelink CRN", "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3),
                                                      digits(rng, 3), letters(rng, 1))
        if c == "NZ":
            return rng.choice(["MSD client no", "IRD no"]), "9%s-%s-%s" % (
                digits(rng, 2), digits(rng, 3), digits(rng, 3))
        if c == "CA":
            return "SIN", rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (
                digits(rng, 2), digits(rng, 3), digits(rng, 3))
        return None

    def license(self, prof):
        """(label, value) registration number for a clinician."""
        rng, c = self.rng, self.code
        doc = prof in ("doctor", "psychiatrist", "paediatrician", "gp")
        nurse = prof == "nurse"
        if c == "GB":
            if doc:
                return "GMC", str(rng.randint(4, 7)) + digits(rng, 6)
            if nurse:
                return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
            if prof == "pharmacist":
                return "GPhC", "20" + digits(rng, 5)
            if prof == "social_worker":
                return "SWE Reg", "SW" + digits(rng, 6)
            pre = {"psychologist": "PYL", "ot": "OT", "slt": "SL", "dietitian": "DT",
                   "therapist": "PYL"}.get(prof, "PYL")
            return "HCPC", pre + digits(rng, 5)
        if c == "IE":
            if doc:
                return "MCRN", digits(rng, 6)
            if nurse:
                return "NMBI PIN", digits(rng, 6)
            if prof == "pharmacist":
                return "PSI Reg", digits(rng, 5)
            return "CORU Reg", rng.choice(["PS", "OT", "SL", "DI", "SW"]) + digits(rng, 6)
        if c == "AU":
            pre = "MED" if doc else "NMW" if nurse else "PHA" if prof == "pharmacist" \
                else "OCC" if prof == "ot" else "PSY"
            if prof in ("social_worker", "dietitian", "slt"):
                return "Membership No", digits(rng, 6)
            return "AHPRA", pre + "000" + digits(rng, 7)
        if c == "NZ":
            if doc:
                return "MCNZ", digits(rng, 5)
            if nurse:
                return "NCNZ", digits(rng, 6)
            return "APC No", digits(rng, 2) + "-" + digits(rng, 5)
        if doc:
            return rng.choice(["CPSO #", "CPSBC", "CPSA"]), digits(rng, 5)
        if nurse:
            return "CNO Reg", digits(rng, 8)
        return "Reg #", digits(rng, 4)

    def prescriber_no(self):
        return Phi(digits(self.rng, 7), "LICENSE")

    def driving_licence(self, first, last, dob):
        rng, c = self.rng, self.code
        if c == "GB":
            s = (last.upper().replace(" ", "").replace("'", "").replace("-", "") + "99999")[:5]
            t = "%s%d%02d%02d%d%s%s%d%s" % (s, dob.year % 100 // 10, dob.month + 50 * rng.randint(0, 1),
                                            dob.day, dob.year % 10, first[0].upper(),
                                            letters(rng, 1), rng.randint(1, 9), letters(rng, 2))
        elif c == "IE":
            t = digits(rng, 9)
        elif c == "AU":
            t = digits(rng, 9)
        elif c == "NZ":
            t = letters(rng, 2) + digits(rng, 6)
        else:
            t = "%s%s-%s-%s" % (last[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
        return Phi(t, "LICENSE")

    def plate(self):
        rng, c = self.rng, self.code
        if c == "GB":
            t = "%s%02d %s" % (letters(rng, 2), rng.choice([14, 15, 16, 17, 18, 19, 20, 21, 22,
                                                            64, 65, 66, 67, 68, 69, 70, 71, 72]),
                               letters(rng, 3))
        elif c == "IE":
            t = "%s-%s-%s" % (rng.choice(["152", "161", "171", "191", "201", "221", "08", "11"]),
                              rng.choice(["D", "C", "G", "KE", "MH", "L", "KY", "WX"]),
                              str(rng.randint(1, 39999)))
        elif c == "AU":
            k = rng.randint(0, 2)
            if k == 0:
                t = "%d%s %s" % (rng.randint(1, 2), letters(rng, 3), digits(rng, 3))
            elif k == 1:
                t = "%s%s%s" % (letters(rng, 3), digits(rng, 2), letters(rng, 1))
            else:
                t = "%s %s" % (digits(rng, 3), letters(rng, 3))
        elif c == "NZ":
            t = letters(rng, 3) + digits(rng, 3)
        else:
            t = rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)),
                            "%s%s %s%s" % (letters(rng, 2), digits(rng, 1), digits(rng, 2), letters(rng, 1))])
        return Phi(t, "VEHICLE")

    # ---------------- misc ids ----------------
    def account(self):
        rng = self.rng
        t = rng.choice(["ENC-%d-%s" % (self.year, digits(rng, 6)),
                        "EP%s" % digits(rng, 8), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                        "V%s" % digits(rng, 7), "CN%s" % digits(rng, 7)])
        return Phi(t, "ACCOUNT")

    def idnum(self, kind="ref"):
        rng = self.rng
        y = self.year % 100
        t = {
            "ref": rng.choice(["REF-%d-%s" % (y, digits(rng, 5)), "SPA%d%s" % (y, digits(rng, 6)),
                               "R%s" % digits(rng, 7)]),
            "mash": rng.choice(["MASH/20%d/%s" % (y, digits(rng, 5)), "CS%s" % digits(rng, 7),
                                "LCS-%s" % digits(rng, 6)]),
            "police": rng.choice(["%02d/%s/%d" % (rng.randint(10, 60), digits(rng, 5), y),
                                  "CAD %s" % digits(rng, 4), "PR%s" % digits(rng, 8),
                                  "EV-%d-%s" % (y, digits(rng, 6))]),
            "lab": rng.choice(["%dB%s" % (y, digits(rng, 6)), "H%d.%s.T" % (y, digits(rng, 7)),
                               "LN%s" % digits(rng, 8), "%s-%s" % (letters(rng, 2), digits(rng, 7))]),
            "order": rng.choice(["ORD-%s" % digits(rng, 8), "RX%s" % digits(rng, 7)]),
            "incident": rng.choice(["DW%s" % digits(rng, 6), "IR-%s" % digits(rng, 6),
                                    "RL%s" % digits(rng, 6)]),
            "pupil": "%s%s" % (letters(rng, 1), digits(rng, 12)),
            "ehcp": "EHC/20%d/%s" % (y, digits(rng, 4)),
            "court": "%s%dC%s" % (letters(rng, 2), y, digits(rng, 5)),
            "student": digits(rng, rng.choice([6, 7, 8])),
        }[kind]
        return Phi(t, "IDNUM")

    def device(self, kind):
        rng = self.rng
        t = {
            "cgm": "%s%s" % (letters(rng, 2), digits(rng, 8)),
            "pump": "NG%s%s" % (digits(rng, 7), letters(rng, 1)),
            "actiwatch": "A%s" % digits(rng, 5) + letters(rng, 1),
            "qb": "QB%s-%s" % (digits(rng, 2), digits(rng, 5)),
            "ecg": "%s%s" % (digits(rng, 3), letters(rng, 2) + digits(rng, 5)),
            "imei": "%s %s %s %s" % (digits(rng, 2), digits(rng, 6), digits(rng, 6), digits(rng, 1)),
            "alarm": "PA-%s" % digits(rng, 5),
            "hearing": "%s%s" % (digits(rng, 2), letters(rng, 1) + digits(rng, 6)),
        }[kind]
        return Phi(t, "DEVICE")

    def bioid(self, kind="fp"):
        rng = self.rng
        t = {"fp": rng.choice(["FP-%s" % digits(rng, 6), "BIO%s" % digits(rng, 7)]),
             "canteen": rng.choice(["%s%s" % (letters(rng, 2), digits(rng, 6)), "BC-%s" % digits(rng, 5)]),
             "custody": "%s%s%s" % (digits(rng, 2), "/" + digits(rng, 6), letters(rng, 1)),
             "palm": "PV-%s-%s" % (digits(rng, 4), digits(rng, 3))}[kind]
        return Phi(t, "BIOID")

    def ip(self):
        rng = self.rng
        k = rng.random()
        if k < 0.45:
            t = "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
        elif k < 0.75:
            t = "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
        else:
            t = "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))
        return Phi(t, "IPADDR")

    # ---------------- words ----------------
    def t(self, word):
        """Title with or without a full stop (Dr / Dr.)."""
        return word if word == "Miss" else word + self.dot

    def service(self):
        return {"GB": "CAMHS", "IE": "CAMHS", "AU": self.rng.choice(["CYMHS", "CAMHS"]),
                "NZ": "ICAMHS", "CA": "CYMH"}[self.code]

    def ed(self):
        return {"GB": self.rng.choice(["A&E", "ED"]), "IE": self.rng.choice(["ED", "A&E"]),
                "AU": "ED", "NZ": "ED", "CA": self.rng.choice(["ER", "ED", "emerg"])}[self.code]

    def gp(self):
        return "family physician" if self.code == "CA" else "GP"

    def year_group(self, age):
        c = self.code
        if c == "GB":
            y = age - 4
            return "Year 12" if y >= 12 else "Year %d" % max(y, 3)
        if c == "IE":
            y = age - 11
            return ["6th class", "1st year", "2nd year", "3rd year", "Transition Year",
                    "5th year", "6th year", "6th year"][max(0, min(7, y))]
        if c == "AU":
            return "Year %d" % max(3, min(12, age - 5))
        if c == "NZ":
            return "Year %d" % max(4, min(13, age - 4))
        return "Grade %d" % max(3, min(12, age - 6))

    def emergency(self):
        return {"GB": "999", "IE": "112", "AU": "000", "NZ": "111", "CA": "911"}[self.code]

    def helplines(self):
        return {"GB": ["Childline", "Samaritans", "Papyrus HOPELINE247", "Shout text line", "NHS 111 (option 2)"],
                "IE": ["Childline (ISPCC)", "Pieta", "Samaritans", "Jigsaw online"],
                "AU": ["Kids Helpline", "Lifeline", "Beyond Blue", "13YARN"],
                "NZ": ["Youthline", "Lifeline Aotearoa", "the 1737 Need to Talk line"],
                "CA": ["Kids Help Phone", "Crisis Services Canada", "the 9-8-8 line"]}[self.code]

    def mh_act(self):
        return {"GB": "Mental Health Act 1983", "IE": "Mental Health Act 2001",
                "AU": self.rng.choice(["Mental Health Act 2016 (Qld)",
                                       "Mental Health and Wellbeing Act 2022 (Vic)"]),
                "NZ": "Mental Health (Compulsory Assessment and Treatment) Act 1992",
                "CA": "Mental Health Act (Ontario)"}[self.code]


def add_days(dt, n):
    return dt + datetime.timedelta(days=n)
