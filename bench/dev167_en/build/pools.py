"""Invented name, place and organisation pools for dev167_en (all fictional)."""


def _l(s):
    return [x.strip() for x in s.split(",") if x.strip()]


MALE = _l("""
James, Oliver, Jack, William, Thomas, Lachlan, Cooper, Harrison, Mitchell, Brendan, Graham, Trevor,
Malcolm, Darren, Wayne, Craig, Shane, Kevin, Neville, Barry, Geoffrey, Russell, Callum, Hamish, Angus,
Fraser, Rory, Declan, Liam, Connor, Owen, Ethan, Noah, Logan, Tyler, Brody, Riley, Jayden, Kyle, Dylan,
Nathan, Stuart, Colin, Douglas, Gordon, Desmond, Clive, Murray, Ross, Bruce, Keith, Leonard, Tāne,
Wiremu, Hemi, Rawiri, Nikau, Manaia, Tama, Mikaere, Ihaia, Tevita, Sione, Viliami, Semisi, Iosefa,
Tavita, Pita, Ropata, Ariki, Kahu, Wei, Jun, Hao, Minh, Tuan, Quang, Duc, Hiroshi, Kenji, Takumi,
Ji-ho, Min-jun, Seung-woo, Jian, Zhiwei, Rohan, Arjun, Vikram, Sanjay, Rajesh, Harpreet, Gurpreet,
Jaspreet, Karthik, Senthil, Nimal, Ruwan, Imran, Bilal, Farhan, Tariq, Omar, Khalid, Youssef, Elias,
Georgios, Nikolaos, Dimitri, Kostas, Marco, Giuseppe, Luca, Matteo, Ivan, Dragan, Luka, Tomasz, Piotr,
Oleksandr, Bohdan, Pieter, Joost, Klaus, Matthias, Jean-François, Étienne, Mathieu, Luc, Pierre-Luc,
João, Rui, Diego, Alejandro, Mateo, Abdi, Mohamed, Ahmed, Tesfaye, Dawit, Chinedu, Emeka, Kwame, Kofi,
Deng, Garang, Darius, Reza, Mehmet, Emre, Sipho, Thabo, Rangi, Kauri, Waylon, Cody, Jesse, Brayden,
Dale, Warren, Lindsay, Grant, Alistair, Euan, Finn, Patrick, Seamus, Benoît, Yannick, Rahul, Deepak
""")

FEMALE = _l("""
Charlotte, Olivia, Amelia, Isla, Mia, Chloe, Sophie, Jessica, Emily, Hannah, Megan, Kylie, Tracey,
Sharon, Leanne, Michelle, Kerry, Joanne, Deborah, Gwen, Margaret, Beverley, Judith, Noeline, Raewyn,
Glenys, Heather, Fiona, Kirsty, Siobhan, Aoife, Niamh, Caitlin, Brooke, Tayla, Jade, Madison, Ashley,
Brittany, Kayla, Jenna, Lauren, Rachel, Rebecca, Nicole, Shannon, Dianne, Pauline, Maureen, Elaine,
Aroha, Mere, Huia, Anahera, Kiri, Ngaio, Moana, Hine, Marama, Ataahua, Losana, Mele, Salote, Ana,
Litia, Sina, Fetu, Malia, Teuila, Leilani, Mei, Xiu, Lan, Hoa, Linh, Thao, Ngoc, Yuki, Aiko, Haruka,
Seo-yeon, Ji-woo, Min-seo, Priya, Anjali, Deepa, Kavitha, Lakshmi, Sunita, Navjot, Simran, Harjit,
Rupinder, Nadeesha, Dilani, Ayesha, Fatima, Zainab, Sana, Maryam, Hina, Layla, Rania, Nour, Yasmin,
Eleni, Despina, Katerina, Giulia, Francesca, Chiara, Ivana, Marija, Agnieszka, Katarzyna, Olena,
Iryna, Anneke, Marieke, Ingrid, Heike, Geneviève, Mélanie, Isabelle, Chantal, Sylvie, Inês, Beatriz,
Lucía, Valentina, Camila, Amina, Hodan, Fadumo, Selam, Meron, Ngozi, Adaeze, Abena, Nyandeng, Achol,
Shirin, Parisa, Elif, Zeynep, Thandiwe, Naledi, Tui, Kahurangi, Roimata, Cheryl, Colleen, Lorraine,
Wendy, Robyn, Bronwyn, Merle, Shona, Morag, Ailsa, Maeve, Orla, Manon, Océane, Neha, Pooja, Ritu
""")

