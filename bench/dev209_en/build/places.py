"""Places and organisations: towns, addresses, care sites, prisons, bases, units, employers."""
from core import rng, pick, chance

# (city, state abbreviation, state name, zip prefix, county)
US_CITIES = [
    ("Fayetteville", "NC", "North Carolina", "283", "Cumberland County"),
    ("Killeen", "TX", "Texas", "765", "Bell County"),
    ("Clarksville", "TN", "Tennessee", "370", "Montgomery County"),
    ("Jacksonville", "NC", "North Carolina", "285", "Onslow County"),
    ("Colorado Springs", "CO", "Colorado", "809", "El Paso County"),
    ("El Paso", "TX", "Texas", "799", "El Paso County"),
    ("Tacoma", "WA", "Washington", "984", "Pierce County"),
    ("Columbus", "GA", "Georgia", "319", "Muscogee County"),
    ("Norfolk", "VA", "Virginia", "235", "Norfolk County"),
    ("Oceanside", "CA", "California", "920", "San Diego County"),
    ("Lawton", "OK", "Oklahoma", "735", "Comanche County"),
    ("Junction City", "KS", "Kansas", "664", "Geary County"),
    ("Watertown", "NY", "New York", "136", "Jefferson County"),
    ("Hinesville", "GA", "Georgia", "313", "Liberty County"),
    ("Fort Walton Beach", "FL", "Florida", "325", "Okaloosa County"),
    ("Biloxi", "MS", "Mississippi", "395", "Harrison County"),
    ("Dayton", "OH", "Ohio", "454", "Montgomery County"),
    ("Tucson", "AZ", "Arizona", "857", "Pima County"),
    ("Albuquerque", "NM", "New Mexico", "871", "Bernalillo County"),
    ("Spokane", "WA", "Washington", "992", "Spokane County"),
    ("Bangor", "ME", "Maine", "044", "Penobscot County"),
    ("Augusta", "GA", "Georgia", "309", "Richmond County"),
    ("Anchorage", "AK", "Alaska", "995", "Anchorage Borough"),
    ("Terre Haute", "IN", "Indiana", "478", "Vigo County"),
    ("Canon City", "CO", "Colorado", "812", "Fremont County"),
    ("Beckley", "WV", "West Virginia", "258", "Raleigh County"),
    ("Marion", "IL", "Illinois", "629", "Williamson County"),
    ("Huntsville", "TX", "Texas", "773", "Walker County"),
    ("Jackson", "MI", "Michigan", "492", "Jackson County"),
    ("Shreveport", "LA", "Louisiana", "711", "Caddo Parish"),
    ("Gallup", "NM", "New Mexico", "873", "McKinley County"),
    ("Hilo", "HI", "Hawaii", "967", "Hawaii County"),
    ("Sierra Vista", "AZ", "Arizona", "856", "Cochise County"),
    ("Jacksonville", "FL", "Florida", "322", "Duval County"),
    ("Knoxville", "TN", "Tennessee", "379", "Knox County"),
    ("Pueblo", "CO", "Colorado", "810", "Pueblo County"),
    ("Youngstown", "OH", "Ohio", "445", "Mahoning County"),
    ("Lake Charles", "LA", "Louisiana", "706", "Calcasieu Parish"),
]

