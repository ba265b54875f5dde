"""Country profiles: places, invented hospitals and services, and generators
for fictional identifiers and contacts (every phone/fax/pager contains 555)."""

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"   # no I, O, Q
DIG = "0123456789"


def dg(rng, n, first=None):
    s = "".join(rng.choice(DIG) for _ in range(n))
    return (first + s[1:]) if first else s


def lt(rng, n, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(n))


class Country:
    def __init__(self, **kw):
        self.__dict__.update(kw)


# ------------------------------------------------------------------ phones
def _ph_na(areas):
    def ph(rng, kind="any"):
        a = rng.choice(areas)
        x = "01" + dg(rng, 2)
        return rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s",
                           "1-%s-555-%s", "(%s) 555-%s"]) % (a, x)
    return ph


def ph_uk(rng, kind="any"):
    if kind == "mob" or (kind == "any" and rng.random() < 0.25):
        return rng.choice(["07700 555%s", "07700 555 %s", "+44 7700 555%s"]) % dg(rng, 3)
    if rng.random() < 0.5:
        a = rng.choice(["0113", "0114", "0161", "0117", "0191", "0115", "0118", "028"])
        s = "%s 555 0%s" % (a, dg(rng, 3))
        return s if rng.random() < 0.85 else "+44 %s" % s[1:]
    a = rng.choice(["01632", "01482", "01752", "01223", "01904", "01274", "01603"])
    return "%s 555%s" % (a, rng.choice([" ", ""])) + dg(rng, 3)


def ph_au(rng, kind="any"):
    if kind == "mob" or (kind == "any" and rng.random() < 0.3):
        return rng.choice(["04%s 555 %s", "04%s555%s"]) % (dg(rng, 2), dg(rng, 3))
    a = rng.choice(["2", "3", "7", "8"])
    return rng.choice(["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s"]) % (a, dg(rng, 4))


def ph_ie(rng, kind="any"):
    if kind == "mob" or (kind == "any" and rng.random() < 0.3):
        return rng.choice(["08%s 555 %s", "+353 8%s 555 %s"]) % (rng.choice("5679"), dg(rng, 4))
    a = rng.choice(["01", "021", "091", "061", "051", "066", "074"])
    return rng.choice(["(%s) 555 %s", "%s 555%s", "%s-555-%s"]) % (a, dg(rng, 4))


def ph_nz(rng, kind="any"):
    if kind == "mob" or (kind == "any" and rng.random() < 0.3):
        return rng.choice(["021 555 %s", "027 555 %s", "022 555 %s"]) % dg(rng, 4)
    a = rng.choice(["9", "7", "3", "4", "6"])
    return rng.choice(["(0%s) 555 %s", "0%s 555 %s", "+64 %s 555 %s", "0%s-555-%s"]) % (
        a, dg(rng, 4))


def bleep(rng):
    return rng.choice(["555%s" % dg(rng, 1), "%s555" % rng.choice("2345678"),
                       "555-%s" % dg(rng, 2), "555%s" % dg(rng, 2)])


# --------------------------------------------------------------- postcodes
def pc_us(rng, st):
    z = dg(rng, 5, first=rng.choice("123456789"))
    return z + ("-" + dg(rng, 4) if rng.random() < 0.15 else "")


