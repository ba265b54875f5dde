"""Places, addresses and phone numbers per country (real towns, invented streets)."""

COUNTRIES = ["UK", "IE", "US", "CA", "AU", "NZ"]
COUNTRY_WEIGHTS = [44, 11, 16, 10, 11, 8]

UK_TOWNS = [
    # town, county or None, postcode area, nation
    ("Leeds", "West Yorkshire", "LS", "E"), ("Bradford", "West Yorkshire", "BD", "E"),
    ("Huddersfield", "West Yorkshire", "HD", "E"), ("Wakefield", "West Yorkshire", "WF", "E"),
    ("Sheffield", "South Yorkshire", "S", "E"), ("Doncaster", "South Yorkshire", "DN", "E"),
    ("Rotherham", "South Yorkshire", "S", "E"), ("Bolton", "Greater Manchester", "BL", "E"),
    ("Wigan", "Greater Manchester", "WN", "E"), ("Oldham", "Greater Manchester", "OL", "E"),
    ("Stockport", "Greater Manchester", "SK", "E"), ("Manchester", None, "M", "E"),
    ("Liverpool", None, "L", "E"), ("Birkenhead", "Merseyside", "CH", "E"),
    ("Preston", "Lancashire", "PR", "E"), ("Blackburn", "Lancashire", "BB", "E"),
    ("Burnley", "Lancashire", "BB", "E"), ("Lancaster", "Lancashire", "LA", "E"),
    ("Carlisle", "Cumbria", "CA", "E"), ("Kendal", "Cumbria", "LA", "E"),
    ("Newcastle upon Tyne", None, "NE", "E"), ("Sunderland", "Tyne and Wear", "SR", "E"),
    ("Gateshead", "Tyne and Wear", "NE", "E"), ("Durham", "County Durham", "DH", "E"),
    ("Darlington", "County Durham", "DL", "E"), ("Middlesbrough", "North Yorkshire", "TS", "E"),
    ("Harrogate", "North Yorkshire", "HG", "E"), ("York", None, "YO", "E"),
    ("Hull", "East Yorkshire", "HU", "E"), ("Lincoln", "Lincolnshire", "LN", "E"),
    ("Grimsby", "Lincolnshire", "DN", "E"), ("Nottingham", None, "NG", "E"),
    ("Mansfield", "Nottinghamshire", "NG", "E"), ("Derby", "Derbyshire", "DE", "E"),
    ("Chesterfield", "Derbyshire", "S", "E"), ("Leicester", None, "LE", "E"),
    ("Loughborough", "Leicestershire", "LE", "E"), ("Birmingham", None, "B", "E"),
    ("Coventry", "West Midlands", "CV", "E"), ("Wolverhampton", "West Midlands", "WV", "E"),
    ("Dudley", "West Midlands", "DY", "E"), ("Stoke-on-Trent", "Staffordshire", "ST", "E"),
    ("Stafford", "Staffordshire", "ST", "E"), ("Shrewsbury", "Shropshire", "SY", "E"),
    ("Telford", "Shropshire", "TF", "E"), ("Worcester", "Worcestershire", "WR", "E"),
    ("Hereford", "Herefordshire", "HR", "E"), ("Gloucester", "Gloucestershire", "GL", "E"),
    ("Cheltenham", "Gloucestershire", "GL", "E"), ("Bristol", None, "BS", "E"),
    ("Bath", "Somerset", "BA", "E"), ("Taunton", "Somerset", "TA", "E"),
    ("Exeter", "Devon", "EX", "E"), ("Plymouth", "Devon", "PL", "E"),
    ("Truro", "Cornwall", "TR", "E"), ("Bournemouth", "Dorset", "BH", "E"),
    ("Salisbury", "Wiltshire", "SP", "E"), ("Swindon", "Wiltshire", "SN", "E"),
    ("Reading", "Berkshire", "RG", "E"), ("Slough", "Berkshire", "SL", "E"),
    ("Oxford", None, "OX", "E"), ("Banbury", "Oxfordshire", "OX", "E"),
    ("Milton Keynes", "Buckinghamshire", "MK", "E"), ("Luton", "Bedfordshire", "LU", "E"),
    ("Cambridge", None, "CB", "E"), ("Peterborough", "Cambridgeshire", "PE", "E"),
    ("Norwich", "Norfolk", "NR", "E"), ("King's Lynn", "Norfolk", "PE", "E"),
    ("Ipswich", "Suffolk", "IP", "E"), ("Colchester", "Essex", "CO", "E"),
    ("Chelmsford", "Essex", "CM", "E"), ("Canterbury", "Kent", "CT", "E"),
    ("Maidstone", "Kent", "ME", "E"), ("Margate", "Kent", "CT", "E"),
    ("Brighton", "East Sussex", "BN", "E"), ("Hastings", "East Sussex", "TN", "E"),
    ("Crawley", "West Sussex", "RH", "E"), ("Guildford", "Surrey", "GU", "E"),
    ("Southampton", "Hampshire", "SO", "E"), ("Portsmouth", "Hampshire", "PO", "E"),
    ("Basingstoke", "Hampshire", "RG", "E"), ("London", None, "E", "E"),
    ("Croydon", None, "CR", "E"), ("Walthamstow", None, "E", "E"),
    ("Glasgow", None, "G", "S"), ("Edinburgh", None, "EH", "S"), ("Aberdeen", None, "AB", "S"),
    ("Dundee", None, "DD", "S"), ("Inverness", "Highland", "IV", "S"),
    ("Paisley", "Renfrewshire", "PA", "S"), ("Kilmarnock", "Ayrshire", "KA", "S"),
    ("Falkirk", None, "FK", "S"), ("Perth", "Perthshire", "PH", "S"), ("Stirling", None, "FK", "S"),
    ("Cardiff", None, "CF", "W"), ("Swansea", None, "SA", "W"), ("Newport", None, "NP", "W"),
    ("Wrexham", None, "LL", "W"), ("Bangor", "Gwynedd", "LL", "W"),
    ("Llanelli", "Carmarthenshire", "SA", "W"), ("Aberystwyth", "Ceredigion", "SY", "W"),
    ("Belfast", "County Antrim", "BT", "N"), ("Lisburn", "County Antrim", "BT", "N"),
    ("Newry", "County Down", "BT", "N"), ("Derry", "County Londonderry", "BT", "N"),
    ("Omagh", "County Tyrone", "BT", "N"), ("Enniskillen", "County Fermanagh", "BT", "N"),
]

