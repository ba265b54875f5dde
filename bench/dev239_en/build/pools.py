"""Invented name, place, organisation and occupation pools for dev239_en.

Everything here was written by author 239 for this set.  Lists are plain
Python lists (ordered) so iteration is deterministic.
"""


def _w(s):
    return [x.strip() for x in s.split("|") if x.strip()]


# origin -> (female given names, male given names, surnames)
ORIGINS = {
    "anglo": (
        _w("Rebecca|Sarah|Emma|Olivia|Chloe|Charlotte|Amelia|Isla|Harriet|Imogen|Leanne|Donna|Tracey|"
           "Sharon|Karen|Julie|Gillian|Lorraine|Denise|Janine|Colleen|Maureen|Gwendolyn|Loretta|Tammy|"
           "Wanda|Rhonda|Peggy|Doreen|Marlene|Yvonne|Heather|Kimberly|Melissa|Stephanie|Brittany|"
           "Tiffany|Amber|Crystal|Kayla|Ashley|Courtney|Danielle|Kirsten|Hayley|Stacey|Bronwyn|Raewyn|"
           "Leonie|Philippa|Jocelyn|Vanessa|Natasha|Samantha|Abigail|Felicity|Georgina|Lydia"),
        _w("Cody|Tyler|Brandon|Dustin|Travis|Kyle|Jeremy|Bradley|Chad|Wesley|Garrett|Clayton|Dwayne|"
           "Earl|Vernon|Harold|Ronald|Gerald|Raymond|Douglas|Keith|Gary|Wayne|Darren|Oliver|Harry|"
           "Alfie|George|Jamie|Ryan|Nathan|Shane|Brendon|Blair|Grant|Murray|Trent|Jarrod|Hayden|Lachlan|"
           "Graham|Stuart|Malcolm|Nigel|Clive|Trevor|Barry|Derek|Lance|Russell|Dylan|Corey|Mitchell"),
        _w("Thompson|Harrison|Whitfield|Ashworth|Pemberton|Hargreaves|Thornton|Blackwood|Fairbanks|"
           "Holloway|Pendleton|Ridgeway|Sutcliffe|Wainwright|Yardley|Kendrick|Lowry|Atherton|Bramwell|"
           "Cartwright|Dunmore|Eastwood|Gresham|Hollins|Ingham|Jessop|Kershaw|Lockwood|Mottram|"
           "Nettleton|Oldroyd|Pickles|Rowntree|Stansfield|Tattersall|Uttley|Whitworth|Bennett|Ellis|"
           "Griffin|Dixon|Harper|Reynolds|Stevens|Tucker|Hicks|Boyd|Whitaker|Pruitt|Boggs|Tillman|"
           "Calloway|Langston|Whitlock|Ashby|Bradshaw|Chadwick|Dempsey|Fairclough|Goodall|Haworth|"
           "Kilburn|Lindley|Metcalfe|Norbury|Openshaw|Pilkington|Ramsbottom|Shackleton|Thwaite|"
           "Varley|Wadsworth|Brightman|Coldwell|Darbyshire|Emsley|Farnworth|Greenhalgh|Heathcote"),
    ),
    "celtic": (
        _w("Bethan|Cerys|Rhiannon|Siobhan|Niamh|Aoife|Ciara|Roisin|Fiona|Morag|Kirsty|Eilidh|Shona|"
           "Bernadette|Deirdre|Mairead|Sinead|Catriona|Gwenllian|Nerys|Eleri|Ffion"),
        _w("Gareth|Rhys|Dafydd|Owain|Callum|Fraser|Hamish|Angus|Ewan|Declan|Cormac|Padraig|Eoin|"
           "Ciaran|Liam|Kieran|Seamus|Ruairi|Iwan|Gethin|Alasdair|Lorcan"),
        _w("Fitzgerald|O'Brien|O'Sullivan|Murphy|Kelly|Byrne|Walsh|McCarthy|Doherty|Gallagher|Quinn|"
           "Brennan|Nolan|Donnelly|MacLeod|MacDonald|Campbell|Stewart|Robertson|Sinclair|Ferguson|"
           "McKenzie|Buchanan|Drummond|Crawford|Lindsay|Davies|Jones|Evans|Griffiths|Llewellyn|"
           "Pritchard|Vaughan|Rees|Prosser|Howells|Jenkins|Morgan|Powell|McGillivray|Cunningham|"
           "O'Driscoll|Flanagan|Cassidy|Moynihan|Kavanagh|MacAskill|Urquhart|Gillespie|Tudor|Bevan"),
    ),
    "maori": (
        _w("Aroha|Mere|Hine|Anahera|Kiri|Moana|Marama|Huia|Whetu|Ngaire|Tania|Hinemoa|Awhina|"
           "Kahurangi|Mihi|Ataahua|Pania"),
        _w("Wiremu|Rawiri|Tane|Hemi|Nikau|Manaia|Tama|Mikaere|Tipene|Hone|Rangi|Tamati|Kahu|Piripi|"
           "Matiu|Arana|Rewi|Tawhai"),
        _w("Ngata|Parata|Te Rangi|Tawhiri|Hohaia|Kereama|Paewai|Rangihuna|Tamihana|Whaanga|Horomona|"
           "Potae|Te Awa|Karaka|Ruatapu|Waaka|Hetaraka|Te Whata|Kawhia-Smith|Marino-Rewi|Tuhoro|Herewini"),
    ),
    "pacific": (
        _w("Mele|Losana|Sina|Lupe|Salote|Seini|Vika|Leilani|Kalani|Luisa|Fetu|Malia|Ana-Lisa|Pesi|"
           "Temalisi|Ofa|Sieni|Akanesi"),
        _w("Sione|Tevita|Viliami|Semisi|Iosefa|Tavita|Pita|Koa|Makoa|Paulo|Lemalu|Sefo|Ioane|Taniela|"
           "Filipo|Mosese|Kalolo|Siaosi"),
        _w("Faleolo|Tuilagi|Leota|Fa'amausili|Sapolu|Taufa|Fifita|Havili|Vaipulu|Mahe|Vainikolo|"
           "Lolohea|Soakai|Tuipulotu|Naivalu|Qarase|Tupou|Aumua|Falaniko|Leiataua|Moala|Kaufusi"),
    ),
    "southasian": (
        _w("Priya|Ananya|Kavita|Sunita|Deepa|Nisha|Farah|Ayesha|Zainab|Fatima|Mariam|Noor|Rukhsana|"
           "Harpreet|Manpreet|Simran|Lakshmi|Meenakshi|Shabana|Nasreen|Parveen|Anjali"),
        _w("Rajesh|Arjun|Vikram|Sanjay|Rohan|Anil|Imran|Bilal|Tariq|Sukhwinder|Gurpreet|Harjit|"
           "Suresh|Naveen|Farhan|Asif|Zubair|Kamran|Devendra|Prakash"),
        _w("Sharma|Patel|Reddy|Iyer|Nair|Menon|Chaudhary|Gupta|Desai|Bhatt|Kulkarni|Pillai|Rao|Sandhu|"
           "Dhillon|Grewal|Qureshi|Siddiqui|Malik|Chaudhry|Rahman|Mirza|Hussain|Bhattacharya|"
           "Venkataraman|Sethi|Ahluwalia|Banerjee|Mukherjee|Joshi"),
    ),
    "mideast": (
        _w("Hana|Yasmin|Leila|Shirin|Parisa|Elif|Zeynep|Rania|Dalia|Nour|Samira|Layla|Maryam"),
        _w("Omar|Yusuf|Hamza|Farid|Reza|Dariush|Mehmet|Emre|Kemal|Karim|Walid|Bassam|Hossein"),
        _w("Haddad|Khoury|Nasser|Saleh|Mansour|Aziz|Hakimi|Rahimi|Tehrani|Karimi|Yilmaz|Demir|Kaya|"
           "Celik|Aydin|Ozturk|Abboud|Hamdan|Sabbagh|Farahani"),
    ),
    "eastasian": (
        _w("Mei|Xiu|Ying|Jia|Hui|Min-ji|Seo-yeon|Ji-woo|Keiko|Yumi|Haruka|Aiko|Xiaoling|Yan|Su-bin"),
        _w("Wei|Jian|Hao|Jun|Min-jun|Seung-ho|Dong-hyun|Hiroshi|Kenji|Takumi|Zhiwei|Tae-yang|Kazuo"),
        _w("Zhang|Liu|Chen|Huang|Zhao|Zhou|Guo|Lin|Gao|Tang|Feng|Deng|Cao|Peng|Lau|Cheung|Wong|Leung|"
           "Chan|Kim|Choi|Jung|Kang|Yoon|Jang|Shin|Tanaka|Suzuki|Takahashi|Watanabe|Yamamoto|"
           "Nakamura|Kobayashi|Sato|Kato|Matsumoto|Hwang|Tsang"),
    ),
    "seasian": (
        _w("Linh|Thao|Ngoc|Maricel|Rowena|Liza|Jocelyn|Marites|Analyn|Rosalie|Thuy|Phuong"),
        _w("Minh|Quang|Tuan|Duc|Jomar|Rodel|Arnel|Efren|Ronaldo|Bayani|Thanh|Hieu"),
        _w("Nguyen|Tran|Pham|Hoang|Dang|Bui|Ngo|Duong|Trinh|Santos|Reyes|Bautista|Ocampo|Mendoza|"
           "Villanueva|Dela Cruz|Aquino|Manalo|Pascual|Soriano|Macaraeg|Dimaculangan|Tolentino"),
    ),
    "hispanic": (
        _w("Marisol|Guadalupe|Lucia|Carmen|Rosario|Beatriz|Ines|Joana|Catarina|Yesenia|Araceli|"
           "Maribel|Xiomara|Daniela|Valentina|Paola|Ximena|Alejandra|Graciela"),
        _w("Alejandro|Joaquin|Rafael|Jose|Luis|Mateo|Santiago|Diego|Joao|Tiago|Rui|Ernesto|Arturo|"
           "Rogelio|Efrain|Hector|Osvaldo|Julio|Ramon"),
        _w("Hernandez|Lopez|Gonzalez|Martinez|Rodriguez|Ramirez|Torres|Flores|Rivera|Gomez|Diaz|"
           "Morales|Castillo|Jimenez|Vargas|Ortega|Delgado|Navarro|Salazar|Guerrero|Medina|Rojas|"
           "Aguilar|Fuentes|Cabrera|Ferreira|Pereira|Carvalho|Almeida|Sousa|Ribeiro|Teixeira|"
           "Espinoza|Valenzuela|Zamora|Quintero|Arellano|Barajas"),
    ),
    "european": (
        _w("Agnieszka|Katarzyna|Magdalena|Olena|Oksana|Irina|Svetlana|Natalia|Ingrid|Astrid|Sigrid|"
           "Freya|Annelies|Femke|Greta|Heike|Chiara|Giulia|Francesca|Rosaria|Eleni|Dimitra|Sofia|"
           "Yael|Miriam|Rivka|Aurelie|Delphine|Noemie|Simone|Brigitte|Dagmar"),
        _w("Pawel|Tomasz|Krzysztof|Piotr|Mykola|Taras|Dmitri|Sergei|Andrei|Lars|Nils|Henrik|Pieter|"
           "Joris|Bram|Klaus|Jurgen|Matthias|Giuseppe|Lorenzo|Salvatore|Matteo|Nikos|Giorgos|"
           "Stavros|Avi|Eitan|Moshe|Laurent|Thierry"),
        _w("Kowalski|Nowak|Wisniewski|Wojcik|Kaminski|Lewandowski|Zielinski|Szymanski|Dabrowski|"
           "Kozlowski|Mazur|Krawczyk|Shevchenko|Bondarenko|Kovalenko|Tkachenko|Ivanova|Petrov|"
           "Sokolov|Volkov|Morozov|Kuznetsov|van der Berg|de Vries|Jansen|Bakker|Visser|Smit|Mulder|"
           "de Jong|Dekker|van Dijk|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Hoffmann|Schulz|"
           "Richter|Neumann|Zimmermann|Krause|Lehmann|Lindqvist|Johansson|Andersson|Nilsson|Larsen|"
           "Hansen|Pedersen|Halvorsen|Eriksen|Sorensen|Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|"
           "Colombo|Ricci|Greco|Gallo|Conti|De Luca|Mancini|Lombardi|Moretti|Barbieri|Fontana|"
           "Papadopoulos|Georgiou|Nikolaidis|Konstantinou|Dimitriou|Vlachos|Pappas|Cohen|Levy|"
           "Friedman|Goldberg|Katz|Rosenberg|Weiss|Shapiro|Adler|Dubois|Lefebvre|Moreau|Girard"),
    ),
    "african": (
        _w("Adaeze|Chiamaka|Ngozi|Funmilayo|Folake|Abena|Akosua|Ama|Hodan|Amina|Sahra|Ifrah|Keisha|"
           "Latoya|Tamika|Shanice|Ebony|Imani|Jasmine|Brianna|Destiny|Tanisha|Aaliyah|Nia|Makeda"),
        _w("Chidi|Emeka|Obinna|Tunde|Olumide|Kwame|Kofi|Yaw|Abdirahman|Abdi|Mohamed|DeShawn|Tyrone|"
           "Jamal|Darnell|Marquis|Andre|Terrence|Demetrius|Jerome|Cedric|Reginald|Tesfaye|Dawit"),
        _w("Okafor|Okonkwo|Adeyemi|Balogun|Okoro|Nwosu|Eze|Adebayo|Ogunleye|Olawale|Chukwu|Ibekwe|"
           "Akinola|Onyeka|Mensah|Asante|Owusu|Boateng|Agyeman|Osei|Appiah|Darko|Abdullahi|Warsame|"
           "Farah|Hassan|Jama|Bekele|Haile|Girma|Washington|Jefferson|Robinson|Coleman|Simmons|"
           "Henderson|Bryant|Foster|Butler|Barnes|Sanders|Patterson|Hayes|Wallace|Gibson|Mcdaniel|"
           "Okeke|Anyanwu|Oyelaran|Danso|Kariuki|Mwangi|Otieno"),
    ),
}

