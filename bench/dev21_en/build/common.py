"""Rendering engine and per-note context for dev21_en.

A template is a string with
  <<a|b|c>>   a random alternative (no nesting; an empty alternative is allowed),
  {KEY}       a value from the note context.
A context value is a plain str (not PHI), a (text, TYPE) tuple (one gold span), or a list of those.
"""
import datetime
import re

from pools import (FEMALE, MALE, NICKNAMES, SURNAMES, TOWNS, STATES, STREET_NAMES, HOSP_ROOTS, SAINTS,
                   HOSP_PATTERNS, CLINIC_PATTERNS, PHARM_PATTERNS, CARE_PATTERNS, WARDS, ORGS, SCHOOLS,
                   CHURCHES, INSURERS, LANDMARKS, BUILDINGS, JOBS, COUNTRIES, SPECIALTIES)

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

ALT = re.compile(r"<<([^<>]*)>>")
PH = re.compile(r"\{(\w+)\}")


def expand_alts(tpl, rng):
    while True:
        m = ALT.search(tpl)
        if not m:
            return tpl
        tpl = tpl[:m.start()] + rng.choice(m.group(1).split("|")) + tpl[m.end():]


def segs(val):
    if isinstance(val, str):
        return [(val, None)]
    if isinstance(val, tuple):
        return [val]
    out = []
    for v in val:
        out.extend(segs(v))
    return out


def render(tpl, ctx, rng):
    tpl = expand_alts(tpl, rng)
    out, spans, n, last = [], [], 0, 0
    plain = []
    for m in PH.finditer(tpl):
        lit = tpl[last:m.start()]
        out.append(lit)
        plain.append(lit)
        n += len(lit)
        key = m.group(1)
        if key not in ctx:
            raise KeyError("template key %r missing" % key)
        for text, typ in segs(ctx[key]):
            if typ:
                spans.append({"start": n, "end": n + len(text), "label": LABEL_OF[typ], "type": typ, "text": text})
            else:
                plain.append(text)
            out.append(text)
            n += len(text)
        last = m.end()
    out.append(tpl[last:])
    plain.append(tpl[last:])
    return "".join(out), spans, "\x00".join(plain)


# ---------------------------------------------------------------- helpers
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
       "seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("" if o == 0 else "-" + ONES[o])
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + ("" if r == 0 else " and " + words(r))


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def initial(s):
    s = s.replace("'", "")
    return s[0].upper()


