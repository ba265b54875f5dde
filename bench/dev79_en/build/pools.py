"""Invented value pools for dev79_en.  Every list here was written by hand for this set.

Names are grouped by origin so that the generator can mix them; none of the combinations is meant to
refer to a real person.  Towns, streets, hospitals, practices and organisations are invented.
"""

def W(s):
    return s.split()


# ---------------------------------------------------------------- names by origin
# (male given, female given, surnames)
NAMES = {
    "anglo": (
        W("James John Robert Michael David Peter Paul Mark Andrew Stephen Richard Thomas Christopher Daniel "
          "Matthew Anthony George Harry Jack Oliver Arthur Albert Frederick Harold Leonard Ernest Stanley "
          "Reginald Norman Dennis Graham Keith Trevor Colin Barry Clive Derek Nigel Geoffrey Roger Edward "
          "William Alfred Wilfred Cyril Bernard"),
        W("Margaret Patricia Susan Elizabeth Mary Jean Joan Dorothy Doris Edna Gladys Irene Hilda Vera Ethel "
          "Brenda Sandra Carol Janet Christine Linda Pauline Sharon Tracey Karen Emma Charlotte Sophie Jessica "
          "Hannah Lucy Amelia Olivia Lily Evelyn Beryl Maureen Audrey Sylvia Shirley Valerie Winifred Mabel "
          "Marjorie Phyllis Lilian"),
        W("Smith Taylor Wilson Johnson Walker Wright Robinson Thompson Edwards Wood Harris Clarke Jackson "
          "Turner Moore Cooper Morris Watson Harrison Baker Allen Parker Mason Whitfield Bramley Ashworth "
          "Pickering Hargreaves Cartwright Fairbrother Ormerod Sutcliffe Holroyd Entwistle Crabtree "
          "Butterworth Thwaite Illingworth Braithwaite Pendlebury Greenhalgh Lockwood Higginbottom Rowbotham "
          "Stainton Blenkinsop Featherstone Winterbottom Ackroyd Haworth Dobson Tattersall Pilkington"),
    ),
    "irish": (
        W("Padraig Sean Ciaran Eoin Declan Cormac Fergal Donal Niall Oisin Colm Tadhg Ruairi Diarmuid Eamon "
          "Brendan Finbar Cathal Micheal Darragh"),
        W("Aoife Siobhan Niamh Caoimhe Roisin Grainne Orla Sinead Deirdre Aisling Maeve Clodagh Eimear Mairead "
          "Nuala Brid Sorcha Ailbhe Saoirse Fionnuala"),
        W("O'Sullivan Murphy Kelly O'Brien Byrne Ryan O'Connor Doyle McCarthy Gallagher Doherty Kennedy Lynch "
          "Quinn Brennan Fitzgerald Moriarty Dunne Cullinane O'Donoghue Keane Mulcahy Nolan Flanagan Hegarty "
          "Geraghty Breathnach Costigan Tierney O'Flaherty Cronin Twomey Hennessy") + ["Mac Giolla"],
    ),
    "scottish": (
        W("Alasdair Hamish Angus Callum Ewan Fraser Lachlan Murdo Ruaridh Iain Struan Torquil Gregor Douglas "
          "Finlay Craig Euan Calum"),
        W("Morag Catriona Eilidh Isla Kirsty Mhairi Fiona Ailsa Shona Elspeth Iona Kirsteen Agnes Jessie "
          "Isobel Effie Rhona"),
        W("MacLeod MacDonald Campbell Stewart Robertson Ross Henderson Murray Buchanan Menzies Drummond "
          "MacKinnon Urquhart Sutherland McAllister Galbraith Lamont Cowie Baird Ogilvie Farquharson "
          "Dalgleish Rennie Mackay Munro Gillies Crombie Kinnear Strachan Gilchrist"),
    ),
    "welsh": (
        W("Dafydd Rhys Gareth Emyr Iwan Huw Geraint Llyr Aled Owain Gruffydd Idris Bryn Cai Ieuan Ifor Elis"),
        W("Sian Cerys Nia Angharad Bethan Rhiannon Ffion Eluned Gwenllian Mali Seren Lowri Catrin Megan Gwen "
          "Nerys Carys Heledd"),
        W("Jones Williams Davies Evans Thomas Roberts Lewis Hughes Morgan Griffiths Price Rees Pritchard Powell "
          "Jenkins Llewellyn Vaughan Prosser Bowen Parry Pugh Gwilym Meredith Howells Lloyd Beddoe Prydderch"),
    ),
    "hispanic": (
        W("Alejandro Javier Carlos Miguel Luis Jorge Diego Mateo Rafael Sergio Andres Fernando Emilio Ramon"),
        W("Lucia Carmen Sofia Valentina Isabel Pilar Rocio Ximena Guadalupe Marisol Ines Beatriz Consuelo "
          "Paloma"),
        W("Garcia Rodriguez Fernandez Lopez Martinez Sanchez Ramirez Torres Flores Morales Ortega Castillo "
          "Herrera Medina Vargas Delgado Navarro Ibarra Salazar Quintero Zamora Echeverria Arellano"),
    ),
    "west_african": (
        W("Chukwuemeka Oluwaseun Kwame Kofi Yaw Babatunde Adebayo Chinedu Ikenna Emeka Femi Tunde Kwabena "
          "Obinna Abdoulaye Mamadou Ousmane Segun"),
        W("Adaeze Ngozi Chiamaka Folake Abena Akosua Efua Yetunde Funmilayo Ifeoma Nneka Amara Adwoa Aminata "
          "Fatoumata Temitope Bisola"),
        W("Okafor Adeyemi Mensah Owusu Boateng Okonkwo Nwosu Oyelaran Asante Appiah Eze Ogunleye Balogun "
          "Diallo Traore Ndiaye Bamidele Oduya Olawale Agyeman Akinola Chukwu Onyekachi Danso Osei Kuffour"),
    ),
    "south_asian": (
        W("Rajesh Sanjay Arjun Vikram Imran Tariq Mohammed Harpreet Gurpreet Sunil Anil Amit Rohan Farhan "
          "Zubair Bilal Kamal Pradeep Nikhil Dev"),
        W("Priya Anjali Sunita Deepa Kavita Nisha Shabana Farzana Ayesha Rukhsana Simran Harjit Manjit "
          "Lakshmi Meera Shreya Anika Nasreen Parveen"),
        W("Patel Shah Sharma Singh Kaur Gupta Khan Ahmed Hussain Chaudhry Iqbal Rahman Begum Mistry Desai "
          "Joshi Mehta Nair Pillai Reddy Bhatt Sandhu Gill Dhillon Malik Qureshi Siddiqui Banerjee Chatterjee "
          "Kapoor Rao Ranasinghe Perera Jayasuriya"),
    ),
    "east_asian": (
        W("Wei Jun Hao Ming Kenji Hiroshi Takeshi Min-jun Ji-ho Tuan Minh Duc Jian Yong Kai Haruto"),
        W("Mei Xiu Ying Yuki Akiko Sakura Hana Ji-woo Soo-jin Linh Thao Huong Lan Mai Xin Yan"),
        W("Chen Wang Zhang Liu Yang Huang Zhao Zhou Nguyen Tran Pham Hoang Kim Park Lee Choi Jung Tanaka "
          "Suzuki Sato Watanabe Yamamoto Nakamura Lim Tan Wong Chan Leung Cheung"),
    ),
    "east_european": (
        W("Piotr Tomasz Krzysztof Andrzej Marek Pawel Jakub Dmitri Sergei Alexei Nikolai Ivan Bogdan Vasyl "
          "Oleksandr Mihai Andrei Ionut Lukas Tomas Janis Goran Dragan Zoltan"),
        W("Agnieszka Katarzyna Malgorzata Joanna Ewa Magdalena Oksana Olena Natalia Irina Svetlana Daria Ioana "
          "Elena Mirela Jana Zuzana Ilona Milena Vesna"),
        W("Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Kozlowski Jankowski "
          "Petrov Ivanov Sokolov Popescu Ionescu Dumitru Horvath Novak Dvorak Kovac Shevchenko Bondarenko "
          "Tkachenko Kravchenko Balode Kalnins Petrauskas Jovanovic Markovic"),
    ),
    "arabic": (
        W("Ahmed Omar Khalid Yusuf Hassan Hussein Ali Mahmoud Karim Samir Faisal Walid Ibrahim Mustafa Nabil "
          "Jamal Rami"),
        W("Fatima Aisha Layla Mariam Noor Yasmin Huda Rania Salma Zainab Amira Hanan Leila Dina Samira Nadia"),
        W("Al-Hashimi Haddad Khoury Mansour Nasser Saleh Hamdan Aziz Farouk Abboud Darwish Al-Rashid "
          "El-Sayed Qasim Shalabi Barakat Tamimi Jaber Bakri"),
    ),
    "maori_pacific": (
        W("Wiremu Hemi Rawiri Tamati Manaia Tane Kahu Nikau Rangi Ihaia Sione Tevita Viliami Isileli Semisi "
          "Pita Fetu"),
        W("Aroha Mere Ngaire Anahera Moana Kiri Hine Marama Ataahua Mele Losaline Salote Ana Sina Lupe Malia"),
        ["Ngata", "Parata", "Tipene", "Te Rangi", "Horomona", "Rangihau", "Karaka", "Paewai", "Tawhiri",
         "Ruatapu", "Te Hau", "Kereama", "Tuilagi", "Fifita", "Leota", "Taufa", "Vaifale", "Afamasaga",
         "Tuipulotu", "Falaniko", "Mahe", "Latu", "Havili", "Te Awaroa"],
    ),
    "aboriginal": (
        W("Jacob Noel Lionel Clarence Dougie Reggie Wally Cecil Marcus Shane"),
        W("Leonie Rhonda Noeline Jedda Tanya Kylie Marlene Cheryl Gloria Dulcie"),
        W("Yarran Kemarre Djarru Walgama Tjungurr Burrandi Ngalyuri Warriwa Murrungun Wirrunga Dhuwarr "
          "Balunga Kurrumba Yindjara Gumbuyi"),
    ),
    "invented": (
        W("Orrin Tavish Corvan Jessamo Belric Dashiel Quillon Rhydian Bram Eskil"),
        W("Vessa Lirien Oriel Zephra Anwenna Thessaly Calypsa Ysolde Merrow Idony"),
        W("Zorvath Quenby Talvery Ombrelle Kestrine Vantreece Brindlecombe Farrowdene Mallinder Sedgewickham "
          "Pellanor Trevannick Quarrington Dunstaple Oakhampstead Wexcombe"),
    ),
    "wordname": (
        W("Will Mark Bill Pat Sunny Frank Drew Chase Hunter Ray Gene Rusty Rich Glen Heath"),
        W("Hope Rose Faith Grace Joy Ivy Holly Daisy Hazel Dawn April June Amber Violet Pearl Ruby Patience "
          "Charity Summer Autumn Merry Honor"),
        W("Best Page Wise Small Church Hope Rose Bird Young Long Short Cook Field Hill Green White Black Brown "
          "Bell Stone Lamb Fox Wolf King Bishop Cross Sharp Moody Goodbody Bond Steel Frost Snow Winter Lord "
          "Knight Friend Love Darling Hale Hardy Noble Swift Ward Hall Mann Day Gold Marsh Rivers Street"),
    ),
}

