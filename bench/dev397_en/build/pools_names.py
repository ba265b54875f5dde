"""Person-name pools of many origins. Several names are also ordinary words
(Iris, Hope, Grace, Frank, Will, Baker, Bell, Fuchs, Graves, Reading)."""

FEMALE = sorted(set("""
Iris Hope Grace Rose Faith Joy Summer Dawn Ivy Holly Amber Ruby Pearl Crystal Autumn
Daisy Poppy Heather Olive Violet Blessing Patience Precious Comfort Charity Sunny
Margaret Elizabeth Philippa Gwendolyn Bernadette Tamsin Jodie Kylie Shelley Tegan
Siobhan Aoife Niamh Saoirse Caoimhe Orla Róisín Mairead Gráinne Bronwen Carys Eluned
Morag Isla Kirsty Eilidh Priya Ananya Deepika Harpreet Gurpreet Sunita Kavya Meera
Nasreen Fatima Aisha Zainab Mariam Yasmin Leila Noor Rukhsana Parisa Shirin Mei
Yuki Haruka Min-ji Seo-yeon Linh Anh Ngozi Chiamaka Adaeze Amina Folasade Abena
Thandiwe Nomvula Wanjiru Aroha Mere Ngaire Moana Losa Sina Malia María Lucía
Guadalupe Ximena Giulia Francesca Eleni Katarzyna Agnieszka Olena Svetlana Ingrid
Astrid Freya Chloe Olivia Charlotte Madison Brittany Tiffany Keisha Jasmine Emily
Sarah Hannah Rachel Rebecca Miriam Esther Judith Jacinta Brooke Skye Ashleigh Kaitlyn
Mackenzie Paige Zoë Marguerite Geneviève Chantal Josée Sinéad Deborah Lorraine
Beverley Maureen Doreen Agnes Winifred Ethel Mabel Hazel Florence Victoria Georgia
""".split()))

MALE = sorted(set("""
Frank Will Bill Mark Glen Dale Cliff Heath Rusty Hunter Mason Wade Reed Guy Ray Gene
Grant Miles Chase Jack Sonny Rowan Ash Bob Seamus Padraig Cathal Eoin Ciaran Donal
Oisín Fergal Rhys Dafydd Iwan Gethin Angus Hamish Callum Ewan Rajesh Arjun Vikram
Sanjay Harjit Gurdeep Imran Tariq Bilal Omar Yusuf Mohammed Ahmed Hamza Wei Jun
Hiroshi Kenji Takeshi Min-jun Ji-ho Duc Minh Tuan Chinedu Emeka Oluwaseun Kwame Kofi
Sipho Thabo Tane Wiremu Hemi Rawiri Sione Tevita Ioane José Alejandro Diego Mateo
Giuseppe Marco Nikos Dimitrios Piotr Tomasz Krzysztof Dmytro Sergei Lars Anders
Henrik Oliver George Harry Thomas James Robert Michael Christopher Daniel Matthew
Tyler Brandon DeShawn Jamal Tyrone Darnell Cody Kyle Brett Shane Darren Craig Wayne
Lachlan Bradley Nathan Noah Ethan Aaron Isaac Levi Moshe Ari Farid Reza Hossein
Dariush Austin Lincoln Jackson Nelson Denis Gérard Jean-Luc Mathieu Étienne Kieran
Declan Ronan Colm Stanley Herbert Cyril Reginald Clarence Basil Percy
""".split()))

SURNAMES = sorted(set("""
Baker Cook Brown Green White Black Young Little Long Wise Bishop Page Fox Lamb Hall
Street Lane Hill Wood Field Bell Graves Fuchs Wilson Horner Marsh Gunn Reading London
Sterling Price Rich Sharp Moody Hope Love Swift Drake Crane Frost Snow Winter Mills
Banks Church Temple Bright Stone Rivers Brooks Waters Ford Fisher Hunter Mason
Carpenter Taylor Smith Walker Turner Shepherd Gardner Cooper Porter Parsons Dean King
Knight Lord Noble Castle Bridge Murphy O'Sullivan O'Brien McCarthy Byrne Kavanagh
Fitzgerald Ó_Súilleabháin Mac_Giolla_Phádraig MacLeod McKenzie Campbell Fraser
Jones Evans Williams Pritchard Llewellyn Patel Shah Sharma Singh Kaur Gill Sandhu
Khan Hussain Ahmed Rahman Chaudhry Iqbal Malik Chen Wang Li Zhang Liu Nguyen Tran
Pham Le Kim Park Lee Choi Tanaka Sato Suzuki Okafor Adeyemi Nwosu Eze Mensah Owusu
Boateng Dlamini Ndlovu Kamau Otieno Ngata Tipene Te_Whata Rangi Parata Faleolo
Tuilagi Fifita Taufa García Hernández Rodríguez López Morales Castillo Romano
Esposito Ricci Bianchi Papadopoulos Georgiou Kowalski Nowak Wiśniewska Zieliński
Shevchenko Kovalenko Andersen Johansson Lindqvist Cohen Levy Goldberg Rosen
Hosseini Karimi Tehrani Haddad Khoury Nasser Al-Farsi Tremblay Gagnon Roy Côté
Bouchard Gauthier van_der_Berg de_Vries Hughes-Jones Smith-Pearce Okonkwo Achebe
Mbeki Abernethy Quinlan Donnelly Gallagher Doherty Nolan Brennan Whitlock Ashworth
Pemberton Hargreaves Thwaite Ogunleye Balogun Desai Mehta Iyer Reddy Pillai Ramos
Silva Pereira Costa Novak Horvat Dubois Lefebvre Morrison Sinclair Harcourt
""".split()))
SURNAMES = [s.replace("_", " ") for s in SURNAMES]

# initials used by typists / scribes ("OR/kl")
TYPIST_INITIALS = ["kl", "jm", "sb", "tw", "ah", "rp", "dc", "lm", "ne", "gf", "vh", "cw"]

RELATIONS = [
    ("wife", "F"), ("husband", "M"), ("partner", "F"), ("partner", "M"), ("daughter", "F"),
    ("son", "M"), ("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"),
    ("neighbour", "F"), ("friend", "M"), ("carer", "F"), ("granddaughter", "F"),
    ("nephew", "M"), ("niece", "F"),
]
