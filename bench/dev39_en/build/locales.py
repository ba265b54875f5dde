"""Locale conventions: dates, phones, addresses, identifiers, vocabulary.

Phone numbers use fictional/drama ranges: NANP 555-01xx; UK 07700 900xxx,
01632 960xxx, 0113/0161/0117/0121/0131 496 0xxx, 020 7946 0xxx; AU 0491 570 xxx
and 02/03/07/08 5550 xxxx / 7010 xxxx; IE and NZ invented 555 blocks.
Identifiers are random and use test/unissued ranges where one exists
(NHS 999-prefix, NI prefix QQ, SSN area 9xx, NHI prefix Z, SIN prefix 0).
"""

import datetime as dt
from render import P
import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    w = d.weekday()
    f = {
        "mdy4": "%02d/%02d/%04d" % (m, dd, y),
        "mdy4n": "%d/%d/%04d" % (m, dd, y),
        "mdy2": "%d/%d/%02d" % (m, dd, y % 100),
        "md": "%d/%d" % (m, dd),
        "dmy4": "%02d/%02d/%04d" % (dd, m, y),
        "dmy4n": "%d/%d/%04d" % (dd, m, y),
        "dmy2": "%02d/%02d/%02d" % (dd, m, y % 100),
        "dm": "%02d/%02d" % (dd, m),
        "dmn": "%d/%d" % (dd, m),
        "dmydot": "%02d.%02d.%04d" % (dd, m, y),
        "dmydot2": "%02d.%02d.%02d" % (dd, m, y % 100),
        "iso": "%04d-%02d-%02d" % (y, m, dd),
        "dMonY": "%d %s %04d" % (dd, MON[m - 1], y),
        "dMonthY": "%d %s %04d" % (dd, MONTHS[m - 1], y),
        "d-Mon-Y": "%02d-%s-%04d" % (dd, MON[m - 1], y),
        "D-MON-Y": "%02d-%s-%04d" % (dd, MON[m - 1].upper(), y),
        "d-Mon-y": "%02d-%s-%02d" % (dd, MON[m - 1], y % 100),
        "MonthdY": "%s %d, %04d" % (MONTHS[m - 1], dd, y),
        "MondY": "%s %d, %04d" % (MON[m - 1], dd, y),
        "wd_md": "%s %d/%d" % (WD[w], m, dd),
        "wd_dm": "%s %02d/%02d" % (WD[w], dd, m),
        "wd_dMon": "%s %d %s" % (WD[w], dd, MON[m - 1]),
        "Wd_dMonth": "%s %d %s" % (WEEKDAYS[w], dd, MONTHS[m - 1]),
        "Wd_Monthd": "%s, %s %d" % (WEEKDAYS[w], MONTHS[m - 1], dd),
        "Wd_MonthdY": "%s, %s %d, %04d" % (WEEKDAYS[w], MONTHS[m - 1], dd, y),
        "Wd_dMonthY": "%s %d %s %04d" % (WEEKDAYS[w], dd, MONTHS[m - 1], y),
        "MonthY": "%s %04d" % (MONTHS[m - 1], y),
        "MonY": "%s %04d" % (MON[m - 1], y),
        "Y": "%04d" % y,
        "dMon": "%d %s" % (dd, MON[m - 1]),
        "d-Mon": "%02d-%s" % (dd, MON[m - 1]),
        "Mond": "%s %d" % (MON[m - 1], dd),
        "Monthd": "%s %d" % (MONTHS[m - 1], dd),
        "dMonth": "%d %s" % (dd, MONTHS[m - 1]),
        "Weekday": WEEKDAYS[w],
        "wd": WD[w],
        "my": "%02d/%04d" % (m, y),
    }
    return f[style]