# (town, county, postcode area)
UK_TOWNS = [
    ("Richmond", "North Yorkshire", "DL10"), ("Aldershot", "Hampshire", "GU11"),
    ("Colchester", "Essex", "CO2"), ("Tidworth", "Wiltshire", "SP9"),
    ("Plymouth", "Devon", "PL2"), ("Portsmouth", "Hampshire", "PO2"),
    ("Carterton", "Oxfordshire", "OX18"), ("Elgin", "Moray", "IV30"),
    ("Arbroath", "Angus", "DD11"), ("Brecon", "Powys", "LD3"),
    ("Lisburn", "County Antrim", "BT28"), ("Wakefield", "West Yorkshire", "WF1"),
    ("Durham", "County Durham", "DH1"), ("Liverpool", "Merseyside", "L4"),
    ("Salford", "Greater Manchester", "M6"), ("Birmingham", "West Midlands", "B20"),
    ("Swansea", "West Glamorgan", "SA1"), ("Cardiff", "South Glamorgan", "CF14"),
    ("Glasgow", "Lanarkshire", "G21"), ("Edinburgh", "Midlothian", "EH11"),
    ("Leeds", "West Yorkshire", "LS7"), ("Doncaster", "South Yorkshire", "DN4"),
    ("Hull", "East Riding of Yorkshire", "HU9"), ("Norwich", "Norfolk", "NR2"),
    ("Preston", "Lancashire", "PR1"), ("Sunderland", "Tyne and Wear", "SR4"),
    ("Barnsley", "South Yorkshire", "S70"), ("Stoke-on-Trent", "Staffordshire", "ST4"),
    ("Catterick Garrison", "North Yorkshire", "DL9"), ("Warminster", "Wiltshire", "BA12"),
    ("Chatham", "Kent", "ME4"), ("Blackpool", "Lancashire", "FY1"),
    ("Merthyr Tydfil", "Mid Glamorgan", "CF47"), ("Dundee", "Angus", "DD3"),
    ("Gosport", "Hampshire", "PO12"), ("Newport", "Gwent", "NP19"),
    ("Middlesbrough", "North Yorkshire", "TS3"), ("Carlisle", "Cumbria", "CA2"),
]

US_STREETS = ["Bragg Blvd", "Pine Hollow Rd", "Yadkin Rd", "Murchison Rd", "Cliffdale Road",
              "Rancier Ave", "W Veterans Memorial Blvd", "Trimble Rd", "Fort Campbell Blvd",
              "Academy Blvd", "Fountain Mesa Rd", "Dyer St", "Pacific Ave", "Steilacoom Blvd",
              "Victory Dr", "Hampton Blvd", "Mission Ave", "Cache Rd", "Grant Ave",
              "Arsenal St", "Oglethorpe Hwy", "Racetrack Rd", "Pass Rd", "Salem Ave",
              "Speedway Blvd", "Central Ave SE", "Division St", "Hammond St", "Gordon Hwy",
              "Muldoon Rd", "Wabash Ave", "Royal Gorge Blvd", "Robert C Byrd Dr", "Main Street",
              "Elm Street", "Oak Ridge Drive", "Cedar Lane", "Magnolia Court", "Willow Bend",
              "County Road 412", "Sycamore St", "Lakeview Terrace", "Old Post Rd"]
UK_STREETS = ["Carlton Terrace", "Mill Lane", "Station Road", "Queen's Avenue", "Gough Road",
              "Hipswell Road", "Vimy Close", "Alma Street", "Balaclava Road", "Church Street",
              "Victoria Road", "Wellington Crescent", "Meadow View", "Heol y Nant",
              "Brynmawr Terrace", "Glebe Close", "Colliery Row", "Shore Road", "Craigie Street",
              "Harbour Walk", "Orchard Way", "Tennyson Gardens", "Lime Grove", "Kestrel Drive",
              "Albert Road", "Sebastopol Terrace", "Marne Avenue", "Ypres Road", "Inkerman Way",
              "Park View", "Moorland Road", "Beech Avenue", "Fairfield Street", "Nelson Street"]
PC_LET = "ABDEFGHJLNPQRSTUWXYZ"

US_ACUTE = ["Riverbend VA Medical Center", "Granite Peak Veterans Hospital", "Cedar Hollow Regional Medical Center",
            "Harmon Army Community Hospital", "Bayview Naval Medical Center", "Three Rivers VA Medical Center",
            "Magnolia Coast VA Medical Center", "St. Brendan's Hospital", "Prairie Wind Community Hospital",
            "Kessler Ridge VA Medical Center", "Lone Prairie VA Health Care System", "Mercy Hollow Medical Center"]