class Person:
    def __init__(self, rng, sex=None, surname=None):
        self.sex = sex or rng.choice("FM")
        self.given = rng.choice(FEMALE if self.sex == "F" else MALE)
        self.surname = surname or rng.choice(SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW")
        nicks = NICKNAMES.get(self.given)
        self.nick = rng.choice(nicks) if nicks else self.given

    full = property(lambda s: "%s %s" % (s.given, s.surname))
    fullmi = property(lambda s: "%s %s. %s" % (s.given, s.mid, s.surname))
    fi = property(lambda s: "%s %s." % (s.given, initial(s.surname)))
    fin = property(lambda s: "%s %s" % (s.given, initial(s.surname)))
    lf = property(lambda s: "%s, %s" % (s.surname, s.given))
    caps = property(lambda s: "%s, %s" % (s.surname.upper(), s.given.upper()))
    capsmi = property(lambda s: "%s, %s %s" % (s.surname.upper(), s.given.upper(), s.mid))
    ini = property(lambda s: initial(s.given) + initial(s.surname))
    inid = property(lambda s: "%s.%s." % (initial(s.given), initial(s.surname)))
    il = property(lambda s: "%s. %s" % (initial(s.given), s.surname))
    ab = property(lambda s: "%s.%s. %s" % (initial(s.given), s.mid, s.surname))


# ---------------------------------------------------------------- locales
class Locale:
    code = "US"

    def __init__(self, rng):
        self.r = rng

    # dates -----------------------------------------------------------
    def d_num(self, d):
        return self.r.choice(["%d/%d/%d" % (d.month, d.day, d.year), "%02d/%02d/%d" % (d.month, d.day, d.year),
                              "%d/%d/%02d" % (d.month, d.day, d.year % 100)])

    def d_short(self, d):
        return "%d/%d" % (d.month, d.day)

    def d_long(self, d):
        return self.r.choice(["%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year),
                              "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)])

    def d_wd(self, d):
        w = d.weekday()
        return self.r.choice(["%s %s" % (WD3[w], self.d_short(d)), "%s, %s %d" % (WDAYS[w], MONTHS[d.month - 1], d.day),
                              "%s %s" % (WDAYS[w], self.d_short(d)), "%s, %s" % (WDAYS[w], self.d_long(d))])

    def d_mon(self, d):
        return "%s %d" % (self.r.choice([MONTHS[d.month - 1], MONTHS[d.month - 1][:3]]), d.day)

    holidays = ["Christmas", "Thanksgiving", "New Year's Day", "Memorial Day", "July 4th", "Labor Day", "Easter",
                "Christmas Eve", "Halloween", "the 4th of July"]

    # contacts --------------------------------------------------------
    areas = ["614", "503", "404", "313", "520", "802", "785", "402", "207", "720", "859", "515", "608", "505",
             "919", "615", "612", "937", "541"]

    def phone(self):
        a, x = self.r.choice(self.areas), "01%02d" % self.r.randint(0, 99)
        p = self.r.choice(["(%s) 555-%s" % (a, x), "%s-555-%s" % (a, x), "%s.555.%s" % (a, x),
                           "+1 %s 555 %s" % (a, x), "%s 555 %s" % (a, x), "1-%s-555-%s" % (a, x)])
        if self.r.random() < 0.12:
            p += self.r.choice([" ext. %d", " x%d", " ext %d"]) % self.r.randint(10, 4999)
        return p

    def pager(self):
        return self.r.choice(["%d-%04d" % (self.r.randint(2, 9), self.r.randint(0, 9999)), "%04d" % self.r.randint(1000, 9999),
                              "%05d" % self.r.randint(10000, 99999)])

    # addresses -------------------------------------------------------
    def street(self):
        s = "%d %s" % (self.r.randint(2, 9800), self.r.choice(STREET_NAMES["US"]))
        if self.r.random() < 0.3:
            s += self.r.choice([", Apt %d", " Apt %d", ", Unit %d", " #%d"]) % self.r.randint(1, 40)
        return s

    def state(self):
        full, ab = self.r.choice(STATES["US"])
        return ab if self.r.random() < 0.75 else full

    def zipc(self):
        z = "%05d" % self.r.randint(10000, 99899)
        return z + ("-%04d" % self.r.randint(0, 9999) if self.r.random() < 0.1 else "")

    def addr(self, ctx):
        return [(ctx["_street"], "STREET"), ", ", (ctx["_city"], "CITY"), ", ", (ctx["_state"], "STATE"), " ",
                (ctx["_zip"], "ZIP")]

    # IDs -------------------------------------------------------------
    mrn_labels = ["MRN", "MRN:", "MR#", "Med Rec #"]

    def mrn(self):
        return self.r.choice(["%08d" % self.r.randint(0, 99999999), "%07d" % self.r.randint(0, 9999999),
                              "E%07d" % self.r.randint(0, 9999999), "%03d-%02d-%02d" % (self.r.randint(0, 999), self.r.randint(0, 99), self.r.randint(0, 99))])

    nat_labels = ["SSN", "SSN:", "Social Security #"]

    def nat(self):
        return "%03d-%02d-%04d" % (self.r.randint(900, 999), self.r.randint(10, 99), self.r.randint(1, 9999))

    plan_labels = ["Member ID", "Member ID:", "Subscriber ID", "Medicaid ID", "Policy #"]

    def plan(self):
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        return self.r.choice(["%s%s%s%06d" % (self.r.choice(L), self.r.choice(L), self.r.choice(L), self.r.randint(0, 999999)),
                              "%09d%s" % (self.r.randint(0, 999999999), self.r.choice(L)),
                              "W%08d" % self.r.randint(0, 99999999)])

    lic_labels = ["NPI", "DEA #", "DEA", "State license #"]

    def lic(self, lab):
        L = "ABFGMX"
        if lab.startswith("NPI"):
            return "1%09d" % self.r.randint(0, 999999999)
        if lab.startswith("DEA"):
            return "%s%s%07d" % (self.r.choice(L), self.r.choice("ABCDEFGHKLMPRSTW"), self.r.randint(0, 9999999))
        return self.r.choice(["MD%06d" % self.r.randint(0, 999999), "%d-%05d" % (self.r.randint(10, 99), self.r.randint(0, 99999))])

    def plate(self):
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return "%d%s%s%s%03d" % (self.r.randint(1, 9), self.r.choice(L), self.r.choice(L), self.r.choice(L), self.r.randint(0, 999))

    pcp = ["PCP", "primary care doctor", "PCP"]
    er = ["the ER", "the ED", "urgent care", "the emergency room"]
    mobile = ["cell", "cell phone", "mobile"]
    zipword = "ZIP"
    mum = ["mom", "mother"]
    dad = ["dad", "father"]
    junior = ["resident", "intern", "PGY-2", "night float"]


class UK(Locale):
    code = "UK"
    holidays = ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day", "Christmas Day", "Good Friday",
                "the August bank holiday", "Bonfire Night"]
    mrn_labels = ["Hosp no.", "Hospital No:", "NHS no.", "NHS number", "MRN"]
    nat_labels = ["NI number", "NI no.", "National Insurance no."]
    plan_labels = ["membership no.", "policy no.", "Membership number:"]
    lic_labels = ["GMC", "GMC no.", "NMC PIN", "GPhC no."]
    pcp = ["GP", "GP", "own GP"]
    er = ["A&E", "A&E", "the ED", "111"]
    mobile = ["mobile", "mob"]
    zipword = "postcode"
    mum = ["mum", "mother"]
    junior = ["reg", "SHO", "FY1", "registrar", "F2"]

    def d_num(self, d):
        return self.r.choice(["%02d/%02d/%d" % (d.day, d.month, d.year), "%d/%d/%02d" % (d.day, d.month, d.year % 100),
                              "%02d.%02d.%d" % (d.day, d.month, d.year), "%d/%d/%d" % (d.day, d.month, d.year)])

    def d_short(self, d):
        return "%d/%d" % (d.day, d.month)

    def d_long(self, d):
        return self.r.choice(["%d %s %d" % (d.day, MONTHS[d.month - 1], d.year), "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year),
                              "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)])

    def d_wd(self, d):
        w = d.weekday()
        return self.r.choice(["%s %s" % (WD3[w], self.d_short(d)), "%s %d %s" % (WDAYS[w], d.day, MONTHS[d.month - 1]),
                              "%s %s %s" % (WDAYS[w], ordinal(d.day), MONTHS[d.month - 1]), "%s %s" % (WDAYS[w], self.d_long(d))])

    def d_mon(self, d):
        return self.r.choice(["%d %s" % (d.day, MONTHS[d.month - 1]), "%s %s" % (ordinal(d.day), MONTHS[d.month - 1]),
                              "%d %s" % (d.day, MONTHS[d.month - 1][:3])])

    def phone(self):
        x = "%03d" % self.r.randint(0, 999)
        return self.r.choice(["07700 900%s" % x, "07700 900 %s" % x, "+44 7700 900%s" % x, "01632 960%s" % x,
                              "(01632) 960%s" % x, "020 7946 0%s" % x, "0113 496 0%s" % x, "+44 (0)1632 960%s" % x])

    def pager(self):
        return self.r.choice(["%04d" % self.r.randint(1000, 9999), "%d%03d" % (self.r.randint(1, 8), self.r.randint(0, 999))])

    def street(self):
        s = "%d %s" % (self.r.randint(1, 240), self.r.choice(STREET_NAMES["UK"]))
        if self.r.random() < 0.25:
            s = self.r.choice(["Flat %d, ", "Flat %d ", "%d "]) % self.r.randint(1, 30) + s if self.r.random() < 0.6 else \
                "%s Cottage, %s" % (self.r.choice(["Rose", "Ivy", "Hill", "Brook"]), s)
        return s

    def state(self):
        return self.r.choice(STATES["UK"])[0]

    def zipc(self):
        L = "ABDEFGHJLNPQRSTUWXYZ"
        area = self.r.choice(["LS", "KT", "NE", "HX", "BD", "CB", "SO", "DN", "TR", "YO", "WF", "GL"])
        return "%s%d %d%s%s" % (area, self.r.randint(1, 29), self.r.randint(0, 9), self.r.choice(L), self.r.choice(L))

    def addr(self, ctx):
        a = [(ctx["_street"], "STREET"), ", ", (ctx["_city"], "CITY"), ", "]
        if self.r.random() < 0.4:
            a += [(ctx["_county"], "CITY"), " "]
        return a + [(ctx["_zip"], "ZIP")]

    def mrn(self):
        return self.r.choice(["999 %03d %04d" % (self.r.randint(0, 999), self.r.randint(0, 9999)),
                              "%s%07d" % (self.r.choice("KRTMH"), self.r.randint(0, 9999999)),
                              "RX%06d" % self.r.randint(0, 999999)])

    def nat(self):
        return "QQ %02d %02d %02d %s" % (self.r.randint(0, 99), self.r.randint(0, 99), self.r.randint(0, 99), self.r.choice("ABCD"))

    def plan(self):
        return self.r.choice(["%08d" % self.r.randint(0, 99999999), "WH-%06d" % self.r.randint(0, 999999),
                              "AXP%07d" % self.r.randint(0, 9999999)])

    def lic(self, lab):
        if lab.startswith("NMC"):
            return "%02d%s%04d%s" % (self.r.randint(0, 99), self.r.choice("ABCDEFGHI"), self.r.randint(0, 9999), self.r.choice("ABCDEO"))
        return "%07d" % self.r.randint(2000000, 7999999)

    def plate(self):
        L = "ABCDEFGHJKLMNOPRSTUVWXY"
        return "%s%s%02d %s%s%s" % (self.r.choice(L), self.r.choice(L), self.r.randint(10, 24), self.r.choice(L), self.r.choice(L), self.r.choice(L))


class CA(Locale):
    code = "CA"
    holidays = ["Canada Day", "Thanksgiving", "Victoria Day", "Christmas", "Boxing Day", "New Year's Day",
                "Family Day", "the Civic Holiday"]
    areas = ["613", "416", "604", "403", "204", "902", "306", "506", "519", "250", "780"]
    mrn_labels = ["MRN", "Chart #", "MRN:", "Chart no."]
    nat_labels = ["SIN", "SIN:"]
    plan_labels = ["OHIP #", "Health card:", "PHN", "HCN", "Blue Cross ID"]
    lic_labels = ["CPSO #", "CPSO", "licence no.", "CPSBC #"]
    pcp = ["family doctor", "FP", "family physician"]
    er = ["the ER", "emerg", "the ED", "urgent care"]
    mobile = ["cell", "mobile"]
    zipword = "postal code"
    mum = ["mom", "mother"]
    junior = ["resident", "R2", "clerk", "R1"]

    def d_num(self, d):
        return self.r.choice(["%d-%02d-%02d" % (d.year, d.month, d.day), "%d/%02d/%02d" % (d.year, d.month, d.day),
                              "%02d/%02d/%d" % (d.day, d.month, d.year)])

    def d_short(self, d):
        return self.r.choice(["%s %d" % (MONTHS[d.month - 1][:3], d.day), "%02d-%02d" % (d.month, d.day)])

    def d_long(self, d):
        return self.r.choice(["%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year), "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)])

    def street(self):
        s = "%d %s" % (self.r.randint(2, 9800), self.r.choice(STREET_NAMES["CA"]))
        if self.r.random() < 0.3:
            s = "%d-%s" % (self.r.randint(101, 2400), s) if self.r.random() < 0.5 else s + ", Unit %d" % self.r.randint(1, 30)
        return s

    def state(self):
        full, ab = self.r.choice(STATES["CA"])
        return ab if self.r.random() < 0.7 else full

    def zipc(self):
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (self.r.choice("KLMNPTRV"), self.r.randint(0, 9), self.r.choice(L), self.r.randint(0, 9), self.r.choice(L), self.r.randint(0, 9))

    def mrn(self):
        return self.r.choice(["%07d" % self.r.randint(0, 9999999), "H%08d" % self.r.randint(0, 99999999)])

    def nat(self):
        return "0%02d %03d %03d" % (self.r.randint(0, 99), self.r.randint(0, 999), self.r.randint(0, 999))

    def plan(self):
        return self.r.choice(["%04d-%03d-%03d-%s%s" % (self.r.randint(1000, 9999), self.r.randint(0, 999), self.r.randint(0, 999), self.r.choice("ABCDKLMX"), self.r.choice("ABCDKLMX")),
                              "9%03d %03d %03d" % (self.r.randint(0, 999), self.r.randint(0, 999), self.r.randint(0, 999)),
                              "%010d" % self.r.randint(0, 9999999999)])

    def lic(self, lab):
        return "%05d" % self.r.randint(10000, 99999)

    def plate(self):
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return "%s%s%s%s %03d" % (self.r.choice(L), self.r.choice(L), self.r.choice(L), self.r.choice(L), self.r.randint(0, 999))


class AU(UK):
    code = "AU"
    holidays = ["Anzac Day", "Australia Day", "Christmas", "Boxing Day", "Easter", "the King's Birthday",
                "Melbourne Cup day", "New Year's Eve"]
    mrn_labels = ["UR", "UR no.", "URN", "MRN"]
    nat_labels = ["CRN", "Centrelink CRN"]
    plan_labels = ["Medicare no.", "Medicare:", "DVA file no.", "health fund member no."]
    lic_labels = ["AHPRA", "AHPRA reg.", "prescriber no."]
    pcp = ["GP", "regular GP"]
    er = ["ED", "the ED", "emergency"]
    mobile = ["mobile", "mob"]
    zipword = "postcode"
    mum = ["mum", "mother"]
    junior = ["reg", "RMO", "intern", "registrar"]

    def phone(self):
        return self.r.choice(["0491 570 %03d" % self.r.randint(0, 999), "0491 57%d %03d" % (self.r.randint(0, 9), self.r.randint(0, 999)),
                              "(02) 5550 %04d" % self.r.randint(0, 9999), "(03) 5550 %04d" % self.r.randint(0, 9999),
                              "+61 491 570 %03d" % self.r.randint(0, 999), "(07) 5550 %04d" % self.r.randint(0, 9999)])

    def street(self):
        s = "%d %s" % (self.r.randint(1, 400), self.r.choice(STREET_NAMES["AU"]))
        if self.r.random() < 0.3:
            s = "%d/%s" % (self.r.randint(1, 40), s)
        return s

    def state(self):
        full, ab = self.r.choice(STATES["AU"])
        return ab if self.r.random() < 0.8 else full

    def zipc(self):
        return "%04d" % self.r.randint(2000, 7999)

    def addr(self, ctx):
        return [(ctx["_street"], "STREET"), ", ", (ctx["_city"], "CITY"), " ", (ctx["_state"], "STATE"), " ", (ctx["_zip"], "ZIP")]

    def mrn(self):
        return self.r.choice(["%06d" % self.r.randint(0, 999999), "%07d" % self.r.randint(0, 9999999)])

    def nat(self):
        return "%03d %03d %03d%s" % (self.r.randint(200, 699), self.r.randint(0, 999), self.r.randint(0, 999), self.r.choice("ABCHJKLT"))

    def plan(self):
        return self.r.choice(["%04d %05d %d" % (self.r.randint(2000, 6999), self.r.randint(0, 99999), self.r.randint(1, 9)),
                              "%04d%05d%d" % (self.r.randint(2000, 6999), self.r.randint(0, 99999), self.r.randint(1, 9)),
                              "NX%06d" % self.r.randint(0, 999999)])

    def lic(self, lab):
        if lab.startswith("prescriber"):
            return "%07d" % self.r.randint(0, 9999999)
        return "%s%010d" % (self.r.choice(["MED", "NMW", "PHA"]), self.r.randint(0, 9999999999))

    def plate(self):
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return self.r.choice(["%d%s%s%s %03d" % (self.r.randint(1, 9), self.r.choice(L), self.r.choice(L), self.r.choice(L), self.r.randint(0, 999)),
                              "%s%s%s-%03d" % (self.r.choice(L), self.r.choice(L), self.r.choice(L), self.r.randint(0, 999))])


class IE(UK):
    code = "IE"
    holidays = ["St. Patrick's Day", "Christmas", "Easter", "St Stephen's Day", "the June bank holiday",
                "New Year's Day", "Halloween"]
    mrn_labels = ["MRN", "Hosp no.", "Chart no.", "MRN:"]
    nat_labels = ["PPSN", "PPS no.", "PPS number"]
    plan_labels = ["medical card no.", "GMS no.", "policy no.", "VHI no."]
    lic_labels = ["IMC no.", "IMC", "NMBI PIN"]
    pcp = ["GP", "own GP"]
    er = ["the ED", "A&E", "SouthDoc", "the out-of-hours"]
    zipword = "Eircode"
    junior = ["reg", "SHO", "intern", "registrar"]

    def phone(self):
        return self.r.choice(["087 555 %04d" % self.r.randint(0, 9999), "085-555-%04d" % self.r.randint(0, 9999),
                              "(01) 555 %04d" % self.r.randint(0, 9999), "+353 87 555 %04d" % self.r.randint(0, 9999),
                              "021 455 %04d" % self.r.randint(0, 9999)])

    def street(self):
        s = "%d %s" % (self.r.randint(1, 120), self.r.choice(STREET_NAMES["IE"]))
        if self.r.random() < 0.25:
            s = "Apt %d, %s" % (self.r.randint(1, 40), s)
        return s

    def state(self):
        return self.r.choice(STATES["IE"])[0]

    def zipc(self):
        L = "ACDEFHKNPRTVWXY"
        return "%s%02d %s%d%s%d" % (self.r.choice("ADEFHKNPRTVWXY"), self.r.randint(1, 99), self.r.choice(L), self.r.randint(0, 9), self.r.choice(L), self.r.randint(0, 9))

    def addr(self, ctx):
        return [(ctx["_street"], "STREET"), ", ", (ctx["_city"], "CITY"), ", ", (ctx["_county"], "CITY"), ", ", (ctx["_zip"], "ZIP")]

    def mrn(self):
        return "%07d" % self.r.randint(0, 9999999)

    def nat(self):
        return "%07d%s%s" % (self.r.randint(0, 9999999), self.r.choice("ABCDEFGHKLMNPTW"), self.r.choice(["A", "W", "", "H"]))

    def plan(self):
        return self.r.choice(["%07d%s" % (self.r.randint(0, 9999999), self.r.choice("ABCDKLMX")), "%08d" % self.r.randint(0, 99999999)])

    def lic(self, lab):
        if lab.startswith("NMBI"):
            return "%06d" % self.r.randint(0, 999999)
        return "%06d" % self.r.randint(0, 999999)

    def plate(self):
        return "%d-%s-%d" % (self.r.randint(141, 242), self.r.choice(["D", "C", "G", "KY", "MO", "WX", "L"]), self.r.randint(1, 29999))


class IN(UK):
    code = "IN"
    holidays = ["Diwali", "Holi", "Pongal", "Eid", "Christmas", "Onam", "Dussehra", "Independence Day", "Ganesh Chaturthi"]
    mrn_labels = ["UHID", "UHID:", "IP no.", "MRD no.", "Reg. no."]
    nat_labels = ["Aadhaar", "Aadhaar no."]
    plan_labels = ["policy no.", "TPA card no.", "CGHS card no.", "Policy No:"]
    lic_labels = ["KMC Reg. No.", "Reg. No.", "MCI Reg.", "TNMC no."]
    pcp = ["family physician", "local doctor", "GP"]
    er = ["casualty", "the emergency", "ER"]
    mobile = ["mobile", "mob.", "cell"]
    zipword = "PIN"
    mum = ["mother", "amma", "mummy"]
    junior = ["PG", "JR", "resident", "house surgeon"]

    def d_num(self, d):
        return self.r.choice(["%02d-%02d-%d" % (d.day, d.month, d.year), "%02d/%02d/%d" % (d.day, d.month, d.year),
                              "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)])

    def phone(self):
        return self.r.choice(["+91 99999 0%04d" % self.r.randint(0, 9999), "99999 0%04d" % self.r.randint(0, 9999),
                              "080-2555 %04d" % self.r.randint(0, 9999), "+91-80-2555-%04d" % self.r.randint(0, 9999),
                              "9999 90%04d" % self.r.randint(0, 9999), "044 2555 %04d" % self.r.randint(0, 9999)])

    def street(self):
        return self.r.choice(["%d, %s", "No. %d, %s", "Flat %dB, %s", "#%d %s"]) % (self.r.randint(1, 400), self.r.choice(STREET_NAMES["IN"]))

    def state(self):
        full, ab = self.r.choice(STATES["IN"])
        return full if self.r.random() < 0.85 else ab

    def zipc(self):
        return "%d%05d" % (self.r.randint(1, 8), self.r.randint(0, 99999))

    def addr(self, ctx):
        return [(ctx["_street"], "STREET"), ", ", (ctx["_city"], "CITY"), ", ", (ctx["_state"], "STATE"), " - ", (ctx["_zip"], "ZIP")]

    def mrn(self):
        return self.r.choice(["%s%d-%05d" % (self.r.choice(["MH", "KA", "SH", "AP"]), self.r.randint(2019, 2025), self.r.randint(0, 99999)),
                              "%09d" % self.r.randint(0, 999999999), "IP/%d/%05d" % (self.r.randint(2019, 2025), self.r.randint(0, 99999))])

    def nat(self):
        return "%d%03d %04d %04d" % (self.r.randint(2, 9), self.r.randint(0, 999), self.r.randint(0, 9999), self.r.randint(0, 9999))

    def plan(self):
        return self.r.choice(["PHI/%d/%06d" % (self.r.randint(2019, 2025), self.r.randint(0, 999999)),
                              "%s%08d" % (self.r.choice(["MS", "TPA", "HI"]), self.r.randint(0, 99999999)),
                              "%05d" % self.r.randint(0, 99999)])

    def lic(self, lab):
        return "%05d" % self.r.randint(10000, 99999)

    def plate(self):
        return "%s %02d %s%s %04d" % (self.r.choice(["KA", "MH", "TN", "KL", "TS"]), self.r.randint(1, 60), self.r.choice("ABCDEFGHJKMNPR"), self.r.choice("ABCDEFGHJKMNPR"), self.r.randint(1, 9999))


LOCALES = {"US": Locale, "UK": UK, "CA": CA, "AU": AU, "IE": IE, "IN": IN}


# ---------------------------------------------------------------- context
def choice_fmt(rng, pattern_list, **kw):
    return rng.choice(pattern_list).format(**kw)


def hospital(rng, code):
    return rng.choice(HOSP_PATTERNS[code]).format(r=rng.choice(HOSP_ROOTS), s=rng.choice(SAINTS))


def clinic(rng, code):
    return rng.choice(CLINIC_PATTERNS[code]).format(r=rng.choice(HOSP_ROOTS + TOWNS[code]))


def country_seg(c):
    if c.startswith("the "):
        return ["the ", (c[4:], "COUNTRY")]
    return [(c, "COUNTRY")]


def dr_title(rng):
    return rng.choice(["Dr. ", "Dr ", "Dr. ", "Dr ", "Prof. ", "Prof ", "Doctor "]) if rng.random() < 0.15 else rng.choice(["Dr. ", "Dr "])


def pt_title(rng, sex):
    if sex == "F":
        t = rng.choice(["Mrs", "Ms", "Ms", "Miss", "Mrs"])
    else:
        t = "Mr"
    return t + rng.choice([".", "", ""]) + " "


REL_SPOUSE = {"F": ["husband", "partner", "husband"], "M": ["wife", "partner", "wife"]}


def make_ctx(rng, code, child=False, today=None):
    loc = LOCALES[code](rng)
    c = {"_loc": loc}
    # ---- time
    if today is None:
        today = datetime.date(2022, 1, 1) + datetime.timedelta(days=rng.randint(0, 1300))
    if child:
        age = rng.choice([rng.randint(1, 17), rng.randint(1, 12), rng.randint(2, 9)])
    else:
        age = rng.choice([rng.randint(18, 95), rng.randint(40, 89), rng.randint(55, 85), rng.randint(90, 104) if rng.random() < 0.3 else rng.randint(25, 70)])
    dob = today - datetime.timedelta(days=365 * age + rng.randint(1, 360))
    # ---- people
    pt = Person(rng)
    dr1, dr2 = Person(rng), Person(rng)
    rn, ph, clk = Person(rng, sex=rng.choice("FFFM")), Person(rng), Person(rng)
    sx = pt.sex
    if child:
        frel = rng.choice(["mother", "father", "mum" if code != "US" else "mom", "dad", "grandmother"])
        prel = {"F": "daughter", "M": "son"}[sx]
    else:
        frel = rng.choice(REL_SPOUSE[sx] + ["daughter", "son", "sister", "brother", "neighbour" if code != "US" else "neighbor",
                                              "friend", "carer" if code != "US" else "caregiver", "niece"])
        prel = {"husband": "wife" if sx == "F" else "husband", "wife": "husband" if sx == "M" else "wife",
                "partner": "partner", "sister": "sister" if sx == "F" else "brother",
                "brother": "sister" if sx == "F" else "brother", "friend": "friend", "neighbour": "neighbour",
                "neighbor": "neighbor", "carer": "client", "caregiver": "client", "niece": "aunt" if sx == "F" else "uncle"}.get(frel)
        if prel is None:  # daughter/son
            prel = rng.choice(loc.mum) if sx == "F" else rng.choice(loc.dad)
    fsex = "F" if frel in ("wife", "daughter", "sister", "mother", "mum", "mom", "grandmother", "niece") else (
        "M" if frel in ("husband", "son", "brother", "father", "dad") else rng.choice("FM"))
    kin = frel not in ("friend", "neighbour", "neighbor", "carer", "caregiver")
    fam = Person(rng, sex=fsex, surname=pt.surname if kin and rng.random() < 0.6 else None)
    fam2 = Person(rng)
    c.update({
        "PT": (pt.full, "PATIENT"), "PT_MI": (pt.fullmi, "PATIENT"), "PT_FI": (pt.fi, "PATIENT"),
        "PT_FIN": (pt.fin, "PATIENT"), "PT_F": (pt.given, "PATIENT"), "PT_L": (pt.surname, "PATIENT"),
        "PT_LF": (pt.lf, "PATIENT"), "PT_CAPS": (rng.choice([pt.caps, pt.capsmi]), "PATIENT"),
        "PT_INI": (pt.ini, "PATIENT"), "PT_INID": (pt.inid, "PATIENT"), "PT_FLC": (pt.given.lower(), "PATIENT"),
        "PT_LC": (pt.full.lower(), "PATIENT"), "PT_NICK": (pt.nick, "PATIENT"), "PT_IL": (pt.il, "PATIENT"),
        "PT_TL": [pt_title(rng, sx), (pt.surname, "PATIENT")],
        "PT_TAB": [pt_title(rng, sx), (pt.ab, "PATIENT")],
        "PT_TFL": [pt_title(rng, sx), (pt.full, "PATIENT")],
        "PT_ANY": (rng.choice([pt.full, pt.fi, pt.given, pt.ini]), "PATIENT"),
        "TITLE": pt_title(rng, sx).strip(),
        "SEX": sx, "SEXW": "female" if sx == "F" else "male", "WOMAN": ("woman" if sx == "F" else "man") if not child else ("girl" if sx == "F" else "boy"),
        "he": "she" if sx == "F" else "he", "He": "She" if sx == "F" else "He", "his": "her" if sx == "F" else "his",
        "His": "Her" if sx == "F" else "His", "him": "her" if sx == "F" else "him",
        "FREL": frel, "PREL": prel,
        "FAM": (fam.full, "FAMILY"), "FAM_F": (fam.given, "FAMILY"), "FAM_LC": (fam.given.lower(), "FAMILY"),
        "FAM_FI": (fam.fi, "FAMILY"), "FAM_NICK": (fam.nick, "FAMILY"),
        "FAM2": (fam2.full, "FAMILY"), "FAM2_F": (fam2.given, "FAMILY"),
        "DR1": (dr1.full, "DOCTOR"), "DR1_L": (dr1.surname, "DOCTOR"), "DR1_F": (dr1.given, "DOCTOR"),
        "DR1_FI": (dr1.fi, "DOCTOR"), "DR1_FIN": (dr1.fin, "DOCTOR"), "DR1_LC": (dr1.surname.lower(), "DOCTOR"),
        "DR1_MI": (dr1.fullmi, "DOCTOR"), "DR1_INI": (dr1.ini, "DOCTOR"), "DR1_ini": (dr1.ini.lower(), "DOCTOR"),
        "DR1_T": [dr_title(rng), (dr1.surname, "DOCTOR")], "DR1_TF": [dr_title(rng), (rng.choice([dr1.fi, dr1.fin, dr1.full]), "DOCTOR")],
        "DR2": (dr2.full, "DOCTOR"), "DR2_L": (dr2.surname, "DOCTOR"), "DR2_F": (dr2.given, "DOCTOR"),
        "DR2_FI": (dr2.fi, "DOCTOR"), "DR2_T": [dr_title(rng), (dr2.surname, "DOCTOR")], "DR2_INI": (dr2.ini, "DOCTOR"),
        "DR2_LC": (dr2.surname.lower(), "DOCTOR"),
        "RN": (rn.full, "DOCTOR"), "RN_F": (rn.given, "DOCTOR"), "RN_L": (rn.surname, "DOCTOR"), "RN_FI": (rn.fi, "DOCTOR"),
        "PH": (ph.full, "DOCTOR"), "PH_F": (ph.given, "DOCTOR"), "CLK": (clk.full, "DOCTOR"), "CLK_F": (clk.given, "DOCTOR"),
        "CLK_ini": (clk.ini.lower(), "DOCTOR"),
    })
    # ---- ages
    c["AGE"] = (str(age), "AGE")
    c["AGE_W"] = (words(age), "AGE")
    c["AGE_MO"] = (str(rng.randint(4, 23)), "AGE")
    c["AGE2"] = (str(max(1, age + rng.randint(-40, 30))) if not child else str(rng.randint(24, 48)), "AGE")
    c["AGE_DIED"] = (str(rng.randint(38, 92)), "AGE")
    c["AGE_DIED_W"] = (words(rng.randint(38, 92)), "AGE")
    # ---- dates
    dd = lambda days: today + datetime.timedelta(days=days)
    past = dd(-rng.randint(2, 60))
    appt = dd(rng.randint(2, 40))
    r1 = dd(-rng.randint(5, 90))
    r2 = r1 + datetime.timedelta(days=rng.randint(1, 12))
    adm = dd(-rng.randint(1, 14))
    c.update({
        "DATE": (loc.d_num(today), "DATE"), "DATE_L": (loc.d_long(today), "DATE"), "DATE_WD": (loc.d_wd(today), "DATE"),
        "DS": (loc.d_short(today), "DATE"), "DPAST": (loc.d_num(past), "DATE"), "DPAST_S": (loc.d_short(past), "DATE"),
        "DPAST_L": (loc.d_long(past), "DATE"), "DPAST_M": (loc.d_mon(past), "DATE"),
        "D1": (loc.d_short(r1), "DATE"), "D2": (loc.d_short(r2), "DATE"),
        "D1N": (loc.d_num(r1), "DATE"), "D2N": (loc.d_num(r2), "DATE"),
        "DOB": (loc.d_num(dob), "DATE"), "DOB_L": (loc.d_long(dob), "DATE"),
        "ADM": (loc.d_num(adm), "DATE"), "ADM_S": (loc.d_short(adm), "DATE"), "DC": (loc.d_num(today), "DATE"),
        "APPT": (loc.d_num(appt), "DATE"), "APPT_L": (loc.d_long(appt), "DATE"), "APPT_WD": (loc.d_wd(appt), "DATE"),
        "APPT_S": (loc.d_short(appt), "DATE"), "APPT_M": (loc.d_mon(appt), "DATE"),
        "APPT_WDN": (WDAYS[appt.weekday()], "DATE"), "APPT_WD3": ("%s %s" % (rng.choice([WD3, WDAYS])[appt.weekday()], loc.d_short(appt)), "DATE"),
        "PAST_WDN": (WDAYS[past.weekday()], "DATE"), "TODAY_WDN": (WDAYS[today.weekday()], "DATE"),
        "ORD": (ordinal(appt.day), "DATE"), "PORD": (ordinal(past.day), "DATE"),
        "MONYR": ("%s %d" % (rng.choice([MONTHS[r1.month - 1], MONTHS[r1.month - 1][:3]]), r1.year - rng.randint(0, 6)), "DATE"),
        "MONTH": (MONTHS[r1.month - 1], "DATE"),
        "YEAR": (str(today.year - rng.randint(1, 25)), "DATE"), "YEAR2": (str(today.year - rng.randint(1, 8)), "DATE"),
        "TIME": rng.choice(["%02d:%02d" % (rng.randint(0, 23), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])),
                            "%d:%02d %s" % (rng.randint(1, 12), rng.choice([0, 15, 30, 45]), rng.choice(["am", "pm", "AM", "PM"])),
                            "%02d%02d" % (rng.randint(0, 23), rng.choice([0, 10, 20, 30, 40, 50]))]),
        "TIME2": "%d:%02d%s" % (rng.randint(1, 12), rng.choice([0, 15, 30, 45]), rng.choice(["am", "pm", ""])),
    })
    hol = rng.choice(loc.holidays)
    c["HOL"] = ["the ", (hol[4:], "DATE")] if hol.startswith("the ") else [(hol, "DATE")]
    # ---- places
    town = rng.choice(TOWNS[code])
    c["_street"], c["_city"], c["_state"], c["_zip"] = loc.street(), town, loc.state(), loc.zipc()
    c["_county"] = rng.choice(STATES["UK"] if code == "UK" else STATES["IE"])[0]
    c["STREET"], c["CITY"], c["ZIP"] = (c["_street"], "STREET"), (town, "CITY"), (c["_zip"], "ZIP")
    c["STATE"] = (c["_state"], "CITY" if code in ("UK", "IE") else "STATE")
    c["CITY2"] = (rng.choice([t for t in TOWNS[code] if t != town]), "CITY")
    c["ADDR"] = loc.addr(c)
    tmp = {"_street": loc.street(), "_city": rng.choice(TOWNS[code]), "_state": c["_state"], "_zip": loc.zipc(),
           "_county": c["_county"]}
    c["CADDR"] = loc.addr(tmp)
    ctry = rng.choice(COUNTRIES)
    c["COUNTRY"] = country_seg(ctry)
    c["COUNTRY2"] = country_seg(rng.choice([x for x in COUNTRIES if x != ctry]))
    home = {"US": "USA", "UK": "UK", "CA": "Canada", "AU": "Australia", "IE": "Ireland", "IN": "India"}[code]
    c["HOMECTRY"] = (home, "COUNTRY")
    h1 = hospital(rng, code)
    h2 = hospital(rng, code)
    c["HOSP"], c["HOSP2"] = (h1, "HOSPITAL"), (h2 if h2 != h1 else h2.replace("General", "District"), "HOSPITAL")
    c["CLINIC"] = (clinic(rng, code), "HOSPITAL")
    c["PHARM"] = (rng.choice(PHARM_PATTERNS).format(r=rng.choice(HOSP_ROOTS + TOWNS[code])), "HOSPITAL")
    c["CARE"] = (rng.choice(CARE_PATTERNS).format(r=rng.choice(HOSP_ROOTS)), "HOSPITAL")
    c["WARD"] = (rng.choice(WARDS), "HOSPITAL")
    c["ORG"] = (rng.choice(ORGS), "ORGANIZATION")
    c["SCHOOL"] = (rng.choice(SCHOOLS), "ORGANIZATION")
    c["CHURCH"] = (rng.choice(CHURCHES), "ORGANIZATION")
    c["INS"] = (rng.choice(INSURERS), "ORGANIZATION")
    c["LANDMARK"] = (rng.choice(LANDMARKS), "LOCATION_OTHER")
    c["BUILDING"] = (rng.choice(BUILDINGS), "LOCATION_OTHER")
    c["ROOM"] = (rng.choice(["%d%s" % (rng.randint(100, 989), rng.choice(["", "", "A", "B"])), "%d" % rng.randint(1, 40),
                             "%s-%d" % (rng.choice("ABCDEN"), rng.randint(100, 450))]), "LOCATION_OTHER")
    c["BED"] = (str(rng.randint(1, 32)) + rng.choice(["", "", "", "A", "B"]), "LOCATION_OTHER")
    c["BAY"] = (str(rng.randint(1, 8)), "LOCATION_OTHER")
    c["SPEC"] = rng.choice(SPECIALTIES)
    # ---- IDs
    c["MRN_LBL"] = rng.choice(loc.mrn_labels)
    c["MRN"] = (loc.mrn(), "MRN")
    c["NAT_LBL"] = rng.choice(loc.nat_labels)
    c["NAT"] = (loc.nat(), "SSN")
    c["PLAN_LBL"] = rng.choice(loc.plan_labels)
    c["PLAN"] = (loc.plan(), "HEALTHPLAN")
    c["GRP"] = (rng.choice(["%05d" % rng.randint(0, 99999), "GRP-%04d" % rng.randint(0, 9999), "%dA%03d" % (rng.randint(1, 9), rng.randint(0, 999))]), "HEALTHPLAN")
    c["ACCT"] = (rng.choice(["%04d-%04d" % (rng.randint(0, 9999), rng.randint(0, 9999)), "A%09d" % rng.randint(0, 999999999),
                             "%010d" % rng.randint(0, 9999999999), "ENC-%07d" % rng.randint(0, 9999999)]), "ACCOUNT")
    c["ENC"] = (rng.choice(["%09d" % rng.randint(0, 999999999), "V%08d" % rng.randint(0, 99999999), "E-%d-%06d" % (today.year, rng.randint(0, 999999))]), "ACCOUNT")
    lab = rng.choice(loc.lic_labels)
    c["LIC_LBL"], c["LIC"] = lab, (loc.lic(lab), "LICENSE")
    c["DEA"] = (Locale.lic(loc, "DEA"), "LICENSE")
    c["NPI"] = (Locale.lic(loc, "NPI"), "LICENSE")
    c["DL"] = (rng.choice(["D%03d-%04d-%04d" % (rng.randint(0, 999), rng.randint(0, 9999), rng.randint(0, 9999)),
                           "%s%07d" % (rng.choice("ABKSW"), rng.randint(0, 9999999)), "%09d" % rng.randint(0, 999999999)]), "LICENSE")
    c["DEV"] = (rng.choice(["%s%s%s%06d" % (rng.choice("PRJK"), rng.choice("JNLX"), rng.choice("NPWZ"), rng.randint(0, 999999)),
                            "%s%d-%05d" % (rng.choice(["G", "SN", "RX", "MX"]), rng.randint(1, 9), rng.randint(0, 99999)),
                            "%d%s%d%s%s%d" % (rng.randint(1, 9), rng.choice("ABCDEFGHK"), rng.randint(0, 9), rng.choice("KLMNPQ"), rng.choice("XYZW"), rng.randint(0, 9)),
                            "35%013d" % rng.randint(0, 10 ** 13 - 1)]), "DEVICE")
    c["DEV2"] = (rng.choice(["%s%07d" % (rng.choice(["PVX", "NAT", "ICD", "BSC"]), rng.randint(0, 9999999)),
                             "%04d-%04d-%s" % (rng.randint(0, 9999), rng.randint(0, 9999), rng.choice("ABCDEF"))]), "DEVICE")
    c["VEH"] = (loc.plate(), "VEHICLE")
    vin_chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    c["VIN"] = ("".join(rng.choice(vin_chars) for _ in range(17)), "VEHICLE")
    c["BIO"] = (rng.choice(["FP-%05d" % rng.randint(0, 99999), "BT-%04d-%04d" % (rng.randint(0, 9999), rng.randint(0, 9999)),
                            "IR-%06d" % rng.randint(0, 999999), "PV%06d" % rng.randint(0, 999999), "VP-%04d" % rng.randint(0, 9999)]), "BIOID")
    yy = today.year % 100
    c["ORDNO"] = (rng.choice(["ORD-%07d" % rng.randint(0, 9999999), "%08d" % rng.randint(0, 99999999), "O%d-%05d" % (yy, rng.randint(0, 99999))]), "IDNUM")
    c["ACC"] = (rng.choice(["S%d-%04d" % (yy, rng.randint(0, 9999)), "H%d-%05d" % (yy, rng.randint(0, 99999)), "%s%d%06d" % (rng.choice(["CH", "MB", "SP"]), yy, rng.randint(0, 999999))]), "IDNUM")
    c["REFNO"] = (rng.choice(["REF-%d-%05d" % (today.year, rng.randint(0, 99999)), "%d%06d" % (yy, rng.randint(0, 999999)), "EC%06d" % rng.randint(0, 999999), "UBRN %04d %04d %04d" % (rng.randint(0, 9999), rng.randint(0, 9999), rng.randint(0, 9999))]), "IDNUM")
    if c["REFNO"][0].startswith("UBRN "):
        c["REFNO"] = ["UBRN ", (c["REFNO"][0][5:], "IDNUM")]
    c["RXNO"] = (rng.choice(["%07d" % rng.randint(0, 9999999), "RX-%06d" % rng.randint(0, 999999), "%d-%06d" % (rng.randint(1, 9), rng.randint(0, 999999))]), "IDNUM")
    c["INCNO"] = (rng.choice(["IR-%d-%04d" % (today.year, rng.randint(0, 9999)), "DATIX %06d" % rng.randint(0, 999999), "INC%07d" % rng.randint(0, 9999999)]), "IDNUM")
    if c["INCNO"][0].startswith("DATIX "):
        c["INCNO"] = ["Datix ", (c["INCNO"][0][6:], "IDNUM")]
    c["PANO"] = (rng.choice(["PA-%08d" % rng.randint(0, 99999999), "%d%07d" % (yy, rng.randint(0, 9999999)), "AUTH%06d" % rng.randint(0, 999999)]), "IDNUM")
    c["SPEC_NO"] = (rng.choice(["SP-%06d" % rng.randint(0, 999999), "%d-%05d" % (rng.randint(10, 99), rng.randint(0, 99999))]), "IDNUM")
    # ---- contacts
    c["PHONE"], c["PHONE2"], c["CPHONE"] = (loc.phone(), "PHONE"), (loc.phone(), "PHONE"), (loc.phone(), "PHONE")
    c["FAX"] = (loc.phone().split(" ext")[0].split(" x")[0], "FAX")
    c["PAGER"] = (loc.pager(), "PHONE")
    c["EXT"] = (str(rng.randint(2000, 7999)), "PHONE")
    dom_root = rng.choice(HOSP_ROOTS).lower().replace(" ", "")
    tld = {"US": "example.org", "UK": "nhs.example", "CA": "example.ca", "AU": "example.com.au", "IE": "example.ie", "IN": "example.in"}[code]
    pmail_dom = rng.choice(["example.com", "mail.example", "example.net", "inbox.example"])
    pu = rng.choice(["%s.%s" % (pt.given, pt.surname), "%s%s" % (pt.given[0], pt.surname), "%s_%s%d" % (pt.given, pt.surname[:1], rng.randint(1, 99)),
                     "%s%d" % (pt.given, rng.randint(50, 2005))]).lower().replace("'", "").replace(" ", "")
    c["EMAIL"] = ("%s@%s" % (pu, pmail_dom), "EMAIL")
    c["FEMAIL"] = ("%s.%s@%s" % (fam.given.lower(), fam.surname.lower().replace("'", "").replace(" ", ""), pmail_dom), "EMAIL")
    c["DR_EMAIL"] = ("%s.%s@%s.%s" % (dr1.given.lower(), dr1.surname.lower().replace("'", "").replace(" ", ""), dom_root, tld), "EMAIL")
    c["DR2_EMAIL"] = ("%s%s@%s.%s" % (dr2.given[0].lower(), dr2.surname.lower().replace("'", "").replace(" ", ""), rng.choice(HOSP_ROOTS).lower().replace(" ", ""), tld), "EMAIL")
    c["CEMAIL"] = ("%s@%s.%s" % (rng.choice(["referrals", "econsult", "frontdesk", "priorauth", "pharmacy", "admin", "bookings"]), dom_root, tld), "EMAIL")
    c["URL"] = (rng.choice(["www.%s-health.example/portal" % dom_root, "https://portal.%s.%s/msg/%d" % (dom_root, tld, rng.randint(1000, 99999)),
                            "%s.%s/appt" % (dom_root, tld), "https://my%s.example/r/%s%d" % (dom_root, rng.choice("abcdkxz"), rng.randint(100, 9999)),
                            "http://%s-clinic.example/forms/refill" % dom_root]), "URL")
    c["IP"] = (rng.choice(["10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                           "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254)),
                           "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))]), "IPADDR")
    c["USER"] = (rng.choice(["%s%s%d" % (pt.given[0], pt.surname, rng.randint(1, 99)), "%s_%s" % (pt.given, pt.surname[:1]),
                             "%s.%s%d" % (pt.given, pt.surname, rng.randint(60, 2004)), "%s%d" % (pt.given, rng.randint(1, 999))]).lower().replace("'", "").replace(" ", ""), "USERNAME")
    c["SUSER"] = (rng.choice(["%s%s" % (rn.given[0], rn.surname), "%s%s%d" % (rn.given[:1], rn.surname[:5], rng.randint(1, 9)),
                              "rn_%s" % rn.surname]).lower().replace("'", "").replace(" ", ""), "USERNAME")
    c["DUSER"] = ("%s%s%d" % (dr1.given[0], dr1.surname[:6], rng.randint(1, 99)), "USERNAME")
    c["DUSER"] = (c["DUSER"][0].lower().replace("'", "").replace(" ", ""), "USERNAME")
    # ---- jobs
    job = rng.choice(JOBS)
    c["JOB"] = (job, "PROFESSION")
    c["A_JOB"] = ["an " if job[0] in "aeiou" else "a ", (job, "PROFESSION")]
    fjob = rng.choice(JOBS)
    c["FJOB"] = (fjob, "PROFESSION")
    c["A_FJOB"] = ["an " if fjob[0] in "aeiou" else "a ", (fjob, "PROFESSION")]
    # ---- locale vocabulary (plain)
    c["PCP"] = rng.choice(loc.pcp)
    c["ER"] = rng.choice(loc.er)
    c["MOB"] = rng.choice(loc.mobile)
    c["ZIPW"] = loc.zipword
    c["JR"] = rng.choice(loc.junior)
    c["MUM"] = rng.choice(loc.mum)
    c["CRED"] = rng.choice(["MD", "DO", "NP", "PA-C", "MBBS", "MRCP", "FRACP", "MBBS, MD", "FNP-C", "MBChB"] if code != "US" else ["MD", "DO", "NP", "PA-C", "FNP-C", "MD, FACP"])
    c["RNCRED"] = rng.choice(["RN", "RN", "BSN, RN", "LPN", "RGN", "CNS"])
    c["_today"] = today
    c["_age"] = age
    return c
