"""Invented care sites and real-world place names (towns, regions) per country.

Towns and regions are ordinary public place names; every hospital, practice,
ward, pharmacy and care home below is invented.
"""

COUNTRIES = ["GB", "US", "CA", "AU", "NZ", "IE"]
COUNTRY_WEIGHTS = [30, 20, 12, 15, 10, 13]

# (town, county/state/province/region, postal key)
CITIES = {
    "GB": [("Harrogate", "North Yorkshire", "HG"), ("Sheffield", "South Yorkshire", "S"),
           ("Halifax", "West Yorkshire", "HX"), ("Norwich", "Norfolk", "NR"), ("Exeter", "Devon", "EX"),
           ("Truro", "Cornwall", "TR"), ("Carlisle", "Cumbria", "CA"), ("Lincoln", "Lincolnshire", "LN"),
           ("Derby", "Derbyshire", "DE"), ("Reading", "Berkshire", "RG"), ("Ipswich", "Suffolk", "IP"),
           ("Chester", "Cheshire", "CH"), ("Kendal", "Cumbria", "LA"), ("Stockport", "Greater Manchester", "SK"),
           ("Swansea", "West Glamorgan", "SA"), ("Wrexham", "Clwyd", "LL"), ("Inverness", "Highland", "IV"),
           ("Dundee", "Angus", "DD"), ("Perth", "Perthshire", "PH"), ("Taunton", "Somerset", "TA"),
           ("Skipton", "North Yorkshire", "BD"), ("Bury St Edmunds", "Suffolk", "IP"), ("Whitby", "North Yorkshire", "YO")],
    "US": [("Columbus", "OH"), ("Dayton", "OH"), ("Eugene", "OR"), ("Salem", "OR"), ("Madison", "WI"),
           ("Green Bay", "WI"), ("Rochester", "NY"), ("Albany", "NY"), ("Tucson", "AZ"), ("Mesa", "AZ"),
           ("Raleigh", "NC"), ("Asheville", "NC"), ("Boise", "ID"), ("Spokane", "WA"), ("Tacoma", "WA"),
           ("Lexington", "KY"), ("Savannah", "GA"), ("Fresno", "CA"), ("Worcester", "MA"), ("Lowell", "MA"),
           ("Omaha", "NE"), ("Des Moines", "IA"), ("Sarasota", "FL"), ("Ocala", "FL"), ("El Paso", "TX"),
           ("Amarillo", "TX"), ("Duluth", "MN"), ("Bangor", "ME")],
    "CA": [("Hamilton", "ON"), ("London", "ON"), ("Kingston", "ON"), ("Sudbury", "ON"), ("Barrie", "ON"),
           ("Halifax", "NS"), ("Moncton", "NB"), ("Kelowna", "BC"), ("Nanaimo", "BC"), ("Red Deer", "AB"),
           ("Lethbridge", "AB"), ("Regina", "SK"), ("Saskatoon", "SK"), ("Brandon", "MB"),
           ("St. John's", "NL"), ("Charlottetown", "PE")],
    "AU": [("Wollongong", "NSW"), ("Dubbo", "NSW"), ("Tamworth", "NSW"), ("Geelong", "VIC"), ("Ballarat", "VIC"),
           ("Bendigo", "VIC"), ("Toowoomba", "QLD"), ("Cairns", "QLD"), ("Townsville", "QLD"), ("Mackay", "QLD"),
           ("Bunbury", "WA"), ("Geraldton", "WA"), ("Launceston", "TAS"), ("Devonport", "TAS"),
           ("Mount Gambier", "SA"), ("Whyalla", "SA"), ("Palmerston", "NT"), ("Queanbeyan", "NSW")],
    "NZ": [("Hamilton", "Waikato"), ("Tauranga", "Bay of Plenty"), ("Rotorua", "Bay of Plenty"),
           ("Napier", "Hawke's Bay"), ("Hastings", "Hawke's Bay"), ("Palmerston North", "Manawatu-Whanganui"),
           ("Nelson", "Nelson"), ("Dunedin", "Otago"), ("Invercargill", "Southland"), ("Whangarei", "Northland"),
           ("Timaru", "Canterbury"), ("Ashburton", "Canterbury"), ("Gisborne", "Gisborne"),
           ("New Plymouth", "Taranaki"), ("Masterton", "Wellington")],
    "IE": [("Cork", "Co. Cork", "T12"), ("Mallow", "Co. Cork", "P51"), ("Galway", "Co. Galway", "H91"),
           ("Limerick", "Co. Limerick", "V94"), ("Sligo", "Co. Sligo", "F91"), ("Ennis", "Co. Clare", "V95"),
           ("Tralee", "Co. Kerry", "V92"), ("Kilkenny", "Co. Kilkenny", "R95"), ("Athlone", "Co. Westmeath", "N37"),
           ("Drogheda", "Co. Louth", "A92"), ("Letterkenny", "Co. Donegal", "F92"), ("Castlebar", "Co. Mayo", "F23"),
           ("Wexford", "Co. Wexford", "Y35"), ("Navan", "Co. Meath", "C15")],
}
STATE_NAMES = {
    "OH": "Ohio", "OR": "Oregon", "WI": "Wisconsin", "NY": "New York", "AZ": "Arizona", "NC": "North Carolina",
    "ID": "Idaho", "WA": "Washington", "KY": "Kentucky", "GA": "Georgia", "CA": "California",
    "MA": "Massachusetts", "NE": "Nebraska", "IA": "Iowa", "FL": "Florida", "TX": "Texas", "MN": "Minnesota",
    "ME": "Maine", "ON": "Ontario", "NS": "Nova Scotia", "NB": "New Brunswick", "BC": "British Columbia",
    "AB": "Alberta", "SK": "Saskatchewan", "MB": "Manitoba", "NL": "Newfoundland and Labrador",
    "PE": "Prince Edward Island", "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
    "WA_AU": "Western Australia", "TAS": "Tasmania", "SA": "South Australia", "NT": "Northern Territory",
}
US_ZIP_PREFIX = {"OH": "43", "OR": "97", "WI": "53", "NY": "14", "AZ": "85", "NC": "27", "ID": "83", "WA": "98",
                 "KY": "40", "GA": "31", "CA": "93", "MA": "01", "NE": "68", "IA": "50", "FL": "34", "TX": "79",
                 "MN": "55", "ME": "04"}