SURNAMES = _l("""
Smith, Walker, Thompson, Mitchell, Harris, Campbell, Stewart, Robertson, McDonald, MacLeod, Fraser,
Henderson, Gallagher, O'Brien, O'Sullivan, Fitzgerald, Kelly, Doyle, Brennan, Murphy, Byrne, Nolan,
Sinclair, Cunningham, Fletcher, Turner, Hughes, Edwards, Parker, Lawson, Whitfield, Ashworth, Pemberton,
Hargreaves, Blackwood, Thornton, Coates, Gibbs, Pryor, Lockhart, Dunlop, McKenzie, Buchanan, Kerr,
Ramsay, Wallace, Barlow, Haddon, Chisholm, Cartwright, Ellery, Penhaligon, Trevelyan, Goodwin, Hollis,
Stanton, Whitlock, Yates, Ngata, Tawhiri, Te Huia, Rangihuna, Paewai, Tipene, Hohaia, Karaka, Parata,
Tamihana, Te Rangi, Herewini, Kereama, Poutama, Ruatapu, Tuhiwai, Whaanga, Te Kani, Mahuika, Tuilagi,
Fa'amausili, Leota, Tupou, Fifita, Taufa, Vainikolo, Naufahu, Soakai, Havili, Ratu, Nakarawa, Aumua,
Peniamina, Seiuli, Mahe, Latu, Kata, Chen, Wang, Li, Zhang, Liu, Huang, Zhao, Wu, Zhou, Xu, Lin, Tan,
Lim, Ng, Wong, Cheung, Ho, Lau, Chan, Yip, Kwan, Leung, Nguyen, Tran, Le, Pham, Hoang, Vu, Dang, Bui,
Ngo, Kim, Park, Choi, Jung, Kang, Yoon, Shin, Sato, Takahashi, Watanabe, Yamamoto, Nakamura, Kobayashi,
Santos, Reyes, Cruz, Bautista, Dela Cruz, Mendoza, Villanueva, Aquino, Manalo, Pascual, Patel, Sharma,
Singh, Kaur, Gill, Sandhu, Dhillon, Grewal, Sidhu, Ramanathan, Krishnan, Subramaniam, Iyer, Nair,
Menon, Reddy, Rao, Chaudhary, Mehta, Desai, Joshi, Banerjee, Chatterjee, Perera, Fernando, Jayasuriya,
Wickramasinghe, Silva, Rahman, Hossain, Qureshi, Siddiqui, Malik, Khan, Haddad, Khoury, Nasser, Saleh,
Hamdan, Abboud, Karam, Mansour, Aziz, Yilmaz, Demir, Kaya, Hosseini, Rahimi, Karimi, Tehrani,
Papadopoulos, Georgiou, Konstantinidis, Nikolaidis, Vlahos, Kyriakou, Rossi, Bianchi, Romano, Esposito,
Ricci, Marino, Greco, Conti, De Luca, Lombardi, Moretti, Novak, Horvat, Petrović, Jovanović, Kowalski,
Nowak, Wiśniewski, Shevchenko, Bondarenko, Kovalenko, Melnyk, van der Berg, de Vries, Jansen, Bakker,
Visser, Schmidt, Müller, Becker, Hoffmann, Richter, Vogel, Tremblay, Gagnon, Roy, Côté, Bouchard,
Gauthier, Morin, Lavoie, Fortin, Gagné, Ouellet, Pelletier, Bélanger, Lévesque, Bergeron, Leblanc,
Paquette, Girard, Simard, Boucher, Pereira, Costa, Oliveira, Rodrigues, Ferreira, Almeida, García,
Hernández, López, Martínez, Ramírez, Torres, Flores, Okafor, Adeyemi, Obi, Mensah, Owusu, Abdullahi,
Hassan, Warsame, Farah, Bekele, Haile, Deng, Garang, Mwangi, Kamau, Cardinal, Linklater, Gladue,
Bellegarde, Okemasis, Morningstar, Whitecalf, Keeshig, Commanda, Kakegamic, Moosomin, Tootoosis,
Nakashuk, Kilabuk, Appleby, Bramwell, Crossley, Dempster, Everingham, Fairweather, Gorringe, Heslop,
Illingworth, Jeffcoat, Kinsella, Larkin, Merriman, Northcott, Ormsby, Prendergast, Quinlan, Rutherford,
Satterley, Treloar, Underwood, Vickery, Wadsworth, Yeoman
""")

