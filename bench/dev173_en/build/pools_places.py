"""Invented places, care sites and organisations for AU, NZ and UK notes.

Towns, suburbs, hospitals, practices and organisations are invented; states, NZ regions,
UK counties and countries are real.  Postcodes are invented in plausible ranges.
"""

AU_STATES = [
    # abbreviation, full name, postcode first digits
    ("NSW", "New South Wales", "2"), ("VIC", "Victoria", "3"), ("QLD", "Queensland", "4"),
    ("SA", "South Australia", "5"), ("WA", "Western Australia", "6"), ("TAS", "Tasmania", "7"),
    ("ACT", "Australian Capital Territory", "26"), ("NT", "Northern Territory", "08"),
]
AU_STATE_WEIGHTS = [30, 26, 20, 8, 8, 4, 2, 2]

AU_TOWNS = ("Kelsowood Yarrabee Tarrawonga Glenharrow Brindlebank Coorabin Dunmore_Park Wattle_Creek "
            "Bellbird_Flats Marrickton Ellindale Keswick_Vale Wollumbi Narrabeen_Heights Boolarra_South "
            "Carrington_Downs Merriwa_Park Tullamore_Heights Inverbrae Woorinyan Pelican_Point "
            "Ashgrove_East Mirrinbah Calloway_Bay Redgum_Ridge Orana_Springs Burrumbeet_North "
            "Quandong Kurrajong_Vale Mallee_Bend Stringybark Thornlea Lyndhurst_Park Balmarra "
            "Cooinda_Heights Emu_Plains_West Jindera_Flats Kanangra Wandella").split()

NZ_PLACES = [
    # (suburb or town, city, region, postcode prefix)
    ("Kaiwhare", "Tauranga", "Bay of Plenty", "31"), ("Pukerimu Vale", "Hamilton", "Waikato", "32"),
    ("Whakaroa", "Whangārei", "Northland", "01"), ("Rātā Park", "Palmerston North", "Manawatū-Whanganui", "44"),
    ("Ōtūrei", "Christchurch", "Canterbury", "80"), ("Hillsborough Rise", "Dunedin", "Otago", "90"),
    ("Mangakino Heights", "Rotorua", "Bay of Plenty", "30"), ("Tōtara Flat", "Nelson", "Nelson", "70"),
    ("Parekura", "Napier", "Hawke's Bay", "41"), ("Kōhanga Bay", "New Plymouth", "Taranaki", "43"),
    ("Ngāwhā Terrace", "Invercargill", "Southland", "98"), ("Harbour Ridge", "Porirua", "Wellington", "50"),
    ("Te Marua Downs", "Upper Hutt", "Wellington", "50"), ("Riverlea East", "Hamilton", "Waikato", "32"),
    ("Ōkahu Valley", "Whanganui", "Manawatū-Whanganui", "45"), ("Kererū Heights", "Gisborne", "Gisborne", "40"),
    ("Awapiko", "Timaru", "Canterbury", "79"), ("Māwhera Park", "Greymouth", "West Coast", "78"),
    ("Pōhara Rise", "Blenheim", "Marlborough", "72"), ("Te Piki", "Taupō", "Waikato", "33"),
]

UK_PLACES = [
    # (town, county, postcode area)
    ("Hebbleton", "West Yorkshire", "HX"), ("Calderbrook", "Lancashire", "BB"), ("Ashcombe", "Somerset", "TA"),
    ("Marlowe Cross", "Kent", "ME"), ("Thornfield", "Derbyshire", "DE"), ("Kirkbride", "Cumbria", "CA"),
    ("Lowestoke", "Staffordshire", "ST"), ("Penrhos", "Gwynedd", "LL"), ("Glenbervie Mains", "Aberdeenshire", "AB"),
    ("Dunmere", "Cornwall", "PL"), ("Saltmarsh", "Norfolk", "NR"), ("Eddington Parva", "Wiltshire", "SN"),
    ("Harrowgate Vale", "North Yorkshire", "YO"), ("Coldhurst", "Greater Manchester", "OL"),
    ("Brackenridge", "County Durham", "DL"), ("Wychbold End", "Worcestershire", "WR"),
    ("Llanfair Ddu", "Powys", "SY"), ("Kilbrannan", "Argyll and Bute", "PA"), ("Whitmoor", "Devon", "EX"),
    ("Stanbury Green", "Hertfordshire", "SG"), ("Newbiggin Moor", "Northumberland", "NE"),
    ("Hollinsend", "South Yorkshire", "S"), ("Bramcote Hill", "Nottinghamshire", "NG"),
]

STREET_NAMES = ("Kauri Wattle Banksia Jacaranda Ironbark Bottlebrush Larkspur Heron Kingfisher Rowan "
                "Tōtara Rimu Matai Pōhutukawa Kōwhai Cabbage_Tree Marram Pembroke Alder Chestnut "
                "Foxglove Bramble Harbour Quarry Mill Station Church Chapel Orchard Paddock Boundary "
                "Shearers Dray Coachman Ridgeway Tannery Weaver Ferry Jetty Lighthouse Saltbush "
                "Mulga Coolabah Emu Bilby Currawong Magpie Tūī Weka Kea Kākā Moa Hillcrest Seaview "
                "Fernleaf Glebe Abbey Priory Minster Beacon Cobble Lantern").split()