# origin weights per locale (rough, not demographic claims)
ORIGIN_WEIGHTS = {
    "ENG": {"anglo": 30, "irish": 4, "scottish": 3, "welsh": 3, "hispanic": 3, "west_african": 8,
            "south_asian": 12, "east_asian": 5, "east_european": 7, "arabic": 5, "invented": 4, "wordname": 10,
            "maori_pacific": 1, "aboriginal": 0},
    "SCT": {"anglo": 18, "irish": 6, "scottish": 30, "welsh": 1, "hispanic": 2, "west_african": 4,
            "south_asian": 8, "east_asian": 4, "east_european": 8, "arabic": 3, "invented": 4, "wordname": 8,
            "maori_pacific": 0, "aboriginal": 0},
    "WLS": {"anglo": 18, "irish": 3, "scottish": 2, "welsh": 32, "hispanic": 2, "west_african": 4,
            "south_asian": 6, "east_asian": 3, "east_european": 6, "arabic": 4, "invented": 4, "wordname": 8,
            "maori_pacific": 0, "aboriginal": 0},
    "NIR": {"anglo": 18, "irish": 30, "scottish": 8, "welsh": 1, "hispanic": 1, "west_african": 3,
            "south_asian": 4, "east_asian": 4, "east_european": 8, "arabic": 2, "invented": 4, "wordname": 8,
            "maori_pacific": 0, "aboriginal": 0},
    "IE": {"anglo": 10, "irish": 38, "scottish": 2, "welsh": 1, "hispanic": 3, "west_african": 6,
           "south_asian": 5, "east_asian": 4, "east_european": 10, "arabic": 3, "invented": 4, "wordname": 6,
           "maori_pacific": 0, "aboriginal": 0},
    "AU": {"anglo": 24, "irish": 5, "scottish": 4, "welsh": 2, "hispanic": 3, "west_african": 3,
           "south_asian": 9, "east_asian": 12, "east_european": 5, "arabic": 6, "invented": 4, "wordname": 8,
           "maori_pacific": 5, "aboriginal": 10},
    "NZ": {"anglo": 22, "irish": 4, "scottish": 6, "welsh": 2, "hispanic": 2, "west_african": 2,
           "south_asian": 8, "east_asian": 10, "east_european": 3, "arabic": 3, "invented": 4, "wordname": 8,
           "maori_pacific": 26, "aboriginal": 0},
    "CA": {"anglo": 22, "irish": 6, "scottish": 6, "welsh": 1, "hispanic": 6, "west_african": 5,
           "south_asian": 12, "east_asian": 13, "east_european": 9, "arabic": 6, "invented": 4, "wordname": 8,
           "maori_pacific": 0, "aboriginal": 0},
}

