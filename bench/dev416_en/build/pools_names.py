"""Person-name pools of many origins, plus occupations.
Names that are also ordinary English words are collected in WORD_NAMES."""

def _w(s):
    return s.split()

FEMALE = {
    "english": _w("Olivia Amelia Isla Emily Sophie Lucy Charlotte Georgia Chloe Megan "
                  "Bethany Lauren Hannah Abigail Eleanor Harriet Imogen Freya Phoebe Katie "
                  "Jessica Rebecca Natalie Gemma Kirsty Leanne Stacey Danielle Tegan Courtney "
                  "Paige Kayleigh Shannon Jodie Zoe Ellie Millie Evie Lily Maisie"),
    "word": _w("Hope Faith Joy Grace Summer Autumn Amber Ruby Jade Holly Ivy Rose Daisy "
               "Poppy Skye Paris India Chelsea Florence Sydney Victoria Madison Dawn "
               "Destiny Heaven Precious Blessing Mercy Patience Comfort Star Willow Sunny "
               "Brooke Crystal Honey Liberty"),
    "irish_scots_welsh": _w("Aoife Niamh Siobhan Ciara Roisin Saoirse Aisling Caoimhe Orla "
                            "Sinead Grainne Eimear Clodagh Mairead Sorcha Catriona Morag Eilidh "
                            "Kirsteen Ishbel Seren Carys Ffion Bronwen Nia Cerys Rhiannon Megan"),
    "south_asian": _w("Priya Ananya Aisha Fatima Zainab Sana Ayesha Nadia Shabnam Ruksana "
                      "Harpreet Simran Jaspreet Navneet Kiran Pooja Deepika Meera Anjali Lakshmi "
                      "Farzana Tasnim Nusrat Sumaiya Ishrat Amrita Gurleen Divya"),
    "east_asian": _w("Mei Xiaoling Yuki Haruka Minji Jiwoo Seo-yeon Linh Thao Ngoc Hoa "
                     "Wen Jing Li-Na Sakura Aiko Hyejin Thuy Lan"),
    "african_caribbean": _w("Adaeze Chiamaka Ngozi Folasade Yetunde Abimbola Efua Akosua "
                            "Ama Abena Nia Imani Zawadi Amina Hodan Ifrah Sagal Khadra Shanice "
                            "Tanisha Keisha Jamila Marcia Simone Latoya"),
    "european": _w("Agnieszka Katarzyna Magdalena Zofia Ioana Andreea Elena Bianca Alina "
                   "Lucia Giulia Chiara Francesca Sofia Ines Beatriz Mariana Leonor Anneke "
                   "Sanne Ingrid Astrid Katerina Eleni Dimitra Yasmin Elif Zeynep Leyla"),
    "latin": _w("Camila Valentina Daniela Gabriela Ximena Guadalupe Alejandra Mariela "
                "Yesenia Lupita Rosalia Maribel Esperanza Carmen Luz"),
    "pacific_maori": _w("Aroha Anahera Mere Ngaio Kahurangi Manaia Hine Tui Moana Losana "
                        "Mele Sina Ana Salote Fetu Leilani Kalani"),
    "north_american": _w("Brittany Ashley Kayla Taylor Morgan Mackenzie Kaitlyn Brianna "
                         "Jasmine Alexis Savannah Dakota Cheyenne Aubrey Jordyn"),
}

MALE = {
    "english": _w("Oliver Jack Harry George Thomas James William Charlie Joshua Daniel "
                  "Ryan Liam Connor Callum Kieran Jordan Tyler Nathan Lewis Jamie"),
    "word": _w("Hunter Chase Rich Frank Will Bill Mark Cash Rusty Sonny Ace River Jay"),
    "irish_scots_welsh": _w("Cian Oisin Padraig Eoin Darragh Ruairi Fionn Seamus Hamish "
                            "Angus Euan Gethin Rhys Dafydd Iwan"),
    "south_asian": _w("Arjun Rohan Imran Bilal Zain Hamza Faisal Sanjay Vikram Gurpreet "
                      "Harjit Rahim Tanvir Karthik"),
    "east_asian": _w("Wei Jun Hiroshi Takumi Minho Jae-won Duc Minh Quang Haoran"),
    "african_caribbean": _w("Chinedu Emeka Oluwaseun Tunde Kwame Kofi Yaw Abdi Mohamed "
                            "Jermaine Delroy Marlon Tyrone"),
    "european": _w("Piotr Tomasz Mateusz Andrei Mihai Luca Marco Joao Tiago Lars Nikos "
                   "Mehmet Emre Dmitri Stefan"),
    "latin": _w("Mateo Santiago Diego Alejandro Luis Javier Carlos Jose Miguel"),
    "pacific_maori": _w("Tane Wiremu Rawiri Manu Sione Tevita Ioane Kahu Nikau"),
}

