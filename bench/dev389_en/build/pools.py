"""Raw pools for dev389_en: people, places, organisations. All lists are
plain lists (deterministic order). Hospital, practice and organisation
names are invented by combining the invented roots below."""


def _w(s):
    return [x.strip() for x in s.split(",") if x.strip()]


FEMALE = _w("""
Margaret, Susan, Patricia, Jennifer, Linda, Elizabeth, Barbara, Sarah, Karen,
Nancy, Helen, Deborah, Janet, Carol, Gillian, Alison, Fiona, Morag, Eilidh,
Siobhan, Aoife, Niamh, Roisin, Sinead, Orla, Grainne, Ciara, Bridget, Maureen,
Kathleen, Eileen, Doreen, Brenda, Joan, Pauline, Shirley, Beverley, Tracey,
Kirsty, Rhiannon, Cerys, Bethan, Megan, Chloe, Jessica, Emily, Olivia,
Charlotte, Amelia, Hannah, Lucy, Rebecca, Zoe, Ashley, Brittany, Tiffany,
Kimberly, Dolores, Marisol, Guadalupe, Lucia, Carmen, Rosa, Ana, Isabel,
Beatriz, Joana, Francesca, Giulia, Maria, Eleni, Despina, Agnieszka,
Katarzyna, Malgorzata, Ewa, Ioana, Elena, Svetlana, Olga, Ingrid, Astrid,
Sanne, Priya, Anjali, Sunita, Kavita, Lakshmi, Deepa, Harpreet, Gurpreet,
Nusrat, Farzana, Ayesha, Fatima, Zainab, Maryam, Noor, Leila, Yasmin, Shirin,
Parisa, Elif, Zeynep, Mei, Xiuying, Lina, Wen, Huimin, Thi Lan, Ngoc Anh, Hoa,
Ji-yeon, Min-ji, Yuki, Haruka, Maricel, Rowena, Jocelyn, Chidinma, Ngozi,
Adaeze, Funmilayo, Yetunde, Abimbola, Ama, Akosua, Efua, Hodan, Amina, Ifrah,
Selam, Tigist, Aroha, Mere, Ngaire, Hine, Losa, Mele, Sina, Talia, Shanice,
Keisha, Tamika, Marjorie, Yvonne, Nadia, Rachel, Miriam, Esther, Tova,
Chantal, Genevieve, Sylvie, Josee, Manon, Grace, Hope, Joy, June, Iris, Ruby,
Pearl, Rose, Daisy, Victoria, Georgia, Sydney, Florence, Beryl, Edna, Mavis,
Wilhelmina, Zofia, Renata, Dagny, Saoirse, Mairead, Nuala, Teresa, Kerry-Ann
""")

MALE = _w("""
John, Michael, David, James, Robert, William, Richard, Thomas, Christopher,
Daniel, Paul, Mark, Stephen, Andrew, Kevin, Brian, Gary, Trevor, Derek, Keith,
Graham, Alistair, Hamish, Fraser, Angus, Callum, Ewan, Gareth, Rhys, Dafydd,
Owain, Sean, Padraig, Ciaran, Declan, Eoin, Cathal, Donal, Fergal, Colm, Liam,
Connor, Jack, Harry, Oliver, Tyler, Brandon, Cody, Dwayne, Jerome, Tyrone,
Marcus, Jose, Luis, Carlos, Miguel, Alejandro, Juan, Rafael, Joao, Tiago,
Paolo, Giuseppe, Marco, Nikos, Yannis, Dimitrios, Piotr, Tomasz, Krzysztof,
Andrzej, Lukasz, Mihai, Florin, Bogdan, Sergei, Dmitri, Lars, Henrik, Pieter,
Jan, Rajesh, Sanjay, Arjun, Vikram, Suresh, Ravi, Amit, Harjit, Gurdeep,
Manpreet, Imran, Tariq, Asif, Bilal, Kamran, Rashid, Omar, Ahmed, Mohammed,
Yusuf, Hassan, Karim, Reza, Dariush, Mehmet, Emre, Wei, Jun, Hao, Zhiwei,
Ming, Kenji, Hiroshi, Takeshi, Minh, Tuan, Quang, Duc, Jae-won, Min-ho,
Sung-min, Rodel, Jomar, Emeka, Chukwuemeka, Obinna, Oluwaseun, Babatunde,
Kwame, Kofi, Yaw, Abdirahman, Mohamud, Tesfaye, Dawit, Wiremu, Hemi, Tane,
Rawiri, Sione, Tevita, Mose, Jean-Luc, Mathieu, Etienne, Guillaume, Yves,
Moshe, Avi, Eli, Darnell, Andre, Jamal, Malik, Frank, Walter, Stanley, Cyril,
Norman, Reginald, Clifford, Bernard, Eugene, Frederick, Lincoln, Jordan,
Dallas, Austin, Denzel, Hone, Ruairi, Tadhg, Oisin, Wojciech, Ivan, Bartosz
""")