NICKNAMES = {
    "Margaret": ["Peggy", "Maggie", "Meg"], "Elizabeth": ["Betty", "Liz", "Lizzie"], "William": ["Bill", "Billy"],
    "Robert": ["Bob", "Bobby", "Rob"], "James": ["Jim", "Jimmy"], "Thomas": ["Tom", "Tommy"],
    "Patricia": ["Pat", "Trish"], "Dorothy": ["Dot", "Dottie"], "Edward": ["Ted", "Teddy", "Eddie"],
    "Arthur": ["Artie"], "Frederick": ["Fred", "Freddie"], "Albert": ["Bert", "Bertie"], "Harold": ["Harry"],
    "Christopher": ["Chris", "Kit"], "Anthony": ["Tony"], "Richard": ["Dickie", "Rick"], "Michael": ["Mick", "Mike"],
    "Catriona": ["Cat"], "Oluwaseun": ["Seun"], "Chukwuemeka": ["Emeka"], "Babatunde": ["Tunde"],
    "Funmilayo": ["Funmi"], "Folake": ["Fola"], "Katarzyna": ["Kasia"], "Malgorzata": ["Gosia"],
    "Oleksandr": ["Sasha"], "Mohammed": ["Mo"], "Mairead": ["Mags"], "Padraig": ["Paddy"],
    "Siobhan": ["Shiv"], "Gwenllian": ["Gwen"], "Dafydd": ["Dai"], "Winifred": ["Winnie"],
    "Wilfred": ["Wilf"], "Alfred": ["Alf", "Alfie"], "Leonard": ["Len", "Lenny"], "Reginald": ["Reg"],
    "Stanley": ["Stan"], "Bernard": ["Bernie"], "Marjorie": ["Marge"], "Valerie": ["Val"],
    "Christine": ["Chrissie"], "Alasdair": ["Ally"], "Hamish": ["Hamie"], "Isobel": ["Bella"],
    "Wiremu": ["Wi"], "Tevita": ["Dave"], "Losaline": ["Lose"], "Alejandro": ["Alex"],
    "Guadalupe": ["Lupita"], "Jessamo": ["Jess"], "Thessaly": ["Tess"], "Ngaire": ["Ngai"],
    "Gurpreet": ["Gary"], "Harjit": ["Harj"], "Rukhsana": ["Ruki"], "Takeshi": ["Tak"],
}
GENERIC_NICKS = ["Smudge", "Bluey", "Ginge", "Sparky", "Tiny", "Chalky", "Dusty", "Nobby", "Bunny", "Midge"]

