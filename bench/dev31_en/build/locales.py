"""Locale-specific surface forms: dates, phones, addresses, identifiers, facilities."""
import datetime as dt
from pools import *

MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"), ("Michigan", "MI"),
             ("Minnesota", "MN"), ("Arizona", "AZ"), ("North Carolina", "NC"), ("Pennsylvania", "PA"),
             ("Wisconsin", "WI"), ("Colorado", "CO"), ("Tennessee", "TN"), ("Iowa", "IA"), ("Kentucky", "KY"),
             ("New Mexico", "NM"), ("Vermont", "VT")]
CA_PROV = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
             ("South Australia", "SA"), ("Tasmania", "TAS")]
IN_STATES = ["Karnataka", "Tamil Nadu", "Maharashtra", "Kerala", "Telangana", "Gujarat", "Punjab", "West Bengal",
             "Rajasthan", "Odisha"]
IE_COUNTIES = ["Kildare", "Meath", "Wicklow", "Galway", "Cork", "Limerick", "Donegal", "Mayo", "Louth", "Tipperary",
               "Kerry", "Wexford"]
NZ_REGIONS = ["Canterbury", "Waikato", "Otago", "Northland", "Manawatū-Whanganui", "Bay of Plenty", "Hawke's Bay"]
UK_COUNTIES = ["Shropshire", "Cumbria", "Norfolk", "Somerset", "Lancashire", "Devon", "Kent", "Durham",
               "Gwynedd", "Fife"]
COUNTRIES = ["Poland", "Nigeria", "Somalia", "Pakistan", "the Philippines", "Romania", "Ghana", "Sri Lanka",
             "Brazil", "Vietnam", "Afghanistan", "Syria", "Eritrea", "Tonga", "Samoa", "Fiji", "Portugal",
             "Lithuania", "Bangladesh", "Nepal", "Iraq", "Colombia", "Ukraine", "Zimbabwe", "Kenya", "China"]
COUNTRY_OF = {"US": "USA", "UK": "United Kingdom", "CA": "Canada", "AU": "Australia", "IE": "Ireland",
              "NZ": "New Zealand", "IN": "India"}


