"""Invented places, streets and institutions, per locale.  Towns are made up by
joining invented stems; states, provinces, counties and countries are the real
public names (too coarse to identify anyone)."""


def _w(s):
    return s.split()


TOWN_PARTS = {
    "US": (_w("""Ash Birch Cedar Clear Elm Fair Fox Glen High Lake Maple Mill Oak Pine River
              Rock Spring Stone Willow Wolf Bright Deer Eagle Hazel Iron Laurel Marsh North
              Sandy Walnut Amber Bram Cotton Dover Elk Ferris Harlan Kell Lyn Merritt"""),
           _w("""ville ford field ton wood dale port burg brook crest haven mont ridge view""")),
    "UK": (_w("""Alder Brack Thorn Kings Market Long Hallow Ash Stan Wick Brad Hather Ever
              Mor Cal Pen Tre Glen Kirk Dun Orm Sel Ship Whit Ched Ald Bex Crom Fen Grant
              Hol Lud Mal Nether Ock Rad Sax Tad Up Wend"""),
           _w("""ham bury ley worth by combe minster field ford ton wick stead thorpe mouth
              chester wold bridge well""")),
    "IE": (_w("""Bally Kil Carrig Drum Clon Rath Knock Lis Dun Ath Inis Tullagh Glen Mulla
              Cappa Derry Gort Lough Tubber Aghal"""),
           _w("""more beg nagh keel moyle carra lough ross garvan mona tubber shanagh fin
              corrig duff""")),
    "AU": (_w("""Wattle Banksia Coolabah Ironbark Bluegum Emu Magpie Kurrajong Warrawee
              Yarrabin Tallowood Mallee Brolga Currawong Boronia Waratah Kookaburra Jarrah
              Bottlebrush Myall Wandoo Quandong"""),
           [" Creek", " Heights", " Bay", " Vale", " Downs", " Park", " Ridge", " Point",
            " Hill", " Springs", " Flat", " Beach", " Crossing"]),
    "NZ": (_w("""Kowhai Totara Rimu Matai Pohutu Kaka Rata Manuka Kauri Pukeko Kahikatea
              Tawa Miro Karaka Titoki Korimako Hinau Nikau Puriri Kereru"""),
           [" Bay", " Heights", " Valley", " Point", " Downs", " Flat", " Beach", " Park",
            " Grove", " Hills", " Junction", " Estuary"]),
    "CA": (_w("""Maple Birch Cedar Spruce Tamarack Beaver Loon Moose Pine Aspen Caribou Otter
              Heron Trillium Balsam Osprey Juniper Chinook Fireweed Muskeg"""),
           [" Falls", " Lake", " Ridge", " Creek", " Harbour", " Bay", "ton", "ville",
            " Landing", " Narrows", " Hills", " Point"]),
}

CA_FRENCH_TOWNS = ["Saint-Ambroise-du-Lac", "Sainte-Odile-des-Monts", "Riviere-aux-Cedres",
                   "Lac-Beaupre", "Saint-Urbain-sur-Mer", "Pointe-aux-Herons",
                   "Sainte-Clotilde-de-Rive", "Val-des-Bouleaux"]

US_STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Massachusetts", "MA"),
             ("Michigan", "MI"), ("Illinois", "IL"), ("Minnesota", "MN"), ("Oregon", "OR"),
             ("Washington", "WA"), ("Colorado", "CO"), ("Texas", "TX"), ("Georgia", "GA"),
             ("North Carolina", "NC"), ("Virginia", "VA"), ("Wisconsin", "WI"),
             ("Tennessee", "TN"), ("Arizona", "AZ"), ("Maryland", "MD"), ("Missouri", "MO"),
             ("Iowa", "IA"), ("Kentucky", "KY"), ("Connecticut", "CT"), ("New Jersey", "NJ"),
             ("New York", "NY"), ("California", "CA"), ("Florida", "FL"), ("Utah", "UT"),
             ("Nebraska", "NE"), ("Vermont", "VT"), ("Maine", "ME"), ("New Mexico", "NM")]

CA_PROVINCES = [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"),
                ("Alberta", "AB", "T"), ("Quebec", "QC", "GHJ"), ("Nova Scotia", "NS", "B"),
                ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S"),
                ("New Brunswick", "NB", "E"), ("Newfoundland and Labrador", "NL", "A"),
                ("Prince Edward Island", "PE", "C")]

