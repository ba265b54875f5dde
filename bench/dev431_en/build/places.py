"""Country configurations: towns with their county/state and postcode stems,
street pools, phone formats (all containing 555) and identifier formats."""

# (town, county-or-state, postcode stem, dialling code, nation)
UK_TOWNS = [
    ("Wakefield", "West Yorkshire", "WF", "01924", "England"),
    ("Bolton", "Greater Manchester", "BL", "01204", "England"),
    ("Hexham", "Northumberland", "NE", "01434", "England"),
    ("Truro", "Cornwall", "TR", "01872", "England"),
    ("Kendal", "Cumbria", "LA", "01539", "England"),
    ("Swindon", "Wiltshire", "SN", "01793", "England"),
    ("Lincoln", "Lincolnshire", "LN", "01522", "England"),
    ("Barnstaple", "Devon", "EX", "01271", "England"),
    ("Hereford", "Herefordshire", "HR", "01432", "England"),
    ("Stafford", "Staffordshire", "ST", "01785", "England"),
    ("Ipswich", "Suffolk", "IP", "01473", "England"),
    ("Durham", "County Durham", "DH", "0191", "England"),
    ("Reading", "Berkshire", "RG", "0118", "England"),
    ("Bath", "Somerset", "BA", "01225", "England"),
    ("Deal", "Kent", "CT", "01304", "England"),
    ("March", "Cambridgeshire", "PE", "01354", "England"),
    ("Worksop", "Nottinghamshire", "S", "01909", "England"),
    ("Scunthorpe", "North Lincolnshire", "DN", "01724", "England"),
    ("Halifax", "West Yorkshire", "HX", "01422", "England"),
    ("Bangor", "Gwynedd", "LL", "01248", "Wales"),
    ("Llanelli", "Carmarthenshire", "SA", "01554", "Wales"),
    ("Wrexham", "Wrexham County Borough", "LL", "01978", "Wales"),
    ("Paisley", "Renfrewshire", "PA", "0141", "Scotland"),
    ("Dundee", "Angus", "DD", "01382", "Scotland"),
    ("Inverness", "Highland", "IV", "01463", "Scotland"),
    ("Dumfries", "Dumfries and Galloway", "DG", "01387", "Scotland"),
]
IE_TOWNS = [
    ("Ennis", "Co. Clare", "V95", "065", ""), ("Tralee", "Co. Kerry", "V92", "066", ""),
    ("Mallow", "Co. Cork", "P51", "022", ""), ("Navan", "Co. Meath", "C15", "046", ""),
    ("Athlone", "Co. Westmeath", "N37", "090", ""), ("Castlebar", "Co. Mayo", "F23", "094", ""),
    ("Letterkenny", "Co. Donegal", "F92", "074", ""), ("Carlow", "Co. Carlow", "R93", "059", ""),
    ("Tullamore", "Co. Offaly", "R35", "057", ""), ("Dundalk", "Co. Louth", "A91", "042", ""),
    ("Nenagh", "Co. Tipperary", "E45", "067", ""), ("Bray", "Co. Wicklow", "A98", "01", ""),
    ("Sligo", "Co. Sligo", "F91", "071", ""), ("Gorey", "Co. Wexford", "Y25", "053", ""),
]
AU_TOWNS = [
    ("Ballarat", "VIC", "3350", "03", ""), ("Bendigo", "VIC", "3550", "03", ""),
    ("Geelong", "VIC", "3220", "03", ""), ("Mildura", "VIC", "3500", "03", ""),
    ("Toowoomba", "QLD", "4350", "07", ""), ("Bundaberg", "QLD", "4670", "07", ""),
    ("Cairns", "QLD", "4870", "07", ""), ("Wagga Wagga", "NSW", "2650", "02", ""),
    ("Dubbo", "NSW", "2830", "02", ""), ("Orange", "NSW", "2800", "02", ""),
    ("Tamworth", "NSW", "2340", "02", ""), ("Launceston", "TAS", "7250", "03", ""),
    ("Bunbury", "WA", "6230", "08", ""), ("Mount Gambier", "SA", "5290", "08", ""),
    ("Alice Springs", "NT", "0870", "08", ""),
]
AU_STATE_LONG = {"VIC": "Victoria", "QLD": "Queensland", "NSW": "New South Wales",
                 "TAS": "Tasmania", "WA": "Western Australia", "SA": "South Australia",
                 "NT": "Northern Territory"}