SURNAMES = _w("""
Smith, Jones, Williams, Taylor, Brown, Davies, Evans, Wilson, Thomas, Roberts,
Johnson, Lewis, Walker, Robinson, Wood, Thompson, White, Watson, Jackson,
Wright, Green, Harris, Cooper, King, Lee, Martin, Clarke, Morgan, Hughes,
Edwards, Hill, Moore, Clark, Harrison, Scott, Young, Morris, Hall, Ward,
Turner, Carter, Phillips, Mitchell, Adams, Campbell, Anderson, Allen, Cook,
Bailey, Parker, Miller, Davis, Murphy, Price, Bell, Baker, Griffiths, Kelly,
Simpson, Marshall, Collins, Bennett, Cox, Richardson, Fox, Gray, Chapman,
Hunt, Robertson, Shaw, Reynolds, Lloyd, Ellis, Russell, Wilkinson, Khan,
Graham, Stewart, Reid, Murray, Powell, Palmer, Holmes, Rogers, Stevens, Walsh,
Hunter, Thomson, Matthews, Ross, Owen, Mason, Knight, Kennedy, Butler,
Saunders, MacDonald, McLeod, MacKenzie, Fraser, Sinclair, Cameron, Buchanan,
Gallagher, O'Brien, O'Sullivan, O'Connor, Byrne, Ryan, Doyle, McCarthy,
Kavanagh, Brennan, Quinlan, Fitzgerald, Nolan, Dunne, Lynch, Pritchard,
Prosser, Vaughan, Llewellyn, Patel, Shah, Sharma, Gupta, Singh, Kaur, Sandhu,
Gill, Dhillon, Chaudhry, Hussain, Akhtar, Begum, Rahman, Uddin, Chowdhury,
Iyer, Nair, Menon, Reddy, Rao, Krishnan, Desai, Mehta, Joshi, Bose, Banerjee,
Mukherjee, Siddiqui, Qureshi, Malik, Butt, Mirza, Wong, Chan, Li, Zhang,
Wang, Liu, Chen, Huang, Zhao, Lin, Ng, Tan, Lim, Ho, Cheung, Leung, Nguyen,
Tran, Pham, Le, Hoang, Kim, Park, Choi, Jung, Tanaka, Suzuki, Sato,
Watanabe, Yamamoto, Santos, Reyes, Cruz, Bautista, Dela Cruz, Villanueva,
Mendoza, Garcia, Hernandez, Lopez, Martinez, Gonzalez, Rodriguez, Perez,
Sanchez, Ramirez, Torres, Flores, Rivera, Gomez, Diaz, Morales, Ortiz,
Castillo, Vargas, Okafor, Okonkwo, Adeyemi, Adebayo, Ogunleye, Balogun, Eze,
Nwosu, Chukwu, Obi, Mensah, Owusu, Boateng, Asante, Osei, Appiah, Abdi,
Farah, Hassan, Warsame, Mohamud, Bekele, Haile, Mengistu, Mwangi, Otieno,
Kamau, Dlamini, Nkosi, Ndlovu, Kowalski, Nowak, Wisniewski, Wojcik,
Kaminski, Lewandowski, Popescu, Ionescu, Popa, Rossi, Russo, Ferrari,
Esposito, Bianchi, Romano, Papadopoulos, Georgiou, Nikolaidis, Silva,
Ferreira, Pereira, Costa, Oliveira, Schmidt, Muller, Weber, Fischer, Becker,
Hansen, Larsen, Andersen, Johansson, Nilsson, de Vries, van den Berg, Jansen,
Bakker, Novak, Horvat, Dubois, Tremblay, Gagnon, Roy, Cote, Bouchard,
Gauthier, Morin, Lavoie, Fortin, Pelletier, Levesque, Haddad, Khalil, Nasser,
Saleh, Aziz, Hosseini, Ahmadi, Karimi, Rezaei, Yilmaz, Kaya, Demir, Celik,
Sahin, Cohen, Levi, Friedman, Goldberg, Katz, Ngata, Parata, Tamihana,
Te Whata, Rangi, Horomona, Tipene, Faleolo, Tuilagi, Leota, Fifita, Taufa,
Vaipulu, Soliai, Grant, Francis, Banda, Phiri, Mahlangu, Bianco, Hope, Moss,
Stone, Marsh, Bishop, Parsons, Goodwin, Church, Waters, Frost, Bloom
""")

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