# country -> origin weights (ordered list of pairs)
ORIGIN_WEIGHTS = {
    "US": [("anglo", 30), ("celtic", 6), ("african", 20), ("hispanic", 22), ("european", 8),
           ("eastasian", 5), ("seasian", 5), ("southasian", 3), ("mideast", 3), ("pacific", 2)],
    "UK": [("anglo", 34), ("celtic", 18), ("southasian", 16), ("african", 10), ("european", 12),
           ("eastasian", 3), ("mideast", 4), ("seasian", 3), ("hispanic", 1)],
    "NZ": [("anglo", 28), ("maori", 22), ("pacific", 16), ("celtic", 8), ("southasian", 7),
           ("eastasian", 7), ("seasian", 5), ("european", 5), ("mideast", 2)],
}

# ---------------------------------------------------------------- places
# US: (city, state, abbreviation, zip prefix 3 digits, county)
US_PLACES = [
    ("Columbus", "Ohio", "OH", "432", "Franklin County"), ("Dayton", "Ohio", "OH", "454", "Montgomery County"),
    ("Toledo", "Ohio", "OH", "436", "Lucas County"), ("Louisville", "Kentucky", "KY", "402", "Jefferson County"),
    ("Lexington", "Kentucky", "KY", "405", "Fayette County"), ("Knoxville", "Tennessee", "TN", "379", "Knox County"),
    ("Chattanooga", "Tennessee", "TN", "374", "Hamilton County"), ("Birmingham", "Alabama", "AL", "352", "Jefferson County"),
    ("Huntsville", "Alabama", "AL", "358", "Madison County"), ("Jackson", "Mississippi", "MS", "392", "Hinds County"),
    ("Shreveport", "Louisiana", "LA", "711", "Caddo Parish"), ("Baton Rouge", "Louisiana", "LA", "708", "East Baton Rouge Parish"),
    ("Little Rock", "Arkansas", "AR", "722", "Pulaski County"), ("Tulsa", "Oklahoma", "OK", "741", "Tulsa County"),
    ("Wichita", "Kansas", "KS", "672", "Sedgwick County"), ("Omaha", "Nebraska", "NE", "681", "Douglas County"),
    ("Des Moines", "Iowa", "IA", "503", "Polk County"), ("Cedar Rapids", "Iowa", "IA", "524", "Linn County"),
    ("Milwaukee", "Wisconsin", "WI", "532", "Milwaukee County"), ("Green Bay", "Wisconsin", "WI", "543", "Brown County"),
    ("Grand Rapids", "Michigan", "MI", "495", "Kent County"), ("Flint", "Michigan", "MI", "485", "Genesee County"),
    ("Fort Wayne", "Indiana", "IN", "468", "Allen County"), ("Evansville", "Indiana", "IN", "477", "Vanderburgh County"),
    ("Peoria", "Illinois", "IL", "616", "Peoria County"), ("Rockford", "Illinois", "IL", "611", "Winnebago County"),
    ("San Antonio", "Texas", "TX", "782", "Bexar County"), ("El Paso", "Texas", "TX", "799", "El Paso County"),
    ("Lubbock", "Texas", "TX", "794", "Lubbock County"), ("McAllen", "Texas", "TX", "785", "Hidalgo County"),
    ("Albuquerque", "New Mexico", "NM", "871", "Bernalillo County"), ("Tucson", "Arizona", "AZ", "857", "Pima County"),
    ("Fresno", "California", "CA", "937", "Fresno County"), ("Bakersfield", "California", "CA", "933", "Kern County"),
    ("Stockton", "California", "CA", "952", "San Joaquin County"), ("Spokane", "Washington", "WA", "992", "Spokane County"),
    ("Boise", "Idaho", "ID", "837", "Ada County"), ("Reno", "Nevada", "NV", "895", "Washoe County"),
    ("Pueblo", "Colorado", "CO", "810", "Pueblo County"), ("Savannah", "Georgia", "GA", "314", "Chatham County"),
    ("Macon", "Georgia", "GA", "312", "Bibb County"), ("Greenville", "South Carolina", "SC", "296", "Greenville County"),
    ("Charleston", "West Virginia", "WV", "253", "Kanawha County"), ("Roanoke", "Virginia", "VA", "240", "Roanoke County"),
    ("Scranton", "Pennsylvania", "PA", "185", "Lackawanna County"), ("Allentown", "Pennsylvania", "PA", "181", "Lehigh County"),
    ("Syracuse", "New York", "NY", "132", "Onondaga County"), ("Buffalo", "New York", "NY", "142", "Erie County"),
    ("Worcester", "Massachusetts", "MA", "016", "Worcester County"), ("Bangor", "Maine", "ME", "044", "Penobscot County"),
    ("Gainesville", "Florida", "FL", "326", "Alachua County"), ("Pensacola", "Florida", "FL", "325", "Escambia County"),
]

