"""Invented place and organisation pools for dev329_en.

Towns, streets, hospitals, clinics, practices, care homes, schools, employers and
insurers are invented.  States, provinces, Irish counties, regions and countries
are real (they are needed for realistic address formats).
"""

from core import pick, chance, digits

TOWNS = {
    "UK": ["Ashcombe Regis", "Kettleby", "Marlowfield", "Thornsett Bridge", "Hallowmere",
           "Brackenholt", "Wyvernham", "Cresswick", "Longmire", "Oakhurst Green", "Stavely Moor",
           "Fernbridge", "Netherwold", "Abbotsmere", "Little Harwick", "Coldwater Heath",
           "Saltmarsh Quay", "Harrowdene", "Pendleford", "Rookwith", "Tinsford", "Hebbleton",
           "Orrinsby", "Castle Dunnock", "Wrexley Park", "Glenarrow", "Pwllmarch",
           "Kinlochbray", "Dunmarsh", "Yelverstowe"],
    "US": ["Cedar Hollow", "Marlow Springs", "Port Anselm", "Bryce Junction", "Elk Prairie",
           "Halvorsen Falls", "Willet Creek", "Sutter's Bend", "Pinegrove", "Caddo Mills East",
           "Lake Orrin", "Fort Calloway", "Greer Valley", "New Tamsworth", "Redfern Heights",
           "Sable Point", "Maple Ridge Crossing", "Coldbrook", "Harlan Flats", "Windom Gap",
           "Bellamy", "East Quarry", "Ottawa Bluffs", "Silver Lick"],
    "IE": ["Kilbrannagh", "Ballymoravan", "Carrigdrum", "Dromkeelan", "Clonmaddy",
           "Knockaverry", "Templebrack", "Lisnagarvan", "Castlecorrib", "Annamoyle",
           "Ardnacrusk", "Rathdreen", "Ballinlusk", "Gortnamona", "Kilcurragh", "Inishmore Quay",
           "Mullinacreeve", "Doonbeggan"],
    "CA": ["Port Sauvelle", "Millbrook Landing", "Saint-Amable-des-Prés", "Kinross Falls",
           "Ridgeview", "North Tamsin", "Lac-Verdier", "Elmvale Crossing", "Harcourt Bay",
           "Fenwick Mills", "Grand-Marais-Est", "Cobalt Lake", "Aspen Hollow", "Brantwood",
           "Saint-Onésime-de-Bellerive", "Tilbury Flats", "Wolverine Creek", "Maple Harbour"],
    "AU": ["Kelvale", "Warrigal Downs", "Bellbird Ridge", "Ironbark Hill", "Carrawong",
           "Lowanna Park", "Mundaroo", "Tindal Bay", "Emu Flat", "Quandong Vale",
           "Yarrowee Flats", "Coolabah Springs", "Tallowood", "Boronia Heights East",
           "Jarrahdene", "Kurrawang Point", "Myrtle Gully", "Wombat Crossing"],
    "NZ": ["Kaiwhenua", "Te Awaroa", "Rimuvale", "Totara Springs", "Port Halswell",
           "Mataraki", "Kowhai Bay", "Ruapeka", "Glenmorven", "Ngaio Heights", "Pukerangi",
           "Whareroa Downs", "Tawa Flat", "Manuka Point", "Oteranga"],
    "ZA": ["Silverkruin", "Amanzi Park", "Jakaranda Rand", "Vyeboskloof", "Ezimbovu",
           "Protea Vale", "Bloemkloof", "Kransdrif", "Suikerbos", "Thornvlei", "Mooiwater",
           "KwaThandeni", "Ridgemoor"],
    "SG": ["Tembusu Vale", "Kemuning Heights", "Pasir Rimba", "Bukit Seraya", "Sembilan Park",
           "Cempaka Gardens", "Kenari Estate", "Tanjong Merbau"],
}

