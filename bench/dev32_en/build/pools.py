"""Invented name, place and institution pools for the dev32-en set.

Every person, place, institution and identifier produced from these pools is
fictional.  Lists are plain whitespace/semicolon separated strings so that they
are easy to read and edit; order matters for determinism.
"""


def _w(s):
    return [x for x in s.split() if x]


def _s(s):
    return [x.strip() for x in s.split(";") if x.strip()]


# ------------------------------------------------------------------ names
from names import ORIGINS, LOCALE_ORIGINS, NICK  # noqa: E402,F401

FEMALE = []
MALE = []
SURNAMES = []
for _o in ORIGINS.values():
    for _dst, _src in ((FEMALE, _o[0]), (MALE, _o[1]), (SURNAMES, _o[2])):
        for _n in _src:
            if _n not in _dst:
                _dst.append(_n)

# -------------------------------------------------------------- occupations
PROFESSIONS = _s("""
bus driver; lorry driver; electrician; plumber; carpenter; joiner; bricklayer;
welder; fitter and turner; machinist; sheet metal worker; panel beater; mechanic;
farmer; dairy farmer; sheep farmer; shearer; orchardist; fisherman; forklift driver;
warehouse supervisor; postman; courier; taxi driver; train driver; ferry engineer;
primary school teacher; secondary school teacher; teaching assistant; lecturer;
librarian; accountant; bookkeeper; bank clerk; financial adviser; solicitor;
barrister; paralegal; civil servant; police officer; prison officer; firefighter;
paramedic; care assistant; hospital porter; cleaner; school cook; chef; baker;
butcher; hairdresser; barber; shop assistant; retail manager; sales representative;
estate agent; real estate agent; insurance broker; software engineer; IT consultant;
web developer; architect; quantity surveyor; civil engineer; mechanical engineer;
draughtsman; graphic designer; journalist; photographer; musician; piano teacher;
publican; bar manager; hotel receptionist; security guard; groundskeeper; gardener;
landscaper; painter and decorator; roofer; scaffolder; miner; steelworker;
shipyard worker; boilermaker; textile worker; seamstress; printer; baker's assistant;
pharmacy technician; dental nurse; veterinary nurse; social worker; youth worker;
pastor; minister; church administrator; civil engineer; surveyor; geologist;
laboratory technician; research scientist; airline pilot; flight attendant;
air traffic controller; merchant seaman; truck driver; crane operator; logger;
carpet fitter; tiler; glazier; locksmith; upholsterer; caretaker; dinner lady;
office manager; receptionist; secretary; call centre operator; data analyst;
HR manager; marketing manager; restaurant owner; takeaway owner; newsagent;
fishmonger; greengrocer; market trader; builder; quarry worker; tram driver
""")

COMMONWEALTH_ONLY = {"panel beater", "shearer", "publican", "dinner lady", "fitter and turner", "orchardist",
                     "takeaway owner", "newsagent", "greengrocer", "fishmonger", "estate agent", "lorry driver",
                     "postman", "joiner", "painter and decorator", "barrister", "solicitor", "draughtsman",
                     "baker's assistant", "school cook", "market trader"}

RELATIONS_F = ["wife", "daughter", "sister", "partner", "niece", "granddaughter",
               "daughter-in-law", "mother", "friend", "neighbour"]
RELATIONS_M = ["husband", "son", "brother", "partner", "nephew", "grandson",
               "son-in-law", "father", "friend", "neighbour"]