# UK: (town, county, postcode area)
UK_PLACES = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"), ("Huddersfield", "West Yorkshire", "HD"),
    ("Wakefield", "West Yorkshire", "WF"), ("Halifax", "West Yorkshire", "HX"), ("Sheffield", "South Yorkshire", "S"),
    ("Rotherham", "South Yorkshire", "S"), ("Doncaster", "South Yorkshire", "DN"), ("Stockport", "Greater Manchester", "SK"),
    ("Oldham", "Greater Manchester", "OL"), ("Bolton", "Greater Manchester", "BL"), ("Wigan", "Greater Manchester", "WN"),
    ("Preston", "Lancashire", "PR"), ("Blackburn", "Lancashire", "BB"), ("Burnley", "Lancashire", "BB"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Gateshead", "Tyne and Wear", "NE"), ("Middlesbrough", "North Yorkshire", "TS"),
    ("Stoke-on-Trent", "Staffordshire", "ST"), ("Wolverhampton", "West Midlands", "WV"), ("Walsall", "West Midlands", "WS"),
    ("Coventry", "West Midlands", "CV"), ("Leicester", "Leicestershire", "LE"), ("Derby", "Derbyshire", "DE"),
    ("Chesterfield", "Derbyshire", "S"), ("Mansfield", "Nottinghamshire", "NG"), ("Peterborough", "Cambridgeshire", "PE"),
    ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Swindon", "Wiltshire", "SN"),
    ("Plymouth", "Devon", "PL"), ("Exeter", "Devon", "EX"), ("Swansea", "West Glamorgan", "SA"),
    ("Newport", "Gwent", "NP"), ("Wrexham", "Clwyd", "LL"), ("Dundee", "Angus", "DD"), ("Paisley", "Renfrewshire", "PA"),
    ("Kilmarnock", "Ayrshire", "KA"), ("Lisburn", "County Antrim", "BT"), ("Southend-on-Sea", "Essex", "SS"),
]
UK_NATIONS = ["England", "Scotland", "Wales", "Northern Ireland"]

