"""Invented name, place and organisation pools for dev237_en (author 237).

Every list is a plain comma-separated string split at import; order is fixed
so that sampling with the seeded generator from make.py is reproducible.
"""


def _s(x):
    return [p.strip() for p in x.split(',') if p.strip()]


# origin: (male given, female given, surnames)
ORIGINS = {
    'anglo': (
        _s('James,Robert,Michael,William,David,Richard,Thomas,Christopher,Daniel,Matthew,Anthony,Donald,'
           'Kenneth,Joshua,Kevin,Brian,George,Timothy,Ronald,Edward,Jeffrey,Ryan,Gary,Nicholas,Eric,Larry,'
           'Justin,Scott,Brandon,Gregory,Raymond,Dennis,Walter,Harold,Douglas,Wayne,Dale,Curtis,Travis,'
           'Colton,Hunter,Austin,Tanner,Garrett,Wyatt,Clayton,Dwayne,Marcus,Terrence,DeShawn,Jamal,Tyrone,'
           'Andre,Darnell,Malik,Reginald,Cedric,Lamar,Quentin,Rodney,Vernon,Earl,Elijah,Jaylen,Kendrick'),
        _s('Mary,Patricia,Jennifer,Linda,Elizabeth,Barbara,Susan,Jessica,Sarah,Karen,Nancy,Lisa,Betty,'
           'Margaret,Sandra,Ashley,Kimberly,Emily,Donna,Michelle,Carol,Amanda,Melissa,Deborah,Stephanie,'
           'Rebecca,Sharon,Laura,Cynthia,Kathleen,Amy,Shirley,Angela,Helen,Brenda,Pamela,Nicole,Samantha,'
           'Christine,Debra,Rachel,Carolyn,Janet,Heather,Diane,Joyce,Kayla,Brittany,Madison,Chelsea,Paige,'
           'Tamika,Latoya,Keisha,Shanice,Imani,Aaliyah,Ebony,Jasmine,Destiny,Bobbie,Loretta,Wanda,Darlene'),
        _s('Smith,Johnson,Williams,Brown,Jones,Miller,Davis,Wilson,Anderson,Taylor,Moore,Jackson,Martin,'
           'Thompson,White,Harris,Clark,Lewis,Robinson,Walker,Young,Allen,King,Wright,Hill,Green,Adams,Baker,'
           'Nelson,Carter,Mitchell,Roberts,Turner,Phillips,Parker,Evans,Edwards,Collins,Stewart,Morris,'
           'Rogers,Reed,Cook,Morgan,Bell,Cooper,Richardson,Cox,Howard,Ward,Peterson,Gray,Watson,Brooks,'
           'Sanders,Price,Bennett,Wood,Barnes,Ross,Henderson,Coleman,Jenkins,Perry,Powell,Patterson,Hughes,'
           'Washington,Butler,Simmons,Foster,Bryant,Russell,Griffin,Hayes,Myers,Hamilton,Graham,Wallace,'
           'Woods,Cole,Owens,Reynolds,Fisher,Ellis,Harrison,Gibson,Marshall,Wells,Simpson,Whitfield,Pruitt,'
           'Holloway,Blackwell,Whitaker,Stanton,Pennington,Crenshaw,Ashby,Kimbrough,Thornton,Lockhart,'
           'Merriweather,Dunbar,Easley,Fairchild,Goodwin,Hollis,Ingram,Jeffries,Kessler,Langford,Mayfield,'
           'Norwood,Osborne,Prescott,Radcliffe,Sherwood,Tolliver,Underwood,Winslow,Yarbrough,Bledsoe,'
           'Cartwright,Dockery,Gaither,Honeycutt,McBride,Pettigrew,Rutledge,Satterfield,Tillman,Womack')),
    'hisp': (
        _s('José,Luis,Carlos,Juan,Miguel,Jorge,Alejandro,Javier,Ricardo,Eduardo,Fernando,Raúl,Héctor,Sergio,'
           'Armando,Rogelio,Esteban,Joaquín,Mateo,Santiago,Emiliano,Rafael,Ignacio,Gilberto,Ulises,Efraín'),
        _s('María,Guadalupe,Rosa,Carmen,Ana,Lucía,Sofía,Valentina,Ximena,Yesenia,Marisol,Leticia,Araceli,'
           'Beatriz,Claudia,Graciela,Dolores,Itzel,Paola,Maricela,Yolanda,Nayeli,Rocío,Esperanza'),
        _s('García,Rodríguez,Martínez,Hernández,López,González,Pérez,Sánchez,Ramírez,Torres,Flores,Rivera,'
           'Gómez,Díaz,Reyes,Morales,Cruz,Ortiz,Gutiérrez,Chávez,Ramos,Ruiz,Mendoza,Castillo,Vargas,Romero,'
           'Herrera,Medina,Aguilar,Vega,Castro,Delgado,Espinoza,Zamora,Villanueva,Cervantes,Olivares,'
           'Quintero,Salazar,Arellano,Barrientos,Cisneros,Escobedo,Fuentes,Ibarra,Lozano,Montoya,Navarro,'
           'Orozco,Padilla,Rosales,Sandoval,Trujillo,Valdez,Zepeda')),
    'wafr': (
        _s('Chinedu,Oluwaseun,Emeka,Adebayo,Kwame,Kofi,Yaw,Tunde,Ikechukwu,Babatunde,Obinna,Nnamdi,Kwabena,'
           'Femi,Chukwuemeka,Kojo,Segun,Uchenna'),
        _s('Ngozi,Chiamaka,Adaeze,Folake,Abena,Akosua,Yetunde,Funmilayo,Ifeoma,Efua,Nkechi,Oluwakemi,'
           'Amarachi,Titilayo,Ama,Bukola'),
        _s('Okafor,Adeyemi,Okonkwo,Mensah,Asante,Boateng,Owusu,Nwosu,Eze,Oyelaran,Afolabi,Obi,Agyeman,'
           'Ogunleye,Onyekachi,Danso,Appiah,Chukwu,Babalola,Adeleke,Nwachukwu,Oduya,Amoako,Ekwueme,'
           'Oladipo,Ansah,Ofori,Iwuchukwu')),
    'eafr': (
        _s('Abdirahman,Mohamed,Abdullahi,Yonas,Dawit,Tesfaye,Bereket,Hassan,Mahad,Liban,Getachew,Samuel'),
        _s('Hodan,Fadumo,Ayan,Hiwot,Meron,Selam,Tigist,Sahra,Ikran,Bethlehem,Mulu,Ubah'),
        _s('Warsame,Farah,Abdi,Hussein,Tadesse,Gebremedhin,Haile,Bekele,Osman,Jama,Mengistu,Wolde,Ali,'
           'Gedi,Tekle,Alemu,Yusuf,Ahmed')),
    'arab': (
        _s('Omar,Khalid,Youssef,Tariq,Samir,Rami,Faisal,Ahmad,Karim,Nabil,Bilal,Hamza,Ziad,Marwan'),
        _s('Layla,Fatima,Noor,Rania,Yasmin,Huda,Salma,Mariam,Dalia,Amira,Lina,Hiba,Reem,Zeina'),
        _s('Haddad,Khoury,Nasser,Saleh,Mansour,Aziz,Hamdan,Abboud,Darwish,Sabbagh,Haddadin,Bishara,Ayoub,'
           'Kassab,Shadid,Tannous,Zaher,Najjar,Masri,Halabi')),
    'pers': (
        _s('Dariush,Kian,Reza,Arash,Babak,Farhad,Mehdi'),
        _s('Shirin,Parisa,Niloufar,Roya,Leila,Mahsa,Azadeh'),
        _s('Tehrani,Moradi,Karimi,Rostami,Farahani,Jafari,Sadeghi,Ebrahimi,Ghorbani,Hosseini,Navabi')),
    'sasia': (
        _s('Rajesh,Arjun,Vikram,Sanjay,Rohan,Anil,Suresh,Pradeep,Imran,Farhan,Karthik,Venkat,Harpreet,'
           'Gurpreet,Manish,Deepak,Nikhil,Aravind,Tanvir,Sandeep'),
        _s('Priya,Ananya,Kavya,Sunita,Deepa,Lakshmi,Meera,Nisha,Pooja,Shabnam,Farzana,Divya,Harleen,'
           'Anjali,Revathi,Sushma,Tahmina,Gayatri'),
        _s('Patel,Shah,Reddy,Iyer,Nair,Gupta,Chaudhary,Krishnan,Banerjee,Chatterjee,Singh,Sandhu,Gill,'
           'Rahman,Hossain,Siddiqui,Venkataraman,Subramanian,Desai,Mehta,Joshi,Pillai,Rao,Kulkarni,'
           'Bhattacharya,Dhillon,Grewal,Chowdhury,Malhotra,Agarwal,Menon,Trivedi')),
    'china': (
        _s('Wei,Jun,Hao,Lei,Ming,Jian,Zhiwei,Tao,Kai,Bo,Yong,Jiahao'),
        _s('Mei,Xiu,Yan,Jing,Xiaoling,Hui,Ying,Lan,Qing,Yuxin,Fang,Ruoxi'),
        _s('Wang,Li,Zhang,Liu,Chen,Yang,Huang,Zhao,Wu,Zhou,Xu,Sun,Ma,Zhu,Hu,Guo,Lin,He,Gao,Luo,Tang,'
           'Cheng,Leung,Chan,Wong,Lau,Tsang,Fong,Kwok,Yip')),
    'viet': (
        _s('Minh,Tuan,Duc,Huy,Quang,Long,Thanh,Khoa,Bao'),
        _s('Linh,Trang,Thao,Ngoc,Huong,Mai,Phuong,Hanh,Diep'),
        _s('Nguyen,Tran,Le,Pham,Hoang,Vu,Dang,Bui,Do,Ngo,Duong,Truong,Phan,Huynh,Lam')),
    'korea': (
        _s('Min-jun,Ji-ho,Sung-min,Dong-hyun,Jae-won,Hyun-woo,Tae-yang'),
        _s('Seo-yeon,Ji-woo,Hye-jin,Eun-ji,Soo-ah,Min-seo,Yoon-hee'),
        _s('Kim,Park,Choi,Jung,Kang,Cho,Yoon,Jang,Lim,Han,Shin,Oh,Seo,Kwon,Hwang,Baek,Moon')),
    'japan': (
        _s('Hiroshi,Takeshi,Kenji,Daisuke,Haruto,Yuto,Shota,Makoto'),
        _s('Yuki,Aiko,Haruka,Naomi,Emi,Sakura,Keiko,Mariko'),
        _s('Tanaka,Suzuki,Takahashi,Watanabe,Ito,Yamamoto,Nakamura,Kobayashi,Sato,Yoshida,Matsumoto,'
           'Inoue,Kimura,Hayashi,Fujita,Okada,Morita')),
    'phil': (
        _s('Jericho,Rodel,Ramil,Arnel,Jomar,Renato,Dindo,Ariel'),
        _s('Maricel,Rowena,Analyn,Jocelyn,Cherry,Lorna,Rhodora,Marites'),
        _s('Santos,Dela Cruz,Bautista,Aquino,Manalo,Pascual,Dizon,Soriano,Macaraeg,Tolentino,Gatchalian,'
           'Magbanua,Sison,Ocampo,Lacson,Panganiban')),
    'slav': (
        _s('Tomasz,Piotr,Krzysztof,Andrzej,Marek,Pavel,Dmitri,Sergei,Oleksandr,Mykola,Bogdan,Vasyl,Milan,'
           'Goran'),
        _s('Agnieszka,Katarzyna,Magdalena,Natalia,Olena,Svetlana,Irina,Tatiana,Oksana,Zofia,Halyna,'
           'Jelena,Bozena'),
        _s('Kowalski,Nowak,Wiśniewski,Wójcik,Kamiński,Lewandowski,Zieliński,Szymański,Ivanov,Petrov,'
           'Smirnov,Kuznetsova,Shevchenko,Kovalenko,Bondarenko,Tkachenko,Horvat,Novak,Dvořák,Jankowski,'
           'Melnyk,Pavlenko,Sokolov,Popescu,Stoica')),
    'medit': (
        _s('Giuseppe,Marco,Luca,Vincenzo,Salvatore,Dimitrios,Nikolaos,Georgios,Konstantinos,Enzo,Stavros'),
        _s('Giulia,Francesca,Chiara,Rosaria,Eleni,Despina,Athena,Concetta,Vasiliki,Paraskevi'),
        _s('Russo,Esposito,Bianchi,Romano,Colombo,Ricci,Marino,Greco,Bruno,Gallo,Conti,De Luca,Mancini,'
           'Papadopoulos,Georgiou,Nikolaidis,Karagiannis,Papageorgiou,Antonopoulos,Ferraro,Lombardi,'
           'Caruso,Vitale,Costanzo')),
    'germ': (
        _s('Klaus,Jürgen,Dieter,Lars,Sven,Anders,Henrik,Pieter,Johan,Erik,Gunnar,Friedrich'),
        _s('Ingrid,Astrid,Greta,Liesel,Birgit,Sigrid,Annika,Freya,Hedwig,Marthe'),
        _s('Mueller,Schmidt,Schneider,Fischer,Weber,Becker,Hoffmann,Schulz,Koch,Richter,Larsen,Johansson,'
           'Lindqvist,Andersen,Nilsson,Berg,Van der Berg,De Vries,Jansen,Bakker,Visser,Hendriks,Zimmerman,'
           'Kraus,Vogel,Brandt,Engstrom,Halvorsen')),
    'celt': (
        _s('Sean,Liam,Declan,Ciaran,Padraig,Fergus,Callum,Angus,Ewan,Cormac,Rory'),
        _s('Siobhan,Aoife,Niamh,Maeve,Orla,Saoirse,Fiona,Eilidh,Caoimhe,Brigid,Roisin'),
        _s("O'Brien,O'Connor,Murphy,Kelly,Byrne,Walsh,O'Sullivan,McCarthy,Doyle,Gallagher,Fitzgerald,"
           "MacLeod,Campbell,Sinclair,McKenzie,Ferguson,Buchanan,Docherty,Quinn,Donnelly,Keane,O'Donnell,"
           "McGrath,Cassidy")),
    'fran': (
        _s('Jean-Pierre,Wilner,Fritznel,Jacques,Thiago,João,Rui,Luc,Evens,Rodrigo,Marcel'),
        _s('Marie-Claude,Nadège,Guerline,Fabiola,Inês,Mirlande,Juliana,Edeline,Margaux,Renata'),
        _s('Pierre,Jean-Louis,Baptiste,Toussaint,Dorvil,Celestin,Silva,Oliveira,Souza,Ferreira,Costa,'
           'Pereira,Carvalho,Almeida,Dubois,Lefebvre,Moreau,Girard,Fontaine,Beaumont,Charles,Desir,'
           'Augustin,Mascarenhas')),
    'turk': (
        _s('Emre,Mehmet,Burak,Cem,Murat,Kerem'),
        _s('Elif,Zeynep,Ayşe,Deniz,Ebru,Selin'),
        _s('Yilmaz,Demir,Kaya,Sahin,Celik,Aydin,Ozturk,Arslan,Dogan,Kilic')),
    'hmong': (
        _s('Tou,Pao,Chue,Fue,Kou'),
        _s('Yer,Mai Nou,Pa Houa,Bao,Ka'),
        _s('Vang,Xiong,Lor,Moua,Her,Thao,Lee,Vue,Chang')),
    'hebr': (
        _s('Avi,Eitan,Noam,Yosef,Moshe,Ari'),
        _s('Tova,Shira,Miriam,Rivka,Dalia,Naomi'),
        _s('Cohen,Levi,Friedman,Goldberg,Rosen,Katz,Shapiro,Weiss,Adler,Feldman,Mizrahi,Birnbaum')),
}

