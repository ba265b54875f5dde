"""Invented person-name pools for dev337_en, written by hand for this set.

Each origin group holds (male first names, female first names, surnames).
Names are combined at random, so no generated person is meant to be real.
"""

ORIGINS = {
    "irish": (
        "Cian Declan Padraig Ciarán Eoin Donal Fergal Colm Tadhg Ronan Oisín Fiachra "
        "Lorcan Diarmuid Seamus Brendan Kieran Niall Cathal Darragh Micheál Conor Enda".split(),
        "Aoife Siobhán Niamh Orla Gráinne Caoimhe Saoirse Róisín Clodagh Deirdre Máire "
        "Aisling Sinéad Eimear Bríd Úna Nuala Fionnuala Órlaith Treasa Muireann Ailbhe".split(),
        "O'Sullivan McGrath Brennan Kavanagh Fitzgerald Dunne Mulcahy Hegarty Flanagan "
        "Moriarty Cullinane Donnelly Geraghty Lenihan McGettigan Tierney Scanlon Breathnach "
        "Houlihan Keohane Corrigan Furlong Lyons O'Dwyer Mac Suibhne Ní Fhlannagáin Cosgrave "
        "Hanrahan Prendergast Twomey Mannion Gilsenan Ó Catháin Buckley Spillane Dolan".split(" "),
    ),
    "scottish": (
        "Alasdair Hamish Callum Euan Fraser Struan Ruaridh Angus Gregor Lachlan Murdo Torquil".split(),
        "Morag Kirsty Eilidh Catriona Isla Fiona Mhairi Ailsa Shona Rhona Iona Elspeth".split(),
        "MacLeod Buchanan Cameron Drummond Mackintosh Ferguson Sinclair Urquhart Lamont "
        "MacAulay Gillespie Munro Kerr Baird Fairbairn McKechnie Dalgleish Tulloch".split(),
    ),
    "english": (
        "Oliver George Thomas Harry William Graham Nigel Trevor Stuart Rhys Gareth Dylan "
        "Owain Dafydd Ieuan Geoffrey Malcolm Colin Derek Raymond Clive Barry Keith Roger".split(),
        "Margaret Susan Gillian Hazel Beverley Carys Ffion Bethan Rhiannon Gwen Lesley "
        "Pauline Janet Sheila Elaine Joanne Hannah Charlotte Lucy Emily Maureen Jean Tracey".split(),
        "Ashworth Pennington Blackwood Hartley Clegg Whitfield Thornton Cartwright Pritchard "
        "Llewellyn Bevan Prosser Griffiths Howells Penrose Trelawney Haworth Sedgwick Ormerod "
        "Fothergill Rowbotham Pickering Gledhill Stainton Marsden Oakes Catterall Beddoes "
        "Wilson Addison Gilbert Parkinson Cushing Hodgkin Bell Turner Raynaud-Smith".split(),
    ),
    "northern_eu": (
        "Lars Anders Henrik Sven Jens Pieter Joost Matthias Jürgen Tobias Nils Sindre".split(),
        "Ingrid Astrid Sigrid Freya Liesbeth Anouk Greta Katja Solveig Marit Femke Hedda".split(),
        "Lindqvist Halvorsen Bergström Sørensen De Vries Janssen Vermeulen Hoffmann Brandt "
        "Kessler Engström Holmgren Dahl Vik van den Akker Smit Ravnsborg Åkesson".split(" "),
    ),
    "eastern_eu": (
        "Tomasz Piotr Marek Andrzej Vytautas Dmitri Bogdan Ivan Miroslav Lukas Radu Goran".split(),
        "Agnieszka Katarzyna Magdalena Ewa Irina Oksana Zofia Jana Milena Dorota Ilona Vesna".split(),
        "Kowalczyk Nowak Kaminski Petrauskas Horvath Novák Dvořák Kovalenko Shevchenko "
        "Popescu Ionescu Marinov Babić Kovačević Wróbel Jankauskas Lisowski Hrabal".split(),
    ),
    "southern": (
        "Mateo Javier Luis Diego Rafael João Tiago Giovanni Marco Stavros Nikos Alejandro".split(),
        "Lucía Carmen Inês Beatriz Giulia Francesca Elena Sofia Rosa Eleni Graça Valentina".split(),
        "Ferreira Carvalho Moreira Gonçalves Rossi Esposito Marchetti Bianchi Papadopoulos "
        "Georgiou Alvarez Castillo Herrera Romero Navarro Delgado Ortega Quintero Pacheco".split(),
    ),
    "south_asian": (
        "Arjun Rohan Vikram Sanjay Imran Farhan Harpreet Gurdeep Anil Rajesh Naveen Sameer".split(),
        "Priya Anjali Sunita Kavita Nazia Farah Simran Deepa Meera Lakshmi Shabana Rupinder".split(),
        "Patel Sharma Chaudhry Iyer Nair Banerjee Sandhu Gill Malik Qureshi Reddy Menon "
        "Desai Siddiqui Bhattacharya Rathore Kapoor Pillai Dhaliwal Mirza".split(),
    ),
    "east_asian": (
        "Wei Jun Hiroshi Kenji Minh Jae-won Hao Tuan Jian Takumi Sung-min Bao".split(),
        "Mei Yuki Haruka Ji-yeon Xiu Ngoc Hana Suyin Linh Min-ji Aiko Huong".split(),
        "Chen Nguyen Tanaka Watanabe Park Kim Huang Lim Tran Zhou Ong Yamamoto Lau Cho "
        "Pham Hoang Teo Matsuda".split(),
    ),
    "african": (
        "Chinedu Oluwaseun Kwame Tendai Thabo Sipho Kofi Emeka Babajide Tafadzwa Lwazi Jabari".split(),
        "Ngozi Amara Adaeze Thandiwe Nomvula Abena Chipo Folake Zanele Wanjiru Lerato Efua".split(),
        "Okafor Adeyemi Mensah Mokoena Ndlovu Dlamini Nkosi Okonkwo Boateng Mwangi Banda "
        "Asante Olawale Mthembu van Wyk Botha Pretorius du Plessis Chikwanha Odhiambo".split(" "),
    ),
    "pacific": (
        "Tane Wiremu Rawiri Hemi Tama Sione Viliami Iosefa Manaia Ropata Nikau Tevita".split(),
        "Aroha Mere Ngaire Hine Kiri Losa Mele Moana Huia Anahera Miriama Salote".split(),
        "Ngata Te Rangi Parata Tipene Horomona Tuhiwai Taufa Fonoti Leota Havili Tupou "
        "Paewai Te Huia Faleolo Manuera Tauroa".split(" "),
    ),
    "arabic": (
        "Omar Khalid Yusuf Tariq Karim Samir Hassan Bilal Rami Nabil Dariush Farid".split(),
        "Layla Yasmin Noor Rania Huda Samira Dalia Leila Mariam Salma Shirin Nadia".split(),
        "Haddad Khoury Mansour Nasser Al-Amin Saleh Farouk Hamdan Aziz Darwish Rahimi "
        "Karimi Tehrani El-Sayed Bishara Jaber".split(),
    ),
    "american": (
        "Bradley Tyler Dustin Cody Wade Garrett Dwayne Randall Clayton Curtis Duane Jerome".split(),
        "Brittany Tammy Kayla Shannon Crystal Amber Dana Heather Whitney Lorraine Darlene Tonya".split(),
        "Whitaker Holloway Prescott McAllister Kowalski Bergeron Thibodeaux Gallagher Donovan "
        "Brewster Hatfield Stroud Pemberton Lachance Tremblay Gagnon Bouchard Leblanc Fortier "
        "Osler Gaudreau Lindgren Yoder Schaefer".split(),
    ),
}

