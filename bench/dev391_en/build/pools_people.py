"""Name, profession and relation pools for dev391 (all invented combinations)."""

# origin -> (male first names, female first names, surnames)
ORIGINS = {
    "anglo": (
        "James John Robert Michael David Richard Thomas Christopher Daniel Matthew Anthony Mark Paul Steven "
        "Andrew Kevin Brian George Edward Ronald Timothy Gary Kenneth Jeffrey Ryan Nicholas Stephen Jonathan "
        "Barry Colin Graham Nigel Malcolm Trevor Derek Clive Keith Roger Terence Raymond Dennis Harold Gordon "
        "Stuart Lee Darren Wayne Craig Shane Dale Bradley Travis Cody Dwayne Leroy",
        "Mary Patricia Linda Barbara Elizabeth Susan Margaret Dorothy Sandra Carol Janet Helen Deborah Karen "
        "Sharon Gillian Lorraine Maureen Brenda Pauline Sheila Julie Tracey Joanne Denise Wendy Valerie Beverley "
        "Christine Judith Lynette Kerry Shirley Glenys Bernadette Rosemary Tammy Crystal Dawn",
        "Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans Walker White "
        "Roberts Green Hall Wood Jackson Clarke Harrison Cooper Ward Turner Hill Moore Baker Marshall Butcher "
        "Fletcher Pickering Whitworth Ackroyd Hargreaves Sutcliffe Holroyd Ramsbottom Oldfield Brierley Dawson "
        "Armitage Pemberton Hughes-Wilson Atherton Kershaw Lockwood Bairstow Foxley Hebden Crowther",
    ),
    "celtic": (
        "Declan Padraig Ciaran Eoin Seamus Cormac Niall Liam Fergus Callum Angus Hamish Alistair Rhys Gareth "
        "Dylan Owain Ifan Diarmuid Tadhg Donal Fionn Ruairi Euan Lachlan Ewan Conor Cathal",
        "Aoife Siobhan Niamh Orla Grainne Bridget Eilidh Morag Catriona Fiona Sinead Roisin Caoimhe Mairead "
        "Aisling Deirdre Isla Kirsty Rhiannon Bethan Siân Sorcha Clodagh",
        "Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor McCarthy Doyle Gallagher Brennan Fitzgerald "
        "Quinn MacDonald Campbell Stewart Fraser MacLeod Robertson Henderson Paterson Morrison McGrath Dunne "
        "Kavanagh Ó_Briain Mac_Giolla Nolan Hegarty Cullinane Tierney Moriarty Lynch Griffiths Pritchard "
        "Llewellyn Bevan McAllister Buchanan Sinclair",
    ),
    "southasian": (
        "Raj Sanjay Vikram Arjun Rohit Amit Deepak Harpreet Gurdeep Manpreet Imran Tariq Faisal Asif Bilal "
        "Rakesh Suresh Mahesh Anand Kiran Jaswinder Balwinder Ravi Naveen Prakash Zubair Shahid",
        "Priya Sunita Anjali Meena Farah Ayesha Nadia Fatima Harjit Kamaljit Parveen Rekha Shabana Lakshmi "
        "Divya Nasreen Rubina Gurpreet Simran Pooja",
        "Patel Khan Singh Shah Ahmed Hussain Ali Begum Chaudhry Malik Sharma Gupta Nair Menon Reddy Iyer Kaur "
        "Gill Sandhu Dhillon Bhatt Mistry Joshi Rahman Qureshi Siddiqui Chatterjee Banerjee Pillai Grewal",
    ),
    "eastasian": (
        "Wei Jun Hao Ming Jian Zhiwei Jianhua Yong Min-jun Seung-ho Ji-hoon Minh Tuan Quang Duc Hiroshi Kenji "
        "Takeshi Kwok-wai Chi-keung Dong-hyun Thanh",
        "Mei Ling Xiu Hui Yan Ji-woo Hoa Lan Mai Yuki Keiko Soo-jin Hyun-joo Thi Ngoc Xiaoyan Wing-yee Meiling",
        "Chen Wang Li Zhang Liu Huang Wong Lam Ng Tan Lim Nguyen Tran Pham Le Kim Park Lee Choi Nakamura Tanaka "
        "Sato Suzuki Cheung Chan Ho Leung Zhou Xu Vo Hoang Yoon Jung",
    ),
    "pacific": (
        "Sione Tevita Viliami Sefo Tavita Iosefa Fetu Semisi Paulo Ioane Lopeti Taniela Mosese Pita Faleolo "
        "Losaline Ulisi Manu Siaosi Penisimani",
        "Losa Mele Salote Ana Sina Lesieli Ofa Malia Tupe Fiaola Siueni Vailea Pua Seini Luseane",
        "Tuilagi Fa'asavalu Leota Taufa Fifita Vaipulu Havili Mahe Tupou Faleafa Tuiasosopo Aumua Falaniko "
        "Ioane Latu Moala Vea Fonua Helu Kupu Lauina Matagi Sapolu Toleafoa",
    ),
    "maori": (
        "Wiremu Rawiri Tane Hemi Manaia Nikau Tamati Hone Rangi Tipene Matiu Kahu Whetu Arapeta",
        "Aroha Mere Ngaire Hine Kiri Moana Huia Anahera Marama Wairua Tui Ngaio Hana",
        "Ngata Parata Tipene Waititi Hohaia Rangi Tamihana Karaka Poutama Te_Whare Marsden Hetaraka Tawhai "
        "Rewiti Paki Kereama Pomare Tuhiwai",
    ),
    "african": (
        "Chinedu Emeka Oluwaseun Kwame Kofi Abdi Tunde Babajide Yaw Ikenna Chukwuemeka Abdirahman Tesfaye "
        "Dawit Themba Sipho Kagiso Obinna Femi",
        "Chiamaka Ngozi Adaeze Amina Hodan Abena Akosua Folasade Yetunde Hawa Nomvula Thandiwe Ifeoma Ebele",
        "Okafor Adeyemi Mensah Boateng Owusu Abdullahi Mohamed Warsame Okonkwo Eze Nwosu Afolabi Asante "
        "Osei Tadesse Haile Ndlovu Dlamini Mokoena Oyelaran Adebayo",
    ),
    "european": (
        "Piotr Tomasz Krzysztof Marek Pawel Giorgos Nikos Dimitri Giuseppe Marco Luca Jan Lars Henrik Stefan "
        "Jürgen Milan Dragan Andrei Bogdan Aleksander Vasile",
        "Agnieszka Katarzyna Ewa Eleni Despina Giulia Francesca Anneke Ingrid Magdalena Irena Dorota Alina "
        "Marta Zofia Silvia",
        "Nowak Kowalski Wiśniewski Lewandowski Papadopoulos Georgiou Russo Romano Esposito Rossi Van_der_Merwe "
        "Botha De_Vries Jansen Novak Horvat Popescu Ionescu Kuznetsov Petrov Müller Schneider Lindqvist",
    ),
    "hispanic": (
        "Luis Carlos Jorge Miguel Alejandro Rafael Jose Rodel Arnel Ernesto Ramon Eduardo Javier Ricardo "
        "Efren Rogelio",
        "Carmen Lucia Guadalupe Isabel Rosa Maricel Rowena Analyn Marisol Teresita Josefina Lourdes Erlinda",
        "Hernandez Lopez Martinez Gonzalez Ramirez Santos Reyes Cruz Bautista Garcia Dela_Cruz Villanueva "
        "Mendoza Aquino Castillo Morales Navarro Ortega Delgado Soriano",
    ),
    "french": (
        "Jean-Luc Marc-André Étienne Denis Luc Réjean Gilles Yves Mathieu Benoît Sylvain Normand",
        "Nathalie Josée Geneviève Chantal Sylvie Isabelle Manon Lise Francine Hélène Julie",
        "Tremblay Gagnon Roy Côté Bouchard Gauthier Lévesque Pelletier Fortin Bélanger Ouellet Lapointe "
        "Girard Cloutier Thibault",
    ),
    "mideast": (
        "Nabil Samir Ziad Karim Mustafa Yusuf Omar Hassan Khalid Walid Rami Fadi Ehsan Reza",
        "Rania Leila Dalia Layla Noor Samira Hiba Maryam Zeinab Shirin",
        "Haddad Khoury Nasser Saleh Hamdan Mansour Aziz Haidari Karimi Rostami Farouk Darwish",
    ),
    "jewish": (
        "David Avi Daniel Eli Saul Noam Benjamin Isaac",
        "Miriam Rachel Naomi Esther Ruth Talia Hannah",
        "Cohen Levy Goldberg Friedman Rosenthal Katz Weiss Abramov Shapiro",
    ),
}

