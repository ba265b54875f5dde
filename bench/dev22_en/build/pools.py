"""Invented name and place pools for dev22_en (all written for this set).

Given names that are also common English words (Will, May, Bill, Hope, Grace,
Mark, Rose, Frank, months, weekdays) and surnames that are eponyms used in the
notes (Foley, Murphy, Parkinson, Whipple, Babinski, Turner, Wilson, Bell ...)
are deliberately left out so that those words can serve as hard negatives.
"""


def _split(s):
    return [x.strip() for x in s.split(",") if x.strip()]


# ---------------------------------------------------------------- given names
GIVEN = {
    "anglo": {
        "F": _split("Eleanor, Harriet, Imogen, Philippa, Beatrice, Charlotte, Margaret, Abigail, Lydia, "
                    "Rosalind, Penelope, Heather, Joanne, Kathleen, Stephanie, Melanie, Tessa, Lauren, "
                    "Vanessa, Gillian, Denise, Brenda, Marjorie, Dorothy, Judith"),
        "M": _split("Alistair, Bernard, Clifford, Desmond, Edmund, Gordon, Harold, Jeremy, Kenneth, Leonard, "
                    "Malcolm, Nigel, Oliver, Percival, Rupert, Stanley, Trevor, Vincent, Wallace, Graham, "
                    "Douglas, Russell, Timothy, Clive, Howard"),
    },
    "celtic": {
        "F": _split("Aoife, Siobhan, Niamh, Caoimhe, Orla, Saoirse, Roisin, Ciara, Sinead, Grainne, Maeve, "
                    "Deirdre, Eimear, Clodagh, Mairead, Fiona, Isla, Morag, Eilidh, Catriona, Bronwen, "
                    "Carys, Ffion, Seren, Nia"),
        "M": _split("Cian, Oisin, Padraig, Eoin, Ciaran, Darragh, Fionn, Tadhg, Ronan, Declan, Colm, Seamus, "
                    "Lorcan, Donal, Cathal, Hamish, Angus, Callum, Ewan, Fergus, Rhodri, Gareth, Dafydd, "
                    "Iwan, Emrys"),
    },
    "hispanic": {
        "F": _split("Marisol, Yesenia, Guadalupe, Esperanza, Lucia, Valentina, Ximena, Catalina, Daniela, "
                    "Gabriela, Beatriz, Rocio, Ines, Joana, Mariana, Leticia, Paloma, Soledad, Itzel, "
                    "Araceli, Consuelo, Pilar, Renata, Marta, Adriana"),
        "M": _split("Alejandro, Joaquin, Rodrigo, Santiago, Mateo, Emiliano, Ignacio, Rafael, Esteban, "
                    "Fernando, Guillermo, Humberto, Leandro, Marcelo, Nicolas, Octavio, Ramiro, Tomas, "
                    "Ulises, Vicente, Joao, Tiago, Afonso, Rui, Hector"),
    },
    "southasian": {
        "F": _split("Priya, Ananya, Kavya, Lakshmi, Deepa, Meenakshi, Sunita, Anjali, Pooja, Shreya, "
                    "Nandini, Revathi, Harpreet, Gurleen, Simran, Farzana, Nusrat, Ayesha, Rukhsana, "
                    "Tahmina, Divya, Padma, Radhika, Sowmya, Bhavana"),
        "M": _split("Arjun, Vikram, Rohan, Sanjay, Rajesh, Suresh, Karthik, Venkatesh, Anand, Ramesh, "
                    "Harjit, Gurpreet, Manpreet, Baljit, Imran, Tariq, Faisal, Arif, Kamal, Sourav, "
                    "Abhishek, Nikhil, Pranav, Siddharth, Mahesh"),
    },
    "eastasian": {
        "F": _split("Mei, Xiulan, Yanling, Jing, Huiying, Lian, Thi Lan, Ngoc Anh, Thu Trang, Hoa, Ji-woo, "
                    "Seo-yeon, Min-ji, Haruka, Yuki, Aiko, Sakura, Emiko, Maricel, Rowena, Liwayway, "
                    "Xinyi, Ying, Yuna, Analyn"),
        "M": _split("Wei, Jian, Hao, Jun, Zhiqiang, Minh, Duc, Quang, Tuan, Huy, Min-jun, Seo-jun, Ji-hoon, "
                    "Hiroshi, Kenji, Takeshi, Daisuke, Ryo, Jomar, Rodel, Arnel, Ramil, Jericho, Bong-su, "
                    "Kiet"),
    },
    "african": {
        "F": _split("Adaeze, Ngozi, Chiamaka, Folasade, Yetunde, Abena, Akosua, Efua, Wanjiku, Nyambura, "
                    "Achieng, Makeda, Selamawit, Hiwot, Hodan, Fadumo, Aminata, Fatoumata, Thandiwe, "
                    "Nomvula, Zanele, Chipo, Tendai, Nkechi, Ifeoma"),
        "M": _split("Chinedu, Emeka, Obinna, Oluwaseun, Babatunde, Kwame, Kofi, Yaw, Kwabena, Kipchoge, "
                    "Mwangi, Dawit, Yonas, Abdirahman, Mamadou, Ousmane, Sipho, Themba, Thabo, Tafadzwa, "
                    "Chidi, Ikenna, Femi, Segun, Jabari"),
    },
    "mideast": {
        "F": _split("Layla, Rania, Nour, Yasmin, Dalia, Huda, Samira, Leila, Maryam, Shirin, Parisa, "
                    "Nazanin, Elif, Zeynep, Ayse, Emine, Hatice, Rasha, Salma, Zainab, Lina, Dina, Ghada, "
                    "Hana, Reem"),
        "M": _split("Omar, Khalid, Youssef, Karim, Tarek, Hassan, Bilal, Ziad, Nabil, Samir, Reza, Dariush, "
                    "Kian, Arash, Mehmet, Emre, Burak, Murat, Kemal, Ibrahim, Anwar, Fadi, Walid, Rami, "
                    "Majid"),
    },
    "european": {
        "F": _split("Agnieszka, Katarzyna, Zofia, Jelena, Milena, Ivana, Svetlana, Natalia, Irina, Elena, "
                    "Francesca, Giulia, Chiara, Alessandra, Eleni, Katerina, Sofie, Astrid, Ingrid, "
                    "Liesbeth, Anouk, Margaux, Amelie, Annika, Brigitte"),
        "M": _split("Tomasz, Krzysztof, Piotr, Marek, Dragan, Milos, Istvan, Andrei, Dmitri, Sergei, Mihai, "
                    "Giovanni, Luca, Matteo, Stefano, Dimitrios, Nikos, Lars, Anders, Henrik, Sven, Joost, "
                    "Pieter, Laurent, Matthias"),
    },
    "pacific": {
        "F": _split("Aroha, Hine, Mere, Ngaio, Kiri, Moana, Anahera, Wikitoria, Huia, Miriama, Losa, Sina, "
                    "Malia, Mele, Ana, Seini, Lupe, Salote, Fetu, Tui, Manaia, Rewa, Kahurangi, Atawhai, "
                    "Ngaire"),
        "M": _split("Wiremu, Hemi, Rawiri, Tamati, Manu, Nikau, Tane, Hohepa, Mikaere, Ihaia, Pita, Sione, "
                    "Tevita, Viliami, Semisi, Iosefa, Filipo, Tavita, Sefa, Lealofi, Mosese, Paora, Kauri, "
                    "Rewi, Tipene"),
    },
}