IE_TOWNS = [
    ("Dublin", "Dublin", "D"), ("Swords", "Dublin", "K67"), ("Cork", "Cork", "T12"),
    ("Ballincollig", "Cork", "P31"), ("Galway", "Galway", "H91"), ("Limerick", "Limerick", "V94"),
    ("Waterford", "Waterford", "X91"), ("Kilkenny", "Kilkenny", "R95"), ("Sligo", "Sligo", "F91"),
    ("Letterkenny", "Donegal", "F92"), ("Athlone", "Westmeath", "N37"),
    ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"), ("Tralee", "Kerry", "V92"),
    ("Ennis", "Clare", "V95"), ("Navan", "Meath", "C15"), ("Mullingar", "Westmeath", "N91"),
    ("Wexford", "Wexford", "Y35"), ("Castlebar", "Mayo", "F23"), ("Tullamore", "Offaly", "R35"),
    ("Carlow", "Carlow", "R93"), ("Portlaoise", "Laois", "R32"), ("Naas", "Kildare", "W91"),
]

US_TOWNS = [
    ("Columbus", "OH", "432"), ("Cleveland", "OH", "441"), ("Dayton", "OH", "454"),
    ("Pittsburgh", "PA", "152"), ("Harrisburg", "PA", "171"), ("Erie", "PA", "165"),
    ("Boston", "MA", "021"), ("Worcester", "MA", "016"), ("Springfield", "MA", "011"),
    ("Hartford", "CT", "061"), ("Providence", "RI", "029"), ("Albany", "NY", "122"),
    ("Rochester", "NY", "146"), ("Syracuse", "NY", "132"), ("Newark", "NJ", "071"),
    ("Trenton", "NJ", "086"), ("Baltimore", "MD", "212"), ("Richmond", "VA", "232"),
    ("Norfolk", "VA", "235"), ("Raleigh", "NC", "276"), ("Durham", "NC", "277"),
    ("Charlotte", "NC", "282"), ("Atlanta", "GA", "303"), ("Savannah", "GA", "314"),
    ("Nashville", "TN", "372"), ("Memphis", "TN", "381"), ("Louisville", "KY", "402"),
    ("Indianapolis", "IN", "462"), ("Detroit", "MI", "482"), ("Grand Rapids", "MI", "495"),
    ("Milwaukee", "WI", "532"), ("Madison", "WI", "537"), ("Minneapolis", "MN", "554"),
    ("Des Moines", "IA", "503"), ("Omaha", "NE", "681"), ("Kansas City", "MO", "641"),
    ("St. Louis", "MO", "631"), ("Denver", "CO", "802"), ("Salt Lake City", "UT", "841"),
    ("Phoenix", "AZ", "850"), ("Tucson", "AZ", "857"), ("Albuquerque", "NM", "871"),
    ("Austin", "TX", "787"), ("Houston", "TX", "770"), ("San Antonio", "TX", "782"),
    ("El Paso", "TX", "799"), ("Oklahoma City", "OK", "731"), ("Little Rock", "AR", "722"),
    ("New Orleans", "LA", "701"), ("Jackson", "MS", "392"), ("Birmingham", "AL", "352"),
    ("Tampa", "FL", "336"), ("Orlando", "FL", "328"), ("Portland", "OR", "972"),
    ("Eugene", "OR", "974"), ("Seattle", "WA", "981"), ("Spokane", "WA", "992"),
    ("Boise", "ID", "837"), ("Sacramento", "CA", "958"), ("Fresno", "CA", "937"),
    ("San Diego", "CA", "921"), ("Oakland", "CA", "946"), ("Reno", "NV", "895"),
    ("Charleston", "SC", "294"), ("Burlington", "VT", "054"),
]
US_STATE_NAMES = {
    "OH": "Ohio", "PA": "Pennsylvania", "MA": "Massachusetts", "CT": "Connecticut",
    "RI": "Rhode Island", "NY": "New York", "NJ": "New Jersey", "MD": "Maryland",
    "VA": "Virginia", "NC": "North Carolina", "GA": "Georgia", "TN": "Tennessee",
    "KY": "Kentucky", "IN": "Indiana", "MI": "Michigan", "WI": "Wisconsin",
    "MN": "Minnesota", "IA": "Iowa", "NE": "Nebraska", "MO": "Missouri", "CO": "Colorado",
    "UT": "Utah", "AZ": "Arizona", "NM": "New Mexico", "TX": "Texas", "OK": "Oklahoma",
    "AR": "Arkansas", "LA": "Louisiana", "MS": "Mississippi", "AL": "Alabama",
    "FL": "Florida", "OR": "Oregon", "WA": "Washington", "ID": "Idaho", "CA": "California",
    "NV": "Nevada", "SC": "South Carolina", "VT": "Vermont",
}

