"""Locale-specific formats for dates, phones, addresses and identifiers (all invented)."""
import random
import string
from datetime import date

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def T(t, v):
    """Mark a PHI value with its fine type (parsed out later)."""
    v = str(v)
    assert v == v.strip() and v, repr(v)
    return f"\x01{t}\x02{v}\x03"


def fmt_date(d, st):
    if st == "dmY": return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if st == "d/m/Y": return f"{d.day}/{d.month}/{d.year}"
    if st == "dmy": return f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"
    if st == "d.m.Y": return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if st == "dBY": return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
    if st == "dbY": return f"{d.day:02d}-{MON[d.month - 1]}-{d.year}"
    if st == "db y": return f"{d.day} {MON[d.month - 1]} {d.year % 100:02d}"
    if st == "mdY": return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if st == "mdy": return f"{d.month}/{d.day}/{d.year % 100:02d}"
    if st == "BdY": return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if st == "bdY": return f"{MON[d.month - 1]} {d.day}, {d.year}"
    if st == "iso": return d.isoformat()
    if st == "Ymd/": return f"{d.year}/{d.month:02d}/{d.day:02d}"
    if st == "dBY-ord":
        suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"{d.day}{suf} {MONTHS[d.month - 1]} {d.year}"
    raise ValueError(st)