# fixed surname parts that were split on single spaces above need re-joining
_JOIN = {"Mac": "Suibhne", "Ní": "Fhlannagáin", "Ó": "Catháin", "De": "Vries", "van": None,
         "Te": None, "du": "Plessis"}


def _fix(surnames):
    out, i = [], 0
    while i < len(surnames):
        s = surnames[i]
        if s == "van" and i + 2 < len(surnames) and surnames[i + 1] == "den":
            out.append(" ".join(surnames[i:i + 3]))
            i += 3
            continue
        if s in ("van", "Te") and i + 1 < len(surnames):
            out.append(s + " " + surnames[i + 1])
            i += 2
            continue
        nxt = _JOIN.get(s)
        if nxt and i + 1 < len(surnames) and surnames[i + 1] == nxt:
            out.append(s + " " + nxt)
            i += 2
            continue
        out.append(s)
        i += 1
    return out


ORIGINS = {k: (v[0], v[1], _fix([x for x in v[2] if x])) for k, v in sorted(ORIGINS.items())}

# origin weights per country (patients and staff drawn alike)
COUNTRY_ORIGINS = {
    "US": {"american": 5, "irish": 2, "english": 1, "southern": 2, "south_asian": 1,
           "east_asian": 1, "african": 1, "northern_eu": 1, "eastern_eu": 1, "arabic": 1},
    "UK": {"english": 6, "scottish": 3, "irish": 2, "south_asian": 2, "eastern_eu": 1,
           "african": 1, "east_asian": 1, "southern": 1, "arabic": 1},
    "IE": {"irish": 8, "english": 1, "eastern_eu": 2, "southern": 1, "african": 1,
           "south_asian": 1, "scottish": 1},
    "CA": {"american": 4, "scottish": 1, "irish": 1, "english": 1, "south_asian": 2,
           "east_asian": 2, "southern": 1, "arabic": 1, "eastern_eu": 1},
    "AU": {"english": 4, "irish": 3, "scottish": 1, "southern": 2, "east_asian": 2,
           "south_asian": 1, "pacific": 1, "arabic": 1, "northern_eu": 1},
    "NZ": {"english": 3, "scottish": 2, "irish": 1, "pacific": 4, "east_asian": 1,
           "south_asian": 1, "northern_eu": 1},
    "ZA": {"african": 6, "english": 2, "south_asian": 1, "northern_eu": 1, "southern": 1},
}