class Loc:
    def __init__(self, code, rng):
        self.code = code
        self.r = rng
        self.towns = self._mk_towns()

    # ---------------- basic helpers
    def ch(self, seq):
        return self.r.choice(seq)

    def dig(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def up(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def _mk_towns(self):
        r = self.r
        if self.code == "IN":
            return [a + b for a in IN_A for b in IN_B]
        t = [a + b for a in TOWN_A for b in TOWN_B]
        if self.code == "NZ":
            t += NZ_MAORI * 4
        return t

    def town(self):
        t = self.ch(self.towns)
        if self.code == "US" and self.r.random() < 0.25:
            t = self.ch(["North ", "East ", "West ", "Port ", "Lake ", "Mount "]) + t
        return t

    # ---------------- dates
    def date(self, d, style=None, weekday=False):
        c = self.code
        m, dd, y = d.month, d.day, d.year
        opts = {
            "US": [f"{m:02d}/{dd:02d}/{y}", f"{m}/{dd}/{y}", f"{m}/{dd}/{y % 100:02d}", f"{MON[m-1]} {dd}, {y}",
                   f"{MON[m-1][:3]} {dd}, {y}", f"{y}-{m:02d}-{dd:02d}"],
            "UK": [f"{dd:02d}/{m:02d}/{y}", f"{dd} {MON[m-1]} {y}", f"{dd:02d}-{MON[m-1][:3]}-{y}", f"{dd:02d}.{m:02d}.{y % 100:02d}",
                   f"{dd}/{m}/{y % 100:02d}"],
            "CA": [f"{y}-{m:02d}-{dd:02d}", f"{MON[m-1]} {dd}, {y}", f"{dd:02d}/{m:02d}/{y}", f"{y}/{m:02d}/{dd:02d}"],
            "AU": [f"{dd:02d}/{m:02d}/{y}", f"{dd} {MON[m-1][:3]} {y}", f"{dd}/{m}/{y % 100:02d}", f"{dd} {MON[m-1]} {y}"],
            "IE": [f"{dd:02d}/{m:02d}/{y}", f"{dd}{self._th(dd)} {MON[m-1]} {y}", f"{dd:02d}-{m:02d}-{y}", f"{dd} {MON[m-1][:3]} {y}"],
            "NZ": [f"{dd:02d}/{m:02d}/{y}", f"{dd} {MON[m-1]} {y}", f"{dd}/{m}/{y % 100:02d}", f"{dd:02d}.{m:02d}.{y}"],
            "IN": [f"{dd:02d}-{m:02d}-{y}", f"{dd:02d}/{m:02d}/{y}", f"{dd} {MON[m-1][:3]} {y}", f"{dd:02d}.{m:02d}.{y}"],
        }[c]
        s = opts[style % len(opts)] if style is not None else self.ch(opts)
        if weekday:
            w = WD[d.weekday()]
            if c == "US":
                s = self.ch([f"{w[:3]} {m}/{dd}", f"{w}, {MON[m-1]} {dd}, {y}", f"{w[:3]} {m:02d}/{dd:02d}/{y}"])
            else:
                s = self.ch([f"{w} {dd} {MON[m-1]} {y}", f"{w[:3]} {dd:02d}/{m:02d}", f"{w}, {dd} {MON[m-1]}"])
        return s

    def short_date(self, d):
        """day+month only"""
        if self.code in ("US",):
            return self.ch([f"{d.month}/{d.day}", f"{MON[d.month-1][:3]} {d.day}"])
        if self.code == "CA":
            return self.ch([f"{MON[d.month-1]} {d.day}", f"{d.month:02d}-{d.day:02d}"])
        return self.ch([f"{d.day:02d}/{d.month:02d}", f"{d.day} {MON[d.month-1][:3]}", f"{d.day} {MON[d.month-1]}"])

    def month_year(self, d):
        return self.ch([f"{MON[d.month-1]} {d.year}", f"{MON[d.month-1][:3]} {d.year}"])

    @staticmethod
    def _th(d):
        return "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")

    # ---------------- phones
    def phone(self, kind="any"):
        c, r = self.code, self.r
        x2 = f"{r.randint(0, 99):02d}"
        if c == "US":
            ac = self.ch(["216", "503", "512", "404", "313", "612", "480", "919", "412", "608", "720", "615", "319", "859", "505", "802"])
            num = f"555-01{x2}"
            s = self.ch([f"({ac}) {num}", f"{ac}-{num}", f"{ac}.555.01{x2}", f"+1 {ac} 555 01{x2}", f"1-{ac}-{num}"])
            if kind == "work" and r.random() < 0.4:
                s += self.ch([f" ext. {r.randint(100, 9999)}", f" x{r.randint(10, 999)}", f" ext {r.randint(2, 499)}"])
            return s
        if c == "UK":
            if kind == "mobile" or (kind == "any" and r.random() < 0.5):
                return self.ch([f"07700 900{r.randint(0, 999):03d}", f"+44 7700 900{r.randint(0, 999):03d}", f"07700900{r.randint(0, 999):03d}"])
            s = self.ch([f"01632 960{r.randint(0, 999):03d}", f"020 7946 0{r.randint(0, 999):03d}", f"0113 496 0{r.randint(0, 999):03d}",
                         f"0161 496 0{r.randint(0, 999):03d}", f"(01632) 960{r.randint(0, 999):03d}"])
            if kind == "work" and r.random() < 0.3:
                s += f" ext {r.randint(2000, 7999)}"
            return s
        if c == "CA":
            ac = self.ch(["416", "613", "604", "403", "204", "902", "306", "506", "519", "250"])
            s = self.ch([f"({ac}) 555-01{x2}", f"{ac}-555-01{x2}", f"{ac} 555 01{x2}"])
            if kind == "work" and r.random() < 0.4:
                s += self.ch([f" ext. {r.randint(1000, 7999)}", f" poste {r.randint(100, 999)}"])
            return s
        if c == "AU":
            if kind == "mobile" or (kind == "any" and r.random() < 0.5):
                return self.ch([f"0491 570 {r.randint(6, 159):03d}", f"+61 491 570 {r.randint(6, 159):03d}", f"0491570{r.randint(6, 159):03d}"])
            return self.ch([f"(02) 5550 {r.randint(0, 9999):04d}", f"(03) 7010 {r.randint(0, 9999):04d}", f"02 5550 {r.randint(0, 9999):04d}",
                            f"(07) 5550 {r.randint(0, 9999):04d}", f"(08) 5550 {r.randint(0, 9999):04d}"])
        if c == "IE":
            if kind == "mobile" or (kind == "any" and r.random() < 0.5):
                return self.ch([f"087 0{r.randint(10, 99)} {r.randint(0, 9999):04d}", f"+353 87 0{r.randint(10, 99)} {r.randint(0, 9999):04d}",
                                f"085-0{r.randint(10, 99)}-{r.randint(0, 9999):04d}"])
            return self.ch([f"(01) 555 0{r.randint(0, 999):03d}", f"021 455 0{r.randint(0, 999):03d}", f"(091) 555 0{r.randint(0, 999):03d}", f"045 555 0{r.randint(0, 999):03d}"])
        if c == "NZ":
            if kind == "mobile" or (kind == "any" and r.random() < 0.5):
                return self.ch([f"021 555 0{r.randint(0, 999):03d}", f"022 555 0{r.randint(0, 999):03d}", f"+64 21 555 0{r.randint(0, 999):03d}", f"027-555-0{r.randint(0, 999):03d}"])
            return self.ch([f"(09) 555 0{r.randint(0, 999):03d}", f"(03) 555 0{r.randint(0, 999):03d}", f"07 555 0{r.randint(0, 999):03d}", f"(06) 555-0{r.randint(0, 999):03d}"])
        if c == "IN":
            if kind == "mobile" or (kind == "any" and r.random() < 0.6):
                return self.ch([f"+91 98{r.randint(0, 999):03d} 0{r.randint(0, 9999):04d}", f"98{r.randint(0, 999):03d}-0{r.randint(0, 9999):04d}",
                                f"+91-99{r.randint(0, 999):03d}-0{r.randint(0, 9999):04d}", f"090{r.randint(0, 99):02d}0{r.randint(0, 99999):05d}"])
            return self.ch([f"080-2{r.randint(0, 999):03d} 0{r.randint(0, 999):03d}", f"044 2{r.randint(0, 999):03d} 0{r.randint(0, 999):03d}",
                            f"(022) 2{r.randint(0, 999):03d}-0{r.randint(0, 999):03d}"])

    def pager(self):
        return self.ch([f"{self.r.randint(1, 9)}-{self.r.randint(1000, 9999)}", f"#{self.r.randint(1000, 9999)}", f"{self.r.randint(10000, 99999)}"])

    # ---------------- addresses
    def street(self):
        r = self.r
        c = self.code
        n = r.randint(1, 999) if c in ("US", "CA") else r.randint(1, 180)
        a = self.ch(STREET_A)
        if c == "US":
            s = f"{n} {a} {self.ch(STREET_US)}"
            if r.random() < 0.3:
                s += self.ch([f", Apt {r.randint(1, 40)}{self.ch('ABCD')}", f" Unit {r.randint(1, 300)}", f", #{r.randint(1, 900)}"])
            return s
        if c == "CA":
            s = f"{n} {a} {self.ch(['Street', 'Avenue', 'Road', 'Crescent', 'Drive', 'Boulevard'])}"
            if r.random() < 0.3:
                s = f"{r.randint(101, 1804)}-" + s
            return s
        if c == "AU":
            s = f"{n} {a} {self.ch(['Street', 'Road', 'Avenue', 'Parade', 'Court', 'Close', 'Crescent'])}"
            if r.random() < 0.3:
                s = f"{r.randint(1, 24)}/" + s
            return s
        if c == "NZ":
            s = f"{n} {a} {self.ch(['Street', 'Road', 'Terrace', 'Place', 'Crescent', 'Avenue'])}"
            if r.random() < 0.3:
                s = f"{r.randint(1, 9)}{self.ch('ABC')}/" + f"{n} {a} {self.ch(['Street', 'Road'])}"
            return s
        if c == "IN":
            return self.ch([f"Flat {r.randint(101, 904)}, {self.ch(SAINTS[:0] + ['Sai', 'Lakshmi', 'Ganesh', 'Shanti', 'Green Park', 'Lotus'])} {self.ch(['Residency', 'Apartments', 'Enclave', 'Towers'])}",
                            f"No. {r.randint(1, 299)}, {r.randint(1, 18)}th Cross, {a} Layout",
                            f"H.No. {r.randint(1, 40)}-{r.randint(1, 9)}-{r.randint(10, 999)}, {a} Colony",
                            f"{r.randint(1, 99)}, {a} Road"])
        # UK / IE
        if c == "IE" and r.random() < 0.3:
            return f"{r.randint(1, 60)} {a} {self.ch(['Park', 'Heights', 'Grove', 'Drive', 'Lawns'])}"
        s = f"{n} {a} {self.ch(STREET_UK)}"
        if r.random() < 0.2:
            s = f"Flat {r.randint(1, 30)}, " + s
        return s

    def postcode(self):
        r, c = self.r, self.code
        if c == "US":
            return self.ch([f"{r.randint(10000, 99999)}", f"{r.randint(10000, 99999)}-{r.randint(1000, 9999)}"])
        if c == "UK":
            a = self.ch(["ZX", "QK", "YV", "XB", "WQ", "KV", "JZ"])
            return f"{a}{r.randint(1, 19)} {r.randint(1, 9)}{self.up(2)}"
        if c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return f"{self.ch(L)}{r.randint(0, 9)}{self.ch(L)} {r.randint(0, 9)}{self.ch(L)}{r.randint(0, 9)}"
        if c in ("AU", "NZ"):
            return f"{r.randint(200, 9999):04d}"
        if c == "IE":
            return f"{self.ch(['A', 'D', 'H', 'K', 'N', 'R', 'T', 'V', 'W', 'X'])}{r.randint(10, 98)} {self.ch('ACDEFHKNPRTVWXY')}{r.randint(100, 999)}{self.ch('ACDEFHKNPRTVWXY')}"
        if c == "IN":
            return self.ch([f"{r.randint(110001, 799999)}", f"{r.randint(110, 799)} {r.randint(1, 999):03d}"])

    def region(self):
        c = self.code
        if c == "US":
            s = self.ch(US_STATES); return s[1] if self.r.random() < 0.8 else s[0]
        if c == "CA":
            s = self.ch(CA_PROV); return s[1] if self.r.random() < 0.7 else s[0]
        if c == "AU":
            s = self.ch(AU_STATES); return s[1] if self.r.random() < 0.8 else s[0]
        if c == "IN":
            return self.ch(IN_STATES)
        if c == "NZ":
            return self.ch(NZ_REGIONS)
        return None

    def address(self, oneline=None):
        """list of items (text or (value, TYPE)) forming an address"""
        r, c = self.r, self.code
        sep = ", " if (oneline if oneline is not None else r.random() < 0.6) else "\n"
        st, tw, pc = self.street(), self.town(), self.postcode()
        it = [(st, "STREET"), sep]
        if c == "US":
            it += [(tw, "CITY"), ", ", (self.region(), "STATE"), " ", (pc, "ZIP")]
        elif c == "CA":
            it += [(tw, "CITY"), ", " if r.random() < .5 else " ", (self.region(), "STATE"), "  " if r.random() < .3 else " ", (pc, "ZIP")]
        elif c == "AU":
            it += [(tw.upper() if r.random() < 0.4 else tw, "CITY"), " ", (self.region(), "STATE"), " ", (pc, "ZIP")]
        elif c == "NZ":
            it += [(tw, "CITY"), sep, (self.town(), "CITY"), " ", (pc, "ZIP")]
        elif c == "IN":
            it += [(tw, "CITY"), sep, (self.region(), "STATE"), " - ", (pc, "ZIP")]
        elif c == "IE":
            it += [(tw, "CITY"), sep, "Co. ", (self.ch(IE_COUNTIES), "CITY"), sep, (pc, "ZIP")]
        else:
            it += [(tw, "CITY"), sep]
            if r.random() < 0.4:
                it += [(self.ch(UK_COUNTIES), "CITY"), sep]
            it += [(pc, "ZIP")]
        return it

    # ---------------- identifiers
    def mrn(self):
        r, c = self.r, self.code
        return {
            "US": lambda: self.ch([self.dig(8), f"MR{self.dig(7)}", f"{self.dig(3)}-{self.dig(2)}-{self.dig(2)}", self.dig(10)]),
            "UK": lambda: self.ch([f"{self.up(1)}{self.dig(6)}", f"RX{self.dig(7)}", f"K{self.dig(7)}", self.dig(8)]),
            "CA": lambda: self.ch([self.dig(7), f"M{self.dig(9)}", f"{self.dig(3)}-{self.dig(3)}-{self.dig(3)}"]),
            "AU": lambda: self.ch([self.dig(7), f"URN{self.dig(6)}", self.dig(8)]),
            "IE": lambda: self.ch([self.dig(7), f"H{self.dig(6)}", self.dig(6)]),
            "NZ": lambda: self.ch([f"Z{self.up(2)}{self.dig(4)}", f"Z{self.up(2)}{self.dig(2)}{self.up(1)}{self.up(1)}"]),
            "IN": lambda: self.ch([f"UHID{self.dig(10)}", f"MR/{self.r.randint(2019, 2025)}/{self.dig(6)}", f"{self.up(3)}{self.dig(8)}"]),
        }[c]()

    def natid_label(self):
        return {"UK": "NHS No", "NZ": "NHI", "US": "MRN", "CA": "MRN", "AU": "URN", "IE": "MRN", "IN": "UHID"}[self.code]

    def nhs(self):
        """UK NHS number (annotated as MRN, see README)"""
        d = "9" + self.dig(9)
        return self.ch([f"{d[:3]} {d[3:6]} {d[6:]}", d, f"{d[:3]}-{d[3:6]}-{d[6:]}"])

    def ssn(self):
        r, c = self.r, self.code
        if c == "US":
            return self.ch([f"9{self.dig(2)}-{self.dig(2)}-{self.dig(4)}", f"9{self.dig(8)}", f"9{self.dig(2)} {self.dig(2)} {self.dig(4)}"])
        if c == "UK":
            return self.ch([f"QQ {self.dig(2)} {self.dig(2)} {self.dig(2)} {self.ch('ABCD')}", f"QQ{self.dig(6)}{self.ch('ABCD')}"])
        if c == "CA":
            return self.ch([f"9{self.dig(2)} {self.dig(3)} {self.dig(3)}", f"9{self.dig(2)}-{self.dig(3)}-{self.dig(3)}"])
        if c == "IE":
            return f"{self.dig(7)}{self.up(1)}{self.ch(['', 'A', 'W'])}"
        if c == "AU":
            return f"{self.dig(3)} {self.dig(3)} {self.dig(3)}{self.up(1)}"
        if c == "NZ":
            return f"{self.dig(3)}-{self.dig(3)}-{self.dig(3)}"
        if c == "IN":
            return self.ch([f"{self.dig(4)} {self.dig(4)} {self.dig(4)}", f"XXXX XXXX {self.dig(4)}", f"{self.dig(4)}-{self.dig(4)}-{self.dig(4)}"])

    def ssn_label(self):
        return {"US": "SSN", "UK": "NI No", "CA": "SIN", "IE": "PPSN", "AU": "Centrelink CRN", "NZ": "MSD client no.", "IN": "Aadhaar"}[self.code]

    def healthplan(self):
        c = self.code
        if c == "US":
            return self.ch([f"{self.up(3)}{self.dig(6)}", f"{self.up(1)}{self.dig(8)}01", f"MCD-{self.dig(9)}", f"{self.dig(11)}{self.up(1)}"])
        if c == "CA":
            return self.ch([f"{self.dig(4)}-{self.dig(3)}-{self.dig(3)}-{self.up(2)}", f"{self.dig(4)} {self.dig(3)} {self.dig(3)}", f"9{self.dig(8)}"])
        if c == "AU":
            return self.ch([f"{self.dig(4)} {self.dig(5)} {self.r.randint(1, 9)}", f"{self.dig(10)}-{self.r.randint(1, 5)}"])
        if c == "IE":
            return self.ch([f"{self.dig(6)}{self.up(1)}", f"GMS {self.dig(7)}", f"VHI {self.dig(8)}"])
        if c == "NZ":
            return self.ch([f"CSC{self.dig(8)}", f"{self.dig(4)} {self.dig(4)} {self.dig(4)}"])
        if c == "IN":
            return self.ch([f"PMJAY-{self.up(2)}{self.dig(8)}", f"{self.dig(2)}-{self.dig(4)}-{self.dig(4)}-{self.dig(4)}", f"POL/{self.dig(9)}"])
        return self.ch([f"BUPA{self.dig(8)}", f"AX{self.dig(7)}"])

    def hp_label(self):
        return {"US": "Member ID", "CA": "Health card", "AU": "Medicare No", "IE": "Medical card", "NZ": "Community Services Card",
                "IN": "PM-JAY / policy no.", "UK": "Private insurer membership no."}[self.code]

    def account(self):
        return self.ch([f"{self.dig(4)}-{self.dig(4)}", f"V{self.dig(8)}", f"E{self.r.randint(2021, 2025)}{self.dig(6)}", self.dig(9),
                        f"FIN {self.dig(8)}" if self.code == "US" else f"ENC-{self.dig(7)}", f"IP/{self.dig(5)}/{self.r.randint(21, 25)}"])

    def lic_doc(self):
        c = self.code
        if c == "US":
            return self.ch([("NPI", self.dig(10)), ("DEA", f"{self.ch(['A', 'B', 'F', 'M'])}{self.up(1)}{self.dig(7)}"), ("Lic", f"{self.up(2)}-{self.dig(6)}")])
        if c == "UK":
            return self.ch([("GMC", self.dig(7)), ("NMC PIN", f"{self.dig(2)}{self.up(1)}{self.dig(4)}{self.up(1)}"), ("HCPC", f"SL{self.dig(5)}")])
        if c == "CA":
            return self.ch([("CPSO #", self.dig(5)), ("CMPA/Licence", f"{self.dig(5)}"), ("CNO Reg", self.dig(8))])
        if c == "AU":
            return self.ch([("AHPRA", f"MED{self.dig(10)}"), ("AHPRA", f"NMW{self.dig(10)}"), ("Prescriber No", self.dig(7))])
        if c == "IE":
            return self.ch([("IMC Reg", self.dig(6)), ("NMBI PIN", self.dig(6)), ("CORU", f"SL{self.dig(6)}")])
        if c == "NZ":
            return self.ch([("MCNZ", self.dig(5)), ("NCNZ APC", f"{self.dig(6)}"), ("Midwifery Council", self.dig(5))])
        return self.ch([("KMC Reg. No", self.dig(5)), ("MCI Reg", f"{self.dig(5)}"), ("TNMC", f"{self.dig(6)}")])

    def dl(self):
        c = self.code
        return {"US": lambda: f"{self.up(1)}{self.dig(7)}", "UK": lambda: f"{self.up(5)}{self.dig(6)}{self.up(2)}{self.dig(1)}{self.up(2)}",
                "CA": lambda: f"{self.up(1)}{self.dig(4)}-{self.dig(5)}-{self.dig(5)}", "AU": lambda: self.dig(8),
                "IE": lambda: f"{self.dig(3)}{self.dig(3)}{self.dig(3)}", "NZ": lambda: f"{self.up(2)}{self.dig(6)}",
                "IN": lambda: f"{self.up(2)}{self.dig(2)} {self.r.randint(2005, 2022)}{self.dig(7)}"}[c]()

    def plate(self):
        c = self.code
        return {"US": lambda: self.ch([f"{self.dig(1)}{self.up(3)}{self.dig(3)}", f"{self.up(3)}-{self.dig(4)}", f"{self.up(3)} {self.dig(3)}"]),
                "UK": lambda: f"{self.up(2)}{self.r.randint(10, 74)} {self.up(3)}",
                "CA": lambda: f"{self.up(4)} {self.dig(3)}", "AU": lambda: f"{self.dig(1)}{self.up(2)}{self.dig(1)}{self.up(2)}",
                "IE": lambda: f"{self.r.randint(141, 242)}-{self.ch(['D', 'C', 'G', 'KE', 'MH', 'WW', 'L'])}-{self.r.randint(1, 19999)}",
                "NZ": lambda: f"{self.up(3)}{self.dig(3)}", "IN": lambda: f"{self.ch(['KA', 'TN', 'MH', 'KL', 'TS'])} {self.dig(2)} {self.up(2)} {self.dig(4)}"}[c]()

    def vin(self):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    def serial(self, pre=None):
        pre = pre or self.ch(["SN", "AM", "HA", "CI", "PJ", "FP", "NM", "EP"])
        return self.ch([f"{pre}{self.dig(6)}", f"{pre}-{self.dig(5)}-{self.up(1)}", f"{self.dig(2)}{self.up(2)}{self.dig(6)}", f"{pre}{self.dig(3)}{self.up(2)}{self.dig(3)}"])

    def bioid(self):
        return self.ch([f"FP-{self.dig(5)}", f"BIO-{self.dig(4)}-{self.up(2)}", f"FTP{self.dig(7)}", f"PV{self.dig(6)}"])

    def idnum(self, kind="spec"):
        y = self.r.randint(21, 25)
        return {
            "spec": lambda: self.ch([f"S{y}-{self.dig(5)}", f"{self.up(2)}{self.dig(8)}", f"{y}H{self.dig(6)}", f"LAB-{self.dig(7)}"]),
            "case": lambda: self.ch([f"CP/{2000 + y}/{self.dig(4)}", f"CS-{self.dig(6)}", f"MASH{self.dig(5)}", f"{self.dig(2)}/{self.dig(5)}/{y}"]),
            "police": lambda: self.ch([f"CAD {self.dig(4)}/{self.dig(2)}", f"{self.up(2)}/{self.dig(5)}/{y}", f"P{2000 + y}{self.dig(6)}", f"OCC-{self.dig(6)}"]),
            "ref": lambda: self.ch([f"REF-{self.dig(6)}", f"R{self.dig(7)}", f"UBRN {self.dig(4)} {self.dig(4)} {self.dig(4)}"[5:], f"{self.up(3)}{self.dig(5)}"]),
            "nbs": lambda: self.ch([f"{self.dig(10)}", f"NBS{self.dig(7)}", f"{self.dig(3)}-{self.dig(3)}-{self.dig(3)}"]),
        }[kind]()

    def ip(self):
        return self.ch([f"10.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}",
                        f"192.168.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}", f"203.0.113.{self.r.randint(1, 254)}",
                        f"198.51.100.{self.r.randint(1, 254)}", f"172.{self.r.randint(16, 31)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"])

    def tld(self):
        return {"US": ".org", "UK": ".nhs.example.uk", "CA": ".ca.example", "AU": ".org.au.example", "IE": ".ie.example",
                "NZ": ".org.nz.example", "IN": ".in.example"}[self.code]

    # ---------------- facilities
    def hospital(self):
        c, t = self.code, self.town()
        sn = self.ch(SURNAMES)
        opts = {
            "US": [f"{t} General Hospital", f"{sn} Memorial Hospital", f"{t} Women's Hospital", f"{t} Children's Medical Center",
                   f"St. {self.ch(SAINTS)}'s Medical Center", f"{t} Regional Medical Center", f"{sn} Children's Hospital"],
            "UK": [f"{t} General Hospital", f"{t} Royal Infirmary", f"Royal {t} Hospital", f"{t} Women's Hospital", f"St {self.ch(SAINTS)}'s Hospital",
                   f"{t} Community Hospital"],
            "CA": [f"{t} General Hospital", f"{t} Health Sciences Centre", f"{t} Children's Hospital", f"St. {self.ch(SAINTS)}'s Hospital",
                   f"{sn} Women's Health Centre"],
            "AU": [f"{t} Base Hospital", f"{t} Hospital", f"Royal {t} Women's Hospital", f"{t} Children's Hospital", f"{t} Health Service"],
            "IE": [f"University Hospital {t}", f"{t} Maternity Hospital", f"St {self.ch(SAINTS)}'s Hospital", f"{t} Regional Hospital",
                   f"Our Lady of {self.ch(['Lourdes', 'Mercy', 'Good Counsel'])} Hospital {t}"],
            "NZ": [f"{t} Hospital", f"{t} Women's Health", f"{t} Public Hospital", f"Te Whare Ora o {self.ch(NZ_MAORI)}"],
            "IN": [f"{t} Government General Hospital", f"{sn} Multispeciality Hospital", f"{t} Mother and Child Hospital",
                   f"Sri {self.ch(['Venkateswara', 'Lakshmi', 'Sai', 'Krishna'])} Hospital", f"{t} District Hospital"],
        }[c]
        return self.ch(opts)

    def ward(self):
        return self.ch([f"{self.ch(TREES)} Ward", f"{self.ch(TREES)} Unit", f"{self.ch(TREES)} Birth Centre", f"{self.ch(TREES)} Suite", f"{self.ch(TREES)} Ward"])

    def practice(self):
        c, t = self.code, self.town()
        if c == "UK":
            return self.ch([f"{t} Medical Practice", f"{self.ch(STREET_A)} Road Surgery", f"{t} Health Centre", f"The {self.ch(STREET_A)} Surgery"])
        if c == "US":
            return self.ch([f"{t} Pediatrics", f"{t} Family Medicine", f"{self.ch(SURNAMES)} Family Health Clinic", f"{t} Community Health Center"])
        if c == "CA":
            return self.ch([f"{t} Family Health Team", f"{t} Medical Clinic", f"{t} Community Health Centre"])
        if c == "AU":
            return self.ch([f"{t} Medical Centre", f"{t} Family Practice", f"{self.ch(STREET_A)} Street Clinic"])
        if c == "IE":
            return self.ch([f"{t} Medical Centre", f"{t} Family Practice", f"The {self.ch(STREET_A)} Clinic"])
        if c == "NZ":
            return self.ch([f"{t} Medical Centre", f"{t} Health Centre", f"{self.ch(NZ_MAORI)} Hauora"])
        return self.ch([f"{t} Primary Health Centre", f"{t} Urban PHC", f"Dr {self.ch(SURNAMES)}'s Clinic"])

    def school(self):
        t = self.town()
        return self.ch([f"{t} Primary School", f"{t} High School", f"{t} Academy", f"St {self.ch(SAINTS)}'s School",
                        f"{t} Community College", f"{self.ch(STREET_A)} Park Primary", f"{t} Middle School", f"{t} Grammar School"])

    def nursery(self):
        return self.ch([f"Little {self.ch(['Acorns', 'Sprouts', 'Owls', 'Ducklings', 'Stars', 'Explorers'])} Nursery",
                        f"{self.town()} Early Learning Centre", f"{self.ch(TREES)} Tree Preschool", f"{self.town()} Kindergarten",
                        f"Sunshine {self.ch(['Daycare', 'Playgroup', 'Kindy'])}"])

    def employer(self):
        return self.ch([f"{self.ch(SURNAMES)} {self.ch(EMP_B)}", f"{self.town()} {self.ch(EMP_B)}", f"{self.town()} Council",
                        f"{self.town()} Supermarket", f"{self.ch(SURNAMES)} & Sons"])