# word-like names: used by the checker to tolerate capitalised ordinary words
WORDLIKE = set(NAMES["wordname"][0] + NAMES["wordname"][1] + NAMES["wordname"][2]) | {
    "Ward", "Hall", "Page", "Bell", "May", "Mark", "Bill", "Ray", "Day", "Street", "King", "Park", "Long",
    "Young", "Ivy", "Kim", "Lee", "Rose", "Hope", "Will", "Church", "Best", "Wise", "Small", "Grace",
    "Nurse", "Field", "Cross", "Rivers", "Marsh", "Mann", "Gold", "Green", "Brown", "White", "Black",
    "Moore", "Price", "Mason", "Cook", "Baker", "Parker", "Turner", "Thomas", "Lewis", "Morgan", "Ross",
    "Kelly", "Ryan", "Quinn", "Stewart", "Murray", "Campbell", "Summer", "Dawn", "June", "April", "Frank",
    "Joy", "Faith", "Amber", "Pearl", "Ruby", "Heath", "Glen", "Chase", "Hunter", "Drew", "Gene", "Rich",
    "Sunny", "Pat", "Holly", "Daisy", "Hazel", "Violet", "Patience", "Charity", "Autumn", "Merry", "Honor",
    "Smith", "Walker", "Wright", "Wood", "Hill", "Bird", "Stone", "Lamb", "Fox", "Wolf", "Bishop", "Sharp",
    "Bond", "Steel", "Frost", "Snow", "Winter", "Lord", "Knight", "Friend", "Love", "Darling", "Hale",
    "Hardy", "Noble", "Swift", "Moody", "Short", "Gill", "Singh", "Ali", "Ana", "Wei", "Li", "Mai", "Lan",
    "Allen", "Dunne", "Lynch", "Doyle", "Powell", "Gwen", "Rhys", "Morris", "Watson", "Cooper", "Kai",
}

