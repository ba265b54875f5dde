"""Place pools per country: towns with region and postcode stem, streets, invented care sites."""

COUNTRIES = ["GB", "IE", "AU", "NZ", "CA", "US"]

COUNTRY_NAME = {"GB": "United Kingdom", "IE": "Ireland", "AU": "Australia",
                "NZ": "New Zealand", "CA": "Canada", "US": "USA"}

# (town, region or county or '', postcode stem)
TOWNS = {
    "GB": [("Halifax", "West Yorkshire", "HX"), ("Huddersfield", "West Yorkshire", "HD"),
           ("Bradford", "West Yorkshire", "BD"), ("Wakefield", "West Yorkshire", "WF"),
           ("Harrogate", "North Yorkshire", "HG"), ("Darlington", "County Durham", "DL"),
           ("Carlisle", "Cumbria", "CA"), ("Lancaster", "Lancashire", "LA"),
           ("Preston", "Lancashire", "PR"), ("Blackburn", "Lancashire", "BB"),
           ("Bolton", "", "BL"), ("Stockport", "Cheshire", "SK"), ("Chester", "Cheshire", "CH"),
           ("Shrewsbury", "Shropshire", "SY"), ("Hereford", "Herefordshire", "HR"),
           ("Gloucester", "Gloucestershire", "GL"), ("Swindon", "Wiltshire", "SN"),
           ("Taunton", "Somerset", "TA"), ("Exeter", "Devon", "EX"), ("Truro", "Cornwall", "TR"),
           ("Plymouth", "Devon", "PL"), ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"),
           ("Colchester", "Essex", "CO"), ("Luton", "Bedfordshire", "LU"),
           ("Reading", "Berkshire", "RG"), ("Guildford", "Surrey", "GU"),
           ("Canterbury", "Kent", "CT"), ("Brighton", "East Sussex", "BN"),
           ("Leicester", "", "LE"), ("Derby", "Derbyshire", "DE"), ("Lincoln", "Lincolnshire", "LN"),
           ("Peterborough", "Cambridgeshire", "PE"), ("Cardiff", "", "CF"), ("Swansea", "", "SA"),
           ("Dundee", "Angus", "DD"), ("Inverness", "Highland", "IV"),
           ("Paisley", "Renfrewshire", "PA"), ("Kilmarnock", "Ayrshire", "KA"),
           ("Belfast", "County Antrim", "BT"), ("Sunderland", "Tyne and Wear", "SR"),
           ("Durham", "County Durham", "DH"), ("Oldham", "Greater Manchester", "OL"),
           ("Wigan", "Lancashire", "WN"), ("Walsall", "West Midlands", "WS"),
           ("Wolverhampton", "West Midlands", "WV"), ("Dudley", "West Midlands", "DY"),
           ("Coventry", "West Midlands", "CV"), ("Northampton", "Northamptonshire", "NN"),
           ("Todmorden", "West Yorkshire", "OL"), ("Hebden Bridge", "West Yorkshire", "HX"),
           ("Keighley", "West Yorkshire", "BD"), ("Skipton", "North Yorkshire", "BD")],
    "IE": [("Ballincollig", "Co. Cork", "P31"), ("Mallow", "Co. Cork", "P51"),
           ("Tralee", "Co. Kerry", "V92"), ("Killarney", "Co. Kerry", "V93"),
           ("Ennis", "Co. Clare", "V95"), ("Castlebar", "Co. Mayo", "F23"),
           ("Ballina", "Co. Mayo", "F26"), ("Sligo", "Co. Sligo", "F91"),
           ("Letterkenny", "Co. Donegal", "F92"), ("Athlone", "Co. Westmeath", "N37"),
           ("Mullingar", "Co. Westmeath", "N91"), ("Tullamore", "Co. Offaly", "R35"),
           ("Portlaoise", "Co. Laois", "R32"), ("Kilkenny", "Co. Kilkenny", "R95"),
           ("Wexford", "Co. Wexford", "Y35"), ("Navan", "Co. Meath", "C15"),
           ("Drogheda", "Co. Louth", "A92"), ("Dundalk", "Co. Louth", "A91"),
           ("Naas", "Co. Kildare", "W91"), ("Bray", "Co. Wicklow", "A98"),
           ("Galway", "Co. Galway", "H91"), ("Tuam", "Co. Galway", "H54"),
           ("Clonmel", "Co. Tipperary", "E91"), ("Nenagh", "Co. Tipperary", "E45"),
           ("Swords", "Co. Dublin", "K67"), ("Rathfarnham", "Dublin 14", "D14"),
           ("Clondalkin", "Dublin 22", "D22"), ("Dungarvan", "Co. Waterford", "X35")],
    "AU": [("Parramatta", "NSW", "2150"), ("Penrith", "NSW", "2750"),
           ("Wollongong", "NSW", "2500"), ("Newcastle", "NSW", "2300"), ("Dubbo", "NSW", "2830"),
           ("Wagga Wagga", "NSW", "2650"), ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"),
           ("Bendigo", "VIC", "3550"), ("Frankston", "VIC", "3199"), ("Dandenong", "VIC", "3175"),
           ("Toowoomba", "QLD", "4350"), ("Cairns", "QLD", "4870"), ("Townsville", "QLD", "4810"),
           ("Southport", "QLD", "4215"), ("Ipswich", "QLD", "4305"), ("Mandurah", "WA", "6210"),
           ("Bunbury", "WA", "6230"), ("Joondalup", "WA", "6027"), ("Elizabeth", "SA", "5112"),
           ("Mount Gambier", "SA", "5290"), ("Launceston", "TAS", "7250"),
           ("Devonport", "TAS", "7310"), ("Palmerston", "NT", "0830"),
           ("Belconnen", "ACT", "2617"), ("Orange", "NSW", "2800"), ("Mildura", "VIC", "3500")],
    "NZ": [("Papakura", "Auckland", "2110"), ("Manukau", "Auckland", "2104"),
           ("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"),
           ("Rotorua", "Bay of Plenty", "3010"), ("Gisborne", "Gisborne", "4010"),
           ("Napier", "Hawke's Bay", "4110"), ("Hastings", "Hawke's Bay", "4122"),
           ("Whanganui", "Manawatū-Whanganui", "4500"),
           ("Palmerston North", "Manawatū-Whanganui", "4410"),
           ("Masterton", "Wellington", "5810"), ("Porirua", "Wellington", "5022"),
           ("Nelson", "Nelson", "7010"), ("Blenheim", "Marlborough", "7201"),
           ("Timaru", "Canterbury", "7910"), ("Ashburton", "Canterbury", "7700"),
           ("Dunedin", "Otago", "9016"), ("Invercargill", "Southland", "9810"),
           ("Whangārei", "Northland", "0110"), ("Kaitaia", "Northland", "0410"),
           ("Taupō", "Waikato", "3330"), ("Levin", "Manawatū-Whanganui", "5510")],
    "CA": [("Mississauga", "ON", "L5"), ("Brampton", "ON", "L6"), ("Hamilton", "ON", "L8"),
           ("Kingston", "ON", "K7"), ("Sudbury", "ON", "P3"), ("Thunder Bay", "ON", "P7"),
           ("Barrie", "ON", "L4"), ("London", "ON", "N6"), ("Surrey", "BC", "V3"),
           ("Kelowna", "BC", "V1"), ("Nanaimo", "BC", "V9"), ("Red Deer", "AB", "T4"),
           ("Lethbridge", "AB", "T1"), ("Saskatoon", "SK", "S7"), ("Brandon", "MB", "R7"),
           ("Moncton", "NB", "E1"), ("Halifax", "NS", "B3"), ("Sydney", "NS", "B1"),
           ("Gatineau", "QC", "J8"), ("Sherbrooke", "QC", "J1"), ("Trois-Rivières", "QC", "G8"),
           ("Charlottetown", "PE", "C1"), ("St. John's", "NL", "A1"), ("Oshawa", "ON", "L1")],
    "US": [("Worcester", "MA", "016"), ("Springfield", "MA", "011"), ("Providence", "RI", "029"),
           ("Hartford", "CT", "061"), ("Albany", "NY", "122"), ("Syracuse", "NY", "132"),
           ("Erie", "PA", "165"), ("Scranton", "PA", "185"), ("Toledo", "OH", "436"),
           ("Akron", "OH", "443"), ("Dayton", "OH", "454"), ("Flint", "MI", "485"),
           ("Grand Rapids", "MI", "495"), ("Peoria", "IL", "616"), ("Rockford", "IL", "611"),
           ("Madison", "WI", "537"), ("Duluth", "MN", "558"), ("Des Moines", "IA", "503"),
           ("Omaha", "NE", "681"), ("Wichita", "KS", "672"), ("Tulsa", "OK", "741"),
           ("El Paso", "TX", "799"), ("Lubbock", "TX", "794"), ("Tucson", "AZ", "857"),
           ("Albuquerque", "NM", "871"), ("Boise", "ID", "837"), ("Spokane", "WA", "992"),
           ("Eugene", "OR", "974"), ("Fresno", "CA", "937"), ("Bakersfield", "CA", "933"),
           ("Savannah", "GA", "314"), ("Macon", "GA", "312"), ("Charleston", "SC", "294"),
           ("Knoxville", "TN", "379"), ("Lexington", "KY", "405"), ("Mobile", "AL", "366"),
           ("Shreveport", "LA", "711"), ("Jackson", "MS", "392")],
}