# (town, county, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Sheffield", "South Yorkshire", "S"),
    ("Bolton", "Greater Manchester", "BL"), ("Stockport", "Greater Manchester", "SK"),
    ("Preston", "Lancashire", "PR"), ("Lancaster", "Lancashire", "LA"),
    ("Carlisle", "Cumbria", "CA"), ("Kendal", "Cumbria", "LA"),
    ("Darlington", "County Durham", "DL"), ("Hexham", "Northumberland", "NE"),
    ("York", "North Yorkshire", "YO"), ("Harrogate", "North Yorkshire", "HG"),
    ("Lincoln", "Lincolnshire", "LN"), ("Grantham", "Lincolnshire", "NG"),
    ("Derby", "Derbyshire", "DE"), ("Chesterfield", "Derbyshire", "S"),
    ("Leicester", "Leicestershire", "LE"), ("Loughborough", "Leicestershire", "LE"),
    ("Norwich", "Norfolk", "NR"), ("King's Lynn", "Norfolk", "PE"),
    ("Ipswich", "Suffolk", "IP"), ("Colchester", "Essex", "CO"),
    ("Chelmsford", "Essex", "CM"), ("Maidstone", "Kent", "ME"),
    ("Canterbury", "Kent", "CT"), ("Guildford", "Surrey", "GU"),
    ("Reading", "Berkshire", "RG"), ("Swindon", "Wiltshire", "SN"),
    ("Salisbury", "Wiltshire", "SP"), ("Exeter", "Devon", "EX"),
    ("Barnstaple", "Devon", "EX"), ("Truro", "Cornwall", "TR"),
    ("Taunton", "Somerset", "TA"), ("Gloucester", "Gloucestershire", "GL"),
    ("Worcester", "Worcestershire", "WR"), ("Shrewsbury", "Shropshire", "SY"),
    ("Stafford", "Staffordshire", "ST"), ("Walsall", "West Midlands", "WS"),
    ("Coventry", "West Midlands", "CV"), ("Northampton", "Northamptonshire", "NN"),
    ("Bedford", "Bedfordshire", "MK"), ("Luton", "Bedfordshire", "LU"),
    ("Hastings", "East Sussex", "TN"), ("Portsmouth", "Hampshire", "PO"),
    ("Basingstoke", "Hampshire", "RG"), ("Bangor", "Gwynedd", "LL"),
    ("Aberystwyth", "Ceredigion", "SY"), ("Wrexham", "Clwyd", "LL"),
    ("Swansea", "West Glamorgan", "SA"), ("Perth", "Perthshire", "PH"),
    ("Paisley", "Renfrewshire", "PA"), ("Kirkcaldy", "Fife", "KY"),
    ("Ayr", "Ayrshire", "KA"), ("Dumfries", "Dumfriesshire", "DG"),
    ("Newry", "County Down", "BT"), ("Omagh", "County Tyrone", "BT"),
    ("Enniskillen", "County Fermanagh", "BT"), ("Lisburn", "County Antrim", "BT"),
]