NICK = {"William": "Bill", "Margaret": "Peggy", "Robert": "Bob", "James": "Jim", "Thomas": "Tom",
        "Geoffrey": "Geoff", "Douglas": "Doug", "Leonard": "Len", "Deborah": "Deb", "Rebecca": "Bec",
        "Nicole": "Nic", "Michelle": "Shelley", "Beverley": "Bev", "Judith": "Judy", "Patrick": "Paddy",
        "Alejandro": "Alex", "Nikolaos": "Nick", "Giuseppe": "Joe", "Katerina": "Kat", "Christopher": "Chris",
        "Oleksandr": "Sasha", "Jessica": "Jess", "Kenji": "Ken", "Mathieu": "Matt", "Kostas": "Gus",
        "Lakshmi": "Lucky", "Heather": "Heath", "Elaine": "Lainey", "Darius": "Daz", "Wiremu": "Bill",
        "Rawiri": "Dave", "Hemi": "Jim", "Malcolm": "Mal", "Russell": "Rusty", "Barry": "Baz"}

# country -> list of (city, state abbreviation, postcode)
AU_PLACES = [
    ("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"), ("Geelong", "VIC", "3220"),
    ("Frankston", "VIC", "3199"), ("Shepparton", "VIC", "3630"), ("Mildura", "VIC", "3500"),
    ("Warrnambool", "VIC", "3280"), ("Traralgon", "VIC", "3844"), ("Toowoomba", "QLD", "4350"),
    ("Cairns", "QLD", "4870"), ("Townsville", "QLD", "4810"), ("Rockhampton", "QLD", "4700"),
    ("Mackay", "QLD", "4740"), ("Bundaberg", "QLD", "4670"), ("Chermside", "QLD", "4032"),
    ("Hervey Bay", "QLD", "4655"), ("Wagga Wagga", "NSW", "2650"), ("Orange", "NSW", "2800"),
    ("Dubbo", "NSW", "2830"), ("Port Macquarie", "NSW", "2444"), ("Albury", "NSW", "2640"),
    ("Parramatta", "NSW", "2150"), ("Tamworth", "NSW", "2340"), ("Lismore", "NSW", "2480"),
    ("Wollongong", "NSW", "2500"), ("Gosford", "NSW", "2250"), ("Launceston", "TAS", "7250"),
    ("Devonport", "TAS", "7310"), ("Burnie", "TAS", "7320"), ("Darwin", "NT", "0800"),
    ("Alice Springs", "NT", "0870"), ("Palmerston", "NT", "0830"), ("Bunbury", "WA", "6230"),
    ("Geraldton", "WA", "6530"), ("Kalgoorlie", "WA", "6430"), ("Joondalup", "WA", "6027"),
    ("Mandurah", "WA", "6210"), ("Mount Gambier", "SA", "5290"), ("Whyalla", "SA", "5600"),
    ("Elizabeth", "SA", "5112"), ("Murray Bridge", "SA", "5253"), ("Belconnen", "ACT", "2617"),
    ("Tuggeranong", "ACT", "2900"), ("Queanbeyan", "NSW", "2620"),
]
AU_STATES = {"VIC": ["VIC", "Vic", "Victoria"], "QLD": ["QLD", "Qld", "Queensland"],
             "NSW": ["NSW", "New South Wales"], "TAS": ["TAS", "Tas", "Tasmania"],
             "NT": ["NT", "Northern Territory"], "WA": ["WA", "Western Australia"],
             "SA": ["SA", "South Australia"], "ACT": ["ACT", "Australian Capital Territory"]}

