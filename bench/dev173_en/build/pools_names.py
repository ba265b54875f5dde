"""Invented personal-name pools for dev173_en, grouped by origin.

Every name here is combined at random; no combination refers to a real person.
"""


def _w(s):
    return [x.replace("_", " ") for x in s.split()]


# origin -> (male first names, female first names, surnames)
ORIGINS = {
    "anglo": (
        _w("James John William Robert Michael David Peter Paul Mark Andrew Stephen Brian "
           "Kevin Graham Colin Trevor Barry Neville Ross Wayne Darren Craig Shane Brett Grant "
           "Harry George Alfie Archie Frederick Reginald Clive Nigel Derek Keith Leslie Ronald "
           "Kenneth Gordon Douglas Jack Thomas Noah Ethan Samuel Joshua Benjamin Harvey "
           "Arthur Albert Cyril Mervyn Stanley Terence Desmond Raymond Dennis Gregory Phillip"),
        _w("Margaret Patricia Susan Helen Christine Janet Jennifer Karen Sharon Julie Dianne "
           "Lorraine Maureen Beverley Glenys Noeline Raewyn Heather Shirley Dorothy Joan Valerie "
           "Pauline Gwen Bronwyn Emily Charlotte Sophie Chloe Grace Ruby Olivia Amelia Harriet "
           "Imogen Beatrice Edith Mabel Winifred Elsie Hazel Iris Ivy Maisie Hannah Jessica "
           "Rebecca Rachel Claire Nicola Gemma Leanne Kylie Tracey Michelle Narelle Colleen Deborah"),
        _w("Smith Jones Williams Brown Taylor Wilson Thompson White Walker Harris Martin "
           "Anderson Mitchell Robinson Clarke Hughes Edwards Roberts Morgan Lewis Whitfield "
           "Ashworth Pemberton Fairweather Lockwood Hargreaves Braithwaite Ainsworth Holloway "
           "Cartwright Blackwood Thornton Hawthorne Winstanley Pickering Oakley Radcliffe "
           "Spencer Fletcher Barker Turner Cooper Baxter Chapman Dixon Ellis Foster Gibson Hayes "
           "Knight Lawson Marsh Nash Palmer Parsons Rowe Shaw Tucker Webb Wells Lamb Moss "
           "Prendergast Beaumont Catchpole Dunstan Featherstone Gosling Hebden Ingham Kettle "
           "Larkin Medway Nettleton Ormerod Pettifer Quayle Rushworth Sowerby Tillotson Underhill"),
    ),
    "celtic": (
        _w("Hamish Angus Callum Fergus Ewan Rhys Gareth Dylan Owen Llewellyn Declan Ciaran "
           "Padraig Seamus Liam Connor Aidan Malcolm Stuart Alistair Murray Bruce Lachlan Eoin"),
        _w("Rhiannon Sian Ffion Eilidh Morag Isla Fiona Kirsty Aoife Siobhan Niamh Roisin "
           "Bridget Kathleen Catriona Mairead Gwenllian Orla Saoirse Ailsa"),
        _w("MacDonald Campbell Stewart Fraser McKenzie Robertson Cameron Sinclair Buchanan "
           "Gallagher O'Brien O'Sullivan Murphy Kelly Byrne Doyle Fitzgerald Quinn Brennan "
           "Kavanagh McCarthy Hennessy Davies Griffiths Pritchard Vaughan Price Powell Jenkins "
           "Llewellyn Rees Bevan McAllister Dunleavy Ó_Briain MacLeod Gillespie Tierney"),
    ),
    "maori": (
        _w("Wiremu Hemi Tamati Rawiri Hōhepa Manaia Nikau Tane Rangi Pita Aperahama Tipene "
           "Hone Matiu Ihaia Kahu"),
        _w("Mere Aroha Hine Ngaire Moana Anahera Kiri Huia Whetu Marama Tui Miriama Rāwinia "
           "Ataahua Hinemoa Kahurangi"),
        _w("Ngata Parata Tipene Herewini Kereama Paewai Tamihana Whaanga Potae Te_Rangi Mahuika "
           "Rangihuna Te_Awe Horomona Karaka Waaka Poutama Te_Kani Wharerau Tūhoe-Rāwiri"),
    ),
    "pacific": (
        _w("Sione Tevita Sefo Iosefa Vaea Fetu Paulo Siaosi Viliami Lealofi"),
        _w("Losa Talia Mele Lupe Tupou Malia Sina Salote Fuimaono Ana"),
        _w("Faleolo Fonoti Havili Latu Taufa Vaipulu Fifita Leota Sapolu Aumua Tapueluelu "
           "Mataele Lemalu Tuimavave Seiuli"),
    ),
    "chinese": (
        _w("Wei Jian Ming Hao Jun Zhiwei Kwok-Leung Chun Yong Bo"),
        _w("Hui Xiu Ying Mei Lin Yan Xiaoling Siu-Mei Jing Fang"),
        _w("Chen Wang Zhang Liu Huang Zhao Zhou Xu Sun Lin Guo Luo Tan Lim Ng Wong Cheung "
           "Chan Leung Lau Ho Yip Kwan"),
    ),
    "viet": (
        _w("Minh Thanh Hung Tuan Duc Quang Bao Khoa"),
        _w("Lan Hoa Huong Anh Phuong Thu Ngoc Trang"),
        _w("Nguyen Tran Le Pham Hoang Vu Dang Bui Do Huynh Truong Phan"),
    ),
    "southasian": (
        _w("Arjun Rahul Sanjay Vikram Prakash Ramesh Suresh Anil Rajesh Imran Faisal Tariq "
           "Asif Bilal Gurpreet Harjit Ruwan Chaminda Nimal"),
        _w("Priya Anjali Deepa Kavitha Lakshmi Sunita Meena Shanthi Nirmala Fatima Ayesha "
           "Nadia Samina Harpreet Dilani Chamari"),
        _w("Patel Sharma Singh Gupta Iyer Nair Menon Reddy Rao Krishnan Pillai Perera Fernando "
           "Jayasuriya Wickramasinghe Khan Hussain Ahmed Qureshi Malik Chaudhry Siddiqui Bhatt "
           "Desai Joshi Mehta Gill Sandhu Dhillon Gunawardena"),
    ),
    "filipino": (
        _w("Jose Ramon Rodel Arnel Jericho Emmanuel"),
        _w("Rosario Maricel Jocelyn Analyn Marites Rowena Divina"),
        _w("Santos Reyes Cruz Bautista Ocampo Mendoza Villanueva Dela_Cruz Aquino Ramos Macaraeg"),
    ),
    "greekital": (
        _w("Georgios Dimitrios Konstantinos Nikolaos Vasilios Giuseppe Salvatore Antonio "
           "Francesco Luigi Giovanni Spiros"),
        _w("Eleni Maria Sofia Despina Athena Katerina Rosa Giuseppina Carmela Lucia Francesca "
           "Voula Concetta"),
        _w("Papadopoulos Konstantinidis Georgiou Nikolaidis Christodoulou Demetriou Vlahos "
           "Antoniou Stavrou Economou Rossi Russo Esposito Bianchi Romano Colombo Ricci Marino "
           "Greco Gallo Conti De_Luca Mancini Lombardi Moretti Caruso Tsakalos"),
    ),
    "levant": (
        _w("Ahmad Mohammed Khalil Georges Elias Nabil Walid Samir"),
        _w("Rania Layla Mariam Nour Samira Hala Lina"),
        _w("Haddad Khoury Nasser Saleh Mansour Abboud Hanna Karam Rahme Tannous Fakhoury"),
    ),
    "european": (
        _w("Tomasz Krzysztof Andrzej Piotr Marek Jan Pieter Willem Henk Lars Dieter"),
        _w("Agnieszka Katarzyna Magdalena Ewa Dorota Anneke Marijke Ingrid Greta Zofia"),
        _w("Kowalski Nowak Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański "
           "Kozłowski van_der_Berg de_Vries Jansen Bakker Visser Smit Meijer de_Boer Hoffmann "
           "Brandt Lindqvist"),
    ),
    "african": (
        _w("Chukwuemeka Oluwaseun Adebayo Babatunde Emeka Kwame Kofi Tendai Sipho"),
        _w("Ngozi Chiamaka Folasade Adaeze Funmilayo Abena Akosua Chipo Thandiwe"),
        _w("Okafor Adeyemi Okonkwo Eze Nwosu Balogun Ogunleye Obi Ibekwe Mensah Owusu "
           "Asante Boateng Moyo Ndlovu"),
    ),
    "eastasian": (
        _w("Ji-hoon Min-jun Hiroshi Takeshi Kenji Sung-min"),
        _w("Seo-yeon Hye-jin Yuki Haruka Keiko Eun-ji"),
        _w("Kim Park Choi Jung Kang Yoon Tanaka Suzuki Watanabe Yamamoto Nakamura Sato"),
    ),
}

