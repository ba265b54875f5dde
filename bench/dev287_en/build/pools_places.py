"""Invented place and organisation pools.  Towns, streets, hospitals, wards,
suppliers and employers are composed from invented parts; states, provinces
and counties are the real administrative names (a closed set)."""

from core import pick, chance, wpick

# ---------------------------------------------------------------- towns
_TOWN_PARTS = {
    "UK": (["Ash", "Thorn", "Marrow", "Kell", "Brack", "Wend", "Hollin", "Oxen", "Stan",
            "Whin", "Calder", "Fern", "Rook", "Lark", "Mill", "Sedge", "Wych", "Hay", "Corn",
            "Bram", "Chal", "Pen", "Tre", "Llan", "Aber", "Kin", "Dun", "Strath", "Sallow"],
           ["bridge", "ford", "ham", "bury", "wick", "ton", "by", "thorpe", "leigh", "mouth",
            "stead", "worth", "combe", "field", "hurst", "cliffe", "minster", "dale", "wold",
            "gate", " Magna", "-on-Sea", "garth", "more", "holme"]),
    "IE": (["Bally", "Kil", "Carrick", "Clon", "Drum", "Lis", "Knock", "Rath", "Tully",
            "Ard", "Glen", "Inish", "Bal", "Castle", "Mona", "Derry", "Skib"],
           ["more", "beg", "managh", "doon", "lane", "keel", "eera", "cullen", "naheen",
            "whinny", "bawn", "garriff", "rush", "ferry", "ross", "town", "gannon"]),
    "AU": (["Wattle", "Coral", "Banksia", "Magpie", "Red Gum", "Bottle", "Dingo", "Mulla",
            "Yarra", "Kurra", "Coola", "Narra", "Tam", "Bell", "Emu", "Wombat", "Kooka",
            "Mount ", "Port ", "Lake "],
           ["ville", "dale", " Creek", " Flat", " Heads", "bong", "gong", "burra", " Springs",
            " Point", "ton", " Hill", "wood", "ridge", " Plains", " Downs", "field"]),
    "CA": (["Saint-", "Fort ", "Port ", "Lac-", "Cedar", "Maple", "Birch", "Pine", "Elk",
            "Moose", "Beaver", "Caribou", "Otter", "Heron", "Spruce", "Rivière-", "Granite ",
            "Mont-", "Grand "],
           ["ville", "wood", " Falls", " Harbour", " Landing", "brook", "field", "Laurent",
            "Rouge", "Ridge", " Lake", "ton", " Bay", " Crossing", "mount", "Bernard"]),
    "US": (["Spring", "Oak", "Cedar", "Maple", "Willow", "Green", "Fair", "Glen", "River",
            "Lake ", "West ", "East ", "North ", "Mill", "Stone", "Clear", "Hazel", "Pleasant ",
            "Elk", "Red Bank ", "Harmony ", "Sand"],
           ["field", "ville", "burg", "ton", "dale", "wood", " Springs", " Falls", " Valley",
            " Heights", " Junction", " City", "port", "view", "haven", " Grove", "land"]),
}


_STANDALONE = {"wood", "field", "haven", "view", "dale", "port", "ridge", "brook", "mount", "ford", "bridge",
               "more", "gate", "leigh"}


def _compose_towns(country):
    pre, suf = _TOWN_PARTS[country]
    out = []
    for i, p in enumerate(pre):
        for j, s in enumerate(suf):
            if (i * 7 + j * 3) % 5 == 0:
                if p.endswith("-") and s.startswith(" "):
                    continue
                if p.endswith(" ") and s.startswith(" "):
                    continue
                if s[:1].isupper() and not p.endswith("-"):
                    s = " " + s
                    if s.strip() != "Ridge":
                        continue
                name = p + s
                if p.endswith(" ") and not s.startswith(" ") and s not in _STANDALONE:
                    continue
                if p.endswith(" ") or p.endswith("-"):
                    name = p + s[:1].upper() + s[1:]
                out.append(name.strip())
    return sorted(dict.fromkeys(out))