# ------------------------------------------------------------------- places
TOWNS = {
    "US": _s("""
Marlowe Falls; Cedar Hollow; Briarton; Pell City Junction; Harlan Springs;
Westmont Ridge; Caddo Bend; Lorimer; Ashcombe; Greeley Forks; Halvorsen;
North Tiverly; Oakridge Station; Dunmore Heights; Kessler City; Fairhaven Park;
Millbury Crossing; Stonebridge; Hatchetville; Larkin Mills; Pryor Valley;
Redmond Flats; Sawyer Creek; Tamsin Lake; Windom Hills; Elk Prairie;
Carrolton Bluffs; Beaver Run; Quarry Hill; Whitcomb; Delacroix; Bramwell Point
"""),
    "UK": _s("""
Thornbridge; Ashbury; Kingsmere; Hollingworth; Stowley; Brackenfield;
Markham Green; Eldersby; Whitfold; Hartwell Minster; Coldharbour; Daleswick;
Fenbury; Grimthorpe; Little Aldham; Oxley Common; Pennford; Rudham;
Saltmarsh; Tollerby; Upper Wynde; Westerleigh; Yarlington; Calderbrook;
Netherby Cross; Moorhampton; Lowther Bridge; Felsham; Stainby; Chilcote
"""),
    "CA": _s("""
Kestrel Bay; Fraserview; Port Aldous; Lac-Sainte-Brigitte; Bellhaven;
Tamarack Landing; North Esker; Cranberry Portage Junction; Maple Ridge Heights;
Gull Harbour; Saint-Elzear-des-Pins; Wolverton Falls; Birchmount; Caribou Flats;
Spruce Grove Landing; Orillian; Hatley Corners; Moose Lake Crossing;
New Tralee; Ridgecrest; Lynwood Harbour; Petitcodiac Mills; Arden Bay
"""),
    "AU": _s("""
Wattle Creek; Port Calloway; Mount Barrow; Yarrandale; Coolabah Downs;
Banksia Heights; Kurrajong Flats; Emu Plains North; Bellbird Springs;
Tindarra; Murrumbee; Ironbark Ridge; Jacaranda Bay; Gidgee Well; Warrigal Park;
Currawong Point; Ngarra; Boolardy; Kooringa Vale; Stringybark; Lyrebird Hill;
Mallee Junction; Cockatoo Creek
"""),
    "IE": _s("""
Ballycarrow; Kilmoran; Clonderry; Carrickbeg; Dromanagh; Rathkeel;
Knockaderry; Inishcarra Bridge; Ballinacurra West; Templemoyle; Drumcolla;
Kilbrannish; Lisnagarvan; Castlemahon; Abbeyfeale Cross; Mullaghbane;
Glenmurrin; Tullyhaw; Oranmore Bay; Clashmore North; Ardfinane; Killeenduff
"""),
    "NZ": _s("""
Te Awanui; Riverhead Flats; Kahuranga; Port Chalcott; Waimarie; Matapiro;
Kowhai Bay; Ohinetaha; Rangitoto Heights; Totara Park; Whakamaru Junction;
Pukerau Downs; Otaraia; Hikurangi East; Tuatara Point; Mangaroa;
Kaiwhenua; Aramoana Heights; Moutere Valley; Paekaka
"""),
}

SUBURBS_NZ = _s("""
Riverside; Hillcrest; Fairfield; Saint Albans; Maungatapu; Kelburn Rise;
Mount Pleasant; Westown; Glenholme; Kensington; Northcote Point; Aranui
""")

STREET_STEMS = _w("""
Elm Acacia Larkspur Hawthorn Chestnut Willow Station Mill Victoria Albert
Kings Queens Park Meadow Orchard Oakfield Beech Sycamore Rowan Heather Bracken
Ferndale Glebe Priory Abbey Kingfisher Wren Lark Heron Maple Birch Cedar
Juniper Laurel Magnolia Poplar Hazel Holly Foxglove Primrose Bluebell Clover
Thistle Harebell Lavender Alder Linden Sorrel Yarrow Bramble Cromwell Wellington
Nelson Gladstone Cavendish Marlborough Ashgrove Belmont Clifton Kenilworth
Lansdowne Pembroke Seaview Hillside Riverside Brookside Fairview Highfield
Greenway Ridgeway Southfield Westfield Northgate Eastfield
""")
STREET_EXTRA = {
    "US": _w("Jefferson Lincoln Sycamore Hickory Dogwood Magnolia Pecan Aspen Cottonwood Prairie"),
    "UK": _w("Chapel Vicarage Rectory Manor Coronation Jubilee Moorland Dales Fell"),
    "CA": _w("Tamarack Spruce Saint-Denis Champlain Laurier Cartier Frontenac Muskoka Simcoe"),
    "AU": _w("Banksia Wattle Jacaranda Waratah Grevillea Bottlebrush Ironbark Boronia Coolibah Tallowwood"),
    "IE": _w("Killarney Shannon Glendalough Tara Avoca Cathedral Convent Fairgreen Bridge"),
    "NZ": _w("Tui Kowhai Pohutukawa Kauri Rimu Matai Totara Karaka Ngaio Manuka"),
}

STREET_SUFFIX = {
    "US": ["Street", "Avenue", "Road", "Lane", "Drive", "Court", "Boulevard",
           "Place", "Way", "Terrace", "Circle", "Parkway", "Trail"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens",
           "Grove", "Terrace", "Mews", "Way", "Drive", "Rise", "View", "Walk"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Court", "Boulevard",
           "Place", "Way", "Trail", "Gate", "Line"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Close", "Court",
           "Drive", "Place", "Terrace", "Way", "Circuit", "Grove"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Terrace",
           "Crescent", "Close", "Heights", "Drive", "Court"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive",
           "Grove", "Lane", "Way", "Rise", "Close"],
}