# ------------------------------------------------------------------ surnames
SURNAMES = {
    "anglo": _split("Ashworth, Pembrook, Hargreaves, Whitlock, Kettering, Caldwell, Thornbury, Lockwood, "
                    "Fairbanks, Pritchard, Holloway, Winslow, Radcliffe, Blakemore, Sutherland, "
                    "Hollingsworth, Merriweather, Ellsworth, Crandall, Pemberton, Stanhope, Whitaker, "
                    "Ravenscroft, Ainsworth, Birchall, Cartwright, Dalrymple, Everett, Fenwick, Goodall, "
                    "Hawthorne, Ingram, Jessop, Kimble, Langford, Mayhew, Northcott, Oakley, Penrose, "
                    "Rowntree, Sedgwick, Tolliver, Underhill, Vickers, Yardley, Beckwith"),
    "celtic": _split("O'Sullivan, McCarthy, Fitzgerald, Gallagher, Doherty, Brennan, Kavanagh, Donnelly, "
                     "McLoughlin, Keane, Moriarty, Flanagan, O'Brien, Delaney, Mulcahy, Hegarty, Cullinane, "
                     "Breslin, Lynch, Tierney, MacLeod, Drummond, Fraser, Lindsay, Buchanan, McAllister, "
                     "Ferguson, Gilchrist, Urquhart, Llewellyn, Pryce, Rhys, Vaughan, Gruffydd, Bowen, "
                     "Powell, Jenkins, Cadwallader, Meredith, Ni Bhriain"),
    "hispanic": _split("Alvarado, Batista, Cardenas, Delgado, Espinoza, Figueroa, Guerrero, Herrera, Ibarra, "
                       "Jimenez, Lozano, Montoya, Navarro, Orozco, Pacheco, Quintero, Rosales, Salazar, "
                       "Trujillo, Valdez, Zamora, Cabrera, Medina, Fonseca, Carvalho, Ferreira, Mendes, "
                       "Sousa, Teixeira, Almeida, Barbosa, Figueiredo, Gouveia, Quiroga, Villalobos, Arroyo, "
                       "Benitez, Castillo, Escobar, Sandoval"),
    "southasian": _split("Patel, Sharma, Iyer, Reddy, Nair, Menon, Krishnan, Subramanian, Chatterjee, "
                         "Banerjee, Mukherjee, Ghosh, Deshpande, Kulkarni, Joshi, Desai, Mehta, Shah, Gupta, "
                         "Agarwal, Malhotra, Kapoor, Sandhu, Dhillon, Grewal, Bhattacharya, Rao, Naidu, "
                         "Pillai, Varghese, Kurian, Thakur, Chauhan, Rathore, Siddiqui, Qureshi, Hussain, "
                         "Chaudhry, Rahman, Hossain, Venkataraman, Raghavan, Balasubramanian, Ranganathan"),
    "eastasian": _split("Nguyen, Tran, Pham, Hoang, Dang, Bui, Chen, Wang, Zhang, Liu, Huang, Zhao, Zhou, "
                        "Kim, Park, Choi, Jung, Kang, Yoon, Tanaka, Suzuki, Watanabe, Yamamoto, Nakamura, "
                        "Kobayashi, Sato, Reyes, Dela Cruz, Bautista, Villanueva, Aquino, Manalo, "
                        "Pangilinan, Lim, Ong, Goh, Wu, Xu, Li, Vu"),
    "african": _split("Okafor, Adeyemi, Okonkwo, Nwosu, Eze, Balogun, Adebayo, Olawale, Oyelaran, Chukwu, "
                      "Mensah, Asante, Owusu, Boateng, Appiah, Kamau, Otieno, Wanjiru, Mutua, Njoroge, "
                      "Tesfaye, Bekele, Haile, Abebe, Girma, Mohamed, Abdi, Warsame, Diallo, Traore, "
                      "Ndlovu, Dlamini, Mokoena, Nkosi, Banda, Phiri, Mwale, Okeke, Ibekwe, Onyango"),
    "mideast": _split("Haddad, Khoury, Nassar, Saleh, Mansour, Aziz, Hamdan, Karimi, Rahimi, Hosseini, "
                      "Tehrani, Moradi, Jafari, Yilmaz, Kaya, Demir, Celik, Sahin, Ozturk, Aydin, Arslan, "
                      "Ghanem, Darwish, Shalabi, Awad, Zidan, Habib, Barakat, Toma, Sabbagh, Kassab, "
                      "Nasser, Al-Amin, El-Sayed, Abboud, Maalouf, Farah, Qasim"),
    "european": _split("Novak, Kowalski, Wisniewski, Nowicki, Zielinski, Lewandowski, Dvorak, Horvath, Szabo, "
                       "Nagy, Petrov, Ivanova, Volkov, Sokolov, Popescu, Ionescu, Russo, Bianchi, Romano, "
                       "Colombo, Esposito, Ricci, Marino, Greco, Conti, De Luca, Papadopoulos, Georgiou, "
                       "Dimitriou, Andersen, Johansson, Lindqvist, Haugen, Van der Berg, De Vries, Jansen, "
                       "Bakker, Visser, Dubois, Lefebvre, Moreau, Fournier, Girard, Schmidt, Weber, Becker, "
                       "Hofstetter, Schneider, Krause, Vogel, Brandt"),
    "pacific": _split("Ngata, Parata, Te Rangi, Henare, Kereama, Horomona, Tuhiwai, Paewai, Whaanga, "
                      "Tamihana, Pomare, Tuiasosopo, Faleolo, Leota, Tuilagi, Aumua, Fonoti, Sapolu, "
                      "Taufa, Havili, Tupou, Fifita, Moala, Latu, Kioa, Tuipulotu, Naufahu, Te Huia, "
                      "Rangihuna, Waititi"),
}