# relative weights of origins in the patient population
ORIGIN_WEIGHTS = [
    ('anglo', 30), ('hisp', 18), ('wafr', 5), ('eafr', 4), ('arab', 4), ('pers', 2), ('sasia', 7),
    ('china', 5), ('viet', 4), ('korea', 3), ('japan', 2), ('phil', 4), ('slav', 5), ('medit', 4),
    ('germ', 4), ('celt', 5), ('fran', 5), ('turk', 2), ('hmong', 2), ('hebr', 3),
]

NICKNAMES = {
    'Robert': 'Bobby', 'William': 'Billy', 'Elizabeth': 'Liz', 'Margaret': 'Peggy', 'Patricia': 'Trish',
    'Katherine': 'Kate', 'Deborah': 'Deb', 'Richard': 'Rick', 'Anthony': 'Tony', 'Kimberly': 'Kim',
    'Rebecca': 'Becky', 'Guadalupe': 'Lupe', 'Francesca': 'Frankie', 'Oluwaseun': 'Seun', 'Chukwuemeka': 'Emeka',
    'Jennifer': 'Jen', 'Timothy': 'Tim', 'Christopher': 'Chris', 'Nicholas': 'Nick', 'Dolores': 'Lola',
    'Alejandro': 'Alex', 'Konstantinos': 'Gus', 'Oleksandr': 'Sasha', 'Jericho': 'Jek', 'Babatunde': 'Tunde',
}