STATE_LONG = {
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "WA": "Western Australia",
    "SA": "South Australia", "TAS": "Tasmania", "NT": "Northern Territory",
    "ACT": "Australian Capital Territory",
    "ON": "Ontario", "BC": "British Columbia", "AB": "Alberta", "SK": "Saskatchewan",
    "MB": "Manitoba", "NB": "New Brunswick", "NS": "Nova Scotia", "QC": "Quebec",
    "PE": "Prince Edward Island", "NL": "Newfoundland and Labrador",
    "MA": "Massachusetts", "RI": "Rhode Island", "CT": "Connecticut", "NY": "New York",
    "PA": "Pennsylvania", "OH": "Ohio", "MI": "Michigan", "IL": "Illinois", "WI": "Wisconsin",
    "MN": "Minnesota", "IA": "Iowa", "NE": "Nebraska", "KS": "Kansas", "OK": "Oklahoma",
    "TX": "Texas", "AZ": "Arizona", "NM": "New Mexico", "ID": "Idaho", "OR": "Oregon",
    "CA": "California", "GA": "Georgia", "SC": "South Carolina", "TN": "Tennessee",
    "KY": "Kentucky", "AL": "Alabama", "LA": "Louisiana", "MS": "Mississippi",
}

STREET_ROOTS = [
    "Larch", "Elm", "Station", "Church", "Mill", "Orchard", "Victoria", "Albert", "Hawthorn",
    "Rowan", "Beech", "Willow", "Kingfisher", "Heron", "Meadow", "Bridge", "Park", "Hill",
    "Chapel", "Quarry", "Ferry", "Harbour", "Maple", "Birch", "Cedar", "Oak", "Pine", "Lake",
    "Riverside", "Granville", "Wellington", "Clifton", "Marlborough", "Fairview", "Sunnyside",
    "Kenmore", "Glenview", "Laurel", "Poplar", "Sycamore", "Primrose", "Bluebell", "Thistle",
    "Heather", "Abbey", "Castle", "Cathedral", "Foxhill", "Brookfield", "Greenacre",
    "Lavender", "Juniper", "Ashgrove", "Valley", "Summit", "Prospect", "Jubilee", "Coronation",
]
STREET_ROOTS_LOCAL = {
    "GB": ["Moorside", "Pennine", "Calder", "Wharfe", "Tithe Barn", "Blackthorn", "Cobden"],
    "IE": ["Pearse", "O'Connell", "Davitt", "Ard na Gréine", "Cnoc Bán", "Sheares", "Parnell"],
    "AU": ["Wattle", "Banksia", "Jacaranda", "Waratah", "Bottlebrush", "Currawong", "Kurrajong"],
    "NZ": ["Kowhai", "Totara", "Rimu", "Pohutukawa", "Manuka", "Tui", "Matai"],
    "CA": ["Tamarack", "Laurier", "Champlain", "Portage", "Algonquin", "Muskoka", "Caribou"],
    "US": ["Magnolia", "Dogwood", "Hickory", "Cottonwood", "Sycamore Creek", "Lincoln", "Jefferson"],
}
STREET_SUFFIX = {
    "GB": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Grove", "Terrace",
           "Way", "Gardens", "Place", "Court", "Rise", "Fold"],
    "IE": ["Road", "Street", "Avenue", "Park", "Drive", "Lawn", "Grove", "Close", "Heights",
           "Court", "Terrace"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Place", "Drive", "Close",
           "Circuit", "Terrace", "St", "Rd", "Ave"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Grove", "St", "Rd"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "St", "Ave", "Dr"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way", "St", "Ave",
           "Rd", "Dr", "Blvd", "Ln"],
}

