"""Hand-written, invented place and organisation pools for dev331_en.

Towns, streets, hospitals, practices and organisations are invented for this
set.  States, provinces, counties and countries are real administrative names.
Lists are '|' separated.
"""


def L(s):
    return [x.strip() for x in s.split("|") if x.strip()]


STREET_WORDS = L(
    "Elm|Rowan|Hawthorn|Alder|Larch|Juniper|Sycamore|Willow|Chestnut|Beech|"
    "Heron|Kestrel|Lapwing|Curlew|Merlin|Plover|Wren|Linnet|Osprey|"
    "Mill|Quarry|Forge|Tannery|Ropewalk|Brewery|Foundry|Granary|Orchard|"
    "Abbot|Bishop|Chancel|Priory|Friars|Deanery|Glebe|Minster|"
    "Fairview|Hillcrest|Brookside|Riverside|Meadowbank|Stonebridge|Highfield|"
    "Ashgrove|Larkhill|Windmill|Harbour|Seaview|Cliffside|Sandpiper|"
    "Carrington|Pembrey|Tolland|Wexcombe|Ardleigh|Brantwood|Calloway|"
    "Dunmore|Easterbrook|Farrowby|Gorsedale|Halloran|Inchbrook|Kinvara|"
    "Lismoyle|Marrick|Netherby|Ormond|Pendell|Quenby|Ravensworth|Selkirk|"
    "Tollerton|Upcott|Vantage|Whitcombe|Yardley")

STREET_SUFFIX = {
    "GB": L("Road|Street|Lane|Close|Avenue|Crescent|Drive|Way|Grove|Terrace|"
            "Gardens|Mews|Walk|Place|Rise"),
    "IE": L("Road|Street|Lane|Avenue|Park|Grove|Terrace|Drive|Court|Heights|"
            "Crescent|Lawn"),
    "US": L("Street|Avenue|Road|Drive|Lane|Boulevard|Court|Place|Way|Parkway|"
            "Circle|Terrace|Trail"),
    "CA": L("Street|Avenue|Road|Drive|Crescent|Boulevard|Court|Way|Trail|"
            "Line|Rue"),
    "AU": L("Street|Road|Avenue|Parade|Crescent|Drive|Court|Place|Close|"
            "Terrace|Esplanade|Circuit"),
    "NZ": L("Street|Road|Avenue|Terrace|Crescent|Drive|Place|Lane|Grove|Rise|"
            "Way"),
    "ZA": L("Street|Road|Avenue|Drive|Crescent|Lane|Close|Way"),
    "SG": L("Road|Avenue|Street|Drive|Crescent|Lane|Rise|Walk"),
}

TOWNS = {
    "GB": L("Hollinsford|Bramwick|Carrowden|Thornleigh|Wetherstone|Kingsmere|"
            "Pellinghurst|Ashby Marsh|Oakhampton Vale|Dunmarsh|Llanfeiriog|"
            "Crossmoor|Saltbridge|Harrowgate Magna|Little Wexcombe|Brackenfield|"
            "Fennick Green|Stowbury|Gorsedale|Whinmoor Bridge|Calderbrook|"
            "Ryeford|Kilbrannan|Aberglas|Pennistone Cross|Marlbeck|Tidewell|"
            "Northcote Abbey|Upper Selby Fen|Ravensholme"),
    "IE": L("Ballymorrin|Kilcrannagh|Carrigdoon|Lisnaveagh|Drumcullen|"
            "Rathmoylan|Ennisbeg|Castlefarran|Ballinacurra West|Knockbrack|"
            "Glenmullan|Inchicorrib|Tullynagh|Clonmoylan|Derrylea|Ardnafinn|"
            "Portlaheen|Carrickmoyle"),
    "US": L("Millbrook Falls|Cedar Hollow|Port Lanier|Westfield Junction|"
            "Harlan Springs|Briar Glen|Fort Ambrose|Lake Tenney|Oak Ridge Station|"
            "New Carthage|Pine Bluff Crossing|Marlow Heights|Stanton Creek|"
            "East Merrimac|Sable Point|Hollis Grove|Dry Fork|Bellhaven|"
            "Cottonwood Flats|Grayson Mills|North Ellery|Silver Lake Park"),
    "CA": L("Pinecrest Landing|Fort Granville|New Aberfoyle|"
            "Saint-Remi-des-Bois|Lac-Sainte-Odile|Riverbend|Port Kessock|"
            "Maplewood Crossing|Cold Spring Harbour|Tamarack Falls|"
            "Beaverdam Lake|Grand Anse Nord|Ste-Agathe-des-Pins|Harrowby|"
            "Elk Meadow|Kinsale Bay"),
    "AU": L("Kurrajong Flats|Yarrabee|Coolabah Springs|Port Mallory|Bindaree|"
            "Wattle Creek|Murrawong|Gundaroo Heights|Tarrengower|Eulomo|"
            "Bellbird Ridge|Mount Kellerman|Warrabin|Nullamurra|Kooringal Bay|"
            "Jindivale|Cape Harlow|Wirrinya"),
    "NZ": L("Te Awaroa|Kaiwhenua|Port Ellery|Rangimoana|Whakarongo Bay|"
            "Otaraia|Mangatiki|Ruapeka|Glenavon Downs|Kowhai Flat|Tawhiti|"
            "Hapuku Point|St Aubyn Heights|Pukemata"),
    "ZA": L("Rietvallei|Kloofspruit|Mvubu Heights|Port Dunmore|Doringkraal|"
            "Emalahleni North|Bosveld Park|Seaforth Bay|Umhlanga Ridge East|"
            "Kwa-Nkanyezi|Vaalbank"),
    "SG": L("Singapore"),
}