# (town, county, eircode routing key)
IE_TOWNS = [
    ("Ballincollig", "Cork", "P31"), ("Mallow", "Cork", "P51"),
    ("Clonmel", "Tipperary", "E91"), ("Nenagh", "Tipperary", "E45"),
    ("Tralee", "Kerry", "V92"), ("Killarney", "Kerry", "V93"),
    ("Ennis", "Clare", "V95"), ("Athlone", "Westmeath", "N37"),
    ("Mullingar", "Westmeath", "N91"), ("Navan", "Meath", "C15"),
    ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"),
    ("Sligo", "Sligo", "F91"), ("Castlebar", "Mayo", "F23"),
    ("Ballina", "Mayo", "F26"), ("Letterkenny", "Donegal", "F92"),
    ("Tullamore", "Offaly", "R35"), ("Portlaoise", "Laois", "R32"),
    ("Carlow", "Carlow", "R93"), ("Kilkenny", "Kilkenny", "R95"),
    ("Wexford", "Wexford", "Y35"), ("Gorey", "Wexford", "Y25"),
    ("Bray", "Wicklow", "A98"), ("Naas", "Kildare", "W91"),
    ("Swords", "Dublin", "K67"), ("Tallaght", "Dublin", "D24"),
    ("Galway", "Galway", "H91"), ("Tuam", "Galway", "H54"),
    ("Limerick", "Limerick", "V94"), ("Cavan", "Cavan", "H12"),
    ("Monaghan", "Monaghan", "H18"),
]

# (suburb, state abbreviation, state name, postcode)
AU_TOWNS = [
    ("Parramatta", "NSW", "New South Wales", "2150"), ("Penrith", "NSW", "New South Wales", "2750"),
    ("Wollongong", "NSW", "New South Wales", "2500"), ("Dubbo", "NSW", "New South Wales", "2830"),
    ("Footscray", "VIC", "Victoria", "3011"), ("Geelong", "VIC", "Victoria", "3220"),
    ("Ballarat", "VIC", "Victoria", "3350"), ("Bendigo", "VIC", "Victoria", "3550"),
    ("Frankston", "VIC", "Victoria", "3199"), ("Toowoomba", "QLD", "Queensland", "4350"),
    ("Cairns", "QLD", "Queensland", "4870"), ("Townsville", "QLD", "Queensland", "4810"),
    ("Southport", "QLD", "Queensland", "4215"), ("Fremantle", "WA", "Western Australia", "6160"),
    ("Joondalup", "WA", "Western Australia", "6027"), ("Bunbury", "WA", "Western Australia", "6230"),
    ("Elizabeth", "SA", "South Australia", "5112"), ("Mount Gambier", "SA", "South Australia", "5290"),
    ("Glenelg", "SA", "South Australia", "5045"), ("Launceston", "TAS", "Tasmania", "7250"),
    ("Devonport", "TAS", "Tasmania", "7310"), ("Palmerston", "NT", "Northern Territory", "0830"),
    ("Alice Springs", "NT", "Northern Territory", "0870"),
    ("Belconnen", "ACT", "Australian Capital Territory", "2617"),
]

