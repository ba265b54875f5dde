"""Hand-built pools for dev410_en (author 410). Plain data, no logic."""

def _w(s):
    return tuple(x.strip() for x in s.split("|") if x.strip())

FEMALE = _w("""
Amelia|Olivia|Isla|Sophie|Emily|Charlotte|Hannah|Chloe|Megan|Laura|Rebecca|Rachel|Katherine|
Elizabeth|Siobhan|Aoife|Niamh|Ciara|Roisin|Sinead|Orla|Grainne|Mairead|Fiona|Morag|Eilidh|
Rhiannon|Cerys|Bethan|Seren|Priya|Anjali|Sunita|Harpreet|Simran|Nusrat|Ayesha|Fatima|Zainab|
Amina|Yasmin|Noor|Leila|Mariam|Huda|Chiamaka|Ngozi|Adaeze|Folake|Temitope|Blessing|Precious|
Patience|Abena|Akosua|Wanjiru|Thandiwe|Mei|Xiaoling|Yuki|Hana|Min-ji|Linh|Thuy|Maria|Ana|
Lucia|Camila|Valentina|Ximena|Marisol|Carmen|Agnieszka|Katarzyna|Magdalena|Zofia|Oksana|
Irina|Elena|Ioana|Andreea|Giulia|Francesca|Chiara|Eleni|Despina|Tamar|Rivka|Shira|Aroha|
Mere|Ngaire|Hine|Moana|Losa|Mele|Leilani|Jasmine|Tiana|Keisha|Aaliyah|Destiny|Shanice|Latoya|
Brooke|Madison|Kayla|Brittany|Ashley|Jessica|Jennifer|Kaitlyn|Mackenzie|Chelsea|Courtney|
Shannon|Kylie|Tegan|Jacinta|Bronwyn|Kirra|Grace|Hope|Joy|Faith|Amber|Ivy|Daisy|Hazel|Holly|
Iris|Dawn|Rose|Ruby|Pearl|Summer|Autumn|April|June|Honor|Crystal|Heather|Robin|Willow|Fern|
Victoria|Georgia|Florence|Savannah|Imogen|Harriet|Zoe|Naomi|Esther|Miriam|Deborah|Nadia|Soraya
""")

MALE = _w("""
James|Thomas|Daniel|Matthew|Liam|Connor|Sean|Ciaran|Padraig|Eoin|Callum|Hamish|Rhys|Gareth|
Dafydd|Rajesh|Arjun|Vikram|Sanjay|Imran|Tariq|Omar|Yusuf|Bilal|Hamza|Chinedu|Emeka|Oluwaseun|
Tunde|Kwame|Kofi|Tendai|Wei|Jun|Hiroshi|Min-ho|Duc|Minh|Carlos|Diego|Javier|Mateo|Piotr|Tomasz|
Marek|Andrei|Dmitri|Luca|Marco|Giorgos|Nikos|David|Eli|Tane|Wiremu|Hemi|Sione|Tevita|Malik|
DeShawn|Tyrone|Jamal|Tyler|Brandon|Cody|Dylan|Josh|Lachlan|Jayden|Mitchell|Will|Mark|Bill|
Frank|Grant|Hunter|Chase|Drew|Guy|Stuart|Neil|Graham|Alistair|Ben|Joe|Sam|Alex|Kieran|Declan
""")