US_CLINIC = ["Cape Fear Valley VA Clinic", "Mesa Ridge CBOC", "Pinecrest VA Community Based Outpatient Clinic",
             "Copper Basin VA Clinic", "Desert Springs VA Outpatient Clinic", "Coastal Plains Family Medicine",
             "Bluebonnet Family Health Center", "Riverbend VA Medical Center", "Three Rivers VA Medical Center"]
US_MIL = ["Sandhills Troop Medical Clinic", "Wyatt Troop Medical Clinic", "Harmon Army Community Hospital",
          "Bayview Naval Medical Center", "Battalion Aid Station 2-504", "Kestrel Flight Medicine Clinic"]
US_SECURE = ["Eastfield State Forensic Hospital", "Federal Medical Center Carrollton", "Ridgeline Behavioral Health Center",
             "Northgate State Hospital"]
US_MH = ["Holloway Vet Center", "Riverbend VA Medical Center", "Three Rivers VA Medical Center",
         "Kessler Ridge VA Medical Center", "Ridgeline Behavioral Health Center", "Lone Prairie VA Health Care System"]
UK_ACUTE = ["Queen Adelaide Hospital", "St Aldhelm's Hospital", "Royal Lanark Infirmary", "Princess Alys Hospital",
            "Moorside General Hospital", "Wearside Royal Infirmary", "Ysbyty Glan Tawe", "Kingsmoor District Hospital"]
UK_GP = ["Millbrook Surgery", "Harbour View Medical Practice", "Castle Mead Medical Practice", "Heronsgate Surgery",
         "Abbeyfield Health Centre", "Station Road Surgery", "Priory Fields Medical Group"]
UK_MIL = ["Catterick Garrison Medical Centre", "Kiln Barracks Medical Centre", "Harrowfield Regional Rehabilitation Unit",
          "Tidworth Primary Care Rehabilitation Facility", "Bulford Medical Centre", "Lossiemouth Station Medical Centre",
          "Dale Barracks Medical Centre"]
UK_SECURE = ["Fernhill Secure Hospital", "Larchwood Medium Secure Unit", "Brackenfield Unit", "Severnside Medium Secure Unit",
             "Hollins Park Psychiatric Unit", "Moorside Hospital"]
UK_MH = ["Ridgeway Department of Community Mental Health", "Dunmore Veterans' Mental Health Service",
         "Tyneside Veterans' Trauma Service", "Queen Adelaide Hospital"]
HOSP = {("US", "acute"): US_ACUTE, ("US", "primary"): US_CLINIC, ("US", "mil"): US_MIL, ("US", "secure"): US_SECURE,
        ("US", "mh"): US_MH, ("UK", "acute"): UK_ACUTE, ("UK", "primary"): UK_GP, ("UK", "mil"): UK_MIL,
        ("UK", "secure"): UK_SECURE, ("UK", "mh"): UK_MH}
UK_WARDS = ["Ash Ward", "Kestrel Ward", "Rowan Ward", "Lister Ward", "Curlew Ward",
            "Heather Ward", "Nightingale Ward", "Tamar Ward", "Oak Ward", "Fern Ward"]
US_WARDS = ["Ward 4B", "Unit 7 West", "Cedar Unit", "Pine Unit", "Ward 2 North",
            "Admissions Unit A", "Eagle Unit", "Building 3 Acute Unit"]
US_PHARM = ["Main Street Pharmacy", "Valley Drug", "Cornerstone Pharmacy", "Freedom Rx",
            "Patriot Family Pharmacy"]
UK_PHARM = ["Westgate Pharmacy", "Boundary Road Chemist", "Castle Pharmacy",
            "Hillside Pharmacy"]

US_PRISONS = ["FCI Redstone", "USP Hollow Creek", "Pine Valley Correctional Facility",
              "Dade Hill State Prison", "Midland Regional Jail", "FCI Sandy Fork",
              "Cumberland Detention Center", "Blue Mesa Correctional Complex",
              "Wolf Creek State Prison", "Harlan Ridge Correctional Institution",
              "Three Forks County Jail", "FMC Carrollton"]
