"""Hand-built pools. Every hospital, practice and organisation name is invented.
Towns are real place names used only as address parts."""


def _s(x):
    return x.split("|")


# ---- people: (female first, male first, surnames) per origin ----
ORIGINS = {
    "anglo": (
        _s("Emma|Sarah|Rebecca|Charlotte|Hannah|Laura|Jessica|Rachel|Claire|Gemma|Kirsty|"
           "Leanne|Stacey|Danielle|Natalie|Amy|Lucy|Sophie|Kate|Helen|Susan|Margaret|"
           "Patricia|Jean|Brenda|Pauline|Sandra|Janet|Linda|Carol|Valerie|Doreen|Shirley|"
           "Maureen|Ashley|Brittany|Kayla|Megan|Tiffany|Elizabeth|Jennifer|Kimberly|Tracey|"
           "Joanne|Wendy|Nicola|Samantha|Christine|Lorraine|Jodie|Chloe|Abigail|Bethany"),
        _s("James|David|Paul|Andrew|Tom|Ben|Chris|Daniel|Michael|Gary|Steve|Rob|Neil|Craig|"
           "Wayne|Dean|Carl|Jack|Sam|Matthew|Simon|Richard|Peter|Adam"),
        _s("Smith|Jones|Taylor|Brown|Williams|Wilson|Johnson|Davies|Robinson|Wright|"
           "Thompson|Evans|Roberts|Hall|Jackson|Clarke|Harris|Lewis|Martin|Edwards|Harrison|"
           "Parker|Collins|Stevens|Mitchell|Morris|Ward|Watson|Russell|Ellis|Shaw|Hughes|"
           "Palmer|Barnes|Chapman|Webb|Lloyd|Mills|Holmes|Atkinson|Fletcher|Pearson")),
    "irish": (
        _s("Aoife|Niamh|Siobhan|Caoimhe|Saoirse|Orla|Ciara|Roisin|Grainne|Aisling|Sinead|"
           "Mairead|Eimear|Clodagh|Deirdre|Bridget|Nuala|Fionnuala|Maeve|Sorcha"),
        _s("Sean|Ciaran|Padraig|Eoin|Declan|Cathal|Donal|Fergal|Colm|Oisin|Darragh"),
        _s("Murphy|Kelly|O'Sullivan|Walsh|O'Brien|Byrne|Ryan|O'Connor|O'Neill|Doyle|"
           "McCarthy|Gallagher|Doherty|Kennedy|Lynch|Quinn|Brennan|Power|Nolan|Fitzgerald|"
           "McBride|Kavanagh|Maguire|Geraghty|Mulcahy|Ni Bhriain|Mac Giolla")),
    "celtic": (
        _s("Morag|Eilidh|Isla|Catriona|Rhiannon|Cerys|Bethan|Sian|Ffion|Eluned|Kirsteen"),
        _s("Rhys|Gareth|Dylan|Iwan|Hamish|Angus|Euan|Callum|Fraser"),
        _s("MacLeod|Campbell|Stewart|Fraser|Morrison|Sinclair|Munro|Jenkins|Pritchard|"
           "Llewellyn|Price|Hughes|Morgan|Griffiths|Rees|Bowen|Vaughan")),
    "indian": (
        _s("Priya|Anjali|Sunita|Harpreet|Kiran|Meera|Deepa|Lakshmi|Pooja|Gurpreet|Rupinder|"
           "Divya|Shreya|Kavita|Neha|Jaspreet"),
        _s("Rajesh|Sanjay|Arjun|Vikram|Rahul|Amit|Harjit|Suresh|Manpreet|Anil"),
        _s("Patel|Shah|Sharma|Singh|Kaur|Gill|Sandhu|Iyer|Nair|Reddy|Rao|Menon|Joshi|"
           "Mistry|Desai|Dhillon|Bains|Pillai")),
    "south_asian_muslim": (
        _s("Aisha|Farzana|Nasreen|Shabana|Ayesha|Nusrat|Tahmina|Sadia|Rukhsana|Fatima|Hina"),
        _s("Imran|Faisal|Zubair|Asif|Kamran|Shahid|Tanvir"),
        _s("Khan|Hussain|Ahmed|Begum|Chowdhury|Rahman|Siddiqui|Malik|Iqbal|Akhtar|Uddin|Butt")),
    "chinese": (
        _s("Mei|Xiu Ying|Li Na|Ying|Xiaoling|Jing|Hui|Wen|Mei Ling|Shu Fen"),
        _s("Wei|Hao|Jun|Ming|Jian|Kai"),
        _s("Chen|Wang|Li|Zhang|Liu|Huang|Wong|Lam|Ng|Chan|Yeung|Ho|Tan|Lim|Goh|Zhou")),
    "japanese_korean": (
        _s("Yuki|Haruka|Aiko|Sakura|Emi|Ji-woo|Min-seo|Hyun-joo|Soo-ah"),
        _s("Hiroshi|Kenji|Takeshi|Min-jun|Dong-hyun|Sung-ho"),
        _s("Tanaka|Suzuki|Sato|Takahashi|Watanabe|Kim|Park|Choi|Jung|Kang")),
    "vietnamese_filipino": (
        _s("Thi Lan|Ngoc Anh|Hoa|Linh|Mai|Thu Trang|Maricel|Rowena|Jocelyn|Analyn"),
        _s("Tuan|Minh|Duc|Paolo|Rommel"),
        _s("Nguyen|Tran|Pham|Le|Vu|Dang|Santos|Reyes|Bautista|Dela Cruz|Mendoza")),
    "west_african": (
        _s("Chiamaka|Ngozi|Adaeze|Folake|Abena|Akosua|Amara|Blessing|Precious|Yetunde|"
           "Chidinma|Efua|Comfort|Gift|Funmilayo"),
        _s("Chukwuemeka|Kwame|Kofi|Tunde|Oluwaseun|Emeka|Yaw|Femi"),
        _s("Okafor|Adeyemi|Okonkwo|Mensah|Asante|Boateng|Owusu|Nwosu|Eze|Abiola|Osei|"
           "Achebe|Oyelaran|Adebayo")),
    "east_south_african": (
        _s("Nomvula|Thandiwe|Wanjiru|Fatoumata|Amina|Hodan|Farhiya|Tendai|Rutendo|Achieng"),
        _s("Themba|Abdi|Moussa|Tafadzwa|Otieno"),
        _s("Mwangi|Ndlovu|Dlamini|Warsame|Abdullahi|Diallo|Kamara|Moyo|Ochieng|Hassan")),
    "middle_east": (
        _s("Leila|Yasmin|Samira|Rania|Noor|Maryam|Zahra|Dina|Hana|Lina|Nadia|Shirin"),
        _s("Omar|Karim|Tariq|Yusuf|Hassan|Ali|Sami|Reza|Nabil"),
        _s("Haddad|Khoury|Nasser|Saleh|Mansour|Farah|Hosseini|Karimi|Rahimi|Aziz|"
           "Darwish|Sabbagh|Al-Amin|El-Sayed")),
    "european": (
        _s("Agnieszka|Katarzyna|Magdalena|Joanna|Ewa|Ana|Ioana|Elena|Sofia|Giulia|"
           "Francesca|Maria|Eleni|Despina|Ingrid|Anneke|Marta|Zsofia|Renee|Zoe|Ines|Lucia"),
        _s("Piotr|Tomasz|Marek|Andrei|Giorgos|Matteo|Lars|Luca|Stefan|Jan|Nikos"),
        _s("Kowalska|Nowak|Wisniewska|Popescu|Ionescu|Rossi|Russo|Bianchi|Papadopoulos|"
           "Georgiou|Jansen|de Vries|Novak|Horvath|Kovacs|Muller|Schmidt|Costa|Silva|"
           "Santos|Fernandes|Lindqvist|Van der Merwe")),
    "maori_pacific": (
        _s("Aroha|Mereana|Ngaio|Hinemoa|Kiri|Moana|Losana|Mele|Seini|Fetu|Anahera|Tui"),
        _s("Tane|Wiremu|Sione|Hemi|Rawiri|Tevita|Ioane"),
        _s("Ngata|Tipene|Parata|Walker|Tuhoe|Herewini|Tamihana|Fifita|Tupou|Leota|"
           "Faleolo|Aumua|Taufa|Rangi")),
    "hispanic": (
        _s("Guadalupe|Lucia|Camila|Valentina|Marisol|Rosario|Esperanza|Dolores|Ximena|"
           "Carmen|Yesenia|Alejandra"),
        _s("Mateo|Diego|Jose|Luis|Carlos|Javier|Miguel"),
        _s("Garcia|Rodriguez|Martinez|Hernandez|Lopez|Gonzalez|Perez|Sanchez|Ramirez|"
           "Torres|Flores|Rivera|Gomez|Diaz|Morales|Castillo|Ortiz|Delgado")),
}
ORIGIN_KEYS = sorted(ORIGINS)