# weights of origins per country (order matches ORIGIN_KEYS)
ORIGIN_KEYS = sorted(ORIGINS)
COUNTRY_ORIGINS = {
    "GB": {"anglo": 40, "celtic": 14, "southasian": 16, "african": 8, "european": 8, "eastasian": 5,
           "mideast": 4, "jewish": 2, "hispanic": 2, "pacific": 1},
    "US": {"anglo": 34, "hispanic": 18, "african": 12, "eastasian": 8, "celtic": 8, "european": 7,
           "southasian": 5, "pacific": 4, "jewish": 3, "mideast": 3},
    "CA": {"anglo": 26, "french": 18, "celtic": 12, "southasian": 12, "eastasian": 12, "european": 8,
           "mideast": 5, "african": 4, "hispanic": 3},
    "AU": {"anglo": 36, "celtic": 12, "eastasian": 14, "european": 12, "southasian": 8, "pacific": 8,
           "mideast": 6, "hispanic": 4},
    "NZ": {"anglo": 28, "maori": 24, "pacific": 24, "eastasian": 8, "celtic": 8, "southasian": 5,
           "european": 3},
    "IE": {"celtic": 52, "anglo": 16, "european": 14, "african": 6, "southasian": 6, "hispanic": 3,
           "eastasian": 3},
}