UK_PRISONS = ["HMP Greystone", "HMP Thornmoor", "HMP & YOI Kestrel Fields", "HMP Blackmere",
              "HMYOI Ashgrove", "HMP Longhollow", "HMP Saltmarsh", "HMP Wetherby Moor",
              "HMP Low Fellside", "HMP Barrowcliffe", "HMP Ardmuir", "HMP Caerwen"]
UK_COURTS = ["Northfield Magistrates' Court", "Greystone Crown Court",
             "Wearside Magistrates' Court", "Kingsmoor Crown Court", "Castleford Hall Magistrates' Court"]
US_COURTS = ["Cumberland County Superior Court", "US District Court, Western District",
             "Pierce County District Court", "Bell County Court at Law"]
UK_POLICE = ["Eastgate Police Station", "Tallon Street custody suite", "Fellside Custody Suite"]

BASES = {
    "army": ["Fort Liberty", "Fort Cavazos", "Fort Campbell", "Fort Carson", "Joint Base Lewis-McChord", "Fort Bliss",
             "Fort Drum", "Fort Sill", "Fort Riley", "Fort Stewart", "Schofield Barracks", "Fort Huachuca"],
    "usmc": ["Camp Lejeune", "Camp Pendleton", "Marine Corps Base Hawaii", "Twentynine Palms"],
    "navy": ["Naval Station Norfolk", "Naval Base San Diego", "Naval Station Mayport", "Naval Base Kitsap"],
    "af": ["Eglin AFB", "Keesler AFB", "Wright-Patterson AFB", "Davis-Monthan AFB", "Pope Field"],
    "cg": ["Coast Guard Base Portsmouth", "Coast Guard Sector Mobile"],
    "ukarmy": ["Alanbrooke Barracks", "Bulford Camp", "Lucknow Barracks", "Dale Barracks", "Invicta Park Barracks",
               "Marne Lines", "Kiln Barracks", "Sennybridge Camp", "Thiepval Barracks", "Hipswell Lines", "Picton Barracks"],
    "rn": ["HMNB Clyde", "HMS Drake", "HMNB Portsmouth", "HMS Collingwood"],
    "rm": ["RM Condor", "Bickleigh Barracks", "RM Norton Manor Camp"],
    "raf": ["RAF Brize Norton", "RAF Lossiemouth", "RAF Coningsby", "RAF Honington"],
}
US_BASES = BASES["army"] + BASES["usmc"] + BASES["navy"] + BASES["af"]
UK_BASES = BASES["ukarmy"] + BASES["rn"] + BASES["rm"] + BASES["raf"]

RANKS = {
    "army": ["PVT", "PFC", "SPC", "SPC", "CPL", "SGT", "SSG", "SFC", "MSG", "2LT", "1LT", "CPT", "MAJ", "CW2"],
    "usmc": ["PFC", "LCpl", "Cpl", "Sgt", "SSgt", "GySgt", "Capt", "Maj"],
    "navy": ["HM3", "HM2", "PO3", "PO2", "PO1", "ABH2", "LT", "LCDR"],
    "af": ["AMN", "A1C", "SrA", "SSgt", "TSgt", "MSgt", "Capt", "Maj"],
    "cg": ["SN", "PO3", "PO2", "BM1", "LTJG"],
    "ukarmy": ["Pte", "Pte", "LCpl", "Cpl", "Sgt", "SSgt", "WO2", "Spr", "Gnr", "Rfn", "Tpr", "Sig", "Fus", "Gdsm",
               "Kgn", "Craftsman", "2Lt", "Lt", "Capt", "Maj"],
    "rn": ["AB", "LS", "PO", "CPO", "Lt", "Lt Cdr"],
    "rm": ["Mne", "Mne", "Cpl", "Sgt", "CSgt", "Lt", "Capt"],
    "raf": ["AS1", "SAC", "Cpl", "Sgt", "FS", "Fg Off", "Flt Lt", "Sqn Ldr"],
}