# given names and surnames that are also ordinary English words (used sparingly)
WORD_FIRST_F = _s("Hope|Joy|Grace|Rose|Summer|Dawn|April|June|Faith|Patience|Charity|Olive|Pearl|"
                  "Ruby|Violet|Hazel|Daisy|Heather|Crystal|Amber|Holly|Ivy|May|Iris|Sky")
WORD_FIRST_M = _s("Mark|Frank|Bill|Guy|Drew|Will|Art|Ray|Lee|Rusty|Forrest|Chase")
WORD_SURNAMES = _s("White|Green|Wood|Baker|Cook|Mason|Hunter|Frost|Marsh|Brook|Hill|Bishop|"
                   "Page|Lane|Young|Black|Long|Sharp|Bird|Fox|Swift|King|Bell|Rich|Love|Moody|"
                   "Hope|Strong|Wise|Best|Church|Banks|Cross|Day|Knight|Little|Field|Savage|"
                   "Winter|Summers|Noble|Fisher|Porter|Carter|Turner|Cooper|Hardy|Gentle|Sweet|"
                   "Bright|Dale|Ford|Stone|Rivers|Walker|Power|Street|Glass|Bath")

NICKS = {"Margaret": "Maggie", "Elizabeth": "Liz", "Katarzyna": "Kasia", "Patricia": "Trish",
         "Rebecca": "Becky", "Jessica": "Jess", "Catriona": "Cat", "Jennifer": "Jen",
         "Kimberly": "Kim", "Bridget": "Biddy", "Joanna": "Asia", "Magdalena": "Magda",
         "Susan": "Sue", "Valerie": "Val", "Deirdre": "Dee", "Guadalupe": "Lupe",
         "Christine": "Chris", "Alejandra": "Ale", "Samantha": "Sam", "Doreen": "Dot"}