# ---------------------------------------------------------------- places (all invented)
TOWNS = {
    "ENG": W("Ashvale Brackenford Wythenholt Stainby Thornwick Halloway Kelmscote Oldcastle Fernleigh Marlbury "
             "Coldhurst Eastwold Saltmarsh Hebbleford Crowthorne-on-Lune Pennistow Whitmoor Redbarrow Kirkholme "
             "Ellerby Dunsford Milbrook Gorsey Lindhaven Sandwell-Parva Hollinsford Tarnby Wrexley Cotterdale "
             "Harrowfield Bexingham Longmere Upper Calder Northwick Brambleton Staithe Netherley Ashbourne-Vale")
           + ["Market Ellery", "Coldharbour Magna", "Little Wenham", "Kings Barrow", "Great Oxley", "St Audry"],
    "SCT": W("Kilbrannoch Inverallan Drumkeld Auchtermore Strathlachie Balmorran Glenfarrach Kinlochard "
             "Cairnbeg Dalmuir-Nether Tullochgorm Aberlethy Bridge-of-Orrin Kilmarden Lochbuie Ardnacross "
             "Portmahon Craigendarroch Stenhouse Pitlessie-Mhor") + ["Newton Stewartby", "East Kilbrae"],
    "WLS": W("Llanidwen Cwmderwen Penrhosfa Aberceri Caerwydd Pontyrhydd Llanfechell-Fach Trefeglwys-Isaf "
             "Bryngwyn Glyncorrwg-Uchaf Maesteg-Newydd Rhosllan Nantygwaith Porthmadryn Llangefn Abergwili-Fawr "
             "Treharne Ystradgoch") + ["Pont Wen", "Cefn Mawr-Isaf"],
    "NIR": W("Ballynagard Dunmurragh Killygreenan Drumcarra Carrickbawn Lisnamallard Tullyvarna Ballyrobert-Mor "
             "Annaghbeg Castlecool Rathfern Kilmacrew Glenanne-Beg Derrylogher Ballycastlemoy Newtowncairn"),
    "IE": W("Ballinaskea Kilcorran Castlebrannagh Rathmoyle Clonmorris Ardnagashel Knocknabree Carrigmore "
            "Ballyduff-Upper Templemoyle Lisdoonvarragh Drumshanbo-Beg Kilfenora-Mor Abbeymullen Cloonlara "
            "Ennisreagh Glenmalure-Beg Mullaghmore-East"),
    "AU": ["Wattle Creek", "Mount Carrow", "Bundarra Heights", "Koolyanup", "Yarrabin", "Port Elwood",
           "Gidgee Flat", "Marranbool", "Coolabah Springs", "Nerrigundah West", "Tallowood", "Bimbadeen",
           "Kurrajong Vale", "Mulgoa Downs", "Emu Point North", "Birralong", "Jarrahdale East", "Wirraminna",
           "Tumbarra", "Lake Boorook"],
    "NZ": ["Te Marama", "Whakarau", "Kowhai Bay", "Rimuvale", "Port Tane", "Matairangi", "Pukehinau",
           "Ohaupara", "Karoro Heights", "Totara Downs", "Waipounamu Junction", "Mangawhero", "Tawa Flat",
           "Rangiora North", "Kaihoro", "Ruakiwi"],
    "CA": ["Maple Harbour", "St-Aurele", "Lakefield Mills", "North Cedarton", "Riviere-aux-Pins", "Port Alder",
           "Tamarack Falls", "Grand Bouleau", "Kettle Lake", "Spruce Narrows", "New Tillbury", "Fort Amberly",
           "Caribou Crossing", "Ste-Odile-des-Monts", "Hemlock Bay", "Pembroke Flats"],
    "US": ["Brookfield Falls", "Cedar Point Station", "Millbrook Junction", "Harlan Springs", "West Tolland"],
}