# real administrative regions: (full name, abbreviation or None)
STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"),
           ("Georgia", "GA"), ("Minnesota", "MN"), ("Texas", "TX"),
           ("Massachusetts", "MA"), ("Colorado", "CO"), ("Kentucky", "KY"),
           ("Wisconsin", "WI"), ("Maryland", "MD"), ("Arizona", "AZ"),
           ("Iowa", "IA"), ("Pennsylvania", "PA"), ("North Carolina", "NC"),
           ("Washington", "WA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Quebec", "QC"),
           ("Alberta", "AB"), ("Manitoba", "MB"), ("Nova Scotia", "NS"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"),
           ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS")],
    "NZ": [("Canterbury", None), ("Waikato", None), ("Otago", None),
           ("Bay of Plenty", None), ("Manawatu-Whanganui", None),
           ("Hawke's Bay", None), ("Northland", None)],
    "ZA": [("Western Cape", None), ("Gauteng", None), ("KwaZulu-Natal", None),
           ("Eastern Cape", None), ("Free State", None)],
    "GB": [], "IE": [], "SG": [],
}

# counties are annotated as CITY (guideline: town, city, county)
COUNTIES = {
    "GB": L("Lancashire|Cumbria|Norfolk|Devon|Shropshire|Fife|Powys|"
            "Northumberland|Somerset|Derbyshire"),
    "IE": L("Cork|Galway|Mayo|Kerry|Donegal|Tipperary|Wexford|Sligo|Laois|"
            "Clare|Kilkenny|Meath"),
}

COUNTRY_NAME = {"GB": "United Kingdom", "IE": "Ireland", "US": "USA",
                "CA": "Canada", "AU": "Australia", "NZ": "New Zealand",
                "ZA": "South Africa", "SG": "Singapore"}

# other countries mentioned in narratives (births, deaths abroad, holidays)
ABROAD = L("Portugal|Spain|Poland|Nigeria|Ghana|India|Pakistan|Sri Lanka|"
           "the Philippines|Jamaica|Greece|Italy|Lebanon|Turkey|Kenya|"
           "Somalia|Vietnam|Malaysia|Samoa|Tonga|Romania|Ukraine|Brazil|"
           "Mexico|Egypt|Zimbabwe|Thailand|Cyprus|the Netherlands|Norway")

