"""Hand-written place and organisation pools.  Towns, streets, hospitals,
practices and organisations are invented for this set; states, provinces,
counties and countries are real."""

COUNTRY_NAME = {"US": "United States", "UK": "United Kingdom", "IE": "Ireland",
                "CA": "Canada", "AU": "Australia", "NZ": "New Zealand",
                "ZA": "South Africa"}

STATES = {
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Illinois", "IL"),
           ("Massachusetts", "MA"), ("Colorado", "CO"), ("Oregon", "OR"), ("Texas", "TX"),
           ("Georgia", "GA"), ("Minnesota", "MN"), ("Wisconsin", "WI"), ("Tennessee", "TN"),
           ("North Carolina", "NC"), ("Arizona", "AZ"), ("Virginia", "VA"), ("Missouri", "MO"),
           ("Iowa", "IA"), ("Kentucky", "KY"), ("New Mexico", "NM"), ("Maine", "ME")],
    "UK": [("Lancashire", None), ("West Yorkshire", None), ("Kent", None), ("Devon", None),
           ("Cheshire", None), ("Norfolk", None), ("Staffordshire", None), ("Lincolnshire", None),
           ("Fife", None), ("Gwynedd", None), ("County Antrim", None), ("Cumbria", None),
           ("Somerset", None), ("Durham", None), ("Derbyshire", None)],
    "IE": [("Galway", None), ("Cork", None), ("Kerry", None), ("Mayo", None), ("Clare", None),
           ("Limerick", None), ("Tipperary", None), ("Wexford", None), ("Donegal", None),
           ("Kilkenny", None), ("Meath", None), ("Sligo", None), ("Offaly", None)],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "NZ": [("Auckland", None), ("Waikato", None), ("Canterbury", None), ("Otago", None),
           ("Wellington", None), ("Bay of Plenty", None), ("Northland", None),
           ("Manawatu-Whanganui", None), ("Hawke's Bay", None), ("Southland", None)],
    "ZA": [("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"),
           ("Eastern Cape", "EC"), ("Free State", "FS"), ("Limpopo", "LP"),
           ("Mpumalanga", "MP"), ("North West", "NW")],
}

TOWNS = {
    "US": "Millbrook Falls|Cedar Hollow|Port Ellison|New Harwick|Bellmont Springs|Stonybrook Junction|"
          "Ravenna Heights|Oakhurst|Marlow Creek|Fairhaven Bluffs|Grover Mills|Elkton Ridge|"
          "Willet Point|Sawyer City|Lake Tressa|Quarry Hill|Dunmore Flats|Pinecrest Valley|"
          "Ashgrove|Brandywell|Copperton Falls|Hadley Crossing|Kessler Park|Northfork|"
          "Silver Lick|Tamarack Bay|Wrenfield|Yellow Birch",
    "UK": "Castlebridge|Ellesmoor|Wardle Heath|Thornbury Cross|Kirkhallam|Stainforth Bridge|"
          "Hollinsworth|Market Sowerby|Brackenfold|Lowther Green|Penhallow|Aldermoor|"
          "Great Cransley|Netherford|Redgate Marsh|Saltby on Sea|Crowhurst End|Fellbeck|"
          "Upper Wensham|Dunholt|Llanfechain Fawr|Aberhirnant|Kilbirnie Mains|Ballyclaverty|"
          "Ashby Marlow|Coldwater Row",
    "IE": "Kilbrannagh|Carrigmore|Ardnaree Bridge|Ballinacurra East|Drumkeeran Upper|Lisnagarvan|"
          "Rathcormack West|Knocknashee|Clonbrassil|Inishcarra|Ballyvourney North|Castlekeel|"
          "Tullyroe|Glenmoy|Mullaghbawn Cross|Kilcarrig|Dunmanus Quay|Ardfinnan Hill|Coolnagree|"
          "Newtownrossan",
    "CA": "Port Alderney|Fernhill|Lac-Sainte-Odile|Birchmount Landing|Cobourg Heights|Granton|"
          "Maple Ridge Crossing|Kettle Falls East|Stonehaven|New Tarrant|Riviere-aux-Saules|"
          "Pelham Bay|Elgin Mills|Whitestone Lake|Carrow Point|Saint-Amable-Nord|Harwood|"
          "Lindell Beach|Moose Coulee|Prospect Harbour",
    "AU": "Wattle Flat|Kurrajong Downs|Bellbird Creek|Mundaring East|Coolamon Heights|"
          "Yarrabin|Port Kessing|Tarrawonga|Greystanes North|Illabo Springs|Myrtle Bank West|"
          "Bungaree Vale|Emu Point|Koolunga|Warrawee Park|Kangaroo Gully|Banksia Ridge|"
          "Toorak Gardens East|Merrigal|Jindivick North",
    "NZ": "Te Awaroa|Kaihinu|Rangitoto Bay|Whareroa|Pukeatua|Mangawhero|Oroua Downs|"
          "Tahuna Flat|Kowhai Point|Matariki Heights|Ngaio Springs|Totara Valley|Waipiro Bay|"
          "Riverlea|Karamu Park|Puriri Glen|Harewood Downs|Oteha Vale",
    "ZA": "Umhlanga Ridge East|Kwa-Nobuhle South|Protea Glen Ext 4|Bloemhof West|Sonnedal|"
          "Rietvallei|Mzimkhulu Heights|Kleinfontein|Doringkloof|Ntuzuma West|Seshego Park|"
          "Hartbeesfontein North|Ezibeleni|Wilgerpark|Mooirivier",
}