NZ_TOWNS = [
    ("Whanganui", "Manawatu-Whanganui", "4500", "06", ""),
    ("Palmerston North", "Manawatu-Whanganui", "4410", "06", ""),
    ("Timaru", "Canterbury", "7910", "03", ""), ("Ashburton", "Canterbury", "7700", "03", ""),
    ("Nelson", "Nelson Tasman", "7010", "03", ""), ("Invercargill", "Southland", "9810", "03", ""),
    ("Rotorua", "Bay of Plenty", "3010", "07", ""), ("Tauranga", "Bay of Plenty", "3110", "07", ""),
    ("Masterton", "Wairarapa", "5810", "06", ""), ("Hamilton", "Waikato", "3204", "07", ""),
    ("Napier", "Hawke's Bay", "4110", "06", ""), ("Oamaru", "Otago", "9400", "03", ""),
    ("Whangarei", "Northland", "0110", "09", ""),
]
CA_TOWNS = [
    ("Kingston", "ON", "K7L", "613", ""), ("Peterborough", "ON", "K9J", "705", ""),
    ("Sudbury", "ON", "P3A", "705", ""), ("Thunder Bay", "ON", "P7B", "807", ""),
    ("Moncton", "NB", "E1C", "506", ""), ("Saint John", "NB", "E2L", "506", ""),
    ("Kamloops", "BC", "V2C", "250", ""), ("Nanaimo", "BC", "V9R", "250", ""),
    ("Red Deer", "AB", "T4N", "403", ""), ("Lethbridge", "AB", "T1J", "403", ""),
    ("Brandon", "MB", "R7A", "204", ""), ("Truro", "NS", "B2N", "902", ""),
    ("Saskatoon", "SK", "S7K", "306", ""), ("Sherbrooke", "QC", "J1H", "819", ""),
]
CA_PROV_LONG = {"ON": "Ontario", "NB": "New Brunswick", "BC": "British Columbia",
                "AB": "Alberta", "MB": "Manitoba", "NS": "Nova Scotia",
                "SK": "Saskatchewan", "QC": "Quebec"}
US_TOWNS = [
    ("Dayton", "OH", "454", "937", ""), ("Toledo", "OH", "436", "419", ""),
    ("Erie", "PA", "165", "814", ""), ("Scranton", "PA", "185", "570", ""),
    ("Muncie", "IN", "473", "765", ""), ("Duluth", "MN", "558", "218", ""),
    ("Pueblo", "CO", "810", "719", ""), ("Macon", "GA", "312", "478", ""),
    ("Shreveport", "LA", "711", "318", ""), ("Lubbock", "TX", "794", "806", ""),
    ("Flint", "MI", "485", "810", ""), ("Bangor", "ME", "044", "207", ""),
    ("Spokane", "WA", "992", "509", ""), ("Fresno", "CA", "937", "559", ""),
    ("Asheville", "NC", "288", "828", ""), ("Mobile", "AL", "366", "251", ""),
    ("Joplin", "MO", "648", "417", ""),
]
US_STATE_LONG = {"OH": "Ohio", "PA": "Pennsylvania", "IN": "Indiana", "MN": "Minnesota",
                 "CO": "Colorado", "GA": "Georgia", "LA": "Louisiana", "TX": "Texas",
                 "MI": "Michigan", "ME": "Maine", "WA": "Washington", "CA": "California",
                 "NC": "North Carolina", "AL": "Alabama", "MO": "Missouri"}