SURNAMES = {
    "english": _w("Smith Jones Taylor Wilson Davies Evans Thomas Roberts Walker Wright "
                  "Robinson Thompson Hughes Edwards Clarke Jackson Harrison Turner Ward "
                  "Harris Lewis Wood Hall Allen Mitchell Shaw Lloyd Holmes Barker Fletcher "
                  "Pearson Marsh Gibson Ellis Hartley Ashworth Whitaker Pickering Hargreaves"),
    "word": _w("Brown Green White Black Young Long Little Rich Bell Mark Field Hill Stone "
               "Rivers Banks Church Cross Love Sweet Bishop Dean Nurse Baker Cook Mason "
               "Fisher Hunter Porter Page Price Cash Penny Sterling Winter Frost Snow Moon "
               "Day March May Summers Parish Wells Street Hope Swift Power Wise Gold Best"),
    "irish_scots_welsh": _w("O'Brien O'Sullivan Murphy Kelly Byrne Ryan Walsh O'Connor "
                            "McCarthy Doyle Gallagher Ni Bhriain MacLeod Campbell Stewart "
                            "MacDonald Fraser Henderson Sinclair McIntyre Rees Pritchard "
                            "Llewellyn Griffiths Vaughan Cadwaladr"),
    "south_asian": _w("Patel Shah Sharma Singh Kaur Gill Sandhu Khan Hussain Ahmed Begum "
                      "Chowdhury Rahman Iqbal Akhtar Mahmood Choudhury Nair Menon Iyer "
                      "Reddy Rao Mistry Chauhan Bhatt Siddiqui Qureshi Malik"),
    "east_asian": _w("Chen Wang Li Zhang Liu Huang Wong Chan Lam Ng Tanaka Sato Suzuki "
                     "Watanabe Kim Park Choi Nguyen Tran Pham Le Hoang Vu"),
    "african_caribbean": _w("Okafor Okonkwo Adeyemi Adebayo Oladipo Eze Nwosu Mensah Boateng "
                            "Asante Owusu Osei Mohamud Abdi Warsame Farah Campbell-Reid Bailey "
                            "Grant Williams-Brown Francis Gordon"),
    "european": _w("Nowak Kowalska Wisniewska Lewandowska Kaminska Popescu Ionescu Dumitru "
                   "Rossi Russo Bianchi Esposito Ferreira Santos Oliveira Pereira De Vries "
                   "Van Dijk Jansen Andersson Nilsson Papadopoulos Georgiou Yilmaz Demir "
                   "Kaya Schmidt Muller"),
    "latin": _w("Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez "
                "Torres Flores Rivera Gomez Diaz Morales Reyes Castillo Vargas"),
    "pacific_maori": _w("Ngata Tipene Parata Te Whata Rangi Wihongi Tuhoe Paewai Tupou "
                        "Fifita Taufa Faleolo Leota Sapolu Tuilagi Fonoti"),
    "first_nations": _w("Bearskin Whitecloud Sinclair Cardinal Linklater Bighorn Quewezance "
                        "Thunderchild Nanibush Stonechild"),
}

# names that are also ordinary English words / places / months
WORD_NAMES = sorted(set(FEMALE["word"] + MALE["word"] + SURNAMES["word"]))