# invented hospitals / eye units per country
HOSPITALS = {
    "GB": ["Kestrel Vale University Hospital", "St Aldhelm's Eye Hospital",
           "Northmoor General Hospital", "Royal Calder Infirmary", "Whinfell District Hospital",
           "Harrowden Community Hospital", "Westbrook Eye Centre", "Princess Adela Eye Unit",
           "Sandmere Hospital", "Ravensworth Royal Infirmary", "Lowther Bridge Hospital"],
    "IE": ["St Bríd's University Hospital", "Mercy Atlantic Hospital", "Ardmore Regional Hospital",
           "Shannonside University Hospital", "Cluain Eye and Ear Hospital",
           "Knockaline General Hospital", "Slaneyside Hospital"],
    "AU": ["Wattlebrook Hospital", "Southern Ranges Eye Hospital", "Coral Coast Base Hospital",
           "Mount Kembla Eye Clinic", "Northside Vision Centre", "Lachlan Valley Health Campus",
           "Ironbark Private Hospital"],
    "NZ": ["Te Awa Eye Centre", "Waimarino Hospital", "Harbourview Eye Clinic",
           "Kahurangi Hospital", "Southern Lakes Hospital", "Tawhiti Base Hospital"],
    "CA": ["Lakeshore Regional Health Centre", "St. Brigid's Eye Institute",
           "Fraserview General Hospital", "Bluewater Eye Centre", "Chinook Regional Eye Clinic",
           "Tamarack Valley Hospital"],
    "US": ["Merriwether Eye Institute", "Lakeview Glaucoma Associates", "St. Clement Medical Center",
           "Prairie Vista Eye Center", "Hollis Ridge Medical Center", "Cedar Plains Ophthalmology",
           "Bayfront Eye & Laser", "Mercy Hollow Hospital"],
}