STREET_NAMES = [
    "Elm", "Oak", "Mill", "Church", "Station", "Victoria", "Albert", "Queen's", "King",
    "High", "Park", "Chapel", "Meadow", "Orchard", "Willow", "Beech", "Ash", "Hawthorn",
    "Rowan", "Heather", "Primrose", "Bracken", "Castle", "Bridge", "Market", "Granary",
    "Tannery", "Foundry", "Quarry", "Fern", "Larch", "Linden", "Maple", "Cedar", "Birch",
    "Nelson", "Wellington", "Gladstone", "Raglan", "Baird", "Colliery", "Pit", "Jubilee",
    "Coronation", "St Anne's", "Harbour", "Cliff", "Moor", "Greenbank", "Westfield",
    "Kirkgate", "Lowther", "Saxon", "Garden", "Sycamore", "Paddock", "Fairview",
]
STREET_TYPES = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Grove",
           "Terrace", "Way", "Gardens", "Walk", "Court", "Rise", "View", "Mews"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Drive", "Terrace", "Heights"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Place", "Drive",
           "Close", "Terrace", "Highway"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Drive", "Terrace", "Grove"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Court", "Boulevard", "Lane"],
    "US": ["St", "Ave", "Rd", "Dr", "Ln", "Blvd", "Ct", "Way", "Pl", "Street", "Avenue"],
}
BUILDINGS = ["Harcourt House", "Rowan Court", "Beacon Tower", "Albion Mill", "Kestrel Court",
             "Millfield House", "Greystone Lodge", "Tarn View", "Jubilee Mansions",
             "Orchard Court", "Heron Wharf", "Bellfield Tower"]
LANDMARKS = ["Red Lion", "Black Horse", "Jubilee Park", "Clock Tower", "Miners' Welfare",
             "Millfield Community Centre", "Albion Mill", "Greystone Chapel", "Kestrel Bridge",
             "Tarn Reservoir", "Market Cross", "Coronation Hall", "Old Toll House",
             "Harbour Light", "Beacon Tower", "Heron Wharf"]

COUNTRIES = ["Jamaica", "Poland", "Ireland", "India", "Pakistan", "Nigeria", "Philippines",
             "Italy", "Greece", "Kenya", "Somalia", "Vietnam", "Scotland", "Canada",
             "Australia", "New Zealand", "Portugal", "Spain", "Ukraine", "Turkey", "Lebanon",
             "Ghana", "Zimbabwe", "Fiji", "Samoa", "Tonga", "South Africa", "Germany",
             "Netherlands", "Sweden", "Chile", "Malta", "Cyprus", "Bangladesh", "Sri Lanka",
             "Trinidad and Tobago", "Barbados", "Eritrea", "Wales", "England", "Mexico",
             "Guyana", "Dubai"]
NOT_COUNTRY = {"Dubai"}  # a city: typed CITY when used

SYL1 = ["Cal", "Dun", "Wyn", "Tarn", "Kes", "Lark", "Bram", "Hollin", "Fen", "Rook", "Marl",
        "Sed", "Tal", "Quen", "Verl", "Ebb", "Hask", "Orl", "Brin", "Cor", "Ald", "Pell",
        "Thist", "Gorse", "Wren", "Yarl"]
SYL2 = ["brook", "mere", "moor", "hurst", "vale", "ley", "combe", "dale", "haven", "gate",
        "wick", "field", "stead", "thorpe", "bank", "holm"]
SAINTS = ["Elowen", "Aldric", "Brannoc", "Cuthwin", "Morwenna", "Ebba", "Kenelm", "Wystan",
          "Ninian", "Petroc", "Non", "Melangell", "Fursey", "Ita"]
TREES = ["Beech", "Rowan", "Cedar", "Willow", "Larch", "Hazel", "Juniper", "Alder", "Holly",
         "Sorrel", "Bluebell", "Foxglove"]
ADJ = ["Bluebell", "Heartwood", "Kindred", "Evergreen", "Silverleaf", "Compass", "Harbour",
       "Lantern", "Oakleaf", "Waymark", "Hearthside", "Brightwater", "Amberley", "Truecare"]


def place_word(rng):
    return rng.choice(SYL1) + rng.choice(SYL2)


def postcode(rng, cc, town):
    stem = town[2]
    L = "ABDEFGHJLNPQRSTUWXYZ"
    if cc == "UK":
        return "%s%d %d%s%s" % (stem, rng.randint(1, 29), rng.randint(1, 9), rng.choice(L), rng.choice(L))
    if cc == "IE":
        a = "ACDEFHKNPRTVWXY0123456789"
        return stem + " " + "".join(rng.choice(a) for _ in range(4))
    if cc in ("AU", "NZ"):
        return stem
    if cc == "CA":
        return "%s %d%s%d" % (stem, rng.randint(1, 9), rng.choice("ABCEGHJKLMNPRSTVXY"), rng.randint(0, 9))
    return stem + "%02d" % rng.randint(1, 99)


