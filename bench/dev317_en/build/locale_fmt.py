"""Country-specific formats: dates, phones, postcodes, addresses and identifiers."""

import datetime as dt

import pools

COUNTRY_NAME = {"US": "United States", "UK": "United Kingdom", "IE": "Ireland",
                "CA": "Canada", "AU": "Australia", "NZ": "New Zealand",
                "SG": "Singapore", "ZA": "South Africa"}
COUNTRY_ALT = {"US": ["USA", "United States"], "UK": ["UK", "United Kingdom", "England",
               "Scotland", "Wales"], "IE": ["Ireland"], "CA": ["Canada"],
               "AU": ["Australia"], "NZ": ["New Zealand", "NZ"], "SG": ["Singapore"],
               "ZA": ["South Africa", "RSA"]}
ABROAD = ["Portugal", "Spain", "India", "the Philippines", "Vietnam", "Greece", "Poland",
          "Nigeria", "Ghana", "Pakistan", "Fiji", "Samoa", "Tonga", "Italy", "Thailand",
          "Malaysia", "Kenya", "Zimbabwe", "Morocco", "Mexico", "Jamaica", "Lebanon",
          "Croatia", "Turkey", "Sri Lanka", "Bali", "Egypt", "Brazil", "Romania", "Cyprus"]

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Michigan", "MI"), ("Texas", "TX"),
             ("Georgia", "GA"), ("Arizona", "AZ"), ("Iowa", "IA"), ("Kentucky", "KY"),
             ("Minnesota", "MN"), ("North Carolina", "NC"), ("Pennsylvania", "PA"),
             ("Wisconsin", "WI"), ("Colorado", "CO"), ("Maryland", "MD"), ("Vermont", "VT"),
             ("New Mexico", "NM"), ("Tennessee", "TN"), ("Nebraska", "NE"),
             ("Massachusetts", "MA"), ("Washington", "WA"), ("Illinois", "IL"),
             ("Florida", "FL"), ("Missouri", "MO"), ("Kansas", "KS")]
UK_COUNTIES = ["West Yorkshire", "Lancashire", "Cheshire", "Devon", "Cornwall", "Kent",
               "Norfolk", "Suffolk", "Cumbria", "Durham", "Shropshire", "Somerset",
               "Lincolnshire", "Fife", "Perthshire", "Gwynedd", "Powys", "Dorset",
               "Northumberland", "Herefordshire", "Essex", "Wiltshire"]
IE_COUNTIES = ["Cork", "Kerry", "Galway", "Mayo", "Donegal", "Limerick", "Clare",
               "Tipperary", "Wexford", "Wicklow", "Kildare", "Meath", "Sligo", "Offaly",
               "Laois", "Westmeath", "Waterford", "Roscommon", "Leitrim", "Cavan"]
CA_PROV = [("Ontario", "ON", "KLMNP"), ("Quebec", "QC", "GHJ"), ("British Columbia", "BC", "V"),
           ("Alberta", "AB", "T"), ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S"),
           ("Nova Scotia", "NS", "B"), ("New Brunswick", "NB", "E"),
           ("Newfoundland and Labrador", "NL", "A"), ("Prince Edward Island", "PE", "C")]
AU_STATES = [("New South Wales", "NSW", 2000, 2999, "02"), ("Victoria", "VIC", 3000, 3999, "03"),
             ("Queensland", "QLD", 4000, 4999, "07"), ("South Australia", "SA", 5000, 5799, "08"),
             ("Western Australia", "WA", 6000, 6799, "08"), ("Tasmania", "TAS", 7000, 7799, "03"),
             ("Australian Capital Territory", "ACT", 2600, 2620, "02"),
             ("Northern Territory", "NT", 800, 899, "08")]
NZ_REGIONS = ["Auckland", "Waikato", "Bay of Plenty", "Wellington", "Canterbury", "Otago",
              "Southland", "Hawke's Bay", "Northland", "Taranaki", "Nelson", "Marlborough",
              "Gisborne", "Manawatū-Whanganui", "Tasman", "West Coast"]
ZA_PROV = ["Gauteng", "Western Cape", "KwaZulu-Natal", "Eastern Cape", "Free State",
           "Limpopo", "Mpumalanga", "North West", "Northern Cape"]
