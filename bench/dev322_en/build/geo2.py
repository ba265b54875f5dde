"""Country profiles (part 2): Canada, Australia, New Zealand, South Africa, India; registry."""
from geo import Country, US, UK, IE, dg, dg1, lt
from nb import P


class CA(Country):
    code, name, num_fmt, mdy = "CA", "Canada", "iso", True
    city_line = True
    street_suffix = ["Street", "Avenue", "Crescent", "Road", "Drive", "Boulevard", "Court", "Way", "Trail", "Lane"]
    provs = [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"),
             ("Nova Scotia", "NS", "B"), ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S"),
             ("New Brunswick", "NB", "E"), ("Newfoundland and Labrador", "NL", "A"), ("Quebec", "QC", "GHJ"),
             ("Prince Edward Island", "PE", "C")]
    hosp_town = ["%s General Hospital", "%s Regional Health Centre", "%s District Hospital", "%s Memorial Hospital"]
    hosp_stem = ["%s Health Sciences Centre", "%s Hospital", "%s Rehabilitation Centre"]
    hosp_saint = ["%s Health Centre", "%s Hospital"]
    practice_fmt = ["%s Family Health Team", "%s Medical Clinic", "%s Family Practice", "%s Community Health Centre"]
    carehome_suffix = ["Long-Term Care Home", "Retirement Residence", "Manor", "Lodge"]
    pharmacy_fmt = ["%s Pharmacy", "%s Drug Mart", "%s Apothecary"]
    drive_body = "the provincial Ministry of Transportation (Medical Review Section)"

    def street(self, r):
        b = "%d %s %s" % (r.randint(10, 4999), self.stem(r), r.choice(self.street_suffix))
        k = r.random()
        if k < 0.15:
            return "%d-%s" % (r.randint(101, 1804), b)
        if k < 0.25:
            return b + ", Unit %d" % r.randint(1, 40)
        return b

    def address(self, r):
        n, ab, first = r.choice(self.provs)
        pc = "%s%d%s %d%s%d" % (r.choice(first), r.randint(0, 9), lt(r, 1, "ABCEGHJKLMNPRSTVWXYZ"), r.randint(0, 9),
                                lt(r, 1, "ABCEGHJKLMNPRSTVWXYZ"), r.randint(0, 9))
        return {"street": self.street(r), "city": self.town(r), "state": ab if r.random() < 0.8 else n, "zip": pc}

    def phone(self, r, kind="land"):
        a = r.choice(["416", "647", "613", "705", "519", "604", "250", "403", "780", "902", "204", "306",
                      "506", "709", "514", "418", "867"])
        s = r.choice(["(%s) 555-%s", "%s-555-%s", "%s 555 %s"]) % (a, "01" + dg(r, 2) if r.random() < 0.5 else dg(r, 4))
        if kind == "ext":
            s += " " + self.ext(r)
        return s

    def fax(self, r):
        return self.phone(r)

    def mrn(self, r):
        return r.choice([("MRN", dg(r, 7)), ("Chart #", dg(r, 8)), ("Hospital #", "H" + dg(r, 7))])

    def nhs(self, r):
        return None

    def natid(self, r):
        return "SIN", "9%s %s %s" % (dg(r, 2), dg(r, 3), dg(r, 3))

    def plan(self, r):
        k = r.random()
        if k < 0.5:
            return "OHIP", "%s-%s-%s-%s" % (dg1(r, 4), dg(r, 3), dg(r, 3), lt(r, 2))
        if k < 0.8:
            return "PHN", "9%s %s %s" % (dg(r, 3), dg(r, 3), dg(r, 3))
        return [P("ORGANIZATION", self.insurer(r)), " certificate"], lt(r, 1) + dg(r, 8)

    def account(self, r):
        return r.choice([("Visit #", dg(r, 9)), ("Encounter #", "E" + dg(r, 7)), ("Acct", dg(r, 10))])

    def clin_lic(self, r, role="neuro"):
        if role in ("nurse", "ahp"):
            return "CNO Reg #", dg1(r, 7)
        return r.choice([("CPSO #", dg1(r, 5)), ("CPSBC #", dg1(r, 5)), ("CPSA", dg1(r, 6))])

    def driver_lic(self, r, p):
        return "Driver's licence", "%s%s-%s-%s" % (p.last[0].upper(), dg(r, 4), dg(r, 5), dg(r, 5))

    def plate(self, r):
        return r.choice([lt(r, 4) + " " + dg(r, 3), lt(r, 3) + " " + dg(r, 3), dg(r, 3) + " " + lt(r, 3)])


