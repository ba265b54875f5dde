"""Invented places and organisations per country (author 345). States,
provinces, regions, Irish counties and country names are real; towns,
streets, hospitals, practices and organisations are made up here."""

def _s(x):
    return [w.replace("_", " ") for w in x.split()]

TOWNS = {
    "UK": _s("Ashcombe Brackenholt Caddingford Eldermere Fenwold Gorsebury Hallowick "
             "Kestleigh Marrowby Nethercott Pellingham Quenbury Rushmere_Vale "
             "Sallowfield Thornaby-on-Wend Upper_Dunsmore Wrexley Yelvington "
             "Amblecote_Heath Birchwick Corran_Bridge Dunstowe Elsford_Magna "
             "Grinsby_Marsh Harrowden Ickwell_Green Lockerby_Moor Mardlestone "
             "Oxcombe Puddington_St_Agnes Ravensmoor Stillbrook Tewsley "
             "Wickenhall Norbridge Coldharbour_Cross Felbury Minsterley_Down"),
    "SCOT": _s("Kilbrachan Auchterlie Dunmorrow Inverlochty Balquhannan Strathcorrie "
               "Glenmirran Kirkcudden Ardnaveigh Portmachrie"),
    "WAL": _s("Llanfedwen Pontardwy Abercynlas Cwmtreharne Bryngarw_Isaf Trefelin "
              "Llanycharan Penrhosfawr"),
    "IE": _s("Ballykerrin Kilbrannagh Drumcassidy Carrigmoyle Rathdrennan Knockaveen "
             "Clonmacreevy Lisnagarvagh Ardnafarna Castlequinlan Moyvalley_Upper "
             "Tullyglass Gortnahoon Ennistymore Kilcorrig Ballinafoy Dromcollogher_West "
             "Athlacca_Bridge Newtowncashel_North Rosscarbery_East"),
    "US": _s("Cedar_Hollow Millbrook_Falls Port_Aldridge Harlan_Springs Elkmont_Ridge "
             "Granger_Flats Bayard_Crossing Willow_Bend Kesterton Marlow_Heights "
             "Ostrander Pike_Junction Quarry_Hill Redfern_Lake Sayreville_Commons "
             "Tillmanton Union_Grove_Park Vandalia_Mills West_Corbin Yancey_Forks"),
    "CA": _s("Maplecrest Kinnaird_Falls St-Aubert-des-Pins Harrowgate_Landing "
             "Port_Elsmere Birchton Lac-Sauvelle Cold_Spring_Harbour_East Whitlow_Creek "
             "Fort_Abernethy New_Carradale Pinecastle Ste-Odile-du-Lac Grand_Meadow_Bay"),
    "AU": _s("Yarrindale Kurrabin Gillamurra Tallowood_Heights Bundaroo Wattle_Creek "
             "Mirrigang Coorabell_Plains Ironbark_Flat Kellerton Merrigal_Downs "
             "Naroomba Quondong_Springs Tibbarra Wallaroo_Point Jindabyne_South_Ridge"),
    "NZ": _s("Te_Awahiri Kōwhai_Downs Rangiwhetu Matarewa Pukekaroro Waiotahi_Flat "
             "Owhango_Heights Karamuri Tauwhare_Bay Kaiwhenua Raumanuka Glenhollow "
             "Port_Cadwell Ashgrove_Junction"),
    "ZA": _s("Umthombo Kloofhaven Doringspruit Emzimvelo Riebeekshoek Mooiplaats-Oos "
             "KwaNdlela Sonneveld Bergsig_Park Thabazimbi_Noord Vleiwater Lindequesdal"),
    "SG": ["Singapore"],
}