AU_STATES = [("New South Wales", "NSW", 2), ("Victoria", "VIC", 3), ("Queensland", "QLD", 4),
             ("South Australia", "SA", 5), ("Western Australia", "WA", 6),
             ("Tasmania", "TAS", 7)]

NZ_REGIONS = ["Auckland", "Waikato", "Canterbury", "Otago", "Wellington", "Bay of Plenty",
              "Manawatu-Whanganui", "Southland", "Northland", "Hawke's Bay", "Taranaki",
              "Nelson", "Marlborough", "Gisborne", "West Coast"]

UK_COUNTIES = ["Kent", "Devon", "Lancashire", "Essex", "Norfolk", "Suffolk", "Cheshire",
               "Derbyshire", "Somerset", "Dorset", "North Yorkshire", "Cumbria", "Shropshire",
               "Hampshire", "Wiltshire", "Lincolnshire", "Northumberland", "Herefordshire",
               "Fife", "Perthshire", "Gwynedd", "Powys"]

IE_COUNTIES = ["Clare", "Mayo", "Galway", "Kerry", "Cork", "Wicklow", "Meath", "Kildare",
               "Limerick", "Tipperary", "Donegal", "Sligo", "Wexford", "Waterford",
               "Kilkenny", "Offaly", "Laois", "Westmeath", "Roscommon", "Leitrim", "Cavan",
               "Monaghan", "Louth", "Longford", "Carlow"]

COUNTRIES = ["Portugal", "Nigeria", "Poland", "India", "Pakistan", "Philippines", "Vietnam",
             "Ghana", "Somalia", "Romania", "Italy", "Greece", "Lebanon", "Iran", "Turkey",
             "Jamaica", "Sri Lanka", "Bangladesh", "Kenya", "Zimbabwe", "South Africa",
             "Mexico", "Colombia", "Chile", "Spain", "France", "Germany", "Netherlands",
             "Sweden", "Norway", "China", "Malaysia", "Singapore", "Japan",
             "South Korea", "Samoa", "Tonga", "Fiji", "Canada", "Australia", "New Zealand",
             "Ireland", "Scotland", "Wales", "Egypt", "Morocco", "Brazil", "Argentina",
             "Ukraine", "Lithuania", "Latvia", "Cyprus", "Malta", "Thailand", "Indonesia",
             "United States", "United Kingdom", "Israel", "Iraq"]

STREET_WORDS = _w("""Elm Alder Birch Chestnut Hawthorn Rowan Sycamore Laurel Heather Juniper
    Mulberry Poplar Willow Hazel Linden Aspen Cherry Magnolia Orchard Meadow Mill Church
    Station Bridge Harbour Quarry Tannery Foundry Bakers Coopers Wheelers Greenhill Fernhill
    Larkspur Primrose Bluebell Foxglove Kingfisher Heron Kestrel Lapwing Ashgrove Oakfield
    Beechwood Hollybank Marigold Thistle Clover Bramble Cobble Lantern Lockkeeper Ropewalk
    Saddler Tanners Weavers Vicarage Rectory Brookside Riverside Hillcrest Westfield
    Eastgate Northgate Southview Prospect Victoria Albert Wellington Nelson Raleigh
    Cromwell Tudor Stuart Windsor Balmoral Lancaster Fairview Sunnyside Glenview
    Parkside Woodland Coronation Jubilee Fountain Canal Wharf Anchor Beacon Lighthouse""")

STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Drive", "Dr", "Lane", "Road", "Rd", "Court",
           "Boulevard", "Blvd", "Way", "Place", "Terrace", "Circle", "Parkway", "Trail"],
    "UK": ["Road", "Close", "Lane", "Crescent", "Avenue", "Street", "Gardens", "Way", "Drive",
           "Mews", "Grove", "Terrace", "Rise", "View", "Walk", "Court", "Row", "Place"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Drive", "Heights", "Court",
           "Crescent", "Close", "Manor", "View", "Terrace", "Green"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Parade",
           "Place", "Close", "Court", "Ct", "Drive", "Dr", "Way", "Terrace", "Esplanade"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Lane",
           "Grove", "Way", "Rise", "Parade", "Close"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Crescent", "Cres", "Boulevard",
           "Drive", "Dr", "Court", "Way", "Lane", "Trail", "Line"],
}

