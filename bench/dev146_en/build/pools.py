"""Invented name pools for dev146_en (people). Combinations are random; no real persons intended."""

def _s(block):
    return [w.strip() for w in block.replace("\n", "|").split("|") if w.strip()]

FEMALE = _s("""
Mary|Patricia|Linda|Barbara|Elizabeth|Jennifer|Susan|Margaret|Dorothy|Helen|Carol|Janet|Deborah|Sharon
Karen|Nancy|Brenda|Ruth|Evelyn|Gloria|Doris|Mildred|Agnes|Beatrice|Eleanor|Loretta|Darlene|Tamika|Latoya
Keisha|Ebony|Aaliyah|Imani|Shanice|Tanisha|Maria|Guadalupe|Rosa|Carmen|Yesenia|Maribel|Esperanza|Lucía
Itzel|Xiomara|Marisol|Mei|Xiu Ying|Li Na|Hui|Jing|Yan|Thuy|Lan|Hoa|Ngoc Anh|Thi Mai|Ji-woo|Soo-jin
Min-ji|Eun-ji|Yuki|Haruka|Aiko|Emiko|Priya|Anjali|Sunita|Deepa|Lakshmi|Harpreet|Gurpreet|Fatima|Ayesha
Nusrat|Layla|Mariam|Nour|Huda|Samira|Ngozi|Chiamaka|Abena|Ama|Adaeze|Folake|Wanjiru|Amina|Hodan|Fadumo
Ifrah|Tigist|Meseret|Selamawit|Maricel|Rowena|Jocelyn|Lorna|Agnieszka|Katarzyna|Oksana|Halyna|Svetlana
Tatiana|Giuseppina|Francesca|Conceição|Fernanda|Eleni|Despina|Geneviève|Chantal|Mireille|Josée
Marie-Claude|Nadège|Fabiola|Shirin|Parisa|Elif|Zeynep|Siobhan|Niamh|Bridget|Colleen|Ingrid|Astrid
Rose|Hope|Faith|Grace|Joy|Dawn|June|May|April|Summer|Ivy|Holly|Hazel|Pearl|Ruby|Amber|Crystal|Sunny
Patience|Mercy|Destiny|Charity|Iris|Olive|Violet|Willow|Autumn|Sky|Blessing|Precious|Constance|Prudence
""")

MALE = _s("""
James|Robert|John|Michael|William|David|Richard|Joseph|Thomas|Charles|Donald|Kenneth|Raymond|Harold
Walter|Earl|Leroy|Darnell|DeShawn|Tyrone|Jamal|Marcus|Andre|Cornelius|José|Juan|Luis|Jesús|Alejandro
Miguel|Ramón|Héctor|Rigoberto|Wei|Jian|Hao|Zhiwei|Guoqiang|Minh|Tuan|Duc|Quang|Thanh|Min-jun|Sung-ho
Dong-hyun|Hiroshi|Kenji|Takeshi|Rajesh|Sanjay|Vikram|Arjun|Harjit|Gurdeep|Imran|Farhan|Mohammed|Ahmed
Khalid|Omar|Youssef|Tariq|Chukwuemeka|Oluwaseun|Kwame|Kofi|Tendai|Abdirahman|Mohamed|Tesfaye|Dawit
Rodel|Arnel|Reynaldo|Krzysztof|Tadeusz|Mykola|Bohdan|Dmitri|Sergei|Giuseppe|Salvatore|João|Konstantinos
Spiros|Réjean|Gilles|Luc|Sylvain|Jean-Guy|Jean-Baptiste|Wilner|Frantz|Dariush|Reza|Mehmet|Emre|Seamus
Declan|Lars|Gunnar|Will|Bill|Frank|Mark|Art|Pat|Rich|Chase|Hunter|Mason|Cash|Lane|Dale|Glen|Forest
Sandy|Rusty|Buck|Drew|Gene|Jack|Price|Miles|Cole|Clay|Rocky|Sterling|Heath|Royal|Major|Norman|Braden
""")