HOUSE_NAMES = _s("""
Rose Cottage; The Willows; Hillcrest House; Orchard View; Glen Cottage;
The Old Forge; Meadowbank; Ivy House; Beechwood; Ashlea; Greystones;
Woodside Farm; The Laurels; Ard na Greine; Tigh na Mara
""")

# region names per locale: (name, abbreviation or None)
REGIONS = {
    "US": [("Ohio", "OH"), ("New York", "NY"), ("Texas", "TX"), ("Florida", "FL"),
           ("Illinois", "IL"), ("Wisconsin", "WI"), ("Minnesota", "MN"),
           ("Iowa", "IA"), ("Kansas", "KS"), ("Arizona", "AZ"),
           ("New Mexico", "NM"), ("Nevada", "NV"), ("Washington", "WA"),
           ("New Hampshire", "NH"), ("Vermont", "VT"), ("Rhode Island", "RI"),
           ("West Virginia", "WV"), ("Tennessee", "TN"), ("Kentucky", "KY"),
           ("Georgia", "GA"), ("New Jersey", "NJ"), ("Nebraska", "NE"),
           ("Utah", "UT"), ("Montana", "MT"), ("Wyoming", "WY"),
           ("North Carolina", "NC"), ("Missouri", "MO"), ("Alaska", "AK"),
           ("North Dakota", "ND"), ("Alabama", "AL")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", None),
           ("Manitoba", None), ("Saskatchewan", "SK"), ("Nova Scotia", None),
           ("New Brunswick", None), ("Newfoundland and Labrador", "NL"),
           ("Quebec", "QC"), ("Prince Edward Island", None)],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"),
           ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT")],
    "NZ": [("Waikato", None), ("Canterbury", None), ("Otago", None),
           ("Northland", None), ("Bay of Plenty", None), ("Southland", None),
           ("Taranaki", None), ("Hawke's Bay", None), ("Manawatu-Whanganui", None)],
    "UK": [("West Yorkshire", None), ("Lancashire", None), ("Cumbria", None),
           ("Somerset", None), ("Norfolk", None), ("Shropshire", None),
           ("Northumberland", None), ("Devon", None), ("Gwynedd", None),
           ("Fife", None), ("Derbyshire", None)],
    "IE": [("Cork", None), ("Kerry", None), ("Galway", None), ("Mayo", None),
           ("Limerick", None), ("Clare", None), ("Tipperary", None),
           ("Donegal", None), ("Wexford", None), ("Kilkenny", None),
           ("Sligo", None), ("Westmeath", None)],
}
# UK counties and Irish counties are towns/counties -> CITY type; the others STATE.

COUNTRIES = _s("""
Portugal; Spain; Italy; Greece; Poland; Ukraine; Romania; India; Pakistan;
Bangladesh; Sri Lanka; Nigeria; Ghana; Kenya; Zimbabwe; South Africa; Jamaica;
Trinidad and Tobago; Philippines; Vietnam; China; Malaysia; Singapore; Fiji;
Samoa; Tonga; Canada; Australia; New Zealand; Ireland; Scotland; Wales;
Germany; France; Belgium; Cyprus; Turkey; Lebanon; Egypt; Morocco;
Mexico; Chile; Brazil; Peru; Thailand; Japan; South Korea; Iran; Iraq; Somalia
""")
# note: "Scotland"/"Wales" used only as birthplace; treated as COUNTRY.

SAINTS = _s("""
St Aldhelm's; St Ita's; St Columba's; St Brigid's; St Oswin's; St Dunstan's;
St Finbarr's; St Kilian's; St Aidan's; St Wilfrid's; St Cuthbert's;
St Enda's; St Teilo's; St Kevin's; St Hilda's; St Jude's; St Raphael's
""")

HOSP_TYPES = {
    "US": ["Medical Center", "Regional Medical Center", "Community Hospital",
           "Memorial Hospital", "University Hospital", "General Hospital",
           "Heart Institute"],
    "UK": ["General Hospital", "Royal Infirmary", "District General Hospital",
           "University Hospital", "Community Hospital", "Hospital"],
    "CA": ["General Hospital", "Health Centre", "Regional Health Centre",
           "Memorial Hospital", "University Hospital"],
    "AU": ["Base Hospital", "Hospital", "Private Hospital", "Health Service",
           "District Hospital", "Memorial Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital",
           "Community Hospital", "Hospital"],
    "NZ": ["Hospital", "Base Hospital", "Public Hospital", "Health Campus"],
}

PRACTICE_TYPES = {
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates",
           "Family Health Center", "Medical Group"],
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre",
           "Family Practice"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice",
           "Community Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice",
           "Medical Clinic"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre",
           "Medical Practice"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors",
           "Medical Practice"],
}

