"""Invented name pools (first names of many origins, surnames of many origins).
Combinations are drawn at random; any match with a real person is unintended."""

FEMALE = """
Aoife Siobhan Niamh Brid Maeve Orla Grainne Eileen Nuala Roisin Deirdre Sinead Caoimhe Una
Morag Isla Kirsty Ailsa Fiona Catriona Mhairi Eilidh Heather Shona
Bethan Ffion Gwen Carys Angharad Nia Rhiannon Seren
Margaret Joan Doreen Pauline Valerie Beryl Maureen Brenda Sheila Janet Gillian Hazel Lesley
Sandra Tracey Karen Dawn Joanne Kelly Stacey Leanne Gemma Chloe Jade Amber Holly Megan Poppy
Agnieszka Katarzyna Magdalena Zofia Ewa Beata Justyna
Oksana Olena Iryna Nadiya Svitlana
Ioana Andreea Mihaela Elena
Priya Harpreet Manjit Gurpreet Simran Kiran Sunita Anjali Deepa Lakshmi Meena Kavitha
Ayesha Nusrat Shabana Farzana Rukhsana Nasreen Bushra Sadia Tahmina Rehana
Hodan Amina Fadumo Sahra Ifrah Hawa
Ngozi Chiamaka Adaeze Funmilayo Yetunde Abena Akosua Efua Ama
Marcia Paulette Claudette Beverley Yvonne Sonia
Mei Xiu Ying Li Na Huong Thuy Lan Mai Linh
Marisol Rosario Maricel Jocelyn Analyn Teresita
Aroha Mere Hana Kiri Anahera Ngaire Wikitoria Moana
Losana Seini Malia Luseane Sina Fetu
Despina Eleni Vasiliki Katerina Giulia Rosa Concetta Carmela Maria
Layla Rania Nour Hiba Maha Rasha Dima
Genevieve Josee Sylvie Nathalie Chantal Manon Isabelle Ginette Lise
Shirley Bev Dot Pat Wendy Lorraine Kerry Tanya Narelle Leanne Raelene Sharon Cheryl Kylie
Tamsin Imogen Harriet Rosalind Philippa Clemency Ottilie
Fatima Zainab Maryam Khadija Sumaya Aisha
Bronwyn Jillian Marnie Colleen Darlene Bonnie Loretta Irene Edna Mabel Vera Ivy Elsie Ada
""".split()

MALE = """
Seamus Padraig Ciaran Declan Donal Eoin Fergal Niall Tadhg Oisin Cathal Diarmuid Colm Brendan
Hamish Angus Callum Euan Fraser Alasdair Murdo Lachlan Ruaridh
Rhys Dafydd Gethin Iwan Owain Huw Emyr
Derek Graham Trevor Malcolm Keith Roy Dennis Clive Barry Nigel Colin Stuart Geoffrey Raymond
Darren Wayne Lee Craig Dean Jason Shane Jamie Kyle Connor Liam Tyler Reece Brandon
Tomasz Piotr Krzysztof Marek Pawel Grzegorz Wojciech
Mykola Bohdan Andriy Taras Volodymyr
Florin Mihai Bogdan Adrian
Gurdeep Harjit Jaswinder Sukhdev Rajinder Amrik Ravi Sanjay Vikram Arjun Prakash Suresh Dev
Imran Tariq Shahid Asif Zahid Nadeem Faisal Kamran Rashid Shafiq Mizanur Abdul
Abdirahman Mohamed Abdullahi Yusuf Hassan Ahmed
Chinedu Emeka Obinna Oluwaseun Babajide Kwame Kofi Yaw Kwabena
Desmond Winston Delroy Errol Clifton Lloyd
Wei Jun Hao Ming Tuan Minh Dung Quang Phuc
Rodel Jericho Arnel Marlon Romeo
Wiremu Tane Rawiri Hemi Nikau Manaia Tamati Rangi
Sione Viliami Tevita Semisi Iosefa Pita Tavita
Yiannis Kostas Dimitri Stavros Giuseppe Salvatore Antonio Vincenzo Enzo
Karim Samir Bilal Walid Omar Khaled Jamal
Jean-Luc Andre Rejean Gilles Yves Marcel Benoit Luc Normand
Bruce Kev Mick Shane Darryl Wayne Brett Troy Glenn Cliff Kel
Rupert Hugo Crispin Tobias Barnaby Jasper
Reg Stan Alf Ernie Wilf Bert Herb Norm Len Cyril Arthur Albert Sidney
Hussein Idris Ibrahim Mustafa Ismail
""".split()

NEUTRAL = """Alex Sam Jordan Robin Charlie Riley Morgan Jess Ash Rowan Kai Sasha Jules Frankie""".split()

