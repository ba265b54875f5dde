"""Country conventions: states, postcodes, phone shapes (all fictional, all
containing 555), identifier shapes, vocabulary."""

COUNTRIES = ["UK", "US", "AU", "CA", "IE"]

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Michigan", "MI"), ("Pennsylvania", "PA"),
             ("Texas", "TX"), ("Minnesota", "MN"), ("Vermont", "VT"), ("Arizona", "AZ"),
             ("Wisconsin", "WI"), ("Maryland", "MD"), ("Colorado", "CO"), ("Georgia", "GA"),
             ("North Carolina", "NC"), ("New York", "NY"), ("Massachusetts", "MA"),
             ("Illinois", "IL"), ("Washington", "WA"), ("Tennessee", "TN"),
             ("Iowa", "IA"), ("Maine", "ME"), ("New Mexico", "NM"), ("Kentucky", "KY")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
             ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
             ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")]
AU_PC = {"NSW": "2", "VIC": "3", "QLD": "4", "WA": "6", "SA": "5", "TAS": "7", "ACT": "26",
         "NT": "08"}
CA_PROV = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"),
           ("Prince Edward Island", "PE")]
CA_PC = {"ON": "KLMNP", "BC": "V", "AB": "T", "QC": "GHJ", "NS": "B", "MB": "R", "SK": "S",
         "NB": "E", "NL": "A", "PE": "C"}
UK_COUNTY = ["West Yorkshire", "Greater Manchester", "Kent", "Devon", "Norfolk", "Lancashire",
             "Hampshire", "Cheshire", "Essex", "Surrey", "Cumbria", "Durham", "Somerset",
             "Lincolnshire", "Shropshire", "Dorset", "North Yorkshire", "Gwynedd",
             "Fife", "Ayrshire", "Co. Antrim", "Herefordshire", "Suffolk", "Wiltshire"]
UK_AREA = ["LS", "M", "B", "BS", "NG", "S", "L", "EH", "G", "CF", "NE", "YO", "OX", "CB",
           "BN", "SO", "PL", "EX", "HU", "DN", "LE", "CV", "TR", "LL", "KY", "HR", "BT"]
IE_COUNTY = ["Cork", "Kerry", "Galway", "Mayo", "Donegal", "Clare", "Limerick", "Tipperary",
             "Wexford", "Wicklow", "Kildare", "Meath", "Sligo", "Offaly", "Westmeath",
             "Waterford", "Kilkenny", "Leitrim", "Roscommon", "Louth"]
IE_KEYS = ["D04", "D06", "D08", "D12", "D15", "D24", "A65", "A94", "T12", "T23", "H91",
           "H54", "V94", "V92", "X91", "F92", "F94", "R95", "W91", "N37", "Y35", "P85"]
EIR = "ACDEFHKNPRTVWXY0123456789"
UKL = "ABDEFGHJLNPQRSTUWXYZ"

UK_AREA_CODES = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141",
                 "0151", "0161", "0191", "01632", "01904", "01223", "01865", "01273",
                 "01392", "01752", "01482", "01524", "029"]
US_AREA = ["216", "330", "503", "541", "313", "616", "215", "412", "512", "713", "612",
           "802", "480", "608", "410", "303", "404", "919", "518", "617", "312", "206",
           "615", "515", "207", "505", "502", "614", "971"]
CA_AREA = ["416", "647", "613", "905", "604", "250", "403", "780", "514", "418", "902",
           "204", "306", "506", "709", "902"]
AU_AREA = ["02", "03", "07", "08"]
IE_AREA = ["01", "021", "091", "061", "066", "071", "051", "056", "094", "074", "045"]


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def nz_digits(rng, n):
    return rng.choice("123456789") + digits(rng, n - 1)


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def postcode(rng, country, state_abbr=None):
    if country == "US":
        z = nz_digits(rng, 5)
        if rng.random() < 0.2:
            z += "-" + digits(rng, 4)
        return z
    if country == "UK":
        a = rng.choice(UK_AREA)
        d = str(rng.randint(1, 28))
        if rng.random() < 0.1 and len(a) == 1:
            d += rng.choice("ABCDEFGHJKS")
        return "%s%s %d%s" % (a, d, rng.randint(0, 9), letters(rng, 2, UKL))
    if country == "AU":
        pre = AU_PC.get(state_abbr, "2")
        return pre + digits(rng, 4 - len(pre))
    if country == "CA":
        first = rng.choice(CA_PC.get(state_abbr, "KLMNP"))
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (first, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9),
                                  rng.choice(L), rng.randint(0, 9))
    if country == "IE":
        return rng.choice(IE_KEYS) + " " + rng.choice("ACDEFHKNPRTVWXY") + "".join(
            rng.choice(EIR) for _ in range(3))
    raise ValueError(country)