def luhn_digit(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return str((10 - s % 10) % 10)


VOCAB = {
    "US": dict(ed="ED", gp="PCP", gp_long="primary care physician", senior="Attending",
               junior="Resident", para="acetaminophen", hb="hemoglobin", gluc_unit="mg/dL",
               cr_unit="mg/dL", mobilise="ambulate", colour="color", home="skilled nursing facility",
               physio="PT", ot="OT", slt="SLP", dr="Dr.", mr="Mr.", mrs="Mrs.", ms="Ms.",
               ward_word="unit", sw="social worker", frac="fracture", anticoag="anticoagulation",
               od="daily", bd="BID", tds="TID", qds="QID", nocte="qHS", prn="PRN"),
    "CA": dict(ed="ED", gp="family physician", gp_long="family physician", senior="Attending",
               junior="Resident", para="acetaminophen", hb="hemoglobin", gluc_unit="mmol/L",
               cr_unit="umol/L", mobilise="mobilize", colour="colour", home="long-term care",
               physio="PT", ot="OT", slt="SLP", dr="Dr.", mr="Mr.", mrs="Mrs.", ms="Ms.",
               ward_word="unit", sw="social worker", frac="fracture", anticoag="anticoagulation",
               od="daily", bd="BID", tds="TID", qds="QID", nocte="qHS", prn="PRN"),
    "UK": dict(ed="A&E", gp="GP", gp_long="general practitioner", senior="Consultant",
               junior="Registrar", para="paracetamol", hb="haemoglobin", gluc_unit="mmol/L",
               cr_unit="umol/L", mobilise="mobilise", colour="colour", home="nursing home",
               physio="physio", ot="OT", slt="SALT", dr="Dr", mr="Mr", mrs="Mrs", ms="Ms",
               ward_word="ward", sw="social worker", frac="fracture", anticoag="anticoagulation",
               od="OD", bd="BD", tds="TDS", qds="QDS", nocte="ON", prn="PRN"),
    "IE": dict(ed="ED", gp="GP", gp_long="general practitioner", senior="Consultant",
               junior="Registrar", para="paracetamol", hb="haemoglobin", gluc_unit="mmol/L",
               cr_unit="umol/L", mobilise="mobilise", colour="colour", home="nursing home",
               physio="physio", ot="OT", slt="SLT", dr="Dr", mr="Mr", mrs="Mrs", ms="Ms",
               ward_word="ward", sw="medical social worker", frac="fracture",
               anticoag="anticoagulation", od="OD", bd="BD", tds="TDS", qds="QDS", nocte="nocte",
               prn="PRN"),
    "AU": dict(ed="ED", gp="GP", gp_long="general practitioner", senior="Consultant",
               junior="Registrar", para="paracetamol", hb="haemoglobin", gluc_unit="mmol/L",
               cr_unit="umol/L", mobilise="mobilise", colour="colour", home="residential aged care",
               physio="physio", ot="OT", slt="speech pathology", dr="Dr", mr="Mr", mrs="Mrs",
               ms="Ms", ward_word="ward", sw="social worker", frac="fracture",
               anticoag="anticoagulation", od="mane", bd="bd", tds="tds", qds="qid",
               nocte="nocte", prn="PRN"),
    "NZ": dict(ed="ED", gp="GP", gp_long="general practitioner", senior="Consultant",
               junior="Registrar", para="paracetamol", hb="haemoglobin", gluc_unit="mmol/L",
               cr_unit="umol/L", mobilise="mobilise", colour="colour", home="rest home",
               physio="physio", ot="OT", slt="SLT", dr="Dr", mr="Mr", mrs="Mrs", ms="Ms",
               ward_word="ward", sw="social worker", frac="fracture",
               anticoag="anticoagulation", od="mane", bd="BD", tds="TDS", qds="QID",
               nocte="nocte", prn="PRN"),
}

DATE_STYLES = {
    "US": dict(main=["mdy4", "mdy4n", "mdy4", "MonthdY", "D-MON-Y"], short=["md", "mdy2", "md"],
               long=["MonthdY", "MondY"], wd=["wd_md", "Wd_Monthd", "Wd_MonthdY"]),
    "CA": dict(main=["iso", "d-Mon-Y", "MonthdY", "iso", "dMonY"], short=["d-Mon", "Mond", "md"],
               long=["MonthdY", "dMonthY"], wd=["wd_dMon", "Wd_Monthd", "Wd_MonthdY"]),
    "UK": dict(main=["dmy4", "dmy4", "dMonY", "d-Mon-Y", "dmy2"], short=["dm", "dmn", "dMon"],
               long=["dMonthY", "dMonY"], wd=["wd_dm", "Wd_dMonth", "Wd_dMonthY"]),
    "IE": dict(main=["dmy4", "dmy4", "dMonY", "dmydot", "d-Mon-Y"], short=["dm", "dmn", "dMon"],
               long=["dMonthY", "dMonY"], wd=["wd_dm", "Wd_dMonth", "Wd_dMonthY"]),
    "AU": dict(main=["dmy4", "dmy4", "dmy4n", "dMonY", "dmydot"], short=["dmn", "dm", "dMon"],
               long=["dMonthY", "dMonY"], wd=["wd_dm", "Wd_dMonth", "wd_dMon"]),
    "NZ": dict(main=["dmy4", "dmy4", "dMonY", "dmy4n", "d-Mon-Y"], short=["dmn", "dm", "dMon"],
               long=["dMonthY", "dMonY"], wd=["wd_dm", "Wd_dMonth", "wd_dMon"]),
}

HOLIDAYS = {
    "US": ["Thanksgiving", "Christmas", "Labor Day", "the Fourth of July", "Memorial Day",
           "New Year's Day", "Easter", "Christmas Eve", "Halloween"],
    "CA": ["Christmas", "Thanksgiving", "Canada Day", "Victoria Day", "Easter", "Boxing Day",
           "New Year's Eve", "Labour Day"],
    "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night",
           "the August bank holiday", "Christmas Eve", "Remembrance Sunday"],
    "IE": ["Christmas", "St Patrick's Day", "Easter", "St Stephen's Day", "New Year's Day",
           "the October bank holiday", "Halloween"],
    "AU": ["Christmas", "Anzac Day", "Australia Day", "Easter", "Boxing Day",
           "the Queen's Birthday long weekend", "New Year's Eve", "Melbourne Cup day"],
    "NZ": ["Christmas", "Waitangi Day", "Anzac Day", "Easter", "Matariki", "Boxing Day",
           "Labour Weekend", "New Year's Day"],
}
# holiday spans: the article "the" stays outside
def holiday_p(h):
    if h.startswith("the "):
        return ["the ", P(h[4:], "DATE")]
    return P(h, "DATE")


