"""Invented personal-name pools (author 262). Given names and surnames are
combined at random; any match with a real person is unintended."""

def _w(s):
    return sorted(set(s.split()))

# given names by rough origin; (female, male)
GIVEN = {
    "anglo": (
        _w("Abigail Alice Amelia Bethany Bridget Caroline Charlotte Chloe Claire Daisy "
           "Eleanor Ellie Emma Faith Felicity Gemma Georgia Grace Hannah Harriet Hazel "
           "Heather Holly Hope Imogen Isla Jessica Joanne Karen Katie Laura Lauren Leanne "
           "Lucy Lydia Madison Megan Melanie Molly Natalie Olivia Paige Penny Philippa "
           "Rachel Rebecca Rose Ruby Sally Samantha Sophie Stacey Tessa Vicky Wendy Zoe "
           "Brooke Kayleigh Ashley Courtney Tiffany Shelby Dakota Kelsey Amber Jodie"),
        _w("Aaron Adam Alfie Andrew Ashley Barry Ben Callum Carl Charlie Christopher "
           "Craig Daniel Darren Dean Edward Elliot Freddie Gareth George Graham Harry "
           "Henry Jack Jacob James Jamie Jason Joe Jonathan Joshua Kevin Lee Lewis Luke "
           "Mark Matthew Nathan Neil Nicholas Oliver Owen Paul Peter Reece Richard Robert "
           "Ryan Scott Simon Stuart Thomas Toby Tyler William Wyatt Colton Brody Dustin "
           "Cody Travis Garrett Hunter Chase"),
    ),
    "irish_scots_welsh": (
        _w("Aoife Ciara Niamh Siobhan Saoirse Roisin Orla Caoimhe Grainne Aisling Sinead "
           "Eimear Clodagh Deirdre Maeve Nuala Fionnuala Ailsa Morag Kirsty Catriona "
           "Eilidh Mhairi Rhiannon Cerys Carys Bethan Ffion Seren Nia Angharad Sorcha"),
        _w("Cian Oisin Padraig Eoin Ciaran Declan Fergal Colm Donal Ronan Cathal Tadhg "
           "Darragh Killian Niall Seamus Brendan Ruairi Hamish Alasdair Fraser Callum "
           "Euan Angus Rhys Dafydd Gethin Iwan Emyr Owain Aled"),
    ),
    "south_asian": (
        _w("Aarti Anjali Ananya Deepa Divya Farzana Gurpreet Harpreet Jaspreet Kavita "
           "Lakshmi Meera Nasreen Nazia Nisha Pooja Priya Rani Rekha Ritu Rukhsana Sabina "
           "Sadia Shabana Shreya Sunita Tahira Uzma Zainab Amandeep Manpreet Ishrat"),
        _w("Aamir Abdul Ajay Amit Anil Arjun Asif Bilal Deepak Faisal Gurdeep Harjit "
           "Imran Irfan Jagdeep Kamran Karan Manish Mohammed Naveen Pradeep Rajesh Rakesh "
           "Sanjay Shahid Sunil Tariq Usman Vikram Vivek Zubair Rohan"),
    ),
    "east_asian": (
        _w("Mei Xiu Ying Lian Hui Jing Yan Ming Wen Ji-woo Min-ji Seo-yeon Ha-eun Yuki "
           "Aiko Haruka Sakura Emi Thi Linh Thao Huong Ngoc Mai Lan Anh Kim"),
        _w("Wei Jun Hao Jian Lei Tao Bo Chen Yong Min-jun Seo-jun Ji-ho Hyun Takeshi "
           "Hiroshi Kenji Daisuke Ryo Minh Tuan Duc Quang Long Khanh Bao"),
    ),
    "african": (
        _w("Adaeze Amara Ngozi Chiamaka Folake Funmilayo Yetunde Abimbola Kemi Nkechi "
           "Ama Akosua Abena Efua Esi Wanjiru Njeri Achieng Nafula Zawadi Amina Fatuma "
           "Halima Thandiwe Nomvula Lindiwe Ayan Hodan Ifrah Sagal"),
        _w("Chinedu Emeka Obinna Ikenna Tunde Segun Olumide Babajide Femi Kwame Kofi "
           "Kwabena Yaw Kojo Otieno Kamau Mwangi Baraka Juma Jelani Sipho Themba "
           "Abdirahman Mahad Liban Abdullahi Tesfaye Dawit Yonas"),
    ),
    "arabic_persian_turkish": (
        _w("Aisha Fatima Mariam Layla Noor Rania Salma Yasmin Hana Dalia Leila Samira "
           "Zeynep Elif Ayse Merve Esra Shirin Parisa Nasrin Golnaz Dina Rawan"),
        _w("Ahmed Ali Hassan Hussein Karim Khalid Mahmoud Mustafa Omar Samir Youssef Ziad "
           "Emre Mehmet Burak Kerem Dariush Reza Farhad Kian Tarek Nabil Walid"),
    ),
    "european": (
        _w("Agnieszka Katarzyna Magdalena Joanna Ewa Zofia Alicja Ioana Elena Andreea "
           "Mihaela Svetlana Olena Iryna Natalia Marta Lucia Sofia Giulia Francesca Chiara "
           "Ines Beatriz Joana Leonor Eleni Dimitra Katerina Ingrid Astrid Sigrid Annika "
           "Brigitte Ursula Anneke Mareike Solene Margaux Camille Amelie"),
        _w("Piotr Tomasz Krzysztof Marcin Pawel Jakub Andrei Mihai Bogdan Dmytro Oleksandr "
           "Sergei Nikolai Marco Luca Giovanni Matteo Alessandro Joao Tiago Rui Nuno "
           "Dimitris Giorgos Nikos Lars Henrik Magnus Stefan Jurgen Klaus Pieter Bram "
           "Thibault Mathieu Etienne"),
    ),
    "hispanic_lusophone": (
        _w("Alejandra Carmen Daniela Gabriela Guadalupe Isabel Jimena Lucia Luz Marisol "
           "Paola Rocio Valentina Ximena Yesenia Adriana Catalina Fernanda Graciela Milagros"),
        _w("Alejandro Carlos Diego Eduardo Fernando Javier Jorge Jose Juan Luis Miguel "
           "Pablo Rafael Ricardo Santiago Sergio Mateo Emilio Hector Ignacio Raul"),
    ),
    "caribbean_af_am": (
        _w("Shanice Tanisha Keisha Latoya Aaliyah Jasmine Imani Ebony Destiny Monique "
           "Chantelle Simone Marcia Beverley Paulette Maxine Jada Nia"),
        _w("Andre Darnell DeShawn Jerome Leroy Marcus Tyrone Winston Desmond Delroy "
           "Clive Errol Terrence Malik Jamal Darius Devon Curtis"),
    ),
    "french_canadian": (
        _w("Genevieve Josee Marie-Eve Isabelle Nathalie Sylvie Chantal Melanie Annie "
           "Veronique Julie Stephanie Manon Elodie Maude Anne-Sophie"),
        _w("Jean-Francois Mathieu Sebastien Guillaume Francois Alexandre Maxime Olivier "
           "Simon Etienne Jean-Philippe Pierre-Luc Gabriel Benoit Yannick Rejean"),
    ),
    "south_east_asian": (
        _w("Maricel Rowena Jocelyn Arlene Marites Cristina Rosalie Divina Lorna Analyn "
           "Siti Nurul Dewi Putri Ratna"),
        _w("Jose-Mari Rodel Ramil Jomar Arnel Efren Rommel Noel Aris Budi Agus Rizal "
           "Hafiz Syafiq"),
    ),
}