# ---- places: (town, region/county code, postcode stem) per country ----
TOWNS = {
    "UK": [("Leeds", "LS"), ("Bradford", "BD"), ("Harrogate", "HG"), ("Sheffield", "S"),
           ("Wakefield", "WF"), ("Bristol", "BS"), ("Bath", "BA"), ("Swindon", "SN"),
           ("Gloucester", "GL"), ("Cheltenham", "GL"), ("Stroud", "GL"), ("Norwich", "NR"),
           ("Ipswich", "IP"), ("Colchester", "CO"), ("Leicester", "LE"), ("Derby", "DE"),
           ("Nottingham", "NG"), ("Preston", "PR"), ("Bolton", "BL"), ("Wigan", "WN"),
           ("Stockport", "SK"), ("Manchester", "M"), ("Oxford", "OX"), ("Reading", "RG"),
           ("Luton", "LU"), ("Cardiff", "CF"), ("Swansea", "SA"), ("Newport", "NP"),
           ("Exeter", "EX"), ("Plymouth", "PL"), ("Truro", "TR"), ("Carlisle", "CA"),
           ("Kendal", "LA"), ("Hull", "HU"), ("York", "YO"), ("Durham", "DH"),
           ("Sunderland", "SR"), ("Lincoln", "LN"), ("Worcester", "WR"), ("Hereford", "HR")],
    "IE": [("Cork", "Co. Cork", "T12"), ("Ballincollig", "Co. Cork", "P31"),
           ("Mallow", "Co. Cork", "P51"), ("Limerick", "Co. Limerick", "V94"),
           ("Ennis", "Co. Clare", "V95"), ("Galway", "Co. Galway", "H91"),
           ("Tuam", "Co. Galway", "H54"), ("Athlone", "Co. Westmeath", "N37"),
           ("Mullingar", "Co. Westmeath", "N91"), ("Sligo", "Co. Sligo", "F91"),
           ("Letterkenny", "Co. Donegal", "F92"), ("Drogheda", "Co. Louth", "A92"),
           ("Dundalk", "Co. Louth", "A91"), ("Navan", "Co. Meath", "C15"),
           ("Naas", "Co. Kildare", "W91"), ("Bray", "Co. Wicklow", "A98"),
           ("Wexford", "Co. Wexford", "Y35"), ("Waterford", "Co. Waterford", "X91"),
           ("Kilkenny", "Co. Kilkenny", "R95"), ("Tralee", "Co. Kerry", "V92"),
           ("Killarney", "Co. Kerry", "V93"), ("Swords", "Co. Dublin", "K67"),
           ("Tallaght", "Dublin 24", "D24"), ("Clonmel", "Co. Tipperary", "E91"),
           ("Castlebar", "Co. Mayo", "F23"), ("Westport", "Co. Mayo", "F28")],
    "AU": [("Penrith", "NSW", "2750"), ("Parramatta", "NSW", "2150"),
           ("Wollongong", "NSW", "2500"), ("Newcastle", "NSW", "2300"),
           ("Geelong", "VIC", "3220"), ("Frankston", "VIC", "3199"),
           ("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"),
           ("Toowoomba", "QLD", "4350"), ("Cairns", "QLD", "4870"),
           ("Townsville", "QLD", "4810"), ("Ipswich", "QLD", "4305"),
           ("Fremantle", "WA", "6160"), ("Joondalup", "WA", "6027"),
           ("Glenelg", "SA", "5045"), ("Elizabeth", "SA", "5112"),
           ("Launceston", "TAS", "7250"), ("Hobart", "TAS", "7000"),
           ("Darwin", "NT", "0800"), ("Belconnen", "ACT", "2617"),
           ("Mildura", "VIC", "3500"), ("Bundaberg", "QLD", "4670")],
    "NZ": [("Christchurch", "Canterbury", "8011"), ("Riccarton", "Canterbury", "8041"),
           ("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"),
           ("Dunedin", "Otago", "9016"), ("Palmerston North", "Manawatu-Whanganui", "4410"),
           ("Napier", "Hawke's Bay", "4110"), ("Nelson", "Nelson", "7010"),
           ("Whangarei", "Northland", "0110"), ("Porirua", "Wellington", "5022"),
           ("Lower Hutt", "Wellington", "5010"), ("Manukau", "Auckland", "2104"),
           ("Takapuna", "Auckland", "0622"), ("Invercargill", "Southland", "9810"),
           ("Timaru", "Canterbury", "7910"), ("Rotorua", "Bay of Plenty", "3010")],
    "CA": [("Guelph", "ON", "N1H"), ("Hamilton", "ON", "L8P"), ("Kingston", "ON", "K7L"),
           ("Barrie", "ON", "L4M"), ("Oshawa", "ON", "L1H"), ("Mississauga", "ON", "L5B"),
           ("London", "ON", "N6A"), ("Burnaby", "BC", "V5H"), ("Kelowna", "BC", "V1Y"),
           ("Victoria", "BC", "V8W"), ("Surrey", "BC", "V3T"), ("Red Deer", "AB", "T4N"),
           ("Lethbridge", "AB", "T1J"), ("Calgary", "AB", "T2P"), ("Saskatoon", "SK", "S7K"),
           ("Regina", "SK", "S4P"), ("Brandon", "MB", "R7A"), ("Moncton", "NB", "E1C"),
           ("Halifax", "NS", "B3H"), ("Dartmouth", "NS", "B2Y"), ("Charlottetown", "PE", "C1A"),
           ("St. John's", "NL", "A1C"), ("Gatineau", "QC", "J8T"), ("Sherbrooke", "QC", "J1H")],
    "US": [("Columbus", "OH", "432"), ("Dayton", "OH", "454"), ("Akron", "OH", "443"),
           ("Madison", "WI", "537"), ("Eugene", "OR", "974"), ("Tyler", "TX", "757"),
           ("Austin", "TX", "787"), ("Charlotte", "NC", "282"), ("Raleigh", "NC", "276"),
           ("Florence", "SC", "295"), ("Savannah", "GA", "314"), ("Augusta", "GA", "309"),
           ("Troy", "NY", "121"), ("Albany", "NY", "122"), ("Rochester", "MN", "559"),
           ("Duluth", "MN", "558"), ("Boise", "ID", "837"), ("Tucson", "AZ", "857"),
           ("Mesa", "AZ", "852"), ("Fresno", "CA", "937"), ("Sacramento", "CA", "958"),
           ("Springfield", "IL", "627"), ("Peoria", "IL", "616"), ("Lansing", "MI", "489"),
           ("Flint", "MI", "485"), ("Erie", "PA", "165"), ("Scranton", "PA", "185"),
           ("Worcester", "MA", "016"), ("Lowell", "MA", "018"), ("Hartford", "CT", "061")],
}
US_STATE_NAMES = {"OH": "Ohio", "WI": "Wisconsin", "OR": "Oregon", "TX": "Texas",
                  "NC": "North Carolina", "SC": "South Carolina", "GA": "Georgia",
                  "NY": "New York", "MN": "Minnesota", "ID": "Idaho", "AZ": "Arizona",
                  "CA": "California", "IL": "Illinois", "MI": "Michigan",
                  "PA": "Pennsylvania", "MA": "Massachusetts", "CT": "Connecticut"}