UK_PC_AREA = ("LS M B BS NE CF EH G S L NG LE CV PL EX YO HU DN SO PO BN CT ME TN RG OX MK NR "
              "IP CB PE LN DE ST WV SY LL SA NP HR WR GL BA TA TR DT BH SP SN HP AL LU CM CO "
              "SS KT AB DD PH IV KY FK KA PA DG TD BT").split()
PC_LET = "ABDEFGHJLNPQRSTUWXYZ"
IE_ROUTING = ("D08 D15 D24 T12 T23 H91 V94 A96 P31 X91 F92 R95 N37 K78 W91 Y35 E91 C15 "
              "V93 H53 F26 A82 R32 P72").split()
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UK_AREA = ["0113", "0114", "0117", "0118", "0121", "0131", "0141", "0151", "0161", "0191",
           "01224", "01392", "01603", "01752", "01904", "02920", "01482", "01273"]
IE_AREA = ["(01)", "021", "091", "061", "066", "051", "074", "094", "071", "053"]
US_AREA = ["216", "503", "313", "512", "404", "602", "319", "502", "612", "919", "412",
           "608", "303", "410", "802", "505", "615", "402", "617", "206", "312", "813",
           "314", "785"]
CA_AREA = ["416", "613", "905", "514", "418", "604", "250", "403", "780", "204", "306",
           "902", "506", "709"]
NZ_AREA = ["(09)", "(07)", "(04)", "(03)", "(06)"]
ZA_AREA = ["011", "021", "031", "041", "051", "012", "013", "015"]


NZ_ONLY = ["Kauri", "Totara", "Rimu", "Pohutukawa", "Mataī", "Karaka", "Nīkau"]
AU_ZA_ONLY = ["Wattle", "Jacaranda", "Banksia", "Casuarina", "Protea"]