SURNAMES = """
O'Sullivan McCarthy Doherty Gallagher Brennan Fitzgerald Kavanagh Moynihan Flanagan Dunphy
Ni Bhriain O Ceallaigh Mac Giolla Breathnach Cullinane Tierney Heffernan Scanlon Cronin Lenihan
MacLeod Macdonald Robertson Fraser Crichton Buchanan Lamont Sinclair Kerr Drummond Urquhart
Pritchard Llewellyn Griffiths Parry Prosser Bevan Vaughan Rees Powell
Ashworth Whitfield Thornbury Hargreaves Pickering Bramley Sutcliffe Oldroyd Ackroyd Haworth
Fenwick Gribble Penhaligon Trelawney Mottram Cheadle Hebblethwaite Goodyear Blenkinsop
Butterworth Higginbottom Rowntree Dobson Kettlewell Shackleton Featherstone Pilkington
Nowak Kowalczyk Wisniewska Zielinski Lewandowski Dabrowska Wojcik Kaminska Szymanski
Kovalenko Bondarenko Tkachuk Melnyk Shevchuk Hrytsenko
Popescu Ionescu Dumitru Stanciu
Sandhu Gill Dhillon Bains Grewal Sidhu Kaur Chahal Johal Atwal
Patel Shah Mistry Chauhan Desai Parmar Joshi Nair Pillai Menon Iyer Reddy Subramanian
Hussain Akhtar Begum Chowdhury Rahman Uddin Miah Qureshi Siddiqui Malik Iqbal Bhatti Rashid
Warsame Farah Abdi Jama Osman Dahir Hersi
Okafor Eze Nwosu Adeyemi Okonkwo Babatunde Oyelaran Mensah Asante Boateng Owusu Agyeman
Campbell-Reid Gayle Forbes Baptiste Bailey Clarke-Lewis Morrison Henry Grant
Chen Wong Liu Zhang Huang Tran Nguyen Pham Le Vo Do
Santos Reyes Dela Cruz Bautista Mendoza Villanueva Garcia Aquino
Ngata Te Rangi Parata Tawhiri Rewi Walker-Hohaia Kereama Henare Tipene
Tuilagi Fifita Taufa Leota Fonoti Faleolo Havili Vaipulu
Papadopoulos Georgiou Karagiannis Nikolaidis Russo Esposito Bianchi Colombo Ferraro Greco
Haddad Khoury Nasser Saliba Mansour Karam Aziz
Tremblay Gagnon Bouchard Lavoie Pelletier Bergeron Leblanc Cote Gauthier Ouellet
Whitlam Bradbury Kingsford Lawson Mackenzie Pearce Gowan Daley Hutchins Treloar Kennard
Fairweather Partington Holroyd Ainsworth Penrose Dunmore Colquhoun Ormsby Pendlebury
Brightwell Stonehouse Wetherall Calloway Greaves Loxley Marchbank Tennant Wardle Yardley
Akintola Chukwu Danjuma Ibekwe Onyango Wanjiru Kamau Mutasa Moyo Ndlovu Dube Banda
Takahashi Nakamura Kim Park Choi Lim Tan Goh Ong Singh
Ahmadi Hosseini Rezaei Karimi Sadeghi Yilmaz Demir Kaya Sahin
""".split()

# multi-word surnames are written with an underscore-free list below
SURNAMES_MULTI = ["Ni Bhriain", "O Ceallaigh", "Mac Giolla Bhride", "Dela Cruz", "Te Rangi",
                  "van der Berg", "de Souza", "St. Pierre", "Campbell-Reid", "Walker-Hohaia"]

_drop = {"Ni", "Bhriain", "O", "Ceallaigh", "Mac", "Giolla", "Breathnach", "Dela", "Cruz", "Te",
         "Rangi", "Le", "Do"}
SURNAMES = sorted(set(s for s in SURNAMES if s not in _drop)) + ["Breathnach", "Le", "Do"] + SURNAMES_MULTI

NICKNAMES = {
    "Margaret": "Peggy", "Patrick": "Paddy", "Bridget": "Bridie", "Albert": "Bert",
    "Dorothy": "Dot", "Kevin": "Kev", "Michael": "Mick", "Kathleen": "Kitty", "Eileen": "Lena",
    "Seamus": "Shay", "Joanne": "Jo", "Beverley": "Bev", "Leonard": "Len", "Wilfred": "Wilf",
    "Theresa": "Tess", "Raymond": "Ray", "Frederick": "Freddie", "Stanley": "Stan",
    "Jaswinder": "Jas", "Volodymyr": "Vova", "Oluwaseun": "Seun", "Abdirahman": "Abdi",
    "Mohamed": "Mo", "Wiremu": "Wi", "Tomasz": "Tomek", "Katarzyna": "Kasia",
    "Rajinder": "Raj", "Alasdair": "Ally", "Christopher": "Chris", "Geoffrey": "Geoff",
    "Gurpreet": "Preet", "Genevieve": "Gen", "Agnieszka": "Aga", "Iosefa": "Joe",
    "Callum": "Cal", "Graham": "Gray", "Darren": "Daz", "Sandra": "Sandy", "Pauline": "Polly",
}

EXTRA_FIRST_F = ["Bridget", "Kathleen", "Theresa", "Dorothy", "Christine", "Patricia"]
EXTRA_FIRST_M = ["Patrick", "Michael", "Kevin", "Leonard", "Wilfred", "Frederick", "Stanley",
                 "Christopher"]
FEMALE = FEMALE + EXTRA_FIRST_F
MALE = MALE + EXTRA_FIRST_M

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")