AU_STATE_NAMES = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
                  "WA": "Western Australia", "SA": "South Australia", "TAS": "Tasmania",
                  "NT": "Northern Territory", "ACT": "Australian Capital Territory"}
CA_PROV_NAMES = {"ON": "Ontario", "BC": "British Columbia", "AB": "Alberta",
                 "SK": "Saskatchewan", "MB": "Manitoba", "NB": "New Brunswick",
                 "NS": "Nova Scotia", "PE": "Prince Edward Island",
                 "NL": "Newfoundland and Labrador", "QC": "Quebec"}

STREET_WORDS = _s("Alder|Ashgrove|Beech|Birch|Bramble|Cedar|Chestnut|Clover|Elm|Fern|"
                  "Hawthorn|Hazel|Heather|Holly|Juniper|Larch|Laurel|Maple|Oak|Orchard|"
                  "Poplar|Rowan|Willow|Yew|Kingfisher|Heron|Wren|Lark|Mill|Church|Station|"
                  "Victoria|Albert|Queen|King|Park|Bridge|Quarry|Harbour|Meadow|Brook|"
                  "Riverside|Hillside|Windmill|Tannery|Foundry|Canal|Sheep|Wellington|"
                  "Nelson|Grace|Hope|Primrose|Foxglove|Thistle|Linden|Sycamore|Cherry")
