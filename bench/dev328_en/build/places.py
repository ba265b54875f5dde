"""Invented places, facilities, organisations and occupations for dev328_en.

Towns, suburbs, streets, hospitals, pharmacies and organisations are invented for this set.
States, provinces, regions and countries are real jurisdictions (needed for the legal
frameworks); their postcode and dialling formats follow each country's conventions.
"""


def _s(x):
    return [w.strip() for w in x.split("|") if w.strip()]


TOWNS = {
    "AU": _s("Yarrabenda|Kelloran|Mount Aldous|Bellinvale|Corrimbah|Tarrawong|Port Endicott|"
             "Silverwood Heights|Mirrabrook|Dunmoor|Kookaburra Creek|Wirrinup|Ellerslie Downs|"
             "Glenhollow|Coolabah Springs|Bunyip Flat|Marrangool|Wyndale|Thornbury Vale|"
             "Karrawatha|Gidgee Point|Warrigal Heights|Bindarra|Tallowood|Murrindale|Eastwick Park|"
             "Lake Ondine|Baringa North|Quandong|Pelican Shores|Mulgara|Yallambee|Redgum Crossing|"
             "Port Keverne|Narrawee|Saltbush Flat|Kinsley Vale|Brolga Bend|Mallee Junction|"
             "Currawong Hill|Wandabri|Ferntree Gully North|Emu Swamp Road|Carrowbrook"),
    "NZ": _s("Tawhiri Bay|Rangiroa Heights|Otawhero|Pukeko Valley|Waikowhai Springs|Makerata|"
             "Te Rauhine|Glenmorven|Ashcombe|Kowhai Point|Matatahi|Harbourne|Kereru Downs|"
             "Riverslea|Whakarongo Bay|Port Ardmore|Ngahere Hill|Wairere Junction|Stonyhurst Flat|"
             "Te Awa Iti|Kahikatea|Moutoa Crossing|Pohatu Beach|Ruarangi|Karaka Flat|Tirohanga Park"),
    "CA": _s("Port Ellery|Cedar Narrows|Lac-Brulant|Kinmount Falls|Birch Hollow|"
             "Saint-Aubert-des-Pins|Whitlock Harbour|Tamarack Bend|Ravenscrag Mills|Norbury Lake|"
             "Fenwick Landing|Granite Reach|Sable Cove|Prairie Rose|Arcand|Moose Coulee|Bellhaven|"
             "Hemlock Bay|Loyalist Point|Castlegate|North Ashby|Elkhorn Ridge|Corbett's Cove|"
             "Pinecrest Hollow|Kestrel Lake|Moraine Valley|Aspen Coulee|Grandview Siding|"
             "Petit-Rocher-Nord|Brackley Shore|Dunvale"),
    "US": _s("Cedar Bluff Falls|West Halvorsen|Larkspur Junction|Brennan Valley|Millbrook Springs|"
             "Port Quillan|Osterville Heights|Cascade Gap|Juniper Flats|Mesa Alta|Hollis Ridge|"
             "Stillwater Bend|Aspen Hollow|Tamarind Point|Pinecrest Station|Copper Ridge|"
             "Lindenwood|North Talbot|Greyhaven|Saltmarsh Cove|Bellweather|Sagebrush Flats|"
             "Arroyo Verde|Harlow Crossing|Fernbrook|Marrow Point|Granby Notch|Kennebeck Mills|"
             "Sparrow Lake|Otter Rock Bay|Dunmore Hills"),
}

TOWNS_HI = _s("Kaimalu|Waiola Heights|Puakea Bay|Hale'iwa Uka|Makaniolu|Kealakai Point")
TOWNS_NM = _s("Los Cerritos Altos|Ojo Caliente Viejo|Piedra Lumbre Mesa|San Ysidro Verde|Tres Ritos Alto")
TOWNS_QC = _s("Saint-Aubert-des-Pins|Lac-Brulant|Sainte-Odile-du-Lac|Val-des-Hirondelles")