STATES = {
    "US": [("Massachusetts", "MA"), ("Ohio", "OH"), ("Pennsylvania", "PA"),
           ("Oregon", "OR"), ("Minnesota", "MN"), ("Georgia", "GA"),
           ("North Carolina", "NC"), ("Michigan", "MI"), ("Colorado", "CO"),
           ("Wisconsin", "WI"), ("Maine", "ME"), ("Virginia", "VA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Quebec", "QC"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL")],
    "AU": [("Victoria", "VIC"), ("New South Wales", "NSW"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"),
           ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "NZ": [("Waikato", None), ("Canterbury", None), ("Otago", None),
           ("Bay of Plenty", None), ("Manawatū-Whanganui", None),
           ("Northland", None), ("Hawke's Bay", None), ("Taranaki", None),
           ("Southland", None), ("Nelson", None)],
    "ZA": [("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"),
           ("Eastern Cape", "EC"), ("Free State", "FS"), ("Limpopo", "LP"),
           ("Mpumalanga", "MP")],
}

IE_COUNTIES = _s("Cork Kerry Galway Mayo Donegal Limerick Tipperary Wexford Meath "
                 "Kildare Clare Sligo Offaly Laois Westmeath Roscommon Waterford")

STREET_WORDS = _s("Larch Tern Quarry Wrenfield Cobbler's Millrace Sedge Heron Foxglove "
                  "Brambling Chandler's Tanner's Orchard_View Kingfisher Saxby Rook "
                  "Hawthorn_Bank Gallows_Hill Linnet Copper_Beech Weaver's Swale Ferrier "
                  "Dovecote Pinfold Marram Sorrel Juniper Ostler Plover Teasel Burdock "
                  "Wychwood Alder_Carr Glebe Ropewalk Cresswell Bellfounder Culver "
                  "Thistledown Wagtail Nightjar Lapwing Fieldfare Ashlar Kiln Malthouse")

STREET_TYPES = {
    "UK": ["Road", "Lane", "Close", "Avenue", "Crescent", "Drive", "Way", "Street",
           "Terrace", "Grove", "Rise", "Gardens", "Mews", "Walk", "Court"],
    "IE": ["Road", "Park", "Lawn", "Drive", "Avenue", "Grove", "Heights", "Street",
           "Terrace", "Court", "Close", "Crescent"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court",
           "Place", "Parkway", "Way", "Terrace", "Circle"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court",
           "Trail", "Way", "Gate"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Court", "Crescent", "Drive",
           "Place", "Close", "Terrace", "Highway", "Esplanade"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive",
           "Lane", "Way", "Grove"],
    "ZA": ["Street", "Road", "Avenue", "Drive", "Crescent", "Lane", "Close"],
    "SG": ["Avenue", "Street", "Road", "Rise", "Crescent", "Drive", "Walk"],
}

SG_ESTATES = _s("Kembara Tanjong_Merah Bukit_Selasih Jalan_Kemuning Sennett_Hill "
                "Telok_Serai Ang_Mo_Kembang Pasir_Lintang Kampong_Duyung Lorong_Rimau")

HOUSE_NAMES = _s("Rose_Cottage Hillcrest The_Old_Forge Ivy_House Rathmore_House "
                 "Glenview Ardeen Woodside Fernlea Meadowbank Tír_na_nÓg Lough_View")

SAINTS = _s("Brannoc Aldhelm Cuthbert Ninian Petroc Winifred Declan Brigid Colman "
            "Finbarr Kenelm Aidan Wilfrid Hilda Frideswide Chad Piran Kentigern "
            "Fiacre Canice")

TREES = _s("Rowan Hazel Alder Beech Willow Elm Juniper Holly Aspen Birch Cedar "
           "Larch Maple Poplar Sycamore Laurel Hawthorn Magnolia Linden Yew")

PRACTICE_WORDS = _s("Larchfield Brookvale Millgate Saxon_Court Riverside_Walk "
                    "Pinfold Granary Highcroft Oakley_Vale Bellhouse Station_Road "
                    "Cornmarket Weavers Quayside Kingsmead Priory_Fields Tannery "
                    "Sandpiper Eastgate Westbrook Northfield_Park Heathlands "
                    "Copperfield Ropewalk Lime_Kiln Harbourside Bridgefoot")

COMPANY_WORDS = _s("Harbourline Northgate Brightwell Kestrel Ironstone Blue_Heron "
                   "Copperleaf Tidewater Redhill Silverbirch Meridian_Peak Ashdown "
                   "Greystone Falconridge Lanterne Quarrytop Oakmoor Wrenbury "
                   "Castlegate Bluewater_Bay Stonechat Fieldgate Marlstone Tamarind "
                   "Cinderford Hollin Brackwater Pennant Amberline")

COMPANY_KINDS = ["Logistics", "Freight", "Builders", "Foods", "Engineering",
                 "Haulage", "Print Works", "Joinery", "Facilities", "Security",
                 "Insurance", "Motors", "Packaging", "Cleaning Services",
                 "Construction", "Software", "Distribution", "Dairies",
                 "Plumbing & Heating", "Taxis", "Home Care", "Care Agency",
                 "Recruitment", "Civil Engineering", "Seafoods"]

SCHOOL_KINDS = ["Primary School", "Academy", "High School", "Community College",
                "National School", "Grammar School", "College of Further Education"]

# Occupations of patients and relatives (PROFESSION).
JOBS = _s("welder forklift_driver postman postwoman bus_driver HGV_driver "
          "primary_school_teacher secondary_school_teacher teaching_assistant "
          "hairdresser chef kitchen_porter barista electrician plumber joiner "
          "carpenter bricklayer scaffolder roofer painter_and_decorator "
          "warehouse_operative shop_assistant cashier accountant solicitor "
          "software_developer civil_engineer farmer dairy_farmer fisherman "
          "taxi_driver delivery_driver security_guard care_worker cleaner "
          "hotel_receptionist librarian pharmacist_technician dental_nurse "
          "veterinary_nurse firefighter police_officer prison_officer "
          "train_conductor airline_pilot cabin_crew_member journalist "
          "graphic_designer architect quantity_surveyor estate_agent "
          "mechanic tyre_fitter butcher baker florist gardener landscaper "
          "nursery_nurse social_worker student university_lecturer "
          "call_centre_agent retail_manager bank_clerk insurance_broker "
          "sheep_shearer miner lorry_driver courier tiler shepherd "
          "bookkeeper dental_technician optician undertaker stonemason")

RETIRED_JOBS = _s("teacher miner nurse postman engineer bus_driver farmer "
                  "civil_servant shopkeeper lecturer police_officer soldier "
                  "merchant_seaman headmistress bank_manager secretary "
                  "fitter_and_turner draughtsman dock_worker")