CA_POST_LETTER = {"ON": "KLMNP", "NS": "B", "NB": "E", "BC": "V", "AB": "T", "SK": "S", "MB": "R", "NL": "A", "PE": "C"}
AU_POST_PREFIX = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "NT": "08"}
# Suburbs / localities (CITY) for NZ and AU addresses.
SUBURBS = {
    "NZ": ["Hillcrest", "Fairfield", "Mount Maunganui", "Greerton", "Taradale", "Stoke", "Roslyn", "Glengarry",
           "Kensington", "Merrilands", "Highbury", "Onekawa", "Ngongotaha", "Woodhill"],
    "AU": ["Figtree", "Keiraville", "Belmont", "Wendouree", "Kangaroo Flat", "Rangeville", "Edge Hill",
           "Aitkenvale", "Andergrove", "Usher", "Prospect Vale", "East Devonport", "Gray", "Karabar"],
}
COUNTRY_NAMES = {
    "GB": ["United Kingdom", "UK", "England"], "US": ["USA", "United States"], "CA": ["Canada"],
    "AU": ["Australia"], "NZ": ["New Zealand", "Aotearoa New Zealand"], "IE": ["Ireland", "Republic of Ireland"],
}
UK_NATIONS = ["Scotland", "Wales", "England", "Northern Ireland"]
ABROAD = ["Portugal", "Spain", "Greece", "Cyprus", "India", "Pakistan", "Poland", "Jamaica", "Nigeria",
          "the Philippines", "Vietnam", "Samoa", "Tonga", "Fiji", "Italy", "Canada", "Australia",
          "New Zealand", "South Africa", "Kenya", "Lebanon", "Mexico", "Ireland", "Scotland", "Malta",
          "Thailand", "Bangladesh", "Croatia", "Ukraine", "Somalia", "Sri Lanka", "China"]