# NZ: (city, region, postcode first two digits, suburbs)
NZ_PLACES = [
    ("Hamilton", "Waikato", "32", ["Hillcrest", "Dinsdale", "Nawton", "Chartwell"]),
    ("Tauranga", "Bay of Plenty", "31", ["Greerton", "Otumoetai", "Welcome Bay", "Papamoa"]),
    ("Rotorua", "Bay of Plenty", "30", ["Fordlands", "Western Heights", "Ngongotaha"]),
    ("Whangarei", "Northland", "01", ["Kamo", "Tikipunga", "Raumanga"]),
    ("Manukau", "Auckland", "21", ["Otara", "Mangere East", "Papatoetoe", "Clendon Park"]),
    ("Waitakere", "Auckland", "06", ["Henderson", "Massey", "Ranui", "Glen Eden"]),
    ("Porirua", "Wellington", "50", ["Cannons Creek", "Waitangirua", "Ascot Park"]),
    ("Lower Hutt", "Wellington", "50", ["Naenae", "Taita", "Wainuiomata"]),
    ("Palmerston North", "Manawatu-Whanganui", "44", ["Highbury", "Awapuni", "Takaro"]),
    ("Whanganui", "Manawatu-Whanganui", "45", ["Aramoho", "Castlecliff", "Gonville"]),
    ("New Plymouth", "Taranaki", "43", ["Waitara", "Marfell", "Bell Block"]),
    ("Gisborne", "Tairawhiti", "40", ["Kaiti", "Elgin", "Mangapapa"]),
    ("Hastings", "Hawke's Bay", "41", ["Flaxmere", "Camberley", "Mahora"]),
    ("Christchurch", "Canterbury", "80", ["Aranui", "Hornby", "Linwood", "Bishopdale"]),
    ("Timaru", "Canterbury", "79", ["Gleniti", "Highfield", "Marchwiel"]),
    ("Dunedin", "Otago", "90", ["Mosgiel", "Caversham", "Brockville"]),
    ("Invercargill", "Southland", "98", ["Glengarry", "Windsor", "Kew"]),
    ("Blenheim", "Marlborough", "72", ["Redwoodtown", "Witherlea", "Springlands"]),
]