def pc_uk(rng, st):
    out = lt(rng, rng.choice([1, 2]), "BCDEGHLMNPSTWY") + str(rng.randint(1, 29))
    return out + " " + dg(rng, 1) + lt(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")


CA_FIRST = {"ON": "KLMNP", "BC": "V", "AB": "T", "NS": "B", "MB": "R", "SK": "S", "NB": "E"}


def pc_ca(rng, st):
    L = "ABCEGHJKLMNPRSTVWXYZ"
    return "%s%s%s %s%s%s" % (rng.choice(CA_FIRST[st]), dg(rng, 1), rng.choice(L),
                              dg(rng, 1), rng.choice(L), dg(rng, 1))


AU_FIRST = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7"}


def pc_au(rng, st):
    return AU_FIRST[st] + dg(rng, 3)


def pc_ie(rng, st):
    S = "ACDEFHKNPRTVWXY0123456789"
    return "%s%s %s" % (rng.choice("ADEFHKNPRTVWXY"), dg(rng, 2), lt(rng, 4, S))


def pc_nz(rng, st):
    return rng.choice("0123479") + dg(rng, 3)


# ------------------------------------------------------------- identifiers
def mbi(rng):
    A = "ACDEFGHJKMNPQRTUVWXY"
    s = (rng.choice("123456789") + rng.choice(A) + rng.choice(A + DIG) + dg(rng, 1) +
         rng.choice(A) + rng.choice(A + DIG) + dg(rng, 1) + rng.choice(A) + rng.choice(A) +
         dg(rng, 2))
    return s if rng.random() < 0.5 else "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def vin(rng):
    P = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice("123459JKLSWY") + lt(rng, 16, P)


def _uk_dl(rng, last):
    sur = "".join(c for c in last.upper() if c.isalpha())[:5].ljust(5, "9")
    return "%s%s%s9%s" % (sur, dg(rng, 6), lt(rng, 2), lt(rng, 2))


C = {}

C["USA"] = Country(
    name="USA", us=True, title_dot=True, cath="catheterization", color="color",
    towns=[("Millbrook", "Ohio", "OH"), ("Cedar Hollow", "Pennsylvania", "PA"),
           ("Port Ellison", "Michigan", "MI"), ("Granger Falls", "Illinois", "IL"),
           ("Westbury Heights", "Wisconsin", "WI"), ("Lakemont", "Oregon", "OR"),
           ("Harlan Springs", "Indiana", "IN"), ("Oak Bluff", "Georgia", "GA"),
           ("Fairhaven Junction", "North Carolina", "NC"), ("Carverton", "Texas", "TX"),
           ("Elkhorn Valley", "Colorado", "CO"), ("Dunmore Park", "Minnesota", "MN"),
           ("Bellhaven", "Massachusetts", "MA"), ("Kittredge", "Maine", "ME"),
           ("Sawyer Mills", "Vermont", "VT"), ("Ridgeway Center", "Ohio", "OH")],
    postcode=pc_us, phone=_ph_na(["217", "309", "412", "503", "614", "608", "919", "303",
                                   "612", "207", "802", "713", "317", "478"]),
    centres=["Bellhaven Regional Medical Center", "St. Anselm Heart Institute",
             "Oakhurst University Hospital", "Granger Falls Medical Center",
             "Lakemont Memorial Hospital", "Port Ellison General Hospital"],
    district=["Marlow County Hospital", "Cedar Hollow Community Hospital",
              "Harlan Valley Health", "Sawyer Mills Critical Access Hospital",
              "Kittredge Regional Hospital", "Elkhorn Valley Medical Center"],
    wards=["4 West", "Telemetry 5B", "CVICU Pod C", "Heart Station 3", "6 North"],
    practice_sfx=["Family Medicine", "Primary Care Associates", "Internal Medicine",
                  "Health Clinic"],
    insurers=["Keystone Mutual Health", "Bluegate Health Plan", "Summit Care Alliance",
              "Pioneer Health Partners", "Heartland Benefit Trust"],
    ambulance=["Tri-County EMS", "Lakemont Fire & Rescue", "Northstar Medical Transport",
               "Valley Flight Care"],
    emergency="911", gp_word="PCP",
    codes=["CPT 93458", "CPT 92928", "CPT 93571", "CPT 33208", "ICD-10 I21.4",
           "ICD-10 I25.10", "ICD-10 I44.2", "DRG 247", "HCPCS C1874"],
)

C["UK"] = Country(
    name="UK", us=False, title_dot=False, cath="catheterisation", color="colour",
    towns=[("Hexley", "West Yorkshire", None), ("Brannock", "Lancashire", None),
           ("Ashcombe", "Devon", None), ("Kelbourne", "Kent", None),
           ("Thornwick", "Norfolk", None), ("Market Tolland", "Staffordshire", None),
           ("Harrowfield", "Cheshire", None), ("Lowater", "Cumbria", None),
           ("Eastcote Magna", "Somerset", None), ("Saltmarsh", "Essex", None),
           ("Radley Cross", "County Durham", None), ("Fenbury", "Lincolnshire", None)],
    postcode=pc_uk, phone=ph_uk,
    centres=["Royal Ashcombe Infirmary", "Kelbourne General Hospital",
             "Harrowfield Heart Centre", "Lowater Royal Hospital",
             "St Eanswythe's Hospital"],
    district=["Hexley District General Hospital", "Thornwick Community Hospital",
              "Fenbury County Hospital", "Market Tolland General",
              "Radley Cross Hospital", "Saltmarsh & District Hospital"],
    wards=["Ward 7B", "Kingfisher Ward", "Nightingale Ward", "Ward 22", "Lapwing Ward",
           "Coronary Care Ward 3"],
    practice_sfx=["Surgery", "Medical Practice", "Health Centre", "Medical Centre"],
    insurers=["Albion Private Health", "Caledonian Medical Assurance",
              "Britannic Health Cover"],
    ambulance=["Northmoor Ambulance Service", "Wessex Vale Ambulance Trust",
               "Pennine Patient Transport"],
    emergency="999", gp_word="GP",
    codes=["OPCS K75.1", "OPCS K63.1", "OPCS K60.2", "OPCS K49.2", "ICD-10 I21.4",
           "ICD-10 I25.1", "HRG EY40A", "ICD-10 I44.2"],
)

C["Canada"] = Country(
    name="Canada", us=False, title_dot=True, cath="catheterization", color="colour",
    towns=[("Northgate", "Ontario", "ON"), ("Kinross Bay", "Nova Scotia", "NS"),
           ("Pine Hollow", "British Columbia", "BC"), ("Fort Ellison", "Alberta", "AB"),
           ("Lakefield East", "Ontario", "ON"), ("Barrow Creek", "Manitoba", "MB"),
           ("New Tarrant", "Saskatchewan", "SK"), ("Riviere-aux-Pins", "New Brunswick", "NB"),
           ("Maple Crossing", "Ontario", "ON"), ("Cobble Harbour", "British Columbia", "BC")],
    postcode=pc_ca, phone=_ph_na(["416", "905", "604", "403", "902", "204", "306", "506",
                                   "613", "250", "780"]),
    centres=["Lakefield East Cardiac Institute", "Northgate General Hospital",
             "Pine Hollow Regional Hospital", "Kinross Bay Health Centre"],
    district=["Fort Ellison District Health Centre", "Barrow Creek Memorial Hospital",
              "New Tarrant Union Hospital", "Maple Crossing Community Hospital",
              "Cobble Harbour General"],
    wards=["7 East Cardiology", "Unit 4C", "CCU Pod 2", "Ward 5 North"],
    practice_sfx=["Family Health Team", "Medical Clinic", "Family Practice",
                  "Community Health Centre"],
    insurers=["Maple Shield Benefits", "Northern Crest Life", "Great Lakes Group Health"],
    ambulance=["Northgate EMS", "Prairie Air Ambulance", "Kinross Bay Paramedic Services"],
    emergency="911", gp_word="family physician",
    codes=["CCI 1.IJ.50.GQ-OA", "CCI 3.IP.10.VX", "ICD-10-CA I21.4", "ICD-10-CA I25.10",
           "OHIP G298", "CMG 204"],
)

C["Australia"] = Country(
    name="Australia", us=False, title_dot=False, cath="catheterisation", color="colour",
    towns=[("Wirrawee", "New South Wales", "NSW"), ("Kooringal Heights", "Victoria", "VIC"),
           ("Bellambi Park", "New South Wales", "NSW"), ("Yarrandale", "Queensland", "QLD"),
           ("Mount Corrie", "Victoria", "VIC"), ("Tallowood", "Queensland", "QLD"),
           ("Coolabah Springs", "South Australia", "SA"),
           ("Banksia Vale", "Western Australia", "WA"), ("Port Minto", "Tasmania", "TAS"),
           ("Emu Flats", "New South Wales", "NSW")],
    postcode=pc_au, phone=ph_au,
    centres=["Tallowood Heart Centre", "Yarrandale Private Hospital",
             "Mount Corrie Hospital", "Banksia Vale Public Hospital"],
    district=["Wirrawee Base Hospital", "Port Minto District Hospital",
              "Coolabah Springs Health Service", "Emu Flats Multi-Purpose Service",
              "Bellambi Park Community Hospital"],
    wards=["Ward 6A", "Waratah Ward", "Cardiac Step-Down 4C", "Banksia Ward"],
    practice_sfx=["Medical Centre", "Family Practice", "Medical Clinic", "GP Clinic"],
    insurers=["Coastal Health Fund", "Southern Star Health", "Outback Mutual Health"],
    ambulance=["Coastal Ambulance Service", "Tablelands Patient Transport",
               "Royal Outback Air Medical"],
    emergency="000", gp_word="GP",
    codes=["MBS 38244", "MBS 38306", "MBS 38353", "ACHI 38306-00", "ICD-10-AM I21.4",
           "AR-DRG F15A", "ICD-10-AM I25.11"],
)

C["Ireland"] = Country(
    name="Ireland", us=False, title_dot=False, cath="catheterisation", color="colour",
    towns=[("Ballinacarrig", "Co. Cork", None), ("Kilcroney", "Co. Wicklow", None),
           ("Rathmoyle", "Co. Galway", None), ("Carrigdrum", "Co. Kerry", None),
           ("Lisnagree", "Co. Mayo", None), ("Dunbeggan", "Co. Donegal", None),
           ("Tullyvane", "Co. Tipperary", None), ("Ardmore Bridge", "Co. Wexford", None),
           ("Dublin 8", "Co. Dublin", None), ("Knockavilla", "Co. Limerick", None)],
    postcode=pc_ie, phone=ph_ie,
    centres=["University Hospital Rathmoyle", "Carrigdrum Cardiac Centre",
             "Kilcroney General Hospital", "St Fionnan's University Hospital"],
    district=["Ballinacarrig Regional Hospital", "Tullyvane Community Hospital",
              "Lisnagree County Hospital", "Dunbeggan General Hospital"],
    wards=["St Brigid's Ward", "Cardiac Day Ward B", "Ward 3 East", "Rowan Ward"],
    practice_sfx=["Medical Centre", "Family Practice", "Surgery", "Health Centre"],
    insurers=["Emerald Health Insurance", "Fianna Health Cover", "Celtic Mutual Health"],
    ambulance=["Western Regional Ambulance", "Southern Patient Transport Service"],
    emergency="112", gp_word="GP",
    codes=["ICD-10-AM I21.4", "ACHI 38306-00", "HIPE code I25.1", "DRG F10B"],
)

C["New Zealand"] = Country(
    name="New Zealand", us=False, title_dot=False, cath="catheterisation", color="colour",
    towns=[("Kahutara Heights", "Waikato", None), ("Ohaupo Downs", "Waikato", None),
           ("Tawa Flat", "Wellington", None), ("Rimu Valley", "Canterbury", None),
           ("Karearea", "Otago", None), ("Port Waimoana", "Bay of Plenty", None),
           ("Matai Bay", "Northland", None), ("Ruawai Junction", "Manawatu-Whanganui", None)],
    postcode=pc_nz, phone=ph_nz,
    centres=["Kahutara Hospital", "Rimu Valley Hospital", "Karearea Heart Centre"],
    district=["Port Waimoana Base Hospital", "Ohaupo District Hospital",
              "Matai Bay Rural Hospital", "Ruawai Junction Hospital"],
    wards=["Ward 26", "Rata Ward", "Kowhai Ward", "Cardiology Ward 5"],
    practice_sfx=["Medical Centre", "Health Centre", "Family Doctors", "Medical"],
    insurers=["Tui Health Cover", "Aotea Health Insurance", "Southern Alps Medical Cover"],
    ambulance=["Rimu Valley Ambulance Trust", "Coastal Rescue Helicopter Trust"],
    emergency="111", gp_word="GP",
    codes=["ICD-10-AM I21.4", "ACHI 38306-00", "WIES 2.31", "ICD-10-AM I44.2"],
)

COUNTRIES = ["USA", "UK", "Canada", "Australia", "Ireland", "New Zealand"]
COUNTRY_WEIGHTS = [24, 22, 14, 16, 12, 12]


def mrn(rng, cc):
    if cc == "USA":
        return rng.choice([("MRN", dg(rng, 8, "0")), ("MRN", "E" + dg(rng, 7)),
                           ("MR#", dg(rng, 7))])
    if cc == "UK":
        return rng.choice([("Hosp No", "K" + dg(rng, 6)), ("Hospital No.", "RX" + dg(rng, 7)),
                           ("MRN", "D" + dg(rng, 7))])
    if cc == "Canada":
        return rng.choice([("MRN", dg(rng, 7)), ("Chart #", "H" + dg(rng, 6))])
    if cc == "Australia":
        return rng.choice([("URN", dg(rng, 7)), ("UR", dg(rng, 6)), ("MRN", dg(rng, 8))])
    if cc == "Ireland":
        return rng.choice([("MRN", dg(rng, 7)), ("Hospital No.", "H" + dg(rng, 6))])
    return ("NHI", lt(rng, 3) + dg(rng, 4))


def natid(rng, cc):
    """National health index numbers treated as MRN (see README)."""
    if cc == "UK":
        return ("NHS No", "%s %s %s" % ("9" + dg(rng, 2), dg(rng, 3), dg(rng, 4)))
    return None


def healthplan(rng, cc, ins):
    if cc == "USA":
        return rng.choice([(ins + " Member ID", lt(rng, 3) + dg(rng, 9)),
                           ("Medicare MBI", mbi(rng)),
                           (ins + " ID", "W" + dg(rng, 9))])
    if cc == "UK":
        return (ins + " membership no.", lt(rng, 2) + dg(rng, 7))
    if cc == "Canada":
        return rng.choice([("OHIP", "%s-%s-%s-%s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3),
                                                      lt(rng, 2))),
                           ("BC PHN", "9%s %s %s" % (dg(rng, 3), dg(rng, 3), dg(rng, 3))),
                           ("AHCIP", "%s-%s" % (dg(rng, 5), dg(rng, 4)))])
    if cc == "Australia":
        return rng.choice([("Medicare No.", "%s %s %s" % (dg(rng, 4, "2"), dg(rng, 5),
                                                           dg(rng, 1))),
                           ("DVA No.", rng.choice(["NX", "VX", "QX"]) + dg(rng, 6)),
                           (ins + " member no.", dg(rng, 8))])
    if cc == "Ireland":
        return rng.choice([("Medical Card No.", dg(rng, 7) + lt(rng, 1)),
                           (ins + " policy no.", dg(rng, 10))])
    return (ins + " policy", dg(rng, 8))