# (suburb or town, region, postcode)
NZ_TOWNS = [
    ("Papatoetoe", "Auckland", "2025"), ("Henderson", "Auckland", "0612"),
    ("Takapuna", "Auckland", "0622"), ("Hamilton", "Waikato", "3204"),
    ("Tauranga", "Bay of Plenty", "3110"), ("Rotorua", "Bay of Plenty", "3010"),
    ("Whangarei", "Northland", "0110"), ("Napier", "Hawke's Bay", "4110"),
    ("Hastings", "Hawke's Bay", "4120"), ("Palmerston North", "Manawatu-Whanganui", "4410"),
    ("Whanganui", "Manawatu-Whanganui", "4500"), ("New Plymouth", "Taranaki", "4310"),
    ("Lower Hutt", "Wellington", "5010"), ("Porirua", "Wellington", "5022"),
    ("Nelson", "Nelson", "7010"), ("Blenheim", "Marlborough", "7201"),
    ("Riccarton", "Canterbury", "8011"), ("Timaru", "Canterbury", "7910"),
    ("Dunedin", "Otago", "9016"), ("Invercargill", "Southland", "9810"),
    ("Gisborne", "Gisborne", "4010"),
]

# (city, province abbreviation, province, FSA)
CA_TOWNS = [
    ("Mississauga", "ON", "Ontario", "L5B"), ("Hamilton", "ON", "Ontario", "L8P"),
    ("London", "ON", "Ontario", "N6A"), ("Kingston", "ON", "Ontario", "K7L"),
    ("Sudbury", "ON", "Ontario", "P3E"), ("Barrie", "ON", "Ontario", "L4M"),
    ("Thunder Bay", "ON", "Ontario", "P7B"), ("Surrey", "BC", "British Columbia", "V3T"),
    ("Kelowna", "BC", "British Columbia", "V1Y"), ("Nanaimo", "BC", "British Columbia", "V9R"),
    ("Red Deer", "AB", "Alberta", "T4N"), ("Lethbridge", "AB", "Alberta", "T1J"),
    ("Saskatoon", "SK", "Saskatchewan", "S7K"), ("Regina", "SK", "Saskatchewan", "S4P"),
    ("Brandon", "MB", "Manitoba", "R7A"), ("Moncton", "NB", "New Brunswick", "E1C"),
    ("Fredericton", "NB", "New Brunswick", "E3B"), ("Halifax", "NS", "Nova Scotia", "B3H"),
    ("Sydney", "NS", "Nova Scotia", "B1P"), ("Charlottetown", "PE", "Prince Edward Island", "C1A"),
    ("St. John's", "NL", "Newfoundland and Labrador", "A1C"), ("Gatineau", "QC", "Quebec", "J8T"),
    ("Sherbrooke", "QC", "Quebec", "J1H"),
]