STREET_NAMES = [
    "Elm", "Station", "Church", "Mill", "Orchard", "Beech", "Queen's", "Victoria", "Albert", "Park",
    "Meadow", "Harbour View", "Hawthorn", "Chapel", "Kingsley", "Ashgrove", "Larch", "Willow", "Poplar",
    "Rowan", "Heather", "Moorside", "Bridge", "Quarry", "Sandpiper", "Kestrel", "Fernhill", "Greenacre",
    "Cedar", "Maple", "Birch", "Lakeview", "Ridge", "Pinecrest", "Sycamore", "Chestnut", "Hillside",
    "Jacaranda", "Wattle", "Banksia", "Bottlebrush", "Grevillea", "Kowhai", "Rata", "Totara", "Puriri",
    "Matai", "Manuka", "Riverside", "Canal", "Abbey", "Priory", "Glebe", "Cromwell", "Wellington",
    "Lansdowne", "St Patrick's", "Castle", "Strand", "Seaview", "Gorse", "Bracken", "Linden", "Juniper",
]
STREET_TYPES = {
    "GB": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Gardens", "Terrace", "Grove", "Rd", "St"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way", "St", "Ave", "Rd", "Dr", "Blvd"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Court", "Boulevard", "St", "Ave", "Rd"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Place", "Close", "Drive", "St", "Rd", "Ave", "Pde"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Lane", "St", "Rd"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Terrace", "Heights", "Close", "Rd"],
}
HOUSE_NAMES = ["Rose Cottage", "The Laurels", "Glenview", "Hillcrest House", "Cnoc na Gaoithe", "Ty Gwyn",
               "The Old Forge", "Meadowbank", "Curlew Cottage"]
IE_TOWNLANDS = ["Ballyvolane", "Knocknacarra", "Rahoon", "Castletroy", "Cregg", "Rathkeale", "Ballinode",
                "Moyvalley", "Clonmore"]

# Hospitals, surgical centres and eye units (HOSPITAL).
HOSPITALS = {
    "GB": ["Ravensworth Royal Infirmary", "Calderbrook General Hospital", "Wyvern Valley Hospital",
           "Northcote Treatment Centre", "Fairhaven Private Hospital", "Saltmarsh District Hospital",
           "Bramley Park Eye Clinic", "Greyfriars Eye Centre", "Kingsmead Community Hospital",
           "St Aldwyn's Hospital", "Moorgate Lane Eye Unit", "Pennine Vale Hospital"],
    "US": ["Maple Valley Medical Center", "Cedar Ridge Eye Institute", "Lakeshore Ambulatory Surgery Center",
           "St. Brendan's Regional Hospital", "Bluestem Surgical Center", "Prairie View Eye Surgery Center",
           "Mercy Crossing Hospital", "Copper Hills Ophthalmology ASC", "Tri-River Medical Center"],
    "CA": ["Northridge General Hospital", "Bayfield Regional Health Centre", "St. Cuthbert's Hospital",
           "Riverbend Eye Surgery Centre", "Laurentide Eye Institute", "Prairie Lakes Health Centre",
           "Harbourfront Ophthalmic Day Centre"],
    "AU": ["Banksia Eye Hospital", "Southern Coast Private Hospital", "Wattle Grove Community Hospital",
           "Jacaranda Day Surgery", "Red Gum Base Hospital", "Coral Sea Eye Centre", "Ironbark Regional Hospital"],
    "NZ": ["Rimu District Hospital", "Kowhai Eye Surgery", "Awanui Hospital", "Southern Lakes Eye Centre",
           "Tasman Bay Private Hospital", "Pohutukawa Day Surgery"],
    "IE": ["St. Finnian's University Hospital", "Ardmore Eye and Ear Hospital", "Shannonside Regional Hospital",
           "Corrib Valley Hospital", "Our Lady of the Lakes Hospital", "Slievemore Eye Clinic"],
}
HOSP_ABBREV = {"Ravensworth Royal Infirmary": "RRI", "Calderbrook General Hospital": "CGH",
               "Maple Valley Medical Center": "MVMC", "Northridge General Hospital": "NGH",
               "St. Finnian's University Hospital": "SFUH", "Rimu District Hospital": "RDH",
               "Banksia Eye Hospital": "BEH", "Wyvern Valley Hospital": "WVH", "Tri-River Medical Center": "TRMC",
               "Red Gum Base Hospital": "RGBH", "Shannonside Regional Hospital": "SRH"}
