"""Markup, locale formatters and entity generators for dev29_en."""
import datetime
import re

from pools import (SURNAMES, FEMALE, MALE, NICKNAMES, TOWN_A, TOWN_B, US_TOWN_C, IN_TOWN_A, IN_TOWN_B, NZ_TOWN,
                   STREET_NAMES, US_SUFFIX, UK_SUFFIX, AU_SUFFIX, IE_SUFFIX, IN_AREA, SAINTS, COMPANIES,
                   SCHOOL_KINDS, CHURCHES, GENETIC_LABS, REF_LABS, PROFESSIONS)

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def m(t, v):
    v = str(v)
    assert t in LABEL, t
    assert v and v == v.strip(), repr(v)
    return "\x01" + t + "\x02" + v + "\x03"


_MK = re.compile("\x01([A-Z_]+)\x02([^\x03]*)\x03")


def render(markup):
    out, spans, pos, n = [], [], 0, 0
    for mo in _MK.finditer(markup):
        plain = markup[pos:mo.start()]
        out.append(plain)
        n += len(plain)
        t, v = mo.group(1), mo.group(2)
        spans.append({"start": n, "end": n + len(v), "label": LABEL[t], "type": t, "text": v})
        out.append(v)
        n += len(v)
        pos = mo.end()
    out.append(markup[pos:])
    text = "".join(out)
    assert "\x01" not in text and "\x02" not in text and "\x03" not in text
    return text, spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [x[:3] for x in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

LOCALES = ["US", "UK", "CA", "AU", "IN", "IE", "NZ"]

STATES = {
    "US": [("Ohio", "OH", "44"), ("Illinois", "IL", "62"), ("Pennsylvania", "PA", "17"), ("Texas", "TX", "76"),
           ("Oregon", "OR", "97"), ("Georgia", "GA", "30"), ("Michigan", "MI", "49"), ("Arizona", "AZ", "85"),
           ("Massachusetts", "MA", "01"), ("Minnesota", "MN", "55"), ("Virginia", "VA", "23"),
           ("Colorado", "CO", "80"), ("North Carolina", "NC", "27"), ("Wisconsin", "WI", "53")],
    "CA": [("Ontario", "ON", "K"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"), ("Quebec", "QC", "H"),
           ("Nova Scotia", "NS", "B"), ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S")],
    "AU": [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"), ("Queensland", "QLD", "4"),
           ("Western Australia", "WA", "6"), ("South Australia", "SA", "5"), ("Tasmania", "TAS", "7")],
    "IN": [("Karnataka", "KA", "56"), ("Maharashtra", "MH", "41"), ("Tamil Nadu", "TN", "60"), ("Kerala", "KL", "68"),
           ("Telangana", "TG", "50"), ("West Bengal", "WB", "70"), ("Gujarat", "GJ", "38")],
    "NZ": [("Waikato", "Waikato", "3"), ("Canterbury", "Canterbury", "8"), ("Otago", "Otago", "9"),
           ("Bay of Plenty", "Bay of Plenty", "3"), ("Manawatu-Whanganui", "Manawatu-Whanganui", "4"),
           ("Northland", "Northland", "0")],
    "IE": [("Galway", "Galway", "H91"), ("Cork", "Cork", "T12"), ("Kerry", "Kerry", "V92"), ("Mayo", "Mayo", "F23"),
           ("Limerick", "Limerick", "V94"), ("Donegal", "Donegal", "F93"), ("Wicklow", "Wicklow", "A67"),
           ("Kilkenny", "Kilkenny", "R95")],
    "UK": [("Yorkshire", "Yorks", "LS"), ("Devon", "Devon", "EX"), ("Kent", "Kent", "ME"), ("Lancashire", "Lancs", "PR"),
           ("Norfolk", "Norfolk", "NR"), ("Cumbria", "Cumbria", "CA"), ("Shropshire", "Shrops", "SY"),
           ("Northumberland", "Northumberland", "NE")],
}

COUNTRY_NAME = {"US": ["USA", "United States"], "UK": ["United Kingdom", "UK", "England"], "CA": ["Canada"],
                "AU": ["Australia"], "IN": ["India"], "IE": ["Ireland"], "NZ": ["New Zealand"]}
WORLD = ["Portugal", "Philippines", "Nigeria", "Pakistan", "Somalia", "Vietnam", "Romania", "Brazil", "Kenya",
         "Nepal", "Bangladesh", "Zimbabwe", "Peru", "Eritrea", "Ethiopia", "Indonesia", "Myanmar", "Haiti",
         "Mexico", "Poland", "Ghana", "Sierra Leone", "Afghanistan", "Sri Lanka", "Thailand", "South Africa",
         "Tonga", "Samoa", "Fiji", "Ukraine", "Guatemala", "China", "Cameroon", "Sudan"]


class Gen:
    """All random choices go through one seeded Random."""

    def __init__(self, rng):
        self.r = rng
        self.used_names = set()

    # ---------- basic helpers
    def ch(self, seq):
        return self.r.choice(seq)

    def digits(self, n):
        return "".join(self.ch("0123456789") for _ in range(n))

    def letters(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.ch(pool) for _ in range(n))

    def coin(self, p=0.5):
        return self.r.random() < p

    def date_between(self, y0, y1):
        a = datetime.date(y0, 1, 1).toordinal()
        b = datetime.date(y1, 12, 31).toordinal()
        return datetime.date.fromordinal(self.r.randint(a, b))

    # ---------- people
    def person(self, sex=None, loc="US"):
        sex = sex or self.ch("FM")
        given = self.ch(FEMALE if sex == "F" else MALE)
        sur = self.ch(SURNAMES)
        mid = self.ch("ABCDEFGHJKLMNPRSTW")
        return {"given": given, "surname": sur, "mi": mid, "sex": sex,
                "nick": NICKNAMES.get(given)}

    def town(self, loc):
        if loc == "IN":
            return self.ch(IN_TOWN_A) + self.ch(IN_TOWN_B)
        if loc == "NZ" and self.coin(0.6):
            return self.ch(NZ_TOWN)
        t = self.ch(TOWN_A) + self.ch(TOWN_B)
        if loc == "US" and self.coin(0.35):
            t += " " + self.ch(US_TOWN_C)
        if loc in ("UK", "IE") and self.coin(0.15):
            t = self.ch(["Upper ", "Little ", "Great ", "North "]) + t
        return t

    def postcode(self, loc, st):
        if loc == "US":
            return st[2] + self.digits(3) + (("-" + self.digits(4)) if self.coin(0.12) else "")
        if loc == "CA":
            return f"{st[2]}{self.r.randint(0, 9)}{self.letters(1, 'ABCEGHJKLMNPRSTVXY')} {self.r.randint(0, 9)}{self.letters(1, 'ABCEGHJKLMNPRSTVWXYZ')}{self.r.randint(0, 9)}"
        if loc == "AU":
            return st[2] + self.digits(3)
        if loc == "NZ":
            return st[2] + self.digits(3)
        if loc == "IN":
            z = st[2] + self.digits(4)
            return z if self.coin(0.7) else z[:3] + " " + z[3:]
        if loc == "IE":
            return f"{st[2]} {self.letters(1, 'ACDEFHKNPRTVWXY')}{self.digits(1)}{self.letters(2, 'ACDEFHKNPRTVWXY0123456789')}"
        if loc == "UK":
            return f"{st[2]}{self.r.randint(1, 29)} {self.r.randint(1, 9)}{self.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"

    def street(self, loc):
        n = self.r.randint(1, 2400 if loc in ("US", "CA") else 180)
        nm = self.ch(STREET_NAMES)
        if loc == "US" or loc == "CA":
            s = f"{n} {nm} {self.ch(US_SUFFIX)}"
            if self.coin(0.25):
                s += self.ch([f", Apt {self.r.randint(1, 40)}{self.ch(['', 'B', 'C'])}", f" Unit {self.r.randint(100, 999)}",
                              f", #{self.r.randint(2, 30)}", f", Suite {self.r.randint(100, 450)}"])
            if loc == "CA" and self.coin(0.15):
                s = f"{self.r.randint(100, 2200)}-{n} {nm} {self.ch(US_SUFFIX)}"
            return s
        if loc == "UK":
            s = f"{n} {nm} {self.ch(UK_SUFFIX)}"
            if self.coin(0.2):
                s = f"Flat {self.r.randint(1, 12)}, " + s
            return s
        if loc == "AU" or loc == "NZ":
            s = f"{n} {nm} {self.ch(AU_SUFFIX)}"
            if self.coin(0.25):
                s = f"{self.r.randint(1, 14)}/" + s if self.coin() else f"Unit {self.r.randint(1, 14)}, " + s
            return s
        if loc == "IE":
            if self.coin(0.3):
                return f"{n} {nm} {self.ch(IE_SUFFIX)}"
            return f"{n} {nm} {self.ch(IE_SUFFIX)}"
        if loc == "IN":
            return self.ch([f"No. {n}, {self.r.randint(4, 12)}th {self.ch(['Cross', 'Main'])} Road",
                            f"Flat {self.r.randint(101, 904)}, {self.ch(['Sai', 'Shanti', 'Lotus', 'Green'])} {self.ch(['Residency', 'Apartments', 'Enclave'])}",
                            f"{n}/{self.r.randint(1, 40)} {nm} {self.ch(IN_AREA)}",
                            f"H.No. {self.r.randint(1, 20)}-{self.r.randint(1, 300)}, {nm} {self.ch(IN_AREA)}"])

    def address(self, loc):
        st = self.ch(STATES[loc])
        return {"street": self.street(loc), "city": self.town(loc), "state": st, "zip": self.postcode(loc, st),
                "loc": loc, "country": self.ch(COUNTRY_NAME[loc])}

    # ---------- contact
    def phone(self, loc, kind="any"):
        r = self.r
        x = f"{r.randint(0, 99):02d}"
        if loc in ("US", "CA"):
            ac = self.ch(["312", "614", "503", "412", "617", "214", "770", "480", "612", "919", "608", "303"]
                         if loc == "US" else ["416", "604", "403", "514", "902", "204", "306", "613"])
            f = r.randint(0, 4)
            return [f"({ac}) 555-01{x}", f"{ac}-555-01{x}", f"{ac}.555.01{x}", f"+1 {ac} 555 01{x}", f"1-{ac}-555-01{x}"][f]
        if loc == "UK":
            return self.ch([f"07700 900{r.randint(0, 999):03d}", f"01632 960{r.randint(0, 999):03d}",
                            f"020 7946 0{r.randint(0, 999):03d}", f"0113 496 0{r.randint(0, 999):03d}",
                            f"+44 7700 900{r.randint(0, 999):03d}", f"0161 496 0{r.randint(0, 999):03d}",
                            f"0117 496 0{r.randint(0, 999):03d}"])
        if loc == "AU":
            return self.ch([f"(02) 5550 {r.randint(1000, 9999)}", f"03 7010 {r.randint(1000, 9999)}",
                            f"0491 57{r.randint(0, 9)} {r.randint(0, 999):03d}", f"+61 491 570 {r.randint(100, 999)}",
                            f"(08) 5550 {r.randint(1000, 9999)}", f"07 5550 {r.randint(1000, 9999)}"])
        if loc == "NZ":
            return self.ch([f"(09) 555 01{x}", f"03 555 01{x}", f"021 555 01{x}", f"+64 21 555 01{x}",
                            f"(07) 555 01{x}", f"027 555 01{x}"])
        if loc == "IE":
            return self.ch([f"(01) 555 01{x}", f"087 555 01{x}", f"+353 87 555 01{x}", f"091 555 01{x}",
                            f"021 555 01{x}", f"085 555 01{x}"])
        if loc == "IN":
            return self.ch([f"+91 99999 01{x}{r.randint(0, 9)}", f"98450 01{x}{r.randint(0, 9)}",
                            f"080-2555 01{x}", f"044 2555 01{x}", f"+91-90000-01{x}{r.randint(0, 9)}",
                            f"(022) 2555 01{x}"])

    def ext_phone(self, loc):
        p = self.phone(loc)
        if self.coin(0.3):
            p += self.ch([f" ext. {self.r.randint(2, 99)}", f" x{self.r.randint(200, 4999)}", f" ext {self.r.randint(100, 999)}"])
        return p

    def pager(self):
        return self.ch([f"{self.r.randint(2, 9)}-{self.r.randint(1000, 9999)}", f"{self.r.randint(10000, 99999)}",
                        f"#{self.r.randint(1000, 9999)}"])

    def email(self, given, sur, dom=None):
        g = re.sub("[^a-z]", "", given.lower())
        s = re.sub("[^a-z]", "", sur.lower())
        local = self.ch([f"{g}.{s}", f"{g[0]}{s}", f"{g}{s[0]}{self.r.randint(1, 99)}", f"{s}.{g[0]}", f"{g}_{s}"])
        dom = dom or self.ch(["mailbox.example.com", "example.net", "post.example.org", "inbox.example.co",
                              "webmail.example.com", "example.org"])
        return f"{local}@{dom}"

    def ip(self):
        return self.ch([f"10.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}",
                        f"192.168.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}",
                        f"172.{self.r.randint(16, 31)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}",
                        f"203.0.113.{self.r.randint(1, 254)}", f"198.51.100.{self.r.randint(1, 254)}"])

    def username(self, p):
        g = re.sub("[^a-z]", "", p["given"].lower())
        s = re.sub("[^a-z]", "", p["surname"].lower())
        return self.ch([f"{g[0]}{s}{self.r.randint(1, 9)}", f"{s[:6]}{g[0]}", f"{g}.{s}", f"{g[0]}{s[:5]}{self.r.randint(10, 99)}",
                        f"{s}{g[:2]}"])

    # ---------- IDs by locale
    def mrn(self, loc):
        r = self.r
        if loc == "US":
            return self.ch([self.digits(8), f"{self.digits(3)}-{self.digits(2)}-{self.digits(2)}",
                            f"E{self.digits(7)}", f"{self.digits(4)}-{self.digits(4)}", f"MR{self.digits(6)}"])
        if loc == "UK":
            return self.ch([f"{self.letters(1)}{self.digits(7)}", f"RX{self.digits(6)}", f"{self.digits(8)}",
                            f"{self.letters(2)}{self.digits(5)}{self.letters(1)}"])
        if loc == "CA":
            return self.ch([self.digits(7), f"{self.digits(3)}-{self.digits(4)}", f"M{self.digits(8)}"])
        if loc == "AU":
            return self.ch([self.digits(7), f"{self.digits(2)}-{self.digits(2)}-{self.digits(3)}", f"{self.letters(1)}{self.digits(6)}"])
        if loc == "IN":
            return self.ch([f"{self.letters(3)}{self.digits(8)}", f"UH{self.digits(9)}", f"{self.digits(2)}{self.letters(1)}{self.digits(6)}"])
        if loc == "IE":
            return self.ch([self.digits(7), f"{self.digits(6)}{self.letters(1)}", f"H{self.digits(6)}"])
        if loc == "NZ":
            return self.ch([self.digits(7), f"{self.letters(1)}{self.digits(6)}"])

    def national_health(self, loc):
        """(label, value) for NHS number / NHI -> MRN; Medicare / OHIP etc. -> HEALTHPLAN."""
        if loc == "UK":
            return ("NHS No", f"{self.digits(3)} {self.digits(3)} {self.digits(4)}", "MRN")
        if loc == "NZ":
            return ("NHI", f"{self.letters(3, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{self.digits(4)}", "MRN")
        if loc == "AU":
            return ("Medicare No", f"{self.r.randint(2, 6)}{self.digits(3)} {self.digits(5)} {self.r.randint(1, 9)}", "HEALTHPLAN")
        if loc == "CA":
            return (self.ch(["OHIP", "Health Card", "PHN", "HCN"]),
                    f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}" if self.coin() else f"9{self.digits(9)}", "HEALTHPLAN")
        if loc == "IE":
            return ("Medical Card No", f"{self.digits(6)}{self.letters(1)}", "HEALTHPLAN")
        if loc == "IN":
            return ("PM-JAY ID", f"PM{self.digits(9)}", "HEALTHPLAN")
        return ("Member ID", f"{self.letters(3)}{self.digits(6)}", "HEALTHPLAN")

    def insurance_id(self):
        return self.ch([f"{self.letters(3)}{self.digits(6)}", f"W{self.digits(9)}", f"{self.digits(3)}-{self.digits(3)}-{self.digits(3)}",
                        f"{self.letters(2)}{self.digits(8)}-01", f"{self.letters(1)}{self.digits(8)}"])

    def ssn(self, loc):
        if loc == "US":
            return f"9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}"
        if loc == "UK":
            return f"{self.letters(2, 'ABCEGHJKLMNPRSTWXYZ')} {self.digits(2)} {self.digits(2)} {self.digits(2)} {self.ch('ABCD')}"
        if loc == "CA":
            return f"{self.digits(3)} {self.digits(3)} {self.digits(3)}"
        if loc == "AU":
            return f"{self.digits(3)} {self.digits(3)} {self.digits(3)}"
        if loc == "IN":
            return f"{self.r.randint(2, 9)}{self.digits(3)} {self.digits(4)} {self.digits(4)}"
        if loc == "IE":
            return f"{self.digits(7)}{self.letters(1)}{self.ch(['', 'A', 'W'])}"
        if loc == "NZ":
            return f"{self.digits(3)}-{self.digits(3)}-{self.digits(3)}"

    SSN_LABEL = {"US": "SSN", "UK": "NI No", "CA": "SIN", "AU": "TFN", "IN": "Aadhaar", "IE": "PPSN", "NZ": "IRD No"}

    def account(self):
        return self.ch([f"{self.digits(4)}-{self.digits(4)}", f"V{self.digits(8)}", f"{self.digits(10)}",
                        f"ENC-{self.digits(7)}", f"A{self.digits(3)}-{self.digits(5)}", f"{self.digits(9)}"])

    def license(self, loc):
        if loc == "US":
            return self.ch([("NPI", self.digits(10)), ("DEA", f"{self.letters(2)}{self.digits(7)}"),
                            ("Lic #", f"MD{self.digits(6)}"), ("State Lic.", f"{self.digits(2)}-{self.digits(6)}")])
        if loc == "UK":
            return self.ch([("GMC", self.digits(7)), ("GMC No.", self.digits(7)), ("NMC PIN", f"{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}")])
        if loc == "CA":
            return self.ch([("CPSO #", self.digits(5)), ("CPSBC", self.digits(5)), ("Licence No.", self.digits(6))])
        if loc == "AU":
            return self.ch([("AHPRA", f"MED{self.digits(10)}"), ("Provider No.", f"{self.digits(6)}{self.letters(1)}{self.letters(1)}"),
                            ("Prescriber No.", self.digits(7))])
        if loc == "IN":
            return self.ch([("Reg. No.", f"KMC {self.digits(5)}"), ("MCI Reg.", self.digits(5)), ("Reg No", f"TNMC-{self.digits(5)}")])
        if loc == "IE":
            return self.ch([("IMC No.", self.digits(6)), ("MCRN", self.digits(6))])
        if loc == "NZ":
            return self.ch([("MCNZ", self.digits(5)), ("Reg.", self.digits(5))])

    def drivers_licence(self, loc):
        if loc == "US":
            return f"{self.letters(1)}{self.digits(3)}-{self.digits(4)}-{self.digits(4)}" if self.coin() else f"D{self.digits(7)}"
        if loc == "UK":
            return f"{self.letters(5)}{self.digits(6)}{self.letters(2)}{self.digits(1)}{self.letters(2)}"
        if loc == "IN":
            return f"KA{self.digits(2)} {self.digits(4)}{self.digits(7)}"
        return f"{self.digits(8)}" if self.coin() else f"{self.letters(2)}{self.digits(6)}"

    def plate(self, loc):
        if loc == "UK":
            return f"{self.letters(2)}{self.digits(2)} {self.letters(3)}"
        if loc == "IE":
            return f"{self.r.randint(12, 24)}{self.ch(['-G-', '-C-', '-KY-', '-D-', '-MO-'])}{self.r.randint(100, 99999)}"
        if loc == "IN":
            return f"KA {self.digits(2)} {self.letters(2)} {self.digits(4)}"
        if loc == "AU":
            return f"{self.letters(3)}-{self.digits(3)}" if self.coin() else f"{self.digits(1)}{self.letters(2)}{self.digits(1)}{self.letters(2)}"
        if loc == "NZ":
            return f"{self.letters(3)}{self.digits(3)}"
        if loc == "CA":
            return f"{self.letters(4)} {self.digits(3)}"
        return f"{self.digits(1)}{self.letters(3)}{self.digits(3)}"

    def vin(self):
        return "".join(self.ch("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    def device_sn(self):
        return self.ch([f"{self.letters(3)}{self.digits(6)}", f"SN{self.digits(8)}", f"{self.digits(4)}-{self.digits(4)}-{self.letters(2)}",
                        f"{self.letters(2)}{self.digits(7)}{self.letters(1)}", f"{self.digits(10)}"])

    def bioid(self):
        return self.ch([f"FP-{self.digits(5)}", f"BIO{self.digits(7)}", f"IRIS-{self.letters(2)}{self.digits(5)}",
                        f"PV-{self.digits(4)}-{self.digits(3)}", f"FPR{self.digits(6)}"])

    def accession(self, yr):
        y = str(yr)[2:]
        return self.ch([f"S{y}-{self.r.randint(100, 99999)}", f"{self.letters(2)}{y}-{self.digits(6)}", f"{self.digits(10)}",
                        f"RAD{self.digits(8)}", f"{y}{self.letters(1)}{self.digits(6)}", f"H{y}.{self.digits(5)}"])

    # ---------- facilities
    def hospital(self, loc, town):
        sur = self.ch(SURNAMES).replace("'", "")
        k = self.r.randint(0, 9)
        if loc == "UK":
            opts = [(f"Royal {town} Infirmary", f"R{town[0]}I"), (f"{town} General Hospital", f"{town} General"),
                    (f"St {self.ch(SAINTS)}'s Hospital", None), (f"{town} Community Hospital", None),
                    (f"{town} and District Hospital", None), (f"{sur} Cancer Centre", f"the {sur}")]
        elif loc == "IE":
            opts = [(f"University Hospital {town}", f"UH{town[0]}"), (f"St {self.ch(SAINTS)}'s University Hospital", None),
                    (f"{town} Regional Hospital", None), (f"Mercy Hospital {town}", None), (f"{town} General Hospital", None)]
        elif loc == "IN":
            opts = [(f"{town} Institute of Medical Sciences", f"{town[0]}IMS"), (f"Sri {self.ch(['Venkateshwara', 'Ramana', 'Sai', 'Devi'])} Hospital", None),
                    (f"{town} Medical College Hospital", None), (f"{sur} Memorial Cancer Hospital", None),
                    (f"Government General Hospital, {town}", None)]
        elif loc == "AU":
            opts = [(f"{town} Base Hospital", None), (f"Royal {town} Hospital", f"R{town[0]}H"), (f"{town} Health Service", None),
                    (f"St {self.ch(SAINTS)}'s Private Hospital", None), (f"{town} Cancer Care Centre", None)]
        elif loc == "NZ":
            opts = [(f"{town} Hospital", None), (f"{town} Regional Hospital", None), (f"{town} Cancer Centre", None)]
        elif loc == "CA":
            opts = [(f"{town} General Hospital", f"{town} General"), (f"{town} Health Sciences Centre", f"{town[0]}HSC"),
                    (f"St. {self.ch(SAINTS)}'s Hospital", None), (f"{sur} Regional Cancer Centre", None)]
        else:
            opts = [(f"{town} Medical Center", None), (f"{sur} Memorial Hospital", f"{sur} Memorial"),
                    (f"St. {self.ch(SAINTS)}'s Medical Center", None), (f"{town} Regional Medical Center", f"{town} Regional"),
                    (f"{sur} Cancer Institute", None), (f"{town} Community Hospital", None), (f"University of {town} Hospital", None)]
        full, short = opts[k % len(opts)]
        return {"full": full, "short": short or full}

    def clinic(self, loc, town):
        if loc in ("UK", "IE", "NZ", "AU"):
            return self.ch([f"{self.ch(STREET_NAMES)} Surgery", f"{town} Medical Centre", f"{self.ch(STREET_NAMES)} Health Centre",
                            f"{town} Family Practice", f"{self.ch(STREET_NAMES)} Road Surgery"])
        if loc == "IN":
            return self.ch([f"{town} Primary Health Centre", f"{self.ch(SURNAMES)} Clinic", f"Urban PHC {town}"])
        return self.ch([f"{town} Family Medicine", f"{self.ch(STREET_NAMES)} Primary Care", f"{town} Community Health Center",
                        f"{self.ch(SURNAMES)} Internal Medicine Associates"])

    def pharmacy(self, town):
        return self.ch([f"{town} Pharmacy", f"{self.ch(STREET_NAMES)} Chemist", f"{self.ch(SURNAMES)}'s Pharmacy",
                        f"{town} Community Pharmacy"])

    def company(self):
        return self.ch(COMPANIES)

    def school(self, town):
        return f"{town} {self.ch(SCHOOL_KINDS)}"

    def church(self):
        return self.ch(CHURCHES).replace("{s}", self.ch(SAINTS))

    def genlab(self):
        return self.ch(GENETIC_LABS)

    def reflab(self):
        return self.ch(REF_LABS)

    def profession(self):
        return self.ch(PROFESSIONS)

    def url(self, hosp):
        base = re.sub("[^a-z]", "", hosp.lower())[:18]
        return self.ch([f"www.{base}.example.org", f"https://{base}.example.org/portal", f"www.{base}-health.example.com/patients",
                        f"http://portal.{base}.example.net/login", f"{base}.example.org/referrals"])


# ---------- date formatting per locale

def fmt_date(g, d, loc, style=None):
    if style is None:
        if loc == "US":
            style = g.ch(["us_slash", "us_slash", "us_short", "us_long", "us_mon", "iso", "dmy_mon"])
        elif loc == "CA":
            style = g.ch(["iso", "iso", "us_long", "dmy_slash", "dmy_mon", "us_mon"])
        elif loc == "IN":
            style = g.ch(["dmy_dash", "dmy_slash", "dmy_mon_sp", "dmy_dot", "dmy_long"])
        else:
            style = g.ch(["dmy_slash", "dmy_slash", "dmy_long", "dmy_mon", "dmy_short", "dmy_mon_sp", "dmy_dot"])
    dd, mm, yy = d.day, d.month, d.year
    return {
        "us_slash": f"{mm:02d}/{dd:02d}/{yy}", "us_short": f"{mm}/{dd}/{str(yy)[2:]}", "us_long": f"{MONTHS[mm - 1]} {dd}, {yy}",
        "us_mon": f"{MON[mm - 1]} {dd}, {yy}", "iso": d.isoformat(), "dmy_mon": f"{dd:02d}-{MON[mm - 1]}-{yy}",
        "dmy_slash": f"{dd:02d}/{mm:02d}/{yy}", "dmy_dash": f"{dd:02d}-{mm:02d}-{yy}", "dmy_mon_sp": f"{dd} {MON[mm - 1]} {yy}",
        "dmy_dot": f"{dd:02d}.{mm:02d}.{yy}", "dmy_long": f"{dd} {MONTHS[mm - 1]} {yy}", "dmy_short": f"{dd}/{mm}/{str(yy)[2:]}",
        "us_md": f"{mm}/{dd}", "dm": f"{dd}/{mm}", "mon_year": f"{MONTHS[mm - 1]} {yy}", "mon_year_s": f"{MON[mm - 1]} {yy}",
        "year": f"{yy}", "mon": MONTHS[mm - 1], "us_wd": f"{WDA[d.weekday()]} {mm}/{dd}",
        "uk_wd": f"{WD[d.weekday()]} {dd} {MONTHS[mm - 1]} {yy}", "us_wdlong": f"{WD[d.weekday()]}, {MONTHS[mm - 1]} {dd}, {yy}",
        "mm_yyyy": f"{mm:02d}/{yy}",
    }[style]