COUNTIES = {
    "ENG": W("Lancashire Kent Devon Norfolk Cumbria Shropshire Somerset Dorset Essex Derbyshire Lincolnshire "
             "Northumberland Herefordshire Wiltshire Suffolk Cheshire Staffordshire Cornwall")
           + ["West Yorkshire", "North Yorkshire", "East Sussex"],
    "SCT": W("Fife Perthshire Aberdeenshire Ayrshire Lanarkshire Argyll Moray Angus Midlothian Stirlingshire "
             "Dumfriesshire Ross-shire Sutherland Caithness"),
    "WLS": W("Gwynedd Powys Ceredigion Pembrokeshire Carmarthenshire Conwy Denbighshire Monmouthshire Anglesey "
             "Glamorgan"),
    "NIR": ["Co. Antrim", "Co. Down", "Co. Armagh", "Co. Tyrone", "Co. Fermanagh", "Co. Londonderry",
            "County Down", "County Antrim"],
    "IE": ["Co. Clare", "Co. Kerry", "Co. Cork", "Co. Galway", "Co. Mayo", "Co. Donegal", "Co. Wexford",
           "Co. Tipperary", "Co. Limerick", "Co. Sligo", "Co. Offaly", "Co. Laois", "Co. Wicklow", "Co. Meath",
           "County Kerry", "County Roscommon", "Co. Leitrim", "Co. Kilkenny"],
}

AU_STATES = [("NSW", "New South Wales", "2"), ("VIC", "Victoria", "3"), ("QLD", "Queensland", "4"),
             ("SA", "South Australia", "5"), ("WA", "Western Australia", "6"), ("TAS", "Tasmania", "7"),
             ("NT", "Northern Territory", "08"), ("ACT", "Australian Capital Territory", "26")]
CA_PROV = [("ON", "Ontario", "KLMNP"), ("BC", "British Columbia", "V"), ("AB", "Alberta", "T"),
           ("MB", "Manitoba", "R"), ("SK", "Saskatchewan", "S"), ("NS", "Nova Scotia", "B"),
           ("NB", "New Brunswick", "E"), ("NL", "Newfoundland and Labrador", "A"),
           ("PE", "Prince Edward Island", "C"), ("QC", "Quebec", "GHJ")]
NZ_REGIONS = ["Otago", "Canterbury", "Waikato", "Northland", "Southland", "Taranaki", "Hawke's Bay",
              "Bay of Plenty", "Manawatu-Whanganui", "Marlborough", "Tasman", "Gisborne"]
US_STATES = [("OH", "Ohio"), ("PA", "Pennsylvania"), ("MN", "Minnesota"), ("OR", "Oregon"), ("TX", "Texas"),
             ("MA", "Massachusetts"), ("GA", "Georgia"), ("AZ", "Arizona")]

UK_PC_AREAS = {
    "ENG": W("LS BD M OL PR BB LA CA NE DH TS YO HU DN S NG LE CV B WS ST CW CH HR GL BS BA TA EX PL TQ DT SP SO "
             "PO RG OX MK NN PE CB IP NR CO CM SS ME CT TN BN RH GU KT"),
    "SCT": W("EH G KY DD AB IV PA KA ML FK DG TD PH KW"),
    "WLS": W("CF SA NP LL SY LD"),
    "NIR": ["BT"],
}
EIR_KEYS = W("A65 D02 T12 V94 H91 F92 R95 X91 P61 E91 A92 V35 H53 F45 R32 Y35 N39 W23 K78 P85")