# (city, state abbreviation, state, zip prefix)
US_TOWNS = [
    ("Dayton", "OH", "Ohio", "454"), ("Toledo", "OH", "Ohio", "436"),
    ("Akron", "OH", "Ohio", "443"), ("Springfield", "IL", "Illinois", "627"),
    ("Peoria", "IL", "Illinois", "616"), ("Madison", "WI", "Wisconsin", "537"),
    ("Green Bay", "WI", "Wisconsin", "543"), ("Ann Arbor", "MI", "Michigan", "481"),
    ("Grand Rapids", "MI", "Michigan", "495"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Lowell", "MA", "Massachusetts", "018"), ("Hartford", "CT", "Connecticut", "061"),
    ("Albany", "NY", "New York", "122"), ("Syracuse", "NY", "New York", "132"),
    ("Scranton", "PA", "Pennsylvania", "185"), ("Allentown", "PA", "Pennsylvania", "181"),
    ("Richmond", "VA", "Virginia", "232"), ("Roanoke", "VA", "Virginia", "240"),
    ("Charlotte", "NC", "North Carolina", "282"), ("Durham", "NC", "North Carolina", "277"),
    ("Savannah", "GA", "Georgia", "314"), ("Macon", "GA", "Georgia", "312"),
    ("Tampa", "FL", "Florida", "336"), ("Gainesville", "FL", "Florida", "326"),
    ("Knoxville", "TN", "Tennessee", "379"), ("Lexington", "KY", "Kentucky", "405"),
    ("Omaha", "NE", "Nebraska", "681"), ("Wichita", "KS", "Kansas", "672"),
    ("Tulsa", "OK", "Oklahoma", "741"), ("Boise", "ID", "Idaho", "837"),
    ("Spokane", "WA", "Washington", "992"), ("Eugene", "OR", "Oregon", "974"),
    ("Fresno", "CA", "California", "937"), ("Tucson", "AZ", "Arizona", "857"),
    ("Albuquerque", "NM", "New Mexico", "871"), ("El Paso", "TX", "Texas", "799"),
    ("Lubbock", "TX", "Texas", "794"), ("Provo", "UT", "Utah", "846"),
    ("Billings", "MT", "Montana", "591"), ("Des Moines", "IA", "Iowa", "503"),
    ("Duluth", "MN", "Minnesota", "558"), ("Burlington", "VT", "Vermont", "054"),
    ("Portland", "ME", "Maine", "041"), ("Baton Rouge", "LA", "Louisiana", "708"),
    ("Jackson", "MS", "Mississippi", "392"), ("Columbia", "MO", "Missouri", "652"),
    ("Dover", "DE", "Delaware", "199"), ("Frederick", "MD", "Maryland", "217"),
    ("Anchorage", "AK", "Alaska", "995"), ("Hilo", "HI", "Hawaii", "967"),
]

STREET_ROOTS = _w("""
Elm, Oak, Larch, Willow, Station, Church, Mill, Victoria, Albert, Queen's,
King's, Manor, Park, Meadow, Orchard, Highfield, Beech, Hawthorn, Rowan,
Cedar, Chestnut, Holly, Heather, Bracken, Moorland, Riverside, Brookside,
Castle, Abbey, Marine, Harbour, Quarry, Hillcrest, Prospect, Greenwood,
Fairview, Sunnyside, Kingsway, Ashgrove, Mount Pleasant, Woodland, Fern,
Primrose, Bluebell, Foxglove, Sandy, Windmill, Forge, Tannery, Ropewalk,
Jubilee, Coronation, Nelson, Wellington, Gladstone, Cromwell, Raglan
""")
AU_NZ_ROOTS = _w("""
Banksia, Wattle, Jacaranda, Grevillea, Bottlebrush, Waratah, Kurrajong,
Kowhai, Totara, Rimu, Pohutukawa, Manuka, Rata, Matai, Karaka, Tui, Kereru,
Bellbird, Kookaburra, Currawong, Lorikeet, Coolabah, Boronia, Illawarra
""")
NA_ROOTS = _w("""
Maple, Birch, Spruce, Tamarack, Lakeshore, Sunset, Lincoln, Jefferson,
Franklin, Madison, Bellevue, Sycamore, Dogwood, Magnolia, Hickory, Pine,
Walnut, Cottonwood, Prairie, Ridgeview, Lakeview, Creekside, Pioneer, Union
""")

STREET_SUFFIX = {
    "UK": _w("Road, Street, Lane, Avenue, Close, Crescent, Drive, Way, Grove, Terrace, Gardens, Place, View, Court"),
    "IE": _w("Road, Street, Park, Avenue, Lawns, Grove, Heights, Drive, Close, Crescent, View, Rise"),
    "AU": _w("Street, St, Road, Rd, Avenue, Ave, Parade, Pde, Crescent, Cres, Court, Ct, Place, Pl, Drive, Terrace, Circuit"),
    "NZ": _w("Road, Rd, Street, St, Avenue, Crescent, Place, Terrace, Drive, Grove, Way, Lane"),
    "CA": _w("Street, St, Avenue, Ave, Road, Rd, Drive, Dr, Boulevard, Crescent, Court, Way, Place"),
    "US": _w("Street, St, Avenue, Ave, Road, Rd, Drive, Dr, Boulevard, Blvd, Lane, Ln, Court, Ct, Way, Place, Circle"),
}

# invented place-like roots for hospitals, practices and organisations
ORG_ROOTS = _w("""
Calderbrook, Wexmoor, Brackenford, Harrowdene, Kilbarrow, Ellesmoor,
Thornvale, Mallowfield, Glenarden, Ardenmuir, Bellhaven, Corriebank,
Dunmallow, Fennick, Greyhollow, Hollinsgate, Inverallan, Juniper Ridge,
Kestrelmoor, Lissadell Park, Marrowby, Northcote Vale, Oakhollow, Pendlewick,
Quarrybank, Ravensmere, Silverbirch, Tamsworth, Ullerdale, Valemount,
Westerholme, Yarrowby, Ashenfield, Brindlecombe, Carrowmore Vale, Drumkeel,
Eskerby, Foxhollow, Gallowmere, Heatherbrae, Kauri Point, Te Awa Valley,
Wattle Creek, Bluegum Flats, Coral Bay, Tamarack Falls, Cedar Hollow,
Maple Bluff, Prairie Rose, Stonebridge, Larkspur, Whitlow Downs
""")

SAINTS = _w("""
Aidan, Brigid, Columba, Elphin, Ninian, Kilian, Oswin, Winifred, Cuthbert,
Ita, Fiacre, Dymphna, Wilfrid, Hilda, Piran, Petroc, Finbarr, Declan,
Jude, Anselm, Bride, Mungo, Brendan, Gall
""")

HOSP_FORMS = {
    "UK": ["{r} General Hospital", "{r} Royal Infirmary", "{r} District General Hospital",
           "{r} Community Hospital", "St {s}'s Hospital", "{r} University Hospital",
           "Royal {r} Hospital", "{r} Treatment Centre"],
    "IE": ["{r} University Hospital", "St {s}'s Hospital", "{r} Regional Hospital",
           "Mercy Hospital {r}", "{r} General Hospital", "{r} Private Clinic"],
    "AU": ["{r} Base Hospital", "{r} Hospital", "{r} Health Service", "St {s}'s Private Hospital",
           "{r} District Hospital", "{r} Day Surgery Centre"],
    "NZ": ["{r} Hospital", "{r} Base Hospital", "{r} Surgical Centre", "St {s}'s Hospital"],
    "CA": ["{r} Health Sciences Centre", "{r} General Hospital", "{r} Regional Health Centre",
           "St. {s}'s Hospital", "{r} Memorial Hospital"],
    "US": ["{r} Medical Center", "{r} Memorial Hospital", "{r} Regional Medical Center",
           "St. {s} Hospital", "{r} Surgical Center", "{r} University Hospital"],
}

PRACTICE_FORMS = {
    "UK": ["{r} Medical Centre", "{r} Surgery", "{r} Health Centre", "{r} Medical Practice", "{r} Group Practice"],
    "IE": ["{r} Medical Centre", "{r} Family Practice", "{r} Health Centre", "{r} Surgery"],
    "AU": ["{r} Medical Centre", "{r} Family Practice", "{r} Medical Clinic", "{r} GP Clinic"],
    "NZ": ["{r} Medical Centre", "{r} Health Centre", "{r} Family Doctors", "{r} Medical"],
    "CA": ["{r} Family Health Team", "{r} Medical Clinic", "{r} Family Practice"],
    "US": ["{r} Primary Care", "{r} Family Medicine", "{r} Internal Medicine Associates"],
}

PHARMACY_FORMS = ["{r} Pharmacy", "{r} Chemist", "{r} Community Pharmacy"]
CAREHOME_FORMS = ["{r} Care Home", "{r} Nursing Home", "{r} Lodge", "{r} Residential Care"]
WARD_NAMES = _w("""
Rowan, Kestrel, Larch, Heron, Osprey, Bluebell, Linnet, Curlew, Aspen,
Juniper, Saffron, Wren, Kingfisher, Magnolia, Tui, Kowhai, Banksia, Waratah
""")
WARD_FORMS = ["{w} Ward", "{w} Unit", "{w} Day Unit", "{w} Suite"]
BUILDING_FORMS = ["{r} Wing", "{r} Building", "{r} Pavilion", "{r} Block", "{r} House"]

EMPLOYER_FORMS = [
    "{r} Logistics", "{sn} Haulage Ltd", "{r} Dairy Co-op", "{r} Primary School",
    "{r} Borough Council", "{r} Building Society", "{r} Engineering", "{r} Timber Mills",
    "{r} Motors", "{r} Foods", "{sn} & Sons Builders", "{r} Freight", "{r} Quarries",
    "{r} Credit Union", "{r} High School", "{r} Bakery", "{r} Textiles", "{r} Tyres",
    "{sn} Solicitors", "{r} Hotel", "{r} Leisure Centre", "{r} Garden Centre",
    "{r} Bus Company", "{r} Mining", "{r} Vineyards", "{r} Fisheries",
]
INSURERS = {
    "UK": ["Albion Mutual Health", "Hearthstone Healthcare", "Greyfriars Medical Insurance"],
    "IE": ["Celtic Shield Health", "Laurel Health Insurance", "Harp Assure"],
    "AU": ["Wattle Health Fund", "Coralsea Health", "Red Gum Members Health"],
    "NZ": ["Kauri Health Cover", "Tussock Mutual", "Harakeke Health"],
    "CA": ["Maple Crest Benefits", "Northern Lights Health", "Tamarack Group Insurance"],
    "US": ["Lakemont Health Plan", "Ridgeway Health Alliance", "Pinecrest Mutual",
           "Bluestem Health Partners"],
}
CARE_AGENCIES = ["{r} Home Care", "{r} Community Support Services", "{r} Carers Network"]
CHURCHES = ["{r} Baptist Church", "St {s}'s Parish", "{r} Gurdwara", "{r} Mosque", "{r} Kingdom Hall"]

PROFESSIONS = _w("""
bus driver, primary school teacher, welder, HGV driver, accountant,
electrician, farmer, solicitor, taxi driver, chef, cleaner, retail assistant,
software developer, plumber, postman, care assistant, scaffolder, fisherman,
sheep farmer, shearer, miner, police officer, firefighter, forklift operator,
librarian, civil engineer, hairdresser, barista, warehouse operative,
secretary, dentist, shop owner, builder, roofer, labourer, airline pilot,
cabin crew, university lecturer, social worker, bricklayer, mechanic,
dairy farmer, bank clerk, architect, estate agent, musician, carpenter,
joiner, painter and decorator, security guard, kitchen porter, dock worker,
truck driver, nurse, pharmacist, paramedic, lorry driver, crane operator,
machinist, receptionist, teaching assistant, childminder, optician,
physiotherapist, veterinary nurse, train driver, mail carrier, courier,
delivery driver, landscaper, tiler, sales representative, factory worker,
school caretaker, dinner lady, journalist, professional cyclist, butcher
""")
RETIRED_FROM = _w("""
teacher, nurse, coal miner, bus driver, civil servant, engineer, bank manager,
shopkeeper, farmer, police officer, publican, seamstress, boilermaker,
postmaster, fitter and turner, secretary, dental nurse, GP receptionist,
railway signalman, lecturer, shipwright
""")

RELATIONS_F = ["wife", "daughter", "sister", "partner", "mother", "niece", "granddaughter", "daughter-in-law", "friend", "neighbour"]
RELATIONS_M = ["husband", "son", "brother", "partner", "father", "nephew", "grandson", "son-in-law", "friend", "neighbour"]

COUNTRIES_ABROAD = _w("""
Portugal, Spain, France, Italy, Greece, Poland, Romania, India, Pakistan,
Bangladesh, Sri Lanka, Nigeria, Ghana, Somalia, Ethiopia, Kenya, Zimbabwe,
South Africa, Philippines, Vietnam, China, Hong Kong, Malaysia, Thailand,
Fiji, Samoa, Tonga, Jamaica, Trinidad and Tobago, Mexico, Brazil, Turkey,
Iran, Lebanon, Egypt, Morocco, Netherlands, Germany, Canada, United States,
Ireland, Scotland, Wales, England, Australia, New Zealand, Cyprus, Malta
""")
