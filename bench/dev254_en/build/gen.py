"""Random value generators returning plain strings or (text, TYPE) fragments."""
import datetime as dt
import pools as P

MON = ("January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December")
DAY = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
NUMW = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def words(n):
    if n < 20:
        return NUMW[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMW[u] if u else "")


class G:
    def __init__(self, rng):
        self.r = rng
        self.used = {}

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def ch(self, p):
        return self.r.random() < p

    def num(self, k):
        return "".join(str(self.r.randrange(10)) for _ in range(k))

    def up(self, k):
        return "".join(self.pick("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))

    def fresh(self, kind, fn):
        """Draw from fn until unseen for kind (tries a few times)."""
        seen = self.used.setdefault(kind, {})
        for _ in range(6):
            v = fn()
            if v not in seen:
                break
        seen[v] = 1
        return v

    # ---------- people ----------
    def given(self, sex="F"):
        return self.pick(P.FEMALE if sex == "F" else P.MALE)

    def surname(self):
        return self.pick(P.SURNAMES)

    def person(self, sex=None):
        sex = sex or ("F" if self.ch(0.7) else "M")
        pair = self.fresh("name", lambda: (self.given(sex), self.surname()))
        mid = self.pick("ABCDEFGHJKLMNPRSTW") if self.ch(0.4) else ""
        return {"g": pair[0], "s": pair[1], "m": mid, "sex": sex}

    def full(self, p, typ, style=None):
        g, s, m = p["g"], p["s"], p["m"]
        style = style or self.pick(("gs", "gs", "gs", "gms", "SG", "sg", "ig", "gi", "init"))
        if style == "g":
            return (g, typ)
        if style == "gms" and m:
            return (g + " " + m + ". " + s, typ)
        if style == "SG":
            return (s.upper() + ", " + g.upper() + ((" " + m) if m else ""), typ)
        if style == "sg":
            return (s + ", " + g, typ)
        if style == "ig":
            return (g[0] + ". " + s, typ)
        if style == "gi":
            return (g + " " + s[0] + ".", typ)
        if style == "init":
            return (g[0] + "." + s[0] + ".", typ) if self.ch(0.5) else (g[0] + s[0], typ)
        return (g + " " + s, typ)

    def titled(self, p, typ, country="UK", surgeon=False):
        """Title + surname (title outside the span)."""
        if typ == "DOCTOR":
            if surgeon and country == "UK" and self.ch(0.6):
                t = "Mr " if p["sex"] == "M" else self.pick(("Miss ", "Ms ", "Mrs "))
            else:
                t = self.pick(("Dr ", "Dr. ", "Dr ", "Prof ", "Dr "))
            if self.ch(0.5):
                return [t, (p["s"], typ)]
            return [t, (p["g"][0] + ". " + p["s"] if self.ch(0.5) else p["g"] + " " + p["s"], typ)]
        if p["sex"] == "F":
            t = self.pick(("Mrs ", "Ms ", "Miss ", "Mrs. ", "Ms. "))
        else:
            t = self.pick(("Mr ", "Mr. "))
        return [t, (p["s"], typ)]

    def doc_sig(self, p, country):
        """Name with credential after it (outside)."""
        nm = (p["g"] + " " + (p["m"] + ". " if p["m"] else "") + p["s"], "DOCTOR")
        cred = {"UK": self.pick((" MBBS FRCR", " FRCS", " MRCP", " BSc RN", "")),
                "AU": self.pick((" FRANZCR", " FRACS", " MBBS", " RN", "")),
                "US": self.pick((", MD", ", MD", ", DO", ", RN", ", NP", ", PA-C"))}[country]
        return [nm, cred]

    def initials(self, p):
        return p["g"][0] + p["s"][0]

    # ---------- dates ----------
    def date(self, y0=2019, y1=2025):
        a = dt.date(y0, 1, 1).toordinal()
        b = dt.date(y1, 12, 28).toordinal()
        return dt.date.fromordinal(self.r.randint(a, b))

    def dob(self, age, ref):
        d = ref - dt.timedelta(days=int(age * 365.25) + self.r.randrange(300))
        return d

    def shift(self, d, lo, hi):
        return d + dt.timedelta(days=self.r.randint(lo, hi))

    def dfmt(self, d, c, style=None):
        D, M, Y = d.day, d.month, d.year
        if c == "US":
            opts = ("%m/%d/%Y", "%m/%d/%Y", "m/d/Y", "m/d/y", "B d, Y", "b d, Y", "Y-m-d",
                    "a m/d/Y", "A, B d, Y")
        else:
            opts = ("dd/mm/Y", "dd/mm/Y", "d/m/y", "d B Y", "d b Y", "dd-b-Y", "dd.mm.Y",
                    "Y-m-d", "A d B Y", "a d/m/y", "d b y")
        st = style or self.pick(opts)
        rep = {"%m/%d/%Y": "%02d/%02d/%d" % (M, D, Y), "m/d/Y": "%d/%d/%d" % (M, D, Y),
               "m/d/y": "%d/%d/%02d" % (M, D, Y % 100), "B d, Y": "%s %d, %d" % (MON[M - 1], D, Y),
               "b d, Y": "%s %d, %d" % (MON[M - 1][:3], D, Y), "Y-m-d": "%d-%02d-%02d" % (Y, M, D),
               "a m/d/Y": "%s %d/%d/%d" % (DAY[d.weekday()][:3], M, D, Y),
               "A, B d, Y": "%s, %s %d, %d" % (DAY[d.weekday()], MON[M - 1], D, Y),
               "dd/mm/Y": "%02d/%02d/%d" % (D, M, Y), "d/m/y": "%d/%d/%02d" % (D, M, Y % 100),
               "d B Y": "%d %s %d" % (D, MON[M - 1], Y), "d b Y": "%d %s %d" % (D, MON[M - 1][:3], Y),
               "dd-b-Y": "%02d-%s-%d" % (D, MON[M - 1][:3], Y), "dd.mm.Y": "%02d.%02d.%d" % (D, M, Y),
               "A d B Y": "%s %d %s %d" % (DAY[d.weekday()], D, MON[M - 1], Y),
               "a d/m/y": "%s %d/%d/%02d" % (DAY[d.weekday()][:3], D, M, Y % 100),
               "d b y": "%d-%s-%02d" % (D, MON[M - 1][:3].upper(), Y % 100),
               "dm": "%d/%d" % (D, M), "md": "%d/%d" % (M, D),
               "my": "%s %d" % (MON[M - 1], Y), "by": "%s-%02d" % (MON[M - 1][:3], Y % 100),
               "mmy": "%02d/%d" % (M, Y), "y": "%d" % Y, "dB": "%d %s" % (D, MON[M - 1]),
               "Bd": "%s %d" % (MON[M - 1], D), "wd": DAY[d.weekday()],
               "wdB": "%s %d %s" % (DAY[d.weekday()], D, MON[M - 1]),
               "wBd": "%s, %s %d" % (DAY[d.weekday()], MON[M - 1], D)}
        return rep[st]

    def d(self, d, c, style=None):
        return (self.dfmt(d, c, style), "DATE")

    def dshort(self, d, c):
        st = self.pick(("dm", "dB", "wdB") if c != "US" else ("md", "Bd", "wBd"))
        return (self.dfmt(d, c, st), "DATE")

    def dpart(self, d):
        return (self.dfmt(d, "UK", self.pick(("my", "by", "mmy", "y", "y"))), "DATE")

    def age(self, a, words_p=0.05):
        return (words(a) if a < 100 and self.ch(words_p) else str(a), "AGE")

    def time(self):
        return "%02d:%02d" % (self.r.randint(7, 18), self.pick((0, 5, 10, 15, 20, 30, 40, 45, 50)))

    # ---------- places ----------
    def town(self, c):
        pre, suf = {"UK": (P.UK_PRE, P.UK_SUF), "AU": (P.AU_PRE, P.AU_SUF),
                    "US": (P.US_PRE, P.US_SUF)}[c]
        return self.pick(pre) + self.pick(suf)

    def street(self, c):
        w = self.pick(P.STREET_W)
        if c == "UK":
            s = "%d %s %s" % (self.r.randint(1, 240), w, self.pick(P.STREET_UK))
            if self.ch(0.2):
                s = "Flat %d, %s" % (self.r.randint(1, 30), s)
        elif c == "AU":
            s = "%d %s %s" % (self.r.randint(1, 400), w, self.pick(P.STREET_AU))
            if self.ch(0.25):
                s = "%d/%s" % (self.r.randint(1, 20), s)
        else:
            s = "%d %s %s" % (self.r.randint(10, 9900), w, self.pick(P.STREET_US))
            if self.ch(0.25):
                s += self.pick((", Apt ", " Apt. ", " #", ", Unit ")) + str(self.r.randint(1, 40)) + self.pick(("", "B", "C"))
        return s

    def postcode(self, c):
        if c == "UK":
            return "%s%d %d%s" % (self.up(2), self.r.randint(1, 29), self.r.randint(1, 9), self.up(2))
        if c == "AU":
            return str(self.r.randint(2000, 7999))
        z = "%05d" % self.r.randint(10000, 99950)
        return z + ("-" + self.num(4) if self.ch(0.2) else "")

    def state(self, c):
        if c == "AU":
            s = self.pick(P.AU_STATES)
        elif c == "US":
            s = self.pick(P.US_STATES)
        else:
            return self.pick(P.UK_COUNTIES)
        return s[0] if self.ch(0.75) else s[1]

    def address(self, c, sep=", ", street=None):
        st = street or self.street(c)
        out = [(st, "STREET"), sep, (self.town(c), "CITY")]
        if c == "UK":
            if self.ch(0.3):
                out += [sep, (self.state(c), "CITY")]
            out += [sep if self.ch(0.5) else " ", (self.postcode(c), "ZIP")]
        else:
            out += [", " if c == "US" else " ", (self.state(c), "STATE"), " ", (self.postcode(c), "ZIP")]
        return out

    def hospital(self, c, kind=None):
        tw = self.town(c)
        k = kind or self.pick(("gen", "gen", "screen", "saint", "private"))
        if c == "UK":
            opts = {"gen": (tw + " General Hospital", tw + " Royal Infirmary", tw + " University Hospital",
                            "Royal " + tw + " Hospital"),
                    "screen": (tw + " Breast Screening Service", tw + " Breast Unit", tw + " Breast Assessment Centre"),
                    "saint": ("St " + self.pick(P.SAINTS) + "'s Hospital", "St. " + self.pick(P.SAINTS) + "'s"),
                    "private": ("The " + tw + " Clinic", tw + " Nuffield-Grange Hospital"),
                    "gp": (self.pick(P.STREET_W) + " Street Surgery", tw + " Medical Practice",
                           tw + " Health Centre", "The " + self.pick(P.STREET_W) + " Surgery")}
        elif c == "AU":
            opts = {"gen": (tw + " Base Hospital", tw + " Hospital", "Royal " + tw + " Hospital",
                            tw + " Health Service"),
                    "screen": ("BreastScreen " + tw + " Assessment Service", tw + " Breast Clinic",
                               tw + " Women's Imaging"),
                    "saint": ("St " + self.pick(P.SAINTS) + "'s Private Hospital", "Mater " + tw),
                    "private": (tw + " Private Hospital", tw + " Day Surgery"),
                    "gp": (tw + " Medical Centre", tw + " Family Practice", self.pick(P.STREET_W) + " Street Clinic")}
        else:
            opts = {"gen": (tw + " Medical Center", tw + " Regional Hospital", tw + " Memorial Hospital"),
                    "screen": (tw + " Women's Imaging Center", self.surname() + " Breast Center",
                               tw + " Breast Health Institute"),
                    "saint": ("St. " + self.pick(P.SAINTS) + " Medical Center", "Mercy " + tw),
                    "private": (tw + " Surgical Associates", tw + " Ambulatory Surgery Center"),
                    "gp": (tw + " Family Medicine", tw + " Primary Care", tw + " Internal Medicine Group")}
        return (self.pick(opts[k]), "HOSPITAL")

    def org(self):
        return (self.pick(P.ORG_A) + " " + self.pick(P.ORG_B), "ORGANIZATION")

    # ---------- contacts ----------
    def phone(self, c, ext_p=0.1):
        if c == "UK":
            s = self.pick(("0%d 555 %s" % (self.r.randint(113, 199), "01" + self.num(2)),
                           "+44 %d 555 %s" % (self.r.randint(113, 199), "01" + self.num(2)),
                           "07700 555%s" % self.num(3), "0%d5550%s" % (self.r.randint(113, 199), self.num(3))))
        elif c == "AU":
            s = self.pick(("(0%d) 5550 %s" % (self.pick((2, 3, 7, 8)), self.num(4)),
                           "0%d 5550 %s" % (self.pick((2, 3, 7, 8)), self.num(4)),
                           "04%s 555 %s" % (self.num(2), self.num(3)),
                           "+61 %d 5550 %s" % (self.pick((2, 3, 7, 8)), self.num(4))))
        else:
            a = self.r.randint(201, 989)
            s = self.pick(("(%d) 555-01%s" % (a, self.num(2)), "%d-555-01%s" % (a, self.num(2)),
                           "%d.555.01%s" % (a, self.num(2)), "+1 %d 555 01%s" % (a, self.num(2))))
        if self.ch(ext_p):
            s += self.pick((" ext. ", " ext ", " x", " Ext ")) + self.num(self.pick((3, 4)))
        return s

    def bleep(self):
        return self.pick(("bleep ", "bleep ", "pager ", "Bleep ")), self.num(4)

    def email(self, p=None, org=None):
        dom = self.pick(("example.org", "example.com", "example.net"))
        if p:
            loc = self.pick((p["g"].lower() + "." + p["s"].lower(), p["g"][0].lower() + p["s"].lower(),
                             p["s"].lower() + self.num(2)))
        else:
            loc = self.pick(("breast.screening", "breastcare", "bs.admin", "breast.cns",
                             "imaging.bookings", "mdt.coordinator", "seroma.clinic"))
        loc = loc.replace(" ", "").replace("'", "")
        return (loc + "@" + (org + "." if org else "") + dom, "EMAIL")

    def url(self):
        path = self.pick(("/breastscreen", "/book", "/screening/rebook", "/patient-portal",
                          "/breast-reconstruction", "/resources/seroma", "/familyhistory"))
        host = self.pick(("www.example.org", "www.example.com", "portal.example.net",
                          "https://www.example.org", "https://booking.example.com", "example.net"))
        return (host + path, "URL")

    def ip(self):
        k = self.r.randrange(3)
        if k == 0:
            s = "10.%d.%d.%d" % (self.r.randrange(256), self.r.randrange(256), self.r.randint(1, 254))
        elif k == 1:
            s = "192.168.%d.%d" % (self.r.randrange(256), self.r.randint(1, 254))
        else:
            s = "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randrange(256), self.r.randint(1, 254))
        return (s, "IPADDR")

    def username(self, p):
        return (self.pick((p["g"][0].lower() + p["s"].lower()[:7], p["s"].lower()[:6] + p["g"][0].lower() + self.num(1),
                           p["g"].lower() + "." + p["s"].lower()[:5], p["g"][0].lower() + p["s"][0].lower() + self.num(3)))
                .replace(" ", "").replace("'", ""), "USERNAME")

    # ---------- identifiers ----------
    def mrn(self, c):
        if c == "UK":
            s = self.pick(("%s%s" % (self.up(1), self.num(7)), "RX%s" % self.num(6), self.num(8),
                           "%s %s" % (self.up(2), self.num(6))))
        elif c == "AU":
            s = self.pick(("UR%s" % self.num(6), self.num(7), "%s-%s" % (self.num(2), self.num(5))))
        else:
            s = self.pick((self.num(8), "00" + self.num(7), "%s-%s" % (self.num(3), self.num(5)),
                           "M" + self.num(8)))
        return (s, "MRN")

    def nhs(self):
        n = self.num(7)
        return ("999 %s %s" % (n[:3], n[3:]) if self.ch(0.7) else "999" + n, "MRN")

    def ssn(self, c):
        if c == "UK":
            return ("QQ %s %s %s %s" % (self.num(2), self.num(2), self.num(2), self.pick("ABCD")), "SSN")
        first = self.pick(("9", "000"))
        if first == "9":
            s = "9%s-%s-%s" % (self.num(2), self.num(2), self.num(4))
        else:
            s = "000-%s-%s" % (self.num(2), self.num(4))
        return (s, "SSN")

    def plan(self, c):
        if c == "AU":
            s = self.pick(("%s %s %s" % (self.num(4), self.num(5), self.num(1)), self.num(10)))
        elif c == "US":
            s = self.pick((self.up(3) + self.num(6), "W" + self.num(9), self.num(4) + self.up(2) + self.num(4),
                           "1EG4-TE5-MK" + self.num(2)))
        else:
            s = self.pick(("PMC-" + self.num(7), self.up(2) + self.num(8), "SHA/" + self.num(6)))
        return (s, "HEALTHPLAN")

    def account(self):
        s = self.pick(("E" + self.num(8), "V%s-%s" % (self.num(4), self.num(4)), "ENC" + self.num(7),
                       self.num(9), "INV-" + self.num(6), "EP%s/%s" % (self.num(2), self.num(5)),
                       "A" + self.num(6)))
        return (s, "ACCOUNT")

    def license(self, c, kind=None):
        if c == "UK":
            s = self.pick(("GMC %s" % self.num(7), "GMC No. %s" % self.num(7),
                           "NMC PIN %s%s%s%s" % (self.num(2), self.up(1), self.num(4), self.up(1)),
                           "HCPC RA%s" % self.num(5)))
        elif c == "AU":
            s = self.pick(("AHPRA MED%s" % self.num(10), "AHPRA NMW%s" % self.num(10),
                           "Prov. No. %s%s" % (self.num(6), self.up(2))))
        else:
            s = self.pick(("NPI %s" % self.num(10), "DEA %s%s" % (self.up(2), self.num(7)),
                           "Lic. MD%s" % self.num(6)))
        lab, val = s.rsplit(" ", 1)
        return [lab + " ", (val, "LICENSE")]

    def device(self):
        s = self.pick(("%s-%s" % (self.num(8), self.num(3)), "SN" + self.num(7), "MS-" + self.num(5),
                       "LOT " + self.up(1) + self.num(5), self.up(2) + self.num(6) + self.up(1),
                       self.num(6)))
        if s.startswith("LOT "):
            return ["lot ", (s[4:], "DEVICE")]
        return [(s, "DEVICE")]

    def plate(self, c):
        if c == "UK":
            s = "%s%s %s" % (self.up(2), self.num(2), self.up(3))
        elif c == "AU":
            s = self.pick(("%s%s%s" % (self.num(1), self.up(3), self.num(3)), "%s-%s" % (self.up(3), self.num(3))))
        else:
            s = self.pick(("%s%s%s" % (self.num(1), self.up(3), self.num(3)), "%s %s" % (self.up(3), self.num(4))))
        return (s, "VEHICLE")

    def bioid(self):
        return (self.pick(("VB-", "FP-", "PV-", "BIO", "VPR-")) + self.num(6), "BIOID")

    def idnum(self, kind):
        y = self.r.randint(19, 25)
        s = {"spec": self.pick(("S%d-%s" % (y, self.num(5)), "H%d/%s" % (y, self.num(5)),
                                "%s%d-%s" % (self.up(2), y, self.num(6)), "SP-%s" % self.num(7))),
             "acc": self.pick(("ACC" + self.num(8), self.num(10), "RAD-%s" % self.num(7), "XR%s" % self.num(8))),
             "mdt": self.pick(("MDT-%d-%s" % (y, self.num(4)), "BR%d/%s" % (y, self.num(3)))),
             "ref": self.pick(("%s %s %s" % (self.num(4), self.num(4), self.num(4)), "REF" + self.num(7),
                               "R-%s" % self.num(6))),
             "order": self.pick(("ORD" + self.num(7), "%s%s" % (self.up(1), self.num(9)))),
             "gen": self.pick(("GEN%d-%s" % (y, self.num(4)), "FH/%s" % self.num(5), "CG-%s" % self.num(6))),
             }[kind]
        return (s, "IDNUM")
