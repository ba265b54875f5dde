"""Country-specific formats for dev318_en: dates, phones, addresses and
identifiers. All phone/fax/pager numbers contain 555; SSN-like numbers start
with 9 or 000; e-mail and web addresses use example.com/.org/.net."""

import datetime as dt

from pools import (TOWNS, STATES, COUNTIES, STREET_STEMS, STEMS_LOCAL, SUFFIX, SAINTS, HOSP_FORMS,
                   PRACTICE_FORMS, HOUSE_NAMES)
from core import ascii_slug

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

COUNTRY_NAME = {"US": "United States", "GB": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa", "SG": "Singapore"}

# how the country is written when it appears inside a note
COUNTRY_WORDS = {"US": ["USA", "United States", "the US"], "GB": ["UK", "England", "Scotland", "Wales"],
                 "IE": ["Ireland"], "CA": ["Canada"], "AU": ["Australia"], "NZ": ["New Zealand"],
                 "ZA": ["South Africa"], "SG": ["Singapore"]}

ABROAD = ["Portugal", "India", "Pakistan", "Poland", "Nigeria", "Ghana", "Lebanon", "Greece",
          "Italy", "Spain", "the Philippines", "Vietnam", "Malaysia", "Qatar", "Kenya",
          "Zimbabwe", "Germany", "the Netherlands", "Norway", "Sweden", "Chile", "Argentina",
          "Japan", "South Korea", "Fiji", "Samoa", "Tonga", "Israel", "Iran", "Egypt", "Sri Lanka"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Loc:
    def __init__(self, code, rr):
        self.code = code
        self.rr = rr
        self.name = COUNTRY_NAME[code]
        self.us = code == "US"
        self.mgdl = code == "US"
        self.uk_spell = code not in ("US",)
        # one default date style for the note, as one author/system would use
        if code == "US":
            self.dstyle = rr.pick(["num", "num", "num0", "long", "short"])
        elif code == "CA":
            self.dstyle = rr.pick(["iso", "iso", "long", "short"])
        else:
            self.dstyle = rr.pick(["num", "num", "long", "short", "dot", "ord", "abbr"])

    # ---------------------------------------------------------------- spelling
    def sp(self, uk, us):
        return uk if self.uk_spell else us

    # ---------------------------------------------------------------- dates
    def date(self, d, style=None):
        st = style or self.dstyle
        m, day, y = d.month, d.day, d.year
        if st == "iso":
            return "%04d-%02d-%02d" % (y, m, day)
        if self.code in ("US", "CA") and st in ("num", "num0"):
            if st == "num0" or self.code == "CA":
                return "%02d/%02d/%04d" % (m, day, y)
            return "%d/%d/%04d" % (m, day, y)
        if self.code in ("US", "CA") and st in ("long", "ord"):
            return "%s %d, %04d" % (MONTHS[m - 1], day, y)
        if self.code in ("US", "CA") and st in ("short", "abbr", "dot"):
            return "%s %d, %04d" % (MONTHS[m - 1][:3], day, y)
        if st in ("num", "num0"):
            return "%02d/%02d/%04d" % (day, m, y)
        if st == "long":
            return "%d %s %04d" % (day, MONTHS[m - 1], y)
        if st == "short":
            return "%d %s %04d" % (day, MONTHS[m - 1][:3], y)
        if st == "abbr":
            return "%02d-%s-%04d" % (day, MONTHS[m - 1][:3], y)
        if st == "dot":
            return "%02d.%02d.%02d" % (day, m, y % 100)
        if st == "ord":
            return "%s %s %04d" % (ordinal(day), MONTHS[m - 1], y)
        raise ValueError(st)

    def wdate(self, d):
        """weekday with date, one span"""
        wd = WEEKDAYS[d.weekday()]
        if self.code in ("US", "CA"):
            return "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year)
        if self.rr.chance(0.5):
            return "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)
        return "%s %02d/%02d/%04d" % (wd[:3], d.day, d.month, d.year)

    def monthyear(self, d):
        if self.rr.chance(0.7):
            return "%s %d" % (MONTHS[d.month - 1], d.year)
        return "%02d/%d" % (d.month, d.year)

    def sysdate(self, d):
        return "%04d-%02d-%02d" % (d.year, d.month, d.day) if self.rr.chance(0.6) else self.date(d, "num0")

    # ---------------------------------------------------------------- phones
    def phone(self, mobile=False):
        rr = self.rr
        c = self.code
        if c in ("US", "CA"):
            ac = rr.pick(["216", "312", "412", "517", "608", "612", "319", "314", "502", "615",
                          "919", "804", "404", "512", "602", "503", "206", "303", "402", "785"]
                         if c == "US" else ["416", "604", "403", "514", "902", "204", "306",
                                            "506", "709", "613", "780", "250", "905", "519"])
            ln = "01" + rr.digits(2)
            f = rr.pick(["({a}) 555-{l}", "{a}-555-{l}", "{a}.555.{l}", "+1 {a} 555 {l}"])
            return f.format(a=ac, l=ln)
        if c == "GB":
            if mobile:
                return rr.pick(["07700 555", "07911 555", "07555 0"]) + rr.digits(3)
            ac = rr.pick(["0113", "0161", "0114", "0115", "0117", "0121", "01632", "01904",
                          "01223", "0131", "0141", "029", "01752"])
            if len(ac) == 5:
                return ac + " 555" + rr.digits(3)
            if ac == "029":
                return "029 2555 " + rr.digits(4)
            return ac + " 555 " + rr.digits(4)
        if c == "IE":
            if mobile:
                return rr.pick(["08", "+353 8"]) + rr.pick(["5", "6", "7", "3"]) + " 555 " + rr.digits(4)
            return rr.pick(["(01)", "(021)", "(091)", "(061)", "(066)", "(074)", "(051)"]) + " 555 " + rr.digits(4)
        if c == "AU":
            if mobile:
                return "04" + rr.digits(2) + " 555 " + rr.digits(3)
            return rr.pick(["(02)", "(03)", "(07)", "(08)", "+61 2", "+61 3"]) + " 5550 " + rr.digits(4)
        if c == "NZ":
            if mobile:
                return rr.pick(["021", "022", "027"]) + " 555 " + rr.digits(4)
            return rr.pick(["(09)", "(07)", "(03)", "(04)", "(06)", "+64 9", "+64 3"]) + " 555 " + rr.digits(4)
        if c == "ZA":
            if mobile:
                return rr.pick(["082", "083", "072", "079", "+27 82"]) + " 555 " + rr.digits(4)
            return rr.pick(["021", "011", "031", "041", "012", "+27 21", "+27 11"]) + " 555 " + rr.digits(4)
        if c == "SG":
            if mobile:
                return rr.pick(["+65 9", "9", "8"]) + "555 " + rr.digits(4)
            return rr.pick(["+65 6", "6"]) + "555 " + rr.digits(4)
        raise ValueError(c)

    def ext(self):
        return " ext. " + self.rr.digits(4) if self.rr.chance(0.5) else " x" + self.rr.digits(4)

    def pager(self):
        rr = self.rr
        if self.code in ("US", "CA"):
            return rr.pick(["555-0", "555-1"]) + rr.digits(3)
        return "555" + rr.digits(1)

    # ---------------------------------------------------------------- places
    def town(self):
        return self.rr.pick(TOWNS[self.code])

    def state(self, long=False):
        c = self.code
        if c in ("US", "CA", "AU"):
            return self.rr.pick(STATES[c + "_LONG"] if long else STATES[c])
        if c in ("NZ", "ZA"):
            return self.rr.pick(STATES[c])
        return None

    def county(self):
        return self.rr.pick(COUNTIES[self.code]) if self.code in COUNTIES else None

    def postcode(self):
        rr = self.rr
        c = self.code
        if c == "US":
            z = "%05d" % rr.int(10000, 99899)
            return z + ("-" + rr.digits(4) if rr.chance(0.15) else "")
        if c == "GB":
            area = rr.pick(["BX", "LS", "M", "KT", "NR", "CA", "TA", "ST", "CH", "NE", "DT",
                            "LN", "SY", "LL", "KY", "AB", "EX", "PL", "HD", "WF"])
            return "%s%d %d%s" % (area, rr.int(1, 29), rr.int(0, 9), rr.letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "IE":
            return rr.pick(["D08", "D15", "T12", "T23", "H91", "V94", "V92", "F92", "Y35",
                            "X91", "R95", "N91"]) + " " + rr.letters(1) + rr.digits(1) + rr.letters(2, "ACDEFHKNPRTVWXY")
        if c == "CA":
            a = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (rr.letters(1, a), rr.int(0, 9), rr.letters(1, a),
                                      rr.int(0, 9), rr.letters(1, a), rr.int(0, 9))
        if c in ("AU", "NZ", "ZA"):
            return "%04d" % rr.int(200 if c != "AU" else 800, 7999)
        if c == "SG":
            return "%06d" % rr.int(100000, 829999)
        raise ValueError(c)

    def stem(self):
        return self.rr.pick(STREET_STEMS + STEMS_LOCAL[self.code])

    def street(self, plain=False):
        rr = self.rr
        c = self.code
        stem = self.stem()
        suf = rr.pick(SUFFIX[c])
        num = rr.int(1, 240)
        if plain and c != "SG":
            return "%d %s %s" % (num, stem, suf)
        if c == "US":
            s = "%d %s %s" % (rr.int(100, 9899), stem, suf)
            if rr.chance(0.25):
                s += rr.pick([", Apt ", " Apt. ", ", Unit ", " #"]) + str(rr.int(1, 30)) + rr.pick(["", "B", "C"])
            return s
        if c == "CA":
            s = "%d %s %s" % (rr.int(10, 3999), stem, suf)
            if rr.chance(0.3):
                s = rr.pick(["Apt ", "Unit ", "Suite "]) + str(rr.int(101, 2405)) + ", " + s
            return s
        if c == "AU":
            if rr.chance(0.3):
                return "%d/%d %s %s" % (rr.int(1, 24), num, stem, suf)
            return "%d %s %s" % (num, stem, suf)
        if c == "NZ":
            return "%d%s %s %s" % (num, rr.pick(["", "", "A", "B"]), stem, suf)
        if c == "SG":
            return "Blk %d %s %s, #%02d-%03d" % (rr.int(101, 899), stem, suf, rr.int(2, 25), rr.int(1, 399))
        if c == "GB" and rr.chance(0.15):
            return "%s, %d %s %s" % (rr.pick(HOUSE_NAMES), num, stem, suf)
        if c in ("GB", "IE") and rr.chance(0.2):
            return "Flat %d, %d %s %s" % (rr.int(1, 12), num, stem, suf)
        if c == "IE" and rr.chance(0.2):
            return "%d %s" % (num, rr.pick(["Ard na Greine", "Cluain Mhuire", "Radharc na Mara",
                                            "Pairc an Chrainn", "Bothar an Phiarsaigh"]))
        return "%d %s %s" % (num, stem, suf)

    def address(self, oneline=False, with_country=False, town=None, plain=False):
        """Address as a list of pieces."""
        rr = self.rr
        c = self.code
        sep = ", " if oneline else "\n"
        out = [("STREET", self.street(plain)), sep]
        t = town or self.town()
        if c == "US":
            out += [("CITY", t), ", ", ("STATE", self.state()), " ", ("ZIP", self.postcode())]
        elif c == "CA":
            out += [("CITY", t), " ", ("STATE", self.state()), "  " if not oneline else " ",
                    ("ZIP", self.postcode())]
        elif c == "AU":
            out += [("CITY", t), " ", ("STATE", self.state()), " ", ("ZIP", self.postcode())]
        elif c == "NZ":
            out += [("CITY", t), " ", ("ZIP", self.postcode())]
        elif c == "ZA":
            out += [("CITY", t), sep, ("STATE", self.state()), sep, ("ZIP", self.postcode())]
        elif c == "SG":
            out = [("STREET", self.street(plain)), sep, ("COUNTRY", "Singapore"), " ", ("ZIP", self.postcode())]
        elif c == "GB":
            out += [("CITY", t), sep]
            if rr.chance(0.5):
                out += [("CITY", self.county()), sep]
            out += [("ZIP", self.postcode())]
        elif c == "IE":
            out += [("CITY", t), sep, "Co. ", ("CITY", self.county())]
            if rr.chance(0.8):
                out += [sep, ("ZIP", self.postcode())]
        if with_country and c != "SG":
            out += [sep, ("COUNTRY", self.name if c != "US" else "USA")]
        return out

    def hospital(self, town=None):
        f = self.rr.pick(HOSP_FORMS[self.code])
        return f.format(t=town or self.town(), s=self.rr.pick(SAINTS))

    def practice(self):
        f = self.rr.pick(PRACTICE_FORMS[self.code])
        return f.format(t=self.town(), st=self.stem(), s=self.rr.pick(SAINTS))

    def pharmacy(self):
        rr = self.rr
        return rr.pick(["{t} Pharmacy", "{s} Chemist", "{s} Pharmacy", "{t} Community Pharmacy"]).format(
            t=self.town(), s=self.stem())

    def email(self, person=None, dept=None):
        dom = self.rr.pick(["example.com", "example.org", "example.net"])
        if person is not None:
            f = ascii_slug(person.first)
            l = ascii_slug(person.last)
            local = self.rr.pick([f + "." + l, f[0] + l, f + l + str(self.rr.int(1, 99)),
                                  l + "." + f[0], f + "_" + l])
        else:
            local = dept or "lipidclinic"
        return local + "@" + dom

    def url(self, path):
        rr = self.rr
        host = rr.pick(["www.example.org", "www.example.com", "example.net", "portal.example.org",
                        "www.example.net"])
        return (rr.pick(["", "https://"]) + host + "/" + path)

    # ---------------------------------------------------------------- identifiers
    def mrn(self):
        """(label text, value) of the local hospital number"""
        rr = self.rr
        c = self.code
        if c == "US":
            return rr.pick(["MRN", "MRN #", "Med Rec #"]), rr.pick(["", "E", "00"]) + rr.digits(7)
        if c == "GB":
            return rr.pick(["Hosp No", "Hospital No.", "Unit No", "RXN"]), rr.pick(["K", "RX", "H", "M"]) + rr.digits(7)
        if c == "IE":
            return rr.pick(["MRN", "Hosp. No.", "Chart No."]), rr.digits(7)
        if c == "CA":
            return rr.pick(["MRN", "Chart #", "Hosp #"]), rr.digits(rr.pick([7, 8, 9]))
        if c == "AU":
            return rr.pick(["UR", "URN", "MRN"]), rr.digits(rr.pick([6, 7]))
        if c == "NZ":
            return "Hosp No", rr.letters(1) + rr.digits(6)
        if c == "ZA":
            return rr.pick(["Hosp No", "Folder No", "File No"]), rr.digits(rr.pick([8, 10]))
        if c == "SG":
            return rr.pick(["MRN", "Case No"]), rr.digits(2) + rr.letters(1) + rr.digits(6)

    def national(self):
        """(label, value, TYPE) of the national health/person number, or None"""
        rr = self.rr
        c = self.code
        if c == "GB":
            return rr.pick(["NHS No", "NHS number", "NHS No."]), "%s %s %s" % (rr.digits(3), rr.digits(3), rr.digits(4)), "MRN"
        if c == "NZ":
            return "NHI", rr.letters(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + rr.digits(4), "MRN"
        if c == "AU":
            return "Medicare No", "%s %s %s" % (rr.pick(["2", "3", "4", "5", "6"]) + rr.digits(3), rr.digits(5), rr.int(1, 5)), "HEALTHPLAN"
        if c == "CA":
            prov = rr.pick(["OHIP", "Health Card #", "PHN", "MSP #", "HCN"])
            return prov, "%s-%s-%s-%s" % (rr.digits(4), rr.digits(3), rr.digits(3), rr.letters(2)), "HEALTHPLAN"
        if c == "IE":
            return rr.pick(["Medical Card No", "GMS No"]), rr.digits(6) + rr.letters(1), "HEALTHPLAN"
        if c == "US":
            return rr.pick(["Member ID", "Member #", "Subscriber ID"]), rr.letters(3) + rr.digits(9), "HEALTHPLAN"
        if c == "ZA":
            return "Medical aid no", rr.digits(8), "HEALTHPLAN"
        if c == "SG":
            return "NRIC", rr.pick(["S", "T"]) + "9" + rr.digits(6) + rr.letters(1), "SSN"

    def ssn(self, dob=None):
        """(label, value, TYPE) for an SSN-like number starting with 9 or 000"""
        rr = self.rr
        c = self.code
        if c == "US":
            return "SSN", "9%s-%s-%s" % (rr.digits(2), rr.digits(2), rr.digits(4)), "SSN"
        if c == "GB":
            return rr.pick(["NI No", "NINO", "National Insurance No"]), "%s 9%s %s %s %s" % (
                rr.letters(2, "ABCEGHJKLMNPRSTWXYZ"), rr.digits(1), rr.digits(2), rr.digits(2), rr.pick("ABCD")), "SSN"
        if c == "IE":
            return "PPSN", "9" + rr.digits(6) + rr.letters(1) + rr.pick(["", "A", "W"]), "SSN"
        if c == "CA":
            return "SIN", "9%s %s %s" % (rr.digits(2), rr.digits(3), rr.digits(3)), "SSN"
        if c == "AU":
            return "TFN", "000 %s %s" % (rr.digits(3), rr.digits(3)), "SSN"
        if c == "NZ":
            return "IRD No", "000-%s-%s" % (rr.digits(3), rr.digits(3)), "SSN"
        if c == "ZA":
            yy = "9" + rr.digits(1)
            if dob is not None and 1990 <= dob.year <= 1999:
                yy = "%02d" % (dob.year % 100)
                return "ID No", "%s%02d%02d%s" % (yy, dob.month, dob.day, rr.digits(7)), "SSN"
            return "Passport No", "A000" + rr.digits(5), "IDNUM"
        if c == "SG":
            return "NRIC", rr.pick(["S", "T"]) + "9" + rr.digits(6) + rr.letters(1), "SSN"

    def license(self, role="doctor"):
        """(label, value) of a professional registration/licence number"""
        rr = self.rr
        c = self.code
        if c == "US":
            if role == "dea":
                return "DEA", rr.letters(2) + rr.digits(7)
            return rr.pick(["NPI", "NPI #"]), rr.pick(["1", "1"]) + rr.digits(9)
        if c == "GB":
            if role == "nurse":
                return "NMC PIN", rr.digits(2) + rr.letters(1) + rr.digits(4) + rr.letters(1)
            if role == "ahp":
                return "HCPC", "DT" + rr.digits(6)
            return "GMC", rr.pick(["6", "7"]) + rr.digits(6)
        if c == "IE":
            if role == "nurse":
                return "NMBI PIN", rr.digits(6)
            if role == "ahp":
                return "CORU reg", "DI" + rr.digits(6)
            return "IMC", rr.digits(6)
        if c == "CA":
            return rr.pick(["CPSO #", "CPSBC #", "Licence #"]), rr.digits(5)
        if c == "AU":
            if role == "nurse":
                return "AHPRA", "NMW" + rr.digits(10)
            if role == "ahp":
                return "APD no.", rr.digits(6)
            return rr.pick(["AHPRA", "Prov No"]), ("MED" + rr.digits(10)) if rr.chance(0.6) else (rr.digits(6) + rr.letters(2))
        if c == "NZ":
            return rr.pick(["MCNZ", "HPI-CPN"]), rr.digits(5) if rr.chance(0.5) else rr.digits(2) + rr.letters(4)
        if c == "ZA":
            return "HPCSA", rr.pick(["MP", "DT", "PS"]) + rr.digits(7)
        if c == "SG":
            return "MCR", "M" + rr.digits(5) + rr.letters(1)

    def plate(self):
        rr = self.rr
        c = self.code
        if c == "GB":
            return "%s%02d %s" % (rr.letters(2), rr.pick([15, 16, 17, 18, 19, 65, 66, 67, 68, 69, 70, 21, 71]), rr.letters(3))
        if c == "IE":
            return "%d-%s-%d" % (rr.pick([151, 162, 171, 182, 191, 201, 212, 221]),
                                 rr.pick(["C", "D", "G", "KY", "MO", "L", "WX", "T", "CE"]), rr.int(1, 29999))
        if c == "US":
            return rr.pick(["%d%s%d" % (rr.int(1, 9), rr.letters(3), rr.int(100, 999)),
                            "%s-%s" % (rr.letters(3), rr.digits(4))])
        if c == "CA":
            return "%s %s" % (rr.letters(4), rr.digits(3))
        if c == "AU":
            return "%s%s%s" % (rr.digits(1), rr.letters(3), rr.digits(3)) if rr.chance(0.5) else "%s-%s" % (rr.letters(3), rr.digits(3))
        if c == "NZ":
            return rr.letters(3) + rr.digits(3)
        if c == "ZA":
            return "%s %s %s GP" % (rr.letters(2), rr.digits(2), rr.letters(2))
        if c == "SG":
            return "S%s%s%s" % (rr.letters(2), rr.digits(4), rr.letters(1))

    def doc_title(self):
        return "Dr." if self.us else "Dr"


def rand_date(rr, y0, y1):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 28).toordinal()
    return dt.date.fromordinal(rr.int(start, end))


def add_days(d, n):
    return dt.date.fromordinal(d.toordinal() + n)


def dob_for_age(rr, on, age):
    y = on.year - age
    d = dt.date(y, rr.int(1, 12), rr.int(1, 28))
    if (d.month, d.day) > (on.month, on.day):
        d = dt.date(y - 1, d.month, d.day)
    return d


def age_on(dob, on):
    return on.year - dob.year - ((on.month, on.day) < (dob.month, dob.day))


def weekday_on_or_after(d):
    """clinic appointments fall on weekdays"""
    while d.weekday() >= 5:
        d = add_days(d, 1)
    return d