# (name, postal abbreviation, postcode prefix choices, area codes)
STATES = {
    "AU": [("Victoria", "VIC", "3", ["03"]), ("New South Wales", "NSW", "2", ["02"]),
           ("Queensland", "QLD", "4", ["07"]), ("Western Australia", "WA", "6", ["08"]),
           ("South Australia", "SA", "5", ["08"]), ("Tasmania", "TAS", "7", ["03"])],
    "NZ": [("Auckland", "Auckland", "0", ["09"]), ("Waikato", "Waikato", "3", ["07"]),
           ("Bay of Plenty", "Bay of Plenty", "3", ["07"]), ("Wellington", "Wellington", "5", ["04"]),
           ("Canterbury", "Canterbury", "7", ["03"]), ("Otago", "Otago", "9", ["03"]),
           ("Southland", "Southland", "9", ["03"]), ("Hawke's Bay", "Hawke's Bay", "4", ["06"]),
           ("Northland", "Northland", "0", ["09"]), ("Taranaki", "Taranaki", "4", ["06"]),
           ("Manawatu-Whanganui", "Manawatu-Whanganui", "4", ["06"]), ("Nelson", "Nelson", "7", ["03"])],
    "CA": [("British Columbia", "BC", "V", ["604", "250", "778"]), ("Alberta", "AB", "T", ["403", "780"]),
           ("Saskatchewan", "SK", "S", ["306"]), ("Manitoba", "MB", "R", ["204"]),
           ("Ontario", "ON", "KLMNP", ["416", "613", "705", "519"]), ("Nova Scotia", "NS", "B", ["902"]),
           ("New Brunswick", "NB", "E", ["506"]), ("Newfoundland and Labrador", "NL", "A", ["709"]),
           ("Prince Edward Island", "PE", "C", ["902"]), ("Quebec", "QC", "GHJ", ["514", "418", "819"])],
    "US": [("Oregon", "OR", ["970", "971", "973", "974", "975"], ["503", "541"]),
           ("Washington", "WA", ["980", "981", "983", "985", "992"], ["206", "360", "509"]),
           ("California", "CA", ["940", "945", "951", "954", "956", "959"], ["415", "707", "916", "530"]),
           ("Colorado", "CO", ["800", "802", "805", "813", "815"], ["303", "719", "970"]),
           ("Vermont", "VT", ["050", "054", "056"], ["802"]),
           ("Hawaii", "HI", ["967", "968"], ["808"]),
           ("New Jersey", "NJ", ["070", "078", "083", "085"], ["609", "973", "856"]),
           ("Maine", "ME", ["040", "043", "046"], ["207"]),
           ("New Mexico", "NM", ["870", "875", "880"], ["505", "575"]),
           ("District of Columbia", "DC", ["200"], ["202"])],
}

COUNTRY_WEIGHT = {"AU": 34, "CA": 26, "US": 25, "NZ": 15}
STATE_WEIGHT = {
    "AU": {"VIC": 30, "NSW": 22, "QLD": 20, "WA": 14, "SA": 8, "TAS": 6},
    "CA": {"BC": 22, "ON": 30, "AB": 12, "QC": 5, "NS": 8, "MB": 7, "SK": 5, "NB": 4, "NL": 3, "PE": 2},
    "US": {"OR": 26, "WA": 18, "CA": 20, "CO": 10, "VT": 6, "HI": 5, "NJ": 5, "ME": 4, "NM": 4, "DC": 2},
    "NZ": {"Auckland": 22, "Waikato": 10, "Bay of Plenty": 8, "Wellington": 14, "Canterbury": 14,
           "Otago": 8, "Southland": 4, "Hawke's Bay": 6, "Northland": 5, "Taranaki": 4,
           "Manawatu-Whanganui": 4, "Nelson": 3},
}