STREET_WORDS = W("Alder Wren Kestrel Tanners Chapel Mill Quarry Orchard Rowan Hawthorn Beacon Foundry Weavers "
                 "Ropewalk Lark Heron Bracken Juniper Copper Slate Saltings Lantern Meadow Osprey Linden Cobble "
                 "Furze Thistle Bramble Larch Aspen Hazelmere Brewery Tollgate Wharf Kiln Dovecote Cinder Glebe "
                 "Ferrier Nettle Bilberry Fernbank Cairn Stoneygate Paddock Ember Silverbirch Pinfold Coachman")
STREET_SUFFIX = {
    "UK": W("Road Street Lane Close Crescent Avenue Drive Way Gardens Terrace Court Row Grove Mews Walk Place "
            "Rise View Hill"),
    "SCT": W("Road Street Brae Wynd Crescent Avenue Drive Gardens Terrace Place Loan Vennel Park Court"),
    "AU": W("Street Road Avenue Parade Crescent Drive Place Close Court Esplanade Way Terrace Circuit Grove"),
    "CA": W("Street Avenue Road Drive Crescent Boulevard Court Lane Way Trail Concession"),
    "NZ": W("Street Road Avenue Place Terrace Crescent Drive Lane Grove Way Rise"),
}
WELSH_STREETS = ["Heol y Felin", "Heol yr Eglwys", "Ffordd y Castell", "Stryd Fawr", "Lon Isaf", "Heol Glyn",
                 "Maes y Coed", "Bryn Teg", "Heol Pant", "Ffordd Derwen"]
SAINTS = W("Eanswythe Brigid Aidan Columba Wilfrid Cuthbert Dunstan Ninian Kentigern Teilo Padarn Hilda "
           "Elphin Frideswide Ebba Gwenfrewi Enda Kieran Oswin Botolph")
TREES = W("Rowan Linden Alder Cedar Willow Hawthorn Larch Laurel Beech Holly Yew Juniper Elm Sycamore Birch")
WARD_PEOPLE = W("Beatrice Aneurin Florence Cavendish Lister Seacole Fleming Jenner Hodgkin Nightingale "
                "Garrett Snow Barnardo Rathbone Haddow Inglis Agnes Elsie Wiremu Matilda Bevan Osler Banting")
WARD_OTHER = ["Bluebell Ward", "Heather Ward", "Kingfisher Unit", "Puffin Ward", "Primrose Ward",
              "Harbour Ward", "Acorn Ward", "Larkspur Unit", "Meadowsweet Ward", "Oak Ward", "Kowhai Ward",
              "Waratah Ward", "Banksia Unit", "Thistle Ward", "Shamrock Ward", "Cedar Unit"]
REGION_WORDS = ["North Ashvale", "Pennine Vale", "Brackenridge", "Severn Marches", "East Wold", "Calder and Lune",
                "Solway", "Fernwick", "Lowther", "Caradon", "Glenmore", "Forth Valley West", "Strathallan",
                "Tywi", "Dyfi Valley", "Mourne and Lagan", "Foyle Valley", "Western Lakes", "Midland Plains",
                "Harbourlands", "Coastal Downs"]

# employers / companies / schools / churches / agencies (all invented)
EMPLOYERS = ["Brackenridge Logistics Ltd", "Kestrel Foods plc", "Tollgate Engineering", "Northway Buses",
             "Harcourt & Vale", "Lindhaven Paper Mill", "Pennine Scaffolding Co", "Saltmarsh Fisheries",
             "Copperbeech Construction", "Greyfriars Hotel", "Orrin & Daughters Bakery", "Marlbury Tyres",
             "Cwmderwen Slate Works", "Glenfarrach Distillery", "Ballynagard Creamery", "Wattle Creek Abattoir",
             "Koolyanup Mining Services", "Port Tane Fisheries Ltd", "Totara Timber", "Maple Harbour Shipyard",
             "Kettle Lake Paper Products", "Ashvale Borough Council", "Brightway Supermarkets",
             "Hollinsford Royal Mail Depot", "Stainby Quarry Products", "Redbarrow Call Centre",
             "Fernleigh Garden Centre", "Quenby Recruitment", "Talvery Software", "Lantern Lane Nursery",
             "Kinlochard Estates", "Bimbadeen Vineyards", "Tamarack Falls Hydro", "Osprey Couriers",
             "Bluewater Cleaning Services", "Heron Security Ltd", "Beacon Taxis"]