class AU(Country):
    code, name, num_fmt = "AU", "Australia", "dmy/"
    city_line, state_sep = True, " "
    street_suffix = ["Street", "Road", "Parade", "Crescent", "Avenue", "Court", "Close", "Place", "Way", "Drive",
                     "Esplanade", "Terrace"]
    states = [("NSW", "2"), ("VIC", "3"), ("QLD", "4"), ("SA", "5"), ("WA", "6"), ("TAS", "7"), ("ACT", "26"),
              ("NT", "08")]
    hosp_town = ["%s Hospital", "%s Base Hospital", "%s District Health Service", "%s Private Hospital"]
    hosp_stem = ["Royal %s Hospital", "%s Hospital", "%s Neurosciences Unit"]
    hosp_saint = ["%s Private Hospital", "%s Hospital"]
    practice_fmt = ["%s Medical Centre", "%s Family Practice", "%s General Practice", "%s Medical Clinic"]
    carehome_suffix = ["Aged Care", "Residential Aged Care", "Lodge", "Gardens Aged Care", "Retirement Village"]
    pharmacy_fmt = ["%s Pharmacy", "%s Chemist", "%s Discount Chemist"]
    drive_body = "the state road authority (medical review)"

    def street(self, r):
        b = "%d %s %s" % (r.randint(1, 320), self.stem(r), r.choice(self.street_suffix))
        if r.random() < 0.2:
            return "%s/%s" % (r.choice(["Unit %d" % r.randint(1, 12), str(r.randint(1, 12))]), b)
        return b

    def address(self, r):
        st, pre = r.choice(self.states)
        return {"street": self.street(r), "city": self.town(r), "state": st, "zip": pre + dg(r, 4 - len(pre))}

    def phone(self, r, kind="land"):
        if kind == "mobile" or (kind == "land" and r.random() < 0.3):
            s = r.choice(["04%s 555 %s" % (dg(r, 2), dg(r, 3)), "+61 4%s 555 %s" % (dg(r, 2), dg(r, 3))])
        else:
            a = r.choice(["2", "3", "7", "8"])
            s = r.choice(["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s"]) % (a, dg(r, 4))
        if kind == "ext":
            s += " " + self.ext(r)
        return s

    def fax(self, r):
        return self.phone(r, "fax")

    def mrn(self, r):
        return r.choice([("UR", dg(r, 7)), ("URN", dg(r, 6)), ("MRN", dg(r, 8)), ("UR No.", dg(r, 7))])

    def nhs(self, r):
        return None

    def natid(self, r):
        return "TFN", "9%s %s %s" % (dg(r, 2), dg(r, 3), dg(r, 3))

    def plan(self, r):
        k = r.random()
        if k < 0.6:
            return "Medicare", "%d%s %s %d" % (r.randint(2, 6), dg(r, 3), dg(r, 5), r.randint(1, 9))
        if k < 0.8:
            return "DVA Gold Card", "%s%s%s" % (r.choice(["N", "V", "Q", "W"]), lt(r, 1), dg(r, 6))
        return [P("ORGANIZATION", self.insurer(r)), " member no."], dg(r, 8)

    def account(self, r):
        return r.choice([("Encounter", dg(r, 9)), ("Episode", "EP" + dg(r, 7)), ("Visit ID", dg(r, 8))])

    def clin_lic(self, r, role="neuro"):
        if role in ("nurse", "ahp"):
            return "AHPRA", "NMW000" + dg(r, 7)
        return r.choice([("AHPRA", "MED000" + dg(r, 7)), ("Prescriber No.", dg1(r, 7)), ("Provider No.", dg(r, 6) + lt(r, 2))])

    def driver_lic(self, r, p):
        return "Driver licence no.", dg1(r, r.choice([8, 9]))

    def plate(self, r):
        return r.choice([dg1(r, 1) + lt(r, 3) + " " + dg(r, 3), lt(r, 3) + "-" + dg(r, 3), lt(r, 2) + "-" + dg(r, 2) + "-" + lt(r, 2)])