STREET_NAMES = {
    "AU": _s("Banksia|Wattle|Jacaranda|Kurrajong|Ironbark|Bottlebrush|Grevillea|Coolibah|Waratah|"
             "Bluegum|Stringybark|Boronia|Lillypilly|Melaleuca|Casuarina|Acacia|Brigalow|Quondong|"
             "Sturt|Flinders|Hume|Oxley|Mitchell|Leichhardt|Macquarie|Bligh|Parkes|Deakin|Barton|"
             "Seaview|Ridgeway|Hillcrest|Riverside|Station|Church|Mill|Wharf|Quarry|Bridge|Princes|"
             "Regent|Victoria|Albert|Stanley|Raglan|Gladstone|Cavendish|Beaumont|Wentworth|Fitzroy"),
    "NZ": _s("Kowhai|Totara|Rimu|Matai|Pohutukawa|Harakeke|Karaka|Kauri|Puriri|Miro|Tawa|Manuka|"
             "Nikau|Ponga|Kahikatea|Titoki|Raupo|Tui|Kereru|Korimako|Ruru|Kea|Weka|Takahe|"
             "Seaview|Hillcrest|Riverslea|Station|Church|Mill|Wharf|Bridge|Princes|Raglan|Nelson|"
             "Marine|Domain|Beach|Esplanade|Hinemoa|Rata|Kawakawa"),
    "CA": _s("Maple|Birch|Tamarack|Spruce|Cedar|Juniper|Larch|Chestnut|Hemlock|Balsam|Poplar|"
             "Aspen|Willow|Sumac|Elgin|Dufferin|Lansdowne|Tecumseh|Brock|Simcoe|Laurier|"
             "Champlain|Frontenac|Cartier|Bellevue|Harbourview|Lakeshore|Ridgeview|Riverside|"
             "Bayview|Summit|Orchard|Mill|Church|Station|Ferry|Wharf|King|Queen|Duke|Regent|"
             "Prairie|Coulee|Saskatoon|Fireweed|Trillium|Loon|Heron"),
    "US": _s("Maple|Sycamore|Alder|Hawthorn|Chestnut|Magnolia|Dogwood|Laurel|Sequoia|Mesquite|"
             "Cottonwood|Juniper|Aspen|Madrona|Manzanita|Ponderosa|Hemlock|Birch|Linden|Elm|Oak|"
             "Pine|Cedar|Willow|Lincoln|Jefferson|Franklin|Jackson|Madison|Monroe|Washington|"
             "Adams|Grant|Garfield|Summit|Ridge|Lakeview|Hillside|Orchard|Meadow|Harbor|Bay|"
             "River|Canyon|Mesa|Arroyo|Sunset|Park|Main|Church|Mill|School|Depot|Union|Market"),
    "HI": _s("Haleakua|Kainani|Puuloa Mauka|Ohia Lehua|Kukui Nui|Makani Kai|Hoaloha|Pualei|"
             "Nalu Hiki|Kiawe"),
}

SUFFIX = {
    "AU": _s("Street|St|Road|Rd|Avenue|Ave|Crescent|Cres|Parade|Pde|Terrace|Tce|Court|Ct|Drive|Dr|"
             "Close|Place|Pl|Lane|Way|Grove|Circuit|Boulevard|Highway"),
    "NZ": _s("Street|Road|Rd|Avenue|Ave|Crescent|Terrace|Place|Drive|Lane|Way|Grove|Street|Road"),
    "CA": _s("Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Crescent|Cres|Boulevard|Blvd|Court|Ct|Trail|"
             "Way|Street|Avenue"),
    "US": _s("Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Boulevard|Blvd|Way|Place|Pl|"
             "Circle|Cir|Terrace|Street|Avenue"),
}

HOSP_SUFFIX = {
    "AU": _s("Hospital|District Hospital|Base Hospital|Health Service|Regional Health|"
             "Private Hospital|Community Health Centre|Memorial Hospital"),
    "NZ": _s("Hospital|Base Hospital|Community Hospital|Health Centre|Medical Centre"),
    "CA": _s("General Hospital|Regional Health Centre|Community Hospital|Health Centre|"
             "District Hospital|Memorial Hospital"),
    "US": _s("Medical Center|Community Hospital|Regional Medical Center|General Hospital|Memorial Hospital|"
             "Health Center"),
}

HOSP_STANDALONE = _s("St Aidan's Private Hospital|Mercy Wattle Hospital|Harbourside Private Hospital|"
                     "St Columba's Hospice|Grevillea House Hospice|Te Whare Marino Hospice|"
                     "Kowhai Lodge Hospice|St Ambrose Hospice|Bethany Hills Hospice|"
                     "Lantern House Residential Hospice|Holy Rood Continuing Care|"
                     "Good Shepherd Palliative Care|Cascade Valley Hospice|Sisters of Hope Medical Center|"
                     "Evergreen Crest Hospice|Tidewater Hospice House|Stillwater Lodge Care Home|"
                     "Arcadia Gardens Aged Care|Ridgeview Manor Long-Term Care|Rosewood Terrace Aged Care|"
                     "Kereru Rest Home|Pohutukawa Court Rest Home|Maplecrest Lodge|Sunnyvale Care Centre")

PALL_SUFFIX = _s("Palliative Care Service|Community Palliative Care|Palliative Care Unit|Hospice|"
                 "Supportive and Palliative Care Team|Home Hospice")