SURNAMES = _w("""
Smith|Jones|Taylor|Brown|Williams|Wilson|Johnson|Davies|Robinson|Wright|Thompson|Evans|Walker|
White|Roberts|Green|Hall|Wood|Jackson|Clarke|Patel|Shah|Mistry|Sharma|Gupta|Singh|Kaur|Sandhu|
Gill|Khan|Hussain|Ahmed|Rahman|Chowdhury|Begum|Malik|Qureshi|Okafor|Okonkwo|Adeyemi|Balogun|
Oyelaran|Mensah|Boateng|Asante|Owusu|Mwangi|Kamau|Ndlovu|Dlamini|Nkosi|Chen|Wang|Zhang|Liu|
Huang|Tanaka|Suzuki|Sato|Kim|Park|Choi|Nguyen|Tran|Pham|Garcia|Rodriguez|Martinez|Hernandez|
Lopez|Gonzalez|Perez|Sanchez|Ramirez|Flores|Kowalski|Nowak|Wisniewska|Kowalczyk|Lewandowska|
Popescu|Ionescu|Ivanova|Petrov|Rossi|Russo|Esposito|Bianchi|Papadopoulos|Georgiou|Cohen|Levi|
Friedman|Murphy|Kelly|O'Sullivan|Walsh|O'Brien|Byrne|Ryan|O'Connor|O'Neill|McCarthy|Doyle|
Gallagher|Fitzgerald|Brennan|Nolan|MacDonald|Campbell|Stewart|Fraser|MacLeod|Robertson|Ngata|
Tipene|Parata|Tamihana|Fifita|Tuilagi|Faleolo|Leota|Tupou|Baker|Cook|Mason|Hill|Lamb|Fox|Swan|
Bird|Rice|Banks|Lane|Marsh|Moss|Page|Short|Little|Strong|Sharp|Knight|Young|Black|Frost|Winter|
Summers|Wolf|Hart|Stone|Rivers|Price|Booth|Parsons|Chambers|Sands|Goldberg|Abdi|Farah|Haile|
Tesfaye|Mekonnen|Reyes|Santos|Dela Cruz|Bautista|Villanueva|Rasmussen|Lindqvist|Van der Berg|
De Souza|Da Silva|Ferreira|Oliveira|Smith-Okoro|Ahmed-Clarke|Hughes-Morgan|Pryce|Llewellyn
""")

NICK = {"Katherine": "Kate", "Elizabeth": "Liz", "Rebecca": "Becky", "Jennifer": "Jen",
        "Victoria": "Tori", "Charlotte": "Lottie", "Magdalena": "Magda", "Katarzyna": "Kasia",
        "Temitope": "Tope", "Chiamaka": "Ama", "Alexandra": "Sasha", "Jessica": "Jess",
        "Francesca": "Fran", "Valentina": "Vale", "Mackenzie": "Kenzie", "Harriet": "Hattie"}

OCCUPATIONS = _w("""
primary school teacher|secondary school teacher|teacher|hairdresser|software developer|
staff nurse|midwife|GP receptionist|solicitor|accountant|barista|police officer|paramedic|
dairy farmer|farmer|shop assistant|cleaner|lorry driver|bus driver|pharmacist|veterinary nurse|
dentist|architect|chef|civil servant|mechanical engineer|electrician|plumber|carpenter|soldier|
firefighter|social worker|journalist|lawyer|dental hygienist|care assistant|healthcare assistant|
nanny|university student|PhD student|librarian|graphic designer|baker|beautician|
nail technician|retail manager|call centre operator|warehouse operative|forklift driver|
flight attendant|pilot|bank clerk|data analyst|physiotherapist|radiographer|optometrist|
childminder|teaching assistant|cook|waitress|bartender|tattoo artist|personal trainer|
professional cellist|estate agent|insurance broker|marketing manager|HR officer|scaffolder|
fisherman|kiwifruit packer|shearer|mine site cook|FIFO electrician|nurse practitioner|
registered nurse|medical receptionist|pharmacy technician|barrister|town planner|web designer
""")

LANGUAGES = _w("""
Polish|Romanian|Arabic|Urdu|Punjabi|Bengali|Mandarin|Cantonese|Vietnamese|Somali|Tigrinya|
Portuguese|Spanish|Farsi|Dari|Pashto|Tongan|Samoan|French|Lithuanian|Turkish|Kurdish|Tagalog|
Amharic|Hindi|Gujarati|Russian|Korean
""")