SURNAMES = _s("""
Smith|Johnson|Williams|Jones|Miller|Davis|Anderson|Thompson|Harris|Clark|Lewis|Robinson|Walker|Hall
Allen|Wright|Scott|Adams|Nelson|Carter|Mitchell|Roberts|Turner|Phillips|Campbell|Parker|Evans|Edwards
Collins|Stewart|Morris|Murphy|Rogers|Reed|Morgan|Cooper|Peterson|Kelly|Howard|Cox|Richardson|Watson
Brooks|Bennett|Gray|Hughes|Sanders|Myers|Ross|Foster|O'Brien|McAllister|Fitzgerald|Gallagher|Doyle
Brown|Green|White|Black|Young|Little|Stone|Wood|Hill|Rivers|Fields|Park|King|Bishop|Fox|Wolf|Bell|Page
Love|Cook|Baker|Mason|Hunter|Frost|Snow|Winter|Day|Knight|Marsh|Lake|Moss|Bird|Swan|Sharp|Wise|Hardy
Rich|Cash|Short|Friend|Noble|Church|Mills|Ward|Chambers|Shepherd|Fuller|Porter|Barber|Steele|Banks
Waters|Lamb|Bloom|Long|Foley|Graves|Morse|Wilson|Addison|Norton|Braden|Cardinal|Sinclair|Grant|Hope
García|Rodríguez|Martínez|Hernández|López|González|Pérez|Sánchez|Ramírez|Torres|Flores|Rivera|Gómez
Díaz|Reyes|Morales|Cruz|Ortiz|Gutiérrez|Chávez|Vargas|Castillo|Mendoza|Ruiz|Alvarado|Delgado|Salazar
García-López|Quispe|Wang|Li|Zhang|Liu|Chen|Yang|Huang|Zhao|Wu|Zhou|Xu|Lin|Guo|Ho|Chan|Wong|Leung|Lau
Nguyen|Tran|Le|Pham|Hoang|Vu|Dang|Bui|Do|Huynh|Kim|Lee|Choi|Jung|Kang|Yoon|Jang|Sato|Suzuki|Takahashi
Tanaka|Watanabe|Yamamoto|Nakamura|Patel|Shah|Singh|Kaur|Sharma|Gupta|Reddy|Iyer|Nair|Das|Chowdhury
Rahman|Hussain|Khan|Malik|Qureshi|Sandhu|Gill|Dhillon|Grewal|Haddad|Nasser|Khoury|Saleh|Aziz|Mansour
Hamdan|Farah|Abu-Zeid|Okafor|Okeke|Adeyemi|Oyelaran|Mensah|Boateng|Owusu|Asante|Kamau|Otieno|Mwangi
Abdi|Warsame|Hassan|Tadesse|Bekele|Girma|Diallo|Traoré|Ndiaye|Nkemelu|Santos|Bautista|dela Cruz
Villanueva|Aquino|Manalo|Pascual|Kowalski|Nowak|Wiśniewski|Wójcik|Kamiński|Lewandowski|Shevchenko
Kovalenko|Bondarenko|Tkachenko|Melnyk|Ivanov|Smirnov|Volkov|Sokolov|Russo|Ferrari|Esposito|Bianchi
Romano|Colombo|Ricci|DiMarco|Silva|Pereira|Ferreira|Costa|Medeiros|Rebelo|Papadopoulos|Georgiou
Nikolaidis|Dimitriou|Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Morin|Lavoie|Fortin|Gagné|Ouellet
Pelletier|Bélanger|Lévesque|Bergeron|Leblanc|Paquette|Thibodeau|Jean-Louis|Pierre|Joseph|Saint-Fleur
Dorvil|Célestin|Toussaint|Hosseini|Rahimi|Karimi|Moradi|Tehrani|Yılmaz|Demir|Kaya|Şahin|Öztürk
van der Berg|St. Pierre|Ben-David|MacLeod|Lindqvist|Johansson|Eriksen|Novak|Horvath|Kovacs
""")

# nicknames a patient or relative may be called by (annotated as the person)
NICKNAMES = _s("""
Bobby|Liz|Peggy|Bud|Buddy|Red|Duke|Sunny|Kiki|Mimi|Tito|Chuy|Lupe|Bea|Dottie|Junior|Sonny|Babe|Nana
Pops|Lulu|Jojo|Kit|Ace|Biscuit|Tiny|Doc|Chip|Skip|Ricky|Manny|Toni|Nell|Millie
""")

# clinicians' and staff first names reuse the same pools; credentials are kept outside spans
CREDENTIALS_RN = ["RN", "RN", "RN, BSN", "BSN, RN", "LPN", "RPN", "RN, CCRN", "MSN, RN", "RN, CMSRN"]
CREDENTIALS_MD = ["MD", "MD", "DO", "MD, FACP", "MBBS", "MD, FRCPC", "NP", "PA-C", "APRN"]

RELATIONS = _s("""
wife|husband|daughter|son|sister|brother|mother|father|niece|nephew|granddaughter|grandson|partner
fiancée|girlfriend|boyfriend|neighbor|friend|cousin|aunt|uncle|stepdaughter|stepson|son-in-law
daughter-in-law|roommate|landlord|legal guardian|POA|pastor|caseworker
""")

# relations whose named person is a staff-like helper stays FAMILY per guideline (any other person)
SPOUSE_F = ["wife", "partner", "girlfriend", "fiancée"]
SPOUSE_M = ["husband", "partner", "boyfriend"]
