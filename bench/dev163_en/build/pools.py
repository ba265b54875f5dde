"""Invented name pools for dev163_en (many origins)."""

# origin: (male first names, female first names, surnames, weight US, weight CA)
_RAW = [
    ("anglo",
     "James,Robert,Michael,William,David,Richard,Joseph,Thomas,Charles,Daniel,"
     "Matthew,Anthony,Mark,Donald,Steven,Paul,Andrew,Kenneth,Kevin,Brian,George,"
     "Timothy,Ronald,Edward,Jeffrey,Ryan,Gary,Eric,Larry,Scott,Frank,Gregory,"
     "Raymond,Dale,Wayne,Clifford,Harold,Earl,Vernon,Lloyd,Curtis,Travis,Roy,"
     "Glen,Russell,Calvin,Leonard,Wesley,Cody,Dustin",
     "Mary,Patricia,Jennifer,Linda,Elizabeth,Barbara,Susan,Jessica,Sarah,Karen,"
     "Nancy,Lisa,Betty,Margaret,Sandra,Ashley,Dorothy,Kimberly,Emily,Donna,"
     "Michelle,Carol,Amanda,Melissa,Deborah,Stephanie,Rebecca,Sharon,Laura,"
     "Cynthia,Kathleen,Shirley,Helen,Brenda,Pamela,Ruth,Gladys,Doris,Marjorie,"
     "Bonnie,Tammy,Crystal,Heather,Brittany,Loretta,Agnes,Hope,Faith,Rose,June,"
     "Darlene,Wanda,Lorraine",
     "Smith,Johnson,Williams,Brown,Jones,Miller,Davis,Wilson,Anderson,Taylor,"
     "Moore,Martin,Thompson,White,Harris,Clark,Lewis,Robinson,Walker,Young,Allen,"
     "King,Wright,Hill,Green,Adams,Baker,Nelson,Carter,Mitchell,Roberts,Turner,"
     "Phillips,Parker,Evans,Edwards,Collins,Stewart,Morris,Rogers,Reed,Cook,"
     "Morgan,Bell,Bailey,Cooper,Richardson,Howard,Ward,Peterson,Gray,Watson,"
     "Brooks,Sanders,Price,Bennett,Wood,Barnes,Ross,Henderson,Jenkins,Perry,"
     "Powell,Long,Patterson,Hughes,Butler,Foster,Bryant,Griffin,Hayes,Myers,"
     "Ford,Hamilton,Graham,Wallace,Cole,West,Owens,Reynolds,Fisher,Ellis,"
     "Gibson,Marshall,Bishop,Fox,Hunt,Stone,Holt,Lowe,Pruitt,Whitaker,Dunbar,"
     "Haskins,Blevins,Tolliver,Ashby,Pennington,Crowder,Slade,Hargrove,Kimble",
     6, 5),
    ("black_us",
     "DeShawn,Jamal,Darnell,Tyrone,Marcus,Terrence,Andre,Dwight,Cedric,"
     "Reginald,Lamar,Demetrius,Rashad,Tavon,Jerome",
     "Latoya,Tamika,Keisha,Ebony,Aaliyah,Imani,Jasmine,Monique,Tanisha,Shanice,"
     "Lakisha,Denise,Yvette,Kiara",
     "Washington,Jefferson,Jackson,Coleman,Simmons,Dawson,Gaines,Mack,Bolden,"
     "Whitfield,Lofton,Battle,Pettiford,Gadsden,Spann,Okoro,Merriweather",
     3, 1),
    ("hispanic",
     "Jose,Luis,Carlos,Juan,Jorge,Miguel,Alejandro,Ricardo,Fernando,Javier,"
     "Hector,Ramon,Arturo,Eduardo,Rafael,Sergio,Guillermo,Mateo,José,Héctor",
     "Maria,Guadalupe,Rosa,Carmen,Ana,Lucia,Sofia,Valeria,Gabriela,Alejandra,"
     "Yolanda,Marisol,Esperanza,Dolores,Consuelo,Beatriz,Ximena,Paola,María",
     "Garcia,Rodriguez,Martinez,Hernandez,Lopez,Gonzalez,Perez,Sanchez,Ramirez,"
     "Torres,Flores,Rivera,Gomez,Diaz,Reyes,Morales,Cruz,Ortiz,Gutierrez,Chavez,"
     "Vargas,Castillo,Jimenez,Moreno,Romero,Herrera,Medina,Aguilar,Vega,Castro,"
     "Mendoza,Ruiz,Salazar,Delgado,Navarro,Quintero,Zamora,Espinoza,Martínez,"
     "Hernández,Gutiérrez,Ibarra,Villarreal,Ocampo",
     5, 1),
    ("west_african",
     "Chukwuemeka,Oluwaseun,Kwame,Kofi,Emeka,Tunde,Babajide,Ifeanyi,Yaw,"
     "Kwabena,Obinna,Segun",
     "Ngozi,Adaeze,Funmilayo,Abena,Akosua,Chiamaka,Yetunde,Efua,Nneka,"
     "Folasade,Amara,Ifeoma",
     "Okafor,Adeyemi,Mensah,Owusu,Nwosu,Okonkwo,Balogun,Boateng,Asante,Eze,"
     "Adebayo,Ogunleye,Osei,Agyeman,Chukwu,Afolabi,Obi,Oyelaran",
     1, 1),
    ("east_african",
     "Abdi,Tesfaye,Dawit,Mohamed,Yonas,Abdirahman,Getachew",
     "Hodan,Amina,Selam,Tigist,Hiwot,Fartun,Meron",
     "Hassan,Warsame,Abdullahi,Tadesse,Bekele,Haile,Girma,Osman,Farah,Mengistu,"
     "Gebremedhin",
     1, 1),
    ("chinese",
     "Wei,Jun,Hao,Ming,Jian,Zhiwei,Kai,Bo,Guang",
     "Mei,Xiu Ying,Li Na,Fang,Yan,Jing,Xiaoling,Hui,Lan Fang",
     "Chen,Wang,Li,Zhang,Liu,Huang,Zhao,Wu,Zhou,Xu,Sun,Ma,Zhu,Hu,Guo,Lin,He,Gao,"
     "Luo,Zheng,Tang,Wong,Chan,Leung,Lam,Cheung,Ng,Yip,Tsang,Kwok",
     2, 3),
    ("korean",
     "Min-jun,Ji-hoon,Sung-ho,Dong-hyun,Jae-won,Young-soo",
     "Seo-yeon,Ji-woo,Hye-jin,Eun-ji,Soo-ah,Mi-kyung",
     "Kim,Lee,Park,Choi,Jung,Kang,Cho,Yoon,Jang,Lim,Han,Shin,Seo,Kwon,Hwang",
     1, 1),
    ("japanese",
     "Hiroshi,Takeshi,Kenji,Masato,Daisuke",
     "Keiko,Yumiko,Aiko,Haruka,Naomi,Sachiko",
     "Tanaka,Suzuki,Takahashi,Watanabe,Ito,Yamamoto,Nakamura,Kobayashi,Sato,"
     "Matsumoto,Inoue,Kimura",
     1, 1),
    ("vietnamese",
     "Minh,Tuan,Hung,Quang,Duc,Thanh,Bao,Long",
     "Linh,Thao,Huong,Lan,Ngoc,Mai,Trang,Phuong,Hanh",
     "Nguyen,Tran,Le,Pham,Hoang,Phan,Vu,Vo,Dang,Bui,Do,Ho,Ngo,Duong,Ly",
     2, 2),
    ("south_asian",
     "Rajesh,Arjun,Vikram,Sanjay,Amit,Rahul,Anil,Suresh,Harpreet,Gurpreet,"
     "Manpreet,Imran,Farhan,Ravi,Deepak,Karthik,Naveen,Balwinder,Sukhdev",
     "Priya,Anjali,Sunita,Kavita,Lakshmi,Meena,Pooja,Neha,Deepa,Simran,"
     "Jaspreet,Aisha,Nasreen,Shabnam,Divya,Kamaljit,Rupinder",
     "Patel,Shah,Singh,Sharma,Gupta,Kumar,Reddy,Rao,Iyer,Nair,Menon,Desai,Mehta,"
     "Joshi,Chopra,Malhotra,Bhatia,Gill,Sandhu,Dhillon,Grewal,Sidhu,Khan,"
     "Chaudhry,Qureshi,Siddiqui,Rahman,Hossain,Chowdhury,Pillai,Krishnan,"
     "Venkatesh,Bains,Brar",
     2, 4),
    ("arabic_persian",
     "Ahmed,Omar,Khalid,Youssef,Tariq,Karim,Samir,Nabil,Walid,Rami,Reza,Dariush",
     "Fatima,Layla,Mariam,Noor,Rania,Huda,Salma,Yasmin,Dalia,Zainab,Shirin,"
     "Parisa",
     "Haddad,Khoury,Nasser,Saleh,Mansour,Abboud,Darwish,Hamdan,Aziz,Saad,"
     "Karimi,Hosseini,Tehrani,Farahani,Ahmadi,Rahimi,El-Sayed,Al-Amin",
     1, 2),
    ("east_european",
     "Piotr,Tomasz,Andrzej,Dmitri,Sergei,Ivan,Oleksandr,Vasyl,Mirko,Bogdan,"
     "Marek,Stanislav,Taras",
     "Agnieszka,Katarzyna,Olga,Natalia,Svetlana,Irina,Oksana,Halyna,Milena,"
     "Zofia,Jana,Ludmila",
     "Kowalski,Nowak,Wisniewski,Lewandowski,Kaminski,Zielinski,Ivanov,Petrov,"
     "Smirnov,Kovalenko,Shevchenko,Bondarenko,Horvat,Novak,Dvorak,Popescu,"
     "Ionescu,Kuznetsov,Sokolov,Melnyk,Hrycak,Wozniak",
     1, 2),
    ("french",
     "Jean-Pierre,Luc,Marc-André,Étienne,Gilles,Réjean,Benoît,Sylvain,Mathieu,"
     "Denis,François,Yves,Gaétan",
     "Marie-Claude,Geneviève,Nathalie,Sylvie,Chantal,Josée,Mélanie,Isabelle,"
     "Manon,Lucie,Francine,Ginette",
     "Tremblay,Gagnon,Roy,Côté,Bouchard,Gauthier,Morin,Lavoie,Fortin,Gagné,"
     "Ouellet,Pelletier,Bélanger,Lévesque,Bergeron,Leblanc,Paquette,Girard,"
     "Simard,Boucher,Caron,Beaulieu,Cloutier,Dubé,Poirier,Thibodeau,Arsenault",
     1, 4),
    ("mediterranean",
     "Giuseppe,Salvatore,Antonio,Vincenzo,Dimitrios,Georgios,Nikos,João,Manuel,"
     "Paulo,Carmine",
     "Giovanna,Rosaria,Francesca,Concetta,Eleni,Despina,Athena,Fernanda,Graça,"
     "Filomena",
     "Russo,Esposito,Romano,Colombo,Ricci,Marino,DeLuca,Ferraro,Bianchi,Conti,"
     "Papadopoulos,Georgiou,Nikolaidis,Karagiannis,Silva,Santos,Ferreira,"
     "Pereira,Costa,Carvalho,Oliveira,Sousa,Medeiros,Amaral",
     2, 2),
    ("irish_scottish",
     "Seamus,Declan,Ciaran,Padraig,Angus,Callum,Fergus,Brendan,Liam",
     "Siobhan,Niamh,Aoife,Maeve,Fiona,Moira,Bridget,Deirdre,Colleen",
     "O'Brien,O'Connor,McCarthy,Murphy,Kelly,Sullivan,Walsh,O'Neill,Fitzgerald,"
     "MacDonald,MacLeod,Campbell,Fraser,McKenzie,Gallagher,Doherty,Byrne,Quinn,"
     "O'Sullivan,McNeil,MacIsaac,Keough",
     2, 3),
    ("filipino",
     "Rolando,Ernesto,Danilo,Romeo,Jomar,Rodrigo,Arnel",
     "Maricel,Rowena,Liza,Jocelyn,Analyn,Marites,Cherry Mae",
     "Bautista,Dela Cruz,Villanueva,Aquino,Manalo,Soriano,Pascual,Macaraeg,"
     "Dizon,Santiago,Tolentino,Mercado",
     1, 2),
    ("jewish",
     "Avi,Moshe,Eli,Chaim,Yosef,Shlomo",
     "Yael,Miriam,Shira,Rivka,Esther,Chana",
     "Goldberg,Cohen,Friedman,Katz,Rosen,Weiss,Shapiro,Levine,Feldman,"
     "Abramowitz,Greenbaum,Mizrahi",
     1, 1),
    ("haitian_caribbean",
     "Wilner,Fritz,Jean-Baptiste,Rodney,Winston,Desmond",
     "Marie-Ange,Nadège,Guerline,Fabiola,Marcia,Beverly",
     "Pierre,Joseph,Jean-Louis,Baptiste,Dorvil,St. Fleur,Louissaint,Charles,"
     "Celestin,Brathwaite,Gayle,Campbell-Reid",
     1, 1),
    ("turkish",
     "Mehmet,Emre,Mustafa,Kerem",
     "Ayse,Elif,Zeynep,Fatma",
     "Yilmaz,Kaya,Demir,Celik,Ozturk,Aydin,Arslan",
     1, 1),
    ("indigenous_ca",
     "Clayton,Dwayne,Harvey,Norman",
     "Sheila,Marlene,Cheyenne,Rhonda",
     "Cardinal,Sinclair,Bearspaw,Morningstar,Crowchild,Keeshig,Nanooch,"
     "Twoyoungmen",
     0, 1),
]