NICKNAMES = {
    "Robert": "Bob", "William": "Bill", "James": "Jim", "Anthony": "Tony", "Michael": "Mick", "Richard": "Dick",
    "Kenneth": "Ken", "Raymond": "Ray", "Terence": "Terry", "Timothy": "Tim", "Christopher": "Chris",
    "Thomas": "Tom", "Edward": "Ted", "Jonathan": "Jon", "Gordon": "Gordie", "Matthew": "Matt",
    "Nicholas": "Nick", "Stephen": "Steve", "Steven": "Steve", "Daniel": "Danny", "Patricia": "Pat",
    "Elizabeth": "Liz", "Margaret": "Maggie", "Deborah": "Debbie", "Bernadette": "Bernie", "Valerie": "Val",
    "Tevita": "Dave", "Sione": "John", "Viliami": "Bill", "Siaosi": "George", "Wiremu": "Bill",
    "Rawiri": "Dave", "Chukwuemeka": "Emeka", "Aleksander": "Alek", "Oluwaseun": "Seun",
    "Jean-Luc": "J-L", "Alejandro": "Alex", "Francesca": "Fran", "Giuseppe": "Joe", "Padraig": "Paddy",
    "Seamus": "Shay", "Diarmuid": "Dermot", "Gurdeep": "Gary", "Jaswinder": "Jas",
}

PROFESSIONS = (
    "publican|bar manager|chef|head chef|butcher|fishmonger|brewer|brewery worker|roofer|bricklayer|scaffolder|"
    "plumber|electrician|HGV driver|taxi driver|bus driver|forklift operator|warehouse operative|postman|"
    "farmer|dairy farmer|shearer|fisherman|security guard|secondary school teacher|primary teacher|accountant|"
    "solicitor|IT consultant|software engineer|police officer|firefighter|miner|welder|mechanic|carpenter|"
    "joiner|landscape gardener|baker|hairdresser|office cleaner|care assistant|shopkeeper|restaurant owner|"
    "sales representative|bank manager|civil servant|university lecturer|church minister|docker|"
    "long-haul truck driver|plasterer|painter and decorator|tiler|railway signaller|train driver|"
    "golf course greenkeeper|wine merchant|sommelier|hotel porter|kitchen porter|delivery driver|"
    "courier|landlord of a pub|meat packer|abattoir worker|crane operator|boilermaker|fitter and turner|"
    "sheet metal worker|shipwright|nurse|pharmacy technician|dental technician|real estate agent|"
    "financial adviser|insurance broker|quantity surveyor|civil engineer|architect|journalist|"
    "rugby coach|personal trainer|professional drummer|estate agent|gardener|caretaker|machinist|"
    "tyre fitter|panel beater|concreter|linesman|stevedore|orchard worker|kiwifruit packer|"
    "correctional officer|paramedic|retail assistant|supermarket manager|printer|upholsterer"
).split("|")

RELATIONS_M = "husband|son|brother|partner|son-in-law|nephew|grandson|friend|neighbour|carer".split("|")
RELATIONS_F = "wife|daughter|sister|partner|daughter-in-law|niece|granddaughter|friend|neighbour|carer".split("|")

USER_SUFFIX = ["", "", "1", "2", "3", "01", "02", "7", "_rh", ".cns"]

# clinician role strings (not PHI)
NURSE_ROLES = ["Rheumatology Clinical Nurse Specialist", "Gout Nurse Specialist", "Nurse Practitioner (Rheumatology)",
               "Advanced Nurse Practitioner", "Rheumatology Staff Nurse", "Clinical Nurse Consultant"]
CONS_ROLES = ["Consultant Rheumatologist", "Consultant Physician and Rheumatologist", "Rheumatologist",
              "Staff Specialist, Rheumatology", "Attending Rheumatologist", "Associate Professor of Rheumatology"]
REG_ROLES = ["Specialty Registrar (ST5)", "Rheumatology Registrar", "Rheumatology Fellow", "SpR Rheumatology",
             "Advanced Trainee", "Clinical Fellow", "PGY-4 Fellow"]