TOWN_A = _s('Ash,Bel,Brook,Cedar,Clear,Dun,Elm,Fair,Glen,Hart,Hazel,Kings,Lake,Lin,Maple,Mill,North,Oak,'
            'Pine,Red,River,Rock,Stone,Sun,West,East,Wil,Wood,Bram,Cal,Dal,Fen,Gar,Hol,Ket,Lor,Mar,Nor,Ot,'
            'Pel,Quin,Ral,Sel,Tam,Ver,Wex,Yar,Zel,Alder,Birch,Crane,Drum,Ember,Fox,Gilt,Heron,Ivy,Juniper,'
            'Kestrel,Laurel,Moss,Nettle,Orchard,Plover,Quarry,Rush,Sorrel,Thistle,Umber,Vale,Wren,Lyle,Harrow')
TOWN_B = _s('ford,field,ton,ville,wood,dale,burg,port,haven,ridge,mont,chester,wick,stead,bury,land,'
            'brook,crest,ham,more,gate,view,shire,well')
TOWN_TWO = _s('Falls,Springs,Junction,Heights,Landing,Crossing,Hollow,Bluff,Grove,Prairie,Creek,Mills')
TOWN_PRE = _s('Port,Mount,New,North,South,East,West,Lake,Fort,Glen')

STATES = [
    ('Alabama', 'AL'), ('Alaska', 'AK'), ('Arizona', 'AZ'), ('Arkansas', 'AR'), ('California', 'CA'),
    ('Colorado', 'CO'), ('Connecticut', 'CT'), ('Delaware', 'DE'), ('Florida', 'FL'), ('Georgia', 'GA'),
    ('Hawaii', 'HI'), ('Idaho', 'ID'), ('Illinois', 'IL'), ('Indiana', 'IN'), ('Iowa', 'IA'),
    ('Kansas', 'KS'), ('Kentucky', 'KY'), ('Louisiana', 'LA'), ('Maine', 'ME'), ('Maryland', 'MD'),
    ('Massachusetts', 'MA'), ('Michigan', 'MI'), ('Minnesota', 'MN'), ('Mississippi', 'MS'),
    ('Missouri', 'MO'), ('Montana', 'MT'), ('Nebraska', 'NE'), ('Nevada', 'NV'), ('New Hampshire', 'NH'),
    ('New Jersey', 'NJ'), ('New Mexico', 'NM'), ('New York', 'NY'), ('North Carolina', 'NC'),
    ('North Dakota', 'ND'), ('Ohio', 'OH'), ('Oklahoma', 'OK'), ('Oregon', 'OR'), ('Pennsylvania', 'PA'),
    ('Rhode Island', 'RI'), ('South Carolina', 'SC'), ('South Dakota', 'SD'), ('Tennessee', 'TN'),
    ('Texas', 'TX'), ('Utah', 'UT'), ('Vermont', 'VT'), ('Virginia', 'VA'), ('Washington', 'WA'),
    ('West Virginia', 'WV'), ('Wisconsin', 'WI'), ('Wyoming', 'WY'),
]