def _split(s):
    return [x.strip() for x in s.split(",") if x.strip()]


ORIGINS = []
for _o, _m, _f, _s, _wu, _wc in _RAW:
    ORIGINS.append({"origin": _o, "M": _split(_m), "F": _split(_f),
                    "S": _split(_s), "wUS": _wu, "wCA": _wc})

NICKNAMES = {
    "Robert": "Bob", "William": "Bill", "Richard": "Dick", "James": "Jim",
    "Margaret": "Peggy", "Elizabeth": "Liz", "Patricia": "Pat",
    "Joseph": "Joe", "Thomas": "Tom", "Charles": "Chuck", "Donald": "Don",
    "Kenneth": "Ken", "Edward": "Ted", "Dorothy": "Dot", "Deborah": "Debbie",
    "Kathleen": "Kathy", "Raymond": "Ray", "Leonard": "Lenny",
    "Francesca": "Franny", "Giuseppe": "Joe", "Salvatore": "Sal",
    "Guadalupe": "Lupe", "Alejandro": "Alex", "Dimitrios": "Jimmy",
    "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Jean-Pierre": "J-P",
    "Marc-André": "Marco", "Gregory": "Greg", "Timothy": "Tim",
    "Michael": "Mike", "Daniel": "Danny", "Susan": "Sue", "Barbara": "Barb",
    "Pamela": "Pam", "Rebecca": "Becky", "Harold": "Hal", "Vincenzo": "Vinnie",
}

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTVW"


def origin_weights(country):
    key = "wUS" if country == "US" else "wCA"
    return [o[key] for o in ORIGINS]