# group weights per locale
GROUP_WEIGHTS = {
    "US": {"anglo": 30, "celtic": 8, "hispanic": 22, "southasian": 8, "eastasian": 10, "african": 10,
           "mideast": 5, "european": 7},
    "UK": {"anglo": 34, "celtic": 14, "southasian": 18, "african": 10, "eastasian": 5, "mideast": 6,
           "european": 12, "hispanic": 1},
    "CA": {"anglo": 26, "celtic": 10, "southasian": 16, "eastasian": 16, "european": 14, "mideast": 8,
           "african": 6, "hispanic": 4},
    "AU": {"anglo": 34, "celtic": 10, "eastasian": 16, "european": 14, "southasian": 10, "mideast": 6,
           "pacific": 6, "hispanic": 4},
    "NZ": {"anglo": 30, "celtic": 10, "pacific": 30, "eastasian": 12, "southasian": 8, "european": 10},
    "IE": {"celtic": 60, "anglo": 14, "european": 14, "african": 6, "southasian": 6},
    "IN": {"southasian": 94, "anglo": 2, "eastasian": 2, "mideast": 2},
}

# ------------------------------------------------------------------- places
TOWNS = {
    "US": _split("Harlan Ridge, Quarry Bend, Millbrook Falls, Pine Hollow, Ashby Crossing, Redfern Valley, "
                 "Lake Oriel, Cobalt Junction, West Tamsin, Sable Creek, Orchard Point, New Halvern, "
                 "Brightwater, Stonemill, Kestrel Bay, Juniper Flats, Halcyon Springs, Wexley, Marston Grove, "
                 "Tully Falls, Everly, Baywood, Cinder Lake, Fort Ellery, Grangerville, Otter Prairie"),
    "UK": _split("Ambleworth, Kingsbridge Vale, Thornley-on-Wold, Marsham, Eastcombe, Hollinbury, "
                 "Little Dunsford, Carrow Bridge, Westmere, Pendlebrook, Oakhanger Heath, Scarby, "
                 "Brackenford, Lower Ashdon, Wycliffe Moor, Elstow Green, Tarnholme, Redmarsh"),
    "UK_COUNTY": _split("Wexshire, Northmoor, Castlebury, Hallamshire, Dunmore Fells, West Elmshire"),
    "CA": _split("Port Alder, Maple Narrows, Ste-Aurelie, Cedar Rapids North, Lac Tremblant-Sud, Kinross Falls, "
                 "Fenlow, Harrowby, Mistral Bay, Silver Tamarack, New Caledon, Beaver Portage"),
    "AU": _split("Wattle Downs, Karrabin, Coolabah Springs, Mandurang East, Tallowood, Banksia Heights, "
                 "Yarrawong, Brolga Creek, Emu Flat, Kooringa Point, Marlo Vale, Gidgee Park"),
    "NZ": _split("Kahikatea Bay, Rimuroa, Te Awaiti, Matai Heights, Pukehina Downs, Tōtara Vale, "
                 "Ngaio Point, Harbourside East, Kōwhai Flat, Waimarie"),
    "NZ_CITY": _split("Port Tamaki, Awatere, Rangiora North, Te Mahoe"),
    "IE": _split("Ballykeeran, Carrigmore, Kilbrennan, Dunross, Lisnagar, Clonmara, Ardnashee, Rathcullen, "
                 "Templederry Cross, Knockanure"),
    "IE_COUNTY": _split("Kerry, Galway, Cork, Mayo, Clare, Tipperary, Donegal, Wexford, Sligo, Leitrim"),
    "IN": _split("Sitapet, Koramalli, Devangiri, Rampurwadi, Vellanur, Kesarganj, Nandipuram, Chinnalur, "
                 "Haripura, Suryanagar, Motibagh Nagar, Palakkadu East"),
}