HOSPITALS = {
    "GB": L("Royal Ashbridge Infirmary|Thornleigh General Hospital|"
            "Kingsmere University Hospital|St Winifred's Hospital|"
            "Carrowden Heart and Lung Centre|Wetherstone District General|"
            "Calderbrook Royal Hospital|Dunmarsh Royal Infirmary|"
            "Saltbridge Community Hospital|Pellinghurst Memorial Hospital"),
    "IE": L("St Brendan's University Hospital|Mercy Harbour University Hospital|"
            "Ballymorrin General Hospital|Our Lady of Lourdes Hospital Kilcrannagh|"
            "Carrigdoon Regional Hospital|St Ita's Heart Institute|"
            "Castlefarran University Hospital"),
    "US": L("Mercy Harbour Medical Center|Cedar Hollow Regional Medical Center|"
            "Lake Tenney Heart Institute|St. Ambrose Hospital|"
            "Port Lanier University Hospital|Briar Glen Children's Hospital|"
            "Stanton Creek Memorial|Harlan Springs Community Hospital|"
            "North Ellery Health System"),
    "CA": L("Pinecrest General Hospital|Hopital Sainte-Odile|"
            "Fort Granville Health Sciences Centre|Riverbend Heart Institute|"
            "Tamarack Valley Hospital|Kinsale Bay Regional Health Centre|"
            "Harrowby Children's Hospital"),
    "AU": L("Port Mallory Hospital|Kurrajong Base Hospital|"
            "Yarrabee Heart Centre|St Brigid's Private Hospital Coolabah|"
            "Bellbird Ridge Hospital|Murrawong Children's Hospital|"
            "Tarrengower Health"),
    "NZ": L("Te Awaroa Hospital|Port Ellery Hospital|Rangimoana Base Hospital|"
            "Kaiwhenua Heart Centre|Whakarongo Bay Hospital|"
            "St Aubyn Private Hospital"),
    "ZA": L("Rietvallei Academic Hospital|Seaforth Bay Mediclinic|"
            "Kloofspruit Heart Hospital|Port Dunmore Provincial Hospital|"
            "Mvubu Heights Memorial Hospital"),
    "SG": L("Tanjong Merah General Hospital|Bukit Serai Heart Centre|"
            "Seletar Vale Hospital|Kembangan Lakeside Hospital"),
}

PRACTICES = {
    "GB": L("Elm Park Surgery|Brackenfield Medical Practice|"
            "Ryeford Health Centre|The Old Forge Surgery|Marlbeck Group Practice|"
            "Tidewell Family Doctors|Whinmoor Bridge Surgery|Stowbury Medical Centre"),
    "IE": L("Ennisbeg Family Practice|Knockbrack Medical Centre|"
            "Glenmullan Health Centre|Ardnafinn GP Clinic|Main Street Surgery Derrylea|"
            "Tullynagh Medical"),
    "US": L("Hollis Grove Family Medicine|Bellhaven Primary Care|"
            "Dry Fork Community Clinic|Grayson Mills Internal Medicine|"
            "Sable Point Pediatrics|Marlow Heights Family Practice"),
    "CA": L("Riverbend Family Health Team|Clinique Medicale Lac-Sainte-Odile|"
            "Elk Meadow Medical Clinic|Port Kessock Family Practice|"
            "Maplewood Crossing Medical Centre"),
    "AU": L("Wattle Creek Medical Centre|Bindaree Family Practice|"
            "Eulomo Street Clinic|Jindivale GP Centre|Warrabin Medical Group|"
            "Cape Harlow Doctors"),
    "NZ": L("Kowhai Flat Medical Centre|Otaraia Health|Mangatiki Family Doctors|"
            "Hapuku Point Medical|Tawhiti Health Centre"),
    "ZA": L("Doringkraal Family Practice|Bosveld Park Medical Centre|"
            "Vaalbank Health Clinic|Seaforth Bay GP Rooms"),
    "SG": L("Kembangan Family Clinic|Serai Medical Group|Lakeside Polyclinic East"),
}

WARDS = L("Cedar Ward|Heron Ward|Ward 7B|Coronary Care Unit 2|Larkspur Ward|"
          "Ward 22|Osprey Unit|Ward 4 North|Kingfisher Ward|Ward C3|"
          "Acute Cardiac Unit|Rowan Day Unit")

LABS = {
    "GB": L("North Pennine Genomic Laboratory Hub|Kingsmere Regional Genetics Laboratory|"
            "Dunmarsh Molecular Genetics Service"),
    "IE": L("St Brendan's Cardiac Genetics Laboratory|Castlefarran Molecular Diagnostics Unit"),
    "US": L("Lake Tenney Molecular Cardiology Laboratory|Port Lanier Genomic Medicine Lab"),
    "CA": L("Riverbend Molecular Diagnostics Laboratory|Fort Granville Genome Diagnostics"),
    "AU": L("Yarrabee Cardiac Genomics Laboratory|Port Mallory Molecular Genetics"),
    "NZ": L("Kaiwhenua Genetic Health Laboratory|Te Awaroa Molecular Pathology"),
    "ZA": L("Rietvallei Division of Human Genetics Laboratory"),
    "SG": L("Bukit Serai Cardiac Genetics Laboratory"),
}