COUNTRIES = _s('Mexico,Canada,Philippines,India,Nigeria,Ghana,Guatemala,El Salvador,Honduras,'
               'Dominican Republic,Haiti,Vietnam,Ethiopia,Somalia,Poland,Ukraine,Brazil,Portugal,Germany,'
               'Italy,Greece,South Korea,Japan,China,Jamaica,Colombia,Peru,Ireland,United Kingdom,Turkey,'
               'Lebanon,Jordan,Pakistan,Bangladesh,Kenya,Eritrea,Laos,Thailand,Ecuador,Cape Verde')

STREET_NAMES = _s('Elm,Oak,Maple,Cedar,Pine,Birch,Willow,Sycamore,Hawthorn,Chestnut,Larch,Magnolia,Juniper,'
                  'Aspen,Cottonwood,Dogwood,Hickory,Poplar,Laurel,Linden,Mulberry,Redbud,Spruce,Tamarack,'
                  'Lincoln,Jefferson,Franklin,Madison,Monroe,Jackson,Harrison,Garfield,Cleveland,Grant,'
                  'Prospect,Union,Liberty,Church,School,Mill,Market,Water,Bridge,Spring,Highland,Ridge,'
                  'Valley,Meadow,Orchard,Lakeview,Riverside,Hillcrest,Fairview,Sunset,Greenbriar,Foxglove,'
                  'Quail Run,Deer Path,Wagon Wheel,Old Farm,Stonegate,Kingsley,Whitmore,Addison,Brantley,'
                  'Caldwell,Dorsey,Emerson,Fulton,Gilmore,Hadley,Irving,Kendall,Lockwood,Marlowe,Nolan,'
                  'Pembroke,Quincy,Rowland,Sheridan,Thatcher,Vandermeer,Wexford,Yancey,Arbor,Tanglewood')