ORIGINS = _w("""
Nigeria|Ghana|Poland|Romania|India|Pakistan|Bangladesh|Somalia|Eritrea|the Philippines|
Vietnam|China|Brazil|Portugal|Syria|Afghanistan|Iraq|Zimbabwe|South Africa|Lithuania|Tonga|
Samoa|Fiji|Sri Lanka|Nepal|Jamaica|Mexico|Colombia|Kenya|Ethiopia|Sudan|Iran|Turkey|Ukraine
""")

EMPLOYERS = _w("""
Harbourside Logistics|Pennant Bakery|Greyfield Insurance|Copperleaf Primary School|
Northwind Energy|Tidewater Foods|Bramble & Finch Solicitors|Kestrel Software|Redgate Academy|
Ironhill Construction|Lumen Analytics|Bluegum Childcare|Saltmarsh Brewery|Quarry Lane Garage|
Orchard Valley Dairy|Meridian Freight|Holloway & Pike Accountants|Wattle Grove Primary School|
Maplewood Credit Union|Cobalt Telecom|Stonebridge District Council|Larkspur Hotels|
Tern Point Fisheries|Granite Ridge Mining|Parchment & Co|Halcyon Airways|Driftwood Cafe|
Westmarch Bank|Pikestaff Engineering|Silverline Buses|Fenwick Retail Group|Crane & Sons Joinery
""")

INSURERS = {
    "US": _w("Blue Harbor Health Plan|Keystone Mutual Health|Pinnacle Care Insurance|Prairie Shield Health|Cascadia Family Health Plan"),
    "AU": _w("Coral Health Fund|Wattle Mutual|Southern Reef Health|Bluewren Health Insurance"),
    "IE": _w("Cairn Health Insurance|Shamrock Mutual Health|Harbourlight Health"),
    "NZ": _w("Tōtara Health Cover|Kea Mutual Health"),
    "CA": _w("Northern Lights Benefits|Maple Shield Group Benefits"),
    "GB": _w("Albion Private Health|Heathgate Medical Insurance"),
}