class Loc:
    def __init__(self, country, rng):
        self.c = country
        self.r = rng

    # ------------------------------------------------------------ helpers
    def dig(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def let(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # ------------------------------------------------------------ dates
    def date(self, d, style=None):
        c, r = self.c, self.r
        if style is None:
            if c == "US":
                style = r.choice(["num", "num", "num", "short", "long", "mon"])
            elif c == "CA":
                style = r.choice(["iso", "iso", "mon", "long", "num"])
            elif c == "ZA":
                style = r.choice(["zaiso", "zaiso", "num", "long"])
            else:
                style = r.choice(["num", "num", "num", "short", "long", "mon", "dotted"])
        us = c == "US"
        if style == "num":
            if us:
                return "%02d/%02d/%d" % (d.month, d.day, d.year)
            return "%02d/%02d/%d" % (d.day, d.month, d.year)
        if style == "short":
            if us:
                return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
            return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
        if style == "long":
            if us or c == "CA":
                return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
            return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
        if style == "mon":
            if us:
                return "%s %d %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
            return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3], d.year)
        if style == "dotted":
            return "%02d.%02d.%d" % (d.day, d.month, d.year)
        if style == "iso":
            return "%d-%02d-%02d" % (d.year, d.month, d.day)
        if style == "zaiso":
            return "%d/%02d/%02d" % (d.year, d.month, d.day)
        if style == "dm":
            if us:
                return "%d/%d" % (d.month, d.day)
            return "%d/%d" % (d.day, d.month)
        if style == "dmy_short":
            if us:
                return "%02d/%02d/%02d" % (d.month, d.day, d.year % 100)
            return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        if style == "wk":
            wd = WEEKDAYS[d.weekday()][:3]
            if us:
                return "%s %d/%d" % (wd, d.month, d.day)
            return "%s %02d/%02d" % (wd, d.day, d.month)
        if style == "wklong":
            wd = WEEKDAYS[d.weekday()]
            if us or c == "CA":
                return "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year)
            return "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)
        if style == "dmon":
            if us:
                return "%s %d" % (MONTHS[d.month - 1][:3], d.day)
            return "%d %s" % (d.day, MONTHS[d.month - 1][:3])
        if style == "monyr":
            return "%s %d" % (MONTHS[d.month - 1], d.year)
        if style == "year":
            return str(d.year)
        if style == "weekday":
            return WEEKDAYS[d.weekday()]
        raise ValueError(style)

    def table_date(self, d):
        """compact, consistent style for table columns"""
        if self.c == "US":
            return "%02d/%02d/%02d" % (d.month, d.day, d.year % 100)
        if self.c in ("CA",):
            return "%d-%02d-%02d" % (d.year, d.month, d.day)
        if self.c == "ZA":
            return "%d/%02d/%02d" % (d.year, d.month, d.day)
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)

    # ------------------------------------------------------------ phones
    def phone(self, kind="land"):
        c, r = self.c, self.r
        if kind == "pager":
            return r.choice(["555" + self.dig(1), self.dig(1) + "555", "555-" + self.dig(4),
                             "5" + self.dig(1) + "555"])
        if kind == "ext":
            return r.choice(["555" + self.dig(1), self.dig(1) + "555"])
        if c in ("US", "CA"):
            a = r.choice(US_AREA if c == "US" else CA_AREA)
            n = "01" + self.dig(2)
            if kind == "toll":
                return r.choice(["1-800-555-%s" % n, "1-888-555-%s" % n])
            form = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"])
            s = form % (a, n)
            if kind == "land" and r.random() < 0.15:
                s += r.choice([" ext. ", " x", " ext "]) + self.dig(3)
            return s
        if c == "UK":
            if kind == "mobile":
                return r.choice(["07700 555%s", "07%s 555%s"]).replace("%s", self.dig(3), 1) \
                    .replace("%s", self.dig(3), 1)
            if kind == "toll":
                return "0800 555 " + self.dig(4)
            a = r.choice(UK_AREA)
            if len(a) == 5:
                return "%s 555%s" % (a, self.dig(3))
            return "%s 555 %s" % (a, self.dig(4))
        if c == "IE":
            if kind == "mobile":
                return r.choice(["083", "085", "086", "087", "089"]) + " 555 " + self.dig(4)
            if kind == "toll":
                return "1800 555 " + self.dig(3)
            return r.choice(IE_AREA) + " 555 " + self.dig(4)
        if c == "AU":
            if kind == "mobile":
                return "04%s 555 %s" % (self.dig(2), self.dig(3))
            if kind == "toll":
                return "1800 555 " + self.dig(3)
            a = r.choice(["02", "03", "07", "08"])
            return r.choice(["(%s) 9555 %s", "%s 5555 %s", "(%s) 8555 %s"]) % (a, self.dig(4))
        if c == "NZ":
            if kind == "mobile":
                return r.choice(["021", "022", "027"]) + " 555 " + self.dig(4)
            if kind == "toll":
                return "0800 555 " + self.dig(3)
            return r.choice(NZ_AREA) + " 555 " + self.dig(4)
        if c == "SG":
            if kind == "mobile":
                return r.choice(["+65 9555 ", "9555 ", "8555 "]) + self.dig(4)
            return r.choice(["+65 6555 ", "6555 "]) + self.dig(4)
        if c == "ZA":
            if kind == "mobile":
                return r.choice(["082", "083", "072", "079"]) + " 555 " + self.dig(4)
            return r.choice(ZA_AREA) + " 555 " + self.dig(4)
        raise ValueError(c)

    def fax(self):
        s = self.phone("land")
        for cut in (" ext. ", " x", " ext "):
            if cut in s:
                s = s.split(cut)[0]
        return s

    # ------------------------------------------------------------ places
    def town(self):
        c, r = self.c, self.r
        eng = r.choice(pools.TOWN_A) + r.choice(pools.TOWN_B)
        if c == "IE":
            if r.random() < 0.8:
                return r.choice(pools.IRISH_A) + r.choice(pools.IRISH_B)
            return eng
        if c == "NZ" and r.random() < 0.55:
            return r.choice(pools.MAORI_A) + r.choice(pools.MAORI_B)
        if c == "ZA" and r.random() < 0.6:
            return r.choice(pools.ZA_A) + r.choice(pools.ZA_B)
        if c == "SG":
            return "Singapore"
        if c == "CA" and r.random() < 0.2:
            return "Saint-" + r.choice(pools.FR_SAINTS)
        if c == "US" and r.random() < 0.3:
            return r.choice(["Cedar", "Pine", "Maple", "Willow", "Fair", "Elk", "Bear",
                             "Otter", "Heron"]) + " " + r.choice(
                ["Falls", "Springs", "Heights", "Junction", "Grove", "Hollow", "Creek",
                 "Ridge", "Bluff"])
        if c == "AU" and r.random() < 0.2:
            return eng + " " + r.choice(["Creek", "Downs", "Flat", "Heads", "Vale"])
        if r.random() < 0.15:
            return r.choice(pools.TOWN_PRE) + " " + eng
        return eng

    def region(self):
        """returns (full, abbrev) for the state-like level, or None."""
        c, r = self.c, self.r
        if c == "US":
            return r.choice(US_STATES)
        if c == "CA":
            p = r.choice(CA_PROV)
            return (p[0], p[1])
        if c == "AU":
            s = r.choice(AU_STATES)
            return (s[0], s[1])
        if c == "NZ":
            g = r.choice(NZ_REGIONS)
            return (g, g)
        if c == "ZA":
            g = r.choice(ZA_PROV)
            return (g, g)
        return None

    def postcode(self, region=None):
        c, r = self.c, self.r
        if c == "US":
            return self.dig(5) if r.random() < 0.9 else self.dig(5) + "-" + self.dig(4)
        if c == "UK":
            a = r.choice(UK_PC_AREA)
            return "%s%d %d%s" % (a, r.randrange(1, 30), r.randrange(10), self.let(2, PC_LET))
        if c == "IE":
            return r.choice(IE_ROUTING) + " " + self.let(1, "ACDEFHKNPRTVWXY") + \
                self.let(3, "0123456789ACDEFHKNPRTVWXY")
        if c == "CA":
            first = "KLMNP"
            for p in CA_PROV:
                if region and p[1] == region[1]:
                    first = p[2]
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (r.choice(first), r.randrange(10), r.choice(L),
                                      r.randrange(10), r.choice(L), r.randrange(10))
        if c == "AU":
            for s in AU_STATES:
                if region and s[1] == region[1]:
                    return "%04d" % r.randrange(s[2], s[3] + 1)
            return "%04d" % r.randrange(2000, 7000)
        if c == "NZ":
            return "%04d" % r.randrange(110, 9900)
        if c == "SG":
            return "%06d" % r.randrange(100000, 829999)
        if c == "ZA":
            return "%04d" % r.randrange(1, 9999)
        raise ValueError(c)

    def street(self):
        c, r = self.c, self.r
        stem = r.choice(pools.STREET_STEM)
        while stem in NZ_ONLY and c != "NZ" or stem in AU_ZA_ONLY and c not in ("AU", "ZA"):
            stem = r.choice(pools.STREET_STEM)
        typ = r.choice(pools.STREET_TYPE[c])
        num = r.choice([r.randrange(1, 40), r.randrange(1, 200), r.randrange(100, 9999)
                        if c == "US" else r.randrange(1, 120)])
        if c == "SG":
            return "Blk %d %s %s %d, #%02d-%03d" % (r.randrange(100, 990),
                                                    r.choice(pools.SG_AREAS), typ,
                                                    r.randrange(1, 80), r.randrange(2, 25),
                                                    r.randrange(1, 400))
        s = "%d %s %s" % (num, stem, typ)
        x = r.random()
        if c == "US" and x < 0.25:
            s += r.choice([", Apt %d%s" % (r.randrange(1, 30), r.choice("ABCD")),
                           " Apt %d" % r.randrange(1, 400), ", Unit %d" % r.randrange(1, 60),
                           " #%d" % r.randrange(1, 300)])
        elif c == "UK" and x < 0.15:
            s = r.choice(pools.UK_HOUSE) + ", " + s
        elif c in ("AU", "NZ") and x < 0.2:
            s = "%d/%s" % (r.randrange(1, 20), s)
        elif c == "CA" and x < 0.2:
            s = "%s, Unit %d" % (s, r.randrange(1, 400))
        elif c == "IE" and x < 0.25:
            s = "Apt %d, %s" % (r.randrange(1, 40), s)
        return s

    def address(self):
        c = self.c
        reg = self.region()
        a = {"street": self.street(), "city": self.town(), "region": reg,
             "zip": self.postcode(reg), "country": COUNTRY_NAME[c], "county": None,
             "suburb": None}
        if c == "UK" and self.r.random() < 0.5:
            a["county"] = self.r.choice(UK_COUNTIES)
        if c == "IE":
            a["county"] = self.r.choice(IE_COUNTIES)
        if c in ("NZ", "ZA", "AU") and self.r.random() < 0.35:
            a["suburb"] = self.town()
        return a

    def addr_pieces(self, a, block=False, country=False):
        """Address as pieces; block=True puts lines on separate rows."""
        c, r = self.c, self.r
        nl = "\n" if block else ", "
        out = [("STREET", a["street"])]
        if a["suburb"]:
            out += [nl, ("CITY", a["suburb"])]
        if c == "SG":
            out += [nl, ("CITY", "Singapore"), " ", ("ZIP", a["zip"])]
        elif c in ("US", "CA", "AU"):
            reg = a["region"][1] if r.random() < 0.85 else a["region"][0]
            gap = "  " if c == "CA" and r.random() < 0.5 else " "
            sep = ", " if c != "AU" else " "
            out += [nl, ("CITY", a["city"]), sep, ("STATE", reg), gap, ("ZIP", a["zip"])]
        elif c == "UK":
            out += [nl, ("CITY", a["city"])]
            if a["county"]:
                out += [nl, ("CITY", a["county"])]
            out += [nl, ("ZIP", a["zip"])]
        elif c == "IE":
            out += [nl, ("CITY", a["city"]), nl, "Co. ", ("CITY", a["county"])]
            out += [nl, ("ZIP", a["zip"])]
        elif c == "NZ":
            out += [nl, ("CITY", a["city"]), " ", ("ZIP", a["zip"])]
        elif c == "ZA":
            out += [nl, ("CITY", a["city"]), nl, ("STATE", a["region"][0]), nl,
                    ("ZIP", a["zip"])]
        if country:
            out += [nl, ("COUNTRY", a["country"])]
        return out

    # ------------------------------------------------------------ identifiers
    def mrn(self):
        c, r = self.c, self.r
        if c == "US":
            return r.choice([self.dig(8), "E" + self.dig(7), self.dig(3) + "-" + self.dig(5),
                             "MR" + self.dig(7)])
        if c == "UK":
            return r.choice([self.let(1) + self.dig(7), "RX" + self.dig(6), self.dig(8),
                             "H" + self.dig(6) + self.let(1)])
        if c == "IE":
            return r.choice([self.dig(7), self.dig(6), "0" + self.dig(6)])
        if c == "CA":
            return r.choice(["H" + self.dig(8), self.dig(7), "M" + self.dig(6)])
        if c == "AU":
            return r.choice([self.dig(7), self.dig(6), "UR" + self.dig(6)])
        if c == "NZ":
            return self.nhi()
        if c == "SG":
            return r.choice(["SG" + self.dig(8), self.dig(10)])
        return r.choice([self.dig(8), "HN" + self.dig(7)])

    def nhi(self):
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        if self.r.random() < 0.8:
            return self.let(3, L) + self.dig(4)
        return self.let(3, L) + self.dig(2) + self.let(2, L)

    def national_health(self):
        """(label, value, type) for the national health number, or None."""
        c, r = self.c, self.r
        if c == "UK":
            if r.random() < 0.15:
                return ("CHI", self.dig(10), "MRN")
            return ("NHS No", "%s %s %s" % (self.dig(3), self.dig(3), self.dig(4)), "MRN")
        if c == "NZ":
            return ("NHI", self.nhi(), "MRN")
        if c == "AU":
            v = "%s %s %s" % (self.dig(4), self.dig(5), self.dig(1))
            if r.random() < 0.5:
                v += "-" + str(r.randrange(1, 6))
            return ("Medicare", v, "HEALTHPLAN")
        if c == "CA":
            if r.random() < 0.6:
                return ("OHIP", "%s-%s-%s-%s" % (self.dig(4), self.dig(3), self.dig(3),
                                                  self.let(2)), "HEALTHPLAN")
            return ("PHN", "9%s %s %s" % (self.dig(3), self.dig(3), self.dig(3)), "HEALTHPLAN")
        if c == "IE":
            return ("Medical card", self.dig(7) + self.let(1), "HEALTHPLAN")
        if c == "US":
            return ("Member ID", self.let(3) + self.dig(6 + r.randrange(3)), "HEALTHPLAN")
        if c == "ZA":
            return ("Medical aid no", self.dig(9), "HEALTHPLAN")
        return ("CHAS card", "CH" + self.dig(8), "HEALTHPLAN")

    def insurance_no(self):
        r = self.r
        return r.choice([self.let(3) + self.dig(7), self.dig(9), "W" + self.dig(9),
                         self.let(2) + "-" + self.dig(6) + "-" + self.dig(2)])

    def group_no(self):
        return self.r.choice([self.dig(6), "GRP-" + self.dig(5), self.dig(4) + self.let(2)])

    def ssn(self):
        """Fictional social/national numbers; None where not used in notes."""
        c, r = self.c, self.r
        if c == "US":
            if r.random() < 0.12:
                return "000-%s-%s" % (self.dig(2), self.dig(4))
            return "9%s-%s-%s" % (self.dig(2), self.dig(2), self.dig(4))
        if c == "CA":
            return "9%s %s %s" % (self.dig(2), self.dig(3), self.dig(3))
        if c == "IE":
            return "9" + self.dig(6) + self.let(1, "ABCDEFGHKLMNPTW") + \
                r.choice(["", "", "A", "W"])
        return None

    def ssn_label(self):
        return {"US": "SSN", "CA": "SIN", "IE": "PPSN"}.get(self.c)

    def license(self, kind="nurse"):
        """(label, value)"""
        c, r = self.c, self.r
        if c == "US":
            if kind == "doctor":
                return r.choice([("NPI", "1" + self.dig(9)),
                                 ("DEA", self.let(2, "ABFGMX") + self.dig(7))])
            return r.choice([("RN lic", "RN" + self.dig(6)), ("NPI", "1" + self.dig(9)),
                             ("Lic #", self.dig(7))])
        if c == "UK":
            if kind == "doctor":
                return ("GMC", "7" + self.dig(6))
            if kind == "radiographer":
                return ("HCPC", "RA" + self.dig(5))
            return ("NMC PIN", self.dig(2) + self.let(1) + self.dig(4) + self.let(1))
        if c == "IE":
            if kind == "doctor":
                return ("MCRN", "0" + self.dig(5))
            return ("NMBI PIN", self.dig(6))
        if c == "CA":
            if kind == "doctor":
                return ("CPSO #", self.dig(5))
            return ("Reg #", self.dig(8))
        if c == "AU":
            pre = "MED" if kind == "doctor" else ("MRP" if kind == "radiographer" else "NMW")
            return ("AHPRA", pre + "000" + self.dig(7))
        if c == "NZ":
            if kind == "doctor":
                return ("MCNZ", self.dig(5))
            return ("NCNZ", self.dig(6))
        if c == "SG":
            if kind == "doctor":
                return ("MCR", "M" + self.dig(5) + self.let(1))
            return ("SNB", "RN" + self.dig(6))
        if kind == "doctor":
            return ("HPCSA", "MP " + self.dig(7))
        return ("SANC", self.dig(8))

    def account(self):
        c, r = self.c, self.r
        if c == "US":
            return r.choice([self.dig(10), "V" + self.dig(8), self.dig(4) + "-" + self.dig(4),
                             "FIN" + self.dig(9)])
        return r.choice(["EP" + self.dig(7), self.dig(9), "V" + self.dig(8),
                         "ENC-" + self.dig(7), self.dig(4) + "/" + self.dig(5)])

    def idnum(self, kind, year):
        r = self.r
        y = "%02d" % (year % 100)
        if kind == "accession":
            return r.choice(["RAD-%s-%s" % (y, self.dig(6)), "XR%s%s" % (y, self.dig(7)),
                             "ACC%s" % self.dig(8), "%sR%s" % (y, self.dig(6))])
        if kind == "specimen":
            return r.choice(["%s-B%s" % (y, self.dig(5)), "BC%s-%s" % (y, self.dig(5)),
                             "M%s%s" % (y, self.dig(6)), "L%s" % self.dig(8)])
        if kind == "order":
            return r.choice(["ORD-" + self.dig(7), self.dig(9), "RX" + self.dig(7)])
        if kind == "incident":
            return r.choice(["DTX-" + self.dig(5), "W" + self.dig(6), "IR-%s-%s" % (y, self.dig(4)),
                             "RL%s" % self.dig(6)])
        if kind == "booking":
            return r.choice(["TB-%s-%s" % (y, self.dig(4)), "BK" + self.dig(7),
                             "IR%s/%s" % (y, self.dig(4))])
        if kind == "workorder":
            return r.choice(["WO-" + self.dig(6), "EBME-%s-%s" % (y, self.dig(4)),
                             "CE" + self.dig(6), "JB" + self.dig(5)])
        if kind == "call":
            return r.choice(["CALL-" + self.dig(6), "T%s%s" % (y, self.dig(5)),
                             "R" + self.dig(7)])
        if kind == "referral":
            return r.choice(["REF-" + self.dig(6), "VAT%s-%s" % (y, self.dig(4)),
                             "RR" + self.dig(7)])
        if kind == "rx":
            return r.choice(["RX" + self.dig(7), "PX" + self.dig(6), self.dig(8)])
        if kind == "regulator":
            return r.choice(["MIR-%s-%s" % (y, self.dig(5)), "YC" + self.dig(7),
                             "MW%s" % self.dig(7)])
        if kind == "staff":
            return r.choice([self.dig(6), "E" + self.dig(5), self.dig(8)])
        raise ValueError(kind)

    def device_id(self, kind):
        r = self.r
        if kind == "lot":
            return r.choice([self.let(4) + self.dig(4), "%s%s%s" % (self.dig(2), self.let(1),
                             self.dig(5)), self.dig(8), self.let(2) + self.dig(6)])
        if kind == "serial":
            return r.choice([self.let(2) + self.dig(7), self.dig(7) + "-" + self.dig(2),
                             "SN" + self.dig(8), self.dig(4) + self.let(1) + self.dig(4)])
        if kind == "asset":
            return r.choice(["BME-" + self.dig(6), "EQ" + self.dig(5), "CE-" + self.dig(5),
                             self.dig(6)])
        raise ValueError(kind)

    def plate(self):
        c, r = self.c, self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if c == "UK":
            return "%s%s %s" % (self.let(2, L), self.dig(2), self.let(3, L))
        if c == "IE":
            return "%02d%d-%s-%d" % (r.randrange(12, 25), r.randrange(1, 3),
                                     r.choice(["D", "C", "G", "KY", "L", "WX", "MO", "T"]),
                                     r.randrange(100, 39999))
        if c == "US":
            return r.choice([self.dig(1) + self.let(3, L) + self.dig(3),
                             self.let(3, L) + "-" + self.dig(4), self.let(3, L) + " " + self.dig(3)])
        if c == "CA":
            return self.let(4, L) + " " + self.dig(3)
        if c == "AU":
            return r.choice([self.dig(1) + self.let(3, L) + " " + self.dig(3),
                             self.let(3, L) + "-" + self.dig(3)])
        if c == "NZ":
            return self.let(3, L) + self.dig(3)
        if c == "SG":
            return "S" + self.let(2, L) + " " + self.dig(4) + " " + self.let(1, L)
        return r.choice(["CA " + self.dig(3) + "-" + self.dig(3),
                         self.let(2, L) + " " + self.dig(2) + " " + self.let(2, L) + " GP"])

    def bioid(self):
        r = self.r
        return r.choice(["FP-" + self.dig(5), "BIO-" + self.dig(6), "PV" + self.dig(6),
                         "FPT" + self.dig(4) + self.let(2), "IRIS-" + self.dig(5)])

    def ip(self):
        r = self.r
        k = r.randrange(3)
        if k == 0:
            return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
        if k == 1:
            return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
        return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))


def add_days(d, n):
    return d + dt.timedelta(days=n)