CA_TOWNS = [
    ("Toronto", "ON", "M"), ("Ottawa", "ON", "K"), ("Hamilton", "ON", "L"), ("London", "ON", "N"),
    ("Kingston", "ON", "K"), ("Sudbury", "ON", "P"), ("Mississauga", "ON", "L"),
    ("Montréal", "QC", "H"), ("Québec", "QC", "G"), ("Sherbrooke", "QC", "J"),
    ("Vancouver", "BC", "V"), ("Victoria", "BC", "V"), ("Kelowna", "BC", "V"),
    ("Calgary", "AB", "T"), ("Edmonton", "AB", "T"), ("Red Deer", "AB", "T"),
    ("Saskatoon", "SK", "S"), ("Regina", "SK", "S"), ("Winnipeg", "MB", "R"),
    ("Halifax", "NS", "B"), ("Moncton", "NB", "E"), ("Fredericton", "NB", "E"),
    ("St. John's", "NL", "A"), ("Charlottetown", "PE", "C"),
]
CA_PROV_NAMES = {
    "ON": "Ontario", "QC": "Quebec", "BC": "British Columbia", "AB": "Alberta",
    "SK": "Saskatchewan", "MB": "Manitoba", "NS": "Nova Scotia", "NB": "New Brunswick",
    "NL": "Newfoundland and Labrador", "PE": "Prince Edward Island",
}