# nicknames keyed by a first name that can take them
NICKNAMES = {
    "William": "Bill", "Thomas": "Tom", "Seamus": "Shay", "Padraig": "Paddy", "Brendan": "Bren",
    "Margaret": "Peggy", "Susan": "Sue", "Gillian": "Gill", "Malcolm": "Mal", "Raymond": "Ray",
    "Geoffrey": "Geoff", "Bríd": "Bridie", "Fionnuala": "Nuala", "Alasdair": "Ally",
    "Katarzyna": "Kasia", "Magdalena": "Magda", "Oluwaseun": "Seun", "Babajide": "Jide",
    "Wiremu": "Wiri", "Dwayne": "Dee", "Randall": "Randy", "Elspeth": "Elsie", "Declan": "Deccie",
    "Alejandro": "Alex", "Harpreet": "Harry", "Muireann": "Mo", "Lorraine": "Rainey",
}

PROFESSIONS = [
    "welder", "publican", "dairy farmer", "sheep farmer", "bus driver", "electrician", "plasterer",
    "secondary school teacher", "primary teacher", "accountant", "staff nurse", "software developer",
    "chef", "brewery worker", "lorry driver", "postman", "fisherman", "carpenter", "hairdresser",
    "solicitor", "civil engineer", "firefighter", "care assistant", "miner", "barista",
    "shearer", "steelworker", "community pharmacist", "police officer", "taxi driver",
    "landscape gardener", "offshore rig technician", "architect", "midwife", "veterinary surgeon",
    "warehouse operative", "librarian", "bricklayer", "plumber", "long-haul trucker",
    "auto mechanic", "dental hygienist", "baker", "sommelier", "stonemason", "forklift driver",
    "quantity surveyor", "paramedic", "tiler", "roofer", "cabinet maker", "wine maker",
    "shift supervisor at a meat plant", "garda", "radiographer", "bank clerk", "kitchen porter",
    "insurance broker", "real estate agent", "swim coach", "scaffolder", "cook", "painter and decorator",
]

# invented employers, schools, companies, insurers, clubs, charities
ORGANIZATIONS = [
    "Harrowgate Freight Ltd", "Bluewater Dairies", "Kestrel Engineering", "Tamsin Valley School District",
    "Corvell Steel Works", "Pellinore Logistics", "Brackenhurst Brewing Co.", "Fenwick & Dray Solicitors",
    "Saltmarsh Fisheries Co-op", "Oxendale Parish Council", "Marlow Springs Transit",
    "Ardnagreagh Creamery", "Kilbrennan GAA Club", "Northgate Data Systems", "Lantern Bay Hotel Group",
    "Wirralong Shire Council", "Koorabyn Mining Pty Ltd", "Tallowmere Vineyards", "Port Kenmore Ferries",
    "Rangimoana Timber Ltd", "Otarewa Kiwifruit Packhouse", "Bosveldrand Platinum", "Silverfontein Estates",
    "Maple Narrows Paper Mill", "Birchcliff Credit Union", "Hollis Harbour Fish Plant",
    "Drumcairn Distillery", "Glenfarrach Estates", "Penhallow Tin Heritage Trust",
    "St. Ita's National School", "Holy Cross Parish", "Cedar Hollow Baptist Church",
    "Quarrymen's Cycling Club", "Harlan Ridge Fire Company", "Karrawinya Pastoral Co.",
    "Iron Balance Support Network", "Ferrous Folk Patient Forum", "Lakeview Mutual Health",
    "Northstar Mutual", "Evergreen Health Plan", "Aurora Health Cover", "Pelican Mutual Assurance",
    "Kiwi Shield Health", "Bayard Union Local 412", "Stonebridge Credit Bureau", "Linnet Care Agency",
]

INSURERS = ["Lakeview Mutual Health", "Northstar Mutual", "Evergreen Health Plan", "Aurora Health Cover",
            "Pelican Mutual Assurance", "Kiwi Shield Health", "Harbour Medical Aid", "Summit Benefit Plan"]

RELATIONS = ["brother", "sister", "son", "daughter", "father", "mother", "cousin", "half-brother",
             "half-sister", "nephew", "niece"]