TOWNS = {c: _compose_towns(c) for c in sorted(_TOWN_PARTS)}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Michigan", "MI"), ("Minnesota", "MN"), ("Arizona", "AZ"), ("Vermont", "VT"),
           ("Kentucky", "KY"), ("Colorado", "CO"), ("Wisconsin", "WI"), ("Iowa", "IA"),
           ("Missouri", "MO"), ("Tennessee", "TN"), ("Nebraska", "NE"), ("Maine", "ME"),
           ("New Mexico", "NM"), ("North Carolina", "NC"), ("Massachusetts", "MA"),
           ("Illinois", "IL"), ("Pennsylvania", "PA"), ("Washington", "WA"),
           ("Indiana", "IN"), ("Alabama", "AL"), ("Virginia", "VA"), ("Utah", "UT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Nova Scotia", "NS"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"),
           ("Prince Edward Island", "PE")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "UK": [("Lancashire", ""), ("Yorkshire", ""), ("Devon", ""), ("Kent", ""), ("Norfolk", ""),
           ("Cumbria", ""), ("Gwynedd", ""), ("Fife", ""), ("Cornwall", ""),
           ("Derbyshire", ""), ("Essex", ""), ("Shropshire", ""), ("Powys", ""),
           ("Aberdeenshire", ""), ("Antrim", "")],
    "IE": [("Kerry", ""), ("Cork", ""), ("Galway", ""), ("Mayo", ""), ("Donegal", ""),
           ("Clare", ""), ("Wexford", ""), ("Tipperary", ""), ("Limerick", ""), ("Sligo", ""),
           ("Meath", ""), ("Kildare", ""), ("Offaly", ""), ("Leitrim", "")],
}

COUNTRY_NAMES = {
    "US": ["USA", "United States"], "CA": ["Canada"], "AU": ["Australia"],
    "UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"], "IE": ["Ireland"],
}

ORIGIN_COUNTRIES = [
    "Somalia", "Pakistan", "Bangladesh", "India", "Nigeria", "Ghana", "Poland", "Romania",
    "Lithuania", "Portugal", "Brazil", "Philippines", "Vietnam", "China", "Jamaica",
    "Trinidad", "Iran", "Iraq", "Syria", "Eritrea", "Ethiopia", "Sudan", "Kenya", "Zimbabwe",
    "Sri Lanka", "Malaysia", "Israel", "Morocco", "Turkey", "Ukraine", "Lebanon", "Greece",
    "Italy", "Spain", "Mexico", "El Salvador", "Guatemala", "Fiji", "Tonga", "Samoa",
    "New Zealand", "South Africa", "Haiti", "Nepal", "Afghanistan", "Egypt", "Chile",
]

# ---------------------------------------------------------------- streets
_STREET_WORDS = [
    "Elm", "Rowan", "Hawthorn", "Linden", "Beech", "Alder", "Sycamore", "Chestnut", "Larch",
    "Mill", "Church", "Station", "Quarry", "Kiln", "Tannery", "Ropewalk", "Chapel", "Orchard",
    "Meadow", "Brook", "Foundry", "Canal", "Harbour", "Market", "Wharf", "Granary", "Pinfold",
    "Cooper", "Fletcher", "Weaver", "Saddler", "Mercer", "Glover", "Tanner", "Dyer",
    "Bluebell", "Primrose", "Foxglove", "Heather", "Thistle", "Bracken", "Clover", "Wattle",
    "Jacaranda", "Banksia", "Paperbark", "Ironbark", "Tamarack", "Juniper", "Aspen", "Cottonwood",
    "Magnolia", "Dogwood", "Sassafras", "Laurel", "Hickory", "Buckeye", "Prairie", "Bayview",
    "Ridge", "Summit", "Lakeshore", "Riverbend", "Hillcrest", "Kingfisher", "Curlew", "Plover",
    "Lapwing", "Heron", "Osprey", "Wren", "Linnet", "Skylark", "Dunmore", "Glenview", "Carrig",
    "Seaview", "Strand", "Fairgreen", "Cnoc", "Ballinteer", "Rathgar", "Beaumont",
]
_STREET_TYPES = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Terrace",
           "Grove", "Gardens", "Place", "Walk", "Row", "Court"],
    "IE": ["Road", "Street", "Lane", "Avenue", "Park", "Drive", "Terrace", "Grove", "Lawn",
           "Heights", "Court", "Close", "View"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Crescent", "Cres",
           "Close", "Place", "Highway", "Terrace", "Court"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Boulevard", "Blvd",
           "Crescent", "Way", "Trail", "Line"],
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
           "Boulevard", "Blvd", "Court", "Ct", "Way", "Pike", "Parkway"],
}