AU_TOWNS = [
    ("Sydney", "NSW", "2"), ("Newcastle", "NSW", "2"), ("Wollongong", "NSW", "2"),
    ("Wagga Wagga", "NSW", "2"), ("Melbourne", "VIC", "3"), ("Geelong", "VIC", "3"),
    ("Ballarat", "VIC", "3"), ("Bendigo", "VIC", "3"), ("Brisbane", "QLD", "4"),
    ("Townsville", "QLD", "4"), ("Cairns", "QLD", "4"), ("Toowoomba", "QLD", "4"),
    ("Adelaide", "SA", "5"), ("Mount Gambier", "SA", "5"), ("Perth", "WA", "6"),
    ("Bunbury", "WA", "6"), ("Hobart", "TAS", "7"), ("Launceston", "TAS", "7"),
    ("Darwin", "NT", "08"), ("Alice Springs", "NT", "08"), ("Canberra", "ACT", "26"),
]
AU_STATE_NAMES = {
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "SA": "South Australia",
    "WA": "Western Australia", "TAS": "Tasmania", "NT": "Northern Territory",
    "ACT": "Australian Capital Territory",
}

NZ_TOWNS = [
    ("Auckland", "Auckland"), ("Manukau", "Auckland"), ("Hamilton", "Waikato"),
    ("Tauranga", "Bay of Plenty"), ("Rotorua", "Bay of Plenty"), ("Napier", "Hawke's Bay"),
    ("Hastings", "Hawke's Bay"), ("Palmerston North", "Manawatū-Whanganui"),
    ("Whanganui", "Manawatū-Whanganui"), ("Wellington", "Wellington"),
    ("Lower Hutt", "Wellington"), ("Nelson", "Nelson"), ("Christchurch", "Canterbury"),
    ("Timaru", "Canterbury"), ("Dunedin", "Otago"), ("Invercargill", "Southland"),
    ("Whangārei", "Northland"), ("Gisborne", "Gisborne"), ("New Plymouth", "Taranaki"),
]

STREET_WORDS = (
    "Mill Church Station Park Victoria Albert Queen's King's Elm Oak Ash Beech Willow "
    "Hawthorn Rowan Juniper Holly Meadow Orchard Brook Bridge Chapel School Highfield "
    "Westfield Moorland Heather Fern Primrose Bluebell Cedar Larch Sycamore Chestnut "
    "Poplar Linden Laburnum Kestrel Falcon Heron Lark Swallow Wren Nightingale Thornton "
    "Ashby Hollins Carr Moss Clough Fold Ridge Marlowe Tennyson Shelley Byron Nelson "
    "Wellington Grosvenor Cavendish Beaumont Fairview Greenacre Sunnyside Hillcrest "
    "Riverside Lakeview Woodland Springfield Glebe Manor Abbey Priory Castle Market").split()
UK_SUFFIX = ["Road", "Street", "Close", "Avenue", "Lane", "Drive", "Crescent", "Way", "Grove",
             "Gardens", "Terrace", "Court", "Mews", "Walk", "Place", "Rise", "View"]
US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Dr", "Drive", "Ln", "Ct", "Blvd", "Way",
             "Pl", "Terrace", "Circle", "Pkwy"]
AU_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Crescent", "Court",
             "Place", "Drive", "Close", "Terrace", "Way"]
NZ_WORDS = ["Kowhai", "Rimu", "Totara", "Puriri", "Matai", "Manuka", "Karaka", "Tui", "Kea",
            "Pohutukawa", "Ngaio"]
IE_ESTATE = ["Park", "Lawns", "Heights", "Grove", "Drive", "Court", "Meadows", "View", "Close",
             "Avenue", "Road", "Crescent", "Green", "Downs"]