AU_ST_TYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Court", "Crt", "Crescent", "Cres",
               "Drive", "Dr", "Place", "Pl", "Parade", "Close", "Way", "Lane", "Terrace", "Tce"]
UK_ST_TYPES = ["Road", "Street", "Lane", "Close", "Avenue", "Drive", "Gardens", "Grove", "Mews",
               "Terrace", "Way", "Crescent", "View", "Rise", "Walk"]
UK_HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Ivy House", "Brook Farm", "Hillside", "The Laurels",
                  "Willowbank", "Pear Tree Cottage", "Ty Gwyn", "Glebe Barn"]

HOSPITALS = {
    "AU": ["Mount Carrow Hospital", "Wattle Grove Private Hospital", "St Brigid's Hospital",
           "Coorabin Base Hospital", "Harbourside Cancer Centre", "Kelsowood District Hospital",
           "Yarrabee Health Service", "Redgum Ridge Hospital", "St Aidan's Private",
           "Inverbrae General Hospital", "Calloway Bay Hospital", "Tarrawonga Regional Hospital"],
    "NZ": ["Whakaroa Hospital", "Kaiwhare Base Hospital", "Te Piki Hospital", "Ōtūrei Hospital",
           "Harbour Ridge Hospital", "Awapiko Hospital", "Kererū Regional Hospital",
           "Rātā Park Hospital", "St Columba's Private Hospital"],
    "UK": ["Royal Ashcombe Infirmary", "Calderbrook General Hospital", "Hebbleton Royal Hospital",
           "Marlowe Cancer Centre", "Thornfield Community Hospital", "Kirkbride Memorial Hospital",
           "St Aldhelm's Hospital", "Lowestoke University Hospital", "Dunmere Royal Infirmary",
           "Saltmarsh General"],
}
HOSPICES = {
    "AU": ["Lorikeet Hospice", "Glenharrow Palliative Care Unit", "Bellbird House Hospice",
           "St Brigid's Palliative Care Unit", "Mallee Bend Hospice"],
    "NZ": ["Rangimārie Hospice", "Tōtara Haven Hospice", "Kōtuku House Hospice", "Te Whare Āio Hospice",
           "Harbour Ridge Hospice"],
    "UK": ["St Aldhelm's Hospice", "Heronsgate Hospice", "Primrose Hill Hospice", "Kirkbride Hospice",
           "The Meadowsweet Hospice", "Ty Olwen Hospice"],
}
WARDS = {
    "AU": ["Banksia Ward", "Waratah Ward", "Grevillea Unit", "Boronia Ward", "Kookaburra Ward",
           "Acacia Ward", "Melaleuca Unit", "Wattlebird Ward", "Correa Ward"],
    "NZ": ["Kōwhai Ward", "Rimu Ward", "Pōhutukawa Ward", "Harakeke Unit", "Matai Ward", "Kahikatea Ward",
           "Tōtara Ward", "Karaka Ward"],
    "UK": ["Nightingale Ward", "Cavell Ward", "Rowan Ward", "Heron Ward", "Ash Ward", "Seacole Ward",
           "Kingfisher Ward", "Juniper Ward", "Sandpiper Unit"],
}
DAY_UNITS = {
    "AU": ["Lorne Day Unit", "Banksia Day Centre", "Jarrah Day Oncology", "Carrow Infusion Centre"],
    "NZ": ["Ōtaki Day Unit", "Kōwhai Day Stay", "Harakeke Infusion Suite"],
    "UK": ["Primrose Day Unit", "Macaulay Suite", "Lavender Day Unit", "Cedar Chemotherapy Suite"],
}
GP_PRACTICES = {
    "AU": ["Riverstone Medical Centre", "Kelsowood Family Practice", "Wattle Creek Clinic",
           "Bellbird Flats Medical", "Coorabin GP Super Clinic", "Orana Springs Medical Centre",
           "Pelican Point Family Doctors"],
    "NZ": ["Kaiwhare Family Health", "Pukerimu Medical Centre", "Harbour Ridge Health", "Te Piki Whānau Ora Clinic",
           "Rātā Park Medical", "Ōtūrei Health Centre"],
    "UK": ["Elmfield Surgery", "Hebbleton Health Centre", "The Marlowe Practice", "Brook Lane Surgery",
           "Thornfield Medical Group", "Castlegate Surgery", "Penrhos Medical Practice"],
}
PHARMACIES = {
    "AU": ["Kingfisher Pharmacy", "Carrow Chemist", "Yarrabee Amcare Pharmacy", "Wattle Creek Pharmacy"],
    "NZ": ["Kaiwhare Pharmacy", "Te Piki Chemist", "Harbour Ridge Pharmacy"],
    "UK": ["Hebbleton Pharmacy", "Marlowe Cross Chemist", "Brook Lane Pharmacy"],
}
BUILDINGS = ["Kinross Wing", "Mercer Wing", "Lindsay Pavilion", "Ashcombe House", "Wattle House",
             "Harcourt Building", "Tui Lodge", "Whitfield Wing", "Ormond Block", "Clement Tower"]