STREET_STEMS = (
    "Elm|Oak|Birch|Willow|Chestnut|Hawthorn|Rowan|Alder|Hazel|Linden|Maple|Cedar|Juniper|"
    "Laburnum|Magnolia|Foxglove|Heather|Bracken|Kestrel|Lark|Wren|Heron|Curlew|Plover|Meadow|"
    "Orchard|Mill|Church|Station|School|Quarry|Forge|Brook|Riverside|Harbour|Bridge|Castle|"
    "Abbey|Priory|Chapel|Market|Victoria|Albert|Coronation|Jubilee|Windsor|Clarence|Gladstone|"
    "Hillcrest|Ridgeway|Valley|Fairview|Summit|Sunnyside|Greenbank|Westfield|Eastbrook|"
    "Northgate|Southview|Kingsley|Ashdown|Beacon|Lighthouse|Tannery|Ropewalk|Granary|"
    "Kowhai|Totara|Rimu|Wattle|Banksia|Jacaranda|Protea|Acacia|Marula|Tamarind|Poplar|Sycamore"
).split("|")

STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Boulevard",
           "Blvd", "Court", "Ct", "Way", "Place", "Terrace", "Parkway", "Circle"],
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Way", "Grove",
           "Terrace", "Gardens", "Court", "Mews", "Rise", "View", "Walk"],
    "IE": ["Road", "Street", "Lane", "Park", "Avenue", "Crescent", "Drive", "Grove", "Heights",
           "Court", "Lawns", "Manor", "View", "Close"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way",
           "Lane", "Trail", "Place", "Gate"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Parade",
           "Close", "Drive", "Court", "Place", "Terrace", "Way", "Esplanade"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Lane",
           "Grove", "Way", "Rise", "Close"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Drive", "Lane", "Close", "Way",
           "Rylaan", "Straat"],
}