GP_SUFFIX = {
    "AU": _s("Medical Centre|Family Practice|Medical Clinic|General Practice|Health Clinic"),
    "NZ": _s("Medical Centre|Health Centre|Family Doctors|Medical Practice"),
    "CA": _s("Family Health Team|Medical Clinic|Family Practice|Community Health Centre"),
    "US": _s("Family Medicine|Primary Care|Internal Medicine Associates|Medical Group|Family Health Clinic"),
}
PHARM_PATTERNS = _s("{town} Compounding Pharmacy|{surname} Pharmacy|{town} Apothecary|"
                    "{surname} & Co Chemists|{town} Community Pharmacy|{town} Specialty Pharmacy|"
                    "{surname}'s Pharmacy|{town} Hospital Pharmacy")
PHARM_STANDALONE = _s("Meridian Apothecary|Southern Cross Compounding|Bluewater Specialty Pharmacy|"
                      "Harbour Light Pharmacy|Pinewood Compounding Lab|Lighthouse Pharmacy|"
                      "Northstar Dispensary|Tui Street Pharmacy|Wattle & Co Pharmacy|Cornerstone Rx")
WARDS = _s("Banksia Ward|Kingfisher Ward|Waratah Unit|Rimu Ward|Tamarack Unit|Heron Ward|Lotus Unit|"
           "Jarrah Ward|Harbour Ward|Kowhai Ward|Juniper Unit|Osprey Ward|Acacia Ward|Cedar Unit")

ORG_EMPLOYERS = _s("Kestrel Freight|Tasman Mills|Ironbark Mining Co|Bluegum Timber Co-op|"
                   "Northbridge Engineering|Coastline Ferries|Greenfield Dairy Co-op|Harbour City Council|"
                   "Meridian Insurance Group|Prairie Grain Cooperative|Cedar Valley School District|"
                   "Summit Aerospace|Pacific Rim Shipping|Ridgeline Construction|Riverbend Cannery|"
                   "Halvorsen Logging|Sunrise Orchards|Kaimalu Pineapple Co|Copper Ridge Mine|"
                   "Lakehead Paper Mill|Sable Island Fisheries|Redgum Vineyards|Wairere Sawmills|"
                   "Port Quillan Shipyard|Ashby Textiles|Corbett Brothers Haulage")
ORG_CHURCH = _s("St Aidan's Anglican Parish|St Brendan's Catholic Church|Hope Uniting Church|"
                "Grace Presbyterian Church|Riverside Baptist Fellowship|St Nektarios Greek Orthodox Church|"
                "Beth Shalom Congregation|Al-Noor Islamic Centre|"
                "Holy Trinity Lutheran Church|"
                "St Vincent Ferrer Parish|First Congregational Church")
ORG_FUNERAL = _s("Hollings & Daughters Funerals|Tranquil Passage Funeral Home|Wattle Grove Funerals|"
                 "Kinross Memorial Chapel|Pacific Rest Funeral Services|Whanau Tangihanga Services|"
                 "Bellhaven Funeral Home|Evergreen Cremation Society|Larkspur Memorial Chapel|"
                 "Heritage Park Funerals")
ORG_LAW = _s("Mbeki Kowalczyk Lawyers|Ashworth & Fenn Solicitors|Tremblay Notaries|Harbour Legal|"
             "Dunleavy Law Group|Okonkwo Pritchard LLP|Whitlock Estate Lawyers|Parata Legal")
ORG_COMMUNITY = _s("Port Endicott Bowls Club|Kelloran Men's Shed|Cedar Narrows Legion Branch 212|"
                   "Tawhiri Bay Surf Life Saving Club|Larkspur Grange|Harlow Crossing Quilters Guild|"
                   "Harbourlight End-of-Life Choices|Mallee Country Women's Association|"
                   "Greyhaven Rotary|Norbury Lake Curling Club|Kowhai Point Marae Committee|"
                   "Friends of Sparrow Lake|Bellinvale Historical Society")
ORG_SUPPORT = _s("Harbourlight Bereavement Network|Cedar Narrows Grief Collective|"
                 "Tawhiri Bay Hospice Bereavement Group|Compass Rose Counselling|"
                 "Southern Lights Grief Support|Kinship Bereavement Services|Lantern Circle")
INTERP_ORGS = _s("Pacific Language Link|OneVoice Interpreting|Tasman Translating Service|"
                 "Maple Leaf Language Services|Bridgeword Interpreters")