STATES = {
    "US": [("OH", "Ohio"), ("PA", "Pennsylvania"), ("MN", "Minnesota"), ("OR", "Oregon"),
           ("NC", "North Carolina"), ("TX", "Texas"), ("WI", "Wisconsin"), ("MA", "Massachusetts"),
           ("GA", "Georgia"), ("CO", "Colorado"), ("KY", "Kentucky"), ("NM", "New Mexico"),
           ("IA", "Iowa"), ("VT", "Vermont")],
    "CA": [("ON", "Ontario"), ("BC", "British Columbia"), ("AB", "Alberta"),
           ("NS", "Nova Scotia"), ("MB", "Manitoba"), ("QC", "Quebec"), ("SK", "Saskatchewan"),
           ("NB", "New Brunswick")],
    "AU": [("NSW", "New South Wales"), ("VIC", "Victoria"), ("QLD", "Queensland"),
           ("WA", "Western Australia"), ("SA", "South Australia"), ("TAS", "Tasmania"),
           ("ACT", "Australian Capital Territory")],
    "NZ": [("", "Canterbury"), ("", "Waikato"), ("", "Otago"), ("", "Manawatū-Whanganui"),
           ("", "Bay of Plenty"), ("", "Northland"), ("", "Southland"), ("", "Hawke's Bay")],
    "ZA": [("", "Western Cape"), ("", "Gauteng"), ("", "KwaZulu-Natal"), ("", "Eastern Cape"),
           ("", "Free State"), ("", "Limpopo")],
    "IE": [("", "Co. Cork"), ("", "Co. Galway"), ("", "Co. Kildare"), ("", "Co. Mayo"),
           ("", "Co. Wexford"), ("", "Co. Donegal"), ("", "Co. Tipperary"), ("", "Co. Clare"),
           ("", "Co. Meath"), ("", "Co. Kerry")],
}

STREET_ROOTS = [
    "Larch", "Orchard", "Mill", "Alder", "Beacon", "Bramble", "Chantry", "Cobblers",
    "Damson", "Elderberry", "Falcon", "Foxglove", "Gannet", "Garnet", "Heron", "Holly",
    "Juniper", "Kestrel", "Laburnum", "Lavender", "Linnet", "Magpie", "Marigold", "Medlar",
    "Nightingale", "Osprey", "Pippin", "Quarry", "Quince", "Rowan", "Saffron", "Sedge",
    "Sorrel", "Tansy", "Teasel", "Thistle", "Wagtail", "Willowherb", "Yarrow", "Aspen",
    "Bilberry", "Cinder", "Dovecote", "Ferrier", "Granary", "Hatchery", "Ironstone",
    "Kiln", "Lantern", "Malthouse", "Netley", "Ostler", "Pottery", "Ropewalk", "Saddler",
    "Tannery", "Weaver", "Wheelwright", "Barley", "Clover", "Hazelnut", "Maplewood",
    "Driftwood", "Bluebell", "Honeysuckle", "Sycamore", "Waratah", "Kowhai", "Pohutukawa",
    "Jacaranda", "Protea", "Frangipani", "Banksia", "Tembusu", "Angsana",
]