def branch_key(country, branch):
    b = (branch or "").lower()
    if country == "US":
        if "marine" in b:
            return "usmc"
        if "navy" in b:
            return "navy"
        if "air" in b:
            return "af"
        if "coast" in b:
            return "cg"
        return "army"
    if "navy" in b:
        return "rn"
    if "marine" in b:
        return "rm"
    if "air" in b:
        return "raf"
    return "ukarmy"


MIL_PROF = {
    "army": ["infantryman", "combat medic", "motor transport operator", "wheeled vehicle mechanic", "combat engineer",
             "helicopter crew chief", "military police officer", "cannon crewmember", "signal support systems specialist",
             "supply specialist", "cook", "petroleum supply specialist", "cavalry scout", "tank crewman",
             "parachute rigger", "explosive ordnance disposal technician", "electronic warfare specialist"],
    "usmc": ["rifleman", "machine gunner", "motor vehicle operator", "combat engineer", "field radio operator", "mortarman",
             "aircraft mechanic"],
    "navy": ["hospital corpsman", "machinist's mate", "aviation boatswain's mate", "Seabee equipment operator",
             "gunner's mate", "culinary specialist", "electrician's mate"],
    "af": ["aircraft armament technician", "security forces member", "air traffic controller", "aerospace medical technician",
           "crew chief", "fuels technician", "loadmaster"],
    "cg": ["boatswain's mate", "machinery technician", "aviation survival technician", "maritime enforcement specialist"],
    "ukarmy": ["infantry soldier", "combat medical technician", "vehicle mechanic", "signaller", "chef", "combat engineer",
               "driver", "gunner", "rifleman", "military policeman", "logistics specialist", "armourer",
               "bomb disposal operator", "physical training instructor", "clerk"],
    "rn": ["marine engineering technician", "warfare specialist", "steward", "medical assistant", "chef", "clearance diver",
           "helicopter loadmaster"],
    "rm": ["royal marines commando", "signaller", "assault engineer", "sniper", "driver", "landing craft coxswain"],
    "raf": ["RAF Regiment gunner", "aircraft technician", "logistics specialist", "firefighter", "air operations specialist",
            "medical assistant", "communications specialist"],
}


def mil_prof(country, branch):
    return pick(MIL_PROF[branch_key(country, branch)])


def rank(country, branch):
    return pick(RANKS[branch_key(country, branch)])


