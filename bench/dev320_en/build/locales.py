"""Country-specific formats: dates, phones, postcodes, addresses, identifiers, care-site names."""
import pools as P

MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
MON3 = [m[:3] for m in MON]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDAY3 = [w[:3] for w in WDAY]

US_STATES = [("OH", "Ohio"), ("PA", "Pennsylvania"), ("MI", "Michigan"), ("WI", "Wisconsin"),
             ("MN", "Minnesota"), ("IA", "Iowa"), ("MO", "Missouri"), ("KY", "Kentucky"),
             ("TN", "Tennessee"), ("NC", "North Carolina"), ("GA", "Georgia"), ("FL", "Florida"),
             ("AZ", "Arizona"), ("OR", "Oregon"), ("WA", "Washington"), ("ME", "Maine"),
             ("VT", "Vermont"), ("NM", "New Mexico"), ("TX", "Texas"), ("IN", "Indiana"),
             ("NE", "Nebraska"), ("KS", "Kansas"), ("SC", "South Carolina"), ("MA", "Massachusetts")]
CA_PROV = [("ON", "Ontario"), ("ON", "Ontario"), ("BC", "British Columbia"), ("AB", "Alberta"),
           ("MB", "Manitoba"), ("SK", "Saskatchewan"), ("NS", "Nova Scotia"), ("NB", "New Brunswick"),
           ("NL", "Newfoundland and Labrador"), ("PE", "Prince Edward Island"), ("QC", "Quebec")]
AU_STATES = [("NSW", "New South Wales", "2"), ("VIC", "Victoria", "3"), ("QLD", "Queensland", "4"),
             ("SA", "South Australia", "5"), ("WA", "Western Australia", "6"), ("TAS", "Tasmania", "7")]
NZ_REGIONS = ["Canterbury", "Otago", "Waikato", "Southland", "Hawke's Bay", "Taranaki", "Northland",
              "Manawatū-Whanganui", "Bay of Plenty", "Tasman", "West Coast"]
ZA_PROV = ["Gauteng", "Western Cape", "KwaZulu-Natal", "Eastern Cape", "Free State", "Mpumalanga"]
UK_COUNTIES = ["Lancashire", "North Yorkshire", "Cumbria", "Devon", "Kent", "Norfolk", "Shropshire",
               "County Durham", "Northumberland", "Somerset", "Lincolnshire", "Cornwall", "Derbyshire",
               "Gwynedd", "Fife", "Aberdeenshire", "Staffordshire", "West Sussex"]
IE_COUNTIES = ["Mayo", "Galway", "Cork", "Kerry", "Clare", "Tipperary", "Donegal", "Sligo", "Roscommon",
               "Wexford", "Kilkenny", "Offaly", "Leitrim", "Limerick", "Waterford", "Cavan", "Louth"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
EIR = "ACDEFHKNPRTVWXY0123456789"
CA_L = "ABCEGHJKLMNPRSTVWXYZ"

COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "US": "USA", "CA": "Canada", "AU": "Australia",
                "NZ": "New Zealand", "SG": "Singapore", "ZA": "South Africa"}