NZ_PLACES = [
    ("Hamilton", "Waikato", "3204"), ("Cambridge", "Waikato", "3434"), ("Te Awamutu", "Waikato", "3800"),
    ("Tauranga", "Bay of Plenty", "3110"), ("Rotorua", "Bay of Plenty", "3010"),
    ("Whakatāne", "Bay of Plenty", "3120"), ("Whangārei", "Northland", "0110"),
    ("Kaitaia", "Northland", "0410"), ("Napier", "Hawke's Bay", "4110"), ("Hastings", "Hawke's Bay", "4122"),
    ("New Plymouth", "Taranaki", "4310"), ("Hāwera", "Taranaki", "4610"),
    ("Palmerston North", "Manawatū-Whanganui", "4410"), ("Whanganui", "Manawatū-Whanganui", "4500"),
    ("Levin", "Manawatū-Whanganui", "5510"), ("Porirua", "Wellington", "5022"),
    ("Lower Hutt", "Wellington", "5010"), ("Masterton", "Wellington", "5810"),
    ("Nelson", "Nelson", "7010"), ("Motueka", "Tasman", "7120"), ("Blenheim", "Marlborough", "7201"),
    ("Timaru", "Canterbury", "7910"), ("Ashburton", "Canterbury", "7700"), ("Rangiora", "Canterbury", "7400"),
    ("Christchurch", "Canterbury", "8011"), ("Dunedin", "Otago", "9016"), ("Oamaru", "Otago", "9400"),
    ("Queenstown", "Otago", "9300"), ("Invercargill", "Southland", "9810"), ("Gore", "Southland", "9710"),
    ("Gisborne", "Gisborne", "4010"), ("Greymouth", "West Coast", "7805"), ("Manukau", "Auckland", "2104"),
    ("Papakura", "Auckland", "2110"), ("Takapuna", "Auckland", "0622"), ("Pukekohe", "Auckland", "2120"),
]

CA_PLACES = [
    ("Mississauga", "ON", "L5B"), ("Brampton", "ON", "L6T"), ("Hamilton", "ON", "L8P"), ("London", "ON", "N6A"),
    ("Kingston", "ON", "K7L"), ("Sudbury", "ON", "P3E"), ("Thunder Bay", "ON", "P7B"), ("Barrie", "ON", "L4M"),
    ("Peterborough", "ON", "K9J"), ("Windsor", "ON", "N9A"), ("Oshawa", "ON", "L1H"), ("Guelph", "ON", "N1H"),
    ("Surrey", "BC", "V3T"), ("Kelowna", "BC", "V1Y"), ("Kamloops", "BC", "V2C"), ("Nanaimo", "BC", "V9R"),
    ("Prince George", "BC", "V2L"), ("Chilliwack", "BC", "V2P"), ("Red Deer", "AB", "T4N"),
    ("Lethbridge", "AB", "T1J"), ("Medicine Hat", "AB", "T1A"), ("Grande Prairie", "AB", "T8V"),
    ("Airdrie", "AB", "T4B"), ("Saskatoon", "SK", "S7K"), ("Regina", "SK", "S4P"),
    ("Prince Albert", "SK", "S6V"), ("Brandon", "MB", "R7A"), ("Steinbach", "MB", "R5G"),
    ("Thompson", "MB", "R8N"), ("Dartmouth", "NS", "B2Y"), ("Truro", "NS", "B2N"), ("Moncton", "NB", "E1C"),
    ("Fredericton", "NB", "E3B"), ("Saint John", "NB", "E2L"), ("Corner Brook", "NL", "A2H"),
    ("Gander", "NL", "A1V"), ("Charlottetown", "PE", "C1A"), ("Summerside", "PE", "C1N"),
    ("Gatineau", "QC", "J8X"), ("Sherbrooke", "QC", "J1H"), ("Yellowknife", "NT", "X1A"),
    ("Whitehorse", "YT", "Y1A"),
]
CA_PROV = {"ON": ["ON", "Ont.", "Ontario"], "BC": ["BC", "B.C.", "British Columbia"],
           "AB": ["AB", "Alta.", "Alberta"], "SK": ["SK", "Sask.", "Saskatchewan"],
           "MB": ["MB", "Man.", "Manitoba"], "NS": ["NS", "N.S.", "Nova Scotia"],
           "NB": ["NB", "New Brunswick"], "NL": ["NL", "Newfoundland and Labrador"],
           "PE": ["PE", "PEI", "Prince Edward Island"], "QC": ["QC", "Québec", "Quebec"],
           "NT": ["NT", "Northwest Territories"], "YT": ["YT", "Yukon"]}