SAINTS = _w("""Brigid Columba Anselm Aidan Cuthbert Wilfrid Ninian Finbarr Hilda Oswald Agnes
    Jude Raphael Dymphna Monica Bede Chad Piran Petroc Winifred Gabriel Ita Kieran Enda
    Brendan Colman Fiacre Canice Clement Benedict Scholastica Bernadette""")

WARD_WORDS = _w("""Linnet Kestrel Rowan Heron Curlew Osprey Kingfisher Wren Larch Sorrel
    Bluebell Lavender Juniper Harebell Skylark Merlin Avocet Plover Fulmar Tern Cedar
    Hawthorn Magnolia Primrose Bracken Thistle Heather Aspen Kowhai Waratah Banksia
    Trillium Tamarack Saffron Indigo Amber Jasmine""")

WARD_KIND = ["Ward", "Unit", "Suite", "Day Unit", "Treatment Suite", "Day Ward"]

BUILDING_KIND = ["Building", "Wing", "Pavilion", "House", "Block", "Tower"]

ORG_PATTERNS = [
    "{w} Logistics", "{w} Freight", "{s} & Sons Builders", "{w} Engineering Ltd",
    "{t} Grammar School", "{t} Primary School", "{t} High School", "{w} Rugby Club",
    "{t} Credit Union", "{w} Dairy Co-operative", "{s} Motors", "{w} Plumbing & Heating",
    "{t} Borough Council", "{w} Print Works", "{s} Accountants", "{w} Timber Merchants",
    "{t} Bowling Club", "{w} Choir", "St {saint}'s Parish", "{t} Baptist Church",
    "{w} Community Garden", "{s} Solicitors", "{w} Haulage", "{t} Fire Brigade",
    "{w} Supermarket", "{t} Golf Club", "{s} Dental Practice Group", "{w} Care Agency",
    "{t} Library Service", "{w} Marine Services", "{s} Construction", "{w} Bakery",
]

EMPLOYER_PATTERNS = [p for p in ORG_PATTERNS if not any(k in p for k in
                                                        ("Church", "Parish", "Choir",
                                                         "Club", "Garden"))]

INSURERS = {
    "US": ["Northwind Health Plan", "Keystone Mutual Health", "Lakeshore Care Alliance",
           "Prairie State Health Partners", "Summit Crest Insurance", "Harborview Health Plan",
           "Bluewater Benefit Trust"],
    "CA": ["Maplecrest Life & Health", "Northern Shield Benefits", "Laurentian Group Health"],
    "AU": ["Southern Star Health Fund", "Harbour Health Fund", "Coastline Mutual Health",
           "Eucalypt Members Health"],
    "IE": ["Shamrock Health Insurance", "Atlantic Care Cover", "Liffey Health Plans"],
    "NZ": ["Kauri Health Cover", "Tasman Medical Insurance"],
    "UK": ["Albion Private Health", "Meridian Health Cover"],
}

SUPPLIERS = ["Contour Compression Supplies", "Lymphacare Garments Ltd", "Silverline Medical",
             "Ortho-Fit Direct", "Compressa Hosiery Co", "Meridian Surgical Supplies"]


def make_town(R, locale):
    if locale == "CA" and R.random() < 0.15:
        return R.choice(CA_FRENCH_TOWNS)
    pre, suf = TOWN_PARTS[locale]
    a = R.choice(pre)
    b = R.choice(suf)
    if b.startswith(" "):
        return a + b
    # avoid doubled letters at the joint looking odd
    if a[-1].lower() == b[0]:
        b = b[1:]
    name = a + b
    if locale in ("UK", "US", "IE") and R.random() < 0.08:
        name = R.choice(["Upper ", "Lower ", "Great ", "East ", "West ", "North ", "Port "]) + name
    return name


THE_COUNTRIES = ["Philippines", "Netherlands", "United States", "United Kingdom"]


def country_pieces(X, c, cap=False):
    """Pieces for a country name; a leading article stays outside the span."""
    if c in THE_COUNTRIES:
        return [("The " if cap else "the "), X("COUNTRY", c)]
    return [X("COUNTRY", c)]