def phone(rng, cc, town, kind="land"):
    code = town[3]
    if cc == "UK":
        if kind == "mob":
            return "07%d00 555 %03d" % (rng.choice([7, 8, 9]), rng.randint(0, 999))
        if len(code) == 4:
            return "%s 555 %04d" % (code, rng.randint(0, 9999))
        return "%s 555%03d" % (code, rng.randint(0, 999))
    if cc == "IE":
        if kind == "mob":
            return "08%d 555 %04d" % (rng.choice([3, 5, 6, 7]), rng.randint(0, 9999))
        return "%s 555 %04d" % (code, rng.randint(0, 9999))
    if cc == "AU":
        if kind == "mob":
            return "04%02d 555 %03d" % (rng.randint(0, 99), rng.randint(0, 999))
        return "(%s) 5550 %04d" % (code, rng.randint(0, 9999))
    if cc == "NZ":
        if kind == "mob":
            return "02%d 555 %04d" % (rng.choice([1, 2, 7]), rng.randint(0, 9999))
        return "(%s) 555 %04d" % (code, rng.randint(0, 9999))
    fmt = rng.choice(["(%s) 555-%04d", "%s-555-%04d", "%s.555.%04d"])
    if kind == "mob":
        fmt = "%s-555-%04d"
    return fmt % (code, rng.randint(100, 199))


def ext(rng, cc):
    n = "555%d" % rng.randint(0, 9)
    return rng.choice(["ext. ", "ext ", "x"]) + n if cc in ("US", "CA") else rng.choice(["ext ", "ext. "]) + n