_HOUSE_NAMES = ["Rose Cottage", "The Laurels", "Hillside", "Glenside", "Tigh na Mara",
                "Ashgrove House", "The Old Forge", "Brookfield", "Sunnyside", "Ty Gwyn"]


def street(rng, country):
    name = pick(rng, _STREET_WORDS) + " " + pick(rng, _STREET_TYPES[country])
    num = str(wpick(rng, [(rng.randint(1, 60), 5), (rng.randint(61, 400), 3),
                          (rng.randint(401, 9800), 2)]))
    if country == "US":
        if chance(rng, 0.25):
            return "%s %s, %s %s" % (num, name, pick(rng, ["Apt", "Apt.", "Unit", "#"]),
                                     str(rng.randint(1, 30)) + pick(rng, ["", "A", "B", "C"]))
        if chance(rng, 0.15):
            return "%s %s %s" % (num, pick(rng, ["N", "S", "E", "W"]), name)
        return "%s %s" % (num, name)
    if country == "CA":
        if chance(rng, 0.25):
            return "%d-%s %s" % (rng.randint(101, 1808), num, name)
        return "%s %s" % (num, name)
    if country == "AU":
        if chance(rng, 0.3):
            return "%d/%s %s" % (rng.randint(1, 24), num, name)
        return "%s %s" % (num, name)
    if country == "IE":
        if chance(rng, 0.2):
            return "%s, %s" % (pick(rng, _HOUSE_NAMES), name)
        if chance(rng, 0.2):
            return "Apt %d, %s %s" % (rng.randint(1, 60), num, name)
        return "%s %s" % (num, name)
    # UK
    if chance(rng, 0.22):
        return "Flat %d, %s %s" % (rng.randint(1, 40), num, name)
    if chance(rng, 0.08):
        return "%s, %s %s" % (pick(rng, _HOUSE_NAMES), num, name)
    return "%s %s" % (num, name)


_L = "ABCDEFGHJKLMNPRSTUWXY"
_D = "0123456789"


def postcode(rng, country):
    if country == "US":
        z = "%05d" % rng.randint(1001, 99950)
        if chance(rng, 0.15):
            z += "-%04d" % rng.randint(1, 9999)
        return z
    if country == "AU":
        return "%d%03d" % (pick(rng, [2, 3, 4, 5, 6, 7]), rng.randint(0, 999))
    if country == "CA":
        a = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (pick(rng, a), rng.randint(0, 9), pick(rng, a),
                                  rng.randint(0, 9), pick(rng, a), rng.randint(0, 9))
    if country == "IE":
        rk = pick(rng, ["D02", "D04", "D06W", "D08", "D12", "D15", "T12", "T23", "H91",
                        "V94", "F91", "A65", "R95", "X91", "P31", "V35", "E41", "N39"])
        rk = rk[:3]
        uid = "".join(pick(rng, "ACDEFHKNPRTVWXY0123456789") for _ in range(4))
        return "%s %s" % (rk, uid)
    out = pick(rng, ["LS", "BD", "HX", "OL", "BB", "PR", "CA", "TR", "PL", "EX", "NR", "CB",
                     "SY", "LL", "KY", "AB", "DE", "CM", "BT", "HG", "YO", "WN", "SK"])
    return "%s%d %d%s%s" % (out, rng.randint(1, 29), rng.randint(0, 9), pick(rng, _L), pick(rng, _L))


# ---------------------------------------------------------------- care sites
_SAINTS = ["Brigid", "Columba", "Aidan", "Cuthbert", "Oswald", "Kevin", "Finbarr", "Ita",
           "Enda", "Hilda", "Bede", "Winifred", "Piran", "Petroc", "Anselm", "Ignatius",
           "Vincent", "Monica", "Clare", "Raphael", "Jude", "Cecilia", "Bernadette", "Luke"]