US_STATES = [("Ohio", "OH"), ("Illinois", "IL"), ("Pennsylvania", "PA"), ("Oregon", "OR"),
             ("Minnesota", "MN"), ("Georgia", "GA"), ("Texas", "TX"), ("Michigan", "MI"),
             ("Maryland", "MD"), ("Wisconsin", "WI"), ("Colorado", "CO"), ("North Carolina", "NC"),
             ("Virginia", "VA"), ("Arizona", "AZ"), ("Kentucky", "KY"), ("Iowa", "IA"),
             ("Massachusetts", "MA"), ("Tennessee", "TN"), ("New Mexico", "NM"), ("Washington", "WA")]
CA_PROV = [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"),
           ("Nova Scotia", "NS", "B"), ("Manitoba", "MB", "R"), ("Quebec", "QC", "GHJ"),
           ("Saskatchewan", "SK", "S"), ("New Brunswick", "NB", "E")]
AU_STATES = [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"), ("Queensland", "QLD", "4"),
             ("South Australia", "SA", "5"), ("Western Australia", "WA", "6"), ("Tasmania", "TAS", "7")]
IN_STATES = ["Karnataka", "Tamil Nadu", "Maharashtra", "Kerala", "Telangana", "Gujarat", "Punjab",
             "West Bengal", "Andhra Pradesh", "Rajasthan"]