# (country, city or region with its type, base, first year, last year)
DEPLOY = [
    ("Afghanistan", ("Kandahar", "CITY"), "Kandahar Airfield", 2002, 2014),
    ("Afghanistan", ("Helmand Province", "STATE"), "Camp Bastion", 2006, 2014),
    ("Afghanistan", ("Parwan Province", "STATE"), "Bagram Airfield", 2002, 2021),
    ("Afghanistan", ("Khost", "CITY"), "FOB Salerno", 2002, 2013),
    ("Afghanistan", ("Lashkar Gah", "CITY"), "PB Nahidullah", 2008, 2013),
    ("Iraq", ("Anbar Province", "STATE"), "Al Asad Air Base", 2003, 2020),
    ("Iraq", ("Baghdad", "CITY"), "Camp Taji", 2003, 2020),
    ("Iraq", ("Basra", "CITY"), "Contingency Operating Base Basra", 2003, 2009),
    ("Iraq", ("Erbil", "CITY"), "Erbil Air Base", 2014, 2024),
    ("Kuwait", ("Kuwait City", "CITY"), "Camp Arifjan", 1991, 2025),
    ("Saudi Arabia", ("Dhahran", "CITY"), "King Abdulaziz Air Base", 1990, 1991),
    ("Djibouti", ("Djibouti City", "CITY"), "Camp Lemonnier", 2003, 2025),
    ("Qatar", ("Doha", "CITY"), "Al Udeid Air Base", 2003, 2025),
    ("Syria", ("Deir ez-Zor", "STATE"), "Mission Support Site Conoco", 2017, 2024),
    ("Estonia", ("Tapa", "CITY"), "Tapa Camp", 2017, 2025),
    ("Mali", ("Gao", "CITY"), "Camp Bagnold", 2020, 2022),
    ("Poland", ("Orzysz", "CITY"), "Bemowo Piskie Training Area", 2017, 2025),
    ("Cyprus", ("Akrotiri", "CITY"), "RAF Akrotiri", 1970, 2025),
    ("Kenya", ("Nanyuki", "CITY"), "Laikipia Air Base", 1975, 2025),
    ("Germany", ("Grafenwoehr", "CITY"), "Rose Barracks", 1965, 2025),
    ("Germany", ("Paderborn", "CITY"), "Barker Barracks", 1965, 2019),
    ("South Korea", ("Pyeongtaek", "CITY"), "Camp Humphreys", 1965, 2025),
    ("Japan", ("Okinawa", "STATE"), "Camp Schwab", 1965, 2025),
    ("Falkland Islands", ("Mount Pleasant", "CITY"), "Mount Pleasant Complex", 1986, 2025),
    ("Bosnia", ("Tuzla", "CITY"), "Eagle Base", 1996, 2004),
    ("Kosovo", ("Ferizaj", "CITY"), "Camp Bondsteel", 1999, 2025),
    ("Somalia", ("Mogadishu", "CITY"), "Baledogle Airfield", 1992, 1994),
    ("Vietnam", ("Da Nang", "CITY"), "Da Nang Air Base", 1965, 1972),
    ("Vietnam", ("Quang Tri Province", "STATE"), "Camp Carroll", 1966, 1971),
    ("Northern Ireland", ("South Armagh", "STATE"), "Bessbrook Mill", 1970, 2006),
    ("Northern Ireland", ("Belfast", "CITY"), "North Howard Street Mill", 1970, 2005),
]


COMBAT = ["Afghanistan", "Iraq", "Syria", "Somalia", "Mali"]


def pick_deploy(y0, y1, country="US", combat=False):
    """A deployment that fits a service period; returns (place tuple, year)."""
    ok = [d for d in DEPLOY if d[3] <= y1 and d[4] >= y0 and (not combat or d[0] in COMBAT)]
    if country == "US":
        ok = [d for d in ok if d[0] != "Northern Ireland"] or ok
    else:
        ok = [d for d in ok if d[0] != "Vietnam"] or ok
    if not ok:
        ok = [d for d in DEPLOY if d[0] in (COMBAT[:2] if combat else ("Germany", "Cyprus", "South Korea"))]
    d = pick(ok)
    lo, hi = max(y0, d[3]), min(y1, d[4])
    if lo > hi:
        lo = hi = d[3]
    return d, rng.randint(lo, hi)


UNITS_T = {
    "army": ["{o} Battalion, {n} Infantry Regiment", "{o} Brigade Combat Team, {d} Infantry Division",
             "{n} Military Police Company", "{n} Combat Support Hospital", "{n} Transportation Company",
             "{n} Engineer Battalion", "{n} Forward Support Company", "{o} Squadron, {n} Cavalry Regiment",
             "{o} Battalion, {n} Field Artillery Regiment", "{n} Signal Battalion"],
    "usmc": ["{o} Battalion, {m} Marines", "Combat Logistics Battalion {k}", "Marine Wing Support Squadron {k}",
             "{o} Combat Engineer Battalion"],
    "navy": ["USS {ship}", "Naval Mobile Construction Battalion {k}", "Helicopter Sea Combat Squadron {k}",
             "Expeditionary Medical Facility {k}"],
    "af": ["{n} Airlift Squadron", "{n} Security Forces Squadron", "{n} Civil Engineer Squadron",
           "{n} Aircraft Maintenance Squadron", "{n} Expeditionary Medical Group"],
    "cg": ["USCGC {ship}", "Coast Guard Station {ship}"],
    "ukarmy": ["{u} Battalion The Royal Welsh", "{u} Battalion The Rifles", "{x} Engineer Regiment",
               "{x} Regiment Royal Artillery", "{x} Medical Regiment", "{x} Regiment Royal Logistic Corps",
               "{u} Battalion The Parachute Regiment", "{x} Signal Regiment", "{u} Battalion Royal Gurkha Rifles",
               "The Royal Dragoon Guards", "{u} Battalion Scots Guards", "{x} Close Support Battalion REME",
               "{u} Battalion The Yorkshire Regiment", "The Queen's Royal Hussars"],
    "rn": ["HMS {uship}", "{x} Naval Air Squadron", "Fleet Diving Unit {y}"],
    "rm": ["{c} Commando Royal Marines", "Commando Logistic Regiment", "{c} Commando Royal Marines, {co} Company"],
    "raf": ["{x} Squadron RAF Regiment", "No. {x} Squadron RAF", "{x} Expeditionary Air Wing", "Tactical Medical Wing"],
}
SHIPS_US = ["Bainbridge", "Harpers Ferry", "Carl Vinson", "Gonzalez", "Kearsarge", "Mason", "Waesche", "Stratton"]
SHIPS_UK = ["Dauntless", "Albion", "Argyll", "Montrose", "Enterprise", "Somerset", "Prince of Wales", "Kent"]