_HOSP_PATTERNS = {
    "UK": ["{t} General Hospital", "{t} Royal Infirmary", "{t} District General Hospital",
           "{t} Community Hospital", "St {s}'s Hospital", "Royal {t} Hospital",
           "{t} University Hospital", "{t} and {t2} NHS Foundation Trust"],
    "IE": ["{t} University Hospital", "St. {s}'s Hospital", "Our Lady of {t} Hospital",
           "{t} General Hospital", "{t} Regional Hospital", "Mercy Hospital {t}",
           "St {s}'s Community Nursing Unit"],
    "AU": ["{t} Base Hospital", "{t} Health Service", "{t} District Hospital",
           "St {s}'s Private Hospital", "{t} Hospital and Health Campus",
           "Royal {t} Hospital", "{t} Public Hospital"],
    "CA": ["{t} Regional Health Centre", "{t} General Hospital", "St. {s}'s Hospital",
           "Hôpital {t}", "{t} Memorial Hospital", "{t} District Health Centre",
           "{t} Health Sciences Centre"],
    "US": ["{t} Medical Center", "{t} Memorial Hospital", "St. {s}'s Medical Center",
           "Mercy {t} Hospital", "{t} Community Hospital", "{t} Regional Medical Center",
           "{t} VA Medical Center", "University Hospital of {t}"],
}


def hospital(rng, country, town=None):
    t = town or pick(rng, TOWNS[country])
    t2 = pick(rng, TOWNS[country])
    return pick(rng, _HOSP_PATTERNS[country]).format(t=t, t2=t2, s=pick(rng, _SAINTS))


def care_home(rng, country):
    w = pick(rng, ["Hollyoak", "Willowmere", "Bramblewood", "Cherry Tree", "Larkfield",
                   "Meadowbank", "Ferndale", "Ashlea", "Orchard View", "Greenacres",
                   "Seahaven", "Riverlea", "Wattle Grove", "Cedar Lodge", "Heatherbrae"])
    kind = {"US": ["Assisted Living", "Skilled Nursing Facility", "Senior Living"],
            "CA": ["Long-Term Care Home", "Manor", "Lodge"],
            "AU": ["Aged Care", "Residential Aged Care", "Lodge"],
            "IE": ["Nursing Home", "Community Nursing Unit"],
            "UK": ["Care Home", "Nursing Home", "House"]}[country]
    return "%s %s" % (w, pick(rng, kind))


def gp_practice(rng, country):
    t = pick(rng, TOWNS[country])
    if country == "UK":
        return pick(rng, ["%s Medical Practice" % t, "%s Surgery" % pick(rng, _STREET_WORDS),
                          "The %s Health Centre" % t, "%s Group Practice" % t])
    if country == "IE":
        return pick(rng, ["%s Medical Centre" % t, "%s Family Practice" % t,
                          "%s Primary Care Centre" % t])
    if country == "AU":
        return pick(rng, ["%s Family Medical Centre" % t, "%s Medical Clinic" % t,
                          "%s GP Super Clinic" % t])
    if country == "CA":
        return pick(rng, ["%s Family Health Team" % t, "%s Medical Clinic" % t,
                          "%s Community Health Centre" % t])
    return pick(rng, ["%s Family Medicine" % t, "%s Primary Care Associates" % t,
                      "%s Internal Medicine Clinic" % t])


def pharmacy(rng, country):
    return "%s %s" % (pick(rng, TOWNS[country]), pick(rng, ["Pharmacy", "Chemist",
                                                               "Community Pharmacy", "Drug Mart"]))


_WARD_TREES = ["Rowan", "Beech", "Hazel", "Willow", "Cedar", "Juniper", "Aspen", "Holly",
               "Larch", "Alder", "Elder", "Maple", "Acacia", "Magnolia", "Ivy", "Heather",
               "Bluebell", "Foxglove", "Kestrel", "Osprey", "Kingfisher", "Curlew", "Puffin",
               "Wren", "Merlin", "Heron", "Lapwing", "Skylark", "Avocet", "Dunlin", "Coral",
               "Jacaranda", "Waratah", "Banksia", "Boronia", "Protea", "Tamarack", "Trillium",
               "St Jude's", "St Anne's", "Victoria", "Albert", "Nightingale", "Seacole",
               "Fleming", "Lister", "Jenner", "Cavell"]


def ward(rng, country):
    """Returns (full, short).  Named wards: 'Rowan Ward' / 'Rowan'.  Numbered: 'Ward 7B' / '7B'."""
    r = rng.random()
    if country == "US" or (country == "CA" and r < 0.5):
        if chance(rng, 0.6):
            n = rng.randint(2, 11)
            d = pick(rng, ["North", "South", "East", "West"])
            return ("%d %s" % (n, d), "%d%s" % (n, d[0]))
        n = "%d%s" % (rng.randint(2, 9), pick(rng, ["A", "B", "C", ""]))
        return ("Unit %s" % n, n)
    if r < 0.55:
        t = pick(rng, _WARD_TREES)
        return ("%s %s" % (t, pick(rng, ["Ward", "Ward", "Ward", "Unit", "Wing"])), t)
    n = "%d%s" % (rng.randint(1, 40), pick(rng, ["", "A", "B", "C", "D", "N", "S"]))
    return ("Ward %s" % n, n)