STREET_NAMES = _split("Alder Crest, Birchmount, Copperfield, Dovecote, Elmstead, Foxglove, Glenrowan, "
                      "Hazelmere, Ivybridge, Juniper, Kingfisher, Larkspur, Meadowsweet, Nettlebed, "
                      "Orchardleigh, Primrose Hill, Quillan, Ravensworth, Saltmarsh, Tamarind, Upland, "
                      "Valerian, Willowherb, Yewtree, Ashgrove, Blackthorn, Cloverdale, Damson, Ferncliff, "
                      "Gorsebank, Heathcote, Inglenook, Jasmine, Kestrel, Lavender, Moorcroft, Nightjar, "
                      "Oakapple, Pheasant, Quarryside, Rowanberry, Sorrel, Thistle, Vervain, Wagtail")
STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct",
           "Boulevard", "Blvd", "Way", "Terrace", "Place"],
    "UK": ["Road", "Lane", "Close", "Crescent", "Street", "Avenue", "Gardens", "Way", "Mews", "Drive"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent", "Boulevard", "Way"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Avenue", "Crescent", "Court", "Place", "Grove"],
    "NZ": ["Street", "Road", "Terrace", "Place", "Avenue", "Crescent", "Grove", "Drive"],
    "IE": ["Road", "Lane", "Park", "View", "Avenue", "Close", "Heights", "Grove", "Street"],
    "IN": ["Road", "Main Road", "Cross Road", "Street", "Layout", "Nagar Road"],
}
IN_BUILDINGS = _split("Sai Krupa Apartments, Gokul Residency, Shanti Niwas, Lakshmi Towers, Green Meadows, "
                      "Padmavathi Enclave, Sunrise Heights, Kaveri Complex, Ganga Vihar, Nandanam Flats")