# specialist PH centres (the writing site) and other hospitals
PH_CENTRES = {
    "US": ["Ridgeway University Medical Center", "St. Aldric's Heart and Lung Institute",
           "Pinecrest Valley Regional Medical Center", "Mercy Tamarack Hospital",
           "Kessler Park University Hospital", "Lakeshore Cardiopulmonary Center",
           "Grover Memorial Hospital", "Wrenfield Medical Center"],
    "UK": ["Northgate Royal Infirmary", "St Brannoc's Hospital", "Ellesmoor General Hospital",
           "Royal Castlebridge Heart and Lung Hospital", "Queen Adela University Hospital",
           "Fellbeck Cardiothoracic Centre", "Kirkhallam Royal Hospital"],
    "IE": ["St Finnian's University Hospital", "Mater Carrigmore Hospital",
           "Kilbrannagh University Hospital", "Our Lady of Clonbrassil Hospital",
           "St Ita's Regional Hospital"],
    "CA": ["Port Alderney Health Sciences Centre", "Granton General Hospital",
           "Hopital Sainte-Odile", "Stonehaven Heart Institute", "Pelham Bay Regional Hospital",
           "St. Columba's Health Centre"],
    "AU": ["Wattle Flat Hospital", "Royal Bellbird Hospital", "St Kessing's Hospital",
           "Banksia Ridge Heart and Lung Centre", "Yarrabin Base Hospital",
           "Coolamon Heights Private Hospital"],
    "NZ": ["Te Awaroa Hospital", "Whareroa Base Hospital", "Rangitoto Bay Hospital",
           "Kowhai Point Hospital", "Totara Valley Hospital"],
    "ZA": ["Umhlanga Ridge Academic Hospital", "Sonnedal Provincial Hospital",
           "Rietvallei Heart Hospital", "Protea Glen Clinic", "Doringkloof Private Hospital"],
}

REFERRING = {
    "US": ["Hadley Crossing Community Hospital", "Silver Lick Medical Center",
           "Northfork Regional Hospital", "Marlow Creek Medical Center", "Yellow Birch Hospital",
           "Sawyer City Medical Clinic", "Elkton Ridge Family Health"],
    "UK": ["Stainforth Bridge District General Hospital", "Hollinsworth Hospital",
           "Penhallow Community Hospital", "Market Sowerby Infirmary", "Netherford General",
           "Aldermoor Hospital", "Dunholt Royal Infirmary"],
    "IE": ["Castlekeel General Hospital", "Tullyroe County Hospital", "Glenmoy Regional Hospital",
           "St Brigid's Hospital Ardnaree", "Lisnagarvan Community Hospital"],
    "CA": ["Fernhill District Hospital", "Birchmount Landing Hospital", "Harwood Memorial Hospital",
           "Lindell Beach Health Centre", "Carrow Point Regional"],
    "AU": ["Tarrawonga District Hospital", "Merrigal Hospital", "Kurrajong Downs Health Service",
           "Emu Point Private Hospital", "Illabo Springs Hospital"],
    "NZ": ["Pukeatua Hospital", "Mangawhero Hospital", "Oroua Downs Health Centre",
           "Riverlea Hospital", "Karamu Park Hospital"],
    "ZA": ["Kleinfontein Hospital", "Seshego Park Hospital", "Ezibeleni District Hospital",
           "Wilgerpark Hospital", "Mooirivier Clinic"],
}

PRACTICE_STEMS = ["Elm Park", "Riverside", "Brookfield", "Castle Mead", "Greenbank", "Westfield",
                  "Hawthorn", "Orchard House", "Beacon", "Station Road", "Meadowbank", "Harbourside",
                  "Larkhill", "Abbey Gate", "Fairview", "Southview", "Juniper", "Tannery Lane",
                  "Kingsley", "Willowbrook", "Summit", "Granary", "Priory", "Heronsgate"]
PRACTICE_SUFFIX = {
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates", "Family Practice",
           "Community Health Center"],
    "UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice", "Group Practice"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Primary Care Centre"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
    "NZ": ["Medical Centre", "Family Health", "Health Centre", "Medical"],
    "ZA": ["Medical Centre", "Family Practice", "Clinic", "Health Hub"],
}
PHARMACY_SUFFIX = ["Pharmacy", "Chemist", "Pharmacy", "Pharmacy & Wellness", "Community Pharmacy"]

WARDS = ["Larkspur Ward", "Kingfisher Ward", "Heron Ward", "Ward 7B", "Ward 22", "Bluebell Ward",
         "Cedar Unit", "Ward 4 East", "Juniper Ward", "Skylark Ward", "Harebell Ward",
         "Osprey Ward", "Ward 12", "Kowhai Ward", "Rimu Ward", "Ward C3", "Primrose Ward",
         "Ward 9 North", "Jacaranda Ward", "Protea Ward"]