class Locale:
    def __init__(self, code, rng):
        self.code = code
        self.R = rng
        c = code
        if c == "US":
            self.styles = ["mdY", "mdY", "BdY", "mdy", "bdY"]
        elif c == "CA":
            self.styles = ["iso", "iso", "BdY", "dmY", "bdY"]
        elif c == "ZA":
            self.styles = ["Ymd/", "dmY", "dBY", "iso"]
        elif c == "UK":
            self.styles = ["dmY", "dmY", "dBY", "dbY", "db y", "dmy", "dBY-ord"]
        else:
            self.styles = ["dmY", "dBY", "d/m/Y", "dbY", "d.m.Y"]
        self.note_style = self.R.choice(self.styles)

    # ---------------- dates
    def d(self, dt, style=None):
        st = style or (self.note_style if self.R.random() < 0.7 else self.R.choice(self.styles))
        return T("DATE", fmt_date(dt, st))

    def dwk(self, dt):
        wd = WEEKDAYS[dt.weekday()]
        if self.code in ("US", "CA"):
            v = self.R.choice([f"{wd}, {MONTHS[dt.month-1]} {dt.day}, {dt.year}", f"{wd[:3]} {dt.month}/{dt.day}"])
        else:
            v = self.R.choice([f"{wd} {dt.day} {MONTHS[dt.month-1]} {dt.year}", f"{wd[:3]} {dt.day}/{dt.month}",
                               f"{wd} {dt.day:02d}/{dt.month:02d}/{dt.year}"])
        return T("DATE", v)

    def dshort(self, dt):
        if self.code == "US":
            return T("DATE", f"{dt.month}/{dt.day}")
        return T("DATE", self.R.choice([f"{dt.day}/{dt.month}", f"{dt.day} {MON[dt.month-1]}"]))

    def my(self, dt):
        return T("DATE", self.R.choice([f"{MONTHS[dt.month-1]} {dt.year}", f"{MON[dt.month-1]} {dt.year}"]))

    # ---------------- phones
    def _d(self, n):
        return "".join(self.R.choice(string.digits) for _ in range(n))

    def phone(self, mobile=None):
        R = self.R
        c = self.code
        mobile = R.random() < 0.5 if mobile is None else mobile
        x = f"{R.randint(0, 99):02d}"
        if c == "US" or c == "CA":
            ac = R.choice(["312", "614", "503", "716", "919", "412", "651"] if c == "US" else ["613", "416", "604", "780", "902", "204"])
            v = R.choice([f"({ac}) 555-01{x}", f"{ac}-555-01{x}", f"{ac}.555.01{x}", f"+1 {ac} 555 01{x}"])
            if R.random() < 0.12:
                v += R.choice([f" ext. {R.randint(10, 499)}", f" x{R.randint(100, 999)}"])
            return v
        if c == "UK":
            if mobile:
                return R.choice([f"07700 900{R.randint(0,999):03d}", f"07700900{R.randint(0,999):03d}", f"+44 7700 900{R.randint(0,999):03d}"])
            return R.choice([f"01632 960{R.randint(0,999):03d}", f"0113 496 0{R.randint(0,999):03d}", f"020 7946 0{R.randint(0,999):03d}",
                             f"0117 496 0{R.randint(0,999):03d}", f"(01632) 960{R.randint(0,999):03d}"])
        if c == "AU":
            if mobile:
                return R.choice([f"0491 570 {R.randint(100,999)}", f"0491570{R.randint(100,999)}", f"+61 491 570 {R.randint(100,999)}"])
            return R.choice([f"(02) 5550 {R.randint(1000,9999)}", f"(03) 7010 {R.randint(1000,9999)}", f"07 5550 {R.randint(1000,9999)}"])
        if c == "IE":
            if mobile:
                return R.choice([f"087 555 0{R.randint(100,999)}", f"085-555-0{R.randint(100,999)}", f"+353 87 555 0{R.randint(100,999)}"])
            return R.choice([f"(01) 555 0{R.randint(100,999)}", f"091 555 0{R.randint(100,999)}", f"021-555 0{R.randint(100,999)}"])
        if c == "NZ":
            if mobile:
                return R.choice([f"021 555 0{R.randint(10,99)}", f"027 555 0{R.randint(100,999)}", f"+64 21 555 0{R.randint(10,99)}"])
            return R.choice([f"(09) 555 0{R.randint(100,999)}", f"(03) 555 0{R.randint(100,999)}", f"04 555 0{R.randint(100,999)}"])
        if c == "ZA":
            if mobile:
                return R.choice([f"082 555 0{R.randint(100,999)}", f"073 555 0{R.randint(100,999)}", f"+27 82 555 0{R.randint(100,999)}"])
            return R.choice([f"(021) 555 0{R.randint(100,999)}", f"011 555 0{R.randint(100,999)}", f"031-555-0{R.randint(100,999)}"])
        raise ValueError(c)

    def pager(self):
        return self.R.choice([f"{self.R.randint(1,9)}-{self.R.randint(1000,9999)}", f"#{self.R.randint(1000,9999)}"]).lstrip("#")

    # ---------------- addresses
    def region(self):
        c = self.code
        R = self.R
        if c == "US":
            return R.choice([("OH", "Ohio"), ("PA", "Pennsylvania"), ("MN", "Minnesota"), ("OR", "Oregon"), ("NC", "North Carolina"),
                             ("WI", "Wisconsin"), ("IL", "Illinois"), ("NY", "New York"), ("GA", "Georgia"), ("MI", "Michigan")])
        if c == "CA":
            return R.choice([("ON", "Ontario"), ("BC", "British Columbia"), ("AB", "Alberta"), ("MB", "Manitoba"), ("NS", "Nova Scotia"),
                             ("SK", "Saskatchewan"), ("NB", "New Brunswick")])
        if c == "AU":
            return R.choice([("NSW", "New South Wales"), ("VIC", "Victoria"), ("QLD", "Queensland"), ("WA", "Western Australia"),
                             ("SA", "South Australia"), ("TAS", "Tasmania"), ("ACT", "Australian Capital Territory")])
        if c == "NZ":
            r = R.choice(["Waikato", "Canterbury", "Otago", "Bay of Plenty", "Northland", "Manawatū-Whanganui", "Hawke's Bay", "Southland"])
            return (r, r)
        if c == "ZA":
            r = R.choice(["Gauteng", "Western Cape", "KwaZulu-Natal", "Eastern Cape", "Free State", "Limpopo", "Mpumalanga"])
            return (r, r)
        if c == "IE":
            r = R.choice(["Galway", "Mayo", "Kerry", "Cork", "Clare", "Sligo", "Donegal", "Westmeath", "Kilkenny", "Wexford"])
            return (r, r)
        r = R.choice(["Fenshire", "Wealdshire", "North Calder", "East Marlow", "Kestrelshire", "Westmoorland", "Dunsley"])
        return (r, r)

    TOWNS = {
        "UK": ["Brackenford", "Caldermoor", "Dunsley Bridge", "Eastholme", "Fernleigh", "Glenmarsh", "Hollinwood Cross", "Kestrelton",
               "Lower Ashby", "Marlow Heath", "Netherfold", "Oakhampstead", "Pennington Vale", "Redmere", "Sallowby", "Thornwick",
               "Upper Wrayton", "Wendlebury Ford", "Ashcombe", "Fellbeck"],
        "US": ["Maple Falls", "Cedar Junction", "Harlow Springs", "Redwater", "Stonebridge", "Willow Creek", "Brookhaven Heights",
               "Clearview", "Fairmont Ridge", "Linden Grove", "Oak Hollow", "Pine Crossing"],
        "CA": ["Riverbend", "Maplewood Harbour", "North Caribou", "Kingsmere", "Elk Lake Crossing", "Birchmount", "Lakefield Landing",
               "Cedar Narrows", "Port Alder"],
        "AU": ["Wattle Creek", "Banksia Heights", "Coolabah Downs", "Jarrah Vale", "Kookaburra Flat", "Mullaway", "Tallowood",
               "Yarrandale", "Bellbird Ridge"],
        "IE": ["Ballinmore Cross", "Carrigdown", "Kilbrannagh", "Lisheen", "Drumcarra", "Rathmoyle", "Castlecorrib", "Templeboy Upper",
               "Ardnafarna"],
        "NZ": ["Kowhai Bay", "Totara Park", "Rimuwhenua", "Puriri Heights", "Matai Downs", "Harakeke", "Te Aroha West", "Waikowhai"],
        "ZA": ["Protea Ridge", "Klipfontein-Oos", "Sonneveld", "Amanzi Park", "Doringkloof", "Blouberg Heights", "KwaLanga Ext 4",
               "Eikenhof Wes"],
    }

    def town(self):
        return self.R.choice(self.TOWNS[self.code])

    def postcode(self):
        R = self.R
        c = self.code
        L = "ABCDEFGHJKLMNPRSTUWXY"
        if c == "UK":
            area = R.choice(["BF", "CM", "DX", "EH", "FE", "GM", "HW", "KT", "LA", "MH", "NF", "OK", "PV", "RD", "SY", "TW"])
            return f"{area}{R.randint(1, 19)} {R.randint(1, 9)}{R.choice(L)}{R.choice(L)}"
        if c == "US":
            z = f"{R.randint(10000, 99999)}"
            return z + (f"-{R.randint(1000, 9999)}" if R.random() < 0.2 else "")
        if c == "CA":
            return f"{R.choice('KLMNPRTVHGJ')}{R.randint(0,9)}{R.choice(L)} {R.randint(0,9)}{R.choice(L)}{R.randint(0,9)}"
        if c == "IE":
            return f"{R.choice('ACDEFHKNPRTVWXY')}{R.randint(10,99)} {R.choice(L)}{R.randint(0,9)}{R.choice(L)}{R.randint(0,9)}"
        return f"{R.randint(1000, 9999)}"

    def street(self, stems):
        R = self.R
        c = self.code
        stem = R.choice(stems)
        suf = {"UK": ["Road", "Lane", "Close", "Avenue", "Crescent", "Way", "Drive", "Gardens", "Terrace", "Mews", "Street"],
               "US": ["Street", "Avenue", "Blvd", "Drive", "Court", "Lane", "Road", "St", "Ave"],
               "CA": ["Street", "Avenue", "Drive", "Crescent", "Road", "Boulevard", "Court"],
               "AU": ["Street", "Road", "Parade", "Crescent", "Place", "Avenue", "St"],
               "IE": ["Road", "Avenue", "Park", "Grove", "Lawn", "Close", "Heights"],
               "NZ": ["Street", "Road", "Crescent", "Place", "Terrace", "Avenue"],
               "ZA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Close"]}[c]
        n = R.randint(1, 240)
        base = f"{n} {stem} {R.choice(suf)}"
        r = R.random()
        if c == "UK" and r < 0.2:
            return f"Flat {R.randint(1, 24)}, {base}"
        if c in ("US", "CA") and r < 0.2:
            return base + R.choice([f", Apt {R.randint(1, 40)}{R.choice('ABCD')}", f" Unit {R.randint(100, 999)}", f", Suite {R.randint(100, 400)}"])
        if c in ("AU", "NZ") and r < 0.25:
            return f"{R.randint(1, 12)}/{base}"
        if c == "IE" and r < 0.3:
            return f"{R.randint(1, 90)} {stem} {R.choice(['Park', 'Grove', 'Lawn'])}"
        if c == "ZA" and r < 0.2:
            return f"Unit {R.randint(1, 40)}, {R.choice(['Sunbird', 'Jacaranda', 'Fynbos', 'Kiepersol'])} Court, {base}"
        return base

    def address(self, stems, multiline=False):
        """Return marked address string (split into parts)."""
        R = self.R
        c = self.code
        st = T("STREET", self.street(stems))
        town = T("CITY", self.town())
        pc = T("ZIP", self.postcode())
        ab, full = self.region()
        sep = "\n" if multiline else ", "
        if c == "US":
            return f"{st}{sep}{town}, {T('STATE', ab if R.random() < 0.8 else full)} {pc}"
        if c == "CA":
            return f"{st}{sep}{town}, {T('STATE', ab if R.random() < 0.7 else full)}  {pc}"
        if c == "AU":
            return f"{st}{sep}{town} {T('STATE', ab)} {pc}"
        if c == "NZ":
            if R.random() < 0.5:
                return f"{st}{sep}{town}{sep}{T('STATE', full)} {pc}"
            return f"{st}{sep}{town} {pc}"
        if c == "ZA":
            return f"{st}{sep}{town}{sep}{T('STATE', full)}{sep}{pc}"
        if c == "IE":
            return f"{st}{sep}{town}{sep}Co. {T('CITY', full)}{sep}{pc}"
        if R.random() < 0.35:
            return f"{st}{sep}{town}{sep}{T('CITY', full)}{sep}{pc}"
        return f"{st}{sep}{town}{sep}{pc}"

    # ---------------- identifiers
    def _dig(self, n):
        return "".join(str(self.R.randint(0, 9)) for _ in range(n))

    def _al(self, n):
        return "".join(self.R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))

    def ids(self):
        """Locale-specific identifiers: list of (label text, fine type, value)."""
        R = self.R
        c = self.code
        if c == "UK":
            return {
                "mrn": ("NHS No", "MRN", R.choice([f"{self._dig(3)} {self._dig(3)} {self._dig(4)}", self._dig(10)])),
                "hosp": ("Hospital No", "MRN", R.choice([f"RXH{self._dig(7)}", f"K{self._dig(6)}", f"M{self._dig(7)}"])),
                "ssn": ("NI No", "SSN", f"{self._al(2)} {self._dig(2)} {self._dig(2)} {self._dig(2)} {R.choice('ABCD')}"),
                "plan": ("Membership No", "HEALTHPLAN", f"{R.choice(['HM', 'AXV', 'WPH'])}{self._dig(8)}"),
                "lic": ("GMC", "LICENSE", self._dig(7)),
                "drv": ("Driving licence", "LICENSE", f"{self._al(5)}{self._dig(6)}{self._al(2)}{self._dig(1)}{self._al(2)}"),
                "plate": ("Reg", "VEHICLE", f"{self._al(2)}{self._dig(2)} {self._al(3)}"),
            }
        if c == "US":
            return {
                "mrn": ("MRN", "MRN", R.choice([self._dig(8), f"{self._dig(3)}-{self._dig(2)}-{self._dig(2)}", f"E{self._dig(7)}"])),
                "hosp": ("Hospital MRN", "MRN", self._dig(9)),
                "ssn": ("SSN", "SSN", f"9{self._dig(2)}-{self._dig(2)}-{self._dig(4)}"),
                "plan": ("Member ID", "HEALTHPLAN", f"{self._al(3)}{self._dig(9)}"),
                "group": ("Group #", "HEALTHPLAN", f"{self._dig(6)}-{self._dig(3)}"),
                "lic": ("NPI", "LICENSE", self._dig(10)),
                "dea": ("DEA", "LICENSE", f"{self._al(2)}{self._dig(7)}"),
                "drv": ("Driver's license", "LICENSE", f"{self._al(1)}{self._dig(3)}-{self._dig(4)}-{self._dig(4)}"),
                "plate": ("plate", "VEHICLE", f"{self._dig(1)}{self._al(3)}{self._dig(3)}"),
            }
        if c == "CA":
            return {
                "mrn": ("Chart #", "MRN", self._dig(6)),
                "hosp": ("Hospital MRN", "MRN", f"{self._al(1)}{self._dig(7)}"),
                "ssn": ("SIN", "SSN", f"{self._dig(3)} {self._dig(3)} {self._dig(3)}"),
                "plan": (R.choice(["OHIP", "PHN", "Health card"]), "HEALTHPLAN",
                         R.choice([f"{self._dig(4)}-{self._dig(3)}-{self._dig(3)}-{self._al(2)}", f"9{self._dig(3)} {self._dig(3)} {self._dig(3)}"])),
                "lic": ("CPSO #", "LICENSE", self._dig(5)),
                "drv": ("Driver's licence", "LICENSE", f"{self._al(1)}{self._dig(4)}-{self._dig(5)}-{self._dig(5)}"),
                "plate": ("plate", "VEHICLE", f"{self._al(4)} {self._dig(3)}"),
            }
        if c == "AU":
            return {
                "mrn": ("IHI", "MRN", f"8003 60{self._dig(2)} {self._dig(4)} {self._dig(4)}"),
                "hosp": ("UR No", "MRN", self._dig(7)),
                "ssn": ("TFN", "SSN", f"{self._dig(3)} {self._dig(3)} {self._dig(3)}"),
                "plan": ("Medicare No", "HEALTHPLAN", f"{self._dig(4)} {self._dig(5)} {self._dig(1)}"),
                "dva": ("DVA No", "HEALTHPLAN", f"{self._al(2)}{self._dig(6)}"),
                "lic": ("Prescriber No", "LICENSE", self._dig(7)),
                "ahpra": ("AHPRA", "LICENSE", f"MED000{self._dig(7)}"),
                "drv": ("Licence No", "LICENSE", self._dig(9)),
                "plate": ("rego", "VEHICLE", f"{self._al(3)}-{self._dig(3)}"),
            }
        if c == "IE":
            return {
                "mrn": ("MRN", "MRN", self._dig(7)),
                "hosp": ("Hospital No", "MRN", f"H{self._dig(6)}"),
                "ssn": ("PPSN", "SSN", f"{self._dig(7)}{self._al(1)}{R.choice(['', 'A', 'W'])}"),
                "plan": ("GMS No", "HEALTHPLAN", f"{self._dig(6)}{self._al(1)}"),
                "vhi": ("Policy No", "HEALTHPLAN", f"{self._dig(8)}"),
                "lic": ("MCRN", "LICENSE", self._dig(6)),
                "drv": ("Driving licence", "LICENSE", f"{self._dig(3)}{self._dig(6)}"),
                "plate": ("Reg", "VEHICLE", f"{R.randint(12, 24)}{R.choice(['1', '2', ''])}-{R.choice(['G', 'MO', 'KY', 'C', 'D', 'SO', 'WH'])}-{self._dig(R.randint(3, 5))}"),
            }
        if c == "NZ":
            return {
                "mrn": ("NHI", "MRN", f"{self._al(3)}{self._dig(4)}"),
                "hosp": ("NHI", "MRN", f"{self._al(3)}{self._dig(2)}{self._al(2)}"),
                "ssn": ("IRD", "SSN", f"{self._dig(3)}-{self._dig(3)}-{self._dig(3)}"),
                "plan": ("ACC claim", "HEALTHPLAN", f"{self._al(2)}{self._dig(8)}"),
                "lic": ("MCNZ", "LICENSE", self._dig(5)),
                "drv": ("Driver licence", "LICENSE", f"{self._al(2)}{self._dig(6)}"),
                "plate": ("rego", "VEHICLE", f"{self._al(3)}{self._dig(3)}"),
            }
        if c == "ZA":
            return {
                "mrn": ("Folder No", "MRN", self._dig(8)),
                "hosp": ("Hospital No", "MRN", f"{self._dig(2)}-{self._dig(6)}"),
                "ssn": ("ID No", "SSN", R.choice([self._dig(13), f"{self._dig(6)} {self._dig(4)} {self._dig(3)}"])),
                "plan": ("Medical aid No", "HEALTHPLAN", f"{self._dig(9)}"),
                "dep": ("Dependant code", "HEALTHPLAN", f"0{R.randint(0, 4)}"),
                "lic": ("HPCSA", "LICENSE", f"MP {self._dig(7)}"),
                "prac": ("Practice No", "LICENSE", f"0{self._dig(6)}"),
                "drv": ("Driver's licence", "LICENSE", f"{self._dig(4)}{self._dig(4)}{self._al(2)}{self._dig(2)}"),
                "plate": ("reg", "VEHICLE", f"{self._al(2)} {self._dig(2)} {self._al(2)} GP"),
            }
        raise ValueError(c)