# commercial labs / firms: annotated ORGANIZATION
COMPANIES = L("Corvana Genomics Inc.|Helixon Diagnostics|Quillmere Biosciences|"
              "Tessaract Genetic Services|Nordvale Sequencing Ltd")

EMPLOYERS = L("Brennock Haulage Ltd|Calder Valley Rail|Marlow Freight Lines|"
              "Halcyon Airways|Greystone Quarries|Pennock & Daughters Builders|"
              "Ardleigh Dairy Co-op|Fennick Green Primary School|"
              "Saltbridge Fire and Rescue Station 4|Tollerton Logistics|"
              "Kestrel Scaffolding Ltd|Orchard Street Bakery|Harbourline Ferries|"
              "Westgate Security Services|Upcott Engineering|Bluegum Mining Pty Ltd|"
              "Kauri Coast Forestry|Lakeshore Transit Authority|"
              "Redfern & Loxley Solicitors|Inchbrook Credit Union|"
              "Rietvallei Steelworks|Kinsale Bay Fisheries|Northcote Data Systems|"
              "Sable Point Marina|Tamarack Paper Mill|Pukemata Dairy Farm|"
              "Juniper Care Homes Group|Halloran Electrical|Brightwater Leisure Centre|"
              "Merlin Couriers")

SCHOOLS = L("St Aidan's College|Westfield Junction High School|"
            "Kilcrannagh Community School|Coolabah Springs State High School|"
            "Rangimoana College|Bramwick Academy|Ecole secondaire des Pins|"
            "Port Ellery Girls' High School|Hollis Grove Middle School|"
            "Seaforth Bay High School|University of Kingsmere|"
            "Harrowby Collegiate Institute|Tanjong Merah Secondary School")

CLUBS = L("Ashbridge Harriers AC|Kilcrannagh GAA Club|Port Mallory Surf Life Saving Club|"
          "Thornleigh Town FC|Rangimoana Rugby Club|Carrowden Rowing Club|"
          "Cedar Hollow Youth Soccer League|Pinecrest Hockey Association|"
          "Brackenfield Swimming Club|Bindaree Netball Club|Saltbridge Cycling Club|"
          "Mvubu Heights Athletics Club")

INSURERS = {
    "US": L("Keystone Mutual Health|Prairie Shield Health Plan|"
            "Harborview Medicare Advantage|Summit Crest HMO"),
    "IE": L("Laurel Health Insurance DAC|Shamrock Care Health"),
    "AU": L("Southern Cross Wattle Health Fund|Bluewater Members Health"),
    "ZA": L("Protea Medical Scheme|Kruger Health Medical Aid"),
    "CA": L("Maple Shield Benefits|Northern Lights Group Insurance"),
    "NZ": L("Kiwicover Health|Tasman Health Society"),
    "SG": L("Merlion Shield Insurance"),
    "GB": L("Albion Private Health|Tudor Mutual Healthcare"),
}

# landmarks, public places, named buildings: LOCATION_OTHER
LANDMARKS = L("Brackenfield Park|Saltbridge Leisure Pool|Harbour Road playing fields|"
              "the Kingsmere Arena|Tidewell Promenade|Kowhai Domain|"
              "Riverside Parkrun course|Stonebridge Sports Hall|"
              "Calloway Shopping Centre|Lakeside Community Hall|"
              "Millbrook Falls Aquatic Center|Glenmullan pitch|"
              "Murrawong Showgrounds|Pinecrest Curling Rink|Whitcombe Tower|"
              "Cape Harlow Surf Beach|Port Ellery Wharf")

PROFESSIONS = L("HGV driver|bus driver|taxi driver|airline pilot|firefighter|"
                "police officer|electrician|primary school teacher|secondary school teacher|"
                "farmer|scaffolder|accountant|professional footballer|rugby player|"
                "software engineer|chef|plumber|staff nurse|paramedic|train driver|"
                "carpenter|solicitor|lifeguard|forklift operator|crane operator|"
                "hairdresser|pharmacist|warehouse supervisor|security guard|"
                "dairy farmer|fisherman|miner|courier|personal trainer|"
                "social worker|civil engineer|bricklayer|lorry driver|"
                "care assistant|bank clerk|physiotherapist|marine engineer|"
                "delivery driver|roofer|dental nurse|swimming coach|retail manager|"
                "graphic designer|tree surgeon|commercial diver")