STREET_WORDS_SOUTH = _s("Kauri|Totara|Rimu|Kowhai|Banksia|Wattle|Jacaranda|Grevillea|"
                        "Bottlebrush|Waratah|Pohutukawa|Matai|Tawa|Ironbark|Coolabah")
STREET_SUFFIX = {
    "UK": _s("Road|Street|Lane|Close|Crescent|Avenue|Drive|Grove|Terrace|Way|Gardens|Mews"),
    "IE": _s("Park|Road|Avenue|Lawn|Grove|Heights|Drive|Close|Court|Crescent|View"),
    "AU": _s("Street|Road|Avenue|Parade|Crescent|Court|Place|Close|Drive|Circuit"),
    "NZ": _s("Street|Road|Place|Crescent|Terrace|Avenue|Drive|Grove"),
    "CA": _s("Street|Avenue|Crescent|Drive|Road|Boulevard|Court|Trail"),
    "US": _s("Street|Avenue|Drive|Road|Lane|Court|Boulevard|Way|Circle"),
}
US_SUFFIX_ABBR = {"Street": "St", "Avenue": "Ave", "Drive": "Dr", "Road": "Rd", "Lane": "Ln",
                  "Court": "Ct", "Boulevard": "Blvd", "Way": "Way", "Circle": "Cir"}