PROFESSIONS = _s("schoolteacher|boilermaker|dairy farmer|accountant|bus driver|electrician|"
                 "librarian|merchant seaman|carpenter|marine engineer|shearer|orchardist|bookkeeper|"
                 "plumber|architect|lawyer|chef|commercial fisherman|Anglican priest|historian|"
                 "geologist|airline pilot|underground miner|truck driver|hairdresser|real estate agent|"
                 "primary school principal|wharfie|cabinetmaker|railway signalman|journalist|"
                 "dental hygienist|land surveyor|bank manager|police officer|ceramic artist|"
                 "panel beater|insurance broker|stonemason|veterinarian|concert violinist|"
                 "logger|welder|postal worker|software developer|pastry cook|tugboat captain|"
                 "high school science teacher|seamstress|machinist|civil engineer|bricklayer|"
                 "sheep farmer|florist|newsagent|pharmacist|registered nurse|social worker|"
                 "physiotherapist|ambulance officer|union organiser|crane operator|potter")
REL_PROFESSIONS = _s("nurse|teacher|paramedic|accountant|lawyer|engineer|police officer|"
                     "pharmacist|chef|electrician|IT consultant|builder|midwife|firefighter|"
                     "social worker|physiotherapist|real estate agent|flight attendant|vet nurse|"
                     "early childhood educator|public servant|mechanic|plumber|graphic designer")

COUNTRIES_ABROAD = _s("England|Scotland|Ireland|Wales|the Netherlands|Italy|Greece|Vietnam|India|"
                      "the Philippines|Samoa|Tonga|Fiji|Malta|Lebanon|Croatia|South Africa|Kenya|"
                      "Poland|Ukraine|Germany|Japan|South Korea|Chile|Mexico|Sri Lanka|China|"
                      "Portugal|Brazil|Nigeria|Ghana|Somalia|Ethiopia|Iran|Turkey|Norway|Denmark|"
                      "Canada|Australia|New Zealand|the United States|Singapore|Hungary|Argentina")

ORIGIN_COUNTRY = {
    "anglo": ["England"], "irish": ["Ireland"], "scot": ["Scotland"], "welsh": ["Wales"],
    "italian": ["Italy"], "greek": ["Greece", "Cyprus"], "chinese": ["China", "Malaysia", "Singapore"],
    "viet": ["Vietnam"], "korjap": ["South Korea", "Japan"], "south_asian": ["India", "Sri Lanka", "Bangladesh"],
    "punjabi": ["India"], "filipino": ["the Philippines"], "arabic": ["Lebanon", "Syria", "Egypt"],
    "slavic": ["Poland", "Ukraine", "Croatia", "Serbia"], "dutchgerman": ["the Netherlands", "Germany"],
    "scandi": ["Norway", "Sweden", "Denmark"], "french": ["France"], "african": ["Nigeria", "Ghana", "Kenya", "Somalia", "Ethiopia", "Zimbabwe"],
    "hispanic": ["Mexico", "Chile", "Portugal", "El Salvador"], "persian_turkish": ["Iran", "Turkey"],
    "jewish": ["Israel", "South Africa"], "maltese": ["Malta"], "pasifika": ["Samoa", "Tonga", "Fiji"],
}

UK_TOWNS = _s("Ashby Parva|Wendlebury Cross|Lower Tollerton|Kirkhaven|Glenbervie Mains|Pontardwy|"
              "Hexley Magna|Stourcombe|Bramblethorpe")
IE_TOWNS = _s("Ballykeeran|Drumcliffe Bridge|Castlemorris|Kilbarrow|Ennisglass|Rathcullen|Mountbellew Cross")
UK_STREETS = _s("Kirkgate|Abbey Road|Mill Lane|Station Road|Chapel Street|Priory Walk|Fore Street|"
                "Bridge End|Market Place|Castle Wynd|Church Close|Orchard Row")