SURNAMES = {
    "anglo": _w(
        "Abbott Ainsworth Allen Ashworth Atkinson Bailey Baker Barker Barlow Bates Beckett "
        "Bell Bennett Bird Bishop Blackwood Booth Bradshaw Brooks Bullock Burgess Butler "
        "Carter Chambers Chase Clarke Cook Cooper Crawford Croft Dawson Dixon Drake Duncan "
        "Ellis Fairbanks Fields Fletcher Ford Foster Frost Gardner Gibbs Goodwin Green "
        "Hadley Hale Hall Hardy Harper Hartley Hawkins Hayward Head Hill Holt Hopkins "
        "Hughes Hunt Jenkins Kemp Knight Lambert Lane Lawson Lister Marsh Mason Mills "
        "Moss Norris Nutley Oakes Parker Payne Pearce Pickering Porter Price Quinn Rowe "
        "Sanderson Shaw Shepherd Stone Summers Sutton Swift Taylor Thornton Tucker Turner "
        "Wade Walker Ward Webb Wheeler Whitfield Wilkins Winter Woods Wright Young "
        "Pennington Hollis Whitaker Strickland Pemberton Radcliffe Fenwick"),
    "irish_scots_welsh": _w(
        "Brennan Byrne Callaghan Cassidy Costello Daly Doherty Donnelly Doyle Duffy Dunne "
        "Fahy Farrell Fitzgerald Flanagan Gallagher Hennessy Kavanagh Keane Kelleher "
        "Lynch MacDonald MacKenzie MacLeod McBride McCarthy McGrath McLaughlin Moran "
        "Mulcahy Murphy Nolan O'Brien O'Connell O'Donovan O'Driscoll O'Keeffe O'Neill "
        "O'Sullivan Quigley Regan Sheehan Tierney Walsh Whelan Ni-Bhriain Campbell "
        "Cameron Fraser Grant Munro Ross Sinclair Urquhart Davies Evans Griffiths Howells "
        "Jones Llewellyn Morgan Powell Pritchard Rees Vaughan Bevan"),
    "south_asian": _w(
        "Ahmed Akhtar Ali Bhatt Bhattacharya Chaudhry Chopra Das Desai Dhillon Gill "
        "Gupta Hussain Iqbal Iyer Jain Joshi Kapoor Khan Kumar Malik Mehta Mistry "
        "Nair Patel Qureshi Rahman Rao Rehman Sandhu Shah Sharma Siddiqui Singh Sodhi "
        "Thakur Varma Verma Begum Chowdhury Uddin Hossain Perera Fernando Jayasuriya"),
    "east_asian": _w(
        "Chen Cheng Chow Fong Huang Kwan Lam Lau Leung Li Lin Liu Ng Tan Tang Wang Wong "
        "Wu Xu Yang Yeung Zhang Zhao Zhou Kim Park Choi Jung Kang Yoon Lim Nakamura "
        "Sato Tanaka Watanabe Yamamoto Kobayashi Nguyen Tran Pham Le Hoang Vu Dang"),
    "african": _w(
        "Adebayo Adeyemi Afolabi Akande Babatunde Chukwu Eze Nwosu Obi Okafor Okeke "
        "Okonkwo Oladipo Olawale Onyango Ochieng Otieno Mwangi Kariuki Wanjala Mensah "
        "Asante Boateng Owusu Osei Appiah Darko Dlamini Ndlovu Mokoena Nkosi Abdi Farah "
        "Warsame Hassan Tesfaye Bekele Haile Mengistu Kamara Sesay Conteh"),
    "arabic_persian_turkish": _w(
        "Abdallah Al-Amin Al-Hashimi Al-Sayed Aziz Barakat Darwish El-Masri Farouk Haddad "
        "Hamdan Jaber Khalil Mansour Nasser Rahimi Saleh Sharif Tahir Yousef Ahmadi "
        "Hosseini Karimi Mohammadi Rezaei Tehrani Yilmaz Kaya Demir Celik Sahin Ozturk "
        "Aydin Arslan"),
    "european": _w(
        "Nowak Kowalski Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski "
        "Popescu Ionescu Dumitru Stan Petrov Ivanova Shevchenko Kovalenko Bondarenko "
        "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Silva Santos Ferreira "
        "Pereira Costa Oliveira Papadopoulos Georgiou Nikolaidis Andersson Johansson "
        "Larsen Nilsen Hansen Muller Schmidt Schneider Fischer Weber Becker Van-Dijk "
        "De-Vries Janssen Dubois Lefebvre Moreau Laurent Fournier Girard"),
    "hispanic_lusophone": _w(
        "Alvarez Castillo Castro Chavez Cruz Delgado Diaz Dominguez Flores Garcia Gomez "
        "Gonzalez Gutierrez Hernandez Jimenez Lopez Martinez Medina Mendoza Morales "
        "Moreno Navarro Ortiz Ramirez Ramos Reyes Rios Rodriguez Romero Ruiz Salazar "
        "Sanchez Torres Vargas Vega"),
    "caribbean_af_am": _w(
        "Campbell Clarke Francis Gordon Grant Henry James Johnson Lewis McKenzie Reid "
        "Richards Robinson Samuels Simpson Thompson Williams Brown Jackson Washington "
        "Freeman Banks Mitchell Graham Edwards Bailey Forbes Ferguson"),
    "french_canadian": _w(
        "Bouchard Gagnon Roy Cote Gauthier Morin Lavoie Fortin Gagne Ouellet Pelletier "
        "Belanger Levesque Bergeron Leblanc Paquette Girard Simard Boucher Caron Beaulieu "
        "Cloutier Poirier Tremblay Thibodeau Desjardins Lapointe"),
    "south_east_asian": _w(
        "Santos Reyes Cruz Bautista Villanueva Mendoza Dela-Cruz Garcia Aquino Ramos "
        "Castillo Navarro Manalo Pascual Salvador Tolentino Gunawan Wijaya Halim Rahmat"),
}