HOSPITALS = {
    "US": _split("Harlan Ridge Medical Center, St. Aurelian Hospital, Quarry Bend Community Hospital, "
                 "Mercy Halvern Regional Medical Center, Kestrel Bay General Hospital, Northfield Valley Health, "
                 "Cobalt Junction Memorial Hospital, Linden Crest Children's Hospital, Sable Creek Medical Center, "
                 "Bayridge University Hospital, Tamsin County Hospital, Holy Rood Medical Center, "
                 "Otter Prairie Regional Hospital, St. Benedikt's Hospital, Lakeshore Vine Medical Center"),
    "UK": _split("Ambleworth General Hospital, St Aldhelm's Hospital, Royal Wexshire Infirmary, "
                 "Hollinbury District General Hospital, Marsham Community Hospital, Northmoor Royal Hospital, "
                 "Queen Adela University Hospital, Pendlebrook Hospital, Castlebury Royal Infirmary"),
    "CA": _split("Port Alder General Hospital, Maple Narrows Health Centre, St. Brendan's Health Centre, "
                 "Kinross Falls District Hospital, Harrowby Regional Health Centre, Hôpital Sainte-Aurélie, "
                 "Mistral Bay Memorial Hospital"),
    "AU": _split("Wattle Downs Base Hospital, Karrabin Public Hospital, Coolabah Springs Private Hospital, "
                 "St Euphemia's Hospital, Banksia Heights Health Service, Yarrawong District Hospital, "
                 "Kooringa Point Hospital"),
    "NZ": _split("Port Tamaki Hospital, Awatere Base Hospital, Rimuroa Hospital, Te Mahoe Regional Hospital, "
                 "Kahikatea Bay Hospital"),
    "IE": _split("St. Brigid's University Hospital, Carrigmore General Hospital, Kilbrennan Regional Hospital, "
                 "Mercy Ardnashee Hospital, Our Lady of Clonmara Hospital"),
    "IN": _split("Sri Venkatesa Multispeciality Hospital, Devangiri Medical College Hospital, "
                 "Koramalli Institute of Medical Sciences, Amrutha Nursing Home, Suryanagar District Hospital, "
                 "Sanjeevani Heart Centre, Vellanur Mission Hospital"),
}
PRACTICES = {
    "US": _split("Pine Hollow Family Medicine, Redfern Valley Internal Medicine, Brightwater Primary Care, "
                 "Everly Pediatrics, Wexley Women's Health, Juniper Flats Community Clinic, "
                 "Marston Grove Physical Therapy, Orchard Point Cardiology Associates"),
    "UK": _split("Ashgrove Surgery, Millfield Medical Practice, Elstow Green Health Centre, "
                 "The Tarnholme Practice, Brackenford Road Surgery, Redmarsh Family Practice, "
                 "Wycliffe Moor Medical Centre"),
    "CA": _split("Fenlow Family Health Team, Harrowby Medical Clinic, Beaver Portage Community Health Centre, "
                 "Silver Tamarack Family Practice"),
    "AU": _split("Tallowood Family Medical Centre, Brolga Creek Medical Practice, Emu Flat Clinic, "
                 "Gidgee Park GP Centre"),
    "NZ": _split("Ngaio Point Medical Centre, Kōwhai Flat Health, Waimarie Family Doctors, "
                 "Harbourside East Medical"),
    "IE": _split("Dunross Medical Centre, Lisnagar Family Practice, Rathcullen Health Centre, "
                 "Knockanure Surgery"),
    "IN": _split("Nandipuram Family Clinic, Chinnalur Health Centre, Haripura Polyclinic, "
                 "Motibagh Nagar Medical Centre"),
}
PHARMACIES = {
    "US": _split("Halvern Apothecary, Mapleline Pharmacy, Corner Drug of Pine Hollow, Sable Creek Pharmacy"),
    "UK": _split("Elstow Green Pharmacy, Carrow Bridge Chemist, Hollinbury Pharmacy"),
    "CA": _split("Fenlow Pharmasave Drugs, Port Alder Apothecary"),
    "AU": _split("Wattle Downs Amcal Chemist, Karrabin Discount Chemist"),
    "NZ": _split("Rimuroa Pharmacy, Matai Heights Chemist"),
    "IE": _split("Lisnagar Pharmacy, Carrigmore Late Night Pharmacy"),
    "IN": _split("Sri Balaji Medicals, Apollo Nagar Medicals, Sai Ram Pharmacy"),
}
WARDS = {
    "US": _split("Cedar Unit, Birch Pavilion, Heron Unit, Magnolia Tower, Sparrow Unit, Osprey Unit"),
    "UK": _split("Kingfisher Ward, Nightingale Ward, Wren Ward, Elgar Ward, Bluebell Ward, Harebell Ward, "
                 "Rowan Ward"),
    "CA": _split("Tamarack Unit, Loon Ward, Spruce Unit"),
    "AU": _split("Waratah Ward, Grevillea Ward, Kookaburra Ward, Bottlebrush Unit"),
    "NZ": _split("Pōhutukawa Ward, Tūī Ward, Rātā Ward"),
    "IE": _split("St. Finbarr's Ward, St. Ita's Ward, Cois Farraige Ward"),
    "IN": _split("Ganga Ward, Kaveri Ward, Narmada Ward, Private Ward B"),
}