def luhn_digit(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def rdig(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def patient_ids(rng, cc, nation, dob):
    """Return list of (key, label, value, type)."""
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    ids = []
    if cc == "UK":
        if nation == "Scotland":
            ids.append(("health", "CHI", dob.strftime("%d%m%y") + rdig(rng, 4), "HEALTHPLAN"))
        else:
            n = "9" + rdig(rng, 9)
            ids.append(("health", "NHS No", "%s %s %s" % (n[:3], n[3:6], n[6:]), "HEALTHPLAN"))
        ids.append(("mrn", rng.choice(["Hosp No", "Unit No", "RXN"]), rng.choice(L) + rdig(rng, 7), "MRN"))
        ids.append(("comm", rng.choice(["SystmOne ID", "Community record no", "EMIS No"]), rdig(rng, 8), "MRN"))
    elif cc == "IE":
        ids.append(("health", "Medical card no", rdig(rng, 6) + rng.choice("ABCDEFGHJ"), "HEALTHPLAN"))
        ids.append(("mrn", rng.choice(["MRN", "Hospital no", "Chart no"]), rdig(rng, 7), "MRN"))
        ids.append(("ssn", "PPSN", "9" + rdig(rng, 6) + rng.choice("ABCDEFGHKLMNPT") + rng.choice(["", "A", "W"]), "SSN"))
        ids.append(("comm", "IHI", "372" + rdig(rng, 13), "HEALTHPLAN"))
    elif cc == "AU":
        m = "2" + rdig(rng, 8)
        ids.append(("health", "Medicare", "%s %s %s %d" % (m[:4], m[4:9], luhn_digit(m)[0], rng.randint(1, 5)), "HEALTHPLAN"))
        ids.append(("mrn", rng.choice(["UR", "URN", "MRN"]), rdig(rng, 6 + rng.randint(0, 1)), "MRN"))
        ids.append(("ssn", "Centrelink CRN", "9%s %s %s%s" % (rdig(rng, 2), rdig(rng, 3), rdig(rng, 3), rng.choice("ABCDHJK")), "SSN"))
        ids.append(("plan2", "DVA file no", rng.choice(["N", "V", "Q", "W"]) + rng.choice(["X", "SM", ""]) + rdig(rng, 6), "HEALTHPLAN"))
    elif cc == "NZ":
        ids.append(("health", "NHI", "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + rdig(rng, 4), "HEALTHPLAN"))
        ids.append(("mrn", rng.choice(["Hospital no", "Client no"]), rdig(rng, 7), "MRN"))
        ids.append(("ssn", "IRD no", "000-" + rdig(rng, 3) + "-" + rdig(rng, 3), "SSN"))
    elif cc == "CA":
        ids.append(("health", rng.choice(["Health card", "OHIP", "PHN"]), "%s-%s-%s-%s" % (rdig(rng, 4), rdig(rng, 3), rdig(rng, 3), rng.choice(L) + rng.choice(L)), "HEALTHPLAN"))
        ids.append(("mrn", "MRN", rdig(rng, 8), "MRN"))
        ids.append(("ssn", "SIN", "9%s %s %s" % (rdig(rng, 2), rdig(rng, 3), rdig(rng, 3)), "SSN"))
        ids.append(("comm", "Client ID", "HCC-" + rdig(rng, 7), "MRN"))
    else:
        mbi = rdig(rng, 1).replace("0", "1") + rng.choice(L) + rng.choice(L + "0123456789") + rdig(rng, 1) + "-" + \
            rng.choice(L) + rng.choice(L + "0123456789") + rdig(rng, 1) + "-" + rng.choice(L) + rng.choice(L) + rdig(rng, 2)
        ids.append(("health", "Medicare MBI", mbi, "HEALTHPLAN"))
        ids.append(("mrn", "MRN", rdig(rng, 9), "MRN"))
        ids.append(("ssn", "SSN", "9%s-%s-%s" % (rdig(rng, 2), rdig(rng, 2), rdig(rng, 4)), "SSN"))
        ids.append(("plan2", rng.choice(["Medicaid ID", "Secondary ins member ID"]), rng.choice(L) + rng.choice(L) + rdig(rng, 8), "HEALTHPLAN"))
        ids.append(("acct", "Episode #", rdig(rng, 3) + "-" + rdig(rng, 5), "ACCOUNT"))
    return ids


def staff_license(rng, cc, doctor=False):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if cc == "UK":
        if doctor:
            return ("GMC", rdig(rng, 7))
        return ("NMC PIN", "%s%s%s%s" % (rdig(rng, 2), rng.choice(L), rdig(rng, 4), rng.choice("ABCDEFGHJKLMNOPSTWY")))
    if cc == "IE":
        return ("IMC No", rdig(rng, 6)) if doctor else ("NMBI PIN", rdig(rng, 6))
    if cc == "AU":
        return ("AHPRA", ("MED" if doctor else "NMW") + "000" + rdig(rng, 7))
    if cc == "NZ":
        return ("MCNZ", rdig(rng, 5)) if doctor else ("NCNZ reg", rdig(rng, 6))
    if cc == "CA":
        return ("CPSO #", rdig(rng, 6)) if doctor else ("CNO Reg #", rdig(rng, 8))
    if doctor:
        return ("NPI", "1" + rdig(rng, 9))
    return ("RN Lic #", "RN" + rdig(rng, 6))


def vehicle_plate(rng, cc):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if cc == "UK":
        return "%s%s%02d %s%s%s" % (rng.choice(L), rng.choice(L), rng.choice([15, 16, 18, 19, 21, 22, 23, 68, 69, 70, 71, 72, 73]),
                                     rng.choice(L), rng.choice(L), rng.choice(L))
    if cc == "IE":
        return "%d-%s-%d" % (rng.choice([151, 171, 192, 211, 222, 231, 241]), rng.choice(["C", "D", "G", "KY", "MO", "CE", "LH"]), rng.randint(100, 99999))
    if cc == "AU":
        return "%s%s%s-%s" % (rdig(rng, 1), rng.choice(L), rng.choice(L), rdig(rng, 3)) if rng.random() < .5 else "%s%s%s %s%s" % (rng.choice(L), rng.choice(L), rng.choice(L), rdig(rng, 2), rng.choice(L))
    if cc == "NZ":
        return "%s%s%s%s" % (rng.choice(L), rng.choice(L), rng.choice(L), rdig(rng, 3))
    return "%s%s%s %s" % (rng.choice(L), rng.choice(L), rng.choice(L), rdig(rng, 4)) if rng.random() < .5 else rdig(rng, 1) + rng.choice(L) + rng.choice(L) + rng.choice(L) + rdig(rng, 3)


CONFIG = {"UK": UK_TOWNS, "IE": IE_TOWNS, "AU": AU_TOWNS, "NZ": NZ_TOWNS, "CA": CA_TOWNS, "US": US_TOWNS}
REGION_TYPE = {"UK": "CITY", "IE": "CITY", "AU": "STATE", "NZ": "STATE", "CA": "STATE", "US": "STATE"}