# which origins are weighted more in each country (all origins can appear)
ORIGIN_WEIGHTS = {
    "UK": {"anglo": 30, "irish_scots_welsh": 12, "south_asian": 14, "east_asian": 5,
           "african": 10, "arabic_persian_turkish": 6, "european": 10,
           "hispanic_lusophone": 3, "caribbean_af_am": 7, "french_canadian": 1,
           "south_east_asian": 3},
    "US": {"anglo": 28, "irish_scots_welsh": 6, "south_asian": 7, "east_asian": 8,
           "african": 5, "arabic_persian_turkish": 4, "european": 7,
           "hispanic_lusophone": 16, "caribbean_af_am": 14, "french_canadian": 1,
           "south_east_asian": 5},
    "CA": {"anglo": 24, "irish_scots_welsh": 7, "south_asian": 12, "east_asian": 11,
           "african": 5, "arabic_persian_turkish": 5, "european": 8,
           "hispanic_lusophone": 4, "caribbean_af_am": 5, "french_canadian": 14,
           "south_east_asian": 6},
    "IE": {"anglo": 14, "irish_scots_welsh": 40, "south_asian": 6, "east_asian": 4,
           "african": 7, "arabic_persian_turkish": 3, "european": 14,
           "hispanic_lusophone": 4, "caribbean_af_am": 1, "french_canadian": 1,
           "south_east_asian": 6},
}