STREET_STEMS = _w(
    "Kowhai|Totara|Rimu|Matai|Puriri|Larchmont|Birchwood|Hawthorn|Juniper|Magnolia|Sycamore|"
    "Chestnut|Willowbank|Foxglove|Bramble|Heron|Kingfisher|Osprey|Meadowlark|Bluebell|Primrose|"
    "Buttercup|Clover|Tamarind|Mesquite|Pinyon|Saguaro|Cottonwood|Palmetto|Dogwood|Catalpa|"
    "Redbud|Hickory|Buckeye|Sassafras|Quarry|Mill|Tannery|Foundry|Cooper|Wheelwright|Ropewalk|"
    "Canal|Station|Orchard|Vicarage|Rectory|Gasworks|Granary|Mariner|Harbourview|Tidewater|"
    "Ridgecrest|Summit|Valley|Prospect|Endeavour|Resolution|Discovery|Pioneer|Settlers|Ranfurly|"
    "Tasman|Rangitoto|Ruapehu|Karamu|Manuka|Kanuka|Pohutukawa|Tawa|Kereru|Piwakawaka|"
    "Belvedere|Carrington|Ashgrove|Fernleigh|Glenview|Hollybank|Inglewood|Kenmore|Lyndhurst|"
    "Maplehurst|Northcote|Oakdene|Parkside|Queensberry|Rosebank|Silverdale|Thornbury|Upland|"
    "Westbourne|Yarrow|Zinnia|Alder|Beech|Cedarwood|Elmstead|Fairview|Gorse|Thistle"
)
STREET_TYPES_US = _w("Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Boulevard|Blvd|Way|Place|Pl|Circle|Trail|Parkway")
STREET_TYPES_UK = _w("Road|Street|Lane|Close|Crescent|Avenue|Drive|Grove|Way|Terrace|Gardens|Mews|Row|Walk|Rise|View")
STREET_TYPES_NZ = _w("Road|Street|Rd|St|Crescent|Place|Drive|Avenue|Terrace|Grove|Way|Lane|Close|Parade")

