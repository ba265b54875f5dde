"""Invented pools of given names, surnames, relations and occupations.
Names are combined at random; any match with a real person is unintended."""


def _w(s):
    return s.split()


def _b(s):
    return [x.strip() for x in s.split("|") if x.strip()]


# origin -> (female given names, male given names, surnames)
ORIGINS = {
    "anglo": (
        _w("Olivia Charlotte Hannah Lucy Megan Abigail Eleanor Harriet Jessica Rebecca Sophie "
           "Gemma Kerry Tracey Joanne Pauline Maureen Beverley Janet Leanne Shelby Kayla "
           "Brittany Madison Dolores Edna Winifred Marjorie"),
        _w("Oliver Thomas Jack George Harry Daniel Matthew Gareth Stuart Graham Keith Nigel "
           "Barry Wayne Craig Dean Callum Jamie Luke Toby Tyler Brandon Cody Dwayne Clifford "
           "Stanley Reginald Vernon"),
        _w("Ashworth Blakemore Cartwright Dunmore Fairbrother Greaves Hollins Ingham Jessop "
           "Kitching Lockwood Marsden Nettleton Oldroyd Pickering Rowbotham Sutcliffe Thornton "
           "Underwood Varley Whitaker Yardley Brightwell Coggins Dawkins Eccleston Fothergill "
           "Hebden Mossop Pennock Tillotson Haverford Kimbrough Pettigrew Stallworth Whitcombe "
           "Ridgeway Bannerman Crutchley Dandridge")),
    "irish": (
        _w("Aoife Siobhan Niamh Grainne Orla Roisin Caoimhe Sinead Aisling Maeve Eimear Clodagh "
           "Deirdre Bridget Ciara Nuala Sorcha"),
        _w("Cian Eoin Padraig Ronan Declan Fergal Donal Colm Oisin Tadhg Ciaran Diarmuid Seamus "
           "Liam Conor Cathal Fiachra"),
        _b("Brennan|Cullinane|Dunne|Fahy|Geraghty|Hennessy|Kavanagh|Lenihan|McGrath|Nolan|"
           "O'Dwyer|O'Mahony|Quinlan|Rafferty|Scanlon|Tierney|Whelan|Moynihan|Gallagher|"
           "Cosgrave|Mulcahy|Ó Briain|Breathnach|Mac Giolla Phádraig|Ó Flatharta|Cronin|"
           "Hegarty|Considine")),
    "celtic": (
        _w("Isla Morag Catriona Eilidh Ffion Cerys Rhiannon Seren Nia Kirsty Mhairi Bethan"),
        _w("Angus Fraser Hamish Ewan Rhodri Dafydd Gethin Iwan Alasdair Euan Lachlan Emrys"),
        _w("MacLeod Buchanan Drummond Gillespie Munro Urquhart Pritchard Llewellyn Prosser "
           "Vaughan Bevan Rees Gwilliam Haig Sinclair Dalgleish Cairncross McAlister")),
    "west_african": (
        _w("Adaeze Chiamaka Ngozi Funmilayo Yetunde Abena Akosua Efua Folake Nneka Temitope "
           "Ifeoma Adjoa Comfort Blessing Mercy"),
        _w("Chinedu Emeka Obinna Oluwaseun Tunde Kwame Kofi Yaw Babatunde Ikenna Femi Kwabena "
           "Uchenna Segun Godfrey"),
        _w("Adeyemi Okonkwo Nwosu Eze Balogun Oyelaran Asante Mensah Boateng Owusu Adebayo "
           "Okafor Chukwu Ogunleye Danquah Afolabi Nnamdi Oduya Akintola Ofori Amponsah Iheanacho")),
    "east_african": (
        _w("Hodan Amina Faduma Ayaan Wanjiru Nyokabi Achieng Halima Ifrah Selam"),
        _w("Abdirahman Mohamed Hassan Omar Kamau Otieno Mwangi Tesfaye Dawit Abdullahi"),
        _w("Warsame Farah Abdi Hersi Jama Nyambura Odhiambo Kiprono Tadesse Haile Wolde Gedi")),
    "south_asian": (
        _w("Priya Ananya Deepika Harpreet Sunita Nasreen Farzana Shabana Lakshmi Kavitha "
           "Rukhsana Meera Parveen Tahmina Nirmala Anjali Sabina"),
        _w("Arjun Rohan Sanjay Gurpreet Imran Tariq Aziz Rakesh Vikram Harjit Suresh Mohammed "
           "Faisal Shafiq Ravi Naveen Kamran"),
        _w("Patel Sharma Chaudhry Siddiqui Bhattacharya Ranasinghe Perera Gill Sandhu Iqbal "
           "Rahman Begum Choudhury Nair Krishnan Menon Dhillon Malik Qureshi Mahmood Hussain "
           "Joshi Venkatesan Wickramasinghe Thakkar Bhandari Ghosh")),
    "chinese": (
        _w("Mei Xiaoling Wen Jia Hui Lian Ying Shu Yan Qing"),
        _w("Wei Jun Hao Feng Zhiwei Ming Jian Kai Bo Chao"),
        _w("Chen Wang Li Zhang Liu Huang Zhao Wu Zhou Lim Tan Ng Lau Chan Wong Cheung Yip Kwok "
           "Leung Teo")),
    "se_asian": (
        _w("Thao Linh Huong Trang Ngoc Phuong Maricel Rowena Jocelyn Liezl Marites Analyn "
           "Jhoanna Siriporn"),
        _w("Minh Tuan Duc Khanh Quang Thanh Rommel Jericho Arnel Reynaldo Jonel Rodrigo Somchai"),
        _b("Nguyen|Tran|Le|Pham|Hoang|Vu|Dang|Bui|Truong|Dela Cruz|Santos|Reyes|Bautista|"
           "Villanueva|Manalo|Dimaculangan|Macaraeg|Pangilinan|Tolentino|Wongsakul")),
    "ne_asian": (
        _w("Ji-woo Seo-yeon Min-ji Yuki Haruka Aiko Sakura Eun-ji"),
        _w("Min-jun Seung-ho Dong-hyun Hiroshi Takeshi Kenji Daisuke Jae-sung"),
        _w("Kim Park Choi Jeong Kang Yoon Tanaka Sato Nakamura Watanabe Yamamoto Kobayashi "
           "Hayashi Shin")),
    "east_european": (
        _w("Agnieszka Katarzyna Małgorzata Zofia Oksana Ioana Elena Irina Daria Magdalena "
           "Bożena Ludmila"),
        _w("Krzysztof Tomasz Piotr Mateusz Andrii Bogdan Mihai Dmitri Vasyl Marek Radu Zoltan"),
        _w("Kowalczyk Wiśniewski Zieliński Nowakowski Kaczmarek Popescu Ionescu Shevchenko "
           "Kovalenko Bondarenko Petrović Horváth Novák Dąbrowska Grabowski Marinescu Lysenko")),
    "south_european": (
        _w("Giulia Francesca Chiara Sofia Eleni Despina Ines Beatriz Carmen Lucia Rosaria "
           "Paola"),
        _w("Giuseppe Marco Alessandro Nikos Giorgos Joao Tiago Miguel Javier Sergio Luca "
           "Stavros"),
        _w("Rossi Esposito Bianchi Ferrante Russo Papadopoulos Georgiou Konstantinou Ferreira "
           "Carvalho Oliveira Pereira Fernandez Moreno Navarro Castillo Alvarez Lombardi "
           "Mastroianni")),
    "latin": (
        _w("Guadalupe Ximena Valentina Camila Luz Marisol Yesenia Rocio"),
        _w("Alejandro Diego Mateo Santiago Ernesto Rafael Joaquin Ignacio"),
        _w("Gutierrez Ramirez Hernandez Morales Rojas Vargas Castaneda Salazar Quintero Aguilar "
           "Montoya Villalobos")),
    "arabic": (
        _w("Fatima Layla Mariam Noor Yasmin Rania Huda Samira Amal Dalia"),
        _w("Ahmed Khalid Youssef Karim Rami Bilal Samir Ziad Tarek Nabil"),
        _w("Al-Hashimi Haddad Khoury Nasser Saleh Mansour Hamdan Abboud Darwish Qasim "
           "El-Sayed Bitar")),
    "turkish_persian": (
        _w("Elif Zeynep Ayse Shirin Parisa Leila Nilufar"),
        _w("Emre Mehmet Burak Kaveh Reza Arash Dariush"),
        _w("Yilmaz Demir Kaya Ozturk Arslan Tehrani Rostami Karimi Ahmadi Mohammadi Sadeghi")),
    "french_canadian": (
        _w("Geneviève Marie-Claude Chantal Isabelle Josée Manon Élodie Sylvie Nathalie"),
        _w("Jean-François Benoît Étienne Luc Mathieu Pierre-Luc Gaétan Réjean Yannick"),
        _w("Tremblay Gagnon Bouchard Côté Lavoie Pelletier Bélanger Lévesque Gauthier Ouellet "
           "Thibodeau Desrosiers Charbonneau Beaulieu")),
    "pacific": (
        _w("Aroha Mere Hana Losana Mele Sina Ana Moana"),
        _w("Tamati Wiremu Rawiri Sione Tevita Manaia Viliami"),
        _w("Ngata Parata Tuhiwai Faleolo Tupou Vaifale Taufa Fonoti Havili Kupu")),
    "north_west_european": (
        _w("Ingrid Freya Sanne Anouk Greta Liesel Annika Miriam Rivka"),
        _w("Lars Henrik Jannik Bram Stefan Jurgen Avi Eli Yosef"),
        _b("Lindqvist|Johansson|Hansen|van der Berg|de Vries|Bakker|Schreiber|Hoffmann|Vogel|"
           "Brandt|Eriksen|Rosenthal|Feldman|Lowenstein|Abramovich|Van Houten")),
}