# tag standalone facilities with the countries where the name fits
STANDALONE_TAG = {
    "St Aidan's Private Hospital": "AU NZ", "Mercy Wattle Hospital": "AU", "Harbourside Private Hospital": "AU NZ",
    "St Columba's Hospice": "AU NZ CA US", "Grevillea House Hospice": "AU", "Te Whare Marino Hospice": "NZ",
    "Kowhai Lodge Hospice": "NZ", "St Ambrose Hospice": "AU NZ CA US", "Bethany Hills Hospice": "CA US AU",
    "Lantern House Residential Hospice": "CA US", "Holy Rood Continuing Care": "CA", "Good Shepherd Palliative Care": "AU CA NZ",
    "Cascade Valley Hospice": "US CA", "Sisters of Hope Medical Center": "US", "Evergreen Crest Hospice": "US CA",
    "Tidewater Hospice House": "US", "Stillwater Lodge Care Home": "NZ AU CA", "Arcadia Gardens Aged Care": "AU",
    "Ridgeview Manor Long-Term Care": "CA", "Rosewood Terrace Aged Care": "AU", "Kereru Rest Home": "NZ",
    "Pohutukawa Court Rest Home": "NZ", "Maplecrest Lodge": "CA US", "Sunnyvale Care Centre": "AU NZ CA",
}
PHARM_BY_C = {
    "AU": _s("Wattle & Co Pharmacy|Southern Cross Compounding|Harbour Light Pharmacy|Meridian Apothecary|Lighthouse Pharmacy"),
    "NZ": _s("Tui Street Pharmacy|Harbour Light Pharmacy|Southern Cross Compounding|Lighthouse Pharmacy"),
    "CA": _s("Northstar Dispensary|Pinewood Compounding Lab|Bluewater Specialty Pharmacy|Meridian Apothecary"),
    "US": _s("Cornerstone Rx|Pinewood Compounding Lab|Bluewater Specialty Pharmacy|Meridian Apothecary|Northstar Dispensary"),
}

# country-fitting organisation patterns; {town} and {sur} are filled per case
ORG_PAT = {
    "funeral": {"AU": _s("{town} Funerals|{sur} & Daughters Funerals|{sur} Family Funerals|Wattle Grove Funerals"),
                "NZ": _s("{town} Funeral Services|{sur} Funeral Directors|Whanau Tangihanga Services|{town} Funeral Home"),
                "CA": _s("{sur} Funeral Home|{town} Funeral Chapel|{sur} Memorial Chapel|Bellhaven Funeral Home"),
                "US": _s("{sur} Funeral Home|{town} Memorial Chapel|{sur} & Sons Mortuary|Evergreen Cremation Society")},
    "community": {"AU": _s("{town} Bowls Club|{town} Men's Shed|{town} Country Women's Association|{town} Returned Services Club"),
                  "NZ": _s("{town} Rugby Football Club|{town} Bowling Club|{town} Marae Committee|{town} Menz Shed"),
                  "CA": _s("{town} Curling Club|{town} Legion Branch|{town} Seniors' Centre|{town} Quilters Guild"),
                  "US": _s("{town} Grange|{town} Rotary Club|{town} Senior Center|{town} Quilters Guild")},
    "support": {"AU": _s("{town} Grief Support Network|Compass Rose Counselling|Southern Lights Grief Support|Lantern Circle"),
                "NZ": _s("{town} Bereavement Trust|Compass Rose Counselling|Lantern Circle|Kinship Bereavement Services"),
                "CA": _s("{town} Grief Collective|Kinship Bereavement Services|Lantern Circle|Compass Rose Counselling"),
                "US": _s("{town} Grief Support Group|Kinship Bereavement Services|Lantern Circle|Harbourlight Bereavement Network")},
    "employer": {"AU": _s("{town} Timber Co-op|{town} Shire Council|Ironbark Mining Co|Redgum Vineyards|Kestrel Freight|Bluegum Timber Co-op"),
                 "NZ": _s("{town} Sawmills|{town} District Council|Greenfield Dairy Co-op|Tasman Mills|Coastline Ferries"),
                 "CA": _s("{town} Paper Mill|Prairie Grain Cooperative|Sable Island Fisheries|Lakehead Paper Mill|Ridgeline Construction"),
                 "US": _s("{town} Cannery|{town} School District|Summit Aerospace|Port Quillan Shipyard|Halvorsen Logging|Copper Ridge Mine")},
}
CHURCH_EXTRA = {"AU": ["Gurdwara Sahib Mallee Road"], "NZ": ["Te Aroha Ringatu Parish"], "CA": ["Kingdom Hall Cedar Narrows"],
                "US": ["Unitarian Fellowship of Greyhaven"]}
INTERP_BY_C = {"AU": _s("Tasman Translating Service|Pacific Language Link|OneVoice Interpreting"),
               "NZ": _s("Tasman Translating Service|Pacific Language Link|OneVoice Interpreting"),
               "CA": _s("Maple Leaf Language Services|Bridgeword Interpreters|OneVoice Interpreting"),
               "US": _s("Bridgeword Interpreters|OneVoice Interpreting|Pacific Language Link")}