PHARM_NAMES = _s("""
Parkside Pharmacy; Corner Chemist; Millbrook Pharmacy; Hollybank Chemist;
Main Street Pharmacy; Riverside Drug Store; Harbour Pharmacy; Greenway Chemist;
Lakeshore Pharmacy; Crossroads Pharmacy; Quayside Chemist; Market Square Pharmacy
""")

CARE_HOMES = _s("""
Oakleigh Lodge; Brambles Care Home; Seaview Nursing Home; Cedar Court Care Centre;
The Grange Residential Home; Hillview Manor; Kowhai Lodge Rest Home;
Wattle Grove Aged Care; Sunnybank Lodge; Ard Mhuire Nursing Home
""")

WARDS = _s("""
Rowan Ward; Keats Ward; Nightingale Ward; Ash Ward; Kestrel Ward; Heron Ward;
Osprey Ward; Linnet Ward; Cedar Ward; Hawthorn Ward; Wren Ward; Lister Unit;
Waratah Ward; Kauri Ward; St Brigid's Ward; Fuchsia Ward
""")

BUILDINGS = _s("""
Harland Wing; Whitcombe Building; Corbett Pavilion; Glasson Block;
Tremayne Centre; Ellery Wing; Penhallow Building; Ashdown Pavilion;
Mercer Tower; Duffield Block; Kinross Wing; Moana Building
""")

EMPLOYERS = _s("""
Brightwater Logistics; Hallam Steel; Corrigan Construction; Northfield Foods; Kestrel Freight;
Ridgeline Mining; Harbourview Hotel; Meridian Insurance Brokers; Fenwick & Doyle Solicitors;
Crestline Motors; Granite Peak Quarries; Ashworth Printing; Delmont Foods; Carrick Engineering;
Beacon Supermarkets; Quinn's Bakery; Greystone Security; Apex Roofing; Riverbend Veterinary Clinic;
Harrow Logistics; Summit Office Supplies; Blue Heron Catering; Lakeside Council
""")
EMPLOYERS_LOCAL = {
    "US": _s("Marlowe Falls Unified School District; Prairie Rail Freight; Keystone Mutual; Redwood Trucking Company"),
    "UK": _s("Pennine Textiles; Norland Rail Services; Oakbank Primary School; Westfield High School"),
    "CA": _s("Mapleleaf Transit; Northern Shield Insurance; Boreal Forest Products; Laurentian Hydro"),
    "AU": _s("Tasman Timber; Bluegum Transport; Southern Cross Poultry; Coral Coast Tours"),
    "IE": _s("Emerald Isle Creamery; Gallagher Haulage; St Brendan's College; Shannon Valley Foods"),
    "NZ": _s("Kowhai Dairies; Coastline Ferries; Tideway Fisheries; Aotea Orchards"),
}

CHURCHES = _s("""
St Anselm's Parish; Grace Fellowship Church; Bethel Pentecostal Assembly;
Holy Trinity Church; Kingsway Baptist Church; St Peter's Anglican Church;
Central Masjid; Guru Nanak Gurdwara; Te Aroha Marae; Greek Orthodox Community of St Nektarios
""")

SUPPORT_GROUPS = _s("""
Mended Hearts Circle; Heartbeat Support Group; Kidney Friends Network;
Cardiac Support Circle; Vascular Steps Walking Group; HeartLink Peer Support
""")

LEISURE = _s("""
Millbrook Leisure Centre; Aquaflex Fitness; Riverside Sports Centre;
Pulse Fitness Club; Harbour Aquatic Centre; Summit Health Club; Northgate YMCA
""")

INSURERS = {
    "US": _s("Bluepeak Health Plan; Summit Mutual Health; Cardinal Care Insurance; "
             "Great Lakes Health Alliance; Prairie State Benefit Plan; Keystone Life & Health"),
    "CA": _s("Northgate Benefits; Maplecrest Life Insurance; Coastline Group Benefits"),
    "AU": _s("Tasman Shield Health; Southern Star Health Fund; Coral Coast Health Insurance"),
    "IE": _s("Shamrock Health Insurance; Atlantic Care Cover; Emerald Health"),
    "NZ": _s("Aotea Health Cover; Tasman Shield Health; Kiwi Care Insurance"),
    "UK": _s("Albion Private Health; Wessex Medical Assurance"),
}

TRANSPORT_COS = _s("""
Crestline Patient Transport; Swiftcare Ambulance Services; Medi-Ride Taxis;
Caremobile Transport; Lifeline Community Transport
""")

LANDMARKS = _s("""
Harrow Park; Millennium Bridge; Kingsmere Shopping Centre; Lowther Reservoir;
Fairhaven Golf Club; Esplanade Boardwalk; Pemberton Library; Calder Viaduct
""")