COUNTRIES_ABROAD = _s("Poland|Romania|Nigeria|Ghana|India|Pakistan|Bangladesh|Philippines|"
                      "Vietnam|China|Portugal|Spain|Italy|Greece|Somalia|Kenya|Zimbabwe|"
                      "South Africa|Iran|Lebanon|Brazil|Mexico|Samoa|Tonga|Fiji|Japan|"
                      "South Korea|Lithuania|Hungary|Sri Lanka|Malaysia|Thailand")

ORIGIN_COUNTRIES = {
    "anglo": _s("South Africa|Zimbabwe|Kenya|Hong Kong|Spain|Cyprus"),
    "irish": _s("Ireland|Northern Ireland|England|Scotland"),
    "celtic": _s("Scotland|Wales|England"),
    "indian": _s("India|Kenya|Uganda|Fiji"),
    "south_asian_muslim": _s("Pakistan|Bangladesh|Afghanistan"),
    "chinese": _s("China|Hong Kong|Malaysia|Singapore|Taiwan"),
    "japanese_korean": _s("Japan|South Korea"),
    "vietnamese_filipino": _s("Vietnam|Philippines"),
    "west_african": _s("Nigeria|Ghana|Sierra Leone"),
    "east_south_african": _s("Somalia|Kenya|Zimbabwe|South Africa|Ethiopia"),
    "middle_east": _s("Lebanon|Iran|Iraq|Syria|Jordan"),
    "european": _s("Poland|Romania|Greece|Italy|Portugal|Hungary|Netherlands|Lithuania"),
    "maori_pacific": _s("Samoa|Tonga|Fiji|Cook Islands"),
    "hispanic": _s("Mexico|Colombia|Guatemala|El Salvador|Peru|Puerto Rico"),
}

# ---- invented care sites ----
HOSPITALS = {
    "UK": _s("Northgate Women's Hospital|St Aldhelm's Hospital|Wyebridge General Hospital|"
             "Calder Vale Infirmary|Ravensmoor University Hospital|Kestrel Park Hospital|"
             "Hollinwell District General Hospital|Ashby Marsh Community Hospital|"
             "Queen Adela Hospital|Fellside Royal Infirmary"),
    "IE": _s("St Fintan's University Hospital|Mercy Strand Hospital|Ballyrowan General Hospital|"
             "Our Lady of the Lough Hospital|Slievemore Regional Hospital|"
             "Coombeview Women's Hospital|St Ita's Private Clinic"),
    "AU": _s("Wattle Grove Women's Hospital|Southbank Ridge Private Hospital|"
             "Coral Coast Base Hospital|Mount Carrow Hospital|St Ambrose Public Hospital|"
             "Redgum Valley Health Service|Harbourlight Hospital"),
    "NZ": _s("Kowhai Bay Hospital|Te Puna Ora Women's Health Centre|Southern Lakes Hospital|"
             "Rimutaka Valley Hospital|Harbourside Private Surgical Hospital|"
             "Mount Tarapuhi Hospital"),
    "CA": _s("Lakeshore Women's Health Centre|St. Brendan's Health Centre|"
             "Harbourview General Hospital|Grey Owl Regional Hospital|"
             "Northern Pines Health Sciences Centre|Ste-Colombe Hospital"),
    "US": _s("Riverbend Medical Center|Mercy Pines Hospital|Cedar Hollow Women's Center|"
             "Bluestem Regional Medical Center|St. Olaf Mercy Hospital|"
             "Prairie Lantern Health System|Sycamore Falls University Hospital"),
}
PRACTICE_A = _s("Alder Road|Brookside|Harbour Street|Elmtree|Castle Mead|Riverside|"
                "Foxhill|Orchard House|Millbrook|Northfield|Wellspring|Kingsway|Cornmarket|"
                "Sandpiper|Beacon Hill|Marlow Lane|Thornbury|Bluebell|Weaver's Row|Greenacre")