# (town, region, postcode seed); region is county (GB/IE) or state/province/region.
PLACES = {
    "GB": [("Leeds", "West Yorkshire", "LS"), ("Norwich", "Norfolk", "NR"), ("Swindon", "Wiltshire", "SN"),
           ("Carlisle", "Cumbria", "CA"), ("Reading", "Berkshire", "RG"), ("Bath", "Somerset", "BA"),
           ("Sale", "Cheshire", "M"), ("Wells", "Somerset", "BA"), ("Poole", "Dorset", "BH"),
           ("Hull", "East Yorkshire", "HU"), ("Deal", "Kent", "CT"), ("Exeter", "Devon", "EX"),
           ("Lancaster", "Lancashire", "LA"), ("Chester", "Cheshire", "CH"), ("Luton", "Bedfordshire", "LU"),
           ("Preston", "Lancashire", "PR"), ("Stockport", "Cheshire", "SK"), ("Wakefield", "West Yorkshire", "WF"),
           ("Ipswich", "Suffolk", "IP"), ("Shrewsbury", "Shropshire", "SY"), ("Truro", "Cornwall", "TR"),
           ("Kendal", "Cumbria", "LA"), ("Hereford", "Herefordshire", "HR"), ("Bangor", "Gwynedd", "LL"),
           ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"), ("Wrexham", "Clwyd", "LL"),
           ("Dundee", "Angus", "DD"), ("Inverness", "Highland", "IV"), ("Paisley", "Renfrewshire", "PA"),
           ("Falkirk", "Stirlingshire", "FK"), ("Belfast", "County Antrim", "BT"), ("Newry", "County Down", "BT")],
    "US": [("Springfield", "IL", "627"), ("Dayton", "OH", "454"), ("Akron", "OH", "443"), ("Eugene", "OR", "974"),
           ("Florence", "SC", "295"), ("Tyler", "TX", "757"), ("Orlando", "FL", "328"), ("Austin", "TX", "787"),
           ("Phoenix", "AZ", "850"), ("Madison", "WI", "537"), ("Columbus", "OH", "432"), ("Savannah", "GA", "314"),
           ("Raleigh", "NC", "276"), ("Fresno", "CA", "937"), ("Boise", "ID", "837"), ("Spokane", "WA", "992"),
           ("Lansing", "MI", "489"), ("Albany", "NY", "122"), ("Worcester", "MA", "016"), ("Providence", "RI", "029"),
           ("Burlington", "VT", "054"), ("Charleston", "WV", "253"), ("Augusta", "ME", "043"),
           ("Lincoln", "NE", "685"), ("Jackson", "MS", "392"), ("Troy", "NY", "121"), ("Marion", "IN", "469"),
           ("Flint", "MI", "485"), ("Duluth", "MN", "558"), ("Tacoma", "WA", "984")],
    "AU": [("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"), ("Geelong", "VIC", "3220"),
           ("Orange", "NSW", "2800"), ("Dubbo", "NSW", "2830"), ("Wagga Wagga", "NSW", "2650"),
           ("Newcastle", "NSW", "2300"), ("Wollongong", "NSW", "2500"), ("Toowoomba", "QLD", "4350"),
           ("Cairns", "QLD", "4870"), ("Townsville", "QLD", "4810"), ("Bundaberg", "QLD", "4670"),
           ("Mackay", "QLD", "4740"), ("Launceston", "TAS", "7250"), ("Hobart", "TAS", "7000"),
           ("Bunbury", "WA", "6230"), ("Geraldton", "WA", "6530"), ("Mount Gambier", "SA", "5290"),
           ("Whyalla", "SA", "5600"), ("Darwin", "NT", "0800"), ("Alice Springs", "NT", "0870"),
           ("Queanbeyan", "NSW", "2620")],
    "CA": [("Kingston", "ON", "K7L"), ("Guelph", "ON", "N1H"), ("Sudbury", "ON", "P3A"),
           ("Thunder Bay", "ON", "P7B"), ("Moncton", "NB", "E1C"), ("Fredericton", "NB", "E3B"),
           ("Halifax", "NS", "B3H"), ("Red Deer", "AB", "T4N"), ("Lethbridge", "AB", "T1J"),
           ("Kamloops", "BC", "V2C"), ("Nanaimo", "BC", "V9R"), ("Kelowna", "BC", "V1Y"),
           ("Regina", "SK", "S4P"), ("Saskatoon", "SK", "S7K"), ("Brandon", "MB", "R7A"),
           ("Charlottetown", "PE", "C1A"), ("Sherbrooke", "QC", "J1H"), ("St. John's", "NL", "A1C")],
    "IE": [("Galway", "Galway", "H91"), ("Athlone", "Westmeath", "N37"), ("Sligo", "Sligo", "F91"),
           ("Navan", "Meath", "C15"), ("Naas", "Kildare", "W91"), ("Ennis", "Clare", "V95"),
           ("Tralee", "Kerry", "V92"), ("Kilkenny", "Kilkenny", "R95"), ("Carlow", "Carlow", "R93"),
           ("Mullingar", "Westmeath", "N91"), ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"),
           ("Letterkenny", "Donegal", "F92"), ("Castlebar", "Mayo", "F23"), ("Wexford", "Wexford", "Y35"),
           ("Clonmel", "Tipperary", "E91"), ("Tullamore", "Offaly", "R35"), ("Portlaoise", "Laois", "R32"),
           ("Cork", "Cork", "T12"), ("Limerick", "Limerick", "V94"), ("Waterford", "Waterford", "X91")],
    "NZ": [("Hamilton", "Waikato", "3204"), ("Nelson", "Nelson Tasman", "7010"), ("Napier", "Hawke's Bay", "4110"),
           ("Hastings", "Hawke's Bay", "4122"), ("Timaru", "Canterbury", "7910"),
           ("Whanganui", "Manawatū-Whanganui", "4500"), ("Invercargill", "Southland", "9810"),
           ("Palmerston North", "Manawatū-Whanganui", "4410"), ("Tauranga", "Bay of Plenty", "3110"),
           ("Rotorua", "Bay of Plenty", "3010"), ("Whangārei", "Northland", "0110"),
           ("New Plymouth", "Taranaki", "4310"), ("Masterton", "Wairarapa", "5810"), ("Dunedin", "Otago", "9016"),
           ("Blenheim", "Marlborough", "7201"), ("Ashburton", "Canterbury", "7700")],
}