def phone(rng, country, kind="land"):
    """Fictional numbers; every one contains the digits 555."""
    n4 = "%04d" % rng.randint(100, 199) if rng.random() < 0.6 else digits(rng, 4)
    if country in ("US", "CA"):
        area = rng.choice(US_AREA if country == "US" else CA_AREA)
        shape = rng.randint(0, 5)
        if shape == 0:
            return "(%s) 555-%s" % (area, n4)
        if shape == 1:
            return "%s-555-%s" % (area, n4)
        if shape == 2:
            return "%s.555.%s" % (area, n4)
        if shape == 3:
            return "+1 %s 555 %s" % (area, n4)
        if shape == 4:
            return "1-%s-555-%s" % (area, n4)
        return "(%s)555-%s" % (area, n4)
    if country == "UK":
        if kind == "mobile":
            pre = rng.choice(["07700", "07912", "07845", "07388", "07456", "07520"])
            return rng.choice(["%s 555 %s", "%s555%s", "%s 555%s"]) % (pre, digits(rng, 3))
        code = rng.choice(UK_AREA_CODES)
        if rng.random() < 0.15:
            return "+44 (0)%s 555 %s" % (code[1:], n4)
        if code == "029":
            return "029 2555 %s" % n4
        if len(code) == 4:
            return "%s 555 %s" % (code, n4)
        return "%s 555%s" % (code, digits(rng, 3))
    if country == "AU":
        if kind == "mobile":
            pre = rng.choice(["0412", "0423", "0438", "0401", "0455", "0499"])
            k = rng.randint(0, 2)
            if k == 0:
                return "+61 %s 555 %s" % (pre[1:], digits(rng, 3))
            return ("%s 555 %s" if k == 1 else "%s555%s") % (pre, digits(rng, 3))
        area = rng.choice(AU_AREA)
        if rng.random() < 0.2:
            return "+61 %s 5550 %s" % (area[1], n4)
        return rng.choice(["(%s) 5550 %s", "%s 5550 %s", "(%s) 5551 %s"]) % (area, n4)
    if country == "IE":
        if kind == "mobile":
            pre = rng.choice(["083", "085", "086", "087", "089"])
            if rng.random() < 0.2:
                return "+353 %s 555 %s" % (pre[1:], n4)
            return "%s 555 %s" % (pre, n4)
        area = rng.choice(IE_AREA)
        return rng.choice(["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (area, n4)
    raise ValueError(country)


def extension(rng):
    return rng.choice(["ext. ", "ext ", "x", "Ext "]) + "555" + str(rng.randint(0, 9)) + \
        rng.choice(["", str(rng.randint(0, 9))])


def bleep(rng):
    return "555" + str(rng.randint(0, 9))


# ---------------- identifiers ----------------

def mrn(rng, country):
    """returns (label, value)"""
    if country == "US":
        return rng.choice([("MRN", nz_digits(rng, 8)), ("MR#", "%s-%s" % (digits(rng, 4), digits(rng, 4))),
                           ("Med Rec No.", "E" + digits(rng, 7)), ("MRN", "00" + digits(rng, 6))])
    if country == "UK":
        return rng.choice([("Hospital No", rng.choice("KRMHJ") + digits(rng, 7)),
                           ("Hosp No.", "RX" + digits(rng, 6)), ("Unit No", digits(rng, 7)),
                           ("MRN", "M" + digits(rng, 6) + rng.choice("ABCDEFGHJK")),
                           ("RTX", digits(rng, 6))])
    if country == "AU":
        return rng.choice([("UR", nz_digits(rng, 7)), ("URN", "00" + digits(rng, 6)),
                           ("MRN", nz_digits(rng, 6)), ("UR No.", digits(rng, 3) + "-" + digits(rng, 3))])
    if country == "CA":
        return rng.choice([("Chart #", nz_digits(rng, 7)), ("MRN", "H" + digits(rng, 7)),
                           ("Chart No.", digits(rng, 3) + "-" + digits(rng, 4)), ("MRN", nz_digits(rng, 8))])
    return rng.choice([("MRN", "0" + digits(rng, 6)), ("Hosp. No.", nz_digits(rng, 6)),
                       ("Chart No", "C" + digits(rng, 6)), ("MRN", nz_digits(rng, 7))])


def national_plan(rng, country):
    """the main health-plan style number: (label, value)"""
    if country == "UK":
        v = nz_digits(rng, 10)
        return rng.choice([("NHS No", "%s %s %s" % (v[:3], v[3:6], v[6:])),
                           ("NHS number", "%s %s %s" % (v[:3], v[3:6], v[6:])),
                           ("NHS No.", v), ("NHS#", "%s-%s-%s" % (v[:3], v[3:6], v[6:]))])
    if country == "AU":
        v = rng.choice("23456") + digits(rng, 9)
        irn = str(rng.randint(1, 5))
        return rng.choice([("Medicare", "%s %s %s" % (v[:4], v[4:9], v[9])),
                           ("Medicare No.", v),
                           ("Medicare card", "%s %s %s-%s" % (v[:4], v[4:9], v[9], irn))])
    if country == "CA":
        return rng.choice([("OHIP", "%s-%s-%s-%s" % (nz_digits(rng, 4), digits(rng, 3), digits(rng, 3),
                                                       letters(rng, 2))),
                           ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))),
                           ("AHCIP", "%s-%s" % (nz_digits(rng, 5), digits(rng, 4))),
                           ("Health card", "%s %s %s %s" % (nz_digits(rng, 4), digits(rng, 3),
                                                              digits(rng, 3), letters(rng, 2)))])
    if country == "IE":
        return rng.choice([("Medical Card No.", nz_digits(rng, 8)),
                           ("GMS No", digits(rng, 7) + rng.choice("ABCDEFGHKLMNPRTW")),
                           ("DPS No.", "D" + digits(rng, 7)),
                           ("IHI", "%s %s %s" % (nz_digits(rng, 4), digits(rng, 4), digits(rng, 4)))])
    return rng.choice([("Member ID", letters(rng, 3) + digits(rng, 6)),
                       ("Member #", "W" + digits(rng, 9)),
                       ("Subscriber ID", letters(rng, 2) + digits(rng, 7) + "-01"),
                       ("Policy #", digits(rng, 3) + "-" + digits(rng, 5) + "-" + letters(rng, 1))])