STREET_TYPES = {
    "UK": ["Road", "Lane", "Close", "Street", "Avenue", "Crescent", "Drive", "Gardens", "Way",
           "Terrace", "Mews", "Grove"],
    "IE": ["Road", "Lane", "Street", "Avenue", "Park", "Drive", "Grove", "Crescent", "Heights",
           "Lawns"],
    "US": ["St", "Ave", "Rd", "Dr", "Ln", "Blvd", "Ct", "Way", "Pike", "Street", "Avenue",
           "Road"],
    "CA": ["St", "Ave", "Rd", "Dr", "Crescent", "Blvd", "Way", "Street", "Avenue", "Rue"],
    "AU": ["Street", "Road", "Avenue", "Court", "Place", "Parade", "Crescent", "Drive",
           "Close", "Terrace"],
    "NZ": ["Street", "Road", "Avenue", "Place", "Crescent", "Drive", "Terrace", "Grove"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Laan", "Close"],
    "SG": ["Avenue 3", "Street 21", "Road", "Drive", "Crescent", "Street 11"],
}

SAINTS = ["St Brendan's", "St Aldhelm's", "St Cuthbert's", "St Ita's", "St Oswin's",
          "St Kentigern's", "St Brigid's", "St Dunstan's", "St Finbarr's", "St Swithun's",
          "St Winifred's", "St Eanswythe's", "St Teilo's", "St Mungo's", "St Cyprian's"]

HOSP_PATTERNS = ["{T} Dental Hospital", "{T} General Hospital", "{T} Community Dental Clinic",
                 "{R} Health Centre", "{S} Hospital", "{T} Day Surgery Centre",
                 "{R}field Community Hospital", "{T} District Hospital", "{T} Primary Care Centre",
                 "{R} Lane Clinic", "{S} Community Hospital", "{T} Medical Centre"]

US_HOSP_PATTERNS = ["{T} Regional Medical Center", "{S} Medical Center",
                    "{T} Community Health Center", "{R} Valley Hospital",
                    "{T} Children's Hospital", "{R} Outpatient Surgery Center",
                    "{T} Memorial Hospital", "{R}brook Dental Clinic"]

SCD_SERVICE_PATTERNS = {
    "UK": ["{T} Community Dental Service", "{T} Special Care Dental Service",
           "{R} Community Dental Clinic", "{T} Salaried Dental Service"],
    "IE": ["{T} Primary Care Dental Clinic", "{T} Special Care Dental Unit",
           "{R} Dental Clinic"],
    "US": ["{T} Special Needs Dental Clinic", "{R} Dental Center for Special Care",
           "{T} Community Dental Program Clinic"],
    "CA": ["{T} Special Care Dentistry Clinic", "{R} Dental Clinic for Persons with Disabilities"],
    "AU": ["{T} Special Needs Dental Clinic", "{T} Community Oral Health Clinic"],
    "NZ": ["{T} Hospital Dental Department", "{T} Special Care Dental Clinic"],
    "ZA": ["{T} Oral Health Centre", "{T} Special Care Dental Clinic"],
    "SG": ["{T} Polyclinic Dental Clinic", "{R} Dental Centre"],
}

CARE_HOME_PATTERNS = ["{R} Lodge", "{R} House Nursing Home", "The {R}s Care Home", "{R} Court",
                      "{R} Manor", "{R} View Residential Home", "{R}mead Care Centre",
                      "{R} Grange", "{R} Park Aged Care", "{R} House"]
US_CARE_PATTERNS = ["{R} Skilled Nursing Facility", "{R} Assisted Living", "{R} Group Home",
                    "{R} Manor Care Center", "{R} Pines Residence"]

PRACTICE_PATTERNS = ["{R} Dental Practice", "{T} Family Dentistry", "{R} Street Dental Care",
                     "{R} Dental Surgery", "{T} Smile Studio", "{R} House Dental",
                     "{T} Dental Centre", "{R} Tree Dental"]
GP_PATTERNS = ["{R} Surgery", "{R} Medical Practice", "{T} Health Centre", "{R} Family Practice",
               "{T} Medical Group"]
PHARMACY_PATTERNS = ["{R} Pharmacy", "{T} Chemist", "{R} Apothecary"]

WARD_ROOTS = ["Heron", "Kingfisher", "Bluebell", "Juniper", "Rowan", "Linnet", "Hawthorn",
              "Foxglove", "Osprey", "Sorrel", "Curlew", "Puffin", "Aspen", "Larkspur"]

ORG_PATTERNS = {
    "school": ["{R} Special School", "{T} Academy", "{R} College", "{R}wood School",
               "{T} Community College"],
    "daycentre": ["{R} Day Services", "{T} Resource Centre", "{R} Day Opportunities",
                  "{R} Activity Hub"],
    "provider": ["{R} Supported Living Ltd", "{R}path Living", "{R} Care Partnerships",
                 "{T} Homecare Services", "{R}bridge Support Ltd", "{R} Community Living"],
    "employer": ["{R} Freight", "{R} Garden Centre", "{T} Bakery", "{R} Recycling",
                 "{R} Print Works", "{T} Bus Company", "{R} Joinery", "{R} Logistics"],
    "charity": ["{R} Trust", "{T} Advocacy Project", "{R} Foundation", "{T} Carers Network"],
    "trust": ["{T} Community Health NHS Trust", "{T} and District Health Board",
              "{T} Health Partnership", "{R} Valley Health"],
}

INSURERS = {
    "US": ["Cordova Dental Benefits", "Harbourline Health Plan", "Evergreen Mutual Dental",
           "Keystone Prairie Health", "Bluestem Community Care Plan"],
    "CA": ["Maple Shield Benefits", "Laurentide Assurance", "Northwind Group Benefits"],
    "AU": ["Bluegum Health Fund", "Tasman Mutual Health", "Coastal Members Health"],
    "NZ": ["Kōwhai Health Cover", "Aotea Health Society"],
    "ZA": ["Amanzi Medical Scheme", "Protea Health Plan", "Ubuntu Med Cover"],
    "UK": ["Meridian Dental Plan", "Albion Dental Cover"],
    "IE": ["Shannonside Health Insurance", "Clearwater Health"],
    "SG": ["Merlion Shield Assurance"],
}

BUILDINGS = ["Linden Wing", "Hawthorn Building", "Jubilee Block", "Riverside Annexe",
             "Carrick Pavilion", "Beaumont Wing", "Sheldrake Building", "Old Nurses' Home",
             "Cedar Pavilion", "Elmore Block", "Fairweather Wing", "Mariner House"]
LANDMARKS = [("the ", "Pemberton Clock Tower"), ("the ", "Corn Exchange"), ("", "Kestrel Leisure Centre"),
             ("the ", "Old Drill Hall"), ("", "Harbour Lookout"), ("the ", "Wheatsheaf"), ("", "Tolland Park gates"),
             ("the ", "Jubilee Fountain"), ("", "Millrace Shopping Arcade"), ("the ", "Friary Car Park")]


def town(rng, c):
    return pick(rng, TOWNS[c])


def _fill(rng, pat, c):
    name = pat.format(T=town(rng, c), R=pick(rng, STREET_ROOTS), S=pick(rng, SAINTS))
    if c == "US":
        name = name.replace("Centre", "Center")
    return name


def hospital(rng, c):
    pats = US_HOSP_PATTERNS if c in ("US",) else HOSP_PATTERNS
    if c == "CA" and chance(rng, 0.4):
        pats = US_HOSP_PATTERNS
    return _fill(rng, pick(rng, pats), c)


def scd_service(rng, c):
    return _fill(rng, pick(rng, SCD_SERVICE_PATTERNS[c]), c)


def care_home(rng, c):
    pats = US_CARE_PATTERNS if c == "US" else CARE_HOME_PATTERNS
    return _fill(rng, pick(rng, pats), c)


def practice(rng, c):
    return _fill(rng, pick(rng, PRACTICE_PATTERNS), c)


def gp_practice(rng, c):
    return _fill(rng, pick(rng, GP_PATTERNS), c)


def pharmacy(rng, c):
    return _fill(rng, pick(rng, PHARMACY_PATTERNS), c)


def ward(rng):
    return pick(rng, WARD_ROOTS) + pick(rng, [" Ward", " Ward", " Unit", " Suite"])


def org(rng, c, kind):
    name = _fill(rng, pick(rng, ORG_PATTERNS[kind]), c)
    if kind == "trust" and c != "UK":
        name = name.replace(" NHS Trust", " Health Service")
    return name


def insurer(rng, c):
    return pick(rng, INSURERS[c])


LOCAL_ROOTS = {"AU": ["Waratah", "Banksia"], "NZ": ["Kowhai", "Pohutukawa"],
               "ZA": ["Jacaranda", "Protea"], "SG": ["Tembusu", "Angsana"]}
GENERAL_ROOTS = [r for r in STREET_ROOTS
                 if r not in ("Waratah", "Banksia", "Kowhai", "Pohutukawa", "Jacaranda", "Protea",
                              "Tembusu", "Angsana", "Frangipani")]


def street(rng, c):
    pool = GENERAL_ROOTS + LOCAL_ROOTS.get(c, []) * 4
    root = pick(rng, pool)
    st = pick(rng, STREET_TYPES[c])
    if c == "US":
        num = str(rng.randrange(100, 9900))
        s = num + " " + pick(rng, ["", "", "", "N ", "S ", "E ", "W "]) + root + " " + st
        if chance(rng, 0.3):
            s += pick(rng, [", Apt ", " Apt ", ", Unit ", " #"]) + str(rng.randrange(1, 40)) + \
                pick(rng, ["", "B", "A", ""])
        return s
    if c == "CA":
        num = str(rng.randrange(10, 4000))
        if st == "Rue":
            return num + " " + pick(rng, ["rue des Érables", "rue du Moulin", "rue Principale", "rue des Pins",
                                          "boulevard des Forges", "rue de la Gare", "chemin du Lac-Vert",
                                          "rue des Peupliers", "avenue du Collège", "rue Sainte-Hélène"])
        s = num + " " + root + " " + st
        if chance(rng, 0.25):
            s = str(rng.randrange(101, 1900)) + "-" + s
        return s
    if c == "SG":
        return "Blk " + str(rng.randrange(10, 899)) + " " + root + " " + st + ", #" + \
            digits(rng, 2) + "-" + digits(rng, 3)
    if c in ("AU", "NZ") and chance(rng, 0.25):
        return str(rng.randrange(1, 40)) + "/" + str(rng.randrange(1, 300)) + " " + root + " " + st
    if c in ("UK", "IE") and chance(rng, 0.2):
        flat = "Flat " + str(rng.randrange(1, 30)) + ", " + pick(rng, STREET_ROOTS) + \
            pick(rng, [" House", " Court", " Mansions"]) + ", "
        return flat + str(rng.randrange(1, 200)) + " " + root + " " + st
    if c == "IE" and chance(rng, 0.3):
        return str(rng.randrange(1, 120)) + " " + root + " " + st
    return str(rng.randrange(1, 220)) + " " + root + " " + st


def building(rng):
    return pick(rng, BUILDINGS)


def landmark(rng):
    """Pieces: a lower-case article stays outside the LOCATION_OTHER span."""
    art, name = pick(rng, LANDMARKS)
    return [art, (name, "LOCATION_OTHER")]