class NZ(Country):
    code, name, num_fmt = "NZ", "New Zealand", "dmy/"
    city_line = True
    street_suffix = ["Street", "Road", "Place", "Crescent", "Terrace", "Avenue", "Drive", "Grove", "Lane", "Rise"]
    regions = ["Canterbury", "Otago", "Waikato", "Bay of Plenty", "Northland", "Southland", "Hawke's Bay",
               "Taranaki", "Manawatu-Whanganui", "Tasman", "Wellington Region", "Gisborne"]
    hosp_town = ["%s Hospital", "%s Base Hospital", "%s Community Health"]
    hosp_stem = ["%s Hospital", "%s Private Hospital"]
    hosp_saint = ["%s Hospital", "%s Private Hospital"]
    practice_fmt = ["%s Medical Centre", "%s Health Centre", "%s Family Doctors", "%s Medical"]
    carehome_suffix = ["Rest Home", "Lifecare", "Rest Home and Hospital", "Retirement Village"]
    drive_body = "NZ Transport Agency Waka Kotahi (medical section)"

    def street(self, r):
        b = "%d %s %s" % (r.randint(1, 220), self.stem(r), r.choice(self.street_suffix))
        if r.random() < 0.2:
            return "%d/%s" % (r.randint(1, 8), b)
        return b

    def address(self, r):
        a = {"street": self.street(r), "city": self.town(r), "zip": dg1(r, 4)}
        if r.random() < 0.25:
            a["state"] = r.choice(self.regions)
        return a

    def phone(self, r, kind="land"):
        if kind == "mobile" or (kind == "land" and r.random() < 0.35):
            s = r.choice(["021 555 %s" % dg(r, 3), "027 555 %s" % dg(r, 4), "022 555 %s" % dg(r, 4),
                          "+64 21 555 %s" % dg(r, 3)])
        else:
            a = r.choice(["3", "4", "6", "7", "9"])
            s = r.choice(["(0%s) 555 %s", "0%s 555 %s", "+64 %s 555 %s"]) % (a, dg(r, 4))
        if kind == "ext":
            s += " " + self.ext(r)
        return s

    def fax(self, r):
        return self.phone(r, "fax")

    def mrn(self, r):
        return r.choice([("Hosp No", dg(r, 7)), ("MRN", dg(r, 7))])

    def nhs(self, r):
        return "NHI", r.choice([lt(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + dg(r, 4),
                                lt(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + dg(r, 2) + lt(r, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ")])

    def natid(self, r):
        return "IRD", "9%s-%s-%s" % (dg(r, 1), dg(r, 3), dg(r, 3))

    def plan(self, r):
        return [P("ORGANIZATION", self.insurer(r)), " policy"], dg(r, 9)

    def account(self, r):
        return r.choice([("Event No", dg(r, 8)), ("Encounter", "E" + dg(r, 8))])

    def clin_lic(self, r, role="neuro"):
        if role in ("nurse", "ahp"):
            return "NCNZ", dg1(r, 6)
        return "MCNZ", dg1(r, 5)

    def driver_lic(self, r, p):
        return "Licence no.", lt(r, 2) + dg(r, 6)

    def plate(self, r):
        return r.choice([lt(r, 3) + dg(r, 3), lt(r, 2) + dg(r, 4), lt(r, 3) + dg(r, 2)])


class ZA(Country):
    code, name, num_fmt = "ZA", "South Africa", "ymd/"
    street_suffix = ["Street", "Road", "Avenue", "Crescent", "Drive", "Close", "Lane"]
    provs = [("Gauteng", "GP"), ("Western Cape", "CA"), ("KwaZulu-Natal", "ND"), ("Eastern Cape", "EC"),
             ("Free State", "FS"), ("Limpopo", "L"), ("Mpumalanga", "MP"), ("North West", "NW")]
    hosp_town = ["%s Provincial Hospital", "%s Private Hospital", "%s Regional Hospital"]
    hosp_stem = ["%s Private Hospital", "%s Academic Hospital", "%s Day Clinic"]
    hosp_saint = ["%s Hospital", "%s Private Hospital"]
    practice_fmt = ["%s Medical Centre", "%s Family Practice", "%s Medical Suites"]
    carehome_suffix = ["Frail Care Centre", "Retirement Village", "Care Centre", "Home for the Aged"]
    drive_body = "the Department of Transport licensing office"

    def street(self, r):
        b = "%d %s %s" % (r.randint(1, 250), self.stem(r), r.choice(self.street_suffix))
        if r.random() < 0.2:
            return "Unit %d %s Estate, %s" % (r.randint(1, 60), self.stem(r), b)
        return b

    def address(self, r):
        a = {"street": self.street(r), "city": self.town(r), "zip": dg(r, 4)}
        if r.random() < 0.6:
            a["state"] = r.choice(self.provs)[0]
        return a

    def phone(self, r, kind="land"):
        if kind == "mobile" or (kind == "land" and r.random() < 0.35):
            s = r.choice(["0%s 555 %s", "+27 %s 555 %s"]) % (r.choice(["82", "83", "72", "73", "84", "61"]), dg(r, 4))
        else:
            s = r.choice(["0%s 555 %s", "0%s-555-%s", "+27 %s 555 %s"]) % (r.choice(["21", "11", "31", "41", "12", "51"]), dg(r, 4))
        if kind == "ext":
            s += " " + self.ext(r)
        return s

    def fax(self, r):
        return self.phone(r, "fax")

    def mrn(self, r):
        return r.choice([("Hosp No", dg(r, 8)), ("Folder No", dg(r, 7)), ("File No", lt(r, 1) + dg(r, 6))])

    def nhs(self, r):
        return None

    def natid(self, r):
        return None

    def plan(self, r):
        return [P("ORGANIZATION", self.insurer(r)), " member no."], dg(r, 9)

    def account(self, r):
        return r.choice([("Admission No", dg(r, 8)), ("Account No", dg(r, 9))])

    def clin_lic(self, r, role="neuro"):
        if role in ("nurse", "ahp"):
            return "SANC", dg1(r, 8)
        return "HPCSA", "MP " + dg(r, 7)

    def driver_lic(self, r, p):
        return "Driving licence no.", dg(r, 10) + lt(r, 2)

    def plate(self, r):
        pr = r.choice(self.provs)[1]
        if pr in ("CA", "ND"):
            return "%s %s-%s" % (pr, dg(r, 3), dg(r, 3))
        return "%s %s %s %s" % (lt(r, 2), dg(r, 2), lt(r, 2), pr)


class IN(Country):
    code, name, num_fmt = "IN", "India", "dmy-"
    city_line = True
    street_suffix = ["Road", "Main Road", "Street", "Cross Road", "Nagar", "Layout"]
    states = ["Kerala", "Karnataka", "Tamil Nadu", "Maharashtra", "Telangana", "Goa", "Punjab", "Gujarat"]
    hosp_town = ["%s Multispeciality Hospital", "%s Medical College Hospital", "%s Mission Hospital"]
    hosp_stem = ["%s Institute of Neurosciences", "%s Multispeciality Hospital", "%s Care Hospital"]
    hosp_saint = ["%s Mission Hospital", "%s Hospital"]
    practice_fmt = ["%s Clinic", "%s Family Clinic", "%s Polyclinic"]
    carehome_suffix = ["Senior Care Home", "Elder Care Centre", "Assisted Living"]
    pharmacy_fmt = ["%s Medicals", "%s Pharmacy"]
    drive_body = "the Regional Transport Office"

    def street(self, r):
        return r.choice(["No. %d, %s %s" % (r.randint(1, 99), self.stem(r), r.choice(self.street_suffix)),
                         "Flat %d%s, %s Apartments, %s Road" % (r.randint(1, 12), r.choice("ABCD"), self.stem(r), self.stem(r)),
                         "%d/%d, %s %s" % (r.randint(1, 40), r.randint(100, 900), self.stem(r), r.choice(self.street_suffix))])

    def address(self, r):
        a = {"street": self.street(r), "city": self.town(r), "zip": r.choice("56") + dg(r, 5)}
        if r.random() < 0.8:
            a["state"] = r.choice(self.states)
        return a

    def phone(self, r, kind="land"):
        if kind == "mobile" or (kind == "land" and r.random() < 0.5):
            s = r.choice(["+91 9%s555 %s", "9%s555%s", "+91-9%s555-%s"]) % (dg(r, 1), dg(r, 5))
        else:
            s = r.choice(["080-2555-%s", "0484 555 %s", "044 2555 %s", "020-2555-%s"]) % dg(r, 4)
        if kind == "ext":
            s += " " + self.ext(r)
        return s

    def fax(self, r):
        return self.phone(r, "fax")

    def mrn(self, r):
        return r.choice([("UHID", "%s%s" % (lt(r, 2), dg(r, 8))), ("MR No", dg(r, 7)), ("CR No", dg(r, 9))])

    def nhs(self, r):
        return None

    def natid(self, r):
        return "Aadhaar", "9%s %s %s" % (dg(r, 3), dg(r, 4), dg(r, 4))

    def plan(self, r):
        return [P("ORGANIZATION", self.insurer(r)), " policy no."], "P/%s/%s/%d/%s" % (dg(r, 6), dg(r, 2), r.randint(2019, 2024), dg(r, 6))

    def account(self, r):
        return r.choice([("Bill No", dg(r, 8)), ("OP No", "OP" + dg(r, 7))])

    def clin_lic(self, r, role="neuro"):
        if role in ("nurse", "ahp"):
            return "Nursing Council Reg", dg1(r, 6)
        return "Reg. No.", r.choice(["KMC", "TCMC", "TNMC", "MMC"]) + " " + dg1(r, 5)

    def driver_lic(self, r, p):
        return "DL No.", "%s%s %d%s" % (lt(r, 2), dg(r, 2), r.randint(1995, 2015), dg(r, 7))

    def plate(self, r):
        return "%s %s %s %s" % (r.choice(["KL", "KA", "TN", "MH", "TS"]), dg(r, 2), lt(r, 2), dg1(r, 4))


COUNTRIES = {"US": US(), "UK": UK(), "IE": IE(), "CA": CA(), "AU": AU(), "NZ": NZ(), "ZA": ZA(), "IN": IN()}
WEIGHTS = [("UK", 24), ("US", 18), ("IE", 13), ("CA", 11), ("AU", 13), ("NZ", 10), ("ZA", 6), ("IN", 5)]

OTHER_COUNTRIES = ["Portugal", "Poland", "Jamaica", "Nigeria", "Ghana", "Scotland", "Vietnam", "Greece",
                   "Italy", "Spain", "Philippines", "Samoa", "Tonga", "Fiji", "Sri Lanka", "Pakistan", "Kenya",
                   "Zimbabwe", "Lebanon", "Chile", "Netherlands", "Norway", "Malta", "Cyprus", "Bangladesh",
                   "South Korea", "Japan", "Ukraine", "Romania", "Somalia", "Canada", "Australia",
                   "New Zealand", "Ireland", "India", "South Africa", "Trinidad and Tobago", "Mauritius"]


def pick_country(r):
    tot = sum(w for _, w in WEIGHTS)
    x = r.uniform(0, tot)
    acc = 0
    for c, w in WEIGHTS:
        acc += w
        if x <= acc:
            return COUNTRIES[c]
    return COUNTRIES[WEIGHTS[-1][0]]