# ---------------------------------------------------------------- sites
HOSPITALS = {
    "US": _w("Riverbend Regional Medical Center|St. Aldric Medical Center|Mercy Vale Hospital|"
             "Lakeshore University Hospital|Prairie Heights Medical Center|Bayview Surgical Institute|"
             "Sacred Oak Hospital|Cedar Basin Health|Northgate Metabolic & Bariatric Center|"
             "Sunridge Medical Center|Hollis Memorial Hospital|Good Shepherd Regional|"
             "Canyon Ridge Medical Center|Three Rivers Community Hospital|Magnolia Baptist Hospital|"
             "Pinecrest Surgical Hospital|Harborview Regional|St. Benedicta's Hospital|"
             "Whitmore County Hospital|Cumberland Valley Medical Center"),
    "UK": _w("Fenwick Royal Infirmary|St Cuthbert's Hospital|Aldermoor General Hospital|"
             "Harthill District General Hospital|Queen Adela Hospital|Brackenfield Hospital|"
             "Moorgate University Hospital|Pennine Vale Hospital|Calder Royal Hospital|"
             "St Ebba's Community Hospital|Westmarch General|Ravensdale Hospital|"
             "Thornleigh Private Hospital|Kingsmere Private Hospital|"
             "Dunstable Road Infirmary|Lowther Park Hospital"),
    "NZ": _w("Kowhai Bay Hospital|Tasman Ridge Hospital|Rimu Park Private Hospital|"
             "Southern Lakes Surgical Centre|Manukau Heads Hospital|Whenua Roa Hospital|"
             "Harbourside Surgical|Te Puna Ora Hospital|Awatea Private Hospital|Karoro Hospital|"
             "Matipo Street Surgical Centre|Kahikatea Hospital|Greenlane West Hospital"),
}
CLINICS = {
    "US": _w("Maple Grove Family Medicine|Eastside Primary Care|Pinehurst Internal Medicine|"
             "Valley Health Partners|Crossroads Family Practice|Sunset Community Health Center|"
             "Lakeview Weight Management Clinic|Horizon Obesity Medicine|Beacon Endocrinology Associates|"
             "Clearwater Sleep Center|Northside Behavioral Health|Foothills Nutrition Clinic"),
    "UK": _w("Hawthorn Lane Surgery|Millbrook Medical Practice|Priory View Surgery|The Limes Health Centre|"
             "Canal Side Medical Centre|Westfield Park Surgery|Brookvale Group Practice|"
             "St Oswin's Medical Centre|Holme Valley Surgery|Tannery Court Health Centre|"
             "Fenwick Tier 3 Weight Management Clinic|Calder Sleep Clinic"),
    "NZ": _w("Kauri Health Centre|Ranui Family Doctors|Waimea Medical Centre|Otara Union Health|"
             "Harbour Family Practice|Te Aroha Whanau Clinic|Riverside Medical Rotorua|"
             "Hillcrest Family Health|Tagata Pasifika Health Centre|Greerton Medical|"
             "Southern Weight Clinic|Tasman Sleep Service"),
}
PHARMACIES = {
    "US": _w("Hometown Drug|Corner Apothecary|ValueRx Pharmacy #4412|Main Street Pharmacy|CareFirst Pharmacy"),
    "UK": _w("Millbrook Pharmacy|Canal Street Chemist|Holme Valley Pharmacy|Brookvale Chemists"),
    "NZ": _w("Harbourside Pharmacy|Kamo Village Pharmacy|Greerton Chemist|Papatoetoe Village Pharmacy"),
}
WARDS = {
    "US": _w("4 West|5 North|Surgical Stepdown 3B|6 East|Bariatric Unit 7A|2 South"),
    "UK": _w("Ward 7B|Ward 12|Nightingale Ward|Bronte Ward|Ward 31|Lister Ward|Ward 4A|Cavell Ward"),
    "NZ": _w("Ward 8|Kotuku Ward|Ward 3 Surgical|Tui Ward|Ward 15|Rata Ward|Kea Ward"),
}
BUILDINGS = _w("Harland Building|Whitcombe Pavilion|Ellison Wing|Old Nurses Home|Marlowe Education Centre|"
               "Jubilee Conference Centre|Kereru House|Rutherford Block|Carnegie Annex|Tasman Pavilion")