ACCOMMODATION = ["Wattle House", "Tui Lodge", "Kōtuku Whānau Lodge", "Ashcombe House",
                 "Bellbird Family Lodge", "Heron Court"]

EMPLOYERS = {
    "AU": ["Ironbark Mining", "Coastline Freight", "Redgum Timber Mills", "Kelsowood Council Depot",
           "Orana Grain Co-op", "Pelican Point Fisheries", "Southern Star Electrics", "Wandella Vineyards"],
    "NZ": ["Tasman Dairy Co-op", "Kaiwhare Kiwifruit Packers", "Harbour Ridge Boatbuilders",
           "Ōtūrei Meat Works", "Te Piki Forestry", "Kererū Contracting"],
    "UK": ["Pennine Textiles", "Calder Valley Buses", "Ashcombe Cider Works", "Marlowe Logistics",
           "Hebbleton Brewery", "Saltmarsh Boatyard", "Kirkbride Quarries"],
}
CHURCHES = {
    "AU": ["St Columba's Uniting Church", "Holy Trinity Parish Kelsowood", "Greek Orthodox Parish of St Nektarios",
           "Yarrabee Baptist Church", "Our Lady of the Way Parish"],
    "NZ": ["St Andrew's Presbyterian Church", "Kaiwhare Ratana Parish", "Holy Family Parish", "Samoan Methodist Church Ōtūrei"],
    "UK": ["St Oswald's Parish Church", "Hebbleton Methodist Chapel", "Calderbrook Central Mosque",
           "Our Lady of Lourdes RC Church", "Gurdwara Sahib Lowestoke"],
}
CLUBS = ["Glenharrow Bowling Club", "Kelsowood RSL Sub-Branch", "Kaiwhare Rugby Club", "Hebbleton Male Voice Choir",
         "Pelican Point Surf Life Saving Club", "Saltmarsh Allotment Society", "Whakaroa Golf Club"]
FUNERAL = {
    "AU": ["Hartley & Sons Funeral Directors", "Bellbird Funerals", "Yarrabee Family Funerals", "Carrow Memorial Services"],
    "NZ": ["Kōtuku Funeral Services", "Harbour Ridge Funeral Home", "Tasman Funeral Directors"],
    "UK": ["Pennine Funeralcare", "J. Ashworth & Daughters Funeral Directors", "Dunmere Funeral Service"],
}
INSURERS = {
    "AU": ["Harbourline Health", "Southern Wattle Health Fund", "Coastal Teachers Health"],
    "NZ": ["Kahu Health Society", "Tasman Health Cover"],
    "UK": ["Aldwych Medical Assurance", "Pennine Health Cover"],
}
TRANSPORT = {
    "AU": ["BlueGum Patient Transport", "Carrow Medical Transfers"],
    "NZ": ["Kea Patient Transfers", "Harbour Ridge Shuttle Trust"],
    "UK": ["Pennine Patient Transport Services", "Calder Non-Emergency Transport"],
}
SCHOOLS = ["Kelsowood High School", "Whakaroa College", "Hebbleton Academy", "St Brigid's Primary",
           "Coorabin Public School", "Te Kura o Kaiwhare"]

COUNTRIES = ["Italy", "Greece", "Vietnam", "India", "Sri Lanka", "Philippines", "Samoa", "Tonga", "Fiji",
             "Lebanon", "Poland", "the Netherlands", "Nigeria", "Ghana", "Ireland", "Scotland", "Wales",
             "England", "South Africa", "Germany", "China", "Malaysia", "South Korea", "Japan", "Canada",
             "the Cook Islands", "Zimbabwe", "Pakistan", "Hong Kong", "Croatia", "Chile", "Egypt"]
HOME_COUNTRY = {"AU": "Australia", "NZ": "New Zealand", "UK": "United Kingdom"}

PROFESSIONS = ["shearer", "dairy farmer", "electrician", "accountant", "bus driver", "primary school teacher",
               "plumber", "truck driver", "wharfie", "secondary teacher", "bookkeeper", "chef", "baker",
               "carpenter", "librarian", "miner", "hairdresser", "fitter and turner", "postman", "nurse",
               "police officer", "orchardist", "fisherman", "civil engineer", "lawyer", "pharmacist",
               "social worker", "taxi driver", "builder", "mechanic", "real estate agent", "cleaner",
               "factory worker", "bank teller", "architect", "jockey", "vet", "barista", "printer",
               "textile worker", "coal miner", "shop assistant", "seamstress", "panel beater",
               "forestry worker", "labourer", "church minister", "tiler", "care worker", "journalist",
               "welder", "publican", "railway signalman", "fruit picker", "software developer",
               "boilermaker", "midwife", "teacher aide", "gardener", "stonemason"]