STREET_TYPES = _s('St,Street,Ave,Avenue,Rd,Road,Blvd,Dr,Drive,Ln,Lane,Way,Ct,Court,Pl,Terrace,Pkwy,Cir,'
                  'Trail,Hwy')
ORDINAL_STREETS = _s('1st,2nd,3rd,4th,5th,6th,7th,8th,9th,10th,11th,12th,14th,16th,18th,21st,23rd,27th,'
                     '31st,42nd,56th')
SAINTS = _s("Agnes,Anselm,Bartholomew,Benedict,Bernadette,Brendan,Catherine,Clare,Columba,Dominic,"
            "Elizabeth,Francis,Gerard,Ignatius,Jerome,Joachim,Jude,Lucy,Luke,Margaret,Monica,Nicholas,"
            "Patrick,Raphael,Rita,Scholastica,Teresa,Vincent,Anthony,Cecilia")
ORG_WORDS = _s('Tallgrass,Northmere,Everbright,Crescent Shore,Ironwood,Meridale,Saltmarsh,Cobaltline,Redfern,'
               'Windrow,Amberfield,Greystoke,Lanternfield,Copperleaf,Silverbirch,Bramblewood,Kettle Creek,'
               'Harrowgate,Bluestem,Starling,Quillon,Fernhollow,Highmark Ridge,Larkspur,Oxbow,Pinnacle Vale,'
               'Rivermoor,Sablewood,Thornbury,Umberline,Verdant Plains,Westhaven,Yellowpine,Zephyr,Alderbrook,'
               'Brightwater,Canopy,Driftwood,Evergold,Foxmoor,Granite Peak,Hollowell,Indigo Bay,Juniper Gate,'
               'Keystrand,Lodestar,Marigold,Nightingale,Oakhurst,Prairie Star,Quarrystone,Ridgeline,Sunmeadow,'
               'Tidewater Bend,Upland,Valence,Wildflower,Cardinal Point,Mossbank')