LANDMARKS = _w("Westgate Mall|Riverside Food Court|Northlands Shopping Centre|Domain Carpark|"
               "Kingsway Retail Park|Dolphin Leisure Centre|Woolmark Mill|Lakeside Community Hall")

# ---------------------------------------------------------------- organisations
EMPLOYERS = {
    "US": _w("Acorn Freightways|Pinecrest Logistics|Tri-County Schools|Oakridge Poultry|Keystone Call Center|"
             "Bluegrass Distribution|Summit Home Health|Red Mesa Casino|Great Plains Rail|Lakeview Nursing Home|"
             "Carver Auto Parts|Magnolia Textiles|Ironwood Steel|Prairie Wind Energy|Sunbelt Staffing"),
    "UK": _w("Calder Valley Buses|Northfleet Distribution|Pennine Care Homes|Brackenfield Council|"
             "Thornley Engineering|Moorside Academy|Albion Parcel Services|Harrowgate Foods|"
             "Royal Fenwick Mail Centre|Kirkstall Bakeries|Westmarch Contact Centre"),
    "NZ": _w("Tasman Freight|Kiwi Coast Dairies|Harbour Port Services|Kauri Meats|Crosstown Commercial Cleaners|"
             "Waikato Kiwifruit Packers|Manukau Bus Company|Aotea Aged Care|Tui Valley Orchards|Kowhai School")
}
SCHOOLS = _w("Ridgemont High School|Saint Brendan's College|Fernleigh Primary|Cuyahoga Community College|"
             "Holme Valley Sixth Form|Tasman Polytechnic|Northern Plains Technical College|"
             "Whitcliffe Comprehensive|Kowhai Intermediate|Sacred Heart Academy|Greyfriars College")