STATE_FULL = {"IL": "Illinois", "OH": "Ohio", "OR": "Oregon", "SC": "South Carolina", "TX": "Texas",
              "FL": "Florida", "AZ": "Arizona", "WI": "Wisconsin", "GA": "Georgia", "NC": "North Carolina",
              "CA": "California", "ID": "Idaho", "WA": "Washington", "MI": "Michigan", "NY": "New York",
              "MA": "Massachusetts", "RI": "Rhode Island", "VT": "Vermont", "WV": "West Virginia",
              "ME": "Maine", "NE": "Nebraska", "MS": "Mississippi", "IN": "Indiana", "MN": "Minnesota",
              "VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland", "TAS": "Tasmania",
              "WA_AU": "Western Australia", "SA": "South Australia", "NT": "Northern Territory",
              "ON": "Ontario", "NB": "New Brunswick", "NS": "Nova Scotia", "AB": "Alberta",
              "BC": "British Columbia", "SK": "Saskatchewan", "MB": "Manitoba", "PE": "Prince Edward Island",
              "QC": "Quebec", "NL": "Newfoundland and Labrador"}

SUBURBS = {  # town -> localities written before it (AU, NZ)
    "Ballarat": _w("Wendouree|Sebastopol|Alfredton"), "Bendigo": _w("Kangaroo Flat|Golden Square|Strathdale"),
    "Geelong": _w("Belmont|Newtown|Highton"), "Newcastle": _w("Merewether|Lambton|Adamstown"),
    "Wollongong": _w("Figtree|Corrimal|Thirroul"), "Toowoomba": _w("Rangeville|Newtown|Highfields"),
    "Cairns": _w("Edge Hill|Manunda|Smithfield"), "Townsville": _w("Kirwan|Aitkenvale|Douglas"),
    "Bundaberg": _w("Bargara|Kepnock|Avenell Heights"), "Mackay": _w("Andergrove|North Mackay|Walkerston"),
    "Launceston": _w("Newstead|Kings Meadows|Riverside"), "Hobart": _w("Sandy Bay|Lindisfarne|Moonah"),
    "Hamilton": _w("Frankton|Hillcrest|Rototuna"), "Nelson": _w("Stoke|Tahunanui|Atawhai"),
    "Napier": _w("Taradale|Greenmeadows|Marewa"), "Hastings": _w("Havelock North|Flaxmere|Akina"),
    "Timaru": _w("Gleniti|Highfield|Marchwiel"), "Whanganui": _w("Aramoho|Gonville|Springvale"),
    "Invercargill": _w("Glengarry|Windsor|Waikiwi"), "Palmerston North": _w("Hokowhitu|Kelvin Grove|Awapuni"),
    "Tauranga": _w("Greerton|Bethlehem|Papamoa"), "Rotorua": _w("Ngongotahā|Glenholme|Lynmore"),
    "Dunedin": _w("Mornington|Roslyn|Mosgiel"), "Blenheim": _w("Witherlea|Springlands|Redwoodtown"),
}

STREET_STEMS = _w("""
Elm|Oak|Birch|Rowan|Hawthorn|Chestnut|Maple|Cedar|Willow|Ash|Beech|Linden|Station|Church|Mill|
Albert|Queen|King|Park|Meadow|Orchard|Brook|River|Bridge|Castle|Manor|Grange|Abbey|Priory|
Kingfisher|Heron|Wren|Lark|Falcon|Banksia|Wattle|Jacaranda|Kowhai|Rimu|Totara|Pohutukawa|Tui|
Kauri|Harbour|Ocean|Hillcrest|Ridgeway|Highfield|Greenfield|Fairview|Sunnyside|Lakeview|Pine|
Spruce|Poplar|Sycamore|Magnolia|Laurel|Jubilee|Coronation|Waverley|Clifton|Stanley|Gladstone|
Tamarind|Bellbird|Ironbark|Gum Tree|Hollybush|Foxglove|Thistle|Bramble|Cherry|Juniper
""")