STREET_NAMES = _l("""
Wattle, Banksia, Jacaranda, Kowhai, Rimu, Totara, Pohutukawa, Maple, Birch, Cedar, Spruce, Tamarack,
Elgin, Victoria, King, Queen, George, Albert, Cook, Tasman, Hobson, Ridge, Church, High, Station,
Railway, Bridge, Mill, Harbour, Lakeshore, Bay, Hill, Park, Forest, Riverbend, Kauri, Matai,
Kingfisher, Magpie, Kookaburra, Lorikeet, Currawong, Heron, Loon, Caribou, Prairie, Frontenac,
Laurier, Champlain, Dufferin, Bathurst, Simcoe, Ironbark, Blackwood, Bottlebrush, Grevillea, Boronia,
Karaka, Puriri, Manuka, Tui, Kereru, Pukeko, Moana, Waiora, Aroha, Selwyn, Rolleston, Harewood,
Fitzroy, Macquarie, Flinders, Sturt, Hume, Mitchell, Bourke, Lachlan, Wentworth, Dundas, Yonge,
Bloor, Jasper, Athabasca, Saskatoon Berry, Chinook, Aspen, Poplar, Willow, Orchard, Vineyard, Quarry,
Tannery, Cannery, Ferry, Wharf, Lighthouse, Beacon, Anzac, Gallipoli, Jubilee, Coronation, Regent
""")
STREET_TYPES = [("Street", "St"), ("Road", "Rd"), ("Avenue", "Ave"), ("Crescent", "Cres"),
                ("Drive", "Dr"), ("Place", "Pl"), ("Court", "Ct"), ("Terrace", "Tce"), ("Lane", "Ln"),
                ("Parade", "Pde"), ("Boulevard", "Blvd"), ("Way", "Way"), ("Close", "Cl"), ("Grove", "Gr")]

PLACE_WORDS = _l("""
Wattle Grove, Riverbend, Harbourside, Kauri Park, Lakeshore, Maple Ridge, Northgate, Bayview, Greenhill,
Mount Aldridge, Tamarind, Eastwood, Cedarvale, Prairie Rose, Blue Gum, Ironbark, Rimu Valley,
Totara Hills, Silver Birch, Glenmore, Fernleigh, Ashgrove, Stonebridge, Westhaven, Clearwater,
Highfield, Coralie, Redgum, Kingfisher Bay, Pukeko Flats, Matai Ridge, Aspen Creek, Loon Lake,
Frontenac, Bellbird, Tern Point, Koru, Southern Lakes, Whitestone, Copperfield, Banksia Heights,
Waratah, Heron's Landing, Millbrook, Oakvale, Parkhurst, Sandringham, Tidewater, Granite Falls,
Kestrel, Lindenwood, Hollybank, Rosehill, Wilderness Coast, Goldfields, Saltbush, Thornbury
""")
SAINTS = _l("St Columba's, St Brigid's, St Luke's, St Aidan's, St Hilda's, St Benedict's, St Oswald's, "
            "St Finbar's, Holy Cross, St Raphael's, St Clement's, Our Lady of Mercy")