NICKNAMES = {
    "Abigail": "Abby", "Alexandre": "Alex", "Alejandro": "Alex", "Andrew": "Andy",
    "Benjamin": "Ben", "Catriona": "Cat", "Charlotte": "Lottie", "Christopher": "Chris",
    "Daniel": "Danny", "Deirdre": "Dee", "Edward": "Ted", "Eleanor": "Ellie",
    "Elizabeth": "Liz", "Francesca": "Fran", "Frederick": "Fred", "Gabriela": "Gabi",
    "Guadalupe": "Lupe", "Harriet": "Hattie", "Jonathan": "Jon", "Joshua": "Josh",
    "Katarzyna": "Kasia", "Magdalena": "Magda", "Matthew": "Matt", "Mohammed": "Mo",
    "Nicholas": "Nick", "Olumide": "Olu", "Padraig": "Paddy", "Philippa": "Pip",
    "Rebecca": "Becky", "Richard": "Rich", "Robert": "Rob", "Samantha": "Sam",
    "Santiago": "Santi", "Thomas": "Tom", "Valentina": "Vale", "William": "Will",
    "Funmilayo": "Funmi", "Abimbola": "Bimpe", "Babajide": "Jide", "Jean-Francois": "JF",
    "Oleksandr": "Sasha", "Svetlana": "Sveta", "Krzysztof": "Krzys", "Gurpreet": "Gurp",
}

TITLES_F = ["Mrs", "Ms", "Miss", "Ms."]
TITLES_M = ["Mr", "Mr."]
TITLES_X = ["Mx"]