# origin weights per country (sum need not be 1)
ORIGIN_WEIGHTS = {
    "UK": {"anglo": 30, "irish": 5, "celtic": 10, "west_african": 8, "east_african": 4,
           "south_asian": 14, "chinese": 4, "se_asian": 4, "ne_asian": 2, "east_european": 7,
           "south_european": 5, "latin": 1, "arabic": 3, "turkish_persian": 3,
           "french_canadian": 0, "pacific": 0, "north_west_european": 3},
    "IE": {"anglo": 10, "irish": 38, "celtic": 3, "west_african": 6, "east_african": 2,
           "south_asian": 7, "chinese": 3, "se_asian": 6, "ne_asian": 1, "east_european": 12,
           "south_european": 4, "latin": 2, "arabic": 3, "turkish_persian": 1,
           "french_canadian": 0, "pacific": 0, "north_west_european": 2},
    "US": {"anglo": 30, "irish": 4, "celtic": 2, "west_african": 6, "east_african": 3,
           "south_asian": 8, "chinese": 5, "se_asian": 6, "ne_asian": 4, "east_european": 4,
           "south_european": 5, "latin": 14, "arabic": 3, "turkish_persian": 2,
           "french_canadian": 1, "pacific": 1, "north_west_european": 4},
    "AU": {"anglo": 32, "irish": 5, "celtic": 4, "west_african": 2, "east_african": 2,
           "south_asian": 9, "chinese": 9, "se_asian": 9, "ne_asian": 3, "east_european": 3,
           "south_european": 8, "latin": 1, "arabic": 4, "turkish_persian": 2,
           "french_canadian": 0, "pacific": 6, "north_west_european": 3},
    "CA": {"anglo": 24, "irish": 4, "celtic": 4, "west_african": 3, "east_african": 3,
           "south_asian": 12, "chinese": 9, "se_asian": 7, "ne_asian": 3, "east_european": 5,
           "south_european": 4, "latin": 3, "arabic": 4, "turkish_persian": 3,
           "french_canadian": 14, "pacific": 0, "north_west_european": 3},
}