BUILDINGS = ["Harrowden Wing", "Tennant Pavilion", "Lister-Moore Building", "Gatehouse Block",
             "Ashcombe Wing", "Fenwick Tower", "Clover Building", "Dunstan Wing",
             "Marram House", "Whitlow Annexe", "Ormond Pavilion", "Calder Block"]

RESIDENCES = ["Harbour View Court", "Marram House", "Linden Court", "Wexcombe Apartments", "Kestrel Heights",
              "Alder Point", "The Maltings", "Tideway Mansions", "Rosehip House", "Copper Beech Court"]

HOMECARE = ["Quillon Homecare", "Medivane Home Health", "Orrisford Specialty Pharmacy",
            "Nettlefield Clinical Homecare", "Pavion Healthcare at Home", "Silverlode Specialty Rx",
            "Kestrel Bay Homecare", "Alder & Finch Pharmacy Services", "Tarnwell Infusion Services",
            "Brightwater Home Therapies", "Corvane Specialty Pharmacy", "Halyard Homecare Ltd"]

COURIERS = ["Swiftmarch Couriers", "Tarnline Logistics", "Redkite Medical Transport",
            "Colderidge Cold-Chain", "Pellman Express", "Greyhaven Freight"]

INSURERS = {
    "US": ["Bluestem Health Plan", "Granite Peak Health", "Ardent Shield Health",
           "Pinegate Health Insurance", "Northwind Mutual", "Lodestar Health Partners"],
    "CA": ["Maplewood Benefits Group", "Borealis Life & Health", "Sunmere Group Benefits"],
    "AU": ["Wattlecare Health Fund", "Southern Ochre Health", "Coralline Health"],
    "NZ": ["Kowhai Health Cover", "Tuatara Health Insurance"],
    "ZA": ["Protea Medical Scheme", "Baobab Health Scheme", "Kalahari Medical Aid"],
    "IE": ["Ardcarn Health Insurance", "Corrigan Health Cover"],
    "UK": ["Thistledown Private Health"],
}

EMPLOYERS = ["Brackenridge Logistics", "Tallowmere Foods", "Harrowgate Print Works",
             "Quenby Construction", "Sableford Engineering", "Miravale Dairies",
             "Cobbold & Sons Builders", "Ostrander Paper Mill", "Pellucid Software",
             "Norvane Telecom", "Greywater Fisheries", "Lantern Street Bakery",
             "Ellery Motors", "Bramblewood Care Home Group", "Kittering Haulage",
             "Fennimore Textiles", "Halcyon Hotels", "Orwell Valley Council", "Tuckwell Farms",
             "Redfern Mining Co.", "Coastline Ferries", "Wexbury Insurance Brokers",
             "Amberlight Solar", "Drumlin Quarries", "Penrose Academy", "Saint Ninian's School",
             "Hollybank Primary School", "Kestrel Ridge College", "Greenshank Garden Centre",
             "Marchetti Ice Cream Parlour", "Okoro Hair Studio", "Bayliss Funeral Services"]

SUPPORT_GROUPS = ["Breathing Space PH Support Group", "Open Air PH Circle",
                  "PH Friends Network", "Second Wind Patient Group"]

CHURCHES = ["St Colman's Parish", "Grace Fellowship Church", "Holy Trinity Chapel",
            "Bethel Assembly", "Al-Noor Community Centre"]

LANDMARKS = ["Dunmore Creamery", "the Kingfisher Arms", "Tollgate Garage", "St Colman's church", "the Red Lion",
             "Quarry Hill water tower", "Harbour Spar shop", "the Wheatsheaf Inn", "Pellow's Mill"]

TRAVEL_COUNTRIES = ["Portugal", "Spain", "France", "Italy", "Greece", "Croatia", "Nigeria",
                    "Ghana", "India", "Pakistan", "Sri Lanka", "Philippines", "Vietnam", "China",
                    "Japan", "Canada", "United States", "Australia", "New Zealand", "Fiji",
                    "Samoa", "Tonga", "Poland", "Netherlands", "Germany", "Turkey", "Lebanon",
                    "Iran", "Mexico", "Jamaica", "South Africa", "Kenya", "Zimbabwe", "Ireland",
                    "Scotland", "Malta", "Cyprus", "Thailand", "Singapore", "Malaysia"]