# weights of each origin per country (same key order as ORIGINS)
ORIGIN_WEIGHTS = {
    "AU": [30, 10, 2, 3, 8, 7, 8, 4, 10, 5, 5, 3, 4],
    "NZ": [28, 8, 18, 12, 6, 2, 7, 3, 3, 1, 5, 2, 3],
    "UK": [36, 14, 0, 1, 5, 2, 16, 2, 4, 1, 8, 8, 2],
}

NICKNAMES = {
    "William": "Bill", "Robert": "Bob", "Margaret": "Peggy", "Kenneth": "Ken",
    "Raymond": "Ray", "Dorothy": "Dot", "Frederick": "Fred", "Phillip": "Phil",
    "Gregory": "Greg", "Patricia": "Trish", "Beverley": "Bev", "Deborah": "Deb",
    "Giuseppe": "Joe", "Dimitrios": "Jim", "Georgios": "George", "Winifred": "Winnie",
    "Aperahama": "Abe", "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Konstantinos": "Con",
    "Salvatore": "Sal", "Albert": "Bert", "Reginald": "Reg", "Christine": "Chris",
    "Nikolaos": "Nick", "Francesco": "Frank", "Kathleen": "Kath", "Stanley": "Stan",
}

TITLES_M = ["Mr"]
TITLES_F = ["Mrs", "Ms", "Miss"]
STAFF_TITLES = ["Dr", "Dr", "Dr", "Dr", "Prof", "A/Prof"]

# relationships to the patient
RELATIONS_M = ["husband", "son", "brother", "partner", "nephew", "grandson", "son-in-law", "friend",
               "neighbour", "stepson"]
RELATIONS_F = ["wife", "daughter", "sister", "partner", "niece", "granddaughter",
               "daughter-in-law", "friend", "neighbour", "stepdaughter"]