def ordn(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


class Locale:
    def __init__(self, code, r):
        self.c = code
        self.r = r
        self.us = code == "US"
        self.na = code in ("US", "CA")
        self.region = None
        if code == "CA":
            self.region = r.choice(CA_PROV)
        elif code == "US":
            self.region = r.choice(US_STATES)
        elif code == "AU":
            self.region = r.choice(AU_STATES)
        elif code == "NZ":
            self.region = r.choice(NZ_REGIONS)
        elif code == "ZA":
            self.region = r.choice(ZA_PROV)
        elif code == "IE":
            self.region = r.choice(IE_COUNTIES)
        elif code == "UK":
            self.region = r.choice(UK_COUNTIES)
        t = {"gp": "GP", "ed": "ED", "emerg": "999", "walker": "Zimmer frame", "para": "paracetamol",
             "mob": "mobilising", "ambo": "ambulance", "mrn": "Hospital No"}
        if code == "UK":
            t.update(ed="A&E", emerg="999", mrn="Hosp No")
        elif code == "IE":
            t.update(ed="ED", emerg="112", mrn="MRN")
        elif code == "US":
            t.update(gp="PCP", emerg="911", walker="rolling walker", para="acetaminophen",
                     mob="ambulating", ambo="EMS", mrn="MRN")
        elif code == "CA":
            t.update(gp="family physician", emerg="911", walker="4-wheeled walker", para="acetaminophen",
                     mob="ambulating", ambo="EMS", mrn="MRN")
        elif code == "AU":
            t.update(gp="GP", emerg="000", walker="4WW", mrn="UR")
        elif code == "NZ":
            t.update(gp="GP", emerg="111", walker="walking frame", mrn="NHI")
        elif code == "SG":
            t.update(gp="polyclinic doctor", ed="A&E", emerg="995", walker="walking frame", mrn="MRN")
        elif code == "ZA":
            t.update(gp="GP", ed="casualty", emerg="10177", walker="walking frame", mrn="Folder No")
        self.t = t

    # ------------------------------------------------------------- small helpers
    def dg(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def up(self, n, alpha=UPPER):
        return "".join(self.r.choice(alpha) for _ in range(n))

    # ------------------------------------------------------------- dates
    def styles(self):
        c = self.c
        if c == "US":
            return ["num", "num", "num1", "short", "long"]
        if c == "CA":
            return ["num", "num", "short", "long"]
        if c == "ZA":
            return ["num", "short", "long", "num"]
        return ["num", "num", "short", "long", "dot", "num2"]

    def date(self, d, st):
        c = self.c
        y, m, dd = d.year, d.month, d.day
        if st == "iso":
            return d.isoformat()
        if st == "y":
            return str(y)
        if st == "my":
            return f"{MON[m - 1]} {y}"
        if st == "my3":
            return f"{MON3[m - 1]} {y}" if not self.us else f"{m:02}/{y}"
        if st == "m":
            return MON[m - 1]
        if st == "wdn":
            return WDAY[d.weekday()]
        if st == "dash":
            return f"{dd:02}-{MON3[m - 1].upper()}-{y}"
        if st == "num":
            if c == "US":
                return f"{m:02}/{dd:02}/{y}"
            if c == "CA":
                return d.isoformat()
            if c == "ZA":
                return f"{y}/{m:02}/{dd:02}"
            return f"{dd:02}/{m:02}/{y}"
        if st == "num1":
            return f"{m}/{dd}/{y}" if self.us else f"{dd}/{m}/{y}"
        if st == "num2":
            return f"{m}/{dd}/{y % 100:02}" if self.us else f"{dd:02}/{m:02}/{y % 100:02}"
        if st == "dot":
            return f"{m:02}/{dd:02}/{y}" if self.us else f"{dd:02}.{m:02}.{y}"
        if st == "short":
            if c == "US":
                return f"{MON3[m - 1]} {dd}, {y}"
            if c == "CA":
                return f"{y}-{MON3[m - 1]}-{dd:02}"
            return f"{dd} {MON3[m - 1]} {y}"
        if st == "long":
            return f"{MON[m - 1]} {dd}, {y}" if self.na else f"{dd} {MON[m - 1]} {y}"
        if st == "ord":
            return f"{MON[m - 1]} {ordn(dd)}, {y}" if self.na else f"{ordn(dd)} {MON[m - 1]} {y}"
        if st == "wd":
            return f"{WDAY3[d.weekday()]} {m}/{dd}" if self.us else f"{WDAY3[d.weekday()]} {dd:02}/{m:02}"
        if st == "wdl":
            if self.na:
                return f"{WDAY[d.weekday()]}, {MON[m - 1]} {dd}, {y}"
            return f"{WDAY[d.weekday()]} {dd} {MON[m - 1]} {y}"
        if st == "dm":
            return f"{m}/{dd}" if self.us else f"{dd:02}/{m:02}"
        if st == "dmon":
            return f"{MON3[m - 1]} {dd}" if self.na else f"{dd} {MON3[m - 1]}"
        if st == "dmonl":
            return f"{MON[m - 1]} {dd}" if self.na else f"{ordn(dd)} {MON[m - 1]}"
        raise ValueError(st)

    # ------------------------------------------------------------- phones (all contain 555)
    def phone(self, kind="land"):
        c, r, d = self.c, self.r, self.dg
        if kind == "bleep":
            if self.na:
                return r.choice(["555-0{}", "555-1{}", "555-2{}"]).format(d(3))
            return r.choice(["555{}", "555{}", "{}555"]).format(d(1))
        if c == "UK":
            if kind == "mob":
                return r.choice(["07{} 555 {}", "07{} 555{}", "+44 7{} 555 {}"]).format(d(3), d(3))
            area = "01" + d(3)
            return r.choice(["{} 555{}", "{} 555 {}", "({}) 555{}"]).format(area, d(3))
        if c == "IE":
            if kind == "mob":
                return r.choice(["08{} 555 {}", "08{}-555{}", "+353 8{} 555 {}"]).format(r.choice("35679"), d(4))
            area = r.choice(["021", "091", "061", "051", "071", "074", "066", "094", "057", "044", "049"])
            return r.choice(["{} 555 {}", "({}) 555 {}", "{}-555{}"]).format(area, d(4))
        if c in ("US", "CA"):
            area = str(r.randrange(2, 10)) + d(2)
            if kind == "mob":
                return r.choice(["{}-555-{}", "({}) 555-{}", "{}.555.{}"]).format(area, d(4))
            if r.random() < 0.3:
                return "({}) 555-01{}".format(area, d(2))
            return r.choice(["({}) 555-{}", "{}-555-{}"]).format(area, d(4))
        if c == "AU":
            if kind == "mob":
                return r.choice(["04{} 555 {}", "04{}555{}", "+61 4{} 555 {}"]).format(d(2), d(3))
            return r.choice(["(0{}) 5550 {}", "0{} 5550 {}"]).format(r.choice("2378"), d(4))
        if c == "NZ":
            if kind == "mob":
                return r.choice(["02{} 555 {}", "02{}-555-{}"]).format(r.choice("127"), d(4))
            return r.choice(["(0{}) 555 {}", "0{} 555 {}", "0{}-555-{}"]).format(r.choice("34679"), d(4))
        if c == "SG":
            if kind == "mob":
                return r.choice(["9555 {}", "8555 {}", "+65 9555 {}"]).format(d(4))
            return r.choice(["6555 {}", "+65 6555 {}"]).format(d(4))
        if c == "ZA":
            if kind == "mob":
                return r.choice(["0{} 555 {}", "+27 {} 555 {}"]).format(r.choice(["72", "82", "83", "61"]), d(4))
            return r.choice(["0{} 555 {}", "(0{}) 555-{}"]).format(r.choice(["11", "21", "31", "41", "51"]), d(4))
        raise ValueError(c)

    def ext(self):
        return self.r.choice([" ext. ", " ext ", " x", " Ext "]) + self.dg(4)

    # ------------------------------------------------------------- places
    def town(self):
        r = self.r
        if self.c == "SG":
            return "Singapore"
        if self.c == "CA" and self.region[0] == "QC":
            a, b = P.TOWN_PARTS["QC"]
            return r.choice(a) + r.choice(b)
        a, b = P.TOWN_PARTS[self.c]
        pa, pb = r.choice(a), r.choice(b)
        if pa.endswith(" "):
            t = pa + pb[0].upper() + pb[1:]
        elif pb[0].isupper():
            t = pa + " " + pb
        else:
            t = pa + pb
        t = t.replace("  ", " ")
        if self.c == "UK" and r.random() < 0.12:
            t = r.choice(["Upper ", "Lower ", "Great ", "Little ", "Market "]) + t
        return t

    def ntown(self):
        """Town word for building organisation names (Singapore uses estate names)."""
        if self.c == "SG":
            return self.r.choice(P.SG_ESTATES)
        return self.town()

    def street(self):
        c, r = self.c, self.r
        n = str(r.randrange(1, 240))
        if c == "US":
            s = f"{r.randrange(100, 9800)} {r.choice(['', '', 'N ', 'S ', 'E ', 'W '])}{r.choice(P.STREET_WORDS_US)} {r.choice(P.STREET_SUFFIX['US'])}"
            if r.random() < 0.3:
                s += r.choice([", Apt ", " Apt ", " #", ", Unit "]) + str(r.randrange(1, 30)) + r.choice(["", "B", "A"])
            return s
        if c == "CA":
            if self.region[0] == "QC":
                return f"{r.randrange(10, 2400)} rue {r.choice(['des Érables', 'Principale', 'du Moulin', 'Saint-Jean', 'des Pins', 'Champlain'])}"
            s = f"{r.randrange(2, 2400)} {r.choice(P.STREET_WORDS_US + P.STREET_WORDS)} {r.choice(P.STREET_SUFFIX['CA'])}"
            if r.random() < 0.3:
                s = f"Unit {r.randrange(101, 1210)}, " + s if r.random() < 0.5 else s + f", Apt {r.randrange(2, 40)}"
            return s
        if c == "AU":
            s = f"{r.choice(P.STREET_WORDS_AU)} {r.choice(P.STREET_SUFFIX['AU'])}"
            if r.random() < 0.35:
                return f"{r.randrange(1, 12)}/{n} {s}"
            return f"{n} {s}"
        if c == "NZ":
            s = f"{n} {r.choice(P.STREET_WORDS_NZ)} {r.choice(P.STREET_SUFFIX['NZ'])}"
            if r.random() < 0.2:
                s = f"Flat {r.randrange(1, 6)}, " + s
            return s
        if c == "SG":
            return f"Blk {r.randrange(100, 990)} {r.choice(P.STREET_WORDS_SG)} {r.randrange(1, 9)}, #{r.randrange(2, 16):02}-{r.randrange(10, 400)}"
        if c == "ZA":
            return f"{n} {r.choice(P.STREET_WORDS_ZA)} {r.choice(P.STREET_SUFFIX['ZA'])}"
        if c == "IE":
            w = r.choice(P.STREET_WORDS_IE)
            if " " in w and w[0] in "ACBRS" and not w.startswith(("Church", "Bridge", "Abbey", "Castle")):
                return f"{n} {w}"
            return f"{n} {w} {r.choice(P.STREET_SUFFIX['IE'])}"
        s = f"{n} {r.choice(P.STREET_WORDS)} {r.choice(P.STREET_SUFFIX['UK'])}"
        x = r.random()
        if x < 0.15:
            s = f"Flat {r.randrange(1, 12)}, " + s
        elif x < 0.22:
            s = f"{r.choice(P.HOUSE_NAMES)}, {r.choice(P.STREET_WORDS)} {r.choice(['Lane', 'Road'])}"
        return s

    def postcode(self):
        c, r, d = self.c, self.r, self.dg
        if c == "UK":
            out = self.up(r.choice([1, 2]), "ABCDEFGHKLMNPRSTWY") + str(r.randrange(1, 30))
            return f"{out} {r.randrange(10)}{self.up(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        if c == "IE":
            return f"{r.choice('ACDEFHKNPRTVWXY')}{d(2)} {self.up(4, EIR)}"
        if c == "US":
            z = str(r.randrange(10, 100)) + d(3)
            return z + ("-" + d(4) if r.random() < 0.15 else "")
        if c == "CA":
            L = lambda: r.choice(CA_L)
            return f"{L()}{r.randrange(10)}{L()} {r.randrange(10)}{L()}{r.randrange(10)}"
        if c == "AU":
            return self.region[2] + d(3)
        if c == "SG":
            return str(r.randrange(10, 83)) + d(4)
        return d(4)

    def address(self, town=None):
        a = {"street": self.street(), "town": town or self.town(), "zip": self.postcode(), "county": None,
             "state": None}
        if self.c in ("UK", "IE"):
            a["county"] = self.region if self.r.random() < (0.35 if self.c == "UK" else 0.85) else None
        elif self.c in ("US", "CA", "AU"):
            a["state"] = self.region[0] if self.r.random() < 0.85 else self.region[1]
        elif self.c in ("NZ", "ZA"):
            a["state"] = self.region if self.r.random() < 0.4 else None
        return a

    def addr_items(self, a, sep=", ", town=True):
        """Return note items for an address, split into parts."""
        c = self.c
        it = [("STREET", a["street"]), sep]
        if c == "UK":
            it += [("CITY", a["town"])]
            if a["county"]:
                it += [sep, ("CITY", a["county"])]
            it += [sep if sep != ", " else self.r.choice([", ", "  ", " "]), ("ZIP", a["zip"])]
        elif c == "IE":
            it += [("CITY", a["town"])]
            if a["county"]:
                it += [sep, "Co. ", ("CITY", a["county"])]
            it += [sep, ("ZIP", a["zip"])]
        elif c in ("US", "CA"):
            it += [("CITY", a["town"]), ", ", ("STATE", a["state"]), "  " if c == "CA" else " ", ("ZIP", a["zip"])]
        elif c == "AU":
            it += [("CITY", a["town"]), " ", ("STATE", a["state"]), " ", ("ZIP", a["zip"])]
        elif c == "NZ":
            it += [("CITY", a["town"])]
            if a["state"]:
                it += [sep, ("STATE", a["state"])]
            it += [" ", ("ZIP", a["zip"])]
        elif c == "SG":
            it += [("CITY", "Singapore"), " ", ("ZIP", a["zip"])]
        else:
            it += [("CITY", a["town"])]
            if a["state"]:
                it += [sep, ("STATE", a["state"])]
            it += [sep, ("ZIP", a["zip"])]
        return it

    # ------------------------------------------------------------- identifiers
    def nhs(self):
        r = self.r
        while True:
            ds = [r.randrange(10) for _ in range(9)]
            ds[0] = r.choice([4, 6, 7])
            s = sum(v * w for v, w in zip(ds, range(10, 1, -1)))
            ck = 11 - s % 11
            ck = 0 if ck == 11 else ck
            if ck != 10:
                x = "".join(map(str, ds)) + str(ck)
                return f"{x[:3]} {x[3:6]} {x[6:]}"

    def ssn_value(self):
        c, r, d = self.c, self.r, self.dg
        if c == "US":
            if r.random() < 0.75:
                return f"9{d(2)}-{d(2)}-{d(4)}"
            return f"000-{d(2)}-{d(4)}"
        if c == "UK":
            return f"QQ 9{d(1)} {d(2)} {d(2)} {r.choice('ABCD')}"
        if c == "IE":
            return f"9{d(6)}{self.up(1, 'ABCDEFGHKLMNPRTVWX')}" + r.choice(["", "A", "W"])
        if c == "CA":
            return f"9{d(2)} {d(3)} {d(3)}"
        if c == "NZ":
            return f"9{d(1)}-{d(3)}-{d(3)}"
        if c == "SG":
            return f"S9{d(6)}{self.up(1, 'ABCDEFGHIZJ')}"
        if c == "AU":
            return f"9{d(2)} {d(3)} {d(3)}"
        return None

    def ids(self):
        c, r, d = self.c, self.r, self.dg
        o = {"mrn": None, "nat": None, "hp": None, "hp2": None, "ssn": None, "acct": None}
        if c == "UK":
            o["mrn"] = (r.choice(["Hosp No", "Hospital No", "MRN", "Unit No", "RXN"]),
                        r.choice([self.up(1) + d(7), d(8), "RT" + d(6) + self.up(1)]))
            o["nat"] = ("NHS No", self.nhs(), "MRN")
            o["ssn"] = (r.choice(["NI No", "NI number", "National Insurance No"]), self.ssn_value())
            o["acct"] = (r.choice(["Attendance No", "Episode No", "Spell No"]), d(9))
        elif c == "IE":
            o["mrn"] = ("MRN", r.choice([d(7), "H" + d(6), d(6)]))
            o["ssn"] = ("PPSN", self.ssn_value())
            o["hp"] = (r.choice(["Medical Card No", "GMS No", "Medical card"]), d(7) + self.up(1))
            o["hp2"] = ("Health insurance policy no", self.up(2) + d(8))
            o["acct"] = ("Episode No", d(8))
        elif c == "US":
            o["mrn"] = ("MRN", r.choice([d(8), "E" + d(7), "00" + d(6)]))
            o["ssn"] = ("SSN", self.ssn_value())
            mbi = (str(r.randrange(1, 10)) + self.up(1, "ACDEFGHJKMNPQRTUVWXY") + r.choice(["", "", ""]) +
                   self.up(1, "ACDEFGHJKMNPQRTUVWXY0123456789") + d(1) + "-" +
                   self.up(2, "ACDEFGHJKMNPQRTUVWXY") + d(1) + "-" + self.up(2, "ACDEFGHJKMNPQRTUVWXY") + d(2))
            o["hp"] = (r.choice(["Medicare ID", "MBI", "Medicare #"]), mbi)
            o["hp2"] = (r.choice(["Member ID", "Supplemental plan ID", "Medigap member #"]), self.up(3) + d(9))
            o["acct"] = (r.choice(["Acct #", "Encounter #", "FIN", "CSN"]), r.choice([d(9), "E" + d(9), d(10)]))
        elif c == "CA":
            o["mrn"] = (r.choice(["MRN", "Chart #", "Hosp #"]), d(7))
            p = self.region[0]
            if p == "ON":
                o["hp"] = ("OHIP", f"{d(4)}-{d(3)}-{d(3)}-{self.up(2)}")
            elif p == "BC":
                o["hp"] = ("PHN", f"9{d(3)} {d(3)} {d(3)}")
            elif p == "AB":
                o["hp"] = ("AHCIP", f"{d(5)}-{d(4)}")
            elif p == "QC":
                o["hp"] = ("RAMQ", f"{self.up(4)} {d(4)} {d(4)}")
            else:
                o["hp"] = ("Health card", d(9))
            o["ssn"] = ("SIN", self.ssn_value())
            o["acct"] = (r.choice(["Visit #", "Encounter #", "Acct #"]), d(8))
        elif c == "AU":
            o["mrn"] = (r.choice(["UR", "URN", "MRN"]), r.choice([d(6), d(7), "0" + d(6)]))
            o["hp"] = ("Medicare No", f"{r.randrange(2, 7)}{d(3)} {d(5)} {d(1)}")
            o["hp2"] = ("DVA No", f"N{r.choice('XVQSWT')}X{d(6)}")
            o["nat"] = ("IHI", f"8003 60{d(2)} {d(4)} {d(4)}", "MRN")
            o["ssn"] = ("TFN", self.ssn_value())
            o["acct"] = (r.choice(["Episode No", "Visit No"]), d(8))
        elif c == "NZ":
            o["mrn"] = ("NHI", self.up(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + d(4))
            o["hp"] = ("Community Services Card", d(9))
            o["ssn"] = ("IRD No", self.ssn_value())
            o["acct"] = ("Event No", d(8))
        elif c == "SG":
            o["mrn"] = ("MRN", r.choice([d(8), "SG" + d(7)]))
            o["ssn"] = ("NRIC", self.ssn_value())
            o["hp"] = ("CHAS card no", d(10))
            o["acct"] = ("Case No", d(10))
        else:
            o["mrn"] = (r.choice(["Folder No", "Hosp No"]), d(8))
            o["hp"] = (r.choice(["Medical aid no", "Scheme member no"]), d(9))
            o["acct"] = ("Account No", d(9))
        return o

    def reg(self, role):
        """Clinician registration (LICENSE): returns (label, value)."""
        c, r, d = self.c, self.r, self.dg
        if c == "UK":
            return {"doc": ("GMC", "7" + d(6)), "nurse": ("NMC PIN", f"{d(2)}{self.up(1)}{d(4)}{self.up(1)}"),
                    "physio": ("HCPC", "PH" + d(6)), "ot": ("HCPC", "OT" + d(5)), "para": ("HCPC", "PA" + d(5)),
                    "pharm": ("GPhC", "20" + d(5)), "rad": ("HCPC", "RA" + d(5))}[role]
        if c == "IE":
            return {"doc": ("IMC", "4" + d(5)), "nurse": ("NMBI PIN", d(6)), "physio": ("CORU", "PT" + d(6)),
                    "ot": ("CORU", "OT" + d(6)), "para": ("PHECC PIN", d(6)), "pharm": ("PSI", d(5)),
                    "rad": ("CORU", "RA" + d(6))}[role]
        if c == "US":
            return {"doc": ("NPI", "1" + d(9)), "nurse": ("RN Lic", "RN" + d(7)), "physio": ("PT Lic", "PT" + d(6)),
                    "ot": ("OTR Lic", "OT" + d(6)), "para": ("Paramedic cert", "P" + d(6)),
                    "pharm": ("RPh Lic", "RPH" + d(6)), "rad": ("ARRT", d(6))}[role]
        if c == "CA":
            return {"doc": ("CPSO #" if self.region[0] == "ON" else "Lic #", d(5)), "nurse": ("Reg #", d(7)),
                    "physio": ("Reg #", d(5)), "ot": ("Reg #", "G" + d(5)), "para": ("Paramedic ID", d(6)),
                    "pharm": ("Pharmacist reg #", d(6)), "rad": ("MRT #", d(5))}[role]
        if c == "AU":
            pre = {"doc": "MED", "nurse": "NMW", "physio": "PHY", "ot": "OCC", "para": "PAR", "pharm": "PHA", "rad": "MRP"}[role]
            return ("AHPRA", pre + "000" + d(7))
        if c == "NZ":
            return {"doc": ("MCNZ", d(5)), "nurse": ("NCNZ", d(6)), "physio": ("PBNZ", d(5)),
                    "ot": ("OTBNZ", d(5)), "para": ("PCNZ reg", "P" + d(5)), "pharm": ("PCNZ", d(5)),
                    "rad": ("MRTB", d(5))}[role]
        if c == "SG":
            return {"doc": ("MCR", "M" + d(5) + self.up(1)), "nurse": ("SNB", "RN" + d(6)),
                    "physio": ("AHPC", "PT" + d(6)), "ot": ("AHPC", "OT" + d(6)), "para": ("Reg", "PM" + d(5)),
                    "pharm": ("PRN", "P" + d(5) + self.up(1)), "rad": ("AHPC", "RG" + d(6))}[role]
        return {"doc": ("HPCSA", "MP " + d(7)), "nurse": ("SANC", d(8)), "physio": ("HPCSA", "PT " + d(7)),
                "ot": ("HPCSA", "OT " + d(7)), "para": ("HPCSA", "ANT " + d(6)), "pharm": ("SAPC", "P" + d(8)),
                "rad": ("HPCSA", "DR " + d(7))}[role]

    # ------------------------------------------------------------- named care sites (HOSPITAL type)
    def hospital(self, town):
        c, r = self.c, self.r
        sa = r.choice(P.SAINTS)
        opts = {
            "UK": [f"{town} General Hospital", f"{town} Royal Infirmary", f"St {sa}'s Hospital",
                   f"{town} Community Hospital", f"{town} District General Hospital", f"Royal {town} Hospital"],
            "IE": [f"{town} University Hospital", f"St {sa}'s Hospital", f"{town} General Hospital",
                   f"Our Lady of the Wells Hospital, {town}", f"{town} Regional Hospital"],
            "US": [f"{town} Memorial Hospital", f"{town} Regional Medical Center", f"St. {sa} Mercy Medical Center",
                   f"{town} VA Medical Center", f"{town} Community Hospital"],
            "CA": [f"{town} General Hospital", f"{town} Health Centre", f"{town} District Hospital",
                   f"St. {sa}'s Hospital", f"Hôpital {P.SAINTS_FR[len(town) % len(P.SAINTS_FR)]}"],
            "AU": [f"{town} Base Hospital", f"{town} District Hospital", f"{town} Hospital",
                   f"St {sa}'s Private Hospital", f"{town} Health Service"],
            "NZ": [f"{town} Hospital", f"{town} Public Hospital", f"{town} Health Centre"],
            "SG": [f"{r.choice(P.SG_ESTATES)} General Hospital", f"{r.choice(P.SG_ESTATES)} Community Hospital",
                   f"{r.choice(P.SG_ESTATES)} Hospital"],
            "ZA": [f"{town} Provincial Hospital", f"{town} Hospital", f"{town} District Hospital",
                   f"{town} Private Hospital"],
        }[c]
        if c == "CA" and self.region[0] != "QC":
            opts = opts[:-1]
        return r.choice(opts)

    def trust(self, town, town2):
        c, r = self.c, self.r
        if c == "UK":
            return r.choice([f"{town} and {town2} NHS Foundation Trust", f"{town} Teaching Hospitals NHS Trust",
                             f"{town} Health Board", f"{town} Community Health NHS Trust"])
        if c == "IE":
            return r.choice([f"{town} Hospital Group", f"{town} Community Healthcare Organisation"])
        if c == "AU":
            return r.choice([f"{town} Local Health District", f"{town} Health", f"{town} Hospital and Health Service"])
        if c == "NZ":
            return f"{town} Health District"
        if c == "CA":
            return r.choice([f"{town} Health Network", f"{town} Regional Health Authority"])
        if c == "US":
            return r.choice([f"{town} Health System", f"{town} Medical Group"])
        if c == "SG":
            return f"{r.choice(P.SG_ESTATES)} Health Cluster"
        return f"{town} Health District"

    def practice(self, town):
        c, r = self.c, self.r
        w = r.choice(P.STREET_WORDS)
        opts = {
            "UK": [f"{w} Surgery", f"{town} Medical Centre", f"{w} Lane Surgery", f"The {w} Practice",
                   f"{town} Health Centre", f"{w} House Surgery"],
            "IE": [f"{town} Medical Practice", f"{w} Medical Centre", f"{town} Family Practice", f"{town} Primary Care Centre"],
            "US": [f"{town} Family Medicine", f"{r.choice(P.STREET_WORDS_US)} Primary Care", f"{town} Internal Medicine Associates",
                   f"{town} Senior Health Clinic"],
            "CA": [f"{town} Family Health Team", f"{town} Medical Clinic", f"{w} Family Practice"],
            "AU": [f"{town} Medical Clinic", f"{r.choice(P.STREET_WORDS_AU)} Family Practice", f"{town} Medical Centre"],
            "NZ": [f"{town} Medical Centre", f"{r.choice(P.STREET_WORDS_NZ)} Health", f"{town} Family Doctors"],
            "SG": [f"{r.choice(P.SG_ESTATES)} Polyclinic", f"{r.choice(P.SG_ESTATES)} Family Clinic"],
            "ZA": [f"{town} Medical Centre", f"{town} Community Health Centre", f"{w} Family Practice"],
        }[c]
        return r.choice(opts)

    def care_home(self):
        r = self.r
        return f"{r.choice(P.HOME_WORDS)} {r.choice(P.HOME_KIND[self.c])}"

    def pharmacy(self, town, surname):
        pat = self.r.choice(P.PHARMACY_PAT)
        if self.c != "US" and "Drug Store" in pat:
            pat = "{t} Pharmacy"
        if self.c == "US" and "Chemist" in pat:
            pat = "{s} Drug Store"
        return pat.format(t=town, s=surname, w=self.r.choice(P.STREET_WORDS))

    def falls_service(self, town):
        r = self.r
        return r.choice([f"{town} Falls Prevention Service", f"{town} Falls and Bone Health Clinic",
                         f"{town} Community Falls Team", f"{town} Falls Clinic", f"{town} Older Persons Falls Service"])

    def ward(self):
        r = self.r
        x = r.random()
        if x < 0.45:
            return f"{r.choice(P.WARD_NAMES)} Ward"
        if x < 0.75:
            return f"Ward {r.randrange(1, 40)}{r.choice(['', '', 'A', 'B'])}"
        return f"{r.choice(P.WARD_NAMES)} Unit"