CHURCHES = _w("Grace Fellowship Church|St Columba's Parish|Tongan Methodist Church of Otahuhu|"
              "New Hope Baptist Church|Samoan Assembly of God Mangere|Cornerstone Tabernacle|"
              "Holy Trinity Church|Al-Noor Mosque|Gurdwara Sahib Singh Sabha|Kingdom Hall Westside")
INSURERS = {
    "US": _w("Keystone Mutual Health|Allied Crest Health Plan|Brightwater Health Insurance|"
             "Heartland Choice Health|Pioneer Benefit Administrators|Sentinel Care Plans|"
             "BlueRiver Health Partners|Liberty Oak Insurance"),
    "UK": _w("Albion Private Health|Sovereign Shield Healthcare|Caledon Medical Assurance|Britannic Health Cover"),
    "NZ": _w("Southern Fern Health Society|Kowhai Health Cover|Aotearoa Mutual Health|Tasman Health Insurance"),
}
GYMS = _w("Iron Paradise Gym|CurveFit Studio|Snap Active 24/7|Lakeside Aquatic Centre|Bodyworks Fitness|"
          "Kiwi Strong Gym|Planet Motion")
SUPPORT_GROUPS = _w("Lighter Together|New Beginnings Bariatric Circle|Sleeve Sisters & Brothers|"
                    "WLS Warriors|Taha Tinana Support Roopu|Step Forward Peer Group|Bypass Buddies")

PROFESSIONS = _w(
    "welder|bus driver|HGV driver|truck driver|long-haul trucker|teacher|teaching assistant|"
    "care worker|healthcare assistant|home health aide|chef|line cook|accountant|software developer|"
    "call-centre agent|call center rep|security guard|electrician|plumber|builder|dairy farmer|shearer|"
    "forklift operator|cleaner|receptionist|pharmacist|registered nurse|dental nurse|paramedic|"
    "police officer|corrections officer|firefighter|postal worker|postman|retail assistant|"
    "cashier|warehouse picker|supermarket manager|hairdresser|barber|mechanic|taxi driver|Uber driver|"
    "social worker|librarian|lawyer|paralegal|bank teller|mortgage adviser|estate agent|realtor|"
    "roofer|scaffolder|painter and decorator|carpenter|landscaper|gardener|bartender|waitress|"
    "kitchen hand|butcher|baker|meat-works labourer|orchard worker|fisherman|deckhand|"
    "school bus driver|church minister|youth worker|administrator|office manager|data analyst|"
    "graphic designer|engineer|civil engineer|nursing student|university student|machinist|"
    "assembly line worker|nail technician|childminder|daycare teacher|crane operator|miner|"
    "caregiver|lab technician|optician|dental hygienist|surveyor|army reservist|sous chef|"
    "delivery driver|courier|stay-at-home parent"
)

COUNTRIES = _w("Samoa|Tonga|Fiji|India|Pakistan|Bangladesh|Philippines|China|Vietnam|Mexico|Turkey|"
               "Lithuania|Poland|Portugal|Nigeria|Ghana|Somalia|Ethiopia|Iran|Iraq|South Africa|Jamaica|"
               "Cook Islands|Australia|Canada|Ireland|Brazil|Colombia|South Korea|Japan|Greece|Italy|"
               "Germany|Netherlands|Ukraine|Egypt|Lebanon|Thailand|Malaysia|Kenya|Guatemala|Romania")
ABROAD_SURGERY = _w("Turkey|Mexico|Lithuania|Poland|Thailand|Colombia|Czech Republic|Costa Rica|Latvia")

RELATIONS = _w("wife|husband|partner|mother|father|daughter|son|sister|brother|aunt|grandmother|"
               "niece|flatmate|fiance|fiancee|neighbour|friend|cousin|stepdaughter|mother-in-law")

THE_COUNTRIES = ["Philippines", "Cook Islands", "Netherlands", "Czech Republic"]