IE_WORDS = ["Ashgrove", "Beechwood", "Castlelands", "Oakfield", "Woodbrook", "Glenview",
            "Cnoc na Greine", "Rathmore", "Knockmore", "Ballymore", "Clonard", "Meadowvale",
            "Riverdale", "Hazelwood", "Kilbrack", "Fernhill", "Dunmore", "Mount Eagle"]
SUBURBS = {
    "Sydney": ["Parramatta", "Blacktown", "Penrith", "Liverpool", "Campbelltown"],
    "Melbourne": ["Frankston", "Dandenong", "Werribee", "Sunbury"],
    "Brisbane": ["Logan Central", "Chermside"], "Adelaide": ["Elizabeth", "Salisbury North"],
    "Perth": ["Joondalup", "Midland"], "Hobart": ["Glenorchy"], "Canberra": ["Belconnen"],
    "Darwin": ["Palmerston"], "Christchurch": ["Riccarton", "Hornby"],
    "Auckland": ["Otara", "Papatoetoe", "Ponsonby", "Glen Eden", "Mangere"],
    "Hamilton": ["Frankton"], "Lower Hutt": ["Naenae"], "Dunedin": ["Mosgiel"], "Napier": ["Onekawa"],
}

LETTERS = "ABCDEFGHJKLMNPRSTUVWXY"
DIGITS = "0123456789"


def _rl(rng, n, pool=LETTERS):
    return "".join(rng.choice(pool) for _ in range(n))


def _rd(rng, n):
    return "".join(rng.choice(DIGITS) for _ in range(n))


class Place:
    """An address split into parts; every part is a (text, type) pair or None."""
    def __init__(self, country, street, city, region, postcode, region_type, suburb=None,
                 nation=None):
        self.country = country
        self.street = street
        self.city = city
        self.region = region
        self.postcode = postcode
        self.region_type = region_type
        self.suburb = suburb
        self.nation = nation