PRACTICE_B = {"UK": _s("Surgery|Medical Centre|Health Centre|Medical Practice"),
              "IE": _s("Medical Centre|Family Practice|Health Centre|Surgery"),
              "AU": _s("Medical Centre|Family Practice|General Practice|Medical Clinic"),
              "NZ": _s("Medical Centre|Health Centre|Family Doctors|Medical"),
              "CA": _s("Family Health Team|Medical Clinic|Family Practice|Health Centre"),
              "US": _s("Family Medicine|Primary Care|Internal Medicine Associates|Health Clinic")}
PHARMACY = _s("Kestrel Pharmacy|Harbour Chemist|Riverside Pharmacy|Meadowbank Chemist|"
              "Corner Dispensary|Wrenfield Pharmacy|Apex Drug Mart|Bellbird Pharmacy")
WARDS = _s("Primrose Ward|Kestrel Ward|Rowan Ward|Bluebell Ward|Heron Ward|Magnolia Ward|"
           "Lavender Ward|Osprey Ward|Juniper Ward|Willow Ward|Saffron Ward|Puffin Ward")
BUILDINGS = _s("Jubilee Wing|Hartley Building|Seacole Block|Nightingale Wing|Tamar House|"
               "Brunel Pavilion|Linacre Building|Aspen Tower|Founders Block|Rosewood Annexe|"
               "Galloway Wing|Coronation Building")