def ssn(rng, cc):
    if cc == "USA":
        if rng.random() < 0.8:
            return ("SSN", "9%s-%s-%s" % (dg(rng, 2), dg(rng, 2), dg(rng, 4)))
        return ("SSN", "000-%s-%s" % (dg(rng, 2), dg(rng, 4)))
    if cc == "Canada":
        return ("SIN", rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (dg(rng, 2), dg(rng, 3),
                                                                 dg(rng, 3)))
    if cc == "Ireland":
        return ("PPSN", "9" + dg(rng, 6) + lt(rng, rng.choice([1, 2]), "ABCDEFGHTW"))
    if cc == "Australia":
        return ("CRN", "9%s %s %s%s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3), lt(rng, 1)))
    return None


def account(rng, cc):
    if cc == "USA":
        return rng.choice([("FIN", dg(rng, 9, "7")), ("Acct#", dg(rng, 4) + "-" + dg(rng, 4)),
                           ("Encounter", "ENC" + dg(rng, 10)), ("Visit #", "V" + dg(rng, 9))])
    if cc == "UK":
        return rng.choice([("Episode no.", "EP" + dg(rng, 8)), ("Spell ID", dg(rng, 9)),
                           ("Attendance no.", "A" + dg(rng, 7))])
    if cc == "Canada":
        return rng.choice([("Encounter #", dg(rng, 10)), ("Visit no.", "V" + dg(rng, 8))])
    if cc == "Australia":
        return rng.choice([("Episode no.", dg(rng, 9)), ("Visit no.", "IP" + dg(rng, 7))])
    if cc == "Ireland":
        return rng.choice([("Episode no.", "E" + dg(rng, 8)), ("Visit ID", dg(rng, 9))])
    return rng.choice([("Event no.", "EV" + dg(rng, 7)), ("Episode", dg(rng, 8))])


def licence(rng, cc, role):
    """(label, value) for a clinician's registration/provider number."""
    doc = role in ("consultant", "fellow", "anaesthetist", "gp", "registrar", "referrer")
    if cc == "USA":
        if doc:
            return rng.choice([("NPI", "1" + dg(rng, 9)),
                               ("DEA", lt(rng, 2, "ABFM") + dg(rng, 7)),
                               ("Lic.", "MD" + dg(rng, 5))])
        return rng.choice([("RN Lic.", "RN" + dg(rng, 7)), ("NPI", "1" + dg(rng, 9))])
    if cc == "UK":
        if doc:
            return ("GMC", dg(rng, 7, rng.choice("4567")))
        if role == "radiographer":
            return ("HCPC", "RA" + dg(rng, 5))
        if role == "physiologist":
            return ("RCCP", dg(rng, 6))
        return ("NMC PIN", "%s%s%s%s" % (dg(rng, 2), lt(rng, 1), dg(rng, 4), lt(rng, 1)))
    if cc == "Canada":
        if doc:
            return rng.choice([("CPSO #", dg(rng, 5)), ("CPSBC Lic.", dg(rng, 5)),
                               ("CPSA", dg(rng, 6))])
        return ("CNO Reg.", dg(rng, 7))
    if cc == "Australia":
        if doc:
            return rng.choice([("AHPRA", "MED000" + dg(rng, 7)),
                               ("Provider No.", dg(rng, 6) + lt(rng, 1) + lt(rng, 1)),
                               ("Prescriber No.", dg(rng, 7))])
        if role == "radiographer":
            return ("AHPRA", "MRP000" + dg(rng, 7))
        return ("AHPRA", "NMW000" + dg(rng, 7))
    if cc == "Ireland":
        if doc:
            return ("IMC No.", dg(rng, 6, "0") if rng.random() < 0.5 else dg(rng, 5))
        return ("NMBI PIN", dg(rng, 6))
    if doc:
        return ("MCNZ", dg(rng, 5))
    return ("APC/NCNZ", dg(rng, 6))


def driver_licence(rng, cc, last):
    if cc == "USA":
        return rng.choice(["D%s-%s-%s" % (dg(rng, 3), dg(rng, 4), dg(rng, 4)),
                           lt(rng, 1) + dg(rng, 8)])
    if cc == "UK":
        return _uk_dl(rng, last)
    if cc == "Canada":
        return "%s%s-%s-%s" % (last[0].upper(), dg(rng, 4), dg(rng, 5), dg(rng, 5))
    if cc == "Australia":
        return dg(rng, rng.choice([8, 9]))
    if cc == "Ireland":
        return dg(rng, 9)
    return lt(rng, 2) + dg(rng, 6)


def plate(rng, cc):
    if cc == "USA":
        return rng.choice([dg(rng, 1) + lt(rng, 3) + dg(rng, 3), lt(rng, 3) + "-" + dg(rng, 4)])
    if cc == "UK":
        return "%s%s %s" % (lt(rng, 2), rng.choice(["19", "68", "21", "71", "15", "23"]),
                            lt(rng, 3))
    if cc == "Canada":
        return rng.choice([lt(rng, 4) + " " + dg(rng, 3), lt(rng, 3) + "-" + dg(rng, 4)])
    if cc == "Australia":
        return rng.choice([lt(rng, 3) + "-" + dg(rng, 3), dg(rng, 1) + lt(rng, 2) + " " +
                           dg(rng, 1) + lt(rng, 2)])
    if cc == "Ireland":
        return "%s-%s-%s" % (rng.choice(["191", "201", "07", "12", "231", "162"]),
                             rng.choice(["D", "C", "G", "KY", "MO", "WX", "T"]),
                             dg(rng, rng.choice([4, 5])))
    return lt(rng, 3) + dg(rng, 3)