# ---------------------------------------------------------------- organisations
_ORG_A = ["Northmead", "Calder Valley", "Harwell", "Brightplate", "Greenvale", "Silverbirch",
          "Kestrel", "Bluewater", "Hollybush", "Riverside", "Fairfield", "Heritage", "Summit",
          "Tidewater", "Goldcrest", "Oakhurst", "Meridian", "Lantern", "Copperbeech",
          "Stonebridge", "Wildflower", "Thornfield", "Red Kite", "Blackthorn", "Ironwood"]
SUPPLIER_KIND = ["Dairy Ltd", "Bakery", "Fresh Foods", "Catering Supplies", "Foods Inc.",
                 "Provisions", "Meat Co.", "Frozen Foods", "Fine Foods Pty Ltd",
                 "Produce Ltd", "Wholesale", "Food Service"]
CONTRACTOR_KIND = ["Catering Services", "Hospitality Solutions", "Facilities Management",
                   "Patient Dining", "Food Partners", "Healthcare Hospitality"]
NUTRITION_KIND = ["Clinical Nutrition", "Medical Nutrition", "Homecare", "Home Delivery Services",
                  "Healthcare Logistics", "Nutrition Homeward"]


def supplier(rng):
    return "%s %s" % (pick(rng, _ORG_A), pick(rng, SUPPLIER_KIND))


def contractor(rng):
    return "%s %s" % (pick(rng, _ORG_A), pick(rng, CONTRACTOR_KIND))


def nutrition_company(rng):
    return "%s %s" % (pick(rng, _ORG_A), pick(rng, NUTRITION_KIND))


def employer(rng, country):
    t = pick(rng, TOWNS[country])
    return pick(rng, ["%s Freight" % t, "%s Council" % t, "%s Primary School" % t,
                      "%s Bus Company" % t, "%s Building Society" % t, "%s Textiles" % t,
                      "%s Mining" % pick(rng, _ORG_A), "%s Logistics" % pick(rng, _ORG_A),
                      "%s Engineering" % pick(rng, _ORG_A), "%s High School" % t,
                      "%s Garden Centre" % t, "%s Credit Union" % t, "%s Co-op" % t])


def faith_org(rng, country, faith):
    t = pick(rng, TOWNS[country])
    if faith == "jewish":
        return pick(rng, ["%s Hebrew Congregation" % t, "Beth Shalom Synagogue %s" % t,
                          "%s United Synagogue" % t, "Adath Yisroel %s" % t,
                          "Ohel Torah Community Kitchen"])
    if faith == "muslim":
        return pick(rng, ["%s Central Mosque" % t, "Masjid Al-Noor %s" % t,
                          "%s Islamic Centre" % t, "Jamia Masjid %s" % t])
    if faith == "sikh":
        return pick(rng, ["Gurdwara Sahib %s" % t, "%s Sikh Temple" % t,
                          "Guru Nanak Gurdwara %s" % t])
    if faith == "hindu":
        return pick(rng, ["%s Hindu Temple" % t, "Shri Ram Mandir %s" % t,
                          "%s Hindu Cultural Society" % t])
    return pick(rng, ["St %s's Parish %s" % (pick(rng, _SAINTS), t),
                      "%s Methodist Church" % t, "%s Baptist Church" % t,
                      "%s Seventh-day Adventist Church" % t, "%s Greek Orthodox Church" % t])


def kosher_kitchen(rng, country):
    return pick(rng, ["%s Kosher Kitchen" % pick(rng, TOWNS[country]),
                      "%s Kosher Meals" % pick(rng, _ORG_A),
                      "Shalom %s Caterers" % pick(rng, TOWNS[country])])


def halal_supplier(rng, country):
    return pick(rng, ["%s Halal Foods" % pick(rng, _ORG_A),
                      "Al-Baraka %s Meals" % pick(rng, TOWNS[country]),
                      "%s Halal Butchers" % pick(rng, TOWNS[country])])