SCHOOLS = ["St Bride's RC Primary School", "Ashvale High School", "Kilbrannoch Academy", "Ysgol Gynradd Llanidwen",
           "Hollinsford Community College", "Greyfriars Academy", "Rathmoyle National School",
           "Wattle Creek Public School", "Te Marama Kura", "Maple Harbour Secondary School",
           "Brackenford Infant School", "Saltmarsh College", "St Columba's Primary", "Whitmoor Free School",
           "Koolyanup Primary School", "Port Alder Collegiate"]
CHURCHES = ["St Aidan's Church", "Bethel Chapel", "Fernleigh Methodist Church", "Al-Noor Mosque",
            "Gurdwara Sahib Kirkholme", "Kilbrannoch Parish Church", "Capel Seion", "St Enda's Church",
            "Wattle Creek Uniting Church", "Te Marama Marae", "Ashvale Kingdom Hall", "Hebbleford Baptist Church"]
AGENCIES = ["CarePlus Homecare", "Bluebell Domiciliary Care Ltd", "Heartwood Home Support", "Caring Hands Agency",
            "Kindred Care Services", "Lighthouse Supported Living", "Hearthside Carers", "Wellspring Home Help",
            "Cornerstone Community Care", "Evergreen Care at Home"]
INSURERS = ["Pennant Mutual Assurance", "Harbourline Life", "Corrib Health Insurance", "Bluegum Health Fund",
            "Kowhai Health Cover", "Northstar Income Protection", "Lowther Friendly Society",
            "Maplecrest Benefits", "Trident Group Risk", "Silverdale Life & Pensions"]
SOLICITORS = ["Gaskell Moore LLP", "Ridley & Ouma Solicitors", "Penhallow Birch", "Ashby Kerr Law",
              "MacAndrew & Sowerby WS", "Prosser Lewis Cyfreithwyr", "Cullinane & Nolan Solicitors",
              "Dalgleish Law", "Tallowood Legal", "Quarrington Partners", "Whitcombe Ferris LLP"]
LANDMARKS = ["the Corn Exchange", "Harlow House", "the Kwikbuy on Mill Lane", "Ferris Park", "the Old Tannery",
             "Sandgate bus station", "the Lantern Inn", "Orchard Retail Park", "Beacon Tower", "the Pier Pavilion",
             "Kelvin Court flats", "the Ropewalk car park", "Tollgate Shopping Centre", "the Rowan Street underpass",
             "Ellerby Leisure Centre", "the Quayside steps", "Bowman Playing Fields", "the Kettle Lake boat ramp"]

PROFESSIONS = ["welder", "bus driver", "primary school teacher", "electrician", "scaffolder", "care assistant",
               "farmer", "plumber", "hairdresser", "postal worker", "fisherman", "accountant", "solicitor",
               "shop assistant", "nurse", "taxi driver", "joiner", "bricklayer", "lorry driver", "HGV driver",
               "chef", "cleaner", "warehouse operative", "forklift driver", "software developer",
               "civil servant", "police officer", "firefighter", "miner", "shepherd", "mechanic",
               "librarian", "pharmacist", "dental nurse", "childminder", "carpenter", "roofer", "painter and decorator",
               "bank clerk", "secretary", "barber", "labourer", "machinist", "dock worker", "shearer",
               "stockman", "pastor", "university lecturer", "retail manager", "call centre adviser",
               "security guard", "train driver", "airline pilot", "baker", "butcher", "seamstress",
               "textile worker", "coal miner", "tree surgeon", "landscape gardener", "veterinary nurse",
               "lollipop lady", "publican", "school cook", "kitchen porter", "delivery driver",
               "journalist", "architect", "engineer", "tiler"]

COUNTRIES = ["Poland", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh", "Portugal", "Spain", "Jamaica",
             "Romania", "Lithuania", "Latvia", "Ukraine", "Somalia", "Sudan", "Syria", "Iraq", "Vietnam",
             "China", "Hong Kong", "Philippines", "Sri Lanka", "Kenya", "Zimbabwe", "South Africa",
             "Canada", "Australia", "New Zealand", "Ireland", "Scotland", "Wales", "Samoa", "Tonga", "Fiji",
             "Malta", "Cyprus", "Greece", "Turkey", "Egypt", "Lebanon", "Chile", "Mexico", "Brazil",
             "United States", "Germany", "France", "Italy", "Sierra Leone", "Eritrea", "Nepal"]