NICKNAMES = {
    "Olivia": "Liv", "Charlotte": "Charlie", "Rebecca": "Becca", "Victoria": "Tori",
    "Jessica": "Jess", "Abigail": "Abbie", "Eleanor": "Ellie", "Natalie": "Nat",
    "Katarzyna": "Kasia", "Agnieszka": "Aga", "Magdalena": "Magda", "Alejandra": "Ale",
    "Guadalupe": "Lupe", "Gabriela": "Gabby", "Danielle": "Dani", "Courtney": "Court",
    "Alexis": "Lexi", "Madison": "Maddie", "Savannah": "Savvy", "Kahurangi": "Kahu",
    "Anahera": "Ana", "Oluwaseun": "Seun", "Mohamed": "Mo", "Aisling": "Ash",
    "Francesca": "Fran", "Simran": "Simi", "Precious": "Preshy", "Patience": "Patty",
}

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTVW")

PROFESSIONS = _w(
    "barista|hairdresser|care assistant|retail assistant|nursery nurse|teaching assistant|"
    "accountant|chef|lorry driver|delivery driver|bar worker|waitress|dental nurse|"
    "software developer|call centre agent|cleaner|factory operative|warehouse operative|"
    "dancer|soldier|police officer|midwife|mechanic|electrician|plumber|farm worker|"
    "fruit picker|nanny|au pair|hotel receptionist|beautician|nail technician|"
    "personal trainer|flight attendant|solicitor|civil servant|bank clerk|pharmacist|"
    "veterinary nurse|paramedic|shop manager|journalist|graphic designer|lifeguard|"
    "forklift driver|kitchen porter|hospitality worker|model|sex worker|carpenter|"
    "student nurse|university student|apprentice electrician|social media manager|"
    "estate agent|bus driver|taxi driver|scaffolder|fisherman|miner|roofer|"
    "childminder|receptionist|pastry chef|tattoo artist|yoga instructor|seafarer".replace(" ", "_").replace("|", " "))
PROFESSIONS = [p.replace("_", " ") for p in PROFESSIONS]

PARTNER_JOBS = [p for p in PROFESSIONS if p not in ("nursery nurse", "dental nurse",
                                                     "midwife", "waitress", "nanny",
                                                     "au pair", "student nurse")]


def origin_weights(country):
    """origins of names seen in each country, roughly"""
    base = {"english": 8, "word": 3, "irish_scots_welsh": 3, "south_asian": 3,
            "east_asian": 2, "african_caribbean": 3, "european": 3, "latin": 1,
            "pacific_maori": 0, "north_american": 0, "first_nations": 0}
    if country == "IE":
        base.update({"irish_scots_welsh": 9, "english": 4, "european": 4})
    elif country == "AU":
        base.update({"east_asian": 4, "pacific_maori": 1, "european": 3})
    elif country == "NZ":
        base.update({"pacific_maori": 7, "east_asian": 3, "english": 6})
    elif country == "CA":
        base.update({"north_american": 4, "first_nations": 2, "east_asian": 3,
                     "south_asian": 4})
    elif country == "US":
        base.update({"north_american": 6, "latin": 6, "african_caribbean": 4,
                     "irish_scots_welsh": 1})
    return base


def _pick_origin(rng, country, table):
    w = origin_weights(country)
    keys = [k for k in sorted(w) if w[k] > 0 and k in table]
    tot = sum(w[k] for k in keys)
    r = rng.random() * tot
    for k in keys:
        r -= w[k]
        if r < 0:
            return k
    return keys[-1]


def first_name(rng, country, sex="F"):
    table = FEMALE if sex == "F" else MALE
    lst = table[_pick_origin(rng, country, table)]
    return lst[rng.randrange(len(lst))]


def surname(rng, country):
    lst = SURNAMES[_pick_origin(rng, country, SURNAMES)]
    s = lst[rng.randrange(len(lst))]
    if s in ("Ni", "Te", "De", "Van"):  # first part of two-word surnames
        s = {"Ni": "Ni Bhriain", "Te": "Te Whata", "De": "De Vries",
             "Van": "Van Dijk"}[s]
    if s in ("Bhriain", "Whata", "Vries", "Dijk"):
        s = "Fitzgerald"
    return s


def person(rng, country, sex="F"):
    f = first_name(rng, country, sex)
    l = surname(rng, country)
    m = MIDDLE_INITIALS[rng.randrange(len(MIDDLE_INITIALS))] if rng.random() < 0.25 else ""
    return {"first": f, "last": l, "mid": m, "sex": sex,
            "nick": NICKNAMES.get(f, "")}