def uk_postcode(rng, area):
    return "%s%d %d%s" % (area, rng.randint(1, 29), rng.randint(1, 9), _rl(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


UK_CODES = {"Leeds": "0113", "Bradford": "01274", "Sheffield": "0114", "Rotherham": "01709",
            "Manchester": "0161", "Bolton": "01204", "Oldham": "0161", "Stockport": "0161",
            "Liverpool": "0151", "Birkenhead": "0151", "Birmingham": "0121", "Coventry": "024",
            "Wolverhampton": "01902", "Nottingham": "0115", "Leicester": "0116", "Bristol": "0117",
            "Newcastle upon Tyne": "0191", "Sunderland": "0191", "Gateshead": "0191", "Durham": "0191",
            "Edinburgh": "0131", "Glasgow": "0141", "Paisley": "0141", "Cardiff": "029", "Belfast": "028",
            "Lisburn": "028", "Newry": "028", "Derry": "028", "London": "020", "Croydon": "020",
            "Walthamstow": "020", "Southampton": "023", "Portsmouth": "023", "York": "01904",
            "Hull": "01482", "Oxford": "01865", "Cambridge": "01223", "Norwich": "01603",
            "Aberdeen": "01224", "Dundee": "01382", "Swansea": "01792", "Plymouth": "01752",
            "Exeter": "01392", "Derby": "01332", "Preston": "01772", "Reading": "0118"}


def area_code(rng, place):
    c = place.country
    if c == "UK":
        return UK_CODES.get(place.city, "01%d%02d" % (rng.randint(2, 9), rng.randint(0, 99)))
    if c == "IE":
        return {"Dublin": "01", "Swords": "01", "Cork": "021", "Ballincollig": "021", "Galway": "091",
                "Limerick": "061", "Waterford": "051"}.get(place.city, "0%d" % rng.choice([42, 44, 45, 53, 57, 59, 64, 66, 71, 74, 90, 94, 98]))
    if c == "US":
        return rng.choice(["617", "412", "614", "216", "404", "615", "317", "313", "612", "303",
                           "602", "512", "713", "503", "206", "916", "619", "843", "919", "414"])
    if c == "CA":
        return {"ON": rng.choice(["416", "613", "905", "519"]), "QC": rng.choice(["514", "418", "819"]),
                "BC": rng.choice(["604", "250"]), "AB": rng.choice(["403", "780"]), "SK": "306",
                "MB": "204", "NS": "902", "NB": "506", "NL": "709", "PE": "902"}[place.region]
    if c == "AU":
        return {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07", "SA": "08",
                "WA": "08", "NT": "08"}[place.region]
    return "0%d" % rng.choice([3, 4, 6, 7, 9])


def place_near(rng, place):
    """Another address in the same town (new street and postcode)."""
    p = Place(place.country, street_line(rng, place.country), place.city, place.region,
              place.postcode, place.region_type, None, place.nation)
    c = place.country
    pc = place.postcode
    if c == "UK":
        p.postcode = uk_postcode(rng, getattr(place, "area", "LS"))
    elif c == "US":
        p.postcode = pc[:3] + _rd(rng, 2)
    elif c == "CA":
        p.postcode = "%s%d%s %d%s%d" % (pc[0], rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"),
                                        rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    elif c == "IE":
        p.postcode = pc.split(" ")[0] + " " + _rl(rng, 1, "ACDEFHKNPRTVWXY") + _rd(rng, 1) + _rl(rng, 1, "ACDEFHKNPRTVWXY") + _rd(rng, 1)
    elif c == "AU":
        p.postcode = pc[:2] + _rd(rng, 2)
    else:
        p.postcode = pc[:2] + _rd(rng, 2)
    if hasattr(place, "area"):
        p.area = place.area
    p.code = place.code
    return p


def street_line(rng, country):
    n = rng.randint(1, 180)
    if country == "UK":
        s = "%d %s %s" % (n, rng.choice(STREET_WORDS), rng.choice(UK_SUFFIX))
        r = rng.random()
        if r < 0.12:
            s = "Flat %d, %s" % (rng.randint(1, 24), s)
        elif r < 0.18:
            s = "%s House, %s" % (rng.choice(STREET_WORDS), s)
        return s
    if country == "IE":
        if rng.random() < 0.5:
            return "%d %s %s" % (rng.randint(1, 90), rng.choice(IE_WORDS), rng.choice(IE_ESTATE))
        return "Apt %d, %d %s %s" % (rng.randint(1, 40), n, rng.choice(STREET_WORDS),
                                     rng.choice(["Road", "Street", "Terrace"]))
    if country == "US" or country == "CA":
        s = "%d %s %s" % (rng.randint(10, 9899), rng.choice(STREET_WORDS), rng.choice(US_SUFFIX))
        if rng.random() < 0.25:
            s += rng.choice([", Apt %d%s" % (rng.randint(1, 30), rng.choice("ABCD")),
                             " Unit %d" % rng.randint(1, 400), ", Apt. %d" % rng.randint(100, 999)])
        return s
    if country == "AU":
        s = "%d %s %s" % (n, rng.choice(STREET_WORDS), rng.choice(AU_SUFFIX))
        if rng.random() < 0.2:
            s = "%d/%s" % (rng.randint(1, 12), s)
        return s
    return "%d %s %s" % (n, rng.choice(NZ_WORDS + STREET_WORDS[:20]),
                         rng.choice(["Street", "Road", "Place", "Crescent", "Avenue", "Terrace"]))


def make_place(rng, country):
    p = _make_place(rng, country)
    p.code = area_code(rng, p)
    return p


def _make_place(rng, country):
    if country == "UK":
        town, county, area, nation = rng.choice(UK_TOWNS)
        pc = uk_postcode(rng, area)
        p = Place(country, street_line(rng, country), town, county, pc, "CITY", nation=nation)
        p.area = area
        return p
    if country == "IE":
        town, county, key = rng.choice(IE_TOWNS)
        if key == "D":
            key = "D%02d" % rng.choice([1, 2, 4, 6, 7, 8, 9, 11, 12, 15, 24])
        pc = "%s %s" % (key, _rl(rng, 1, "ACDEFHKNPRTVWXY") + _rd(rng, 1) + _rl(rng, 1, "ACDEFHKNPRTVWXY") + _rd(rng, 1))
        return Place(country, street_line(rng, country), town, "Co. " + county if county != "Dublin" else "Co. Dublin",
                     pc, "CITY")
    if country == "US":
        town, st, z = rng.choice(US_TOWNS)
        return Place(country, street_line(rng, country), town, st, z + _rd(rng, 2), "STATE")
    if country == "CA":
        town, pr, l1 = rng.choice(CA_TOWNS)
        pc = "%s%d%s %d%s%d" % (l1, rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"),
                                rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
        return Place(country, street_line(rng, country), town, pr, pc, "STATE")
    if country == "AU":
        town, st, pre = rng.choice(AU_TOWNS)
        pc = pre + _rd(rng, 4 - len(pre))
        sub = rng.choice(SUBURBS[town]) if town in SUBURBS and rng.random() < 0.4 else None
        return Place(country, street_line(rng, country), town, st, pc, "STATE", suburb=sub)
    town, reg = rng.choice(NZ_TOWNS)
    sub = rng.choice(SUBURBS[town]) if town in SUBURBS and rng.random() < 0.5 else None
    return Place(country, street_line(rng, country), town, reg, "%04d" % rng.randint(110, 9893),
                 "STATE", suburb=sub)


def phone(rng, country, kind="land", code=None):
    """Fictional numbers; every one contains 555."""
    if code and kind == "land":
        if country in ("US", "CA"):
            fmt = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s"])
            return fmt % (code, "01" + _rd(rng, 2))
        if country == "AU":
            return "(%s) 5550 %s" % (code, _rd(rng, 4))
        if country == "NZ":
            return "(%s) 555 %s" % (code, _rd(rng, 4))
        return "%s 555 %s" % (code, _rd(rng, 4))
    if country == "UK":
        if kind == "mobile":
            return rng.choice(["07700 555%03d", "07700 555 %03d", "07911 555%03d"]) % rng.randint(0, 999)
        code = rng.choice(["0113", "0114", "0161", "0151", "0121", "0115", "0116", "0117",
                           "0191", "0131", "0141", "029", "028", "01632", "01904", "01482"])
        return "%s %s %s" % (code, "555", _rd(rng, 4))
    if country == "IE":
        if kind == "mobile":
            return "08%d 555 %s" % (rng.choice([3, 5, 6, 7, 9]), _rd(rng, 4))
        return "0%s 555 %s" % (rng.choice(["1", "21", "91", "61", "51", "71", "66", "42"]), _rd(rng, 4))
    if country in ("US", "CA"):
        area = rng.choice(["617", "412", "614", "216", "404", "615", "317", "313", "612", "303",
                           "602", "512", "713", "503", "206", "916", "619", "843"] if country == "US"
                          else ["416", "613", "905", "519", "514", "418", "604", "250", "403",
                                "780", "306", "204", "902", "506", "709"])
        tail = rng.choice(["01", "0"])
        tail = tail + _rd(rng, 4 - len(tail))
        fmt = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s"])
        return fmt % (area, tail)
    if country == "AU":
        if kind == "mobile":
            return "04%02d 555 %s" % (rng.randint(0, 99), _rd(rng, 3))
        return "(0%d) 5550 %s" % (rng.choice([2, 3, 7, 8]), _rd(rng, 4))
    if kind == "mobile":
        return "02%d 555 %s" % (rng.choice([0, 1, 2, 7]), _rd(rng, 4))
    return "(0%d) 555 %s" % (rng.choice([3, 4, 6, 7, 9]), _rd(rng, 4))


def with_ext(rng, num):
    return num + rng.choice([" ext. ", " ext ", " x", " Ext "]) + "555" + _rd(rng, 1)


def bleep(rng):
    return rng.choice(["555%d", "%d555", "555-%d%d"]).replace("%d%d", _rd(rng, 2)).replace("%d", _rd(rng, 1))


def intl(rng, country, num):
    """International form of a landline."""
    cc = {"UK": "+44", "IE": "+353", "US": "+1", "CA": "+1", "AU": "+61", "NZ": "+64"}[country]
    n = num.replace("(", "").replace(")", "")
    if country not in ("US", "CA") and n.startswith("0"):
        n = n[1:]
    return cc + " " + n