HOSP_SUFFIX = ["Private Hospital", "Base Hospital", "Regional Hospital", "General Hospital",
               "Health Campus", "Hospital"]
SPEC_SUFFIX = ["Specialist Centre", "Medical Specialists", "Consulting Suites", "Specialist Clinic",
               "Outpatient Centre", "Medical Centre Specialists", "Day Hospital"]
GP_SUFFIX = {"AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic",
                    "Health Centre", "Doctors"],
             "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Medical Practice",
                    "Hauora", "Surgery"],
             "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Health Centre",
                    "Community Health Centre", "Walk-in Clinic"]}
PHARM_SUFFIX = ["Pharmacy", "Chemist", "Discount Chemist", "Pharmacy & Wellness", "Apothecary",
                "Compounding Pharmacy"]
RADIOLOGY_SUFFIX = ["Radiology", "Imaging", "Medical Imaging", "X-Ray & Ultrasound"]
WARD_NAMES = _l("Banksia, Kōwhai, Waratah, Tamarack, Huia, Kererū, Jarrah, Birchwood, Acacia, "
                "Manuka, Cedar, Puriri, Wombat, Kea, Lupin, Orchid, Takahē, Boronia")
BUILDINGS = _l("""
Jacaranda Wing, Kauri Building, Rimu Block, Harbour Tower, Ellery Pavilion, Morningstar Building,
North Tower, Whitlock Wing, Tasman Building, Chisholm Centre, Lockhart Pavilion, Moana House,
Heritage Building, Riverside Annex, Blackwood Wing, Aspen Pavilion, Matai House, Parata Building
""")

ORG_SUFFIX = ["Freight", "Mining", "Dairy Co-op", "Builders", "Logistics", "Engineering",
              "Timber Mills", "Seafoods", "Meats", "Orchards", "Transport", "Plumbing", "Electrical",
              "Aged Care", "Civil Contractors", "Packaging", "Steel", "Printing", "Cleaning Services",
              "Vineyards", "Shipping", "Fertilisers", "Home Loans", "Glass", "Group", "Holdings", "Industries",
              "Services", "Partners", "Co-operative", "Enterprises", "Ltd", "District Council", "Supermarket"]
SCHOOL_SUFFIX = ["Primary School", "High School", "College", "Secondary College", "Grammar School",
                 "Kura Kaupapa", "Elementary School", "Collegiate"]
INSURERS = {"AU": _l("Harbourline Health Fund, Golden Wattle Health, Southern Gum Insurance, "
                     "Coastline Members Health, Ironbark Mutual, Teachers Together Health Fund, "
                     "Bluewren Health Cover, Railway Mutual Fund"),
            "NZ": _l("Kōtare Health Insurance, Pōhutukawa Life & Health, Southern Alps Health Society, "
                     "Tasman Mutual Health, Kiwi Shield Insurance"),
            "CA": _l("Maple Shield Benefits, Great Lakes Health Benefits, Northern Lights Life, "
                     "Prairie Mutual Benefits, Atlantic Cross Insurance, Cedarline Group Benefits")}
LABS = {"AU": _l("Coastal Pathology, Goldfields Pathology Services, Southern Cross-Lab Pathology, "
                 "Riverina Diagnostic Pathology, Sunstate Pathology"),
        "NZ": _l("Aotea Labs, Southern Community Laboratories Ltd, Kahurangi Diagnostics, "
                 "Pathlab Tairāwhiti"),
        "CA": _l("Northshore Medical Labs, Prairie Diagnostic Laboratories, LakeLab Services, "
                 "Boreal Clinical Laboratories")}