def unit(country, branch=None):
    key = branch_key(country, branch) if branch else pick(["army", "army", "usmc", "navy", "af"] if country == "US"
                                                          else ["ukarmy", "ukarmy", "rn", "rm", "raf"])
    t = pick(UNITS_T[key])
    return t.format(o=pick(["1st", "2nd", "3rd", "4th"]),
                    n=pick(["82nd", "101st", "504th", "10th", "25th", "4th", "3rd", "173rd", "545th", "7th", "62nd",
                            "18th", "36th", "22nd", "60th", "437th"]),
                    d=pick(["1st", "3rd", "4th", "10th", "25th", "82nd"]), m=pick(["1st", "2nd", "5th", "6th", "7th", "8th"]),
                    k=pick(["2", "5", "7", "11", "22", "74", "133", "28"]), ship=pick(SHIPS_US), uship=pick(SHIPS_UK),
                    u=pick(["1st", "2nd", "3rd", "1", "2", "3"]), x=pick(["21", "32", "4", "3", "15", "27", "16", "7", "1", "2", "22", "36", "847", "34"]),
                    y=pick(["2", "3"]), c=pick(["40", "42", "45"]), co=pick(["Alpha", "Bravo", "Charlie", "Yankee"]))


US_EMP = ["Hollis Logistics", "Tri-County Freight", "Redline Couriers", "Kessler Auto Body",
          "Bayshore Shipyard", "Pinnacle Roofing Company", "Sandhill Security Services",
          "Gulf Coast Rebar", "Lonestar Linework LLC", "Ridgeback Towing",
          "Cumberland Poultry", "Aldrich Tire & Lube", "Magnolia Home Health",
          "Summit Staffing Group", "Prairie Grain Cooperative", "Copperline Mining", "Big Sky Moving & Storage"]
UK_EMP = ["Greenway Security Ltd", "Northgate Construction", "Fellside Haulage", "Harbour Scaffolding Ltd",
          "Tyne Valley Roofing", "Kirkby Cash & Carry", "Blackmere Joinery", "Anchor Parcel Services",
          "Pennine Bus Company", "Thistle Facilities Management", "Cwm Valley Plant Hire", "Redbrook Recycling",
          "Saltire Offshore Services", "Wolds Poultry Ltd"]
US_CHARITY = ["Wounded Warrior Project", "Disabled American Veterans Chapter 14", "Team Rubicon", "Veterans Outreach of the Sandhills"]
UK_CHARITY = ["Combat Stress", "Help for Heroes", "Royal British Legion", "SSAFA", "Crossroads Veterans Hub", "Walking With The Wounded"]
US_CONTRACTORS = ["Meridian Disability Exams LLC", "Veterans Exam Partners",
                  "Liberty Medical Evaluations", "Keystone Claims Examinations"]
UK_CONTRACTORS = ["Castlegate Health Assessments", "Veterans UK Medical Services",
                  "Northbridge Medical Assessors"]