UPPER_NOIO = "ABCDEFGHJKLMNPRSTUVWXYZ"
ALNUM = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Locale:
    def __init__(self, code, rng):
        self.code = code
        self.rng = rng
        self.v = VOCAB[code]
        st = DATE_STYLES[code]
        self.main_style = rng.choice(st["main"])
        self.short_style = rng.choice(st["short"])
        self.long_style = rng.choice(st["long"])
        self.wd_style = rng.choice(st["wd"])
        self.phone_style = rng.randrange(3)
        self.ac_us = rng.choice(["617", "614", "216", "412", "503", "612", "720", "317", "502", "513",
                                 "608", "802", "207", "319", "859"])
        self.ac_ca = rng.choice(["613", "416", "604", "902", "204", "403", "514", "506", "709", "306", "705", "519"])
        self.uk_land = rng.randrange(7)
        self.au_land = rng.randrange(4)
        self.ie_land = rng.randrange(5)
        self.nz_land = rng.randrange(5)

    # ------------------------------------------------------------- helpers
    def digits(self, n):
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def letters(self, n, alphabet=UPPER_NOIO):
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    # ------------------------------------------------------------- dates
    def d(self, date, style=None):
        return P(fmt_date(date, style or self.main_style), "DATE")

    def ds(self, date):
        return P(fmt_date(date, self.short_style), "DATE")

    def dl(self, date):
        return P(fmt_date(date, self.long_style), "DATE")

    def dwd(self, date):
        return P(fmt_date(date, self.wd_style), "DATE")

    def holiday(self):
        return holiday_p(self.rng.choice(HOLIDAYS[self.code]))

    # ------------------------------------------------------------- phones
    def phone_str(self, kind="land"):
        r, c = self.rng, self.code
        if c in ("US", "CA"):
            ac = r.choice(["617", "614", "216", "412", "503", "612", "720", "317", "502", "513",
                           "608", "802", "207", "319", "859"] if c == "US" else
                          ["613", "416", "604", "902", "204", "403", "514", "506", "709", "306",
                           "705", "519"])
            if r.random() < 0.8:
                ac = self.ac_us if c == "US" else self.ac_ca
            num = "01%02d" % r.randrange(100)
            s = self.phone_style
            if s == 0:
                return "(%s) 555-%s" % (ac, num)
            if s == 1:
                return "%s-555-%s" % (ac, num)
            return "%s.555.%s" % (ac, num) if r.random() < 0.5 else "+1 %s 555 %s" % (ac, num)
        if c == "UK":
            if kind == "mobile":
                n = "%03d" % r.randrange(1000)
                return r.choice(["07700 900%s" % n, "07700900%s" % n, "+44 7700 900%s" % n])
            n = "%03d" % r.randrange(1000)
            opts = ["01632 960%s" % n, "0113 496 0%s" % n, "0161 496 0%s" % n,
                    "0117 496 0%s" % n, "020 7946 0%s" % n, "0121 496 0%s" % n, "0131 496 0%s" % n]
            return opts[self.uk_land] if r.random() < 0.8 else r.choice(opts)
        if c == "AU":
            if kind == "mobile":
                n = "%03d" % r.randint(6, 159)
                return r.choice(["0491 570 %s" % n, "0491570%s" % n, "+61 491 570 %s" % n])
            n = "%04d" % r.randrange(10000)
            opts = ["(02) 5550 %s" % n, "(03) 7010 %s" % n, "(07) 5550 %s" % n, "(08) 5550 %s" % n]
            s = opts[self.au_land] if r.random() < 0.8 else r.choice(opts)
            return s if self.phone_style else s.replace("(", "").replace(")", "")
        if c == "IE":
            n = "%03d" % r.randrange(1000)
            if kind == "mobile":
                return r.choice(["087 555 0%s" % n, "086 555 0%s" % n, "085-5550%s" % n,
                                 "+353 87 555 0%s" % n])
            opts = ["(021) 555 0%s" % n, "(01) 555 0%s" % n, "(091) 555 0%s" % n, "(061) 555 0%s" % n, "(066) 555 0%s" % n]
            s = opts[self.ie_land] if r.random() < 0.8 else r.choice(opts)
            return s if self.phone_style else s.replace("(", "").replace(")", "")
        if c == "NZ":
            n = "%03d" % r.randrange(1000)
            if kind == "mobile":
                return r.choice(["021 555 0%s" % n, "027 555 0%s" % n, "022 555 0%s" % n,
                                 "+64 21 555 0%s" % n])
            opts = ["(09) 555 0%s" % n, "(07) 555 0%s" % n, "(03) 555 0%s" % n, "(06) 555 0%s" % n, "(04) 555 0%s" % n]
            s = opts[self.nz_land] if r.random() < 0.8 else r.choice(opts)
            return s if self.phone_style else s.replace("(", "").replace(")", "")
        raise ValueError(c)

    def phone(self, kind="land", ext=False):
        s = self.phone_str(kind)
        if ext:
            s += self.rng.choice([" ext. ", " ext ", " x", " x"]) + str(self.rng.randint(100, 9999))
        return P(s, "PHONE")

    def mobile(self):
        return P(self.phone_str("mobile"), "PHONE")

    def fax(self):
        return P(self.phone_str("land"), "FAX")

    def pager(self):
        r = self.rng
        if self.code in ("US", "CA"):
            return P(r.choice(["%d-%04d" % (r.randint(2, 6), r.randrange(10000)),
                               "%05d" % r.randrange(100000), "%d" % r.randint(1000, 9999)]), "PHONE")
        return P("%d" % r.randint(1000, 9999), "PHONE")

    # ------------------------------------------------------------- places
    def town(self):
        return self.rng.choice(pools.TOWNS[self.code])

    def state(self):
        return self.rng.choice(pools.STATES[self.code])

    def postcode(self):
        r, c = self.rng, self.code
        if c == "US":
            z = "%05d" % r.randint(1001, 99950)
            return z + ("-%04d" % r.randrange(10000) if r.random() < 0.15 else "")
        if c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (r.choice(L), r.randrange(10), r.choice(L), r.randrange(10),
                                      r.choice(L), r.randrange(10))
        if c == "UK":
            area = r.choice(["KX", "BV", "HQ", "ZT", "RX", "WQ", "LK", "YV", "QB", "FJ", "TZ", "VN"])
            return "%s%d %d%s" % (area, r.randint(1, 29), r.randrange(10),
                                  self.letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c in ("AU", "NZ"):
            return "%04d" % r.randint(800 if c == "AU" else 110, 7999 if c == "AU" else 9899)
        if c == "IE":
            return "%s%02d %s" % (r.choice("ACDEFHKNPRTVWXY"), r.randint(10, 99),
                                  "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
        raise ValueError(c)

    def street(self):
        r, c = self.rng, self.code
        name = r.choice(pools.STREET_NAMES)
        sfx = r.choice(pools.STREET_SFX[c])
        num = str(r.choice([r.randint(1, 60), r.randint(1, 99), r.randint(1, 180)]))
        if c in ("US", "CA") and r.random() < 0.7:
            num = str(r.randint(100, 19999))
        base = "%s %s %s" % (num, name, sfx)
        u = r.random()
        if c == "US" and u < 0.25:
            base += r.choice([", Apt %d" % r.randint(1, 40), " Apt %d%s" % (r.randint(1, 12), r.choice("ABCD")),
                              ", Unit %d" % r.randint(1, 30), " #%d" % r.randint(1, 300)])
        elif c == "CA" and u < 0.25:
            base = r.choice(["%d-%s" % (r.randint(1, 40), base), base + ", Unit %d" % r.randint(1, 20)])
        elif c == "UK" and u < 0.25:
            base = r.choice(["Flat %d, %s" % (r.randint(1, 24), base),
                             "%s %s, %s" % (r.choice(["Rose", "Ivy", "Holly", "Fern", "Pear Tree"]),
                                            r.choice(["Cottage", "House", "Lodge"]), base)])
        elif c == "AU" and u < 0.3:
            base = r.choice(["Unit %d/%s" % (r.randint(1, 20), base), "%d/%s" % (r.randint(1, 20), base)])
        elif c == "NZ" and u < 0.25:
            base = "%s%s %s %s" % (num, r.choice("ABC"), name, sfx)
        elif c == "IE" and u < 0.3:
            base = r.choice(["Apt %d, %s" % (r.randint(1, 30), base),
                             "%s %s" % (r.choice(["Ard na Greine", "Cois Abhann", "Lios Mor", "Tigh Bride"]),
                                        r.choice(["House", "Cottage"]))])
        return base

    def address(self):
        r, c = self.rng, self.code
        a = {"street": P(self.street(), "STREET"), "city": P(self.town(), "CITY")}
        st = self.state()
        if c in ("US", "CA", "AU"):
            a["state"] = P(st[1] if r.random() < 0.8 else st[0], "STATE")
        elif c == "NZ":
            a["state"] = P(st[0], "STATE") if r.random() < 0.3 else None
        else:  # UK/IE county -> CITY
            a["state"] = P(st[0], "CITY") if r.random() < (0.4 if c == "UK" else 0.8) else None
        a["zip"] = P(self.postcode(), "ZIP")
        if c == "NZ" and r.random() < 0.5:
            a["suburb"] = P(self.town(), "CITY")
            while a["suburb"].text == a["city"].text:
                a["suburb"] = P(self.town(), "CITY")
        else:
            a["suburb"] = None
        a["line"] = self.addr_line(a)
        a["block"] = self.addr_block(a)
        return a

    def addr_line(self, a):
        c = self.code
        out = [a["street"], ", "]
        if a["suburb"] is not None:
            out += [a["suburb"], ", "]
        if c in ("US", "CA"):
            out += [a["city"], ", ", a["state"], " " if c == "US" else "  ", a["zip"]]
        elif c == "AU":
            out += [a["city"], " ", a["state"], " ", a["zip"]]
        elif c == "UK":
            out += [a["city"], ", "]
            if a["state"] is not None:
                out += [a["state"], ", "]
            out += [a["zip"]]
        elif c == "IE":
            out += [a["city"], ", "]
            if a["state"] is not None:
                out += ["Co. ", a["state"], ", "]
            out += [a["zip"]]
        elif c == "NZ":
            out += [a["city"], " ", a["zip"]]
        return out

    def addr_block(self, a):
        c = self.code
        out = [a["street"], "\n"]
        if a["suburb"] is not None:
            out += [a["suburb"], "\n"]
        if c in ("US", "CA"):
            out += [a["city"], ", ", a["state"], "  ", a["zip"]]
        elif c == "AU":
            out += [a["city"], " ", a["state"], " ", a["zip"]]
        elif c == "UK":
            out += [a["city"], "\n"]
            if a["state"] is not None:
                out += [a["state"], "\n"]
            out += [a["zip"]]
        elif c == "IE":
            out += [a["city"], "\n"]
            if a["state"] is not None:
                out += ["Co. ", a["state"], "\n"]
            out += [a["zip"]]
        elif c == "NZ":
            out += [a["city"], " ", a["zip"]]
        return out

    # ------------------------------------------------------------- identifiers
    def mrn(self):
        r, c = self.rng, self.code
        if c == "US":
            return P(r.choice(["%08d" % r.randrange(10 ** 8), "E%07d" % r.randrange(10 ** 7),
                               "%d" % r.randint(1000000, 9999999), "%03d-%02d-%02d" % (r.randrange(1000), r.randrange(100), r.randrange(100))]), "MRN")
        if c == "CA":
            return P(r.choice(["%010d" % r.randrange(10 ** 9), "M%08d" % r.randrange(10 ** 8),
                               "%07d" % r.randrange(10 ** 7)]), "MRN")
        if c == "UK":
            return P(r.choice(["%s%07d" % (r.choice("KHRMTD"), r.randrange(10 ** 7)),
                               "%s%06d" % (self.letters(3), r.randrange(10 ** 6)),
                               "%08d" % r.randrange(10 ** 8)]), "MRN")
        if c == "AU":
            return P(r.choice(["%07d" % r.randrange(10 ** 7), "%06d" % r.randrange(10 ** 6),
                               "UR%07d" % r.randrange(10 ** 7)]), "MRN")
        if c == "IE":
            return P(r.choice(["%07d" % r.randrange(10 ** 7), "H%06d" % r.randrange(10 ** 6)]), "MRN")
        if c == "NZ":
            return self.nhi()
        raise ValueError(c)

    def nhs(self):
        """NHS number in the 999 test range with a valid mod-11 check digit."""
        r = self.rng
        while True:
            ds = "999" + "".join(str(r.randrange(10)) for _ in range(6))
            s = sum(int(x) * (10 - i) for i, x in enumerate(ds))
            chk = 11 - s % 11
            if chk == 11:
                chk = 0
            if chk == 10:
                continue
            n = ds + str(chk)
            return P(r.choice(["%s %s %s" % (n[:3], n[3:6], n[6:]), n, "%s-%s-%s" % (n[:3], n[3:6], n[6:])]), "MRN")

    def nhi(self):
        return P("Z" + self.letters(2) + "%04d" % self.rng.randrange(10000), "MRN")

    def acct(self):
        r, c = self.rng, self.code
        if c == "US":
            return P(r.choice(["%09d" % r.randrange(10 ** 9), "%010d" % r.randrange(10 ** 10),
                               "%04d-%04d" % (r.randrange(10 ** 4), r.randrange(10 ** 4))]), "ACCOUNT")
        if c == "CA":
            return P(r.choice(["%d-%07d" % (r.randint(10, 99), r.randrange(10 ** 7)),
                               "V%09d" % r.randrange(10 ** 9)]), "ACCOUNT")
        if c == "UK":
            return P(r.choice(["%08d" % r.randrange(10 ** 8), "SP%07d" % r.randrange(10 ** 7)]), "ACCOUNT")
        if c == "AU":
            return P(r.choice(["V%08d" % r.randrange(10 ** 8), "%09d" % r.randrange(10 ** 9)]), "ACCOUNT")
        if c == "IE":
            return P("%s%07d" % (r.choice(["E", "IP", ""]), r.randrange(10 ** 7)), "ACCOUNT")
        return P(r.choice(["EV%07d" % r.randrange(10 ** 7), "%08d" % r.randrange(10 ** 8)]), "ACCOUNT")

    def healthplan(self):
        """(label, value) -- insurance / entitlement number."""
        r, c = self.rng, self.code
        if c == "US":
            k = r.randrange(3)
            if k == 0:
                return "Medicare MBI", P("%d%s%d-%s%d-%s%d%d" % (
                    r.randint(1, 9), self.letters(1), r.randrange(10), self.letters(2), r.randrange(10),
                    self.letters(2), r.randrange(10), r.randrange(10)), "HEALTHPLAN")
            if k == 1:
                return "Member ID", P("%s%09d" % (self.letters(3), r.randrange(10 ** 9)), "HEALTHPLAN")
            return "Policy #", P("%s-%07d-%02d" % (self.letters(2), r.randrange(10 ** 7), r.randrange(100)), "HEALTHPLAN")
        if c == "CA":
            k = r.randrange(3)
            if k == 0:
                return "OHIP", P("%04d-%03d-%03d-%s" % (r.randrange(10 ** 4), r.randrange(1000), r.randrange(1000), self.letters(2)), "HEALTHPLAN")
            if k == 1:
                return "PHN", P("9%03d %03d %03d" % (r.randrange(1000), r.randrange(1000), r.randrange(1000)), "HEALTHPLAN")
            return "Health Card No.", P("%04d %03d %03d" % (r.randrange(10 ** 4), r.randrange(1000), r.randrange(1000)), "HEALTHPLAN")
        if c == "AU":
            k = r.randrange(3)
            if k < 2:
                return "Medicare No.", P("%d%03d %05d %d" % (r.randint(2, 6), r.randrange(1000), r.randrange(10 ** 5), r.randint(1, 5)), "HEALTHPLAN")
            return "DVA File No.", P("%sX%06d" % (r.choice("NVQWST"), r.randrange(10 ** 6)), "HEALTHPLAN")
        if c == "IE":
            return r.choice(["Medical Card No.", "GMS No."]), P("%08d%s" % (r.randrange(10 ** 8), r.choice(["", "A", "B"])), "HEALTHPLAN")
        if c == "NZ":
            return "Health insurer member no.", P("%s%07d" % (self.letters(2), r.randrange(10 ** 7)), "HEALTHPLAN")
        if c == "UK":
            return "Private insurer policy", P("%s%08d" % (self.letters(3), r.randrange(10 ** 8)), "HEALTHPLAN")
        raise ValueError(c)

    def group_no(self):
        return P("%s%05d" % (self.rng.choice(["GRP", "G", ""]), self.rng.randrange(10 ** 5)), "HEALTHPLAN")

    def natid(self):
        """(label, value) social security / national insurance type number."""
        r, c = self.rng, self.code
        if c == "US":
            return "SSN", P("9%02d-%02d-%04d" % (r.randrange(100), r.randint(1, 99), r.randint(1, 9999)), "SSN")
        if c == "UK":
            s = "QQ %02d %02d %02d %s" % (r.randrange(100), r.randrange(100), r.randrange(100), r.choice("ABCD"))
            if r.random() < 0.4:
                s = s.replace(" ", "")
            return "NI No", P(s, "SSN")
        if c == "CA":
            return "SIN", P("0%02d %03d %03d" % (r.randrange(100), r.randrange(1000), r.randrange(1000)), "SSN")
        if c == "IE":
            return "PPSN", P("%07d%s" % (r.randrange(10 ** 7), r.choice(["T", "TA", "W", "A", "H"])), "SSN")
        if c == "AU":
            return "Centrelink CRN", P("%03d %03d %03d%s" % (r.randrange(1000), r.randrange(1000), r.randrange(1000), r.choice("ABCHJKLX")), "SSN")
        if c == "NZ":
            return "IRD No.", P("%03d-%03d-%03d" % (r.randint(10, 150), r.randrange(1000), r.randrange(1000)), "SSN")
        raise ValueError(c)

    def license_for(self, role, last):
        """(label, value) professional registration / licence number."""
        r, c = self.rng, self.code
        doc = role in ("doctor", "gp")
        if c == "US":
            if role == "pharmacist":
                return "RPh Lic", P("RPH.%07d" % r.randrange(10 ** 7), "LICENSE")
            if role == "nurse":
                return "RN Lic", P("RN%07d" % r.randrange(10 ** 7), "LICENSE")
            if r.random() < 0.5:
                base = "1" + "".join(str(r.randrange(10)) for _ in range(8))
                return "NPI", P(base + luhn_digit("80840" + base), "LICENSE")
            d = [r.randrange(10) for _ in range(6)]
            chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
            return "DEA", P(r.choice("ABFM") + last[0].upper() + "".join(map(str, d)) + str(chk), "LICENSE")
        if c == "CA":
            if role == "pharmacist":
                return "OCP #", P("%06d" % r.randrange(10 ** 6), "LICENSE")
            if role == "nurse":
                return "CNO Reg #", P("%08d" % r.randrange(10 ** 8), "LICENSE")
            return "CPSO #", P("%05d" % r.randint(10000, 99999), "LICENSE")
        if c == "UK":
            if role == "pharmacist":
                return "GPhC", P("20%05d" % r.randrange(10 ** 5), "LICENSE")
            if role == "nurse":
                return "NMC PIN", P("%02d%s%04d%s" % (r.randrange(100), self.letters(1), r.randrange(10 ** 4), r.choice("ENOSW")), "LICENSE")
            return "GMC", P("%07d" % r.randint(2000000, 7999999), "LICENSE")
        if c == "AU":
            pref = {"pharmacist": "PHA", "nurse": "NMW", "therapist": r.choice(["PHY", "OCC"])}.get(role, "MED")
            if doc and r.random() < 0.4:
                return "Prescriber No.", P("%07d" % r.randrange(10 ** 7), "LICENSE")
            return "AHPRA", P("%s%010d" % (pref, r.randrange(10 ** 10)), "LICENSE")
        if c == "IE":
            if role == "pharmacist":
                return "PSI Reg", P("%05d" % r.randrange(10 ** 5), "LICENSE")
            if role == "nurse":
                return "NMBI PIN", P("%06d" % r.randrange(10 ** 6), "LICENSE")
            return "MCRN", P("%06d" % r.randrange(10 ** 6), "LICENSE")
        if c == "NZ":
            if role == "pharmacist":
                return "PCNZ Reg", P("%05d" % r.randrange(10 ** 5), "LICENSE")
            if role == "nurse":
                return "NCNZ", P("%06d" % r.randrange(10 ** 6), "LICENSE")
            return "MCNZ", P("%05d" % r.randrange(10 ** 5), "LICENSE")
        raise ValueError(c)

    def driver_licence(self, last, first):
        r, c = self.rng, self.code
        if c == "US":
            s = r.choice(["%s%03d-%04d-%04d" % (last[0].upper(), r.randrange(1000), r.randrange(10 ** 4), r.randrange(10 ** 4)),
                          "%s%07d" % (last[0].upper(), r.randrange(10 ** 7)), "%09d" % r.randrange(10 ** 9)])
        elif c == "CA":
            s = "%s%04d-%05d-%05d" % (last[0].upper(), r.randrange(10 ** 4), r.randrange(10 ** 5), r.randrange(10 ** 5))
        elif c == "UK":
            sur = "".join(ch for ch in last.upper() if ch.isalpha() and ch.isascii())[:5].ljust(5, "9")
            s = "%s%06d%s9%s" % (sur, r.randrange(10 ** 6), first[0].upper() + "9", self.letters(2))
        elif c == "AU":
            s = "%08d" % r.randrange(10 ** 8)
        elif c == "IE":
            s = "%03d%06d" % (r.randrange(1000), r.randrange(10 ** 6))
        else:
            s = "%s%06d" % (self.letters(2), r.randrange(10 ** 6))
        return P(s, "LICENSE")

    def plate(self):
        r, c = self.rng, self.code
        if r.random() < 0.15:
            return P("".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17)), "VEHICLE")
        if c == "US":
            s = r.choice(["%d%s%03d" % (r.randint(1, 9), self.letters(3), r.randrange(1000)),
                          "%s-%04d" % (self.letters(3), r.randrange(10 ** 4))])
        elif c == "CA":
            s = "%s %03d" % (self.letters(4), r.randrange(1000))
        elif c == "UK":
            s = "%s%02d %s" % (self.letters(2), r.choice([12, 15, 17, 19, 62, 66, 68, 70, 21, 71]), self.letters(3))
        elif c == "AU":
            s = r.choice(["%d%s-%03d" % (r.randint(1, 9), self.letters(3), r.randrange(1000)),
                          "%s%03d" % (self.letters(3), r.randrange(1000)),
                          "%s-%02d-%s" % (self.letters(2), r.randrange(100), self.letters(2))])
        elif c == "IE":
            s = "%d-%s-%d" % (r.choice([132, 141, 151, 161, 171, 181, 191, 201, 211, 221]),
                              r.choice(["C", "D", "G", "KY", "L", "MO", "W", "WX", "KE", "TS"]),
                              r.randint(100, 99999))
        else:
            s = "%s%03d" % (self.letters(3), r.randrange(1000))
        return P(s, "VEHICLE")

    def ip(self):
        r = self.rng
        k = r.randrange(3)
        if k == 0:
            s = "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randint(1, 254))
        elif k == 1:
            s = "172.%d.%d.%d" % (r.randint(16, 31), r.randrange(256), r.randint(1, 254))
        else:
            s = "192.168.%d.%d" % (r.randrange(256), r.randint(1, 254))
        return P(s, "IPADDR")

    def serial(self, kind="generic"):
        r = self.rng
        pats = {
            "pacemaker": lambda: "%s%06d%s" % (self.letters(3), r.randrange(10 ** 6), self.letters(1)),
            "icd": lambda: "%s%06d%s" % (self.letters(3), r.randrange(10 ** 6), r.choice(["H", "S", "G"])),
            "pump": lambda: "%s-%05d" % (self.letters(3), r.randrange(10 ** 5)),
            "vent": lambda: "%s%07d" % (self.letters(2), r.randrange(10 ** 7)),
            "generic": lambda: "%d%s%05d" % (r.randint(10, 99), self.letters(2), r.randrange(10 ** 5)),
            "hearing": lambda: "%08d" % r.randrange(10 ** 8),
            "glucometer": lambda: "%s%s%06d" % (self.letters(2), r.choice("0123456789"), r.randrange(10 ** 6)),
            "asset": lambda: "BME-%05d" % r.randrange(10 ** 5),
        }
        return P(pats.get(kind, pats["generic"])(), "DEVICE")

    def bioid(self):
        r = self.rng
        return P(r.choice(["FP-%05d" % r.randrange(10 ** 5), "BIO-%06d" % r.randrange(10 ** 6),
                           "PV-%04d-%02d" % (r.randrange(10 ** 4), r.randrange(100)),
                           "FPX%07d" % r.randrange(10 ** 7)]), "BIOID")

    def accession(self, y):
        r = self.rng
        yy = y % 100
        return P(r.choice(["S%02d-%05d" % (yy, r.randrange(10 ** 5)),
                           "%s%02d%06d" % (r.choice(["CT", "MR", "XR", "US", "DX"]), yy, r.randrange(10 ** 6)),
                           "ACC%08d" % r.randrange(10 ** 8),
                           "%02d-%s-%05d" % (yy, r.choice(["MB", "CH", "HM", "BB"]), r.randrange(10 ** 5)),
                           "%010d" % r.randrange(10 ** 10)]), "IDNUM")

    def order_no(self):
        r = self.rng
        return P(r.choice(["ORD%07d" % r.randrange(10 ** 7), "%08d" % r.randrange(10 ** 8),
                           "RX%06d" % r.randrange(10 ** 6), "%d-%05d" % (r.randint(1, 9), r.randrange(10 ** 5))]), "IDNUM")

    def rxno(self):
        r = self.rng
        return P(r.choice(["%07d" % r.randrange(10 ** 7), "%d-%06d" % (r.randint(1, 9), r.randrange(10 ** 6))]), "IDNUM")