# occupation -> plausible invented employers
OCC_EMP = {
    "primary school teacher": _s("Copperfield Primary School|St Brigid's National School|Maplewood Elementary"),
    "secondary school teacher": _s("Westmere Academy|Hollins Park High School|Ashcombe Grammar School"),
    "teaching assistant": _s("Copperfield Primary School|Kauri Grove School|Riverstone College"),
    "nurse": _s("Silverbirch Care Home Group|Meadowvale Home Care Ltd"),
    "midwife": _s("Bellwether Birth Centre Ltd|Stork Lane Independent Midwives"),
    "physiotherapist": _s("Spine & Sport Physio Co|Northfield Physio Partners"),
    "paramedic": _s("Redline Patient Transport|Coastline Ambulance Co-op"),
    "hairdresser": _s("Snips of Cornmarket|The Fringe Collective"),
    "accountant": _s("Kinross Accountancy|Pennywhistle & Co Accountants"),
    "barista": _s("Blue Kettle Cafe|Grindstone Coffee Roasters"),
    "care assistant": _s("Silverbirch Care Home Group|Meadowvale Home Care Ltd"),
    "bus driver": _s("Northway Buses|Greenline Coaches"),
    "police officer": _s("Westmere Constabulary|Harbour District Police Service"),
    "software developer": _s("Cobalt Software Ltd|Lantern Street Studios|Quillbyte Systems"),
    "retail manager": _s("Castlegate Retail Park|Hartwell's Department Store"),
    "chef": _s("Meridian Hotel Group|The Saltmarsh Kitchen"),
    "cleaner": _s("Sparkle Contract Cleaning|Brightwater Leisure Centre"),
    "farmer": _s("Fernside Dairy|Tarn Valley Farm Supplies"),
    "dental nurse": _s("Brightsmile Dental Care|Harbour Street Dental"),
    "pharmacist": _s("Apex Drug Mart|Wrenfield Pharmacy Ltd"),
    "fitness instructor": _s("Brightwater Leisure Centre|Northfield CrossFit Box"),
    "netball coach": _s("Fernside Netball Club|Ashcombe Grammar School"),
    "postwoman": _s("Royal Parcel Couriers|Swiftpost Deliveries"),
    "solicitor": _s("Marlowe & Finch Solicitors|Holloway Grant LLP"),
    "receptionist": _s("Larkspur Insurance Brokers|Meridian Hotel Group"),
    "warehouse operative": _s("Harbourside Logistics|Oakline Removals"),
    "civil servant": _s("Westmere Council Depot|Department of Harbour Affairs"),
    "lorry driver": _s("Harbourside Logistics|Ironbridge Timber"),
    "university lecturer": _s("Riverstone College|University of Westmere"),
    "librarian": _s("Westmere Libraries|Riverstone College"),
    "childminder": _s("Sunnyfield Nursery|Little Acorns Day Care"),
    "veterinary nurse": _s("Hollyoak Veterinary Group|Paws & Claws Vets"),
    "call centre advisor": _s("Quayside Contact Centre|Larkspur Insurance Brokers"),
    "graphic designer": _s("Redfern Print Works|Lantern Street Studios"),
    "optometrist": _s("Clearview Opticians|Focal Point Eyecare"),
    "professional cellist": _s("Westmere Symphony Orchestra|Harbour City Philharmonic"),
    "sous chef": _s("The Saltmarsh Kitchen|Meridian Hotel Group"),
    "dog groomer": _s("Waggy Tails Grooming|Paws & Claws Vets"),
    "social worker": _s("Westmere Family Services|Kinship Care Trust"),
    "shop assistant": _s("Crownhill Bakery|Hartwell's Department Store|Greenleaf Garden Centre"),
    "HGV driver": _s("Harbourside Logistics|Pennant Engineering"),
    "personal trainer": _s("Brightwater Leisure Centre|Northfield CrossFit Box"),
    "florist": _s("Petal & Stem Florists|Greenleaf Garden Centre"),
    "beauty therapist": _s("Glow Skin Studio|Meridian Hotel Group"),
    "estate agent": _s("Keyhaven Property Agents|Cobblestone Lettings"),
}
SCHOOLS = _s("Copperfield Primary School|St Brigid's National School|Westmere Academy|"
             "Hollins Park High School|Riverstone College|Kauri Grove School|"
             "Maplewood Elementary|Ashcombe Grammar School")
COMMUNITY = _s("St Cuthbert's Parish Church|Westmere U3A|Riverside Bowls Club|Harbour Road Community Centre|"
               "Kingsway Methodist Church|Our Lady of Lourdes Parish|Fernside Women's Institute|Greenacre Men's Shed")
CLUBS = _s("Westmere Harriers|Fernside Netball Club|Riverside Parkrun Group|"
           "Saltmarsh Rowing Club|Northfield CrossFit Box|Ashcombe Rugby Club")
INSURERS = {"US": _s("BlueHarbor Health Plan|Summit Crest Insurance|Keystone Mutual Health|"
                     "PrairieCare Medicaid|Evergreen Senior Advantage"),
            "AU": _s("Coastal Members Health Fund|Redgum Health Insurance|Unity Teachers Health"),
            "IE": _s("Shamrock Health Insurance|Lough Mutual Health"),
            "CA": _s("Maplewood Group Benefits|Northstar Extended Health"),
            "UK": _s("Thamesbury Private Healthcare|Albion Medical Assurance"),
            "NZ": _s("Southern Cross Lakes Cover|Kea Health Insurance")}

OCCUPATIONS = sorted(OCC_EMP)
FAMILY_OCC = _s("electrician|plumber|builder|mechanic|teacher|engineer|taxi driver|"
                "scaffolder|chef|farmer|firefighter|IT consultant|lorry driver|joiner|"
                "nurse|soldier|fisherman|dairy farmer|baker|carpenter")