UK_LAW = ["Hartley & Sons Solicitors", "Pryce Llewellyn LLP", "Carrick Legal"]
US_LAW = ["Hargrove & Pike, PLLC", "Veterans Law Group of Tacoma", "Delgado Legal Aid Clinic"]


def _zip(z3):
    return z3 + "%02d" % rng.randint(1, 99)


def postcode(area):
    return "%s %d%s%s" % (area, rng.randint(1, 9), pick(PC_LET), pick(PC_LET))


def us_place():
    return pick(US_CITIES)


def uk_place():
    return pick(UK_TOWNS)


def street(country):
    if country == "US":
        s = "%d %s" % (rng.randint(12, 9899), pick(US_STREETS))
        if chance(0.25):
            s += pick([", Apt ", " Apt ", " Unit ", ", Lot ", " #"]) + str(rng.randint(1, 40)) + pick(["", "B", "", "A"])
        return s
    if chance(0.2):
        return "Flat %d, %d %s" % (rng.randint(1, 24), rng.randint(1, 180), pick(UK_STREETS))
    return "%d %s" % (rng.randint(1, 220), pick(UK_STREETS))


class Address:
    def __init__(self, country):
        self.country = country
        self.street = street(country)
        if country == "US":
            c = us_place()
            self.city, self.st, self.state, self.county = c[0], c[1], c[2], c[4]
            self.zip = _zip(c[3])
            if chance(0.2):
                self.zip += "-%04d" % rng.randint(1, 9999)
        else:
            c = uk_place()
            self.city, self.county = c[0], c[1]
            self.st = self.state = ""
            self.zip = postcode(c[2])

    def pieces(self, multiline=False, county=False):
        sep = "\n" if multiline else ", "
        if self.country == "US":
            st = self.st if chance(0.85) else self.state
            return [(self.street, "STREET"), sep, (self.city, "CITY"), ", ", (st, "STATE"),
                    " ", (self.zip, "ZIP")]
        out = [(self.street, "STREET"), sep, (self.city, "CITY")]
        if county or chance(0.3):
            out += [sep if multiline else ", ", (self.county, "CITY")]
        out += [sep if multiline else " ", (self.zip, "ZIP")] if multiline else [", ", (self.zip, "ZIP")]
        return out

    def town(self):
        if self.country == "US":
            return [(self.city, "CITY"), ", ", (self.st, "STATE")]
        return [(self.city, "CITY")]


def hosp(country, kind="acute"):
    return pick(HOSP[(country, kind)])


def prison(country):
    return pick(US_PRISONS if country == "US" else UK_PRISONS)


def base(country, branch=None):
    if branch:
        return pick(BASES[branch_key(country, branch)])
    return pick(US_BASES if country == "US" else UK_BASES)


def employer(country):
    return pick(US_EMP if country == "US" else UK_EMP)


def ward(country):
    return pick(US_WARDS if country == "US" else UK_WARDS)


def pharmacy(country):
    return pick(US_PHARM if country == "US" else UK_PHARM)


def court(country):
    return pick(US_COURTS if country == "US" else UK_COURTS)


def cell(country):
    if country == "UK":
        return pick(["%s%d-%02d" % (pick("ABCDEFG"), rng.randint(1, 4), rng.randint(1, 40)),
                     "House Block %d, cell %d" % (rng.randint(1, 6), rng.randint(1, 60)),
                     "%s Wing cell %d" % (pick(["A", "B", "C", "D", "F", "K"]), rng.randint(101, 340))])
    return pick(["Unit %s-%d, Cell %d" % (pick("ABCDEFGH"), rng.randint(1, 4), rng.randint(101, 260)),
                 "Housing Unit %d, Bunk %d%s" % (rng.randint(1, 9), rng.randint(1, 96), pick("LU")),
                 "%s Pod cell %d" % (pick(["Alpha", "Bravo", "Charlie", "Delta", "Echo"]), rng.randint(1, 48))])