STREET_SUFFIX = {
    "GB": _w("Road|Street|Avenue|Lane|Close|Crescent|Drive|Terrace|Way|Gardens|Grove|Mews"),
    "IE": _w("Road|Street|Avenue|Park|Lawns|Heights|Grove|Court|Drive|View|Close"),
    "US": _w("St|Street|Ave|Avenue|Rd|Blvd|Drive|Dr|Lane|Court|Way|Pkwy"),
    "CA": _w("Street|Avenue|Road|Crescent|Drive|Boulevard|Court|Way"),
    "AU": _w("Street|St|Road|Rd|Avenue|Court|Crescent|Parade|Place|Close|Drive"),
    "NZ": _w("Street|Road|Avenue|Place|Crescent|Terrace|Drive|Grove|Lane"),
}

HOSPITALS = {
    "GB": _w("Hollins Vale General Hospital|Wrenfield Royal Infirmary|St Aldric's Hospital|Marrowgate University Hospital|Kestwick District General Hospital|Penhallow Women's Hospital|Ashcombe Royal Hospital|Fellbrook General Hospital"),
    "US": _w("Lakeshore Women's Medical Center|St. Dymphna Regional Medical Center|Cedar Plains University Hospital|Harbor Crest Hospital|Mercyridge Medical Center|Greystone Valley Hospital"),
    "AU": _w("Kestrel Bay Women's Hospital|Banksia Ridge Private Hospital|Mount Carrow Base Hospital|Southern Wattle Health Campus|Jacaranda Coast University Hospital"),
    "CA": _w("Silverpine Regional Hospital|St. Ambrose General Hospital|Maplecrest Women's Hospital|Fundy Shore Health Centre|Northgate Health Sciences Centre"),
    "IE": _w("Abbeyglen University Maternity Hospital|Corrabeg General Hospital|Rathmoyle Women's Hospital|Knockanore Regional Hospital"),
    "NZ": _w("Kōwhai Valley Hospital|Te Rauawa Women's Health Centre|Ruapeka District Hospital|Tōtara Heights Hospital"),
}

WARDS = _w("Honeysuckle Ward|Lark Ward|Bluebell Ward|Juniper Ward|Cedar Birth Centre|Primrose Suite|Willowbank Ward|Rowan Postnatal Ward|Starling Ward|Kingfisher Unit|Poppy Ward|Marigold Ward")

CLINICS = {
    "GB": _w("Elmsworth Medical Centre|Brackenridge Surgery|Tollgate Health Centre|Northfold Family Practice|Millbeck Surgery|Quayside Medical Practice"),
    "US": _w("Westbrook OB/GYN Associates|Pinecrest Family Medicine|Riverside Women's Health Partners|Oakhollow Primary Care"),
    "AU": _w("Bellbird Medical Centre|Riverbend Family Practice|Saltbush Medical Clinic|Coral Street Surgery"),
    "CA": _w("Birchwood Family Health Team|Harbourview Medical Clinic|Tamarack Community Health Centre"),
    "IE": _w("Clonbrack Medical Centre|Ardglass Family Practice|Market Cross Surgery"),
    "NZ": _w("Kererū Medical Centre|Pūriri Health|Ferndale Family Doctors|Moana Medical"),
}

PHARMACIES = _w("Kelso Pharmacy|Greenway Chemist|Parkside Pharmacy|Quaystone Pharmacy")

CONGREGATIONS = _w("Riverside Congregation|Northfield Congregation|Eastgate Congregation")