# Refractive clinics (HOSPITAL).
REFRACTIVE_CLINICS = {
    "GB": ["Clearpoint Laser Eye Clinic", "Optima Vision Harrogate", "Lumen Eye Surgeons"],
    "US": ["Sharpline LASIK & Lens Center", "Summit Vision Laser Institute", "ClearVista Refractive"],
    "CA": ["Maplelight Laser Eye Centre", "TrueFocus Vision Clinic"],
    "AU": ["Southpoint Laser Eye", "Horizon Laser Vision", "Clarity Eye Surgeons"],
    "NZ": ["Kea Laser Vision", "Harbourside Eye Laser"],
    "IE": ["Claritas Eye Clinic", "Liffeyside Laser Vision"],
}
GP_PRACTICES = {
    "GB": ["Holloway Lane Surgery", "Wharfside Medical Practice", "Moorview Health Centre", "Castle Mead Surgery",
           "The Limes Medical Practice", "Beckside Surgery", "Abbeyfield Group Practice", "Orchard House Surgery"],
    "US": ["Riverbend Family Medicine", "Oak Hollow Primary Care", "Cedar Point Internal Medicine",
           "Sunrise Family Practice", "Bayside Geriatric Associates"],
    "CA": ["Northfield Family Health Team", "Maple Leaf Medical Clinic", "Harbourview Family Practice",
           "Prairie Rose Medical Clinic"],
    "AU": ["Bellbird Medical Centre", "Jacaranda Family Practice", "Southbank Road Medical", "Wattle Street GP Clinic"],
    "NZ": ["Kauri Health Centre", "Totara Medical", "Matai Street Surgery", "Harbour City Doctors"],
    "IE": ["Quayside Medical Centre", "Abbeyview Family Practice", "Millrace Medical", "The Green Surgery"],
}
OPTOM_PRACTICES = {
    "GB": ["Clearview Opticians", "Hartley & Moss Optometrists", "Brightsight Eyecare", "Focus Point Optometry",
           "Penrose Eyecare", "The Market Square Opticians"],
    "US": ["Pinecrest Eye Associates", "Vista Family Eyecare", "Main Street Optometry", "ClearSight Vision Center"],
    "CA": ["Northern Lights Optometry", "Bayfield Eye Care", "Westgate Vision Clinic"],
    "AU": ["Harbour Vision Optometrists", "Coastal Eyecare", "Blue Wren Optometry"],
    "NZ": ["Tui Optometrists", "Pukeko Eyecare", "Southern Sight Optometry"],
    "IE": ["Corrib Opticians", "Lee Valley Eyecare", "Atlantic Vision Optometrists"],
}
WARDS = ["Kestrel Ward", "Lavender Day Unit", "Rowan Suite", "Fern Ward", "Puriri Ward", "Heron Unit",
         "Bluebell Day Case Unit", "Ash Ward", "Nightingale Ward", "Kingfisher Unit", "Curlew Ward"]
PHARMACIES = {
    "GB": ["Greenway Pharmacy", "Moorside Chemist"], "US": ["Corner Drug Co.", "Lakeside Apothecary"],
    "CA": ["Maple Avenue Pharmacy"], "AU": ["Wattle Park Pharmacy"], "NZ": ["Kowhai Chemist"],
    "IE": ["Hennelly's Pharmacy", "Quay Street Pharmacy"],
}
CARE_HOMES = ["Beechwood Lodge Care Home", "Sunnyside Nursing Home", "The Willows Residential Home",
              "Harbour Lights Aged Care", "Rata Court Rest Home", "St Joseph's Nursing Home",
              "Magnolia Gardens Assisted Living"]