EMPLOYERS = _split("Tallow Creek Logistics, Brightline Foods, Harlan & Pike Builders, Corvid Software, "
                   "Meridian Freight, Ostrander Steel, Bluefin Seafoods, Kelmscott Printing, Ardent Dairy Co-op, "
                   "Granite Peak Quarries, Lumen Bay Call Centre, Halloway Motors, Sunfield Bakery, "
                   "Northgate Timber, Pinecrest Care Services, Tidewater Ports, Quill & Ink Bookshop, "
                   "Redstone Mining Ltd, Copperleaf Hotel, Marlowe Textiles, Vantage Cleaning Services, "
                   "Oakridge Poultry, Silverline Buses, Tamarind Restaurant Group")
SCHOOLS = _split("Ridgeview Elementary School, St. Columba's Primary School, Hollybrook Middle School, "
                 "Westmere Academy, Kestrel Bay High School, Larkspur Montessori, Sunbeam Daycare, "
                 "Little Acorns Nursery, Tōtara Vale School, Saraswati Vidya Mandir, Ballykeeran National School, "
                 "Banksia Heights Public School, Maple Narrows Collegiate")
CHURCHES = _split("St. Oswin's Parish, Living Waters Fellowship, Bethany Gospel Hall, Holy Trinity Ukrainian Church, "
                  "Gurdwara Sahib Koramalli, Masjid Al-Noor")
INSURERS = {
    "US": _split("Bluecrest Health Plan, Summit Mutual Insurance, Keystone Care Alliance, Harborview Health Partners"),
    "UK": _split("Westbrook Private Health, Aegis Medical Insurance"),
    "CA": _split("Northstar Benefits Group, Evergreen Life Assurance"),
    "AU": _split("Southern Cross Mutual Health, Wattle Health Fund"),
    "NZ": _split("Kiwi Care Health Cover"),
    "IE": _split("Laune Health Insurance, Shannon Care Cover"),
    "IN": _split("Suraksha General Insurance, Arogya Shield Insurance"),
}
FUNERAL_HOMES = _split("Pembury & Sons Funeral Directors, Quiet Waters Funeral Home, Lantern Hill Mortuary, "
                       "Ellery Brothers Funeral Services")

COUNTRIES = _split("Portugal, Vietnam, Nigeria, Philippines, Poland, Guatemala, Somalia, Ethiopia, Iran, "
                   "Turkey, Ghana, Kenya, Romania, Brazil, Sri Lanka, Bangladesh, Pakistan, Lebanon, Samoa, "
                   "Tonga, Italy, Greece, Ukraine, South Africa, Mexico, Colombia, China, South Korea, Japan, "
                   "Zimbabwe, Egypt, Syria, Peru, Fiji, Nepal, Malaysia, Scotland, Wales")

PROFESSIONS = _split("welder, teacher, bus driver, accountant, electrician, farmer, software developer, chef, "
                     "plumber, carpenter, hairdresser, taxi driver, security guard, civil engineer, cleaner, "
                     "postal worker, warehouse supervisor, bricklayer, librarian, truck driver, bank teller, "
                     "dental hygienist, landscaper, mechanic, social worker, florist, shop assistant, "
                     "machinist, real estate agent, fisherman, seamstress, barista, baker, forklift operator, "
                     "lawyer, architect, firefighter, police officer, miner, graphic designer, data analyst, "
                     "childcare worker, school principal, roofer, pharmacist, nurse, paramedic")
UK_PROFESSIONS = _split("lorry driver, tradesman, care assistant, publican, postman, dinner lady, shopkeeper")