NICKNAMES = {
    "Thomas": "Tom", "Daniel": "Danny", "Matthew": "Matt", "Margaret": "Peggy",
    "Reginald": "Reg", "Stanley": "Stan", "Clifford": "Cliff", "Rebecca": "Becky",
    "Abigail": "Abbie", "Eleanor": "Ellie", "Patrick": "Paddy", "Padraig": "Paddy",
    "Oluwaseun": "Seun", "Babatunde": "Tunde", "Alejandro": "Alex", "Alessandro": "Sandro",
    "Jean-François": "J-F", "Krzysztof": "Kris", "Katarzyna": "Kasia", "Małgorzata": "Gosia",
    "Mohammed": "Mo", "Gurpreet": "Gary", "Ifeoma": "Ify", "Chiamaka": "Amaka",
    "Deirdre": "Dee", "Winifred": "Winnie", "Dolores": "Lola", "Marjorie": "Marj",
}

RELATIONS_F = _w("wife daughter mother sister niece granddaughter partner neighbour friend "
                 "carer stepdaughter aunt landlady")
RELATIONS_M = _w("husband son father brother nephew grandson partner neighbour friend carer "
                 "stepson uncle")

PROFESSIONS = _b(
    "taxi driver|dairy farmer|primary school teacher|bus driver|electrician|plumber|chef|"
    "accountant|solicitor|lorry driver|paramedic|retired coal miner|software developer|"
    "office cleaner|carpenter|hairdresser|fisherman|postal worker|security guard|"
    "care assistant|warehouse operative|mechanic|roofer|barista|veterinary nurse|dentist|"
    "university lecturer|firefighter|crane operator|joiner|baker|shop assistant|"
    "long-haul truck driver|construction worker|nail technician|journalist|architect|"
    "bricklayer|sheep shearer|offshore rig worker|childminder|forklift driver|courier|"
    "plasterer|retired bank manager|night-shift baker|pharmacist|registered nurse|"
    "retired schoolteacher|welder|bar manager|landscape gardener|church minister|"
    "retired police officer|flight attendant|butcher|tiler|call-centre agent|"
    "school crossing patrol|locksmith|stonemason|apprentice electrician|"
    "delivery driver|HGV driver|mine site fitter|cattle station hand|lobster fisherman|"
    "snowplough operator|paralegal|dental hygienist|retired merchant seaman")