# named diagnostic hubs / community sites used for virtual clinics
HUBS = {
    "GB": ["Kingfisher Diagnostic Hub", "Moorside Community Eye Centre", "Calder Eye Imaging Suite",
           "Bridgefoot Health Centre"],
    "IE": ["Corrib Community Eye Hub", "Slaney Imaging Centre", "Dún Rí Primary Care Centre"],
    "AU": ["Banksia Eye Imaging Centre", "Currawong Community Health", "Redfern Vision Hub"],
    "NZ": ["Tui Street Eye Hub", "Matai Community Health Centre", "Kauri Point Imaging"],
    "CA": ["Portage Eye Imaging Clinic", "Caribou Community Health Centre", "Laurier Vision Hub"],
    "US": ["Cottonwood Imaging Center", "Magnolia Eye Testing Suite", "Hickory Outpatient Pavilion"],
}

WARDS = ["Rowan Ward", "Kingfisher Day Unit", "Heron Ward", "Bluebell Day Case Unit",
         "Curlew Ward", "Skylark Ward", "Lapwing Day Unit", "Juniper Ward"]

PRACTICE_SUFFIX = {
    "GB": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Family Practice",
           "Group Practice"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "GP Practice", "Medical Practice"],
    "AU": ["Family Medical", "Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
    "NZ": ["Health Centre", "Medical Centre", "Family Doctors", "Health", "Medical"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Health Centre"],
    "US": ["Primary Care", "Family Medicine", "Internal Medicine Associates", "Health Partners",
           "Medical Group"],
}

OPTOM_SUFFIX = {
    "GB": ["Opticians", "Optometrists", "Eyecare", "Eye Centre"],
    "IE": ["Opticians", "Optometrists", "Eyecare"],
    "AU": ["Optometrists", "Eyecare", "Optical", "Eye Care Centre"],
    "NZ": ["Optometrists", "Eyecare", "Optical"],
    "CA": ["Optometry", "Eye Care", "Vision Clinic", "Optometric Centre"],
    "US": ["Optometry", "Vision Center", "Eye Care", "Family Eyecare"],
}

PHARMACY_SUFFIX = {"GB": ["Pharmacy", "Chemist"], "IE": ["Pharmacy", "Chemist"],
                   "AU": ["Pharmacy", "Discount Pharmacy"], "NZ": ["Pharmacy"],
                   "CA": ["Pharmacy", "Drugs"], "US": ["Pharmacy", "Drug Store"]}

# hard-negative public bodies per country (never PHI)
PUBLIC_BODIES = {
    "GB": ["NHS England", "NICE", "DVLA", "MHRA", "the Royal College of Ophthalmologists",
           "the College of Optometrists", "GOC", "DWP", "NHS Scotland"],
    "IE": ["the HSE", "NDLS", "the RSA", "HIQA", "the Department of Social Protection", "CORU"],
    "AU": ["Medicare", "the TGA", "Austroads", "the PBS", "RANZCO", "AHPRA", "Services Australia"],
    "NZ": ["Te Whatu Ora", "Health New Zealand", "NZTA", "ACC", "PHARMAC", "Medsafe"],
    "CA": ["the Ministry of Transportation", "OHIP", "Health Canada", "the CPSO", "CAO",
           "the Canadian Ophthalmological Society"],
    "US": ["CMS", "the FDA", "Medicare", "the DMV", "the AAO", "the Social Security Administration",
           "Medicaid"],
}

# telephone area codes (all generated numbers carry 555)
AREA_US = {"MA": ["508", "413", "774"], "RI": ["401"], "CT": ["860"], "NY": ["518", "315"],
           "PA": ["814", "570"], "OH": ["419", "330", "937"], "MI": ["810", "616"],
           "IL": ["309", "815"], "WI": ["608"], "MN": ["218"], "IA": ["515"], "NE": ["402"],
           "KS": ["316"], "OK": ["918"], "TX": ["915", "806"], "AZ": ["520"], "NM": ["505"],
           "ID": ["208"], "WA": ["509"], "OR": ["541"], "CA": ["559", "661"], "GA": ["912", "478"],
           "SC": ["843"], "TN": ["865"], "KY": ["859"], "AL": ["251"], "LA": ["318"], "MS": ["601"]}
AREA_CA = {"ON": ["905", "613", "705", "807", "519", "416"], "BC": ["604", "250", "778"],
           "AB": ["403", "780"], "SK": ["306"], "MB": ["204"], "NB": ["506"], "NS": ["902"],
           "QC": ["819", "450"], "PE": ["902"], "NL": ["709"]}
GB_AREAS = ["113", "114", "116", "117", "121", "131", "141", "151", "161", "191", "118",
            "1422", "1484", "1274", "1924", "1423", "1325", "1228", "1524", "1772", "1254",
            "1204", "1244", "1743", "1432", "1452", "1793", "1823", "1392", "1872", "1752",
            "1603", "1473", "1206", "1582", "1483", "1227", "1273", "1332", "1522", "1733",
            "1792", "1382", "1463", "1563", "29", "28", "20"]
IE_AREAS = ["1", "21", "61", "66", "64", "94", "96", "71", "74", "90", "44", "57", "56",
            "53", "46", "41", "42", "45", "91", "93", "52", "67", "58"]