ORG_EMPLOYER_TAIL = _s('Freight,Logistics,Poultry,Foods,Manufacturing Co.,Builders,Plumbing & Heating,'
                       'Landscaping,Auto Body,Distribution Center,Credit Union,Staffing,Hardware,Dairy,'
                       'Cabinetry,Trucking,Printing,Energy Services,Packaging,Home Care Agency,Cleaners,'
                       'Moving & Storage,Tire & Lube,Marine Supply,Brewing Company,Bakery')

PROFESSIONS = _s('welder,schoolteacher,electrician,long-haul truck driver,line cook,roofer,pharmacy technician,'
                 'bus driver,hairdresser,accountant,warehouse associate,forklift operator,carpenter,'
                 'dental hygienist,software developer,paralegal,mail carrier,police officer,firefighter,'
                 'landscaper,home health aide,cashier,bartender,security guard,machinist,plumber,'
                 'janitor,farmworker,fisherman,nurse,real estate agent,librarian,barber,seamstress,'
                 'auto mechanic,childcare worker,construction laborer,dishwasher,housekeeper,taxi driver,'
                 'rideshare driver,insurance adjuster,bank teller,graphic designer,chef,baker,pastor,'
                 'retail manager,meatpacker,poultry plant worker,crane operator,HVAC technician,'
                 'flight attendant,court reporter,veterinary technician,school bus aide,lineman,'
                 'corrections officer,tattoo artist,nail technician,grocery stocker,sheet metal worker')