def group_no(rng):
    return rng.choice(["GRP-" + digits(rng, 5), digits(rng, 6), "G" + digits(rng, 4) + letters(rng, 2)])


def private_member(rng):
    return rng.choice([digits(rng, 8), letters(rng, 2) + digits(rng, 7), digits(rng, 4) + " " + digits(rng, 4)])


def ssn(rng, country):
    """SSN-like values always start with 9 or 000. Returns (label, value) or None."""
    if country == "US":
        if rng.random() < 0.2:
            return ("SSN", "000-%s-%s" % (digits(rng, 2), digits(rng, 4)))
        return rng.choice([("SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))),
                           ("SS#", "9" + digits(rng, 8)), ("Social Security No.",
                                                          "9%s %s %s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)))])
    if country == "CA":
        return rng.choice([("SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))),
                           ("SIN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))])
    if country == "IE":
        return rng.choice([("PPSN", "9" + digits(rng, 6) + rng.choice("ABCDEFGHKLMTW")),
                           ("PPS No.", "9" + digits(rng, 6) + rng.choice("ABDFHKTW") + rng.choice(["", "A", "W"]))])
    return None


def licence(rng, country, role="doctor"):
    """(label, value) for a clinician's registration number"""
    if country == "UK":
        if role == "nurse":
            return ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), rng.choice("ABCDEFGHIJKLMNOPRSTUVWY"),
                                            digits(rng, 4), rng.choice("ABCDEFGHIJKLMNOPRSTUVWY")))
        if role == "pharm":
            return ("GPhC", "20" + digits(rng, 5))
        return rng.choice([("GMC", nz_digits(rng, 7)), ("GMC No.", nz_digits(rng, 7))])
    if country == "AU":
        if role == "nurse":
            return ("AHPRA", "NMW000" + digits(rng, 7))
        if role == "pharm":
            return ("AHPRA", "PHA000" + digits(rng, 7))
        return rng.choice([("AHPRA", "MED000" + digits(rng, 7)), ("Prescriber No.", nz_digits(rng, 7)),
                           ("Provider No.", digits(rng, 6) + rng.choice("ABCDEFHJKLTWXY") + rng.choice("ABFHJKLTWY"))])
    if country == "CA":
        if role == "nurse":
            return ("CNO Reg", digits(rng, 8))
        if role == "pharm":
            return ("OCP #", nz_digits(rng, 6))
        return rng.choice([("CPSO #", nz_digits(rng, 5)), ("CPSBC", nz_digits(rng, 5)),
                           ("Billing #", digits(rng, 6))])
    if country == "IE":
        if role == "nurse":
            return ("NMBI PIN", nz_digits(rng, 6))
        if role == "pharm":
            return ("PSI Reg.", nz_digits(rng, 5))
        return ("IMC Reg. No.", nz_digits(rng, 6))
    if role == "nurse":
        return ("RN Lic.", "RN" + digits(rng, 6))
    if role == "pharm":
        return ("RPh Lic.", "RPH." + digits(rng, 6))
    return rng.choice([("NPI", "1" + digits(rng, 9)),
                       ("DEA", letters(rng, 2, "ABFGMX") + digits(rng, 7)),
                       ("State Lic.", letters(rng, 1) + "-" + digits(rng, 5))])


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2, UKL), "%02d" % rng.choice([14, 15, 17, 18, 19, 21, 22, 23, 64, 66, 68, 70, 71, 72]),
                            letters(rng, 3, UKL))
    if country == "US":
        return rng.choice([str(rng.randint(1, 9)) + letters(rng, 3) + digits(rng, 3),
                           letters(rng, 3) + "-" + digits(rng, 4), letters(rng, 3) + " " + digits(rng, 3)])
    if country == "AU":
        return rng.choice([letters(rng, 3) + "-" + digits(rng, 2) + letters(rng, 1),
                           digits(rng, 1) + letters(rng, 2) + " " + digits(rng, 1) + letters(rng, 2),
                           letters(rng, 3) + digits(rng, 3)])
    if country == "CA":
        return rng.choice([letters(rng, 4) + " " + digits(rng, 3), letters(rng, 2) + digits(rng, 1) + " " + digits(rng, 1) + letters(rng, 2)])
    return "%s-%s-%s" % (rng.choice(["141", "151", "161", "171", "181", "191", "201", "221"]),
                         rng.choice(["D", "C", "G", "KY", "L", "MO", "WX", "DL", "W"]), nz_digits(rng, rng.choice([4, 5])))


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def private_ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


# ---------------- vocabulary ----------------

VOCAB = {
    "UK": {"hrt": "HRT", "oest": "oestrogen", "gp": "GP", "flush": "hot flushes",
           "prog": "Utrogestan", "gel": "Oestrogel", "patch": "Evorel", "ccpatch": "Evorel Conti",
           "seqpatch": "Evorel Sequi", "sg": "Sandrena", "vag": "Vagifem", "ccoral": "Femoston Conti",
           "t": "Testogel", "bis": "alendronic acid", "calc": "Adcal-D3", "tib": "Livial",
           "seqoral": "Femoston 1/10", "fezo": "Veoza"},
    "IE": {"hrt": "HRT", "oest": "oestrogen", "gp": "GP", "flush": "hot flushes",
           "prog": "Utrogestan", "gel": "Oestrogel", "patch": "Estradot", "ccpatch": "Evorel Conti",
           "seqpatch": "Evorel Sequi", "sg": "Lenzetto spray", "vag": "Vagirux", "ccoral": "Femoston Conti",
           "t": "Testogel", "bis": "alendronic acid", "calc": "Calcichew D3 Forte", "tib": "Livial",
           "seqoral": "Femoston 2/10", "fezo": "Veoza"},
    "AU": {"hrt": "MHT", "oest": "oestrogen", "gp": "GP", "flush": "hot flushes",
           "prog": "Prometrium", "gel": "Estrogel", "patch": "Estradot", "ccpatch": "Estalis Continuous",
           "seqpatch": "Estalis Sequi", "sg": "Sandrena", "vag": "Vagifem Low", "ccoral": "Femoston-Conti",
           "t": "AndroFeme 1%", "bis": "alendronate", "calc": "Caltrate Plus", "tib": "Livial",
           "seqoral": "Femoston 2/10", "fezo": "Veoza"},
    "CA": {"hrt": "HT", "oest": "estrogen", "gp": "family physician", "flush": "hot flashes",
           "prog": "Prometrium", "gel": "Estrogel", "patch": "Estradot", "ccpatch": "Estalis",
           "seqpatch": "Estalis Sequi", "sg": "Divigel", "vag": "Vagifem 10", "ccoral": "Activelle LD",
           "t": "compounded testosterone cream", "bis": "alendronate", "calc": "calcium carbonate",
           "tib": "tibolone (SAP)", "seqoral": "Estrace + Prometrium", "fezo": "Veozah"},
    "US": {"hrt": "HT", "oest": "estrogen", "gp": "PCP", "flush": "hot flashes",
           "prog": "Prometrium", "gel": "Divigel", "patch": "Vivelle-Dot", "ccpatch": "CombiPatch",
           "seqpatch": "Climara Pro", "sg": "Estrogel", "vag": "Vagifem", "ccoral": "Activella",
           "t": "Testosterone 1% cream (compounded)", "bis": "alendronate", "calc": "Caltrate 600+D3",
           "tib": "Duavee", "seqoral": "Estrace + Prometrium", "fezo": "Veozah"},
}


def country_name(country):
    return {"UK": "United Kingdom", "US": "USA", "AU": "Australia", "CA": "Canada",
            "IE": "Ireland"}[country]