DME = {"AU": _l("SleepRight Supplies, BreatheEasy Home Care, Diabetes Direct Supplies"),
       "NZ": _l("Kiwi Sleep Solutions, Ora Home Health Equipment, Tūī Medical Supplies"),
       "CA": _l("Cascade Respiratory Services, Maple Home Medical, ProAir Home Oxygen Inc.")}

PROFESSIONS = _l("""
electrician, primary school teacher, secondary school teacher, registered nurse, truck driver,
dairy farmer, sheep farmer, shearer, barista, accountant, FIFO mine worker, carpenter, welder,
hairdresser, retail assistant, software developer, forklift operator, chef, office cleaner, plumber,
bus driver, taxi driver, Uber driver, childcare worker, aged care worker, early childhood educator,
real estate agent, bank teller, police officer, firefighter, paramedic, pharmacist, dental assistant,
landscaper, painter and decorator, tiler, bricklayer, concreter, mechanic, panel beater, machinist,
fitter and turner, boilermaker, kitchen hand, fruit picker, orchardist, viticulturist, fisherman,
commercial diver, forestry worker, arborist, lawyer, legal secretary, receptionist, call centre operator,
librarian, university lecturer, graphic designer, architect, civil engineer, surveyor, chemist,
laboratory technician, veterinarian, vet nurse, farrier, jockey, personal trainer, physiotherapist,
social worker, youth worker, pastor, interpreter, journalist, musician, sound engineer, baker, butcher,
meat worker, warehouse supervisor, courier, postal worker, airline pilot, flight attendant,
baggage handler, security guard, prison officer, sawmill hand, oil sands operator, commercial fisher,
snow plough operator, hockey coach, nail technician, beautician, florist, tattoo artist, stonemason,
glazier, roofer, scaffolder, crane operator, rail maintenance worker, tradesperson, homemaker,
stay-at-home parent, bookkeeper, payroll officer, HR manager, IT support technician, data analyst,
sales representative, pharmacy assistant, hospitality manager, bartender, cook
""")

COUNTRIES = _l("""
Fiji, Samoa, Tonga, India, Sri Lanka, China, Vietnam, the Philippines, South Africa, the United Kingdom,
Ireland, Lebanon, Greece, Italy, Somalia, Ethiopia, South Sudan, Iran, South Korea, Japan, Brazil, Chile,
Poland, Ukraine, the Netherlands, Pakistan, Bangladesh, Nigeria, Kenya, the Cook Islands, Jamaica,
Haiti, Mexico, Colombia, Portugal, Germany, Scotland, Afghanistan, Malaysia, Indonesia, Thailand,
Zimbabwe, Egypt, Turkey, Croatia, Serbia, Hong Kong, Taiwan, Nepal, Tuvalu, Kiribati, Eritrea
""")
TRAVEL = _l("Bali, Thailand, Vietnam, Fiji, India, Mexico, Peru, Japan, Italy, Morocco, Kenya, Cambodia, "
            "Sri Lanka, Egypt, Costa Rica, Samoa, Papua New Guinea, Vanuatu")

HOLIDAYS = {"AU": ["Christmas", "Easter", "Anzac Day", "Boxing Day", "New Year's Day", "Australia Day",
                   "the King's Birthday long weekend", "Melbourne Cup Day"],
            "NZ": ["Christmas", "Easter", "Waitangi Day", "Matariki", "Anzac Day", "Boxing Day",
                   "Labour Weekend", "New Year's Day"],
            "CA": ["Christmas", "Thanksgiving", "Canada Day", "Victoria Day", "Easter", "Boxing Day",
                   "Labour Day", "New Year's Eve", "Family Day"]}

LANDMARKS = _l("""
Riverbend boat ramp, Pukeko Lake lookout, Harbourside wool store, Matai Ridge quarry,
Frontenac ferry terminal, Blue Gum caravan park, Loon Lake campground, Granite Falls trailhead,
Saltbush Showgrounds, Kestrel Point lighthouse
""")