# ---- hard negatives (never PHI here) ----
DRUGS = _w("""
bupivacaine|levobupivacaine|ropivacaine|lidocaine 2% with adrenaline|fentanyl|diamorphine|
morphine|sufentanil|remifentanil|Entonox|pethidine|paracetamol|ibuprofen|diclofenac|
dihydrocodeine|oxycodone|ondansetron|cyclizine|metoclopramide|ranitidine|omeprazole|sodium citrate|
phenylephrine|ephedrine|metaraminol|oxytocin|Syntocinon|carbetocin|ergometrine|Syntometrine|
carboprost|misoprostol|tranexamic acid|enoxaparin|tinzaparin|dalteparin|aspirin 150 mg|
labetalol|nifedipine|magnesium sulfate|propofol|thiopental|rocuronium|suxamethonium|sugammadex|
cefazolin|clindamycin|caffeine|sumatriptan|Marcain Heavy|Chirocaine|Naropin|Clexane|Fragmin
""")

DEVICES = _w("""
CADD-Solis pump|Sapphire epidural pump|BD Whitacre 25G|BD Whitacre 27G|Sprotte 24G|
16G Tuohy|18G Tuohy|Braun Perifix kit|Portex epidural minipack|Smiths Medical CADD|i-gel size 4|
McGrath MAC videolaryngoscope|C-MAC|Bair Hugger|Level 1 warmer|Cell Saver Elite|Bakri balloon|
Kiwi OmniCup|Oxford HELP pillow|Mackintosh 3 blade|bougie|Guedel airway|Gertie Marx needle
""")

SCORES = _w("""
Bromage 0|Bromage 1|Bromage 2|VAS 2/10|NRS 3/10|ASA 2|ASA 3|Mallampati 2|Mallampati 3|
Cormack-Lehane grade 1|Apgar 9 and 10|Apgars 7/9/10|GCS 15/15|MEOWS 0|MEOWS 3|EPDS 6|
Robson group 5|Bishop score 4|FIBTEM A5 16 mm|qSOFA 0|PONV score 2
""")

EPONYMS = _w("""
Tuohy needle|Tuffier's line|Horner's syndrome|Mendelson's syndrome|Pfannenstiel incision|
Joel-Cohen incision|B-Lynch suture|Neville Barnes forceps|Kielland's forceps|Wrigley's forceps|
Trendelenburg position|Valsalva|Hartmann's solution|Ringer's lactate|von Willebrand disease|
Marfan syndrome|Ehlers-Danlos syndrome|Eisenmenger physiology|Fontan circulation|
Arnold-Chiari malformation|Wolff-Parkinson-White|Guillain-Barré syndrome|Sheehan's syndrome|
Bell's palsy|Raynaud's|Crohn's disease|Addison's disease|Harrington rods|Glasgow Coma Scale|
Edinburgh Postnatal Depression Scale|Bristol stool chart|German measles|Swiss cheese model|
Allen's test|Doppler|Apgar|Cushing's|Hodgkin lymphoma|Takayasu arteritis
""")

GUIDELINES = _w("""
OAA/DAS obstetric difficult airway guideline (2015)|NICE CG190|NICE NG121|RCoA GPAS 2023|
ASRA 2018 anticoagulation guidance|ANZCA PS09|SOAP 2021 consensus statement|MBRRACE-UK 2023 report|
WHO surgical safety checklist|AAGBI safety guideline (2019)|OAA Labour Analgesia Information Card|
SOGC clinical practice guideline|ACOG Practice Bulletin 209|RANZCOG statement C-Obs 28|HSE NCEC guideline No. 17
""")

DEPTS = _w("""
Delivery Suite|Labour Ward|Obstetric Theatres|Recovery|HDU|NICU|SCBU|Maternity Assessment Unit|
Day Assessment Unit|Antenatal Clinic|Pain Team|Acute Pain Service|Haematology|Cardiology|
Obstetric Medicine|Blood Bank|Pharmacy|Anaesthetic Department|Physiotherapy|Pre-op Assessment
""")
